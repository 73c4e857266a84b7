"""PDF colour spaces: what RGB a fill colour set with g/rg/k/cs/sc/scn comes to on the page.

The answer is approximate (no ICC profiles are applied) but errs towards "unknown": a colour that
cannot be worked out (a pattern, a DeviceN mix, a tint function that cannot be evaluated) is None,
and a caller must then not call text invisible because of its colour.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from extractors.pdf_objects import deref

RGB = tuple[float, float, float]
WHITE: RGB = (1.0, 1.0, 1.0)
BLACK: RGB = (0.0, 0.0, 0.0)
_COMPONENTS = {
    "/DeviceGray": 1,
    "/G": 1,
    "/CalGray": 1,
    "/DeviceRGB": 3,
    "/RGB": 3,
    "/CalRGB": 3,
    "/Lab": 3,
    "/DeviceCMYK": 4,
    "/CMYK": 4,
}
MAX_LOOKUP_BYTES = 256 * 4 * 2


@dataclass(frozen=True)
class ColourSpace:
    """A colour space reduced to what fill colours need: its family and how to map values."""

    family: str  # "gray", "rgb", "cmyk", "lab", "indexed", "separation", "devicen", "pattern"
    components: int
    base: ColourSpace | None = None
    lookup: bytes = b""
    hival: int = 0
    tint: tuple[RGB, RGB] | None = None  # colour at tint 0 and tint 1, when known
    none_colorant: bool = False  # a Separation /None paints nothing


DEVICE_GRAY = ColourSpace("gray", 1)
DEVICE_RGB = ColourSpace("rgb", 3)
DEVICE_CMYK = ColourSpace("cmyk", 4)
PATTERN = ColourSpace("pattern", 0)


def initial_colour(space: ColourSpace) -> RGB | None:
    """The colour a space starts with after `cs` (black for device spaces, per the PDF spec)."""
    if space.family in ("gray", "rgb", "lab"):
        return BLACK if space.family != "lab" else (0.0, 0.0, 0.0)
    if space.family == "cmyk":
        return BLACK
    if space.family == "indexed":
        return to_rgb(space, [0])
    if space.family in ("separation", "devicen"):
        return to_rgb(space, [1.0] * max(space.components, 1))
    return None


def to_rgb(space: ColourSpace, values: list[Any]) -> RGB | None:
    """The RGB of colour components `values` in `space`, or None when it cannot be known."""
    numbers = _numbers(values)
    if numbers is None:
        return None
    family = space.family
    if family == "gray" and len(numbers) >= 1:
        return _clamp((numbers[0],) * 3)
    if family == "rgb" and len(numbers) >= 3:
        return _clamp(tuple(numbers[:3]))
    if family == "cmyk" and len(numbers) >= 4:
        return cmyk_to_rgb(*numbers[:4])
    if family == "lab" and numbers:
        grey = numbers[0] / 100.0
        return _clamp((grey, grey, grey))
    if family == "indexed" and numbers and space.base is not None:
        return _indexed(space, int(numbers[0]))
    if family == "separation" and numbers:
        if space.none_colorant:
            return None
        return _tinted(space, numbers[0])
    if family == "devicen" and numbers:
        if all(v <= 0.0 for v in numbers):
            return WHITE  # no colorant applied
        return None
    return None


def cmyk_to_rgb(c: float, m: float, y: float, k: float) -> RGB:
    """The naive CMYK to RGB conversion every viewer approximates."""
    return _clamp(((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)))


def device_space(operator: bytes, count: int) -> ColourSpace:
    """The device space that g, rg and k (or sc with `count` operands) imply."""
    if operator in (b"g", b"G"):
        return DEVICE_GRAY
    if operator in (b"rg", b"RG"):
        return DEVICE_RGB
    if operator in (b"k", b"K"):
        return DEVICE_CMYK
    return {1: DEVICE_GRAY, 3: DEVICE_RGB, 4: DEVICE_CMYK}.get(count, PATTERN)


def resolve_space(spec: Any, named: dict[str, Any], depth: int = 0) -> ColourSpace:
    """The ColourSpace for a `cs` operand or a /ColorSpace entry (a name, or an array)."""
    if depth > 4:
        return PATTERN
    spec = deref(spec)
    if isinstance(spec, str):
        name = str(spec)
        if name in _COMPONENTS:
            return _family_space(name)
        if name == "/Pattern":
            return PATTERN
        if name in named:
            return resolve_space(named[name], {}, depth + 1)
        return PATTERN
    if not isinstance(spec, list) or not spec:
        return PATTERN
    kind = str(deref(spec[0]))
    try:
        if kind in _COMPONENTS:
            return _family_space(kind)
        if kind == "/ICCBased":
            stream = deref(spec[1])
            count = int(stream.get("/N", 3))
            return {1: DEVICE_GRAY, 3: DEVICE_RGB, 4: DEVICE_CMYK}.get(count, PATTERN)
        if kind in ("/Indexed", "/I"):
            base = resolve_space(spec[1], named, depth + 1)
            hival = int(deref(spec[2]))
            return ColourSpace("indexed", 1, base=base, lookup=_lookup_bytes(spec[3]), hival=hival)
        if kind == "/Separation":
            colorant = str(deref(spec[1]))
            alternate = resolve_space(spec[2], named, depth + 1)
            return ColourSpace(
                "separation",
                1,
                base=alternate,
                tint=_tint_ends(deref(spec[3]), alternate),
                none_colorant=colorant == "/None",
            )
        if kind == "/DeviceN":
            names = deref(spec[1])
            return ColourSpace("devicen", len(names) if isinstance(names, list) else 1)
    except (IndexError, TypeError, ValueError, AttributeError, KeyError):
        return PATTERN
    return PATTERN


def _family_space(name: str) -> ColourSpace:
    count = _COMPONENTS[name]
    if name == "/Lab":
        return ColourSpace("lab", 3)
    return {1: DEVICE_GRAY, 3: DEVICE_RGB, 4: DEVICE_CMYK}[count]


def _indexed(space: ColourSpace, index: int) -> RGB | None:
    base = space.base
    if base is None or base.components < 1:
        return None
    index = max(0, min(index, space.hival))
    start = index * base.components
    chunk = space.lookup[start : start + base.components]
    if len(chunk) < base.components:
        return None
    return to_rgb(base, [b / 255.0 for b in chunk])


def _tinted(space: ColourSpace, tint: float) -> RGB | None:
    ends = space.tint
    if ends is None:
        # Unknown tint transform: a Separation ink at full tint is dark, at zero paints nothing.
        grey = 1.0 - max(0.0, min(tint, 1.0))
        return (grey, grey, grey)
    low, high = ends
    t = max(0.0, min(tint, 1.0))
    return _clamp(tuple(a + (b - a) * t for a, b in zip(low, high, strict=True)))


def _tint_ends(function: Any, alternate: ColourSpace) -> tuple[RGB, RGB] | None:
    """For an exponential (type 2) tint function, the alternate colour at tints 0 and 1."""
    try:
        if int(function.get("/FunctionType", -1)) != 2:
            return None
        c0 = [float(v) for v in deref(function.get("/C0", [0.0]))]
        c1 = [float(v) for v in deref(function.get("/C1", [1.0]))]
    except (AttributeError, TypeError, ValueError):
        return None
    low, high = to_rgb(alternate, c0), to_rgb(alternate, c1)
    if low is None or high is None:
        return None
    return low, high


def _lookup_bytes(spec: Any) -> bytes:
    value = deref(spec)
    try:
        data = value.get_data() if hasattr(value, "get_data") else value
    except Exception:  # a lookup stream that does not decode leaves the colours unknown
        return b""
    if hasattr(data, "original_bytes"):
        data = data.original_bytes
    elif isinstance(data, str):
        data = data.encode("latin-1", errors="replace")
    return bytes(data[:MAX_LOOKUP_BYTES]) if isinstance(data, bytes | bytearray) else b""


def _numbers(values: list[Any]) -> list[float] | None:
    numbers = []
    for value in values:
        if isinstance(value, int | float) and not isinstance(value, bool):
            numbers.append(float(value))
    return numbers or None


def _clamp(values: tuple[float, ...]) -> RGB:
    r, g, b = (max(0.0, min(1.0, v)) for v in values[:3])
    return (r, g, b)
