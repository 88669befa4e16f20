// The FreeCell family: the rules of every game fc-solve plays, as one
// description (cells, columns, decks, how runs are built, what a space takes,
// how runs move), chosen by fc-solve's game names or its rule options.
// Standard FreeCell keeps its own engine (rules.hpp); the other games play
// on family/moves.hpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace freecell {

enum class BuiltBy { AlternateColour, Suit, Rank };
enum class SpaceTakes { Any, Kings, None };
enum class RunsMove { Limited, Unlimited };

// Where a game's sizes stop: Fan's 18 columns, Eight Off's 8 cells, two decks.
constexpr int MaxCells = 8, MaxColumns = 18, MaxDecks = 2;

struct Family {
    std::string name = "freecell";  // the game named (-g), whose deals these are
    bool custom = false;            // a rule option changed the named game's rules
    int cells = 4, columns = 8, decks = 1;
    BuiltBy builtBy = BuiltBy::AlternateColour;
    SpaceTakes spaces = SpaceTakes::Any;
    RunsMove runs = RunsMove::Limited;
    bool simpleSimon = false;  // Simple Simon's own rules (family/moves.hpp)

    // The game the puzzle and rules.hpp play.
    bool standard() const {
        return cells == 4 && columns == 8 && decks == 1 && builtBy == BuiltBy::AlternateColour &&
            spaces == SpaceTakes::Any && runs == RunsMove::Limited && !simpleSimon;
    }
    int cards() const { return 52 * decks; }
    bool operator==(const Family& o) const {
        return cells == o.cells && columns == o.columns && decks == o.decks && builtBy == o.builtBy &&
            spaces == o.spaces && runs == o.runs && simpleSimon == o.simpleSimon;
    }
};

struct FamilyGame {
    const char* name;
    std::vector<const char*> aliases;
    Family rules;
};

// fc-solve's preset table (its preset.c), with PySolFC's names as aliases.
inline const std::vector<FamilyGame>& familyGames() {
    using B = BuiltBy;
    using S = SpaceTakes;
    using R = RunsMove;
    auto game = [](const char* name, int cells, int columns, int decks, B by, S spaces, R runs, bool simon = false) {
        return Family{name, false, cells, columns, decks, by, spaces, runs, simon};
    };
    static const std::vector<FamilyGame> games = {
        {"freecell", {}, game("freecell", 4, 8, 1, B::AlternateColour, S::Any, R::Limited)},
        {"relaxed_freecell", {}, game("relaxed_freecell", 4, 8, 1, B::AlternateColour, S::Any, R::Unlimited)},
        {"forecell", {}, game("forecell", 4, 8, 1, B::AlternateColour, S::Kings, R::Limited)},
        {"bakers_game", {}, game("bakers_game", 4, 8, 1, B::Suit, S::Any, R::Limited)},
        {"ko_bakers_game", {"kings_only_bakers_game"}, game("ko_bakers_game", 4, 8, 1, B::Suit, S::Kings, R::Limited)},
        {"eight_off", {}, game("eight_off", 8, 8, 1, B::Suit, S::Kings, R::Limited)},
        {"seahaven_towers", {"seahaven"}, game("seahaven_towers", 4, 10, 1, B::Suit, S::Kings, R::Limited)},
        {"relaxed_seahaven_towers",
         {"relaxed_seahaven"},
         game("relaxed_seahaven_towers", 4, 10, 1, B::Suit, S::Kings, R::Unlimited)},
        {"beleaguered_castle",
         {"citadel", "streets_and_alleys"},
         game("beleaguered_castle", 0, 8, 1, B::Rank, S::Any, R::Limited)},
        {"good_measure", {}, game("good_measure", 0, 10, 1, B::Rank, S::None, R::Limited)},
        {"bakers_dozen", {}, game("bakers_dozen", 0, 13, 1, B::Rank, S::None, R::Limited)},
        {"cruel", {}, game("cruel", 0, 12, 1, B::Suit, S::None, R::Limited)},
        {"fan", {}, game("fan", 0, 18, 1, B::Suit, S::Kings, R::Limited)},
        {"die_schlange", {}, game("die_schlange", 8, 9, 2, B::AlternateColour, S::None, R::Limited)},
        {"der_katzenschwanz",
         {"der_katz"},
         game("der_katzenschwanz", 8, 9, 2, B::AlternateColour, S::None, R::Unlimited)},
        {"simple_simon", {}, game("simple_simon", 0, 10, 1, B::Rank, S::Any, R::Limited, true)},
    };
    return games;
}

// The game called `name` (its own name or an alias).
inline const FamilyGame* findFamilyGame(const std::string& name) {
    for (const auto& g : familyGames()) {
        if (name == g.name) return &g;
        for (const char* a : g.aliases)
            if (name == a) return &g;
    }
    return nullptr;
}

inline std::string familyGameNames() {
    std::string s;
    for (const auto& g : familyGames()) s += (s.empty() ? "" : ", ") + std::string(g.name);
    return s;
}

inline const char* builtByName(BuiltBy b) {
    return b == BuiltBy::Suit ? "suit" : b == BuiltBy::Rank ? "rank" : "alternate_color";
}
inline const char* spacesName(SpaceTakes s) {
    return s == SpaceTakes::Kings ? "kings" : s == SpaceTakes::None ? "none" : "all";
}
inline const char* runsName(RunsMove r) { return r == RunsMove::Unlimited ? "unlimited" : "limited"; }

// The game's name, or its rules spelt out when options changed a preset.
inline std::string familyLabel(const Family& f) {
    if (!f.custom) return f.name;
    return f.name + " changed: " + std::to_string(f.cells) + " cells, " + std::to_string(f.columns) + " columns, " +
        std::to_string(f.decks) + (f.decks > 1 ? " decks" : " deck") + ", built by " + builtByName(f.builtBy) +
        ", spaces take " + spacesName(f.spaces) + ", runs move " + runsName(f.runs) +
        (f.simpleSimon ? ", Simple Simon's rules" : "");
}

// What a player of the game named must know that its name does not say:
// where fc-solve's game, which these rules follow, is not PySolFC's of the
// same name (docs/freecell-family.md#the-rules-and-their-sources); "" if
// nothing.
inline std::string familyNote(const Family& f) {
    if (f.custom) return "";
    if (f.name == "cruel")
        return "Cruel as fc-solve plays it, with no redeal, in which every deal of 1-1000 is lost; "
               "PySolFC's Cruel, which redeals, is a different game";
    if (f.name == "die_schlange")
        return "Die Schlange with fc-solve's 8 cells; PySolFC's (Snake) has 7: add --freecells-num 7";
    return "";
}

// fc-solve's game options, read left to right as fc-solve reads them: -g,
// --game and --preset choose a game, the six rule options change one rule of
// it. Unlike fc-solve, a name or value it does not know is refused.
struct FamilyOptions {
    // Whether `name` is one of them (each takes a value).
    static std::optional<bool> takesValue(const std::string& name) {
        static const char* const names[] = {"-g",
                                            "--game",
                                            "--preset",
                                            "--freecells-num",
                                            "--stacks-num",
                                            "--decks-num",
                                            "--sequences-are-built-by",
                                            "--sequence-move",
                                            "--empty-stacks-filled-by"};
        for (const char* n : names)
            if (name == n) return true;
        return std::nullopt;
    }
    // "" if done, else why not, naming the option.
    static std::string set(Family& f, const std::string& name, const std::string& value) {
        auto number = [&](int lo, int hi, int& field) -> std::string {
            bool digits =
                !value.empty() && value.size() <= 3 && value.find_first_not_of("0123456789") == std::string::npos;
            int n = digits ? std::stoi(value) : -1;
            if (n < lo || n > hi)
                return name + " wants a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" +
                    value + "'";
            field = n;
            f.custom = true;
            return "";
        };
        if (name == "-g" || name == "--game" || name == "--preset") {
            const FamilyGame* g = findFamilyGame(value);
            if (!g) return name + ": unknown game '" + value + "' (games: " + familyGameNames() + ")";
            f = g->rules;
            f.name = value;  // as named: citadel deals unlike beleaguered_castle
            return "";
        }
        if (name == "--freecells-num") return number(0, MaxCells, f.cells);
        if (name == "--stacks-num") return number(1, MaxColumns, f.columns);
        if (name == "--decks-num") return number(1, MaxDecks, f.decks);
        f.custom = true;
        if (name == "--sequences-are-built-by") {
            if (value == "suit")
                f.builtBy = BuiltBy::Suit;
            else if (value == "rank")
                f.builtBy = BuiltBy::Rank;
            else if (value == "alternate_color")
                f.builtBy = BuiltBy::AlternateColour;
            else
                return name + " wants suit, rank or alternate_color, got '" + value + "'";
        } else if (name == "--sequence-move") {
            if (value == "limited")
                f.runs = RunsMove::Limited;
            else if (value == "unlimited")
                f.runs = RunsMove::Unlimited;
            else
                return name + " wants limited or unlimited, got '" + value + "'";
        } else if (name == "--empty-stacks-filled-by") {
            if (value == "kings")
                f.spaces = SpaceTakes::Kings;
            else if (value == "none")
                f.spaces = SpaceTakes::None;
            else if (value == "all")
                f.spaces = SpaceTakes::Any;
            else
                return name + " wants kings, none or all, got '" + value + "'";
        } else
            return "unknown game option '" + name + "'";
        return "";
    }
};

// The options that give `f` to another program: "--game NAME", then each rule
// a rule option changed.
inline std::string familyOptionsText(const Family& f) {
    std::string s = "--game " + f.name;
    if (!f.custom) return s;
    return s + " --freecells-num " + std::to_string(f.cells) + " --stacks-num " + std::to_string(f.columns) +
        " --decks-num " + std::to_string(f.decks) + " --sequences-are-built-by " + builtByName(f.builtBy) +
        " --sequence-move " + runsName(f.runs) + " --empty-stacks-filled-by " + spacesName(f.spaces);
}

}  // namespace freecell
