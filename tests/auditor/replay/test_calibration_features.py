"""What the calibration keys on beyond the benchmark: CPU-only systems, accelerator families,
and bands that include the error of predicting a round the fit never saw."""

from __future__ import annotations

import math

import pytest

from auditor.replay import calibration
from auditor.replay.device import ACCELERATOR, CPU, accelerator_family, device_class
from auditor.replay.estimate import Question, estimate
from auditor.replay.evidence import published_pairs
from auditor.results.snapshot import evidence_db


@pytest.mark.parametrize(
    ("name", "device", "family"),
    [
        ("", CPU, CPU),
        ("N/A", CPU, CPU),
        ("NVIDIA GB300", ACCELERATOR, "gb300"),
        ("NVIDIA H200-SXM-141GB", ACCELERATOR, "h200"),
        ("NVIDIA H200-NVL-141GB", ACCELERATOR, "h200"),
        ("NVIDIA L40S", ACCELERATOR, "l40s"),
        ("NVIDIA L4-PCIe-24GB", ACCELERATOR, "l4"),
        ("NVIDIA RTX PRO 6000 Blackwell Server Edition", ACCELERATOR, "rtx-pro"),
        (
            "AMD Instinct MI325X 256GB HBM3E (x16), AMD Instinct MI300X 192GB HBM3 (x8)",
            ACCELERATOR,
            "mi325x",
        ),
        ("MS-Intel Arc Pro B60 Dual 48G Turbo", ACCELERATOR, "arc"),
        ("Some New Chip 9000", ACCELERATOR, "other"),
    ],
)
def test_device_and_accelerator_family(name: str, device: str, family: str) -> None:
    assert device_class(name) == device
    assert accelerator_family(name) == family


def test_cpu_only_systems_have_their_own_parameters_where_there_are_enough() -> None:
    for key in ("v4.1,v5.1", "v4.1,v5.1,v6.0"):
        fitted = calibration.fit_for(key.split(","))
        assert "llama3.1-8b@cpu" in fitted["families"]  # 6 CPU pairs in v5.1 alone
        cpu, _ = calibration.params_for(fitted, "llama3.1-8b", True, CPU)
        gpu, _ = calibration.params_for(fitted, "llama3.1-8b", True, ACCELERATOR)
        assert cpu != gpu
    # A family without enough CPU pairs answers CPU questions with its own parameters.
    fitted = calibration.fit_for(None)
    assert calibration.group_of(fitted, "deepseek-r1", CPU) == "deepseek-r1"


def test_cpu_claims_are_estimated_far_below_accelerator_claims() -> None:
    db = evidence_db(None)
    common = {"offline": 800.0, "unit": "tokens/s", "benchmark": "llama3.1-8b", "round": "v6.0"}
    cpu = estimate(db, Question(**common, nodes=1, basis="model", device=CPU))
    gpu = estimate(db, Question(**common, accelerators=1, basis="model"))
    assert cpu.model is not None and gpu.model is not None
    assert cpu.model.device == CPU and gpu.model.device == ACCELERATOR
    # The published CPU-only llama3.1-8b ratios of v5.1 and v6.0 lie between 0.30 and 0.42.
    assert 0.25 < cpu.model.ratio < 0.5 < gpu.model.ratio
    assert any("CPU-only" in line for line in cpu.assumptions)


def test_held_out_bands_are_not_degenerate() -> None:
    """Fitted on v4.1 + v5.1, llama3.1-8b's band once spanned 2703% of the estimate: the fit
    sacrificed the CPU-only pairs and their residuals set the band."""
    fitted = calibration.fit_for(["v4.1", "v5.1"])
    for device in (ACCELERATOR, CPU):
        low, high = calibration.band_for(fitted, "llama3.1-8b", True, "server", device)
        assert -1.0 < low < high < 0.6 and high - low < 0.7


def test_accelerator_offsets_count_their_fitting_pairs() -> None:
    pairs = published_pairs(evidence_db(None))
    for key, fitted in calibration.load()["fits"].items():
        rounds = key.split(",")
        for family, entry in fitted["accelerator_offsets"].items():
            count = sum(
                1
                for p in pairs
                if p.round in rounds
                and accelerator_family(p.offline.accelerator) == family
                and calibration.bounds_for(p.family, p.round, p.scenario) is not None
            )
            # pairs the model gives no rate at all (ratio 0) have no finite residual
            assert count >= entry["pairs"] >= 0.9 * count
            assert abs(entry["offset"]) <= calibration.OFFSET_CAP


def test_offsets_shrink_toward_zero_by_pair_count() -> None:
    # Two families with the same median: the one seen on fewer pairs keeps less of it.
    residuals = {
        "many": [-0.2 + 0.01 * (i % 5 - 2) for i in range(40)],
        "few": [-0.21, -0.2, -0.19],
        "zero": [0.01 * (i % 5 - 2) for i in range(40)],
    }
    k = calibration.offset_shrinkage(residuals)
    assert k > 0
    many, few = 40 / (40 + k), 3 / (3 + k)
    assert 0 < few < many < 1
    # The shrinkage grows as the families' medians agree more (tau shrinks) ...
    close = {
        "many": [-0.02 + 0.01 * (i % 5 - 2) for i in range(40)],
        "few": [-0.03, -0.02, -0.01],
        "zero": residuals["zero"],
    }
    assert calibration.offset_shrinkage(close) > k
    # ... and a shipped fit's 3-pair family keeps less than its raw median.
    fitted = calibration.fit_for(["v4.1", "v5.1"])
    arc = fitted["accelerator_offsets"]["arc"]
    assert arc["pairs"] == 3 and -0.32 < arc["offset"] < 0


def test_a_claim_of_a_round_the_fit_lacks_gets_the_out_of_round_band() -> None:
    fitted = calibration.fit_for(["v4.1", "v5.1"])
    assert "pooled_bands_new_round" in fitted
    entry = fitted["families"]["llama2-70b"]
    own = calibration.band_for(fitted, "llama2-70b", True, "server", ACCELERATOR, "v5.1")
    new = calibration.band_for(fitted, "llama2-70b", True, "server", ACCELERATOR, "v6.0")
    assert own == entry["band"]["server"] and new == entry["band_new_round"]["server"]
    assert own != new
    # A fit on one round has nothing out of round: the same band for every claim.
    single = calibration.fit_for(["v5.1"])
    assert calibration.band_for(single, "llama2-70b", True, "server", ACCELERATOR, "v6.0") == (
        calibration.band_for(single, "llama2-70b", True, "server", ACCELERATOR, "v5.1")
    )


def test_offsets_never_lift_a_ratio_past_one() -> None:
    assert calibration.adjusted(0.9, 0.5) == 1.0
    assert calibration.adjusted(0.5, 0.2) == pytest.approx(0.5 * math.exp(0.2))
    assert calibration.adjusted(0.0, 0.3) == 0.0
    assert calibration.adjusted(1.02, 0.1) == 1.02
    assert calibration.adjusted(0.8, -0.1) == pytest.approx(0.8 * math.exp(-0.1))


def test_fits_on_several_rounds_state_out_of_round_bands() -> None:
    document = calibration.load()
    for key, fitted in document["fits"].items():
        several = len(key.split(",")) > 1
        assert (fitted.get("bands") == "out-of-round") is several
        if several:
            assert set(fitted["new_family_bands"]) <= {"llm", "batched"}


def test_the_example_claims_model_band_holds_its_published_server_result() -> None:
    db = evidence_db(None)
    q = Question(
        offline=2494310.0,
        unit="tokens/s",
        benchmark="deepseek-r1",
        round="v6.0",
        accelerators=288,
        basis="model",
    )
    report = estimate(db, q)
    assert report.model is not None and report.model.accelerator_family == "gb300"
    low, high = report.model.band_ratio
    assert low <= 1555110.0 / 2494310.0 <= high
