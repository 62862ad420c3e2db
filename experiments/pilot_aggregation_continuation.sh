#!/usr/bin/env bash
# The aggregation protocol's continuation pilot (docs/protocol.md, "Aggregation Table 1"):
# 05-hierarchical, seed 1, from the Base's selected checkpoint with the Base's schedule
# continued, 3,000 steps, val BLEU every 250, every checkpoint kept. Its val curve sets the
# continuation budget C (1,000-3,000) by the plateau rule: hierarchical aggregation replaces
# the Base's output with fresh AGG nodes, the slowest row to recover.
#   BASE=work/runs/aggregation-table1/01-base/seed1/model_step_N.pt THREADS=2 \
#       bash experiments/pilot_aggregation_continuation.sh
#   (resume: add -train_from work/pilot/aggregation-hierarchical/model_step_N.pt and drop
#    -warm_start_from: OpenNMT's train_from restores the step and the optimiser)
# Writes work/pilot/aggregation-hierarchical/ (checkpoints, model_metrics.jsonl, pieces.json).
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:?set BASE to the selected checkpoint of the Base}
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/python -m experiments.record_piece \
  work/pilot/aggregation-hierarchical -- \
  .venv/bin/onmt_ext_train -config recipes/aggregation/protocol/05-hierarchical.yaml \
  -warm_start_from "$BASE" -seed 1 -train_steps 3000 \
  -save_model work/pilot/aggregation-hierarchical/model \
  -save_data work/pilot/aggregation-hierarchical "$@"
