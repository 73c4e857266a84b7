"""Accelerator counts read from the shipped published results."""

from __future__ import annotations

from auditor.results.counts import published_accelerators


def test_a_result_ids_published_count_in_either_spelling() -> None:
    assert published_accelerators("6.0-0075") == 72
    assert published_accelerators("v6.0-0020") == 8


def test_an_unknown_or_malformed_id_has_no_count() -> None:
    assert published_accelerators("6.0-9999") is None
    assert published_accelerators("not an id") is None
    assert published_accelerators(None) is None
