"""Held-out decks for edge products: a kiosk vision module and a handheld field assistant."""

from __future__ import annotations

from tests.corpus.heldout._common import codes
from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

# Kiosks and field cameras (edge). Internal results with and without the required wording.
KESTREL_EDGE_SHEET = DeckSpec(
    name="ho_kestrel_edge_sheet",
    kind="pdf",
    vendor="Kestrel Embedded",
    workload="edge",
    slides=(
        Slide(
            title="Kestrel K2 vision module",
            heading="For self-service kiosks and cameras in the field",
            bullets=(
                "Fanless, 15 W, rated for -20 °C to 60 °C.",
                "Mounts behind a kiosk screen or inside a pole-top enclosure.",
            ),
        ),
        Slide(
            title="Inference latency",
            table=Table(
                header=("Benchmark", "Scenario", "K2 latency", "Status"),
                rows=(
                    (
                        "ResNet-50",
                        "SingleStream",
                        "1.9 ms",
                        "Unverified; Kestrel test under MLPerf Inference v5.1 Closed rules. "
                        "Result not verified by MLCommons Association.",
                    ),
                    ("ResNet-50", "MultiStream", "11.6 ms", "Kestrel test, MLPerf Inference v5.1"),
                    ("RetinaNet", "SingleStream", "14.2 ms", "Kestrel test, MLPerf Inference v5.1"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="1.9 ms",
            values=(1.9,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            absent=codes("UNVERIFIED SCENARIO-MISMATCH CROSS-SCENARIO DIVISION-MISSING"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Carries the unverified wording and statement; SingleStream fits edge.",
        ),
        ExpectedClaim(
            page=2,
            match="11.6 ms",
            values=(11.6,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            scenario="multi_stream",
            flags=codes("UNVERIFIED DIVISION-MISSING"),
            absent=codes("SCENARIO-MISMATCH CROSS-SCENARIO"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Own test without the wording; the first row's 'Closed' is a sibling's.",
        ),
        ExpectedClaim(
            page=2,
            match="14.2 ms",
            values=(14.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            scenario="single_stream",
            flags=codes("UNVERIFIED DIVISION-MISSING"),
            absent=codes("SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING CROSS-SCENARIO"),
        ),
    ),
    non_claims=(NonClaim(page=1, match="Fanless, 15 W", why="power rating"),),
    deck_flags_absent=codes("HIDDEN-TEXT INJECTION"),
)

# Handsets for field engineers (edge) running the reference model of the edge benchmark; the
# accuracy target is stated correctly as a gate.
OSPREY_FIELD_DEVICES = DeckSpec(
    name="ho_osprey_field_devices",
    kind="pptx",
    vendor="Osprey Devices",
    workload="edge",
    slides=(
        Slide(
            title="Osprey FieldMate: an offline assistant for field engineers",
            bullets=(
                "Runs on the handset itself, in basements and wind-turbine nacelles with no "
                "signal.",
                "Model: Llama 3.1 8B Instruct, quantised for the device.",
            ),
        ),
        Slide(
            title="Measured on device",
            table=Table(
                header=("Llama 3.1 8B edge · MLPerf Inference v5.1 · Closed", "Result", "Note"),
                rows=(
                    (
                        "SingleStream latency, FieldMate X1",
                        "2,980 ms",
                        "Met the accuracy target, a pass/fail gate",
                    ),
                    (
                        "Offline throughput, FieldMate X1",
                        "1,410 tokens/s",
                        "Same device, second scenario",
                    ),
                ),
            ),
            footnote="Osprey submission to the MLPerf Inference v5.1 edge suite. Accuracy targets "
            "are pass/fail thresholds, not quality scores.",
        ),
        Slide(
            title="Rollout",
            bullets=(
                "12,000 handsets for Northfield Utilities by March 2027.",
                "Device price: £640 each, including a rugged case.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="SingleStream latency, FieldMate X1",
            values=(2980.0,),
            unit="ms",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes(
                "GATE-AS-GRADE QUALITY-BUCKET MODEL-MISMATCH SCENARIO-MISMATCH CROSS-SCENARIO"
            ),
            why="The gate is named as a gate. The handset runs the benchmark's reference "
            "model (quantised), and SingleStream fits a device.",
        ),
        ExpectedClaim(
            page=2,
            match="Offline throughput, FieldMate X1",
            values=(1410.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISMATCH CROSS-SCENARIO MODEL-MISMATCH"),
            why="Offline fits edge; the same device in a second scenario is disclosure.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="12,000 handsets", why="order size"),
        NonClaim(page=3, match="£640 each", why="price"),
    ),
)

EDGE_DECKS: tuple[DeckSpec, ...] = (KESTREL_EDGE_SHEET, OSPREY_FIELD_DEVICES)
