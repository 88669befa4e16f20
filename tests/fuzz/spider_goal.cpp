// The analyser's goals (bot/spider/analyser/query.hpp): a goal it accepts
// has one to eight suits in each removal part, numbers within 0-10, and can
// be tested on any progress without failing.
#include "bot/spider/analyser/query.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<spider::bot::GoalPart> goal;
    try {
        goal = spider::bot::parseGoal(fuzz::text(data, size));
    } catch (const spider::bot::QueryError& e) {
        (void)e.what();
        return 0;
    }
    for (const auto& g : goal) {
        if (g.kind == spider::bot::GoalPart::Remove && (g.suits.empty() || g.suits.size() > 8))
            fuzz::fail("a removal part with no suit or too many");
        if (g.n < 0 || g.n > 10) fuzz::fail("a number out of 0-10");
        for (int s : g.suits)
            if (s < 0 || s >= spider::Suits) fuzz::fail("a suit out of range");
    }
    spider::bot::Query q;
    q.goal = goal;
    spider::bot::Progress p;
    for (int s = 0; s < spider::Suits; ++s) p.removedKings.push_back(spider::makeCard(13, s));
    (void)spider::bot::goalHolds(q, p, 2, 1);
    (void)spider::bot::otherRemovals(goal, p);
    return 0;
}
