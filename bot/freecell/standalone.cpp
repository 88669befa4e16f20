// Entry point of the one-file FreeCell bot for the online puzzle (tools/bundle inlines its includes).
#include "bot/freecell/fair_cli.hpp"

int main(int argc, char** argv) { return freecell::bot::agentMain(argc, argv); }
