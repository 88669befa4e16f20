// Woods's position files (games/spider/position_file.hpp). A position it
// accepts must write (writePosition) as a file it reads back the same.
#include "fuzz_support.hpp"
#include "games/spider/position_file.hpp"
#include "games/spider/spider.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    spider::Game g;
    try {
        g = spider::readPosition(fuzz::text(data, size));
    } catch (const spider::FileError& e) {
        (void)e.where();
        return 0;
    }
    std::string once = spider::writePosition(g);
    try {
        if (spider::writePosition(spider::readPosition(once)) != once)
            fuzz::fail("a position written and read back differs:\n" + once);
    } catch (const spider::FileError& e) {
        fuzz::fail("a position it wrote is refused: " + e.where() + "\n" + once);
    }
    (void)spider::tableauText(g);
    return 0;
}
