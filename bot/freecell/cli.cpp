// `bot` (and `bot freecell`): the puzzle agent's command line (agent_cli.hpp)
// with what the one-file bundle leaves out: `--bench LIST` (bench.hpp) and
// `--replay FILE.html` (replay_cli.hpp).
#include "bot/freecell/cli.hpp"

#include "bot/freecell/bench.hpp"
#include "bot/freecell/agent_cli.hpp"
#include "bot/freecell/replay_cli.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"
#include "games/freecell/family/rules.hpp"

namespace freecell::bot {

// The most deals --bench plays (more only with --sample, which draws some).
constexpr std::uint64_t MaxBenchDeals = 10000000;

inline const char* benchUsage =
    "\n"
    "usage: bot --bench LIST       solve the deals of LIST (7, 1-100 or 1-10,20,30-35), replay each\n"
    "                              solution, report times; the options above, and:\n"
    "  --jobs J            deals solved in parallel (1)\n"
    "  --sample N          N deals drawn at random from the list (--seed S, default 1)\n"
    "  --json              end with one JSON line\n"
    "  --jsonl FILE        one JSON line per deal in FILE as it finishes\n"
    "  --resume            skip the deals FILE holds already; the summary counts them\n"
    "  --shard K/N         only the deals d with d mod N = K-1 (one of N machines)\n";

struct BenchOptions {
    std::vector<patience::NumberRange> deals;  // --bench, as written
    int jobs = 1;
    std::size_t sample = 0;  // 0: every deal of the list
    std::uint64_t seed = 1;
    bool json = false;
    patience::batch::Options batch;  // --jsonl, --resume, --shard
};

// The deals to play and the summary's name for them.
inline std::vector<std::uint32_t> benchDeals(const BenchOptions& b, std::string& label) {
    std::vector<std::uint32_t> deals;
    if (b.sample) {
        deals = sampleDeals(b.deals, b.sample, b.seed);
        label = std::to_string(deals.size()) + " drawn from " + patience::rangesLabel(b.deals) + " (seed " + std::to_string(b.seed) + ")";
        return deals;
    }
    if (patience::numberCount(b.deals) > MaxBenchDeals)
        throw UsageError("--bench: at most " + std::to_string(MaxBenchDeals) + " deals at a time (or draw some with --sample N)");
    for (std::uint64_t d : patience::expandRanges("--bench", b.deals, MaxBenchDeals)) deals.push_back(std::uint32_t(d));
    label = patience::listLabel(std::vector<std::uint64_t>(deals.begin(), deals.end()));
    return deals;
}

// Argv as `bot` or `bot freecell` receives them.
int main(int argc, char** argv) {
    return patience::runProgram(argc, argv, program(std::string(agentUsage) + benchUsage + familyHelp()), [&] {
        // fc-solve's game options first: another game than FreeCell goes to
        // the family's solver, FreeCell however named stays here.
        Family family;
        bool named = false;
        std::vector<std::string> rest = patience::takeRuleOptions<FamilyOptions>(argc, argv, family, named);
        if (!family.standard()) return namingInputLines([&] { return runFamily(rest, family); });
        std::vector<char*> words{argv[0]};
        for (auto& w : rest) words.push_back(w.data());
        argc = int(words.size()), argv = words.data();
        return namingInputLines([&] {
            BenchOptions b;
            std::string replayPage;
            CliOptions o = parseOptions(argc, argv, [&](const std::string& a, patience::OptionReader& args, CliOptions& solving) {
                if (a == "--bench") setMode(solving, CliOptions::Mode::Bench), b.deals = args.ranges(1, MaxDeal);
                else if (a == "--jobs") b.jobs = int(args.integer(1, 256));
                else if (a == "--sample") b.sample = std::size_t(args.integer(1, 100000000));
                else if (a == "--seed") b.seed = std::uint64_t(args.integer(0, 2147483647));
                else if (a == "--json") b.json = true;
                else if (a == "--replay") replayPage = args.value();
                else return patience::batch::readOption<UsageError>(a, [&] { return args.value(); }, b.batch);
                return true;
            });
            bool benchMode = o.mode == CliOptions::Mode::Bench;
            patience::batch::checkOptions<UsageError>(b.batch, benchMode, "--bench LIST");
            if (!replayPage.empty()) return solveAndReplay(o, replayPage);
            if (!benchMode) return run(o);
            std::string label;
            std::vector<std::uint32_t> deals = benchDeals(b, label);
            if (o.agent.solver.capacity != Capacity::Doubling) label += std::string(" (") + capacityName(o.agent.solver.capacity) + ")";
            return bench(deals, label, o.timeMs < 0 ? 1000 : o.timeMs, b.jobs, b.json, o.agent.solver, b.batch);
        });
    });
}

}  // namespace freecell::bot
