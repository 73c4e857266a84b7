"""Folding grounded LLM labels into the rule labels, and listing where the two disagree.

The LLM may fill a label the rules left unstated (a division or scenario only with a quote that
names it, from text that speaks of a division or scenario), and may move a claim's bucket to
`quality` (which can only add flags). It never overrides a division or scenario the rules found,
and never moves a claim from `quality` back to `operational`: such disagreements become conflicts
for the reviewer. `keep_rule_flags` lets the pipeline hold every flag the rule labels raise as a
floor under the flags of the refined labels.
"""

from __future__ import annotations

import re

from auditor.llm.context import ClaimPayload, ContextItem
from auditor.llm.grounding import ground_quote, unescape_quote
from auditor.llm.schema import NO_OPINION, ClaimGuess
from auditor.models import (
    Bucket,
    ClaimAudit,
    Division,
    Flag,
    LabelConflict,
    LabelEvidence,
    LabelSource,
    Scenario,
)

LABEL_NAMES: tuple[str, ...] = ("division", "scenario", "bucket")
_UNSTATED = "unstated"

# A division or scenario is a name the deck must state: its quote has to contain that name.
_VALUE_WORDS: dict[str, re.Pattern[str]] = {
    value: re.compile(pattern, re.IGNORECASE)
    for value, pattern in {
        "closed": r"\bclosed\b",
        "open": r"\bopen\b",
        "network": r"\bnetwork\b",
        "server": r"\bserver\b",
        "offline": r"\boffline\b",
        "single_stream": r"\bsingle[\s_-]?stream\b",
        "multi_stream": r"\bmulti[\s_-]?stream\b",
        "interactive": r"\binteractive\b",
    }.items()
}


_LABEL_WORDS: dict[str, re.Pattern[str]] = {
    "division": re.compile(r"\bdivisions?\b", re.IGNORECASE),
    "scenario": re.compile(r"\bscenarios?\b", re.IGNORECASE),
}


def quote_names_value(name: str, value: str, quote: str) -> bool:
    """Whether a division or scenario quote names its value; buckets need no particular word."""
    if name == "bucket":
        return True
    pattern = _VALUE_WORDS.get(value)
    return bool(pattern and pattern.search(quote))


def context_names_label(name: str, item: ContextItem, payload: ClaimPayload) -> bool:
    """Whether the quoted text, or the claim's table header, says it is a division or scenario.

    "Closed", "open" and "server" are everyday words ("closed-loop cooling", "a 2U server"); only
    text that speaks of a division or scenario may set one.
    """
    pattern = _LABEL_WORDS.get(name)
    if pattern is None:
        return True
    headers = [i.text for i in payload.items if i.origin in ("table_header", "chart_title")]
    return any(pattern.search(text) for text in [item.text, *headers])


def _rule_evidence(claim: ClaimAudit, name: str) -> LabelEvidence:
    detail = claim.label_details.get(name)
    if detail is not None and detail.source != LabelSource.LLM:
        return detail
    value = str(getattr(claim.labels, name))
    return LabelEvidence(value=value, quote=claim.evidence.get(name), source=LabelSource.RULES)


def _rules_have_opinion(claim: ClaimAudit, name: str) -> bool:
    """Whether the rules set this label themselves; a default bucket without evidence does not."""
    value = str(getattr(claim.labels, name))
    if value == _UNSTATED:
        return False
    if name == "bucket":
        return name in claim.label_details or name in claim.evidence
    return True


def _llm_may_set(name: str, rule_value: str, llm_value: str, rules_opinion: bool) -> bool:
    if not rules_opinion:
        return True
    # Moving to the quality bucket can only add findings, so the LLM may refine towards it.
    return name == "bucket" and llm_value == Bucket.QUALITY.value and rule_value != llm_value


def _set_label(claim: ClaimAudit, name: str, evidence: LabelEvidence) -> None:
    enum = {"division": Division, "scenario": Scenario, "bucket": Bucket}[name]
    setattr(claim.labels, name, enum(evidence.value))
    claim.label_details[name] = evidence
    if evidence.quote:
        claim.evidence[name] = evidence.quote


def merge_guess(claim: ClaimAudit, guess: ClaimGuess, payload: ClaimPayload) -> list[LabelConflict]:
    """Apply the grounded labels of one guess to a claim in place; return the conflicts."""
    conflicts: list[LabelConflict] = []
    items = payload.grounding_texts()
    for name in LABEL_NAMES:
        proposal = getattr(guess, name)
        if proposal.value in NO_OPINION:
            continue
        item = ground_quote(proposal.quote, items)
        if (
            item is None
            or not quote_names_value(name, proposal.value, unescape_quote(proposal.quote))
            or not context_names_label(name, item, payload)
        ):
            continue  # ungrounded, or the text does not say what the label claims: discarded
        llm = LabelEvidence(
            value=proposal.value,
            quote=proposal.quote.strip(),
            origin=item.origin,
            source=LabelSource.LLM,
        )
        rule_value = str(getattr(claim.labels, name))
        if rule_value == llm.value:
            continue
        opinion = _rules_have_opinion(claim, name)
        rules = _rule_evidence(claim, name)
        if opinion:
            conflicts.append(LabelConflict(claim_id=claim.id, label=name, rules=rules, llm=llm))
        if _llm_may_set(name, rule_value, llm.value, opinion):
            _set_label(claim, name, llm)
    return conflicts


def keep_rule_flags(rule_flags: list[Flag], refined_flags: list[Flag]) -> list[Flag]:
    """Every flag the rule labels raised, plus the flags only the refined labels raise.

    Run the checks once on a copy of the claims taken before `refine_with_llm` and once after;
    this keeps the first set whole (the LLM cannot remove or downgrade a rule flag) and adds the
    codes only the refined labels raised, marked with source `llm`.
    """
    kept = list(rule_flags)
    rule_codes = {flag.code for flag in rule_flags}
    for flag in refined_flags:
        if flag.code not in rule_codes:
            kept.append(flag.model_copy(update={"source": LabelSource.LLM}))
    return kept
