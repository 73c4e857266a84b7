"""Annotated PPTX as LibreOffice draws it: callouts beside the claims, pointing at them, never
over them; the reviewer's verdicts on them; and the annotated copy audits like the original."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.exports.annotate import PREFIX, annotate_deck, callout_tip
from auditor.models import Decision, ReviewDecision
from examples.deck_builders import CHAT_SLIDES, bullet_deck

OPTIONS = AuditOptions(use_default_results_db=False)
EMU_PER_PT = 12700
WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
)

needs_office = pytest.mark.skipif(
    not (shutil.which("soffice") and shutil.which("pdftotext")),
    reason="needs LibreOffice (soffice) and poppler (pdftotext)",
)


def _render(pptx: Path, out_dir: Path) -> list[list[tuple[float, float, float, float, str]]]:
    """The words of each page of LibreOffice's PDF rendering, with their boxes (points, y down)."""
    subprocess.run(
        [
            "soffice",
            "--headless",
            f"-env:UserInstallation=file://{out_dir / 'lo-profile'}",
            "--convert-to",
            "pdf",
            "--outdir",
            str(out_dir),
            str(pptx),
        ],
        check=True,
        capture_output=True,
        timeout=240,
    )
    pdf = out_dir / f"{pptx.stem}.pdf"
    html = out_dir / "words.html"
    subprocess.run(["pdftotext", "-bbox", str(pdf), str(html)], check=True, timeout=60)
    pages = html.read_text(encoding="utf-8").split("<page ")[1:]
    return [
        [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in WORD.findall(page)]
        for page in pages
    ]


def _inside(x: float, y: float, box: tuple[float, float, float, float], slack: float) -> bool:
    return box[0] - slack <= x <= box[2] + slack and box[1] - slack <= y <= box[3] + slack


@needs_office
def test_callouts_sit_beside_the_claims_as_libreoffice_draws_them(tmp_path: Path) -> None:
    deck = bullet_deck(tmp_path / "acme.pptx")
    report = audit_deck(deck, OPTIONS)
    flagged = {c.id: c for c in report.claims if c.flags}
    assert set(flagged) == {"p1-1", "p2-1"}
    rank, offline = flagged["p1-1"], flagged["p2-1"]
    decisions = [
        ReviewDecision(
            claim_id=rank.id,
            flag_code=rank.flags[0].code,
            decision=Decision.DISMISSED,
            reason="the footnote names the round",
        ),
        ReviewDecision(
            claim_id=offline.id, flag_code=offline.flags[0].code, decision=Decision.CONFIRMED
        ),
    ]
    out = tmp_path / "acme.annotated.pptx"
    assert annotate_deck(deck, report, out, decisions) == 2

    callouts = {
        shape.name.removeprefix(f"{PREFIX}callout-"): (number, shape)
        for number, slide in enumerate(Presentation(str(out)).slides, start=1)
        for shape in slide.shapes
        if shape.name.startswith(f"{PREFIX}callout-")
    }
    assert set(callouts) == set(flagged)
    pages = _render(out, tmp_path)
    for claim_id, claim in flagged.items():
        number, shape = callouts[claim_id]
        assert number == claim.page
        left, top = shape.left / EMU_PER_PT, shape.top / EMU_PER_PT
        rect = (left, top, left + shape.width / EMU_PER_PT, top + shape.height / EMU_PER_PT)
        words = pages[number - 1]
        # The claim's own words, as drawn: inside its text box, spelled as in the claim.
        box = claim.location.bbox
        tokens = set(claim.text.split())
        drawn = [
            w
            for w in words
            if w[4] in tokens and _inside((w[0] + w[2]) / 2, (w[1] + w[3]) / 2, _tuple(box), 2)
        ]
        assert len(drawn) >= len(tokens) // 2, (claim.text, drawn)
        for x0, y0, x1, y1, text in drawn:  # no claim word under the callout
            overlap = x0 < rect[2] and rect[0] < x1 and y0 < rect[3] and rect[1] < y1
            assert not overlap, f"callout {claim_id} covers {text!r}"
        # The pointer ends on the claim's text (within a few points of its words).
        tip_x, tip_y = callout_tip(shape)
        span = (
            min(w[0] for w in drawn),
            min(w[1] for w in drawn),
            max(w[2] for w in drawn),
            max(w[3] for w in drawn),
        )
        assert _inside(tip_x, tip_y, span, 8), (claim_id, (tip_x, tip_y), span)
        # The callout's own text is drawn inside the callout.
        own = [w for w in words if w[4] == claim_id and _inside(w[0], w[1], rect, 2)]
        assert own, f"callout {claim_id} text not drawn inside it"

    rendered = " ".join(w[4] for page in pages for w in page)
    assert "DISMISSED" in rendered and "CONFIRMED" in rendered
    assert "footnote" in rendered  # the dismissal's reason is on the slide

    again = audit_deck(out, OPTIONS)
    assert [c.id for c in again.claims] == [c.id for c in report.claims]
    assert [c.text for c in again.claims] == [c.text for c in report.claims]
    marks = [f for f in again.deck_flags if f.code == "TOOL-ANNOTATIONS"]
    assert len(marks) == 1 and "set aside" in marks[0].message
    assert len(CHAT_SLIDES) == len(pages)


def _tuple(box) -> tuple[float, float, float, float]:
    return (box.x0, box.y0, box.x1, box.y1)
