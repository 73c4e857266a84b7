"""The per-text answer cache keeps no huge text alive (S3-p2): answers about a text longer than
its cap are worked out each time and not kept, so a session auditing megabyte texts holds at
most the cache's size in sentence-long keys; the answers themselves are unchanged."""

from __future__ import annotations

import re

from auditor.labels import signals
from auditor.labels.screens import TextAnswers
from auditor.labels.signals import QUALITY_DENIED, QUALITY_WORDS, affirmed

_PATTERN = re.compile("x")


def test_a_text_over_the_cap_gets_no_key_and_is_not_kept() -> None:
    answers = TextAnswers(size=8, max_text=100)
    short = answers.key((_PATTERN,), "a" * 100, 40)
    assert short is not None
    answers.put(short, 1)
    assert answers.get(short) == 1
    long = answers.key((_PATTERN,), "a" * 101, 40)
    assert long is None
    answers.put(long, 2)
    assert answers.get(long) is answers
    assert len(answers) == 1


def test_affirmed_keeps_no_answer_about_a_huge_text() -> None:
    signals.clear_caches()
    text = "filler words. " * 20_000 + "The answers are accurate."
    first = affirmed(QUALITY_WORDS, text, QUALITY_DENIED)
    assert first is not None and "accurate" in first.group()
    assert len(signals._AFFIRMED) == 0
    again = affirmed(QUALITY_WORDS, text, QUALITY_DENIED)
    assert again is not None and again.span() == first.span()
    sentence = "The answers are accurate."
    assert affirmed(QUALITY_WORDS, sentence, QUALITY_DENIED) is not None
    assert len(signals._AFFIRMED) == 1
