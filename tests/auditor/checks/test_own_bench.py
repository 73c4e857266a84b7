"""The vendor's own bench or lab, however it is named ('in our Reading lab', 'on the company's
own bench', 'Orrin's own testbed'), is an own source that MLCommons never verified, and so is
the authors' own run of a figure that cites no result ID; another vendor's 'own' system that
cites a published result is not."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import unverified_flags
from auditor.labels.signals import STRONG_UNVERIFIED_SOURCE, UNVERIFIED_SOURCE
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric
from tests.deadline import deadline


@pytest.mark.parametrize(
    "text",
    [
        "In our Leeds test lab the R8 sustained 21,400 tokens/s on Llama 2 70B.",
        "On the startup's own bench, one card ran ResNet-50 at 9,800 samples/s.",
        "Orrin's own testbed gave 4,100 tokens/s in the Server scenario.",
        "Measured on its own rig: 1,250 queries/s.",
    ],
)
def test_an_own_bench_or_lab_is_an_own_source(text: str) -> None:
    assert UNVERIFIED_SOURCE.search(text) is not None


def test_a_footnote_naming_an_own_lab_is_an_own_source() -> None:
    assert STRONG_UNVERIFIED_SOURCE.search("Measured in our Austin lab, March 2026.") is not None


@pytest.mark.parametrize(
    "text",
    [
        "Nebius's own GB300 NVL72 posted 575,580 tokens/s (6.0-0081).",
        "The lab coat count is 40.",
    ],
)
def test_a_published_system_called_its_own_is_no_own_source(text: str) -> None:
    assert UNVERIFIED_SOURCE.search(text) is None


def test_the_own_source_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "an own-source pattern backtracked"):
        for hostile in ("our " + "a " * 9000, "A's own " * 2500, "our a-" * 3000, "x" * 20000):
            list(UNVERIFIED_SOURCE.finditer(hostile))
            list(STRONG_UNVERIFIED_SOURCE.finditer(hostile))


def _claim(text: str) -> ClaimAudit:
    return ClaimAudit(
        id="p1-1",
        page=1,
        text=text,
        location=Location(page=1),
        metric=Metric(value=36900.0, unit="tokens/s", raw="36,900"),
        benchmark="llama2-70b",
        context=ClaimContext(),
    )


def test_the_authors_own_run_with_no_result_id_is_an_own_source() -> None:
    flags = unverified_flags(_claim("Orrin 3.1, our run (unverified): 36,900"), lambda _: False)
    assert [f.code for f in flags] == ["UNVERIFIED"]


def test_a_run_that_cites_its_published_result_is_no_own_source() -> None:
    text = "Our run (5.1-0026) reached 36,900 tokens/s."
    assert unverified_flags(_claim(text), lambda _: False) == []
