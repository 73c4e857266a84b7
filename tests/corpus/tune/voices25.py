"""Decks w411-w425, written blind to the rules by helper h15w25.
(Round eight's fresh part, scored before and after that round's rules; moved to the tune part in round nine.)

Voices: an insurer's claims-intake compute bake-off, a rail operator's platform-camera board pack,
a legal publisher's case-law assistant webinar, a GPU-cloud reseller's rate card, a newspaper's
tech-desk explainer, a grain co-operative's sprayer-computer paper, an integrator's answer to a
biotech questionnaire, a hospital trust's coding-assistant business case, a rack builder's
trade-show booth loop, a satellite operator's payload-computer brief, a game studio's NPC-dialogue
serving review, a speech vendor's quarterly business review with a telco, a public-sector framework
catalogue entry, an e-discovery platform pitch to a law firm, a power utility's drone fleet plan.
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
        NonClaim(2, "before the 06:00 adjuster shift", "a time of day"),
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
                "A Cisco H200 server reached 41,291 tokens/s on Llama 3.1 8B in the Server "
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
            why="labels from its own text, footnote b and the heading box",
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
        NonClaim(1, "8-GPU nodes in Oslo and Bergen", "a product description"),
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

# w416: a grain co-operative's sprayer-boom computer choice; edge use stated plainly.
W416 = DeckSpec(
    name="w416_coop_sprayer_boom_computer",
    kind="pptx",
    vendor="Eastfield Growers Co-operative",
    workload="edge",
    slides=(
        Slide(
            title="Spot-spray pilot: choosing the boom computer",
            subtitle="Machinery committee paper, season 2027\nEastfield Growers Co-operative",
        ),
        Slide(
            title="The job",
            bullets=(
                "The weed detector runs on the sprayer itself, out in the field, one camera frame "
                "at a time and with no network connection.",
                "Pilot fleet: 26 sprayers across 11 member farms.",
                "Nozzle reaction budget: 40 ms from frame to valve.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1 · Edge suite · Closed division",
            table=Table(
                header=("Box", "Accelerators", "ResNet-50 SingleStream p90 (ms)", "Result"),
                rows=(
                    ("Supermicro SuperServer H13", "1 × speedAI240 Slim", "0.121", "v4.1-0067"),
                    ("Lenovo ThinkEdge SE360 V2", "2 × L4", "0.387", "v4.1-0042"),
                    ("Lenovo ThinkEdge SE455 V3", "2 × L40S", "0.332", "v4.1-0041"),
                ),
            ),
            notes="The Supermicro box carries one accelerator card, the two Lenovo boxes two "
            "each. We have not asked the vendors for single-card numbers yet.",
        ),
        Slide(
            title="Efficiency and alternatives",
            bullets=(
                "On the L4's 72 W board rating, the SE360 V2 classifies about 74 frames per "
                "second per watt^{†}.",
                "A datacentre alternative, Cisco's UCS C240 M7 with 2 × L40S, answered 1,580.59 "
                "queries/s on RetinaNet in the Server scenario (v4.1 Closed, result v4.1-0007).",
                "Boom computers must survive 55 °C cab temperatures and IP67 wash-down.",
            ),
            footnotes=(
                "^{†} Worked out from MLPerf Inference v4.1 Closed, ResNet-50 MultiStream, result "
                "v4.1-0042 (0.751 ms per 8-frame query), using 2 × 72 W rated board power. Not an "
                "MLPerf Power measurement.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Supermicro SuperServer H13",
            values=(0.121,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0067",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"}),
            why="one card tabulated against two-card boxes; labels from heading and header",
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE360 V2",
            values=(0.387,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE455 V3",
            values=(0.332,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="classifies about 74 frames per second per watt",
            values=(74.0,),
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="multi_stream",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="perf per watt from rated board power, bound to its dagger footnote",
        ),
        ExpectedClaim(
            page=4,
            match="answered 1,580.59 queries/s on RetinaNet",
            values=(1580.59,),
            unit="queries/s",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0007",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CHIP-COUNT"}),
            why="a Server result offered for a device answering its own stream in the field",
        ),
    ),
    non_claims=(
        NonClaim(2, "26 sprayers across 11 member farms", "fleet size"),
        NonClaim(2, "40 ms from frame to valve", "the buyer's own latency target"),
        NonClaim(4, "55 °C cab temperatures", "an environmental spec"),
    ),
)

# w417: a systems integrator's answer to a biotech questionnaire; batch said by deadline only.
W417 = DeckSpec(
    name="w417_biotech_annotation_questionnaire",
    kind="pdf",
    vendor="Corvane Systems",
    workload="batch",
    slides=(
        Slide(
            title="Response to questionnaire BQ-118: sequence annotation compute",
            subtitle="Submitted by Corvane Systems to Helix Arc Therapeutics\n"
            "Commercial in confidence",
        ),
        Slide(
            title="Section 2: your requirement as we understand it",
            bullets=(
                "Each weekly drop of roughly 40 million protein sequences must come back fully "
                "annotated before the Monday lab meeting.",
                "All data stays in your Basel tenancy; no sequence leaves Switzerland.",
                "Delivery lead time: 10 weeks from purchase order.",
            ),
        ),
        Slide(
            heading="Section 3: benchmark evidence, MLPerf Inference v6.0",
            table=Table(
                header=("Configuration", "Division", "Llama 2 70B Offline tokens/s", "ID"),
                rows=(
                    ("Inventec P9000AG7, 8 × B200", "Open", "100,291", "6.0-0105"),
                    ("HPE ProLiant XD685, 8 × MI355X", "Closed", "100,019", "6.0-0049"),
                ),
            ),
        ),
        Slide(
            title="Section 4: sizing",
            bullets=(
                "Four HPE configurations, each run on its own and added together, give an "
                "aggregate of 400,076 tokens/s for a 32-GPU estate^{2}.",
                "Across DeepSeek-R1 and Llama 3.1 405B, the geometric-mean speed-up of Cisco's "
                "B300 system over the DGX B200 is 1.33×^{3}.",
                "Each B200 in the Open entry works out to 12,536 tokens/s, ahead of the 11,264.4 "
                "tokens/s a single B200 posted in v4.1^{4}.",
            ),
            footnotes=(
                "^{2} Corvane calculation from result 6.0-0049 (MLPerf Inference v6.0, Closed, "
                "Llama 2 70B, Offline).",
                "^{3} Corvane calculation from MLPerf Inference v6.0 Closed Offline results "
                "6.0-0010 and 6.0-0040.",
                "^{4} Result 6.0-0105 (v6.0 Open, Llama 2 70B Offline) divided by eight GPUs, "
                "against v4.1-0074 (v4.1 Closed, Offline).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Inventec P9000AG7, 8 × B200",
            values=(100291.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0105",
            division="open",
            scenario="offline",
            flags=frozenset({"OPEN-COMPARED"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="an Open row tabulated beside a Closed row; both eight GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="HPE ProLiant XD685, 8 × MI355X",
            values=(100019.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0049",
            division="closed",
            scenario="offline",
            flags=frozenset({"OPEN-COMPARED"}),
            absent=frozenset({"CHIP-COUNT", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="aggregate of 400,076 tokens/s for a 32-GPU estate",
            values=(400076.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0049",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="four separate runs summed into an estate nobody measured",
        ),
        ExpectedClaim(
            page=4,
            match="geometric-mean speed-up of Cisco's B300 system over the DGX B200 is 1.33",
            values=(1.33,),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"CHIP-COUNT", "CROSS-ROUND"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a geomean across two benchmarks; both systems have eight GPUs",
        ),
        ExpectedClaim(
            page=4,
            match="works out to 12,536 tokens/s",
            values=(12536.0, 11264.4),
            unit="tokens/s",
            benchmark="llama2-70b",
            division="open",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC", "CROSS-ROUND", "OPEN-COMPARED"}),
            tolerated=frozenset({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a per-GPU share of an Open v6.0 entry set against a Closed v4.1 one",
        ),
    ),
    non_claims=(
        NonClaim(2, "roughly 40 million protein sequences", "the customer's volume"),
        NonClaim(2, "10 weeks from purchase order", "a lead time"),
    ),
)

# w418: a hospital trust's clinical-coding assistant business case (reportlab); interactive.
W418 = DeckSpec(
    name="w418_trust_clinical_coding_case",
    kind="reportlab",
    vendor="Riverside Teaching Hospitals Trust",
    workload="interactive",
    slides=(
        Slide(
            title="Clinical coding assistant: outline business case",
            bullets=(
                "Prepared for the Trust Digital Board, December 2026.",
                "The assistant is interactive: coders ask it for suggested codes during a live "
                "coding session and wait for the reply before moving on.",
                "It will run Llama 3.1 8B as published, with no fine-tuning.",
            ),
        ),
        Slide(
            title="Evidence from MLPerf Inference v5.1 (Closed division)",
            bullets=(
                "The Dell PowerEdge XE9680L reached 128,787 tokens/s on Llama 3.1 8B in the "
                "Server scenario (result 5.1-0024), so coders can rely on the codes it suggests.",
                "The same server also handled 102,907 queries/s in the Interactive scenario.",
                "At our cloud rate that works out to £0.0031 per correctly coded episode.",
                "Cloud rate: £38 per GPU-hour under the national framework.",
            ),
        ),
        Slide(
            title="Costs and timeline",
            bullets=(
                "Implementation: 14 weeks.",
                "Annual licence: £212,000.",
                "Coders in scope: 64 across three sites.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="reached 128,787 tokens/s on Llama 3.1 8B",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=frozenset({"QUALITY-BUCKET"}),
            absent=frozenset({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="a throughput result sold as the reliability of the codes",
        ),
        ExpectedClaim(
            page=2,
            match="handled 102,907 queries/s in the Interactive scenario",
            values=(102907.0,),
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=frozenset(),
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING", "MODEL-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="follow-on figure; no benchmark of its own, the ID is on the sibling",
        ),
        ExpectedClaim(
            page=2,
            match="£0.0031 per correctly coded episode",
            values=(0.0031,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset(
                {"DERIVED-METRIC", "QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}
            ),
            why="cost per correct unit of the trust's own work",
        ),
    ),
    non_claims=(
        NonClaim(2, "£38 per GPU-hour", "a framework price"),
        NonClaim(3, "Implementation: 14 weeks", "a timeline"),
        NonClaim(3, "£212,000", "a licence price"),
        NonClaim(3, "Coders in scope: 64", "headcount"),
    ),
)

# w419: a rack builder's trade-show booth loop; no buyer, so no workload.
W419 = DeckSpec(
    name="w419_booth_loop_rack_builder",
    kind="pptx",
    vendor="Velaris AI Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Booth 4127 · Velaris AI Systems",
            subtitle="Liquid-cooled racks built on AMD Instinct MI355X",
        ),
        Slide(
            title="Record-breaking inference",
            group=(
                "1,016,380 tokens/s on Llama 2 70B: an MLPerf Inference v6.0 record for AMD's "
                "88-GPU MI355X cluster (Closed division, Server scenario, result 6.0-0001)",
                "#1 in inference, again",
            ),
        ),
        Slide(
            title="Per GPU, per rack, per hall",
            heading="MLPerf Inference v6.0 · Closed division · Server",
            bullets=(
                "That is 11,550 tokens/s for every MI355X in the cluster.",
                "Compared with a single 8-GPU MI355X server at 100,282 tokens/s, the cluster is "
                "10.1× faster.",
                "Eleven nodes of eight GPUs each beat a 72-GPU GB200 NVL72 rack by 25%.",
                "Scaled to a 1,000-GPU hall, Velaris projects 11.5 million tokens/s.",
            ),
            footnotes=("Source: result 6.0-0001, AMD MI355X Custom Cluster, 11 nodes × 8 GPUs.",),
        ),
        Slide(
            title="Visit us",
            bullets=(
                "Live demo every 30 minutes, Hall B.",
                "Racks ship from Q3 2027 with a 3-year warranty.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="1,016,380 tokens/s on Llama 2 70B",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=frozenset(),
            tolerated=frozenset({"RANK-CLAIM"}),
            why="a big-number callout read with its caption; record words with all three labels",
        ),
        ExpectedClaim(
            page=2,
            match="#1 in inference, again",
            flags=frozenset(
                {"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}
            ),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a rank claim standing in for benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=3,
            match="11,550 tokens/s for every MI355X",
            values=(11550.0,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"ROUND-MISSING", "SCENARIO-MISSING"}),
            why="per-GPU share; labels from the heading box and the unmarked footnote",
        ),
        ExpectedClaim(
            page=3,
            match="the cluster is 10.1× faster",
            values=(10.1, 100282.0),
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="88 GPUs against 8",
        ),
        ExpectedClaim(
            page=3,
            match="Eleven nodes of eight GPUs each beat a 72-GPU GB200 NVL72 rack by 25%",
            values=(25.0,),
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="nodes × GPUs against a 72-GPU rack",
        ),
        ExpectedClaim(
            page=3,
            match="Velaris projects 11.5 million tokens/s",
            values=(11.5e6, 11.5),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED", "RESULT-ID-MISSING"}),
            why="a projection of the published cluster onto a hall nobody measured",
        ),
    ),
    non_claims=(
        NonClaim(4, "every 30 minutes", "demo schedule"),
        NonClaim(4, "Q3 2027 with a 3-year warranty", "shipping date and warranty"),
    ),
)

# w420: a satellite operator's payload-computer brief; on-board (edge) use said indirectly.
W420 = DeckSpec(
    name="w420_satellite_payload_compute_brief",
    kind="pdf",
    vendor="Orbitwell Earth Observation",
    workload="edge",
    slides=(
        Slide(
            title="On-board inference: candidate processors",
            subtitle="Engineering brief for the Payload Review\nOrbitwell Earth Observation",
        ),
        Slide(
            title="Mission constraints",
            bullets=(
                "The payload computer decides which scenes are worth sending down during a "
                "9-minute ground-station pass; nothing can wait for the ground to answer.",
                "Power available to the payload computer: 45 W peak.",
                "Launch window: Q2 2028.",
            ),
        ),
        Slide(
            heading="MLPerf Inference results we looked at",
            chart=Chart(
                title="Llama 3.1 8B (edge), SingleStream latency per query, ms",
                categories=("Intel Arc Pro B60 (v5.1 Closed)", "Jetson AGX Thor (v6.0 Open)"),
                series=(("p90 latency", (3545.9, 1357.55)),),
                number_format="#,##0.0",
                kind="bar",
            ),
            footnotes=("Results 5.1-0057 (Intel) and 6.0-0111 (NVIDIA).",),
        ),
        Slide(
            title="Other figures in the vendor packs",
            bullets=(
                "Dell's 8-GPU XE9680L served 128,787 tokens/s on Llama 3.1 8B in the Server "
                "scenario (v5.1 Closed, result 5.1-0024).",
                "Jetson AGX Thor runs Gemma 3 4B at 52 tokens/s in NVIDIA's own demo.",
                "The same module answered the edge Llama 3.1 8B test in 1.36 s per query "
                "(Open division).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Intel Arc Pro B60 (v5.1 Closed)",
            values=(3545.9,),
            unit="ms",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"OPEN-COMPARED", "CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a Closed v5.1 point charted beside an Open v6.0 point; one accelerator each",
        ),
        ExpectedClaim(
            page=3,
            match="Jetson AGX Thor (v6.0 Open)",
            values=(1357.55,),
            unit="ms",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="open",
            scenario="single_stream",
            flags=frozenset({"OPEN-COMPARED", "CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="served 128,787 tokens/s on Llama 3.1 8B",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="a datacentre Server result in a brief for an on-board computer",
        ),
        ExpectedClaim(
            page=4,
            match="runs Gemma 3 4B at 52 tokens/s",
            values=(52.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=frozenset({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT | frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="a non-MLPerf model among MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="answered the edge Llama 3.1 8B test in 1.36 s per query",
            values=(1.36,),
            benchmark="llama3.1-8b",
            division="open",
            flags=frozenset({"SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            tolerated=frozenset({"OPEN-COMPARED", "NON-MLPERF-MIX"}),
            why="follow-on; its scenario and round are not on its slide, nor lent by siblings",
        ),
    ),
    non_claims=(
        NonClaim(2, "45 W peak", "a power budget"),
        NonClaim(2, "9-minute ground-station pass", "an operational window"),
    ),
)

# w421: a game studio's NPC-dialogue serving review; interactive stated plainly, own model.
W421 = DeckSpec(
    name="w421_studio_npc_dialogue_review",
    kind="pptx",
    vendor="Tidewater Games",
    workload="interactive",
    slides=(
        Slide(
            title="NPC dialogue: serving review",
            subtitle="Tidewater Games, platform engineering\nInternal, do not forward",
        ),
        Slide(
            title="What players feel",
            bullets=(
                "Our workload is interactive: players chat with townsfolk live and wait for "
                "every line.",
                "Dialogue is written by Llama 3.3 70B carrying our own lore fine-tune.",
                "Target: first audio within 300 ms of the player's last word.",
                "Peak concurrency at the last launch: 180,000 players.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Interactive scenario",
            chart=Chart(
                title="Llama 2 70B tokens/s on 8-GPU servers",
                categories=(
                    "AMD MI355X (6.0-0002)",
                    "Dell XE9785L (6.0-0020)",
                    "Cisco 8× MI350X (6.0-0012)",
                ),
                series=(("Interactive", (73608.2, 70610.8, 51616.6)),),
                value_axis_title="tokens per second",
            ),
        ),
        Slide(
            title="Other numbers from the vendors",
            bullets=(
                "In the Server scenario the AMD server reached 100,282 tokens/s (v6.0 Closed, "
                "Llama 2 70B, result 6.0-0002).",
                "Its Offline figure of 103,480 tokens/s is the one AMD's sales team leads with "
                "(v6.0 Closed, Llama 2 70B, result 6.0-0002).",
                "Llama 3.3 70B on the same AMD box: 9,800 tokens/s with our settings.",
                "GPT-OSS-120B, new in MLPerf Inference v5.1, ran at 26,005.8 tokens/s Interactive "
                "on the ASUS XA NB3I-E12.",
                "Enough for 4.1 million NPC lines an hour^{*}.",
            ),
            footnotes=(
                "^{*} MLPerf Inference v6.0 Closed, Llama 2 70B Interactive, result 6.0-0002: "
                "tokens/s × 3,600 ÷ 64 tokens per line.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="AMD MI355X (6.0-0002)",
            values=(73608.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="interactive",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="eight GPUs each in the chart; the studio runs its own fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="Dell XE9785L (6.0-0020)",
            values=(70610.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="interactive",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Cisco 8× MI350X (6.0-0012)",
            values=(51616.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0012",
            division="closed",
            scenario="interactive",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="the AMD server reached 100,282 tokens/s",
            values=(100282.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            why="Server fits an interactive workload",
        ),
        ExpectedClaim(
            page=4,
            match="Offline figure of 103,480 tokens/s",
            values=(103480.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            why="an Offline figure for live dialogue",
        ),
        ExpectedClaim(
            page=4,
            match="Llama 3.3 70B on the same AMD box: 9,800 tokens/s",
            values=(9800.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=frozenset({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT
            | frozenset({"RESULT-ID-MISSING", "UNVERIFIED", "MODEL-MISMATCH"}),
            why="the studio's own model timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="GPT-OSS-120B, new in MLPerf Inference v5.1, ran at 26,005.8 tokens/s",
            values=(26005.8,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            scenario="interactive",
            flags=frozenset(
                {"ROUND-UNKNOWN", "MODEL-MISMATCH", "DIVISION-MISSING", "RESULT-ID-MISSING"}
            ),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="GPT-OSS-120B first appears in v6.0, not v5.1",
        ),
        ExpectedClaim(
            page=4,
            match="Enough for 4.1 million NPC lines an hour",
            values=(4.1e6, 4.1),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="interactive",
            flags=frozenset({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            why="an Interactive rate multiplied out over an hour",
        ),
    ),
    non_claims=(
        NonClaim(2, "within 300 ms of the player's last word", "the studio's own target"),
        NonClaim(2, "180,000 players", "concurrency"),
    ),
)

# w422: a speech vendor's quarterly business review with a telco; batch said by deadline.
W422 = DeckSpec(
    name="w422_speech_vendor_qbr",
    kind="pptx",
    vendor="Sonarwise",
    workload="batch",
    slides=(
        Slide(
            title="Quarterly business review, Q4 2026",
            subtitle="Sonarwise for Kestrel Telecom\nAccount team",
        ),
        Slide(
            title="Your quarter in numbers",
            bullets=(
                "Yesterday's call recordings are all transcribed before the 07:00 compliance "
                "sweep starts.",
                "Platform uptime this quarter: 99.97%.",
                "Support tickets closed: 412 (median time to close 3.1 hours).",
                "Recordings per night: 1.9 million.",
            ),
        ),
        Slide(
            heading="Whisper on MLPerf Inference v6.0 (Closed division, Offline)",
            table=Table(
                header=("System", "GPUs", "Samples/s", "Result"),
                rows=(
                    ("Dell PowerEdge XE7740", "8 × H200 NVL", "31,969.2", "6.0-0021"),
                    ("Cisco UCS X210 M8 X580P node", "4 × H200 NVL", "15,338.6", "6.0-0013"),
                    ("HPE ProLiant DL385 Gen11", "4 × RTX PRO 6000", "9,228.36", "6.0-0054"),
                ),
            ),
            notes="Kestrel's current estate is the Cisco node. The Dell row is the upgrade we "
            "proposed in Q3.",
        ),
        Slide(
            title="Looking ahead",
            bullets=(
                "Scaled to the 64-GPU pod in your Frankfurt hall, the XE7740 result points to "
                "about 255,750 samples/s^{1}.",
                "Our next firmware drop is projected to add 20%, roughly 38,360 samples/s per "
                "8-GPU server (unverified)^{2}.",
                "Per GPU the 4-GPU Cisco node keeps pace with the Dell: 3,835 against 3,996 "
                "samples/s^{3}.",
                "Renewal date: 31 March 2027.",
            ),
            footnotes=(
                "^{1} Sonarwise scaling of result 6.0-0021 (MLPerf Inference v6.0, Closed, "
                "Whisper, Offline) by eight; not measured.",
                "^{2} Sonarwise engineering projection.",
                "^{3} Results 6.0-0013 and 6.0-0021 (MLPerf Inference v6.0, Closed, Whisper, "
                "Offline), each divided by its GPU count.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7740",
            values=(31969.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="an 8-GPU row in a table of 4-GPU rows",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS X210 M8 X580P node",
            values=(15338.6,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0013",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="HPE ProLiant DL385 Gen11",
            values=(9228.36,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0054",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            why="same count as the Cisco row, but tabulated against the 8-GPU Dell",
        ),
        ExpectedClaim(
            page=4,
            match="points to about 255,750 samples/s",
            values=(255750.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="a published result projected onto a pod nobody measured",
        ),
        ExpectedClaim(
            page=4,
            match="roughly 38,360 samples/s per",
            values=(38360.0, 20.0),
            unit="samples/s",
            division=None,
            scenario=None,
            flags=frozenset({"DERIVED-METRIC", "UNVERIFIED"}),
            tolerated=MISSING_CONTEXT | frozenset({"RESULT-ID-MISSING"}),
            why="the vendor's own projection; the word is there, the statement is not",
        ),
        ExpectedClaim(
            page=4,
            match="the 4-GPU Cisco node keeps pace with the Dell",
            values=(3835.0, 3996.0),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-GPU figures; the normalisation states the different counts",
        ),
    ),
    non_claims=(
        NonClaim(2, "Platform uptime this quarter: 99.97%", "uptime"),
        NonClaim(2, "Support tickets closed: 412", "ticket count"),
        NonClaim(2, "Recordings per night: 1.9 million", "the customer's volume"),
        NonClaim(4, "Renewal date: 31 March 2027", "a date"),
    ),
)

# w423: a public-sector framework catalogue entry (reportlab); others' uses only.
W423 = DeckSpec(
    name="w423_framework_catalogue_lot3",
    kind="reportlab",
    vendor="Crown Digital Buying Service",
    workload="unstated",
    slides=(
        Slide(
            title="Lot 3 catalogue entry: Llama 2 70B inference servers",
            table=Table(
                header=("System (MLPerf v5.1 Closed)", "Scenario", "Tokens/s", "Result ID"),
                rows=(
                    ("AMD AS-8125GS-TNMR2, 8 x MI300X", "Offline", "27,803.9", "5.1-0001"),
                    ("ASUSTeK ESC8000A-E12, 8 x H200 NVL", "Server", "25,614.7", "5.1-0005"),
                    ("ASUSTeK ESC N8, 8 x H200 SXM", "Server", "34,193.8", "5.1-0007"),
                ),
            ),
        ),
        Slide(
            title="Lot 3: terms and past use",
            bullets=(
                "Buyers have called off Lot 3 servers for citizen chat assistants, overnight "
                "translation of case files and university research clusters.",
                "Listed suppliers include the top-scoring Llama 2 70B system of the v5.1 round.",
                "Call-off ceiling: £4.5M per order; framework runs to 30 June 2029.",
                "Framework reference RM-7741.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="AMD AS-8125GS-TNMR2, 8 x MI300X",
            values=(27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="an Offline row ranked beside Server rows of other systems",
        ),
        ExpectedClaim(
            page=1,
            match="ASUSTeK ESC8000A-E12, 8 x H200 NVL",
            values=(25614.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=1,
            match="ASUSTeK ESC N8, 8 x H200 SXM",
            values=(34193.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="top-scoring Llama 2 70B system of the v5.1 round",
            benchmark="llama2-70b",
            round="v5.1",
            flags=frozenset({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a rank claim with no scenario or division",
        ),
    ),
    non_claims=(
        NonClaim(2, "Call-off ceiling: £4.5M per order", "a contract ceiling"),
        NonClaim(2, "30 June 2029", "a date"),
        NonClaim(2, "RM-7741", "a reference number"),
    ),
)

# w424: an e-discovery platform pitch to a law firm; batch stated plainly, fine-tuned model.
W424 = DeckSpec(
    name="w424_ediscovery_privilege_pitch",
    kind="pdf",
    vendor="Lexbridge Discovery",
    workload="batch",
    slides=(
        Slide(
            title="Privilege review at scale",
            subtitle="Lexbridge Discovery for Harrow & Vale LLP\nPitch, 9 December 2026",
        ),
        Slide(
            title="How your matters run",
            bullets=(
                "Your productions are processed in bulk over a weekend batch window; no reviewer "
                "waits on the system.",
                "Privilege calls come from LexPriv-70B, our classifier fine-tuned from Llama 2 70B.",
                "Typical production: 2.6 million documents.",
                "Hosting: EUR 14 per GB per month.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "The DGX B200 our review nodes are built on posted 99,123 tokens/s on Llama 2 "
                "70B^{a}.",
                "It cleared MLPerf's 99% accuracy threshold, which is why privilege calls made on "
                "Lexbridge hold up in court^{a}.",
                "That brings each correctly classified document to about EUR 0.0001^{b}.",
                "In the Offline scenario the same node class managed 33,379 tokens/s on "
                "DeepSeek-R1^{c}.",
            ),
            footnotes=(
                "^{a} NVIDIA DGX B200, result 5.1-0069, Server scenario.",
                "^{b} Lexbridge calculation from the rate in note a, at EUR 31 per node-hour and "
                "1,200 tokens per document.",
                "^{c} NVIDIA DGX B200, result 5.1-0069.",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Per-matter fee from EUR 18,000.",
                "Pilot: one matter, 30 days, no charge.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="posted 99,123 tokens/s on Llama 2",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="a fine-tune is not the reference model; Server is fine for batch",
        ),
        ExpectedClaim(
            page=3,
            match="cleared MLPerf's 99% accuracy threshold",
            values=(99.0,),
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=frozenset({"GATE-AS-GRADE"}),
            tolerated=frozenset({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            why="the pass/fail gate sold as privilege calls that hold up in court",
        ),
        ExpectedClaim(
            page=3,
            match="each correctly classified document to about EUR 0.0001",
            values=(0.0001,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "MODEL-MISMATCH",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="a cost per correct document drawn from a Server result",
        ),
        ExpectedClaim(
            page=3,
            match="managed 33,379 tokens/s on",
            values=(33379.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Offline fits a weekend batch; LexPriv-70B is not DeepSeek-R1",
        ),
    ),
    non_claims=(
        NonClaim(4, "Pilot: one matter, 30 days", "pilot terms"),
        NonClaim(2, "2.6 million documents", "the client's volume"),
        NonClaim(2, "EUR 14 per GB per month", "a hosting price"),
        NonClaim(4, "Per-matter fee from EUR 18,000", "a fee"),
    ),
)

# w425: a power utility's drone-inspection fleet plan; edge said only through the flights.
W425 = DeckSpec(
    name="w425_utility_drone_fleet_plan",
    kind="pptx",
    vendor="Southvale Power Networks",
    workload="edge",
    slides=(
        Slide(
            title="Line inspection drones: compute module selection",
            subtitle="Asset Management Committee\nSouthvale Power Networks, 2027 season",
        ),
        Slide(
            title="Inspection season 2027",
            bullets=(
                "The drones fly pylon lines far beyond radio range and have to flag a cracked "
                "insulator while they are still over the span.",
                "The control-room server that re-checks flagged images each night is out of "
                "scope for this paper.",
                "Route length: 1,850 km of 132 kV line; fleet of 42 drones.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1 Closed · RetinaNet MultiStream",
            table=Table(
                header=("Module", "Accelerators", "p99 latency (ms)", "Result"),
                rows=(
                    ("Dell PowerEdge XR8620t", "1 × L4", "42.02", "v4.1-0023"),
                    ("Lenovo ThinkEdge SE360 V2", "2 × L4", "32.19", "v4.1-0042"),
                    ("Lenovo ThinkEdge SE455 V3", "2 × L40S", "10.39", "v4.1-0041"),
                ),
            ),
        ),
        Slide(
            title="Like for like",
            bullets=(
                "Two cards against two cards, the SE455 V3 finished each eight-image query in "
                "10.39 ms against the SE360 V2's 32.19 ms (v4.1 Closed, RetinaNet MultiStream).",
                "Per card, the SE360 V2 gets through roughly 124 images per second^{‡}.",
                "Payload limit for the compute module: 1.2 kg including housing.",
            ),
            footnotes=(
                "^{‡} From v4.1-0042 (MLPerf Inference v4.1, Closed, RetinaNet MultiStream): "
                "eight images per query, divided by two cards.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XR8620t",
            values=(42.02,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="multi_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="a one-card module tabulated against two-card ones",
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE360 V2",
            values=(32.19,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="multi_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE455 V3",
            values=(10.39,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="multi_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="finished each eight-image query in 10.39 ms",
            values=(10.39, 32.19),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="multi_stream",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="two cards against two cards: a same-size comparison; v4.1-0042 is in the footnote",
        ),
        ExpectedClaim(
            page=4,
            match="roughly 124 images per second",
            values=(124.0,),
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="multi_stream",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="a per-card figure bound to its double-dagger footnote",
        ),
    ),
    non_claims=(
        NonClaim(2, "1,850 km of 132 kV line; fleet of 42 drones", "route and fleet size"),
        NonClaim(4, "1.2 kg including housing", "a payload limit"),
    ),
)

VOICE_DECKS_25: tuple[DeckSpec, ...] = (
    W411,
    W412,
    W413,
    W414,
    W415,
    W416,
    W417,
    W418,
    W419,
    W420,
    W421,
    W422,
    W423,
    W424,
    W425,
)
