"""experiments/runner.py without training: git state, the paper-scale overlay, checkpoint
selection from the metrics file, and the resume/skip decisions of `Runner.train` (the
console script replaced by a stand-in; the real resumption is tested end to end in
test_experiments.py)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import logs, runner  # noqa: E402
from experiments.context import Context, copy_replacing, rel, write_replacing  # noqa: E402
from experiments.tables import TABLES, Row  # noqa: E402
from onmt_ext.core.model.training_metrics import MetricsLog  # noqa: E402


def _ctx(tmp_path, scale="small", table="mute-table2") -> Context:
    return Context(table=TABLES[table], scale=scale, data_dir=REPO / "work/multi30k",
                   out=tmp_path / "results", work=tmp_path / "runs", seeds=[None])


def test_files_shared_by_runs_side_by_side_are_replaced_not_rewritten(tmp_path):
    """write_replacing / copy_replacing rename a finished temporary file over the old one:
    a reader that opened the old file (another run's training reading its config) still
    reads all of it, a later reader gets all of the new one, and no temporary file stays."""
    path = tmp_path / "config.yaml"
    path.write_text("old: 1\n" * 1000)
    with open(path, encoding="utf-8") as reader:
        assert write_replacing(path, "new: 2\n") == path
        assert reader.read() == "old: 1\n" * 1000
    assert path.read_text() == "new: 2\n"
    source = tmp_path / "metrics.jsonl"
    source.write_text('{"step": 1}\n')
    with open(path, encoding="utf-8") as reader:
        copy_replacing(source, path)
        assert reader.read() == "new: 2\n"
    assert path.read_text() == '{"step": 1}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.yaml", "metrics.jsonl"]


def test_git_state_commit_and_dirty_tree(tmp_path, monkeypatch):
    """A fresh repository: its commit, clean or dirty (results/ does not count); and a
    folder beside it, outside any repository, gives None values. GIT_CEILING_DIRECTORIES
    stops git's search at the temp folders' parent, so that folder is outside a repository
    even where the temp folder lies inside one, and the last assert always runs."""
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    for variable in ("GIT_DIR", "GIT_WORK_TREE"):  # they would override the search
        monkeypatch.delenv(variable, raising=False)

    def git(*args):
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    git("init", "-q")
    (tmp_path / "code.py").write_text("x = 1\n")
    git("add", "code.py")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "c")
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=tmp_path, capture_output=True,
                          text=True, check=True).stdout.strip()
    assert runner.git_state(tmp_path) == {"commit": head, "dirty": False}
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "t.md").write_text("written by the runner\n")
    assert runner.git_state(tmp_path)["dirty"] is False  # results/ does not count
    (tmp_path / "code.py").write_text("x = 2\n")
    assert runner.git_state(tmp_path) == {"commit": head, "dirty": True}
    assert runner.git_state(tmp_path / "results" / "..").get("commit") == head
    outside = tmp_path.parent / "not-a-repo"
    outside.mkdir(exist_ok=True)
    assert runner.git_state(outside) == {"commit": None, "dirty": None}


def test_mute_paper_scale_is_the_yaml_overlay(tmp_path):
    """SCALE=paper: recipes/mute/scale-paper.yaml replaces the recipe's scale keys with the
    values of the former paper-scale.flags; no scale flags on the command line."""
    ctx = _ctx(tmp_path, "paper")
    row = ctx.table.row("mute")
    path, config, flags = runner.Runner(ctx).config_for(row, tmp_path / "run")
    assert flags == []
    written = (REPO / path).read_text() if not Path(path).is_absolute() else Path(path).read_text()
    assert written.splitlines()[:2] == ["# recipes/mute/protocol/mute.yaml",
                                        "# overlaid with recipes/mute/scale-paper.yaml"]
    expected = {"hidden_size": 512, "word_vec_size": 512, "transformer_ff": 2048, "heads": 8,
                "enc_layers": 6, "dec_layers": 6, "dropout": [0.2], "warmup_steps": 16000,
                "learning_rate": 1.0,
                "train_steps": 300000, "save_checkpoint_steps": 5000, "valid_steps": 5000,
                "batch_size": 4096, "world_size": 4, "gpu_ranks": [0, 1, 2, 3]}
    assert {k: config[k] for k in expected} == expected
    assert config["mute_units"] == 4 and config["encoder_type"] == "mute"  # the row's keys
    assert yaml.safe_load(written) == config
    assert not (REPO / "recipes" / "mute" / "paper-scale.flags").exists()


def _checkpoints(run_dir: Path, steps) -> list[Path]:
    run_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for step in steps:
        path = run_dir / f"model_step_{step}.pt"
        path.write_bytes(b"")
        paths.append(path)
    return paths


def test_selection_by_the_training_validation_bleu(tmp_path):
    ctx = _ctx(tmp_path)
    run = runner.Runner(ctx)
    row = ctx.table.row("mute")
    run_dir = tmp_path / "runs" / "r"
    candidates = _checkpoints(run_dir, (10, 20, 30))
    log = MetricsLog(logs.metrics_file(run_dir))
    for step, bleu in ((10, 4.0), (20, 6.5), (30, 6.5)):
        log.write({"kind": "valid", "step": step, "ppl": 1.0, "acc": 1.0,
                   "metrics": {"BLEU": bleu}})
    best, val_bleu, method = run.select(row, candidates, run_dir, {}, [])
    assert (best, method) == (candidates[2], "valid_metrics")  # tie 6.5: the later step
    assert val_bleu == {rel(c): b for c, b in zip(candidates, (4.0, 6.5, 6.5))}
    # a checkpoint without a validation BLEU (here step 40): beam search on val instead
    candidates += _checkpoints(run_dir, (40,))
    beam = {rel(c): b for c, b in zip(candidates, (1.0, 9.0, 2.0, 3.0))}
    run.beam_val_bleu = lambda row, cands, config, commands: beam
    assert run.select(row, candidates, run_dir, {}, []) == (candidates[1], beam, "beam")


class FakeTraining:
    """Stands in for the console script: records commands, writes the checkpoints the
    command would, optionally fails like an interrupted run."""

    def __init__(self, run_dir: Path, saves, fail: bool = False, line: str = ""):
        self.run_dir, self.saves, self.fail, self.calls = run_dir, saves, fail, []
        self.line = line  # logged by the training after its first line

    def __call__(self, cmd, log_path, append=False, loads=None):
        self.calls.append((cmd, append))
        _checkpoints(self.run_dir, self.saves)
        with open(log_path, "a" if append else "w") as out:
            out.write(f"piece {len(self.calls)}\n{self.line}")
        if self.fail:
            loads += [1.5, 2.5]  # sampled before the interruption
            raise KeyboardInterrupt
        return {"seconds": 10.0 * len(self.calls), "threads": 1, "load": 1.0 * len(self.calls)}


def test_interrupted_training_is_resumed_not_restarted(tmp_path):
    ctx = _ctx(tmp_path)
    run = runner.Runner(ctx)
    run_dir = tmp_path / "runs" / "r"
    cmd, key = ["onmt_ext_train", "-config", "c.yaml"], ["onmt_ext_train", "k"]
    run.run_command = FakeTraining(run_dir, (10,), fail=True)
    with pytest.raises(KeyboardInterrupt):
        run.train(cmd, key, run_dir, [])
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is False and stamp["pieces"][0]["interrupted"] is True
    assert stamp["git"] == runner.git_state() and stamp["key"] == key
    # an interrupted piece keeps its threads and the load sampled until it stopped
    assert stamp["pieces"][0]["threads"] == int(run.command_env()["OMP_NUM_THREADS"])
    assert stamp["pieces"][0]["load"] == 2.0
    first_seconds = stamp["pieces"][0]["seconds"]
    # same command again: continues from the latest checkpoint, keeps it
    fake = run.run_command = FakeTraining(run_dir, (20,))
    info = run.train(cmd, key, run_dir, [])
    latest = rel(run_dir / "model_step_10.pt")
    assert fake.calls == [([*cmd, "-train_from", latest], True)]
    assert (run_dir / "model_step_10.pt").is_file() and (run_dir / "model_step_20.pt").is_file()
    assert (run_dir / "train.log").read_text() == "piece 1\npiece 1\n"  # appended
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is True and stamp["resumed"] == 1
    assert stamp["seconds"] == pytest.approx(first_seconds + 10.0)
    assert info["train_seconds"] == stamp["seconds"] and info["resumed"] == 1
    assert info["git"] == stamp["git"]
    assert [(p["from_step"], p["load"]) for p in info["train_pieces"]] == [(0, 2.0), (10, 1.0)]
    # finished: not trained again
    fake = run.run_command = FakeTraining(run_dir, ())
    run.train(cmd, key, run_dir, [])
    assert fake.calls == []
    # another command: starts over, the old checkpoints and metrics are removed
    MetricsLog(logs.metrics_file(run_dir)).write({"kind": "train", "step": 20})
    fake = run.run_command = FakeTraining(run_dir, (5,))
    run.train([*cmd, "-seed", "2"], ["other"], run_dir, [])
    assert fake.calls == [([*cmd, "-seed", "2"], False)]
    assert sorted(p.name for p in run_dir.glob("model_step_*.pt")) == ["model_step_5.pt"]
    assert not logs.metrics_file(run_dir).exists()
    assert json.loads((run_dir / "train.json").read_text())["resumed"] == 0


def test_each_resumed_piece_records_whether_it_resumed_exactly(tmp_path):
    """From the line its own training logged: the first piece (a new training) records
    nothing; a piece killed before its resume said anything, or whose resume was not exact,
    records false; one that resumed exactly, true. An earlier piece's line in the same
    (appended) log does not count for a later piece."""
    ctx = _ctx(tmp_path)
    run = runner.Runner(ctx)
    run_dir = tmp_path / "runs" / "r"
    cmd, key = ["onmt_ext_train", "-config", "c.yaml"], ["onmt_ext_train", "k"]
    exact = "[INFO] exact resume from work/runs/r/model_step_10.pt (step 10): data position\n"
    not_exact = ("[WARNING] resume from work/runs/r/model_step_20.pt (step 20) is not exact: "
                 "the checkpoint carries no data position or random states\n")
    for saves, line in (((10,), ""), ((20,), exact), ((30,), ""), ((40,), not_exact)):
        run.run_command = FakeTraining(run_dir, saves, fail=True, line=line)
        with pytest.raises(KeyboardInterrupt):
            run.train(cmd, key, run_dir, [])
    run.run_command = FakeTraining(run_dir, (50,), line=exact)
    info = run.train(cmd, key, run_dir, [])
    stamp = json.loads((run_dir / "train.json").read_text())
    assert [p.get("exact_resume") for p in stamp["pieces"]] == [None, True, False, False, True]
    assert [(p["from_step"], p.get("exact_resume")) for p in info["train_pieces"]] == [
        (0, None), (10, True), (20, False), (30, False), (40, True)]


def test_a_killed_piece_leaves_the_trainings_wall_time_unknown(tmp_path):
    """A piece killed without a chance to record its time (SIGKILL at the end of a
    session: train.json still says its start only): the resumed training finishes, its
    wall time is unknown (None), not the later pieces' time alone."""
    ctx = _ctx(tmp_path)
    run = runner.Runner(ctx)
    run_dir = tmp_path / "runs" / "r"
    cmd, key = ["onmt_ext_train", "-config", "c.yaml"], ["onmt_ext_train", "k"]
    _checkpoints(run_dir, (10,))
    killed = {"command": cmd, "git": runner.git_state(), "resumed": False, "threads": 2}
    (run_dir / "train.json").write_text(json.dumps(
        {"command": cmd, "key": key, "pieces": [killed], "git": killed["git"],
         "finished": False}))
    run.run_command = FakeTraining(run_dir, (20,))
    info = run.train(cmd, key, run_dir, [])
    stamp = json.loads((run_dir / "train.json").read_text())
    assert stamp["finished"] is True and stamp["resumed"] == 1
    assert stamp["seconds"] is None and info["train_seconds"] is None
    assert [p["seconds"] for p in info["train_pieces"]] == [None, 10.0]


def test_piece_records_split_the_steps_and_speed_between_pieces():
    """Three pieces (from steps 0, 100 and 200): each owns the steps after its start up to
    the next piece's start (the step of the checkpoint it resumed from, which the earlier
    piece trained). A step trained twice (a piece ran past its last checkpoint, then the
    next piece redid it) is in the metrics file once, with the later record: it belongs to
    the later piece by the same rule."""
    def piece(start, commit, threads, load):
        cmd = ["onmt_ext_train", "-config", "c.yaml"]
        if start:
            cmd += ["-train_from", f"work/runs/r/model_step_{start}.pt"]
        return {"command": cmd, "git": {"commit": commit, "dirty": False},
                "threads": threads, "load": load, "seconds": 60.0}

    pieces = [piece(0, "a", 1, None), piece(100, "b", 2, 2.1), piece(200, "c", 2, 1.9)]
    records = [
        {"kind": "train", "step": 50, "n_words": 100, "elapsed_s": 1.0},
        {"kind": "train", "step": 100, "n_words": 500, "elapsed_s": 1.0},
        {"kind": "valid", "step": 100},
        {"kind": "train", "step": 150, "n_words": 300, "elapsed_s": 1.0},
        {"kind": "train", "step": 200, "n_words": 1300, "elapsed_s": 3.0},
        {"kind": "train", "step": 250, "n_words": 700, "elapsed_s": 2.0},
    ]
    out = runner.piece_records(pieces, records)
    assert [p["from_step"] for p in out] == [0, 100, 200]
    assert [p["train_tgt_tok_s"] for p in out] == [600 / 2, 1600 / 4, 700 / 2]
    assert [(p["git"]["commit"], p["threads"], p["load"]) for p in out] == [
        ("a", 1, None), ("b", 2, 2.1), ("c", 2, 1.9)]
    assert runner.piece_records([pieces[0]], records[:1])[0]["train_tgt_tok_s"] == 100.0
    assert runner.piece_records([pieces[0]], [])[0]["train_tgt_tok_s"] is None
    assert runner.piece_records([], records) == []  # a stamp recorded before pieces were


def test_composition_rows_are_trained_once_with_the_mute_table():
    """The composition table's + Relative and MUTE-4 rows name `trained_in: mute-table2`:
    at the default scale both tables train them with the same command, so the composition
    row's training is the MUTE table's (same key, same directory); at smoke scale the
    composition table trains 3 layers (its smoke flags differ), so it trains its own."""
    for row_id in ("transformer-relative", "mute"):
        for seed in (1, 3):
            comp = runner.Runner(_ctx(Path("/unused"), table="composition-table"))
            mute = runner.Runner(_ctx(Path("/unused")))
            shared = comp.source_run(comp.table.row(row_id), seed)
            theirs = mute.source_run(mute.table.row(row_id), seed)
            assert shared["key"] == theirs["key"] and shared["cmd"] == theirs["cmd"]
            assert shared["run_dir"] == mute.ctx.run_dir(mute.table.row(row_id), seed)
    comp = runner.Runner(_ctx(Path("/unused"), table="composition-table"))
    own = comp.source_run(comp.table.row("mla-k2"), 1)  # not trained_in: its own
    assert own["run_dir"] == comp.ctx.run_dir(comp.table.row("mla-k2"), 1)


def test_a_shared_row_at_smoke_scale_trains_its_own(tmp_path):
    comp = runner.Runner(_ctx(tmp_path, "smoke", "composition-table"))
    row = comp.table.row("mute")
    assert comp.source_run(row, None)["run_dir"] == comp.ctx.run_dir(row, None)
    assert "work/runs/mute-table2" not in " ".join(comp.source_run(row, None)["key"])


def test_a_shared_row_uses_the_other_tables_finished_training(tmp_path):
    """The MUTE table has finished training MUTE-4 (seed 1): the composition table's row
    does not train; it selects among that training's checkpoints, and its result records
    where the model was trained."""
    mute = runner.Runner(_ctx(tmp_path))
    theirs = mute.source_run(mute.table.row("mute"), 1)
    train_dir = theirs["run_dir"]
    _checkpoints(train_dir, (10, 20))
    (train_dir / "train.json").write_text(json.dumps(
        {"command": theirs["cmd"], "key": theirs["key"], "finished": True, "pieces": []}))
    comp = runner.Runner(_ctx(tmp_path, table="composition-table"))
    fake = comp.run_command = FakeTraining(train_dir, ())
    comp.ensure_vocab = lambda *args: None
    seen = {}

    def evaluate(row, seed, key, config, candidates, commands, train_info, train_dir):
        seen.update(key=key, candidates=candidates, info=train_info, train_dir=train_dir)
        return {}

    comp.evaluate = evaluate
    comp.run_row(comp.table.row("mute"), 1)
    assert fake.calls == []  # not trained again
    assert seen["key"] == theirs["key"] and seen["train_dir"] == train_dir
    assert [p.name for p in seen["candidates"]] == ["model_step_10.pt", "model_step_20.pt"]
    assert seen["info"]["trained_in_dir"] == rel(train_dir)


def _stored_mute_result(mute: runner.Runner, seed: int, key: list[str]) -> Path:
    """A MUTE-table result of row `mute` (seed) as `Runner.store` writes it, with its two
    translations and val curve; returns its result directory."""
    row = mute.table.row("mute")
    result_dir = mute.ctx.result_dir(row, seed)
    result_dir.mkdir(parents=True)
    tests = {}
    for name, hyp in (("test_2016_flickr", "ein Hund\n"), ("test_2017_flickr", "eine Katze\n")):
        (result_dir / f"{name}.de").write_text(hyp)
        tests[name] = {"bleu": 12.5, "translation": rel(result_dir / f"{name}.de")}
    (result_dir / "val_curve.csv").write_text("step,val_bleu\n250,3.0\n")
    mute.store(row, seed, {"table": "mute-table2", "row": "mute", "seed": seed, "key": key,
                           "tests": tests, "val_curve": rel(result_dir / "val_curve.csv"),
                           "run_dir": rel(mute.ctx.run_dir(row, seed)), "commands": ["c"]})
    return result_dir


def test_a_shared_row_refers_to_the_other_tables_result(tmp_path):
    """The MUTE table has trained and scored MUTE-4 (seed 2) and only its results are
    left: the composition table's row neither trains nor decodes; its result refers to
    that table's translations and curves (no copy)."""
    mute = runner.Runner(_ctx(tmp_path))
    theirs = mute.source_run(mute.table.row("mute"), 2)
    source = _stored_mute_result(mute, 2, theirs["key"])
    comp = runner.Runner(_ctx(tmp_path, table="composition-table"))
    comp.run_command = FakeTraining(tmp_path / "unused", ())
    comp.evaluate = lambda *args: pytest.fail("decoded again")
    row = comp.table.row("mute")
    run = comp.run_row(row, 2)
    assert comp.run_command.calls == []
    assert not comp.ctx.result_dir(row, 2).exists()  # nothing copied
    assert run["tests"]["test_2016_flickr"] == {
        "bleu": 12.5, "translation": rel(source / "test_2016_flickr.de")}
    assert run["val_curve"] == rel(source / "val_curve.csv")
    assert run["table"] == "composition-table" and run["evaluated_in_dir"] == rel(source)
    assert run["trained_in_dir"] == rel(mute.ctx.run_dir(mute.table.row("mute"), 2))
    assert comp.ctx.stored_runs(row)["seed2"] == run
    assert comp.run_row(row, 2) is None  # stored: skipped from now on


def test_a_shared_row_with_another_command_is_not_copied(tmp_path):
    """The MUTE table's stored result was trained with another command: not copied."""
    mute = runner.Runner(_ctx(tmp_path))
    theirs = mute.source_run(mute.table.row("mute"), 1)
    _stored_mute_result(mute, 1, [*theirs["key"], "-train_steps", "7"])
    comp = runner.Runner(_ctx(tmp_path, table="composition-table"))
    assert comp.shared_result(comp.table.row("mute"), 1, theirs["key"]) is None
    assert not comp.ctx.result_dir(comp.table.row("mute"), 1).exists()


def test_a_shared_row_is_not_copied_with_force(tmp_path):
    """`--force` asks for a new evaluation: the stored result of the other table is not
    copied (the same command would be copied without it)."""
    mute = runner.Runner(_ctx(tmp_path))
    theirs = mute.source_run(mute.table.row("mute"), 1)
    _stored_mute_result(mute, 1, theirs["key"])
    ctx = _ctx(tmp_path, table="composition-table")
    row = ctx.table.row("mute")
    assert runner.Runner(ctx).shared_result(row, 1, theirs["key"]) is not None
    forced = runner.Runner(dataclasses.replace(ctx, force=True))
    assert forced.shared_result(row, 1, theirs["key"]) is None


def test_trained_in_names_a_table_with_the_same_row():
    """Every shared row is, in the table that trains it, a row of the same recipe and flags
    (under the same id, or the one `trained_as` names)."""
    shared = [(t, r) for t in TABLES.values() for r in t.rows if r.trained_in]
    assert {(t.name, r.id, r.shared_id) for t, r in shared} == {
        ("composition-table", "transformer-relative", "transformer-relative"),
        ("composition-table", "mute", "mute"),
        ("mimo-table2", "mimo", "mimo"), ("mimo-table3", "mimo", "mimo"),
        ("mute-table4", "full", "mute-bias-seq"), ("mute-table4", "minus-seq", "mute-bias"),
        ("mute-table5", "transformer-relative", "transformer-relative"),
        ("mute-table5", "mute", "mute"), ("mute-table5", "mute-bias-seq", "mute-bias-seq"),
        ("mute-table6", "attn_ffn", "mute"), ("mute-figure2", "units-4", "mute")}
    for _, row in shared:
        other = TABLES[row.trained_in].row(row.shared_id)
        assert (other.recipe, other.flags) == (row.recipe, row.flags)
    with pytest.raises(ValueError, match="row r: trained_in"):
        Row("r", "R", average_of="x", trained_in="mute-table2")
