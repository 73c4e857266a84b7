"""Glue between an Offline throughput claim and the Server replay: the OFFLINE-HEADLINE flag.

An Offline number is measured with every query available at once and no latency bound. The
Server scenario sends queries as a Poisson stream and counts only the rate whose p-th percentile
latency stays within the benchmark's bound. This module replays that for the claimed system over
service times the user measured, and reports the estimated Server rate and its ratio to the
Offline figure. Without measured service times, `auditor.replay` answers instead, from
published results and a calibrated model.
"""

from __future__ import annotations

from auditor.models import ClaimAudit, Flag, Severity
from auditor.replay.report import LatencyBounds, LatencyPoint, ReplayReport
from auditor.replay.samples import ServiceSamples
from auditor.replay.scope import is_offline_throughput
from kernels import max_rate_under_bound, replay

REPLAY_QUERIES = 200_000
SEARCH_PROBES = 16
CURVE_FRACTIONS = (0.5, 0.7, 0.8, 0.9, 0.95)


def _format_rate(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def offline_headline(
    claim: ClaimAudit,
    bound_ms: float,
    samples: ServiceSamples,
    percentile: float = 99.0,
    seed: int = 0,
    servers: int = 1,
) -> tuple[ReplayReport, Flag] | None:
    """The replay of an Offline throughput claim over measured service times, or None.

    The measured system (on `servers` servers) sets the Server-to-Offline ratio at the bound,
    which is applied to the claimed figure. None when the claim is not an Offline throughput
    figure or the bound is missing. Without measured samples the calibrated estimate of
    `auditor.replay` answers instead.
    """
    if not is_offline_throughput(claim) or not (bound_ms and bound_ms > 0):
        return None
    assert claim.metric is not None
    claimed = float(claim.metric.value)
    unit = claim.metric.unit
    system = samples.to_system(servers=servers)
    assumptions = [
        f"service times: {samples.describe()} ({samples.note})",
        f"{system.servers} server(s) on one FIFO queue"
        + (f", batching up to {system.max_batch}" if system.max_batch > 1 else ""),
        "the Server-to-Offline ratio of the measured system is applied to the claimed figure",
        f"Poisson arrivals; {REPLAY_QUERIES:,} queries per probe, seed {seed}; the highest rate "
        f"whose p{percentile:g} latency stays within {bound_ms:g} ms, by bisection",
    ]
    # Expected capacity, not a simulated Offline run: it is exact for the samples and costs
    # nothing beside the replay it accompanies.
    model_offline = system.capacity()
    search = max_rate_under_bound(
        system,
        percentile,
        bound_ms * 1e-3,
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
            LatencyPoint(
                fraction_of_offline=fraction,
                rate=fraction * claimed,
                mean_ms=result.mean * 1e3,
                p50_ms=result.p50 * 1e3,
                p90_ms=result.p90 * 1e3,
                p99_ms=result.p99 * 1e3,
                p999_ms=result.p999 * 1e3,
                percentile_ms=result.percentile(percentile) * 1e3,
            )
        )
    report = ReplayReport(
        basis="samples",
        unit=unit,
        offline=claimed,
        benchmark=claim.benchmark,
        round=claim.round,
        server_estimate=estimate,
        band=None,
        ratio=ratio,
        bounds=LatencyBounds(percentile=percentile, latency_ms=bound_ms, source="user"),
        limited_by=search.limited_by,
        points=points,
        assumptions=assumptions,
    )
    if search.limited_by == "service":
        outcome = (
            f"even a lone query misses p{percentile:g} <= {bound_ms:g} ms, so no Server rate "
            "meets the bound"
        )
    elif search.limited_by == "capacity":
        outcome = (
            f"the bound (p{percentile:g} <= {bound_ms:g} ms) still holds at saturation, so the "
            f"measured system keeps the whole Offline rate ({_format_rate(estimate)} {unit})"
        )
    else:
        outcome = (
            f"at p{percentile:g} <= {bound_ms:g} ms the same system would sustain about "
            f"{_format_rate(estimate)} {unit}, {ratio:.2f}x the Offline figure"
        )
    message = (
        f"Offline figure {_format_rate(claimed)} {unit} is measured without any latency bound. "
        f"Replaying Poisson arrivals over measured service times: {outcome}. "
        f"Assumptions: {'; '.join(assumptions)}."
    )
    flag = Flag(
        code="OFFLINE-HEADLINE",
        severity=Severity.INFO,
        message=message,
        page=claim.page,
        claim_ids=[claim.id],
        details={
            "server_estimate": estimate,
            "ratio": ratio,
            "bound_ms": bound_ms,
            "basis": "samples",
        },
    )
    return report, flag
