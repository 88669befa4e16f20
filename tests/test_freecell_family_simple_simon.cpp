// Simple Simon by PySolFC's rules (SuperMoveSpider_RowStack): a sequence
// built down by rank moves where its runs of one suit number at most 2^e, e
// the spaces other than the target, so one run of any length always moves;
// only whole suits go home. Checked against the rules, the solver, the judge
// and tools/simple-simon-check, a second search that shares none of the
// rules' code.
#include "catch.hpp"

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bot/freecell/family/solve.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/replay.hpp"
#include "freecell_family_support.hpp"
#include "support.hpp"

namespace test_freecell_family_simple_simon {

using namespace freecell;
using namespace test_support;

namespace {

const Family& simonGame() {
    static const Family f = game("simple_simon");
    return f;
}

// A board of ten columns: `tops` laid on the first columns as given, the
// other cards spread over the rest in ascending order (so none builds on the
// one below it), leaving `spaces` columns empty at the end.
FamilyBoard simonBoard(const std::vector<std::string>& tops, int spaces) {
    std::vector<std::vector<Card>> columns(10);
    std::vector<bool> used(DeckSize + 1, false);
    for (std::size_t i = 0; i < tops.size(); ++i) {
        std::istringstream cards(tops[i]);
        for (std::string w; cards >> w;) {
            Card c = parseCard(w);
            REQUIRE(!used[c]);
            used[c] = true, columns[i].push_back(c);
        }
    }
    int fill = 10 - int(tops.size()) - spaces, next = 0;
    REQUIRE(fill > 0);
    for (Card c = 1; c <= DeckSize; ++c)
        if (!used[c]) columns[tops.size() + std::size_t(next++ % fill)].push_back(c);
    FamilyBoard b;
    for (int col = 0; col < 10; ++col)
        for (Card c : columns[std::size_t(col)]) b.push(col, c);
    return b;
}

bool generated(const FamilyBoard& b, FamilyMove m) {
    bool found = false;
    FamilyRules(simonGame()).forEachMove(b, true, [&](FamilyMove g) { found = found || g == m; });
    return found;
}

}  // namespace

TEST_CASE("family: Simple Simon moves one run of one suit whole, with no space", "[freecell][family][simple_simon]") {
    const Family& simon = simonGame();
    // Queen to ace of hearts, twelve cards, onto the king of spades: no column is empty.
    FamilyBoard b = simonBoard({"KS", "3D QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"}, 0);
    FamilyRules rules(simon);
    REQUIRE(rules.emptyColumns(b) == 0);
    std::string why;
    CHECK(rules.check(b, {1, 0, 12}, &why) == 12);
    CHECK(generated(b, {1, 0, 12}));
    // Written as any move onto a card: the count follows from the ranks.
    CHECK(familyMoveName(b, {1, 0, 12}) == "21");
    auto parsed = parseFamilyMove("21", b, rules);
    REQUIRE(parsed);
    CHECK(parsed->count == 12);
    // Part of it moves too, and the thirteenth card is not part of the sequence.
    CHECK(rules.check(b, {1, 0, 13}, &why) == 0);
}

TEST_CASE("family: Simple Simon counts a sequence's runs of one suit against the spaces",
          "[freecell][family][simple_simon][e2e]") {
    const Family& simon = simonGame();
    // 9S on top of 8H 7H: a sequence by rank of two runs, onto the ten of diamonds.
    FamilyRules rules(simon);
    std::string why;
    FamilyBoard none = simonBoard({"TD", "2C 9S 8H 7H"}, 0);
    CHECK(rules.check(none, {1, 0, 3}, &why) == 0);
    CHECK(why == "moving 2 runs needs more free space");
    CHECK(!generated(none, {1, 0, 3}));
    CHECK(rules.check(none, {1, 0, 2}, &why) == 0);
    CHECK(why == "8H does not go on TD");
    FamilyBoard one = simonBoard({"TD", "2C 9S 8H 7H"}, 1);
    CHECK(rules.check(one, {1, 0, 3}, &why) == 3);
    CHECK(generated(one, {1, 0, 3}));
    // Into the space itself, no other space is left: one run only.
    const int space = 9;
    CHECK(rules.check(one, {1, space, 3}, &why) == 0);
    CHECK(rules.check(one, {1, space, 2}, &why) == 2);
    FamilyBoard two = simonBoard({"TD", "2C 9S 8H 7H"}, 2);
    CHECK(rules.check(two, {1, 8, 3}, &why) == 3);
    CHECK(familyMoveName(two, {1, 8, 3}) == "29v3");
    // Four runs need two spaces besides the target.
    FamilyBoard four = simonBoard({"TD", "2C 9S 8H 7S 6H"}, 1);
    CHECK(rules.check(four, {1, 0, 4}, &why) == 0);
    CHECK(why == "moving 4 runs needs more free space");
    four = simonBoard({"TD", "2C 9S 8H 7S 6H"}, 2);
    CHECK(rules.check(four, {1, 0, 4}, &why) == 4);
    // The judge takes the move as the rules do: "21" carries the two runs onto TD.
    TempDir tmp;
    for (const FamilyBoard* b : {&none, &one}) {
        std::string file = tmp.file("board");
        std::ofstream(file) << familyBoardText(*b, simon);
        Run r = runCommand("timeout 60 " REFEREE_PATH " freecell -g simple_simon --board " + file + " --bot 'echo 21'");
        INFO(r.out << r.err);
        bool refused = r.out.find("illegal move on turn 1, move 1") != std::string::npos;
        CHECK(refused == (b == &none));
        if (refused) CHECK(r.out.find("moving 2 runs needs more free space") != std::string::npos);
    }
    // --sequence-move unlimited: any sequence by rank, spaces or not.
    Family unlimited = simon;
    unlimited.runs = RunsMove::Unlimited;
    CHECK(FamilyRules(unlimited).check(simonBoard({"TD", "2C 9S 8H 7S 6H"}, 0), {1, 0, 4}, &why) == 4);
}

TEST_CASE("family: Simple Simon sends only a whole suit home", "[freecell][family][simple_simon]") {
    const Family& simon = simonGame();
    FamilyRules rules(simon);
    std::string why;
    FamilyBoard suit = simonBoard({"2C KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"}, 0);
    CHECK(rules.check(suit, {0, FamilyHome, Ranks}, &why) == Ranks);
    CHECK(generated(suit, {0, FamilyHome, Ranks}));
    // King to ace by rank, not of one suit: it moves as a sequence, it does not go home.
    FamilyBoard mixed = simonBoard({"2C KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AD"}, 0);
    CHECK(rules.check(mixed, {0, FamilyHome, Ranks}, &why) == 0);
    CHECK(why == "only a whole suit, king to ace, goes home");
    CHECK(rules.check(mixed, {0, FamilyHome, 1}, &why) == 0);
    CHECK(!generated(mixed, {0, FamilyHome, Ranks}));
}

TEST_CASE("family: Simple Simon on the engine counts runs and sends suits home as the rules do",
          "[freecell][family][simple_simon][engine]") {
    using R = SimpleSimonRules;
    using B = BasicBoard<R>;
    auto engine = [](const std::vector<std::string>& tops, int spaces) {
        return bot::engineBoard<R>(simonBoard(tops, spaces));
    };
    // 9S on 8H 7H, two runs, onto the ten of diamonds: a space besides the target.
    Check none = check(engine({"TD", "2C 9S 8H 7H"}, 0), Move{1, 0});
    CHECK(none.count == 0);
    CHECK(none.why == "moving 2 runs needs more free space (room for 1)");
    CHECK(carried(engine({"TD", "2C 9S 8H 7H"}, 1), Move{1, 0}) == 3);
    CHECK(carried(engine({"TD", "2C 9S 8H 7H"}, 1), Move{1, 9}) == 2);  // into the only space, one run
    // One run of twelve cards moves whole with no space.
    CHECK(carried(engine({"KS", "3D QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"}, 0), Move{1, 0}) == 12);
    // Home: thirteen cards of one suit; king to ace of two suits, nothing; no card alone.
    B suit = engine({"2C KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"}, 0);
    CHECK(autoplay(suit, Autoplay::Safe) == 0);
    REQUIRE(carried(suit, Move{0, B::HomeLoc}) == Ranks);
    play(suit, Move{0, B::HomeLoc}, Ranks);
    CHECK(suit.home[3] == Ranks);
    CHECK(suit.cardsHome() == Ranks);
    CHECK(suit.len[0] == 1);
    Check mixed = check(engine({"2C KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AD"}, 0), Move{0, B::HomeLoc});
    CHECK(mixed.why == "only a whole suit, king to ace, goes home");
    // Deal 6 proved lost by the engine's exact proof too.
    auto proof = bot::exactProofFor(deal(simonGame(), 6), simonGame(), 8000000,
                                    bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
    REQUIRE(proof);
    CHECK(proof->status == bot::FamilySolver::Result::Unwinnable);
}

TEST_CASE("family: Simple Simon deal 88 is won and judged, deal 6 is proved lost",
          "[freecell][family][simple_simon][e2e]") {
    const Family& simon = simonGame();
    // Deal 88 was "proved" lost while one run moved only as far as the spaces allowed.
    Run won = runCommand(BOT_PATH " -g simple_simon --deal 88");
    INFO(won.out << won.err);
    REQUIRE(won.status == 0);
    std::string line = won.out.substr(0, won.out.find('\n'));
    Run judged = runCommand("timeout 60 " REFEREE_PATH " freecell -g simple_simon --deal 88 --bot " +
                            shellQuoted("echo " + shellQuoted(line)));
    INFO(judged.out << judged.err);
    CHECK(judged.status == 0);
    CHECK(judged.out.find("deal 88: win in 1 turn") != std::string::npos);
    // The second opinion replays it by rules of its own.
    TempDir tmp;
    std::string board = tmp.file("88.board");
    std::ofstream(board) << familyBoardText(deal(simon, 88), simon);
    Run checked = runCommand(SIMPLE_SIMON_CHECK_PATH " --line " + shellQuoted(line) + " " + board);
    INFO(checked.out << checked.err);
    CHECK(checked.status == 0);
    CHECK(checked.out == "wins\n");
    // Deal 6: no move opens anything. Both searches prove it.
    auto lost =
        bot::FamilySolver(deal(simon, 6), simon).solve(bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
    CHECK(lost.status == bot::FamilySolver::Result::Unwinnable);
    std::string six = tmp.file("6.board");
    std::ofstream(six) << familyBoardText(deal(simon, 6), simon);
    Run second = runCommand(SIMPLE_SIMON_CHECK_PATH " " + six);
    INFO(second.out << second.err);
    CHECK(second.status == 1);
    CHECK(second.out.rfind("unwinnable (proved: ", 0) == 0);
}

TEST_CASE("family: Simple Simon's moves are legal by the second opinion's rules too",
          "[freecell][family][simple_simon][e2e]") {
    const Family& simon = simonGame();
    // Lines of every kind of move (several runs, into spaces, home), each
    // replayed by tools/simple-simon-check: the solver's solution to a point
    // where spaces have opened, then random moves, half of them of several
    // runs where there are some (random play from the deal seldom opens a
    // space, which such a move needs).
    FamilyRules rules(simon);
    TempDir tmp;
    std::mt19937 rng(61);
    int multiRun = 0;
    auto several = [&](const FamilyBoard& b, FamilyMove m) {
        return m.from < simon.columns && m.to != FamilyHome && rules.units(b, m.from, m.count) > 1;
    };
    for (std::uint32_t n = 1; n <= std::uint32_t(casesFor(8)); ++n) {
        FamilyBoard start = deal(simon, n), b = start;
        auto solved = bot::FamilySolver(start, simon).solve(bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
        std::vector<FamilyMove> line(solved.moves.begin(), solved.moves.begin() + long(solved.moves.size() / 2));
        for (FamilyMove m : line) multiRun += several(b, m), rules.play(b, m);
        for (int step = 0; step < 100; ++step) {
            std::vector<FamilyMove> moves, ofSeveral;
            rules.forEachMove(b, false, [&](FamilyMove m) {
                moves.push_back(m);
                if (several(b, m)) ofSeveral.push_back(m);
            });
            if (moves.empty()) break;
            bool pick = !ofSeveral.empty() && rng() % 2;
            FamilyMove m = pick ? ofSeveral[rng() % ofSeveral.size()] : moves[rng() % moves.size()];
            multiRun += several(b, m);
            line.push_back(m);
            rules.play(b, m);
        }
        std::string file = tmp.file(std::to_string(n) + ".board");
        std::ofstream(file) << familyBoardText(start, simon);
        Run r = runCommand(SIMPLE_SIMON_CHECK_PATH " --line " + shellQuoted(familyMovesText(start, simon, line)) + " " +
                           file);
        INFO("deal " << n << ": " << r.out << r.err);
        CHECK(r.out == (rules.won(b) ? "wins\n" : "legal, but does not win\n"));
    }
    CHECK(multiRun >= 3);
}

}  // namespace test_freecell_family_simple_simon
