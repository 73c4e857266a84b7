"""LoadGen beside the replay: one MLCommons LoadGen Server run and the replay's band for it.

Used by the LoadGen agreement test and by `bench/loadgen_check.py`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from kernels import QueueSystem, replay
from oracles.early_stopping import early_stopping_met
from oracles.loadgen_sut import run_loadgen_server

BAND_SEEDS = 400


@dataclass
class Comparison:
    """One LoadGen run beside the replay's prediction for a run of the same length."""

    label: str
    target_qps: float
    bound_ms: float
    queries: int
    loadgen_p99_ms: float
    loadgen_valid: bool
    band_ms: tuple[float, float]
    replay_median_p99_ms: float
    predicted_valid: bool
    pass_share: float  # share of replays meeting both of LoadGen's latency tests
    rank: float  # share of replayed p99s below LoadGen's: where LoadGen falls in the band
    loadgen_latency_met: bool
    loadgen_early_stopping_met: bool

    @property
    def p99_in_band(self) -> bool:
        """Whether LoadGen's p99 lies in the replay's 5-95% band."""
        return self.band_ms[0] <= self.loadgen_p99_ms <= self.band_ms[1]

    @property
    def verdict_agrees(self) -> bool:
        """Whether LoadGen's VALID/INVALID matches the replay's prediction."""
        return self.loadgen_valid == self.predicted_valid

    @property
    def prediction_is_firm(self) -> bool:
        """Whether at least 90% of replays agree on the verdict; nearer the edge, one
        wall-clock run can honestly fall either way."""
        return self.pass_share >= 0.9 or self.pass_share <= 0.1


def sleep_overshoot_s(samples: np.ndarray, trials: int = 200) -> float:
    """Mean extra time `time.sleep` takes on this machine for service times like these."""
    extra = []
    for value in np.random.default_rng(5).choice(samples, trials):
        started = time.perf_counter()
        time.sleep(float(value))
        extra.append(time.perf_counter() - started - float(value))
    return float(np.mean(extra))


def p99_band(system: QueueSystem, rate: float, queries: int, seeds: int = BAND_SEEDS) -> np.ndarray:
    """p99 latency (seconds) of `seeds` independent replays of `queries` queries each."""
    return np.array([replay(system, rate, queries, seed=s).p99 for s in range(seeds)])


def replay_verdicts(
    system: QueueSystem,
    rate: float,
    queries: int,
    bound_s: float,
    percentile: float = 0.99,
    seeds: int = BAND_SEEDS,
) -> tuple[np.ndarray, np.ndarray]:
    """p99s (seconds) of `seeds` replays and whether each would pass LoadGen's two latency
    tests: the p99 within the bound, and early stopping on the count over it."""
    p99s = np.empty(seeds)
    passes = np.empty(seeds, dtype=bool)
    for seed in range(seeds):
        result = replay(system, rate, queries, seed=seed, bound=bound_s)
        p99s[seed] = result.p99
        passes[seed] = result.p99 <= bound_s and early_stopping_met(
            result.queries, result.over_bound, percentile
        )
    return p99s, passes


def compare(
    label: str,
    samples: np.ndarray,
    servers: int,
    rate: float,
    bound_s: float,
    seconds: float,
    seed: int,
) -> Comparison:
    """One LoadGen run at `rate` and `bound_s` beside the replay's band and prediction."""
    run = run_loadgen_server(samples, servers, rate, bound_s, seconds, seed=seed)
    # In the order they happened: slow spells on a shared machine come in bursts, and replaying
    # the measured times in order keeps that correlation (random draws would spread it out).
    measured = QueueSystem.unbatched(run.service_s, servers, ordered=True)
    p99s, passes = replay_verdicts(measured, rate, run.queries, bound_s)
    band = np.percentile(p99s, [5, 95]) * 1e3
    share = float(np.mean(passes))
    return Comparison(
        label=label,
        target_qps=rate,
        bound_ms=bound_s * 1e3,
        queries=run.queries,
        loadgen_p99_ms=run.p99_s * 1e3,
        loadgen_valid=run.valid,
        band_ms=(float(band[0]), float(band[1])),
        replay_median_p99_ms=float(np.median(p99s)) * 1e3,
        predicted_valid=share >= 0.5,
        pass_share=share,
        rank=float(np.mean(p99s < run.p99_s)),
        loadgen_latency_met=run.latency_met,
        loadgen_early_stopping_met=run.early_stopping_met,
    )
