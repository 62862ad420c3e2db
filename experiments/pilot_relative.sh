#!/usr/bin/env bash
# The d 192 pilot of docs/protocol.md (the protocol of the archived table mute-table2-d192):
# + Relative at d 192 (ff 768, 4 heads), seed 1, 4000 steps, so that its val curve shows
# whether the d 192 protocol's 3000-step budget is on the plateau (noam's rate does not
# depend on train_steps). Its curve, metrics file and figure are now in
# results/mute-table2-d192/pilot/. recipes/mute/protocol/ has since moved to d 128 (commit
# 8c5dadf; the d 128 pilot is experiments/pilot_relative_d128.sh): the width flags below
# keep this the d 192 model, every other setting is the recipe's as it now is. Run from the
# repository root:
#   bash experiments/pilot_relative.sh                 # 1 thread; THREADS=2 on an idle machine
#   bash experiments/pilot_relative.sh -train_from work/pilot/relative-d192/model_step_N.pt
# Writes work/pilot/relative-d192/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train \
  -config recipes/mute/protocol/transformer-relative.yaml \
  -hidden_size 192 -word_vec_size 192 -transformer_ff 768 \
  -train_steps 4000 -save_model work/pilot/relative-d192/model \
  -save_data work/pilot/relative-d192 "$@"
