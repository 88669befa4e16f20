// A game's bot as a table of modes, each in a translation unit of its own
// (bot/<game>/cli.cpp lists them): the options that select a mode, one line
// that says what it does, its help and its work. `bot GAME --help` lists the
// modes; `bot GAME --help MODE` or `bot GAME --MODE --help` gives one mode's
// help.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace patience::bot {

struct Mode {
    std::string name;  // "solve": what --help MODE names it by
    // "--solve": the options that select it, blank-separated ("--solve --deal"); "" for the default mode
    std::string options;
    std::string summary;                // one line for the list of modes
    std::function<std::string()> help;  // the mode's usage and options
    int (*run)(int argc, char** argv);  // argv as `bot GAME` receives them
};

struct GameModes {
    std::string program;      // "bot spider"
    std::vector<Mode> modes;  // the default mode (options "") first
    std::string footer;       // after the list: rule options, exit status
    std::string outOfMemory = "try a smaller --positions or --time-ms";
};

// The fair bot's modes, the same in every game that has one: they share its
// parser (bot/common/fair_cli.hpp's fairMain, which `run` calls) and tell
// their help apart by name, help(name). `judge` is the judge whose protocol
// play answers ("referee spider"), `figures` what --bench reports.
std::vector<Mode> fairModes(const std::string& judge, const std::string& figures,
                            std::string (*help)(const std::string&), int (*run)(int, char**));

// A game's modes: the fair bot's five (fairModes, for `referee GAME --bot`),
// then the game's others (its solver, ...), and the lines after the list.
GameModes fairGameModes(const std::string& game, const std::string& figures,
                        std::string (*fairHelp)(const std::string&), int (*runFair)(int, char**),
                        const std::vector<Mode>& others, std::string footer);

// `bot GAME`'s main: --help lists the modes (or gives one), otherwise the
// selected mode runs, its errors one line and exit status 2.
int runModes(const GameModes& g, int argc, char** argv);

}  // namespace patience::bot
