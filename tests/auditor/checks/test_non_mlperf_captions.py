"""NON-MLPERF-MIX: a chart or column captioned with a model that is no MLPerf benchmark names
the model of every figure in it."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import Chart, DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


def test_a_chart_captioned_with_a_non_mlperf_model(tmp_path: Path) -> None:
    path = tmp_path / "mix.pptx"
    slides = (
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Server",
            bullets=("Orrin O-8: 31,900 tokens/s on Llama 2 70B (5.1-0031).",),
            chart=Chart(
                title="Gemma 3 27B, tokens/s",
                categories=("Orrin O-8", "Brightline B-8"),
                series=(("Tokens/s", (22400.0, 19800.0)),),
            ),
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    points = [c for c in report.claims if c.metric and c.metric.value in (22400.0, 19800.0)]
    assert points
    for claim in points:
        assert "NON-MLPERF-MIX" in {f.code for f in claim.flags}
