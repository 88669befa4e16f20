// `bot spider` without a mode's option: the fair bot, its benches and its grade.
#include "bot/spider/fair_cli.hpp"

#include "bot/spider/cli.hpp"
#include "bot/spider/bench.hpp"

namespace spider::bot {

const std::string playUsage =
    std::string(
        "usage: bot spider [options]   the fair bot: turn blocks on standard input (referee spider --bot's\n"
        "                              protocol), one command a line on standard output\n"
        "the fair bot's settings (--ab's --a and --b take them too):\n"
        "  --samples N             worlds sampled a decision, each solved (one suit 3, else 1)\n"
        "  --sample-positions N    the solver's budget in each sampled world (one suit 40000, else 0: none)\n"
        "  --retry-after N         cards to see before sampling again after a failure (3)\n"
        "  --expansions N          the planner's search: positions expanded, at most (four suits 30000, two 10000, one 3000)\n"
        "  --guided W-E            the solver's first round in a sampled world: width, expansions (2-1500)\n"
        "  --reveal-margin N       score a line that turns up a card may lose (40)\n"
        "  --weights R,D,N,U,B,S   the planner's score: removed, down, natural, unnatural, broken, space\n"
        "                          (600,12,6,1,-4,40), or 8 numbers with deep after down and clear last, for tuning\n"
        "  --expect-draws N        expectimax over the card a line turns up: draws of it (four suits 16, else 0: off)\n"
        "  --expect-expansions N   the search after each draw: positions (100)\n"
        "  --reveal-candidates N   lines that turn up a card ranked that way (3 when drawing)\n"
        "  --late-unseen N         after the last deal, with at most N cards face down, sample a world and follow\n"
        "                          the solver's win of it (four suits 20, two 5, one 0: never)\n"
        "  --late-positions N      the solver's budget in such a world (100000)\n"
        "  --max-turns N           the judge's turn limit: a sampled world's win longer than the turns left\n"
        "                          is not followed (1000, referee spider's)\n"
        "  --turn-positions N      a turn's positions over all its searches, at most: the slowest turn's bound\n"
        "                          (200000)\n"
        "  --cleared N             score for a column with nothing face down (0; tried: worse)\n"
        "  --chance-draws N        search with chance: each candidate line judged by the mean learned value\n"
        "                          over N draws of the card it turns up or the deal it makes (two suits 8, else 0: off)\n"
        "  --chance-expansions N, --chance-candidates N   the search after each draw (200), lines judged (6)\n"
        "  --chance-value V        the value at its leaves: outcome (fitted to the bot's games) or search\n"
        "                          (fitted to sampled worlds solved; docs/spider-value.md) (outcome)\n") +
    patience::bot::safetyUsage("400 sampling, 300 the search with chance");

bool FairBot::readSetting(const std::string& a, patience::OptionReader& args, Settings& cfg) {
    using patience::UsageError;
    if (a == "--expansions")
        cfg.planner.expansions = int(args.integer(1, 10000000));
    else if (a == "--samples")
        cfg.samples = int(args.integer(1, 1000));
    else if (a == "--sample-positions")
        cfg.samplePositions = long(args.integer(0, 1LL << 40));
    else if (a == "--reveal-margin")
        cfg.revealMargin = int(args.integer(0, 100000));
    else if (a == "--chance-draws")
        cfg.chance.draws = int(args.integer(0, 1000));
    else if (a == "--chance-expansions")
        cfg.chance.expansions = int(args.integer(1, 10000000));
    else if (a == "--chance-candidates")
        cfg.chance.candidates = int(args.integer(2, 100));
    else if (a == "--chance-value") {
        std::string v = args.value();
        if (v != "outcome" && v != "search")
            throw UsageError("--chance-value wants outcome or search, got '" + v + "'");
        cfg.chance.value = v == "search" ? ValueKind::Search : ValueKind::Outcome;
    } else if (a == "--cleared")
        cfg.planner.weights.clear = int(args.integer(0, 100000));
    else if (a == "--late-unseen")
        cfg.lateUnseen = int(args.integer(0, 104));
    else if (a == "--late-positions")
        cfg.latePositions = long(args.integer(1000, 1LL << 40));
    else if (a == "--max-turns")
        cfg.maxTurns = int(args.integer(1, 1 << 30));
    else if (a == "--turn-positions")
        cfg.turnPositions = long(args.integer(1, 1LL << 40));
    else if (a == "--expect-draws")
        cfg.expectDraws = int(args.integer(0, 1000));
    else if (a == "--expect-expansions")
        cfg.expectExpansions = int(args.integer(1, 10000000));
    else if (a == "--reveal-candidates")
        cfg.planner.revealCandidates = int(args.integer(0, 1000));
    else if (a == "--guided") {
        std::string v = args.value();  // "W-E"
        std::size_t dash = v.find('-');
        if (dash == std::string::npos) throw UsageError("--guided wants W-E, got '" + v + "'");
        std::int64_t width = patience::wholeNumber(a, v.substr(0, dash), 0, 1LL << 62);
        std::int64_t expansions = patience::wholeNumber(a, v.substr(dash + 1), 0, 1LL << 62);
        cfg.guidedWidth = int(std::max<std::int64_t>(width, 1)),
        cfg.guidedExpansions = int(std::max<std::int64_t>(expansions, 1));
    } else if (a == "--weights") {
        std::vector<int> w = patience::numberList(a, args.value(), -10000, 10000);
        if (w.size() == 8)
            cfg.planner.weights = Weights{w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]};
        else if (w.size() == 6)
            cfg.planner.weights = Weights{w[0], w[1], 0, w[2], w[3], w[4], w[5], 0};
        else
            throw UsageError(
                "--weights wants 6 numbers (removed,down,natural,unnatural,broken,space) or 8 (removed,down,deep,natural,unnatural,broken,space,clear)");
    } else if (a == "--retry-after")
        cfg.retryAfter = int(args.integer(0, 104));
    else if (a == "--safety-ms")
        cfg.sampleDeadlineMs = cfg.chance.deadlineMs = patience::bot::safetyMs(args);
    else
        return false;
    return true;
}

bool FairBot::readRule(const std::string& a, patience::OptionReader& args, Rules& r) {
    return patience::readRuleOption<RuleOptions>(a, args, r);
}

BenchGame FairBot::benchGame(const Rules& r, const Settings& cfg) { return BenchGame{r, cfg}; }

BenchGame FairBot::gradeGame(const Rules& r, const Settings& cfg, std::uint64_t luck) {
    Settings lucky = cfg;
    lucky.luck = luck;
    std::uint64_t h = luck;
    Weights& w = lucky.planner.weights;
    for (int* x : {&w.removed, &w.down, &w.deep, &w.natural, &w.unnatural, &w.broken, &w.space, &w.clear}) {
        if (!luck) break;
        h = patience::mix64(h + 0x9e3779b97f4a7c15ULL);
        *x = int(std::lround(*x * (0.7 + 0.6 * double(h >> 11) / double(1ULL << 53))));
    }
    return BenchGame{r, lucky};
}

patience::bot::GradeSolve FairBot::gradeSolve(const Rules& r, std::uint64_t seed, long positions) {
    auto res = solve(newGame(seed, r), SearchLimit::positionsOnly(positions));  // the positions decide
    return {res.status, res.nodes, int(res.moves.size())};
}

void FairBot::gradeDefaults(const Rules& r, Settings& cfg) {
    cfg.samplePositions = 0;
    cfg.chance.draws = 0;
    if (r.suits != 4) cfg.expectDraws = 0, cfg.lateUnseen = 0;
    cfg.sampleDeadlineMs = cfg.chance.deadlineMs = patience::bot::SearchLimit::NoClock;
    // One suit: the planner alone won a deal in all runs or none; two
    // suits: it ordered deals unlike the fair bot, which plays with
    // chance. Both grade with the search with chance (docs/grade.md).
    if (r.suits == 1) cfg.planner.expansions = 300, cfg.chance.draws = 4;
    if (r.suits == 2) cfg.planner.expansions = 3000, cfg.chance.draws = 4;
}

patience::bot::GradedAhead FairBot::gradedAhead(const Rules& r) {
    Rules woods;
    woods.suits = r.suits;
    if (r != woods) return {};
    return r.suits == 1 ? patience::bot::gradedAheadOf(gradedAheadOneSuit)
        : r.suits == 2  ? patience::bot::gradedAheadOf(gradedAheadTwoSuits)
                        : patience::bot::gradedAheadOf(gradedAheadFourSuits);
}

patience::bot::GradeCuts FairBot::gradeCuts(const Rules& r) {
    if (r.suits == 1) return {0.125, 0.25, 0.5, 0.875};
    if (r.suits == 2) return {0.25, 0.5, 0.75, 1.0};
    return {0.625, 0.75, 0.875, 1.0};
}

int FairBot::play(const Rules& r, const Settings& cfg) {
    Agent agent(r, cfg);
    return patience::bot::playTurns(
        program, [&](std::istream& in, int& line) { return parseTurn(in, line, r); },
        [&](const View& v) { return commandText(agent.choose(v)); });
}

int runFair(int argc, char** argv) { return patience::bot::fairMain<FairBot>(argc, argv); }
std::string fairHelp(const std::string& mode) {
    return patience::bot::fairModeHelp(
        mode, {FairBot::program, playUsage + rulesHelp, "games, wins, suits removed, time a move", rulesHelp});
}

// The fair bot's first 40 answers of seed 1 in each suit count, its safety nets out of reach.
patience::bot::Engine fairEngine() {
    return {"spider fair bot", [] {
                patience::bot::EngineRun run;
                run.workName = "answers";
                for (int suits : {1, 2, 4}) {
                    BenchGame game{Rules{suits}, AgentConfig{}};
                    game.agent.sampleDeadlineMs = patience::bot::SearchLimit::NoClock;
                    game.agent.chance.deadlineMs = patience::bot::SearchLimit::NoClock;
                    patience::bot::EngineRun part = patience::bot::fairSignature(game, {1}, 40);
                    run.work += part.work;
                    run.signature.add(part.signature.value());
                }
                return run;
            }};
}

}  // namespace spider::bot
