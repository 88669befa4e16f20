#include "referee/freecell/settings.hpp"

#include "common/options.hpp"

namespace freecell::referee {

using patience::UsageError;

namespace {

// The largest batch one command may ask for: each game keeps a line of results.
constexpr std::size_t MaxBatch = 10'000'000;

}  // namespace

Settings parseSettings(int argc, char** argv) {
    Settings s;
    bool dealGiven = false;
    for (patience::OptionReader args(argc, argv); args.more();) {
        std::string o = args.option();
        if (o == "--bot") s.bot = args.value();
        else if (o == "--deal") s.deal = args.integer(1, MaxDeal), dealGiven = true;
        else if (o == "--board") s.boardFile = args.value();
        else if (o == "--deals") s.deals = args.numbers(1, MaxDeal, MaxBatch);
        else if (o == "--jobs") s.jobs = int(args.integer(1, 1024));
        else if (o == "--first-turn-ms") s.firstTurnMs = int(args.integer(1, 3'600'000));
        else if (o == "--turn-ms") s.turnMs = int(args.integer(1, 3'600'000));
        else if (o == "--max-turns") s.maxTurns = int(args.integer(1, 1'000'000));
        else if (o == "--autoplay") {
            std::string v = args.value();
            auto a = parseAutoplay(v);
            if (!a) throw UsageError("--autoplay wants safe, all or none, got '" + v + "'");
            s.autoplay = *a;
        } else if (o == "--capacity") {
            std::string v = args.value();
            auto c = parseCapacity(v);
            if (!c) throw UsageError("--capacity wants doubling, linear or cells, got '" + v + "'");
            s.capacity = *c;
        } else if (o == "--show") s.show = true;
        else if (o == "--color" || o == "--colour") s.color = ::referee::colorOption(o, args.value());
        else if (o == "--json") s.json = true;
        else if (o == "--replay") s.replayFile = args.value();
        else if (o == "--bot-stderr") s.botStderr = true;
        else if (o == "--print-deal") s.printDeal = args.integer(1, MaxDeal);
        else if (o == "--help") s.help = true;
        else if (!patience::batch::readOption<UsageError>(o, [&] { return args.value(); }, s.log)) throw args.unknown();
    }
    int sources = dealGiven + !s.boardFile.empty() + s.batch();
    if (sources > 1) throw UsageError("give only one of --deal, --board, --deals");
    if (s.show && s.batch()) throw UsageError("--show draws one game: use --deal or --board, not --deals");
    if (!s.replayFile.empty() && s.batch()) throw UsageError("--replay writes one game: use --deal or --board, not --deals");
    patience::batch::checkOptions<UsageError>(s.log, s.batch(), "--deals");
    return s;
}

std::string usageText() {
    return R"(usage: referee freecell [options]
Plays FreeCell against a bot the way the online puzzle does: each turn the bot
reads the 14-line turn input and answers one line of moves (e.g. "26 5a 4h").

What to play (one of):
  --deal N             Microsoft deal N, 1..2147483647 (default 10913, the puzzle's first test)
  --board FILE         a board in fc-solve format
  --deals LIST         a batch of deals (7, 1-100 or 1-10,20,30-35); prints a verdict
                       per deal, then a summary
  --jobs J             games played at once in a batch (default 1)
  --jsonl FILE         a batch: one JSON line per game in FILE as it ends
  --resume             ... skipping the games FILE holds already; the summary counts them
  --shard K/N          a batch: only the deals d with d mod N = K-1 (one of N machines)

The bot:
  --bot "COMMAND"      run with /bin/sh -c (default: the bot next to this referee)
  --bot-stderr         in a batch, show the bot's stderr (a single game always does)

Rules and limits:
  --autoplay MODE      safe (the puzzle's), all or none (default safe)
  --capacity RULE      how many cards a supermove may carry, with F free cells and
                       E empty cascades (the target not counted when it is empty):
                         doubling  (F + 1) x 2^E, the usual rule (default)
                         linear    (F + 1) x (E + 1)
                         cells     F + 1
                       the puzzle does not publish its rule; its example wins under each
  --first-turn-ms MS   time for the first answer (default 1000)
  --turn-ms MS         time for each later answer (default 50)
  --max-turns N        turns before the game is lost (default 200)

Output:
  --show               draw the board and the moves every turn
  --color WHEN         auto, always or never (default auto: on a terminal)
  --json               end with one line of JSON: games, wins, failures, timings
  --replay FILE.html   write the game as a replay page: the board after every
                       move, with the verdict (one game; docs/replay.md)
  --print-deal N       print deal N in fc-solve format and exit

Exit status: 0 every game won, 1 some game lost, 2 bad options or input.
)";
}

}  // namespace freecell::referee
