"""Checks on the deck as a whole: injection attempts, hidden text, deployed models."""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from collections.abc import Sequence
from typing import Protocol

from auditor.checks import model_tasks
from auditor.checks.messages import flag, quote
from auditor.labels.injection import InjectionHit, ReviewerDirected, find_injection
from auditor.labels.price_lists import is_priced_row, price_list_pages
from auditor.labels.sentences import DeckSentence, deck_sentences
from auditor.labels.signals import benchmark_of_model, is_product_code
from auditor.models import Flag
from auditor.vocab import vocabulary
from auditor.wording import plural
from extractors import (
    MLPERF_WORDS,
    MODEL_MENTION,
    SIZED_MODEL,
    BlockRole,
    Deck,
    find_metrics,
    has_benchmark_context,
)

_CHANNEL = {
    BlockRole.NOTES: "speaker notes",
    BlockRole.ALT_TEXT: "alt text",
    BlockRole.METADATA: "document metadata",
    BlockRole.ANNOTATION: "an annotation",
    BlockRole.FOOTNOTE: "a footnote",
    BlockRole.TITLE: "a slide title",
    BlockRole.TABLE_ROW: "a table",
    BlockRole.TABLE_CELL: "a table",
    BlockRole.CHART_TITLE: "a chart",
    BlockRole.CHART_POINT: "a chart",
    BlockRole.CHART_AXIS: "a chart",
}
_DEPLOYMENT = vocabulary("models").pattern("deployment")
_OWN_MODEL = vocabulary("models").pattern("own_model")
_DEPLOYMENT_WEAK = vocabulary("models").pattern("deployment_weak")
# A price in a table row: the row offers something for sale.
_DERIVED_FROM = vocabulary("models").pattern("derived_from")
# A model name followed by a result's noun names the benchmark whose result it is.
_AS_RESULT = re.compile(
    r"\s+(?:(?:server|offline|interactive|single-?stream|multi-?stream)\s+)?"
    r"(?:figure|result|score|number|submission|entry)s?\b",
    re.IGNORECASE,
)
_TUNED_AFTER = vocabulary("models").pattern("tuned_after")
_VISION_NAME = re.compile(
    r"(?<![\w-])(?:yolo[\s-]?v?\d{1,2}(?:[\s-]?[nsmlx])?|yolo[\s-]?(?:nas|x)|"
    r"efficientnet(?:[\s-]?v2)?[\s-]?(?:b\d|[sml])|mobilenet[\s-]?v\d|"
    r"resnet[\s-]?\d{2,3}(?:[\s-]?v\d(?:\.\d)?)?)(?![\w-])",
    re.IGNORECASE,
)
_NOT_DEPLOYED = vocabulary("models").pattern("not_deployed")
# A name right after 'The segmenter is ...': capitalised or numbered words.
_NAME_AFTER = re.compile(r"(?-i:[A-Z][\w.-]*)(?:\s(?-i:[A-Z0-9][\w.-]*)){0,3}")
_IS_NAME = re.compile(r"\s(?:is|will\s+be)\s+(?=[A-Z])")
# A rate: a number, perhaps in millions, then a unit per second or per stretch of time.
_RATE_FIGURE = re.compile(
    r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?:\s(?:thousand|million|billion))?\s?[a-z]{2,20}"
    r"(?:/s(?:ec)?\b|\s(?:per|a|each|every)\s(?:second|minute|hour|night|day)\b)",
    re.IGNORECASE,
)


def injection_flags(deck: Deck) -> list[Flag]:
    """One INJECTION flag for each distinct text that addresses an automated reviewer; the same
    text repeated on many pages (a running footer) is one finding naming its pages."""
    found: dict[tuple[str, str, str, str | None], list[int]] = {}
    hits: dict[tuple[str, str, str, str | None], InjectionHit] = {}
    for block in deck.all_blocks():
        if block.role == BlockRole.TABLE_CELL:
            continue  # the row carries the same text
        hit = find_injection(block.text)
        if hit is None:
            continue
        where = _CHANNEL.get(block.role, "slide text")
        hidden_reason = None if block.visible else (block.hidden_reason or "not visible")
        # One finding per text, channel and way of hiding: a running footer is one finding,
        # the same words in alt text and in white text are two.
        key = (" ".join(block.text.split()).casefold(), hit.reason, where, hidden_reason)
        found.setdefault(key, []).append(block.location.page)
        hits.setdefault(key, hit)
    flags: list[Flag] = []
    for key, pages_found in found.items():
        hit = hits[key]
        _, _, where, hidden_reason = key
        pages = sorted(set(pages_found))
        hidden = "" if hidden_reason is None else f", hidden ({hidden_reason})"
        at = f"Page {pages[0]}" if len(pages) == 1 else f"Pages {_page_list(pages)}"
        flags.append(
            flag(
                "INJECTION",
                f"{at}, {where}{hidden}: {quote(hit.excerpt, 140)} ({hit.reason})",
                page=pages[0],
                evidence=hit.excerpt,
                details={
                    "reason": hit.reason,
                    "channel": where,
                    "visible": hidden_reason is None,
                    "pages": pages,
                },
            )
        )
    return flags


def _page_list(pages: list[int], shown: int = 8) -> str:
    """'2, 3, 5' or '1, 2, 3, 4, 5, 6, 7, 8 and 4 more'."""
    head = ", ".join(str(p) for p in pages[:shown])
    return head if len(pages) <= shown else f"{head} and {len(pages) - shown} more"


def _worth_reporting(text: str, role: BlockRole) -> bool:
    """Alt text and metadata are hidden by nature; they matter only when they carry claims or orders."""
    if role not in (BlockRole.ALT_TEXT, BlockRole.METADATA, BlockRole.ANNOTATION):
        return True
    return bool(find_injection(text)) or (has_benchmark_context(text) and bool(find_metrics(text)))


def hidden_text_flags(deck: Deck) -> list[Flag]:
    """HIDDEN-TEXT: one flag per page and reason, with the first excerpt and a count."""
    grouped: dict[tuple[int, str], list[str]] = defaultdict(list)
    for block in deck.all_blocks():
        if block.visible or block.role == BlockRole.TABLE_CELL:
            continue
        if not _worth_reporting(block.text, block.role):
            continue
        reason = block.hidden_reason or "not visible"
        grouped[(block.location.page, reason)].append(block.text)
    flags: list[Flag] = []
    for (page, reason), texts in sorted(grouped.items()):
        more = f" and {len(texts) - 1} more" if len(texts) > 1 else ""
        flags.append(
            flag(
                "HIDDEN-TEXT",
                f"Page {page}: {reason}: {quote(texts[0], 120)}{more}",
                page=page,
                evidence=texts[0][:300],
                details={"reason": reason, "count": len(texts)},
            )
        )
    return flags


def tool_mark_flags(deck: Deck) -> list[Flag]:
    """TOOL-ANNOTATIONS when the readers set aside deckaudit's own marked annotations."""
    pages = [page.number for page in deck.pages if page.tool_marks]
    if not pages:
        return []
    shown = ", ".join(str(n) for n in pages[:12]) + ("…" if len(pages) > 12 else "")
    return [
        flag(
            "TOOL-ANNOTATIONS",
            f"{plural(deck.tool_marks, 'annotation')} marked as deckaudit's own "
            f"{'was' if deck.tool_marks == 1 else 'were'} set aside on "
            f"{'page' if len(pages) == 1 else 'pages'} {shown}",
            page=pages[0],
        )
    ]


# What joins a figure to the model it was measured on: '41,291 tokens/s on Llama 3.1 8B',
# '128,541 tokens/s of Llama 3.1 8B', '916 samples/s running Whisper large-v3'.
_FIGURE_OF = re.compile(
    r"^[\s,]*(?:[\w-]+\s+){0,2}?(?:on|of|for|with|running|serving|using)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def _names_a_figure(sentence: str, start: int, figure_ends: list[int]) -> bool:
    """A benchmark model named right after a figure is the benchmark that figure measured, even
    in a sentence that also says what the vendor hosts ('the server we host on delivered 41,291
    tokens/s on Llama 3.1 8B')."""
    return any(end <= start and _FIGURE_OF.match(sentence[end:start]) for end in figure_ends)


def deployed_models(
    deck: Deck,
    is_reviewer_directed: ReviewerDirected,
    sentences: list[DeckSentence] | None = None,
    *,
    by_page: dict[int, dict[str, str]] | None = None,
    tasks: dict[str, str | None] | None = None,
) -> dict[str, str]:
    """Models the deck says the customer will run, mapped to their MLPerf benchmark id ('' if none).

    `sentences` are the deck's visible sentences (`deck_sentences`), split once and shared.
    With `by_page`, a model named in a sentence that measures it ('Ravelin serves Llama 3.3 70B
    at 3,100 tokens/s, the model its customers deploy') is kept there, under its page, instead
    of in the deck-wide answer: a result's passing remark speaks for its slide, not for every
    result in the deck the way a statement of the deck's own use does. With `tasks`, each deployed
    model's kind of task (`model_tasks`: vision, speech, language ...) is recorded under its name,
    None when the deck does not say."""
    deployed: dict[str, str] = {}
    items = deck_sentences(deck) if sentences is None else sentences
    price_lists = price_list_pages(items)
    for item in items:
        if item.page in price_lists and is_priced_row(item):
            continue  # 'Llama 3.1 8B endpoint | shared | USD 0.09 per million tokens': an offer
        unmarked = _RAISED_MARKER.sub("", item.text)
        if unmarked != item.text:
            item = dataclasses.replace(item, text=unmarked)
        metrics = find_metrics(item.text)
        target = deployed
        if by_page is not None and _measures_a_model(item.text, metrics):
            target = by_page.setdefault(item.page, {})
        _read_deployment(item, metrics, is_reviewer_directed, target, tasks)
    return _without_bases(deployed)


_DERIVATIVE = "a derivative of "

# A raised footnote marker glued to a word ('Llama 2 70B², the model we will use') is no part of
# the name it follows: left in, it cuts the name short ('Llama 2', a model no deck deploys).
_RAISED_MARKER = re.compile(
    r"(?<=\w)[\u00b9\u00b2\u00b3\u2070-\u2079\u207f\u1d43-\u1d61\u1d9c-\u1dbf\u2020\u2021]+"
)


def _without_bases(deployed: dict[str, str]) -> dict[str, str]:
    """The deployed models less the bare names of models the deck says it runs a derivative of
    ('ClaimsPilot, Meridian's own fine-tune of Llama 3.1 8B' and a heading 'Serving Llama 3.1
    8B: the published numbers'): once the deck has said it runs a fine-tune, the base's name
    elsewhere names the benchmark's model, not what it deploys."""
    bases = {n.removeprefix(_DERIVATIVE).lower() for n in deployed if n.startswith(_DERIVATIVE)}
    if not bases:
        return deployed
    return {
        name: benchmark
        for name, benchmark in deployed.items()
        if not benchmark
        or name.startswith(_DERIVATIVE)
        or not any(name.lower() == b or name.lower().endswith(f" {b}") for b in bases)
    }


class _Figure(Protocol):
    """Where a figure found by `find_metrics` sits in its sentence."""

    start: int
    end: int


# 'Llama 3.3 70B at 3,100 tokens/s': a model name, then 'at' and the figure measured on it.
_AT_FIGURE = re.compile(
    r"\s+(?:at|reaching|hitting|doing)\s+(?:(?:about|around|roughly|up\s+to|over|nearly)\s+)?",
    re.IGNORECASE,
)


def _measures_a_model(sentence: str, metrics: Sequence[_Figure]) -> bool:
    """A sentence whose figure is measured on a model it names right before ('serves Llama 3.3
    70B at 3,100 tokens/s')."""
    starts = {m.start for m in metrics}
    for pattern in (MODEL_MENTION, SIZED_MODEL):
        for found in pattern.finditer(sentence):
            at = _AT_FIGURE.match(sentence, found.end())
            if at is not None and at.end() in starts:
                return True
    return False


def _read_deployment(
    item: DeckSentence,
    metrics: Sequence[_Figure],
    is_reviewer_directed: ReviewerDirected,
    deployed: dict[str, str],
    tasks: dict[str, str | None] | None = None,
) -> None:
    """Add the models one sentence (with its figures, `metrics`) says the customer runs to
    `deployed`, and their kinds of task to `tasks`."""
    if tasks is None:
        tasks = {}
    if item.role in (BlockRole.TABLE_CELL, BlockRole.CHART_POINT):
        return
    sentence = item.text
    if is_reviewer_directed(sentence):
        return
    about_mlperf = bool(MLPERF_WORDS.search(sentence))
    if about_mlperf and metrics:
        return  # a result, not a statement of what the customer runs
    found = [(m.group(0), m.start()) for m in MODEL_MENTION.finditer(sentence)]
    found += [(m.group(0), m.start()) for m in SIZED_MODEL.finditer(sentence)]
    # Vision networks written with their version ('Detection uses YOLO11l with its stock
    # weights', 'the cameras run YOLOv8-m'): named models like any other, of vision's kind.
    found += [(m.group(0), m.start()) for m in _VISION_NAME.finditer(sentence)]
    # 'Acme's distilled version of Llama 2 70B answers ...': a sentence that introduces the
    # vendor's derivative of a model says what the product runs.
    derivative = any(_DERIVED_FROM.search(sentence[max(0, at - 60) : at]) for _, at in found)
    # A rate the figure finder does not read ('2.1 million rows/s') still times what it names.
    weak = (
        not metrics
        and not _RATE_FIGURE.search(sentence)
        and (_DEPLOYMENT_WEAK.search(sentence) or _OWN_MODEL.search(sentence) or derivative)
    )
    if not (_DEPLOYMENT.search(sentence) or weak):
        return
    named = False
    bases: list[str] = []  # the named models the deck's own derives from
    for raw, start in found:
        name = " ".join(raw.split())
        benchmark = benchmark_of_model(name)
        after = sentence[start + len(raw) : start + len(raw) + 60]
        derived = bool(
            _DERIVED_FROM.search(sentence[max(0, start - 60) : start]) or _TUNED_AFTER.match(after)
        )
        # A name without digits counts only as the base of the deck's own derivative ('our own
        # fine-tuned Stable Diffusion XL checkpoint'); alone it is too loose ('Whisper-Lite').
        if not (any(ch.isdigit() for ch in name) or (benchmark and derived)):
            continue
        if is_product_code(name) or _AS_RESULT.match(sentence, start + len(raw)):
            continue  # 'the Llama 2 70B Server figure equals ...': the benchmark's result
        if about_mlperf and benchmark and not _deployed_before_mlperf(sentence, start):
            continue  # in a sentence about MLPerf, a benchmark's name is the benchmark
        if benchmark and _names_a_figure(sentence, start, [m.end for m in metrics]):
            continue  # '41,291 tokens/s on Llama 3.1 8B': the figure's benchmark
        if _NOT_DEPLOYED.search(sentence[max(0, start - 60) : start]):
            continue  # '..., not the full DeepSeek-R1': named to say it does not run
        if derived:
            # 'our own model fine-tuned from Llama 3.1 70B', 'Llama 3.1 70B, fine-tuned on
            # your contracts': a derivative runs, not it.
            deployed[f"a derivative of {name}"] = ""
            tasks[f"a derivative of {name}"] = model_tasks.model_name_task(name)
            bases.append(name)
        else:
            deployed[name] = benchmark
            tasks[name] = model_tasks.model_name_task(name)
        named = True
    own = _OWN_MODEL.search(sentence)
    if own and not named and not about_mlperf:
        # 'runs Medwyn KidneySeg 3, our own network ...', 'HarrowNet-D is our own detector': the
        # name set beside the vendor's own model is its name; without one, the words stand.
        name = _own_name(sentence, own)
        key = name or f"“{own.group(0)}”"
        deployed[key] = ""
        tasks[key] = model_tasks.described_task(own.group(0))
    elif own and bases and not about_mlperf:
        # 'Parlova Tutor is our own model, distilled from Llama 3.1 405B': the derivative has a
        # name of its own, by which the deck times it later ('Parlova Tutor itself runs at').
        name = _own_name(sentence, own)
        if name and not benchmark_of_model(name):
            deployed[name] = ""
            tasks[name] = model_tasks.model_name_task(bases[0])


def _deployed_before_mlperf(sentence: str, start: int) -> bool:
    """'The model is Llama 3.1 8B Instruct, the same model MLPerf benchmarks': the deployment
    words and the model's name come before MLPerf is named, so the mention of MLPerf is an aside
    on the deployed model, not a sentence about the benchmark."""
    mlperf = MLPERF_WORDS.search(sentence)
    if mlperf is None or mlperf.start() < start:
        return False
    lead = sentence[:start]
    return bool(_DEPLOYMENT.search(lead) or _DEPLOYMENT_WEAK.search(lead))


# A name of capitalised or numbered words, perhaps with a version ('Dashly-ETA v5'), right before
# ', our own ...', ' is our own ...' or ', is a network we trained'.
_NAME_WORDS = r"(?-i:[A-Z][\w.-]*)(?:\s(?:(?-i:[A-Z0-9][\w.-]*)|v\d[\w.]*)){0,3}"
_OWN_NAME = re.compile(rf"(?<![\w-])(?P<name>{_NAME_WORDS}),?\s(?:is\s(?:an?\s)?)?$")
# The same name set in apposition right after the words: 'its own triage model, Tessera-Triage 2,'.
_NAME_APPOSED = re.compile(rf",\s(?P<name>{_NAME_WORDS})(?=,|\s*$|\s(?:is|runs|was|will)\b)")
# A single capitalised word names the model only after a verb or noun ('runs Quill, its own
# fine-tune'), not after a preposition ('On Monday, our own model ...') nor opening the sentence.
_SINGLE_NAME_AFTER = re.compile(
    r"(?<![\w-])(?!(?:on|in|at|by|since|until|from|for|of|with|to|after|before|during)\s)"
    r"[a-z][\w-]*\s$"
)


def _own_name(sentence: str, own: re.Match[str]) -> str:
    """The name the deck gives its own model described by `own` (a match of the own-model
    words): the name set right before the words, after 'is' inside them ('The segmenter is
    Aldric-Seg'), or in apposition right after them; '' when it gives none."""
    before = _OWN_NAME.search(sentence[: own.start()])
    if before is not None:
        name = before.group("name")
        if _NAME_LIKE.search(name) or _SINGLE_NAME_AFTER.search(sentence[: before.start()]):
            return name
    named_after = _IS_NAME.search(own.group(0))
    if named_after is not None:
        after = _NAME_AFTER.match(sentence, own.start() + named_after.end())
        name = after.group(0).rstrip(".") if after else ""
        if _NAME_LIKE.search(name):
            return name
    apposed = _NAME_APPOSED.match(sentence, own.end())
    if apposed is not None and _NAME_LIKE.search(apposed.group("name")):
        return apposed.group("name")
    return ""


# A product's name rather than a word that opens a sentence ('It is our own model'): a capital or
# digit after its first letter, or more than one word ('KidneySeg 3', 'HarrowNet-D').
_NAME_LIKE = re.compile(r"(?<=\w)[A-Z0-9]|[\s-]\w")


def own_model_names(deployed: dict[str, str]) -> list[str]:
    """The names of deployed models that are no MLPerf benchmark and that the deck names
    itself (not the quoted words of an unnamed one, nor a derivative of a named base)."""
    return [
        name
        for name, benchmark in deployed.items()
        if not benchmark and not name.startswith(("“", "a derivative of "))
    ]
