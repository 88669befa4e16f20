// `bot spider --losses SEEDS`: the loss finder (losses.hpp) over seeds, as
// every batch runs (--jobs, --jsonl, --resume, --shard, the progress line),
// a line for each lost game, then the table: how many losses are blunders,
// of which kind of move, in which phase of the game.
#pragma once

#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "bot/spider/fair_cli.hpp"
#include "bot/spider/losses.hpp"
#include "common/batch.hpp"
#include "common/json.hpp"
#include "common/parallel.hpp"

namespace spider::bot {

extern const std::string lossesUsage;

// One --jsonl line per seed, and back.
patience::batch::Codec<LossRecord> lossCodec();

// The phase of a fatal move: the deals still in the hand.
std::string phaseName(int dealsLeft);

// The table after the seeds' lines: findings, then the fatal moves by verdict,
// by kind and by phase.
std::string lossTable(const std::vector<LossRecord>& records);

// Argv as `bot spider` receives them, --losses among them.
int lossesMain(int argc, char** argv);

}  // namespace spider::bot
