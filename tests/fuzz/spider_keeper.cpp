// The Spider keeper's commands (referee/spider/keeper.cpp), as a person types
// them. The input is commands for seed 7's deal, or a save or position file
// (as --load reads it), a line "----", then the commands. File commands
// (F, T, W, X, R) are turned into "F -" and so on (the text to standard output):
// the harness must not write files where it runs. Autosave (A) writes
// SPIDER.TMP in the working directory: tools/fuzz runs this in a scratch one.
#include <sstream>

#include "fuzz_support.hpp"
#include "referee/spider/keeper.hpp"

using namespace spider::referee;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string input = fuzz::text(data, size);
    Record record;
    std::size_t split = input.find("\n----\n");
    if (split != std::string::npos) {
        try {
            record = loadText(input.substr(0, split + 1), spider::Rules{});
        } catch (const LoadError&) {
            return 0;
        }
        input.erase(0, split + 6);
    } else {
        record = startRecord(spider::newGame(7), 7);
    }
    std::string commands;
    std::istringstream lines(input);
    for (std::string l; std::getline(lines, l);) {
        std::size_t a = l.find_first_not_of(" \t");
        char c = a == std::string::npos ? ' ' : char(l[a] & ~0x20);
        if (c == 'F' || c == 'T' || c == 'W' || c == 'X' || c == 'R') l = std::string(1, c) + " -";
        commands += l + "\n";
    }
    if (!input.empty() && input.back() != '\n' && !commands.empty()) commands.pop_back();
    std::istringstream in(commands);
    std::ostringstream out;
    KeeperOptions opt;
    opt.advisor = "none";  // help starts no process
    Keeper keeper(std::move(record), opt, in, out);
    try {
        keeper.run();
    } catch (const patience::LineTooLong&) {}
    return 0;
}
