"""Decks w241-w255, written blind to the rules by helper h15w15.
(Round six's fresh part, scored before and after that round's rules; moved to the tune part in round seven.)

Voices: an insurer's IT steering memo, a telco's edge-AI offer to utilities, a hospital
group's radiology tender reply, a distributor's partner newsletter, an advisory firm's
benchmark digest, a voice-agent start-up's seed pitch, a datacentre REIT's tenant brochure, a
public archive's procurement justification, a hardware review site's slides, a cloud
marketplace listing, an OEM's channel-partner kit, a chip start-up's investor day, a trade
magazine's buyer's guide, a farm-machinery dealer briefing and a cooperative bank's steering
memo. The weight is on the deck's workload said in other words (overnight queues, unattended
campaigns, field cabinets, a combine's cab, a reader at a screen, a teller at the counter, and
decks that never say), sentences about somebody else's use, scenario mismatches beside the
matching cases that must not fire, and long slides with several claims and numbers written
many ways.
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
        NonClaim(page=4, match="Servers proposed", why="a quantity to buy"),
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

# --- w246: seed-round pitch, pharmacy voice agent (interactive, said as a live phone call) ----

W246 = DeckSpec(
    name="w246_seed_pitch_voice_agent",
    kind="pptx",
    vendor="Apotheka Voice (fictional)",
    workload="interactive",
    slides=(
        Slide(
            title="Apotheka Voice",
            subtitle="Seed round\nThe phone line that answers itself, for independent pharmacies",
        ),
        Slide(
            title="The problem we solve",
            bullets=(
                "Independent pharmacies miss one call in three while the counter is busy.",
                "Apotheka picks up the patient's call, hears the question, checks stock and"
                " refill status, and speaks back mid-conversation.",
                "Hospital chains batch-summarise discharge letters overnight; we don't, and we"
                " don't sell to them.",
            ),
        ),
        Slide(
            title="Traction",
            bullets=(
                "1,800 pharmacies on the waitlist",
                "Pilot live in 42 stores since October",
                "Raising USD 3.5M at a USD 18M cap",
            ),
        ),
        Slide(
            heading="What one card serves: MLPerf Inference v6.0, Closed division",
            bullets=(
                "HPE ProLiant DL145 Gen11, a single RTX PRO 4500: 2,081 tokens/s on Llama 3.1 8B"
                " in the Server scenario^{*}",
                "Offline, the same card reaches 2.34K tokens/s^{*}",
                "Gemma 3 27B on the same card, our own test: 1,150 tokens/s",
                "Scaled to the 20 cards we plan to buy with this round, that is about 41,600"
                " tokens/s of Server capacity",
            ),
            footnotes=("^{*} Result 6.0-0043 (HPE), Llama 3.1 8B, retrieved from mlcommons.org.",),
        ),
        Slide(
            title="Model and stack",
            bullets=(
                "We run Llama 3.1 8B Instruct with unmodified weights in FP8, behind our own"
                " speech front end.",
                "An average call lasts 95 seconds.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=4,
            match="2,081 tokens/s on Llama 3.1 8B",
            values=(2081.0, 2081.34),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0043",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "CHIP-COUNT"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            why="Server fits a live call; the deck deploys the benchmark's own model.",
        ),
        ExpectedClaim(
            page=4,
            match="the same card reaches 2.34K tokens/s",
            values=(2340.0, 2340.75),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0043",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            why="Offline cited for a live phone agent; the benchmark comes from its footnote.",
        ),
        ExpectedClaim(
            page=4,
            match="Gemma 3 27B on the same card",
            values=(1150.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="A model that is no MLPerf benchmark, set among MLPerf results.",
        ),
        ExpectedClaim(
            page=4,
            match="about 41,600 tokens/s of Server capacity",
            values=(41600.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "UNVERIFIED", "CHIP-COUNT", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="One card's result multiplied onto 20 cards nobody measured.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="one call in three", why="the customer's problem"),
        NonClaim(page=3, match="1,800 pharmacies", why="waitlist"),
        NonClaim(page=3, match="42 stores", why="pilot count"),
        NonClaim(page=3, match="USD 3.5M", why="funding"),
        NonClaim(page=5, match="95 seconds", why="call length"),
    ),
)

# --- w247: datacentre REIT tenant brochure (unstated; chip counts and power) -----------------

W247 = DeckSpec(
    name="w247_reit_tenant_brochure",
    kind="pdf",
    vendor="Halvard Data Estates (fictional)",
    workload="unstated",
    slides=(
        Slide(
            title="Halvard DE-3 Campus: AI-Ready Halls",
            subtitle="Tenant brochure\nHalvard Data Estates",
        ),
        Slide(
            title="Built for dense racks",
            bullets=(
                "Our tenants run everything from chat assistants to overnight rendering farms;"
                " what you run is your choice.",
            ),
            table=Table(
                header=("Specification", "Hall C"),
                rows=(
                    ("Power per rack position", "up to 132 kW"),
                    ("Design PUE", "1.18"),
                    ("Liquid cooling loops", "2 per row"),
                    ("Rent per kW per month", "USD 185"),
                ),
            ),
        ),
        Slide(
            title="What a rack position can hold",
            heading="MLPerf Inference v6.0, Closed division: DeepSeek-R1, Offline",
            bullets=(
                "A GB200 NVL72 in one position delivered 486,141 tokens/s^{1}, more than eight"
                " times the 58,235 tokens/s of an eight-GPU Dell PowerEdge XE9780^{2}",
                "Against our 132 kW position rating, that is about 3,680 tokens/s per kilowatt",
                "Two XE9780 nodes (2 × 8 GPUs) in one position would give roughly 116,000 tokens/s",
            ),
            footnotes=(
                "^{1} NVIDIA GB200 NVL72, 72 GPUs, result 6.0-0075.",
                "^{2} Dell, 8x B200, result 6.0-0026.",
            ),
        ),
        Slide(
            title="Same count, same benchmark",
            bullets=("Both eight-GPU systems below ran the same benchmark in the same round.",),
            table=Table(
                header=("System (8 GPUs each)", "DeepSeek-R1 Offline, v6.0 Closed", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "70,325.7 tokens/s", "6.0-0073"),
                    ("Dell PowerEdge XE9780", "58,235.4 tokens/s", "6.0-0026"),
                ),
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "MLPerf results cited: MLPerf Inference v6.0, Closed division, retrieved from"
                " mlcommons.org.",
                "Halvard Data Estates does not sell or endorse any system named.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="more than eight times",
            values=(486141.0, 8.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            why="A 72-GPU rack against an 8-GPU server.",
        ),
        ExpectedClaim(
            page=3,
            match="about 3,680 tokens/s per kilowatt",
            values=(3680.0,),
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Throughput per kW of rated position power, not MLPerf Power.",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 116,000",
            values=(116000.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="One node's result doubled for two nodes nobody measured together.",
        ),
        ExpectedClaim(
            page=4,
            match="70,325.7 tokens/s",
            values=(70325.7,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-ROUND", "SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="Two 8-GPU systems; the deck states no workload of its own.",
        ),
        ExpectedClaim(
            page=4,
            match="58,235.4 tokens/s",
            values=(58235.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0026",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-ROUND"}),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="up to 132 kW", why="power rating"),
        NonClaim(page=2, match="1.18", why="PUE"),
        NonClaim(page=2, match="USD 185", why="rent"),
        NonClaim(page=2, match="2 per row", why="facility spec"),
    ),
)

# --- w248: government lab procurement justification (batch, said as unattended campaigns) ---

W248 = DeckSpec(
    name="w248_lab_procurement_justification",
    kind="reportlab",
    vendor="Institute for Regional Speech Heritage (fictional)",
    workload="batch",
    slides=(
        Slide(
            title="Procurement Justification PJ-114",
            subtitle="Transcription servers for the Digital Archive Unit\n"
            "Prepared for the Budget Review Board",
        ),
        Slide(
            title="The task",
            bullets=(
                "310,000 hours of oral-history tape are to be transcribed in unattended"
                " campaigns over the next two years.",
                "Jobs are submitted by the thousand and collected when finished; no archivist"
                " waits on a single recording.",
                "A sister agency runs a live citizen hotline on similar servers; that is a"
                " separate procurement.",
            ),
        ),
        Slide(
            title="Evidence",
            heading="MLPerf Inference v5.1 · Closed · Whisper · Offline",
            bullets=(
                "HPE Cray XD670 with 8 H200 GPUs: 34,450.7 samples/s, result 5.1-0049.",
                "Dell PowerEdge R570 with 4 L4 cards: 1,397 samples/s, result 5.1-0019.",
                "The XD670 is 24.7 times faster than the R570.",
                "Passing the 99% Whisper accuracy threshold proves the transcripts will be"
                " archive-grade for dialect recordings.",
            ),
        ),
        Slide(
            title="Cost per hour of audio",
            bullets=(
                "Taking the XD670's Offline rate and a five-year cost of EUR 410,000, one hour"
                " of tape costs about EUR 0.04 to transcribe.",
                "Budget line 4.2.7; funds are available in the current fiscal year.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "All MLPerf results cited in this justification: MLPerf Inference v5.1, Closed"
                " division.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="34,450.7 samples/s",
            values=(34450.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="Offline fits unattended transcription campaigns.",
        ),
        ExpectedClaim(
            page=3,
            match="1,397 samples/s",
            values=(1397.0, 1397.01),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="24.7 times faster",
            values=(24.7,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Eight H200s against four L4s.",
        ),
        ExpectedClaim(
            page=3,
            match="Passing the 99% Whisper accuracy threshold",
            values=(99.0,),
            unit="%",
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            tolerated=F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="The pass/fail gate sold as archive-grade transcripts.",
        ),
        ExpectedClaim(
            page=4,
            match="about EUR 0.04 to transcribe",
            values=(0.04,),
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="A price per hour of audio worked out from the Offline result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="310,000 hours", why="archive size"),
        NonClaim(page=4, match="EUR 410,000", why="five-year cost"),
        NonClaim(page=4, match="Budget line 4.2.7", why="budget reference"),
    ),
)

# --- w249: hardware review site (unstated; rounds, divisions, numbers many ways) -------------

W249 = DeckSpec(
    name="w249_review_site_roundup",
    kind="pptx",
    vendor="SiliconSift (fictional)",
    workload="unstated",
    slides=(
        Slide(
            title="SiliconSift Lab Notes: Inference Round-Up",
            subtitle="Our take on the latest MLPerf numbers\nEpisode 58",
        ),
        Slide(
            title="Generation over generation",
            heading="Llama 2 70B, Server scenario, Closed division",
            bullets=("B300 is up 8.3% on its predecessor, one round later.",),
            chart=Chart(
                title="Tokens/s by MLPerf round",
                categories=("v5.1: DGX B200", "v6.0: DGX B300"),
                series=(("Server tokens/s", (99123.0, 107318.0)),),
                kind="line",
            ),
            footnotes=("IDs: 5.1-0069 (DGX B200), 6.0-0073 (DGX B300).",),
        ),
        Slide(
            title="Open vs Closed: read the fine print",
            bullets=(
                "Krai's Open-division entry squeezed 58,617 tokens/s out of sixteen H200s running"
                " Llama 2 70B Offline (5.1-0378), beating the Closed HPE XD670's 34,797 with"
                " eight.",
                "One vendor told us its 16-GPU box did 61K tokens/s in MLPerf v5.5.",
            ),
        ),
        Slide(
            title="Big numbers, written every which way",
            bullets=(
                "NVL72 on Llama 2 70B Offline: 0.89 million tokens/s (v6.0 Closed, 6.0-0075).",
                "755k tok/s in the Interactive scenario, same rack.",
                "That works out to ~10.5K tok/s per GPU across its 72 GPUs.",
                "Record-setting, and nobody else fielded a whole rack this time.",
            ),
            notes="Remind viewers the Interactive number has tighter latency bounds.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="v5.1: DGX B200",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            why="Chart points of two rounds set side by side; both 8-GPU boxes.",
        ),
        ExpectedClaim(
            page=2,
            match="v6.0: DGX B300",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="B300 is up 8.3%",
            values=(8.3,),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING", "ROUND-MISSING"}),
            why="A speed-up across rounds; 'one round later' names no round itself.",
        ),
        ExpectedClaim(
            page=3,
            match="squeezed 58,617 tokens/s",
            values=(58617.0, 34797.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0378",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "CHIP-COUNT"}),
            why="An Open result of sixteen GPUs beating a Closed result of eight.",
        ),
        ExpectedClaim(
            page=3,
            match="did 61K tokens/s in MLPerf v5.5",
            values=(61000.0,),
            unit="tokens/s",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"ROUND-UNKNOWN", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "UNVERIFIED"}),
            absent=F({"ROUND-MISSING"}),
            why="There is no v5.5 round.",
        ),
        ExpectedClaim(
            page=4,
            match="0.89 million tokens/s",
            values=(890000.0, 888054.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="755k tok/s in the Interactive scenario",
            values=(755000.0,),
            unit="tokens/s",
            round=None,
            division="unstated",
            scenario="interactive",
            flags=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="A follow-on: its sibling's round and division are not its own.",
        ),
        ExpectedClaim(
            page=4,
            match="~10.5K tok/s per GPU",
            values=(10500.0,),
            unit="tokens/s",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F(
                {"DIVISION-MISSING", "ROUND-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}
            ),
            why="A per-GPU figure; its basis is the line above, which it does not restate.",
        ),
        ExpectedClaim(
            page=4,
            match="Record-setting, and nobody else fielded",
            values=(),
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="A record claim standing in for benchmark, scenario and division.",
        ),
    ),
    non_claims=(NonClaim(page=1, match="Episode 58", why="episode number"),),
)

# --- w250: cloud marketplace listing (interactive, said as answers streamed to a user) -------

W250 = DeckSpec(
    name="w250_marketplace_listing",
    kind="pdf",
    vendor="Corvid Cloud (fictional)",
    workload="interactive",
    slides=(
        Slide(
            title="Corvid Inference Endpoints",
            subtitle="Marketplace listing: DeepSeek-R1 and GPT-OSS-120B, serverless\nCorvid Cloud",
        ),
        Slide(
            title="What you get",
            bullets=(
                "An HTTPS endpoint your app calls per request; answers stream back token by"
                " token while your user watches.",
                "Both models are served as published: DeepSeek-R1 and GPT-OSS-120B, with no"
                " distillation and nothing quantised below FP8.",
                "Rate limit 600 requests per minute per key; 99.95% monthly uptime.",
            ),
        ),
        Slide(
            title="Measured on the hardware behind the endpoint",
            heading="MLPerf Inference v6.0, Closed division: Dell PowerEdge XE9780, 8x B200",
            bullets=(
                "DeepSeek-R1, Server scenario: 40,949.5 tokens/s (6.0-0026)",
                "DeepSeek-R1, Offline: 58,235.4 tokens/s (6.0-0026)",
                "GPT-OSS-120B on a DGX B300: 100,328 tokens/s in MLPerf Inference v5.1, Server",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "Our cost to serve, worked out from the Server result on the previous page, is"
                " about USD 0.07 per million output tokens.",
            ),
            table=Table(
                header=("Model", "Input, per 1M tokens", "Output, per 1M tokens"),
                rows=(
                    ("DeepSeek-R1", "USD 0.55", "USD 2.19"),
                    ("GPT-OSS-120B", "USD 0.15", "USD 0.60"),
                ),
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Benchmark results on this listing: MLPerf Inference v6.0, Closed division,"
                " unless a line says otherwise.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Server scenario: 40,949.5 tokens/s",
            values=(40949.5,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0026",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Server fits a streaming endpoint; the listing serves DeepSeek-R1 itself.",
        ),
        ExpectedClaim(
            page=3,
            match="Offline: 58,235.4 tokens/s",
            values=(58235.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0026",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Offline cited for users watching answers stream.",
        ),
        ExpectedClaim(
            page=3,
            match="100,328 tokens/s in MLPerf Inference v5.1",
            values=(100328.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"ROUND-UNKNOWN"}),
            tolerated=F({"NON-MLPERF-MIX", "RESULT-ID-MISSING"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            why="GPT-OSS-120B was not a v5.1 benchmark.",
        ),
        ExpectedClaim(
            page=4,
            match="about USD 0.07 per million output tokens",
            values=(0.07,),
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"COST-PER-ANSWER", "RESULT-ID-MISSING"}),
            why="A price per token worked out from the Server result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="600 requests per minute", why="rate limit"),
        NonClaim(page=2, match="99.95% monthly uptime", why="uptime"),
        NonClaim(page=4, match="USD 2.19", why="list price per token"),
        NonClaim(page=4, match="USD 0.15", why="list price per token"),
    ),
)

# --- w251: OEM channel enablement kit, in-store appliance (edge, said as the back office) ----

W251 = DeckSpec(
    name="w251_oem_partner_kit",
    kind="pptx",
    vendor="Lumora Systems (fictional)",
    workload="edge",
    slides=(
        Slide(
            title="StoreSight Edge Appliance: Partner Enablement Kit",
            subtitle="Lumora Systems Channel Programme\nFor certified resellers only",
        ),
        Slide(
            title="Who buys it and where it sits",
            bullets=(
                "Grocery and DIY chains with 20 to 400 stores; the appliance lives in the back"
                " office of each store.",
                "Ceiling cameras over the self-checkout lanes are analysed right there, lane by"
                " lane, with no round trip to a cloud.",
                "Head office may also want a chatbot for store managers; that is a different SKU"
                " and a different conversation.",
            ),
            notes="Talk track: never promise more than 16 lanes per appliance.",
        ),
        Slide(
            title="Talk track: the numbers",
            heading="MLPerf Inference v5.1, Closed division: RetinaNet",
            table=Table(
                header=("HPE ProLiant ML30 Gen11, 1x RTX 4000 Ada", "Result", "Result ID"),
                rows=(
                    ("SingleStream", "51.0 ms", "5.1-0054"),
                    ("MultiStream", "29.96 ms", "5.1-0054"),
                    ("Offline", "258.352 samples/s", "5.1-0054"),
                ),
            ),
        ),
        Slide(
            title="Large stores",
            bullets=(
                "For hypermarkets, pitch the Dell PowerEdge R570: 813.985 queries/s on RetinaNet"
                " in the Server scenario (MLPerf Inference v5.1, Closed, 5.1-0019), right in the"
                " stockroom.",
                "Its four L4 cards push 905.51 samples/s Offline, 3.5x the single-card ML30's"
                " 258.352 (both v5.1 Closed RetinaNet).",
                "Partner margin: 22% on hardware, 30% on three-year care packs.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="51.0 ms",
            values=(51.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="SingleStream fits cameras analysed in the store.",
        ),
        ExpectedClaim(
            page=3,
            match="29.96 ms",
            values=(29.96,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="258.352 samples/s",
            values=(258.352,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="813.985 queries/s on RetinaNet",
            values=(813.985,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            why="A Server result pitched for an appliance in the store's stockroom.",
        ),
        ExpectedClaim(
            page=4,
            match="3.5x the single-card",
            values=(905.51, 3.5),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISMATCH", "CROSS-ROUND"}),
            why="Four cards against one.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="20 to 400 stores", why="customer size"),
        NonClaim(page=4, match="22% on hardware", why="margin"),
        NonClaim(page=4, match="30% on three-year care packs", why="margin"),
    ),
)

# --- w252: chip start-up investor day (unstated; own numbers, geomeans, roadmap) ------------

W252 = DeckSpec(
    name="w252_investor_day",
    kind="reportlab",
    vendor="Tessera Silicon (fictional)",
    workload="unstated",
    slides=(
        Slide(
            title="Tessera Silicon Investor Day",
            subtitle="Forward-looking statements apply\nFiscal 2027 outlook",
        ),
        Slide(
            title="Where T2 stands",
            bullets=(
                "In internal testing, T2 reached 41,000 tokens/s on Llama 2 70B in a"
                " Server-style run.",
                "T2 posted 36,500 tokens/s on Llama 2 70B Offline in MLPerf Inference v6.0,"
                " Closed division (unverified). Result not verified by MLCommons Association.",
                "Across five MLPerf benchmarks, T2 shows a 1.8x geometric-mean speed-up over T1.",
            ),
        ),
        Slide(
            title="Financials",
            bullets=(
                "Revenue of USD 212 million, up 61% year on year.",
                "Gross margin 58%; headcount 1,140.",
            ),
        ),
        Slide(
            title="Roadmap",
            bullets=(
                "T3 samples in 2027 with 3x the memory bandwidth of T2.",
                "A 1,024-chip T3 pod is projected to reach 5.2 million tokens/s on Llama 2 70B.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="T2 reached 41,000 tokens/s",
            values=(41000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="unstated",
            scenario=None,
            flags=F({"UNVERIFIED"}),
            tolerated=F(
                {"SCENARIO-MISSING", "RESULT-ID-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}
            ),
            why="Internal testing worded as a benchmark result; 'Server-style' is no scenario.",
        ),
        ExpectedClaim(
            page=2,
            match="T2 posted 36,500 tokens/s",
            values=(36500.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F(),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"UNVERIFIED"}),
            why="Marked unverified with the required statement.",
        ),
        ExpectedClaim(
            page=2,
            match="1.8x geometric-mean speed-up",
            values=(1.8,),
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F(
                {
                    "DIVISION-MISSING",
                    "ROUND-MISSING",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                    "CROSS-ROUND",
                }
            ),
            why="A geomean across benchmarks.",
        ),
        ExpectedClaim(
            page=4,
            match="projected to reach 5.2 million tokens/s",
            values=(5.2e6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F(
                {
                    "DIVISION-MISSING",
                    "ROUND-MISSING",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="A projection onto a pod nobody has built.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="USD 212 million", why="revenue"),
        NonClaim(page=3, match="up 61% year on year", why="growth"),
        NonClaim(page=3, match="headcount 1,140", why="headcount"),
        NonClaim(page=4, match="3x the memory bandwidth", why="roadmap"),
    ),
)

# --- w253: trade magazine buyer's guide (interactive readers; mixed-scenario ranking) --------

W253 = DeckSpec(
    name="w253_buyers_guide",
    kind="pdf",
    vendor="Contact Centre Technology Review (fictional)",
    workload="interactive",
    slides=(
        Slide(
            title="Buyer's Guide: Servers for Live Assistants",
            subtitle="Contact Centre Technology Review\nSpring buyer's guide",
        ),
        Slide(
            title="Who this guide is for",
            bullets=(
                "Readers building contact-centre assistants: the customer types, the assistant"
                " answers while they wait on the line.",
                "Batch shops re-indexing archives overnight should read a different guide; this"
                " one is for live assistants.",
                "Typical seat counts in our survey: 150 to 2,000 agents.",
            ),
        ),
        Slide(
            title="Ranked by throughput",
            table=Table(
                header=(
                    "MLPerf Inference v5.1, Closed: Llama 2 70B, 8-GPU systems",
                    "Scenario",
                    "Tokens/s",
                    "Result ID",
                ),
                rows=(
                    ("NVIDIA DGX B200", "Interactive", "59,545.4", "5.1-0069"),
                    ("Nebius H200", "Offline", "34,812.1", "5.1-0075"),
                    ("HPE Cray XD670", "Interactive", "20,432.1", "5.1-0049"),
                    ("Cisco UCS C885A M8", "Interactive", "19,621.9", "5.1-0014"),
                ),
            ),
        ),
        Slide(
            title="Also worth a look",
            bullets=(
                "HPE Cray XD670: 60,955.1 tokens/s on Mixtral 8x7B, Server scenario, v5.1"
                " Closed (5.1-0049).",
                "In our own lab the same box served Llama 3.3 70B at 31,000 tokens/s.",
                "Street price for an 8-GPU H200 server: around USD 300,000.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="59,545.4",
            values=(59545.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="A ranking that sets an Offline row among Interactive ones.",
        ),
        ExpectedClaim(
            page=3,
            match="34,812.1",
            values=(34812.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT"}),
            why="An Offline figure ranked for live assistants.",
        ),
        ExpectedClaim(
            page=3,
            match="20,432.1",
            values=(20432.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="interactive",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="19,621.9",
            values=(19621.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="interactive",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="60,955.1 tokens/s on Mixtral 8x7B",
            values=(60955.1,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="Server fits live assistants; a guide deploys no model of its own.",
        ),
        ExpectedClaim(
            page=4,
            match="served Llama 3.3 70B at 31,000 tokens/s",
            values=(31000.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="A model that is no MLPerf benchmark, beside an MLPerf result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="150 to 2,000 agents", why="survey seat counts"),
        NonClaim(page=4, match="around USD 300,000", why="street price"),
    ),
)

# --- w254: farm-machinery dealer briefing (edge, said as a computer in a combine's cab) ------

W254 = DeckSpec(
    name="w254_cab_computer_dealer_briefing",
    kind="pptx",
    vendor="Agritronic Maschinenbau (fictional)",
    workload="edge",
    slides=(
        Slide(
            title="FieldSense Cab Computer",
            subtitle="Agritronic Maschinenbau\nDealer briefing for the harvest season",
        ),
        Slide(
            title="Where it runs",
            bullets=(
                "The computer sits in the combine's cab and sorts grain and weed images as the"
                " machine crosses the field, frame after frame, with no connection needed.",
                "The dealer network's service desk uses a chat assistant; that runs in our cloud,"
                " not on your customer's machine.",
            ),
        ),
        Slide(
            title="Inside the cab: the published figures",
            heading="MLPerf Inference, Closed division, edge suite: ResNet-50",
            bullets=(
                "Single image, one at a time: 0.303 ms on two RTX 4090s^{†}",
                "Bursts of eight frames: 0.400 ms^{‡}",
                "Offline, the same pair sorts 87,945.5 images/s^{a}",
                "That is about 195 images/s per watt of the cab's 450 W power budget",
            ),
            footnotes=(
                "^{†} SingleStream, MLPerf Inference v6.0, result 6.0-0035 (GATE Overflow,"
                " 2x RTX 4090).",
                "^{‡} MultiStream, MLPerf Inference v6.0, result 6.0-0035.",
                "^{a} Result 6.0-0035, MLPerf Inference v6.0.",
            ),
            notes="Say it plainly: one image at a time is what the cab does.",
        ),
        Slide(
            title="Two rounds, same number of cards",
            bullets=(
                "In v4.1, Lenovo's ThinkEdge SE455 V3 with two L40S took 0.332 ms per image"
                " (SingleStream, Closed, v4.1-0041); in v6.0 the two RTX 4090s took 0.303 ms"
                " (6.0-0035).",
                "Both are two-card systems, so the count is like for like.",
                "Retail price of the cab computer: EUR 6,900; dealer margin 18%.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "ResNet-50 figures come from the MLPerf Inference edge suite, Closed division.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="0.303 ms on two RTX 4090s",
            values=(0.303,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="single_stream",
            flags=F(),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="The scenario and round come from the dagger footnote; one image at a time in"
            " a cab is edge work.",
        ),
        ExpectedClaim(
            page=3,
            match="Bursts of eight frames: 0.400 ms",
            values=(0.4,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="A follow-on whose own footnote says MultiStream, not its sibling's SingleStream.",
        ),
        ExpectedClaim(
            page=3,
            match="87,945.5 images/s",
            values=(87945.5,),
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="offline",
            flags=F(),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Offline fits edge.",
        ),
        ExpectedClaim(
            page=3,
            match="about 195 images/s per watt",
            values=(195.0,),
            benchmark="resnet",
            round=None,
            division="closed",
            scenario="unstated",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"ROUND-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="Throughput per watt of a rated power budget, not MLPerf Power.",
        ),
        ExpectedClaim(
            page=4,
            match="took 0.332 ms per image",
            values=(0.332, 0.303),
            unit="ms",
            round=None,
            result_id=None,
            division="closed",
            scenario="single_stream",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="v4.1 against v6.0; two cards against two cards, both SingleStream.",
        ),
    ),
    non_claims=(
        NonClaim(page=4, match="EUR 6,900", why="price"),
        NonClaim(page=4, match="dealer margin 18%", why="margin"),
    ),
)

# --- w255: cooperative bank steering memo (interactive, said as a teller at the counter) -----

W255 = DeckSpec(
    name="w255_bank_branch_assistant_memo",
    kind="reportlab",
    vendor="Talbrugg Cooperative Bank (fictional)",
    workload="interactive",
    slides=(
        Slide(
            title="Branch Assistant: Platform Choice",
            subtitle="IT steering memo, Talbrugg Cooperative Bank\nFor the Board IT committee",
        ),
        Slide(
            title="How tellers will use it",
            bullets=(
                "A teller types the customer's question at the counter and reads the answer out"
                " while the customer is standing there.",
                "The model is Llama 3.1 8B Instruct, the same model MLPerf benchmarks.",
                "Our trading desk runs overnight risk batches on a separate grid; not in scope.",
                "Pilot: 64 branches, 410 tellers.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0, Closed",
            heading="HPE ProLiant DL385 Gen11, 2x RTX PRO 6000 (result 6.0-0052)",
            bullets=(
                "Llama 3.1 8B, Interactive scenario: 10,589.3 tokens/s.",
                "Llama 3.1 8B, Server scenario: 11,899.7 tokens/s, showing the assistant gives"
                " tellers answers they can rely on.",
            ),
        ),
        Slide(
            title="Older evidence we also received",
            bullets=(
                "Vendor B quoted 1,437 ms per answer on GPT-J with one query at a time"
                " (SingleStream, MLPerf Inference v4.1, Closed, v4.1-0041).",
                "At our blended rate, the Server result works out to CHF 0.0009 per correct"
                " answer.",
                "Vendor B's three-year offer: CHF 188,000.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "Every MLPerf result in this memo is Closed division, retrieved from"
                " mlcommons.org.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Interactive scenario: 10,589.3 tokens/s",
            values=(10589.3,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0052",
            division="closed",
            scenario="interactive",
            flags=F(),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "QUALITY-BUCKET"}),
            why="Interactive fits a teller at the counter; the bank deploys the reference model.",
        ),
        ExpectedClaim(
            page=3,
            match="Server scenario: 11,899.7 tokens/s",
            values=(11899.7,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0052",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="A throughput result sold as answers tellers can rely on.",
        ),
        ExpectedClaim(
            page=4,
            match="1,437 ms per answer on GPT-J",
            values=(1437.0,),
            unit="ms",
            benchmark="gptj",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="One query at a time is no measure of a branch network's counters; GPT-J is not"
            " the model the bank deploys.",
        ),
        ExpectedClaim(
            page=4,
            match="CHF 0.0009 per correct",
            values=(0.0009,),
            round=None,
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            why="Cost per correct answer drawn from the Server result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="64 branches, 410 tellers", why="pilot size"),
        NonClaim(page=4, match="CHF 188,000", why="offer price"),
    ),
)

VOICE_DECKS_15: tuple[DeckSpec, ...] = (
    W241,
    W242,
    W243,
    W244,
    W245,
    W246,
    W247,
    W248,
    W249,
    W250,
    W251,
    W252,
    W253,
    W254,
    W255,
)
