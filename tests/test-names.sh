#!/bin/sh
# Every test case filed as tests/tags.txt says (ctest tests.names): its first
# tags [<game>][<part>] (after [.] if hidden), both in the list, and its file
# tests/test_<game>_<part>.cpp or test_<game>_<part>_<topic>.cpp, whose code
# is in namespace test_<game>_<part>[_<topic>]. And no
# case's name holds a ';': catch_discover_tests (tests/CMakeLists.txt) splits
# a name there into ctest entries that each run no case and pass.
# Usage: test-names.sh TESTS_DIR. Prints each case out of place, exit 1 if any.
dir=$1
status=0
if grep -n 'TEST_CASE("[^"]*;' "$dir"/*.cpp; then
    echo "test-names.sh: a test case's name holds ';' (ctest would split it and run nothing)" >&2
    status=1
fi
for file in "$dir"/test_*.cpp; do
    # Each TEST_CASE's text up to its opening brace, on one line, then checked.
    awk -v file="$(basename "$file")" -v list="$dir/tags.txt" '
        BEGIN {
            while ((getline line < list) > 0) {
                split(line, w, /[ \t]+/)
                if (w[1] == "game") games[w[2]] = 1
                if (w[1] == "part") parts[w[2]] = 1
            }
            stem = file; sub(/^test_/, "", stem); sub(/\.cpp$/, "", stem)
        }
        /^TEST_CASE\(/ { text = ""; open = 1 }
        open { text = text $0 }
        open && /\{[ \t]*$/ {
            open = 0
            tags = text; sub(/^.*",[ \t]*"/, "", tags); sub(/".*$/, "", tags)
            name = text; sub(/^TEST_CASE\("/, "", name); sub(/",.*$/, "", name)
            sub(/^\[\.\]/, "", tags)
            n = split(tags, t, /\]/)
            game = t[1]; sub(/^\[/, "", game); part = t[2]; sub(/^\[/, "", part)
            why = ""
            if (!(game in games)) why = "[" game "] is not a game of tests/tags.txt"
            else if (!(part in parts)) why = "[" part "] is not a part of tests/tags.txt"
            else if (stem != game "_" part && index(stem, game "_" part "_") != 1) why = "tagged [" game "][" part "], so it belongs in test_" game "_" part ".cpp"
            if (why != "") { printf "%s: \"%s\": %s\n", file, name, why; bad = 1 }
        }
        END { exit bad }
    ' "$file" || status=1
    # Eight test files compile as one unit (tests/CMakeLists.txt): each
    # file's names live in a namespace of its own, named after the file.
    stem=$(basename "$file" .cpp)
    if ! grep -q "^namespace $stem {" "$file"; then
        echo "$(basename "$file"): its code is not in 'namespace $stem {' (the test files compile eight to a unit)"
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "test-names.sh: every case is filed by its game and part, in its file's namespace, and no name holds ';'"
exit "$status"
