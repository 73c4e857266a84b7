"""Fitting the model's engine parameters on published Offline/Server and Offline/Interactive pairs.

One command reproduces the shipped calibration (about 3.5 minutes of CPU; 5 minutes wall on the
shared 2-core machine at load average 4, 10-12 at load average 8-10):

    python -m auditor.replay.calibration [--jobs 2] [-o auditor/data/replay_calibration.json]

For every benchmark family it replays every parameter combination of a fixed grid against every
published pair (deduplicated by bounds and by rate per accelerator rounded to
RATE_STEPS_PER_DECADE), once; requests per probe are fixed by the engine (see serving_model). A
fit for a set of rounds then ranks, per group, the combinations by how many of that set's pairs
they put within 15% (Server, weight 1) or 20% (Interactive, weight 0.5) of the published figure,
and re-scores the best REFINE_CANDIDATES at each pair's own rate. A group is a benchmark family;
its CPU-only systems form a group of their own when the set has MIN_CPU_PAIRS of them (they keep
far less of Offline than accelerators on the same benchmark). Families the set lacks get the
combination that does best over all groups of the same kind.

On top of the engine, each accelerator model family (`device.accelerator_family`: gb300, mi355x,
arc, ...) gets an offset: the median log(published / model) over its fitting pairs, whatever the
benchmark, shrunk toward 0 by n / (n + k) for n pairs, with k estimated from the fit's own
residuals (see `_accelerator_offsets`): a family seen on 3 pairs keeps little of its median. The
band of an estimate is the nearest-rank 10th to 90th percentile of log(published / model) of
the group and scenario (pooled over the kind below MIN_BAND_PAIRS). A fit on several rounds keeps
two bands (see `cross_validated_bands`): for a claim of a round it used, the spread of its
fitting pairs as fitted; for a claim of any other round, the spread of its pairs as predicted by
the fit without their round, the error of predicting a new round. A fit is stored for every non-empty set of the shipped rounds,
so a leave-one-round-out prediction never scores a pair it was fitted on; the file says which
rounds each fit used. Output lengths: the median published TOKENS_PER_SAMPLE over all shipped
rounds (per-round medians agree within 3%).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from auditor import reference
from auditor.replay.device import ACCELERATOR, CPU, accelerator_family
from auditor.replay.evidence import Pair, output_tokens_per_sample, published_pairs
from auditor.replay.serving_model import FamilyParams, batched_ratio, llm_ratio

CALIBRATION_NAME = "replay_calibration.json"
SCHEMA = "deckaudit.replay-calibration/1"
CONCURRENCY = tuple(float(2**k) for k in range(13))
FIXED_SHARES = (0.05, 0.15, 0.4)
LLM_MIN_STEPS = (0.125, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)  # of the Server TPOT bound
BATCH_MIN_SHARES = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)  # of the latency bound
PREFILL_SHARE = 0.1  # stated, not fitted
# Share of a speed-up past the knee that shortens the LLM step (FamilyParams.step_share).
# Stated 0: fits on earlier rounds do not choose a larger one (README, "Server vs Offline").
STEP_SHARES = (0.0,)
JITTER = 0.3  # stated, not fitted
OUTPUT_MEANS = (300.0, 1500.0)  # tried where no published output length is known
RATE_STEPS_PER_DECADE = 8  # pairs are replayed at their rate per accelerator rounded to this
MIN_BAND_PAIRS = 8
MIN_CPU_PAIRS = 5  # a family's CPU-only systems get their own parameters from this many pairs
OFFSET_MIN_TAU2 = 1e-6  # the spread of true accelerator offsets is at least this (log^2)
OFFSET_CAP = 1.0  # |log residual| counted towards an accelerator offset at most
REFINE_CANDIDATES = 4  # the table's best combinations re-scored at each pair's own rate
WITHIN = {"server": 0.15, "interactive": 0.20}
# Server pairs count double in the fit: Server is what most claims are held against.
WEIGHT = {"server": 1.0, "interactive": 0.5}


@dataclass(frozen=True)
class Bounds:
    """The latency bounds of one benchmark, round and scenario (milliseconds)."""

    ttft_ms: float | None = None
    tpot_ms: float | None = None
    p99_ms: float | None = None
    offline_tpot_ms: float | None = None  # the round's Server TPOT: the Offline engine's scale

    @property
    def llm(self) -> bool:
        """Whether these are TTFT/TPOT bounds."""
        return self.ttft_ms is not None and self.tpot_ms is not None


def bounds_for(family: str, round_name: str, scenario: str) -> Bounds | None:
    """The round's bounds for the scenario, from the shipped MLPerf facts; None when none."""
    facts = reference.benchmark_facts(family, round_name)
    if facts is None or reference.normalise_round(round_name) not in reference.tabulated_rounds():
        return None
    if reference.benchmark_facts(family, round_name) is not facts:
        return None
    server_tpot = facts.server_tpot_ms
    if scenario == "interactive":
        if facts.interactive_ttft_ms and facts.interactive_tpot_ms:
            return Bounds(
                ttft_ms=facts.interactive_ttft_ms,
                tpot_ms=facts.interactive_tpot_ms,
                offline_tpot_ms=server_tpot or facts.interactive_tpot_ms,
            )
        return None
    if facts.server_ttft_ms and facts.server_tpot_ms:
        return Bounds(
            ttft_ms=facts.server_ttft_ms, tpot_ms=facts.server_tpot_ms, offline_tpot_ms=server_tpot
        )
    if facts.server_p99_ms:
        return Bounds(p99_ms=facts.server_p99_ms)
    return None


def quantised_rate(per_accelerator: float) -> float:
    """A rate per accelerator rounded to RATE_STEPS_PER_DECADE steps per decade."""
    step = round(math.log10(per_accelerator) * RATE_STEPS_PER_DECADE)
    return 10.0 ** (step / RATE_STEPS_PER_DECADE)


def model_ratio(
    params: FamilyParams, per_accelerator: float, bounds: Bounds, lengths: Any = None
) -> tuple[float, str, dict[str, float]]:
    """The model's ratio for a rate per accelerator under these bounds: (ratio, limit, engine)."""
    if bounds.llm:
        assert bounds.ttft_ms is not None and bounds.tpot_ms is not None
        reference = (bounds.offline_tpot_ms or bounds.tpot_ms) * 1e-3
        out = llm_ratio(
            params, per_accelerator, 8, bounds.ttft_ms * 1e-3, bounds.tpot_ms * 1e-3, lengths,
            offline_tpot_s=reference,
        )  # fmt: skip
    else:
        assert bounds.p99_ms is not None
        out = batched_ratio(params, per_accelerator, 8, bounds.p99_ms * 1e-3)
    return out.ratio, out.limited_by, out.engine


def grid(llm: bool, output_mean: float | None) -> list[FamilyParams]:
    """The parameter combinations tried for a family."""
    if not llm:
        return [
            FamilyParams(concurrency=c, fixed_share=f, min_step=m, jitter=JITTER)
            for c, f, m in itertools.product(CONCURRENCY, FIXED_SHARES, BATCH_MIN_SHARES)
        ]
    outs = (output_mean,) if output_mean else OUTPUT_MEANS
    return [
        FamilyParams(
            concurrency=c,
            fixed_share=f,
            min_step=m,
            prefill_share=PREFILL_SHARE,
            output_mean=o,
            step_share=a,
        )
        for c, f, m, o, a in itertools.product(
            CONCURRENCY, FIXED_SHARES, LLM_MIN_STEPS, outs, STEP_SHARES
        )
    ]


def pair_key(pair: Pair) -> tuple[str, Bounds, float] | None:
    """What a pair's model ratio depends on: (kind, bounds, rounded rate per accelerator)."""
    bounds = bounds_for(pair.family, pair.round, pair.scenario)
    if bounds is None:
        return None
    return pair.family, bounds, quantised_rate(pair.offline.value / pair.accelerators)


def _replay_family(task: tuple[str, bool, float | None, list[tuple[Bounds, float]]]) -> dict:
    """Every grid combination against every distinct key of one family (a worker's job)."""
    family, llm, output_mean, keys = task
    table: dict[str, list[float]] = {}
    for params in grid(llm, output_mean):
        name = json.dumps(params.to_dict(), sort_keys=True)
        table[name] = [model_ratio(params, rate, bounds)[0] for bounds, rate in keys]
    return {"family": family, "keys": keys, "table": table}


def output_means(pairs: Sequence[Pair]) -> dict[str, float]:
    """Per family, the median published TOKENS_PER_SAMPLE of Offline results, where reported."""
    by_family: dict[str, list] = {}
    for pair in pairs:
        by_family.setdefault(pair.family, []).append(pair.offline)
    out = {}
    for family, rows in by_family.items():
        value = output_tokens_per_sample(rows)
        if value:
            out[family] = round(value, 1)
    return out


def replay_table(pairs: Sequence[Pair], jobs: int = 2) -> dict[str, dict]:
    """Model ratios of every grid combination at every distinct pair key, per family."""
    means = output_means(pairs)
    keys: dict[str, list[tuple[Bounds, float]]] = {}
    for pair in pairs:
        key = pair_key(pair)
        if key is not None and (key[1], key[2]) not in keys.setdefault(pair.family, []):
            keys[pair.family].append((key[1], key[2]))
    tasks = [(f, k[0][0].llm, means.get(f), k) for f, k in sorted(keys.items())]
    tasks.sort(key=lambda t: -len(t[3]) * (4 if t[1] else 1))  # longest first
    if jobs <= 1:
        results = [_replay_family(t) for t in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_replay_family, tasks))
    return {r["family"]: r for r in results}


def _score(residual: float, scenario: str) -> bool:
    return abs(math.exp(residual) - 1.0) <= WITHIN[scenario] if math.isfinite(residual) else False


def _residual(published: float, model: float) -> float:
    """log(published / model), the error of an estimate (inf when the model says 0)."""
    if model <= 0:
        return math.inf
    return math.log(published / model)


def group_of(fitted: dict[str, Any], family: str, device: str) -> str:
    """The key of a fit's parameters for a family on a device: CPU-only systems have their
    own where the fit had enough CPU pairs of the family (see MIN_CPU_PAIRS)."""
    own = f"{family}@{CPU}"
    return own if device == CPU and own in fitted["families"] else family


def _groups(chosen: Sequence[Pair]) -> dict[str, list[Pair]]:
    """The fitting pairs per parameter group: a family, and its CPU-only systems apart when it
    has at least MIN_CPU_PAIRS of them."""
    usable = [p for p in chosen if pair_key(p) is not None]
    cpu_pairs: dict[str, int] = {}
    for pair in usable:
        if pair.device == CPU:
            cpu_pairs[pair.family] = cpu_pairs.get(pair.family, 0) + 1
    groups: dict[str, list[Pair]] = {}
    for pair in usable:
        apart = pair.device == CPU and cpu_pairs[pair.family] >= MIN_CPU_PAIRS
        groups.setdefault(f"{pair.family}@{CPU}" if apart else pair.family, []).append(pair)
    return groups


def _kind(llm: bool, group: str) -> str:
    """The pooling key of a group: 'llm' or 'batched', with '@cpu' for CPU-only groups."""
    base = "llm" if llm else "batched"
    return f"{base}@{CPU}" if group.endswith(f"@{CPU}") else base


def fit(
    pairs: Sequence[Pair],
    table: dict[str, dict],
    rounds: Iterable[str],
    exact: Callable[[str, str, Pair], float] | None = None,
    lookup: Callable[[str, str, Pair], float] | None = None,
) -> dict[str, Any]:
    """The calibration fitted on the pairs of `rounds`: per-group parameters and bands.

    A group is a benchmark family, with its CPU-only systems apart when there are enough of
    them. Parameters are chosen on the replay table (rates rounded); with `exact` (the model at
    each pair's own rate, as an estimate uses it) the table's best few are re-scored with it,
    and the bands come from it.
    """
    rounds = sorted(set(rounds))
    chosen = [p for p in pairs if p.round in rounds]
    lookup = _lookup(table) if lookup is None else lookup
    groups = _groups(chosen)
    families: dict[str, Any] = {}
    pooled: dict[str, dict[str, list[float]]] = {}
    for group, fam_pairs in sorted(groups.items()):
        family = fam_pairs[0].family
        llm = pair_key(fam_pairs[0])[1].llm  # type: ignore[index]
        scores: dict[str, tuple[float, float]] = {}
        for name in table[family]["table"]:
            hits, error = _family_score(fam_pairs, family, name, lookup)
            scores[name] = (hits, error)
            # pooled over groups of a kind, by the parameters other than the output mean
            base = json.loads(name)
            base.pop("output_mean", None)
            tallies = pooled.setdefault(_kind(llm, group), {})
            tally = tallies.setdefault(json.dumps(base, sort_keys=True), [0.0, 0.0])
            tally[0] += hits
            tally[1] += error
        ranked = sorted(scores, key=lambda n: (-scores[n][0], scores[n][1], n))
        candidates = ranked[:REFINE_CANDIDATES]
        best = ranked[0]
        if exact is not None:
            # The table rounds each pair's rate; an estimate does not. Among the table's best
            # few, keep the one that does best at the pairs' own rates.
            exact_scores = {n: _family_score(fam_pairs, family, n, exact) for n in candidates}
            best = min(candidates, key=lambda n: (-exact_scores[n][0], exact_scores[n][1], n))
            scores[best] = exact_scores[best]
        families[group] = {"kind": "llm" if llm else "batched", "params": json.loads(best)}
        families[group]["device"] = CPU if group.endswith(f"@{CPU}") else "any"
        families[group]["pairs"] = len(fam_pairs)
        families[group]["fitted_hits"] = scores[best][0]
        families[group]["_candidates"] = candidates
    defaults = {}
    for kind, tallies in sorted(pooled.items()):
        best = max(tallies, key=lambda n: (tallies[n][0], -tallies[n][1]))
        defaults[kind] = json.loads(best)
    offsets = _accelerator_offsets(groups, families, exact or lookup)
    bands = _bands(groups, families, exact or lookup, offsets)
    for group, entry in families.items():
        entry["band"] = bands["families"].get(group, {})
    return {
        "rounds": rounds,
        "families": families,
        "defaults": defaults,
        "accelerator_offsets": offsets,
        "pooled_bands": bands["pooled"],
    }


def adjusted(ratio: float, offset: float) -> float:
    """A model ratio moved by an accelerator family's offset (log scale); an offset never
    lifts it past 1 (Server above Offline), nor moves a ratio of 0."""
    if ratio <= 0 or offset == 0:
        return ratio
    return min(ratio * math.exp(offset), max(ratio, 1.0))


def offset_for(fitted: dict[str, Any], accelerator: str | None) -> float:
    """The fit's offset for the accelerator's model family (0 when none was fitted)."""
    if accelerator is None:
        return 0.0
    entry = fitted.get("accelerator_offsets", {}).get(accelerator_family(accelerator))
    return float(entry["offset"]) if entry else 0.0


def _accelerator_offsets(groups, families, ratio) -> dict[str, dict[str, float]]:
    """Per accelerator model family, what it keeps under a bound, whatever the benchmark, that
    the engine's rate per accelerator does not explain: the median log(published / model) over
    its fitting pairs (each capped at OFFSET_CAP), shrunk toward 0 by n / (n + k) for n pairs.

    k = (pi / 2) sigma^2 / tau^2 is estimated from the fit's own residuals (empirical Bayes):
    sigma is the spread of a pair about its family's median (1.4826 x the median absolute
    deviation; pi / 2 sigma^2 / n is the variance of a median of n), tau^2 the spread of true
    family offsets, the mean of (median^2 - pi / 2 sigma^2 / n). A family seen on few pairs
    keeps little of its median; one seen on many keeps nearly all of it.
    """
    residuals: dict[str, list[float]] = {}
    for group, fam_pairs in groups.items():
        name = json.dumps(families[group]["params"], sort_keys=True)
        for pair in fam_pairs:
            r = _residual(pair.ratio, ratio(pair.family, name, pair))
            if math.isfinite(r):
                capped = max(-OFFSET_CAP, min(OFFSET_CAP, r))
                residuals.setdefault(accelerator_family(pair.offline.accelerator), []).append(
                    capped
                )
    if not residuals:
        return {}
    k = offset_shrinkage(residuals)
    out = {}
    for family, values in sorted(residuals.items()):
        n = len(values)
        out[family] = {"offset": round(statistics.median(values) * n / (n + k), 5), "pairs": n}
    return out


def offset_shrinkage(residuals: dict[str, list[float]]) -> float:
    """k of the offsets' shrinkage n / (n + k): the pairs at which a family's median counts
    half (see `_accelerator_offsets`)."""
    medians = {family: statistics.median(values) for family, values in residuals.items()}
    deviations = [abs(x - medians[f]) for f, values in residuals.items() for x in values]
    sigma2 = (1.4826 * statistics.median(deviations)) ** 2
    noise = {f: math.pi / 2 * sigma2 / len(values) for f, values in residuals.items()}
    tau2 = statistics.mean(medians[f] ** 2 - noise[f] for f in residuals)
    return math.pi / 2 * sigma2 / max(tau2, OFFSET_MIN_TAU2)


def _family_score(
    fam_pairs: Sequence[Pair], family: str, name: str, ratio: Callable[[str, str, Pair], float]
) -> tuple[float, float]:
    """(weighted pairs within the target, summed capped |log error|) of one combination."""
    hits, error = 0.0, 0.0
    for pair in fam_pairs:
        r = _residual(pair.ratio, ratio(family, name, pair))
        hits += WEIGHT[pair.scenario] * _score(r, pair.scenario)
        error += min(abs(r), 5.0)
    return hits, error


def _bands(groups, families, lookup, offsets) -> dict[str, Any]:
    residuals: dict[tuple[str, str], list[float]] = {}
    pooled: dict[tuple[str, str], list[float]] = {}
    fitted = {"accelerator_offsets": offsets}
    for group, fam_pairs in groups.items():
        name = json.dumps(families[group]["params"], sort_keys=True)
        kind = _kind(families[group]["kind"] == "llm", group)
        for pair in fam_pairs:
            offset = offset_for(fitted, pair.offline.accelerator)
            r = _residual(pair.ratio, adjusted(lookup(pair.family, name, pair), offset))
            if math.isfinite(r):
                residuals.setdefault((group, pair.scenario), []).append(r)
                pooled.setdefault((kind, pair.scenario), []).append(r)
    out: dict[str, Any] = {"families": {}, "pooled": {}}
    for (kind, scenario), values in pooled.items():
        out["pooled"].setdefault(kind, {})[scenario] = _quantile_band(values)
    for (group, scenario), values in residuals.items():
        if len(values) >= MIN_BAND_PAIRS:
            out["families"].setdefault(group, {})[scenario] = _quantile_band(values)
    return out


def _quantile_band(values: list[float]) -> list[float]:
    """Nearest-rank 10th and 90th percentiles (as MLPerf ranks latencies): at least 80% of
    the values lie within them."""
    ordered = sorted(values)
    n = len(ordered)
    low = ordered[max(math.ceil(0.1 * n), 1) - 1]
    high = ordered[max(math.ceil(0.9 * n), 1) - 1]
    return [math.floor(low * 1e5) / 1e5, math.ceil(high * 1e5) / 1e5]


def _lookup(table: dict[str, dict]):
    index = {
        family: {(b, r): i for i, (b, r) in enumerate(data["keys"])}
        for family, data in table.items()
    }

    positions: dict[int, int] = {}  # id(pair) -> column, so a pair's key is worked out once

    def ratio(family: str, name: str, pair: Pair) -> float:
        column = positions.get(id(pair))
        if column is None:
            key = pair_key(pair)
            assert key is not None
            column = positions[id(pair)] = index[family][(key[1], key[2])]
        return table[family]["table"][name][column]

    return ratio


def _exact_ratio(task: tuple[str, float, Bounds]) -> float:
    """The model ratio at an exact rate (a worker's job)."""
    name, rate, bounds = task
    return model_ratio(FamilyParams(**json.loads(name)), rate, bounds)[0]


def _compute(
    tasks: Iterable[tuple[str, float, Bounds]],
    jobs: int,
    cache: dict[tuple[str, float, Bounds], float],
) -> None:
    """Add the model ratio of every task not yet in `cache`, on `jobs` processes."""
    ordered = sorted(set(tasks) - set(cache), key=lambda t: (t[0], t[1], repr(t[2])))
    if jobs <= 1 or len(ordered) < 32:
        values = [_exact_ratio(t) for t in ordered]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            values = list(pool.map(_exact_ratio, ordered, chunksize=16))
    cache.update(zip(ordered, values, strict=True))


def exact_ratios(
    pairs: Sequence[Pair],
    fits: dict[str, dict],
    jobs: int,
    cache: dict[tuple[str, float, Bounds], float] | None = None,
) -> Callable[[str, str, Pair], float]:
    """The model at every pair's own rate under the parameters some fit chose for it."""
    tasks: set[tuple[str, float, Bounds]] = set()
    for fitted in fits.values():
        for pair in pairs:
            entry = fitted["families"].get(group_of(fitted, pair.family, pair.device))
            bounds = bounds_for(pair.family, pair.round, pair.scenario)
            if entry is not None and bounds is not None:
                for name in entry["_candidates"]:
                    tasks.add((name, pair.offline.value / pair.accelerators, bounds))
    cache = {} if cache is None else cache
    _compute(tasks, jobs, cache)

    def ratio(family: str, name: str, pair: Pair) -> float:
        bounds = bounds_for(pair.family, pair.round, pair.scenario)
        return cache[(name, pair.offline.value / pair.accelerators, bounds)]  # type: ignore[index]

    return ratio


def cross_validated_bands(
    pairs: Sequence[Pair],
    fits: dict[str, dict],
    means: dict[str, float],
    jobs: int,
    cache: dict[tuple[str, float, Bounds], float],
) -> None:
    """Give every fit on two or more rounds a band for claims of rounds it did not use.

    For a fit on rounds S, each pair of a round r of S counts twice: as fitted, and as predicted
    by the fit on S without r, as a new round would see it. The first spread makes a group's
    `band` (claims of a round in S: in-sample), the second its `band_new_round` (claims of any
    other round), each pooled over the kind below MIN_BAND_PAIRS. Predictions where the smaller
    fit had no pairs of the benchmark and scenario make `new_family_bands`, used for benchmarks
    the fit itself lacks. A fit on one round keeps its in-sample bands for every claim.
    """
    plan: list[tuple[str, Pair, str, bool, float, str]] = []
    tasks: set[tuple[str, float, Bounds]] = set()
    seen = {(p.family, p.scenario, p.round) for p in pairs}
    for key, fitted in fits.items():
        rounds = fitted["rounds"]
        if len(rounds) < 2:
            continue
        for held in rounds:
            # each pair twice: as fitted (in-sample), and as a new round would see it (out-)
            inner = fits[",".join(r for r in rounds if r != held)]
            for pair in pairs:
                bounds = bounds_for(pair.family, pair.round, pair.scenario)
                if pair.round != held or bounds is None:
                    continue
                rate = pair.offline.value / pair.accelerators
                for by in (fitted, inner):
                    params, own = _params(by, pair.family, bounds.llm, pair.device, means)
                    # a fit that had no pairs of this benchmark and scenario predicts it as new
                    own = own and any((pair.family, pair.scenario, r) in seen for r in by["rounds"])
                    name = json.dumps(params.to_dict(), sort_keys=True)
                    tasks.add((name, rate, bounds))
                    out = "out-" if by is inner else ""
                    offset = offset_for(by, pair.offline.accelerator)
                    plan.append((key, pair, name, own, offset, out))
    _compute(tasks, jobs, cache)
    residuals: dict[str, dict[tuple[str, str], list[float]]] = {}
    for key, pair, name, own, offset, out in plan:
        bounds = bounds_for(pair.family, pair.round, pair.scenario)
        model = adjusted(cache[(name, pair.offline.value / pair.accelerators, bounds)], offset)  # type: ignore[index]
        r = _residual(pair.ratio, model)
        if not math.isfinite(r):
            continue
        fitted = fits[key]
        group = group_of(fitted, pair.family, pair.device)
        kind = _kind(bool(bounds and bounds.llm), group)
        into = residuals.setdefault(key, {})
        if own:
            into.setdefault((out + "group:" + group, pair.scenario), []).append(r)
            into.setdefault((out + "kind:" + kind, pair.scenario), []).append(r)
        else:
            into.setdefault(("new:" + kind.split("@")[0], pair.scenario), []).append(r)
    for key, groups in residuals.items():
        fitted = fits[key]
        pooled: dict[str, dict[str, dict[str, list[float]]]] = {"": {}, "out-": {}}
        new: dict[str, dict[str, list[float]]] = {}
        for (where, scenario), values in sorted(groups.items()):
            what, name = where.split(":", 1)
            out = "out-" if what.startswith("out-") else ""
            what = what.removeprefix("out-")
            if what == "kind":
                pooled[out].setdefault(name, {})[scenario] = _quantile_band(values)
            elif what == "new":
                new.setdefault(name, {})[scenario] = _quantile_band(values)
        for group, entry in fitted["families"].items():
            for out, field in (("", "band"), ("out-", "band_new_round")):
                band = {
                    scenario: _quantile_band(values)
                    for (where, scenario), values in sorted(groups.items())
                    if where == out + "group:" + group and len(values) >= MIN_BAND_PAIRS
                }
                if band or not out:
                    entry[field] = band
        fitted["pooled_bands"] = pooled[""]
        if pooled["out-"]:
            fitted["pooled_bands_new_round"] = pooled["out-"]
        fitted["new_family_bands"] = new
        fitted["bands"] = "out-of-round"


def _subsets(rounds: Sequence[str]) -> list[list[str]]:
    return [list(c) for k in range(1, len(rounds) + 1) for c in itertools.combinations(rounds, k)]


def build(
    pairs: Sequence[Pair], jobs: int, table: dict[str, dict] | None = None
) -> tuple[dict[str, Any], dict[str, dict]]:
    """The calibration document (a fit per set of rounds) and the replay table behind it
    (replayed here unless a table from an earlier run with the same grid is given)."""
    table = replay_table(pairs, jobs) if table is None else table
    rounds = sorted({p.round for p in pairs})
    lookup = _lookup(table)
    chosen = {",".join(s): fit(pairs, table, s, lookup=lookup) for s in _subsets(rounds)}
    cache: dict[tuple[str, float, Bounds], float] = {}
    exact = exact_ratios(pairs, chosen, jobs, cache)
    fits = {",".join(s): fit(pairs, table, s, exact, lookup) for s in _subsets(rounds)}
    for fitted in fits.values():
        for entry in fitted["families"].values():
            entry.pop("_candidates", None)
    cross_validated_bands(pairs, fits, output_means(pairs), jobs, cache)
    document = {
        "schema": SCHEMA,
        "rounds": rounds,
        "default_fit": ",".join(rounds),
        "fits": fits,
        "output_means": {
            family: {
                "tokens": value,
                "source": "median TOKENS_PER_SAMPLE in the accuracy field of the published "
                f"closed Offline results, {', '.join(rounds)}",
            }
            for family, value in sorted(output_means(pairs).items())
        },
        "grid": {
            "concurrency": list(CONCURRENCY),
            "fixed_share": list(FIXED_SHARES),
            "llm_min_step_share_of_server_tpot": list(LLM_MIN_STEPS),
            "batched_min_step_share_of_bound": list(BATCH_MIN_SHARES),
            "prefill_share_stated": PREFILL_SHARE,
            "jitter_stated": JITTER,
            "output_mean_when_unpublished": list(OUTPUT_MEANS),
            "rate_steps_per_decade": RATE_STEPS_PER_DECADE,
        },
    }
    return document, table


@cache
def load() -> dict[str, Any]:
    """The shipped calibration."""
    text = resources.files("auditor.data").joinpath(CALIBRATION_NAME).read_text("utf-8")
    document = json.loads(text)
    if document.get("schema") != SCHEMA:
        raise ValueError(f"{CALIBRATION_NAME}: unknown schema")
    return document


def fit_for(rounds: Sequence[str] | None) -> dict[str, Any]:
    """The stored fit for a set of rounds (the default fit when None); KeyError when none."""
    document = load()
    if rounds is None:
        return document["fits"][document["default_fit"]]
    key = ",".join(sorted(set(rounds)))
    return document["fits"][key]


def params_for(
    fitted: dict[str, Any], family: str, llm: bool, device: str = ACCELERATOR
) -> tuple[FamilyParams, bool]:
    """A family's parameters in a fit for a device, and whether they were fitted on that
    family's pairs."""
    means = {f: v["tokens"] for f, v in load()["output_means"].items()}
    return _params(fitted, family, llm, device, means)


def _params(
    fitted: dict[str, Any], family: str, llm: bool, device: str, means: dict[str, float]
) -> tuple[FamilyParams, bool]:
    entry = fitted["families"].get(group_of(fitted, family, device))
    if entry is not None:
        return FamilyParams(**entry["params"]), True
    defaults = fitted["defaults"]
    kind = _kind(llm, f"@{device}")
    base = dict(defaults.get(kind) or defaults["llm" if llm else "batched"])
    if llm:
        base["output_mean"] = means.get(family, OUTPUT_MEANS[-1])
    return FamilyParams(**base), False


def band_for(
    fitted: dict[str, Any],
    family: str,
    llm: bool,
    scenario: str,
    device: str = ACCELERATOR,
    round_name: str | None = None,
) -> list[float]:
    """The residual band (log published/model, 10th and 90th percentile) for an estimate of a
    claim of `round_name`: where the fit keeps bands for rounds it did not use and the claim's
    round is one of those, the spread of its out-of-round predictions."""
    new_round = (
        round_name is not None
        and round_name not in fitted["rounds"]
        and "pooled_bands_new_round" in fitted
    )
    entry = fitted["families"].get(group_of(fitted, family, device))
    field = "band_new_round" if new_round else "band"
    band = (entry or {}).get(field, {}).get(scenario)
    if band:
        return band
    new = fitted.get("new_family_bands", {}).get("llm" if llm else "batched", {})
    if entry is None and new.get(scenario):
        return new[scenario]
    bands = fitted["pooled_bands_new_round" if new_round else "pooled_bands"]
    pooled = bands.get(_kind(llm, f"@{device}")) or bands.get("llm" if llm else "batched", {})
    return pooled.get(scenario) or pooled.get("server") or [-0.3, 0.1]


def main(argv: list[str] | None = None) -> int:
    """Fit and write the calibration from the shipped published-results snapshot."""
    from auditor.results.snapshot import evidence_db

    parser = argparse.ArgumentParser(prog="python -m auditor.replay.calibration")
    parser.add_argument("--jobs", type=int, default=2)
    default = Path(__file__).resolve().parents[1] / "data" / CALIBRATION_NAME
    parser.add_argument("-o", "--out", type=Path, default=default)
    parser.add_argument("--table", type=Path, help="also write the replay table (JSON) here")
    parser.add_argument(
        "--reuse-table", type=Path, help="a table written by --table with the same grid"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    pairs = published_pairs(evidence_db(None))
    reused = None
    if args.reuse_table:
        raw = json.loads(args.reuse_table.read_text(encoding="utf-8"))
        reused = {
            f: {"family": f, "keys": [(Bounds(**b), r) for b, r in d["keys"]], "table": d["table"]}
            for f, d in raw.items()
        }
    document, table = build(pairs, args.jobs, reused)
    args.out.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if args.table:
        serial = {f: {"keys": [[b.__dict__, r] for b, r in d["keys"]], "table": d["table"]}
                  for f, d in table.items()}  # fmt: skip
        args.table.write_text(json.dumps(serial), encoding="utf-8")
    took = time.perf_counter() - started
    print(
        f"wrote {args.out}: {len(pairs)} pairs, {len(table)} families, {took:.0f} s",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
