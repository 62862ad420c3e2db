"""`mute_fused: auto`: MUTE's fused units or the loop, as measured (the table that
onmt_ext.core.model.fused_choice reads for the MUTE layers; declared in the family's
registration, onmt_ext.mute.family)."""

from onmt_ext.core.model.fused_choice import Decision, FusedPath
from onmt_ext.mute.options import MuteOptions

# (device type, mode) -> the faster path as measured. CPU: results/bench.md and
# results/bench.json (2-core Intel Xeon, d 256); CUDA: results/gpu-nvidia-h200/ (one H200;
# README.md, bench-d256.md, bench-d512.md).
MUTE_FUSED = FusedPath(
    key=MuteOptions.key("fused"),
    decisions={
        ("cpu", "train"): Decision(
            False,
            "results/bench.md (CPU): MUTE-4 training step time 1.88x the baseline's as a loop, "
            "1.97x fused; head to head fused / loop 1.08 [1.04, 1.22]",
        ),
        ("cpu", "translate"): Decision(
            False,
            "results/bench.md (CPU): MUTE-4 beam-4 throughput 0.86x the baseline's as a loop, "
            "0.86x fused; head to head fused / loop 0.995 [0.896, 1.151], greedy 1.012 (a tie: "
            "the loop, as in training)",
        ),
        ("cuda", "train"): Decision(
            True,
            "results/gpu-nvidia-h200 (H200): MUTE-4 training step time fused / loop 0.64x at "
            "d 256 (bench-d256.md), 0.92x at d 512 (bench-d512.md)",
        ),
        ("cuda", "translate"): Decision(
            True,
            "results/gpu-nvidia-h200 (H200): MUTE-4 beam-4 throughput fused / loop 1.07x at "
            "d 256 (bench-d256.md), 1.06x at d 512 (bench-d512.md)",
        ),
    },
)
