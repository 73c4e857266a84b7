"""Read a PPTX deck with python-pptx into the shared Deck model, keeping positions and visibility.

python-pptx opens the package, resolves parts and relationships, reads charts and inherits
placeholder positions from layouts. Everything read once per shape or paragraph (geometry, text,
runs, fonts, colours, fills, notes) is read straight from the lxml elements python-pptx parsed:
its proxy objects re-run an XPath query or build a wrapper for every attribute, which made them
most of the reading time, and some of them (`font`, `text_frame`, `background.fill`) add elements
to the deck they are asked about.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lxml import etree
from pptx import Presentation
from pptx.chart.series import XySeries
from pptx.oxml.ns import qn
from pptx.shapes.shapetree import BaseShapeFactory, SlideShapeFactory
from pptx.spec import GRAPHIC_DATA_URI_CHART, GRAPHIC_DATA_URI_TABLE
from pptx.util import Emu

from extractors.context import superscript
from extractors.hidden_text import reveal_hidden_unicode, strip_invisible
from extractors.limits import ReadLimits
from extractors.models import BBox, Block, BlockRole, Deck, DeckKind, DeckReadError, Location, Page
from extractors.pptx_preflight import classify_pptx_error, preflight_pptx, safe_xml_parser
from extractors.tool_marks import NOTES_END, NOTES_START, TOOL_MARK

EMU_PER_PT = 12700
EMU_PER_CENTIPOINT = 127  # python-pptx's Centipoints: sz="1800" is 1800 * 127 EMU, 18 pt
TINY_TEXT_PT = 3.0
FOOTNOTE_MAX_PT = 12.0
RGB = tuple[float, float, float]
_WHITE: RGB = (1.0, 1.0, 1.0)
_FOOTNOTE_MARKERS = ("*", "†", "‡", "§", "¹", "²", "³", "source", "sources", "note", "notes", "[1]")
_TITLE_TYPES = ("title", "ctrTitle")  # PP_PLACEHOLDER.TITLE and CENTER_TITLE as written in XML
_BACKGROUND_SCHEME_VALUES = ("bg1", "lt1")  # MSO_THEME_COLOR.BACKGROUND_1 and LIGHT_1
_A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"

# Shape elements python-pptx makes shapes of, in a slide's or a group's shape tree.
_P_SP, _P_GRP_SP, _P_GRAPHIC_FRAME = qn("p:sp"), qn("p:grpSp"), qn("p:graphicFrame")
_P_PIC, _P_CXN_SP, _P_CONTENT_PART = qn("p:pic"), qn("p:cxnSp"), qn("p:contentPart")
_SHAPE_TAGS = frozenset({_P_SP, _P_GRP_SP, _P_GRAPHIC_FRAME, _P_CXN_SP, _P_PIC, _P_CONTENT_PART})
_P_SP_TREE, _P_C_SLD, _P_BG, _P_BG_PR = qn("p:spTree"), qn("p:cSld"), qn("p:bg"), qn("p:bgPr")
_P_SP_PR, _P_GRP_SP_PR, _P_XFRM = qn("p:spPr"), qn("p:grpSpPr"), qn("p:xfrm")
_P_C_NV_PR, _P_NV_PR, _P_PH, _P_TX_BODY = qn("p:cNvPr"), qn("p:nvPr"), qn("p:ph"), qn("p:txBody")
_A_XFRM, _A_OFF, _A_EXT = qn("a:xfrm"), qn("a:off"), qn("a:ext")
_A_CH_OFF, _A_CH_EXT = qn("a:chOff"), qn("a:chExt")
_A_GRAPHIC, _A_GRAPHIC_DATA, _A_TBL = qn("a:graphic"), qn("a:graphicData"), qn("a:tbl")
_A_TR, _A_TC, _A_TX_BODY = qn("a:tr"), qn("a:tc"), qn("a:txBody")
_A_P, _A_R, _A_BR, _A_FLD, _A_T = qn("a:p"), qn("a:r"), qn("a:br"), qn("a:fld"), qn("a:t")
_A_RPR, _A_PPR, _A_DEF_RPR = qn("a:rPr"), qn("a:pPr"), qn("a:defRPr")
_A_SOLID_FILL, _A_SRGB_CLR, _A_SCHEME_CLR = qn("a:solidFill"), qn("a:srgbClr"), qn("a:schemeClr")
_VIDEO_PATH = f"{qn('p:nvPicPr')}/{qn('p:nvPr')}/{qn('a:videoFile')}"
_ALPHA_PATH = f"{qn('a:solidFill')}/*/{qn('a:alpha')}"
_C_CHART, _C_VAL, _C_Y_VAL = qn("c:chart"), qn("c:val"), qn("c:yVal")
_C_PT, _C_PT_COUNT, _C_V = qn("c:pt"), qn("c:ptCount"), qn("c:v")
_R_ID = qn("r:id")
# The fill and colour choices python-pptx recognises, in the order it looks for them.
_FILL_CHOICES = tuple(
    qn(f"a:{name}")
    for name in ("noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill")
)
_COLOUR_CHOICES = tuple(
    qn(f"a:{name}") for name in ("scrgbClr", "srgbClr", "hslClr", "sysClr", "schemeClr", "prstClr")
)
_RUN_TAGS = frozenset({_A_R, _A_FLD})
_DIAGRAM_REL_IDS = etree.XPath(".//*[local-name()='relIds']/@*[local-name()='dm']")
_HAS_DIAGRAM = etree.XPath("boolean(.//*[local-name()='relIds'])")
# XPath compares `@idx=3` as numbers: surrounding whitespace and a decimal point are allowed.
_XPATH_NUMBER = re.compile(r"^[ \t\r\n]*(-?(?:\d+(?:\.\d*)?|\.\d+))[ \t\r\n]*$")

Geometry = tuple[float, float, float, float]  # left, top, width, height in EMU


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


_IDENTITY = _Transform()


def _group_transform(element: Any) -> _Transform:
    properties = element.find(_P_GRP_SP_PR)
    xfrm = properties.find(_A_XFRM) if properties is not None else None
    if xfrm is None:
        return _IDENTITY

    def pair(tag: str, a: str, b: str) -> tuple[float, float] | None:
        el = xfrm.find(tag)
        if el is None:
            return None
        try:
            return float(el.get(a, 0)), float(el.get(b, 0))
        except ValueError:
            return None

    off = pair(_A_OFF, "x", "y") or (0.0, 0.0)
    ext = pair(_A_EXT, "cx", "cy") or (1.0, 1.0)
    ch_off = pair(_A_CH_OFF, "x", "y") or off
    ch_ext = pair(_A_CH_EXT, "cx", "cy") or ext
    return _Transform(
        off_x=off[0],
        off_y=off[1],
        ch_x=ch_off[0],
        ch_y=ch_off[1],
        scale_x=ext[0] / ch_ext[0] if ch_ext[0] else 1.0,
        scale_y=ext[1] / ch_ext[1] if ch_ext[1] else 1.0,
    )


def _shape_children(tree: Any) -> list[Any]:
    """The shape elements of a shape tree or group, in document order, as python-pptx lists them."""
    return [child for child in tree if child.tag in _SHAPE_TAGS]


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


def _first_child_in(parent: Any, tags: tuple[str, ...]) -> Any:
    """The first child found, trying `tags` in order (python-pptx's rule for choice elements)."""
    for tag in tags:
        child = parent.find(tag)
        if child is not None:
            return child
    return None


def _fill_rgb(properties: Any) -> RGB | None:
    """The RGB of a solid sRGB fill under spPr or bgPr, as python-pptx's FillFormat reports it."""
    if properties is None:
        return None
    fill = _first_child_in(properties, _FILL_CHOICES)
    if fill is None or fill.tag != _A_SOLID_FILL:
        return None
    colour = _first_child_in(fill, _COLOUR_CHOICES)
    if colour is None or colour.tag != _A_SRGB_CLR:
        return None
    return _hex_rgb(colour.get("val") or "")


def _has_solid_fill(properties: Any) -> bool:
    return properties is not None and (
        (fill := _first_child_in(properties, _FILL_CHOICES)) is not None
        and fill.tag == _A_SOLID_FILL
    )


def _hex_rgb(value: str) -> RGB | None:
    try:
        return int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255
    except ValueError:
        return None


def _run_colour(run: Any) -> tuple[RGB | None, bool]:
    """A run's solid text colour and whether it is a background theme colour, read from the XML.

    python-pptx's `font.color` would add an empty a:solidFill to every run it is asked about:
    slow, and a reader should not change the deck it reads.
    """
    rpr = run.find(_A_RPR)
    fill = rpr.find(_A_SOLID_FILL) if rpr is not None else None
    if fill is None:
        return None, False
    srgb = fill.find(_A_SRGB_CLR)
    if srgb is not None:
        return _hex_rgb(srgb.get("val", "")), False
    scheme = fill.find(_A_SCHEME_CLR)
    if scheme is not None:
        return None, scheme.get("val") in _BACKGROUND_SCHEME_VALUES
    return None, False


def _alpha_of_run(run: Any) -> float:
    """Opacity of a run's solid fill (1.0 when not set)."""
    rpr = run.find(_A_RPR)
    if rpr is None:
        return 1.0
    alpha = rpr.find(_ALPHA_PATH)
    if alpha is None:
        return 1.0
    try:
        return int(alpha.get("val", "100000")) / 100000
    except ValueError:
        return 1.0


def _font_size_pt(properties: Any) -> float | None:
    """The `sz` of an a:rPr or a:defRPr in points, converted exactly as python-pptx does."""
    if properties is None:
        return None
    size = properties.get("sz")
    if size is None:
        return None
    return int(size) * EMU_PER_CENTIPOINT / EMU_PER_PT


def _run_text(run: Any) -> str:
    t = run.find(_A_T)
    text = (t.text or "") if t is not None else ""
    properties = run.find(_A_RPR)
    if text and properties is not None and _raised(properties.get("baseline")):
        return superscript(text)  # a footnote marker keeps its superscript form
    return text


def _raised(baseline: str | None) -> bool:
    try:
        return baseline is not None and int(baseline) > 0
    except ValueError:
        return False


def _paragraph_text(paragraph: Any) -> str:
    """Runs and fields concatenated, a vertical tab for each line break (python-pptx's rule)."""
    parts = []
    for child in paragraph:
        tag = child.tag
        if tag in _RUN_TAGS:
            parts.append(_run_text(child))
        elif tag == _A_BR:
            parts.append("\v")
    return "".join(parts)


def _paragraphs(text_body: Any) -> list[Any]:
    return text_body.findall(_A_P) if text_body is not None else []


def _frame_text(text_body: Any) -> str:
    """A text body's text: paragraphs joined by line feeds, as python-pptx's TextFrame.text."""
    return "\n".join(_paragraph_text(p) for p in _paragraphs(text_body))


def _paragraph_size(paragraph: Any) -> float | None:
    sizes = [
        size
        for run in paragraph.findall(_A_R)
        if (size := _font_size_pt(run.find(_A_RPR))) is not None
    ]
    if sizes:
        return max(sizes)
    try:
        properties = paragraph.find(_A_PPR)
        return _font_size_pt(properties.find(_A_DEF_RPR) if properties is not None else None)
    except ValueError:
        return None


def _close(a: RGB, b: RGB, tolerance: float = 0.08) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


class _Shape:
    """One shape element with what every block read from it shares, computed once."""

    __slots__ = ("_is_title", "_location", "bbox", "element", "group", "shape_id", "shape_name")

    def __init__(self, element: Any, page_no: int, bbox: BBox | None) -> None:
        self.element = element
        self.bbox = bbox
        c_nv_pr = _c_nv_pr(element)
        self.shape_id = _shape_id(c_nv_pr)
        self.shape_name = _shape_name(c_nv_pr)
        self.group = f"s{page_no}-{self.shape_id}"
        self._location: Location | None = None
        self._is_title: bool | None = None

    def location(self, page_no: int, **extra: Any) -> Location:
        """The shape's location; the plain one (no table cell or chart point) is shared."""
        if extra:
            return Location(
                page=page_no,
                bbox=self.bbox,
                shape_id=self.shape_id,
                shape_name=self.shape_name,
                **extra,
            )
        if self._location is None:
            self._location = Location(
                page=page_no, bbox=self.bbox, shape_id=self.shape_id, shape_name=self.shape_name
            )
        return self._location

    @property
    def is_title(self) -> bool:
        if self._is_title is None:
            self._is_title = _is_title(self.element)
        return self._is_title


@dataclass
class _LayoutCache:
    """What every slide on one layout shares: placeholder geometry and the inherited background."""

    geometry: dict[tuple[str, str], Geometry | None]
    background: RGB | None = None
    background_known: bool = False


class _SlideReader:
    """Walks one slide's shapes and produces blocks."""

    def __init__(
        self,
        slide: Any,
        page_no: int,
        width: float,
        height: float,
        limits: ReadLimits,
        layout: _LayoutCache | None = None,
    ) -> None:
        self.slide = slide
        self.page_no = page_no
        self.width = width
        self.height = height
        self.limits = limits
        self.blocks: list[Block] = []
        self.shape_count = 0
        self.tool_marks = 0
        self.layout = layout if layout is not None else _LayoutCache({})
        self.background = self._slide_background()
        self._boxes: dict[Any, BBox | None] = {}

    def _slide_background(self) -> RGB:
        own = _background_rgb(self.slide)
        if own is not None:
            return own
        if not self.layout.background_known:
            self.layout.background = _inherited_background(self.slide)
            self.layout.background_known = True
        return self.layout.background or _WHITE

    def _top_level_bbox(self, element: Any) -> BBox | None:
        """A top-level shape's box, computed once (sorting, walking and covering all need it)."""
        if element not in self._boxes:
            self._boxes[element] = self._bbox(element, _IDENTITY)
        return self._boxes[element]

    def _bbox(self, element: Any, transform: _Transform) -> BBox | None:
        try:
            geometry = self._geometry(element)
        except Exception:
            return None
        if geometry is None:
            return None
        left, top, width, height = geometry
        x0, y0 = transform.apply(float(left), float(top))
        x1, y1 = transform.apply(float(left) + float(width or 0), float(top) + float(height or 0))
        return BBox(x0=x0 / EMU_PER_PT, y0=y0 / EMU_PER_PT, x1=x1 / EMU_PER_PT, y1=y1 / EMU_PER_PT)

    def _geometry(self, element: Any) -> Geometry | None:
        """Own geometry, or for a placeholder the layout's, looked up once per placeholder kind."""
        own = _own_geometry(element)
        if own is not None:
            return own
        placeholder = _placeholder_element(element)
        if placeholder is None:
            return None
        key = (placeholder.get("idx", "0"), placeholder.get("type", "obj"))
        inherited = self.layout.geometry
        if key not in inherited:
            # python-pptx follows the placeholder to its layout (and master) for the position.
            top_level = element.getparent() is self._sp_tree()
            factory = SlideShapeFactory if top_level else BaseShapeFactory
            shape = factory(element, self.slide.shapes)
            left, top, width, height = shape.left, shape.top, shape.width, shape.height
            known = left is not None and top is not None
            inherited[key] = (left, top, width or 0, height or 0) if known else None
        return inherited[key]

    def _sp_tree(self) -> Any:
        return self.slide._element.find(_P_C_SLD).find(_P_SP_TREE)

    def read(self) -> list[Block]:
        tree = self._sp_tree()
        elements = _shape_children(tree) if tree is not None else []

        def reading_order(element: Any) -> tuple[int, int, float]:
            box = self._top_level_bbox(element)
            top, left = (box.y0, box.x0) if box is not None else (0.0, 0.0)
            return (0 if _is_title(element) else 1, round(top / 12), left)

        for element in sorted(elements, key=reading_order):
            self._walk(element, _IDENTITY, depth=0)
        self._mark_covered(elements)
        self._read_notes()
        return self.blocks

    def _mark_covered(self, elements: list[Any]) -> None:
        """Text under a later, opaque shape that fully covers it cannot be seen."""
        z_of: dict[int, int] = {}
        covers: list[tuple[int, BBox]] = []
        for z, element in enumerate(elements):
            for sid in _shape_ids(element):
                z_of[sid] = z
            bbox = self._top_level_bbox(element)
            if bbox is not None and _is_opaque(element):
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

    def _walk(self, element: Any, transform: _Transform, depth: int) -> None:
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
        if _is_tool_mark(element):
            self.tool_marks += 1  # deckaudit's own callout on an annotated copy: not the deck's
            return
        bbox = self._top_level_bbox(element) if depth == 0 else self._bbox(element, transform)
        shape = _Shape(element, self.page_no, bbox)
        self._read_alt_text(shape)
        tag = element.tag
        if tag == _P_GRP_SP:
            inner = transform.compose(_group_transform(element))
            for child in _shape_children(element):
                self._walk(child, inner, depth + 1)
            return
        off_slide = self._off_slide(bbox)
        if tag == _P_SP:  # python-pptx gives every p:sp, and only those, a text frame
            self._read_text_frame(shape, off_slide)
            return
        uri = _graphic_data_uri(element) if tag == _P_GRAPHIC_FRAME else None
        if uri == GRAPHIC_DATA_URI_TABLE:
            self._read_table(shape, off_slide)
        elif uri == GRAPHIC_DATA_URI_CHART:
            self._read_chart(shape, off_slide)
        elif _is_diagram(element):
            self._read_diagram(shape, off_slide)

    def _read_diagram(self, shape: _Shape, off_slide: bool) -> None:
        """SmartArt keeps its text in a separate diagram-data part, one block per node."""
        rel_ids = _DIAGRAM_REL_IDS(shape.element)
        if not rel_ids:
            return
        try:
            part = self.slide.part.related_part(rel_ids[0])
            root = etree.fromstring(part.blob, parser=safe_xml_parser())
        except Exception:
            return  # a broken diagram costs us its text, not the deck
        reason = "shape placed outside the slide" if off_slide else None
        for node in root.iter("{*}pt"):
            paragraphs = [
                "".join(t.text or "" for t in p.iter(f"{{{_A_NS}}}t"))
                for p in node.iter(f"{{{_A_NS}}}p")
            ]
            text = " ".join(" ".join(paragraphs).split())
            if text:
                self._append(
                    text=strip_invisible(text),
                    role=BlockRole.BODY,
                    location=shape.location(self.page_no),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=shape.group,
                )
                self._add_smuggled(text, shape)

    def _append(self, **fields: Any) -> None:
        self.blocks.append(Block(**fields))

    def _off_slide(self, bbox: BBox | None) -> bool:
        if bbox is None or self.width <= 0 or self.height <= 0:
            return False
        return bbox.x1 <= 0 or bbox.y1 <= 0 or bbox.x0 >= self.width or bbox.y0 >= self.height

    def _role_for(self, shape: _Shape, text: str, size: float | None) -> BlockRole:
        if shape.is_title:
            return BlockRole.TITLE
        bbox = shape.bbox
        lowered = text.lstrip().lower()
        starts_like_note = lowered.startswith(_FOOTNOTE_MARKERS)
        low_on_slide = bbox is not None and self.height > 0 and bbox.y0 >= 0.78 * self.height
        small = size is not None and size <= FOOTNOTE_MAX_PT
        if starts_like_note and (small or low_on_slide):
            return BlockRole.FOOTNOTE
        if low_on_slide and small:
            return BlockRole.FOOTNOTE
        return BlockRole.BODY

    def _read_text_frame(self, shape: _Shape, off_slide: bool) -> None:
        element = shape.element
        background = _fill_rgb(element.find(_P_SP_PR)) or self.background
        for paragraph in _paragraphs(element.find(_P_TX_BODY)):
            raw = _paragraph_text(paragraph)  # line breaks as vertical tabs, unlike the runs
            text = " ".join(raw.replace("\v", " ").split())
            if not text:
                continue
            size = _paragraph_size(paragraph)
            visible, reason = self._visibility(paragraph, background, size, off_slide)
            self._append(
                text=strip_invisible(text),
                role=self._role_for(shape, text, size),
                location=shape.location(self.page_no),
                visible=visible,
                hidden_reason=reason,
                font_size=size,
                group=shape.group,
            )
            self._add_smuggled(raw, shape)

    def _add_smuggled(self, raw: str, shape: _Shape | None, group: str | None = "") -> None:
        """A message hidden in invisible characters becomes its own hidden block."""
        payload = reveal_hidden_unicode(raw)
        if payload and payload.strip():
            self._append(
                text=payload.strip(),
                role=BlockRole.BODY,
                location=shape.location(self.page_no)
                if shape is not None
                else Location(page=self.page_no),
                visible=False,
                hidden_reason="text smuggled in invisible Unicode characters",
                group=(shape.group if shape is not None else None) if group == "" else group,
            )

    def _visibility(
        self, paragraph: Any, background: RGB, size: float | None, off_slide: bool
    ) -> tuple[bool, str | None]:
        if off_slide:
            return False, "shape placed outside the slide"
        if size is not None and size < TINY_TEXT_PT:
            return False, f"tiny text ({size:.1f} pt)"
        runs = [run for run in paragraph.findall(_A_R) if _run_text(run).strip()]
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
        size = _font_size_pt(run.find(_A_RPR))
        if size is not None and size < TINY_TEXT_PT:
            return f"tiny text ({size:.1f} pt)"
        return None

    def _read_table(self, shape: _Shape, off_slide: bool) -> None:
        graphic_data = shape.element.find(_A_GRAPHIC).find(_A_GRAPHIC_DATA)
        table = graphic_data.find(_A_TBL)
        if table is None:
            return
        reason = "shape placed outside the slide" if off_slide else None
        for row_index, row in enumerate(table.findall(_A_TR)):
            cells: list[str] = []
            for col_index, cell in enumerate(row.findall(_A_TC)):
                text = " ".join(_frame_text(cell.find(_A_TX_BODY)).replace("\v", " ").split())
                cells.append(text)
                if text:
                    self._append(
                        text=strip_invisible(text),
                        role=BlockRole.TABLE_CELL,
                        location=shape.location(
                            self.page_no, table_row=row_index, table_col=col_index
                        ),
                        visible=not off_slide,
                        hidden_reason=reason,
                        group=shape.group,
                    )
            if any(cells):
                self._append(
                    text=strip_invisible(" | ".join(cells)),
                    role=BlockRole.TABLE_ROW,
                    location=shape.location(self.page_no, table_row=row_index),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=shape.group,
                )

    def _read_chart(self, shape: _Shape, off_slide: bool) -> None:
        chart = self.slide.part.related_part(_chart_rel_id(shape.element)).chart
        reason = "shape placed outside the slide" if off_slide else None
        try:
            title = chart.chart_title.text_frame.text if chart.has_title else ""
        except Exception:
            title = ""
        title = " ".join(title.split())
        for text in [title, *_axis_titles(chart)]:
            if text:
                self._append(
                    text=strip_invisible(text),
                    role=BlockRole.CHART_TITLE,
                    location=shape.location(self.page_no),
                    visible=not off_slide,
                    hidden_reason=reason,
                    group=shape.group,
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
            # Stripped once per category and series rather than per label: the separators
            # are ASCII or a dash, which never make a neighbouring character legitimate.
            shown_categories = [strip_invisible(c) for c in categories]
            for series in series_list:
                name = str(series.name or "")
                shown_name = strip_invisible(name)
                try:
                    values = _series_values(series)
                except Exception:
                    continue
                for index, value in enumerate(values):
                    if value is None:
                        continue
                    if index < len(categories):
                        category, shown = categories[index], shown_categories[index]
                    else:
                        category = shown = str(index + 1)
                    number = _format_number(value)
                    label = (
                        f"{shown}: {number}" if not name else f"{shown} – {shown_name}: {number}"
                    )
                    self._append(
                        text=label,
                        role=BlockRole.CHART_POINT,
                        location=shape.location(
                            self.page_no, chart_series=name or None, chart_category=category
                        ),
                        visible=not off_slide,
                        hidden_reason=reason,
                        group=shape.group,
                    )

    def _read_alt_text(self, shape: _Shape) -> None:
        try:
            element = _c_nv_pr(shape.element)
        except Exception:
            return
        if element is None:
            return
        for attribute in ("descr", "title"):
            value = element.get(attribute) or ""
            if not value:
                continue
            self._add_smuggled(value, shape, group=None)
            text = " ".join(value.split())
            if text:
                self._append(
                    text=strip_invisible(text),
                    role=BlockRole.ALT_TEXT,
                    location=shape.location(self.page_no),
                    visible=False,
                    hidden_reason="alt text, not drawn on the slide",
                    group=shape.group,
                )

    def _read_notes(self) -> None:
        if not self.slide.has_notes_slide:  # reading notes_slide otherwise would create one
            return
        body = _notes_body(self.slide.notes_slide._element)
        if body is None:
            return
        group = f"s{self.page_no}-notes"
        inside_mark = False
        for paragraph in _paragraphs(body.find(_P_TX_BODY)):
            raw = _paragraph_text(paragraph)
            # deckaudit's findings block on an annotated copy is set aside (counted, not read).
            if raw.strip() == NOTES_START and not inside_mark:
                inside_mark = True
                self.tool_marks += 1
            if inside_mark:
                inside_mark = raw.strip() != NOTES_END
                continue
            self._add_smuggled(raw, None, group)
            text = " ".join(raw.replace("\v", " ").split())
            if text:
                self._append(
                    text=strip_invisible(text),
                    role=BlockRole.NOTES,
                    location=Location(page=self.page_no),
                    visible=True,
                    group=group,
                )


def _axis_titles(chart: Any) -> list[str]:
    """The category and value axis titles of a chart (context for its points, like the title)."""
    titles = []
    for name in ("category_axis", "value_axis"):
        try:
            axis = getattr(chart, name)
            if axis.has_title:
                titles.append(" ".join(axis.axis_title.text_frame.text.split()))
        except Exception:  # python-pptx raises for charts without that axis (pie, XY)
            continue
    return titles


def _background_rgb(source: Any) -> RGB | None:
    """A slide's, layout's or master's own solid background colour, if it sets one."""
    c_sld = source._element.find(_P_C_SLD)
    background = c_sld.find(_P_BG) if c_sld is not None else None
    if background is None:
        return None
    return _fill_rgb(background.find(_P_BG_PR))


def _inherited_background(slide: Any) -> RGB | None:
    """The background a slide inherits from its layout, or else from the layout's master."""
    try:
        layout = slide.slide_layout
    except Exception:
        return None
    for source in (layout, layout.slide_master):
        try:
            rgb = _background_rgb(source)
        except Exception:
            continue
        if rgb is not None:
            return rgb
    return None


def _notes_body(notes: Any) -> Any:
    """The notes slide's body placeholder, the first in document order (python-pptx's choice)."""
    c_sld = notes.find(_P_C_SLD)
    tree = c_sld.find(_P_SP_TREE) if c_sld is not None else None
    if tree is None:
        return None
    for element in _shape_children(tree):
        placeholder = _placeholder_element(element)
        if placeholder is not None and placeholder.get("type", "obj") == "body":
            return element
    return None


def _graphic_data_uri(element: Any) -> str | None:
    graphic = element.find(_A_GRAPHIC)
    data = graphic.find(_A_GRAPHIC_DATA) if graphic is not None else None
    return data.get("uri") if data is not None else None


def _chart_rel_id(element: Any) -> str | None:
    chart = element.find(_A_GRAPHIC).find(_A_GRAPHIC_DATA).find(_C_CHART)
    return chart.get(_R_ID) if chart is not None else None


def _series_values(series: Any) -> list[float | None]:
    """A series' values by point index, None where a point is missing (python-pptx's values).

    python-pptx runs one XPath query per point; one pass over the cached points gives the same.
    """
    source = series._element.find(_C_Y_VAL if isinstance(series, XySeries) else _C_VAL)
    if source is None:
        return []
    count = 0
    for element in source.iter(_C_PT_COUNT):
        value = element.get("val")
        if value is not None:
            count = int(value)
            break
    points: dict[float, Any] = {}
    for point in source.iter(_C_PT):
        match = _XPATH_NUMBER.match(point.get("idx") or "")
        if match is not None:
            points.setdefault(float(match.group(1)), point)
    values: list[float | None] = []
    for index in range(count):
        point = points.get(float(index))
        if point is None:
            values.append(None)
            continue
        value_element = point.find(_C_V)
        if value_element is None:
            raise ValueError("a chart point without a value")
        values.append(float(value_element.text))
    return values


def _is_opaque(element: Any) -> bool:
    """A picture (not a placeholder or a movie) or a shape with a solid fill hides what is under it."""
    tag = element.tag
    if tag == _P_PIC:
        return _placeholder_element(element) is None and element.find(_VIDEO_PATH) is None
    if tag == _P_SP:
        return _has_solid_fill(element.find(_P_SP_PR))
    return False


def _is_diagram(element: Any) -> bool:
    try:
        return bool(_HAS_DIAGRAM(element))
    except Exception:
        return False


def _shape_ids(element: Any) -> list[int]:
    """The id of a shape and, for a group, of every shape inside it."""
    ids = [sid] if (sid := _shape_id(_c_nv_pr(element))) is not None else []
    if element.tag == _P_GRP_SP:
        for child in _shape_children(element):
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


def _is_title(element: Any) -> bool:
    try:
        placeholder = _placeholder_element(element)
    except Exception:
        return False
    return placeholder is not None and placeholder.get("type") in _TITLE_TYPES


def _is_tool_mark(element: Any) -> bool:
    try:
        c_nv_pr = _c_nv_pr(element)
        return c_nv_pr is not None and c_nv_pr.get("descr") == TOOL_MARK
    except Exception:
        return False


def _c_nv_pr(element: Any) -> Any:
    nv = _nv_properties(element)
    return nv.find(_P_C_NV_PR) if nv is not None else None


def _shape_id(c_nv_pr: Any) -> int | None:
    try:
        return int(c_nv_pr.get("id"))
    except Exception:
        return None


def _shape_name(c_nv_pr: Any) -> str | None:
    try:
        return str(c_nv_pr.get("name", ""))[:200]
    except Exception:
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
        layouts: dict[str, _LayoutCache] = {}
        for index, slide in enumerate(slides):
            hidden = slide._element.get("show") in ("0", "false")
            layout = layouts.setdefault(_layout_key(slide), _LayoutCache({}))
            reader = _SlideReader(slide, index + 1, width, height, limits, layout)
            blocks = reader.read()
            tool_marks = reader.tool_marks
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
                    tool_marks=tool_marks,
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
