"""The OpenNMT side of the cheaper beam-cache reordering (onmt_ext.core.model.beam_cache):
its wrapper and its record (`PATCHES`, joined to onmt_ext.seam.patches.PATCHES)."""

from __future__ import annotations

from onmt_ext.core.model.beam_cache import CACHE_REORDER
from onmt_ext.seam.record import COMMANDS, Patch
from onmt_ext.seam.wrappers import _wrapping


def reorder_caches_once(original):
    """OpenNMT's `TransformerDecoderBase.map_state`, handed a reorder function that keeps
    the context caches whose reorder would copy back the same values
    (onmt_ext.core.model.beam_cache)."""

    @_wrapping(original)
    def map_state(self, fn):
        return CACHE_REORDER.reorder(self, fn, original)

    return map_state


PATCHES: tuple[Patch, ...] = (
    Patch(
        "onmt.decoders.transformer:TransformerDecoderBase.map_state", reorder_caches_once,
        reason="Beam search reorders every decoder cache after every step; the "
               "context-attention keys and values (and the source) are the encoder's rows "
               "tiled per beam, so while no sentence has finished the reorder copies back "
               "the same values: such a copy is skipped where the rows were checked to be "
               "bitwise equal within each sentence's beams (the translations are "
               "byte-identical; onmt_ext.core.model.beam_cache). Every other cache is "
               "reordered by OpenNMT's own function.",
        breaks_if="the translator stops tiling with `map_state(tile)` before decoding and "
                  "reordering with `map_state(lambda state, dim: state[select_indices])`, "
                  "or the context attention's cache stops being "
                  "`layer_cache = (bool, {\"keys\", \"values\"})` on modules with "
                  "`attn_type == \"context\"`.",
        part=COMMANDS,
    ),
)
