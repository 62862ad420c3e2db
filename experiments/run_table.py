"""Run every row of a paper table, evaluate it and write ``results/<table>.md``.

    python experiments/run_table.py mute-table2 --scale small
    python experiments/run_table.py mute-table2 --scale smoke --rows transformer-relative \\
        mute-bias-seq --out /tmp/results --work /tmp/runs
    python experiments/run_table.py mute-table2 --scale paper --data-dir /data/wmt14 \\
        --test-sets newstest2014 --world-size 4 --gpu-ranks 0 1 2 3

For each row (``experiments/tables.py``) and seed:

1. train: ``onmt_ext_train -config RECIPE <scale flags> <row flags> [-seed N] -save_model
   <work>/<table>/<row>/<seed>/model``, the console output kept as ``train.log`` beside
   the checkpoints (a vocabulary missing on disk is first built with
   ``onmt_ext_build_vocab -config RECIPE -n_sample -1``); a row defined as a checkpoint
   average runs ``python -m onmt_ext.core.tools.average`` on another row's last saves instead;
   (an interrupted training of the same command is resumed from its latest checkpoint with
   ``-train_from``); ``train.json`` records the command, the git commit of the code (and
   whether the tree was dirty), wall time, threads and load of every piece;
2. select the saved checkpoint with the best BLEU on the validation set (val is for model
   selection only): the training's own validation BLEU from the metrics file when the
   recipe asks for ``valid_metrics: [BLEU]``, else beam search on val with each checkpoint;
3. translate the test sets with beam 4 and length penalty ``-length_penalty wu -alpha 0.6``
   (the MUTE paper's appendix), repeating the recipe's tokenisation transform options on the
   command line (OpenNMT 3.5.1 does not take them from the checkpoint);
4. score with sacrebleu BLEU and chrF (signatures), record parameters (the checkpoint's
   tensors), training time and tokens/s (the metrics file), translation tokens/s
   (OpenNMT's ``-report_time``: decoding only, without start-up and model loading),
   and MUTE's DIV where the table asks for it;
5. write ``<out>/<table>/<row>/result.json`` and copy the test translations, the validation
   curve (``val_curve.csv``) and the training metrics (``train_metrics.jsonl``) beside it.

An archived table (``Table.archived``: results kept from recipes that have since changed)
is never trained: only ``--report-only`` (and ``--check``) run for it, and its runs are
never marked stale.

A row whose ``result.json`` already holds a run with the same training command (and the
same recipe content) is skipped (``skip <row>: done``). A row whose model another table
trains (``Row.trained_in``) takes that table's stored result of the same command, with its
translations, when both tables score the same test files with the same decoding (not with
``--force``). The table's baseline row is added
when needed for the p-values (paired bootstrap resampling, sacrebleu, 1000 resamples).
Finally ``<out>/<table>.md`` is written from every result present: one line per system,
the comparison with the paper's claim (per seed paired bootstrap; over seeds a paired
t-interval, Holm-corrected, and the verdict words: ``experiments/stats.py``) and the exact
commands.

Scales: ``smoke`` (a data subset, a tiny model and 20 steps: minutes for a table; default
output under work/smoke/), ``small`` (the recipes as they are: same steps for every row),
``paper`` (the ``recipes/<family>/scale-paper.yaml`` overlay,
``--world-size``/``--gpu-ranks``, ``--data-dir`` and ``--test-sets`` for your data).
Modules: ``context`` (paths, data, scale defaults), ``runner`` (train, resume, select,
translate, store), ``logs`` (metrics file, parameters, translation timing), ``stats``
(bootstrap, intervals, Holm, verdicts), ``report`` (the markdown), ``tables``
(definitions), ``figures``. Translations and scores are computed inside this process (no
interpreter start-up per file) with exactly the argument lists written in the results; each
is reproducible with the console command shown there.
"""

from __future__ import annotations

import argparse
import difflib
import logging
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
# run as a script: import the package `experiments`, not its modules as top-level names
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from experiments.context import (  # noqa: E402
    BOOTSTRAP_SAMPLES,
    DEFAULT_DATA,
    DEFAULTS,
    TEST_SETS,
    VALID_SET,
    Context,
    load_runs,
    prepare_smoke_data,
    rel,
    valid_source,
)
from experiments.report import render_report, report_path, write_report  # noqa: E402
from experiments.runner import Runner, selected_rows  # noqa: E402
from experiments.summary import render_summary, replace_summary, summary_in  # noqa: E402
from experiments.tables import TABLES, get_table  # noqa: E402

log = logging.getLogger("run_table")


def make_figures(ctx: Context) -> None:
    from experiments import figures

    table = ctx.table
    runs = load_runs(ctx)
    out = ctx.out / table.name / "figures"
    for kind in table.figures:
        try:
            written = figures.table_figure(kind, table, runs, out)
        except (OSError, ValueError, KeyError) as error:
            log.warning("figure %s not written: %s", kind, error)
            continue
        for path in written:
            log.info("figure: %s", rel(path))


def default_seeds(table, scale: str, given: list[int] | None) -> list[int | None]:
    """`--seeds` if given; else the table's seeds (not at SCALE=smoke, which checks the
    plumbing once); else [None]: the recipe's own seed."""
    if given:
        return list(given)
    if table.seeds and scale != "smoke":
        return list(table.seeds)
    return [None]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="experiments/run_table.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("table", choices=sorted(TABLES), help="table name")
    parser.add_argument("--scale", choices=sorted(DEFAULTS), default="small")
    parser.add_argument("--rows", nargs="*", help="only these rows (default: all)")
    parser.add_argument("--seeds", nargs="*", type=int,
                        help="train every row once per seed (-seed N); default: the table's "
                        "seeds (e.g. mute-table2: 1 2 3), else the recipe's; SCALE=smoke: "
                        "the recipe's")
    parser.add_argument("--data-dir", default=DEFAULT_DATA,
                        help="prepared data root holding <pair>/{train,val,test...}.<lang>; "
                        "replaces work/multi30k in the recipes' paths")
    parser.add_argument("--out", help="results directory (default: results; smoke: "
                        "work/smoke/results; paper: results/paper)")
    parser.add_argument("--work", help="checkpoints and logs (default: work/runs, "
                        "work/smoke/runs, work/runs-paper)")
    parser.add_argument("--valid-set", default=VALID_SET, help="split for model selection")
    parser.add_argument("--test-sets", nargs="+", default=list(TEST_SETS))
    parser.add_argument("--world-size", type=int, help="GPUs for training (OpenNMT world_size)")
    parser.add_argument("--gpu-ranks", nargs="*", type=int, default=[],
                        help="OpenNMT gpu_ranks (default: 0..world_size-1)")
    parser.add_argument("--no-baseline", action="store_true",
                        help="do not add the baseline row to --rows")
    parser.add_argument("--force", action="store_true", help="re-run rows already done")
    parser.add_argument("--bootstrap", type=int, default=BOOTSTRAP_SAMPLES,
                        help="paired bootstrap resamples")
    parser.add_argument("--report-only", action="store_true",
                        help="only rewrite <out>/<table>.md from the results present")
    parser.add_argument("--check", action="store_true",
                        help="with --report-only: render <out>/<table>.md from the results "
                        "present without writing it, and exit 1 with the difference unless "
                        "it is byte for byte the file already there")
    parser.add_argument("--readme", type=Path,
                        help="with --report-only: also rewrite the table's summary block in "
                        "this file (results/<table>/README.md; experiments/summary.py), or "
                        "with --check check it")
    args = parser.parse_args(argv)
    if args.check and not args.report_only:
        parser.error("--check regenerates a report: it needs --report-only")
    if args.readme and not args.report_only:
        parser.error("--readme rewrites a summary from the stored results: it needs "
                     "--report-only")
    logging.basicConfig(level=logging.INFO, format="[run_table] %(message)s")
    table = get_table(args.table)
    if table.archived and not args.report_only:
        parser.error(f"{table.name} is archived ({table.archived}): it is not trained again; "
                     f"--report-only rewrites its report")
    if not table.archived and not table.recipes_exist():
        missing = [r.recipe for r in table.rows if r.recipe and not (REPO / r.recipe).is_file()]
        parser.error(f"{table.name}: missing recipes {missing}")
    out_default, work_default = DEFAULTS[args.scale]
    ctx = Context(
        table=table, scale=args.scale, data_dir=Path(args.data_dir),
        out=Path(args.out or REPO / out_default), work=Path(args.work or REPO / work_default),
        seeds=default_seeds(table, args.scale, args.seeds), world_size=args.world_size,
        gpu_ranks=list(args.gpu_ranks), valid_set=args.valid_set,
        test_sets=tuple(args.test_sets), force=args.force, bootstrap=args.bootstrap,
    )
    if not ctx.data_dir.is_absolute():
        ctx.data_dir = REPO / ctx.data_dir
    try:
        rows = selected_rows(table, args.rows, not args.no_baseline)
    except KeyError as error:
        parser.error(str(error.args[0]))
    if not args.report_only:
        source = valid_source(ctx.data_dir, table, ctx.valid_set)
        if not source.is_file():
            parser.error(f"no {source.name} in {rel(source.parent)}: prepare the data "
                         f"first (make data-{table.pair}) or pass --data-dir")
        if ctx.scale == "smoke":
            import torch

            torch.set_num_threads(1)  # in-process translation of d-32 models
            prepare_smoke_data(ctx)
        runner = Runner(ctx)
        for seed in ctx.seeds:
            for row in rows:
                runner.run_row(row, seed)
        make_figures(ctx)
    runner = Runner(ctx)
    # (render_report ignores these for an archived table: none of its runs is stale)
    current = {(row.id, ctx.seed_key(seed)): runner.current_key(row, seed)
               for row in table.rows for seed in ctx.seeds}
    if args.readme:
        try:  # the file and its markers, before anything is computed or written
            summary_in(args.readme, table.name)
        except (OSError, ValueError) as error:
            parser.error(f"--readme: {error}")
    if args.check:
        status = check_report(ctx, current)
        return max(status, check_summary(ctx, args.readme)) if args.readme else status
    path = write_report(ctx, current)
    log.info("wrote %s", rel(path))
    if args.readme:
        text = args.readme.read_text(encoding="utf-8")
        args.readme.write_text(replace_summary(text, render_summary(ctx), table.name,
                                               str(args.readme)), encoding="utf-8")
        log.info("wrote the %s summary in %s", table.name, args.readme)
    return 0


def check_summary(ctx: Context, readme: Path) -> int:
    """0 when the table's summary block in `readme` is what the stored results make; else
    1, with a unified diff on stdout. The file is only read."""
    return compare_rendered(summary_in(readme, ctx.table.name), render_summary(ctx),
                            f"{readme}", f"{readme}: the {ctx.table.name} summary")


def check_report(ctx: Context, current: dict) -> int:
    """0 when the report rendered from the stored results equals `<out>/<table>.md` byte
    for byte; else 1, with a unified diff on stdout. The file is only read."""
    path = report_path(ctx)
    if not path.is_file():
        log.error("%s: no report to check", rel(path))
        return 1
    return compare_rendered(path.read_bytes().decode("utf-8", errors="replace"),
                            render_report(ctx, current), rel(path), rel(path))


def compare_rendered(on_disk: str, rendered: str, name: str, what: str) -> int:
    """0 when `rendered` equals `on_disk` byte for byte; else 1, after printing their unified
    diff (labelled with the file `name`) and logging an error about `what`."""
    if rendered == on_disk:
        log.info("%s: regenerated byte for byte", what)
        return 0
    print("\n".join(difflib.unified_diff(on_disk.splitlines(), rendered.splitlines(),
                                         f"{name} (on disk)", f"{name} (regenerated)",
                                         lineterm="")))
    log.error("%s differs from what its results make (diff above)", what)
    return 1


if __name__ == "__main__":
    sys.exit(main())
