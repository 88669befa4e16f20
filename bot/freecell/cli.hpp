// TEMPORARY placeholder while the solver is written.
#pragma once
#include <iostream>
namespace freecell::bot {
inline int main(int, char**) { std::cerr << "bot: not built yet\n"; return 1; }
}
