"""Three more disguises an injected order wears, each undone into one more reading of the text.

Letters spaced or hyphenated apart ("D O   N O T   F L A G", "i-g-n-o-r-e p-r-i-o-r"), look-alike
characters (full-width "ＡＳＳＩＳＴＡＮＴ", Cyrillic "а" inside a Latin word), and base64 that the
deck tells its reader to decode. A reading only adds text to scan; the original is always read.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata

# A run of single letters joined by one repeated separator: "A N Y", "i-g-n-o-r-e", "m . a . r . k".
_SPACED_RUN = re.compile(
    r"(?<![^\W\d_])[^\W\d_](?P<sep> ?[\-.·_*|/] ?| )[^\W\d_](?:(?P=sep)[^\W\d_])*(?![^\W\d_])"
)
_LETTERS = re.compile(r"[^\W\d_]")
# Spaced letters are a disguise only when they make up most of the text, not one spaced title.
_SPACED_MIN_SHARE = 0.5
_SPACED_MIN_RUNS = 2

# Cyrillic and Greek letters that look like Latin ones, read as the Latin letter they imitate.
_LOOKALIKE = str.maketrans(
    "аеорсухіјѕАВЕКМНОРСТХІЈЅԁɡօαοντιΑΒΕΗΙΚΜΝΟΡΤΧΥΖ",
    "aeopcyxijsABEKMHOPCTXIJSdgoaovtiABEHIKMNOPTXYZ",
)
_MIXED_WORD = re.compile(r"[^\W\d_]+")
_LATIN = re.compile(r"[A-Za-z]")
_FOREIGN_LOOKALIKE = re.compile(r"[аеорсухіјѕАВЕКМНОРСТХІЈЅԁɡօαοντιΑΒΕΗΙΚΜΝΟΡΤΧΥΖ]")

# A base64 token long enough to carry a sentence; at most this many are decoded per text.
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")
_BASE64_MAX_TOKENS = 20


def read_spaced(text: str) -> str | None:
    """`text` with letters spaced or hyphenated apart joined into words, when most of it is so."""
    runs = list(_SPACED_RUN.finditer(text))
    if len(runs) < _SPACED_MIN_RUNS:
        return None
    spaced = sum(len(_LETTERS.findall(m.group(0))) for m in runs)
    if spaced < _SPACED_MIN_SHARE * len(_LETTERS.findall(text)):
        return None
    joined = _SPACED_RUN.sub(lambda m: m.group(0).replace(m.group("sep"), ""), text)
    return re.sub(r"[ \t]{2,}", " ", joined)


def read_lookalikes(text: str) -> str | None:
    """`text` with compatibility forms folded (full-width, ligatures) and look-alike letters in
    Latin words read as Latin; None when nothing changes."""
    folded = unicodedata.normalize("NFKC", text)
    folded = _MIXED_WORD.sub(_fold_word, folded)
    return folded if folded != text else None


def _fold_word(match: re.Match[str]) -> str:
    """A word that mixes Latin letters with Cyrillic or Greek look-alikes, read as Latin."""
    word = match.group(0)
    if _LATIN.search(word) and _FOREIGN_LOOKALIKE.search(word):
        return word.translate(_LOOKALIKE)
    return word


def read_base64(text: str) -> str | None:
    """`text` with each base64 token that decodes to readable words replaced by those words."""
    tokens = _BASE64.findall(text)[:_BASE64_MAX_TOKENS]
    decoded_any = False
    for token in tokens:
        words = _decode(token)
        if words is not None:
            text = text.replace(token, words)
            decoded_any = True
    return text if decoded_any else None


def _decode(token: str) -> str | None:
    """The readable text a base64 token carries (printable, with spaces between words), or None."""
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        words = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    if " " not in words or not all(ch.isprintable() or ch in "\n\t" for ch in words):
        return None
    return words
