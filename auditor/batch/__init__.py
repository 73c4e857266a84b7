"""Auditing many decks: the worker pool and runner, the worker, progress, preloading and the summary."""
