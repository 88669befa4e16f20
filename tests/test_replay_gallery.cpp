// A game of the gallery as a replay: frame 0 the deal, one frame a move or
// deal, each frame's piles the engine's position after it, the highlights on
// the action's piles, CAP's marks and the evaluation squares of each frame.
#include "catch.hpp"

#include <string>
#include <vector>

#include "games/gallery/gallery.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/replay.hpp"
#include "support.hpp"

using namespace test_support;

namespace {

// A whole game of `seed` as the computer's player plays it, as steps.
std::vector<gallery::ReplayStep> playedGame(std::uint64_t seed, gallery::Game& end) {
    gallery::Game g = gallery::newGame(seed);
    gallery::Rng rng(seed);
    std::vector<gallery::ReplayStep> steps;
    for (;;) {
        gallery::Action a;
        if (auto m = gallery::chooseMove(g, rng)) a = gallery::Action{false, *m};
        else if (!g.stock.empty()) a.deal = true;
        else break;
        steps.push_back({a, a.deal ? "" : "by the computer"});
        gallery::playAction(g, a);
    }
    end = g;
    return steps;
}

std::vector<replay::Card> drawn(const std::vector<gallery::Card>& cards) {
    std::vector<replay::Card> out;
    for (gallery::Card c : cards) out.push_back(gallery::replayCard(c));
    return out;
}

bool same(const std::vector<replay::Card>& a, const std::vector<replay::Card>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].rank != b[i].rank || a[i].suit != b[i].suit || a[i].faceUp != b[i].faceUp) return false;
    return true;
}

// The frame shows exactly the engine's position, and CAP's marks for it.
void checkFrame(const replay::Frame& f, const gallery::Game& g) {
    REQUIRE(f.piles.size() == std::size_t(gallery::ReplayPiles));
    REQUIRE(f.marks.size() == std::size_t(gallery::ReplayPiles));
    for (int r = 0; r < gallery::Rows; ++r)
        for (int c = 0; c < gallery::PlacesPerRow; ++c) {
            gallery::Place at{std::uint8_t(r), std::uint8_t(c)};
            int i = gallery::replayPlace(at);
            CHECK(same(f.piles[std::size_t(i)], drawn(g.at(at))));
            CHECK(contains(f.marks[std::size_t(i)], "x") == g.wrong(at));
            CHECK(contains(f.marks[std::size_t(i)], "*") == (g.wrong(at) && gallery::movable(g, at)));
        }
    for (int p = 0; p < gallery::Piles; ++p) {
        CHECK(same(f.piles[std::size_t(gallery::ReplayPile + p)], drawn(g.piles[std::size_t(p)])));
        CHECK(contains(f.marks[std::size_t(gallery::ReplayPile + p)], "*") == gallery::movable(g, p));
    }
    CHECK(f.piles[gallery::ReplayStock].size() == g.stock.size());
    for (const auto& c : f.piles[gallery::ReplayStock]) CHECK((!c.faceUp && c.rank == 0));
    CHECK(int(f.piles[gallery::ReplayAces].size()) == g.aces);
    for (const auto& c : f.piles[gallery::ReplayAces]) CHECK(c.rank == 1);
    CHECK(f.panel.at(0) == "score " + std::to_string(g.score()) + " (" + std::to_string(g.placed()) + " of 96 cards in place)");
}

// The squares of a frame's evaluation as their letters, "bbwr...": each
// square is a coloured square (not ASCII) and its letter.
std::string letters(const replay::Frame& f) {
    std::string out;
    for (std::size_t i = 0; i + 1 < f.panel.size(); ++i)
        if (contains(f.panel[i], "the computer played this deal's start"))
            for (char c : f.panel[i + 1])
                if (c >= 'a' && c <= 'z') out += c;
    return out;
}

}  // namespace

TEST_CASE("gallery replay: a whole game, frame by frame as the engine plays it", "[replay][gallery]") {
    gallery::Game end;
    auto steps = playedGame(5, end);
    gallery::Game start = gallery::newGame(5);
    gallery::Evaluation e = gallery::evaluate(start, 20, 5);
    replay::Replay r = gallery::replayOf(start, steps, "seed 5", "finished on turn 90; score 27", e);
    CHECK(r.game == "Royal Parade");
    CHECK(r.title == "seed 5");
    CHECK(r.verdict == "finished on turn 90; score 27");
    REQUIRE(r.layout.size() == std::size_t(gallery::ReplayPiles));
    REQUIRE(r.frames.size() == steps.size() + 1);

    gallery::Game g = start;
    checkFrame(r.frames[0], g);
    CHECK(r.frames[0].move.empty());
    int deals = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const gallery::Action& a = steps[i].action;
        INFO("step " << i + 1 << " " << gallery::actionName(a));
        const replay::Frame& f = r.frames[i + 1];
        CHECK(f.move == gallery::actionName(a));
        if (a.deal) {
            ++deals;
            CHECK(f.from == std::vector<int>{gallery::ReplayStock});
            REQUIRE(f.to.size() >= 8u);
            for (int p = 0; p < 8; ++p) CHECK(f.to[std::size_t(p)] == gallery::ReplayPile + p);
            CHECK(contains(f.note, "dealt "));
        } else {
            gallery::Card card = *g.moving(a.move);
            CHECK(f.from == std::vector<int>{a.move.fromPile ? gallery::ReplayPile + a.move.pile : gallery::replayPlace(a.move.from)});
            CHECK(f.to == std::vector<int>{gallery::replayPlace(a.move.to)});
            CHECK(contains(f.note, gallery::cardName(card)));
            CHECK(contains(f.note, "; by the computer"));
            CHECK(f.piles[std::size_t(f.to[0])].back().rank == gallery::rankOf(card));
        }
        gallery::playAction(g, a);
        checkFrame(f, g);
        // The squares: each of the computer's plays against this frame's score.
        std::string want;
        for (int s : e.scores) want += gallery::replaySquare(gallery::compare(s, g.score())).letter;
        CHECK(letters(f) == want);
    }
    CHECK(deals == 9);
    REQUIRE(g.score() == end.score());
    REQUIRE(g.over());
    const replay::Frame& last = r.frames.back();
    checkFrame(last, end);
    CHECK(last.piles[gallery::ReplayStock].empty());
    CHECK(last.piles[gallery::ReplayAces].size() == 8u);
    // The legend counts the squares and the figures are the evaluation's.
    bool legend = false, figures = false;
    for (const auto& line : last.panel) {
        legend = legend || contains(line, "b you did better");
        figures = figures || contains(line, "the computer's scores: min " + std::to_string(e.min));
    }
    CHECK(legend);
    CHECK(figures);
}

TEST_CASE("gallery replay: jams and the stock's mark; no squares without plays", "[replay][gallery]") {
    // The first position of a computer's game with a jam in it.
    gallery::Game end;
    auto steps = playedGame(7, end);
    replay::Replay r = gallery::replayOf(gallery::newGame(7), steps, "seed 7", "");
    gallery::Game g = gallery::newGame(7);
    std::size_t frame = 0;
    while (gallery::jams(g).empty() && frame < steps.size()) gallery::playAction(g, steps[frame++].action);
    REQUIRE(!gallery::jams(g).empty());
    const replay::Frame& f = r.frames[frame];
    checkFrame(f, g);
    gallery::Jam j = gallery::jams(g)[0];
    CHECK(contains(f.marks[std::size_t(gallery::ReplayPile + j.pile)], "!"));
    bool named = false;
    for (const auto& line : f.panel) named = named || contains(line, "jammed: pile " + std::to_string(j.pile + 1));
    CHECK(named);
    CHECK(letters(f).empty());

    // Nothing can move: the stock says deal.
    gallery::Game stuck = gallery::newGame(7);
    while (!stuck.legalMoves().empty()) stuck.play(stuck.legalMoves()[0]);
    REQUIRE(!stuck.stock.empty());
    CHECK(gallery::replayFrame(stuck, {}).marks[gallery::ReplayStock] == "deal");
    CHECK(gallery::replayFrame(end, {}).marks[gallery::ReplayStock].empty());
}

TEST_CASE("gallery replay: an illegal action is refused, not drawn", "[replay][gallery]") {
    gallery::Game start = gallery::newGame(3);
    gallery::Action bad{false, gallery::Move{true, 9, {}, gallery::Place{2, 7}}};  // pile 10
    REQUIRE(!gallery::whyNot(start, bad).empty());
    CHECK_THROWS_AS(gallery::replayOf(start, {{bad, ""}}, "seed 3", ""), std::logic_error);
}
