"""The one entry to the audit: `audit_deck` reads a deck, finds, labels and checks its claims.

The command line, the batch worker and the reviewer app all call `audit_deck`; it never raises
for a bad deck or a failing check (the report carries an UNREADABLE flag and the cause instead),
only `AuditCancelled` when the caller's `cancelled()` turns true. The labellers, checks, results
check and replay load on first use, so importing this module stays cheap.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from auditor import __version__, reference
from auditor.checks.messages import flag
from auditor.llm.settings import LlmSettings
from auditor.models import (
    ClaimAudit,
    DeckInfo,
    DeckReport,
    Flag,
    ReportError,
    ToolInfo,
    Workload,
)
from extractors import (
    AuditFailedError,
    Cause,
    Claim,
    Deck,
    DeckReadError,
    OverLimitError,
    ReadLimits,
)

if TYPE_CHECKING:
    from auditor.labels.sentences import DeckSentence
    from auditor.llm.proposals import AcceptedProposal
    from auditor.replay.report import ReplayReport
    from auditor.replay.samples import ServiceSamples
    from auditor.results.database import ResultsDB

# progress(stage, done, total): stage is "reading", "labelling", "checking" or "done".
Progress = Callable[[str, int, int], None]
# preview(claims): the claims the reader found, before any is labelled (the app shows them).
Preview = Callable[[list[Claim]], None]
Cancelled = Callable[[], bool]
_Stage = TypeVar("_Stage")


class AuditCancelled(BaseException):
    """Raised out of `audit_deck` when `cancelled()` turns true; BaseException, so that no reader
    or check swallows it."""


class AuditOptions(BaseModel):
    """Everything that changes what an audit produces.

    `samples` holds the service times already read (an `auditor.replay.samples.ServiceSamples`):
    the caller reads the file once, and no deck or worker reads it again.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    limits: ReadLimits = Field(default_factory=ReadLimits)
    password: str | None = Field(default=None, repr=False, exclude=True)
    llm: LlmSettings = Field(default_factory=LlmSettings)
    results_db: Path | None = None
    use_default_results_db: bool = True
    samples: Any = Field(default=None, exclude=True)
    replay_servers: int = 1
    replay_seed: int = 0
    replay: bool = True
    timeout_s: float = 120.0

    @field_validator("samples")
    @classmethod
    def _parsed_samples(cls, value: Any) -> Any:
        if value is None:
            return None
        from auditor.replay.samples import ServiceSamples

        if not isinstance(value, ServiceSamples):
            raise TypeError("samples must be read first (auditor.replay.samples)")
        return value

    def fingerprint(self) -> str:
        """A hash of the options that change results, for skipping finished decks on resume."""
        data = self.model_dump(mode="json", exclude={"password", "timeout_s"})
        data["llm"] = {k: data["llm"].get(k) for k in ("enabled", "model", "mode", "base_url")}
        samples: ServiceSamples | None = self.samples
        data["samples"] = samples.digest() if samples is not None else None
        # Keys of earlier versions, kept so that the hash of unchanged options stays the same.
        data["samples_unit"] = data["samples_column"] = None
        blob = json.dumps(data, sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _tool(options: AuditOptions) -> ToolInfo:
    return ToolInfo(version=__version__, options_hash=options.fingerprint())


def unreadable_report(
    path: str | Path, failure: DeckReadError, options: AuditOptions
) -> DeckReport:
    """The report of a deck that could not be audited, naming the cause."""
    deck_path = Path(path)
    sha = ""
    try:
        from extractors import file_sha256

        sha = file_sha256(deck_path) if deck_path.is_file() else ""
    except OSError:
        sha = ""
    cause, message = failure.cause, failure.message
    report = DeckReport(
        deck=DeckInfo(path=str(path), sha256=sha),
        errors=[ReportError(cause=cause.value, message=message)],
        tool=_tool(options),
    )
    report.deck_flags.append(
        flag("UNREADABLE", f"{message} (cause: {cause.value})", details={"meaning": cause.wording})
    )
    return report


def audit_deck(
    path: str | Path,
    options: AuditOptions | None = None,
    progress: Progress | None = None,
    *,
    cancelled: Cancelled | None = None,
    preview: Preview | None = None,
) -> DeckReport:
    """Audit one deck file into its report; a deck that cannot be audited gets an UNREADABLE one.

    `progress` hears each stage, `preview` the claims found before labelling, and `cancelled`
    is asked at every step: when it answers true, `AuditCancelled` is raised.
    """
    options = options or AuditOptions()
    stage = begin_audit(path, options, progress, cancelled=cancelled, preview=preview)
    if isinstance(stage, PendingAudit):
        return finish_audit(path, stage, options, progress, cancelled=cancelled)
    return stage


@dataclass
class PendingAudit:
    """A deck read, labelled and checked, whose results check and replay are still to run.

    `audit_deck` runs both halves in one process. The command line's single-deck run hands this
    half-way state (it pickles) from the worker that read the deck to one that has loaded the
    replay's kernels meanwhile.
    """

    report: DeckReport
    deck_text: str  # the deck's visible text, which the results check reads

    def needs_replay(self, options: AuditOptions) -> bool:
        """Whether finishing this audit runs the replay (and so loads its kernels)."""
        from auditor.replay.scope import replay_candidates

        return options.replay and bool(replay_candidates(self.report.claims))


def begin_audit(
    path: str | Path,
    options: AuditOptions,
    progress: Progress | None = None,
    *,
    cancelled: Cancelled | None = None,
    preview: Preview | None = None,
) -> DeckReport | PendingAudit:
    """`audit_deck`'s front half: read the deck, find, label and check its claims.

    Returns the audit to finish (`finish_audit`), or the UNREADABLE report of a deck that could
    not be audited. Raises only `AuditCancelled`.
    """
    report_progress = _progress_with_cancel(progress, cancelled)

    def front_half() -> PendingAudit:
        from extractors import find_claims, read_deck

        deck = read_deck(
            path,
            options.limits,
            password=options.password,
            progress=lambda done, total: report_progress("reading", done, total),
        )
        if cancelled is not None and cancelled():
            raise AuditCancelled
        claims = find_claims(deck)
        if preview is not None:
            preview(claims)
        return check_loaded_deck(deck, options, report_progress, claims=claims)

    return _or_say_why(path, options, front_half)


def finish_audit(
    path: str | Path,
    pending: PendingAudit,
    options: AuditOptions,
    progress: Progress | None = None,
    *,
    cancelled: Cancelled | None = None,
) -> DeckReport:
    """`audit_deck`'s back half: the results check and the replay, then the finished report (an
    UNREADABLE one if either fails). Raises only `AuditCancelled`."""
    report_progress = _progress_with_cancel(progress, cancelled)

    def back_half() -> DeckReport:
        return complete_audit(pending, options, report_progress)

    return _or_say_why(path, options, back_half)


def _progress_with_cancel(progress: Progress | None, cancelled: Cancelled | None) -> Progress:
    def report_progress(stage: str, done: int, total: int) -> None:
        if cancelled is not None and cancelled():
            raise AuditCancelled
        if progress is not None:
            progress(stage, done, total)

    return report_progress


def _or_say_why(
    path: str | Path, options: AuditOptions, work: Callable[[], _Stage]
) -> _Stage | DeckReport:
    """What `work` returns, or the UNREADABLE report naming why it failed; the report gets the
    file's name as its vendor when the deck's own text names none."""
    failure: DeckReadError | None = None
    try:
        outcome = work()
    except DeckReadError as exc:
        failure = type(exc)(exc.cause, exc.message)
    except MemoryError:
        failure = OverLimitError(
            Cause.OVER_MEMORY, "auditing the deck needed more memory than allowed"
        )
    except RecursionError:
        failure = OverLimitError(Cause.OVER_NESTING, "the deck nests too deeply to audit")
    except Exception as exc:  # a defect in one check must cost this deck, never the caller
        failure = AuditFailedError(
            Cause.INTERNAL_ERROR, f"the audit failed: {type(exc).__name__}: {exc}"
        )
    else:
        if isinstance(outcome, DeckReport):
            _name_vendor(outcome, path)
        return outcome
    # Built only here, once the exception and the frames (and memory) it held are gone.
    report = unreadable_report(path, failure, options)
    _name_vendor(report, path)
    return report


def _name_vendor(report: DeckReport, path: str | Path) -> None:
    if not report.deck.vendor:  # the deck's own text names none (or it could not be read)
        from auditor.labels.vendor import unnamed_vendor

        report.deck.vendor = unnamed_vendor(Path(path))


def audit_loaded_deck(
    deck: Deck,
    options: AuditOptions,
    progress: Progress | None = None,
    *,
    claims: list[Claim] | None = None,
) -> DeckReport:
    """Audit a deck already read (`audit_deck`'s back half; the batch warm-up uses it directly)."""
    return complete_audit(
        check_loaded_deck(deck, options, progress, claims=claims), options, progress
    )


def check_loaded_deck(
    deck: Deck,
    options: AuditOptions,
    progress: Progress | None = None,
    *,
    claims: list[Claim] | None = None,
) -> PendingAudit:
    """Label and check the claims of a deck already read; the deck-wide flags too."""
    from auditor.checks import deck_checks, text_quality
    from auditor.labels.injection import is_reviewer_directed
    from auditor.labels.rules import label_claim
    from auditor.labels.sentences import deck_sentences
    from auditor.labels.vendor import deck_vendor
    from auditor.labels.workload import detect_workload
    from extractors import find_claims

    if claims is None:
        claims = find_claims(deck)
    if progress is not None:
        progress("labelling", 0, len(claims))
    audits = [label_claim(claim, is_reviewer_directed) for claim in claims]
    sentences = deck_sentences(deck)
    workload, workload_evidence = detect_workload(deck, is_reviewer_directed, sentences)
    report = DeckReport(
        deck=DeckInfo(
            path=deck.path,
            sha256=deck.sha256,
            kind=deck.kind.value,
            pages=len(deck.pages),
            workload=workload,
            workload_evidence=workload_evidence.quote if workload_evidence else None,
            vendor=deck_vendor(deck),
        ),
        claims=audits,
        tool=_tool(options),
    )
    if progress is not None:
        progress("checking", 0, len(audits))
    if options.llm.enabled and audits:
        from auditor.llm.findings import add_proposed_findings
        from auditor.llm.merge import keep_rule_flags

        # The rules' flags are computed before the LLM refines any label, and none of them can be
        # removed or downgraded afterwards: the LLM may only add findings.
        rule_claims = [claim.model_copy(deep=True) for claim in report.claims]
        _run_claim_checks(
            rule_claims, deck, report.deck.workload, report.deck.workload_evidence, sentences
        )
        proposals = _refine_with_llm(report, deck, options)
        _run_claim_checks(
            report.claims, deck, report.deck.workload, report.deck.workload_evidence, sentences
        )
        for rules, refined in zip(rule_claims, report.claims, strict=True):
            refined.flags = keep_rule_flags(rules.flags, refined.flags)
        add_proposed_findings(report.claims, proposals, report.llm)
    else:
        _run_claim_checks(report.claims, deck, workload, report.deck.workload_evidence, sentences)
    # The deck-wide flags read only the deck: made here, the deck need not travel with the
    # pending audit. The results check and the replay add to the claims' flags only.
    report.deck_flags.extend(deck_checks.injection_flags(deck))
    report.deck_flags.extend(deck_checks.hidden_text_flags(deck))
    report.deck_flags.extend(text_quality.garbled_text_flags(deck))
    report.deck_flags.extend(text_quality.no_text_flags(deck))
    report.deck_flags.extend(deck_checks.tool_mark_flags(deck))
    deck_text = " ".join(b.text for b in deck.all_blocks() if b.visible)
    return PendingAudit(report=report, deck_text=deck_text)


def complete_audit(
    pending: PendingAudit, options: AuditOptions, progress: Progress | None = None
) -> DeckReport:
    """Run the results check and the replay on a checked deck; the report is then final."""
    report = pending.report
    _run_results_check(report, pending.deck_text, options)
    if options.replay:
        _run_replay(report, options)
    for claim in report.claims:
        claim.flags = _dedupe(claim.flags)
    if progress is not None:
        count = len(report.claims)
        progress("done", count, count)
    return report


def _run_claim_checks(
    claims: list[ClaimAudit],
    deck: Deck,
    workload: Workload,
    workload_quote: str | None,
    sentences: list[DeckSentence],
) -> None:
    from auditor.checks import (
        arithmetic,
        cited_sides,
        claim_checks,
        comparison_checks,
        deck_checks,
        model_tasks,
        named_sides,
        pointing_back,
        unit_cost,
        unverified_subjects,
    )
    from auditor.labels.injection import is_reviewer_directed
    from auditor.labels.vendor import maker_names

    deployed_on: dict[int, dict[str, str]] = {}
    model_kinds: dict[str, str | None] = {}
    deployed = deck_checks.deployed_models(
        deck, is_reviewer_directed, sentences, by_page=deployed_on, tasks=model_kinds
    )
    own_models = deck_checks.own_model_names(deployed)
    model_uses = model_tasks.told_uses(sentences, is_reviewer_directed)
    own_test = claim_checks.vendor_test_pattern(maker_names(deck))
    deck_cites = unit_cost.deck_cites_results(claims)
    for claim in claims:
        claim.flags.extend(claim_checks.missing_context_flags(claim))
        claim.flags.extend(claim_checks.round_flags(claim))
        claim.flags.extend(claim_checks.unverified_flags(claim, is_reviewer_directed, own_test))
        claim.flags.extend(claim_checks.bucket_flags(claim))
        claim.flags.extend(claim_checks.scenario_mismatch_flags(claim, workload, workload_quote))
        claim.flags.extend(
            claim_checks.cost_and_derived_flags(claim, is_reviewer_directed, deck_cites=deck_cites)
        )
        claim.flags.extend(claim_checks.rank_flags(claim))
        mixed = claim_checks.non_mlperf_flags(claim, own_models)
        claim.flags.extend(mixed)
        if claim.benchmark or not mixed:
            # A figure of a model that is no benchmark measured no benchmark's reference model.
            on_page = {**deployed, **deployed_on.get(claim.page, {})}
            claim.flags.extend(
                claim_checks.model_mismatch_flags(claim, on_page, model_kinds, model_uses)
            )
        claim.flags.extend(comparison_checks.sentence_flags(claim))
        claim.flags.extend(comparison_checks.row_flags(claim))
    by_id = {claim.id: claim for claim in claims}
    by_page: dict[int, list[Flag]] = {}
    for members in comparison_checks.comparison_groups(claims):
        for claim_id, flags in comparison_checks.group_flags(members).items():
            by_id[claim_id].flags.extend(flags)
            by_page.setdefault(members[0].page, []).extend(flags)
    round_tables = comparison_checks.round_tables(deck)
    for claim_id, flags in comparison_checks.ratio_flags(claims, by_page, round_tables).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in comparison_checks.open_beside_closed_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in comparison_checks.earlier_beside_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in pointing_back.pointing_back_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in named_sides.named_sides_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in named_sides.table_reference_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in cited_sides.cited_count_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in arithmetic.arithmetic_flags(claims).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id, flags in unverified_subjects.subject_flags(claims, is_reviewer_directed).items():
        by_id[claim_id].flags.extend(flags)
    for claim_id in unverified_subjects.worked_estimates(claims):
        claim = by_id[claim_id]
        claim.flags = [f for f in claim.flags if f.code != "UNVERIFIED"]


def _refine_with_llm(
    report: DeckReport, deck: Deck, options: AuditOptions
) -> list[AcceptedProposal]:
    """Refine the labels in place; return the findings the model proposed that stand."""
    from auditor.labels.injection import is_reviewer_directed
    from auditor.llm.labeler import refine_with_llm

    outcome = refine_with_llm(
        report.claims,
        report.deck,
        options.llm,
        is_reviewer_directed,
        max_chars=options.limits.max_llm_chars,
        hidden_texts=[block.text for block in deck.all_blocks() if not block.visible],
    )
    report.llm = outcome.usage
    report.conflicts = list(outcome.conflicts)
    if outcome.workload is not None and report.deck.workload == Workload.UNSTATED:
        report.deck.workload = Workload(outcome.workload.value)
        report.deck.workload_evidence = outcome.workload.quote
    for text in outcome.suspected_injections:
        report.deck_flags.append(
            flag(
                "INJECTION",
                f"The language model reported text that reads as an instruction to it: “{text[:160]}”",
                evidence=text[:300],
                details={"reason": "reported by the LLM labeler"},
            )
        )
    return outcome.proposals


def _evidence_db(options: AuditOptions, report: DeckReport) -> ResultsDB | None:
    """The published results the audit checks against: the shipped snapshot with the user's
    database over it; only `results_db` itself when the defaults are switched off."""
    from auditor.results.database import ResultsDB, ResultsDBError, default_db_path
    from auditor.results.snapshot import evidence_db

    try:
        if not options.use_default_results_db:
            if options.results_db is None:
                return None
            return ResultsDB(options.results_db, readonly=True)
        user = options.results_db
        if user is None and default_db_path().is_file():
            user = default_db_path()
        if user is not None and not user.is_file():
            raise ResultsDBError(f"{user}: no results database here")
        return evidence_db(user)
    except (ResultsDBError, OSError) as exc:
        report.errors.append(ReportError(cause="results-db", message=str(exc)))
        return None


def _run_results_check(report: DeckReport, deck_text: str, options: AuditOptions) -> None:
    from auditor.results.check import apply_results_check

    db = _evidence_db(options, report)
    if db is None:
        return
    try:
        apply_results_check(report.claims, db, deck_text)
    finally:
        if not options.use_default_results_db:
            db.close()  # the shared evidence database stays open for the next deck


def _run_replay(report: DeckReport, options: AuditOptions) -> None:
    from auditor.replay.scope import replay_candidates

    claims = replay_candidates(report.claims)
    if not claims:
        return
    if options.samples:
        _replay_samples(report, claims, options)
        return
    from auditor.replay.headline import offline_headline
    from auditor.results.snapshot import evidence_db

    db = _evidence_db(options, report) if options.use_default_results_db else None
    db = db or evidence_db(None)
    # Decks that repeat a figure (a headline restated on every slide) pay for it once.
    memo: dict[tuple, tuple[ReplayReport, Flag] | None] = {}
    for claim in claims:
        assert claim.metric is not None
        key = (claim.metric.value, claim.metric.unit, claim.metric.raw, claim.benchmark,
               claim.round, claim.result_id, claim.text)  # fmt: skip
        if key not in memo:
            memo[key] = offline_headline(claim, db)
        outcome = memo[key]
        if outcome is not None:
            data, headline = outcome
            claim.replay = data.model_copy(deep=True)
            claim.flags.append(headline.model_copy(deep=True))


def _replay_samples(report: DeckReport, claims: list[ClaimAudit], options: AuditOptions) -> None:
    """OFFLINE-HEADLINE from the user's measured service times."""
    from auditor.replay.model import offline_headline

    samples = options.samples
    assert samples is not None
    memo: dict[tuple[float, str, float], tuple[ReplayReport, Flag] | None] = {}
    for claim in claims:
        assert claim.metric is not None and claim.benchmark is not None
        bound = reference.server_bound_ms(claim.benchmark, claim.round)
        if bound is None:
            continue
        key = (claim.metric.value, claim.metric.unit, bound)
        if key not in memo:
            memo[key] = offline_headline(
                claim, bound, samples, seed=options.replay_seed, servers=options.replay_servers
            )
        outcome = memo[key]
        if outcome is not None:
            data, headline = outcome
            claim.replay = data.model_copy(deep=True)
            claim.flags.append(headline.model_copy(deep=True))


def _dedupe(flags: list[Flag]) -> list[Flag]:
    """One flag per code on a claim; the first (rules before results) wins, errors outrank."""
    seen: dict[str, Flag] = {}
    for item in flags:
        current = seen.get(item.code)
        if current is None or item.severity.rank > current.severity.rank:
            seen[item.code] = item
    return list(seen.values())
