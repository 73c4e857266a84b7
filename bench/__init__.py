"""Benchmarks and peer checks; run them as scripts from the repository root."""
