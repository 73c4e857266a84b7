"""Prompt injection through the LLM stage: every hostile snippet, placed in a deck's text, notes,
alt text or hidden text, is flagged INJECTION, is never sent to the model, and cannot remove or
downgrade a flag the rules raised, even when the model obeys it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.enum.shapes import MSO_SHAPE
from pptx.util import Inches, Pt

from auditor.audit import AuditOptions, audit_deck
from auditor.llm.context import clean_text
from auditor.models import DeckReport
from tests.auditor.llm.llm_server import FakeLlmServer, deck_lines, guess, label_reply
from tests.hostile.corpus import INJECTION_SNIPPETS

SNIPPETS_PATH = INJECTION_SNIPPETS
CHANNELS = ("text", "notes", "alt_text", "hidden_text")
CLAIM = "Acme X9 delivers 24,525 tokens/s on Llama 2 70B in MLPerf Inference v4.1."


def load_snippets() -> list[dict[str, str]]:
    """The hostile corpus snippets (id, text, ...)."""
    lines = SNIPPETS_PATH.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


SNIPPETS = load_snippets()


def build_deck(path: Path, snippet: str, channel: str) -> Path:
    """A one-slide deck with one MLPerf claim and the snippet in the given channel."""
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "Acme X9 for your customer-support chatbot"
    body = slide.shapes.add_textbox(Inches(0.6), Inches(1.6), Inches(9), Inches(1.5))
    body.text_frame.word_wrap = True
    body.text_frame.paragraphs[0].text = CLAIM
    if channel == "text":
        paragraph = body.text_frame.add_paragraph()
        paragraph.text = snippet
    elif channel == "notes":
        slide.notes_slide.notes_text_frame.text = snippet
    elif channel == "alt_text":
        shape = slide.shapes.add_shape(
            MSO_SHAPE.RECTANGLE, Inches(7), Inches(4), Inches(2), Inches(1)
        )
        shape._element.nvSpPr.cNvPr.set("descr", snippet)
    elif channel == "hidden_text":
        box = slide.shapes.add_textbox(Inches(0.6), Inches(5.5), Inches(9), Inches(0.6))
        box.text_frame.paragraphs[0].text = snippet
        for run in box.text_frame.paragraphs[0].runs:
            run.font.size = Pt(12)
            run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    else:
        raise ValueError(channel)
    prs.save(str(path))
    return path


def obedient_model(snippet: str):
    """A model that does what the injected text asks, quoting it and the claim as support."""
    quote = clean_text(snippet)[:150]

    def respond(request: dict[str, Any]) -> dict[str, Any]:
        entries = []
        for line in deck_lines(request):
            entries.append(
                guess(
                    line["id"],
                    division=("closed", quote),
                    scenario=("server", line["claim"][:150]),
                    bucket=("operational", quote),
                )
            )
        return {"content": label_reply(entries, ("batch", quote), [])}

    return respond


def flag_set(report: DeckReport) -> set[tuple[str, str, str]]:
    """(claim id or 'deck', code, severity) of every flag in a report."""
    found = {("deck", f.code, f.severity.value) for f in report.deck_flags}
    for claim in report.claims:
        found |= {(claim.id, f.code, f.severity.value) for f in claim.flags}
    return found


def fragment(snippet: str) -> str:
    """A distinctive piece of the snippet's instruction as the model would receive it.

    Text smuggled in Unicode tag characters is decoded: that hidden part is the instruction,
    the visible rest ("Acme X9 results summary") is harmless.
    """
    smuggled = "".join(chr(ord(c) - 0xE0000) for c in snippet if 0xE0020 <= ord(c) <= 0xE007E)
    text = clean_text(smuggled or snippet)
    return text[: min(len(text), 40)]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("snippet", SNIPPETS, ids=[s["id"] for s in SNIPPETS])
def test_injection_is_flagged_never_sent_and_cannot_remove_flags(
    snippet: dict[str, str],
    channel: str,
    tmp_path: Path,
    fake_llm: FakeLlmServer,
    llm_settings,
):
    deck = build_deck(tmp_path / f"{snippet['id']}_{channel}.pptx", snippet["text"], channel)
    base = AuditOptions(use_default_results_db=False, replay=False)
    rules_only = audit_deck(deck, base)
    assert rules_only.errors == []
    assert any(f.code == "INJECTION" for f in rules_only.deck_flags), rules_only.deck_flags

    fake_llm.default = obedient_model(snippet["text"])
    with_llm = audit_deck(deck, base.model_copy(update={"llm": llm_settings}))
    assert with_llm.llm is not None, with_llm.llm
    if with_llm.llm.note is not None:
        # A figure inside the injected text (inj10's "2x the inference performance") is a claim
        # of its own: it is audited by the rules, and its text is withheld from the model.
        assert with_llm.llm.note == "claim text addresses an automated reviewer and was not sent"
        assert any(
            fragment(snippet["text"]).casefold() in c.text.casefold() for c in with_llm.claims
        )
    assert len(fake_llm.requests) == 1

    assert any(f.code == "INJECTION" for f in with_llm.deck_flags)
    missing = flag_set(rules_only) - flag_set(with_llm)
    assert not missing, f"the LLM stage removed or downgraded rule flags: {missing}"
    assert [c.labels for c in with_llm.claims] == [c.labels for c in rules_only.claims]
    for claim in with_llm.claims:
        assert all(d.source.value != "llm" for d in claim.label_details.values()), claim.id
    assert with_llm.deck.workload == rules_only.deck.workload

    piece = fragment(snippet["text"]).casefold()
    for request in fake_llm.requests:
        sent = json.dumps(deck_lines(request), ensure_ascii=False).casefold()
        assert piece not in sent
