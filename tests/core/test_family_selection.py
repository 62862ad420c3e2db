"""The registry decides what applies (onmt_ext.registry, `Family.selected_by`): a family's
`validate` and its checks run only when the command's options select the family, a key of
a family they do not select gets one generic warning, and no family tests its own
selection (a scan of every family's validate and checks, onmt_ext's and the fixture's)."""

from __future__ import annotations

import argparse
import ast
import inspect
import logging
import sys
import textwrap
from pathlib import Path

import pytest

from onmt_ext import compat, preflight, registry
from onmt_ext.core.model.family import Stage

TINYFAM = Path(__file__).resolve().parents[1] / "fixtures" / "tinyfam"
SELECTING_KEYS = {"encoder_type", "decoder_type", "enc_layer_type"}


def train_opt(*args: str) -> argparse.Namespace:
    return compat.extension_parser("train").parse_known_args(
        ["-data", "{}", "-src_vocab", "v", *args])[0]


@pytest.fixture
def tiny_family(monkeypatch):
    monkeypatch.syspath_prepend(str(TINYFAM))
    import onmt_ext_tinyfam

    yield onmt_ext_tinyfam.FAMILY
    sys.modules.pop("onmt_ext_tinyfam", None)


# ------------------------------------------------------------------ what selects a family
def test_a_family_is_selected_by_what_it_declares():
    by_name = {family.name: family for family in registry.families()}
    opt = train_opt("-encoder_type", "aggregate", "-enc_layer_type", "mute",
                    "-decoder_type", "mimo", "-transforms", "mimo_tag")
    assert by_name["aggregate"].selected_by(opt) == ["encoder_type: aggregate"]
    assert by_name["mute"].selected_by(opt) == ["enc_layer_type: mute"]
    assert by_name["mimo"].selected_by(opt) == ["decoder_type: mimo"]
    assert by_name["mimo_tag"].selected_by(opt) == ["transform mimo_tag"]
    assert by_name["mimo_tag"].selected_by(opt, transforms=False) == []
    assert by_name["dense"].selected_by(opt) == []
    corpus = train_opt("-data", '{"c": {"transforms": ["mimo_line_tag"]}}')
    assert by_name["mimo_tag"].selected_by(corpus) == ["transform mimo_line_tag"]
    assert [f.name for f in registry.selected_families(opt)] == [
        "aggregate", "mimo", "mimo_tag", "mute"]


def test_only_the_selected_families_validate_and_check(monkeypatch):
    calls = []
    for family in registry.families():
        monkeypatch.setattr(family.options, "validate",
                            classmethod(lambda cls, opt: calls.append(cls.__name__)))
    registry.validate(train_opt("-encoder_type", "mute"))
    assert calls == ["MuteOptions"]
    names = [check.what for check in preflight.checks(Stage.TRAINING,
                                                      train_opt("-encoder_type", "mute"))]
    assert not any(what.startswith("mimo") for what in names)
    mimo = train_opt("-encoder_type", "mimo", "-decoder_type", "mimo")
    assert [c.what.split(":")[0] for c in registry.family_checks(Stage.TRAINING, mimo)] == [
        "mimo"]
    # at translation: the model's family by its checkpoint, the transforms by the command
    translate = argparse.Namespace(transforms=["mimo_tag"])
    checkpoint = {"opt": argparse.Namespace(encoder_type="transformer",
                                            decoder_type="transformer",
                                            transforms=["mimo_tag"])}
    assert [c.what.split(":")[0] for c in registry.family_checks(
        Stage.TRANSLATION_MODEL, translate, checkpoint, "m.pt")] == ["mimo_tag"]
    assert registry.family_checks(Stage.TRANSLATION_MODEL, argparse.Namespace(transforms=[]),
                                  checkpoint, "m.pt") == []


def test_a_key_of_a_family_the_config_does_not_select_gets_one_warning(caplog):
    opt = train_opt("-encoder_type", "transformer", "-mute_units", "3", "-dense_ff", "64")
    lines = [
        "dense_ff: 64 is a key of the dense family, which this config does not select "
        "(encoder_type: dense or decoder_type: dense): it has no effect",
        "mute_units: 3 is a key of the mute family, which this config does not select "
        "(encoder_type: mute or enc_layer_type: mute): it has no effect"]
    assert registry.unselected_keys(opt) == lines
    with caplog.at_level(logging.WARNING, logger=compat.logger.name):
        registry.validate(opt)
        registry.validate(opt, building=True)  # a checkpoint's keys: said at training
    assert [record.getMessage() for record in caplog.records] == lines
    assert registry.unselected_keys(train_opt("-encoder_type", "mute", "-mute_units", "3")) \
        == []
    assert registry.unselected_keys(train_opt("-encoder_type", "transformer",
                                              "-mute_units", "4")) == []  # the default


# ------------------------------------------------------------------ no family gates itself
def _functions(family) -> list:
    """The family's validate and checks, and the functions of its own modules they call
    by name (transitively)."""
    package = family.options.__module__.rpartition(".")[0] or family.options.__module__
    todo = [family.options.validate.__func__, *(check.run for check in family.checks)]
    seen = {}
    while todo:
        function = inspect.unwrap(todo.pop())
        if function in seen.values() or not inspect.isfunction(function):
            continue
        seen[function.__qualname__ + function.__module__] = function
        module = sys.modules[function.__module__]
        for node in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(function)))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                called = vars(module).get(node.func.id)
                if inspect.isfunction(called) and (called.__module__ == package or
                                                   called.__module__.startswith(package + ".")):
                    todo.append(called)
    return list(seen.values())


def self_selection(function, names: set[str]) -> list[str]:
    """The statements of `function` that test whether its family is selected: a call of a
    function named ``selected``, or an ``if ...: return`` (an early exit) whose test reads
    a key that selects families (`encoder_type`, `decoder_type`, `enc_layer_type`) or
    names one of `names` (the family's encoders, decoders and layer types)."""
    source = textwrap.dedent(inspect.getsource(function))
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(
                node.func, "attr", "")) in ("selected", "is_selected"):
            found.append(ast.unparse(node))
        if not (isinstance(node, ast.If) and len(node.body) == 1
                and isinstance(node.body[0], ast.Return) and node.body[0].value is None):
            continue
        words = {n.value for n in ast.walk(node.test)
                 if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        words |= {n.attr for n in ast.walk(node.test) if isinstance(n, ast.Attribute)}
        if words & (SELECTING_KEYS | names):
            found.append(ast.unparse(node.test))
    return found


def test_the_scan_finds_a_family_testing_its_own_selection():
    def gated(opt):
        if getattr(opt, "encoder_type", None) != "tiny":
            return
        print(opt)

    def gated_by_helper(opt):
        if selected(opt):  # noqa: F821 - only parsed
            print(opt)

    def per_side(opt):  # which side is the family's decides what applies: allowed
        if opt.decoder_type == "tiny":
            print(opt)

    assert self_selection(gated, {"tiny"}) == ["getattr(opt, 'encoder_type', None) != 'tiny'"]
    assert self_selection(gated_by_helper, set()) == ["selected(opt)"]
    assert self_selection(per_side, {"tiny"}) == []


def test_no_family_tests_whether_it_is_selected(tiny_family):
    for family in (*registry.families(), tiny_family):
        names = {*family.encoders, *family.decoders, *(t.name for t in family.layer_types)}
        for function in _functions(family):
            assert self_selection(function, names) == [], (
                f"{function.__module__}.{function.__qualname__} tests whether the "
                f"{family.name} family is selected: the registry does (Family.selected_by)")
    assert not any(name in ("selected", "is_selected") for family in registry.families()
                   for name in vars(sys.modules[family.options.__module__]))
