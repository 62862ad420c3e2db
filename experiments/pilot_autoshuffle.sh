#!/usr/bin/env bash
# Pilot for the default start of AutoShuffle's M (issue 13, docs/protocol.md "AutoShuffle's
# start"): MUTE + Bias + Seq. on the quickstart's synthetic reordering task (recipes/
# quickstart.yaml, 700 steps, lambda 0.01 per target token), once per start and seed, with
# M's distance to the nearest permutation and alpha in each run's metrics file. Run from the
# repository root (the toy corpus and vocabulary are made by `make quickstart`'s first steps):
#   bash experiments/pilot_autoshuffle.sh            # 1 thread; THREADS=2 on an idle machine
# Writes work/pilot/autoshuffle-<start>-seed<N>/ (model_metrics.jsonl, train.log).
set -euo pipefail
cd "$(dirname "$0")/.."
make --no-print-directory work/quickstart/vocab.src
for seed in ${SEEDS:-1 2}; do
  for start in uniform perturbed; do
    out=work/pilot/autoshuffle-$start-seed$seed
    if [ -f "$out/model_step_700.pt" ]; then continue; fi  # finished
    mkdir -p "$out"
    OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train -config recipes/quickstart.yaml \
      -mute_autoshuffle_init "$start" -seed "$seed" -save_model "$out/model" \
      -log_file "$out/train.log" > "$out/console.log" 2>&1
  done
done
