#!/bin/sh
# The replay page's script (common/replay_page.js) checked as JavaScript by
# node, which only parses it (nothing runs; the browser test runs it).
#   tests/replay-script.sh common/replay_page.js
# Without node: one line saying so, and exit status 77, which ctest reports as
# skipped.
script=$1
if ! command -v node >/dev/null 2>&1; then
    echo "SKIP: no node to check the replay page's script with (Debian's nodejs; optional)"
    exit 77
fi
node --check "$script" || exit 1
# The file again as strict code from its first line: its own "use strict" is
# inside its function, so this also holds anything put outside it (or the
# function without the directive) to strict mode's rules.
node -e '
const fs = require("fs");
try {
    new Function("\"use strict\";\n" + fs.readFileSync(process.argv[1], "utf8"));
} catch (e) {
    console.error(process.argv[1] + ": not valid as strict code: " + e.message);
    process.exit(1);
}' "$script" || exit 1
echo "replay-script: $script parses, as strict code throughout"
