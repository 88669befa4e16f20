// What a person types at the gallery's prompt, read into one Command. Moves
// are written as the rules write them ("3 B5": pile 3 to place B5, "A4 C2":
// the wrong card on A4 to C2); a source alone ("3", "A4") asks the table to
// find the card's place, as the document's "tap a card" does.
#pragma once

#include <optional>
#include <string>

#include "games/gallery/gallery.hpp"

namespace gallery::referee {

// Where a card is taken from: a tableau pile or a place of the gallery.
struct Source {
    bool fromPile = true;
    int pile = 0;  // 0-7, when fromPile
    Place place;   // otherwise
};

struct Command {
    enum Kind {
        Redraw,
        Move,
        Deal,
        Undo,
        CapOn,
        CapOff,
        CapShow,
        Evaluate,
        Replay,
        Hint,
        Peek,
        Check,
        CheckWhen,
        Quit,
        Help,
        Unknown
    } kind = Unknown;
    Source source;                // Move
    std::optional<Place> target;  // Move: none when only the source was given
    int plays = 0;                // Evaluate: 0 when not given
    std::string file;             // Replay: as typed (case kept); "" when not given
    std::string why;              // Unknown: what is wrong, in one line
};

// Case and surrounding blanks do not matter (save in a file name); the blank
// inside a move is optional.
Command parseCommand(const std::string& line);

// "A4" (either case) as a place; nullopt for anything else.
std::optional<Place> parsePlace(const std::string& word);

// The move a source and a target make.
inline Move makeMove(const Source& s, Place to) { return Move{s.fromPile, std::uint8_t(s.pile), s.place, to}; }

// "pile 3", "A4".
std::string sourceName(const Source& s);

}  // namespace gallery::referee
