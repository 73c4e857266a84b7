"""A figure the sentence makes the evidence for a clause about the product's output or its users
is sold as quality, whatever the clause's words; a clause about capacity or speed, or a proof
the sentence denies, leaves it operational."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.proof_clause import proof_of_outcome
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _bucket(tmp_path: Path, sentence: str, figure: str) -> tuple[str, set[str]]:
    path = tmp_path / "proof.pptx"
    slides = (
        Slide(
            title="Why this box",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B, Server",
            bullets=(sentence,),
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if figure in c.text)
    return claim.labels.bucket.value, {f.code for f in claim.flags}


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        (
            "Those 31,000 tokens/s are our evidence that tenants get answers they can act on.",
            "31,000",
        ),
        (
            "The B200's 59,545 tokens/s stands as proof that every caller hears a sensible reply.",
            "59,545",
        ),
        (
            "The XE9680's 24,300 tokens/s is clear evidence that the tutor's hints will make sense.",
            "24,300",
        ),
    ],
)
def test_a_figure_as_proof_of_what_users_get(tmp_path: Path, sentence: str, figure: str) -> None:
    bucket, flags = _bucket(tmp_path, sentence, figure)
    assert bucket == "quality"
    assert "QUALITY-BUCKET" in flags


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        (
            "The 100,656 tokens/s is our evidence that the cluster can take launch-day traffic.",
            "100,656",
        ),
        ("Its 21,800 tokens/s is proof that no player is left waiting for a line.", "21,800"),
        ("The 59,545 tokens/s is no proof that callers get the right advice.", "59,545"),
    ],
)
def test_capacity_or_a_denied_proof_stays_operational(
    tmp_path: Path, sentence: str, figure: str
) -> None:
    bucket, _ = _bucket(tmp_path, sentence, figure)
    assert bucket == "operational"


def test_the_proof_frame_stays_linear() -> None:
    with deadline(5, "proof frame"):
        proof_of_outcome("is our " * 4000 + "evidence that " + "x" * 20000, 0)
        proof_of_outcome("are the clear " * 3000, 0)
