"""What every family shares, by what it is (no family, registry or seam is imported here):

- `files`: files written and read safely (atomic saves, checkpoints read under
  `weights_only` loading);
- `model`: the building blocks of the families' models and of their training (options,
  family declaration and its checks' stages, layers in a stack, start-up, fused units,
  initialisation, warm start, training hooks, auxiliary losses, resume, metrics);
- `checks`: what is checked before any work starts (config files, corpora, devices, a
  resumed checkpoint, translation options and transforms, output paths, subword models,
  server requests); onmt_ext.preflight lists them by stage;
- `tools`: what users run on checkpoints and outputs, or what runs around a command
  (score, average, SentencePiece training, strict parsing, the run lock, empty source
  lines set aside, clean stopping);
- `errors`: the errors raised for bad input, used by all of them.

Imports run one way: errors, then files, model, checks, tools (a sub-package imports only
from itself or those before it; tests/core/test_import_graph.py)."""
