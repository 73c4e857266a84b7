"""The reply schema bounds every string and list; the prompt template loads with its version."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import ValidationError

from auditor.llm.prompt import load_prompt
from auditor.llm.schema import (
    CODE_MAX,
    PROPOSABLE_CODES,
    QUOTE_MAX,
    REASON_MAX,
    LabelReply,
    reply_json_schema,
)


def walk(node: Any, path: str = "$"):
    """Every (path, schema node) pair in a JSON schema."""
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from walk(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from walk(value, f"{path}[{index}]")


def test_every_string_and_list_is_bounded():
    schema = reply_json_schema()
    strings = arrays = 0
    for path, node in walk(schema):
        if node.get("type") == "string":
            strings += 1
            assert "enum" in node or "maxLength" in node, path
        if node.get("type") == "array":
            arrays += 1
            assert "maxItems" in node, path
    assert strings >= 13 and arrays == 3


def test_objects_forbid_extra_keys():
    for path, node in walk(reply_json_schema()):
        if node.get("type") == "object":
            assert node.get("additionalProperties") is False, path


def valid_reply() -> dict[str, Any]:
    label = {"value": "unstated", "quote": ""}
    return {
        "claims": [
            {
                "claim": "c1",
                "division": label,
                "scenario": label,
                "bucket": {"value": "unsure", "quote": ""},
                "findings": [{"code": "RANK-CLAIM", "quote": "fastest", "reason": "a rank"}],
            }
        ],
        "workload": label,
        "suspected_instructions": [],
    }


@pytest.mark.parametrize(
    "damage",
    [
        lambda r: r["claims"][0]["division"].update(quote="x" * (QUOTE_MAX + 1)),
        lambda r: r["claims"][0]["scenario"].update(value="batch"),
        lambda r: r.update(suspected_instructions=["y" * (QUOTE_MAX + 1)]),
        lambda r: r.update(suspected_instructions=["z"] * 7),
        lambda r: r["claims"][0].update(claim="c" * 9),
        lambda r: r["claims"][0]["findings"][0].update(reason="r" * (REASON_MAX + 1)),
        lambda r: r["claims"][0]["findings"][0].update(code="C" * (CODE_MAX + 1)),
        lambda r: r["claims"][0].update(findings=r["claims"][0]["findings"] * 4),
        lambda r: r["claims"][0]["findings"][0].update(verdict="ok"),
        lambda r: r["claims"][0].pop("findings"),
        lambda r: r.update(verified=True),
    ],
)
def test_out_of_bounds_replies_are_rejected(damage):
    reply = valid_reply()
    LabelReply.model_validate(reply)
    damage(reply)
    with pytest.raises(ValidationError):
        LabelReply.model_validate(reply)


def test_prompt_has_a_version_and_fills_every_placeholder():
    prompt = load_prompt()
    assert prompt.id == "label_claims.v2"
    assert prompt.system and "$" not in prompt.system
    text = prompt.render_user(nonce="abc123", deck_data='{"id":"c1"}', claim_ids=["c1", "c2"])
    assert not re.search(r"\$\w", text)
    assert '<deck_data marker="abc123">\n{"id":"c1"}\n</deck_data marker="abc123">' in text
    assert "c1, c2" in text


def test_missing_prompt_version_is_an_error():
    with pytest.raises(FileNotFoundError):
        load_prompt(version="v999")


def test_the_schema_asks_for_catalogue_codes_but_a_stray_code_is_no_schema_error():
    schema = reply_json_schema()
    finding = schema["$defs"]["FindingProposal"]["properties"]["code"]
    assert finding["enum"] == list(PROPOSABLE_CODES) and finding["maxLength"] == CODE_MAX
    reply = valid_reply()
    reply["claims"][0]["findings"][0]["code"] = "VERIFIED-OK"
    parsed = LabelReply.model_validate(reply)  # dropped and counted later, not a re-ask
    assert parsed.claims[0].findings[0].code == "VERIFIED-OK"


def test_every_proposable_code_is_in_the_catalogue_and_the_prompt():
    from auditor.catalogue import CATALOGUE

    system = load_prompt().system
    for code in PROPOSABLE_CODES:
        assert code in CATALOGUE and CATALOGUE[code].scope == "claim"
        assert f"- {code}:" in system
