"""S2-0: a result of another kind than every deployed model is still a MODEL-MISMATCH, unless
the deck tells of its own use of that kind whose model it does not name (a voice agent's speech
model beside its named dialogue model)."""

from __future__ import annotations

from auditor.audit import AuditOptions, audit_loaded_deck
from auditor.checks import model_tasks
from auditor.checks.claim_checks import model_mismatch_flags
from auditor.labels.sentences import DeckSentence
from auditor.models import ClaimAudit, DeckReport
from extractors import Block, BlockRole, Deck, DeckKind, Location, Metric, Page

_RESNET = "MLPerf Inference v5.1, Closed division: ResNet-50 on the Heron H4"
_WHISPER = "MLPerf Inference v5.1, Closed division: Whisper on the Heron H4"
_CHAT = ("Heron H4 for Brightcart", "Your assistant runs Qwen2.5 32B for customer chat.")


def _audit(*pages: tuple[str, ...]) -> DeckReport:
    built = [
        Page(
            number=n,
            title=texts[0],
            blocks=[Block(text=texts[0], role=BlockRole.TITLE, location=Location(page=n))]
            + [Block(text=t, location=Location(page=n)) for t in texts[1:]],
        )
        for n, texts in enumerate(pages, 1)
    ]
    deck = Deck(path="d.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built)
    return audit_loaded_deck(deck, AuditOptions(use_default_results_db=False, replay=False))


def _codes(report: DeckReport, benchmark: str) -> list[str]:
    return [f.code for c in report.claims if c.benchmark == benchmark for f in c.flags]


def test_an_image_result_sold_for_a_chat_assistant_is_a_mismatch() -> None:
    report = _audit(
        _CHAT,
        (_RESNET, "The Heron H4 classified 95,000 samples/s in the Offline scenario (5.1-0069)."),
    )
    assert "MODEL-MISMATCH" in _codes(report, "resnet")


def test_a_speech_result_sold_for_a_chat_assistant_is_a_mismatch() -> None:
    report = _audit(
        _CHAT,
        (_WHISPER, "The Heron H4 transcribed 18,000 samples/s in the Offline scenario (5.1-0069)."),
    )
    assert "MODEL-MISMATCH" in _codes(report, "whisper")


def test_a_voice_agent_s_unnamed_speech_model_is_spared() -> None:
    report = _audit(
        ("Heron H4 for Parlance", "Our voice agent picks up your inbound calls and talks live."),
        ("Engines", "Parlance Converse-8B is our own distillation of Llama 3.1 8B."),
        (_WHISPER, "The Heron H4 transcribed 18,000 samples/s in the Offline scenario (5.1-0069)."),
    )
    assert "MODEL-MISMATCH" not in _codes(report, "whisper")


def test_a_use_is_told_outside_the_results() -> None:
    sentences = [
        DeckSentence(_WHISPER, BlockRole.TITLE, 2),
        DeckSentence("The Heron H4 transcribed 18,000 samples/s (5.1-0069).", BlockRole.BODY, 2),
        DeckSentence("Your assistant answers customer chat.", BlockRole.BODY, 1),
        DeckSentence("Our vision: the big picture for every shop.", BlockRole.BODY, 1),
    ]
    assert model_tasks.told_uses(sentences) == {model_tasks.LANGUAGE}
    sentences.append(DeckSentence("Callers talk to it by voice.", BlockRole.BODY, 1))
    assert model_tasks.told_uses(sentences) == {model_tasks.LANGUAGE, model_tasks.SPEECH}


def test_the_kind_is_spared_only_when_the_deck_uses_it() -> None:
    deployed = {"Qwen2.5 32B": ""}
    tasks = {"Qwen2.5 32B": model_tasks.LANGUAGE}
    speech = ClaimAudit(
        id="p2-1",
        page=2,
        text="Transcription: 9,000 samples/s on whisper (5.1-0009)",
        location=Location(page=2),
        metric=Metric(value=9000.0, unit="samples/s", raw="9,000 samples/s"),
        benchmark="whisper",
    )
    flagged = model_mismatch_flags(speech, deployed, tasks)
    assert [f.code for f in flagged] == ["MODEL-MISMATCH"]
    assert "Qwen2.5 32B" in flagged[0].message
    assert model_mismatch_flags(speech, deployed, tasks, {model_tasks.SPEECH}) == []
    # A speech model the deck names is the one the result must measure.
    deployed["Conformer-CTC 2"] = ""
    tasks["Conformer-CTC 2"] = model_tasks.SPEECH
    assert model_mismatch_flags(speech, deployed, tasks, {model_tasks.SPEECH})
