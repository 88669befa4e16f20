// The --jsonl lines of the bots' solver runs (bot calculation --solve --seeds,
// bot gallery --solve --seeds): both solvers' results have the same shape.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/common/batch.hpp"

namespace patience::bot {

// One seed solved: the solver's result (its moves are not kept in the file)
// and why its solution does not replay ("" if it does, or there is none).
template <class Result>
struct Solved {
    Result result;
    std::string bad;
};

template <class Result>
batch::Codec<Solved<Result>> solveCodec(const std::string& kind, const char* (*statusName)(typename Result::Status)) {
    using Status = typename Result::Status;
    return {kind, "seed",
            [=](json::Writer& w, const Solved<Result>& s) {
                w.key("status").value(statusName(s.result.status));
                w.key("ms").value(s.result.ms);
                w.key("nodes").value(static_cast<long long>(s.result.nodes));
                w.key("moves").value(s.result.moves.size());
                w.key("bad").value(s.bad);
            },
            [=](const json::Value& v) {
                Solved<Result> s;
                std::string status = batch::text(v, "status");
                bool known = false;
                for (Status st : {Result::Winnable, Result::Unwinnable, Result::Unknown})
                    if (status == statusName(st)) s.result.status = st, known = true;
                if (!known) throw std::runtime_error("\"status\" is '" + status + "'");
                s.result.ms = batch::number(v, "ms");
                s.result.nodes = long(batch::integer(v, "nodes"));
                batch::integer(v, "moves");
                s.bad = batch::text(v, "bad");
                return s;
            },
            [](const Solved<Result>& s) { return s.result.status == Result::Winnable; }};
}

// first..last as a list, for a batch::Run.
inline std::vector<std::uint64_t> seedList(std::uint64_t first, std::uint64_t last) {
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t s = first;; ++s) {
        seeds.push_back(s);
        if (s == last) return seeds;
    }
}

}  // namespace patience::bot
