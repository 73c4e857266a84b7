"""Tune-corpus decks w261-w275, written blind to the rules by helper h15w16.

Voices: a regional bank's IT steering memo, a hospital group tender reply, a trade magazine's
buyer's guide, a chip start-up's investor day, a telco's street-cabinet edge offer, a datacentre
REIT brochure, a consultancy digest, a seed-stage pitch, an insurer's architecture review, a
university consortium procurement note, a cloud reseller's rate card, a logistics firm's
pilot readout. Weighted towards workloads said in other words (and workloads left unstated while
other people's uses are mentioned) and towards derived figures as marketing writes them.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

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
            absent=_F({"SCENARIO-MISMATCH", "DERIVED-METRIC", "CHIP-COUNT"}),
            why="Offline fits a run nobody waits on.",
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

VOICE_DECKS_16: tuple[DeckSpec, ...] = (W261, W262, W263, W264, W265)
