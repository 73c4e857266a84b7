"""The gate-verdict words take a run of spaces whole: a search over a long run stays linear."""

from __future__ import annotations

import signal

from auditor.vocab import vocabulary


def _stalled(_signum: int, _frame: object) -> None:
    raise TimeoutError("gate_verdict stalled")


def test_gate_verdict_search_is_linear_on_spaces() -> None:
    # Unanchored, finditer over 4 kB of spaces took 4.6 s (x16 for each x4 in length).
    pattern = vocabulary("quality").pattern("gate_verdict")
    previous = signal.signal(signal.SIGALRM, _stalled)
    signal.alarm(3)
    try:
        assert list(pattern.finditer(" " * 8000 + "x")) == []
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert pattern.match("Passing the gate proves it", len("Passing the gate")) is not None
