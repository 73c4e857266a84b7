"""Follow a PDF page's graphics state as pypdf walks its content, and judge each text run's visibility.

The collector tracks what decides whether text shows: the fill and stroke colours through every
colour-space operator, the q/Q stack (and the implicit one around each form XObject, whose content
pypdf reports relative to the form), the text render mode, fill transparency from ExtGState, the
clipping area, and everything painted before and after the text (filled paths, images, shadings).
Its verdicts are suspicions: `extractors.pdf_ink` then looks at a rendering of the page, and text
is hidden only when the rendered area shows no ink of it.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass, field
from typing import Any

from extractors.hidden_text import reveal_hidden_unicode
from extractors.pdf_colour import (
    DEVICE_GRAY,
    PATTERN,
    RGB,
    WHITE,
    ColourSpace,
    device_space,
    initial_colour,
    resolve_space,
    to_rgb,
)
from extractors.pdf_fonts import FontDecoding
from extractors.pdf_layout import Fragment
from extractors.pdf_objects import deref

TINY_TEXT_PT = 3.0
OPAQUE = 0.99
Box = tuple[float, float, float, float]
Matrix = list[float]
IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]

REASON_WHITE = "white text on a white background"
REASON_SAME_COLOUR = "text coloured like its background"
REASON_COVERED = "covered by a shape drawn over it"
REASON_RENDER_MODE = "invisible text render mode"
REASON_TRANSPARENT = "fully transparent text"
REASON_CLIPPED = "text outside its clipping area"
REASON_OUTSIDE = "text placed outside the page"
REASON_UNICODE = "text smuggled in invisible Unicode characters"
# Verdicts that a rendering of the page can overturn: the text may show after all.
INK_CHECKED = frozenset(
    {
        REASON_WHITE,
        REASON_SAME_COLOUR,
        REASON_COVERED,
        REASON_RENDER_MODE,
        REASON_TRANSPARENT,
        REASON_CLIPPED,
    }
)
_FILL_MODES = (0, 2, 4, 6)
_STROKE_MODES = (1, 5)


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """The product m x n of two PDF matrices [a b c d e f]."""
    return [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]


def close_colours(a: RGB, b: RGB, tolerance: float = 0.06) -> bool:
    """True when two colours are too alike for text in one to show on the other."""
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


@dataclass
class GraphicsState:
    """The part of the PDF graphics state that decides whether text shows."""

    fill_space: ColourSpace = DEVICE_GRAY
    fill: RGB | None = (0.0, 0.0, 0.0)
    stroke_space: ColourSpace = DEVICE_GRAY
    stroke: RGB | None = (0.0, 0.0, 0.0)
    render_mode: int = 0
    fill_alpha: float = 1.0
    stroke_alpha: float = 1.0
    clip: Box | None = None  # in absolute page space

    def copy(self) -> GraphicsState:
        """A shallow copy, as dataclasses.replace makes, without calling __init__ (q, Q and
        every text-showing operator take one)."""
        state = object.__new__(GraphicsState)
        state.__dict__.update(self.__dict__)
        return state


@dataclass
class Paint:
    """Something painted on the page: its box, and its colour when it is one flat opaque colour."""

    box: Box
    colour: RGB | None
    opaque: bool


@dataclass
class _Form:
    state: GraphicsState
    outer: Matrix
    resources: Any
    entered: bool


@dataclass
class TextRun:
    """A fragment with what the ink check needs: where it was drawn in absolute page space."""

    fragment: Fragment
    box: Box
    paints_before: int
    ink_checked: bool = False


@dataclass
class PageCollector:
    """pypdf visitor callbacks that record positioned, visibility-judged text runs of one page."""

    width: float
    height: float
    origin: tuple[float, float]
    resources: Any = None
    fonts: FontDecoding = field(default_factory=FontDecoding)
    page_number: int = 1
    state: GraphicsState = field(default_factory=GraphicsState)
    stack: list[GraphicsState] = field(default_factory=list)
    forms: list[_Form] = field(default_factory=list)
    outer: Matrix = field(default_factory=lambda: list(IDENTITY))
    paints: list[Paint] = field(default_factory=list)
    runs: list[TextRun] = field(default_factory=list)
    path_box: Box | None = None
    axes: tuple[tuple[float, float], tuple[float, float]] = ((1.0, 0.0), (0.0, 1.0))
    clip_pending: bool = False
    show_state: GraphicsState | None = None

    @property
    def fragments(self) -> list[Fragment]:
        """The recorded fragments, in content order."""
        return [run.fragment for run in self.runs]

    # --- pypdf's visitor_operand_before / visitor_operand_after ----------------------------------

    def before(self, operator: bytes, operands: list[Any], cm: Matrix, tm: Matrix) -> None:
        """Track the graphics state, paths and paints before pypdf handles `operator`."""
        op = operator
        handler = _HANDLERS.get(op)
        if handler is not None:
            handler(self, op, operands, cm)  # no handler keeps or changes either list
        elif op in (b"Tj", b"TJ", b"'", b'"') and self.show_state is None:
            self.show_state = self.state.copy()

    def after(self, operator: bytes, operands: list[Any], cm: Matrix, tm: Matrix) -> None:
        """Leave a form XObject once pypdf has walked it."""
        if operator == b"Do" and self.forms:
            form = self.forms.pop()
            self.state, self.outer, self.resources = form.state, form.outer, form.resources

    # --- pypdf's visitor_text -----------------------------------------------------------------

    def text(self, text: str, cm: Matrix, tm: Matrix, font: Any, font_size: float) -> None:
        """Record one positioned run of text with its visibility verdict."""
        state = self.show_state or self.state
        self.show_state = None
        if not text or not text.strip():
            return
        text = self.fonts.clean(text, font, self.page_number)
        if not text.strip():
            return
        try:
            matrix = multiply(multiply(list(tm), list(cm)), self.outer)
            size = abs(float(font_size)) * math.hypot(matrix[2], matrix[3])
            x_abs, y_abs = matrix[4], matrix[5]
        except (TypeError, ValueError, IndexError):
            return
        if not (math.isfinite(x_abs) and math.isfinite(y_abs) and math.isfinite(size)):
            return
        x, y = x_abs - self.origin[0], y_abs - self.origin[1]
        self.axes = _axes(matrix)
        payload = reveal_hidden_unicode(text)
        if payload and payload.strip():
            self._add(Fragment(payload.strip(), x, y, size, False, REASON_UNICODE), False)
        for part in text.split("\n"):
            if part.strip():
                visible, reason = self._judge(part, x, y, size, state)
                self._add(Fragment(part, x, y, size, visible, reason), reason in INK_CHECKED)

    def _add(self, fragment: Fragment, ink_checked: bool) -> None:
        self.runs.append(
            TextRun(fragment, self.absolute_box(fragment), len(self.paints), ink_checked)
        )

    def absolute_box(self, fragment: Fragment) -> Box:
        """The run's estimated glyph box (descender to cap height) in absolute page space.

        The run goes along the baseline direction of the current text matrix, so rotated text
        gets the box it really covers.
        """
        (dx, dy), (ux, uy) = self.axes
        x0 = fragment.x + self.origin[0]
        y0 = fragment.y + self.origin[1]
        length, size = fragment.width, fragment.size
        corners = [
            (x0 + dx * along + ux * up * size, y0 + dy * along + uy * up * size)
            for along in (0.0, length)
            for up in (-0.2, 0.75)
        ]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        return (min(xs), min(ys), max(xs), max(ys))

    def _judge(
        self, text: str, x: float, y: float, size: float, state: GraphicsState
    ) -> tuple[bool, str | None]:
        mode = state.render_mode
        if mode in (3, 7):
            return False, REASON_RENDER_MODE
        if 0 < size < TINY_TEXT_PT:
            return False, f"tiny text ({size:.1f} pt)"
        box = self.absolute_box(Fragment(text, x, y, size))
        if self.width > 0 and self.height > 0:
            margin = 2.0
            left, bottom = self.origin[0] - margin, self.origin[1] - margin
            page = (left, bottom, left + self.width + 2 * margin, bottom + self.height + 2 * margin)
            if not _intersects(box, page):
                return False, REASON_OUTSIDE
        if state.clip is not None and not _intersects(box, state.clip):
            return False, REASON_CLIPPED
        if mode in _STROKE_MODES:
            colour, alpha = state.stroke, state.stroke_alpha
        else:
            colour, alpha = state.fill, state.fill_alpha
            outlined = mode in (2, 6) and state.stroke is not None and state.stroke_alpha > 0
            if outlined and (colour is None or state.stroke != colour):
                return True, None  # the outline may show where the fill does not
        if alpha <= 0.01:
            return False, REASON_TRANSPARENT
        if colour is None:
            return True, None  # a pattern or unknown colour: nothing to compare
        background = self._background_at(x + self.origin[0] + size * 0.3, box[1] + size * 0.5)
        if background is None or not close_colours(colour, background):
            return True, None
        if close_colours(background, WHITE):
            return False, REASON_WHITE
        return False, REASON_SAME_COLOUR

    def _background_at(self, x: float, y: float) -> RGB | None:
        for paint in reversed(self.paints):
            x0, y0, x1, y1 = paint.box
            if x0 <= x <= x1 and y0 <= y <= y1:
                return paint.colour if paint.opaque else None
        return WHITE

    def mark_covered(self) -> None:
        """Text with an opaque paint drawn over its whole box afterwards cannot be seen."""
        for run in self.runs:
            fragment = run.fragment
            if not fragment.visible:
                continue
            x0, y0, x1, y1 = run.box
            for paint in self.paints[run.paints_before :]:
                if not paint.opaque:
                    continue
                px0, py0, px1, py1 = paint.box
                if px0 <= x0 and py0 <= y0 and x1 <= px1 and y1 <= py1:
                    fragment.visible = False
                    fragment.hidden_reason = REASON_COVERED
                    run.ink_checked = True
                    break

    # --- operator handlers --------------------------------------------------------------------

    def _push(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        self.stack.append(self.state.copy())

    def _pop(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if self.stack:
            self.state = self.stack.pop()

    def _colour_space(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if not operands:
            return
        space = resolve_space(operands[0], self._named("/ColorSpace"))
        if op == b"cs":
            self.state.fill_space, self.state.fill = space, initial_colour(space)
        else:
            self.state.stroke_space, self.state.stroke = space, initial_colour(space)

    def _device_colour(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        space = device_space(op, len(operands))
        colour = to_rgb(space, operands)
        if op in (b"g", b"rg", b"k"):
            self.state.fill_space, self.state.fill = space, colour
        else:
            self.state.stroke_space, self.state.stroke = space, colour

    def _set_colour(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        fill = op in (b"sc", b"scn")
        space = self.state.fill_space if fill else self.state.stroke_space
        if space is PATTERN or (operands and isinstance(operands[-1], str)):
            colour = None  # a pattern paints whatever the pattern holds
        else:
            colour = to_rgb(space, operands)
        if fill:
            self.state.fill = colour
        else:
            self.state.stroke = colour

    def _render_mode(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if operands:
            with contextlib.suppress(TypeError, ValueError):
                self.state.render_mode = int(operands[0])

    def _ext_gstate(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if not operands:
            return
        entry = deref(self._named("/ExtGState").get(str(operands[0])))
        if not isinstance(entry, dict):
            return
        with contextlib.suppress(TypeError, ValueError):
            if "/ca" in entry:
                self.state.fill_alpha = float(deref(entry["/ca"]))
            if "/CA" in entry:
                self.state.stroke_alpha = float(deref(entry["/CA"]))

    def _rectangle(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if len(operands) != 4:
            return
        try:
            x, y, w, h = (float(v) for v in operands)
        except (TypeError, ValueError):
            return
        for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
            self._path_point(px, py, cm)

    def _move_line(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        if len(operands) >= 2:
            self._path_point(operands[-2], operands[-1], cm)

    def _clip(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        self.clip_pending = True

    def _paint_path(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        box = self.path_box
        if self.clip_pending and box is not None:
            self.state.clip = _intersection(self.state.clip, box) or (0.0, 0.0, 0.0, 0.0)
        self.clip_pending = False
        self.path_box = None
        if box is None or op in (b"n", b"S", b"s"):
            return
        box = _intersection(self.state.clip, box)
        if box is None:
            return
        opaque = self.state.fill_alpha >= OPAQUE and self.state.fill is not None
        self.paints.append(Paint(box, self.state.fill, opaque))

    def _shading(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        area = self.state.clip or (
            self.origin[0],
            self.origin[1],
            self.origin[0] + self.width,
            self.origin[1] + self.height,
        )
        self.paints.append(Paint(area, None, self.state.fill_alpha >= OPAQUE))

    def _inline_image(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        self._image(cm)

    def _xobject(self, op: bytes, operands: list[Any], cm: Matrix) -> None:
        xobject = deref(self._named("/XObject").get(str(operands[0]))) if operands else None
        subtype = xobject.get("/Subtype") if isinstance(xobject, dict) else None
        if subtype == "/Image":
            self._image(cm)
        # pypdf walks a form's content with a fresh matrix; remember where the form sits.
        form = _Form(self.state.copy(), self.outer, self.resources, subtype == "/Form")
        self.forms.append(form)
        if subtype == "/Form":
            matrix = _matrix(xobject.get("/Matrix")) or list(IDENTITY)
            self.outer = multiply(multiply(matrix, cm), self.outer)
            inner = deref(xobject.get("/Resources"))
            if isinstance(inner, dict):
                self.resources = inner
            bbox = _matrix(xobject.get("/BBox"), 4)
            if bbox is not None:
                corners = _transform_box(bbox, self.outer)
                self.state.clip = _intersection(self.state.clip, corners) or (0, 0, 0, 0)

    def _image(self, cm: Matrix) -> None:
        box = _transform_box([0.0, 0.0, 1.0, 1.0], multiply(cm, self.outer))
        box = _intersection(self.state.clip, box)
        if box is not None:
            self.paints.append(Paint(box, None, self.state.fill_alpha >= OPAQUE))

    def _path_point(self, x: Any, y: Any, cm: Matrix) -> None:
        try:
            # the translation part of [1 0 0 1 x y] x cm x outer, in multiply's own operations
            x, y = float(x), float(y)
            cx, cy = x * cm[0] + y * cm[2] + cm[4], x * cm[1] + y * cm[3] + cm[5]
            outer = self.outer
            px = cx * outer[0] + cy * outer[2] + outer[4]
            py = cx * outer[1] + cy * outer[3] + outer[5]
        except (TypeError, ValueError):
            return
        if not (math.isfinite(px) and math.isfinite(py)):
            return
        if self.path_box is None:
            self.path_box = (px, py, px, py)
        else:
            x0, y0, x1, y1 = self.path_box
            self.path_box = (min(x0, px), min(y0, py), max(x1, px), max(y1, py))

    def _named(self, category: str) -> dict[str, Any]:
        resources = deref(self.resources)
        if not isinstance(resources, dict):
            return {}
        entries = deref(resources.get(category))
        return entries if isinstance(entries, dict) else {}


_HANDLERS = {
    b"q": PageCollector._push,
    b"Q": PageCollector._pop,
    b"cs": PageCollector._colour_space,
    b"CS": PageCollector._colour_space,
    b"g": PageCollector._device_colour,
    b"rg": PageCollector._device_colour,
    b"k": PageCollector._device_colour,
    b"G": PageCollector._device_colour,
    b"RG": PageCollector._device_colour,
    b"K": PageCollector._device_colour,
    b"sc": PageCollector._set_colour,
    b"scn": PageCollector._set_colour,
    b"SC": PageCollector._set_colour,
    b"SCN": PageCollector._set_colour,
    b"Tr": PageCollector._render_mode,
    b"gs": PageCollector._ext_gstate,
    b"re": PageCollector._rectangle,
    b"m": PageCollector._move_line,
    b"l": PageCollector._move_line,
    b"c": PageCollector._move_line,
    b"v": PageCollector._move_line,
    b"y": PageCollector._move_line,
    b"W": PageCollector._clip,
    b"W*": PageCollector._clip,
    b"f": PageCollector._paint_path,
    b"F": PageCollector._paint_path,
    b"f*": PageCollector._paint_path,
    b"B": PageCollector._paint_path,
    b"B*": PageCollector._paint_path,
    b"b": PageCollector._paint_path,
    b"b*": PageCollector._paint_path,
    b"n": PageCollector._paint_path,
    b"S": PageCollector._paint_path,
    b"s": PageCollector._paint_path,
    b"sh": PageCollector._shading,
    b"INLINE IMAGE": PageCollector._inline_image,
    b"Do": PageCollector._xobject,
}


def _axes(matrix: Matrix) -> tuple[tuple[float, float], tuple[float, float]]:
    """Unit vectors along the baseline and up the glyphs for a text rendering matrix."""
    along = math.hypot(matrix[0], matrix[1])
    up = math.hypot(matrix[2], matrix[3])
    if along <= 0 or up <= 0:
        return (1.0, 0.0), (0.0, 1.0)
    return (matrix[0] / along, matrix[1] / along), (matrix[2] / up, matrix[3] / up)


def _matrix(value: Any, length: int = 6) -> list[float] | None:
    value = deref(value)
    try:
        numbers = [float(deref(v)) for v in value]
    except (TypeError, ValueError):
        return None
    return numbers if len(numbers) == length else None


def _transform_box(box: list[float], matrix: Matrix) -> Box:
    x0, y0, x1, y1 = box
    points = [
        multiply([1, 0, 0, 1, x, y], matrix)[4:6]
        for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))
    ]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _intersection(a: Box | None, b: Box) -> Box | None:
    if a is None:
        return b
    box = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return box if box[0] <= box[2] and box[1] <= box[3] else None


def _intersects(a: Box, b: Box) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]
