"""Two subjects in one sentence: each claim is labelled from its own part of the sentence."""

from __future__ import annotations

from auditor.labels.injection import is_reviewer_directed
from auditor.labels.rules import label_claim
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims


def test_each_subject_of_a_shared_sentence_reads_its_own_scenario() -> None:
    sentence = (
        "Arden's A4 quotes 61,000 tokens/s on Mixtral 8x7B (MLPerf Inference v6.0, Offline "
        "scenario), while Brisk quotes 40,500 tokens/s on Mixtral 8x7B (v6.0, Server scenario)."
    )
    blocks = [
        Block(text="Shortlist", role=BlockRole.TITLE, location=Location(page=1)),
        Block(text=sentence, role=BlockRole.BODY, location=Location(page=1)),
    ]
    page = Page(number=1, title="Shortlist", blocks=blocks)
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])
    audits = [label_claim(c, is_reviewer_directed) for c in find_claims(deck)]
    assert [(a.metric.value, a.labels.scenario.value) for a in audits] == [
        (61000.0, "offline"),
        (40500.0, "server"),
    ]
