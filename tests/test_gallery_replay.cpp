// A game of the gallery as a replay: frame 0 the deal, one frame a move or
// deal, each frame's piles the engine's position after it, the highlights on
// the action's piles, CAP's marks and the evaluation squares of each frame.
#include "catch.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "common/replay_page.hpp"
#include "games/gallery/gallery.hpp"
#include "games/gallery/player.hpp"
#include "games/gallery/replay.hpp"
#include "replay_page_data.hpp"
#include "support.hpp"

namespace test_gallery_replay {

using namespace test_support;

namespace {

// A whole game of `seed` as the computer's player plays it, as steps.
std::vector<gallery::ReplayStep> playedGame(std::uint64_t seed, gallery::Game& end) {
    gallery::Game g = gallery::newGame(seed);
    gallery::Rng rng(seed);
    std::vector<gallery::ReplayStep> steps;
    for (;;) {
        gallery::Action a;
        if (auto m = gallery::chooseMove(g, rng))
            a = gallery::Action{false, *m};
        else if (!g.stock.empty())
            a.deal = true;
        else
            break;
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
    CHECK(f.marks[gallery::ReplayAces] == (g.aces ? std::to_string(g.aces) : ""));
    CHECK(f.panel.at(0) ==
          "score " + std::to_string(g.score()) + " (" + std::to_string(g.placed()) + " of 96 cards in place)");
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

// A bot that answers the first line each turn lists (turnText lists
// legalActions in order, so the engine can play the same game).
const char* FirstActionBot =
    "while IFS= read -r line; do case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
    " while [ $i -lt $n ]; do IFS= read -r c; [ -z \"$pick\" ] && pick=$c; i=$((i+1)); done; echo \"$pick\";; esac; done";

std::vector<gallery::ReplayStep> firstActions(gallery::Game g) {
    std::vector<gallery::ReplayStep> steps;
    while (!g.won() && !gallery::legalActions(g).empty()) {
        steps.push_back({gallery::legalActions(g)[0], ""});
        gallery::playAction(g, steps.back().action);
    }
    return steps;
}

Run judge(const std::string& more) {
    return runCommand("timeout 60 " REFEREE_PATH " gallery --bot " + shellQuoted(FirstActionBot) + " " + more);
}

Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    std::string in = dir.file("input");
    std::ofstream(in, std::ios::binary) << input;
    return runCommand("timeout 60 " REFEREE_PATH " gallery " + args + " <" + shellQuoted(in));
}

}  // namespace

TEST_CASE("gallery replay: a whole game, frame by frame as the engine plays it", "[gallery][replay]") {
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
            CHECK(f.from ==
                  std::vector<int>{a.move.fromPile ? gallery::ReplayPile + a.move.pile
                                                   : gallery::replayPlace(a.move.from)});
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

TEST_CASE("gallery replay: jams and the stock's mark, no squares without plays", "[gallery][replay]") {
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

TEST_CASE("gallery replay: an illegal action is refused, not drawn", "[gallery][replay]") {
    gallery::Game start = gallery::newGame(3);
    gallery::Action bad{false, gallery::Move{true, 9, {}, gallery::Place{2, 7}}};  // pile 10
    REQUIRE(!gallery::whyNot(start, bad).empty());
    CHECK_THROWS_AS(gallery::replayOf(start, {{bad, ""}}, "seed 3", ""), std::logic_error);
}

TEST_CASE("gallery replay: referee --replay writes the judged game with the evaluation squares",
          "[gallery][replay][e2e]") {
    TempDir dir;
    std::string file = dir.file("seed 4.html");
    Run r = judge("--seed 4 --replay " + shellQuoted(file));
    INFO(r.out << r.err);
    REQUIRE(r.outLines().size() == 1u);
    REQUIRE(contains(r.out, "seed 4: finished on turn"));
    CHECK(r.status == 1);
    CHECK(r.err.empty());
    std::string verdict = r.outLines()[0].substr(std::string("seed 4: ").size());

    gallery::Game start = gallery::newGame(4);
    auto steps = firstActions(start);
    gallery::Evaluation e = gallery::evaluate(start, 20, 4);
    replay::Replay expected = gallery::replayOf(start, steps, "seed 4, bot " + std::string(FirstActionBot), verdict, e);
    std::string html = slurp(file);
    CHECK(selfContained(html));
    CHECK(html == replay::page(expected));
    PageData page = readPage(html);
    CHECK(page.game == "Royal Parade");
    CHECK(page.verdict == verdict);
    REQUIRE(page.frames.size() == steps.size() + 1);
    for (std::size_t i = 0; i < page.frames.size(); ++i) {
        INFO("frame " << i);
        CHECK(page.frames[i].piles == pileCodes(expected.frames[i]));
        CHECK(page.frames[i].move == (i ? gallery::actionName(steps[i - 1].action) : ""));
    }
    // The last frame's squares: the 20 plays against the bot's final score.
    const replay::Frame& last = expected.frames.back();
    CHECK(letters(last).size() == 20u);
    CHECK(contains(html, "the computer played this deal's start 20 times"));
}

TEST_CASE("gallery replay: --replay's bad values and an unwritable file", "[gallery][replay][e2e]") {
    Run none = judge("--seed 4 --replay");
    CHECK(none.status == 2);
    CHECK(splitLines(none.err).size() == 1u);
    CHECK(contains(none.err, "--replay needs a value"));
    Run batch = judge("--seeds 1-2 --replay x.html");
    CHECK(batch.status == 2);
    CHECK(splitLines(batch.err).size() == 1u);
    CHECK(batch.out.empty());

    Run bad = judge("--seed 4 --replay /nonexistent-dir/game.html");
    CHECK(bad.status == 2);
    CHECK(contains(bad.out, "seed 4: finished on turn"));
    REQUIRE(splitLines(bad.err).size() == 1u);
    CHECK(contains(bad.err, "referee gallery: cannot write the replay page /nonexistent-dir/game.html: "));

    TempDir dir;
    Run person = table(dir, "--seed 5 --replay /nonexistent-dir/game.html", "d\nq\n");
    CHECK(person.status == 2);
    CHECK(contains(person.out, "Bye (seed 5, 0 moves, 1 deal, 0 undos)."));
    REQUIRE(splitLines(person.err).size() == 1u);
    CHECK(contains(person.err, "/nonexistent-dir/game.html"));
    Run novalue = table(dir, "--seed 5 --replay", "q\n");
    CHECK(novalue.status == 2);
    CHECK(splitLines(novalue.err).size() == 1u);
}

TEST_CASE("gallery replay: a person's game, CAP's moves included, is written at the end and on request",
          "[gallery][replay][e2e]") {
    TempDir dir;
    std::string atEnd = dir.file("end.html"), early = dir.file("Early.html");
    std::string session = slurp(std::string(SAMPLES_DIR) + "/gallery/seed-5-game.txt");
    REQUIRE(!session.empty());
    // The page asked for after the sample's first ten commands, then the rest.
    std::size_t tenth = 0;
    for (int i = 0; i < 10; ++i) tenth = session.find('\n', tenth) + 1;
    std::string input = session.substr(0, tenth) + "replay " + early + "\n" + session.substr(tenth) + "?\nq\n";
    Run r = table(dir, "--seed 5 --color never --replay " + shellQuoted(atEnd), input);
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "is written to " + early + ": a replay page for a browser."));
    CHECK(contains(r.out, "is written to " + atEnd + ": a replay page for a browser."));
    CHECK(contains(r.out, "The game is written to " + atEnd + "."));
    CHECK(contains(r.out, "  replay FILE write the game so far as a replay page"));

    // The page's line of play is a legal game on the engine, ending where the
    // person's did, and every frame is the engine's position.
    std::size_t earlyFrames = 0;
    for (const std::string& file : {early, atEnd}) {
        PageData page = readPage(slurp(file));
        CHECK(page.title == "seed 5");
        gallery::Game g = gallery::newGame(5);
        std::vector<gallery::ReplayStep> steps;
        for (std::size_t i = 1; i < page.frames.size(); ++i) {
            auto a = gallery::parseAction(page.frames[i].move);
            REQUIRE(a);
            REQUIRE(gallery::whyNot(g, *a).empty());
            gallery::playAction(g, *a);
            CHECK(page.frames[i].piles == pileCodes(gallery::replayFrame(g, {})));
            if (contains(page.frames[i].note, "CAP: ")) steps.push_back({*a, "CAP"});
        }
        if (file == atEnd) {
            CHECK(g.over());
            CHECK(g.score() == 27);
            CHECK(
                page.verdict ==
                "the stock is out and nothing can move: score 27, 69 of 96 cards in place; 46 moves, 9 deals, 0 undos");
            CHECK(steps.size() == 23u);  // CAP's moves, named as CAP's
            CHECK(contains(slurp(file), "against the score here (27)"));
            CHECK(page.frames.size() > earlyFrames);
        } else {
            earlyFrames = page.frames.size();
            CHECK(earlyFrames > 10u);  // ten commands, CAP's moves after them
            CHECK(page.verdict.empty());
        }
    }
    // Without --replay, 'replay' alone names the page after the seed, in the current directory.
    Run ask = runCommand("cd " + shellQuoted(dir.path) +
                         " && printf 'replay\\nq\\n' | timeout 30 " REFEREE_PATH " gallery --seed 5 --evaluate 0");
    CHECK(ask.status == 0);
    CHECK(contains(ask.out, "is written to gallery-seed-5.html"));
    PageData asked = readPage(slurp(dir.file("gallery-seed-5.html")));
    CHECK(asked.title == "seed 5");
    // --evaluate 0 turns off the report at the end, not the page's squares (20, as eval's).
    CHECK(contains(slurp(dir.file("gallery-seed-5.html")), "the computer played this deal's start 20 times"));
    Run help = runCommand(REFEREE_PATH " gallery --help");
    CHECK(contains(help.out, "--replay FILE"));
    Run botHelp = runCommand(REFEREE_PATH " gallery --bot x --help");
    CHECK(contains(botHelp.out, "--replay FILE.html"));
}

}  // namespace test_gallery_replay
