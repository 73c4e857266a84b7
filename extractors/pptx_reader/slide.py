"""Walk one slide's shape tree, in reading order, into blocks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pptx.shapes.shapetree import BaseShapeFactory, SlideShapeFactory
from pptx.spec import GRAPHIC_DATA_URI_CHART, GRAPHIC_DATA_URI_TABLE

from extractors.hidden_text import reveal_hidden_unicode, strip_invisible
from extractors.limits import ReadLimits
from extractors.models import BBox, Block, BlockRole, DeckReadError, Location
from extractors.pptx_reader.backdrop import Layers
from extractors.pptx_reader.elements import (
    graphic_data_uri,
    is_title,
    is_tool_mark,
    placeholder_element,
    shape_children,
)
from extractors.pptx_reader.geometry import (
    IDENTITY,
    Geometry,
    Transform,
    group_transform,
    own_geometry,
)
from extractors.pptx_reader.graphics import is_diagram, read_chart, read_diagram, read_table
from extractors.pptx_reader.names import (
    EMU_PER_PT,
    P_C_SLD,
    P_GRAPHIC_FRAME,
    P_GRP_SP,
    P_PIC,
    P_SP,
    P_SP_TREE,
    P_TX_BODY,
)
from extractors.pptx_reader.paint import NO_PAINT, Paint
from extractors.pptx_reader.shape import Shape
from extractors.pptx_reader.side_text import read_alt_text, read_notes
from extractors.pptx_reader.style import SlideStyle, fills_box, is_drawn_picture
from extractors.pptx_reader.text import paragraph_size, paragraph_text, paragraphs
from extractors.pptx_reader.visibility import mark_covered, paragraph_visibility
from extractors.tool_marks import TOOL_MARK

FOOTNOTE_MAX_PT = 12.0
_FOOTNOTE_MARKERS = ("*", "†", "‡", "§", "¹", "²", "³", "source", "sources", "note", "notes", "[1]")


@dataclass
class LayoutCache:
    """What every slide on one layout shares: placeholder geometry."""

    geometry: dict[tuple[str, str], Geometry | None]


class SlideReader:
    """Walks one slide's shapes and produces blocks."""

    def __init__(
        self,
        slide: Any,
        page_no: int,
        width: float,
        height: float,
        limits: ReadLimits,
        layout: LayoutCache | None = None,
        style: SlideStyle | None = None,
    ) -> None:
        self.slide = slide
        self.page_no = page_no
        self.width = width
        self.height = height
        self.limits = limits
        self.blocks: list[Block] = []
        self.shape_count = 0
        self.tool_marks = 0
        self.layout = layout if layout is not None else LayoutCache({})
        self.style = style if style is not None else SlideStyle(slide, {}, None)
        self._boxes: dict[Any, BBox | None] = {}
        self.layers = Layers(self.style.background())

    def read(self) -> list[Block]:
        """Every block of the slide: shapes in reading order, then the notes."""
        tree = self._sp_tree()
        elements = shape_children(tree) if tree is not None else []

        def reading_order(element: Any) -> tuple[int, int, float]:
            box = self._top_level_bbox(element)
            top, left = (box.y0, box.x0) if box is not None else (0.0, 0.0)
            return (0 if is_title(element) else 1, round(top / 12), left)

        for decoration in self.style.inherited_decorations():
            self._add_layers(decoration, IDENTITY, NO_PAINT, depth=0, own_boxes=True)
        self._add_layers(elements, IDENTITY, NO_PAINT, depth=0)
        for element in sorted(elements, key=reading_order):
            self._walk(element, IDENTITY, depth=0)
        mark_covered(self.blocks, elements, self._top_level_bbox, self._covers)
        read_notes(self)
        return self.blocks

    def append(self, **fields: Any) -> None:
        """Add one block built from `fields`."""
        self.blocks.append(Block(**fields))

    def add_smuggled(self, raw: str, shape: Shape | None, group: str | None = "") -> None:
        """A message hidden in invisible characters becomes its own hidden block."""
        payload = reveal_hidden_unicode(raw)
        if payload and payload.strip():
            self.append(
                text=payload.strip(),
                role=BlockRole.BODY,
                location=shape.location(self.page_no)
                if shape is not None
                else Location(page=self.page_no),
                visible=False,
                hidden_reason="text smuggled in invisible Unicode characters",
                group=(shape.group if shape is not None else None) if group == "" else group,
            )

    def _add_layers(
        self,
        elements: list[Any],
        transform: Transform,
        group_paint: Paint,
        depth: int,
        own_boxes: bool = False,
    ) -> None:
        """Record every shape in drawing order with its box and fill (the walk checks limits).
        `own_boxes` for a layout's or master's shapes: their boxes are their own a:xfrm."""
        if depth > self.limits.max_group_depth:
            return
        for element in elements:
            if len(self._boxes) > self.limits.max_shapes_per_slide:
                return
            if own_boxes:
                bbox = self._box_of(own_geometry(element), transform)
            elif depth == 0:
                bbox = self._top_level_bbox(element)
            else:
                bbox = self._bbox(element, transform)
            self._boxes[element] = bbox
            if element.tag == P_GRP_SP:
                inner = transform.compose(group_transform(element))
                paint = self.style.group_paint(element, group_paint)
                self._add_layers(shape_children(element), inner, paint, depth + 1, own_boxes)
                continue
            paint = self.style.shape_paint(element, group_paint)
            self.layers.add(element, bbox, paint, fills_box(element))

    def _covers(self, element: Any) -> bool:
        """Whether a top-level shape hides the text under it: a drawn picture or an opaque fill."""
        if element.tag == P_PIC:
            return is_drawn_picture(element)
        paint = self.layers.paint(element)
        return (
            paint is not None
            and paint.kind != "picture"
            and paint.covers
            and self.layers.fills_box(element)
        )

    def _top_level_bbox(self, element: Any) -> BBox | None:
        """A top-level shape's box, computed once (sorting, walking and covering all need it)."""
        if element not in self._boxes:
            self._boxes[element] = self._bbox(element, IDENTITY)
        return self._boxes[element]

    def _bbox(self, element: Any, transform: Transform) -> BBox | None:
        try:
            geometry = self._geometry(element)
        except Exception:
            return None
        return self._box_of(geometry, transform)

    @staticmethod
    def _box_of(geometry: Geometry | None, transform: Transform) -> BBox | None:
        if geometry is None:
            return None
        left, top, width, height = geometry
        x0, y0 = transform.apply(float(left), float(top))
        x1, y1 = transform.apply(float(left) + float(width or 0), float(top) + float(height or 0))
        return BBox(x0=x0 / EMU_PER_PT, y0=y0 / EMU_PER_PT, x1=x1 / EMU_PER_PT, y1=y1 / EMU_PER_PT)

    def _geometry(self, element: Any) -> Geometry | None:
        """Own geometry, or for a placeholder the layout's, looked up once per placeholder kind."""
        own = own_geometry(element)
        if own is not None:
            return own
        placeholder = placeholder_element(element)
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
        return self.slide._element.find(P_C_SLD).find(P_SP_TREE)

    def _walk(self, element: Any, transform: Transform, depth: int) -> None:
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
        if is_tool_mark(element, TOOL_MARK):
            self.tool_marks += 1  # deckaudit's own callout on an annotated copy: not the deck's
            return
        if depth == 0:
            bbox = self._top_level_bbox(element)
        else:
            bbox = (
                self._boxes[element] if element in self._boxes else self._bbox(element, transform)
            )
        shape = Shape(element, self.page_no, bbox)
        read_alt_text(self, shape)
        tag = element.tag
        if tag == P_GRP_SP:
            inner = transform.compose(group_transform(element))
            for child in shape_children(element):
                self._walk(child, inner, depth + 1)
            return
        off_slide = self._off_slide(bbox)
        if tag == P_SP:  # python-pptx gives every p:sp, and only those, a text frame
            self._read_text_frame(shape, off_slide)
            return
        uri = graphic_data_uri(element) if tag == P_GRAPHIC_FRAME else None
        if uri == GRAPHIC_DATA_URI_TABLE:
            read_table(self, shape, off_slide)
        elif uri == GRAPHIC_DATA_URI_CHART:
            read_chart(self, shape, off_slide)
        elif is_diagram(element):
            read_diagram(self, shape, off_slide)

    def _off_slide(self, bbox: BBox | None) -> bool:
        if bbox is None or self.width <= 0 or self.height <= 0:
            return False
        return bbox.x1 <= 0 or bbox.y1 <= 0 or bbox.x0 >= self.width or bbox.y0 >= self.height

    def _role_for(self, shape: Shape, text: str, size: float | None) -> BlockRole:
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

    def _read_text_frame(self, shape: Shape, off_slide: bool) -> None:
        element = shape.element
        backdrop = self.layers.behind(element, shape.bbox)
        run_paint = self.style.run_paint
        for paragraph in paragraphs(element.find(P_TX_BODY)):
            raw = paragraph_text(paragraph)  # line breaks as vertical tabs, unlike the runs
            text = " ".join(raw.replace("\v", " ").split())
            if not text:
                continue
            size = paragraph_size(paragraph)
            visible, reason = paragraph_visibility(
                paragraph,
                lambda run, p=paragraph: run_paint(element, p, run),
                backdrop,
                size,
                off_slide,
            )
            self.append(
                text=strip_invisible(text),
                role=self._role_for(shape, text, size),
                location=shape.location(self.page_no),
                visible=visible,
                hidden_reason=reason,
                font_size=size,
                group=shape.group,
            )
            self.add_smuggled(raw, shape)
