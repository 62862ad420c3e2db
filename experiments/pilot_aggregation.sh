#!/usr/bin/env bash
# The aggregation protocol's pilot (docs/protocol.md, "Aggregation Table 1"): the 6 + 6
# Base of recipes/aggregation/protocol/01-base.yaml, seed 1, up to 6,000 steps, val BLEU
# every 250 steps, every checkpoint kept. Its val curve sets the Base's budget by the
# plateau rule (noam's rate does not depend on train_steps, so the curve is that of any
# budget up to where it ran); the checkpoint at that budget is the Base every row of the
# table continues from.
#   THREADS=2 bash experiments/pilot_aggregation.sh     # 1 thread by default; 2 when idle
#   bash experiments/pilot_aggregation.sh -train_from work/pilot/aggregation-base/model_step_N.pt
# Writes work/pilot/aggregation-base/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
# experiments/record_piece.py appends each run (piece) to work/pilot/aggregation-base/pieces.json:
# its command, commit, threads, device, wall time and load (experiments/adopt_pilot.py reads it).
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/python -m experiments.record_piece work/pilot/aggregation-base -- \
  .venv/bin/onmt_ext_train \
  -config recipes/aggregation/protocol/01-base.yaml -train_steps 6000 \
  -save_model work/pilot/aggregation-base/model -save_data work/pilot/aggregation-base "$@"
