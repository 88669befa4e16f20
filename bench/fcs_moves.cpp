// fcs_moves: count an fc-solve solution's moves the way a player of the
// online puzzle would send them.
//
//   make-microsoft-freecell-board -t 7 | fc-solve -l amateur-star -p -t -sam | fcs_moves --deal 7
//
// Reads fc-solve's "-p -t -sam" output (states and moves) on standard input
// and replays it twice, move by move:
//   S  exactly as fc-solve plays it (no autoplay); after every move S must
//      equal the state fc-solve prints, so the text is read correctly;
//   O  under the judge's rules (this project's engine, Autoplay::Safe).
// Each fc-solve move costs 1, except when every card it moves is already home
// in O (our autoplay sent it): then it costs 0. Every other move must be legal
// in O and carry the same cards as in S; otherwise the deal is reported as an
// ERROR, never counted. At the end O must be won.
//
// A move of part of a run into an empty cascade (the puzzle's notation always
// moves the longest run that fits) still costs 1; it is counted as "partial".
// "skipped-home" are foundation moves of cards already home in O,
// "skipped-other" moves to a cell or cascade of cards already home in O (the
// judge would refuse them; a player just leaves them out).
// "fcs-state-rule" is the count under the rougher rule the issue used: every
// move except a foundation move of a card that safe autoplay would send home
// in fc-solve's own state (which never autoplays) at that point.
//
// Output, one line:
//   deal N: counted C fcs M skipped-home F skipped-other K partial P fcs-state-rule R
//   deal N: unsolved
//   deal N: ERROR move I "text": reason
// Exit status: 0 counted or unsolved, 1 error, 2 usage.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "games/freecell/freecell.hpp"

using namespace freecell;

namespace {

struct Failure {
    std::string why;
};

// One state as fc-solve prints it with -p: Foundations, Freecells, 8 cascades.
// Free cells keep their positions (4 characters each), which parseBoard's
// word reading would lose, so they are read here.
Board readState(const std::vector<std::string>& lines, std::size_t at) {
    if (at + 10 > lines.size()) throw Failure{"state cut short"};
    std::vector<std::string> block(lines.begin() + long(at), lines.begin() + long(at) + 10);
    const std::string& cellsLine = block[1];
    if (cellsLine.compare(0, 10, "Freecells:") != 0) throw Failure{"expected Freecells: line, got '" + cellsLine + "'"};
    Card cells[Cells] = {};
    for (int i = 0; i < Cells; ++i) {
        std::size_t p = 10 + std::size_t(4 * i);
        std::string f = p < cellsLine.size() ? cellsLine.substr(p, 4) : "";
        auto w = words(f);
        if (w.size() > 1) throw Failure{"cannot read free cells '" + cellsLine + "'"};
        if (w.size() == 1 && (cells[i] = parseCard(w[0])) == NoCard) throw Failure{"bad free cell '" + w[0] + "'"};
    }
    // parseBoard checks that every card is there once, so it gets the cells
    // as words; their positions are set afterwards.
    std::string text = block[0] + "\nFreecells:";
    for (Card c : cells)
        if (c) text += " " + cardName(c);
    for (std::size_t k = 2; k < block.size(); ++k) text += "\n" + block[k];
    Board b;
    try {
        b = parseBoard(text);
    } catch (const InputError& e) {
        throw Failure{"cannot read state: " + std::string(e.what())};
    }
    for (int i = 0; i < Cells; ++i) b.cell[std::size_t(i)] = cells[i];
    return b;
}

bool isHome(const Board& b, Card c) { return b.home[suitOf(c)] >= rankOf(c); }

// Where each card is: cascade 0..7, 8 for any free cell, 9 home.
void locate(const Board& b, int where[DeckSize + 1]) {
    for (Card c = 1; c <= DeckSize; ++c) where[c] = isHome(b, c) ? 9 : -1;
    for (Card c : b.cell)
        if (c) where[c] = 8;
    for (int col = 0; col < Cascades; ++col)
        for (int i = 0; i < b.len[col]; ++i) where[b.at(col, i)] = col;
}

struct Tally {
    int fcs = 0, counted = 0, safeInFcs = 0, skippedHome = 0, skippedOther = 0, partial = 0;
};

// Play one fc-solve move on S (as printed) and its translation on O.
void step(Board& S, Board& O, const std::string& line, Tally& t) {
    int n = 1, from = -1, to = -1;
    bool fromCell = false, toCell = false, toHome = false;
    if (std::sscanf(line.c_str(), "Move a card from stack %d to freecell %d", &from, &to) == 2)
        toCell = true;
    else if (std::sscanf(line.c_str(), "Move a card from stack %d to the foundation%*s", &from) == 1)
        toHome = true;
    else if (std::sscanf(line.c_str(), "Move a card from freecell %d to stack %d", &from, &to) == 2)
        fromCell = true;
    else if (std::sscanf(line.c_str(), "Move a card from freecell %d to freecell %d", &from, &to) == 2)
        fromCell = toCell = true;
    else if (std::sscanf(line.c_str(), "Move a card from freecell %d to the foundation%*s", &from) == 1)
        fromCell = toHome = true;
    else if (std::sscanf(line.c_str(), "Move %d cards from stack %d to stack %d", &n, &from, &to) == 3) {
    } else
        throw Failure{"unknown move"};
    int fromMax = fromCell ? Cells : Cascades, toMax = toCell ? Cells : Cascades;
    if (from < 0 || from >= fromMax || (!toHome && (to < 0 || to >= toMax))) throw Failure{"place out of range"};

    // The cards moving, deepest first, as fc-solve has them.
    std::vector<Card> moving;
    if (fromCell) {
        if (!S.cell[std::size_t(from)]) throw Failure{"fc-solve's free cell is empty"};
        moving.push_back(S.cell[std::size_t(from)]);
    } else {
        if (n < 1 || n > S.len[from]) throw Failure{"fc-solve's stack has too few cards"};
        for (int i = S.len[from] - n; i < S.len[from]; ++i) moving.push_back(S.at(from, i));
    }

    // The rougher rule looks at fc-solve's own state instead: a
    // foundation move is free if safe autoplay would take that card there.
    if (toHome && autoplays(S, moving[0], Autoplay::Safe)) ++t.safeInFcs;
    // S: exactly fc-solve's move.
    Card buf[DeckSize];
    if (fromCell)
        S.cell[std::size_t(from)] = NoCard;
    else
        S.take(from, n, buf);
    if (toHome) {
        if (!goesHome(S, moving[0])) throw Failure{"fc-solve's foundation move is not legal"};
        S.home[suitOf(moving[0])] = std::uint8_t(rankOf(moving[0]));
    } else if (toCell) {
        if (S.cell[std::size_t(to)]) throw Failure{"fc-solve's target free cell is full"};
        S.cell[std::size_t(to)] = moving[0];
    } else
        S.put(to, moving.data(), int(moving.size()));

    ++t.fcs;
    // O: only the moving cards our autoplay has not sent home. Autoplay takes
    // cards from the top, so those are the deepest ones.
    std::size_t m = 0;
    while (m < moving.size() && !isHome(O, moving[m])) ++m;
    for (std::size_t i = m; i < moving.size(); ++i)
        if (!isHome(O, moving[i])) throw Failure{"a card under one already home is not home"};
    if (m == 0) {
        (toHome ? t.skippedHome : t.skippedOther)++;
        return;
    }
    Move mv;
    if (fromCell) {
        int i = 0;
        while (i < Cells && O.cell[std::size_t(i)] != moving[0]) ++i;
        if (i == Cells) throw Failure{"card " + cardName(moving[0]) + " is not in one of our free cells"};
        mv.from = std::uint8_t(FirstCell + i);
    } else {
        if (O.len[from] < int(m)) throw Failure{"our cascade is too short"};
        for (std::size_t i = 0; i < m; ++i)
            if (O.at(from, O.len[from] - int(m) + int(i)) != moving[i])
                throw Failure{"our cascade " + std::to_string(from + 1) + " does not end with the moving cards"};
        mv.from = std::uint8_t(from);
    }
    if (toHome)
        mv.to = HomeLoc;
    else if (toCell) {
        int i = 0;
        while (i < Cells && O.cell[std::size_t(i)]) ++i;  // any free cell: their order does not matter
        if (i == Cells) throw Failure{"no free cell in our position"};
        mv.to = std::uint8_t(FirstCell + i);
    } else
        mv.to = std::uint8_t(to);
    Check c = check(O, mv);
    if (!c) throw Failure{"illegal for the judge (" + moveName(mv) + "): " + c.why};
    if (c.count != int(m)) {
        // Only a move into an empty cascade may carry a different number of
        // cards: the judge's move would take the longest run that fits.
        bool emptyTarget = isCascade(mv.to) && O.empty(mv.to);
        if (!emptyTarget || int(m) > c.count)
            throw Failure{"the judge's move " + moveName(mv) + " carries " + std::to_string(c.count) +
                          " cards, fc-solve's " + std::to_string(m)};
        ++t.partial;
    }
    play(O, mv, int(m));
    autoplay(O, Autoplay::Safe);
    ++t.counted;
}

int run(const std::vector<std::string>& lines, long deal) {
    std::string label = deal >= 0 ? "deal " + std::to_string(deal) : "board";
    std::size_t i = 0;
    while (i < lines.size() && lines[i].compare(0, 12, "Foundations:") != 0) {
        if (lines[i].find("could not solve") != std::string::npos) break;
        ++i;
    }
    for (const auto& l : lines)
        if (l.find("I could not solve") != std::string::npos ||
            l.find("Iterations count exceeded") != std::string::npos) {
            std::printf("%s: unsolved\n", label.c_str());
            return 0;
        }
    Tally t;
    int moveNo = 0;
    std::string moveText;
    try {
        if (i == lines.size()) throw Failure{"no board in the input"};
        Board S = readState(lines, i), O = S;
        if (deal >= 0 && S != msDeal(std::uint32_t(deal)))
            throw Failure{"the first board is not MS deal " + std::to_string(deal)};
        autoplay(O, Autoplay::Safe);
        bool solvedSeen = false;
        for (i += 10; i < lines.size(); ++i) {
            const std::string& l = lines[i];
            if (l.compare(0, 5, "Move ") == 0) {
                ++moveNo;
                moveText = l;
                step(S, O, l, t);
                // The next state fc-solve prints must be S.
                std::size_t j = i + 1;
                while (j < lines.size() && lines[j].compare(0, 12, "Foundations:") != 0) ++j;
                if (readState(lines, j) != S) throw Failure{"our replay differs from the state fc-solve prints next"};
                // Every card not home in O is where S has it (cascade or a cell).
                int ws[DeckSize + 1], wo[DeckSize + 1];
                locate(S, ws), locate(O, wo);
                for (Card c = 1; c <= DeckSize; ++c)
                    if (wo[c] != 9 && wo[c] != ws[c])
                        throw Failure{"card " + cardName(c) + " is elsewhere in our position"};
                i = j + 9;
            } else if (l.find("This game is solveable") != std::string::npos)
                solvedSeen = true;
        }
        moveNo = 0, moveText.clear();
        if (!solvedSeen) throw Failure{"fc-solve did not say the game is solved"};
        if (!S.won()) throw Failure{"fc-solve's last state is not won"};
        if (!O.won()) throw Failure{"our replay does not end won"};
    } catch (const Failure& f) {
        if (moveNo)
            std::printf("%s: ERROR move %d \"%s\": %s\n", label.c_str(), moveNo, moveText.c_str(), f.why.c_str());
        else
            std::printf("%s: ERROR %s\n", label.c_str(), f.why.c_str());
        return 1;
    }
    std::printf("%s: counted %d fcs %d skipped-home %d skipped-other %d partial %d fcs-state-rule %d\n", label.c_str(),
                t.counted, t.fcs, t.skippedHome, t.skippedOther, t.partial, t.fcs - t.safeInFcs);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    long deal = -1;
    for (int a = 1; a < argc; ++a) {
        if (std::strcmp(argv[a], "--deal") == 0 && a + 1 < argc)
            deal = std::atol(argv[++a]);
        else {
            std::fprintf(stderr, "usage: fc-solve -p -t -sam ... | fcs_moves [--deal N]\n");
            return 2;
        }
    }
    std::vector<std::string> lines;
    for (std::string l; std::getline(std::cin, l);) {
        if (!l.empty() && l.back() == '\r') l.pop_back();
        lines.push_back(l);
    }
    return run(lines, deal);
}
