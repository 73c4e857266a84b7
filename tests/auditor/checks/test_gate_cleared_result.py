"""A benchmark model said to have cleared the accuracy gate reports how that benchmark's result
fared, so it needs the result's ID; the gate described on its own ('It cleared the target') is
the benchmark's and needs none."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _flags(tmp_path: Path, sentence: str) -> set[str]:
    path = tmp_path / "cleared.pptx"
    slides = (Slide(title="Why it is safe", heading="MLPerf Inference v5.1", bullets=(sentence,)),)
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "%" in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "sentence",
    [
        "The recogniser passed MLPerf's 99% accuracy bar on Whisper, which means every witness "
        "statement will be transcribed correctly.",
        "Since the system met the 99.9% accuracy target on Llama 2 70B, patients can trust "
        "every summary.",
        "Our box cleared the 99% accuracy gate for ResNet, so shoppers always see the right "
        "product.",
    ],
)
def test_a_cleared_gate_sold_as_a_grade_needs_its_result(tmp_path: Path, sentence: str) -> None:
    flags = _flags(tmp_path, sentence)
    assert {"GATE-AS-GRADE", "RESULT-ID-MISSING"} <= flags


@pytest.mark.parametrize(
    "sentence",
    [
        "The 99.9% accuracy target on Llama 2 70B guarantees answers your lawyers can trust.",
        "It cleared the 99.9% accuracy target, so every caption will be right.",
        "Our box cleared the 99% accuracy gate for ResNet, so shoppers always see the right "
        "product (result 5.1-0019).",
    ],
)
def test_the_gate_alone_or_a_cited_result_needs_no_id(tmp_path: Path, sentence: str) -> None:
    flags = _flags(tmp_path, sentence)
    assert "GATE-AS-GRADE" in flags
    assert "RESULT-ID-MISSING" not in flags
