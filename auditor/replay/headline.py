"""OFFLINE-HEADLINE for an Offline throughput claim: evidence first, then the model."""

from __future__ import annotations

import math

from auditor import reference
from auditor.formatting import format_figure
from auditor.models import ClaimAudit, Flag, Severity
from auditor.replay.estimate import EstimateError, Question, estimate
from auditor.replay.evidence import accelerators_in
from auditor.replay.report import ReplayReport
from auditor.results.check import rounding_interval, unit_kind
from auditor.results.database import (
    ResultsDB,
    benchmark_family,
    normalise_result_id,
    normalise_round,
    round_of_result_id,
)

_NAMES = {"server": "Server", "interactive": "Interactive"}


def question_for(claim: ClaimAudit) -> Question | None:
    """The Server question an Offline claim raises, or None when it cannot be asked."""
    metric = claim.metric
    family = benchmark_family(claim.benchmark)
    if metric is None or not family or unit_kind(metric.unit) is None:
        return None
    if unit_kind(metric.unit)[0] == "latency":  # type: ignore[index]
        return None
    result_id = normalise_result_id(claim.result_id)
    round_name = normalise_round(claim.round) or round_of_result_id(result_id)
    if round_name is None:
        round_name = reference.latest_round_with(family)
    if round_name is None:
        return None
    low, high = rounding_interval(metric)
    texts = [claim.text, claim.context.slide_title or ""]
    accelerators = next((n for t in texts if (n := accelerators_in(t))), None)
    return Question(
        offline=float(metric.value),
        unit=metric.unit,
        benchmark=family,
        round=round_name,
        accelerators=accelerators,
        result_id=result_id,
        value_low=low,
        value_high=high,
    )


def _rate(value: float, unit: str) -> str:
    return f"{format_figure(round(value, 3 if value < 100 else 0), 6)} {unit}"


def headline_message(report: ReplayReport) -> str:
    """The flag's words: (a) same system, (b) published ratios, (c) the model and its band."""
    unit, name = report.unit, _NAMES[report.scenario]
    parts = [
        f"The Offline figure {_rate(report.offline, unit)} is measured with every query "
        "available at once and no latency bound; a latency-bounded Server deployment gets less."
    ]
    if report.same_system:
        figures = "; ".join(
            f"{_NAMES.get(f.scenario, f.scenario)} {_rate(f.value, f.units)} "
            f"({f.ratio:.2f} of its Offline figure)"
            for f in report.same_system
        )
        first = report.same_system[0]
        parts.append(
            f"It is published result {report.identified_result} ({first.submitter}, "
            f"{first.system}); the same system's own published results of {report.round}: "
            f"{figures}."
        )
    elif report.identified_result:
        parts.append(
            f"It is published result {report.identified_result}, which published no Server "
            "or Interactive result for this benchmark."
        )
    spreads = [s for s in [report.published, *report.published_other] if s is not None]
    for spread in spreads:
        text = (
            f"Across {spread.count} closed systems that published both in {report.round}, "
            f"{report.benchmark} {_NAMES[spread.scenario]} is a median {spread.median:.2f} of "
            f"Offline ({spread.low:.2f}-{spread.high:.2f})"
        )
        if spread.top_offline_id and spread.top_offline_rank:
            text += (
                f"; the top Offline system ({spread.top_offline_id}) ranks "
                f"{spread.top_offline_rank} of {spread.systems_ranked} in "
                f"{_NAMES[spread.scenario]}"
            )
        elif spread.top_offline_id:
            text += (
                f"; the top Offline system ({spread.top_offline_id}) published no "
                f"{_NAMES[spread.scenario]} result"
            )
        parts.append(text + ".")
    model = report.model
    if model is not None:
        if model.ratio <= 0:
            outcome = f"no {name} rate meets the bounds under this model"
        else:
            outcome = (
                f"about {_rate(model.estimate, unit)} ({model.ratio:.2f} of Offline), "
                f"10-90% band {_rate(model.band[0], unit)} to {_rate(model.band[1], unit)}"
            )
            if model.requests_per_s is not None and model.tokens_per_s is not None:
                outcome += (
                    f"; that is {_rate(model.tokens_per_s, 'output tokens/s')} or "
                    f"{_rate(model.requests_per_s, 'requests/s')}"
                )
        text = (
            f"Model estimate ({_bounds_text(report)}; calibrated on "
            f"{', '.join(model.calibration_rounds)}): {outcome}. It is an estimate, not a "
            "published result"
        )
        if model.pair_in_calibration:
            text += "; this system's own published pair was one of the fitting pairs, so it is "
            text += "not an independent prediction"
        parts.append(text + ".")
    if report.basis == "published-system":
        parts.append(f"The {name} figure to plan with is the system's own published one.")
    parts.append("Assumptions: " + "; ".join(report.assumptions) + ".")
    return " ".join(parts)


def _bounds_text(report: ReplayReport) -> str:
    b = report.bounds
    if b.ttft_ms is not None:
        return f"p99 TTFT <= {b.ttft_ms:g} ms and p99 TPOT <= {b.tpot_ms:g} ms"
    return f"p99 latency <= {b.latency_ms:g} ms"


def offline_headline(claim: ClaimAudit, db: ResultsDB) -> tuple[ReplayReport, Flag] | None:
    """The replay report and OFFLINE-HEADLINE flag of an Offline throughput claim, or None."""
    question = question_for(claim)
    if question is None or not math.isfinite(question.offline):
        return None
    try:
        report = estimate(db, question)
    except EstimateError:
        return None
    flag = Flag(
        code="OFFLINE-HEADLINE",
        severity=Severity.INFO,
        message=headline_message(report),
        page=claim.page,
        claim_ids=[claim.id],
        details={
            "basis": report.basis,
            "server_estimate": report.server_estimate,
            "ratio": report.ratio,
            "band": list(report.band) if report.band else None,
            "identified_result": report.identified_result,
        },
    )
    return report, flag
