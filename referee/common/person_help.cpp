#include "referee/common/person_help.hpp"

namespace referee {

std::string optionHelp(std::size_t column, const std::string& option, const std::vector<std::string>& lines) {
    std::string head = "  " + option;
    head += std::string(head.size() < column ? column - head.size() : 2, ' ');
    std::string text;
    for (const std::string& line : lines) text += (text.empty() ? head : std::string(column, ' ')) + line + "\n";
    return text;
}

std::string winnableOnlyHelp(std::size_t column, const std::vector<std::string>& more) {
    std::vector<std::string> lines{"deal the first seed from N (or the clock's) that the solver proves winnable"};
    lines.insert(lines.end(), more.begin(), more.end());
    return optionHelp(column, "--winnable-only", lines);
}

std::string difficultyHelp(std::size_t column, const std::string& game, const std::string& more) {
    return optionHelp(
        column, "--difficulty D",
        {"the first seed from N (or from one of 1-60, graded ahead, by the clock) the fair bot",
         "grades D: easy, medium, hard, harder or hardest (bot " + game + " --grade; docs/grade.md)" + more});
}

std::string solverLineHelp(std::size_t column, const std::string& what) {
    return optionHelp(column, "--solver-line",
                      {"after every move, the solver's verdict: winnable, no longer winnable or unknown",
                       "(it knows " + what + ": the game counts as assisted)"});
}

std::string adviceOptionsHelp(std::size_t column, const std::string& positions) {
    return optionHelp(column, "--solver-positions N",
                      {"the solver's budget for peek, check and the solver line (" + positions + ")"}) +
        optionHelp(column, "--advisor BOT",
                   {"the bot asked for hint, peek and check (default: bot beside this referee; none: no help)"}) +
        optionHelp(column, "--hint-ms N", {"a hint's time limit, ms (1000)"});
}

std::string promptAndExitHelp() {
    return "At the prompt, ? lists the commands. Exit status: 0, or 2 for bad options or a --replay page\n"
           "that could not be written when leaving.\n";
}

}  // namespace referee
