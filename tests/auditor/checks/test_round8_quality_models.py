"""Round eight, quality and model checks: MODEL-MISMATCH compares models of one kind, an own
network named by its task is deployed, a figure offered as the cause of output that comes out
right is quality, the gate's share told as how often the output is right is GATE-AS-GRADE, a
benchmark's -99.9 suffix is no gate, a restated worked-out price rests on its result, and the
UNVERIFIED and RANK-CLAIM forms of the round."""

from __future__ import annotations

import pytest

from auditor.checks import model_tasks
from auditor.checks.claim_checks import (
    bucket_flags,
    model_mismatch_flags,
    non_mlperf_flags,
    unverified_flags,
)
from auditor.checks.deck_checks import deployed_models
from auditor.checks.unit_cost import priced_work
from auditor.checks.unverified_subjects import unverified_names
from auditor.labels.signals import QUALITY_DENIED, QUALITY_WORDS, affirmed
from auditor.models import Bucket, ClaimAudit, Labels
from extractors import Block, ClaimContext, Deck, DeckKind, Location, Metric, Page
from extractors.reach import has_field_rank


def _never(_: str) -> bool:
    return False


def _deck(*sentences: str) -> Deck:
    blocks = [Block(text=s, location=Location(page=1)) for s in sentences]
    return Deck(
        path="d.pptx", kind=DeckKind.PPTX, sha256="0", pages=[Page(number=1, blocks=blocks)]
    )


def _claim(
    text: str,
    *,
    value: float = 31000.0,
    unit: str = "tokens/s",
    benchmark: str | None = None,
    round_: str | None = None,
    bucket: Bucket = Bucket.OPERATIONAL,
    slide: tuple[str, ...] = (),
) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=value, unit=unit, raw=f"{value} {unit}"),
        benchmark=benchmark,
        round=round_,
        labels=Labels(bucket=bucket),
        context=ClaimContext(slide_text=list(slide)),
    )


# --- MODEL-MISMATCH between models of one kind ---------------------------------------------------


def test_an_own_network_named_by_its_task_is_deployed_as_a_vision_model() -> None:
    tasks: dict[str, str | None] = {}
    found = deployed_models(
        _deck("On the line, SortNet-3, our own parcel-detection network, picks every box."),
        _never,
        tasks=tasks,
    )
    assert found == {"SortNet-3": ""}
    assert tasks["SortNet-3"] == model_tasks.VISION


def test_our_own_network_of_partners_is_no_model() -> None:
    assert deployed_models(_deck("We sell through our own network of resellers."), _never) == {}


def test_a_result_of_another_kind_than_every_deployed_model_is_no_mismatch() -> None:
    # The deck tells of its own speech work (`uses`) and names no speech model.
    deployed = {"a derivative of Llama 3.1 8B": ""}
    tasks = {"a derivative of Llama 3.1 8B": model_tasks.LANGUAGE}
    uses = {model_tasks.SPEECH, model_tasks.LANGUAGE}
    speech = _claim("Transcription: 9,000 samples/s on whisper (5.1-0009)", benchmark="whisper")
    dialogue = _claim("Replies: 30,000 tokens/s on llama3.1-8b", benchmark="llama3.1-8b")
    assert model_mismatch_flags(speech, deployed, tasks, uses) == []
    assert [f.code for f in model_mismatch_flags(dialogue, deployed, tasks, uses)] == [
        "MODEL-MISMATCH"
    ]
    # A deployed model whose kind the deck does not say still covers every result.
    assert model_mismatch_flags(speech, deployed, {"a derivative of Llama 3.1 8B": None}, uses)


@pytest.mark.parametrize(
    ("benchmark", "task"),
    [
        ("resnet", model_tasks.VISION),
        ("retinanet", model_tasks.VISION),
        ("whisper", model_tasks.SPEECH),
        ("llama2-70b-99.9", model_tasks.LANGUAGE),
        ("dlrm-v2", model_tasks.RECOMMENDATION),
        ("qwen3-vl-235b-a22b", None),
    ],
)
def test_each_benchmark_has_its_kind(benchmark: str, task: str | None) -> None:
    assert model_tasks.benchmark_task(benchmark) == task


def test_a_model_timed_at_a_rate_the_finder_misses_is_no_deployment() -> None:
    assert (
        deployed_models(
            _deck("Our own gradient-boosted churn model scores 3.4 million rows/s on one node."),
            _never,
        )
        == {}
    )


@pytest.mark.parametrize("name", ["YOLOv9-c", "EfficientNet-B3", "RT-DETR-L", "wav2vec 2.0"])
def test_versioned_vision_and_speech_networks_are_no_benchmark(name: str) -> None:
    claim = _claim(f"Our kiosk ran {name} at 140 frames/s beside the MLPerf rows.", unit="frames/s")
    assert [f.code for f in non_mlperf_flags(claim)] == ["NON-MLPERF-MIX"]


def test_the_v6_yolo_benchmark_model_is_not_mixed_in() -> None:
    claim = _claim("YOLO11l: 140 frames/s", unit="frames/s", benchmark="yolo")
    assert non_mlperf_flags(claim) == []


# --- Bucket and GATE-AS-GRADE --------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "That Offline number is our proof that search results will feel right to shoppers.",
        "The 12,000 tokens/s figure is why the agent now picks the correct refund policy.",
        "This result is the reason the tagger gets every label spot-on.",
        "That number is how we know the translations will be faithful.",
    ],
)
def test_a_figure_offered_as_proof_or_cause_of_right_output_is_quality(sentence: str) -> None:
    assert affirmed(QUALITY_WORDS, sentence, QUALITY_DENIED)


@pytest.mark.parametrize(
    "sentence",
    [
        "This is why we can ship right away.",
        "It shows the appliance runs right on the shop floor.",
        "Our proof that the rack fits sits in the appendix.",
        "The result shows the rack is right for our power budget.",
    ],
)
def test_right_as_a_place_or_a_time_is_no_quality(sentence: str) -> None:
    assert affirmed(QUALITY_WORDS, sentence, QUALITY_DENIED) is None


def test_the_gate_told_as_how_often_the_output_is_right_is_a_grade() -> None:
    claim = _claim(
        "MLPerf shows the scanner reads the label correctly 99.9% of the time",
        value=99.9,
        unit="%",
        bucket=Bucket.QUALITY,
    )
    assert {f.code for f in bucket_flags(claim)} == {"QUALITY-BUCKET", "GATE-AS-GRADE"}


def test_a_share_right_on_the_decks_own_test_is_no_gate() -> None:
    claim = _claim(
        "Our pilot found the labels right 99% of the time",
        value=99.0,
        unit="%",
        bucket=Bucket.QUALITY,
    )
    assert {f.code for f in bucket_flags(claim)} == {"QUALITY-BUCKET"}


def test_a_benchmark_suffix_on_a_throughput_sold_as_quality_is_no_gate() -> None:
    claim = _claim(
        "gptj-99.9: 12,400 samples/s on one node", unit="samples/s", bucket=Bucket.QUALITY
    )
    assert {f.code for f in bucket_flags(claim)} == {"QUALITY-BUCKET"}


# --- COST-PER-ANSWER -----------------------------------------------------------------------------


def test_a_line_restating_a_worked_out_price_prices_work_on_the_result() -> None:
    claim = _claim(
        "Or roughly 0.02 cents for every 300-token reply",
        value=0.02,
        unit="cents",
        slide=("At list price the MLPerf Server figure comes to $0.31 per million tokens",),
    )
    assert priced_work(claim, deck_cites=True)
    assert priced_work(claim, deck_cites=False) is None
    lonely = _claim("Or roughly 0.02 cents for every 300-token reply", value=0.02, unit="cents")
    assert priced_work(lonely, deck_cites=True) is None


# --- UNVERIFIED and RANK-CLAIM -------------------------------------------------------------------


def _unverified(claim: ClaimAudit) -> list[str]:
    return [f.code for f in unverified_flags(claim, _never)]


def test_a_per_unit_estimate_of_a_result_its_slide_cites_is_derived_not_own() -> None:
    slide = ("Orrin's 64-GPU ZX900 cluster reached 700,000 tokens/s (6.0-0042).",)
    claim = _claim(
        "Analyst estimate: the ZX900 cluster works out to 10,940 tokens/s per accelerator.",
        unit="tokens/s per accelerator",
        slide=slide,
    )
    assert _unverified(claim) == []
    other = _claim(
        "Analyst estimate: the QT7 cluster works out to 10,940 tokens/s per accelerator.",
        unit="tokens/s per accelerator",
        slide=slide,
    )
    assert _unverified(other) == ["UNVERIFIED"]


@pytest.mark.parametrize(
    ("text", "round_"),
    [
        ("The next rack does 2.1 million tokens/s; MLCommons has not published it.", None),
        ("An unpublished run of the K4 gave 52,000 tokens/s.", None),
    ],
)
def test_a_figure_the_deck_says_is_unpublished_is_own(text: str, round_: str | None) -> None:
    assert _unverified(_claim(text, round_=round_)) == ["UNVERIFIED"]


def test_a_round_or_the_required_statement_is_no_own_source() -> None:
    # A round that never existed is ROUND-UNKNOWN's case, not an own run (the older decks' call).
    assert _unverified(_claim("It reached 52,000 tokens/s in v4.5.", round_="v4.5")) == []
    # 'not verified by MLCommons' is the statement the rules ask for, not an unpublished figure.
    assert (
        _unverified(_claim("52,000 tokens/s. Result not verified by MLCommons Association.")) == []
    )


def test_benchmark_names_are_no_unverified_product() -> None:
    own = _claim(
        "Unverified: our pod did 1.1 million tokens/s on DeepSeek-R1 and 0.4 million on Llama 2 70B"
    )
    own.flags = []
    assert "R1" not in unverified_names([own])


@pytest.mark.parametrize(
    "text",
    [
        "No rival came within 10% on DeepSeek-R1.",
        "No other submitter got within 4% of the K9 on Llama 2 70B.",
    ],
)
def test_no_rival_within_a_margin_ranks_over_the_field(text: str) -> None:
    assert has_field_rank(text)


# --- After voices28/29 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "With that headroom the reviewer reads each filing whole, so its briefs leave nothing out.",
        "The 2.1 s latency is why every caption comes out clean enough to publish unedited.",
        "That speed proves the drafts go out without manual edits.",
    ],
)
def test_output_said_to_be_complete_or_to_need_no_edits_is_quality(sentence: str) -> None:
    assert affirmed(QUALITY_WORDS, sentence, QUALITY_DENIED)


def test_edits_to_a_configuration_are_no_quality() -> None:
    assert (
        affirmed(QUALITY_WORDS, "This is why we ship without edits to the config.", QUALITY_DENIED)
        is None
    )


def test_a_count_before_the_unit_that_costs_an_amount_sizes_it() -> None:
    claim = _claim(
        "At $9.80 per node-hour, every 50,000 closed cases costs about $3.10 in compute.",
        value=3.1,
        unit="$",
        round_="v5.1",
    )
    assert priced_work(claim) == "closed cases costs about $3.10"


def test_a_figure_with_a_result_id_is_a_benchmarks_even_beside_the_own_models_name() -> None:
    deployed = {"KidneyNet": ""}
    claim = _claim(
        "Its 3.1 s read time is why KidneyNet outlines come out clean.", value=3.1, unit="s"
    )
    assert model_mismatch_flags(claim, deployed) == []
    claim.result_id = "5.1-0064"
    assert [f.code for f in model_mismatch_flags(claim, deployed)] == ["MODEL-MISMATCH"]


@pytest.mark.parametrize(
    "text",
    [
        "On that result the agent closes a billing dispute correctly for USD 0.002.",
        "At that rate it files each customs form for about EUR 0.0007.",
    ],
)
def test_one_unit_of_work_done_for_an_amount_is_priced_work(text: str) -> None:
    assert priced_work(_claim(text, value=0.002, unit="$", round_="v5.1"))


def test_one_rented_node_for_an_amount_is_no_work() -> None:
    claim = _claim("You rent a node for $98 an hour.", value=98.0, unit="$", round_="v5.1")
    assert priced_work(claim) is None
