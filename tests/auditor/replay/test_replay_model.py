"""The OFFLINE-HEADLINE glue: which claims get it, what it estimates, and what it says."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from auditor.models import ClaimAudit, Labels, Scenario, Severity
from auditor.replay.model import default_system, is_offline_throughput, offline_headline
from auditor.replay.samples import read_service_samples
from extractors.models import Location, Metric
from kernels import QueueSystem, max_rate_under_bound, offline_rate


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


@pytest.mark.parametrize(
    "claim",
    [
        _claim(1000.0, "samples/s", Scenario.SERVER),
        _claim(1000.0, "samples/s", Scenario.UNSTATED),
        _claim(15.0, "ms"),
        _claim(0.0, "samples/s"),
    ],
)
def test_only_offline_throughput_claims(claim: ClaimAudit) -> None:
    assert not is_offline_throughput(claim)
    assert offline_headline(claim, 15.0) is None


def test_missing_bound_gives_nothing() -> None:
    assert offline_headline(_claim(1000.0, "samples/s"), 0.0) is None


def test_default_model_reproduces_the_claimed_offline_rate() -> None:
    system, assumptions = default_system(50_000.0)
    assert system.capacity() == pytest.approx(50_000.0, rel=1e-9)
    assert offline_rate(system, 400_000) == pytest.approx(50_000.0, rel=0.01)
    assert any("full batch takes" in a for a in assumptions)


def test_default_model_tight_bound() -> None:
    # Full batches take 8 * 64 / 20000 s = 25.6 ms; a 20 ms p99 bound forces smaller batches.
    data, flag = offline_headline(_claim(20_000.0, "samples/s"), 20.0)  # type: ignore[misc]
    assert flag.code == "OFFLINE-HEADLINE" and flag.severity == Severity.INFO
    assert flag.claim_ids == ["p3-1"] and flag.page == 3
    assert data["model"] == "default" and data["limited_by"] == "bound"
    assert 0.0 < data["ratio"] < 1.0
    assert data["server_estimate"] == pytest.approx(data["ratio"] * 20_000.0)
    assert "20 ms" in flag.message and "Assumptions:" in flag.message
    assert "8 identical servers" in flag.message and "upper bound" in flag.message
    assert f"{data['ratio']:.2f}x" in flag.message
    rates = [p["rate"] for p in data["points"]]
    assert rates == sorted(rates)
    p99s = [p["p99_ms"] for p in data["points"]]
    assert p99s == sorted(p99s)


def test_default_model_loose_bound_keeps_offline() -> None:
    data, flag = offline_headline(_claim(700_000.0, "samples/s"), 15.0)  # type: ignore[misc]
    assert data["limited_by"] == "capacity"
    assert data["ratio"] == pytest.approx(1.0)
    assert "holds at saturation" in flag.message


def test_default_model_bound_below_one_batch() -> None:
    data, flag = offline_headline(_claim(100.0, "queries/s"), 50.0)  # type: ignore[misc]
    assert data["limited_by"] == "service" and data["server_estimate"] == 0.0
    assert "no Server rate meets the bound" in flag.message


def test_measured_samples_set_the_ratio(tmp_path: Path) -> None:
    values = np.random.default_rng(0).lognormal(np.log(4.0), 0.5, 4000)
    path = tmp_path / "svc.csv"
    path.write_text("latency_ms\n" + "\n".join(f"{v:.4f}" for v in values) + "\n")
    samples = read_service_samples(path)
    result = offline_headline(_claim(24_525.0, "tokens/s"), 30.0, samples=samples, servers=4)
    assert result is not None
    data, flag = result
    assert data["model"] == "samples" and data["servers"] == 4
    system = QueueSystem.unbatched(samples.per_query_s, 4)  # type: ignore[arg-type]
    offline = offline_rate(system, 200_000)
    search = max_rate_under_bound(system, 99.0, 0.03, 200_000, probes=16, high=offline)
    assert data["ratio"] == pytest.approx(search.rate / offline)
    assert 0.5 < data["ratio"] < 0.98
    assert "measured service times" in flag.message and "svc.csv" in flag.message
    assert "tokens/s" in flag.message


def test_same_seed_same_answer() -> None:
    first = offline_headline(_claim(20_000.0, "samples/s"), 20.0, seed=4)
    second = offline_headline(_claim(20_000.0, "samples/s"), 20.0, seed=4)
    assert first is not None and second is not None
    assert first[0] == second[0]
