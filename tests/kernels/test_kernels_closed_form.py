"""The replay against queueing theory: M/M/1, M/M/c (Erlang C) and M/D/1 (Pollaczek-Khinchine).

Each case runs 32 seeds of 10**6 queries; the mean over seeds must sit within three standard
errors of the closed form, and the standard error must be small enough to mean something.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from kernels import QueueSystem, replay
from tests.kernels.kernel_helpers import erlang_c, exponential_quantiles, mean_and_se

SEEDS = range(32)
QUERIES = 1_000_000


def _within(values: list[float], theory: float, max_rel_se: float) -> None:
    mean, se = mean_and_se(values)
    assert se < max_rel_se * theory, f"standard error {se} too large for {theory}"
    assert abs(mean - theory) <= 3 * se, f"mean {mean} vs theory {theory}, se {se}"


@pytest.mark.parametrize("load", [0.5, 0.8])
def test_mm1_mean_and_p99(load: float) -> None:
    mu = 1000.0
    system = QueueSystem.unbatched(exponential_quantiles(1 / mu), 1)
    runs = [replay(system, load * mu, QUERIES, seed=s) for s in SEEDS]
    # Sojourn time in M/M/1 is exponential with rate mu - lambda.
    _within([r.mean for r in runs], 1 / (mu - load * mu), 0.01)
    _within([r.p99 for r in runs], math.log(100) / (mu - load * mu), 0.01)


@pytest.mark.parametrize(("servers", "load"), [(4, 0.7), (8, 0.85)])
def test_mmc_mean_wait_erlang_c(servers: int, load: float) -> None:
    mu = 500.0
    system = QueueSystem.unbatched(exponential_quantiles(1 / mu), servers)
    rate = load * servers * mu
    runs = [replay(system, rate, QUERIES, seed=s) for s in SEEDS]
    waits = [r.mean - r.mean_service for r in runs]
    theory = erlang_c(servers, rate / mu) / (servers * mu - rate)
    _within(waits, theory, 0.02)


@pytest.mark.parametrize("load", [0.6, 0.9])
def test_md1_mean_wait_pollaczek_khinchine(load: float) -> None:
    service = 2e-3
    system = QueueSystem.unbatched([service], 1)
    rate = load / service
    runs = [replay(system, rate, QUERIES, seed=s) for s in SEEDS]
    waits = [r.mean - service for r in runs]
    theory = load * service / (2 * (1 - load))
    _within(waits, theory, 0.02)


def test_utilisation_matches_offered_load() -> None:
    system = QueueSystem.unbatched(exponential_quantiles(1e-3), 4)
    result = replay(system, 3000.0, QUERIES, seed=1)
    assert result.utilisation == pytest.approx(0.75, rel=0.01)
    assert np.isfinite(result.p999) and result.p999 > result.p99 > result.p90 > result.p50
