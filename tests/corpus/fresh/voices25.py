"""Fresh-part decks w411-w425, written blind to the rules by helper h15w25.

Voices: an insurer's claims-intake compute bake-off, a rail operator's platform-camera board pack,
a legal publisher's case-law assistant webinar, a GPU-cloud reseller's rate card, a newspaper's
tech-desk explainer.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

MISSING_CONTEXT = frozenset({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"})

# w411: an insurer's claims-intake compute bake-off; the overnight batch is stated plainly.
W411 = DeckSpec(
    name="w411_insurer_claims_intake_bakeoff",
    kind="pptx",
    vendor="Halvard Mutual Claims Technology",
    workload="batch",
    slides=(
        Slide(
            title="Claims Intake Platform: Compute Bake-off",
            subtitle="Prepared for the Operations Steering Group\n"
            "Halvard Mutual, Claims Technology, November 2026",
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario",
            bullets=(
                "Our claims intake runs as one overnight batch: every page scanned during the "
                "day is summarised before the 06:00 adjuster shift.",
            ),
            table=Table(
                header=("System", "Accelerators", "Llama 2 70B tokens/s", "Result ID"),
                rows=(
                    ("Cisco UCS C885A M8", "16 × H200", "68,894.8", "5.1-0013"),
                    ("QuantaGrid D74A-7U (AMD)", "8 × MI325X", "34,520.4", "5.1-0002"),
                ),
            ),
            notes="Both boxes were shortlisted by procurement. The Cisco figure comes from a "
            "sixteen-GPU chassis, the AMD figure from an eight-GPU one.",
        ),
        Slide(
            title="What one night buys us",
            bullets=(
                "Divided across its sixteen GPUs, the Cisco result comes to about 4,306 tokens/s "
                "per accelerator^{1}, the figure our capacity model is built on.",
                "Over a nine-hour window that is roughly 2.23 billion tokens per server^{1}.",
                "At the reseller's hourly rate, each summarised claim page costs about 0.038 US "
                "cents^{1}.",
                "Reseller quote: $104 per server-hour on a 36-month term.",
                "Volume today: 310,000 pages a night, growing 18% a year.",
            ),
            footnotes=(
                "^{1} Worked out by Claims Technology from MLPerf Inference v5.1, Closed division, "
                "Llama 2 70B, Offline scenario, result 5.1-0013; assumes 900 tokens per page. Not "
                "an MLPerf result.",
            ),
        ),
        Slide(
            title="Decision and next steps",
            bullets=(
                "Contract signature targeted for 14 January 2027.",
                "Pilot: 2 servers serving 40 adjusters in the Leeds office.",
                "Budget ceiling for year one: £1.4M including support.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Cisco UCS C885A M8",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="a 16-GPU chassis tabulated against an 8-GPU one; labels from the heading box",
        ),
        ExpectedClaim(
            page=2,
            match="QuantaGrid D74A-7U (AMD)",
            values=(34520.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISSING", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="comes to about 4,306 tokens/s per accelerator",
            values=(4306.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"ROUND-MISSING"}),
            why="per-GPU share of a 16-GPU result; labels from its own footnote",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 2.23 billion tokens per server",
            values=(2.23e9, 2.23),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            why="a rate multiplied out over a night",
        ),
        ExpectedClaim(
            page=3,
            match="each summarised claim page costs about 0.038 US",
            values=(0.038, 0.00038),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per page of the deck's own work, drawn from a result",
        ),
    ),
    non_claims=(
        NonClaim(3, "Reseller quote: $104 per server-hour", "a service price"),
        NonClaim(3, "310,000 pages a night", "the insurer's own volume"),
        NonClaim(4, "14 January 2027", "a date"),
        NonClaim(4, "2 servers serving 40 adjusters", "pilot size"),
        NonClaim(4, "£1.4M including support", "a budget"),
    ),
)

# w412: a rail operator's platform-camera board pack; edge use said only indirectly.
W412 = DeckSpec(
    name="w412_rail_platform_camera_board_pack",
    kind="pdf",
    vendor="Northmoor Rail Infrastructure",
    workload="edge",
    slides=(
        Slide(
            title="Platform-edge detection: detector hardware",
            subtitle="Board pack, item 7 (for decision)\nNorthmoor Rail, Asset Engineering",
        ),
        Slide(
            title="Why the box matters",
            bullets=(
                "Each unit is bolted inside a sealed cabinet on the platform and must keep "
                "raising alarms when the fibre to the control centre is cut.",
                "One unit watches the cameras of one platform; no footage leaves the station.",
                "Roll-out: 214 stations, 1,120 cabinets, 2027-2029.",
            ),
        ),
        Slide(
            heading="Shortlisted detectors · MLPerf Inference v6.0 Edge, Closed division",
            chart=Chart(
                title="YOLO single-stream latency, ms (lower is better)",
                categories=("Dell Pro Max, 1 × GB10", "PowerEdge XE7745, 8 × L40S"),
                series=(("p90 latency", (611.93, 7.12)),),
                number_format="#,##0.00",
                value_axis_title="milliseconds",
            ),
            footnotes=(
                "Results 6.0-0028 (Dell Pro Max) and 6.0-0029 (PowerEdge XE7745), "
                "retrieved from mlcommons.org on 3 November 2026.",
            ),
        ),
        Slide(
            title="Reading the results",
            bullets=(
                "The XE7745 processed eight camera frames per query in 54.67 ms at p99 "
                "(MultiStream, v6.0 Closed, result 6.0-0029).",
                "Bidder Ostrava Vision measured 9.8 ms single-stream for its Kestrel-4 cabinet "
                "box in its own lab (unverified).",
                "Result not verified by MLCommons Association.",
                "Cabinet power budget: 180 W per unit, set by the station supply.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell Pro Max, 1 × GB10",
            values=(611.93,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISSING", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a 1-GPU box charted against an 8-GPU server; the ID is in an unmarked footnote",
        ),
        ExpectedClaim(
            page=3,
            match="PowerEdge XE7745, 8 × L40S",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="eight camera frames per query in 54.67 ms",
            values=(54.67,),
            unit="ms",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="multi_stream",
            flags=frozenset(),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="MultiStream fits an edge unit; no benchmark named, so it is not graded",
        ),
        ExpectedClaim(
            page=4,
            match="measured 9.8 ms single-stream for its Kestrel-4",
            values=(9.8,),
            unit="ms",
            scenario="single_stream",
            division=None,
            flags=frozenset(),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="carries the word and the statement; a bidder's own lab figure",
        ),
    ),
    non_claims=(
        NonClaim(2, "214 stations, 1,120 cabinets", "roll-out size"),
        NonClaim(4, "180 W per unit", "a power budget"),
    ),
)

# w413: a legal publisher's case-law assistant webinar; runs its own fine-tuned model.
W413 = DeckSpec(
    name="w413_caselaw_assistant_webinar",
    kind="pptx",
    vendor="Juriscope Publishing",
    workload="interactive",
    slides=(
        Slide(
            title="Juriscope Answers: under the bonnet",
            subtitle="Customer webinar, 20 November 2026\nProduct and Platform team",
        ),
        Slide(
            title="What you get",
            bullets=(
                "Your associates type a question about a line of authority and read the answer "
                "as it streams, with citations, while the client is still on the phone.",
                "Answers are written by Verdikt-13B, our own model trained on 4.1 million "
                "published judgments.",
                "Seats from £39 per user per month; 2,300 firms subscribe today.",
            ),
        ),
        Slide(
            title="The hardware behind it",
            heading="Independent benchmark: MLPerf Inference v5.1, Closed",
            bullets=(
                "Our host's 8-GPU H200 server delivered 34,193.8 tokens/s on Llama 2 70B in the "
                "Server scenario^{a}.",
                "The same server reached 41,291 tokens/s on Llama 3.1 8B in the Server "
                "scenario^{b}.",
                "On Offline, the Llama 3.1 8B figure was 58,304.3 tokens/s^{b}.",
                "Verdikt-13B on that server, our own measurement: 21,400 tokens/s.",
            ),
            footnotes=(
                "^{a} ASUSTeK ESC N8 H200, result 5.1-0007.",
                "^{b} Cisco UCS C885A M8, result 5.1-0014.",
            ),
        ),
        Slide(
            title="Why you can trust the answers",
            bullets=(
                "The serving stack passed MLPerf's 99.9% accuracy target on Llama 2 70B, so "
                "every answer your team reads meets the reference standard.",
                "Citations are checked against our library before they are shown.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="delivered 34,193.8 tokens/s on Llama 2 70B",
            values=(34193.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="the product runs its own Verdikt-13B, not the reference model",
        ),
        ExpectedClaim(
            page=3,
            match="reached 41,291 tokens/s on Llama 3.1 8B",
            values=(41291.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="follow-on claim; its labels come from its own text, footnote b and the heading",
        ),
        ExpectedClaim(
            page=3,
            match="the Llama 3.1 8B figure was 58,304.3 tokens/s",
            values=(58304.3,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=frozenset({"NON-MLPERF-MIX", "CROSS-SCENARIO"}),
            why="Offline quoted for an interactive assistant; same system in two scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="Verdikt-13B on that server, our own measurement",
            values=(21400.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=frozenset({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT
            | frozenset({"RESULT-ID-MISSING", "UNVERIFIED", "MODEL-MISMATCH"}),
            why="the deck's own model timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="passed MLPerf's 99.9% accuracy target on Llama 2 70B",
            values=(99.9,),
            benchmark="llama2-70b",
            bucket="quality",
            division=None,
            scenario=None,
            flags=frozenset({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=MISSING_CONTEXT | frozenset({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as the quality of every answer",
        ),
    ),
    non_claims=(
        NonClaim(2, "4.1 million published judgments", "training-set size"),
        NonClaim(2, "Seats from £39 per user per month", "a seat price"),
        NonClaim(2, "2,300 firms subscribe today", "customer count"),
    ),
)

# w414: a GPU-cloud reseller's rate card (reportlab); the buyer's use is never stated.
W414 = DeckSpec(
    name="w414_gpu_reseller_rate_card",
    kind="reportlab",
    vendor="Fjordline Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Fjordline Compute rate card, Q1 2027",
            bullets=(
                "Bare-metal 8-GPU nodes in Oslo and Bergen, billed per second.",
                "Prices exclude VAT; minimum commitment 730 node-hours.",
            ),
        ),
        Slide(
            title="Node types and list prices",
            table=Table(
                header=("Node", "GPUs", "List price per node-hour", "Reserved (12 mo)"),
                rows=(
                    ("B200 node", "8", "NOK 612", "NOK 489"),
                    ("H200 node", "8", "NOK 455", "NOK 362"),
                ),
            ),
        ),
        Slide(
            title="What the benchmark numbers mean for your bill",
            bullets=(
                "For reference, NVIDIA's DGX B200 scored 99,123 tokens/s on Llama 2 70B in MLPerf "
                "Inference v5.1 Closed, Server scenario (result 5.1-0069).",
                "At list price that is about 583,000 tokens per krone on Llama 2 70B.",
                "Serving Llama 2 70B on the B200 node costs roughly NOK 1.72 per million tokens.",
                "Fjordline is the fastest Llama 2 70B cloud in the Nordics.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="DGX B200 scored 99,123 tokens/s on Llama 2 70B",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=frozenset(),
            absent=frozenset({"DERIVED-METRIC", "CHIP-COUNT"}),
            why="a published result quoted with full context; the buyer's use is unstated",
        ),
        ExpectedClaim(
            page=3,
            match="about 583,000 tokens per krone",
            values=(583000.0,),
            benchmark="llama2-70b",
            division=None,
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=MISSING_CONTEXT | frozenset({"RESULT-ID-MISSING", "COST-PER-ANSWER"}),
            why="perf per krone worked out from a list price and the result",
        ),
        ExpectedClaim(
            page=3,
            match="roughly NOK 1.72 per million tokens",
            values=(1.72,),
            benchmark="llama2-70b",
            division=None,
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=MISSING_CONTEXT | frozenset({"RESULT-ID-MISSING", "COST-PER-ANSWER"}),
            why="a price per token drawn from the result",
        ),
        ExpectedClaim(
            page=3,
            match="fastest Llama 2 70B cloud in the Nordics",
            benchmark="llama2-70b",
            division=None,
            scenario=None,
            flags=frozenset({"RANK-CLAIM"}),
            tolerated=MISSING_CONTEXT | frozenset({"RESULT-ID-MISSING"}),
            why="a rank claim with no scenario or division of its own",
        ),
    ),
    non_claims=(
        NonClaim(1, "minimum commitment 730 node-hours", "billing terms"),
        NonClaim(2, "NOK 612", "a list price"),
        NonClaim(2, "NOK 362", "a reserved price"),
    ),
)

# w415: a newspaper tech-desk explainer; two vendors in one sentence, no buyer at all.
W415 = DeckSpec(
    name="w415_techdesk_explainer",
    kind="pdf",
    vendor="The Meridian Courier, tech desk",
    workload="unstated",
    slides=(
        Slide(
            title="Who really won the AI benchmark?",
            subtitle="Tech desk explainer, 4 April 2026\nBy our hardware correspondent",
        ),
        Slide(
            title="The headline numbers",
            bullets=(
                "In the v6.0 Closed Server results on Llama 2 70B, AMD's eight-GPU MI355X server "
                "posted 100,282 tokens/s while NVIDIA's GB200 NVL72 rack reached 810,104 tokens/s.",
                "Cisco's eight-GPU B300 box came in at 114,504 tokens/s on the same test in the "
                "same round (v6.0 Closed Server, result 6.0-0010), close to AMD's 100,282.",
                "AMD's v6.0 figure is nearly five times the 21,028 tokens/s its eight-GPU MI300X "
                "system posted in v4.1 Closed Server.",
            ),
            footnotes=(
                "Results 6.0-0002 (AMD), 6.0-0075 (NVIDIA), 6.0-0010 (Cisco), v4.1-0002 (AMD).",
            ),
        ),
        Slide(
            title="What the numbers do not say",
            bullets=(
                "A 72-GPU rack and an 8-GPU server are not the same purchase: the rack costs "
                "several million dollars and needs liquid cooling.",
                "About 40 organisations submitted to the round.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="eight-GPU MI355X server posted 100,282 tokens/s",
            values=(100282.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="8 GPUs set against a 72-GPU rack in one sentence",
        ),
        ExpectedClaim(
            page=2,
            match="GB200 NVL72 rack reached 810,104 tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="the second vendor's figure in the same sentence",
        ),
        ExpectedClaim(
            page=2,
            match="eight-GPU B300 box came in at 114,504 tokens/s",
            values=(114504.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
            why="eight GPUs against eight GPUs, same round and scenario",
        ),
        ExpectedClaim(
            page=2,
            match="nearly five times the 21,028 tokens/s",
            values=(5.0, 21028.0),
            benchmark="llama2-70b",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a v6.0 result set against a v4.1 one",
        ),
    ),
    non_claims=(NonClaim(3, "About 40 organisations submitted", "a count of submitters"),),
)

VOICE_DECKS_25: tuple[DeckSpec, ...] = (W411, W412, W413, W414, W415)
