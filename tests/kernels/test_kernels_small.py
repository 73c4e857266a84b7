"""Small unbatched replays run in plain Python (kernels.small): the kernels' results, bit for bit,
on both sides of the threshold."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from kernels import QueueSystem, max_rate_under_bound, replay, replay_rates, small


def _system(servers: int, ordered: bool, seed: int = 3) -> QueueSystem:
    samples = np.random.default_rng(seed).lognormal(np.log(2e-3), 0.7, 997)
    return QueueSystem.unbatched(samples, servers, ordered=ordered)


def _fields(result) -> dict:  # type: ignore[no-untyped-def]
    data = dataclasses.asdict(result)
    data["histogram"] = np.asarray(result.histogram).tolist()
    return data


def _kernels_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(small, "SMALL_QUERIES", 0)


@pytest.mark.parametrize("servers", [1, 3, 8, 20])
@pytest.mark.parametrize("ordered", [False, True])
@pytest.mark.parametrize("queries", [1, 333, small.SMALL_QUERIES, small.SMALL_QUERIES + 1])
def test_replays_are_the_kernels_own(
    servers: int, ordered: bool, queries: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    system = _system(servers, ordered)
    rate = 0.85 * system.capacity()
    python_side = replay(system, rate, queries, seed=11, bound=4e-3)
    extra = python_side.percentile(97.5)
    with monkeypatch.context() as patch:
        _kernels_only(patch)
        kernel_side = replay(system, rate, queries, seed=11, bound=4e-3)
        kernel_extra = kernel_side.percentile(97.5)
    assert _fields(python_side) == _fields(kernel_side)
    assert extra == kernel_extra


@pytest.mark.parametrize("servers", [1, 4])
@pytest.mark.parametrize("queries", [1000, small.SMALL_QUERIES, small.SMALL_QUERIES + 1])
def test_max_rate_searches_are_the_kernels_own(
    servers: int, queries: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    system = _system(servers, False)
    for bound in (1e-3, 6e-3, 0.5):  # never met, met below capacity, met at capacity
        python_side = max_rate_under_bound(system, 99.0, bound, queries, seed=5, probes=12)
        with monkeypatch.context() as patch:
            _kernels_only(patch)
            kernel_side = max_rate_under_bound(system, 99.0, bound, queries, seed=5, probes=12)
        assert python_side == kernel_side


def test_the_threshold_decides_where_a_replay_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    original = small.replay

    def spy(drawn, *args):  # type: ignore[no-untyped-def]
        calls.append(len(drawn[0]))
        return original(drawn, *args)

    monkeypatch.setattr(small, "replay", spy)
    system = _system(2, False)
    rates = [0.5 * system.capacity(), 0.9 * system.capacity()]
    replay_rates(system, rates, small.SMALL_QUERIES, workers=2)
    replay_rates(system, rates, small.SMALL_QUERIES + 1, workers=2)
    assert calls == [small.SMALL_QUERIES, small.SMALL_QUERIES]
    batched = QueueSystem.batched({1: [1e-3], 2: [1.5e-3]}, servers=1)
    replay(batched, 100.0, 10)
    assert len(calls) == 2  # batching always runs in the kernels
