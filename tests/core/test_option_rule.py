"""The one validation rule of every options class (onmt_ext.core.model.options): each YAML key is
declared where its field is defined, `validate(opt)` checks, `from_opt` only builds; and
the layer types of `enc_layer_type` have one registry (onmt_ext.registry.layer_types)."""

from __future__ import annotations

import inspect
import logging

import pytest
from support import dense_build_model, model_opt, parse_train

from onmt_ext import compat, registry
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model import build_context
from onmt_ext.core.model.build_context import BuildContext, BuildContextError
from onmt_ext.core.model.options import Options
from onmt_ext.core.model.stack_layers import TRANSFORMER_LAYER, LayerBuilder
from onmt_ext.mute.family import MUTE_LAYER
from onmt_ext.mute.options import MuteOptions


def test_every_key_is_declared_where_its_field_is_defined():
    for options in registry.option_classes():
        # the class that declares the field, or one it extends (StackLayerOptions)
        source = "".join(inspect.getsource(c) for c in options.__mro__
                         if issubclass(c, Options) and c is not Options)
        for field, _meta, key, side in options._keys():
            assert f'"{key}"' in source, f"{options.__name__}.{field.name}: {key}"
            assert options.key(field.name, side) == key


def test_every_class_validates_with_the_one_signature():
    for options in registry.option_classes():
        assert issubclass(options, Options)
        assert list(inspect.signature(options.validate).parameters) == ["opt"], options
        for legacy in ("check", "check_model"):
            assert not hasattr(options, legacy), f"{options.__name__}.{legacy}"


def test_from_opt_builds_without_checking_or_warning(caplog):
    opt = parse_train(encoder_type="mute", mute_units=2, max_relative_positions=0,
                      mute_noise=["swap", "disorder", "mask"])
    with caplog.at_level(logging.WARNING, logger=compat.logger.name):
        built = MuteOptions.from_opt(opt)  # three noises for two units: only validate says so
    assert built.noise == ("swap", "disorder", "mask") and not caplog.records
    with pytest.raises(OptionError, match="mute_noise lists 3 noises"):
        registry.validate(opt)


def test_building_a_model_validates_without_repeating_the_warnings(caplog):
    opt = parse_train(encoder_type="mute", mute_units=2, max_relative_positions=0,
                      mute_noise=["swap", "mask"])
    with caplog.at_level(logging.WARNING, logger=compat.logger.name):
        registry.validate(opt, building=True)
        assert not caplog.records
        registry.validate(opt)
    assert any("swap/disorder but max_relative_positions is 0" in r.getMessage()
               for r in caplog.records)


def test_building_a_model_leaves_the_training_keys_alone(tmp_path):
    # a checkpoint stores warm_start_from; translating it later must not need that file
    opt = parse_train(warm_start_from=str(tmp_path / "gone.pt"))
    with pytest.raises(OptionError, match="warm_start_from: checkpoint file not found"):
        registry.validate(opt)
    registry.validate(opt, building=True)


STACK = dict(decoder_type="transformer", hidden_size=16, word_vec_size=16,
             transformer_ff=32, heads=2, enc_layers=2, dec_layers=1, max_relative_positions=4)
# The keys of the families a stack or a layer type selects (a key of a family the config
# does not select is refused).
FAMILY_KEYS = {"mute": {"mute_units": 2}, "dense": {"dense_growth_rate": 8}}


def _declared_by(name: str) -> str | None:
    """The package of the family declaring layer type `name` (None: OpenNMT's)."""
    family = next((f for f in registry.families()
                   if name in {t.name for t in f.layer_types}), None)
    return None if family is None else family.options.__module__.rpartition(".")[0]


@pytest.mark.parametrize("stack", ["aggregate", "dense"])
def test_the_layer_types_are_what_building_a_stack_accepts(stack):
    """Building a stack family's model (OpenNMT's build_base_model) takes every layer type
    of the registry, and its encoder is then made of that type's layers; any other name is
    refused, naming the registry's."""
    assert TRANSFORMER_LAYER is registry.layer_types()["transformer"]
    assert registry.layer_types()["mute"] is MUTE_LAYER
    for name in registry.layer_types():
        model = dense_build_model(encoder_type=stack, enc_layer_type=name, **STACK,
                                  **FAMILY_KEYS.get(stack, {}), **FAMILY_KEYS.get(name, {}))
        packages = {type(m).__module__.rpartition(".")[0] for m in model.encoder.modules()}
        for other in registry.layer_types():
            if _declared_by(other) is not None:
                assert (_declared_by(other) in packages) == (other == name), (name, other)
    with pytest.raises(OptionError) as info:
        dense_build_model(encoder_type=stack, enc_layer_type="lstm", **STACK,
                          **FAMILY_KEYS.get(stack, {}))
    assert str(info.value) == ("enc_layer_type: unknown layer type 'lstm'; choose from "
                               f"{', '.join(registry.layer_types())}")


def test_the_layer_builder_reads_the_layer_types_from_the_build_context():
    """The build's context travels with the options (attached for the build, removed
    after); without it, a layer type other than OpenNMT's is a clear error, not a fallback."""
    opt = model_opt(encoder_type="aggregate", decoder_type="transformer", layers=2,
                    enc_layer_type="mute", mute_units=2)
    context = BuildContext(vocabs={}, layer_types=registry.layer_types())
    with build_context.attached(opt, context):
        assert LayerBuilder.from_opt(opt).layer_type is MUTE_LAYER
    assert not hasattr(opt, build_context.ATTRIBUTE)
    with pytest.raises(BuildContextError) as info:
        LayerBuilder.from_opt(opt)
    assert str(info.value).startswith(
        "enc_layer_type: mute needs the model build's context (vocabularies, layer types): "
        "build the model with OpenNMT's build_base_model while onmt_ext is installed")
    plain = model_opt(encoder_type="aggregate", decoder_type="transformer", layers=2)
    assert LayerBuilder.from_opt(plain).layer_type is TRANSFORMER_LAYER  # needs none
