#include "referee/calculation/deck_file.hpp"

#include "common/options.hpp"
#include "common/text_file.hpp"
#include "games/calculation/deck_text.hpp"

namespace calculation::referee {

using patience::UsageError;

std::vector<Card> readDeckFile(const std::string& path) {
    std::string text, why;
    if (!patience::readTextFile(path, text, why)) throw UsageError(path + ": " + why, false);
    return parseDeck(text, path);
}

std::vector<Card> parseDeck(const std::string& text, const std::string& path) {
    std::string error;
    std::vector<Card> deck = parseDeckText(text, path, error);
    if (!error.empty()) throw UsageError(error, false);
    return deck;
}

}  // namespace calculation::referee
