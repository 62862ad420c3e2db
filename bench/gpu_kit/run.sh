#!/usr/bin/env bash
# The GPU kit: everything a GPU machine lent for a few minutes should measure, in one command
# from the repository root, without `make` (its install step would reach for a registry).
#
#   bash bench/gpu_kit/run.sh                     # on the GPU machine; results in $OUT
#   KIT_SMOKE=1 OUT=/tmp/kit KIT_PYTHON=.venv/bin/python bash bench/gpu_kit/run.sh   # CPU
#
# Steps, each with its own time limit, all within KIT_TOTAL_S (default 520 s):
#   install  the wheels of .gpukit/ (bench/gpu_kit/prepare.py) with pip --no-index --no-deps
#            --target /tmp/site; PYTHONPATH = /tmp/site, the repository, the stand-ins;
#            onmt_ext's console scripts beside the interpreter (console_scripts.py)
#   env      env.json: GPU, driver, torch, CUDA, cuDNN, NCCL, commit (env_info.py)
#   tests    pytest -m cuda -rs -q                     -> test-gpu.log
#   bench    bench/run_bench.py --device cuda at d 256 (~1k-token batches) and d 512
#            (Transformer-base widths, ~4k-token batches)  -> bench-d256.md/json, bench-d512.*
#   ddp      with >= 2 GPUs: 2-rank NCCL training of every family and the composition, both
#            ranks' parameters and buffers identical (ddp_check.py, the check make test runs
#            on 2 CPU ranks); skipped on one GPU, with the reason
#   probe    the protocol recipes' training speed (train_probe.py), for planning trainings
#            on a lent GPU; needs the prepared work/multi30k/en-de carried too
#   train    only with KIT_TRAIN set, right after env: a table's pending (row, seed) runs
#            side by side on the GPU with the time left (train_pending.py; KIT_TRAIN holds
#            its arguments); what finished comes back in gpu-<device>/train.tar.gz (results/,
#            logs/, summary.json), for experiments/merge_results.py, which reads the archive.
#            The data the table needs must be carried.
# KIT_STEPS picks among tests, bench, ddp and probe (default: all four, none with
# KIT_TRAIN); install and env always run. A GPU lent after the checks have been measured
# once goes to training:
#   KIT_TRAIN="--table aggregation-table1 --seeds 3 --first 01-base" bash bench/gpu_kit/run.sh
#   KIT_TRAIN="--evidence" bash bench/gpu_kit/run.sh   # the evidence queue's next claim
# Everything goes to $OUT/gpu-<device-slug>/ (8 files: env.json, test-gpu.log, bench-d256.md,
# bench-d256.json, bench-d512.md, bench-d512.json, run.log, README.md; with KIT_TRAIN also
# train.tar.gz, so then KIT_STEPS may name bench or tests, not both: the device tool brings
# back 8 files). Exits 0 even when a step fails: README.md records each step's status, time
# and note.
#
# KIT_SMOKE=1: the same script on a CPU in about a minute (pytest -m cuda skips, bench
# --quick on the CPU with tiny batches, no install: the CPU venv has the packages).
set -u
cd "$(dirname "$0")/../.." || exit 0

SMOKE=${KIT_SMOKE:-0}
PY=${KIT_PYTHON:-python3}
KIT=${KIT_DIR:-.gpukit}
TOTAL_S=${KIT_TOTAL_S:-520}
OUT_ROOT=${OUT:-}
if [ -z "$OUT_ROOT" ]; then
  echo "run.sh: set OUT to the folder that receives gpu-<device>/" >&2
  exit 0
fi

# The bench rows besides the baseline (names as in bench.md); one line per row.
# The MIMO vs deep rows: 3 x 4 at the size's width, 6 x 4 vs 24+24 at d 512 on a GPU (the
# paper's shape; bench/run_bench.py deep_width).
BENCH_ROWS=(
  "MUTE-4"
  "MUTE-4 (loop)"
  "MUTE-4 fused vs loop"
  "MIMO 3x4 fused vs Transformer 12+12 (d 256)"
  "MIMO 3x4 loop vs Transformer 12+12 (d 256)"
  "MIMO 3x4 fused vs Transformer 12+12 (d 512)"
  "MIMO 3x4 loop vs Transformer 12+12 (d 512)"
  "MIMO 6x4 fused vs Transformer 24+24 (d 512)"
  "MIMO 6x4 loop vs Transformer 24+24 (d 512)"
)

START=$(date +%s)
WORK=$(mktemp -d /tmp/onmt_ext_kit.XXXXXX)
LOG=$WORK/run.log
STEPS=$WORK/steps.md
: >"$LOG"
: >"$STEPS"
export PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1

# Bench time budgets (s, run_bench.py --budget-s: no measurement starts after it; the step's
# limit leaves room for the one in flight and the report).
if [ "$SMOKE" = 1 ]; then
  export OMP_NUM_THREADS=1
  BENCH_COMMON=(--device cpu --quick --threads 1 --rounds 1 --no-micro)
  D256_BUDGET=20  # the baseline and MUTE-4 on a busy 2-core CPU
  D512_BUDGET=5   # the baseline only
  D512_EXTRA=(--batch-tokens 256)
  PYTEST_WORKERS=()
else
  BENCH_COMMON=(--device cuda --rounds 2)
  D256_BUDGET=75
  D512_BUDGET=85
  D512_EXTRA=()
  PYTEST_WORKERS=(-n 4 --dist load)  # pytest-xdist, if the machine has it
  "$PY" -c "import xdist" 2>/dev/null || PYTEST_WORKERS=()
fi

# seconds left for a step: its own limit, or what remains of TOTAL_S (15 s kept for the
# summary), whichever is smaller
limit_for() {
  local own=$1 left
  left=$((TOTAL_S - ($(date +%s) - START) - 15))
  if [ "$left" -lt "$own" ]; then echo "$left"; else echo "$own"; fi
}

# record NAME STATUS SECONDS NOTE
record() {
  printf '| %s | %s | %s | %s |\n' "$1" "$2" "$3" "$4" >>"$STEPS"
  echo "[kit] $1: $2 ($3 s) $4" | tee -a "$LOG"
}

# step NAME OWN_LIMIT_S LOGFILE COMMAND...: run with a time limit, output appended to LOGFILE
step() {
  local name=$1 own=$2 logfile=$3 limit t0 rc status
  shift 3
  limit=$(limit_for "$own")
  if [ "$limit" -lt 20 ]; then
    record "$name" skipped 0 "no time left within ${TOTAL_S} s"
    return 1
  fi
  echo "[kit] $name: $* (limit ${limit} s)" | tee -a "$LOG"
  t0=$(date +%s)
  timeout -k 10 "$limit" "$@" >>"$logfile" 2>&1
  rc=$?
  if [ "$rc" = 0 ]; then status=ok; elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    status="timed out"; else status="failed (exit $rc)"; fi
  record "$name" "$status" "$(($(date +%s) - t0))" "${STEP_NOTE:-}"
  STEP_NOTE=""
  return "$rc"
}

# ------------------------------------------------------------------ install
SITE=/tmp/site
if [ "$SMOKE" = 1 ]; then
  record install skipped 0 "KIT_SMOKE: the CPU venv has the packages"
elif [ -d "$KIT/wheels" ]; then
  export PYTHONPATH=$SITE:$PWD:$PWD/$KIT/standins${PYTHONPATH:+:$PYTHONPATH}
  STEP_NOTE="$(ls "$KIT"/wheels | wc -l) wheels from $KIT/wheels into $SITE"
  step install 90 "$LOG" "$PY" -m pip install -q --no-index --no-deps --no-compile \
    --no-cache-dir --upgrade --target "$SITE" "$KIT"/wheels/*.whl
  STEP_NOTE="onmt_ext's console scripts beside $PY; imports checked"
  step scripts 30 "$LOG" "$PY" bench/gpu_kit/console_scripts.py --check-imports
else
  record install failed 0 "no $KIT/wheels: run bench/gpu_kit/prepare.py here first and carry $KIT"
fi

# ------------------------------------------------------------------ env
MODE=gpu
[ "$SMOKE" = 1 ] && MODE=smoke
T0=$(date +%s)
SLUG=$(timeout 60 "$PY" bench/gpu_kit/env_info.py --out "$WORK/env.json" --mode "$MODE" \
  2>>"$LOG" | tail -n 1)
[ -n "$SLUG" ] || SLUG=unknown
DIR=$OUT_ROOT/gpu-$SLUG
mkdir -p "$DIR"
[ -f "$WORK/env.json" ] && cp "$WORK/env.json" "$DIR/env.json"
GPUS=$("$PY" -c "import json,sys; print(json.load(open(sys.argv[1])).get('gpu_count', 0))" \
  "$DIR/env.json" 2>/dev/null || echo 0)
record env "$([ -f "$DIR/env.json" ] && echo ok || echo failed)" "$(($(date +%s) - T0))" \
  "device folder gpu-$SLUG, $GPUS GPU(s)"

# wanted STEP: whether KIT_STEPS names it (else it is recorded as skipped); by default all
# four checks, none when KIT_TRAIN is set (the training takes the time)
if [ -n "${KIT_TRAIN:-}" ]; then DEFAULT_STEPS=""; else DEFAULT_STEPS="tests bench ddp probe"; fi
wanted() {
  case " ${KIT_STEPS-$DEFAULT_STEPS} " in
    *" $1 "*) return 0 ;;
  esac
  record "$1" skipped 0 "not in KIT_STEPS"
  return 1
}

# ------------------------------------------------------------------ train
# A table's pending runs with the time left but 45 s (the summary, the steps after it).
if [ -n "${KIT_TRAIN:-}" ]; then
  TRAIN_S=$((TOTAL_S - ($(date +%s) - START) - 45))
  read -r -a TRAIN_ARGS <<<"$KIT_TRAIN"  # split on blanks, no glob expansion
  [ "$SMOKE" = 1 ] && TRAIN_ARGS+=(--device cpu)
  if [ "$TRAIN_S" -lt 60 ]; then
    record train skipped 0 "${TRAIN_S} s left within ${TOTAL_S} s: too little to train"
  else
    STEP_NOTE="train_pending.py $KIT_TRAIN, budget ${TRAIN_S} s"
    # the step's limit leaves train_pending 30 s to stop its runs and stage what finished
    step train $((TRAIN_S + 30)) "$WORK/train.log" "$PY" bench/gpu_kit/train_pending.py \
      "${TRAIN_ARGS[@]}" --budget-s "$TRAIN_S" --out "$DIR/train"
    { echo "[kit] ---- train output"; cat "$WORK/train.log"; } >>"$LOG"
  fi
fi

# ------------------------------------------------------------------ tests
if wanted tests; then
  STEP_NOTE="pytest -m cuda"
  step tests 150 "$DIR/test-gpu.log" "$PY" -m pytest -m cuda -rs -q -p no:cacheprovider \
    "${PYTEST_WORKERS[@]}"
fi

# ------------------------------------------------------------------ bench, two sizes
# bench SIZE OWN_LIMIT_S BUDGET_S EXTRA...: the rows of BENCH_ROWS and the baseline; the
# budget shrinks to leave 40 s of the step's limit for the measurement in flight and the report
bench() {
  local size=$1 own=$2 budget=$3 limit
  shift 3
  limit=$(limit_for "$own")
  [ $((limit - 40)) -lt "$budget" ] && budget=$((limit - 40))
  if [ "$budget" -lt 5 ]; then
    record "bench-$size" skipped 0 "no time left within ${TOTAL_S} s"
    return
  fi
  STEP_NOTE="$STEP_NOTE; budget ${budget} s"
  step "bench-$size" "$limit" "$WORK/bench-$size.log" "$PY" bench/run_bench.py \
    "${BENCH_COMMON[@]}" --size "$size" --budget-s "$budget" "$@" \
    --only "${BENCH_ROWS[@]}" --out "$WORK/bench-$size"
  { echo "[kit] ---- bench-$size output"; cat "$WORK/bench-$size.log"; } >>"$LOG"
  for ext in md json; do
    [ -f "$WORK/bench-$size/bench.$ext" ] && cp "$WORK/bench-$size/bench.$ext" \
      "$DIR/bench-$size.$ext"
  done
}
if wanted bench; then
  STEP_NOTE="d 256, ~1k-token batches"
  [ "$SMOKE" = 1 ] && STEP_NOTE="KIT_SMOKE: --quick on the CPU"
  bench d256 120 "$D256_BUDGET"
  STEP_NOTE="d 512 (Transformer-base widths), ~4k-token batches"
  [ "$SMOKE" = 1 ] && STEP_NOTE="KIT_SMOKE: --quick on the CPU, 256-token batches"
  bench d512 130 "$D512_BUDGET" "${D512_EXTRA[@]}"
fi

# ------------------------------------------------------------------ 2 ranks
if ! wanted ddp; then
  :
elif [ "${GPUS:-0}" -ge 2 ]; then
  STEP_NOTE="2 ranks, NCCL: every family's parameters and buffers identical on both ranks"
  step ddp 180 "$LOG" "$PY" bench/gpu_kit/ddp_check.py --work "$WORK/ddp"
else
  record ddp skipped 0 "needs 2 GPUs, this machine has ${GPUS:-0}: OpenNMT uses the rank as \
the CUDA device index and NCCL refuses two ranks on one GPU"
fi

# ------------------------------------------------------------------ training speed
# The protocol recipes' training speed (bench/gpu_kit/train_probe.py), one after another
# (--parallel: also side by side), for planning trainings on a lent GPU; needs the prepared
# work/multi30k/en-de (carried). Each recipe's row is printed as soon as it is measured.
# Its table goes into README.md (the 8 files are taken).
if ! wanted probe; then
  :
elif [ "$SMOKE" = 1 ]; then
  record probe skipped 0 "KIT_SMOKE: tests/project/test_train_probe.py runs it on the CPU"
elif [ -f work/multi30k/en-de/vocab.src ]; then
  STEP_NOTE="${KIT_PROBE_STEPS:-60} steps of each protocol recipe, one after another"
  step probe 170 "$WORK/probe.log" "$PY" bench/gpu_kit/train_probe.py --out "$WORK/probe" \
    --steps "${KIT_PROBE_STEPS:-60}"
  { echo "[kit] ---- probe output"; cat "$WORK/probe.log"; } >>"$LOG"
else
  record probe skipped 0 "no work/multi30k/en-de: carry it (make data-en-de here)"
fi

# ------------------------------------------------------------------ summary
{
  echo "# GPU kit run: gpu-$SLUG ($MODE)"
  echo
  echo "Written by bench/gpu_kit/run.sh in $(($(date +%s) - START)) s on $(date -u +%FT%TZ)."
  echo "Environment (env.json):"
  echo
  echo '```'
  "$PY" -c "import json,sys; e=json.load(open(sys.argv[1])); [print(f'{k}: {e[k]}') for k in \
('gpus','driver','torch','cuda','cudnn','nccl','python','opennmt_py','commit','dirty',\
'commit_source') if k in e]" "$DIR/env.json" 2>&1
  echo '```'
  echo
  echo "| step | status | seconds | note |"
  echo "|---|---|---|---|"
  cat "$STEPS"
  echo
  echo "Tests (test-gpu.log, last line): $(tail -n 1 "$DIR/test-gpu.log" 2>/dev/null)"
  echo
  for size in d256 d512; do
    echo "Bench $size (bench-$size.md; measurements and verdicts as printed, run.log):"
    echo
    grep -E '^\[bench\] (.*(PASS|FAIL|n/a)$|--only|round [0-9]+ )' "$WORK/bench-$size.log" \
      2>/dev/null | sed 's/^/    /'
    grep -h 'as fast' "$DIR/bench-$size.md" 2>/dev/null
    echo
  done
  echo "Training speed of the protocol recipes (train_probe.py; s a step over the steps after"
  echo "the first 50, and the minutes the protocol's budget would take):"
  echo
  grep -E '^\|' "$WORK/probe.log" 2>/dev/null
  echo
  if [ -f "$DIR/train/summary.json" ]; then
    echo "Training (train.tar.gz: train/summary.json, results in train/results/, logs in train/logs/):"
    echo
    grep -E '^\[train\] ' "$WORK/train.log" 2>/dev/null | sed 's/^/    /'
    echo
  fi
  echo "Two ranks:"
  grep -E '^(PASS|FAIL) ' "$LOG" | sed 's/^/    /'
  grep -E '^\[kit\] ddp: skipped' "$LOG" | sed 's/^\[kit\] /    /'
} >"$DIR/README.md" 2>&1
cp "$LOG" "$DIR/run.log"
# The device tool brings back files at most two folders below $OUT (and 8 of them), so the
# trained results (train/results/<table>/<row>/seedN/...) travel as one archive, which
# experiments/merge_results.py reads as it is.
if [ -d "$DIR/train" ]; then
  tar -czf "$DIR/train.tar.gz" -C "$DIR" train && rm -rf "$DIR/train"
fi
if [ "$(ls "$DIR" | wc -l)" -gt 8 ]; then
  echo "[kit] warning: $(ls "$DIR" | wc -l) files in $DIR; the device tool brings back 8" \
    | tee -a "$DIR/README.md"
fi
echo "[kit] wrote $(ls "$DIR" | wc -l) files to $DIR in $(($(date +%s) - START)) s"
rm -rf "$WORK"
exit 0
