#include "referee/gallery/keeper.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "referee/common/next_command.hpp"
#include "referee/gallery/report.hpp"
#include "games/gallery/cap.hpp"
#include "games/gallery/player.hpp"
#include "common/replay_page.hpp"

namespace gallery::referee {

namespace {

const char* HelpText =
    "Commands (case does not matter, the blank in a move is optional):\n"
    "  3 B5        the top card of pile 3 to place B5\n"
    "  A4 C2       the wrong card on A4 to place C2\n"
    "  3, A4       that card to the place it can go (the first, when two alike take it)\n"
    "  d, deal     eight cards from the stock, one on each pile (cannot be undone)\n"
    "  u, undo     take back your last move and the CAP moves after it, back to the last deal\n"
    "  cap on/off  computer-aided play: marks, and the safe moves played for you\n"
    "  e, eval [K] the computer plays this deal's start K times, compared with your score now\n"
    "  replay FILE write the game so far as a replay page (one HTML file: every position, the moves,\n"
    "              the evaluation's squares); replay alone: to the --replay file, or gallery-seed-N.html\n"
    "  hint        the fair bot's move, from what you see (it does not know the stock's order)\n"
    "  peek        the solver's move: it knows the stock's order (the game is then assisted)\n"
    "  check       can this still be won? The solver's verdict (knows the stock: assisted)\n"
    "  check when  ... and if not, the move that lost it\n"
    "  q, quit     end the game: your score and the computer's evaluation\n"
    "  (empty)     redraw;   ?, h, help: this list\n"
    "Rows climb by suit in steps of three: A 2-5-8-J, B 3-6-9-Q, C 4-7-10-K. An empty place takes its\n"
    "row's base card (2, 3, 4); [5h] is in its place, a bare card lies on a wrong place and must move.\n"
    "With CAP: * movable; ! jammed (\"pile 3 Ks over 10s\": Ks can go home only after 10s or its twin;\n"
    "hopeless: neither ever can); << beside the stock: nothing can move, deal. docs/gallery.md tells more.";

std::string times(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// What a move does, in words: "8h on 5h", "2s to the empty A3".
std::string describe(const Game& before, const Move& m) {
    Card c = *before.moving(m);
    const auto& target = before.at(m.to);
    return cardName(c) +
        (target.empty() ? " to the empty " + placeName(m.to)
                        : " on " + cardName(target.back()) + " (" + placeName(m.to) + ")");
}

// Why a card has nowhere to go now: what it waits for.
std::string nowhere(const Game& g, const Source& s) {
    if (s.fromPile) {
        if (g.piles[std::size_t(s.pile)].empty()) return "pile " + std::to_string(s.pile + 1) + " is empty";
    } else {
        if (g.at(s.place).empty()) return placeName(s.place) + " is empty";
        if (g.correct(s.place)) return placeName(s.place) + " is in its place: correct cards stay";
    }
    Card c = s.fromPile ? g.piles[std::size_t(s.pile)].back() : g.at(s.place).back();
    int rank = rankOf(c), row = rowOf(rank);
    std::string rowName(1, char('A' + row));
    if (rank == baseRank(row)) return cardName(c) + " needs an empty place in row " + rowName + ": none is free";
    return cardName(c) + " goes on " + cardName(makeCard(rank - 3, suitOf(c))) + " in its place in row " + rowName +
        ": none is on top there";
}

std::string seconds(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f s", s);
    return buf;
}

}  // namespace

Keeper::Keeper(std::uint64_t seed, KeeperOptions options, std::istream& in, std::ostream& out)
    : opt_(options),
      in_(in),
      out_(out),
      notes_(options.screen, out),
      seed_(seed),
      start_(newGame(seed)),
      game_(start_),
      advisor_(galleryAdvisor(options.advisor)) {
    advisor_.hintMs = options.hintMs;
}

Marks Keeper::marks() const {
    Marks m;
    if (!opt_.cap) return m;
    m.cap = true;
    std::vector<Move> legal = game_.legalMoves();
    for (const Move& mv : legal) {
        if (mv.fromPile)
            m.movablePile[mv.pile] = true;
        else
            m.movablePlace[mv.from.row][mv.from.col] = true;
    }
    for (const Jam& j : jams(game_)) {
        auto& trapped = m.trapped[std::size_t(j.pile)];
        trapped.resize(game_.piles[std::size_t(j.pile)].size());
        trapped[std::size_t(j.covered)] = true;
        const auto& pile = game_.piles[std::size_t(j.pile)];
        m.jams.push_back("pile " + std::to_string(j.pile + 1) + " " + cardName(pile[std::size_t(j.cover)]) + " over " +
                         cardName(pile[std::size_t(j.covered)]) + (j.hopeless ? " (hopeless)" : ""));
    }
    m.stockMarked = legal.empty() && !game_.stock.empty();
    return m;
}

std::string Keeper::status() const {
    std::size_t back = 0;
    for (const Step& s : steps_) back += s.moves.size();
    return "seed " + std::to_string(seed_) + " | CAP " + (opt_.cap ? "on" : "off") + " | " + times(moves_, "move") +
        ", " + times(deals_, "deal") + ", " + times(undos_, "undo") + " | undo can take back " +
        times(int(back), "move") +
        (game_.won()        ? " | WON"
             : game_.over() ? " | OVER"
                            : "") +
        (help_.empty() ? "" : " | " + helpWords() + (assisted() ? " (assisted)" : "")) +
        (opt_.winnableOnly ? " | winnable-only" : "") + " | ? for help";
}

void Keeper::redraw() {
    ::referee::Painter paint(opt_.color);
    if (opt_.screen) out_ << "\033[H\033[2J";
    out_ << drawPicture(game_, marks(), status(), paint);
    if (opt_.screen) notes_.writeUnder();
    out_ << std::flush;
}

void Keeper::runCap(Step& step) {
    if (!opt_.cap) return;
    Game before = game_;
    std::vector<SafeMove> played = playSafeMoves(game_);
    // One line, in the order played; the reason once for a run of moves of one kind.
    std::string said;
    for (std::size_t i = 0; i < played.size(); ++i) {
        const SafeMove& s = played[i];
        said += moveName(s.move) + " " + cardName(*before.moving(s.move));
        before.play(s.move);
        step.moves.push_back(s.move);
        line_.push_back({Action{false, s.move}, std::string("CAP: ") + safeKindText(s.kind)});
        ++step.byCap;
        if (i + 1 == played.size() || played[i + 1].kind != s.kind)
            said += std::string(" (") + safeKindText(s.kind) + ")";
        if (i + 1 < played.size()) said += played[i + 1].kind != s.kind ? "; " : ", ";
    }
    if (!said.empty()) say("CAP played " + said);
}

void Keeper::play(const Move& m) {
    std::string what = moveName(m) + ": " + describe(game_, m);
    game_.play(m);
    line_.push_back({Action{false, m}, ""});
    ++moves_;
    endShown_ = false;
    Step step;
    step.moves.push_back(m);
    say(what + (opt_.screen ? "" : " | " + stateLine(game_)));
    runCap(step);
    steps_.push_back(step);
    if (opt_.solverLine && !game_.over()) solverLine();
    checkEnd();
}

void Keeper::move(const Source& s, std::optional<Place> target) {
    if (target) {
        Move m = makeMove(s, *target);
        std::string why = game_.whyNot(m);
        if (!why.empty()) return refuse(why);
        return play(m);
    }
    // The document's "tap a card": it finds its place. When two places take
    // it they are alike (the empty places of its row, or two builds of its
    // suit at the same height: cap.hpp), so homeMove's first is as good as any.
    std::optional<Move> home = s.fromPile ? homeMove(game_, s.pile) : homeMove(game_, s.place);
    if (!home) return refuse(nowhere(game_, s));
    play(*home);
}

void Keeper::deal() {
    if (game_.stock.empty()) return refuse("the stock is out: no more deals");
    int acesBefore = game_.aces;
    game_.deal();
    line_.push_back({Action{true, {}}, ""});
    ++deals_;
    steps_.clear();
    endShown_ = false;
    int aces = game_.aces - acesBefore;
    say("dealt " + std::to_string(8 - aces) + " cards" + (aces ? " (" + times(aces, "ace") + " to the ace pile)" : "") +
        (opt_.screen ? ", " + times(game_.dealsLeft(), "deal") + " left" : " | " + stateLine(game_)));
    Step step;
    runCap(step);
    if (!step.moves.empty()) steps_.push_back(step);
    if (opt_.solverLine && !game_.over()) solverLine();
    if (!opt_.screen) redraw();
    checkEnd();
}

void Keeper::undo() {
    if (steps_.empty()) return refuse("nothing to undo: undo goes back to the last deal, never past it");
    Step step = steps_.back();
    steps_.pop_back();
    for (std::size_t i = step.moves.size(); i-- > 0;) game_.undo(), line_.pop_back();
    for (HelpMark& h : help_)
        h.at = std::min(h.at, line_.size());  // asked before what is taken back: before what comes instead
    ++undos_;
    endShown_ = false;
    int own = int(step.moves.size()) - step.byCap;
    if (own) --moves_;
    std::string what = own ? "undone: " + moveName(step.moves[0]) : "undone";
    if (step.byCap)
        what += std::string(own ? " and " : ": ") + "CAP's " + times(step.byCap, "move") +
            (own ? " after it" : std::string(" after ") + step.after);
    // No CAP now: it would play again what was just taken back.
    say(what + (opt_.screen ? "" : " | " + stateLine(game_)));
}

void Keeper::setCap(bool on) {
    opt_.cap = on;
    say(std::string("CAP ") +
        (on ? "on: movable cards marked *, jams !, and the safe moves played for you"
            : "off: no marks, no moves played for you"));
    if (!on) return;
    Step step;
    step.after = "cap on";
    runCap(step);
    if (!step.moves.empty()) {
        endShown_ = false;
        steps_.push_back(step);
        checkEnd();
    }
}

std::vector<std::string> Keeper::evaluate(int plays, const std::string& against) const {
    if (plays <= 0) return {};
    auto t0 = std::chrono::steady_clock::now();
    Evaluation e = gallery::evaluate(start_, plays, seed_);
    double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::vector<std::string> lines = evaluationLines(e, game_.score(), ::referee::Painter(opt_.color));
    lines.insert(lines.begin(),
                 "The computer played this deal's start " + times(plays, "time") + " (" + seconds(took) +
                     "), against " + against + ":");
    return lines;
}

void Keeper::checkEnd() {
    if (endShown_ || !game_.over()) return;
    endShown_ = true;
    endReport_ = {game_.won() ? std::string("The gallery is complete: you win! Score 0.")
                              : "The stock is out and nothing can move. Your score: " + std::to_string(game_.score()) +
                          " (" + std::to_string(game_.placed()) + " of 96 cards in place)."};
    endReport_[0].insert(endReport_[0].size() - 1, assistedWords());
    for (const std::string& line :
         evaluate(opt_.evaluate, "your score " + std::to_string(game_.score()) + assistedWords()))
        endReport_.push_back(line);
    for (const std::string& line : endReport_) say(line);
    if (!opt_.replayFile.empty()) replayCommand(opt_.replayFile);
    say(game_.won() ? "q: leave" : "u: undo and play on, q: leave");
}

bool Keeper::writeReplay(const std::string& file, std::string& error) const {
    std::string verdict;
    if (game_.won())
        verdict = "won: the gallery is complete, score 0";
    else if (game_.over())
        verdict = "the stock is out and nothing can move: score " + std::to_string(game_.score()) + ", " +
            std::to_string(game_.placed()) + " of 96 cards in place";
    if (!verdict.empty())
        verdict += "; " + times(moves_, "move") + ", " + times(deals_, "deal") + ", " + times(undos_, "undo");
    if (!help_.empty()) verdict += verdict.empty() ? helpClause() : assistedWords();
    // The help in the move list too: on the action that followed it.
    std::vector<ReplayStep> steps = line_;
    for (const HelpMark& h : help_)
        if (h.at < steps.size())
            steps[h.at].why += std::string(steps[h.at].why.empty() ? "" : "; ") + "after a " + h.kind;
    // The squares always, as `eval` shows them: --evaluate 0 turns off only the report at the end.
    Evaluation e = gallery::evaluate(start_, opt_.evaluate ? opt_.evaluate : 20, seed_);
    std::string title = "seed " + std::to_string(seed_) + (opt_.winnableOnly ? ", dealt winnable-only" : "");
    return replay::writePage(file, replayOf(start_, steps, title, verdict, e), error);
}

void Keeper::replayCommand(const std::string& file) {
    std::string error;
    if (!writeReplay(file, error)) return refuse(error);
    int deals = 0, byCap = 0;
    for (const ReplayStep& step : line_) deals += step.action.deal, byCap += !step.why.empty();
    say("The game so far (" + times(int(line_.size()) - deals - byCap, "move") + ", " + std::to_string(byCap) +
        " by CAP, " + times(deals, "deal") + ") is written to " + file + ": a replay page for a browser.");
}

void Keeper::finish(const std::string& why) {
    if (!endShown_) {
        endReport_ = {why + " Your score: " + std::to_string(game_.score()) + " (" + std::to_string(game_.placed()) +
                      " of 96 cards in place)" + assistedWords() + "."};
        for (const std::string& line :
             evaluate(opt_.evaluate, "your score " + std::to_string(game_.score()) + assistedWords()))
            endReport_.push_back(line);
        for (const std::string& line : endReport_) say(line);
    } else if (opt_.screen) {
        for (const std::string& line : endReport_) say(line);  // the last picture keeps it
    }
    say("Bye (seed " + std::to_string(seed_) + ", " + times(moves_, "move") + ", " + times(deals_, "deal") + ", " +
        times(undos_, "undo") + (help_.empty() ? "" : "; " + helpClause()) +
        (opt_.winnableOnly ? "; dealt winnable-only" : "") + ").");
    if (!opt_.replayFile.empty()) {
        std::string error;
        if (writeReplay(opt_.replayFile, error))
            say("The game is written to " + opt_.replayFile + ".");
        else {
            replayFailed_ = true;
            std::cerr << "referee gallery: " << error << "\n" << std::flush;
        }
    }
    if (opt_.screen) redraw();
}

bool Keeper::command(const std::string& line) {
    Command c = parseCommand(line);
    switch (c.kind) {
    case Command::Redraw:
        if (!opt_.screen) redraw();
        return true;
    case Command::Quit: finish("You stopped."); return false;
    case Command::Help: say(HelpText); return true;
    case Command::Undo: undo(); return true;
    case Command::Deal: deal(); return true;
    case Command::CapOn: setCap(true); return true;
    case Command::CapOff: setCap(false); return true;
    case Command::CapShow: say(std::string("CAP is ") + (opt_.cap ? "on" : "off") + " (cap on, cap off)"); return true;
    case Command::Evaluate:
        for (const std::string& l : evaluate(c.plays ? c.plays : (opt_.evaluate ? opt_.evaluate : 20),
                                             "your score now, " + std::to_string(game_.score())))
            say(l);
        return true;
    case Command::Replay:
        // As Spider's keeper names its page: after the game, in the current directory.
        replayCommand(!c.file.empty()                ? c.file
                          : !opt_.replayFile.empty() ? opt_.replayFile
                                                     : "gallery-seed-" + std::to_string(seed_) + ".html");
        return true;
    case Command::Hint: hint(); return true;
    case Command::Peek: peek(); return true;
    case Command::Check: check(false); return true;
    case Command::CheckWhen: check(true); return true;
    case Command::Move: move(c.source, c.target); return true;
    case Command::Unknown: refuse(c.why); return true;
    }
    return true;
}

int Keeper::run() {
    Step first;
    runCap(first);
    if (!first.moves.empty()) steps_.push_back(first);
    if (opt_.screen) checkEnd();  // its lines go under the picture
    redraw();
    checkEnd();
    for (;;) {
        std::string line;
        // A line too long: the score and evaluation, as at the end of input.
        if (!::referee::nextCommand(lines_, out_, opt_.prompt, "> ", line,
                                    [&] { finish("Input that is not commands."); })) {
            if (opt_.prompt) out_ << "\n";
            finish("End of input.");
            return replayFailed_ ? 2 : 0;
        }
        if (!command(line)) return replayFailed_ ? 2 : 0;
        if (opt_.screen) redraw();
    }
}

}  // namespace gallery::referee
