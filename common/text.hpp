// Small helpers on text that every program needs in the same form: what a
// person typed, trimmed and lowered before it is read as a command.
#pragma once

#include <cctype>
#include <string>

namespace patience {

// Without blanks (spaces, tabs, line ends) at either end.
inline std::string trim(const std::string& s) {
    std::size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// In lower case (ASCII letters; anything else as it is).
inline std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace patience
