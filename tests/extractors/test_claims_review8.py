"""Review round eight's findings in extractors/: a figure told 'on the same <Word>' or on the same
model number keeps the earlier result's benchmark only when it is another run of that result
(S2-1), and a payback of the reader's own kit is no claim drawn from the results (S2-7)."""

from __future__ import annotations

from extractors import Block, BlockRole, Claim, Deck, DeckKind, Location, Page, find_claims
from tests.deadline import deadline

HEADING = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"
ROUND = "MLPerf Inference v5.1 results"
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


def _benchmarks(*texts: str) -> list[str | None]:
    return [c.benchmark for c in _deck(_slide(1, ROUND, *texts))]


def test_the_same_capitalised_word_is_no_other_run_unless_the_result_names_it() -> None:
    first = "Llama 2 70B: the Heron H4 posted 41,200 tokens/s (5.1-0069)."
    day = "On the same Tuesday, the Corvane Q8 served 30,000 tokens/s for a bank."
    stack = "With the same Python stack, our pilot handled 9,000 tokens/s."
    same_box = "Same Heron, Server scenario: 39,800 tokens/s."
    assert _benchmarks(first, day) == ["llama2-70b", None]
    assert _benchmarks(first, stack) == ["llama2-70b", None]
    assert _benchmarks(first, same_box) == ["llama2-70b", "llama2-70b"]


def test_a_lab_run_of_the_same_model_number_on_its_own_workload_keeps_no_benchmark() -> None:
    first = "Llama 2 70B: the XE9680-AB posted 41,200 tokens/s (5.1-0069)."
    lab = (
        "In our lab the XE9680-AB ran 30,000 tokens/s on a customer's fine-tuned chatbot last week."
    )
    again = "In the Server scenario the XE9680-AB holds 39,800 tokens/s (5.1-0070)."
    assert _benchmarks(first, lab) == ["llama2-70b", None]
    assert _benchmarks(first, again) == ["llama2-70b", "llama2-70b"]


def test_many_same_words_stay_linear() -> None:
    first = "Llama 2 70B: the Heron H4 posted 41,200 tokens/s (5.1-0069)."
    hostile = "On the same " + "Tuesday same " * 800 + "day it served 30,000 tokens/s."
    with deadline(10, "the same-run test"):
        assert _benchmarks(first, hostile) == ["llama2-70b", None]


def test_a_payback_of_the_readers_own_kit_is_no_claim() -> None:
    own = "Your existing storage racks will pay for themselves in three years."
    lease = "The lease on your current servers pays back in eighteen months."
    offered = "The Heron H4 rack pays for itself in under seven months."
    claims = _deck(
        _slide(1, HEADING, RESULT), _slide(2, "Finance", own), _slide(3, "Return", lease, offered)
    )
    assert [c.text for c in claims[1:]] == [offered]


def test_many_readers_kit_words_stay_linear() -> None:
    hostile = (
        "Your existing storage racks and " * 1000 + "your old servers pay back in three years."
    )
    with deadline(10, "the reader's kit test"):
        claims = _deck(_slide(1, HEADING, RESULT), _slide(2, "Return", hostile))
    assert [c.text for c in claims] == [RESULT]
