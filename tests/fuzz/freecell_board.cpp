// The fc-solve board the FreeCell bot reads (bot --solve, or a board on
// stdin): games/freecell/notation.hpp's parseBoard. A board it accepts must
// print (toFcSolve) as a board it reads back the same.
#include "fuzz_support.hpp"
#include "games/freecell/freecell.hpp"
#include "games/freecell/notation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    freecell::Board b;
    try {
        b = freecell::parseBoard(fuzz::text(data, size));
    } catch (const freecell::InputError&) {
        return 0;
    }
    std::string once = freecell::toFcSolve(b);
    try {
        if (freecell::toFcSolve(freecell::parseBoard(once)) != once)
            fuzz::fail("a board printed and read back differs:\n" + once);
    } catch (const freecell::InputError& e) {
        fuzz::fail(std::string("a board it printed is refused: ") + e.what() + "\n" + once);
    }
    return 0;
}
