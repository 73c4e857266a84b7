"""The engine behind a model estimate: its parameters, how a claim scales it, and its ratio.

LLM benchmarks (TTFT/TPOT bounds) run the continuous-batching engine of `kernels.serving`;
the rest run the batched-query queue of `kernels.batching`. Either way the engine is built so
that its steady-state Offline throughput is the claimed figure per engine, and the ratio is the
highest Poisson rate meeting the bounds over that Offline rate. The parameters are per benchmark
family (see `calibration`); the claim supplies the figure and the accelerator count.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from functools import cache

import numpy as np

from kernels import QueueSystem, max_rate_under_bound
from kernels.serving_api import ServingEngine, max_serving_rate

# Stated modelling choices (not fitted).
ACCELERATORS_PER_ENGINE = 8  # one replayed LLM engine stands for 8 accelerators
SERVERS_SIMULATED = 8  # batched-query systems: 8 servers (accelerators) are replayed
TPOT_HEADROOM = 0.9  # a Server engine keeps a full step within 90% of the TPOT bound
BATCH_HEADROOM = 0.5  # a Server batcher keeps a full batch within half the latency bound
OUTPUT_SIGMA = 0.6  # log-normal spread of output lengths
INPUT_SIGMA = 0.8  # log-normal spread of input lengths
LENGTH_POINTS = 256  # length pairs per benchmark table
JITTER_POINTS = 32  # batch-time samples per batch size
# Larger systems are replayed as several such engines, each with its share of the arrivals.
MAX_BATCH = 1024
MAX_QUERY_BATCH = 256  # the same for batched queries
REQUESTS_MIN = 2000
REQUESTS_MAX = 4000
QUERIES = 20_000
PROBES = 10
PERCENT = 99.0


@dataclass(frozen=True)
class FamilyParams:
    """A benchmark family's fitted engine parameters.

    `concurrency`: requests (LLM) or queries per batch (others) per accelerator at Offline;
    `min_step`: the Offline step (LLM) or batch time (others) is at least this share of the
    round's Server TPOT bound (LLM) or latency bound (others): fast systems run bigger batches
    rather than shorter steps;
    `step_share`: (LLM) the share of a speed-up past the knee, the rate where concurrency /
    rate meets the floor, that shortens the step rather than growing the batch: the floor
    becomes floor^(1 - a) x (concurrency / rate)^a. 0 (the shipped fits) keeps it flat; 1
    removes it;
    `fixed_share`: share of a full step (batch) that does not shrink with a smaller batch;
    `prefill_share`: share of an Offline LLM step spent prefilling new requests;
    `jitter`: log-normal spread of batch times (batched queries);
    `output_mean`: mean output tokens per request (LLM).
    """

    concurrency: float
    fixed_share: float
    min_step: float = 0.0
    prefill_share: float = 0.0
    jitter: float = 0.0
    output_mean: float = 0.0
    step_share: float = 0.0

    def to_dict(self) -> dict[str, float]:
        """Plain data for the calibration file (a zero step share is left out, so fits made
        before it existed read and name their parameters as before)."""
        out = asdict(self)
        if not out["step_share"]:
            del out["step_share"]
        return out


def _normal_quantiles(count: int) -> np.ndarray:
    """Standard normal quantiles at (k + 0.5) / count (inverse erf by Newton steps)."""
    p = (np.arange(count) + 0.5) / count
    z = np.zeros(count)
    for _ in range(60):
        cdf = 0.5 * (1.0 + np.vectorize(math.erf)(z / math.sqrt(2.0)))
        z -= (cdf - p) / (np.exp(-0.5 * z * z) / math.sqrt(2.0 * math.pi))
    return z


@cache
def _quantiles(count: int) -> tuple[float, ...]:
    return tuple(_normal_quantiles(count).tolist())


def lognormal_lengths(mean: float, sigma: float, count: int = LENGTH_POINTS) -> np.ndarray:
    """`count` token counts spread log-normally (sigma) around `mean`, at least 1 each."""
    z = np.array(_quantiles(count))
    values = np.exp(sigma * z)
    values *= mean / values.mean()
    return np.maximum(np.rint(values), 1).astype(np.int64)


@cache
def default_lengths(output_mean: float) -> tuple[np.ndarray, np.ndarray]:
    """The stated length model: log-normal outputs of the given mean; log-normal inputs, paired
    at random (a fixed permutation). The input scale cancels out of the model (prefill cost is
    set by `prefill_share`), so inputs are drawn with the same mean as outputs."""
    outputs = lognormal_lengths(output_mean, OUTPUT_SIGMA)
    inputs = lognormal_lengths(output_mean, INPUT_SIGMA)
    order = np.random.default_rng(12345).permutation(inputs.size)
    return inputs[order], outputs


def engines_for(accelerators: int) -> int:
    """How many accelerators one replayed LLM engine stands for.

    Always ACCELERATORS_PER_ENGINE: a system's accelerators only set its rate per accelerator,
    so the ratio depends on that rate (through the step time) and not on the system's size.
    """
    del accelerators
    return ACCELERATORS_PER_ENGINE


def llm_engines(
    params: FamilyParams,
    per_accelerator: float,
    accelerators: int,
    tpot_s: float,
    lengths: tuple[np.ndarray, np.ndarray] | None = None,
    offline_tpot_s: float | None = None,
) -> tuple[ServingEngine, ServingEngine]:
    """(Offline engine, Server engine) for an LLM system with this Offline rate per accelerator.

    The Offline engine's step takes concurrency / rate per accelerator, or min_step x the
    round's Server TPOT bound (`offline_tpot_s`; default `tpot_s`; shortened past the knee by
    `step_share`), whichever is longer; its costs are set so it gives exactly the claimed
    throughput. The Server engine has the same costs and the largest batch whose full step
    keeps within TPOT_HEADROOM of the TPOT bound.
    """
    inputs, outputs = lengths if lengths is not None else default_lengths(params.output_mean)
    g = engines_for(accelerators)
    floor = params.min_step * (offline_tpot_s if offline_tpot_s else tpot_s)
    own = params.concurrency / per_accelerator
    if params.step_share > 0 and floor > 0:
        floor = floor ** (1.0 - params.step_share) * own**params.step_share
    step = max(own, floor, 1.0 / (per_accelerator * g))
    # Past MAX_BATCH the engine keeps its step time with fewer requests: a scaled copy whose
    # ratio is the same (the claimed rate enters only through the step time).
    batch = int(min(MAX_BATCH, max(1, round(step * per_accelerator * g))))
    in_per_out = float(inputs.mean()) / float(outputs.mean())
    per_token = params.prefill_share * step / (batch * in_per_out) if in_per_out > 0 else 0.0
    decode = step * (1.0 - (params.prefill_share if in_per_out > 0 else 0.0))
    fixed = params.fixed_share * decode
    per_seq = (1.0 - params.fixed_share) * decode / batch
    offline = ServingEngine.build(
        inputs, outputs, batch_limit=batch, fixed=fixed, per_seq=per_seq, per_token=per_token
    )
    per_request = per_seq + per_token * in_per_out
    room = (TPOT_HEADROOM * tpot_s - fixed) / per_request if per_request > 0 else batch
    server_batch = int(min(batch, max(1, math.floor(room))))
    server = ServingEngine.build(
        inputs, outputs, batch_limit=server_batch, fixed=fixed, per_seq=per_seq,
        per_token=per_token,
    )  # fmt: skip
    return offline, server


def requests_for(engine: ServingEngine) -> int:
    """Requests per probe: enough for several turnovers of a full batch, within fixed limits."""
    return int(min(REQUESTS_MAX, max(REQUESTS_MIN, 4 * engine.batch_limit + 1000)))


@dataclass(frozen=True)
class ModelRatio:
    """The model's Server-to-Offline ratio for one claim and what limited it."""

    ratio: float
    limited_by: str
    engine: dict[str, float]


def llm_ratio(
    params: FamilyParams,
    per_accelerator: float,
    accelerators: int,
    ttft_s: float,
    tpot_s: float,
    lengths: tuple[np.ndarray, np.ndarray] | None = None,
    *,
    offline_tpot_s: float | None = None,
    seed: int = 0,
    probes: int = PROBES,
) -> ModelRatio:
    """The ratio for an LLM claim: max Server tokens/s over the Offline engine's tokens/s."""
    offline, server = llm_engines(
        params, per_accelerator, accelerators, tpot_s, lengths, offline_tpot_s
    )
    search = max_serving_rate(
        server, ttft_s, tpot_s, requests_for(server), percent=PERCENT, seed=seed, probes=probes,
        high=min(server.capacity(), offline.capacity()),
    )  # fmt: skip
    ratio = search.rate * server.mean_output / offline.offline_tokens()
    engine = {
        "offline_batch": offline.batch_limit,
        "server_batch": server.batch_limit,
        "step_ms": offline.full_step() * 1e3,
        "server_step_ms": server.full_step() * 1e3,
        "requests_per_probe": requests_for(server),
        "mean_input_tokens": server.mean_input,
        "mean_output_tokens": server.mean_output,
        "accelerators_per_engine": engines_for(accelerators),
    }
    return ModelRatio(ratio=min(ratio, 1.0), limited_by=search.limited_by, engine=engine)


@cache
def _jitter(sigma: float) -> tuple[float, ...]:
    spread = np.exp(sigma * np.array(_quantiles(JITTER_POINTS)))
    return tuple((spread / spread.mean()).tolist())


def batched_system(
    params: FamilyParams, per_accelerator: float, accelerators: int, bound_s: float
) -> tuple[QueueSystem, float]:
    """The batched-query Server system and the Offline capacity of the same servers.

    SERVERS_SIMULATED servers (accelerators); at Offline each runs batches of B queries taking
    max(concurrency / rate, min_step x bound), which gives the claimed rate per accelerator. A
    batch of b takes that time x (f + (1 - f) b / B), spread log-normally (jitter). In Server
    a batch is limited to the largest that takes at most BATCH_HEADROOM of the bound.
    """
    del accelerators  # as for LLM engines: the rate per accelerator is what matters
    servers = SERVERS_SIMULATED
    full = _full_time(params, per_accelerator, bound_s)
    top = int(min(MAX_QUERY_BATCH, max(1, round(full * per_accelerator))))
    f = params.fixed_share
    room = (BATCH_HEADROOM * bound_s / full - f) / (1.0 - f) * top if f < 1 else top
    server_top = int(min(top, max(1, math.floor(room))))
    spread = np.array(_jitter(params.jitter))
    per_size = {b: full * (f + (1.0 - f) * b / top) * spread for b in range(1, server_top + 1)}
    system = QueueSystem.batched(per_size, servers=servers, max_batch=server_top, timeout=0.0)
    return system, servers * top / full


def batched_ratio(
    params: FamilyParams,
    per_accelerator: float,
    accelerators: int,
    bound_s: float,
    *,
    seed: int = 0,
    probes: int = PROBES,
) -> ModelRatio:
    """The ratio for a batched-query claim: max rate with p99 latency within the bound over
    the system's Offline capacity."""
    system, offline = batched_system(params, per_accelerator, accelerators, bound_s)
    search = max_rate_under_bound(
        system, PERCENT, bound_s, QUERIES, seed=seed, probes=probes, high=system.capacity()
    )
    engine = {
        "servers": system.servers,
        "offline_batch": round(
            offline / system.servers * _full_time(params, per_accelerator, bound_s)
        ),
        "max_batch": system.max_batch,
        "full_batch_ms": _full_time(params, per_accelerator, bound_s) * 1e3,
        "queries_per_probe": QUERIES,
    }
    return ModelRatio(ratio=search.rate / offline, limited_by=search.limited_by, engine=engine)


def _full_time(params: FamilyParams, per_accelerator: float, bound_s: float) -> float:
    """An Offline batch's time: concurrency (at least one query) at the rate, or min_step x
    bound, whichever is longer."""
    return max(max(params.concurrency, 1.0) / per_accelerator, params.min_step * bound_s)
