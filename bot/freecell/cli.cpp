// `bot` (and `bot freecell`): the puzzle agent's command line (fair_cli.hpp,
// with the solver's, solve_cli.hpp) with what the one-file bundle leaves out:
// `--bench LIST` (bench.hpp), `--replay FILE.html` (replay_cli.hpp) and the
// family's other games (family/cli.cpp); its modes as a table (modes.hpp).
#include "bot/freecell/cli.hpp"

#include "bot/common/mode_help.hpp"
#include "bot/common/modes.hpp"
#include "bot/freecell/bench.hpp"
#include "bot/freecell/fair_cli.hpp"
#include "bot/freecell/replay_cli.hpp"
#include "bot/freecell/solver.hpp"
#include "common/batch.hpp"
#include "common/options.hpp"
#include "games/freecell/deal.hpp"
#include "games/freecell/family/rules.hpp"

namespace freecell::bot {

// The most deals --bench plays (more only with --sample, which draws some).
constexpr std::uint64_t MaxBenchDeals = 10000000;

inline const std::string benchUsage =
    "usage: bot --bench LIST [options]   solve the deals of LIST (7, 1-100 or 1-10,20,30-35), replay\n"
    "                                    each solution, report times\n"
    "  --time-ms N            time limit a deal: a first solution, then shortening it (1000)\n"
    "  --sample N             N deals drawn at random from the list (--seed S, default 1)\n" +
    patience::bot::batchUsageLines("deal") + "the solver's settings: bot --help play\n";

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
        label = std::to_string(deals.size()) + " drawn from " + patience::rangesLabel(b.deals) + " (seed " +
            std::to_string(b.seed) + ")";
        return deals;
    }
    if (patience::numberCount(b.deals) > MaxBenchDeals)
        throw UsageError("--bench: at most " + std::to_string(MaxBenchDeals) +
                         " deals at a time (or draw some with --sample N)");
    for (std::uint64_t d : patience::expandRanges("--bench", b.deals, MaxBenchDeals)) deals.push_back(std::uint32_t(d));
    label = patience::listLabel(std::vector<std::uint64_t>(deals.begin(), deals.end()));
    return deals;
}

// Every mode's work, on one command line as in the one-file bot (its modes
// tell their help apart, not their parsers): argv as `bot` or `bot freecell`
// receives them.
int runBot(int argc, char** argv) {
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
        CliOptions o =
            parseOptions(argc, argv, [&](const std::string& a, patience::OptionReader& args, CliOptions& solving) {
                if (a == "--bench")
                    setMode(solving, CliOptions::Mode::Bench), b.deals = args.ranges(1, MaxDeal);
                else if (a == "--jobs")
                    b.jobs = int(args.integer(1, 256));
                else if (a == "--sample")
                    b.sample = std::size_t(args.integer(1, 100000000));
                else if (a == "--seed")
                    b.seed = std::uint64_t(args.integer(0, 2147483647));
                else if (a == "--json")
                    b.json = true;
                else if (a == "--replay")
                    replayPage = args.value();
                else
                    return patience::batch::readOption<UsageError>(
                        a, [&] { return args.value(); }, b.batch);
                return true;
            });
        bool benchMode = o.mode == CliOptions::Mode::Bench;
        patience::batch::checkOptions<UsageError>(b.batch, benchMode, "--bench LIST");
        if (!replayPage.empty()) return solveAndReplay(o, replayPage);
        if (!benchMode) return run(o);
        std::string label;
        std::vector<std::uint32_t> deals = benchDeals(b, label);
        if (o.agent.solver.capacity != Capacity::Doubling)
            label += std::string(" (") + capacityName(o.agent.solver.capacity) + ")";
        return bench(deals, label, o.timeMs < 0 ? 1000 : o.timeMs, b.jobs, b.json, o.agent.solver, b.batch);
    });
}

std::string playHelp() { return agentUsage; }

int main(int argc, char** argv) {
    auto text = [](const std::string& help) { return [help] { return help; }; };
    patience::bot::GameModes g{
        "bot",
        {
            {"play", "", "the puzzle agent on the puzzle's turns (referee freecell --bot)", playHelp, runBot},
            {"solve", "--solve --deal", "the solver on a board (a file, or piped in) or a Microsoft deal",
             text(solveUsage), runBot},
            {"bench", "--bench", "the solver over deals, each solution replayed: times", text(benchUsage), runBot},
            {"replay", "--replay", "--solve's or --deal's solution as a replay page too", text(replayUsage), runBot},
            {"family", "-g --game --preset", "another game of the FreeCell family, by fc-solve's names and options",
             familyHelp, runBot},
        },
        "exit status: 0 winnable or played, 1 unwinnable or unknown, 2 bad input or usage\n"};
    return patience::bot::runModes(g, argc, argv);
}

// One deal solved: its status, positions and moves folded in.
inline void signDeal(patience::bot::EngineRun& run, std::uint32_t deal, const SolverConfig& config) {
    Solver solver(msDeal(deal), config);
    auto never = Clock::now() + std::chrono::hours(24);
    Outcome outcome = solver.run(never, never);
    run.work += solver.stats().expanded;
    run.signature.add(deal).add(std::uint64_t(outcome)).add(solver.stats().expanded);
    for (Move m : solver.solution()) run.signature.add(moveName(m));
}

// The first solution of deals 1-100 and the proof that 11982 cannot be won, and
// the shortening phase on three deals, each bounded by positions.
std::vector<patience::bot::Engine> solverEngines() {
    return {
        {"freecell solver",
         [] {
             patience::bot::EngineRun run;
             SolverConfig first;
             first.improve.enabled = false;
             for (std::uint32_t deal = 1; deal <= 100; ++deal) signDeal(run, deal, first);
             signDeal(run, 11982, first);
             return run;
         }},
        {"freecell shortening",
         [] {
             patience::bot::EngineRun run;
             SolverConfig shorter;
             shorter.improve.positions = 20000;
             for (std::uint32_t deal : {1u, 2u, 617u}) signDeal(run, deal, shorter);
             return run;
         }},
    };
}

}  // namespace freecell::bot
