// `bot spider --losses`.
#include "bot/spider/losses_cli.hpp"

#include "bot/spider/cli.hpp"

namespace spider::bot {

int runLosses(int argc, char** argv) { return lossesMain(argc, argv); }
std::string lossesHelp() { return std::string(lossesUsage) + rulesHelp; }

}  // namespace spider::bot
