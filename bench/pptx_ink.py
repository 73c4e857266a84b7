"""Check PPTX hidden-text verdicts against LibreOffice's rendering, by difference.

Usage: python bench/pptx_ink.py DECK_OR_DIR... [--repo PATH] [--dpi N]

For each deck, every block the reader calls hidden on a drawn slide (colour, covering shape, tiny
text) is checked: the deck is rendered twice by LibreOffice and poppler, as it is and with the text
of the shapes holding those blocks made fully transparent (layout unchanged), and the pixels that
differ inside each block's box are counted. A verdict is confirmed when the text adds no ink there
(at most a few anti-aliased pixels). Unlike inspecting the area alone, this tells a covered
paragraph (the cover's ink is in both renderings) from visible text. --repo reads the decks with
another checkout's code (e.g. /work/main, for a before/after comparison).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from pptx import Presentation
from pptx.oxml.ns import qn

# The deck builders of this checkout, whichever checkout --repo later points the reader at.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from examples.deck_builders import make_runs_transparent  # noqa: E402

ON_SLIDE = ("title", "body", "footnote", "table_row", "chart_title", "chart_point")
NOT_RENDER_CHECKED = ("shape placed outside", "text smuggled", "hidden slide", "alt text")
INK_LEVEL = 48  # grey levels a pixel must change by to count
NOISE_PIXELS = 5


def transparent_copy(source: Path, target: Path, shapes: set[tuple[int, int]]) -> Path:
    """A copy whose listed (slide, shape id) shapes draw their text fully transparent."""
    prs = Presentation(str(source))
    for number, slide in enumerate(prs.slides, start=1):
        for shape in slide._element.iter(qn("p:sp")):
            c_nv_pr = shape.find(f"{qn('p:nvSpPr')}/{qn('p:cNvPr')}")
            if c_nv_pr is None or (number, int(c_nv_pr.get("id", "-1"))) not in shapes:
                continue
            make_runs_transparent(shape)
    prs.save(str(target))
    return target


def render(pptx: Path, out: Path, dpi: int) -> list[np.ndarray]:
    """LibreOffice's PDF export of a deck (hidden slides left out), as grey pages."""
    out.mkdir()
    subprocess.run(
        ["soffice", f"-env:UserInstallation=file://{out}/profile", "--headless", "--convert-to",
         "pdf", "--outdir", str(out), str(pptx)],
        capture_output=True, timeout=600, check=False,
    )  # fmt: skip
    pdf = out / f"{pptx.stem}.pdf"
    if not pdf.exists():
        return []
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", str(pdf), str(out / "p")], check=True)
    pages = []
    for page in sorted(out.glob("p-*.pgm")):
        data = page.read_bytes()
        fields = data.split(maxsplit=4)
        width, height = int(fields[1]), int(fields[2])
        pages.append(np.frombuffer(fields[4][: width * height], np.uint8).reshape(height, width))
    return pages


@dataclass
class Suspect:
    """One hidden block to check: where it is drawn and what the reader said."""

    page: int
    shape_id: int
    bbox: tuple[float, float, float, float]  # slide points, origin top-left
    label: str
    text: str


def render_checkable(role: str, reason: str | None, has_box: bool, has_shape: bool) -> bool:
    """Whether a hidden verdict is about ink on a drawn slide that rendering can confirm."""
    return (
        has_box
        and has_shape
        and role in ON_SLIDE
        and not (reason or "").startswith(NOT_RENDER_CHECKED)
    )


def check_deck(path: Path, dpi: int) -> list[tuple[str, str, bool, int]]:
    """(slide and reason, text, confirmed, ink pixels) for each render-checkable hidden block."""
    from extractors import read_deck

    deck = read_deck(path)
    hidden_slides = [p.number for p in deck.pages if p.hidden]
    suspects = [
        Suspect(
            page.number,
            block.location.shape_id,
            (
                block.location.bbox.x0,
                block.location.bbox.y0,
                block.location.bbox.x1,
                block.location.bbox.y1,
            ),
            f"p{page.number} {block.hidden_reason}",
            block.text,
        )
        for page in deck.pages
        if not page.hidden
        for block in page.blocks
        if not block.visible
        and block.location.bbox is not None
        and block.location.shape_id is not None
        and render_checkable(block.role.value, block.hidden_reason, True, True)
    ]
    return check_suspects(path, suspects, hidden_slides, dpi)


def check_suspects(
    path: Path, suspects: list[Suspect], hidden_slides: list[int], dpi: int
) -> list[tuple[str, str, bool, int]]:
    """Render the deck with and without the suspects' text; (label, text, confirmed, ink) each.

    Ink is -1 when the two renderings could not be compared (LibreOffice failed on the deck).
    """
    if not suspects:
        return []
    rows = []
    with tempfile.TemporaryDirectory(prefix="pptx-ink-") as scratch:
        work = Path(scratch)
        keys = {(suspect.page, suspect.shape_id) for suspect in suspects}
        shown = render(path, work / "shown", dpi)
        bare = render(transparent_copy(path, work / "bare.pptx", keys), work / "bare", dpi)
        for suspect in suspects:
            index = suspect.page - 1 - sum(1 for n in hidden_slides if n < suspect.page)
            if len(shown) != len(bare) or not 0 <= index < len(shown):
                rows.append((suspect.label, suspect.text, False, -1))
                continue
            scale = dpi / 72
            x0, y0, x1, y1 = suspect.bbox
            r0, r1 = int(max(y0, 0) * scale), int(y1 * scale) + 1
            c0, c1 = int(max(x0, 0) * scale), int(x1 * scale) + 1
            a = shown[index][r0:r1, c0:c1].astype(int)
            b = bare[index][r0:r1, c0:c1].astype(int)
            ink = int((np.abs(a - b) > INK_LEVEL).sum())
            rows.append((suspect.label, suspect.text, ink <= NOISE_PIXELS, ink))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print each verdict's check and the share confirmed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--dpi", type=int, default=72)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.repo))
    decks = [
        p
        for path in args.paths
        for p in (sorted(path.iterdir()) if path.is_dir() else [path])
        if p.suffix.lower() in (".pptx", ".pptm")
    ]
    confirmed = total = 0
    for deck in decks:
        for label, text, ok, ink in check_deck(deck, args.dpi):
            total += 1
            confirmed += ok
            state = "confirmed" if ok else ("unrendered" if ink < 0 else f"INK {ink} px")
            print(f"{state:>12}  {deck.name[:40]} {label}: {text[:50]!r}")
    share = f"{100 * confirmed / total:.1f}%" if total else "n/a"
    print(
        f"render-checkable HIDDEN verdicts: {total}; confirmed by rendering: {confirmed} ({share})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
