// A second opinion on Simple Simon, written apart from the project's rules
// (games/freecell/family/moves.hpp) and sharing none of its code: it reads a
// board, then either searches every position reachable or replays a line of
// moves, under PySolFC's rules (pysollib/games/spider.py, SimpleSimon on
// SuperMoveSpider_RowStack). The search moves one run of one suit at a time,
// which reaches the same positions as the game's moves of several runs: such
// a move of up to 2^e runs through e spaces is a series of single-run moves,
// as a FreeCell supermove is a series of single-card moves
// (docs/freecell-family.md#simple-simon).
//
//   simple-simon-check [--positions N] [BOARD]          search: winnable, unwinnable or unknown
//   simple-simon-check --line "MOVES" [BOARD]           replay a solution in the bot's notation
//   simple-simon-check --single-cards-home [BOARD]      search as Solvitaire reads its preset
//
// BOARD is a file in fc-solve's format (`bot -g simple_simon --deal N
// --print`); standard input without one. Exit status: 0 winnable or a line
// that wins, 1 unwinnable or a line that fails, 2 bad input, 3 unknown.
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

namespace {

constexpr int Columns = 10, Ranks = 13;

// A card is 1 + suit * 13 + (rank - 1): 1-52, 0 for none.
using Card = std::uint8_t;
int rankOf(Card c) { return (c - 1) % Ranks + 1; }
int suitOf(Card c) { return (c - 1) / Ranks; }

using Column = std::vector<Card>;  // deepest card first
using Position = std::vector<Column>;

struct BadInput {
    std::string why;
};

Card parseCard(std::string w) {
    if (w.size() == 3 && w.compare(0, 2, "10") == 0) w = "T" + w.substr(2);
    if (w.size() != 2) throw BadInput{"'" + w + "' is not a card"};
    static const std::string ranks = "A23456789TJQK", suits = "CDHS";
    std::size_t r = ranks.find(char(std::toupper(static_cast<unsigned char>(w[0]))));
    if (w[0] == '0') r = 9;
    std::size_t s = suits.find(char(std::toupper(static_cast<unsigned char>(w[1]))));
    if (r == std::string::npos || s == std::string::npos) throw BadInput{"'" + w + "' is not a card"};
    return Card(1 + s * Ranks + r);
}

// fc-solve's board: one line a column, ':' first if you like; a
// "Foundations:" line (whole suits only) and '#' lines are skipped.
Position parseBoard(std::istream& in) {
    Position p;
    std::vector<int> seen(53, 0);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::string where = "line " + std::to_string(number) + ": ";
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#')
            continue;
        std::istringstream words(line);
        std::string w;
        words >> w;
        if (w == "Foundations:" || w == "Founds:") {
            while (words >> w) {  // "H-K": a whole suit home; anything less cannot be in Simple Simon
                if (w.size() != 3 || w[1] != '-' || (w[2] != '0' && w[2] != 'K' && w[2] != 'k'))
                    throw BadInput{where + "a foundation holds a whole suit or nothing, got '" + w + "'"};
                if (w[2] != '0') {
                    Card king = parseCard(std::string("K") + w[0]);
                    for (Card c = Card(king - Ranks + 1); c <= king; ++c) ++seen[c];
                }
            }
            continue;
        }
        Column col;
        if (w[0] == ':') w.erase(0, 1);
        try {
            for (bool more = true; more; more = bool(words >> w))
                if (!w.empty()) col.push_back(parseCard(w)), ++seen[col.back()];
        } catch (const BadInput& e) {
            throw BadInput{where + e.why};
        }
        p.push_back(col);
    }
    if (p.size() != Columns) throw BadInput{"a board has 10 columns, this one " + std::to_string(p.size())};
    for (Card c = 1; c <= 52; ++c)
        if (seen[c] != 1)
            throw BadInput{"card " + std::to_string(c) + " appears " + std::to_string(seen[c]) + " times"};
    return p;
}

bool won(const Position& p) {
    return std::all_of(p.begin(), p.end(), [](const Column& c) { return c.empty(); });
}

// The same game in any order of columns: the columns sorted, each ended by 0.
std::string key(const Position& p) {
    std::vector<const Column*> cols;
    for (const Column& c : p) cols.push_back(&c);
    std::sort(cols.begin(), cols.end(), [](const Column* a, const Column* b) { return *a < *b; });
    std::string k;
    for (const Column* c : cols) k.append(c->begin(), c->end()), k.push_back('\0');
    return k;
}

// How many cards on top of `col` are one run of one suit.
int topRun(const Column& col) {
    int k = col.empty() ? 0 : 1;
    while (k < int(col.size()) && suitOf(col[col.size() - k]) == suitOf(col[col.size() - k - 1]) &&
           rankOf(col[col.size() - k]) + 1 == rankOf(col[col.size() - k - 1]))
        ++k;
    return k;
}

// Solvitaire's reading of its own simple-simon preset (its parser reads
// "complete piles", the preset says "only complete pile moves"): single
// cards home too. Not Simple Simon's rules; docs/freecell-family.md#simple-simon.
bool singleCardsHome = false;

// Whether c may go home alone: the card below it of its suit is home.
bool nextHome(const Position& p, Card c) {
    if (rankOf(c) == 1) return true;
    for (const Column& col : p)
        if (std::find(col.begin(), col.end(), Card(c - 1)) != col.end()) return false;
    return true;
}

// Every position one single-run move away: the top k cards of one suit onto a
// card one rank higher or into a space (not a whole column: that changes
// nothing), or a whole suit, king to ace, home.
std::vector<Position> next(const Position& p) {
    std::vector<Position> out;
    for (int from = 0; from < Columns; ++from) {
        const Column& src = p[std::size_t(from)];
        int run = topRun(src);
        int home = singleCardsHome ? run > 0 && nextHome(p, src.back()) : run == Ranks ? Ranks : 0;
        if (home) {
            Position q = p;
            q[std::size_t(from)].resize(src.size() - std::size_t(home));
            out.push_back(q);
        }
        for (int k = 1; k <= run; ++k) {
            Card lowest = src[src.size() - std::size_t(k)];
            bool spaceDone = false;
            for (int to = 0; to < Columns; ++to) {
                const Column& dst = p[std::size_t(to)];
                if (to == from) continue;
                if (dst.empty() ? spaceDone || k == int(src.size()) : rankOf(dst.back()) != rankOf(lowest) + 1)
                    continue;
                spaceDone = spaceDone || dst.empty();
                Position q = p;
                q[std::size_t(to)].insert(q[std::size_t(to)].end(), src.end() - k, src.end());
                q[std::size_t(from)].resize(src.size() - std::size_t(k));
                out.push_back(q);
            }
        }
    }
    return out;
}

// The position a key stands for: the key holds every column.
Position position(const std::string& k) {
    Position p(1);
    for (std::size_t i = 0; i + 1 < k.size(); ++i)
        if (k[i] == '\0')
            p.emplace_back();
        else
            p.back().push_back(Card(k[i]));
    if (!k.empty() && k.back() != '\0') p.back().push_back(Card(k.back()));
    return p;
}

// Every position reachable, depth first, kept as keys (about 150 bytes
// each): 0 a win found, 1 none (every position seen), 3 stopped at `limit`.
int search(const Position& start, std::size_t limit, std::size_t& seen) {
    std::unordered_set<std::string> known{key(start)};
    std::vector<std::string> stack{key(start)};
    while (!stack.empty()) {
        Position p = position(stack.back());
        stack.pop_back();
        if (won(p)) return seen = known.size(), 0;
        for (Position& q : next(p))
            if (std::string k = key(q); known.insert(k).second) stack.push_back(std::move(k));
        if (known.size() >= limit) return seen = known.size(), 3;
    }
    return seen = known.size(), 1;
}

// The bot's notation: columns 1-9, [10]; h the foundations; "16v3" three
// cards into a space; into a card, the count follows from the ranks.
int readPlace(const std::string& w, std::size_t& i) {
    if (i >= w.size()) return -1;
    if (w[i] >= '1' && w[i] <= '9') return w[i++] - '1';
    if (w[i] == 'h') return ++i, Columns;
    if (w.compare(i, 4, "[10]") == 0) return i += 4, 9;
    return -1;
}

// "" if the move is legal on p and played, else why not. PySolFC's rule:
// the cards moved are built down by rank, and the runs of one suit among
// them number at most 2^e, e the empty columns other than the target.
std::string playMove(Position& p, const std::string& w) {
    std::size_t i = 0;
    int from = readPlace(w, i), to = readPlace(w, i);
    if (from < 0 || from == Columns || to < 0 || from == to) return "not a move";
    Column& src = p[std::size_t(from)];
    if (src.empty()) return "the column is empty";
    if (to == Columns) {
        if (i != w.size() || topRun(src) < Ranks) return "only a whole suit, king to ace, goes home";
        src.resize(src.size() - Ranks);
        return "";
    }
    Column& dst = p[std::size_t(to)];
    int k = 0;
    if (i < w.size()) {
        if (w[i] != 'v' || !dst.empty()) return "a count goes only with a move into a space";
        k = std::stoi(w.substr(i + 1), nullptr, 16);
    } else if (dst.empty())
        k = 1;
    else
        k = rankOf(dst.back()) - rankOf(src.back());
    if (k < 1 || k > int(src.size())) return "no such cards to move";
    int runs = 1;
    for (int j = 1; j < k; ++j) {
        Card upper = src[src.size() - j], lower = src[src.size() - j - 1];
        if (rankOf(upper) + 1 != rankOf(lower)) return "the cards moved are not built down by rank";
        runs += suitOf(upper) != suitOf(lower);
    }
    if (!dst.empty() && rankOf(dst.back()) != rankOf(src[src.size() - k]) + 1)
        return "the target is not one rank higher";
    int spaces = 0;
    for (const Column& c : p) spaces += c.empty();
    spaces -= dst.empty();
    if (runs > (1 << spaces)) return std::to_string(runs) + " runs need more spaces";
    dst.insert(dst.end(), src.end() - k, src.end());
    src.resize(src.size() - std::size_t(k));
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t limit = 20000000;  // about 5 GB
    std::string line, file;
    bool replay = false;
    for (int a = 1; a < argc; ++a) {
        std::string s = argv[a];
        if (s == "--positions" && a + 1 < argc)
            limit = std::stoull(argv[++a]);
        else if (s == "--single-cards-home")
            singleCardsHome = true;
        else if (s == "--line" && a + 1 < argc)
            line = argv[++a], replay = true;
        else if (s.rfind("--", 0) != 0 && file.empty())
            file = s;
        else {
            std::cerr << "usage: simple-simon-check [--positions N] [--single-cards-home] [--line MOVES] [BOARD]\n";
            return 2;
        }
    }
    Position p;
    try {
        std::ifstream in(file);
        if (!file.empty() && !in) throw BadInput{"cannot read " + file};
        p = parseBoard(file.empty() ? std::cin : in);
    } catch (const BadInput& e) {
        std::cerr << "simple-simon-check: " << (file.empty() ? "standard input" : file) << ": " << e.why << "\n";
        return 2;
    }
    if (replay) {
        std::istringstream moves(line);
        std::string w;
        for (int n = 1; moves >> w; ++n)
            if (std::string why = playMove(p, w); !why.empty()) {
                std::cout << "illegal: move " << n << " (" << w << "): " << why << "\n";
                return 1;
            }
        std::cout << (won(p) ? "wins\n" : "legal, but does not win\n");
        return won(p) ? 0 : 1;
    }
    std::size_t seen = 0;
    int verdict = search(p, limit, seen);
    const char* text[] = {"winnable", "unwinnable (proved", "", "unknown (searched"};
    std::cout << text[verdict] << (verdict == 0 ? " (" : ": ") << seen << " positions)\n";
    return verdict;
}
