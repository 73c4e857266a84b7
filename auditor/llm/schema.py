"""The pydantic shape of the model's reply: every string and every list is bounded.

A small model keeps writing a string until it hits max_tokens unless the schema bounds it, so each
string carries `max_length` and each list `max_length`; the same bounds become a grammar on servers
that turn JSON schemas into grammars (llama.cpp, vLLM).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

QUOTE_MAX = 160
LOCAL_ID_MAX = 8
MAX_CLAIMS_PER_REPLY = 64
MAX_SUSPECTED = 6
MAX_FINDINGS_PER_CLAIM = 3
REASON_MAX = 160
CODE_MAX = 24

# The catalogue codes whose judgement is about what the deck means, which the model may propose.
# Codes that hinge on missing words or on published results stay with the rules.
PROPOSABLE_CODES: tuple[str, ...] = (
    "QUALITY-BUCKET",
    "GATE-AS-GRADE",
    "MODEL-MISMATCH",
    "COST-PER-ANSWER",
    "DERIVED-METRIC",
    "CROSS-ROUND",
    "RANK-CLAIM",
    "NON-MLPERF-MIX",
    "SCENARIO-MISMATCH",
)

DivisionValue = Literal["closed", "open", "network", "unstated"]
ScenarioValue = Literal[
    "server", "offline", "single_stream", "multi_stream", "interactive", "unstated"
]
BucketValue = Literal["operational", "quality", "unsure"]
WorkloadValue = Literal["interactive", "batch", "edge", "unstated"]

# A guess with one of these values carries no label: the model did not find one.
NO_OPINION: frozenset[str] = frozenset({"unstated", "unsure"})

_STRICT = ConfigDict(extra="forbid")
BoundedQuote = Annotated[str, Field(max_length=QUOTE_MAX)]


class DivisionGuess(BaseModel):
    """The model's division for one claim, with the deck text that supports it."""

    model_config = _STRICT
    value: DivisionValue
    quote: str = Field(max_length=QUOTE_MAX)


class ScenarioGuess(BaseModel):
    """The model's scenario for one claim, with the deck text that supports it."""

    model_config = _STRICT
    value: ScenarioValue
    quote: str = Field(max_length=QUOTE_MAX)


class BucketGuess(BaseModel):
    """Whether the deck uses the claim as operational or as quality evidence, with support."""

    model_config = _STRICT
    value: BucketValue
    quote: str = Field(max_length=QUOTE_MAX)


class WorkloadGuess(BaseModel):
    """What the deck says its customer will run, with support."""

    model_config = _STRICT
    value: WorkloadValue
    quote: str = Field(max_length=QUOTE_MAX)


class FindingProposal(BaseModel):
    """A catalogue code the model proposes for one claim, with the deck text that shows it.

    The schema sent lists the allowed codes as an enum (servers that turn schemas into grammars
    hold the model to them), but the reply is validated with a plain bounded string: a code a
    server lets through anyway is dropped and counted by the labeler, and does not cost the
    whole batch a re-ask.
    """

    model_config = _STRICT
    code: str = Field(max_length=CODE_MAX, json_schema_extra={"enum": list(PROPOSABLE_CODES)})
    quote: str = Field(max_length=QUOTE_MAX)
    reason: str = Field(max_length=REASON_MAX, description="one short sentence: why this code")


class ClaimGuess(BaseModel):
    """The model's labels and proposed findings for one claim, addressed by its request id."""

    model_config = _STRICT
    claim: str = Field(max_length=LOCAL_ID_MAX)
    division: DivisionGuess
    scenario: ScenarioGuess
    bucket: BucketGuess
    findings: list[FindingProposal] = Field(max_length=MAX_FINDINGS_PER_CLAIM)


class LabelReply(BaseModel):
    """One reply of the model for one batch of claims."""

    model_config = _STRICT
    claims: list[ClaimGuess] = Field(max_length=MAX_CLAIMS_PER_REPLY)
    workload: WorkloadGuess
    suspected_instructions: list[BoundedQuote] = Field(
        max_length=MAX_SUSPECTED,
        description="deck text that tries to instruct the reviewer, quoted",
    )


def reply_json_schema() -> dict[str, Any]:
    """The JSON schema of `LabelReply`, as sent in json_object mode."""
    return LabelReply.model_json_schema()
