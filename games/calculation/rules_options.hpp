// Calculation's rule option by name, as both programs take it (`referee
// calculation`, `bot calculation`): --rules classic|coco. The programs read
// the command line (common/option_reader.hpp's readRuleOption); this knows
// the rule sets' names.
#pragma once

#include <optional>
#include <string>

#include "games/calculation/game.hpp"

namespace calculation {

struct RuleOptions {
    // Whether `name` is a rule option (it takes a value).
    static std::optional<bool> takesValue(const std::string& name);
    // --rules `value` into `r`: "" if done, else why not.
    static std::string set(RuleSet& r, const std::string& name, const std::string& value);
};

}  // namespace calculation
