#include "referee/gallery/command.hpp"

#include <cctype>

#include "common/text.hpp"

namespace gallery::referee {

namespace {

using patience::lower;
using patience::trim;

std::string withoutBlanks(const std::string& s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '\t') out += c;
    return out;
}

Command unknown(const std::string& why) {
    Command c;
    c.why = why;
    return c;
}

Command simple(Command::Kind kind) {
    Command c;
    c.kind = kind;
    return c;
}

bool isDigits(const std::string& s) {
    if (s.empty() || s.size() > 4) return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

}  // namespace

std::optional<Place> parsePlace(const std::string& word) {
    if (word.size() != 2) return std::nullopt;
    char row = char(std::tolower(static_cast<unsigned char>(word[0]))), col = word[1];
    if (row < 'a' || row > 'c' || col < '1' || col > '8') return std::nullopt;
    return Place{std::uint8_t(row - 'a'), std::uint8_t(col - '1')};
}

std::string sourceName(const Source& s) {
    return s.fromPile ? "pile " + std::to_string(s.pile + 1) : placeName(s.place);
}

Command parseCommand(const std::string& raw) {
    std::string line = lower(trim(raw));
    if (line.empty()) return simple(Command::Redraw);
    if (line == "q" || line == "quit") return simple(Command::Quit);
    if (line == "?" || line == "h" || line == "help") return simple(Command::Help);
    if (line == "u" || line == "undo") return simple(Command::Undo);
    if (line == "d" || line == "deal") return simple(Command::Deal);
    if (line == "hint") return simple(Command::Hint);
    if (line == "peek") return simple(Command::Peek);
    std::string first = line.substr(0, line.find(' ')), rest = trim(line.substr(first.size()));
    if (first == "check") {
        if (rest.empty()) return simple(Command::Check);
        if (rest == "when") return simple(Command::CheckWhen);
        return unknown("check takes when or nothing, not '" + rest + "'");
    }
    if (first == "cap") {
        if (rest == "on") return simple(Command::CapOn);
        if (rest == "off") return simple(Command::CapOff);
        if (rest.empty()) return simple(Command::CapShow);
        return unknown("cap takes on or off, not '" + rest + "'");
    }
    if (first == "replay") {
        Command c = simple(Command::Replay);
        c.file = trim(trim(raw).substr(first.size()));
        return c;
    }
    if (first == "e" || first == "eval" || first == "evaluate") {
        Command c = simple(Command::Evaluate);
        if (rest.empty()) return c;
        if (!isDigits(rest) || std::stoi(rest) < 1 || std::stoi(rest) > 1000)
            return unknown("eval takes a number of plays from 1 to 1000, not '" + rest + "'");
        c.plays = std::stoi(rest);
        return c;
    }
    // A move: a pile digit or a place, then an optional place.
    std::string w = withoutBlanks(line);
    Command c = simple(Command::Move);
    std::size_t used;
    if (std::isdigit(static_cast<unsigned char>(w[0]))) {
        if (w[0] < '1' || w[0] > '8' || (w.size() > 1 && std::isdigit(static_cast<unsigned char>(w[1]))))
            return unknown("piles are numbered 1 to 8 ('" + trim(raw) + "')");
        c.source.pile = w[0] - '1';
        used = 1;
    } else if (auto p = parsePlace(w.substr(0, 2))) {
        c.source.fromPile = false;
        c.source.place = *p;
        used = 2;
    } else {
        return unknown("unknown command '" + trim(raw) + "' (? lists the commands)");
    }
    std::string target = w.substr(used);
    if (target.empty()) return c;
    c.target = parsePlace(target);
    if (!c.target) return unknown("'" + target + "' is not a place: places are A1 to C8");
    return c;
}

}  // namespace gallery::referee
