#!/usr/bin/env bash
# The pilots of docs/protocol.md: + Relative (recipes/mute/protocol/transformer-relative.yaml,
# seed 1) at one width, val BLEU every 250 steps, so that its val curve shows which budget
# puts the baseline on its plateau (noam's rate does not depend on train_steps: the curve is
# that of any budget up to where it ran).
#   D=128 (default): the d 128 protocol's pilot (2026-11-23), ff 512, up to 8000 steps; its
#       curve is in results/mute-table2/pilot/.
#   D=192: the d 192 protocol's pilot (2026-11-23, commits f8ddbf3 and 27f005c; archived
#       table mute-table2-d192), ff 768, 4000 steps; its curve is in
#       results/mute-table2-d192/pilot/. The recipe has since moved to d 128 (commit
#       8c5dadf): the width flags keep the d 192 model, every other setting is the recipe's
#       as it now is.
# Run from the repository root:
#   THREADS=2 bash experiments/pilot_relative.sh          # 1 thread by default; 2 when idle
#   D=192 bash experiments/pilot_relative.sh -train_from work/pilot/relative-d192/model_step_N.pt
# Writes work/pilot/relative-d<D>/ (checkpoints, model_metrics.jsonl with the val BLEU).
set -euo pipefail
cd "$(dirname "$0")/.."
D=${D:-128}
case "$D" in
  128) steps=8000 ;;
  192) steps=4000 ;;
  *) echo "D=$D: the pilots are D=128 or D=192" >&2; exit 2 ;;
esac
OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train \
  -config recipes/mute/protocol/transformer-relative.yaml \
  -hidden_size "$D" -word_vec_size "$D" -transformer_ff $((4 * D)) \
  -train_steps "$steps" -save_model "work/pilot/relative-d$D/model" \
  -save_data "work/pilot/relative-d$D" "$@"
