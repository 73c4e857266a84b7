"""Which vendors' numbers across a batch of decks can be set side by side, and why not.

Claims are grouped by benchmark, scenario, division and round. Two vendors' claims on one
benchmark can stand side by side only when scenario, division and round are stated and equal,
and the availability category and the accelerator count do not differ where both are known
(a deck that states neither is not penalised for it, but the reader is told they are unknown).
For every pair of vendors on a benchmark the summary gives the comparable claim pairs, or, when
there are none, the nearest pair of claims and what keeps them apart.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from itertools import combinations, product
from typing import Any

from auditor.labels.signals import chip_counts
from auditor.models import ClaimAudit, DeckReport, Division, Scenario
from extractors import BlockRole

_CATEGORY_PHRASE = re.compile(
    r"\b(?:category\s*[:=]?\s*(?P<a>available|preview|rdi)\b|"
    r"(?P<b>available|preview|rdi)\s+(?:category|system|submission)s?\b)",
    re.IGNORECASE,
)
_CATEGORY_CELL = re.compile(r"^\s*(available|preview|rdi)\s*$", re.IGNORECASE)
_RDI_LONG = re.compile(r"research,?\s+development,?\s+(?:or|and)\s+internal", re.IGNORECASE)


@dataclass(frozen=True)
class ClaimPoint:
    """One claim of one deck, reduced to what decides comparability."""

    vendor: str
    deck: str
    claim_id: str
    page: int
    benchmark: str
    scenario: str
    division: str
    round: str | None
    category: str | None
    chips: int | None
    value: float | None
    unit: str | None
    verified: str | None  # the published result ID the claim matched, if any


@dataclass
class PairVerdict:
    """Whether two vendors' numbers on one benchmark can be set side by side."""

    benchmark: str
    vendors: tuple[str, str]
    comparable: bool
    side_by_side: list[tuple[str, str]] = field(default_factory=list)
    nearest: tuple[str, str] | None = None
    why: list[str] = field(default_factory=list)


def claim_category(claim: ClaimAudit) -> str | None:
    """The MLPerf availability category a claim states (available, preview, rdi), if any."""
    if claim.verified is not None and claim.verified.availability:
        return claim.verified.availability.lower()
    texts = [claim.text, claim.context.table_header or "", *claim.context.footnotes]
    if claim.role == BlockRole.TABLE_ROW:
        for cell in claim.text.split(" | "):
            match = _CATEGORY_CELL.match(cell)
            if match:
                return match.group(1).lower()
    for text in texts:
        if _RDI_LONG.search(text):
            return "rdi"
        match = _CATEGORY_PHRASE.search(text)
        if match:
            return (match.group("a") or match.group("b")).lower()
    return None


def claim_chips(claim: ClaimAudit) -> int | None:
    """The accelerator count of a claim: the published one when verified, else the deck's."""
    if claim.verified is not None and claim.verified.accelerators:
        return claim.verified.accelerators
    counts = chip_counts(claim.text)
    return counts[0] if counts else None


def claim_points(report: DeckReport, vendor: str, deck: str) -> list[ClaimPoint]:
    """The comparable facts of every claim of a report that names a benchmark."""
    points = []
    for claim in report.claims:
        if not claim.benchmark:
            continue
        verified = claim.verified
        points.append(
            ClaimPoint(
                vendor=vendor,
                deck=deck,
                claim_id=claim.id,
                page=claim.page,
                benchmark=claim.benchmark,
                scenario=claim.labels.scenario.value,
                division=claim.labels.division.value,
                round=claim.round or (verified.round if verified else None),
                category=claim_category(claim),
                chips=claim_chips(claim),
                value=claim.metric.value if claim.metric else None,
                unit=claim.metric.unit if claim.metric else None,
                verified=verified.result_id if verified else None,
            )
        )
    return points


def differences(a: ClaimPoint, b: ClaimPoint) -> list[str]:
    """What keeps two claims from being set side by side; empty when they can be."""
    why = []
    for name, unstated in (
        ("scenario", Scenario.UNSTATED.value),
        ("division", Division.UNSTATED.value),
        ("round", None),
    ):
        left, right = getattr(a, name), getattr(b, name)
        missing = [p.vendor for p, v in ((a, left), (b, right)) if v in (unstated, None)]
        if missing:
            why.append(f"{name} not stated by {' and '.join(dict.fromkeys(missing))}")
        elif left != right:
            why.append(f"{name} differs: {left} vs {right}")
    if a.category and b.category and a.category != b.category:
        why.append(f"category differs: {a.category} vs {b.category}")
    if a.chips and b.chips and a.chips != b.chips:
        why.append(f"chip count differs: {a.chips} vs {b.chips}")
    if a.unit and b.unit and a.unit.lower() != b.unit.lower():
        why.append(f"units differ: {a.unit} vs {b.unit}")
    return why


def _label(point: ClaimPoint) -> str:
    return f"{point.deck}#{point.claim_id}"


def pair_verdicts(points: list[ClaimPoint]) -> list[PairVerdict]:
    """One verdict per benchmark and pair of vendors that both have claims on it."""
    by_benchmark: dict[str, dict[str, list[ClaimPoint]]] = defaultdict(lambda: defaultdict(list))
    for point in points:
        by_benchmark[point.benchmark][point.vendor].append(point)
    verdicts = []
    for benchmark in sorted(by_benchmark):
        vendors = by_benchmark[benchmark]
        for left, right in combinations(sorted(vendors), 2):
            verdict = PairVerdict(benchmark=benchmark, vendors=(left, right), comparable=False)
            nearest: tuple[ClaimPoint, ClaimPoint, list[str]] | None = None
            for a, b in product(vendors[left], vendors[right]):
                why = differences(a, b)
                if not why:
                    verdict.side_by_side.append((_label(a), _label(b)))
                elif nearest is None or len(why) < len(nearest[2]):
                    nearest = (a, b, why)
            verdict.comparable = bool(verdict.side_by_side)
            if not verdict.comparable and nearest is not None:
                verdict.nearest = (_label(nearest[0]), _label(nearest[1]))
                verdict.why = nearest[2]
            verdicts.append(verdict)
    return verdicts


def claim_groups(points: list[ClaimPoint]) -> list[dict[str, Any]]:
    """Claims grouped by benchmark, scenario, division and round, with the vendors in each."""
    groups: dict[tuple[str, str, str, str], list[ClaimPoint]] = defaultdict(list)
    for point in points:
        key = (point.benchmark, point.scenario, point.division, point.round or "unstated")
        groups[key].append(point)
    return [
        {
            "benchmark": key[0],
            "scenario": key[1],
            "division": key[2],
            "round": key[3],
            "vendors": sorted({p.vendor for p in members}),
            "claims": [asdict(p) for p in members],
        }
        for key, members in sorted(groups.items())
    ]


def comparability(points: list[ClaimPoint]) -> dict[str, Any]:
    """The comparability matrix of a batch as JSON data: groups and vendor-pair verdicts."""
    return {
        "groups": claim_groups(points),
        "pairs": [
            {
                "benchmark": v.benchmark,
                "vendors": list(v.vendors),
                "comparable": v.comparable,
                "side_by_side": [list(pair) for pair in v.side_by_side],
                "nearest": list(v.nearest) if v.nearest else None,
                "why": v.why,
            }
            for v in pair_verdicts(points)
        ],
    }
