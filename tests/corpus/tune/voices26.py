"""Decks w426-w440, written blind to the rules by helper h15w26.
(Round eight's fresh part, scored before and after that round's rules; moved to the tune part in round nine.)

Voices: a port authority's crane-camera tender evaluation, a hospital trust's board paper on
overnight dictation transcription, a GPU-cloud reseller's answer to an insurer's claims-chat RFP,
an analyst firm's weekly newsletter, a university computing committee's minutes, an automotive
tier-1's supplier review, a contact-centre outsourcer's speech-AI shortlist, a GPU-cloud price
sheet, a bank's model-risk committee memo, a trade-show booth loop, a satellite operator's
on-board compute brief, a newspaper tech desk's explainer, a vendor webinar, a public-sector
framework catalogue entry and a game studio's NPC-dialogue infrastructure review.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

CHIP = frozenset({"CHIP-COUNT"})
RID = frozenset({"RESULT-ID-MISSING"})
RID_MIX = frozenset({"RESULT-ID-MISSING", "NON-MLPERF-MIX"})

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
                "In the Closed division, Cisco's 16-GPU MI350X system reached 153,022 tokens/s in "
                "the Server scenario, "
                "whereas ASUSTeK's eight B300s managed 102,186 tokens/s*",
                "AMD's 88-GPU MI355X cluster posted the round's highest Offline figure on the "
                "benchmark, 1,042,110 tokens/s, in the Closed division",
                "Inventec's Open-division entry, 100,291 tokens/s Offline on eight B200s, came "
                "about 3% short of AMD's Closed single-node result",
            ),
            footnotes=(
                "* Both Closed division, Server scenario, MLPerf Inference v6.0, results 6.0-0011 "
                "and 6.0-0006.",
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
            tolerated=RID_MIX,
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
            tolerated=RID,
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

# w431: an automotive tier-1's supplier review for in-vehicle cabin sensing (LibreOffice PDF;
# edge, said plainly).
W431 = DeckSpec(
    name="w431_cabin_sensing_supplier_review",
    kind="pdf",
    vendor="Brennholt Automotive Systems",
    workload="edge",
    slides=(
        Slide(
            title="Supplier Review: Cabin-Sensing Compute, Model Year 2028",
            subtitle="Brennholt Automotive Systems, Purchasing and Engineering\n"
            "Internal, 24 February 2026",
        ),
        Slide(
            title="Where the compute sits",
            bullets=(
                "The cabin-sensing software runs on the ECU fitted in each vehicle, with no "
                "cloud connection at all",
                "Each camera frame is handled as it arrives, one frame at a time",
                "Programme volume: 310,000 vehicles a year; start of production Q3 2027",
                "ECU power budget: 45 W at 85 degrees C ambient",
            ),
        ),
        Slide(
            heading="Candidate modules: MLPerf Inference v5.1, Closed division, edge suite",
            table=Table(
                header=(
                    "Reference system",
                    "Accelerators",
                    "RetinaNet SingleStream latency (p90)",
                    "Result ID",
                ),
                rows=(
                    ("Lenovo ThinkEdge SE100 (RTX 2000E Ada)", "1", "8.50 ms", "5.1-0064"),
                    ("GATE Overflow Intel SPR i9 (RTX 4090)", "1", "22.7 ms", "5.1-0042"),
                    ("HPE ProLiant ML30 Gen11 (RTX 4000 Ada)", "1", "51.0 ms", "5.1-0054"),
                ),
            ),
        ),
        Slide(
            title="What the suppliers sent us",
            bullets=(
                "Tiervale Electronics quotes 12,801.9 queries/s on RetinaNet in the Server "
                "scenario^{a}",
                "Tiervale's own run of its TX-4 module to the v5.1 Closed rules: 11.2 ms per "
                "frame on RetinaNet SingleStream (unverified)",
                "Sorrel Semiconductors claims an MLPerf RetinaNet latency of 9.8 ms for its SX2 part",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Closed division, ASUSTeK ESC8000A-E12 "
                "(8x H200-NVL-141GB), result 5.1-0005.",
                "Result not verified by MLCommons Association.",
            ),
        ),
        Slide(
            title="Scorecard and next step",
            table=Table(
                header=("Criterion", "Weight", "Lenovo-based", "Tiervale", "Sorrel"),
                rows=(
                    ("Unit cost at volume", "30%", "USD 412", "USD 388", "USD 351"),
                    ("Automotive qualification", "25%", "AEC-Q100 planned", "Done", "2027"),
                ),
            ),
            bullets=("Shortlist the Lenovo-based design and Tiervale for the B-sample phase",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE100 (RTX 2000E Ada)",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="one accelerator in every row; the header names the scenario",
        ),
        ExpectedClaim(
            page=3,
            match="GATE Overflow Intel SPR i9 (RTX 4090)",
            values=(22.7,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0042",
            division="closed",
            scenario="single_stream",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="HPE ProLiant ML30 Gen11 (RTX 4000 Ada)",
            values=(51.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Tiervale Electronics quotes 12,801.9 queries/s on RetinaNet in the Server",
            values=(12801.9,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="a datacentre Server rate for a one-frame-at-a-time vehicle ECU",
        ),
        ExpectedClaim(
            page=4,
            match="11.2 ms per frame on RetinaNet SingleStream",
            values=(11.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=frozenset(),
            absent=frozenset({"UNVERIFIED", "SCENARIO-MISMATCH"}),
            tolerated=RID,
            why="the word unverified stands beside it and the statement is on the slide",
        ),
        ExpectedClaim(
            page=4,
            match="claims an MLPerf RetinaNet latency of 9.8 ms for its SX2 part",
            values=(9.8,),
            unit="ms",
            benchmark="retinanet",
            flags=frozenset(
                {"UNVERIFIED", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}
            ),
            tolerated=RID,
            why="a supplier's own figure sold as MLPerf with no unverified word beside it",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="310,000 vehicles a year", why="programme volume"),
        NonClaim(page=2, match="ECU power budget: 45 W", why="the buyer's own budget"),
        NonClaim(page=5, match="USD 412", why="unit cost"),
        NonClaim(page=5, match="USD 351", why="unit cost"),
    ),
)

# w432: a contact-centre outsourcer's speech-AI shortlist (interactive, said only by who waits).
W432 = DeckSpec(
    name="w432_speech_ai_shortlist",
    kind="pptx",
    vendor="Calloway Contact Solutions",
    workload="interactive",
    slides=(
        Slide(
            title="Live Transcription for Agents: Platform Shortlist",
            subtitle="Calloway Contact Solutions, Operations Technology\nSteering group, April 2026",
        ),
        Slide(
            title="The problem we are solving",
            bullets=(
                "The transcript has to appear on the agent's screen while the caller is still "
                "speaking, so the agent can answer without asking twice",
                "1,150 agents across Porto, Cork and Krakow; about 92,000 calls on a busy Monday",
                "Today's engine, Parloq ASR, is licensed until 31 December 2026",
            ),
        ),
        Slide(
            heading="Speech-to-text throughput: MLPerf Inference v6.0, Closed division, Offline",
            bullets=(
                "The XE9780L's 45,658.8 samples/s is why we trust it to catch every word a "
                "caller says",
                "On the same XE9780L, our current Parloq ASR engine runs at 2,100 samples/s",
            ),
            chart=Chart(
                title="Whisper samples per second",
                categories=(
                    "PowerEdge XE9780L (8x B300)",
                    "UCS C845A M8 (8x H200 NVL)",
                    "PowerEdge XE7740 (8x RTX PRO 6000)",
                ),
                series=(("Whisper", (45658.8, 30195.2, 18231.5)),),
                category_axis_title="Shortlisted server",
            ),
            footnote="Results 6.0-0025 (Dell), 6.0-0008 (Cisco), 6.0-0022 (Dell), mlcommons.org.",
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Based on the XE9780L's Closed-division v6.0 Offline result, 6.0-0025, our cost "
                "model prices each resolved call at EUR 0.004 of compute",
                "Hardware budget for the first two sites: EUR 3.2 million over three years",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="PowerEdge XE9780L (8x B300)",
            values=(45658.8,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "ROUND-MISSING"}),
            tolerated=RID_MIX,
            why="Offline throughput offered for transcripts the caller is waiting on",
        ),
        ExpectedClaim(
            page=3,
            match="UCS C845A M8 (8x H200 NVL)",
            values=(30195.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISSING"}),
            tolerated=RID_MIX,
        ),
        ExpectedClaim(
            page=3,
            match="PowerEdge XE7740 (8x RTX PRO 6000)",
            values=(18231.5,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "DIVISION-MISSING"}),
            tolerated=RID_MIX,
        ),
        ExpectedClaim(
            page=3,
            match="The XE9780L's 45,658.8 samples/s is why we trust it to catch every word",
            values=(45658.8,),
            unit="samples/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=frozenset({"QUALITY-BUCKET", "SCENARIO-MISMATCH"}),
            tolerated=RID_MIX,
            why="a throughput figure sold as proof of catching every word",
        ),
        ExpectedClaim(
            page=3,
            match="our current Parloq ASR engine runs at 2,100 samples/s",
            values=(2100.0,),
            unit="samples/s",
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
                    "SCENARIO-MISMATCH",
                }
            ),
            why="the buyer's own engine timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="prices each resolved call at EUR 0.004 of compute",
            values=(0.004,),
            round="v6.0",
            result_id="6.0-0025",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET", "SCENARIO-MISMATCH"}),
            why="a price per resolved call worked out from an Offline result",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1,150 agents", why="headcount"),
        NonClaim(page=2, match="about 92,000 calls on a busy Monday", why="call volume"),
        NonClaim(page=2, match="licensed until 31 December 2026", why="date"),
        NonClaim(page=4, match="EUR 3.2 million over three years", why="budget"),
    ),
)

# w433: a GPU-cloud reseller's quarterly price sheet (reportlab; no buyer, other people's uses).
W433 = DeckSpec(
    name="w433_gpu_cloud_price_sheet",
    kind="reportlab",
    vendor="Lumenhall Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Lumenhall Compute: Price Sheet, Q2 2026",
            subtitle="Valid 1 April to 30 June 2026\n"
            "All MLPerf figures: Inference v6.0, Closed division",
        ),
        Slide(
            title="Rack and node rental",
            table=Table(
                header=("Offer", "GPUs", "Price", "Minimum term"),
                rows=(
                    ("GB300 NVL72 rack", "64 usable", "USD 252.80 per hour", "3 months"),
                    ("HGX B200 node", "8", "USD 33.60 per hour", "1 month"),
                    ("Llama 3.1 8B endpoint", "shared", "USD 0.09 per million tokens", "none"),
                ),
            ),
        ),
        Slide(
            title="What the hardware has shown",
            bullets=(
                "The rack we rent is the system behind result 6.0-0016: GPT-OSS-120B at "
                "956,523 tokens/s in the Server scenario",
                "That works out at 14,946 tokens/s for each of the 64 GPUs",
                "A GB300 rack outruns an 8-GPU B300 box by 9.5 times on GPT-OSS-120B "
                "(956,523 against 100,656 tokens/s, Server)",
                "Four copies of the DGX B200 result 6.0-0062 added together give our 32-GPU "
                "B200 fleet 515,000 tokens/s on Llama 3.1 8B, Interactive",
                "Worked out from result 6.0-0016 at the rack rate, GPT-OSS-120B output costs "
                "about USD 0.073 per million tokens",
            ),
        ),
        Slide(
            title="Terms",
            bullets=(
                "Prices exclude VAT; egress is USD 0.05 per GB after the first 10 TB",
                "Customers run everything from support chatbots to overnight document batches "
                "on these racks",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="GPT-OSS-120B at 956,523 tokens/s in the Server scenario",
            values=(956523.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0016",
            division="closed",
            scenario="server",
            flags=frozenset(),
            absent=frozenset({"ROUND-MISSING", "DIVISION-MISSING", "ROUND-UNKNOWN"}),
            why="the title page covers round and division; the ID is in the sentence",
        ),
        ExpectedClaim(
            page=3,
            match="That works out at 14,946 tokens/s for each of the 64 GPUs",
            values=(14946.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a per-GPU share; the follow-on names no scenario of its own",
        ),
        ExpectedClaim(
            page=3,
            match="A GB300 rack outruns an 8-GPU B300 box by 9.5 times on GPT-OSS-120B",
            values=(9.5, 956523.0),
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=CHIP,
            tolerated=RID,
            why="a 64-GPU rack against an 8-GPU box",
        ),
        ExpectedClaim(
            page=3,
            match="B200 fleet 515,000 tokens/s on Llama 3.1 8B, Interactive",
            values=(515000.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0062",
            division="closed",
            scenario="interactive",
            flags=frozenset({"DERIVED-METRIC"}),
            why="one node's result multiplied by four and sold as a fleet figure",
        ),
        ExpectedClaim(
            page=3,
            match="GPT-OSS-120B output costs about USD 0.073 per million tokens",
            values=(0.073,),
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0016",
            division="closed",
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"COST-PER-ANSWER", "SCENARIO-MISSING"}),
            why="a price per token worked out from a result, not a list price",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="Valid 1 April to 30 June 2026", why="dates"),
        NonClaim(page=2, match="USD 252.80 per hour", why="list price"),
        NonClaim(page=2, match="USD 33.60 per hour", why="list price"),
        NonClaim(page=2, match="USD 0.09 per million tokens", why="a list price per token"),
        NonClaim(page=4, match="USD 0.05 per GB", why="egress price"),
    ),
)

# w434: a bank's model-risk committee memo (LibreOffice PDF; batch, said by a deadline and a
# volume; the bank deploys its own model).
W434 = DeckSpec(
    name="w434_model_risk_memo",
    kind="pdf",
    vendor="Harrowgate Bank plc",
    workload="batch",
    slides=(
        Slide(
            title="Model Risk Committee: Ledgerlens Compute Validation",
            subtitle="Memo MRC-2026-07, for decision\n"
            "All figures reviewed: MLPerf Inference v5.1, Closed division",
        ),
        Slide(
            title="Use and scope",
            bullets=(
                "Ledgerlens is the bank's own language model, trained in-house on ten years of "
                "trade-confirmation text",
                "After the close it reads the day's 1.2 million trade confirmations; its "
                "exceptions must be on the operations desk before Tokyo opens",
                "Approved hardware budget: GBP 2.75m, capitalised over four years",
            ),
        ),
        Slide(
            heading="Capacity evidence supplied by the business",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Tokens/s", "Result"),
                rows=(
                    (
                        "Supermicro AS-8125GS-TNMR2 (8x MI300X)",
                        "Llama 2 70B (99.9%)",
                        "Offline",
                        "27,803.9",
                        "5.1-0001",
                    ),
                    (
                        "QuantaGrid D74A-7U (8x MI325X)",
                        "Llama 2 70B (99.9%)",
                        "Offline",
                        "34,520.4",
                        "5.1-0002",
                    ),
                    (
                        "QuantaGrid D74A-7U (8x MI325X)",
                        "Mixtral 8x7B",
                        "Offline",
                        "68,781.4",
                        "5.1-0002",
                    ),
                ),
            ),
        ),
        Slide(
            title="The business's assertions",
            bullets=(
                "Passing the 99.9% accuracy target proves Ledgerlens will not misread a "
                "confirmation",
                "Averaged over the two systems, the business quotes 31,162 tokens/s on Llama 2 "
                "70B Offline",
                "On that basis the MI325X system would clear the night's queue in under 3 hours",
            ),
        ),
        Slide(
            title="Committee view",
            bullets=(
                "The accuracy argument is not accepted: the target is a pass mark for another "
                "model",
                "Capacity evidence accepted with conditions; revalidate by 30 June 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Supermicro AS-8125GS-TNMR2 (8x MI300X)",
            values=(27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="the bank runs its own trained model, not Llama 2 70B",
        ),
        ExpectedClaim(
            page=3,
            match="34,520.4",
            values=(34520.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="68,781.4",
            values=(68781.4,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=4,
            match="Passing the 99.9% accuracy target proves Ledgerlens will not misread",
            values=(99.9,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=frozenset({"GATE-AS-GRADE"}),
            tolerated=frozenset(
                {"QUALITY-BUCKET", "RESULT-ID-MISSING", "SCENARIO-MISSING", "MODEL-MISMATCH"}
            ),
            why="the pass/fail gate sold as proof of the bank's own model",
        ),
        ExpectedClaim(
            page=4,
            match="Averaged over the two systems, the business quotes 31,162 tokens/s",
            values=(31162.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            tolerated=RID,
            why="an average of two systems' results",
        ),
        ExpectedClaim(
            page=4,
            match="would clear the night's queue in under 3 hours",
            values=(3.0,),
            round="v5.1",
            division="closed",
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING", "MODEL-MISMATCH"}),
            why="a result stretched over the bank's own night of work",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1.2 million trade confirmations", why="the bank's own volume"),
        NonClaim(page=2, match="GBP 2.75m", why="budget"),
        NonClaim(page=5, match="revalidate by 30 June 2026", why="date"),
    ),
)

# w435: a trade-show booth loop (pptx; short slides, callouts in a group, no buyer).
W435 = DeckSpec(
    name="w435_booth_loop",
    kind="pptx",
    vendor="Quillon Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Quillon Systems at Booth 4127",
            subtitle="Come and see the QX-72 rack running live\nSan Jose, 16-19 March 2026",
        ),
        Slide(
            title="The fastest inference rack in the industry.",
            bullets=(
                "Quillon QX-72: built on the NVIDIA GB200 NVL72",
                "Liquid cooled, delivered racked and cabled",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 \u00b7 Closed",
            group=(
                "486,141 tokens/s: DeepSeek-R1, Offline, GB200 NVL72 (result 6.0-0075)",
                "6.2 times an 8-GPU GB300 system on the same benchmark, Offline "
                "(78,564 tokens/s, result 6.0-0017)",
                "Per GPU: 6,752 tokens/s",
            ),
        ),
        Slide(
            title="Power you can plan around",
            bullets=(
                "3.7 tokens/s per watt on DeepSeek-R1 Offline, based on the rack's 132 kW rating",
                "QX-72 ships from Q4 2026; rack list price from USD 3.9 million",
            ),
        ),
        Slide(
            title="Talk to us",
            bullets=(
                "Book a 20-minute session at the booth or at quillon.example/expo",
                "Our banking customers already run their overnight risk reports on Quillon",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="The fastest inference rack in the industry.",
            flags=frozenset(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="a rank over the whole field in a deck that shows MLPerf results; no context",
        ),
        ExpectedClaim(
            page=3,
            match="486,141 tokens/s: DeepSeek-R1, Offline, GB200 NVL72",
            values=(486141.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"ROUND-MISSING", "DIVISION-MISSING", "RANK-CLAIM"}),
            why="the heading text box names round and division",
        ),
        ExpectedClaim(
            page=3,
            match="6.2 times an 8-GPU GB300 system on the same benchmark, Offline",
            values=(6.2, 78564.0),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=CHIP,
            tolerated=RID,
            why="the 72-GPU rack set against an 8-GPU system",
        ),
        ExpectedClaim(
            page=3,
            match="Per GPU: 6,752 tokens/s",
            values=(6752.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a per-GPU share of the rack's result",
        ),
        ExpectedClaim(
            page=4,
            match="3.7 tokens/s per watt on DeepSeek-R1 Offline",
            values=(3.7,),
            benchmark="deepseek-r1",
            scenario="offline",
            division=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            why="performance per watt from a rack rating, not MLPerf Power",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="16-19 March 2026", why="dates"),
        NonClaim(page=4, match="USD 3.9 million", why="list price"),
        NonClaim(page=5, match="20-minute session", why="meeting length"),
    ),
)

# w436: a satellite operator's on-board compute brief (pptx; edge, said by the ground-station
# window and frames judged one by one).
W436 = DeckSpec(
    name="w436_onboard_compute_brief",
    kind="pptx",
    vendor="Orbital Vantage Ltd",
    workload="edge",
    slides=(
        Slide(
            title="On-Board Image Triage: Compute Options for Kestrel-B",
            subtitle="Orbital Vantage Ltd, Payload Engineering brief\nRevision C, 11 March 2026",
        ),
        Slide(
            title="Operating constraints",
            bullets=(
                "The spacecraft sees a ground station for about 8 minutes per 95-minute orbit, so "
                "cloudy frames have to be dropped before downlink",
                "Frames come off the imager one by one and each is judged before the next arrives",
                "Payload power allowance: 60 W; first 6 satellites launch in Q2 2027",
            ),
        ),
        Slide(
            title="Image classification on ResNet-50: MLPerf Inference v6.0 edge results",
            bullets=(
                "In SingleStream, the two-L4 Lenovo answers about 26 times faster than the "
                "single-GPU HPE",
            ),
            table=Table(
                header=("System", "Scenario", "Latency", "Result"),
                rows=(
                    (
                        "HPE ProLiant DL145 Gen11 (1x RTX PRO 4500)",
                        "SingleStream",
                        "10.56 ms",
                        "6.0-0055",
                    ),
                    (
                        "Lenovo ThinkEdge SE455i V3 (2x L4)",
                        "SingleStream",
                        "0.40 ms",
                        "6.0-0068",
                    ),
                ),
            ),
            footnote="Closed division; results retrieved from mlcommons.org on 2 March 2026.",
        ),
        Slide(
            title="Other numbers we were sent",
            bullets=(
                "Thornbury Avionics' brochure cites ResNet-50 at 500,148 queries/s^{1}",
                "In MultiStream, the same Lenovo box handles eight frames per query in 0.81 ms^{2}",
                "Taking 0.40 ms per frame as 2,500 frames a second across two 72 W cards, the team "
                "estimates 17.4 frames/s per watt",
            ),
            footnotes=(
                "^{1} MLPerf Inference v4.1, Closed division, Server scenario, Lenovo ThinkSystem "
                "SR675 V3 (8x H100-NVL-94GB), result v4.1-0040.",
                "^{2} MLPerf Inference v6.0, Closed division, result 6.0-0068.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Carry the L4-class design into thermal-vacuum testing; budget USD 1.1 million",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the two-L4 Lenovo answers about 26 times faster than the single-GPU HPE",
            values=(26.0,),
            benchmark="resnet",
            round="v6.0",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=RID,
            why="two GPUs against one; the unmarked footnote gives the division",
        ),
        ExpectedClaim(
            page=3,
            match="HPE ProLiant DL145 Gen11 (1x RTX PRO 4500)",
            values=(10.56,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE455i V3 (2x L4)",
            values=(0.40, 0.400845),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="brochure cites ResNet-50 at 500,148 queries/s",
            values=(500148.0,),
            unit="queries/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0040",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="a datacentre Server rate offered for a payload judging its own frames",
        ),
        ExpectedClaim(
            page=4,
            match="the same Lenovo box handles eight frames per query in 0.81 ms",
            values=(0.81, 0.80682),
            unit="ms",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="multi_stream",
            flags=frozenset(),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING", "CROSS-ROUND"}),
            why="its own marker 2 gives v6.0, not the v4.1 of marker 1",
        ),
        ExpectedClaim(
            page=4,
            match="the team estimates 17.4 frames/s per watt",
            values=(17.4,),
            division=None,
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset(
                {"RESULT-ID-MISSING", "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"}
            ),
            why="frames per watt from card ratings, not MLPerf Power",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="about 8 minutes per 95-minute orbit", why="orbit geometry"),
        NonClaim(page=2, match="Payload power allowance: 60 W", why="the buyer's budget"),
        NonClaim(page=5, match="USD 1.1 million", why="budget"),
    ),
)

# w437: a newspaper tech desk's explainer on reading MLPerf claims (LibreOffice PDF; no buyer).
W437 = DeckSpec(
    name="w437_tech_desk_explainer",
    kind="pdf",
    vendor="The Northern Ledger",
    workload="unstated",
    slides=(
        Slide(
            title="How to Read an AI Benchmark Claim",
            subtitle="The Northern Ledger tech desk explainer\nPublished 20 April 2026",
        ),
        Slide(
            title="One rack is not one chip",
            bullets=(
                "Take the GB200 NVL72's 336,106 tokens/s on DeepSeek-R1 (v6.0, Closed, Server, "
                "result 6.0-0075): that is one rack of 72 GPUs",
                "Dividing by 72 gives about 4,668 tokens/s per GPU, a figure MLCommons never "
                "published",
                "Set it beside the 209,328 tokens/s a GB300 NVL72 posted in the Server scenario "
                "of v5.1 (5.1-0072) and the new figure looks 61% better, though the rounds differ",
            ),
        ),
        Slide(
            title="Rounds that never happened",
            bullets=(
                "One start-up's press kit cites 'MLPerf Inference v5.5' for a Llama 2 70B figure "
                "of 61,000 tokens/s",
                "Another lists DeepSeek-R1 at 30,000 tokens/s in MLPerf Inference v5.0, a round "
                "that had no DeepSeek-R1 test",
            ),
        ),
        Slide(
            title="Open means open",
            bullets=(
                "Krai's 25,939.8 tokens/s on an FP8 Llama 3.1 70B (result 6.0-0109, Open "
                "division, Offline) used a model the Closed rules do not allow",
                "Readers who run chatbots tell us they mostly care about the first word's delay",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Take the GB200 NVL72's 336,106 tokens/s on DeepSeek-R1",
            values=(336106.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=frozenset(),
            absent=frozenset({"CHIP-COUNT", "DERIVED-METRIC"}),
            why="one system's published result with its size stated, compared with nothing",
        ),
        ExpectedClaim(
            page=2,
            match="Dividing by 72 gives about 4,668 tokens/s per GPU",
            values=(4668.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset(
                {"RESULT-ID-MISSING", "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"}
            ),
            why="a per-GPU share, even when the writer warns about it",
        ),
        ExpectedClaim(
            page=2,
            match="Set it beside the 209,328 tokens/s a GB300 NVL72 posted",
            values=(209328.0, 61.0),
            benchmark=None,
            result_id="5.1-0072",
            division=None,
            scenario="server",
            flags=frozenset({"CROSS-ROUND"}),
            tolerated=frozenset({"DIVISION-MISSING"}),
            why="a v6.0 figure set against a v5.1 one",
        ),
        ExpectedClaim(
            page=3,
            match="for a Llama 2 70B figure of 61,000 tokens/s",
            values=(61000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            division=None,
            scenario=None,
            flags=frozenset({"ROUND-UNKNOWN"}),
            tolerated=frozenset(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING", "UNVERIFIED"}
            ),
            why="there was no v5.5 round",
        ),
        ExpectedClaim(
            page=3,
            match="Another lists DeepSeek-R1 at 30,000 tokens/s in MLPerf Inference v5.0",
            values=(30000.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.0",
            division=None,
            scenario=None,
            flags=frozenset({"ROUND-UNKNOWN"}),
            tolerated=frozenset(
                {
                    "NON-MLPERF-MIX",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="DeepSeek-R1 was first benchmarked in v5.1",
        ),
        ExpectedClaim(
            page=4,
            match="Krai's 25,939.8 tokens/s on an FP8 Llama 3.1 70B",
            values=(25939.8,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0109",
            division="open",
            scenario="offline",
            flags=frozenset(),
            absent=frozenset({"OPEN-COMPARED", "DIVISION-MISSING"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="an Open result told as such and compared with nothing",
        ),
    ),
    non_claims=(NonClaim(page=1, match="Published 20 April 2026", why="date"),),
)

# w438: a vendor webinar on its own accelerator (pptx; interactive, said plainly; own figures).
W438 = DeckSpec(
    name="w438_vendor_webinar",
    kind="pptx",
    vendor="Corvane Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Webinar: Sizing Corvane CX-8 for Your Service Copilot",
            subtitle="Corvane Systems solutions engineering\nLive session, 5 May 2026, 16:00 CET",
        ),
        Slide(
            title="What you told us in registration",
            bullets=(
                "You will run a customer-service copilot that your agents type to during live "
                "chats",
                "312 registrants from 41 countries; recording available for 90 days",
            ),
        ),
        Slide(
            heading="CX-8 on Llama 2 70B, run to the MLPerf Inference v6.0 Closed rules",
            bullets=(
                "Corvane CX-8 (unverified): 41,200 tokens/s on Llama 2 70B, Server scenario",
                "That is about twice the 21,028.2 tokens/s of an 8x MI300X system in v4.1 "
                "(result v4.1-0002)",
                "Result not verified by MLCommons Association.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division",
            bullets=(
                "Corvane CX-8: 44,900 tokens/s on Llama 2 70B, Offline",
                "We project a four-node CX-8 pod at 160,000 tokens/s on Llama 2 70B, Server",
            ),
        ),
        Slide(
            title="Questions and next steps",
            bullets=(
                "Proof-of-concept units ship within 6 weeks of a signed evaluation agreement",
                "Pricing from EUR 228,000 per CX-8 node",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Corvane CX-8 (unverified): 41,200 tokens/s on Llama 2 70B, Server scenario",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset(),
            absent=frozenset({"UNVERIFIED", "SCENARIO-MISMATCH"}),
            tolerated=RID,
            why="the word and the statement are both on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="about twice the 21,028.2 tokens/s of an 8x MI300X system in v4.1",
            values=(2.0, 21028.2),
            round=None,
            division="closed",
            scenario=None,
            flags=frozenset({"CROSS-ROUND"}),
            tolerated=frozenset(
                {"UNVERIFIED", "SCENARIO-MISSING", "RESULT-ID-MISSING", "CHIP-COUNT"}
            ),
            why="an unverified v6.0-rules run set against a v4.1 result; CX-8 chip count unsaid",
        ),
        ExpectedClaim(
            page=4,
            match="Corvane CX-8: 44,900 tokens/s on Llama 2 70B, Offline",
            values=(44900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"UNVERIFIED", "SCENARIO-MISMATCH"}),
            tolerated=RID,
            why="an own figure with no unverified word; Offline for a live-chat copilot",
        ),
        ExpectedClaim(
            page=4,
            match="We project a four-node CX-8 pod at 160,000 tokens/s",
            values=(160000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC", "UNVERIFIED"}),
            tolerated=RID,
            why="a projection of the vendor's own product",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="312 registrants from 41 countries", why="attendance"),
        NonClaim(page=5, match="within 6 weeks", why="lead time"),
        NonClaim(page=5, match="EUR 228,000 per CX-8 node", why="price"),
    ),
)

# w439: a public-sector framework catalogue entry (reportlab; batch, said by an archive and a
# deadline).
W439 = DeckSpec(
    name="w439_framework_catalogue_entry",
    kind="reportlab",
    vendor="Fellgate Systems Ltd",
    workload="batch",
    slides=(
        Slide(
            title="Crown Digital Framework CDF-4: Catalogue Entry 4.17",
            subtitle="Supplier: Fellgate Systems Ltd\nLot 4, AI inference hardware",
        ),
        Slide(
            title="The call-off this entry answers",
            bullets=(
                "The Department must read and summarise an archive of 40 million scanned benefit "
                "forms before the end of the financial year",
                "Call-off ceiling: GBP 6 million including three years of support",
            ),
        ),
        Slide(
            title="Llama 3.1 8B summarisation: offered configurations",
            bullets=("FG-Plus delivers 2.6 times the throughput of FG-Compact",),
            table=Table(
                header=("Catalogue item", "GPUs", "v6.0 Closed Offline tok/s", "Result ID"),
                rows=(
                    ("FG-Compact (HPE DL385 Gen11)", "4", "23,265.7", "6.0-0053"),
                    ("FG-Standard (HPE DL380a Gen12)", "8", "49,580.2", "6.0-0047"),
                    ("FG-Plus (HPE DL380a Gen12)", "10", "60,679.9", "6.0-0045"),
                ),
            ),
        ),
        Slide(
            title="Throughput and cost notes (MLPerf Inference v6.0, Closed, Offline)",
            bullets=(
                "Run around the clock, one FG-Plus turns out about 5.2 billion summary tokens a "
                "day",
                "At the catalogue price over three years, that is GBP 0.0009 per summarised form",
            ),
        ),
        Slide(
            title="Low-power option",
            bullets=(
                "FG-Edge (1x Arc Pro B60 Dual): 3,545.9 ms per Llama 3.1 8B summary in "
                "SingleStream, v5.1 Closed, result 5.1-0057",
                "Catalogue price: GBP 4,150 per unit; 10-week lead time",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="FG-Plus delivers 2.6 times the throughput of FG-Compact",
            values=(2.6,),
            benchmark="llama3.1-8b",
            division=None,
            scenario=None,
            flags=CHIP,
            tolerated=frozenset(
                {"RESULT-ID-MISSING", "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"}
            ),
            why="ten GPUs against four; its own text names no round or scenario",
        ),
        ExpectedClaim(
            page=3,
            match="FG-Compact (HPE DL385 Gen11)",
            values=(23265.7,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0053",
            division="closed",
            scenario="offline",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="the GPU column sets 4, 8 and 10 GPUs side by side; header names the round",
        ),
        ExpectedClaim(
            page=3,
            match="FG-Standard (HPE DL380a Gen12)",
            values=(49580.2,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0047",
            division="closed",
            scenario="offline",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="FG-Plus (HPE DL380a Gen12)",
            values=(60679.9,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0045",
            division="closed",
            scenario="offline",
            flags=CHIP,
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="one FG-Plus turns out about 5.2 billion summary tokens a day",
            values=(5.2e9, 5242743360.0),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=RID,
            why="a rate multiplied out over a day",
        ),
        ExpectedClaim(
            page=4,
            match="that is GBP 0.0009 per summarised form",
            values=(0.0009,),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a price per form of the buyer's own work drawn from the result",
        ),
        ExpectedClaim(
            page=5,
            match="3,545.9 ms per Llama 3.1 8B summary in SingleStream",
            values=(3545.9,),
            unit="ms",
            round="v5.1",
            result_id="5.1-0057",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="a one-query-at-a-time latency offered for an archive batch",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40 million scanned benefit forms", why="the buyer's volume"),
        NonClaim(page=2, match="GBP 6 million", why="ceiling"),
        NonClaim(page=5, match="GBP 4,150 per unit", why="price"),
        NonClaim(page=5, match="10-week lead time", why="lead time"),
    ),
)

# w440: a game studio's NPC-dialogue infrastructure review (LibreOffice PDF; interactive, said by
# who waits; the studio runs its own model).
W440 = DeckSpec(
    name="w440_npc_dialogue_review",
    kind="pdf",
    vendor="Brightwater Games",
    workload="interactive",
    slides=(
        Slide(
            title="NPC Dialogue Serving: Infrastructure Review",
            subtitle="Brightwater Games, Platform team\nGreenlight review for Hollowmere, "
            "2 June 2026",
        ),
        Slide(
            title="What the game needs",
            bullets=(
                "Players stand in front of a character waiting for its next line; past one "
                "second the scene falls apart",
                "Lorekeeper, our own dialogue model trained on twelve years of the studio's "
                "scripts, writes every line",
                "Launch target: 1.5 million players in the first month; cloud budget USD 420,000 "
                "a month",
            ),
        ),
        Slide(
            heading="gpt-oss-120b in MLPerf Inference v6.0 (Closed division)",
            bullets=(
                "The XA NB3I-E12 also posted 110,077 tokens/s Offline",
                "Lorekeeper-13B on that same B300 box: 7,400 tokens/s in our own load test",
            ),
            table=Table(
                header=("Platform", "GPUs", "Scenario", "Tokens/s", "Result"),
                rows=(
                    ("ASUSTeK XA NB3I-E12 (B300)", "8", "Server", "100,656", "6.0-0006"),
                    ("AMD MI355X node (Supermicro)", "8", "Server", "82,136.1", "6.0-0002"),
                    ("NVIDIA GB300 NVL72 slice", "4", "Server", "53,462.7", "6.0-0063"),
                ),
            ),
        ),
        Slide(
            title="Why we lean towards B300",
            bullets=(
                "The XA NB3I-E12's 100,656 tokens/s in the Server scenario is our evidence that "
                "Hollowmere's characters will stay in character",
                "Greenlight a three-month pilot on B300 capacity; review on 1 September 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="ASUSTeK XA NB3I-E12 (B300)",
            values=(100656.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0006",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="8 and 4 GPUs in one table; the studio runs its own model",
        ),
        ExpectedClaim(
            page=3,
            match="AMD MI355X node (Supermicro)",
            values=(82136.1,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA GB300 NVL72 slice",
            values=(53462.7,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0063",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why="an NVL72 name on a 4-GPU slice: the GPU column gives the count",
        ),
        ExpectedClaim(
            page=3,
            match="The XA NB3I-E12 also posted 110,077 tokens/s Offline",
            values=(110077.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "NON-MLPERF-MIX", "CROSS-SCENARIO"}),
            why="Offline throughput for players waiting on a line",
        ),
        ExpectedClaim(
            page=3,
            match="Lorekeeper-13B on that same B300 box: 7,400 tokens/s",
            values=(7400.0,),
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
                    "MODEL-MISMATCH",
                }
            ),
            why="the studio's own model timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="100,656 tokens/s in the Server scenario is our evidence",
            values=(100656.0,),
            unit="tokens/s",
            scenario="server",
            division=None,
            bucket="quality",
            flags=frozenset({"QUALITY-BUCKET"}),
            tolerated=frozenset(
                {"MODEL-MISMATCH", "RESULT-ID-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}
            ),
            why="a throughput figure sold as proof the characters stay in character",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1.5 million players in the first month", why="launch target"),
        NonClaim(page=2, match="USD 420,000", why="budget"),
        NonClaim(page=4, match="review on 1 September 2026", why="date"),
    ),
)

VOICE_DECKS_26: tuple[DeckSpec, ...] = (
    W426,
    W427,
    W428,
    W429,
    W430,
    W431,
    W432,
    W433,
    W434,
    W435,
    W436,
    W437,
    W438,
    W439,
    W440,
)
