#!/usr/bin/env python3
"""The learned value of a Spider position as a player sees it (docs/spider-value.md).

Reads what tools/spider-positions.cpp wrote into DIR (suits1.csv, suits2.csv,
suits4.csv and their -cases.txt), fits for each suit count a logistic
regression of the features, and writes

  bot/spider/value_weights.hpp      the weights, standardisation folded in (a plain dot product)
  tests/spider_value_cases.hpp      5 positions a suit count: the turn text and the value computed here

It prints, on the held-out games (every seed divisible by 5: a fifth of the
games, whole games, as positions of one game are alike), the log-loss and
AUC for the win label, against the bot's hand-set score (evaluate() with the
planner's weights, the CSV's hand_score) put through a one-variable logistic
fit on the same training games and target.

    /usr/bin/python3 tools/spider-value/train.py DIR [--l2 1e-4] [--verbose]
"""
import argparse
import os
import sys

try:
    import numpy as np
except ImportError:
    sys.exit("train.py: needs numpy (apt-get install python3-numpy, then run it with /usr/bin/python3)")

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SUITS = (1, 2, 4)
SUIT_NAMES = {1: "OneSuit", 2: "TwoSuits", 4: "FourSuits"}
CASES_PER_SUIT = 5


def fail(msg):
    sys.exit("train.py: " + msg)


def load(path, writer="tools/spider-positions"):
    """The CSV's header and rows; `writer`, the tool that writes it, for the message when it is missing."""
    if not os.path.exists(path):
        fail(f"{path}: no such file ({writer} writes it)")
    with open(path) as f:
        header = f.readline().strip().split(",")
    data = np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2)
    if data.shape[0] == 0:
        fail(f"{path}: no rows")
    return header, data


def target(won, removed):
    # Fractional targets under the cross-entropy loss: a win is 1, a loss
    # 0.4 * removed / 8. Four-suit wins are rare (a few in a hundred), so
    # the win label alone says little about most positions; the suits a
    # game went on to remove tell strong positions from weak ones.
    return np.where(won > 0.5, 1.0, 0.4 * removed / 8.0)


def fit_logistic(x, y, l2, iters=50):
    """Newton's method on mean cross-entropy + l2/2 |w|^2 (the bias,
    column 0, unpenalised). x is standardised, column 0 all ones."""
    n, d = x.shape
    w = np.zeros(d)
    reg = np.full(d, l2)
    reg[0] = 0.0
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) / n + reg * w
        h = (x * (p * (1 - p))[:, None]).T @ x / n + np.diag(reg) + 1e-12 * np.eye(d)
        step = np.linalg.solve(h, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def standardise(x_train):
    mu = x_train.mean(axis=0)
    sd = x_train.std(axis=0)
    mu[0], sd[0] = 0.0, 1.0  # the bias stays 1
    keep = sd > 1e-9          # a constant feature (mixed links with one suit) gets weight 0
    sd[~keep] = 1.0
    return mu, sd, keep


def fit_folded(x, y, l2):
    """Weights for the raw features: w.x equals the standardised fit's value."""
    mu, sd, keep = standardise(x)
    z = (x - mu) / sd
    z[:, ~keep] = 0.0
    z[:, 0] = 1.0
    cols = np.flatnonzero(keep)
    w_std = np.zeros(x.shape[1])
    w_std[cols] = fit_logistic(z[:, cols], y, l2)
    w = w_std / sd
    w[0] = w_std[0] - np.sum(w_std[1:] * mu[1:] / sd[1:])
    return w


def sigmoid(v):
    return 1.0 / (1.0 + np.exp(-v))


def log_loss(p, y):
    p = np.clip(p, 1e-12, 1 - 1e-12)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def auc(score, label):
    """The chance a won position scores above a lost one (ties half)."""
    pos = label > 0.5
    npos, nneg = int(pos.sum()), int((~pos).sum())
    if npos == 0 or nneg == 0:
        return float("nan")
    order = np.argsort(score, kind="mergesort")
    s = score[order]
    ranks = np.empty(len(s))
    i = 0
    while i < len(s):  # average ranks over ties
        j = i
        while j + 1 < len(s) and s[j + 1] == s[i]:
            j += 1
        ranks[i:j + 1] = (i + j) / 2.0 + 1
        i = j + 1
    r = np.empty(len(s))
    r[order] = ranks
    return float((r[pos].sum() - npos * (npos + 1) / 2.0) / (npos * nneg))


def read_cases(path):
    """{(seed, turn): turn text} from the collector's --cases file."""
    cases = {}
    if not os.path.exists(path):
        fail(f"{path}: no such file (tools/spider-positions --cases writes it)")
    with open(path) as f:
        blocks = f.read().split("case ")[1:]
    for b in blocks:
        head, _, text = b.partition("\n")
        seed, turn = (int(v) for v in head.split())
        cases[(seed, turn)] = text
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir", help="the collector's output: suits1.csv, suits2.csv, suits4.csv and their -cases.txt")
    ap.add_argument("--l2", type=float, default=1e-4, help="L2 penalty on the standardised weights (default 1e-4)")
    ap.add_argument("--verbose", action="store_true", help="also print each feature's weight times its standard deviation")
    args = ap.parse_args()

    names = None
    weights = {}
    summary = []
    case_lines = []
    for suits in SUITS:
        header, data = load(os.path.join(args.dir, f"suits{suits}.csv"))
        col = {h: i for i, h in enumerate(header)}
        for key in ("suits", "seed", "turn", "bias", "hand_score", "won", "removed_end"):
            if key not in col:
                fail(f"suits{suits}.csv: no column '{key}'")
        feats = header[col["bias"]:col["hand_score"]]
        if names is None:
            names = feats
        elif feats != names:
            fail(f"suits{suits}.csv: its features differ from the other files'")
        x = data[:, col["bias"]:col["hand_score"]]
        seed = data[:, col["seed"]].astype(np.int64)
        turn = data[:, col["turn"]].astype(np.int64)
        won = data[:, col["won"]]
        y = target(won, data[:, col["removed_end"]])
        hand = data[:, col["hand_score"]]
        test = seed % 5 == 0
        train = ~test
        if not test.any() or not train.any():
            fail(f"suits{suits}.csv: too few games to hold a fifth out")

        w = fit_folded(x[train], y[train], args.l2)
        weights[suits] = w
        p_test = sigmoid(x[test] @ w)
        hx = np.column_stack([np.ones(len(hand)), hand])
        wh = fit_folded(hx[train], y[train], args.l2)
        ph_test = sigmoid(hx[test] @ wh)
        phw_test = sigmoid(hx[test] @ fit_folded(hx[train], won[train], args.l2))
        # The same model fitted to the win label alone, for comparison.
        ww = fit_folded(x[train], won[train], args.l2)
        pw_test = sigmoid(x[test] @ ww)

        games = len(np.unique(seed))
        test_games = len(np.unique(seed[test]))
        summary.append(f"{suits} suit{'s' if suits > 1 else ''}: seeds {seed.min()}-{seed.max()}, {games} games, {len(y)} rows")
        print(f"{suits} suit{'s' if suits > 1 else ''}: {games} games ({int(won[np.unique(seed, return_index=True)[1]].sum())} won), "
              f"{len(y)} rows; held out {test_games} games, {int(test.sum())} rows")
        print(f"  win log-loss: value {log_loss(p_test, won[test]):.4f}  hand-set {log_loss(ph_test, won[test]):.4f}  "
              f"(both fitted to the win label: {log_loss(pw_test, won[test]):.4f} {log_loss(phw_test, won[test]):.4f}; "
              f"constant: {log_loss(np.full(test.sum(), won[train].mean()), won[test]):.4f})")
        print(f"  win AUC:      value {auc(p_test, won[test]):.4f}  hand-set {auc(hand[test], won[test]):.4f}  "
              f"(fitted to the win label: {auc(pw_test, won[test]):.4f})")
        print(f"  target log-loss: value {log_loss(p_test, y[test]):.4f}  hand-set {log_loss(ph_test, y[test]):.4f}")

        if args.verbose:  # each feature's weight per standard deviation: how much it moves the value
            sd = x[train].std(axis=0)
            print("  weight x sd: " + ", ".join(f"{n} {v * d:+.2f}" for n, v, d in zip(names, w, sd) if d > 0))

        # The check cases: the first held-out games with a case, their value here.
        cases = read_cases(os.path.join(args.dir, f"suits{suits}-cases.txt"))
        row_of = {(int(s), int(t)): i for i, (s, t) in enumerate(zip(seed, turn))}
        taken = 0
        for key in sorted(cases):
            if taken == CASES_PER_SUIT:
                break
            if key[0] % 5 != 0 or key not in row_of:
                continue
            value = float(sigmoid(x[row_of[key]] @ w))
            case_lines.append((suits, key, cases[key], value))
            taken += 1
        if taken < CASES_PER_SUIT:
            fail(f"suits{suits}-cases.txt: only {taken} held-out cases")

    write_weights(names, weights, args, summary)
    write_cases(case_lines, command_line(args), "spider_value_cases.hpp", "spider_value_cases",
                ["Held-out positions of the collector's games, as the judge wrote them, and the",
                 "value the trainer computed for each: value.hpp must agree."])


def command_line(args):
    return f"python3 tools/spider-value/train.py {args.dir}" + (f" --l2 {args.l2}" if args.l2 != 1e-4 else "")


def write_weights(names, weights, args, summary):
    out = [f"// Generated by `{command_line(args)}` (docs/spider-value.md): do not edit.",
           "// Data (tools/spider-positions): " + "; ".join(summary) + ".",
           "// The learned value's weights, one array a suit count, in features.hpp's order;",
           "// the features' standardisation is folded in, so the value is sigmoid(w . features).",
           "#pragma once", "", "#include <array>", "", '#include "bot/spider/features.hpp"', "",
           "namespace spider::bot {", "",
           f"static_assert(FeatureCount == {len(names)}, \"value_weights.hpp is older than features.hpp: run tools/spider-value/train.py\");", ""]
    for suits in SUITS:
        out.append(f"constexpr std::array<double, FeatureCount> ValueWeights{SUIT_NAMES[suits]}{{")
        for name, v in zip(names, weights[suits]):
            out.append(f"    {float(v)!r},  // {name}")
        out.append("};")
        out.append("")
    out.append("}  // namespace spider::bot")
    with open(os.path.join(ROOT, "bot", "spider", "value_weights.hpp"), "w") as f:
        f.write("\n".join(out) + "\n")


def c_string(text):
    return "\n".join('        "' + line.replace("\\", "\\\\").replace('"', '\\"') + '\\n"' for line in text.rstrip("\n").split("\n"))


def write_cases(case_lines, command, path, namespace, about):
    """The check cases, (suits, (seed, turn), turn text, value) each, as the C++ header tests/`path`."""
    out = [f"// Generated by `{command}` (docs/spider-value.md): do not edit."] + ["// " + a for a in about] + [
           "#pragma once", "", f"namespace {namespace} {{", "",
           "struct Case {", "    int suits;", "    unsigned long seed;", "    int turn;", "    const char* text;", "    double value;", "};", "",
           "constexpr Case Cases[] = {"]
    for suits, (seed, turn), text, value in case_lines:
        out.append(f"    {{{suits}, {seed}, {turn},\n{c_string(text)},\n        {value!r}}},")
    out += ["};", "", f"}}  // namespace {namespace}"]
    with open(os.path.join(ROOT, "tests", path), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
