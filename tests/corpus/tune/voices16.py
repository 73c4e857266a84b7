"""Tune-corpus decks w261-w275, written blind to the rules by helper h15w16.

Voices: a regional bank's IT steering memo, a hospital group tender reply, a trade magazine's
buyer's guide, a chip start-up's investor day, a telco's street-cabinet edge offer, a datacentre
REIT brochure, a consultancy digest, a seed-stage pitch, an insurer's architecture review, a
university consortium procurement note, a cloud reseller's rate card, a logistics firm's
pilot readout. Weighted towards workloads said in other words (and workloads left unstated while
other people's uses are mentioned) and towards derived figures as marketing writes them.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

_F = frozenset

# --- w261: regional bank IT steering memo, overnight (batch) work said in other words ----------

W261 = DeckSpec(
    name="w261_bank_steering_memo",
    kind="pptx",
    vendor="Alpenrand Kantonalbank (internal)",
    workload="batch",
    slides=(
        Slide(
            title="Alpenrand Kantonalbank: IT Steering Committee",
            subtitle="Memo 14/2026 on inference hardware for the statement run",
        ),
        Slide(
            heading="Evidence considered: MLPerf Inference v5.1, Closed division",
            bullets=(
                "Every night between 22:00 and 05:30 the platform works through the day's scanned"
                " correspondence and loan files in one pass; nobody waits on an individual answer.",
                "The 8-GPU Supermicro AS-8125GS-TNMR2 (MI300X) delivered 27,803.9 tokens/s on"
                " Llama 2 70B Offline, result 5.1-0001.",
                "The same system held 24,593.8 tokens/s when requests arrived one at a time in the"
                " Server scenario.",
                "Cisco's HPF HGX system with 32 H100 GPUs reached 124,879 tokens/s on Llama 2 70B"
                " Offline (5.1-0016), roughly 4.5 times the eight-GPU MI300X box.",
            ),
            footnote="Figures as published by MLCommons; prices from the framework agreement.",
        ),
        Slide(
            heading="What it means for the night run",
            bullets=(
                "Per accelerator, the MI300X system works out at about 3,475 tokens/s^{1}",
                "Over the 7.5-hour window one node would get through roughly 750 million"
                " tokens^{1}",
                "Four such nodes would therefore clear some 3 billion tokens a night^{1}",
                "Today's volume is 410 million tokens per night; the budget ceiling is"
                " CHF 1.9 million.",
            ),
            footnotes=(
                "^{1} IT Architecture arithmetic on MLPerf Inference v5.1 Closed, Offline,"
                " result 5.1-0001 (8 accelerators). Not an MLCommons figure.",
            ),
        ),
        Slide(
            heading="Out of scope",
            bullets=(
                "Retail Banking's customer chatbot (a separate budget line) needs replies in under"
                " two seconds; it is not part of this request.",
                "Decision requested at the 9 December meeting.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="delivered 27,803.9 tokens/s",
            values=(27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT"}),
            why="Offline fits a run nobody waits on; the Cisco bullet later sets it against 32"
            " GPUs.",
        ),
        ExpectedClaim(
            page=2,
            match="held 24,593.8 tokens/s",
            values=(24593.8,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F(),
            tolerated=_F({"RESULT-ID-MISSING", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="Follow-on with the ID earlier on the slide; Server for a batch run is arguable;"
            " two scenarios of one system.",
        ),
        ExpectedClaim(
            page=2,
            match="reached 124,879 tokens/s",
            values=(124879.0, 4.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="about 3,475 tokens/s",
            values=(3475.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="roughly 750 million",
            values=(750000000.0, 750.0, 7.5),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
        ),
        ExpectedClaim(
            page=3,
            match="some 3 billion tokens a night",
            values=(3000000000.0, 3.0),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "between 22:00 and 05:30", "the batch window"),
        NonClaim(3, "410 million tokens per night", "the bank's own volume"),
        NonClaim(3, "CHF 1.9 million", "budget"),
        NonClaim(4, "under two seconds", "another unit's target"),
        NonClaim(4, "9 December", "date"),
    ),
)

# --- w262: hospital group tender reply, edge (on premises beside the scanner) -------------------

W262 = DeckSpec(
    name="w262_hospital_tender_reply",
    kind="pdf",
    vendor="Medivance Systems",
    workload="edge",
    slides=(
        Slide(
            title="Response to Tender HG-2026-117: Radiology AI Compute",
            subtitle="Medivance Systems for Rhein-Klinikverbund",
        ),
        Slide(
            heading="Section 4.1: Deployment",
            bullets=(
                "Each of the 23 imaging suites gets its own fanless unit beside the scanner;"
                " studies never leave the building.",
                "Our KidneySeg-3 network, trained on 40,000 annotated CT studies from partner"
                " hospitals, is what runs on every unit.",
            ),
        ),
        Slide(
            heading="Section 4.2: Performance evidence",
            table=Table(
                header=(
                    "System",
                    "MLPerf round",
                    "Division / scenario",
                    "3D U-Net latency",
                    "Result ID",
                ),
                rows=(
                    (
                        "Lenovo ThinkEdge SE455i V3 (2x L4)",
                        "v6.0",
                        "Closed / SingleStream",
                        "1,880.7 ms",
                        "6.0-0068",
                    ),
                    (
                        "Lenovo ThinkEdge SE455 V3 (2x L40S)",
                        "v4.1",
                        "Closed / SingleStream",
                        "492.1 ms",
                        "v4.1-0041",
                    ),
                ),
            ),
            footnote="Both systems carry two accelerators; lower is better.",
        ),
        Slide(
            heading="Section 4.3: Clinical assurance",
            bullets=(
                "The 3D U-Net result cleared MLPerf's 99.9% accuracy bar^{1}, which for your"
                " radiologists means kidney outlines they will not have to redraw.",
                "Training and go-live support: 6 weeks per site.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, SingleStream, result 6.0-0068.",
            ),
        ),
        Slide(
            heading="Section 7: Commercial",
            bullets=(
                "Unit price per workstation EUR 18,400 including five years of support.",
                "Delivery within 10 weeks of contract signature.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="1,880.7 ms",
            values=(1880.7,),
            unit="ms",
            benchmark="3d-unet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            flags=_F({"CROSS-ROUND", "MODEL-MISMATCH"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="Two rounds side by side; both two-accelerator systems; the units run the"
            " tenderer's own network, not 3D U-Net.",
        ),
        ExpectedClaim(
            page=3,
            match="492.1 ms",
            values=(492.1,),
            unit="ms",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=_F({"CROSS-ROUND", "MODEL-MISMATCH"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="cleared MLPerf's 99.9% accuracy bar",
            values=(99.9,),
            unit="%",
            benchmark="3d-unet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            bucket="quality",
            flags=_F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=_F({"QUALITY-BUCKET"}),
            why="The pass/fail target sold as outlines that need no redrawing.",
        ),
    ),
    non_claims=(
        NonClaim(2, "23 imaging suites", "site count"),
        NonClaim(2, "40,000 annotated CT studies", "training data size"),
        NonClaim(4, "6 weeks per site", "schedule"),
        NonClaim(5, "EUR 18,400", "list price"),
        NonClaim(5, "10 weeks", "delivery"),
    ),
)

# --- w263: trade magazine buyer's guide; workload unstated, readers' uses mentioned --------------

W263 = DeckSpec(
    name="w263_buyers_guide",
    kind="reportlab",
    vendor="Rackside Monthly",
    workload="unstated",
    slides=(
        Slide(
            title="Buyer's Guide 2026: Inference Servers Under GBP 250k",
            bullets=(
                "Readers in retail tell us they run shelf-monitoring cameras; insurers run claims"
                " triage overnight. Which of these you run decides which number matters.",
                "Prices checked 3 November 2026.",
            ),
        ),
        Slide(
            title="How the contenders scored in MLPerf Inference v5.1 (Closed)",
            bullets=(
                "Dell's PowerEdge R570 with four L4 cards: 905.51 samples/s on RetinaNet Offline"
                " (5.1-0019).",
                "Dell's two-card PowerEdge R470 managed 428.115 queries/s on RetinaNet in the"
                " Server scenario (5.1-0018), so doubling the cards more than doubles the count.",
                "Averaged across its four cards, the R570's Offline RetinaNet figure works out at"
                " 226 samples/s per card.",
            ),
        ),
        Slide(
            title="Same size, different class",
            bullets=(
                "The Azure ND_GB200_v6 VM and the Dell R570 both use four accelerators; the VM"
                " posted 52,061.6 tokens/s on Llama 2 70B Offline (v5.1, Closed, 5.1-0008).",
                "A 'per card' figure in this guide is our arithmetic, not MLCommons'.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="905.51 samples/s",
            values=(905.51,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            why="The next bullet sets it against the two-card Server figure.",
        ),
        ExpectedClaim(
            page=2,
            match="managed 428.115 queries/s",
            values=(428.115,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0018",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="226 samples/s per card",
            values=(226.0,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="The R570's ID is on the same slide.",
        ),
        ExpectedClaim(
            page=3,
            match="posted 52,061.6 tokens/s",
            values=(52061.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH", "DERIVED-METRIC"}),
        ),
    ),
    non_claims=(
        NonClaim(1, "GBP 250k", "price band"),
        NonClaim(1, "3 November 2026", "date"),
    ),
)

# --- w264: chip start-up investor day; hosted chat API (interactive) -----------------------------

W264 = DeckSpec(
    name="w264_investor_day",
    kind="pptx",
    vendor="Korvath Semiconductor",
    workload="interactive",
    slides=(
        Slide(title="Korvath Investor Day 2026", subtitle="Inference economics and the road to K3"),
        Slide(
            heading="Our business",
            bullets=(
                "Korvath Cloud sells a pay-as-you-go chat API: developers' users type, and the"
                " reply streams back while they watch.",
                "FY2026 revenue guidance USD 84-92 million; 310 employees.",
            ),
        ),
        Slide(
            heading="Where the market stands: MLPerf Inference v6.0, Closed",
            bullets=(
                "AMD's 88-GPU MI355X cluster served 1,016,380 tokens/s on Llama 2 70B in the"
                " Server scenario (6.0-0001).",
                "In Offline the same cluster reached 1,042,110 tokens/s.",
                "On Server, that is about 11,550 tokens/s for every GPU in the cluster.",
            ),
        ),
        Slide(
            heading="Unit economics, per accelerator",
            table=Table(
                header=(
                    "MLPerf Inference v5.1 Closed, Llama 2 70B, Server",
                    "Accelerators",
                    "Tokens/s",
                    "Tokens/s per accelerator",
                ),
                rows=(
                    ("Supermicro AS-8125GS-TNMR2 (5.1-0001)", "8", "24,593.8", "3,074"),
                    ("Cisco UCS C885A M8 (5.1-0013)", "16", "66,439", "4,152"),
                    ("Azure ND_GB200_v6 (5.1-0008)", "4", "46,016.5", "11,504"),
                ),
            ),
            footnote="Per-accelerator column: Korvath division of the published figure.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served 1,016,380 tokens/s",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="reached 1,042,110 tokens/s",
            values=(1042110.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="Offline quoted for a streaming chat API; same system's ID on the slide.",
        ),
        ExpectedClaim(
            page=3,
            match="about 11,550 tokens/s for every GPU",
            values=(11550.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro AS-8125GS-TNMR2 (5.1-0001)",
            values=(24593.8, 3074.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Cisco UCS C885A M8 (5.1-0013)",
            values=(66439.0, 4152.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Azure ND_GB200_v6 (5.1-0008)",
            values=(46016.5, 11504.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT", "DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "USD 84-92 million", "revenue guidance"),
        NonClaim(2, "310 employees", "headcount"),
    ),
)

# --- w265: telco street-cabinet edge offer ------------------------------------------------------

W265 = DeckSpec(
    name="w265_telco_cabinet_edge",
    kind="pdf",
    vendor="Nordwave Edge Compute",
    workload="edge",
    slides=(
        Slide(
            title="Nordwave Kerbside Compute",
            subtitle="Vision inference in 140 street cabinets, next to your cameras",
        ),
        Slide(
            heading="Detection at the kerb: MLPerf Inference v4.1, Closed, edge suite",
            bullets=(
                "One L4 in a Dell PowerEdge XR8620t finished a single RetinaNet frame in 4.83 ms"
                " (SingleStream, v4.1-0023).",
                "With eight camera streams at once (MultiStream) the same box needed 42.02 ms.",
                "Frames are processed inside the cabinet, a few metres from the lens; nothing is"
                " sent to a central site unless an alarm fires.",
            ),
        ),
        Slide(
            heading="Overflow to an aggregation site (MLPerf Inference v5.1, Closed)",
            bullets=(
                "Where a cabinet is full we route to a PowerEdge R470 with two L4s, rated at"
                " 428.115 queries/s on RetinaNet in the Server scenario (5.1-0018).",
                "Spread across its two cards, the Server figure is 214 queries/s per L4.",
            ),
        ),
        Slide(
            heading="Commercials",
            bullets=(
                "EUR 290 per cabinet per month, 36-month term.",
                "Fibre back-haul at 10 Gbit/s included.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="frame in 4.83 ms",
            values=(4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CROSS-SCENARIO"}),
            why="Two scenarios of one system listed, not compared.",
        ),
        ExpectedClaim(
            page=2,
            match="needed 42.02 ms",
            values=(42.02,),
            unit="ms",
            benchmark=None,
            round="v4.1",
            division="closed",
            scenario="multi_stream",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="Follow-on; the ID sits on the previous bullet for the same box.",
        ),
        ExpectedClaim(
            page=3,
            match="rated at 428.115 queries/s",
            values=(428.115,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0018",
            division="closed",
            scenario="server",
            flags=_F({"SCENARIO-MISMATCH"}),
            why="Server figure offered for a camera-side edge service.",
        ),
        ExpectedClaim(
            page=3,
            match="214 queries/s per L4",
            values=(214.0,),
            unit="queries/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC", "SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(1, "140 street cabinets", "footprint"),
        NonClaim(4, "EUR 290 per cabinet per month", "price"),
        NonClaim(4, "10 Gbit/s", "network spec"),
    ),
)

# --- w266: datacentre REIT brochure; tenants' uses named, the reader's own left open ------------

W266 = DeckSpec(
    name="w266_reit_brochure",
    kind="pptx",
    vendor="Meridian Data Realty",
    workload="unstated",
    slides=(
        Slide(
            title="Meridian Data Realty",
            subtitle="Hall C, Frankfurt: 18 MW ready for AI tenants",
        ),
        Slide(
            heading="What our tenants run",
            bullets=(
                "One tenant streams a shopping assistant to 40 million app users; another"
                " re-indexes a legal archive every weekend. We host both, and we do not pick for"
                " you.",
                "Liquid cooling up to 132 kW per rack.",
            ),
        ),
        Slide(
            heading="Density we have seen in MLPerf Inference (Closed division)",
            chart=Chart(
                title="DeepSeek-R1 Offline tokens/s, eight-GPU systems",
                categories=("Dell XE9680L (5.1-0024)", "Cisco C880A M8 (6.0-0010)"),
                series=(("Tokens/s", (30493.3, 69251.4)),),
                value_axis_title="tokens/s",
            ),
        ),
        Slide(
            heading="A hall's worth",
            bullets=(
                "Twelve XE9680L-class systems in one row would add up to roughly 366,000"
                " tokens/s of DeepSeek-R1 Offline capacity^{a}",
                "Per megawatt of IT load, the C880A M8 result is equivalent to about 5.8 million"
                " tokens/s^{b}",
                "Power is billed at cost, currently EUR 0.19 per kWh.",
            ),
            footnotes=(
                "^{a} Meridian estimate: 12 x MLPerf Inference v5.1 Closed result 5.1-0024.",
                "^{b} Assumes 12 kW per system at the wall (nameplate); MLPerf Inference v6.0"
                " Closed, Offline, 6.0-0010. Not an MLPerf Power result.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell XE9680L (5.1-0024)",
            values=(30493.3,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=_F({"CROSS-ROUND"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="Two rounds in one chart; both eight-GPU systems; no workload of the reader's.",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco C880A M8 (6.0-0010)",
            values=(69251.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="offline",
            flags=_F({"CROSS-ROUND"}),
            absent=_F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="roughly 366,000",
            values=(366000.0, 12.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="about 5.8 million",
            values=(5800000.0, 5.8),
            unit=None,
            benchmark=None,
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(1, "18 MW", "site capacity"),
        NonClaim(2, "40 million app users", "a tenant's audience"),
        NonClaim(2, "132 kW per rack", "facility spec"),
        NonClaim(4, "EUR 0.19 per kWh", "power price"),
    ),
)

# --- w267: consultancy digest; two vendors in one sentence, normalised and geomean figures ------

W267 = DeckSpec(
    name="w267_consultancy_digest",
    kind="pdf",
    vendor="Halvorsen & Partner",
    workload="unstated",
    slides=(
        Slide(
            title="Halvorsen & Partner: AI Infrastructure Digest, Q4 2026",
            subtitle="For clients choosing an inference platform",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, Server results",
            bullets=(
                "Cisco's 16-GPU UCS C885A M8 posted 66,439 tokens/s on Llama 2 70B (5.1-0013),"
                " whereas AMD's eight-GPU Supermicro system posted 24,593.8 tokens/s (5.1-0001).",
                "Normalised to eight GPUs, the Cisco figure is 33,220 tokens/s, 35% ahead of AMD.",
                "In a past engagement a logistics client ran route optimisation overnight; that"
                " was their choice, not a recommendation.",
            ),
        ),
        Slide(
            heading="Older reference point: MLPerf Inference v4.1, Closed, Offline",
            bullets=(
                "The ASUSTeK ESC4000A-E12 with four H100 NVL posted 270,891 samples/s on"
                " ResNet-50 (v4.1-0003).",
                "Taken as a geometric mean over its ResNet-50, RetinaNet and BERT-99 results, the"
                " same system scores about 32,600 samples/s.",
                "Our advisory day rate is EUR 2,400.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="posted 66,439 tokens/s",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="posted 24,593.8 tokens/s",
            values=(24593.8,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="The second vendor's figure after 'whereas'.",
        ),
        ExpectedClaim(
            page=2,
            match="the Cisco figure is 33,220 tokens/s",
            values=(33220.0, 35.0),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="Normalising is meant to remove the size difference; the ID is on the slide.",
        ),
        ExpectedClaim(
            page=3,
            match="posted 270,891 samples/s",
            values=(270891.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0003",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"DERIVED-METRIC", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="about 32,600 samples/s",
            values=(32600.0,),
            unit="samples/s",
            benchmark=None,
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
        ),
    ),
    non_claims=(NonClaim(3, "EUR 2,400", "day rate"),),
)

# --- w268: seed pitch; drafting copilot (interactive), own fine-tune, cost per clause -----------

W268 = DeckSpec(
    name="w268_seed_pitch",
    kind="pptx",
    vendor="Quillmate",
    workload="interactive",
    slides=(
        Slide(title="Quillmate", subtitle="Contract drafting that keeps up with you"),
        Slide(
            heading="Product",
            bullets=(
                "Suggestions appear in the margin while the lawyer is still typing the clause.",
                "Quillmate runs our own fine-tune of Llama 3.1 8B, trained on 2 million redlined"
                " contracts.",
                "1,200 firms on the waitlist; raising USD 3.5 million.",
            ),
        ),
        Slide(
            heading="The hardware we rent: MLPerf Inference v6.0, Closed",
            bullets=(
                "On Llama 3.1 8B, eight RTX PRO 6000 cards sustained 34,241 tokens/s in the"
                " Interactive scenario (6.0-0004).",
                "Batch the requests up and the same box reaches 48,791 tokens/s (Offline).",
            ),
        ),
        Slide(
            heading="Unit economics from the MLPerf Inference v6.0 Closed result",
            bullets=(
                "We rent at USD 2.10 per card-hour.",
                "At that rate the Interactive figure puts a drafted clause (about 120 tokens) at"
                " USD 0.000016.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="sustained 34,241 tokens/s",
            values=(34241.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="interactive",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            why="The product runs a fine-tune, not the reference Llama 3.1 8B.",
        ),
        ExpectedClaim(
            page=3,
            match="reaches 48,791 tokens/s",
            values=(48791.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="USD 0.000016",
            values=(0.000016,),
            unit=None,
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=_F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=_F({"DERIVED-METRIC", "RESULT-ID-MISSING"}),
            why="A price per unit of the deck's own work worked out from a result.",
        ),
    ),
    non_claims=(
        NonClaim(2, "2 million redlined contracts", "training data"),
        NonClaim(2, "1,200 firms", "waitlist"),
        NonClaim(2, "USD 3.5 million", "raise"),
        NonClaim(4, "USD 2.10 per card-hour", "rental price"),
    ),
)

# --- w269: insurer architecture board; nightly re-scoring of the book (batch) -------------------

W269 = DeckSpec(
    name="w269_insurer_review",
    kind="reportlab",
    vendor="Helvion Insurance (internal)",
    workload="batch",
    slides=(
        Slide(
            title="Helvion Insurance: Architecture Review Board, item 7",
            bullets=(
                "Proposal: a GPU node for the pricing refresh. The whole book is re-scored once"
                " the day's claims have landed, with results needed by 07:00.",
            ),
        ),
        Slide(
            title="Benchmark basis: MLPerf Inference v5.1, Closed division, DLRM v2",
            bullets=(
                "ASUSTeK ESC8000A-E12 with eight H200 NVL: 580,460 samples/s Offline (5.1-0005).",
                "HPE's ten-card ProLiant DL380a Gen12 goes 23% further at 713,817 samples/s"
                " Offline (5.1-0050).",
                "The same ASUSTeK system answers 450,100 queries/s under the Server scenario's"
                " latency bound.",
            ),
        ),
        Slide(
            title="Sizing (Architecture team estimates)",
            bullets=(
                "The book holds 38 million policies.",
                "Scoring the whole book would take about 65 seconds on the ASUSTeK node^{1}",
                "At its 5.6 kW nameplate that is roughly 104 samples/s per watt^{1}",
            ),
            footnotes=(
                "^{1} Derived from MLPerf Inference v5.1 Closed, DLRM v2 Offline, result"
                " 5.1-0005; nameplate power, not an MLPerf Power measurement.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="580,460 samples/s",
            values=(580460.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CHIP-COUNT"}),
            why="The next bullet sets the ten-card system against it.",
        ),
        ExpectedClaim(
            page=2,
            match="713,817 samples/s",
            values=(713817.0, 23.0),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0050",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="answers 450,100 queries/s",
            values=(450100.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F(),
            tolerated=_F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="Server for a nightly job is arguable; follow-on of one system.",
        ),
        ExpectedClaim(
            page=3,
            match="about 65 seconds",
            values=(65.0,),
            unit=None,
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="104 samples/s per watt",
            values=(104.0, 5.6),
            unit=None,
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
        ),
    ),
    non_claims=(
        NonClaim(1, "07:00", "deadline"),
        NonClaim(3, "38 million policies", "book size"),
    ),
)

# --- w270: logistics pilot readout; detection on the forklift (edge), own detector ---------------

W270 = DeckSpec(
    name="w270_logistics_pilot",
    kind="pptx",
    vendor="Kestrel Freight (internal)",
    workload="edge",
    slides=(
        Slide(
            title="Kestrel Freight: Depot Vision Pilot Readout",
            subtitle="Phase 1, six depots, March to October 2026",
        ),
        Slide(
            heading="Where the model runs",
            bullets=(
                "Every forklift carries a small box wired to its mast camera; detection happens"
                " on the truck, even in the cold store where Wi-Fi drops out.",
                "The detector is our own PalletNet-S, trained on 310,000 depot images.",
            ),
        ),
        Slide(
            heading="Hardware shortlist: MLPerf Inference v6.0, Closed, edge category",
            table=Table(
                header=("Dell Pro Max (1x GB10), result 6.0-0028", "YOLO result"),
                rows=(
                    ("SingleStream", "611.9 ms"),
                    ("MultiStream", "4,891.4 ms"),
                    ("Offline", "1.75 samples/s"),
                ),
            ),
            notes="Lower is better for the two latency rows.",
        ),
        Slide(
            heading="Per shift",
            bullets=(
                "At the Offline rate one box clears about 63,000 images in a 10-hour shift^{1}",
                "Its accuracy sits above the 99% YOLO target^{1}, so drivers can trust that no"
                " pallet goes unseen.",
                "Box cost EUR 3,950 each, 212 forklifts in scope.",
            ),
            footnotes=("^{1} From MLPerf Inference v6.0 Closed, result 6.0-0028.",),
        ),
        Slide(
            heading="Alternative considered and rejected",
            bullets=(
                "A central node for the yard cameras: ASUSTeK ESC8000A-E12 (8x H200 NVL) at"
                " 12,801.9 queries/s on RetinaNet Server (MLPerf Inference v5.1 Closed,"
                " 5.1-0005).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="611.9 ms",
            values=(611.9,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="One system's scenarios listed; the trucks run PalletNet-S, not YOLO.",
        ),
        ExpectedClaim(
            page=3,
            match="4,891.4 ms",
            values=(4891.4,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="multi_stream",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="1.75 samples/s",
            values=(1.75,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="offline",
            flags=_F({"MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="about 63,000 images",
            values=(63000.0, 10.0),
            unit=None,
            benchmark=None,
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="above the 99% YOLO target",
            values=(99.0,),
            unit="%",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=_F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=_F({"QUALITY-BUCKET", "SCENARIO-MISSING"}),
            why="The pass/fail target sold as no pallet going unseen; the footnote names no"
            " scenario.",
        ),
        ExpectedClaim(
            page=5,
            match="12,801.9 queries/s",
            values=(12801.9,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=_F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="A Server figure in a deck whose detection runs on the trucks.",
        ),
    ),
    non_claims=(
        NonClaim(2, "310,000 depot images", "training data"),
        NonClaim(4, "EUR 3,950", "price"),
        NonClaim(4, "212 forklifts", "fleet size"),
    ),
)

# --- w271: cloud reseller rate card; hosted API (interactive), price per million tokens ---------

W271 = DeckSpec(
    name="w271_reseller_rate_card",
    kind="pdf",
    vendor="Stratocirrus",
    workload="interactive",
    slides=(
        Slide(
            title="Stratocirrus: GB200 Capacity for Hosted Inference",
            subtitle="Rate card and benchmark notes, December 2026",
        ),
        Slide(
            heading="Built for your API",
            bullets=(
                "You put an endpoint in front of your users; every request is answered while they"
                " wait, token by token.",
            ),
        ),
        Slide(
            heading="Benchmark notes: MLPerf Inference v5.1, Closed, Azure ND_GB200_v6 (5.1-0008)",
            bullets=(
                "Llama 2 70B, Server: 46,016.5 tokens/s.",
                "Llama 3.1 405B, Offline: 847.233 tokens/s.",
                "Llama 3.1 405B, Server: 584.008 tokens/s.",
            ),
        ),
        Slide(
            heading="What a VM-hour buys (Stratocirrus arithmetic)",
            bullets=(
                "Run flat out, the Llama 2 70B Server figure equals 165.7 million tokens per"
                " VM-hour^{1}",
                "At USD 42 per VM-hour that comes to about USD 0.25 per million tokens^{1}",
            ),
            footnotes=(
                "^{1} From MLPerf Inference v5.1 Closed, Server, result 5.1-0008; our"
                " multiplication, not MLCommons'.",
            ),
        ),
        Slide(
            heading="Rate card",
            table=Table(
                header=("Product", "On-demand", "1-year commit"),
                rows=(
                    ("ND_GB200_v6 VM", "USD 42.00/h", "USD 29.40/h"),
                    ("Egress", "USD 0.05/GB", "USD 0.04/GB"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Server: 46,016.5 tokens/s",
            values=(46016.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Offline: 847.233 tokens/s",
            values=(847.233,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CROSS-SCENARIO"}),
            why="Offline quoted to customers whose users wait on each token.",
        ),
        ExpectedClaim(
            page=3,
            match="Server: 584.008 tokens/s",
            values=(584.008,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="165.7 million tokens per VM-hour",
            values=(165.7, 165700000.0),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="about USD 0.25 per million tokens",
            values=(0.25,),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"COST-PER-ANSWER"}),
            why="A price per token drawn from a result.",
        ),
    ),
    non_claims=(
        NonClaim(5, "USD 42.00/h", "list price"),
        NonClaim(5, "USD 29.40/h", "list price"),
        NonClaim(5, "USD 0.05/GB", "egress price"),
    ),
)

# --- w272: hospital group patient-portal assistant (interactive); chart of unequal systems -------

W272 = DeckSpec(
    name="w272_hospital_portal_assistant",
    kind="pptx",
    vendor="Sankt Ansgar Kliniken (internal)",
    workload="interactive",
    slides=(
        Slide(
            title="Patient Portal Assistant: Platform Decision",
            subtitle="Digital Health board, Sankt Ansgar Kliniken",
        ),
        Slide(
            heading="What we are buying for",
            bullets=(
                "A patient types a question into the portal at 2 a.m. and has the answer before"
                " closing the tab.",
                "Our laboratory division runs overnight reporting on separate hardware; it is not"
                " part of this decision.",
            ),
        ),
        Slide(
            heading="Llama 3.1 8B in MLPerf Inference v5.1 (Closed division)",
            chart=Chart(
                title="Llama 3.1 8B Server tokens/s",
                categories=("Cisco UCS C845A M8, 8 GPUs", "Intel node, 4 Arc Pro B60"),
                series=(("Tokens/s", (38696.9, 5348.45)),),
                value_axis_title="tokens/s",
            ),
            footnotes=("Result IDs: Cisco 5.1-0011; Intel 5.1-0056.",),
        ),
        Slide(
            heading="Reading the chart (MLPerf Inference v5.1, Closed)",
            bullets=(
                "Card for card, the Intel node delivers 1,337 Server tokens/s against Cisco's"
                " 4,837.",
                "Cisco's Offline run of the same model reached 50,776.8 tokens/s (5.1-0011).",
                "Budget approved: EUR 640,000 over three years.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco UCS C845A M8, 8 GPUs",
            values=(38696.9,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
            why="Eight GPUs against four in one chart; the IDs sit in a footnote naming both.",
        ),
        ExpectedClaim(
            page=3,
            match="Intel node, 4 Arc Pro B60",
            values=(5348.45,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="delivers 1,337 Server tokens/s",
            values=(1337.0, 4837.0),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="Per-card figures of two systems; per-card is meant to even out the sizes. Cisco's"
            " ID is on the same slide.",
        ),
        ExpectedClaim(
            page=4,
            match="reached 50,776.8 tokens/s",
            values=(50776.8,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0011",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH"}),
            why="Offline figure for a portal where each patient waits on the answer.",
        ),
    ),
    non_claims=(
        NonClaim(2, "at 2 a.m.", "time of day"),
        NonClaim(4, "EUR 640,000", "budget"),
    ),
)

# --- w273: trade-press market note; sums and averages of one vendor's runs, workload unstated ---

W273 = DeckSpec(
    name="w273_market_note",
    kind="reportlab",
    vendor="Compute Ledger (trade press)",
    workload="unstated",
    slides=(
        Slide(
            title="Market note: Cisco in MLPerf Inference v5.1, Closed",
            bullets=(
                "Cisco says retail customers use these systems for product recommendations and"
                " banks for fraud checks at the till.",
            ),
        ),
        Slide(
            title="Llama 2 70B, Offline (MLPerf Inference v5.1, Closed division)",
            bullets=(
                "The 16-GPU UCS C885A M8 produced 68,894.8 tokens/s (5.1-0013).",
                "Cisco's 32-GPU HPF HGX system produced 124,879 tokens/s (5.1-0016).",
                "Added together, Cisco's two entries account for more than 193,000 tokens/s.",
                "Averaged across its Offline and Server runs, the 16-GPU system ran at 67,667"
                " tokens/s.",
            ),
        ),
        Slide(
            title="Context",
            bullets=(
                "Compute Ledger subscription: GBP 480 a year.",
                "Next market note: 12 January 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="produced 68,894.8 tokens/s",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT"}),
            why="Two sizes listed one after the other; the sum later treats them together.",
        ),
        ExpectedClaim(
            page=2,
            match="produced 124,879 tokens/s",
            values=(124879.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="offline",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            tolerated=_F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="more than 193,000 tokens/s",
            values=(193000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="A sum of two separate runs.",
        ),
        ExpectedClaim(
            page=2,
            match="ran at 67,667",
            values=(67667.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=_F({"DERIVED-METRIC"}),
            tolerated=_F({"RESULT-ID-MISSING", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            why="An average over two scenarios; which scenario label applies is open.",
        ),
    ),
    non_claims=(
        NonClaim(3, "GBP 480", "subscription price"),
        NonClaim(3, "12 January 2027", "date"),
    ),
)

# --- w274: broadcaster archive re-subtitling (batch); Whisper as published ---------------------

W274 = DeckSpec(
    name="w274_broadcaster_archive",
    kind="pdf",
    vendor="Nordlicht Rundfunk (procurement)",
    workload="batch",
    slides=(
        Slide(
            title="Archive Re-subtitling Programme",
            subtitle="Procurement note for the Technical Directorate",
        ),
        Slide(
            heading="Scope",
            bullets=(
                "Over the winter the whole programme archive, about 108 million clips, is passed"
                " through speech recognition once and the subtitles filed back.",
                "We would run Whisper large-v3 exactly as published; no retraining.",
                "Live captioning for the news desk is handled by another team and is not covered"
                " here.",
            ),
        ),
        Slide(
            heading="Candidates",
            table=Table(
                header=(
                    "MLPerf Inference v5.1 Closed, Whisper, Offline",
                    "Accelerators",
                    "Samples/s",
                ),
                rows=(
                    ("Supermicro SYS-422GA-NBRT-LCC (5.1-0009)", "8x B200", "41,927.4"),
                    ("Dell PowerEdge R570 (5.1-0019)", "4x L4", "1,397.01"),
                ),
            ),
        ),
        Slide(
            heading="Throughput and cost (Directorate arithmetic)",
            bullets=(
                "At 41,927.4 clips a second the Supermicro system would need about 43 minutes for"
                " the whole archive^{1}",
                "With hardware leased at EUR 9,800 a month, that is roughly EUR 0.0001 per"
                " subtitled clip^{1}",
                "Whisper cleared MLPerf's 99% accuracy target^{2}, proof that viewers will get"
                " word-perfect subtitles.",
            ),
            footnotes=(
                "^{1} From MLPerf Inference v5.1 Closed, Whisper Offline, result 5.1-0009.",
                "^{2} MLPerf Inference v5.1, Closed division, Offline, result 5.1-0009.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Supermicro SYS-422GA-NBRT-LCC (5.1-0009)",
            values=(41927.4,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0009",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="Eight B200 against four L4; Offline fits an archive pass; reference model used.",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge R570 (5.1-0019)",
            values=(1397.01,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=_F({"CHIP-COUNT"}),
            absent=_F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="about 43 minutes",
            values=(43.0, 41927.4),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0009",
            division="closed",
            scenario="offline",
            flags=_F({"DERIVED-METRIC"}),
            absent=_F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="roughly EUR 0.0001 per subtitled clip",
            values=(0.0001,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0009",
            division="closed",
            scenario="offline",
            flags=_F({"COST-PER-ANSWER"}),
            tolerated=_F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="A price per clip of the deck's own work worked out from a result.",
        ),
        ExpectedClaim(
            page=4,
            match="cleared MLPerf's 99% accuracy target",
            values=(99.0,),
            unit="%",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0009",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_F({"GATE-AS-GRADE"}),
            absent=_F({"MODEL-MISMATCH"}),
            tolerated=_F({"QUALITY-BUCKET"}),
            why="The pass/fail requirement sold as word-perfect subtitles.",
        ),
    ),
    non_claims=(
        NonClaim(2, "108 million clips", "archive size"),
        NonClaim(4, "EUR 9,800 a month", "lease price"),
    ),
)

# --- w275: managed service QBR; contact-centre voice bot (interactive), a non-MLPerf model mixed in

W275 = DeckSpec(
    name="w275_msp_quarterly_review",
    kind="pptx",
    vendor="Tessaline Managed Services",
    workload="interactive",
    slides=(
        Slide(
            title="Quarterly Business Review, Q4 2026",
            subtitle="Tessaline Managed Services for Hartwell Mutual",
        ),
        Slide(
            heading="Your service",
            bullets=(
                "Hartwell's callers talk to the voice bot and hear a spoken reply mid-"
                "conversation; a pause of more than a second is noticed.",
                "Calls handled this quarter: 2.4 million; uptime 99.97%.",
            ),
        ),
        Slide(
            heading="Platform evidence: MLPerf Inference v5.1, Closed",
            bullets=(
                "Speech: a four-L4 Dell PowerEdge R570 transcribed 1,397.01 samples/s on Whisper"
                " Offline (5.1-0019).",
                "Language: an eight-MI300X Supermicro system served 24,593.8 tokens/s on Llama 2"
                " 70B Server (5.1-0001).",
                "The Llama 3.3 70B endpoint Hartwell actually uses runs at 3,400 tokens/s on the"
                " same eight-GPU class of hardware.",
            ),
            footnote="Published results; the Llama 3.3 70B figure is Tessaline's own measurement.",
        ),
        Slide(
            heading="Next quarter",
            bullets=(
                "Migration window 18-20 February.",
                "Renewal price unchanged at EUR 31,000 a month.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="transcribed 1,397.01 samples/s",
            values=(1397.01,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"NON-MLPERF-MIX", "MODEL-MISMATCH"}),
            why="Offline speech figure for a live voice bot; the Llama 3.3 line sits beside it.",
        ),
        ExpectedClaim(
            page=3,
            match="served 24,593.8 tokens/s",
            values=(24593.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_F(),
            absent=_F({"SCENARIO-MISMATCH"}),
            tolerated=_F({"NON-MLPERF-MIX", "MODEL-MISMATCH"}),
            why="Server fits a caller waiting; the deployed model is named on this slide only.",
        ),
        ExpectedClaim(
            page=3,
            match="runs at 3,400 tokens/s",
            values=(3400.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_F({"NON-MLPERF-MIX"}),
            tolerated=_F(
                {
                    "UNVERIFIED",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "CHIP-COUNT",
                    "SCENARIO-MISMATCH",
                }
            ),
            why="A non-MLPerf model timed beside MLPerf results.",
        ),
    ),
    non_claims=(
        NonClaim(2, "2.4 million", "call volume"),
        NonClaim(2, "99.97%", "uptime"),
        NonClaim(4, "18-20 February", "date"),
        NonClaim(4, "EUR 31,000 a month", "price"),
    ),
)

VOICE_DECKS_16: tuple[DeckSpec, ...] = (
    W261,
    W262,
    W263,
    W264,
    W265,
    W266,
    W267,
    W268,
    W269,
    W270,
    W271,
    W272,
    W273,
    W274,
    W275,
)
