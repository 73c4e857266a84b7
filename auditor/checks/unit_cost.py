"""A price put on one unit of finished work and drawn from an MLPerf result: COST-PER-ANSWER's
case in the deck's own words ('€0.04 per 1,000 hours of call audio', 'reading a claim page costs
us 0.011 US cents', 'transcribes 1,000 clips for about ¥0.014').

The unit is read from the phrase's structure (an amount, then 'per' and a count, or a unit that
'costs' an amount) rather than from a list of answer words: whatever the deck delivers (pages,
clips, enquiries, descriptions) is an answer to its customer. What is no piece of work (the
benchmark's own units, hardware, seats, plain time) is listed in the cost vocabulary instead."""

from __future__ import annotations

import re

from auditor.checks.table_cells import cells_with_heads
from auditor.labels.correct_work import priced_correct_outcome
from auditor.models import ClaimAudit
from auditor.vocab import vocabulary
from extractors import MLPERF_WORDS, RESULT_ID, BlockRole

_COST = vocabulary("cost")
_MONEY = _COST.pattern("money_amount")
# A currency named without an amount, as a heading names it ('€ per page', 'US cents').
_CURRENCY = re.compile(
    r"[$€£¥₹₩]|\b(?:usd|eur|gbp|jpy|cents?|pence|euros?|dollars?|pounds?|yen)\b", re.IGNORECASE
)
_NOT_WORK = re.compile(r"(?:" + _COST.alternation("not_work") + r")", re.IGNORECASE)
_COUNT = _COST.alternation("count_words")
_WORD = r"[^\W\d][\w'’-]*"
# Words that end a unit's noun phrase ('per translated page in GPU time', 'per answer on the B300').
_PHRASE_END = frozenset(_COST.words("phrase_end"))
# 'for every 400-token support answer': a count glued to the next word by a hyphen sizes the unit.
_PER = re.compile(
    rf"\b(?:per|for\s+(?:each|every))\s+(?:(?:{_COUNT})\s+|\d[\d,.]*-(?=[^\W\d]))?"
    rf"(?P<rest>(?:{_WORD}\s*){{1,6}})",
    re.IGNORECASE,
)
# '0.3 cents a page', '$0.001 an answer': the article right after the amount means 'per'.
_DIRECT = re.compile(rf"\s*(?:a|an|each)\s+(?P<rest>(?:{_WORD}\s*){{1,6}})", re.IGNORECASE)
# 'a per-page cost of 0.2 cents', 'per-answer price: $0.001'.
_PER_BEFORE = re.compile(
    rf"\bper[\s-](?P<rest>{_WORD})\s+(?:costs?|prices?|spend|charges?|fees?)\b", re.IGNORECASE
)
# Anchored at a word's start: unanchored, a search tries every letter of a long word.
# An aside in brackets may stand between the unit and 'costs' ('each accepted answer (one a
# partner signs off) costs 3.1 cents').
_COSTS = re.compile(
    rf"(?<![\w'’-])(?P<before>(?:{_WORD}\s+){{1,7}})(?:\([^()]{{0,80}}\)\s+)?costs?\b",
    re.IGNORECASE,
)
# 'Cost to serve one reasoning answer: about 0.11 US cents', 'the cost of each page'.
_COST_OF = re.compile(
    rf"\b(?:costs?|prices?|spend)\s+(?:(?:to\s+{_WORD}\s+|of\s+|for\s+)(?:(?:{_COUNT})\s+)|"
    rf"per[\s-]+(?:(?:{_COUNT})\s+)?)(?P<rest>(?:{_WORD}\s*){{1,6}})",
    re.IGNORECASE,
)
# 'That puts a resolved support conversation at about $0.0009 of compute', 'a drafted clause
# (about 120 tokens) at USD 0.000016', 'per processed claim form comes to CHF 0.004': one unit,
# an aside in brackets after it, then the amount it comes to.
_UNIT_AT = re.compile(
    rf"\b(?:an?|each|every|one|per|the\s+average)\s+(?P<rest>(?:{_WORD}\s+){{1,4}}?)"
    r"(?:\([^()]{0,60}\)\s+)?"
    r"(?:(?:comes?|came|works?|worked|lands?|landed|sits?|runs?)\s+(?:in\s+|out\s+)?(?:at|to)|at)"
    r"\s+"
    r"(?:(?:about|around|roughly|approximately|under|just|only|some|nearly|less\s+than)\s+)?",
    re.IGNORECASE,
)
# 'Per page translated: 0.03 cents of compute', 'Per 1k documents our reviewers accept: EUR
# 0.85': a line that opens with the unit it prices, then a colon and the amount.
_PER_LABEL = re.compile(
    r"(?:^|[.;!?]\s)\W{0,3}(?P<per>per)\s+"
    r"(?:(?:\d[\d,.]*[km]?|(?:a\s+|one\s+)?(?:hundred|thousand|million|billion))\s+)?"
    rf"(?P<rest>(?:{_WORD}\s+){{0,7}}{_WORD})\s*:\s*"
    r"(?:(?:about|around|roughly|approximately|under|just|only|some|nearly|less\s+than)\s+)?",
    re.IGNORECASE,
)
# The space before a multiplier sits inside its optional group: a bare '\s*' before a '\s+'
# splits a long run of spaces every way, quadratic on a count followed by 20 kB of them.
_FOR_AMOUNT = re.compile(
    rf"(?<![\w.,])\d[\d,.]*(?:\s*(?:k|thousand|million))?\s+(?P<rest>(?:{_WORD}\s+){{1,3}})for\s+"
    r"(?:(?:about|around|roughly|approximately|under|less\s+than|just|only|some|nearly|"
    r"barely)\s+)?(?=\S*\d)",
    re.IGNORECASE,
)
_DETERMINER = re.compile(
    r"\b(?:an?|one|each|every|single|per|the\s+average|(?:\d[\d,.]*|a\s+thousand|a\s+million))\b",
    re.IGNORECASE,
)
# The benchmark's own units, which a participle may follow ('tokens served', 'queries answered').
_BENCHMARK_UNIT = re.compile(r"tokens?|samples?|quer(?:y|ies)|requests?|inferences?|prompts?", re.I)
# An amount is read as this unit's price only when it stands this close to the unit.
_NEAR = 40


def _noun_phrase(words: list[str]) -> list[str]:
    """A noun phrase cut at its first preposition, clause word or a clause about the unit ('page
    that we translate', 'documents our reviewers accept'); a time unit followed by 'of' hands
    over to what follows ('hours of call audio' is audio)."""
    phrase: list[str] = []
    for index, word in enumerate(words):
        lowered = word.lower()
        if not re.match(r"\w", word):
            break
        if lowered in _PHRASE_END:
            if lowered == "of" and phrase and _NOT_WORK.fullmatch(phrase[-1]):
                return _noun_phrase(words[index + 1 :])
            break
        if phrase and lowered in _CLAUSE_START:
            break
        if phrase and _BENCHMARK_UNIT.fullmatch(phrase[-1]) and lowered.endswith("ed"):
            break  # 'per million tokens served': a participle after the unit, not the unit
        phrase.append(word)
    return phrase


# A time unit ('minute', 'hour') is a unit of work when a participle says what was done in it
# ('an accurately translated gallery minute', 'per transcribed hour'), unless the participle
# only rents the time ('per reserved hour').
_TIME_UNIT = re.compile(r"(?:seconds?|minutes?|hours?|days?)", re.IGNORECASE)
_PARTICIPLE = re.compile(r"[a-z]{3,}ed")
_RENT_PARTICIPLE = frozenset(_COST.words("rent_participles"))


def _work_noun(words: list[str]) -> str | None:
    """The unit of work the words at its start name, or None when it is none (a token, a GPU,
    a plain month): its head noun, or a time unit a participle says was worked."""
    phrase = _noun_phrase(words)
    if not phrase:
        return None
    noun = phrase[-1]
    if _is_work(noun):
        return noun
    worked = [w for w in phrase[:-1] if _PARTICIPLE.fullmatch(w)]
    if _TIME_UNIT.fullmatch(noun) and worked and not _RENT_PARTICIPLE.intersection(worked):
        return noun
    return None


def _is_work(noun: str | None) -> bool:
    """A lower-case noun that is no compute, capacity or time unit (product codes are capitalised
    or carry digits: 'a K1 costs' prices a machine)."""
    if not noun or not noun.islower() or not noun.isalpha():
        return False
    return not _NOT_WORK.fullmatch(noun)


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’-]+|[^\w\s]", text)


def _per_unit(text: str) -> str | None:
    """'€0.04 per 1,000 hours of call audio': an amount, then per and the work it prices."""
    for money in _MONEY.finditer(text):
        after = text[money.end() : money.end() + _NEAR]
        per = _DIRECT.match(after) or _PER.search(after)
        if per is None or re.search(r"[.;:!?]", after[: per.start()]):
            continue
        start = money.end() + per.start("rest")
        noun = _work_noun(_words(text[start:])[:8])
        if noun is not None:
            end = text.find(noun, start)  # the quote ends with the unit
            return text[money.start() : end + len(noun) if end >= 0 else money.end() + per.end()]
    return None


# Words that open a clause about the unit between the unit and its cost ('each image your
# reviewers approve costs'): the unit is the word before them.
_CLAUSE_START = frozenset(_COST.words("clause_start"))


def _determined_noun(words: list[str]) -> str | None:
    """The unit a determiner introduces in the words before 'costs' ('a claim page', 'each
    on-brand image your reviewers approve'): the last word after the last determiner, cut where
    a clause about the unit begins; None with no determiner before the last word."""
    starts = [
        index
        for index, word in enumerate(words[:-1])
        if _DETERMINER.fullmatch(word)
        or (word.lower() == "average" and index and words[index - 1].lower() == "the")
    ]
    if not starts:
        return None
    phrase: list[str] = []
    for word in words[starts[-1] + 1 :]:
        if phrase and word.lower() in _CLAUSE_START:
            break
        phrase.append(word)
    return phrase[-1] if phrase else None


# A count or determiner right before a unit's words ('every 100,000 ', '1,000 ', 'each ').
_COUNT_BEFORE = re.compile(
    r"(?:(?<![\w.,])\d[\d,.]*\s?(?:k|thousand|million)?|\b(?:an?|one|each|every|per))\s$",
    re.IGNORECASE,
)


# 'one card costs us about £0.00023 to transcribe': the verb after the amount says what is done
# to the unit, so the unit is a piece of work whatever its noun (a card, a record, a tape); not
# when the verb buys, rents or keeps hardware ('a GPU costs $2 an hour to run').
_TO_WORK = re.compile(r"\s+(?:each\s+|apiece\s+)?to\s+(?:[a-z]+ly\s+)?(?P<verb>[a-z]{3,})\b")
_KEEP_VERBS = frozenset(_COST.words("keep_verbs"))


def _done_to_it(text: str, noun: str | None, money_end: int) -> bool:
    """The amount that prices `noun` is followed by the work done to it ('... to transcribe')."""
    if not noun or not noun.islower() or not noun.isalpha():
        return False
    to = _TO_WORK.match(text, money_end)
    return to is not None and to.group("verb") not in _KEEP_VERBS


def _unit_costs(text: str) -> str | None:
    """'Reading a claim page costs us 0.011 US cents': one unit of work that costs an amount."""
    for match in _COSTS.finditer(text):
        words = match.group("before").split()
        noun = _determined_noun(words)
        if noun is None and _COUNT_BEFORE.search(text[max(0, match.start() - 30) : match.start()]):
            # 'every 100,000 resolved tickets costs': the count before the words sizes the unit.
            noun = _determined_noun(["every", *words])
        money = _MONEY.search(text, match.end(), match.end() + _NEAR)
        if not _is_work(noun) and not (money is not None and _done_to_it(text, noun, money.end())):
            continue
        if money is not None and not re.search(r"[.;!?]", text[match.end() : money.start()]):
            return text[match.start("before") : money.end()].strip()
    for match in _PER_BEFORE.finditer(text):
        money = _MONEY.search(text, match.end(), match.end() + _NEAR)
        if _is_work(match.group("rest").lower()) and money is not None:
            return text[match.start() : money.end()].strip()
    for match in _COST_OF.finditer(text):
        noun = _work_noun(_words(match.group("rest"))[:8])
        money = _MONEY.search(text, match.end("rest") - 1, match.end() + _NEAR)
        if noun is not None and money is not None:
            return text[match.start() : money.end()].strip()
    return None


def _unit_at_amount(text: str) -> str | None:
    """'a resolved support conversation at about $0.0009', 'one description comes in at 0.04
    cents': one unit of work put at an amount."""
    for match in _UNIT_AT.finditer(text):
        money = _MONEY.match(text, match.end())
        if money is not None and _work_noun(match.group("rest").split()):
            return text[match.start() : money.end()].strip()
    return None


# 'answers a legal question correctly for CHF 0.003', 'settles a resident's enquiry for about
# GBP 0.0021': a verb's object, one unit of work, done (perhaps 'correctly') for an amount.
_ONE_FOR_AMOUNT = re.compile(
    rf"\b(?:an?|each|every|one)\s+(?P<rest>(?:{_WORD}\s+){{1,4}}?)"
    r"(?:(?:correctly|accurately|right|properly|in\s+full)\s+)?for\s+"
    r"(?:(?:about|around|roughly|approximately|under|just|only|some|nearly|less\s+than)\s+)?",
    re.IGNORECASE,
)


def _one_for_amount(text: str) -> str | None:
    """'reviews a contract correctly for EUR 0.04': one unit of work done for an amount."""
    for match in _ONE_FOR_AMOUNT.finditer(text):
        money = _MONEY.match(text, match.end())
        if money is not None and _work_noun(match.group("rest").split()):
            return text[match.start() : money.end()].strip()
    return None


def _per_label(text: str) -> str | None:
    """'Per page translated: 0.03 cents of compute': a unit of work as a line's label, then its
    amount."""
    for match in _PER_LABEL.finditer(text):
        money = _MONEY.match(text, match.end())
        if money is not None and _work_noun(match.group("rest").split()):
            return text[match.start("per") : money.end()]
    return None


def _count_for_amount(text: str) -> str | None:
    """'transcribes 1,000 clips for about ¥0.014': a count of work items for an amount."""
    for match in _FOR_AMOUNT.finditer(text):
        noun = _work_noun(match.group("rest").split())
        money = _MONEY.match(text, match.end()) or _MONEY.search(text, match.end(), match.end() + 4)
        if money is not None and noun is not None:
            return text[match.start() : money.end()].strip()
    return None


def _prices_work(heading: str) -> bool:
    """A heading that names a currency and the unit of work it prices ('€ per 1,000
    descriptions', 'Cost per 1,000 pages (US cents)')."""
    if not _CURRENCY.search(heading):
        return False
    per = _PER.search(heading)
    return per is not None and _work_noun(_words(heading[per.start("rest") :])[:8]) is not None


def _heading_unit(claim: ClaimAudit) -> str | None:
    """A figure whose own heading says what it prices: the table column above the amount, or
    a chart's series or title ('€0.02' under '€ per 1,000 descriptions')."""
    if claim.role == BlockRole.CHART_POINT:
        headings = [claim.location.chart_series or "", claim.context.chart_title or ""]
        return next((h for h in headings if h and _prices_work(h)), None)
    for cell, head in cells_with_heads(claim):
        if re.search(r"\d", cell) and _prices_work(head):
            return f"{cell} ({head})"
    return None


# 'it comes to', 'that works out at', 'this puts': the sentence converts a figure named before it.
_POINTS_BACK = re.compile(
    r"\b(?:it|that|this|which)\s+(?:comes?|works?|translates?|amounts?|equals?|puts?)\b",
    re.IGNORECASE,
)
_CONVERTED = _COST.pattern("converted_price")


def _points_back_at_result(claim: ClaimAudit) -> bool:
    """'At our list price it comes to $0.38 per thousand answers' on a slide whose other
    sentences cite an MLPerf result: the price is worked out from that result."""
    if not _POINTS_BACK.search(claim.text):
        return False
    return any(
        t != claim.text and (RESULT_ID.search(t) or MLPERF_WORDS.search(t))
        for t in claim.context.slide_text
    )


_RESTATED = _COST.pattern("restated")


def _restates_a_converted_line(claim: ClaimAudit) -> bool:
    """'Or about 0.01 cents for every support answer' beside '... works out to $0.27 per million
    tokens': a line that restates a price its slide works out from a result rests on that result.
    (The slide's text leaves the claim's own line out, so 'beside' is any other line there.)"""
    if not _RESTATED.search(claim.text):
        return False
    return any(
        t != claim.text and _CONVERTED.search(t) and _MONEY.search(t)
        for t in claim.context.slide_text
    )


def deck_cites_results(claims: list[ClaimAudit]) -> bool:
    """True when some claim of the deck cites an MLPerf round or result ID."""
    return any(claim.round or claim.result_id for claim in claims)


def _drawn_from_result(claim: ClaimAudit, deck_cites: bool) -> bool:
    """The claim has a benchmark, round or result ID of its own or from its context; or its
    sentence converts a figure ('works out to', 'that is', 'at that rate') in a deck that cites
    MLPerf results, or right beside one on its slide. A list price on a pricing slide converts
    nothing."""
    if claim.benchmark or claim.round or claim.result_id or _points_back_at_result(claim):
        return True
    return deck_cites and (
        _CONVERTED.search(claim.text) is not None or _restates_a_converted_line(claim)
    )


def priced_work(claim: ClaimAudit, *, deck_cites: bool = False) -> str | None:
    """The words that price a unit of finished work on an MLPerf result, or None.

    `deck_cites`: some other claim of the deck cites an MLPerf round or result ID (see
    `deck_cites_results`), so a price the sentence says it worked out rests on those results."""
    if not _drawn_from_result(claim, deck_cites):
        return None
    text = claim.text
    return (
        _per_unit(text)
        or _unit_costs(text)
        or _unit_at_amount(text)
        or _count_for_amount(text)
        or _one_for_amount(text)
        or _per_label(text)
        or _heading_unit(claim)
        or _priced_right(text)
    )


def _priced_right(text: str) -> str | None:
    """'That brings each correctly classified document to EUR 0.0001', 'counting only invoices
    our checkers pass as correct, it comes to EUR 0.28 per thousand': an amount beside work
    qualified as right is a cost per correct answer however the sentence puts the two together."""
    found = priced_correct_outcome(text)
    if found is None:
        return None
    money = _MONEY.search(text, found.end()) or _MONEY.search(text)
    if money is None:
        return None
    start, end = min(found.start(), money.start()), max(found.end(), money.end())
    return text[start:end].strip()
