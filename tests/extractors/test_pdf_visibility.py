"""PDF text visibility as a viewer renders it: every colour-space case, the graphics-state stack,
render modes, clipping, drawing order and form XObjects, each on a hand-made one-page PDF.

Each case draws one line of text; the expected verdict is None when a viewer shows the text, or
the hidden reason when it does not. Hidden verdicts are also confirmed against PDFium's rendering,
so a case where the graphics state alone would mislead the reader (a frame whose bounding box
covers the text but whose hole shows it, text used as a clip for a painted shading) is visible.
"""

from __future__ import annotations

import pytest

from extractors import Deck, read_deck
from extractors.pdf_colour import DEVICE_RGB, resolve_space, to_rgb
from tests.extractors.pdf_hand_made import text_op, write_pdf

LINE = "Throughput 12,345 tokens/s"
WHITE_TEXT = "white text on a white background"
SAME_COLOUR = "text coloured like its background"
COVERED = "covered by a shape drawn over it"


def _stream(dictionary: str, data: str) -> str:
    return f"<< {dictionary} /Length {len(data.encode('latin-1'))} >>\nstream\n{data}\nendstream"


ICC_GREY = "/ColorSpace << /CS0 [/ICCBased 6 0 R] >>"
ICC_N = {n: (_stream(f"/N {n}", ""),) for n in (1, 3, 4)}
INDEXED = "/ColorSpace << /CS0 [/Indexed /DeviceRGB 1 <FFFFFF000000>] >>"
SEPARATION = (
    "/ColorSpace << /CS0 [/Separation /Spot /DeviceCMYK << /FunctionType 2 /Domain [0 1] "
    "/C0 [0 0 0 0] /C1 [1 0 0 0] /N 1 >>] >>"
)
DEVICE_N = (
    "/ColorSpace << /CS0 [/DeviceN [/Cyan /Magenta] /DeviceCMYK << /FunctionType 4 "
    "/Domain [0 1 0 1] /Range [0 1 0 1 0 1 0 1] /Length 13 >>] >>"
)
PATTERN = (
    _stream(
        "/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] "
        "/XStep 10 /YStep 10 /Resources << >>",
        "0 g 0 0 10 10 re f",
    ),
)
SHADING = (
    "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 600 0] /Function << "
    "/FunctionType 2 /Domain [0 1] /C0 [0 0 0] /C1 [0 0 1] /N 1 >> >>",
)


def _form(colour: str) -> tuple[str, ...]:
    return (
        _stream(
            "/Type /XObject /Subtype /Form /BBox [0 0 500 100] "
            "/Resources << /Font << /F1 5 0 R >> >>",
            f"{colour} BT /F1 16 Tf 10 10 Td ({LINE}) Tj ET",
        ),
    )


CASES = {
    # name: (content, resources, objects, expected hidden reason or None)
    "device gray black": ("0 g " + text_op(LINE), "", (), None),
    "device gray white": ("1 g " + text_op(LINE), "", (), WHITE_TEXT),
    "device rgb white": ("1 1 1 rg " + text_op(LINE), "", (), WHITE_TEXT),
    "device cmyk white": ("0 0 0 0 k " + text_op(LINE), "", (), WHITE_TEXT),
    "device cmyk black": ("0 0 0 1 k " + text_op(LINE), "", (), None),
    "sc without cs (gray)": ("1 sc " + text_op(LINE), "", (), WHITE_TEXT),
    "ICC grey white": ("/CS0 cs 1 sc " + text_op(LINE), ICC_GREY, ICC_N[1], WHITE_TEXT),
    "ICC grey black": ("/CS0 cs 0 sc " + text_op(LINE), ICC_GREY, ICC_N[1], None),
    "ICC grey default colour is black": ("/CS0 cs " + text_op(LINE), ICC_GREY, ICC_N[1], None),
    "ICC rgb white": ("/CS0 cs 1 1 1 scn " + text_op(LINE), ICC_GREY, ICC_N[3], WHITE_TEXT),
    "ICC rgb dark": ("/CS0 cs 0.2 0.2 0.2 scn " + text_op(LINE), ICC_GREY, ICC_N[3], None),
    "ICC cmyk white": ("/CS0 cs 0 0 0 0 scn " + text_op(LINE), ICC_GREY, ICC_N[4], WHITE_TEXT),
    "ICC cmyk black": ("/CS0 cs 0 0 0 1 scn " + text_op(LINE), ICC_GREY, ICC_N[4], None),
    "indexed white": ("/CS0 cs 0 sc " + text_op(LINE), INDEXED, (), WHITE_TEXT),
    "indexed black": ("/CS0 cs 1 sc " + text_op(LINE), INDEXED, (), None),
    "separation no tint": ("/CS0 cs 0 scn " + text_op(LINE), SEPARATION, (), WHITE_TEXT),
    "separation full tint": ("/CS0 cs 1 scn " + text_op(LINE), SEPARATION, (), None),
    "devicen ink": ("/CS0 cs 1 0 scn " + text_op(LINE), DEVICE_N, (), None),
    "pattern fill": (
        "/Pattern cs /P0 scn " + text_op(LINE),
        "/Pattern << /P0 6 0 R >>",
        PATTERN,
        None,
    ),
    "white inside q/Q": ("q 1 g Q " + text_op(LINE), "", (), None),
    "white restored by Q": ("1 g q 0 g Q " + text_op(LINE), "", (), WHITE_TEXT),
    "colour space restored by Q": (
        "q /CS0 cs 1 sc Q 1 sc " + text_op(LINE),
        INDEXED,
        (),
        WHITE_TEXT,
    ),
    "render mode 3": (
        "BT 3 Tr /F1 16 Tf 72 600 Td (" + LINE + ") Tj ET",
        "",
        (),
        "invisible text render mode",
    ),
    "render mode 7 then a shading": (
        "q BT 7 Tr /F1 16 Tf 72 600 Td (" + LINE + ") Tj ET /Sh0 sh Q",
        "/Shading << /Sh0 6 0 R >>",
        SHADING,
        None,
    ),
    "fully transparent": (
        "q /GS0 gs " + text_op(LINE) + " Q",
        "/ExtGState << /GS0 << /ca 0 >> >>",
        (),
        "fully transparent text",
    ),
    "half transparent": (
        "q /GS0 gs " + text_op(LINE) + " Q",
        "/ExtGState << /GS0 << /ca 0.5 >> >>",
        (),
        None,
    ),
    "clipped away": (
        "q 400 100 100 100 re W n " + text_op(LINE) + " Q",
        "",
        (),
        "text outside its clipping area",
    ),
    "inside its clip": ("q 60 590 400 40 re W n " + text_op(LINE) + " Q", "", (), None),
    "white box drawn before": ("1 g 60 590 400 30 re f 0 g " + text_op(LINE), "", (), None),
    "white box drawn after": (text_op(LINE) + " 1 g 60 590 400 30 re f", "", (), COVERED),
    "frame drawn after, text in its hole": (
        text_op(LINE) + " 0.5 g 60 590 400 30 re 62 592 396 26 re f*",
        "",
        (),
        None,
    ),
    "grey on grey": ("0.5 g 60 590 400 30 re f 0.5 g " + text_op(LINE), "", (), SAME_COLOUR),
    "dark on grey": ("0.5 g 60 590 400 30 re f 0 g " + text_op(LINE), "", (), None),
    "white on a black box": ("0 g 60 590 400 30 re f 1 g " + text_op(LINE), "", (), None),
    "white in a form": (
        "q 1 0 0 1 62 590 cm /Fm0 Do Q",
        "/XObject << /Fm0 6 0 R >>",
        _form("1 g"),
        WHITE_TEXT,
    ),
    "black in a form": (
        "q 1 0 0 1 62 590 cm /Fm0 Do Q",
        "/XObject << /Fm0 6 0 R >>",
        _form("0 g"),
        None,
    ),
}


@pytest.fixture(scope="module")
def decks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Deck]:
    folder = tmp_path_factory.mktemp("visibility")
    out = {}
    for index, (name, (content, resources, objects, _expected)) in enumerate(CASES.items()):
        path = write_pdf(folder / f"case{index}.pdf", content, resources=resources, objects=objects)
        out[name] = read_deck(path)
    return out


def _line(deck: Deck):
    found = [b for b in deck.all_blocks() if LINE in b.text]
    assert len(found) == 1, [b.text for b in deck.all_blocks()]
    return found[0]


@pytest.mark.parametrize("name", list(CASES))
def test_visibility_matches_the_rendered_page(decks: dict[str, Deck], name: str) -> None:
    expected = CASES[name][3]
    block = _line(decks[name])
    assert block.hidden_reason == expected
    assert block.visible is (expected is None)


def test_text_in_a_form_sits_where_the_form_is_placed(decks: dict[str, Deck]) -> None:
    box = _line(decks["black in a form"]).location.bbox
    assert box is not None
    # the form is placed at (62, 590) and draws its text at (10, 10) inside it
    assert box.x0 == pytest.approx(72, abs=1)
    assert box.y0 == pytest.approx(600 - 0.25 * 16, abs=1)


def test_the_heading_stays_visible(decks: dict[str, Deck]) -> None:
    for deck in decks.values():
        assert any(b.visible and "Colour test page" in b.text for b in deck.all_blocks())


@pytest.mark.parametrize(
    ("spec", "values", "expected"),
    [
        ("/DeviceRGB", [1, 0, 0], (1.0, 0.0, 0.0)),
        ("/DeviceCMYK", [0, 1, 1, 0], (1.0, 0.0, 0.0)),
        ("/DeviceGray", [0.25], (0.25, 0.25, 0.25)),
        (["/Indexed", "/DeviceRGB", 1, b"\x00\x00\x00\xff\x00\x00"], [1], (1.0, 0.0, 0.0)),
        (["/Lab", {}], [100, 0, 0], (1.0, 1.0, 1.0)),
        ("/Pattern", [], None),
    ],
)
def test_colour_space_conversion(spec, values, expected) -> None:
    assert to_rgb(resolve_space(spec, {}), values) == expected


def test_named_colour_space_resolves_through_the_resources() -> None:
    assert resolve_space("/CS1", {"/CS1": "/DeviceRGB"}) == DEVICE_RGB
