// `bot spider --analyse`.
#include "bot/spider/analyser/cli.hpp"

#include "bot/spider/cli.hpp"

namespace spider::bot {

int runAnalyse(int argc, char** argv) { return analyseMain(argc, argv); }
std::string analyseHelp() { return std::string(analyseUsage) + rulesHelp; }

}  // namespace spider::bot
