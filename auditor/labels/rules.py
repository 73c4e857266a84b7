"""The embedded rule labeler: division, scenario and bucket for each claim, each with its quote."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from auditor.labels.correct_work import priced_correct_outcome
from auditor.labels.injection import ReviewerDirected
from auditor.labels.proof_clause import proof_of_outcome
from auditor.labels.screens import screened_search
from auditor.labels.signals import (
    ACCURACY_WORD,
    DERIVED_WORDS,
    GATE_WORDS,
    NEGATED_PROOF,
    POINTS_BACK,
    QUALITY_DENIED,
    QUALITY_MEASURE,
    QUALITY_WORDS,
    RESULTS_AS_PROOF,
    Mention,
    affirmed,
    cell_division,
    cell_scenario,
    disowned,
    division_mentions,
    division_of,
    header_cell_scenario,
    scenario_of,
)
from auditor.labels.subjects import subject_part
from auditor.models import Bucket, ClaimAudit, Division, LabelEvidence, Labels, Scenario
from auditor.vocab import vocabulary
from extractors import MLPERF_WORDS, RANK_WORDS, BlockRole, Claim, find_metrics, split_sentences


@dataclass(frozen=True)
class _Source:
    """One piece of text that may supply a label, and where it sits relative to the claim."""

    origin: str
    text: str
    cells: tuple[str, ...] = ()  # a table row's cells, a chart point's series and category


def _sources(claim: Claim, is_reviewer_directed: ReviewerDirected) -> list[_Source]:
    """Where a claim's labels may come from, nearest first; reviewer-directed text is left out.

    Its own text; its own footnotes (bound by marker, then unmarked ones); its table header and
    chart titles; the slide title, heading boxes and subtitle; statements on the slide that are
    no claim themselves; and deck-level statements. Sibling claims never lend labels.
    """
    ctx = claim.context
    own_origin = "table_row" if claim.role == BlockRole.TABLE_ROW else "claim_text"
    if claim.role == BlockRole.CHART_POINT:
        where = claim.location
        cells = tuple(c for c in (where.chart_series, where.chart_category) if c)
    else:
        cells = tuple(_table_cells(claim.text)) if own_origin == "table_row" else ()
    part = subject_part(claim.text, claim.metric.raw if claim.metric else None, claim.own_text)
    if own_origin == "claim_text" and part is not None:
        # One subject of a 'while'/'whereas' sentence: its own part, then what the subjects share.
        sources = [_Source(own_origin, part.own), _Source(own_origin, part.shared)]
    else:
        sources = [_Source(own_origin, claim.text, cells)]
    sources.extend(_Source("footnote", f) for f in ctx.footnotes)
    if ctx.table_header:
        sources.append(_Source("table_header", _header_for_labels(claim, ctx.table_header)))
    if ctx.chart_title:
        sources.append(_Source("chart_title", ctx.chart_title))
    if ctx.slide_title:
        sources.append(_Source("slide_title", ctx.slide_title))
    sources.extend(_Source("heading", h) for h in ctx.headings)
    for text in ctx.slide_text:
        if text in ctx.headings:
            continue
        for sentence in split_sentences(text):
            if find_metrics(sentence) or RANK_WORDS.search(sentence):
                continue  # another claim's own labels are not this claim's evidence
            if (
                MLPERF_WORDS.search(sentence)
                or "division" in sentence.lower()
                or "scenario" in (sentence.lower())
            ):
                sources.append(_Source("slide_text", sentence))
    sources.extend(_Source("deck", d) for d in ctx.deck_statements)
    return [s for s in sources if s.text and not is_reviewer_directed(s.text)]


_COST_PER_ANSWER = vocabulary("cost").pattern("cost_per_answer")
_FIGURE_AS_CAUSE = vocabulary("quality").pattern("figure_as_cause")
_RETURN_WORDS = vocabulary("cost").pattern("return_words")
_GATE_CONSEQUENCE = vocabulary("quality").pattern("gate_consequence")
# 'Passing the 99% threshold proves ...': the gate as the subject of a verb of proof.
_GATE_VERDICT = vocabulary("quality").pattern("gate_verdict")
_VALIDITY = vocabulary("quality").pattern("validity_consequence")
# 'Whisper's target, 99% of the reference accuracy, tells members ...': the gate's phrase ends
# and the verb follows; 'presents the 99.9% target as a safety rating': the gate offered as one.
_GATE_APPOSED_VERDICT = vocabulary("quality").pattern("gate_apposed_verdict")
_GATE_PRESENTED_AS = vocabulary("quality").pattern("gate_presented_as")


def _gate_sold_by_consequence(text: str, gate_end: int) -> re.Match[str] | None:
    """The gate followed, in its own sentence, by what it is said to mean for the people who use
    the output ('cleared the 99.9% bar, which for your radiologists means outlines they will not
    redraw', '..., so drivers can trust ...', '..., proof that viewers will get ...'); a
    consequence about the result's validity ('so it counts in the Closed division') is no grade."""
    found = (
        _GATE_VERDICT.match(text, gate_end)
        or _GATE_APPOSED_VERDICT.match(text, gate_end)
        or _GATE_PRESENTED_AS.match(text, gate_end)
        or _GATE_CONSEQUENCE.search(text, gate_end)
    )
    if found is None or re.search(r"[;.!?]", text[gate_end : found.start() + 1]):
        return None  # the consequence belongs to a later clause ('...; that target is a pass mark')
    if _VALIDITY.search(text, found.end()):
        return None
    return found


# A header cell's unit or note in brackets at its end ('(tokens/s)', '(ms)').
_TRAILING_BRACKET = re.compile(r"\s*\([^()]{1,40}\)\s*$")


# A row cell that holds a name ('Dell PowerEdge XE9680', '8x H200'), not a figure or an ID.
_NAME_CELL = re.compile(r"[A-Za-z]{2}")


def _is_name_cell(cell: str) -> bool:
    return bool(_NAME_CELL.search(cell)) and not find_metrics(cell)


def _header_for_labels(claim: Claim, header: str) -> str:
    """The header without the titles of columns of names that are only a label's word: a
    'Server' column lists the machines, and says nothing of the scenario the figures ran in."""
    heads, cells = _table_cells(header), _table_cells(claim.text)
    if claim.role != BlockRole.TABLE_ROW or not heads or len(heads) != len(cells):
        return header
    kept = [
        head
        for head, cell in zip(heads, cells, strict=True)
        if not (_is_name_cell(cell) and (cell_scenario(head) or cell_division(head)))
    ]
    return " | ".join(kept) if len(kept) != len(heads) else header


def _table_cells(text: str) -> list[str]:
    return [c.strip() for c in text.split(" | ")] if " | " in text else []


def _from_sources(
    sources: list[_Source],
    of: Callable[[str], Mention | None],
    cell_of: Callable[[str], str | None],
    header_cell_of: Callable[[str], str | None] | None = None,
) -> LabelEvidence | None:
    for source in sources:
        for cell in source.cells:
            # A chart series is named like a header cell ('Server tokens/s'); a row cell is bare.
            value = cell_of(cell) or (
                header_cell_of(cell) if header_cell_of and source.origin != "table_row" else None
            )
            if value:
                return LabelEvidence(value=value, quote=cell, origin=source.origin)
            if source.origin != "table_row":
                # A series named 'MLPerf Inference v5.1 Closed' labels its points.
                mention = of(cell)
                if mention is not None:
                    return LabelEvidence(
                        value=mention.value, quote=mention.quote, origin=source.origin
                    )
        if source.origin == "table_header":
            # A header cell that names the value for the whole table ('Offline tokens/s'), or
            # names it before the column's unit ('Llama 2 70B, Server (tokens/s)'); not a cell
            # over a column of machine names.
            for cell in _value_heads(source.text, sources):
                value = (header_cell_of or cell_of)(cell)
                if value:
                    return LabelEvidence(value=value, quote=cell, origin=source.origin)
                mention = of(_TRAILING_BRACKET.sub("", cell))
                if mention is not None:
                    return LabelEvidence(value=mention.value, quote=cell, origin=source.origin)
        mention = of(source.text)
        if mention is not None:
            return LabelEvidence(value=mention.value, quote=mention.quote, origin=source.origin)
    return None


def _value_heads(header: str, sources: list[_Source]) -> list[str]:
    """A table header's cells, less those over a column of names: a 'Server' column that lists
    the machines ('Dell PowerEdge XE9680') names no scenario, a 'Server' column of figures does."""
    heads = _table_cells(header)
    row = next((s.cells for s in sources if s.origin == "table_row"), ())
    if len(row) != len(heads):
        return heads
    return [h for h, cell in zip(heads, row, strict=True) if _FIGURE_CELL.match(cell)]


# A cell that holds a figure ('54.62', '~1,200', '$0.03'), not a name that carries digits.
_FIGURE_CELL = re.compile(r"[\s$€£¥~≈<>]*\d")


def _quality_follow_up(
    claim: Claim, is_reviewer_directed: ReviewerDirected
) -> LabelEvidence | None:
    """A sentence beside the claim that sells 'such speed' or 'these results' as answer quality,
    or the very next sentence when it points back with 'It'/'This' and sells quality."""
    sentences = [s for text in claim.context.slide_text for s in split_sentences(text)]
    following = claim.context.next_sentence
    for sentence in sentences:
        if sentence == claim.text or is_reviewer_directed(sentence):
            continue
        quality = affirmed(QUALITY_WORDS, sentence, QUALITY_DENIED)
        if not quality or NEGATED_PROOF.search(sentence):
            continue
        points_back = RESULTS_AS_PROOF.search(sentence) and not find_metrics(sentence)
        # 'It cleared MLPerf's 99% accuracy target: an A grade for answer quality.' right after
        # the figure: only a percentage of its own, so it speaks about the figure before it.
        # A figure worked out from a result (scaled, projected, per GPU) is not what 'It'
        # points back to: 'It clears the 99% gate' speaks of a system or its result.
        right_after = (
            sentence == following
            and POINTS_BACK.match(sentence)
            and all(m.unit == "%" for m in find_metrics(sentence))
            and not screened_search(DERIVED_WORDS, claim.text)
        )
        if points_back or right_after:
            return LabelEvidence(
                value=Bucket.QUALITY.value, quote=sentence[:200], origin="slide_text"
            )
    return None


def _slide_quality_heading(
    claim: Claim, is_reviewer_directed: ReviewerDirected
) -> LabelEvidence | None:
    """A figure the claim offers as the cause of something ('the figure is what keeps ...') on a
    slide whose title or heading sells answer quality ('Proof your players will believe your
    characters'): the slide says what the figure is offered as."""
    if not _FIGURE_AS_CAUSE.search(claim.text):
        return None
    ctx = claim.context
    for origin, text in [("slide_title", ctx.slide_title), *(("heading", h) for h in ctx.headings)]:
        if not text or is_reviewer_directed(text) or NEGATED_PROOF.search(text):
            continue
        if affirmed(QUALITY_WORDS, text, QUALITY_DENIED):
            return LabelEvidence(value=Bucket.QUALITY.value, quote=text[:200], origin=origin)
    return None


def label_bucket(claim: Claim, is_reviewer_directed: ReviewerDirected) -> LabelEvidence:
    """Quality when the claim, or a sentence that points back at it, sells the number as answer
    quality or task fit; else operational."""
    text = claim.text
    quality = affirmed(QUALITY_WORDS, text, QUALITY_DENIED)
    if quality and disowned(text, quality.start(), quality.end()):
        quality = None
    if quality:
        return LabelEvidence(
            value=Bucket.QUALITY.value, quote=quality.group(0), origin="claim_text"
        )
    heading = _quality_heading(claim) or _quality_footnote(claim, is_reviewer_directed)
    if heading is not None:
        return heading
    accuracy = ACCURACY_WORD.search(text)
    if accuracy and not GATE_WORDS.search(text):
        unit = claim.metric.unit if claim.metric else ""
        if unit == "%" or not claim.metric:
            return LabelEvidence(
                value=Bucket.QUALITY.value,
                quote=_window(text, accuracy.start()),
                origin="claim_text",
            )
    cost = _COST_PER_ANSWER.search(text)
    if cost and not _RETURN_WORDS.search(cost.group(0)):
        # A cost per correct answer prices answer quality, which MLPerf does not measure.
        return LabelEvidence(value=Bucket.QUALITY.value, quote=cost.group(0), origin="claim_text")
    outcome = None if cost else priced_correct_outcome(text)
    if outcome is not None:
        return LabelEvidence(
            value=Bucket.QUALITY.value, quote=_window(text, outcome.start()), origin="claim_text"
        )
    gate = GATE_WORDS.search(text)
    if gate:
        sold = _gate_sold_by_consequence(text, gate.end())
        if sold is not None:
            return LabelEvidence(
                value=Bucket.QUALITY.value, quote=_window(text, sold.start()), origin="claim_text"
            )
        # 'It met the 99.9% accuracy target. So your lawyers get the right answer every time.':
        # the gate is sold as a grade by the sentence that follows it.
        follow_up = _quality_follow_up(claim, is_reviewer_directed)
        if follow_up is not None:
            return follow_up
        return LabelEvidence(
            value=Bucket.OPERATIONAL.value, quote=gate.group(0), origin="claim_text"
        )
    if claim.metric is not None and claim.metric.unit not in ("%", "$", "€", "£", "¥"):
        follow_up = _quality_follow_up(claim, is_reviewer_directed)
        if follow_up is not None:
            return follow_up
        heading = _slide_quality_heading(claim, is_reviewer_directed)
        if heading is not None:
            return heading
        at = text.find(claim.metric.raw) if claim.metric.raw else -1
        proof = proof_of_outcome(text, at + len(claim.metric.raw)) if at >= 0 else None
        if proof is not None and not NEGATED_PROOF.search(text):
            # 'Its 100,656 tokens/s is our evidence that the characters will stay in character'
            return LabelEvidence(
                value=Bucket.QUALITY.value, quote=_window(text, proof.start()), origin="claim_text"
            )
    quote = claim.metric.raw if claim.metric and claim.metric.raw in text else None
    return LabelEvidence(value=Bucket.OPERATIONAL.value, quote=quote, origin="claim_text")


def _figure_headings(claim: Claim) -> list[tuple[str, str]]:
    """The headings that say what a figure is: a chart point's title and series, a table row's
    header cell above the figure (not the other columns' headers)."""
    if claim.role == BlockRole.CHART_POINT:
        ctx, where = claim.context, claim.location
        return [("chart_title", t) for t in (ctx.chart_title, where.chart_series) if t]
    header = claim.context.table_header
    if claim.role != BlockRole.TABLE_ROW or not header or claim.metric is None:
        return []
    cells, heads = _table_cells(claim.text), _table_cells(header)
    # A bare cell's figure is read with its header's unit: '41,200 (Tokens/s)'; the cell holds
    # only the figure.
    raw = claim.metric.raw.split(" (")[0].strip()
    if len(cells) != len(heads) or not raw:
        return []
    return [("table_header", h) for c, h in zip(cells, heads, strict=True) if raw in c][:1]


# Quality words that also name products ('Contract Intelligence', 'Smarter Retail'): in a claim's
# sentence they sell, in a short heading they are more often a name.
_NAME_WORDS = frozenset({"intelligence", "smarter", "smarts"})


def _quality_heading(claim: Claim) -> LabelEvidence | None:
    """A figure headed as a measure of quality ('Description quality index · tokens/s', an
    'Accuracy grade' column): the deck presents the figure as quality whatever it measures."""
    for origin, heading in _figure_headings(claim):
        found = QUALITY_MEASURE.search(heading) or affirmed(QUALITY_WORDS, heading, QUALITY_DENIED)
        if found and found.group(0).lower() not in _NAME_WORDS:
            return LabelEvidence(value=Bucket.QUALITY.value, quote=heading[:200], origin=origin)
    return None


def _quality_footnote(claim: Claim, is_reviewer_directed: ReviewerDirected) -> LabelEvidence | None:
    """A footnote bound to the figure by its marker that sells it as quality ('¹ Proof of
    best-in-class answer quality'): the figure's own note says what the deck uses it for. An
    unmarked footnote covers the whole slide and is left to the claims' own words."""
    if not claim.context.markers:
        return None
    for note in claim.context.footnotes:
        lead = note[:1]
        if not lead or (lead.isascii() and lead.isalnum()) or is_reviewer_directed(note):
            continue  # unmarked ('¹', 'ᵃ', '*', '[1]' lead a bound note): the slide's note
        found = affirmed(QUALITY_WORDS, note, QUALITY_DENIED)
        if found and not NEGATED_PROOF.search(note) and not disowned(note, *found.span()):
            return LabelEvidence(value=Bucket.QUALITY.value, quote=note[:200], origin="footnote")
    return None


def _window(text: str, index: int, width: int = 30) -> str:
    start = max(0, index - width)
    return text[start : index + width].strip()


# 'Open vs Closed', 'Closed and Open divisions', 'open/closed': both divisions named as a pair.
_BOTH_DIVISIONS = re.compile(
    r"\b(open|closed)(?:[\s-]divisions?)?\s{0,3}(?:vs\.?|versus|v\.|and|or|against|&|/)"
    r"\s{0,3}(?:the\s)?(?!\1)(?:open|closed)\b",
    re.IGNORECASE,
)


def _both_divisions(text: str) -> bool:
    """Whether the text sets both divisions side by side."""
    return bool(_BOTH_DIVISIONS.search(text)) or len({m.value for m in division_mentions(text)}) > 1


def _lending_a_division(sources: list[_Source]) -> list[_Source]:
    """The sources less a slide title or heading that sets both divisions side by side ('Open vs
    Closed: read the fine print'): it names the slide's topic, not the division of a claim that
    names none; a claim's own words still give theirs."""
    return [
        s
        for s in sources
        if s.origin not in ("slide_title", "heading") or not _both_divisions(s.text)
    ]


def label_claim(claim: Claim, is_reviewer_directed: ReviewerDirected) -> ClaimAudit:
    """Label one claim from its own text and context, with the quote behind each label."""
    sources = _sources(claim, is_reviewer_directed)
    division = _from_sources(_lending_a_division(sources), division_of, cell_division)
    scenario = _from_sources(sources, scenario_of, cell_scenario, header_cell_scenario)
    bucket = label_bucket(claim, is_reviewer_directed)
    details = {"bucket": bucket}
    if division is not None:
        details["division"] = division
    if scenario is not None:
        details["scenario"] = scenario
    labels = Labels(
        division=Division(division.value) if division else Division.UNSTATED,
        scenario=Scenario(scenario.value) if scenario else Scenario.UNSTATED,
        bucket=Bucket(bucket.value),
    )
    return ClaimAudit.from_claim(
        claim,
        labels=labels,
        evidence={k: v.quote for k, v in details.items() if v.quote},
        label_details=details,
    )
