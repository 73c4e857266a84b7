"""Small decks for the TUI tests, built with python-pptx in the test session."""

from __future__ import annotations

import zipfile
from pathlib import Path

from pptx import Presentation
from pptx.util import Inches, Pt

CHAT_SLIDES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "Acme A9 for your support chatbot",
        (
            "Your customers chat live with the assistant on the web site",
            "#1 in MLPerf Inference.",
        ),
    ),
    (
        "Llama 2 70B throughput",
        ("24,525 tokens/s on Llama 2 70B in MLPerf Inference v4.1, Offline scenario.",),
    ),
    (
        "Next steps",
        ("A pilot in your data centre in June",),
    ),
)


def build_deck(path: Path, slides: tuple[tuple[str, tuple[str, ...]], ...] = CHAT_SLIDES) -> Path:
    """A PPTX with one title and a text box of bullets per slide."""
    prs = Presentation()
    blank = prs.slide_layouts[5]  # title only
    for title, bullets in slides:
        slide = prs.slides.add_slide(blank)
        slide.shapes.title.text = title
        box = slide.shapes.add_textbox(Inches(0.7), Inches(1.8), Inches(8.5), Inches(4))
        frame = box.text_frame
        frame.word_wrap = True
        for index, bullet in enumerate(bullets):
            paragraph = frame.paragraphs[0] if index == 0 else frame.add_paragraph()
            paragraph.text = bullet
            paragraph.font.size = Pt(20)
    path.parent.mkdir(parents=True, exist_ok=True)
    prs.save(path)
    return path


def numbered_deck(path: Path, slides: int) -> Path:
    """A deck of `slides` slides, each with one Offline and one Server claim."""
    content = tuple(
        (
            f"Results, part {n}",
            (
                f"{1000 + 37 * n:,} tokens/s on Llama 2 70B in MLPerf Inference v4.1, "
                "Offline scenario, Closed division",
                f"{800 + n:,} queries/s on ResNet-50, Server scenario, Closed division",
            ),
        )
        for n in range(1, slides + 1)
    )
    return build_deck(path, content)


def broken_deck(path: Path) -> Path:
    """A file named .pptx that is a zip without any presentation in it."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("hello.txt", "not a presentation")
    return path
