"""Find benchmark claims in a deck: sentences, table rows and chart points with a metric in context."""

from __future__ import annotations

import functools
import itertools
import re
from collections import defaultdict
from dataclasses import dataclass, field

from extractors.benchmark_names import (
    MODEL_MENTION,
    SIZED_MODEL,
    benchmark_in_round,
    clear_benchmark_cache,
    find_benchmarks,
    published_unit,
)
from extractors.claim_screen import may_money_in_words, may_rank
from extractors.context import (
    DISCLOSURE_TITLE,
    Footnote,
    bound_footnotes,
    deck_endnotes,
    deck_statements,
    ends_with_marker,
    footnote_key,
    inline_footnote_keys,
    page_footnotes,
    page_headings,
    split_inline_markers,
    split_markers,
)
from extractors.metrics import (
    BARE_NUMBER,
    PERIOD_RATE_UNITS,
    THROUGHPUT_UNITS,
    FoundMetric,
    clear_metric_caches,
    find_metrics,
    is_distractor_context,
    metric_matches,
    parse_number,
    primary_metric,
    unit_from_header,
    work_volumes,
)
from extractors.models import Block, BlockRole, Claim, ClaimContext, Deck, Metric, Page
from extractors.number_words import NUMBER_WORD, fold_word, number_value
from extractors.reach import (
    BENCHMARK_ACCURACY_TARGET,
    MLPERF_WORDS,
    RESULT_ID,
    bare_result_figure,
    benchmark_accuracy,
    has_field_rank,
    is_cost_per_answer,
    is_customer_demand,
    is_customer_target,
    is_drawn_from_results,
    is_field_position,
    is_follow_on_figure,
    is_industry_rank,
    is_input_table,
    is_ownership_per_work,
    is_present_cost,
    is_roadmap,
    is_scaled_result,
    is_service_price,
    is_told_with_scenario,
    is_worked_out,
    is_worked_out_cost,
    names_mlperf,
    rests_on_result,
    second_subject_metrics,
    slide_names_mlperf,
    subject_joins,
)
from extractors.vocab import claim_words
from extractors.work_rates import buyer_work_rates, is_benchmark_work
from extractors.work_spans import completion_times

ROUND = re.compile(
    r"(?:\bml\s?perf(?:™|®|\(tm\))?\s*(?:inference|inf\.?)?\s*(?:data\s?cent(?:er|re)|edge)?\s*"
    r"(?:v|version\s*|round\s*)?"
    r"|\binference\s+(?:v|version\s*|round\s*)?"
    r"|\bround\s+v?"
    r"|(?<![\w.])v)"
    r"(?P<major>\d)\.(?P<minor>\d)(?![\d])(?!\.\d)",
    re.IGNORECASE,
)
COST_WORDS = claim_words()["cost"]
MONEY_IN_WORDS = claim_words()["money_in_words"]
COST_UNIT = claim_words()["cost_unit"]
PAYBACK = claim_words()["payback"]
# The period a payback claim names ('in 7 months', 'within 14 weeks').
_DURATION = re.compile(
    rf"(?<![\w.])(?P<num>\d+(?:\.\d+)?|{NUMBER_WORD})[\s-]*(?P<unit>months?|weeks?|years?|days?)\b",
    re.I,
)
_PAYBACK_UNITS = frozenset({"months", "weeks", "years", "days", "x"})
# What a payback drawn from the results pays back: the compute, or the money spent on it.
_KIT = (
    r"(?:servers?|nodes?|racks?|clusters?|gpus?|systems?|box(?:es)?|cards?|appliances?|"
    r"accelerators?|machines?|hardware|compute)"
)
_COMPUTE_SPEND = re.compile(
    rf"\b(?:{_KIT}|spend|investment|purchase|capex|outlay|lease)\b", re.IGNORECASE
)
# The reader's own kit, or kit that serves no model ('your existing storage racks', 'the lease on
# your current servers'): its payback is not drawn from the offered product's results.
_READERS_KIT = re.compile(
    r"\b(?:(?:spend|investment|purchase|capex|outlay|lease)\s+(?:on|of|for|in)\s+)?"
    r"(?:(?:your|their|existing|current|legacy|old|present|installed)\s+(?:[\w-]+\s+){0,2}?|"
    r"(?:storage|tape|backup|file|network(?:ing)?|cooling|power|ups|office|desktop|print)\s+)"
    rf"{_KIT}\b",
    re.IGNORECASE,
)
# The multiple of its cost a payback returns ('recovered three times over', 'pays back 2.5x').
_PAYBACK_MULTIPLE = re.compile(
    r"(?<![\w.])(?:(?P<num>\d+(?:\.\d+)?)\s*(?:x|×|times|-?fold)(?!\w)|"
    rf"(?P<word>twice|{NUMBER_WORD}\s+times)\b)",
    re.IGNORECASE,
)
CURRENCY_AMOUNT = re.compile(r"[$€£¥₹₩]\s?\d[\d,.]*\s*(?:[kKmMbB]\b)?")
# The word alternatives share one leading \b, so that the regex engine tries them only where a
# word starts (four times faster than a \b in front of each, with the same matches).
RANK_WORDS = re.compile(
    r"(#\s?1\b|\b(?:no\.?\s?1\b|number[\s-]one\b|"
    # 'track record', 'for the record', 'setting the record straight' are idioms, not records.
    r"(?<!track\s)(?<!on\sthe\s)(?<!for\sthe\s)(?<!off\sthe\s)records?\b(?!\s+straight)|"
    # A sales team's 'win rate' and a supplier's 'lead time' rank nothing.
    r"record-\w+|wins?\b(?![\s/-]+(?:rates?|ratios?|loss(?:es)?)\b)|won\b|"
    r"winn(?:er|ing)\b|leader(?:ship)?\b|leads?\b(?!\s+(?:with|on|into|off)\b)(?![\s-]+times?\b)|"
    r"leading\b|"
    r"tops?\b|topped\b|"
    r"fastest\b|quickest\b|best\b|first place\b|beats?\b|sweeps?\b|swept\b|dominat\w+|"
    # the other superlatives a rank is written in ('the lowest latency', 'the most efficient')
    r"lowest\b|shortest\b|greatest\b|most\s+(?:efficient|powerful|performant|capable)\b|"
    r"best-in-class\b|unparall?ell?ed\b|unsurpassed\b|unequall?ed\b|"
    r"unmatched\b|unbeaten\b|unrivall?ed\b|highest\b|crushe[sd]\b|outperform\w*|"
    r"led\s+(?:every|all|the\s+(?:field|pack|industry|round|category|categories))\b|"
    r"ranked\s+(?:first|#?\s?1|top)\b|(?:placed|came(?:\s+in)?|finished)\s+first\b|"
    r"top[\s-](?:spot|position|score|ranked|ranking|result)s?\b|"
    r"outpac\w+|outscor\w+|outclass\w+|surpass\w+|"
    # idioms that put the product above the whole field ('second to none', 'ahead of the pack',
    # 'in a league of its own'); a verb that beats one named system ('out-served the Cisco
    # cluster') is a comparison, not a rank, and stays out
    r"unbeatable\b|second\s+to\s+none\b|in\s+a\s+(?:league|class)\s+of\s+(?:its|their|our)\s+own\b|"
    r"pole\s+position\b|ahead\s+of\s+the\s+(?:pack|field|competition|rest)\b))",
    re.IGNORECASE,
)
_ABBREVIATIONS = {
    "vs",
    "e.g",
    "i.e",
    "approx",
    "inc",
    "no",
    "fig",
    "est",
    "etc",
    "cf",
    "ca",
    "mr",
    "dr",
}
_DIGIT = re.compile(r"\d")
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])[\"”')\]]*\s+(?=[\"“(\[#*]?[A-Z0-9])")

CLAIM_ROLES = {
    BlockRole.TITLE,
    BlockRole.BODY,
    BlockRole.NOTES,
    BlockRole.TABLE_ROW,
    BlockRole.CHART_POINT,
}


def split_sentences(text: str) -> list[str]:
    """Split prose into sentences without breaking at decimals, versions or abbreviations."""
    # Finding claims asks about the same block texts many times (candidates, context, the
    # next sentence, slide statements): short texts are split once and the answer copied.
    if len(text) <= _CACHED_TEXT_CHARS:
        return list(_split_sentences_cached(text))
    return _split_sentences(text)


@functools.lru_cache(maxsize=4096)
def _split_sentences_cached(text: str) -> tuple[str, ...]:
    return tuple(_split_sentences(text))


def _split_sentences(text: str) -> list[str]:
    sentences: list[str] = []
    start = 0
    for match in _SENTENCE_BREAK.finditer(text):
        before = text[start : match.start()].rstrip(".!?\"”')] ")
        last_word = before.split()[-1].lower() if before.split() else ""
        if last_word in _ABBREVIATIONS or re.fullmatch(r"[a-z]", last_word):
            continue
        sentences.append(text[start : match.start()].strip())
        start = match.end()
    sentences.append(text[start:].strip())
    return [s for s in sentences if s]


# The accuracy variant written after a benchmark's name ('DLRM v2 (99% accuracy)', 'Llama 2 70B
# (99.9% of FP32 accuracy)', 'Llama 2 70B, 99.9% accuracy variant'): part of the name, as
# 'llama2-70b-99.9' is, no figure. Without brackets it must say it is the variant (or tier).
_ACCURACY_VARIANT = re.compile(
    r"\s*[(\[]\s*(?:high[\s-]accuracy,?\s*)?\d{2}(?:\.\d{1,2})?\s?%\s*"
    r"(?:(?:of\s+(?:the\s+)?(?:(?:fp32|fp16|bf16|reference|baseline)\s+)?)?"
    r"(?:accuracy|acc\.?)(?:\s+(?:target|variant|version|tier|level))?)?\s*[)\]]"
    r"|[\s,–-]+(?:at\s+)?(?:the\s+)?\d{2}(?:\.\d{1,2})?\s?%\s*(?:accuracy\s+)?"
    r"(?:variant|version|tier|category)\b",
    re.IGNORECASE,
)


def masked_spans(text: str) -> list[tuple[int, int]]:
    """Spans of model names (with an accuracy variant in brackets after them) and result ids,
    whose digits are not metrics or rounds."""
    spans = []
    for found in find_benchmarks(text):
        end = found.start + len(found.text)
        variant = _ACCURACY_VARIANT.match(text, end)
        spans.append((found.start, variant.end() if variant else end))
    metric_starts: list[int] | None = None
    for start, end in _model_mention_spans(text):
        if metric_starts is None:
            metric_starts = [m.start() for m in metric_matches(text)]
        # "Whisper 18,500 samples/s": a model mention swallows a trailing number that is
        # really the start of the metric after the name; the name ends where the metric starts.
        end = min((s for s in metric_starts if start < s < end), default=end)
        spans.append((start, end))
    spans += [m.span() for m in RESULT_ID.finditer(text)]
    return spans


def _model_mention_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where MODEL_MENTION matches `text` (short texts cached: masking and round finding both
    ask about a claim's sentence)."""
    if len(text) > _CACHED_TEXT_CHARS:
        return tuple(m.span() for m in MODEL_MENTION.finditer(text))
    return _model_mention_spans_cached(text)


@functools.lru_cache(maxsize=4096)
def _model_mention_spans_cached(text: str) -> tuple[tuple[int, int], ...]:
    """MODEL_MENTION's spans in a short text, kept for the next question about it."""
    return tuple(m.span() for m in MODEL_MENTION.finditer(text))


def metrics_in(text: str) -> list[FoundMetric]:
    """The metrics of `text` outside model names and result IDs (short texts cached: a slide's
    sentences are asked about when deciding claims, headings, deck statements and second
    subjects)."""
    if len(text) <= _CACHED_TEXT_CHARS:
        return list(_metrics_in_cached(text))
    return find_metrics(text, masked_spans(text))


@functools.lru_cache(maxsize=4096)
def _metrics_in_cached(text: str) -> tuple[FoundMetric, ...]:
    return tuple(find_metrics(text, masked_spans(text)))


# Titles, headers and footnotes are asked about once per sentence on their slide: short texts
# are answered from a cache, long ones (rare, and never repeated) are not kept.
_CACHED_TEXT_CHARS = 2000


def find_round(text: str) -> str | None:
    """The MLPerf round named in `text`, as `vX.Y`, or None."""
    if len(text) <= _CACHED_TEXT_CHARS:
        return _find_round_cached(text)
    return _find_round(text)


@functools.lru_cache(maxsize=4096)
def _find_round_cached(text: str) -> str | None:
    return _find_round(text)


def clear_text_caches() -> None:
    """Forget the cached answers about short texts (a benchmark's cold pass starts with this)."""
    _find_round_cached.cache_clear()
    _split_sentences_cached.cache_clear()
    _metrics_in_cached.cache_clear()
    _model_mention_spans_cached.cache_clear()
    _has_benchmark_context_cached.cache_clear()
    clear_benchmark_cache()
    clear_metric_caches()


_SOFTWARE_BEFORE = re.compile(
    r"\b(?:sdk|driver|cuda|rocm|firmware|bios|tensorrt(?:-llm)?|vllm|sglang|pytorch|jax|triton|"
    r"release|build|software|stack|library|api|os|kernel|compiler|toolkit|runtime|version|"
    r"rev(?:ision)?|model|spec|pcie|nvlink|ethernet|usb)\W{0,3}$",
    re.IGNORECASE,
)
_KNOWN_ROUNDS = frozenset(
    f"v{r}"
    for r in (
        "0.5",
        "0.7",
        "1.0",
        "1.1",
        "2.0",
        "2.1",
        "3.0",
        "3.1",
        "4.0",
        "4.1",
        "5.0",
        "5.1",
        "6.0",
    )
)


# A version as the comparison checks read it: a 'v', one digit, a dot and one digit.
_BARE_VERSION = re.compile(r"\bv\d\.\d\b")


def written_versions(text: str) -> set[str]:
    """Every bare 'vX.Y' in `text` that may be a round: not one written right after a software,
    driver or firmware name ('On driver v4.1 the H4 posted ...' names no round)."""
    return {
        m.group(0)
        for m in _BARE_VERSION.finditer(text)
        if not _after_software_name(text, m.start())
    }


def _after_software_name(text: str, start: int) -> bool:
    """Whether a version at `start` is written right after a software, driver or firmware name."""
    return _SOFTWARE_BEFORE.search(text[max(0, start - 20) : start]) is not None


def _bare_version_is_round(text: str, match: re.Match[str], found: str) -> bool:
    """A bare 'v2.3' is a round only beside MLPerf words, never right after a software name."""
    if _after_software_name(text, match.start()):
        return False
    return found in _KNOWN_ROUNDS or bool(MLPERF_WORDS.search(text))


def _written_round(text: str, match: re.Match[str]) -> str | None:
    """The round a ROUND match writes ('v5.1'), or None for a bare version that is no round
    (a product's 'v4.1' firmware)."""
    found = f"v{match.group('major')}.{match.group('minor')}"
    if match.group(0).lower().startswith("v") and not _bare_version_is_round(text, match, found):
        return None
    return found


def _find_round(text: str) -> str | None:
    """The round a text's subject is measured in: the first round written outside a model's name,
    unless the subject's own result ID comes before it; else its result ID's round."""
    ids = RESULT_ID.search(text)
    model_spans = [(m.start, m.start + len(m.text)) for m in find_benchmarks(text)]
    model_spans += _model_mention_spans(text)
    for match in ROUND.finditer(text):
        digit_start = match.start("major")
        if any(s <= digit_start < e for s, e in model_spans):
            continue
        found = _written_round(text, match)
        if found is None:
            continue
        if ids and ids.start() < match.start() and match.group(0)[:1].lower() == "v":
            # '(5.1-0069 against v4.1-0043)': the subject's own result ID comes first; a round
            # the text names outright ('Up from its 4.1-0043 entry, ... in MLPerf Inference
            # v5.1') is the claim's, whatever compared entry came before it.
            break
        return found
    if ids:
        return f"v{ids.group(1)}"
    return None


def find_result_id(text: str) -> str | None:
    """A result id such as `4.1-0043` or `v4.1-0043`, as written, or None."""
    match = RESULT_ID.search(text)
    return match.group(0) if match else None


def has_benchmark_context(text: str) -> bool:
    """True when text names MLPerf/MLCommons, an MLPerf benchmark, or an MLPerf result ID."""
    if len(text) <= _CACHED_TEXT_CHARS:
        return _has_benchmark_context_cached(text)
    return _has_benchmark_context(text)


@functools.lru_cache(maxsize=4096)
def _has_benchmark_context_cached(text: str) -> bool:
    return _has_benchmark_context(text)


def _has_benchmark_context(text: str) -> bool:
    return (
        bool(MLPERF_WORDS.search(text))
        or bool(find_benchmarks(text))
        or bool(RESULT_ID.search(text))
    )


@dataclass
class _PageContext:
    """What the rest of a page (and the deck) says, for deciding and describing claims on it."""

    page: Page
    title: str | None
    footnotes: list[Footnote]
    notes: list[str]
    slide_text: list[str]
    chart_titles: dict[str, list[str]]
    table_headers: dict[str, Block]
    headings: list[str]
    deck_level: list[str]
    mlperf_on_slide: bool = False
    mlperf_elsewhere: bool = False
    endnotes: dict[str, list[str]] = field(default_factory=dict)
    # The rows each table's header is read from (a header row and the sub-header rows under it).
    header_rows: set[int] = field(default_factory=set)
    is_disclosure: bool = False
    statements: list[str] = field(default_factory=list)
    inline_keys: set[str] = field(default_factory=set)
    # The unit of the last throughput claim read on the slide, for a bare follow-on figure.
    last_rate_unit: str | None = None
    # The keys of the notes a marker on the slide may point to (its footnotes, the deck's
    # endnotes), lower-cased; None reads every bracketed number as a marker.
    note_keys: set[str] | None = None

    def split_markers(self, text: str) -> tuple[str, list[str]]:
        """Text without its footnote markers, raised or (on a slide that sets them so) inline,
        and the markers."""
        text, markers = split_markers(text, self.note_keys)
        if not self.inline_keys:
            return text, markers
        text, inline = split_inline_markers(text, self.inline_keys)
        return text, markers + inline

    def header_text(self, block: Block) -> str | None:
        """The header row of the block's table, unless the block is that row."""
        header = self.table_headers.get(block.group or "")
        if header is None or id(block) in self.header_rows or _has_metric(header.text):
            return None  # a first row with a figure in it is data (a table split by the layout)
        return header.text

    def chart_title(self, block: Block) -> str | None:
        """The titles of the block's chart (title and axis titles), joined."""
        return " / ".join(self.chart_titles.get(block.group or "", [])) or None

    def among_mlperf_results(self, text: str, metric: FoundMetric | None, is_cost: bool) -> bool:
        """A figure within the reach of the deck's MLPerf results is a claim though its own text
        names no benchmark (see `extractors.reach`): a throughput figure, or a latency or speed-up
        worded as a result, set among the slide's MLPerf results (a follow-on about 'the same
        system', a model that is no MLPerf benchmark); a throughput or per-watt figure worked out
        from the results or a cost per answer on another slide of a deck that presents MLPerf
        results."""
        if metric is None:
            return False
        kind = "cost" if is_cost and metric.kind != "throughput" else metric.kind
        on_slide = self.mlperf_on_slide or any(MLPERF_WORDS.search(t) for t in self.deck_level)
        if on_slide and kind == "throughput":
            return True
        names_model = bool(MODEL_MENTION.search(text) or SIZED_MODEL.search(text))
        if on_slide and is_follow_on_figure(text, kind, names_model):
            return True
        if not (on_slide or self.mlperf_elsewhere):
            return False
        if is_told_with_scenario(text, kind):
            return True  # worded as a benchmark result, on whichever slide it stands
        if (
            kind == "percent"
            and benchmark_accuracy([metric], text) is not None
            and is_follow_on_figure(text, kind, names_model)
        ):
            return True  # the benchmark's accuracy target, in a deck that presents its results
        if kind == "cost":  # a table cell's figure names its column ('0.004 (€ per ticket)')
            # a payback period or multiple is a return drawn from the deck's results
            return (
                is_cost_per_answer(text)
                or is_cost_per_answer(metric.raw)
                or is_worked_out_cost(text)
                or is_ownership_per_work(text)
                or (
                    metric.unit in _PAYBACK_UNITS
                    and PAYBACK.search(text) is not None
                    and _pays_back_the_offer(text)
                )
            )
        # A rate per watt is worked out from a result as much as a rate per GPU is.
        return kind in ("throughput", "efficiency", "score") and is_drawn_from_results(
            text, metric.unit
        )

    def multiplies_out_last_rate(self, metric: FoundMetric | None) -> bool:
        """A volume of the same work as the rate claimed before it on the slide, over a stretch
        of time ('52,700 tokens/s' then 'over a 7-hour night that clears 1.33 billion tokens'),
        is that rate multiplied out: a figure drawn from it."""
        if metric is None or self.last_rate_unit is None or metric.unit not in PERIOD_RATE_UNITS:
            return False
        return metric.unit.split("/")[0] == self.last_rate_unit.split("/")[0]

    def reaches_rank(self) -> bool:
        """Whether a rank over the whole field on this slide is read against MLPerf results."""
        return (
            self.mlperf_on_slide
            or self.mlperf_elsewhere
            or any(MLPERF_WORDS.search(t) for t in self.deck_level)
        )

    def footnotes_for(self, markers: list[str]) -> list[str]:
        """The footnotes a claim with these markers reads: its slide's, then for a marker its
        slide does not explain, the deck's endnotes of that marker."""
        own = bound_footnotes(markers, self.footnotes)
        keys = {f.key.lower() for f in self.footnotes if f.key is not None}
        endnotes = [
            note
            for marker in markers
            if marker.lower() not in keys
            for note in self.endnotes.get(marker.lower(), [])
        ]
        return endnotes + own if endnotes else own

    def cited_by(self, markers: list[str]) -> list[str]:
        """The footnotes and endnotes the markers point to, without the unmarked ones."""
        return [t for t in self.footnotes_for(markers) if t not in self.unmarked_footnotes()]

    def unmarked_footnotes(self) -> list[str]:
        """The footnotes that cover the whole slide (no marker binds them)."""
        return [f.text for f in self.footnotes if f.key is None]

    def context_texts(self, block: Block, lead_in: str | None, markers: list[str]) -> list[str]:
        """The text a claim is read in, nearest first: its footnotes, its table header or chart,
        the slide's title and headings, a lead-in line, then deck-level statements."""
        texts = [*self.footnotes_for(markers), self.header_text(block), self.chart_title(block)]
        texts += [*self.headings, *self.lone_chart_titles(block), lead_in, *self.deck_level]
        return [t for t in texts if t]

    def label_texts(self, block: Block, lead_in: str | None, markers: list[str]) -> list[str]:
        """The text a claim's benchmark, round and result ID are read from, nearest first: its
        context, with the slide's own statements (no claims themselves) before the deck-level
        ones. The statements label a claim; they do not make a figure one."""
        texts = self.context_texts(block, lead_in, markers)
        statements = [s for s in self.statements if s not in texts]
        if not statements:
            return texts
        deck = [t for t in texts if t in self.deck_level]
        return [t for t in texts if t not in self.deck_level] + statements + deck

    def lone_chart_titles(self, block: Block) -> list[str]:
        """The titles of the slide's one chart, for a sentence beside it: the chart is the
        slide's figure, and its title names the benchmark the sentence discusses."""
        if block.role not in (BlockRole.BODY, BlockRole.TITLE) or len(self.chart_titles) != 1:
            return []
        return next(iter(self.chart_titles.values()))

    def context_for(
        self, block: Block, lead_in: str | None, markers: list[str], text: str = ""
    ) -> ClaimContext:
        """The context kept with a claim read from `block`."""
        header_text = self.header_text(block)
        footnotes = self.footnotes_for(markers)
        # A claim that is one sentence of a longer block keeps its block as context.
        slide_text = [t for t in self.slide_text if t != block.text or len(split_sentences(t)) > 1]
        if lead_in and lead_in not in slide_text:
            slide_text.insert(0, lead_in)
        return ClaimContext(
            slide_title=self.title,
            table_header=header_text,
            chart_title=self.chart_title(block),
            footnotes=footnotes,
            # footnotes_for lists the marker-bound notes first, then every unmarked one.
            marked_footnotes=len(footnotes) - len(self.unmarked_footnotes()),
            slide_text=slide_text[:40],
            notes=list(self.notes)
            if block.role != BlockRole.NOTES
            else [n for n in self.notes if n != block.text],
            headings=[h for h in self.headings if h != self.title and h != block.text],
            deck_statements=list(self.deck_level),
            markers=markers,
            next_sentence=self.next_sentence(block, text),
        )

    def next_sentence(self, block: Block, text: str) -> str | None:
        """The sentence after `text`: later in its own block, or the start of the next body block."""
        sentences = split_sentences(block.text)
        for index, sentence in enumerate(sentences[:-1]):
            if self.split_markers(sentence)[0] == text:
                return sentences[index + 1]
        blocks = [b for b in self.page.blocks if b.visible and b.role == BlockRole.BODY]
        for index, candidate in enumerate(blocks[:-1]):
            if candidate is block:
                following = split_sentences(blocks[index + 1].text)
                return following[0] if following else None
        return None


def _page_context(
    page: Page,
    kind,
    deck_level: list[str],
    mlperf_pages: set[int],
    endnotes: dict[str, list[str]] | None = None,
) -> _PageContext:
    visible = [b for b in page.blocks if b.visible]
    headings = page_headings(page, kind, _has_metric)
    title = page.title if page.title else None
    notes = [b.text for b in page.blocks if b.role == BlockRole.NOTES]
    slide_text = [b.text for b in visible if b.role in (BlockRole.BODY, BlockRole.TITLE)]
    chart_titles: dict[str, list[str]] = defaultdict(list)
    table_headers: dict[str, Block] = {}
    rows: dict[str, list[Block]] = defaultdict(list)
    for block in page.blocks:
        if block.role == BlockRole.CHART_TITLE and block.group:
            chart_titles[block.group].append(block.text)
        if block.role == BlockRole.TABLE_ROW and block.group:
            rows[block.group].append(block)
    header_rows: set[int] = set()
    for group, group_rows in rows.items():
        header, under = _table_header(group_rows)
        table_headers[group] = header
        header_rows.update(id(b) for b in (group_rows[0], *under))
    inline_keys = inline_footnote_keys(page)
    note_keys = {
        key.lower()
        for b in page.blocks
        if b.role == BlockRole.FOOTNOTE and (key := footnote_key(b.text, True)) is not None
    } | set(endnotes or {})
    return _PageContext(
        page,
        title,
        page_footnotes(page, inline_keys),
        notes,
        slide_text,
        chart_titles,
        table_headers,
        headings,
        [t for t in deck_level if t not in slide_text],
        mlperf_on_slide=page.number in mlperf_pages,
        mlperf_elsewhere=bool(mlperf_pages - {page.number}),
        endnotes=endnotes or {},
        header_rows=header_rows,
        is_disclosure=bool(page.title and DISCLOSURE_TITLE.match(page.title)),
        statements=_slide_statements(visible, headings),
        inline_keys=inline_keys,
        note_keys=note_keys,
    )


def _table_header(rows: list[Block]) -> tuple[Block, list[Block]]:
    """A table's header, and the sub-header rows read into it: under a header with no figure,
    a row with no figure whose first cell is empty ('| Server | Offline' under 'System | Llama
    2 70B tokens/s |') heads the figure columns, not a system; its cells join the header's."""
    header = rows[0]
    if _has_metric(header.text):
        return header, []
    columns = [c.strip() for c in header.text.split(" | ")]
    under: list[Block] = []
    for row in rows[1:]:
        cells = [c.strip() for c in row.text.split(" | ")]
        if len(cells) != len(columns) or cells[0] or not any(cells) or _has_metric(row.text):
            break
        columns = [
            " ".join(p for p in (top, sub) if p) for top, sub in zip(columns, cells, strict=True)
        ]
        under.append(row)
    if not under or len(under) == len(rows) - 1:
        return header, []  # no sub-header, or no data rows under it: the first row heads alone
    return header.model_copy(update={"text": " | ".join(columns)}), under


def _slide_statements(blocks: list[Block], headings: list[str]) -> list[str]:
    """The sentences of a slide's body that label its results without being claims themselves:
    no figure, no rank words, and MLPerf, a division or a scenario named ('All results in this
    release: MLPerf Inference v5.1, Closed division')."""
    out: list[str] = []
    for block in blocks:
        if block.role != BlockRole.BODY or block.text in headings:
            continue
        for sentence in split_sentences(block.text):
            sentence = split_markers(sentence)[0]
            # the label words first: they are cheaper than reading metrics and rank words
            if not (MLPERF_WORDS.search(sentence) or _STATEMENT_LABEL.search(sentence)):
                continue
            if not (_has_metric(sentence) or _has_rank_words(sentence)):
                out.append(sentence)
    return out


_STATEMENT_LABEL = re.compile(r"\b(?:division|scenario)\b", re.IGNORECASE)


_RESULT_LABEL = re.compile(
    r"\b(?:closed|open|offline|server|interactive|single[\s-]?stream|multi[\s-]?stream)\b", re.I
)


def _names_round(page: Page) -> bool:
    """A slide that names an MLPerf round with a division or scenario ('Offline tokens/s (v5.1,
    Closed)') presents MLPerf results, though it names neither MLPerf nor a benchmark."""
    for block in page.blocks:
        if not block.visible or block.role == BlockRole.NOTES:
            continue
        if _RESULT_LABEL.search(block.text) and find_round(block.text):
            return True
    return False


def _has_metric(text: str) -> bool:
    return bool(metrics_in(text))


# Words that go on after a benchmark's accuracy tier to say what it shows ('Llama 2 70B at the
# 99.9% accuracy tier: proof that ...'): a clause of its own, not a label list.
_TIER_CLAUSE_WORDS = 5
_FIGURE_START = re.compile(r"(?<![\w.])\d")  # a figure of its own, not a name's digit ('K8')


def _accuracy_tier_sold(text: str) -> list[FoundMetric]:
    """The benchmark's accuracy tier, when a sentence with no other figure goes on to say what
    it means ('Llama 2 70B at the 99.9% accuracy tier: proof that the drafts are right'): the
    tier is the figure the sentence sells. A label line that only names the tier is no claim."""
    if "%" not in text:
        return []
    tier = BENCHMARK_ACCURACY_TARGET.search(text)
    if tier is None or len(text[tier.end() :].split()) < _TIER_CLAUSE_WORDS:
        return []
    rest = text[tier.end() :]
    if _FIGURE_START.search(rest) or rest.count(",") > 1 or "|" in rest:
        return []  # more figures or labels after it: a label list or another claim's sentence
    percent = re.match(r"\d+(?:\.\d+)?", tier.group(0))
    if percent is None:
        return []
    raw = tier.group(0)[: tier.group(0).index("%") + 1]
    return [FoundMetric(float(percent.group(0)), "%", raw, tier.start(), tier.start() + len(raw))]


def _pays_back_the_offer(text: str) -> bool:
    """Whether a payback names compute or its spend other than the reader's own kit."""
    own = [m.span() for m in _READERS_KIT.finditer(text)]
    return any(
        not any(start <= m.start() and m.end() <= end for start, end in own)
        for m in _COMPUTE_SPEND.finditer(text)
    )


def _payback_in_words(text: str) -> bool:
    """A payback told in words ('recovered three times over', 'pays for itself in under five
    months'), with no digit."""
    folded = text.lower()
    if not any(w in folded for w in ("pay", "break", "recoup", "recover", "earn")):
        return False  # every PAYBACK word holds one of these: most prose stops here
    return PAYBACK.search(text) is not None and (
        _PAYBACK_MULTIPLE.search(text) is not None or _DURATION.search(text) is not None
    )


# The reader as the subject of a rate's clause ('Your editors file 1,200 stories a day').
_READER_SUBJECT = re.compile(r"\b(?:your|you)\b", re.IGNORECASE)
_CLAUSE_START = re.compile(r"[;:,.](?:\s|$)")
# A rate reached from a result, not from any working: 'at that rate', 'from that result', 'on
# the Offline figure'.
_RESULT_TIE = re.compile(
    r"\b(?:at|on|from|with)\s+(?:that|this|those|these|the\s+same|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:rates?|results?|figures?|speeds?|throughput|scores?)\b",
    re.IGNORECASE,
)


def _buyer_work_rate(text: str, page_ctx: _PageContext, markers: list[str]) -> list[FoundMetric]:
    """A rate in the buyer's own units ('65 teaser clips an hour'), taken when the benchmark's own
    noun counts it ('summary tokens a day') or the sentence ties it to a result: it says it was
    worked out, names MLPerf or a benchmark itself, or cites a note that does. Without that tie
    so much work a day is the buyer's own volume, no claim."""
    rates = buyer_work_rates(text, masked_spans(text))
    if not rates or is_distractor_context(text):
        return []
    if any(is_benchmark_work(r.unit) for r in rates):
        return [r for r in rates if is_benchmark_work(r.unit)]
    if _READER_SUBJECT.search(_CLAUSE_START.split(text[: rates[0].start])[-1]):
        # the reader's own volume ('Your team reviews 300 contracts a day; MLPerf does not
        # measure that'): MLPerf named in passing or a working of the buyer's own records is
        # no tie; only a result is (its ID, its figure, 'at that rate')
        tied = (
            RESULT_ID.search(text) is not None
            or _RESULT_TIE.search(text) is not None
            or any(m.unit in THROUGHPUT_UNITS for m in find_metrics(text))
            or any(RESULT_ID.search(note) for note in page_ctx.cited_by(markers))
        )
        return rates if tied else []
    tied = (
        is_worked_out(text)
        or has_benchmark_context(text)
        or any(has_benchmark_context(note) for note in page_ctx.cited_by(markers))
    )
    return rates if tied else []


# Words that say a finishing time was worked out from a result: 'at that rate', 'at the Server
# pace', 'on that basis', 'by the same reckoning', 'projected', 'scaled'.
_WORKED_TIME = re.compile(
    r"\b(?:(?:at|on|from|by)\s+(?:(?:that|this|those|these|the(?!\s+same\b)|its|their)\s+"
    r"(?:[\w-]+\s+){0,2}?|"
    # 'the same' alone ties nothing ('at the same rate as last year'): it needs a scenario or
    # result word ('at the same Offline rate') or a noun of working out ('on the same basis')
    r"the\s+same\s+(?=(?:basis|reckoning|results?|figures?|numbers?|throughput)\b)|"
    r"the\s+same\s+(?:offline|server|single-?stream|multi-?stream|interactive|mlperf|"
    r"benchmark(?:ed)?|measured|published|submitted|result)\s+)"
    r"(?:rates?|pace|speeds?|results?|figures?|throughput|basis|reckoning|"
    r"numbers?)\b|project(?:ed|ion)\b|extrapolat\w+|"
    # the verb, not the noun: 'scaled to two racks', never 'scaling workshops' or 'our projects'
    r"scal(?:ed|ing)\s+(?:[a-z]+ly\s+)?(?:up|out|to|across|over|onto)\b|modell?ed\b|"
    r"(?:derived|sized|estimated|calculated|computed)\s+(?:from|on)\b)",
    re.IGNORECASE,
)


def _finishing_time(text: str, page_ctx: _PageContext, markers: list[str]) -> FoundMetric | None:
    """The time a machine takes to finish a body of work ('the backlog clears in under 9 hours'),
    taken only when the sentence ties it to a result: it says it was worked out, names MLPerf or
    a benchmark, or cites a note that does. Without that tie a time is a schedule or a service
    term ('support replies within 4 hours'), no claim."""
    times = completion_times(text)
    if not times or is_distractor_context(text):
        return None
    tied = (
        _WORKED_TIME.search(text) is not None
        or is_worked_out(text)
        or has_benchmark_context(text)
        or any(has_benchmark_context(note) for note in page_ctx.cited_by(markers))
    )
    return times[0] if tied else None


def _topic_title(text: str, page_ctx: _PageContext) -> bool:
    """The slide's title as a short headline ('Record-breaking inference', 'Benchmark
    leadership'): it names the slide's topic, where a title written as a sentence ('The fastest
    inference rack in the industry.') states a claim."""
    return (
        text == page_ctx.title and len(text.split()) <= 3 and not text.rstrip().endswith((".", "!"))
    )


def _has_rank_words(text: str) -> bool:
    """Whether `text` holds a rank word or ranks the product above the whole field."""
    if not may_rank(text):
        return False  # the screen's literals are in every match of both patterns
    return RANK_WORDS.search(text) is not None or has_field_rank(text)


def _first_benchmark(texts: list[str]) -> tuple[str | None, str | None]:
    for text in texts:
        found = find_benchmarks(text)
        if found:
            return found[0].benchmark_id, found[0].text
    return None, None


def _first_round(texts: list[str]) -> str | None:
    for text in texts:
        found = find_round(text)
        if found:
            return found
    return None


_TRAILING_BRACKET = re.compile(r"\s*(?:\([^()]{1,40}\)|\[[^\[\]]{1,6}\])\s*$")
# A column that counts machines ('GPUs', '# of nodes'): its figures are sizes, never results.
_COUNT_HEADER = re.compile(
    r"^\W*(?:#|no\.|number)?\s*(?:of\s+)?(?:gpus?|accelerators?|chips?|cards?|nodes?|systems?|"
    r"servers?|sockets?|cpus?|count|qty|quantity)\W*$",
    re.IGNORECASE,
)
_SCENARIO_WORD = re.compile(
    r"\b(?:offline|server|interactive|single[\s-]?stream|multi[\s-]?stream)\b", re.IGNORECASE
)


def _published_unit(header_cell: str, titles: list[str]) -> str | None:
    """The unit MLPerf publishes for the benchmark and scenario a column is headed by ('Llama 2
    70B Offline', or 'Offline' under a title naming the benchmark), for a column of bare figures."""
    scenario = _SCENARIO_WORD.search(header_cell)
    if scenario is None:
        return None
    benchmark, _ = _first_benchmark([header_cell, *titles])
    return published_unit(benchmark, scenario.group(0))


def _table_row_metric(
    block: Block, header: Block | None, page: Page, titles: list[str] | None = None
) -> FoundMetric | None:
    """A row's metric: a cell with its own unit, or a bare number under a header that names one.

    A row whose own units are only a factor or a percentage ('10× RTX PRO 6000' in an
    accelerators column) reads its rate from the header when the header names one."""
    metrics = metrics_in(block.text)
    if any(m.kind not in ("factor", "percent") for m in metrics):
        own = primary_metric(metrics)
        labelled = _row_label_figure(block.text, header)
        if (
            own is not None
            and labelled is not None
            and _label_figure_first(block.text, own, *labelled)
        ):
            return labelled[0]
        return own
    from_header = _header_metric(block, header, titles)
    return from_header or primary_metric(metrics)


# A figure that works another out ('x 3,600 s', '= 41,200 tokens/s') follows an operator.
_WORKING_OPERATOR = re.compile(r"(?<![A-Za-z])[x×*÷/=+−-]\s*$", re.IGNORECASE)
# A bare four-digit year ('2025') in the cell after a label is a date, not the row's figure.
_YEAR = re.compile(r"^(?:19|20)\d\d$")


def _row_label_figure(row: str, header: Block | None = None) -> tuple[FoundMetric, int] | None:
    """The bare figure right after a row label that names its unit ('Tokens per server-hour |
    174.7 million | ... x 3,600 s'), and where its cell starts: the row's own figure, before
    any figure in a later cell that only shows how it was worked out. Not a year, nor a figure
    in a column the header names as a count ('GPUs', 'nodes')."""
    cells = row.split(" | ")
    if len(cells) < 2 or BARE_NUMBER.match(cells[0]):
        return None
    header_cells = header.text.split(" | ") if header is not None else []
    if len(header_cells) > 1 and _COUNT_HEADER.match(split_markers(header_cells[1])[0].strip()):
        return None
    if _YEAR.match(split_markers(cells[1])[0].strip()):
        return None
    unit = unit_from_header(split_markers(cells[0])[0])
    match = BARE_NUMBER.match(split_markers(cells[1])[0])
    if unit is None or match is None:
        return None
    value = parse_number(match.group("num"), match.group("mult"))
    if value is None:
        return None
    return FoundMetric(value, unit, cells[1].strip(), 0, 0), len(cells[0]) + 3


def _label_figure_first(row: str, own: FoundMetric, labelled: FoundMetric, start: int) -> bool:
    """Whether the labelled figure is the row's own, and the later unit-bearing figure only
    works it out: that one comes after an operator ('x 3,600 s') or in another unit."""
    if start >= own.start:
        return False
    if _WORKING_OPERATOR.search(row[: own.start]):
        return True
    return not labelled.unit.startswith(own.unit)


# A rate a second written after a bare figure ('643,122/s', '1,200 per sec').
_TRAILING_PER_SECOND = re.compile(r"\s*(?:/\s?s(?:ec)?|per\s+sec(?:ond)?)\s*$", re.IGNORECASE)


def _header_metric(
    block: Block, header: Block | None, titles: list[str] | None
) -> FoundMetric | None:
    """A bare number under a header (or beside a row label) that names its unit."""
    if header is None or header is block:
        return None
    header_cells = [split_markers(h)[0].strip() for h in header.text.split(" | ")]
    # '98,400⁴': a cell's footnote marker is no part of its figure
    cells = [split_markers(c)[0].strip() for c in block.text.split(" | ")]
    # A row that names its own benchmark and scenario ('Q7 | Llama 2 70B | Offline | 98,400'
    # under 'System | Benchmark | Scenario | Result') is published in that pair's unit.
    row_words = " / ".join(c for c in cells if not BARE_NUMBER.match(c))
    candidates: list[FoundMetric] = []
    bare: list[tuple[float, str]] = []
    for col, cell in enumerate(cells):
        # '18,592.2 (5.1-0069)': a figure with its result ID or a note in brackets after it.
        # '643,122/s': a rate whose noun the column and row leave to the benchmark.
        plain = _TRAILING_BRACKET.sub("", cell)
        per_second = _TRAILING_PER_SECOND.search(plain)
        match = BARE_NUMBER.match(plain[: per_second.start()] if per_second else plain)
        if not match or col >= len(header_cells):
            continue
        value = parse_number(match.group("num"), match.group("mult"))
        if value is None:
            continue
        # The unit in the column's header, else in a unit column right after ('24,525 | tokens/s'),
        # else in the row's own label (a table with one row per metric: 'Server tokens/s | ...').
        after = cells[col + 1] if col + 1 < len(cells) else ""
        unit = (
            unit_from_header(header_cells[col])
            or (unit_from_header(after) if after and not BARE_NUMBER.match(after) else None)
            or (unit_from_header(cells[0]) if col > 0 and not BARE_NUMBER.match(cells[0]) else None)
            or _published_unit(header_cells[col], titles or [])
            or (
                None
                if _COUNT_HEADER.match(header_cells[col])
                # the header's corner cell may name the benchmark and scenario of every column
                # ('Llama 2 70B, Server, Closed | MLPerf v4.1 | MLPerf v5.1')
                else _published_unit(
                    f"{row_words} / {header_cells[col]} / {header_cells[0] if col else ''}",
                    [row_words, header_cells[0], *(titles or [])],
                )
            )
        )
        if per_second and unit not in THROUGHPUT_UNITS:
            continue  # a rate a second is a throughput, whatever latency the benchmark publishes
        if unit:
            candidates.append(FoundMetric(value, unit, f"{cell} ({header_cells[col]})", 0, 0))
        elif col > 0 and not _COUNT_HEADER.match(header_cells[col]):
            bare.append((value, cell))
    if not candidates and bare and titles:
        # A wide table (one column per benchmark) whose unit only the slide's title announces.
        unit = next((u for u in (unit_from_header(t) for t in titles) if u), None)
        if unit:
            value, cell = bare[0]
            candidates.append(FoundMetric(value, unit, cell, 0, 0))
    return primary_metric(candidates)


def _chart_point_metric(block: Block, chart_titles: list[str]) -> FoundMetric | None:
    value_text = block.text.rsplit(":", 1)[-1].strip()
    match = BARE_NUMBER.match(value_text)
    if not match:
        return None
    value = parse_number(match.group("num"), match.group("mult"))
    if value is None:
        return None
    unit = None
    # A category that names its own unit ('Offline (samples/s)', 'Server (queries/s)') says what
    # its bar measures more closely than the series or the axis ('Images per second').
    own = block.location.chart_category or ""
    for text in [own, block.location.chart_series or "", *chart_titles]:
        unit = unit_from_header(text)
        if unit:
            break
    if unit is None:  # 'Llama 2 70B, Offline' over bare bars: the unit MLPerf publishes it in
        # (the benchmark and scenario may be the series, a title or the point's own category)
        names = [block.location.chart_series or "", *chart_titles]
        names.append(block.location.chart_category or "")
        unit = _published_unit(" / ".join(names), [])
    return FoundMetric(value, unit or "", value_text, 0, 0)


def _candidate_units(block: Block) -> list[tuple[str, Block]]:
    """The pieces of a block that can each be a claim: sentences, or the whole row or point."""
    if block.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
        return [(block.text, block)]
    return [(sentence, block) for sentence in split_sentences(block.text)]


def find_claims(deck: Deck) -> list[Claim]:
    """Every benchmark claim in the deck, in page order, with metric, benchmark, round and context."""
    claims: list[Claim] = []
    deck_level = deck_statements(deck.pages, deck.kind, _has_metric, split_sentences)
    mlperf_pages = {
        page.number for page in deck.pages if slide_names_mlperf(page) or _names_round(page)
    }
    endnotes = deck_endnotes(deck.pages)
    for page in deck.pages:
        page_ctx = _page_context(page, deck.kind, deck_level, mlperf_pages, endnotes)
        counter = 0
        lead_in: str | None = None
        for block in page.blocks:
            if block.role == BlockRole.BODY and block.visible and block.text.rstrip().endswith(":"):
                lead_in = block.text
            if block.role not in CLAIM_ROLES or not block.visible:
                continue
            if page_ctx.is_disclosure and footnote_key(block.text, True) is not None:
                continue  # an endnote is context for the claims that carry its marker
            header = page_ctx.table_headers.get(block.group or "")
            if (
                block.role == BlockRole.TABLE_ROW
                and id(block) in page_ctx.header_rows
                and not _has_metric(block.text)
            ):
                continue  # the header rows are context, not claims (a row with a figure is data)
            units = _candidate_units(block)
            caption = _callout_caption(block, page) if block.role == BlockRole.BODY else None
            if caption is not None:
                label, above = caption
                figure = block.text.strip()
                units = [(f"{label}: {figure}" if above else f"{figure} {label}", block)]
            for text, source in units:
                claim_id = f"p{page.number}-{counter + 1}"
                claim = _claim_from_text(text, source, page_ctx, header, lead_in, claim_id)
                if claim is None:
                    continue
                if claim.benchmark is None and counter:
                    claim = _same_benchmark_as(claim, claims[-counter:])
                subjects = _second_subject_claims(claim)
                if subjects:
                    subjects = _own_markers([claim, *subjects], text, source, page_ctx, lead_in)
                for one in subjects or [claim]:
                    counter += 1
                    claims.append(one.model_copy(update={"id": f"p{page.number}-{counter}"}))
                    if one.metric and one.metric.unit in THROUGHPUT_UNITS:
                        page_ctx.last_rate_unit = one.metric.unit
    return claims


# A result that says it was run on the same benchmark or system as the one before it ('from the
# same system on the same benchmark').
_SAME_RUN = re.compile(
    r"\bsame\s+(?:benchmarks?|tests?|models?|workloads?|tasks?|systems?|box|machines?|servers?|"
    r"nodes?|configurations?|config|setup|hardware|platforms?|racks?|clusters?)\b",
    re.IGNORECASE,
)
# 'Same QuantaGrid, Offline scenario: ...': the same named thing, another run of the result only
# when that result names it too ('the same Tuesday', 'the same Python stack' are not).
_SAME_NAME = re.compile(r"\bsame\s+((?-i:[A-Z])[\w-]*)", re.IGNORECASE)
# "AMD's v6.0 figure is nearly five times ...": a vendor's or system's figure named by its owner,
# another mention of a result whose sentence names that owner too.
_OWNERS_FIGURE = re.compile(
    r"\b((?-i:[A-Z])[\w-]*)['’]s\s+(?:[\w.-]+\s+){0,2}?(?:figure|result|number|score|showing)s?\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w-]+")
# A system's model number, letters and digits mixed ('D74A-7U', 'XE9680', 'GB200'), not a round
# ('v5.1'), a count ('8x') or a result ID (digits first).
# Six characters at least, or hyphenated ('K8-4U'): a chip's short name ('H200', 'GB200') is
# shared by many systems.
_MODEL_NUMBER = re.compile(
    r"(?<![\w.-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])(?:[A-Za-z][\w-]{5,}|[A-Za-z]\w*-[\w-]+)"
)
# A figure the deck's own team measured ('our own test', 'in-house') is no other run of a result.
_OWN_TEST = re.compile(
    r"\b(?:our\s+(?:own|labs?|laboratory|pilot|tests?)|own\s+(?:test|run|measurement)s?|"
    r"in-house|internal)\b",
    re.I,
)
# A workload of the claim's own, not the benchmark's ('on a customer's fine-tuned chatbot').
_OWN_WORKLOAD = re.compile(r"\b(?:fine-tuned|customer'?s|chatbot)(?!\w)", re.I)


def _same_benchmark_as(claim: Claim, earlier: list[Claim]) -> Claim:
    """`claim`, naming no benchmark, with the benchmark of an earlier result on its slide in the
    same unit that it reads as another run of: it says so ('on the same benchmark', the latest
    such result), or it carries that result's ID or its system's model number."""
    if (
        claim.metric is None
        or MODEL_MENTION.search(claim.text)
        or SIZED_MODEL.search(claim.text)
        or _OWN_TEST.search(claim.text)
        or _OWN_WORKLOAD.search(claim.text)
    ):
        return claim  # 'Gemma 3 27B on the same card', 'our own test': not another run of it
    runs = [
        c
        for c in reversed(earlier)
        if c.benchmark is not None and c.metric is not None and c.metric.unit == claim.metric.unit
    ]
    if not runs:
        return claim
    numbers = {m.group(0).lower() for m in _MODEL_NUMBER.finditer(claim.text)}
    own_id = claim.result_id if claim.result_id and claim.result_id in claim.text else None
    said = _SAME_RUN.search(claim.text) is not None
    named = {m.group(1).lower() for m in _SAME_NAME.finditer(claim.text)}
    named |= {m.group(1).lower() for m in _OWNERS_FIGURE.finditer(claim.text)}
    for run in runs:
        if (
            said
            or (named and not named.isdisjoint(w.lower() for w in _WORD.findall(run.text)))
            or (own_id is not None and own_id == run.result_id)
            or any(m.group(0).lower() in numbers for m in _MODEL_NUMBER.finditer(run.text))
        ):
            return claim.model_copy(
                update={"benchmark": run.benchmark, "benchmark_text": run.benchmark_text}
            )
    return claim


_CALLOUT_WORDS = 4
_CAPTION_WORDS = 25


def _callout_caption(block: Block, page: Page) -> tuple[str, bool] | None:
    """The caption of a big-number callout, and whether it sits above the figure: a box that
    holds only a figure ('3.1x', 'Up to 41,200 tok/s') is read with the short text beside it
    that says what the figure is ('faster than H100 on Llama 2 70B, Server' below, or a label
    'Llama 2 70B, Server' above) and holds no figure of its own."""
    text = split_markers(block.text)[0].strip()
    if len(text.split()) > _CALLOUT_WORDS or "\n" in text:
        return None
    found = metrics_in(text)
    if len(found) != 1 or len(text) - len(found[0].raw) > 8:
        return None  # more than a figure with 'up to' or '~' before it
    blocks = [b for b in page.blocks if b.visible and b.role == BlockRole.BODY]
    index = next((i for i, b in enumerate(blocks) if b is block), None)
    if index is None:
        return None
    after = _caption_like(blocks[index + 1], page) if index + 1 < len(blocks) else None
    before = _caption_like(blocks[index - 1], page) if index > 0 else None
    if before is not None and before.text.rstrip().endswith((".", "!", "?", ";")):
        before = None  # a sentence above is prose, not the figure's label
    if before is not None and after is not None:
        # A label above the figure ('Llama 2 70B, Server' / '41,200 tokens/s') unless the box
        # below sits clearly nearer (a list's lines are spaced evenly).
        chosen = after if _gap(block, after) < 0.5 * _gap(block, before) else before
    else:
        chosen = after or before
    return (chosen.text.strip(), chosen is before) if chosen is not None else None


def _caption_like(block: Block, page: Page) -> Block | None:
    """The block, if it can caption a figure: short text with no figure that is not the title."""
    text = block.text.strip()
    if not text or text == page.title or len(text.split()) > _CAPTION_WORDS or _has_metric(text):
        return None
    return block


def _gap(block: Block, other: Block) -> float:
    """The vertical distance between two boxes (0 when they touch), or infinity when unknown."""
    a, b = block.location.bbox, other.location.bbox
    if a is None or b is None:
        return float("inf")
    return max(0.0, max(a.y0, b.y0) - min(a.y1, b.y1))


def _second_subject_claims(claim: Claim) -> list[Claim]:
    """The claims of a second subject in the same sentence: same text, their own figure (the
    caller numbers them)."""
    if claim.metric is None or claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
        return []
    if _names_two_rounds(claim.text):
        return []  # 'X took 0.332 ms in v4.1; in v6.0 Y took 0.303 ms': one cross-round comparison
    extras = second_subject_metrics(claim.text, metrics_in(claim.text))
    return [
        claim.model_copy(update={"metric": Metric(value=m.value, unit=m.unit, raw=m.raw)})
        for m in extras
        if m.value != claim.metric.value
    ]


def _names_two_rounds(text: str) -> bool:
    """Whether a sentence names two different MLPerf rounds (a comparison across rounds)."""
    if "." not in text:
        return False  # every round is written with a dot ('v4.1', '4.1-0041')
    rounds = {found for found in (_round_at(text, m) for m in ROUND.finditer(text)) if found}
    rounds |= {f"v{m.group(1)}" for m in RESULT_ID.finditer(text)}
    return len(rounds) > 1


def _round_at(text: str, match: re.Match[str]) -> str | None:
    """The known MLPerf round a ROUND match writes, or None."""
    found = _written_round(text, match)
    return found if found in _KNOWN_ROUNDS else None


def _own_markers(
    subjects: list[Claim], raw: str, block: Block, page_ctx: _PageContext, lead_in: str | None
) -> list[Claim]:
    """Each subject of a sentence reads the footnotes its own part of the sentence points to
    ('Cisco reached 122,274 tokens/s [1], whereas Nebius served 101,611 tokens/s [2]'), and the
    result ID written in that part."""
    cuts = [0]
    for subject in subjects[1:]:
        figure = raw.find(subject.metric.raw, cuts[-1]) if subject.metric else -1
        if figure < 0:
            return subjects
        joins = subject_joins(raw[cuts[-1] : figure])
        cuts.append(cuts[-1] + joins[-1][0] if joins else figure)
    cuts.append(len(raw))
    first = subjects[0].metric.raw if subjects[0].metric else ""
    frame = _shared_frame(raw[: max(0, raw.find(first))] if first else "")
    parts = [
        page_ctx.split_markers(raw[start:end] if start == 0 else frame + raw[start:end])
        for start, end in itertools.pairwise(cuts)
    ]
    # Markers that end the sentence while no other part carries any ('X holds 72,116 tokens/s,
    # whereas Y holds 814,128 tokens/s³') point to a footnote for the whole sentence.
    if not any(m for _, m in parts[:-1]) and parts[-1][1] and ends_with_marker(raw):
        parts = [(part, markers or parts[-1][1]) for part, markers in parts]
    out: list[Claim] = []
    for subject, (part, markers) in zip(subjects, parts, strict=False):
        context_texts = page_ctx.label_texts(block, lead_in, markers)
        round_ = find_round(part) or find_round(subject.text) or _first_round(context_texts)
        own_benchmark, own_benchmark_text = _first_benchmark([part])
        benchmark = benchmark_in_round(own_benchmark, round_) if own_benchmark else None
        out.append(
            subject.model_copy(
                update={
                    "own_text": part.strip(" ,;"),
                    "benchmark": benchmark or subject.benchmark,
                    "benchmark_text": own_benchmark_text or subject.benchmark_text,
                    "round": round_,
                    "result_id": find_result_id(part) or _first_result_id(context_texts, part),
                    "context": page_ctx.context_for(block, lead_in, markers, subject.text),
                }
            )
        )
    return out


_FRAME_START = re.compile(
    r"^\W*(?:on|in|for|at|across|under|from|with|during|per|among)\b", re.IGNORECASE
)


def _shared_frame(before_figure: str) -> str:
    """The opening phrase that frames every subject of a shared sentence ('On MLPerf Inference
    v5.1 Llama 2 70B (Closed, Offline), U3 reached ..., while V8 posted ...'): a phrase that
    starts with a preposition and ends at the last comma outside brackets before the first
    subject's figure. Empty when the sentence opens on its first subject."""
    if _FRAME_START.match(before_figure) is None:
        return ""
    depth, cut = 0, -1
    for index, char in enumerate(before_figure):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char == "," and depth == 0:
            cut = index
    return before_figure[: cut + 1] + " " if cut >= 0 else ""


def _claim_from_text(
    text: str,
    block: Block,
    page_ctx: _PageContext,
    header: Block | None,
    lead_in: str | None,
    claim_id: str,
) -> Claim | None:
    text, markers = page_ctx.split_markers(text)
    # Every metric, table cell value, chart value and currency amount has a digit in it, so a
    # piece of text with neither a digit nor a rank word cannot be a claim: most prose stops here.
    has_rank_words: bool | None = None
    worked_volume = False
    if _DIGIT.search(text) is None:
        has_rank_words = _has_rank_words(text)
        if not has_rank_words and not _payback_in_words(text) and not completion_times(text):
            return None
    context_texts = page_ctx.context_texts(block, lead_in, markers)
    own_context = has_benchmark_context(text)
    if not own_context and is_roadmap(text) and not is_scaled_result(text):
        return None  # what is still to come is no result, even on an MLPerf slide
    # The slide's own context makes a figure a claim; a deck-level statement only labels claims.
    slide_texts = [t for t in context_texts if t not in page_ctx.deck_level]
    in_context = own_context or any(has_benchmark_context(t) for t in slide_texts)
    if not in_context and not (
        page_ctx.mlperf_on_slide or page_ctx.mlperf_elsewhere or page_ctx.deck_level
    ):
        return None  # nothing in the deck's reach names MLPerf: most prose stops here
    if block.role == BlockRole.CHART_POINT:
        metric = _chart_point_metric(block, page_ctx.chart_titles.get(block.group or "", []))
    elif block.role == BlockRole.TABLE_ROW:
        metric = _table_row_metric(block, header, page_ctx.page, page_ctx.headings)
    else:
        found = metrics_in(text)
        if not found and is_worked_out(text):
            # 'Sized on that Server result, one box clears 1.1 million tickets a day'
            found = work_volumes(text, masked_spans(text))
            worked_volume = bool(found)
        if not found:
            found = _buyer_work_rate(text, page_ctx, markers)
            # the buyer's own work is taken only when tied to a result, as a worked-out volume is
            worked_volume = any(not is_benchmark_work(m.unit) for m in found)
        if not found and block.role in (BlockRole.BODY, BlockRole.NOTES):
            found = _accuracy_tier_sold(text)
        metric = primary_metric(found, text)
        if not found and block.role in (BlockRole.BODY, BlockRole.NOTES):
            # 'Two racks would finish the re-plan in about 40 minutes*': worked out from a result
            metric = _finishing_time(text, page_ctx, markers)
            worked_volume = metric is not None
        if metric is not None and metric.kind in ("factor", "percent"):
            # 'The 99.9% accuracy target means the drafts are right 999 times in 1,000': the
            # benchmark's accuracy target is the figure the sentence sells, not its gloss.
            metric = benchmark_accuracy(found, text) or metric
        if (
            not found
            and metric is None
            and page_ctx.mlperf_on_slide
            and page_ctx.last_rate_unit
            and not is_distractor_context(text)
            and not CURRENCY_AMOUNT.search(text)
        ):
            # 'Its four-GPU sibling manages 16,200.' after a result in tokens/s on the slide
            metric = bare_result_figure(text, page_ctx.last_rate_unit)
    if has_rank_words is None:
        has_rank_words = _has_rank_words(text)
    is_rank = has_rank_words and (
        bool(MLPERF_WORDS.search(text))
        or bool(find_benchmarks(text))
        # A rank line under a heading that names MLPerf, though it is a heading box itself (the
        # slide's title names its topic: 'Benchmark leadership' is no claim).
        or (
            text != page_ctx.title
            and any(MLPERF_WORDS.search(h) for h in page_ctx.headings if h != text)
        )
        or (not _topic_title(text, page_ctx) and is_industry_rank(text) and page_ctx.reaches_rank())
        # a place at the head of the field, among the slide's own MLPerf results
        or (text != page_ctx.title and page_ctx.mlperf_on_slide and is_field_position(text))
    )
    money = _asserted_money(text)
    header_priced = False
    is_cost = bool(COST_WORDS.search(text)) and bool(money or metric)
    is_cost = is_cost or (
        money is not None and (is_cost_per_answer(text) or is_ownership_per_work(text))
    )
    # 'At the Offline rate, triaging one parcel costs EUR 0.00002': a small price the sentence
    # works out from a benchmark's rate is a cost drawn from the results, whatever it is put on.
    rate_priced = money is not None and _is_small_amount(money) and rests_on_result(text)
    is_cost = is_cost or rate_priced
    # 'CHF 0.0006 per correctly flagged claim, taking the 99% accuracy target as the hit rate':
    # a percentage beside a price put on a unit of work is what the price was worked from.
    money_first = (
        metric is not None
        and metric.kind == "percent"
        and money is not None
        and is_cost_per_answer(text)
    )
    if (metric is None or money_first) and is_cost and money is not None:
        if money.re is CURRENCY_AMOUNT:
            # '$0.12.' at a sentence's end: the full stop is no decimal point.
            value = parse_number(re.sub(r"[^\d.,]", "", money.group(0)).rstrip(".,"), None)
            unit = money.group(0)[0]
        else:  # '0.4 pence', '8p', 'SEK 0.002': the amount in the currency's word or code
            number, currency = next(
                (money.group(n), money.group(c))
                for n, c in (("num", "cur"), ("num2", "cur2"), ("num3", "cur3"))
                if money.group(n)
            )
            value = parse_number(number.rstrip(".,"), None)
            unit = "pence" if currency.lower() == "p" else currency.lower()
        if value is not None:
            metric = FoundMetric(value, unit, money.group(0), money.start(), 0)
    if metric is None and block.role == BlockRole.TABLE_ROW and not is_cost:
        # 'Orion R8 | 0.004' under 'System | Cost per resolved ticket (€)': the column's
        # heading says what the cell prices, as the words around an amount do in a sentence.
        priced_cell = _priced_cell(text, page_ctx.header_text(block))
        if priced_cell is not None:
            metric, is_cost, header_priced = priced_cell, True, True
    unitless = metric is None or not metric.unit
    if unitless and block.role == BlockRole.CHART_POINT and not is_cost:
        # a bar under an axis or series that prices the work ('Cost per 1,000 answers (US cents)')
        headings = [
            block.location.chart_series or "",
            *page_ctx.chart_titles.get(block.group or "", []),
        ]
        value = text.rsplit(":", 1)[-1].strip()
        priced_point = next(
            (p for p in (_priced_cell(value, h) for h in headings if h) if p is not None), None
        )
        if priced_point is not None:
            metric, is_cost, header_priced = priced_point, True, True
    if metric is None and money is None and PAYBACK.search(text):
        period = _DURATION.search(text)
        multiple = None if period is not None else _PAYBACK_MULTIPLE.search(text)
        if period is not None:
            is_cost = True
            unit = period.group("unit").lower().rstrip("s") + "s"
            number = period.group("num").lower()
            metric = FoundMetric(number_value(number), unit, period.group(0), period.start(), 0)
            money = period  # the period stands in for the amount: a return drawn from the results
        elif multiple is not None:
            # 'Payback: the GPU spend is recovered three times over in the first year'
            is_cost = True
            number = multiple.group("num") or fold_word(multiple.group("word").split()[0])
            value = 2.0 if number == "twice" else number_value(number)
            metric = FoundMetric(value, "x", multiple.group(0), multiple.start(), 0)
            money = multiple
    priced = is_cost and (money is not None or header_priced)
    header_text = page_ctx.header_text(block) if block.role == BlockRole.TABLE_ROW else None
    # A price list names the models it sells ('hosted DeepSeek-R1 APIs list at $2.19 per million
    # output tokens'): only MLPerf itself or a result ID makes a price drawn from the results.
    # A figure whose own marker cites an MLPerf result is a measured one, or drawn from one,
    # whatever the sentence says the customer needs ('At 564 ms a frame‡, it sees what your
    # engineers need') or whichever slide it stands on ('costs 0.02 cents at the Server rate¹').
    cited = bool(markers) and any(has_benchmark_context(t) for t in page_ctx.cited_by(markers))
    if not (own_context or cited) and is_input_table(header_text):
        return None  # the customer's own inputs to a workbook, no result
    if priced and not (own_context or cited) and is_present_cost(text):
        return None  # what the customer's present process costs: the baseline, no result
    if (
        priced
        and (header_priced or not (names_mlperf(text) or cited))
        and is_service_price(text, page_ctx.title, header_text)
    ):
        return None  # what the vendor charges for its service, no cost drawn from the results
    if (
        not in_context
        and not is_rank
        and not worked_volume
        and not page_ctx.multiplies_out_last_rate(metric)
        and not rate_priced
        and not page_ctx.among_mlperf_results(text, metric, priced)
    ):
        return None
    if metric is None and not is_rank:
        return None
    if (
        metric is not None
        and not (own_context or cited)
        and (
            (metric.kind == "latency" and is_customer_target(text))
            or (metric.kind == "throughput" and is_customer_demand(text))
        )
    ):
        return None
    if metric is not None and (not is_cost or metric.kind == "percent"):
        distractor = is_distractor_context(text)
        # A figure in tokens or samples per second is a speed whatever else the sentence names
        # ('our engineers measured 9,400 tokens per second', 'answers right for customers').
        # A volume over a month or a night among business words ('volume discounts above 10
        # billion tokens a month') is business, not a speed.
        per_second = metric.unit.split(" per ")[0] in THROUGHPUT_UNITS
        speed_in_context = metric.kind == "throughput" and per_second and in_context
        # A rate per dollar is worked out from a price: the price words are the figure's own.
        # So is a rate per watt from a power figure: its power words are its own ('of the
        # cab's 450 W power budget').
        per_money = metric.unit.endswith((" per dollar", "/$")) or metric.kind == "efficiency"
        if (
            not is_cost
            and distractor
            and not (own_context or cited or speed_in_context or per_money)
        ):
            return None
        if metric.kind == "percent" and distractor and not re.search(r"accura", text, re.I):
            return None
    context_texts = page_ctx.label_texts(block, lead_in, markers)
    benchmark, benchmark_text = _first_benchmark([text, *context_texts])
    round_ = find_round(text) or _first_round(context_texts)
    benchmark = benchmark_in_round(benchmark, round_)
    return Claim(
        id=claim_id,
        page=block.location.page,
        text=text,
        location=block.location,
        role=block.role,
        visible=block.visible,
        metric=Metric(value=metric.value, unit=metric.unit, raw=metric.raw) if metric else None,
        benchmark=benchmark,
        benchmark_text=benchmark_text,
        round=round_,
        result_id=find_result_id(text) or _first_result_id(context_texts, text),
        is_rank_claim=is_rank,
        context=page_ctx.context_for(block, lead_in, markers, text),
    )


# A currency a column heading names without an amount ('(€)', 'US cents', 'EUR'), and the unit
# the claim keeps for it.
_HEADING_CURRENCY = re.compile(
    r"(?P<sign>[$€£¥₹₩])|\b(?:us\s+)?(?P<word>cents?|pence|euros?|dollars?|pounds?|yen|"
    r"usd|eur|gbp|jpy|chf|sek|nok|dkk|cny|inr|aud|cad)\b",
    re.IGNORECASE,
)


def _priced_cell(row: str, header: str | None) -> FoundMetric | None:
    """The amount in a table cell whose column heading makes it a cost per answer ('0.004' under
    'Cost per resolved ticket (€)', '$0.02' under 'Per reviewed contract'): the cell read with
    its heading names a currency and a unit of the customer's work."""
    if not header:
        return None
    cells = [split_markers(c)[0].strip() for c in row.split(" | ")]
    heads = [split_markers(h)[0].strip() for h in header.split(" | ")]
    if len(cells) != len(heads):
        return None
    for cell, head in zip(cells, heads, strict=True):
        if not _DIGIT.search(cell) or not head:
            continue
        amount = CURRENCY_AMOUNT.search(cell) or MONEY_IN_WORDS.search(cell)
        sign = _HEADING_CURRENCY.search(head)
        bare = BARE_NUMBER.match(cell)
        if amount is None and (sign is None or bare is None):
            continue
        raw = f"{cell} ({head})"
        if not is_cost_per_answer(raw):
            continue  # a price per token or per hour is what a vendor charges, not work done
        if amount is not None:
            number = re.sub(r"[^\d.,]", "", amount.group(0)).rstrip(".,")
            unit = amount.group(0)[0] if amount.re is CURRENCY_AMOUNT else None
            unit = unit or next(
                (amount.group(c).lower() for c in ("cur", "cur2", "cur3") if amount.group(c)), ""
            )
            value = parse_number(number, None)
        else:
            value = parse_number(bare.group("num"), bare.group("mult"))
            unit = sign.group("sign") or sign.group("word").lower()
        if value is not None and unit:
            return FoundMetric(value, "pence" if unit == "p" else unit, raw, 0, 0)
    return None


# 'at $0.90 per million tokens, the rack earns $0.93M a month': the first amount is a price the
# sentence works from, the second the figure it asserts.
# ('at the university's $2.40 per GPU-hour': whose price it is may stand between)
_INPUT_PRICE_BEFORE = re.compile(
    r"\b(?:at|from|with|using|assuming)\s+(?:an?\s+|the\s+|our\s+|their\s+)?"
    r"(?:[\w-]+['’]s?\s+)?$",
    re.I,
)
# ('a $60 node-hour rate', 'a $4.80 hourly price': a rental rate the sentence works from)
_INPUT_PRICE_AFTER = re.compile(
    r"^\s*(?:(?:per|an?|/)\b|(?:[\w]+[\s-])?(?:hour|hourly|month|monthly)\s+(?:rate|price|fee)\b)",
    re.I,
)


# An amount written in a currency's minor unit ('7 cents', '40 pence', '5¢', a final '0.04p').
_MINOR_UNIT = re.compile(r"cent|pence|¢|\dp$", re.IGNORECASE)


def _is_small_amount(money: re.Match[str]) -> bool:
    """An amount under one unit of its currency, or in its minor units ('7 cents', '0.04p'): the
    price of one unit of work, not of hardware, a licence or a contract."""
    if _MINOR_UNIT.search(money.group(0).strip()):
        return True
    value = parse_number(re.sub(r"[^\d.,]", "", money.group(0)).rstrip(".,"), None)
    return value is not None and value < 1.0


def _amounts(text: str) -> list[re.Match[str]]:
    """Every amount of money in the text, in order: with a sign ('$60') or in words or a code
    ('0.07 cents', 'GBP 0.0009'); an amount in words that a signed one covers is left out."""
    signed = list(CURRENCY_AMOUNT.finditer(text))
    if not may_money_in_words(text):
        return signed
    worded = [
        m
        for m in MONEY_IN_WORDS.finditer(text)
        if not any(m.start() < s.end() and s.start() < m.end() for s in signed)
    ]
    return sorted([*signed, *worded], key=lambda m: m.start())


# An opening clause of premises, up to its comma ('At our $38/hour instance price, ...').
_PRICE_PREMISE = re.compile(
    r"\s*(?:at|on|with|using|taking|assuming|given)\b(?:[^,;:]|[,:](?=\d)){1,200},\s",
    re.IGNORECASE,
)


def _asserted_money(text: str) -> re.Match[str] | None:
    """The amount of money a sentence asserts: the first one that is not a unit price it works
    from ('at $0.90 per million tokens'), else the first one."""
    found = _amounts(text)
    premise = _PRICE_PREMISE.match(text) if len(found) > 1 else None
    if premise is not None and found[-1].start() >= premise.end():
        # 'At the Server rate and our $38/hour instance price, each answer costs 0.003 cents':
        # the amounts in an opening clause of premises are what the asserted one was worked from.
        found = [m for m in found if m.start() >= premise.end()]
    if len(found) > 1:
        # 'Taking a five-year cost of EUR 410,000, one hour of tape costs about EUR 0.04': the
        # amount put on one unit of work is asserted, the others are what it was worked from.
        priced = _amount_on_unit_of_work(text, found)
        if priced is not None:
            return priced
    for match in found:
        before = text[max(0, match.start() - 40) : match.start()]
        if _INPUT_PRICE_BEFORE.search(before) and _INPUT_PRICE_AFTER.match(text[match.end() :]):
            continue
        return match
    return found[0] if found else None


_AFTER_PHRASE = 16
_PER_START = re.compile(r"per\b", re.IGNORECASE)


def _amount_on_unit_of_work(text: str, found: list[re.Match[str]]) -> re.Match[str] | None:
    """The one amount that a phrase putting a price on a unit of work holds, or None."""
    spans = [m.span() for m in COST_UNIT.finditer(text)]
    # the amount inside the phrase, or just after it ('one hour of tape costs about EUR 0.04'),
    # or right before it ('At a lease of $41,000 a month, that is about $0.0032 per page')
    held = [
        m
        for m in found
        if any(
            s <= m.start() < e + _AFTER_PHRASE
            or (m.end() <= s and not text[m.end() : s].strip() and _PER_START.match(text, s))
            for s, e in spans
        )
    ]
    return held[0] if len(held) == 1 else None


def _first_result_id(texts: list[str], own: str = "") -> str | None:
    """The first result ID the context names; where a note pairs several IDs with their systems
    ('Results 6.0-0028 (Dell Pro Max) and 6.0-0029 (PowerEdge XE7745)'), the ID whose system the
    claim's own text names."""
    for text in texts:
        found = find_result_id(text)
        if found:
            return _paired_result_id(text, own) or found
    return None


# A result ID with the system it belongs to in brackets right after it.
_ID_WITH_OWNER = re.compile(r"(?<![\w.])v?(\d\.\d-\d{4})(?!\d)\s*\((?P<owner>[^()]{2,60})\)")
_OWNER_WORD = re.compile(r"[A-Za-z][\w-]{2,}")


def _paired_result_id(text: str, own: str) -> str | None:
    """Of the IDs a note pairs with their systems, the one whose system the claim names (every
    word of 'Dell Pro Max' in 'Dell Pro Max, 1 x GB10'); None unless exactly one fits."""
    pairs = [(m.group(1), m.group("owner")) for m in _ID_WITH_OWNER.finditer(text)]
    if len(pairs) < 2 or not own:
        return None
    own_words = {w.lower() for w in _OWNER_WORD.findall(own)}
    fits = [
        result_id
        for result_id, owner in pairs
        if (words := {w.lower() for w in _OWNER_WORD.findall(owner)}) and words <= own_words
    ]
    return fits[0] if len(fits) == 1 else None
