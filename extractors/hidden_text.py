"""Pure detectors for text a viewer cannot see: invisible Unicode, and a summary of hidden blocks.

The readers decide visibility from layout (colour, size, position, hidden slides) and mark blocks
with `visible=False` and a `hidden_reason`; this module supplies the character-level part, which
is the same for both formats, and a summary of the hidden blocks of a deck for the HIDDEN-TEXT
finding.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from extractors.models import Block, Deck, Location

TAG_FIRST, TAG_LAST = 0xE0000, 0xE007F
SUPPLEMENTARY_SELECTORS = (0xE0100, 0xE01EF)
VARIATION_SELECTORS = (0xFE00, 0xFE0F)
ZERO_WIDTH = frozenset({0x200B, 0x2060, 0x180E, 0xFEFF})
JOINERS = frozenset({0x200C, 0x200D})  # legitimate inside Arabic, Persian, Indic text and emoji
BIDI_CONTROLS = frozenset({0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)})
INVISIBLE_OPERATORS = frozenset(range(0x2061, 0x2065))
FILLERS = frozenset({0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F, 0x17B4, 0x17B5, 0x2800})
SOFT_HYPHEN = 0x00AD

KIND_TAG = "Unicode TAG characters"
KIND_ZERO_WIDTH = "zero-width characters"
KIND_BIDI = "bidirectional control characters"
KIND_OPERATORS = "invisible math operators"
KIND_FILLER = "blank filler characters"
KIND_SELECTORS = "variation selectors carrying data"
KIND_FORMAT = "other invisible format characters"


def invisible_kind(text: str, index: int) -> str | None:
    """Why the character at `index` is invisible and suspicious, or None when it is ordinary."""
    code = ord(text[index])
    if TAG_FIRST <= code <= TAG_LAST:
        return KIND_TAG
    if code in ZERO_WIDTH:
        return KIND_ZERO_WIDTH
    if code in JOINERS:
        return None if _joiner_is_legitimate(text, index) else KIND_ZERO_WIDTH
    if code in BIDI_CONTROLS:
        return KIND_BIDI
    if code in INVISIBLE_OPERATORS:
        return KIND_OPERATORS
    if code in FILLERS:
        return KIND_FILLER
    if SUPPLEMENTARY_SELECTORS[0] <= code <= SUPPLEMENTARY_SELECTORS[1]:
        return KIND_SELECTORS
    if VARIATION_SELECTORS[0] <= code <= VARIATION_SELECTORS[1]:
        return None if _selector_follows_symbol(text, index) else KIND_SELECTORS
    if code != SOFT_HYPHEN and unicodedata.category(text[index]) == "Cf":
        return KIND_FORMAT
    return None


def find_invisible_unicode(text: str) -> list[str]:
    """The kinds of invisible characters in `text` (TAG, zero-width, bidi...), each once."""
    kinds: list[str] = []
    for index, char in enumerate(text):
        if char.isascii() and char.isprintable():
            continue
        kind = invisible_kind(text, index)
        if kind and kind not in kinds:
            kinds.append(kind)
    return kinds


def strip_invisible(text: str) -> str:
    """`text` without invisible characters and soft hyphens, so that matching sees real words."""
    if text.isascii():
        return text
    kept = [
        char
        for index, char in enumerate(text)
        if ord(char) != SOFT_HYPHEN and invisible_kind(text, index) is None
    ]
    return "".join(kept)


def reveal_hidden_unicode(text: str) -> str | None:
    """The message smuggled in TAG characters or variation selectors, decoded; None when none.

    TAG characters mirror ASCII (U+E0041 is a hidden "A"); runs of variation selectors can carry
    one byte each. A reader that only strips them would throw away exactly the text an injection
    check needs to see.
    """
    if text.isascii():
        return None  # both TAG characters and variation selectors lie far outside ASCII
    hidden: list[str] = []
    selector_bytes = bytearray()
    for index, char in enumerate(text):
        code = ord(char)
        if TAG_FIRST + 0x20 <= code <= TAG_FIRST + 0x7E:
            hidden.append(chr(code - TAG_FIRST))
        elif (
            SUPPLEMENTARY_SELECTORS[0] <= code <= SUPPLEMENTARY_SELECTORS[1]
            or VARIATION_SELECTORS[0] <= code <= VARIATION_SELECTORS[1]
        ) and invisible_kind(text, index) == KIND_SELECTORS:
            selector_bytes.append(_selector_byte(code))
    if selector_bytes:
        hidden.append(selector_bytes.decode("utf-8", errors="replace"))
    message = "".join(hidden).strip()
    return message or None


@dataclass(frozen=True)
class HiddenTextFinding:
    """One piece of text a viewer of the deck would not see, with where it is and why."""

    location: Location
    reason: str
    text: str
    role: str


def hidden_text_findings(deck: Deck, max_excerpt: int = 160) -> list[HiddenTextFinding]:
    """Every hidden block of a deck, and every visible block carrying invisible characters."""
    findings: list[HiddenTextFinding] = []
    for page in deck.pages:
        for block in page.blocks:
            reason = _block_hidden_reason(block)
            if reason is None:
                continue
            excerpt = " ".join(block.text.split())[:max_excerpt]
            findings.append(
                HiddenTextFinding(
                    location=block.location, reason=reason, text=excerpt, role=block.role.value
                )
            )
    return findings


def _block_hidden_reason(block: Block) -> str | None:
    if not block.visible:
        return block.hidden_reason or "not visible on the slide"
    kinds = find_invisible_unicode(block.text)
    if kinds:
        return "invisible Unicode characters (" + ", ".join(kinds) + ")"
    return None


def _joiner_is_legitimate(text: str, index: int) -> bool:
    """ZWJ/ZWNJ between letters of scripts that need them, or inside an emoji sequence."""
    before = text[index - 1] if index > 0 else ""
    after = text[index + 1] if index + 1 < len(text) else ""
    if not before or not after:
        return False
    if before.isascii() or after.isascii():
        return False
    return unicodedata.category(before)[0] in "LMS" and unicodedata.category(after)[0] in "LMS"


def _selector_follows_symbol(text: str, index: int) -> bool:
    """A variation selector after a symbol or ideograph picks a glyph; elsewhere it hides data."""
    if index == 0:
        return False
    before = text[index - 1]
    if VARIATION_SELECTORS[0] <= ord(before) <= VARIATION_SELECTORS[1]:
        return False
    return unicodedata.category(before) in ("So", "Sm", "Sk", "Lo", "Nd", "Po")


def _selector_byte(code: int) -> int:
    """The byte a variation selector stands for in the usual smuggling encoding."""
    if code <= VARIATION_SELECTORS[1]:
        return code - VARIATION_SELECTORS[0]
    return code - SUPPLEMENTARY_SELECTORS[0] + 16
