"""The commands of the docs run as written: every shell block fenced as ```bash runnable in
README.md and docs/*.md, at smoke scale, through the real console scripts.

Each page's runnable blocks run in order, as one `bash -euo pipefail` script, in a sandbox
that holds a copy of recipes/ and a tiny corpus. What the test changes, and nothing else:

- the pages copy a minimal config before using it (`cp recipes/<family>/minimal.yaml
  my-<family>.yaml`); after each such `cp` the test fills the copy's placeholders, as the
  page tells the user to. The originals keep theirs: a command run on an original fails;
- `PATH/TO/` (the placeholder of the minimal configs and of the commands) becomes the
  sandbox's data folder. The corpus files the configs and commands name are written there
  (a reversal task, tests/conftest.py), and `spm.model`, a SentencePiece model trained on
  them here with pyonmttok;
- every `recipes/<family>/minimal.yaml` is shrunk to smoke scale (SMOKE: d 32, 2 steps, no
  GPU); a command's `-gpu 0` is dropped and `_step_<train_steps>.pt` names the step-2
  checkpoint;
- a command-line value of one of those keys (`-train_steps 300`, `-hidden_size 128`, the
  CPU line of README) gets the smoke value too, and `-vocab_size N` of
  `onmt_ext_spm_train` the tiny corpus's SPM_VOCAB.

The commands are OpenNMT's own (`onmt_build_vocab`, `onmt_train`, `onmt_translate`), which
load the extension through its autoload hook (onmt_ext_autoload).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import make_tiny_corpus

REPO = Path(__file__).resolve().parents[2]
PAGES = ["README.md", *sorted(str(p.relative_to(REPO)) for p in (REPO / "docs").glob("*.md"))]
FAMILY_PAGES = {"README.md", "docs/mute.md", "docs/aggregation.md", "docs/densenmt.md",
                "docs/mimo.md", "docs/composition.md"}
FENCE = re.compile(r"^```bash runnable\n(.*?)^```$", re.M | re.S)
PLACEHOLDER = "PATH/TO/"
COPY = re.compile(r"^cp\s+(recipes/\S+/minimal(?:-[\w-]+)?\.yaml)\s+(\S+).*$", re.M)
STEPS = 2
# Smoke scale for the minimal configs: only keys a config has are replaced, except FORCED.
SMOKE = {"enc_layers": 3, "dec_layers": 3, "hidden_size": 32, "word_vec_size": 32,
         "transformer_ff": 64, "heads": 4, "dense_growth_rate": 16, "dense_ff": 64,
         "warmup_steps": 2,
         "keep_checkpoint": 1}
FORCED = {"train_steps": STEPS, "valid_steps": STEPS, "save_checkpoint_steps": STEPS,
          "report_every": 1, "batch_size": 256, "valid_batch_size": 256, "bucket_size": 512,
          "num_workers": 0, "world_size": 1, "gpu_ranks": []}
SPM_VOCAB = 30  # the most pieces SentencePiece's hard limit allows on the tiny corpus

pytestmark = [pytest.mark.cli, pytest.mark.long(1)]  # console scripts; scheduled early


def runnable_blocks(page: str) -> list[str]:
    return FENCE.findall((REPO / page).read_text(encoding="utf-8"))


def as_run_here(script: str, data: Path, steps_of: dict[str, int]) -> str:
    """The page's commands with the substitutions of the module docstring."""
    script = script.replace(PLACEHOLDER, f"{data}/")
    script = COPY.sub(lambda m: f"{m[0]}\nsed -i 's#{PLACEHOLDER}#{data}/#g' {m[2]}", script)
    script = re.sub(r"\s+-gpu\s+0\b", "", script)
    # a flag after a space, or first in a quoted shell variable (README's cpu="-train_steps ...")
    steps_given = [int(n) for n in re.findall(r"[\s\"']-train_steps\s+(\d+)", script)]
    for key, value in {**SMOKE, **FORCED, "vocab_size": SPM_VOCAB}.items():
        if not isinstance(value, list):
            script = re.sub(rf"([\s\"']-{key})\s+(?!-)([^\s\"']+)", rf"\g<1> {value}",
                            script)
    for steps in [*steps_of.values(), *steps_given]:
        script = script.replace(f"_step_{steps}.pt", f"_step_{STEPS}.pt")
    return script


LOOP = re.compile(r"^for (\w+) in ([^;\n]+); do\n(.*?)^done$", re.M | re.S)
# where a page's commands write a PATH/TO/ file: not an input to provide
WRITTEN = re.compile(rf"(?:>\s*|-output\s+|-model_prefix\s+|-save_model\s+)"
                     rf"({re.escape(PLACEHOLDER)}\S+)")


def unrolled(script: str) -> str:
    """`script` with each `for VAR in WORDS; do ... done` loop written out once per word,
    $VAR and ${VAR} replaced (to find the files the commands read and write)."""
    def body_per_word(loop):
        name, words, body = loop[1], loop[2].split(), loop[3]
        return "".join(body.replace(f"${{{name}}}", word).replace(f"${name}", word)
                       for word in words)
    return LOOP.sub(body_per_word, script)


def corpus_files(configs: list[dict], script: str) -> dict[str, str]:
    """Placeholder files the configs and commands read, by side: {'PATH/TO/x': 'src'|'tgt'}:
    the corpora of the configs, then every other PATH/TO/ text file the commands name and
    do not write (a `.tgt` file gets the target side)."""
    sides = {}
    for config in configs:
        for corpus in (config.get("data") or {}).values():
            for side in ("src", "tgt"):
                path = str(corpus.get(f"path_{side}", ""))
                if path.startswith(PLACEHOLDER):
                    sides.setdefault(path, side)
    script = unrolled(script)
    written = set(WRITTEN.findall(script))
    for path in re.findall(rf"{re.escape(PLACEHOLDER)}[\w./-]+", script):
        if path in written or path.startswith(f"{PLACEHOLDER}run/") or \
                path.endswith((".pt", ".model", ".vocab", ".yaml", ".hyp")) or \
                path.endswith("/"):
            continue
        sides.setdefault(path, "tgt" if path.endswith(".tgt") else "src")
    return sides


def learn_spm(files: list[str], model: Path) -> None:
    import pyonmttok

    learner = pyonmttok.SentencePieceLearner(vocab_size=60, character_coverage=1.0,
                                             hard_vocab_limit=False)
    for path in files:
        learner.ingest_file(path)
    learner.learn(str(model))  # without keep_vocab, the model file itself


@pytest.fixture
def sandbox(tmp_path):
    """(sandbox, data folder, {minimal config: its train_steps}, the smoke configs)."""
    shutil.copytree(REPO / "recipes", tmp_path / "recipes")
    data = tmp_path / "data"
    steps_of, configs = {}, []
    for path in sorted((tmp_path / "recipes").glob("*/minimal*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert PLACEHOLDER in text, path
        config = yaml.safe_load(text)  # the placeholders stay: a user fills a copy
        steps_of[str(path.relative_to(tmp_path))] = config["train_steps"]
        config.update({k: v for k, v in SMOKE.items() if k in config}, **FORCED)
        path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
        configs.append(yaml.safe_load(text))
    return tmp_path, data, steps_of, configs


def test_every_family_page_has_runnable_commands_for_its_minimal_config():
    blocks = {page: "\n".join(runnable_blocks(page)) for page in PAGES}
    assert {page for page, text in blocks.items() if text} >= FAMILY_PAGES
    for config in sorted((REPO / "recipes").glob("*/minimal.yaml")):
        name = str(config.relative_to(REPO))
        users = [page for page, text in blocks.items() if name in text]
        assert users, f"no runnable block trains {name}"
        for page in users:
            for command in ("onmt_build_vocab", "onmt_train", "onmt_translate"):
                assert f"{command} " in blocks[page], f"{page}: no {command} for {name}"


def test_commands_use_the_copy_of_a_minimal_config():
    """Each page copies a minimal config, then every `-config` names that copy: never the
    original with its placeholders."""
    for page in PAGES:
        script = unrolled("\n".join(runnable_blocks(page)))
        for name, value in re.findall(r"^(\w+)=(\S+)", script, re.M):  # family=mute
            script = script.replace(f"${{{name}}}", value).replace(f"${name}", value)
        copies = [m[2] for m in COPY.finditer(script)]
        for config in re.findall(r"-config\s+(\S+)", script):
            assert not config.startswith("recipes/"), f"{page}: -config {config}"
            assert config in copies, f"{page}: -config {config} is no copy made on the page"
        if page in FAMILY_PAGES:
            assert copies, f"{page}: no `cp recipes/<family>/minimal.yaml ...`"


@pytest.mark.parametrize("page", [p for p in PAGES if runnable_blocks(p)])
def test_page_commands_run(page, sandbox):
    """The page's runnable blocks, as one script in the sandbox, exit 0; every translation
    they run (each `onmt_translate`/`onmt_ext_translate` has its `-src ... -output` pair, so
    the check cannot pass empty) wrote one line per source line."""
    root, data, steps_of, configs = sandbox
    script = "\n".join(runnable_blocks(page))
    sides = corpus_files(configs, script)
    corpus = make_tiny_corpus(root / "tiny")
    for placeholder, side in sides.items():
        target = data / placeholder[len(PLACEHOLDER):]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(corpus[f"train_{side}"], target)
    learn_spm([corpus["train_src"], corpus["train_tgt"]], data / "spm.model")
    commands = as_run_here(script, data, steps_of)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "OMP_NUM_THREADS": "1"}
    env.pop("ONMT_EXT_AUTOLOAD", None)  # the pages' commands rely on the autoload hook
    proc = subprocess.run(["bash", "-euo", "pipefail", "-c", commands], cwd=root, env=env,
                          capture_output=True, text=True, timeout=1200)
    assert proc.returncode == 0, f"{page}:\n{commands}\n{proc.stdout[-3000:]}{proc.stderr[-5000:]}"
    # Every translation wrote one line per source line. A page that translates must give
    # each translation a `-src ... -output` pair on its line, else this loop checks nothing.
    pairs = re.findall(r"-src\s+(\S+).*?-output\s+(\S+)",
                       unrolled(commands).replace("\\\n", " "))
    translations = len(re.findall(r"\bonmt(?:_ext)?_translate\b", commands))
    assert len(pairs) >= translations, f"{page}: {translations} translations, -src/-output {pairs}"
    for src, out in pairs:
        src_lines = Path(src).read_text().splitlines()
        assert len((root / out if not Path(out).is_absolute() else Path(out)).read_text()
                   .splitlines()) == len(src_lines), shlex.join([src, out])
