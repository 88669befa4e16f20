// Calculation (Quellhorst's CoCo game): four foundations built by steps of
// one, two, three and four regardless of suit, four waste piles, and a deck
// turned one card at a time.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/common/card.hpp"

namespace calculation {

constexpr int Ranks = 13, Foundations = 4, Wastes = 4, DeckCards = 48;

// Cards are numbered and written as in games/common/card.hpp; only ranks
// matter to the rules, suits are for showing the cards.
using namespace patience::cards;

// The CoCo program's foundations: Ace of hearts, Two of diamonds, Three of
// spades, Four of clubs; foundation i (0-3) is built up by i + 1.
constexpr Card FoundationBase[Foundations] = {makeCard(1, 2), makeCard(2, 1), makeCard(3, 3), makeCard(4, 0)};

// The rank foundation f wants after `top`, or 0 once it holds its King.
constexpr int nextRank(int f, int top) { return top == Ranks ? 0 : (top - 1 + f + 1) % Ranks + 1; }

// Each foundation's sequence after its base, twelve ranks ending in the King.
std::array<int, 12> sequence(int f);

enum class RuleSet { Classic, CoCo };  // CoCo adds: a waste pile's top card to an empty waste pile

// The rule set's one name, wherever it is written or read: --rules, the turn
// text, summaries, replay pages.
inline const char* rulesName(RuleSet r) { return r == RuleSet::CoCo ? "coco" : "classic"; }
std::optional<RuleSet> parseRules(const std::string& name);

// Places a move names: the card in hand, a waste pile, a foundation.
struct Move {
    enum Kind : std::uint8_t { HandToFoundation, HandToWaste, WasteToFoundation, WasteToWaste } kind;
    std::uint8_t from = 0, to = 0;  // pile numbers 0-3 (from: a waste pile)
    bool operator==(const Move& o) const { return kind == o.kind && from == o.from && to == o.to; }
};

// "f2": the hand to foundation 2; "w3": the hand to waste pile 3; "w1 f4":
// waste 1 to foundation 4; "w2 w3": waste 2 to (empty) waste 3. Piles 1-4.
std::string moveName(Move m);

// nullopt if the text is not a move in that notation (spaces optional: "w1f4").
std::optional<Move> parseMove(const std::string& text);

class Game {
public:
    RuleSet rules = RuleSet::CoCo;
    std::vector<Card> deck;  // the undealt cards; the card in hand is deck[next]
    std::size_t next = 0;
    std::array<int, Foundations> top{1, 2, 3, 4};    // the rank on each foundation
    std::array<int, Foundations> count{1, 1, 1, 1};  // cards on each foundation
    std::array<std::vector<Card>, Wastes> waste;     // bottom card first

    Game() = default;
    Game(std::vector<Card> order, RuleSet r) : rules(r), deck(std::move(order)) {}

    std::optional<Card> hand() const { return next < deck.size() ? std::optional<Card>(deck[next]) : std::nullopt; }
    int cardsLeft() const { return int(deck.size() - next); }  // the card in hand included
    bool won() const { return count[0] + count[1] + count[2] + count[3] == 52; }
    bool fits(int f, Card c) const { return nextRank(f, top[std::size_t(f)]) == rankOf(c); }

    // Why the move is illegal; "" if it is legal.
    std::string whyNot(Move m) const {
        if (m.from >= Wastes || m.to >= 4) return "piles are numbered 1 to 4";
        std::optional<Card> card;
        if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste) {
            card = hand();
            if (!card) return "the deck is empty: no card in hand";
        } else {
            if (waste[m.from].empty()) return "waste pile " + std::to_string(m.from + 1) + " is empty";
            card = waste[m.from].back();
        }
        switch (m.kind) {
        case Move::HandToFoundation:
        case Move::WasteToFoundation:
            if (!fits(m.to, *card)) {
                int want = nextRank(m.to, top[m.to]);
                return want ? cardName(*card) + " does not go on foundation " + std::to_string(m.to + 1) +
                        ", which wants a " + rankName(want)
                            : "foundation " + std::to_string(m.to + 1) + " is finished";
            }
            return "";
        case Move::HandToWaste: return "";
        case Move::WasteToWaste:
            if (rules == RuleSet::Classic) return "moving between waste piles is the CoCo rule (--rules coco)";
            if (m.from == m.to) return "a pile cannot move onto itself";
            if (!waste[m.to].empty()) return "a waste card may only move to an empty waste pile";
            return "";
        }
        return "";
    }

    // Carry out a legal move.
    void play(Move m) {
        Card c;
        if (m.kind == Move::HandToFoundation || m.kind == Move::HandToWaste)
            c = deck[next++];
        else {
            c = waste[m.from].back();
            waste[m.from].pop_back();
        }
        if (m.kind == Move::HandToFoundation || m.kind == Move::WasteToFoundation) {
            top[m.to] = rankOf(c);
            ++count[m.to];
        } else
            waste[m.to].push_back(c);
    }

    // Every legal move: hand to foundations, hand to wastes, waste to
    // foundations, waste to empty wastes (CoCo).
    std::vector<Move> legalMoves() const {
        std::vector<Move> out;
        auto add = [&](Move m) {
            if (whyNot(m).empty()) out.push_back(m);
        };
        if (hand()) {
            for (int f = 0; f < 4; ++f) add(Move{Move::HandToFoundation, 0, std::uint8_t(f)});
            for (int w = 0; w < 4; ++w) add(Move{Move::HandToWaste, 0, std::uint8_t(w)});
        }
        for (int w = 0; w < 4; ++w) {
            for (int f = 0; f < 4; ++f) add(Move{Move::WasteToFoundation, std::uint8_t(w), std::uint8_t(f)});
            if (rules == RuleSet::CoCo)
                for (int t = 0; t < 4; ++t) add(Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(t)});
        }
        return out;
    }

    // Lost: the deck is out and no card can reach a foundation any more, not
    // even after moving waste cards to empty piles (the CoCo rule). Moves that
    // only shuffle waste cards do not count as being able to play on.
    bool lost() const {
        if (won() || hand()) return false;
        return !canStillBuild(*this, 0);
    }

private:
    // Can some sequence of waste-to-empty-waste moves expose a card that fits
    // a foundation? Depth-bounded: each move empties at most one more pile.
    static bool canStillBuild(const Game& g, int depth) {
        for (int w = 0; w < 4; ++w)
            if (!g.waste[w].empty())
                for (int f = 0; f < 4; ++f)
                    if (g.fits(f, g.waste[w].back())) return true;
        if (g.rules == RuleSet::Classic || depth >= DeckCards) return false;
        int empty = -1;
        for (int w = 0; w < 4; ++w)
            if (g.waste[w].empty()) empty = w;
        if (empty < 0) return false;
        // Moving a pile's top to an empty pile exposes the card under it; a
        // single-card pile moved leaves the same position, so skip those.
        for (int w = 0; w < 4; ++w)
            if (g.waste[w].size() >= 2) {
                Game h = g;
                h.play(Move{Move::WasteToWaste, std::uint8_t(w), std::uint8_t(empty)});
                if (canStillBuild(h, depth + 1)) return true;
            }
        return false;
    }
};

}  // namespace calculation
