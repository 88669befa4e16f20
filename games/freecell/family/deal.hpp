// Deals of the FreeCell family as PySolFC numbers them, so that a deal number
// means the same board here, in PySolFC and in fc-solve's tests (which deal
// with fc-solve's make_pysol_freecell_board.py).
//
// Up to 32000 PySolFC shuffles with Microsoft's generator: the deck in
// PySol's order (a deck is clubs, spades, hearts, diamonds, ace to king; one
// deck is first put in Microsoft's order, ace of clubs, diamonds, hearts,
// spades, two of clubs...), card n swapped with card rand() % (n + 1) for n
// from the last down to 1, and the cards dealt from the end. Each game then
// lays them out in its own way. Higher numbers use other generators, which
// are not here.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "games/freecell/family/board.hpp"

namespace freecell {

constexpr std::uint32_t MaxFamilyDeal = 32000;

// PySol's deck, shuffled as for deal `number`, in the order it is dealt.
inline std::vector<Card> pysolDealOrder(std::uint32_t number, int decks) {
    static const int pysolSuit[Suits] = {0, 3, 2, 1};  // PySol's clubs, spades, hearts, diamonds
    std::vector<Card> cards;
    if (decks == 1)
        for (int i = 0; i < DeckSize; ++i) cards.push_back(makeCard(i / Suits + 1, i % Suits));  // Microsoft's order
    else
        for (int d = 0; d < decks; ++d)
            for (int s = 0; s < Suits; ++s)
                for (int r = 1; r <= Ranks; ++r) cards.push_back(makeCard(r, pysolSuit[s]));
    std::uint32_t seed = number;
    for (std::size_t n = cards.size() - 1; n > 0; --n) {
        seed = seed * 214013u + 2531011u;
        std::size_t j = ((seed >> 16) & 0x7fff) % (n + 1);
        std::swap(cards[n], cards[j]);
    }
    return std::vector<Card>(cards.rbegin(), cards.rend());
}

// Baker's Dozen's and Good Measure's shuffle: each king goes to the deepest
// place of its column not held by a king (`columns` columns dealt in rows).
inline void kingsToBottom(std::vector<Card>& order, int columns) {
    std::vector<std::size_t> kings;
    for (std::size_t i = 0; i < order.size(); ++i)
        if (rankOf(order[i]) == Ranks) kings.push_back(i);
    for (std::size_t i : kings)
        for (std::size_t j = i % std::size_t(columns); j < i; j += std::size_t(columns))
            if (rankOf(order[j]) != Ranks) {
                std::swap(order[i], order[j]);
                break;
            }
}

// Deal `number` of game `f` (f.name says which layout: fc-solve's aliases
// citadel and streets_and_alleys deal differently from beleaguered_castle).
// False with `why` set if this deal cannot be made here, or does not fit
// the rules options changed.
inline bool familyDeal(const Family& f, std::uint32_t number, FamilyBoard& b, std::string& why) {
    b = FamilyBoard{};
    if (number < 1 || number > MaxFamilyDeal) {
        why = "deals of the FreeCell family run from 1 to " + std::to_string(MaxFamilyDeal) +
            " here (PySolFC's higher numbers use generators this program does not have)";
        return false;
    }
    const std::string& g = f.name;
    const bool twoDecks = g == "der_katzenschwanz" || g == "der_katz" || g == "die_schlange";
    std::vector<Card> order = pysolDealOrder(number, twoDecks ? 2 : 1);
    std::size_t next = 0;
    auto dealRows = [&](std::size_t count, int columns) {
        for (std::size_t i = 0; i < count; ++i) b.push(int(i % std::size_t(columns)), order[next++]);
    };
    auto home = [&](Card c) { b.sendHome(b.foundationFor(c)); };
    auto acesHome = [&] {  // the aces to the foundations before the deal, the rest dealt in order
        std::vector<Card> rest;
        for (Card c : order)
            if (rankOf(c) == 1)
                home(c);
            else
                rest.push_back(c);
        order = rest;
    };
    if (g == "freecell" || g == "relaxed_freecell" || g == "bakers_game" || g == "ko_bakers_game" ||
        g == "kings_only_bakers_game") {
        dealRows(52, 8);
    } else if (g == "forecell" || g == "eight_off") {
        dealRows(48, 8);
        for (int i = 0; next < order.size(); ++i) b.cell[std::size_t(g == "eight_off" ? 2 * i : i)] = order[next++];
    } else if (g == "seahaven_towers" || g == "seahaven" || g == "relaxed_seahaven_towers" || g == "relaxed_seahaven") {
        dealRows(50, 10);
        b.cell[1] = order[next++], b.cell[2] = order[next++];
    } else if (g == "beleaguered_castle" || g == "citadel" || g == "streets_and_alleys") {
        if (g == "beleaguered_castle" || g == "citadel") acesHome();
        for (int row = 0; row < 6 && next < order.size(); ++row)
            for (int col = 0; col < 8; ++col) {
                Card c = order[next++];
                if (g == "citadel" && b.foundationFor(c) >= 0)
                    home(c);
                else
                    b.push(col, c);
            }
        if (g == "streets_and_alleys") dealRows(4, 4);
    } else if (g == "bakers_dozen") {
        std::reverse(order.begin(), order.end());
        kingsToBottom(order, 13);
        dealRows(52, 13);
    } else if (g == "good_measure") {
        // PySolFC's Good Measure: Baker's Dozen's shuffle on ten columns, then
        // the last two aces to come are kept back and put home.
        std::reverse(order.begin(), order.end());
        kingsToBottom(order, 10);
        std::vector<Card> rest;
        int aces = 0;
        for (std::size_t i = order.size(); i-- > 0;)
            if (rankOf(order[i]) == 1 && aces < 2)
                ++aces, home(order[i]);
            else
                rest.insert(rest.begin(), order[i]);
        order = rest;
        dealRows(50, 10);
    } else if (g == "cruel") {
        acesHome();  // PySolFC's Cruel: the aces home, the rest in rows of twelve
        dealRows(48, 12);
    } else if (g == "fan") {
        dealRows(51, 17);
        b.push(17, order[next++]);
    } else if (twoDecks) {
        // A new column at every king; Die Schlange's aces start home.
        int col = 0;
        for (Card c : order) {
            if (rankOf(c) == Ranks) ++col;
            if (g == "die_schlange" && rankOf(c) == 1)
                home(c);
            else
                b.push(col, c);
        }
    } else if (g == "simple_simon") {
        for (int n = 9; n >= 3; --n) dealRows(std::size_t(n), n);
        dealRows(10, 10);
    }
    bool fits = f.decks == (twoDecks ? 2 : 1);
    for (int col = f.columns; col < MaxColumns; ++col) fits = fits && b.len[std::size_t(col)] == 0;
    for (int i = f.cells; i < MaxCells; ++i) fits = fits && b.cell[std::size_t(i)] == NoCard;
    if (!fits) why = "deal " + std::to_string(number) + " of " + g + " does not fit " + familyLabel(f);
    return fits;
}

}  // namespace freecell
