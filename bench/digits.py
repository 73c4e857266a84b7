"""Compare the figures two readers took from the same pages, as a person reads them.

Two readers of one PDF split and order its words differently: "1,234" may come out as "1, 234" or
"1 234", a table may be read by rows or by columns, a hyphenated "2023-" may be joined with the next
line. None of that loses a figure. What a person would call lost is a digit that one reader shows
on a page and the other does not have there at all, so the comparison is per page, over the
multiset of digits (after NFKC, so full-width and other scripts' digits count as theirs): for each
page and digit, how many more times the reference holds it than the audit. Order, spacing,
hyphenation and word splitting cannot make a difference there; a digit decoded as a control
character, dropped or replaced by a glyph name does.

Some fonts put symbols where ASCII has digits: TeX's math symbol font draws the prime at "0", the
negation slash of "≠" at "6" and the "↦" bar at "7"; dingbat fonts draw arrows and bullets there.
Such a font has no Unicode map, so other readers fall back to the code and read "f′" as "f0" and
"≠" as "6=". Those digits are not figures; they are set aside using PDFium's per-character font
names (pypdfium2), on the pages where digits seem lost.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

# A page loses figures only when this many of its digits are missing: one or two digits on a page
# differ between readers for reasons that lose nothing a claim could rest on (a page number drawn
# twice, a digit in a duplicated fake-bold glyph that one reader merges).
MIN_LOST_DIGITS = 1


# The audit reads a list item's number ("1.", "2)") as its bullet and keeps the item's text alone,
# as it does with "•"; the reference's line-initial list numbers are left out the same way.
_LIST_NUMBER = re.compile(r"^([ \t]*)\d{1,2}[.)](?=\s)", re.MULTILINE)


def without_list_numbers(text: str) -> str:
    """`text` with the list numbers that start its lines removed."""
    return _LIST_NUMBER.sub(r"\1", text)


def page_digits(text: str) -> Counter[str]:
    """How often each decimal digit (0-9 after normalisation) occurs in `text`."""
    counts: Counter[str] = Counter()
    for char in unicodedata.normalize("NFKC", text):
        if char.isdecimal():
            counts[str(unicodedata.decimal(char, 0))] += 1
    return counts


def digit_tokens(text: str) -> list[str]:
    """The whitespace-separated tokens of `text` that hold a digit, normalised (for examples)."""
    return [t for t in unicodedata.normalize("NFKC", text).split() if any(c.isdecimal() for c in t)]


def lost_digits(reference: Counter[str], audit: Counter[str]) -> int:
    """Digits the reference holds more often than the audit (on one page)."""
    return sum((reference - audit).values())


def lost_pages(
    reference: dict[int, str],
    audit: dict[int, str],
    minimum: int = MIN_LOST_DIGITS,
    not_digits: dict[int, Counter[str]] | None = None,
) -> dict[int, int]:
    """Page -> digits lost there, for the pages losing at least `minimum` digits.

    `not_digits` are, per page, the reference's "digits" that a symbol font draws (see
    symbol_font_digits). When the two readers disagree on the page count, pages cannot be paired
    and the whole file is compared as page 0.
    """
    not_digits = not_digits or {}
    if set(reference) != set(audit):
        reference = {0: "\n".join(reference.values())}
        audit = {0: "\n".join(audit.values())}
        not_digits = {0: sum(not_digits.values(), Counter())}
    lost = {}
    for number, text in reference.items():
        shown = page_digits(without_list_numbers(text)) - not_digits.get(number, Counter())
        count = lost_digits(shown, page_digits(audit.get(number, "")))
        if count >= minimum:
            lost[number] = count
    return lost


# Fonts whose codes for 0-9 draw symbols, never digits (TeX math symbols and extensions, AMS
# symbols, dingbats). The Symbol font is not one: its digits are digits.
SYMBOL_DIGIT_FONTS = re.compile(
    r"^(?:[A-Z]{6}\+)?(?:cmsy|cmbsy|cmex|msam|msbm|wasy|stmary|lcircle|line10|wingding|webding"
    r"|zapfdingbats|dingbat|marlett)",
    re.IGNORECASE,
)


def symbol_font_digits(pdf: str, pages: list[int]) -> dict[int, Counter[str]]:
    """Per page (1-based), the digits that PDFium reads from characters drawn in symbol fonts."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    found: dict[int, Counter[str]] = {}
    document = pdfium.PdfDocument(pdf)
    try:
        name = ctypes.create_string_buffer(256)
        flags = ctypes.c_int()
        for number in pages:
            if not 1 <= number <= len(document):
                continue
            textpage = document[number - 1].get_textpage()
            counts: Counter[str] = Counter()
            for index in range(raw.FPDFText_CountChars(textpage)):
                code = raw.FPDFText_GetUnicode(textpage, index)
                if 48 <= code <= 57:
                    raw.FPDFText_GetFontInfo(textpage, index, name, 256, ctypes.byref(flags))
                    if SYMBOL_DIGIT_FONTS.match(name.value.decode("latin-1")):
                        counts[chr(code)] += 1
            if counts:
                found[number] = counts
    finally:
        document.close()
    return found


def lost_examples(reference: str, audit: str, most: int = 6) -> list[str]:
    """Tokens with digits in the reference page whose digit string the audit's page lacks."""
    have = "".join(c for c in unicodedata.normalize("NFKC", audit) if c.isdecimal())
    examples = []
    for token in digit_tokens(without_list_numbers(reference)):
        digits = "".join(c for c in token if c.isdecimal())
        if digits not in have and token not in examples:
            examples.append(token)
            if len(examples) == most:
                break
    return examples


def _self_check() -> None:
    """The comparison's rules on small examples (tests/ may not import bench/)."""
    same = {1: "Throughput 12,345 samples/s\nLatency 7.5 ms", 2: "2023-\n24 results"}
    split = {1: "Latency 7.5 ms Throughput 12, 345 samples / s", 2: "2023-24 results"}
    assert lost_pages(same, split) == {}, "word splitting and order lose nothing"
    assert lost_pages({2: "Throughput 12,345 samples/s"}, {2: "Throughput samples/s"}) == {2: 5}
    assert lost_examples("Throughput 12,345 samples/s", "Throughput samples/s") == ["12,345"]
    assert lost_pages({1: "37,499.96"}, {1: "9nhmmmimm"}) == {1: 6}, "wrong digits are lost"
    assert lost_pages({1: "1. Fast\n2. Cheap\n3.5x faster"}, {1: "Fast\nCheap\n3.5x faster"}) == {}
    assert lost_pages({1: "12", 2: "34"}, {1: "12"}) == {0: 2}, "unpaired pages compared whole"
    poppler, audit = {1: "f0 = 1"}, {1: "f = 1"}  # f′ = 1, the prime drawn by cmsy at "0"
    assert lost_pages(poppler, audit) == {1: 1}
    assert lost_pages(poppler, audit, not_digits={1: Counter("0")}) == {}
    assert page_digits("２０２３") == page_digits("2023")
    print("bench/digits.py: all checks pass")


if __name__ == "__main__":
    _self_check()
