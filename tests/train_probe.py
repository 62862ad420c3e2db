"""Run `onmt_ext_train`'s function with probes for the tests: `train(argv, ...)` in the
calling process (the probes are undone when it returns), or as a script:

    python train_probe.py [--dump-after-build OUT.pt] [--record-switch OUT.json] -- ARGS

--dump-after-build: save the model's state_dict and vocabularies as OpenNMT's
    `train_single` has just built it (after the checkpoint of `-train_from` was loaded and
    onmt_ext's initial values were applied), then stop before the first training step.
--record-switch: record every MUTE p_beta switch decision taken in training mode, as
    [step, layer, on] in call order.

Everything else is the real command: option parsing, checks, OpenNMT's training setup.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys

import onmt.train_single
import torch
from onmt.inputters.inputter import vocabs_to_dict

import onmt_ext
from onmt_ext import cli
from onmt_ext.mute.encoder import MuteEncoderLayer

onmt_ext.install()  # wraps onmt.train_single.build_model


class _Built(Exception):
    pass


def _dump_after_build(path: str, undo: contextlib.ExitStack) -> None:
    build = onmt.train_single.build_model  # onmt_ext's wrapper of OpenNMT's build_model
    undo.callback(setattr, onmt.train_single, "build_model", build)

    def build_and_dump(model_opt, opt, vocabs, checkpoint, device_id):
        model = build(model_opt, opt, vocabs, checkpoint, device_id)
        state = {k: v.detach().cpu().clone() for k, v in model.state_dict().items()}
        torch.save({"model": state, "vocab": vocabs_to_dict(vocabs)}, path)
        raise _Built

    onmt.train_single.build_model = build_and_dump


def _record_switch(path: str, undo: contextlib.ExitStack) -> None:
    decisions: list[list] = []
    switch = MuteEncoderLayer.noise_switch
    undo.callback(setattr, MuteEncoderLayer, "noise_switch", switch)

    def recording(self):
        on = switch(self)
        if self.training:
            decisions.append([self._step_clock(), self.layer_index, on])
            with open(path, "w") as handle:
                json.dump(decisions, handle)
        return on

    MuteEncoderLayer.noise_switch = recording


def train(argv: list[str], dump_after_build: str | None = None,
          record_switch: str | None = None) -> None:
    """`onmt_ext.cli.train(argv)` with the probes, in this process; the probes are undone
    when it returns."""
    with contextlib.ExitStack() as undo:
        if dump_after_build:
            _dump_after_build(dump_after_build, undo)
        if record_switch:
            _record_switch(record_switch, undo)
        try:
            cli.train(argv)
        except _Built:
            pass


def main() -> None:
    split = sys.argv.index("--")
    parser = argparse.ArgumentParser()
    parser.add_argument("--dump-after-build")
    parser.add_argument("--record-switch")
    probes = parser.parse_args(sys.argv[1:split])
    sys.argv = ["onmt_ext_train", *sys.argv[split + 1 :]]
    train(sys.argv[1:], probes.dump_after_build, probes.record_switch)


if __name__ == "__main__":
    main()
