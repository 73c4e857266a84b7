"""OFFLINE-HEADLINE over measured service times: which claims get it, what it says."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from auditor.models import ClaimAudit, Labels, Scenario, Severity
from auditor.replay.model import is_offline_throughput, offline_headline
from auditor.replay.samples import ServiceSamples, read_service_samples
from extractors.models import Location, Metric
from kernels import QueueSystem, max_rate_under_bound


def _claim(value: float, unit: str, scenario: Scenario = Scenario.OFFLINE) -> ClaimAudit:
    return ClaimAudit(
        id="p3-1",
        page=3,
        text=f"{value} {unit} in the Offline scenario",
        metric=Metric(value=value, unit=unit),
        benchmark="resnet",
        labels=Labels(scenario=scenario),
        location=Location(page=3),
    )


@pytest.fixture
def samples(tmp_path: Path) -> ServiceSamples:
    values = np.random.default_rng(0).lognormal(np.log(4.0), 0.5, 4000)
    path = tmp_path / "svc.csv"
    path.write_text("latency_ms\n" + "\n".join(f"{v:.4f}" for v in values) + "\n")
    return read_service_samples(path)


@pytest.mark.parametrize(
    "claim",
    [
        _claim(1000.0, "samples/s", Scenario.SERVER),
        _claim(1000.0, "samples/s", Scenario.UNSTATED),
        _claim(15.0, "ms"),
        _claim(0.0, "samples/s"),
    ],
)
def test_only_offline_throughput_claims(claim: ClaimAudit, samples: ServiceSamples) -> None:
    assert not is_offline_throughput(claim)
    assert offline_headline(claim, 15.0, samples) is None


def test_missing_bound_gives_nothing(samples: ServiceSamples) -> None:
    assert offline_headline(_claim(1000.0, "samples/s"), 0.0, samples) is None


def test_measured_samples_set_the_ratio(samples: ServiceSamples) -> None:
    result = offline_headline(_claim(24_525.0, "tokens/s"), 30.0, samples, servers=4)
    assert result is not None
    report, flag = result
    assert report.basis == "samples" and flag.code == "OFFLINE-HEADLINE"
    assert flag.severity == Severity.INFO and flag.claim_ids == ["p3-1"] and flag.page == 3
    system = QueueSystem.unbatched(samples.per_query_s, 4)  # type: ignore[arg-type]
    search = max_rate_under_bound(system, 99.0, 0.03, 200_000, probes=16, high=system.capacity())
    assert report.ratio == pytest.approx(search.rate / system.capacity())
    assert 0.5 < (report.ratio or 0) < 0.98
    assert report.server_estimate == pytest.approx((report.ratio or 0) * 24_525.0)
    assert report.bounds.latency_ms == 30.0 and report.bounds.source == "user"
    assert "measured service times" in flag.message and "svc.csv" in flag.message
    assert "tokens/s" in flag.message
    rates = [p.rate for p in report.points]
    assert rates == sorted(rates)
    p99s = [p.p99_ms for p in report.points]
    assert p99s == sorted(p99s)


def test_bound_below_one_query(samples: ServiceSamples) -> None:
    report, flag = offline_headline(_claim(100.0, "queries/s"), 1.0, samples)  # type: ignore[misc]
    assert report.limited_by == "service" and report.server_estimate == 0.0
    assert "no Server rate meets the bound" in flag.message


def test_same_seed_same_answer(samples: ServiceSamples) -> None:
    first = offline_headline(_claim(20_000.0, "samples/s"), 20.0, samples, seed=4)
    second = offline_headline(_claim(20_000.0, "samples/s"), 20.0, samples, seed=4)
    assert first is not None and second is not None
    assert first[0] == second[0]
