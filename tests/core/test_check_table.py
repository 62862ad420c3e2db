"""One table for every check (onmt_ext.preflight): the server's and averaging's checks are
in it, `python -m onmt_ext --checks` lists them under their stages, and the commands'
wrappers run them through the table (a family may add its own at those stages)."""

from __future__ import annotations

import pytest

from onmt_ext import preflight
from onmt_ext.__main__ import main
from onmt_ext.core.checks import checkpoint_diff, server_requests
from onmt_ext.core.errors import ConfigError
from onmt_ext.core.model.family import Check, Stage


def test_the_server_and_averaging_checks_are_in_the_table():
    assert [c.run for c in preflight.checks(Stage.SERVING)] == [
        server_requests.check_models_config]
    assert [c.run for c in preflight.checks(Stage.SERVER_REQUEST)] == [
        server_requests.check_request]
    assert [c.run for c in preflight.checks(Stage.AVERAGING)] == [
        checkpoint_diff.check_averageable]


def test_python_m_onmt_ext_checks_lists_every_stage(capsys):
    main(["--checks"])
    lines = capsys.readouterr().out.splitlines()
    headers = [line for line in lines if not line.startswith("  - ")]
    assert headers == [f"{stage.name.lower()}: {stage.value}" for stage in Stage]
    after = {header: lines[lines.index(header) + 1] for header in headers[-3:]}
    assert after == {
        "serving: before onmt_server loads its models: check(config_file)":
            "  - the server's model config: its JSON and every model's checkpoint, named by "
            "id and path",
        "server_request: before onmt_server translates a request: check(inputs, models)":
            '  - a request is a JSON list of {"id", "src"} for a loaded model id (else a '
            "JSON error, 400 or 404)",
        "averaging: before onmt_average_models reads the checkpoints: check(model_files)":
            "  - the checkpoints to average have one architecture and one vocabulary (what "
            "differs named)",
    }


def test_the_commands_run_the_table(tmp_path, monkeypatch):
    config = tmp_path / "server.json"
    config.write_text("{not json")
    with pytest.raises(ConfigError):
        preflight.before_serving(str(config))
    seen = []
    extra = Check(Stage.AVERAGING, seen.append, "a family's averaging check")
    monkeypatch.setattr(preflight, "CHECKS", (*preflight.CHECKS[:-1], extra))
    preflight.before_averaging(["a.pt", "b.pt"])
    assert seen == [["a.pt", "b.pt"]]
