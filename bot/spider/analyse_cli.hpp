// `bot spider --analyse FILE --goal GOAL [constraints]`: the analyser of
// bot/spider/analyser.hpp on a Woods position file.
#pragma once

#include <iomanip>
#include <iostream>
#include <string>

#include "bot/spider/analyse_plan.hpp"
#include "bot/spider/load_position.hpp"
#include "common/options.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

inline const char* analyseUsage =
    "usage: bot spider --analyse FILE --goal GOAL [constraints] [--known] [--time-ms N] [rule options]\n"
    "  Can GOAL be reached from the position in FILE (Woods's format) without dealing, whatever the\n"
    "  face-down cards are? First line: \"possible\" then the plan (moves in Woods's syntax; after a move\n"
    "  that turns a card up, a plan for each card it may be), \"impossible (proved: N positions)\", or\n"
    "  \"unknown\" when a limit ran out.\n"
    "  GOAL, parts joined by '+', all holding at the end:\n"
    "    remove:S        a set of suit S (c, d, h, s) removed; remove:S,T both; remove:S>T S first\n"
    "    removals:N      at least N suits removed      spaces:N   at least N spaces\n"
    "    turn-up         at least one face-down card turned up\n"
    "  --no-turn-up          never turn up a face-down card\n"
    "  --no-space            no column may become empty before the goal is reached\n"
    "  --keep-space          at the end, at least as many spaces as at the start\n"
    "  --max-removals K      at most K suits removed besides those the goal names\n"
    "  --minimise removals   the fewest other suits that must be removed: \"minimum removals: N\"\n"
    "  --known               the file's face-down cards are known (the solver's case)\n"
    "  --time-ms N           limit (60000); --positions N: and at most N positions reached (10000000, <= 2.5 GB)\n"
    "  exit status: 0 possible, 1 impossible or unknown, 2 bad arguments, file or goal\n";

struct AnalyseOptions {
    std::string file;
    Query query;
    bool known = false, minimise = false;
    Rules rules;
    AnalyseLimits limits;
};

inline AnalyseOptions parseAnalyseArgs(int argc, char** argv) {
    using patience::UsageError;
    AnalyseOptions o;
    bool haveGoal = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--analyse") o.file = args.value();
        else if (a == "--goal") {
            try {
                o.query.goal = parseGoal(args.value());
            } catch (const QueryError& e) {
                throw UsageError(e.what());
            }
            haveGoal = true;
        } else if (a == "--no-turn-up") o.query.noTurnUp = true;
        else if (a == "--no-space") o.query.noSpace = true;
        else if (a == "--keep-space") o.query.keepSpace = true;
        else if (a == "--max-removals") o.query.maxRemovals = int(args.integer(0, 8));
        else if (a == "--minimise" || a == "--minimize") {
            std::string v = args.value();
            if (v != "removals") throw UsageError(a + " wants 'removals', got '" + v + "'");
            o.minimise = true;
        } else if (a == "--known") o.known = true;
        else if (a == "--time-ms") o.limits.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions") o.limits.positions = long(args.integer(1, 1LL << 40));
        else if (!readRuleOption(a, args, o.rules)) throw UsageError("unknown option '" + a + "' for --analyse");
    }
    if (o.file.empty()) throw UsageError("--analyse wants a position file");
    if (!haveGoal) throw UsageError("--analyse wants --goal GOAL (e.g. --goal turn-up, --goal remove:h)");
    if (o.minimise && o.query.maxRemovals >= 0) throw UsageError("--minimise removals finds the --max-removals itself: give one or the other");
    return o;
}

// With --minimise: the smallest --max-removals with a plan (the time limit
// shared by the tries). `atMost` gets that number.
inline AnalyseResult analyseFewestRemovals(const Game& g, AnalyseOptions& o, int& atMost) {
    AnalyseResult total;
    total.status = AnalyseResult::Impossible;
    auto deadline = Clock::now() + std::chrono::milliseconds(o.limits.timeMs);
    for (atMost = 0; atMost <= SuitsToWin; ++atMost) {
        o.query.maxRemovals = atMost;
        AnalyseLimits left = limitsLeft(o.limits, deadline, total.positions);
        AnalyseResult r = left.positions > 0 ? Analyser(g, o.query, o.known, left).run() : AnalyseResult{};
        total.positions += r.positions;
        total.ms += r.ms;
        if (r.status != AnalyseResult::Impossible) {
            total.status = r.status, total.plan = r.plan;
            break;
        }
    }
    return total;
}

// argv as `bot spider` receives them.
inline int analyseMain(int argc, char** argv) {
    try {
        AnalyseOptions o = parseAnalyseArgs(argc, argv);
        Game g = loadPositionFile(o.file, o.rules);
        int fewest = -1;
        AnalyseResult r = o.minimise ? analyseFewestRemovals(g, o, fewest) : Analyser(g, o.query, o.known, o.limits).run();
        if (r.status == AnalyseResult::Possible) {
            std::string why = checkPlan(g, *r.plan, o.query, o.known);
            if (!why.empty()) {
                std::cerr << "bot spider: the plan does not replay: " << why << '\n';
                return 2;
            }
        }
        std::cout << statusName(r.status);
        if (r.status == AnalyseResult::Impossible) std::cout << " (proved: " << r.positions << " positions)";
        std::cout << '\n';
        if (r.status == AnalyseResult::Possible) {
            if (o.minimise) std::cout << "minimum removals: " << fewest << '\n';
            std::cout << planText(*r.plan);
        }
        std::cerr << o.file << ": " << statusName(r.status) << ", " << std::fixed << std::setprecision(1) << r.ms << " ms, " << r.positions << " positions\n";
        return r.status == AnalyseResult::Possible ? 0 : 1;
    } catch (const patience::UsageError& e) {
        return patience::reportUsageError(e, "bot spider", "bot spider --help");
    } catch (const std::bad_alloc&) {
        std::cerr << "bot spider: out of memory (try a smaller --positions or --time-ms)\n";
        return 2;
    }
}

}  // namespace spider::bot
