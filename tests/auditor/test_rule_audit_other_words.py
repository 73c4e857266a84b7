"""Rule audit on small real decks written in other words: workloads, models, sources, rounds."""

from __future__ import annotations

from pathlib import Path

from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, slides: list[tuple[str, list[str]]]) -> DeckReport:
    prs = Presentation()
    for title, bullets in slides:
        slide = prs.slides.add_slide(prs.slide_layouts[1])
        slide.shapes.title.text = title
        frame = slide.placeholders[1].text_frame
        frame.text = bullets[0]
        for bullet in bullets[1:]:
            frame.add_paragraph().text = bullet
    prs.save(str(path))
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


RESULTS = (
    "MLPerf Inference v5.1, Closed division",
    ["Llama 2 70B: 31,000 tokens/s in the Offline scenario (result 5.1-0014)."],
)


def test_a_denied_workload_is_not_the_decks(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "d.pptx",
        [
            ("Archive review", ["This is not a chatbot and has no real-time tier."]),
            ("Who runs it", ["Publishers queue their backfills and get results by Monday."]),
            RESULTS,
        ],
    )
    assert report.deck.workload.value == "batch"
    assert "SCENARIO-MISMATCH" not in _codes(report, "31,000")


def test_a_scenario_name_and_the_general_market_state_no_workload(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "g.pptx",
        [
            (
                "FX-8 specification",
                ["Chat assistants are the most common use of Llama 2 70B today."],
            ),
            ("Results", ["Llama 2 70B, Interactive: 19,621.9 tokens/s (result 5.1-0014)"]),
        ],
    )
    assert report.deck.workload.value == "unstated"


def test_edge_and_interactive_in_other_words(tmp_path: Path) -> None:
    edge = _audit(
        tmp_path / "e.pptx",
        [("Q-Edge", ["The unit rides inside wind turbines, with no uplink to a data centre."])],
    )
    live = _audit(
        tmp_path / "i.pptx",
        [("Desk", ["Suggested replies appear while the caller is still speaking."])],
    )
    assert edge.deck.workload.value == "edge"
    assert live.deck.workload.value == "interactive"


def test_a_model_fine_tuned_from_the_benchmark_model_is_not_it(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "m.pptx",
        [
            (
                "What runs",
                ["The copilot runs Lark-405, our own model distilled from Llama 3.1 405B."],
            ),
            (
                "MLPerf Inference v6.0, Closed division",
                ["Llama 3.1 405B: 18,627.6 tokens/s in the Server scenario (result 6.0-0078)."],
            ),
        ],
    )
    assert "MODEL-MISMATCH" in _codes(report, "18,627.6")


def test_the_makers_own_test_is_unverified(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "u.pptx",
        [
            ("Kestrel K2 vision module", ["Fanless, for kiosks."]),
            (
                "Latency",
                ["ResNet-50, MultiStream: 11.6 ms (Kestrel test, MLPerf Inference v5.1, Closed)."],
            ),
        ],
    )
    assert "UNVERIFIED" in _codes(report, "11.6 ms")


def test_a_speed_up_over_the_previous_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "r.pptx",
        [
            (
                "MLPerf Inference v6.0, Closed division",
                [
                    "The rack is 1.7x faster on Llama 2 70B Offline than the result we posted in "
                    "the previous round."
                ],
            )
        ],
    )
    assert "CROSS-ROUND" in _codes(report, "1.7x")


def test_the_gate_sold_as_a_grade_still_needs_its_scenario(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "gate.pptx",
        [
            (
                "MLPerf Inference v5.1, Closed division, Llama 2 70B",
                ["It met the 99.9 percent accuracy target, which means near-perfect answers."],
            )
        ],
    )
    codes = _codes(report, "99.9 percent")
    assert {"GATE-AS-GRADE", "SCENARIO-MISSING"} <= codes
    assert "RESULT-ID-MISSING" not in codes


def test_the_deployed_model_named_in_a_sentence_about_mlperf(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "dm.pptx",
        [
            (
                "What you will run",
                ["Our assistant runs Llama 3.3 70B, so MLPerf's Llama 2 70B result is the guide."],
            ),
            (
                "MLPerf Inference v5.1, Closed division",
                ["Llama 2 70B: 31,000 tokens/s in the Server scenario (result 5.1-0014)."],
            ),
        ],
    )
    assert "MODEL-MISMATCH" in _codes(report, "31,000")


def test_a_speed_up_between_systems_named_in_the_title(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "c.pptx",
        [
            (
                "GB200 NVL72 against HGX H100",
                [
                    "Up to 30x the Llama 3.1 405B Offline throughput (MLPerf Inference v5.1, Closed)."
                ],
            )
        ],
    )
    assert "CHIP-COUNT" in _codes(report, "30x")


def test_an_analysts_view_of_the_market_is_not_the_decks_workload(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "a.pptx",
        [
            ("The market", ["Analysts expect chatbots to drive most inference spend by 2027."]),
            RESULTS,
        ],
    )
    assert report.deck.workload.value == "unstated"
