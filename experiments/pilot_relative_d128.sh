#!/usr/bin/env bash
# The second pilot of docs/protocol.md (session 9): + Relative at d 128 (ff 512, 4 heads),
# every other setting the protocol's, seed 1, up to 8000 steps with val BLEU every 250, so
# that its val curve shows which budget puts the baseline on its plateau at d 128 (noam's
# rate does not depend on train_steps: the curve is that of any budget up to where it ran).
# The d 192 protocol failed its plateau rule over three seeds of + Relative (docs/protocol.md).
# Run from the repository root:
#   THREADS=2 bash experiments/pilot_relative_d128.sh              # idle machine: 2 threads
#   bash experiments/pilot_relative_d128.sh -train_from work/pilot/relative-d128/model_step_N.pt
# Writes work/pilot/relative-d128/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train \
  -config recipes/mute/protocol/transformer-relative.yaml \
  -hidden_size 128 -word_vec_size 128 -transformer_ff 512 \
  -train_steps 8000 -save_model work/pilot/relative-d128/model \
  -save_data work/pilot/relative-d128 "$@"
