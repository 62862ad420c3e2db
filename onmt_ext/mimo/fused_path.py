"""`mimo_fused: auto`: MIMO's fused transformations or the loop, as measured (the table
that onmt_ext.core.model.fused_choice reads for the MIMO layers; declared in the family's
registration, onmt_ext.mimo.family)."""

from onmt_ext.core.model.fused_choice import Decision, FusedPath
from onmt_ext.mimo.options import MimoOptions

# (device type, mode) -> the faster path as measured. CPU: results/bench.md and
# results/bench.json (2-core Intel Xeon, d 256), re-measured with 6 samples a mode in
# results/bench-mimo-deep/; CUDA: results/gpu-nvidia-h200/ (one H200; README.md,
# bench-d256.md, bench-d512.md).
MIMO_FUSED = FusedPath(
    key=MimoOptions.key("fused"),
    decisions={
        ("cpu", "train"): Decision(
            False,
            "results/bench-mimo-deep (CPU, 6 samples): MIMO 3 x 4 training speed 0.88x the deep "
            "model's as a loop, 0.85x fused (6 x 4, d 128: 0.89x vs 0.88x); results/bench.md: "
            "0.89x vs 0.79x",
        ),
        ("cpu", "translate"): Decision(
            True,
            "results/bench-mimo-deep (CPU, 6 samples): MIMO 3 x 4 beam-4 speed 1.15x the deep "
            "model's fused, 0.89x as a loop (6 x 4, d 128: 1.33x vs 0.89x)",
        ),
        ("cuda", "train"): Decision(
            True,
            "results/gpu-nvidia-h200 (H200): MIMO training speed vs the deep model fused 1.69x / "
            "loop 0.82x (3 x 4, d 256), fused 0.98x / loop 0.82x (6 x 4, d 512)",
        ),
        ("cuda", "translate"): Decision(
            True,
            "results/gpu-nvidia-h200 (H200): MIMO beam-4 speed vs the deep model fused 2.39x / "
            "loop 0.84x (3 x 4, d 256), fused 2.37x / loop 0.96x (6 x 4, d 512)",
        ),
    },
)
