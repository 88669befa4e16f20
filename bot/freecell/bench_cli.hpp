// `bot --bench A-B` and `--replay FILE.html` on top of the puzzle agent's
// command line (cli.hpp): the full bot's FreeCell entry point. Kept out of the
// one-file bundle, which includes cli.hpp alone.
#pragma once

#include "bot/freecell/bench.hpp"
#include "bot/freecell/cli.hpp"
#include "bot/freecell/replay_cli.hpp"
#include "common/batch.hpp"

namespace freecell::bot {

inline int fullMain(int argc, char** argv) {
    return guarded(argc, argv, [&] {
        patience::batch::Options batch;
        std::string replayPage;
        CliOptions o = parseOptions(argc, argv, [&](const std::string& a, auto& value) {
            if (a == "--replay") {
                replayPage = value();
                if (replayPage.empty()) throw UsageError("--replay wants a file name");
                return true;
            }
            return patience::batch::readOption<UsageError>(a, value, batch);
        });
        bool benchMode = o.mode == CliOptions::Mode::Bench;
        patience::batch::checkOptions<UsageError>(batch, benchMode, "--bench A-B");
        if (!replayPage.empty()) return solveAndReplay(o, replayPage);
        if (!benchMode) return run(o);
        std::string label = std::to_string(o.deal) + "-" + std::to_string(o.lastDeal);
        std::vector<std::uint32_t> deals;
        if (o.sample) {
            deals = sampleDeals(o.deal, o.lastDeal, o.sample, o.seed);
            label = std::to_string(deals.size()) + " drawn from " + label + " (seed " + std::to_string(o.seed) + ")";
        } else
            for (std::uint64_t d = o.deal; d <= o.lastDeal; ++d) deals.push_back(std::uint32_t(d));
        if (o.agent.solver.capacity != Capacity::Doubling) label += std::string(" (") + capacityName(o.agent.solver.capacity) + ")";
        return bench(deals, label, o.timeMs < 0 ? 1000 : o.timeMs, o.jobs, o.json, o.agent.solver, batch);
    });
}

}  // namespace freecell::bot
