// A person's game of the gallery (referee/gallery/command.cpp, table.cpp):
// commands on seed 5's deal (samples/gallery/seed-5-game.txt plays it out),
// with CAP on and a one-play evaluation at the end.
#include <sstream>

#include "fuzz_support.hpp"
#include "referee/gallery/table.hpp"

using namespace gallery::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    std::ostringstream out;
    TableOptions opt;
    opt.evaluate = 1;
    Table table(5, opt, in, out);
    try {
        table.run();
    } catch (const patience::LineTooLong&) {
    }
    return 0;
}
