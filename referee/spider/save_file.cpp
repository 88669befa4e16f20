#include "referee/spider/save_file.hpp"

#include <sstream>
#include <stdexcept>
#include <vector>

#include "common/option_reader.hpp"
#include "common/text_file.hpp"
#include "games/spider/rules_options.hpp"

namespace spider::referee {

int Record::count(const std::string& kind) const {
    int n = 0;
    for (const HelpMark& h : help) n += h.kind == kind;
    return n;
}

std::string Record::helpWords() const {
    std::string out;
    for (const char* kind : {"hint", "peek", "check"})
        if (int n = count(kind))
            out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + kind + (n == 1 ? "" : "s");
    return out;
}

Record startRecord(const Game& initial, std::optional<std::uint64_t> seed) {
    Record r{initial, initial, seed, false, {}};
    r.initial.history.clear();
    r.initial.cheated = false;
    return r;
}

std::string rulesWords(const Rules& r) {
    std::string s = "--suits " + std::to_string(r.suits) + " --last-deal " + (r.lastDealFour ? "4" : "10") +
        " --extra-piles " + (r.extraOnCorners ? "1,4,7,10" : "1-4");
    if (r.autoRemove) s += " --auto-remove";
    if (r.kingsOnlyToSpace) s += " --kings-to-spaces";
    if (r.anyRunMoves) s += " --any-run-moves";
    return s;
}

Rules parseRulesWords(const std::string& words) {
    std::vector<std::string> w;
    std::istringstream in(words);
    for (std::string x; in >> x;) w.push_back(x);
    Rules r;
    try {
        for (patience::OptionReader args(w); args.more();) {
            std::string option = args.option();
            if (!patience::readRuleOption<RuleOptions>(option, args, r))
                throw std::invalid_argument("unknown rule '" + option + "'");
        }
    } catch (const patience::UsageError& e) {
        throw std::invalid_argument(e.what());
    }
    return r;
}

std::string actionText(const Action& a) {
    switch (a.kind) {
    case Action::Move:
        return std::to_string(a.from + 1) + " " + std::to_string(a.to + 1) + " " + std::to_string(a.count);
    case Action::Remove: return std::to_string(a.from + 1);
    case Action::Deal: return "D";
    }
    return "";
}

std::string playLine(Game& g, const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    if (w.size() == 1 && (w[0] == "D" || w[0] == "d")) {
        std::string why = g.whyNotDeal();
        if (why.empty()) g.deal();
        return why;
    }
    std::vector<int> n;
    for (const auto& x : w) {
        if (x.empty() || x.size() > 3 || x.find_first_not_of("0123456789") != std::string::npos)
            return "expected \"FROM TO CARDS\", \"D\" or a column to remove from";
        n.push_back(std::stoi(x));
    }
    if (n.size() == 1) {
        std::string why = g.whyNotRemove(n[0] - 1);
        if (why.empty()) g.remove(n[0] - 1);
        return why;
    }
    if (n.size() != 3) return "expected \"FROM TO CARDS\", \"D\" or a column to remove from";
    std::string why = g.whyNotMove(n[0] - 1, n[1] - 1, n[2]);
    if (why.empty()) g.move(n[0] - 1, n[1] - 1, n[2]);
    return why;
}

std::string saveText(const Record& r) {
    std::string s =
        "SPIDER SAVE 1\nrules " + rulesWords(r.game.rules) + "\ncheated " + (r.game.cheated ? "yes" : "no") + "\n";
    if (r.seed) s += "seed " + std::to_string(*r.seed) + "\n";
    if (r.winnableOnly) s += "dealt winnable-only\n";
    s += "position\n" + writePosition(r.initial) + "moves\n";
    std::size_t mark = 0;
    for (std::size_t i = 0; i <= r.game.history.size(); ++i) {
        for (; mark < r.help.size() && r.help[mark].at <= i; ++mark) s += r.help[mark].kind + "\n";
        if (i < r.game.history.size() && !r.game.history[i].automatic) s += actionText(r.game.history[i]) + "\n";
    }
    for (; mark < r.help.size(); ++mark) s += r.help[mark].kind + "\n";  // asked at moves backed over since
    return s;
}

namespace {

Record loadSave(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) {
        if (!l.empty() && l.back() == '\r') l.pop_back();
        lines.push_back(l);
    }
    auto fail = [](std::size_t i, const std::string& what) {
        return LoadError("line " + std::to_string(i + 1) + ": " + what);
    };
    if (lines[0] != "SPIDER SAVE 1")
        throw fail(0, "unknown save-file version \"" + lines[0] + "\" (this program reads SPIDER SAVE 1)");
    Rules rules;
    bool cheated = false, haveRules = false, winnableOnly = false;
    std::optional<std::uint64_t> seed;
    std::size_t i = 1;
    for (;; ++i) {
        if (i >= lines.size()) throw fail(i, "missing: the \"position\" line");
        const std::string& l = lines[i];
        if (l == "position") break;
        std::string key = l.substr(0, l.find(' ')),
                    value = l.find(' ') == std::string::npos ? "" : l.substr(l.find(' ') + 1);
        if (key == "rules") {
            try {
                rules = parseRulesWords(value);
            } catch (const std::invalid_argument& e) {
                throw fail(i, e.what());
            }
            haveRules = true;
        } else if (key == "cheated") {
            if (value != "yes" && value != "no") throw fail(i, "cheated wants yes or no");
            cheated = value == "yes";
        } else if (key == "seed") {
            if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos)
                throw fail(i, "seed wants a number");
            try {
                seed = std::stoull(value);
            } catch (const std::out_of_range&) {
                throw fail(i, "seed too large (at most 18446744073709551615)");
            }
        } else if (l == "dealt winnable-only") {
            winnableOnly = true;
        } else if (!l.empty()) {
            throw fail(i, "unknown line \"" + l + "\" (expected rules, cheated, seed, dealt or position)");
        }
    }
    if (!haveRules) throw fail(i, "missing: the \"rules\" line before \"position\"");
    std::size_t first = i + 1;  // the position's first line
    if (first + 1 >= lines.size()) throw fail(lines.size(), "missing: the two lines of the initial position");
    Game initial;
    try {
        initial = readPosition(lines[first] + "\n" + lines[first + 1] + "\n", rules);
    } catch (const FileError& e) {
        std::string where = e.field ? "field " + std::to_string(e.field) + ": " : "";
        throw LoadError("line " + std::to_string(first + std::size_t(e.line)) + ": " + where + e.what());
    }
    i = first + 2;
    if (i >= lines.size() || lines[i] != "moves") throw fail(i, "expected \"moves\" after the position");
    Record r = startRecord(initial, seed);
    r.winnableOnly = winnableOnly;
    for (++i; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        if (lines[i] == "hint" || lines[i] == "peek" || lines[i] == "check") {
            r.help.push_back({r.game.history.size(), lines[i]});
            continue;
        }
        if (r.game.won()) throw fail(i, "a move after the game is won");
        std::string why = playLine(r.game, lines[i]);
        if (!why.empty()) throw fail(i, "move \"" + lines[i] + "\": " + why);
    }
    r.game.cheated = cheated;
    return r;
}

}  // namespace

Record loadText(const std::string& text, const Rules& rules) {
    if (text.compare(0, 11, "SPIDER SAVE") == 0) return loadSave(text);
    try {
        return startRecord(readPosition(text, rules));
    } catch (const FileError& e) {
        throw LoadError(e.where());
    }
}

Record loadFile(const std::string& file, const Rules& rules) {
    std::string text, why;
    if (!patience::readTextFile(file, text, why)) throw LoadError(file + ": " + why);
    try {
        return loadText(text, rules);
    } catch (const LoadError& e) {
        throw LoadError(file + ": " + e.what());
    }
}

}  // namespace spider::referee
