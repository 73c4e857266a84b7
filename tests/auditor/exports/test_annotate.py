"""Annotated decks read back with pypdf and python-pptx: one mark per flagged claim, in place."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pptx import Presentation
from pypdf import PdfReader

from auditor.audit import AuditOptions, audit_deck
from auditor.exports.annotate import NOTES_END, NOTES_START, PREFIX, annotate_deck
from auditor.models import Decision, DeckReport, ReviewDecision
from examples.deck_builders import OFFLINE_CLAIM, SERVER_CLAIM, TextBox, build_pdf, build_pptx
from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT
OPTIONS = AuditOptions(use_default_results_db=False)
EMU_PER_PT = 12700


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _flagged(report: DeckReport) -> dict[str, object]:
    return {claim.id: claim for claim in report.claims if claim.flags}


def _pdf_marks(path: Path) -> dict[str, list[tuple[int, str, list[float], str]]]:
    """deckaudit annotations by kind: (page number, name, rect, contents)."""
    marks: dict[str, list[tuple[int, str, list[float], str]]] = {"highlight": [], "note": []}
    for number, page in enumerate(PdfReader(path).pages, start=1):
        for ref in page.get("/Annots") or []:
            annot = ref.get_object()
            name = str(annot.get("/NM", ""))
            rect = [float(v) for v in annot["/Rect"]]
            contents = str(annot.get("/Contents", ""))
            if name.startswith(f"{PREFIX}highlight-"):
                assert annot["/Subtype"] == "/Highlight"
                marks["highlight"].append((number, name, rect, contents))
            elif name.startswith(f"{PREFIX}note-"):
                assert annot["/Subtype"] == "/Text"
                marks["note"].append((number, name, rect, contents))
    return marks


@pytest.fixture
def pdf_deck(tmp_path: Path) -> Path:
    return build_pdf(
        tmp_path / "cobalt.pdf",
        [(50, 400, OFFLINE_CLAIM), (50, 300, SERVER_CLAIM), (50, 200, "Thank you.")],
        author="Cobalt",
    )


def test_pdf_gets_a_highlight_and_a_note_per_flagged_claim(pdf_deck: Path, tmp_path: Path) -> None:
    report = audit_deck(pdf_deck, OPTIONS)
    flagged = _flagged(report)
    assert len(flagged) == 2
    before = _sha(pdf_deck)
    out = tmp_path / "annotated.pdf"
    assert annotate_deck(pdf_deck, report, out) == 2
    assert _sha(pdf_deck) == before
    marks = _pdf_marks(out)
    assert len(marks["highlight"]) == len(marks["note"]) == 2
    for page, name, rect, contents in marks["highlight"]:
        claim = flagged[name.removeprefix(f"{PREFIX}highlight-")]
        box = claim.location.bbox
        assert page == claim.page
        assert rect == pytest.approx([box.x0, box.y0, box.x1, box.y1], abs=0.01)
        for item in claim.flags:
            assert item.code in contents
    for page, name, rect, contents in marks["note"]:
        claim = flagged[name.removeprefix(f"{PREFIX}note-")]
        box = claim.location.bbox
        assert page == claim.page
        assert rect[0] >= box.x1  # beside the claim, level with its top
        assert rect[3] == pytest.approx(box.y1)
        assert claim.id in contents
        assert all(item.code in contents for item in claim.flags)
    # The text under the highlight is the claim: the Offline claim sits at y = 400.
    offline = next(c for c in flagged.values() if "Offline" in c.text)
    assert offline.location.bbox.y0 < 400 < offline.location.bbox.y1


def test_pdf_annotating_again_replaces_and_decisions_are_honoured(
    pdf_deck: Path, tmp_path: Path
) -> None:
    report = audit_deck(pdf_deck, OPTIONS)
    first = tmp_path / "first.pdf"
    annotate_deck(pdf_deck, report, first)
    offline = next(c for c in report.claims if "Offline" in c.text)
    server = next(c for c in report.claims if "Server" in c.text)
    decisions = [
        ReviewDecision(claim_id=offline.id, flag_code=f.code, decision=Decision.DISMISSED)
        for f in offline.flags
    ]
    decisions.append(ReviewDecision(claim_id=server.id, note="asked the vendor on 3 May"))
    decisions[0].reason = "the appendix names the division"
    second = tmp_path / "second.pdf"
    # Dismissed findings stay marked, in grey, with the reviewer's verdict and reason.
    assert annotate_deck(first, report, second, decisions) == 2
    marks = _pdf_marks(second)
    assert len(marks["highlight"]) == len(marks["note"]) == 2  # the first copy's marks replaced
    notes = {name.removeprefix(f"{PREFIX}note-"): text for _, name, _, text in marks["note"]}
    assert "DISMISSED by the reviewer" in notes[offline.id]
    assert "the appendix names the division" in notes[offline.id]
    assert "asked the vendor on 3 May" in notes[server.id]
    colours = {
        str(ref.get_object()["/NM"]): [float(v) for v in ref.get_object()["/C"]]
        for page in PdfReader(second).pages
        for ref in page.get("/Annots") or []
        if str(ref.get_object().get("/NM", "")).startswith(f"{PREFIX}highlight-")
    }
    grey = colours[f"{PREFIX}highlight-{offline.id}"]
    assert grey[0] == grey[1] == grey[2]  # all dismissed: grey
    assert colours[f"{PREFIX}highlight-{server.id}"] != grey
    again = audit_deck(second, OPTIONS)  # the marks are set aside, never read as claims
    assert [c.text for c in again.claims] == [c.text for c in report.claims]
    assert [f.code for f in again.deck_flags] == ["TOOL-ANNOTATIONS"]


def test_libreoffice_pdf_export_is_annotated(tmp_path: Path) -> None:
    deck = REPO / "examples" / "cedar_league_table_export.pdf"
    report = audit_deck(deck, OPTIONS)
    out = tmp_path / "cedar.annotated.pdf"
    count = annotate_deck(deck, report, out)
    assert count == len(_flagged(report)) > 0
    assert len(_pdf_marks(out)["highlight"]) == count


@pytest.fixture
def pptx_deck(tmp_path: Path) -> Path:
    return build_pptx(
        tmp_path / "acme.pptx",
        [
            ("Acme platform", [TextBox("Acme builds servers for AI.")]),
            (
                "Results",
                [
                    TextBox(OFFLINE_CLAIM, left=40, top=110, width=380, height=60),
                    TextBox(SERVER_CLAIM, left=40, top=300, width=380, height=60),
                ],
            ),
        ],
        notes={2: "Speaker: stress the throughput."},
    )


def _callouts(path: Path) -> list[tuple[int, object]]:
    prs = Presentation(str(path))
    return [
        (number, shape)
        for number, slide in enumerate(prs.slides, start=1)
        for shape in slide.shapes
        if shape.name.startswith(f"{PREFIX}callout-")
    ]


def test_pptx_gets_a_callout_per_flagged_claim_beside_it(pptx_deck: Path, tmp_path: Path) -> None:
    report = audit_deck(pptx_deck, OPTIONS)
    flagged = _flagged(report)
    assert len(flagged) == 2
    before = _sha(pptx_deck)
    out = tmp_path / "annotated.pptx"
    assert annotate_deck(pptx_deck, report, out) == 2
    assert _sha(pptx_deck) == before
    callouts = _callouts(out)
    assert len(callouts) == 2
    for number, shape in callouts:
        claim = flagged[shape.name.removeprefix(f"{PREFIX}callout-")]
        box = claim.location.bbox
        assert number == claim.page
        left, top = shape.left / EMU_PER_PT, shape.top / EMU_PER_PT
        right, bottom = left + shape.width / EMU_PER_PT, top + shape.height / EMU_PER_PT
        # Beside the claim's text box (here: below it, as the box fills the slide's width)...
        assert top >= box.y0 and box.x0 <= left <= box.x1
        # ...covering no other claim's box, and within the slide.
        for other in flagged.values():
            if other.id != claim.id and other.page == number:
                ob = other.location.bbox
                assert not (left < ob.x1 and ob.x0 < right and top < ob.y1 and ob.y0 < bottom)
        for item in claim.flags:
            assert item.code in shape.text_frame.text
    slide = Presentation(str(out)).slides[1]
    notes = slide.notes_slide.notes_text_frame.text
    assert notes.startswith("Speaker: stress the throughput.")
    assert NOTES_START in notes and NOTES_END in notes
    for claim in flagged.values():
        assert claim.id in notes
    assert not Presentation(str(out)).slides[0].has_notes_slide  # no findings, no notes page


def test_pptx_annotating_again_replaces_and_decisions_are_honoured(
    pptx_deck: Path, tmp_path: Path
) -> None:
    report = audit_deck(pptx_deck, OPTIONS)
    first = tmp_path / "first.pptx"
    annotate_deck(pptx_deck, report, first)
    offline = next(c for c in report.claims if "Offline" in c.text)
    server = next(c for c in report.claims if "Server" in c.text)
    decisions = [
        ReviewDecision(claim_id=server.id, flag_code=f.code, decision=Decision.DISMISSED)
        for f in server.flags
    ]
    decisions.append(ReviewDecision(claim_id=offline.id, note="vendor sent the Server figure"))
    second = tmp_path / "second.pptx"
    assert annotate_deck(first, report, second, decisions) == 2
    callouts = {shape.name: shape for _, shape in _callouts(second)}
    assert set(callouts) == {f"{PREFIX}callout-{offline.id}", f"{PREFIX}callout-{server.id}"}
    assert (
        "vendor sent the Server figure" in callouts[f"{PREFIX}callout-{offline.id}"].text_frame.text
    )
    dismissed = callouts[f"{PREFIX}callout-{server.id}"].text_frame.text
    assert "all dismissed by the reviewer" in dismissed and "DISMISSED" in dismissed
    notes = Presentation(str(second)).slides[1].notes_slide.notes_text_frame.text
    assert notes.count(NOTES_START) == 1
    assert "DISMISSED by the reviewer" in notes
    assert notes.startswith("Speaker: stress the throughput.")
    again = audit_deck(second, OPTIONS)  # callouts and notes block set aside, never claims
    assert [c.text for c in again.claims] == [c.text for c in report.claims]
    assert "TOOL-ANNOTATIONS" in [f.code for f in again.deck_flags]


def test_annotating_onto_the_deck_itself_is_refused(pptx_deck: Path) -> None:
    report = audit_deck(pptx_deck, OPTIONS)
    with pytest.raises(ValueError):
        annotate_deck(pptx_deck, report, pptx_deck)


def test_annotate_command_applies_the_review_file(pptx_deck: Path, tmp_path: Path) -> None:
    from auditor.review_store import ReviewStore, review_path_for

    report = audit_deck(pptx_deck, OPTIONS)
    server = next(c for c in report.claims if "Server" in c.text)
    store = ReviewStore.load(review_path_for(pptx_deck))
    for item in server.flags:
        store.record(
            ReviewDecision(claim_id=server.id, flag_code=item.code, decision=Decision.DISMISSED)
        )
    store.save()
    out = tmp_path / "out.pptx"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "auditor",
            "annotate",
            str(pptx_deck),
            "-o",
            str(out),
            "--no-results",
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    callouts = {s.name: s for _, s in _callouts(out)}
    assert set(callouts) == {f"{PREFIX}callout-{c.id}" for c in report.claims if c.flags}
    assert "all dismissed" in callouts[f"{PREFIX}callout-{server.id}"].text_frame.text
    proc = subprocess.run(
        [sys.executable, "-m", "auditor", "annotate", str(pptx_deck), "-o", str(pptx_deck)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 2
