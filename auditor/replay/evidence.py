"""Published evidence for a Server-vs-Offline question: pairs, ratios and the same system.

A pair is one closed-division system entry that published both an Offline result and a Server
(or Interactive) result of the same benchmark in the same round, in the same kind of unit.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from auditor.replay.device import device_class
from auditor.replay.report import PublishedRatios
from auditor.results.check import unit_kind
from auditor.results.database import PublishedResult, ResultsDB, benchmark_family, normalise_round

_TOKENS_RE = re.compile(r"TOKENS_PER_SAMPLE:\s*([0-9.]+)")
_ACCELERATORS_RE = re.compile(
    r"\b(\d{1,3}(?:,\d{3})*|\d+)\s*(?:-|\s)?\s*(?:x\s*)?"
    r"(?:gpus?|accelerators?|chips?|tpus?|npus?|cards?|xpus?)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Pair:
    """One system's Offline result and its Server or Interactive result of the same benchmark."""

    offline: PublishedResult
    other: PublishedResult

    @property
    def ratio(self) -> float:
        """The published Server (or Interactive) figure over the Offline figure."""
        return self.other.value / self.offline.value

    @property
    def scenario(self) -> str:
        """'server' or 'interactive'."""
        return self.other.scenario

    @property
    def family(self) -> str:
        """The benchmark family."""
        return self.offline.benchmark

    @property
    def round(self) -> str:
        """The round."""
        return self.offline.round

    @property
    def device(self) -> str:
        """'cpu' for a CPU-only system, else 'accelerator' (see `device`)."""
        return device_class(self.offline.accelerator)

    @property
    def accelerators(self) -> int:
        """Accelerators to divide the figure by: the published total, else the node count."""
        return self.offline.total_accelerators or self.offline.nodes or 1


def pairs_of(results: Iterable[PublishedResult]) -> list[Pair]:
    """Every closed-division Offline/Server and Offline/Interactive pair among `results`."""
    entries: dict[tuple[str, str], dict[str, PublishedResult]] = {}
    for r in results:
        if r.division == "closed" and r.value > 0:
            entries.setdefault((r.result_id, r.model), {})[r.scenario] = r
    out = []
    for key in sorted(entries):
        scenarios = entries[key]
        offline = scenarios.get("offline")
        if offline is None:
            continue
        kind = unit_kind(offline.units)
        for name in ("server", "interactive"):
            other = scenarios.get(name)
            if other is not None and kind is not None and unit_kind(other.units) == kind:
                out.append(Pair(offline, other))
    return out


def published_pairs(db: ResultsDB, rounds: Iterable[str] | None = None) -> list[Pair]:
    """The pairs of the given rounds (all rounds in the database when None)."""
    wanted = sorted(db.rounds()) if rounds is None else [normalise_round(r) or r for r in rounds]
    results: list[PublishedResult] = []
    for name in wanted:
        results.extend(db.by_round(name))
    return pairs_of(results)


def ratio_spread(
    db: ResultsDB, family: str, round_name: str, scenario: str
) -> PublishedRatios | None:
    """The spread of published ratios, and where the top Offline system ranks in `scenario`."""
    rows = db.by_benchmark(family, round_name)
    pairs = [p for p in pairs_of(rows) if p.scenario == scenario]
    if not pairs:
        return None
    ratios = [p.ratio for p in pairs]
    closed = [r for r in rows if r.division == "closed"]
    offline = [r for r in closed if r.scenario == "offline"]
    ranked = sorted(
        (r for r in closed if r.scenario == scenario), key=lambda r: r.value, reverse=True
    )
    top_id, rank = None, None
    if offline:
        top = max(offline, key=lambda r: r.value)
        top_id = top.published_id
        ids = [r.result_id for r in ranked]
        rank = ids.index(top.result_id) + 1 if top.result_id in ids else None
    return PublishedRatios(
        scenario=scenario,
        median=statistics.median(ratios),
        low=min(ratios),
        high=max(ratios),
        count=len(ratios),
        top_offline_id=top_id,
        top_offline_rank=rank,
        systems_ranked=len(ranked),
    )


def accelerators_in(text: str) -> int | None:
    """An accelerator count written in a claim ("on a 288-GPU rack", "8 x GPUs"), or None."""
    match = _ACCELERATORS_RE.search(text)
    if not match:
        return None
    count = int(match.group(1).replace(",", ""))
    return count if count > 0 else None


def identify_offline(
    db: ResultsDB,
    family: str,
    round_name: str | None,
    value_low: float,
    value_high: float,
    accelerators: int | None,
    result_id: str | None = None,
) -> PublishedResult | None:
    """The published closed Offline result a claim is, or None when it does not identify one.

    A result ID identifies its entry's Offline result of the benchmark. Without one, the figure
    must be a published Offline figure of that benchmark (and round, when given) within the
    claim's rounding, with the same accelerator count, and only one entry may fit.
    """
    family = benchmark_family(family) or family
    if result_id:
        rows = [
            r
            for r in db.by_id(result_id)
            if r.benchmark == family and r.scenario == "offline" and r.division == "closed"
        ]
        return rows[0] if len(rows) == 1 or (rows and len({r.value for r in rows}) == 1) else None
    if accelerators is None:
        return None
    candidates = [
        r
        for r in db.by_benchmark(family, round_name)
        if r.scenario == "offline"
        and r.division == "closed"
        and value_low <= r.value <= value_high
        and r.total_accelerators == accelerators
    ]
    entries = {r.result_id for r in candidates}
    return candidates[0] if len(entries) == 1 else None


def same_system(db: ResultsDB, offline: PublishedResult) -> list[PublishedResult]:
    """The entry's own Server and Interactive results of the same benchmark variant."""
    return [
        r
        for r in db.by_id(offline.result_id)
        if r.model == offline.model and r.scenario in ("server", "interactive")
    ]


def output_tokens_per_sample(results: Iterable[PublishedResult]) -> float | None:
    """The median TOKENS_PER_SAMPLE that published accuracy fields report, or None."""
    values = [float(m.group(1)) for r in results if (m := _TOKENS_RE.search(r.accuracy))]
    return statistics.median(values) if values else None
