// The Spider keeper's save files, and Woods's files through the same door
// (referee/spider/save_file.cpp: loadText, as --load reads them). A game it
// loads must save (saveText) as a file that loads to the same save.
#include "fuzz_support.hpp"
#include "referee/spider/save_file.hpp"

using namespace spider::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Record r;
    try {
        r = loadText(fuzz::text(data, size), spider::Rules{});
    } catch (const LoadError&) {
        return 0;
    }
    std::string once = saveText(r);
    try {
        if (saveText(loadText(once, spider::Rules{})) != once)
            fuzz::fail("a game saved and loaded back differs:\n" + once);
    } catch (const LoadError& e) {
        fuzz::fail(std::string("a save it wrote is refused: ") + e.what() + "\n" + once);
    }
    return 0;
}
