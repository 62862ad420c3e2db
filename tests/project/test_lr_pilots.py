"""experiments/lr_pilots.py: the reading of MIMO Table 1's learning-rate pilots."""

from __future__ import annotations

from experiments.lr_pilots import Curve, choose, common_step, deep_trains, render


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
