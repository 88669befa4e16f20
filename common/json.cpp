// The JSON writer and reader (common/json.hpp).
#include "common/json.hpp"

namespace patience::json {

std::string quote(const std::string& s, bool inScript) {
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

Writer& Writer::open(char bracket) {
    separate();
    text_ += bracket;
    first_.push_back(true);
    return *this;
}
Writer& Writer::close(char bracket) {
    text_ += bracket;
    first_.pop_back();
    return *this;
}
Writer& Writer::key(const std::string& k) {
    separate();
    text_ += quote(k) + ":";
    afterKey_ = true;
    return *this;
}
Writer& Writer::value(double x, int decimals) {
    if (!std::isfinite(x)) return raw("null");
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return raw(s == "-0" ? "0" : s);
}
Writer& Writer::raw(const std::string& json) {
    separate();
    text_ += json;
    return *this;
}

void Writer::separate() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) text_ += ',';
        first_.back() = false;
    }
}

const Value* Value::find(const std::string& k) const {
    for (std::size_t i = 0; type == Object && i < keys.size(); ++i)
        if (keys[i] == k) return &array[i];
    return nullptr;
}
const Value& Value::operator[](const std::string& k) const {
    if (const Value* v = find(k)) return *v;
    throw std::runtime_error("json: no key '" + k + "'");
}

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

Value parse(const std::string& text) {
    detail::Reader r{text};
    Value v = r.value(0);
    r.space();
    if (r.i != text.size()) r.fail("trailing characters");
    return v;
}

}  // namespace patience::json
