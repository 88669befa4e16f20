#include "referee/common/bot_command.hpp"

#include <unistd.h>

#include <climits>
#include <optional>

namespace referee {

namespace {

// The path of "bot" in this referee's directory; none if the referee's own
// path cannot be read.
std::optional<std::string> botPath() {
    char path[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0) return std::nullopt;
    std::string self(path, std::size_t(n));
    return self.substr(0, self.rfind('/') + 1) + "bot";
}

}  // namespace

std::string shellQuoted(const std::string& s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string botBesideReferee() {
    std::optional<std::string> bot = botPath();
    return bot ? shellQuoted(*bot) : "bot";
}

std::string builtBotBesideReferee() {
    std::optional<std::string> bot = botPath();
    return bot && access(bot->c_str(), X_OK) == 0 ? shellQuoted(*bot) : "";
}

}  // namespace referee
