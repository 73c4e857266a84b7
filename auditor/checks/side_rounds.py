"""The round of a comparison's undated side, read from the claim's context.

A comparing sentence that dates one side only ('3.3x the 32,790 tokens/s the H200 system posted
in v4.1'; 'A managed 81,009 (v4.1-0072), while B reached 591,162¹') leaves the other side to its
context: the footnote its marker points to, else the table header, chart title, heading or
title of its slide. When that round is not the dated side's, the two sides are of two rounds.
"""

from __future__ import annotations

from auditor.checks.comparison_words import comparing_point, rounds_in
from auditor.labels.subjects import subject_cuts
from auditor.models import ClaimAudit
from extractors import find_metrics, find_round


def _sides(text: str) -> tuple[str, str, bool] | None:
    """The sentence split into its two sides, and whether a factor or comparing word splits it
    (a factor's own side needs no figure: '... is 3.3x the 32,790 tokens/s of ...')."""
    point = comparing_point(text)
    if point is not None:
        return text[: point.start()], text[point.end() :], True
    cuts = subject_cuts(text)
    if len(cuts) >= 2:
        return text[: cuts[1]], text[cuts[1] :], False
    return None


def _context_round(claim: ClaimAudit) -> str | None:
    """The one round the claim's own footnotes name; without such notes, the nearest of its
    table header, chart title, headings and slide title."""
    ctx = claim.context
    noted: set[str] = set()
    for note in ctx.own_footnotes():
        noted |= rounds_in(note)
    if noted:
        return next(iter(noted)) if len(noted) == 1 else None
    for text in (ctx.table_header, ctx.chart_title, *ctx.headings, ctx.slide_title):
        if text and (found := find_round(text)):
            return found
    return None


def undated_side_round(claim: ClaimAudit) -> tuple[str, str] | None:
    """(the dated side's round, the other side's round from context) when the sentence dates
    one side of its comparison and the context dates the other differently; else None."""
    text = claim.text
    sides = _sides(text)
    if sides is None:
        return None
    left, right, by_word = sides
    dated = [rounds_in(left), rounds_in(right)]
    if sorted(len(r) for r in dated) != [0, 1]:
        return None
    undated = left if not dated[0] else right
    if not by_word and not find_metrics(undated):
        return None
    first = find_metrics(text)
    if dated[0] and (not first or rounds_in(text[: first[0].start])):
        # 'In v5.1, A did 100 against B's 90': a round written before any figure dates the
        # whole sentence, not one side.
        return None
    (own_round,) = dated[0] or dated[1]
    other = _context_round(claim)
    if other is None or other == own_round:
        return None
    return own_round, other
