"""The typed replay part of a claim's report (`ClaimAudit.replay`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Basis = Literal["published-system", "model", "samples"]


class LatencyBounds(BaseModel):
    """The bounds an estimate is held to (milliseconds, at `percentile`)."""

    percentile: float = 99.0
    ttft_ms: float | None = None
    tpot_ms: float | None = None
    latency_ms: float | None = None
    source: str = "round"  # "round" (benchmarks of that round) or "user"


class PublishedFigure(BaseModel):
    """One published result of the claim's own system."""

    result_id: str
    scenario: str
    value: float
    units: str
    ratio: float  # to the same entry's Offline figure
    submitter: str = ""
    system: str = ""
    details_url: str = ""


class PublishedRatios(BaseModel):
    """Published ratios to Offline of one benchmark, round and scenario, across closed systems."""

    scenario: str
    median: float
    low: float
    high: float
    count: int
    top_offline_id: str | None = None
    top_offline_rank: int | None = None
    systems_ranked: int = 0


class ModelEstimate(BaseModel):
    """The calibrated model's estimate and the 10th-90th percentile band around it."""

    ratio: float
    estimate: float
    band: tuple[float, float]
    band_ratio: tuple[float, float]
    limited_by: str
    calibration_rounds: list[str]
    family_fitted: bool  # False: parameters pooled over other benchmarks of the same kind
    pair_in_calibration: bool = False  # the claim's own published pair was a fitting pair
    device: str = "accelerator"  # or "cpu": CPU-only systems have parameters of their own
    accelerator_family: str | None = None  # e.g. "gb300"; None when the system is not known
    accelerator_offset: float = 0.0  # log factor fitted for that family (0: none fitted)
    tokens_per_s: float | None = None  # LLM estimates: the estimate in output tokens/s
    requests_per_s: float | None = None  # and in requests/s (tokens / mean output tokens)
    params: dict[str, float] = Field(default_factory=dict)
    engine: dict[str, float] = Field(default_factory=dict)


class LatencyPoint(BaseModel):
    """Latency statistics at one replayed arrival rate (measured-samples replays)."""

    rate: float
    fraction_of_offline: float | None = None
    mean_ms: float
    p50_ms: float
    p90_ms: float
    p99_ms: float
    p999_ms: float
    percentile_ms: float | None = None


class ReplayReport(BaseModel):
    """What the Server-vs-Offline replay says about one Offline throughput figure."""

    basis: Basis
    unit: str
    offline: float
    benchmark: str | None = None
    round: str | None = None
    scenario: str = "server"
    server_estimate: float | None = None
    band: tuple[float, float] | None = None
    ratio: float | None = None
    bounds: LatencyBounds = Field(default_factory=LatencyBounds)
    identified_result: str | None = None
    same_system: list[PublishedFigure] = Field(default_factory=list)
    published: PublishedRatios | None = None
    published_other: list[PublishedRatios] = Field(default_factory=list)
    model: ModelEstimate | None = None
    limited_by: str | None = None
    points: list[LatencyPoint] = Field(default_factory=list)
    assumptions: list[str] = Field(default_factory=list)
