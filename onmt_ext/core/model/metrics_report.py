"""The metrics file's report manager: OpenNMT's, also appending each report to
`<save_model>_metrics.jsonl` (onmt_ext.core.model.training_metrics) and the model's
diagnostics to TensorBoard, on rank 0 of a training with a `save_model`."""

from __future__ import annotations

from onmt_ext import compat
from onmt_ext.core.model.training_metrics import (
    MetricsLog,
    bound_model,
    collect_diagnostics,
    flat_scalars,
    metrics_path,
)


class MetricsReportMgr(compat.ReportMgr):
    """OpenNMT's report manager that also appends each report to a JSON-lines file
    (onmt_ext.core.model.training_metrics) and the model's diagnostics to TensorBoard.

    Overrides `ReportMgr._report_training` (called every `report_every` steps with the
    interval's statistics, which it then resets) and `ReportMgr._report_step` (after
    each validation with `valid_stats`).
    """

    def __init__(self, report_every, start_time=-1.0, tensorboard_writer=None, *,
                 metrics_log: MetricsLog):
        super().__init__(report_every, start_time=start_time,
                         tensorboard_writer=tensorboard_writer)
        self.metrics_log = metrics_log

    def _report_training(self, step, num_steps, learning_rate, patience, report_stats):
        diagnostics = collect_diagnostics(bound_model())
        aux = report_stats.aux_means() if hasattr(report_stats, "aux_means") else {}
        self.metrics_log.write({
            "kind": "train", "step": step, "lr": learning_rate,
            "xent": report_stats.xent(), "ppl": report_stats.ppl(),
            "acc": report_stats.accuracy(), "n_words": report_stats.n_words,
            "n_src_words": report_stats.n_src_words,
            "elapsed_s": report_stats.elapsed_time(), "aux": aux, "diagnostics": diagnostics,
        })
        if self.tensorboard_writer is not None:
            for name, value in flat_scalars(diagnostics):
                self.tensorboard_writer.add_scalar(f"progress/{name}", value, step)
        return super()._report_training(step, num_steps, learning_rate, patience, report_stats)

    def _report_step(self, lr, patience, step, valid_stats=None, train_stats=None):
        if valid_stats is not None:
            self.metrics_log.write({
                "kind": "valid", "step": step, "xent": valid_stats.xent(),
                "ppl": valid_stats.ppl(), "acc": valid_stats.accuracy(),
                "metrics": dict(valid_stats.computed_metrics or {}),
            })
        return super()._report_step(lr, patience, step, valid_stats, train_stats)


def with_metrics_file(manager, opt, gpu_rank: int):
    """`manager`, the report manager OpenNMT built for `opt` (which set up the TensorBoard
    writer); on rank 0 with a `save_model`, the same settings in a MetricsReportMgr writing
    `<save_model>_metrics.jsonl`."""
    if gpu_rank > 0 or not getattr(opt, "save_model", None):
        return manager
    return MetricsReportMgr(
        manager.report_every, start_time=manager.start_time,
        tensorboard_writer=manager.tensorboard_writer,
        metrics_log=MetricsLog(metrics_path(opt.save_model)),
    )
