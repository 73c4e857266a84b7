"""Accelerator counts from a comparison's structure: a reciprocal comparison's sides are its own
systems, a figure divided by money or power has no system size, a per-node count column is
multiplied by the row's nodes, a count column written for every row outweighs rack-or-node
words, a sentence that compares two figures of its own is no member of the slide's group, and
a count whose noun the sentence has already written ('with eight') still counts."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks.comparison_checks import _ELIDED_COUNT, _PER_MONEY_OR_POWER, _sentence_counts
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Closed division · Llama 2 70B · Server"


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def _bullets(path: Path, *bullets: str, title: str | None = None) -> DeckReport:
    return _audit(path, Slide(title=title, heading=HEADING, bullets=bullets))


def test_a_reciprocal_comparison_has_its_own_sides(tmp_path: Path) -> None:
    report = _bullets(
        tmp_path / "each_other.pptx",
        "The 64-accelerator Orrin pod served 410,000 tokens/s (6.0-0101).",
        "Four L40S each, the Orrin R4 and the Vance V4 finished within 2% of each other "
        "(21,300 vs 20,900 tokens/s).",
    )
    assert "CHIP-COUNT" not in _codes(report, "each other")


def test_a_figure_per_dollar_or_per_kilowatt_has_no_system_size(tmp_path: Path) -> None:
    report = _bullets(
        tmp_path / "per_kw.pptx",
        "The 64-accelerator Orrin pod served 410,000 tokens/s (6.0-0101), far above the "
        "eight-GPU Vance V8's 98,000.",
        "Against the pod's 120 kW rating, that is about 3,400 tokens/s per kilowatt.",
        "Tokens per dollar: 1.4x better than the V8 at list price.",
    )
    assert "CHIP-COUNT" not in _codes(report, "per kilowatt")
    assert "CHIP-COUNT" not in _codes(report, "Tokens per dollar")
    assert "CHIP-COUNT" in _codes(report, "far above")


def _table(path: Path, header: tuple[str, ...], rows: tuple[tuple[str, ...], ...]) -> DeckReport:
    return _audit(path, Slide(heading=HEADING, table=Table(header=header, rows=rows)))


def test_a_per_node_count_column_is_multiplied_by_the_nodes(tmp_path: Path) -> None:
    report = _table(
        tmp_path / "per_node.pptx",
        ("Platform", "GPUs per node", "Nodes", "Tokens/s"),
        (("Orrin R8", "8", "1", "30,100"), ("Orrin R8 row", "8", "3", "88,700")),
    )
    assert "CHIP-COUNT" in _codes(report, "30,100")


def test_a_count_column_for_every_row_outweighs_node_words(tmp_path: Path) -> None:
    report = _table(
        tmp_path / "counted.pptx",
        ("System", "GPUs", "Tokens/s", "Result"),
        (
            ("Orrin R8", "8", "30,100", "6.0-0101"),
            ("Vance pod (2 nodes)", "8", "31,400", "6.0-0102"),
        ),
    )
    assert "CHIP-COUNT" not in _codes(report, "30,100")


def test_a_sentence_comparing_its_own_figures_leaves_the_slide_group(tmp_path: Path) -> None:
    report = _bullets(
        tmp_path / "own.pptx",
        "Orrin's Open-division R8 reached 61,200 tokens/s on sixteen H200s (6.0-0101), ahead "
        "of the Closed Vance V8's 34,800 with eight.",
        "A reseller says its box did 58K tokens/s in MLPerf v6.0.",
        title="Open versus Closed",
    )
    assert {"OPEN-COMPARED", "CHIP-COUNT"} <= _codes(report, "ahead of")
    assert "OPEN-COMPARED" not in _codes(report, "58K")


def test_a_count_with_its_noun_left_out_still_counts() -> None:
    assert _sentence_counts("A ran on sixteen H200s, beating B's 34,797 with eight.") == {8, 16}
    assert _sentence_counts("Throughput rose from 34,864 tokens/s to 41,000.") == set()
    assert _sentence_counts("On sixteen H200s it rose from 34,864 to 41,000.") == {16}


def test_the_count_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a count pattern backtracked"):
        for hostile in ("with " * 4000, "per " * 5000, "with 1" * 4000, "for every " * 2000):
            for pattern in (_ELIDED_COUNT, _PER_MONEY_OR_POWER):
                list(pattern.finditer(hostile))


def test_a_factor_in_words_splits_a_cluster_from_a_node(tmp_path: Path) -> None:
    report = _bullets(
        tmp_path / "word_factor.pptx",
        "The 9-node Orrin cluster: 820,000 tokens/s (6.0-0101), eight times a single Vance "
        "node at 101,000 tokens/s (6.0-0102).",
    )
    assert "CHIP-COUNT" in _codes(report, "eight times")


def test_a_side_named_after_the_comparison_brings_its_round(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "named_side.pptx",
        Slide(
            heading="Llama 3.1 8B, MLPerf Inference Closed division",
            bullets=(
                "An eight-GPU Orrin Q200 posted 120,400 tokens/s Server in v5.1 (5.1-0101).",
                "In v6.0 the eight-GPU Orrin Q300 reached 131,900 tokens/s Server (6.0-0102), "
                "9% above the Q200.",
            ),
        ),
    )
    assert "CROSS-ROUND" in _codes(report, "9% above")


def test_one_side_passing_the_other_is_a_comparison() -> None:
    from auditor.labels.signals import COMPARISON_WORDS

    assert COMPARISON_WORDS.search("The R8's 91,000 Server tokens/s tops the V8's 60,000")
    assert COMPARISON_WORDS.search("The R8 overtook the V8 in Server")
    assert not COMPARISON_WORDS.search("A 45 TOPS NPU in every kiosk")
    assert not COMPARISON_WORDS.search("Throughput tops out at 50,000 tokens/s")
    assert not COMPARISON_WORDS.search("The best result of the round")
