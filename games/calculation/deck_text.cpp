// A deck read from text (games/calculation/deck_text.hpp).
#include "games/calculation/deck_text.hpp"

namespace calculation {

std::vector<Card> parseDeckText(const std::string& text, const std::string& path, std::string& error) {
    std::istringstream in(text);
    std::vector<Card> deck;
    bool seen[52] = {};
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        std::istringstream words(line.substr(0, line.find('#')));
        for (std::string w; words >> w;) {
            std::string where = path + " line " + std::to_string(lineNo) + ": ";
            auto c = parseCard(w);
            if (!c) {
                error = where + "'" + w + "' is not a card (write Ah, 10d, Qs)";
                return {};
            }
            if (std::count(std::begin(FoundationBase), std::end(FoundationBase), *c)) {
                error = where + cardName(*c) + " is a foundation base, not in the deck";
                return {};
            }
            if (seen[*c]) {
                error = where + cardName(*c) + " is there twice";
                return {};
            }
            seen[*c] = true;
            deck.push_back(*c);
        }
    }
    if (deck.size() != std::size_t(DeckCards)) {
        error = path + ": " + std::to_string(deck.size()) + " cards; a deck has " + std::to_string(DeckCards);
        return {};
    }
    return deck;
}

}  // namespace calculation
