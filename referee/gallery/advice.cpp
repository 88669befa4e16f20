#include "referee/gallery/advice.hpp"

#include <algorithm>

#include "games/gallery/cap.hpp"
#include "games/gallery/deal.hpp"

namespace gallery::referee {

namespace {

using ::referee::Chance;

Advice fromBot(const Game& g, const ::referee::AdvisorAnswer& a, std::size_t lineIndex) {
    if (!a.ok()) return ::referee::noAdvice<Advice>(a.error);
    if (a.lines.size() <= lineIndex) return ::referee::noAdvice<Advice>("the advisor gave no move");
    const std::string& line = a.lines[lineIndex];
    std::optional<Action> action = parseAction(line);
    if (!action) return ::referee::noAdvice<Advice>("the advisor's answer \"" + line + "\" is not a move");
    std::string why = whyNot(g, *action);
    if (!why.empty())
        return ::referee::noAdvice<Advice>("the advisor's move \"" + line + "\" is not legal (" + why + ")");
    Advice out;
    out.action = action;
    out.why = whatItDoes(g, *action);
    return out;
}

// The actions as --after takes them: "3B5,A4C2,deal".
std::string afterWords(const std::vector<Action>& actions) {
    std::string out;
    for (const Action& a : actions) {
        std::string name = actionName(a);
        name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
        out += (out.empty() ? "" : ",") + name;
    }
    return out;
}

std::string sourceText(const Move& m) { return m.fromPile ? "pile " + std::to_string(m.pile + 1) : placeName(m.from); }

}  // namespace

::referee::Advisor galleryAdvisor(const std::string& program) { return ::referee::Advisor(program, "gallery"); }

Advice fairHint(const Game& g, int turn, const ::referee::Advisor& bot) {
    // The sampler's work is bounded by its samples; the safety net bounds the
    // endgame's solver calls by the clock, and leaves the rest of the second
    // to start the process and read the turn (measured: docs/gallery.md).
    ::referee::AdvisorAnswer a = bot.ask("--safety-ms 300", turnText(g, turn), bot.hintMs, 1);
    return fromBot(g, a, 0);
}

SolverView solverView(const Game& g, const GameSoFar& so, const ::referee::Advisor& bot, long positions) {
    // The positions decide, so that a verdict is the same on every machine;
    // the time is a safety net far beyond them.
    constexpr int SafetyMs = 30000;
    SolverView v;
    std::string after = afterWords(so.actions);
    ::referee::AdvisorAnswer a = bot.ask(
        "--solve --seed " + std::to_string(so.seed) + (after.empty() ? "" : " --after " + after) + " --positions " +
            std::to_string(positions) + " --time-ms " + std::to_string(SafetyMs) + (so.cap ? " --cap" : ""),
        "", SafetyMs + 2000, 2);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    v.chance = read.chance, v.detail = read.detail;
    if (v.chance == Chance::Winnable && !g.won()) v.first = fromBot(g, a, 1);
    return v;
}

std::string verdictText(const SolverView& v) {
    switch (v.chance) {
    case Chance::Winnable: return v.detail;
    case Chance::NotWinnable: return std::string(::referee::chanceWords(v.chance)) + ": " + v.detail;
    default: return v.detail.compare(0, 7, "unknown") == 0 ? v.detail : "unknown: " + v.detail;
    }
}

bool provedWinnable(std::uint64_t seed, bool cap, const ::referee::Advisor& bot, long positions, std::string& why) {
    // The positions decide; the time is a safety net far beyond them. A small
    // table starts the process at once (a few thousand positions fit).
    constexpr int SafetyMs = 60000;
    ::referee::AdvisorAnswer a =
        bot.ask("--solve --seed " + std::to_string(seed) + " --positions " + std::to_string(positions) + " --time-ms " +
                    std::to_string(SafetyMs) + " --table-bits 16" + (cap ? " --cap" : ""),
                "", SafetyMs + 2000, 1 << 12);
    ::referee::SolverVerdict read = ::referee::readSolverVerdict(a);
    why = read.detail;
    if (!a.ok()) return false;
    // Said without the times, so that a seed's note reads the same on every run.
    if (read.chance == ::referee::Chance::Unknown) {
        why = "not decided within " + std::to_string(positions) + " positions";
        return false;
    }
    if (read.chance != ::referee::Chance::Winnable) {
        if (why.find(')') != std::string::npos) why.resize(why.find(')') + 1);
        return false;
    }
    // The keeper's own replay: its engine, and CAP as the person will have it.
    Game g = newGame(seed);
    if (cap) playSafeMoves(g);
    for (std::size_t i = 1; i < a.lines.size(); ++i) {
        std::optional<Action> action = parseAction(a.lines[i]);
        std::string refused = !action ? "not a move" : whyNot(g, *action);
        if (!refused.empty()) {
            why = "the solver's move " + std::to_string(i) + " (" + a.lines[i] + ") does not replay: " + refused;
            return false;
        }
        playAction(g, *action);
        if (cap) playSafeMoves(g);
    }
    if (!g.won()) {
        why = "the solver's solution does not win when replayed";
        return false;
    }
    return true;
}

std::string whatItDoes(const Game& g, const Action& a) {
    Game after = g;
    if (!whyNot(after, a).empty()) return "";
    playAction(after, a);
    if (a.deal) {
        int left = after.dealsLeft();
        return std::string(g.legalMoves().empty() ? "no card can move: " : "the moves can wait: ") + "a deal, " +
            std::to_string(left) + (left == 1 ? " deal" : " deals") + " left after it";
    }
    const Move& m = a.move;
    Card c = *g.moving(m);
    const std::vector<Card>& target = g.at(m.to);
    std::string out = cardName(c) +
        (target.empty() ? " starts a build on the empty " + placeName(m.to)
                        : " goes on " + cardName(target.back()) + " (" + placeName(m.to) + ")");
    if (auto kind = safeKindOf(g, Builds(g), m)) out += std::string(", safe: ") + safeKindText(*kind);
    // What it uncovers or clears.
    if (m.fromPile) {
        const std::vector<Card>& pile = after.piles[m.pile];
        out += pile.empty() ? "; empties pile " + std::to_string(m.pile + 1)
                            : "; uncovers " + cardName(pile.back()) + " in pile " + std::to_string(m.pile + 1);
    } else {
        out += "; clears " + placeName(m.from) + " for a " + std::to_string(baseRank(m.from.row)) + " of row " +
            placeName(m.from).substr(0, 1);
    }
    // The cards it lets move: movable after it, and not before.
    std::vector<Move> before = homeMoves(g);
    std::string freed;
    for (const Move& n : homeMoves(after)) {
        Card d = *after.moving(n);
        bool already = false;
        for (const Move& b : before) already |= sourceText(b) == sourceText(n) && *g.moving(b) == d;
        if (!already) freed += (freed.empty() ? "" : ", ") + cardName(d) + " (" + sourceText(n) + ")";
    }
    if (!freed.empty()) out += "; then " + freed + " can go home";
    return out;
}

}  // namespace gallery::referee
