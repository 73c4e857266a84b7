"""A claim's own footnotes are those its markers point to, counted by the claim finder.

A marker with no footnote of its own points to nothing: the slide's unmarked notes, listed after
the marked ones, speak for some of the slide's figures and must not be read as this claim's own.
"""

from __future__ import annotations

from auditor.checks.worked_out import derivation_noted
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric

ARITHMETIC = "Per-GPU figures are our arithmetic on result 6.0-0040."


def _claim(markers: list[str], footnotes: list[str], marked: int) -> ClaimAudit:
    return ClaimAudit(
        id="p2-1",
        page=2,
        text="Llama 2 70B: 47,900 tokens/s",
        location=Location(page=2),
        metric=Metric(value=47900, unit="tokens/s", raw="47,900 tokens/s"),
        context=ClaimContext(footnotes=footnotes, markers=markers, marked_footnotes=marked),
    )


def test_the_note_a_marker_points_to_says_how_the_figure_was_worked_out() -> None:
    assert derivation_noted(_claim(["1"], [ARITHMETIC], marked=1))


def test_a_marker_without_a_note_does_not_adopt_the_slides_unmarked_note() -> None:
    assert derivation_noted(_claim(["3"], [ARITHMETIC], marked=0)) is None


def test_a_second_note_of_one_marker_is_read_too() -> None:
    notes = ["¹ MLPerf Inference v6.0, Closed division.", ARITHMETIC]
    assert derivation_noted(_claim(["1"], notes, marked=2))
