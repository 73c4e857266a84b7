"""Shorthands for writing held-out decks."""

from __future__ import annotations


def codes(text: str = "") -> frozenset[str]:
    """A set of flag codes from a space-separated string."""
    return frozenset(text.split())
