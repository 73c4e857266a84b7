"""Through the whole audit: a grounded LLM label may add findings but never removes a rule flag."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pptx import Presentation

from auditor.audit import AuditOptions, audit_deck
from tests.auditor.llm.llm_server import FakeLlmServer, deck_lines, guess, label_reply


def _deck(path: Path) -> Path:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = "MLPerf Inference v4.1"
    slide.placeholders[1].text_frame.text = "Llama 2 70B: 24,525 tokens/s."
    # Speaker notes are context the LLM may quote, but not a disclosure the rules accept.
    slide.notes_slide.notes_text_frame.text = "We submitted this to the Closed division."
    prs.save(str(path))
    return path


def test_llm_labels_cannot_remove_rule_flags(
    tmp_path: Path, fake_llm: FakeLlmServer, llm_settings: Any
) -> None:
    deck = _deck(tmp_path / "deck.pptx")
    base = AuditOptions(use_default_results_db=False, replay=False)
    rules_only = audit_deck(deck, base)
    (claim,) = rules_only.claims
    rule_codes = {f.code for f in claim.flags}

    def labels_everything(request: dict[str, Any]) -> dict[str, Any]:
        entries = [
            guess(
                line["id"],
                division=("closed", "Closed division"),
            )
            for line in deck_lines(request)
        ]
        return {"content": label_reply(entries)}

    fake_llm.default = labels_everything
    with_llm = audit_deck(deck, base.model_copy(update={"llm": llm_settings}))
    assert with_llm.llm is not None and with_llm.llm.requests == 1
    (refined,) = with_llm.claims
    assert claim.labels.division.value == "unstated"
    assert refined.labels.division.value == "closed"  # the LLM filled a label the rules left open
    assert "DIVISION-MISSING" in rule_codes
    refined_codes = {f.code for f in refined.flags}
    assert rule_codes <= refined_codes
    for code in rule_codes:
        before = next(f for f in claim.flags if f.code == code)
        after = next(f for f in refined.flags if f.code == code)
        assert after.severity.rank >= before.severity.rank
