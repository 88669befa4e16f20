// Just enough JSON: a writer for one-line reports (the referee's summaries,
// the batches' --jsonl lines), and a small reader so that tests, tools and
// --resume can read them back. The referee's code names it referee::json.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace patience::json {

// `inScript`: also write '<', '>' and '&' as \u escapes, so that the string
// can sit inside an HTML <script> element (no "</script>" or "<!--" ends it).
inline std::string quote(const std::string& s, bool inScript = false) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20 || (inScript && (c == '<' || c == '>' || c == '&'))) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else
                out += char(c);
        }
    }
    return out + "\"";
}

// Builds one object or array on one line; commas and colons go where they belong.
//   Writer w; w.open('{'); w.key("games").value(3); w.close('}');
class Writer {
public:
    Writer& open(char bracket) {  // '{' or '['
        separate();
        text_ += bracket;
        first_.push_back(true);
        return *this;
    }
    Writer& close(char bracket) {  // '}' or ']'
        text_ += bracket;
        first_.pop_back();
        return *this;
    }
    Writer& key(const std::string& k) {
        separate();
        text_ += quote(k) + ":";
        afterKey_ = true;
        return *this;
    }
    Writer& value(const std::string& s) { return raw(quote(s)); }
    Writer& value(const char* s) { return raw(quote(s)); }
    Writer& value(bool b) { return raw(b ? "true" : "false"); }
    Writer& value(int n) { return raw(std::to_string(n)); }
    Writer& value(long n) { return raw(std::to_string(n)); }
    Writer& value(long long n) { return raw(std::to_string(n)); }
    Writer& value(std::size_t n) { return raw(std::to_string(n)); }
    Writer& value(double x) { return value(x, 3); }  // 3 decimals at most: these are milliseconds and means
    Writer& value(double x, int decimals) {
        if (!std::isfinite(x)) return raw("null");
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
        std::string s = buf;
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
        return raw(s == "-0" ? "0" : s);
    }
    Writer& null() { return raw("null"); }
    // A value already written as JSON.
    Writer& raw(const std::string& json) {
        separate();
        text_ += json;
        return *this;
    }
    const std::string& str() const { return text_; }

private:
    void separate() {
        if (afterKey_) {
            afterKey_ = false;
            return;
        }
        if (!first_.empty()) {
            if (!first_.back()) text_ += ',';
            first_.back() = false;
        }
    }
    std::string text_;
    std::vector<bool> first_;
    bool afterKey_ = false;
};

// A parsed JSON value; numbers are doubles, and keep their text in `string`
// (a seed up to 2^62 does not fit a double). An object's members are `keys`
// and `array` side by side (a std::vector may hold the type being defined).
struct Value {
    enum Type { Null, Bool, Number, String, Array, Object } type = Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<Value> array;
    std::vector<std::string> keys;

    const Value* find(const std::string& k) const {
        for (std::size_t i = 0; type == Object && i < keys.size(); ++i)
            if (keys[i] == k) return &array[i];
        return nullptr;
    }
    bool has(const std::string& k) const { return find(k) != nullptr; }
    const Value& operator[](const std::string& k) const {
        if (const Value* v = find(k)) return *v;
        throw std::runtime_error("json: no key '" + k + "'");
    }
    std::size_t size() const { return array.size(); }
};

namespace detail {

struct Reader {
    const std::string& s;
    std::size_t i = 0;

    [[noreturn]] void fail(const std::string& what) {
        throw std::runtime_error("json: " + what + " at offset " + std::to_string(i));
    }
    void space() {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
    }
    bool eat(char c) {
        space();
        if (i < s.size() && s[i] == c) return ++i, true;
        return false;
    }
    void expect(char c) {
        if (!eat(c)) fail(std::string("expected '") + c + "'");
    }
    bool word(const char* w) {
        std::string t = w;
        if (s.compare(i, t.size(), t) != 0) return false;
        i += t.size();
        return true;
    }
    std::string str() {
        expect('"');
        std::string out;
        while (i < s.size() && s[i] != '"') {
            char c = s[i++];
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i >= s.size()) fail("unfinished escape");
            char e = s[i++];
            switch (e) {
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case 'r': out += '\r'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'u': {
                if (i + 4 > s.size()) fail("short \\u escape");
                unsigned code = unsigned(std::stoul(s.substr(i, 4), nullptr, 16));
                i += 4;
                if (code < 0x80)
                    out += char(code);  // enough for what the writer escapes
                else if (code < 0x800)
                    out += char(0xC0 | (code >> 6)), out += char(0x80 | (code & 0x3F));
                else
                    out += char(0xE0 | (code >> 12)), out += char(0x80 | ((code >> 6) & 0x3F)),
                        out += char(0x80 | (code & 0x3F));
                break;
            }
            default: out += e;
            }
        }
        if (i >= s.size()) fail("unfinished string");
        ++i;
        return out;
    }
    Value value(int depth) {
        if (depth > 200) fail("too deeply nested");
        space();
        if (i >= s.size()) fail("unexpected end");
        Value v;
        char c = s[i];
        if (c == '{') {
            ++i;
            v.type = Value::Object;
            if (eat('}')) return v;
            do {
                space();
                std::string k = str();
                expect(':');
                Value member = value(depth + 1);
                v.keys.push_back(k);
                v.array.push_back(std::move(member));
            } while (eat(','));
            expect('}');
        } else if (c == '[') {
            ++i;
            v.type = Value::Array;
            if (eat(']')) return v;
            do v.array.push_back(value(depth + 1));
            while (eat(','));
            expect(']');
        } else if (c == '"') {
            v.type = Value::String;
            v.string = str();
        } else if (word("true")) {
            v.type = Value::Bool;
            v.boolean = true;
        } else if (word("false")) {
            v.type = Value::Bool;
        } else if (word("null")) {
        } else {
            std::size_t end = i;
            while (end < s.size() && std::string("+-0123456789.eE").find(s[end]) != std::string::npos) ++end;
            if (end == i) fail("unexpected character");
            v.type = Value::Number;
            v.string = s.substr(i, end - i);
            try {
                v.number = std::stod(v.string);
            } catch (const std::exception&) {
                fail("bad number");
            }
            i = end;
        }
        return v;
    }
};

}  // namespace detail

// Throws std::runtime_error on anything that is not exactly one JSON value.
inline Value parse(const std::string& text) {
    detail::Reader r{text};
    Value v = r.value(0);
    r.space();
    if (r.i != text.size()) r.fail("trailing characters");
    return v;
}

}  // namespace patience::json

namespace referee {
namespace json = ::patience::json;
}
