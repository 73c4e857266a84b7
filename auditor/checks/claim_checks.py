"""Checks that look at one claim at a time."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from auditor import reference
from auditor.checks import model_tasks
from auditor.checks.derived_forms import computed_from_another, price_per_work
from auditor.checks.hypothetical import hypothetical_figure
from auditor.checks.messages import flag, quote
from auditor.checks.table_cells import cells_with_heads, heads_over_figure
from auditor.checks.unit_cost import priced_work
from auditor.checks.worked_out import derivation_noted, work_over_period
from auditor.labels.injection import ReviewerDirected
from auditor.labels.screens import screened_search
from auditor.labels.signals import (
    ACCURACY_WORD,
    BASIS_WORDS,
    DERIVED_WORDS,
    GATE_WORDS,
    MLPERF_POWER,
    NON_MLPERF_SUITES,
    POWER_WORDS,
    QUALITY_DENIED,
    QUALITY_WORDS,
    RATED_POWER,
    STRONG_UNVERIFIED_SOURCE,
    UNVERIFIED_SOURCE,
    UNVERIFIED_STATEMENT,
    UNVERIFIED_WORD,
    affirmed,
    benchmark_of_model,
    chip_counts,
    is_denied,
    is_product_code,
    marked_unverified,
)
from auditor.models import Bucket, ClaimAudit, Division, Flag, Scenario, Workload
from auditor.vocab import vocabulary
from auditor.wording import scenario_name, with_article
from extractors import (
    MLPERF_WORDS,
    MODEL_MENTION,
    PERIOD_RATE_UNITS,
    RANK_WORDS,
    RESULT_ID,
    SIZED_MODEL,
    BlockRole,
    find_benchmarks,
    find_metrics,
    split_sentences,
)

_COST_PER_ANSWER = vocabulary("cost").pattern("cost_per_answer")
_UNVERIFIED_VOCAB = vocabulary("unverified")
_OWN_RUN = _UNVERIFIED_VOCAB.pattern("own_run")
_OWN_SUBJECT = _UNVERIFIED_VOCAB.pattern("own_subject")
_OWN_CAPTION = _UNVERIFIED_VOCAB.pattern("own_caption")
_SUM_OF_RUNS = vocabulary("aggregation").pattern("sum_of_runs")
_TOGETHER = vocabulary("aggregation").pattern("together")
_PER_UNIT_HEADING = vocabulary("aggregation").combined("per_unit_heading", "aggregate_heading")
_COST_HEADING = vocabulary("aggregation").pattern("cost_heading")

_MISMATCHED_SCENARIOS: dict[Workload, set[Scenario]] = {
    Workload.INTERACTIVE: {Scenario.OFFLINE, Scenario.SINGLE_STREAM, Scenario.MULTI_STREAM},
    Workload.BATCH: {Scenario.SINGLE_STREAM, Scenario.MULTI_STREAM},
    Workload.EDGE: {Scenario.SERVER, Scenario.INTERACTIVE},
}
_RIGHT_SCENARIO = {
    Workload.INTERACTIVE: "Server or Interactive",
    Workload.BATCH: "Offline",
    Workload.EDGE: "SingleStream, MultiStream or Offline",
}


def is_mlperf_result(claim: ClaimAudit) -> bool:
    """Claims that stand for an MLPerf result and so need division, scenario, round and ID."""
    if claim.is_rank_claim:
        return True
    if claim.metric is None:
        return False
    if claim.metric.unit == "%":
        text = claim.text
        return not (ACCURACY_WORD.search(text) or GATE_WORDS.search(text))
    return True


def _context_text(claim: ClaimAudit, is_reviewer_directed: ReviewerDirected) -> str:
    ctx = claim.context
    parts = [claim.text, ctx.slide_title or "", ctx.table_header or "", ctx.chart_title or ""]
    parts += ctx.footnotes + ctx.slide_text
    return " ".join(p for p in parts if p and not is_reviewer_directed(p))


def _statement_context(claim: ClaimAudit, is_reviewer_directed: ReviewerDirected) -> str:
    """Where the MLCommons statement may stand for this claim: its own text and bullet, its
    footnotes and headings, and the slide's lines with no figure of their own. A statement
    inside another figure's bullet ('Unverified: our node measured 41,200 tokens/s. Result not
    verified by MLCommons Association.') discloses that figure, as a sibling lends no labels."""
    ctx = claim.context
    own = [t for t in ctx.slide_text if claim.text in t or not find_metrics(t)]
    parts = [claim.text, ctx.slide_title or "", ctx.table_header or "", ctx.chart_title or ""]
    parts += ctx.footnotes + ctx.headings + ctx.deck_statements + own
    return " ".join(p for p in parts if p and not is_reviewer_directed(p))


def _gate_sold_as_grade(claim: ClaimAudit) -> bool:
    """The accuracy target cited as a grade ('cleared MLPerf's 99% target: an A for quality'):
    it speaks for a result, whose division, scenario and round the reader still needs."""
    return (
        claim.metric is not None
        and claim.metric.unit == "%"
        and claim.labels.bucket == Bucket.QUALITY
        and bool(GATE_WORDS.search(claim.text))
    )


# A verb that says the gate was met: the sentence reports how one result fared against it.
_GATE_CLEARED = re.compile(
    r"\b(?:clear(?:ed|ing|s)|met|meet(?:s|ing)|pass(?:ed|es|ing)|exceed(?:ed|s|ing)|"
    r"achiev(?:ed|es|ing)|hit(?:s|ting)?|reach(?:ed|es|ing)|beat(?:s|ing)?|surpass(?:ed|es|ing))\b",
    re.IGNORECASE,
)


def missing_context_flags(claim: ClaimAudit) -> list[Flag]:
    """DIVISION-, SCENARIO-, ROUND- and RESULT-ID-MISSING."""
    gate = _gate_sold_as_grade(claim)
    if not (is_mlperf_result(claim) or gate):
        return []
    flags: list[Flag] = []
    what = quote(claim.text)
    if claim.labels.division == Division.UNSTATED:
        flags.append(
            flag(
                "DIVISION-MISSING",
                f"{what} names no MLPerf division on its slide",
                evidence=claim.text,
            )
        )
    if claim.labels.scenario == Scenario.UNSTATED:
        flags.append(
            flag(
                "SCENARIO-MISSING",
                f"{what} names no MLPerf scenario on its slide",
                evidence=claim.text,
            )
        )
    if not claim.round and not claim.result_id:
        flags.append(
            flag("ROUND-MISSING", f"{what} names no MLPerf Inference round", evidence=claim.text)
        )
    # The gate itself is the benchmark's, not one result's ('It met the 99.9% target'); but a
    # named benchmark model said to have cleared it ('Because Llama 2 70B cleared the 99.9%
    # tier') reports that benchmark's result, which has an ID.
    cleared = bool(_GATE_CLEARED.search(claim.text) and find_benchmarks(claim.text))
    if not claim.result_id and (not gate or cleared):
        flags.append(
            flag("RESULT-ID-MISSING", f"{what} cites no MLCommons result ID", evidence=claim.text)
        )
    return flags


_ROUNDS = vocabulary("rounds")
_OTHER_SUITE = re.compile(
    r"\bml\s?perf\W{0,2}\s*(?:" + _ROUNDS.alternation("other_suites") + r")\b[^.;]{0,30}?\bv?",
    re.IGNORECASE,
)
_VARIANT = _ROUNDS.pattern("variants")


def _of_another_suite(claim: ClaimAudit, round_name: str) -> bool:
    """The cited version belongs to another MLPerf suite ('MLPerf Client v0.6')."""
    ctx = claim.context
    texts = [claim.text, ctx.slide_title or "", *ctx.headings, *ctx.footnotes, *ctx.slide_text]
    texts += ctx.deck_statements
    number = re.escape(round_name.lstrip("v"))
    return any(
        re.search(_OTHER_SUITE.pattern + number + r"\b", t, re.IGNORECASE) for t in texts if t
    )


def _in_round(benchmark: str, round_name: str) -> bool | None:
    """Whether the benchmark, or the benchmark its variant belongs to, was in the round."""
    found = reference.benchmark_in_round(benchmark, round_name)
    if found is False:
        family = _VARIANT.sub("", benchmark)
        if family != benchmark and reference.benchmark_in_round(family, round_name):
            return True
    return found


def round_flags(claim: ClaimAudit) -> list[Flag]:
    """ROUND-UNKNOWN for rounds that never existed and benchmarks missing from the cited round."""
    if not claim.round or _of_another_suite(claim, claim.round):
        return []
    if not reference.round_exists(claim.round):
        known = ", ".join(reference.all_rounds()[-5:])
        return [
            flag(
                "ROUND-UNKNOWN",
                f"{quote(claim.text)} cites MLPerf Inference {claim.round}, a round that does not "
                f"exist (recent rounds: {known})",
                evidence=claim.round,
            )
        ]
    if claim.benchmark and _in_round(claim.benchmark, claim.round) is False:
        return [
            flag(
                "ROUND-UNKNOWN",
                f"{quote(claim.text)} cites {claim.benchmark} in MLPerf Inference {claim.round}, "
                f"but that benchmark was not part of {claim.round}",
                evidence=claim.round,
            )
        ]
    return []


def vendor_test_pattern(makers: list[str]) -> re.Pattern[str] | None:
    """'Kestrel test', 'Acme in-house': the deck's own maker names its own test as the source."""
    if not makers:
        return None
    who = "(?:" + "|".join(re.escape(m) for m in sorted(makers, key=len, reverse=True)) + ")"
    return re.compile(
        rf"\b{who}(?:['’]s)?[\s-]+(?:{_UNVERIFIED_VOCAB.alternation('after_vendor')})\b"
    )


def _cites_result_id(claim: ClaimAudit) -> bool:
    """A result ID in the claim's own text or its own footnotes: a published result."""
    return any(RESULT_ID.search(t) for t in [claim.text, *claim.context.footnotes])


def _cites_own_result_id(claim: ClaimAudit) -> bool:
    """A result ID in the claim's own text or the footnotes its markers point to (an unmarked
    footnote on the slide speaks for the slide's other figures)."""
    notes = claim.context.footnotes[: claim.context.marked_footnotes]
    return any(RESULT_ID.search(t) for t in [claim.text, *notes])


_MAKER_CLAIM = _UNVERIFIED_VOCAB.pattern("maker_claim")


def _sourced_on_slide(claim: ClaimAudit) -> bool:
    """A result ID of the claim's own, or in the slide's one source note when the claim marks
    no note of its own, a footnote or a 'Source:' line ('Source: MLPerf Inference v5.1, result
    5.1-0069' under a single figure)."""
    if _cites_own_result_id(claim):
        return True
    if claim.context.markers:
        return False
    notes = claim.context.footnotes or [
        t for t in claim.context.slide_text if _SOURCE_LINE.match(t)
    ]
    return len(notes) == 1 and bool(RESULT_ID.search(notes[0]))


_SOURCE_LINE = re.compile(r"\s*(?:sources?|data)\s*:", re.IGNORECASE)


_ESTIMATE_WORD = re.compile(r"estimat\w*|project(?:ed|ion)", re.IGNORECASE)


def _estimated_arithmetic(claim: ClaimAudit, source: str) -> bool:
    """'Estimated 0.14 tokens/s per watt' whose footnote divides a cited published result by a
    rating: the estimate is the deck's arithmetic on that result (DERIVED-METRIC's case), not a
    run of its own that MLCommons never verified."""
    if not _ESTIMATE_WORD.fullmatch(source.strip()) or not _cites_result_id(claim):
        return False
    unit = claim.metric.unit if claim.metric else ""
    derived = (
        screened_search(DERIVED_WORDS, claim.text)
        or POWER_WORDS.search(claim.text)
        or " per " in unit
    )
    return bool(derived) and any(BASIS_WORDS.search(f) for f in claim.context.footnotes)


# A projection, estimate or extrapolation: arithmetic, whoever's figure it starts from.
_PROJECTION_WORD = re.compile(
    r"project\w*|estimat\w*|extrapolat\w*|scaled|simulated", re.IGNORECASE
)
# 'the B200 figure scales to', 'the Server result projects to': the sentence names the
# published figure its projection starts from.
_PUBLISHED_FIGURE = _UNVERIFIED_VOCAB.pattern("published_figure")
# Whose own measurement: 'MLPerf Power's own measurement' is the benchmark's, not the vendor's.
_BENCHMARK_BODY_BEFORE = re.compile(r"(?:ml\s?perf|ml\s?commons)(?:\s+power)?\W{0,3}$", re.I)


def _projects_a_published_result(claim: ClaimAudit, source: re.Match[str]) -> bool:
    """A projection worked out from a published result ('8.2 million tokens/s for the planned
    512-GPU estate (5.1-0024 x 64), linear projection'; 'Projected to a 1,024-GPU hall, the
    B200 figure scales to ...'): the deck's arithmetic on a result MLCommons did verify,
    DERIVED-METRIC's case, not a run of the vendor's own. A projection about the vendor's own
    product ('we project', 'our QRack is projected') stays unverified."""
    if not _PROJECTION_WORD.fullmatch(source.group(0).strip()):
        return False
    text = claim.text
    if _OWN_SUBJECT.search(text):
        return False
    return (
        _cites_result_id(claim)
        or _PUBLISHED_FIGURE.search(text) is not None
        or _divides_a_result_on_its_slide(claim)
    )


# A system's name with a model number ('MI355X', 'NVL72', 'B200', 'XE9680'): capitals and digits.
_SYSTEM_TOKEN = re.compile(r"(?<![\w-])(?=[A-Z]{0,8}\d)(?=\d{0,8}[A-Z])[A-Z0-9]{2,12}(?![\w-])")


def _divides_a_result_on_its_slide(claim: ClaimAudit) -> bool:
    """'Kestrel estimate: the MI355X cluster works out to 11,550 tokens/s per accelerator' on a
    slide that cites the MI355X cluster's published result: the estimate is a per-unit (or
    otherwise derived) figure worked out from that result, not a measurement of the deck's own."""
    text = claim.text
    unit = claim.metric.unit if claim.metric else ""
    if not (DERIVED_WORDS.search(text) or " per " in unit):
        return False
    systems = set(_SYSTEM_TOKEN.findall(text))
    if not systems:
        return False
    for sentence in claim.context.slide_text:
        if sentence == text or text in sentence or not RESULT_ID.search(sentence):
            continue
        if systems & set(_SYSTEM_TOKEN.findall(sentence)):
            return True
    return False


def _measured_by_the_benchmark(text: str, source: re.Match[str]) -> bool:
    """'By MLPerf Power's own measurement': the own source is the benchmark's own."""
    return (
        _BENCHMARK_BODY_BEFORE.search(text[max(0, source.start() - 20) : source.start()])
        is not None
    )


def _first_own_source(
    texts: list[str], is_reviewer_directed: ReviewerDirected, own_test: re.Pattern[str] | None
) -> re.Match[str] | None:
    """The first own-source statement among texts a reader sees (not those aimed at a reviewer)."""
    for text in texts:
        if is_reviewer_directed(text):
            continue
        found = STRONG_UNVERIFIED_SOURCE.search(text) or (own_test and own_test.search(text))
        if found:
            return found
    return None


def _in_no_round(claim: ClaimAudit) -> bool:
    """The claim cites an MLPerf Inference round that never existed (not another suite's)."""
    return bool(
        claim.round
        and not reference.round_exists(claim.round)
        and not _of_another_suite(claim, claim.round)
    )


def unverified_flags(
    claim: ClaimAudit,
    is_reviewer_directed: ReviewerDirected,
    own_test: re.Pattern[str] | None = None,
) -> list[Flag]:
    """UNVERIFIED for own or internal testing presented without the required disclosure;
    `own_test` (from `vendor_test_pattern`) spots the deck's maker named as the source."""
    source = UNVERIFIED_SOURCE.search(claim.text) or (own_test and own_test.search(claim.text))
    if source is None:
        # A figure that cites its own result ID is published; only the footnotes its own markers
        # point to speak for it ('the Llama 3.3 70B figure is Tessaline's own measurement' in an
        # unmarked footnote tells of another figure on the slide).
        notes = claim.context.footnotes
        if RESULT_ID.search(claim.text):
            notes = notes[: claim.context.marked_footnotes]
        source = _first_own_source(notes, is_reviewer_directed, own_test)
    if source is None and not _cites_result_id(claim):
        # 'Tarn 2.0, our run (unverified)': the authors' own run, with no result of its own.
        source = _OWN_RUN.search(claim.text)
    if source is None and not _sourced_on_slide(claim) and not claim.is_rank_claim:
        # 'Sorrel claims an MLPerf latency of 9.8 ms for its SX2', 'The supplier projects
        # BoomEye-3 at 9 ms': the maker's own word for its product, with no result of its own.
        source = _MAKER_CLAIM.search(claim.text)
    if source is None and not _cites_result_id(claim):
        # 'Corvane Q8 (internal, unverified)': a figure that calls itself unverified is one, and
        # needs the statement too.
        source = marked_unverified(claim.claim.own_text or claim.text)
    if source is None and not _cites_result_id(claim):
        # A column headed 'tokens/s, MLPerf-style Server run (internal)': every figure under it
        # is the vendor's own measurement.
        source = next(
            (found for t in _figure_captions(claim) if (found := _OWN_CAPTION.search(t))), None
        )
    if source is None and not _cites_result_id(claim):
        # 'All Acme results in this deck ... measured by Acme on pre-production silicon': a
        # deck-level statement of an own source covers every figure that cites no result.
        source = _first_own_source(claim.context.deck_statements, is_reviewer_directed, None)
    if source is None and not _cites_result_id(claim) and _in_no_round(claim):
        # 'Record MLPerf v5.5 score: 1.2M tokens/s on our 4-rack cluster': no round of that
        # name was ever published, so the speaker's own figure cannot be a verified result.
        source = _OWN_SUBJECT.search(claim.text)
    if not source or _estimated_arithmetic(claim, source.group(0)):
        return []
    if _projects_a_published_result(claim, source):
        return []
    if source.re is not _OWN_RUN and _measured_by_the_benchmark(claim.text, source):
        return []
    return undisclosed_flags(claim, source.group(0), is_reviewer_directed)


def undisclosed_flags(
    claim: ClaimAudit, source: str, is_reviewer_directed: ReviewerDirected
) -> list[Flag]:
    """UNVERIFIED for a figure from `source` (an own run, an own product's unverified result)
    unless the word 'unverified' stands beside it and the statement is on its slide."""
    context = _statement_context(claim, is_reviewer_directed)
    # The word belongs beside the score (or in the footnote its marker points to); the statement
    # may sit anywhere on the slide except inside another figure's bullet.
    marked = claim.context.markers and any(
        UNVERIFIED_WORD.search(f) for f in claim.context.footnotes
    )
    # A column headed 'Tokens/s (unverified)' or a chart titled so puts the word by each figure.
    captioned = any(UNVERIFIED_WORD.search(t) for t in _figure_captions(claim))
    word_beside = bool(UNVERIFIED_WORD.search(claim.text) or marked or captioned)
    if word_beside and UNVERIFIED_STATEMENT.search(context):
        return []
    missing = []
    if not word_beside:
        missing.append("the word “unverified”")
    if not UNVERIFIED_STATEMENT.search(context):
        missing.append("the statement “Result not verified by MLCommons Association.”")
    return [
        flag(
            "UNVERIFIED",
            f"{quote(claim.text)} comes from “{source}”, not from a published MLPerf "
            f"result, and the slide lacks {' and '.join(missing)}",
            evidence=source,
        )
    ]


def _accuracy_pct_unit(claim: ClaimAudit) -> bool:
    """The claim's figure is a percentage (a share or a gate), not a rate or a time."""
    return claim.metric is not None and claim.metric.unit == "%"


def bucket_flags(claim: ClaimAudit) -> list[Flag]:
    """QUALITY-BUCKET and GATE-AS-GRADE."""
    flags: list[Flag] = []
    text = claim.text
    quality = affirmed(QUALITY_WORDS, text, QUALITY_DENIED) or ACCURACY_WORD.search(text)
    if claim.labels.bucket == Bucket.QUALITY:
        shown = quality.group(0) if quality else claim.evidence.get("bucket", "")
        flags.append(
            flag(
                "QUALITY-BUCKET",
                f"{quote(text)} uses an MLPerf figure as evidence of quality (“{shown}”)",
                evidence=shown or None,
            )
        )
        # 'Cost per correct answer, at the benchmark's accuracy target': the gate is the basis of
        # a price, not a grade; COST-PER-ANSWER says what is wrong with it.
        priced = bool(_COST_PER_ANSWER.search(text))
        gate = None if priced else GATE_WORDS.search(text)
        if gate is not None and gate.group(0).startswith("-") and not _accuracy_pct_unit(claim):
            # 'dlrm-v2-99.9: 413,565 queries/s', sold as quality: the suffix only names the
            # benchmark; the throughput is what the deck sells (QUALITY-BUCKET's case).
            gate = None
        accuracy_pct = (
            claim.metric is not None
            and claim.metric.unit == "%"
            and (claim.metric.value in (99.0, 99.9))
        )
        # 'gets the picture right 99% of the time': the gate's share told as how often the
        # output is right, in a sentence that names MLPerf or its benchmark.
        told_as_share = (
            accuracy_pct
            and bool(_SHARE_CORRECT.search(text))
            and bool(claim.benchmark or MLPERF_WORDS.search(text))
        )
        if gate or (accuracy_pct and ACCURACY_WORD.search(text) and not priced) or told_as_share:
            shown_gate = gate.group(0) if gate else claim.metric.raw if claim.metric else ""
            flags.append(
                flag(
                    "GATE-AS-GRADE",
                    f"{quote(text)} presents the benchmark's accuracy target (“{shown_gate}”), a "
                    "pass/fail gate every valid result clears, as a mark of quality",
                    evidence=shown_gate,
                )
            )
    return flags


def scenario_mismatch_flags(
    claim: ClaimAudit, workload: Workload, workload_quote: str | None
) -> list[Flag]:
    """SCENARIO-MISMATCH when the claim's scenario does not fit the deck's workload."""
    if claim.labels.scenario not in _MISMATCHED_SCENARIOS.get(workload, set()):
        return []
    said = f" (the deck says: {quote(workload_quote, 80)})" if workload_quote else ""
    return [
        flag(
            "SCENARIO-MISMATCH",
            f"{quote(claim.text)} is {with_article(scenario_name(claim.labels.scenario.value))} "
            f"result, but the deck describes {with_article(workload.value)} workload{said}, which "
            f"the {_RIGHT_SCENARIO[workload]} scenario measures",
            evidence=claim.evidence.get("scenario"),
        )
    ]


def _figure_captions(claim: ClaimAudit) -> list[str]:
    """What captions a figure itself: a chart point's chart title and series, or the heading of
    the table column the figure sits in."""
    if claim.role == BlockRole.CHART_POINT:
        return [t for t in (claim.context.chart_title, claim.location.chart_series) if t]
    return heads_over_figure(claim)


def _column_of(claim: ClaimAudit) -> list[str]:
    """A chart point's series name, or the header cell above a table row's figure."""
    if claim.role == BlockRole.CHART_POINT:
        # A PDF export's chart keeps no series names: its title and axis title stand for them.
        texts = [claim.location.chart_series or "", claim.context.chart_title or ""]
        return [t for t in texts if _PER_UNIT_HEADING.search(t)]
    if claim.metric is None:
        return []
    own = [head for head in heads_over_figure(claim) if _PER_UNIT_HEADING.search(head)][:1]
    # A row that also carries a price per tokens ('$ per M tokens: $0.12') or a figure divided
    # per accelerator ('Tokens/s per accelerator: 3,074') presents that derived figure beside
    # its throughput.
    priced = [
        head
        for cell, head in cells_with_heads(claim)
        if (_COST_HEADING.search(head) or _PER_UNIT_HEADING.search(head)) and re.search(r"\d", cell)
    ][:1]
    return own or priced


_NEGATION = vocabulary("subject").pattern("negation")


def _measured_by_mlperf_power(context: str) -> bool:
    """MLPerf Power named as the basis, not denied before it ('not an MLPerf Power measurement')
    nor right after it ('a figure MLPerf Power never produced')."""
    return any(
        not is_denied(context, m.start(), _NEGATION) and not _DENIED_AFTER.match(context, m.end())
        for m in MLPERF_POWER.finditer(context)
    )


# 'MLPerf Power never produced', 'MLPerf Power did not measure': a denial within its clause.
_DENIED_AFTER = re.compile(
    r"[^\S\n]*(?:\w+[^\S\n]+){0,2}?(?:never|not|no\s+longer|(?:did|does|do|has|have)n[’']t)\b",
    re.IGNORECASE,
)


_MEASURED_AVERAGE = re.compile(r"(?:on\s+)?(?:the\s+)?average", re.IGNORECASE)
# From the wattage's last digit: the same texts match as from its first, without reading a run
# of digit groups again from each digit.
_WATTS_BEFORE = re.compile(r"\d[,.]*+\s?(?:k?w|watts?|kilowatts?)\s*$", re.IGNORECASE)


def _measured_average(
    words: re.Match[str], text: str, claim: ClaimAudit, is_reviewer_directed: ReviewerDirected
) -> bool:
    """'drew 10,442 W on average' under MLPerf Power: the average draw is what MLPerf Power
    reports, not the deck's arithmetic."""
    return (
        bool(_MEASURED_AVERAGE.fullmatch(words.group(0).strip()))
        and bool(_WATTS_BEFORE.search(text[: words.start()]))
        and _measured_by_mlperf_power(_power_context(claim, is_reviewer_directed))
    )


def _power_context(claim: ClaimAudit, is_reviewer_directed: ReviewerDirected) -> str:
    """Where an MLPerf Power basis may be named for this figure: its own text, footnotes,
    headers and headings, and statements on the slide; another claim's 'measured under MLPerf
    Power' speaks for that claim only."""
    ctx = claim.context
    parts = [claim.text, ctx.slide_title or "", ctx.table_header or "", ctx.chart_title or ""]
    parts += ctx.footnotes + ctx.headings + ctx.deck_statements
    parts += [s for t in ctx.slide_text for s in split_sentences(t) if not find_metrics(s)]
    return " ".join(p for p in parts if p and not is_reviewer_directed(p))


def cost_and_derived_flags(
    claim: ClaimAudit, is_reviewer_directed: ReviewerDirected, *, deck_cites: bool = False
) -> list[Flag]:
    """COST-PER-ANSWER and DERIVED-METRIC; `deck_cites`: the deck cites MLPerf results
    elsewhere (`unit_cost.deck_cites_results`)."""
    flags: list[Flag] = []
    text = claim.text
    cost = _COST_PER_ANSWER.search(text)
    if cost:
        flags.append(
            flag(
                "COST-PER-ANSWER",
                f"{quote(text)} turns an MLPerf result into “{cost.group(0)}”, which MLPerf does "
                "not measure",
                evidence=cost.group(0),
            )
        )
    else:
        priced = priced_work(claim, deck_cites=deck_cites)
        if priced:
            flags.append(
                flag(
                    "COST-PER-ANSWER",
                    f"{quote(text)} prices a unit of the deck's work (“{priced}”) from an MLPerf "
                    "result; MLPerf measures speed at a fixed accuracy target, not what each "
                    "finished answer costs",
                    evidence=priced,
                )
            )
    unit = claim.metric.unit if claim.metric else ""
    # A chart series or the table column a figure sits in ('Tokens/s per accelerator') says
    # what the figure is as much as its own words.
    own = " ".join([text, *_column_of(claim)])
    words = screened_search(DERIVED_WORDS, own)
    if words and _measured_average(words, text, claim, is_reviewer_directed):
        words = None
    derived = (
        words
        or _SUM_OF_RUNS.search(text)
        or work_over_period(text)
        or (None if RESULT_ID.search(text) else _TOGETHER.search(text))
        or derivation_noted(claim)
        or computed_from_another(text)
        or hypothetical_figure(text)
        or price_per_work(text)
    )
    # a rate per hour or per night is a per-second result multiplied out ('tokens/night')
    per_device = " per " in unit or unit in PERIOD_RATE_UNITS
    power = POWER_WORDS.search(own)
    # 'Counted against the 1,000 W nameplate instead': the figure's own basis is a rating.
    rated = RATED_POWER.search(text)
    if (
        power
        and not rated
        and _measured_by_mlperf_power(_power_context(claim, is_reviewer_directed))
    ):
        power = None
        derived = derived if derived and not POWER_WORDS.search(derived.group(0)) else None
    if (derived or per_device or power) and not (
        cost and derived and derived.start() >= cost.start()
    ):
        shown = (
            derived.group(0) if derived else unit if per_device else power.group(0) if power else ""
        )
        context = _context_text(claim, is_reviewer_directed)
        basis = BASIS_WORDS.search(context)
        basis_note = (
            f"the deck states a basis (“{basis.group(0)}”) but the figure is still not an official "
            "MLPerf result"
            if basis
            else "the deck does not say how it was computed"
        )
        flags.append(
            flag(
                "DERIVED-METRIC",
                f"{quote(text)} shows a derived figure (“{shown}”) beside MLPerf results; {basis_note}",
                evidence=shown,
                details={"basis_stated": bool(basis)},
            )
        )
    return flags


# A verb that puts one system above one other, then that other ('beat a 72-GPU rack', 'outpaces
# last year's H100 instance', 'beats the 2,520 tokens/s a one-GPU system posted'): a comparison
# between two named sides, which the comparison checks read, not a rank over the field. The
# field goes by other names too ('its rivals', 'the competing systems', 'a crowded field').
_BEATS_ONE = re.compile(
    r"\b(?:beat(?:s|ing)?|outperform(?:s|ed|ing)?|outpac(?:es|ed|ing)|outscor(?:es|ed|ing)|"
    r"surpass(?:es|ed|ing)?|crushe[sd])\s+(?:(?:a|an|the|one|its|their|last\s+year['’]s|"
    r"(?-i:[A-Z])[\w-]*['’]s)\s+)(?!(?:(?:crowded|whole|entire|wider|broader|strong|other|"
    r"rival|competing|leading|established)\s+)*(?:field|pack|competition|rest|industry|others|"
    r"market|record|best|fastest|top|rivals|competitors|contenders|challengers|"
    r"submitters|submissions|entrants|incumbents|alternatives|opposition|systems|vendors)\b)",
    re.IGNORECASE,
)


def _head_to_head(text: str) -> bool:
    """Every rank word in the text is a verb that beats one other system it names."""
    ranks = list(RANK_WORDS.finditer(text))
    if not ranks:
        return False
    beats = [m.start() for m in _BEATS_ONE.finditer(text)]
    return all(r.start() in beats for r in ranks)


def rank_flags(claim: ClaimAudit) -> list[Flag]:
    """RANK-CLAIM when a rank or record stands in for the benchmark, scenario and division."""
    if not claim.is_rank_claim or _head_to_head(claim.text):
        return []
    if claim.metric is not None and claim.metric.unit == "%" and GATE_WORDS.search(claim.text):
        return []  # 'the highest level' of an accuracy gate sells quality: GATE-AS-GRADE's case
    missing = []
    if not claim.benchmark:
        missing.append("benchmark")
    if claim.labels.scenario == Scenario.UNSTATED:
        missing.append("scenario")
    if claim.labels.division == Division.UNSTATED:
        missing.append("division")
    if not missing:
        return []
    return [
        flag(
            "RANK-CLAIM",
            f"{quote(claim.text)} claims a rank or record without naming its {', '.join(missing)}",
            evidence=claim.text,
        )
    ]


def _benchmark_gate(claim: ClaimAudit) -> bool:
    """The claim's figure is a named benchmark's accuracy target ('Lex-34B clears the 99.9% bar
    MLPerf sets for Llama 2 70B'): an MLPerf figure, whatever other model the sentence names."""
    return (
        claim.metric is not None
        and claim.metric.unit == "%"
        and bool(GATE_WORDS.search(claim.text))
        and bool(find_benchmarks(claim.text))
    )


_MODEL_COLUMN = vocabulary("models").pattern("model_column")
_OWN_MODEL = vocabulary("models").pattern("own_model")
_OTHER_FAMILIES = vocabulary("models").pattern("other_model_families")
_SHARE_CORRECT = vocabulary("quality").pattern("share_correct")
_SKU_COLUMN = re.compile(r"\s*models?\b", re.IGNORECASE)
# A cell that names something: a capital or digit after its first letter ('HarrowNet-D',
# 'Orca 7B'), not a task in plain words ('image classification').
_NAME_LIKE = re.compile(r"(?<=\w)[A-Z0-9]|[\s-][A-Z0-9]")


def _other_model_cell(claim: ClaimAudit) -> str | None:
    """The row's cell under a 'Benchmark' or 'Model' column when it names no MLPerf benchmark:
    the table sets another model's figure among MLPerf results."""
    for index, (cell, head) in enumerate(cells_with_heads(claim)):
        if not _MODEL_COLUMN.match(head) or not re.search(r"[A-Za-z]", cell):
            continue
        if index == 0 and _SKU_COLUMN.match(head):
            continue  # a first column headed 'Model' lists the machines ('XE9680'), not networks
        if find_benchmarks(cell) or not _NAME_LIKE.search(cell) or is_product_code(cell):
            continue
        if chip_counts(cell):
            continue  # '8x H200': hardware
        return cell
    return None


def _names_own_model(text: str, own_models: Iterable[str]) -> str | None:
    """The deck's own model that `text` names, in full or without the maker's name before it
    ('Medwyn KidneySeg 3' is also 'KidneySeg 3')."""
    for name in own_models:
        short = name.split(" ", 1)[1] if " " in name else name
        for form in (name, short):
            if re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text):
                return name
    return None


def _named_first(claim: ClaimAudit, name: str) -> bool:
    """The deck's own model (in full or without its maker's name) stands before the claim's
    figure: the sentence's subject, what the figure times."""
    raw = claim.metric.raw if claim.metric else ""
    at = claim.text.find(raw) if raw else -1
    if at < 0:
        return False
    short = name.split(" ", 1)[1] if " " in name else name
    before = claim.text[:at]
    return any(re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", before) for f in (name, short))


def non_mlperf_flags(claim: ClaimAudit, own_models: Iterable[str] = ()) -> list[Flag]:
    """NON-MLPERF-MIX for models or suites that are not MLPerf benchmarks, shown as MLPerf;
    `own_models` are the names of the models the deck deploys that are no benchmark."""
    text = claim.text
    # A chart or column captioned 'Llama 3.3 70B tokens/s' names the model of each figure in it.
    captions = " | ".join(t for t in _figure_captions(claim) if t)
    names = [m.group(0) for t in (text, captions) for m in MODEL_MENTION.finditer(t)]
    names += [m.group(0) for t in (text, captions) for m in SIZED_MODEL.finditer(t)]
    # Vision and speech networks named with their version ('YOLOv8-m'): names, digits or not.
    families = {m.group(0) for t in (text, captions) for m in _OTHER_FAMILIES.finditer(t)}
    names += sorted(families)
    if _benchmark_gate(claim):
        names = []  # the figure is the benchmark's own gate; another model named is a mismatch
    for raw in names:
        name = raw.strip()
        if benchmark_of_model(name):
            continue
        if not any(ch.isdigit() for ch in name) and raw not in families:
            continue
        if is_product_code(name):
            continue  # 'the T5', 'X1': a one-letter code names a product more often than a model
        return [
            flag(
                "NON-MLPERF-MIX",
                f"{quote(text)} reports {name}, which is not an MLPerf Inference benchmark model, "
                "among MLPerf results",
                evidence=name,
            )
        ]
    # A result of its own (a benchmark, result ID or MLPerf named in its sentence) only mentions
    # the model it is sold for. A benchmark lent by the slide's heading does not make one: 'Our
    # own load model scores 2.1 million rows/s' under a DLRM heading times the deck's model. A
    # result ID from the slide keeps a result that names the model ('Corvid Scan 2 checks a seam
    # in 1.8 s' beside 'result 5.1-0042'), not one that says it times the deck's own ('our
    # current Parloq ASR engine runs at').
    mlperf_own = find_benchmarks(text) or RESULT_ID.search(text) or MLPERF_WORDS.search(text)
    own = None if mlperf_own or claim.result_id else _names_own_model(text, own_models)
    if own is not None and claim.benchmark and not _named_first(claim, own):
        # 'Its 3.68 s read time is why LumenSeg outlines come out clean': a result lent its
        # benchmark by the slide, sold for the model named after it. 'Parlova Tutor itself runs
        # at 9,800 tokens/s': the model named before the figure is what was timed.
        own = None
    if own is None and not mlperf_own and not claim.is_rank_claim:
        # 'Our own detector clears a frame in 9 ms': the vendor's model, unnamed, timed.
        unnamed = _OWN_MODEL.search(text)
        own = f"“{unnamed.group(0)}”" if unnamed else None
    if own is not None:
        return [
            flag(
                "NON-MLPERF-MIX",
                f"{quote(text)} times {own}, the deck's own model and no MLPerf Inference "
                "benchmark, among MLPerf results",
                evidence=own,
            )
        ]
    other = _other_model_cell(claim)
    if other is not None:
        return [
            flag(
                "NON-MLPERF-MIX",
                f"{quote(text)} reports {other}, which is not an MLPerf Inference benchmark, in a "
                "table of MLPerf results",
                evidence=other,
            )
        ]
    suite = NON_MLPERF_SUITES.search(text)
    if suite:
        return [
            flag(
                "NON-MLPERF-MIX",
                f"{quote(text)} mixes a non-MLPerf measurement (“{suite.group(0)}”) with MLPerf "
                "results",
                evidence=suite.group(0),
            )
        ]
    return []


def benchmark_without_variant(benchmark: str) -> str:
    """A benchmark without its accuracy or variant suffix ('llama3.1-8b-edge' -> 'llama3.1-8b')."""
    return re.sub(r"(?:-(?:99(?:\.9)?|edge|interactive|datacenter))+$", "", benchmark.lower())


def _base_name(deployed_name: str) -> str:
    """'a derivative of Llama 3.1 70B' -> 'llama 3.1 70b': the model a deployed one derives from."""
    return deployed_name.lower().removeprefix("a derivative of ")


def model_mismatch_flags(
    claim: ClaimAudit,
    deployed: dict[str, str],
    tasks: dict[str, str | None] | None = None,
    uses: Collection[str] = (),
) -> list[Flag]:
    """MODEL-MISMATCH when the deck deploys a model other than the benchmark's reference model.

    A claim that names no benchmark still measures some reference model: when every model the
    deck deploys is its own or no MLPerf benchmark, no MLPerf result speaks for it. With `tasks`
    (each deployed model's kind, `model_tasks`), a result is compared only with the deployed
    models of its benchmark's kind. When there is none, the result is still a mismatch, unless
    the deck tells of its own work of that kind (`uses`, `model_tasks.told_uses`) without naming
    its model: a voice agent's Whisper result beside its named dialogue model."""
    if tasks and claim.benchmark:
        of_its_kind = {
            name: benchmark
            for name, benchmark in deployed.items()
            if model_tasks.same_kind(claim.benchmark, tasks.get(name))
        }
        if of_its_kind or model_tasks.benchmark_task(claim.benchmark) in uses:
            deployed = of_its_kind
    if not deployed:
        return []
    if not claim.benchmark:
        if any(deployed.values()) or not is_mlperf_result(claim) or claim.is_rank_claim:
            return []
        if not claim.result_id and any(_base_name(name) in claim.text.lower() for name in deployed):
            # The figure is for the deployed model itself, or the one it derives from; one that
            # cites a result ID is a benchmark's ('Its 3.68 s read time is why LumenSeg ...').
            return []
        names = ", ".join(sorted(deployed))
        return [
            flag(
                "MODEL-MISMATCH",
                f"{quote(claim.text)} is an MLPerf result for a benchmark's reference model, but "
                f"the deck deploys {names}; the figure is directional only",
                evidence=names,
            )
        ]
    if benchmark_without_variant(claim.benchmark) in {
        benchmark_without_variant(b) for b in deployed.values() if b
    }:
        return []
    facts = reference.benchmark_facts(claim.benchmark, claim.round)
    reference_model = facts.reference_model if facts else claim.benchmark
    names = ", ".join(sorted(deployed))
    return [
        flag(
            "MODEL-MISMATCH",
            f"{quote(claim.text)} measures {reference_model}, but the deck deploys {names}; the "
            "figure is directional only",
            evidence=names,
        )
    ]
