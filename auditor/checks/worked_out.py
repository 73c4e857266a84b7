"""Figures the deck works out from a published result: a rate turned into work over a stretch of
time ('at 32,124 tokens/s one node works through 2.8 million summaries in an eight-hour night'),
and a figure whose own footnote says the deck worked it out ('our estimate from result ...').

MLPerf measures a rate; a count of finished work per night, day or shift is that rate times a
duration (and a size per item), the deck's own arithmetic. The sentence must carry both the rate
and a separate count, close to a stretch of time, so a plain result with a date or a contract
term beside it is left alone.
"""

from __future__ import annotations

import re

from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import find_metrics

_PERIOD = vocabulary("aggregation").pattern("work_per_period")
_DERIVATION_NOTE = vocabulary("aggregation").combined("derivation_note", "derivation_note_opening")
# A count of work: a figure with a magnitude word, or a grouped figure of four digits or more.
# Money, a figure glued to a unit or a hyphen ('330-token', '8-GPU'), hardware counts and the
# people or places a service reaches are not.
_COUNT = re.compile(
    r"(?<![\w.,$€£¥/-])(?:\d+(?:\.\d+)?\s*(?:million|billion|thousand|bn)\b|\d{1,3}(?:,\d{3})+(?![\d,]))"
    r"(?!\s*(?:[-/%]|(?:gpus?|accelerators?|chips?|cards?|nodes?|servers?|racks?|systems?)\b))"
    # people and places served are the deck's reach, not work worked out from the rate
    r"(?!\s+(?:[\w-]+\s+)?(?:users|customers|people|employees|staff|subscribers|visitors|players"
    r"|patients|members|callers|shoppers|stores|sites|branches|locations|cities)\b)",
    re.IGNORECASE,
)
# 'tokens/s', 'samples/s per GPU'; not 'tokens/shift', a count of work over a shift.
_PER_SECOND = re.compile(r"/s\b")
_NEAR = 60  # characters between the count and its stretch of time
# Hands back the text between a count and its stretch of time as a match, as the other reasons do.
_SPAN = re.compile(r".+", re.DOTALL)


def work_over_period(text: str) -> re.Match[str] | None:
    """The count of work and its stretch of time, when a sentence with a published rate turns
    that rate into work done per night, day or shift; else None."""
    metrics = find_metrics(text)
    rates = [m for m in metrics if m.unit and _PER_SECOND.search(m.unit)]
    if not rates:
        return None
    # A count of work read as a figure of its own ('961 million tokens' of a window) is still
    # the count; only the rates are not.
    taken = [(m.start, m.end) for m in rates]
    periods = list(_PERIOD.finditer(text))
    for count in _COUNT.finditer(text):
        if any(s < count.end() and count.start() < e for s, e in taken):
            continue
        for period in periods:
            if period.start() >= count.end() and period.start() - count.end() <= _NEAR:
                return _SPAN.match(text, count.start(), period.end())
            if period.end() <= count.start() and count.start() - period.end() <= _NEAR:
                return _SPAN.match(text, period.start(), count.end())
    return None


def derivation_noted(claim: ClaimAudit) -> re.Match[str] | None:
    """What the footnote the claim's own marker points to says about how the deck worked the
    figure out ('Harbourline arithmetic on result 6.0-0078'). Unmarked footnotes and headings
    ('Rated-power estimates', above the published result the estimates start from) may speak
    for only some of the slide's figures and are left to the figures' own words."""
    for note in claim.context.own_footnotes():
        found = _DERIVATION_NOTE.search(note)
        if found:
            return found
    return None
