#include "referee/common/turn_loop.hpp"

#include <algorithm>

#include "referee/common/answer.hpp"
#include "referee/common/wording.hpp"

namespace referee {

GameRecord playTurns(GameRecord rec, const std::string& command, Stderr botStderr, const TurnLimits& limits,
                     TurnGame& game) {
    auto end = [&](const Verdict& v) { rec.verdict = v; };
    Child bot(command, botStderr);
    if (!bot.started()) {
        end({false, "bot failed to start", "bot failed to start: " + bot.startError()});
        return rec;
    }
    for (int turn = 1;; ++turn) {
        std::string onTurn = " on turn " + std::to_string(turn);
        if (game.won()) {
            std::string text = "win in " + plural(rec.turns, "turn") + game.winDetail(rec);
            if (rec.firstTurnMs >= 0) text += " (first turn " + ms(rec.firstTurnMs) + ")";
            end({true, "win", text});
            break;
        }
        if (std::optional<Verdict> over = game.endedWithoutWin(onTurn)) {
            end(*over);
            break;
        }
        if (turn > limits.maxTurns) {
            end({false, "turn limit",
                 "turn limit: not won after " + plural(limits.maxTurns, "turn") + game.progress()});
            break;
        }
        int limit = turn == 1 ? limits.firstTurnMs : limits.turnMs;
        // A bot that has closed its stdin may still answer: only the read decides.
        if (bot.write(game.turnText(turn, limit), afterMs(Clock::now(), limit)) == Child::Write::Timeout) {
            end({false, "time limit", "time limit" + onTurn + ": the bot did not read its input within " + ms(limit)});
            break;
        }
        // The clock starts once the whole input is in the pipe, as the bot can read it.
        Clock::time_point sent = Clock::now();
        Answer got = readAnswer(bot, sent, limit, limits.maxLine, onTurn);
        if (!got.line) {
            end({false, got.lossKind, got.loss});
            break;
        }
        rec.turns = turn;
        if (turn == 1)
            rec.firstTurnMs = got.ms;
        else
            rec.maxLaterTurnMs = std::max(rec.maxLaterTurnMs, got.ms);
        if (std::optional<Verdict> over = game.play(*got.line, onTurn, got.ms, rec.moves)) {
            end(*over);
            break;
        }
    }
    return rec;
}

}  // namespace referee
