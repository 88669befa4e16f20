// What every program's main does around its work, once: --help first, then
// the work, and anything thrown turned into one line on standard error and
// exit status 2 (never an abort, never a stack trace). Small: the one-file
// FreeCell bot carries it.
#pragma once

#include <iostream>
#include <new>
#include <stdexcept>
#include <string>

#include "common/option_reader.hpp"

namespace patience {

struct Program {
    std::string name;   // starts every error line: "bot spider"
    std::string help;   // the command that shows the usage, named after a mistake in the options
    std::string usage;  // what --help prints
    std::string outOfMemory = "try a smaller --positions or --time-ms";  // the way out, after "out of memory"
};

// With --help or -h anywhere, prints the usage and returns 0; else runs
// `body`, which returns the exit status.
template <class Body>
int runProgram(int argc, char** argv, const Program& program, Body body) {
    if (asksHelp(argc, argv)) {
        std::cout << program.usage;
        return 0;
    }
    try {
        return body();
    } catch (const UsageError& e) {
        return reportUsageError(e, program.name, program.help);
    } catch (const std::bad_alloc&) {
        std::cerr << program.name << ": out of memory (" << program.outOfMemory << ")\n";
    } catch (const std::exception& e) {  // a file that cannot be written, a bad board: its own words
        std::cerr << program.name << ": " << e.what() << '\n';
    }
    return 2;
}

}  // namespace patience
