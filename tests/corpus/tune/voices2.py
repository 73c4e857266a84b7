"""Tune decks in fresh vendor voices, written blind to the rules (helper h15w, second batch).

Same brief as `voices.py`: issue 15's classes of failure, the corpus README's conventions,
DESIGN.md's flag catalogue and MLCommons' published results; fictional vendors.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table
from tests.corpus.tune.voices import MISSING_CONTEXT, NON_MLPERF_NEIGHBOUR, SAME_SYSTEM_ID

F = frozenset

SAME_SYSTEM_SCENARIOS = "one system's results in two scenarios listed together: disclosure"

# --- 7. Edge in other words (kiosks in stores), table header names round and division -------------

YARROWSTONE_EDGE = DeckSpec(
    name="w07_yarrowstone_kiosk_edge",
    kind="pptx",
    vendor="Yarrowstone Vision",
    workload="edge",
    slides=(
        Slide(
            title="Yarrowstone Vision: shelf checks at the kiosk",
            bullets=(
                "Each of Pennick Grocers' 600 self-checkout kiosks carries its own detector box; "
                "the camera video never leaves the store.",
                "Pennick's separate chatbot project needs replies within a second; that project "
                "is not part of this proposal.",
            ),
        ),
        Slide(
            title="Detector latency, one frame at a time",
            table=Table(
                header=(
                    "Edge system (result)",
                    "Accelerators",
                    "MLPerf Inference v4.1, Closed division: RetinaNet SingleStream latency",
                ),
                rows=(
                    ("ThinkEdge SE455 V3 (v4.1-0041)", "2x L40S", "1.81 ms"),
                    ("ThinkEdge SE360 V2 (v4.1-0042)", "2x L4", "3.81 ms"),
                    ("PowerEdge XR8620t (v4.1-0023)", "1x L4", "4.83 ms"),
                ),
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1 · Closed division · Edge suite",
            bullets=(
                "Eight camera streams at once: the ThinkEdge SE455 V3 answers within 10.39 ms in "
                "the MultiStream scenario (result v4.1-0041).",
                "The same box classifies a single product image in 0.33 ms.",
                "In the Offline scenario the SE455 V3 detects objects in 1,629.1 images per "
                "second.",
            ),
        ),
        Slide(
            title="Rollout",
            bullets=(
                "150 stores per quarter, starting in April 2026",
                "Each box draws under 300 W at the wall",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="ThinkEdge SE455 V3 (v4.1-0041)",
            values=(1.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            why="table header names round, division and scenario; three systems with 2, 2 "
            "and 1 accelerators compared row by row; SingleStream fits kiosks in stores",
        ),
        ExpectedClaim(
            page=2,
            match="ThinkEdge SE360 V2 (v4.1-0042)",
            values=(3.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="second row of the same chip-count comparison",
        ),
        ExpectedClaim(
            page=2,
            match="PowerEdge XR8620t (v4.1-0023)",
            values=(4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="the one-accelerator row of the comparison",
        ),
        ExpectedClaim(
            page=3,
            match="answers within 10.39 ms in the MultiStream scenario",
            values=(10.39,),
            unit="ms",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="multi_stream",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="heading text box (no title) gives round and division; MultiStream fits edge; "
            + SAME_SYSTEM_SCENARIOS,
        ),
        ExpectedClaim(
            page=3,
            match="classifies a single product image in 0.33 ms",
            values=(0.33,),
            unit="ms",
            round="v4.1",
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="follow-on on 'the same box' names no scenario; the sibling lends none; "
            + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=3,
            match="detects objects in 1,629.1 images per",
            values=(1629.1,),
            round="v4.1",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="Offline fits an edge deployment; " + SAME_SYSTEM_ID,
        ),
    ),
    non_claims=(
        NonClaim(1, "600 self-checkout kiosks", "customer's estate"),
        NonClaim(1, "within a second", "another project's target, not this deck's workload"),
        NonClaim(4, "150 stores per quarter", "rollout plan"),
        NonClaim(4, "300 W", "power rating"),
    ),
)

# --- 8. Investor day, PDF export: rank claims, revenue, roadmap, "results we posted in" ------------

COBALT_HERON_INVESTOR = DeckSpec(
    name="w08_cobalt_heron_investor_day",
    kind="pdf",
    vendor="Cobalt Heron Semiconductor",
    workload="unstated",
    slides=(
        Slide(title="Cobalt Heron Investor Day 2026", subtitle="New York, 14 May 2026"),
        Slide(
            title="Financial highlights",
            bullets=(
                "Fiscal 2025 revenue: $1.84 billion, up 63% year on year",
                "Gross margin: 58.2%",
                "Accelerator shipments: 212,000 units",
            ),
        ),
        Slide(
            title="Benchmark leadership",
            heading="MLPerf Inference v6.0",
            bullets=(
                "Cobalt Heron is the undisputed leader in AI inference.",
                "Our HX-72 rack posted record results across the round.",
                "Per accelerator, HX-72 is 1.9× faster than the HX-8 results we posted in v5.1.",
                "Across 256 accelerators we project more than 2,500,000 tokens per second.",
            ),
        ),
        Slide(
            title="Roadmap",
            bullets=(
                "HX-9 samples in the second half of 2027",
                "Twice the memory per accelerator: 432 GB",
                "Second fab line doubles capacity by 2028",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="is the undisputed leader in AI inference",
            round="v6.0",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            why="industry-wide rank in investor voice standing in for benchmark, scenario and "
            "division; the heading gives only the round",
        ),
        ExpectedClaim(
            page=3,
            match="posted record results across the round",
            round="v6.0",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            why="'record results' with nothing named but the round",
        ),
        ExpectedClaim(
            page=3,
            match="HX-72 is 1.9× faster than the HX-8 results we posted in v5.1",
            values=(1.9,),
            round=None,
            flags=F(
                {
                    "CROSS-ROUND",
                    "DERIVED-METRIC",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            tolerated=F({"CHIP-COUNT"}),
            why="a per-accelerator speed-up of a v6.0 result over one 'we posted in v5.1'; "
            "72 against 8 accelerators is normalised away, so CHIP-COUNT is defensible either way",
        ),
        ExpectedClaim(
            page=3,
            match="we project more than 2,500,000 tokens per second",
            values=(2500000.0,),
            unit="tokens/s",
            round=None,
            flags=F({"DERIVED-METRIC"}),
            tolerated=MISSING_CONTEXT | F({"UNVERIFIED"}),
            why="an extrapolation to 256 accelerators set among MLPerf claims; a projection is "
            "no MLPerf result, so the missing-context codes are defensible either way",
        ),
    ),
    non_claims=(
        NonClaim(2, "$1.84 billion", "revenue"),
        NonClaim(2, "58.2%", "gross margin, not an accuracy"),
        NonClaim(2, "212,000 units", "shipments"),
        NonClaim(4, "432 GB", "roadmap memory size"),
        NonClaim(4, "by 2028", "roadmap year"),
    ),
)

# --- 9. Disclosure slide at the end labels every result; correct use of the accuracy gate ---------

PELLUCID_DISCLOSURE = DeckSpec(
    name="w09_pellucid_disclosure_slide",
    kind="pptx",
    vendor="Pellucid Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Pellucid Cloud: hosted Llama endpoints",
            bullets=(
                "A hosted API for your product teams: every request is answered while the user "
                "waits.",
                "99.95% monthly availability commitment",
            ),
        ),
        Slide(
            title="Throughput per node",
            bullets=(
                "Llama 2 70B on one SYS-822GS-NBRT node: 99,301.5 tokens per second.",
                "That is 12,413 tokens per second for each of its eight GPUs.",
                "Meets the 99.9% accuracy target for Llama 2 70B, the benchmark's pass/fail bar.",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "$0.35 per million output tokens, billed per second",
                "Volume discounts above 10 billion tokens a month",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All results in this presentation: MLPerf Inference v6.0, Closed division, Server "
                "scenario, result 6.0-0099, retrieved from mlcommons.org on 2 April 2026.",
                "MLPerf is a trademark of MLCommons Association. Pellucid Cloud rents the "
                "submitted system configuration; it did not submit the result.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="99,301.5 tokens per second",
            values=(99301.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="the disclosure slide covers every result: round, division, scenario and ID",
        ),
        ExpectedClaim(
            page=2,
            match="12,413 tokens per second for each of its eight GPUs",
            values=(12413.0,),
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=MISSING_CONTEXT,
            why="a per-GPU figure divided out of the system result; labels from the disclosure",
        ),
        ExpectedClaim(
            page=2,
            match="Meets the 99.9% accuracy target for Llama 2 70B",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET"}) | MISSING_CONTEXT,
            why="the accuracy target named as the benchmark's pass/fail gate: operational",
        ),
    ),
    non_claims=(
        NonClaim(1, "99.95% monthly availability", "availability commitment"),
        NonClaim(3, "$0.35 per million output tokens", "the vendor's price, not derived"),
        NonClaim(3, "10 billion tokens a month", "discount threshold"),
        NonClaim(4, "2 April 2026", "retrieval date"),
    ),
)

# --- 10. Chart-heavy PDF export: clean chart, cross-scenario chart, Open result in a chart ----------

STRATHMERE_CHARTS = DeckSpec(
    name="w10_strathmere_chart_heavy_export",
    kind="pdf",
    vendor="Strathmere Compute",
    workload="batch",
    slides=(
        Slide(
            title="Strathmere Compute: catalogue backfill at scale",
            subtitle="Solution brief for Ondine Retail, April 2026",
        ),
        Slide(
            title="The workload",
            bullets=(
                "Ondine re-tags its 80 million product listings every night, and a full backfill "
                "of ten years of listings runs each quarter.",
            ),
        ),
        Slide(
            title="Offline throughput, Llama 2 70B",
            chart=Chart(
                title="MLPerf Inference v6.0 Closed, Offline tokens/s",
                categories=("DGX B300", "Supermicro B200", "Oracle MI355X"),
                series=(("Llama 2 70B", (112954.0, 101595.0, 99874.3)),),
                number_format="#,##0",
                value_axis_title="tokens/s",
                width_in=11.0,
            ),
            footnote="Results 6.0-0073, 6.0-0099 and 6.0-0086, left to right.",
        ),
        Slide(
            title="Strathmere S-8 against the field",
            chart=Chart(
                title="Llama 2 70B tokens/s, MLPerf Inference v5.1 Closed",
                categories=("S-8, Offline", "XE9680 H200, Server"),
                series=(("tokens/s", (101253.0, 33244.3)),),
                number_format="#,##0",
                width_in=11.0,
            ),
            footnote="S-8: result 5.1-0024. XE9680 H200: result 5.1-0026.",
        ),
        Slide(
            title="Beyond the Closed division",
            chart=Chart(
                title="Llama 2 70B Offline tokens/s, MLPerf Inference v5.1",
                categories=("MI355X, Open", "B200, Closed"),
                series=(("Offline tokens/s", (93045.8, 101253.0)),),
                number_format="#,##0",
                width_in=11.0,
            ),
            footnote="MI355X: QuantaGrid D74A-7U, result 5.1-0098. B200: XE9680L, result 5.1-0024.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="DGX B300",
            values=(112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "DIVISION-MISSING"})
            | F({"SCENARIO-MISMATCH", "CHIP-COUNT", "CROSS-SCENARIO"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="chart title names round, division and scenario; three 8-GPU systems; Offline "
            "fits a nightly backfill; the footnote's IDs are bound by position only, so "
            "RESULT-ID-MISSING is defensible either way",
        ),
        ExpectedClaim(
            page=3,
            match="Supermicro B200",
            values=(101595.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="same chart context",
        ),
        ExpectedClaim(
            page=3,
            match="Oracle MI355X",
            values=(99874.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="same chart context",
        ),
        ExpectedClaim(
            page=4,
            match="S-8, Offline",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an Offline bar beside a competitor's Server bar; scenario from the category",
        ),
        ExpectedClaim(
            page=4,
            match="XE9680 H200, Server",
            values=(33244.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-SCENARIO"}),
            tolerated=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why="the Server side of the cross-scenario chart (Server for a batch job is not "
            "misleading but not what the job runs either)",
        ),
        ExpectedClaim(
            page=5,
            match="MI355X, Open",
            values=(93045.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an Open-division bar charted beside a Closed one",
        ),
        ExpectedClaim(
            page=5,
            match="B200, Closed",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the Closed bar of the same Open-against-Closed chart",
        ),
    ),
    non_claims=(
        NonClaim(1, "April 2026", "date"),
        NonClaim(2, "80 million product listings", "the customer's catalogue"),
    ),
)

# --- 11. Own-lab numbers, a round that never existed, a correctly marked unverified figure ---------

WRENFIELD_UNVERIFIED = DeckSpec(
    name="w11_wrenfield_lab_numbers",
    kind="pptx",
    vendor="Wrenfield Silicon",
    workload="interactive",
    slides=(
        Slide(
            title="Wrenfield W2 accelerator: early results",
            bullets=(
                "Proposed for Brookvale Academy's tutoring assistant, which students question "
                "live during lessons.",
                "Brookvale runs 14 campuses and 9,000 student devices",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.5: W2 preview",
            bullets=(
                "W2 card: 4,850 tokens per second on Llama 2 70B, Server scenario, Closed division.",
            ),
        ),
        Slide(
            title="Our own measurements",
            heading="Llama 2 70B · Server scenario · Closed division",
            bullets=(
                "In Wrenfield's lab the W2 sustained 5,120 tokens per second under MLPerf "
                "Inference v5.1 rules.",
                "Unverified: the W2 reached 5,610 tokens per second in the Offline scenario of "
                "MLPerf Inference v5.1, Closed division. Result not verified by MLCommons "
                "Association.",
            ),
        ),
        Slide(
            title="Price",
            bullets=("W2 card: $14,900", "Orders open in March 2026"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="W2 card: 4,850 tokens per second on Llama 2 70B",
            values=(4850.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=F({"ROUND-UNKNOWN"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"UNVERIFIED", "RESULT-ID-MISSING"}),
            why="MLPerf Inference v5.5 never existed; a result of it cannot be verified",
        ),
        ExpectedClaim(
            page=3,
            match="the W2 sustained 5,120 tokens per second",
            values=(5120.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the vendor's own lab figure presented under MLPerf rules without the word "
            "unverified or the required statement",
        ),
        ExpectedClaim(
            page=3,
            match="the W2 reached 5,610 tokens per second in the Offline scenario",
            values=(5610.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"UNVERIFIED", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="correctly marked unverified; the claim's own Offline beats the heading's "
            "Server, and Offline does not fit a live tutoring assistant",
        ),
    ),
    non_claims=(
        NonClaim(1, "14 campuses", "customer size"),
        NonClaim(1, "9,000 student devices", "customer size"),
        NonClaim(4, "$14,900", "price"),
    ),
)

# --- 12. Cloud unit economics, PDF export: perf/$, perf/W from rated power, cost per answer -------

SALTMARSH_COSTS = DeckSpec(
    name="w12_saltmarsh_unit_economics_export",
    kind="pdf",
    vendor="Saltmarsh Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Saltmarsh Cloud: what an answer costs",
            bullets=(
                "Your support widget answers shoppers live on your storefront, around the clock.",
            ),
        ),
        Slide(
            title="Unit economics",
            heading="MLPerf Inference v5.1 · Closed division · Server scenario · result 5.1-0014",
            bullets=(
                "33,163.3 tokens per second on Llama 2 70B from one eight-GPU H200 node.",
                "At our list price that works out to $0.21 per million tokens.",
                "Taking the GPUs' rated 700 W each, the node delivers 5.9 tokens per joule.",
                "About $0.06 per thousand correct answers, judged against the benchmark's "
                "reference outputs.",
            ),
            footnote="Prices: Saltmarsh list price of $25.20 per node-hour, March 2026. Answers "
            "assumed at 300 tokens each.",
        ),
        Slide(
            title="Plans",
            bullets=(
                "Starter: $2,000 per month, including 10 billion tokens",
                "Enterprise plans from $18,000 per month",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="33,163.3 tokens per second on Llama 2 70B",
            values=(33163.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            why="the heading text box carries all four labels; Server fits a live widget",
        ),
        ExpectedClaim(
            page=2,
            match="$0.21 per million tokens",
            values=(0.21,),
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"COST-PER-ANSWER"}),
            why="perf per dollar derived from the result; per token, not per correct answer",
        ),
        ExpectedClaim(
            page=2,
            match="the node delivers 5.9 tokens per joule",
            values=(5.9,),
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            why="perf per watt from rated power, not measured by MLPerf Power",
        ),
        ExpectedClaim(
            page=2,
            match="$0.06 per thousand correct answers",
            values=(0.06,),
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="cost per correct answer, per thousand, drawn from an MLPerf result",
        ),
    ),
    non_claims=(
        NonClaim(3, "$2,000 per month", "price"),
        NonClaim(3, "$18,000 per month", "price"),
    ),
)

# --- 13. Keynote: heading boxes without titles, deck-level subtitle, the reference model deployed --

MORROW_PEAK_KEYNOTE = DeckSpec(
    name="w13_morrow_peak_reasoning_keynote",
    kind="pptx",
    vendor="Morrow Peak",
    workload="interactive",
    slides=(
        Slide(
            title="Morrow Peak: reasoning at rack scale",
            subtitle="Keynote, Morrow Peak Developer Day 2026\n"
            "Every result quoted: MLPerf Inference v6.0, Closed division",
        ),
        Slide(
            heading="What you will run",
            bullets=(
                "Your analysts' research assistant runs DeepSeek-R1, and each analyst waits on "
                "its answer.",
            ),
        ),
        Slide(
            heading="DeepSeek-R1 on one GB300 NVL72 rack",
            bullets=(
                "In the Interactive scenario the rack delivered 250,634 tokens per second "
                "(result 6.0-0078).",
                "The same rack reached 400,437 tokens per second in the Server scenario.",
                "The same system also managed 647,076 tokens per second.",
            ),
        ),
        Slide(
            title="Availability",
            bullets=(
                "Racks available from June 2026",
                "Reserved capacity from $1.1 million per year",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the rack delivered 250,634 tokens per second",
            values=(250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="interactive",
            absent=MISSING_CONTEXT | F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the deck deploys the reference model; Interactive fits; round and division "
            "from the title slide's subtitle",
        ),
        ExpectedClaim(
            page=3,
            match="reached 400,437 tokens per second in the Server scenario",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why=SAME_SYSTEM_SCENARIOS + "; " + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=3,
            match="The same system also managed 647,076 tokens per second",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            absent=F({"MODEL-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="a follow-on naming no scenario: its siblings lend it none (it is in fact the "
            "Offline figure)",
        ),
    ),
    non_claims=(
        NonClaim(4, "June 2026", "availability date"),
        NonClaim(4, "$1.1 million per year", "price"),
    ),
)

# --- 14. Table-heavy RFP answer, PDF export: chip counts row by row, rounds row by row, prices ----

ILEX_RFP_TABLES = DeckSpec(
    name="w14_ilex_rfp_tables_export",
    kind="pdf",
    vendor="Ilex Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Ilex Systems: RFP 2026-114, section 4",
            bullets=(
                "Section 4 answers the buyer's question on measured throughput.",
                "Responses due 30 June 2026",
            ),
        ),
        Slide(
            title="Table 4.1: Llama 2 70B throughput",
            table=Table(
                header=("System", "Accelerators", "MLPerf Inference v5.1 Closed, Server tokens/s"),
                rows=(
                    ("UCS C885A M8, 5.1-0014", "8", "33,163.3"),
                    ("UCS C885A M8, 5.1-0013", "16", "66,439.0"),
                    ("HGX H100 cluster, 5.1-0016", "32", "122,274"),
                ),
            ),
        ),
        Slide(
            title="Table 4.2: generation over generation",
            table=Table(
                header=("System", "Round", "Division", "Llama 2 70B Offline tokens/s"),
                rows=(
                    ("DGX H100, v4.1-0043", "v4.1", "Closed", "24,524.9"),
                    ("XE9680 H200, 5.1-0026", "v5.1", "Closed", "35,316.7"),
                    ("B200 node, 6.0-0099", "v6.0", "Closed", "101,595"),
                ),
            ),
        ),
        Slide(
            title="Table 4.3: commercial",
            table=Table(
                header=("Item", "Price"),
                rows=(("Node, 8x B200", "$395,000"), ("Support, per year", "$41,000")),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="UCS C885A M8, 5.1-0014",
            values=(33163.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="8, 16 and 32 accelerators tabulated against each other; labels from the header",
        ),
        ExpectedClaim(
            page=2,
            match="UCS C885A M8, 5.1-0013",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            why="second row of the chip-count comparison",
        ),
        ExpectedClaim(
            page=2,
            match="HGX H100 cluster, 5.1-0016",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            why="third row of the chip-count comparison",
        ),
        ExpectedClaim(
            page=3,
            match="DGX H100, v4.1-0043",
            values=(24524.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="three rounds tabulated together; every system has 8 GPUs; no workload stated",
        ),
        ExpectedClaim(
            page=3,
            match="XE9680 H200, 5.1-0026",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT"}),
            why="second row of the cross-round table",
        ),
        ExpectedClaim(
            page=3,
            match="B200 node, 6.0-0099",
            values=(101595.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT"}),
            why="third row of the cross-round table",
        ),
    ),
    non_claims=(
        NonClaim(1, "30 June 2026", "deadline"),
        NonClaim(4, "$395,000", "price in a table row"),
        NonClaim(4, "$41,000", "price in a table row"),
    ),
)

# --- 15. Batch in other words (month-end run); the gate read as a grade; a non-MLPerf model -------

DRUMLIN_MONTH_END = DeckSpec(
    name="w15_drumlin_month_end",
    kind="pptx",
    vendor="Drumlin AI",
    workload="batch",
    slides=(
        Slide(
            title="Drumlin AI for Harrowgate Building Society",
            bullets=(
                "At month end, Drumlin reads every statement of the period in one run and hands "
                "the reconciliations to finance by morning.",
                "The society's own deadline: all 2.3 million statements processed within 36 hours "
                "of close.",
            ),
        ),
        Slide(
            title="Measured on MLPerf",
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario",
            bullets=(
                "Mixtral 8x7B on eight MI325X GPUs: 68,781.4 tokens per second (result 5.1-0002).",
                "Passing the 99% accuracy target means 99 of every 100 answers Drumlin gives will "
                "be right.",
                "On Mistral Large 2, which Drumlin also offers, our engineers measured 9,400 "
                "tokens per second.",
            ),
        ),
        Slide(
            title="Why the Offline figure fits",
            bullets=(
                "Chat assistants must answer in under a second; a month-end run need not, which "
                "is why this proposal quotes the Offline figure.",
            ),
        ),
        Slide(
            title="Fees",
            bullets=("Annual licence: £240,000", "Implementation: 12 weeks"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B on eight MI325X GPUs: 68,781.4 tokens per second",
            values=(68781.4,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX", "MODEL-MISMATCH"}),
            why="Offline fits a month-end batch run; the deck also offers Mistral Large 2, so "
            "MODEL-MISMATCH is defensible either way; " + NON_MLPERF_NEIGHBOUR,
        ),
        ExpectedClaim(
            page=2,
            match="Passing the 99% accuracy target means 99 of every 100 answers",
            values=(99.0,),
            unit="%",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            tolerated=F(
                {"QUALITY-BUCKET", "RESULT-ID-MISSING", "NON-MLPERF-MIX", "MODEL-MISMATCH"}
            ),
            why="the pass/fail gate read as a share of right answers",
        ),
        ExpectedClaim(
            page=2,
            match="our engineers measured 9,400 tokens per second",
            values=(9400.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT | F({"UNVERIFIED"}),
            why="Mistral Large 2 is no MLPerf benchmark, set among MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(1, "2.3 million statements", "the customer's volume"),
        NonClaim(1, "36 hours", "the customer's own deadline"),
        NonClaim(3, "under a second", "other workloads' need, not a result"),
        NonClaim(4, "£240,000", "price"),
    ),
)

# --- 16. Analyst note, PDF export: two vendors, two scenarios; a benchmark not in the round -------

KITTIWAKE_NOTE = DeckSpec(
    name="w16_kittiwake_research_note_export",
    kind="pdf",
    vendor="Kittiwake Advisory",
    workload="interactive",
    slides=(
        Slide(
            title="Kittiwake Advisory: LLM serving platforms, Q2 2026",
            subtitle="Research note for subscribers",
        ),
        Slide(
            title="Scope",
            bullets=(
                "The client's use: a customer-service chat that answers account holders as they "
                "type.",
            ),
        ),
        Slide(
            title="Head to head on Llama 2 70B",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Dell's XE9680L with eight B200 GPUs posted 101,253 tokens per second in the "
                "Offline scenario (result 5.1-0024). ASUS's ESC N8 with eight H200 GPUs answered "
                "at 34,193.8 tokens per second in the Server scenario (result 5.1-0007).",
                "That makes the B200 system 2.96 times faster.",
            ),
        ),
        Slide(
            title="Other models the vendors quote",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "GPT-OSS-120B on the XE9680L: 52,000 tokens per second.",
                "Gemma 3 27B on the same server: 61,500 tokens per second, from the vendor's own "
                "testing.",
                "Llama 3.1 8B on the same server: 128,787 tokens per second in the Server "
                "scenario (result 5.1-0024).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="posted 101,253 tokens per second in the Offline scenario",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="an Offline figure set head to head with a Server one, for a live chat",
        ),
        ExpectedClaim(
            page=3,
            match="answered at 34,193.8 tokens per second in the Server scenario",
            values=(34193.8,),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="the second vendor's sentence in the same paragraph is its own claim",
        ),
        ExpectedClaim(
            page=3,
            match="That makes the B200 system 2.96 times faster",
            values=(2.96,),
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=F({"CROSS-SCENARIO", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the sentence that states the comparison; it names no scenario of its own",
        ),
        ExpectedClaim(
            page=4,
            match="GPT-OSS-120B on the XE9680L: 52,000 tokens per second",
            values=(52000.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            division=None,
            scenario=None,
            flags=F({"ROUND-UNKNOWN"}),
            tolerated=F({"NON-MLPERF-MIX", "SCENARIO-MISSING", "RESULT-ID-MISSING", "UNVERIFIED"}),
            why="GPT-OSS-120B is a benchmark from v6.0, not of the cited v5.1",
        ),
        ExpectedClaim(
            page=4,
            match="Gemma 3 27B on the same server: 61,500 tokens per second",
            values=(61500.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT | F({"UNVERIFIED"}),
            why="Gemma 3 27B is no MLPerf benchmark",
        ),
        ExpectedClaim(
            page=4,
            match="Llama 3.1 8B on the same server: 128,787 tokens per second",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why=NON_MLPERF_NEIGHBOUR,
        ),
    ),
)

# --- 17. Quality: the gate sold as clinical reliability, throughput sold as accuracy, correct use --

ASHGROVE_QUALITY = DeckSpec(
    name="w17_ashgrove_clinical_quality",
    kind="pptx",
    vendor="Ashgrove Health AI",
    workload="interactive",
    slides=(
        Slide(
            title="Ashgrove Clinical Assistant",
            bullets=(
                "Ward clinicians ask the assistant questions at the bedside and read the reply on "
                "a tablet.",
                "Deployed in 11 hospital trusts",
            ),
        ),
        Slide(
            title="Quality you can measure",
            heading="MLPerf Inference v5.1 · Closed division · Server scenario · result 5.1-0026",
            bullets=(
                "Cleared MLPerf's 99.9% accuracy bar on Llama 2 70B: clinically reliable answers, "
                "every time.",
                "33,244.3 tokens per second on Llama 2 70B, so clinicians get the most accurate "
                "answers on the market.",
            ),
        ),
        Slide(
            title="What the benchmark does and does not tell you",
            bullets=(
                "The same system met the 99.9% accuracy target that the benchmark requires of "
                "every result^{1}; on its own that says nothing about answer quality on your "
                "cases.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Llama 2 70B, Server scenario, "
                "result 5.1-0026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Cleared MLPerf's 99.9% accuracy bar on Llama 2 70B",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            tolerated=F({"QUALITY-BUCKET"}),
            absent=MISSING_CONTEXT,
            why="the gate sold as clinical reliability; every label from the heading box",
        ),
        ExpectedClaim(
            page=2,
            match="33,244.3 tokens per second on Llama 2 70B",
            values=(33244.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"SCENARIO-MISMATCH"}) | MISSING_CONTEXT,
            tolerated=F({"RANK-CLAIM"}),
            why="throughput sold as the most accurate answers; the superlative comes with all "
            "three labels",
        ),
        ExpectedClaim(
            page=3,
            match="met the 99.9% accuracy target that the benchmark requires of every result",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET"}) | MISSING_CONTEXT,
            why="the gate described as a gate, with the caveat: operational; labels from "
            "footnote 1",
        ),
    ),
    non_claims=(NonClaim(1, "11 hospital trusts", "customer count"),),
)

# --- 18. Own model distilled from the reference, PDF export: quality proof, per-GPU cross-round ---

LARKSPUR_BRIEFING = DeckSpec(
    name="w18_larkspur_crm_copilot_export",
    kind="pdf",
    vendor="Larkspur Data",
    workload="interactive",
    slides=(
        Slide(
            title="Larkspur Data: CRM copilot platform",
            subtitle="Technical briefing, May 2026",
        ),
        Slide(
            title="What runs",
            bullets=(
                "Sales reps query the Larkspur copilot inside the CRM while they are on a call.",
                "The copilot runs Lark-405, our own model distilled from Llama 3.1 405B.",
            ),
        ),
        Slide(
            title="Why Lark-405 gives the right answer",
            heading="MLPerf Inference v6.0 · Closed division",
            bullets=(
                "A GB300 NVL72 rack served Llama 3.1 405B at 18,627.6 tokens per second in the "
                "Server scenario (result 6.0-0078), evidence that Lark-405's answers are "
                "accurate.",
                "Per GPU, that rack is 1.7× faster than the eight-GPU B200 result we posted in "
                "the previous round.",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=("Per-seat licence: $38 per rep per month", "Minimum term: 12 months"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served Llama 3.1 405B at 18,627.6 tokens per second",
            values=(18627.6,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}) | MISSING_CONTEXT,
            why="a reference-model result offered as proof of the vendor's own model's accuracy",
        ),
        ExpectedClaim(
            page=3,
            match="that rack is 1.7× faster than the eight-GPU B200 result we posted",
            values=(1.7,),
            round=None,
            division="closed",
            scenario="unstated",
            flags=F({"CROSS-ROUND", "DERIVED-METRIC", "SCENARIO-MISSING"}),
            tolerated=F({"CHIP-COUNT", "MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            why="a per-GPU speed-up over a result 'we posted in the previous round'",
        ),
    ),
    non_claims=(
        NonClaim(1, "May 2026", "date"),
        NonClaim(4, "$38 per rep per month", "price"),
    ),
)

# --- 19. Edge in other words (units on wind turbines), PDF heading by position --------------------

KESTREL_TURBINES = DeckSpec(
    name="w19_kestrel_ridge_turbine_edge_export",
    kind="pdf",
    vendor="Kestrel Ridge Robotics",
    workload="edge",
    slides=(
        Slide(
            title="Kestrel Ridge: on-turbine inspection units",
            bullets=(
                "Inspection units mounted in 240 wind turbines check the blade cameras on site; "
                "there is no link back to a datacenter.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · YOLO11 object detection",
            bullets=(
                "One eight-L40S PowerEdge XE7745 box: 7.12 ms per frame in the SingleStream "
                "scenario (result 6.0-0029).",
                "Eight streams at once: 54.67 ms per query in the MultiStream scenario.",
                "Offline, the same box processes 153.5 frames per second.",
            ),
        ),
        Slide(
            title="Fleet",
            bullets=("240 turbines across 6 wind farms", "Units rated for -30 °C to 55 °C"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="7.12 ms per frame in the SingleStream scenario",
            values=(7.12,),
            unit="ms",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="the PDF heading by position gives round and division; SingleStream fits units "
            "in the field",
        ),
        ExpectedClaim(
            page=2,
            match="54.67 ms per query in the MultiStream scenario",
            values=(54.67,),
            unit="ms",
            round="v6.0",
            division="closed",
            scenario="multi_stream",
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why=SAME_SYSTEM_SCENARIOS + "; " + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=2,
            match="the same box processes 153.5 frames per second",
            values=(153.5,),
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="'Offline' opens the follow-on sentence; Offline fits edge",
        ),
    ),
    non_claims=(
        NonClaim(3, "240 turbines", "fleet size"),
        NonClaim(3, "55 °C", "operating range"),
    ),
)

VOICE_DECKS_2: tuple[DeckSpec, ...] = (
    YARROWSTONE_EDGE,
    COBALT_HERON_INVESTOR,
    PELLUCID_DISCLOSURE,
    STRATHMERE_CHARTS,
    WRENFIELD_UNVERIFIED,
    SALTMARSH_COSTS,
    MORROW_PEAK_KEYNOTE,
    ILEX_RFP_TABLES,
    DRUMLIN_MONTH_END,
    KITTIWAKE_NOTE,
    ASHGROVE_QUALITY,
    LARKSPUR_BRIEFING,
    KESTREL_TURBINES,
)
