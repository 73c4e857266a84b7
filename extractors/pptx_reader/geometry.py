"""Shape boxes: a shape's own a:xfrm, group coordinate transforms and box containment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from extractors.models import BBox
from extractors.pptx_reader.names import (
    A_CH_EXT,
    A_CH_OFF,
    A_EXT,
    A_OFF,
    A_XFRM,
    P_GRP_SP_PR,
    P_SP_PR,
    P_XFRM,
)

Geometry = tuple[float, float, float, float]  # left, top, width, height in EMU


@dataclass(frozen=True)
class Transform:
    """Maps a group's child coordinates (EMU) to slide coordinates (EMU)."""

    off_x: float = 0.0
    off_y: float = 0.0
    ch_x: float = 0.0
    ch_y: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0

    def apply(self, x: float, y: float) -> tuple[float, float]:
        """A child point in slide coordinates."""
        return (
            self.off_x + (x - self.ch_x) * self.scale_x,
            self.off_y + (y - self.ch_y) * self.scale_y,
        )

    def compose(self, inner: Transform) -> Transform:
        """The transform of a group nested inside this one."""
        off_x, off_y = self.apply(inner.off_x, inner.off_y)
        return Transform(
            off_x=off_x,
            off_y=off_y,
            ch_x=inner.ch_x,
            ch_y=inner.ch_y,
            scale_x=self.scale_x * inner.scale_x,
            scale_y=self.scale_y * inner.scale_y,
        )


IDENTITY = Transform()


def group_transform(element: Any) -> Transform:
    """The transform a p:grpSp applies to its children, from its offsets and extents."""
    properties = element.find(P_GRP_SP_PR)
    xfrm = properties.find(A_XFRM) if properties is not None else None
    if xfrm is None:
        return IDENTITY

    def pair(tag: str, a: str, b: str) -> tuple[float, float] | None:
        el = xfrm.find(tag)
        if el is None:
            return None
        try:
            return float(el.get(a, 0)), float(el.get(b, 0))
        except ValueError:
            return None

    off = pair(A_OFF, "x", "y") or (0.0, 0.0)
    ext = pair(A_EXT, "cx", "cy") or (1.0, 1.0)
    ch_off = pair(A_CH_OFF, "x", "y") or off
    ch_ext = pair(A_CH_EXT, "cx", "cy") or ext
    return Transform(
        off_x=off[0],
        off_y=off[1],
        ch_x=ch_off[0],
        ch_y=ch_off[1],
        scale_x=ext[0] / ch_ext[0] if ch_ext[0] else 1.0,
        scale_y=ext[1] / ch_ext[1] if ch_ext[1] else 1.0,
    )


def own_geometry(element: Any) -> Geometry | None:
    """The shape's own a:xfrm, read straight from the XML (python-pptx's getters are slow)."""
    xfrm = None
    for tag in (P_SP_PR, P_GRP_SP_PR):
        properties = element.find(tag)
        if properties is not None:
            xfrm = properties.find(A_XFRM)
            break
    if xfrm is None:
        xfrm = element.find(P_XFRM)  # a graphic frame: table, chart, SmartArt
    off = xfrm.find(A_OFF) if xfrm is not None else None
    if off is None or off.get("x") is None or off.get("y") is None:
        return None
    ext = xfrm.find(A_EXT)
    width = ext.get("cx", "0") if ext is not None else "0"
    height = ext.get("cy", "0") if ext is not None else "0"
    return float(int(off.get("x"))), float(int(off.get("y"))), float(int(width)), float(int(height))


def contains(outer: BBox, inner: BBox, slack: float = 2.0) -> bool:
    """True when `inner` lies inside `outer`, give or take `slack` points."""
    return (
        outer.x0 - slack <= inner.x0
        and outer.y0 - slack <= inner.y0
        and inner.x1 <= outer.x1 + slack
        and inner.y1 <= outer.y1 + slack
    )
