// Entry point of the one-file FreeCell bot for the online puzzle (tools/bundle inlines its includes).
#include "bot/freecell/cli.hpp"

int main(int argc, char** argv) { return freecell::bot::main(argc, argv); }
