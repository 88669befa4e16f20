// A bot as a child process: `/bin/sh -c COMMAND` in its own process group,
// fed through a pipe on its stdin and read line by line, every wait bounded
// by a deadline, so no bot can make a referee hang.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <sys/types.h>

namespace referee {

using Clock = std::chrono::steady_clock;

inline double msBetween(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::milli>(to - from).count();
}
inline double msSince(Clock::time_point t) { return msBetween(t, Clock::now()); }
inline Clock::time_point afterMs(Clock::time_point t, double ms) {
    return t + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(ms));
}

// Where the bot's stderr goes: ours (a person is watching) or nowhere (a batch).
enum class Stderr { Inherit, Discard };

class Child {
public:
    Child(const std::string& command, Stderr stderrMode);
    ~Child();  // kills the whole process group and reaps the bot
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool started() const { return pid_ > 0; }
    const std::string& startError() const { return startError_; }

    enum class Write { Done, Closed, Timeout };
    // Everything or nothing before the deadline; Closed once the bot stopped reading.
    Write write(const std::string& text, Clock::time_point deadline);

    // The end of the bot's input: a bot that reads to the end of its input
    // (a position file on /dev/stdin) starts then.
    void closeInput();

    enum class Read { Line, Eof, Timeout, TooLong };
    // The next line without its end-of-line. A last line without a newline
    // counts as a line, as getline() would have it. A line longer than
    // maxLength is an error: a bot flooding its output must not stall us.
    Read readLine(std::string& line, Clock::time_point deadline, std::size_t maxLength);

    // How the bot ended, e.g. "exit status 1" or "killed by signal 11,
    // Segmentation fault", waiting at most `graceMs` for it to end; nullopt
    // if it is still running. Call before kill().
    std::optional<std::string> howItEnded(int graceMs);

    void kill();  // SIGKILL to the process group, then reap; idempotent

private:
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;   // our ends: the bot's stdin and stdout
    std::string buffer_;       // read but not yet returned
    std::size_t scanned_ = 0;  // buffer_[0, scanned_) holds no newline
    bool eof_ = false;
    std::string startError_;
};

// On SIGINT, SIGTERM or SIGHUP, kill every running bot's process group before
// dying: bots live in their own groups, so the terminal would not reach them.
void killChildrenOnSignal();

}  // namespace referee
