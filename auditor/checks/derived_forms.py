"""Figures whose own sentence says how the deck computed them from another: an operation named
before the figure ('Added together, ...', 'Averaged across its runs, ...', 'Divide 33,164
tokens/s by a 700 W rating and you get ...'), a like-for-like basis ('Card for card, ...', 'Per
megawatt of IT load, ...'), or a result said to be equivalent to the figure ('the C880A M8
result is equivalent to about 5.8 million tokens/s').

The sentence's structure gives the figure away, whatever it is computed from: a figure MLPerf
measured is reported, not added, averaged, divided or converted."""

from __future__ import annotations

import re

from auditor.vocab import vocabulary
from extractors import RESULT_ID, find_metrics

_WORDS = vocabulary("aggregation")
_OPERATION_LEAD = _WORDS.pattern("operation_lead")
_LIKE_FOR_LIKE = _WORDS.pattern("like_for_like")
_EQUIVALENT = _WORDS.pattern("equivalent_to")
_DIGITS = re.compile(r"(?<![\w.,])\d")


def computed_from_another(text: str) -> re.Match[str] | None:
    """The words that say the sentence's figure was computed from another, or None.

    The operation or basis must come before a figure of the sentence, and a sentence that cites
    a result ID of its own reports that result."""
    if RESULT_ID.search(text):
        return None
    # 'works out at 18.5 yen', 'the equivalent of 90 pages/s': a figure the claim finder took
    # needs no unit find_metrics knows.
    starts = [m.start for m in find_metrics(text)] + [m.start() for m in _DIGITS.finditer(text)]
    if not starts:
        return None
    for pattern in (_OPERATION_LEAD, _LIKE_FOR_LIKE, _EQUIVALENT):
        found = pattern.search(text)
        if found is not None and any(start >= found.end() for start in starts):
            return found
    return None


# '12 cents per billion output tokens', '$0.40 per million tokens', 'SEK 0.12 per 1,000 images':
# a price divided by a throughput, whatever the currency or the count of the work unit. The
# amount is money as the cost finder reads it (cost.toml money_amount), or a currency code
# written after the digits ('0.40 USD').
_PRICE_PER_WORK = re.compile(
    r"(?:"
    + vocabulary("cost").alternation("money_amount")
    + r"|(?<![\w,.])\d[\d,.]*\s?(?:usd|eur|gbp|chf)\b)"
    r"\s+(?:per|a|for\s+(?:each|every))\s+(?:(?:\d[\d,.]*|one|a|ten|hundred|thousand|million|"
    r"billion|trillion|[kmb]n?)\s+){0,2}(?:output\s+|input\s+|generated\s+)?"
    r"(?:tokens?|quer(?:y|ies)|samples?|images?|inferences?|requests?)\b",
    re.IGNORECASE,
)


def price_per_work(text: str) -> re.Match[str] | None:
    """A price per unit of benchmark work stated in the sentence ('12 cents per billion output
    tokens'): perf per dollar turned round, the deck's arithmetic on a throughput."""
    return _PRICE_PER_WORK.search(text)
