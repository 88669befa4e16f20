// The batch options' text and reading, the progress line, and a record's
// members read back (common/batch.hpp).
#include "common/batch.hpp"

namespace patience::batch {

std::string Options::shardText() const {
    return shardN ? " (shard " + std::to_string(shardK) + "/" + std::to_string(shardN) + ")" : "";
}

std::vector<std::uint64_t> seedList(std::uint64_t first, std::uint64_t last) {
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t s = first;; ++s) {
        seeds.push_back(s);
        if (s == last) return seeds;
    }
}

std::string usageLines(int indent, int column) {
    auto line = [&](const std::string& option, const std::string& text) {
        std::string s(std::size_t(indent), ' ');
        s += option;
        s += std::string(std::size_t(std::max<int>(1, column - int(s.size()))), ' ');
        return s + text + "\n";
    };
    return line("--jsonl FILE", "a batch: one JSON line per deal in FILE as it finishes") +
        line("--resume", "... skipping the deals FILE holds already; the summary counts them") +
        line("--shard K/N", "a batch: only the deals d with d mod N = K-1 (one of N machines)");
}

std::string clockText(double seconds) {
    long s = long(seconds + 0.5);
    char buf[32];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
    return buf;
}

Progress::Progress(std::size_t total, std::string noun, std::string wonWord)
    : total_(total),
      noun_(std::move(noun)),
      wonWord_(std::move(wonWord)),
      on_(!noun_.empty() && isatty(STDERR_FILENO) == 1),
      start_(std::chrono::steady_clock::now()) {}

void Progress::resumed(bool won) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++done_, ++resumed_, wins_ += won;
}

void Progress::show() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (on_) draw(std::chrono::steady_clock::now());
}

void Progress::done(bool won) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++done_, wins_ += won;
    auto now = std::chrono::steady_clock::now();
    if (on_ && (now - lastDraw_ >= std::chrono::milliseconds(200) || done_ == total_)) draw(now);
}

void Progress::print(std::ostream& out, const std::string& text) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (on_ && !drawn_.empty()) std::cerr << "\r\033[K" << std::flush;
    out << text << std::flush;
    if (on_ && !drawn_.empty()) std::cerr << drawn_ << std::flush;
}

void Progress::finish() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (on_ && !drawn_.empty()) std::cerr << "\r\033[K" << std::flush;
    on_ = false;
}

void Progress::draw(std::chrono::steady_clock::time_point now) {
    lastDraw_ = now;
    double spent = std::chrono::duration<double>(now - start_).count();
    std::size_t fresh = done_ - resumed_;
    double rate = spent > 0 ? double(fresh) / spent : 0;
    char buf[256];
    std::snprintf(buf, sizeof buf, "%zu/%zu %s, %zu %s (%.1f%%), %.2f/s, %s spent, ", done_, total_, noun_.c_str(),
                  wins_, wonWord_.c_str(), done_ ? 100.0 * double(wins_) / double(done_) : 0.0, rate,
                  clockText(spent).c_str());
    drawn_ = "\r" + std::string(buf) + (rate > 0 ? clockText(double(total_ - done_) / rate) : std::string("?")) +
        " left\033[K";
    std::cerr << drawn_ << std::flush;
}

const json::Value& member(const json::Value& v, const std::string& key, json::Value::Type type) {
    const json::Value* m = v.find(key);
    if (!m) throw std::runtime_error("no \"" + key + "\"");
    if (m->type != type && !(m->type == json::Value::Null && type == json::Value::Number))
        throw std::runtime_error("\"" + key + "\" has the wrong type");
    return *m;
}
double number(const json::Value& v, const std::string& key) {
    const json::Value& m = member(v, key, json::Value::Number);
    return m.type == json::Value::Null ? -1 : m.number;
}
long long integer(const json::Value& v, const std::string& key) {
    const json::Value& m = member(v, key, json::Value::Number);
    std::size_t used = 0;
    long long n = 0;
    try {
        n = std::stoll(m.string, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (m.string.empty() || used != m.string.size()) throw std::runtime_error("\"" + key + "\" is not a whole number");
    return n;
}
std::string text(const json::Value& v, const std::string& key) { return member(v, key, json::Value::String).string; }
bool flag(const json::Value& v, const std::string& key) { return member(v, key, json::Value::Bool).boolean; }

}  // namespace patience::batch
