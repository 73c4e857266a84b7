"""A deck is written by the party under review: a slide of hostile text must cost the audit
about what any slide costs, not seconds per pattern that rescans it.

The deck is a real .pptx built here; the limit sits far above a normal audit of it (about a
second), so only a pattern that backtracks without bound can break it.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from pptx import Presentation
from pptx.util import Inches

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.vendor import _LEGAL_NAME
from tests.deadline import deadline

AUDIT_LIMIT_S = 10
PATTERN_LIMIT_S = 5


def _one_slide_deck(path: Path, text: str) -> Path:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    box = slide.shapes.add_textbox(Inches(1), Inches(1), Inches(8), Inches(5))
    box.text_frame.text = text
    prs.save(str(path))
    return path


def test_a_slide_of_20_kb_of_initials_audits_in_normal_time(tmp_path: Path) -> None:
    deck = _one_slide_deck(tmp_path / "initials.pptx", "A." * 10_000)
    options = AuditOptions(use_default_results_db=False, replay=False)
    audit_deck(_one_slide_deck(tmp_path / "warm.pptx", "Hello."), options)  # imports, patterns
    # Timed, not alarmed: the audit turns any exception, an alarm's too, into an UNREADABLE report.
    started = time.perf_counter()
    report = audit_deck(deck, options)
    elapsed = time.perf_counter() - started
    assert [f.code for f in report.deck_flags if f.code == "UNREADABLE"] == []
    assert elapsed < AUDIT_LIMIT_S, f"the audit took {elapsed:.1f} s"


@pytest.mark.parametrize(
    "run",
    ["A." * 20_000, "A'" * 20_000, "(c) " + "A-" * 20_000],
    ids=["initials", "apostrophes", "hyphens after a copyright"],
)
def test_a_legal_name_is_looked_for_once_per_word(run: str) -> None:
    with deadline(PATTERN_LIMIT_S):
        assert _LEGAL_NAME.search(run) is None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Bolt Systems GmbH builds servers", "Bolt Systems"),
        ("'Acme Chips, Inc.' ships racks", "Acme Chips"),
        ("Made by McDonald's Labs Ltd.", "McDonald's Labs"),
        ("(Acme Chips Inc)", "Acme Chips"),
    ],
)
def test_a_legal_name_still_reads(text: str, name: str) -> None:
    found = _LEGAL_NAME.search(text)
    assert found is not None and found.group("name") == name
