"""Resolve fills and text colours the way PowerPoint paints them on one slide.

A shape's fill is its own spPr fill, else its p:style fillRef into the theme's fill styles, else
(for a placeholder) the fill of the layout's and then the master's placeholder it inherits from.
A group fill is the fill of the group around the shape. The background is the slide's, else the
layout's, else the master's p:bg (bgPr, or bgRef into the theme's background fill styles).
A run's colour is its own rPr fill, else the paragraph level's defRPr in the shape's list style,
the shape's p:style fontRef, the inherited placeholders' list styles, the master's text styles
(or the presentation's default text style for a plain text box), and last the theme's tx1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from extractors.pptx_reader.elements import TITLE_TYPES, placeholder_element, shape_children
from extractors.pptx_reader.names import (
    A_NS,
    A_PPR,
    A_RPR,
    P_BG,
    P_C_SLD,
    P_PIC,
    P_SP,
    P_SP_PR,
    P_SP_TREE,
    P_TX_BODY,
    VIDEO_PATH,
)
from extractors.pptx_reader.paint import (
    GROUP_PAINT,
    NO_PAINT,
    PICTURE,
    RGB,
    WHITE,
    Paint,
    colour_of,
    first_colour,
    first_fill,
    paint_of,
)
from extractors.pptx_reader.theme import DEFAULT_MAP, Theme, colour_map, load_theme

_A = f"{{{A_NS}}}"
_P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
_WHITE_PAINT = Paint("solid", (WHITE,))
_BACKGROUND_SCHEME = ("bg1", "lt1")
_OWN_MASTER_TYPES = ("title", "body", "dt", "ftr", "sldNum")


class SlideStyle:
    """Theme, colour map and placeholder inheritance of one slide, for fill and colour lookups."""

    def __init__(self, slide: Any, shared: dict[Any, Any], default_text: Any) -> None:
        """`shared` caches what slides on one master or layout have in common, across slides."""
        self._sources: list[Any] = [slide._element]
        self._layout_placeholders: dict[tuple[str, str], Any] = {}
        self._master_placeholders: dict[tuple[str, str], Any] = {}
        self._master: Any = None
        self._chains: dict[Any, list[Any]] = {}
        self._shared: dict[Any, Any] = {}
        self._text_paints: dict[tuple[Any, int], tuple[Paint, bool]] = {}
        self.default_text = default_text
        self.theme = Theme()
        self.map: dict[str, str] = {}
        try:
            layout = slide.slide_layout
            master = layout.slide_master
        except Exception:
            self.map = dict(DEFAULT_MAP)
            return
        self._sources += [layout._element, master._element]
        self._master = master._element
        self._shared = shared
        key = ("theme", id(master.part))
        if key not in shared:
            shared[key] = load_theme(master)
            shared[("placeholders", id(master.part))] = _placeholders(master._element)
        self.theme = shared[key]
        self._master_placeholders = shared[("placeholders", id(master.part))]
        layout_key = ("placeholders", id(layout.part))
        if layout_key not in shared:
            shared[layout_key] = _placeholders(layout._element)
        self._layout_placeholders = shared[layout_key]
        self.map = colour_map(master, layout, slide)

    def inherited_decorations(self) -> list[list[Any]]:
        """The master's and then the layout's own shapes (not placeholders) drawn under the
        slide's, unless the slide or layout hides them (showMasterSp="0")."""
        if self._master is None or _hides_master_shapes(self._sources[0]):
            return []
        trees = [] if _hides_master_shapes(self._sources[1]) else [self._sources[2]]
        trees.append(self._sources[1])
        # every slide on a layout draws the same decorations: find them once per layout and master
        return [
            self._shared_lookup(("decorations", id(root)), _decorations, root) for root in trees
        ]

    def _shared_lookup(self, key: tuple[Any, ...], find: Callable[[Any], Any], root: Any) -> Any:
        """`find(root)`, worked out once per deck for a layout's or master's element."""
        if key not in self._shared:
            self._shared[key] = (root, find(root))  # the root is kept so that its id stays its own
        return self._shared[key][1]

    def scheme(self, name: str) -> RGB | None:
        """A scheme colour name (bg1, accent2, dk1...) as RGB through the colour map and theme."""
        return self.theme.colours.get(self.map.get(name, name))

    def inherited(self, element: Any) -> list[Any]:
        """The layout's and master's placeholders a slide placeholder inherits from, in order."""
        if element not in self._chains:
            self._chains[element] = self._inheritance(element)
        return self._chains[element]

    def _inheritance(self, element: Any) -> list[Any]:
        placeholder = placeholder_element(element)
        if placeholder is None:
            return []
        kind = placeholder.get("type", "obj")
        idx = placeholder.get("idx")
        chain = []
        layout = self._layout_placeholders.get(("idx", idx)) if idx is not None else None
        if layout is None:
            layout = self._layout_placeholders.get(("type", kind))
        if layout is not None:
            chain.append(layout)
        master_kind = (
            "title" if kind in TITLE_TYPES else kind if kind in _OWN_MASTER_TYPES else "body"
        )
        master = self._master_placeholders.get(("type", master_kind))
        if master is not None:
            chain.append(master)
        return chain

    def shape_paint(self, element: Any, group_paint: Paint) -> Paint:
        """What a shape paints under its text: its fill, resolved through style and inheritance."""
        if element.tag == P_PIC:
            return PICTURE
        if element.tag != P_SP:
            return NO_PAINT
        for source in [element, *self.inherited(element)]:
            fill = first_fill(source.find(P_SP_PR))
            if fill is not None:
                paint = paint_of(fill, self.scheme)
                return group_paint if paint is GROUP_PAINT else paint
            reference = source.find(f"{_P}style/{_A}fillRef")
            if reference is not None:
                return self._style_paint(reference, group_paint)
        return NO_PAINT

    def group_paint(self, element: Any, outer: Paint) -> Paint:
        """The fill a group hands to children that ask for the group's fill."""
        fill = first_fill(element.find(f"{_P}grpSpPr"))
        if fill is None:
            return NO_PAINT
        paint = paint_of(fill, self.scheme)
        return outer if paint is GROUP_PAINT else paint

    def background(self) -> Paint:
        """The slide's background, inherited from its layout or master; white when none is set."""
        for source in self._sources:
            c_sld = source.find(P_C_SLD)
            background = c_sld.find(P_BG) if c_sld is not None else None
            if background is None:
                continue
            fill = first_fill(background.find(f"{_P}bgPr"))
            if fill is not None:
                paint = paint_of(fill, self.scheme)
                return paint if paint.shows else _WHITE_PAINT
            reference = background.find(f"{_P}bgRef")
            if reference is not None:
                paint = self._style_paint(reference, NO_PAINT)
                return paint if paint.shows else _WHITE_PAINT
        return _WHITE_PAINT

    def _style_paint(self, reference: Any, group_paint: Paint) -> Paint:
        try:
            index = int(reference.get("idx", "0"))
        except ValueError:
            return NO_PAINT
        if index == 0:
            return NO_PAINT
        colour_element = first_colour(reference)
        found = colour_of(colour_element, self.scheme) if colour_element is not None else None
        fill = self.theme.style_fill(index)
        if fill is None:  # no theme style to look up: the reference colour alone
            return Paint("solid", (found[0],), found[1]) if found is not None else NO_PAINT
        paint = paint_of(fill, self.scheme, found[0] if found is not None else None)
        return group_paint if paint is GROUP_PAINT else paint

    def run_paint(self, element: Any, paragraph: Any, run: Any) -> tuple[Paint, bool]:
        """A run's text fill and whether it is the background theme colour (bg1/lt1)."""
        properties = run.find(A_RPR)
        fill = first_fill(properties)
        if fill is not None:
            paint, background_scheme = self._text_paint(fill)
            if paint.kind == "none":  # outlined letters: the outline is what one sees
                outline = first_fill(properties.find(_A + "ln"))
                if outline is not None:
                    return self._text_paint(outline)
            return paint, background_scheme
        key = (element, _level(paragraph))
        if key not in self._text_paints:
            self._text_paints[key] = self._inherited_text_paint(element, key[1])
        return self._text_paints[key]

    def _inherited_text_paint(self, element: Any, level: int) -> tuple[Paint, bool]:
        for fill in self._inherited_text_fills(element, level):
            if fill is not None:
                return self._text_paint(fill)
        colour = self.scheme("tx1") or (0.0, 0.0, 0.0)
        return Paint("solid", (colour,)), False

    def _text_paint(self, fill: Any) -> tuple[Paint, bool]:
        colour = first_colour(fill) if fill.tag in (_A + "solidFill", _A + "fontRef") else None
        background_scheme = (
            colour is not None
            and colour.tag == _A + "schemeClr"
            and colour.get("val") in _BACKGROUND_SCHEME
        )
        if fill.tag == _A + "fontRef":
            found = colour_of(colour, self.scheme) if colour is not None else None
            paint = Paint("solid", (found[0],), found[1]) if found is not None else PICTURE
            return paint, background_scheme
        return paint_of(fill, self.scheme), background_scheme

    def _inherited_text_fills(self, element: Any, level: int) -> Any:
        """Candidate fill elements for a run without its own, most specific first (lazily)."""
        yield _level_fill(element.find(P_TX_BODY), level)
        font_ref = element.find(f"{_P}style/{_A}fontRef")
        if font_ref is not None and first_colour(font_ref) is not None:
            yield font_ref  # a colour holder, read like a solid fill
        chain = self.inherited(element)
        # a layout's or master's placeholder (and the master's text styles) give every slide on
        # them the same fill for a level: found once per deck
        for source in chain:
            yield self._shared_lookup(
                ("level fill", id(source), level),
                lambda root: _level_fill(root.find(P_TX_BODY), level),
                source,
            )
        if self._master is None:
            return
        if placeholder_element(element) is not None:
            kind = placeholder_element(element).get("type", "obj")
            style = (
                "titleStyle"
                if kind in TITLE_TYPES
                else "otherStyle"
                if kind in ("dt", "ftr", "sldNum", "hdr")
                else "bodyStyle"
            )
            yield self._shared_lookup(
                (style, id(self._master), level),
                lambda root: _level_list_fill(root.find(f"{_P}txStyles/{_P}{style}"), level),
                self._master,
            )
        else:
            yield _level_list_fill(self.default_text, level)


def _placeholders(root: Any) -> dict[tuple[str, str], Any]:
    """A layout's or master's placeholders, by ('idx', n) and by ('type', kind); first one wins."""
    found: dict[tuple[str, str], Any] = {}
    c_sld = root.find(P_C_SLD)
    tree = c_sld.find(P_SP_TREE) if c_sld is not None else None
    if tree is None:
        return found
    for element in tree.iter(P_SP):
        placeholder = placeholder_element(element)
        if placeholder is None:
            continue
        idx = placeholder.get("idx")
        if idx is not None:
            found.setdefault(("idx", idx), element)
        found.setdefault(("type", placeholder.get("type", "obj")), element)
    return found


def _hides_master_shapes(root: Any) -> bool:
    return root.get("showMasterSp") in ("0", "false")


def _decorations(root: Any) -> list[Any]:
    """A layout's or master's shapes that are drawn on every slide: all but the placeholders."""
    c_sld = root.find(P_C_SLD)
    tree = c_sld.find(P_SP_TREE) if c_sld is not None else None
    if tree is None:
        return []
    return [e for e in shape_children(tree) if placeholder_element(e) is None]


def _level(paragraph: Any) -> int:
    properties = paragraph.find(A_PPR)
    try:
        level = int(properties.get("lvl", "0")) if properties is not None else 0
    except ValueError:
        level = 0
    return min(max(level, 0), 8) + 1


def _level_fill(text_body: Any, level: int) -> Any:
    if text_body is None:
        return None
    return _level_list_fill(text_body.find(_A + "lstStyle"), level)


def _level_list_fill(list_style: Any, level: int) -> Any:
    if list_style is None:
        return None
    properties = list_style.find(f"{_A}lvl{level}pPr/{_A}defRPr")
    return first_fill(properties) if properties is not None else None


# Preset shapes whose outline is their whole box: their fill hides everything under the box.
_BOX_SHAPES = frozenset(
    {"rect", "snip1Rect", "snip2SameRect", "flowChartProcess", "flowChartAlternateProcess"}
)


def fills_box(element: Any) -> bool:
    """Whether a shape paints its whole box: a picture, or a rectangle (rounded corners aside);
    freeforms, ellipses, arrows and callouts leave parts of their box to what lies below."""
    if element.tag == P_PIC:
        return True
    properties = element.find(P_SP_PR)
    geometry = properties.find(_A + "prstGeom") if properties is not None else None
    if geometry is None:  # a placeholder without its own geometry inherits a rectangle
        return properties is None or properties.find(_A + "custGeom") is None
    return geometry.get("prst") in _BOX_SHAPES or geometry.get("prst") == "roundRect"


def is_drawn_picture(element: Any) -> bool:
    """A picture that is drawn as an image (not a placeholder or a movie's poster frame)."""
    return (
        element.tag == P_PIC
        and placeholder_element(element) is None
        and element.find(VIDEO_PATH) is None
    )
