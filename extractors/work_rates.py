"""Rates told in the buyer's own units of work ('4.1 million NPC lines an hour', '65 teaser clips
an hour', '1.48 million rankings a second', '5.2 billion summary tokens a day').

A deck that sizes a product for its buyer turns a benchmark's rate into whatever the buyer counts:
lines of dialogue, clips, rankings, rows. No list of nouns names every buyer's work, so the finder
reads the sentence's shape instead: a count, at most three words that qualify it, a plural noun,
then 'a', 'an', 'per', 'each' or 'every' and a period of time. Nouns that count people, money,
time or machines are no work done ('180,000 players a day', '20 hours a day', '3 racks a month').

The period is found first with a plain search, and the count is looked for only in a bounded
window before it, so the cost stays linear in the text's length however hostile it is.
"""

from __future__ import annotations

import re

from extractors.metrics import WORK_NOUNS, FoundMetric, parse_number
from extractors.units import THROUGHPUT_NOUNS

# The canonical noun a rate of some unnamed work is counted in ('items/s', 'items/h').
ANY_WORK = "items"

_PERIOD = re.compile(
    r"\b(?:a|an|per|each|every)\s+"
    r"(?P<period>second|sec|hour|hr|minute|min|day|night|shift|week|month|year|annum)\b",
    re.IGNORECASE,
)
_PERIOD_UNITS = {
    "second": "s",
    "sec": "s",
    "hour": "h",
    "hr": "h",
    "minute": "min",
    "min": "min",
    "day": "day",
    "night": "night",
    "shift": "shift",
    "week": "week",
    "month": "month",
    "year": "year",
    "annum": "year",
}
# How far before the period the count may start: a number, three words and a noun.
_WINDOW = 90
# Nouns that count no work: people, money, time, machines, energy, repetitions and shares.
_NOT_WORK = (
    r"(?:players|users|customers|clients|visitors|people|persons|members|patients|subscribers|"
    r"staff|employees|engineers|agents|students|viewers|listeners|readers|shoppers|passengers|"
    r"riders|drivers|callers|citizens|residents|guests|fans|humans|seats|licen[cs]es|"
    r"dollars|euros|pounds|cents|pence|yen|francs|kronor|kroner|rupees|"
    r"seconds|secs|minutes|mins|hours|hrs|days|nights|shifts|weeks|months|years|"
    r"gpus|cpus|npus|tpus|nodes|servers|racks|cards|chips|accelerators|systems|boxes|machines|"
    r"instances|vms|clusters|devices|sockets|boards|"
    r"watts|kilowatts|megawatts|kwh|mwh|joules|times|percent|points|degrees|metres|meters|miles|"
    r"kilometres|kilometers|litres|liters|tonnes|tons)"
)
# A count, up to three words that qualify what is counted, and the plural noun, ending right
# before the period (the window is searched with this pattern anchored at its end).
_COUNT = re.compile(
    r"(?<![\w.$€£¥₹/#])(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:\s?(?P<mult>[kKmMbB](?![a-zA-Z])|thousand\b|million\b|billion\b|trillion\b))?"
    r"\s+(?P<words>(?:(?!(?:and|or|to|of|for|in|on|at|by|with|per|the|a|an|than|from)\b)"
    r"[A-Za-z][\w’'-]*\s+){0,3}?)"
    rf"(?!{_NOT_WORK}\b)(?P<noun>[A-Za-z][a-z-]*[a-z]s)\s+\Z",
    re.IGNORECASE,
)
# Words between the count and its noun that make it something else than a qualifier: a verb's
# form ('3 servers handling clips a day') or a machine ('8 GPU clips').
_NOT_QUALIFIER = re.compile(
    r"\b(?:[a-z]+ing|[a-z]+ed|gpus?|nodes?|servers?|racks?|cards?|chips?|systems?|boxes|is|are|"
    r"was|were|be|been|can|could|would|will|do|does|did|has|have|had|give|gives|make|makes)\b",
    re.IGNORECASE,
)
# Periods a business counts its own volume over: only the benchmark's own work counted over one
# ('33.8 trillion tokens a year') is read as a rate of work.
_BUSINESS_PERIODS = frozenset({"month", "year"})
_NOUN_CANON = [
    (re.compile(nouns, re.IGNORECASE), canon)
    for canon, nouns in [*THROUGHPUT_NOUNS.items(), *WORK_NOUNS.items()]
]
_BENCHMARK_UNITS = frozenset(canon.split("/")[0] for canon in THROUGHPUT_NOUNS)


def is_benchmark_work(unit: str) -> bool:
    """True for a rate counted in a benchmark's own noun ('tokens/day'), not the buyer's."""
    return unit.split("/")[0] in _BENCHMARK_UNITS


def buyer_work_rates(text: str, masked: list[tuple[int, int]] | None = None) -> list[FoundMetric]:
    """Each count of work over a period ('65 teaser clips an hour') in `text` outside the masked
    spans, with its unit: the benchmark's own noun where it is one ('tokens/day'), else any
    work's ('items/h')."""
    masked = masked or []
    found: list[FoundMetric] = []
    for period in _PERIOD.finditer(text):
        window_start = max(0, period.start() - _WINDOW)
        count = _COUNT.search(text[window_start : period.start()])
        if count is None or _NOT_QUALIFIER.search(count.group("words")):
            continue
        start, end = window_start + count.start(), period.end()
        if any(start < m_end and m_start < end for m_start, m_end in masked):
            continue
        if found and start < found[-1].end:
            continue
        value = parse_number(count.group("num"), count.group("mult"))
        if value is None:
            continue
        unit = f"{_canon(count.group('noun'))}/{_PERIOD_UNITS[period.group('period').lower()]}"
        if unit.split("/")[1] in _BUSINESS_PERIODS and not is_benchmark_work(unit):
            continue  # '610,000 support tickets a month': the buyer's business volume
        found.append(FoundMetric(value, unit, text[start:end], start, end))
    return found


def _canon(noun: str) -> str:
    """The benchmark's or a known work's noun for `noun` ('tokens', 'clips'), or any work's."""
    return next(
        (canon.split("/")[0] for pattern, canon in _NOUN_CANON if pattern.fullmatch(noun)),
        ANY_WORK,
    )
