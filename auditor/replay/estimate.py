"""Server (or Interactive) throughput for an Offline figure: the same system's published result,
the published ratios of its benchmark and round, and the calibrated model with its band."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from auditor.replay import calibration
from auditor.replay.device import ACCELERATOR, CPU, DEVICES, accelerator_family, device_class
from auditor.replay.evidence import (
    identify_offline,
    pairs_of,
    ratio_spread,
    same_system,
)
from auditor.replay.report import (
    LatencyBounds,
    ModelEstimate,
    PublishedFigure,
    ReplayReport,
)
from auditor.results.database import ResultsDB, benchmark_family, normalise_round


class EstimateError(ValueError):
    """A question the estimate cannot answer (unknown benchmark, no bounds, bad figure)."""


@dataclass(frozen=True)
class Question:
    """An Offline figure and what the reader wants to know about it."""

    offline: float
    unit: str
    benchmark: str
    round: str
    scenario: str = "server"  # or "interactive"
    accelerators: int | None = None
    nodes: int | None = None
    result_id: str | None = None
    value_low: float | None = None  # the published values the figure's rounding allows
    value_high: float | None = None
    basis: str = "auto"  # "auto", "published" or "model"
    calibration_rounds: tuple[str, ...] | None = None
    ttft_ms: float | None = None
    tpot_ms: float | None = None
    bound_ms: float | None = None
    lengths: tuple[np.ndarray, np.ndarray] | None = None
    device: str | None = None  # "accelerator" or "cpu"; None: the identified system's, else
    # "accelerator"
    accelerator_name: str | None = None  # e.g. "NVIDIA GB300"; None: the identified system's


def _bounds(q: Question, family: str, round_name: str) -> calibration.Bounds:
    published = calibration.bounds_for(family, round_name, q.scenario)
    if q.ttft_ms is not None or q.tpot_ms is not None:
        if q.ttft_ms is None or q.tpot_ms is None:
            raise EstimateError("give both --ttft-ms and --tpot-ms")
        if published is not None and not published.llm:
            raise EstimateError(f"{family} has a single latency bound: use --bound-ms")
        server = calibration.bounds_for(family, round_name, "server")
        reference = server.tpot_ms if server is not None and server.llm else q.tpot_ms
        return calibration.Bounds(ttft_ms=q.ttft_ms, tpot_ms=q.tpot_ms, offline_tpot_ms=reference)
    if q.bound_ms is not None:
        if published is not None and published.llm:
            raise EstimateError(
                f"{family} is bounded by TTFT and TPOT: use --ttft-ms and --tpot-ms"
            )
        return calibration.Bounds(p99_ms=q.bound_ms)
    if published is None:
        raise EstimateError(
            f"MLPerf Inference {round_name} sets no {q.scenario.capitalize()} latency bound for "
            f"{family}, so there is nothing to hold a Server estimate to (give the bounds)"
        )
    return published


def _figure(row, offline_value: float) -> PublishedFigure:  # type: ignore[no-untyped-def]
    return PublishedFigure(
        result_id=row.published_id,
        scenario=row.scenario,
        value=row.value,
        units=row.units,
        ratio=row.value / offline_value,
        submitter=row.submitter,
        system=row.system,
        details_url=row.details_url,
    )


def estimate(db: ResultsDB, q: Question) -> ReplayReport:
    """The replay report for a question; EstimateError when it cannot be answered."""
    if not (math.isfinite(q.offline) and q.offline > 0):
        raise EstimateError("the Offline figure must be a positive number")
    if q.scenario not in ("server", "interactive"):
        raise EstimateError("only the Server and Interactive scenarios have Server-style bounds")
    family = benchmark_family(q.benchmark) or ""
    round_name = normalise_round(q.round)
    from auditor import reference

    if round_name is None or not reference.round_exists(round_name):
        raise EstimateError(f"{q.round!r} is not an MLPerf Inference round")
    if reference.benchmark_facts(family, round_name) is None or not reference.benchmark_in_round(
        family, round_name
    ):
        raise EstimateError(f"{q.benchmark!r} is not a benchmark of MLPerf Inference {round_name}")
    if q.device is not None and q.device not in DEVICES:
        raise EstimateError(f"--device must be one of {', '.join(DEVICES)}")
    for count, what in ((q.accelerators, "accelerators"), (q.nodes, "nodes")):
        if count is not None and count < 0:
            raise EstimateError(f"--{what} must not be negative")
    bounds = _bounds(q, family, round_name)
    report = ReplayReport(
        basis="model",
        unit=q.unit,
        offline=q.offline,
        benchmark=family,
        round=round_name,
        scenario=q.scenario,
        bounds=LatencyBounds(
            ttft_ms=bounds.ttft_ms,
            tpot_ms=bounds.tpot_ms,
            latency_ms=bounds.p99_ms,
            source="user" if (q.ttft_ms or q.bound_ms) else "round",
        ),
    )
    # (a) the same system's own published results
    # Identified even for --basis model: the model must say when it was fitted on this pair.
    low = q.value_low if q.value_low is not None else q.offline * (1 - 1e-6)
    high = q.value_high if q.value_high is not None else q.offline * (1 + 1e-6)
    identified = identify_offline(db, family, round_name, low, high, q.accelerators, q.result_id)
    if q.basis != "model" and identified is not None:
        report.identified_result = identified.published_id
        report.same_system = [_figure(r, identified.value) for r in same_system(db, identified)]
    if q.basis == "published" and not report.same_system:
        raise EstimateError(
            "--basis published: the figure does not identify a published system with a "
            f"{q.scenario.capitalize()} result (give its result ID, or the exact published "
            "Offline figure with --accelerators)"
        )
    # (b) the published ratios of this benchmark and round
    report.published = ratio_spread(db, family, round_name, q.scenario)
    other = "interactive" if q.scenario == "server" else "server"
    other_spread = ratio_spread(db, family, round_name, other)
    report.published_other = [other_spread] if other_spread else []
    # (c) the model
    report.model = model_estimate(q, family, round_name, bounds, db, identified)
    own = [f for f in report.same_system if f.scenario == q.scenario]
    if own and q.basis in ("auto", "published"):
        report.basis = "published-system"
        report.ratio = own[0].ratio
        report.server_estimate = own[0].ratio * q.offline
        report.band = (report.server_estimate, report.server_estimate)
        report.limited_by = "published"
    else:
        report.ratio = report.model.ratio
        report.server_estimate = report.model.estimate
        report.band = report.model.band
        report.limited_by = report.model.limited_by
    report.assumptions = assumptions(report)
    return report


def model_estimate(
    q: Question,
    family: str,
    round_name: str,
    bounds: calibration.Bounds,
    db: ResultsDB | None = None,
    identified=None,  # type: ignore[no-untyped-def]
) -> ModelEstimate:
    """The calibrated model's ratio for the question, with its band."""
    try:
        fitted = calibration.fit_for(q.calibration_rounds)
    except KeyError as exc:
        shipped = ", ".join(calibration.load()["rounds"])
        raise EstimateError(
            f"no calibration on rounds {', '.join(q.calibration_rounds or ())}: the shipped "
            f"fits use subsets of {shipped}"
        ) from exc
    device = q.device or (
        device_class(identified.accelerator) if identified is not None else ACCELERATOR
    )
    params, fitted_family = calibration.params_for(fitted, family, bounds.llm, device)
    accelerators = (
        q.accelerators or q.nodes or _typical_accelerators(db, family, round_name, device)
    )
    per_accelerator = q.offline / max(accelerators, 1)
    ratio, limited, engine = calibration.model_ratio(params, per_accelerator, bounds, q.lengths)
    name = q.accelerator_name
    if name is None and identified is not None:
        name = identified.accelerator
    if name is None and device == CPU:
        name = ""  # a CPU-only system names no accelerator
    offset = calibration.offset_for(fitted, name)
    ratio = calibration.adjusted(ratio, offset)
    low, high = calibration.band_for(fitted, family, bounds.llm, q.scenario, device, round_name)
    estimate_value = ratio * q.offline
    in_fit = False
    if identified is not None and db is not None and round_name in fitted["rounds"]:
        in_fit = any(
            p.scenario == q.scenario and p.offline.result_id == identified.result_id
            for p in pairs_of(db.by_id(identified.result_id))
        )
    tokens = requests = None
    if bounds.llm and "mean_output_tokens" in engine:
        from auditor.results.check import unit_kind

        kind = unit_kind(q.unit)
        mean_output = engine["mean_output_tokens"]
        if kind is not None and kind[0] == "tokens/s":
            tokens, requests = estimate_value, estimate_value / mean_output
        elif kind is not None:  # a figure in samples (requests) per second
            tokens, requests = estimate_value * mean_output, estimate_value
    return ModelEstimate(
        tokens_per_s=tokens,
        requests_per_s=requests,
        ratio=ratio,
        estimate=estimate_value,
        band=(estimate_value * math.exp(low), estimate_value * math.exp(high)),
        band_ratio=(ratio * math.exp(low), ratio * math.exp(high)),
        limited_by=limited,
        calibration_rounds=list(fitted["rounds"]),
        family_fitted=fitted_family,
        pair_in_calibration=in_fit,
        params=params.to_dict(),
        engine={**engine, "accelerators": float(accelerators)},
        device=device,
        accelerator_family=accelerator_family(name) if name is not None else None,
        accelerator_offset=offset,
    )


def _typical_accelerators(
    db: ResultsDB | None, family: str, round_name: str, device: str = ACCELERATOR
) -> int:
    """The median accelerator (CPU-only: node) count of the benchmark's published closed
    Offline results on that kind of device."""
    if db is None:
        return 8 if device == ACCELERATOR else 1
    counts = sorted(
        r.total_accelerators or r.nodes or 1
        for r in db.by_benchmark(family, round_name)
        if r.scenario == "offline"
        and r.division == "closed"
        and device_class(r.accelerator) == device
    )
    return counts[len(counts) // 2] if counts else 8


def assumptions(report: ReplayReport) -> list[str]:
    """The model's assumptions, in words."""
    m = report.model
    if m is None:
        return []
    e, p = m.engine, m.params
    rounds = ", ".join(m.calibration_rounds)
    cpu = m.device == CPU
    systems = " CPU-only" if cpu else ""
    fitted = (
        f"parameters fitted on the published {report.benchmark}{systems} pairs of {rounds}"
        if m.family_fitted
        else f"no {report.benchmark} pairs in {rounds}: parameters pooled over other benchmarks"
    )
    if cpu and not m.family_fitted:
        fitted += " (their CPU-only systems where there are enough)"
    if report.bounds.ttft_ms is not None:
        lines = [
            "continuous batching: each step admits waiting requests up to a batch limit, "
            "prefills them and decodes one token for every running request",
            f"Offline engine runs {e['offline_batch']:.0f} requests per 8 accelerators "
            f"(a {e['step_ms']:.3g} ms step); the Server engine limits itself to "
            f"{e['server_batch']:.0f} so a full step stays within 90% of the TPOT bound",
            f"{p['fixed_share']:.0%} of a decode step is fixed cost; prefill takes "
            f"{p['prefill_share']:.0%} of an Offline step",
            f"output lengths log-normal around {e['mean_output_tokens']:.0f} tokens",
        ]
    else:
        lines = [
            f"{e['servers']:.0f} servers batch up to {e['max_batch']:.0f} queries; a full batch "
            f"takes {e['full_batch_ms']:.3g} ms",
            f"{p['fixed_share']:.0%} of a batch's time is fixed cost; batch times spread "
            f"log-normally (sigma {p['jitter']:g})",
        ]
    per = "node (a CPU-only system)" if cpu else "accelerator"
    what = ("node" if cpu else "accelerator") + ("s" if e["accelerators"] != 1 else "")
    lines.append(f"the rate per {per} is the figure over {e['accelerators']:.0f} {what}")
    lines.append(fitted)
    if m.accelerator_offset:
        who = "CPU-only" if m.accelerator_family == CPU else m.accelerator_family
        lines.append(
            f"{who} systems keep {math.exp(m.accelerator_offset):.2f} x what the engine alone "
            "gives (the median over the fitting pairs of that accelerator family, drawn toward "
            "1 the fewer pairs it has)"
        )
    band = "band: 10th-90th percentile of published/model over the fitting pairs"
    if len(m.calibration_rounds) > 1 and report.round not in m.calibration_rounds:
        band += f" as predicted by a fit without their round ({report.round} is not among them)"
    elif len(m.calibration_rounds) > 1:
        band += f" as fitted ({report.round} is among them)"
    lines.append(band)
    return lines
