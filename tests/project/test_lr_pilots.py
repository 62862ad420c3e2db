"""experiments/lr_pilots.py: the reading of MIMO Table 1's learning-rate pilots."""

from __future__ import annotations

from experiments.lr_pilots import (
    Curve,
    choose,
    common_step,
    deep_trains,
    distinct_share,
    render,
)


def curve(row, setting, **points):
    return Curve(row, setting, {int(k[1:]): v for k, v in points.items()})


FOUND = [
    curve("transformer", "sents, factor 1.0 (Table 1 run)", s400=(4.97, 28.5), s500=(4.98, 27.0)),
    curve("transformer", "tokens, factor 1.0", s400=(4.90, 29.0), s500=(4.80, 30.0)),
    curve("transformer", "tokens, factor 0.5", s400=(4.70, 31.0), s500=(4.60, 32.0)),
    curve("transformer-deep", "tokens, factor 0.5", s400=(4.80, 30.0), s500=(4.50, 33.0)),
]


def test_the_reading_waits_for_every_run_at_step_500():
    assert common_step(FOUND) == 500
    assert common_step([*FOUND, curve("mimo", "tokens, factor 1.0", s400=(5.0, 20.0))]) == 0
    assert common_step([]) == 0


def test_choose_takes_the_lowest_loss_per_row():
    best = choose(FOUND, 500)
    assert best["transformer"].setting == "tokens, factor 0.5"
    assert best["transformer-deep"].setting == "tokens, factor 0.5"


def test_deep_trains_when_its_loss_is_below_the_shallow_models():
    assert deep_trains(choose(FOUND, 500), 500) is True    # 4.50 < 4.60
    assert deep_trains(choose(FOUND, 400), 400) is False   # 4.80 > 4.70
    assert deep_trains(choose(FOUND[:3], 500), 500) is None


def test_render_states_the_reading():
    text = render(FOUND)
    assert "| transformer | tokens, factor 0.5 | - | - | - | 4.70 / 31.0 | 4.60 / 32.0 |" in text
    assert "Deep row against the 3 + 3 model: 4.50 vs 4.60: the deep row trains" in text


def test_distinct_share_is_the_gates_rule_a_by_hand():
    """4 distinct lines of 5 against a reference with 5 of 5: 0.8 / 1.0; a reference with a
    repeated line (4 of 5) makes the same output 1.0 of its ratio."""
    hyps = ["a", "b", "c", "d", "a"]
    assert distinct_share(hyps, ["1", "2", "3", "4", "5"]) == 0.8
    assert distinct_share(hyps, ["1", "2", "3", "4", "4"]) == 1.0


def test_render_shows_the_val_outputs_where_a_pilot_has_them():
    outputs = {"en-de": {"share": 0.25, "distinct": 250, "lines": 1014, "ref_distinct": 1010,
                         "bleu": 3.5, "checkpoint": "model_step_500.pt"}}
    found = [*FOUND[:3], Curve("transformer-deep", "tokens, factor 0.5", FOUND[3].points,
                               outputs)]
    text = render(found)
    assert ("| transformer-deep | tokens, factor 0.5 | 0.25 (250 of 1,014) | 3.50 | - | - |"
            in text)
    assert "| transformer | tokens, factor 0.5 | 0" not in text  # no outputs: not listed
    assert "at this step no model uses the source yet" in text  # the only one: 0.25 < 0.8
    outputs["en-de"]["share"] = 0.85
    assert "no model uses the source yet" not in render(found)
    assert "val set" not in render(FOUND)  # no pilot with outputs: no such table
