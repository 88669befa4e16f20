// FreeCell cards: one byte each, numbered as in Microsoft's deal generator.
#pragma once

#include <cstdint>
#include <string>

namespace freecell {

// 0 is "no card"; 1..52 is 1 + (rank-1)*4 + suit, which is Microsoft's card
// index plus one, so deals come out of the generator without translation.
using Card = std::uint8_t;
constexpr Card NoCard = 0;
constexpr int Suits = 4, Ranks = 13, DeckSize = 52;

// Suit order is Microsoft's: clubs, diamonds, hearts, spades.
constexpr const char* SuitLetters = "CDHS";
constexpr const char* RankLetters = "A23456789TJQK";

constexpr Card makeCard(int rank, int suit) { return Card(1 + (rank - 1) * 4 + suit); }
// Unsigned arithmetic: shifts and masks, no sign fix-ups (these run in every search node).
constexpr int rankOf(Card c) { return int((unsigned(c) - 1u) >> 2) + 1; }
constexpr int suitOf(Card c) { return int((unsigned(c) - 1u) & 3u); }
constexpr bool isRed(Card c) { return suitOf(c) == 1 || suitOf(c) == 2; }
constexpr bool isRedSuit(int suit) { return suit == 1 || suit == 2; }

// Can `upper` be placed on `lower` in a cascade? One rank below, other colour.
constexpr bool stacksOn(Card upper, Card lower) {
    return rankOf(upper) + 1 == rankOf(lower) && isRed(upper) != isRed(lower);
}

inline std::string cardName(Card c) {
    if (c == NoCard) return "-";
    return std::string{RankLetters[rankOf(c) - 1], SuitLetters[suitOf(c)]};
}

// Rank from its letter: A 2..9 T J Q K (also '1' for ace); 0 if not a rank.
inline int parseRank(char ch) {
    switch (ch) {
    case 'A':
    case 'a':
    case '1': return 1;
    case 'T':
    case 't': return 10;
    case 'J':
    case 'j': return 11;
    case 'Q':
    case 'q': return 12;
    case 'K':
    case 'k': return 13;
    default: return (ch >= '2' && ch <= '9') ? ch - '0' : 0;
    }
}

// Suit index from its letter, -1 if not a suit.
inline int parseSuit(char ch) {
    switch (ch) {
    case 'C':
    case 'c': return 0;
    case 'D':
    case 'd': return 1;
    case 'H':
    case 'h': return 2;
    case 'S':
    case 's': return 3;
    default: return -1;
    }
}

// "AS", "TD", "10D", "qh" -> card; NoCard if the word is not a card.
inline Card parseCard(const std::string& w) {
    std::string r = w.size() == 3 && w.compare(0, 2, "10") == 0 ? "T" : w.substr(0, w.size() - 1);
    if (r.size() != 1 || w.size() < 2) return NoCard;
    int rank = parseRank(r[0]), suit = parseSuit(w.back());
    if (rank == 0 || suit < 0) return NoCard;
    return makeCard(rank, suit);
}

}  // namespace freecell
