"""The MIMO encoder (Xu et al. 2021): `encoder_type: mimo`.

OpenNMT's TransformerEncoder whose layers hold n transformations per sublayer
(`onmt_ext.mimo.layers.MimoEncoderLayer`), mixed between sublayers by task-aware weights
(Eq. 2, 4). The task of each sentence is its target language, read from the tag that the
`mimo_tag` transform puts first in the source (`onmt_ext.mimo.tasks`).

Output (``enc_out`` of OpenNMT's encoder interface):

* decoder_type mimo and `mimo_enc_dec` mixed/paired: the n streams, each through the
  encoder's final LayerNorm, stacked along the feature axis: ``(B, S, n*d)`` with stream k
  at features ``[k*d, (k+1)*d)``. Beam search tiles and reorders ``enc_out`` along the
  batch axis only, so OpenNMT's translator handles it unchanged; the MIMO decoder splits it.
* otherwise (`mimo_enc_dec: merged`, or any other decoder, e.g. OpenNMT's transformer):
  a task-aware many-to-one merge of the n streams, then the final LayerNorm:
  ``(B, S, d)``.

With n = 1 it computes exactly what OpenNMT's TransformerEncoder computes
(tests/mimo/test_mimo_model.py).
"""

from __future__ import annotations

from torch import nn

from onmt_ext import compat
from onmt_ext.core.model.start_up import encoder_start
from onmt_ext.mimo.layers import MimoEncoderLayer, log_loop_reasons, relative_index_of
from onmt_ext.mimo.mixing import mixing_for
from onmt_ext.mimo.options import MimoOptions, tags_from_build
from onmt_ext.mimo.tasks import TaskTags


class MimoEncoder(compat.TransformerEncoder):
    """`encoder_type: mimo`.

    Constructor arguments are those of OpenNMT's TransformerEncoder (positional or keyword,
    see `compat.transformer_arguments`) plus, keyword-only:

    Args:
        mimo: the MIMO settings (cardinality n, languages, ablations).
        tags: tag -> task lookup (built from the source vocabulary by `from_opt`).
        stacked_output: return the n streams stacked ``(B, S, n*d)`` (for a MIMO decoder)
            rather than one merged stream ``(B, S, d)``.
    """

    # Why MUTE's units inside MIMO's transformations are refused (README, "Composing").
    layer_type_refusal = (
        "MIMO's n transformations per sublayer already are parallel units, mixed per task "
        "(Xu et al. 2021 contrast them with MUTE's transform-then-merge units: Sec. 1, "
        "Figure 1a vs 1c); MUTE units inside each transformation would nest a second, "
        "task-blind merge on the same cardinality axis, which mimo_cardinality covers already"
    )

    def __init__(
        self,
        *args,
        mimo: MimoOptions | None = None,
        tags: TaskTags | None = None,
        stacked_output: bool = True,
        **kwargs,
    ):
        a = compat.transformer_arguments(compat.TransformerEncoder, *args, **kwargs)
        super().__init__(**a.without_layers())  # ours are built below
        self.mimo = mimo or MimoOptions()
        if tags is None:
            raise ValueError("MimoEncoder needs `tags` (target-language tag -> task)")
        self.tags = tags
        n = self.mimo.cardinality

        def unit():
            return compat.TransformerEncoderLayer(*a.layer_args(), **a.layer_kwargs())

        layers = []
        for index in range(a.num_layers):
            # Eq. 2 before every sublayer except the first (one-to-many from the embedding)
            attn_mix = None if index == 0 else mixing_for(self.mimo, n)
            units = [unit() for _ in range(n)]
            layers.append(MimoEncoderLayer(units, attn_mix, mixing_for(self.mimo, n)))
        self.transformer = nn.ModuleList(layers)
        for layer in self.transformer:
            layer.fused_setting = self.mimo.fused
        self.stacked_output = stacked_output
        # many-to-one at the encoder output when the decoder reads a single stream
        self.output_merge = None if stacked_output else mixing_for(self.mimo, n, 1)

    @classmethod
    def from_opt(cls, opt, embeddings):
        """Build from OpenNMT options (OpenNMT's own mapping plus the mimo_* keys)."""
        settings = MimoOptions.from_opt(opt)
        stacked = getattr(opt, "decoder_type", "mimo") == "mimo" and settings.enc_dec != "merged"
        return compat.build_from_onmt_opt(
            compat.TransformerEncoder,
            cls,
            opt,
            embeddings,
            mimo=settings,
            tags=tags_from_build(opt, settings),
            stacked_output=stacked,
        )

    def forward(self, src, src_len=None):
        """``src (B, S, feats)``, ``src_len (B,)`` -> ``(enc_out, None, src_len)``.

        ``enc_out`` is ``(B, S, n*d)`` (stacked streams) or ``(B, S, d)`` (merged); see the
        module docstring. Raises `MimoTagError` for a sentence without a known tag.
        """
        src_len, mask = encoder_start(src, src_len)
        task = self.tags.task_ids(src, src_len)
        streams = self.embeddings(src).unsqueeze(0)  # (1, B, S, d): one-to-many below
        log_loop_reasons(self.transformer, "encoder")
        relative_index = relative_index_of(self.transformer[0].units[0].self_attn, src.size(1),
                                           src)
        for layer in self.transformer:
            streams = layer(streams, mask, task, relative_index)
        if self.output_merge is not None:
            return self.layer_norm(self.output_merge(streams, task).squeeze(0)), None, src_len
        streams = self.layer_norm(streams)  # (n, B, S, d)
        n, batch, length, d = streams.shape
        return streams.permute(1, 2, 0, 3).reshape(batch, length, n * d), None, src_len
