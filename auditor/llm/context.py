"""What of a claim's context goes to the model: filtered, cleaned, capped, and how it is keyed."""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, field

from auditor.labels.injection import ReviewerDirected
from auditor.models import ClaimAudit

ITEM_MAX_CHARS = 600
CLAIM_MAX_CHARS = 600
_SPACE = re.compile(r"\s+")

# Order in which context is kept when the per-deck character cap bites: first kept, last dropped.
ORIGINS_BY_PRIORITY: tuple[str, ...] = (
    "slide_title",
    "table_header",
    "chart_title",
    "footnote",
    "slide_text",
    "notes",
)


def clean_text(text: str) -> str:
    """Text without invisible format characters (e.g. Unicode tags) and with spaces collapsed."""
    kept = []
    for char in unicodedata.normalize("NFKC", text):
        category = unicodedata.category(char)
        if category in ("Cf", "Co", "Cs", "Cn"):
            continue
        if category == "Cc" and char not in "\n\t":
            continue
        kept.append(char)
    return _SPACE.sub(" ", "".join(kept)).strip()


@dataclass
class ContextItem:
    """One piece of a claim's context as sent: where it came from and its cleaned text."""

    origin: str
    text: str


@dataclass
class ClaimPayload:
    """A claim as the model sees it, plus the bookkeeping to map the reply back."""

    claim_id: str
    text: str
    items: list[ContextItem] = field(default_factory=list)
    local_id: str = ""
    # Context not sent because it addresses an automated reviewer: kept only to tell a quote
    # copied from it (a sign the model followed injected text) from one that is made up.
    withheld: list[ContextItem] = field(default_factory=list)

    def grounding_texts(self) -> list[ContextItem]:
        """The claim text and every context item sent: the only places a quote may come from."""
        return [ContextItem("claim_text", self.text), *self.items]

    def data(self) -> dict[str, object]:
        """The JSON object sent for this claim (without its request-local id)."""
        data: dict[str, object] = {"claim": self.text}
        for origin in ORIGINS_BY_PRIORITY:
            values = [item.text for item in self.items if item.origin == origin]
            if not values:
                continue
            single = origin in ("slide_title", "table_header", "chart_title")
            data[origin] = values[0] if single else values
        return data

    def line(self) -> str:
        """One line of the deck_data block; `<`, `>` and `&` escaped so no tag can be closed."""
        return to_data_json({"id": self.local_id, **self.data()})

    def chars(self) -> int:
        """Characters of deck text this payload sends."""
        return len(self.text) + sum(len(item.text) for item in self.items)

    def cache_identity(self) -> str:
        """Stable JSON of what is sent for this claim: its half of the cache key."""
        return json.dumps(self.data(), sort_keys=True, ensure_ascii=False)


def to_data_json(value: object) -> str:
    """Compact JSON with the characters that could fake a delimiter escaped."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _raw_context(claim: ClaimAudit) -> list[tuple[str, str]]:
    ctx = claim.context
    raw: list[tuple[str, str]] = []
    for origin, value in (
        ("slide_title", ctx.slide_title),
        ("table_header", ctx.table_header),
        ("chart_title", ctx.chart_title),
    ):
        if value:
            raw.append((origin, value))
    raw += [("footnote", text) for text in ctx.footnotes]
    raw += [("slide_text", text) for text in ctx.slide_text]
    raw += [("notes", text) for text in ctx.notes]
    return raw


def is_unsafe(text: str, is_reviewer_directed: ReviewerDirected) -> bool:
    """True when the text, raw or cleaned, addresses an automated reviewer."""
    return bool(is_reviewer_directed(text) or is_reviewer_directed(clean_text(text)))


def build_payload(claim: ClaimAudit, is_reviewer_directed: ReviewerDirected) -> ClaimPayload | None:
    """The claim with its context, minus reviewer-directed text; None when the claim itself is."""
    if is_unsafe(claim.text, is_reviewer_directed):
        return None
    text = clean_text(claim.text)[:CLAIM_MAX_CHARS]
    seen = {text.casefold()}
    items: list[ContextItem] = []
    withheld: list[ContextItem] = []
    for origin, raw in _raw_context(claim):
        if is_unsafe(raw, is_reviewer_directed):
            withheld.append(ContextItem(origin, clean_text(raw)))
            continue
        cleaned = clean_text(raw)[:ITEM_MAX_CHARS]
        if not cleaned or cleaned.casefold() in seen:
            continue
        seen.add(cleaned.casefold())
        items.append(ContextItem(origin, cleaned))
    return ClaimPayload(claim_id=claim.id, text=text, items=items, withheld=withheld)


def cap_total_chars(payloads: list[ClaimPayload], max_chars: int) -> list[ClaimPayload]:
    """Trim context so the deck sends at most `max_chars`; claims are kept while they fit.

    Context is dropped from the lowest-priority origin upward (notes, then slide text, ...), the
    longest items first. A claim whose own text no longer fits is left out of the result.
    """
    total = sum(p.chars() for p in payloads)
    for origin in reversed(ORIGINS_BY_PRIORITY):
        if total <= max_chars:
            break
        candidates = sorted(
            ((p, item) for p in payloads for item in p.items if item.origin == origin),
            key=lambda pair: len(pair[1].text),
            reverse=True,
        )
        for payload, item in candidates:
            if total <= max_chars:
                break
            payload.items.remove(item)
            total -= len(item.text)
    kept: list[ClaimPayload] = []
    used = 0
    for payload in payloads:
        if used + payload.chars() <= max_chars:
            kept.append(payload)
            used += payload.chars()
    return kept


def cache_key(
    model: str, mode: str, prompt_id: str, payload: ClaimPayload, endpoint: str | None = None
) -> str:
    """Key of one claim's cached labels: model, mode, prompt version and the context as sent.

    The endpoint is part of the key too: one model name can mean different models on two servers.
    """
    where = (endpoint or "").rstrip("/")
    identity = payload.cache_identity()
    material = json.dumps([model, mode, prompt_id, where, identity], ensure_ascii=False)
    return hashlib.sha256(material.encode("utf-8")).hexdigest()
