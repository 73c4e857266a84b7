"""The accuracy gate offered as a grade by the sentence's structure: the gate's phrase, an aside,
then a verb that tells the reader what the output will be like; or the gate presented 'as' a
rating, score, seal or proof. A pass mark read as a pass mark stays operational."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.rules import _gate_sold_by_consequence
from auditor.labels.signals import GATE_WORDS
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audited(tmp_path: Path, sentence: str) -> tuple[str, set[str]]:
    path = tmp_path / "gate.pptx"
    slides = (
        Slide(
            title="Accuracy", heading="MLPerf Inference v5.1, Closed division", bullets=(sentence,)
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "%" in c.text)
    return claim.labels.bucket.value, {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "sentence",
    [
        "Llama 2 70B's accuracy bar, 99.9% of the reference score, tells patients their "
        "summaries will be faithful.",
        "The vendor markets the 99.9% accuracy target on Llama 2 70B as a trust score for its "
        "legal assistant.",
        "Sales slides show Whisper's 99% accuracy threshold as proof of flawless minutes.",
        "Their brochure quotes the 99% accuracy gate for ResNet as an A-grade quality seal.",
    ],
)
def test_the_gate_offered_as_a_grade(tmp_path: Path, sentence: str) -> None:
    bucket, flags = _audited(tmp_path, sentence)
    assert bucket == "quality"
    assert "GATE-AS-GRADE" in flags


@pytest.mark.parametrize(
    "sentence",
    [
        "We read Whisper's 99% accuracy target as a pass mark, nothing more.",
        "The 99.9% accuracy target on Llama 2 70B works as a measure of result validity.",
        "The 99% accuracy target for ResNet tells you nothing about your own images.",
        "Meeting the 99% accuracy target as well as a 3,000 samples/s score got Whisper listed.",
    ],
)
def test_a_pass_mark_read_as_one_is_no_grade(tmp_path: Path, sentence: str) -> None:
    bucket, flags = _audited(tmp_path, sentence)
    assert bucket == "operational"
    assert "GATE-AS-GRADE" not in flags


def test_the_gate_verdict_patterns_stay_linear() -> None:
    hostile = [
        "the 99% accuracy target" + " word" * 5000 + " ,",
        "the 99% accuracy target as" + " an" * 5000,
        "the 99% accuracy target" + ", " * 8000,
    ]
    with deadline(5, "gate verdicts"):
        for text in hostile:
            gate = GATE_WORDS.search(text)
            assert gate is not None
            _gate_sold_by_consequence(text, gate.end())
