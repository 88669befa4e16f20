// The keeper's save files (command F), and loading either kind of file.
//
//   SPIDER SAVE 1
//   rules --suits 4 --last-deal 10 --extra-piles 1-4      (rule options, as on the command line)
//   cheated no                                             (yes once backed over a turned card or deal)
//   seed 7                                                 (optional, for information)
//   dealt winnable-only                                    (optional: the solver proved the deal winnable first)
//   position                                               (the initial position, Woods's format:)
//   0 0
//   ?????S,????W,...
//   moves                                                  (the line of play, one command a line:)
//   8 9 1                                                  (from, to, cards)
//   D                                                      (a deal)
//   4                                                      (remove a suit from column 4)
//   peek                                                   (help asked before the next move: hint, peek or check)
//
// Removals the --auto-remove rule made are not written: replaying makes them.
// A peek and a check used the face-down cards: the game is assisted.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/spider/spider.hpp"

namespace spider::referee {

// A game and the position its history starts from.
// Help the person asked for: what, and after how many entries of the history.
struct HelpMark {
    std::size_t at = 0;
    std::string kind;  // "hint" (the fair bot), "peek" (the solver's move), "check" (the solver's verdict)
};

struct Record {
    Game initial;  // no history
    Game game;     // initial with the history played
    std::optional<std::uint64_t> seed;
    bool winnableOnly = false;   // dealt by --winnable-only
    std::vector<HelpMark> help;  // in the order asked

    int count(const std::string& kind) const;
    // A peek or a check saw the face-down cards.
    bool assisted() const { return count("peek") + count("check") > 0; }
    // "2 hints, 1 peek" or "" for none.
    std::string helpWords() const;
};

Record startRecord(const Game& initial, std::optional<std::uint64_t> seed = std::nullopt);

// "--suits 4 --last-deal 10 ..." for the rules line; parseRulesWords is its
// inverse (throws std::invalid_argument).
std::string rulesWords(const Rules& r);
Rules parseRulesWords(const std::string& words);

// An action of the history as a save-file line: "8 9 1", "D", "4".
std::string actionText(const Action& a);

// Plays one save-file line on g; returns why it is refused, "" if played.
std::string playLine(Game& g, const std::string& line);

std::string saveText(const Record& r);

// A save file (first line "SPIDER SAVE ...") or a Woods position file read
// with `rules`. Throws LoadError: "line N: [field F: ]what".
struct LoadError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
Record loadText(const std::string& text, const Rules& rules);

// The same from a file; the message names the file.
Record loadFile(const std::string& file, const Rules& rules);

}  // namespace spider::referee
