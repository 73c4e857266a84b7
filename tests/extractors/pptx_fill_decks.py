"""A deck with one slide per way PowerPoint paints what lies behind text, built with python-pptx.

Each case is one slide whose single text box or shape carries the case's text; CASES says whether
a viewer sees that text. The XML that python-pptx has no API for (group fills, background
references, placeholder fills on the layout, colour transforms) is written with lxml.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lxml import etree
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.enum.dml import MSO_THEME_COLOR
from pptx.enum.shapes import MSO_SHAPE
from pptx.oxml.ns import qn
from pptx.util import Inches, Pt

from examples.deck_builders import make_runs_transparent

WHITE = RGBColor(0xFF, 0xFF, 0xFF)
NAVY = RGBColor(0x1F, 0x3A, 0x68)
BLANK, TITLE_ONLY = 6, 5
BOX = (Inches(1), Inches(2), Inches(8), Inches(1.2))


@dataclass(frozen=True)
class Case:
    """One slide: its text, whether it can be seen, and the reason the reader must give if not."""

    name: str
    text: str
    visible: bool
    reason: str | None = None


def _run(shape):
    return shape.text_frame.paragraphs[0].runs[0]


def _text(shape, text: str, colour: RGBColor | None = WHITE, size: int = 24):
    shape.text_frame.text = text
    run = _run(shape)
    run.font.size = Pt(size)
    if colour is not None:
        run.font.color.rgb = colour
    return shape


def _scheme_text(shape, text: str, scheme: MSO_THEME_COLOR) -> None:
    shape.text_frame.text = text
    _run(shape).font.size = Pt(24)
    _run(shape).font.color.theme_color = scheme


def _textbox(slide, text: str, colour: RGBColor | None = WHITE):
    return _text(slide.shapes.add_textbox(*BOX), text, colour)


def _autoshape(slide, text: str, colour: RGBColor | None = WHITE):
    """A rectangle as PowerPoint inserts it: filled by its p:style fillRef (accent 1)."""
    return _text(slide.shapes.add_shape(MSO_SHAPE.RECTANGLE, *BOX), text, colour)


def _png(path: Path, rgb: tuple[int, int, int], size: int = 64) -> Path:
    """A one-colour PNG, written by hand so the tests need no imaging library."""
    row = b"\x00" + bytes(rgb) * size
    raw = zlib.compress(row * size)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")
    )
    return path


def _solid_fill_xml(hex_rgb: str) -> etree._Element:
    fill = etree.Element(qn("a:solidFill"))
    etree.SubElement(fill, qn("a:srgbClr")).set("val", hex_rgb)
    return fill


def _set_sppr_fill(sp_pr, fill) -> None:
    """Put `fill` where the schema wants it in spPr/grpSpPr: after xfrm and geometry."""
    for child in list(sp_pr):
        if child.tag in (qn("a:noFill"), qn("a:solidFill"), qn("a:gradFill"), qn("a:grpFill")):
            sp_pr.remove(child)
    anchor = [c for c in sp_pr if c.tag in (qn("a:xfrm"), qn("a:prstGeom"), qn("a:custGeom"))]
    position = sp_pr.index(anchor[-1]) + 1 if anchor else 0
    sp_pr.insert(position, fill)


def _style_filled_box(prs, slide) -> None:
    _autoshape(slide, "Theme style fill: 31,000 tokens/s on Llama 2 70B")


def _bg1_on_style_fill(prs, slide) -> None:
    shape = slide.shapes.add_shape(MSO_SHAPE.ROUNDED_RECTANGLE, *BOX)
    _scheme_text(
        shape, "Background colour on a callout: 32,000 tokens/s", MSO_THEME_COLOR.BACKGROUND_1
    )


def _default_font_ref(prs, slide) -> None:
    _autoshape(slide, "fontRef white on accent: 33,000 tokens/s", colour=None)


def _gradient(prs, slide) -> None:
    shape = _textbox(slide, "Gradient: 34,000 tokens/s on Llama 2 70B")
    shape.fill.gradient()
    shape.fill.gradient_stops[0].color.rgb = NAVY
    shape.fill.gradient_stops[1].color.rgb = RGBColor(0x44, 0x72, 0xC4)


def _solid_box(prs, slide) -> None:
    shape = _textbox(slide, "Coloured box: 35,000 tokens/s on Llama 2 70B")
    shape.fill.solid()
    shape.fill.fore_color.rgb = NAVY


def _box_behind(prs, slide) -> None:
    box = slide.shapes.add_shape(
        MSO_SHAPE.RECTANGLE, Inches(0.5), Inches(1.5), Inches(9), Inches(3)
    )
    box.fill.solid()
    box.fill.fore_color.rgb = NAVY
    _textbox(slide, "Box drawn earlier: 36,000 tokens/s on Llama 2 70B")


def _group_fill(prs, slide) -> None:
    group = slide.shapes.add_group_shape()
    shape = _textbox(group, "Group fill: 37,000 tokens/s on Llama 2 70B")
    _set_sppr_fill(group._element.find(qn("p:grpSpPr")), _solid_fill_xml("1F3A68"))
    _set_sppr_fill(shape._element.find(qn("p:spPr")), etree.Element(qn("a:grpFill")))


def _layout_placeholder_fill(prs, slide) -> None:
    layout_title = next(
        s
        for s in slide.slide_layout.placeholders
        if s.placeholder_format.type is not None and s.placeholder_format.idx == 0
    )
    _set_sppr_fill(layout_title._element.find(qn("p:spPr")), _solid_fill_xml("1F3A68"))
    slide.shapes.title.text = "Layout title bar: 38,000 tokens/s"
    _run(slide.shapes.title).font.color.rgb = WHITE


def _slide_background(prs, slide) -> None:
    slide.background.fill.solid()
    slide.background.fill.fore_color.rgb = NAVY
    _textbox(slide, "Dark slide: 39,000 tokens/s on Llama 2 70B")


def _master_background_ref(prs, slide) -> None:
    # A master that paints its background with the theme's third background style and dk2.
    master = prs.slide_masters[0]._element
    c_sld = master.find(qn("p:cSld"))
    for old in c_sld.findall(qn("p:bg")):
        c_sld.remove(old)
    background = etree.Element(qn("p:bg"))
    reference = etree.SubElement(background, qn("p:bgRef"), idx="1001")
    etree.SubElement(reference, qn("a:schemeClr"), val="tx2")
    c_sld.insert(0, background)
    _scheme_text(
        slide.shapes.add_textbox(*BOX),
        "Master background: 40,000 tokens/s",
        MSO_THEME_COLOR.BACKGROUND_1,
    )


def _master_bar(prs, slide) -> None:
    """A dark footer bar drawn on the master, under every slide; white text on it."""
    bar = slide.shapes.add_shape(
        MSO_SHAPE.RECTANGLE, Inches(0), Inches(6.6), Inches(10), Inches(0.9)
    )
    bar.fill.solid()
    bar.fill.fore_color.rgb = RGBColor(0xA0, 0x20, 0x30)
    # python-pptx draws no shapes on masters: build it on the slide, then move it there.
    master_tree = prs.slide_masters[0]._element.find(qn("p:cSld")).find(qn("p:spTree"))
    master_tree.append(bar._element)
    _text(
        slide.shapes.add_textbox(Inches(1), Inches(6.7), Inches(8), Inches(0.6)),
        "On the master's bar: 58,000 tokens/s",
    )


def _picture_behind(prs, slide, folder: Path) -> None:
    image = _png(folder / "dark.png", (0x20, 0x30, 0x50))
    slide.shapes.add_picture(str(image), Inches(0.5), Inches(1.5), Inches(9), Inches(3))
    _textbox(slide, "Over a photo: 41,000 tokens/s on Llama 2 70B")


def _tinted_text(prs, slide) -> None:
    shape = slide.shapes.add_textbox(*BOX)
    _scheme_text(
        shape, "Grey from white: 42,000 tokens/s on Llama 2 70B", MSO_THEME_COLOR.BACKGROUND_1
    )
    colour = _run(shape)._r.find(qn("a:rPr")).find(qn("a:solidFill"))[0]
    etree.SubElement(colour, qn("a:lumMod")).set("val", "50000")


def _outlined_text(prs, slide) -> None:
    shape = _textbox(slide, "Outlined letters: 43,000 tokens/s", colour=None)
    properties = _run(shape)._r.get_or_add_rPr()
    outline = etree.SubElement(properties, qn("a:ln"), w="19050")
    outline.append(_solid_fill_xml("C00000"))
    properties.append(etree.Element(qn("a:noFill")))


# Hidden cases: each must still be reported.
def _white_on_white(prs, slide) -> None:
    _textbox(slide, "White on white: 50,000 tokens/s on Llama 2 70B")


def _bg1_on_white(prs, slide) -> None:
    _scheme_text(
        slide.shapes.add_textbox(*BOX),
        "Theme background colour: 51,000 tokens/s",
        MSO_THEME_COLOR.BACKGROUND_1,
    )


def _navy_on_navy(prs, slide) -> None:
    shape = _textbox(slide, "Same as its box: 52,000 tokens/s on Llama 2 70B", colour=NAVY)
    shape.fill.solid()
    shape.fill.fore_color.rgb = NAVY


def _white_box_on_dark(prs, slide) -> None:
    slide.background.fill.solid()
    slide.background.fill.fore_color.rgb = NAVY
    shape = _textbox(slide, "White box on a dark slide: 53,000 tokens/s")
    shape.fill.solid()
    shape.fill.fore_color.rgb = WHITE


def _covered_by_style_fill(prs, slide) -> None:
    _textbox(slide, "Under a shape: 54,000 tokens/s on Llama 2 70B", colour=RGBColor(0, 0, 0))
    slide.shapes.add_shape(MSO_SHAPE.RECTANGLE, Inches(0.5), Inches(1.5), Inches(9), Inches(3))


def _under_translucent_cover(prs, slide) -> None:
    """A black box at 85% opacity over black text: a trace shows through, too faint to read."""
    _textbox(slide, "Under a tinted pane: 59,000 tokens/s", colour=RGBColor(0, 0, 0))
    cover = slide.shapes.add_shape(
        MSO_SHAPE.RECTANGLE, Inches(0.5), Inches(1.5), Inches(9), Inches(3)
    )
    cover.fill.solid()
    cover.fill.fore_color.rgb = RGBColor(0, 0, 0)
    colour = cover._element.find(qn("p:spPr")).find(qn("a:solidFill"))[0]
    etree.SubElement(colour, qn("a:alpha")).set("val", "85000")


def _white_gradient(prs, slide) -> None:
    shape = _textbox(slide, "Pale gradient: 55,000 tokens/s on Llama 2 70B")
    shape.fill.gradient()
    shape.fill.gradient_stops[0].color.rgb = WHITE
    shape.fill.gradient_stops[1].color.rgb = RGBColor(0xF6, 0xF6, 0xF6)


def _no_fill_text(prs, slide) -> None:
    shape = _textbox(slide, "No fill, no outline: 56,000 tokens/s", colour=None)
    _run(shape)._r.get_or_add_rPr().append(etree.Element(qn("a:noFill")))


def _dark_text_on_master_ref(prs, slide) -> None:
    """On the dark master background of the earlier case, dk2 text is lost."""
    _scheme_text(
        slide.shapes.add_textbox(*BOX),
        "Dark on dark master: 57,000 tokens/s",
        MSO_THEME_COLOR.TEXT_2,
    )


BuildStep = Callable[..., None]
CASES: list[tuple[Case, BuildStep]] = [
    (
        Case("style-fill", "Theme style fill: 31,000 tokens/s on Llama 2 70B", True),
        _style_filled_box,
    ),
    (
        Case("bg1-callout", "Background colour on a callout: 32,000 tokens/s", True),
        _bg1_on_style_fill,
    ),
    (Case("font-ref", "fontRef white on accent: 33,000 tokens/s", True), _default_font_ref),
    (Case("gradient", "Gradient: 34,000 tokens/s on Llama 2 70B", True), _gradient),
    (Case("solid-box", "Coloured box: 35,000 tokens/s on Llama 2 70B", True), _solid_box),
    (Case("box-behind", "Box drawn earlier: 36,000 tokens/s on Llama 2 70B", True), _box_behind),
    (Case("group-fill", "Group fill: 37,000 tokens/s on Llama 2 70B", True), _group_fill),
    (Case("layout-fill", "Layout title bar: 38,000 tokens/s", True), _layout_placeholder_fill),
    (Case("slide-bg", "Dark slide: 39,000 tokens/s on Llama 2 70B", True), _slide_background),
    (Case("picture", "Over a photo: 41,000 tokens/s on Llama 2 70B", True), _picture_behind),
    (Case("lum-mod", "Grey from white: 42,000 tokens/s on Llama 2 70B", True), _tinted_text),
    (Case("outline", "Outlined letters: 43,000 tokens/s", True), _outlined_text),
    (
        Case(
            "white",
            "White on white: 50,000 tokens/s on Llama 2 70B",
            False,
            "white text on a white background",
        ),
        _white_on_white,
    ),
    (
        Case(
            "bg1",
            "Theme background colour: 51,000 tokens/s",
            False,
            "text in the background theme colour",
        ),
        _bg1_on_white,
    ),
    (
        Case(
            "same-as-box",
            "Same as its box: 52,000 tokens/s on Llama 2 70B",
            False,
            "text coloured like its background",
        ),
        _navy_on_navy,
    ),
    (
        Case(
            "white-box",
            "White box on a dark slide: 53,000 tokens/s",
            False,
            "white text on a white background",
        ),
        _white_box_on_dark,
    ),
    (
        Case(
            "covered",
            "Under a shape: 54,000 tokens/s on Llama 2 70B",
            False,
            "covered by another shape",
        ),
        _covered_by_style_fill,
    ),
    (
        Case(
            "pale-gradient",
            "Pale gradient: 55,000 tokens/s on Llama 2 70B",
            False,
            "white text on a white background",
        ),
        _white_gradient,
    ),
    (
        Case("no-fill", "No fill, no outline: 56,000 tokens/s", False, "transparent text"),
        _no_fill_text,
    ),
]
# The master-background cases change the master every slide inherits from: they go in a second deck.
MASTER_CASES: list[tuple[Case, BuildStep]] = [
    (Case("master-bar", "On the master's bar: 58,000 tokens/s", True), _master_bar),
    (Case("master-bg", "Master background: 40,000 tokens/s", True), _master_background_ref),
    (
        Case(
            "dark-on-master",
            "Dark on dark master: 57,000 tokens/s",
            False,
            "text coloured like its background",
        ),
        _dark_text_on_master_ref,
    ),
]


def write_fill_deck(path: Path, cases: list[tuple[Case, BuildStep]] = CASES) -> Path:
    """One slide per case, in order."""
    prs = Presentation()
    for _case, build in cases:
        layout = TITLE_ONLY if build is _layout_placeholder_fill else BLANK
        slide = prs.slides.add_slide(prs.slide_layouts[layout])
        if build is _picture_behind:
            build(prs, slide, path.parent)
        else:
            build(prs, slide)
    prs.save(str(path))
    return path


def blank_text(source: Path, target: Path) -> Path:
    """A copy of a deck with every run made fully transparent: the slides as they look without
    their text, laid out exactly as with it (removing the text would shrink auto-fitted boxes)."""
    prs = Presentation(str(source))
    for slide in prs.slides:
        make_runs_transparent(slide._element)
    prs.save(str(target))
    return target
