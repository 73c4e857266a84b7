"""Tune decks for charts in PDF exports: LibreOffice draws a chart's text as scattered fragments
(data labels, category names, a legend, rotated axis titles), so the reader has to put each
labelled figure back together with its category, series and the chart's title and axes."""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide

F = frozenset

QUARTZ = DeckSpec(
    name="t20_quartz_pdf_column_chart",
    kind="pdf",
    vendor="Quartz Silicon",
    workload="unstated",
    slides=(
        Slide(
            title="Quartz Q9 on MLPerf Inference v5.1, Closed division",
            chart=Chart(
                title="Llama 2 70B Offline throughput",
                categories=("Quartz Q9", "Quartz Q7", "Quartz Q5"),
                series=(("Tokens/s", (24800.0, 15300.0, 9100.0)),),
                value_axis_title="Tokens/s",
                category_axis_title="System",
            ),
        ),
        Slide(
            title="About Quartz",
            bullets=("Quartz employs 640 engineers across three design centres.",),
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
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="a column chart in a PDF export: the title names the benchmark and scenario, "
            "the slide title the round and division",
        )
        for system, value in (
            ("Quartz Q9", 24800.0),
            ("Quartz Q7", 15300.0),
            ("Quartz Q5", 9100.0),
        )
    ),
    non_claims=(NonClaim(page=2, match="640 engineers", why="headcount"),),
)

SLATE = DeckSpec(
    name="t21_slate_pdf_bar_chart",
    kind="pdf",
    vendor="Slate Accelerators",
    workload="unstated",
    slides=(
        Slide(
            title="Slate S3 results",
            heading="MLPerf Inference v6.0 · Closed division",
            chart=Chart(
                title="Mixtral 8x7B tokens/s",
                kind="bar",
                categories=("Slate S3", "Slate S2"),
                series=(("Server", (41200.0, 22600.0)), ("Offline", (47900.0, 26100.0))),
                value_axis_title="Tokens/s",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            division="closed",
            scenario=scenario,
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="a horizontal bar chart in a PDF export: each point's series names its scenario; "
            "the systems are compared within each scenario, but Server and Offline bars sit side "
            "by side, so CROSS-SCENARIO is defensible either way",
        )
        for system, scenario, value in (
            ("Slate S3", "server", 41200.0),
            ("Slate S2", "server", 22600.0),
            ("Slate S3", "offline", 47900.0),
            ("Slate S2", "offline", 26100.0),
        )
    ),
)

PUMICE = DeckSpec(
    name="t22_pumice_pdf_line_chart",
    kind="pdf",
    vendor="Pumice Labs",
    workload="unstated",
    slides=(
        Slide(
            title="Pumice scales out on MLPerf Inference v5.0",
            chart=Chart(
                title="Stable Diffusion XL Offline samples/s",
                kind="line",
                categories=("Pumice P1", "Pumice P2", "Pumice P4"),
                series=(("Samples/s", (3.4, 6.7, 13.1)),),
                number_format="0.0",
                category_axis_title="Nodes in the cluster",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="samples/s",
            benchmark="stable-diffusion-xl",
            round="v5.0",
            division="unstated",
            scenario="offline",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            why="a line chart in a PDF export: no source names the division",
        )
        for system, value in (("Pumice P1", 3.4), ("Pumice P2", 6.7), ("Pumice P4", 13.1))
    ),
)

ONYX = DeckSpec(
    name="t23_onyx_pdf_wrapped_chart_title",
    kind="pdf",
    vendor="Onyx Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Onyx O5 launch results",
            chart=Chart(
                title="Onyx O5 against the previous Onyx O3 generation: Llama 3.1 8B in the "
                "Server scenario, tokens per second",
                categories=("Onyx O5", "Onyx O3"),
                series=(("Throughput", (58300.0, 29900.0)),),
            ),
            footnote="All results: MLPerf Inference v5.1, Closed division, measured by Onyx Labs.",
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
            absent=F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="the chart title wraps onto two lines in the PDF export (benchmark, scenario and "
            "unit), the footnote under the chart covers the slide (round, division)",
        )
        for system, value in (("Onyx O5", 58300.0), ("Onyx O3", 29900.0))
    ),
)

TUFF = DeckSpec(
    name="t24_tuff_pdf_rotated_axis_title",
    kind="pdf",
    vendor="Tuff Devices",
    workload="unstated",
    slides=(
        Slide(
            title="Tuff T2 image generation",
            chart=Chart(
                title="Stable Diffusion XL on Tuff T2",
                categories=("Tuff T2", "Tuff T1"),
                series=(("Throughput", (12.6, 5.9)),),
                number_format="0.0",
                value_axis_title="MLPerf v5.0 Offline samples/s",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=1,
            match=system,
            values=(value,),
            unit="samples/s",
            benchmark="stable-diffusion-xl",
            round="v5.0",
            division="unstated",
            scenario="offline",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            why="round, scenario and unit are named only by the value axis title, which the PDF "
            "export draws rotated, one letter per fragment and wrapped onto two columns",
        )
        for system, value in (("Tuff T2", 12.6), ("Tuff T1", 5.9))
    ),
)

CHART_DECKS: tuple[DeckSpec, ...] = (QUARTZ, SLATE, PUMICE, ONYX, TUFF)
