"""The vendor comes from the deck's own text, never from its file name or authoring metadata."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import audit_deck
from auditor.labels.vendor import deck_vendor, unnamed_vendor
from examples.deck_builders import SERVER_CLAIM, TextBox, build_pptx
from extractors.models import Block, BlockRole, Deck, DeckKind, Location, Page


def _deck(*pages: list[tuple[BlockRole, str]]) -> Deck:
    return Deck(
        path="x.pptx",
        kind=DeckKind.PPTX,
        sha256="0",
        pages=[
            Page(
                number=n,
                blocks=[Block(text=t, role=r, location=Location(page=n)) for r, t in blocks],
            )
            for n, blocks in enumerate(pages, start=1)
        ],
    )


def test_copyright_line_names_the_vendor() -> None:
    deck = _deck(
        [(BlockRole.TITLE, "Inference at scale")],
        [(BlockRole.FOOTNOTE, "Copyright © 2025 Cisco Systems, Inc. All rights reserved.")],
    )
    assert deck_vendor(deck) == "Cisco Systems"


def test_legal_name_on_the_title_slide() -> None:
    deck = _deck([(BlockRole.TITLE, "Quarterly update"), (BlockRole.BODY, "Bolt Systems GmbH")])
    assert deck_vendor(deck) == "Bolt Systems"


def test_title_opening_repeated_in_the_deck() -> None:
    deck = _deck(
        [(BlockRole.TITLE, "Acme Chips inference platform")],
        [(BlockRole.BODY, "Acme Chips builds servers for AI.")],
    )
    assert deck_vendor(deck) == "Acme Chips"


def test_no_name_in_the_text_gives_none() -> None:
    deck = _deck([(BlockRole.TITLE, "The results of the quarter")], [(BlockRole.BODY, "Up 4%.")])
    assert deck_vendor(deck) is None
    assert unnamed_vendor(Path("/d/brightline_q3.pptx")) == "unnamed (brightline_q3.pptx)"


def test_authoring_metadata_and_file_name_are_ignored(tmp_path: Path) -> None:
    path = build_pptx(
        tmp_path / "sapbatch_export.pptx",
        [("Llama 2 70B results", [TextBox(SERVER_CLAIM)])],
        author="IEUser",
    )
    report = audit_deck(path)
    assert report.deck.vendor == "unnamed (sapbatch_export.pptx)"
    named = build_pptx(
        tmp_path / "ieuser.pptx",
        [
            ("Llama 2 70B results", [TextBox(SERVER_CLAIM)]),
            ("Thank you", [TextBox("© 2026 Helios Systems Ltd. All rights reserved.")]),
        ],
        author="SAPBATCH",
    )
    assert audit_deck(named).deck.vendor == "Helios Systems"
