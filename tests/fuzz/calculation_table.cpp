// A person's game of Calculation (referee/calculation/table.cpp): commands
// on seed 74's deal (samples/calculation/seed-74-win.txt wins it).
#include <sstream>

#include "referee/calculation/table.hpp"
#include "fuzz_support.hpp"

using namespace calculation::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(fuzz::text(data, size));
    std::ostringstream out;
    FirstDeal first;
    first.seed = 74;
    Table table(first, TableOptions{}, in, out);
    try {
        table.run();
    } catch (const patience::LineTooLong&) {
    }
    return 0;
}
