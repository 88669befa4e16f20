#include "referee/calculation/advice.hpp"

#include <algorithm>

namespace calculation::referee {

namespace {

using ::referee::Chance;

bool contains(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

Advice fromBot(const Game& g, const ::referee::AdvisorAnswer& a, std::size_t lineIndex) {
    if (!a.ok()) return ::referee::noAdvice<Advice>(a.error);
    if (a.lines.size() <= lineIndex) return ::referee::noAdvice<Advice>("the advisor gave no move");
    const std::string& line = a.lines[lineIndex];
    std::optional<Move> m = parseMove(line);
    if (!m) return ::referee::noAdvice<Advice>("the advisor's answer \"" + line + "\" is not a move");
    std::string why = g.whyNot(*m);
    if (!why.empty())
        return ::referee::noAdvice<Advice>("the advisor's move \"" + line + "\" is not legal (" + why + ")");
    Advice out;
    out.move = moveName(*m);
    out.why = whatItDoes(g, *m);
    return out;
}

// The deck as a deck file: the order it is turned, twelve cards a line.
std::string deckText(const Game& start) {
    std::string s;
    for (std::size_t i = 0; i < start.deck.size(); ++i) s += cardName(start.deck[i]) + (i % 12 == 11 ? "\n" : " ");
    return s;
}

// The solver's arguments for the game dealt as `start` after `moves`: the
// moves without spaces ("w1f4"), so that the shell needs no quotes.
std::string positionArgs(const std::vector<Move>& moves) {
    std::string after;
    for (Move m : moves) {
        std::string name = moveName(m);
        name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
        after += (after.empty() ? "" : ",") + name;
    }
    return "--solve --deck /dev/stdin" + (after.empty() ? std::string() : " --after " + after);
}

// Foundation steps until f takes `rank` (1: next), or 0 if it no longer will.
int stepsUntil(const Game& g, int f, int rank) {
    int t = g.top[std::size_t(f)];
    for (int k = 1; k <= Ranks; ++k) {
        t = nextRank(f, t);
        if (t == 0) return 0;
        if (t == rank) return k;
    }
    return 0;
}

// The foundations that want `c` now, "foundation 2" or "foundations 1 and 3"; "" if none.
std::string wantedBy(const Game& g, Card c) {
    std::vector<int> fs;
    for (int f = 0; f < Foundations; ++f)
        if (g.fits(f, c)) fs.push_back(f + 1);
    if (fs.empty()) return "";
    std::string out = fs.size() == 1 ? "foundation " : "foundations ";
    for (std::size_t i = 0; i < fs.size(); ++i)
        out += (i == 0 ? "" : i + 1 == fs.size() ? " and " : ", ") + std::to_string(fs[i]);
    return out;
}

// A card put on `top`: a build when a foundation takes the card, then the top
// right after it; a burial when the top is wanted now.
std::string onTopOf(const Game& g, Card c, Card top) {
    for (int f = 0; f < Foundations; ++f)
        if (stepsUntil(g, f, rankOf(c)) > 0 && nextRank(f, rankOf(c)) == rankOf(top))
            return " (a build: foundation " + std::to_string(f + 1) + " takes " + rankName(rankOf(c)) + " then " +
                rankName(rankOf(top)) + ")";
    std::string wants = wantedBy(g, top);
    return wants.empty() ? ""
                         : " (covering a card " + wants + (contains(wants, " and ") ? " want" : " wants") + " now)";
}

}  // namespace

::referee::Advisor calculationAdvisor(const std::string& program, RuleSet rules) {
    return ::referee::Advisor(program, std::string("calculation --rules ") + rulesName(rules));
}

Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot) {
    // The fair bot's endgame stops itself after half a second; the limit
    // leaves the rest of the second to start the process and read the turn.
    ::referee::AdvisorAnswer a = bot.ask("--safety-ms 500", turnText(g, turn), bot.hintMs, 1);
    return fromBot(g, a, 0);
}

SolverView solverView(const Game& start, const std::vector<Move>& moves, const ::referee::Advisor& bot,
                      long positions) {
    constexpr int SafetyMs = 30000;  // the positions decide; the time is a safety net far beyond them
    SolverView v;
    ::referee::AdvisorAnswer a = bot.ask(
        positionArgs(moves) + " --time-ms " + std::to_string(SafetyMs) + " --positions " + std::to_string(positions),
        deckText(start), SafetyMs + 2000, 2);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    v.chance = read.chance, v.detail = read.detail;
    Game now = start;
    for (Move m : moves) now.play(m);
    if (v.chance == Chance::Winnable && !now.won()) v.first = fromBot(now, a, 1);
    return v;
}

bool provedWinnable(const Game& start, const ::referee::Advisor& bot, long positions, std::string& why) {
    // The positions decide; the time is a safety net far beyond them.
    constexpr int SafetyMs = 60000;
    ::referee::AdvisorAnswer a = bot.ask(
        positionArgs({}) + " --time-ms " + std::to_string(SafetyMs) + " --positions " + std::to_string(positions),
        deckText(start), SafetyMs + 2000, 1000);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    why = read.detail;
    if (read.chance != ::referee::Chance::Winnable) return false;  // no answer reads as unknown
    Game replayed = start;
    for (std::size_t i = 1; i < a.lines.size(); ++i) {
        std::optional<Move> m = parseMove(a.lines[i]);
        std::string refused = m ? replayed.whyNot(*m) : "not a move";
        if (!refused.empty()) {
            why = "the solver's move " + std::to_string(i) + " (" + a.lines[i] + ") does not replay: " + refused;
            return false;
        }
        replayed.play(*m);
    }
    if (!replayed.won()) {
        why = "the solver's solution does not win when replayed";
        return false;
    }
    return true;
}

std::string whatItDoes(const Game& g, Move m) {
    bool fromHand = m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste;
    Card c = fromHand ? *g.hand() : g.waste[m.from].back();
    std::string card = cardName(c), from = fromHand ? "" : " from waste pile " + std::to_string(m.from + 1), out;
    if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
        int next = nextRank(m.to, rankOf(c));
        out = "puts " + card + from + " on foundation " + std::to_string(m.to + 1) +
            (next ? ", which then wants a " + rankName(next) : ", which is then finished");
    } else {
        const std::vector<Card>& target = g.waste[m.to];
        out = (m.kind == Move::WasteToWaste ? "moves " : "") + card + from + " onto " +
            (target.empty() ? "empty " : "") + "waste pile " + std::to_string(m.to + 1) +
            (target.empty() ? "" : ", whose top was " + cardName(target.back()) + onTopOf(g, c, target.back()));
    }
    if (fromHand) return out;
    const std::vector<Card>& source = g.waste[m.from];
    if (source.size() == 1) return out + "; empties waste pile " + std::to_string(m.from + 1);
    Game after = g;
    after.play(m);
    Card under = source[source.size() - 2];
    std::string wants = wantedBy(after, under);
    return out + "; uncovers " + cardName(under) +
        (wants.empty() ? "" : ", which " + wants + (contains(wants, " and ") ? " want" : " wants"));
}

}  // namespace calculation::referee
