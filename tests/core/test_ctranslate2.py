"""CTranslate2's converter refuses the extension's checkpoints (docs/serving.md).

`ct2-opennmt-py-converter` (ctranslate2 4.x) converts OpenNMT-py's `transformer` only. It
never imports onmt, so nothing of onmt_ext runs in it: it loads the checkpoint with torch's
`weights_only` and, without its `--unsafe_deserialization` flag, stops at the option
Namespace before it looks at the architecture. With the flag it reaches its architecture
check and refuses every family (MUTE, aggregation, DenseNMT, MIMO) with the reason below.
`onmt_release_model --format ctranslate2` imports onmt, so onmt_ext (loaded by the import
hook) allow-lists the Namespace and the converter it calls reaches the same refusal.

The refusals of the four families are checked in this process (the converter's and
`onmt_release_model`'s `main`, onmt_ext installed as the hook would); the converter without
the flag runs as its console script (it must not import onmt), and `onmt_release_model`
runs as a console script in tests/core/test_opennmt_commands.py.
"""

from __future__ import annotations

import sys

import pytest
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import FAMILIES, HERE

REFUSED = "ValueError: The model you are trying to convert is not supported by CTranslate2."
ARCHITECTURE = ("- Options --encoder_type and --decoder_type must be 'transformer' or "
                "'transformer_lm")  # sic: the converter's message lacks the closing quote
NAMESPACE = "Unsupported global: GLOBAL argparse.Namespace"


def refusal(monkeypatch, main, *argv: str) -> list[str]:
    """`main` (a console script's function reading sys.argv) in this process: the lines of
    the ValueError it raises, as its console script would print them."""
    monkeypatch.setattr(sys, "argv", ["console-script", *argv])
    with pytest.raises(ValueError) as info:
        main()
    return f"ValueError: {info.value}".splitlines()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_converter_refuses_the_architecture(family, tmp_path, monkeypatch):
    from ctranslate2.converters.opennmt_py import main

    out = tmp_path / "ct2"
    lines = refusal(monkeypatch, main, "--model_path", str(HERE / f"{family}.pt"),
                    "--output_dir", str(out), "--unsafe_deserialization")
    assert lines[0].startswith(REFUSED)
    assert ARCHITECTURE in lines
    assert not out.exists()


@pytest.mark.cli
def test_converter_without_the_flag_stops_at_the_option_namespace(tmp_path):
    out = tmp_path / "ct2"
    proc = run_cli("ct2-opennmt-py-converter", "--model_path", str(HERE / "mute.pt"),
                   "--output_dir", str(out), check=False)
    assert proc.returncode == 1
    assert NAMESPACE in proc.stderr
    assert REFUSED not in proc.stderr
    assert not out.exists()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_release_model_refuses_the_architecture(family, tmp_path, monkeypatch):
    from onmt.bin.release_model import main

    out = tmp_path / "ct2"
    lines = refusal(monkeypatch, main, "-m", str(HERE / f"{family}.pt"), "-o", str(out),
                    "--format", "ctranslate2")
    assert lines[0].startswith(REFUSED)
    assert ARCHITECTURE in lines
    assert not any(NAMESPACE in line for line in lines)
    assert not out.exists()
