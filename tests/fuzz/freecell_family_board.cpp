// The fc-solve board of a FreeCell-family game (bot -g NAME, a board on stdin
// or --solve): games/freecell/family/notation.hpp's parseFamilyBoard. The first
// byte picks the game. A board it accepts must print (familyBoardText) as a
// board it reads back the same.
#include "fuzz_support.hpp"
#include "games/freecell/family/notation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto& games = freecell::familyGames();
    const freecell::Family& f = games[data[0] % games.size()].rules;
    freecell::FamilyBoard b;
    try {
        b = freecell::parseFamilyBoard(fuzz::text(data + 1, size - 1), f);
    } catch (const freecell::InputError&) {
        return 0;
    }
    std::string once = freecell::familyBoardText(b, f);
    try {
        if (freecell::familyBoardText(freecell::parseFamilyBoard(once, f), f) != once)
            fuzz::fail("a board printed and read back differs:\n" + once);
    } catch (const freecell::InputError& e) {
        fuzz::fail(std::string("a board it printed is refused: ") + e.what() + "\n" + once);
    }
    return 0;
}
