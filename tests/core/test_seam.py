"""The seam (onmt_ext.seam): importing onmt_ext changes nothing in OpenNMT; install()
makes the declared changes and uninstall() gives the very objects back; the declared list
is what `python -m onmt_ext --patches` prints and docs/opennmt-commands.md shows. (The
private OpenNMT names the adapter uses: tests/core/test_private_names.py.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from onmt_ext import __main__ as onmt_ext_main
from onmt_ext import seam

REPO = Path(__file__).resolve().parents[2]

# Runs with the import hook off: a snapshot of plain OpenNMT (every module of it imported,
# every attribute of its modules and classes, the contents of its registries and lists,
# torch's allow-list), then the same after importing every module of onmt_ext, after
# install() (every record in force), after a second install(), after uninstall(), and
# after install() + uninstall() again. A module of OpenNMT that fails to import is left out
# (an optional dependency not installed); one of onmt_ext fails the probe.
PROBE = r'''
import importlib, inspect, pkgutil, sys, torch
import onmt

def import_all(package):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if ".tests" in info.name:
            continue
        try:
            importlib.import_module(info.name)
        except Exception:  # an optional dependency of OpenNMT that is not installed
            if info.name.startswith("onmt_ext."):  # but a broken module of ours: fail
                raise

import_all(onmt)
try:  # CTranslate2's converter (optional): its option check is a record's target
    import ctranslate2.converters.opennmt_py
except ImportError:
    pass
OUTSIDE = ("ctranslate2.converters.opennmt_py",)  # modules of records outside OpenNMT

def value(obj):
    if isinstance(obj, dict):
        return ("dict", id(obj), tuple((k, id(v)) for k, v in obj.items()))
    if isinstance(obj, list):
        return ("list", id(obj), tuple(id(v) for v in obj))
    return id(obj)

def snapshot():
    found = {}
    for name, module in list(sys.modules.items()):
        if not (name == "onmt" or name.startswith("onmt.") or name in OUTSIDE) \
                or module is None:
            continue
        for attr, obj in list(vars(module).items()):
            found[f"{name}:{attr}"] = value(obj)
            if inspect.isclass(obj) and obj.__module__.startswith("onmt."):
                for key, raw in list(vars(obj).items()):
                    found[f"{obj.__module__}:{obj.__qualname__}.{key}"] = value(raw)
    found["torch safe globals"] = sorted(map(repr, torch.serialization.get_safe_globals()))
    found["sys:excepthook"] = id(sys.excepthook)  # the one global outside onmt a record sets
    return found

def compare(step, before, after, keys):
    changed = sorted(k for k in keys if before.get(k) != after.get(k))
    if changed:
        print(f"{step}: {len(changed)} changed: {changed[:8]}")
    return changed

plain = snapshot()
import onmt_ext
import_all(onmt_ext)
import onmt_ext.__main__
imported = snapshot()
# new onmt modules imported by onmt_ext (none expected) may add entries; none may change
bad = compare("import onmt_ext", plain, imported, plain.keys())

from onmt_ext import seam
import onmt.bin.average_models
onmt_ext.install()
seam.module_imported(onmt.bin.average_models)
first = snapshot()
targets = {p.target for p in seam.PATCHES if p.module in sys.modules}
not_applied = [t for t in targets if first.get(t) == plain.get(t)]
if not_applied:
    print(f"install: not in force: {sorted(not_applied)}")
registered = [r for r in seam.registrations() if not r.present(r.key, r.value)]
if registered:
    print(f"install: not registered: {[r.key for r in registered]}")
onmt_ext.install()
bad += compare("second install", first, snapshot(), first.keys())
onmt_ext.uninstall()
bad += compare("uninstall", plain, snapshot(), set(plain) | set(first))
onmt_ext.install()
seam.module_imported(onmt.bin.average_models)
again = snapshot()
not_applied += [t for t in targets if again.get(t) == plain.get(t)]
onmt_ext.uninstall()
bad += compare("uninstall again", plain, snapshot(), set(plain) | set(first))
print("targets", len(targets), "entries", len(plain))
print("absent", len([p for p in seam.PATCHES if p.module not in sys.modules]))
sys.exit(1 if bad or not_applied or registered else 0)
'''


def test_importing_installing_and_uninstalling_leave_opennmt_as_it_was(tmp_path):
    env = dict(os.environ, ONMT_EXT_AUTOLOAD="0", OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=300, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    words = proc.stdout.split()
    targets, absent = int(words[words.index("targets") + 1]), int(words[-1])
    # every record in force, but one of a module not installed (ctranslate2, optional)
    assert targets == len(seam.PATCHES) - absent and absent <= 1


def test_patch_targets_are_module_and_attribute():
    for record in seam.records():
        module, _, attr = record.target.partition(":")
        assert module and attr, record.target
        assert record.reason.endswith(".") and record.breaks_if.endswith("."), record.target
    assert len({p.target for p in seam.PATCHES}) == len(seam.PATCHES)


def test_the_patches_command_prints_every_record(capsys):
    onmt_ext_main.main(["--patches"])
    printed = capsys.readouterr().out
    for record in seam.records():
        assert record.target in printed and record.reason in printed


def test_the_docs_list_the_records():
    text = (REPO / "docs" / "opennmt-commands.md").read_text()
    found = re.search(r"<!-- patches: generated by [^\n]*-->\n(.*?)<!-- patches: end -->",
                      text, re.S)
    assert found, "docs/opennmt-commands.md lost its list of patches"
    assert found.group(1).strip() == seam.describe(markdown=True), (
        "regenerate with: python -m onmt_ext --patches --markdown")


def test_uninstalling_gives_back_the_process_state(tmp_path, monkeypatch):
    """What a training sets in the process while onmt_ext is installed (the stop-signal
    handlers, the run lock's exit handler, the reported model) and the parser change are
    given back by uninstall(); installing changes no warning filter."""
    import atexit
    import signal
    import warnings

    import onmt.bin.train
    import torch

    from onmt_ext.core.model import training_metrics
    from onmt_ext.core.tools import process_cleanup, run_lock

    seam.uninstall()
    started_with = signal.getsignal(signal.SIGINT)
    # SIGINT at Python's default, as in a terminal: ignored (pytest run as a script's
    # background job), it would stay ignored (process_cleanup._caught)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        filters = list(warnings.filters)
        handlers = {s: signal.getsignal(s) for s in process_cleanup.STOP_SIGNALS}
        assert onmt.bin.train._get_parser().allow_abbrev is True  # OpenNMT's default
        seam.install()
        assert warnings.filters == filters
        assert onmt.bin.train._get_parser().allow_abbrev is False
        process_cleanup.exit_cleanly_on_signals()
        process_cleanup.exit_cleanly_on_signals()  # a second training: still one undo
        calls = []  # atexit keeps no public list: its two functions, spied on

        def spy(name, original):
            return lambda function, *args: calls.append((name, function)) or original(
                function, *args)

        monkeypatch.setattr(atexit, "register", spy("register", atexit.register))
        monkeypatch.setattr(atexit, "unregister", spy("unregister", atexit.unregister))
        lock = run_lock.acquire(str(tmp_path / "model"))
        model = torch.nn.Linear(2, 2)
        training_metrics.bind_model(model)
        assert all(signal.getsignal(s) not in (handlers[s],) for s in handlers)
        assert [name for name, _ in calls] == ["register"] and lock.exists()
        seam.uninstall()
        assert {s: signal.getsignal(s) for s in handlers} == handlers
        assert [name for name, _ in calls] == ["register", "unregister"]
        assert calls[0][1] is calls[1][1] and not lock.exists()  # released on the way
        assert training_metrics.bound_model() is None
        assert warnings.filters == filters
        assert onmt.bin.train._get_parser().allow_abbrev is True
    finally:
        signal.signal(signal.SIGINT, started_with)
        seam.install()


def test_the_warning_filters_come_and_go_with_install():
    """Importing onmt_ext changes no warning filter; `install()` adds OpenNMT's,
    `uninstall()` takes exactly those out (the others stay in their order)."""
    import warnings

    import onmt_ext
    from onmt_ext.warnings_filter import MESSAGES

    def ours():
        return [entry for entry in warnings.filters
                if getattr(entry[1], "pattern", None) in MESSAGES]

    with warnings.catch_warnings():
        onmt_ext.uninstall()
        try:
            warnings.filterwarnings("ignore", message="someone else's")
            others = list(warnings.filters)
            assert ours() == []
            onmt_ext.install()
            assert [entry[1].pattern for entry in ours()] == list(reversed(MESSAGES))
            onmt_ext.uninstall()
            assert warnings.filters == others
        finally:
            onmt_ext.install()


def test_the_warning_filters_apply_to_opennmt_s_modules_only():
    import warnings

    from onmt_ext.warnings_filter import filter_opennmt_warnings

    message = "`torch.cuda.amp.custom_fwd(args...)` is deprecated."
    with warnings.catch_warnings(record=True) as caught:
        warnings.resetwarnings()
        warnings.simplefilter("always")
        filter_opennmt_warnings()
        filter_opennmt_warnings()  # again (the import hook and the package): not repeated
        assert len(warnings.filters) == 4
        warnings.warn_explicit(message, FutureWarning, "sru.py", 1, module="onmt.modules.sru")
        warnings.warn_explicit(message, FutureWarning, "mine.py", 1, module="mine")
        warnings.warn_explicit(message, FutureWarning, "onmtx.py", 1, module="onmtx")
    assert [w.filename for w in caught] == ["mine.py", "onmtx.py"]


def test_the_pin_memory_warning_without_an_accelerator_is_hidden():
    """OpenNMT's training data loader asks for pinned memory; without an accelerator torch
    warned at every training that it would not be used. Other UserWarnings still show."""
    import warnings

    import torch

    from onmt_ext.warnings_filter import filter_opennmt_warnings

    loader = torch.utils.data.DataLoader([torch.zeros(1)], pin_memory=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.resetwarnings()
        warnings.simplefilter("always")
        filter_opennmt_warnings()
        next(iter(loader))
        warnings.warn("another warning", UserWarning, stacklevel=1)
    assert [str(w.message) for w in caught] == ["another warning"]
