"""Compare the figures two readers took from the same pages, as a person reads them.

Two readers of one PDF split and order its words differently: "1,234" may come out as "1, 234" or
"1 234", a table may be read by rows or by columns, a hyphenated "2023-" may be joined with the next
line. None of that loses a figure. What a person would call lost is a digit that one reader shows
on a page and the other does not have there at all, so the comparison is per page, over the
multiset of digits (after NFKC, so full-width and other scripts' digits count as theirs): for each
page and digit, how many more times the reference holds it than the audit. Order, spacing,
hyphenation and word splitting cannot make a difference there; a digit decoded as a control
character, dropped or replaced by a glyph name does.
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
    reference: dict[int, str], audit: dict[int, str], minimum: int = MIN_LOST_DIGITS
) -> dict[int, int]:
    """Page -> digits lost there, for the pages losing at least `minimum` digits.

    When the two readers disagree on the page count, pages cannot be paired and the whole file is
    compared as page 0.
    """
    if set(reference) != set(audit):
        reference = {0: "\n".join(reference.values())}
        audit = {0: "\n".join(audit.values())}
    lost = {}
    for number, text in reference.items():
        count = lost_digits(
            page_digits(without_list_numbers(text)), page_digits(audit.get(number, ""))
        )
        if count >= minimum:
            lost[number] = count
    return lost


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
