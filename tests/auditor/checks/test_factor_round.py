"""A figure stated as a multiple of the other result on its slide ('3.3x the old hosts'), when
that result is of another round, compares across rounds; with a result of its own round beside
it, the factor's other side is unclear and nothing is added."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
OLD = "Last year's racks, 8x H100 (v4.1-0031), logged 20,110 tokens/s on Llama 2 70B Offline, v4.1."


def _codes(tmp_path: Path, *bullets: str) -> set[str]:
    path = tmp_path / "factor.pptx"
    slides = (Slide(heading="MLPerf Inference, Closed division", bullets=bullets),)
    write_pptx(DeckSpec(path.stem, "pptx", "Halden", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "61,000" in c.text)
    return {f.code for f in claim.flags}


def test_a_multiple_of_an_older_rounds_result_is_cross_round(tmp_path: Path) -> None:
    new = "The racks you use now, 8x B200 (5.1-0071), logged 61,000 tokens/s in v5.1: 3x the old."
    assert "CROSS-ROUND" in _codes(tmp_path, OLD, new)


def test_a_multiple_beside_a_same_round_result_adds_nothing(tmp_path: Path) -> None:
    same = "A 4x B200 box (5.1-0070) logged 30,500 tokens/s on Llama 2 70B Offline, v5.1."
    new = "The racks you use now, 8x B200 (5.1-0071), logged 61,000 tokens/s in v5.1: 2x the box."
    assert "CROSS-ROUND" not in _codes(tmp_path, same, new)


def _scenario_codes(tmp_path: Path, *bullets: str) -> set[str]:
    path = tmp_path / "scenario.pptx"
    slides = (Slide(heading="MLPerf Inference v5.1, Closed division", bullets=bullets),)
    write_pptx(DeckSpec(path.stem, "pptx", "Halden", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "4,410" in c.text)
    return {f.code for f in claim.flags}


FIRST = "The four-card R9 posted 9,050 samples/s on ResNet-50 Offline (5.1-0040)."


def test_a_comparing_sentence_after_a_result_of_another_scenario_is_cross_scenario(
    tmp_path: Path,
) -> None:
    later = "The two-card R8 managed 4,410 queries/s on ResNet-50 in the Server scenario, so"
    later += " doubling the cards more than doubles the count."
    assert "CROSS-SCENARIO" in _scenario_codes(tmp_path, FIRST, later)


def test_a_plain_sentence_after_a_result_of_another_scenario_is_not(tmp_path: Path) -> None:
    later = "The two-card R8 managed 4,410 queries/s on ResNet-50 in the Server scenario."
    assert "CROSS-SCENARIO" not in _scenario_codes(tmp_path, FIRST, later)


def test_a_comparison_with_its_other_side_left_out_compares_with_the_result_before(
    tmp_path: Path,
) -> None:
    path = tmp_path / "further.pptx"
    bullets = (
        "The Kepler box with eight L40S posts 48,200 samples/s Offline (5.1-0061).",
        "Halden's ten-card Q7 goes 19% further at 57,400 samples/s Offline (5.1-0062).",
    )
    slides = (Slide(heading="MLPerf Inference v5.1, Closed, ResNet-50", bullets=bullets),)
    write_pptx(DeckSpec(path.stem, "pptx", "Halden", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "57,400" in c.text)
    assert "CHIP-COUNT" in {f.code for f in claim.flags}
