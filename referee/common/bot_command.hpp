// The bot a referee runs when none is named: `bot` in the referee's own
// directory (build/bin/referee runs build/bin/bot), as a word for the shell.
// The keepers' advisor asks it; `referee freecell` plays against it.
#pragma once

#include <string>

namespace referee {

// `s` as one shell word: in single quotes, each ' written '\''.
std::string shellQuoted(const std::string& s);

// "bot" beside this referee, quoted for the shell; "bot" (whatever the PATH
// finds) when the referee's own path cannot be read.
std::string botBesideReferee();

// The same when it is there to run (an executable file), else "".
std::string builtBotBesideReferee();

}  // namespace referee
