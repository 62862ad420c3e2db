"""Building blocks shared by the encoders and decoders (no OpenNMT coupling here)."""
