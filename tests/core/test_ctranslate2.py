"""CTranslate2's converter refuses the extension's checkpoints (docs/serving.md).

`ct2-opennmt-py-converter` (ctranslate2 4.x) converts OpenNMT-py's `transformer` only. It
never imports onmt, so nothing of onmt_ext runs in it: it loads the checkpoint with torch's
`weights_only` and, without its `--unsafe_deserialization` flag, stops at the option
Namespace before it looks at the architecture. With the flag it reaches its architecture
check and refuses every family (MUTE, aggregation, DenseNMT, MIMO) with the reason below.
`onmt_release_model --format ctranslate2` imports onmt, so onmt_ext (loaded by the import
hook) allow-lists the Namespace and the converter it calls reaches the same refusal.
"""

from __future__ import annotations

import pytest
from conftest import run_cli
from fixtures.checkpoints.make_checkpoints import FAMILIES, HERE

pytestmark = pytest.mark.cli

REFUSED = "ValueError: The model you are trying to convert is not supported by CTranslate2."
ARCHITECTURE = ("- Options --encoder_type and --decoder_type must be 'transformer' or "
                "'transformer_lm")  # sic: the converter's message lacks the closing quote
NAMESPACE = "Unsupported global: GLOBAL argparse.Namespace"


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_converter_refuses_the_architecture(family, tmp_path):
    out = tmp_path / "ct2"
    proc = run_cli("ct2-opennmt-py-converter", "--model_path", str(HERE / f"{family}.pt"),
                   "--output_dir", str(out), "--unsafe_deserialization", check=False)
    assert proc.returncode == 1
    assert REFUSED in proc.stderr
    assert ARCHITECTURE in proc.stderr.splitlines()
    assert not out.exists()


def test_converter_without_the_flag_stops_at_the_option_namespace(tmp_path):
    out = tmp_path / "ct2"
    proc = run_cli("ct2-opennmt-py-converter", "--model_path", str(HERE / "mute.pt"),
                   "--output_dir", str(out), check=False)
    assert proc.returncode == 1
    assert NAMESPACE in proc.stderr
    assert REFUSED not in proc.stderr
    assert not out.exists()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_release_model_refuses_the_architecture(family, tmp_path):
    out = tmp_path / "ct2"
    proc = run_cli("onmt_release_model", "-m", str(HERE / f"{family}.pt"), "-o", str(out),
                   "--format", "ctranslate2", check=False)
    assert proc.returncode == 1
    assert REFUSED in proc.stderr
    assert ARCHITECTURE in proc.stderr.splitlines()
    assert NAMESPACE not in proc.stderr
    assert not out.exists()
