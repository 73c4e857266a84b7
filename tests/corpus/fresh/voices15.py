"""Fresh-part decks w241-w255, written blind to the rules by helper h15w15.

Voices: an insurer's IT steering memo, a telco's edge-AI offer to utilities, a hospital
group's radiology tender reply, a distributor's partner newsletter, an advisory firm's
benchmark digest, and further voices in the second batch below. The weight is on the deck's
workload said in other words (overnight queues, field cabinets, a reader at a screen, and decks
that never say), sentences about somebody else's use, scenario mismatches beside the matching
cases that must not fire, and long slides with several claims and numbers written many ways.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset

# --- w241: regional insurer, IT steering memo (batch, said as an overnight queue) -----------

W241 = DeckSpec(
    name="w241_insurer_steering_memo",
    kind="pptx",
    vendor="Helvetia Mutual (fictional)",
    workload="batch",
    slides=(
        Slide(
            title="Claims Intake Modernisation: Compute Decision",
            subtitle=(
                "Memo to the IT Steering Committee, Infrastructure Architecture\n"
                "For decision at the January sitting"
            ),
        ),
        Slide(
            title="What the workload actually is",
            bullets=(
                "Every evening the day's scanned claim forms, typically 38,000 to 45,000 of them,"
                " are queued once the branches close.",
                "A language model summarises and codes each form; the results must sit in the"
                " adjusters' work queues before they log in at 07:00.",
                "Nobody waits on a single form: what matters is whether the whole pile clears"
                " before morning.",
                "The vendor's reference customers run live chat agents on the same hardware;"
                " that is not our use and is out of scope here.",
            ),
            notes="Stress that nobody is waiting on an individual form.",
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario",
            bullets=(
                "Cisco UCS C885A M8 with eight H200 GPUs: 34,548 tokens/s on Llama 2 70B^{1}",
                "The same system reached 58.3K tokens/s on Llama 3.1 8B^{1}",
                "Per GPU that is roughly 4,320 tokens/s on Llama 2 70B (our arithmetic, not a"
                " published figure)",
                "Run flat out from 21:00 to 07:00, one server would push through about"
                " 1.24 billion tokens in a night",
            ),
            footnotes=(
                "^{1} Cisco, result 5.1-0014, retrieved from mlcommons.org by Infrastructure"
                " Architecture.",
            ),
            notes="Offline is the right proxy for an overnight queue: nobody waits per query.",
        ),
        Slide(
            title="Sizing and cost",
            bullets=(
                "Cost per processed claim form comes to CHF 0.004, worked out from the Offline"
                " result above and the list price below.",
            ),
            table=Table(
                header=("Item", "Figure"),
                rows=(
                    ("Servers proposed", "3"),
                    ("List price per server", "CHF 412,000"),
                    ("Three-year support per server", "CHF 96,500"),
                    ("Claim forms on a peak night", "45,000"),
                ),
            ),
        ),
        Slide(
            title="Sources",
            bullets=(
                "All MLPerf results in this memo: MLPerf Inference v5.1, Closed division,"
                " result 5.1-0014 (Cisco).",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="34,548 tokens/s on Llama 2 70B",
            values=(34548.0, 34548.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="Offline fits an overnight queue; round and division come from the heading box.",
        ),
        ExpectedClaim(
            page=3,
            match="58.3K tokens/s on Llama 3.1 8B",
            values=(58300.0, 58304.3),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="roughly 4,320 tokens/s",
            values=(4320.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Per-GPU share of the 8-GPU result; the sources slide names the result ID.",
        ),
        ExpectedClaim(
            page=3,
            match="1.24 billion tokens in a night",
            values=(1.24e9,),
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="A rate multiplied out over a ten-hour night.",
        ),
        ExpectedClaim(
            page=4,
            match="CHF 0.004",
            values=(0.004,),
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="A price per unit of the deck's own work (a claim form) drawn from the result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="38,000 to 45,000", why="the customer's own nightly volume"),
        NonClaim(page=2, match="07:00", why="a time of day"),
        NonClaim(page=4, match="CHF 412,000", why="list price"),
        NonClaim(page=4, match="CHF 96,500", why="support price"),
        NonClaim(page=4, match="Claim forms on a peak night", why="the customer's volume"),
    ),
)

# --- w242: telco edge-AI offer to utilities (edge, said as street cabinets) ------------------

W242 = DeckSpec(
    name="w242_telco_cabinet_offer",
    kind="pdf",
    vendor="Nordlicht Telekom Business (fictional)",
    workload="edge",
    slides=(
        Slide(
            title="EdgeCore Cabinet AI: Offer for Municipal Utilities",
            subtitle="Nordlicht Telekom Business\nOffer valid until 31 March",
        ),
        Slide(
            title="Where the inference runs",
            bullets=(
                "Cameras and sensors at your 4,000 pumping stations and substations feed a"
                " compute module in our street cabinet next to each site, not a data centre.",
                "Each frame is classified on the spot, one at a time, as it arrives; only alerts"
                " travel back over the network.",
                "Our retail division sells a customer-service chatbot on the same platform; that"
                " service is not part of this offer.",
            ),
        ),
        Slide(
            title="The cabinet module, as published",
            heading="MLPerf Inference v6.0, Closed division, edge category",
            bullets=(
                "All rows: Lenovo ThinkEdge SE455i V3 with two NVIDIA L4 cards, the module in"
                " every cabinet.",
                "Across 4,000 cabinets the fleet's Offline capacity adds up to over 100 million"
                " images a second.",
            ),
            table=Table(
                header=("Benchmark", "Scenario", "Result", "Result ID"),
                rows=(
                    ("ResNet-50", "SingleStream", "0.401 ms", "6.0-0068"),
                    ("ResNet-50", "MultiStream", "0.807 ms", "6.0-0068"),
                    ("BERT-99", "SingleStream", "2.17 ms", "6.0-0068"),
                    ("ResNet-50", "Offline", "25,200 samples/s", "6.0-0068"),
                ),
            ),
        ),
        Slide(
            title="The core behind the cabinets",
            bullets=(
                "Alerts are correlated in our regional core on a Dell PowerEdge XE9680, rated at"
                " 630,226 queries/s on ResNet-50 in MLPerf Inference v4.1 (Closed, Server"
                " scenario, result v4.1-0021).",
                "Core capacity is shared by all utility customers in the region.",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "EUR 39 per cabinet per month, 24-month minimum term.",
                "Cabinet module rated IP55, operating range -25 °C to +55 °C.",
                "Installation within 6 weeks of order for up to 500 sites.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="0.401 ms",
            values=(0.401,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="SingleStream fits frames classified one at a time in a field cabinet.",
        ),
        ExpectedClaim(
            page=3,
            match="0.807 ms",
            values=(0.807,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="2.17 ms",
            values=(2.17,),
            unit="ms",
            benchmark="bert",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="25,200 samples/s",
            values=(25200.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="One system's results in several scenarios is disclosure; Offline fits edge.",
        ),
        ExpectedClaim(
            page=3,
            match="over 100 million images a second",
            values=(100e6,),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="One module's Offline rate multiplied by 4,000 sites: a sum of unmeasured runs.",
        ),
        ExpectedClaim(
            page=4,
            match="630,226 queries/s on ResNet-50",
            values=(630226.0,),
            unit="queries/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"SCENARIO-MISMATCH"}),
            why="The core is a datacentre tier of an edge service: Server fits the core, not the"
            " cabinets, so a mismatch is defensible either way.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="4,000 pumping stations", why="site count"),
        NonClaim(page=5, match="EUR 39 per cabinet per month", why="service price"),
        NonClaim(page=5, match="24-month minimum term", why="contract term"),
        NonClaim(page=5, match="-25 °C to +55 °C", why="operating range"),
        NonClaim(page=5, match="within 6 weeks of order", why="delivery time"),
        NonClaim(page=3, match="All rows: Lenovo ThinkEdge SE455i V3", why="names the system"),
    ),
)

# --- w243: hospital group radiology tender reply (interactive, said as a reader at a screen) --

W243 = DeckSpec(
    name="w243_radiology_tender_reply",
    kind="reportlab",
    vendor="Kestrel Imaging Systems (fictional)",
    workload="interactive",
    slides=(
        Slide(
            title="Tender RAD-2026-07, Lot 3: Report Drafting",
            subtitle="Response by Kestrel Imaging Systems\nfor the Hanse Kliniken group",
        ),
        Slide(
            title="How your radiologists will use it",
            bullets=(
                "The draft appears on the reading-room screen while the radiologist still has"
                " the study open; the tender asks for a first line within 2 seconds.",
                "Dictated corrections go back and forth with the draft during the read.",
                "Separately, the group's research unit re-scores its archive overnight; that"
                " project has its own tender and is not covered here.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 results",
            heading="Llama 2 70B, Closed division",
            bullets=(
                "Nebius H200 (8 GPUs) processed 34,812 tokens/s in the Offline scenario,"
                " result 5.1-0075.",
                "In the Interactive scenario the same system sustained 23,079.9 tokens/s"
                " (5.1-0075).",
                "It cleared the 99.9% accuracy target, so every draft your radiologists see is"
                " clinically sound.",
            ),
        ),
        Slide(
            title="What we deploy and what it costs",
            bullets=(
                "Production model: Kestrel-RadLM 70B, our fine-tune of Llama 3.1 70B Instruct"
                " on 1.9 million de-identified reports.",
                "At the Llama 2 70B Server result of 34,029 tokens/s (MLPerf v5.1, Closed,"
                " 5.1-0075), one drafted report costs about EUR 0.002 in compute.",
                "Contract value: EUR 1.45 million over five years, including on-site support.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Results retrieved from mlcommons.org on 20 January.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="34,812 tokens/s in the Offline scenario",
            values=(34812.0, 34812.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="A radiologist waiting at the screen is interactive use; Offline does not fit."
            " The deck deploys a Llama 3.1 70B fine-tune.",
        ),
        ExpectedClaim(
            page=3,
            match="sustained 23,079.9 tokens/s",
            values=(23079.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="interactive",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Interactive fits the reading room; the benchmark comes from the heading box.",
        ),
        ExpectedClaim(
            page=3,
            match="cleared the 99.9% accuracy target",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="The pass/fail gate sold as clinical soundness.",
        ),
        ExpectedClaim(
            page=4,
            match="EUR 0.002 in compute",
            values=(0.002, 34029.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="server",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="A price per drafted report worked out from a Server result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="within 2 seconds", why="the customer's own latency target"),
        NonClaim(page=4, match="1.9 million de-identified reports", why="training data size"),
        NonClaim(page=4, match="EUR 1.45 million over five years", why="contract value"),
        NonClaim(page=5, match="20 January", why="a date"),
    ),
)

# --- w244: distributor's partner newsletter (workload genuinely unstated) ---------------------

W244 = DeckSpec(
    name="w244_channel_newsletter",
    kind="pptx",
    vendor="Brightwater Distribution (fictional)",
    workload="unstated",
    slides=(
        Slide(
            title="ChannelPulse: Q1 Partner Newsletter",
            subtitle="Brightwater Distribution\nIssue 27",
        ),
        Slide(
            title="Rack-scale is here",
            heading="MLPerf Inference v6.0, Closed division: Llama 2 70B, Server",
            bullets=(
                "The GB200 NVL72 rack put up 810,104 tokens/s^{a}, roughly 7.5x what an"
                " 8-GPU DGX B300 managed^{b}",
                "Per GPU the picture flips: about 11,250 tokens/s for each NVL72 GPU against"
                " 13,415 on the B300 box",
                "One of our logistics customers runs a dispatcher chatbot on two of these racks.",
            ),
            footnotes=(
                "^{a} NVIDIA GB200 NVL72, 72 GPUs, result 6.0-0075.",
                "^{b} NVIDIA DGX B300, 8 GPUs, result 6.0-0073, 107,318 tokens/s.",
            ),
        ),
        Slide(
            title="Same-size boxes, side by side",
            bullets=(
                "Lead time on the MiTAC box is currently 9 weeks; 36 units sit in our Rotterdam"
                " warehouse.",
            ),
            table=Table(
                header=(
                    "8-GPU system (MLPerf Inference v6.0 Closed, Llama 2 70B Offline)",
                    "Tokens/s",
                    "Result ID",
                ),
                rows=(
                    ("NVIDIA DGX B300, 8x B300", "112,954", "6.0-0073"),
                    ("MiTAC G8825Z5, 8x MI350X", "78,988.6", "6.0-0071"),
                    ("ASUS ESC8000A-E13P, 8x RTX PRO 6000", "27,812.9", "6.0-0004"),
                ),
            ),
        ),
        Slide(
            title="Around the channel",
            bullets=(
                "Partner revenue grew 14% quarter on quarter.",
                "No other submitter came within reach of the NVL72's 754,855 tokens/s in the"
                " Interactive scenario.",
                "Next enablement webinar: 12 March, 15:00 CET.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="roughly 7.5x what an",
            values=(810104.0, 7.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            why="A 72-GPU rack against an 8-GPU box.",
        ),
        ExpectedClaim(
            page=2,
            match="about 11,250 tokens/s for each NVL72 GPU",
            values=(11250.0, 13415.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="Per-GPU figures of two systems of different sizes; normalising is the derived"
            " part, the size difference is defensible either way.",
        ),
        ExpectedClaim(
            page=3,
            match="112,954",
            values=(112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "CROSS-ROUND"}),
            why="Three 8-GPU systems, one round, one scenario.",
        ),
        ExpectedClaim(
            page=3,
            match="78,988.6",
            values=(78988.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0071",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="27,812.9",
            values=(27812.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="The deck states no workload of its reader, so no mismatch.",
        ),
        ExpectedClaim(
            page=4,
            match="No other submitter came within reach",
            values=(754855.0,),
            unit="tokens/s",
            benchmark=None,
            division="unstated",
            scenario="interactive",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            why="A field-wide rank with only a scenario; nothing on its slide names round or"
            " division.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="9 weeks", why="lead time"),
        NonClaim(page=3, match="36 units", why="stock"),
        NonClaim(page=4, match="grew 14% quarter on quarter", why="revenue"),
        NonClaim(page=4, match="12 March, 15:00 CET", why="a date"),
    ),
)

# --- w245: advisory firm's benchmark digest (unstated; analyst voice, chart) ---------------

W245 = DeckSpec(
    name="w245_advisory_digest",
    kind="pdf",
    vendor="Calder & Voss Advisory (fictional)",
    workload="unstated",
    slides=(
        Slide(
            title="Inference Benchmark Digest: Spring Edition",
            subtitle="Calder & Voss Advisory\nFor CIO council members",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: Llama 2 70B on eight H200s",
            bullets=("Nebius led at 34.0K tokens/s, whereas HPE's Cray XD670 came in at 33.2K.",),
            chart=Chart(
                title="Server scenario, tokens/s",
                categories=("Nebius H200", "QuantaGrid D74H-7U", "HPE Cray XD670"),
                series=(("Server tokens/s", (34029.4, 33356.2, 33164.4)),),
            ),
            footnotes=(
                "Result IDs: Nebius 5.1-0075, Quanta Cloud Technology 5.1-0079, HPE 5.1-0049.",
            ),
        ),
        Slide(
            title="Reading the numbers across rounds and scenarios",
            bullets=(
                "On the same eight-H200 configuration, Llama 2 70B Server throughput rose 14%"
                " between Closed-division results in v4.1 (Dell XE9680, 29,740 tokens/s,"
                " v4.1-0021) and v5.1 (Nebius, 34,029 tokens/s, 5.1-0075).",
                "Do not set an Offline figure against a Server one: the HPE XD670 posts 34,965"
                " tokens/s Offline and 33,164 Server in v5.1 Closed (5.1-0049), and neither says"
                " anything about the other.",
                "Whichever box you pick, your own chat or batch mix decides the scenario that"
                " matters.",
            ),
        ),
        Slide(
            title="Sources and method",
            bullets=(
                "Figures retrieved from MLCommons' published results on 15 January.",
                "Calder & Voss holds no position in any vendor named; 3 analysts reviewed"
                " this edition.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Nebius H200",
            values=(34029.0, 34029.4),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT", "CROSS-SCENARIO"}),
            why="The chart title names the scenario; three 8-GPU systems in one round.",
        ),
        ExpectedClaim(
            page=2,
            match="QuantaGrid D74H-7U",
            values=(33356.0, 33356.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="HPE Cray XD670",
            values=(33164.0, 33164.4),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Nebius led at 34.0K tokens/s",
            values=(34000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "RANK-CLAIM"}),
            why="The sentence is not a chart point: the chart title does not label it.",
        ),
        ExpectedClaim(
            page=2,
            match="came in at 33.2K",
            values=(33200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="The second vendor's figure after whereas.",
        ),
        ExpectedClaim(
            page=3,
            match="Server throughput rose 14%",
            values=(14.0, 29740.0, 34029.0),
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            why="A v4.1 result set against a v5.1 result; same GPU count and scenario.",
        ),
        ExpectedClaim(
            page=3,
            match="posts 34,965",
            values=(34965.0, 33164.0),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario=None,
            flags=F(),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "CROSS-ROUND"}),
            why="One system's two scenarios, said as a warning against comparing them.",
        ),
    ),
    non_claims=(
        NonClaim(page=4, match="3 analysts reviewed", why="headcount"),
        NonClaim(page=4, match="15 January", why="a date"),
    ),
)

VOICE_DECKS_15: tuple[DeckSpec, ...] = (W241, W242, W243, W244, W245)
