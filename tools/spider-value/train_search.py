#!/usr/bin/env python3
"""The Spider value learned from search (docs/spider-value.md, "Labels from search").

Reads what tools/spider-labels.cpp wrote into DIR (suitsK.csv and
suitsK-cases.txt for each suit count K given), and fits, for each, a
logistic regression of the features by fitted value iteration:

  target of a child in a world = 1 if the solver won that world from it,
                                 else V_k(where the solver got furthest);
  V_{k+1} = the fit of the features to those targets,

starting from V_0 = the outcome-fitted value (bot/spider/value_weights.hpp),
until the weights settle. A position's label is so the share of worlds
the known-card solver wins, with the worlds it could not decide valued by
what it reached (the bootstrap).

It prints, on the held-out games (seeds divisible by 5), the ranking
accuracy on sibling pairs (the bot's command and another, on the same
worlds) that the labels separate, for the new value, the outcome value and
the planner's hand-set score, and writes

  bot/spider/search_value_weights.hpp  the weights (suit counts not given: the outcome value's)
  tests/spider_search_value_cases.hpp  5 positions a suit count given: the turn text and the value here

    /usr/bin/python3 tools/spider-value/train_search.py DIR --suits 2,4 [--l2 1e-4] [--iterations 8]
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train import ROOT, SUIT_NAMES, CASES_PER_SUIT, auc, fail, fit_folded, load, sigmoid, read_cases, write_cases  # noqa: E402

import numpy as np  # noqa: E402  (train.py has said how to get it)

SUITS = (1, 2, 4)


def outcome_weights():
    """The outcome value's weights, read back from value_weights.hpp."""
    text = open(os.path.join(ROOT, "bot", "spider", "value_weights.hpp")).read()
    out = {}
    for suits, name in SUIT_NAMES.items():
        m = re.search(r"ValueWeights" + name + r"\{(.*?)\};", text, re.S)
        if not m:
            fail(f"value_weights.hpp: no ValueWeights{name}")
        out[suits] = np.array([float(v) for v in re.findall(r"(-?[0-9.]+(?:e-?[0-9]+)?),\s*//", m.group(1))])
    return out


def pair_accuracy(keys, child, label, preds, separate):
    """Over sibling pairs (the same seed and turn, children 0 and 1) whose
    labels differ by at least `separate`: the share each predictor orders
    as the labels do (ties half). Also over the half of them the planner
    finds closest. Returns (pairs, {name: (all, close)})."""
    first = {}
    second = {}
    for i, (k, c) in enumerate(zip(keys, child)):
        (first if c == 0 else second)[k] = i
    both = [k for k in first if k in second and abs(label[first[k]] - label[second[k]]) >= separate]
    if not both:
        return 0, {}
    a = np.array([first[k] for k in both])
    b = np.array([second[k] for k in both])
    sign = np.sign(label[a] - label[b])
    gap = np.abs(preds["planner score"][a] - preds["planner score"][b])
    close = gap <= np.median(gap)
    out = {}
    for name, p in preds.items():
        agree = np.where(np.sign(p[a] - p[b]) == 0, 0.5, (np.sign(p[a] - p[b]) == sign).astype(float))
        out[name] = (float(agree.mean()), float(agree[close].mean()))
    return len(both), out


def by_child(keys, values):
    """The mean of `values` over the worlds of each (seed, turn, child)."""
    sums = {}
    for k, v in zip(keys, values):
        s = sums.setdefault(k, [0.0, 0])
        s[0] += v
        s[1] += 1
    ks = list(sums)
    return ks, np.array([sums[k][0] / sums[k][1] for k in ks])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir", help="the labeller's output: suitsK.csv and suitsK-cases.txt")
    ap.add_argument("--suits", default="2,4", help="the suit counts to fit (default 2,4)")
    ap.add_argument("--l2", type=float, default=1e-4, help="L2 penalty on the standardised weights (default 1e-4)")
    ap.add_argument("--iterations", type=int, default=1,
                    help="fitted value iterations (default 1: unwon worlds valued by the outcome value of where "
                         "the solver got; 0: by 0, the share of worlds won alone)")
    args = ap.parse_args()
    suits_given = [int(s) for s in args.suits.split(",")]
    if any(s not in SUITS for s in suits_given):
        fail(f"--suits {args.suits}: each must be 1, 2 or 4")

    start = outcome_weights()
    weights = dict(start)
    summary, case_lines = [], []
    for suits in suits_given:
        header, data = load(os.path.join(args.dir, f"suits{suits}.csv"), "tools/spider-labels")
        col = {h: i for i, h in enumerate(header)}
        names = header[col["bias"]:col["hand_score"]]
        fnames = header[col["f_bias"]:col["positions"]]
        if len(names) != len(start[suits]) or fnames != ["f_" + n for n in names]:
            fail(f"suits{suits}.csv: its features differ from value_weights.hpp's")
        parents = data[data[:, col["child"]] < 0]
        rows = data[data[:, col["child"]] >= 0]
        x = rows[:, col["bias"]:col["hand_score"]]
        f = rows[:, col["f_bias"]:col["positions"]]
        won = rows[:, col["won"]]
        seed = rows[:, col["seed"]].astype(np.int64)
        test, train = seed % 5 == 0, seed % 5 != 0
        if not test.any() or not train.any():
            fail(f"suits{suits}.csv: too few games to hold a fifth out")

        # Fitted value iteration from the outcome value.
        w = start[suits]
        y = won  # the targets of the last fit
        if args.iterations == 0:
            w = fit_folded(x[train], won[train], args.l2)
        for it in range(args.iterations):
            y = np.where(won > 0.5, 1.0, sigmoid(f @ w))
            w_next = fit_folded(x[train], y[train], args.l2)
            change = float(np.max(np.abs(sigmoid(x @ w_next) - sigmoid(x @ w))))
            w = w_next
            print(f"{suits} suits, iteration {it + 1}: mean target {y.mean():.4f}, largest change of a value {change:.4f}")
            if change < 1e-3:
                break
        weights[suits] = w

        games = len(np.unique(seed))
        turns = len(np.unique(seed * 10000 + rows[:, col["turn"]].astype(np.int64)))
        cost = rows[:, col["positions"]].sum()
        summary.append(f"{suits} suit{'s' if suits > 1 else ''}: seeds {seed.min()}-{seed.max()}, {games} games, "
                       f"{turns} turns labelled, {len(rows)} rows")
        print(f"{suits} suits: {games} games, {turns} turns labelled, {len(rows)} child-world rows, "
              f"{cost / 1e6:.0f}M solver positions; worlds won {won.mean():.3f}")

        # Whole positions on held-out games: does the value tell the worlds won from the rest?
        print(f"  held-out AUC for a world won: new value {auc(x[test] @ w, won[test]):.3f}, outcome value "
              f"{auc(rows[test, col['old_logit']], won[test]):.3f}, planner score "
              f"{auc(rows[test, col['hand_score']], won[test]):.3f}")

        # Sibling pairs on held-out games: each child's label and predictions, averaged over its worlds.
        key3 = [(int(s), int(t), int(c)) for s, t, c in zip(seed, rows[:, col["turn"]], rows[:, col["child"]])]
        keep = [i for i in range(len(key3)) if test[i]]
        k3 = [key3[i] for i in keep]
        ks, wins = by_child(k3, won[keep])
        _, boot = by_child(k3, y[keep])
        preds = {"new value": by_child(k3, sigmoid(x[keep] @ w))[1],
                 "outcome value": by_child(k3, sigmoid(rows[keep, col["old_logit"]]))[1],
                 "planner score": by_child(k3, rows[keep, col["hand_score"]])[1]}
        pair_keys = [(k[0], k[1]) for k in ks]
        child = [k[2] for k in ks]
        worlds = max(1, int(rows[:, col["world"]].max()) + 1)
        for what, label, sep in (("worlds won differ by 2 or more", wins, 2.0 / worlds - 1e-9),
                                 ("bootstrap labels differ by 0.1 or more", boot, 0.1)):
            n, acc = pair_accuracy(pair_keys, child, label, preds, sep)
            half = 1.96 * np.sqrt(0.25 / max(n, 1))  # the 95% interval's half-width at 0.5: chance
            print(f"  held-out sibling pairs, {what}: {n} (chance is 0.5 +- {half:.3f})")
            for name, (all_, close) in acc.items():
                print(f"    {name:14s} {all_:.3f}   (the half the planner finds closest: {close:.3f})")

        cases = read_cases(os.path.join(args.dir, f"suits{suits}-cases.txt"))
        pcol = parents[:, col["bias"]:col["hand_score"]]
        row_of = {(int(s), int(t)): i for i, (s, t) in enumerate(zip(parents[:, col["seed"]], parents[:, col["turn"]]))}
        taken = 0
        for key in sorted(cases):
            if taken == CASES_PER_SUIT:
                break
            if key[0] % 5 != 0 or key not in row_of:
                continue
            case_lines.append((suits, key, cases[key], float(sigmoid(pcol[row_of[key]] @ w))))
            taken += 1
        if taken < CASES_PER_SUIT:
            fail(f"suits{suits}-cases.txt: only {taken} held-out cases")

    write_weights(names, weights, suits_given, args, summary)
    write_cases(case_lines, command_line(args), "spider_search_value_cases.hpp", "spider_search_value_cases",
                ["Held-out labelled positions, as the judge wrote them, and the search-learned",
                 "value the trainer computed for each: value.hpp must agree."])


def command_line(args):
    line = f"python3 tools/spider-value/train_search.py {args.dir} --suits {args.suits}"
    line += f" --iterations {args.iterations}" if args.iterations != 1 else ""
    return line + (f" --l2 {args.l2}" if args.l2 != 1e-4 else "")


def write_weights(names, weights, given, args, summary):
    out = [f"// Generated by `{command_line(args)}` (docs/spider-value.md): do not edit.",
           "// Labels (tools/spider-labels): " + "; ".join(summary) + ".",
           "// The search-learned value's weights, one array a suit count, in features.hpp's order,",
           "// standardisation folded in (the value is sigmoid(w . features)); a suit count without",
           "// labels has the outcome value's (value_weights.hpp).",
           "#pragma once", "", "#include <array>", "", '#include "bot/spider/features.hpp"', "",
           "namespace spider::bot {", "",
           f"static_assert(FeatureCount == {len(names)}, \"search_value_weights.hpp is older than features.hpp: "
           "run tools/spider-value/train_search.py\");", ""]
    for suits in SUITS:
        note = "" if suits in given else "  // no labels: the outcome value's"
        out.append(f"constexpr std::array<double, FeatureCount> SearchValueWeights{SUIT_NAMES[suits]}{{{note}")
        for name, v in zip(names, weights[suits]):
            out.append(f"    {float(v)!r},  // {name}")
        out.append("};")
        out.append("")
    out.append("}  // namespace spider::bot")
    with open(os.path.join(ROOT, "bot", "spider", "search_value_weights.hpp"), "w") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
