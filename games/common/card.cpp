// Ranks and cards written and read (games/common/card.hpp).
#include "games/common/card.hpp"

namespace patience {
inline namespace cards {

std::string rankName(int r) {
    static const char* names[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    return names[r - 1];
}

int parseRank(const std::string& text) {
    std::string t;
    for (char c : text) t += char(std::toupper(static_cast<unsigned char>(c)));
    if (t == "T") return 10;
    for (int r = 1; r <= RanksPerSuit; ++r)
        if (t == rankName(r)) return r;
    return 0;
}

std::optional<Card> parseCard(const std::string& w) {
    if (w.size() < 2 || w.size() > 3) return std::nullopt;
    int rank = parseRank(w.substr(0, w.size() - 1));
    const std::string suits = SuitLetters;
    std::size_t suit = suits.find(char(std::tolower(static_cast<unsigned char>(w.back()))));
    if (!rank || suit == std::string::npos) return std::nullopt;
    return makeCard(rank, int(suit));
}

}  // namespace cards
}  // namespace patience
