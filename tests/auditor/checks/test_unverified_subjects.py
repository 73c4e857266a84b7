"""A product whose figures in a deck are all unverified speaks unverified wherever the deck names
it; a product that also has a published result, an accelerator's name, a figure restated from a
published result and a disclosed claim stay clean."""

from __future__ import annotations

from auditor.checks.unverified_subjects import subject_flags, unverified_names
from auditor.models import ClaimAudit, Flag, Severity
from extractors import ClaimContext, Location, Metric


def _claim(
    cid: str,
    text: str,
    value: float,
    *,
    result_id: str | None = None,
    flagged: bool = False,
    title: str | None = None,
    slide: tuple[str, ...] = (),
) -> ClaimAudit:
    flags = (
        [Flag(code="UNVERIFIED", severity=Severity.WARNING, message="own run")] if flagged else []
    )
    return ClaimAudit(
        id=cid,
        page=2,
        text=text,
        location=Location(page=2),
        metric=Metric(value=value, unit="tokens/s", raw=str(value)),
        result_id=result_id,
        flags=flags,
        context=ClaimContext(slide_title=title, slide_text=[text, *slide]),
    )


def _never(_: str) -> bool:
    return False


def test_a_product_known_only_from_an_unverified_run_stays_unverified() -> None:
    claims = [
        _claim("p2-1", "In our lab the Z7 card reached 9,000 tokens/s.", 9000.0, flagged=True),
        _claim("p2-2", "The H200 node posted 31,000 tokens/s.", 31000.0, result_id="5.1-0014"),
        _claim("p3-1", "Per chip the Z7 gives 1,125 tokens/s against 3,875 per H200.", 1125.0),
    ]
    assert unverified_names(claims) == {"Z7"}
    assert [f.code for f in subject_flags(claims, _never)["p3-1"]] == ["UNVERIFIED"]


def test_a_product_with_a_published_result_does_not_carry_over() -> None:
    claims = [
        _claim("p2-1", "In our lab the Z7 reached 9,000 tokens/s.", 9000.0, flagged=True),
        _claim(
            "p2-2", "Llama 2 70B Offline: 8,400 tokens/s", 8400.0, result_id="5.1-0031", title="Z7"
        ),
        _claim("p3-1", "Two Z7 cards give 16,800 tokens/s.", 16800.0),
    ]
    assert unverified_names(claims) == set()
    assert subject_flags(claims, _never) == {}


def test_an_accelerator_name_or_a_restated_published_figure_does_not_carry_over() -> None:
    claims = [
        _claim("p2-1", "Our B300 pod measured 61,000 tokens/s (unverified).", 61000.0),
        _claim("p2-2", "A Z7 box posted 8,400 tokens/s.", 8400.0, result_id="5.1-0031"),
        _claim("p3-1", "One B300 gives 7,600 tokens/s.", 7600.0),
    ]
    assert "B300" not in unverified_names(claims)
    assert subject_flags(claims, _never) == {}


def test_a_disclosed_claim_on_the_product_is_clean() -> None:
    statement = "Result not verified by MLCommons Association."
    claims = [
        _claim("p2-1", "In our lab the Z7 reached 9,000 tokens/s.", 9000.0, flagged=True),
        _claim(
            "p3-1", "Unverified: per chip the Z7 gives 1,125 tokens/s.", 1125.0, slide=(statement,)
        ),
    ]
    assert subject_flags(claims, _never) == {}
