// `bot spider --analyse`.
#include "bot/spider/analyser/cli.hpp"

#include <iomanip>
#include <iostream>

#include "bot/spider/cli.hpp"
#include "bot/spider/load_position.hpp"
#include "bot/spider/solver.hpp"
#include "common/options.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::bot {

const char* analyseUsage =
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
    "                        (--minimize removals too)\n"
    "  --known               the file's face-down cards are known (the solver's case)\n"
    "  --assume COL=CARDS    take column COL's face-down cards next to be turned up as CARDS (e.g. 3=Kh,5h:\n"
    "                        top to bottom as the screen shows them, 5h turned up first); the rest unknown\n"
    "  --assume-any-order    the question once for each order of the assumed cards: does the order matter?\n"
    "                        (with --known, --assume reorders the file's own face-down cards)\n"
    "  --words               moves in Woods's words: \"Qd from 7 to 4\", \"9-6s from 7 to 3\"\n"
    "  --time-ms N           limit (60000); --positions N: and at most N positions reached (8000000, <= 2 GB)\n"
    "  --reduce LIST         the reductions and proofs used: columns, joins, relax, counted, fixed,\n"
    "                        ledger, deal, reuse, exact, joined by ',', or none (all)\n"
    "  --plain               --reduce none: every arrangement searched, no abstraction (to check the others)\n"
    "  exit status: 0 possible, 1 impossible or unknown, 2 bad arguments, file or goal\n";

void readAssumptions(const std::vector<std::string>& values, const Game& g, Query& q, bool known) {
    using patience::UsageError;
    std::array<int, DeckSize> left = unseenCounts(g);
    for (const std::string& v : values) {
        std::string where = "--assume " + v + ": ";
        std::size_t eq = v.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == v.size())
            throw UsageError(where + "wants COL=CARD[,CARD...], e.g. 3=Kh,5h");
        std::string column = v.substr(0, eq);
        std::int64_t number = 0;
        if (column.size() > 2 || !patience::parseInteger(column, 1, Columns, number))
            throw UsageError(where + "'" + column + "' is not a column (1 to 10)");
        int c = int(number) - 1;
        auto& cards = q.assume[std::size_t(c)];
        if (!cards.empty()) throw UsageError(where + "column " + column + " is assumed twice");
        for (const std::string& name : patience::commaList(v.substr(eq + 1))) {
            auto card = parseCard(name);
            if (!card) throw UsageError(where + "'" + name + "' is not a card (e.g. Kh, 10s)");
            if (--left[*card] < 0) throw UsageError(where + "no " + cardName(*card) + " is left unseen for it");
            cards.push_back(*card);
        }
        const auto& faceDown = g.columns[std::size_t(c)].down;
        std::size_t down = faceDown.size();
        if (cards.size() > down)
            throw UsageError(where + "column " + column + " has " + std::to_string(down) + " face-down card" +
                             (down == 1 ? "" : "s"));
        std::vector<Card> file(faceDown.end() - long(cards.size()), faceDown.end()), given = cards;
        std::sort(file.begin(), file.end());
        std::sort(given.begin(), given.end());
        if (known && file != given) {
            std::string names;
            for (auto x = faceDown.end() - long(cards.size()); x != faceDown.end(); ++x) names += " " + cardName(*x);
            throw UsageError(where + "with --known it reorders the file's cards there:" + names);
        }
    }
}

void readReductions(const std::string& list, AnalyseLimits& limits) {
    limits.columnsInOrder = limits.joinedRuns = limits.relaxation = limits.countedCards = limits.fixedCards =
        limits.counterDeal = limits.reusePlans = limits.exactSearch = limits.ledger = false;
    if (list == "none") return;
    for (const std::string& name : patience::commaList(list)) {
        if (name == "columns")
            limits.columnsInOrder = true;
        else if (name == "joins")
            limits.joinedRuns = true;
        else if (name == "relax")
            limits.relaxation = true;
        else if (name == "counted")
            limits.countedCards = true;
        else if (name == "fixed")
            limits.fixedCards = true;
        else if (name == "deal")
            limits.counterDeal = true;
        else if (name == "reuse")
            limits.reusePlans = true;
        else if (name == "exact")
            limits.exactSearch = true;
        else if (name == "ledger")
            limits.ledger = true;
        else
            throw patience::UsageError(
                "--reduce: '" + name +
                "' is not columns, joins, relax, counted, fixed, ledger, deal, reuse, exact or none");
    }
}

AnalyseOptions parseAnalyseArgs(int argc, char** argv) {
    using patience::UsageError;
    AnalyseOptions o;
    bool haveGoal = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string a = args.option();
        if (a == "--analyse")
            o.file = args.value();
        else if (a == "--goal") {
            try {
                o.query.goal = parseGoal(args.value());
            } catch (const QueryError& e) {
                throw UsageError(e.what());
            }
            haveGoal = true;
        } else if (a == "--no-turn-up")
            o.query.noTurnUp = true;
        else if (a == "--no-space")
            o.query.noSpace = true;
        else if (a == "--keep-space")
            o.query.keepSpace = true;
        else if (a == "--max-removals")
            o.query.maxRemovals = int(args.integer(0, 8));
        else if (a == "--minimise" || a == "--minimize") {
            std::string v = args.value();
            if (v != "removals") throw UsageError(a + " wants 'removals', got '" + v + "'");
            o.minimise = true;
        } else if (a == "--known")
            o.known = true;
        else if (a == "--assume")
            o.assume.push_back(args.value());
        else if (a == "--assume-any-order")
            o.anyOrder = true;
        else if (a == "--words")
            o.words = true;
        else if (a == "--time-ms")
            o.limits.timeMs = int(args.integer(1, 1 << 30));
        else if (a == "--positions")
            o.limits.positions = long(args.integer(1, 1LL << 40));
        else if (a == "--plain")
            readReductions("none", o.limits);
        else if (a == "--reduce")
            readReductions(args.value(), o.limits);
        else if (!patience::readRuleOption<RuleOptions>(a, args, o.rules))
            throw UsageError("unknown option '" + a + "' for --analyse");
    }
    if (o.file.empty()) throw UsageError("--analyse wants a position file");
    if (!haveGoal) throw UsageError("--analyse wants --goal GOAL (e.g. --goal turn-up, --goal remove:h)");
    if (o.minimise && o.query.maxRemovals >= 0)
        throw UsageError("--minimise removals finds the --max-removals itself: give one or the other");
    if (o.anyOrder && o.assume.empty()) throw UsageError("--assume-any-order wants --assume COL=CARDS");
    return o;
}

int answer(const Game& g, AnalyseOptions& o, const std::string& indent, AnalyseResult::Status& status) {
    FewestRemovals fewest;
    if (o.minimise) fewest = fewestRemovals(g, o.query, o.known, o.limits);
    AnalyseResult r = o.minimise ? fewest.result : analysePosition(g, o.query, o.known, o.limits);
    status = r.status;
    if (r.plan) {  // (with --minimise, within the removals it claims)
        Query q = o.query;
        if (o.minimise) q.maxRemovals = fewest.atMost;
        std::string why = checkPlan(g, *r.plan, q, o.known);
        if (!why.empty()) {
            std::cerr << "bot spider: the plan does not replay: " << why << '\n';
            return 2;
        }
    }
    std::cout << indent << statusName(r.status);
    if (r.status == AnalyseResult::Impossible)
        std::cout << " (proved: " << r.positions << " positions)\n"
                  << indent << "by " << r.proof.by << ": " << r.proof.why;
    std::cout << '\n';
    if (o.minimise && r.status == AnalyseResult::Possible)
        std::cout << indent << "minimum removals: " << fewest.atMost << '\n';
    if (o.minimise && r.status == AnalyseResult::Unknown) {
        std::cout << indent << "minimum removals: at least " << fewest.atLeast;
        if (fewest.atMost >= 0)
            std::cout << ", at most " << fewest.atMost << " (a plan with " << fewest.atMost << " below"
                      << (fewest.bySolver ? ": the solver's line" : "") << ")";
        std::cout << '\n';
    }
    if (r.plan) {
        Game start = withAssumed(g, o.query, o.known);
        std::cout << planText(*r.plan, indent, o.words ? &start : nullptr);
    }
    std::cerr << o.file << ": " << statusName(r.status) << ", " << std::fixed << std::setprecision(1) << r.ms << " ms, "
              << r.positions << " positions";
    if (r.exact.positions)
        std::cerr << "; exact search " << r.exact.positions << " positions in " << r.exact.ms << " ms ("
                  << std::setprecision(0) << double(r.exact.positions) / std::max(r.exact.ms, 1.0) * 1000
                  << " a second), " << std::setprecision(1)
                  << double(r.exact.peakBytes) / double(std::max(r.exact.peakPositions, 1L))
                  << " bytes a position stored";
    std::cerr << '\n';
    return r.status == AnalyseResult::Possible ? 0 : 1;
}

int answerEachOrder(const Game& g, AnalyseOptions& o) {
    std::vector<int> columns;
    for (int c = 0; c < Columns; ++c)
        if (!o.query.assume[std::size_t(c)].empty()) {
            columns.push_back(c);
            std::sort(o.query.assume[std::size_t(c)].begin(), o.query.assume[std::size_t(c)].end());
        }
    std::vector<AnalyseResult::Status> seen;
    int worst = 0;
    for (;;) {
        std::string order = "order";
        for (int c : columns) {
            order += " " + std::to_string(c + 1) + "=";
            for (std::size_t i = 0; i < o.query.assume[std::size_t(c)].size(); ++i)
                order += (i ? "," : "") + cardName(o.query.assume[std::size_t(c)][i]);
        }
        std::cout << order << ":\n";
        AnalyseResult::Status status;
        int code = answer(g, o, "  ", status);
        if (code == 2) return 2;
        worst = std::max(worst, code);
        seen.push_back(status);
        // The next order: the last column's cards first, as an odometer.
        std::size_t k = columns.size();
        while (k > 0 &&
               !std::next_permutation(o.query.assume[std::size_t(columns[k - 1])].begin(),
                                      o.query.assume[std::size_t(columns[k - 1])].end()))
            --k;
        if (k == 0) break;
    }
    bool differ = std::count(seen.begin(), seen.end(), seen.front()) != long(seen.size());
    std::cout << (differ ? "the order matters\n" : "the order does not matter\n");
    return worst;
}

int analyseMain(int argc, char** argv) {
    AnalyseOptions o = parseAnalyseArgs(argc, argv);
    Game g = loadPositionFile(o.file, o.rules);
    readAssumptions(o.assume, g, o.query, o.known);
    if (o.anyOrder) return answerEachOrder(g, o);
    AnalyseResult::Status status;
    return answer(g, o, "", status);
}

int runAnalyse(int argc, char** argv) { return analyseMain(argc, argv); }
std::string analyseHelp() { return std::string(analyseUsage) + rulesHelp; }

// The analyser's answer: its status, positions and the plan's first moves.
inline void signAnalysis(patience::bot::Signature& sig, const AnalyseResult& r) {
    sig.add(std::uint64_t(r.status)).add(std::uint64_t(r.positions));
    if (r.plan)
        for (const Command& c : r.plan->moves) sig.add(commandText(c));
}

// The analyser's questions on a position of a seeded game.
patience::bot::Engine analyserEngine() {
    return {"spider analyser", [] {
                patience::bot::EngineRun run;
                // Seed 7 after the solver's first 40 steps: a position of Woods's kind.
                Game g = newGame(7, Rules{});
                SolveResult line = solve(g, SearchLimit::positionsOnly(30000));
                for (std::size_t i = 0; i < 40 && i < line.moves.size(); ++i) apply(g, command(line.moves[i]));
                AnalyseLimits bounds;
                bounds.timeMs = SearchLimit::NoClock;
                bounds.positions = 200000;
                for (const char* goal : {"turn-up", "spaces:1", "removals:1"}) {
                    Query q;
                    q.goal = parseGoal(goal);
                    AnalyseResult r = analysePosition(g, q, false, bounds);
                    run.work += std::uint64_t(r.positions);
                    signAnalysis(run.signature, r);
                }
                return run;
            }};
}

}  // namespace spider::bot
