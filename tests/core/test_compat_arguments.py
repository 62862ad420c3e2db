"""`compat.transformer_arguments`: OpenNMT's encoder/decoder constructor arguments by name."""

from __future__ import annotations

import dataclasses
import inspect

import pytest
import torch

import onmt_ext  # noqa: F401
from onmt_ext import compat
from onmt_ext.aggregate.decoder import AggregateDecoder
from onmt_ext.mute.encoder import MuteEncoder
from onmt_ext.mute.options import MuteOptions

ENC = (2, 16, 2, 32, 0.1, 0.0, None, 4, 0)
DEC = (2, 16, 2, 32, False, "scaled-dot", 0.1, 0.0, None, 4, 0, False, False, -2, 0)
LAYERS = {
    compat.TransformerEncoder: compat.TransformerEncoderLayer,
    compat.TransformerDecoder: compat.TransformerDecoderLayer,
}


@pytest.mark.parametrize("onmt_cls, args", [(compat.TransformerEncoder, ENC),
                                            (compat.TransformerDecoder, DEC)])
def test_positional_and_keyword_bind_alike(onmt_cls, args):
    names = list(inspect.signature(onmt_cls).parameters)
    positional = compat.transformer_arguments(onmt_cls, *args, norm_eps=1e-5)
    keyword = compat.transformer_arguments(onmt_cls, **dict(zip(names, args)), norm_eps=1e-5)
    assert positional == keyword
    assert positional.values.keys() == set(names)
    assert (positional.d_model, positional.norm_eps, positional.num_kv) == (16, 1e-5, 0)
    assert positional.without_layers()["num_layers"] == 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        positional.d_model = 8
    with pytest.raises(TypeError):
        compat.transformer_arguments(onmt_cls, *args, norm_epsilon=1e-5)
    with pytest.raises(TypeError):
        compat.transformer_arguments(onmt_cls, *args[:-1])


@pytest.mark.parametrize("onmt_cls, args", [(compat.TransformerEncoder, ENC),
                                            (compat.TransformerDecoder, DEC)])
def test_layer_arguments_are_what_opennmt_passes(onmt_cls, args):
    """Our layers get every layer argument explicitly; with OpenNMT's defaults that must be
    the same as leaving them out (checked against the OpenNMT 3.5.1 signatures)."""
    a = compat.transformer_arguments(onmt_cls, *args)
    layer = inspect.signature(LAYERS[onmt_cls]).parameters
    assert a.layer_args() == (16, 2, 32, 0.1, 0.0)
    kwargs = a.layer_kwargs()
    assert list(kwargs) == [n for n, p in layer.items() if p.default is not p.empty]
    outer = inspect.signature(onmt_cls).parameters
    for name, parameter in outer.items():
        if name in kwargs and parameter.default is not parameter.empty:
            assert parameter.default == layer[name].default, name
    torch.manual_seed(0)
    reference = LAYERS[onmt_cls](*a.layer_args(), **kwargs)
    assert str(reference) == str(LAYERS[onmt_cls](16, 2, 32, 0.1, 0.0, max_relative_positions=4))


def test_our_modules_take_both_forms_and_store_no_arguments():
    names = list(inspect.signature(compat.TransformerDecoder).parameters)
    positional = AggregateDecoder(*DEC, add_qkvbias=True)
    keyword = AggregateDecoder(**dict(zip(names, DEC)), add_qkvbias=True)
    assert positional.state_dict().keys() == keyword.state_dict().keys()
    assert positional.transformer_layers[0].self_attn.linear_query.bias is not None
    embeddings = torch.nn.Embedding(5, 16)
    encoder = MuteEncoder(*ENC[:6], embeddings, *ENC[7:], mute=MuteOptions(units=2))
    registered = encoder.named_modules(remove_duplicate=False)
    assert [name for name, m in registered if m is embeddings] == ["embeddings"]
    assert not any(isinstance(v, compat.TransformerArguments) for v in vars(encoder).values())
    with pytest.raises(TypeError):
        MuteEncoder(*ENC, mute_config=MuteOptions())
