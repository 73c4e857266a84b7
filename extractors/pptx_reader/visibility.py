"""Why a paragraph cannot be seen: off the slide, tiny, transparent or coloured like its ground."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from extractors.models import BBox, Block
from extractors.pptx_reader.colours import RGB, WHITE, alpha_of_run, close, is_opaque, run_colour
from extractors.pptx_reader.elements import shape_ids
from extractors.pptx_reader.geometry import contains
from extractors.pptx_reader.names import A_R, A_RPR
from extractors.pptx_reader.text import font_size_pt, run_text

TINY_TEXT_PT = 3.0
OFF_SLIDE = "shape placed outside the slide"


def paragraph_visibility(
    paragraph: Any, background: RGB, size: float | None, off_slide: bool
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
            run_reason = run_hidden_reason(run, background)
            if run_reason:
                hidden_runs += 1
                reason = run_reason
        if hidden_runs == len(runs):
            return False, reason
    return True, None


def run_hidden_reason(run: Any, background: RGB) -> str | None:
    """Why one run cannot be seen against `background`, or None."""
    if alpha_of_run(run) < 0.1:
        return "transparent text"
    rgb, is_background_theme = run_colour(run)
    if is_background_theme and close(background, WHITE):
        return "text in the background theme colour"
    if rgb is not None and close(rgb, background):
        if close(background, WHITE):
            return "white text on a white background"
        return "text coloured like its background"
    size = font_size_pt(run.find(A_RPR))
    if size is not None and size < TINY_TEXT_PT:
        return f"tiny text ({size:.1f} pt)"
    return None


def mark_covered(
    blocks: list[Block], elements: list[Any], bbox_of: Callable[[Any], BBox | None]
) -> None:
    """Text under a later, opaque shape that fully covers it cannot be seen."""
    z_of: dict[int, int] = {}
    covers: list[tuple[int, BBox]] = []
    for z, element in enumerate(elements):
        for sid in shape_ids(element):
            z_of[sid] = z
        bbox = bbox_of(element)
        if bbox is not None and is_opaque(element):
            covers.append((z, bbox))
    if not covers:
        return
    for block in blocks:
        box = block.location.bbox
        sid = block.location.shape_id
        if not block.visible or box is None or sid is None or sid not in z_of:
            continue
        for z, cover in covers:
            if z > z_of[sid] and contains(cover, box):
                block.visible = False
                block.hidden_reason = "covered by another shape"
                break
