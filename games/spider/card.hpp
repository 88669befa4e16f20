// Spider cards: two decks, so every card appears twice.
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>

namespace spider {

// 0..51: suit * 13 + rank - 1, suits in Woods's order: clubs, diamonds,
// hearts, spades. (His file format writes a card as the character 65 + this.)
using Card = std::uint8_t;
constexpr int Suits = 4, Ranks = 13, DeckSize = 52, Cards = 2 * DeckSize;
constexpr const char* SuitLetters = "cdhs";

constexpr Card makeCard(int rank, int suit) { return Card(suit * Ranks + rank - 1); }
constexpr int rankOf(Card c) { return c % Ranks + 1; }
constexpr int suitOf(Card c) { return c / Ranks; }
constexpr bool isRed(Card c) { return suitOf(c) == 1 || suitOf(c) == 2; }

// As Woods writes them: "As", "10d", "Qh".
inline std::string cardName(Card c) {
    static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    return ranks[rankOf(c) - 1] + std::string(1, SuitLetters[suitOf(c)]);
}

// "As", "10d", "td", "QH" (case does not matter); nullopt if not a card.
inline std::optional<Card> parseCard(const std::string& w) {
    if (w.size() < 2 || w.size() > 3) return std::nullopt;
    std::string r = w.substr(0, w.size() - 1);
    for (char& ch : r) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    int rank = r == "A" ? 1 : r == "J" ? 11 : r == "Q" ? 12 : r == "K" ? 13 : r == "T" || r == "10" ? 10 : 0;
    if (!rank && r.size() == 1 && r[0] >= '2' && r[0] <= '9') rank = r[0] - '0';
    char s = char(std::tolower(static_cast<unsigned char>(w.back())));
    int suit = s == 'c' ? 0 : s == 'd' ? 1 : s == 'h' ? 2 : s == 's' ? 3 : -1;
    if (!rank || suit < 0) return std::nullopt;
    return makeCard(rank, suit);
}

}  // namespace spider
