// A program of sub-commands (common/subcommands.hpp).
#include "common/subcommands.hpp"

namespace patience {

bool helpFirst(int argc, char** argv) {
    return argc > 1 && (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h"));
}

}  // namespace patience
