"""A figure on the speaker's own system credited to an MLPerf round that never existed cannot be a
published result: it is the speaker's own number, UNVERIFIED unless disclosed as such."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _flags(tmp_path: Path, sentence: str, figure: str) -> set[str]:
    path = tmp_path / "noround.pptx"
    slides = (Slide(title="Where we stand", bullets=(sentence, "Launch: spring 2027.")),)
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if figure in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("Our two-rack pod posted 880,000 tokens/s in MLPerf Inference v5.5.", "880,000"),
        ("MLPerf v4.5 Closed, Llama 2 70B Server: 31,000 tokens/s on our Q3 node.", "31,000"),
        ("Best-ever MLPerf v5.5 result for us: 61,000 tokens/s on Mixtral 8x7B.", "61,000"),
    ],
)
def test_an_own_figure_in_a_round_that_never_was(
    tmp_path: Path, sentence: str, figure: str
) -> None:
    flags = _flags(tmp_path, sentence, figure)
    assert {"ROUND-UNKNOWN", "UNVERIFIED"} <= flags


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        (
            "In MLPerf Inference v5.5, the XE9680 logged 27,900 tokens/s on Llama 2 70B Offline.",
            "27,900",
        ),
        (
            "Our Q9 node: 39,000 tokens/s on Llama 2 70B, MLPerf Inference v5.5 (unverified; "
            "Result not verified by MLCommons Association.)",
            "39,000",
        ),
    ],
)
def test_another_makers_figure_or_a_disclosed_one(
    tmp_path: Path, sentence: str, figure: str
) -> None:
    flags = _flags(tmp_path, sentence, figure)
    assert "ROUND-UNKNOWN" in flags
    assert "UNVERIFIED" not in flags
