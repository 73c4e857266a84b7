"""Grounding: an LLM label stands only if its quote is found in the claim's own context."""

from __future__ import annotations

import re
import unicodedata

from auditor.llm.context import ContextItem, clean_text

MIN_QUOTE_CHARS = 4
_QUOTE_FOLDS = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u00a0": " ",
    }
)
_ESCAPE = re.compile(r'\\(u[0-9a-fA-F]{4}|["\\/nt])')
_EDGE_PUNCTUATION = " \"'`.,;:…"


def normalize(text: str) -> str:
    """Text folded for comparison: cleaned, case-folded, quotes and dashes unified."""
    return unicodedata.normalize("NFKC", clean_text(text)).translate(_QUOTE_FOLDS).casefold()


def unescape_quote(quote: str) -> str:
    """Undo JSON escapes a model may copy from the deck_data lines (`\\u003c`, `\\"`)."""
    return _ESCAPE.sub(_unescape_one, quote)


def _unescape_one(match: re.Match[str]) -> str:
    body = match.group(1)
    if body.startswith("u"):
        return chr(int(body[1:], 16))
    return {"n": " ", "t": " "}.get(body, body)


def ground_quote(quote: str, items: list[ContextItem]) -> ContextItem | None:
    """The context item that contains the quote, or None when the quote is not grounded."""
    needle = normalize(unescape_quote(quote)).strip(_EDGE_PUNCTUATION)
    if len(needle) < MIN_QUOTE_CHARS:
        return None
    for item in items:
        if needle in normalize(item.text):
            return item
    return None
