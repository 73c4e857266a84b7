"""Tune decks for slide context: heading boxes, chart titles and axes, table headers, disclosure
slides and footnotes bound by marker (issue 15, "Slide context" and "Footnote markers")."""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset
MISSING = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"})

FERRITE = DeckSpec(
    name="t01_ferrite_heading_box",
    kind="pptx",
    vendor="Ferrite Compute",
    workload="interactive",
    slides=(
        Slide(title="Ferrite F4 inference server", subtitle="Launch briefing · Q3 2026"),
        Slide(
            title="Serving numbers",
            heading="MLPerf Inference v6.0 · Closed division · Server scenario",
            bullets=(
                "F4 answered 41,300 tokens/s on Llama 2 70B with eight accelerators.",
                "On Mixtral 8x7B it held 52,800 tokens/s.",
                "Llama 3.1 8B ran at 97,600 tokens/s on the same chassis.",
            ),
        ),
        Slide(
            title="Built for your support desk",
            bullets=("Your chat assistant streams answers to 4,000 concurrent users at peak.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="F4 answered 41,300 tokens/s",
            values=(41300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            why="the heading text box names round, division and scenario for the slide",
        ),
        ExpectedClaim(
            page=2,
            match="On Mixtral 8x7B it held 52,800 tokens/s",
            values=(52800.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
        ),
        ExpectedClaim(
            page=2,
            match="Llama 3.1 8B ran at 97,600 tokens/s",
            values=(97600.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
        ),
    ),
    non_claims=(NonClaim(page=3, match="4,000 concurrent users", why="customer headcount"),),
)

GARNET = DeckSpec(
    name="t02_garnet_chart_axis",
    kind="pptx",
    vendor="Garnet Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Garnet G2 results, MLPerf Inference v5.1 Closed",
            chart=Chart(
                title="Llama 3.1 8B Server tokens/s",
                categories=("Garnet G2", "Garnet G1"),
                series=(("Tokens/s", (61200.0, 30400.0)), ("Peak tokens/s", (63900.0, 31800.0))),
                value_axis_title="Server tokens/s",
            ),
        ),
        Slide(
            title="About Garnet",
            bullets=("Garnet ships from 12 distribution centres worldwide.",),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            why="the chart title and value axis name the Server scenario",
        )
        for system, series, value in (
            ("Garnet G2", "Tokens/s", 61200.0),
            ("Garnet G1", "Tokens/s", 30400.0),
            ("Garnet G2", "Peak tokens/s", 63900.0),
            ("Garnet G1", "Peak tokens/s", 31800.0),
        )
    ),
    non_claims=(NonClaim(page=2, match="12 distribution centres", why="logistics"),),
)

BASALT = DeckSpec(
    name="t03_basalt_table_header",
    kind="pdf",
    vendor="Basalt Machines",
    workload="batch",
    slides=(
        Slide(
            title="Basalt B8 at a glance",
            bullets=(
                "B8 scores every overnight batch of insurance claims before adjusters arrive.",
            ),
        ),
        Slide(
            title="Results",
            table=Table(
                header=("MLPerf Inference v5.1 Closed: benchmark", "Scenario", "Result"),
                rows=(
                    ("Llama 2 70B", "Offline", "31,900 tokens/s"),
                    ("Llama 3.1 8B", "Offline", "64,400 tokens/s"),
                    ("RetinaNet", "Offline", "15,100 samples/s"),
                    ("Whisper", "Offline", "19,700 samples/s"),
                ),
            ),
        ),
        Slide(title="Pricing", bullets=("B8 lists at $212,000 per node, support included.",)),
    ),
    claims=tuple(
        ExpectedClaim(
            page=2,
            match=name,
            values=(value,),
            unit=unit,
            benchmark=benchmark,
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="the table header names round and division for every row",
        )
        for name, figure, value, unit, benchmark in (
            ("Llama 2 70B", "31,900 tokens/s", 31900.0, "tokens/s", "llama2-70b"),
            ("Llama 3.1 8B", "64,400 tokens/s", 64400.0, "tokens/s", "llama3.1-8b"),
            ("RetinaNet", "15,100 samples/s", 15100.0, "samples/s", "retinanet"),
            ("Whisper", "19,700 samples/s", 19700.0, "samples/s", "whisper"),
        )
    ),
    non_claims=(NonClaim(page=3, match="$212,000 per node", why="price"),),
)

CINDER = DeckSpec(
    name="t04_cinder_disclosure",
    kind="pptx",
    vendor="Cinder AI",
    workload="interactive",
    slides=(
        Slide(
            title="Cinder C3: faster answers for your call centre",
            bullets=("C3 powers the virtual assistant your callers talk to.",),
        ),
        Slide(
            title="Throughput",
            bullets=(
                "C3 delivers 29,400 tokens/s on Llama 2 70B.",
                "With Llama 3.1 8B it reaches 88,100 tokens/s.",
                "Mixtral 8x7B: 47,250 tokens/s.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All results in this deck: MLPerf Inference v6.0, Closed division, Server "
                "scenario, unless otherwise noted.",
                "MLPerf name and logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=2,
            match=match,
            values=(value,),
            unit="tokens/s",
            benchmark=benchmark,
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            why="a disclosure slide states round, division and scenario for every result",
        )
        for match, value, benchmark in (
            ("C3 delivers 29,400 tokens/s", 29400.0, "llama2-70b"),
            ("it reaches 88,100 tokens/s", 88100.0, "llama3.1-8b"),
            ("Mixtral 8x7B: 47,250 tokens/s", 47250.0, "mixtral-8x7b"),
        )
    ),
)

DOLOMITE = DeckSpec(
    name="t05_dolomite_markers",
    kind="pptx",
    vendor="Dolomite Labs",
    workload="interactive",
    slides=(
        Slide(
            title="Dolomite D5 summary",
            bullets=(
                "Llama 2 70B: 44,700 tokens/s^{1}",
                "Llama 2 70B: 47,900 tokens/s^{2}",
                "Mixtral 8x7B: 55,000 tokens/s",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, Server scenario.",
                "^{2} MLPerf Inference v6.0, Closed division, Offline scenario.",
            ),
        ),
        Slide(
            title="Where D5 fits",
            bullets=("D5 racks answer developer questions inside the IDE as they type.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Llama 2 70B: 44,700 tokens/s",
            values=(44700.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="footnote 1 is this claim's: Server",
        ),
        ExpectedClaim(
            page=1,
            match="Llama 2 70B: 47,900 tokens/s",
            values=(47900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="footnote 2 is this claim's: Offline, for an interactive workload",
        ),
        ExpectedClaim(
            page=1,
            match="Mixtral 8x7B: 55,000 tokens/s",
            values=(55000.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=MISSING | F({"RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="no marker: the footnotes bound to the other claims say nothing about this one",
        ),
    ),
)

CONTEXT_DECKS: tuple[DeckSpec, ...] = (FERRITE, GARNET, BASALT, CINDER, DOLOMITE)

DOLOMITE_PDF = DeckSpec(
    name="t14_dolomite_markers_pdf",
    kind="pdf",
    vendor="Dolomite Labs",
    workload=DOLOMITE.workload,
    slides=DOLOMITE.slides,
    claims=DOLOMITE.claims,
)

CONTEXT_DECKS = (*CONTEXT_DECKS, DOLOMITE_PDF)
