"""A price put on a unit of the customer's own work, worked out from a benchmark rate, is a
cost per answer in the customer's terms; a list price or a price per token is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide, Table

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v5.1 · Closed division · Offline · result 5.1-0031"


def _audit(path: Path, slide: Slide) -> DeckReport:
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


@pytest.mark.parametrize(
    "bullet",
    [
        "CHF 0.03 per 1,000 scanned invoices in GPU time, from the 19,900 samples/s result",
        "Drafting one tenancy letter costs us about 0.2 US cents, from the 19,900 samples/s result",
        "At the 19,900 samples/s rate a node tags 10,000 photos for about €0.01",
    ],
)
def test_a_price_on_the_customers_work_from_a_rate(tmp_path: Path, bullet: str) -> None:
    report = _audit(tmp_path / "c.pptx", Slide(heading=HEADING, bullets=(bullet,)))
    claim = next(c for c in report.claims if c.page == 1)
    assert "COST-PER-ANSWER" in {f.code for f in claim.flags}


def test_a_price_per_token_is_derived_only(tmp_path: Path) -> None:
    bullet = "That works out to $0.19 per million tokens from the 19,900 samples/s result"
    report = _audit(tmp_path / "t.pptx", Slide(heading=HEADING, bullets=(bullet,)))
    codes = _codes(report, "$0.19")
    assert "DERIVED-METRIC" in codes and "COST-PER-ANSWER" not in codes


def test_a_column_pricing_the_work_beside_a_throughput(tmp_path: Path) -> None:
    slide = Slide(
        heading=HEADING,
        table=Table(
            header=("System", "Samples/s", "£ per 1,000 letters"),
            rows=(("Orrin O-8", "19,900", "£0.04"), ("Brightline B-8", "17,300", "£0.05")),
        ),
    )
    report = _audit(tmp_path / "col.pptx", slide)
    assert "COST-PER-ANSWER" in _codes(report, "19,900")
