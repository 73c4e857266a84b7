"""The quality bucket read from where a figure sits and what it is said to cause: a chart title,
series or table column that heads the figure as a measure of quality; a speed said to make the
output itself better; a gate with the accuracy metric's own name; and a quality claim the writer
reports only to reject it."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import bucket_flags
from auditor.labels.rules import label_bucket
from auditor.models import Bucket, ClaimAudit, Labels
from extractors import BlockRole, Claim, ClaimContext, Location, Metric


def _never(_: str) -> bool:
    return False


def _claim(
    text: str,
    *,
    value: float = 5120.0,
    unit: str = "tokens/s",
    raw: str = "5,120",
    role: BlockRole = BlockRole.BODY,
    chart_title: str | None = None,
    series: str | None = None,
    header: str | None = None,
) -> Claim:
    return Claim(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3, chart_series=series),
        role=role,
        metric=Metric(value=value, unit=unit, raw=raw),
        context=ClaimContext(chart_title=chart_title, table_header=header),
    )


@pytest.mark.parametrize(
    ("title", "series"),
    [
        ("Summary quality score · Offline tokens/s", "Tokens/s"),
        ("Server tokens/s", "Answer accuracy ranking"),
        ("Intelligence index, MLPerf Inference v6.0", None),
    ],
)
def test_a_chart_headed_as_a_quality_measure_labels_its_points(
    title: str, series: str | None
) -> None:
    point = _claim(
        "Node B · 8x GPU: 5,120",
        role=BlockRole.CHART_POINT,
        chart_title=title,
        series=series,
    )
    assert label_bucket(point, _never).value == "quality"


@pytest.mark.parametrize(
    "title",
    ["Llama 2 70B · Offline tokens/s · accuracy target 99%", "Ledger Intelligence · tokens/s"],
)
def test_a_plainly_headed_or_product_named_chart_stays_operational(title: str) -> None:
    point = _claim(
        "Node B · 8x GPU: 5,120",
        role=BlockRole.CHART_POINT,
        chart_title=title,
        series="Tokens/s",
    )
    assert label_bucket(point, _never).value == "operational"


def test_only_the_figures_own_column_heads_a_table_row() -> None:
    header = "System | Tokens/s | Quality rating source"
    row = _claim(
        "Node B | 5,120 | vendor survey",
        role=BlockRole.TABLE_ROW,
        header=header,
    )
    assert label_bucket(row, _never).value == "operational"
    graded = _claim(
        "Node B | Grade A: passed 99.9% of the FP32 score",
        value=99.9,
        unit="%",
        raw="99.9%",
        role=BlockRole.TABLE_ROW,
        header="System | Accuracy rating",
    )
    assert label_bucket(graded, _never).value == "quality"
    audit = ClaimAudit.from_claim(graded, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


@pytest.mark.parametrize(
    "text",
    [
        "Lower latency means more fluent subtitles: 5,120 tokens/s on the Server run",
        "At 5,120 tokens/s the assistant gives smarter recommendations to every shopper",
        "Treat the 5,120 tokens/s figure as a proxy for reasoning quality",
        "5,120 tokens/s is why our scanner catches defects that rival lines miss",
        "Low latency translates into crisper subtitles: 5,120 tokens/s in the Server scenario",
    ],
)
def test_speed_said_to_make_the_output_better_is_quality(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "quality"


@pytest.mark.parametrize(
    "text",
    [
        "5,120 tokens/s means more users per node at the same latency bound",
        "5,120 tokens/s: better scores in MLPerf than any rival node",
        "The supplier says its 5,120 tokens/s proves smarter recommendations; we read it as "
        "speed only",
    ],
)
def test_speed_that_buys_capacity_or_a_rejected_claim_stays_operational(text: str) -> None:
    assert label_bucket(_claim(text), _never).value == "operational"


def test_a_gate_named_by_its_accuracy_metric_sold_as_trust_is_a_grade() -> None:
    claim = _claim(
        "The model met MLPerf's 99% ROUGE-L target, so summaries your analysts can trust",
        value=99.0,
        unit="%",
        raw="99%",
    )
    assert label_bucket(claim, _never).value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


@pytest.mark.parametrize(
    "text",
    [
        "Qualified in the high-accuracy (99.9%) category, the strictest accuracy tier there is",
        "It passed the 99% quality check: a gold standard for transcripts",
        "Within 1% of the reference model, so answers are as good as the original",
        "Cleared the 99.9% target: top accuracy, certified",
    ],
)
def test_the_gate_under_other_names_sold_as_merit_is_a_grade(text: str) -> None:
    claim = _claim(text, value=99.9, unit="%", raw="99.9%")
    assert label_bucket(claim, _never).value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}


def test_the_gate_under_another_name_stated_plainly_is_operational() -> None:
    claim = _claim(
        "Submitted in the high-accuracy (99.9%) category, Server scenario",
        value=99.9,
        unit="%",
        raw="99.9%",
    )
    assert label_bucket(claim, _never).value == "operational"


@pytest.mark.parametrize(
    "following",
    [
        "So your adjusters give sharper recommendations on every claim.",
        "In other words, transcripts your auditors can trust.",
    ],
)
def test_a_consequence_drawn_right_after_a_figure_sells_it_as_quality(following: str) -> None:
    text = "The node served 5,120 tokens/s in the Server scenario."
    claim = Claim(
        id="p3-1",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=5120.0, unit="tokens/s", raw="5,120 tokens/s"),
        context=ClaimContext(slide_text=[f"{text} {following}"], next_sentence=following),
    )
    assert label_bucket(claim, _never).value == "quality"
    unrelated = claim.model_copy(
        update={"context": ClaimContext(slide_text=[text, "Rollout starts in May."])}
    )
    assert label_bucket(unrelated, _never).value == "operational"


def test_a_gate_sold_as_a_grade_by_the_next_sentence_is_a_grade() -> None:
    text = "The server met the 99.9% accuracy target of the benchmark."
    following = "That means your clinicians get the right answer every time."
    claim = Claim(
        id="p3-2",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=99.9, unit="%", raw="99.9%"),
        context=ClaimContext(slide_text=[f"{text} {following}"], next_sentence=following),
    )
    assert label_bucket(claim, _never).value == "quality"
    audit = ClaimAudit.from_claim(claim, labels=Labels(bucket=Bucket.QUALITY))
    assert "GATE-AS-GRADE" in {f.code for f in bucket_flags(audit)}
    plain = claim.model_copy(update={"context": ClaimContext(slide_text=[text])})
    assert label_bucket(plain, _never).value == "operational"


def test_a_footnote_bound_to_the_figure_can_sell_it_as_quality() -> None:
    def marked(notes: list[str], markers: list[str]) -> Claim:
        return Claim(
            id="p3-3",
            page=3,
            text="The node served 5,120 tokens/s",
            location=Location(page=3),
            metric=Metric(value=5120.0, unit="tokens/s", raw="5,120 tokens/s"),
            context=ClaimContext(footnotes=notes, markers=markers),
        )

    selling = "² The speed behind answers your underwriters can rely on."
    assert label_bucket(marked([selling], ["2"]), _never).value == "quality"
    caveat = "² MLPerf says nothing about answer quality; this is a speed result."
    assert label_bucket(marked([caveat], ["2"]), _never).value == "operational"
    unmarked = "The speed behind answers your underwriters can rely on."
    assert label_bucket(marked([unmarked], []), _never).value == "operational"


def test_a_bare_cell_read_with_its_headers_unit_is_headed_by_its_column() -> None:
    # A cell holding only a figure takes its unit from the header: the raw text the finder keeps
    # is '5,120 (Quality index, tokens/s)', while the cell itself reads '5,120'.
    row = _claim(
        "Node B | 5,120",
        raw="5,120 (Quality index, tokens/s)",
        role=BlockRole.TABLE_ROW,
        header="System | Quality index, tokens/s",
    )
    assert label_bucket(row, _never).value == "quality"
