// Small helpers on text that every program needs in the same form: what a
// person typed, trimmed and lowered before it is read as a command.
#pragma once

#include <cctype>
#include <string>

namespace patience {

// Without blanks (spaces, tabs, line ends) at either end.
std::string trim(const std::string& s);

// In lower case (ASCII letters; anything else as it is).
std::string lower(std::string s);

}  // namespace patience
