// The tests' one door to Catch2, whichever major version Debian installed:
// v2 (Debian 12, one header) or v3 (Debian 13, a library with its own main).
// CMake defines PATIENCE_CATCH2_V3 when it found v3.
#pragma once

#ifdef PATIENCE_CATCH2_V3
#include <catch2/catch_all.hpp>

#include <string>

// v2's names for what the tests use, on v3.
using Catch::Approx;
namespace Catch {
inline auto Contains(const std::string& s) { return Matchers::ContainsSubstring(s); }
inline auto StartsWith(const std::string& s) { return Matchers::StartsWith(s); }
}  // namespace Catch
#else
#include <catch2/catch.hpp>
#endif
