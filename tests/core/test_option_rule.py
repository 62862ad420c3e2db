"""The one validation rule of every options class (onmt_ext.core.model.options): each YAML key is
declared where its field is defined, `validate(opt)` checks, `from_opt` only builds; and
the layer types of `enc_layer_type` have one registry (onmt_ext.registry.layer_types)."""

from __future__ import annotations

import inspect
import logging

import pytest
from support import model_opt, parse_train

from onmt_ext import compat, registry
from onmt_ext.core.errors import OptionError
from onmt_ext.core.model.options import Options
from onmt_ext.core.model.stack_layers import TRANSFORMER_LAYER, LayerBuilder, layer_types_exposed
from onmt_ext.mute.family import MUTE_LAYER
from onmt_ext.mute.options import MuteOptions


def test_every_key_is_declared_where_its_field_is_defined():
    for options in registry.option_classes():
        source = inspect.getsource(options)
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


def test_one_layer_type_registry():
    assert dict(registry.layer_types()) == {"transformer": TRANSFORMER_LAYER,
                                            "mute": MUTE_LAYER}
    opt = model_opt(encoder_type="aggregate", decoder_type="transformer", layers=2,
                    enc_layer_type="mute")
    # the builder finds the registry's types while a model is built (the seam exposes them)
    with layer_types_exposed(registry.layer_types()):
        assert LayerBuilder.from_opt(opt).layer_type is MUTE_LAYER
    with pytest.raises(OptionError, match="unknown layer type 'mute'"):
        LayerBuilder.from_opt(opt)  # outside a build only OpenNMT's layer is known
