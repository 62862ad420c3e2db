"""The errors raised for bad input: each is reported as one line naming the culprit (the
key and value, the file and line), never as a traceback (onmt_ext.install turns them into
`<command>: error: <message>`, see onmt_ext.core.checks.parsing.ConfigError)."""


class InputError(ValueError):
    """Bad input found by a check: an option, a data file, a checkpoint, a device."""


class OptionError(InputError):
    """A bad option value; the message names the key and the value."""
