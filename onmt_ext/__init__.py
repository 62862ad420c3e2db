"""onmt_ext: MUTE and related NMT architectures as an OpenNMT-py 3.5.1 extension."""
__version__ = "0.1.0"
