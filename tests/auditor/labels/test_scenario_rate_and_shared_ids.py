"""A capitalised scenario name before the rate it sets ('at the Server rate'), and a two-subject
sentence whose tail lists one result ID per subject: both subjects share that tail's labels."""

from __future__ import annotations

import time

from auditor.labels.signals import scenario_of
from auditor.labels.subjects import subject_part
from tests.deadline import deadline


def test_a_capitalised_scenario_before_its_rate_names_the_scenario() -> None:
    assert scenario_of("At the Interactive rate, one rack-hour comes to USD 0.30.").value == (
        "interactive"
    )
    assert scenario_of("about 12,000 tokens/s of Server capacity").value == "server"
    assert scenario_of("our server rate is USD 2 an hour") is None
    assert scenario_of("Server Rate Card 2026") is None


def test_a_tail_with_one_result_id_per_subject_is_shared() -> None:
    text = (
        "The K8 reached 24,100 tokens/s while the O2 posted 23,900 tokens/s on Llama 2 70B in "
        "the Server scenario (v5.1 Closed, 5.1-0042 and 5.1-0077)"
    )
    part = subject_part(text, "24,100 tokens/s")
    assert part is not None and "Server scenario" in part.shared
    alone = (
        "The K8 reached 24,100 tokens/s while the O2 posted 23,900 tokens/s in Offline (5.1-0077)"
    )
    part = subject_part(alone, "24,100 tokens/s")
    assert part is not None and "Offline" not in part.shared


def test_the_scenario_rate_pattern_is_linear_on_hostile_text() -> None:
    hostile = "Server " * 4000 + "rat"
    start = time.perf_counter()
    with deadline(5, "scenario before its rate"):
        scenario_of(hostile)
    assert time.perf_counter() - start < 5
