"""The translation task of each sentence, read from its target-language tag.

Multilingual NMT with one model marks the target language by a tag as the first source
token (Johnson et al. 2017), e.g. ``<2de> a man rides a bike``. MIMO's task-aware attention
(Xu et al. 2021, Eq. 4) needs the task index of every sentence: `TaskTags` maps the tag's
token id in the source vocabulary to the task's row in v (the order of `mimo_languages`).

A sentence whose first token is not one of the tags is an error naming the sentence (its
index in the batch and its tokens): a silent default task would train or translate the
wrong direction.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch import Tensor

from onmt_ext.core.errors import InputError

__all__ = ["MimoTagError", "TaskTags"]


class MimoTagError(InputError):
    """A source sentence without a known target-language tag in first position."""


class TaskTags:
    """Tag token ids -> task indices.

    Args:
        languages: target languages, in task order (row t of v is language t).
        tags: the tag token of each language (e.g. ``<2de>``).
        tag_ids: the tags' ids in the source vocabulary.
        itos: the source vocabulary's tokens by id (for error messages), optional.
    """

    def __init__(
        self,
        languages: Sequence[str],
        tags: Sequence[str],
        tag_ids: Sequence[int],
        itos: Sequence[str] | None = None,
    ):
        if not (len(languages) == len(tags) == len(tag_ids)):
            raise ValueError("languages, tags and tag_ids must have the same length")
        if len(set(tag_ids)) != len(tag_ids):
            raise ValueError(f"two tags share a vocabulary id: {dict(zip(tags, tag_ids))}")
        self.languages = list(languages)
        self.tags = list(tags)
        self.tag_ids = [int(i) for i in tag_ids]
        self.itos = itos
        size = max(self.tag_ids) + 1
        table = torch.full((size,), -1, dtype=torch.long)
        table[torch.tensor(self.tag_ids)] = torch.arange(len(self.tag_ids))
        self._table = table

    @classmethod
    def from_vocab(cls, languages: Sequence[str], tags: Sequence[str], vocab) -> TaskTags:
        """Look the tags up in a source vocabulary (pyonmttok.Vocab, as OpenNMT builds).

        Raises:
            MimoTagError: a tag is not in the vocabulary (naming it and its language).
        """
        missing = [(lang, tag) for lang, tag in zip(languages, tags) if tag not in vocab]
        if missing:
            lang, tag = missing[0]
            raise MimoTagError(
                f"mimo_languages: the tag {tag!r} of language {lang!r} is not in the source "
                "vocabulary. Tag every corpus that translates into it (transform mimo_tag "
                f"with src_prefix: {tag!r}; the tag joins the vocabulary by itself), or remove "
                f"{lang!r} from mimo_languages. Missing: {[t for _, t in missing]}"
            )
        ids = [vocab.lookup_token(tag) for tag in tags]
        return cls(languages, tags, ids, itos=list(vocab.ids_to_tokens))

    def _tokens(self, ids: list[int]) -> str:
        if self.itos is None:
            return " ".join(str(i) for i in ids)
        return " ".join(self.itos[i] if 0 <= i < len(self.itos) else f"<id {i}>" for i in ids)

    def task_ids(self, src: Tensor, src_len: Tensor | None = None) -> Tensor:
        """Task index of each sentence from its first token.

        Args:
            src: ``(B, T, feats)`` source token ids (OpenNMT layout; feature 0 = words).
            src_len: ``(B,)`` true lengths, only used to print the sentence in errors.

        Returns:
            ``(B,)`` long tensor of task indices, on ``src``'s device.

        Raises:
            MimoTagError: naming the first sentence without a known tag (on the CPU; on an
                accelerator the check must not wait for the device, see below).
        """
        first = src[:, 0, 0] if src.dim() == 3 else src[:, 0]
        if self._table.device != first.device:
            self._table = self._table.to(first.device)
        in_range = first < self._table.numel()
        task = torch.where(
            in_range, self._table[first.clamp(max=self._table.numel() - 1)], -1
        )
        if first.device.type != "cpu":
            # Reading the result back would stall the host on every batch. The tags were
            # checked where the data is read (MimoOptions.validate: every corpus line;
            # onmt_ext_translate: -src or -src_prefix), so a bad tag here is a bug: an
            # asynchronous device assert, never a silent task.
            torch._assert_async(task.min() >= 0)
            return task
        bad = (task < 0).nonzero()
        if bad.numel():
            b = int(bad[0, 0])
            words = src[b, :, 0] if src.dim() == 3 else src[b]
            length = int(src_len[b]) if src_len is not None else words.numel()
            tokens = self._tokens(words[:length].tolist())
            raise MimoTagError(
                f"sentence {b} of the batch ({int(bad.size(0))} sentence(s) affected) has no "
                f"target-language tag: its first source token is "
                f"{self._tokens([int(first[b])])!r}, expected one of {self.tags}. "
                f"Sentence {b}: {tokens!r}. Add the tag with the mimo_tag transform "
                "(corpus key src_prefix in training, -transforms ... mimo_tag -src_prefix "
                "<tag> in onmt_ext_translate) or start the source line with it."
            )
        return task
