"""A slide master's theme (named colours, fill style lists) and the colour map that applies to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lxml import etree
from pptx.opc.constants import RELATIONSHIP_TYPE as RT

from extractors.pptx_preflight import safe_xml_parser
from extractors.pptx_reader.names import A_NS
from extractors.pptx_reader.paint import RGB, colour_of, first_colour

_A = f"{{{A_NS}}}"
_P_NS = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
_SCHEME_NAMES = (
    "dk1",
    "lt1",
    "dk2",
    "lt2",
    "accent1",
    "accent2",
    "accent3",
    "accent4",
    "accent5",
    "accent6",
    "hlink",
    "folHlink",
)
# Office's own defaults, used when a deck's master has no theme part or no colour map.
DEFAULT_MAP = {"bg1": "lt1", "tx1": "dk1", "bg2": "lt2", "tx2": "dk2"}
_DEFAULT_COLOURS: dict[str, RGB] = {"dk1": (0.0, 0.0, 0.0), "lt1": (1.0, 1.0, 1.0)}


@dataclass
class Theme:
    """The theme's named colours and its fill style lists (for fillRef and bgRef)."""

    colours: dict[str, RGB] = field(default_factory=lambda: dict(_DEFAULT_COLOURS))
    fill_styles: list[Any] = field(default_factory=list)
    background_styles: list[Any] = field(default_factory=list)

    def style_fill(self, index: int) -> Any:
        """The fill of a fillRef/bgRef index: 1-999 fill styles, 1001 on background styles."""
        styles, position = (
            (self.background_styles, index - 1001)
            if index > 1000
            else (self.fill_styles, index - 1)
        )
        return styles[position] if 0 <= position < len(styles) else None


def load_theme(master: Any) -> Theme:
    """The theme of a slide master; Office's defaults when it has none or it cannot be read."""
    theme = Theme()
    try:
        part = master.part.part_related_by(RT.THEME)
        root = etree.fromstring(part.blob, parser=safe_xml_parser())
    except Exception:
        return theme
    scheme = root.find(f"{_A}themeElements/{_A}clrScheme")
    if scheme is not None:
        for name in _SCHEME_NAMES:
            colour = first_colour(scheme.find(_A + name))
            found = colour_of(colour, lambda _: None) if colour is not None else None
            if found is not None:
                theme.colours[name] = found[0]
    formats = root.find(f"{_A}themeElements/{_A}fmtScheme")
    if formats is not None:
        fills = formats.find(_A + "fillStyleLst")
        backgrounds = formats.find(_A + "bgFillStyleLst")
        theme.fill_styles = (
            [c for c in fills if isinstance(c.tag, str)] if fills is not None else []
        )
        theme.background_styles = (
            [c for c in backgrounds if isinstance(c.tag, str)] if backgrounds is not None else []
        )
    return theme


def colour_map(master: Any, *overriders: Any) -> dict[str, str]:
    """bg1/tx1/... to theme colour names: the master's p:clrMap, unless a layout or slide
    (later in `overriders` wins) overrides it with its own mapping."""
    mapping = dict(DEFAULT_MAP)
    element = master._element.find(_P_NS + "clrMap")
    if element is not None:
        mapping.update(element.attrib)
    for source in overriders:
        override = source._element.find(f"{_P_NS}clrMapOvr/{_A}overrideClrMapping")
        if override is not None:
            mapping = dict(DEFAULT_MAP)
            mapping.update(override.attrib)
    return mapping
