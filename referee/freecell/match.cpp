#include "referee/freecell/match.hpp"

#include <optional>

#include "games/freecell/protocol.hpp"
#include "referee/common/turn_loop.hpp"
#include "referee/common/wording.hpp"

namespace freecell::referee {

using ::referee::ms;
using ::referee::plural;
using ::referee::printable;
using ::referee::GameRecord;
using ::referee::Verdict;

namespace {

// A line longer than this is a flood, not an answer: 1 MB holds 300,000 moves.
constexpr std::size_t MaxLine = 1 << 20;

// Cards that reached the foundations between two positions, lowest rank first.
std::vector<Card> sentHome(const Board& before, const Board& after) {
    std::vector<Card> out;
    for (int r = 1; r <= Ranks; ++r)
        for (int s = 0; s < Suits; ++s)
            if (before.home[s] < r && after.home[s] >= r) out.push_back(makeCard(r, s));
    return out;
}

std::string homeCount(const Board& b) { return "(" + std::to_string(b.cardsHome()) + "/52 cards home)"; }

}  // namespace

Match dealMatch(std::int64_t deal) {
    return {"deal " + std::to_string(deal), "deal", std::to_string(deal), msDeal(std::uint32_t(deal))};
}

namespace {

// FreeCell's side of the turn loop: any number of moves an answer, autoplay
// after each, and the board drawn for --show.
class Turns : public ::referee::GameTurns<Board> {
public:
    Turns(Board start, const Settings& s, Display* show) : GameTurns(start), autoplay_(s.autoplay), capacity_(s.capacity), show_(show) {}

    std::string winDetail(const GameRecord& rec) const override {
        std::string text = ", " + plural(rec.moves, "move");
        if (ignored_) text += ", " + plural(long(ignored_), "trailing move") + " ignored";
        return text;
    }
    std::optional<Verdict> endedWithoutWin(const std::string& onTurn) override {
        moves_ = legalMoves(game_, capacity_);
        if (!moves_.empty()) return std::nullopt;
        return Verdict{false, "no legal move left", "no legal move left" + onTurn + " " + homeCount(game_)};
    }
    std::string progress() const override { return " " + homeCount(game_); }
    std::string turnText(int turn, int limitMs) override {
        if (show_) show_->turn(turn, game_, moves_.size(), limitMs);
        return turnInput(game_, moves_);
    }
    std::optional<Verdict> play(const std::string& line, const std::string& onTurn, double took, int& moves) override {
        std::vector<std::string> answer = words(line);
        if (answer.empty()) {
            if (show_) show_->answer(took, {}, "", "", 0);
            return ::referee::printedNothing(onTurn);
        }
        std::optional<Verdict> illegal;
        std::vector<Played> played;
        std::string rejected, why;
        for (std::size_t i = 0; i < answer.size(); ++i) {
            std::optional<Move> m = parseMove(answer[i]);
            Check c = m ? check(game_, *m, capacity_) : Check{0, "not a move (a move is two of 1-8, a-d, h, e.g. 26 5a 4h)"};
            if (!c) {
                rejected = answer[i], why = c.why;
                illegal = Verdict{false, "illegal move", "illegal move" + onTurn + ", move " + std::to_string(i + 1) + " " + printable(answer[i]) + ": " + why};
                break;
            }
            // freecell::apply, in two steps so that --show can tell what autoplay did.
            freecell::play(game_, *m, c.count);
            Board moved = game_;
            autoplay(game_, autoplay_);
            ++moves;
            legal_.push_back(*m);
            played.push_back({answer[i], sentHome(moved, game_)});
            if (game_.won()) {
                ignored_ = answer.size() - i - 1;
                break;
            }
        }
        if (show_) show_->answer(took, played, rejected, why, ignored_);
        return illegal;
    }
    const std::vector<Move>& legal() const { return legal_; }

private:
    Autoplay autoplay_;
    Capacity capacity_;
    Display* show_;
    std::vector<Move> moves_;  // this turn's legal moves
    std::size_t ignored_ = 0;  // words after the winning move
    std::vector<Move> legal_;  // every move played, in order
};

}  // namespace

GameRecord play(const Match& match, const Settings& settings, ::referee::Stderr botStderr, Display* show, MoveLog* log) {
    Board b = match.start;
    autoplay(b, settings.autoplay);
    if (show) show->start(match.label, settings.autoplay, settings.capacity, sentHome(match.start, b));
    Turns turns(b, settings, show);
    ::referee::TurnLimits limits{settings.firstTurnMs, settings.turnMs, settings.maxTurns, MaxLine};
    GameRecord rec = ::referee::playTurns(match.unplayed(), settings.bot, botStderr, limits, turns);
    if (show) show->finish(turns.game());
    if (log) *log = {turns.legal(), turns.game()};
    return rec;
}

}  // namespace freecell::referee
