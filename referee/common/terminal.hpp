// Colour on a terminal, plain text anywhere else.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>
#include <unistd.h>

#include "common/options.hpp"

namespace referee {

enum class ColorMode { Auto, Always, Never };

inline std::optional<ColorMode> parseColorMode(const std::string& s) {
    if (s == "auto") return ColorMode::Auto;
    if (s == "always") return ColorMode::Always;
    if (s == "never") return ColorMode::Never;
    return std::nullopt;
}

// The value of --color (or --colour, as `option` says).
inline ColorMode colorOption(const std::string& option, const std::string& value) {
    std::optional<ColorMode> mode = parseColorMode(value);
    if (!mode) throw patience::UsageError(option + " wants auto, always or never, got '" + value + "'");
    return *mode;
}

// Auto means: stdout is a terminal that understands escapes, and the user
// has not asked for no colour (https://no-color.org).
inline bool useColor(ColorMode mode) {
    if (mode != ColorMode::Auto) return mode == ColorMode::Always;
    const char* term = std::getenv("TERM");
    const char* noColor = std::getenv("NO_COLOR");
    return isatty(STDOUT_FILENO) && term && std::string(term) != "dumb" && !(noColor && *noColor);
}

// ANSI SGR escapes; each helper wraps text and resets after it.
namespace ansi {
constexpr const char* Reset = "\033[0m";
constexpr const char* Bold = "\033[1m";
constexpr const char* Dim = "\033[2m";
constexpr const char* Red = "\033[31m";
constexpr const char* Green = "\033[32m";
constexpr const char* Yellow = "\033[33m";
constexpr const char* BlackOnWhite = "\033[30;47m";
constexpr const char* RedOnWhite = "\033[31;47m";
}  // namespace ansi

class Painter {
public:
    explicit Painter(bool on) : on_(on) {}
    bool on() const { return on_; }
    std::string operator()(const char* style, const std::string& text) const {
        return on_ ? style + text + ansi::Reset : text;
    }

private:
    bool on_;
};

}  // namespace referee
