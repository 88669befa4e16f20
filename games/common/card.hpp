// Cards as Spider, Calculation and the gallery number them: 0..51, suit * 13
// + rank - 1, suits clubs, diamonds, hearts, spades; written "As", "10d", "Qh".
// (FreeCell keeps Microsoft's numbering, in games/freecell/card.hpp.)
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>

namespace patience {

// A namespace of its own, inline: patience::cardName as before, and a game
// takes every name at once (`using namespace patience::cards;`).
inline namespace cards {

using Card = std::uint8_t;
constexpr int RanksPerSuit = 13;
constexpr const char* SuitLetters = "cdhs";

constexpr Card makeCard(int rank, int suit) { return Card(suit * RanksPerSuit + rank - 1); }
constexpr int rankOf(Card c) { return c % RanksPerSuit + 1; }
constexpr int suitOf(Card c) { return c / RanksPerSuit; }
constexpr bool isRed(Card c) { return suitOf(c) == 1 || suitOf(c) == 2; }

std::string rankName(int r);
inline std::string cardName(Card c) { return rankName(rankOf(c)) + SuitLetters[suitOf(c)]; }

// "A", "2".."10", "T", "J", "Q", "K" (either case) to 1..13; 0 if not a rank.
int parseRank(const std::string& text);

// "As", "10d", "td", "QH" (case does not matter); nullopt if not a card.
std::optional<Card> parseCard(const std::string& w);

}  // namespace cards
}  // namespace patience
