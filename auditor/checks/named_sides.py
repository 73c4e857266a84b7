"""Comparisons whose two sides are named by product and listed as results on the same slide:
'One NVL72 rack delivers 24x the tokens of one 8-GPU H200 pod' under a v6.0 NVL72 result and a
v5.1 H200 result.

The sentence names no round or scenario, yet each side it names is a result the slide states:
the products before the comparing words are one side, those after it the other. When each side
matches results of one round (or one scenario) and the two differ, the comparison is across
rounds (or scenarios), however it is worded.
"""

from __future__ import annotations

import re
from collections import defaultdict

from auditor.checks.comparison_words import comparing_point, rounds_in
from auditor.checks.messages import flag, quote
from auditor.checks.page_facts import PageFacts
from auditor.labels.signals import (
    chip_counts,
    product_codes,
    scenario_mentions,
)
from auditor.models import ClaimAudit, Flag, Scenario
from extractors import BlockRole

_TABULATED = (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)
# 'lists at 40% less than', 'draws 30% less power than': a comparison of what the systems cost,
# draw or carry, not of the results stated beside them ...
_OTHER_MEASURE = re.compile(
    r"\b(?:lists?|listed|list\s+price|pric(?:e|es|ed)|costs?|cheaper|dearer|power|watts?|"
    r"kilowatts?|energy|draws?|warrant(?:y|ies)|weighs?|weight|footprint|floor\s+space|"
    r"rack\s+units?)\b",
    re.IGNORECASE,
)
# ... unless it names the results' measure too ('2x the tokens per dollar of').
_RESULT_MEASURE = re.compile(
    r"\b(?:tokens?|queries|samples|images|inferences|requests|throughput|faster|speed|"
    r"performance|work)\b|/s\b|per\s+second\b",
    re.IGNORECASE,
)


def _results(claim: ClaimAudit, facts: PageFacts) -> list[ClaimAudit]:
    """The other results stated on the claim's page (figures that are no factor or share)."""
    return [other for other in facts.figures_on(claim.page) if other is not claim]


def _side_values(
    side: set[str], against: set[str], results: list[ClaimAudit], attribute: str, facts: PageFacts
) -> set[str]:
    """The values of `attribute` among the results that name a product of this side and none
    of the other's."""
    values = set()
    for other in results:
        codes = facts.codes(other.text)
        if codes & side and not codes & against:
            if attribute == "round":
                value = other.round
            else:
                scenario = other.labels.scenario
                value = scenario.value if scenario != Scenario.UNSTATED else None
            if value is not None:  # a price or share worked out from a side says nothing of it
                values.add(value)
    return values


def _the_other_result(
    named: set[str], results: list[ClaimAudit], facts: PageFacts
) -> set[str] | None:
    """The products of the side a comparison leaves unnamed ('the rack gives 8.08 tokens/s/W
    against 5.22 for the H200 board'): on a slide of two results, one of them the named side's,
    the other is the rest. None when the slide has more or fewer results, or neither or both
    name the side."""
    if len(results) != 2:
        return None
    matched = [r for r in results if facts.codes(r.text) & named]
    rest = [r for r in results if not facts.codes(r.text) & named]
    if len(matched) != 1 or len(rest) != 1:
        return None
    return set(facts.codes(rest[0].text)) or None


def named_sides_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """CROSS-ROUND and CROSS-SCENARIO on a comparing sentence whose sides, named by product,
    are results of different rounds or scenarios on its slide."""
    out: dict[str, list[Flag]] = defaultdict(list)
    facts = PageFacts(claims)
    for claim in claims:
        if claim.role in _TABULATED:
            continue
        point = comparing_point(claim.text)
        if point is None:
            continue
        if _OTHER_MEASURE.search(claim.text) and not _RESULT_MEASURE.search(claim.text):
            continue
        left = product_codes(claim.text[: point.start()])
        right = product_codes(claim.text[point.end() :]) - left
        if not left and not right:
            continue
        results = _results(claim, facts)
        if not left or not right:
            other = _the_other_result(left or right, results, facts)
            if other is None:
                continue
            left, right = (left, other) if left else (other, right)
        have = {f.code for f in claim.flags}
        checks = []
        if not rounds_in(claim.text) and "CROSS-ROUND" not in have:
            checks.append(("round", "CROSS-ROUND", "rounds"))
        if not scenario_mentions(claim.text) and "CROSS-SCENARIO" not in have:
            checks.append(("scenario", "CROSS-SCENARIO", "scenarios"))
        for attribute, code, noun in checks:
            ours = _side_values(left, right, results, attribute, facts)
            theirs = _side_values(right, left, results, attribute, facts)
            if len(ours) != 1 or len(theirs) != 1 or ours == theirs:
                continue
            out[claim.id].append(
                flag(
                    code,
                    f"{quote(claim.text)} compares “{', '.join(sorted(left))}” "
                    f"({ours.pop()}) with “{', '.join(sorted(right))}” ({theirs.pop()}): results "
                    f"of different {noun} stated on page {claim.page}",
                )
            )
    return out


# 'about nine times one of the nodes in Table 1': a side named by the table that lists it.
_TABLE_REFERENCE = re.compile(r"\b(?:in|of|from)\s+table\s+(\d{1,3})\b", re.IGNORECASE)
_FACTOR_WORDS = re.compile(
    r"(?<![\w.])\d[\d.,]*\s?(?:[x×]|times|%)(?!\w)|\btwice\b|\bhalf\b|\b(?:"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
    r"ninety|hundred"
    r")\s+times\b",
    re.IGNORECASE,
)


def _caption_number(claim: ClaimAudit) -> str | None:
    """The number of the table a row belongs to, from a caption in its footnotes or headings
    ('Table 1. Published results ...')."""
    ctx = claim.context
    for text in (*ctx.footnotes, ctx.table_header, *ctx.headings):
        found = re.match(r"\W*table\s+(\d{1,3})\b", text or "", re.IGNORECASE)
        if found:
            return found.group(1)
    return None


def _table_count(rows: list[ClaimAudit]) -> int | None:
    """The one accelerator count a table gives all its rows: in its header ('System (8 GPUs
    each)'), else the same count in every row."""
    header = next((r.context.table_header for r in rows if r.context.table_header), None)
    counts = set(chip_counts(header or ""))
    if len(counts) == 1:
        return counts.pop()
    per_row = [set(chip_counts(r.text)) for r in rows]
    if per_row and all(len(c) == 1 for c in per_row) and len(set.union(*per_row)) == 1:
        return per_row[0].pop()
    return None


def table_reference_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """CHIP-COUNT on a factor whose other side is a system of a numbered table elsewhere in the
    deck ('72 GPUs ... about nine times one of the nodes in Table 1', the table's header giving
    eight GPUs each)."""
    out: dict[str, list[Flag]] = defaultdict(list)
    tables: dict[str, list[ClaimAudit]] = defaultdict(list)
    for claim in claims:
        if claim.role == BlockRole.TABLE_ROW and (number := _caption_number(claim)):
            tables[number].append(claim)
    if not tables:
        return out
    for claim in claims:
        if claim.role in _TABULATED or any(f.code == "CHIP-COUNT" for f in claim.flags):
            continue
        reference = _TABLE_REFERENCE.search(claim.text)
        factor = _FACTOR_WORDS.search(claim.text)
        if reference is None or factor is None or reference.group(1) not in tables:
            continue
        own = set(chip_counts(claim.text[: factor.start()]))
        theirs = _table_count(tables[reference.group(1)])
        if len(own) != 1 or theirs is None or theirs in own:
            continue
        out[claim.id].append(
            flag(
                "CHIP-COUNT",
                f"{quote(claim.text)} sets a {own.pop()}-accelerator system against the "
                f"{theirs}-accelerator systems of Table {reference.group(1)}",
            )
        )
    return out
