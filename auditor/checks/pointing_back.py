"""Comparisons whose one side is the sentence before: 'That is 27% more than Azure's 4-GPU
system, which posted 46,016.5 tokens/s in the Server scenario' after 'Our 8-accelerator
instance sustained 58,400 tokens/s Offline'.

A sentence that opens by pointing back ('That is', 'This is', 'It is') and compares measures the
result stated just before it against the other side it names itself. The two sides are two
results: when their scenario, round, division or accelerator count differ, the comparison is
across them, whatever words the deck uses for the comparison. Each side's facts come from its
own words: the earlier result's labels and text, and the other side's text after the pointer.
"""

from __future__ import annotations

import re
from collections import defaultdict

from auditor.checks.comparison_words import rounds_in, system_scale
from auditor.checks.messages import flag, quote
from auditor.labels.signals import (
    COMPARISON_WORDS,
    chip_counts,
    division_mentions,
    scenario_mentions,
)
from auditor.models import ClaimAudit, Division, Flag, Scenario
from auditor.results.counts import published_accelerators
from auditor.vocab import vocabulary
from extractors import RESULT_ID, BlockRole

# 'That is', 'This means', 'It is', 'Which is', 'Set it beside': the sentence's subject (or the
# imperative's object) is the result before it.
# Not 'That system reached ...' or 'It reached ...': the system before, in a result of its own.
_POINTER = re.compile(
    r"^\W*(?:(?:that|this|which)\b(?!\s+(?:is\s+why|means\s+that)\b)"
    # lower case only: 'That Server rate' is the Server scenario's figure, a pointer still
    r"(?!\s+(?:[\w-]+\s+)?(?-i:systems?|servers?|nodes?|box(?:es)?|racks?|clusters?|instances?"
    r"|pods?|chips?|gpus?|cards?|machines?|platforms?|shapes?|vms?|appliances?|devices?|setups?)"
    r"\b(?!\s+(?:rate|figure|result|number|score|throughput)))"
    r"|it(?:\s+is|\s+was|['’]s)\b"
    # 'Set it beside the 209,328 tokens/s ...', 'Put that against ...': the imperative's object
    # is the result before it.
    r"|(?:set|put|place|compare|line|stack|hold|weigh)\s+(?:it|this|that)\s+(?:up\s+)?"
    r"(?:beside|against|next\s+to|alongside|with|to)\b)",
    re.I,
)
# A factor or a share of another figure ('36x the', 'twice', '0.25% of the', 'ten times').
_FACTOR = re.compile(
    r"(?<![\w.])\d[\d.,]*\s?(?:[x×]|times|%|percent)(?!\w)|\b(?:twice|double|half|"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)\s+times)\b",
    re.I,
)
_SHARED_COUNT = vocabulary("comparison").pattern("shared_count")


def _compares(text: str) -> bool:
    """The sentence compares: comparing words or a factor."""
    return bool(COMPARISON_WORDS.search(text) or _FACTOR.search(text))


def _earlier_result(claim: ClaimAudit, claims: list[ClaimAudit]) -> ClaimAudit | None:
    """The claim stated just before `claim` on its page, when it is a result of its own (a
    figure that is not itself a factor or share)."""
    before = None
    for other in claims:
        if other.id == claim.id:
            break
        if other.page == claim.page:
            before = other
    if before is None or before.metric is None or before.metric.unit in ("x", "%"):
        return None
    if before.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
        return None
    return before


def _one(values: set[str]) -> str | None:
    """The one value of a set, or None when it holds none or several (no single answer)."""
    return next(iter(values)) if len(values) == 1 else None


def _chips_of(text: str, result_id: str | None) -> int | None:
    """One accelerator count a side states, else the one published for its result ID."""
    counts = set(chip_counts(text))
    if len(counts) == 1:
        return counts.pop()
    if counts:
        return None
    return published_accelerators(result_id) if result_id else None


def _other_side_id(text: str) -> str | None:
    """The one result ID the comparing sentence cites for its other side; None when it cites
    none, or several (then no single result is the other side, and its count is not looked up)."""
    ids = {m.group(0).lstrip("v") for m in RESULT_ID.finditer(text)}
    return ids.pop() if len(ids) == 1 else None


def _differences(before: ClaimAudit, claim: ClaimAudit) -> list[tuple[str, str]]:
    """(code, what differs) for each comparison caveat the two sides break."""
    text = claim.text
    out: list[tuple[str, str]] = []
    divisions = {before.labels.division.value} | {m.value for m in division_mentions(text)}
    if before.labels.division != Division.UNSTATED and {"open", "closed"} <= divisions:
        out.append(("OPEN-COMPARED", "an Open-division result against a Closed one"))
    other_scenario = _one({m.value for m in scenario_mentions(text)})
    own_scenario = before.labels.scenario
    if other_scenario and own_scenario != Scenario.UNSTATED and other_scenario != own_scenario:
        out.append(("CROSS-SCENARIO", f"scenarios {own_scenario.value} and {other_scenario}"))
    own_round = before.round or _one(rounds_in(before.text))
    other_round = _one(rounds_in(text))
    if own_round and other_round and own_round != other_round:
        out.append(("CROSS-ROUND", f"rounds {own_round} and {other_round}"))
    if not _SHARED_COUNT.search(text):
        own_chips = _chips_of(before.text, before.result_id)
        other_chips = _chips_of(text, _other_side_id(text))
        if own_chips and other_chips and own_chips != other_chips:
            out.append(("CHIP-COUNT", f"{own_chips} and {other_chips} accelerators"))
        else:
            own_scale, other_scale = system_scale(before.text), system_scale(text)
            if own_scale and other_scale and own_scale != other_scale:
                out.append(("CHIP-COUNT", f"{own_scale} against {other_scale}"))
    return out


def pointing_back_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """Comparison flags for a comparing sentence that points back at the result before it. The
    flag goes on the sentence that states the comparison; the result before it stands on its own
    as a bullet, as the corpus convention has it (tests/corpus/README.md)."""
    out: dict[str, list[Flag]] = defaultdict(list)
    for claim in claims:
        if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
            continue
        if not _POINTER.match(claim.text) or not _compares(claim.text):
            continue
        before = _earlier_result(claim, claims)
        if before is None:
            continue
        for code, what in _differences(before, claim):
            if any(f.code == code for f in [*claim.flags, *out[claim.id]]):
                continue
            out[claim.id].append(
                flag(
                    code,
                    f"{quote(claim.text)} compares the result before it on page "
                    f"{claim.page} ({quote(before.text)}) with another: {what}",
                    claim_ids=[before.id, claim.id],
                )
            )
    return out
