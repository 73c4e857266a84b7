"""NON-MLPERF-MIX on suites named by the shape of their names (a word ending in Bench or QA, a
leaderboard, an own test set), not by a list of the suites one deck happened to use."""

from __future__ import annotations

import pytest

from auditor.checks.claim_checks import non_mlperf_flags
from auditor.models import ClaimAudit
from extractors import ClaimContext, Location, Metric


def _claim(text: str) -> ClaimAudit:
    return ClaimAudit(
        id="p3-2",
        page=3,
        text=text,
        location=Location(page=3),
        metric=Metric(value=71.0, unit="%", raw="71%"),
        context=ClaimContext(),
    )


@pytest.mark.parametrize(
    "text",
    [
        "Tariff-Agent scores 71% on TaxBench",
        "71% on MedicalQA, ahead of the field",
        "Top three on the open leaderboard at 71%",
        "71% on our private evaluation set of customs rulings",
        "Mistral Medium answered 71% of the tickets without a hand-off",
    ],
)
def test_a_suite_named_by_its_shape_is_no_mlperf_result(text: str) -> None:
    assert [f.code for f in non_mlperf_flags(_claim(text))] == ["NON-MLPERF-MIX"]


@pytest.mark.parametrize(
    "text",
    [
        "71% of the rack's power went to the GPUs on the test bench",
        "Measured at 71% utilisation in the workbench build",
        "Llama 2 70B held 71% of its Offline rate in the Server scenario",
    ],
)
def test_words_that_only_look_like_a_suite_are_not(text: str) -> None:
    assert non_mlperf_flags(_claim(text)) == []
