"""The cheaper beam-cache reordering (onmt_ext.core.model.beam_cache) on a hand-made
decoder: what is kept, what is gathered, and that every result equals OpenNMT's gather."""

from __future__ import annotations

import torch
from torch import nn

from onmt_ext.core.model.beam_cache import (
    SHARED_MARK,
    CacheReorder,
    rows_equal_within_groups,
    shared_states,
)


class Attention(nn.Module):
    def __init__(self, attn_type):
        super().__init__()
        self.attn_type = attn_type
        self.layer_cache = (False, {"keys": torch.tensor([]), "values": torch.tensor([])})


class Decoder(nn.Module):
    """The state OpenNMT 3.5.1's TransformerDecoder keeps: ``state["src"]`` and, per layer,
    a context and a self attention whose ``layer_cache`` is ``(bool, dict)``."""

    def __init__(self):
        super().__init__()
        self.context, self.self_attn = Attention("context"), Attention("self")
        self.state = {}
        self.calls = []

    def map_state(self, fn):  # what OpenNMT's map_state does with fn, for these tensors
        self.calls.append(fn)
        self.state["src"] = fn(self.state["src"], 0)
        for attention in (self.context, self.self_attn):
            cache = attention.layer_cache[1]
            if cache["keys"].numel():
                attention.layer_cache = True, {"keys": fn(cache["keys"], 0),
                                               "values": fn(cache["values"], 0)}


def tile(state, dim):  # onmt.utils.misc.tile with beam 2
    return state.repeat_interleave(2, dim)


def select(indices):
    index = torch.tensor(indices)
    return lambda state, dim: state[index]


def start(decoder, reorder):
    """Two sentences tiled to beam 2, then the caches the first step writes: context rows
    equal within each sentence's beams, self rows all different."""
    decoder.state["src"] = torch.tensor([[5, 6], [7, 8]])
    reorder.reorder(decoder, tile, Decoder.map_state)
    keys = torch.arange(2 * 3, dtype=torch.float).view(2, 3).repeat_interleave(2, 0)
    decoder.context.layer_cache = True, {"keys": keys, "values": keys + 100}
    own = torch.arange(4 * 3, dtype=torch.float).view(4, 3)
    decoder.self_attn.layer_cache = True, {"keys": own, "values": -own}


def test_rows_equal_within_groups_by_hand():
    a = torch.tensor([[1.0, 2.0], [1.0, 2.0], [3.0, 4.0], [3.0, 4.0]])
    assert rows_equal_within_groups(a, 2)
    assert not rows_equal_within_groups(a, 4)
    b = a.clone()
    b[3, 1] = 4.0000005  # one bit of difference is a difference
    assert not rows_equal_within_groups(b, 2)
    assert rows_equal_within_groups(torch.tensor([[-0.0], [-0.0]]), 2)


def test_the_tiling_teaches_the_beam_size_and_a_non_tiling_forgets_it():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    assert reorder.beam_of(decoder) == 2
    assert decoder.state["src"].tolist() == [[5, 6], [5, 6], [7, 8], [7, 8]]
    decoder.state["src"] = torch.tensor([[1], [2]])
    reorder.reorder(decoder, lambda s, d: torch.cat([s, s], d), Decoder.map_state)  # 0 1 0 1
    assert reorder.beam_of(decoder) == 1


def test_a_reorder_within_sentences_keeps_the_context_cache_after_checking_it_once():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    fn = select([1, 1, 2, 3])  # sentence 0 continues its beam 1 twice; sentence 1 keeps both
    expected = {name: fn(t, 0) for name, t in decoder.self_attn.layer_cache[1].items()}
    context = {name: fn(t, 0) for name, t in decoder.context.layer_cache[1].items()}
    reorder.reorder(decoder, fn, Decoder.map_state)
    first = decoder.context.layer_cache[1]["keys"]
    assert getattr(first, SHARED_MARK) is True  # gathered once, then checked
    assert torch.equal(first, context["keys"])
    for name, value in decoder.self_attn.layer_cache[1].items():
        assert torch.equal(value, expected[name])
    fn = select([0, 0, 3, 2])
    expected = {name: fn(t, 0) for name, t in decoder.self_attn.layer_cache[1].items()}
    reorder.reorder(decoder, fn, Decoder.map_state)
    assert decoder.context.layer_cache[1]["keys"] is first  # kept: the same values
    for name, value in decoder.self_attn.layer_cache[1].items():
        assert torch.equal(value, expected[name])


def test_a_cache_whose_rows_differ_within_a_sentence_is_always_gathered():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    keys = torch.arange(4 * 3, dtype=torch.float).view(4, 3)  # not tiled rows
    decoder.context.layer_cache = True, {"keys": keys, "values": keys}
    for indices in ([1, 0, 2, 3], [1, 1, 3, 2]):
        fn = select(indices)
        want = fn(decoder.context.layer_cache[1]["keys"], 0)
        reorder.reorder(decoder, fn, Decoder.map_state)
        got = decoder.context.layer_cache[1]["keys"]
        assert torch.equal(got, want) and getattr(got, SHARED_MARK) is False


def test_a_reorder_across_sentences_or_a_shrinking_batch_gathers_everything():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    reorder.reorder(decoder, select([0, 1, 2, 3]), Decoder.map_state)  # marks the context
    marked = decoder.context.layer_cache[1]["keys"]
    fn = select([2, 3, 0, 1])  # sentences swapped: not a reorder within sentences
    reorder.reorder(decoder, fn, Decoder.map_state)
    assert decoder.context.layer_cache[1]["keys"] is not marked
    assert torch.equal(decoder.context.layer_cache[1]["keys"], fn(marked, 0))
    fn = select([2, 3])  # sentence 0 finished: OpenNMT's own function, nothing else
    before = {name: fn(t, 0) for name, t in decoder.context.layer_cache[1].items()}
    reorder.reorder(decoder, fn, Decoder.map_state)
    assert decoder.calls[-1] is fn
    for name, value in decoder.context.layer_cache[1].items():
        assert torch.equal(value, before[name])
    assert decoder.state["src"].tolist() == [[5, 6], [5, 6]]


def test_without_a_learnt_beam_nothing_is_kept():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    reorder._beam.clear()
    reorder.reorder(decoder, select([0, 1, 2, 3]), Decoder.map_state)
    first = decoder.context.layer_cache[1]["keys"]
    reorder.reorder(decoder, select([0, 1, 2, 3]), Decoder.map_state)
    assert decoder.context.layer_cache[1]["keys"] is not first


def test_shared_states_are_the_source_and_the_context_caches():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    ids = {id(t) for t in shared_states(decoder)}
    assert ids == {id(decoder.state["src"]), id(decoder.context.layer_cache[1]["keys"]),
                   id(decoder.context.layer_cache[1]["values"])}


def test_a_function_that_is_no_gather_of_rows_goes_to_opennmt_unchanged():
    decoder, reorder = Decoder(), CacheReorder()
    start(decoder, reorder)
    reorder.reorder(decoder, select([0, 1, 2, 3]), Decoder.map_state)

    def to_float(state, dim):  # integer positions in, floats out: not a select
        return state.float()

    reorder.reorder(decoder, to_float, Decoder.map_state)
    assert decoder.calls[-1] is to_float
    assert decoder.state["src"].dtype == torch.float32
