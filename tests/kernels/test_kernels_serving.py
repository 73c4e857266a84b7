"""The continuous-batching serving kernel: against its plain-Python mirror, SimPy and M/G/1."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kernels import serving
from kernels import serving_reference as ref
from kernels.serving_api import ServingEngine, max_serving_rate, serve
from oracles.simpy_serving import simpy_serving


def _engine(batch: int, seed: int = 1) -> ServingEngine:
    rng = np.random.default_rng(seed)
    return ServingEngine.build(
        rng.integers(0, 600, 97),
        rng.integers(1, 400, 97),
        batch_limit=batch,
        fixed=0.012,
        per_seq=0.0004,
        per_token=2e-5,
    )


def _draws(engine: ServingEngine, rate: float, n: int, seed: int):  # type: ignore[no-untyped-def]
    arrivals = np.empty(n)
    req_in = np.empty(n, dtype=np.int64)
    req_out = np.empty(n, dtype=np.int64)
    serving.draw_requests(
        engine.inputs, engine.outputs, 1.0 / rate, np.uint64(seed), arrivals, req_in, req_out
    )
    return arrivals, req_in, req_out


@pytest.mark.parametrize(("batch", "load"), [(1, 0.8), (8, 0.9), (64, 0.97), (64, 1.2)])
def test_kernel_equals_reference_bit_for_bit(batch: int, load: float) -> None:
    engine = _engine(batch)
    rate = load * engine.capacity()
    result = serve(engine, rate, 3000, seed=9)
    arrivals, ins, outs = ref.draw_requests(
        engine.inputs.tolist(), engine.outputs.tolist(), 1.0 / rate, 9, 3000
    )
    mirror = ref.serve_requests(arrivals, ins, outs, batch, 0.012, 0.0004, 2e-5)
    assert np.array_equal(result.ttft, np.array(mirror.ttft))
    assert np.array_equal(result.tpot, np.array(mirror.tpot))
    assert result.end == mirror.end and result.outputs.tolist() == outs


@pytest.mark.parametrize(("batch", "load"), [(1, 0.85), (16, 0.95)])
def test_kernel_equals_simpy_on_identical_draws(batch: int, load: float) -> None:
    engine = _engine(batch, seed=3)
    rate = load * engine.capacity()
    arrivals, ins, outs = _draws(engine, rate, 2000, 4)
    ttft, tpot = simpy_serving(
        arrivals.tolist(), ins.tolist(), outs.tolist(), batch, 0.012, 0.0004, 2e-5
    )
    result = serve(engine, rate, 2000, seed=4)
    assert np.allclose(result.ttft, ttft, rtol=1e-9, atol=1e-9)
    assert np.allclose(result.tpot, tpot, rtol=1e-9, atol=1e-9)
    # Busy enough that requests wait for a slot.
    assert np.median(result.ttft) > 1.5 * np.min(result.ttft)


def test_batch_limit_one_is_mg1_on_request_service_time() -> None:
    engine = _engine(1, seed=5)
    service = engine.service_alone()  # per length pair: prefill + o steps
    rate = 0.7 / float(service.mean())
    n = 200_000
    arrivals, ins, outs = _draws(engine, rate, n, 11)
    result = serve(engine, rate, n, seed=11)
    # Exactly the FIFO single-server queue (Lindley) on s_i = per_token*in + o*(fixed+per_seq).
    s = engine.per_token * ins + outs * (engine.fixed + engine.per_seq)
    first_step = engine.fixed + engine.per_seq + engine.per_token * ins
    free = 0.0
    waits = np.empty(n)
    for i in range(n):
        start = max(arrivals[i], free)
        waits[i] = start - arrivals[i]
        free = start + s[i]
    # The kernel adds step by step, the recursion request by request: equal up to rounding.
    assert np.allclose(result.ttft, waits + first_step, rtol=1e-9, atol=1e-6)
    # Pollaczek-Khinchine: mean wait = rate E[S^2] / (2 (1 - rho)), over the length table.
    rho = rate * float(service.mean())
    pk = rate * float(np.mean(service**2)) / (2.0 * (1.0 - rho))
    assert float(np.mean(result.ttft - first_step)) == pytest.approx(pk, rel=0.05)


def test_offline_issue_runs_full_batches() -> None:
    engine = _engine(32, seed=2)
    result = serve(engine, math.inf, 20_000)
    measured = float(result.outputs.sum()) / result.end
    assert measured == pytest.approx(engine.offline_tokens(), rel=0.05)


def test_search_meets_both_bounds_and_is_reproducible() -> None:
    engine = _engine(16)
    first = max_serving_rate(engine, 2.0, 0.05, 3000, seed=1)
    again = max_serving_rate(engine, 2.0, 0.05, 3000, seed=1)
    assert first == again
    assert first.limited_by in ("ttft", "tpot") and 0 < first.rate < engine.capacity()
    at = serve(engine, first.rate, 3000, seed=1)
    assert at.percentile(at.ttft, 99) <= 2.0 and at.percentile(at.tpot, 99) <= 0.05
    over = serve(engine, first.rate * 1.05, 3000, seed=1)
    assert over.percentile(over.ttft, 99) > 2.0 or over.percentile(over.tpot, 99) > 0.05
    tight = max_serving_rate(engine, 2.0, 0.005, 3000, seed=1)
    assert tight.limited_by == "service" and tight.rate == 0.0


@pytest.mark.parametrize(
    "kwargs",
    [
        {"batch_limit": 0, "fixed": 0.01, "per_seq": 0.0, "per_token": 0.0},
        {"batch_limit": 4, "fixed": -1.0, "per_seq": 0.0, "per_token": 0.0},
        {"batch_limit": 4, "fixed": 0.0, "per_seq": 0.0, "per_token": 0.0},
    ],
)
def test_engine_rejects_bad_settings(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        ServingEngine.build([10], [5], **kwargs)


def test_engine_rejects_bad_lengths() -> None:
    with pytest.raises(ValueError):
        ServingEngine.build([10, 5], [0, 3], batch_limit=2, fixed=0.01, per_seq=0, per_token=0)


def test_unloaded_check_matches_a_replay_at_a_tiny_rate() -> None:
    from kernels.serving_api import _passes_alone

    engine = _engine(8, seed=6)
    slow = serve(engine, engine.capacity() * 1e-7, 400, seed=2)  # every request alone
    for ttft_bound, tpot_bound in ((0.02, 0.02), (0.03, 0.01241), (0.05, 0.01239)):
        over = max(
            int(np.count_nonzero(slow.ttft > ttft_bound)),
            int(np.count_nonzero(slow.tpot > tpot_bound)),
        )
        for allowed in (0, 3, 400):
            expected = over <= allowed
            assert _passes_alone(engine, ttft_bound, tpot_bound, 400, 2, allowed) == expected
