// The usage lines of the options every game for a person takes
// (keeper_main.hpp's PersonOptions: --winnable-only, --difficulty,
// --solver-line, --solver-positions, --advisor, --hint-ms), written once for
// the games' usage texts. Each game lays its options out in its own column:
// two blanks, the option, blanks up to `column` (two after a name that
// reaches it), its words; a further line of words starts at `column`.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace referee {

// One option's lines, each ending in a newline.
std::string optionHelp(std::size_t column, const std::string& option, const std::vector<std::string>& lines);

// --winnable-only, proved by the solver; `more`: the game's further lines.
std::string winnableOnlyHelp(std::size_t column, const std::vector<std::string>& more = {});

// --difficulty D, graded by `bot GAME --grade`; `more` ends its last line.
std::string difficultyHelp(std::size_t column, const std::string& game, const std::string& more = "");

// --solver-line, the solver knowing `what` (its second line: "the deck's order").
std::string solverLineHelp(std::size_t column, const std::string& what);

// --solver-positions (its default, `positions`: "200000"), --advisor and --hint-ms.
std::string adviceOptionsHelp(std::size_t column, const std::string& positions);

// The last lines of a person's game's usage: the prompt's ? and the exit status.
std::string promptAndExitHelp();

}  // namespace referee
