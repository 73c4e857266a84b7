"""Find performance metrics (a number with a unit) in text, and tell them from distractor numbers."""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from extractors.number_words import NUMBER_WORD, NUMBER_WORDS, fold_word
from extractors.units import LATENCY_METRIC_NAMES, LATENCY_UNITS, THROUGHPUT_UNITS
from extractors.units import THROUGHPUT_NOUNS as _THROUGHPUT_NOUNS

_NUMBER = (
    r"(?<![\w.$€£¥₹₩/#])"
    # '1.234,5' and '12,5' as decks in a decimal-comma language write them ('0,51' is read by
    # the thousands form and turned into a decimal by `parse_number`)
    # ('24 525' with a plain space between the thousands, as French and SI styles write it)
    # A grouped number never starts inside another's groups ('1,234,567' is read from its first
    # digit only): on a long run of groups every start would otherwise read to the run's end.
    r"(?P<num>\d{1,3}(?:\.\d{3})+,\d+|"
    r"(?<!\d[,\u202f\u00a0])\d{1,3}(?:[,\u202f\u00a0]\d{3})+(?:\.\d+)?|"
    r"(?<!\d )\d{1,3}(?: \d{3})+(?![\d,.])|"
    r"\d+,\d{1,2}(?![\d,])|\d+(?:\.\d+)?)"
    r"(?:\s?(?P<mult>[kKmMbB](?![a-zA-Z])|thousand\b|million\b|billion\b))?"
)
_PER = r"\s*(?:/|per\s+|a\s+|(?:for\s+)?(?:every|each)\s+)\s*"
_PER_WORD = r"\s*(?:per\s+|a\s+|(?:for\s+)?(?:every|each)\s+)\s*"
_MACHINE = (
    r"(?:gpus?|accelerators?|chips?|cards?|devices?|nodes?|sockets?|systems?|cpus?|npus?|tpus?|"
    r"servers?)"
)
# The basis a rate is divided by: a machine, or a kilowatt of rated power ('per kW').
# A megawatt of a site's power is a basis as a kilowatt is ('tokens/s per megawatt').
# A sum of money is a basis too ('239 tokens/s per $1,000': the rate bought per thousand dollars).
_DEVICE = rf"(?:{_MACHINE[3:-1]}|kw|kilowatts?|mw|megawatts?|\$\s?\d[\d,]*(?:\.\d+)?)"
# Units of the customer's own work ('79 pages a second', '1,920 answers/h'): a speed as much as
# tokens/s is, though no MLPerf benchmark publishes it (so the replay never takes it). Counted per
# second or per hour only: so many answers a day or a month is a business volume.
_WORK_NOUNS = {
    # a question or enquiry handled is an answer given ('answered 3,900 questions per second')
    "answers/s": r"answers?|responses?|repl(?:y|ies)|questions?|enquir(?:y|ies)|inquir(?:y|ies)",
    "pages/s": r"pages?",
    "documents/s": r"documents?|docs?",
    "transcripts/s": r"transcripts?|transcriptions?",
    "summaries/s": r"summar(?:y|ies)",
    "translations/s": r"translations?",
    "predictions/s": r"predictions?|classifications?|detections?|recommendations?",
    "words/s": r"words?",
    "characters/s": r"characters?|chars?",
    "utterances/s": r"utterances?",
    "tickets/s": r"tickets?",
    # a clip or recording is one piece of audio or video handled ('41,927 clips a second')
    "clips/s": r"clips?|recordings?",
    # a row, record or transaction scored by a tabular model ('2.1 million rows/s')
    "records/s": r"rows?|records?|transactions?",
}
# The work nouns, for the finder of rates in the buyer's own words (extractors/work_rates.py).
WORK_NOUNS = _WORK_NOUNS
_SECOND = r"(?:s|sec|secs|second)\b"
# 'output tokens per second', 'generated tokens/s': a word saying which tokens are counted.
# '100,282 Server tokens/s', '7,288 Offline tokens/s': the scenario the figure was measured in,
# written between the number and the unit (up to two such words: 'Server output tokens/s').
_QUALIFIER = (
    r"(?:(?:output|input|generated|prompt|completion|decode|decoded|prefill|total|aggregate|"
    r"sustained|peak|served|server|offline|interactive|single[\s-]?stream|multi[\s-]?stream)"
    r"\s+){1,2}"
)

_ALL_NOUNS = "|".join([*_THROUGHPUT_NOUNS.values(), *_WORK_NOUNS.values()])
_NOUN_CANON = [
    (re.compile(nouns, re.IGNORECASE), canon)
    for canon, nouns in [*_THROUGHPUT_NOUNS.items(), *_WORK_NOUNS.items()]
]
# One unit of any currency a rate of work may be bought per ('583,000 tokens per krone', '1.2
# million tokens per euro', 'tokens per ¥'): every such rate is performance per unit of money,
# written '/$' whatever the currency. 'per cent' is a percentage, so a cent is left out; so are
# currencies whose names are common words ('real', 'won', 'rand').
_MONEY_UNIT = (
    r"(?:dollars?|euros?|pounds?|kron(?:e|er|a|or)|yen|yuan|renminbi|francs?|rupees?|pen(?:ny|ce)|"
    r"pesos?|riyals?|dirhams?|dinars?|zlotys?|forints?|lira|shekels?|baht|ringgit|rupiah|"
    r"usd|eur|gbp|nok|sek|dkk|chf|jpy|cny|rmb|inr|aud|cad|sgd|hkd|nzd)\b|[$€£¥₹]"
)
# One alternative for every rate, its noun matched once: per second, per watt or joule ('tokens/s/W'
# is a rate per watt, not a throughput followed by a 'W', so that comes first), or per dollar
# ('1.22 million tokens per dollar': performance per dollar, worked out from a result).
_RATE = (
    rf"(?:{_QUALIFIER})?(?P<noun>{_ALL_NOUNS})(?:"
    rf"(?P<per_j>(?P<per_s>{_PER}{_SECOND})?{_PER}(?:joules?\b|j\b|watts?\b|w\b))"
    rf"|(?P<per_usd>{_PER}(?:{_MONEY_UNIT}))"
    rf"|{_PER}{_SECOND}"
    # '57.8 million tokens per GPU-hour', '106 million tokens per night': a rate over a longer
    # period (and over one machine), the deck's arithmetic on a per-second result
    # ('3,000 req/min' is a rate limit on a price list: a slash takes no minutes)
    # ('per VM-hour', 'per instance-hour': an hour of a rented machine, virtual or not)
    rf"|(?P<per_period>(?:{_PER}(?:(?P<period_dev>{_MACHINE[3:-1]}|vms?|instances?)[\s-])?"
    rf"(?P<period>hours?|hrs?|h|days?|nights?|weeks?|months?)|{_PER_WORD}(?P<minute>minutes?))\b))"
)

# Energy per unit of work, as MLPerf Power publishes it for the edge scenarios ('29.2 millijoules
# per ResNet-50 query', '0.8 J/query'): the benchmark's name may sit between 'per' and the noun.
_ENERGY_NOUNS = {
    "query": r"quer(?:y|ies)",
    "sample": r"samples?",
    "image": r"images?",
    "frame": r"frames?",
    "inference": r"inferences?",
    "token": r"tokens?",
    "stream": r"streams?",
}
_ENERGY = (
    r"(?P<joules>millijoules?|mj|joules?|j)\s*(?:/|per\s+)\s*(?:[a-z][\w.-]*\s+){0,3}?"
    r"(?P<energy_noun>" + "|".join(_ENERGY_NOUNS.values()) + r")\b"
)
ENERGY_UNITS = frozenset(f"{scale}J/{noun}" for scale in ("", "m") for noun in _ENERGY_NOUNS)

_UNIT_ALTERNATIVES: list[tuple[str, str]] = [
    ("rate", _RATE),
    ("energy", _ENERGY),
    ("queries/s", r"qps\b"),
    ("tokens/s", r"tps\b|tok/s\b|t/s\b"),
    ("images/s", r"ips\b|img/s\b"),
    ("frames/s", r"fps\b"),
    ("ms", r"(?:ms|msec|millisec(?:ond)?s?)\b(?:\s*(?:/|per\s+)\s*(?:output\s+)?token\b)?"),
    # an edge latency under a millisecond ('620 µs per image'); 'us' only as a unit of time
    # before 'per' or a word for the latency, since 'us' is also a word
    ("µs", r"(?:(?:µs|μs|microsec(?:ond)?s?)(?!\w)|us(?=\s+(?:per|latency|p\d\d)\b))"),
    # ('2S' in '1-node-2S-GNR' counts sockets: a capital S or a hyphen after it is no second)
    ("s", r"(?:(?-i:s)|sec|secs|seconds?)\b(?![-_])(?!\s*/)"),
    ("x", r"(?:[x×X](?![\w])|times\b|-?fold\b)"),
    ("%", r"(?:%|percent\b|per\s+cent\b)"),
    # a grade out of a hundred ('94 of 100', '87/100'), not a share of something counted after it
    # ('8 of 100 stores')
    ("/100", r"(?:out\s+of|of|/)\s*100\b(?![.,]?\d|%|\s*[a-zA-Z])"),
]
_UNIT = "|".join(f"(?P<u{i}>{pattern})" for i, (_, pattern) in enumerate(_UNIT_ALTERNATIVES))
_PER_DEVICE = rf"(?P<perdev>{_PER}(?P<device>{_DEVICE}))?"

# '450-ms time to first token': a hyphen joins number and unit when a letter follows it;
# '10,000+ tokens/s': a plus after the number is marketing, not part of the unit.
METRIC_PATTERN = re.compile(
    _NUMBER + r"\+?(?:\s?|-(?=[a-zA-Z]))(?:" + _UNIT + r")" + _PER_DEVICE, re.IGNORECASE
)
BARE_NUMBER = re.compile(
    r"^\s*[~≈<>]?\s*" + _NUMBER + r"\s*[*†‡¹²³]*\s*$",
    re.IGNORECASE,
)

# A factor like "8x H100" or "8× MI300X" describes a system, not a speed-up.
_HARDWARE_AFTER_X = re.compile(
    r"^\s*(?:[A-Z]{1,4}\d|gpus?\b|accelerators?\b|chips?\b|nodes?\b|cards?\b|sockets?\b|"
    r"nvidia|amd|intel|google|gaudi|tpu|xeon|epyc|instinct|blackwell|hopper|h\d|a\d|b\d|mi\d|"
    r"rtx|l4\b|l40|t4\b|jetson|radeon|arc\b|tesla|ascend|trainium|inferentia|cpus?\b|npus?\b)",
    re.IGNORECASE,
)
# '9 x 42,721.4', '1 x 8', '2 x 5.1-0026': a multiplication or a nodes-by-GPUs count, no factor.
_NUMBER_AFTER_X = re.compile(r"^\s*\d")
_MULTIPLIERS = {
    "k": 1e3,
    "m": 1e6,
    "b": 1e9,
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "trillion": 1e12,
}

# 'items' is the work of a kind no noun list names ('NPC lines', 'rankings'), which
# `extractors.work_rates` reads from a sentence's shape.
WORK_RATE_UNITS = (
    frozenset(_WORK_NOUNS) | {u.replace("/s", "/h") for u in _WORK_NOUNS} | {"items/s", "items/h"}
)
# A rate over a longer period: the unit keeps its period ('tokens/h', 'tokens/night').
_PERIODS = {
    "hour": "h",
    "hr": "h",
    "h": "h",
    "minute": "min",
    "min": "min",
    "day": "day",
    "night": "night",
    "week": "week",
    "month": "month",
    "year": "year",
    # a stretch of work named for itself ('10-hour shift', '7.5-hour window', 'overnight run')
    "shift": "shift",
    "window": "window",
    "run": "run",
}
# Work of the customer's own kind counted over a day or a night ('1.1 million tickets a day'): a
# business volume, unless the sentence says it was worked out from a result (see `work_volumes`).
_LONG_PERIODS = frozenset(_PERIODS.values()) - {"h", "min"}
WORK_VOLUME_UNITS = frozenset(
    f"{canon.split('/')[0]}/{period}" for canon in _WORK_NOUNS for period in _LONG_PERIODS
) | {f"items/{period}" for period in [*_LONG_PERIODS, "min"]}
PERIOD_RATE_UNITS = (
    frozenset(
        f"{canon.split('/')[0]}/{period}"
        for canon in _THROUGHPUT_NOUNS
        for period in set(_PERIODS.values())
    )
    | WORK_VOLUME_UNITS
    # a rate in work no benchmark counts is always converted from one ('NPC lines an hour')
    | {"items/s", "items/h"}
)
# Amounts written in the currency's own word ('0.4 pence') or its code ('DKK 0.31'), as the claim
# finder keeps their unit: both are money, whatever else the sentence says.
CURRENCY_WORDS = frozenset(
    {"pence", "cent", "cents", "euro", "euros", "dollar", "dollars", "pound", "pounds", "yen"}
    | {"rupee", "rupees", "kronor", "kroner", "krona", "kr", "kr.", "franc", "francs", "yuan"}
    | {"usd", "eur", "gbp", "sek", "nok", "dkk", "chf", "jpy", "cny", "rmb", "inr", "aud", "cad"}
    | {"sgd", "hkd", "nzd", "sar", "aed", "qar", "kwd", "bhd", "omr", "krw", "brl", "mxn", "zar"}
    | {"pln", "czk", "huf", "ils", "twd", "thb", "myr", "idr", "vnd", "egp", "ngn", "kes"}
    | {"riyal", "riyals", "dirham", "dirhams", "dinar", "dinars", "reais", "peso", "pesos"}
    | {"rand", "zloty", "zlotys", "forint", "forints", "lira", "shekel", "shekels", "baht"}
    | {"ringgit", "rupiah"}
)

# A payback period ('pays for itself in 7 months') is money over time: a cost figure.
PAYBACK_UNITS = frozenset({"days", "weeks", "months", "years"})
# The time a machine takes to finish a body of work (extractors/work_spans.py): each written
# unit and the unit kept. A week of running is 'wk', since 'weeks' is a payback period.
DURATION_UNIT_OF = {
    "minute": "min",
    "min": "min",
    "hour": "h",
    "hr": "h",
    "day": "d",
    "night": "night",
    "week": "wk",
}
DURATION_UNITS = frozenset(DURATION_UNIT_OF.values())

# Words that mark a number as business, not benchmark, content.
_DISTRACTOR_WORDS = re.compile(
    r"\b(revenue|sales|price[sd]?|pricing|list price|msrp|usd|eur|dollars?|budget|invoice|"
    r"headcount|employees|staff|engineers|hires|customers?|clients|logos|partners|"
    r"uptime|availability|sla|downtime|market share|share of|growth|yoy|year[- ]over[- ]year|"
    # ('with margin', 'a safety margin', 'margin to spare' are headroom, not business)
    r"(?<!with\s)(?<!safety\s)(?<!comfortable\s)margin(?!\s+to\s+spare)|discounts?|renewals?|retention|churn|nps|countries|offices|data ?cent(?:er|re)s built|"
    r"fortune|founded|since|warranty|support hours|deployments worldwide|installed base|"
    r"funding|valuation|arr|bookings|"
    # a sales team's own figures ('win rate where we led with benchmarks: 64%')
    r"win[\s/-]?rates?|win/loss|close[\s-]rates?|conversion\s+rates?|attach\s+rates?)\b",
    re.IGNORECASE,
)
# For ASCII text the same words are found case-sensitively in the lowered text, several times
# faster than a case-insensitive search (the pattern is all lower case, so nothing else changes).
_DISTRACTOR_WORDS_LOWER = (
    re.compile(_DISTRACTOR_WORDS.pattern)
    if _DISTRACTOR_WORDS.pattern == _DISTRACTOR_WORDS.pattern.lower()
    else None
)
_CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₹₩]|usd|eur|gbp)\s?$", re.IGNORECASE)


@dataclass(frozen=True)
class FoundMetric:
    """A metric found in text."""

    value: float
    unit: str
    raw: str
    start: int
    end: int

    @property
    def kind(self) -> str:
        """throughput, latency, factor, efficiency (per joule or watt), cost, duration or percent."""
        base = self.unit.split(" per ")[0]
        if base in THROUGHPUT_UNITS or base in PERIOD_RATE_UNITS or base in WORK_RATE_UNITS:
            return "throughput"
        if base in LATENCY_UNITS or base.startswith("ms"):
            return "latency"
        if base == "x":
            return "factor"
        if base.endswith(("/J", "/$")):
            return "efficiency"
        if base in ENERGY_UNITS:
            return "energy"
        if base == "/100":
            return "score"
        if base in DURATION_UNITS:
            return "duration"
        if (
            base in ("$", "€", "£", "¥", "₹", "₩", "¢")
            or base in CURRENCY_WORDS
            or base in PAYBACK_UNITS
        ):
            return "cost"
        return "percent"


def parse_number(num: str, mult: str | None) -> float | None:
    """The value of a number as written, with thousands separators and k/M/B multipliers.

    A comma is a decimal comma where it cannot separate thousands: after a leading zero
    ('0,002'), before other than three digits ('12,5'), or after dots that group thousands
    ('1.234,5').
    """
    num = _decimal_comma(num)
    cleaned = re.sub(r"[,\u202f\u00a0 ]", "", num)
    try:
        value = float(cleaned)
    except ValueError:
        return None
    if mult:
        value *= _MULTIPLIERS.get(mult.lower(), 1.0)
    return value if math.isfinite(value) else None


_DECIMAL_COMMA = re.compile(r"^(?:0|[1-9]\d{0,2}(?:\.\d{3})*),(?:\d{1,2}|\d{4,})$|^0,\d+$")


def _decimal_comma(num: str) -> str:
    """'0,002' -> '0.002', '1.234,5' -> '1234.5'; a number in thousands groups stays as it is."""
    if num.count(",") != 1 or _DECIMAL_COMMA.match(num) is None:
        return num
    whole, fraction = num.split(",")
    return whole.replace(".", "") + "." + fraction


def _unit_of(match: re.Match[str]) -> str:
    for i, (canon, _) in enumerate(_UNIT_ALTERNATIVES):
        text = match.group(f"u{i}")
        if text is not None:
            if canon == "rate":
                return _rate_unit(match)
            if canon == "energy":
                return _energy_unit(match)
            if canon == "ms" and re.search(r"token", text, re.IGNORECASE):
                return "ms/token"
            return canon
    return ""


def _energy_unit(match: re.Match[str]) -> str:
    scale = "m" if match.group("joules").lower().startswith("m") else ""
    noun = match.group("energy_noun")
    canon = next(c for c, p in _ENERGY_NOUNS.items() if re.fullmatch(p, noun, re.IGNORECASE))
    return f"{scale}J/{canon}"


def _rate_unit(match: re.Match[str]) -> str:
    noun = match.group("noun")
    canon = next(c for pattern, c in _NOUN_CANON if pattern.fullmatch(noun))
    if match.group("per_j"):
        return f"{canon.split('/')[0]}/J"
    if match.group("per_usd"):
        return f"{canon.split('/')[0]}/$"
    if match.group("per_period"):
        period = _PERIODS[(match.group("period") or "minute").lower().rstrip("s")]
        device = match.group("period_dev")
        basis = f" per {device.lower().rstrip('s')}" if device else ""
        return f"{canon.split('/')[0]}/{period}{basis}"
    return canon


def find_metrics(text: str, masked: list[tuple[int, int]] | None = None) -> list[FoundMetric]:
    """Every metric in `text` outside the masked spans (model names, versions, result ids)."""
    masked = masked or []
    found = _find_unit_after(text, masked)
    taken = [(m.start, m.end) for m in found]
    for metric in find_labelled_metrics(text, masked):
        if not any(metric.start < end and start < metric.end for start, end in taken):
            found.append(metric)
    found.sort(key=lambda m: m.start)
    return found


# A product line's name in capitals right before a model number ('RTX 4090s', 'GTX 1080s'):
# the digits with their plural 's' glued on name cards, not seconds. A latency metric's name
# ('TTFT 300s') keeps its time.
_NAME_BEFORE = re.compile(rf"(?<![\w-])(?!{LATENCY_METRIC_NAMES})[A-Z]{{2,5}}\s$")


def _is_model_plural(text: str, start: int, end: int) -> bool:
    """A whole number with an 's' glued on after a product line's name in capitals ('two RTX
    4090s') is the plural of a model, not a time in seconds."""
    if not re.fullmatch(r"\d{3,5}s", text[start:end].strip()):
        return False
    return _NAME_BEFORE.search(text, max(0, start - 8), start) is not None


def work_volumes(text: str, masked: list[tuple[int, int]]) -> list[FoundMetric]:
    """The customer's work counted over a day, night or shift ('clears about 1.1 million tickets
    a day'), which `find_metrics` leaves out as business volumes: for a sentence that says the
    count was worked out from a result."""
    found: list[FoundMetric] = []
    for match in METRIC_PATTERN.finditer(text):
        start, end = match.span()
        if any(start < m_end and m_start < end for m_start, m_end in masked):
            continue
        if match.group("perdev") or _unit_of(match) not in WORK_VOLUME_UNITS:
            continue
        value = parse_number(match.group("num"), match.group("mult"))
        if value is not None:
            found.append(FoundMetric(value, _unit_of(match), match.group(0).strip(), start, end))
    return found


# Texts longer than this are matched afresh: the cache holds short texts (cells, sentences) only.
_CACHED_MATCH_CHARS = 2000


def metric_matches(text: str) -> tuple[re.Match[str], ...]:
    """Every METRIC_PATTERN match in `text`, in order. Short texts are answered from a cache: the
    claim finder ends model names where these start, then reads the same text's metrics."""
    if len(text) > _CACHED_MATCH_CHARS:
        return tuple(METRIC_PATTERN.finditer(text))
    return _metric_matches_cached(text)


@functools.lru_cache(maxsize=1024)
def _metric_matches_cached(text: str) -> tuple[re.Match[str], ...]:
    """Every METRIC_PATTERN match in a short text, kept for the next read of the same text."""
    return tuple(METRIC_PATTERN.finditer(text))


def _find_unit_after(text: str, masked: list[tuple[int, int]]) -> list[FoundMetric]:
    found: list[FoundMetric] = []
    for match in metric_matches(text):
        start, end = match.span()
        # Only an energy's unit may hold a benchmark's name ('millijoules per ResNet-50 query').
        covered = match.end("joules") if match.group("joules") else end
        if any(start < m_end and m_start < covered for m_start, m_end in masked):
            continue
        unit = _unit_of(match)
        if (
            unit.split("/")[0] + "/s" in _WORK_NOUNS
            and unit.split(" per ")[0] not in WORK_RATE_UNITS
            and not match.group("per_s")
        ):
            # 'answers a month' is a volume, 'pages per joule' no benchmark's rate; so many
            # detections per second per watt is a speed per watt (a rate worked out from a result).
            continue
        num, mult = match.group("num"), match.group("mult")
        if unit == "x" and (
            _HARDWARE_AFTER_X.match(text[end:]) or _NUMBER_AFTER_X.match(text[end:])
        ):
            continue
        if unit == "s" and re.fullmatch(r"(19|20)\d\d", num) and not mult:
            continue  # "the 2020s"
        if unit == "s" and _is_model_plural(text, start, end):
            continue  # "two RTX 4090s": a product's plural, no time
        if _CURRENCY_BEFORE.search(text[max(0, start - 5) : start]):
            continue
        value = parse_number(num, mult)
        if value is None:
            continue
        if match.group("perdev"):
            unit = f"{unit} per {_basis(match.group('device'))}"
        found.append(FoundMetric(value, unit, match.group(0).strip(), start, end))
    found += _find_unit_after_name(text, masked)
    found += _shared_unit(text, masked, found)
    found += _find_equivalence(text, masked, found)
    found += _find_word_factors(text, found)
    found += _find_volumes(text, masked, found)
    return found


# 'one node would get through roughly 750 million tokens over the 7.5-hour window', 'clears about
# 63,000 images in a 10-hour shift': a count of the benchmark's own work done over a stretch of
# time the sentence names is a rate multiplied out over that stretch.
_VOLUME = re.compile(
    _NUMBER + rf"\s+(?:{_QUALIFIER})?(?P<vnoun>{'|'.join(_THROUGHPUT_NOUNS.values())})\b(?![/-])",
    re.IGNORECASE,
)
_STRETCH = re.compile(
    rf"(?<![\w.])(?:\d+(?:\.\d+)?|{NUMBER_WORD})[\s-](?:hours?|hrs?|h|minutes?|mins?|days?)\b"
    r"(?:[\s-](?P<named>night|shift|window|run|day))?",
    re.IGNORECASE,
)

# A stretch named without its hours ('in a night', 'over one shift', 'overnight'), or an hour
# of one machine's work ('per rack-hour', 'per node-hour').
_NAMED_STRETCH = re.compile(
    r"\b(?:in|over|during|through)\s+(?:a|one|the|each|a\s+single)\s+"
    r"(?P<named>night|shift|day)\b|\bovernight\b|\bper\s+[a-z]+-hour\b",
    re.IGNORECASE,
)


def _find_volumes(
    text: str, masked: list[tuple[int, int]], found: list[FoundMetric]
) -> list[FoundMetric]:
    """A count of tokens, samples, images or queries beside a stretch of time in the same text,
    read as that count over the stretch ('tokens/window', 'images/shift', 'tokens/night')."""
    out: list[FoundMetric] = []
    if not _DIGIT_RUN.search(text):
        return out
    stretch = _STRETCH.search(text) or _NAMED_STRETCH.search(text)
    if stretch is None:
        return out
    for match in _VOLUME.finditer(text):
        start, end = match.span()
        if any(m.start < end and start < m.end for m in found):
            continue
        if any(start < m_end and m_start < end for m_start, m_end in masked):
            continue
        if stretch.start() < end and start < stretch.end():
            continue  # the count is the stretch's own ('10 hours')
        if _PER_BEFORE.search(text, max(0, start - 6), start):
            continue  # 'per 1,000 tokens': the count a price is put on, no volume of work
        volume = _volume(match, match.group("vnoun"), stretch, match.group(0).strip(), start, end)
        if volume is not None:
            out.append(volume)
    return out + _named_volumes(text, masked, [*found, *out], stretch)


def _volume(
    number: re.Match[str], noun: str, stretch: re.Match[str], raw: str, start: int, end: int
) -> FoundMetric | None:
    """A count of work (`number`'s figure of `noun`) over a stretch of time, or None when the
    figure does not parse."""
    value = parse_number(number.group("num"), number.group("mult"))
    if value is None:
        return None
    canon = next(c for pattern, c in _NOUN_CANON if pattern.fullmatch(noun))
    return FoundMetric(value, f"{canon.split('/')[0]}/{_stretch_period(stretch)}", raw, start, end)


def _stretch_period(stretch: re.Match[str]) -> str:
    """The period a stretch of time names, as a unit writes it ('night', 'shift', 'day', 'h')."""
    words = stretch.group(0).lower()
    if words == "overnight":
        return "night"
    if words.endswith("-hour"):
        return "h"
    period = stretch.group("named") or ("day" if words.endswith(("day", "days")) else "run")
    return period.lower()


# '376 million DLRM v3 samples': the benchmark's name between the count and its noun. The run
# of spaces is taken whole, so a search (not only a match after the name) cannot stall on one.
_NOUN_AFTER_NAME = re.compile(
    rf"(?<!\s)\s+(?:{_QUALIFIER})?(?P<vnoun>{'|'.join(_THROUGHPUT_NOUNS.values())})\b(?![/-])",
    re.IGNORECASE,
)


def _named_volumes(
    text: str, masked: list[tuple[int, int]], found: list[FoundMetric], stretch: re.Match[str]
) -> list[FoundMetric]:
    """A count of a benchmark's work written with the benchmark's name before its noun ('376
    million DLRM v3 samples ... x 10 hours'), read as that count over the stretch."""
    out: list[FoundMetric] = []
    for name_start, name_end in masked:
        after = _NOUN_AFTER_NAME.match(text, name_end)
        before = _NUMBER_BEFORE_NAME.search(text, max(0, name_start - 40), name_start)
        if after is None or before is None:
            continue
        if any(m.start < after.end() and before.start() < m.end for m in [*found, *out]):
            continue
        raw = text[before.start() : after.end()].strip()
        volume = _volume(before, after.group("vnoun"), stretch, raw, before.start(), after.end())
        if volume is not None:
            out.append(volume)
    return out


_DIGIT_RUN = re.compile(r"\d")
_PER_BEFORE = re.compile(r"\bper\s+$", re.IGNORECASE)


def _basis(device: str) -> str:
    """The basis a rate is divided by, as the unit names it ('gpu', 'kw', 'dollar')."""
    return "dollar" if device.startswith("$") else device.lower().rstrip("s")


# '100,282 versus 99,301.5 Server tokens/s': the first figure shares the unit written after the
# second.
_NUMBER_VERSUS = re.compile(
    _NUMBER + r"\s+(?:versus|vs\.?|against|compared\s+(?:with|to))\s+$", re.IGNORECASE
)


def _shared_unit(
    text: str, masked: list[tuple[int, int]], found: list[FoundMetric]
) -> list[FoundMetric]:
    out: list[FoundMetric] = []
    for metric in found:
        if metric.kind not in ("throughput", "latency", "efficiency"):
            continue
        before = _NUMBER_VERSUS.search(text, max(0, metric.start - 40), metric.start)
        if before is None or any(m_start <= before.start() < m_end for m_start, m_end in masked):
            continue
        if any(m.start <= before.start() < m.end for m in found):
            continue
        if re.fullmatch(r"(?:19|20)\d\d", before.group("num")):
            continue  # 'in 2025 against 41,000 tokens/s': a year, not a figure
        value = parse_number(before.group("num"), before.group("mult"))
        if value is not None:
            end = before.start() + len(before.group(0).split()[0])
            out.append(
                FoundMetric(value, metric.unit, text[before.start() : end], before.start(), end)
            )
    return out


# 'twice the Llama 2 70B throughput', 'doubles inference performance', 'three times as fast': a
# speed-up written in words, only where a word about speed follows (not 'twice the memory').
_WORD_FACTORS = {"twice": 2.0, "double": 2.0, "three times": 3.0, "triple": 3.0, "quadruple": 4.0}
# Any number word before 'times' is a factor as 'three times' is ('answers each frame six times
# sooner'); a comparative of speed after it (sooner, faster, quicker) says what it multiplies.
_WORD_FACTOR = re.compile(
    rf"\b(?P<word>twice|(?P<times>{NUMBER_WORD})\s+times|doubl(?:es?|ed|ing)|tripl(?:es?|ed|ing)|"
    r"quadrupl(?:es?|ed|ing))"
    r"\s+(?:the\s+|as\s+|its\s+|our\s+|their\s+)?(?:[\w.-]+\s+){0,4}?"
    r"(?:throughput|performance|speed|tokens|samples|queries|inferences|fast|quick|sooner|faster|"
    r"quicker|speedier)",
    re.IGNORECASE,
)


# Words every match of `_WORD_FACTOR` holds, searched with the same flags so the pre-check is
# exact ('three\u00a0times', a wrapped 'three\ntimes' and a dotless 'twıce' pass it too).
_WORD_FACTOR_WORDS = re.compile(r"twice|doubl|times|tripl|quadrupl", re.IGNORECASE)


def _find_word_factors(text: str, found: list[FoundMetric]) -> list[FoundMetric]:
    out: list[FoundMetric] = []
    if _WORD_FACTOR_WORDS.search(text) is None:
        return out  # most text has none of the words: skip the scan
    for match in _WORD_FACTOR.finditer(text):
        start, end = match.span("word")
        if any(m.start < end and start < m.end for m in found):
            continue
        word = " ".join(fold_word(match.group("word")).split())
        times = match.group("times")
        if times:
            value = float(NUMBER_WORDS[fold_word(times)])
        else:
            value = _WORD_FACTORS[next(k for k in _WORD_FACTORS if word.startswith(k[:5]))]
        out.append(FoundMetric(value, "x", match.group("word"), start, end))
    return out


# 'does the work of 12.8 eight-GPU servers', 'replaces 9 DGX nodes': one system set equal to a
# number of others is a speed-up written as a count of machines.
# The work may be named ('does the serving work of'), the count written in words with a half or a
# quarter ('twelve and a half eight-GPU boards'), and the machines may be any kind of box.
_EQUIVALENCE = re.compile(
    r"\b(?:(?:does|do|doing|did)\s+the\s+(?:[\w-]+\s+){0,2}?work\s+of|replac(?:es|ing|e)|"
    r"stands?\s+in\s+for|"
    r"(?:is\s+)?(?:the\s+)?equivalent\s+(?:of|to))\s+(?:about\s+|roughly\s+|nearly\s+|some\s+)?"
    rf"(?:{_NUMBER}|(?P<word>{NUMBER_WORD})(?:\s+and\s+a\s+(?P<frac>half|quarter))?)"
    + r"(?P<tail>(?:\s+[\w-]+){0,3}?\s+"
    + rf"(?:{_MACHINE[3:-1]}|boards?|racks?|box(?:es)?|pods?|clusters?|machines?|instances?)"
    + r")(?!\w)",
    re.IGNORECASE,
)
_FRACTIONS = {"half": 0.5, "quarter": 0.25}
# Words every match of `_EQUIVALENCE` holds (exact, as `_WORD_FACTOR_WORDS` is).
_EQUIVALENCE_WORDS = re.compile(r"work|replac|stand|equivalent", re.IGNORECASE)


def _find_equivalence(
    text: str, masked: list[tuple[int, int]], found: list[FoundMetric]
) -> list[FoundMetric]:
    out: list[FoundMetric] = []
    if _EQUIVALENCE_WORDS.search(text) is None:
        return out  # most text has none of the words: skip the scan
    for match in _EQUIVALENCE.finditer(text):
        start, end = match.start("num" if match.group("num") else "word"), match.end()
        if any(m.start < end and start < m.end for m in found):
            continue
        if any(m_start <= start < m_end for m_start, m_end in masked):
            continue
        if match.group("word"):
            start = match.start("word")
            frac = match.group("frac")
            value = NUMBER_WORDS[fold_word(match.group("word"))] + _FRACTIONS.get(
                fold_word(frac or ""), 0.0
            )
        else:
            value = parse_number(match.group("num"), match.group("mult"))
        if value is not None:
            out.append(FoundMetric(value, "x", text[start:end], start, end))
    return out


_NUMBER_BEFORE_NAME = re.compile(_NUMBER + r"\s+$")
_UNIT_AFTER_NAME = re.compile(r"\s+(?:" + _UNIT + r")" + _PER_DEVICE, re.IGNORECASE)


def _find_unit_after_name(text: str, masked: list[tuple[int, int]]) -> list[FoundMetric]:
    """'1,016,380 Llama 2 70B Server tokens/s': a rate whose benchmark is named between the
    number and the unit (the name itself is masked, so the plain pattern cannot join them)."""
    found: list[FoundMetric] = []
    for name_start, name_end in sorted(set(masked)):
        if any(m.start <= name_start < m.end for m in found):
            continue  # the same name masked twice (as a benchmark and as a model mention)
        after = _UNIT_AFTER_NAME.match(text, name_end)
        if after is None:
            continue
        before = _NUMBER_BEFORE_NAME.search(text, max(0, name_start - 40), name_start)
        if before is None:
            continue
        unit = _unit_of(after)
        if unit.split("/")[0] + "/s" not in THROUGHPUT_UNITS and not unit.endswith("/J"):
            continue  # only a rate: '8 Llama 2 70B ms' is no way to write a latency
        value = parse_number(before.group("num"), before.group("mult"))
        if value is None:
            continue
        if after.group("perdev"):
            unit = f"{unit} per {_basis(after.group('device'))}"
        raw = f"{before.group(0).strip()} {text[name_start : after.end()].strip()}"
        found.append(FoundMetric(value, unit, raw, before.start(), after.end()))
    return found


# "Throughput (tokens/s): 24,525" or "Tokens/s = 24.5k": the unit is named before the number.
_LABEL_THEN_NUMBER = re.compile(
    r"(?P<label>[A-Za-z][A-Za-z0-9/().%\s-]{1,48}?)\s*[:=]\s*" + _NUMBER,
)


_LABEL_END = re.compile(r"[:=]\s*\d")


def find_labelled_metrics(
    text: str, masked: list[tuple[int, int]] | None = None
) -> list[FoundMetric]:
    """Metrics whose unit is named in a label before the number ('Tokens/s: 24,525')."""
    if _LABEL_END.search(text) is None:
        return []  # every match has a colon or equals sign with a digit after it; most text has none
    masked = masked or []
    found: list[FoundMetric] = []
    for match in _LABEL_THEN_NUMBER.finditer(text):
        start, end = match.start("num"), match.end()
        if any(start < m_end and m_start < end for m_start, m_end in masked):
            continue
        unit = unit_from_header(match.group("label").split(",")[-1])
        value = parse_number(match.group("num"), match.group("mult"))
        if unit and value is not None and unit not in ("x",):
            found.append(FoundMetric(value, unit, text[start:end].strip(), start, end))
    return found


def is_distractor_context(text: str) -> bool:
    """True when the sentence is about business figures (prices, staff, uptime...)."""
    if _DISTRACTOR_WORDS_LOWER is not None and text.isascii():
        return _DISTRACTOR_WORDS_LOWER.search(text.lower()) is not None
    return bool(_DISTRACTOR_WORDS.search(text))


# "38x the throughput of...", "3.2x faster than...": the factor is what the sentence asserts.
_FACTOR_ASSERTED = re.compile(
    r"^\s*(?:the\b|faster|higher|more|better|greater|lower|less|over|than|vs\.?|versus|"
    r"improvement|speed-?up|increase|gain|boost|as\s+(?:fast|much|many))",
    re.IGNORECASE,
)


# A sentence that opens on the inputs it works from ('Taking 0.40 ms per frame as 2,500 frames a
# second across two cards, the team estimates 17.4 frames/s per watt', 'Assuming 8 GPUs, ...'):
# the opening clause, up to its comma, holds premises; the figure the sentence states follows it.
_PREMISE = re.compile(
    r"\s*(?:taking|using|assuming|given|treating|counting|reading|applying)\b"
    r"(?:[^,;:]|[,:](?=\d)){1,200},\s",
    re.IGNORECASE,
)


def primary_metric(metrics: list[FoundMetric], text: str | None = None) -> FoundMetric | None:
    """The metric a claim is about: a speed-up the sentence asserts ('38x the throughput of'),
    else throughput first, then latency, factor, percentage. Figures in an opening clause of
    premises ('Taking 0.40 ms per frame as ..., the team estimates ...') yield to a figure after
    it."""
    if text is not None:
        premise = _PREMISE.match(text)
        stated = [m for m in metrics if premise is not None and m.start >= premise.end()]
        metrics = stated or metrics
        for metric in metrics:
            if metric.kind == "throughput":
                break  # the subject's own result comes first: it is the claim, the factor a comment
            if (
                metric.kind == "factor"
                and metric.end
                and any(ch.isdigit() for ch in metric.raw)  # 'twice' yields to a figure
                and _FACTOR_ASSERTED.match(text[metric.end :])
            ):
                return metric
    for kind in ("throughput", "latency", "factor", "efficiency", "energy", "percent", "score"):
        for metric in metrics:
            if metric.kind == kind:
                return metric
    return None


# A table asks about its header cells once per row, a chart about its series names once per
# point: short headers are answered from a cache.
_CACHED_HEADER_CHARS = 500


def unit_from_header(text: str) -> str | None:
    """The unit a column header or axis title announces, e.g. 'Throughput (tokens/s)' -> tokens/s."""
    if len(text) <= _CACHED_HEADER_CHARS:
        return _unit_from_header_cached(text)
    return _unit_from_header(text)


@functools.lru_cache(maxsize=4096)
def _unit_from_header_cached(text: str) -> str | None:
    return _unit_from_header(text)


def clear_metric_caches() -> None:
    """Forget cached header look-ups (for timing a cold pass)."""
    _unit_from_header_cached.cache_clear()
    _metric_matches_cached.cache_clear()


def _unit_from_header(text: str) -> str | None:
    probe = f"1 {text}"
    for metric in find_metrics(probe):
        if metric.start == 0:
            return metric.unit
    lowered = text.lower()
    for canon, nouns in _THROUGHPUT_NOUNS.items():
        if re.search(rf"\b(?:{nouns})\s*(?:/|per)\s*(?:s|sec|second)\b", lowered):
            return canon
    if re.search(r"\bqps\b|queries per second", lowered):
        return "queries/s"
    if re.search(r"\blatency\b.*\bms\b|\(ms\)|\bms\b", lowered):
        return "ms"
    if re.search(r"speed-?up|\(x\)", lowered):
        return "x"
    # A '×' is a speed-up column only when no hardware follows it ('ThinkEdge (2× L4)' is not).
    if any(not _HARDWARE_AFTER_X.match(text[m.end() :]) for m in re.finditer("×", text)):
        return "x"
    return None
