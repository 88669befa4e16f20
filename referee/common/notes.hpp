// What a person's table says between two drawings of the game. On a screen,
// which is redrawn after every command, the lines wait to stand under the
// next drawing and a refusal rings the bell with it; elsewhere each line is
// printed at once, a refusal after the bell.
#pragma once

#include <ostream>
#include <string>

namespace referee {

class Notes {
public:
    Notes(bool screen, std::ostream& out) : screen_(screen), out_(out) {}

    void say(const std::string& line) {
        if (screen_)
            text_ += line + "\n";
        else
            out_ << line << "\n" << std::flush;
    }
    void refuse(const std::string& why) {
        if (screen_) {
            bell_ = true;
            say(why);
        } else {
            out_ << "\a" << why << "\n" << std::flush;
        }
    }

    // The lines waiting for the next drawing (always empty off a screen).
    const std::string& text() const { return text_; }
    // After a drawing that placed text(): the bell if a refusal rang, and a clean slate.
    void ringAndForget() {
        if (bell_) out_ << "\a";
        text_.clear();
        bell_ = false;
    }
    // The waiting lines under a drawing, then the bell.
    void writeUnder() {
        out_ << text_;
        ringAndForget();
    }

private:
    bool screen_;
    std::ostream& out_;
    std::string text_;
    bool bell_ = false;
};

}  // namespace referee
