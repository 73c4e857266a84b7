"""The LLM labeler against a real OpenAI-compatible server: llama-cpp-python with Gemma 3 270M.

The server is started by the suite on a free loopback port. When it cannot start the test fails;
set DECKAUDIT_SKIP_LLM_SERVER=1 to skip it explicitly. The tiny model labels poorly: these tests
check the machinery (valid replies, grounding, usage, cache), not the labels' quality.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.catalogue import CATALOGUE
from auditor.exports import markdown
from auditor.llm import LlmSettings, refine_with_llm
from auditor.llm.context import build_payload
from auditor.llm.findings import AGREES_KEY
from auditor.llm.grounding import ground_quote
from auditor.llm.proposals import DROP_REASONS, UNSHOWN_ORIGINS
from auditor.llm.schema import PROPOSABLE_CODES
from auditor.models import DeckInfo, LabelSource
from extractors.models import ClaimContext
from tests.auditor.llm.llm_server import (
    RealServer,
    ServerStartError,
    make_claim,
    never_reviewer_directed,
    start_llama_server,
)

pytestmark = pytest.mark.llm

DECK = DeckInfo(path="real.pptx", kind="pptx", pages=3)


def real_claims():
    """A handful of claims as the rule labeler leaves them, with context on their slides."""
    return [
        make_claim(
            "p1-1",
            "24,525 tokens/s on Llama 2 70B",
            context=ClaimContext(
                slide_title="Throughput leadership",
                footnotes=["Measured in the Offline scenario, MLPerf Inference v4.1, Closed."],
            ),
        ),
        make_claim(
            "p2-1",
            "ResNet-50: 81,000 samples/s",
            page=2,
            context=ClaimContext(table_header="Closed division results | samples/s"),
        ),
        make_claim(
            "p3-1",
            "The most accurate answers: 99.9% of the reference accuracy on GPT-J",
            page=3,
            context=ClaimContext(slide_text=["Our assistant serves interactive chat users."]),
        ),
        make_claim(
            "p3-2",
            "Server scenario: 18,000 queries/s on BERT-99",
            page=3,
            division="open",
            context=ClaimContext(notes=["Results from the Open division of v4.0."]),
        ),
    ]


def test_real_server_labels_are_grounded_and_cached(real_llm_server: RealServer, tmp_path):
    settings = LlmSettings(
        enabled=True,
        base_url=real_llm_server.base_url,
        model=real_llm_server.model,
        mode="json_object",
        timeout_s=300,
        max_retries=1,
        cache_path=tmp_path / "cache.sqlite3",
        request_token_budget=2000,
        max_claims_per_request=4,
    )
    claims = real_claims()
    outcome = refine_with_llm(claims, DECK, settings, never_reviewer_directed, 20_000)
    usage = outcome.usage
    assert usage.requests >= 1, usage
    assert usage.prompt_tokens > 0 and usage.completion_tokens > 0
    assert usage.cache_hits == 0
    assert usage.unavailable_claims == [], usage.note
    assert usage.prompt_version == "label_claims.v2" and usage.mode == "json_object"

    for claim in claims:
        payload = build_payload(claim, never_reviewer_directed)
        for name, detail in claim.label_details.items():
            if detail.source != LabelSource.LLM:
                continue
            item = ground_quote(detail.quote or "", payload.grounding_texts())
            assert item is not None and item.origin == detail.origin, (claim.id, name, detail)
            assert getattr(claim.labels, name).value == detail.value
    # The rules' division stands whatever the model says.
    assert claims[3].labels.division.value == "open"
    # Whatever the model proposed, only findings quoting the claim or its slide stand.
    by_id = {claim.id: claim for claim in claims}
    for proposal in outcome.proposals:
        payload = build_payload(by_id[proposal.claim_id], never_reviewer_directed)
        shown = [i for i in payload.grounding_texts() if i.origin not in UNSHOWN_ORIGINS]
        item = ground_quote(proposal.quote, shown)
        assert item is not None and item.origin == proposal.origin, proposal
        assert proposal.code in PROPOSABLE_CODES
    dropped = sum(outcome.usage.proposals_dropped.values())
    assert set(outcome.usage.proposals_dropped) <= set(DROP_REASONS)
    labels_first = [claim.labels.model_copy() for claim in claims]

    again = real_claims()
    second = refine_with_llm(again, DECK, settings, never_reviewer_directed, 20_000)
    assert second.usage.requests == 0
    assert second.usage.cache_hits == len(again)
    assert [claim.labels for claim in again] == labels_first
    assert second.proposals == outcome.proposals
    assert sum(second.usage.proposals_dropped.values()) == dropped


def build_deck(path: Path) -> Path:
    """Two slides of claims the rules flag and phrasings they may miss."""
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = "MLPerf Inference v4.1: Acme X9"
    slide.placeholders[
        1
    ].text_frame.text = (
        "Acme X9 delivers 24,525 tokens/s on Llama 2 70B in the Offline scenario, Closed division."
    )
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = "Why Acme for your support chatbot"
    slide.placeholders[
        1
    ].text_frame.text = (
        "Its 99.9% accuracy on GPT-J in MLPerf proves our answers are the best in the industry."
    )
    prs.save(str(path))
    return path


def test_real_server_audit_end_to_end_keeps_only_grounded_findings(
    real_llm_server: RealServer, tmp_path
):
    deck = build_deck(tmp_path / "deck.pptx")
    base = AuditOptions(use_default_results_db=False, replay=False)
    rules_only = audit_deck(deck, base)
    settings = LlmSettings(
        enabled=True,
        base_url=real_llm_server.base_url,
        model=real_llm_server.model,
        mode="json_object",
        timeout_s=300,
        max_retries=1,
        cache_path=tmp_path / "cache.sqlite3",
        request_token_budget=2000,
        max_claims_per_request=4,
    )
    report = audit_deck(deck, base.model_copy(update={"llm": settings}))
    usage = report.llm
    assert usage is not None and usage.requests >= 1, usage
    assert usage.unavailable_claims == [], usage.note
    assert len(report.claims) == len(rules_only.claims) >= 2

    model_flags = 0
    for before, after in zip(rules_only.claims, report.claims, strict=True):
        for rule in before.flags:  # no rule flag is removed or downgraded
            kept = next(f for f in after.flags if f.code == rule.code)
            assert kept.severity.rank >= rule.severity.rank
        payload = build_payload(after, never_reviewer_directed)
        shown = [i for i in payload.grounding_texts() if i.origin not in UNSHOWN_ORIGINS]
        for item in after.flags:
            proposed = item.details.get("llm") or item.details.get(AGREES_KEY)
            if not isinstance(proposed, dict):
                continue
            assert ground_quote(proposed["quote"], shown) is not None, (after.id, item)
            assert item.code in PROPOSABLE_CODES
            if item.source == LabelSource.LLM and "llm" in item.details:
                model_flags += 1
                assert item.message.startswith(CATALOGUE[item.code].meaning.rstrip("."))
    assert sum(usage.findings.values()) == model_flags
    assert "Findings added by the model: " in markdown.render(report)


def test_a_server_that_cannot_start_is_reported(tmp_path):
    not_a_model = tmp_path / "broken.gguf"
    not_a_model.write_bytes(b"GGUF but not really a model")
    with pytest.raises(ServerStartError, match="exited"):
        start_llama_server(not_a_model, tmp_path / "log", start_timeout_s=60)
