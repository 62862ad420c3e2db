"""The import hook (onmt_ext_autoload.py + onmt_ext_autoload.pth): importing OpenNMT loads
onmt_ext right after OpenNMT's package has run, once, lazily, with an opt-out, a version
gate and errors that name onmt_ext and the opt-out variable.

Each test starts a fresh interpreter of this venv, where the .pth file of the editable
install is active (tests/core/test_wheel_install.py: the same for the installed wheel).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import onmt_ext_autoload

pytestmark = pytest.mark.cli

IMPORTTIME = re.compile(r"^import time:\s+\d+ \|\s+\d+ \|( *)(\S+)$")


def python(*args: str, env: dict | None = None, cwd=None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ, OMP_NUM_THREADS="1", **(env or {}))
    full_env.pop("PYTHONWARNINGS", None)
    return subprocess.run([sys.executable, *args], capture_output=True, text=True,
                          timeout=240, env=full_env, cwd=cwd)


def imported_modules(stderr: str) -> list[str]:
    """Module names in `python -X importtime` output, in import order."""
    return [m.group(2) for line in stderr.splitlines() if (m := IMPORTTIME.match(line))]


def test_imported_modules_reads_importtime_lines():
    text = ("import time: self [us] | cumulative | imported package\n"
            "import time:       120 |        120 |   onmt_ext_autoload\n"
            "import time:      3000 |      90000 | onmt\n")
    assert imported_modules(text) == ["onmt_ext_autoload", "onmt"]


def test_start_up_imports_neither_torch_nor_opennmt(tmp_path):
    proc = python("-X", "importtime", "-c", "pass", cwd=tmp_path)
    modules = imported_modules(proc.stderr)
    assert "onmt_ext_autoload" in modules  # the .pth file ran
    heavy = [m for m in modules if m.split(".")[0] in ("torch", "onmt", "onmt_ext")]
    assert heavy == []


# After installing, the finder watches only the modules whose records wait for their import
# (onmt_ext.seam.pending_modules: OpenNMT's command modules and CTranslate2's converter), and
# leaves once they have run.
ONLY_WATCHING_PENDING = (
    "from onmt_ext import seam\n"
    "on_import = {p.module for p in seam.PATCHES if p.on_import}\n"
    "ct2 = 'ctranslate2.converters.opennmt_py'\n"
    "assert on_import == {'onmt.bin.' + m for m in ('average_models', 'train', 'server', "
    "'translate', 'build_vocab', 'release_model')} | {ct2}\n"
    "finders = [f for f in sys.meta_path if type(f).__name__ == 'OnmtFinder']\n"
    "assert [f.watched for f in finders] == [on_import], finders\n"
    "import onmt.bin.average_models as a, onmt.bin.train as t\n"
    "assert a.average_models.__module__ == 'onmt_ext.seam.wrappers'\n"
    "assert t.main.__module__ == 'onmt_ext.seam.wrappers'\n"
    "assert any(type(f).__name__ == 'OnmtFinder' for f in sys.meta_path)  # server pending\n"
    "import onmt.bin.server as s, onmt.bin.translate as tr\n"
    "import onmt.bin.build_vocab as b, onmt.bin.release_model as r\n"
    "assert s.serve.__module__ == 'onmt_ext.seam.wrappers'\n"
    "assert tr.main.__module__ == 'onmt_ext.seam.wrappers'  # the error boundary\n"
    "finders = [f for f in sys.meta_path if type(f).__name__ == 'OnmtFinder']\n"
    "assert [f.watched for f in finders] == [{ct2}], finders  # CTranslate2's converter\n"
    "try:\n"
    "    import ctranslate2.converters.opennmt_py as c\n"
    "except ImportError:  # CTranslate2 (optional) not installed: its record waits\n"
    "    c = None\n"
    "if c is not None:\n"
    "    assert c.check_opt.__module__ == 'onmt_ext.seam.wrappers'\n"
    "    assert not any(type(f).__name__ == 'OnmtFinder' for f in sys.meta_path)\n"
)


def test_importing_opennmt_loads_the_extension_after_it_once(tmp_path):
    code = (
        "import sys, onmt, onmt.encoders\n"
        "assert 'mute' in onmt.encoders.str2enc\n"
        "assert 'exec_module' not in vars(onmt.__spec__.loader)\n"  # the wrapper is gone
    ) + ONLY_WATCHING_PENDING
    proc = python("-X", "importtime", "-c", code, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    modules = imported_modules(proc.stderr)
    assert modules.count("onmt") == 1 and modules.count("onmt_ext") == 1
    # the extension is installed after OpenNMT's package has run (importtime prints a module
    # when it is done: the seam nests inside onmt's exec_module, so it is listed before onmt)
    assert modules.index("onmt_ext.seam") < modules.index("onmt")
    assert modules.index("onmt.modules") < modules.index("onmt_ext.seam")


def test_looking_opennmt_up_first_does_not_use_the_hook_up(tmp_path):
    """`importlib.util.find_spec` (availability checks of other packages) finds OpenNMT
    without running it: the later import still loads the extension."""
    code = ("import importlib.util, sys; assert importlib.util.find_spec('onmt')\n"
            "assert 'onmt' not in sys.modules\n"
            "import onmt.encoders; assert 'mute' in onmt.encoders.str2enc\n")
    proc = python("-c", code, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_importing_onmt_ext_first_changes_nothing_then_opennmt_loads_it(tmp_path):
    code = (
        "import sys, onmt_ext\n"
        "assert 'onmt' not in sys.modules and 'torch' not in sys.modules\n"
        "import onmt.encoders\n"
        "assert 'mute' in onmt.encoders.str2enc\n"
    ) + ONLY_WATCHING_PENDING
    proc = python("-X", "importtime", "-c", code, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    modules = imported_modules(proc.stderr)
    assert modules.count("onmt") == 1 and modules.count("onmt_ext") == 1


def test_onmt_ext_modules_importing_opennmt_do_not_re_enter_the_hook(tmp_path):
    """A program that imports onmt_ext's adapter (which imports OpenNMT) gets plain
    OpenNMT until it calls onmt_ext.install()."""
    code = (
        "import sys, onmt_ext.compat, onmt.encoders, onmt.trainer\n"
        "assert 'mute' not in onmt.encoders.str2enc\n"
        "assert onmt.trainer.LossCompute.__module__ == 'onmt.utils.loss'\n"
        "assert not any(type(f).__name__ == 'OnmtFinder' for f in sys.meta_path)\n"
        "onmt_ext.install()\n"
        "assert 'mute' in onmt.encoders.str2enc\n"
        "onmt_ext.uninstall()\n"
        "assert 'mute' not in onmt.encoders.str2enc\n"
    )
    proc = python("-c", code, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.mark.parametrize("value", ["0", "false", "No", "off"])
def test_opt_out_gives_plain_opennmt(tmp_path, value):
    code = ("import sys, onmt.encoders; "
            "print('onmt_ext' in sys.modules, 'mute' in onmt.encoders.str2enc)")
    proc = python("-c", code, env={onmt_ext_autoload.ENV_VAR: value}, cwd=tmp_path)
    assert proc.stdout.split() == ["False", "False"], proc.stderr[-3000:]


def test_opennmt_import_warnings_are_filtered_before_opennmt_runs(tmp_path):
    """OpenNMT's modules emit torch.cuda.amp FutureWarnings while `import onmt` runs."""
    on = python("-W", "default", "-c", "import onmt", cwd=tmp_path)
    off = python("-W", "default", "-c", "import onmt", env={onmt_ext_autoload.ENV_VAR: "0"},
                 cwd=tmp_path)
    assert "FutureWarning" in off.stderr  # the warnings exist ...
    assert "FutureWarning" not in on.stderr, on.stderr[-3000:]  # ... and the hook hides them


def _fake_package(root: Path, name: str, body: str) -> Path:
    (root / name).mkdir(parents=True)
    (root / name / "__init__.py").write_text(body)
    return root


def test_another_opennmt_version_warns_once_and_loads_nothing(tmp_path):
    fake = _fake_package(tmp_path / "fake", "onmt", "__version__ = '9.9.9'\n")
    # (the package onmt_ext itself is imported for its warning filters, which import nothing)
    code = "import sys, onmt; import onmt; print('onmt_ext.seam' in sys.modules)"
    proc = python("-c", code, env={"PYTHONPATH": str(fake)}, cwd=tmp_path)
    assert proc.stdout.split() == ["False"], proc.stderr[-3000:]
    assert proc.stderr.count("onmt_ext supports OpenNMT-py 3.5.1 only, found 9.9.9") == 1


def test_an_error_inside_the_hook_names_onmt_ext_and_the_opt_out(tmp_path):
    fake = _fake_package(tmp_path / "fake", "onmt_ext", "raise RuntimeError('broken')\n")
    proc = python("-c", "import onmt", env={"PYTHONPATH": str(fake)}, cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines()[-1] == (
        "onmt_ext_autoload.AutoloadError: onmt_ext (loaded automatically when OpenNMT is "
        "imported) failed: RuntimeError: broken. Set ONMT_EXT_AUTOLOAD=0 to run OpenNMT "
        "without onmt_ext."
    )
    off = python("-c", "import onmt", env={"PYTHONPATH": str(fake),
                                           onmt_ext_autoload.ENV_VAR: "0"}, cwd=tmp_path)
    assert off.returncode == 0, off.stderr[-3000:]


def test_spawned_workers_load_the_extension(tmp_path):
    """OpenNMT's multi-GPU training starts its workers with the `spawn` method: a fresh
    interpreter that imports onmt when it unpickles its task."""
    code = (
        "import multiprocessing as mp\n"
        "if __name__ == '__main__':\n"
        "    task = ('import sys, onmt.encoders; '\n"
        "            'sys.exit(0 if \"mute\" in onmt.encoders.str2enc else 3)')\n"
        "    p = mp.get_context('spawn').Process(target=exec, args=(task,))\n"
        "    p.start(); p.join(); print(p.exitcode)\n"
    )
    script = tmp_path / "spawn_probe.py"
    script.write_text(code)
    assert python(str(script), cwd=tmp_path).stdout.split() == ["0"]
    off = python(str(script), env={onmt_ext_autoload.ENV_VAR: "0"}, cwd=tmp_path)
    assert off.stdout.split() == ["3"]
