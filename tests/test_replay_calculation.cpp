// A game of Calculation as a replay: frame 0 the deal, one frame a move, each
// frame's piles the engine's position after that move, the highlights on the
// move's piles, the verdict kept.
#include "catch.hpp"

#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "games/calculation/replay.hpp"
#include "support.hpp"

using namespace test_support;
namespace calc = calculation;

namespace {

std::vector<calc::Move> seed74Win() {
    std::vector<calc::Move> moves;
    for (const auto& line : splitLines(slurp(std::string(SAMPLES_DIR) + "/calculation/seed-74-win.txt"))) {
        auto m = calc::parseMove(line);
        REQUIRE(m);
        moves.push_back(*m);
    }
    REQUIRE(moves.size() >= 48u);  // every card turned at least
    return moves;
}

std::vector<replay::Card> drawn(const std::vector<calc::Card>& cards) {
    std::vector<replay::Card> out;
    for (calc::Card c : cards) out.push_back(calc::replayCard(c));
    return out;
}

bool same(const std::vector<replay::Card>& a, const std::vector<replay::Card>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].rank != b[i].rank || a[i].suit != b[i].suit || a[i].faceUp != b[i].faceUp) return false;
    return true;
}

// The frame shows exactly the engine's position.
void checkFrame(const replay::Frame& f, const calc::Game& g) {
    REQUIRE(f.piles.size() == std::size_t(calc::ReplayPiles));
    REQUIRE(f.marks.size() == std::size_t(calc::ReplayPiles));
    for (int w = 0; w < calc::Wastes; ++w) CHECK(same(f.piles[std::size_t(calc::ReplayWaste + w)], drawn(g.waste[std::size_t(w)])));
    for (int fd = 0; fd < calc::Foundations; ++fd) {
        const auto& pile = f.piles[std::size_t(calc::ReplayFoundation + fd)];
        REQUIRE(int(pile.size()) == g.count[std::size_t(fd)]);
        CHECK(pile.back().rank == g.top[std::size_t(fd)]);
        CHECK(pile.front().rank == fd + 1);
        // Each card is the foundation's next rank after the one under it.
        for (std::size_t i = 1; i < pile.size(); ++i) CHECK(pile[i].rank == calc::nextRank(fd, pile[i - 1].rank));
    }
    if (auto h = g.hand()) CHECK(same(f.piles[calc::ReplayHand], drawn({*h})));
    else CHECK(f.piles[calc::ReplayHand].empty());
    CHECK(int(f.piles[calc::ReplayDeck].size()) == std::max(0, g.cardsLeft() - 1));
    for (const auto& c : f.piles[calc::ReplayDeck]) CHECK((!c.faceUp && c.rank == 0));
    CHECK(f.marks[calc::ReplayDeck] == (g.cardsLeft() > 1 ? std::to_string(g.cardsLeft() - 1) : ""));
    CHECK(contains(f.panel.at(1), std::to_string(g.count[0] + g.count[1] + g.count[2] + g.count[3]) + " of 52"));
}

}  // namespace

TEST_CASE("calculation replay: a won game, frame by frame as the engine plays it", "[replay][calculation]") {
    auto moves = seed74Win();
    calc::Game start = calc::newGame(74, calc::RuleSet::CoCo);
    replay::Replay r = calc::replayOf(start, moves, "seed 74", "win in 57 turns");
    CHECK(r.game == "Calculation");
    CHECK(r.title == "seed 74");
    CHECK(r.verdict == "win in 57 turns");
    REQUIRE(r.layout.size() == std::size_t(calc::ReplayPiles));
    REQUIRE(r.frames.size() == moves.size() + 1);

    calc::Game g = start;
    checkFrame(r.frames[0], g);
    CHECK(r.frames[0].move.empty());
    CHECK(r.frames[0].from.empty());
    CHECK(r.frames[0].marks[0] == "\xE2\x86\x92" "2");
    CHECK(r.frames[0].marks[3] == "\xE2\x86\x92" "8");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        INFO("move " << i + 1 << " " << calc::moveName(moves[i]));
        const replay::Frame& f = r.frames[i + 1];
        calc::Move m = moves[i];
        bool fromHand = m.kind == calc::Move::HandToFoundation || m.kind == calc::Move::HandToWaste;
        bool toFoundation = m.kind == calc::Move::HandToFoundation || m.kind == calc::Move::WasteToFoundation;
        calc::Card card = fromHand ? *g.hand() : g.waste[m.from].back();
        g.play(m);
        checkFrame(f, g);
        CHECK(f.move == calc::moveName(m));
        CHECK(contains(f.note, calc::cardName(card)));
        CHECK(f.from == std::vector<int>{fromHand ? calc::ReplayHand : calc::ReplayWaste + m.from});
        CHECK(f.to == std::vector<int>{(toFoundation ? calc::ReplayFoundation : calc::ReplayWaste) + m.to});
        // The card moved is where the highlight says.
        CHECK(f.piles[std::size_t(f.to[0])].back().rank == calc::rankOf(card));
        CHECK(f.piles[std::size_t(f.to[0])].back().suit == patience::SuitLetters[calc::suitOf(card)]);
    }
    REQUIRE(g.won());
    const replay::Frame& last = r.frames.back();
    for (int fd = 0; fd < 4; ++fd) {
        CHECK(last.marks[std::size_t(fd)] == "done");
        CHECK(last.piles[std::size_t(fd)].back().rank == 13);
    }
    CHECK(last.panel[1] == "52 of 52 cards on the foundations");
    CHECK(last.panel[2] == "the deck is out");
}

TEST_CASE("calculation replay: a lost classic game ends on the engine's final position", "[replay][calculation]") {
    // Every card on waste pile 1 until the deck is out, then waste cards home
    // while any fits: the last frame must be that lost position.
    calc::Game g = calc::newGame(5, calc::RuleSet::Classic);
    calc::Game start = g;
    std::vector<calc::Move> moves;
    auto play = [&](calc::Move m) {
        REQUIRE(g.whyNot(m).empty());
        g.play(m);
        moves.push_back(m);
    };
    while (g.hand()) play(calc::Move{calc::Move::HandToWaste, 0, std::uint8_t(moves.size() % 4)});
    for (bool any = true; any;) {
        any = false;
        for (calc::Move m : g.legalMoves())
            if (m.kind == calc::Move::WasteToFoundation) {
                play(m);
                any = true;
                break;
            }
    }
    REQUIRE(g.lost());
    replay::Replay r = calc::replayOf(start, moves, "seed 5 classic", "loss on turn 60");
    REQUIRE(r.frames.size() == moves.size() + 1);
    checkFrame(r.frames.back(), g);
    CHECK(contains(r.frames.back().panel[0], "rules classic"));
    CHECK(r.verdict == "loss on turn 60");
}

TEST_CASE("calculation replay: an illegal move is refused, not drawn", "[replay][calculation]") {
    calc::Game start = calc::newGame(1, calc::RuleSet::Classic);
    std::vector<calc::Move> moves{calc::Move{calc::Move::WasteToFoundation, 0, 0}};
    CHECK_THROWS_AS(calc::replayOf(start, moves, "seed 1", ""), std::logic_error);
    // No moves: the deal alone.
    replay::Replay r = calc::replayOf(start, {}, "seed 1", "");
    REQUIRE(r.frames.size() == 1u);
    checkFrame(r.frames[0], start);
    CHECK(r.verdict.empty());
}
