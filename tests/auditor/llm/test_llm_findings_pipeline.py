"""Through the whole audit of a real deck: the model's findings land in every report (JSON,
Markdown, CSV, the annotated deck's notes) and in the TUI marked as the model's, merge into the
rules' flags they repeat, and never remove or downgrade one."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from pptx import Presentation
from pptx.dml.color import RGBColor
from pptx.util import Inches, Pt
from rich.console import Console

from auditor.audit import AuditOptions, audit_deck
from auditor.exports import csv_report, markdown
from auditor.exports.annotate import annotate_deck
from auditor.llm.findings import AGREES_KEY
from auditor.llm.schema import PROPOSABLE_CODES
from auditor.models import DeckReport, LabelSource
from tests.auditor.llm.llm_server import FakeLlmServer, deck_lines, finding, guess, label_reply

CLAIM = (
    "Acme X9 is the fastest system for Llama 2 70B: 24,525 tokens/s, twice the figure our "
    "prior generation posted."
)
QUOTES = {  # one grounded quote per proposable code, all from the claim's own sentence
    code: quote
    for code, quote in zip(
        PROPOSABLE_CODES,
        [
            "is the fastest system",
            "24,525 tokens/s",
            "Acme X9 is the fastest",
            "twice the figure",
            "the figure our prior generation posted",
            "our prior generation posted",
            "fastest system for Llama 2 70B",
            "Llama 2 70B: 24,525",
            "system for Llama 2 70B",
        ],
        strict=True,
    )
}
NOTES_ONLY = "summed over eight separate single-node runs"
HIDDEN_ONLY = "normalised per accelerator from a larger system"


def build_deck(path: Path) -> Path:
    """One slide: a round in the title, the claim, a notes-only and a hidden-only sentence."""
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "MLPerf Inference v4.1 results"
    body = slide.shapes.add_textbox(Inches(0.6), Inches(1.6), Inches(9), Inches(1.5))
    body.text_frame.word_wrap = True
    body.text_frame.paragraphs[0].text = CLAIM
    hidden = slide.shapes.add_textbox(Inches(0.6), Inches(5.5), Inches(9), Inches(0.6))
    hidden.text_frame.paragraphs[0].text = f"Throughput {HIDDEN_ONLY}."
    for run in hidden.text_frame.paragraphs[0].runs:
        run.font.size = Pt(12)
        run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    slide.notes_slide.notes_text_frame.text = f"Throughput {NOTES_ONLY}."
    prs.save(str(path))
    return path


@pytest.fixture
def audited(tmp_path: Path, fake_llm: FakeLlmServer, llm_settings: Any):
    """The deck, its rules-only report, and its report with scripted model findings."""
    deck = build_deck(tmp_path / "deck.pptx")
    base = AuditOptions(use_default_results_db=False, replay=False)
    rules_only = audit_deck(deck, base)
    rule_claim = next(c for c in rules_only.claims if "24,525" in c.text)
    rule_codes = {f.code for f in rule_claim.flags}
    # Propose one code the rules raised and two they did not, then two from unseen text.
    raised = [c for c in PROPOSABLE_CODES if c in rule_codes]
    missing = [c for c in PROPOSABLE_CODES if c not in rule_codes]
    assert raised and len(missing) >= 2, rule_codes
    chosen = [raised[0], *missing[:2]]

    def respond(request: dict[str, Any]) -> dict[str, Any]:
        entries = []
        for line in deck_lines(request):
            proposals = []
            if "24,525" in line["claim"]:
                proposals = [finding(c, QUOTES[c], f"Reason for {c}.") for c in chosen]
            entries.append(guess(line["id"], findings=proposals))
        return {"content": label_reply(entries)}

    def respond_untrusted(request: dict[str, Any]) -> dict[str, Any]:
        entries = [
            guess(
                line["id"],
                findings=[
                    finding("DERIVED-METRIC", NOTES_ONLY, "from the notes"),
                    finding("DERIVED-METRIC", HIDDEN_ONLY, "from hidden text"),
                ]
                if "24,525" in line["claim"]
                else [],
            )
            for line in deck_lines(request)
        ]
        return {"content": label_reply(entries)}

    fake_llm.default = respond
    report = audit_deck(deck, base.model_copy(update={"llm": llm_settings}))
    fake_llm.default = respond_untrusted
    other = llm_settings.model_copy(update={"model": "second-model"})
    untrusted = audit_deck(deck, base.model_copy(update={"llm": other}))
    return deck, rules_only, report, untrusted, raised[0], missing[:2]


def claim_of(report: DeckReport):
    return next(c for c in report.claims if "24,525" in c.text)


def test_model_findings_are_added_and_rule_flags_stand(audited) -> None:
    _, rules_only, report, _, agreed, added = audited
    before, after = claim_of(rules_only), claim_of(report)
    for rule in before.flags:
        kept = next(f for f in after.flags if f.code == rule.code)
        assert kept.severity.rank >= rule.severity.rank and kept.source == LabelSource.RULES
    merged = next(f for f in after.flags if f.code == agreed)
    assert merged.details[AGREES_KEY]["quote"] == QUOTES[agreed]
    assert [f.code for f in after.flags].count(agreed) == 1
    model_flags = [f for f in after.flags if f.source == LabelSource.LLM]
    assert sorted(f.code for f in model_flags) == sorted(added)
    assert report.llm is not None
    assert report.llm.findings == {code: 1 for code in sorted(added)}
    assert report.llm.findings_agreed == {agreed: 1}
    assert report.llm.prompt_version == "label_claims.v2"


def test_quotes_from_notes_or_hidden_text_add_nothing(audited) -> None:
    _, rules_only, _, untrusted, _, _ = audited
    assert untrusted.llm is not None
    assert untrusted.llm.proposals_dropped == {"untrusted_text": 2}
    assert untrusted.llm.findings == {}
    assert [f.code for f in claim_of(untrusted).flags] == [
        f.code for f in claim_of(rules_only).flags
    ]


def test_json_markdown_and_csv_say_which_findings_are_the_models(audited) -> None:
    _, _, report, _, agreed, added = audited
    data = report.to_json_dict()
    flags = next(c for c in data["claims"] if "24,525" in c["text"])["flags"]
    assert {f["code"]: f["source"] for f in flags if f["code"] in added} == dict.fromkeys(
        added, "llm"
    )
    assert data["llm"]["findings"] == {code: 1 for code in sorted(added)}

    text = markdown.render(report)
    for code in added:
        assert f"### {code}: " in text
        heading = next(line for line in text.splitlines() if line.startswith(f"### {code}: "))
        assert heading.endswith("— from the language model")
    assert "Findings added by the model: " + ", ".join(f"{c} 1" for c in sorted(added)) in text
    assert f"Model agreed with flags already raised: {agreed} 1" in text
    assert f"The language model agrees, pointing to “{QUOTES[agreed]}”." in text
    assert f"{added[0]} (LLM)" in text  # the claims table

    rows = list(csv.DictReader(io.StringIO(csv_report.render(report))))
    sources = {r["flag_code"]: r["flag_source"] for r in rows if r["claim_id"]}
    assert all(sources[code] == "llm" for code in added)
    assert sources[agreed] == "rules"


def test_annotated_deck_notes_mark_the_models_findings(audited, tmp_path: Path) -> None:
    deck, _, report, _, _, added = audited
    out = tmp_path / "annotated.pptx"
    annotate_deck(deck, report, out)
    notes = Presentation(str(out)).slides[0].notes_slide.notes_text_frame.text
    for code in added:
        assert f"{code} (found by the language model): " in notes


def test_tui_claim_detail_shows_the_model_found_it(audited) -> None:
    from tui.widgets.claim_detail import flag_text

    _, _, report, _, agreed, added = audited
    claim = claim_of(report)
    console = Console(width=200, record=True)
    found = next(f for f in claim.flags if f.code == added[0])
    # Collapsed (not selected), a finding is one line: the badge alone says it is the model's.
    console.print(flag_text(found, None, False))
    shown = console.export_text()
    assert "[language model]" in shown
    assert "The language model proposed this finding" not in shown
    # Expanded on selection, it also says in words who found it.
    console.print(flag_text(found, None, True))
    shown = console.export_text()
    assert "[language model]" in shown
    assert "The language model proposed this finding" in shown
    merged = next(f for f in claim.flags if f.code == agreed)
    console.print(flag_text(merged, None, True))
    shown = console.export_text()
    assert f"The language model agrees, pointing to “{QUOTES[agreed]}”." in shown
