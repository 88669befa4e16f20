#include "referee/common/child.hpp"

#include <atomic>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace referee {

namespace {

// Bots alive now, for the signal handler; a handler may only touch lock-free
// atomics, hence a fixed table. A bot that finds no slot is still killed at
// the end of its game, just not on Ctrl-C.
std::atomic<pid_t> liveBots[512];

void remember(pid_t pid) {
    for (auto& slot : liveBots) {
        pid_t none = 0;
        if (slot.compare_exchange_strong(none, pid)) return;
    }
}

void forget(pid_t pid) {
    for (auto& slot : liveBots) {
        pid_t p = pid;
        if (slot.compare_exchange_strong(p, 0)) return;
    }
}

extern "C" void killBotsAndDie(int sig) {
    for (auto& slot : liveBots) {
        pid_t p = slot.load();
        if (p > 0) ::kill(-p, SIGKILL);
    }
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// Milliseconds until the deadline, rounded up so that we never wake early
// and spin; 0 once it has passed.
int msLeft(Clock::time_point deadline) {
    double ms = msBetween(Clock::now(), deadline);
    return ms <= 0 ? 0 : int(std::ceil(std::min(ms, 1e9)));
}

std::string signalName(int sig) { return "signal " + std::to_string(sig) + ", " + strsignal(sig); }

std::string describe(const siginfo_t& info) {
    int st = info.si_status;
    if (info.si_code != CLD_EXITED) return "killed by " + signalName(st);
    // The shell between us and the bot reports a bot killed by signal N as 128 + N.
    if (st > 128 && st <= 128 + SIGRTMAX)
        return "exit status " + std::to_string(st) + ": killed by " + signalName(st - 128);
    return "exit status " + std::to_string(st);
}

}  // namespace

void killChildrenOnSignal() {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, killBotsAndDie);
}

Child::Child(const std::string& command, Stderr stderrMode) {
    int toBot[2], fromBot[2];
    // O_CLOEXEC: other bots started by other threads must not inherit our
    // pipe ends, or they would keep this bot's stdin open after it died.
    if (pipe2(toBot, O_CLOEXEC) != 0) {
        startError_ = std::string("pipe: ") + std::strerror(errno);
        return;
    }
    if (pipe2(fromBot, O_CLOEXEC) != 0) {
        startError_ = std::string("pipe: ") + std::strerror(errno);
        close(toBot[0]), close(toBot[1]);
        return;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toBot[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromBot[1], STDOUT_FILENO);
    if (stderrMode == Stderr::Discard)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);

    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    // Its own process group, so that one kill() reaches everything it started;
    // SIGPIPE back to default, since the referee ignores it.
    sigset_t defaults, none;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGHUP);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    std::string sh = "/bin/sh", dashC = "-c", cmd = command;
    char* argv[] = {sh.data(), dashC.data(), cmd.data(), nullptr};
    pid_t pid;
    int err = posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    close(toBot[0]);
    close(fromBot[1]);
    if (err != 0) {
        startError_ = std::string("cannot run /bin/sh: ") + std::strerror(err);
        close(toBot[1]), close(fromBot[0]);
        return;
    }
    pid_ = pid;
    remember(pid_);
    in_ = toBot[1];
    out_ = fromBot[0];
    // Non-blocking both ways: every wait goes through poll() with a deadline.
    fcntl(in_, F_SETFL, fcntl(in_, F_GETFL) | O_NONBLOCK);
    fcntl(out_, F_SETFL, fcntl(out_, F_GETFL) | O_NONBLOCK);
}

Child::~Child() { kill(); }

void Child::closeInput() {
    if (in_ >= 0) close(in_), in_ = -1;
}

Child::Write Child::write(const std::string& text, Clock::time_point deadline) {
    if (in_ < 0) return Write::Closed;
    std::size_t done = 0;
    while (done < text.size()) {
        ssize_t n = ::write(in_, text.data() + done, text.size() - done);
        if (n > 0) {
            done += std::size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return Write::Closed;  // EPIPE: it closed its stdin
        int left = msLeft(deadline);
        if (left == 0) return Write::Timeout;
        pollfd p{in_, POLLOUT, 0};
        poll(&p, 1, left);
    }
    return Write::Done;
}

Child::Read Child::readLine(std::string& line, Clock::time_point deadline, std::size_t maxLength) {
    for (;;) {
        std::size_t nl = buffer_.find('\n', scanned_);
        if (nl != std::string::npos) {
            line.assign(buffer_, 0, nl);
            buffer_.erase(0, nl + 1);
            scanned_ = 0;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line.size() > maxLength ? Read::TooLong : Read::Line;
        }
        scanned_ = buffer_.size();
        if (buffer_.size() > maxLength) return Read::TooLong;
        if (eof_) {
            if (buffer_.empty()) return Read::Eof;
            line.swap(buffer_);
            buffer_.clear();
            scanned_ = 0;
            return Read::Line;
        }
        char chunk[65536];
        ssize_t n = out_ < 0 ? 0 : ::read(out_, chunk, sizeof chunk);
        if (n > 0) {
            buffer_.append(chunk, std::size_t(n));
            continue;
        }
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            eof_ = true;
            continue;
        }
        int left = msLeft(deadline);
        if (left == 0) return Read::Timeout;
        pollfd p{out_, POLLIN, 0};
        poll(&p, 1, left);
    }
}

std::optional<std::string> Child::howItEnded(int graceMs) {
    if (pid_ <= 0) return std::nullopt;
    Clock::time_point until = afterMs(Clock::now(), graceMs);
    for (;;) {
        // WNOWAIT leaves it a zombie: its pid, hence its process group, stays
        // ours until kill() has reached whatever it left running.
        siginfo_t info{};
        if (waitid(P_PID, id_t(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_)
            return describe(info);
        if (Clock::now() >= until) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

void Child::kill() {
    if (in_ >= 0) close(in_), in_ = -1;
    if (out_ >= 0) close(out_), out_ = -1;
    if (pid_ <= 0) return;
    ::kill(-pid_, SIGKILL);
    while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {}
    forget(pid_);
    pid_ = -1;
}

}  // namespace referee
