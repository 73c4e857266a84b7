"""The audit graded on the labelled corpus: claim recall, label accuracy, flag precision and recall.

The corpus is built into real PPTX and PDF files once per session and audited with the default
rule-based options. The tune part (tests/corpus/parts.py) must reach THRESHOLD on every figure;
the held-out part (tests/corpus/heldout) is held to HELDOUT_FLOORS and only its aggregate figures
are ever shown. The fresh part (tests/corpus/fresh), blind decks scored after a round's rule
changes, is held to FRESH_FLOORS, its figures as first scored, and is shown in aggregate too.
"""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest

from auditor.models import (
    Bucket,
    ClaimAudit,
    DeckInfo,
    DeckReport,
    Division,
    Flag,
    Labels,
    Scenario,
    Severity,
    Workload,
)
from examples.deck_builders import soffice_path
from extractors.models import Location, Metric
from tests.corpus.parts import FRESH_DECKS, HELDOUT_DECKS, TUNE_DECKS
from tests.corpus.schema import CLAIM_CODES, DECK_CODES, DeckSpec
from tests.corpus.scoring import (
    Scores,
    corpus_size,
    format_report,
    normalise,
    score_corpus,
    visible_text,
)

DECKS = TUNE_DECKS

THRESHOLD = 0.95


def _require(scores: Scores, figure: str) -> None:
    value = scores.summary()[figure]
    assert value >= THRESHOLD, f"{figure} = {value:.3f} < {THRESHOLD}\n{format_report(scores)}"


# --- the corpus itself --------------------------------------------------------------------------


def test_whole_corpus_meets_the_issue_sizes() -> None:
    size = corpus_size((*TUNE_DECKS, *HELDOUT_DECKS))
    assert size["decks"] >= 60
    assert size["claims"] >= 200
    assert size["must_not_fire"] >= 150
    names = [d.name for d in (*TUNE_DECKS, *HELDOUT_DECKS, *FRESH_DECKS)]
    assert len(names) == len(set(names)), "a deck name is used twice"


def test_gold_uses_the_label_and_code_vocabularies() -> None:
    """A misspelt label ('singlestream') would be scored as a wrong label on every such claim."""
    graded = {*CLAIM_CODES, *DECK_CODES}
    for deck in (*TUNE_DECKS, *HELDOUT_DECKS, *FRESH_DECKS):
        assert deck.workload in set(Workload), (deck.name, deck.workload)
        assert deck.deck_flags | deck.deck_flags_absent <= graded, deck.name
        for claim in deck.claims:
            where = (deck.name, claim.match)
            assert claim.scenario is None or claim.scenario in set(Scenario), where
            assert claim.division is None or claim.division in set(Division), where
            assert claim.bucket is None or claim.bucket in set(Bucket), where
            assert claim.flags | claim.absent | claim.tolerated <= graded, where


def test_tune_part_has_both_kinds_of_new_deck() -> None:
    from tests.corpus.tune import TUNE_EXTRA_DECKS

    assert {"pptx", "pdf"} <= {deck.kind for deck in TUNE_EXTRA_DECKS}
    assert len(TUNE_EXTRA_DECKS) >= 10


def test_corpus_is_large_and_varied_enough() -> None:
    kinds = {deck.kind for deck in DECKS}
    claims = [claim for deck in DECKS for claim in deck.claims]
    assert len(DECKS) >= 14
    assert len(claims) >= 50
    assert {"pptx", "pdf", "reportlab"} <= kinds
    assert len({deck.vendor for deck in DECKS if deck.claims}) >= 14
    assert len({deck.name for deck in DECKS}) == len(DECKS)


def test_corpus_covers_every_graded_code() -> None:
    claim_codes = {code for deck in DECKS for claim in deck.claims for code in claim.flags}
    deck_codes = {code for deck in DECKS for code in deck.deck_flags}
    assert claim_codes == CLAIM_CODES
    assert deck_codes == DECK_CODES


def test_corpus_has_clean_claims_and_expected_absences() -> None:
    claims = [claim for deck in DECKS for claim in deck.claims]
    clean = [claim for claim in claims if not claim.flags]
    assert len(clean) >= 10
    assert sum(len(claim.absent) for claim in claims) >= 40
    assert {"interactive", "batch", "edge", "unstated"} <= {deck.workload for deck in DECKS}


@pytest.mark.parametrize("deck", (*DECKS, *FRESH_DECKS), ids=lambda deck: deck.name)
def test_every_expected_claim_and_distractor_is_on_its_page(deck: DeckSpec) -> None:
    for claim in deck.claims + deck.non_claims:
        slide = deck.slides[claim.page - 1]
        assert normalise(claim.match) in normalise(visible_text(slide)), (deck.name, claim.match)


def test_corpus_files_are_real_decks(corpus_files: dict[str, Path]) -> None:
    assert {deck.name for deck in DECKS if deck.kind != "pdf"} <= set(corpus_files)
    for name, path in corpus_files.items():
        assert path.stat().st_size > 1000, (name, path)


def test_pdf_decks_are_libreoffice_exports(corpus_files: dict[str, Path]) -> None:
    if soffice_path() is None:
        pytest.skip("LibreOffice (soffice) is not installed: the exported PDF decks are not built")
    exported = [deck for deck in DECKS if deck.kind == "pdf"]
    assert len(exported) >= 3
    for deck in exported:
        reader = pypdf.PdfReader(corpus_files[deck.name])
        assert "LibreOffice" in str(reader.metadata.get("/Producer", "")), deck.name
        assert len(reader.pages) == len(deck.slides), deck.name


# --- the scoring, on reports whose answers are known --------------------------------------------


def _perfect_report(deck: DeckSpec) -> DeckReport:
    claims = []
    for index, expected in enumerate(deck.claims):
        metric = (
            Metric(value=expected.values[0], unit=expected.unit or "") if expected.values else None
        )
        labels = Labels(
            division=Division(expected.division or "unstated"),
            scenario=Scenario(expected.scenario or "unstated"),
            bucket=Bucket(expected.bucket or "operational"),
        )
        flags = [
            Flag(code=code, severity=Severity.WARNING, message=code) for code in expected.flags
        ]
        claims.append(
            ClaimAudit(
                id=f"p{expected.page}-{index}",
                page=expected.page,
                text=f"... {expected.match} ...",
                metric=metric,
                benchmark=expected.benchmark,
                round=expected.round,
                result_id=expected.result_id,
                labels=labels,
                flags=flags,
                location=Location(page=expected.page),
            )
        )
    deck_flags = [Flag(code=c, severity=Severity.WARNING, message=c) for c in deck.deck_flags]
    info = DeckInfo(path=deck.filename, workload=Workload(deck.workload))
    return DeckReport(deck=info, claims=claims, deck_flags=deck_flags)


def test_scoring_gives_a_perfect_report_full_marks() -> None:
    scores = score_corpus((deck, _perfect_report(deck)) for deck in DECKS)
    assert all(value == 1.0 for value in scores.summary().values()), format_report(scores)
    assert scores.mistakes == []


def test_scoring_counts_every_kind_of_mistake() -> None:
    reports = [(deck, _perfect_report(deck)) for deck in DECKS]
    first_deck, first = reports[0]
    first.claims[0].labels.division = Division.OPEN
    first.claims[0].flags.append(
        Flag(code="SCENARIO-MISMATCH", severity=Severity.ERROR, message="")
    )
    first.claims[1].flags.clear()
    dropped = first.claims.pop(2)
    invented = dropped.model_copy(update={"page": 4, "text": "$2.1M per cluster"})
    first.claims.append(invented)
    first.deck_flags.append(Flag(code="HIDDEN-TEXT", severity=Severity.WARNING, message=""))
    scores = score_corpus(reports)
    assert scores.labels["division"].right == scores.labels["division"].total - 1
    assert scores.codes["SCENARIO-MISMATCH"].fp == 1
    assert scores.codes["SCENARIO-MISMATCH"].fn == 1
    assert scores.codes["GATE-AS-GRADE"].fn == 1
    assert scores.codes["GATE-AS-GRADE"].fp == 1
    assert scores.codes["HIDDEN-TEXT"].fp == 1
    assert scores.claim_recall < 1.0 and scores.claim_precision < 1.0
    assert scores.absences.rate < 1.0
    assert first_deck.claims[0].absent


# --- the audit, graded ------------------------------------------------------------------------


def test_claim_recall(corpus_scores: Scores) -> None:
    _require(corpus_scores, "claim_recall")


def test_claim_precision(corpus_scores: Scores) -> None:
    _require(corpus_scores, "claim_precision")


@pytest.mark.parametrize("label", ["division", "scenario", "bucket", "workload"])
def test_label_accuracy(corpus_scores: Scores, label: str) -> None:
    _require(corpus_scores, f"label_accuracy.{label}")


@pytest.mark.parametrize("name", ["value", "unit", "benchmark", "round", "result_id"])
def test_claim_field_accuracy(corpus_scores: Scores, name: str) -> None:
    _require(corpus_scores, f"field_accuracy.{name}")


def test_flag_precision(corpus_scores: Scores) -> None:
    _require(corpus_scores, "flag_precision")


def test_flag_recall(corpus_scores: Scores) -> None:
    _require(corpus_scores, "flag_recall")


def test_expected_absences_hold(corpus_scores: Scores) -> None:
    _require(corpus_scores, "expected_absences_held")


def test_evidence_never_comes_from_hidden_or_injected_text(corpus_scores: Scores) -> None:
    assert corpus_scores.evidence.rate == 1.0, format_report(corpus_scores)


def test_unreadable_and_scanned_decks_are_reported_not_raised(corpus_reports) -> None:
    for deck, report in corpus_reports:
        if deck.kind in {"encrypted_pdf", "truncated_pptx"}:
            assert report.errors, deck.name
            assert report.claims == []
        if deck.kind == "image_pdf":
            assert report.claims == []


# --- the held-out part: aggregate figures only ---------------------------------------------------

# Issue 15's targets for the held-out part. Where a target is not met yet, the floor is the figure
# achieved (tests/corpus/README.md, "Figures", says which), so that no change may make it worse.
HELDOUT_TARGETS = {
    "claim_recall": 0.98,
    "label_accuracy.division": 0.97,
    "label_accuracy.scenario": 0.97,
    "label_accuracy.bucket": 0.97,
    "flag_recall": 0.92,
    "flag_precision": 0.97,
    "label_accuracy.workload": 0.95,
}
HELDOUT_FLOORS = {
    "claim_recall": 0.96,
    "label_accuracy.division": 0.97,
    "label_accuracy.scenario": 0.97,
    "label_accuracy.bucket": 0.97,
    "flag_recall": 0.92,
    "flag_precision": 0.98,
    "label_accuracy.workload": 0.95,
}


@pytest.mark.parametrize("figure", sorted(HELDOUT_FLOORS))
def test_heldout_figure_holds_its_floor(heldout_scores: Scores, figure: str) -> None:
    value = heldout_scores.summary()[figure]
    floor = min(HELDOUT_FLOORS[figure], HELDOUT_TARGETS[figure])
    # Aggregate figures only: the held-out part's mistakes are never printed.
    assert value >= floor, f"held-out {figure} = {value:.3f} < {floor}"


def test_heldout_takes_no_distractor_for_a_claim(heldout_scores: Scores) -> None:
    assert heldout_scores.distractors == 0, f"{heldout_scores.distractors} distractor(s) taken"


# --- the fresh part: aggregate figures only ------------------------------------------------------

# The fresh part's figures once the rule changes of the round that had it written were merged (it
# was scored blind before them too; tests/corpus/README.md, "Figures"): no later change may make
# them worse.
FRESH_FLOORS = {
    "claim_recall": 0.98,
    "label_accuracy.division": 0.99,
    "label_accuracy.scenario": 0.99,
    "label_accuracy.bucket": 0.97,
    "flag_recall": 0.88,
    "flag_precision": 0.92,
    "label_accuracy.workload": 0.71,
}


@pytest.mark.parametrize("figure", sorted(FRESH_FLOORS))
@pytest.mark.skipif(not FRESH_DECKS, reason="no fresh part until this round's blind decks land")
def test_fresh_figure_holds_its_floor(fresh_scores: Scores, figure: str) -> None:
    value = fresh_scores.summary()[figure]
    assert value >= FRESH_FLOORS[figure], f"fresh {figure} = {value:.3f} < {FRESH_FLOORS[figure]}"
