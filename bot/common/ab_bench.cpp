// The paired A/B bench of every game's fair bot (ab_bench.hpp).
#include "bot/common/ab_bench.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <optional>
#include <sstream>

#include "common/json.hpp"

namespace patience::bot {

std::vector<std::string> splitWords(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

std::string joinWords(const std::string& text) {
    std::string out;
    for (const std::string& w : splitWords(text)) out += (out.empty() ? "" : " ") + w;
    return out;
}

double openInterval(const std::string& option, const std::string& text, double lo, double hi) {
    char* end = nullptr;
    double x = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(x > lo && x < hi))
        throw UsageError(option + " wants a number between " + std::to_string(lo).substr(0, 3) + " and " +
                         std::to_string(hi).substr(0, 3) + " (both excluded), got '" + text + "'");
    return x;
}

bool readAbOption(const std::string& option, OptionReader& args, AbOptions& o, std::uint64_t maxSeeds) {
    if (option == "--ab")
        o.on = true, o.seeds = args.numbers(0, 1ULL << 62, maxSeeds);
    else if (option == "--a")
        o.aText = args.valueOrEmpty(), o.given = true;
    else if (option == "--b")
        o.bText = args.valueOrEmpty(), o.given = true;
    else if (option == "--sprt")
        o.sprt.p1 = openInterval(option, args.value(), 0.5, 1), o.given = true;
    else if (option == "--alpha")
        o.sprt.alpha = openInterval(option, args.value(), 0, 0.5), o.given = true;
    else if (option == "--beta")
        o.sprt.beta = openInterval(option, args.value(), 0, 0.5), o.given = true;
    else if (option == "--no-stop")
        o.stop = false, o.given = true;
    else
        return false;
    return true;
}

void checkAbOptions(const AbOptions& o, bool otherMode, const std::string& otherModes) {
    if (o.given && !o.on) throw UsageError("--a, --b, --sprt, --alpha, --beta and --no-stop go with --ab SEEDS");
    if (o.on && otherMode) throw UsageError("--ab goes without " + otherModes);
}

void readSettingWords(const std::string& which, const std::string& text,
                      const std::function<bool(const std::string&, OptionReader&)>& readSetting,
                      const std::function<bool(const std::string&, OptionReader&)>& isOther) {
    try {
        for (OptionReader args(splitWords(text)); args.more();) {
            std::string a = args.option();
            if (readSetting(a, args)) continue;
            if (isOther(a, args))
                throw UsageError(
                    a +
                    " is not a setting of the fair bot: rule options, --jobs and the batch's go outside --a and --b, for both");
            throw args.unknown();
        }
    } catch (const UsageError& e) {
        throw UsageError(which + ": " + e.what(), e.showHint);
    }
}

batch::Codec<AbResult> abCodec(const std::string& kind, const std::string& measureKey) {
    batch::Codec<FairResult> one = fairCodec(kind, measureKey);
    auto side = [](const json::Value& v, const char* key) -> const json::Value& {
        const json::Value* m = v.find(key);
        if (!m || m->type != json::Value::Object) throw std::runtime_error(std::string("no \"") + key + "\" object");
        return *m;
    };
    return {kind, "seed",
            [one](json::Writer& w, const AbResult& r) {
                w.key("a").open('{');
                one.write(w, r.a);
                w.close('}');
                w.key("b").open('{');
                one.write(w, r.b);
                w.close('}');
            },
            [one, side](const json::Value& v) {
                return AbResult{one.read(side(v, "a")), one.read(side(v, "b"))};
            },
            [](const AbResult& r) { return r.b.won; }};
}

std::string abKind(const AdapterText& game, const AbOptions& ab) {
    std::string kind = game.kind;
    std::size_t at = kind.find("--bench");
    if (at != std::string::npos)
        kind.replace(at, 7, "--ab");
    else
        kind += " --ab";
    return kind + " --a '" + joinWords(ab.aText) + "' --b '" + joinWords(ab.bText) + "'";
}

std::string figure(double x, int decimals) {
    if (!std::isfinite(x)) return "n/a";
    std::ostringstream s;
    s << std::fixed << std::setprecision(decimals) << x;
    std::string t = s.str();
    return t.find_first_not_of("-0.") == std::string::npos ? t.substr(t[0] == '-') : t;
}

std::string pValue(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", p);
    return buf;
}

std::string abSummaryText(const AdapterText& game, const AdapterText& b, const AbOptions& ab, const FairBenchOptions& o,
                          const AbTotals& t, double seconds) {
    const PairedTally& n = t.tally;
    auto pct = [&](long k) { return figure(n.n ? 100.0 * double(k) / double(n.n) : 0, 1) + "%"; };
    Interval win = winRateDifference(n), measure = meanDifference(n);
    const SprtSettings& s = ab.sprt;
    std::string labelA = game.label, labelB = b.label;
    std::ostringstream out;
    out << "seeds " << listLabel(o.seeds) << o.batch.shardText() << (labelA == labelB ? ", " + labelA : "") << ": A \""
        << joinWords(ab.aText) << "\"" << (labelA == labelB ? "" : " (" + labelA + ")") << " against B \""
        << joinWords(ab.bText) << "\"" << (labelA == labelB ? "" : " (" + labelB + ")") << ", " << n.n
        << " seeds judged";
    if (t.stoppedAt) out << " (stopped at seed " << t.stoppedAt << ", decided)";
    out << "\n";
    out << "wins: A " << n.winsA << " (" << pct(n.winsA) << "), B " << n.winsB << " (" << pct(n.winsB)
        << "); won by one only: A " << n.aOnly << ", B " << n.bOnly << "\n";
    out << "win rate B - A: " << figure(100 * win.estimate, 2) << " points, 95% CI " << figure(100 * win.low, 2)
        << " to " << figure(100 * win.high, 2) << "; sign test p = " << pValue(signTestP(n.aOnly, n.bOnly)) << "\n";
    out << "mean " << game.measureWords << ": A " << figure(n.meanA(), 2) << ", B " << figure(n.meanB(), 2)
        << "; B - A: " << figure(measure.estimate, 3) << ", 95% CI " << figure(measure.low, 3) << " to "
        << figure(measure.high, 3) << "\n";
    auto test = [&](const SequentialTest& q, const std::string& verdict) {
        return verdict + " (LLR " + figure(q.llr, 3) +
            (q.decided() ? ", at seed " + std::to_string(q.decidedAt) : std::string()) + ")";
    };
    out << "SPRT (p1 " << figure(s.p1, 3) << ", alpha " << figure(s.alpha, 3) << ", beta " << figure(s.beta, 3)
        << ", bounds " << figure(s.lower(), 3) << " and " << figure(s.upper(), 3) << "): is B better? "
        << test(t.sprt.bBetter, t.sprt.verdict()) << "; is A better? " << test(t.sprt.aBetter, t.sprt.reverseVerdict())
        << "\n";
    if (t.a.failures || t.b.failures) out << "failed games: A " << t.a.failures << ", B " << t.b.failures << "\n";
    out << "time: A " << figure(t.a.msPerMove(), 3) << " ms a move (" << t.a.moves << " moves), B "
        << figure(t.b.msPerMove(), 3) << " ms a move (" << t.b.moves << " moves), CPU; " << figure(seconds, 1)
        << " s total (" << o.jobs << " jobs)\n";
    return out.str();
}

std::string abSummaryJson(const AdapterText& a, const AdapterText& b, const AbOptions& ab, const FairBenchOptions& o,
                          const AbTotals& t, double seconds) {
    const PairedTally& n = t.tally;
    Interval win = winRateDifference(n), measure = meanDifference(n);
    json::Writer w;
    w.open('{');
    w.key("batch").value(abKind(a, ab));
    writeSeedsAndShard(w, o.seeds, o.batch);
    w.key("a").value(joinWords(ab.aText));
    w.key("b").value(joinWords(ab.bText));
    w.key("games").value(n.n);
    w.key("stopped_at");
    if (t.stoppedAt)
        w.raw(std::to_string(t.stoppedAt));
    else
        w.null();
    w.key("wins_a").value(n.winsA);
    w.key("wins_b").value(n.winsB);
    w.key("a_only").value(n.aOnly);
    w.key("b_only").value(n.bOnly);
    w.key("win_diff").value(win.estimate);
    w.key("win_diff_low").value(win.low);
    w.key("win_diff_high").value(win.high);
    w.key("sign_p").raw(pValue(signTestP(n.aOnly, n.bOnly)));
    w.key("measure").value(a.measureKey);
    w.key("mean_a").value(n.meanA());
    w.key("mean_b").value(n.meanB());
    w.key("measure_diff").value(measure.estimate);
    w.key("measure_diff_low").value(measure.low);
    w.key("measure_diff_high").value(measure.high);
    w.key("verdict").value(t.sprt.verdict());
    w.key("reverse_verdict").value(t.sprt.reverseVerdict());
    w.key("sprt").open('{');
    w.key("p1").value(ab.sprt.p1);
    w.key("alpha").value(ab.sprt.alpha);
    w.key("beta").value(ab.sprt.beta);
    w.key("lower").value(ab.sprt.lower());
    w.key("upper").value(ab.sprt.upper());
    w.key("llr").value(t.sprt.bBetter.llr);
    w.key("decided_at");
    if (t.sprt.bBetter.decided())
        w.raw(std::to_string(t.sprt.bBetter.decidedAt));
    else
        w.null();
    w.key("reverse_llr").value(t.sprt.aBetter.llr);
    w.key("reverse_decided_at");
    if (t.sprt.aBetter.decided())
        w.raw(std::to_string(t.sprt.aBetter.decidedAt));
    else
        w.null();
    w.close('}');
    w.key("failures_a").value(t.a.failures);
    w.key("failures_b").value(t.b.failures);
    w.key("moves_a").value(t.a.moves);
    w.key("moves_b").value(t.b.moves);
    w.key("ms_per_move_a").value(t.a.msPerMove());
    w.key("ms_per_move_b").value(t.b.msPerMove());
    writeTimeAndJobs(w, seconds, o.jobs);
    writeSettings(w, "settings_a", a);
    writeSettings(w, "settings_b", b);
    w.close('}');
    return w.str();
}

int abBench(const AdapterText& a, const AdapterText& b, const std::function<AbResult(std::uint64_t seed)>& play,
            const AbOptions& ab, const FairBenchOptions& o, const std::string& program, std::ostream& out,
            std::ostream& err) {
    batch::Run<AbResult> run(o.batch, o.seeds, abCodec(abKind(a, ab), a.measureKey), "seeds", "won by B");
    std::size_t n = run.size();
    bool mayStop = ab.stop && !o.batch.shardN;
    std::atomic<bool> stopped{false};
    AbTotals t;
    t.sprt.settings = ab.sprt;
    std::vector<std::string> failures;
    int jobs = std::max(1, std::min<int>(o.jobs, int(std::max<std::size_t>(n, 1))));
    auto t0 = std::chrono::steady_clock::now();
    forEachInOrder<std::optional<AbResult>>(
        n, jobs,
        [&](std::size_t i) -> std::optional<AbResult> {
            if (stopped) return std::nullopt;  // decided: begin no more seeds
            std::uint64_t seed = run.id(i);
            return run.get(i, [&] { return play(seed); });
        },
        [&](std::size_t i, const std::optional<AbResult>& r) {
            if (!r || stopped) return;  // played after the decision: not judged
            std::uint64_t seed = run.id(i);
            t.tally.add(r->a.won, r->b.won, r->a.measure, r->b.measure);
            t.sprt.add(r->a.won, r->b.won, seed);
            t.a.add(seed, r->a), t.b.add(seed, r->b);
            if (!r->a.error.empty())
                failures.push_back(program + ": seed " + std::to_string(seed) + ": A: " + r->a.error);
            if (!r->b.error.empty())
                failures.push_back(program + ": seed " + std::to_string(seed) + ": B: " + r->b.error);
            if (mayStop && t.sprt.decided()) stopped = true, t.stoppedAt = seed;
        });
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    run.finish();
    for (const std::string& f : failures) err << f << '\n';
    out << abSummaryText(a, b, ab, o, t, seconds);
    if (o.json) out << abSummaryJson(a, b, ab, o, t, seconds) << '\n';
    return t.a.failures || t.b.failures ? 1 : 0;
}

}  // namespace patience::bot
