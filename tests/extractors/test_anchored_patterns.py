"""Patterns matched right after other words take a run of spaces whole, so a search over a long
run of spaces (a hostile slide) stays linear."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from extractors import metrics
from tests.deadline import deadline


@pytest.fixture
def alarm() -> Iterator[None]:
    with deadline(3, "a pattern"):
        yield


def test_the_noun_after_a_benchmark_name_is_found_in_linear_time(alarm: None) -> None:
    # Unanchored, 8 kB of spaces took about 20 s (4 kB: 5.8 s).
    pattern = getattr(metrics, "_NOUN_AFTER_NAME")  # noqa: B009 - the module's own pattern
    assert list(pattern.finditer(" " * 8000 + "x")) == []
    assert pattern.match("DLRM v3 samples", len("DLRM v3")) is not None
