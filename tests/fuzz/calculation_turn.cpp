// The Calculation turn block (games/calculation/view.hpp: parseTurn) and the
// fair bot answering it (bot/calculation: chooseMove, few samples), block
// after block as `bot calculation` plays. Its answer must be a listed move.
#include <algorithm>
#include <sstream>

#include "bot/calculation/agent.hpp"
#include "fuzz_support.hpp"

using namespace calculation;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    bot::SamplerConfig cfg;
    cfg.samples = 4;
    cfg.round = 2;
    bot::Rng rng(1);
    int line = 0;
    try {
        while (auto v = parseTurn(in, line)) {
            if (v->moves.empty()) continue;
            Move m = bot::chooseMove(*v, cfg, rng);
            if (std::find(v->moves.begin(), v->moves.end(), m) == v->moves.end())
                fuzz::fail("the bot answers " + moveName(m) + ", not listed");
        }
    } catch (const TurnError&) {}
    return 0;
}
