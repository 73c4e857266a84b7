"""The replay against MLCommons LoadGen: a short real Server run on a sleeping SUT."""

from __future__ import annotations

import numpy as np
import pytest

from kernels import QueueSystem
from oracles.loadgen_compare import compare, p99_band, sleep_overshoot_s


@pytest.mark.slow
def test_loadgen_p99_in_replay_band_and_verdict_matches() -> None:
    samples = np.random.default_rng(0).lognormal(np.log(4e-3), 0.5, 2_000)
    servers = 4
    nominal = QueueSystem.unbatched(samples + sleep_overshoot_s(samples, 100), servers)
    rate = 0.7 * servers / float(samples.mean())
    seconds = 10.0
    high = float(np.percentile(p99_band(nominal, rate, int(rate * seconds), 200), 95))
    outcomes = []
    # Wall-clock runs share the machine: a stall can push one run's p99 out of the band (or
    # past the bound), so such a run gets another try. Where nine in ten replays or more agree
    # on the verdict, LoadGen's must match it; nearer the edge a single run may fall either way.
    for attempt in range(3):
        result = compare("loadgen", samples, servers, rate, 1.3 * high, seconds, attempt * 2)
        outcomes.append(result)
        assert result.queries >= 0.9 * rate * seconds, result
        if result.prediction_is_firm:
            assert result.verdict_agrees, result
        if result.p99_in_band and result.loadgen_valid and result.verdict_agrees:
            break
    last = outcomes[-1]
    assert last.p99_in_band and last.loadgen_valid and last.verdict_agrees, outcomes
