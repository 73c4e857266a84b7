"""Tune decks for comparisons, derived figures, model mismatch, workloads in other words and
claims that name no benchmark themselves (issue 15)."""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset
MISSING = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"})

ECLOGITE = DeckSpec(
    name="t06_eclogite_generations",
    kind="pptx",
    vendor="Eclogite",
    workload="batch",
    slides=(
        Slide(
            title="Eclogite E9: a generation ahead",
            heading="MLPerf Inference v6.0 results",
            bullets=(
                "Up to 2.5x the Llama 2 70B Offline throughput of our prior generation.^{1}",
                "Per accelerator, E9 is 1.9x faster than the E7 result we posted in MLPerf "
                "Inference v5.1.",
            ),
            footnotes=(
                "^{1} E9: MLPerf Inference v6.0, Closed division, Offline scenario. E7: MLPerf "
                "Inference v4.1, Closed division, Offline scenario.",
            ),
        ),
        Slide(
            title="Who runs E9",
            bullets=(
                "Banks run E9 overnight to re-score their whole loan book before markets open.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Up to 2.5x the Llama 2 70B Offline throughput",
            values=(2.5,),
            unit="x",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            why="the footnote names both rounds of the generation-over-generation speed-up",
        ),
        ExpectedClaim(
            page=1,
            match="E9 is 1.9x faster than the E7 result we posted",
            values=(1.9,),
            unit="x",
            round="v5.1",
            division="unstated",
            scenario="unstated",
            flags=F(
                {
                    "CROSS-ROUND",
                    "DERIVED-METRIC",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="a per-accelerator speed-up over a result posted in v5.1, on a v6.0 slide; "
            "footnote 1 is not this claim's",
        ),
    ),
)

FELDSPAR = DeckSpec(
    name="t07_feldspar_parallel",
    kind="pdf",
    vendor="Feldspar Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Feldspar cloud: MLPerf Inference v5.1 on 18 VMs",
            bullets=(
                "Summed over 18 parallel single-VM runs, the fleet delivered 412,000 tokens/s on "
                "Llama 3.1 8B in the Offline scenario, Closed division.",
                "Each VM scored 22,900 tokens/s (Offline, Closed).",
            ),
        ),
        Slide(
            title="Cost per correct answer",
            bullets=(
                "On our MLPerf Inference v5.1 Server result, that works out to 0.3 cents per "
                "correct answer.",
                "Feldspar runs 3 regions in Europe.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Summed over 18 parallel single-VM runs",
            values=(412000.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "RESULT-ID-MISSING"}),
            absent=MISSING,
            why="a sum over separate runs is not one measured result",
        ),
        ExpectedClaim(
            page=1,
            match="Each VM scored 22,900 tokens/s",
            values=(22900.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"DERIVED-METRIC"}),
        ),
        ExpectedClaim(
            page=2,
            match="0.3 cents per correct answer",
            values=(0.3,),
            round="v5.1",
            division="unstated",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "DIVISION-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a cost per correct answer in cents, drawn from a Server result",
        ),
    ),
    non_claims=(NonClaim(page=2, match="3 regions in Europe", why="footprint"),),
)

GNEISS = DeckSpec(
    name="t08_gneiss_own_model",
    kind="pptx",
    vendor="Gneiss Health",
    workload="interactive",
    slides=(
        Slide(
            title="Gneiss Assist for clinicians",
            bullets=(
                "Gneiss Assist drafts discharge letters while the doctor waits.",
                "It runs on MedScribe-13B, our own fine-tune.",
            ),
        ),
        Slide(
            title="Proof of speed",
            heading="MLPerf Inference v6.0 · Closed division",
            bullets=(
                "Gneiss H2 served 21,700 tokens/s on Llama 2 70B in the Server scenario.",
                "The same system holds 24,100 tokens/s in the Interactive scenario.",
                "MedScribe-13B itself streams 1,900 tokens/s in our own tests.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Gneiss H2 served 21,700 tokens/s",
            values=(21700.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the product runs MedScribe-13B, not the benchmark's Llama 2 70B",
        ),
        ExpectedClaim(
            page=2,
            match="The same system holds 24,100 tokens/s",
            values=(24100.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "MODEL-MISMATCH"}),
            why="a follow-on: its labels come from its own text and the heading, not the sibling",
        ),
        ExpectedClaim(
            page=2,
            match="MedScribe-13B itself streams 1,900 tokens/s",
            values=(1900.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING | F({"RESULT-ID-MISSING", "UNVERIFIED", "CROSS-SCENARIO"}),
            why="a model that is no MLPerf benchmark, set among MLPerf results",
        ),
    ),
)

HORNFELS = DeckSpec(
    name="t09_hornfels_press",
    kind="pdf",
    vendor="Hornfels",
    workload="unstated",
    slides=(
        Slide(
            title="Hornfels sweeps MLPerf Inference v6.0", subtitle="Press release · 2 April 2026"
        ),
        Slide(
            title="The results",
            bullets=(
                "Hornfels H9 posted the industry's highest Llama 2 70B Server throughput of any "
                "air-cooled system: 39,800 tokens/s.",
                "Analysts at Quarrystone note that H9 led the pack at 39,800 tokens/s. Basalt's "
                "B8, by comparison, managed 31,900 tokens/s in the same Server test.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Hornfels sweeps MLPerf Inference v6.0",
            round="v6.0",
            division="unstated",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="a sweep claim standing in for benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=2,
            match="the industry's highest Llama 2 70B Server throughput",
            values=(39800.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "RESULT-ID-MISSING"}),
            why="an industry-wide rank in press-release voice, with no division",
        ),
        ExpectedClaim(
            page=2,
            match="H9 led the pack at 39,800 tokens/s",
            values=(39800.0,),
            unit="tokens/s",
            round="v6.0",
            division="unstated",
            scenario="unstated",
            flags=F({"DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"RANK-CLAIM", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=2,
            match="B8, by comparison, managed 31,900 tokens/s",
            values=(31900.0,),
            unit="tokens/s",
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the second vendor's figure in one analyst paragraph is a claim of its own",
        ),
    ),
)

JASPER = DeckSpec(
    name="t10_jasper_field",
    kind="pptx",
    vendor="Jasper Devices",
    workload="edge",
    slides=(
        Slide(
            title="Jasper J1 for inspection crews",
            bullets=(
                "Inspection crews carry J1 units out in the field, far from any network.",
                "Elsewhere, telecom customers put J1 behind their chat assistants.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 Edge, Closed division",
            bullets=(
                "ResNet-50 SingleStream latency: 0.9 ms.",
                "RetinaNet in the Offline scenario: 1,450 samples/s.",
                "RetinaNet SingleStream latency: 4.2 ms.",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=2,
            match=match,
            values=(value,),
            unit=unit,
            round="v5.1",
            division="closed",
            scenario=scenario,
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="devices out in the field are an edge workload; a sentence about other "
            "customers' chat says nothing about this deck's",
        )
        for match, value, unit, scenario in (
            ("ResNet-50 SingleStream latency: 0.9 ms", 0.9, "ms", "single_stream"),
            ("RetinaNet in the Offline scenario: 1,450 samples/s", 1450.0, "samples/s", "offline"),
            ("RetinaNet SingleStream latency: 4.2 ms", 4.2, "ms", "single_stream"),
        )
    ),
)

KYANITE = DeckSpec(
    name="t11_kyanite_chart",
    kind="pptx",
    vendor="Kyanite",
    workload="batch",
    slides=(
        Slide(
            title="Kyanite K4 against the field",
            chart=Chart(
                title="MLPerf Inference v6.0 Closed, Llama 3.1 8B",
                categories=("Kyanite K4", "Kyanite K2", "Vendor A", "Vendor B"),
                series=(("Tokens/s", (128400.0, 66100.0, 119800.0, 101300.0)),),
                value_axis_title="Offline tokens/s",
                category_axis_title="System",
            ),
        ),
        Slide(
            title="What you will run",
            bullets=("K4 summarises the day's call recordings overnight for your QA team.",),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "CROSS-ROUND"}),
            why="chart title and value axis name round, division, benchmark and scenario",
        )
        for system, value in (
            ("Kyanite K4", 128400.0),
            ("Kyanite K2", 66100.0),
            ("Vendor A", 119800.0),
            ("Vendor B", 101300.0),
        )
    ),
)

LARIMAR = DeckSpec(
    name="t12_larimar_table",
    kind="pdf",
    vendor="Larimar",
    workload="interactive",
    slides=(
        Slide(
            title="MLPerf Inference v5.1 Closed: Llama 2 70B Server",
            table=Table(
                header=("System", "Accelerators", "Server tokens/s"),
                rows=(
                    ("Larimar L8", "8", "40,100"),
                    ("Larimar L16", "16", "77,900"),
                    ("Rival R8", "8", "36,000"),
                ),
            ),
        ),
        Slide(
            title="Where Larimar runs",
            bullets=("Larimar clusters host the chat assistant in your banking app.",),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            why="a table that sets an 8- and a 16-accelerator system side by side",
        )
        for system, chips, figure, value in (
            ("Larimar L8", "8", "40,100", 40100.0),
            ("Larimar L16", "16", "77,900", 77900.0),
            ("Rival R8", "8", "36,000", 36000.0),
        )
    ),
)

MARBLE = DeckSpec(
    name="t13_marble_followon",
    kind="pptx",
    vendor="Marble Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Marble M3 in numbers",
            heading="MLPerf Inference v6.0 results · Closed division",
            bullets=(
                "Whisper: 23,100 samples/s in the Offline scenario.",
                "Same box, Llama 3.1 8B: 70,400 tokens/s Offline.",
                "The same system answered 9,800 tokens/s under the Server scenario.",
                "Marble M3 packs 8 accelerators into 2U.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Whisper: 23,100 samples/s",
            values=(23100.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=1,
            match="Same box, Llama 3.1 8B: 70,400 tokens/s",
            values=(70400.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=1,
            match="The same system answered 9,800 tokens/s",
            values=(9800.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="a follow-on found through the heading naming MLPerf; its scenario is its own",
        ),
    ),
    non_claims=(NonClaim(page=1, match="8 accelerators into 2U", why="form factor"),),
)

FINDING_DECKS: tuple[DeckSpec, ...] = (
    ECLOGITE,
    FELDSPAR,
    GNEISS,
    HORNFELS,
    JASPER,
    KYANITE,
    LARIMAR,
    MARBLE,
)
