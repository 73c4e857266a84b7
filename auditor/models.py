"""Audit-side models: labels with evidence, flags, per-claim audits, deck reports, review decisions."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from extractors import BlockRole, Claim, ClaimContext, Location, Metric

REPORT_SCHEMA = "deckaudit.report/1"


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


class Severity(StrEnum):
    """How much a flag matters to a buying decision."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        """Higher is more severe."""
        return {"info": 0, "warning": 1, "error": 2}[self.value]


class LabelSource(StrEnum):
    """Who set a label."""

    RULES = "rules"
    LLM = "llm"
    REVIEWER = "reviewer"


class LabelEvidence(BaseModel):
    """One label's value with the quote that supports it and where the quote came from."""

    value: str
    quote: str | None = None
    origin: str | None = Field(
        default=None,
        description="claim_text, table_row, table_header, slide_title, chart_title, footnote, "
        "notes, slide_text, deck",
    )
    source: LabelSource = LabelSource.RULES


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


class ClaimAudit(BaseModel):
    """A claim with its labels, evidence and flags: one entry of a report's `claims`."""

    id: str
    page: int
    text: str
    metric: Metric | None = None
    benchmark: str | None = None
    round: str | None = None
    result_id: str | None = None
    labels: Labels = Field(default_factory=Labels)
    evidence: dict[str, str] = Field(default_factory=dict)
    label_details: dict[str, LabelEvidence] = Field(default_factory=dict)
    flags: list[Flag] = Field(default_factory=list)
    location: Location
    role: BlockRole = BlockRole.BODY
    visible: bool = True
    is_rank_claim: bool = False
    context: ClaimContext = Field(default_factory=ClaimContext)
    replay: dict[str, Any] | None = None
    verified: dict[str, Any] | None = None
    reviewer_notes: list[str] = Field(default_factory=list)

    @classmethod
    def from_claim(cls, claim: Claim, **fields: Any) -> ClaimAudit:
        """An audit entry for an extracted claim, with unlabelled defaults unless `fields` say."""
        base = {
            name: getattr(claim, name)
            for name in (
                "id",
                "page",
                "text",
                "metric",
                "benchmark",
                "round",
                "result_id",
                "location",
                "role",
                "visible",
                "is_rank_claim",
                "context",
            )
        }
        return cls(**{**base, **fields})

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
    vendor: str | None = None  # set by batch audits: see auditor.labels.vendor for the rule


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
