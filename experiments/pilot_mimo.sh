#!/usr/bin/env bash
# The MIMO protocol's pilot (docs/protocol.md, "MIMO Table 1"): the multilingual Transformer
# of recipes/mimo/protocol/transformer.yaml, seed 1, 6,000 steps, val BLEU on the
# mixed-direction val.mixed every 500 steps, every checkpoint kept. Its val curve sets the
# table's budget (3,000 or 4,000 steps; noam's rate does not depend on train_steps, so the
# curve is that of any shorter budget). Needs `make data-multi` and the vocabulary:
#   .venv/bin/onmt_ext_build_vocab -config recipes/mimo/protocol/transformer.yaml -n_sample -1
#   THREADS=2 bash experiments/pilot_mimo.sh     # 1 thread by default; 2 when idle
# Writes work/pilot/mimo-transformer/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
# experiments/record_piece.py appends each run (piece) to work/pilot/mimo-transformer/pieces.json:
# its command, commit, threads, device, wall time and load (experiments/adopt_pilot.py reads it).
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/python -m experiments.record_piece work/pilot/mimo-transformer -- \
  .venv/bin/onmt_ext_train \
  -config recipes/mimo/protocol/transformer.yaml -train_steps 6000 \
  -save_model work/pilot/mimo-transformer/model -save_data work/pilot/mimo-transformer "$@"
