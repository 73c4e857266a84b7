"""Round eight's new patterns stay linear on hostile text: a 20 kB run costs milliseconds.

Each case runs under an alarm far above its normal cost, so only a pattern that backtracks
without bound can fail it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from auditor.checks import claim_checks, deck_checks, unit_cost
from auditor.labels.signals import QUALITY_WORDS
from auditor.vocab import vocabulary
from tests.deadline import deadline

LIMIT_S = 5

HOSTILE = {
    "one long word": "a" * 20_000,
    "hyphenated run": "a-" * 10_000,
    "capitals and digits": "A1" * 10_000,
    "our own then a long word": "our own " + "x" * 20_000,
    "our own then hyphens": "our own " + "grasp-" * 3_000,
    "proof then many words": "proof that " + "it " * 6_000,
    "number then spaces": "2.1 million" + " " * 20_000,
    "percent run": "right " + "9" * 20_000,
    "yolo run": "yolo" + "v" * 20_000,
    "or then spaces": "or" + " " * 20_000,
    "digits then costs": "1," * 10_000 + " costs",
    "units with no amount": "a page for " * 2_000,
}
CHECKS: dict[str, Callable[[str], object]] = {
    "own model": lambda t: vocabulary("models").pattern("own_model").search(t),
    "vision words": lambda t: vocabulary("models").pattern("task_vision").search(t),
    "speech words": lambda t: vocabulary("models").pattern("task_speech").search(t),
    "language words": lambda t: vocabulary("models").pattern("task_language").search(t),
    "other families": lambda t: list(claim_checks._OTHER_FAMILIES.finditer(t)),
    "quality words": lambda t: QUALITY_WORDS.search(t),
    "share right": lambda t: claim_checks._SHARE_CORRECT.search(t),
    "rate figure": lambda t: deck_checks._RATE_FIGURE.search(t),
    "system token": lambda t: claim_checks._SYSTEM_TOKEN.findall(t),
    "own caption": lambda t: claim_checks._OWN_CAPTION.search(t),
    "own source": lambda t: vocabulary("unverified").pattern("own_source").search(t),
    "restated": lambda t: unit_cost._RESTATED.search(t),
    "count before a unit": lambda t: unit_cost._COUNT_BEFORE.search(t),
    "unit that costs": unit_cost._unit_costs,
    "one unit for an amount": unit_cost._one_for_amount,
}


@pytest.mark.parametrize("check", sorted(CHECKS))
@pytest.mark.parametrize("text", sorted(HOSTILE))
def test_hostile_text_costs_no_unbounded_backtracking(check: str, text: str) -> None:
    with deadline(LIMIT_S, check):
        CHECKS[check](HOSTILE[text])
