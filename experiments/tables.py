"""Table definitions: one entry per paper table, run by ``experiments/run_table.py``.

A table is a list of rows, each an existing recipe plus optional extra command-line flags
for ``onmt_ext_train``; one row is the baseline every other row is tested against (paired
bootstrap resampling). Adding a table is one :class:`Table` entry in :data:`TABLES`, plus a
Makefile target that calls ``run_table.py <name>``; tables whose recipes do not exist yet
are skipped by :func:`available_tables` (e.g. MIMO until ``recipes/mimo/`` lands), and so
are archived tables (``Table.archived``: results kept from recipes that have since changed,
whose report is only rewritten).

The paper claims below are quoted for comparison only: the runner never uses them to
produce a number. It tests the direction of each claim (``Row.expect``) on our differences
(``experiments/stats.py``) and quotes the paper's differences (``paper_bleu``) as context,
never comparing their size with ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

#: Flags appended to every training command at SCALE=smoke: a tiny model and a few steps,
#: minutes for a whole table on 2 CPU cores. Training flags only (no data keys).
def make_smoke_flags(layers: int | None = 1, save_every: int = 10) -> tuple[str, ...]:
    """Training flags of SCALE=smoke: `layers` encoder and decoder layers (None: the
    recipe's), 20 steps."""
    depth = () if layers is None else ("-layers", str(layers))
    return (
        *depth, "-hidden_size", "32", "-word_vec_size", "32",
        "-transformer_ff", "64", "-heads", "2", "-train_steps", "20", "-valid_steps", "10",
        "-save_checkpoint_steps", str(save_every), "-keep_checkpoint", "5", "-warmup_steps", "10",
        "-batch_size", "256", "-valid_batch_size", "1024", "-report_every", "5",
        "-bucket_size", "512", "-num_workers", "0",
    )


SMOKE_FLAGS: tuple[str, ...] = make_smoke_flags()


@dataclass(frozen=True)
class Row:
    """One system of a table.

    Attributes:
        id: short name, also the directory name under ``results/<table>/``.
        label: the paper's row name (shown in the results table).
        recipe: recipe YAML relative to the repository root (None for averaging rows).
        flags: extra ``onmt_ext_train`` flags that define the row (e.g. an ablation).
        average_of: id of another row of the table whose last ``average_last`` checkpoints
            are averaged (``python -m onmt_ext.core.tools.average``) instead of training.
        average_last: number of checkpoints averaged.
        expect: direction the paper reports against the table baseline: ``+`` better,
            ``-`` worse, ``=`` no clear difference, ``""`` (the baseline itself, or a row
            the paper does not have).
        compare_to: another row (or a tuple of rows) to compare with in the claim paragraph
            (besides the baseline), each expected ``+``: e.g. a MUTE model against the
            checkpoint-averaged baseline, a composition against each of its parts.
        warm_start_from: id of another row of the table whose selected checkpoint
            initialises this row (``-warm_start_from``; Dou et al. 2018 start every variant
            from the trained Base). That row is run first.
        trained_in: another table with a row of the same id that trains the same model
            (e.g. the composition table's ``+ Relative`` and MUTE-4 are the MUTE table's).
            Where that table's training command equals this one's (recipe content, flags
            and seed; only the save path differs), the model is trained once, in that
            table's run directory, whichever table runs first; each table translates and
            scores it, or copies the other table's result where that table has already
            scored it on the same test files with the same decoding. Where the commands
            differ (e.g. other smoke flags), this table trains its own.
        trained_as: the id of that row in the `trained_in` table, where it differs from
            this row's (e.g. MUTE Table 6's ``attn_ffn`` is the MUTE table's ``mute``).
    """

    id: str
    label: str
    recipe: str | None = None
    flags: tuple[str, ...] = ()
    average_of: str | None = None
    average_last: int = 5
    expect: str = "+"
    compare_to: tuple[str, ...] = ()  # a single id is accepted and made a 1-tuple
    warm_start_from: str | None = None
    trained_in: str | None = None
    trained_as: str | None = None

    @property
    def shared_id(self) -> str:
        """This row's id in the table that trains it (`trained_in`)."""
        return self.trained_as or self.id

    def __post_init__(self):
        if isinstance(self.compare_to, str):
            object.__setattr__(self, "compare_to", (self.compare_to,))
        if self.trained_in and (self.average_of or self.warm_start_from):
            raise ValueError(f"row {self.id}: trained_in shares a trained row; it cannot "
                             "also average or warm-start from another row")

    def comparisons(self, baseline: str) -> list[tuple[str, str]]:
        """``(other row, expected direction)``: the baseline with `expect`, then each
        `compare_to` row with ``+``."""
        return [(baseline, self.expect), *((other, "+") for other in self.compare_to)]


@dataclass(frozen=True)
class Table:
    """One paper table (or figure) as rows to train, translate and score.

    Attributes:
        name: ``<paper>-<table>``, the Makefile target and ``results/<name>.md``.
        title: heading of the results file.
        claim: the paper's claim, quoted (direction and size of the improvement).
        family: recipe directory under ``recipes/`` (its ``scale-paper.yaml`` overlay).
        pair: Multi30k pair (``work/multi30k/<pair>/``); source language first.
        baseline: id of the row every other row is tested against.
        rows: the systems, in the paper's order.
        paper_bleu: the paper's BLEU per row id where quoted in ``claim`` (comparison only).
        diversity: also compute MUTE's DIV scores (Table 6) on the first test set.
        figures: figure kinds written after the table (see experiments/figures.py):
            ``alpha`` and ``autoshuffle`` (from the last row that has them), ``units``,
            ``similarity`` (MIMO Table 4, every row with task-aware weights).
        smoke_flags: training flags at SCALE=smoke.
        small_flags: training flags added to every row at SCALE=small only (e.g. a denser
            checkpoint schedule, which does not change training).
        translate_flags: extra ``onmt_ext_translate`` flags for every row.
        directions: multilingual tables only (``pair`` is then a directory such as
            ``multi``): the translation directions ``"src-tgt"`` evaluated on every test
            set, each with its target-language tag (``-src_prefix``); a direction the recipe
            has no training corpus for is reported as zero-shot.
        valid_direction: multilingual tables: the direction of the recipes' ``valid``
            corpus, used for model selection by beam search (when the recipes ask for no
            ``valid_metrics``).
        valid_label: multilingual tables whose recipes validate on another set than
            `valid_direction` (e.g. every trained direction at once): what they validate on,
            as the report names it; empty: `valid_direction`.
        primary_claims: the comparisons ``(row, other row)`` the table is built to decide:
            together (on every test set) they are the family of the Holm correction;
            every other comparison is secondary (its own p, marked so). Empty: every
            comparison of the table is primary.
        seeds: the seeds every row is trained with when ``--seeds`` is not given (not at
            SCALE=smoke); empty: the recipe's seed, one run per row.
        plateau_rule: the table follows the convergence protocol (docs/protocol.md): its
            report shows each row's val BLEU change over the last quarter of training.
        archived: why the table is archived (e.g. "the d 192 protocol, superseded by d 128
            (docs/protocol.md)"); empty: a live table. An archived table keeps results
            trained under recipes that have since changed: it is never trained again
            (``run_table.py`` refuses to), only its report is rewritten
            (``--report-only``), and its runs are never marked stale.
        siblings: ``(bigger row, smaller row, how)``: a row that is the larger (``how``:
            "larger") or deeper ("deeper") version of another row of the table, otherwise
            trained alike. The report's gate marks the bigger row a failed baseline when it
            ends training with a higher training loss than the smaller one at the same
            step (experiments/report/gates.py, ``row_gates``).
        paper_effects: the paper's BLEU difference for a comparison ``(row, other row)``
            where ``paper_bleu`` has no numbers for both, with a note on how it reads the
            paper (e.g. "up to"): ``{(row, other): (effect, note)}``. Used only to size
            the seeds a claim needs, never to judge our differences.
    """

    name: str
    title: str
    claim: str
    family: str
    baseline: str
    rows: tuple[Row, ...]
    pair: str = "en-de"
    paper_bleu: dict[str, float] = field(default_factory=dict)
    diversity: bool = False
    figures: tuple[str, ...] = ()
    smoke_flags: tuple[str, ...] = SMOKE_FLAGS
    small_flags: tuple[str, ...] = ()
    translate_flags: tuple[str, ...] = ()
    directions: tuple[str, ...] = ()
    valid_direction: str | None = None
    valid_label: str = ""
    primary_claims: tuple[tuple[str, str], ...] = ()
    seeds: tuple[int, ...] = ()
    plateau_rule: bool = False
    archived: str = ""
    siblings: tuple[tuple[str, str, str], ...] = ()
    paper_effects: dict[tuple[str, str], tuple[float, str]] = field(default_factory=dict)

    def row(self, row_id: str) -> Row:
        for row in self.rows:
            if row.id == row_id:
                return row
        raise KeyError(f"{self.name} has no row {row_id!r} (rows: {self.row_ids()})")

    def row_ids(self) -> list[str]:
        return [row.id for row in self.rows]

    def paper_effect(self, row_id: str, other_id: str) -> tuple[float, str] | None:
        """The paper's BLEU difference of `row_id` against `other_id` and how it was read:
        from ``paper_bleu`` where both rows are there, else ``paper_effects``; None when
        the paper gives no number."""
        paper = self.paper_bleu
        if row_id in paper and other_id in paper:
            return paper[row_id] - paper[other_id], "the paper's table"
        return self.paper_effects.get((row_id, other_id))

    def is_primary(self, row_id: str, other_id: str) -> bool:
        """Whether `row_id` vs `other_id` is in the table's Holm family."""
        return not self.primary_claims or (row_id, other_id) in self.primary_claims

    @property
    def multilingual(self) -> bool:
        return bool(self.directions)

    @property
    def src_lang(self) -> str:
        """Source language of the pair (multilingual: of the validation direction)."""
        return (self.valid_direction or self.pair).split("-")[0]

    @property
    def tgt_lang(self) -> str:
        return (self.valid_direction or self.pair).split("-")[1]

    def recipes_exist(self) -> bool:
        return all(row.recipe is None or (REPO / row.recipe).is_file() for row in self.rows)


# --------------------------------------------------------------------------- MUTE
MUTE = "recipes/mute"
_BIAS_SEQ = f"{MUTE}/mute-bias-seq.yaml"
_UNITS = ("identity", "swap", "disorder", "mask")  # the noise list of mute-bias-seq.yaml
PROTOCOL = f"{MUTE}/protocol"
_PROTOCOL_BIAS_SEQ = f"{PROTOCOL}/mute-bias-seq.yaml"


def _without_unit(unit: str) -> Row:
    """MUTE + Bias + Seq. (the protocol's) with one unit type removed: 3 units, the others'
    noise."""
    rest = [u for u in _UNITS if u != unit]
    return Row(
        id=f"minus-{unit}",
        label=f"- {unit} unit",
        recipe=_PROTOCOL_BIAS_SEQ,
        flags=("-mute_units", "3", "-mute_noise", *rest),
        expect="-",
    )


TABLES: dict[str, Table] = {}


def _add(table: Table) -> None:
    TABLES[table.name] = table


_add(Table(
    name="mute-table2",
    title=("MUTE Tables 1-2 at the convergence protocol (docs/protocol.md): Transformer, "
           "+Relative, +Relative (Big), MUTE, +Bias, +Bias+Seq. (Multi30k en-de)"),
    claim=(
        "MUTE paper, Table 2 (WMT14 En-De, BLEU): Transformer (Base) 27.4, + Relative 28.2, "
        "+ Relative (Big) 28.6, MUTE (Base, 4 units) 28.8, + Bias 29.1, + Bias + Seq. 29.3. "
        "MUTE beats the 1-unit + Relative and, with 54% of its parameters, + Relative "
        "(Big); each of Bias and Seq. improves on the row above (Table 1, NIST Zh-En, shows "
        "the same ordering)."
    ),
    family="mute",
    # + Relative is the reference of the paper's claims about MUTE; every row is also
    # tested against it (Transformer with absolute positions: expected below it).
    baseline="transformer-relative",
    rows=(
        Row("transformer-base", "Transformer (Base), absolute positions",
            f"{PROTOCOL}/transformer-base.yaml", expect="-"),
        Row("transformer-relative", "+ Relative", f"{PROTOCOL}/transformer-relative.yaml",
            expect=""),
        Row("transformer-relative-big", "+ Relative (Big): the parameter control",
            f"{PROTOCOL}/transformer-relative-big.yaml"),
        Row("mute", "MUTE (4 units)", f"{PROTOCOL}/mute.yaml",
            compare_to="transformer-relative-big"),
        Row("mute-bias", "+ Bias", f"{PROTOCOL}/mute-bias.yaml", compare_to="mute"),
        Row("mute-bias-seq", "+ Bias + Seq. (M starts at 1/I, the authors')",
            f"{PROTOCOL}/mute-bias-seq.yaml", compare_to="mute-bias"),
        # against + Bias (the Seq. claim) and against the authors' start (does the start
        # of M matter for translation?)
        Row("mute-bias-seq-perturbed", "+ Bias + Seq. (M starts perturbed)",
            f"{PROTOCOL}/mute-bias-seq-perturbed.yaml",
            compare_to=("mute-bias", "mute-bias-seq")),
    ),
    paper_bleu={
        "transformer-base": 27.4, "transformer-relative": 28.2,
        "transformer-relative-big": 28.6, "mute": 28.8, "mute-bias": 29.1,
        "mute-bias-seq": 29.3,
    },
    # The four claims the table is built to decide, on both test sets: the
    # family of the Holm correction. The rest (absolute vs relative positions, Big vs
    # Base, the perturbed start) are reported as secondary comparisons.
    primary_claims=(
        ("mute", "transformer-relative"), ("mute", "transformer-relative-big"),
        ("mute-bias", "mute"), ("mute-bias-seq", "mute-bias"),
    ),
    seeds=(1, 2, 3),  # verdicts come from the spread over seeds
    figures=("alpha", "autoshuffle"),
    plateau_rule=True,
    # the parameter control: + Relative made wider (d 176)
    siblings=(("transformer-relative-big", "transformer-relative", "larger"),),
))

# The same table at the d 192 protocol (4,000 steps), archived: recipes/mute/protocol/ moved
# to d 128 when + Relative failed the plateau rule at d 192. Its results (results/
# mute-table2-d192/, trained as mute-table2: the run directories and commands say so) keep
# their report; the table is never trained again.
_add(replace(
    TABLES["mute-table2"],
    name="mute-table2-d192",
    title=("MUTE Tables 1-2 at the d 192 convergence protocol (4,000 steps; archived: "
           "superseded by the d 128 protocol, docs/protocol.md): Transformer, +Relative, "
           "+Relative (Big), MUTE, +Bias, +Bias+Seq. (Multi30k en-de)"),
    archived=("the d 192 protocol (4,000 steps), superseded by the d 128 protocol "
              "(docs/protocol.md) because its + Relative baseline failed the plateau rule "
              "(mean change +1.04 BLEU over steps 3,000-4,000 across seeds 1-3); its results "
              "were trained under recipes/mute/protocol/ as it was at commit 4bab919, before "
              "the move to d 128 (8c5dadf): its commands need that commit's recipes"),
))

_add(Table(
    name="mute-table2-1000steps",
    title=("MUTE Tables 1-2 at a fixed budget of 1000 steps (speed of training, not "
           "converged): Transformer, +Relative, MUTE, +Bias, +Bias+Seq. (Multi30k en-de)"),
    claim=(
        "MUTE paper, Table 2 (WMT14 En-De, Transformer-base, BLEU): Transformer 27.4, "
        "+ Relative 28.2, MUTE (4 units) 28.8, + Bias 29.1, + Bias + Seq. 29.3: each "
        "row improves on the previous one, +1.9 BLEU from Transformer to MUTE + Bias + Seq. "
        "(Table 1, NIST Zh-En, shows the same ordering)."
    ),
    family="mute",
    baseline="transformer-base",
    rows=(
        Row("transformer-base", "Transformer (Base)", f"{MUTE}/transformer-base.yaml",
            expect=""),
        Row("transformer-relative", "+ Relative", f"{MUTE}/transformer-relative.yaml"),
        # "each row improves on the previous one": also tested against the row above
        Row("mute", "MUTE (4 units)", f"{MUTE}/mute.yaml", compare_to="transformer-relative"),
        Row("mute-bias", "+ Bias", f"{MUTE}/mute-bias.yaml", compare_to="mute"),
        Row("mute-bias-seq", "+ Bias + Seq.", _BIAS_SEQ, compare_to="mute-bias"),
    ),
    paper_bleu={
        "transformer-base": 27.4, "transformer-relative": 28.2, "mute": 28.8,
        "mute-bias": 29.1, "mute-bias-seq": 29.3,
    },
    figures=("alpha", "autoshuffle"),
))

# Tables 4, 5, 6 and Figure 2 at the convergence protocol (docs/protocol.md): the rows that
# are mute-table2's models (same recipe, no flag) are trained there once (`trained_in`), so
# that the evidence queue's seeds of mute-table2 fill these tables too (experiments/queue.py).
_add(Table(
    name="mute-table4",
    title=("MUTE Table 4 at the convergence protocol: ablation of MUTE + Bias + Seq. "
           "(Multi30k en-de)"),
    claim=(
        "MUTE paper, Table 4 (ablation): removing any one unit type (identity, swap, "
        "disorder, mask), all bias modules, or the sequential dependency from MUTE + Bias "
        "+ Seq. lowers BLEU: every component contributes (numbers: see the paper)."
    ),
    family="mute",
    baseline="full",
    rows=(
        Row("full", "MUTE + Bias + Seq.", _PROTOCOL_BIAS_SEQ, expect="",
            trained_in="mute-table2", trained_as="mute-bias-seq"),
        *(_without_unit(unit) for unit in _UNITS),
        Row("minus-bias", "- bias (4 identity units)", _PROTOCOL_BIAS_SEQ,
            flags=("-mute_noise", "identity", "identity", "identity", "identity"),
            expect="-"),
        # mute_sequential is a store_true flag: "- Seq." is exactly mute-table2's + Bias
        Row("minus-seq", "- sequential dependency", f"{PROTOCOL}/mute-bias.yaml", expect="-",
            trained_in="mute-table2", trained_as="mute-bias"),
    ),
    seeds=(1,),  # one seed a row; "full" and "- Seq." are mute-table2's seed 1
    plateau_rule=True,
))

_add(Table(
    name="mute-table5",
    title=("MUTE Table 5 at the convergence protocol: checkpoint averaging vs. MUTE "
           "(Multi30k en-de)"),
    claim=(
        "MUTE paper, Table 5: averaging the last checkpoints of Transformer + Relative "
        "helps the baseline, but MUTE and MUTE + Bias + Seq. (single checkpoints) stay "
        "ahead of the averaged baseline: MUTE's gain is not a checkpoint-averaging effect "
        "(numbers: see the paper)."
    ),
    family="mute",
    baseline="transformer-relative",
    rows=(
        Row("transformer-relative", "Transformer + Relative",
            f"{PROTOCOL}/transformer-relative.yaml", expect="", trained_in="mute-table2"),
        # the protocol saves every 250 of 5,000 steps and keeps them all: the last 5 saves
        # are steps 4,000-5,000, averaged while the run directory still holds them
        Row("transformer-relative-avg5", "+ average of the last 5 checkpoints",
            average_of="transformer-relative", average_last=5),
        Row("mute", "MUTE (4 units)", f"{PROTOCOL}/mute.yaml",
            compare_to="transformer-relative-avg5", trained_in="mute-table2"),
        Row("mute-bias-seq", "MUTE + Bias + Seq.", _PROTOCOL_BIAS_SEQ,
            compare_to="transformer-relative-avg5", trained_in="mute-table2"),
    ),
    # seeds 1-3 of mute-table2 were trained before their checkpoints were kept: the average
    # exists from seed 4 on (the evidence queue's seeds)
    seeds=(4, 5, 6, 7),
    plateau_rule=True,
    smoke_flags=make_smoke_flags(save_every=5),
))

_add(Table(
    name="mute-table6",
    title=("MUTE Table 6 at the convergence protocol: unit granularity and diversity DIV "
           "(Multi30k en-de)"),
    claim=(
        "MUTE paper, Table 6 (DIV scores, Eq. 21; no BLEU for these rows): units with "
        "their own self-attention and FFN (4 Self. + 4 FFN, `attn_ffn`) are more diverse "
        "than units sharing the FFN (`attn`) or the self-attention (`ffn`): FFN outputs "
        "0.449, 0.404 and 0.381, which the paper takes to verify its choice of unit. The "
        "BLEU test here (sharing lowers BLEU) is the expectation this implies, not a "
        "number of the paper."
    ),
    family="mute",
    baseline="attn_ffn",
    rows=(
        # attn_ffn is mute_granularity's default: exactly mute-table2's MUTE (4 units)
        Row("attn_ffn", "4 Self. + 4 FFN", f"{PROTOCOL}/mute.yaml", expect="",
            trained_in="mute-table2", trained_as="mute"),
        Row("attn", "4 Self. + 1 FFN", f"{PROTOCOL}/mute.yaml",
            flags=("-mute_granularity", "attn"), expect="-"),
        Row("ffn", "1 Self. + 4 FFN", f"{PROTOCOL}/mute.yaml",
            flags=("-mute_granularity", "ffn"), expect="-"),
    ),
    diversity=True,
    # DIV needs the checkpoint: attn_ffn is scored here from each of mute-table2's MUTE
    # seeds while its run directory holds it (the queue's seeds, 4 on); attn and ffn: seed 4
    seeds=(4,),
    plateau_rule=True,
))

_add(Table(
    name="mute-figure2",
    title=("MUTE Figure 2 at the convergence protocol: BLEU and translation speed against "
           "the number of units (Multi30k en-de)"),
    claim=(
        "MUTE paper, Figure 2: BLEU increases as units are added to the encoder (with "
        "diminishing returns), while translation speed decreases as units are added "
        "(numbers: see the paper's figure)."
    ),
    family="mute",
    baseline="units-1",
    rows=tuple(
        # 4 units is the recipe's own mute_units: mute-table2's MUTE (4 units)
        Row("units-4", "MUTE, 4 units", f"{PROTOCOL}/mute.yaml", trained_in="mute-table2",
            trained_as="mute")
        if k == 4 else
        Row(f"units-{k}", f"MUTE, {k} unit{'s' if k > 1 else ''}", f"{PROTOCOL}/mute.yaml",
            flags=("-mute_units", str(k)), expect="" if k == 1 else "+")
        for k in range(1, 7)
    ),
    figures=("units",),
    seeds=(1,),  # one seed a row; units-4 is mute-table2's seed 1
    plateau_rule=True,
))

# --------------------------------------------------------------------------- composition
COMPOSITION = "recipes/composition"
_add(Table(
    name="composition-table",
    title=("Composing the families at the MUTE convergence protocol (docs/protocol.md): "
           "MUTE's multi-unit layers inside Dou et al.'s aggregating encoder (Multi30k en-de)"),
    claim=(
        "No paper reports this combination. The MUTE paper calls deep-connection methods "
        "\"orthogonal ... can be integrated with our MUTE models in future work\" (Sec. "
        "5.2, of deep Transformers); Dou et al. 2018 report that iterative aggregation and "
        "multi-layer attention improve the Transformer-base (Table 1). Expected if the two "
        "are orthogonal: each composition above both of its parts."
    ),
    family="mute",  # the paper-scale overlay: recipes/mute/scale-paper.yaml (widths, steps)
    baseline="transformer-relative",
    rows=(
        # the same models as the MUTE table's rows: trained once for both tables
        Row("transformer-relative", "+ Relative (Transformer, 1 unit)",
            f"{PROTOCOL}/transformer-relative.yaml", expect="", trained_in="mute-table2"),
        # MUTE against + Relative is the MUTE table's claim (Holm over its own family there),
        # not this table's: shown here without a verdict
        Row("mute", "MUTE (4 units)", f"{PROTOCOL}/mute.yaml", expect="",
            trained_in="mute-table2"),
        Row("mla-k2", "Multi-layer attention (k = 2)", f"{COMPOSITION}/mla-k2.yaml"),
        Row("iterative", "Iterative aggregation", f"{COMPOSITION}/iterative.yaml"),
        Row("mute-mla-k2", "MUTE + multi-layer attention (k = 2)",
            f"{COMPOSITION}/mute-mla-k2.yaml", compare_to=("mute", "mla-k2")),
        Row("mute-iterative", "MUTE + iterative aggregation",
            f"{COMPOSITION}/mute-iterative.yaml", compare_to=("mute", "iterative")),
    ),
    # What the table is built to decide: is each composition better than both its parts?
    primary_claims=(
        ("mute-mla-k2", "mute"), ("mute-mla-k2", "mla-k2"),
        ("mute-iterative", "mute"), ("mute-iterative", "iterative"),
    ),
    seeds=(1, 2, 3),
    smoke_flags=make_smoke_flags(layers=3),  # k = 2 multi-layer attention needs 3 layers
    figures=("alpha",),
    plateau_rule=True,
))

# --------------------------------------------------------------------------- Dou et al. 2018
AGG = "recipes/aggregation"
AGG_PROTOCOL = f"{AGG}/protocol"
_AGG_STRATEGIES = (
    ("02-dense", "+ Dense connection"),
    ("03-linear", "+ Linear combination"),
    ("04-iterative", "+ Iterative aggregation"),
    ("05-hierarchical", "+ Hierarchical aggregation"),
    ("06-multi-layer-attention-k2", "+ Multi-layer attention (k=2)"),
    ("07-multi-layer-attention-k3", "+ Multi-layer attention (k=3)"),
    ("08-hierarchical-diversity", "+ Hierarchical + layer diversity"),
)


def _aggregation_rows(recipes: str) -> tuple[Row, ...]:
    """The Base, the continued Base and the seven strategies, every variant (and the
    continued Base) warm-started from the Base's selected checkpoint (the paper's Sec. 4)."""
    return (
        # Not a paper row: the pre-trained Base, which every other row starts from.
        Row("01-base", "Base, pre-training only", f"{recipes}/01-base.yaml", expect=""),
        Row("01-base-continued", "Base", f"{recipes}/01-base-continued.yaml", expect="",
            warm_start_from="01-base"),
        *(Row(name, label, f"{recipes}/{name}.yaml", warm_start_from="01-base",
              # the paper's best row; also tested against hierarchical aggregation alone
              compare_to="05-hierarchical" if name == "08-hierarchical-diversity" else ())
          for name, label in _AGG_STRATEGIES),
    )


_AGG_CLAIM = (
    "Dou et al. 2018 (Exploiting Deep Representations for NMT), Table 1 (WMT14 En-De, "
    "Transformer-base, 6 + 6 layers): every strategy improves over the Base Transformer; "
    "dense connection and linear combination only marginally, iterative and hierarchical "
    "aggregation by up to +0.99 BLEU, multi-layer attention significantly (what k = 3 "
    "adds over k = 2 is cut off in our copy), and hierarchical aggregation with layer "
    "diversity is best (Sec. 4, Conclusion; the per-row numbers are not in our copy)."
)

#: The only number of Table 1 in our copy of the paper (Sec. 4): iterative and hierarchical
#: aggregation are "up to +0.99 BLEU points better than the baseline", and hierarchical
#: aggregation with layer diversity is the best row. Dense connection, linear combination
#: ("marginally") and multi-layer attention ("significantly") have no number in our copy.
_AGG_UP_TO = "up to +0.99 (Sec. 4; the per-row numbers are not in our copy): the largest gain"
_AGG_EFFECTS = {
    ("04-iterative", "01-base-continued"): (0.99, _AGG_UP_TO),
    ("05-hierarchical", "01-base-continued"): (0.99, _AGG_UP_TO),
    ("08-hierarchical-diversity", "01-base-continued"): (
        0.99, "at least +0.99 (the best row; Sec. 4 gives +0.99 for the aggregation rows)"),
}

_add(Table(
    name="aggregation-table1",
    title=("Dou et al. 2018, Table 1 at the aggregation protocol (docs/protocol.md): "
           "deep-representation aggregation, 6 + 6 layers (Multi30k en-de)"),
    claim=_AGG_CLAIM,
    family="aggregation",
    # Every variant starts from the Base's selected checkpoint (the paper's Sec. 4) and
    # trains the continuation budget; the Base continued the same steps is the baseline.
    baseline="01-base-continued",
    rows=_aggregation_rows(AGG_PROTOCOL),
    # The paper's claim, one per strategy: better than the continued Base. Hierarchical +
    # diversity against hierarchical alone (Eq. 9's contribution) is secondary.
    primary_claims=tuple((name, "01-base-continued") for name, _ in _AGG_STRATEGIES),
    seeds=(1, 2, 3),
    smoke_flags=make_smoke_flags(layers=3),  # k = 3 multi-layer attention needs 3 layers
    plateau_rule=True,
    paper_effects=_AGG_EFFECTS,
))

def _archived_fixed_budget(live: str, title: str, rows: tuple[Row, ...], why: str) -> Table:
    """The table `live` as first trained, at a fixed small budget with one seed: its rows on
    the family's quick recipes, no primary claims, seeds or plateau rule, archived."""
    return replace(TABLES[live], name=f"{live}-1000steps", title=title, rows=rows,
                   primary_claims=(), seeds=(), plateau_rule=False, archived=why)


# The table as first trained (1,000 Base steps, 500 warm-started steps with the schedule
# warmed up again, d 256, one seed), archived: a training-speed table, not converged.
_add(_archived_fixed_budget(
    "aggregation-table1",
    "Dou et al. 2018, Table 1 at a fixed budget of 1,000 + 500 steps (archived; training "
    "speed, not converged): deep-representation aggregation (Multi30k en-de)",
    _aggregation_rows(AGG),
    "the first table (Base 1,000 steps, each row 500 more steps from it with the noam "
    "schedule warmed up again, d 256, one seed, every row still improving), superseded by "
    "the aggregation protocol (docs/protocol.md); trained on 2026-11-22 under "
    "recipes/aggregation/ as it was that day",
))

# --------------------------------------------------------------------------- Shen et al. 2018
DENSE = "recipes/densenmt"
_DENSE_VARIANTS = (("dense-enc", "DenseENC"), ("dense-dec", "DenseDEC"),
                   ("dense-att", "DenseAtt"), ("densenmt-1", "DenseNMT-1"),
                   ("densenmt-2", "DenseNMT-2"))


def _densenmt_rows(recipes: str) -> tuple[Row, ...]:
    return (
        Row("base", "BASE", f"{recipes}/base.yaml", expect=""),
        # "more flexibility in dense attention ... the highest BLEU": DenseNMT-2 also
        # against DenseNMT-1
        *(Row(name, label, f"{recipes}/{name}.yaml",
              compare_to="densenmt-1" if name == "densenmt-2" else ())
          for name, label in _DENSE_VARIANTS),
    )


_DENSE_CLAIM = (
    "Shen et al. 2018 (Dense Information Flow for NMT), Table 2 (IWSLT14 De-En, 4 "
    "layers, convolutional blocks, roughly equal parameter counts): dense encoder (30.72), "
    "dense decoder (31.23) and dense attention (31.05) each improve over the residual "
    "BASE (30.43); the fully dense DenseNMT-1 improves further (31.26) and DenseNMT-2 "
    "is best (31.40). On Tr-En and Tr-En-morph too every dense variant is above BASE "
    "and DenseNMT-2 is best."
)
_DENSE_PAPER = {  # Table 2, De-En column
    "base": 30.43, "dense-enc": 30.72, "dense-dec": 31.23, "dense-att": 31.05,
    "densenmt-1": 31.26, "densenmt-2": 31.40,
}

_add(Table(
    name="densenmt-table2",
    title=("Shen et al. 2018, Table 2 at the DenseNMT protocol (docs/protocol.md): "
           "DenseNMT ablation, 4 + 4 layers (Multi30k en-de)"),
    claim=_DENSE_CLAIM,
    family="densenmt",
    baseline="base",
    rows=_densenmt_rows(f"{DENSE}/protocol"),
    paper_bleu=_DENSE_PAPER,
    # the paper's claim, one per variant: better than BASE; DenseNMT-2 against DenseNMT-1
    # is secondary
    primary_claims=tuple((name, "base") for name, _ in _DENSE_VARIANTS),
    seeds=(1, 2, 3),
    smoke_flags=make_smoke_flags(layers=2),  # dense attention over more than one layer
    plateau_rule=True,
))

# The table as first trained (1,000 steps of 2,048 tokens, noam factor 0.7, one seed),
# archived: a training-speed table, not converged.
_add(_archived_fixed_budget(
    "densenmt-table2",
    "Shen et al. 2018, Table 2 at a fixed budget of 1,000 steps (archived; training speed, "
    "not converged): DenseNMT ablation (Multi30k en-de)",
    _densenmt_rows(DENSE),
    "the first table (1,000 steps of 2,048 tokens, noam factor 0.7, one seed, every row "
    "still improving), superseded by the DenseNMT protocol (docs/protocol.md); trained on "
    "2026-11-22 under recipes/densenmt/ as it was that day",
))

# --------------------------------------------------------------------------- Xu et al. 2021
MIMO = "recipes/mimo"
_LANGS = ("en", "de", "fr", "cs")
#: Every direction between the four Multi30k languages: the recipes train the six
#: English-centric ones; the other six are zero-shot (as OPUS-100's zero-shot test sets).
MIMO_DIRECTIONS = tuple(f"{a}-{b}" for a in _LANGS for b in _LANGS if a != b)
#: Smoke scale keeps each recipe's depth (the rows of Tables 1 and 3 differ in depth).
_MIMO_SMOKE = make_smoke_flags(layers=None)


def _mimo_table(name: str, title: str, claim: str, baseline: str, rows: tuple[Row, ...],
                **extra) -> Table:
    return Table(name=name, title=title, claim=claim, family="mimo", baseline=baseline,
                 rows=rows, pair="multi", directions=MIMO_DIRECTIONS, valid_direction="en-de",
                 smoke_flags=_MIMO_SMOKE, **extra)


_MIMO_PROTOCOL = f"{MIMO}/protocol"


def _depth_by_cardinality(layers: int, n: int) -> Row:
    """A Table 3 row: the protocol's MIMO recipe at another depth and cardinality; the
    paper's claim puts it below the main setting (its 6 x 4, our 3 x 4)."""
    return Row(f"{layers}x{n}", f"{layers} layers x {n} transformations",
               f"{_MIMO_PROTOCOL}/mimo.yaml",
               flags=("-enc_layers", str(layers), "-dec_layers", str(layers),
                      "-mimo_cardinality", str(n)),
               expect="-")

#: The protocol recipes validate on val.mixed (every trained direction, mimo_line_tag),
#: with the training's own BLEU; en-de is only the beam-search fallback.
_MIMO_VALID_LABEL = "val.mixed (the six trained directions, greedy BLEU of the training)"
_add(_mimo_table(
    "mimo-table1",
    "Xu et al. 2021, Table 1 at the MIMO protocol (docs/protocol.md): multilingual "
    "Transformer, deep Transformer, MIMO (multilingual Multi30k en/de/fr/cs)",
    "Xu et al. 2021 (Task-Aware MIMO Cardinality), Table 1 (OPUS-100, 6 x 4 MIMO against "
    "the 6-layer Transformer and a 24-layer Transformer of similar size): MIMO is better in "
    "all evaluations (en->xx, xx->en, zero-shot) while decoding 1.31 times as fast as the "
    "deep model (numbers: see the paper).",
    "transformer",
    (
        Row("transformer", "Transformer (3 + 3 layers)", f"{_MIMO_PROTOCOL}/transformer.yaml",
            expect=""),
        Row("transformer-deep", "Deep Transformer (12 + 12, the size of MIMO 3 x 4)",
            f"{_MIMO_PROTOCOL}/transformer-deep.yaml"),
        Row("mimo", "MIMO, 3 layers x 4 transformations", f"{_MIMO_PROTOCOL}/mimo.yaml",
            compare_to="transformer-deep"),
    ),
    valid_label=_MIMO_VALID_LABEL,
    # the paper's claims: MIMO better than the multilingual and than the deep Transformer
    primary_claims=(("mimo", "transformer"), ("mimo", "transformer-deep")),
    siblings=(("transformer-deep", "transformer", "deeper"),),
    seeds=(1, 2, 3),
    plateau_rule=True,
    figures=("similarity",),  # Table 4: which target languages share transformations
))

_add(_mimo_table(
    "mimo-table2",
    "Xu et al. 2021, Table 2 at the MIMO protocol (docs/protocol.md): ablation of MIMO and "
    "task-aware attention (multilingual Multi30k en/de/fr/cs)",
    "Xu et al. 2021, Table 2: removing the MIMO connections or the task-aware attention "
    "lowers BLEU: both mechanisms contribute (numbers: see the paper).",
    "mimo",
    (
        # the model of Table 1's MIMO row: trained once for both tables
        Row("mimo", "MIMO (task-aware)", f"{_MIMO_PROTOCOL}/mimo.yaml", expect="",
            trained_in="mimo-table1"),
        Row("no-task-attention", "w/o task-aware attention",
            f"{_MIMO_PROTOCOL}/mimo-no-task-attention.yaml", expect="-"),
        Row("no-mimo", "w/o MIMO", f"{_MIMO_PROTOCOL}/mimo-no-mimo.yaml", expect="-"),
    ),
    valid_label=_MIMO_VALID_LABEL,
    # the paper's claims: each ablation below MIMO
    primary_claims=(("no-task-attention", "mimo"), ("no-mimo", "mimo")),
    seeds=(1, 2, 3),
    plateau_rule=True,
))

_add(_mimo_table(
    "mimo-table3",
    "Xu et al. 2021, Table 3 at the MIMO protocol (docs/protocol.md): depth x cardinality "
    "(multilingual Multi30k en/de/fr/cs)",
    "Xu et al. 2021, Table 3: among the depth/cardinality combinations, 6 layers with 4 "
    "transformations per block is best (numbers: see the paper). Our main setting is 3 x 4 "
    "(half the paper's depth, as every protocol recipe); the other rows vary the "
    "cardinality at that depth and trade transformations for depth.",
    "mimo",
    (
        # the main setting is Table 1's MIMO model: trained once for the three tables
        Row("mimo", "3 layers x 4 transformations (MIMO)", f"{_MIMO_PROTOCOL}/mimo.yaml",
            expect="", trained_in="mimo-table1"),
        _depth_by_cardinality(3, 2),
        _depth_by_cardinality(3, 8),
        _depth_by_cardinality(6, 2),
        _depth_by_cardinality(12, 1),
    ),
    valid_label=_MIMO_VALID_LABEL,
    # the paper's claim: the main setting above every other combination
    primary_claims=tuple((row, "mimo") for row in ("3x2", "3x8", "6x2", "12x1")),
    # more transformations or more layers of the same MIMO model
    siblings=(("3x8", "mimo", "larger"), ("mimo", "3x2", "larger"), ("6x2", "3x2", "deeper")),
    seeds=(1, 2, 3),
    plateau_rule=True,
))


def available_tables() -> list[str]:
    """Names of the tables that can be trained in this checkout: their recipes all exist,
    and they are not archived."""
    return [name for name, table in TABLES.items()
            if not table.archived and table.recipes_exist()]


def get_table(name: str) -> Table:
    """The table called `name` (KeyError listing the known names otherwise)."""
    try:
        return TABLES[name]
    except KeyError:
        raise KeyError(f"unknown table {name!r}; known: {', '.join(TABLES)}") from None
