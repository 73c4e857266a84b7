"""Audit-side models: labels with evidence, flags, per-claim audits, deck reports, review decisions."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Self

from pydantic import (
    BaseModel,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from auditor.enums import LabelSource, Severity
from auditor.replay.report import ReplayReport
from extractors import Claim

REPORT_SCHEMA = "deckaudit.report/1"

# A claim's entry in a report: these claim fields, the audit's labels and flags, these claim
# fields, then the rest of the audit. The extractor's working fields stay out of reports.
_REPORTED_FIRST = ("id", "page", "text", "metric", "benchmark", "round", "result_id")
_AUDIT_MIDDLE = ("labels", "evidence", "label_details", "flags")
_REPORTED_LATER = ("location", "role", "visible", "is_rank_claim", "context")
_NOT_REPORTED = frozenset({"benchmark_text"})


class Division(StrEnum):
    """MLPerf division of a result."""

    CLOSED = "closed"
    OPEN = "open"
    NETWORK = "network"
    UNSTATED = "unstated"


class Scenario(StrEnum):
    """MLPerf scenario of a result."""

    SERVER = "server"
    OFFLINE = "offline"
    SINGLE_STREAM = "single_stream"
    MULTI_STREAM = "multi_stream"
    INTERACTIVE = "interactive"
    UNSTATED = "unstated"


class Bucket(StrEnum):
    """Whether the deck uses a number as operational or as quality evidence."""

    OPERATIONAL = "operational"
    QUALITY = "quality"


class Workload(StrEnum):
    """What the deck says its customer will run."""

    INTERACTIVE = "interactive"
    BATCH = "batch"
    EDGE = "edge"
    UNSTATED = "unstated"


class LabelEvidence(BaseModel):
    """One label's value with the quote that supports it and where the quote came from."""

    value: str
    quote: str | None = None
    origin: str | None = Field(
        default=None,
        description="claim_text, table_row, footnote, table_header, chart_title, slide_title, "
        "heading, slide_text, deck (nearest first), or notes",
    )
    source: LabelSource = LabelSource.RULES
    overrides: str | None = Field(
        default=None, description="the value the audit gave, when a reviewer overrode it"
    )


class Labels(BaseModel):
    """The three claim labels, as plain values."""

    division: Division = Division.UNSTATED
    scenario: Scenario = Scenario.UNSTATED
    bucket: Bucket = Bucket.OPERATIONAL


class Flag(BaseModel):
    """One finding: a stable code, its severity and a message a committee can act on."""

    code: str
    severity: Severity
    message: str
    evidence: str | None = None
    page: int | None = None
    claim_ids: list[str] = Field(default_factory=list)
    source: LabelSource = LabelSource.RULES
    details: dict[str, Any] = Field(default_factory=dict)


class LabelConflict(BaseModel):
    """Where the rule labeler and the LLM disagree; the reviewer decides."""

    claim_id: str
    label: str
    rules: LabelEvidence
    llm: LabelEvidence


class Verification(BaseModel):
    """The published MLPerf result a claim's figure agrees with (set by the results check)."""

    result_id: str
    round: str
    submitter: str
    system: str
    benchmark: str
    scenario: str
    division: str
    availability: str
    suite: str
    published_value: float
    units: str
    details_url: str
    per_accelerator: bool = False
    per_node: bool = False
    accelerators: int | None = None
    compared_value: float


def _claim_field(name: str, doc: str) -> Any:
    """A ClaimAudit attribute that reads and replaces the claim's field `name`."""

    def read(self: ClaimAudit) -> Any:
        return getattr(self.claim, name)

    def replace(self: ClaimAudit, value: Any) -> None:
        self.claim = self.claim.model_copy(update={name: value})

    return property(read, replace, doc=doc)


class ClaimAudit(BaseModel):
    """A claim with its labels, evidence and flags: one entry of a report's `claims`.

    It holds the `Claim` the extractor found (`claim`) and reads the claim's facts through it
    (`audit.text`, `audit.page`, ...). In a report the two are one flat object, in the order the
    report contract has always had; a flat object (an older report, a test) validates back.
    """

    claim: Claim
    labels: Labels = Field(default_factory=Labels)
    evidence: dict[str, str] = Field(default_factory=dict)
    label_details: dict[str, LabelEvidence] = Field(default_factory=dict)
    flags: list[Flag] = Field(default_factory=list)
    replay: ReplayReport | None = None
    verified: Verification | None = None
    reviewer_notes: list[str] = Field(default_factory=list)

    @classmethod
    def from_claim(cls, claim: Claim, **fields: Any) -> ClaimAudit:
        """An audit entry for an extracted claim, with unlabelled defaults unless `fields` say."""
        return cls(claim=claim, **fields)

    @model_validator(mode="before")
    @classmethod
    def _gather_claim(cls, data: Any) -> Any:
        """A flat object (the report's shape) carries the claim's fields beside the audit's."""
        if not isinstance(data, dict) or "claim" in data:
            return data
        claim = {name: data[name] for name in Claim.model_fields if name in data}
        claim.setdefault("context", {})
        rest = {name: value for name, value in data.items() if name not in Claim.model_fields}
        return {**rest, "claim": claim}

    @model_serializer(mode="wrap")
    def _flatten_claim(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data = handler(self)
        claim = data.pop("claim")
        out = {name: claim[name] for name in _REPORTED_FIRST}
        out.update((name, data.pop(name)) for name in _AUDIT_MIDDLE)
        out.update((name, claim[name]) for name in _REPORTED_LATER)
        out.update(
            (name, value)
            for name, value in claim.items()
            if name not in out and name not in _NOT_REPORTED
        )
        out.update(data)
        return out

    # The claim's facts, read (and, for tests and tools, replaced) through the claim itself.
    id = _claim_field("id", "The claim's id, e.g. `p3-1`.")
    page = _claim_field("page", "The 1-based page or slide.")
    text = _claim_field("text", "The claim's text.")
    metric = _claim_field("metric", "The figure and its unit (a `Metric`), or None.")
    benchmark = _claim_field("benchmark", "The benchmark id the claim names.")
    round = _claim_field("round", "The MLPerf round the claim names.")
    result_id = _claim_field("result_id", "The MLPerf result ID the claim cites.")
    location = _claim_field("location", "Where in the deck the claim is (a `Location`).")
    role = _claim_field("role", "What kind of block the claim came from (a `BlockRole`).")
    visible = _claim_field("visible", "Whether a viewer sees the claim.")
    is_rank_claim = _claim_field("is_rank_claim", "Whether it is a rank or record statement.")
    context = _claim_field("context", "The text around the claim (a `ClaimContext`).")

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy; `update` may name the claim's fields too (`text`, `page`, ...)."""
        update = dict(update or {})
        facts = {name: update.pop(name) for name in list(update) if name in Claim.model_fields}
        copied = super().model_copy(update=update or None, deep=deep)
        if facts:
            copied.claim = copied.claim.model_copy(update=facts)
        return copied

    def worst_severity(self) -> Severity | None:
        """The most severe flag on this claim, or None when it has none."""
        if not self.flags:
            return None
        return max((f.severity for f in self.flags), key=lambda s: s.rank)


class DeckInfo(BaseModel):
    """The deck a report is about."""

    path: str
    sha256: str = ""
    kind: str = "unknown"
    pages: int = 0
    workload: Workload = Workload.UNSTATED
    workload_evidence: str | None = None
    vendor: str | None = None  # named by the deck's own text: see auditor.labels.vendor


class ReportError(BaseModel):
    """Why (part of) a deck could not be audited."""

    cause: str
    message: str


class LlmUsage(BaseModel):
    """What the LLM labeler cost for one deck."""

    model: str | None = None
    mode: str | None = None
    prompt_version: str | None = None
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cache_hits: int = 0
    unavailable_claims: list[str] = Field(default_factory=list)
    note: str | None = None
    findings: dict[str, int] = Field(
        default_factory=dict, description="findings the model added to the report, per code"
    )
    findings_agreed: dict[str, int] = Field(
        default_factory=dict,
        description="model proposals that matched a flag already on the claim, per code",
    )
    proposals_dropped: dict[str, int] = Field(
        default_factory=dict,
        description="model proposals discarded, per reason: unknown_code, ungrounded, "
        "untrusted_text (quoted only from notes, hidden or reviewer-directed text), repeated",
    )


class ToolInfo(BaseModel):
    """The tool and options that produced a report, for resuming batches."""

    name: str = "deckaudit"
    version: str = ""
    options_hash: str = ""
    created: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))


class DeckReport(BaseModel):
    """The audit of one deck, in the JSON shape of DESIGN.md."""

    schema_: str = Field(default=REPORT_SCHEMA, alias="schema")
    deck: DeckInfo
    claims: list[ClaimAudit] = Field(default_factory=list)
    deck_flags: list[Flag] = Field(default_factory=list)
    errors: list[ReportError] = Field(default_factory=list)
    conflicts: list[LabelConflict] = Field(default_factory=list)
    llm: LlmUsage | None = None
    tool: ToolInfo = Field(default_factory=ToolInfo)

    model_config = {"populate_by_name": True}

    @property
    def readable(self) -> bool:
        """Whether the deck was read and audited (no UNREADABLE flag)."""
        return not any(flag.code == "UNREADABLE" for flag in self.deck_flags)

    def all_flags(self) -> list[Flag]:
        """Deck flags and every claim's flags."""
        return list(self.deck_flags) + [f for c in self.claims for f in c.flags]

    def counts_by_severity(self) -> dict[str, int]:
        """How many flags of each severity the report holds."""
        counts = {s.value: 0 for s in Severity}
        for flag in self.all_flags():
            counts[flag.severity.value] += 1
        return counts

    def to_json_dict(self) -> dict[str, Any]:
        """The report as plain JSON data, with `schema` spelled as in the contract."""
        return self.model_dump(mode="json", by_alias=True)


class Decision(StrEnum):
    """A reviewer's verdict on one finding."""

    CONFIRMED = "confirmed"
    DISMISSED = "dismissed"


class ReviewDecision(BaseModel):
    """One reviewer action on a claim: a verdict on a flag, a note, or a label override."""

    claim_id: str
    flag_code: str | None = None
    decision: Decision | None = None
    reason: str | None = None
    note: str | None = None
    label: str | None = None
    label_value: str | None = None
    at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
