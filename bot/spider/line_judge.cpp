// The fair judge of lines (line_judge.hpp).
#include "bot/spider/line_judge.hpp"

#include <stdexcept>

#include "bot/spider/policy.hpp"
#include "common/random.hpp"

namespace spider::bot {

const char* lineKindName(LineKind k) {
    switch (k) {
    case LineKind::Best: return "best";
    case LineKind::Stay: return "stay";
    case LineKind::Dig: return "dig";
    case LineKind::KeepSpace: return "keep-space";
    case LineKind::Deal: return "deal";
    }
    return "?";
}

namespace {

// Adds `c` unless it has no steps or its steps are a line's already there.
void addCandidate(std::vector<Candidate>& lines, Candidate c) {
    if (c.plan.steps.empty()) return;
    for (const Candidate& q : lines)
        if (sameSteps(q.plan.steps, c.plan.steps)) return;
    lines.push_back(std::move(c));
}

}  // namespace

std::vector<Candidate> decisionLines(const Table& t, const State& s, const Planner::Result& r, const Weights& w) {
    std::vector<Candidate> lines;
    addCandidate(lines, {r.best, LineKind::Best});
    addCandidate(lines, {r.bestStay, LineKind::Stay});
    for (const Plan& p : r.digs) addCandidate(lines, {p, LineKind::Dig});
    addCandidate(lines, {r.bestKeepingSpace, LineKind::KeepSpace});
    if (t.canDeal(s))
        addCandidate(lines, {withDeal(Plan{{}, s}), LineKind::Deal});
    else if (t.dealSize(s))
        addCandidate(lines,
                     {r.bestToDeal.steps.empty() ? fillAndDeal(t, s, w) : withDeal(r.bestToDeal), LineKind::Deal});
    return lines;
}

std::vector<std::vector<Ending>> judgeLines(const View& v, const Rules& rules, const std::vector<Candidate>& lines,
                                            const JudgeConfig& cfg, std::uint64_t seed, long& positions) {
    std::vector<std::vector<Ending>> endings(lines.size(), std::vector<Ending>(std::size_t(cfg.worlds)));
    const std::vector<Card> unseen = unseenCards(v);
    for (int w = 0; w < cfg.worlds; ++w) {
        std::vector<Card> cards = unseen;
        Game world = drawWorld(v, rules, cards, patience::mix64(seed + std::uint64_t(w)));
        Table t(world);
        const State start = Table::stateOf(world);
        for (std::size_t k = 0; k < lines.size(); ++k) {
            State s = start;
            for (const Step& st : lines[k].plan.steps) {
                // Up to a card turned, a line's steps depend only on face-up
                // cards, so they are legal in every world; after one (a
                // suit removed turns one up too, and the spaces filled
                // before a deal may) the line is over, as the agent's plan
                // is when the card is not the one it foresaw.
                if (st.kind == Step::Move && !t.legalMove(s, st.from, st.to, st.count))
                    throw std::logic_error("the fair judge: a line's move is not legal in a sampled world");
                int down = faceDownCount(s);
                t.play(s, st);
                if (st.kind != Step::Deal && faceDownCount(s) < down) break;
            }
            endings[k][std::size_t(w)] = playOut(t, s, cfg.rollout, positions);
        }
    }
    return endings;
}

}  // namespace spider::bot
