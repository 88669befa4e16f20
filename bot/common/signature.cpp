// The bench signature (signature.hpp).
#include "bot/common/signature.hpp"

#include <cstdio>

namespace patience::bot {

Signature& Signature::add(const std::string& text) {
    for (unsigned char c : text) byte(c);
    return byte(0xff);  // ends the word: "ab","c" differs from "a","bc"
}

Signature& Signature::add(std::uint64_t n) {
    for (int i = 0; i < 8; ++i) byte(std::uint8_t(n >> (8 * i)));
    return *this;
}

Signature& Signature::byte(std::uint8_t b) {
    h_ = (h_ ^ b) * 0x100000001b3ULL;
    return *this;
}

std::vector<std::uint64_t> seedsOneTo(std::uint64_t n) {
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t s = 1; s <= n; ++s) seeds.push_back(s);
    return seeds;
}

std::uint32_t runSignature(const std::vector<Engine>& engines, std::ostream& out) {
    Signature all;
    std::uint64_t positions = 0;
    double seconds = 0;
    for (const Engine& e : engines) {
        double t0 = threadCpuMs();
        EngineRun r = e.run();
        double s = (threadCpuMs() - t0) / 1000;  // CPU time: the load of a shared machine does not show
        seconds += s;
        if (std::string(r.workName) == "positions") positions += r.work;
        char line[160];
        std::snprintf(line, sizeof line, "%-24s %10u   %12llu %-9s %6.2f s\n", e.name.c_str(), r.signature.value(),
                      static_cast<unsigned long long>(r.work), r.workName, s);
        out << line;
        all.add(e.name).add(r.signature.value());
    }
    char line[160];
    std::snprintf(line, sizeof line, "%-24s %10u   %12llu positions %6.2f s\n", "signature", all.value(),
                  static_cast<unsigned long long>(positions), seconds);
    out << line;
    return all.value();
}

}  // namespace patience::bot
