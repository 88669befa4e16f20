// The gallery's bot protocol: turnText read back by parseTurn, never the
// stock's order; the judge (`referee gallery --bot`) against shell bots; the
// fair bot (`bot gallery`) in-process and through the judge.
#include "catch.hpp"

#include <algorithm>
#include <sstream>
#include <string>

#include "bot/gallery/fair_cli.hpp"
#include "common/json.hpp"
#include "support.hpp"

using namespace test_support;
namespace gb = gallery::bot;

namespace {

gallery::View viewOf(const gallery::Game& g, int turn) {
    std::istringstream in(gallery::turnText(g, turn));
    int line = 0;
    auto v = gallery::parseTurn(in, line);
    REQUIRE(v);
    return *v;
}

// A fast sampler for tests (the sanitizer build is slow).
gb::SamplerConfig quick() {
    gb::SamplerConfig c;
    c.samples = 8;
    c.round = 4;
    return c;
}

Run withBot(const std::string& bot, const std::string& more = "") {
    return runCommand("timeout 120 " REFEREE_PATH " gallery --bot " + shellQuoted(bot) + " " + more);
}

// A shell bot that reads each turn and answers its first listed move, or
// "deal" whenever that is listed (then it only deals until the stock is out).
std::string listBot(bool dealFirst) {
    return std::string("while IFS= read -r line; do case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=; deal=;"
                       " while [ $i -lt $n ]; do IFS= read -r c; [ -z \"$pick\" ] && pick=$c; [ \"$c\" = deal ] && deal=1; i=$((i+1)); done;") +
           (dealFirst ? " [ -n \"$deal\" ] && pick=deal;" : "") + " echo \"$pick\";; esac; done";
}

// One turn text with one line replaced.
std::string withLine(const std::string& text, std::size_t index, const std::string& line) {
    auto lines = splitLines(text);
    REQUIRE(index < lines.size());
    lines[index] = line;
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

}  // namespace

TEST_CASE("gallery parseTurn reads back what turnText shows", "[gallery][bot]") {
    for (std::uint64_t seed : {1, 7, 42}) {
        gallery::Game g = gallery::newGame(seed);
        gallery::Rng rng(seed);
        for (int turn = 1; turn <= 200 && !gallery::legalActions(g).empty(); ++turn) {
            gallery::View v = viewOf(g, turn);
            CHECK(v.turn == turn);
            CHECK(v.places == g.places);
            CHECK(v.piles == g.piles);
            CHECK(v.stock == int(g.stock.size()));
            CHECK(v.deals == g.dealsLeft());
            CHECK(v.aces == g.aces);
            CHECK(v.unseen == gallery::unseenCards(g));
            CHECK(v.moves == gallery::legalActions(g));
            gallery::Game back = gallery::gameOf(v);  // the same position, stock order made up
            CHECK(back.legalMoves() == g.legalMoves());
            CHECK(back.score() == g.score());
            CHECK(back.stock.size() == g.stock.size());
            gallery::Action a = gb::chooseAction(v, quick(), rng);
            REQUIRE(gallery::whyNot(g, a) == "");
            gallery::playAction(g, a);
        }
        CHECK(gallery::legalActions(g).empty());
    }
}

TEST_CASE("gallery turnText shows the unseen cards but never the stock's order", "[gallery][bot]") {
    gallery::Game g = gallery::newGame(11);
    std::string text = gallery::turnText(g, 1);
    auto lines = splitLines(text);
    REQUIRE(lines.size() >= 19u);
    CHECK(lines[0] == "turn 1");
    CHECK(lines[1].rfind("row A ", 0) == 0);
    CHECK(lines[4].rfind("wrong", 0) == 0);
    CHECK(lines[5].rfind("pile 1 ", 0) == 0);
    CHECK(lines[13] == "stock 72");
    CHECK(lines[14] == "deals 9");
    CHECK(lines[17].rfind("moves ", 0) == 0);
    CHECK(lines.back() == "deal");
    // The stock in another order: the same text.
    gallery::Game other = g;
    std::reverse(other.stock.begin(), other.stock.end());
    REQUIRE(other.stock != g.stock);
    CHECK(gallery::turnText(other, 1) == text);
    // ... but another content is seen in the unseen counts.
    gallery::Game swapped = g;
    std::swap(swapped.stock.front(), swapped.piles[0].back());
    if (swapped.stock.front() != g.stock.front()) CHECK(gallery::turnText(swapped, 1) != text);
}

TEST_CASE("gallery parseTurn refuses what no deal could show, naming the line", "[gallery][bot]") {
    gallery::Game g = gallery::newGame(3);
    std::string text = gallery::turnText(g, 1);
    auto fails = [&](const std::string& bad, int line, const std::string& part) {
        std::istringstream in(bad);
        int n = 0;
        try {
            gallery::parseTurn(in, n);
            FAIL("accepted: " << bad);
        } catch (const gallery::TurnError& e) {
            INFO(e.what());
            CHECK(e.line == line);
            CHECK(contains(e.what(), part));
        }
    };
    auto lines = splitLines(text);
    fails(withLine(text, 0, "turn x"), 1, "not a number");
    fails(withLine(text, 1, "row A 2s"), 2, "eight places");
    fails(withLine(text, 4, "wrong C8"), 5, "the wrong places are");
    fails(withLine(text, 5, "pile 1 Zz"), 6, "not a card");
    fails(withLine(text, 5, "pile 1 As"), 6, "aces take no part");
    fails(withLine(text, 13, "stock 64"), 15, "a stock of 64 is not 9 deals");
    fails(withLine(text, 13, "stock 80"), 14, "not a number from 0 to 72");
    fails(withLine(text, 16, "unseen 2c:1"), 17, "48 CARD:COUNT");
    fails(withLine(text, 18, "9 Z9"), 19, "not a move");
    fails(text.substr(0, text.find("pile 3")), 8, "input ends");
    // Cards still in the stock, so that adding them shows no card a third time.
    auto unseen = gallery::unseenCards(g);
    auto inStock = [&](int rank, bool sameSuitAs2) {
        for (int suit = 0; suit < 4; ++suit) {
            gallery::Card c = gallery::makeCard(rank, suit);
            if (unseen[c] && (!sameSuitAs2 || unseen[gallery::makeCard(2, suit)])) return gallery::cardName(c);
        }
        FAIL("no " << rank << " in the stock of seed 3");
        return std::string();
    };
    auto rowA = [&](const std::string& first) {
        std::string line = lines[1];
        std::size_t from = std::string("row A ").size(), to = line.find(' ', from);
        return line.substr(0, from) + first + line.substr(to);
    };
    std::string two = inStock(2, false), seven = inStock(7, false);
    fails(withLine(text, 1, rowA(two + "," + seven)), 2, "does not go on " + two + " (same suit, three higher)");
    fails(withLine(text, 1, rowA(inStock(5, false) + "," + inStock(8, false))), 2, "nothing is played onto a wrong card");
    fails(withLine(text, 5, lines[5] + " " + seven), 15, "pile 1 has 2 cards; with 9 deals left a pile holds at most 1");
    std::string pairs = lines[16].substr(lines[16].find(' '));
    std::string firstPair = pairs.substr(1, pairs.find(' ', 1) - 1);
    std::size_t second = pairs.find(' ', 1), secondEnd = pairs.find(' ', second + 1);
    fails(withLine(text, 16, "unseen " + firstPair + " " + firstPair + pairs.substr(secondEnd)), 17, "listed twice");
    std::istringstream empty("\n\n");
    int n = 0;
    CHECK(!gallery::parseTurn(empty, n));
    CHECK(gallery::parseAction("3b5") == gallery::Action{false, gallery::Move{true, 2, {}, gallery::Place{1, 4}}});
    CHECK(gallery::parseAction(" a4 C2 ") == gallery::Action{false, gallery::Move{false, 0, gallery::Place{0, 3}, gallery::Place{2, 1}}});
    CHECK(gallery::parseAction("DEAL")->deal);
    CHECK(!gallery::parseAction("9 A1"));
    CHECK(!gallery::parseAction("A9 B1"));
    CHECK(!gallery::parseAction("3"));
}

TEST_CASE("gallery judge: verdicts with scores for shell bots", "[gallery][judge]") {
    Run dealer = withBot(listBot(true), "--seed 4");
    INFO(dealer.out << dealer.err);
    CHECK(dealer.status == 1);
    CHECK(contains(dealer.out, "seed 4: finished on turn "));
    CHECK(contains(dealer.out, ": the stock is out and no card can move; score "));
    CHECK(contains(dealer.out, " of 96 cards in the gallery)"));
    Run garbage = withBot("read l; echo '9 Z9'; sleep 1", "--seed 1");
    CHECK(garbage.status == 1);
    CHECK(contains(garbage.out, "seed 1: illegal move on turn 1 \"9 Z9\": not a move (3 B5, A4 C2 or deal); score "));
    Run illegal = withBot("read l; echo 'A1 A1'; sleep 1", "--seed 1");
    CHECK(contains(illegal.out, "seed 1: illegal move on turn 1 \"A1 A1\": "));
    checkTurnLoopVerdicts([](const std::string& bot, const std::string& more) { return withBot(bot, more); });
    Run limit = withBot(listBot(false), "--seed 2 --max-turns 3");
    CHECK(contains(limit.out, "seed 2: turn limit: not won after 3 turns; score "));
    for (const char* bad : {"--seeds 3-1", "--seed x", "--jobs 0", "--nope"}) {
        Run opts = withBot("true", bad);
        INFO(bad);
        CHECK(opts.status == 2);
        CHECK(splitLines(opts.err).size() == 1u);
    }
}

TEST_CASE("gallery judge: a batch with the JSON summary and mean score", "[gallery][judge]") {
    Run r = withBot(listBot(false), "--seeds 1-3 --jobs 2 --json");
    INFO(r.out);
    CHECK(r.status == 1);
    auto lines = r.outLines();
    REQUIRE(lines.size() >= 6u);
    CHECK(lines[0].rfind("seed 1: ", 0) == 0);
    CHECK(lines[2].rfind("seed 3: ", 0) == 0);
    CHECK(contains(r.out, "3 games: 0 won, 3 lost"));
    CHECK(contains(r.out, "score (cards not in the gallery, 0: won): mean "));
    auto j = referee::json::parse(r.lastLine());
    CHECK(j["games"].number == 3);
    CHECK(j["wins"].number == 0);
    REQUIRE(j["scores"].size() == 3u);
    double sum = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(j["scores"].array[i]["seed"].number == double(i + 1));
        sum += j["scores"].array[i]["score"].number;
        CHECK(contains(lines[i], "score " + std::to_string(int(j["scores"].array[i]["score"].number)) + " ("));
    }
    CHECK(j["mean_score"].number == Approx(sum / 3).epsilon(0.001));
    CHECK(j["mean_score"].number > 0);
    CHECK(j["settings"]["max_turns"].number == 500);
}

TEST_CASE("gallery bot: the judge plays it to the end, as the bench does", "[gallery][bot]") {
    for (int seed : {5, 6}) {
        // --endgame 0: the endgame stops at a wall-clock safety net, which a
        // slow build (the sanitizers') reaches, and the two games would part.
        Run r = withBot(BOT_PATH " gallery --samples 8 --endgame 0 --seed " + std::to_string(seed), "--seed " + std::to_string(seed) + " --json");
        INFO(r.out << r.err);
        auto j = referee::json::parse(r.lastLine());
        REQUIRE(j["scores"].size() == 1u);
        std::string verdict = j["results"].array[0]["verdict"].string;
        CHECK((verdict == "win" || verdict == "finished"));
        CHECK(r.status == (verdict == "win" ? 0 : 1));
        // The same randomness in-process: the same game.
        gb::SamplerConfig cfg;
        cfg.samples = 8;
        cfg.endgame.orders = 0;
        patience::bot::FairResult p = gb::playDeal(std::uint64_t(seed), cfg);
        CHECK(p.error == "");
        CHECK(j["scores"].array[0]["score"].number == p.measure);  // the score
    }
}

TEST_CASE("gallery bot: bad turn input is one line and exit 2, the bench reports", "[gallery][bot]") {
    Run bad = runCommand("printf 'turn 1\\nrow A 2s\\n' | " BOT_PATH " gallery");
    CHECK(bad.status == 2);
    REQUIRE(bad.errLines().size() == 1u);
    CHECK(bad.errLines()[0] == "bot gallery: line 2: expected 'row A' and eight places ('-' or cards joined by commas)");
    Run opts = runCommand(BOT_PATH " gallery --samples x");
    CHECK(opts.status == 2);
    TempDir dir;
    std::string records = dir.file("bench.jsonl");
    Run bench = runCommand(BOT_PATH " gallery --bench 1-3 --samples 4 --json --jsonl " + shellQuoted(records));
    INFO(bench.out << bench.err);
    auto j = referee::json::parse(bench.lastLine());
    CHECK(j["games"].number == 3);
    // The summary is its games': their mean score and wins, exit 1 on a loss.
    double scores = 0, wins = 0;
    for (const auto& game : jsonlRecords(records)) scores += game["score"].number, wins += game["won"].boolean;
    CHECK(j["game"]["mean_score"].number == Approx(scores / 3).margin(1e-3));
    CHECK(j["wins"].number == wins);
    CHECK(bench.status == statusOwed(records));
}

TEST_CASE("gallery endgame: the candidate that wins under the most stock orders", "[gallery][bot]") {
    // Positions with at most two deals left in games the quick sampler plays
    // alone (the endgame off), judged by brute force under the same sampled
    // stock orders the endgame draws (the same generator, copied): for every
    // candidate, the orders under which the solver wins after it. The
    // endgame's choice must win under as many as the best candidate; and the
    // sampler's own choice must fall short somewhere, or this test would not
    // show the endgame doing anything.
    gb::SamplerConfig alone = quick();
    alone.endgame.orders = 0;
    gb::EndgameConfig endgame;
    endgame.orders = 6;
    endgame.maxStock = 2 * gallery::Piles;
    endgame.budget = 1L << 40;  // by positions only: the same answer on any machine
    endgame.maxMs = 1 << 30;
    gb::Solver solver(18);
    int judged = 0, samplerShort = 0;
    for (std::uint64_t seed = 1; seed <= 80; ++seed) {
        gallery::Game g = gallery::newGame(seed);
        gallery::Rng rng(seed);
        for (int turn = 1; turn <= 300 && !gallery::legalActions(g).empty(); ++turn) {
            gallery::View v = viewOf(g, turn);
            gallery::Action sampled = gb::chooseAction(v, alone, rng);
            std::vector<gallery::Action> cand;
            for (const gallery::Move& m : gallery::homeMoves(g)) cand.push_back(gallery::Action{false, m});
            if (!g.stock.empty()) cand.push_back(gallery::Action{true, {}});
            if (int(g.stock.size()) <= endgame.maxStock && cand.size() > 1 && turn % 3 == 0) {
                gallery::Rng copy = rng;
                gallery::Game order = gallery::gameOf(v);
                std::vector<int> wins(cand.size(), 0);
                for (int o = 0; o < (order.stock.empty() ? 1 : endgame.orders); ++o) {
                    for (std::size_t j = order.stock.size(); j > 1; --j) std::swap(order.stock[j - 1], order.stock[copy.below(std::uint32_t(j))]);
                    for (std::size_t c = 0; c < cand.size(); ++c) {
                        gallery::Game after = order;
                        gallery::playAction(after, cand[c]);
                        wins[c] += after.won() || solver.solve(after, 1 << 30, endgame.positions).status == gb::SolveResult::Winnable;
                    }
                }
                auto countOf = [&](const gallery::Action& a) { return wins[std::size_t(std::find(cand.begin(), cand.end(), a) - cand.begin())]; };
                gallery::Action chosen = gb::endgameAction(v, cand, sampled, endgame, rng).value_or(sampled);
                INFO("seed " << seed << " turn " << turn << ": sampled " << gallery::actionName(sampled) << ", chosen " << gallery::actionName(chosen));
                REQUIRE(gallery::whyNot(g, chosen) == "");
                CHECK(countOf(chosen) == *std::max_element(wins.begin(), wins.end()));
                ++judged;
                samplerShort += countOf(sampled) < *std::max_element(wins.begin(), wins.end());
            }
            gallery::playAction(g, sampled);
        }
    }
    INFO(judged << " positions judged, the sampler's choice short on " << samplerShort);
    CHECK(judged >= 30);
    CHECK(samplerShort >= 3);  // 4 when written
}
