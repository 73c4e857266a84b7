"""Text a slide carries but does not draw: alt text of shapes and the speaker notes."""

from __future__ import annotations

from typing import Any

from extractors.hidden_text import strip_invisible
from extractors.models import BlockRole, Location
from extractors.pptx_reader.elements import c_nv_pr, placeholder_element, shape_children
from extractors.pptx_reader.names import P_C_SLD, P_SP, P_SP_TREE, P_TX_BODY
from extractors.pptx_reader.shape import BlockSink, Shape
from extractors.pptx_reader.text import paragraph_text, paragraphs
from extractors.tool_marks import NOTES_END, NOTES_START

# Placeholders of a notes page that show no notes of their own: the slide image and its number.
_NOT_NOTES = ("sldImg", "sldNum")


def read_alt_text(sink: BlockSink, shape: Shape) -> None:
    """A shape's description and title, as hidden alt-text blocks."""
    try:
        element = c_nv_pr(shape.element)
    except Exception:
        return
    if element is None:
        return
    for attribute in ("descr", "title"):
        value = element.get(attribute) or ""
        if not value:
            continue
        sink.add_smuggled(value, shape, group=None)
        text = " ".join(value.split())
        if text:
            sink.append(
                text=strip_invisible(text),
                role=BlockRole.ALT_TEXT,
                location=shape.location(sink.page_no),
                visible=False,
                hidden_reason="alt text, not drawn on the slide",
                group=shape.group,
            )


def read_notes(sink: BlockSink) -> None:
    """One notes block per paragraph of the notes page: the body placeholder first, then the
    other text it prints (footer, header, date, text boxes); never the slide image or number."""
    slide = sink.slide
    if not slide.has_notes_slide:  # reading notes_slide otherwise would create one
        return
    bodies = _notes_text_shapes(slide.notes_slide._element)
    page_no = sink.page_no
    group = f"s{page_no}-notes"
    inside_mark = False
    for body in bodies:
        for paragraph in paragraphs(body.find(P_TX_BODY)):
            raw = paragraph_text(paragraph)
            # deckaudit's findings block on an annotated copy is set aside (counted, not read).
            if raw.strip() == NOTES_START and not inside_mark:
                inside_mark = True
                sink.tool_marks += 1
            if inside_mark:
                inside_mark = raw.strip() != NOTES_END
                continue
            sink.add_smuggled(raw, None, group)
            text = " ".join(raw.replace("\v", " ").split())
            if text:
                sink.append(
                    text=strip_invisible(text),
                    role=BlockRole.NOTES,
                    location=Location(page=page_no),
                    visible=True,
                    group=group,
                )


def _notes_text_shapes(notes: Any) -> list[Any]:
    """The notes page's text shapes: its first body placeholder (python-pptx's notes text
    frame), then every other shape with text except the slide number."""
    c_sld = notes.find(P_C_SLD)
    tree = c_sld.find(P_SP_TREE) if c_sld is not None else None
    if tree is None:
        return []
    body = None
    others = []
    for element in shape_children(tree):
        if element.tag != P_SP or element.find(P_TX_BODY) is None:
            continue
        placeholder = placeholder_element(element)
        kind = placeholder.get("type", "obj") if placeholder is not None else None
        if kind == "body" and body is None:
            body = element
        elif kind not in _NOT_NOTES:
            others.append(element)
    return ([body] if body is not None else []) + others
