"""A figure timed on the model the deck (or its supplier) calls its own is no MLPerf figure, by
whatever name the deck gives that model: before the words that call it own, after them in
apposition, a single proper name after a verb, or a name with a version. And a word that only
starts like a model family ('yields 14') names no model."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def _flags(tmp_path: Path, said: str, heading: str, result: str, own: str, figure: str) -> set[str]:
    path = tmp_path / "own.pptx"
    slides = (
        Slide(title="The service", bullets=(said,)),
        Slide(title="Evidence", heading=heading, bullets=(result, own)),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if figure in c.text)
    return {f.code for f in claim.flags}


SPEECH = "MLPerf Inference v5.1 · Closed division · Whisper · Offline"
SPEECH_RESULT = "Dell PowerEdge R570 with four L4 cards: 1,397 samples/s (5.1-0019)."
LANGUAGE = "MLPerf Inference v5.1, Closed division, Llama 2 70B"
LANGUAGE_RESULT = "A DGX B200 served 59,545 tokens/s in the Server scenario (5.1-0069)."


@pytest.mark.parametrize(
    ("said", "heading", "result", "own", "figure"),
    [
        (
            "The vendor ships Brindle, its own speech recogniser trained on court audio.",
            SPEECH,
            SPEECH_RESULT,
            "Brindle on the same server transcribed 880 samples/s in the vendor's lab.",
            "880",
        ),
        (
            "Our pricing engine, Tallis v3, is our own design, trained on five years of orders.",
            LANGUAGE,
            LANGUAGE_RESULT,
            "Tallis v3 answered 12,000 queries/s on our own nodes.",
            "12,000",
        ),
        (
            "The supplier uses its own routing model, Waymark-R 4, fine-tuned on dispatch logs.",
            LANGUAGE,
            LANGUAGE_RESULT,
            "Waymark-R 4 itself replied in 0.4 s on the supplier's bench.",
            "0.4 s",
        ),
        (
            "Kestrel Audio licenses Harrow, its own fine-tune of Whisper large-v3, to councils.",
            SPEECH,
            SPEECH_RESULT,
            "In Kestrel's own test, Harrow managed 990 samples/s on the R570.",
            "990",
        ),
    ],
)
def test_the_decks_own_model_timed_beside_results(
    tmp_path: Path, said: str, heading: str, result: str, own: str, figure: str
) -> None:
    assert "NON-MLPERF-MIX" in _flags(tmp_path, said, heading, result, own, figure)


@pytest.mark.parametrize(
    "own",
    [
        "Spread over its 8 cards, the box yields 7,443 tokens/s per card.",
        "Per accelerator that is 7,443 tokens/s, which yields 14 racks for the plan.",
    ],
)
def test_a_word_that_starts_like_a_family_names_no_model(tmp_path: Path, own: str) -> None:
    said = "On Monday, our own model was retrained on the new season's fixtures."
    assert "NON-MLPERF-MIX" not in _flags(tmp_path, said, LANGUAGE, LANGUAGE_RESULT, own, "7,443")


def test_the_name_patterns_stay_linear_on_hostile_text() -> None:
    from auditor.checks import deck_checks
    from extractors import MODEL_MENTION

    hostile = [
        ", " + "Abc " * 5000 + "x",
        "Abc v1 " * 4000,
        "word " * 5000 + "on ",
        "yi" + "yi-" * 7000,
        "Llama" + " 7" * 8000 + "q",
    ]
    with deadline(5, "own-model names"):
        for text in hostile:
            deck_checks._NAME_APPOSED.match(text)
            deck_checks._OWN_NAME.search(text)
            deck_checks._SINGLE_NAME_AFTER.search(text)
            MODEL_MENTION.search(text)
