#!/usr/bin/env bash
# The DenseNMT protocol's pilot (docs/protocol.md, "DenseNMT Table 2"): BASE of
# recipes/densenmt/protocol/base.yaml, seed 1, 6,000 steps, val BLEU every 250 steps, every
# checkpoint kept. Its val curve sets the table's budget by the plateau rule (noam's rate
# does not depend on train_steps, so the curve is that of any shorter budget).
#   THREADS=2 bash experiments/pilot_densenmt.sh     # 1 thread by default; 2 when idle
# Writes work/pilot/densenmt-base/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
# experiments/record_piece.py appends each run (piece) to work/pilot/densenmt-base/pieces.json:
# its command, commit, threads, device, wall time and load (experiments/adopt_pilot.py reads it).
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/python -m experiments.record_piece work/pilot/densenmt-base -- \
  .venv/bin/onmt_ext_train \
  -config recipes/densenmt/protocol/base.yaml -train_steps 6000 \
  -save_model work/pilot/densenmt-base/model -save_data work/pilot/densenmt-base "$@"
