// What `bot spider --analyse` is asked (query.hpp): the goal parsed, and
// the spaces of a game.
#include "bot/spider/analyser/query.hpp"

#include <algorithm>

namespace spider::bot {

namespace {

int suitLetter(const std::string& part, char c) {
    const std::string letters = SuitLetters;
    std::size_t s = letters.find(char(std::tolower(static_cast<unsigned char>(c))));
    if (s == std::string::npos)
        throw QueryError("goal '" + part + "': '" + std::string(1, c) + "' is not a suit (c, d, h or s)");
    return int(s);
}

int countIn(const std::string& part, const std::string& text) {
    if (text.empty() || text.size() > 2 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw QueryError("goal '" + part + "': wants a number from 0 to 10 after ':'");
    int n = std::stoi(text);
    if (n > 10) throw QueryError("goal '" + part + "': wants a number from 0 to 10 after ':'");
    return n;
}

}  // namespace

std::vector<GoalPart> parseGoal(const std::string& text) {
    std::vector<GoalPart> goal;
    std::size_t start = 0;
    while (true) {
        std::size_t plus = text.find('+', start);
        std::string part = text.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
        if (part.empty()) throw QueryError("goal '" + text + "': an empty part (parts are joined by '+')");
        GoalPart g;
        std::size_t colon = part.find(':');
        std::string name = part.substr(0, colon), arg = colon == std::string::npos ? "" : part.substr(colon + 1);
        if (name == "turn-up" && colon == std::string::npos)
            g.kind = GoalPart::TurnUp;
        else if (name == "removals" && colon != std::string::npos)
            g.kind = GoalPart::Removals, g.n = countIn(part, arg);
        else if (name == "spaces" && colon != std::string::npos)
            g.kind = GoalPart::Spaces, g.n = countIn(part, arg);
        else if (name == "remove" && colon != std::string::npos) {
            g.kind = GoalPart::Remove;
            bool comma = arg.find(',') != std::string::npos, greater = arg.find('>') != std::string::npos;
            if (comma && greater)
                throw QueryError("goal '" + part + "': ',' (any order) or '>' (this order), not both");
            g.ordered = greater;
            for (std::size_t i = 0; i < arg.size(); i += 2) {
                g.suits.push_back(suitLetter(part, arg[i]));
                if (i + 1 < arg.size() && arg[i + 1] != ',' && arg[i + 1] != '>')
                    throw QueryError("goal '" + part + "': suits are single letters joined by ',' or '>'");
                if (i + 1 == arg.size() - 1) throw QueryError("goal '" + part + "': a suit is missing at the end");
            }
            if (g.suits.empty())
                throw QueryError("goal '" + part + "': which suit? (remove:c, remove:c,h, remove:s>h)");
            if (g.suits.size() > 8) throw QueryError("goal '" + part + "': at most 8 suits can be removed");
            auto sorted = g.suits;
            std::sort(sorted.begin(), sorted.end());
            if (g.ordered && std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                throw QueryError("goal '" + part + "': a suit twice in an order");
        } else
            throw QueryError("goal '" + part +
                             "': not a goal (remove:S, remove:S,T, remove:S>T, removals:N, spaces:N, turn-up)");
        goal.push_back(g);
        if (plus == std::string::npos) break;
        start = plus + 1;
    }
    return goal;
}

int spacesIn(const Game& g) {
    int n = 0;
    for (const Column& c : g.columns) n += c.empty();
    return n;
}

}  // namespace spider::bot
