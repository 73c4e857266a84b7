"""Small helpers that make generated sentences read like a person wrote them.

Articles before words that start with a vowel sound, plurals that agree with their count, MLPerf
scenario names spelt the way MLPerf writes them, and quotations cut at a word boundary.
"""

from __future__ import annotations

import re

SCENARIO_NAMES: dict[str, str] = {
    "offline": "Offline",
    "server": "Server",
    "single_stream": "SingleStream",
    "multi_stream": "MultiStream",
    "interactive": "Interactive",
    "unstated": "unstated",
}
# Words spelt with a leading vowel letter that are said with a consonant sound, and the reverse.
_CONSONANT_SOUND = re.compile(r"^(?:uni|use|usu|eu|one\b|once\b|u[bcfhjkqrst][aeiou])", re.I)
_VOWEL_SOUND = re.compile(r"^(?:hour|honest|honou?r|heir|[aefhilmnorsx](?:[\d\-./]|$))", re.I)
_ABBREVIATION = re.compile(r"^[A-Z]{2,}")
_EIGHT_OR_ELEVEN = re.compile(r"^(?:8|1[18](?:[^\d,.]|$|,\d{3}))")


def scenario_name(value: str) -> str:
    """'single_stream' -> 'SingleStream': the scenario as MLPerf writes it."""
    return SCENARIO_NAMES.get(value, value)


def article(word: str) -> str:
    """'a' or 'an' for `word`, by how it is said ('an Offline', 'a Server', 'an MLPerf', 'a user')."""
    text = word.strip().lstrip("“\"'(")
    if not text:
        return "a"
    if text[0].isdigit():
        return "an" if _EIGHT_OR_ELEVEN.match(text) else "a"
    if _ABBREVIATION.match(text) and not _CONSONANT_SOUND.match(text):
        # Read letter by letter: an LLM, an MLPerf, a GPU.
        return "an" if text[0] in "AEFHILMNORSX" else "a"
    if _VOWEL_SOUND.match(text):
        return "an"
    if _CONSONANT_SOUND.match(text):
        return "a"
    return "an" if text[0].lower() in "aeiou" else "a"


def with_article(word: str) -> str:
    """`word` with its indefinite article in front ('an Offline')."""
    return f"{article(word)} {word}"


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """'1 claim', '3 claims', '1 error', '0 errors', with the count in front."""
    if count == 1:
        return f"{count} {singular}"
    return f"{count} {plural_form or _plural_of(singular)}"


def _plural_of(word: str) -> str:
    if re.search(r"(?:s|x|z|ch|sh)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


def quote(text: str, limit: int = 90) -> str:
    """A short quotation of deck text: whole words only, with an ellipsis where it was cut."""
    flat = " ".join(text.split())
    return f"“{clip(flat, limit)}”"


def clip(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters at a word boundary, ending in '…' when cut."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    room = max(1, limit - 1)
    cut = flat[:room]
    if not flat[room].isspace():
        space = cut.rfind(" ")
        if space >= room // 3:
            cut = cut[:space]
    return cut.rstrip(" ,;:-–—") + "…"
