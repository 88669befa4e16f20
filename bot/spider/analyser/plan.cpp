// An analyser's plan as text, and its check (plan.hpp).
#include "bot/spider/analyser/plan.hpp"

#include <algorithm>
#include <functional>
#include <map>

namespace spider::bot {

std::string planText(const Strategy& plan, const std::string& indent, const Game* words) {
    std::string out;
    Game g = words ? *words : Game{};
    for (const Command& c : plan.moves) {
        out += indent + (words ? moveWords(g, c) : commandText(c)) + "\n";
        if (words) apply(g, c);
    }
    if (plan.reveal < 0) return out;
    std::map<std::string, std::vector<Card>> groups;  // the same plan for several cards: written once
    for (const auto& [card, next] : plan.branches) {
        Game branch = g;
        if (words && !branch.columns[std::size_t(plan.reveal)].up.empty())
            branch.columns[std::size_t(plan.reveal)].up[0] = card;
        groups[planText(*next, indent + "  ", words ? &branch : nullptr)].push_back(card);
    }
    std::vector<std::pair<std::string, std::vector<Card>>> order(groups.begin(), groups.end());
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.second.size() < b.second.size(); });
    std::string column = "column " + std::to_string(plan.reveal + 1);
    for (std::size_t g = 0; g < order.size(); ++g) {
        const auto& [text, cards] = order[g];
        std::string names;
        for (Card c : cards) names += (names.empty() ? "" : g + 1 < order.size() ? " or " : " ") + cardName(c);
        if (order.size() == 1)
            out += indent + "whatever " + column + " turns up (" + names + "):\n";
        else if (g + 1 < order.size())
            out += indent + "if " + column + " turns up " + names + ":\n";
        else
            out += indent + "if " + column + " turns up anything else (" + names + "):\n";
        out += text.empty() ? indent + "  (done)\n" : text;
    }
    return out;
}

std::array<int, DeckSize> unseenCounts(const Game& g, int justTurned) {
    std::array<int, DeckSize> count;
    count.fill(2);
    for (const auto& run : g.removedRuns)
        for (Card c : run) --count[c];
    for (int c = 0; c < Columns; ++c)
        for (std::size_t i = c == justTurned ? 1 : 0; i < g.columns[std::size_t(c)].up.size(); ++i)
            --count[g.columns[std::size_t(c)].up[i]];
    return count;
}

std::vector<Card> unseenCards(const Game& g, int col, const std::vector<Card>& assumed) {
    std::array<int, DeckSize> count = unseenCounts(g, col);
    for (Card c : assumed) --count[c];
    std::vector<Card> out;
    for (int c = 0; c < DeckSize; ++c)
        if (count[std::size_t(c)] > 0) out.push_back(Card(c));
    return out;
}

Game withAssumed(const Game& file, const Query& q, bool known, std::array<std::size_t, Columns>* unknownBelow) {
    Game g = file;
    for (int c = 0; c < Columns; ++c) {
        auto& down = g.columns[std::size_t(c)].down;
        std::size_t n = std::min(down.size(), q.assume[std::size_t(c)].size());
        std::copy(q.assume[std::size_t(c)].begin(), q.assume[std::size_t(c)].begin() + long(n), down.end() - long(n));
        if (unknownBelow) (*unknownBelow)[std::size_t(c)] = known ? 0 : down.size() - n;
    }
    return g;
}

std::string moveWords(const Game& g, const Command& c) {
    static const char* suits[] = {"clubs", "diamonds", "hearts", "spades"};
    const auto& up = g.columns[std::size_t(c.from)].up;
    if (c.kind == Command::Remove)
        return std::string("the ") + (up.empty() ? "suit" : suits[suitOf(up.back())]) + " off from " +
            std::to_string(c.from + 1);
    if (c.kind != Command::Move || c.count < 1 || std::size_t(c.count) > up.size()) return commandText(c);
    Card first = up[up.size() - std::size_t(c.count)], last = up.back();
    std::string cards = c.count == 1 ? cardName(first) : rankName(rankOf(first)) + "-" + cardName(last);
    return cards + " from " + std::to_string(c.from + 1) + " to " + std::to_string(c.to + 1);
}

std::string checkPlan(const Game& file, const Strategy& plan, const Query& q, bool known) {
    std::array<std::size_t, Columns> unknownBelow{};
    Game start = withAssumed(file, q, known, &unknownBelow);
    std::size_t removedBefore = start.removedRuns.size();
    int spacesAtStart = spacesIn(start);
    auto progress = [&](const Game& g) {
        Progress p;
        for (std::size_t i = removedBefore; i < g.removedRuns.size(); ++i)
            p.removedKings.push_back(g.removedRuns[i][0]);
        p.turnedUp = g.faceDown() < start.faceDown();
        return p;
    };
    using Downs = std::array<std::size_t, Columns>;
    auto downs = [](const Game& g) {
        Downs d;
        for (int c = 0; c < Columns; ++c) d[std::size_t(c)] = g.columns[std::size_t(c)].down.size();
        return d;
    };
    // `before`: each column's face-down cards before the last move.
    std::function<std::string(Game, const Strategy&, Downs, const std::string&)> walk =
        [&](Game g, const Strategy& p, Downs before, const std::string& where) -> std::string {
        for (std::size_t m = 0; m < p.moves.size(); ++m) {
            const Command& c = p.moves[m];
            std::string at = where + "'" + commandText(c) + "': ";
            std::string why = whyNot(g, c);
            if (!why.empty()) return at + why;
            int spaces = spacesIn(g), down = g.faceDown();
            before = downs(g);
            apply(g, c);
            for (int col = 0; col < Columns; ++col) {
                std::size_t now = g.columns[std::size_t(col)].down.size();
                bool last = m + 1 == p.moves.size() && (p.reveal < 0 || p.reveal == col);
                if (now < before[std::size_t(col)] && now < unknownBelow[std::size_t(col)] && !last)
                    return at + "turns up a card the plan does not branch on";
            }
            Progress now = progress(g);
            if (q.noTurnUp && g.faceDown() < down) return at + "turns up a card (--no-turn-up)";
            if (q.noSpace && spacesIn(g) > spaces && !goalHolds(q, now, spacesIn(g), spacesAtStart))
                return at + "makes a space before the goal (--no-space)";
            if (q.maxRemovals >= 0 && otherRemovals(q.goal, now) > q.maxRemovals)
                return at + "removes too many other suits (--max-removals)";
        }
        if (p.reveal < 0)
            return goalHolds(q, progress(g), spacesIn(g), spacesAtStart) ? ""
                                                                         : where + "the plan ends without the goal";
        const auto& up = g.columns[std::size_t(p.reveal)].up;
        if (up.size() != 1 || g.columns[std::size_t(p.reveal)].down.size() >= before[std::size_t(p.reveal)])
            return where + "column " + std::to_string(p.reveal + 1) + " has not just turned a card up";
        if (known) return where + "a plan with known cards has no branches";
        std::vector<Card> assumedDown;  // not among the cards it may be
        for (int col = 0; col < Columns; ++col) {
            const auto& down = g.columns[std::size_t(col)].down;
            for (std::size_t i = unknownBelow[std::size_t(col)]; i < down.size(); ++i) assumedDown.push_back(down[i]);
        }
        std::vector<Card> may = unseenCards(g, p.reveal, assumedDown), given;
        for (const auto& b : p.branches) given.push_back(b.first);
        std::sort(given.begin(), given.end());
        if (given != may)
            return where + "the branches after column " + std::to_string(p.reveal + 1) +
                " turns up do not cover each card it may be, once";
        for (const auto& [card, next] : p.branches) {
            Game branch = g;
            branch.columns[std::size_t(p.reveal)].up[0] = card;
            std::string why =
                walk(branch, *next, before,
                     where + "(column " + std::to_string(p.reveal + 1) + " turns up " + cardName(card) + ") ");
            if (!why.empty()) return why;
        }
        return "";
    };
    return walk(start, plan, downs(start), "");
}

std::shared_ptr<const Strategy> withoutSpareMoves(const Game& g, const Strategy& plan, const Query& q, bool known,
                                                  std::size_t upTo) {
    std::function<std::shared_ptr<Strategy>(const Strategy&)> copy = [&](const Strategy& s) {
        auto out = std::make_shared<Strategy>(s);
        for (auto& branch : out->branches) branch.second = copy(*branch.second);
        return out;
    };
    std::shared_ptr<Strategy> root = copy(plan);
    std::vector<Strategy*> nodes;  // each made here, so each may be changed
    std::function<void(Strategy&)> collect = [&](Strategy& s) {
        nodes.push_back(&s);
        for (auto& branch : s.branches) collect(const_cast<Strategy&>(*branch.second));
    };
    collect(*root);
    std::size_t moves = 0;
    for (const Strategy* s : nodes) moves += s->moves.size();
    if (moves > upTo || !checkPlan(g, *root, q, known).empty()) return root;
    for (auto node = nodes.rbegin(); node != nodes.rend(); ++node) {
        Strategy& s = **node;
        for (std::size_t i = s.moves.size(); i-- > 1;) {  // a run moved on at once: moved there straight
            Command& a = s.moves[i - 1];
            const Command& b = s.moves[i];
            if (a.kind != Command::Move || b.kind != Command::Move || a.to != b.from || a.count != b.count ||
                a.from == b.to)
                continue;
            Command was = a;
            a.to = b.to;
            Command second = b;
            s.moves.erase(s.moves.begin() + long(i));
            if (!checkPlan(g, *root, q, known).empty()) {
                s.moves.insert(s.moves.begin() + long(i), second);
                s.moves[i - 1] = was;
            }
        }
        for (std::size_t i = s.moves.size(); i-- > 0;) {
            Command c = s.moves[i];
            s.moves.erase(s.moves.begin() + long(i));
            if (!checkPlan(g, *root, q, known).empty()) s.moves.insert(s.moves.begin() + long(i), c);
        }
        bool trivial = s.reveal >= 0;  // every branch ends at once: the goal holds whatever the card is
        for (const auto& branch : s.branches) trivial &= branch.second->moves.empty() && branch.second->reveal < 0;
        if (trivial) {
            int reveal = s.reveal;
            auto branches = std::move(s.branches);
            s.reveal = -1, s.branches.clear();
            if (!checkPlan(g, *root, q, known).empty()) s.reveal = reveal, s.branches = std::move(branches);
        }
    }
    return root;
}

AnalyseResult analysePosition(const Game& g, const Query& q, bool known, const AnalyseLimits& limits,
                              SearchLimit& limit) {
    AnalyseResult r = Analyser(g, q, known, limits, limit).run();
    if (r.plan) r.plan = withoutSpareMoves(g, *r.plan, q, known);
    return r;
}

AnalyseResult analysePosition(const Game& g, const Query& q, bool known, const AnalyseLimits& limits) {
    SearchLimit limit = searchLimitOf(limits);
    return analysePosition(g, q, known, limits, limit);
}

}  // namespace spider::bot
