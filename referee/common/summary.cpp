#include "referee/common/summary.hpp"

#include "referee/common/wording.hpp"

#include <cmath>
#include <sstream>

namespace referee {

void Summary::add(const GameRecord& g) {
    ++games_;
    if (g.verdict.won) {
        ++wins_;
        movesInWins_ += g.moves;
    } else {
        auto it = losses_.begin();
        while (it != losses_.end() && it->first != g.verdict.kind) ++it;
        if (it == losses_.end())
            losses_.push_back({g.verdict.kind, 1});
        else
            ++it->second;
    }
    if (g.firstTurnMs >= 0) {
        ++answered_;
        firstTotalMs_ += g.firstTurnMs;
        if (g.firstTurnMs > firstMaxMs_) firstMaxMs_ = g.firstTurnMs, firstMaxLabel_ = g.label;
    }
    if (g.maxLaterTurnMs > laterMaxMs_) laterMaxMs_ = g.maxLaterTurnMs, laterMaxLabel_ = g.label;
    results_.push_back({g.idKey, g.idJson, g.verdict.kind, g.verdict.text, g.turns, g.moves, g.firstTurnMs});
}

std::string Summary::text() const {
    std::ostringstream out;
    out << plural(games_, "game") << ": " << wins_ << " won, " << games_ - wins_ << " lost";
    if (!losses_.empty()) {
        out << " (";
        for (std::size_t i = 0; i < losses_.size(); ++i)
            out << (i ? ", " : "") << losses_[i].first << " " << losses_[i].second;
        out << ")";
    }
    out << "\n";
    if (answered_) {
        out << "first turn: total " << ms(firstTotalMs_) << ", mean " << ms(firstTotalMs_ / answered_) << ", max "
            << ms(firstMaxMs_) << " (" << firstMaxLabel_ << ")";
        if (laterMaxMs_ >= 0) out << "; later turns: max " << ms(laterMaxMs_) << " (" << laterMaxLabel_ << ")";
        out << "\n";
    }
    if (wins_) out << "moves per win: mean " << decimal(double(movesInWins_) / wins_, 1) << "\n";
    return out.str();
}

std::string Summary::json(const std::function<void(json::Writer&)>& extra) const {
    json::Writer w;
    w.open('{');
    w.key("games").value(games_);
    w.key("wins").value(wins_);
    w.key("losses").open('{');
    for (const auto& [kind, n] : losses_) w.key(kind).value(n);
    w.close('}');
    w.key("failures").open('[');
    for (const Brief& b : results_)
        if (b.kind != "win") {
            w.open('{');
            w.key(b.idKey).raw(b.idJson);
            w.key("verdict").value(b.kind);
            w.key("detail").value(b.text);
            w.close('}');
        }
    w.close(']');
    w.key("mean_moves_per_win");
    if (wins_)
        w.value(double(movesInWins_) / wins_);
    else
        w.null();
    w.key("first_turn_ms").open('{');
    w.key("total").value(firstTotalMs_);
    w.key("mean");
    if (answered_)
        w.value(firstTotalMs_ / answered_);
    else
        w.null();
    w.key("max");
    if (answered_)
        w.value(firstMaxMs_);
    else
        w.null();
    w.close('}');
    w.key("later_turn_max_ms");
    if (laterMaxMs_ >= 0)
        w.value(laterMaxMs_);
    else
        w.null();
    if (extra) extra(w);
    w.key("results").open('[');
    for (const Brief& b : results_) {
        w.open('{');
        w.key(b.idKey).raw(b.idJson);
        w.key("verdict").value(b.kind);
        w.key("turns").value(b.turns);
        w.key("moves").value(b.moves);
        w.key("first_turn_ms");
        if (b.firstTurnMs >= 0)
            w.value(b.firstTurnMs);
        else
            w.null();
        w.close('}');
    }
    w.close(']');
    w.close('}');
    return w.str();
}

}  // namespace referee
