"""Findings of the round-ten review in the label rules: hostile text that stalled a new
pattern."""

from __future__ import annotations

from auditor.vocab import vocabulary
from tests.deadline import deadline


def test_a_gate_followed_by_a_long_blank_run_stays_linear() -> None:
    apposed = vocabulary("quality").pattern("gate_apposed_verdict")
    for hostile in (" " * 20_000 + "x.", " ," * 10_000 + "x", " " * 20_000 + ", x"):
        with deadline(2, "the gate's apposed verdict"):
            assert apposed.match(hostile) is None
    # the apposed verdict still reads after an aside and after a comma
    assert apposed.match(", 99% of the reference word accuracy, tells members it") is not None
    assert apposed.match(" on answer accuracy , guarantees it") is not None
    assert apposed.match("proves") is None


def test_a_sentence_opening_arithmetic_after_a_run_of_commas_stays_linear() -> None:
    # Before: each comma began a new try whose run of blanks and commas backtracked (10,000 ' ,'
    # took minutes in one audit).
    lead = vocabulary("aggregation").pattern("operation_lead")
    hostile = "It met the 99% accuracy target" + " ," * 10_000 + " proves nothing."
    with deadline(2, "an operation's lead after many commas"):
        assert lead.search(hostile) is None
    assert lead.search("Summing the three entries gives 221,876 tokens/s") is not None
    assert lead.search("Take 24,000 tokens/s, divide by eight and you get 3,000") is not None


def test_the_subject_among_many_scenario_mentions_is_found_in_linear_time() -> None:
    from auditor.labels.signals import scenario_mentions, scenario_of

    hostile = "offline " * 5_000 + "costs $0.002 per answer"
    with deadline(3, "the subject among 5,000 mentions"):
        scenario_of(hostile)
    assert len(scenario_mentions("The Offline figure beats its Server run")) == 2
    # a mention right after a comparing word is what the subject is compared with
    subject = scenario_of("Against the Server run, Offline gave 41,200 tokens/s")
    assert subject is not None and subject.value == "offline"
