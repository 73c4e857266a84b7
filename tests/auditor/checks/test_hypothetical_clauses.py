"""A modal verb governs the figure of its own clause: 'Setup should take two days and the rack
posted 41,200 tokens/s' states a measured result after an expectation about something else."""

from __future__ import annotations

import pytest

from auditor.checks.hypothetical import hypothetical_figure


@pytest.mark.parametrize(
    ("sentence", "derived"),
    [
        (
            "Setup should take two days and the 8-GPU Heron H4 rack posted 41,200 tokens/s "
            "in the Offline scenario.",
            False,
        ),
        (
            "Installation could take a week and the 8-GPU Heron H4 delivered 41,200 tokens/s.",
            False,
        ),
        ("With 4 nodes of 8 GPUs each, the hall should manage about 120,000 tokens/s.", True),
        ("A 16-card Z-Pod should have delivered 88,000 tokens/s on the same test.", True),
    ],
)
def test_a_measured_verb_between_the_modal_and_the_figure(sentence: str, derived: bool) -> None:
    assert (hypothetical_figure(sentence) is not None) is derived
