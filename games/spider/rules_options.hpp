// The Spider rule options every `referee spider` mode and `bot spider --solve` take.
#pragma once

#include <string>

#include "common/options.hpp"
#include "games/spider/game.hpp"

namespace spider {

inline const char* rulesHelp =
    "Rules (Woods's by default):\n"
    "  --suits 1|2|4        what is one suit for runs and removal: any card, a colour, a suit (4)\n"
    "  --auto-remove        remove a completed suit as soon as it forms\n"
    "  --last-deal 4        the alternate rule: the fifth deal is 4 cards onto piles 1-4\n"
    "  --extra-piles 1-4|1,4,7,10   which piles get the 4 extra face-down cards (1-4)\n"
    "  --kings-to-spaces    cheat-sheet rule: only a King (or a run headed by one) into a space\n"
    "  --any-run-moves      cheat-sheet rule: any descending run moves as a unit, suits mixed\n";

// If `option` (just read from `args`) is a rule option, applies it to `r`,
// its value read from `args`, and returns true; false for any other name.
// A bad value is a patience::UsageError naming the option.
inline bool readRuleOption(const std::string& option, patience::OptionReader& args, Rules& r) {
    if (option == "--suits") {
        std::string v = args.value();
        if (v != "1" && v != "2" && v != "4") throw patience::UsageError("--suits wants 1, 2 or 4, got '" + v + "'");
        r.suits = v[0] - '0';
    } else if (option == "--last-deal") {
        std::string v = args.value();
        if (v != "4" && v != "10") throw patience::UsageError("--last-deal wants 4 (or 10, the default), got '" + v + "'");
        r.lastDealFour = v == "4";
    } else if (option == "--extra-piles") {
        std::string v = args.value();
        if (v != "1-4" && v != "1,4,7,10") throw patience::UsageError("--extra-piles wants 1-4 or 1,4,7,10, got '" + v + "'");
        r.extraOnCorners = v == "1,4,7,10";
    } else if (option == "--auto-remove") r.autoRemove = true;
    else if (option == "--kings-to-spaces") r.kingsOnlyToSpace = true;
    else if (option == "--any-run-moves") r.anyRunMoves = true;
    else return false;
    return true;
}

}  // namespace spider
