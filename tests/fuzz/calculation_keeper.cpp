// A person's game of Calculation (referee/calculation/keeper.cpp): commands
// on seed 74's deal (samples/calculation/seed-74-win.txt wins it).
#include <sstream>

#include "referee/calculation/keeper.hpp"
#include "fuzz_support.hpp"

using namespace calculation::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    std::ostringstream out;
    FirstDeal first;
    first.seed = 74;
    KeeperOptions opt;
    opt.advisor = "none";  // help starts no process
    Keeper keeper(first, opt, in, out);
    try {
        keeper.run();
    } catch (const patience::LineTooLong&) {}
    return 0;
}
