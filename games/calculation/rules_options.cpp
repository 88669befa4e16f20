// Calculation's rule option by name (games/calculation/rules_options.hpp).
#include "games/calculation/rules_options.hpp"

namespace calculation {

std::optional<bool> RuleOptions::takesValue(const std::string& name) {
    if (name == "--rules") return true;
    return std::nullopt;
}

std::string RuleOptions::set(RuleSet& r, const std::string& name, const std::string& value) {
    if (name != "--rules") return "unknown rule '" + name + "'";
    std::optional<RuleSet> rules = parseRules(value);
    if (!rules) return "--rules wants classic or coco, got '" + value + "'";
    r = *rules;
    return "";
}

}  // namespace calculation
