"""The serving kernel's Python face: an engine, a replay at one rate, and the max-rate search.

Times are seconds, rates are requests per second. `max_serving_rate` is the Server scenario of
an LLM benchmark: the highest Poisson rate whose p-th percentile TTFT and TPOT both stay
within their bounds, found by bisection with the same draws at every probe.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from kernels import serving
from kernels.api import allowed_over


@dataclass(frozen=True)
class ServingEngine:
    """One continuous-batching engine and the (input, output) length pairs its requests draw."""

    inputs: np.ndarray
    outputs: np.ndarray
    batch_limit: int
    fixed: float
    per_seq: float
    per_token: float

    @classmethod
    def build(
        cls,
        inputs: np.ndarray | list[int],
        outputs: np.ndarray | list[int],
        *,
        batch_limit: int,
        fixed: float,
        per_seq: float,
        per_token: float,
    ) -> ServingEngine:
        """An engine, checking lengths (positive integers, paired) and costs (finite, >= 0)."""
        ins = np.ascontiguousarray(np.asarray(inputs, dtype=np.int64).ravel())
        outs = np.ascontiguousarray(np.asarray(outputs, dtype=np.int64).ravel())
        if ins.size == 0 or ins.size != outs.size:
            raise ValueError("lengths: need the same, non-zero number of inputs and outputs")
        if ins.size >= 2**31:
            raise ValueError("lengths: too many pairs")
        if np.any(ins < 0) or np.any(outs < 1):
            raise ValueError("lengths: input tokens must be >= 0 and output tokens >= 1")
        if batch_limit < 1:
            raise ValueError("batch limit must be at least 1")
        costs = (fixed, per_seq, per_token)
        if not all(math.isfinite(c) and c >= 0 for c in costs) or fixed + per_seq <= 0:
            raise ValueError(
                "step costs must be finite and non-negative, and a step must take time"
            )
        return cls(ins, outs, int(batch_limit), float(fixed), float(per_seq), float(per_token))

    @property
    def mean_input(self) -> float:
        """Mean input tokens per request."""
        return float(self.inputs.mean())

    @property
    def mean_output(self) -> float:
        """Mean output tokens per request."""
        return float(self.outputs.mean())

    def full_step(self, batch: int | None = None) -> float:
        """Mean step time with `batch` requests always running (default: the batch limit)."""
        b = self.batch_limit if batch is None else batch
        prefill = b * self.mean_input / self.mean_output  # admissions per step, in steady state
        return self.fixed + self.per_seq * b + self.per_token * prefill

    def capacity(self) -> float:
        """Steady-state requests per second with the batch always full (the Offline rate)."""
        return self.batch_limit / (self.mean_output * self.full_step())

    def offline_tokens(self) -> float:
        """Steady-state output tokens per second with the batch always full."""
        return self.batch_limit / self.full_step()

    def service_alone(self) -> np.ndarray:
        """Each length pair's time on an idle engine with batch limit 1 (M/G/1 service)."""
        return self.per_token * self.inputs + self.outputs * (self.fixed + self.per_seq)


@dataclass
class ServingResult:
    """One serving replay at one rate: per-request TTFT and TPOT (seconds) and throughput."""

    rate: float
    ttft: np.ndarray
    tpot: np.ndarray
    outputs: np.ndarray
    end: float

    def percentile(self, values: np.ndarray, percent: float) -> float:
        """Nearest-rank percentile of `values`."""
        rank = min(max(math.ceil(percent / 100.0 * values.size), 1), values.size)
        return float(np.partition(values, rank - 1)[rank - 1])

    def tokens_per_s(self) -> float:
        """Output tokens per second offered at this rate."""
        return self.rate * float(self.outputs.mean())


def serve(engine: ServingEngine, rate: float, n_requests: int, seed: int = 0) -> ServingResult:
    """Replay `n_requests` Poisson arrivals at `rate` requests/s; rate inf issues all at once."""
    if not rate > 0.0:
        raise ValueError("rate must be positive")
    if n_requests < 1:
        raise ValueError("requests must be at least 1")
    arrivals = np.empty(n_requests)
    req_in = np.empty(n_requests, dtype=np.int64)
    req_out = np.empty(n_requests, dtype=np.int64)
    inv_rate = 0.0 if math.isinf(rate) else 1.0 / rate
    useed = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)
    serving.draw_requests(engine.inputs, engine.outputs, inv_rate, useed, arrivals, req_in, req_out)
    ttft = np.empty(n_requests)
    tpot = np.empty(n_requests)
    end = serving.serve_requests(
        arrivals, req_in, req_out, engine.batch_limit, engine.fixed, engine.per_seq,
        engine.per_token, ttft, tpot,
    )  # fmt: skip
    return ServingResult(rate=rate, ttft=ttft, tpot=tpot, outputs=req_out, end=end)


@dataclass
class ServingSearch:
    """The outcome of a serving max-rate search."""

    rate: float
    capacity: float
    limited_by: str  # "ttft", "tpot", "capacity" (holds at capacity) or "service" (never holds)
    probes: list[tuple[float, bool]]


def _passes_alone(
    engine: ServingEngine, ttft_bound: float, tpot_bound: float, n: int, seed: int, allowed: int
) -> bool:
    """Whether the bounds hold as the rate goes to zero: every request alone on the engine.

    Alone, a request's first step takes fixed + per_seq + per_token * input and every later
    step fixed + per_seq; counted over the very requests the probes draw, in closed form
    (replaying them one by one would cost a step per output token).
    """
    arrivals = np.empty(n)
    req_in = np.empty(n, dtype=np.int64)
    req_out = np.empty(n, dtype=np.int64)
    useed = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)
    serving.draw_requests(engine.inputs, engine.outputs, 1.0, useed, arrivals, req_in, req_out)
    step = engine.fixed + engine.per_seq
    ttft = step + engine.per_token * req_in
    tpot = np.where(req_out > 1, step, 0.0)
    return (
        int(np.count_nonzero(ttft > ttft_bound)) <= allowed
        and int(np.count_nonzero(tpot > tpot_bound)) <= allowed
    )


def max_serving_rate(
    engine: ServingEngine,
    ttft_bound: float,
    tpot_bound: float,
    n_requests: int,
    *,
    percent: float = 99.0,
    seed: int = 0,
    probes: int = 14,
    high: float | None = None,
) -> ServingSearch:
    """The highest rate whose p-th percentile TTFT and TPOT stay within their bounds (seconds).

    Bisection on (0, high], `high` defaulting to the engine's capacity; every probe replays the
    same draws (the gaps scale with the rate), so the answer is reproducible from the seed.
    """
    if not (ttft_bound > 0 and tpot_bound > 0):
        raise ValueError("TTFT and TPOT bounds must be positive")
    if not 0.0 < percent <= 100.0:
        raise ValueError("percentile must be in (0, 100]")
    allowed = allowed_over(percent, n_requests)
    capacity = engine.capacity() if high is None else float(high)
    if not (capacity > 0 and math.isfinite(capacity)):
        raise ValueError("the upper rate must be a positive, finite number")
    history: list[tuple[float, bool]] = []
    reasons = {"ttft": 0, "tpot": 0}

    def passes(rate: float) -> bool:
        result = serve(engine, rate, n_requests, seed)
        ttft_over = serving.count_over(result.ttft, ttft_bound)
        tpot_over = serving.count_over(result.tpot, tpot_bound)
        ok = ttft_over <= allowed and tpot_over <= allowed
        if not ok:
            reasons["ttft" if ttft_over > allowed else "tpot"] += 1
        history.append((rate, ok))
        return ok

    if not _passes_alone(engine, ttft_bound, tpot_bound, n_requests, seed, allowed):
        return ServingSearch(0.0, capacity, "service", history)
    if passes(capacity):
        return ServingSearch(capacity, capacity, "capacity", history)
    low, top = 0.0, capacity
    for _ in range(probes - 1):
        mid = 0.5 * (low + top)
        if passes(mid):
            low = mid
        else:
            top = mid
    limited = "ttft" if reasons["ttft"] >= reasons["tpot"] else "tpot"
    return ServingSearch(low, capacity, limited, history)
