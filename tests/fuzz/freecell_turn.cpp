// The FreeCell puzzle's 14-line turn input as the bot reads it, turn after
// turn (bot/freecell/turn_input.hpp: LineReader, readTurn).
#include <sstream>

#include "games/freecell/view.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    freecell::bot::LineReader lines(in);
    try {
        while (auto turn = freecell::bot::readTurn(lines)) {
            for (freecell::Move m : turn->moves) (void)freecell::moveName(m);
        }
    } catch (const freecell::InputError&) {}
    return 0;
}
