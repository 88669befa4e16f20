// The Spider rules engine (games/spider): Woods's worked example, deals,
// moves, removal, back-up and his position files.
#include "catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "games/spider/spider.hpp"
#include "spider_example.hpp"
#include "support.hpp"

namespace test_spider_rules {

using namespace test_support;
using namespace spider_example;
namespace sp = spider;

namespace {

std::string page6Path() { return std::string(SAMPLES_DIR) + "/spider/woods-page6.txt"; }

sp::Game page6(const sp::Rules& rules = {}) {
    std::string text = slurp(page6Path());
    INFO("sample file " << page6Path());
    REQUIRE(!text.empty());
    return sp::readPosition(text, rules);
}

sp::Card card(const std::string& name) {
    auto c = sp::parseCard(name);
    INFO("card " << name);
    REQUIRE(c);
    return *c;
}

std::vector<sp::Card> cards(const std::string& names) {
    std::vector<sp::Card> out;
    std::istringstream in(names);
    for (std::string w; in >> w;) out.push_back(card(w));
    return out;
}

// A column by hand: face-down cards (the next to turn up last), face-up top to bottom.
void setColumn(sp::Game& g, int col, const std::string& down, const std::string& up) {
    g.columns[std::size_t(col)].down = cards(down);
    g.columns[std::size_t(col)].up = cards(up);
}

// Every column holds one filler King so that nothing is a space; tests overwrite some.
sp::Game filled() {
    sp::Game g;
    for (int c = 0; c < sp::Columns; ++c) setColumn(g, c, "", "Kc");
    return g;
}

// King to Ace; `suits` is one suit letter, or one per card (King first).
std::vector<sp::Card> kingToAce(const std::string& suits) {
    std::vector<sp::Card> out;
    for (int r = sp::Ranks; r >= 1; --r) {
        char s = suits.size() == 1 ? suits[0] : suits[std::size_t(sp::Ranks - r)];
        out.push_back(sp::makeCard(r, int(std::string(sp::SuitLetters).find(s))));
    }
    return out;
}

// "<n> <m>" as Woods's program reads it: as many cards as possible.
void play(sp::Game& g, int n, int m) {
    int k = g.cardsFor(n - 1, m - 1);
    INFO("move " << n << " " << m);
    REQUIRE(k > 0);
    REQUIRE(g.whyNotMove(n - 1, m - 1, k) == "");
    g.move(n - 1, m - 1, k);
}

std::string upText(const sp::Game& g, int col) {
    std::string s;
    for (sp::Card c : g.columns[std::size_t(col)].up) s += (s.empty() ? "" : " ") + sp::cardName(c);
    return s;
}

// Everything a game holds, history and brand included.
void requireSameGame(const sp::Game& a, const sp::Game& b) {
    for (int c = 0; c < sp::Columns; ++c) {
        INFO("column " << c + 1);
        CHECK(a.columns[std::size_t(c)].down == b.columns[std::size_t(c)].down);
        CHECK(a.columns[std::size_t(c)].up == b.columns[std::size_t(c)].up);
    }
    CHECK(a.hand == b.hand);
    CHECK(a.removedRuns == b.removedRuns);
    REQUIRE(a.history.size() == b.history.size());
    for (std::size_t i = 0; i < a.history.size(); ++i) {
        const auto &x = a.history[i], &y = b.history[i];
        INFO("history step " << i + 1);
        CHECK((x.kind == y.kind && x.from == y.from && x.to == y.to && x.count == y.count && x.turned == y.turned &&
               x.automatic == y.automatic));
    }
    CHECK(a.cheated == b.cheated);
}

int countCards(const sp::Game& g, int counts[sp::DeckSize]) {
    int total = 0;
    auto add = [&](sp::Card c) { ++counts[c], ++total; };
    for (const auto& col : g.columns) {
        for (sp::Card c : col.down) add(c);
        for (sp::Card c : col.up) add(c);
    }
    for (sp::Card c : g.hand) add(c);
    for (const auto& run : g.removedRuns)
        for (sp::Card c : run) add(c);
    return total;
}

// The FileError readPosition throws for `text`; fails the test if none.
sp::FileError fileError(const std::string& text) {
    try {
        sp::readPosition(text);
    } catch (const sp::FileError& e) {
        return e;
    }
    FAIL("no FileError for: " << text);
    return sp::FileError(0, 0, "");
}

// The page-6 file's second line, split at the commas.
std::vector<std::string> page6Fields() {
    auto lines = splitLines(slurp(page6Path()));
    REQUIRE(lines.size() >= 2);
    std::vector<std::string> f;
    std::istringstream in(lines[1]);
    for (std::string s; std::getline(in, s, ',');) f.push_back(s);
    REQUIRE(f.size() == 21);
    return f;
}

std::string joinFields(const std::vector<std::string>& f, const std::string& line1 = "0 0") {
    std::string s = line1 + "\n";
    for (std::size_t i = 0; i < f.size(); ++i) s += (i ? "," : "") + f[i];
    return s + "\n";
}

std::string replaceAll(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t i = 0; (i = s.find(from, i)) != std::string::npos; i += to.size()) s.replace(i, from.size(), to);
    return s;
}

}  // namespace

TEST_CASE("spider: Woods's worked example, move by move, tableau by tableau", "[spider][rules]") {
    sp::Game g = page6();
    CHECK(sp::tableauText(g) == Tableau0);
    CHECK(g.faceDown() == 44);
    CHECK(g.hand.size() == 50);
    const int groups[4][4][2] = {{{8, 9}, {2, 9}, {7, 2}, {7, 2}},
                                 {{6, 9}, {8, 10}, {5, 4}, {5, 4}},
                                 {{3, 4}, {9, 7}, {5, 9}, {5, 6}},
                                 {{3, 2}, {10, 3}, {8, 10}, {8, 1}}};
    const char* const after[4] = {Tableau1, Tableau2, Tableau3, Tableau4};
    for (int i = 0; i < 4; ++i) {
        for (const auto& m : groups[i]) play(g, m[0], m[1]);
        INFO("after group " << i + 1);
        CHECK(sp::tableauText(g) == after[i]);
    }
    CHECK(g.history.size() == 16);
    CHECK(!g.cheated);
    // "turning up a 7h" in column 3 and "a 3s" in column 8, as the text says.
    CHECK(g.history[12].turned);
    CHECK(g.history[15].turned);
}

TEST_CASE("spider: newGame deals Woods's tableau from two decks", "[spider][rules]") {
    for (bool corners : {false, true}) {
        sp::Rules r;
        r.extraOnCorners = corners;
        sp::Game g = sp::newGame(12345, r);
        INFO("extra on corners: " << corners);
        CHECK(g.faceDown() == 44);
        for (int c = 0; c < sp::Columns; ++c) {
            bool extra = corners ? (c == 0 || c == 3 || c == 6 || c == 9) : c < 4;
            INFO("column " << c + 1);
            CHECK(g.columns[std::size_t(c)].down.size() == (extra ? 5u : 4u));
            CHECK(g.columns[std::size_t(c)].up.size() == 1u);
        }
        CHECK(g.hand.size() == 50);
        CHECK(g.dealsLeft() == 5);
        int counts[sp::DeckSize] = {};
        CHECK(countCards(g, counts) == sp::Cards);
        for (int c = 0; c < sp::DeckSize; ++c) CHECK(counts[c] == 2);
        CHECK(g.history.empty());
        CHECK(g.removedRuns.empty());
    }
    // The same seed deals the same cards everywhere: a regression value for seed 1.
    sp::Game a = sp::newGame(1), b = sp::newGame(1);
    requireSameGame(a, b);
    std::string ups;
    for (const auto& col : a.columns) ups += (ups.empty() ? "" : " ") + sp::cardName(col.up[0]);
    CHECK(ups == "Js 10d 5s 5d 2d 3s 2c 8h 7c 4s");
    CHECK(sp::cardName(a.hand[0]) + " " + sp::cardName(a.hand[1]) + " " + sp::cardName(a.hand[2]) == "8h 2h Jh");
    CHECK(sp::writePosition(sp::newGame(2)) != sp::writePosition(a));
    CHECK(sp::writePosition(sp::newGame(1u << 31)) != sp::writePosition(a));
}

TEST_CASE("spider: runs of one suit move whole or in part, mixed runs do not", "[spider][rules]") {
    sp::Game g = filled();
    setColumn(g, 0, "", "9h 8s 7s 6s");
    setColumn(g, 1, "", "9d");
    setColumn(g, 2, "", "8d");
    setColumn(g, 3, "", "7c");
    CHECK(g.movableRun(0) == 3);
    CHECK(g.cardsFor(0, 1) == 3);
    CHECK(g.cardsFor(0, 2) == 2);
    CHECK(g.cardsFor(0, 3) == 1);
    CHECK(g.cardsFor(0, 4) == 0);  // onto a King: nothing fits
    CHECK(g.whyNotMove(0, 1, 3) == "");
    CHECK(g.whyNotMove(0, 2, 2) == "");
    CHECK(g.whyNotMove(0, 3, 1) == "");
    CHECK(g.whyNotMove(0, 1, 2) == "7s does not go on 9d");
    CHECK(g.whyNotMove(0, 1, 4) == "only 3 cards at the bottom of column 1 can move together");

    SECTION("part of a run moves; what it lands on does not join it") {
        g.move(0, 2, 2);
        CHECK(upText(g, 0) == "9h 8s");
        CHECK(upText(g, 2) == "8d 7s 6s");
        CHECK(g.movableRun(2) == 2);
    }
    SECTION("a mixed-suit run moves only card by card, unless --any-run-moves") {
        sp::Game m = filled();
        setColumn(m, 0, "", "8h 7s");
        setColumn(m, 1, "", "9d");
        CHECK(m.movableRun(0) == 1);
        CHECK(m.cardsFor(0, 1) == 0);
        CHECK(m.whyNotMove(0, 1, 2) == "only 1 card at the bottom of column 1 can move together");
        m.rules.anyRunMoves = true;
        CHECK(m.movableRun(0) == 2);
        CHECK(m.cardsFor(0, 1) == 2);
        CHECK(m.whyNotMove(0, 1, 2) == "");
        // --suits 2: one colour is one suit; --suits 1: any card.
        sp::Game c = filled();
        c.rules.suits = 2;
        setColumn(c, 0, "", "8h 7d 6s");
        CHECK(c.movableRun(0) == 1);
        setColumn(c, 0, "", "9s 8h 7d");
        CHECK(c.movableRun(0) == 2);
        c.rules.suits = 1;
        CHECK(c.movableRun(0) == 3);
    }
    SECTION("anything goes into a space, as many as asked; --kings-to-spaces restricts it") {
        sp::Game s = filled();
        setColumn(s, 0, "", "Qh 9h 8h 7h");
        setColumn(s, 4, "", "");
        CHECK(s.cardsFor(0, 4) == 3);  // "as many as possible"
        for (int k = 1; k <= 3; ++k) CHECK(s.whyNotMove(0, 4, k) == "");
        s.move(0, 4, 2);
        CHECK(upText(s, 0) == "Qh 9h");
        CHECK(upText(s, 4) == "8h 7h");
        s.rules.kingsOnlyToSpace = true;
        setColumn(s, 5, "", "");
        CHECK(s.whyNotMove(4, 5, 2) == "only a King may go into a space (--kings-to-spaces)");
        CHECK(s.whyNotMove(1, 5, 1) == "");  // the filler King
    }
    SECTION("illegal moves give reasons and change nothing") {
        setColumn(g, 6, "", "");
        sp::Game before = g;
        CHECK(g.whyNotMove(0, 0, 1) == "a column cannot move onto itself");
        CHECK(g.whyNotMove(0, 10, 1) == "columns are numbered 1 to 10");
        CHECK(g.whyNotMove(-1, 3, 1) == "columns are numbered 1 to 10");
        CHECK(g.whyNotMove(0, 1, 0) == "at least one card must move");
        CHECK(g.whyNotMove(0, 5, 1) == "6s does not go on Kc");
        CHECK(g.whyNotMove(6, 0, 1) == "column 7 is empty");
        CHECK(g.cardsFor(6, 0) == 0);
        CHECK(g.whyNotRemove(0) == "column 1 has no King-to-Ace run at its bottom");
        CHECK(g.whyNotDeal() != "");
        requireSameGame(g, before);
    }
}

TEST_CASE("spider: a deal puts the front of the hand on columns 1-10, never with a space", "[spider][rules]") {
    sp::Game g = sp::newGame(99);
    std::vector<sp::Card> front(g.hand.begin(), g.hand.begin() + 10), rest(g.hand.begin() + 10, g.hand.end());
    REQUIRE(g.whyNotDeal() == "");
    g.deal();
    for (int c = 0; c < sp::Columns; ++c) {
        CHECK(g.columns[std::size_t(c)].up.size() == 2u);
        CHECK(g.columns[std::size_t(c)].up.back() == front[std::size_t(c)]);
    }
    CHECK(g.hand == rest);
    CHECK(g.dealsLeft() == 4);
    CHECK(g.history.back().kind == sp::Action::Deal);
    CHECK(g.history.back().count == 10);

    sp::Game s = filled();
    s.hand = cards("2c 3c 4c 5c 6c 7c 8c 9c 10c Jc");
    setColumn(s, 6, "", "");
    sp::Game before = s;
    CHECK(s.whyNotDeal() == "no dealing while there is a space (column 7)");
    requireSameGame(s, before);
    s.hand.clear();
    setColumn(s, 6, "", "Kd");
    CHECK(s.whyNotDeal() == "no deals are left");

    SECTION("--last-deal 4: the fifth deal is 4 cards onto piles 1-4, 6 stay") {
        sp::Rules r;
        r.lastDealFour = true;
        sp::Game f = sp::newGame(5, r);
        for (int i = 0; i < 4; ++i) f.deal();
        REQUIRE(f.hand.size() == 10u);
        std::vector<sp::Card> last = f.hand;
        f.deal();
        CHECK(f.history.back().count == 4);
        CHECK(f.hand == std::vector<sp::Card>(last.begin() + 4, last.end()));
        for (int c = 0; c < sp::Columns; ++c) CHECK(f.columns[std::size_t(c)].up.size() == (c < 4 ? 6u : 5u));
        CHECK(f.dealsLeft() == 0);
        CHECK(f.whyNotDeal() == "no deals are left");
        REQUIRE(f.backUp());  // and back: all ten in the hand again
        CHECK(f.hand == last);

        sp::Game d = sp::newGame(5);
        for (int i = 0; i < 5; ++i) d.deal();
        CHECK(d.hand.empty());
        CHECK(d.history.back().count == 10);
    }
}

TEST_CASE("spider: removing a completed suit, by suits 4, 2 and 1, by hand and automatically", "[spider][rules]") {
    sp::Game g = filled();
    setColumn(g, 0, "3d 5c", "");
    g.columns[0].up = kingToAce("h");
    CHECK(g.whyNotRemove(0) == "");
    CHECK(g.whyNotRemove(1) == "column 2 has no King-to-Ace run at its bottom");
    g.remove(0);
    CHECK(g.removedRuns.size() == 1u);
    CHECK(sp::cardName(g.removedRuns[0][0]) == "Kh");
    CHECK(upText(g, 0) == "5c");  // the face-down card turned up
    CHECK(g.columns[0].down == cards("3d"));
    CHECK(g.history.back().kind == sp::Action::Remove);
    CHECK(g.history.back().turned);
    CHECK(!g.history.back().automatic);

    // Hearts and diamonds mixed: one suit with --suits 2 or 1; hearts and spades only with 1.
    for (int suits : {4, 2, 1}) {
        sp::Game m = filled();
        m.rules.suits = suits;
        m.columns[2].up = kingToAce("hdhdhdhdhdhdh");
        m.columns[3].up = kingToAce("hshshshshshsh");
        m.columns[4].up = cards("5s");
        for (sp::Card c : kingToAce("s")) m.columns[4].up.push_back(c);
        INFO("suits " << suits);
        CHECK(m.whyNotRemove(2).empty() == (suits <= 2));
        CHECK(m.whyNotRemove(3).empty() == (suits == 1));
        CHECK(m.whyNotRemove(4) == "");
        m.remove(4);
        CHECK(upText(m, 4) == "5s");
        CHECK(!m.history.back().turned);
    }
    // Not at the very bottom: refused, and nothing changes.
    sp::Game n = filled();
    n.columns[0].up = kingToAce("c");
    n.columns[0].up.push_back(card("Kd"));
    CHECK(n.whyNotRemove(0) == "column 1 has no King-to-Ace run of one suit at its bottom");

    SECTION("without --auto-remove a completed suit waits for the player") {
        sp::Game a = filled();
        a.columns[0].up = kingToAce("s");
        a.columns[0].up.pop_back();
        setColumn(a, 1, "", "Qh As");
        a.move(1, 0, 1);
        CHECK(a.removedRuns.empty());
        CHECK(a.whyNotRemove(0) == "");
    }
    SECTION("--auto-remove removes after a move and after a deal") {
        sp::Game a = filled();
        a.rules.autoRemove = true;
        setColumn(a, 0, "9d", "");
        a.columns[0].up = kingToAce("s");
        a.columns[0].up.pop_back();  // King to 2 of spades
        setColumn(a, 1, "", "Qh As");
        a.move(1, 0, 1);
        CHECK(a.removedRuns.size() == 1u);
        CHECK(upText(a, 0) == "9d");
        REQUIRE(a.history.size() == 2u);
        CHECK(a.history[1].kind == sp::Action::Remove);
        CHECK(a.history[1].automatic);
        CHECK(a.history[1].turned);

        sp::Game d = filled();
        d.rules.autoRemove = true;
        d.columns[3].up = kingToAce("d");
        d.columns[3].up.pop_back();
        d.hand = cards("2c 3c 4c Ad 6c 7c 8c 9c 10c Jc");
        d.deal();
        CHECK(d.removedRuns.size() == 1u);
        CHECK(d.columns[3].empty());
        CHECK(d.history.back().automatic);
    }
}

TEST_CASE("spider: backing up restores the exact game, over a turned card or a deal it brands it", "[spider][rules]") {
    SECTION("a move that turns nothing") {
        sp::Game g = filled();
        setColumn(g, 0, "4h", "Qs Jh");
        setColumn(g, 1, "", "Qd");
        sp::Game before = g;
        g.move(0, 1, 1);
        CHECK(!g.history.back().turned);
        REQUIRE(g.backUp());
        requireSameGame(g, before);
        CHECK(!g.cheated);
    }
    SECTION("a move that turns a card") {
        sp::Game g = filled();
        setColumn(g, 0, "4h 7c", "Jh");
        setColumn(g, 1, "", "Qd");
        sp::Game before = g;
        g.move(0, 1, 1);
        CHECK(upText(g, 0) == "7c");
        CHECK(g.history.back().turned);
        CHECK(g.history.back().revealed());
        REQUIRE(g.backUp());
        CHECK(g.cheated);
        before.cheated = true;
        requireSameGame(g, before);
    }
    SECTION("a removal, with and without a turn") {
        sp::Game g = filled();
        setColumn(g, 0, "4h", "");
        g.columns[0].up = kingToAce("c");
        setColumn(g, 1, "", "3s");
        for (sp::Card c : kingToAce("h")) g.columns[1].up.push_back(c);
        sp::Game before = g;
        g.remove(1);
        REQUIRE(g.backUp());
        requireSameGame(g, before);  // not branded: nothing was turned
        g.remove(0);
        REQUIRE(g.backUp());
        before.cheated = true;
        requireSameGame(g, before);
    }
    SECTION("a deal, and a whole line of play from Woods's example") {
        sp::Game g = page6();
        sp::Game start = g;
        play(g, 8, 9);  // turns up the 6s
        play(g, 2, 9);
        sp::Game beforeDeal = g;
        g.deal();
        REQUIRE(g.backUp());
        CHECK(g.cheated);
        beforeDeal.cheated = true;
        requireSameGame(g, beforeDeal);
        while (g.backUp()) {}
        start.cheated = true;
        requireSameGame(g, start);
        CHECK(!g.backUp());
    }
}

TEST_CASE("spider: position files round-trip, arrows and ASCII read alike", "[spider][rules]") {
    sp::Game g = page6();
    std::string text = slurp(page6Path());
    // The document's arrows, written in ASCII: ^ and _.
    std::string ascii = replaceAll(replaceAll(text, "\xE2\x86\x91", "^"), "\xE2\x86\x90", "_");
    CHECK(ascii != text);
    CHECK(sp::writePosition(g) == ascii);
    requireSameGame(sp::readPosition(ascii), g);
    CHECK(sp::cardName(g.columns[0].up[0]) == "6d");  // 'S' = 65 + 13 + 5
    CHECK(sp::cardName(sp::Card('^' - 65)) == "4h");  // 65 + 26 + 3
    CHECK(sp::cardName(sp::Card('_' - 65)) == "5h");

    // A game part-way through, and with CRLF line ends.
    sp::Game m = sp::newGame(31);
    for (int i = 0; i < 3; ++i) m.deal();
    std::string written = sp::writePosition(m);
    sp::Game back = sp::readPosition(written);
    CHECK(back.history.empty());
    m.history.clear();
    requireSameGame(back, m);
    CHECK(sp::writePosition(back) == written);
    CHECK(sp::writePosition(sp::readPosition(replaceAll(written, "\n", "\r\n"))) == written);

    // Removed suits are simply absent.
    sp::Game noClubs = page6();
    auto dropClubs = [](std::vector<sp::Card>& v) {
        v.erase(std::remove_if(v.begin(), v.end(), [](sp::Card c) { return sp::suitOf(c) == 0; }), v.end());
    };
    for (auto& col : noClubs.columns) dropClubs(col.down), dropClubs(col.up);
    dropClubs(noClubs.hand);
    noClubs.turnUpBare();
    std::string w = sp::writePosition(noClubs);
    sp::Game read = sp::readPosition(w);
    CHECK(read.removedRuns.size() == 2u);
    CHECK(sp::cardName(read.removedRuns[0][0]) == "Kc");
    CHECK(sp::cardName(read.removedRuns[0][12]) == "Ac");
    CHECK(sp::writePosition(read) == w);
}

TEST_CASE("spider: bad position files name the line and the field", "[spider][rules]") {
    std::vector<std::string> f = page6Fields();
    REQUIRE_NOTHROW(sp::readPosition(joinFields(f)));

    for (const char* line1 : {"0", "zero zero", "0 0 0", ""}) {
        auto e = fileError(joinFields(f, line1));
        INFO("first line '" << line1 << "'");
        CHECK(e.line == 1);
        CHECK(e.field == 0);
    }
    CHECK(fileError("").line == 1);
    CHECK(fileError("0 0\n").line == 2);

    auto fewer = f;
    fewer.pop_back();
    auto e = fileError(joinFields(fewer));
    CHECK(e.line == 2);
    CHECK(e.field == 0);
    CHECK(contains(e.what(), "found 20"));
    auto more = f;
    more.push_back("");
    CHECK(contains(fileError(joinFields(more)).what(), "found 22"));

    auto bad = f;
    bad[3] = std::string(5, '?') + "!";
    e = fileError(joinFields(bad));
    CHECK(e.where() == "line 2: field 4: '!' is not a card (cards are 'A' to 't')");
    bad = f;
    bad[15] += "u";  // one past the King of spades
    e = fileError(joinFields(bad));
    CHECK(e.line == 2);
    CHECK(e.field == 16);

    auto third = f;
    third[20] += "S";  // a third 6d
    e = fileError(joinFields(third));
    CHECK(e.line == 2);
    CHECK(e.field == 21);
    CHECK(contains(e.what(), "a third 6d"));

    auto down = f;
    down[0] = "????S";  // four shown, five in field 11
    e = fileError(joinFields(down));
    CHECK(e.line == 2);
    CHECK(e.field == 11);
    CHECK(contains(e.what(), "column 1 shows 4 face-down cards but this field holds 5"));

    auto missing = f;
    missing[20].pop_back();  // one card gone: not a whole suit
    e = fileError(joinFields(missing));
    CHECK(e.line == 2);
    CHECK(e.field == 0);
    CHECK(contains(e.what(), "do not make whole suits"));
}

}  // namespace test_spider_rules
