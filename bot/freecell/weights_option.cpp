#include "bot/freecell/weights_option.hpp"

#include <sstream>

#include "common/option_reader.hpp"

namespace freecell::bot {

std::vector<SearchWeights> parseWeights(const std::string& option, const std::string& text) {
    std::vector<SearchWeights> sets;
    std::istringstream in(text);
    for (std::string set; std::getline(in, set, '/');) {
        std::vector<int> v = patience::numberList(option, set, 0, 1000);
        if (v.size() != 7 && v.size() != 8)
            throw patience::UsageError(option + " wants 7 or 8 numbers a set, got '" + set + "'");
        v.resize(8, 0);
        sets.push_back(SearchWeights{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]});
    }
    if (sets.empty()) throw patience::UsageError(option + " wants at least one set of 7 numbers");
    return sets;
}

}  // namespace freecell::bot
