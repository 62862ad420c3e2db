"""Experiments: one runner for every paper table (issue 6). See experiments/run_table.py."""
