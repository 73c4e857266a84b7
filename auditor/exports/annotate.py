"""Annotated copies of a deck: the findings marked on the slides themselves.

PDF: each flagged claim gets a highlight over its text and a note icon beside it holding the flag
codes, severities and messages. PPTX/PPTM: each flagged claim gets a callout beside its text
(never over it, its pointer on the text), and every slide with findings gets them appended to its
speaker notes between two marker lines. Each finding says whether the reviewer confirmed or
dismissed it, and why; a claim whose findings were all dismissed is marked in grey. Decisions
made on an earlier version of the deck are listed on the first page.

Everything added carries deckaudit's mark (`extractors.tool_marks`): the readers set marked
annotations aside, so auditing an annotated copy never reads the findings as claims, and
annotating it again replaces the old marks instead of piling new ones on top. The original file
is never written.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from auditor.exports.decisions import apply_decisions, decision_text, is_dismissed, stale_entries
from auditor.models import (
    ClaimAudit,
    Decision,
    DeckReport,
    Flag,
    LabelSource,
    ReviewDecision,
    Severity,
)
from auditor.review_store import StaleDecisions
from extractors import NOTES_END, NOTES_START, PDF_MARK_KEY, TOOL_MARK, BBox

PREFIX = "deckaudit-"
__all__ = ["NOTES_END", "NOTES_START", "PREFIX", "annotate_deck"]
MAX_MESSAGE_CHARS = 600
MAX_CALLOUT_MESSAGE_CHARS = 160
HIGHLIGHT_COLOURS = {Severity.ERROR: "ff8080", Severity.WARNING: "ffe066", Severity.INFO: "a0d8ff"}
CALLOUT_FILLS = {Severity.ERROR: "FFE0E0", Severity.WARNING: "FFF4C2", Severity.INFO: "E2F2FF"}
DISMISSED_HIGHLIGHT = "c8c8c8"
DISMISSED_FILL = "EEEEEE"
NOTE_ICON_PT = 20.0
GAP_PT = 6.0
EMU_PER_PT = 12700


@dataclass
class Finding:
    """A flagged claim as it is annotated: every flag with the reviewer's verdict, and notes."""

    claim: ClaimAudit
    flags: list[Flag]
    notes: list[str]

    @property
    def standing(self) -> list[Flag]:
        """The flags no reviewer dismissed."""
        return [f for f in self.flags if not is_dismissed(f.details)]

    @property
    def all_dismissed(self) -> bool:
        """Whether the reviewer dismissed every flag of the claim."""
        return not self.standing

    @property
    def severity(self) -> Severity:
        """The worst severity among the flags still standing (or among all when none is)."""
        pool = self.standing or self.flags
        return max((f.severity for f in pool), key=lambda s: s.rank)

    @property
    def codes(self) -> str:
        """The flag codes, comma-separated."""
        return ", ".join(f.code for f in self.flags)

    def lines(self, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
        """One line per flag with its source and the reviewer's verdict, then the notes."""
        out = [
            f"[{f.severity.value}] {f.code}{_source_mark(f)}{_verdict(f)}: {_clip(f.message, limit)}"
            for f in self.flags
        ]
        out += [f"Reviewer note: {_clip(note, limit)}" for note in self.notes]
        return out


def _verdict(item: Flag) -> str:
    review = item.details.get("review")
    if not review:
        return ""
    reason = item.details.get("review_reason")
    word = "CONFIRMED" if review == Decision.CONFIRMED.value else "DISMISSED"
    return f" — {word} by the reviewer" + (f" (“{reason}”)" if reason else "")


def findings(report: DeckReport, decisions: list[ReviewDecision] | None = None) -> list[Finding]:
    """The claims to annotate: every claim with a flag, whatever the reviewer decided."""
    reviewed = apply_decisions(report, decisions)
    return [
        Finding(claim=claim, flags=list(claim.flags), notes=list(claim.reviewer_notes))
        for claim in reviewed.claims
        if claim.flags
    ]


def deck_level_flags(report: DeckReport) -> list[Flag]:
    """Deck flags that concern a readable deck (UNREADABLE has nothing to mark)."""
    return [f for f in report.deck_flags if f.code != "UNREADABLE"]


def annotate_deck(
    deck_path: Path,
    report: DeckReport,
    out_path: Path,
    decisions: list[ReviewDecision] | None = None,
    password: str | None = None,
    stale: list[StaleDecisions] | None = None,
) -> int:
    """Write an annotated copy of a deck to `out_path`; returns the number of claims marked.

    The kind comes from the report (`pdf`, `pptx` or `pptm`); `out_path` must not be the deck.
    Decisions made on an earlier version of the deck (`stale`) are listed on the first page.
    """
    deck_path, out_path = Path(deck_path), Path(out_path)
    if out_path.resolve() == deck_path.resolve():
        raise ValueError("the annotated copy must not overwrite the deck itself")
    marked = findings(report, decisions)
    reviewed = apply_decisions(report, decisions)
    deck_flags = deck_level_flags(reviewed)
    earlier = _stale_lines(stale)
    if report.deck.kind == "pdf":
        return annotate_pdf(deck_path, marked, deck_flags, out_path, password, earlier)
    if report.deck.kind in ("pptx", "pptm"):
        return annotate_pptx(deck_path, marked, deck_flags, out_path, earlier)
    raise ValueError(f"cannot annotate a deck of kind {report.deck.kind!r}")


def _source_mark(item: Flag) -> str:
    return " (found by the language model)" if item.source == LabelSource.LLM else ""


def _stale_lines(stale: list[StaleDecisions] | None) -> list[str]:
    lines = []
    for _, decision, text in stale_entries(stale):
        quoted = f" “{_clip(text, 120)}”" if text else ""
        lines.append(f"Earlier version, {decision.claim_id}{quoted}: {decision_text(decision)}")
    return lines


def _deck_flag_line(item: Flag) -> str:
    return f"Whole deck [{item.severity.value}] {item.code}{_verdict(item)}: {_clip(item.message, 600)}"


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
    earlier: list[str] | None = None,
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
        text = f"deckaudit: {_deck_flag_line(item)}"
        _add_note(writer, index, rect, text, f"{PREFIX}deck-{number}-{item.code}")
    if earlier and writer.pages:
        page_box = writer.pages[0].mediabox
        anchor = (float(page_box.left) + GAP_PT, float(page_box.top) - GAP_PT)
        rect = _stacked_icon(icons.setdefault(0, []), anchor, page_box)
        text = "deckaudit: decisions made on an earlier version of the deck\n" + "\n".join(earlier)
        _add_note(writer, 0, rect, text, f"{PREFIX}stale")
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
        if not hasattr(annot, "get"):
            kept.append(ref)
            continue
        parent = annot.get("/Parent")
        parent_mark = str(parent.get_object().get(PDF_MARK_KEY, "")) if parent is not None else ""
        if TOOL_MARK in (str(annot.get(PDF_MARK_KEY, "")), parent_mark):
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
        highlight_color=(
            DISMISSED_HIGHLIGHT if finding.all_dismissed else HIGHLIGHT_COLOURS[finding.severity]
        ),
        printing=True,
    )
    highlight[NameObject(PDF_MARK_KEY)] = TextStringObject(TOOL_MARK)
    highlight[NameObject("/NM")] = TextStringObject(f"{PREFIX}highlight-{finding.claim.id}")
    highlight[NameObject("/T")] = TextStringObject("deckaudit")
    highlight[NameObject("/Contents")] = TextStringObject(_claim_note(finding))
    writer.add_annotation(index, highlight)  # type: ignore[attr-defined]


def _add_note(writer: object, index: int, rect: tuple[float, ...], text: str, name: str) -> None:
    from pypdf.annotations import Text
    from pypdf.generic import NameObject, TextStringObject

    note = Text(rect=rect, text=text, open=False)
    note[NameObject(PDF_MARK_KEY)] = TextStringObject(TOOL_MARK)
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


# --- PPTX ---------------------------------------------------------------------------------

TEXT_INSET_X = 7.2  # PowerPoint's default text-box insets, points
TEXT_INSET_Y = 3.6
DEFAULT_FONT_PT = 18.0
CHAR_WIDTH = 0.5  # average glyph width as a share of the font size
LINE_HEIGHT = 1.2


def annotate_pptx(
    deck_path: Path,
    marked: list[Finding],
    deck_flags: list[Flag],
    out_path: Path,
    earlier: list[str] | None = None,
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
            if _is_marked(shape):
                shape._element.getparent().remove(shape._element)
        here = by_slide.get(number, [])
        # The claims' own text is what callouts must never cover.
        texts = [claim_text_box(slide, f.claim) for f in here]
        taken = [box for box in texts if box is not None] + slide_text_boxes(slide) if here else []
        for finding, text_box in zip(here, texts, strict=True):
            _add_callout(slide, finding, text_box, slide_w, slide_h, taken)
            count += 1
        extra = earlier if number == 1 else None
        _write_notes(slide, here, deck_by_slide.get(number, []), extra)
    prs.save(str(out_path))
    return count


def _is_marked(shape: object) -> bool:
    try:
        c_nv_pr = shape._element.xpath("./*[1]/p:cNvPr")  # type: ignore[attr-defined]
    except Exception:
        return False
    return bool(c_nv_pr) and c_nv_pr[0].get("descr") == TOOL_MARK


def _shape_of(slide: object, shape_id: int | None) -> object | None:
    if shape_id is None:
        return None
    for shape in slide.shapes:  # type: ignore[attr-defined]
        if shape.shape_id == shape_id and shape.width is not None and shape.left is not None:
            return shape
    return None


def _box_of(shape: object) -> BBox:
    return BBox(
        x0=shape.left / EMU_PER_PT,  # type: ignore[attr-defined]
        y0=shape.top / EMU_PER_PT,  # type: ignore[attr-defined]
        x1=(shape.left + shape.width) / EMU_PER_PT,  # type: ignore[attr-defined]
        y1=(shape.top + shape.height) / EMU_PER_PT,  # type: ignore[attr-defined]
    )


def paragraph_boxes(shape: object, box: BBox | None = None) -> list[tuple[str, BBox]]:
    """Each paragraph of a shape's text with where it sits (points), estimated from its text.

    Text starts at the top left inside the shape and takes as many lines as its length needs
    at its font size; the paragraphs above push it down.
    """
    if not getattr(shape, "has_text_frame", False):
        return []
    box = box or _box_of(shape)
    inner_w = max(20.0, (box.x1 - box.x0) - 2 * TEXT_INSET_X)
    top = box.y0 + TEXT_INSET_Y
    out = []
    for paragraph in shape.text_frame.paragraphs:  # type: ignore[attr-defined]
        text = " ".join(paragraph.text.split())
        size = _paragraph_pt(paragraph)
        per_line = max(8, int(inner_w / (size * CHAR_WIDTH)))
        lines = max(1, math.ceil(len(text) / per_line))
        height = lines * size * LINE_HEIGHT
        if text:
            width = min(inner_w, len(text) * size * CHAR_WIDTH)
            x0 = box.x0 + TEXT_INSET_X
            out.append((text, BBox(x0=x0, y0=top, x1=x0 + width, y1=top + height)))
        top += height
    return out


def claim_text_box(slide: object, claim: ClaimAudit) -> BBox | None:
    """Where the claim's own text sits on the slide (points): its paragraph in its shape."""
    shape = _shape_of(slide, claim.location.shape_id)
    box = claim.location.bbox or (_box_of(shape) if shape is not None else None)
    if box is None or shape is None:
        return box
    needle = " ".join(claim.text.split())[:40]
    for text, where in paragraph_boxes(shape, box):
        if needle and needle in text:
            return where
    return box


def slide_text_boxes(slide: object) -> list[BBox]:
    """Every paragraph of text on the slide (callouts should cover none of it)."""
    boxes = []
    for shape in slide.shapes:  # type: ignore[attr-defined]
        if shape.left is None or shape.width is None or _is_marked(shape):
            continue
        boxes += [where for _, where in paragraph_boxes(shape)]
    return boxes


def _paragraph_pt(paragraph: object) -> float:
    sizes = [r.font.size.pt for r in paragraph.runs if r.font.size is not None]  # type: ignore[attr-defined]
    if sizes:
        return max(sizes)
    size = paragraph.font.size  # type: ignore[attr-defined]
    return size.pt if size is not None else DEFAULT_FONT_PT


def callout_lines(finding: Finding) -> list[str]:
    """A callout's text: each finding in one short line with the reviewer's verdict, then notes.

    The full messages go to the speaker notes; a callout must stay small enough to sit beside
    the claim.
    """
    status = " (all dismissed by the reviewer)" if finding.all_dismissed else ""
    lines = [f"deckaudit {finding.claim.id}{status}"]
    for item in sorted(finding.flags, key=lambda f: -f.severity.rank):
        lines.append(f"{item.severity.value.upper()} {item.code}{_verdict(item)}")
    lines += [f"Note: {_clip(note, MAX_CALLOUT_MESSAGE_CHARS)}" for note in finding.notes]
    return lines


def callout_size(finding: Finding, slide_w: float) -> tuple[float, float]:
    """Width and height (points) of a callout that fits its text at 9 pt."""
    width = max(160.0, min(240.0, slide_w * 0.3))
    chars_per_line = max(20, int((width - 14) / 4.8))
    rows = sum(max(1, math.ceil(len(line) / chars_per_line)) for line in callout_lines(finding))
    return width, min(rows * 11.5 + 12.0, 300.0)


def _overlaps(a: BBox, b: BBox) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def callout_place(
    text: BBox | None,
    size: tuple[float, float],
    slide_w: float,
    slide_h: float,
    taken: list[BBox],
) -> tuple[float, float, tuple[float, float] | None]:
    """Top-left of a callout (points) and the point its pointer touches, or None for no pointer.

    Tried in turn: right of the claim's text, below it, above it, left of it; the first place
    on the slide that covers neither the claim nor anything already placed (`taken`, which
    holds every claim's text) wins, and is added to `taken`. Without a free place the callout
    goes below the text, clamped to the slide.
    """
    width, height = size
    if text is None:
        left, top = max(0.0, slide_w - width - GAP_PT), GAP_PT
        taken.append(BBox(x0=left, y0=top, x1=left + width, y1=top + height))
        return left, top, None
    mid_y = (text.y0 + text.y1) / 2
    candidates = [
        (text.x1 + GAP_PT, text.y0, (text.x1 - 2, mid_y)),
        (text.x0 + 12, text.y1 + GAP_PT, (text.x0 + 24, text.y1 - 2)),
        (text.x0 + 12, text.y0 - GAP_PT - height, (text.x0 + 24, text.y0 + 2)),
        (text.x0 - GAP_PT - width, text.y0, (text.x0 + 2, mid_y)),
    ]
    for left, top, tip in candidates:
        place = BBox(x0=left, y0=top, x1=left + width, y1=top + height)
        inside = left >= 0 and top >= 0 and place.x1 <= slide_w and place.y1 <= slide_h
        if inside and not any(_overlaps(place, other) for other in taken):
            taken.append(place)
            return left, top, tip
    left = min(max(0.0, text.x0 + 12), max(0.0, slide_w - width))
    top = min(text.y1 + GAP_PT, max(0.0, slide_h - height))
    taken.append(BBox(x0=left, y0=top, x1=left + width, y1=top + height))
    return left, top, (text.x0 + 24, text.y1 - 2)


def _add_callout(
    slide: object,
    finding: Finding,
    text_box: BBox | None,
    slide_w: float,
    slide_h: float,
    taken: list[BBox],
) -> None:
    from pptx.dml.color import RGBColor
    from pptx.enum.shapes import MSO_SHAPE
    from pptx.enum.text import MSO_ANCHOR, MSO_AUTO_SIZE
    from pptx.util import Pt

    width, height = callout_size(finding, slide_w)
    left, top, tip = callout_place(text_box, (width, height), slide_w, slide_h, taken)
    shape = slide.shapes.add_shape(  # type: ignore[attr-defined]
        MSO_SHAPE.RECTANGULAR_CALLOUT, Pt(left), Pt(top), Pt(width), Pt(height)
    )
    shape.name = f"{PREFIX}callout-{finding.claim.id}"
    shape._element.xpath("./p:nvSpPr/p:cNvPr")[0].set("descr", TOOL_MARK)
    if tip is not None:
        shape.adjustments[0] = (tip[0] - (left + width / 2)) / width
        shape.adjustments[1] = (tip[1] - (top + height / 2)) / height
    dismissed = finding.all_dismissed
    fill = DISMISSED_FILL if dismissed else CALLOUT_FILLS[finding.severity]
    shape.fill.solid()
    shape.fill.fore_color.rgb = RGBColor.from_string(fill)
    line = "808080" if dismissed else ("C00000" if finding.severity == "error" else "806000")
    shape.line.color.rgb = RGBColor.from_string(line)
    frame = shape.text_frame
    frame.word_wrap = True
    frame.vertical_anchor = MSO_ANCHOR.TOP
    frame.auto_size = MSO_AUTO_SIZE.NONE
    for number, text in enumerate(callout_lines(finding)):
        paragraph = frame.paragraphs[0] if number == 0 else frame.add_paragraph()
        paragraph.text = text
        paragraph.font.size = Pt(9)
        paragraph.font.bold = number == 0
        paragraph.font.color.rgb = RGBColor(0x20, 0x20, 0x20)


def callout_tip(shape: object) -> tuple[float, float]:
    """Where a callout's pointer ends (points on the slide), from its adjustments."""
    left, top = shape.left / EMU_PER_PT, shape.top / EMU_PER_PT  # type: ignore[attr-defined]
    width, height = shape.width / EMU_PER_PT, shape.height / EMU_PER_PT  # type: ignore[attr-defined]
    adj = shape.adjustments  # type: ignore[attr-defined]
    return left + width / 2 + adj[0] * width, top + height / 2 + adj[1] * height


def _write_notes(
    slide: object, marked: list[Finding], deck_flags: list[Flag], earlier: list[str] | None
) -> None:
    """Replace this slide's deckaudit block in the speaker notes with the current findings."""
    if slide.has_notes_slide:  # type: ignore[attr-defined]
        frame = slide.notes_slide.notes_text_frame  # type: ignore[attr-defined]
        if frame is not None:
            _drop_notes_block(frame)
    if not marked and not deck_flags and not earlier:
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
    lines += [_deck_flag_line(item) for item in deck_flags]
    lines += earlier or []
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
