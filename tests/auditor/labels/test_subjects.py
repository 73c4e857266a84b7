"""Two subjects' figures in one sentence joined by 'while' or 'whereas': each subject reads its
scenario and division from its own part and what the subjects share, and the two are compared."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.labels.subjects import subject_part
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)

TWO = (
    "Halden's brochure cites 9,410 samples/s on ResNet-50 (MLPerf Inference v5.1, Offline), "
    "whereas Torvik lists 8,020 samples/s on ResNet-50 (v5.1, Server)."
)


def test_each_subject_has_its_own_part() -> None:
    first = subject_part(TWO, "9,410 samples/s")
    second = subject_part(TWO, "8,020 samples/s")
    assert first is not None and "Offline" in first.own and "Server" not in first.own
    assert second is not None and "Server" in second.own and "Offline" not in second.own


def test_a_shared_lead_in_and_tail_belong_to_both() -> None:
    text = (
        "On GPT-J (Closed), Halden reached 9,410 samples/s, while Torvik posted 8,020 "
        "samples/s, both in the Offline scenario."
    )
    first = subject_part(text, "9,410 samples/s")
    second = subject_part(text, "8,020 samples/s")
    assert first is not None and "Closed" in first.shared and "Offline" in first.shared
    assert second is not None and "Closed" in second.shared


def test_one_subject_or_one_comparison_has_no_parts() -> None:
    assert subject_part("Halden reached 9,410 samples/s in the Offline scenario.", "9,410") is None
    versus = "Halden reached 9,410 samples/s against Torvik's 8,020 samples/s, while idle."
    assert subject_part(versus, "9,410 samples/s") is None


def test_two_subjects_in_two_scenarios_are_compared(tmp_path: Path) -> None:
    path = tmp_path / "two.pptx"
    slide = Slide(title="What the vendors told us", bullets=(TWO,))
    write_pptx(DeckSpec(path.stem, "pptx", "Review board", (slide,), "unstated"), path)
    report = audit_deck(path, OPTIONS)
    by_value = {c.metric.value: c for c in report.claims if c.metric}
    assert by_value[9410.0].labels.scenario.value == "offline"
    assert by_value[8020.0].labels.scenario.value == "server"
    for claim in by_value.values():
        assert "CROSS-SCENARIO" in {f.code for f in claim.flags}


def test_one_subject_in_two_settings_is_not_split() -> None:
    text = "Our O-8 reached 24,000 tokens/s in Server while holding 31,000 tokens/s Offline."
    assert subject_part(text, "24,000 tokens/s") is None


def test_the_finders_own_part_places_a_figure_both_subjects_posted() -> None:
    text = "Halden reached 9,410 samples/s (Offline), while Torvik also posted 9,410 samples/s (Server)."
    second = subject_part(text, "9,410 samples/s", "Torvik also posted 9,410 samples/s (Server)")
    assert second is not None and "Server" in second.own and "Offline" not in second.own


def test_a_split_the_finder_made_on_a_semicolon_gives_each_subject_its_part() -> None:
    text = "Halden reached 9,410 samples/s (Offline); Torvik managed 8,020 samples/s (Server)."
    assert subject_part(text, "8,020 samples/s") is None
    second = subject_part(text, "8,020 samples/s", "Torvik managed 8,020 samples/s (Server)")
    assert second is not None and second.own.startswith("Torvik") and "Offline" not in second.own
