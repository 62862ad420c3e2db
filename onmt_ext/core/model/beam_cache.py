"""Cheaper reordering of a decoder's caches in beam search, with byte-identical results.

After every step, OpenNMT's beam search reorders every cache of the decoder by the beams
that survive (`decoder.map_state(fn)`, ``fn = lambda state, dim: state[select_indices]``):

- the self-attention keys and values (``(batch * beam, heads, steps, dim_per_head)``),
  which do change: a beam may continue another beam's prefix;
- the context-attention keys and values (``(batch * beam, heads, src_len, dim_per_head)``)
  and the source (``state["src"]``), computed once from the encoder output tiled
  ``beam`` times (`onmt.utils.misc.tile`, ``repeat_interleave``: a sentence's beams are
  ``beam`` consecutive rows). Their rows are the same within each sentence's beams, and
  while no sentence has finished, ``select_indices`` only moves rows between the beams of
  one sentence: gathering them copies back the very values they hold.

`CacheReorder.reorder` skips that copy, exactly where it changes nothing: for a tensor that
is one of the decoder's context caches (or its source), whose rows have been checked to be
bitwise equal within every group of ``beam`` rows (once per tensor: the first reorder
gathers it as OpenNMT does and checks the result; later reorders keep it), and a
``select_indices`` that maps every row into its own group. Everything else is reordered
as OpenNMT does, by the same ``fn``. On a shrinking batch (sentences finished), a tiling,
or a decoder whose caches are not tiled rows, nothing is skipped.

``fn`` is taken to be what OpenNMT passes, a gather of rows along dimension 0 (a tiling or
a select): OpenNMT hands `map_state` nothing else, so the select indices are read as
``fn(arange(rows))`` (integers on the source's device, else nothing is skipped), and the
beam size from the tiling call before the first step (the source's rows grow ``beam``
times, each row repeated in place).
"""

from __future__ import annotations

import weakref

import torch

#: the attribute marking a cache tensor whose rows are equal within each beam group
SHARED_MARK = "_onmt_ext_rows_shared_in_beam"


class CacheReorder:
    """What one process knows of its decoders' beam groups: decoder -> beam size."""

    def __init__(self):
        self._beam: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.kept = 0  # tensors not copied, since the process started (for the tests)

    def beam_of(self, decoder) -> int:
        """The decoder's beam size as its last tiling set it (1: unknown)."""
        return self._beam.get(decoder, 1)

    def reorder(self, decoder, fn, original_map_state) -> None:
        """`original_map_state(decoder, fn')` with `fn'` as the module docstring says."""
        src = decoder.state.get("src") if isinstance(decoder.state, dict) else None
        if not torch.is_tensor(src) or src.dim() == 0 or src.size(0) == 0:
            return original_map_state(decoder, fn)
        rows = src.size(0)
        positions = torch.arange(rows, device=src.device)
        index = fn(positions, 0)
        if index.dim() != 1 or index.dtype != positions.dtype or \
                index.device != positions.device:  # not a gather of rows
            return original_map_state(decoder, fn)
        if index.numel() != rows:
            if index.numel() > rows:  # the tiling before the first step (or not a beam)
                self._learn_beam(decoder, index, positions)
            return original_map_state(decoder, fn)
        beam = self.beam_of(decoder)
        within = beam > 1 and rows % beam == 0 and torch.equal(
            torch.div(index, beam, rounding_mode="floor"),
            torch.div(positions, beam, rounding_mode="floor"))
        shared = {id(t) for t in shared_states(decoder)} if within else set()

        def reorder_state(state, dim):
            if not torch.is_tensor(state) or dim != 0 or state.dim() == 0 or \
                    state.size(0) != rows:
                return fn(state, dim)
            if id(state) in shared:
                if getattr(state, SHARED_MARK, False):
                    self.kept += 1
                    return state  # gathering it would copy back the same values
                out = fn(state, dim)
                setattr(out, SHARED_MARK, rows_equal_within_groups(out, beam))
                return out
            return fn(state, dim)

        return original_map_state(decoder, reorder_state)

    def _learn_beam(self, decoder, index: torch.Tensor, positions: torch.Tensor) -> None:
        count = index.numel() // positions.numel()
        if count * positions.numel() == index.numel() and torch.equal(
                index, positions.repeat_interleave(count)):
            self._beam[decoder] = count
        else:
            self._beam.pop(decoder, None)


def rows_equal_within_groups(state: torch.Tensor, group: int) -> bool:
    """Whether the rows of `state` (``(rows, ...)``, rows a multiple of `group`) are
    bitwise equal within every run of `group` consecutive rows."""
    grouped = state.reshape(state.size(0) // group, group, *state.shape[1:])
    return torch.equal(grouped, grouped[:, :1].expand_as(grouped))


def shared_states(decoder) -> list[torch.Tensor]:
    """The decoder's tensors that are tiled rows of the source side: ``state["src"]``, the
    keys and values cached by every context attention (``attn_type == "context"``, a
    ``layer_cache`` of ``(bool, dict)`` as OpenNMT 3.5.1's `MultiHeadedAttention` keeps
    them), and those a family's decoder names in its ``beam_shared_states()`` (caches it
    keeps its own way). Naming one that is not is safe: it is kept only where checked."""
    out = [decoder.state["src"]]
    own = getattr(decoder, "beam_shared_states", None)
    if callable(own):
        out += [t for t in own() if torch.is_tensor(t)]
    for module in context_attentions(decoder):
        cache = getattr(module, "layer_cache", None)
        if isinstance(cache, tuple) and len(cache) == 2 and isinstance(cache[1], dict):
            out += [t for t in (cache[1].get("keys"), cache[1].get("values"))
                    if torch.is_tensor(t)]
    return out


_CONTEXT_ATTENTIONS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def context_attentions(decoder) -> list:
    """The decoder's modules with ``attn_type == "context"``, looked up once per decoder
    (a walk over every module at every step costs a few per cent of a step at d 128)."""
    found = _CONTEXT_ATTENTIONS.get(decoder)
    if found is None:
        found = [m for m in decoder.modules() if getattr(m, "attn_type", None) == "context"]
        _CONTEXT_ATTENTIONS[decoder] = found
    return found


#: the process's instance (the seam record's wrapper uses it)
CACHE_REORDER = CacheReorder()
