"""A figure that is another figure of the deck divided or multiplied by a count its own sentence
names: the deck's arithmetic on a result, whatever words it uses.

'Per GPU, the same run comes to 5,562 tokens/s' beside a 400,437 tokens/s rack of 72 GPUs, or
'six nodes working side by side add up to 992,592 tokens/s' beside one node's 165,432: the
figure is 400,437 / 72 or 6 x 165,432. Reading the numbers, not the wording, carries from one
writer to the next. A figure that cites a result ID of its own, and a table row or chart point,
is a published result and is left alone.

Any figure lands close to some multiple of another by chance once a deck holds enough of them,
so the check reads only what a worked-out figure looks like: a share is a per-unit figure ('per
GPU', 'each'), a multiple is not; the base sits on the same or a neighbouring slide; and only
throughputs and efficiencies are counted out over systems (a latency is not divided among GPUs).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from auditor.checks.messages import flag, quote
from auditor.labels.signals import (
    ACCELERATOR_NAME,
    ALL_NUMBER_WORDS,
    chip_counts,
    count_value,
)
from auditor.models import ClaimAudit, Flag
from extractors import PERIOD_RATE_UNITS, RESULT_ID, THROUGHPUT_UNITS, BlockRole, find_metrics

# Relative tolerance: the deck rounds its quotient ('5,562' for 5,561.6); unrelated results
# rarely land this close to an exact multiple of each other.
_TOLERANCE = 0.002
# How many slides before and after a figure's own its base may sit on.
_NEAR_SLIDES = 1
# The labeller's number words, longer words first so that 'twenty-four' is never read as a
# shorter word it starts with. 'dual-socket servers' and 'quad-core nodes' name parts of one
# system, not a count of systems.
_COUNT_WORDS = sorted(
    (w for w in ALL_NUMBER_WORDS if w not in ("single", "dual", "quad")), key=len, reverse=True
)
# A count: not a year ('in Q3 2025 two nodes'), not the tail of another number, a version or a
# product ('a 2 x 8 H100 cluster' is not eight clusters).
_NUMBER = (
    r"(?<![\w.,/×-])(?<!\bx\s)(?<!×\s)(?P<n>(?!(?:19\d\d|20[0-3]\d)(?!\d))\d{1,5}|"
    + "|".join(_COUNT_WORDS)
    + ")"
)
# Up to two words between the count and its noun ('six DGX B300 nodes', 'eight such nodes'),
# each starting with a word character so that a run of hyphens is read once. None is another
# count ('Llama 2 on eight GPUs', 'gpt-j 99 on 2 cards') or a times sign ('an 8 x H100 server' is
# one server of eight GPUs).
_BETWEEN = (
    r"(?:\s+|-)(?:(?!\d|x(?!\w)|(?:" + "|".join(_COUNT_WORDS) + r")(?!\w){extra})"
    r"\w[\w.-]*\s+){{0,2}}?"
)
_ACCELERATOR_NOUN = r"gpus?|accelerators?|chips?|cards?|npus?|devices"
# A count of whole systems ('six DGX B300 nodes', 'all 24 interpretation servers', 'eight such
# nodes'): a result may be multiplied by it, or divided by it.
_SYSTEMS = re.compile(
    # '88-GPU cluster' counts GPUs: no accelerator noun between the number and the system.
    _NUMBER
    + _BETWEEN.format(extra=rf"|(?:{_ACCELERATOR_NOUN})\b")
    + r"(?:nodes?|servers?|systems?|racks?|boxes|units|"
    r"clusters?|instances|pods?|appliances|machines|chassis)\b",
    re.IGNORECASE,
)
# A count of accelerators ('72 GPUs', 'each of the 48 GPUs'): a result may be divided by it; a
# figure that is a per-GPU figure times it is the system's published result, not a derived one.
_ACCELERATORS = re.compile(
    _NUMBER + _BETWEEN.format(extra="") + rf"(?:{_ACCELERATOR_NOUN})\b", re.IGNORECASE
)
# The figure is one unit's share: 'per GPU', 'per-node', 'per B300', 'per L4', 'each', 'apiece',
# 'normalised to a single GPU'.
_PER_UNIT = re.compile(
    r"\b(?:each|apiece|normali[sz]ed\s+to"
    r"|per[\s-]+(?:gpu|accelerator|chip|card|npu|device|node|server|system|socket|instance|rack"
    rf"|box|machine|{ACCELERATOR_NAME})"
    r"|(?:for\s+)?every\s+(?:gpu|accelerator|chip|card|node|server|system))\b",
    re.IGNORECASE,
)
_LOWEST_COUNT = 2
_HIGHEST_COUNT = 100_000


def _counts(pattern: re.Pattern[str], text: str) -> set[int]:
    return {
        n
        for m in pattern.finditer(text)
        if _LOWEST_COUNT <= (n := count_value(m.group("n"))) <= _HIGHEST_COUNT
    }


def _counted_out(unit: str) -> bool:
    """A throughput or an efficiency: a figure a deck may share out over GPUs or add up over
    systems. A latency, a price or a percentage is not."""
    base = unit.split(" per ")[0]
    return (
        base in THROUGHPUT_UNITS
        or base in PERIOD_RATE_UNITS
        or base.endswith(("/s", "/h", "/J", "/$"))
    )


def _cites_own_result(claim: ClaimAudit) -> bool:
    return any(RESULT_ID.search(t) for t in [claim.text, *claim.context.own_footnotes()])


def _eligible(claim: ClaimAudit) -> bool:
    metric = claim.metric
    return (
        metric is not None
        and metric.value > 0
        and _counted_out(metric.unit)
        and claim.role not in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)
        and not _cites_own_result(claim)
        and not any(f.code == "DERIVED-METRIC" for f in claim.flags)
    )


@dataclass
class _Figures:
    """One unit's figures on one slide, in order of value, for lookups by value.

    `shared_out[n]` are the figures whose own sentence names n systems and cite no result of
    their own: such a total is n times its parts, so a part is not that total divided by n.
    Each list holds (value, order) keys, so that every `shared_out` list is a subsequence of
    `keys`.
    """

    keys: list[tuple[float, int]] = field(default_factory=list)
    raws: list[str] = field(default_factory=list)
    shared_out: dict[int, list[tuple[float, int]]] = field(default_factory=dict)

    def add(self, value: float, raw: str, systems: set[int]) -> None:
        """Add a figure (call `finish` once all are in)."""
        key = (value, len(self.keys))
        self.keys.append(key)
        self.raws.append(raw)
        for n in systems:
            self.shared_out.setdefault(n, []).append(key)

    def finish(self) -> None:
        """Sort the figures by value."""
        order = sorted(range(len(self.keys)), key=self.keys.__getitem__)
        self.keys = [self.keys[i] for i in order]
        self.raws = [self.raws[i] for i in order]
        for keys in self.shared_out.values():
            keys.sort()

    def near(self, target: float, count: int | None = None) -> str | None:
        """A figure within the tolerance of `target` (the claim's figure worked back), if any;
        with `count`, not one that is that count of systems' total."""
        low = (target * (1 - _TOLERANCE), -1)
        high = (target * (1 + _TOLERANCE), len(self.keys))
        start, end = bisect_left(self.keys, low), bisect_right(self.keys, high)
        left_out = self.shared_out.get(count, []) if count is not None else []
        skip_start, skip_end = bisect_left(left_out, low), bisect_right(left_out, high)
        if end - start <= skip_end - skip_start:
            return None
        # The left-out keys in range are a subsequence of the keys in range: the first key they
        # do not match is the first that is not left out (found by halving).
        lo, hi = 0, skip_end - skip_start
        while lo < hi:
            mid = (lo + hi) // 2
            if self.keys[start + mid] == left_out[skip_start + mid]:
                lo = mid + 1
            else:
                hi = mid
        return self.raws[start + lo]


def _index(claims: list[ClaimAudit]) -> dict[tuple[str, int], _Figures]:
    """Every throughput or efficiency figure of the deck, by unit and slide."""
    index: dict[tuple[str, int], _Figures] = {}
    for claim in claims:
        metric = claim.metric
        if metric is None or metric.value <= 0 or not _counted_out(metric.unit):
            continue
        systems = set() if _cites_own_result(claim) else _counts(_SYSTEMS, claim.text)
        index.setdefault((metric.unit, claim.page), _Figures()).add(
            metric.value, metric.raw, systems
        )
    for figures in index.values():
        figures.finish()
    return index


def _worked_out(
    claim: ClaimAudit, index: dict[tuple[str, int], _Figures], dividers: set[int], systems: set[int]
) -> str | None:
    """How the claim's figure follows from a base figure and a count ('400,437 / 72'), if it
    does: a base on the same or a neighbouring slide, or one its own sentence names ('Divide the
    400,437 tokens/s by 72 GPUs and you get 5,562')."""
    metric = claim.metric
    assert metric is not None
    value = metric.value
    pages = range(claim.page - _NEAR_SLIDES, claim.page + _NEAR_SLIDES + 1)
    nearby = [index[key] for page in pages if (key := (metric.unit, page)) in index]
    own = _Figures()
    for found in find_metrics(claim.text):
        if found.unit == metric.unit and found.raw != metric.raw and found.value > 0:
            own.add(found.value, found.raw, set())
    own.finish()
    for n in sorted(dividers):
        for figures in [*nearby, own]:
            if (raw := figures.near(value * n, n)) is not None:
                return f"{raw} / {n}"
    for n in sorted(systems):
        for figures in [*nearby, own]:
            if (raw := figures.near(value / n)) is not None:
                return f"{n} x {raw}"
    return None


def arithmetic_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """DERIVED-METRIC on a figure that equals another figure of the deck (in the same unit, on
    the same or a neighbouring slide) divided or multiplied by a count its own sentence names."""
    index = _index(claims)
    out: dict[str, list[Flag]] = {}
    for claim in claims:
        if not _eligible(claim):
            continue
        metric = claim.metric
        assert metric is not None
        # A per-unit figure ('each of its 72 GPUs') may be a share of a larger one; any other
        # figure may be a multiple of a smaller one by a count of systems.
        if _PER_UNIT.search(claim.text) or " per " in metric.unit:
            dividers = _counts(_SYSTEMS, claim.text) | _counts(_ACCELERATORS, claim.text)
            dividers |= {n for n in chip_counts(claim.text) if n >= _LOWEST_COUNT}
            systems: set[int] = set()
        else:
            dividers, systems = set(), _counts(_SYSTEMS, claim.text)
        if not dividers and not systems:
            continue
        how = _worked_out(claim, index, dividers, systems)
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
