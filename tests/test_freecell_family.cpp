// The FreeCell family (games/freecell/family*.hpp, bot/freecell/family_*):
// every game's deals against the boards fc-solve's tests use, its rules, the
// solver's answers replayed, proofs checked, and bad input refused.
#include "catch.hpp"

#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "bot/freecell/family/solver.hpp"
#include "games/freecell/deal.hpp"
#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/replay.hpp"
#include "freecell_family_support.hpp"
#include "support.hpp"

namespace test_freecell_family {

using namespace freecell;
using namespace test_support;

namespace {

// Boards as fc-solve's make_pysol_freecell_board.py -t N GAME prints them
// (fc-solve's tests deal the first five so), foundations left out.
struct Reference {
    const char* game;
    std::uint32_t deal;
    const char* board;
};
const Reference references[] = {
    {"bakers_game", 24, R"(4C 2C 9C 8C QS 4S 2H
5H QH 3C AC 3H 4H QD
QC 9S 6H 9H 3S KS 3D
5D 2S JC 5C JH 6D AS
2D KD TH TC TD 8D
7H JS KH TS KC 7C
AH 5S 6S AD 8H JD
7S 6C 7D 4D 8S 9D)"},
    {"forecell", 1099, R"(Freecells: TD AD AH TC
TS 2C 4S 7H 9D QH
6S QC 7S 3H KS QD
8H JS 9H 5S TH 2S
8C 7D 5H KD 6H QS
KC 8S 7C KH 9S JC
5D 6D 2H JD 6C JH
3D 3C 9C 4C AC 5C
4H 3S 8D 4D AS 2D)"},
    {"seahaven_towers", 1977, R"(Freecells: - 5S 6H
QH TS 6D TH 2C
JD 7H 8D 5H 2S
AD 6C 3H 4D AC
TC QC 5D QD 3S
5C AH 8S 9S 8C
JS QS 9C 2H 6S
3D 7D 3C TD AS
KC KS KD 7S KH
JC 9D 4C 4H 2D
JH 4S 7C 9H 8H)"},
    {"eight_off", 200, R"(Freecells: 3S - JC - 6S - 3C -
4S 9C KC 6C TC 8S
JH JD 2H 5S QH KS
3H KD 6H 5H 9S 4C
AS AD JS AH 8C QC
KH TD 4D TS 3D 9D
QS 7D 6D 7S AC TH
8D 4H 2D 2S 5D 9H
5C 8H 7C QD 2C 7H)"},
    {"simple_simon", 24, R"(4C QH 3C 8C AD JH 8S KS
5H 9S 6H AC 4D TD 4S 6D
QC 2S JC 9H QS KC 4H 8D
5D KD TH 5C 3H 8H 7C
2D JS KH TC 3S JD
7H 5S 6S TS 9D
AH 6C 7D 2H
7S 9C QD
2C 3D
AS)"},
    {"beleaguered_castle", 5, R"(Foundations: H-A C-A D-A S-A
8S 9C KC JD 8C 6D
2D KH 3H 7H 9D 6H
QS 4D KD 8H KS 6C
4C 2C 5H JH QD QC
9H 3C 6S JC 4H JS
2S 4S 8D 7D 2H 9S
3D 3S TD 5S TC 7C
5C 5D 7S QH TH TS)"},
    {"citadel", 5, R"(Foundations: H-2 C-3 D-6 S-3
8S 9C KC JD 8C
KH 3H 7H 9D 6H
QS KD 8H KS 6C
4C 5H JH QD QC
9H 6S JC 4H JS
4S 8D 7D 9S
TD 5S TC 7C
5C 7S QH TH TS)"},
    {"streets_and_alleys", 5, R"(AH 5C 3S TD 5S 2H 9S
8S AS 5D 7S QH TC AD
2D 9C KC JD 8C TH 7C
QS KH 3H 7H 9D 6D TS
4C 4D KD 8H KS 6H
9H 2C 5H JH QD 6C
2S 3C 6S JC 4H QC
3D 4S 8D 7D AC JS)"},
    {"fan", 5, R"(AH 5D 8C
8S KC 9D
2D 3H KS
QS KD QD
4C 5H 4H
9H 6S AC
2S 8D 2H
3D TD TC
5C 7S TH
AS JD 6D
9C 7H 6H
KH 8H 6C
4D JH QC
2C JC JS
3C 7D 9S
4S 5S AD
3S QH 7C
TS)"},
    {"bakers_dozen", 5, R"(TS 4H 7S 4D
KH QD TD 7C
KS AD 8D 9C
9S 9D 6S AS
JS 8C 5H 5C
KD QH QC 3D
6C 5S 3H 2S
KC 7D 6H 9H
6D JC 5D 4C
TH JH 3S QS
TC 8H 4S 2D
2H 7H 3C 8S
AC JD 2C AH)"},
    {"der_katz", 5, R"(3C 8C 3S 8C 9C 9D JD 2D 4S 4C
KH JD TC 5C 2S TH 6H JC QS 3D 2C JH 8H JS 5D 6S JC
KC 6S 5C TC
KC QC QS 5D TS 9H 9H AD AD 4D QD 7S 7C JH 4H 9D 8D 4S 9S 2D 7H 6H QD 4H QH 4D 7C
KS AH 5H AC
KH AC 2H TD AS 8D 6C QC 6C 9C 2S 2C 6D 7S 2H
KS 7H TD QH 3D 3H 8S 5S
KD 7D 5S AS 4C 7D 8H 5H 8S AH TS JS 3C 9S 3H 3S TH 6D
KD)"},
    {"die_schlange", 5, R"(Foundations: H-A S-A D-A C-A H-A S-A D-A C-A
3C 8C 3S 8C 9C 9D JD 2D 4S 4C
KH JD TC 5C 2S TH 6H JC QS 3D 2C JH 8H JS 5D 6S JC
KC 6S 5C TC
KC QC QS 5D TS 9H 9H 4D QD 7S 7C JH 4H 9D 8D 4S 9S 2D 7H 6H QD 4H QH 4D 7C
KS 5H
KH 2H TD 8D 6C QC 6C 9C 2S 2C 6D 7S 2H
KS 7H TD QH 3D 3H 8S 5S
KD 7D 5S 4C 7D 8H 5H 8S TS JS 3C 9S 3H 3S TH 6D
KD)"},
};

// A board of the reference's shape: "Freecells:" and the columns, compared
// with ours card by card (the foundations follow from the cards left, and
// the reference's trailing free cells are dropped).
std::string columnsAndCells(const FamilyBoard& b, const Family& f) {
    std::string s;
    bool anyCell = false;
    for (int i = 0; i < f.cells; ++i) anyCell = anyCell || b.cell[std::size_t(i)];
    if (anyCell) {
        int last = f.cells - 1;
        while (!b.cell[std::size_t(last)]) --last;
        s += "Freecells:";
        for (int i = 0; i <= last; ++i) s += " " + cardName(b.cell[std::size_t(i)]);
        s += "\n";
    }
    for (int col = 0; col < f.columns; ++col) {
        std::string line;
        for (int i = 0; i < b.len[std::size_t(col)]; ++i) line += (line.empty() ? "" : " ") + cardName(b.at(col, i));
        s += line + "\n";
    }
    return s;
}

Run runBot(const std::string& args, const std::string& input = "") {
    TempDir tmp;
    std::string in = tmp.file("in");
    std::ofstream(in, std::ios::binary) << input;
    return runCommand("timeout 60 " BOT_PATH " " + args + " <" + shellQuoted(in));
}

}  // namespace

TEST_CASE("family: deals are PySolFC's, as fc-solve's tests deal them", "[freecell][family][e2e]") {
    for (const Reference& r : references) {
        Family f = game(r.game);
        INFO(r.game << " " << r.deal);
        std::string expected;
        for (const std::string& line : splitLines(r.board)) {
            if (line.rfind("Foundations:", 0) == 0) continue;
            std::string l = line;
            while (l.size() > 2 && l.compare(l.size() - 2, 2, " -") == 0) l.resize(l.size() - 2);
            expected += l + "\n";
        }
        CHECK(columnsAndCells(deal(f, r.deal), f) == expected);
    }
}

TEST_CASE("family: FreeCell's layout is Microsoft's deal", "[freecell][family][e2e]") {
    Family f = game("bakers_game");
    for (std::uint32_t n : {1u, 2u, 617u, 11982u, 32000u}) {
        FamilyBoard b = deal(f, n);
        Board ms = msDeal(n);
        for (int col = 0; col < 8; ++col)
            for (int i = 0; i < ms.len[std::size_t(col)]; ++i) CHECK(b.at(col, i) == ms.at(col, i));
    }
}

TEST_CASE("family: every game's deal holds every card once a deck, and reads back", "[freecell][family][e2e]") {
    for (const auto& g : familyGames()) {
        std::vector<std::string> names{g.name};
        for (const char* a : g.aliases) names.push_back(a);
        for (const std::string& name : names) {
            Family f = game(name);
            INFO(name);
            FamilyBoard b = deal(f, 7);
            FamilyBoard back = parseFamilyBoard(familyBoardText(b, f), f);
            CHECK(back == b);
        }
    }
    // PySolFC's Good Measure and Cruel: two and four aces home, 50 and 48 cards in columns.
    CHECK(deal(game("good_measure"), 3).cardsHome() == 2);
    CHECK(deal(game("good_measure"), 3).onBoard() == 50);
    CHECK(deal(game("cruel"), 3).cardsHome() == 4);
    CHECK(deal(game("cruel"), 3).onBoard() == 48);
    std::string why;
    FamilyBoard b;
    CHECK_FALSE(familyDeal(game("fan"), 32001, b, why));
    CHECK(why.find("32000") != std::string::npos);
    Family changed = game("forecell");
    REQUIRE(FamilyOptions::set(changed, "--freecells-num", "2") == "");
    CHECK_FALSE(familyDeal(changed, 5, b, why));
    CHECK(why.find("does not fit") != std::string::npos);
}

TEST_CASE("family: names, aliases and rule options as fc-solve reads them", "[freecell][family]") {
    CHECK(game("seahaven").columns == 10);
    CHECK(game("kings_only_bakers_game").spaces == SpaceTakes::Kings);
    CHECK(game("der_katz").decks == 2);
    CHECK(game("freecell").standard());
    Family f = game("bakers_game");
    CHECK(FamilyOptions::set(f, "--freecells-num", "2") == "");
    CHECK(f.cells == 2);
    CHECK(f.builtBy == BuiltBy::Suit);
    CHECK(familyLabel(f).find("2 cells") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--sequences-are-built-by", "alternate_color") == "");
    CHECK(FamilyOptions::set(f, "--freecells-num", "4") == "");
    CHECK(f.standard());  // back to FreeCell's rules: FreeCell's own solver plays it
    // Refused, naming the option: fc-solve would fall back to a default.
    CHECK(FamilyOptions::set(f, "--game", "klondike").find("unknown game 'klondike'") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--freecells-num", "9").find("0 to 8") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--stacks-num", "x").find("--stacks-num") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--sequence-move", "some").find("limited or unlimited") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--empty-stacks-filled-by", "queens").find("kings, none or all") != std::string::npos);
    CHECK(FamilyOptions::set(f, "--sequences-are-built-by", "colour").find("alternate_color") != std::string::npos);
}

TEST_CASE("family: every game's rules are the docs' table's", "[freecell][family][e2e]") {
    // docs/freecell-family.md's table of the rules and their sources, row by
    // row: the rules played must be the rules it names and traces.
    std::istringstream doc(slurp(std::string(SAMPLES_DIR) + "/../docs/freecell-family.md"));
    std::string line;
    bool inTable = false;
    std::set<std::string> rows;
    while (std::getline(doc, line)) {
        if (line.rfind("## ", 0) == 0) inTable = line == "## The rules and their sources";
        if (!inTable || line.rfind("| ", 0) != 0 || line.rfind("| `--game`", 0) == 0) continue;
        std::vector<std::string> cells;
        for (std::size_t at = 1, bar; (bar = line.find(" |", at)) != std::string::npos; at = bar + 2)
            cells.push_back(line.substr(at + 1, bar - at - 1));
        REQUIRE(cells.size() == 10);
        std::string name = cells[0].substr(0, cells[0].find(' '));
        INFO(line);
        const FamilyGame* g = findFamilyGame(name);
        REQUIRE(g);
        rows.insert(g->name);
        const Family& f = g->rules;
        auto number = [](const std::string& text) { return std::stoi(text.substr(text.find_first_of("0123456789"))); };
        CHECK(number(cells[1]) == f.cells);
        CHECK(number(cells[2]) == f.columns);
        CHECK(number(cells[3]) == f.decks);
        CHECK(cells[4].rfind(f.builtBy == BuiltBy::AlternateColour ? "alternate colour"
                                 : f.builtBy == BuiltBy::Suit      ? "suit"
                                                                   : "rank",
                             0) == 0);
        bool simon = cells[5].find("runs of one suit") != std::string::npos;
        CHECK(simon == f.simpleSimon);
        CHECK((cells[5].find("any length") != std::string::npos) == (f.runs == RunsMove::Unlimited));
        if (!simon && f.runs == RunsMove::Limited) {
            // one card where neither a cell nor a space helps; else the formula's own part
            bool one = f.cells == 0 && f.spaces != SpaceTakes::Any;
            CHECK((cells[5] == "one card") == one);
            if (!one) CHECK(cells[5].find(f.spaces == SpaceTakes::Any ? "2^s" : "c + 1 cards") != std::string::npos);
        }
        CHECK(cells[6] ==
              (f.spaces == SpaceTakes::Any         ? "any card"
                   : f.spaces == SpaceTakes::Kings ? "a king"
                                                   : "nothing"));
        CHECK(cells[7].find('`') != std::string::npos);                   // a PySolFC class
        CHECK(cells[8].rfind("`" + std::string(g->name) + "`", 0) == 0);  // fc-solve's preset
    }
    CHECK(rows.size() == familyGames().size());
}

TEST_CASE("family: the move generator and the judge's check agree", "[freecell][family][e2e]") {
    std::mt19937 rng(37);
    for (const auto& g : familyGames()) {
        Family f = g.rules;
        FamilyRules rules(f);
        INFO(g.name);
        // Six deals a game (two under the sanitizers, which look for memory
        // errors, not disagreements: the Release build walks all six).
        for (std::uint32_t n = 1; n <= std::uint32_t(casesFor(6)); ++n) {
            randomWalk(deal(f, n), rules, 60, rng, [&](const FamilyBoard& b, const std::vector<FamilyMove>& moves) {
                std::set<std::uint32_t> listed;
                for (FamilyMove m : moves) {
                    CHECK(rules.check(b, m) == m.count);
                    listed.insert(std::uint32_t(m.from) << 16 | std::uint32_t(m.to) << 8 | m.count);
                }
                // Every move the check allows is generated.
                for (int from = 0; from < FamilyHome; ++from)
                    for (int to = 0; to <= FamilyHome; ++to)
                        for (int k = 1; k <= 13; ++k) {
                            FamilyMove m{std::uint8_t(from), std::uint8_t(to), std::uint8_t(k)};
                            if (rules.check(b, m))
                                CHECK(listed.count(std::uint32_t(from) << 16 | std::uint32_t(to) << 8 |
                                                   std::uint32_t(k)));
                        }
                // "distinct" only leaves out moves to a position also reached.
                std::size_t distinct = 0;
                rules.forEachMove(b, true, [&](FamilyMove) { ++distinct; });
                CHECK(distinct <= moves.size());
            });
        }
    }
}

TEST_CASE("family: the judge refuses what the game forbids and FreeCell allows", "[freecell][family]") {
    std::string why;
    // Baker's Game builds by suit: 5H on 6S is FreeCell's move, not Baker's.
    Family bakers = game("bakers_game");
    FamilyBoard b = parseFamilyBoard(
        "Foundations: H-4 C-K D-K S-5\n: 5H\n: 6S\n: 7S\n: 8S\n: 9S\n: TS\n: JS QS KS\n: 6H 7H 8H 9H TH JH QH KH\n",
        bakers);
    CHECK(FamilyRules(bakers).check(b, {0, 1, 1}, &why) == 0);
    CHECK(why == "5H does not go on 6S");
    // Seahaven: only a king goes into a space.
    Family sea = game("seahaven_towers");
    FamilyBoard s = parseFamilyBoard(
        "Foundations: H-4 C-K D-K S-4\nFreecells: 5H\n: 5S 6S 7S 8S\n: 6H\n: 7H\n: 8H\n: 9H TH JH QH KH\n: 9S\n: TS\n: JS\n: QS KS\n:\n",
        sea);
    CHECK(FamilyRules(sea).check(s, {FamilyCell0, 9, 1}, &why) == 0);
    CHECK(why == "only a king goes into a space");
    // Beleaguered Castle has no cells; Simple Simon moves only runs of one suit.
    Family castle = game("beleaguered_castle");
    FamilyBoard c = deal(castle, 1);
    CHECK(FamilyRules(castle).check(c, {0, FamilyCell0, 1}, &why) == 0);
    Family simon = game("simple_simon");
    FamilyBoard m = parseFamilyBoard(
        ": AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n: AS\n:\n:\n:\n:\n:\n",
        simon);
    CHECK(FamilyRules(simon).check(m, {3, FamilyHome, 12}, &why) == 0);
    // Unlimited runs (relaxed) against limited ones with no free cell.
    Family relaxed = game("relaxed_seahaven_towers");
    FamilyBoard r = parseFamilyBoard(
        "Foundations: H-0 C-K D-K S-K\nFreecells: 2H 3H 4H 5H\n: AH\n: KH QH JH TH 9H 8H\n: 7H 6H\n:\n:\n:\n:\n:\n:\n:\n",
        relaxed);
    CHECK(FamilyRules(relaxed).check(r, {1, 3, 1}, &why) == 0);  // 8H is no king
}

TEST_CASE("family: every game's deal solved, its solution replayed", "[freecell][family][e2e]") {
    // A deal each game wins; the solver's answer must replay under its rules.
    for (auto [name, n] : winnableDeals) {
        Family f = game(name);
        INFO(name << " " << n);
        FamilyBoard b = deal(f, n);
        bot::FamilySolverConfig config;
        config.positions = 2000000;
        auto r = bot::FamilySolver(b, f, config).solve(bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
        REQUIRE(r.status == bot::FamilySolver::Result::Winnable);
        CHECK(replayFamily(b, f, r.moves) == "");
        // The text reads back to the same moves.
        FamilyRules rules(f);
        FamilyBoard at = b;
        for (FamilyMove m : r.moves) {
            auto back = parseFamilyMove(familyMoveName(at, m), at, rules);
            REQUIRE(back);
            CHECK(*back == m);
            rules.play(at, m);
        }
    }
}

TEST_CASE("family: unwinnable deals are proved so, as fc-solve finds", "[freecell][family][e2e]") {
    // fc-solve's default search also exhausts these (its "I could not solve").
    for (auto [name, n] : lostDeals) {
        Family f = game(name);
        INFO(name << " " << n);
        auto r = bot::FamilySolver(deal(f, n), f).solve(bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
        CHECK(r.status == bot::FamilySolver::Result::Unwinnable);
    }
}

TEST_CASE("family: a position with no move is lost in every game", "[freecell][family][e2e]") {
    // Cells full, no column empty, no ace in view and no card in view one
    // below another that takes it: nothing moves, whatever the game's rules.
    auto stuck = [](const Family& f, const std::vector<std::string>& cells, const std::vector<std::string>& tops) {
        std::vector<int> count(DeckSize + 1, f.decks);
        FamilyBoard b;
        for (std::size_t i = 0; i < cells.size(); ++i) --count[b.cell[i] = parseCard(cells[i])];
        for (const std::string& t : tops) --count[parseCard(t)];
        int col = 0;
        for (Card c = 1; c <= DeckSize; ++c)
            for (; count[c] > 0; --count[c]) b.push(col++ % f.columns, c);
        for (std::size_t i = 0; i < tops.size(); ++i) b.push(int(i), parseCard(tops[i]));
        return b;
    };
    const std::vector<std::string> black = {"2C", "2S", "4C", "4S", "6C", "6S", "8C", "8S"};
    const std::vector<std::string> blackTops = {"TC", "TS", "QC", "QS", "KC", "KS", "9C", "9S", "JC"};
    const std::vector<std::string> evenTops = {"2C", "2D", "2H", "2S", "4C", "4D", "4H",
                                               "4S", "6C", "6D", "6H", "6S", "8C"};
    struct Case {
        const char* game;
        FamilyBoard board;
    };
    std::vector<Case> cases = {
        {"relaxed_freecell",
         stuck(game("relaxed_freecell"), {"2C", "2S", "4C", "4S"}, {"6C", "6S", "8C", "8S", "TC", "TS", "QC", "QS"})},
        {"eight_off",
         stuck(game("eight_off"), {"2C", "4C", "6C", "8C", "2D", "4D", "6D", "8D"},
               {"TC", "QC", "TD", "QD", "2H", "4H", "6H", "8H"})},
        {"bakers_dozen", stuck(game("bakers_dozen"), {}, evenTops)},
        {"die_schlange", stuck(game("die_schlange"), black, blackTops)},
        {"der_katz", stuck(game("der_katz"), black, blackTops)},
    };
    for (const Case& c : cases) {
        Family f = game(c.game);
        INFO(c.game << "\n" << familyBoardText(c.board, f));
        REQUIRE(parseFamilyBoard(familyBoardText(c.board, f), f) == c.board);
        auto r = bot::FamilySolver(c.board, f).solve(bot::FamilySolver::Clock::now() + std::chrono::seconds(30));
        CHECK(r.status == bot::FamilySolver::Result::Unwinnable);
        CHECK(r.nodes == 2);  // the start, once in each of the portfolio's two searches
    }
}

TEST_CASE("family: boards as fc-solve writes them, and bad ones refused with their line", "[freecell][family]") {
    Family sea = game("seahaven");
    FamilyBoard b = deal(sea, 1977);
    std::string text = familyBoardText(b, sea);
    CHECK(text.find("Freecells: - 5S 6H -\n") != std::string::npos);
    // fc-solve's other spellings: FC:, Founds:, '*' cells, 10 and 0 for tens.
    std::string other = text;
    other.replace(other.find("Freecells:"), 10, "FC:");
    other.replace(other.find("Foundations:"), 12, "Founds:");
    other.replace(other.find("- 5S"), 1, "*");
    other.replace(other.find("TS"), 2, "10S");
    other.replace(other.find("TH"), 2, "0H");
    CHECK(parseFamilyBoard(other, sea) == b);
    Family katz = game("der_katz");
    FamilyBoard k = deal(katz, 3);
    CHECK(parseFamilyBoard(familyBoardText(k, katz), katz) == k);
    auto refused = [](const std::string& board, const Family& f) {
        try {
            parseFamilyBoard(board, f);
        } catch (const InputError& e) {
            return e.where();
        }
        return std::string("accepted");
    };
    std::string nine = text.substr(0, text.rfind(':'));
    CHECK(refused(nine, sea).find("the board has 9 columns, the game 10") != std::string::npos);
    CHECK(refused(text + ": AS\n", sea).find("more columns than the game's 10") != std::string::npos);
    std::string twice = text;
    twice.replace(twice.find("5S"), 2, "6H");
    CHECK(refused(twice, sea).find("card 6H appears twice") != std::string::npos);
    CHECK(refused(familyBoardText(k, katz) + ": 5H\n", katz).find("more columns") != std::string::npos);
    std::string third = familyBoardText(k, katz);
    third.replace(third.rfind(": ") + 2, 2, "AH");  // a third ace of hearts, if the top was not one
    CHECK(refused(third, katz).find("AH") != std::string::npos);
    CHECK(refused("Freecells: 2H 3H 4H 5H 6H\n", sea).find("more free cells than the game's 4") != std::string::npos);
    CHECK(refused("Foundations: H-A H-2\n", sea).find("more foundations of H") != std::string::npos);
    CHECK(refused(": XX\n", sea).find("'XX' is not a card") != std::string::npos);
}

TEST_CASE("family: bot -g plays every game from the command line", "[freecell][family][cli][e2e]") {
    // A piped board, the moves on one line, replayed here.
    Family f = game("bakers_game");
    FamilyBoard b = deal(f, 24);
    Run r = runBot("-g bakers_game", familyBoardText(b, f));
    INFO(r.out << r.err);
    REQUIRE(r.status == 0);
    FamilyRules rules(f);
    std::vector<FamilyMove> moves;
    FamilyBoard at = b;
    for (const std::string& w : words(r.out)) {
        auto m = parseFamilyMove(w, at, rules);
        REQUIRE(m);
        moves.push_back(*m);
        rules.play(at, *m);
    }
    CHECK(replayFamily(b, f, moves) == "");
    // --deal with --print shows PySolFC's board; options apply left to right.
    Run shown = runBot("--game seahaven_towers --deal 1977 --print");
    CHECK(shown.out == familyBoardText(deal(game("seahaven_towers"), 1977), game("seahaven_towers")));
    CHECK(runBot("-g cruel --deal 1").status == 1);  // unwinnable: exit 1, the proof on standard error
    CHECK(runBot("-g cruel --deal 1").err.find("unwinnable (proved") != std::string::npos);
    // Bad names and values: one line, exit 2.
    for (const char* bad : {"-g klondike --deal 1", "--game", "-g fan --freecells-num 9 --deal 1",
                            "-g fan --sequence-move some", "-g fan --deal 40000", "-g fan --print"}) {
        Run e = runBot(bad);
        INFO(bad << ": " << e.err);
        CHECK(e.status == 2);
        CHECK(e.errLines().size() == 1);
    }
    Run wrong = runBot("-g seahaven", ": AS\n");
    CHECK(wrong.status == 2);
    CHECK(wrong.err.find("standard input: line") != std::string::npos);
    // --bench on the shared solve batch.
    Run bench = runBot("-g bakers_game --bench 1-4 --json");
    CHECK(bench.out.find("\"winnable\":4") != std::string::npos);
    // FreeCell named with -g is the puzzle's solver, as before.
    CHECK(runBot("-g freecell --deal 1").status == 0);
}

TEST_CASE("family: the judge refuses a move FreeCell allows and the game does not", "[freecell][family][judge][e2e]") {
    // FreeCell's rules in the game's shape (columns, decks; four cells at least): a move
    // they allow that the game forbids, found on the deal or a little later.
    auto freecellOnly = [](const Family& f, std::uint32_t n, FamilyBoard& at) -> std::optional<FamilyMove> {
        Family loose = f;
        loose.builtBy = BuiltBy::AlternateColour, loose.spaces = SpaceTakes::Any, loose.simpleSimon = false;
        loose.cells = std::max(f.cells, 4);
        FamilyRules game(f), freecell(loose);
        std::mt19937 rng(n);
        at = deal(f, n);
        for (int step = 0; step < 40; ++step) {
            std::optional<FamilyMove> found;
            freecell.forEachMove(at, false, [&](FamilyMove m) {
                if (!found && !game.check(at, m)) found = m;
            });
            if (found) return found;
            std::vector<FamilyMove> moves;
            game.forEachMove(at, false, [&](FamilyMove m) { moves.push_back(m); });
            if (moves.empty()) break;
            game.play(at, moves[rng() % moves.size()]);
        }
        return std::nullopt;
    };
    for (const auto& g : familyGames()) {
        if (std::string(g.name) == "relaxed_freecell" || std::string(g.name) == "freecell")
            continue;  // allows all FreeCell does
        INFO(g.name);
        FamilyBoard at;
        std::optional<FamilyMove> m;
        for (std::uint32_t n = 1; n <= 5 && !m; ++n) m = freecellOnly(g.rules, n, at);
        if (!m && g.rules.spaces != SpaceTakes::Any && g.rules.cells > 0) {
            // Random play seldom empties a column: a five in a cell, a space.
            at = FamilyBoard{};
            at.cell[0] = makeCard(5, 2);
            int col = 0;
            for (int d = 0; d < g.rules.decks; ++d)
                for (Card c = 1; c <= DeckSize; ++c)
                    if (d > 0 || c != at.cell[0]) at.push(1 + col++ % (g.rules.columns - 1), c);
            if (g.rules.decks == 2) at.push(1, at.cell[0]);
            m = FamilyMove{FamilyCell0, 0, 1};
        }
        REQUIRE(m);
        // The referee, given that position and a bot that plays the move.
        TempDir tmp;
        std::string board = tmp.file("board");
        std::ofstream(board) << familyBoardText(at, g.rules);
        Run r = runCommand("timeout 60 " REFEREE_PATH " freecell --game " + std::string(g.name) + " --board " +
                           shellQuoted(board) + " --bot " + shellQuoted("echo " + familyMoveName(at, *m)));
        INFO(r.out << r.err);
        CHECK(r.status == 1);
        CHECK(r.out.find("illegal move on turn 1, move 1") != std::string::npos);
    }
}

TEST_CASE("family: the referee judges the bot under the game's rules", "[freecell][family][judge][e2e]") {
    Run won = runCommand("timeout 60 " REFEREE_PATH " freecell -g seahaven_towers --deals 1977,1978 --json");
    INFO(won.out << won.err);
    CHECK(won.out.find("deal 1977: win in 1 turn") != std::string::npos);
    CHECK(won.out.find("\"game\":\"seahaven_towers\"") != std::string::npos);
    Run lost = runCommand("timeout 60 " REFEREE_PATH " freecell -g cruel --deal 1");
    CHECK(lost.status == 1);
    CHECK(lost.out.find("bot printed nothing") != std::string::npos);
    // Cruel is fc-solve's, with no redeal: the judge and the bot say so.
    CHECK(lost.out.find("note: Cruel as fc-solve plays it, with no redeal") != std::string::npos);
    Run cruel = runBot("-g cruel --deal 3");
    CHECK(cruel.status == 1);
    CHECK(cruel.err.find("PySolFC's Cruel, which redeals, is a different game") != std::string::npos);
    Run bad = runCommand("timeout 60 " REFEREE_PATH " freecell -g fan --autoplay none");
    CHECK(bad.status == 2);
    CHECK(bad.err.find("FreeCell's only") != std::string::npos);
    Run shown = runCommand(REFEREE_PATH " freecell -g forecell --deal 1099 --print-deal");
    CHECK(shown.out == familyBoardText(deal(game("forecell"), 1099), game("forecell")));
    // The puzzle's bot (no -g) refuses the family's turn at its first line
    // instead of waiting for the puzzle's fourteen to the time limit.
    Run puzzleBot = runCommand("timeout 60 " REFEREE_PATH " freecell -g seahaven_towers --deal 3 --bot " BOT_PATH);
    INFO(puzzleBot.out << puzzleBot.err);
    CHECK(puzzleBot.status == 1);
    CHECK(puzzleBot.out.find("bot exited on turn 1") != std::string::npos);
    CHECK(puzzleBot.err.find("line 1: expected the number of foundations plus one") != std::string::npos);
}

}  // namespace test_freecell_family
