"""Damaged checkpoints, empty inputs and other mistakes a new user makes: each is one
`onmt_ext_...: error:` line (exit 2, no traceback) or simply works.

The truncated `-model` (the reported case) runs the console script; the other cases call
the same functions in this process (saving interpreter start-ups), where a traceback would
surface as an exception that the error boundary does not report (support.error_line).
"""

from __future__ import annotations

import pytest
import torch
from conftest import in_process, make_tiny_corpus, run_cli, tiny_config
from support import error_line, write_vocabs

import onmt_ext  # noqa: F401
from onmt_ext import cli


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A tiny MUTE checkpoint (2 steps) and its corpus."""
    root = tmp_path_factory.mktemp("bad_checkpoints")
    corpus = make_tiny_corpus(root / "data", n_train=80, n_valid=8)
    cfg = tiny_config(root, corpus, encoder_type="mute", mute_units=2, train_steps=2,
                      save_checkpoint_steps=2, valid_steps=100)
    write_vocabs(corpus, root)  # as onmt_ext_build_vocab would
    in_process(cli.train, "-config", str(cfg))
    return root, corpus, cfg, root / "run" / "model_step_2.pt"


def one_line_error(proc, prog: str) -> str:
    """The single error line of a failed console script."""
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr[-3000:]
    assert lines[0].startswith(f"{prog}: error: "), lines[0]
    return lines[0]


class InProcess:
    def __init__(self, returncode: int, stderr: str):
        self.returncode, self.stderr = returncode, stderr


def translate_in_process(monkeypatch, capsys, *args: str) -> InProcess:
    """`onmt_ext_translate ARGS` as its console script runs it, in this process."""
    monkeypatch.setattr("sys.argv", ["onmt_ext_translate", *args])
    capsys.readouterr()
    with pytest.raises(SystemExit) as exit_info:
        cli.translate_main()
    return InProcess(exit_info.value.code, capsys.readouterr().err)


@pytest.mark.parametrize("damage", [pytest.param("truncated", marks=pytest.mark.cli), "text",
                                    "tensor"])
def test_damaged_model_is_named_in_one_line(trained, damage, monkeypatch, capsys):
    root, corpus, _, ckpt = trained
    bad = root / f"{damage}.pt"
    if damage == "truncated":  # a copy cut short: no zip central directory
        bad.write_bytes(ckpt.read_bytes()[:5000])
    elif damage == "text":
        bad.write_text("not a checkpoint\n")
    else:  # a valid torch file, but not an OpenNMT checkpoint
        torch.save({"weights": torch.zeros(2)}, bad)
    args = ["-model", str(bad), "-src", corpus["valid_src"], "-output", str(root / "never.txt")]
    if damage == "truncated":  # the reported case, through the console script
        proc = run_cli("onmt_ext_translate", *args, check=False)
    else:
        proc = translate_in_process(monkeypatch, capsys, *args)
    line = one_line_error(proc, "onmt_ext_translate")
    assert f"-model {bad}: not a complete checkpoint" in line
    if damage == "tensor":
        assert "lacks ['model', 'generator', 'opt', 'vocab']" in line
    assert not (root / "never.txt").exists()


def test_truncated_train_from_is_named_in_one_line(trained):
    root, _, cfg, ckpt = trained
    bad = root / "cut.pt"
    bad.write_bytes(ckpt.read_bytes()[: ckpt.stat().st_size // 2])
    info = error_line(cli.train, ["-config", str(cfg), "-train_from", str(bad)])
    line = str(info)
    assert len(line.splitlines()) == 1 and line.startswith("onmt_ext_train: error: "), line
    assert f"train_from {bad}: not a complete checkpoint" in line


def test_empty_source_gives_empty_output(trained):
    root, _, _, ckpt = trained
    src, out = root / "empty.src", root / "empty.out"
    src.write_text("")
    cli.translate(["-model", str(ckpt), "-src", str(src), "-output", str(out)])
    assert out.read_text() == ""


def test_blank_source_gives_blank_output(trained):
    root, _, _, ckpt = trained
    src, out = root / "blank.src", root / "blank.out"
    src.write_text("\n  \n")
    cli.translate(["-model", str(ckpt), "-src", str(src), "-output", str(out), "-n_best", "2",
                   "-beam_size", "2"])
    assert out.read_text() == "\n" * 4


def test_empty_lines_keep_their_place(trained):
    """OpenNMT drops empty lines (the output would no longer line up with the input)."""
    root, corpus, _, ckpt = trained
    sentences = open(corpus["valid_src"]).read().splitlines()[:3]
    (root / "plain.src").write_text("\n".join(sentences) + "\n")
    (root / "holes.src").write_text(f"\n{sentences[0]}\n\n{sentences[1]}\n   \n{sentences[2]}\n")
    common = ["-model", str(ckpt), "-beam_size", "2", "-n_best", "2", "-max_length", "10"]
    cli.translate([*common, "-src", str(root / "plain.src"), "-output", str(root / "plain.out")])
    cli.translate([*common, "-src", str(root / "holes.src"), "-output", str(root / "holes.out")])
    plain = (root / "plain.out").read_text().splitlines()
    holes = (root / "holes.out").read_text().splitlines()
    assert len(plain) == 6 and len(holes) == 12  # n_best lines per source line
    assert holes == ["", "", *plain[0:2], "", "", *plain[2:4], "", "", *plain[4:6]]


def test_gpu_without_cuda(trained, monkeypatch, capsys):
    """Through the command's boundary; on a GPU machine its devices are hidden from torch
    (tests/core/test_device_check.py has every message)."""
    root, corpus, _, ckpt = trained
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    proc = translate_in_process(monkeypatch, capsys, "-model", str(ckpt), "-src",
                                corpus["valid_src"], "-gpu", "0", "-output", str(root / "g.out"))
    line = one_line_error(proc, "onmt_ext_translate")
    assert "-gpu 0: " in line and "leave the option out to run on the CPU" in line


def test_tag_for_a_model_without_tags(trained, monkeypatch, capsys):
    """MIMO's translation options on a MUTE checkpoint: the tag would be <unk>."""
    root, corpus, _, ckpt = trained
    proc = translate_in_process(monkeypatch, capsys, "-model", str(ckpt), "-src",
                                corpus["valid_src"], "-transforms", "mimo_tag", "-src_prefix",
                                "<2de>", "-output", str(root / "t.out"))
    line = one_line_error(proc, "onmt_ext_translate")
    assert f"-src_prefix '<2de>' is not in the source vocabulary of -model {ckpt}" in line


def test_training_only_flag_in_translation(trained, monkeypatch, capsys):
    """`-src_vocab` (a vocabulary for the checkpoint) is no translation option; Python 3.11's
    argparse took it for `-src_vocab_threshold` and complained about an int."""
    root, corpus, _, ckpt = trained
    proc = translate_in_process(monkeypatch, capsys, "-model", str(ckpt), "-src",
                                corpus["valid_src"], "-src_vocab", str(root / "run" / "vocab.src"))
    line = one_line_error(proc, "onmt_ext_translate")
    assert "unknown option 'src_vocab'" in line


def test_train_from_a_checkpoint_of_another_family(trained):
    """OpenNMT would silently continue the checkpoint's architecture."""
    root, _, cfg, ckpt = trained
    checkpoint = torch.load(str(ckpt), map_location="cpu", weights_only=True)
    checkpoint["opt"].encoder_type = "dense"  # as if trained with encoder_type: dense
    other = root / "dense_family.pt"
    torch.save(checkpoint, other)
    info = error_line(cli.train, ["-config", str(cfg), "-train_from", str(other)])
    assert str(info) == (
        f"onmt_ext_train: error: train_from {other} was trained with other model options than "
        "the config sets: encoder_type 'mute' (trained: 'dense'). OpenNMT continues the "
        "checkpoint's architecture and would ignore these: set them as trained, add "
        "-override_opts to build the config's model instead (only if its tensors still fit), "
        "or start a new training"
    )
