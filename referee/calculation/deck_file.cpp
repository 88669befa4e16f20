#include "referee/calculation/deck_file.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "common/options.hpp"
#include "common/text_file.hpp"

namespace calculation::referee {

using patience::UsageError;

std::vector<Card> readDeckFile(const std::string& path) {
    std::string text, why;
    if (!patience::readTextFile(path, text, why)) throw UsageError(path + ": " + why, false);
    return parseDeck(text, path);
}

std::vector<Card> parseDeck(const std::string& text, const std::string& path) {
    std::istringstream in(text);
    std::vector<Card> deck;
    bool seen[52] = {};
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        std::istringstream words(line.substr(0, line.find('#')));
        for (std::string w; words >> w;) {
            std::string where = path + " line " + std::to_string(lineNo) + ": ";
            auto c = parseCard(w);
            if (!c) throw UsageError(where + "'" + w + "' is not a card (write Ah, 10d, Qs)", false);
            if (std::count(std::begin(FoundationBase), std::end(FoundationBase), *c))
                throw UsageError(where + cardName(*c) + " is a foundation base, not in the deck", false);
            if (seen[*c]) throw UsageError(where + cardName(*c) + " is there twice", false);
            seen[*c] = true;
            deck.push_back(*c);
        }
    }
    if (deck.size() != std::size_t(DeckCards))
        throw UsageError(path + ": " + std::to_string(deck.size()) + " cards; a deck has " + std::to_string(DeckCards), false);
    return deck;
}

}  // namespace calculation::referee
