"""How long a machine takes to finish a body of work ('two racks would finish the re-plan in about
40 minutes', 'the backlog clears in under 9 hours of machine time', 'the queue would take some
three hours').

A deck that sizes a product for its buyer often turns a benchmark's rate into the time the
buyer's own job would take. No list of nouns names every job, so the finder reads the shape: a
verb of finishing, getting through or taking, then a span of time with its count in the same
clause. Such a time is a claim only when the sentence ties it to a result (the caller decides).

The span is found first with a plain search, and the verb is looked for only in a bounded window
of the same clause before it, so the cost stays linear in the text's length.
"""

from __future__ import annotations

import re

from extractors.metrics import DURATION_UNIT_OF, FoundMetric
from extractors.number_words import NUMBER_WORD, number_value

# A span of time with its count ('in about 40 minutes', 'within 90 minutes', 'in under two hours',
# 'some three hours'): an optional 'in' or 'within', a hedge, the count and the unit.
_SPAN = re.compile(
    # possessive runs: '\s*:?\s+' backtracked over a long run of blanks after 'in' (quadratic)
    r"(?P<lead>\b(?:in|within)\s*+(?::\s++|(?<=\s)))?"
    r"(?:(?:well\s+|just\s+)?(?:under|about|around|roughly|some|approximately|approx\.|"
    r"less\s+than|fewer\s+than|barely|only|just|nearly|close\s+to|a\s+little\s+over|over)\s+)?"
    rf"(?<![\w.,])(?P<num>\d+(?:\.\d+)?|{NUMBER_WORD})[\s-]+"
    r"(?P<unit>minute|min|hour|hr|day|night|week)s?\b(?![\s-]+(?:a|an|per|each|every)\b)",
    re.IGNORECASE,
)
# A verb that finishes or gets through work, before an 'in'/'within' span ('would finish the
# re-plan in', 'clears in', 'is done in'); a verb of taking before a bare span ('would take
# about 40 minutes', 'needs three hours').
_FINISH = re.compile(
    r"\b(?:finish(?:es|ed|ing)?|complet(?:e|es|ed|ing)|clear(?:s|ed|ing)?|empt(?:y|ies|ied)|"
    r"drain(?:s|ed)?|done|(?:get|gets|got|getting|work|works|worked|run|runs|ran|chew|chews|"
    r"chewed|go|goes|went|plough|ploughs|plow|plows)\s+through|"
    r"wrap(?:s|ped)?\s+up|turn(?:s|ed)?\s+around|process(?:es|ed)?|transcribe[sd]?|"
    r"translate[sd]?|summari[sz]e[sd]?|re-?(?:run|score|plan|index)(?:s|ned)?)\b",
    re.IGNORECASE,
)
_TAKE = re.compile(
    r"\b(?:takes?|took|taking|taken|needs?|needed|needing|requires?|required|lasts?)\s+"
    r"(?:(?:only|just|about|around|roughly|some|under|less\s+than|approximately)\s+)?$",
    re.IGNORECASE,
)
# Every span holds one of these (case folded by the flag): a cheap screen for the rest.
_UNIT_SCREEN = re.compile(r"min|hour|hr|day|night|week", re.IGNORECASE)
# How far before the span its verb may stand: a verb, its object of a few words and a hedge.
_WINDOW = 90
_CLAUSE_BREAK = re.compile(
    r"[;:()]|,\s+(?:while|whereas|but|and|against|compared)\b", re.IGNORECASE
)


def completion_times(text: str) -> list[FoundMetric]:
    """Each time a machine takes to finish a body of work in `text` ('would finish the full
    re-plan in about 40 minutes' -> 40 min), read from the sentence's shape."""
    found: list[FoundMetric] = []
    if _UNIT_SCREEN.search(text) is None:
        return found  # most sentences name no span of time: the patterns are not tried
    for span in _SPAN.finditer(text):
        start = max(0, span.start() - _WINDOW)
        before = _CLAUSE_BREAK.split(text[start : span.start()])[-1]
        if span.group("lead"):
            if _FINISH.search(before) is None:
                continue
        elif _TAKE.search(before) is None:
            continue
        value = number_value(span.group("num"))
        unit = DURATION_UNIT_OF[span.group("unit").lower()]
        found.append(FoundMetric(value, unit, span.group(0).strip(), span.start(), span.end()))
    return found
