"""A figure that is another figure of the deck divided or multiplied by a count its own sentence
names: the deck's arithmetic on a result, whatever words it uses.

'Per GPU, the same run comes to 5,562 tokens/s' beside a 400,437 tokens/s rack of 72 GPUs, or
'six nodes working side by side add up to 992,592 tokens/s' beside one node's 165,432: the
figure is 400,437 / 72 or 6 x 165,432. Reading the numbers, not the wording, carries from one
writer to the next. A figure that cites a result ID of its own, and a table row or chart point,
is a published result and is left alone.
"""

from __future__ import annotations

import re

from auditor.checks.messages import flag, quote
from auditor.labels.signals import chip_counts
from auditor.models import ClaimAudit, Flag
from extractors import RESULT_ID, BlockRole, find_metrics

# Relative tolerance: the deck rounds its quotient ('5,562' for 5,561.6); unrelated results
# rarely land this close to an exact multiple of each other.
_TOLERANCE = 0.002
_NUMBER = (
    r"(?<![\w.,/-])(?P<n>\d{1,5}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"sixteen|twenty|twenty-four|thirty-two|forty-eight|sixty-four|seventy-two)"
)
# A count of whole systems ('six DGX B300 nodes', 'all 24 interpretation servers', 'eight such
# nodes'): a result may be multiplied by it, or divided by it.
_SYSTEMS = re.compile(
    # '88-GPU cluster' counts GPUs: no accelerator noun between the number and the system.
    _NUMBER + r"[\s-]+(?:(?!(?:gpus?|accelerators?|chips?|cards?|npus?)\b)[\w.-]+\s+){0,2}?"
    r"(?:nodes?|servers?|systems?|racks?|boxes|units|"
    r"clusters?|instances|pods?|appliances|machines|chassis)\b",
    re.IGNORECASE,
)
# A count of accelerators ('72 GPUs', 'each of the 48 GPUs'): a result may be divided by it; a
# figure that is a per-GPU figure times it is the system's published result, not a derived one.
_ACCELERATORS = re.compile(
    _NUMBER + r"[\s-]+(?:[\w.-]+\s+){0,2}?(?:gpus?|accelerators?|chips?|cards?|npus?|devices)\b",
    re.IGNORECASE,
)
_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "sixteen": 16,
    "twenty": 20,
    "twenty-four": 24,
    "thirty-two": 32,
    "forty-eight": 48,
    "sixty-four": 64,
    "seventy-two": 72,
}
_SKIPPED_UNITS = ("%", "x")
# Decks are written by the party under review: a deck of thousands of figures is compared with
# its first figures only, so that the check stays well under a second.
_MOST_BASES = 2_000


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word.lower()]


def _counts(pattern: re.Pattern[str], text: str) -> set[int]:
    return {n for m in pattern.finditer(text) if 2 <= (n := _count(m.group("n"))) <= 100_000}


def _eligible(claim: ClaimAudit) -> bool:
    metric = claim.metric
    return (
        metric is not None
        and metric.value > 0
        and metric.unit not in _SKIPPED_UNITS
        and claim.role not in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)
        and not any(RESULT_ID.search(t) for t in [claim.text, *_marked_notes(claim)])
        and not any(f.code == "DERIVED-METRIC" for f in claim.flags)
    )


def _marked_notes(claim: ClaimAudit) -> list[str]:
    """The footnotes the claim's own markers point to: a result ID there is the claim's own."""
    return claim.context.footnotes[: claim.context.marked_footnotes]


def _close(value: float, target: float) -> bool:
    return abs(value - target) <= _TOLERANCE * value


def _worked_out(
    value: float, bases: list[tuple[float, str]], dividers: set[int], multipliers: set[int]
) -> str | None:
    """How the value follows from a base figure and a count ('400,437 / 72'), if it does."""
    for base, raw in bases:
        if _close(value, base):
            continue  # the same figure restated, not worked out
        for n in sorted(dividers):
            if _close(value, base / n):
                return f"{raw} / {n}"
        for n in sorted(multipliers):
            if _close(value, base * n):
                return f"{n} x {raw}"
    return None


def arithmetic_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """DERIVED-METRIC on a figure that equals another figure of the deck (in the same unit)
    divided or multiplied by a count its own sentence names."""
    figures: list[tuple[str, float, str, str]] = [
        (c.id, c.metric.value, c.metric.unit, c.metric.raw)
        for c in claims
        if c.metric is not None and c.metric.unit not in _SKIPPED_UNITS
    ][:_MOST_BASES]
    out: dict[str, list[Flag]] = {}
    for claim in claims:
        if not _eligible(claim):
            continue
        metric = claim.metric
        assert metric is not None
        systems = _counts(_SYSTEMS, claim.text)
        dividers = systems | _counts(_ACCELERATORS, claim.text) | set(chip_counts(claim.text))
        if not dividers:
            continue
        bases = [
            (value, raw)
            for cid, value, unit, raw in figures
            if cid != claim.id and unit == metric.unit
        ]
        # A sentence that works its figure out from another it names ('Divide the 400,437
        # tokens/s by 72 GPUs and you get 5,562').
        bases += [
            (m.value, m.raw)
            for m in find_metrics(claim.text)
            if m.unit == metric.unit and m.raw != metric.raw
        ]
        how = _worked_out(metric.value, bases, dividers, systems)
        if how is None:
            continue
        out[claim.id] = [
            flag(
                "DERIVED-METRIC",
                f"{quote(claim.text)} is {how} (“{metric.raw}”), another figure of the deck "
                "divided or multiplied by a count the sentence names: the deck's own "
                "arithmetic, not a result MLPerf measured",
                evidence=metric.raw,
                details={"basis_stated": False, "worked_out": how},
            )
        ]
    return out
