// The fair Spider bot (bot spider without --solve): it reads the judge's turn
// block and nothing else, refuses a malformed block in one line, answers
// legal commands, wins an easy position, and its bench reports.
#include "catch.hpp"

#include <algorithm>
#include <sstream>
#include <string>

#include "bot/spider/bench.hpp"
#include "games/spider/protocol.hpp"
#include "common/json.hpp"
#include "support.hpp"

namespace test_spider_agent {

using namespace test_support;
namespace sp = spider;
namespace sb = spider::bot;

namespace {

std::string block(const sp::Game& g, int turn = 1) { return sp::turnText(g, turn, sp::legalCommands(g)); }

sb::View view(const std::string& text) {
    std::istringstream in(text);
    int line = 0;
    return *sb::parseTurn(in, line);
}

// The parser's one-line error on `text`, or "" if it reads.
std::string refusal(const std::string& text) {
    std::istringstream in(text);
    int line = 0;
    try {
        sb::parseTurn(in, line);
    } catch (const sb::TurnError& e) {
        return e.what();
    }
    return "";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// A cheap bot for the tests: the planner alone, small searches.
sb::AgentConfig quick() {
    sb::AgentConfig cfg;
    cfg.planner.expansions = 300;
    cfg.samplePositions = 3000;
    return cfg;
}

// Plays `g` to the end as the bench does: each block through the parser,
// each answer checked by the engine. Returns the first illegal answer, or "".
std::string playOut(sp::Game& g, const sb::AgentConfig& cfg, int maxTurns = 400) {
    sb::Agent agent(g.rules, cfg);
    for (int turn = 1; turn <= maxTurns && !g.won(); ++turn) {
        if (sp::legalCommands(g).empty()) break;
        sp::Command c = agent.choose(view(block(g, turn)));
        std::string why = sp::whyNot(g, c);
        if (!why.empty()) return "turn " + std::to_string(turn) + ": " + sp::commandText(c) + ": " + why;
        sp::apply(g, c);
    }
    return "";
}

}  // namespace

TEST_CASE("spider fair bot: parseTurn reads back what the judge shows", "[spider][agent]") {
    sp::Game g = sp::newGame(7);
    sb::View v = view(block(g, 3));
    CHECK(v.turn == 3);
    CHECK(v.deals == 5);
    CHECK(v.suits == 4);
    CHECK(v.removed.empty());
    CHECK(v.handSize == 50);
    for (int c = 0; c < sp::Columns; ++c) {
        CHECK(v.down[std::size_t(c)] == int(g.columns[std::size_t(c)].down.size()));
        CHECK(v.up[std::size_t(c)] == g.columns[std::size_t(c)].up);
    }
    CHECK(v.moves.size() == sp::legalCommands(g).size());
    // Every card not face up is unseen: two of each, less the ten shown.
    int unseen = 0;
    for (int n : v.unseen) unseen += n;
    CHECK(unseen == 94);

    // The removed suits come back as cards, and the unseen count without them.
    sp::Game r;
    for (int s = 0; s < 7; ++s) {
        std::array<sp::Card, sp::Ranks> run;
        for (int i = 0; i < sp::Ranks; ++i) run[std::size_t(i)] = sp::makeCard(sp::Ranks - i, s % 4);
        r.removedRuns.push_back(run);
    }
    for (int rank = sp::Ranks; rank >= 1; --rank) r.columns[0].up.push_back(sp::makeCard(rank, 3));
    sb::View rv = view(block(r));
    CHECK(rv.removed == r.removedRuns);
    CHECK(rv.handSize == 0);
}

TEST_CASE("spider fair bot: a malformed block is refused in one line naming where and what", "[spider][agent]") {
    std::string good = block(sp::newGame(7));
    CHECK(refusal(good) == "");
    CHECK(refusal("turn 1\n") == "line 2: input ends where 'deals' was expected");
    CHECK(refusal(replaced(good, "deals 5", "deals x")) == "line 2: 'x' is not a number from 0 to 5");
    CHECK(refusal(replaced(good, "removed 0", "removed 1 Ks")) == "line 3: 'removed 1' wants 13 cards after it, got 1");
    CHECK(refusal(replaced(good, "suits 4", "suits 3")) == "line 4: 'suits' is 1, 2 or 4");
    CHECK(refusal(replaced(good, "column 2 ", "column 3 ")) ==
          "line 6: expected 'column 2', its face-down count and its face-up cards");
    CHECK(refusal(replaced(good, "column 1 5 ", "column 1 5 Zz ")) == "line 5: 'Zz' is not a card");
    CHECK(refusal(replaced(good, "column 1 5", "column 1 6")) ==
          "line 14: 94 cards unseen, but 45 face down and 5 deals of 10 make 95");
    CHECK(refusal(replaced(good, "deals 5", "deals 4")).find("line 14: 94 cards unseen") == 0);
    CHECK(refusal(replaced(good, "\nD\n", "\n")).find("input ends inside the list of moves") != std::string::npos);
    CHECK(refusal(replaced(good, "\nD\n", "\n1 2 3\n")).find("'1 2 3' is listed but not legal") != std::string::npos);
    std::string third = good;  // a card shown three times
    third = replaced(third, "column 10 4 ", "column 10 4 Ks Ks Ks ");
    CHECK(refusal(third).find("line 14: 'Ks' shown a third time (two decks)") == 0);
}

TEST_CASE("spider fair bot: the process refuses bad input with one line and exit 2", "[spider][agent][e2e]") {
    Run bad = runCommand("printf 'turn 1\\ndeals 9\\n' | " BOT_PATH " spider");
    CHECK(bad.status == 2);
    REQUIRE(bad.errLines().size() == 1u);
    CHECK(bad.errLines()[0] == "bot spider: line 2: '9' is not a number from 0 to 5");
    Run opts = runCommand(BOT_PATH " spider --bench 5-1");
    CHECK(opts.status == 2);
    REQUIRE(opts.errLines().size() == 1u);
    CHECK(opts.errLines()[0] == "bot spider: --bench: the range '5-1' runs backwards (see: bot spider --help)");
    Run json = runCommand(BOT_PATH " spider --json");
    CHECK(json.status == 2);
    Run empty = runCommand("printf '' | " BOT_PATH " spider");
    CHECK(empty.status == 0);
}

TEST_CASE("spider fair bot: it sees only the view: hidden cards elsewhere, the same answer", "[spider][agent]") {
    sp::Game a = sp::newGame(7), b = a;
    // The face-down cards of columns 5 and 6 swapped, the hand reversed:
    // another game, which shows exactly the same.
    std::swap(b.columns[4].down, b.columns[5].down);
    std::reverse(b.hand.begin(), b.hand.end());
    REQUIRE(block(a) == block(b));
    // The search with chance draws from the unseen cards, never from the
    // game: it too answers alike.
    sb::AgentConfig cfg = quick();
    SECTION("the planner") {}
    SECTION("the search with chance") { cfg.chance.draws = 4, cfg.chance.expansions = 50; }
    sb::Agent first(a.rules, cfg), second(b.rules, cfg);
    for (int turn = 1; turn <= 3 && block(a, turn) == block(b, turn); ++turn) {
        sp::Command ca = first.choose(view(block(a, turn))), cb = second.choose(view(block(b, turn)));
        CHECK(sp::commandText(ca) == sp::commandText(cb));
        REQUIRE(sp::whyNot(a, ca) == "");
        sp::apply(a, ca), sp::apply(b, cb);
    }
}

TEST_CASE("spider fair bot: legal answers to the end, it wins an easy position", "[spider][agent]") {
    sp::Game g = sp::newGame(3, sp::Rules{1});
    CHECK(playOut(g, quick(), 150) == "");
    sb::AgentConfig chance = quick();
    chance.chance.draws = 4, chance.chance.expansions = 50;
    sp::Game two = sp::newGame(5, sp::Rules{2});
    CHECK(playOut(two, chance, 120) == "");

    // Eight suits from King to 2 in columns 1-8, the Aces in columns 9 and 10.
    sp::Game easy;
    for (int c = 0; c < 8; ++c)
        for (int rank = sp::Ranks; rank >= 2; --rank)
            easy.columns[std::size_t(c)].up.push_back(sp::makeCard(rank, c % 4));
    for (int c = 0; c < 8; ++c) easy.columns[std::size_t(8 + c / 4)].up.push_back(sp::makeCard(1, c % 4));
    CHECK(playOut(easy, quick()) == "");
    CHECK(easy.won());
}

TEST_CASE("spider fair bot: the bench's summary", "[spider][agent][e2e]") {
    TempDir dir;
    std::string records = dir.file("bench.jsonl");
    Run bench =
        runCommand(BOT_PATH " spider --bench 1-2 --suits 1 --sample-positions 3000 --expansions 300 --json --jsonl " +
                   shellQuoted(records));
    INFO(bench.out << bench.err);
    REQUIRE(bench.outLines().size() == 2u);
    CHECK(bench.outLines()[0].find("seeds 1-2, 1 suit: ") == 0);
    auto j = referee::json::parse(bench.lastLine());
    CHECK(j["games"].number == 2);
    CHECK(bench.status == (j["wins"].number == 2 ? 0 : 1));  // 1: a game lost
    CHECK(j["settings"]["suits"].number == 1);
    double removed = 0;
    for (const auto& game : jsonlRecords(records)) removed += game["removed"].number;
    CHECK(j["game"]["mean_removed"].number == Approx(removed / 2).margin(1e-3));
    CHECK(j["max_move_ms"].number < 1000);
}

TEST_CASE("spider fair bot: a turn's searches stay within the turn's positions", "[spider][agent]") {
    // Every search the bot may run in a turn, each wanting far more than the
    // bound: sampled worlds (one suit, and four with every turn sampled),
    // the planner, the expectimax (four suits), the search with chance (two).
    constexpr long Bound = 5000, Slack = 1500;  // a search stops within a few expansions of its share
    for (int suits : {1, 2, 4}) {
        CAPTURE(suits);
        sb::AgentConfig cfg;
        cfg.turnPositions = Bound;
        cfg.sampleDeadlineMs = 100000, cfg.chance.deadlineMs = 100000;  // the clock out of reach
        if (suits == 4) cfg.samplePositions = 100000;
        sp::Game g = sp::newGame(11, sp::Rules{suits});
        sb::Agent agent(g.rules, cfg);
        long most = 0, searched = 0;
        for (int turn = 1; turn <= 400 && !g.won() && !sp::legalCommands(g).empty(); ++turn) {
            sp::Command c = agent.choose(view(block(g, turn)));
            REQUIRE(sp::whyNot(g, c) == "");
            sp::apply(g, c);
            most = std::max(most, agent.turnPositions());
            searched += agent.turnPositions() >= Bound;
        }
        CHECK(most <= Bound + Slack);
        CHECK(searched >= 5);  // the bound was reached, not merely never approached
    }
}

}  // namespace test_spider_agent
