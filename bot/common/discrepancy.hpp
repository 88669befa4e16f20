// Limited discrepancy search, as the Calculation and gallery solvers run it:
// pass k follows the solver's move order with at most k departures from it
// (a departure: any child but the first), which finds most wins fast. A pass
// that never skipped a child for want of budget, nor leant on a failure that
// did, was exhaustive: its failure is the proof, and no later pass is run.
//
// Failures are kept in a FailedTable with the budget they had; Unlimited
// marks one that is final (a proof), whatever the budget.
#pragma once

#include <initializer_list>

#include "bot/common/failed_table.hpp"

namespace patience::bot {

class Discrepancy {
public:
    // A budget that is never spent, and the mark of a final failure.
    static constexpr int Unlimited = 255;

    // Runs search(budget) for each budget in turn until it wins (true), or
    // stopped() (time or positions ran out), or a pass had no cut.
    template <class Search, class Stopped>
    bool passes(std::initializer_list<int> budgets, Search&& search, Stopped&& stopped) {
        for (int budget : budgets) {
            cuts_ = 0;
            if (search(budget)) return true;
            if (stopped() || cuts_ == 0) return false;
        }
        return false;
    }

    // The budget of a node's child number `index` (0: the first in order):
    // the first keeps it, each other spends one; -1 (counted as a cut) when
    // none is left, and then neither this child nor the later ones are tried.
    int childBudget(int budget, int index) {
        if (budget == Unlimited || index == 0) return budget;
        if (budget == 0) {
            ++cuts_;
            return -1;
        }
        return budget - 1;
    }

    // Did `k` fail before with at least this budget? Leaning on a failure
    // that was not final counts as a cut: the pass is then no proof.
    bool failedBefore(const FailedTable& table, const Key128& k, int budget) {
        int had = table.budgetOf(k);
        if (had < budget) return false;
        if (had != Unlimited) ++cuts_;
        return true;
    }

    // Cuts so far this pass; a node with none beneath it failed exactly.
    long cuts() const { return cuts_; }

private:
    long cuts_ = 0;
};

}  // namespace patience::bot
