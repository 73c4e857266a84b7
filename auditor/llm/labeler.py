"""The LLM labeler: refine a deck's rule labels, and gather proposed findings, from a model.

Every label and every proposed finding stands only with a quote found in the deck text sent; replies
are cached per claim, so auditing the same deck again sends no request.
"""

from __future__ import annotations

import hashlib
import math
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field

from auditor.labels.injection import ReviewerDirected
from auditor.llm.cache import LabelCache
from auditor.llm.client import LabelClient, LlmFailure
from auditor.llm.context import ClaimPayload, build_payload, cache_key, cap_total_chars
from auditor.llm.grounding import ground_quote
from auditor.llm.merge import merge_guess
from auditor.llm.prompt import PromptTemplate, load_prompt
from auditor.llm.proposals import (
    AcceptedProposal,
    ProposalReview,
    normalize_hidden,
    review_proposals,
)
from auditor.llm.schema import NO_OPINION, ClaimGuess, LabelReply, WorkloadGuess
from auditor.llm.settings import LlmSettings
from auditor.models import (
    ClaimAudit,
    DeckInfo,
    LabelConflict,
    LabelEvidence,
    LabelSource,
    LlmUsage,
    Workload,
)

CHARS_PER_TOKEN = 3.0  # conservative: deck text is dense with digits and units
CLAIM_OVERHEAD_TOKENS = 16
COMPLETION_TOKENS_PER_CLAIM = 220  # three labels and, now and then, a proposed finding
COMPLETION_TOKENS_FIXED = 200
DEFAULT_MAX_CHARS = 60_000
NOTE_WITHHELD = "claim text addresses an automated reviewer and was not sent"
NOTE_CAPPED = "left out by the per-deck character cap"


class LlmOutcome(BaseModel):
    """What the LLM stage produced for one deck, beside the labels it set on the claims."""

    usage: LlmUsage
    conflicts: list[LabelConflict] = Field(default_factory=list)
    suspected_injections: list[str] = Field(default_factory=list)
    workload: LabelEvidence | None = None
    proposals: list[AcceptedProposal] = Field(default_factory=list)


@dataclass
class _Batch:
    payloads: list[ClaimPayload]
    keys: list[str]


@dataclass
class _Run:
    """Book-keeping of one call to `refine_with_llm`."""

    usage: LlmUsage
    notes: list[str] = field(default_factory=list)
    entries: dict[str, dict[str, Any]] = field(default_factory=dict)  # claim id -> cache entry

    def unavailable(self, claim_ids: list[str], note: str) -> None:
        self.usage.unavailable_claims.extend(claim_ids)
        if note not in self.notes:
            self.notes.append(note)


def estimate_tokens(text_chars: int) -> int:
    """A cautious token estimate for a number of characters."""
    return math.ceil(text_chars / CHARS_PER_TOKEN)


def make_batches(
    payloads: list[ClaimPayload], keys: list[str], settings: LlmSettings, fixed_tokens: int
) -> list[_Batch]:
    """Group claims, in deck order, into as few requests as the token budget allows."""
    batches: list[_Batch] = []
    current = _Batch([], [])
    used = fixed_tokens
    for payload, key in zip(payloads, keys, strict=True):
        cost = estimate_tokens(len(payload.line())) + CLAIM_OVERHEAD_TOKENS
        full = len(current.payloads) >= settings.max_claims_per_request
        if current.payloads and (full or used + cost > settings.request_token_budget):
            batches.append(current)
            current, used = _Batch([], []), fixed_tokens
        current.payloads.append(payload)
        current.keys.append(key)
        used += cost
    if current.payloads:
        batches.append(current)
    return batches


def _render(prompt: PromptTemplate, batch: _Batch) -> str:
    for index, payload in enumerate(batch.payloads, start=1):
        payload.local_id = f"c{index}"
    data = "\n".join(payload.line() for payload in batch.payloads)
    # The marker depends on the data, so the data cannot contain the closing tag in advance.
    nonce = hashlib.sha256(data.encode("utf-8")).hexdigest()[:16]
    ids = [payload.local_id for payload in batch.payloads]
    return prompt.render_user(nonce=nonce, deck_data=data, claim_ids=ids)


def _entries_from_reply(reply: LabelReply, batch: _Batch) -> dict[str, dict[str, Any]]:
    """One cache entry per claim of the batch, including claims the model gave no labels for."""
    guesses: dict[str, ClaimGuess] = {}
    for guess in reply.claims:
        guesses.setdefault(guess.claim.strip(), guess)
    shared = {
        "workload": reply.workload.model_dump(),
        "suspected": list(reply.suspected_instructions),
    }
    entries: dict[str, dict[str, Any]] = {}
    for payload, key in zip(batch.payloads, batch.keys, strict=True):
        guess = guesses.get(payload.local_id)
        entries[key] = {"guess": guess.model_dump() if guess else None, **shared}
    return entries


def _ground_workload(
    entries: list[dict[str, Any]], payloads: list[ClaimPayload], deck: DeckInfo
) -> tuple[LabelEvidence | None, list[LabelConflict]]:
    items = [item for payload in payloads for item in payload.grounding_texts()]
    for entry in entries:
        guess = WorkloadGuess.model_validate(entry["workload"])
        if guess.value in NO_OPINION:
            continue
        item = ground_quote(guess.quote, items)
        if item is None:
            continue
        evidence = LabelEvidence(
            value=guess.value, quote=guess.quote.strip(), origin=item.origin, source=LabelSource.LLM
        )
        conflicts = []
        if deck.workload != Workload.UNSTATED and deck.workload.value != guess.value:
            rules = LabelEvidence(value=deck.workload.value, quote=deck.workload_evidence)
            conflicts.append(
                LabelConflict(claim_id="deck", label="workload", rules=rules, llm=evidence)
            )
        return evidence, conflicts
    return None, []


def _ground_suspected(entries: list[dict[str, Any]], payloads: list[ClaimPayload]) -> list[str]:
    items = [item for payload in payloads for item in payload.grounding_texts()]
    found: list[str] = []
    for entry in entries:
        for text in entry.get("suspected", []):
            quote = str(text).strip()
            if quote and quote not in found and ground_quote(quote, items) is not None:
                found.append(quote)
    return found


def refine_with_llm(
    claims: list[ClaimAudit],
    deck: DeckInfo,
    settings: LlmSettings,
    is_reviewer_directed: ReviewerDirected,
    max_chars: int = DEFAULT_MAX_CHARS,
    *,
    hidden_texts: Iterable[str] = (),
) -> LlmOutcome:
    """Refine the claims' rule labels in place with grounded LLM labels; LLM errors never raise.

    Claims go to the model with their context as delimited data, minus any text for which
    `is_reviewer_directed` is True, at most `max_chars` characters of deck text per deck, in as few
    requests as the token budget allows. Replies are cached per claim. A label is applied only when
    its quote is found in the claim's own context. Flags are not touched: the findings the model
    proposes come back in `proposals` when their quote is found in the claim or the context shown
    on its slide (not only in speaker notes, `hidden_texts` or withheld text), and the others are
    counted in `usage.proposals_dropped`. Claims the model could not label keep their rule labels
    and are listed in `usage.unavailable_claims`.
    """
    prompt = load_prompt()
    usage = LlmUsage(model=settings.model, mode=settings.mode, prompt_version=prompt.id)
    run = _Run(usage=usage)
    by_id = {claim.id: claim for claim in claims}

    payloads: list[ClaimPayload] = []
    for claim in claims:
        payload = build_payload(claim, is_reviewer_directed)
        if payload is None:
            run.unavailable([claim.id], NOTE_WITHHELD)
        else:
            payloads.append(payload)
    kept = cap_total_chars(payloads, max_chars)
    kept_ids = {payload.claim_id for payload in kept}
    capped = [payload.claim_id for payload in payloads if payload.claim_id not in kept_ids]
    if capped:
        run.unavailable(capped, NOTE_CAPPED)

    keys = [
        cache_key(settings.model, settings.mode, prompt.id, payload, settings.base_url)
        for payload in kept
    ]
    cache = _open_cache(settings, run)
    cached = _cache_read(cache, keys, run)
    usage.cache_hits = sum(1 for key in keys if key in cached)
    misses = [(p, k) for p, k in zip(kept, keys, strict=True) if k not in cached]

    fresh: dict[str, dict[str, Any]] = {}
    if misses:
        fresh = _ask_model(settings, prompt, misses, run)
        _cache_write(cache, fresh, run)

    answers = {**cached, **fresh}
    hidden = normalize_hidden(hidden_texts)
    review = ProposalReview()
    conflicts: list[LabelConflict] = []
    used_entries: list[dict[str, Any]] = []
    answered: list[ClaimPayload] = []
    for payload, key in zip(kept, keys, strict=True):
        entry = answers.get(key)
        if entry is None:
            continue
        used_entries.append(entry)
        answered.append(payload)
        if entry.get("guess"):
            guess = ClaimGuess.model_validate(entry["guess"])
            conflicts += merge_guess(by_id[payload.claim_id], guess, payload)
            review.extend(review_proposals(guess.findings, payload, hidden, is_reviewer_directed))

    workload, workload_conflicts = _ground_workload(used_entries, answered, deck)
    usage.note = "; ".join(run.notes) or None
    usage.proposals_dropped = dict(sorted(review.dropped.items()))
    return LlmOutcome(
        usage=usage,
        conflicts=conflicts + workload_conflicts,
        suspected_injections=_ground_suspected(used_entries, answered),
        workload=workload,
        proposals=review.accepted,
    )


def _open_cache(settings: LlmSettings, run: _Run) -> LabelCache | None:
    if settings.cache_path is None:
        return None
    try:
        return LabelCache(settings.cache_path)
    except (OSError, sqlite3.Error) as error:  # a broken cache must not stop the labeler
        run.notes.append(f"cache unavailable ({type(error).__name__}: {error})")
        return None


def _cache_read(cache: LabelCache | None, keys: list[str], run: _Run) -> dict[str, dict[str, Any]]:
    if cache is None:
        return {}
    try:
        return cache.get_many(keys)
    except sqlite3.Error as error:
        run.notes.append(f"cache unreadable ({error})")
        return {}


def _cache_write(cache: LabelCache | None, entries: dict[str, dict[str, Any]], run: _Run) -> None:
    if cache is None or not entries:
        return
    try:
        cache.put_many(entries)
    except sqlite3.Error as error:
        run.notes.append(f"cache not written ({error})")


def _ask_model(
    settings: LlmSettings,
    prompt: PromptTemplate,
    misses: list[tuple[ClaimPayload, str]],
    run: _Run,
) -> dict[str, dict[str, Any]]:
    """Send the uncached claims in batches; failed batches leave their claims unavailable."""
    fixed = estimate_tokens(len(prompt.system) + len(prompt.user.template)) + 32
    batches = make_batches([p for p, _ in misses], [k for _, k in misses], settings, fixed)
    entries: dict[str, dict[str, Any]] = {}
    try:
        client = LabelClient(settings)
    except Exception as error:  # e.g. no API key for a remote endpoint
        run.unavailable([p.claim_id for p, _ in misses], f"LLM unavailable: {error}")
        return entries
    for index, batch in enumerate(batches):
        user = _render(prompt, batch)
        max_tokens = COMPLETION_TOKENS_FIXED + COMPLETION_TOKENS_PER_CLAIM * len(batch.payloads)
        try:
            reply = client.label(prompt.system, user, max_tokens)
        except LlmFailure as error:
            failure = error
        except Exception as error:  # anything unexpected: the rule labels stand all the same
            failure = LlmFailure(f"{type(error).__name__}: {error}")
        else:
            entries.update(_entries_from_reply(reply, batch))
            continue
        run.unavailable([p.claim_id for p in batch.payloads], f"LLM unavailable: {failure}")
        if failure.fatal:
            rest = [p.claim_id for later in batches[index + 1 :] for p in later.payloads]
            if rest:
                run.unavailable(rest, f"LLM unavailable: {failure}")
            break
    stats = client.stats
    run.usage.requests += stats.requests
    run.usage.prompt_tokens += stats.prompt_tokens
    run.usage.completion_tokens += stats.completion_tokens
    return entries
