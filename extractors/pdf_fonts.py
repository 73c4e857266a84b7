"""Text in PDF fonts that do not say which characters they draw: repair what can be, report the rest.

pypdf turns a character code into Unicode through the font's ToUnicode map or its encoding. A font
with neither (a CID font with Identity encoding, a subset font whose /Differences use made-up glyph
names, a symbolic TrueType font) comes out as control characters, private-use code points or glyph
names such as "/Bullet" or "/g17" in the text. A figure set in such a font would be lost without a
word, so every such font is counted per page and reported (GARBLED-TEXT), and what can be decoded
is: glyph names from the Adobe Glyph List (any capitalisation), `uniXXXX` names, and numbered names
whose number is the code they stand at (`/g77` at code 77 is "M").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from extractors.models import GarbledFont
from extractors.pdf_encoding import REPAIRED_MAP
from extractors.pdf_objects import deref

_BAD_CATEGORIES = frozenset({"Cc", "Co", "Cs", "Cn"})
_ALLOWED_CONTROLS = frozenset("\n\r\t")
_NUMBERED = re.compile(r"^/(?:g|G|c|C|cid|CID|glyph|index|char)?(\d{1,5})$")
# Symbol and dingbat fonts draw bullets, arrows and math signs, which their makers map to the
# private-use area on purpose: nothing a reader would take for text, and no figures, is lost.
# LaTeX's picture fonts (line10, lcircle10 and their bold twins) draw the pieces of slanted lines
# and circles, with no characters at all.
SYMBOL_FONTS = (
    "line10",
    "linew10",
    "lcircle",
    "wingding",
    "webding",
    "dingbat",
    "symbol",
    "marlett",
    "commpi",
    "cmsy",
    "cmex",
    "msam",
    "msbm",
    "fontawesome",
    "mtextra",
)
MIN_BAD_CHARS = 3
MIN_BAD_SHARE = 0.05


@dataclass
class _Font:
    name: str
    leaked: dict[str, str]  # glyph name as pypdf leaves it in the text -> its Unicode ('' if none)
    pattern: re.Pattern[str] | None
    cause: str
    characters: int = 0
    bad: int = 0
    pages: set[int] = field(default_factory=set)
    sample: str = ""


class FontDecoding:
    """Per-font repair of pypdf's text, and a tally of the characters that could not be decoded."""

    def __init__(self) -> None:
        self._fonts: dict[int, _Font] = {}

    def clean(self, text: str, font: Any, page: int) -> str:
        """`text` drawn in `font` on `page`, glyph names decoded and undecodable characters removed."""
        info = self._font(font)
        bad = 0
        if info.pattern is not None:
            missing = 0

            def decode(match: re.Match[str]) -> str:
                nonlocal missing
                value = info.leaked[match.group(0)]
                if not value:
                    missing += 1
                return value

            text = info.pattern.sub(decode, text)
            bad += missing
        if text.isascii() and text.replace("\n", "").replace("\t", "").isprintable():
            cleaned = text  # the common case: plain ASCII, nothing to remove
        else:
            kept = []
            for char in text:
                if is_undecodable(char):
                    bad += 1
                else:
                    kept.append(char)
            cleaned = "".join(kept)
        info.characters += sum(1 for c in cleaned if not c.isspace()) + bad
        if bad:
            info.bad += bad
            info.pages.add(page)
            if not info.sample and cleaned.strip():
                info.sample = " ".join(cleaned.split())[:60]
        return cleaned

    def garbled(self) -> list[GarbledFont]:
        """The fonts whose text could not (all) be decoded, with their pages."""
        found: dict[str, GarbledFont] = {}
        for info in self._fonts.values():
            if info.bad < MIN_BAD_CHARS or info.bad < MIN_BAD_SHARE * info.characters:
                continue
            if any(marker in info.name.lower() for marker in SYMBOL_FONTS):
                continue
            entry = found.get(info.name)
            if entry is None:
                found[info.name] = GarbledFont(
                    font=info.name,
                    pages=sorted(info.pages),
                    characters=info.bad,
                    cause=info.cause,
                    sample=info.sample,
                )
            else:
                entry.pages = sorted(set(entry.pages) | info.pages)
                entry.characters += info.bad
        return list(found.values())

    def _font(self, font: Any) -> _Font:
        key = id(font)
        info = self._fonts.get(key)
        if info is None:
            info = _inspect(font)
            self._fonts[key] = info
        return info


def is_undecodable(char: str) -> bool:
    """A control character, private-use or unassigned code point, or the replacement character."""
    if char in _ALLOWED_CONTROLS:
        return False
    if char == "\ufffd":
        return True
    return unicodedata.category(char) in _BAD_CATEGORIES


def _inspect(font: Any) -> _Font:
    font = deref(font)
    if not isinstance(font, dict):
        return _Font("(unnamed font)", {}, None, "no font")
    name = str(font.get("/BaseFont", "(unnamed font)")).lstrip("/")
    leaked = _leaked_names(font)
    pattern = None
    if leaked:
        names = sorted(leaked, key=len, reverse=True)
        pattern = re.compile("|".join(re.escape(n) for n in names))
    return _Font(name, leaked, pattern, _cause(font))


def _leaked_names(font: dict[str, Any]) -> dict[str, str]:
    """Glyph names in the font's /Differences that pypdf does not know, mapped as far as we can."""
    from pypdf._codecs import adobe_glyphs  # the glyph list pypdf itself decodes names with

    encoding = deref(font.get("/Encoding"))
    if not isinstance(encoding, dict):
        return {}
    differences = deref(encoding.get("/Differences"))
    if not isinstance(differences, list):
        return {}
    leaked: dict[str, str] = {}
    code = 0
    for item in differences[:4096]:
        item = deref(item)
        if isinstance(item, int | float) and not isinstance(item, bool):
            code = int(item)
            continue
        name = str(item)
        if name.startswith("/") and name not in adobe_glyphs and len(name) > 1:
            leaked[name] = _decode_name(name, code)
        code += 1
    return leaked


def _decode_name(name: str, code: int) -> str:
    from fontTools import agl  # the glyph list's tables cost 30 ms: only fonts that need it

    bare = name[1:]
    for candidate in (bare, bare.lower(), bare[:1].lower() + bare[1:]):
        value = agl.toUnicode(candidate)
        if value and not any(is_undecodable(c) for c in value):
            return value
    numbered = _NUMBERED.match(name)
    if numbered and int(numbered.group(1)) == code and 32 <= code < 127:
        return chr(code)  # a numbered name standing at its own code: the code is the character
    return ""


def _cause(font: dict[str, Any]) -> str:
    to_unicode = deref(font.get("/ToUnicode"))
    if to_unicode is not None and not (isinstance(to_unicode, dict) and REPAIRED_MAP in to_unicode):
        return "its Unicode map does not cover every character"
    subtype = str(font.get("/Subtype", ""))
    encoding = deref(font.get("/Encoding"))
    if subtype == "/Type0":
        return "a composite font with no Unicode map"
    if encoding is None:
        return "no Unicode map and no encoding"
    if isinstance(encoding, dict) and "/Differences" in encoding:
        return "no Unicode map, and glyph names that say nothing"
    return "no Unicode map"
