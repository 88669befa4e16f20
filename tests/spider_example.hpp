// The worked example on page 6 of Woods's document: the five tableaux it
// prints and the moves between them. Shared by the engine's and the
// program's tests.
#pragma once

namespace spider_example {

// The five tableaux of Woods's page 6, exactly as his document prints them
// (a tab between columns, trailing empty cells left out).
constexpr const char* Tableau0 =
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t10d\t As\t --\t 3h\t 9s\t --\t Jh\t Qh\t --\n"
    " 6d\t\t\t 4s\t\t\t 3c\t\t\t 7c\n";

constexpr const char* Tableau1 =
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t 4c\t --\t --\t --\t --\t10h\t 6s\t --\t --\n"
    " --\t 3c\t As\t --\t 3h\t 9s\t\t\t Qh\t --\n"
    " 6d\t 2c\t\t 4s\t\t\t\t\t Jh\t 7c\n"
    "\t\t\t\t\t\t\t\t10d\n";

constexpr const char* Tableau2 =
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t --\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t 9d\t --\t --\t 6c\t --\t --\n"
    " --\t 4c\t --\t --\t\t Kc\t10h\t\t --\t --\n"
    " --\t 3c\t As\t --\t\t\t\t\t Qh\t --\n"
    " 6d\t 2c\t\t 4s\t\t\t\t\t Jh\t 7c\n"
    "\t\t\t 3h\t\t\t\t\t10d\t 6s\n"
    "\t\t\t 2h\t\t\t\t\t 9s\n";

constexpr const char* Tableau3 =
    " --\t --\t --\t --\t10d\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t\t --\t --\t --\t --\t --\n"
    " --\t --\t --\t --\t\t --\t --\t 6c\t --\t --\n"
    " --\t 4c\t As\t --\t\t Kc\t10h\t\t --\t --\n"
    " --\t 3c\t\t --\t\t Qh\t 9s\t\t Qh\t --\n"
    " 6d\t 2c\t\t 4s\t\t\t\t\t Jh\t 7c\n"
    "\t\t\t 3h\t\t\t\t\t10d\t 6s\n"
    "\t\t\t 2h\t\t\t\t\t 9d\n"
    "\t\t\t As\n";

constexpr const char* Tableau4 =
    " --\t --\t --\t --\t10d\t --\t --\t 3s\t --\t --\n"
    " --\t --\t --\t --\t\t --\t --\t\t --\t --\n"
    " --\t --\t 7h\t --\t\t --\t --\t\t --\t --\n"
    " --\t 4c\t 6s\t --\t\t Kc\t10h\t\t --\t --\n"
    " --\t 3c\t\t --\t\t Qh\t 9s\t\t Qh\t --\n"
    " 6d\t 2c\t\t 4s\t\t\t\t\t Jh\t 7c\n"
    " 5d\t As\t\t 3h\t\t\t\t\t10d\t 6c\n"
    "\t\t\t 2h\t\t\t\t\t 9d\n"
    "\t\t\t As\n";

// The document's moves, four between each tableau and the next.
constexpr const char* Groups[4] = {"8 9\n2 9\n7 2\n7 2\n", "6 9\n8 10\n5 4\n5 4\n", "3 4\n9 7\n5 9\n5 6\n",
                                   "3 2\n10 3\n8 10\n8 1\n"};

}  // namespace spider_example
