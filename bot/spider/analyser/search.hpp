// The analyser's AND-OR search (docs/spider-analyser.md, "How it
// searches"): from a position, every position the moves that turn nothing up
// reach (a layer, searched nearest the goal first); from each, as it is
// expanded, each move that turns a card up is a plan if the position after
// it has a plan for every card the card may be. Results are remembered by
// position.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "bot/common/search_limit.hpp"
#include "bot/spider/analyser/key.hpp"
#include "bot/spider/analyser/node.hpp"
#include "bot/spider/state.hpp"

namespace spider::bot {

using patience::bot::SearchLimit;

// A search's answer from a position: a plan (Possible), none (Failed), or a
// limit reached first (Unknown).
struct PlanAnswer {
    enum Status { Possible, Failed, Unknown } status = Failed;
    bool cut = false;  // Failed only because turn-ups ran out
    std::shared_ptr<const Strategy> plan;
};

class AnalyseSearch {
public:
    // `limit` counts every position reached, and may be shared with other
    // searches (the analyser's weaker questions).
    AnalyseSearch(const AnalyseContext& ctx, SearchLimit& limit) : ctx_(ctx), keys_(ctx), limit_(limit) {}

    const AnalyseKeys& keys() const { return keys_; }
    // How many positions after a turn-up (a layer's root; with known cards,
    // any) each abstraction proved hopeless, by its name.
    const std::map<std::string, long>& abstractionProofs() const { return proofs_; }
    long cardsAnsweredByReplay() const { return reused_; }

    // A plan from the position `key` that turns up at most `turnUps` cards.
    PlanAnswer solve(const std::string& key, int turnUps);

private:
    class Layer;

    struct Memo {
        PlanAnswer answer;
        int turnUps = 0;  // the allowance it was found with
    };

    // The layer from `rootKey`, unless the goal is hopeless there: the moves
    // of a layer turn up nothing, so no new card comes into view.
    PlanAnswer search(const std::string& rootKey, int turnUpsLeft);

    // A plan for every card the turned-up card in turned[i] (and those after
    // it) may be.
    PlanAnswer everyCard(AnalyseNode& n, const std::vector<int>& turned, std::size_t i, int turnUps);

    const AnalyseContext& ctx_;
    AnalyseKeys keys_;
    SearchLimit& limit_;
    std::unordered_map<std::string, Memo> memo_;
    std::array<long, DeckSize> refutations_{};  // how often each card was the one no plan could answer
    std::map<std::string, long> proofs_;
    long reused_ = 0;  // cards answered by a plan found for another card
};

}  // namespace spider::bot
