// What the harnesses share. Each harness calls the real parser or command
// loop on the fuzzer's bytes and catches only the errors that code documents
// for bad input; anything else (another exception, a crash, a sanitizer
// report, a hang, memory without bound) is a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

// A property the harness checks failed: report it and abort, so that
// libFuzzer saves the input.
[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
    std::abort();
}

}  // namespace fuzz
