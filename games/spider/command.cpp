// A command written (games/spider/command.hpp).
#include "games/spider/command.hpp"

namespace spider {

std::string commandText(const Command& c) {
    switch (c.kind) {
    case Command::Move:
        return std::to_string(c.from + 1) + " " + std::to_string(c.to + 1) + " " + std::to_string(c.count);
    case Command::Remove: return std::to_string(c.from + 1);
    case Command::Deal: return "D";
    }
    return "";
}

}  // namespace spider
