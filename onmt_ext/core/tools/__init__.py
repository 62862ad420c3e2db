"""What users run on checkpoints and outputs, or around a training: `score`
(`onmt_ext_score`), `average` (`python -m onmt_ext.core.tools.average`), `learn_spm`
(`onmt_ext_spm_train`), `warm_start` (`warm_start_from`: a new model from a trained
checkpoint's weights) and `process_cleanup` (stopping a training stops its child
processes). A module belongs here when it does a job of its own for the user rather than
being part of a model or a check; it may use `model` and `checks`."""
