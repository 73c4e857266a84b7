"""The average draw MLPerf Power reports ('drew 9,800 W on average') is the measurement's own,
not an average the deck worked out; without MLPerf Power named, 'on average' stays derived."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    ("heading", "derived"),
    [
        ("MLPerf Inference v5.1 with MLPerf Power, Closed, Llama 2 70B, Server", False),
        ("MLPerf Inference v5.1, Closed, Llama 2 70B, Server", True),
    ],
)
def test_an_average_draw_is_derived_only_without_mlperf_power(
    tmp_path: Path, heading: str, derived: bool
) -> None:
    slide = Slide(
        heading=heading,
        bullets=("The Orrin R8 drew 9,800 W on average while serving 61,000 tokens/s (5.1-0101).",),
    )
    path = tmp_path / "power.pptx"
    write_pptx(DeckSpec("power", "pptx", "Orrin Systems", (slide,), "unstated"), path)
    claim = next(c for c in audit_deck(path, OPTIONS).claims if "9,800 W" in c.text)
    assert ("DERIVED-METRIC" in {f.code for f in claim.flags}) is derived
