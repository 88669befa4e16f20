// The computer's evaluation of a deal as a person sees it: one small square
// per play of the same start (blue: the person did better, white: equal, red:
// the computer did better, green: the computer solved it), then the minimum,
// median and mean of the computer's scores. Without colour the squares are
// letters b, w, r, g.
#pragma once

#include <string>
#include <vector>

#include "referee/common/terminal.hpp"
#include "games/gallery/player.hpp"

namespace gallery::referee {

// Each play's square is gallery::compare's Comparison (player.hpp).
// The lines of the report: the squares, their legend with counts, the figures.
std::vector<std::string> evaluationLines(const Evaluation& e, int personScore, const ::referee::Painter& paint);

}  // namespace gallery::referee
