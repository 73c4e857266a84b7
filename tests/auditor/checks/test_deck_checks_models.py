"""The models a deck says are in service, in list form ('Models in service: ...')."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)


@pytest.mark.parametrize(
    "said",
    ["Models in service: Orca 13B for replies.", "Model currently in use: Qwen2.5-32B."],
)
def test_models_listed_as_in_service_are_deployed(tmp_path: Path, said: str) -> None:
    path = tmp_path / "service.pptx"
    slides = (
        Slide(title="Today's platform", bullets=(said,)),
        Slide(
            title="Benchmark",
            bullets=("Llama 2 70B at 20,100 Offline tokens/s, MLPerf Inference v5.1 Closed",),
        ),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    claim = next(c for c in report.claims if "20,100" in c.text)
    assert "MODEL-MISMATCH" in {f.code for f in claim.flags}
