"""Held-out decks in launch voices: press release, keynote, cloud launch, investor day, copilot."""

from __future__ import annotations

from tests.corpus.heldout._common import codes
from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

# A press release that never says what a customer will run: workload unstated. The title slide
# names the round for every result in the release.
CORVANE_PRESS_RELEASE = DeckSpec(
    name="ho_corvane_press_release",
    kind="pdf",
    vendor="Corvane Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Corvane CX-9 Debuts in MLPerf Inference v6.0",
            subtitle="News release\nSanta Clara, Calif. · 1 April 2026",
        ),
        Slide(
            title="CX-9 by the numbers",
            bullets=(
                "Corvane's CX-9 turned in the fastest Llama 2 70B Server-scenario throughput ever "
                "recorded for an air-cooled, eight-accelerator chassis.",
                "Running in the Closed division, the eight-accelerator CX-9 sustained 96,410 tokens "
                "per second on Llama 2 70B in the Offline scenario.",
                "That is 3.4 times what our six-accelerator CX-7 delivered in MLPerf Inference v4.1.",
                "“Our engineers squeezed every cycle out of this platform,” said Lina Ortega, "
                "Corvane's chief technology officer.",
            ),
        ),
        Slide(
            title="About Corvane",
            bullets=(
                "Founded in 2015, Corvane employs 1,150 people in 14 countries.",
                "CX-9 systems ship in the third quarter of 2026, priced from $289,000 per chassis.",
                "Media contact: press@corvane.example · +1 408 555 0142",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="fastest Llama 2 70B Server-scenario throughput ever recorded",
            benchmark="llama2-70b",
            round="v6.0",
            scenario="server",
            flags=codes("RANK-CLAIM DIVISION-MISSING RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING SCENARIO-MISSING"),
            why="A record claim naming benchmark and scenario but no division, so the rank words "
            "stand in for it. The round comes from the title slide, which covers the release.",
        ),
        ExpectedClaim(
            page=2,
            match="sustained 96,410 tokens per second on Llama 2 70B",
            values=(96410.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING DIVISION-MISSING SCENARIO-MISMATCH"),
            tolerated=codes("CROSS-ROUND CHIP-COUNT"),
            why="Workload unstated, so Offline is no mismatch. The next bullet compares this "
            "figure with a v4.1 six-accelerator result; attributing that to this figure too is "
            "defensible.",
        ),
        ExpectedClaim(
            page=2,
            match="3.4 times what our six-accelerator CX-7 delivered",
            values=(3.4,),
            flags=codes("CROSS-ROUND CHIP-COUNT DIVISION-MISSING SCENARIO-MISSING"),
            absent=codes("ROUND-MISSING"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Compares the v6.0 CX-9 (title slide) with a v4.1 six-accelerator result. The "
            "sibling bullet's Closed/Offline does not lend to this sentence.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="1 April 2026", why="release date"),
        NonClaim(page=3, match="employs 1,150 people", why="headcount"),
        NonClaim(page=3, match="$289,000 per chassis", why="price"),
        NonClaim(page=3, match="+1 408 555 0142", why="phone number"),
    ),
    deck_flags_absent=codes("INJECTION HIDDEN-TEXT"),
)

# Keynote: the copilot slide sets an interactive workload; the chart's heading text box says
# v6.0 Closed, but the competitor point is bound by its own footnote to a v5.1 result.
TESSARY_KEYNOTE = DeckSpec(
    name="ho_tessary_keynote",
    kind="pptx",
    vendor="Tessary Semiconductor",
    workload="interactive",
    slides=(
        Slide(
            title="Inference Without Compromise",
            subtitle="Tessary keynote · Computex Taipei · 3 June 2026",
        ),
        Slide(
            title="The copilot era runs on Tessary",
            bullets=(
                "Every developer will soon have a coding copilot answering inside the editor, and "
                "each answer has to start streaming well before they lose their train of thought.",
                "TX-3 racks are built for exactly that kind of always-on conversational traffic.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division",
            chart=Chart(
                title="Llama 2 70B, Interactive scenario",
                categories=("Tessary TX-3 (16 accelerators)¹", "NVIDIA DGX B200 (8 accelerators)²"),
                series=(("Tokens/s", (118200.0, 59545.4)),),
                number_format="#,##0.0",
                value_axis_title="tokens per second",
                left_in=1.5,
                width_in=10.0,
                height_in=3.8,
            ),
            footnotes=(
                "¹ Tessary TX-3 rack, 16 accelerators, Llama 2 70B Interactive, MLPerf Inference "
                "v6.0 Closed division, submitted February 2026.",
                "² NVIDIA DGX B200 (8x B200-SXM-180GB, TensorRT), Llama 2 70B Interactive, MLPerf "
                "Inference v5.1 Closed division, result 5.1-0069, retrieved from mlcommons.org on "
                "12 September 2025.",
            ),
        ),
        Slide(
            title="Efficiency that pays for itself",
            bullets=(
                "TX-3 returns 14.8 tokens per second for every watt on Llama 2 70B^{†}",
                "Roadmap: TX-4 samples in 2027, with TX-5 following in 2028.",
            ),
            footnotes=(
                "^{†} Offline throughput from our MLPerf Inference v6.0 Closed submission divided "
                "by the 700 W rated power of each accelerator; not measured under MLPerf Power.",
            ),
            notes="Pause here. Invite the Lumina customer on stage after the roadmap.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Tessary TX-3 (16 accelerators)",
            values=(118200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=codes("CROSS-ROUND CHIP-COUNT RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISMATCH SCENARIO-MISSING DIVISION-MISSING"),
            why="Scenario from the chart title, round and division from footnote 1 and the "
            "heading. Plotted beside an 8-accelerator v5.1 result.",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200 (8 accelerators)",
            values=(59545.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            flags=codes("CROSS-ROUND CHIP-COUNT"),
            absent=codes("RESULT-ID-MISSING SCENARIO-MISMATCH"),
            why="Footnote 2, bound by its marker, names v5.1 and the result ID; it outranks the "
            "heading's v6.0.",
        ),
        ExpectedClaim(
            page=4,
            match="14.8 tokens per second for every watt",
            values=(14.8,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("DERIVED-METRIC SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Perf/W from rated power (basis stated in the dagger footnote), derived from an "
            "Offline result and sold to an interactive copilot audience.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="3 June 2026", why="event date"),
        NonClaim(page=4, match="TX-4 samples in 2027", why="roadmap year"),
    ),
    deck_flags_absent=codes("INJECTION HIDDEN-TEXT"),
)

# Cloud launch: a hosted chat endpoint (interactive). The heading text box on slide 2 gives the
# round, division and scenario for the table.
STRATOLINK_CLOUD_LAUNCH = DeckSpec(
    name="ho_stratolink_cloud_launch",
    kind="pptx",
    vendor="Stratolink Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Now generally available: Stratolink S9 instances",
            bullets=(
                "Stand up a private chat endpoint for your customers in minutes, billed by the "
                "second.",
                "S9 launches in Frankfurt, Oregon and Singapore on 14 October 2026.",
            ),
        ),
        Slide(
            title="Measured, not promised",
            heading="MLPerf Inference v5.1 · Closed division · Server scenario",
            table=Table(
                header=("Instance", "Llama 2 70B", "How we got it"),
                rows=(
                    ("S9.8xlarge, 8 accelerators", "44,100 tokens/s", "Full-instance result"),
                    ("S9, per accelerator", "5,512 tokens/s", "Full-instance result ÷ 8"),
                    (
                        "S9, tokens per dollar",
                        "6.87 million",
                        "One hour of the full-instance result at the on-demand rate",
                    ),
                ),
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "On-demand: $23.10 per instance-hour; one-year commitment: $15.40.",
                "Launch partners asked for p95 time to first token below 800 ms.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="S9.8xlarge, 8 accelerators",
            values=(44100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes(
                "SCENARIO-MISMATCH SCENARIO-MISSING DIVISION-MISSING ROUND-MISSING DERIVED-METRIC"
            ),
            why="The measured row; labels from the heading text box. The derived rows below it "
            "do not make this row derived.",
        ),
        ExpectedClaim(
            page=2,
            match="S9, per accelerator",
            values=(5512.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("DERIVED-METRIC"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Per-accelerator normalisation, basis stated in the row.",
        ),
        ExpectedClaim(
            page=2,
            match="S9, tokens per dollar",
            values=(6.87, 6870000.0),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("DERIVED-METRIC"),
            tolerated=codes("RESULT-ID-MISSING COST-PER-ANSWER"),
            why="Perf/$ is a derived metric; it is not cost per correct answer, but reading it "
            "as a cost figure is defensible.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="14 October 2026", why="launch date"),
        NonClaim(page=3, match="$23.10 per instance-hour", why="price"),
        NonClaim(page=3, match="p95 time to first token below 800 ms", why="customer target"),
    ),
)

# Investor day: no customer workload. Financial figures are distractors.
ORRERY_INVESTOR_DAY = DeckSpec(
    name="ho_orrery_investor_day",
    kind="pdf",
    vendor="Orrery Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Orrery Systems Investor Day 2026",
            subtitle="18 November 2026\nThis presentation contains forward-looking statements.",
        ),
        Slide(
            title="Financial highlights",
            bullets=(
                "FY2026 revenue of $2.41 billion, up 38% year over year.",
                "Gross margin expanded to 61.5%.",
                "Headcount reached 4,200 at fiscal year end.",
            ),
        ),
        Slide(
            title="Benchmark leadership",
            bullets=(
                "#1 in MLPerf — again.",
                "Orrery's O-Series took first place on Llama 3.1 405B in the Closed division "
                "Server scenario of MLPerf Inference v6.0.",
                "Across six benchmarks our geometric-mean speedup over the prior generation is "
                "2.7x.",
                "MLPerf Inference v5.5 saw O-Series post 41,000 tokens/s on Mixtral 8x7B.",
            ),
        ),
        Slide(
            title="Outlook",
            bullets=(
                "We expect to double data-centre capacity by 2028.",
                "The 2027 roadmap adds a liquid-cooled 72-accelerator rack.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="#1 in MLPerf",
            flags=codes(
                "RANK-CLAIM DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING RESULT-ID-MISSING"
            ),
            why="A bare rank claim: no benchmark, round, division or scenario anywhere.",
        ),
        ExpectedClaim(
            page=3,
            match="took first place on Llama 3.1 405B",
            benchmark="llama3.1-405b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING"),
            tolerated=codes("RANK-CLAIM"),
            why="The rank words come with benchmark, scenario and division.",
        ),
        ExpectedClaim(
            page=3,
            match="geometric-mean speedup over the prior generation",
            values=(2.7,),
            flags=codes("DERIVED-METRIC DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING"),
            tolerated=codes("CROSS-ROUND RESULT-ID-MISSING"),
            why="A geomean across benchmarks; the prior generation's results may come from an "
            "earlier round, which the slide does not say.",
        ),
        ExpectedClaim(
            page=3,
            match="41,000 tokens/s on Mixtral 8x7B",
            values=(41000.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            flags=codes("ROUND-UNKNOWN DIVISION-MISSING SCENARIO-MISSING"),
            absent=codes("ROUND-MISSING"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="There is no v5.5 round: the round is stated but does not exist.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="revenue of $2.41 billion, up 38%", why="revenue"),
        NonClaim(page=2, match="Gross margin expanded to 61.5%", why="margin"),
        NonClaim(page=2, match="Headcount reached 4,200", why="headcount"),
        NonClaim(page=4, match="double data-centre capacity by 2028", why="roadmap year"),
        NonClaim(page=4, match="72-accelerator rack", why="product roadmap"),
    ),
    deck_flags_absent=codes("INJECTION"),
)

# Copilot: the deck deploys its own fine-tune, so every MLPerf figure is directional only.
QUILL_COPILOT = DeckSpec(
    name="ho_quill_copilot",
    kind="pptx",
    vendor="Quill Labs",
    workload="interactive",
    slides=(
        Slide(
            title="Quill Assist: a copilot for every engineer",
            bullets=(
                "Quill Assist answers code questions inline in the IDE for 9,000 engineers at our "
                "launch customers.",
                "It runs on QuillCoder-34B, our own fine-tune, hosted in the Quill cloud.",
            ),
        ),
        Slide(
            title="Serving performance",
            bullets=(
                "In our own lab, the Quill serving stack reached 31,200 tokens/s on Llama 2 70B "
                "(MLPerf Inference v6.0, Closed, Server).",
                "Internal run, unverified: 33,900 tokens/s on Llama 2 70B, MLPerf Inference v6.0 "
                "Closed division, Server scenario. Result not verified by MLCommons Association.",
                "QuillCoder-34B itself streams 2,150 tokens/s per node in production.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="reached 31,200 tokens/s on Llama 2 70B",
            values=(31200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("UNVERIFIED MODEL-MISMATCH"),
            absent=codes("SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING NON-MLPERF-MIX"),
            why="Own-lab figure presented as an MLPerf result without the unverified wording; "
            "the deck deploys QuillCoder-34B, not Llama 2 70B.",
        ),
        ExpectedClaim(
            page=2,
            match="33,900 tokens/s on Llama 2 70B",
            values=(33900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("MODEL-MISMATCH"),
            absent=codes("UNVERIFIED SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING NON-MLPERF-MIX"),
            why="Carries both the word unverified and the required statement.",
        ),
        ExpectedClaim(
            page=2,
            match="QuillCoder-34B itself streams 2,150 tokens/s",
            values=(2150.0,),
            division=None,
            scenario=None,
            flags=codes("NON-MLPERF-MIX"),
            tolerated=codes(
                "DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING RESULT-ID-MISSING "
                "MODEL-MISMATCH UNVERIFIED DERIVED-METRIC"
            ),
            why="A non-MLPerf model's production figure shown among MLPerf results.",
        ),
    ),
    non_claims=(NonClaim(page=1, match="9,000 engineers", why="customer count"),),
)

LAUNCH_DECKS: tuple[DeckSpec, ...] = (
    CORVANE_PRESS_RELEASE,
    TESSARY_KEYNOTE,
    STRATOLINK_CLOUD_LAUNCH,
    ORRERY_INVESTOR_DAY,
    QUILL_COPILOT,
)
