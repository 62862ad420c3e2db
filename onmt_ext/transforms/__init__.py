"""OpenNMT data transforms added by onmt_ext (registered with OpenNMT on import)."""
