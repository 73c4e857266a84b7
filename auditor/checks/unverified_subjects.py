"""UNVERIFIED across a deck: a product whose only figure in the deck is unverified (its own run,
marked 'unverified', never with a result ID) speaks unverified wherever else the deck names it
('Per accelerator, Q8 delivers 5,150 tokens/s versus 12,334 for a GB200' after 'Corvane Q8
(internal, unverified)'). A name any claim that cites a result ID names (in its text or the
headings above it) is a published system, and an accelerator's name (H200, B300) is hardware
many results share: neither carries over."""

from __future__ import annotations

import re

from auditor.checks.claim_checks import undisclosed_flags
from auditor.labels.injection import ReviewerDirected
from auditor.labels.signals import ACCELERATOR_NAME, marked_unverified, product_codes
from auditor.models import ClaimAudit, Flag
from extractors import RESULT_ID, find_benchmarks

# An accelerator's name (H200, B300) is hardware many results share, not one product's.
_ACCELERATOR = re.compile(ACCELERATOR_NAME)
# Where a claim's subject ends: an aside ('Corvane Q8 (internal, unverified) reached ...') or its
# first figure.
_SUBJECT_END = re.compile(r"[(\d]")


_FIGURE = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?")


def _figures(text: str) -> set[float]:
    """The numbers written in a text, as values."""
    return {float(m.group(0).replace(",", "")) for m in _FIGURE.finditer(text)}


def _names(text: str) -> set[str]:
    """The product codes a text names, accelerators and benchmark names aside ('R1' in
    'DeepSeek-R1' is the benchmark's model, not a product)."""
    for found in find_benchmarks(text):
        text = text.replace(found.text, " " * len(found.text))
    return {name for name in product_codes(text) if not _ACCELERATOR.fullmatch(name)}


def _codes(text: str) -> set[str]:
    """The product and accelerator codes a text names, benchmark names aside."""
    for found in find_benchmarks(text):
        text = text.replace(found.text, " " * len(found.text))
    return set(product_codes(text))


def _subject_names(text: str) -> set[str]:
    """The product codes of the claim's subject: those named before its aside or first figure
    ('Corvane Q8 (internal, unverified) reached 5,150 tokens/s at FP8' names Q8, not FP8)."""
    names = _names(text)
    cut = next(
        (m.start() for m in _SUBJECT_END.finditer(text) if not _inside_a_name(m.start(), text)),
        len(text),
    )
    return {name for name in names if name in text[:cut]} or names


def _inside_a_name(at: int, text: str) -> bool:
    """A digit that is part of a product code ('Q8'), not a figure."""
    return text[at].isdigit() and at > 0 and (text[at - 1].isalpha() or text[at - 1] == "-")


def _with_headings(claim: ClaimAudit) -> str:
    """The claim's text with the headings that name its system ('VX-420 datasheet' over a table
    of its published results)."""
    ctx = claim.context
    heads = [ctx.slide_title, ctx.table_header, ctx.chart_title, *ctx.headings]
    return " | ".join([claim.text, *(h for h in heads if h)])


def _cites_a_result(claim: ClaimAudit) -> bool:
    """A result ID of the claim's own, from its text, footnotes or context."""
    return bool(claim.result_id or RESULT_ID.search(claim.text))


def _is_unverified(claim: ClaimAudit) -> bool:
    """The claim is an unverified result: flagged so, or marked 'unverified' in its own text."""
    return any(f.code == "UNVERIFIED" for f in claim.flags) or bool(marked_unverified(claim.text))


def unverified_names(claims: list[ClaimAudit]) -> set[str]:
    """Product codes named by the deck's unverified results and never by a claim that cites a
    result ID (a published system)."""
    own = set().union(*(_subject_names(c.text) for c in claims if _is_unverified(c)))
    published: set[str] = set()
    for claim in claims:
        if not _cites_a_result(claim):
            continue
        published |= _names(claim.text)
        # A heading names the slide's system ('VX-420 datasheet' over rows of its results); a
        # claim that names a system of its own ('twice the 21,028 tokens/s of an 8x MI300X
        # system (result v4.1-0002)' under 'CX-8 on Llama 2 70B') cites that system's result.
        if not _codes(claim.text):
            published |= _names(_with_headings(claim))
    return own - published


def subject_flags(
    claims: list[ClaimAudit], is_reviewer_directed: ReviewerDirected
) -> dict[str, list[Flag]]:
    """UNVERIFIED, by claim id, for claims that name an unverified product and cite no result
    ID of their own, unless they carry the word and the statement."""
    names = unverified_names(claims)
    out: dict[str, list[Flag]] = {}
    if not names:
        return out
    published = {c.metric.value for c in claims if c.metric and _cites_a_result(c)}
    for claim in claims:
        if _is_unverified(claim) or claim.is_rank_claim or _cites_a_result(claim):
            continue
        if published & _figures(claim.text):
            continue  # 'At 453.7 frames/s, one VX-420 covers ...': works from a published figure
        named = sorted(_names(claim.text) & names)
        if not named:
            continue
        source = f"{named[0]}, whose figures in this deck are unverified"
        flags = undisclosed_flags(claim, source, is_reviewer_directed)
        if flags:
            out[claim.id] = flags
    return out


# An estimate's own words: what makes it the deck's arithmetic rather than a run.
_ESTIMATE = re.compile(r"\b(?:estimat\w*|project(?:s|ed|ion)?|extrapolat\w*)\b", re.IGNORECASE)
_OWN_SUBJECT = re.compile(r"\b(?:[Ww]e|[Oo]urs?|us)\b")


def worked_estimates(claims: list[ClaimAudit]) -> set[str]:
    """Ids of claims whose UNVERIFIED rests only on an estimate worked from a figure the deck
    publishes ('Taking 0.40 ms per frame as 2,500 frames a second across two 72 W cards, the
    team estimates 17.4 frames/s per watt', where 0.40 ms is a cited result): the deck's
    arithmetic on a verified result (DERIVED-METRIC's case), not a run of anyone's own."""
    published = {c.metric.value for c in claims if c.metric and _cites_a_result(c)}
    out: set[str] = set()
    for claim in claims:
        flags = [f for f in claim.flags if f.code == "UNVERIFIED"]
        if not flags or claim.metric is None or _OWN_SUBJECT.search(claim.text):
            continue
        if not all(f.evidence and _ESTIMATE.fullmatch(f.evidence.strip()) for f in flags):
            continue
        if (published & _figures(claim.text)) - {claim.metric.value}:
            out.add(claim.id)
    return out
