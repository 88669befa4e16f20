// Every fair bot's protocol mode (`bot GAME` without a batch): turn blocks
// on standard input as the game's judge writes them, read back by the game's
// view parser, one answer a line on standard output, flushed, so that the
// judge reads it at once. Bad input ends the game with one line naming the
// line of input and what is wrong, and exit status 2.
#pragma once

#include <iostream>
#include <string>

#include "common/turn_reader.hpp"

namespace patience::bot {

// `read(in, lineNo)` is the game's parseTurn (an optional view, none at the
// end of input); `answer(view)` the bot's answer as the judge takes it.
template <class Read, class Answer>
int playTurns(const std::string& program, Read read, Answer answer, std::istream& in = std::cin,
              std::ostream& out = std::cout) {
    int line = 0;
    try {
        while (auto view = read(in, line)) {
            if (view->moves.empty()) throw TurnError(line, "the turn lists no legal move");
            out << answer(*view) << std::endl;
        }
    } catch (const TurnError& e) {
        std::cerr << program << ": " << e.what() << '\n';
        return 2;
    }
    return 0;
}

}  // namespace patience::bot
