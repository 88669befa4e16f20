#!/bin/sh
# bench/freecell-benchmark's argument checks, which come before it needs
# fc-solve or a build: --help exits 0 (also under the old name), and each bad
# argument gives one line on stderr that names it, and exit status 2.
#   tests/bench-args.sh BENCH_DIR
dir=$1
fail() { echo "FAIL: $*"; exit 1; }
"$dir/freecell-benchmark" --help | grep -q -e '--lengths' || fail "--help does not list --lengths"
"$dir/freecell-vs-fcsolve" --help >/dev/null || fail "the old name's --help does not exit 0"
check() {  # WORD-THE-ERROR-NAMES ARGS...
    word=$1; shift
    err=$("$dir/freecell-benchmark" "$@" 2>&1 >/dev/null)
    status=$?
    [ "$status" = 2 ] || fail "$*: exit status $status, not 2"
    [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "$*: not one line: $err"
    case "$err" in *"$word"*) ;; *) fail "$*: the error does not name $word: $err" ;; esac
}
check --chunk --chunk x
check --chunk --chunk
check 5-2 5-2
check --bogus --bogus
check --lengths --lengths 7
check --time-ms --time-ms 0
check --improve-positions --improve-positions -3
check --presets --presets 'lg amateur'
check --bot --bot /nonexistent/bot
echo "ok"
