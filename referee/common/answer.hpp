// Reading a bot's answer to one turn, and what it means when none comes.
#pragma once

#include <optional>
#include <string>

#include "referee/common/child.hpp"
#include "referee/common/wording.hpp"

namespace referee {

struct Answer {
    std::optional<std::string> line;  // the answer; absent when the game is lost
    double ms = 0;                    // how long it took
    std::string lossKind, loss;       // the verdict's kind and text when absent
};

// Waits until `limitMs` after `sent` for one line of at most `maxLine` bytes.
// `onTurn` (" on turn 3") completes the verdict's text.
inline Answer readAnswer(Child& bot, Clock::time_point sent, double limitMs, std::size_t maxLine,
                         const std::string& onTurn) {
    // How long a bot that closed its output gets to exit, so that the
    // verdict can say how it ended.
    constexpr int ExitGraceMs = 200;
    Answer a;
    std::string line;
    Child::Read got = bot.readLine(line, afterMs(sent, limitMs), maxLine);
    a.ms = msSince(sent);
    switch (got) {
    case Child::Read::Timeout:
        a.lossKind = "time limit";
        a.loss = "time limit" + onTurn + ": no answer after " + ms(a.ms) + " (limit " + ms(limitMs) + ")";
        break;
    case Child::Read::Eof: {
        std::optional<std::string> how = bot.howItEnded(ExitGraceMs);
        a.lossKind = "bot exited";
        a.loss = how ? "bot exited" + onTurn + " (" + *how + ")" : "bot closed its output" + onTurn;
        break;
    }
    case Child::Read::TooLong:
        a.lossKind = "output too long";
        a.loss = "output too long" + onTurn + ": more than " + std::to_string(maxLine) + " bytes without a newline";
        break;
    default: a.line = line;
    }
    return a;
}

}  // namespace referee
