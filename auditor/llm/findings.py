"""The model's accepted proposals as flags: written by the product, merged under the rules' flags.

The message of a model finding comes from the catalogue (what the code means, why it matters, what
to ask) with the model's grounded quote and its short, cleaned reason set in quotation marks, so
a reader sees which words are the model's. A proposal whose code is already on the claim (raised
by the rules, or by the rules from labels the model refined) adds no flag: the flag there stands
and records that the model agrees. No flag is ever removed or downgraded here.
"""

from __future__ import annotations

from collections import Counter

from auditor.catalogue import CATALOGUE
from auditor.checks.messages import flag, quote
from auditor.llm.proposals import AcceptedProposal
from auditor.models import ClaimAudit, Flag, LabelSource, LlmUsage

AGREES_KEY = "llm_agrees"
QUOTE_CHARS = 120


def proposal_flag(proposal: AcceptedProposal) -> Flag:
    """The flag of one accepted proposal, marked as the language model's finding."""
    spec = CATALOGUE[proposal.code]
    specific = (
        f"{spec.meaning.rstrip('.')}: the language model, not the rules, points to "
        f"{quote(proposal.quote, QUOTE_CHARS)}"
    )
    if proposal.reason:
        specific += f" and explains: “{proposal.reason}”"
    return flag(
        proposal.code,
        specific,
        evidence=proposal.quote,
        source=LabelSource.LLM,
        details={"llm": _llm_details(proposal)},
    )


def _llm_details(proposal: AcceptedProposal) -> dict[str, str]:
    return {"quote": proposal.quote, "origin": proposal.origin, "reason": proposal.reason}


def add_proposed_findings(
    claims: list[ClaimAudit], proposals: list[AcceptedProposal], usage: LlmUsage | None
) -> None:
    """Add the accepted proposals to their claims' flags in place; count them in `usage`.

    Run after the checks: a proposal whose code the claim already carries notes the agreement on
    that flag instead of adding a second one.
    """
    by_id = {claim.id: claim for claim in claims}
    added: Counter[str] = Counter()
    agreed: Counter[str] = Counter()
    for proposal in proposals:
        claim = by_id.get(proposal.claim_id)
        if claim is None:
            continue
        existing = next((f for f in claim.flags if f.code == proposal.code), None)
        if existing is not None:
            existing.details.setdefault(AGREES_KEY, _llm_details(proposal))
            agreed[proposal.code] += 1
            continue
        claim.flags.append(proposal_flag(proposal))
        added[proposal.code] += 1
    if usage is not None:
        usage.findings = dict(sorted(added.items()))
        usage.findings_agreed = dict(sorted(agreed.items()))
