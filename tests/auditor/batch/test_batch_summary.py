"""The batch summary's comparability matrix and vendor rule, on hand-made reports."""

from __future__ import annotations

from auditor.batch.summary import DeckOutcome, build_summary, render_markdown
from auditor.checks.comparability import claim_points, differences, pair_verdicts
from auditor.models import (
    ClaimAudit,
    DeckInfo,
    DeckReport,
    Division,
    Labels,
    Scenario,
    Verification,
)
from extractors.models import BlockRole, Location, Metric


def _claim(
    claim_id: str,
    scenario: Scenario = Scenario.SERVER,
    division: Division = Division.CLOSED,
    round_: str | None = "v4.1",
    text: str = "21,000 tokens/s on 8 GPUs",
    verified: Verification | None = None,
) -> ClaimAudit:
    return ClaimAudit(
        id=claim_id,
        page=1,
        text=text,
        metric=Metric(value=21000.0, unit="tokens/s"),
        benchmark="llama2-70b",
        round=round_,
        labels=Labels(scenario=scenario, division=division),
        location=Location(page=1),
        role=BlockRole.BODY,
        verified=verified,
    )


def _report(path: str, *claims: ClaimAudit) -> DeckReport:
    return DeckReport(deck=DeckInfo(path=path, kind="pptx", pages=1), claims=list(claims))


def _verdicts(reports: dict[str, DeckReport]) -> dict[tuple[str, str], object]:
    points = [p for vendor, r in reports.items() for p in claim_points(r, vendor, r.deck.path)]
    return {v.vendors: v for v in pair_verdicts(points)}


def test_same_benchmark_scenario_division_round_and_size_are_comparable() -> None:
    verdicts = _verdicts({"A": _report("a", _claim("p1-1")), "B": _report("b", _claim("p2-1"))})
    verdict = verdicts[("A", "B")]
    assert verdict.comparable and verdict.side_by_side == [("a#p1-1", "b#p2-1")]


def test_every_difference_is_named() -> None:
    left = _claim("p1-1", text="21,000 tokens/s on 8 GPUs, Available category")
    right = _claim(
        "p1-1",
        scenario=Scenario.OFFLINE,
        division=Division.OPEN,
        round_="v5.0",
        text="30,000 tokens/s on 16 GPUs, Preview category",
    )
    points = claim_points(_report("a", left), "A", "a") + claim_points(
        _report("b", right), "B", "b"
    )
    assert differences(points[0], points[1]) == [
        "scenario differs: server vs offline",
        "division differs: closed vs open",
        "round differs: v4.1 vs v5.0",
        "category differs: available vs preview",
        "chip count differs: 8 vs 16",
    ]


def test_unstated_labels_block_comparison_and_the_nearest_pair_is_reported() -> None:
    verdicts = _verdicts(
        {
            "A": _report("a", _claim("p1-1"), _claim("p1-2", scenario=Scenario.OFFLINE)),
            "B": _report("b", _claim("p3-1", division=Division.UNSTATED, round_=None)),
        }
    )
    verdict = verdicts[("A", "B")]
    assert not verdict.comparable
    assert verdict.nearest == ("a#p1-1", "b#p3-1")
    assert verdict.why == ["division not stated by B", "round not stated by B"]


def test_published_accelerator_count_outranks_the_decks_text() -> None:
    verified = Verification(
        result_id="4.1-0043",
        round="v4.1",
        submitter="Acme",
        system="Acme A9 x16",
        benchmark="llama2-70b",
        scenario="server",
        division="closed",
        availability="available",
        suite="datacenter",
        published_value=21000.0,
        units="Tokens/s",
        details_url="",
        accelerators=16,
        compared_value=21000.0,
    )
    points = claim_points(_report("a", _claim("p1-1", verified=verified)), "A", "a")
    assert points[0].chips == 16 and points[0].verified == "4.1-0043"


def test_summary_counts_and_markdown() -> None:
    good = _report("/decks/a.pptx", _claim("p1-1"))
    unreadable = DeckReport(deck=DeckInfo(path="/decks/b.pdf"))
    from auditor.catalogue import make_flag

    unreadable.deck_flags.append(make_flag("UNREADABLE", "cut off (cause: truncated)"))
    outcomes = [
        DeckOutcome(path="/decks/a.pptx", report_file="a.pptx.json", vendor="A", report=good),
        DeckOutcome(path="/decks/b.pdf", report_file="b.pdf.json", vendor="B", report=unreadable),
    ]
    summary = build_summary(outcomes, "hash", {"jobs": 2})
    assert summary["totals"]["decks"] == 2 and summary["totals"]["unreadable"] == 1
    assert summary["totals"]["error"] == 1
    assert [d["status"] for d in summary["decks"]] == ["audited", "unreadable"]
    text = render_markdown(summary)
    assert "| /decks/b.pdf | B | unreadable |" in text
    assert "llama2-70b" in text
