"""Text of runs, paragraphs and text bodies, and font sizes, as python-pptx would report them."""

from __future__ import annotations

from typing import Any

from extractors.context import superscript
from extractors.pptx_reader.names import (
    A_BR,
    A_DEF_RPR,
    A_P,
    A_PPR,
    A_R,
    A_RPR,
    A_T,
    EMU_PER_CENTIPOINT,
    EMU_PER_PT,
    RUN_TAGS,
)


def font_size_pt(properties: Any) -> float | None:
    """The `sz` of an a:rPr or a:defRPr in points, converted exactly as python-pptx does."""
    if properties is None:
        return None
    size = properties.get("sz")
    if size is None:
        return None
    return int(size) * EMU_PER_CENTIPOINT / EMU_PER_PT


def run_text(run: Any) -> str:
    """The text of one a:r or a:fld; a raised run (a footnote marker) keeps its superscript form."""
    t = run.find(A_T)
    text = (t.text or "") if t is not None else ""
    properties = run.find(A_RPR)
    if text and properties is not None and _raised(properties.get("baseline")):
        return superscript(text)
    return text


def _raised(baseline: str | None) -> bool:
    try:
        return baseline is not None and int(baseline) > 0
    except ValueError:
        return False


def paragraph_text(paragraph: Any) -> str:
    """Runs and fields concatenated, a vertical tab for each line break (python-pptx's rule)."""
    parts = []
    for child in paragraph:
        tag = child.tag
        if tag in RUN_TAGS:
            parts.append(run_text(child))
        elif tag == A_BR:
            parts.append("\v")
    return "".join(parts)


def paragraphs(text_body: Any) -> list[Any]:
    """The a:p elements of a text body (none when there is no body)."""
    return text_body.findall(A_P) if text_body is not None else []


def frame_text(text_body: Any) -> str:
    """A text body's text: paragraphs joined by line feeds, as python-pptx's TextFrame.text."""
    return "\n".join(paragraph_text(p) for p in paragraphs(text_body))


def paragraph_size(paragraph: Any) -> float | None:
    """The largest run size of a paragraph, or its default run size."""
    sizes = [
        size
        for run in paragraph.findall(A_R)
        if (size := font_size_pt(run.find(A_RPR))) is not None
    ]
    if sizes:
        return max(sizes)
    try:
        properties = paragraph.find(A_PPR)
        return font_size_pt(properties.find(A_DEF_RPR) if properties is not None else None)
    except ValueError:
        return None
