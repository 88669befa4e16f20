// `bot spider --losses`.
#include "bot/spider/losses_cli.hpp"

#include "bot/spider/cli.hpp"

namespace spider::bot {

const std::string lossesUsage =
    std::string(
        "usage: bot spider --losses LIST [fair bot settings] [rule options]\n"
        "                                          where the fair bot's lost games were lost: the first fatal move\n"
        "                                          (the solver, given the real cards, finds the last winnable\n"
        "                                          position by binary search), and whether a fair player could\n"
        "                                          have avoided it (every command in the same sampled worlds)\n"
        "  --loss-positions N      the solver's budget at a position of the real game (500000)\n"
        "  --close-tries N         positions next to an unknown stretch tried again at 4 times it (6)\n"
        "  --start-positions N     the budget at the deal itself, where the one above leaves it unknown (3000000)\n"
        "  --worlds N              worlds sampled at the fatal position (20; 0: where the games are lost only)\n"
        "  --world-positions N     the solver's budget in each world after each command (100000)\n") +
    patience::bot::batchUsageLines("seed") + "the fair bot's settings: bot spider --help play\n";

patience::batch::Codec<LossRecord> lossCodec() {
    namespace batch = patience::batch;
    return {"bot spider --losses", "seed",
            [](patience::json::Writer& w, const LossRecord& r) {
                w.key("won").value(r.won);
                w.key("moves").value(r.moves);
                w.key("removed").value(r.removed);
                w.key("finding").value(r.finding);
                w.key("last_winnable").value(r.lastWinnable);
                w.key("first_lost").value(r.firstLost);
                w.key("fatal").value(r.fatal);
                w.key("move").value(r.move);
                w.key("kind").value(r.kind);
                w.key("deals_left").value(r.dealsLeft);
                w.key("face_down").value(r.faceDown);
                w.key("spaces").value(r.spaces);
                w.key("removed_then").value(r.removedThen);
                w.key("worlds").value(r.worlds);
                w.key("played_wins").value(r.playedWins);
                w.key("best").value(r.best);
                w.key("best_wins").value(r.bestWins);
                w.key("p").value(r.p);
                w.key("verdict").value(r.verdict);
                w.key("positions").value(static_cast<long long>(r.solverPositions));
            },
            [](const patience::json::Value& v) {
                LossRecord r;
                r.won = batch::flag(v, "won");
                r.moves = int(batch::integer(v, "moves"));
                r.removed = int(batch::integer(v, "removed"));
                r.finding = batch::text(v, "finding");
                r.lastWinnable = int(batch::integer(v, "last_winnable"));
                r.firstLost = int(batch::integer(v, "first_lost"));
                r.fatal = int(batch::integer(v, "fatal"));
                r.move = batch::text(v, "move");
                r.kind = batch::text(v, "kind");
                r.dealsLeft = int(batch::integer(v, "deals_left"));
                r.faceDown = int(batch::integer(v, "face_down"));
                r.spaces = int(batch::integer(v, "spaces"));
                r.removedThen = int(batch::integer(v, "removed_then"));
                r.worlds = int(batch::integer(v, "worlds"));
                r.playedWins = int(batch::integer(v, "played_wins"));
                r.best = batch::text(v, "best");
                r.bestWins = int(batch::integer(v, "best_wins"));
                r.p = batch::number(v, "p");
                r.verdict = batch::text(v, "verdict");
                r.solverPositions = long(batch::integer(v, "positions"));
                return r;
            },
            [](const LossRecord& r) { return r.won; }};
}

std::string phaseName(int dealsLeft) {
    return dealsLeft == 0 ? "after the last deal"
                          : std::to_string(dealsLeft) + (dealsLeft == 1 ? " deal left" : " deals left");
}

std::string lossTable(const std::vector<LossRecord>& records) {
    std::map<std::string, int> findings, verdicts;
    std::map<std::string, std::map<std::string, int>> byKind, byPhase;
    int searchBugs = 0, gaveUpKnown = 0;
    for (const LossRecord& r : records) {
        ++findings[r.finding];
        // The bot stopped where every card was known and a win was left.
        gaveUpKnown += r.finding == "winnable at the end" && r.faceDown == 0 && r.dealsLeft == 0;
        if (r.finding != "found" && r.finding != "bracketed") continue;
        ++verdicts[r.verdict];
        ++byKind[r.kind][r.verdict];
        ++byPhase[phaseName(r.dealsLeft)][r.verdict];
        searchBugs += r.faceDown == 0 && r.dealsLeft == 0;  // every card known, and still lost
    }
    std::string out = "findings:";
    for (const auto& [name, n] : findings) out += " " + name + " " + std::to_string(n) + ";";
    out += "\nfatal moves:";
    for (const auto& [name, n] : verdicts) out += " " + name + " " + std::to_string(n) + ";";
    out += " with nothing face down and no deal left (a search bug): " + std::to_string(searchBugs) + "\n";
    out += "winnable at the end with nothing face down and no deal left (the bot's search gave up): " +
        std::to_string(gaveUpKnown) + "\n";
    auto table = [&](const char* title, const std::map<std::string, std::map<std::string, int>>& rows) {
        out += std::string("| ") + title + " | blunder | bad luck | no win seen | all |\n|---|---|---|---|---|\n";
        for (const auto& entry : rows) {  // not a structured binding: C++17 lets no lambda capture one
            const std::string& row = entry.first;
            const std::map<std::string, int>& counts = entry.second;
            int all = 0;
            for (const auto& [v, n] : counts) all += n;
            auto at = [&](const char* v) {
                auto f = counts.find(v);
                return std::to_string(f == counts.end() ? 0 : f->second);
            };
            out += "| " + row + " | " + at("blunder") + " | " + at("bad luck") + " | " + at("no win seen") + " | " +
                std::to_string(all) + " |\n";
        }
    };
    table("kind of move", byKind);
    table("phase", byPhase);
    return out;
}

int lossesMain(int argc, char** argv) {
    using patience::UsageError;
    LossConfig cfg;
    patience::bot::FairOptions<FairBot> o;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--losses")
            o.seeds = args.numbers(0, 1ULL << 62, patience::bot::MaxSeeds);
        else if (a == "--loss-positions")
            cfg.positions = long(args.integer(1000, 1LL << 40));
        else if (a == "--world-positions")
            cfg.worldPositions = long(args.integer(1000, 1LL << 40));
        else if (a == "--worlds")
            cfg.worlds = int(args.integer(0, 1000));
        else if (a == "--close-tries")
            cfg.closeTries = int(args.integer(0, 1000));
        else if (a == "--start-positions")
            cfg.startPositions = long(args.integer(1000, 1LL << 40));
        else if (!FairBot::readSetting(a, args, o.settings) && !patience::bot::readSharedOption(a, args, o))
            throw args.unknown();
    }
    if (o.bench) throw UsageError("--losses plays its seeds itself: give --losses LIST, not --bench");
    patience::batch::checkOptions<UsageError>(o.batch, true, "--losses LIST");
    patience::batch::Run<LossRecord> run(o.batch, o.seeds, lossCodec(), "seeds", "won");
    std::vector<LossRecord> records(run.size());
    double seconds = patience::timedParallel(run.size(), o.jobs, [&](std::size_t i) {
        records[i] = run.get(i, [&] { return LossFinder(o.rules, o.settings, cfg).find(run.id(i)); });
        const LossRecord& r = records[i];
        if (r.won) return;
        char line[400];
        if (r.finding == "found" || r.finding == "bracketed")
            std::snprintf(
                line, sizeof line,
                "seed %llu: %s move %d (%s, %s, %s; lost at %d), worlds won: played %d, best %s %d of %d: %s\n",
                (unsigned long long)run.id(i), r.finding == "found" ? "fatal" : "last winnable", r.fatal + 1,
                r.move.c_str(), r.kind.c_str(), phaseName(r.dealsLeft).c_str(), r.firstLost, r.playedWins,
                r.best.c_str(), r.bestWins, r.worlds, r.verdict.c_str());
        else if (r.finding == "winnable at the end")
            std::snprintf(line, sizeof line,
                          "seed %llu: winnable at the end (move %d: %d face down, %s, %d spaces, %d suits removed)\n",
                          (unsigned long long)run.id(i), r.lastWinnable, r.faceDown, phaseName(r.dealsLeft).c_str(),
                          r.spaces, r.removed);
        else
            std::snprintf(line, sizeof line, "seed %llu: %s (winnable at %d, lost at %d)\n",
                          (unsigned long long)run.id(i), r.finding.c_str(), r.lastWinnable, r.firstLost);
        run.print(std::cout, line);
    });
    run.finish();
    std::vector<LossRecord> lost;
    for (const LossRecord& r : records)
        if (!r.won) lost.push_back(r);
    std::cout << "seeds " << patience::listLabel(o.seeds) << o.batch.shardText() << " (" << o.rules.suits
              << (o.rules.suits == 1 ? " suit" : " suits") << "): " << records.size() - lost.size() << " won, "
              << lost.size() << " lost; " << int(seconds + 0.5) << " s\n"
              << lossTable(lost);
    return 0;
}

int runLosses(int argc, char** argv) { return lossesMain(argc, argv); }
std::string lossesHelp() { return std::string(lossesUsage) + rulesHelp; }

}  // namespace spider::bot
