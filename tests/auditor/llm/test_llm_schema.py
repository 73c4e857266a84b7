"""The reply schema bounds every string and list; the prompt template loads with its version."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import ValidationError

from auditor.llm.prompt import load_prompt
from auditor.llm.schema import QUOTE_MAX, LabelReply, reply_json_schema


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
    assert strings >= 10 and arrays == 2


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
    assert prompt.id == "label_claims.v1"
    assert prompt.system and "$" not in prompt.system
    text = prompt.render_user(nonce="abc123", deck_data='{"id":"c1"}', claim_ids=["c1", "c2"])
    assert not re.search(r"\$\w", text)
    assert '<deck_data marker="abc123">\n{"id":"c1"}\n</deck_data marker="abc123">' in text
    assert "c1, c2" in text


def test_missing_prompt_version_is_an_error():
    with pytest.raises(FileNotFoundError):
        load_prompt(version="v999")
