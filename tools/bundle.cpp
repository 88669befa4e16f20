// bundle: writes a C++ program as the one source file an online judge takes.
//
//   bundle [-I DIR]... [-o OUT] [--strip-comments] [--tab-indent] ENTRY.cpp
//
// Every quoted #include "..." is replaced by the file it names, recursively:
// the name is looked up beside the including file first, then in each -I
// directory in order. Each file goes in at most once and its `#pragma once`
// lines are dropped. A header's definitions follow: after the entry, the
// .cpp file beside each header inlined (x.hpp's x.cpp), if there is one, is
// added the same way, until no header added has one left out. System includes (#include <...>) are kept where they
// first appear and dropped when repeated. --strip-comments also drops //
// comments (the lines that hold only one, and those after code), and blank
// lines (never inside a raw string or a string literal). --tab-indent
// writes each four spaces of a line's indentation as one tab: the online
// judge counts characters, and indentation was a seventh of the bundle.
// Without -o the result goes to standard output.
//
// It prints the result's size in characters (UTF-8 code points) and fails if
// that is over the online limit of 100000 characters, after writing the file.
// Standard library only.
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr long OnlineLimit = 100000;

struct Failure {
    std::string message;
};

struct Options {
    std::vector<fs::path> includeDirs;
    std::string output;  // empty: standard output
    std::string entry;
    bool stripComments = false;
    bool tabIndent = false;
};

// Where a line leaves the lexer: inside a block comment or a raw string
// literal, both of which can span lines.
struct LexState {
    bool inBlockComment = false;
    bool inRawString = false;
    std::string rawDelimiter;  // the `)delim"` that ends the raw string
};

bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Moves `st` past one line of C++ and reports whether the line ends inside a
// `//` comment with a backslash (which continues the comment onto the next
// line). `commentAt` gets where a `//` comment starts (npos if none).
bool scanLine(const std::string& line, LexState& st, std::size_t& commentAt) {
    commentAt = std::string::npos;
    std::size_t i = 0, n = line.size();
    std::size_t tokenStart = std::string::npos;  // start of the identifier or number `i` is in
    while (i < n) {
        if (st.inRawString) {
            std::size_t end = line.find(st.rawDelimiter, i);
            if (end == std::string::npos) return false;
            i = end + st.rawDelimiter.size();
            st.inRawString = false;
            continue;
        }
        if (st.inBlockComment) {
            std::size_t end = line.find("*/", i);
            if (end == std::string::npos) return false;
            i = end + 2;
            st.inBlockComment = false;
            continue;
        }
        char c = line[i];
        if (identChar(c)) {
            if (tokenStart == std::string::npos) tokenStart = i;
            ++i;
            continue;
        }
        std::string token = tokenStart == std::string::npos ? "" : line.substr(tokenStart, i - tokenStart);
        bool inNumber = !token.empty() && std::isdigit(static_cast<unsigned char>(token[0]));
        tokenStart = std::string::npos;
        if (c == '/' && i + 1 < n && line[i + 1] == '/') {
            commentAt = i;
            return line.back() == '\\';
        }
        if (c == '/' && i + 1 < n && line[i + 1] == '*') {
            st.inBlockComment = true;
            i += 2;
            continue;
        }
        if (c == '.' && inNumber) {  // 1.5e3: still one number
            tokenStart = i - token.size();
            ++i;
            continue;
        }
        if (c == '"' && (token == "R" || token == "LR" || token == "uR" || token == "UR" || token == "u8R")) {
            std::size_t open = line.find('(', i + 1);
            if (open == std::string::npos) return false;  // malformed; leave it to the compiler
            st.rawDelimiter = ")" + line.substr(i + 1, open - i - 1) + "\"";
            st.inRawString = true;
            i = open + 1;
            continue;
        }
        if (c == '\'' && inNumber) {  // digit separator: 1'000'000
            tokenStart = i - token.size();
            ++i;
            continue;
        }
        if (c == '"' || c == '\'') {
            ++i;
            while (i < n && line[i] != c) i += line[i] == '\\' ? 2 : 1;
            ++i;
            continue;
        }
        ++i;
    }
    return false;
}

std::string trimmed(const std::string& s) {
    std::size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos) return "";
    std::size_t b = s.find_last_not_of(" \t");
    return s.substr(a, b - a + 1);
}

// A preprocessor directive's name and the rest: "#  include <x>" -> ("include", "<x>").
bool directive(const std::string& line, std::string& name, std::string& rest) {
    std::string t = trimmed(line);
    if (t.empty() || t[0] != '#') return false;
    std::size_t i = t.find_first_not_of(" \t", 1);
    if (i == std::string::npos) return false;
    std::size_t j = i;
    while (j < t.size() && identChar(t[j])) ++j;
    name = t.substr(i, j - i);
    rest = trimmed(t.substr(j));
    return true;
}

std::string readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) throw Failure{"cannot read " + p.string()};
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A path as a person would like to read it: relative to the first include
// directory or the current directory that contains it, else as it is.
std::string displayPath(const fs::path& p, const std::vector<fs::path>& bases) {
    std::error_code ec;
    fs::path abs = fs::weakly_canonical(p, ec);
    if (ec) return p.string();
    for (const fs::path& base : bases) {
        fs::path b = fs::weakly_canonical(base, ec);
        if (ec) continue;
        fs::path rel = abs.lexically_relative(b);
        if (!rel.empty() && *rel.begin() != "..") return rel.generic_string();
    }
    return p.string();
}

// `line` with each four spaces of its indentation as a tab (the spaces left
// over stay spaces).
std::string tabIndented(const std::string& line) {
    std::size_t spaces = 0;
    while (spaces < line.size() && line[spaces] == ' ') ++spaces;
    return std::string(spaces / 4, '\t') + std::string(spaces % 4, ' ') + line.substr(spaces);
}

class Bundler {
public:
    explicit Bundler(const Options& o) : opt(o) {
        bases = opt.includeDirs;
        bases.push_back(fs::current_path());
    }

    std::string run() {
        fs::path entry = opt.entry;
        std::error_code ec;
        if (!fs::is_regular_file(entry, ec)) throw Failure{"cannot find the entry file " + opt.entry};
        out << "// Generated by tools/bundle from " << displayPath(entry, bases)
            << ": edit the sources, not this file.\n";
        add(entry);
        // The definitions of the headers inlined, each .cpp bringing its own
        // headers (and theirs) in turn.
        for (std::size_t i = 0; i < headers.size(); ++i) {
            fs::path definitions = headers[i];
            definitions.replace_extension(".cpp");
            if (fs::is_regular_file(definitions, ec)) add(definitions);
        }
        return out.str();
    }

private:
    const Options& opt;
    std::vector<fs::path> bases;
    std::set<fs::path> done;
    std::vector<fs::path> headers;  // inlined, in order
    std::set<std::string> systemIncludes;
    std::ostringstream out;

    // The file a quoted include names, or empty if there is none.
    fs::path resolve(const fs::path& from, const std::string& name) {
        std::error_code ec;
        fs::path beside = from.parent_path() / name;
        if (fs::is_regular_file(beside, ec)) return beside;
        for (const fs::path& dir : opt.includeDirs) {
            fs::path p = dir / name;
            if (fs::is_regular_file(p, ec)) return p;
        }
        return {};
    }

    void add(const fs::path& file) {
        fs::path key = fs::weakly_canonical(file);
        if (!done.insert(key).second) return;
        if (key.extension() == ".hpp" || key.extension() == ".h") headers.push_back(key);
        std::string text = readFile(file);
        std::string shown = displayPath(file, bases);
        if (!opt.stripComments && done.size() > 1) out << "// ---- " << shown << "\n";

        std::istringstream in(text);
        LexState st;
        bool commentContinues = false;
        int lineNo = 0;
        for (std::string line; std::getline(in, line);) {
            ++lineNo;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (commentContinues) {  // a // comment that the last line's backslash carried on
                commentContinues = !line.empty() && line.back() == '\\';
                if (!opt.stripComments) out << line << "\n";
                continue;
            }
            bool wasInside = st.inRawString || st.inBlockComment;
            std::size_t commentAt;
            commentContinues = scanLine(line, st, commentAt);
            if (wasInside) {  // the line continues a raw string or a block comment: keep it as it is
                out << line << "\n";
                continue;
            }
            if (opt.stripComments && commentAt != std::string::npos) {  // code, then a comment
                line.erase(commentAt);
                line.erase(line.find_last_not_of(" \t") + 1);
            }
            std::string t = trimmed(line);
            if (opt.stripComments && (t.empty() || t.compare(0, 2, "//") == 0)) continue;
            std::string name, rest;
            if (directive(line, name, rest)) {
                if (name == "pragma" && trimmed(rest.substr(0, rest.find("//"))) == "once") continue;
                if (name == "include" && !rest.empty() && rest[0] == '"') {
                    std::size_t close = rest.find('"', 1);
                    if (close == std::string::npos)
                        throw Failure{shown + ":" + std::to_string(lineNo) + ": malformed #include"};
                    std::string included = rest.substr(1, close - 1);
                    fs::path found = resolve(file, included);
                    if (found.empty())
                        throw Failure{shown + ":" + std::to_string(lineNo) + ": cannot find \"" + included + "\""};
                    add(found);
                    continue;
                }
                if (name == "include" && !rest.empty() && rest[0] == '<') {
                    std::size_t close = rest.find('>');
                    std::string header = rest.substr(0, close == std::string::npos ? rest.size() : close + 1);
                    if (!systemIncludes.insert(header).second) continue;
                }
            }
            if (opt.tabIndent) line = tabIndented(line);
            out << line << "\n";
        }
    }
};

// Characters as the online judge counts them: UTF-8 code points.
long characters(const std::string& s) {
    long n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

int usage(std::ostream& o) {
    o << "usage: bundle [-I DIR]... [-o OUT] [--strip-comments] [--tab-indent] ENTRY.cpp\n"
         "  Inlines every #include \"...\" of ENTRY (beside the including file first,\n"
         "  then each -I DIR), then the .cpp beside each header inlined, and writes\n"
         "  one self-contained source file.\n"
         "  --strip-comments  drops comments and blank lines\n"
         "  --tab-indent      writes each four spaces of indentation as a tab\n";
    return &o == &std::cout ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&](const char* what) -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "bundle: " << a << " needs " << what << "\n";
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "-h" || a == "--help") return usage(std::cout);
        if (a == "-I")
            opt.includeDirs.push_back(value("a directory"));
        else if (a.size() > 2 && a.compare(0, 2, "-I") == 0)
            opt.includeDirs.push_back(a.substr(2));
        else if (a == "-o")
            opt.output = value("a file name");
        else if (a == "--strip-comments")
            opt.stripComments = true;
        else if (a == "--tab-indent")
            opt.tabIndent = true;
        else if (!a.empty() && a[0] == '-') {
            std::cerr << "bundle: unknown option " << a << "\n";
            return usage(std::cerr);
        } else if (opt.entry.empty())
            opt.entry = a;
        else {
            std::cerr << "bundle: only one entry file, got " << opt.entry << " and " << a << "\n";
            return 2;
        }
    }
    if (opt.entry.empty()) return usage(std::cerr);

    std::string text;
    try {
        text = Bundler(opt).run();
    } catch (const Failure& f) {
        std::cerr << "bundle: " << f.message << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "bundle: " << e.what() << "\n";
        return 1;
    }

    std::string shownOut = opt.output.empty() ? "<standard output>" : opt.output;
    if (opt.output.empty()) {
        std::cout << text << std::flush;
    } else {
        std::ofstream f(opt.output, std::ios::binary | std::ios::trunc);
        f << text;
        f.close();
        if (!f) {
            std::cerr << "bundle: cannot write " << opt.output << "\n";
            return 1;
        }
    }
    long n = characters(text);
    // With the bundle on standard output, the report goes to standard error.
    std::ostream& report = opt.output.empty() ? std::cerr : std::cout;
    report << "bundle: wrote " << shownOut << " (" << n << " characters; the online limit is " << OnlineLimit << ")\n";
    if (n > OnlineLimit) {
        std::cerr << "bundle: " << shownOut << " is " << n << " characters, " << (n - OnlineLimit)
                  << " over the online limit of " << OnlineLimit << "; try --strip-comments or trim the sources\n";
        return 1;
    }
    return 0;
}
