// A person's game of the gallery (referee/gallery/command.cpp, keeper.cpp):
// commands on seed 5's deal (samples/gallery/seed-5-game.txt plays it out),
// with CAP on and a one-play evaluation at the end.
#include <sstream>

#include "fuzz_support.hpp"
#include "referee/gallery/keeper.hpp"

using namespace gallery::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    std::ostringstream out;
    KeeperOptions opt;
    opt.advisor = "none";  // help starts no process
    opt.evaluate = 1;
    Keeper keeper(5, opt, in, out);
    try {
        keeper.run();
    } catch (const patience::LineTooLong&) {}
    return 0;
}
