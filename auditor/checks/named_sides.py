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

from auditor.checks.comparison_checks import _FACTOR_OF, _WORD_FACTOR, _rounds_in
from auditor.checks.messages import flag, quote
from auditor.labels.signals import COMPARISON_WORDS, product_codes, scenario_mentions
from auditor.models import ClaimAudit, Flag, Scenario
from extractors import BlockRole

_TABULATED = (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)


def _point(text: str) -> re.Match[str] | None:
    return _FACTOR_OF.search(text) or _WORD_FACTOR.search(text) or COMPARISON_WORDS.search(text)


def _results(claim: ClaimAudit, claims: list[ClaimAudit]) -> list[ClaimAudit]:
    """The other results stated on the claim's page (figures that are no factor or share)."""
    return [
        other
        for other in claims
        if other.page == claim.page
        and other.id != claim.id
        and other.metric is not None
        and other.metric.unit not in ("x", "%")
    ]


def _side_values(
    side: set[str], against: set[str], results: list[ClaimAudit], attribute: str
) -> set[str]:
    """The values of `attribute` among the results that name a product of this side and none
    of the other's."""
    values = set()
    for other in results:
        codes = product_codes(other.text)
        if codes & side and not codes & against:
            if attribute == "round":
                value = other.round
            else:
                scenario = other.labels.scenario
                value = scenario.value if scenario != Scenario.UNSTATED else None
            if value is not None:  # a price or share worked out from a side says nothing of it
                values.add(value)
    return values


def named_sides_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """CROSS-ROUND and CROSS-SCENARIO on a comparing sentence whose sides, named by product,
    are results of different rounds or scenarios on its slide."""
    out: dict[str, list[Flag]] = defaultdict(list)
    for claim in claims:
        if claim.role in _TABULATED:
            continue
        point = _point(claim.text)
        if point is None:
            continue
        left = product_codes(claim.text[: point.start()])
        right = product_codes(claim.text[point.end() :]) - left
        if not left or not right:
            continue
        results = _results(claim, claims)
        have = {f.code for f in claim.flags}
        checks = []
        if not _rounds_in(claim.text) and "CROSS-ROUND" not in have:
            checks.append(("round", "CROSS-ROUND", "rounds"))
        if not scenario_mentions(claim.text) and "CROSS-SCENARIO" not in have:
            checks.append(("scenario", "CROSS-SCENARIO", "scenarios"))
        for attribute, code, noun in checks:
            ours = _side_values(left, right, results, attribute)
            theirs = _side_values(right, left, results, attribute)
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
