#!/usr/bin/env bash
# Pilot for the default start of AutoShuffle's M (docs/protocol.md "AutoShuffle's
# start"): MUTE + Bias + Seq. on the quickstart's synthetic reordering task (recipes/
# quickstart.yaml, 700 steps), from each start of M, with the quickstart's Lipschitz weight
# (0.01 per target token) and the protocol's (3e-4), over seeds; each run's metrics file
# holds M's distance to the nearest permutation, the penalty and alpha. Run from the
# repository root (the toy corpus and vocabulary come from `make quickstart`'s first steps):
#   bash experiments/pilot_autoshuffle.sh     # 1 thread; THREADS=2 on an idle machine
#   SEEDS="1 2 3" LAMBDAS=3e-4 bash experiments/pilot_autoshuffle.sh
# Writes work/pilot/autoshuffle-<start>-lambda<L>-seed<N>/ (model_metrics.jsonl, train.log);
# finished runs are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
make --no-print-directory work/quickstart/vocab.src
for lambda in ${LAMBDAS:-0.01 3e-4}; do
  for seed in ${SEEDS:-1 2}; do
    for start in uniform perturbed; do
      out=work/pilot/autoshuffle-$start-lambda$lambda-seed$seed
      if [ -f "$out/model_step_700.pt" ]; then continue; fi
      mkdir -p "$out"
      OMP_NUM_THREADS=${THREADS:-1} .venv/bin/onmt_ext_train -config recipes/quickstart.yaml \
        -mute_autoshuffle_init "$start" -mute_lipschitz_lambda "$lambda" -seed "$seed" \
        -save_model "$out/model" -log_file "$out/train.log" > "$out/console.log" 2>&1
    done
  done
done
