#include "gallery/bot_judge.hpp"

#include <iostream>

namespace gallery::referee {

int botMain(int, char**) {
    std::cerr << "referee gallery: the --bot judge is not ready yet\n";
    return 2;
}

}  // namespace gallery::referee
