// What every long batch shares, the bots' benches and solver runs and the
// referees' --seeds/--deals alike:
//
//   --shard K/N    play only the deals d with d mod N = K-1, so that N
//                  machines share a range and its hard deals evenly;
//   --jsonl FILE   one JSON line per deal as it finishes, flushed, so that an
//                  interrupted run keeps what it did;
//   --resume       take the deals FILE already holds instead of playing them
//                  again; the summary counts them as if this run had;
//   and, when standard error is a terminal, one line there updated in place:
//   done and total, wins so far, the rate, time spent and time left.
//
// A batch kind gives a Codec: its name (each line says which batch wrote it),
// the key of its deal number, how a record is written and read back, and
// whether it is a win. A Run then hands each deal's record over, resumed or
// computed, thread-safe. Standard library and POSIX only.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/json.hpp"

namespace patience::batch {

// A file or line that cannot be taken: one line naming the file (and line).
struct Error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Options {
    std::string jsonl;                     // --jsonl FILE; empty: none
    bool resume = false;                   // --resume
    std::uint64_t shardK = 0, shardN = 0;  // --shard K/N; N = 0: every deal

    bool any() const { return !jsonl.empty() || resume || shardN; }
    bool inShard(std::uint64_t deal) const { return !shardN || deal % shardN == shardK - 1; }
    // " (shard 2/4)", or "" for a whole run: added to a summary's label.
    std::string shardText() const;
};

// first..last as a list, for a program that reads a range.
std::vector<std::uint64_t> seedList(std::uint64_t first, std::uint64_t last);

// The option lines every batch's usage text shows, indented by `indent`
// columns with the help at column `column`.
std::string usageLines(int indent, int column);

// If `option` is one of the batch options, reads it (its value from
// `value()`) into `o` and returns true; a bad value throws Err(message).
template <class Err, class Value>
bool readOption(const std::string& option, Value&& value, Options& o) {
    if (option == "--jsonl")
        o.jsonl = value();
    else if (option == "--resume")
        o.resume = true;
    else if (option == "--shard") {
        std::string v = value();
        std::size_t slash = v.find('/');
        auto number = [&](const std::string& s, std::uint64_t& out) {
            if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos) return false;
            out = std::stoull(s);
            return true;
        };
        std::uint64_t k = 0, n = 0;
        if (slash == std::string::npos || !number(v.substr(0, slash), k) || !number(v.substr(slash + 1), n) || n < 1 ||
            k < 1 || k > n)
            throw Err("--shard wants K/N with 1 <= K <= N, got '" + v + "'");
        o.shardK = k, o.shardN = n;
    } else
        return false;
    return true;
}

// After the command line: --resume needs --jsonl, and all three need a batch.
template <class Err>
void checkOptions(const Options& o, bool batch, const std::string& batchOptions) {
    if (o.resume && o.jsonl.empty()) throw Err("--resume goes with --jsonl FILE: the file to go on with");
    if (o.any() && !batch) throw Err("--jsonl, --resume and --shard go with a batch (" + batchOptions + ")");
}

// "1:02:03", "4:05": a duration for the progress line.
std::string clockText(double seconds);

// The line on standard error, only when it is a terminal. Every output line
// of the batch goes through print(), which takes the progress line away,
// prints, and puts it back, so that the two never share a line.
class Progress {
public:
    // An empty noun: no progress line (a single game, say).
    Progress(std::size_t total, std::string noun, std::string wonWord);
    ~Progress() { finish(); }

    // Deals taken from the file: done, but not part of the rate.
    void resumed(bool won);
    // Shows the line before the first deal ends (a deal may take a while).
    void show();
    void done(bool won);
    // `text` (whole lines) on `out`, below nothing.
    void print(std::ostream& out, const std::string& text);
    // Clears the line for good: the summary follows on a clean screen.
    void finish();

private:
    void draw(std::chrono::steady_clock::time_point now);

    std::mutex mutex_;
    std::size_t total_, done_ = 0, resumed_ = 0, wins_ = 0;
    std::string noun_, wonWord_;
    bool on_;
    std::chrono::steady_clock::time_point start_, lastDraw_;
    std::string drawn_;  // what the terminal shows; empty: nothing yet
};

// How one kind of batch writes and reads its records.
template <class Record>
struct Codec {
    std::string kind;   // "bot gallery --bench": every line says it, a file of another kind is refused
    std::string idKey;  // "seed" or "deal": the key of the deal's number
    std::function<void(json::Writer&, const Record&)> write;  // the record's keys, after kind and id
    std::function<Record(const json::Value&)> read;           // the inverse; may throw std::exception
    std::function<bool(const Record&)> won;
};

// The members of a record's line, checked: a missing key or a value of
// another type is an error (Value::operator[] alone would read 0 or "").
const json::Value& member(const json::Value& v, const std::string& key, json::Value::Type type);
double number(const json::Value& v, const std::string& key);
long long integer(const json::Value& v, const std::string& key);
std::string text(const json::Value& v, const std::string& key);
bool flag(const json::Value& v, const std::string& key);

// One batch run over `deals` (the whole range asked for, in order): the
// shard's part of them, each either resumed from the file or computed once.
// `noun` ("seeds") and `wonWord` ("won") word the progress line.
template <class Record>
class Run {
public:
    Run(const Options& o, const std::vector<std::uint64_t>& deals, Codec<Record> codec, const std::string& noun,
        const std::string& wonWord)
        : options_(o), codec_(std::move(codec)) {
        for (std::size_t i = 0; i < deals.size(); ++i)
            if (o.inShard(deals[i])) index_.push_back(i), ids_.push_back(deals[i]);
        records_.resize(ids_.size());
        if (!o.jsonl.empty()) open();
        progress_.emplace(ids_.size(), noun, wonWord);
        for (const auto& r : records_)
            if (r) progress_->resumed(codec_.won(*r));
        progress_->show();
    }

    // The deals of this run (of the shard), in the order asked.
    std::size_t size() const { return ids_.size(); }
    std::uint64_t id(std::size_t j) const { return ids_[j]; }
    std::size_t index(std::size_t j) const { return index_[j]; }  // into the `deals` given
    bool resumed(std::size_t j) const { return records_[j].has_value(); }
    std::size_t resumedCount() const {
        return std::size_t(std::count_if(records_.begin(), records_.end(), [](auto& r) { return r.has_value(); }));
    }

    // Deal j's record: from the file, or compute() run now and written to it.
    // Thread-safe for distinct j.
    template <class Compute>
    Record get(std::size_t j, Compute&& compute) {
        if (records_[j]) return *records_[j];
        Record r = compute();
        if (out_) {
            json::Writer w;
            w.open('{');
            w.key("batch").value(codec_.kind);
            w.key(codec_.idKey).raw(std::to_string(ids_[j]));
            codec_.write(w, r);
            w.close('}');
            std::lock_guard<std::mutex> lock(fileMutex_);
            std::string line = w.str() + "\n";
            if (std::fwrite(line.data(), 1, line.size(), out_) != line.size() || std::fflush(out_) != 0)
                writeFailed_ = true;
        }
        progress_->done(codec_.won(r));
        return r;
    }

    // Lines of output while the batch runs: see Progress::print.
    void print(std::ostream& out, const std::string& text) { progress_->print(out, text); }

    // The batch is over: the progress line goes, and a write that failed is an error.
    void finish() {
        progress_->finish();
        if (out_) std::fclose(out_), out_ = nullptr;
        if (writeFailed_) throw Error(options_.jsonl + ": could not write every line (disk full?)");
        if (ignored_)
            std::cerr << options_.jsonl << ": " << ignored_ << " line" << (ignored_ == 1 ? "" : "s")
                      << " for deals outside this run left aside\n";
    }
    ~Run() {
        if (out_) std::fclose(out_);
    }
    Run(const Run&) = delete;
    Run& operator=(const Run&) = delete;

private:
    // Reads what the file holds (with --resume) and opens it for appending.
    void open() {
        namespace fs = std::filesystem;
        const std::string& file = options_.jsonl;
        std::error_code ec;
        bool exists = fs::exists(file, ec);
        if (exists && fs::is_directory(file, ec)) throw Error(file + ": is a directory");
        std::uintmax_t size = exists ? fs::file_size(file, ec) : 0;
        if (ec) throw Error(file + ": " + ec.message());
        if (exists && size > 0 && !options_.resume)
            throw Error(file + ": exists and is not empty; give --resume to go on with it, or another file");
        if (options_.resume && exists && size > 0) readBack(file);
        out_ = std::fopen(file.c_str(), options_.resume ? "a" : "w");
        if (!out_) throw Error(file + ": cannot open for writing");
    }

    void readBack(const std::string& file) {
        std::ifstream in(file, std::ios::binary);
        if (!in) throw Error(file + ": cannot open");
        // deal -> the j's it is at (a list may name a deal twice), each taken by one line
        std::map<std::uint64_t, std::vector<std::size_t>> where;
        for (std::size_t j = ids_.size(); j-- > 0;) where[ids_[j]].push_back(j);
        std::string line;
        std::uintmax_t kept = 0;  // bytes up to the end of the last whole line
        long number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (in.eof()) break;  // no newline: cut off mid-write, played again
            kept += line.size() + 1;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::string at = file + ":" + std::to_string(number) + ": ";
            json::Value v;
            try {
                v = json::parse(line);
            } catch (const std::exception& e) {
                throw Error(at + "not a line of a batch's --jsonl (" + e.what() + ")");
            }
            const json::Value* kind = v.find("batch");
            if (v.type != json::Value::Object || !kind || kind->type != json::Value::String)
                throw Error(at + "not a line of a batch's --jsonl (no \"batch\")");
            if (kind->string != codec_.kind)
                throw Error(at + "a line of '" + kind->string + "', not of this batch ('" + codec_.kind + "')");
            try {
                long long id = integer(v, codec_.idKey);
                auto it = id < 0 ? where.end() : where.find(std::uint64_t(id));
                if (it == where.end()) {
                    ++ignored_;
                    continue;
                }
                Record r = codec_.read(v);
                if (!it->second.empty()) records_[it->second.back()] = std::move(r), it->second.pop_back();
            } catch (const std::exception& e) {
                throw Error(at + "a '" + codec_.kind + "' line without what it needs (" + e.what() + ")");
            }
        }
        in.close();
        // Drop a last line cut off mid-write, so that appended lines start on a line of their own.
        std::error_code ec;
        if (kept != std::filesystem::file_size(file, ec)) std::filesystem::resize_file(file, kept, ec);
        if (ec) throw Error(file + ": " + ec.message());
    }

    Options options_;
    Codec<Record> codec_;
    std::vector<std::size_t> index_;
    std::vector<std::uint64_t> ids_;
    std::vector<std::optional<Record>> records_;
    std::optional<Progress> progress_;
    std::FILE* out_ = nullptr;
    std::mutex fileMutex_;
    bool writeFailed_ = false;
    long ignored_ = 0;
};

}  // namespace patience::batch
