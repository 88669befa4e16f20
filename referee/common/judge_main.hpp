// What every bot judge does around its games: guard against bots that die or
// are interrupted, print each verdict as it comes, then the summary, and turn
// a mistake in the options into one line and exit status 2.
#pragma once

#include <csignal>
#include <cstddef>
#include <exception>
#include <functional>
#include <iostream>
#include <string>

#include "common/batch.hpp"
#include "common/child.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/summary.hpp"
#include "common/verdict.hpp"

namespace referee {

// Runs `body` (which returns the exit status); a UsageError it throws is
// reported on one line (see reportUsageError).
template <class Body>
int runJudge(const std::string& who, const std::string& help, Body body) {
    // A bot that exits without reading must lose the game, not kill the referee.
    std::signal(SIGPIPE, SIG_IGN);
    killChildrenOnSignal();
    try {
        return body();
    } catch (const UsageError& e) {
        return reportUsageError(e, who, help);
    } catch (const std::exception& e) {  // out of memory, say: one line, never an abort
        std::cerr << who << ": " << e.what() << "\n";
        return 2;
    }
}

// Plays `count` games, `jobs` at once: `play(i)` plays game i and returns its
// record (a GameRecord, or a game's record with figures of its own). Each
// verdict line is printed as soon as it and those before it are known, then
// `tally(i, played)` counts it for the game's own figures.
template <class Played, class Play, class Tally>
Summary playGames(std::size_t count, int jobs, Play play, Tally tally) {
    Summary summary;
    runBatch<Played>(count, jobs, play, [&](std::size_t i, const Played& played) {
        const GameRecord& record = played;
        std::cout << record.line() << "\n" << std::flush;
        summary.add(record);
        tally(i, played);
    });
    return summary;
}

template <class Played, class Play>
Summary playGames(std::size_t count, int jobs, Play play) {
    return playGames<Played>(count, jobs, play, [](std::size_t, const Played&) {});
}

// After the verdicts: in a batch the summary's text and `moreText` (the
// game's own figures), with --json the summary as one line, to which `json`
// adds the game's keys. Returns the exit status: 0 if every game was won.
inline int reportSummary(const Summary& summary, bool batch, bool json, const std::string& moreText,
                         const std::function<void(json::Writer&)>& moreJson) {
    if (batch) std::cout << summary.text() << moreText;
    if (json) std::cout << summary.json(moreJson) << "\n";
    return summary.allWon() ? 0 : 1;
}

}  // namespace referee
