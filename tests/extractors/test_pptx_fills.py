"""PPTX visibility as PowerPoint paints it: one slide per fill kind, checked against a renderer.

The reader must call text visible on theme-style fills, gradients, coloured boxes, group and
layout fills, dark backgrounds and pictures, and still report every hidden case. Where
LibreOffice and poppler are installed, each verdict is also checked against the rendered slide:
visible text must leave ink, hidden text none.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from extractors import Block, Deck, read_deck
from tests.extractors.pptx_fill_decks import CASES, MASTER_CASES, Case, blank_text, write_fill_deck


@pytest.fixture(scope="module")
def decks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("fills")
    return {
        "main": write_fill_deck(folder / "fills.pptx", CASES),
        "master": write_fill_deck(folder / "master.pptx", MASTER_CASES),
    }


def _block(deck: Deck, page: int, text: str) -> Block:
    found = [b for b in deck.pages[page - 1].blocks if b.text == text]
    assert len(found) == 1, f"{text!r} found {len(found)} times on slide {page}"
    return found[0]


def _all_cases(decks: dict[str, Path]) -> list[tuple[str, int, Case]]:
    return [("main", n, c) for n, (c, _) in enumerate(CASES, 1)] + [
        ("master", n, c) for n, (c, _) in enumerate(MASTER_CASES, 1)
    ]


@pytest.mark.parametrize(
    ("deck_name", "page", "case"),
    _all_cases({}),
    ids=lambda v: v.name if isinstance(v, Case) else str(v),
)
def test_reader_verdict(decks: dict[str, Path], deck_name: str, page: int, case: Case) -> None:
    block = _block(read_deck(decks[deck_name]), page, case.text)
    assert block.visible is case.visible, block.hidden_reason
    assert block.hidden_reason == case.reason


def _render(pptx: Path, out: Path) -> list[np.ndarray]:
    out.mkdir(exist_ok=True)
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(out), str(pptx)],
        check=True,
        capture_output=True,
        timeout=180,
    )
    pdf = out / (pptx.stem + ".pdf")
    subprocess.run(
        ["pdftoppm", "-r", "40", "-gray", str(pdf), str(out / "page")], check=True, timeout=120
    )
    return [_read_pgm(p) for p in sorted(out.glob("page-*.pgm"))]


def _read_pgm(path: Path) -> np.ndarray:
    data = path.read_bytes()
    fields = data.split(maxsplit=4)  # P5, width, height, maxval, pixels
    width, height = int(fields[1]), int(fields[2])
    return np.frombuffer(fields[4][: width * height], dtype=np.uint8).reshape(height, width)


@pytest.mark.skipif(
    not (shutil.which("soffice") and shutil.which("pdftoppm")),
    reason="needs LibreOffice and poppler",
)
@pytest.mark.timeout(600)
def test_verdicts_match_the_rendered_slides(decks: dict[str, Path], tmp_path: Path) -> None:
    for name, cases in (("main", CASES), ("master", MASTER_CASES)):
        deck = decks[name]
        blank = blank_text(deck, tmp_path / f"{name}-blank.pptx")
        shown = _render(deck, tmp_path / f"{name}-shown")
        bare = _render(blank, tmp_path / f"{name}-bare")
        assert len(shown) == len(bare) == len(cases)
        for (case, _), with_text, without in zip(cases, shown, bare, strict=True):
            ink = int((np.abs(with_text.astype(int) - without.astype(int)) > 48).sum())
            if case.visible:
                assert ink > 20, f"{case.name}: the renderer shows no ink of text called visible"
            else:
                assert ink <= 5, f"{case.name}: the renderer shows {ink} px of text called hidden"
