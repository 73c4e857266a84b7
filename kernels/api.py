"""The kernels' Python face: a queueing system, a replay at one rate, many rates, Offline, max rate.

Times are seconds and rates are queries per second throughout. Everything here is plain Python
around the Numba kernels; results are reproducible from (system, rate, queries, seed).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from kernels import batching, histogram, queue, small

STANDARD_PERCENTS = (50.0, 90.0, 99.0, 99.9)
# Above this many queries the max-rate search redraws per probe instead of keeping the draws.
PREDRAW_LIMIT = 40_000_000
MAX_SAMPLES = 2**31


def _as_samples(values: Sequence[float] | np.ndarray, what: str) -> np.ndarray:
    """A contiguous float64 copy of positive, finite service times, or ValueError."""
    array = np.ascontiguousarray(np.asarray(values, dtype=np.float64).ravel())
    if array.size == 0:
        raise ValueError(f"{what}: no service times")
    if array.size >= MAX_SAMPLES:
        raise ValueError(f"{what}: too many service times ({array.size})")
    if not np.all(np.isfinite(array)) or np.any(array <= 0.0):
        raise ValueError(f"{what}: service times must be positive, finite numbers")
    return array


@dataclass(frozen=True)
class QueueSystem:
    """What serves the queries: `servers` FIFO servers, optionally batching up to `max_batch`.

    `values[offsets[b]:offsets[b + 1]]` are the service-time samples (seconds) of a batch of b
    queries, b in 1..max_batch. `ordered` replays samples in their given order instead of
    drawing them at random. `timeout` is the batch timeout in seconds.
    """

    values: np.ndarray
    offsets: np.ndarray
    servers: int = 1
    max_batch: int = 1
    timeout: float = 0.0
    ordered: bool = False

    @classmethod
    def unbatched(
        cls, samples: Sequence[float] | np.ndarray, servers: int = 1, ordered: bool = False
    ) -> QueueSystem:
        """Servers that take one query at a time, service times drawn from `samples`."""
        values = _as_samples(samples, "samples")
        if servers < 1:
            raise ValueError("servers must be at least 1")
        offsets = np.array([0, 0, values.size], dtype=np.int64)
        return cls(values=values, offsets=offsets, servers=int(servers), ordered=ordered)

    @classmethod
    def batched(
        cls,
        per_size: Mapping[int, Sequence[float] | np.ndarray],
        servers: int = 1,
        max_batch: int | None = None,
        timeout: float = 0.0,
        ordered: bool = False,
    ) -> QueueSystem:
        """Servers that batch up to `max_batch` queries; `per_size[b]` are batch-b service times.

        A size with no samples borrows those of the next larger size that has some (a
        conservative fill: a smaller batch is never assumed faster than measured). `max_batch`
        defaults to, and may not exceed, the largest size with samples.
        """
        sizes = sorted(int(b) for b in per_size)
        if not sizes or sizes[0] < 1:
            raise ValueError("per-size samples need batch sizes of at least 1")
        largest = sizes[-1]
        top = largest if max_batch is None else int(max_batch)
        if top < 1 or top > largest:
            raise ValueError(f"max batch must be between 1 and {largest}, the largest measured")
        if servers < 1:
            raise ValueError("servers must be at least 1")
        if not (timeout >= 0.0 and math.isfinite(timeout)):
            raise ValueError("batch timeout must be a finite, non-negative number")
        tables: list[np.ndarray] = []
        for b in range(1, top + 1):
            donor = next(s for s in sizes if s >= b)
            tables.append(_as_samples(per_size[donor], f"batch size {donor}"))
        offsets = np.zeros(top + 2, dtype=np.int64)
        offsets[2:] = np.cumsum([t.size for t in tables])
        values = np.ascontiguousarray(np.concatenate(tables))
        return cls(
            values=values,
            offsets=offsets,
            servers=int(servers),
            max_batch=top,
            timeout=float(timeout),
            ordered=ordered,
        )

    def samples_of(self, size: int) -> np.ndarray:
        """The service-time samples of a batch of `size` queries."""
        return self.values[self.offsets[size] : self.offsets[size + 1]]

    def best_offline_batch(self) -> int:
        """The batch size with the highest expected throughput (queries per second per server)."""
        return max(range(1, self.max_batch + 1), key=lambda b: (b / self.samples_of(b).mean(), b))

    def capacity(self) -> float:
        """Expected saturation throughput: servers x best batch / its mean service time."""
        b = self.best_offline_batch()
        return self.servers * b / float(self.samples_of(b).mean())


@dataclass
class ReplayResult:
    """One Server replay: latency statistics (seconds) at one arrival rate.

    `mean_service` is busy time per query (a batch's time is shared by its queries), so
    `mean - mean_service` is the mean wait when there is no batching.
    """

    rate: float
    queries: int
    mean: float
    mean_service: float
    p50: float
    p90: float
    p99: float
    p999: float
    min: float
    max: float
    utilisation: float
    over_bound: int
    batches: int
    histogram: np.ndarray = field(repr=False)

    def percentile(self, percent: float) -> float:
        """Any nearest-rank percentile from the streaming histogram (within 0.05%)."""
        out = np.empty(1)
        _percentiles(self.histogram, np.array([float(percent)]), self.min, self.max, out)
        return float(out[0])


def _percentiles(
    hist: np.ndarray, percents: np.ndarray, lowest: float, highest: float, out: np.ndarray
) -> None:
    """Percentiles from a histogram: in numpy for a small replay's (see `kernels.small`)."""
    if int(hist.sum()) <= small.SMALL_QUERIES:
        small.percentiles(hist, percents, lowest, highest, out)
    else:
        histogram.percentiles_from_histogram(hist, percents, lowest, highest, out)


def _check_run(rate: float, n_queries: int) -> None:
    if not (rate > 0.0 and math.isfinite(rate)):
        raise ValueError("rate must be a positive, finite number of queries per second")
    if n_queries < 1:
        raise ValueError("queries must be at least 1")


def _run(
    system: QueueSystem, rate: float, n_queries: int, seed: int, bound: float, stop_after: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Run the right kernel (plain Python for a small unbatched replay); returns (hist, acc,
    counts)."""
    if small.is_small(system.max_batch, n_queries):
        drawn = small.draw_queries(system.values, system.ordered, n_queries, seed)
        return small.replay(drawn, 1.0 / rate, system.servers, bound)
    hist = histogram.new_histogram()
    acc, counts = queue.new_accumulators()
    inv_rate = 1.0 / rate
    useed = np.uint64(seed & 0xFFFFFFFFFFFFFFFF)
    if system.max_batch == 1:
        queue.replay_queue(
            system.values, system.ordered, inv_rate, n_queries, system.servers, useed,
            bound, stop_after, hist, acc, counts,
        )  # fmt: skip
    else:
        batching.replay_batched(
            system.values, system.offsets, system.ordered, system.max_batch, system.timeout,
            inv_rate, n_queries, system.servers, useed, bound, stop_after, hist, acc, counts,
        )  # fmt: skip
    return hist, acc, counts


def _result(
    system: QueueSystem, rate: float, hist: np.ndarray, acc: np.ndarray, counts: np.ndarray
) -> ReplayResult:
    done = int(counts[queue.COUNT_QUERIES])
    lowest = float(acc[queue.ACC_MIN_LATENCY])
    highest = float(acc[queue.ACC_MAX_LATENCY])
    values = np.empty(len(STANDARD_PERCENTS))
    _percentiles(hist, np.array(STANDARD_PERCENTS), lowest, highest, values)
    span = float(acc[queue.ACC_LAST_DEPARTURE])
    busy = float(acc[queue.ACC_SERVICE_SUM])
    return ReplayResult(
        rate=rate,
        queries=done,
        mean=float(acc[queue.ACC_LATENCY_SUM]) / done,
        mean_service=busy / done,
        p50=float(values[0]),
        p90=float(values[1]),
        p99=float(values[2]),
        p999=float(values[3]),
        min=lowest,
        max=highest,
        utilisation=busy / (system.servers * span) if span > 0 else 0.0,
        over_bound=int(counts[queue.COUNT_OVER_BOUND]),
        batches=int(counts[queue.COUNT_BATCHES]) if system.max_batch > 1 else done,
        histogram=hist,
    )


def replay(
    system: QueueSystem, rate: float, n_queries: int, seed: int = 0, bound: float = math.inf
) -> ReplayResult:
    """Replay `n_queries` Poisson arrivals at `rate` queries/s; `bound` only sets `over_bound`."""
    _check_run(rate, n_queries)
    hist, acc, counts = _run(system, rate, n_queries, seed, bound, n_queries)
    return _result(system, rate, hist, acc, counts)


def replay_rates(
    system: QueueSystem,
    rates: Sequence[float],
    n_queries: int,
    seed: int = 0,
    workers: int = 1,
    bound: float = math.inf,
) -> list[ReplayResult]:
    """Replays at several rates (same seed, so common random numbers), on `workers` threads."""
    for rate in rates:
        _check_run(rate, n_queries)
    if workers <= 1 or len(rates) <= 1 or small.is_small(system.max_batch, n_queries):
        return [replay(system, r, n_queries, seed, bound) for r in rates]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(lambda r: replay(system, r, n_queries, seed, bound), rates))


def offline_rate(system: QueueSystem, n_queries: int, seed: int = 0) -> float:
    """Offline throughput: n_queries issued at once, run in the most efficient batch size."""
    if n_queries < 1:
        raise ValueError("queries must be at least 1")
    span = batching.offline_makespan(
        system.values,
        system.offsets,
        system.ordered,
        system.best_offline_batch(),
        n_queries,
        system.servers,
        np.uint64(seed & 0xFFFFFFFFFFFFFFFF),
    )
    return n_queries / span


def allowed_over(percent: float, n_queries: int) -> int:
    """How many latencies may exceed the bound while the p-th percentile stays within it."""
    rank = min(max(math.ceil(percent / 100.0 * n_queries), 1), n_queries)
    return n_queries - rank


@dataclass
class SearchResult:
    """The outcome of a max-rate search: the rate, how it was bounded, and every probe."""

    rate: float
    capacity: float
    limited_by: str  # "bound", "capacity" (saturates first) or "service" (no rate passes)
    probes: list[tuple[float, bool]]


class RateProber:
    """Pass/fail of `p-th percentile latency <= bound` at any rate, with common random numbers."""

    def __init__(
        self, system: QueueSystem, percent: float, bound: float, n_queries: int, seed: int
    ) -> None:
        if not 0.0 < percent <= 100.0:
            raise ValueError("percentile must be in (0, 100]")
        if not bound > 0.0:
            raise ValueError("latency bound must be positive")
        if n_queries < 1:
            raise ValueError("queries must be at least 1")
        self.system = system
        self.bound = bound
        self.n_queries = n_queries
        self.seed = seed
        self.allowed = allowed_over(percent, n_queries)
        self._drawn: tuple[np.ndarray, np.ndarray] | None = None
        self._small = None
        if small.is_small(system.max_batch, n_queries):
            self._small = small.draw_queries(system.values, system.ordered, n_queries, seed)
        elif system.max_batch == 1 and n_queries <= PREDRAW_LIMIT:
            gaps = np.empty(n_queries)
            services = np.empty(n_queries)
            queue.draw_queries(
                system.values,
                system.ordered,
                n_queries,
                np.uint64(seed & 0xFFFFFFFFFFFFFFFF),
                gaps,
                services,
            )
            self._drawn = (gaps, services)

    def passes_unloaded(self) -> bool:
        """Whether the bound holds as the rate goes to zero (latency = wait for timeout + service).

        With pre-drawn services this counts the very draws of the replay; otherwise it uses the
        share of single-query samples above the bound.
        """
        if self._small is not None:
            return sum(1 for v in self._small[1] if v > self.bound) <= self.allowed
        if self._drawn is not None:
            return int(np.count_nonzero(self._drawn[1] > self.bound)) <= self.allowed
        alone = self.system.samples_of(1) + self.system.timeout
        return float(np.mean(alone > self.bound)) <= self.allowed / self.n_queries

    def passes(self, rate: float) -> bool:
        """Whether the p-th percentile latency at `rate` stays within the bound."""
        if self._small is not None:
            over = small.count_over(self._small, 1.0 / rate, self.system.servers, self.bound)
            return over <= self.allowed
        if self._drawn is None:
            _, _, counts = _run(
                self.system, rate, self.n_queries, self.seed, self.bound, self.allowed
            )
            return int(counts[queue.COUNT_OVER_BOUND]) <= self.allowed
        over = queue.count_over_drawn(
            self._drawn[0],
            self._drawn[1],
            1.0 / rate,
            self.system.servers,
            self.bound,
            self.allowed,
        )
        return int(over) <= self.allowed


def max_rate_under_bound(
    system: QueueSystem,
    percent: float,
    bound: float,
    n_queries: int,
    seed: int = 0,
    probes: int = 16,
    high: float | None = None,
) -> SearchResult:
    """The highest rate whose p-th percentile latency stays within `bound` (seconds).

    Bisection on (0, high] with the same draws at every probe, so the percentile rises
    monotonically with the rate (exactly so without batching). `high` defaults to the system's
    expected capacity; pass the Offline rate to keep the answer at or below it. The first probe
    tries `high` itself; the rest halve the bracket, so the answer is within high / 2**(probes-1)
    below the true threshold.
    """
    if probes < 1:
        raise ValueError("probes must be at least 1")
    prober = RateProber(system, percent, bound, n_queries, seed)
    capacity = system.capacity() if high is None else float(high)
    if not (capacity > 0.0 and math.isfinite(capacity)):
        raise ValueError("the upper rate must be a positive, finite number")
    history: list[tuple[float, bool]] = []
    if not prober.passes_unloaded():
        return SearchResult(rate=0.0, capacity=capacity, limited_by="service", probes=history)
    ok = prober.passes(capacity)
    history.append((capacity, ok))
    if ok:
        return SearchResult(rate=capacity, capacity=capacity, limited_by="capacity", probes=history)
    low, high = 0.0, capacity
    for _ in range(probes - 1):
        mid = 0.5 * (low + high)
        ok = prober.passes(mid)
        history.append((mid, ok))
        if ok:
            low = mid
        else:
            high = mid
    return SearchResult(rate=low, capacity=capacity, limited_by="bound", probes=history)
