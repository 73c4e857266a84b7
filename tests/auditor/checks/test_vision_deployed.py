"""A vision network the deck says it runs, written with its version ('YOLOv8-m', 'YOLO11l',
'EfficientNet-B4', 'ResNet-50'), is a deployed model: results on another vision benchmark are
measured on another model, results on its own benchmark are not."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import deck_checks
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)

RESULTS = (
    "The GB10 box: 611.9 ms per frame on YOLO, SingleStream (6.0-0028).",
    "An R760 classified 90,210 samples/s on ResNet-50, Offline (5.1-0011).",
    "An XE9680 ran RetinaNet at 14,060 samples/s Offline (5.1-0012).",
)


def _mismatched(tmp_path: Path, said: str) -> dict[str, bool]:
    path = tmp_path / "vision.pptx"
    slides = (
        Slide(title="The cameras", bullets=(said,)),
        Slide(heading="MLPerf Inference, Closed division", bullets=RESULTS),
    )
    write_pptx(DeckSpec(path.stem, "pptx", "Wrenfield", slides, "unstated"), path)
    report = audit_deck(path, OPTIONS)
    return {
        key: any(
            f.code == "MODEL-MISMATCH" for c in report.claims if key in c.text for f in c.flags
        )
        for key in ("611.9", "90,210", "14,060")
    }


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("The gate cameras run YOLOv8-m.", {"611.9": True, "90,210": True, "14,060": True}),
        (
            "Each kiosk ships with YOLO11l, unchanged.",
            {"611.9": False, "90,210": True, "14,060": True},
        ),
        (
            "Classification is powered by EfficientNet-B4.",
            {"611.9": True, "90,210": True, "14,060": True},
        ),
        (
            "Our sorter relies on ResNet-50 as published.",
            {"611.9": True, "90,210": False, "14,060": True},
        ),
    ],
)
def test_a_versioned_vision_network_is_deployed(
    tmp_path: Path, said: str, expected: dict[str, bool]
) -> None:
    assert _mismatched(tmp_path, said) == expected


def test_the_vision_names_stay_linear() -> None:
    with deadline(5, "vision names"):
        deck_checks._VISION_NAME.findall(
            "yolo-" * 5000 + "resnet " * 3000 + "efficientnet-v2-" * 1000
        )
