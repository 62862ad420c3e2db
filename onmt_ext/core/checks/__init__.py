"""What is checked before any work starts, so that OpenNMT never meets bad input: strict
parsing of the command line and its `-config` file (`parsing`, `config_file`), the corpora
and the text to translate (`corpus_checks`), the devices (`device_check`), checkpoints
(`checkpoint_check`, and whether several can be averaged: `checkpoint_diff`), translation
options and transforms (`translate_options`, `translate_transforms`), empty source lines
(`translate_input`: set aside before OpenNMT translates, put back after), server requests
(`server_requests`) and one training per `save_model` prefix (`run_lock`). A check stops
with one onmt_ext.core.errors.InputError naming the culprit (the key and value, the file
and line), or warns. A module belongs here when it looks at input before the work;
it imports nothing from `tools`."""
