// Small pieces of wording every judge's verdicts and summaries use.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace referee {

inline std::string plural(long long n, const std::string& word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

inline std::string ms(double x) { return std::to_string(std::lround(x)) + " ms"; }

// x with `places` digits after the point, rounded as printf rounds.
inline std::string decimal(double x, int places) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", places, x);
    return buf;
}

// What a bot sent, as a verdict quotes it: short, quoted, and on one line
// whatever bytes it holds.
inline std::string printable(const std::string& text) {
    constexpr std::size_t MaxShown = 24;
    std::string out;
    for (std::size_t i = 0; i < std::min(text.size(), MaxShown); ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f || c == '"' || c == '\\') {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else
            out += char(c);
    }
    if (text.size() > MaxShown) out += "...";
    return "\"" + out + "\"";
}

}  // namespace referee
