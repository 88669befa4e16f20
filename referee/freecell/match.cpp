#include "freecell/match.hpp"

#include "common/answer.hpp"
#include "common/wording.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace freecell::referee {

using ::referee::ms;
using ::referee::plural;
using ::referee::printable;
using ::referee::Child;
using ::referee::Clock;
using ::referee::GameRecord;

namespace {

// A line longer than this is a flood, not an answer: 1 MB holds 300,000 moves.
constexpr std::size_t MaxLine = 1 << 20;


// Cards that reached the foundations between two positions, lowest rank first.
std::vector<Card> sentHome(const Board& before, const Board& after) {
    std::vector<Card> out;
    for (int r = 1; r <= Ranks; ++r)
        for (int s = 0; s < Suits; ++s)
            if (before.home[s] < r && after.home[s] >= r) out.push_back(makeCard(r, s));
    return out;
}

std::string homeCount(const Board& b) { return "(" + std::to_string(b.cardsHome()) + "/52 cards home)"; }

}  // namespace

Match dealMatch(std::int64_t deal) {
    return {"deal " + std::to_string(deal), "deal", std::to_string(deal), msDeal(std::uint32_t(deal))};
}

GameRecord play(const Match& match, const Settings& settings, ::referee::Stderr botStderr, Display* show) {
    GameRecord rec;
    rec.label = match.label;
    rec.idKey = match.idKey;
    rec.idJson = match.idJson;
    auto lose = [&](const std::string& kind, const std::string& text) { rec.verdict = {false, kind, text}; };

    Board b = match.start;
    autoplay(b, settings.autoplay);
    if (show) show->start(match.label, settings.autoplay, sentHome(match.start, b));

    Child bot(settings.bot, botStderr);
    if (!bot.started()) {
        lose("bot failed to start", "bot failed to start: " + bot.startError());
        if (show) show->finish(b);
        return rec;
    }
    std::size_t ignored = 0;  // words after the winning move
    for (int turn = 1;; ++turn) {
        std::string onTurn = " on turn " + std::to_string(turn);
        if (b.won()) {
            std::string text = "win in " + plural(rec.turns, "turn") + ", " + plural(rec.moves, "move");
            if (ignored) text += ", " + plural(long(ignored), "trailing move") + " ignored";
            if (rec.firstTurnMs >= 0) text += " (first turn " + ms(rec.firstTurnMs) + ")";
            rec.verdict = {true, "win", text};
            break;
        }
        std::vector<Move> moves = legalMoves(b);
        if (moves.empty()) {
            lose("no legal move left", "no legal move left" + onTurn + " " + homeCount(b));
            break;
        }
        if (turn > settings.maxTurns) {
            lose("turn limit", "turn limit: not won after " + plural(settings.maxTurns, "turn") + " " + homeCount(b));
            break;
        }
        int limit = turn == 1 ? settings.firstTurnMs : settings.turnMs;
        if (show) show->turn(turn, b, moves.size(), limit);

        // A bot that has closed its stdin may still answer: only the read decides.
        if (bot.write(turnInput(b, moves), ::referee::afterMs(Clock::now(), limit)) == Child::Write::Timeout) {
            lose("time limit", "time limit" + onTurn + ": the bot did not read its input within " + ms(limit));
            break;
        }
        // The clock starts once the whole input is in the pipe, as the bot can read it.
        Clock::time_point sent = Clock::now();
        ::referee::Answer got = ::referee::readAnswer(bot, sent, limit, MaxLine, onTurn);
        if (!got.line) {
            lose(got.lossKind, got.loss);
            break;
        }
        const std::string& line = *got.line;
        double took = got.ms;
        rec.turns = turn;
        if (turn == 1) rec.firstTurnMs = took;
        else rec.maxLaterTurnMs = std::max(rec.maxLaterTurnMs, took);

        std::vector<std::string> answer = words(line);
        if (answer.empty()) {
            lose("bot printed nothing", "bot printed nothing" + onTurn);
            if (show) show->answer(took, {}, "", "", 0);
            break;
        }
        std::vector<Played> played;
        std::string rejected, why;
        for (std::size_t i = 0; i < answer.size(); ++i) {
            std::optional<Move> m = parseMove(answer[i]);
            Check c = m ? check(b, *m) : Check{0, "not a move (a move is two of 1-8, a-d, h, e.g. 26 5a 4h)"};
            if (!c) {
                rejected = answer[i], why = c.why;
                lose("illegal move", "illegal move" + onTurn + ", move " + std::to_string(i + 1) + " " + printable(answer[i]) + ": " + why);
                break;
            }
            // freecell::apply, in two steps so that --show can tell what autoplay did.
            freecell::play(b, *m, c.count);
            Board moved = b;
            autoplay(b, settings.autoplay);
            ++rec.moves;
            played.push_back({answer[i], sentHome(moved, b)});
            if (b.won()) {
                ignored = answer.size() - i - 1;
                break;
            }
        }
        if (show) show->answer(took, played, rejected, why, ignored);
        if (!rejected.empty()) break;
    }
    bot.kill();
    if (show) show->finish(b);
    return rec;
}

}  // namespace freecell::referee
