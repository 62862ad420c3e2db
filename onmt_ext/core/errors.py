"""The error raised for a bad option value."""


class OptionError(ValueError):
    """A bad option value; the message names the key and the value."""
