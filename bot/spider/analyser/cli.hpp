// `bot spider --analyse FILE --goal GOAL [constraints]`: the analyser of
// bot/spider/analyser/analyser.hpp on a Woods position file.
#pragma once

#include <string>
#include <vector>

#include "bot/spider/analyser/minimum.hpp"
#include "bot/spider/analyser/plan.hpp"

namespace spider::bot {

extern const char* analyseUsage;

struct AnalyseOptions {
    std::string file;
    Query query;
    bool known = false, minimise = false, anyOrder = false, words = false;
    std::vector<std::string> assume;  // --assume values, checked against the position once it is read
    Rules rules;
    AnalyseLimits limits;
};

// The --assume values into `q.assume`, checked against `g`: a column from 1
// to 10, no more cards than it has face down, each card one a player has
// not seen (neither in view, nor removed, nor assumed twice); with `known`,
// the file's own cards in those places, in some order.
void readAssumptions(const std::vector<std::string>& values, const Game& g, Query& q, bool known);

// "columns,joins,relax,counted,fixed,deal,reuse", any of them, or "none".
void readReductions(const std::string& list, AnalyseLimits& limits);

AnalyseOptions parseAnalyseArgs(int argc, char** argv);

// One question asked and answered on standard output, `indent` before each
// line of it; the timing on standard error. The status, or 2 if a plan
// fails its replay.
int answer(const Game& g, AnalyseOptions& o, const std::string& indent, AnalyseResult::Status& status);

// --assume-any-order: the question for each order of the assumed cards,
// then whether the answers differ. 0 if possible in every order.
int answerEachOrder(const Game& g, AnalyseOptions& o);

// Argv as `bot spider` receives them, --analyse among them.
int analyseMain(int argc, char** argv);

}  // namespace spider::bot
