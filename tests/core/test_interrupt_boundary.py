"""Ctrl-C at a command's boundary (onmt_ext.core.errors.run_command): one line
`<command>: stopped by Ctrl-C (SIGINT)`, no traceback, Python's exit handlers run, and the
process ends by SIGINT, so that a shell loop of commands stops there (bash goes on after a
child that exits with 130). A program calling the boundary gets the KeyboardInterrupt."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from onmt_ext.core import errors

SCRIPT = textwrap.dedent("""
    import atexit, sys
    from onmt_ext.core.errors import run_command

    def interrupted():
        raise KeyboardInterrupt

    atexit.register(lambda: print("exit handlers ran", file=sys.stderr))
    run_command("tool", interrupted)
""")


def _run(script: str, traceback: bool = False) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != errors.TRACEBACK_ENV}
    if traceback:
        env[errors.TRACEBACK_ENV] = "1"
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, env=env)


def test_an_interrupted_command_says_one_line_and_ends_by_sigint():
    proc = _run(SCRIPT)
    assert proc.returncode == -signal.SIGINT
    assert proc.stderr.splitlines() == ["tool: stopped by Ctrl-C (SIGINT)", "exit handlers ran"]


def test_the_traceback_is_shown_when_asked():
    proc = _run(SCRIPT, traceback=True)
    assert proc.returncode == -signal.SIGINT
    lines = proc.stderr.splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[-2:] == ["tool: stopped by Ctrl-C (SIGINT)", "exit handlers ran"]
    assert lines.count("KeyboardInterrupt") == 1  # once, not again at exit


def test_a_later_interrupt_after_a_caught_one_keeps_its_traceback():
    """A program catches the reported interrupt and drops it; a later one of its own,
    uncaught, is not taken for it (a freed exception's address is reused at once)."""
    proc = _run(textwrap.dedent("""
        from onmt_ext.core.errors import run_command

        def interrupted():
            raise KeyboardInterrupt

        try:
            run_command("tool", interrupted)
        except KeyboardInterrupt:
            pass
        raise KeyboardInterrupt
    """))
    assert proc.returncode == -signal.SIGINT
    lines = proc.stderr.splitlines()
    assert lines[0] == "tool: stopped by Ctrl-C (SIGINT)"
    assert lines[1] == "Traceback (most recent call last):" and lines[-1] == "KeyboardInterrupt"


def test_a_caller_gets_the_interrupt_and_other_errors_keep_their_traceback(capsys, monkeypatch):
    shown = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: shown.append(error))

    def interrupted():
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as caught:
        errors.run_command("tool", interrupted)
    assert capsys.readouterr().err == "tool: stopped by Ctrl-C (SIGINT)\n"
    sys.excepthook(KeyboardInterrupt, caught.value, None)  # that one: its line is out
    other = KeyboardInterrupt()
    sys.excepthook(KeyboardInterrupt, other, None)  # another interrupt, a bug: as before
    bug = RuntimeError("bug")
    sys.excepthook(RuntimeError, bug, None)
    assert shown == [other, bug]
    with pytest.raises(KeyboardInterrupt):  # a second interrupt: the hook is not stacked
        errors.run_command("tool", interrupted)
    assert sys.excepthook.keywords["previous"] is not None
    assert getattr(sys.excepthook.keywords["previous"], "func", None) is None
