"""What the deck says its customer will run: interactive serving, batch work, or edge devices."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from typing import NamedTuple

from auditor.labels.injection import ReviewerDirected
from auditor.labels.price_lists import is_priced_row, price_list_pages
from auditor.labels.sentences import DeckSentence, deck_sentences
from auditor.labels.signals import cell_scenario, is_denied, scenario_mentions
from auditor.labels.use_clauses import (
    disowns_the_one_before,
    in_scope,
    spans_uses,
    split_clauses,
)
from auditor.labels.use_owner import owned_clauses
from auditor.models import LabelEvidence, Workload
from auditor.vocab import vocabulary
from extractors import MLPERF_WORDS, BlockRole, Deck

_WORDS = vocabulary("workload")
_WORKLOAD_PATTERNS: dict[Workload, re.Pattern[str]] = {
    Workload.INTERACTIVE: _WORDS.pattern("interactive"),
    Workload.BATCH: _WORDS.pattern("batch"),
    Workload.EDGE: _WORDS.pattern("edge"),
}
_INTENT = _WORDS.pattern("intent")
_INTERACTIVE_WITH_INTENT = _WORDS.pattern("interactive_with_intent")
_NOT_OURS = _WORDS.pattern("not_ours")
_THIRD_PARTY = _WORDS.pattern("third_party")
_OTHERS_SLIDE = _WORDS.pattern("others_slide")
_ABOUT_SOMEONE = _WORDS.pattern("about_someone")
_DENIED = _WORDS.pattern("denied")
_DENIED_AFTER = _WORDS.pattern("denied_after")
_IDIOM = _WORDS.pattern("idiom")
_FORECAST = _WORDS.pattern("forecast")
_OUT_OF_SCOPE = _WORDS.pattern("out_of_scope")


_REPLY_DEADLINE = _WORDS.pattern("reply_deadline")
_MACHINE_EVENT = _WORDS.pattern("machine_event")
_SCENARIO_TALK = _WORDS.pattern("benchmark_talk")
_SCENARIO_SUBJECT = _WORDS.pattern("scenario_subject")
_MARKERS = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹†‡§¶]+")


@functools.lru_cache(maxsize=512)
def _no_use_spans(sentence: str) -> tuple[tuple[int, int], ...]:
    """Where the sentence names an MLPerf scenario or says an idiom ('in the field of'): words
    there name no use. Each clause and sentence is asked once per workload pattern, so the spans
    are found once."""
    spans = [(m.start, m.start + len(m.quote)) for m in scenario_mentions(sentence)]
    spans += [m.span() for m in _IDIOM.finditer(sentence)]
    return tuple(spans)


def _named(pattern: re.Pattern[str], sentence: str) -> re.Match[str] | None:
    """A workload the sentence affirms, not denied ('not a chatbot', '... ours never needs one')
    and not the name of an MLPerf scenario ('Llama 2 70B, Interactive: 19,621.9 tokens/s' names no use)."""
    spans = _no_use_spans(sentence)
    for match in pattern.finditer(sentence):
        if any(start < match.end() and match.start() < end for start, end in spans):
            continue
        if is_denied(sentence, match.start(), _DENIED):
            continue
        if _DENIED_AFTER.search(sentence, match.end()):
            continue  # 'chat assistants answer from a data centre; ours never needs one'
        return match
    return None


def _others_pages(deck: Deck) -> set[int]:
    """Slides whose title says they tell of other customers or of the vendor itself
    (case studies, testimonials, About us, a closing 'About <company>') or puts their content
    out of scope ('Not in scope'): their uses are not this customer's."""
    closing = deck.pages[-1].number - len(deck.pages) // 3 if deck.pages else 0
    return {
        p.number
        for p in deck.pages
        if p.title
        and (
            _OTHERS_SLIDE.search(p.title.strip())
            or _OUT_OF_SCOPE.search(p.title)
            or (p.number >= closing and _ABOUT_SOMEONE.search(p.title.strip()))
        )
    }


# 'Case study: ...', 'Customer story - ...': the label a sentence opens with, up to its colon or dash.
_LABEL = re.compile(r"^\W{0,3}(\w[\w&' -]{0,40}?)\s*(?::|\s[–—-]\s)")


# '... already run live chat assistants on it, and so will you': other customers' use that the
# sentence goes on to give the reader as well.
_JOINS_THE_READER = re.compile(
    r"\b(?:so|as)\s+(?:will|can|could|do|should|would)\s+you\b|"
    r"\byou\s+(?:can|will|could)\s+(?:too|as\s+well)\b|\bso\s+(?:will|can)\s+yours\b",
    re.IGNORECASE,
)


def _about_someone_else(sentence: str) -> bool:
    """A sentence about someone else's use (another vendor's customer, a rival, the vendor's
    own help desk), or labelled as such as a slide about others would be titled ('Case study:
    Marlow & Finch use the chat add-on as a live helpdesk')."""
    if _NOT_OURS.search(sentence):
        return True
    other = _THIRD_PARTY.search(sentence)
    if other:
        return not _JOINS_THE_READER.search(sentence, other.end())
    label = _LABEL.match(sentence)
    return bool(label and _OTHERS_SLIDE.search(label.group(1)))


# 'Your agents answer chats live; overnight the same nodes re-index your archive': uses told to
# the reader are the reader's, however many.
_TO_THE_READER = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)
# 'Could this back a support chatbot?': a question asks about a use and affirms none.
_ASKED = re.compile(r"\?\W*$")
_QUESTION_OPENS = re.compile(
    r"^\W*(?:could|would|does|do|did|is|are|was|were|can|will|should|shall|may|might|what|how|"
    r"which|who|why|where|when|whether)\b",
    re.IGNORECASE,
)


def _asks_about_the_use(sentence: str) -> bool:
    """A question that asks about the use ('Could this back a support chatbot?'), not a use told
    before a question about something else ('Your agents chat live, all day: how many racks?')."""
    if not _ASKED.search(sentence):
        return False
    if _QUESTION_OPENS.match(sentence):
        return True
    return _names_a_use(re.split(r"[:;]", sentence)[-1])


# The deck's two parties, the one who writes and the one addressed, whichever is the buyer.
_PARTIES = re.compile(r"\b(?:you|your|yours|we|our|ours|us)\b", re.IGNORECASE)


# A title that speaks for the deck's parties ('What we need', 'Your brief'), not one that tells
# of another party showing them something ('What vendor Driftwood showed us').
_SPEAKS_FOR = re.compile(r"\b(?:we|our|ours|you|your|yours)\b", re.IGNORECASE)


# A byline's parts ('Reelhouse Streaming · Content Technology', 'Brightmoor Interactive | pitch'),
# split on the mark alone and stripped: a pattern that takes the spaces around the mark retries a
# whole run of spaces at each of its positions.
_BYLINE_BREAK = re.compile(r"[·|•]")
# A part that is a name and nothing else: two to five capitalised words ('Reelhouse Streaming').
_NAME_ONLY = re.compile(r"[A-Z][\w&.'’-]*(?:\s+(?:&\s+)?[A-Z][\w&.'’-]*){1,4}")


def _without_names(sentence: str) -> str:
    """The title slide's byline without the parts that only name its writer or their team
    ('Reelhouse Streaming · Content Technology'): a company called 'Streaming' states no use.
    The first part is the name; a later Title-Case part that names a use is the deck's subject
    ('Brightcart · Live Customer Chat Assistant')."""
    if len(sentence) > 300 or not _BYLINE_BREAK.search(sentence):
        return sentence
    parts = [p.strip() for p in _BYLINE_BREAK.split(sentence)]
    kept = [
        p
        for index, p in enumerate(parts)
        if not _NAME_ONLY.fullmatch(p) or (index > 0 and _names_a_use(p))
    ]
    return " · ".join(kept)


def _names_a_use(text: str) -> bool:
    """Whether the text names any workload."""
    return any(_named(p, text) for p in _WORKLOAD_PATTERNS.values())


def _uses_named(text: str) -> int:
    """How many different workloads the text names."""
    return sum(1 for p in _WORKLOAD_PATTERNS.values() if _named(p, text))


def _survey_of_uses(sentence: str) -> bool:
    """A sentence that sets different uses side by side, each in a clause of its own ('One
    tenant streams a shopping assistant; another re-indexes a legal archive', 'retailers run
    cameras; insurers run claims triage overnight'): it surveys who runs what and names no
    single use as this customer's."""
    named: set[Workload] = set()
    for clause in split_clauses(sentence):
        found = {w for w, p in _WORKLOAD_PATTERNS.items() if _named(p, clause)}
        if len(found) == 1:
            named |= found
    return len(named) > 1


# Between a device word and the use it places: nothing, or one more word ('in-cabin voice
# assistant', 'on-device support chatbot'). Possessive and length-capped: a run of hyphens,
# which both parts take, would otherwise be retried at each of its positions.
_MODIFIES = re.compile(r"[\s-]*+(?:\w+(?:-\w+)*\s+)?")
_MODIFIER_SPAN = 40


# The edge words that say where a use runs ('on-device', 'in-cabin', 'embedded', 'handset'),
# not the nouns that may name a business's trade ('vehicle insurance', 'camera shop').
_PLACEMENT = re.compile(
    r"(?:on|in)[\s-](?:device|cabin|car|cab|cockpit|vehicle|board)|onboard|embedded|edge\s+ai|"
    r"(?:smart)?phones?|handsets?|kiosks?",
    re.IGNORECASE,
)


def _placed_on_a_device(sentence: str, found: dict[Workload, re.Match[str]]) -> bool:
    """Whether an edge word qualifies the interactive use right after it ('In-cabin voice
    assistant', 'an on-device chatbot'): the use runs on the device, an edge use."""
    edge, interactive = found.get(Workload.EDGE), found.get(Workload.INTERACTIVE)
    if edge is None or interactive is None or edge.end() > interactive.start():
        return False
    if interactive.start() - edge.end() > _MODIFIER_SPAN or not _PLACEMENT.fullmatch(edge[0]):
        return False
    return bool(_MODIFIES.fullmatch(sentence, edge.end(), interactive.start()))


_LIST_BREAK = re.compile(r",|\band\b|\bor\b")


def _listed_uses(sentence: str) -> bool:
    """A sentence that lists different uses, each in a part of its own between commas ('Buyers
    have called them off for chat assistants, overnight translation and drone mapping'): a
    catalogue of what the product has been used for, no one buyer's use."""
    if "," not in sentence:
        return False
    named: set[Workload] = set()
    for part in _LIST_BREAK.split(sentence):
        found = {w for w, p in _WORKLOAD_PATTERNS.items() if _named(p, part)}
        if len(found) == 1:
            named |= found
    return len(named) > 1


def _without_spans(sentence: str) -> str:
    """The sentence without the clauses that span several uses and commit to none."""
    clauses = split_clauses(sentence)
    return "; ".join(c for c in clauses if not spans_uses(c, _uses_named))


# Rows and cells of a table headed as a statement of need state the customer's use as a title does.
_TABLE_ROLES = (BlockRole.TABLE_CELL, BlockRole.TABLE_ROW)


class Mention(NamedTuple):
    """One sentence that names a workload as the customer's, with the weight it carries.

    `owned` marks a sentence tied to the deck's own parties: it speaks to or for them ('you',
    'we'), or it sits where a deck states its subject (a slide title, the title slide, a table).
    `fallback` marks weaker evidence, read only where no sentence of the same standing (owned,
    or not) names a workload: a deadline on each reply in seconds ('past 3 seconds we lose
    them'). The buyer's own deadline outweighs a use word that no party owns.
    """

    page: int
    workload: Workload
    weight: int
    quote: str
    owned: bool = False
    quote_is_title: bool = False
    fallback: bool = False


def workload_mentions(
    deck: Deck,
    is_reviewer_directed: ReviewerDirected,
    sentences: list[DeckSentence] | None = None,
) -> list[Mention]:
    """Every sentence that names a workload as this customer's, in deck order."""
    mentions: list[Mention] = []
    others = _others_pages(deck)
    title_page = deck.pages[0].number if deck.pages else 1
    benchmark_pages: set[int] = set()
    items = deck_sentences(deck) if sentences is None else sentences
    disowned = _disowned_by_the_next(items)
    buyer = _buyer_named(deck, title_page)
    requirement_tables = _requirement_tables(items)
    # 'What we need on match day', 'Your brief': a slide titled for the deck's parties speaks
    # for them in every sentence under it.
    parties_pages = {p.number for p in deck.pages if p.title and _SPEAKS_FOR.search(p.title)}
    result_tables = (_result_tables(items) | _price_tables(items)) - requirement_tables
    for item, text in _parts(items, disowned):
        if item.page in others or (item.page in result_tables and item.role in _TABLE_ROLES):
            continue  # a results table's 'p99 latency (ms)' column names a metric, not a use
        sentence = _MARKERS.sub("", text)  # 'concurrent users⁴': the marker is no letter
        if item.page == title_page and item.role != BlockRole.TITLE:
            sentence = _without_names(sentence)
        if is_reviewer_directed(sentence):
            continue
        if (
            _SCENARIO_TALK.search(sentence)
            or _SCENARIO_SUBJECT.match(sentence)
            or cell_scenario(sentence)
            or MLPERF_WORDS.search(sentence)
        ):
            benchmark_pages.add(item.page)
            continue  # 'Server: queries arrive like users of an online service' tells of MLPerf
        if _about_someone_else(sentence) or _asks_about_the_use(sentence):
            continue  # about someone else's use, or a use asked about and not affirmed
        sentence = _without_spans(in_scope(owned_clauses(sentence), _names_a_use))
        if ";" in sentence and not _TO_THE_READER.search(sentence) and _survey_of_uses(sentence):
            continue
        parties = bool(_PARTIES.search(sentence) or (buyer and buyer.search(sentence)))
        if not parties and item.role not in _TABLE_ROLES and _listed_uses(sentence):
            continue  # 'Buyers have used it for chat assistants, overnight translation and ...'
        if not parties and _FORECAST.search(sentence):
            continue  # 'the ministries expect to fill Hall 3 mostly with batch work'
        # The title slide states what the deck is about: its subtitle weighs as a title does.
        stated = (
            item.role == BlockRole.TITLE
            or (item.page == title_page and item.role != BlockRole.NOTES)
            or (item.page in requirement_tables and item.role in _TABLE_ROLES)
        )
        owned = (
            parties
            or stated
            or item.role in (BlockRole.TABLE_CELL, BlockRole.TABLE_ROW)
            or (item.page in parties_pages and item.role != BlockRole.NOTES)
        )
        intent = _INTENT.search(sentence)
        weight = 2 if intent or stated else 1
        found: dict[Workload, re.Match[str]] = {}
        for workload, pattern in _WORKLOAD_PATTERNS.items():
            match = _named(pattern, sentence)
            if match is None and workload == Workload.INTERACTIVE and intent:
                match = _named(_INTERACTIVE_WITH_INTENT, sentence)
            if match:
                found[workload] = match
        if _placed_on_a_device(sentence, found):
            del found[Workload.INTERACTIVE]
        is_title = item.role == BlockRole.TITLE
        mentions += [Mention(item.page, w, weight, sentence[:300], owned, is_title) for w in found]
        if (
            not found
            and _named(_REPLY_DEADLINE, sentence)
            and not _MACHINE_EVENT.search(sentence)  # 'failover completes within 30 seconds'
        ):
            mentions.append(
                Mention(item.page, Workload.INTERACTIVE, 1, sentence[:300], owned, is_title, True)
            )
    return _without_result_headings(mentions, benchmark_pages, title_page)


# A table headed as a statement of need ('Requirement | Detail', 'Service level | Target'):
# its rows state the customer's use as a title does.
_REQUIREMENT_HEADER = re.compile(
    r"\b(?:requirements?|needs?|must|sla|service\s+levels?|criteri(?:a|on)|constraints?|"
    r"specifications?|spec|scope|targets?|expectations?)\b",
    re.IGNORECASE,
)


def _requirement_tables(items: list[DeckSentence]) -> set[int]:
    """The pages whose table is headed as a statement of requirements: the first table row of
    the page names requirements, needs, service levels, criteria or targets."""
    headers: dict[int, str] = {}
    for item in items:
        if item.role == BlockRole.TABLE_ROW:
            headers.setdefault(item.page, item.text)
    return {page for page, header in headers.items() if _REQUIREMENT_HEADER.search(header)}


# A price list's header ('Offer | GPUs | Price | Minimum term', 'Plan | Rate per hour'): its rows
# are offers on sale, whatever they are called ('Llama 3.1 8B endpoint'), not the buyer's use.
# A bare 'rate' or 'cost' is no price: 'Peak rate (req/s)' heads a requirement.
_PRICE_HEADER = re.compile(
    r"[$€£]|\b(?:prices?|pricing|fees?|tariffs?|rate\s+card|list\s+price|monthly\s+charge|"
    r"(?:usd|eur|gbp)|per\s+(?:hour|month|year|seat|gpu-hour|node-hour|million\s+tokens))\b",
    re.IGNORECASE,
)
# 'Service | Rate | Term': a rate or cost column is a price only where a row names an amount.
_CHARGE_HEADER = re.compile(r"\b(?:rates?|costs?|charges?)\b", re.IGNORECASE)


def _price_tables(items: list[DeckSentence]) -> set[int]:
    """The pages whose table is a price list: its first row names a price (or a rate or cost
    where a row names an amount), or two or more of its rows carry an amount of money."""
    headers: dict[int, str] = {}
    for item in items:
        if item.role == BlockRole.TABLE_ROW:
            headers.setdefault(item.page, item.text)
    priced = {item.page for item in items if is_priced_row(item)}
    headed = {
        page
        for page, header in headers.items()
        if _PRICE_HEADER.search(header) or (page in priced and _CHARGE_HEADER.search(header))
    }
    return headed | price_list_pages(items)


# A table header that lists the buyer's uses ('Workload | Users'), with no result column
# ('tokens/s', 'Result ID', 'System'): its rows are uses even on a page that cites MLPerf.
_USE_HEADER = re.compile(r"\b(?:workloads?|use\s+cases?|applications?|users|sessions)\b", re.I)
_RESULT_COLUMN = re.compile(
    r"/s\b|\bqps\b|\bms\b|latency|throughput|results?|submitters?|systems?|accelerators?|"
    r"scenarios?|offline|server|interactive|stream",
    re.IGNORECASE,
)


def _result_tables(items: list[DeckSentence]) -> set[int]:
    """The pages whose table sits under MLPerf results: a sentence on the page cites MLPerf or
    one of its scenarios. Its header and rows name what was measured, not the customer's use,
    unless the header lists uses and no result column ('Workload | Users')."""
    headers: dict[int, str] = {}
    for item in items:
        if item.role == BlockRole.TABLE_ROW:
            headers.setdefault(item.page, item.text)
    uses = {
        page
        for page, header in headers.items()
        if _USE_HEADER.search(header) and not _RESULT_COLUMN.search(header)
    }
    return {
        item.page
        for item in items
        if item.role not in _TABLE_ROLES
        and item.page not in uses
        and (MLPERF_WORDS.search(item.text) or _SCENARIO_TALK.search(item.text))
    }


def _disowned_by_the_next(items: list[DeckSentence]) -> set[int]:
    """The sentences whose use the next sentence on the page sets aside ('That work is
    outside this lot.', 'That pilot ended, and this rack is not for it.'). A use told to the
    reader is dropped only when the next sentence puts it out of scope, never on a disowning
    reach-back alone ('Your agents chat live. It is a different world from batch.')."""
    dropped = set()
    for index, (item, after) in enumerate(itertools.pairwise(items)):
        if after.page != item.page or after.role != item.role:
            continue
        told_to_reader = bool(_TO_THE_READER.search(item.text))
        if disowns_the_one_before(after.text, _names_a_use, scope_only=told_to_reader):
            dropped.add(index)
    return dropped


# A label run into the line before it, where a line break was lost ('... between client calls
# Figures cited: MLPerf Inference v5.1, Server scenario'): a lowercase word, then a capitalised
# label of up to three words and its colon.
_RUN_IN_LABEL = re.compile(r"(?<=[a-z0-9)])\s+(?=[A-Z][\w-]{0,30}(?:\s[\w-]{1,30}){0,2}:\s)")


def _parts(items: list[DeckSentence], disowned: set[int]) -> Iterator[tuple[DeckSentence, str]]:
    """The visible sentences to read for uses, each split where a label runs into the text
    before it: the part that cites MLPerf is then set aside alone, not the use told before it."""
    for index, item in enumerate(items):
        if item.role in (BlockRole.METADATA, BlockRole.ALT_TEXT) or index in disowned:
            continue  # 'A partner lab runs a chatbot. That service is funded separately.'
        yield from ((item, part) for part in _split_at_citation(item.text))


def _split_at_citation(text: str) -> list[str]:
    """The text cut before the first run-in label whose part cites MLPerf ('... between client
    calls Figures cited: MLPerf ...'); a run-in label that cites nothing ('Out of scope: ...')
    stays with the text before it, which it may set aside."""
    label = _RUN_IN_LABEL.search(text)
    if label is None:
        return [text]
    cites = [m.start() for m in (MLPERF_WORDS.search(text), _SCENARIO_TALK.search(text)) if m]
    if not cites or label.end() > min(cites):
        return [text]
    return [text[: label.start()], text[label.end() :]]


# 'Tallis Compute for Brightcart', 'Proposal for Harbour Health Clinics': the party the title
# slide says the deck is for, by its whole name. A sentence that names it speaks of the buyer, as
# 'you' does. A name starts with a capital and a small letter (not 'B200', 'M&A'); the capitalised
# words of a title that name a kind of use or audience are not names.
_FOR_WHOM = re.compile(
    r"\b(?:for|prepared\s+for|proposal\s+to|offer\s+to|submitted\s+to)\s+(?:the\s+)?"
    r"([A-Z][a-z][\w&-]{1,30}(?:\s(?:&\s)?[A-Z][\w&-]{1,30}){0,3})"
)
_NOT_A_NAME = re.compile(
    r"(?:Your|Our|The|This|These|All|Every|Each|Any|Live|Hosted|Municipal|Digital|Technical|"
    r"Research|Citizen|Member|Channel|Compute|Partners?|Developers?|Teams?|Business|Enterprises?|"
    r"Public|Retail|Government|Customers?|Clients?|Buyers?|Voice|Chat|Edge|Batch|Inference)\b"
)


def _buyer_named(deck: Deck, title_page: int) -> re.Pattern[str] | None:
    """The buyer's name as the title slide gives it ('... for Brightcart'), as a pattern."""
    if not deck.pages:
        return None
    for block in deck.pages[0].blocks:
        if not block.visible or block.role in (BlockRole.NOTES, BlockRole.METADATA):
            continue
        found = _FOR_WHOM.search(block.text)
        if found and not _NOT_A_NAME.match(found.group(1)):
            return re.compile(r"\b" + re.escape(found.group(1)) + r"\b")
    return None


def _without_result_headings(
    mentions: list[Mention], benchmark_pages: set[int], title_page: int
) -> list[Mention]:
    """The mentions less a slide title that heads benchmark results and nothing else ('Latency-
    bound serving' over a slide of Interactive figures): it names the results' kind, not a use."""
    told = {m.page for m in mentions if not m.quote_is_title}
    return [
        m
        for m in mentions
        if not (
            m.quote_is_title
            and m.page in benchmark_pages
            and m.page not in told
            and m.page != title_page
        )
    ]


def detect_workload(
    deck: Deck,
    is_reviewer_directed: ReviewerDirected,
    sentences: list[DeckSentence] | None = None,
) -> tuple[Workload, LabelEvidence | None]:
    """The workload the deck describes for its customer, with the sentence that says so.

    `sentences` are the deck's visible sentences (`deck_sentences`), split once and shared."""
    scores: dict[Workload, int] = dict.fromkeys(_WORKLOAD_PATTERNS, 0)
    first_quote: dict[Workload, str] = {}
    mentions = workload_mentions(deck, is_reviewer_directed, sentences)
    if any(m.owned for m in mentions):
        # Sentences tied to the deck's parties decide; the rest tell of uses with no owner.
        mentions = [m for m in mentions if m.owned]
    if any(not m.fallback for m in mentions):
        mentions = [m for m in mentions if not m.fallback]
    for mention in mentions:
        scores[mention.workload] += mention.weight
        first_quote.setdefault(mention.workload, mention.quote)
    best = max(scores, key=lambda w: scores[w])
    if scores[best] == 0:
        return Workload.UNSTATED, None
    ties = [w for w, s in scores.items() if s == scores[best]]
    if len(ties) > 1:
        # Interactive serving is the costliest to get wrong, so it wins a tie.
        best = Workload.INTERACTIVE if Workload.INTERACTIVE in ties else ties[0]
    quote = first_quote[best]
    return best, LabelEvidence(value=best.value, quote=quote, origin="deck")
