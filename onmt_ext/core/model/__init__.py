"""The building blocks of the families' models and of their training: the option machinery
(`options`) and a family's declaration with its checks (`family`), the layer inside a
stack (`stack_layers`), what every encoder and decoder does first (`start_up`), the
batched units, what they read of OpenNMT's modules and the choice of the fused path
(`fused_ops`, `fused_parts`, `fused_choice`), initialisation (`lipschitz_init`,
`warm_start`) and its keeping on resume (`resume`), what the trainer does to every module
(`hooks`), auxiliary losses (`auxiliary_loss`), and the metrics a training writes
(`training_metrics`). A module belongs here when a model or the training loop uses it
while the work runs; it imports nothing from `checks` or `tools`."""
