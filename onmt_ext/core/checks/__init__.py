"""What is checked before any work starts, so that OpenNMT never meets bad input: the
`-config` file (`config_file`), the corpora and the text to translate (`corpus_checks`),
the devices (`device_check`), a resumed training's checkpoint (`resume_checks`) and
whether several checkpoints can be averaged (`checkpoint_diff`), translation options and
transforms (`translate_options`, `translate_transforms`), output paths (`output_paths`),
subword models (`subword_models`) and server requests (`server_requests`). A check stops
with one onmt_ext.core.errors.InputError naming the culprit (the key and value, the file
and line), or warns. onmt_ext.preflight registers each with the stage it runs at. A module
belongs here when it looks at input before the work and changes nothing; it imports
nothing from `tools`."""
