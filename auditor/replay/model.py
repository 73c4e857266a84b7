"""Glue between an Offline throughput claim and the Server replay: the OFFLINE-HEADLINE flag.

An Offline number is measured with every query available at once and no latency bound. The
Server scenario sends queries as a Poisson stream and counts only the rate whose p-th percentile
latency stays within the benchmark's bound. This module replays that for the claimed system,
using the service times a user measured or, without them, a default model derived from the
claim, and reports the estimated Server rate and its ratio to the Offline figure.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from auditor.models import ClaimAudit, Flag, Scenario, Severity
from auditor.replay.samples import ServiceSamples
from extractors import THROUGHPUT_UNITS
from kernels import QueueSystem, max_rate_under_bound, offline_rate, replay

# The default service model, stated in every flag that uses it.
DEFAULT_SERVERS = 8
DEFAULT_MAX_BATCH = 64
DEFAULT_FIXED_SHARE = 0.3  # share of a full batch's time that does not shrink with batch size
DEFAULT_JITTER_SIGMA = 0.2  # log-normal spread of a batch's service time around its mean
DEFAULT_QUANTILES = 64  # samples per batch size: evenly spaced log-normal quantiles
REPLAY_QUERIES = 200_000
SEARCH_PROBES = 16
CURVE_FRACTIONS = (0.5, 0.7, 0.8, 0.9, 0.95)


def _normal_quantiles(count: int) -> np.ndarray:
    """Standard normal quantiles at (k + 0.5) / count, found by bisection on erf."""
    targets = (np.arange(count) + 0.5) / count
    out = np.empty(count)
    for k, target in enumerate(targets):
        lo, hi = -10.0, 10.0
        for _ in range(80):
            mid = 0.5 * (lo + hi)
            if 0.5 * (1.0 + math.erf(mid / math.sqrt(2.0))) < target:
                lo = mid
            else:
                hi = mid
        out[k] = 0.5 * (lo + hi)
    return out


def default_system(offline_rate_per_s: float) -> tuple[QueueSystem, list[str]]:
    """The default service model for a claimed Offline rate, with its assumptions in words.

    DEFAULT_SERVERS servers batch up to DEFAULT_MAX_BATCH queries; a batch of b takes
    T_full * (f + (1 - f) * b / B) with f = DEFAULT_FIXED_SHARE, and T_full set so that full
    batches on every server give exactly the claimed Offline rate. Each batch time is spread
    log-normally (sigma DEFAULT_JITTER_SIGMA, mean preserved).
    """
    servers, top, share = DEFAULT_SERVERS, DEFAULT_MAX_BATCH, DEFAULT_FIXED_SHARE
    full_batch_s = servers * top / offline_rate_per_s
    sigma = DEFAULT_JITTER_SIGMA
    spread = np.exp(sigma * _normal_quantiles(DEFAULT_QUANTILES))
    spread /= spread.mean()
    per_size = {
        b: full_batch_s * (share + (1.0 - share) * b / top) * spread for b in range(1, top + 1)
    }
    system = QueueSystem.batched(per_size, servers=servers, max_batch=top, timeout=0.0)
    assumptions = [
        f"{servers} identical servers (accelerators) share one FIFO queue",
        f"each batches up to {top} queries, dispatching as soon as it is free (no batch timeout)",
        f"a full batch takes {full_batch_s * 1e3:.4g} ms, so full batches on all servers give "
        "exactly the claimed Offline rate",
        f"{share:.0%} of a full batch's time is fixed cost; the rest grows with batch size",
        f"batch times vary log-normally (sigma {sigma}) around that mean",
        "one query is one unit of the claimed metric; no network, pre- or post-processing time",
    ]
    return system, assumptions


def is_offline_throughput(claim: ClaimAudit) -> bool:
    """Whether the claim is an Offline-scenario throughput figure the replay can speak to."""
    metric = claim.metric
    return (
        claim.labels.scenario == Scenario.OFFLINE
        and metric is not None
        and metric.unit in THROUGHPUT_UNITS
        and math.isfinite(metric.value)
        and metric.value > 0
    )


def _format_rate(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def offline_headline(
    claim: ClaimAudit,
    bound_ms: float,
    percentile: float = 99.0,
    samples: ServiceSamples | None = None,
    seed: int = 0,
    servers: int = 1,
) -> tuple[dict[str, Any], Flag] | None:
    """The replay of an Offline throughput claim at a Server latency bound, or None.

    Returns (data for `ClaimAudit.replay`, the OFFLINE-HEADLINE info flag). None when the claim
    is not an Offline throughput figure or the bound is missing. With `samples`, the measured
    service times (on `servers` servers) set the Server-to-Offline ratio, which is applied to
    the claimed figure; without, the default model of `default_system` is used.
    """
    if not is_offline_throughput(claim) or not (bound_ms and bound_ms > 0):
        return None
    assert claim.metric is not None
    claimed = float(claim.metric.value)
    unit = claim.metric.unit
    bound_s = bound_ms * 1e-3
    if samples is None:
        system, assumptions = default_system(claimed)
        model = "default"
    else:
        system = samples.to_system(servers=servers)
        model = "samples"
        assumptions = [
            f"service times: {samples.describe()} ({samples.note})",
            f"{system.servers} server(s) on one FIFO queue"
            + (f", batching up to {system.max_batch}" if system.max_batch > 1 else ""),
            "the Server-to-Offline ratio of the measured system is applied to the claimed figure",
        ]
    assumptions.append(
        f"Poisson arrivals; {REPLAY_QUERIES:,} queries per probe, seed {seed}; the highest rate "
        f"whose p{percentile:g} latency stays within {bound_ms:g} ms, by bisection"
    )
    model_offline = offline_rate(system, REPLAY_QUERIES, seed)
    search = max_rate_under_bound(
        system,
        percentile,
        bound_s,
        REPLAY_QUERIES,
        seed=seed,
        probes=SEARCH_PROBES,
        high=model_offline,
    )
    ratio = search.rate / model_offline
    estimate = ratio * claimed
    points = []
    for fraction in CURVE_FRACTIONS:
        result = replay(system, fraction * model_offline, REPLAY_QUERIES, seed)
        points.append(
            {
                "fraction_of_offline": fraction,
                "rate": fraction * claimed,
                "mean_ms": result.mean * 1e3,
                "p50_ms": result.p50 * 1e3,
                "p90_ms": result.p90 * 1e3,
                "p99_ms": result.p99 * 1e3,
                "p999_ms": result.p999 * 1e3,
                "percentile_ms": result.percentile(percentile) * 1e3,
            }
        )
    data: dict[str, Any] = {
        "model": model,
        "unit": unit,
        "offline": claimed,
        "server_estimate": estimate,
        "ratio": ratio,
        "bound_ms": bound_ms,
        "percentile": percentile,
        "limited_by": search.limited_by,
        "model_offline_qps": model_offline,
        "model_max_rate_qps": search.rate,
        "servers": system.servers,
        "max_batch": system.max_batch,
        "queries": REPLAY_QUERIES,
        "seed": seed,
        "points": points,
        "assumptions": assumptions,
    }
    if search.limited_by == "service":
        outcome = (
            f"even a lone query misses p{percentile:g} <= {bound_ms:g} ms under this model, so no "
            "Server rate meets the bound"
        )
    elif search.limited_by == "capacity":
        outcome = (
            f"the bound (p{percentile:g} <= {bound_ms:g} ms) still holds at saturation over "
            f"{REPLAY_QUERIES:,} queries, so the model keeps the whole Offline rate "
            f"({_format_rate(estimate)} {unit}); the bound is not what limits this system"
        )
    else:
        outcome = (
            f"at p{percentile:g} <= {bound_ms:g} ms the same system would sustain about "
            f"{_format_rate(estimate)} {unit}, {ratio:.2f}x the Offline figure"
        )
    source = "measured service times" if samples is not None else "a default service model"
    message = (
        f"Offline figure {_format_rate(claimed)} {unit} is measured without any latency bound. "
        f"Replaying Poisson arrivals with {source}: {outcome}. "
        f"Assumptions: {'; '.join(assumptions)}."
    )
    if samples is None:
        message += (
            " The default model leaves out what usually costs Server throughput in practice "
            "(request handling, uneven query sizes, scheduling), so read it as an upper bound; "
            "measured service times (--samples) give a grounded estimate."
        )
    flag = Flag(
        code="OFFLINE-HEADLINE",
        severity=Severity.INFO,
        message=message,
        page=claim.page,
        claim_ids=[claim.id],
        details={k: data[k] for k in ("server_estimate", "ratio", "bound_ms", "model")},
    )
    return data, flag
