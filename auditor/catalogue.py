"""The flag catalogue: every code deckaudit can raise, with its severity and what it means."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from auditor.enums import LabelSource, Severity

if TYPE_CHECKING:
    from auditor.models import Flag


@dataclass(frozen=True)
class FlagSpec:
    """A stable flag code and the explanation a reviewer sees."""

    code: str
    severity: Severity
    scope: str  # "claim" or "deck"
    title: str
    meaning: str
    why_it_matters: str
    ask_vendor: str


_SPECS: tuple[FlagSpec, ...] = (
    FlagSpec(
        "DIVISION-MISSING",
        Severity.WARNING,
        "claim",
        "Division not stated",
        "The result is not tied to the Closed, Open or Network division anywhere near it.",
        "Closed results use the reference model and can be compared across vendors; Open results "
        "may change the model and cannot. Without the division a reader cannot tell which it is.",
        "Which division was this result submitted in, and what is its result ID?",
    ),
    FlagSpec(
        "SCENARIO-MISSING",
        Severity.WARNING,
        "claim",
        "Scenario not stated",
        "The result does not say whether it was measured as Offline, Server, Interactive, "
        "SingleStream or MultiStream.",
        "Each scenario measures a different load shape; an Offline batch figure can be far above "
        "what the same system sustains under a latency bound.",
        "Which scenario produced this number, and what is the matching Server or Interactive result?",
    ),
    FlagSpec(
        "ROUND-MISSING",
        Severity.WARNING,
        "claim",
        "MLPerf round not stated",
        "The result names no MLPerf Inference version (such as v4.1 or v5.1).",
        "Benchmarks, rules and latency bounds change between rounds, so an undated result cannot "
        "be checked or compared.",
        "Which MLPerf Inference round is this from?",
    ),
    FlagSpec(
        "RESULT-ID-MISSING",
        Severity.INFO,
        "claim",
        "No result ID",
        "The claim cites no MLCommons result ID (for example 4.1-0043).",
        "The result ID is how a reader finds the published entry, its system and its software.",
        "What is the MLCommons result ID behind this figure?",
    ),
    FlagSpec(
        "UNVERIFIED",
        Severity.WARNING,
        "claim",
        "Result not verified by MLCommons",
        "The figure comes from the vendor's own testing or does not match a published result, and "
        "the deck does not mark it 'unverified' with MLCommons' required statement.",
        "Numbers that MLCommons has not reviewed may not follow the rules that make MLPerf results "
        "trustworthy, yet they read as official.",
        "Is this a published, reviewed MLPerf result? If not, label it unverified and share the logs.",
    ),
    FlagSpec(
        "OPEN-COMPARED",
        Severity.ERROR,
        "claim",
        "Open-division result compared",
        "An Open-division result is set beside, or compared with, other results.",
        "Open submissions may change the model or its accuracy, so they are not like-for-like with "
        "anything else; the comparison can overstate the gap.",
        "Why would this Open result not qualify as Closed, and what is the Closed result?",
    ),
    FlagSpec(
        "CROSS-SCENARIO",
        Severity.ERROR,
        "claim",
        "Results of different scenarios compared",
        "Results from different scenarios (say Offline and Server) are compared side by side.",
        "Offline throughput has no latency bound and is usually higher than Server throughput; "
        "mixing them makes one system look better than it is.",
        "Provide both systems' results in the same scenario.",
    ),
    FlagSpec(
        "CROSS-ROUND",
        Severity.WARNING,
        "claim",
        "Comparison across MLPerf rounds",
        "Results from different MLPerf rounds are compared.",
        "Rules, software and sometimes the benchmark itself change between rounds; the gap may be "
        "software age, not hardware.",
        "Provide results from the same round, or disclose the round of each.",
    ),
    FlagSpec(
        "CHIP-COUNT",
        Severity.WARNING,
        "claim",
        "Different accelerator counts compared",
        "Systems with different numbers of accelerators are compared.",
        "Throughput scales with accelerator count; an 8-chip system against a 4-chip one says "
        "little about either chip.",
        "State the accelerator count of each system, and compare systems of the same size.",
    ),
    FlagSpec(
        "NON-MLPERF-MIX",
        Severity.WARNING,
        "claim",
        "Non-MLPerf figure mixed with MLPerf results",
        "A model or number that is not an MLPerf benchmark of that round is shown with, or as, "
        "MLPerf results.",
        "It borrows MLPerf's credibility for a measurement that followed none of its rules.",
        "Separate the non-MLPerf measurement and describe how it was run.",
    ),
    FlagSpec(
        "SCENARIO-MISMATCH",
        Severity.ERROR,
        "claim",
        "Scenario does not fit the workload",
        "The scenario cited does not match what the deck says the customer will run (for example "
        "an Offline figure for an interactive service).",
        "The number predicts a different load shape from yours; it can overstate what you will see "
        "under latency targets.",
        "Provide the result for the scenario that matches the workload (Server or Interactive for "
        "online serving, Offline for batch, SingleStream/MultiStream for edge).",
    ),
    FlagSpec(
        "GATE-AS-GRADE",
        Severity.ERROR,
        "claim",
        "Accuracy gate presented as a grade",
        "The benchmark's accuracy target, a pass/fail gate, is presented as a measure of quality.",
        "Every valid result clears the gate; it says nothing about how good answers are above it or "
        "on your data.",
        "Provide task-specific quality measurements on your own data.",
    ),
    FlagSpec(
        "QUALITY-BUCKET",
        Severity.ERROR,
        "claim",
        "MLPerf result used as quality evidence",
        "An MLPerf result is used as evidence of answer quality or fitness for the task.",
        "MLPerf measures speed at a fixed accuracy floor with a reference model; it does not judge "
        "whether answers suit your workload.",
        "Keep the MLPerf figure as operational evidence; ask for a quality evaluation on your data.",
    ),
    FlagSpec(
        "MODEL-MISMATCH",
        Severity.WARNING,
        "claim",
        "Deployed model differs from the benchmark model",
        "The deck deploys a different model from the benchmark's reference model.",
        "Speed depends on the model; with a different one, the benchmark numbers are directional at "
        "best.",
        "Provide measurements on the model you will deploy.",
    ),
    FlagSpec(
        "COST-PER-ANSWER",
        Severity.WARNING,
        "claim",
        "Cost per answer or ROI drawn from MLPerf",
        "Cost per correct answer, ROI or quality-per-dollar is derived from an MLPerf result.",
        "MLPerf measures neither correctness on your task nor prices; such figures rest on the "
        "vendor's assumptions.",
        "Show the inputs (prices, utilisation, accuracy on your data) behind the figure.",
    ),
    FlagSpec(
        "DERIVED-METRIC",
        Severity.WARNING,
        "claim",
        "Derived figure shown with MLPerf results",
        "A figure computed from MLPerf results (per-accelerator, per dollar, per watt without "
        "MLPerf Power, geomean, sum of runs) is presented with them.",
        "Derived figures are not official MLPerf results and depend on a basis the reader must see.",
        "State how the figure was computed and from which published results.",
    ),
    FlagSpec(
        "RANK-CLAIM",
        Severity.WARNING,
        "claim",
        "Rank or record claim",
        "A rank, 'record', 'win' or 'leader' claim stands in for the benchmark, scenario and "
        "division it rests on.",
        "MLPerf publishes no overall ranking; a 'win' is true only for one benchmark, scenario, "
        "division and system size, which the claim hides.",
        "Name the benchmark, scenario, division, round and result IDs behind the claim.",
    ),
    FlagSpec(
        "ROUND-UNKNOWN",
        Severity.ERROR,
        "claim",
        "Round or benchmark does not exist",
        "The claim cites an MLPerf round that does not exist, or a benchmark that was not in the "
        "cited round.",
        "A result that cannot exist cannot have been reviewed; the figure's origin is unknown.",
        "Provide the real round and result ID.",
    ),
    FlagSpec(
        "RESULT-MISMATCH",
        Severity.ERROR,
        "claim",
        "Figure disagrees with the published result",
        "The cited result ID or number does not match what MLCommons published.",
        "The deck's number is not the reviewed one; the difference may favour the vendor.",
        "Explain the difference and cite the published figure.",
    ),
    FlagSpec(
        "RESULT-VERIFIED",
        Severity.INFO,
        "claim",
        "Matches a published result",
        "The figure matches a result in MLCommons' published results.",
        "The number itself is genuine; the other flags say whether it is used fairly.",
        "Nothing further on the number itself.",
    ),
    FlagSpec(
        "OFFLINE-HEADLINE",
        Severity.INFO,
        "claim",
        "Offline headline: what Server would leave of it",
        "An Offline throughput figure, with what a latency-bounded Server deployment would get: the "
        "same system's own published Server and Interactive results when the figure identifies it, "
        "the published Server/Offline ratios of that benchmark and round, and a calibrated model "
        "estimate with its band.",
        "Offline has no latency bound; online services do. The gap shows how much of the headline "
        "survives latency targets.",
        "Provide the Server (or Interactive) result of the same system.",
    ),
    FlagSpec(
        "INJECTION",
        Severity.ERROR,
        "deck",
        "Text addressed to automated reviewers",
        "The deck contains text that tries to instruct an automated reviewer or language model.",
        "A vendor that tries to steer the review tool is trying to steer the review; every claim "
        "in the deck deserves closer reading.",
        "Ask why the deck carries instructions to automated reviewers.",
    ),
    FlagSpec(
        "HIDDEN-TEXT",
        Severity.WARNING,
        "deck",
        "Hidden text",
        "The deck holds text a viewer cannot see: white or transparent, tiny, off the slide, on a "
        "hidden slide, in invisible characters, or only in metadata.",
        "Hidden text can carry claims or instructions that a human reviewer never sees.",
        "Ask what the hidden text is for, and for a clean copy of the deck.",
    ),
    FlagSpec(
        "NO-TEXT",
        Severity.WARNING,
        "deck",
        "No readable text",
        "The deck's pages show no text that can be extracted (or only hidden text), for example "
        "a scanned or image-only deck.",
        "Claims shown as images or scans were not checked.",
        "Ask for the original, text-based deck.",
    ),
    FlagSpec(
        "GARBLED-TEXT",
        Severity.WARNING,
        "deck",
        "Text that cannot be decoded",
        "Some text is set in a font that does not say which characters it draws (no Unicode "
        "map, no known encoding); it reads as control characters or symbols, not as text.",
        "Figures set in such a font are missing from the audit: a claim may have gone unchecked.",
        "Ask for a copy of the deck exported with its fonts' Unicode maps (or the source file).",
    ),
    FlagSpec(
        "TOOL-ANNOTATIONS",
        Severity.WARNING,
        "deck",
        "Carries deckaudit annotations",
        "The file holds callouts, speaker-notes blocks or PDF notes marked as deckaudit's own "
        "annotations, as an annotated copy does. They were set aside and not read; the rest of "
        "the file was audited.",
        "An annotated copy is not the vendor's original, and anything carrying the mark is not "
        "checked: text a vendor marked that way would escape the audit.",
        "Ask for the original deck, without annotations.",
    ),
    FlagSpec(
        "UNREADABLE",
        Severity.ERROR,
        "deck",
        "Deck could not be read",
        "The file could not be audited: encrypted, corrupt, not a deck, or over a safety limit.",
        "No claim in it was checked.",
        "Ask for an unencrypted, uncorrupted PDF or PPTX.",
    ),
)

CATALOGUE: dict[str, FlagSpec] = {spec.code: spec for spec in _SPECS}


def make_flag(code: str, message: str, **kwargs: Any) -> Flag:
    """A Flag with the catalogue's severity for `code`; unknown codes are a programming error."""
    from auditor.models import Flag

    spec = CATALOGUE[code]
    kwargs.setdefault("source", LabelSource.RULES)
    message = message[:1].upper() + message[1:]
    return Flag(code=code, severity=spec.severity, message=message, **kwargs)
