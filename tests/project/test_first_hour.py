"""A newcomer's first hour: what README's install and "Use it on your data" sections and the
minimal configs promise, guarded. The commands themselves run in test_docs_commands.py
(README's SentencePiece line and its CPU line included, at smoke scale)."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from conftest import make_tiny_corpus

from onmt_ext import cli, registry
from onmt_ext.core.tools import learn_spm

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text(encoding="utf-8")
DOCS = sorted((REPO / "docs").glob("*.md"))
PAGES = [REPO / "README.md", *DOCS]
MINIMAL = sorted((REPO / "recipes").glob("*/minimal.yaml"))
FENCE = re.compile(r"^```bash runnable\n(.*?)^```$", re.M | re.S)
WRAPPERS = re.compile(r"\bonmt_ext_(train|translate|build_vocab)\b")


def rel(path: Path) -> str:
    return str(path.relative_to(REPO))


# ----------------------------------------------------------------- the SentencePiece model
@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return make_tiny_corpus(tmp_path_factory.mktemp("tiny"))


def test_spm_train_writes_model_and_vocab(corpus, tmp_path):
    import pyonmttok

    model = learn_spm.learn([corpus["train_src"], corpus["train_tgt"]], str(tmp_path / "spm"),
                            vocab_size=30)
    assert model == tmp_path / "spm.model"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spm.model", "spm.vocab"]
    assert len((tmp_path / "spm.vocab").read_text().splitlines()) == 30
    tokenizer = pyonmttok.Tokenizer("none", sp_model_path=str(model))
    assert tokenizer.tokenize("alpha beta")[0]


def test_spm_train_takes_a_prefix_with_the_model_suffix(corpus, tmp_path):
    model = learn_spm.learn([corpus["train_src"]], str(tmp_path / "spm.model"), vocab_size=25)
    assert model == tmp_path / "spm.model" and not (tmp_path / "spm.model.model").exists()


@pytest.mark.parametrize("case", ["vocab too large", "missing input", "missing folder"])
def test_spm_train_errors_are_one_line(case, corpus, tmp_path, capsys):
    argv = ["-input", corpus["train_src"], "-model_prefix", str(tmp_path / "spm"),
            "-vocab_size", "8000"]
    expected = "-vocab_size 8000 is more pieces than this text has: pass -vocab_size"
    if case == "missing input":
        argv[1] = str(tmp_path / "nope.txt")
        expected = f"-input {tmp_path / 'nope.txt'}: no such file"
    elif case == "missing folder":
        argv[3] = str(tmp_path / "no" / "spm")
        expected = f"folder {tmp_path / 'no'} does not exist"
    with pytest.raises(SystemExit) as stop:
        learn_spm.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("onmt_ext_spm_train: error: ") and expected in err, err
    assert err.count("\n") == 1, err
    assert not any(tmp_path.glob(".spm*")), "a temporary file was left behind"


def test_no_page_sends_the_reader_to_spm_train():
    """`spm_train` is not installed: every page that names it also names the installed
    onmt_ext_spm_train, and none says to train the model "with spm_train"."""
    files = [*PAGES, *sorted((REPO / "recipes").rglob("*.yaml"))]
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"with\s+`?spm_train", text), rel(path)
        if re.search(r"(?<!onmt_ext_)\bspm_train\b", text):
            assert "onmt_ext_spm_train" in text, rel(path)


def test_readme_installs_the_cpu_wheel_and_activates_the_venv():
    install = README[README.index("## Install"):README.index("## The two commands")]
    assert ("pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu"
            in install)
    assert "source .venv/bin/activate" in install
    assert re.search(r"^pip install \.\s", install, re.M), "no `pip install .` line"
    clone = re.search(r"^git clone (\S+) onmt_ext && cd onmt_ext ", install, re.M)
    assert clone and install.index(clone[0]) < install.index("pip install ."), "no clone"
    assert clone[1] == "REPOSITORY_URL" and "REPOSITORY_URL: where you found" in install
    assert "ERROR: pip's dependency\nresolver" in install and "exits with status 0" in install
    assert "make venv TORCH_INDEX=https://download.pytorch.org/whl/cpu" in install
    # `-e ".[dev]"` is named only as what developers (and make venv) install
    for line in install.splitlines():
        if '-e ".[dev]"' in line:
            assert "develop" in install[max(0, install.index(line) - 200):install.index(line)]
    # the fallback when the CPU index does not answer, and how to tell which torch it is
    assert ("pip download torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu "
            "--no-deps -d\nwheels" in install)
    assert "pip install torch==2.13.0`" in install
    check = 'python -c "import torch; print(torch.__version__, torch.version.cuda)"'
    assert check in install and "`2.13.0+cpu None` for the CPU wheel" in install
    import torch

    if torch.__version__.endswith("+cpu"):  # this machine's torch reads as README says
        assert torch.version.cuda is None
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "TORCH_INDEX ?=" in makefile and "--index-url $(TORCH_INDEX)" in makefile


# ----------------------------------------------------------------------- minimal configs
@pytest.mark.parametrize("config", MINIMAL, ids=lambda p: p.parent.name)
def test_minimal_config_sets_bucket_size_and_says_why(config):
    text = config.read_text(encoding="utf-8")
    assert 0 < yaml.safe_load(text)["bucket_size"] <= 65536  # OpenNMT's 262144: minutes
    line = next(x for x in text.splitlines() if x.startswith("bucket_size:"))
    assert "#" in line and "262144" in line, line


def test_mimo_minimal_config_and_docs_agree_on_lipschitz_init():
    """docs/mimo.md: `param_init_lipschitz: true` is set in every recipe of recipes/mimo/."""
    assert "every recipe" in (REPO / "docs" / "mimo.md").read_text(encoding="utf-8")
    for path in sorted((REPO / "recipes" / "mimo").rglob("*.yaml")):
        config = yaml.safe_load(path.read_text(encoding="utf-8"))
        if "encoder_type" in config:  # overlays (scale-paper.yaml) hold no model
            assert config.get("param_init_lipschitz") is True, rel(path)


# Each family's recipes of results/ (the size its CPU line must have), and the keys of size.
FAMILY_RECIPES = {"mute": "mute/mute.yaml", "aggregation": "aggregation/01-base.yaml",
                  "densenmt": "densenmt/densenmt-2.yaml", "mimo": "mimo/mimo.yaml",
                  "composition": "composition/mute-mla-k2.yaml"}
SIZE_KEYS = ("enc_layers", "dec_layers", "hidden_size", "word_vec_size", "transformer_ff",
             "heads", "dense_growth_rate", "dense_ff")


def cpu_lines() -> dict[str, list[str]]:
    """README's CPU lines: {family: the `onmt_train` arguments after the command}, `$cpu`
    expanded as the shell does."""
    blocks = [b for b in FENCE.findall(README) if re.search(r'^cpu="[^"]*-gpu_ranks', b, re.M)]
    assert len(blocks) == 1, "README has no (or several) CPU blocks"
    block = blocks[0].replace("\\\n", " ")
    common = shlex.split(re.search(r'^cpu="([^"]*)"$', block, re.M)[1])
    lines = {}
    for line in block.splitlines():
        if not line.startswith("onmt_train "):
            continue
        words = shlex.split(line)
        argv = [arg for word in words[1:] for arg in (common if word == "$cpu" else [word])]
        family = re.fullmatch(r"my-(\w+)\.yaml", argv[1])[1]
        assert argv[:4] == ["-config", f"my-{family}.yaml", "-save_model",
                            f"PATH/TO/run/{family}_cpu"], argv
        lines[family] = argv
    assert sorted(lines) == sorted(FAMILY_RECIPES)
    return lines


def _recipe_size(family: str) -> dict:
    recipe = yaml.safe_load((REPO / "recipes" / FAMILY_RECIPES[family]).read_text())
    if "layers" in recipe:
        recipe.setdefault("enc_layers", recipe["layers"])
        recipe.setdefault("dec_layers", recipe["layers"])
    return {key: recipe[key] for key in SIZE_KEYS if key in recipe}


@pytest.mark.parametrize("config", MINIMAL, ids=lambda p: p.parent.name)
def test_readme_cpu_line_makes_every_minimal_config_a_short_cpu_run(config):
    """The family's line: on the CPU, a few hundred steps, a report every 10 steps (the
    pace within about half a minute), at the size of the family's recipes of results/
    (DenseNMT's growth rate and dense FFN included)."""
    family = config.parent.name
    argv = cpu_lines()[family]
    argv[1] = str(config)
    opt = cli.parse_strict("train", argv)
    registry.validate(opt)
    assert opt.gpu_ranks == [] and opt.world_size == 1
    assert 100 <= opt.train_steps <= 500 and opt.train_steps % opt.save_checkpoint_steps == 0
    assert opt.warmup_steps < opt.train_steps and opt.bucket_size <= 8192
    assert opt.report_every <= 10
    size = _recipe_size(family)
    assert {key: getattr(opt, key) for key in size} == size
    if family == "densenmt":
        assert (opt.dense_growth_rate, opt.dense_ff) == (64, 1024)


@pytest.mark.cli
@pytest.mark.long(4)
@pytest.mark.parametrize("family", sorted(FAMILY_RECIPES))
def test_readme_cpu_line_trains_at_its_size(family, corpus, tmp_path):
    """README's CPU line of each family at its model size (1024-token batches, a real
    8,000-piece vocabulary file) for a few steps on the tiny corpus: it trains on the CPU,
    writes its checkpoint under the family's name and reports every few steps (5 at d 256, 10
    at d 128). Prints the seconds a step and when the first
    report came."""
    steps = 20
    run = tmp_path / "run"
    run.mkdir()
    text = (REPO / "recipes" / family / "minimal.yaml").read_text(encoding="utf-8")
    config = yaml.safe_load(text.replace("PATH/TO/", f"{tmp_path}/"))
    for name, entry in config["data"].items():
        split = "valid" if name == "valid" else "train"
        for side in ("src", "tgt"):
            Path(entry[f"path_{side}"]).write_text(
                Path(corpus[f"{split}_{side}"]).read_text())
    learn_spm.learn([corpus["train_src"], corpus["train_tgt"]], str(tmp_path / "spm"), 30)
    # an 8,000-entry vocabulary, as README's -vocab_size 8000 gives on real text
    pieces = [line.split("\t")[0] for line in (tmp_path / "spm.vocab").read_text().splitlines()]
    vocab = pieces + [f"extra{i}" for i in range(8000 - len(pieces))]
    for side in ("src", "tgt"):
        Path(config[f"{side}_vocab"]).write_text("".join(f"{p}\t1\n" for p in vocab))
    config["num_workers"] = 0
    (tmp_path / f"{family}.yaml").write_text(yaml.safe_dump(config))
    argv = [arg.replace("PATH/TO/", f"{tmp_path}/") for arg in cpu_lines()[family]]
    argv[1] = str(tmp_path / f"{family}.yaml")
    argv += ["-train_steps", str(steps), "-valid_steps", str(steps),
             "-save_checkpoint_steps", str(steps)]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    env.pop("ONMT_EXT_AUTOLOAD", None)
    started = time.monotonic()
    proc = subprocess.run([str(Path(sys.executable).parent / "onmt_train"), *argv],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    elapsed = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert (run / f"{family}_cpu_step_{steps}.pt").is_file()
    reports = [json.loads(line) for line in (run / f"{family}_cpu_metrics.jsonl").open()]
    train = [r for r in reports if r.get("kind") == "train"]
    every = int(argv[argv.index("-report_every") + 1])
    assert [r["step"] for r in train] == list(range(every, steps + 1, every))
    per_step = train[1]["elapsed_s"] / every  # the second report's interval
    print(f"\n{family} CPU line: {steps} steps, {elapsed:.1f} s in all, {per_step:.2f} s a "
          f"step, first report after {train[0]['elapsed_s']:.1f} s of training")


# ------------------------------------------------------------------------ words and style
def test_pages_use_opennmts_own_commands():
    """README and docs/ show OpenNMT's `onmt_train` / `onmt_translate` / `onmt_build_vocab`.
    The onmt_ext_* wrappers are named on opennmt-commands.md (kept for old scripts) and in
    protocol-history.md's records of commands run before OpenNMT's own commands loaded
    onmt_ext."""
    allowed = {"docs/opennmt-commands.md", "docs/protocol-history.md"}
    for page in PAGES:
        if rel(page) not in allowed:
            found = WRAPPERS.findall(page.read_text(encoding="utf-8"))
            assert not found, f"{rel(page)}: onmt_ext_{found[0]}"
    commands = (REPO / "docs" / "opennmt-commands.md").read_text(encoding="utf-8")
    assert "stay, for\nexisting scripts" in commands


def test_no_internal_words_where_a_user_reads():
    """Terms of the experiment pages are in docs/glossary.md (linked from README); the
    pages a user reads first carry none of the project's internal words."""
    assert "(docs/glossary.md)" in README
    glossary = (REPO / "docs" / "glossary.md").read_text(encoding="utf-8")
    for term in ("Row", "Seed", "Budget", "Protocol", "Plateau rule", "Pilot", "Verdict"):
        assert f"* **{term}**" in glossary, term
    internal = [r"vocabs_being_built", r"\bpilots?\b", r"was the default from \d{4}",
                r"\bsession\b", r"\bissue \d+", r"#\d{2,}\b"]
    experiment_pages = {"docs/protocol.md", "docs/protocol-history.md", "docs/experiments.md",
                        "docs/glossary.md"}
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        if rel(page) == "README.md":  # its results summary is the results pages' words
            text = text[:text.index("## Results in brief")]
        text = re.sub(r"\n[^\n]*\n[^\n]*\(docs/glossary\.md\)", "", text)  # the link to it
        for pattern in internal:
            if rel(page) in experiment_pages and pattern == r"\bpilots?\b":
                continue
            assert not re.search(pattern, text, re.I), f"{rel(page)}: {pattern}"


# ------------------------------------------------------------ claims and plain words
def test_recipe_comments_claim_no_result_and_aggregation_says_inconclusive():
    """A recipe's comments claim no result of ours beyond what results/ holds: no "beat",
    "outperforms", "better than" or "our Table"; the aggregation recipe's sentence about our
    runs agrees with the verdicts of README's summary (written from results/)."""
    claim = re.compile(r"\b(beat|beats|outperforms?|better than|our table)\b", re.I)
    for path in sorted((REPO / "recipes").rglob("*.yaml")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            comment = line.partition("#")[2]
            assert not claim.search(comment), f"{rel(path)}:{number}: {line}"
    text = (REPO / "recipes" / "aggregation" / "minimal.yaml").read_text(encoding="utf-8")
    head = " ".join(line.lstrip("# ") for line in text.splitlines()[:4])
    assert "(results/aggregation-table1.md: every verdict inconclusive)" in head, head
    rows = [line for line in README.splitlines() if line.startswith("| [aggregation-table1]")]
    assert len(rows) == 7
    assert all(row.split(" | ")[-1].startswith("inconclusive") for row in rows), rows


def test_family_pages_open_with_the_options_that_matter():
    for name in ("mute", "aggregation", "densenmt", "mimo", "composition"):
        text = (REPO / "docs" / f"{name}.md").read_text(encoding="utf-8")
        headings = re.findall(r"^## (.+)$", text, re.M)
        assert headings[0] == "The options that matter", (name, headings[:2])
        section = text[text.index("## The options that matter"):]
        section = section[:section.index("\n## ", 5)]
        assert "[README](../README.md#use-it-on-your-data)" in section, name


def test_troubleshooting_has_the_first_hour_entries_in_plain_words():
    text = (REPO / "docs" / "troubleshooting.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, re.M)
    for wanted in ("`onmt_train: command not found`: the virtual environment is not active",
                   "`-config my-mute.yaml: no such file`",
                   "`src_subword_model ...: no such file`, or the model has moved",
                   "Training on a CPU is slow", "Translation takes minutes and looks stuck"):
        assert wanted in headings, wanted
    prose = re.sub(r"`[^`\n]*`", "", re.sub(r"```.*?```", "", text, flags=re.S))
    for word in ("strict keys", "allow-list", "Namespace", "p_beta", "weights_only"):
        assert word not in prose, word


def test_readme_sets_threads_and_explains_slow_first_translations_without_timing_promises():
    use = README[README.index("## Use it on your data"):README.index("## Results in brief")]
    assert "`OMP_NUM_THREADS=2 onmt_train -config my-mute.yaml`" in use
    assert "`-max_length`" in use and "`-max_length 100`" in use
    assert not re.search(r"about \d+ minutes|s a step", use), "a timing promise"
