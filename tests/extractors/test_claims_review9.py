"""Review round nine's findings in extractors/: a requirement worded with a scenario is no claim
(C1), the reader's own volume of work is no claim unless tied to a result (C2), and the quick
pre-checks before the word-factor and equivalence scans hold for any whitespace (C3)."""

from __future__ import annotations

import pytest

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from extractors.metrics import find_metrics

TITLE = "Heron H4 for Brightcart"
HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"
RESULT = "The Heron H4 posted 41,200 tokens/s in the Offline scenario (5.1-0069)."


def _deck(*pages: list[Block]) -> list[Claim]:
    built = [
        Page(number=n, title=blocks[0].text, blocks=blocks) for n, blocks in enumerate(pages, 1)
    ]
    return find_claims(Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built))


def _slide(page: int, title: str, *texts: str) -> list[Block]:
    blocks = [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))]
    return blocks + [
        Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts
    ]


def _claims_on_third_slide(title: str, text: str) -> list[Claim]:
    claims = _deck(_slide(1, TITLE), _slide(2, HEADING, RESULT), _slide(3, title, text))
    return [c for c in claims if c.text == text]


@pytest.mark.parametrize("space", ["\u00a0", "\t", "\n", "\u2009", "  "])
def test_a_number_word_factor_is_read_across_any_whitespace(space: str) -> None:
    text = f"The Heron H4 answers three{space}times faster than the Corvane Q8 (5.1-0069)."
    assert [(m.value, m.unit) for m in find_metrics(text)] == [(3.0, "x")]


@pytest.mark.parametrize("space", ["\u00a0", "\t", "\n", "  "])
def test_an_equivalence_is_read_across_any_whitespace(space: str) -> None:
    text = f"One Heron H4 does the work{space}of 12 eight-GPU servers (5.1-0069)."
    assert [(m.value, m.unit) for m in find_metrics(text)] == [(12.0, "x")]


@pytest.mark.parametrize(
    "text, value",
    [
        ("The Heron H4 is twıce as fast as the Corvane Q8 (5.1-0069).", 2.0),
        ("The Heron H4 answers ſix times faster than the Corvane Q8 (5.1-0069).", 6.0),
        ("One Heron H4 does the work of sıx eight-GPU servers (5.1-0069).", 6.0),
    ],
)
def test_a_number_word_with_a_letter_the_patterns_fold_is_read(text: str, value: float) -> None:
    # re.IGNORECASE takes 'ı', 'İ', 'ſ' and the Kelvin sign for ASCII letters: the word's value
    # must be looked up the same way, not raise
    assert [(m.value, m.unit) for m in find_metrics(text)] == [(value, "x")]


def test_a_payback_multiple_with_a_folded_letter_is_read() -> None:
    text = "Payback: the GPU spend is recovered twıce over in the first year."
    claims = _deck(_slide(1, HEADING, RESULT, text))
    assert [(c.metric.value, c.metric.unit) for c in claims if c.text == text and c.metric] == [
        (2.0, "x")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The tender asks for a single-stream latency under 50 ms.",
        "The RFP calls for 900 queries/s in the Server scenario.",
        "Your procurement team asked for a multi-stream latency of 80 ms.",
    ],
)
def test_a_requirement_worded_with_a_scenario_is_no_claim(text: str) -> None:
    assert _claims_on_third_slide("Tender", text) == []


def test_a_result_worded_with_a_scenario_is_still_a_claim() -> None:
    text = "The Heron H4 answered in 9.8 ms single-stream."
    (claim,) = _claims_on_third_slide("Latency", text)
    assert claim.metric is not None and claim.metric.unit == "ms"


@pytest.mark.parametrize(
    "text",
    [
        "Your team reviews 300 contracts a day; MLPerf does not measure that.",
        "Your editors file 1,200 stories a day, as worked out from last year's archive.",
        "You publish 72,000 subtitle cues a day, worked out from your own logs.",
    ],
)
def test_the_readers_own_volume_is_no_claim_without_a_tie_to_a_result(text: str) -> None:
    assert _claims_on_third_slide("Your needs", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "At that rate, your team could review 3,000 contracts a day.",
        "Worked out from that result, your editors could file 1,200 stories an hour.",
        "On one H4 (5.1-0069) your desk clears 72,000 subtitle cues an hour.",
    ],
)
def test_the_readers_volume_tied_to_a_result_is_a_claim(text: str) -> None:
    (claim,) = _claims_on_third_slide("Sizing", text)
    assert claim.metric is not None and claim.metric.unit.startswith("items/")


def test_a_result_under_customer_demand_is_still_a_claim() -> None:
    text = "Under peak customer demand, the Heron H4 held 9.8 ms single-stream latency (5.1-0069)."
    (claim,) = _claims_on_third_slide("Latency", text)
    assert claim.metric is not None and claim.metric.unit == "ms"
