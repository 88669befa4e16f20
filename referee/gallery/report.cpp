#include "referee/gallery/report.hpp"

#include <array>

#include "referee/common/wording.hpp"

namespace gallery::referee {

namespace {

struct Look {
    const char* background;  // the square on a colour terminal
    char letter;             // the square in plain text
    const char* meaning;
};

const Look Looks[] = {
    {"\033[44m", 'b', "blue: you did better"},
    {"\033[47m", 'w', "white: equal"},
    {"\033[41m", 'r', "red: the computer did better"},
    {"\033[42m", 'g', "green: the computer solved it"},
};

}  // namespace

std::vector<std::string> evaluationLines(const Evaluation& e, int personScore, const ::referee::Painter& paint) {
    std::array<int, 4> count{};
    std::string squares = " ";
    for (int s : e.scores) {
        int o = int(compare(s, personScore));
        ++count[std::size_t(o)];
        squares += paint.on() ? paint(Looks[o].background, "  ") + " " : std::string(1, Looks[o].letter) + " ";
    }
    std::string legend = " ";
    for (int o = 0; o < 4; ++o) {
        std::string meaning = Looks[o].meaning;
        if (paint.on())
            legend += paint(Looks[o].background, "  ") + " " + meaning.substr(meaning.find(':') + 2);
        else
            legend += std::string(1, Looks[o].letter) + " " + meaning.substr(meaning.find(':') + 2);
        legend += " " + std::to_string(count[std::size_t(o)]) + (o < 3 ? ",  " : "");
    }
    return {squares, legend,
            " the computer's scores: min " + std::to_string(e.min) + ", median " + ::referee::decimal(e.median, 1) +
                ", mean " + ::referee::decimal(e.mean, 1) + " (yours: " + std::to_string(personScore) + ")"};
}

}  // namespace gallery::referee
