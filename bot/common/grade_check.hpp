// `bot GAME --grade-check GRADED.jsonl PLAYER.jsonl`: does the grade order
// deals as another player finds them? GRADED holds `--grade` lines (the
// grade of each deal); PLAYER holds `--grade` lines of an independent
// player (another bot, or other settings: its `wins` of `runs` on each deal).
// On the deals both hold: Spearman's rho between the grade and the player's
// share of losses (1 when the grade orders them exactly as the player's
// results do), over grades 1-5 and over all grades with 0 (proved not
// winnable) as the hardest; and each grade's deals with the player's mean
// win rate and its 95% interval (a t interval over the deals).
#pragma once

#include <cstdint>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bot/common/grade.hpp"

namespace patience::bot {

// seed -> record, from a --grade --jsonl file; a UsageError names the file
// and line of anything else.
std::map<std::uint64_t, GradeResult> readGrades(const std::string& file);

// Average ranks (ties share their mean rank), 1-based.
std::vector<double> ranks(const std::vector<double>& x);

double pearson(const std::vector<double>& a, const std::vector<double>& b);

double spearman(const std::vector<double>& a, const std::vector<double>& b);

// GRADED's deals are graded again with `cuts` (regrade): the grades the
// game's cuts of today give, whatever cuts the file was written with.
int gradeCheck(const std::string& gradedFile, const std::string& playerFile, const GradeCuts& cuts,
               std::ostream& out = std::cout);

}  // namespace patience::bot
