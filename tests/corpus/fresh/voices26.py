"""Fresh-part decks w426-w440, written blind to the rules by helper h15w26.

Voices: a port authority's crane-camera tender evaluation, a hospital trust's dictation
transcription board paper, a GPU-cloud reseller's answer to an insurer's claims-chat RFP, an
analyst firm's weekly newsletter, a university computing committee's minutes, and the further
voices listed beside each deck below.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

CHIP = frozenset({"CHIP-COUNT"})
RID = frozenset({"RESULT-ID-MISSING"})

# w426: a port authority's tender evaluation for on-crane vision modules (edge, said indirectly).
W426 = DeckSpec(
    name="w426_crane_vision_tender",
    kind="pptx",
    vendor="Harbourline Port Authority",
    workload="edge",
    slides=(
        Slide(
            title="Quay Crane Vision Modules: Tender Evaluation, Lot 3",
            subtitle="Evaluation panel pack for the Board of Commissioners\nMarch 2026",
        ),
        Slide(
            title="What lot 3 has to do",
            bullets=(
                "Each of the 46 ship-to-shore cranes carries its own module in the spreader cab",
                "There is no fibre to the quay edge: every camera frame is judged on the crane "
                "itself, one frame at a time, while the spreader is moving",
                "Twistlock check to finish within 40 ms of the frame leaving the camera",
                "Budget ceiling: EUR 2.4 million for the lot, installation included",
            ),
            notes="Operators will not wait on a round trip to the data centre; the module "
            "answers for its own crane.",
        ),
        Slide(
            heading="Bidder evidence: MLPerf Inference v6.0, Closed division, SingleStream",
            bullets=(
                "On the panel's reading, Quayside's module returns its verdict about 86 times "
                "sooner than Kestrel's",
            ),
            table=Table(
                header=("Bidder and system", "Benchmark", "p90 latency", "Result ID", "Unit price"),
                rows=(
                    (
                        "Kestrel Systems: Dell Pro Max (1x GB10)",
                        "YOLO (yolo-99)",
                        "611.9 ms",
                        "6.0-0028",
                        "EUR 9,800",
                    ),
                    (
                        "Quayside Compute: PowerEdge XE7745 (8x L40S)",
                        "YOLO (yolo-99)",
                        "7.12 ms",
                        "6.0-0029",
                        "EUR 61,500",
                    ),
                ),
            ),
        ),
        Slide(
            title="Bidder 3: Nordhavn Edge AB",
            bullets=(
                "Nordhavn resells the ASUSTeK ESC N8 H200 and cites RetinaNet at 14,406 queries/s^{1}",
                "The same box reaches 14,451.7 samples/s on RetinaNet^{2}",
                "Nordhavn offers a five-year spares agreement at EUR 140,000",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Server scenario, result 5.1-0007.",
                "^{2} MLPerf Inference v5.1, Closed division, Offline scenario, result 5.1-0007.",
            ),
        ),
        Slide(
            title="Panel recommendation",
            bullets=(
                "Award lot 3 to Quayside Compute, subject to a site acceptance test on crane 12",
                "First 12 modules delivered by 30 September 2026; the rest by March 2027",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="returns its verdict about 86 times sooner than Kestrel",
            values=(86.0,),
            round="v6.0",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=RID,
            why="a 1-chip and an 8-GPU system compared; result IDs are in the table beside it",
        ),
        ExpectedClaim(
            page=3,
            match="Kestrel Systems: Dell Pro Max (1x GB10)",
            values=(611.9,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"}),
            why="heading text box carries round, division and scenario for the table rows",
        ),
        ExpectedClaim(
            page=3,
            match="Quayside Compute: PowerEdge XE7745 (8x L40S)",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="cites RetinaNet at 14,406 queries/s",
            values=(14406.0,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="a datacentre Server rate offered for one crane answering its own frames",
        ),
        ExpectedClaim(
            page=4,
            match="The same box reaches 14,451.7 samples/s on RetinaNet",
            values=(14451.7,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="its own footnote marker 2 says Offline, not the Server of marker 1",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="46 ship-to-shore cranes", why="fleet size"),
        NonClaim(page=2, match="within 40 ms of the frame", why="the buyer's own target"),
        NonClaim(page=2, match="EUR 2.4 million", why="budget"),
        NonClaim(page=3, match="EUR 61,500", why="unit price in a table cell"),
        NonClaim(page=4, match="EUR 140,000", why="spares agreement price"),
        NonClaim(page=5, match="First 12 modules delivered by 30 September 2026", why="dates"),
    ),
)

# w427: a hospital trust's board paper on overnight dictation transcription (batch, said plainly).
W427 = DeckSpec(
    name="w427_dictation_board_paper",
    kind="pdf",
    vendor="Clearwater Health NHS Trust",
    workload="batch",
    slides=(
        Slide(
            title="Dictation Transcription Service: Supplier Shortlist",
            subtitle="Paper to the Trust Board, item 9\nAll benchmark figures in this paper: "
            "MLPerf Inference v5.1, Closed division, Offline scenario",
        ),
        Slide(
            title="How we will use it",
            bullets=(
                "Clinicians dictate through the day; the recordings are queued and transcribed "
                "in one overnight batch run",
                "Letters are ready for signing by 07:00 the next morning",
                "Volume today: about 38,000 dictations a month across three sites",
            ),
        ),
        Slide(
            heading="Whisper speech-to-text: shortlisted platforms",
            table=Table(
                header=("Shortlisted platform", "GPUs", "Samples/s", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE9680L (B200-SXM-180GB)", "8", "45,024.2", "5.1-0024"),
                    ("HPE Cray XD670 (H200-SXM-141GB)", "8", "34,450.7", "5.1-0049"),
                    ("Dell PowerEdge XE7740 (L40S)", "8", "9,272.0", "5.1-0022"),
                ),
            ),
            footnote="Framework rate for any shortlisted platform: GBP 31.50 per server-hour, "
            "Lot 2 of the regional compute framework.",
        ),
        Slide(
            title="What it means for our backlog",
            bullets=(
                "Spread across its eight B200s, the XE9680L works out at roughly 5,628 samples/s "
                "per GPU",
                "Kept busy for an eight-hour night, that one server would get through about "
                "1.3 billion samples",
                "At the framework rate, a million transcribed clips would cost us about GBP 0.19",
                "All three platforms clear Whisper's 99% accuracy target, which means clinicians "
                "can sign their letters without reading them back",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Approve a two-year call-off with the XE9680L supplier, capped at GBP 410,000",
                "Review transcription error reports at the Clinical Safety Group each quarter",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9680L (B200-SXM-180GB)",
            values=(45024.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="three 8-GPU systems side by side; the title slide covers every figure",
        ),
        ExpectedClaim(
            page=3,
            match="HPE Cray XD670 (H200-SXM-141GB)",
            values=(34450.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7740 (L40S)",
            values=(9272.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0022",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="the XE9680L works out at roughly 5,628 samples/s",
            values=(5628.0,),
            unit="samples/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=RID,
            why="a per-GPU share of the 5.1-0024 result, which is cited on another slide",
        ),
        ExpectedClaim(
            page=4,
            match="would get through about 1.3 billion samples",
            values=(1.3e9, 1296696960.0),
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=RID,
            why="a rate multiplied out over a night",
        ),
        ExpectedClaim(
            page=4,
            match="a million transcribed clips would cost us about GBP 0.19",
            values=(0.19,),
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a price per clip of the trust's own work worked out from the result",
        ),
        ExpectedClaim(
            page=4,
            match="clear Whisper's 99% accuracy target",
            values=(99.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=frozenset({"GATE-AS-GRADE"}),
            tolerated=frozenset({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as letters that need no reading back",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="ready for signing by 07:00", why="a time of day"),
        NonClaim(page=2, match="about 38,000 dictations a month", why="the trust's own volume"),
        NonClaim(page=3, match="GBP 31.50 per server-hour", why="a framework price"),
        NonClaim(page=5, match="capped at GBP 410,000", why="contract cap"),
    ),
)

# w428: a GPU-cloud reseller's answer to an insurer's claims-chat RFP (interactive, said plainly;
# the insurer deploys its own fine-tune, so every MLPerf figure is for another model).
W428 = DeckSpec(
    name="w428_claims_chat_rfp",
    kind="pptx",
    vendor="Vantapoint Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Answer to RFP 2026-114: Hosted Inference for the Claims Assistant",
            subtitle="Vantapoint Cloud for Meridian Mutual Insurance\nSubmitted 12 February 2026",
        ),
        Slide(
            title="Your requirement as we understand it",
            bullets=(
                "Policyholders chat with Meridian's claims assistant on the web and in the app, "
                "and expect the reply to start while they are still looking at the screen",
                "The assistant runs ClaimsPilot, Meridian's own fine-tune of Llama 3.1 8B, "
                "trained on ten years of settled claims",
                "Peak load: 2,300 concurrent conversations on storm days",
                "First token within 1.5 seconds for 95% of turns",
            ),
        ),
        Slide(
            title="Serving Llama 3.1 8B: the published numbers",
            chart=Chart(
                title="Llama 3.1 8B, MLPerf Inference v6.0 Closed: Interactive tokens/s",
                categories=(
                    "DGX B200 (8x B200)",
                    "DL380a Gen12 (8x RTX PRO 6000)",
                    "DL385 Gen11 (2x RTX PRO 6000)",
                ),
                series=(("Interactive tokens/s", (128750.0, 44087.3, 10589.3)),),
                value_axis_title="tokens per second",
            ),
            footnote="Results 6.0-0062 (Lambda), 6.0-0047 and 6.0-0052 (HPE), retrieved from "
            "mlcommons.org on 3 February 2026.",
        ),
        Slide(
            heading="Rack-scale headroom: MLPerf Inference v6.0, Closed division, Server scenario",
            bullets=(
                "A single GB200 NVL72 rack served DeepSeek-R1 at 336,106 tokens/s^{1} against "
                "44,589.7 tokens/s for an 8-GPU GB300 node^{2}",
                "The same rack held 240,318 tokens/s under the tighter Interactive limits",
                "Per GPU, that is about 4,668 tokens/s on the rack and 5,574 on the node",
            ),
            footnotes=(
                "^{1} NVIDIA GB200 NVL72 (72x GB200), result 6.0-0075.",
                "^{2} CoreWeave GB300 NVL72 partition (8x GB300), result 6.0-0017.",
            ),
        ),
        Slide(
            title="Indicative pricing",
            table=Table(
                header=("Item", "Price", "Term"),
                rows=(
                    ("Reserved B200 node", "USD 31.20 per node-hour", "12 months"),
                    ("Burst capacity", "USD 4.10 per GPU-hour", "on demand"),
                ),
            ),
            bullets=(
                "At the DGX B200's Interactive rate of 128,750 tokens/s (v6.0, Closed, result "
                "6.0-0062), a reserved node works out at about USD 0.067 per million tokens",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="DGX B200 (8x B200)",
            values=(128750.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=RID,
            why="8-GPU and 2-GPU systems in one chart; the deck deploys its own fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="DL380a Gen12 (8x RTX PRO 6000)",
            values=(44087.3,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=RID,
        ),
        ExpectedClaim(
            page=3,
            match="DL385 Gen11 (2x RTX PRO 6000)",
            values=(10589.3,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=RID,
        ),
        ExpectedClaim(
            page=4,
            match="A single GB200 NVL72 rack served DeepSeek-R1 at 336,106 tokens/s",
            values=(336106.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=RID,
            why="a 72-GPU rack against an 8-GPU node; two result IDs in two footnotes",
        ),
        ExpectedClaim(
            page=4,
            match="The same rack held 240,318 tokens/s under the tighter Interactive limits",
            values=(240318.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset(),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "MODEL-MISMATCH", "CROSS-SCENARIO"}),
            why="own text says Interactive over the heading's Server; names no benchmark itself",
        ),
        ExpectedClaim(
            page=4,
            match="Per GPU, that is about 4,668 tokens/s on the rack and 5,574 on the node",
            values=(4668.0, 5574.0),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "MODEL-MISMATCH", "CHIP-COUNT"}),
            why="per-GPU shares of the rack and node results",
        ),
        ExpectedClaim(
            page=5,
            match="a reserved node works out at about USD 0.067 per million tokens",
            values=(0.067, 128750.0),
            round="v6.0",
            result_id="6.0-0062",
            division="closed",
            scenario="interactive",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            why="a price per token worked out from a published rate",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2,300 concurrent conversations", why="the buyer's peak load"),
        NonClaim(page=2, match="First token within 1.5 seconds", why="the buyer's own target"),
        NonClaim(page=5, match="USD 31.20 per node-hour", why="list price"),
        NonClaim(page=5, match="USD 4.10 per GPU-hour", why="list price"),
    ),
)

# w429: an analyst firm's weekly newsletter on the v6.0 round (reportlab; no buyer at all).
W429 = DeckSpec(
    name="w429_analyst_weekly",
    kind="reportlab",
    vendor="Siltstone Research",
    workload="unstated",
    slides=(
        Slide(
            title="Inference Weekly, issue 31",
            subtitle="Siltstone Research notes for subscribers, 8 April 2026\n"
            "This week: the MLPerf Inference v6.0 round, read so you do not have to",
        ),
        Slide(
            title="Who is asking",
            bullets=(
                "Bank CIOs we spoke to want these systems for their overnight risk reports",
                "Retailers want them for shelf cameras; neither group has signed anything yet",
            ),
        ),
        Slide(
            title="Llama 2 70B: who moved",
            bullets=(
                "Cisco's 16-GPU MI350X system reached 153,022 tokens/s in the Server scenario, "
                "whereas ASUSTeK's eight B300s managed 102,186 tokens/s*",
                "AMD's 88-GPU MI355X cluster posted the round's highest Offline figure on the "
                "benchmark, 1,042,110 tokens/s, in the Closed division",
                "Inventec's Open-division entry, 100,291 tokens/s Offline on eight B200s, came "
                "within 3% of AMD's Closed single-node result",
            ),
            footnotes=(
                "* Both Closed division, MLPerf Inference v6.0, results 6.0-0011 and 6.0-0006.",
            ),
        ),
        Slide(
            title="Reasoning models: the rack wars",
            bullets=(
                "NVIDIA's GB200 NVL72 ran DeepSeek-R1 at 486,141 tokens/s Offline, up from "
                "420,659 tokens/s on a GB300 NVL72 in the previous round\u2020",
                "Elsewhere, a start-up told us in its own lab tests that its card serves "
                "Llama 3.3 70B at 9,000 tokens/s",
            ),
            footnotes=(
                "\u2020 Closed division, Offline: v6.0 result 6.0-0075 against v5.1 result "
                "5.1-0072.",
            ),
        ),
        Slide(
            title="Subscriber notes",
            bullets=(
                "Annual subscription: USD 4,800 per seat; team licences from five seats",
                "Next issue: 15 April 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco's 16-GPU MI350X system reached 153,022 tokens/s",
            values=(153022.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=CHIP,
            tolerated=RID,
            why="16 GPUs against 8 in one sentence; both IDs in the footnote",
        ),
        ExpectedClaim(
            page=3,
            match="ASUSTeK's eight B300s managed 102,186 tokens/s",
            values=(102186.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=CHIP,
            tolerated=RID,
            why="the second vendor's figure after whereas is its own claim",
        ),
        ExpectedClaim(
            page=3,
            match="posted the round's highest Offline figure on the benchmark, 1,042,110 tokens/s",
            values=(1042110.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=RID,
            tolerated=frozenset({"RANK-CLAIM"}),
            why="a rank stated with benchmark, scenario and division; no ID given",
        ),
        ExpectedClaim(
            page=3,
            match="Inventec's Open-division entry, 100,291 tokens/s Offline on eight B200s",
            values=(100291.0, 3.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="open",
            scenario="offline",
            flags=frozenset({"OPEN-COMPARED", "RESULT-ID-MISSING"}),
            absent=frozenset({"CHIP-COUNT"}),
            why="an Open result set against a Closed one; eight GPUs each",
        ),
        ExpectedClaim(
            page=4,
            match="NVIDIA's GB200 NVL72 ran DeepSeek-R1 at 486,141 tokens/s Offline",
            values=(486141.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "NON-MLPERF-MIX"}),
            why="two rounds named only in the dagger footnote; 72 GPUs on both sides",
        ),
        ExpectedClaim(
            page=4,
            match="its card serves Llama 3.3 70B at 9,000 tokens/s",
            values=(9000.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=frozenset({"NON-MLPERF-MIX"}),
            tolerated=frozenset(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="a model that is no MLPerf benchmark, set among MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="8 April 2026", why="date"),
        NonClaim(page=5, match="USD 4,800 per seat", why="subscription price"),
        NonClaim(page=5, match="15 April 2026", why="date"),
    ),
)

# w430: a university research-computing committee's minutes (pptx; the buyer's use is never
# said, only other people's).
W430 = DeckSpec(
    name="w430_committee_minutes",
    kind="pptx",
    vendor="Ashgrove University Research Computing Committee",
    workload="unstated",
    slides=(
        Slide(
            title="Research Computing Committee: Minutes of the 14th Meeting",
            subtitle="Held 19 March 2026, Senate Room B\nPresent: 9 members; apologies from 2",
        ),
        Slide(
            title="Item 3: matters arising",
            bullets=(
                "Ardent University told the chair it runs its cluster for a student help-desk "
                "chatbot; the committee noted this as background only",
                "The data-centre cooling upgrade finished on 2 March, two weeks late",
            ),
        ),
        Slide(
            title="Item 4: GPU cluster proposal (MLPerf Inference v6.0, Closed)",
            bullets=(
                "Dr Okafor presented the single-node MI355X result of 103,480 tokens/s on "
                "Llama 2 70B, Offline, result 6.0-0002",
                "Multiplied by the four nodes proposed, the vendor put the whole cluster at "
                "413,920 Offline tokens/s",
                "Per accelerator, that is 12,935 tokens/s",
                "At the 1,400 W board rating, Ms Lindqvist worked this out as 9.2 tokens/s per "
                "watt",
            ),
        ),
        Slide(
            title="Item 4 (continued): against what else is on the market",
            bullets=(
                "Against the incumbent's PowerEdge XE9680 (8x MI300X) at 27,072.5 tokens/s "
                "Offline, result 6.0-0019, the MI355X node is 3.8 times faster",
                "Cisco's 16-GPU MI350X system posted 159,932 tokens/s Offline (result "
                "6.0-0011), only 1.5 times the single MI355X node",
                "The geometric mean of the node's two Offline results, Llama 2 70B and "
                "GPT-OSS-120B, is about 99,150 tokens/s",
            ),
        ),
        Slide(
            title="Item 5: decisions and actions",
            bullets=(
                "The vendor's quote of GBP 1.86 million was noted; delivery in 14 weeks",
                "Action: the secretary to circulate the tender timetable by 2 April",
                "Next meeting: 9 April 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the single-node MI355X result of 103,480 tokens/s",
            values=(103480.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="the title's parenthesis carries round and division",
        ),
        ExpectedClaim(
            page=3,
            match="the vendor put the whole cluster at 413,920 Offline tokens/s",
            values=(413920.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="one node's result projected onto a four-node cluster nobody measured",
        ),
        ExpectedClaim(
            page=3,
            match="Per accelerator, that is 12,935 tokens/s",
            values=(12935.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            flags=frozenset({"DERIVED-METRIC"}),
            scenario=None,
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a per-GPU share; its own text names no scenario",
        ),
        ExpectedClaim(
            page=3,
            match="worked this out as 9.2 tokens/s per watt",
            values=(9.2,),
            round="v6.0",
            division="closed",
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="performance per watt from a board rating, not MLPerf Power",
        ),
        ExpectedClaim(
            page=4,
            match="the MI355X node is 3.8 times faster",
            values=(3.8, 27072.5),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "CROSS-SCENARIO", "CROSS-ROUND"}),
            tolerated=RID,
            why="eight accelerators against eight, same round and scenario",
        ),
        ExpectedClaim(
            page=4,
            match="Cisco's 16-GPU MI350X system posted 159,932 tokens/s Offline",
            values=(159932.0, 1.5),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0011",
            division="closed",
            scenario="offline",
            flags=CHIP,
            why="sixteen GPUs set against one eight-GPU node",
        ),
        ExpectedClaim(
            page=4,
            match="The geometric mean of the node's two Offline results",
            values=(99150.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"NON-MLPERF-MIX"}),
            tolerated=RID,
            why="a geomean across two benchmarks, both in the v6.0 suite",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="Present: 9 members", why="attendance"),
        NonClaim(page=2, match="finished on 2 March, two weeks late", why="facilities"),
        NonClaim(page=5, match="GBP 1.86 million", why="quote"),
        NonClaim(page=5, match="delivery in 14 weeks", why="lead time"),
        NonClaim(page=5, match="Next meeting: 9 April 2026", why="date"),
    ),
)

VOICE_DECKS_26: tuple[DeckSpec, ...] = (W426, W427, W428, W429, W430)
