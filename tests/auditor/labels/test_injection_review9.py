"""Review of round nine's INJECTION patterns: two stalls, and honest product text they hit."""

from __future__ import annotations

import pytest

from auditor.labels import injection
from auditor.labels.injection import find_injection
from tests.deadline import deadline

# S1-3: a hyphenated run after "ai"/"machine" was eaten again from every hyphen; S1-0: a rule line
# of '#' was taken again from every '#' before a role word was looked for.
HOSTILE = {
    "ai-": "ai-" * 27_000,
    "machine-": "machine-" * 10_000,
    "#": "#" * 80_000,
    "# ": "# " * 40_000,
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_hyphen_and_hash_runs_stay_linear(text: str) -> None:
    # Every pattern together takes about 3 s once linear; the one that backtracked took 25 s to
    # several minutes alone at 80 kB. The whole reader, with its readings, gets more room.
    with deadline(10, "an injection pattern backtracked over a run"):
        for _, pattern, _, _ in injection._COMPILED:
            for _ in pattern.finditer(text):
                pass
    with deadline(20, "find_injection backtracked over a run"):
        find_injection(text)
