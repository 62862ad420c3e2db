"""What every family shares, by what it is (no family, registry or seam is imported here):

- `model`: the building blocks of the families' models and of their training (options,
  family declaration, layers in a stack, start-up, fused units, initialisation, training
  hooks, auxiliary losses, resume, metrics and atomic saves);
- `checks`: what is checked before any work starts (options and config files, corpora,
  devices, checkpoints, translation input, server requests, the run lock);
- `tools`: what users run on checkpoints and outputs, or around a training (score, average,
  SentencePiece training, warm start, clean stopping);
- `errors`: the errors raised for bad input, used by all three.

Imports run one way: errors, then model, then checks, then tools (a sub-package imports only
from itself or those before it; tests/core/test_import_graph.py)."""
