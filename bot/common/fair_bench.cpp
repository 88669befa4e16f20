// The fair bench of every game's fair bot (fair_bench.hpp).
#include "bot/common/fair_bench.hpp"

#include <time.h>

#include <algorithm>
#include <iomanip>

#include "common/options.hpp"
#include "common/parallel.hpp"

namespace patience::bot {

double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

batch::Codec<FairResult> fairCodec(const std::string& kind, const std::string& measureKey) {
    return {kind, "seed",
            [measureKey](json::Writer& w, const FairResult& r) {
                w.key("won").value(r.won);
                w.key(measureKey).value(r.measure);
                w.key("moves").value(r.moves);
                w.key("move_ms").value(r.moveMs);
                w.key("max_ms").value(r.maxMs);
                w.key("error").value(r.error);
            },
            [measureKey](const json::Value& v) {
                FairResult r;
                r.won = batch::flag(v, "won");
                r.measure = int(batch::integer(v, measureKey));
                r.moves = int(batch::integer(v, "moves"));
                r.moveMs = batch::number(v, "move_ms");
                r.maxMs = v.find("max_ms") ? batch::number(v, "max_ms") : 0;
                r.error = batch::text(v, "error");
                return r;
            },
            [](const FairResult& r) { return r.won; }};
}

void FairTotals::add(std::uint64_t seed, const FairResult& r) {
    ++games;
    wins += r.won;
    failures += !r.error.empty();
    moves += r.moves;
    measure += r.measure;
    moveMs += r.moveMs;
    if (r.maxMs > maxMs) maxMs = r.maxMs, slowestSeed = seed;
}

void writeSeedsAndShard(json::Writer& w, const std::vector<std::uint64_t>& seeds, const batch::Options& b) {
    w.key("seeds").value(listLabel(seeds));
    w.key("shard");
    if (b.shardN)
        w.value(std::to_string(b.shardK) + "/" + std::to_string(b.shardN));
    else
        w.null();
}

void writeTimeAndJobs(json::Writer& w, double seconds, int jobs) {
    w.key("seconds").value(seconds);
    w.key("jobs").value(jobs);
}

void writeSettings(json::Writer& w, const char* key, const AdapterText& game) {
    w.key(key).open('{');
    game.settings(w);
    w.close('}');
}

std::string fairSummaryJson(const AdapterText& game, const FairBenchOptions& o, const FairTotals& t, double seconds) {
    json::Writer w;
    w.open('{');
    w.key("batch").value(game.kind);
    writeSeedsAndShard(w, o.seeds, o.batch);
    w.key("games").value(t.games);
    w.key("wins").value(t.wins);
    w.key("win_rate").value(t.winRate());
    w.key("failures").value(t.failures);
    w.key("moves").value(t.moves);
    w.key("ms_per_move").value(t.msPerMove());
    w.key("max_move_ms").value(t.maxMs);
    w.key("slowest_seed").raw(std::to_string(t.slowestSeed));
    writeTimeAndJobs(w, seconds, o.jobs);
    writeSettings(w, "settings", game);
    w.key("game").open('{');
    w.key(std::string("mean_") + game.measureKey).value(t.meanMeasure());
    w.close('}');
    w.close('}');
    return w.str();
}

int fairBench(const AdapterText& game, const std::function<FairResult(std::uint64_t seed)>& play,
              const FairBenchOptions& o, const std::string& program, std::ostream& out, std::ostream& err) {
    batch::Run<FairResult> run(o.batch, o.seeds, fairCodec(game.kind, game.measureKey), "seeds", "won");
    std::size_t n = run.size();
    std::vector<FairResult> results(n);
    int jobs = std::max(1, std::min<int>(o.jobs, int(std::max<std::size_t>(n, 1))));
    double seconds =
        timedParallel(n, jobs, [&](std::size_t i) { results[i] = run.get(i, [&] { return play(run.id(i)); }); });
    run.finish();
    FairTotals t;
    for (std::size_t i = 0; i < n; ++i) {
        t.add(run.id(i), results[i]);
        if (!results[i].error.empty()) err << program << ": seed " << run.id(i) << ": " << results[i].error << '\n';
    }
    const std::string& label = game.label;
    out << std::fixed << std::setprecision(2) << "seeds " << listLabel(o.seeds) << o.batch.shardText()
        << (label.empty() ? "" : ", ") << label << ": " << t.wins << "/" << t.games << " won (" << 100 * t.winRate()
        << "%)";
    if (t.failures) out << ", " << t.failures << " failed";
    out << ", mean " << game.measureWords << " " << t.meanMeasure() << ", " << std::setprecision(3) << t.msPerMove()
        << " ms a move (CPU, " << t.moves << " moves), slowest " << std::setprecision(1) << t.maxMs << " ms (seed "
        << t.slowestSeed << "), " << seconds << " s total (" << o.jobs << " jobs)\n";
    if (o.json) out << fairSummaryJson(game, o, t, seconds) << '\n';
    return t.exitStatus();
}

}  // namespace patience::bot
