"""Decks w201-w215, written blind to the rules by helper h15w13.
(Round six's fresh part, scored before and after that round's rules; moved to the tune part in round seven.)

Voices: a regional bank's IT steering memo, a hardware review site's episode slides, a
consultancy's benchmark digest, a telco's edge-AI offer, a chip startup's investor day, and
(in the second batch) a hospital group's tender reply, a reseller's newsletter, a cloud
marketplace listing, a government lab's procurement justification, an OEM's channel kit, a
trade magazine's buyer's guide, a datacentre REIT's tenant brochure, an ISV's "certified on"
page, a seed-round pitch and a standards-body liaison talk. The weight is on accelerator-count
comparisons and derived figures, and equally on the look-alikes that must not fire.
"""

from __future__ import annotations

from tests.corpus.schema import (
    Chart,
    DeckSpec,
    ExpectedClaim,
    NonClaim,
    Slide,
    Table,
)

_F = frozenset

# --- w201: a regional bank's IT steering memo (pptx) -------------------------------------------

W201 = DeckSpec(
    name="w201_bank_steering_memo",
    kind="pptx",
    vendor="Northfold Savings Bank",
    workload="interactive",
    slides=(
        Slide(
            title="IT Steering Committee memo 2026-14: inference platform shortlist",
            subtitle="Prepared by Infrastructure Architecture, Northfold Savings Bank\n"
            "For decision at the 12 March meeting",
        ),
        Slide(
            title="Why we are buying",
            bullets=(
                "Our member-service chat assistant must answer customers within 2 seconds at peak",
                "Budget envelope: EUR 4.2 million over three years, hardware and support",
                "Go-live planned for Q3 2026 in both data centres",
            ),
        ),
        Slide(
            heading="Shortlist as published: MLPerf Inference v5.1, Closed division, "
            "Llama 2 70B, Server scenario",
            table=Table(
                header=("System", "Accelerators", "Server tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA DGX B200", "8 × B200", "99,123", "5.1-0069"),
                    ("Cisco UCS C885A M8", "16 × H200", "66,439", "5.1-0013"),
                    ("Cisco HPF HGX System", "32 × H100", "122,274", "5.1-0016"),
                ),
            ),
            footnote="Source: mlcommons.org results table, retrieved 20 September 2025.",
        ),
        Slide(
            title="Like for like: eight accelerators each",
            heading="MLPerf Inference v5.1 · Closed · Llama 2 70B · Server scenario",
            bullets=(
                "HPE Cray XD670 with eight H200 GPUs: 33,164 tokens/s (5.1-0049)",
                "Supermicro AS-8126GS-TNMR with eight MI325X: 31,646 tokens/s (5.1-0085)",
                "Price and service terms, not speed, will decide between these two",
                "Both quotes include 5 years of on-site support",
            ),
        ),
        Slide(
            title="Sizing for the member-service assistant",
            heading="Our arithmetic on the v5.1 Closed Llama 2 70B Server results",
            bullets=(
                "Per accelerator, the DGX B200 delivers about 12,390 tokens/s (99,123 ÷ 8)",
                "Scaled to our planned cluster of 32 B200s, that is roughly 396,000 tokens/s",
                "Peak demand forecast: 1.1 million tokens per minute across 40 branches",
            ),
            notes="The figures on this slide are our own arithmetic, not MLCommons results.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="an 8-GPU box tabulated beside 16- and 32-GPU systems; labels from the heading",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="Cisco HPF HGX System",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="HPE Cray XD670 with eight H200 GPUs",
            values=(33164.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="eight against eight: a same-size comparison",
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro AS-8126GS-TNMR with eight MI325X",
            values=(31646.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0085",
            division="closed",
            scenario="server",
            absent=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=5,
            match="Per accelerator, the DGX B200 delivers about 12,390 tokens/s",
            values=(12390.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="a per-accelerator division of a published result; the ID is on another slide",
        ),
        ExpectedClaim(
            page=5,
            match="Scaled to our planned cluster of 32 B200s",
            values=(396000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="a projection onto a 32-GPU cluster nobody measured",
        ),
    ),
    non_claims=(
        NonClaim(2, "within 2 seconds at peak", "the bank's own latency target"),
        NonClaim(2, "EUR 4.2 million", "budget"),
        NonClaim(2, "Q3 2026", "date"),
        NonClaim(3, "retrieved 20 September 2025", "retrieval date"),
        NonClaim(4, "5 years of on-site support", "support term"),
        NonClaim(5, "1.1 million tokens per minute across 40 branches", "the bank's demand"),
    ),
)

# --- w202: a hardware review site's episode slides (LibreOffice PDF) ----------------------------

W202 = DeckSpec(
    name="w202_review_site_rack_vs_box",
    kind="pdf",
    vendor="RackRadar Reviews",
    workload="unstated",
    slides=(
        Slide(
            title="RackRadar: does a whole rack beat a box?",
            subtitle="Our reading of published MLPerf Inference results\n"
            "Episode 48 · published 14 October 2025",
        ),
        Slide(
            title="Rack versus box, as submitted",
            chart=Chart(
                title="DeepSeek-R1 Server tokens/s, MLPerf Inference v5.1 Closed",
                categories=("GB200 NVL72 rack, 5.1-0071", "DGX B200 box, 5.1-0069"),
                series=(("Server tokens/s", (167578.0, 18592.2)),),
                value_axis_title="tokens/s",
            ),
            footnotes=(
                "The rack holds 72 GPUs, the DGX box holds 8. Both entries are Closed division.",
            ),
        ),
        Slide(
            title="Our verdict",
            heading="What the v5.1 Closed DeepSeek-R1 Server numbers say",
            bullets=(
                "The NVL72 rack posts 9x the DeepSeek-R1 throughput of a DGX B200",
                "Divide by the GPU count and the gap all but closes: "
                "2,327 versus 2,324 tokens/s per GPU",
                "In a fair box fight, Dell's XE9680L with eight B200s scored 13,913 tokens/s "
                "against the DGX B200's 18,592 tokens/s",
                "Street price for the rack, according to our sources: about $3.4 million",
            ),
        ),
        Slide(
            title="Housekeeping",
            bullets=(
                "Next episode airs 28 October: liquid cooling retrofits",
                "Join 61,000 subscribers on the RackRadar newsletter",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="GB200 NVL72 rack",
            values=(167578.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0071",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISSING"}),
            why="72 GPUs charted against 8; the chart title names the scenario",
        ),
        ExpectedClaim(
            page=2,
            match="DGX B200 box",
            values=(18592.2,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="The NVL72 rack posts 9x the DeepSeek-R1 throughput",
            values=(9.0,),
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a rack-scale system against an 8-GPU box, the count fixed by the names",
        ),
        ExpectedClaim(
            page=3,
            match="Divide by the GPU count and the gap all but closes",
            values=(2327.0, 2324.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="per-GPU figures; the counts are normalised away, so CHIP-COUNT is arguable",
        ),
        ExpectedClaim(
            page=3,
            match="In a fair box fight, Dell's XE9680L with eight B200s scored 13,913",
            values=(13913.0, 18592.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT"}),
            why="eight B200s against eight B200s",
        ),
    ),
    non_claims=(
        NonClaim(1, "14 October 2025", "date"),
        NonClaim(3, "about $3.4 million", "price"),
        NonClaim(4, "28 October", "date"),
        NonClaim(4, "61,000 subscribers", "audience size"),
    ),
)

# --- w203: a consultancy's benchmark digest (reportlab) -----------------------------------------

W203 = DeckSpec(
    name="w203_consultancy_digest",
    kind="reportlab",
    vendor="Calloway & Reyes Technology Advisory",
    workload="unstated",
    slides=(
        Slide(
            title="Inference Benchmark Digest, Q4 2025",
            subtitle="Calloway & Reyes Technology Advisory\n"
            "All results: MLPerf Inference v5.1, Closed division",
        ),
        Slide(
            title="Per-accelerator view",
            heading="Llama 2 70B, Server scenario",
            table=Table(
                header=("System and result", "GPUs", "Server tokens/s", "Per GPU"),
                rows=(
                    ("NVIDIA DGX B200, 5.1-0069", "8", "99,123", "12,390"),
                    ("NVIDIA GB200 4-GPU, 5.1-0070", "4", "49,360", "12,340"),
                    ("AMD MI300X server, 5.1-0001", "8", "24,594", "3,074"),
                ),
            ),
        ),
        Slide(
            title="Efficiency and value",
            heading="Server scenario, our derived metrics",
            bullets=(
                "Tokens per watt: the DGX B200 reaches 8.3 tokens/s per watt "
                "on its 12 kW rated system power",
                "Per dollar, the MI300X server returns 94 tokens/s for every $1,000 "
                "of its $262,000 list price",
                "A geometric mean across Llama 2 70B, Mixtral 8x7B and Llama 3.1 8B "
                "puts the HPE Cray XD670 at 50,800 tokens/s",
                "Electricity assumed at $0.11 per kWh",
            ),
        ),
        Slide(
            title="Capacity arithmetic",
            heading="Llama 2 70B, Server scenario",
            bullets=(
                "Summing Cisco's three H-series entries gives 221,876 tokens/s of capacity",
                "Projected to a 1,024-GPU hall, the B200 figure scales to about 12.7 million "
                "tokens/s",
                "Survey base: 41 enterprise buyers interviewed in November",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "Results retrieved from mlcommons.org on 10 September 2025.",
                "Derived columns and sums are Calloway & Reyes arithmetic, not MLCommons results.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="NVIDIA DGX B200, 5.1-0069",
            values=(99123.0, 12390.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            why="a per-GPU column beside raw totals of 8- and 4-GPU systems",
        ),
        ExpectedClaim(
            page=2,
            match="NVIDIA GB200 4-GPU, 5.1-0070",
            values=(49360.0, 12340.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0070",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
        ),
        ExpectedClaim(
            page=2,
            match="AMD MI300X server, 5.1-0001",
            values=(24594.0, 3074.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
        ),
        ExpectedClaim(
            page=3,
            match="the DGX B200 reaches 8.3 tokens/s per watt",
            values=(8.3,),
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="perf/W from rated power, not MLPerf Power",
        ),
        ExpectedClaim(
            page=3,
            match="the MI300X server returns 94 tokens/s for every $1,000",
            values=(94.0,),
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "COST-PER-ANSWER"}),
            why="performance per dollar of list price",
        ),
        ExpectedClaim(
            page=3,
            match="A geometric mean across Llama 2 70B, Mixtral 8x7B and Llama 3.1 8B",
            values=(50800.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="a geomean across three benchmarks",
        ),
        ExpectedClaim(
            page=4,
            match="Summing Cisco's three H-series entries gives 221,876 tokens/s",
            values=(221876.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="a sum of three separate entries (8, 16 and 32 GPUs)",
        ),
        ExpectedClaim(
            page=4,
            match="Projected to a 1,024-GPU hall",
            values=(12700000.0, 12.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="an extrapolation to an unmeasured hall",
        ),
    ),
    non_claims=(
        NonClaim(3, "12 kW rated system power", "rated power, input to the derived claim"),
        NonClaim(3, "$0.11 per kWh", "electricity price"),
        NonClaim(4, "41 enterprise buyers", "survey size"),
        NonClaim(5, "10 September 2025", "retrieval date"),
    ),
)

# --- w204: a telco's edge-AI offer (pptx) --------------------------------------------------------

W204 = DeckSpec(
    name="w204_telco_edge_offer",
    kind="pptx",
    vendor="Kestrel Mobile Business",
    workload="edge",
    slides=(
        Slide(
            title="Kestrel Edge Vision: AI in the back office of every store",
            subtitle="Offer pack for retail and logistics customers\nValid until 31 March 2026",
        ),
        Slide(
            title="What you run with us",
            bullets=(
                "Shelf cameras in each store feed a small box in the back office; "
                "images are classified on site and never leave the premises",
                "Monthly fee from €189 per site, 36-month term",
                "Rollout to 250 stores in 10 weeks",
            ),
        ),
        Slide(
            title="Two box sizes",
            heading="MLPerf Inference, Closed division, ResNet-50 SingleStream latency",
            table=Table(
                header=("Kestrel box", "Accelerators", "Latency per image", "MLPerf result"),
                rows=(
                    (
                        "Kestrel Mini (Lenovo ThinkEdge SE100)",
                        "1 × RTX 2000E Ada",
                        "0.51 ms",
                        "5.1-0064",
                    ),
                    ("Kestrel Pro (Lenovo ThinkEdge SE455 V3)", "2 × L40S", "0.33 ms", "v4.1-0041"),
                ),
            ),
            footnotes=("Mini from MLPerf Inference v5.1, Pro from v4.1.",),
        ),
        Slide(
            title="Why the Mini is enough for most stores",
            bullets=(
                "A single RTX 2000E card in the Mini classified 6,607 images per second in the "
                "Offline scenario (MLPerf Inference v5.1, ResNet-50, 5.1-0064)",
                "The same box answers one camera frame in 0.51 ms",
                "A typical store has 14 cameras",
            ),
        ),
        Slide(
            title="Benchmark notes",
            bullets=(
                "MLPerf results retrieved from mlcommons.org on 2 December 2025.",
                "All results quoted are Closed division.",
                "Kestrel Mini and Pro are Kestrel's names for the Lenovo systems listed.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Kestrel Mini (Lenovo ThinkEdge SE100)",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=_F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="a 1-GPU box beside a 2-GPU box from another round; SingleStream fits edge",
        ),
        ExpectedClaim(
            page=3,
            match="Kestrel Pro (Lenovo ThinkEdge SE455 V3)",
            values=(0.33,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=_F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="A single RTX 2000E card in the Mini classified 6,607 images per second",
            values=(6607.0,),
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="offline",
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC", "CHIP-COUNT"}),
            why="a one-card system's own result: no per-chip arithmetic; Offline fits edge",
        ),
        ExpectedClaim(
            page=4,
            match="The same box answers one camera frame in 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark=None,
            round=None,
            division="closed",
            scenario="unstated",
            flags=_F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="a follow-on: the sibling lends nothing; division from the notes slide",
        ),
    ),
    non_claims=(
        NonClaim(1, "31 March 2026", "offer validity"),
        NonClaim(2, "€189 per site", "price"),
        NonClaim(2, "250 stores in 10 weeks", "rollout plan"),
        NonClaim(4, "14 cameras", "camera count"),
        NonClaim(5, "2 December 2025", "retrieval date"),
    ),
)

# --- w205: a chip startup's investor day (LibreOffice PDF) --------------------------------------

W205 = DeckSpec(
    name="w205_startup_investor_day",
    kind="pdf",
    vendor="Quillon Silicon",
    workload="unstated",
    slides=(
        Slide(
            title="Quillon Silicon Investor Day 2026",
            subtitle="Forward-looking statements apply throughout\nTicker QLLN",
        ),
        Slide(
            title="Where our silicon stands today",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B, Server scenario",
            bullets=(
                "Eight Quillon Q2 cards reached 41,200 tokens/s in our own lab run "
                "(unverified)^{1}",
                "That is 24% more than the 33,163 tokens/s Cisco posted with eight H200 GPUs "
                "(5.1-0014)^{2}",
            ),
            footnotes=(
                "^{1} Result not verified by MLCommons Association. Quillon internal run, "
                "October 2025.",
                "^{2} Cisco UCS C885A M8, 8x H200-SXM-141GB, published result 5.1-0014.",
            ),
        ),
        Slide(
            title="The rack-scale story",
            heading="Llama 2 70B Server, MLPerf Inference v5.1 Closed: projections",
            bullets=(
                "Our 64-card QRack is projected at 330,000 tokens/s on the same benchmark",
                "A QRack would deliver 3.3x the 99,123 tokens/s (5.1-0069) of an eight-GPU "
                "DGX B200",
                "Tokens per dollar: 1.9x better than H200 systems at list price",
            ),
        ),
        Slide(
            title="Financial outlook",
            bullets=(
                "Revenue guidance: $48M for FY2026",
                "212 engineers across Austin, Haifa and Bangalore",
                "Q3 silicon arrives in 2027 with 2x the HBM capacity",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Eight Quillon Q2 cards reached 41,200 tokens/s",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            tolerated=_F({"RESULT-ID-MISSING"}),
            absent=_F({"UNVERIFIED"}),
            why="the word unverified is beside the figure and its own footnote has the statement",
        ),
        ExpectedClaim(
            page=2,
            match="That is 24% more than the 33,163 tokens/s Cisco posted",
            values=(24.0, 33163.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            absent=_F({"CHIP-COUNT"}),
            tolerated=_F({"UNVERIFIED", "RESULT-ID-MISSING"}),
            why="eight cards against eight GPUs; the 24% rests on the unverified run",
        ),
        ExpectedClaim(
            page=3,
            match="Our 64-card QRack is projected at 330,000 tokens/s",
            values=(330000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC", "UNVERIFIED"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="a projection shown under an MLPerf heading without the unverified wording",
        ),
        ExpectedClaim(
            page=3,
            match="A QRack would deliver 3.3x the 99,123 tokens/s",
            values=(3.3, 99123.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            tolerated=_F({"UNVERIFIED", "RESULT-ID-MISSING"}),
            why="64 cards against an eight-GPU box, on a projected figure",
        ),
        ExpectedClaim(
            page=3,
            match="Tokens per dollar: 1.9x better than H200 systems",
            values=(1.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"UNVERIFIED", "RESULT-ID-MISSING", "COST-PER-ANSWER"}),
            why="performance per dollar",
        ),
    ),
    non_claims=(
        NonClaim(2, "October 2025", "date of the run"),
        NonClaim(4, "$48M for FY2026", "revenue guidance"),
        NonClaim(4, "212 engineers", "headcount"),
        NonClaim(4, "2x the HBM capacity", "roadmap figure"),
    ),
)


# --- w206: a hospital group's radiology-AI tender reply (pptx) ----------------------------------

_LLAMA_SERVER_V51 = "MLPerf Inference v5.1, Closed division, Llama 2 70B"

W206 = DeckSpec(
    name="w206_hospital_tender_reply",
    kind="pptx",
    vendor="Meridale Clinical Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Response to tender RAD-2025-117: AI report drafting",
            subtitle="Meridale Clinical Systems for the Hollins Valley Hospital Group\n"
            "Lot 2: reporting assistant",
        ),
        Slide(
            title="The service you asked for",
            bullets=(
                "Radiologists see a draft report while the study is still open on screen, "
                "and edit it before signing",
                "The assistant runs our own fine-tuned Llama 3.1 70B, trained on 2.4 million "
                "anonymised reports",
                "Your stated volume: 1,800 studies a day across four sites",
                "Report turnaround target in the tender: under 30 minutes",
            ),
        ),
        Slide(
            title="Evidence of performance",
            heading=_LLAMA_SERVER_V51,
            table=Table(
                header=("Platform offered", "Accelerators", "Server tokens/s", "Result ID"),
                rows=(
                    ("HPE Cray XD670", "8 × H200 SXM", "33,164", "5.1-0049"),
                    ("Dell PowerEdge XE7745", "8 × H200 NVL", "29,070", "5.1-0023"),
                ),
            ),
            footnotes=("Both platforms are offered at the same price band.",),
        ),
        Slide(
            title="Why clinicians can rely on it",
            heading=_LLAMA_SERVER_V51 + ", 99.9% accuracy variant",
            bullets=(
                "The platform passed MLPerf's 99.9% accuracy target, so radiologists can "
                "trust every draft it writes",
                "Proof that drafts come back right first time: 20,357 tokens/s in the "
                "Interactive scenario on the HPE XD670 (5.1-0049)",
                "In the Leeds pilot our fine-tuned Llama 3.1 70B served 2,900 tokens/s",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Five-year price: £1.86 million including on-site support",
                "Clinical safety case to DCB0129 delivered within 8 weeks of award",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="HPE Cray XD670",
            values=(33164.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="eight against eight; the deck deploys Llama 3.1 70B; the scenario comes "
            "from the column header",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7745",
            values=(29070.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="server",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="The platform passed MLPerf's 99.9% accuracy target",
            values=(99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=_F({"GATE-AS-GRADE", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=_F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as trust in every draft",
        ),
        ExpectedClaim(
            page=4,
            match="Proof that drafts come back right first time: 20,357 tokens/s",
            values=(20357.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=_F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="a throughput result sold as drafts being right; Interactive fits the workload",
        ),
        ExpectedClaim(
            page=4,
            match="In the Leeds pilot our fine-tuned Llama 3.1 70B served 2,900 tokens/s",
            values=(2900.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_F({"NON-MLPERF-MIX"}),
            tolerated=_F(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                    "MODEL-MISMATCH",
                }
            ),
            why="a non-MLPerf model's pilot figure set among MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(2, "2.4 million", "training set size"),
        NonClaim(2, "1,800 studies a day", "the customer's volume"),
        NonClaim(2, "under 30 minutes", "the customer's turnaround target"),
        NonClaim(5, "£1.86 million", "price"),
        NonClaim(5, "within 8 weeks", "delivery date"),
    ),
)

# --- w207: a reseller's quarterly newsletter (LibreOffice PDF) ----------------------------------

W207 = DeckSpec(
    name="w207_reseller_newsletter",
    kind="pdf",
    vendor="Halvard Systems Integration",
    workload="batch",
    slides=(
        Slide(
            title="Halvard Quarterly, winter edition",
            subtitle="News for our infrastructure customers\nIssue 22",
        ),
        Slide(
            title="What our customers are running",
            bullets=(
                "Most of you summarise and classify documents in overnight jobs: nobody waits "
                "on an answer, the queue just has to be empty by 7 a.m.",
                "Q4 promotion: 7% off Cisco UCS bundles until 15 January",
                "Our services team grew to 38 engineers this year",
            ),
        ),
        Slide(
            title="Bigger boxes, bigger numbers",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B, Offline",
            bullets=(
                "Cisco's four-node HGX cluster (4 × 8 H100) reached 124,879 tokens/s, nearly "
                "four times the 34,548 tokens/s of a single eight-GPU C885A",
                "AMD's MI300X box reached 27,804 tokens/s, while Supermicro's MI325X box "
                "reached 33,468 tokens/s",
                "Scaling efficiency from 8 to 32 GPUs works out at 90%",
            ),
        ),
        Slide(
            title="Throughput by system size",
            chart=Chart(
                title="Llama 2 70B Offline tokens/s, MLPerf Inference v5.1 Closed",
                categories=("8 GPUs (5.1-0014)", "16 GPUs (5.1-0013)", "32 GPUs (5.1-0016)"),
                series=(("Offline tokens/s", (34548.2, 68894.8, 124879.0)),),
                kind="line",
                category_axis_title="Cisco system size",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco's four-node HGX cluster",
            values=(124879.0, 34548.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="32 GPUs in four nodes against eight; Offline fits overnight batch",
        ),
        ExpectedClaim(
            page=3,
            match="AMD's MI300X box reached 27,804 tokens/s",
            values=(27804.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="two eight-GPU boxes in one sentence joined by while",
        ),
        ExpectedClaim(
            page=3,
            match="while Supermicro's MI325X box reached 33,468 tokens/s",
            values=(33468.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="Scaling efficiency from 8 to 32 GPUs works out at 90%",
            values=(90.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a ratio worked out from two results of different sizes",
        ),
        ExpectedClaim(
            page=4,
            match="8 GPUs",
            values=(34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
            why="a line over three system sizes",
        ),
        ExpectedClaim(
            page=4,
            match="16 GPUs",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="32 GPUs",
            values=(124879.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "7 a.m.", "time of day"),
        NonClaim(2, "7% off Cisco UCS bundles", "discount"),
        NonClaim(2, "38 engineers", "headcount"),
    ),
)

# --- w208: a cloud marketplace listing (reportlab) ----------------------------------------------

W208 = DeckSpec(
    name="w208_marketplace_listing",
    kind="reportlab",
    vendor="Pellucid Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Pellucid L2-70 Inference Endpoint",
            subtitle="Marketplace listing · hosted API for chat and support bots\n"
            "Seller: Pellucid Cloud",
        ),
        Slide(
            title="Performance",
            bullets=(
                "Each endpoint runs on an 8 x B200 instance that delivered 99,123 tokens/s "
                "(MLPerf Inference v5.1, Closed, Llama 2 70B, Server, 5.1-0069)",
                "That is 357 million tokens every hour from one instance",
                "Per GPU that is 12,390 tokens/s",
            ),
        ),
        Slide(
            title="Pricing",
            table=Table(
                header=("Plan", "Price per instance-hour", "Minimum term"),
                rows=(
                    ("On demand", "$98.00", "none"),
                    ("Reserved", "$71.50", "12 months"),
                ),
            ),
        ),
        Slide(
            title="What it costs you",
            bullets=(
                "At the on-demand rate, the MLPerf Server throughput works out to $0.27 "
                "per million tokens",
                "Or about 0.01 cents for every 400-token support answer",
                "Volume discounts start at 50,000 instance-hours a year",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Each endpoint runs on an 8 x B200 instance that delivered 99,123 tokens/s",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC", "CHIP-COUNT"}),
            why="a fully labelled published result; Server fits a hosted API",
        ),
        ExpectedClaim(
            page=2,
            match="That is 357 million tokens every hour",
            values=(357000000.0, 357.0),
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F(
                {"RESULT-ID-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}
            ),
            why="a rate multiplied out over an hour; its labels are only a sibling's",
        ),
        ExpectedClaim(
            page=2,
            match="Per GPU that is 12,390 tokens/s",
            values=(12390.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F(
                {"RESULT-ID-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}
            ),
        ),
        ExpectedClaim(
            page=4,
            match="works out to $0.27 per million tokens",
            values=(0.27,),
            benchmark=None,
            round=None,
            division=None,
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F(
                {"COST-PER-ANSWER", "RESULT-ID-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}
            ),
            why="a price per token worked out from a result",
        ),
        ExpectedClaim(
            page=4,
            match="Or about 0.01 cents for every 400-token support answer",
            values=(0.01,),
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket=None,
            flags=_F({"COST-PER-ANSWER"}),
            tolerated=_F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "RESULT-ID-MISSING",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                }
            ),
            why="a price per unit of the customer's own work drawn from a result",
        ),
    ),
    non_claims=(
        NonClaim(3, "$98.00", "list price"),
        NonClaim(3, "$71.50", "list price"),
        NonClaim(3, "12 months", "term"),
        NonClaim(4, "50,000 instance-hours", "discount threshold"),
    ),
)

# --- w209: a government lab's procurement justification (pptx) ----------------------------------

W209 = DeckSpec(
    name="w209_govlab_procurement",
    kind="pptx",
    vendor="Ashgrove National Records Laboratory",
    workload="batch",
    slides=(
        Slide(
            title="Procurement justification PJ-26-031: text analytics refresh",
            subtitle="Ashgrove National Records Laboratory, Computing Division\n"
            "Sole-source threshold review",
        ),
        Slide(
            title="Requirement",
            bullets=(
                "The archive digitisation pipeline runs as overnight jobs; no analyst waits "
                "on an individual answer",
                "The backlog is 2.3 billion tokens of scanned case files",
                "Authorised ceiling: $7.9 million, fiscal year 2026",
            ),
        ),
        Slide(
            heading="Candidate configurations, MLPerf Inference Closed division, "
            "Llama 2 70B Offline",
            table=Table(
                header=("Configuration", "Nodes × GPUs", "Offline tokens/s", "Result ID"),
                rows=(
                    ("Incumbent DGX H100", "1 × 8", "24,525", "v4.1-0043"),
                    ("DGX B200 refresh", "1 × 8", "101,527", "5.1-0069"),
                    ("GB200 NVL72 rack", "18 × 4", "888,054", "6.0-0075"),
                ),
            ),
        ),
        Slide(
            title="Findings",
            heading="Llama 2 70B Offline, MLPerf Inference Closed division",
            bullets=(
                "Refreshing like for like, the DGX B200 processes 4.1x the incumbent's "
                "throughput (5.1-0069 against v4.1-0043)",
                "Overnight, one B200 node would clear 3.7 billion tokens in a ten-hour window",
                "The rack option needs 132 kW per rack, which Building 7 cannot supply before 2028",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Incumbent DGX H100",
            values=(24525.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="three rounds and 8- against 72-GPU systems in one table",
        ),
        ExpectedClaim(
            page=3,
            match="DGX B200 refresh",
            values=(101527.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT", "CROSS-ROUND"}),
        ),
        ExpectedClaim(
            page=3,
            match="GB200 NVL72 rack",
            values=(888054.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT", "CROSS-ROUND"}),
        ),
        ExpectedClaim(
            page=4,
            match="Refreshing like for like, the DGX B200 processes 4.1x",
            values=(4.1,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=_F({"CROSS-ROUND"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="eight GPUs against eight, across v4.1 and v5.1",
        ),
        ExpectedClaim(
            page=4,
            match="Overnight, one B200 node would clear 3.7 billion tokens",
            values=(3700000000.0, 3.7),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC", "ROUND-MISSING"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="a rate multiplied out over a night; the round is named only in a sibling",
        ),
    ),
    non_claims=(
        NonClaim(2, "2.3 billion tokens", "the lab's backlog"),
        NonClaim(2, "$7.9 million", "budget ceiling"),
        NonClaim(4, "132 kW per rack", "facility constraint"),
        NonClaim(4, "before 2028", "date"),
    ),
)

# --- w210: an OEM distributor's channel-partner enablement kit (LibreOffice PDF) ------------------

W210 = DeckSpec(
    name="w210_channel_enablement_kit",
    kind="pdf",
    vendor="Corvane Distribution",
    workload="unstated",
    slides=(
        Slide(
            title="Partner enablement: selling the Lenovo SR780a V3",
            subtitle="Corvane Distribution partner academy\nModule 4: competitive positioning",
        ),
        Slide(
            title="Battlecard",
            heading="MLPerf Inference v5.1, Closed, Llama 3.1 405B, Server",
            table=Table(
                header=("System", "Form factor", "Server tokens/s", "Result"),
                rows=(
                    ("Lenovo ThinkSystem SR780a V3", "8-GPU HGX B200", "1,249", "5.1-0062"),
                    ("NVIDIA GB200 NVL72", "rack, 72 GPUs", "11,614", "5.1-0071"),
                    ("Cisco HPF HGX System", "4 nodes of 8 H100", "1,127", "5.1-0016"),
                ),
            ),
        ),
        Slide(
            title="Handling objections",
            heading="Llama 3.1 405B Server results, MLPerf Inference v5.1 Closed",
            bullets=(
                "Per GPU, the SR780a's 156 tokens/s sits within 4% of the NVL72 rack's 161",
                "Dell's XE9680L logged 1,243 tokens/s, whereas the SR780a logged 1,249 tokens/s",
                "No other eight-GPU system in the round served Llama 3.1 405B faster",
            ),
        ),
        Slide(
            title="Your talk track",
            bullets=(
                "Open with the headline: Lenovo is the inference performance leader",
                "Partner margin on the SR780a: 18%",
                "Deal registration closes 30 June; SPIFF of $500 per closed deal",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Lenovo ThinkSystem SR780a V3",
            values=(1249.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            why="an 8-GPU box, a 72-GPU rack and a 32-GPU cluster on one battlecard",
        ),
        ExpectedClaim(
            page=2,
            match="NVIDIA GB200 NVL72",
            values=(11614.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0071",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Cisco HPF HGX System",
            values=(1127.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="Per GPU, the SR780a's 156 tokens/s",
            values=(156.0, 161.0),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-GPU figures of an 8-GPU box and a 72-GPU rack",
        ),
        ExpectedClaim(
            page=3,
            match="Dell's XE9680L logged 1,243 tokens/s",
            values=(1243.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT"}),
            why="two eight-GPU systems in one sentence joined by whereas",
        ),
        ExpectedClaim(
            page=3,
            match="whereas the SR780a logged 1,249 tokens/s",
            values=(1249.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="No other eight-GPU system in the round served Llama 3.1 405B faster",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"RESULT-ID-MISSING"}),
            tolerated=_F({"RANK-CLAIM"}),
            why="a rank claim whose slide heading names benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=4,
            match="Lenovo is the inference performance leader",
            benchmark=None,
            round=None,
            flags=_F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="a leader claim standing in for benchmark, scenario and division",
        ),
    ),
    non_claims=(
        NonClaim(4, "18%", "partner margin"),
        NonClaim(4, "30 June", "date"),
        NonClaim(4, "$500 per closed deal", "sales incentive"),
    ),
)

# --- w211: a trade magazine's buyer's guide (pptx) ----------------------------------------------

_GUIDE_ROWS = (
    ("NVIDIA DGX B200", "B200", "99,123", "5.1-0069"),
    ("Lenovo ThinkSystem SR680a V3", "B200", "99,159", "5.1-0061"),
    ("Supermicro AS-8126GS-TNMR", "MI325X", "31,646", "5.1-0085"),
    ("Supermicro AS-8125GS-TNMR2 (AMD)", "MI300X", "24,594", "5.1-0001"),
    ("HPE Cray XD670", "H200 SXM", "33,164", "5.1-0049"),
    ("Dell PowerEdge XE7745", "H200 NVL", "29,070", "5.1-0023"),
    ("Cisco UCS C885A M8", "H200 SXM", "33,163", "5.1-0014"),
)


def _guide_claim(row: tuple[str, str, str, str]) -> ExpectedClaim:
    """A buyer's-guide row: a same-size comparison that must not draw CHIP-COUNT."""
    return ExpectedClaim(
        page=2,
        match=row[0],
        values=(float(row[2].replace(",", "")),),
        unit="tokens/s",
        benchmark="llama2-70b",
        round="v5.1",
        result_id=row[3],
        division="closed",
        scenario="server",
        absent=_F({"CHIP-COUNT", "CROSS-ROUND", "DERIVED-METRIC"}),
        why="every row is an eight-accelerator system, as the header says",
    )


W211 = DeckSpec(
    name="w211_magazine_buyers_guide",
    kind="pptx",
    vendor="DataHall Monthly",
    workload="unstated",
    slides=(
        Slide(
            title="Inference Server Buyer's Guide 2026",
            subtitle="DataHall Monthly · Issue 11, November 2025\nCompiled by the DataHall test desk",
        ),
        Slide(
            heading="Buyer's guide table: MLPerf Inference v5.1, Closed division, Llama 2 70B, "
            "Server",
            table=Table(
                header=("System (8 accelerators each)", "Accelerator", "Server tokens/s", "ID"),
                rows=_GUIDE_ROWS,
            ),
            footnote="Reader survey: 64% of buyers plan a purchase in 2026.",
        ),
        Slide(
            title="Reading the table",
            heading="Our arithmetic on the v5.1 Closed Llama 2 70B Server table",
            bullets=(
                "Averaged over the seven boxes, Server throughput comes to about 50,000 tokens/s",
                "The top box in the table, Lenovo's SR680a V3, edges the DGX B200 by just "
                "36 tokens/s",
                "Street prices in the table range from $240,000 to $515,000",
            ),
        ),
        Slide(
            heading="Rack-scale versus box: MLPerf Inference v6.0, Closed, Llama 2 70B, Server",
            chart=Chart(
                title="Server tokens/s",
                categories=("GB200 NVL72, 72 GPUs (6.0-0075)", "Supermicro, 8 × MI355X (6.0-0097)"),
                series=(("Server tokens/s", (810104.0, 97587.0)),),
                kind="bar",
                height_in=3.4,
            ),
            group=(
                "Editor's note: divide before you compare, 11,251 versus 12,198 tokens/s per GPU",
            ),
        ),
    ),
    claims=(
        *(_guide_claim(row) for row in _GUIDE_ROWS),
        ExpectedClaim(
            page=3,
            match="Averaged over the seven boxes",
            values=(50000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="an average across seven separate results",
        ),
        ExpectedClaim(
            page=3,
            match="edges the DGX B200 by just 36 tokens/s",
            values=(36.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"RESULT-ID-MISSING"}),
            absent=_F({"CHIP-COUNT"}),
            tolerated=_F({"RANK-CLAIM", "DERIVED-METRIC"}),
            why="eight GPUs against eight; 'top box in the table' ranks only the table",
        ),
        ExpectedClaim(
            page=4,
            match="GB200 NVL72, 72 GPUs",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            why="a 72-GPU rack charted against an 8-GPU box",
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro, 8 × MI355X",
            values=(97587.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0097",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="divide before you compare, 11,251 versus 12,198 tokens/s per GPU",
            values=(11251.0, 12198.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-GPU figures in a sidebar",
        ),
    ),
    non_claims=(
        NonClaim(1, "Issue 11, November 2025", "issue date"),
        NonClaim(2, "64% of buyers", "survey figure"),
        NonClaim(3, "$240,000 to $515,000", "prices"),
    ),
)

# --- w212: a datacentre REIT's tenant brochure (reportlab) --------------------------------------

W212 = DeckSpec(
    name="w212_reit_tenant_brochure",
    kind="reportlab",
    vendor="Ironvale Data Centres",
    workload="unstated",
    slides=(
        Slide(
            title="Ironvale Hall C: tenant brochure",
            subtitle="Built for rack-scale AI inference\nAvailable from Q2 2026",
        ),
        Slide(
            title="What fits in Hall C",
            heading="MLPerf Inference v6.0, Closed division, DeepSeek-R1, Server scenario",
            bullets=(
                "Hall C is designed for NVL72-class racks like the one that posted "
                "336,106 tokens/s (6.0-0075)",
                "That is about 2,546 tokens/s for every kW of the rack's 132 kW nameplate",
                "Fill the hall's 40 rack positions and you have 13.4 million tokens/s of "
                "reasoning capacity",
            ),
        ),
        Slide(
            title="Measured, not nameplate",
            heading="MLPerf Inference v5.1 with MLPerf Power, Closed, Llama 2 70B, Server",
            bullets=(
                "Lenovo's SR680a V3 drew 10,442 W on average while serving 99,159 tokens/s "
                "(5.1-0061)",
                "By MLPerf Power's own measurement that is 9.5 tokens/s per watt",
            ),
        ),
        Slide(
            title="Lease terms",
            table=Table(
                header=("Item", "Terms"),
                rows=(
                    ("Power density", "up to 132 kW per rack"),
                    ("PUE, annualised design", "1.18"),
                    ("Lease", "from $165 per kW-month"),
                    ("Availability SLA", "99.999%"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="like the one that posted 336,106 tokens/s",
            values=(336106.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            absent=_F({"DERIVED-METRIC", "CHIP-COUNT"}),
            why="the rack's own published result, quoted as is",
        ),
        ExpectedClaim(
            page=2,
            match="That is about 2,546 tokens/s for every kW",
            values=(2546.0,),
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="perf per kW of nameplate power, not MLPerf Power",
        ),
        ExpectedClaim(
            page=2,
            match="Fill the hall's 40 rack positions",
            values=(13400000.0, 13.4),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="one rack's result multiplied out to forty racks",
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo's SR680a V3 drew 10,442 W on average",
            values=(99159.0, 10442.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="server",
            absent=_F({"DERIVED-METRIC"}),
            why="measured MLPerf Power watts beside the published throughput",
        ),
        ExpectedClaim(
            page=3,
            match="By MLPerf Power's own measurement that is 9.5 tokens/s per watt",
            values=(9.5,),
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            tolerated=_F({"DERIVED-METRIC", "RESULT-ID-MISSING"}),
            why="perf/W from MLPerf Power's measured watts; the division is the deck's own",
        ),
    ),
    non_claims=(
        NonClaim(1, "Q2 2026", "availability date"),
        NonClaim(4, "up to 132 kW per rack", "facility figure"),
        NonClaim(4, "1.18", "PUE"),
        NonClaim(4, "$165 per kW-month", "lease price"),
        NonClaim(4, "99.999%", "uptime SLA"),
    ),
)

# --- w213: an ISV's "certified on" page (LibreOffice PDF) ---------------------------------------

W213 = DeckSpec(
    name="w213_isv_certified_on",
    kind="pdf",
    vendor="Lexmere Legal AI",
    workload="interactive",
    slides=(
        Slide(
            title="Lexmere Research Copilot: certified hardware",
            subtitle="For IT teams deploying on premises\nUpdated 3 November 2025",
        ),
        Slide(
            title="How lawyers use it",
            bullets=(
                "Associates ask research questions in a chat pane and read cited answers "
                "while they draft",
                "The copilot runs DeepSeek-R1 unchanged, the same model MLPerf benchmarks",
                "Licence: $1,150 per seat per year",
            ),
        ),
        Slide(
            title="Certified platforms",
            heading="MLPerf Inference v5.1, Closed division, DeepSeek-R1",
            bullets=(
                "Dell PowerEdge XE9680L with eight B200s: 13,913 tokens/s in the Server "
                "scenario (5.1-0024)",
                "The same system reached 30,493 tokens/s Offline",
                "Our distilled Qwen3 32B tier answers at 4,100 tokens/s on the same box",
            ),
        ),
        Slide(
            title="Roadmap",
            bullets=(
                "We expect to post over 20,000 tokens/s of DeepSeek-R1 Server in MLPerf "
                "Inference v5.5",
                "Next certification: Q1 2026, AMD MI355X platforms",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9680L with eight B200s: 13,913 tokens/s",
            values=(13913.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=_F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            why="the deck deploys the reference model; Server fits a chat copilot",
        ),
        ExpectedClaim(
            page=3,
            match="The same system reached 30,493 tokens/s Offline",
            values=(30493.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            absent=_F({"MODEL-MISMATCH"}),
            why="an Offline figure for an interactive copilot",
        ),
        ExpectedClaim(
            page=3,
            match="Our distilled Qwen3 32B tier answers at 4,100 tokens/s",
            values=(4100.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_F({"NON-MLPERF-MIX"}),
            tolerated=_F(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                    "MODEL-MISMATCH",
                }
            ),
            why="a model that is no MLPerf benchmark, listed with MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="We expect to post over 20,000 tokens/s of DeepSeek-R1 Server",
            values=(20000.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario="server",
            flags=_F({"ROUND-UNKNOWN"}),
            tolerated=_F(
                {
                    "UNVERIFIED",
                    "DERIVED-METRIC",
                    "DIVISION-MISSING",
                    "RESULT-ID-MISSING",
                    "NON-MLPERF-MIX",
                }
            ),
            why="there is no v5.5 round",
        ),
    ),
    non_claims=(
        NonClaim(1, "3 November 2025", "date"),
        NonClaim(2, "$1,150 per seat per year", "licence price"),
        NonClaim(4, "Q1 2026", "roadmap date"),
    ),
)

# --- w214: a startup's seed-round pitch (pptx) ---------------------------------------------------

W214 = DeckSpec(
    name="w214_seed_pitch",
    kind="pptx",
    vendor="Emberline AI",
    workload="interactive",
    slides=(
        Slide(
            title="Emberline: inference silicon for voice agents",
            subtitle="Seed round, confidential\nRaising $6M",
        ),
        Slide(
            title="The problem we solve",
            bullets=(
                "Our first customers run voice agents that answer the phone in real time",
                "Inference market forecast: $38B by 2028",
                "3 design partners signed",
            ),
        ),
        Slide(
            title="Early silicon results",
            heading="Llama 3.1 8B, Server scenario, MLPerf Inference v5.1 Closed division",
            bullets=(
                "The published DGX B200 figure is 128,541 tokens/s across eight GPUs (5.1-0069)",
                "Normalised per chip, one Ember-1 delivers 3.1x the B200's throughput "
                "(unverified)^{1}",
                "Our four-chip dev board served 49,800 tokens/s in internal testing",
            ),
            footnotes=(
                "^{1} Result not verified by MLCommons Association. Emberline lab, "
                "single-chip run, September 2025.",
            ),
            notes="Say it plainly: chip for chip we beat Nvidia three times over.",
        ),
        Slide(
            title="Why now",
            bullets=(
                "Tape-out in May 2026",
                "Team of 9, ex-Broadcom and Arm",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="The published DGX B200 figure is 128,541 tokens/s",
            values=(128541.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            absent=_F({"DERIVED-METRIC", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="a published total for an eight-GPU system, quoted as it stands",
        ),
        ExpectedClaim(
            page=3,
            match="Normalised per chip, one Ember-1 delivers 3.1x",
            values=(3.1,),
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"UNVERIFIED", "CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a per-chip normalisation of a one-chip run against an eight-GPU result",
        ),
        ExpectedClaim(
            page=3,
            match="Our four-chip dev board served 49,800 tokens/s",
            values=(49800.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"UNVERIFIED"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="internal testing under an MLPerf heading, with no unverified wording",
        ),
    ),
    non_claims=(
        NonClaim(1, "Raising $6M", "funding"),
        NonClaim(2, "$38B by 2028", "market size"),
        NonClaim(2, "3 design partners", "traction"),
        NonClaim(4, "May 2026", "date"),
        NonClaim(4, "Team of 9", "headcount"),
    ),
)

# --- w215: a standards body's liaison talk (LibreOffice PDF) ------------------------------------

_LIAISON_ROWS = (
    ("NVIDIA DGX B200", "128,541", "5.1-0069"),
    ("Lenovo ThinkSystem SR780a V3", "128,689", "5.1-0062"),
    ("Dell PowerEdge XE9680L", "128,787", "5.1-0024"),
    ("HPE Cray XD670 (H200)", "64,915", "5.1-0049"),
)


def _liaison_claim(row: tuple[str, str, str]) -> ExpectedClaim:
    """A worked-example row: same round, scenario and size, so no comparison code fires."""
    return ExpectedClaim(
        page=2,
        match=row[0],
        values=(float(row[1].replace(",", "")),),
        unit="tokens/s",
        benchmark="llama3.1-8b",
        round="v5.1",
        result_id=row[2],
        division="closed",
        scenario="server",
        absent=_F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
        why="same round, scenario and accelerator count throughout",
    )


W215 = DeckSpec(
    name="w215_standards_liaison_talk",
    kind="pdf",
    vendor="Northbridge Procurement Standards Forum",
    workload="unstated",
    slides=(
        Slide(
            title="Reading MLPerf results responsibly",
            subtitle="Liaison update from the Northbridge Procurement Standards Forum\n"
            "Plenary, 4 February 2026",
        ),
        Slide(
            heading="Worked example: MLPerf Inference v5.1, Closed, Llama 3.1 8B, Server, "
            "eight accelerators each",
            table=Table(
                header=("System", "Server tokens/s", "Result ID"),
                rows=_LIAISON_ROWS,
            ),
        ),
        Slide(
            title="Across scenarios and rounds",
            heading="Llama 3.1 8B, MLPerf Inference Closed division",
            bullets=(
                "An eight-GPU DGX B200 posted 136,752 tokens/s Offline and 128,541 tokens/s "
                "Server in v5.1 (5.1-0069)",
                "In v6.0 the eight-GPU DGX B300 reached 141,565 tokens/s Server (6.0-0073), "
                "10% above the DGX B200",
                "Quoting per-GPU figures? 16,068 tokens/s per B200 is arithmetic, not a result",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Results retrieved from mlcommons.org on 20 January 2026.",
                "The Forum has 140 member organisations and takes no position on vendors.",
            ),
        ),
    ),
    claims=(
        *(_liaison_claim(row) for row in _LIAISON_ROWS),
        ExpectedClaim(
            page=3,
            match="An eight-GPU DGX B200 posted 136,752 tokens/s Offline",
            values=(136752.0, 128541.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario=None,
            tolerated=_F({"CROSS-SCENARIO"}),
            absent=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            why="one system's results in two scenarios: disclosure",
        ),
        ExpectedClaim(
            page=3,
            match="In v6.0 the eight-GPU DGX B300 reached 141,565 tokens/s Server",
            values=(141565.0, 10.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_F({"CROSS-ROUND"}),
            absent=_F({"CHIP-COUNT"}),
            why="eight GPUs against eight, v6.0 against v5.1",
        ),
        ExpectedClaim(
            page=3,
            match="16,068 tokens/s per B200 is arithmetic",
            values=(16068.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round=None,
            division="closed",
            scenario=None,
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"ROUND-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="a per-GPU figure, even with its basis stated",
        ),
    ),
    non_claims=(
        NonClaim(1, "4 February 2026", "date"),
        NonClaim(4, "20 January 2026", "retrieval date"),
        NonClaim(4, "140 member organisations", "membership"),
    ),
)

VOICE_DECKS_13: tuple[DeckSpec, ...] = (
    W201,
    W202,
    W203,
    W204,
    W205,
    W206,
    W207,
    W208,
    W209,
    W210,
    W211,
    W212,
    W213,
    W214,
    W215,
)
