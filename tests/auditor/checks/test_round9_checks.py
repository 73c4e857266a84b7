"""Round nine, quality/model/mix/verification checks: a maker's own word for its product's
figure is unverified; a heading over a slide whose own figure is unverified names no published
system; an estimate worked from a published figure is arithmetic, not a run; the deck's own or
current model timed under a heading that lends a benchmark is mixed in; a derivative's own name
is deployed; a base model's bare name once a fine-tune is deployed and a priced offer in a price
list deploy nothing; beating one named system is a comparison, not a rank."""

from __future__ import annotations

import pytest

from auditor.checks import claim_checks, unit_cost, unverified_subjects
from auditor.checks.claim_checks import non_mlperf_flags, rank_flags, unverified_flags
from auditor.checks.deck_checks import deployed_models
from auditor.models import ClaimAudit, Flag, Severity
from auditor.vocab import vocabulary
from extractors import Block, BlockRole, ClaimContext, Deck, DeckKind, Location, Metric, Page
from tests.deadline import deadline


def _never(_: str) -> bool:
    return False


def _claim(
    text: str,
    *,
    cid: str = "p2-1",
    page: int = 2,
    value: float = 9.5,
    unit: str = "ms",
    raw: str | None = None,
    benchmark: str | None = None,
    result_id: str | None = None,
    flags: list[Flag] | None = None,
    title: str | None = None,
    rank: bool = False,
    footnotes: tuple[str, ...] = (),
) -> ClaimAudit:
    return ClaimAudit(
        id=cid,
        page=page,
        text=text,
        location=Location(page=page),
        metric=Metric(value=value, unit=unit, raw=raw or str(value)),
        benchmark=benchmark,
        result_id=result_id,
        flags=flags or [],
        is_rank_claim=rank,
        context=ClaimContext(slide_title=title, slide_text=[text], footnotes=list(footnotes)),
    )


def _unverified_flag(evidence: str = "own run") -> Flag:
    return Flag(code="UNVERIFIED", severity=Severity.WARNING, message="m", evidence=evidence)


# --- UNVERIFIED -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quellon Devices claims an MLPerf ResNet-50 latency of 0.6 ms for its Q3 module.",
        "The vendor projects the next board at 14 ms per frame on the same test.",
        "Halvard Semi advertises 41,000 samples/s on RetinaNet for its HS-2.",
    ],
)
def test_a_makers_own_word_for_its_product_is_unverified(text: str) -> None:
    codes = [f.code for f in unverified_flags(_claim(text), _never)]
    assert codes == ["UNVERIFIED"]


def test_a_makers_word_with_its_own_result_id_or_a_pronoun_is_not() -> None:
    cited = _claim(
        "Quellon Devices claims 0.6 ms for its Q3 module^{1}.",
        footnotes=("^{1} MLPerf Inference v5.1, Closed, result 5.1-0042.",),
    )
    cited.context.marked_footnotes = 1
    assert unverified_flags(cited, _never) == []
    assert unverified_flags(_claim("It claims 0.6 ms on ResNet-50 (5.1-0042)."), _never) == []


def test_a_heading_over_an_unverified_figure_names_no_published_system() -> None:
    title = "ZR-4 on Llama 2 70B, run to the v6.0 Closed rules"
    own = _claim(
        "Orlen ZR-4 (unverified): 41,200 tokens/s", value=41200.0, unit="tokens/s", title=title
    )
    own.flags = [_unverified_flag()]
    rival = _claim(
        "about twice the 21,028 tokens/s of an 8x MI300X system (result 4.1-0002)",
        cid="p2-2",
        value=21028.0,
        unit="tokens/s",
        result_id="4.1-0002",
        title=title,
    )
    later = _claim(
        "Orlen ZR-4: 44,900 tokens/s on Llama 2 70B, Offline",
        cid="p3-1",
        page=3,
        value=44900.0,
        unit="tokens/s",
    )
    claims = [own, rival, later]
    assert unverified_subjects.unverified_names(claims) == {"ZR-4"}
    assert [f.code for f in unverified_subjects.subject_flags(claims, _never)["p3-1"]] == [
        "UNVERIFIED"
    ]


def test_an_estimate_worked_from_a_published_figure_is_arithmetic() -> None:
    published = _claim("SE9 | SingleStream | 0.55 ms | 6.0-0068", value=0.55, result_id="6.0-0068")
    estimate = _claim(
        "Taking 0.55 ms per frame as 1,818 frames a second on a 60 W card, the team estimates "
        "30.3 frames/s per watt",
        cid="p3-1",
        page=3,
        value=30.3,
        unit="frames/s per watt",
        flags=[_unverified_flag("estimates")],
    )
    guess = _claim(
        "The team estimates 30.3 frames/s per watt on the next card",
        cid="p3-2",
        page=3,
        value=30.3,
        unit="frames/s per watt",
        flags=[_unverified_flag("estimates")],
    )
    assert unverified_subjects.worked_estimates([published, estimate, guess]) == {"p3-1"}


# --- NON-MLPERF-MIX and the deployed model --------------------------------------------------------


def test_the_decks_current_model_timed_under_a_heading_that_lends_a_benchmark_is_mixed() -> None:
    claim = _claim(
        "On the same node, our current Varro speech engine runs at 1,900 samples/s",
        value=1900.0,
        unit="samples/s",
        benchmark="whisper",
    )
    assert [f.code for f in non_mlperf_flags(claim)] == ["NON-MLPERF-MIX"]
    # a result ID the slide lends does not make the deck's own engine a benchmark's model
    lent = claim.model_copy(update={"result_id": "6.0-0010"})
    assert [f.code for f in non_mlperf_flags(lent)] == ["NON-MLPERF-MIX"]
    # a result that names its benchmark in its own words only mentions what it is sold for
    own = _claim(
        "Our own scoring model beside the DLRM v2 figure of 600,000 samples/s",
        value=600000.0,
        unit="samples/s",
        benchmark="dlrm-v2",
    )
    assert non_mlperf_flags(own) == []


def test_the_own_model_named_before_the_figure_is_timed_and_after_it_is_sold() -> None:
    timed = _claim(
        "Lexa Tutor itself runs at 9,100 tokens/s in our own load tests",
        value=9100.0,
        unit="tokens/s",
        raw="9,100 tokens/s",
        benchmark="llama3.1-405b",
    )
    assert [f.code for f in non_mlperf_flags(timed, ["Lexa Tutor"])] == ["NON-MLPERF-MIX"]
    sold = _claim(
        "Its 2.4 s read time is why Lexa Tutor replies come out clean",
        value=2.4,
        unit="s",
        raw="2.4 s",
        benchmark="llama3.1-405b",
    )
    assert non_mlperf_flags(sold, ["Lexa Tutor"]) == []


def _deck(*blocks: Block) -> Deck:
    return Deck(
        path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=[Page(number=1, blocks=list(blocks))]
    )


def test_a_derivative_with_a_name_of_its_own_is_deployed_under_it() -> None:
    text = "Orwell Tutor is our own model, distilled from Llama 3.1 405B on lesson transcripts."
    found = deployed_models(_deck(Block(text=text, location=Location(page=1))), _never)
    assert found == {"a derivative of Llama 3.1 405B": "", "Orwell Tutor": ""}


def test_the_bare_base_of_a_deployed_fine_tune_is_no_deployment() -> None:
    deck = _deck(
        Block(
            text="The assistant runs Harbour-7, our own fine-tune of Llama 3.1 8B.",
            location=Location(page=1),
        ),
        Block(text="Serving Llama 3.1 8B: the published numbers", location=Location(page=1)),
    )
    found = deployed_models(deck, _never)
    assert "Llama 3.1 8B" not in found and "Serving Llama 3.1 8B" not in found
    assert "a derivative of Llama 3.1 8B" in found


def test_a_priced_offer_in_a_price_list_is_no_deployment() -> None:
    def row(text: str) -> Block:
        return Block(text=text, role=BlockRole.TABLE_ROW, location=Location(page=1))

    offer = row("Llama 3.1 8B endpoint | shared | USD 0.09 per million tokens | none")
    rack = row("B200 node | 8 GPUs | USD 33.60 per hour | 1 month")
    assert deployed_models(_deck(rack, offer), _never) == {}
    # one priced row alone is the deck's own quote for what its customer will run
    assert deployed_models(_deck(offer), _never) == {"Llama 3.1 8B": "llama3.1-8b"}


# --- RANK-CLAIM -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ranked"),
    [
        ("Nine nodes of eight GPUs each beat a 64-GPU rack by 18%.", False),
        ("The K5 outpaces last year's K4 by 2.2x.", False),
        ("The K5 beats the field by 18%.", True),
        ("The K5 beats the K4 and is the fastest system we tested at 18%.", True),
    ],
)
def test_beating_one_named_system_is_a_comparison_not_a_rank(text: str, ranked: bool) -> None:
    claim = _claim(text, value=18.0, unit="%", rank=True)
    assert bool(rank_flags(claim)) is ranked


# --- Linear on hostile text -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "hostile",
    ["A" * 20_000, "Aa " * 7_000, "The vendor projects " * 1_000, "beat a " * 3_000],
)
def test_the_new_patterns_stay_linear(hostile: str) -> None:
    with deadline(5, "round nine checks"):
        vocabulary("unverified").pattern("maker_claim").search(hostile)
        vocabulary("models").pattern("own_model").search("our current " + hostile)
        claim_checks._head_to_head(hostile)
        unit_cost._priced_right(hostile + " $0.01")
