// Every solver's command line (solve_cli.hpp).
#include "bot/common/solve_cli.hpp"

namespace patience::bot {

SolveOptions parseSolveOptions(int argc, char** argv,
                               const std::function<bool(const std::string&, OptionReader&)>& extra,
                               const std::string& others, const std::function<bool()>& otherGiven) {
    SolveOptions o;
    for (OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--solve") continue;
        if (a == "--seed")
            o.seeds = {std::uint64_t(args.integer(0, 1LL << 62))}, o.seedGiven = true;
        else if (a == "--seeds")
            o.seeds = args.numbers(0, 1ULL << 62, MaxSeeds), o.listGiven = true;
        else if (a == "--time-ms")
            o.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions")
            o.positions = long(args.integer(0, 1LL << 50));
        else if (a == "--jobs")
            o.jobs = int(args.integer(1, 256));
        else if (a == "--json")
            o.json = true;
        else if (!batch::readOption<UsageError>(
                     a, [&] { return args.value(); }, o.batch) &&
                 !extra(a, args))
            throw args.unknown();
    }
    if (int(o.seedGiven) + int(o.listGiven) + int(otherGiven()) != 1)
        throw UsageError("--solve wants one of --seed N, --seeds SEEDS" + (others.empty() ? "" : " or " + others));
    if (o.json && !o.listGiven) throw UsageError("--json goes with --seeds SEEDS");
    batch::checkOptions<UsageError>(o.batch, o.listGiven, "--solve --seeds SEEDS");
    return o;
}

SolveOptions parseSolveOptions(int argc, char** argv,
                               const std::function<bool(const std::string&, OptionReader&)>& extra) {
    return parseSolveOptions(argc, argv, extra, "", [] { return false; });
}

SolveBatchOptions batchOptions(const SolveOptions& o) {
    SolveBatchOptions b;
    b.seeds = o.seeds;
    b.label = listLabel(o.seeds);
    b.timeMs = o.timeMs, b.positions = o.positions, b.jobs = o.jobs, b.json = o.json, b.batch = o.batch;
    return b;
}

}  // namespace patience::bot
