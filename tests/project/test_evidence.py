"""The evidence queue (experiments/evidence.py): its declared items against the tables, the
follow-up rows sharing the item's checkpoints, measured hours, the side-by-side decision, the
deadline, and a cut run's state."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from experiments import evidence  # noqa: E402
from experiments.tables import TABLES  # noqa: E402


def test_every_item_names_a_row_of_its_table_once():
    names = [item.name for item in evidence.QUEUE]
    assert len(names) == len(set(names))
    for item in evidence.QUEUE:
        table = TABLES[item.table]
        table.row(item.row)  # KeyError if absent
        for other, row in item.then:
            TABLES[other].row(row)
        if item.like:
            TABLES[item.like[0]].row(item.like[1])


def test_claim_one_comes_first_with_four_more_seeds_of_each_row():
    first = evidence.QUEUE[:8]
    assert {(i.row, i.seed) for i in first} == {
        (row, s) for row in ("transformer-relative", "mute") for s in (4, 5, 6, 7)}
    assert all(i.table == "mute-table2" for i in first)


def test_follow_ups_reuse_the_items_checkpoints():
    """Each follow-up row trains nothing of its own: its model (or the model it averages)
    is the item's, in the item's run directory, with the same command."""
    for item in evidence.QUEUE:
        for table, row_id in item.then:
            runner = evidence._runner(table, item.seed)
            row = runner.table.row(row_id)
            source = runner.table.row(row.average_of) if row.average_of else row
            shared = runner.source_run(source, item.seed)["run_dir"]
            assert shared == evidence.train_dir(item), (item.name, table, row_id)


def test_measured_hours_are_the_median_of_the_rows_committed_seeds():
    results = json.loads((REPO / "results/mute-table2/transformer-relative/result.json")
                         .read_text())["runs"]
    # every piece at 2 threads: seed 5, resumed twice at 1 thread then at 2, says nothing
    seconds = [r["train_seconds"] for seed, r in results.items()
               if all(p["threads"] == 2 for p in r["train_pieces"])]
    assert len(seconds) < len(results)
    item = evidence.QUEUE[0]
    hours, source = evidence.measured_hours(item)
    assert hours == pytest.approx(statistics.median(seconds) / 3600 + evidence.SCORING_HOURS)
    assert source == f"measured, median of {len(seconds)}"
    # a row with no seed yet borrows the named row's hours, and says so
    units1 = next(i for i in evidence.QUEUE if i.row == "units-1")
    mute = next(i for i in evidence.QUEUE if i.row == "mute")
    assert evidence.measured_hours(units1)[0] == evidence.measured_hours(mute)[0]
    assert evidence.measured_hours(units1)[1].startswith("as mute-table2/mute")


@pytest.fixture
def throughput(tmp_path, monkeypatch):
    """A thread-throughput record: alone 1.6 steps/s; side by side 0.8 + 1.2 = 2.0 steps/s
    in all (1.25x), each run at 1.0 steps/s on average: 1.6x longer than alone."""
    path = tmp_path / "thread-throughput.json"
    path.write_text(json.dumps({
        "one_run": {"total_steps_per_s": 1.6},
        "side_by_side": {"steps_per_s": [0.8, 1.2], "total_steps_per_s": 2.0},
        "side_by_side_over_one": 1.25}))
    monkeypatch.setattr(evidence, "THROUGHPUT", path)
    hours = {"a": 1.0, "b": 1.5, "c": 2.0}
    monkeypatch.setattr(evidence, "hours_left_of", lambda item: hours[item.row])
    return [evidence.Item("test", "mute-table2", row, 4) for row in hours]


def plan(*args, **kwargs):
    """evidence.plan with the fixture's hours (looked up when called, as monkeypatched)."""
    return evidence.plan(*args, hours=evidence.hours_left_of, **kwargs)


def test_plan_side_by_side_when_both_fit(throughput):
    a, b, c = throughput
    assert evidence.side_by_side_factor() == pytest.approx(1.6)
    chosen = plan([a, b, c], hours_left=2.5, mode="auto", cores=2)
    assert chosen.items == (a, b) and chosen.threads == 1  # 1.5 h x 1.6 = 2.4 h <= 2.5
    assert "about 2.4 h" in chosen.why and "1.25x" in chosen.why


def test_plan_alone_when_the_pair_does_not_fit(throughput):
    a, b, c = throughput
    chosen = plan([a, b, c], hours_left=2.3, mode="auto", cores=2)
    assert chosen.items == (a,) and chosen.threads == 2
    assert chosen.why == "alone on 2 threads: about 1.0 h"


def test_plan_starts_the_next_anyway_and_says_it_will_be_cut(throughput):
    a, b, c = throughput
    chosen = plan([c, a], hours_left=0.5, mode="auto", cores=2)
    assert chosen.items == (c,) and chosen.threads == 2
    assert "more than the 0.5 h left" in chosen.why and "resumed" in chosen.why


def test_plan_modes_and_no_deadline(throughput):
    a, b, c = throughput
    assert plan([a, b], None, "auto", 2).items == (a, b)
    assert plan([a, b], None, "one", 2).items == (a,)
    assert plan([a, b], 0.1, "side-by-side", 2).items == (a, b)
    assert plan([], 1.0, "auto", 2) is None


def test_plan_alone_when_side_by_side_gains_nothing(throughput, tmp_path):
    record = json.loads(evidence.THROUGHPUT.read_text())
    record["side_by_side_over_one"] = 0.9
    evidence.THROUGHPUT.write_text(json.dumps(record))
    a, b, _ = throughput
    assert plan([a, b], None, "auto", 2).items == (a,)


def test_only_runs_trained_whole_on_two_cpu_threads_measure_hours():
    cpu = "CPU Intel(R) Xeon(R) Processor, 2 threads (torch 2.13.0+cpu)"
    assert evidence._on_two_cpu_threads({"train_threads": 2})  # before pieces were recorded
    assert not evidence._on_two_cpu_threads({"train_threads": 1})
    assert evidence._on_two_cpu_threads({"train_pieces": [{"threads": 2}] * 2,
                                         "train_device": [cpu, cpu]})
    assert not evidence._on_two_cpu_threads({"train_threads": 2, "train_pieces": [
        {"threads": 1}, {"threads": 2}]})
    assert not evidence._on_two_cpu_threads({"train_pieces": [{"threads": 2}],
                                             "train_device": ["1 x NVIDIA H200 (torch 2.5)"]})


def test_hours_until():
    now = dt.datetime(2026, 11, 29, 7, 0)
    assert evidence.hours_until("09:30", now) == 2.5
    # across midnight: tomorrow
    assert evidence.hours_until("02:00", dt.datetime(2026, 11, 29, 22, 0)) == 4.0
    with pytest.raises(ValueError, match="--until 06:00 is 23.0 h away"):
        evidence.hours_until("06:00", now)  # passed a minute ago, most likely: refused
    with pytest.raises(ValueError, match="--until '9h30': expected HH:MM"):
        evidence.hours_until("9h30", now)


def test_too_little_time_starts_nothing(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path)  # a queue may be running here
    monkeypatch.setattr(evidence, "hours_until", lambda until: 0.1)
    monkeypatch.setattr(evidence, "run_plan", lambda *a: pytest.fail("a run was started"))
    monkeypatch.setattr(evidence, "missing_follow_ups", lambda: [])
    assert evidence.main(["next", "--until", "12:00"]) == 0
    assert "6 min left: too little for a run to reach its first checkpoint" in \
        capsys.readouterr().out


def test_one_queue_at_a_time(monkeypatch, tmp_path):
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path)
    with evidence.queue_lock(), pytest.raises(ValueError, match="another `python -m "
                                                                "experiments.evidence next`"):
        with evidence.queue_lock():
            pass
    with evidence.queue_lock():  # released
        pass


def test_a_dry_run_looks_while_a_queue_runs_and_a_bad_until_comes_first(monkeypatch, capsys,
                                                                      tmp_path):
    """A dry run starts nothing, so it takes no lock: it prints the plan while another
    `next` holds the lock; a bad --until is named before the lock is asked for."""
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path)
    monkeypatch.setattr(evidence, "run_plan", lambda *a: pytest.fail("a run was started"))
    with evidence.queue_lock():
        assert evidence.main(["next", "--dry-run"]) == 0
        assert "evidence: start " in capsys.readouterr().out
        assert evidence.main(["next", "--until", "25:00"]) == 2
        assert capsys.readouterr().err == (
            "evidence: error: --until '25:00': expected HH:MM (24-hour clock)\n")
        in_an_hour = (dt.datetime.now() + dt.timedelta(hours=1)).strftime("%H:%M")
        assert evidence.main(["next", "--until", in_an_hour]) == 2
        assert "another `python -m experiments.evidence next` is running" in \
            capsys.readouterr().err


def test_run_state_of_a_cut_run_and_of_a_running_one(tmp_path, monkeypatch):
    from onmt_ext.core.tools import run_lock

    monkeypatch.setattr(evidence, "OUT", tmp_path / "results")
    monkeypatch.setattr(evidence, "WORK", tmp_path / "runs")
    item = evidence.QUEUE[0]
    folder = evidence.train_dir(item)
    assert folder == tmp_path / "runs" / "mute-table2" / "transformer-relative" / "seed4"
    assert evidence.run_state(item) == "pending"
    folder.mkdir(parents=True)
    for step in (250, 500):
        (folder / f"model_step_{step}.pt").write_bytes(b"")
    runner = evidence._runner(item.table, item.seed)
    key = runner.source_run(runner.table.row(item.row), item.seed)["key"]
    (folder / "train.json").write_text(json.dumps({"finished": False, "pieces": [{}],
                                                   "key": [*key[:-1], "another recipe"]}))
    assert evidence.run_state(item) == "pending"  # its runner starts it again from step 0
    assert evidence.remaining_fraction(item) == 1.0
    (folder / "train.json").write_text(json.dumps({"finished": False, "pieces": [{}],
                                                   "key": key}))
    assert evidence.run_state(item) == "cut at step 500"
    assert evidence.remaining_fraction(item) == 0.9  # 500 of the recipe's 5,000 steps done
    run_lock.acquire(str(folder / "model"))
    try:
        assert evidence.run_state(item) == "running"
    finally:
        run_lock.release(str(folder / "model"))
    (folder / "train.json").write_text(json.dumps({"finished": True, "pieces": [{}],
                                                   "key": key}))
    # trained, never scored: the runner scores it, minutes
    assert evidence.run_state(item) == "trained, not scored"
    assert evidence.remaining_fraction(item) == 0.0
    monkeypatch.setattr(evidence, "measured_hours", lambda item: (1.6, "measured"))
    assert evidence.hours_left_of(item) == evidence.SCORING_HOURS


def _fake_runs(monkeypatch, tmp_path, seconds: dict[str, float], codes: dict[str, int]):
    """Stand-ins for run_table.py: each (table, row) sleeps and exits with its code, and
    appends its name to calls.txt."""
    calls = tmp_path / "calls.txt"

    def fake(table, row, seed):
        code = (f"import time, pathlib; time.sleep({seconds.get(row, 0)}); "
                f"open({str(calls)!r}, 'a').write('{table}/{row}\\n'); "
                f"raise SystemExit({codes.get(row, 0)})")
        return [sys.executable, "-c", code]

    monkeypatch.setattr(evidence, "_run_table_cmd", fake)
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path / "logs")
    monkeypatch.setattr(evidence, "POLL_SECONDS", 0.1)
    return calls


def test_run_plan_runs_the_follow_ups_after_a_finished_item(monkeypatch, tmp_path):
    calls = _fake_runs(monkeypatch, tmp_path, {}, {"mute": 3})
    relative, mute = evidence.QUEUE[0], evidence.QUEUE[2]
    outcome = evidence.run_plan(evidence.Plan((relative, mute), 1, "test"), deadline=None)
    assert outcome[relative] == "finished"
    assert outcome[mute].startswith("failed (3; see ")
    done = calls.read_text().split()
    # the failed item's follow-ups are not run; the finished one's run after it, in order
    assert done.index("mute-table2/transformer-relative") < done.index(
        "mute-table5/transformer-relative") < done.index("mute-table5/transformer-relative-avg5")
    assert "mute-table6/attn_ffn" not in done and "mute-table2/mute" in done


def test_run_plan_stops_at_the_deadline(monkeypatch, tmp_path):
    calls = _fake_runs(monkeypatch, tmp_path, {"transformer-relative": 60}, {})
    item = evidence.QUEUE[0]
    start = time.monotonic()
    outcome = evidence.run_plan(evidence.Plan((item,), 2, "test"), deadline=time.time() + 1)
    assert outcome == {item: "stopped at the deadline"}
    assert time.monotonic() - start < 30 and not calls.exists()  # killed, no follow-up


def test_a_run_that_ended_by_itself_at_the_deadline_is_finished(monkeypatch, tmp_path):
    """Not "stopped": its result is stored; its follow-ups are left to the next call."""
    calls = _fake_runs(monkeypatch, tmp_path, {}, {})
    item = evidence.QUEUE[0]
    proc_started = evidence._start
    monkeypatch.setattr(evidence, "_start", lambda *a: (lambda p: (p.wait(), p)[1])(
        proc_started(*a)))  # ended before the first poll
    outcome = evidence.run_plan(evidence.Plan((item,), 2, "test"), deadline=time.time() - 1)
    assert outcome == {item: "finished"}
    assert calls.read_text().split() == ["mute-table2/transformer-relative"]


def test_a_run_that_ends_hands_its_threads_to_the_next_one(monkeypatch, tmp_path, capsys):
    """With a deadline, the shorter run of a pair is followed by the next of the queue on
    the same thread (after its follow-ups); what this call started is not started again."""
    calls = _fake_runs(monkeypatch, tmp_path, {"mute": 1.5}, {"transformer-relative": 0})
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    first, longer, third = evidence.QUEUE[0], evidence.QUEUE[2], evidence.QUEUE[1]
    asked = []

    def refill(started):
        asked.append(set(started))
        return third if third not in started else None

    threads = []
    start = evidence._start
    monkeypatch.setattr(evidence, "_start", lambda cmd, n, log: (threads.append(n),
                                                                  start(cmd, n, log))[1])
    outcome = evidence.run_plan(evidence.Plan((first, longer), 1, "test"),
                                deadline=time.time() + 3600, refill=refill)
    assert outcome == {first: "finished", longer: "finished", third: "finished"}
    assert asked[0] == {first, longer}  # asked once the first run and its follow-ups ended
    assert all(third in seen for seen in asked[1:])  # never started twice
    assert threads == [1, 1, 1]
    done = calls.read_text().split()
    assert done.index("mute-table5/transformer-relative-avg5") < done.index(
        "mute-table2/transformer-relative", 1)  # the refill starts after the follow-ups
    assert f"evidence: start {third.name}" in capsys.readouterr().out


@pytest.mark.parametrize("deadline_in, stop_before", [(None, False), (0.1 * 3600, False),
                                                       (0.3 * 3600, False), (3600, True)])
def test_no_refill_without_a_deadline_near_it_or_when_stopping(monkeypatch, deadline_in,
                                                               stop_before):
    """No deadline: one call, one plan. Less time left than a run needs to reach its first
    checkpoint (0.2 h alone, here 0.2 x 1.7 h on one thread of two), or a stop asked for:
    nothing new starts."""
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    deadline = None if deadline_in is None else time.time() + deadline_in
    stopping = "stopped by signal 15" if stop_before else None
    assert evidence._refill(lambda started: evidence.QUEUE[1], set(), deadline,
                            stopping, 0.2 * 1.7) is None
    assert evidence._refill(lambda started: evidence.QUEUE[1], set(),
                            time.time() + 3600, None, 0.2 * 1.7) == (evidence.QUEUE[1],
                                                                       "pending")


def test_an_error_naming_the_next_run_starts_nothing(capsys):
    def broken(started):
        raise OSError("results/mute-table2/mute/result.json: being written")

    assert evidence._refill(broken, set(), time.time() + 3600, None) is None
    assert "no run started in the freed threads: results/" in capsys.readouterr().out


def test_after_a_failed_run_nothing_more_starts(monkeypatch, tmp_path):
    """A failed run (a shared cause, such as missing data, would fail the next ones too)
    ends the refills; the other run of the pair goes on to its end."""
    _fake_runs(monkeypatch, tmp_path, {"mute": 1.0}, {"transformer-relative": 4})
    first, longer = evidence.QUEUE[0], evidence.QUEUE[2]
    outcome = evidence.run_plan(evidence.Plan((first, longer), 1, "test"),
                                deadline=time.time() + 3600,
                                refill=lambda started: pytest.fail("a run was started"))
    assert outcome[first].startswith("failed (4; see ")
    assert outcome[longer] == "finished"


def test_an_error_in_the_loop_stops_the_runs_it_started(monkeypatch, tmp_path):
    _fake_runs(monkeypatch, tmp_path, {"mute": 60}, {})
    first, longer = evidence.QUEUE[0], evidence.QUEUE[2]
    stopped = []
    monkeypatch.setattr(evidence, "_stop", lambda proc: (stopped.append(proc), proc.kill(),
                                                         proc.wait()))

    def refill(started):
        raise KeyboardInterrupt  # not caught by _refill: leaves run_plan

    with pytest.raises(KeyboardInterrupt):
        evidence.run_plan(evidence.Plan((first, longer), 1, "test"),
                          deadline=time.time() + 3600, refill=refill)
    assert len(stopped) == 1 and stopped[0].returncode is not None


def test_next_pending_skips_running_and_started_items(monkeypatch):
    a, b, c = evidence.QUEUE[:3]
    monkeypatch.setattr(evidence, "pending_items",
                        lambda: [(a, "running"), (b, "cut at step 250"), (c, "pending")])
    assert evidence.next_pending(set()) == b
    assert evidence.next_pending({b}) == c
    assert evidence.next_pending({b, c}) is None


def test_follow_ups_too_close_to_the_deadline_are_left_to_the_next_call(monkeypatch, tmp_path):
    """Less than a scoring's time (SCORING_HOURS) before the deadline, a finished run's
    follow-ups are not started (missing_follow_ups gives them to the next call)."""
    calls = _fake_runs(monkeypatch, tmp_path, {}, {})
    item = evidence.QUEUE[0]
    outcome = evidence.run_plan(evidence.Plan((item,), 2, "test"),
                                deadline=time.time() + 0.5 * evidence.SCORING_HOURS * 3600)
    assert outcome == {item: "finished"}
    assert calls.read_text().split() == ["mute-table2/transformer-relative"]


def test_each_finished_run_is_reported_after_its_follow_ups_while_others_run(monkeypatch,
                                                                             tmp_path):
    """on_finished (the reports' regeneration) comes once per finished item, after its
    follow-ups and before the other run has ended; never for a failed one."""
    calls = _fake_runs(monkeypatch, tmp_path, {"mute": 1.5}, {"transformer-relative-avg5": 0})
    relative, mute, failing = evidence.QUEUE[0], evidence.QUEUE[2], evidence.QUEUE[1]
    seen = []

    def on_finished(item):
        seen.append((item, calls.read_text().split()))

    outcome = evidence.run_plan(evidence.Plan((relative, mute), 1, "test"), deadline=None,
                                on_finished=on_finished)
    assert [item for item, _ in seen] == [relative, mute]
    done_then = seen[0][1]
    assert "mute-table5/transformer-relative-avg5" in done_then  # after its follow-ups
    assert "mute-table2/mute" not in done_then  # while the other run still trained
    assert all(what.startswith("finished") for what in outcome.values())

    _fake_runs(monkeypatch, tmp_path, {}, {"transformer-relative": 2})
    seen.clear()
    evidence.run_plan(evidence.Plan((failing,), 2, "test"), deadline=None,
                      on_finished=on_finished)
    assert seen == []


def test_next_regenerates_a_finished_runs_reports_at_once(monkeypatch, tmp_path, capsys):
    """`next` regenerates the reports of a finished run (its table and its follow-ups')
    as it finishes, and not again at the end."""
    item = evidence.QUEUE[0]
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path)
    monkeypatch.setattr(evidence, "missing_follow_ups", lambda: [])
    monkeypatch.setattr(evidence, "pending_items", lambda: [(item, "pending")])
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    monkeypatch.setattr(evidence, "hours_left_of", lambda item: 1.0)
    monkeypatch.setattr(evidence, "missing_data", lambda tables: None)  # a clean checkout
    regenerated = []
    monkeypatch.setattr(evidence, "regenerate",
                        lambda tables: (regenerated.append(set(tables)), ["results/"])[1])

    def fake_run_plan(chosen, deadline, refill=None, on_finished=None):
        on_finished(item)
        assert regenerated  # before the plan has ended
        return {item: "finished"}

    monkeypatch.setattr(evidence, "run_plan", fake_run_plan)
    args = argparse.Namespace(until=None, dry_run=False, mode="one", cores=2,
                              fit=False)
    assert evidence.next_step(args) == 0
    assert regenerated == [{"mute-table2", "mute-table5"}]
    assert "commit the results now: git add results/" in capsys.readouterr().out


def test_next_refuses_to_start_without_the_prepared_data(monkeypatch, tmp_path, capsys):
    """With the pair not prepared every run would stop at once (run_table.py's check): the
    call names the missing file and the make target, starts nothing, and exits 2; a dry
    run names it as a note and still prints the plan."""
    item = evidence.QUEUE[0]
    monkeypatch.setattr(evidence, "REPO", tmp_path)  # no work/multi30k here
    monkeypatch.setattr(evidence, "LOG_DIR", tmp_path)
    monkeypatch.setattr(evidence, "missing_follow_ups", lambda: [])
    monkeypatch.setattr(evidence, "pending_items", lambda: [(item, "pending")])
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    monkeypatch.setattr(evidence, "hours_left_of", lambda item: 1.0)
    monkeypatch.setattr(evidence, "run_plan", lambda *a, **k: pytest.fail("a run was started"))
    message = "no work/multi30k/en-de/val.en: prepare the data first (make data-en-de)"
    assert evidence.missing_data(["mute-table2"]) == message
    assert evidence.main(["next"]) == 2
    assert capsys.readouterr().err == f"evidence: error: {message}\n"
    assert evidence.main(["next", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert f"evidence: note: a real call stops here: {message}" in out
    assert "evidence: start mute-table2/transformer-relative seed 4" in out
    (tmp_path / "work" / "multi30k" / "en-de").mkdir(parents=True)
    (tmp_path / "work" / "multi30k" / "en-de" / "val.en").write_text("a\n")
    assert evidence.missing_data(["mute-table2", "mute-table6"]) is None
    assert evidence.missing_data(["mimo-table1"]) == (
        "no work/multi30k/multi/val.en: prepare the data first (make data-multi)")


def test_missing_follow_ups_are_those_of_done_items_with_checkpoints(monkeypatch, tmp_path):
    relative, mute = evidence.QUEUE[0], evidence.QUEUE[2]
    done = {(relative.table, relative.row, relative.seed), (mute.table, mute.row, mute.seed),
            ("mute-table5", "transformer-relative", relative.seed)}
    monkeypatch.setattr(evidence, "is_done", lambda table, row, seed: (table, row, seed) in done)
    monkeypatch.setattr(evidence, "train_dir", lambda item: tmp_path / item.row)
    (tmp_path / relative.row).mkdir()
    (tmp_path / relative.row / "model_step_250.pt").write_bytes(b"")
    # mute's checkpoints are gone: its follow-ups cannot be scored any more
    assert evidence.missing_follow_ups() == [
        (relative, "mute-table5", "transformer-relative-avg5")]


def test_list_names_every_item(monkeypatch, tmp_path):
    monkeypatch.setattr(evidence, "WORK", tmp_path / "runs")
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    listing = evidence.list_queue().splitlines()
    assert len(listing) == 2 + len(evidence.QUEUE)
    names = [line.split(" | ")[1] for line in listing[2:]]
    assert sorted(names) == sorted(item.name for item in evidence.QUEUE)
    assert listing[2].startswith("| 1 | ")
    # every line says what its run is worth, and why (or that no claim can use it yet)
    assert all(line.count(" | ") == 6 for line in listing[2:])
    assert any("no claim it can move yet" in line for line in listing[2:])



def test_a_lent_gpu_trains_the_next_claim_whole(monkeypatch):
    """bench/gpu_kit/train_pending.py --evidence: every row of the next claim at every seed
    of it (each seed's rows on the one device), the running items left out."""
    sys.path.insert(0, str(REPO / "bench" / "gpu_kit"))
    import train_pending

    claim1 = evidence.QUEUE[:8]
    states = {item: "pending" for item in evidence.QUEUE}
    states[claim1[0]] = "running"
    monkeypatch.setattr(evidence, "pending_items", lambda: [
        (item, state) for item, state in states.items()])
    assert train_pending.evidence_claim() == (
        "mute-table2", ["transformer-relative", "mute"], [4, 5, 6, 7])


def test_the_committed_block_is_what_the_queue_and_results_make():
    """results/README.md's evidence-queue block regenerates byte for byte (after a run is
    committed, `python -m experiments.evidence block` rewrites it)."""
    assert evidence.write_block(check=True) == 0


def test_pending_items_rank_cut_runs_first_then_decisions_per_hour(monkeypatch):
    """A cut run finishes first whatever it is worth; then expected decisions per CPU hour,
    highest first; equal values keep the queue's order."""
    items = evidence.QUEUE[-6:]
    states = {items[0]: "pending", items[1]: "cut at step 750", items[2]: "pending",
              items[3]: "pending", items[4]: "pending", items[5]: "done"}
    monkeypatch.setattr(evidence, "run_state", lambda item: states.get(item, "done"))
    values = {items[0]: evidence.Value(0.0, 2.0, ()),
              items[1]: evidence.Value(0.0, 2.0, ()),
              items[2]: evidence.Value(0.2, 2.0, ("a",)),   # 0.10 an hour
              items[3]: evidence.Value(0.3, 1.0, ("b",)),   # 0.30 an hour
              items[4]: evidence.Value(0.0, 1.0, ())}
    order = [item for item, _ in evidence.pending_items(values)]
    assert order == [items[1], items[3], items[2], items[0], items[4]]


def test_the_parameter_control_s_seeds_move_claim_2_and_table_4_s_none_yet():
    """From the committed results: `+ Relative (Big)` at a seed MUTE has is worth the rise of
    claim 2's chance to be decided (an undecided claim, 3 seeds in common); a Table 4
    ablation row is in no claim of README's Results in brief, so it is worth 0, and is said
    so."""
    big = next(i for i in evidence.QUEUE if i.row == "transformer-relative-big")
    ablation = next(i for i in evidence.QUEUE if i.table == "mute-table4")
    values = evidence.decision_values([big, ablation])
    assert values[big].decisions > 0
    assert any("+ Relative (Big)" in why for why in values[big].why)
    assert values[ablation].decisions == 0 and values[ablation].why == ()


def test_fit_keeps_only_the_runs_that_finish_in_time(throughput):
    """--fit: on a machine whose disk does not outlive the deadline a cut run is lost, so
    only the runs expected to finish are started, in queue order."""
    a, b, c = throughput  # 1.0, 1.5, 2.0 h
    assert evidence.fitting([c, a, b], 1.5, evidence.hours_left_of) == ([a, b], [c])
    assert evidence.fitting([c, b], 0.9, evidence.hours_left_of) == ([], [c, b])


def test_fit_on_one_thread_of_two_starts_what_finishes(throughput, monkeypatch, capsys):
    """`next --fit --cores 1` on 2 cores counts each run 1.6x longer (the fixture's measured
    ratio): with 2.0 h left the 1.5 h run (2.4 h) is skipped and the 1.0 h run (1.6 h) starts."""
    a, b, c = throughput
    monkeypatch.setattr(evidence.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(evidence, "hours_until", lambda until: 2.0)
    monkeypatch.setattr(evidence, "missing_follow_ups", lambda: [])
    monkeypatch.setattr(evidence, "missing_data", lambda tables: None)
    monkeypatch.setattr(evidence, "pending_items", lambda: [(b, "pending"), (a, "pending")])
    monkeypatch.setattr(evidence, "run_state", lambda item: "pending")
    assert evidence.main(["next", "--until", "15:00", "--fit", "--cores", "1",
                          "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "skip mute-table2/b seed 4 (about 2.4 h on 1 thread" in out
    assert "start mute-table2/a seed 4" in out and "about 1.6 h" in out
    monkeypatch.setattr(evidence, "hours_until", lambda until: 1.0)
    assert evidence.main(["next", "--until", "15:00", "--fit", "--cores", "1",
                          "--dry-run"]) == 0
    assert "nothing in the queue finishes in the 1.0 h left" in capsys.readouterr().out
