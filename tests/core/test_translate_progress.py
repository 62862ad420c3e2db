"""onmt_translate shows the lines it has done (onmt_ext.core.tools.translate_progress): a bar
on a terminal, log lines otherwise."""

from __future__ import annotations

from conftest import in_process
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import cli
from onmt_ext.core.tools.translate_progress import Progress


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_log_lines_at_the_start_every_interval_and_at_the_end():
    clock, lines = Clock(), []
    progress = Progress(1071, lines.append, tty=False, every_s=30, clock=clock)
    for seconds, batch in ((10, 100), (25, 100), (40, 300), (90, 300), (120, 271)):
        clock.now = 100 + seconds
        progress.advance(batch)
    progress.close()  # already said: nothing more
    assert lines == [
        "translating 1,071 lines",
        "translated 500 of 1,071 lines (47%) in 0:40, about 0:46 left",
        "translated 800 of 1,071 lines (75%) in 1:30, about 0:30 left",
        "translated 1,071 of 1,071 lines (100%) in 2:00",
    ]


def test_the_bar_is_redrawn_on_one_line_and_ended_once():
    clock, out = Clock(), []
    progress = Progress(4, out.append, tty=True, clock=clock)
    clock.now = 106
    progress.advance(3)
    clock.now = 108
    progress.advance(3)  # more than is left (a re-translated batch): counted up to 4
    progress.close()
    first = "[##################......] translated 3 of 4 lines (75%) in 0:06, about 0:02 left"
    last = "[########################] translated 4 of 4 lines (100%) in 0:08"
    assert out == [f"\r{first}", f"\r{last.ljust(len(first))}", "\n"]


def test_onmt_translate_logs_the_lines_done(tmp_path):
    log = in_process(cli.translate, "-model", str(HERE / "mute.pt"), "-src",
                     str(HERE / "mute.src"), "-output", str(tmp_path / "out.txt"),
                     "-batch_size", "2", "-max_length", "12")
    done = [line.split("INFO] ", 1)[1] for line in log.splitlines() if "translat" in line]
    assert done[0] == "translating 6 lines"
    assert done[-1].startswith("translated 6 of 6 lines (100%) in 0:0"), done
    assert len((tmp_path / "out.txt").read_text().splitlines()) == 6
