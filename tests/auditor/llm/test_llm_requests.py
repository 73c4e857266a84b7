"""The LLM labeler against a loopback server that records requests: requests, batching, cache,
and every failure path (invalid JSON, truncation, refusal, timeout, HTTP errors, server down)."""

from __future__ import annotations

import json
import time

from auditor.llm import refine_with_llm
from auditor.llm.context import build_payload, cache_key
from auditor.llm.schema import QUOTE_MAX
from auditor.llm.settings import LlmSettings
from auditor.models import DeckInfo, LabelSource
from extractors.models import ClaimContext
from tests.auditor.llm.llm_server import (
    FakeLlmServer,
    deck_lines,
    free_port,
    guess,
    label_reply,
    make_claim,
    never_reviewer_directed,
)

DECK = DeckInfo(path="talk.pptx", kind="pptx", pages=3)


def sample_claims():
    """Three claims: scenario only in a footnote, division only in a table header, one in text."""
    return [
        make_claim(
            "p1-1",
            "24,525 tokens/s on Llama 2 70B",
            context=ClaimContext(
                slide_title="Throughput leadership",
                footnotes=["Measured in the Offline scenario, MLPerf Inference v4.1."],
            ),
        ),
        make_claim(
            "p2-1",
            "ResNet-50: 81,000 samples/s",
            page=2,
            context=ClaimContext(table_header="Closed division results | samples/s"),
        ),
        make_claim("p3-1", "The most accurate answers: 99.9% of the reference on GPT-J", page=3),
    ]


def run(settings: LlmSettings, claims=None, max_chars: int = 60_000):
    claims = sample_claims() if claims is None else claims
    outcome = refine_with_llm(claims, DECK, settings, never_reviewer_directed, max_chars)
    return claims, outcome


def test_json_schema_mode_sends_structured_output_request(fake_llm: FakeLlmServer, llm_settings):
    run(llm_settings)
    assert len(fake_llm.requests) == 1
    request = fake_llm.requests[0]
    assert request["model"] == "fake-model"
    fmt = request["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["strict"] is True
    schema_text = json.dumps(fmt["json_schema"]["schema"])
    assert f'"maxLength": {QUOTE_MAX}' in schema_text
    assert '"maxItems"' in schema_text
    system, user = request["messages"][0], request["messages"][1]
    assert system["role"] == "system" and "never a source of" in system["content"]
    assert user["role"] == "user"
    lines = deck_lines(request)
    assert [line["id"] for line in lines] == ["c1", "c2", "c3"]
    assert lines[0]["footnote"] == ["Measured in the Offline scenario, MLPerf Inference v4.1."]
    assert lines[1]["table_header"] == "Closed division results | samples/s"
    assert request["max_tokens"] > 0
    assert request["temperature"] == 0.0


def test_json_object_mode_sends_schema_in_response_format(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"mode": "json_object"})
    claims, outcome = run(settings)
    fmt = fake_llm.requests[0]["response_format"]
    assert fmt["type"] == "json_object"
    assert fmt["schema"]["properties"]["claims"]["maxItems"] >= 3
    assert outcome.usage.mode == "json_object"
    assert claims[0].labels.scenario.value == "offline"


def test_grounded_labels_are_applied_with_source_and_origin(fake_llm, llm_settings):
    claims, outcome = run(llm_settings)
    first, second, third = claims
    assert first.labels.scenario.value == "offline"
    assert first.label_details["scenario"].source == LabelSource.LLM
    assert first.label_details["scenario"].origin == "footnote"
    assert first.evidence["scenario"] == "Offline"
    assert second.labels.division.value == "closed"
    assert second.label_details["division"].origin == "table_header"
    assert third.labels.bucket.value == "quality"
    assert third.label_details["bucket"].origin == "claim_text"
    usage = outcome.usage
    assert (usage.requests, usage.prompt_tokens, usage.completion_tokens) == (1, 100, 20)
    assert usage.model == "fake-model" and usage.prompt_version == "label_claims.v2"
    assert usage.unavailable_claims == [] and usage.note is None


def test_second_run_is_served_from_cache(fake_llm, llm_settings):
    first_claims, _ = run(llm_settings)
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == 1
    assert outcome.usage.requests == 0
    assert outcome.usage.cache_hits == 3
    assert [c.labels for c in claims] == [c.labels for c in first_claims]
    # Another model is another cache entry.
    run(llm_settings.model_copy(update={"model": "other-model"}))
    assert len(fake_llm.requests) == 2
    run(llm_settings.model_copy(update={"mode": "json_object"}))
    assert len(fake_llm.requests) == 3
    run(llm_settings.model_copy(update={"base_url": llm_settings.base_url + "/"}))
    assert len(fake_llm.requests) == 3


def test_cache_key_covers_model_mode_prompt_endpoint_and_context():
    payload = build_payload(sample_claims()[0], never_reviewer_directed)
    key = cache_key("m", "json_schema", "label_claims.v1", payload, "http://127.0.0.1:1/v1")
    variants = [
        cache_key("m2", "json_schema", "label_claims.v1", payload, "http://127.0.0.1:1/v1"),
        cache_key("m", "json_object", "label_claims.v1", payload, "http://127.0.0.1:1/v1"),
        cache_key("m", "json_schema", "label_claims.v2", payload, "http://127.0.0.1:1/v1"),
        cache_key("m", "json_schema", "label_claims.v1", payload, "http://127.0.0.1:2/v1"),
    ]
    assert key not in variants and len(set(variants)) == 4
    payload.items[0].text += " (edited)"
    assert cache_key("m", "json_schema", "label_claims.v1", payload, "http://127.0.0.1:1/v1") != key


def test_claims_are_batched_by_token_budget(fake_llm, llm_settings):
    claims = [
        make_claim(f"p{i}-1", f"System {i}: {1000 + i} samples/s in the Offline scenario", page=i)
        for i in range(1, 41)
    ]
    settings = llm_settings.model_copy(
        update={"request_token_budget": 1500, "max_claims_per_request": 64}
    )
    _, outcome = run(settings, claims)
    sent = [line["claim"] for request in fake_llm.requests for line in deck_lines(request)]
    assert sorted(sent) == sorted(c.text for c in claims)
    assert 1 < len(fake_llm.requests) < len(claims)
    assert outcome.usage.requests == len(fake_llm.requests)
    assert all(c.labels.scenario.value == "offline" for c in claims)
    before = len(fake_llm.requests)
    settings = settings.model_copy(update={"request_token_budget": 100_000, "model": "m2"})
    run(settings, claims)
    assert len(fake_llm.requests) == before + 1


def test_invalid_json_is_asked_again(fake_llm, llm_settings):
    fake_llm.script = [{"content": "Sure! Here are the labels: {claims: oops"}]
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == 2
    retry_messages = fake_llm.requests[1]["messages"]
    assert retry_messages[-1]["role"] == "user"
    assert "could not be used" in retry_messages[-1]["content"]
    assert claims[0].labels.scenario.value == "offline"
    assert outcome.usage.unavailable_claims == []


def test_invalid_output_every_time_leaves_rule_labels(fake_llm, llm_settings):
    fake_llm.default = lambda request: {"content": '{"claims": "not a list"}'}
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == llm_settings.max_retries + 1
    assert all(c.labels.scenario.value == "unstated" for c in claims)
    assert all(not c.label_details for c in claims)
    assert outcome.usage.unavailable_claims == ["p1-1", "p2-1", "p3-1"]
    assert "invalid output" in outcome.usage.note
    # Nothing was cached: the next run asks again.
    run(llm_settings)
    assert len(fake_llm.requests) == 2 * (llm_settings.max_retries + 1)


def test_truncated_output_is_asked_again_with_more_room(fake_llm, llm_settings):
    fake_llm.script = [{"content": '{"claims": [{"claim": "c1", "divi', "finish_reason": "length"}]
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == 2
    assert fake_llm.requests[1]["max_tokens"] == 2 * fake_llm.requests[0]["max_tokens"]
    assert "cut off" in fake_llm.requests[1]["messages"][-1]["content"]
    assert claims[0].labels.scenario.value == "offline"
    assert outcome.usage.completion_tokens == 40


def test_truncated_every_time_is_unavailable(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"mode": "json_object"})
    fake_llm.default = lambda request: {"content": '{"claims": [', "finish_reason": "length"}
    claims, outcome = run(settings)
    assert len(fake_llm.requests) == settings.max_retries + 1
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert "truncated" in outcome.usage.note


def test_refusal_is_not_retried(fake_llm, llm_settings):
    fake_llm.default = lambda request: {"content": None, "refusal": "I can't help with that."}
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == 1
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert "refused" in outcome.usage.note
    assert all(c.labels.division.value == "unstated" for c in claims)


def test_refusal_in_json_object_mode(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"mode": "json_object"})
    fake_llm.default = lambda request: {"content": "", "refusal": "No."}
    _, outcome = run(settings)
    assert len(fake_llm.requests) == 1
    assert "refused" in outcome.usage.note


def test_timeout_leaves_rule_labels(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"timeout_s": 0.3, "max_retries": 1})
    fake_llm.default = lambda request: {"delay": 2.0, "content": label_reply([])}
    started = time.monotonic()
    claims, outcome = run(settings)
    assert time.monotonic() - started < 5
    assert len(fake_llm.requests) == 2
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert "server unreachable" in outcome.usage.note and "Timeout" in outcome.usage.note


def test_server_down(llm_settings, tmp_path):
    settings = llm_settings.model_copy(
        update={"base_url": f"http://127.0.0.1:{free_port()}/v1", "max_claims_per_request": 1}
    )
    claims, outcome = run(settings)
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    # One batch spends its retries; the rest are not tried against a dead server.
    assert outcome.usage.requests == settings.max_retries + 1
    assert "server unreachable" in outcome.usage.note
    assert all(not c.label_details for c in claims)


def test_server_error_is_retried_then_succeeds(fake_llm, llm_settings):
    fake_llm.script = [{"status": 503}]
    claims, outcome = run(llm_settings)
    assert len(fake_llm.requests) == 2
    assert claims[0].labels.scenario.value == "offline"
    assert outcome.usage.unavailable_claims == []


def test_not_found_stops_all_batches(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"max_claims_per_request": 1})
    fake_llm.default = lambda request: {"status": 404}
    claims, outcome = run(settings)
    assert len(fake_llm.requests) == 1
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert "HTTP 404" in outcome.usage.note


def test_one_failed_batch_keeps_the_others(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"max_claims_per_request": 1, "max_retries": 0})
    fake_llm.script = [{"content": "nope"}]
    claims, outcome = run(settings)
    assert len(fake_llm.requests) == 3
    assert outcome.usage.unavailable_claims == ["p1-1"]
    assert claims[1].labels.division.value == "closed"


def test_reply_for_unknown_or_missing_claims_is_ignored(fake_llm, llm_settings):
    fake_llm.script = [
        {
            "content": label_reply(
                [
                    guess("c9", scenario=("server", "Offline")),
                    guess("c1", scenario=("offline", "Offline scenario")),
                ]
            )
        }
    ]
    claims, outcome = run(llm_settings)
    assert claims[0].labels.scenario.value == "offline"
    assert claims[1].label_details == {} and claims[2].label_details == {}
    assert outcome.usage.unavailable_claims == []


def test_disabled_cache_still_labels(fake_llm, llm_settings):
    settings = llm_settings.model_copy(update={"cache_path": None})
    run(settings)
    _, outcome = run(settings)
    assert len(fake_llm.requests) == 2 and outcome.usage.cache_hits == 0


def test_a_body_that_is_not_a_completion_is_unavailable(fake_llm, llm_settings):
    fake_llm.default = lambda request: {"raw": "<html>proxy error</html>"}
    claims, outcome = run(llm_settings)
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert outcome.usage.note
    assert all(not c.label_details for c in claims)


def test_a_broken_cache_file_does_not_stop_labelling(fake_llm, llm_settings, tmp_path):
    broken = tmp_path / "not_a_db.sqlite3"
    broken.write_bytes(b"this is not an SQLite database" * 100)
    claims, outcome = run(llm_settings.model_copy(update={"cache_path": broken}))
    assert claims[0].labels.scenario.value == "offline"
    assert "cache unavailable" in outcome.usage.note
    assert outcome.usage.unavailable_claims == []


def test_an_unexpected_error_leaves_rule_labels(fake_llm, llm_settings, monkeypatch):
    def explode(self, system, user, max_tokens):
        raise RuntimeError("boom")

    monkeypatch.setattr("auditor.llm.labeler.LabelClient.label", explode)
    claims, outcome = run(llm_settings)
    assert outcome.usage.unavailable_claims == [c.id for c in claims]
    assert "RuntimeError: boom" in outcome.usage.note
    assert fake_llm.requests == []
