"""How well `--basis model` predicts published Server and Interactive results, beside baselines.

For every closed system of the shipped rounds that published Offline and Server (or Interactive)
results of a benchmark, the model estimates the Server figure from the Offline figure and the
accelerator count. Two fits are scored: the shipped one (fitted on all pairs, so in-sample) and
leave-one-round-out (each round predicted from a fit on the other rounds only). Baselines:
Server = Offline, and the per-benchmark median ratio (of all pairs, in-sample; and of the other
rounds, with the median over all benchmarks for benchmarks those rounds lack).

    python -m bench.pairs [--markdown]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import cache

from auditor.replay import calibration
from auditor.replay.calibration import Bounds, bounds_for, model_ratio
from auditor.replay.evidence import Pair, published_pairs
from auditor.replay.serving_model import FamilyParams
from auditor.results.snapshot import evidence_db

WITHIN = {"server": 0.15, "interactive": 0.20}


@cache
def _ratio(params: FamilyParams, rate: float, bounds: Bounds) -> float:
    return model_ratio(params, rate, bounds)[0]


@cache
def _fit(rounds: tuple[str, ...]) -> dict:
    return calibration.fit_for(rounds)


def predict(pair: Pair, rounds: tuple[str, ...]) -> tuple[float, float, float]:
    """(model ratio, band low, band high) for a pair, fitted on `rounds`."""
    fitted = _fit(rounds)
    bounds = bounds_for(pair.family, pair.round, pair.scenario)
    assert bounds is not None
    params, _ = calibration.params_for(fitted, pair.family, bounds.llm, pair.device)
    # The exact rate per accelerator, as `deckaudit replay --basis model` would use it (the fit
    # itself replays rates rounded to calibration.RATE_STEPS_PER_DECADE per decade).
    ratio = _ratio(params, pair.offline.value / pair.accelerators, bounds)
    ratio = calibration.adjusted(ratio, calibration.offset_for(fitted, pair.offline.accelerator))
    low, high = calibration.band_for(
        fitted, pair.family, bounds.llm, pair.scenario, pair.device, pair.round
    )
    return ratio, ratio * math.exp(low), ratio * math.exp(high)


def _hit(estimate: float, pair: Pair) -> bool:
    return estimate > 0 and abs(estimate / pair.ratio - 1.0) <= WITHIN[pair.scenario]


class Tally:
    """Hits, band coverage and band widths of a group of pairs."""

    def __init__(self) -> None:
        self.n = 0
        self.model = 0
        self.covered = 0
        self.widths: list[float] = []
        self.same = 0
        self.median = 0

    def add(self, pair: Pair, est: tuple[float, float, float], same: float, median: float) -> None:
        """Count one pair."""
        ratio, low, high = est
        self.n += 1
        self.model += _hit(ratio, pair)
        self.covered += low <= pair.ratio <= high
        if ratio > 0:
            self.widths.append((high - low) / ratio)
        self.same += _hit(same, pair)
        self.median += _hit(median, pair)

    def row(self) -> tuple[str, ...]:
        """Shares as table cells."""
        width = statistics.median(self.widths) if self.widths else math.nan
        return (
            str(self.n),
            f"{self.model / self.n:.2f}",
            f"{self.covered / self.n:.2f}",
            f"{width:.0%}",
            f"{self.same / self.n:.2f}",
            f"{self.median / self.n:.2f}",
        )


def _medians(pairs: Sequence[Pair]) -> Callable[[Pair], float]:
    by: dict[tuple[str, str], list[float]] = defaultdict(list)
    overall: dict[str, list[float]] = defaultdict(list)
    for p in pairs:
        by[(p.family, p.scenario)].append(p.ratio)
        overall[p.scenario].append(p.ratio)

    def median(pair: Pair) -> float:
        values = by.get((pair.family, pair.scenario)) or overall.get(pair.scenario) or [1.0]
        return statistics.median(values)

    return median


def score(pairs: Sequence[Pair], loro: bool) -> dict[tuple[str, str, str], Tally]:
    """Tallies per (scenario, round, benchmark), plus per round ('*') and overall ('*', '*')."""
    rounds = sorted({p.round for p in pairs})
    tallies: dict[tuple[str, str, str], Tally] = defaultdict(Tally)
    in_sample = _medians(pairs)
    for held in rounds:
        train = tuple(r for r in rounds if r != held) if loro else tuple(rounds)
        median = _medians([p for p in pairs if p.round in train]) if loro else in_sample
        for pair in (p for p in pairs if p.round == held):
            est = predict(pair, train)
            for key in ((pair.round, pair.family), (pair.round, "*"), ("*", "*")):
                tallies[(pair.scenario, *key)].add(pair, est, 1.0, median(pair))
    return tallies


HEADER = ("scenario", "round", "benchmark", "pairs", "model", "band cover", "band width",
          "S=O", "median")  # fmt: skip


def table(tallies: dict[tuple[str, str, str], Tally], markdown: bool) -> str:
    """The tallies as a text or Markdown table."""
    rows = [HEADER]
    for key in sorted(
        tallies, key=lambda k: (k[0] != "server", k[1] == "*", k[1], k[2] == "*", k[2])
    ):
        rows.append((*key, *tallies[key].row()))
    if markdown:
        lines = ["| " + " | ".join(r) + " |" for r in rows]
        lines.insert(1, "|" + "---|" * len(HEADER))
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADER))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows)


def main(argv: list[str] | None = None) -> int:
    """Print both tables and the headline figures."""
    parser = argparse.ArgumentParser(prog="python -m bench.pairs")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    pairs = [
        p for p in published_pairs(evidence_db(None)) if bounds_for(p.family, p.round, p.scenario)
    ]
    fitted = score(pairs, loro=False)
    held = score(pairs, loro=True)
    print("Fitted on all pairs (in-sample: every pair scored was a fitting pair)\n")
    print(table(fitted, args.markdown))
    print("\nLeave-one-round-out (each round predicted from a fit on the other rounds)\n")
    print(table(held, args.markdown))
    print(
        f"\nmodel = share within 15% (Server) / 20% (Interactive); band cover = share inside "
        f"the 10-90% band; band width = median (high - low) / estimate; S=O = Server equals "
        f"Offline; median = per-benchmark median ratio (in-sample above; other rounds below). "
        f"{len(pairs)} pairs, {time.perf_counter() - started:.0f} s.",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
