"""Undo the disguises an injected instruction wears, so the detector reads the words it hides.

The disguises: TAG characters or variation selectors that carry a hidden message, invisible
characters (zero-width spaces and the like) sprinkled inside words, leetspeak ("r3p0r7" for
"report"), and those of `injection_spelling` (spaced letters, look-alike characters, base64). Each gives one more reading of the text; the original is always read as well.
"""

from __future__ import annotations

import re

from auditor.labels.injection_spelling import read_base64, read_lookalikes, read_spaced
from extractors import reveal_hidden_unicode, strip_invisible

# Digits a leetspeak writer puts for letters. "1" stands for "i" far more often than for "l".
_LEET = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
)
_WORD = re.compile(r"[^\W_]+|[@$]+", re.UNICODE)
_LEET_DIGIT = re.compile(r"[013457@$]")
_LETTER = re.compile(r"[^\W\d_]")
# A text reads as leetspeak when most of its words mix letters and leet digits: spec lines
# ("8x H100 SXM5 80GB") mix them too, but rendered back they only spell nonsense, not orders.
_LEET_MIN_WORDS = 3
_LEET_MIN_SHARE = 0.4


def readings(text: str) -> list[str]:
    """`text` itself, then each distinct reading with a disguise undone."""
    found = [text]
    smuggled = reveal_hidden_unicode(text)
    if smuggled:
        found.append(smuggled)
    visible = strip_invisible(text)
    if visible != text:
        found.append(visible)
    for undo in (read_leetspeak, read_spaced, read_lookalikes, read_base64):
        undone = undo(visible)
        if undone is not None and undone not in found:
            found.append(undone)
    return found


def read_leetspeak(text: str) -> str | None:
    """`text` with leet digits read as letters when it is written in leetspeak, else None.

    Only words with a letter in them are rendered, and two-digit words ("45" for "as"), which a
    leetspeak sentence uses for short words; longer numbers stay numbers."""
    words = _WORD.findall(text)
    mixed = [w for w in words if _LETTER.search(w) and _LEET_DIGIT.search(w)]
    if len(mixed) < _LEET_MIN_WORDS or len(mixed) < _LEET_MIN_SHARE * len(words):
        return None
    return _WORD.sub(_render_word, text)


def _render_word(match: re.Match[str]) -> str:
    """One word read as leetspeak: letters with leet digits, or a two-character all-leet word."""
    word = match.group(0)
    if _LETTER.search(word) or (len(word) == 2 and all(_LEET_DIGIT.fullmatch(c) for c in word)):
        return word.translate(_LEET)
    return word
