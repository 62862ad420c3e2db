# onmt_ext: every target creates/refreshes the local virtualenv first (see README, Install).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.onmt_ext-installed
QS := work/quickstart
QS_STEPS := 700
# torch threads of the quickstart: the thread count changes the sums' rounding, so the
# published five seeds (results/quickstart/seeds.json) were measured at this count
QS_THREADS := 2

.PHONY: all venv test test-fast test-gpu lint quickstart clean

all: test

venv: $(STAMP)

# torch first (from PyPI: on Linux x86-64 a CUDA build; `make venv TORCH_INDEX=
# https://download.pytorch.org/whl/cpu` installs the CPU wheel), then
# OpenNMT-py 3.5.1 WITHOUT its dependencies (its metadata pins torch<2.3), then our
# package with OpenNMT's runtime dependencies, which pyproject.toml lists for it, and the
# `dev` and `bench` extras (CTranslate2 for the bench and its tests).
TORCH_INDEX ?=
$(STAMP): pyproject.toml setup.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check torch==2.13.0 \
		$(if $(TORCH_INDEX),--index-url $(TORCH_INDEX))
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps OpenNMT-py==3.5.1
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev,bench]"
	touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .

# Tests run in TEST_WORKERS processes (pytest-xdist; a test file stays on one worker, so its
# module fixtures, e.g. the smoke tables, are built once), each with one torch thread: the
# models are tiny and the console-script tests run one thread each. Files are handed out in
# collection order (--no-loadscope-reorder), where tests/conftest.py puts the tests marked
# `long` (the quickstart at full size) first: they run beside the rest, not after it. The
# 15 slowest tests are listed at the end, to keep the suite near its 10-minute budget.
TEST_WORKERS ?= 2
PYTEST = OMP_NUM_THREADS=1 $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile \
	--no-loadscope-reorder --durations=15

test: $(STAMP)
	$(BIN)/ruff check .
	$(PYTEST)

# The unit tier: every test that starts no console script (pytest marker `cli`): library
# units, equivalences and the commands' functions in-process, about 2 min on 2 cores.
test-fast: $(STAMP)
	$(BIN)/ruff check .
	$(PYTEST) -m "not cli"

# The CUDA tests (tests/core/test_cuda.py, marker `cuda`): skipped, with the reason, without a GPU.
test-gpu: $(STAMP)
	$(BIN)/python -m pytest -m cuda -rs -q

# Quickstart: synthetic reordering corpus -> vocab -> MUTE+Bias+Seq training (a few
# minutes on 2 CPU cores) -> beam search on the test split -> sacrebleu BLEU and chrF.
quickstart: $(STAMP) $(QS)/test.pred
	$(BIN)/onmt_ext_score -hyp $(QS)/test.pred -ref work/toy/test.tgt \
		-copy_baseline work/toy/test.src -json $(QS)/scores.json

work/toy/train.src:
	$(BIN)/python data/make_toy_corpus.py --out work/toy

$(QS)/vocab.src: work/toy/train.src recipes/quickstart.yaml
	$(BIN)/onmt_ext_build_vocab -config recipes/quickstart.yaml -n_sample -1

$(QS)/model_step_$(QS_STEPS).pt: $(QS)/vocab.src
	OMP_NUM_THREADS=$(QS_THREADS) $(BIN)/onmt_ext_train -config recipes/quickstart.yaml \
		-train_steps $(QS_STEPS)

$(QS)/test.pred: $(QS)/model_step_$(QS_STEPS).pt
	OMP_NUM_THREADS=$(QS_THREADS) $(BIN)/onmt_ext_translate -model $< -src work/toy/test.src \
		-output $@ \
		-beam_size 4 -batch_size 64

clean:
	rm -rf work

# Multi30k: sha256-checked raw task-1 files from $(MULTI30K) -> work/multi30k/
# (raw text splits, joint SentencePiece model, OpenNMT vocab per pair; multi/ for MIMO).
# Cached: a re-run prints "up to date". Elsewhere: make data MULTI30K_FLAGS=--download
MULTI30K ?= ../shared/data/multi30k
MULTI30K_FLAGS ?=
PREP_MULTI30K = $(BIN)/python data/prepare_multi30k.py --raw-dir $(MULTI30K) --out work/multi30k \
	$(MULTI30K_FLAGS)

.PHONY: data data-en-de data-en-fr data-en-cs data-multi

data: $(STAMP)
	$(PREP_MULTI30K) --pairs en-de en-fr en-cs --multilingual

data-en-de data-en-fr data-en-cs: data-%: $(STAMP)
	$(PREP_MULTI30K) --pairs $*

data-multi: $(STAMP)
	$(PREP_MULTI30K) --pairs --multilingual

# Experiments: one target per paper table, run by experiments/run_table.py (table
# definitions: experiments/tables.py; results: results/<table>.md + translations + figures).
# Finished rows are kept (same command => skipped), so a table may be filled over several calls.
#   make mute-table2                               # SCALE=small: the recipes as they are
#   make mute-table2 SCALE=smoke ROWS="transformer-relative mute-bias-seq"   # minutes
#   make mute-table2 SEEDS="1 2 3"                 # one run per seed: mean and spread
#   make mute-table2 SCALE=paper DATA_DIR=/data/wmt14 TEST_SETS=newstest2014 \
#       WORLD_SIZE=4 GPU_RANKS="0 1 2 3"          # recipes/<family>/scale-paper.yaml
# SCALE=smoke writes to work/smoke/ (never results/); RESULTS_DIR/RUNS_DIR override.
SCALE ?= small
ROWS ?=
SEEDS ?=
WORLD_SIZE ?=
GPU_RANKS ?=
DATA_DIR ?=
TEST_SETS ?=
RESULTS_DIR ?=
RUNS_DIR ?=
RUN_TABLE_FLAGS = --scale $(SCALE) \
	$(if $(strip $(ROWS)),--rows $(ROWS)) $(if $(strip $(SEEDS)),--seeds $(SEEDS)) \
	$(if $(strip $(WORLD_SIZE)),--world-size $(WORLD_SIZE)) \
	$(if $(strip $(GPU_RANKS)),--gpu-ranks $(GPU_RANKS)) \
	$(if $(strip $(DATA_DIR)),--data-dir $(DATA_DIR)) \
	$(if $(strip $(TEST_SETS)),--test-sets $(TEST_SETS)) \
	$(if $(strip $(RESULTS_DIR)),--out $(RESULTS_DIR)) $(if $(strip $(RUNS_DIR)),--work $(RUNS_DIR))
# Multi30k en-de (multilingual tables: multi/) is prepared first, except at SCALE=paper
# (your own data, DATA_DIR).
EN_DE_DATA = $(if $(filter paper,$(SCALE)),,data-en-de)
MULTI_DATA = $(if $(filter paper,$(SCALE)),,data-multi)
EXPERIMENT_TABLES := mute-table2 mute-table2-1000steps mute-table4 mute-table5 mute-table6 mute-figure2 \
	aggregation-table1 densenmt-table2 composition-table
MULTILINGUAL_TABLES := mimo-table1 mimo-table2 mimo-table3

.PHONY: $(EXPERIMENT_TABLES) $(MULTILINGUAL_TABLES)

$(MULTILINGUAL_TABLES): $(STAMP) $(MULTI_DATA)
	$(BIN)/python experiments/run_table.py $@ $(RUN_TABLE_FLAGS)

$(EXPERIMENT_TABLES): $(STAMP) $(EN_DE_DATA)
	$(BIN)/python experiments/run_table.py $@ $(RUN_TABLE_FLAGS)

# The evidence queue (experiments/evidence.py): the next run(s) of one declared, ordered
# queue, trained with their table's runner, stopped by UNTIL (HH:MM, when the machine is
# needed again) and resumed by the next call while their checkpoints are on disk and the recipe is
# unchanged (with under 12 min to UNTIL nothing starts; UNTIL at most 16 h ahead). Commits
# nothing: it prints what to commit. `make evidence-list`: every item, its state and hours.
# FIT=1: start only runs expected to finish by UNTIL (a machine whose disk does not outlive
# it); CORES=1: train on one thread, leaving a core to whoever works beside it.
UNTIL ?=
EVIDENCE_MODE ?= auto
FIT ?=
CORES ?=

.PHONY: evidence evidence-list

evidence: $(STAMP) data-en-de data-multi
	$(BIN)/python -m experiments.evidence next --mode $(EVIDENCE_MODE) \
		$(if $(strip $(UNTIL)),--until $(UNTIL)) $(if $(strip $(FIT)),--fit) \
		$(if $(strip $(CORES)),--cores $(CORES))

evidence-list: $(STAMP)
	$(BIN)/python -m experiments.evidence list

# Speed/memory benchmark: MUTE fused/unfused and the other registered families
# against Transformer+Relative, then translation of the Transformer and every family
# against CTranslate2 (float32, int8) at d 128 and d 512 and the profile of onmt_translate,
# in one run on this machine (an idle one: ~20 min on 2 cores) -> results/bench.md,
# results/bench_units.png, results/bench.json.
# `make bench BENCH_FLAGS=--quick` is a smoke run of a few minutes.
BENCH_FLAGS ?=

.PHONY: bench

bench: $(STAMP)
	$(BIN)/python bench/run_bench.py --out results $(BENCH_FLAGS)

# Each speed-up of onmt_translate on and off in turn, in rounds, on the Transformer and
# MUTE-4 at d 128 and d 512 (an idle machine: ~5 min on 2 cores) -> results/bench-speedups.md
.PHONY: bench-speedups

bench-speedups: $(STAMP)
	$(BIN)/python bench/speedups.py --out results/bench-speedups.md $(BENCH_FLAGS)
