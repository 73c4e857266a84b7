"""Which findings proposed by the model stand: an allowed code, and a quote a reader can see.

A proposal stands when its code is one of `PROPOSABLE_CODES` and its quote is found (case,
spacing, typographic quotes and dashes folded) in the claim's text or in the context sent with it
that is shown on the slide: title, table header, chart title, footnotes, slide text. A quote found
only in speaker notes, in hidden text, or in text withheld because it addresses an automated
reviewer is dropped as untrusted: a finding must rest on what the deck shows its reader. Every
dropped proposal is counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from pydantic import BaseModel

from auditor.llm.context import ClaimPayload, ContextItem, clean_text
from auditor.llm.grounding import ground_quote, normalize, unescape_quote
from auditor.llm.schema import PROPOSABLE_CODES, FindingProposal

DROP_UNKNOWN_CODE = "unknown_code"
DROP_UNGROUNDED = "ungrounded"
DROP_UNTRUSTED = "untrusted_text"
DROP_REPEATED = "repeated"
DROP_REASONS: tuple[str, ...] = (DROP_UNKNOWN_CODE, DROP_UNGROUNDED, DROP_UNTRUSTED, DROP_REPEATED)

# Speaker notes are for the presenter, not the audience; every other origin of context sent is
# text on the slide (or, as context sources grow, deck text a reader sees).
UNSHOWN_ORIGINS: frozenset[str] = frozenset({"notes"})
REASON_CHARS = 160
_URL = re.compile(r"(?:\b[a-z][a-z0-9+.-]*://|\bwww\.)\S+", re.IGNORECASE)
_TAG = re.compile(r"<[^<>]{0,40}>")
_MARKUP = re.compile(r"[<>`*#|\\\[\]{}]")
_CODE_SEPARATORS = re.compile(r"[\s_]+")
_QUOTE_MARKS = " \"'\u201c\u201d\u2018\u2019"


class AcceptedProposal(BaseModel):
    """A proposed finding that stands: its code, the grounded quote, where it was found, and why."""

    claim_id: str
    code: str
    quote: str
    origin: str
    reason: str = ""


@dataclass
class ProposalReview:
    """The proposals of one reply that stand, and how many were dropped for each reason."""

    accepted: list[AcceptedProposal] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)

    def extend(self, other: ProposalReview) -> None:
        """Add another review's results to this one."""
        self.accepted.extend(other.accepted)
        self.dropped.update(other.dropped)


def canonical_code(code: str) -> str | None:
    """The catalogue code a proposal names (`quality_bucket` reads as QUALITY-BUCKET), or None."""
    name = _CODE_SEPARATORS.sub("-", code.strip()).upper()
    return name if name in PROPOSABLE_CODES else None


def clean_reason(reason: str, is_reviewer_directed: Callable[[str], bool]) -> str:
    """The model's reason as the product may show it: plain text, no links, at most REASON_CHARS.

    A reason that itself addresses an automated reviewer is not shown at all.
    """
    text = _MARKUP.sub(" ", _TAG.sub(" ", _URL.sub(" ", clean_text(reason))))
    text = " ".join(text.split()).strip(" .,;:-\"'")
    if not text or is_reviewer_directed(text):
        return ""
    if len(text) > REASON_CHARS:
        cut = text[: REASON_CHARS - 1]
        space = cut.rfind(" ")
        text = (cut[:space] if space > REASON_CHARS // 2 else cut).rstrip(" ,;:-") + "…"
    return text


def normalize_hidden(hidden_texts: Iterable[str]) -> list[str]:
    """The deck's hidden texts folded for matching, once per deck."""
    return [n for n in dict.fromkeys(normalize(text) for text in hidden_texts) if n]


def _is_hidden(item: ContextItem, hidden: list[str]) -> bool:
    text = normalize(item.text)
    return bool(text) and any(text in other for other in hidden)


def review_proposals(
    proposals: list[FindingProposal],
    payload: ClaimPayload,
    hidden: list[str],
    is_reviewer_directed: Callable[[str], bool],
) -> ProposalReview:
    """Accept the grounded proposals for one claim and count the rest by reason.

    `hidden` is the deck's hidden text as `normalize_hidden` returns it.
    """
    review = ProposalReview()
    shown: list[ContextItem] = []
    unshown: list[ContextItem] = list(payload.withheld)
    for item in payload.grounding_texts():
        if item.origin not in UNSHOWN_ORIGINS and not _is_hidden(item, hidden):
            shown.append(item)
        else:
            unshown.append(item)
    unshown += [ContextItem("hidden", text) for text in hidden]
    seen: set[str] = set()
    for proposal in proposals:
        code = canonical_code(proposal.code)
        if code is None:
            review.dropped[DROP_UNKNOWN_CODE] += 1
            continue
        item = ground_quote(proposal.quote, shown)
        if item is None:
            untrusted = ground_quote(proposal.quote, unshown) is not None
            review.dropped[DROP_UNTRUSTED if untrusted else DROP_UNGROUNDED] += 1
            continue
        if code in seen:
            review.dropped[DROP_REPEATED] += 1
            continue
        seen.add(code)
        review.accepted.append(
            AcceptedProposal(
                claim_id=payload.claim_id,
                code=code,
                quote=" ".join(unescape_quote(proposal.quote).split()).strip(_QUOTE_MARKS),
                origin=item.origin,
                reason=clean_reason(proposal.reason, is_reviewer_directed),
            )
        )
    return review
