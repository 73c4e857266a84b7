"""Read a PPTX deck with python-pptx into the shared Deck model, keeping positions and visibility."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lxml import etree
from pptx import Presentation
from pptx.enum.dml import MSO_COLOR_TYPE, MSO_FILL_TYPE, MSO_THEME_COLOR
from pptx.enum.shapes import MSO_SHAPE_TYPE
from pptx.oxml.ns import qn
from pptx.util import Emu

from extractors.hidden_text import reveal_hidden_unicode, strip_invisible
from extractors.limits import ReadLimits
from extractors.models import BBox, Block, BlockRole, Deck, DeckKind, DeckReadError, Location, Page
from extractors.pptx_preflight import classify_pptx_error, preflight_pptx, safe_xml_parser

EMU_PER_PT = 12700
TINY_TEXT_PT = 3.0
FOOTNOTE_MAX_PT = 12.0
RGB = tuple[float, float, float]
_WHITE: RGB = (1.0, 1.0, 1.0)
_FOOTNOTE_MARKERS = ("*", "†", "‡", "§", "¹", "²", "³", "source", "sources", "note", "notes", "[1]")
_BACKGROUND_THEME = {MSO_THEME_COLOR.BACKGROUND_1, MSO_THEME_COLOR.LIGHT_1}
_TITLE_TYPES = ("title", "ctrTitle")  # PP_PLACEHOLDER.TITLE and CENTER_TITLE as written in XML


@dataclass(frozen=True)
class _Transform:
    """Maps a group's child coordinates (EMU) to slide coordinates (EMU)."""

    off_x: float = 0.0
    off_y: float = 0.0
    ch_x: float = 0.0
    ch_y: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (
            self.off_x + (x - self.ch_x) * self.scale_x,
            self.off_y + (y - self.ch_y) * self.scale_y,
        )

    def compose(self, inner: _Transform) -> _Transform:
        """The transform of a group nested inside this one."""
        off_x, off_y = self.apply(inner.off_x, inner.off_y)
        return _Transform(
            off_x=off_x,
            off_y=off_y,
            ch_x=inner.ch_x,
            ch_y=inner.ch_y,
            scale_x=self.scale_x * inner.scale_x,
            scale_y=self.scale_y * inner.scale_y,
        )


def _group_transform(group: Any) -> _Transform:
    xfrm = group._element.grpSpPr.find(qn("a:xfrm"))
    if xfrm is None:
        return _Transform()

    def pair(tag: str, a: str, b: str) -> tuple[float, float] | None:
        el = xfrm.find(qn(tag))
        if el is None:
            return None
        try:
            return float(el.get(a, 0)), float(el.get(b, 0))
        except ValueError:
            return None

    off = pair("a:off", "x", "y") or (0.0, 0.0)
    ext = pair("a:ext", "cx", "cy") or (1.0, 1.0)
    ch_off = pair("a:chOff", "x", "y") or off
    ch_ext = pair("a:chExt", "cx", "cy") or ext
    return _Transform(
        off_x=off[0],
        off_y=off[1],
        ch_x=ch_off[0],
        ch_y=ch_off[1],
        scale_x=ext[0] / ch_ext[0] if ch_ext[0] else 1.0,
        scale_y=ext[1] / ch_ext[1] if ch_ext[1] else 1.0,
    )


_P_SP_PR, _P_GRP_SP_PR, _P_XFRM = qn("p:spPr"), qn("p:grpSpPr"), qn("p:xfrm")
_A_XFRM, _A_OFF, _A_EXT = qn("a:xfrm"), qn("a:off"), qn("a:ext")
_P_C_NV_PR, _P_NV_PR, _P_PH = qn("p:cNvPr"), qn("p:nvPr"), qn("p:ph")
_P_GRP_SP, _P_PIC = qn("p:grpSp"), qn("p:pic")
Geometry = tuple[float, float, float, float]  # left, top, width, height in EMU


def _nv_properties(element: Any) -> Any:
    """A shape's first child element (its p:nv*Pr), skipping comments as python-pptx's xpath does."""
    for child in element:
        if isinstance(child.tag, str):
            return child
    return None


def _placeholder_element(element: Any) -> Any:
    nv = _nv_properties(element)
    nv_pr = nv.find(_P_NV_PR) if nv is not None else None
    return nv_pr.find(_P_PH) if nv_pr is not None else None


def _own_geometry(element: Any) -> Geometry | None:
    """The shape's own a:xfrm, read straight from the XML (python-pptx's getters are slow)."""
    xfrm = None
    for tag in (_P_SP_PR, _P_GRP_SP_PR):
        properties = element.find(tag)
        if properties is not None:
            xfrm = properties.find(_A_XFRM)
            break
    if xfrm is None:
        xfrm = element.find(_P_XFRM)  # a graphic frame: table, chart, SmartArt
    off = xfrm.find(_A_OFF) if xfrm is not None else None
    if off is None or off.get("x") is None or off.get("y") is None:
        return None
    ext = xfrm.find(_A_EXT)
    width = ext.get("cx", "0") if ext is not None else "0"
    height = ext.get("cy", "0") if ext is not None else "0"
    return float(int(off.get("x"))), float(int(off.get("y"))), float(int(width)), float(int(height))


def _shape_geometry(
    shape: Any, inherited: dict[tuple[str, str], Geometry | None]
) -> Geometry | None:
    """Own geometry, or for a placeholder the layout's, looked up once per placeholder kind."""
    element = shape._element
    own = _own_geometry(element)
    if own is not None:
        return own
    placeholder = _placeholder_element(element)
    if placeholder is None:
        return None
    key = (placeholder.get("idx", "0"), placeholder.get("type", "obj"))
    if key not in inherited:
        left, top, width, height = shape.left, shape.top, shape.width, shape.height
        known = left is not None and top is not None
        inherited[key] = (left, top, width or 0, height or 0) if known else None
    return inherited[key]


def _shape_bbox(
    shape: Any,
    transform: _Transform,
    inherited: dict[tuple[str, str], Geometry | None] | None = None,
) -> BBox | None:
    try:
        geometry = _shape_geometry(shape, {} if inherited is None else inherited)
    except Exception:
        return None
    if geometry is None:
        return None
    left, top, width, height = geometry
    x0, y0 = transform.apply(float(left), float(top))
    x1, y1 = transform.apply(float(left) + float(width or 0), float(top) + float(height or 0))
    return BBox(x0=x0 / EMU_PER_PT, y0=y0 / EMU_PER_PT, x1=x1 / EMU_PER_PT, y1=y1 / EMU_PER_PT)


def _rgb_of(color_format: Any) -> tuple[RGB | None, bool]:
    """The RGB of a python-pptx ColorFormat, and whether it is a background theme colour."""
    try:
        kind = color_format.type
    except Exception:
        return None, False
    if kind == MSO_COLOR_TYPE.RGB:
        value = color_format.rgb
        return (value[0] / 255, value[1] / 255, value[2] / 255), False
    if kind == MSO_COLOR_TYPE.SCHEME:
        try:
            return None, color_format.theme_color in _BACKGROUND_THEME
        except Exception:
            return None, False
    return None, False


_A_RPR, _A_SOLID_FILL = qn("a:rPr"), qn("a:solidFill")
_A_SRGB_CLR, _A_SCHEME_CLR = qn("a:srgbClr"), qn("a:schemeClr")
_BACKGROUND_SCHEME_VALUES = ("bg1", "lt1")  # MSO_THEME_COLOR.BACKGROUND_1 and LIGHT_1


def _run_colour(run: Any) -> tuple[RGB | None, bool]:
    """A run's solid text colour and whether it is a background theme colour, read from the XML.

    python-pptx's `font.color` would add an empty a:solidFill to every run it is asked about:
    slow, and a reader should not change the deck it reads.
    """
    rpr = run._r.find(_A_RPR)
    fill = rpr.find(_A_SOLID_FILL) if rpr is not None else None
    if fill is None:
        return None, False
    srgb = fill.find(_A_SRGB_CLR)
    if srgb is not None:
        value = srgb.get("val", "")
        try:
            return (
                int(value[0:2], 16) / 255,
                int(value[2:4], 16) / 255,
                int(value[4:6], 16) / 255,
            ), False
        except ValueError:
            return None, False
    scheme = fill.find(_A_SCHEME_CLR)
    if scheme is not None:
        return None, scheme.get("val") in _BACKGROUND_SCHEME_VALUES
    return None, False


def _alpha_of_run(run: Any) -> float:
    """Opacity of a run's solid fill (1.0 when not set)."""
    rpr = run._r.find(qn("a:rPr"))
    if rpr is None:
        return 1.0
    alpha = rpr.find(f"{qn('a:solidFill')}/*/{qn('a:alpha')}")
    if alpha is None:
        return 1.0
    try:
        return int(alpha.get("val", "100000")) / 100000
    except ValueError:
        return 1.0


def _fill_rgb(fill: Any) -> RGB | None:
    try:
        if fill.type == MSO_FILL_TYPE.SOLID:
            rgb, _ = _rgb_of(fill.fore_color)
            return rgb
    except Exception:
        return None
    return None


def _close(a: RGB, b: RGB, tolerance: float = 0.08) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


class _SlideReader:
    """Walks one slide's shapes and produces blocks."""

    def __init__(
        self,
        slide: Any,
        page_no: int,
        width: float,
        height: float,
        limits: ReadLimits,
        inherited: dict[tuple[str, str], Geometry | None] | None = None,
    ) -> None:
        self.slide = slide
        self.page_no = page_no
        self.width = width
        self.height = height
        self.limits = limits
        self.blocks: list[Block] = []
        self.shape_count = 0
        self.background = self._slide_background()
        # Placeholder geometry inherited from this slide's layout, shared by its other slides.
        self.inherited: dict[tuple[str, str], Geometry | None] = (
            {} if inherited is None else inherited
        )
        self._boxes: dict[Any, BBox | None] = {}

    def _top_level_bbox(self, shape: Any) -> BBox | None:
        """A top-level shape's box, computed once (sorting, walking and covering all need it)."""
        element = shape._element
        if element not in self._boxes:
            self._boxes[element] = _shape_bbox(shape, _Transform(), self.inherited)
        return self._boxes[element]

    def _slide_background(self) -> RGB:
        for source in (self.slide, self.slide.slide_layout, self.slide.slide_layout.slide_master):
            try:
                bg = source._element.cSld.bg
                if bg is None:
                    continue
                rgb = _fill_rgb(source.background.fill)
                if rgb is not None:
                    return rgb
            except Exception:
                continue
        return _WHITE

    def read(self) -> list[Block]:
        shapes = list(self.slide.shapes)

        def reading_order(shape: Any) -> tuple[int, int, float]:
            box = self._top_level_bbox(shape)
            top, left = (box.y0, box.x0) if box is not None else (0.0, 0.0)
            return (0 if _is_title(shape) else 1, round(top / 12), left)

        for shape in sorted(shapes, key=reading_order):
            self._walk(shape, _Transform(), depth=0)
        self._mark_covered(shapes)
        self._read_notes()
        return self.blocks

    def _mark_covered(self, shapes: list[Any]) -> None:
        """Text under a later, opaque shape that fully covers it cannot be seen."""
        z_of: dict[int, int] = {}
        covers: list[tuple[int, BBox]] = []
        for z, shape in enumerate(shapes):
            for sid in _shape_ids(shape):
                z_of[sid] = z
            bbox = self._top_level_bbox(shape)
            if bbox is None:
                continue
            opaque_fill = False
            try:
                is_picture = shape._element.tag == _P_PIC and (
                    _shape_type(shape) == MSO_SHAPE_TYPE.PICTURE
                )
                opaque_fill = is_picture or (
                    hasattr(shape, "fill") and shape.fill.type == MSO_FILL_TYPE.SOLID
                )
            except Exception:
                opaque_fill = False
            if opaque_fill:
                covers.append((z, bbox))
        if not covers:
            return
        for block in self.blocks:
            box = block.location.bbox
            sid = block.location.shape_id
            if not block.visible or box is None or sid is None or sid not in z_of:
                continue
            for z, cover in covers:
                if z > z_of[sid] and _contains(cover, box):
                    block.visible = False
                    block.hidden_reason = "covered by another shape"
                    break

    def _walk(self, shape: Any, transform: _Transform, depth: int) -> None:
        self.shape_count += 1
        if self.shape_count > self.limits.max_shapes_per_slide:
            raise DeckReadError(
                "over-limit: shapes",
                f"slide {self.page_no} has more than {self.limits.max_shapes_per_slide:,} shapes",
            )
        if depth > self.limits.max_group_depth:
            raise DeckReadError(
                "over-limit: group nesting",
                f"slide {self.page_no} nests groups deeper than {self.limits.max_group_depth}",
            )
        if depth == 0:
            bbox = self._top_level_bbox(shape)
        else:
            bbox = _shape_bbox(shape, transform, self.inherited)
        self._read_alt_text(shape, bbox)
        if _is_group(shape):
            inner = transform.compose(_group_transform(shape))
            for child in shape.shapes:
                self._walk(child, inner, depth + 1)
            return
        off_slide = self._off_slide(bbox)
        if getattr(shape, "has_table", False) and shape.has_table:
            self._read_table(shape, bbox, off_slide)
        elif getattr(shape, "has_chart", False) and shape.has_chart:
            self._read_chart(shape, bbox, off_slide)
        elif getattr(shape, "has_text_frame", False) and shape.has_text_frame:
            self._read_text_frame(shape, bbox, off_slide)
        elif _is_diagram(shape):
            self._read_diagram(shape, bbox, off_slide)

    def _read_diagram(self, shape: Any, bbox: BBox | None, off_slide: bool) -> None:
        """SmartArt keeps its text in a separate diagram-data part, one block per node."""
        rel_ids = shape._element.xpath(".//*[local-name()='relIds']/@*[local-name()='dm']")
        if not rel_ids:
            return
        try:
            part = self.slide.part.related_part(rel_ids[0])
            root = etree.fromstring(part.blob, parser=safe_xml_parser())
        except Exception:
            return  # a broken diagram costs us its text, not the deck
        group = f"s{self.page_no}-{_shape_id(shape)}"
        reason = "shape placed outside the slide" if off_slide else None
        for node in root.iter("{*}pt"):
            paragraphs = [
                "".join(t.text or "" for t in p.iter(f"{{{_A_NS}}}t"))
                for p in node.iter(f"{{{_A_NS}}}p")
            ]
            text = " ".join(" ".join(paragraphs).split())
            if text:
                self.blocks.append(
                    Block(
                        text=strip_invisible(text),
                        role=BlockRole.BODY,
                        location=self._location(shape, bbox),
                        visible=not off_slide,
                        hidden_reason=reason,
                        group=group,
                    )
                )
                self._add_smuggled(text, shape, bbox, group)

    def _off_slide(self, bbox: BBox | None) -> bool:
        if bbox is None or self.width <= 0 or self.height <= 0:
            return False
        return bbox.x1 <= 0 or bbox.y1 <= 0 or bbox.x0 >= self.width or bbox.y0 >= self.height

    def _location(self, shape: Any, bbox: BBox | None, **extra: Any) -> Location:
        return Location(
            page=self.page_no,
            bbox=bbox,
            shape_id=_shape_id(shape),
            shape_name=_shape_name(shape),
            **extra,
        )

    def _role_for(self, shape: Any, bbox: BBox | None, text: str, size: float | None) -> BlockRole:
        if _is_title(shape):
            return BlockRole.TITLE
        lowered = text.lstrip().lower()
        starts_like_note = lowered.startswith(_FOOTNOTE_MARKERS)
        low_on_slide = bbox is not None and self.height > 0 and bbox.y0 >= 0.78 * self.height
        small = size is not None and size <= FOOTNOTE_MAX_PT
        if starts_like_note and (small or low_on_slide):
            return BlockRole.FOOTNOTE
        if low_on_slide and small:
            return BlockRole.FOOTNOTE
        return BlockRole.BODY

    def _read_text_frame(self, shape: Any, bbox: BBox | None, off_slide: bool) -> None:
        shape_fill = _fill_rgb(shape.fill) if hasattr(shape, "fill") else None
        background = shape_fill or self.background
        group = f"s{self.page_no}-{_shape_id(shape)}"
        for paragraph in shape.text_frame.paragraphs:
            raw = paragraph.text  # renders line breaks as vertical tabs, unlike the runs
            text = " ".join(raw.replace("\v", " ").split())
            if not text:
                continue
            size = _paragraph_size(paragraph)
            visible, reason = self._visibility(paragraph, background, size, off_slide, raw)
            self.blocks.append(
                Block(
                    text=strip_invisible(text),
                    role=self._role_for(shape, bbox, text, size),
                    location=self._location(shape, bbox),
                    visible=visible,
                    hidden_reason=reason,
                    font_size=size,
                    group=group,
                )
            )
            self._add_smuggled(raw, shape, bbox, group)

    def _add_smuggled(self, raw: str, shape: Any, bbox: BBox | None, group: str | None) -> None:
        """A message hidden in invisible characters becomes its own hidden block."""
        payload = reveal_hidden_unicode(raw)
        if payload and payload.strip():
            self.blocks.append(
                Block(
                    text=payload.strip(),
                    role=BlockRole.BODY,
                    location=self._location(shape, bbox),
                    visible=False,
                    hidden_reason="text smuggled in invisible Unicode characters",
                    group=group,
                )
            )

    def _visibility(
        self, paragraph: Any, background: RGB, size: float | None, off_slide: bool, raw: str
    ) -> tuple[bool, str | None]:
        if off_slide:
            return False, "shape placed outside the slide"
        if size is not None and size < TINY_TEXT_PT:
            return False, f"tiny text ({size:.1f} pt)"
        runs = [run for run in paragraph.runs if run.text.strip()]
        if runs:
            hidden_runs = 0
            reason = None
            for run in runs:
                run_reason = self._run_hidden_reason(run, background)
                if run_reason:
                    hidden_runs += 1
                    reason = run_reason
            if hidden_runs == len(runs):
                return False, reason
        return True, None

    def _run_hidden_reason(self, run: Any, background: RGB) -> str | None:
        if _alpha_of_run(run) < 0.1:
            return "transparent text"
        rgb, is_background_theme = _run_colour(run)
        if is_background_theme and _close(background, _WHITE):
            return "text in the background theme colour"
        if rgb is not None and _close(rgb, background):
            if _close(background, _WHITE):
                return "white text on a white background"
            return "text coloured like its background"
        if run.font.size is not None and run.font.size.pt < TINY_TEXT_PT:
            return f"tiny text ({run.font.size.pt:.1f} pt)"
        return None

    def _read_table(self, shape: Any, bbox: BBox | None, off_slide: bool) -> None:
        table = shape.table
        group = f"s{self.page_no}-{_shape_id(shape)}"
        reason = "shape placed outside the slide" if off_slide else None
        for row_index, row in enumerate(table.rows):
            cells: list[str] = []
            for col_index, cell in enumerate(row.cells):
                text = " ".join(cell.text.replace("\v", " ").split())
                cells.append(text)
                if text:
                    self.blocks.append(
                        Block(
                            text=strip_invisible(text),
                            role=BlockRole.TABLE_CELL,
                            location=self._location(
                                shape, bbox, table_row=row_index, table_col=col_index
                            ),
                            visible=not off_slide,
                            hidden_reason=reason,
                            group=group,
                        )
                    )
            if any(cells):
                self.blocks.append(
                    Block(
                        text=strip_invisible(" | ".join(cells)),
                        role=BlockRole.TABLE_ROW,
                        location=self._location(shape, bbox, table_row=row_index),
                        visible=not off_slide,
                        hidden_reason=reason,
                        group=group,
                    )
                )

    def _read_chart(self, shape: Any, bbox: BBox | None, off_slide: bool) -> None:
        chart = shape.chart
        group = f"s{self.page_no}-{_shape_id(shape)}"
        reason = "shape placed outside the slide" if off_slide else None
        try:
            title = chart.chart_title.text_frame.text if chart.has_title else ""
        except Exception:
            title = ""
        title = " ".join(title.split())
        if title:
            self.blocks.append(
                Block(
                    text=strip_invisible(title),
                    role=BlockRole.CHART_TITLE,
                    location=self._location(shape, bbox),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=group,
                )
            )
        try:
            plots = list(chart.plots)
        except Exception:  # python-pptx does not model every chart type (3-D area, ...)
            plots = []
        for plot in plots:
            try:
                categories = [str(c) for c in plot.categories]
            except Exception:
                categories = []
            try:
                series_list = list(plot.series)
            except Exception:
                continue
            for series in series_list:
                name = str(series.name or "")
                try:
                    values = list(series.values)
                except Exception:
                    continue
                for index, value in enumerate(values):
                    if value is None:
                        continue
                    category = categories[index] if index < len(categories) else str(index + 1)
                    number = _format_number(value)
                    label = (
                        f"{category}: {number}" if not name else f"{category} – {name}: {number}"
                    )
                    self.blocks.append(
                        Block(
                            text=strip_invisible(label),
                            role=BlockRole.CHART_POINT,
                            location=self._location(
                                shape, bbox, chart_series=name or None, chart_category=category
                            ),
                            visible=not off_slide,
                            hidden_reason=reason,
                            group=group,
                        )
                    )

    def _read_alt_text(self, shape: Any, bbox: BBox | None) -> None:
        try:
            element = _c_nv_pr(shape)
        except Exception:
            return
        if element is None:
            return
        for attribute in ("descr", "title"):
            self._add_smuggled(element.get(attribute) or "", shape, bbox, None)
            text = " ".join((element.get(attribute) or "").split())
            if text:
                self.blocks.append(
                    Block(
                        text=strip_invisible(text),
                        role=BlockRole.ALT_TEXT,
                        location=self._location(shape, bbox),
                        visible=False,
                        hidden_reason="alt text, not drawn on the slide",
                        group=f"s{self.page_no}-{_shape_id(shape)}",
                    )
                )

    def _read_notes(self) -> None:
        if not self.slide.has_notes_slide:  # reading notes_slide otherwise would create one
            return
        frame = self.slide.notes_slide.notes_text_frame
        if frame is None:
            return
        for paragraph in frame.paragraphs:
            self._add_smuggled(paragraph.text, None, None, f"s{self.page_no}-notes")
            text = " ".join(paragraph.text.replace("\v", " ").split())
            if text:
                self.blocks.append(
                    Block(
                        text=strip_invisible(text),
                        role=BlockRole.NOTES,
                        location=Location(page=self.page_no),
                        visible=True,
                        group=f"s{self.page_no}-notes",
                    )
                )


_A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"


def _is_group(shape: Any) -> bool:
    """python-pptx makes a GroupShape of exactly the p:grpSp elements; the tag says it cheaply."""
    return shape._element.tag == _P_GRP_SP


def _shape_type(shape: Any) -> Any:
    """python-pptx raises for shape kinds it does not know; those are simply not groups or pictures."""
    try:
        return shape.shape_type
    except Exception:
        return None


def _is_diagram(shape: Any) -> bool:
    try:
        return bool(shape._element.xpath(".//*[local-name()='relIds']"))
    except Exception:
        return False


def _shape_ids(shape: Any) -> list[int]:
    """The id of a shape and, for a group, of every shape inside it."""
    ids = [sid] if (sid := _shape_id(shape)) is not None else []
    if _is_group(shape):
        for child in shape.shapes:
            ids.extend(_shape_ids(child))
    return ids


def _contains(outer: BBox, inner: BBox, slack: float = 2.0) -> bool:
    return (
        outer.x0 - slack <= inner.x0
        and outer.y0 - slack <= inner.y0
        and inner.x1 <= outer.x1 + slack
        and inner.y1 <= outer.y1 + slack
    )


def _format_number(value: Any) -> str:
    """A chart value as a plain number, never in exponent notation."""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:.6f}".rstrip("0").rstrip(".")
    return str(value)


def _is_title(shape: Any) -> bool:
    try:
        placeholder = _placeholder_element(shape._element)
    except Exception:
        return False
    return placeholder is not None and placeholder.get("type") in _TITLE_TYPES


def _c_nv_pr(shape: Any) -> Any:
    nv = _nv_properties(shape._element)
    return nv.find(_P_C_NV_PR) if nv is not None else None


def _shape_id(shape: Any) -> int | None:
    try:
        return int(_c_nv_pr(shape).get("id"))
    except Exception:
        return None


def _shape_name(shape: Any) -> str | None:
    try:
        return str(_c_nv_pr(shape).get("name", ""))[:200]
    except Exception:
        return None


def _paragraph_size(paragraph: Any) -> float | None:
    sizes = [run.font.size.pt for run in paragraph.runs if run.font.size is not None]
    if sizes:
        return max(sizes)
    try:
        if paragraph.font.size is not None:
            return float(paragraph.font.size.pt)
    except Exception:
        return None
    return None


def _layout_key(slide: Any) -> str:
    """Which layout a slide's placeholders inherit from; unique per slide when it has none."""
    try:
        return str(slide.slide_layout.part.partname)
    except Exception:
        return f"no-layout-{id(slide)}"


def _slides(prs: Any) -> Iterator[Any]:
    yield from prs.slides


def read_pptx(
    path: Path,
    sha256: str,
    limits: ReadLimits,
    kind: DeckKind = DeckKind.PPTX,
    progress: Callable[[int, int], None] | None = None,
) -> Deck:
    """Read every slide of a PPTX deck into blocks; raises DeckReadError when it cannot be read."""
    preflight_pptx(path, limits)
    try:
        prs = Presentation(str(path))
        width = float(Emu(prs.slide_width or 0).pt) if prs.slide_width else 720.0
        height = float(Emu(prs.slide_height or 0).pt) if prs.slide_height else 540.0
    except DeckReadError:
        raise
    except Exception as exc:  # lxml depth/entity limits, missing parts, damaged XML
        raise classify_pptx_error(exc) from exc
    deck = Deck(path=str(path), kind=kind, sha256=sha256)
    try:
        slides = list(_slides(prs))
        if len(slides) > limits.max_pages:
            raise DeckReadError(
                "over-limit: slides",
                f"the deck has {len(slides):,} slides; the limit is {limits.max_pages:,}",
            )
        total_chars = 0
        layout_geometry: dict[str, dict[tuple[str, str], Geometry | None]] = {}
        for index, slide in enumerate(slides):
            hidden = slide._element.get("show") in ("0", "false")
            inherited = layout_geometry.setdefault(_layout_key(slide), {})
            reader = _SlideReader(slide, index + 1, width, height, limits, inherited)
            blocks = reader.read()
            if hidden:
                for block in blocks:
                    if block.visible and block.role != BlockRole.NOTES:
                        block.visible = False
                        block.hidden_reason = "hidden slide"
            total_chars += sum(len(b.text) for b in blocks)
            if total_chars > limits.max_text_chars:
                raise DeckReadError(
                    "over-limit: text",
                    f"the deck holds more than {limits.max_text_chars:,} characters of text",
                )
            title = next((b.text for b in blocks if b.role == BlockRole.TITLE), None)
            deck.pages.append(
                Page(
                    number=index + 1,
                    title=title,
                    hidden=hidden,
                    width=width,
                    height=height,
                    blocks=blocks,
                )
            )
            if progress is not None:
                progress(index + 1, len(slides))
        deck.metadata = _core_properties(prs)
    except DeckReadError:
        raise
    except RecursionError as exc:
        raise DeckReadError("over-limit: nesting", "the deck nests its XML too deeply") from exc
    except Exception as exc:
        raise DeckReadError("corrupt", f"a slide cannot be read: {_short(exc)}") from exc
    return deck


def _core_properties(prs: Any) -> dict[str, str]:
    try:
        props = prs.core_properties
        values = {
            "Title": props.title,
            "Subject": props.subject,
            "Keywords": props.keywords,
            "Author": props.author,
            "Comments": props.comments,
        }
    except Exception:
        return {}
    return {k: str(v)[:2000] for k, v in values.items() if v}


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text[:200]
