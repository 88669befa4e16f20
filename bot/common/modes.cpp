// A game's bot as a table of modes (modes.hpp).
#include "bot/common/modes.hpp"

#include <algorithm>
#include <cstring>
#include <iostream>
#include <sstream>

#include "common/option_reader.hpp"
#include "common/program.hpp"

namespace patience::bot {

namespace modes_detail {

// The first of m's options among the words (alone, or as "--solve=x", which
// the mode's reader then refuses, as before the modes' table), or "".
std::string given(const Mode& m, int argc, char** argv) {
    std::istringstream options(m.options);
    for (std::string option; options >> option;)
        if (givesOption(argc, argv, option)) return option;
    return "";
}

// The mode the options select, or nullptr with `why` set where two modes of
// different work are selected. The default mode's work (the fair bot) takes
// several modes' options (--bench, --ab, --grade): a mode of other work wins
// over them and its own parser refuses them, as it refuses any stray option.
const Mode* selected(const GameModes& g, int argc, char** argv, std::string& why) {
    const Mode* other = nullptr;    // a mode whose work is not the default's
    const Mode* sharing = nullptr;  // a mode that shares the default's work
    std::string otherOption;        // the option that selected `other`
    for (const Mode& m : g.modes) {
        std::string option = given(m, argc, argv);
        if (option.empty()) continue;
        if (m.run == g.modes.front().run) {
            if (!sharing) sharing = &m;
        } else if (other && other->run != m.run) {
            why = "give one of " + otherOption + " and " + option;
            return nullptr;
        } else if (!other) {
            other = &m, otherOption = option;
        }
    }
    return other ? other : sharing ? sharing : &g.modes.front();
}

// "--solve, --deal"; "(default)" for the default mode.
std::string shownOptions(const Mode& m) {
    if (m.options.empty()) return "(default)";
    std::string shown = m.options;
    for (std::size_t at = 0; (at = shown.find(' ', at)) != std::string::npos; at += 2) shown.replace(at, 1, ", ");
    return shown;
}

// The modes, one a line in three columns: name, options, summary.
void listModes(const GameModes& g) {
    std::cout << "usage: " << g.program << " [MODE OPTION] [options]   (" << g.program
              << " --help MODE: that mode's options)\nmodes:\n";
    std::size_t names = 0, options = 0;
    for (const Mode& m : g.modes)
        names = std::max(names, m.name.size()), options = std::max(options, shownOptions(m).size());
    for (const Mode& m : g.modes) {
        std::string shown = shownOptions(m);
        std::cout << "  " << m.name << std::string(names + 2 - m.name.size(), ' ') << shown
                  << std::string(options + 2 - shown.size(), ' ') << m.summary << "\n";
    }
    std::cout << g.footer;
}

}  // namespace modes_detail

std::vector<Mode> fairModes(const std::string& judge, const std::string& figures,
                            std::string (*help)(const std::string&), int (*run)(int, char**)) {
    auto helpOf = [help](std::string mode) { return [help, mode] { return help(mode); }; };
    return {
        {"play", "", "the fair bot on the judge's protocol (" + judge + " --bot)", helpOf("play"), run},
        {"bench", "--bench", "the fair bot over seeds, in-process: " + figures, helpOf("bench"), run},
        {"ab", "--ab", "two settings of the fair bot paired on the same seeds", helpOf("ab"), run},
        {"grade", "--grade", "a difficulty grade for each deal (docs/grade.md)", helpOf("grade"), run},
        {"grade-check", "--grade-check", "one --grade run against another player's win rates", helpOf("grade-check"),
         run},
    };
}

GameModes fairGameModes(const std::string& game, const std::string& figures,
                        std::string (*fairHelp)(const std::string&), int (*runFair)(int, char**),
                        const std::vector<Mode>& others, std::string footer) {
    GameModes g{"bot " + game, fairModes("referee " + game, figures, fairHelp, runFair), std::move(footer)};
    g.modes.insert(g.modes.end(), others.begin(), others.end());
    return g;
}

int runModes(const GameModes& g, int argc, char** argv) {
    if (asksHelp(argc, argv)) {
        for (int i = 1; i + 1 < argc; ++i)  // --help MODE
            if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h"))
                for (const Mode& m : g.modes)
                    if (m.name == argv[i + 1]) {
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
