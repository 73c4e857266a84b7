"""A comparing sentence that points back ('That is 35% above ...') sets the result stated just
before it against the other side it names: their scenarios, rounds, divisions and accelerator
counts are compared, and both sides carry the flags."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import pointing_back
from auditor.models import DeckReport
from auditor.vocab import vocabulary
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Llama 2 70B"


def _audit(path: Path, *bullets: str) -> DeckReport:
    slide = Slide(heading=HEADING, bullets=bullets)
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


@pytest.fixture(scope="module")
def across(tmp_path_factory: pytest.TempPathFactory) -> DeckReport:
    return _audit(
        tmp_path_factory.mktemp("pb") / "across.pptx",
        "Our Q8 node (8 accelerators) reached 52,000 tokens/s Offline in the Closed division.",
        "That is 35% above the Vance V4 (4 GPUs), which reached 38,500 tokens/s in the Server "
        "scenario (6.0-0102).",
    )


def test_the_pointing_sentence_compares_scenarios_and_counts(across: DeckReport) -> None:
    codes = _codes(across, "35% above")
    assert {"CROSS-SCENARIO", "CHIP-COUNT"} <= codes


def test_the_result_pointed_at_stands_on_its_own(across: DeckReport) -> None:
    codes = _codes(across, "Our Q8 node")
    assert not {"CROSS-SCENARIO", "CHIP-COUNT"} & codes


def test_like_for_like_sides_raise_nothing(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "like.pptx",
        "Our Q8 node (8 accelerators) reached 52,000 tokens/s Offline in the Closed division.",
        "That is 12% above the Vance V8 (8 GPUs), which reached 46,400 tokens/s Offline.",
    )
    for needle in ("12% above", "Our Q8 node"):
        assert not {"CROSS-SCENARIO", "CHIP-COUNT"} & _codes(report, needle)


def test_the_system_before_in_a_result_of_its_own_is_no_pointer(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "own.pptx",
        "Our Q8 node (8 accelerators) reached 52,000 tokens/s Offline in the Closed division.",
        "That node also held 41,000 tokens/s in the Server scenario, 10% above the Vance V8's "
        "37,300 tokens/s Server figure (8 GPUs).",
    )
    assert "CROSS-SCENARIO" not in _codes(report, "That node also")


def test_a_scenarios_figure_pointed_at_is_still_a_pointer() -> None:
    assert pointing_back._POINTER.match("That Server rate is 3.1x the 9,400 tokens/s of a V8")
    assert pointing_back._POINTER.match("That server figure is 3.1x the 9,400 tokens/s of a V8")
    assert not pointing_back._POINTER.match("That server also held 41,000 tokens/s")


def test_an_open_result_set_against_an_older_closed_one(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "open.pptx",
        "Orrin E1 module, Offline: 410 tokens/s in the Open division (6.0-0111).",
        "That is about 0.5% of the 81,000 tokens/s a Vance V8 posted Offline in the v5.1 "
        "Closed division (5.1-0046).",
    )
    assert {"OPEN-COMPARED", "CROSS-ROUND"} <= _codes(report, "about 0.5%")


def test_the_same_accelerators_a_round_later(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "later.pptx",
        "Orrin Q8, 8x B200: 14,200 tokens/s Server in the Closed division (5.1-0031).",
        "Orrin Q8X, 8x B200: 39,900 tokens/s Server in the Closed division (6.0-0031).",
        "Orrin T72 rack, 72 GPUs: 330,000 tokens/s Server in the Closed division (6.0-0040).",
        "Across the Q8 line that is 2.8x the throughput on the same eight B200s a round later.",
    )
    codes = _codes(report, "a round later")
    assert "CROSS-ROUND" in codes
    assert "CHIP-COUNT" not in codes


def test_the_patterns_are_linear_on_hostile_text() -> None:
    words = vocabulary("comparison")
    with deadline(5, "a pointing-back pattern backtracked"):
        for hostile in ("that " * 4000, "1" * 20000 + "x", "same eight " * 2000, "a round " * 3000):
            for pattern in (
                pointing_back._POINTER,
                pointing_back._FACTOR,
                words.pattern("shared_count"),
                words.pattern("earlier_round"),
            ):
                list(pattern.finditer(hostile))
