// A program of sub-commands, one a game (`bot GAME`, `referee GAME`): the
// table each main writes, its lines for --help and its look-up, once.
#pragma once

#include <cstddef>
#include <cstring>
#include <ostream>
#include <string>

namespace patience {

struct Subcommand {
    const char* name;
    const char* summary;
    int (*run)(int argc, char** argv);  // argv[0] is the sub-command's name
};

// The sub-command argv[1] names, or nullptr.
template <std::size_t N>
const Subcommand* findSubcommand(const Subcommand (&table)[N], int argc, char** argv) {
    if (argc > 1)
        for (const Subcommand& s : table)
            if (!std::strcmp(argv[1], s.name)) return &s;
    return nullptr;
}

// One line a sub-command: two blanks, its name padded to `width` (and two
// blanks after it at least), its summary.
template <std::size_t N>
void listSubcommands(std::ostream& out, const Subcommand (&table)[N], std::size_t width) {
    for (const Subcommand& s : table) {
        std::size_t length = std::strlen(s.name);
        out << "  " << s.name << std::string(width > length + 2 ? width - length : 2, ' ') << s.summary << "\n";
    }
}

// Whether argv[1] is --help or -h.
bool helpFirst(int argc, char** argv);

}  // namespace patience
