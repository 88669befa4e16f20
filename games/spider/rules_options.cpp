// Spider's rule options by name (games/spider/rules_options.hpp).
#include "games/spider/rules_options.hpp"

namespace spider {

const char* rulesHelp =
    "Rules (Woods's by default):\n"
    "  --suits 1|2|4        what is one suit for runs and removal: any card, a colour, a suit (4)\n"
    "  --auto-remove        remove a completed suit as soon as it forms\n"
    "  --last-deal 4        the alternate rule: the fifth deal is 4 cards onto piles 1-4\n"
    "  --extra-piles 1-4|1,4,7,10   which piles get the 4 extra face-down cards (1-4)\n"
    "  --kings-to-spaces    cheat-sheet rule: only a King (or a run headed by one) into a space\n"
    "  --any-run-moves      cheat-sheet rule: any descending run moves as a unit, suits mixed\n";

std::optional<bool> RuleOptions::takesValue(const std::string& name) {
    if (name == "--suits" || name == "--last-deal" || name == "--extra-piles") return true;
    if (name == "--auto-remove" || name == "--kings-to-spaces" || name == "--any-run-moves") return false;
    return std::nullopt;
}

std::string RuleOptions::set(Rules& r, const std::string& name, const std::string& value) {
    auto refuse = [&](const std::string& wants) { return name + " wants " + wants + ", got '" + value + "'"; };
    if (name == "--suits") {
        if (value != "1" && value != "2" && value != "4") return refuse("1, 2 or 4");
        r.suits = value[0] - '0';
    } else if (name == "--last-deal") {
        if (value != "4" && value != "10") return refuse("4 (or 10, the default)");
        r.lastDealFour = value == "4";
    } else if (name == "--extra-piles") {
        if (value != "1-4" && value != "1,4,7,10") return refuse("1-4 or 1,4,7,10");
        r.extraOnCorners = value == "1,4,7,10";
    } else if (name == "--auto-remove")
        r.autoRemove = true;
    else if (name == "--kings-to-spaces")
        r.kingsOnlyToSpace = true;
    else if (name == "--any-run-moves")
        r.anyRunMoves = true;
    else
        return "unknown rule '" + name + "'";
    return "";
}

}  // namespace spider
