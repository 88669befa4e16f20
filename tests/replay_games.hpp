// Games for the replay tests, played with the rules engines alone, and their
// positions written the way a page's #state writes them ("label: Ah 2h ##"),
// by code of their own: a test compares this with what the page (or its
// writer) shows, so it must not borrow the replay code it checks.
#pragma once

#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "games/freecell/family/deal.hpp"
#include "games/freecell/family/notation.hpp"
#include "games/freecell/freecell.hpp"
#include "games/spider/spider.hpp"

namespace replay_test {

// --- FreeCell ---------------------------------------------------------------

inline std::string freecellCard(freecell::Card c) {
    std::string name = freecell::cardName(c);  // "TD"
    return {name[0], char(std::tolower(static_cast<unsigned char>(name[1])))};
}

inline std::string freecellState(const freecell::Board& b) {
    std::string s;
    for (int i = 0; i < freecell::Cells; ++i) {
        s += std::string("cell ") + char('a' + i) + ":";
        if (b.cell[i] != freecell::NoCard) s += " " + freecellCard(b.cell[i]);
        s += "\n";
    }
    for (int suit = 0; suit < freecell::Suits; ++suit) {
        s += std::string("home ") + freecell::SuitLetters[suit] + ":";
        for (int r = 1; r <= b.home[suit]; ++r) s += " " + freecellCard(freecell::makeCard(r, suit));
        s += "\n";
    }
    for (int c = 0; c < freecell::Cascades; ++c) {
        s += std::to_string(c + 1) + ":";
        for (int i = 0; i < b.len[c]; ++i) s += " " + freecellCard(b.at(c, i));
        s += "\n";
    }
    s.pop_back();
    return s;
}

// --- The FreeCell family -------------------------------------------------------

// Cells by their notation's letters, foundations four a deck, columns 1, 2, ... [10].
inline std::string familyState(const freecell::FamilyBoard& b, const freecell::Family& f) {
    using namespace freecell;
    std::string s;
    for (int i = 0; i < f.cells; ++i) {
        s += "cell " + familyPlace(FamilyCell0 + i) + ":";
        if (b.cell[std::size_t(i)] != NoCard) s += " " + freecellCard(b.cell[std::size_t(i)]);
        s += "\n";
    }
    for (int k = 0; k < Suits * f.decks; ++k) {
        s += std::string("home ") + SuitLetters[k % Suits] + ":";
        for (int r = 1; r <= b.home[std::size_t(k)]; ++r) s += " " + freecellCard(makeCard(r, k % Suits));
        s += "\n";
    }
    for (int c = 0; c < f.columns; ++c) {
        s += familyPlace(c) + ":";
        for (int i = 0; i < b.len[std::size_t(c)]; ++i) s += " " + freecellCard(b.at(c, i));
        s += "\n";
    }
    s.pop_back();
    return s;
}

// --- Spider ----------------------------------------------------------------

inline std::string spiderCard(spider::Card c) {
    return {"A23456789TJQK"[spider::rankOf(c) - 1], spider::SuitLetters[spider::suitOf(c)]};
}

// Removed suits King on top (the King is the last card listed), as they lay.
inline std::string spiderState(const spider::Game& g) {
    std::string s = "hand:";
    for (std::size_t i = 0; i < g.hand.size(); ++i) s += " ##";
    s += "\n";
    for (int i = 0; i < spider::SuitsToWin; ++i) {
        s += "suit " + std::to_string(i + 1) + ":";
        if (std::size_t(i) < g.removedRuns.size())
            for (int k = spider::Ranks - 1; k >= 0; --k)
                s += " " + spiderCard(g.removedRuns[std::size_t(i)][std::size_t(k)]);
        s += "\n";
    }
    for (int c = 0; c < spider::Columns; ++c) {
        const spider::Column& col = g.columns[std::size_t(c)];
        s += std::to_string(c + 1) + ":";
        for (std::size_t i = 0; i < col.down.size(); ++i) s += " ##";
        for (spider::Card k : col.up) s += " " + spiderCard(k);
        s += "\n";
    }
    s.pop_back();
    return s;
}

// A long game of legal commands drawn at random (a fixed generator, so the
// same every run): at least `actions` steps of history, and every position
// on the way, first to last.
inline std::vector<spider::Game> randomSpiderGame(std::uint64_t seed, std::size_t actions) {
    std::vector<spider::Game> positions{spider::newGame(seed)};
    std::uint64_t x = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    while (positions.back().history.size() < actions) {
        spider::Game g = positions.back();
        std::vector<spider::Command> legal = spider::legalCommands(g);
        if (legal.empty()) break;
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        spider::apply(g, legal[std::size_t((x >> 33) % legal.size())]);
        positions.push_back(g);
    }
    return positions;
}

}  // namespace replay_test
