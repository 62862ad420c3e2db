"""Experiments: one runner for every paper table. See experiments/run_table.py."""
