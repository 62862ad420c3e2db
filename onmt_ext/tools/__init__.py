"""Small commands that work on trained checkpoints."""
