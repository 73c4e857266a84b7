"""DrawingML colours and fills as painted: theme lookups, colour transforms, and what a fill shows.

A colour element (srgbClr, schemeClr, sysClr, prstClr, hslClr, scrgbClr) gives one RGB and an
opacity after its transforms (lumMod, lumOff, tint, shade, alpha...). A fill element gives a
`Paint`: nothing, one colour, several (gradient stops, pattern foreground and background), or a
picture, whose colours are unknown here.
"""

from __future__ import annotations

import colorsys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from extractors.pptx_reader.names import A_NS

RGB = tuple[float, float, float]
WHITE: RGB = (1.0, 1.0, 1.0)
BLACK: RGB = (0.0, 0.0, 0.0)
_A = f"{{{A_NS}}}"
COLOUR_TAGS = frozenset(
    _A + name for name in ("scrgbClr", "srgbClr", "hslClr", "sysClr", "schemeClr", "prstClr")
)
FILL_TAGS = frozenset(
    _A + name for name in ("noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill")
)
_PRESET = {
    "black": "000000",
    "white": "FFFFFF",
    "red": "FF0000",
    "green": "008000",
    "lime": "00FF00",
    "blue": "0000FF",
    "yellow": "FFFF00",
    "gray": "808080",
    "grey": "808080",
    "silver": "C0C0C0",
    "navy": "000080",
    "orange": "FFA500",
}
_SYSTEM = {"window": "FFFFFF", "windowText": "000000", "btnFace": "F0F0F0", "btnText": "000000"}
# A scheme colour resolves through the colour map (bg1 -> lt1) to the theme's named colours.
SchemeLookup = Callable[[str], RGB | None]


@dataclass(frozen=True)
class Paint:
    """What a fill puts on the page: its kind, its colours, and its least opacity."""

    kind: str  # "none", "solid", "gradient", "pattern", "picture", "group"
    colours: tuple[RGB, ...] = ()
    alpha: float = 1.0

    @property
    def shows(self) -> bool:
        """Whether the fill draws anything one could see."""
        return self.kind == "picture" or (bool(self.colours) and self.alpha > 0.1)

    @property
    def covers(self) -> bool:
        """Whether the fill hides what lies under it: at 80% opacity or more, text below keeps
        at most a fifth of its contrast, too little to read."""
        return self.kind == "picture" or (bool(self.colours) and self.alpha >= 0.8)


NO_PAINT = Paint("none")
GROUP_PAINT = Paint("group")
PICTURE = Paint("picture")


def hex_rgb(value: str) -> RGB | None:
    """An RRGGBB hex string as three fractions, or None when it is not one."""
    if len(value) < 6:
        return None
    try:
        return int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255
    except ValueError:
        return None


def _percent(element: Any, attribute: str = "val", default: float = 0.0) -> float:
    try:
        return int(element.get(attribute)) / 100000
    except (TypeError, ValueError):
        return default


def colour_of(
    element: Any, scheme: SchemeLookup, placeholder: RGB | None = None
) -> tuple[RGB, float] | None:
    """A colour element's RGB and opacity after its transforms; None when it cannot be told."""
    name = element.tag[len(_A) :] if element.tag.startswith(_A) else ""
    rgb: RGB | None = None
    if name == "srgbClr":
        rgb = hex_rgb(element.get("val") or "")
    elif name == "schemeClr":
        value = element.get("val") or ""
        rgb = placeholder if value == "phClr" else scheme(value)
    elif name == "sysClr":
        rgb = hex_rgb(element.get("lastClr") or _SYSTEM.get(element.get("val") or "", ""))
    elif name == "prstClr":
        rgb = hex_rgb(_PRESET.get(element.get("val") or "", ""))
    elif name == "hslClr":
        hue = _percent(element, "hue") * 100000 / 60000 / 360
        rgb = colorsys.hls_to_rgb(hue % 1.0, _percent(element, "lum"), _percent(element, "sat"))
    elif name == "scrgbClr":
        rgb = tuple(  # type: ignore[assignment]
            min(1.0, max(0.0, _percent(element, c))) ** (1 / 2.2) for c in ("r", "g", "b")
        )
    if rgb is None:
        return None
    return _transformed(rgb, element)


def _transformed(rgb: RGB, element: Any) -> tuple[RGB, float]:
    red, green, blue = rgb
    alpha = 1.0
    for child in element:
        if not isinstance(child.tag, str):
            continue
        op = child.tag[len(_A) :]
        value = _percent(child)
        if op in ("lumMod", "lumOff", "satMod", "satOff"):
            hue, lum, sat = colorsys.rgb_to_hls(red, green, blue)
            if op == "lumMod":
                lum *= value
            elif op == "lumOff":
                lum += value
            elif op == "satMod":
                sat *= value
            else:
                sat += value
            red, green, blue = colorsys.hls_to_rgb(hue, _unit(lum), _unit(sat))
        elif op == "tint":  # towards white: val is how much of the colour remains
            red, green, blue = (1 - value * (1 - c) for c in (red, green, blue))
        elif op == "shade":  # towards black
            red, green, blue = (c * value for c in (red, green, blue))
        elif op == "inv":
            red, green, blue = 1 - red, 1 - green, 1 - blue
        elif op == "gray":
            red = green = blue = 0.299 * red + 0.587 * green + 0.114 * blue
        elif op == "alpha":
            alpha = value
        elif op == "alphaMod":
            alpha *= value
        elif op == "alphaOff":
            alpha += value
    return (_unit(red), _unit(green), _unit(blue)), _unit(alpha)


def _unit(value: float) -> float:
    return min(1.0, max(0.0, value))


def first_colour(parent: Any) -> Any:
    """The first colour-choice child of `parent`, or None."""
    if parent is None:
        return None
    for child in parent:
        if child.tag in COLOUR_TAGS:
            return child
    return None


def first_fill(parent: Any) -> Any:
    """The first fill-choice child of `parent` (spPr, bgPr, rPr, a fill style list), or None."""
    if parent is None:
        return None
    for child in parent:
        if child.tag in FILL_TAGS:
            return child
    return None


def paint_of(fill: Any, scheme: SchemeLookup, placeholder: RGB | None = None) -> Paint:
    """The Paint of one fill element; a colour that cannot be told counts as a picture's."""
    name = fill.tag[len(_A) :]
    if name == "noFill":
        return NO_PAINT
    if name == "grpFill":
        return GROUP_PAINT
    if name == "blipFill":
        return PICTURE
    colours: list[tuple[RGB, float]] = []
    if name == "solidFill":
        found = first_colour(fill)
        colour = colour_of(found, scheme, placeholder) if found is not None else None
        if colour is None:
            return PICTURE if found is not None else Paint("solid", (BLACK,))
        colours.append(colour)
    elif name == "gradFill":
        for stop in fill.iter(_A + "gs"):
            found = first_colour(stop)
            colour = colour_of(found, scheme, placeholder) if found is not None else None
            if colour is None:
                return PICTURE
            colours.append(colour)
    elif name == "pattFill":
        for part, default in (("fgClr", BLACK), ("bgClr", WHITE)):
            found = first_colour(fill.find(_A + part))
            colour = colour_of(found, scheme, placeholder) if found is not None else (default, 1.0)
            if colour is None:
                return PICTURE
            colours.append(colour)
    if not colours:
        return PICTURE
    kind = {"solidFill": "solid", "gradFill": "gradient"}.get(name, "pattern")
    return Paint(kind, tuple(c for c, _ in colours), min(a for _, a in colours))
