"""onmt_ext.core.tools.process_cleanup's stop handler, in this process (the signals to real
commands: tests/core/test_stop_clean.py, tests/core/test_cpu_ranks_training.py)."""

from __future__ import annotations

import signal

import pytest

from onmt_ext.core.tools import process_cleanup


@pytest.mark.parametrize("signum, stops", [(signal.SIGTERM, SystemExit),
                                           (signal.SIGINT, KeyboardInterrupt)])
def test_a_second_signal_during_the_cleanup_meets_a_python_no_op(monkeypatch, signum, stops):
    """Not SIG_IGN: a signal already pending when SIG_IGN is set is reported by Python as
    'Signal N ignored due to race condition', with a traceback (Ctrl-C reaching a rank
    while its command ends it with SIGTERM)."""
    seen = {}
    monkeypatch.setattr(process_cleanup, "descendants", lambda pid: [])
    monkeypatch.setattr(process_cleanup, "end_processes", lambda pids: seen.update(
        {s: signal.getsignal(s) for s in process_cleanup.STOP_SIGNALS}))
    saved = {s: signal.getsignal(s) for s in (*process_cleanup.STOP_SIGNALS, signal.SIGCHLD)}
    try:
        handler = process_cleanup._stop_handler(process_cleanup.STOP_SIGNALS)
        with pytest.raises(stops) as caught:
            handler(signum, None)
        if stops is SystemExit:
            assert caught.value.code == 128 + signum
        assert seen == dict.fromkeys(process_cleanup.STOP_SIGNALS, process_cleanup._ignore)
        assert process_cleanup._ignore(signal.SIGTERM, None) is None  # does nothing
    finally:
        for s, previous in saved.items():
            signal.signal(s, previous)
