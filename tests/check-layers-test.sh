#!/bin/sh
# tools/check-layers finds what it is for (ctest layers.catches): a tree
# with one breach of each rule must fail, naming every one; the clean tree
# passes (ctest layers.includes).
set -u
root=$1
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/common" "$tree/games/g" "$tree/bot/common" "$tree/bot/g" "$tree/referee/common" "$tree/referee/g"
echo '#include "games/g/rules.hpp"' >"$tree/common/a.hpp"
echo '#include "bot/g/solver.hpp"' >"$tree/games/g/a.hpp"
echo '#include "common/options.hpp"' >"$tree/games/g/b.hpp"
echo 'int f(int argc, char** argv);' >"$tree/games/g/c.hpp"
echo '#include "bot/spider/agent.hpp"' >"$tree/bot/common/a.hpp"
echo '#include "games/spider/game.hpp"' >"$tree/referee/common/a.hpp"
echo '#include "referee/common/child.hpp"' >"$tree/bot/g/a.hpp"
echo '#include "bot/common/hash.hpp"' >"$tree/referee/g/a.cpp"
out=$(bash "$root/tools/check-layers" "$tree")
status=$?
[ "$status" -eq 1 ] || { echo "check-layers passed a tree that breaks every rule (status $status)"; exit 1; }
for file in common/a.hpp games/g/a.hpp games/g/b.hpp games/g/c.hpp bot/common/a.hpp referee/common/a.hpp bot/g/a.hpp referee/g/a.cpp; do
    echo "$out" | grep -q "^$file:" || { echo "check-layers did not name $file:"; echo "$out"; exit 1; }
done
echo "check-layers names all 8 breaches"
