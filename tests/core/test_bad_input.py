"""Bad input is a clear error naming the key, value, file or line, before training starts."""

from __future__ import annotations

import logging

import pytest
import yaml
from conftest import run_cli, tiny_config
from support import error_line

from onmt_ext import cli, compat, train_worker

MUTE = {"encoder_type": "mute", "mute_units": 4}


@pytest.fixture
def no_training(monkeypatch):
    """Fail the test if OpenNMT's training would start (its per-process train function,
    which `onmt.bin.train.train` calls after the checks)."""

    def forbidden(opt, device_id):
        raise AssertionError("training started despite bad input")

    monkeypatch.setattr(train_worker, "opennmt_single_main", forbidden)


def _train_error(tmp_path, corpus, argv=(), **keys) -> str:
    cfg = tiny_config(tmp_path, corpus, **keys)
    info = error_line(cli.train, ["-config", str(cfg), *argv])
    return str(info)


@pytest.mark.usefixtures("no_training")
@pytest.mark.parametrize(
    "keys, expected",
    [
        ({"mute_unit": 4}, "unknown option 'mute_unit' (did you mean 'mute_units'?)"),
        ({**MUTE, "mute_noise": ["identity", "swap"]},
         "mute_noise lists 2 noises ['identity', 'swap'] but mute_units is 4"),
        ({**MUTE, "mute_noise": ["identity", "swap", "shuffle", "mask"]},
         "mute_noise: unknown noise 'shuffle'"),
        ({**MUTE, "mute_noise_prob": 1.5}, "mute_noise_prob (p_beta) must be in [0, 1], got 1.5"),
        ({**MUTE, "mute_lipschitz_lambda": -0.1}, "mute_lipschitz_lambda must be >= 0, got -0.1"),
        ({**MUTE, "mute_units": 0}, "mute_units must be >= 1, got 0"),
        ({**MUTE, "mute_sinkhorn_iterations": 0}, "mute_sinkhorn_iterations must be >= 1"),
        ({**MUTE, "mute_autoshuffle_init": "perturbed", "mute_autoshuffle_init_noise": 0.0},
         "mute_autoshuffle_init_noise must be > 0, got 0.0"),
    ],
)
def test_bad_option_values_name_the_key(tmp_path, tiny_corpus, keys, expected):
    assert expected in _train_error(tmp_path, tiny_corpus, **keys)


@pytest.mark.usefixtures("no_training")
def test_unknown_flag_on_command_line(tmp_path, tiny_corpus):
    message = _train_error(tmp_path, tiny_corpus, ["-mute_nosie_prob", "0.5"], **MUTE)
    assert "unknown option 'mute_nosie_prob' (did you mean 'mute_noise_prob'?)" in message


@pytest.mark.usefixtures("no_training")
def test_missing_data_file(tmp_path, tiny_corpus):
    corpus = dict(tiny_corpus, train_src=str(tmp_path / "nope.src"))
    message = _train_error(tmp_path, corpus, **MUTE)
    assert f"data/corpus_1/path_src file not found: '{tmp_path / 'nope.src'}'" in message


@pytest.mark.usefixtures("no_training")
def test_empty_source_line_names_file_and_line(tmp_path, tiny_corpus):
    src = tmp_path / "holes.src"
    lines = open(tiny_corpus["train_src"]).read().splitlines()
    lines[6] = "   "
    src.write_text("\n".join(lines) + "\n")
    message = _train_error(tmp_path, dict(tiny_corpus, train_src=str(src)), **MUTE)
    assert f"data/corpus_1/path_src: {src} line 7 is empty" in message


@pytest.mark.usefixtures("no_training")
def test_unknown_corpus_key(tmp_path, tiny_corpus):
    cfg = tiny_config(tmp_path, tiny_corpus, **MUTE)
    config = yaml.safe_load(cfg.read_text())
    config["data"]["corpus_1"]["wieght"] = 2
    cfg.write_text(yaml.safe_dump(config))
    assert "data/corpus_1: unknown key 'wieght'" in error_line(cli.train, ["-config", str(cfg)])


def test_swap_without_relative_positions_warns(tmp_path, tiny_corpus, monkeypatch):
    started = []
    monkeypatch.setattr(train_worker, "opennmt_single_main",
                        lambda opt, device_id: started.append(opt))
    records = []
    # a filter, not a handler: OpenNMT's init_logger replaces the (root) logger's handlers
    handler = logging.Filter()
    handler.filter = lambda record: records.append(record) or True
    compat.logger.addFilter(handler)
    try:
        cfg = tiny_config(tmp_path, tiny_corpus, **MUTE, max_relative_positions=0,
                          position_encoding=True,
                          mute_noise=["identity", "swap", "disorder", "mask"])
        cli.train(["-config", str(cfg)])
    finally:
        compat.logger.removeFilter(handler)
    assert started  # a warning, not an error
    assert any("swap/disorder but max_relative_positions is 0" in r.getMessage()
               for r in records)


@pytest.mark.cli
def test_console_script_exit_status_and_message(tmp_path, tiny_corpus):
    cfg = tiny_config(tmp_path, tiny_corpus, **MUTE, mute_noise_prob=-0.2)
    proc = run_cli("onmt_ext_train", "-config", str(cfg), check=False)
    assert proc.returncode == 2
    assert "onmt_ext_train: error: mute_noise_prob (p_beta) must be in [0, 1], got -0.2" \
        in proc.stderr
    assert "Traceback" not in proc.stderr
