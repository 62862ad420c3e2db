"""The evidence queue: one declared, ordered list of the runs that decide the papers' claims,
advanced one step per call on whatever machine is at hand.

    python -m experiments.evidence list                     # the ranking: status, hours, why
    python -m experiments.evidence next --until 09:40       # train the next item(s), stop by 09:40
    make evidence UNTIL=09:40                            # the same

``next`` takes the first pending items of :data:`QUEUE` in the order of what they can still
decide (:func:`pending_items`: cut runs first, then expected decisions per CPU hour under
the verdict rule of ``experiments/stats.py``, :func:`decision_values`), trains each with its
table's own runner (``experiments/run_table.py <table> --rows <row> --seeds <n>
--no-baseline``: train, select on val, translate the test sets, score, ``result.json``), then
scores the rows of other tables that reuse the same checkpoints (:attr:`Item.then`: MUTE
Table 5's average of the last 5 ``+ Relative`` saves, Table 6's DIV of the MUTE seeds) while
the run directory still holds them, and regenerates every report and README block those
results feed, as each run finishes (other runs may still be training). It commits nothing
itself: it prints the ``git add`` of what changed, for its caller to commit.

**Side by side or one at a time.** ``results/queue/thread-throughput.json``
(``experiments/thread_throughput.py``) measured this 2-core machine, while a person worked
on it: two runs side by side on one thread each train 1.20x the steps per hour of one run on
two threads. ``--mode auto`` (the default) therefore runs the next two trainings side by
side, one thread each, when both are expected to finish before ``--until``; otherwise the
next one alone on every core; otherwise (nothing fits) the next one anyway, stopped at
``--until``. With ``--until``, a run that ends hands its threads to the next run of the
queue while that run can reach its first checkpoint in time (so the shorter run of a pair
leaves no core idle), unless a run has failed; without it, one call trains one plan.

**Cut runs are not lost, and never half-counted.** The recipes save a checkpoint every 250
steps. At ``--until`` (or SIGTERM/SIGINT) the runs are stopped; their ``train.json`` says
"unfinished", and the next call resumes each from its last checkpoint with ``-train_from``
(OpenNMT restores the step, the optimiser and the learning-rate schedule, onmt_ext the data
position and random states, so the run stays its uncut command's draw; a checkpoint saved
before they were stored resumes as a different draw): the result records every piece, the
step it resumed at and whether it resumed exactly. A result is written only when the whole run has
trained and been scored; a run whose checkpoints are gone (a new machine), or whose recipe
has changed since, starts again from step 0. A follow-up left out (its run ended within a
scoring's time of the deadline) is scored by the next call while the checkpoints are on
disk. One ``next`` runs at a time (a lock in ``work/queue/``); with less than 12 minutes to
``--until`` it starts nothing, and an ``--until`` more than 16 hours ahead is refused (a
time just passed).

**Hours** are measured, not guessed: the median training wall time of the row's committed
seeds (``train_seconds`` in its ``result.json``) trained whole (every piece) on a CPU at
2 threads, plus the scoring; a row with no seed yet borrows the measured hours of
the row it modifies (named in the listing). Side by side, a run takes the measured ratio longer.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import math
import os
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments import stats  # noqa: E402
from experiments.context import (  # noqa: E402
    DEFAULT_DATA,
    DEFAULTS,
    Context,
    checkpoints,
    rel,
    step_of,
    valid_source,
    write_replacing,
)
from experiments.pilot import DEEP_PILOT_FACTORS  # noqa: E402
from experiments.tables import TABLES  # noqa: E402

THROUGHPUT = REPO / "results" / "queue" / "thread-throughput.json"
LOG_DIR = REPO / "work" / "queue"
#: the results and run directories of the tables' runner (run_table.py's small-scale ones)
OUT, WORK = (REPO / folder for folder in DEFAULTS["small"])
#: scoring after training (select on val from the training's own BLEU, translate two test
#: sets, score) and the follow-up rows: minutes, measured on the committed MUTE runs
SCORING_HOURS = 0.1
POLL_SECONDS = 20
#: less time than this left: a run would be cut before its first checkpoint (250 steps, up
#: to about 10 min on these 2 cores), so nothing is started
MIN_START_HOURS = 0.2
#: an --until further away than this is refused: most likely a time just passed, which
#: would otherwise mean tomorrow
MAX_UNTIL_HOURS = 16
#: MUTE Figure 2(b): the bench's translation speed against units (minutes, no training)
SPEED_COMMAND = (".venv/bin/python bench/run_bench.py --rows mute-units --size d128 --threads 1 "
                 "--out results/mute-figure2-speed")


@dataclass(frozen=True)
class Item:
    """One run of the queue: a row of a table at a seed.

    Attributes:
        claim: what the run is for, as the listing names it.
        table, row, seed: the run (``run_table.py <table> --rows <row> --seeds <seed>``).
        then: ``(table, row)`` pairs scored from this run's checkpoints right after it, at
            the same seed, while its run directory holds them (a checkpoint average, DIV).
        like: ``(table, row)`` whose measured hours stand in while this row has none.
        pilot: an ``experiments/pilot.py`` pilot trained instead of the row's table run (the
            row is the one it pilots); it is done once its record is committed
            (:func:`pilot_record`).
        fraction: the share of the measured hours of the row (or `like`) the item takes (a
            pilot shorter than the row's budget).
    """

    claim: str
    table: str
    row: str
    seed: int
    then: tuple[tuple[str, str], ...] = ()
    like: tuple[str, str] | None = None
    pilot: str = ""
    fraction: float = 1.0

    @property
    def name(self) -> str:
        if self.pilot:
            return f"pilot {self.pilot}"
        return f"{self.table}/{self.row} seed {self.seed}"


_CLAIM1 = "claim 1: MUTE (4 units) vs + Relative"
_DEEP_PILOT = ("MIMO Table 1: the deep row's learning-rate pilot (2,000 steps), before its "
               "seed")
_CLAIM2 = "claim 2: MUTE (4 units) vs + Relative (Big), at claim 1's seven seeds"
_RELATIVE_THEN = (("mute-table5", "transformer-relative"),
                  ("mute-table5", "transformer-relative-avg5"))
_MUTE_THEN = (("mute-table6", "attn_ffn"), ("mute-table5", "mute"))
_MUTE = ("mute-table2", "mute")


def _claim1() -> list[Item]:
    """4 more seeds of each row, two of a row at a time (runs of one row take equally long,
    so a side-by-side pair ends together)."""
    items = []
    for pair in ((4, 5), (6, 7)):
        items += [Item(_CLAIM1, "mute-table2", "transformer-relative", s, _RELATIVE_THEN)
                  for s in pair]
        items += [Item(_CLAIM1, "mute-table2", "mute", s, _MUTE_THEN) for s in pair]
    return items


#: The order of the evidence (most decisive first; see results/README.md, "The seed queue").
QUEUE: tuple[Item, ...] = (
    *_claim1(),
    *(Item("MUTE Figure 2(a): BLEU against units", "mute-figure2", f"units-{k}", 1, like=_MUTE)
      for k in (1, 2, 3, 5, 6)),
    *(Item("MUTE Table 6: unit granularity", "mute-table6", row, 4, like=_MUTE)
      for row in ("attn", "ffn")),
    *(Item("MUTE Table 4: ablation", "mute-table4", row, 1,
           like=("mute-table2", "mute-bias-seq"))
      for row in ("minus-identity", "minus-swap", "minus-disorder", "minus-mask",
                  "minus-bias")),
    *(Item("MUTE Table 5: + Bias + Seq. against the averaged baseline", "mute-table2",
           "mute-bias-seq", s, (("mute-table5", "mute-bias-seq"),)) for s in (4, 5, 6, 7)),
    # the parameter control gets the seeds MUTE has, so that claim 2's interval says what it
    # rules out over the same seven seeds as claim 1
    *(Item(_CLAIM2, "mute-table2", "transformer-relative-big", s) for s in range(4, 8)),
    # claims 3 (+ Bias > MUTE) and 4 (+ Bias + Seq. > + Bias): the ranking says when
    *(Item("claims 3 and 4: + Bias against MUTE (4 units), + Bias + Seq. against + Bias",
           "mute-table2", "mute-bias", s) for s in range(4, 8)),
    # MIMO Table 1's deep row did not train (failed baseline): 2,000-step pilots of three
    # noam factors with tokens normalisation (docs/protocol.md, "MIMO Table 1 again"), read
    # by the gate's rules (distinct val outputs; training loss against the 3 + 3 model);
    # the deep row's seed then trains at the factor they choose (a recipe change)
    *(Item(_DEEP_PILOT, "mimo-table1", "transformer-deep", 1, pilot=f"mimo-deep-f{factor}",
           fraction=0.5) for factor in DEEP_PILOT_FACTORS),
)


# --------------------------------------------------------------------------- state
def _context(table: str, seeds: list[int]) -> Context:
    return Context(table=TABLES[table], scale="small", data_dir=REPO / DEFAULT_DATA,
                   out=OUT, work=WORK, seeds=list(seeds))


def _runner(table: str, seed: int):
    from experiments.runner import Runner

    return Runner(_context(table, [seed]))


def is_done(table: str, row: str, seed: int) -> bool:
    """Whether the row's result file holds this seed, made with the row's current command."""
    runner = _runner(table, seed)
    the_row = runner.table.row(row)
    return runner.stored_run(the_row, seed, runner.current_key(the_row, seed)) is not None


def pilot_record(item: Item) -> Path:
    """Where a pilot item's record is committed: its curve, pieces and val outputs."""
    return OUT / item.table / "pilots" / item.pilot


def item_done(item: Item) -> bool:
    """A run: its seed is in the row's results (`is_done`); a pilot: its record is."""
    if item.pilot:
        return (pilot_record(item) / "outputs.json").is_file()
    return is_done(item.table, item.row, item.seed)


def train_dir(item: Item) -> Path:
    """Where the item's training writes its checkpoints (another table's for a shared row)."""
    if item.pilot:
        from experiments.pilot import get_pilot

        return REPO / get_pilot(item.pilot).directory
    runner = _runner(item.table, item.seed)
    return runner.source_run(runner.table.row(item.row), item.seed)["run_dir"]


def run_state(item: Item) -> str:
    """``done``, ``running`` (a live process holds its run lock), ``cut at step N`` (an
    unfinished training whose checkpoints are on disk: the next call resumes it),
    ``trained, not scored`` (the next call only scores it) or ``pending``."""
    from onmt_ext.core.tools.run_lock import holder_alive

    if item_done(item):
        return "done"
    folder = train_dir(item)
    if holder_alive(str(folder / "model")) is not None:
        return "running"
    saved = checkpoints(folder)
    if saved and _training_state(item) == "cut":
        return f"cut at step {step_of(saved[-1])}"
    if saved and _training_state(item) == "trained":
        return TRAINED
    return "pending"


TRAINED = "trained, not scored"


def _training_state(item: Item) -> str | None:
    """``cut`` (unfinished) or ``trained`` (finished) for a training stamped with the
    row's current command (its runner resumes or scores it); None otherwise (with another
    command, or none, it starts again from step 0). A pilot: by its last checkpoint's step
    (`experiments/pilot.py` goes on from it)."""
    if item.pilot:
        from experiments.pilot import get_pilot, last_checkpoint

        last = last_checkpoint(train_dir(item))
        if last is None:
            return None
        return "trained" if step_of(last) >= get_pilot(item.pilot).steps else "cut"
    stamp = train_dir(item) / "train.json"
    if not stamp.is_file():
        return None
    state = json.loads(stamp.read_text(encoding="utf-8"))
    runner = _runner(item.table, item.seed)
    the_row = runner.table.row(item.row)
    if state.get("key") != runner.source_run(the_row, item.seed)["key"]:
        return None
    return "trained" if state.get("finished", True) else "cut"


# --------------------------------------------------------------------------- hours
def _on_two_cpu_threads(run: dict) -> bool:
    """Whether every piece of a run's training ran on a CPU at 2 threads (a run resumed
    with another thread count, or on a GPU, says nothing of those hours)."""
    pieces = run.get("train_pieces") or [{"threads": run.get("train_threads")}]
    devices = [d for d in run.get("train_device") or [] if d]
    return (all(p.get("threads") == 2 for p in pieces)
            and all(d.startswith("CPU ") for d in devices))


def _row_seconds(table: str, row: str) -> list[float]:
    """Training wall times (2 threads, every piece) of a row's committed seeds."""
    ctx = _context(table, [])
    runs = ctx.stored_runs(TABLES[table].row(row)).values()
    return [r["train_seconds"] for r in runs if r.get("train_seconds")
            and _on_two_cpu_threads(r) and not r.get("averaged")]


def measured_hours(item: Item) -> tuple[float, str]:
    """(hours on every core, where the number comes from) of one item, scoring included."""
    for table, row in [(item.table, item.row), *([item.like] if item.like else [])]:
        seconds = _row_seconds(table, row)
        if seconds:
            hours = statistics.median(seconds) / 3600 * item.fraction + SCORING_HOURS
            source = "measured" if (table, row) == (item.table, item.row) else \
                f"as {table}/{row} (measured)"
            return hours, f"{source}, median of {len(seconds)}"
    raise LookupError(f"{item.name}: no measured training time, nor a row to borrow it from")


def remaining_fraction(item: Item) -> float:
    """The share of the item's training still to run: 1 unless it was cut after a saved
    checkpoint (then the steps after that checkpoint, of the recipe's ``train_steps``), or
    trained and not yet scored (0)."""
    saved = checkpoints(train_dir(item))
    training = _training_state(item) if saved else None
    if training == "trained":
        return 0.0
    if training != "cut":
        return 1.0
    if item.pilot:
        from experiments.pilot import get_pilot

        return max(0.0, 1 - step_of(saved[-1]) / get_pilot(item.pilot).steps)
    runner = _runner(item.table, item.seed)
    steps = runner.source_run(runner.table.row(item.row), item.seed)["config"].get(
        "train_steps")
    if not steps:
        return 1.0
    return max(0.0, 1 - step_of(saved[-1]) / steps)


def hours_left_of(item: Item) -> float:
    """Measured hours of the item alone on every core, less what a cut run has done (a
    trained one: its scoring only)."""
    return max(measured_hours(item)[0] * remaining_fraction(item), SCORING_HOURS)


def side_by_side_factor() -> float:
    """How much longer one run takes side by side on one thread than alone on all threads
    (the thread-throughput record; 2.0, the worst case, when there is none)."""
    if not THROUGHPUT.is_file():
        return 2.0
    record = json.loads(THROUGHPUT.read_text(encoding="utf-8"))
    each = statistics.fmean(record["side_by_side"]["steps_per_s"])
    return record["one_run"]["total_steps_per_s"] / each


def side_by_side_gain() -> float:
    """Steps per hour side by side over one run alone (1.0 when not measured)."""
    if not THROUGHPUT.is_file():
        return 1.0
    return json.loads(THROUGHPUT.read_text(encoding="utf-8"))["side_by_side_over_one"]


# --------------------------------------------------------------------------- planning
@dataclass(frozen=True)
class Plan:
    """What one call runs: the items, their threads each, and why."""

    items: tuple[Item, ...]
    threads: int
    why: str


def plan(pending: list[Item], hours_left: float | None, mode: str, cores: int,
         hours=hours_left_of) -> Plan | None:
    """The next step of the queue. `pending`: unfinished items in queue order (cut ones
    first: resuming them costs least); `hours_left`: until the deadline (None: no deadline);
    `hours`: an item's hours alone on every core (default: measured, less a cut run's part).

    side by side (one thread each) when `mode` allows it, it gains steps per hour, and the
    first `cores` items of two different (row, seed) are all expected to finish in time;
    else the first alone on every core."""
    if not pending:
        return None
    first = pending[0]
    alone = hours(first)
    group = tuple(pending[:cores])
    if mode != "one" and len(group) > 1 and (mode == "side-by-side" or side_by_side_gain() > 1):
        slow = max(hours(i) for i in group) * side_by_side_factor()
        if mode == "side-by-side" or hours_left is None or slow <= hours_left:
            return Plan(group, 1, f"side by side, 1 thread each: about {slow:.1f} h "
                        f"({side_by_side_gain():.2f}x the steps per hour of one run alone)")
    if hours_left is None or alone <= hours_left:
        return Plan((first,), cores, f"alone on {_threads(cores)}: about {alone:.1f} h")
    return Plan((first,), cores, f"alone on {_threads(cores)}: about {alone:.1f} h, more than "
                f"the {hours_left:.1f} h left: it is stopped at the deadline and resumed "
                "from its last checkpoint by the next call")


def fitting(pending: list[Item], hours_left: float,
            hours=hours_left_of) -> tuple[list[Item], list[Item]]:
    """(the pending items expected to finish in `hours_left`, in queue order; those skipped
    for it): ``--fit``, for a machine whose disk does not outlive the deadline, where a cut
    run's checkpoints are lost and its hours with them."""
    fit = [item for item in pending if hours(item) <= hours_left]
    return fit, [item for item in pending if item not in fit]


def hours_until(until: str, now: dt.datetime | None = None) -> float:
    """Hours from `now` to the wall-clock time ``HH:MM`` (today, or tomorrow if passed)."""
    now = now or dt.datetime.now()
    try:
        hour, minute = (int(part) for part in until.split(":"))
        end = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    except ValueError as error:
        raise ValueError(f"--until {until!r}: expected HH:MM (24-hour clock)") from error
    if end <= now:
        end += dt.timedelta(days=1)
    hours = (end - now).total_seconds() / 3600
    if hours > MAX_UNTIL_HOURS:  # most likely a time that has just passed, not tomorrow's
        raise ValueError(f"--until {until} is {hours:.1f} h away (tomorrow): give a time "
                         f"at most {MAX_UNTIL_HOURS} h ahead")
    return hours


# --------------------------------------------------------------------------- running
def _run_table_cmd(table: str, row: str, seed: int) -> list[str]:
    return [sys.executable, str(REPO / "experiments" / "run_table.py"), table, "--rows", row,
            "--seeds", str(seed), "--no-baseline", "--out", str(OUT), "--work", str(WORK)]


def _item_cmd(item: Item, threads: int) -> list[str]:
    """The command that trains an item: its table's runner, or the pilot's script."""
    if item.pilot:
        return [sys.executable, "-m", "experiments.pilot", item.pilot, "--threads", str(threads)]
    return _run_table_cmd(item.table, item.row, item.seed)


def _log(item: Item, table: str | None = None, row: str | None = None) -> Path:
    if item.pilot and table is None:
        return LOG_DIR / f"pilot-{item.pilot}.log"
    return LOG_DIR / f"{table or item.table}-{row or item.row}-seed{item.seed}.log"


def _start(cmd: list[str], threads: int, log: Path) -> subprocess.Popen:
    log.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads))
    with open(log, "a", encoding="utf-8") as out:
        # its own process group: the deadline stops the runner and its training together
        return subprocess.Popen(cmd, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)


def _stop(proc: subprocess.Popen) -> None:
    """SIGTERM to the runner's group: the runner stops its training and leaves its
    ``train.json`` unfinished, so the next call resumes it."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def run_plan(chosen: Plan, deadline: float | None,
             refill: Callable[[set[Item]], Item | None] | None = None,
             on_finished: Callable[[Item], None] | None = None) -> dict[Item, str]:
    """Run the plan's items (and then each one's follow-ups); returns each item's outcome:
    ``finished``, ``failed (see LOG)`` or ``stopped at the deadline``. `on_finished(item)`
    is called for each finished item after its follow-ups, while the other runs go on.

    `refill`: with a deadline, when a run has ended (and its follow-ups), another run
    takes its threads while there is time for it to reach its first checkpoint
    (``MIN_START_HOURS``, longer on fewer threads than cores): ``refill(started)`` names it
    (None: none), `started` being the items this call has started, which are not started
    again. A refill that cannot finish is stopped at the deadline like the others and
    resumed by the next call; without one a side-by-side pair left a core idle from the
    end of its shorter run to the end of the longer. After a failed run nothing more is
    started (a shared cause, such as missing data, would fail them all), nor when naming
    the next run fails (said in one line). Whatever ends this function, no run it started
    is left running."""
    def launch(item: Item) -> subprocess.Popen:
        return _start(_item_cmd(item, chosen.threads), chosen.threads, _log(item))

    procs = {item: launch(item) for item in chosen.items}
    started = set(chosen.items)
    outcome: dict[Item, str] = {}
    stop = {"why": None}
    # a run on fewer threads than cores reaches its first checkpoint later (side by side)
    first_checkpoint = MIN_START_HOURS * (
        side_by_side_factor() if chosen.threads < (os.cpu_count() or 1) else 1.0)

    def on_signal(signum, _frame):
        stop["why"] = f"stopped by signal {signum}"

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        while procs:
            time.sleep(POLL_SECONDS if deadline is not None or not stop["why"] else 0)
            if stop["why"] is None and deadline is not None and time.time() >= deadline:
                stop["why"] = "stopped at the deadline"
            for item, proc in list(procs.items()):
                if proc.poll() is not None:  # ended by itself, also at the deadline
                    outcome[item] = ("finished" if proc.returncode == 0 else
                                     f"failed ({proc.returncode}; see {rel(_log(item))})")
                elif stop["why"]:
                    _stop(proc)
                    outcome[item] = stop["why"]
                else:
                    continue
                del procs[item]
                if outcome[item] == "finished":
                    # follow-ups while the checkpoints are on disk; the other run goes on
                    # (a follow-up not run now is run by the next call: missing_follow_ups)
                    for table, row in item.then:
                        if stop["why"] or (deadline is not None and
                                           time.time() + SCORING_HOURS * 3600 > deadline):
                            break  # not to run past the deadline
                        if not _follow_up(item, table, row, chosen.threads):
                            outcome[item] += (f"; {table}/{row} failed (see "
                                              f"{rel(_log(item, table, row))})")
                if outcome[item].startswith("finished") and on_finished is not None:
                    on_finished(item)
                if outcome[item].startswith("failed"):
                    refill = None
                chosen_next = _refill(refill, started, deadline, stop["why"], first_checkpoint)
                if chosen_next is not None:
                    more, state = chosen_next
                    print(f"evidence: start {more.name} ({more.claim}; {state}) "
                          f"on the {_threads(chosen.threads)} {item.name} had, log "
                          f"{rel(_log(more))}", flush=True)
                    procs[more] = launch(more)
                    started.add(more)
    finally:
        for proc in procs.values():  # only when an error ends the loop early
            _stop(proc)
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    return outcome


def _refill(refill, started: set[Item], deadline: float | None, stopping,
            hours_needed: float = MIN_START_HOURS) -> tuple[Item, str] | None:
    """The run that takes the threads of one that has ended, with its state, if any (see
    `run_plan`): none without a deadline, when stopping, or with less than `hours_needed`
    left."""
    if refill is None or stopping or deadline is None:
        return None
    if deadline - time.time() < hours_needed * 3600:
        return None
    try:
        more = refill(started)
        return None if more is None else (more, run_state(more))
    # Any error: the files it reads (results, recipes) may be mid-edit while runs go on,
    # and an error leaving run_plan would stop the other run before the deadline
    except Exception as error:  # noqa: BLE001
        print(f"evidence: no run started in the freed threads: {error}", flush=True)
        return None


def next_pending(started: set[Item], fits=lambda item: True) -> Item | None:
    """The first item of the queue not done, not running, not in `started`, and for which
    `fits(item)` holds."""
    return next((item for item, state in pending_items()
                 if state != "running" and item not in started and fits(item)), None)


def _follow_up(item: Item, table: str, row: str, threads: int) -> bool:
    """Score `table`'s `row` for the item's seed from its training's checkpoints (minutes);
    whether it succeeded."""
    with open(_log(item, table, row), "a", encoding="utf-8") as out:
        follow = subprocess.run(_run_table_cmd(table, row, item.seed), cwd=REPO,
                                env=dict(os.environ, OMP_NUM_THREADS=str(threads)),
                                stdout=out, stderr=subprocess.STDOUT, check=False)
    return follow.returncode == 0


def missing_follow_ups() -> list[tuple[Item, str, str]]:
    """(item, table, row) of each follow-up of a done item that has no result yet while
    the item's checkpoints are still on disk (its run ended at a deadline, or it failed)."""
    missing = []
    for item in QUEUE:
        if not item.then or not item_done(item):
            continue
        if not checkpoints(train_dir(item)):
            continue
        missing += [(item, table, row) for table, row in item.then
                    if not is_done(table, row, item.seed)]
    return missing


def regenerate(tables: set[str]) -> list[str]:
    """Rewrite the reports of `tables`, and of every other table with a report (a new seed
    moves the project's seed spread, which sizes every report's detectable effects), and
    README's blocks, from the stored results; returns the paths that may have changed, for
    the caller's ``git add``. A table whose Multi30k pair is not prepared here keeps its
    report (rewritten without the references, its paired tests and distinct-output checks
    would read "n/a" and "not checked")."""
    from experiments.summary import summary_file, summary_in

    paths = []
    reported = {name for name in TABLES if (REPO / "results" / f"{name}.md").is_file()}
    for table in sorted(tables | reported):
        missing = missing_data([table])
        if missing:  # its paired tests and output checks read the references: kept as it is
            print(f"evidence: results/{table}.md kept as it is (not regenerated): {missing}",
                  flush=True)
            continue
        cmd = [sys.executable, str(REPO / "experiments" / "run_table.py"), table,
               "--report-only"]
        readme = REPO / summary_file(table)
        try:  # the table's block on its page, results/<table>/README.md, where it has one
            summary_in(readme, table)
            cmd += ["--readme", str(readme)]
        except (OSError, ValueError):
            pass
        subprocess.run(cmd, cwd=REPO, check=True)
        paths += [f"results/{table}.md", f"results/{table}/"]
    subprocess.run([sys.executable, "-m", "experiments.summary"], cwd=REPO, check=True)
    write_block()
    return [*paths, "README.md", "results/README.md"]


# --------------------------------------------------------------------------- commands
# --------------------------------------------------------------------------- ranking
@dataclass(frozen=True)
class Value:
    """What one pending item can still decide: `decisions`, the expected number of claims x
    test sets it moves to a decision (the rise of `stats.decision_chance` from one more
    paired seed, summed over the claims it completes a pair of), `hours`, what those cost
    (the item's, plus its partner row's at the same seed where that is pending too), and
    `why`, the claims it serves."""

    decisions: float
    hours: float
    why: tuple[str, ...]

    @property
    def per_hour(self) -> float:
        return self.decisions / self.hours if self.hours else 0.0


def decision_values(pending: list[Item]) -> dict[Item, Value]:
    """`Value` of every pending item, from the committed results of README's Results in
    brief (experiments/summary.py): for each undecided primary claim and test key that the
    item's row is one side of, with the other side's run at the item's seed done or pending,
    the claim's rise in `stats.decision_chance` from its n paired seeds to n + 1, at our
    mean difference and the sd of the per-seed differences (with one seed: sqrt(2) times the
    seed sd the report sizes it with). Items that no claim can use are worth 0."""
    import dataclasses

    from experiments.summary import _tables, row_identity

    def _identity(table: str, row: str) -> str:
        return row_identity(TABLES[table], row)

    by_run = {(_identity(i.table, i.row), i.seed): i for i in pending if not i.pilot}
    values: dict[Item, list] = {i: [0.0, measured_hours(i)[0], []] for i in pending}
    ctx = dataclasses.replace(_context("mute-table2", []), bootstrap=10)
    for t in _tables(ctx):
        table = t.ctx.table
        for row_id, other_id, _ in t.primary():
            for key, claim in t.claims.items():
                if key[:2] != (row_id, other_id) or claim.verdict not in (
                        stats.INCONCLUSIVE, stats.ONE_SEED):
                    continue
                power = t.powers.get(key)
                iv = claim.interval
                sd = iv.sd if iv.n >= 2 and iv.sd else (
                    math.sqrt(2) * power.sd if power is not None and power.sd else None)
                if sd is None:
                    continue
                effect = power.effect if power is not None else None
                gain = (stats.decision_chance(iv.mean, sd, effect, iv.n + 1)
                        - stats.decision_chance(iv.mean, sd, effect, iv.n))
                sides = [(row_id, other_id), (other_id, row_id)]
                for mine, partner in sides:
                    partner_id = _identity(table.name, partner)
                    partner_table, partner_row = partner_id.split("/", 1)
                    for (identity, seed), item in by_run.items():
                        if identity != _identity(table.name, mine):
                            continue
                        waiting = by_run.get((partner_id, seed))
                        if waiting is not None:
                            extra = measured_hours(waiting)[0]
                        elif is_done(partner_table, partner_row, seed):
                            extra = 0.0
                        else:
                            continue
                        value = values[item]
                        value[0] += gain * value[1] / (value[1] + extra)
                        value[2].append(f"{table.name} {table.row(row_id).label} vs "
                                        f"{table.row(other_id).label}, {key[2]}: +{gain:.3f}")
    return {i: Value(d, h, tuple(w)) for i, (d, h, w) in values.items()}


def pending_items(values: dict[Item, Value] | None = None) -> list[tuple[Item, str]]:
    """(item, state) of every item not done: cut and trained ones first (they finish what
    was paid for), then by expected decisions per CPU hour (`decision_values`, computed
    when not given), ties in queue order."""
    states = [(item, run_state(item)) for item in QUEUE]
    left = [(i, s) for i, s in states if s != "done"]
    if values is None:
        values = decision_values([i for i, _ in left])
    order = {item: n for n, item in enumerate(QUEUE)}
    return sorted(left, key=lambda pair: (not pair[1].startswith(("cut", TRAINED)),
                                          -values[pair[0]].per_hour, order[pair[0]]))


def list_queue() -> str:
    """`make evidence-list`: the pending items in the order `next` takes them (with their
    expected decisions per CPU hour and the claims behind them), then the items done."""
    lines = ["| order | item | for | state | hours (2 threads) | hours so far | expected "
             "decisions per CPU hour (why) |", "|---|---|---|---|---|---|---|"]
    left = pending_items_with_values()
    total = 0.0
    for n, (item, state, value) in enumerate(left, 1):
        hours, source = measured_hours(item)
        total += hours
        why = "; ".join(value.why) or "no claim it can move yet"
        lines.append(f"| {n} | {item.name} | {item.claim} | {state} | {hours:.1f} ({source}) "
                     f"| {total:.1f} | {value.per_hour:.3f} ({why}) |")
    done = [item for item in QUEUE if item not in {i for i, _, _ in left}]
    for item in done:
        hours, source = measured_hours(item)
        lines.append(f"| - | {item.name} | {item.claim} | done | {hours:.1f} ({source}) | - "
                     "| - |")
    return "\n".join(lines)


def pending_items_with_values() -> list[tuple[Item, str, Value]]:
    states = [(item, run_state(item)) for item in QUEUE]
    left = [i for i, s in states if s != "done"]
    values = decision_values(left)
    return [(i, s, values[i]) for i, s in pending_items(values)]


BLOCK = "evidence-queue"


def render_block() -> str:
    """results/README.md's evidence-queue block: per claim of the queue, the runs not yet
    done (row: seeds) and their measured hours, from the committed results only (what a
    fresh clone shows: a run in progress counts as not done)."""
    from experiments.summary import BEGIN, END

    groups: dict[str, list[Item]] = {}
    done = 0
    for item in QUEUE:
        if item_done(item):
            done += 1
        else:
            groups.setdefault(item.claim, []).append(item)
    lines = [BEGIN.format(name=BLOCK) + ": written by `python -m experiments.evidence "
             "block` from the declared queue (experiments/evidence.py) and the results; not "
             "edited by hand -->", "",
             "| order | for | runs not done yet (table/row: seeds) | hours (2-core CPU) |",
             "|---|---|---|---|"]
    total = 0.0
    for n, (claim, items) in enumerate(groups.items(), 1):
        runs: dict[str, list[int]] = {}
        for item in items:
            if item.pilot:  # named by the pilot (one run each, at the row's seed 1)
                runs.setdefault("pilots", []).append(f"`{item.pilot}`")
            else:
                runs.setdefault(f"`{item.table}/{item.row}`", []).append(item.seed)
        hours = sum(measured_hours(item)[0] for item in items)
        total += hours
        cells = "; ".join(f"{row}: {', '.join(map(str, seeds))}" for row, seeds in runs.items())
        lines.append(f"| {n} | {claim} | {cells} | {hours:.1f} |")
    lines += ["", f"{done} of {len(QUEUE)} runs done; {total:.1f} hours of this 2-core CPU "
              "left (measured hours per row: `make evidence-list`).", "", _speed_line(), "",
              END.format(name=BLOCK)]
    return "\n".join(lines)


def _speed_line() -> str:
    """MUTE Figure 2(b), which needs no training: measured (where, on what) or the command."""
    from experiments.unit_speed import load_speed, speed_dir

    record = load_speed(OUT, "mute-figure2")
    where = rel(speed_dir(OUT, "mute-figure2") / "bench.md")
    if record is None:
        return ("MUTE Figure 2(b), translation speed against 1-6 units (no training): not "
                f"measured yet; about 9 minutes on 2 idle cores: `{SPEED_COMMAND}`.")
    machine = record.get("machine", {})
    return (f"MUTE Figure 2(b), translation speed against 1-6 units (no training): measured "
            f"on {machine.get('cpu') or machine.get('device', 'an unrecorded device')} "
            f"({_threads(machine.get('threads'))}), [{where}](../{where}).")


def _threads(count) -> str:
    return f"{count} thread" if count == 1 else f"{count if count else '?'} threads"


def write_block(check: bool = False) -> int:
    """Rewrite (or with `check`, compare) the block in results/README.md; 1 when it differs."""
    from experiments.summary import replace_summary, summary_in

    readme = OUT / "README.md"
    block = render_block()
    if check:
        if summary_in(readme, BLOCK) == block:
            return 0
        print(f"{rel(readme)}: the {BLOCK} block differs from what the queue and results make")
        return 1
    text = readme.read_text(encoding="utf-8")
    readme.write_text(replace_summary(text, block, BLOCK, rel(readme)), encoding="utf-8")
    return 0


@contextlib.contextmanager
def queue_lock():
    """One `next` at a time: a second one would start the same item, or a third training
    on the cores (the runs' own locks are not held while a runner starts or scores)."""
    import fcntl

    LOG_DIR.mkdir(parents=True, exist_ok=True)
    path = LOG_DIR / ".lock"
    with open(path, "w", encoding="utf-8") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise ValueError(f"another `python -m experiments.evidence next` is running "
                             f"(it holds {rel(path)}); wait for it or stop it") from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


class MissingDataError(LookupError):
    """A queued run's prepared Multi30k pair is not on disk."""


def missing_data(tables) -> str | None:
    """What the runs of these tables would stop on first: their pair's prepared validation
    source (run_table.py refuses to start without it), or None when every pair is there."""
    for name in sorted(set(tables)):
        table = TABLES[name]
        source = valid_source(Path(DEFAULT_DATA), table)
        if not (REPO / source).is_file():
            return f"no {source}: prepare the data first (make data-{table.pair})"
    return None


def next_step(args) -> int:
    """`next`: a bad --until is refused first; a dry run starts nothing and takes no lock
    (it may look while a queue runs)."""
    if args.until:
        hours_until(args.until)
    if args.dry_run:
        return _next_step(args)
    with queue_lock():
        return _next_step(args)


def _next_step(args) -> int:
    hours_left = hours_until(args.until) if args.until else None
    deadline = time.time() + hours_left * 3600 if hours_left is not None else None
    if hours_left is not None and hours_left < MIN_START_HOURS:
        print(f"evidence: {hours_left * 60:.0f} min left: too little for a run to reach its "
              "first checkpoint; nothing started")
        return 0
    follow_ups = missing_follow_ups()
    # before anything starts: every run would stop on it (a dry run names it, and goes on)
    missing = missing_data({item.table for item, state in pending_items() if state != "running"}
                           | {table for _, table, _ in follow_ups})
    if missing and not args.dry_run:
        raise MissingDataError(missing)
    if missing:
        print(f"evidence: note: a real call stops here: {missing}")
    touched = set()
    for item, table, row in follow_ups:  # minutes each, while checkpoints last
        print(f"evidence: score {table}/{row} seed {item.seed} from {item.name}'s checkpoints "
              f"(its follow-up, not run before), log {rel(_log(item, table, row))}")
        if args.dry_run:
            continue
        if _follow_up(item, table, row, args.cores or os.cpu_count() or 1):
            touched.add(table)
        else:
            print(f"evidence: {table}/{row} seed {item.seed} failed (see "
                  f"{rel(_log(item, table, row))})")
    pending = [i for i, s in pending_items() if s != "running"]
    cores = args.cores or os.cpu_count() or 1
    # fewer threads than this machine's cores: each run takes the measured ratio longer
    slower = side_by_side_factor() if cores < (os.cpu_count() or 1) else 1.0

    def hours(item: Item) -> float:
        return hours_left_of(item) * slower

    refill = next_pending
    if args.fit and hours_left is not None and pending:
        pending, skipped = fitting(pending, hours_left, hours)
        for item in skipped[:3]:
            print(f"evidence: skip {item.name} (about {hours(item):.1f} h on "
                  f"{_threads(cores)}, more than the {hours_left:.1f} h left; --fit)")
        if not pending:
            print(f"evidence: nothing in the queue finishes in the {hours_left:.1f} h left "
                  "(--fit); nothing started")
            return _commit_hint(touched)

        def refill(started: set[Item]) -> Item | None:  # only a run that still fits
            left = (deadline - time.time()) / 3600
            return next_pending(started, lambda item: hours(item) <= left)
    chosen = plan(pending, hours_left, args.mode, cores, hours=hours)
    if chosen is None:
        print("evidence: every item is done")
        return _commit_hint(touched)
    for item in chosen.items:
        print(f"evidence: start {item.name} ({item.claim}; {run_state(item)}), "
              f"log {rel(_log(item))}")
    print(f"evidence: {chosen.why}")
    rest = [i for i in pending if i not in chosen.items][:2]
    if rest:
        print("evidence: next after these: " + "; ".join(
            f"{i.name} ({hours(i):.1f} h)" for i in rest))
    if args.dry_run:
        return 0

    def on_finished(item: Item) -> None:
        """Its reports now, while other runs go on (a refill may train for hours more)."""
        print(f"evidence: {item.name}: finished", flush=True)
        if item.pilot:
            _record_pilot(item)
            return
        tables = touched | {item.table, *(t for t, _ in item.then)}
        try:
            _commit_hint(tables)
            touched.clear()
        # Any error: an error leaving run_plan would stop the runs still training
        except Exception as error:  # noqa: BLE001
            print(f"evidence: reports not regenerated now ({error}); again at the end",
                  flush=True)
            touched.update(tables)

    outcome = run_plan(chosen, deadline, refill=refill, on_finished=on_finished)
    for item, what in outcome.items():
        print(f"evidence: {item.name}: {what}")
        if what.startswith("stopped"):
            folder = train_dir(item)
            saved = checkpoints(folder)
            print(f"evidence: {item.name}: last checkpoint {rel(saved[-1])}; the next call "
                  "resumes it from there while it is on disk" if saved else
                  f"evidence: {item.name}: stopped before its first checkpoint; the next "
                  "call starts it again from step 0")
    _commit_hint(touched)
    return 0 if all(w.startswith(("finished", "stopped")) for w in outcome.values()) else 1


def _record_pilot(item: Item) -> None:
    """A finished pilot's record: its val outputs read by the gate's rule (a)
    (``experiments/lr_pilots.py``'s translation, in its own process, as the tables decode),
    then its curve, pieces and outputs copied to `pilot_record`; prints their `git add`."""
    folder = train_dir(item)
    code = ("import sys; from pathlib import Path; from experiments.lr_pilots import "
            "translate_pilot; print(translate_pilot(Path(sys.argv[1]), sys.argv[2]))")
    done = subprocess.run([sys.executable, "-c", code, str(folder), item.row], cwd=REPO,
                          check=False)
    if done.returncode:
        print(f"evidence: {item.name}: its val outputs could not be read (exit "
              f"{done.returncode}); the next call tries again", flush=True)
        return
    record = pilot_record(item)
    for name in ("model_metrics.jsonl", "pieces.json", "outputs.json", *(
            str(p.relative_to(folder)) for p in sorted((folder / "outputs").glob("*")))):
        source = folder / name
        if source.is_file():
            target = record / name
            target.parent.mkdir(parents=True, exist_ok=True)
            write_replacing(target, source.read_text(encoding="utf-8"))
    print(f"evidence: commit the pilot's record now: git add {rel(record)}", flush=True)


def _commit_hint(touched: set[str]) -> int:
    """Regenerate the reports of the tables that got results, and print their `git add`."""
    if touched:
        paths = regenerate(touched)
        print("evidence: commit the results now: git add " + " ".join(paths), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m experiments.evidence", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="every item with its state and measured hours")
    block = sub.add_parser("block", help="rewrite results/README.md's evidence-queue block")
    block.add_argument("--check", action="store_true",
                       help="exit 1 unless the block is what the queue and results make")
    nxt = sub.add_parser("next", help="train the next item(s)")
    nxt.add_argument("--until", help="HH:MM: stop by then (when the machine is needed again)")
    nxt.add_argument("--mode", choices=("auto", "one", "side-by-side"), default="auto")
    nxt.add_argument("--cores", type=int, default=0, help="default: this machine's")
    nxt.add_argument("--dry-run", action="store_true", help="say what would run, run nothing")
    nxt.add_argument("--fit", action="store_true",
                     help="with --until: start only runs expected to finish by then (a "
                     "machine whose disk does not outlive the deadline)")
    args = parser.parse_args(argv)
    try:
        if args.command == "list":
            print(list_queue())
            return 0
        if args.command == "block":
            return write_block(args.check)
        return next_step(args)
    except (ValueError, LookupError) as error:
        print(f"evidence: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
