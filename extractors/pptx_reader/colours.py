"""Fill and text colours read from shape, run and background XML."""

from __future__ import annotations

from typing import Any

from extractors.pptx_reader.elements import first_child_in, placeholder_element
from extractors.pptx_reader.names import (
    A_RPR,
    A_SCHEME_CLR,
    A_SOLID_FILL,
    A_SRGB_CLR,
    ALPHA_PATH,
    COLOUR_CHOICES,
    FILL_CHOICES,
    P_BG,
    P_BG_PR,
    P_C_SLD,
    P_PIC,
    P_SP,
    P_SP_PR,
    VIDEO_PATH,
)

RGB = tuple[float, float, float]
WHITE: RGB = (1.0, 1.0, 1.0)
_BACKGROUND_SCHEME_VALUES = ("bg1", "lt1")  # MSO_THEME_COLOR.BACKGROUND_1 and LIGHT_1


def hex_rgb(value: str) -> RGB | None:
    """An RRGGBB hex string as three fractions, or None when it is not one."""
    try:
        return int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255
    except ValueError:
        return None


def fill_rgb(properties: Any) -> RGB | None:
    """The RGB of a solid sRGB fill under spPr or bgPr, as python-pptx's FillFormat reports it."""
    if properties is None:
        return None
    fill = first_child_in(properties, FILL_CHOICES)
    if fill is None or fill.tag != A_SOLID_FILL:
        return None
    colour = first_child_in(fill, COLOUR_CHOICES)
    if colour is None or colour.tag != A_SRGB_CLR:
        return None
    return hex_rgb(colour.get("val") or "")


def has_solid_fill(properties: Any) -> bool:
    """True when spPr's fill is a solid fill."""
    return properties is not None and (
        (fill := first_child_in(properties, FILL_CHOICES)) is not None and fill.tag == A_SOLID_FILL
    )


def run_colour(run: Any) -> tuple[RGB | None, bool]:
    """A run's solid text colour and whether it is a background theme colour, read from the XML.

    python-pptx's `font.color` would add an empty a:solidFill to every run it is asked about:
    slow, and a reader should not change the deck it reads.
    """
    rpr = run.find(A_RPR)
    fill = rpr.find(A_SOLID_FILL) if rpr is not None else None
    if fill is None:
        return None, False
    srgb = fill.find(A_SRGB_CLR)
    if srgb is not None:
        return hex_rgb(srgb.get("val", "")), False
    scheme = fill.find(A_SCHEME_CLR)
    if scheme is not None:
        return None, scheme.get("val") in _BACKGROUND_SCHEME_VALUES
    return None, False


def alpha_of_run(run: Any) -> float:
    """Opacity of a run's solid fill (1.0 when not set)."""
    rpr = run.find(A_RPR)
    if rpr is None:
        return 1.0
    alpha = rpr.find(ALPHA_PATH)
    if alpha is None:
        return 1.0
    try:
        return int(alpha.get("val", "100000")) / 100000
    except ValueError:
        return 1.0


def close(a: RGB, b: RGB, tolerance: float = 0.08) -> bool:
    """True when two colours differ by at most `tolerance` in every channel."""
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def background_rgb(source: Any) -> RGB | None:
    """A slide's, layout's or master's own solid background colour, if it sets one."""
    c_sld = source._element.find(P_C_SLD)
    background = c_sld.find(P_BG) if c_sld is not None else None
    if background is None:
        return None
    return fill_rgb(background.find(P_BG_PR))


def inherited_background(slide: Any) -> RGB | None:
    """The background a slide inherits from its layout, or else from the layout's master."""
    try:
        layout = slide.slide_layout
    except Exception:
        return None
    for source in (layout, layout.slide_master):
        try:
            rgb = background_rgb(source)
        except Exception:
            continue
        if rgb is not None:
            return rgb
    return None


def is_opaque(element: Any) -> bool:
    """A picture (not a placeholder or a movie) or a shape with a solid fill hides what is under it."""
    tag = element.tag
    if tag == P_PIC:
        return placeholder_element(element) is None and element.find(VIDEO_PATH) is None
    if tag == P_SP:
        return has_solid_fill(element.find(P_SP_PR))
    return False
