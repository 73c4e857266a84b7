"""Annotated copies of a deck: the findings marked on the slides themselves.

PDF: each flagged claim gets a highlight over its text and a note icon beside it holding the flag
codes, severities and messages. PPTX/PPTM: each flagged claim gets a callout shape beside it, and
every slide with findings gets them appended to its speaker notes between two marker lines.
Everything added is named `deckaudit-…`, so annotating an annotated copy again replaces the old
marks instead of piling new ones on top. Flags a reviewer dismissed are left out; reviewer notes
are included. The original file is never written.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from auditor.exports.decisions import apply_decisions, is_dismissed
from auditor.models import ClaimAudit, DeckReport, Flag, LabelSource, ReviewDecision, Severity
from extractors import BBox

PREFIX = "deckaudit-"
NOTES_START = "[deckaudit findings]"
NOTES_END = "[end of deckaudit findings]"
MAX_MESSAGE_CHARS = 600
MAX_CALLOUT_MESSAGE_CHARS = 160
HIGHLIGHT_COLOURS = {Severity.ERROR: "ff8080", Severity.WARNING: "ffe066", Severity.INFO: "a0d8ff"}
CALLOUT_FILLS = {Severity.ERROR: "FFE0E0", Severity.WARNING: "FFF4C2", Severity.INFO: "E2F2FF"}
NOTE_ICON_PT = 20.0
GAP_PT = 6.0
EMU_PER_PT = 12700


@dataclass
class Finding:
    """A flagged claim as it is annotated: the flags still standing and the reviewer's notes."""

    claim: ClaimAudit
    flags: list[Flag]
    notes: list[str]

    @property
    def severity(self) -> Severity:
        """The worst severity among the flags."""
        return max((f.severity for f in self.flags), key=lambda s: s.rank)

    @property
    def codes(self) -> str:
        """The flag codes, comma-separated."""
        return ", ".join(f.code for f in self.flags)

    def lines(self, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
        """One line per flag, then the reviewer's notes."""
        out = [
            f"[{f.severity.value}] {f.code}{_source_mark(f)}: {_clip(f.message, limit)}"
            for f in self.flags
        ]
        out += [f"Reviewer note: {_clip(note, limit)}" for note in self.notes]
        return out


def findings(report: DeckReport, decisions: list[ReviewDecision] | None = None) -> list[Finding]:
    """The claims to annotate: those with at least one flag no reviewer dismissed."""
    reviewed = apply_decisions(report, decisions)
    out = []
    for claim in reviewed.claims:
        standing = [f for f in claim.flags if not is_dismissed(f.details)]
        if standing:
            out.append(Finding(claim=claim, flags=standing, notes=list(claim.reviewer_notes)))
    return out


def deck_level_flags(report: DeckReport) -> list[Flag]:
    """Deck flags that concern a readable deck (UNREADABLE has nothing to mark)."""
    return [f for f in report.deck_flags if f.code != "UNREADABLE"]


def annotate_deck(
    deck_path: Path,
    report: DeckReport,
    out_path: Path,
    decisions: list[ReviewDecision] | None = None,
    password: str | None = None,
) -> int:
    """Write an annotated copy of a deck to `out_path`; returns the number of claims marked.

    The kind comes from the report (`pdf`, `pptx` or `pptm`); `out_path` must not be the deck.
    """
    deck_path, out_path = Path(deck_path), Path(out_path)
    if out_path.resolve() == deck_path.resolve():
        raise ValueError("the annotated copy must not overwrite the deck itself")
    marked = findings(report, decisions)
    if report.deck.kind == "pdf":
        return annotate_pdf(deck_path, marked, deck_level_flags(report), out_path, password)
    if report.deck.kind in ("pptx", "pptm"):
        return annotate_pptx(deck_path, marked, deck_level_flags(report), out_path)
    raise ValueError(f"cannot annotate a deck of kind {report.deck.kind!r}")


def _source_mark(item: Flag) -> str:
    return " (found by the language model)" if item.source == LabelSource.LLM else ""


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _claim_note(finding: Finding) -> str:
    head = f"deckaudit {finding.claim.id}: {finding.codes} ({finding.severity.value})"
    return "\n".join([head, *finding.lines()])


# --- PDF ---------------------------------------------------------------------------------


def annotate_pdf(
    deck_path: Path,
    marked: list[Finding],
    deck_flags: list[Flag],
    out_path: Path,
    password: str | None = None,
) -> int:
    """Highlights and notes on a copy of a PDF; earlier deckaudit annotations are replaced."""
    from pypdf import PdfReader, PdfWriter

    reader = PdfReader(deck_path)
    if reader.is_encrypted:
        reader.decrypt(password or "")
    writer = PdfWriter(clone_from=reader)
    for page in writer.pages:
        _drop_pdf_marks(page)
    icons: dict[int, list[tuple[float, float]]] = {}
    count = 0
    for finding in marked:
        index = finding.claim.page - 1
        if not 0 <= index < len(writer.pages):
            continue
        box = finding.claim.location.bbox
        page_box = writer.pages[index].mediabox
        if box is not None:
            _add_highlight(writer, index, finding, box)
            anchor = (box.x1 + GAP_PT, box.y1)
            if anchor[0] + NOTE_ICON_PT > float(page_box.right):
                anchor = (box.x0 - GAP_PT - NOTE_ICON_PT, box.y1)
        else:
            anchor = (float(page_box.left) + GAP_PT, float(page_box.top) - GAP_PT)
        rect = _stacked_icon(icons.setdefault(index, []), anchor, page_box)
        _add_note(writer, index, rect, _claim_note(finding), f"{PREFIX}note-{finding.claim.id}")
        count += 1
    for number, item in enumerate(deck_flags):
        index = (item.page or 1) - 1
        if not 0 <= index < len(writer.pages):
            index = 0
        page_box = writer.pages[index].mediabox
        anchor = (float(page_box.left) + GAP_PT, float(page_box.top) - GAP_PT)
        rect = _stacked_icon(icons.setdefault(index, []), anchor, page_box)
        text = f"deckaudit (whole deck): [{item.severity.value}] {item.code}: {item.message}"
        _add_note(writer, index, rect, text, f"{PREFIX}deck-{number}-{item.code}")
    with out_path.open("wb") as handle:
        writer.write(handle)
    return count


def _drop_pdf_marks(page: object) -> None:
    from pypdf.generic import ArrayObject, NameObject

    annots = page.get("/Annots")  # type: ignore[attr-defined]
    if annots is None:
        return
    kept = ArrayObject()
    for ref in annots.get_object():
        annot = ref.get_object()
        name = str(annot.get("/NM", "")) if hasattr(annot, "get") else ""
        parent = annot.get("/Parent") if hasattr(annot, "get") else None
        parent_name = str(parent.get_object().get("/NM", "")) if parent is not None else ""
        if name.startswith(PREFIX) or parent_name.startswith(PREFIX):
            continue
        kept.append(ref)
    page[NameObject("/Annots")] = kept  # type: ignore[index]


def _add_highlight(writer: object, index: int, finding: Finding, box: BBox) -> None:
    from pypdf.annotations import Highlight
    from pypdf.generic import ArrayObject, FloatObject, NameObject, TextStringObject

    quad = ArrayObject(
        FloatObject(v) for v in (box.x0, box.y1, box.x1, box.y1, box.x0, box.y0, box.x1, box.y0)
    )
    highlight = Highlight(
        rect=(box.x0, box.y0, box.x1, box.y1),
        quad_points=quad,
        highlight_color=HIGHLIGHT_COLOURS[finding.severity],
        printing=True,
    )
    highlight[NameObject("/NM")] = TextStringObject(f"{PREFIX}highlight-{finding.claim.id}")
    highlight[NameObject("/T")] = TextStringObject("deckaudit")
    highlight[NameObject("/Contents")] = TextStringObject(_claim_note(finding))
    writer.add_annotation(index, highlight)  # type: ignore[attr-defined]


def _add_note(writer: object, index: int, rect: tuple[float, ...], text: str, name: str) -> None:
    from pypdf.annotations import Text
    from pypdf.generic import NameObject, TextStringObject

    note = Text(rect=rect, text=text, open=False)
    note[NameObject("/NM")] = TextStringObject(name)
    note[NameObject("/T")] = TextStringObject("deckaudit")
    note[NameObject("/Name")] = NameObject("/Comment")
    writer.add_annotation(index, note)  # type: ignore[attr-defined]


def _stacked_icon(
    taken: list[tuple[float, float]], anchor: tuple[float, float], page_box: object
) -> tuple[float, float, float, float]:
    """A note icon's rectangle at `anchor` (its top-left), moved down past icons already there."""
    left = min(max(anchor[0], float(page_box.left)), float(page_box.right) - NOTE_ICON_PT)  # type: ignore[attr-defined]
    top = anchor[1]
    while any(abs(x - left) < NOTE_ICON_PT and abs(y - top) < NOTE_ICON_PT for x, y in taken):
        top -= NOTE_ICON_PT + 2
    top = max(top, float(page_box.bottom) + NOTE_ICON_PT)  # type: ignore[attr-defined]
    taken.append((left, top))
    return (left, top - NOTE_ICON_PT, left + NOTE_ICON_PT, top)


# --- PPTX --------------------------------------------------------------------------------


def annotate_pptx(
    deck_path: Path, marked: list[Finding], deck_flags: list[Flag], out_path: Path
) -> int:
    """Callouts and speaker-notes findings on a copy of a PPTX; earlier ones are replaced."""
    from pptx import Presentation

    prs = Presentation(str(deck_path))
    slide_w = (prs.slide_width or 0) / EMU_PER_PT
    slide_h = (prs.slide_height or 0) / EMU_PER_PT
    slides = list(prs.slides)
    by_slide: dict[int, list[Finding]] = {}
    for finding in marked:
        by_slide.setdefault(finding.claim.page, []).append(finding)
    deck_by_slide: dict[int, list[Flag]] = {}
    for item in deck_flags:
        page = item.page if item.page and 1 <= item.page <= len(slides) else 1
        deck_by_slide.setdefault(page, []).append(item)
    count = 0
    for number, slide in enumerate(slides, start=1):
        for shape in list(slide.shapes):
            if shape.name.startswith(PREFIX):
                shape._element.getparent().remove(shape._element)
        here = by_slide.get(number, [])
        columns: dict[float, float] = {}
        for finding in here:
            box = finding.claim.location.bbox or _shape_box(slide, finding.claim.location.shape_id)
            _add_callout(slide, finding, box, slide_w, slide_h, columns)
            count += 1
        _write_notes(slide, here, deck_by_slide.get(number, []))
    prs.save(str(out_path))
    return count


def _shape_box(slide: object, shape_id: int | None) -> BBox | None:
    if shape_id is None:
        return None
    for shape in slide.shapes:  # type: ignore[attr-defined]
        if shape.shape_id == shape_id and shape.width is not None and shape.left is not None:
            return BBox(
                x0=shape.left / EMU_PER_PT,
                y0=shape.top / EMU_PER_PT,
                x1=(shape.left + shape.width) / EMU_PER_PT,
                y1=(shape.top + shape.height) / EMU_PER_PT,
            )
    return None


def callout_size(finding: Finding, slide_w: float) -> tuple[float, float]:
    """Width and height (points) of a callout that fits the finding's text at 9 pt."""
    width = max(160.0, min(240.0, slide_w * 0.28))
    chars_per_line = max(20, int(width / 4.6))
    lines = [f"{finding.claim.id}: {finding.codes}", *finding.lines(MAX_CALLOUT_MESSAGE_CHARS)]
    rows = sum(max(1, math.ceil(len(line) / chars_per_line)) for line in lines)
    return width, min(rows * 11.0 + 10.0, 260.0)


def callout_place(
    box: BBox | None,
    size: tuple[float, float],
    slide_w: float,
    slide_h: float,
    columns: dict[float, float],
) -> tuple[float, float]:
    """Top-left (points) of a callout: right of the claim, else left of it, else at the right edge.

    Callouts in one column stack downwards instead of covering each other.
    """
    width, height = size
    if box is None:
        left, top = slide_w - width - GAP_PT, GAP_PT
    elif box.x1 + GAP_PT + width <= slide_w:
        left, top = box.x1 + GAP_PT, box.y0
    elif box.x0 - GAP_PT - width >= 0:
        left, top = box.x0 - GAP_PT - width, box.y0
    else:
        left, top = max(0.0, slide_w - width - GAP_PT), box.y0
    top = max(top, columns.get(left, 0.0))
    top = max(0.0, min(top, slide_h - height)) if slide_h else top
    columns[left] = top + height + GAP_PT
    return left, top


def _add_callout(
    slide: object,
    finding: Finding,
    box: BBox | None,
    slide_w: float,
    slide_h: float,
    columns: dict[float, float],
) -> None:
    from pptx.dml.color import RGBColor
    from pptx.enum.shapes import MSO_SHAPE
    from pptx.util import Pt

    width, height = callout_size(finding, slide_w)
    left, top = callout_place(box, (width, height), slide_w, slide_h, columns)
    shape = slide.shapes.add_shape(  # type: ignore[attr-defined]
        MSO_SHAPE.RECTANGULAR_CALLOUT, Pt(left), Pt(top), Pt(width), Pt(height)
    )
    shape.name = f"{PREFIX}callout-{finding.claim.id}"
    if box is not None:
        tip_x = box.x1 if left >= box.x1 else box.x0
        tip_y = (box.y0 + box.y1) / 2
        shape.adjustments[0] = (tip_x - (left + width / 2)) / width
        shape.adjustments[1] = (tip_y - (top + height / 2)) / height
    fill = CALLOUT_FILLS[finding.severity]
    shape.fill.solid()
    shape.fill.fore_color.rgb = RGBColor.from_string(fill)
    shape.line.color.rgb = RGBColor.from_string(
        "C00000" if finding.severity == "error" else "806000"
    )
    frame = shape.text_frame
    frame.word_wrap = True
    lines = [f"{finding.claim.id}: {finding.codes}", *finding.lines(MAX_CALLOUT_MESSAGE_CHARS)]
    for number, line in enumerate(lines):
        paragraph = frame.paragraphs[0] if number == 0 else frame.add_paragraph()
        paragraph.text = line
        paragraph.font.size = Pt(9)
        paragraph.font.bold = number == 0
        paragraph.font.color.rgb = RGBColor(0x20, 0x20, 0x20)


def _write_notes(slide: object, marked: list[Finding], deck_flags: list[Flag]) -> None:
    """Replace this slide's deckaudit block in the speaker notes with the current findings."""
    if slide.has_notes_slide:  # type: ignore[attr-defined]
        frame = slide.notes_slide.notes_text_frame  # type: ignore[attr-defined]
        if frame is not None:
            _drop_notes_block(frame)
    if not marked and not deck_flags:
        return
    frame = slide.notes_slide.notes_text_frame  # type: ignore[attr-defined]
    if frame is None:
        return  # a notes page without a body placeholder has nowhere to put text
    lines = [NOTES_START]
    for finding in marked:
        lines.append(
            f"{finding.claim.id} ({finding.severity.value}): “{_clip(finding.claim.text, 200)}”"
        )
        lines += [f"  {line}" for line in finding.lines()]
    for item in deck_flags:
        lines.append(f"Whole deck [{item.severity.value}] {item.code}: {_clip(item.message, 600)}")
    lines.append(NOTES_END)
    reuse_first = len(frame.paragraphs) == 1 and not frame.paragraphs[0].text
    for number, line in enumerate(lines):
        paragraph = frame.paragraphs[0] if (number == 0 and reuse_first) else frame.add_paragraph()
        paragraph.text = line


def _drop_notes_block(frame: object) -> None:
    inside = False
    for paragraph in list(frame.paragraphs):  # type: ignore[attr-defined]
        text = paragraph.text.strip()
        if text == NOTES_START:
            inside = True
        if inside:
            paragraph._p.getparent().remove(paragraph._p)
        if text == NOTES_END:
            inside = False
    if not frame.paragraphs:  # type: ignore[attr-defined]
        frame.add_paragraph()  # type: ignore[attr-defined]
