"""Which target languages does MIMO's task-aware attention group together? (Table 4)

    python -m onmt_ext.mimo.similarity -model CHECKPOINT.pt [-top 5] [-json OUT]

Xu et al. (2021, Section 4.4): "we extract the learned task-aware attention probabilities,
flatten them into vectors, and select the languages with the top-5 cosine similarity".
For every target language t this takes p = softmax(v_t) (Eq. 4) of every task-aware
mixing in the model (encoder and decoder, all sublayers; `*.task_logits`), concatenates
them in a fixed order into one vector, and ranks the other languages by the cosine of
their vectors. Needs a checkpoint trained with `mimo_task_attention: task`.
"""

from __future__ import annotations

import argparse
import json

import torch

from onmt_ext.core.checks.output_paths import check_output
from onmt_ext.core.errors import CheckpointError, run_command
from onmt_ext.core.files.atomic_save import replace_text
from onmt_ext.core.files.checkpoint_file import load_checkpoint
from onmt_ext.mimo.options import MimoOptions

LOGITS_SUFFIX = ".task_logits"


def task_probabilities(model_state: dict, languages: list[str]) -> torch.Tensor:
    """``(languages, features)``: each language's flattened task-aware probabilities.

    Args:
        model_state: the checkpoint's ``"model"`` state dict.
        languages: ``mimo_languages`` of the checkpoint (row order of every v).
    """
    blocks = []
    for name in sorted(model_state):
        value = model_state[name]
        if not name.endswith(LOGITS_SUFFIX) or value.size(0) != len(languages):
            continue
        blocks.append(torch.softmax(value.float(), dim=-1).reshape(len(languages), -1))
    if not blocks:
        raise CheckpointError(
            "no task-aware probabilities in this checkpoint (per-language task_logits); "
            "train with encoder/decoder_type mimo and mimo_task_attention: task"
        )
    return torch.cat(blocks, dim=1)


def cosine_matrix(vectors: torch.Tensor) -> torch.Tensor:
    """``(L, F) -> (L, L)`` cosine similarities."""
    unit = torch.nn.functional.normalize(vectors, dim=1)
    return unit @ unit.T


def most_similar(
    vectors: torch.Tensor, languages: list[str], top: int = 5
) -> dict[str, list[tuple[str, float]]]:
    """Each language's `top` most similar other languages, most similar first."""
    sims = cosine_matrix(vectors)
    result = {}
    for i, lang in enumerate(languages):
        order = [j for j in torch.argsort(sims[i], descending=True).tolist() if j != i]
        result[lang] = [(languages[j], float(sims[i, j])) for j in order[:top]]
    return result


def load(path: str) -> tuple[dict, list[str]]:
    """The model state and ``mimo_languages`` of an onmt_ext checkpoint."""
    checkpoint = load_checkpoint(path, map_location="cpu")
    opt = checkpoint.get("opt")
    languages = list(MimoOptions.from_opt(opt).languages) if opt is not None else []
    if not languages:
        raise CheckpointError(f"{path}: no mimo_languages in the checkpoint options (not a "
                              "MIMO checkpoint)")
    return checkpoint["model"], languages


def main(argv: list[str] | None = None) -> dict:
    """The command: bad input (a missing or damaged checkpoint, one without MIMO's task
    weights, an unwritable -json) ends it with one line and exit status 2."""
    return run_command("mimo_similarity", _similarity, argv)


def _similarity(argv: list[str] | None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m onmt_ext.mimo.similarity")
    parser.add_argument("-model", required=True, help="onmt_ext checkpoint (.pt)")
    parser.add_argument("-top", type=int, default=5, help="languages listed per language")
    parser.add_argument("-json", help="also write the result here as JSON")
    args = parser.parse_args(argv)
    check_output(args.json, "-json", {"-model": args.model})
    state, languages = load(args.model)
    vectors = task_probabilities(state, languages)
    result = most_similar(vectors, languages, args.top)
    print(f"# task-aware attention: {vectors.size(1)} probabilities per language")
    for lang, neighbours in result.items():
        print(f"{lang}: " + " ".join(f"{other} ({sim:.3f})" for other, sim in neighbours))
    if args.json:  # temporary file, then rename: a crash leaves no partial JSON
        replace_text(args.json, json.dumps(result, indent=1))
    return result


if __name__ == "__main__":
    main()
