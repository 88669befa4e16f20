// A game of Calculation as a replay: frame 0 the deal, one frame a move, each
// frame's piles the engine's position after that move, the highlights on the
// move's piles, the verdict kept.
#include "catch.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "games/calculation/calculation.hpp"
#include "games/calculation/replay.hpp"
#include "common/replay_page.hpp"
#include "replay_page_data.hpp"
#include "support.hpp"

namespace test_calculation_replay {

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
    for (int w = 0; w < calc::Wastes; ++w)
        CHECK(same(f.piles[std::size_t(calc::ReplayWaste + w)], drawn(g.waste[std::size_t(w)])));
    for (int fd = 0; fd < calc::Foundations; ++fd) {
        const auto& pile = f.piles[std::size_t(calc::ReplayFoundation + fd)];
        REQUIRE(int(pile.size()) == g.count[std::size_t(fd)]);
        CHECK(pile.back().rank == g.top[std::size_t(fd)]);
        CHECK(pile.front().rank == fd + 1);
        // Each card is the foundation's next rank after the one under it.
        for (std::size_t i = 1; i < pile.size(); ++i) CHECK(pile[i].rank == calc::nextRank(fd, pile[i - 1].rank));
    }
    if (auto h = g.hand())
        CHECK(same(f.piles[calc::ReplayHand], drawn({*h})));
    else
        CHECK(f.piles[calc::ReplayHand].empty());
    CHECK(int(f.piles[calc::ReplayDeck].size()) == std::max(0, g.cardsLeft() - 1));
    for (const auto& c : f.piles[calc::ReplayDeck]) CHECK((!c.faceUp && c.rank == 0));
    CHECK(f.marks[calc::ReplayDeck] == (g.cardsLeft() > 1 ? std::to_string(g.cardsLeft() - 1) : ""));
    CHECK(contains(f.panel.at(1), std::to_string(g.count[0] + g.count[1] + g.count[2] + g.count[3]) + " of 52"));
}

// A bot that answers the first move each turn lists (turnText lists
// Game::legalMoves in order, so the engine can play the same game).
const char* FirstMoveBot =
    "while IFS= read -r line; do case \"$line\" in \"moves \"*) n=${line#moves }; i=0; pick=;"
    " while [ $i -lt $n ]; do IFS= read -r c; [ -z \"$pick\" ] && pick=$c; i=$((i+1)); done; echo \"$pick\";; esac; done";

// The game FirstMoveBot plays, as the judge's turn loop runs it.
std::vector<calc::Move> firstMoves(calc::Game g, int maxTurns) {
    std::vector<calc::Move> moves;
    while (!g.won() && !g.lost() && !g.legalMoves().empty() && int(moves.size()) < maxTurns) {
        moves.push_back(g.legalMoves()[0]);
        g.play(moves.back());
    }
    return moves;
}

Run judge(const std::string& more) {
    return runCommand("timeout 60 " REFEREE_PATH " calculation --bot " + shellQuoted(FirstMoveBot) + " " + more);
}

Run table(const TempDir& dir, const std::string& args, const std::string& input) {
    std::string in = dir.file("input");
    std::ofstream(in, std::ios::binary) << input;
    return runCommand("timeout 30 " REFEREE_PATH " calculation " + args + " <" + shellQuoted(in));
}

}  // namespace

TEST_CASE("calculation replay: a won game, frame by frame as the engine plays it", "[calculation][replay]") {
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
    CHECK(r.frames[0].marks[0] ==
          "\xE2\x86\x92"
          "2");
    CHECK(r.frames[0].marks[3] ==
          "\xE2\x86\x92"
          "8");
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

TEST_CASE("calculation replay: a lost classic game ends on the engine's final position", "[calculation][replay]") {
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

TEST_CASE("calculation replay: an illegal move is refused, not drawn", "[calculation][replay]") {
    calc::Game start = calc::newGame(1, calc::RuleSet::Classic);
    std::vector<calc::Move> moves{calc::Move{calc::Move::WasteToFoundation, 0, 0}};
    CHECK_THROWS_AS(calc::replayOf(start, moves, "seed 1", ""), std::logic_error);
    // No moves: the deal alone.
    replay::Replay r = calc::replayOf(start, {}, "seed 1", "");
    REQUIRE(r.frames.size() == 1u);
    checkFrame(r.frames[0], start);
    CHECK(r.verdict.empty());
}

TEST_CASE("calculation replay: referee --replay writes the judged game, every frame the engine's",
          "[calculation][replay][e2e]") {
    TempDir dir;
    std::string file = dir.file("seed 2.html");
    Run r = judge("--seed 2 --rules classic --max-turns 200 --replay " + shellQuoted(file));
    INFO(r.out << r.err);
    REQUIRE(r.status == 1);  // first listed moves lose seed 2
    REQUIRE(r.outLines().size() == 1u);
    std::string verdict = r.outLines()[0].substr(std::string("seed 2: ").size());
    CHECK(r.err.empty());

    calc::Game start = calc::newGame(2, calc::RuleSet::Classic);
    std::vector<calc::Move> moves = firstMoves(start, 200);
    replay::Replay expected =
        calc::replayOf(start, moves, "seed 2, classic rules, bot " + std::string(FirstMoveBot), verdict);
    std::string html = slurp(file);
    // One file, nothing fetched, and byte for byte the page of the engine's game.
    CHECK(selfContained(html));
    CHECK(html == replay::page(expected));
    PageData page = readPage(html);
    CHECK(page.game == "Calculation");
    CHECK(page.verdict == verdict);
    REQUIRE(page.frames.size() == moves.size() + 1);
    for (std::size_t i = 0; i < page.frames.size(); ++i) {
        INFO("frame " << i);
        CHECK(page.frames[i].piles == pileCodes(expected.frames[i]));
        CHECK(page.frames[i].move == (i ? calc::moveName(moves[i - 1]) : ""));
        CHECK(page.frames[i].from == expected.frames[i].from);
        CHECK(page.frames[i].to == expected.frames[i].to);
    }
}

TEST_CASE("calculation replay: --replay's bad values and an unwritable file", "[calculation][replay][e2e]") {
    Run none = judge("--seed 2 --replay");
    CHECK(none.status == 2);
    CHECK(splitLines(none.err).size() == 1u);
    CHECK(contains(none.err, "--replay needs a value"));
    Run batch = judge("--seeds 1-2 --replay x.html");
    CHECK(batch.status == 2);
    CHECK(splitLines(batch.err).size() == 1u);
    CHECK(contains(batch.err, "--replay writes a single game"));
    CHECK(batch.out.empty());

    // The game is judged and its verdict printed; then one line naming the file.
    Run bad = judge("--seed 2 --rules classic --max-turns 200 --replay /nonexistent-dir/game.html");
    CHECK(bad.status == 2);
    CHECK(contains(bad.out, "seed 2: loss on turn"));
    REQUIRE(splitLines(bad.err).size() == 1u);
    CHECK(contains(bad.err, "referee calculation: cannot write the replay page /nonexistent-dir/game.html: "));

    TempDir dir;
    Run person = table(dir, "--seed 3 --replay /nonexistent-dir/game.html", "w1\nq\n");
    CHECK(person.status == 2);
    CHECK(contains(person.out, "Bye (1 move, 0 undos)."));
    REQUIRE(splitLines(person.err).size() == 1u);
    CHECK(contains(person.err, "/nonexistent-dir/game.html"));
    Run empty = table(dir, "--seed 3 --replay=", "q\n");
    CHECK(empty.status == 2);
    CHECK(splitLines(empty.err).size() == 1u);
}

TEST_CASE("calculation replay: a person's game is written when won, on request and when leaving",
          "[calculation][replay][e2e]") {
    auto moves = seed74Win();
    std::string line;
    for (const auto& m : moves) line += calc::moveName(m) + "\n";
    TempDir dir;
    std::string atEnd = dir.file("end.html"), early = dir.file("Early.html");
    // Three moves, one taken back, the page asked for; then the winning line.
    std::string input = calc::moveName(moves[0]) + "\nw4\nu\nreplay " + early + "\nreplay\n" +
        line.substr(line.find('\n') + 1) + "?\nq\n";
    Run r = table(dir, "--seed 74 --replay " + shellQuoted(atEnd), input);
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "The game so far (1 move) is written to " + early));
    CHECK(contains(r.out, "The game so far (" + std::to_string(moves.size()) + " moves) is written to " + atEnd));
    CHECK(contains(r.out, "The game is written to " + atEnd + "."));
    CHECK(contains(r.out, "  replay FILE  write the game so far as a replay page"));

    calc::Game start = calc::newGame(74, calc::RuleSet::CoCo);
    // The undone move is not in the game.
    CHECK(slurp(early) == replay::page(calc::replayOf(start, {moves[0]}, "seed 74, coco rules", "")));
    CHECK(slurp(atEnd) ==
          replay::page(calc::replayOf(start, moves, "seed 74, coco rules",
                                      "won in " + std::to_string(moves.size()) + " moves with 1 undo")));
    PageData page = readPage(slurp(atEnd));
    CHECK(page.frames.size() == moves.size() + 1);

    // Without --replay, 'replay' alone names the page after the seed, in the
    // current directory; a bad file is refused and play goes on.
    Run ask = runCommand("cd " + shellQuoted(dir.path) +
                         " && printf 'replay\\nreplay /nonexistent-dir/x.html\\nw1\\nq\\n' | timeout 30 " REFEREE_PATH
                         " calculation --seed 74");
    CHECK(ask.status == 0);
    CHECK(contains(ask.out, "The game so far (0 moves) is written to calculation-seed-74.html"));
    CHECK(slurp(dir.file("calculation-seed-74.html")) ==
          replay::page(calc::replayOf(start, {}, "seed 74, coco rules", "")));
    CHECK(contains(ask.out, "cannot write the replay page /nonexistent-dir/x.html"));
    CHECK(contains(ask.out, "Bye (1 move, 0 undos)."));

    Run help = runCommand(REFEREE_PATH " calculation --help");
    CHECK(contains(help.out, "--replay FILE"));
    Run botHelp = runCommand(REFEREE_PATH " calculation --bot x --help");
    CHECK(contains(botHelp.out, "--replay FILE.html"));
}

}  // namespace test_calculation_replay
