"""What users run on checkpoints and outputs, or what runs around a command: `score`
(`onmt_ext_score`), `average` (`python -m onmt_ext.core.tools.average`), `learn_spm`
(`onmt_ext_spm_train`), `strict_parsing` (an unknown key is an error naming the closest
known one), `run_lock` (one training per `save_model` prefix), `translate_input` (empty
source lines set aside before OpenNMT translates, put back after), `translate_progress`
and `process_cleanup` (stopping a training stops its child processes). A module belongs
here when it does a job of its own for the user or the command rather than being part of
a model or a check; it may use `files`, `model` and `checks`."""
