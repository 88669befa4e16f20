// `bot -g NAME`: the FreeCell family's other games.
#include "bot/freecell/family/cli.hpp"

#include "bot/freecell/cli.hpp"

namespace freecell::bot {

int runFamily(const std::vector<std::string>& arguments, const Family& family) { return familyMain(arguments, family); }
std::string familyHelp() { return familyUsage; }

}  // namespace freecell::bot
