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

#include "common/parallel.hpp"
#include "referee/common/child.hpp"
#include "referee/common/judge_options.hpp"
#include "common/batch.hpp"
#include "common/json.hpp"
#include "common/options.hpp"
#include "common/program.hpp"
#include "referee/common/summary.hpp"
#include "referee/common/verdict.hpp"

namespace referee {

// Runs `body` (which returns the exit status) as common/program.hpp's
// runProgram does: --help, and every mistake one line and exit status 2.
template <class Body>
int runJudge(int argc, char** argv, const patience::Program& program, Body body) {
    // A bot that exits without reading must lose the game, not kill the referee.
    std::signal(SIGPIPE, SIG_IGN);
    killChildrenOnSignal();
    return patience::runProgram(argc, argv, program, body);
}

// Plays `count` games, `jobs` at once: `play(i)` plays game i and returns its
// record (a GameRecord, or a game's record with figures of its own). Each
// verdict line is printed as soon as it and those before it are known, then
// `tally(i, played)` counts it for the game's own figures.
template <class Played, class Play, class Tally>
Summary playGames(std::size_t count, int jobs, Play play, Tally tally) {
    Summary summary;
    patience::forEachInOrder<Played>(count, jobs, play, [&](std::size_t i, const Played& played) {
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

// What a game's record adds to its --jsonl line, and reads back: nothing for
// a GameRecord; a game's own record (calculation's Played, say) overloads
// both beside it, found by argument-dependent lookup.
inline void writeMore(json::Writer&, const GameRecord&) {}
inline void readMore(const json::Value&, GameRecord&) {}

// The --jsonl line of a game: its verdict, counts and times, and its own figures.
template <class Played>
patience::batch::Codec<Played> gameCodec(const std::string& kind, const std::string& idKey) {
    namespace batch = patience::batch;
    return {kind, idKey,
            [](json::Writer& w, const Played& p) {
                const GameRecord& g = p;
                w.key("label").value(g.label);
                w.key("won").value(g.verdict.won);
                w.key("verdict").value(g.verdict.kind);
                w.key("detail").value(g.verdict.text);
                w.key("turns").value(g.turns);
                w.key("moves").value(g.moves);
                w.key("first_turn_ms");
                if (g.firstTurnMs >= 0)
                    w.value(g.firstTurnMs);
                else
                    w.null();
                w.key("later_turn_max_ms");
                if (g.maxLaterTurnMs >= 0)
                    w.value(g.maxLaterTurnMs);
                else
                    w.null();
                writeMore(w, p);
            },
            [idKey](const json::Value& v) {
                Played p;
                GameRecord& g = p;
                g.label = batch::text(v, "label");
                g.idKey = idKey;
                g.idJson = std::to_string(batch::integer(v, idKey));
                g.verdict = {batch::flag(v, "won"), batch::text(v, "verdict"), batch::text(v, "detail")};
                g.turns = int(batch::integer(v, "turns"));
                g.moves = int(batch::integer(v, "moves"));
                g.firstTurnMs = batch::number(v, "first_turn_ms");
                g.maxLaterTurnMs = batch::number(v, "later_turn_max_ms");
                readMore(v, p);
                return p;
            },
            [](const Played& p) { return p.verdict.won; }};
}

// A batch of games as the command line asks for it: the deals' numbers in
// order, and --jsonl, --resume, --shard.
struct Batch {
    std::string kind;   // "referee gallery": what the --jsonl lines say
    std::string idKey;  // "seed" or "deal"
    std::vector<std::uint64_t> ids;
    patience::batch::Options options;
    bool batch = true;  // false: one game, no progress line
};

// The batch a bot judge's options ask for (--seed: a batch of one, quietly).
inline Batch judgeBatch(const JudgeOptions& o, const std::string& kind) {
    return Batch{kind, o.seedOptions.idKey, o.seeds, o.log, o.batch};
}

// playGames over a Batch: the shard's games, those --resume finds in the
// file taken from it (their verdict lines printed as a whole run would),
// the others played and written to it as they end; a progress line on a
// terminal. play(i) and tally(i, played) get i, the index in batch.ids.
template <class Played, class Play, class Tally>
Summary playGames(const Batch& batch, int jobs, Play play, Tally tally) {
    patience::batch::Run<Played> run(batch.options, batch.ids, gameCodec<Played>(batch.kind, batch.idKey),
                                     batch.batch ? "games" : "", "won");
    Summary summary;
    patience::forEachInOrder<Played>(
        run.size(), jobs, [&](std::size_t j) { return run.get(j, [&] { return play(run.index(j)); }); },
        [&](std::size_t j, const Played& played) {
            const GameRecord& record = played;
            run.print(std::cout, record.line() + "\n");
            summary.add(record);
            tally(run.index(j), played);
        });
    run.finish();
    return summary;
}

template <class Played, class Play>
Summary playGames(const Batch& batch, int jobs, Play play) {
    return playGames<Played>(batch, jobs, play, [](std::size_t, const Played&) {});
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
