// The learned Spider value (bot/spider/value.hpp): it gives the trainer's
// value on the check cases tools/spider-value/train.py wrote, and its
// features never depend on the face-down cards or the hand's order.
#include "catch.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <numeric>
#include <sstream>
#include <vector>

#include "bot/spider/value.hpp"
#include "games/spider/deal.hpp"
#include "games/spider/protocol.hpp"
#include "games/spider/view.hpp"
#include "spider_search_value_cases.hpp"
#include "spider_value_cases.hpp"

namespace test_spider_value {

namespace sp = spider;
namespace sb = spider::bot;

namespace {

sb::View view(const std::string& text) {
    std::istringstream in(text);
    int line = 0;
    return *sb::parseTurn(in, line);
}

sb::Features featuresOf(const sp::Game& g) {
    sb::Table t(g);
    return sb::features(t, sb::Table::stateOf(g));
}

// The unseen cards of `v`, each as often as it is unseen.
std::vector<sp::Card> unseen(const sb::View& v) {
    std::vector<sp::Card> cards;
    for (int c = 0; c < sp::DeckSize; ++c)
        for (int k = 0; k < v.unseen[std::size_t(c)]; ++k) cards.push_back(sp::Card(c));
    return cards;
}

// The place of a feature by its name (features.hpp's FeatureNames).
std::size_t at(const char* name) {
    for (std::size_t i = 0; i < sb::FeatureNames.size(); ++i)
        if (!std::strcmp(sb::FeatureNames[i], name)) return i;
    FAIL("no feature " << name);
    return 0;
}

}  // namespace

// Each check case's value, computed here as the bot computes it, against
// the trainer's; the cases of each suit count.
template <class Cases>
std::array<int, 5> checkCases(const Cases& cases, sb::ValueKind kind) {
    std::array<int, 5> bySuits{};
    for (const auto& c : cases) {
        INFO("suits " << c.suits << " seed " << c.seed << " turn " << c.turn);
        sb::View v = view(c.text);
        REQUIRE(v.suits == c.suits);
        sp::Game g = sb::gameOf(v, sp::Rules{});
        sb::Table t(g);
        CHECK(sb::positionValue(t, sb::Table::stateOf(g), kind) == Approx(c.value).margin(1e-4));
        ++bySuits[std::size_t(c.suits)];
    }
    return bySuits;
}

TEST_CASE("positionValue gives the trainer's value on its check cases", "[spider][value]") {
    std::array<int, 5> bySuits = checkCases(spider_value_cases::Cases, sb::ValueKind::Outcome);
    CHECK(bySuits[1] >= 5);
    CHECK(bySuits[2] >= 5);
    CHECK(bySuits[4] >= 5);
}

TEST_CASE("The search-learned value gives the trainer's value on its check cases", "[spider][value]") {
    // The suit counts trained from search labels (train_search.py --suits).
    std::array<int, 5> bySuits = checkCases(spider_search_value_cases::Cases, sb::ValueKind::Search);
    CHECK(bySuits[2] >= 5);
    CHECK(bySuits[4] >= 5);
}

TEST_CASE("The value's features never depend on the face-down cards or the hand", "[spider][value]") {
    for (const auto& c : spider_value_cases::Cases) {
        INFO("suits " << c.suits << " seed " << c.seed << " turn " << c.turn);
        sb::View v = view(c.text);
        std::vector<sp::Card> cards = unseen(v);
        REQUIRE(int(cards.size()) == v.handSize + std::accumulate(v.down.begin(), v.down.end(), 0));
        auto down = cards.begin() + (long(cards.size()) - v.handSize);
        sp::Game first = sb::gameOf(v, sp::Rules{}, std::vector<sp::Card>(cards.begin(), down),
                                    std::vector<sp::Card>(down, cards.end()));
        std::reverse(cards.begin(), cards.end());
        sp::Game second = sb::gameOf(v, sp::Rules{}, std::vector<sp::Card>(cards.begin(), down),
                                     std::vector<sp::Card>(down, cards.end()));
        CHECK(featuresOf(first) == featuresOf(second));
        CHECK(featuresOf(first) == featuresOf(sb::gameOf(v, sp::Rules{})));  // the bot's placeholders
    }
    // A real deal, every card known, against the view a player has of it.
    for (int suits : {1, 2, 4}) {
        sp::Rules rules;
        rules.suits = suits;
        sp::Game g = sp::newGame(1000003, rules);
        sb::View v = view(sp::turnText(g, 1, sp::legalCommands(g)));
        CHECK(featuresOf(g) == featuresOf(sb::gameOf(v, rules)));
    }
}

TEST_CASE("The value's features count what the column shows", "[spider][value]") {
    sb::View v = view(spider_value_cases::Cases[0].text);
    sp::Game g = sb::gameOf(v, sp::Rules{});
    sb::Features f = featuresOf(g);
    int down = 0;
    for (int d : v.down) down += d;
    CHECK(f[at("bias")] == 1.0f);
    CHECK(f[at("down")] == float(down));
    CHECK(f[at("deals")] == float(v.handSize / sp::Columns));
    CHECK(f[at("deals_down")] == float(v.handSize / sp::Columns * down));
}

}  // namespace test_spider_value
