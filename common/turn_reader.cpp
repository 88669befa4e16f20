// Reading back a turn block (common/turn_reader.hpp).
#include "common/turn_reader.hpp"

namespace patience {

void checkListed(std::vector<std::string> legal, std::vector<std::string> listed, int lineNo) {
    std::sort(legal.begin(), legal.end());
    std::sort(listed.begin(), listed.end());
    if (legal == listed) return;
    std::vector<std::string> extra, missing;
    std::set_difference(listed.begin(), listed.end(), legal.begin(), legal.end(), std::back_inserter(extra));
    std::set_difference(legal.begin(), legal.end(), listed.begin(), listed.end(), std::back_inserter(missing));
    throw TurnError(lineNo,
                    "the moves listed are not the legal moves of the position shown (" +
                        (extra.empty() ? "'" + missing[0] + "' is legal but not listed"
                                       : "'" + extra[0] + "' is listed but not legal") +
                        ")");
}

bool TurnReader::startBlock() {
    for (;;) {
        int c = in_.peek();
        if (c == EOF) return false;
        if (c != '\n' && c != '\r') return true;
        getLine();
        ++lineNo_;
    }
}

std::vector<std::string> TurnReader::keyed(const std::string& key) {
    if (!getLine()) throw TurnError(lineNo_ + 1, "input ends where '" + key + "' was expected");
    ++lineNo_;
    trimReturn();
    std::istringstream words(line_);
    std::string first;
    words >> first;
    if (first != key) throw TurnError(lineNo_, "expected '" + key + " ...', got '" + line_ + "'");
    std::vector<std::string> rest;
    for (std::string w; words >> w;) rest.push_back(w);
    return rest;
}

int TurnReader::keyedNumber(const std::string& key, int lo, int hi) {
    auto w = keyed(key);
    if (w.size() != 1) throw TurnError(lineNo_, "'" + key + "' wants one number");
    return number(w[0], lo, hi);
}

const std::string& TurnReader::move() {
    if (!getLine()) throw TurnError(lineNo_ + 1, "input ends inside the list of moves");
    ++lineNo_;
    trimReturn();
    return line_;
}

int TurnReader::number(const std::string& w, int lo, int hi) const {
    std::size_t used = 0;
    int v = -1;
    try {
        v = std::stoi(w, &used);
    } catch (...) {
        used = 0;
    }
    if (used != w.size() || v < lo || v > hi)
        throw TurnError(lineNo_,
                        "'" + w + "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return v;
}

bool TurnReader::getLine() {
    try {
        return readLine(in_, line_);
    } catch (const LineTooLong&) {
        throw TurnError(lineNo_ + 1,
                        "a line longer than " + std::to_string(MaxLineBytes >> 10) + " KB: not a turn block");
    }
}

void TurnReader::trimReturn() {
    if (!line_.empty() && line_.back() == '\r') line_.pop_back();
}

}  // namespace patience
