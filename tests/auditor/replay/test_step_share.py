"""The LLM engine's step share: how much of a speed-up past the knee shortens the step."""

from __future__ import annotations

import json

import pytest

from auditor.replay.calibration import grid
from auditor.replay.serving_model import FamilyParams, llm_engines

TPOT = 0.08  # DeepSeek-R1's Server TPOT bound, seconds


def _params(step_share: float) -> FamilyParams:
    return FamilyParams(
        concurrency=1024.0, fixed_share=0.15, min_step=3.0, prefill_share=0.1,
        output_mean=400.0, step_share=step_share,
    )  # fmt: skip


def _offline_step(step_share: float, rate: float) -> float:
    offline, _ = llm_engines(_params(step_share), rate, 8, TPOT)
    return offline.full_step()


def test_below_the_knee_the_share_changes_nothing() -> None:
    # knee: 1024 / rate = 3 x 80 ms at 4267 tokens/s per accelerator
    for share in (0.0, 0.35, 1.0):
        assert _offline_step(share, 2000.0) == pytest.approx(1024.0 / 2000.0)


def test_past_the_knee_the_step_follows_the_share() -> None:
    knee = 1024.0 / (3.0 * TPOT)
    rate = 2.0 * knee
    floor = 3.0 * TPOT
    assert _offline_step(0.0, rate) == pytest.approx(floor)  # flat floor: bigger batches
    assert _offline_step(1.0, rate) == pytest.approx(1024.0 / rate)  # no floor at all
    # a = 0.35: twice the knee's rate shortens the step by 2^0.35
    assert _offline_step(0.35, rate) == pytest.approx(floor / 2.0**0.35, rel=1e-9)


def test_a_shorter_offline_step_lets_the_server_keep_more() -> None:
    rate = 2.0 * 1024.0 / (3.0 * TPOT)
    flat = llm_engines(_params(0.0), rate, 8, TPOT)[1].batch_limit
    shorter = llm_engines(_params(0.35), rate, 8, TPOT)[1].batch_limit
    assert shorter > flat


def test_a_zero_share_keeps_the_stored_parameter_names() -> None:
    assert "step_share" not in _params(0.0).to_dict()
    assert _params(0.35).to_dict()["step_share"] == 0.35
    names = {json.dumps(p.to_dict(), sort_keys=True) for p in grid(True, 400.0)}
    assert all("step_share" not in name for name in names)  # the shipped grid states 0
