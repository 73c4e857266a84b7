"""Findings of the round-ten review in the label rules: hostile text that stalled a new
pattern."""

from __future__ import annotations

from auditor.vocab import vocabulary
from tests.deadline import deadline


def test_a_gate_followed_by_a_long_blank_run_stays_linear() -> None:
    apposed = vocabulary("quality").pattern("gate_apposed_verdict")
    for hostile in (" " * 20_000 + "x.", " ," * 10_000 + "x", " " * 20_000 + ", x"):
        with deadline(2, "the gate's apposed verdict"):
            assert apposed.match(hostile) is None
    # the apposed verdict still reads after an aside and after a comma
    assert apposed.match(", 99% of the reference word accuracy, tells members it") is not None
    assert apposed.match(" on answer accuracy , guarantees it") is not None
    assert apposed.match("proves") is None
