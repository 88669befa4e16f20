// The gallery turn block (games/gallery/view.hpp: parseTurn) and the fair
// bot answering it (bot/gallery: chooseAction, few samples), block after
// block as `bot gallery` plays. Its answer must be a listed move.
#include <algorithm>
#include <sstream>

#include "bot/gallery/agent.hpp"
#include "fuzz_support.hpp"

using namespace gallery;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    bot::SamplerConfig cfg;
    cfg.samples = 4;
    cfg.round = 2;
    gallery::Rng rng(1);
    int line = 0;
    try {
        while (auto v = parseTurn(in, line)) {
            if (v->moves.empty()) continue;
            Action a = bot::chooseAction(*v, cfg, rng);
            std::string name = actionName(a);
            bool listed =
                std::any_of(v->moves.begin(), v->moves.end(), [&](const Action& m) { return actionName(m) == name; });
            if (!listed) fuzz::fail("the bot answers " + name + ", not listed");
        }
    } catch (const TurnError&) {}
    return 0;
}
