#!/bin/sh
# No test case's name may hold a ';': catch_discover_tests (tests/CMakeLists.txt)
# splits a name there into ctest entries that each run no case and pass.
# Usage: test-names.sh TESTS_DIR. Prints each such name, exit 1 if any.
if grep -n 'TEST_CASE("[^"]*;' "$1"/*.cpp; then
    echo "test-names.sh: a test case's name holds ';' (ctest would split it and run nothing)" >&2
    exit 1
fi
echo "test-names.sh: no test case's name holds ';'"
