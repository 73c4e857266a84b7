"""MLPerf Inference facts shipped with deckaudit: rounds, benchmarks, scenarios, latency bounds."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class BenchmarkFacts:
    """What one round says about one benchmark."""

    benchmark_id: str
    reference_model: str
    task: str
    variants: tuple[str, ...]
    accuracy_targets_pct: tuple[float, ...]
    datacenter_required: tuple[str, ...]
    datacenter_optional: tuple[str, ...]
    edge_required: tuple[str, ...]
    server_p99_ms: float | None
    server_ttft_ms: float | None
    server_tpot_ms: float | None
    interactive_ttft_ms: float | None
    interactive_tpot_ms: float | None

    @property
    def is_llm(self) -> bool:
        """LLM benchmarks bound TTFT and TPOT rather than whole-query latency."""
        return self.server_ttft_ms is not None

    @property
    def scenarios(self) -> frozenset[str]:
        """Every scenario this benchmark can be run in, in either suite."""
        return frozenset(self.datacenter_required + self.datacenter_optional + self.edge_required)


@dataclass(frozen=True)
class RoundFacts:
    """One MLPerf Inference round."""

    name: str
    published: str | None
    benchmarks: dict[str, BenchmarkFacts] = field(default_factory=dict)


@cache
def _load() -> dict:
    text = resources.files("auditor.data").joinpath("mlperf_facts.json").read_text("utf-8")
    return json.loads(text)


@cache
def all_rounds() -> tuple[str, ...]:
    """Every MLPerf Inference round that exists, oldest first (e.g. 'v4.1')."""
    return tuple(_load()["all_rounds"])


@cache
def tabulated_rounds() -> dict[str, RoundFacts]:
    """Rounds whose benchmark lists deckaudit knows in detail."""
    out: dict[str, RoundFacts] = {}
    for name, data in _load()["rounds"].items():
        benchmarks = {
            bid: BenchmarkFacts(
                benchmark_id=bid,
                reference_model=b["reference_model"],
                task=b["task"],
                variants=tuple(b["variants"]),
                accuracy_targets_pct=tuple(b["accuracy_targets_pct"]),
                datacenter_required=tuple(b["datacenter_required"]),
                datacenter_optional=tuple(b["datacenter_optional"]),
                edge_required=tuple(b["edge_required"]),
                server_p99_ms=b["server_p99_ms"],
                server_ttft_ms=b["server_ttft_ms"],
                server_tpot_ms=b["server_tpot_ms"],
                interactive_ttft_ms=b["interactive_ttft_ms"],
                interactive_tpot_ms=b["interactive_tpot_ms"],
            )
            for bid, b in data["benchmarks"].items()
        }
        out[name] = RoundFacts(name=name, published=data.get("published"), benchmarks=benchmarks)
    return out


def normalise_round(text: str | None) -> str | None:
    """'4.1', 'v4.1' or 'V4.1' -> 'v4.1'."""
    if not text:
        return None
    cleaned = text.strip().lower().lstrip("v")
    return f"v{cleaned}"


def round_exists(round_name: str) -> bool:
    """True when the round is a real MLPerf Inference round."""
    return normalise_round(round_name) in all_rounds()


def latest_round_with(benchmark_id: str) -> str | None:
    """The newest tabulated round that includes the benchmark."""
    for name in sorted(tabulated_rounds(), key=_round_key, reverse=True):
        if benchmark_id in tabulated_rounds()[name].benchmarks:
            return name
    return None


def benchmark_facts(benchmark_id: str, round_name: str | None = None) -> BenchmarkFacts | None:
    """Facts for a benchmark in a round, or in the newest round that has it when no round is given."""
    rounds = tabulated_rounds()
    name = normalise_round(round_name) if round_name else latest_round_with(benchmark_id)
    if name is None or name not in rounds:
        name = latest_round_with(benchmark_id)
    if name is None:
        return None
    return rounds[name].benchmarks.get(benchmark_id)


def benchmark_in_round(benchmark_id: str, round_name: str) -> bool | None:
    """Whether the benchmark was part of the round; None when deckaudit has no table for the round."""
    rounds = tabulated_rounds()
    name = normalise_round(round_name)
    if name not in rounds:
        return None
    return benchmark_id in rounds[name].benchmarks


def known_benchmark_ids() -> frozenset[str]:
    """Every benchmark id in any tabulated round."""
    return frozenset(b for r in tabulated_rounds().values() for b in r.benchmarks)


def server_bound_ms(benchmark_id: str, round_name: str | None = None) -> float | None:
    """The Server-scenario p99 bound used for replay: whole-query latency, or TTFT for LLMs."""
    facts = benchmark_facts(benchmark_id, round_name)
    if facts is None:
        return None
    return facts.server_p99_ms if facts.server_p99_ms is not None else facts.server_ttft_ms


def _round_key(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in name.lstrip("v").split("."))
