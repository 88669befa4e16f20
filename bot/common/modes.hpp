// A game's bot as a table of modes, each in a translation unit of its own
// (bot/<game>/cli.cpp lists them): the option that selects a mode, one line
// that says what it does, its help and its work. `bot GAME --help` lists the
// modes; `bot GAME --help MODE` or `bot GAME --MODE --help` gives one mode's
// options.
#pragma once

#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "common/option_reader.hpp"
#include "common/program.hpp"

namespace patience::bot {

struct Mode {
    const char* name;     // "solve": what --help MODE names it by
    const char* option;   // "--solve": the option that selects it; "" for the default mode
    const char* summary;  // one line for the list of modes
    std::string (*help)();                // the mode's usage and options
    int (*run)(int argc, char** argv);    // argv as `bot GAME` receives them
};

struct GameModes {
    std::string program;          // "bot spider"
    std::vector<Mode> modes;      // the default mode (option "") first
    std::string footer;           // after the list: rule options, exit status
    std::string outOfMemory = "try a smaller --positions or --time-ms";
};

namespace modes_detail {

inline bool gives(int argc, char** argv, const char* option) {
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], option)) return true;
    return false;
}

// The mode the options select, or nullptr with `why` set where two modes of
// different work are selected. The default mode's work (the fair bot) takes
// several modes' options (--bench, --ab, --grade): a mode of other work wins
// over them and its own parser refuses them, as it refuses any stray option.
inline const Mode* selected(const GameModes& g, int argc, char** argv, std::string& why) {
    const Mode* other = nullptr;    // a mode whose work is not the default's
    const Mode* sharing = nullptr;  // a mode that shares the default's work
    for (const Mode& m : g.modes) {
        if (!*m.option || !gives(argc, argv, m.option)) continue;
        if (m.run == g.modes.front().run) {
            if (!sharing) sharing = &m;
        } else if (other && other->run != m.run) {
            why = std::string("give one of ") + other->option + " and " + m.option;
            return nullptr;
        } else if (!other) {
            other = &m;
        }
    }
    return other ? other : sharing ? sharing : &g.modes.front();
}

inline void listModes(const GameModes& g) {
    std::cout << "usage: " << g.program << " [MODE OPTION] [options]   (" << g.program
              << " --help MODE: that mode's options)\nmodes:\n";
    for (const Mode& m : g.modes) {
        std::string head = std::string("  ") + m.name + (*m.option ? std::string(" (") + m.option + ")" : " (default)");
        std::cout << head << std::string(head.size() < 24 ? 24 - head.size() : 1, ' ') << m.summary << "\n";
    }
    std::cout << g.footer;
}

}  // namespace modes_detail

// `bot GAME`'s main: --help lists the modes (or gives one), otherwise the
// selected mode runs, its errors one line and exit status 2.
inline int runModes(const GameModes& g, int argc, char** argv) {
    if (asksHelp(argc, argv)) {
        for (int i = 1; i + 1 < argc; ++i)  // --help MODE
            if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h"))
                for (const Mode& m : g.modes)
                    if (!std::strcmp(argv[i + 1], m.name)) {
                        std::cout << m.help();
                        return 0;
                    }
        std::string why;
        const Mode* m = modes_detail::selected(g, argc, argv, why);
        if (m && m != &g.modes.front()) {
            std::cout << m->help();  // --MODE --help
            return 0;
        }
        modes_detail::listModes(g);
        return 0;
    }
    std::string why;
    const Mode* m = modes_detail::selected(g, argc, argv, why);
    Program program{g.program, g.program + " --help", "", g.outOfMemory};
    return runProgram(argc, argv, program, [&] {
        if (!m) throw UsageError(why);
        return m->run(argc, argv);
    });
}

}  // namespace patience::bot
