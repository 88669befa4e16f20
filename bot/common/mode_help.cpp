// The help of what every game's bot shares (mode_help.hpp).
#include "bot/common/mode_help.hpp"

#include <string>

namespace patience::bot {

std::string batchUsageLines(const std::string& what) {
    return "  --jobs J               " + what +
        "s in parallel (1)\n"
        "  --json                 end with one JSON line\n"
        "  --jsonl FILE           one JSON line a " +
        what +
        " in FILE as it finishes\n"
        "  --resume               with --jsonl: skip the " +
        what +
        "s FILE holds already; the summary counts them\n"
        "  --shard K/N            only the " +
        what + "s s with s mod N = K-1 (one of N machines)\n";
}

std::string fairModeHelp(const std::string& mode, const FairHelp& h) {
    // A batch's help: its usage, what it does and its own options, then the
    // batch options, the rules, and where the fair bot's settings are.
    auto batch = [&](const std::string& usage, const std::string& own, const std::string& settings) {
        return "usage: " + h.program + " " + usage + " [options]\n" + own + batchUsageLines("seed") + h.rules +
            "the fair bot's settings" + settings + ": " + h.program + " --help play\n";
    };
    if (mode == "bench")
        return batch("--bench SEEDS",
                     "  play the seeds (7, 1-100 or 1-10,20) in-process, fairly (only what each turn shows):\n  " +
                         h.figures + "\n",
                     "");
    if (mode == "ab")
        return batch("--ab SEEDS --a \"OPTIONS\" --b \"OPTIONS\"",
                     "  two settings of the fair bot play the same seeds: wins, the seeds one only won, paired\n"
                     "  differences with 95% intervals, the sign test, and an SPRT that stops once B or A is\n"
                     "  better or neither is (docs/ab-bench.md)\n"
                     "  --a, --b OPTIONS       each one's settings of the fair bot (\"\": the defaults); rule and\n"
                     "                         batch options go outside, for both\n"
                     "  --sprt P1              the SPRT's H1: the better wins a split seed with chance P1 (0.65)\n"
                     "  --alpha A, --beta B    its error rates (0.05 each)\n"
                     "  --no-stop              play every seed, decided or not (a --shard always does)\n",
                     ", in --a and --b or outside them for both");
    if (mode == "grade")
        return batch("--grade SEEDS",
                     "  a difficulty grade for each deal, 1 (easy) to 5 (hardest), 0 proved not winnable: the fair\n"
                     "  bot's share of wins over --runs games of the deal, each with its own randomness, the\n"
                     "  solver's effort breaking ties (docs/grade.md)\n"
                     "  --runs N               games a deal (Spider 8, the others 16)\n"
                     "  --grade-positions N    the solver's budget a deal (200000)\n"
                     "  --calibrate            also print the cuts that split these seeds' scores in fifths\n"
                     "  --cuts A,B,C,D         the scores between the grades, instead of the game's\n"
                     "  --graded-ahead         with one seed and the game's own grader: the grade from the table\n"
                     "                         computed ahead if it holds the seed (what keepers ask)\n",
                     ", which start from the game's grader");
    if (mode == "grade-check")
        return "usage: " + h.program +
            " --grade-check GRADED.jsonl PLAYER.jsonl\n"
            "  the grades of one --grade run (its --jsonl) against another player's win rates (a second\n"
            "  --grade run with other settings): Spearman's rho, and the player's win rate in each grade\n"
            "  with its 95% interval\n"
            "usage: " +
            h.program +
            " --grade-table GRADED.jsonl\n"
            "  a --grade run of seeds 1-N as the scores of bot/<game>/grade_table.hpp (the grades computed ahead)\n";
    return h.play;
}

}  // namespace patience::bot
