#!/bin/sh
# The Woods-built problems' tools (docs/spider-analyser.md, "Problems built
# like his"): the generator writes the same files for the same seeds, each
# one a position the analyser reads, and refuses bad seeds with one line;
# the answers script and the bench refuse a bad folder or option with one
# line and exit status 2.
#   tests/spider-woods-tools.sh SOURCE_DIR BOT
src=$1 bot=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "skipped: no python3 (tools/install-deps installs it where Debian has it)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$src/tools/spider-woods-problems" --seeds 3-4 --out "$tmp/a" >"$tmp/a.tsv" || fail "the generator failed"
"$src/tools/spider-woods-problems" --seeds 3-4 --out "$tmp/b" >"$tmp/b.tsv" || fail "the generator failed"
cmp -s "$tmp/a/w003.txt" "$tmp/b/w003.txt" && cmp -s "$tmp/a.tsv" "$tmp/b.tsv" || fail "not the same for the same seeds"
[ "$(wc -l <"$tmp/a.tsv")" -ge 6 ] || fail "fewer than three questions a position"
while IFS="$(printf '\t')" read -r file options; do
    # shellcheck disable=SC2086
    "$bot" spider --analyse "$tmp/a/$file" $options --time-ms 200 >/dev/null 2>"$tmp/err"
    [ $? -le 1 ] || fail "$file $options: $(cat "$tmp/err")"
done <"$tmp/a.tsv"
one_line() {  # WORD COMMAND...: fails unless COMMAND says one line naming WORD and exits non-zero
    word=$1; shift
    err=$("$@" 2>&1 >/dev/null) && fail "$*: exit status 0"
    [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "$*: not one line: $err"
    case "$err" in *"$word"*) ;; *) fail "$*: the error does not name $word: $err" ;; esac
}
one_line seeds "$src/tools/spider-woods-problems" --seeds x-y --out "$tmp/c"
one_line questions.tsv "$src/tools/spider-woods-answers" "$tmp/none"
one_line --bogus "$src/tools/spider-woods-answers" "$tmp/a" --bogus
cd "$src" || fail "no $src"
one_line --bogus bench/spider-analyser-woods --bogus
one_line answers.tsv bench/spider-analyser-woods --dir "$tmp/none"
echo "ok"
