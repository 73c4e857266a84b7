"""Why a paragraph cannot be seen: off the slide, tiny, transparent, coloured like what is behind
it, or under an opaque shape drawn later."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from extractors.models import BBox, Block
from extractors.pptx_reader.backdrop import Backdrop
from extractors.pptx_reader.elements import shape_ids
from extractors.pptx_reader.geometry import contains
from extractors.pptx_reader.names import A_R, A_RPR
from extractors.pptx_reader.paint import RGB, WHITE, Paint
from extractors.pptx_reader.text import font_size_pt, run_text

TINY_TEXT_PT = 3.0
OFF_SLIDE = "shape placed outside the slide"
# A run's fill and whether it is the background theme colour (bg1/lt1).
RunPaint = Callable[[Any], tuple[Paint, bool]]


def close(a: RGB, b: RGB, tolerance: float = 0.08) -> bool:
    """True when two colours differ by at most `tolerance` in every channel."""
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def paragraph_visibility(
    paragraph: Any,
    run_paint: RunPaint,
    backdrop: Backdrop,
    size: float | None,
    off_slide: bool,
) -> tuple[bool, str | None]:
    """Whether a paragraph can be seen, and if not, why (every run with text must be hidden)."""
    if off_slide:
        return False, OFF_SLIDE
    if size is not None and size < TINY_TEXT_PT:
        return False, f"tiny text ({size:.1f} pt)"
    runs = [run for run in paragraph.findall(A_R) if run_text(run).strip()]
    if runs:
        hidden_runs = 0
        reason = None
        for run in runs:
            run_reason = run_hidden_reason(run, run_paint, backdrop)
            if run_reason:
                hidden_runs += 1
                reason = run_reason
        if hidden_runs == len(runs):
            return False, reason
    return True, None


def run_hidden_reason(run: Any, run_paint: RunPaint, backdrop: Backdrop) -> str | None:
    """Why one run cannot be seen against what lies behind it, or None."""
    paint, background_scheme = run_paint(run)
    if paint.kind == "none" or (paint.colours and paint.alpha < 0.1):
        return "transparent text"
    judged = paint.colours and backdrop.colours and not backdrop.unknown
    if judged and all(close(t, b) for t in paint.colours for b in backdrop.colours):
        on_white = all(close(b, WHITE) for b in backdrop.colours)
        if background_scheme and on_white:
            return "text in the background theme colour"
        if on_white:
            return "white text on a white background"
        return "text coloured like its background"
    size = font_size_pt(run.find(A_RPR))
    if size is not None and size < TINY_TEXT_PT:
        return f"tiny text ({size:.1f} pt)"
    return None


def mark_covered(
    blocks: list[Block],
    elements: list[Any],
    bbox_of: Callable[[Any], BBox | None],
    covers: Callable[[Any], bool],
) -> None:
    """Text under a later, opaque shape that fully covers it cannot be seen."""
    z_of: dict[int, int] = {}
    covering: list[tuple[int, BBox]] = []
    for z, element in enumerate(elements):
        for sid in shape_ids(element):
            z_of[sid] = z
        bbox = bbox_of(element)
        if bbox is not None and covers(element):
            covering.append((z, bbox))
    if not covering:
        return
    for block in blocks:
        box = block.location.bbox
        sid = block.location.shape_id
        if not block.visible or box is None or sid is None or sid not in z_of:
            continue
        for z, cover in covering:
            if z > z_of[sid] and contains(cover, box):
                block.visible = False
                block.hidden_reason = "covered by another shape"
                break
