// The judge's rules a FreeCell program takes by name (`bot`, the one-file
// bot, `referee freecell`): --autoplay and --capacity. The programs read the
// command line (common/option_reader.hpp's readRuleOption); this knows the
// rules' names and values.
#pragma once

#include <optional>
#include <string>

#include "games/freecell/rules.hpp"

namespace freecell {

struct RuleOptions {
    // Whether `name` is a rule option (each takes a value).
    static std::optional<bool> takesValue(const std::string& name) {
        if (name == "--autoplay" || name == "--capacity") return true;
        return std::nullopt;
    }
    // Rule option `name` with `value` applied to `r` (anything with the
    // fields `autoplay` and `capacity`: a solver's config, a judge's
    // settings): "" if done, else why not, naming the option.
    template <class Rules>
    static std::string set(Rules& r, const std::string& name, const std::string& value) {
        if (name == "--autoplay") {
            auto mode = parseAutoplay(value);
            if (!mode) return "--autoplay wants safe, all or none, got '" + value + "'";
            r.autoplay = *mode;
        } else if (name == "--capacity") {
            auto rule = parseCapacity(value);
            if (!rule) return "--capacity wants doubling, linear or cells, got '" + value + "'";
            r.capacity = *rule;
        } else
            return "unknown rule '" + name + "'";
        return "";
    }
};

}  // namespace freecell
