"""Files written and read safely, used by every other part of core and by the families:
`atomic_save` (a crash or a full disk never leaves a partial file under a final name) and
`checkpoint_file` (checkpoints read under torch's `weights_only` loading, a damaged one
named in one line). A module belongs here when it only reads or writes files; it imports
nothing from `model`, `checks` or `tools`."""
