// Where the fair bot loses its games (losses.hpp): the binary search over a lost game, and the fatal move judged.
#include "bot/spider/losses.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/random.hpp"

namespace spider::bot {

std::string moveKind(const Game& g, const Command& c) {
    if (c.kind == Command::Deal) return "deal";
    if (c.kind == Command::Remove) return "remove";
    const Column& from = g.columns[std::size_t(c.from)];
    if (g.columns[std::size_t(c.to)].empty()) return "into-space";
    if (c.count == int(from.up.size()) && !from.down.empty()) return "turn-up";
    std::size_t below = from.up.size() - std::size_t(c.count);  // the card the moved run sat on
    Card moved = from.up[below], under = below > 0 ? from.up[below - 1] : moved;
    if (below > 0 && sameSuit(g.rules, moved, under) && rankOf(moved) + 1 == rankOf(under)) return "break";
    return "other";
}

double signTestP(int k, int n) {
    double p = 0;
    for (int i = k; i <= n; ++i)
        p += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) - n * std::log(2.0));
    return std::min(1.0, p);
}

LossRecord LossFinder::find(std::uint64_t seed) {
    std::vector<Game> positions;  // before each move, then the end
    std::vector<Command> played;
    playRecorded(seed, positions, played);
    return findIn(positions, played, seed);
}

LossRecord LossFinder::findIn(const std::vector<Game>& positions, const std::vector<Command>& played,
                              std::uint64_t seed) {
    LossRecord r;
    verdictCache_.clear();
    const Game& end = positions.back();
    r.won = end.won(), r.moves = int(played.size()), r.removed = int(end.removedRuns.size());
    if (r.won) {
        r.finding = "won";
        return r;
    }
    // The deal, then the end: the search needs a winnable start and a lost end.
    int last = int(positions.size()) - 1;
    SolveStatus::Status start = verdictAt(positions, 0, r), stop = verdictAt(positions, last, r);
    if (start == SolveStatus::Unknown && cfg_.startPositions > cfg_.positions)
        start = verdictAt(positions, 0, r, cfg_.startPositions);
    if (start == SolveStatus::Unwinnable) {
        r.finding = "unwinnable deal", r.firstLost = 0;
        return r;
    }
    if (stop == SolveStatus::Winnable) {  // the turn limit, or the bot gave up: where it stood
        r.dealsLeft = end.dealsLeft(), r.faceDown = end.faceDown(), r.spaces = end.spaces(), r.removedThen = r.removed;
        r.finding = "winnable at the end", r.lastWinnable = last;
        return r;
    }
    if (start == SolveStatus::Unknown || stop == SolveStatus::Unknown) {
        r.lastWinnable = start == SolveStatus::Winnable ? 0 : -1,
        r.firstLost = stop == SolveStatus::Unwinnable ? last : -1;
        r.finding = "unknown";
        return r;
    }
    // Between a winnable lo and a lost hi: halve. An unknown in the middle
    // splits the search: the last winnable position left of it, the first
    // lost one right of it, each halved alike; then what is left is
    // closed in from both ends with a larger budget.
    int lo = 0, hi = last;
    narrow(positions, lo, hi, r);
    for (int tries = 0; hi - lo > 1 && tries < cfg_.closeTries; ++tries) {
        bool fromLo = tries % 2 == 0;
        int i = fromLo ? lo + 1 : hi - 1;
        SolveStatus::Status s = verdictAt(positions, i, r, cfg_.positions * 4);
        if (s == SolveStatus::Winnable)
            lo = i;
        else if (s == SolveStatus::Unwinnable)
            hi = i;
    }
    r.lastWinnable = lo, r.firstLost = hi;
    // Proved: the move from lo. Else the first move the solver cannot follow
    // with a win: the move from lo still, but its loss is not proved.
    r.finding = hi - lo > 1 ? "bracketed" : "found";
    r.fatal = lo;
    const Game& g = positions[std::size_t(lo)];
    r.move = commandText(played[std::size_t(lo)]);
    r.kind = moveKind(g, played[std::size_t(lo)]);
    r.dealsLeft = g.dealsLeft(), r.faceDown = g.faceDown(), r.spaces = g.spaces(),
    r.removedThen = int(g.removedRuns.size());
    if (cfg_.worlds > 0) judgeMove(g, played[std::size_t(lo)], seed, r);
    return r;
}

void LossFinder::playRecorded(std::uint64_t seed, std::vector<Game>& positions, std::vector<Command>& played) {
    BenchGame game{rules_, agent_};
    Game table = game.deal(seed);
    Agent bot = game.bot(seed);
    for (int turn = 1; turn <= game.maxTurns; ++turn) {
        std::optional<std::string> text = game.turnText(table, turn);
        if (!text) break;
        std::istringstream in(*text);
        Command c = game.answer(bot, in);
        if (!whyNot(table, c).empty()) break;  // the bench reports it; here the game just ends
        positions.push_back(table);
        played.push_back(c);
        apply(table, c);
    }
    positions.push_back(table);
}

SolveStatus::Status LossFinder::verdictAt(const std::vector<Game>& positions, int i, LossRecord& r, long budget) {
    auto cached = verdictCache_.find(i);
    if (cached != verdictCache_.end() && (cached->second != SolveStatus::Unknown || !budget)) return cached->second;
    // Bounded by positions: the same answer on any machine.
    SolveResult s = solve(positions[std::size_t(i)], SearchLimit::positionsOnly(budget ? budget : cfg_.positions));
    r.solverPositions += s.nodes;
    return verdictCache_[i] = s.status;
}

void LossFinder::narrow(const std::vector<Game>& positions, int& lo, int& hi, LossRecord& r) {
    while (hi - lo > 1) {
        int u = lo + (hi - lo) / 2;
        SolveStatus::Status s = verdictAt(positions, u, r);
        if (s == SolveStatus::Winnable) {
            lo = u;
            continue;
        }
        if (s == SolveStatus::Unwinnable) {
            hi = u;
            continue;
        }
        // Halves (a, b): a winnable position raises lo, a lost one lowers
        // hi, an unknown one is passed over towards a or towards b.
        auto halve = [&](int a, int b, bool unknownLowersB) {
            while (b - a > 1) {
                int m = a + (b - a) / 2;
                SolveStatus::Status t = verdictAt(positions, m, r);
                if (t == SolveStatus::Winnable)
                    a = lo = m;
                else if (t == SolveStatus::Unwinnable)
                    b = hi = m;
                else
                    (unknownLowersB ? b : a) = m;
            }
        };
        int oldHi = hi;
        halve(lo, u, true);        // left of u: the last winnable
        if (hi < oldHi) continue;  // lost left of u: halve again from lo to there
        halve(u, hi, false);       // right of u: the first lost
        if (lo > u) continue;      // winnable right of u: halve again from there
        return;
    }
}

void LossFinder::judgeMove(const Game& g, const Command& playedMove, std::uint64_t seed, LossRecord& r) {
    std::vector<Command> commands = legalCommands(g);
    std::istringstream in(turnText(g, 1, commands));
    int line = 0;
    View v = *parseTurn(in, line, rules_);
    std::vector<Card> unseen = unseenCards(v);
    std::vector<std::vector<bool>> wins(commands.size(), std::vector<bool>(std::size_t(cfg_.worlds), false));
    for (int w = 0; w < cfg_.worlds; ++w) {
        std::vector<Card> cards = unseen;
        Game world = drawWorld(v, rules_, cards,
                               patience::mix64(seed * 1000003 + std::uint64_t(r.fatal) * 31 + std::uint64_t(w)));
        world.rules = g.rules;
        for (std::size_t c = 0; c < commands.size(); ++c) {
            Game after = world;
            apply(after, commands[c]);
            SolveResult s = solve(after, SearchLimit::positionsOnly(cfg_.worldPositions));
            r.solverPositions += s.nodes;
            wins[c][std::size_t(w)] = s.status == SolveStatus::Winnable;
        }
    }
    std::size_t played = 0;
    while (played < commands.size() && commandText(commands[played]) != commandText(playedMove)) ++played;
    auto count = [&](std::size_t c) { return int(std::count(wins[c].begin(), wins[c].end(), true)); };
    r.worlds = cfg_.worlds;
    r.playedWins = played < commands.size() ? count(played) : 0;
    std::size_t best = played;
    for (std::size_t c = 0; c < commands.size(); ++c)
        if (c != played && (best == played || count(c) > count(best))) best = c;
    if (best == played || best >= commands.size()) {  // no other command
        r.verdict = "bad luck";
        return;
    }
    r.best = commandText(commands[best]);
    r.bestWins = count(best);
    int onlyBest = 0, onlyPlayed = 0;
    for (int w = 0; w < cfg_.worlds; ++w) {
        bool b = wins[best][std::size_t(w)], p = played < commands.size() && wins[played][std::size_t(w)];
        onlyBest += b && !p, onlyPlayed += p && !b;
    }
    r.p = signTestP(onlyBest, onlyBest + onlyPlayed);
    if (r.bestWins == 0 && r.playedWins == 0)
        r.verdict = "no win seen";
    else
        r.verdict = onlyBest > onlyPlayed && r.p < cfg_.blunderP ? "blunder" : "bad luck";
}

}  // namespace spider::bot
