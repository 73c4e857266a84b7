"""Round seven's review of the auditor's checks, each case audited end to end on a small deck
built in memory: a rival called unverified, precisions and model names carried as unverified
products, an aside between the outcome and its price, a 'would' or 'and you get' that does not
govern the measured figure, and a compared side with a result of the claim's own round."""

from __future__ import annotations

import pytest

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.labels.correct_work import priced_correct_outcome
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page

H = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"
STATEMENT = "Result not verified by MLCommons Association."


def _slide(page: int, title: str, *texts: str) -> list[Block]:
    head = Block(text=title, role=BlockRole.TITLE, location=Location(page=page))
    body = [Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts]
    return [head, *body]


def _codes(*slides: list[Block]) -> dict[str, set[str]]:
    pages = [Page(number=n, title=b[0].text, blocks=b) for n, b in enumerate(slides, 1)]
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=pages)
    report = audit_loaded_deck(deck, AuditOptions(use_default_results_db=False, replay=False))
    return {c.text: {f.code for f in c.flags} for c in report.claims}


def _only(codes: dict[str, set[str]], start: str) -> set[str]:
    (found,) = [v for k, v in codes.items() if k.startswith(start)]
    return found


def test_a_rival_called_unverified_is_not_the_claims_own_source() -> None:
    codes = _codes(
        _slide(
            1,
            H,
            "Unlike unverified rival numbers, the Heron H4 posted 41,200 tokens/s in the Offline "
            "scenario.",
        )
    )
    assert "UNVERIFIED" not in _only(codes, "Unlike unverified")


def test_a_figure_marked_unverified_in_its_own_bracket_still_is() -> None:
    codes = _codes(_slide(1, H, "Corvane Q8 (internal, unverified) reached 5,150 tokens/s."))
    assert "UNVERIFIED" in _only(codes, "Corvane Q8")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "Corvane Q8 (internal, unverified) reached 5,150 tokens/s at FP8.",
            "At FP8 the Heron H4 reaches 38,000 tokens/s in the Server scenario.",
        ),
        (
            "Corvane Q8 (internal, unverified) matched GPT-4 at 5,150 tokens/s.",
            "The Heron H4 answers as well as GPT-4 at 38,000 tokens/s in the Server scenario.",
        ),
        (
            "Corvane Q8 (internal, unverified) kept P99 latency at 450 ms.",
            "The Heron H4 held P99 TTFT to 410 ms in the Server scenario.",
        ),
    ],
)
def test_precisions_percentiles_and_models_are_not_unverified_products(
    first: str, second: str
) -> None:
    codes = _codes(_slide(1, H, first, STATEMENT), _slide(2, H, second))
    assert "UNVERIFIED" not in _only(codes, second[:20])


def test_the_unverified_subject_still_carries_over() -> None:
    codes = _codes(
        _slide(1, H, "Corvane Q8 (internal, unverified) reached 5,150 tokens/s at FP8.", STATEMENT),
        _slide(2, H, "Per accelerator, Q8 delivers 5,150 tokens/s versus 12,334 for the Heron H4."),
    )
    assert "UNVERIFIED" in _only(codes, "Per accelerator")


def test_an_aside_between_outcome_and_price_keeps_the_outcome() -> None:
    aside = "Each summary the editor accepts (after one review) costs 0.3 cents on the Heron H4."
    plain = "Each summary the editor accepts costs 0.3 cents on the Heron H4."
    assert priced_correct_outcome(aside) is not None
    assert priced_correct_outcome(plain) is not None
    with_aside = _codes(
        _slide(
            1,
            H,
            "Each summary the editor accepts (after one review) costs 0.3 cents at the Heron "
            "H4's Offline rate.",
        )
    )
    assert "QUALITY-BUCKET" in _only(with_aside, "Each summary")


@pytest.mark.parametrize(
    "text",
    [
        "The Heron H4, which would later win its category, delivered 41,200 tokens/s in the "
        "Offline scenario (5.1-0069).",
        "Pick the Offline scenario and you get 41,200 tokens/s from one Heron H4 (5.1-0069).",
        "What would take a rival two nodes, the Heron H4 does on one: 41,200 tokens/s in the "
        "Offline scenario (5.1-0069).",
    ],
)
def test_a_measured_figure_with_its_own_result_is_not_hypothetical(text: str) -> None:
    codes = _codes(_slide(1, H, text))
    assert "DERIVED-METRIC" not in _only(codes, text[:12])


def test_a_conditional_figure_is_still_derived() -> None:
    text = "Two Heron H4 nodes would give roughly 82,000 tokens/s in the Offline scenario."
    codes = _codes(_slide(1, H, text))
    assert "DERIVED-METRIC" in _only(codes, "Two Heron")


def test_a_side_with_a_result_of_the_same_round_is_not_cross_round() -> None:
    title = "MLPerf Inference results: Llama 2 70B, Closed division, Offline"
    claim = "In v5.1 the Heron H4 reached 41,200 tokens/s, 10% above the Vantor V8."
    both = _codes(
        _slide(
            1,
            title,
            claim,
            "Vantor V8 in v4.1: 30,000 tokens/s.",
            "Vantor V8 in v5.1: 37,400 tokens/s.",
        )
    )
    assert "CROSS-ROUND" not in _only(both, "In v5.1")
    older = _codes(_slide(1, title, claim, "Vantor V8 in v4.1: 30,000 tokens/s."))
    assert "CROSS-ROUND" in _only(older, "In v5.1")


def test_one_product_code_reader_for_both_checks() -> None:
    from auditor.labels.signals import product_codes

    text = "Corvane Q8 and the DGX B200 at FP8 and INT4, P99 under TP8, matching GPT-4 and a T5"
    assert product_codes(text) == {"Q8", "B200", "T5"}
    assert product_codes("The AX-1 and MI300X in H2 of FY26") == {"AX-1", "MI300X"}


@pytest.mark.parametrize(
    "text",
    [
        "SEK 0.12 per million tokens on the Heron H4.",
        "₹3 per 1,000 queries on the Heron H4.",
        "12 cents per billion output tokens.",
        "$0.40 per million tokens.",
        "0.40 USD per million tokens.",
    ],
)
def test_price_per_work_reads_every_currency_the_cost_finder_does(text: str) -> None:
    from auditor.checks.derived_forms import price_per_work

    assert price_per_work(text) is not None
