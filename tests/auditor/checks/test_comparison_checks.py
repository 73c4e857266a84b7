"""Comparison checks on small real decks: one system's scenarios, rounds side by side in a table,
speed-ups over one's own earlier result, 'within N% of', and nodes x GPUs columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import Chart, DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _audit(path: Path, *slides: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_one_result_id_over_a_tables_scenarios_is_disclosure(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "profile.pptx",
        Slide(
            title="Numbers for the field team",
            heading="MLPerf Inference v5.1 · Closed · Orrin submission 5.1-0031 (8x H200)",
            table=Table(
                header=("GPT-J scenario", "Samples/s", "Talking point"),
                rows=(
                    ("Server", "18,400", "Quote it for help-desk bots; the bound was met"),
                    ("Offline", "19,900", "Say batch; never quote it for chat"),
                ),
            ),
        ),
    )
    for needle in ("18,400", "19,900"):
        assert "CROSS-SCENARIO" not in _codes(report, needle)


def test_two_result_ids_in_one_footnote_still_compare_scenarios(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "two.pptx",
        Slide(
            title="Orrin O-8 against the rest",
            table=Table(
                header=("GPT-J, MLPerf Inference v5.1 Closed", "Scenario", "Samples/s"),
                rows=(("Orrin O-8", "Offline", "19,900"), ("Brightline B-8", "Server", "17,100")),
            ),
            footnote="O-8: result 5.1-0031. B-8: result 5.1-0044.",
        ),
    )
    assert "CROSS-SCENARIO" in _codes(report, "19,900")


def test_one_cited_result_id_does_not_make_a_versus_slide_one_system(tmp_path: Path) -> None:
    """A slide that sets results against each other compares them, even when the only result ID
    it cites (the vendor's own) reaches every claim from the slide's footnote."""
    report = _audit(
        tmp_path / "versus.pptx",
        Slide(
            title="Orrin O-8 versus the incumbent, GPT-J, MLPerf Inference v5.1 Closed",
            bullets=(
                "Orrin O-8: 19,900 samples/s in the Offline scenario.",
                "Incumbent 8-GPU server: 17,100 samples/s in the Server scenario.",
            ),
            footnote="Orrin result 5.1-0031.",
        ),
    )
    assert "CROSS-SCENARIO" in _codes(report, "19,900")
    assert "CROSS-SCENARIO" in _codes(report, "17,100")


def test_a_speed_up_beside_a_table_whose_columns_are_rounds(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "gen.pptx",
        Slide(
            title="O-9 after O-8",
            heading="MLPerf Inference, Closed division, Offline scenario",
            table=Table(
                header=("Mixtral 8x7B", "O-8 (v5.0)", "O-9 (v5.1)"),
                rows=(("Offline tokens/s", "40,250 (5.0-0012)", "61,300 (5.1-0031)"),),
            ),
            bullets=("1.5x the Mixtral 8x7B throughput of the O-8 on the same eight GPUs.",),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "1.5x")


def test_a_speed_up_stating_its_own_side_leaves_a_comparison_slides_group(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "slide.pptx",
        Slide(
            title="Versus the Orrin O-7",
            bullets=(
                "The O-8 delivers 1.9x the RetinaNet Offline throughput of the O-7, two GPUs "
                "against two (MLPerf Inference v4.1, Closed).",
                "For reference, the ThinkEdge SE360 V2 posts RetinaNet SingleStream 4.02 ms "
                "(v4.1-0042).",
            ),
        ),
    )
    assert "CROSS-SCENARIO" not in _codes(report, "1.9x")
    assert "CROSS-SCENARIO" not in _codes(report, "4.02 ms")


def test_within_a_percentage_of_a_closed_result_compares_an_open_one(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "open.pptx",
        Slide(
            title="Questions to ask",
            bullets=(
                "A pruned Open-division entry hit 21,700 Offline tokens/s on Llama 2 70B "
                "(v5.1, 5.1-0390), within 15% of the 25,400 Closed result for the same GPUs.",
            ),
        ),
    )
    assert "OPEN-COMPARED" in _codes(report, "21,700")


def test_a_speed_up_over_the_same_boards_result_of_a_named_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "board.pptx",
        Slide(
            title="Quicker each year",
            bullets=(
                "2.2x faster than the same board's v5.0 Open SingleStream result (812.0 ms, "
                "5.0-0377).",
            ),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "2.2x")


def test_a_speed_up_over_our_previous_instances_with_rounds_in_its_footnote(
    tmp_path: Path,
) -> None:
    report = _audit(
        tmp_path / "prev.pptx",
        Slide(
            title="What changed",
            bullets=("Up to 2.8x the GPT-J Server throughput of our previous H100 instances^{1}",),
            footnotes=(
                "^{1} MLPerf Inference v5.1 Closed result 5.1-0031 against v4.1 Closed result "
                "4.1-0020.",
            ),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "2.8x")


def test_a_nodes_by_gpus_column_gives_each_rows_accelerators(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "nodes.pptx",
        Slide(
            title="Published results",
            table=Table(
                header=("Stable Diffusion XL, MLPerf v5.1 Closed, Offline", "Nodes x GPUs", "QPS"),
                rows=(
                    ("Orrin O-16 (5.1-0031)", "2 x 8", "33.10"),
                    ("Orrin O-4 (5.1-0032)", "1 x 4", "8.25"),
                ),
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "33.10")


def test_nodes_times_gpus_in_chart_categories(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "nxm.pptx",
        Slide(
            title="League table",
            chart=Chart(
                title="Mixtral 8x7B Server tokens/s, MLPerf Inference v5.1 Closed",
                categories=("Orrin O-16, 2x8 H200", "Orrin O-32, 4x8 H100"),
                series=(("Server tokens/s", (81200.0, 120400.0)),),
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "2x8 H200")


def test_a_rack_set_against_a_node(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "rack.pptx",
        Slide(
            title="Two sizes, MLPerf Inference v6.0, Closed division",
            bullets=("A Q9 rack serves 7.5x the Mixtral 8x7B Server tokens of a Q9 node.",),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "7.5x")


@pytest.mark.parametrize(
    "bullet",
    [
        "A six-GPU H200 box needs twice the accelerators to reach 61,000 tokens/s on GPT-J.",
        "On GPT-J the four-card box gives 2,100 samples/s, the six-card 2,950.",
        "Vendor A's 16-GPU system reached 40,000 tokens/s on GPT-J, whereas vendor B's "
        "8-GPU system reached 30,000 tokens/s.",
    ],
)
def test_different_accelerator_counts_in_one_sentence(tmp_path: Path, bullet: str) -> None:
    report = _audit(
        tmp_path / "one.pptx",
        Slide(title="MLPerf Inference v5.1, Closed division, Offline", bullets=(bullet,)),
    )
    assert "CHIP-COUNT" in _codes(report, bullet[:20])


def test_one_rack_is_not_two_sizes(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "rack1.pptx",
        Slide(
            title="MLPerf Inference v6.0, Closed division",
            bullets=(
                "1.1 million tokens/s of Llama 2 70B, Offline, on one GB300 NVL72 (6.0-0078)",
            ),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "1.1 million")


def test_one_system_name_in_two_sizes_is_two_systems(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "sizes.pptx",
        Slide(
            title="GPT-J, MLPerf Inference v5.1 Closed, Offline",
            table=Table(
                header=("System", "Accelerators", "Samples/s"),
                rows=(
                    ("Orrin O-Series", "4× H200", "20,050"),
                    ("Orrin O-Series", "8× H200", "39,400"),
                ),
            ),
        ),
    )
    assert "CHIP-COUNT" in _codes(report, "20,050")


def test_a_sentence_restating_two_rows_carries_their_flags(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "restate.pptx",
        Slide(
            title="Quote appendix: GPT-J, Closed division, Offline",
            table=Table(
                header=("Configuration", "Samples/s", "Result"),
                rows=(("Twin O-8 pair", "41,020", "5.1-0031"), ("Solo O-8", "20,510", "6.0-0040")),
            ),
            bullets=("Twin pair vs. solo box: 41,020 samples/s vs. 20,510 samples/s",),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "Twin pair vs.")


def test_a_comparisons_footnote_naming_both_scenarios(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "note.pptx",
        Slide(
            title="Answers on our MLPerf numbers",
            bullets=(
                "Their slide sets a 16-GPU system (61,400 samples/s) against our 8-GPU box "
                "(18,200 samples/s).",
            ),
            footnote="GPT-J, MLPerf Inference v5.1 Closed: Offline and Server respectively.",
        ),
    )
    assert "CROSS-SCENARIO" in _codes(report, "61,400")


def test_a_comparison_with_its_own_count_borrows_only_from_what_it_names(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "borrow.pptx",
        Slide(
            title="How the K-2 compares",
            chart=Chart(
                title="ResNet-50 SingleStream latency (ms), MLPerf Inference Closed division",
                categories=("K-2, 2x L4 (6.0-0068)", "1-GPU kiosk box (5.1-0064)"),
                series=(("Latency, ms", (0.41, 0.77)),),
            ),
            bullets=(
                "Against the Orrin 2x L4 unit (0.43 ms, v5.1-0042), K-2 latency is level within 5%",
            ),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "0.43 ms")
