#!/usr/bin/env bash
# The pilot of docs/protocol.md: + Relative at the protocol, seed 1, 4000 steps, so that its
# val curve shows whether the protocol's 3000-step budget is on the plateau (noam's rate does
# not depend on train_steps). Run from the repository root:
#   bash experiments/pilot_relative.sh                 # 1 thread; THREADS=2 on an idle machine
#   bash experiments/pilot_relative.sh -train_from work/pilot/relative-d192/model_step_N.pt
# Writes work/pilot/relative-d192/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train \
  -config recipes/mute/protocol/transformer-relative.yaml \
  -train_steps 4000 -save_model work/pilot/relative-d192/model \
  -save_data work/pilot/relative-d192 "$@"
