#!/bin/sh
# The replay pages' browser tests (tests/test_common_replay_browser*.cpp,
# hidden from the usual run): headless Chromium opens pages the programs wrote.
#   tests/replay-browser.sh TESTS_BINARY
# Without Chromium: one line saying so, and exit status 77, which ctest
# reports as skipped. tools/install-deps installs it (optional).
tests=$1
browser=
for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then browser=$(command -v "$name"); break; fi
done
if [ -z "$browser" ]; then
    echo "SKIP: no chromium to open the replay pages in (tools/install-deps installs it)"
    exit 77
fi
CHROMIUM=$browser exec "$tests" "[replay_browser]"
