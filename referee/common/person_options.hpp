// The options every game for a person at a terminal takes (--seed N,
// --color WHEN, --help); a game adds its own through a hook and keeps its
// usage text.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <optional>
#include <string>

#include "common/options.hpp"
#include "referee/common/terminal.hpp"

namespace referee {

struct PersonOptions {
    std::optional<std::uint64_t> seed;  // none: one from the clock
    ColorMode color = ColorMode::Auto;
    bool help = false;
};

// Reads the command line, and stops at --help: the usage is all that is
// wanted then. `gameOption(option, args)` reads one of the game's own options
// and returns true, or returns false for a name it does not know.
template <class GameOption>
PersonOptions parsePersonOptions(int argc, char** argv, GameOption gameOption) {
    PersonOptions o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string option = args.option();
        if (option == "--help") {
            args.noValue();
            o.help = true;
            return o;
        } else if (option == "--seed") {
            o.seed = std::uint64_t(args.integer(0, INT64_MAX));
        } else if (option == "--color" || option == "--colour") {
            o.color = colorOption(option, args.value());
        } else if (!gameOption(option, args)) {
            throw args.unknown();
        }
    }
    return o;
}

// How a table talks to the terminal: redrawn after every command when stdout
// is one, a prompt when a person types on stdin, colour as asked.
template <class TableOptions>
void fitToTerminal(TableOptions& opt, ColorMode color) {
    opt.screen = isatty(STDOUT_FILENO);
    opt.prompt = isatty(STDIN_FILENO);
    opt.color = useColor(color);
}

}  // namespace referee
