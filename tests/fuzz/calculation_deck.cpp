// The Calculation deck file (referee/calculation/deck_file.cpp: parseDeck, what
// --deck reads). A deck it accepts deals a game whose first turn block the
// bots' parser (games/calculation/view.hpp) reads.
#include <sstream>

#include "referee/calculation/deck_file.hpp"
#include "common/options.hpp"
#include "fuzz_support.hpp"
#include "games/calculation/view.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<calculation::Card> deck;
    try {
        deck = calculation::referee::parseDeck(fuzz::text(data, size), "fuzz.deck");
    } catch (const patience::UsageError&) {
        return 0;
    }
    calculation::Game g(deck, calculation::RuleSet::CoCo);
    std::istringstream block(calculation::turnText(g, 1));
    int line = 0;
    try {
        if (!calculation::parseTurn(block, line)) fuzz::fail("no turn block");
    } catch (const calculation::TurnError& e) {
        fuzz::fail(std::string("the first turn block of a deck is refused: ") + e.what());
    }
    return 0;
}
