"""What lies behind a shape's text: shapes drawn earlier under its box, or else the background."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from extractors.models import BBox
from extractors.pptx_reader.geometry import contains
from extractors.pptx_reader.paint import RGB, Paint


@dataclass(frozen=True)
class Backdrop:
    """The colours text may be seen against; `unknown` when a picture is among them."""

    colours: tuple[RGB, ...]
    unknown: bool = False


class Layers:
    """Every shape of a slide in drawing order (groups flattened) with its box and paint."""

    def __init__(self, background: Paint) -> None:
        self.background = background
        self._layers: list[tuple[Any, BBox | None, Paint, bool]] = []
        self._z: dict[Any, int] = {}

    def add(self, element: Any, bbox: BBox | None, paint: Paint, fills_box: bool = True) -> None:
        """Record the next shape drawn; `fills_box` when its outline is its whole box (a
        rectangle), not a freeform or an ellipse that leaves the corners to what lies below."""
        self._z[element] = len(self._layers)
        self._layers.append((element, bbox, paint, fills_box))

    def paint(self, element: Any) -> Paint | None:
        """The paint recorded for a shape."""
        z = self._z.get(element)
        return self._layers[z][2] if z is not None else None

    def fills_box(self, element: Any) -> bool:
        """Whether a recorded shape paints the whole of its box."""
        z = self._z.get(element)
        return z is not None and self._layers[z][3]

    def behind(self, element: Any, box: BBox | None) -> Backdrop:
        """The colours behind a shape's text: its own fill when it paints one, else the fills of
        earlier shapes overlapping its box, down to one that covers the box, else the background."""
        own = self.paint(element)
        if own is not None and own.covers and self.fills_box(element):
            return _backdrop(own, ())
        colours: list[RGB] = []
        unknown = False
        if own is not None and own.shows:  # see-through: its colour and what lies under it
            colours.extend(own.colours)
        z = self._z.get(element, len(self._layers))
        if box is not None:
            for _, other_box, paint, fills_box in reversed(self._layers[:z]):
                if other_box is None or not paint.shows or not _overlap(other_box, box):
                    continue
                if paint.kind == "picture":
                    unknown = True
                colours.extend(paint.colours)
                if paint.covers and fills_box and contains(other_box, box):
                    return Backdrop(tuple(colours), unknown)
        if self.background.kind == "picture":
            unknown = True
        colours.extend(self.background.colours)
        return Backdrop(tuple(colours), unknown)


def _backdrop(paint: Paint, extra: tuple[RGB, ...]) -> Backdrop:
    return Backdrop(paint.colours + extra, paint.kind == "picture")


def _overlap(a: BBox, b: BBox) -> bool:
    return min(a.x1, b.x1) > max(a.x0, b.x0) and min(a.y1, b.y1) > max(a.y0, b.y0)
