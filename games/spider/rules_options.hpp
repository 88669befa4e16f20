// Spider's rule options by name, as every program takes them on its command
// line (`referee spider`, `bot spider`) and a save file keeps them: whether
// a name is one, and what its value does to the Rules. The programs read the
// command line (common/option_reader.hpp's readRuleOption); this knows the
// rules.
#pragma once

#include <optional>
#include <string>

#include "games/spider/game.hpp"

namespace spider {

extern const char* rulesHelp;

struct RuleOptions {
    // Whether `name` is a rule option, and then whether it takes a value.
    static std::optional<bool> takesValue(const std::string& name);
    // Rule option `name` with `value` ("" for a flag) applied to `r`: "" if
    // done, else why not, naming the option.
    static std::string set(Rules& r, const std::string& name, const std::string& value);
};

}  // namespace spider
