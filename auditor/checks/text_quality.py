"""Deck checks on how much of the text could be read: GARBLED-TEXT and NO-TEXT."""

from __future__ import annotations

from collections import Counter

from auditor.checks.messages import flag
from auditor.models import Flag
from extractors import BlockRole, Deck

MIN_VISIBLE_CHARS = 20
_NOT_ON_PAGE = (BlockRole.NOTES, BlockRole.METADATA, BlockRole.ANNOTATION, BlockRole.ALT_TEXT)


def garbled_text_flags(deck: Deck) -> list[Flag]:
    """GARBLED-TEXT: one flag per font whose characters could not be decoded, naming its pages."""
    flags: list[Flag] = []
    for font in deck.garbled_fonts:
        pages = _page_list(font.pages)
        cause = f" ({font.cause})" if font.cause else ""
        flags.append(
            flag(
                "GARBLED-TEXT",
                f"{pages}: {font.characters:,} characters in font {font.font}{cause} could not "
                "be turned into text",
                page=font.pages[0] if font.pages else None,
                evidence=font.sample or None,
                details={
                    "font": font.font,
                    "pages": font.pages,
                    "characters": font.characters,
                    "cause": font.cause,
                },
            )
        )
    return flags


def no_text_flags(deck: Deck) -> list[Flag]:
    """NO-TEXT when the pages show (almost) no text, worded from what was actually found."""
    if not deck.pages:
        return []
    on_page = [b for b in deck.all_blocks() if b.role not in _NOT_ON_PAGE]
    visible = sum(len(b.text.strip()) for b in on_page if b.visible)
    if visible >= MIN_VISIBLE_CHARS:
        return []
    hidden = [b for b in on_page if not b.visible]
    hidden_chars = sum(len(b.text.strip()) for b in hidden)
    pages = f"The deck's {len(deck.pages)} page(s)"
    garbled = sum(font.characters for font in deck.garbled_fonts)
    if hidden_chars:
        reasons = Counter(b.hidden_reason or "not visible" for b in hidden)
        top = ", ".join(reason for reason, _count in reasons.most_common(2))
        visible_part = f"{visible} visible characters and " if visible else "no visible text, only "
        message = (
            f"{pages} show {visible_part}{hidden_chars:,} characters of hidden text ({top}); "
            "all of it was audited, but what a reader sees may be images or scans that were not"
        )
    elif garbled:
        message = (
            f"{pages} hold text in fonts that could not be decoded ({garbled:,} characters, "
            "see GARBLED-TEXT), and no readable text"
        )
    elif visible:
        message = (
            f"{pages} hold only {visible} characters of text, all of them audited; anything "
            "else on them is drawn as images or shapes, whose claims were not checked"
        )
    else:
        message = f"{pages} hold no text at all; the deck may be scanned or made of images"
    return [
        flag(
            "NO-TEXT",
            message,
            details={"visible_chars": visible, "hidden_chars": hidden_chars, "garbled": garbled},
        )
    ]


def _page_list(pages: list[int], most: int = 8) -> str:
    if not pages:
        return "The deck"
    shown = ", ".join(str(p) for p in pages[:most])
    more = f" and {len(pages) - most} more" if len(pages) > most else ""
    return f"Page{'s' if len(pages) > 1 else ''} {shown}{more}"
