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
std::string quote(const std::string& s, bool inScript = false);

// Builds one object or array on one line; commas and colons go where they belong.
//   Writer w; w.open('{'); w.key("games").value(3); w.close('}');
class Writer {
public:
    Writer& open(char bracket);   // '{' or '['
    Writer& close(char bracket);  // '}' or ']'
    Writer& key(const std::string& k);
    Writer& value(const std::string& s) { return raw(quote(s)); }
    Writer& value(const char* s) { return raw(quote(s)); }
    Writer& value(bool b) { return raw(b ? "true" : "false"); }
    Writer& value(int n) { return raw(std::to_string(n)); }
    Writer& value(long n) { return raw(std::to_string(n)); }
    Writer& value(long long n) { return raw(std::to_string(n)); }
    Writer& value(std::size_t n) { return raw(std::to_string(n)); }
    Writer& value(double x) { return value(x, 3); }  // 3 decimals at most: these are milliseconds and means
    Writer& value(double x, int decimals);
    Writer& null() { return raw("null"); }
    // A value already written as JSON.
    Writer& raw(const std::string& json);
    const std::string& str() const { return text_; }

private:
    void separate();
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

    const Value* find(const std::string& k) const;
    bool has(const std::string& k) const { return find(k) != nullptr; }
    const Value& operator[](const std::string& k) const;
    std::size_t size() const { return array.size(); }
};

// Throws std::runtime_error on anything that is not exactly one JSON value.
Value parse(const std::string& text);

}  // namespace patience::json

namespace referee {
namespace json = ::patience::json;
}
