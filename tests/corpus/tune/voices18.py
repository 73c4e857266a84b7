"""Decks w301-w315, written blind to the rules by helper h15w18.
(Round seven's fresh part, scored before and after that round's rules; moved to the tune part in round eight.)

Voices: an insurance group's claims-automation steering paper, a university HPC centre's
user-forum slides, a hyperscaler's sales-engineer battlecard, a semiconductor analyst's
earnings-call digest, a call-centre software vendor's ROI workbook, a robotics OEM's partner
summit, a defence integrator's capability statement and a media-streaming company's
recommender-platform review.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

fs = frozenset

# --- w301: insurance group, claims-automation steering paper (batch, said only in a table) ---

W301 = DeckSpec(
    name="w301",
    kind="pptx",
    vendor="Halvard Mutual Group",
    workload="batch",
    slides=(
        Slide(
            title="Claims Automation Programme: Steering Committee Paper 7",
            subtitle="Halvard Mutual Group · Operations & Technology · for decision, 14 January",
        ),
        Slide(
            heading="Requirements agreed in Q3",
            table=Table(
                header=("Requirement", "What we need", "Owner"),
                rows=(
                    (
                        "Processing window",
                        "22:00 to 05:00: the day's first-notice-of-loss files wait in a queue "
                        "and are adjudicated overnight, decisions ready for handlers at 07:30",
                        "Claims Ops",
                    ),
                    ("Volume", "1.8 million motor and household claims a year", "Finance"),
                    ("Residency", "EU data centres only", "Legal"),
                    ("Model", "ClaimsLM-70, our own fine-tune of Llama 3.1 70B", "Data Science"),
                ),
            ),
        ),
        Slide(
            heading="What the public benchmark tells us",
            bullets=(
                "All figures on this page: MLPerf Inference v5.1, Closed division, Offline scenario.",
                "An 8-GPU MI300X server processed 27,803.9 tokens/s on llama2-70b (result 5.1-0001).",
                "Held for our seven-hour window, that is roughly 700 million tokens a night per server.",
                "At our blended GPU rate that comes to €0.00037 per correctly adjudicated claim^{1}",
            ),
            footnotes=(
                "^{1} Assumes 2,400 tokens per claim, €1.90 per GPU-hour, and the benchmark's 99% "
                "accuracy target taken as the share of claims adjudicated correctly.",
            ),
        ),
        Slide(
            heading="Elsewhere in the group (not part of this decision)",
            bullets=(
                "Halvard Direct's customer chat assistant is hosted by its CRM vendor and stays "
                "out of scope; its contract promises policyholders a reply within 3 seconds.",
                "The pricing team's renewal scoring keeps running on the existing CPU estate.",
            ),
        ),
        Slide(
            heading="Decision requested",
            bullets=(
                "Approve €2.4m capital expenditure for two inference servers in FY27.",
                "Go-live for the overnight run: 1 April, after a six-week parallel run.",
            ),
            notes="If asked: the vendor says a 16-GPU node would double throughput again.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="processed 27,803.9 tokens/s on llama2-70b",
            values=(27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"SCENARIO-MISMATCH", "UNVERIFIED", "RESULT-ID-MISSING"}),
            why="the insurer runs its own Llama 3.1 70B fine-tune; Offline suits an overnight queue",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 700 million tokens a night per server",
            values=(700.0, 700_000_000.0),
            unit="tokens/night",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            why="a rate multiplied out over a night; the result ID sits on the same slide",
        ),
        ExpectedClaim(
            page=3,
            match="€0.00037 per correctly adjudicated claim",
            values=(0.00037,),
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "MODEL-MISMATCH",
                    "RESULT-ID-MISSING",
                    "GATE-AS-GRADE",
                }
            ),
            why="a price per correct unit of work; the footnote reads the gate as a hit rate",
        ),
    ),
    non_claims=(
        NonClaim(2, "1.8 million motor and household claims a year", "annual volume"),
        NonClaim(2, "22:00 to 05:00", "processing window"),
        NonClaim(4, "a reply within 3 seconds", "another unit's latency promise"),
        NonClaim(5, "€2.4m capital expenditure", "budget"),
        NonClaim(5, "six-week parallel run", "plan"),
    ),
)

# --- w302: university HPC centre user forum (no workload; chip counts; per-GPU; projection) ---

W302 = DeckSpec(
    name="w302",
    kind="pdf",
    vendor="Nordfjell University Research Computing",
    workload="unstated",
    slides=(
        Slide(
            title="Research Computing User Forum, spring term",
            subtitle="The new Fjord partition: what it is and how to get time on it",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: systems like ours, and bigger",
            table=Table(
                header=("System", "Accelerators", "llama2-70b Server tokens/s", "Result ID"),
                rows=(
                    ("Cisco UCS C885A M8", "16 x H200-SXM", "66,439.0", "5.1-0013"),
                    ("Azure ND GB200 v6", "4 x GB200", "46,016.5", "5.1-0008"),
                    ("Cisco HPF HGX System", "32 x H100-SXM", "122,274.0", "5.1-0016"),
                ),
            ),
        ),
        Slide(
            heading="The per-accelerator view",
            bullets=(
                "Source: the MLPerf Inference v5.1 Closed Server results on the previous page.",
                "Divided by accelerator count, GB200 delivers about 11,504 tokens/s per GPU, "
                "against 4,152 for H200 and 3,821 for H100.",
                "Fjord has 4 nodes with 8 H200 NVL each, so on paper it should manage roughly "
                "130,000 tokens/s on the same test.",
            ),
        ),
        Slide(
            heading="Getting time on Fjord",
            bullets=(
                "Allocation round opens 3 March; 1,200 active accounts last term.",
                "Office hours: Tuesdays 14:00 to 16:00, room B-214.",
                "Fair-share weights are unchanged from last year.",
            ),
        ),
        Slide(title="Questions?", bullets=("research-computing@nordfjell.example",)),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Cisco UCS C885A M8",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="16, 4 and 32 accelerators side by side; labels from heading and column header",
        ),
        ExpectedClaim(
            page=2,
            match="Azure ND GB200 v6",
            values=(46016.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0008",
            division="closed",
            scenario="server",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Cisco HPF HGX System",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="GB200 delivers about 11,504 tokens/s per GPU",
            values=(11504.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-accelerator normalisation across systems of different sizes",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 130,000 tokens/s on the same test",
            values=(130000.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"UNVERIFIED", "CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a projection onto a 32-GPU partition nobody measured",
        ),
    ),
    non_claims=(
        NonClaim(4, "1,200 active accounts last term", "headcount"),
        NonClaim(4, "Tuesdays 14:00 to 16:00", "office hours"),
        NonClaim(4, "opens 3 March", "date"),
    ),
)

# --- w303: hyperscaler sales-engineer battlecard (interactive in a sidebar; unverified) ---

W303 = DeckSpec(
    name="w303",
    kind="pptx",
    vendor="Stratus Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Battlecard: winning LLM-serving deals against GPU neoclouds",
            subtitle="Stratus Cloud · Sales Engineering · internal, do not forward",
        ),
        Slide(
            heading="Know the prospect",
            bullets=(
                "Lead with latency, not list price.",
                "Bring a solutions architect to the second call.",
            ),
            group=(
                "Typical prospect: a retailer whose in-app shopping assistant talks to shoppers "
                "while they browse and must answer before they scroll away.",
                "Peak load: 9,000 concurrent sessions in the December sale.",
            ),
        ),
        Slide(
            heading="Talk track: MLPerf Inference v5.1",
            bullets=(
                "Our S9x instance (8 accelerators) sustained 58,400 tokens/s on llama2-70b "
                "Offline in Stratus lab runs^{*}",
                "That is 27% more than Azure's ND GB200 v6 (4 GPUs), which posted 46,016.5 "
                "tokens/s in the Server scenario (5.1-0008).",
                "No other cloud provider put a higher llama2-70b number on the board this round.",
            ),
            footnotes=(
                "^{*} Stratus figures are internal measurements taken with the MLPerf harness "
                "and have not been submitted.",
            ),
        ),
        Slide(
            heading="Objection handling",
            bullets=(
                "'Their list price is lower': quote the $2.10 per accelerator-hour "
                "committed-use rate.",
                "'They have more regions': we are live in 31 regions.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="sustained 58,400 tokens/s on llama2-70b Offline",
            values=(58400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            scenario="offline",
            flags=fs({"UNVERIFIED", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "CROSS-SCENARIO", "CHIP-COUNT"}),
            why="lab figure under an MLPerf heading; Offline for a shopping assistant; "
            "compared on the next line with a 4-GPU Server result (the comparison's flags are "
            "that line's, tolerated here)",
        ),
        ExpectedClaim(
            page=3,
            match="27% more than Azure's ND GB200 v6",
            values=(27.0, 46016.5),
            round="v5.1",
            scenario="server",
            flags=fs({"CROSS-SCENARIO", "CHIP-COUNT", "DIVISION-MISSING"}),
            tolerated=fs({"UNVERIFIED", "RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            why="8 accelerators Offline against 4 GPUs Server",
        ),
        ExpectedClaim(
            page=3,
            match="No other cloud provider put a higher llama2-70b number",
            benchmark="llama2-70b",
            round="v5.1",
            flags=fs({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING", "UNVERIFIED"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "9,000 concurrent sessions", "customer peak"),
        NonClaim(4, "$2.10 per accelerator-hour", "list price"),
        NonClaim(4, "31 regions", "footprint"),
    ),
)

# --- w304: semiconductor analyst's earnings-call digest (no workload; two vendors; rounds) ---

W304 = DeckSpec(
    name="w304",
    kind="reportlab",
    vendor="Kestrel Equity Research",
    workload="unstated",
    slides=(
        Slide(
            title="Kestrel Semis Weekly: earnings-call digest",
            bullets=(
                "Both GPU vendors cited MLPerf on their calls this quarter; here is what the "
                "numbers do and do not say.",
                "AMD reported data-centre segment revenue of $4.3bn and guided gross margin to 54%.",
            ),
        ),
        Slide(
            title="Benchmarks cited on the calls",
            bullets=(
                "Source for every figure on this page: MLPerf Inference v6.0, Closed division, "
                "Server scenario, llama2-70b.",
                "NVIDIA's 72-GPU GB200 NVL72 posted 810,104 tokens/s (6.0-0075), while AMD's "
                "88-GPU MI355X cluster reached 1,016,380 tokens/s (6.0-0001).",
                "Kestrel estimate: the MI355X cluster works out to 11,550 tokens/s per "
                "accelerator, versus 11,251 for the NVL72 rack.",
            ),
        ),
        Slide(
            title="Generation over generation",
            bullets=(
                "All results on this page are Closed division.",
                "AMD's 8-GPU MI300X server went from 21,028.2 tokens/s on llama2-70b Server in "
                "v4.1 (4.1-0002) to 24,593.8 tokens/s in v5.1 (5.1-0001).",
                "Averaged over Offline and Server, the v5.1 MI300X box does 26,199 tokens/s on "
                "llama2-70b.",
                "Management expects the next part to sample in the second half of 2027.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Kestrel Equity Research or its staff may hold positions in companies mentioned.",
                "This digest is not investment advice.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="GB200 NVL72 posted 810,104 tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="a 72-GPU rack set beside an 88-GPU cluster",
        ),
        ExpectedClaim(
            page=2,
            match="MI355X cluster reached 1,016,380 tokens/s",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            why="the second vendor's figure after 'while' is its own claim",
        ),
        ExpectedClaim(
            page=2,
            match="11,550 tokens/s per accelerator",
            values=(11550.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="went from 21,028.2 tokens/s on llama2-70b Server",
            values=(21028.2, 24593.8),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=fs({"CROSS-ROUND"}),
            absent=fs({"CHIP-COUNT", "CROSS-SCENARIO"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="the same 8-GPU box in two rounds: cross-round, but the counts match",
        ),
        ExpectedClaim(
            page=3,
            match="Averaged over Offline and Server",
            values=(26199.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"CROSS-SCENARIO", "RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a mean of two runs in different scenarios",
        ),
    ),
    non_claims=(
        NonClaim(1, "revenue of $4.3bn", "revenue"),
        NonClaim(1, "gross margin to 54%", "margin"),
        NonClaim(3, "second half of 2027", "roadmap date"),
    ),
)

# --- w305: call-centre software vendor's ROI workbook (interactive voice agent; costs) ---

W305 = DeckSpec(
    name="w305",
    kind="pdf",
    vendor="Parlance Contact Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Voice-agent ROI workbook",
            subtitle="Parlance Contact Cloud · for contact-centre directors",
        ),
        Slide(
            heading="Parlance's voice agent picks up your inbound calls and talks to callers live",
            table=Table(
                header=("Your input", "Value"),
                rows=(
                    ("Inbound calls per month", "420,000"),
                    ("Share the agent resolves end to end", "38%"),
                    ("Loaded cost of a human-handled call", "£4.10"),
                    ("Caller hears the first word within", "800 ms"),
                ),
            ),
        ),
        Slide(
            heading="Speech and language engines: the benchmark evidence",
            bullets=(
                "Parlance Converse-8B, the model behind every conversation, is our own "
                "distillation of Llama 3.1 8B.",
                "Speech to text: 41,927.4 samples/s on whisper, MLPerf Inference v5.1 Closed, "
                "Offline^{1}",
                "Dialogue: 38,696.9 tokens/s on llama3.1-8b in the Server scenario, "
                "MLPerf Inference v5.1 Closed^{2}",
            ),
            footnotes=(
                "^{1} Result 5.1-0009, Broadcom and Supermicro, 8 x B200.",
                "^{2} Result 5.1-0011, Cisco UCS C845A M8, 8 x H200 NVL.",
            ),
        ),
        Slide(
            heading="Worked from the MLPerf Inference v5.1 Closed Server result for llama3.1-8b",
            bullets=(
                "£0.0009 of GPU time per resolved call.",
                "Payback on the GPU commitment: under 5 months.",
                "Annual platform licence: £96,000, billed quarterly.",
            ),
        ),
        Slide(
            heading="Notes and assumptions",
            bullets=(
                "Resolution rate is your own measure, not an MLPerf figure.",
                "GPU time priced at the published on-demand rate in London.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="41,927.4 samples/s on whisper",
            values=(41927.4,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0009",
            division="closed",
            scenario="offline",
            flags=fs({"SCENARIO-MISMATCH"}),
            absent=fs({"MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            tolerated=fs({"CROSS-SCENARIO"}),
            why="an Offline transcription result for a live phone agent",
        ),
        ExpectedClaim(
            page=3,
            match="38,696.9 tokens/s on llama3.1-8b",
            values=(38696.9,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0011",
            division="closed",
            scenario="server",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            tolerated=fs({"CROSS-SCENARIO"}),
            why="the agent runs a distillation of Llama 3.1 8B, not the reference model",
        ),
        ExpectedClaim(
            page=4,
            match="£0.0009 of GPU time per resolved call",
            values=(0.0009,),
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs(
                {"DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH", "RESULT-ID-MISSING"}
            ),
            why="a price per resolved call worked out from a Server result",
        ),
        ExpectedClaim(
            page=4,
            match="Payback on the GPU commitment",
            values=(5.0,),
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            bucket=None,
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs({"DERIVED-METRIC", "MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            why="a return on investment drawn from an MLPerf result",
        ),
    ),
    non_claims=(
        NonClaim(2, "420,000", "call volume"),
        NonClaim(2, "£4.10", "human cost"),
        NonClaim(2, "800 ms", "customer's latency target"),
        NonClaim(4, "£96,000", "licence price"),
    ),
)


# --- w306: robotics OEM partner summit (edge said only in a footnote; own model; YOLO mixed in) ---

W306 = DeckSpec(
    name="w306",
    kind="pptx",
    vendor="Kinemat Robotics",
    workload="edge",
    slides=(
        Slide(
            title="Kinemat Partner Summit: VisionPod for pick-and-place",
            subtitle="Channel partners day · Lyon",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Edge suite, Closed division",
            table=Table(
                header=("Benchmark", "Scenario", "ThinkEdge SE100, 1 x RTX 2000E Ada", "Result ID"),
                rows=(
                    ("resnet", "SingleStream", "0.513 ms", "5.1-0064"),
                    ("resnet", "MultiStream", "1.483 ms", "5.1-0064"),
                    ("resnet", "Offline", "6,607.08 samples/s", "5.1-0064"),
                ),
            ),
            footnote=(
                "Deployment note: in partner cells GraspNet-K, our own grasp-detection network, "
                "makes every pick decision on the controller bolted to the arm; nothing leaves "
                "the work cell."
            ),
        ),
        Slide(
            heading="How VisionPod compares",
            bullets=(
                "Dell's XR8620t, the rugged box many of you resell, answered a retinanet query in "
                "4.83 ms SingleStream (MLPerf Inference v4.1 Closed, 4.1-0023).",
                "VisionPod Pro ran YOLOv8-m at 212 frames/s on the same class of card in our "
                "Grenoble lab.",
            ),
        ),
        Slide(
            heading="Partner programme",
            bullets=(
                "Tier-1 partners keep a 32% margin on VisionPod hardware.",
                "140 partners in 23 countries; next summit in Lyon, 9 to 11 June 2027.",
                "Our warehouse customers' nightly re-slotting runs in their own cloud; that is "
                "not what VisionPod is for.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="0.513 ms",
            values=(0.513, 0.513395),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"CROSS-SCENARIO", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="one system in three scenarios is disclosure; the cells run GraspNet-K",
        ),
        ExpectedClaim(
            page=2,
            match="1.483 ms",
            values=(1.483, 1.482812),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="multi_stream",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="6,607.08 samples/s",
            values=(6607.08,),
            unit="samples/s",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="offline",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="answered a retinanet query in 4.83 ms SingleStream",
            values=(4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=fs({"CROSS-ROUND"}),
            why="another vendor's box, not set against the v5.1 table in so many words",
        ),
        ExpectedClaim(
            page=3,
            match="ran YOLOv8-m at 212 frames/s",
            values=(212.0,),
            unit="frames/s",
            division=None,
            scenario=None,
            flags=fs({"NON-MLPERF-MIX"}),
            tolerated=fs(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                }
            ),
            why="YOLOv8 is no MLPerf benchmark, shown beside MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(4, "32% margin", "partner margin"),
        NonClaim(4, "140 partners in 23 countries", "channel size"),
        NonClaim(4, "9 to 11 June 2027", "event date"),
    ),
)

# --- w307: defence integrator capability statement (edge; chip counts; own lab figure; per W) ---

W307 = DeckSpec(
    name="w307",
    kind="reportlab",
    vendor="Aldergate Systems",
    workload="edge",
    slides=(
        Slide(
            title="Aldergate Systems: capability statement",
            bullets=(
                "Sensor exploitation at the tactical edge.",
                "ARX-4 runs target recognition inside armoured vehicles, with no link back to "
                "base while on mission.",
            ),
        ),
        Slide(
            title="Detection latency: MLPerf Inference v4.1, Closed division",
            bullets=(
                "A 1-GPU Dell XR8620t returned 42.02 ms on retinanet MultiStream (4.1-0023), "
                "against 10.39 ms for a 2-GPU Lenovo ThinkEdge SE455 V3 (4.1-0041).",
                "Aldergate's ARX-4 mission computer measured 6.8 ms on the same MultiStream "
                "test in our Farnborough lab.",
                "At its 180 W rating, ARX-4 delivers 3.1 times the detections per watt of the "
                "XR8620t.",
            ),
        ),
        Slide(
            title="Programme facts",
            bullets=(
                "MTBF above 30,000 hours; operating range -40 to +71 C; weight 9.2 kg.",
                "In service with 3 armies since 2023.",
                "Our logistics customers run nightly route planning in a commercial cloud; that "
                "work is outside this statement.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=("ARX-4 figures are Aldergate measurements.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="A 1-GPU Dell XR8620t returned 42.02 ms",
            values=(42.02, 10.39),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="multi_stream",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="a 1-GPU box against a 2-GPU box; MultiStream suits a vehicle",
        ),
        ExpectedClaim(
            page=2,
            match="measured 6.8 ms on the same MultiStream test",
            values=(6.8,),
            unit="ms",
            round="v4.1",
            division="closed",
            scenario="multi_stream",
            flags=fs({"UNVERIFIED"}),
            absent=fs({"SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="the integrator's own lab figure on an MLPerf results page",
        ),
        ExpectedClaim(
            page=2,
            match="3.1 times the detections per watt",
            values=(3.1,),
            round="v4.1",
            division="closed",
            scenario=None,
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"UNVERIFIED", "CHIP-COUNT", "RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="per watt from a rated power, not MLPerf Power",
        ),
    ),
    non_claims=(
        NonClaim(3, "MTBF above 30,000 hours", "reliability"),
        NonClaim(3, "weight 9.2 kg", "specification"),
        NonClaim(3, "In service with 3 armies since 2023", "customer count"),
    ),
)

# --- w308: media-streaming recommender-platform review (batch; chart; per GPU; DLRM v3 in v5.1) ---

W308 = DeckSpec(
    name="w308",
    kind="pptx",
    vendor="Lumenstream",
    workload="batch",
    slides=(
        Slide(
            title="Recommender Platform Review",
            subtitle="Lumenstream Personalisation Engineering · architecture board, March",
        ),
        Slide(
            heading="Part 2: the hardware evidence",
            chart=Chart(
                title="MLPerf Inference v5.1 Closed, dlrm-v2-99 Offline",
                categories=(
                    "HPE DL380a Gen12 (10 x H200 NVL)",
                    "ASUS ESC8000A-E12 (8 x H200 NVL)",
                    "QCT D75E-4U (4 x H200 NVL)",
                ),
                series=(("samples/s", (713817.0, 580460.0, 263090.0)),),
                value_axis_title="samples/s",
            ),
            footnote="Result IDs, left to right: 5.1-0050, 5.1-0005, 5.1-0080.",
        ),
        Slide(
            heading="Reading the chart (MLPerf Inference v5.1, Closed, Offline, dlrm-v2)",
            bullets=(
                "Per card, the ten-GPU HPE server gives 71,382 samples/s and the eight-GPU "
                "ASUS 72,558.",
                "Like for like, an eight-GPU H200 NVL box (580,460) beats last year's eight-GPU "
                "H100 PCIe server, which posted 368,654 samples/s in v4.1 (4.1-0004).",
                "The vendor's DLRM v3 figure from MLPerf Inference v5.1, 104,637 samples/s, "
                "comes from a 72-GPU rack.",
            ),
        ),
        Slide(
            heading="What we run and when",
            bullets=(
                "The home-row refresh is recomputed every night for 40 million profiles and "
                "must land by 06:00.",
                "Search-as-you-type belongs to the Discovery team and stays on its own CPU "
                "stack; out of scope here.",
                "Three-year budget: $3.2m.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="HPE DL380a Gen12",
            values=(713817.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="10, 8 and 4 cards side by side; Offline fits a nightly refresh",
        ),
        ExpectedClaim(
            page=2,
            match="ASUS ESC8000A-E12",
            values=(580460.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="QCT D75E-4U",
            values=(263090.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="the ten-GPU HPE server gives 71,382 samples/s",
            values=(71382.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs({"DERIVED-METRIC"}),
            tolerated=fs({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Like for like, an eight-GPU H200 NVL box",
            values=(580460.0, 368654.0),
            unit="samples/s",
            benchmark="dlrm-v2",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=fs({"CROSS-ROUND"}),
            absent=fs({"CHIP-COUNT"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="eight cards against eight cards, but v5.1 against v4.1",
        ),
        ExpectedClaim(
            page=3,
            match="104,637 samples/s",
            values=(104637.0,),
            unit="samples/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs({"ROUND-UNKNOWN"}),
            tolerated=fs({"NON-MLPERF-MIX", "CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="DLRM v3 first appears in v6.0, not v5.1",
        ),
    ),
    non_claims=(
        NonClaim(4, "40 million profiles", "audience size"),
        NonClaim(4, "must land by 06:00", "deadline"),
        NonClaim(4, "$3.2m", "budget"),
    ),
)

# --- w309: hyperscaler field guide (other customers' uses only; NVL72 vs 8; same-size ratios) ---

W309 = DeckSpec(
    name="w309",
    kind="pdf",
    vendor="Stratus Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Stratus S9x field guide",
            subtitle="Partner sales engineering · quarter 3 refresh",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division, llama2-70b Interactive",
            table=Table(
                header=("System", "Tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA GB200 NVL72", "754,855", "6.0-0075"),
                    ("Oracle BM.GPU.MI355X.8", "72,116.7", "6.0-0086"),
                ),
            ),
        ),
        Slide(
            heading="Same-size comparisons only",
            bullets=(
                "All on this page: MLPerf Inference v5.1, Closed division, Offline scenario, "
                "llama2-70b.",
                "Eight B200s: 101,527 tokens/s in NVIDIA's DGX B200 (5.1-0069).",
                "Eight H200s: 35,043.7 tokens/s in Google's H200 system (5.1-0048).",
                "Eight for eight, B200 does 2.9x the work of H200.",
            ),
        ),
        Slide(
            heading="Who runs on S9x today",
            bullets=(
                "A Nordic bank summarises 2 million account statements overnight.",
                "A games studio voices its NPC dialogue live for 400,000 players.",
                "A freight forwarder cut its invoice backlog by 60%.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="NVIDIA GB200 NVL72",
            values=(754855.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="interactive",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH"}),
            why="a 72-GPU rack beside an 8-GPU bare-metal shape; the names fix the counts",
        ),
        ExpectedClaim(
            page=2,
            match="Oracle BM.GPU.MI355X.8",
            values=(72116.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="interactive",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Eight B200s: 101,527 tokens/s",
            values=(101527.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            absent=fs({"CHIP-COUNT", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="eight against eight; no workload of the reader's own to mismatch",
        ),
        ExpectedClaim(
            page=3,
            match="Eight H200s: 35,043.7 tokens/s",
            values=(35043.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0048",
            division="closed",
            scenario="offline",
            absent=fs({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="B200 does 2.9x the work of H200",
            values=(2.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            absent=fs({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="a ratio of two same-size results; both IDs are on the slide",
        ),
    ),
    non_claims=(
        NonClaim(4, "2 million account statements overnight", "another customer's use"),
        NonClaim(4, "400,000 players", "another customer's audience"),
        NonClaim(4, "cut its invoice backlog by 60%", "customer outcome"),
    ),
)

# --- w310: analyst post-earnings note (rank claims; unverified done right and wrong; 8 vs 8) ---

W310 = DeckSpec(
    name="w310",
    kind="pptx",
    vendor="Vantage Semiconductor Research",
    workload="unstated",
    slides=(
        Slide(
            title="Vantage Semiconductor Research: post-earnings note",
            subtitle="Accelerators coverage · rating unchanged",
        ),
        Slide(
            heading="What management said",
            bullets=(
                "The CFO said its B300 systems set the record on every datacenter LLM test in "
                "MLPerf Inference v6.0.",
                "No rival came within 10% on DeepSeek-R1, according to the company.",
                "Revenue grew 18% sequentially to $31.2bn.",
            ),
        ),
        Slide(
            heading="Our check of the published numbers: MLPerf Inference v6.0, Closed, Server",
            table=Table(
                header=("System", "Accelerators", "deepseek-r1 tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "8", "42,721.4", "6.0-0073"),
                    ("Nebius B300 n1", "8", "60,413.4", "6.0-0084"),
                    ("Dell PowerEdge XE9780L", "8", "46,510.6", "6.0-0024"),
                ),
            ),
            notes="The partner systems beat the vendor's own box; worth a question on the call.",
        ),
        Slide(
            heading="Not yet on the board",
            bullets=(
                "The company says its next rack reaches 3.4 million tokens/s on DeepSeek-R1 "
                "Offline; MLCommons has not published that figure.",
                "Unverified: a two-rack GB300 cluster at 1.1 million tokens/s on DeepSeek-R1 "
                "Server, MLPerf Inference v6.0 Closed. Result not verified by MLCommons "
                "Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="set the record on every datacenter LLM test",
            round="v6.0",
            flags=fs({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="No rival came within 10% on DeepSeek-R1",
            values=(10.0,),
            benchmark="deepseek-r1",
            round=None,
            flags=fs({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="press-release rank; the round is named only in the sibling bullet",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B300",
            values=(42721.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=fs({"CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="three 8-GPU systems: a same-size table",
        ),
        ExpectedClaim(
            page=3,
            match="Nebius B300 n1",
            values=(60413.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="server",
            absent=fs({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9780L",
            values=(46510.6,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="server",
            absent=fs({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="next rack reaches 3.4 million tokens/s",
            values=(3.4, 3_400_000.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            scenario="offline",
            flags=fs({"UNVERIFIED", "DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="a company figure that is not published, without the required statement",
        ),
        ExpectedClaim(
            page=4,
            match="GB300 cluster at 1.1 million tokens/s",
            values=(1.1, 1_100_000.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=fs({"UNVERIFIED"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="carries the word and the statement",
        ),
    ),
    non_claims=(NonClaim(2, "Revenue grew 18% sequentially to $31.2bn", "revenue"),),
)


# --- w311: HPC centre procurement justification (batch in a table; reference model; projection) ---

W311 = DeckSpec(
    name="w311",
    kind="reportlab",
    vendor="Nordfjell University Research Computing",
    workload="batch",
    slides=(
        Slide(
            title="Procurement justification: an inference partition for research groups",
            bullets=("Prepared by Research Computing for the University Capital Committee.",),
        ),
        Slide(
            title="Requirements",
            table=Table(
                header=("Requirement", "Detail"),
                rows=(
                    (
                        "Job pattern",
                        "Groups hand in text corpora through the scheduler in the evening and "
                        "collect the annotated output next morning",
                    ),
                    ("Model", "Llama 3.1 405B, as released"),
                    ("Budget ceiling", "NOK 38 million"),
                    ("Power envelope", "120 kW per row"),
                ),
            ),
        ),
        Slide(
            title="Evidence: MLPerf Inference v5.1, Closed division, llama3.1-405b",
            bullets=(
                "A 72-GPU GB200 NVL72 rack reached 14,774.3 tokens/s Offline (5.1-0071), "
                "against 1,650.43 tokens/s for an 8-GPU B200 server (5.1-0009).",
                "The same rack served 11,614.3 tokens/s in the Server scenario.",
                "Run for a 10-hour night, one 8-GPU server would annotate about 59 million tokens.",
                "Four such servers, 32 GPUs in all, would reach an estimated 6,600 tokens/s.",
            ),
        ),
        Slide(
            title="Not in scope",
            bullets=(
                "The library's public chat assistant runs on a commercial API and is not served "
                "from this partition.",
                "Teaching labs keep their 40 workstation GPUs.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="A 72-GPU GB200 NVL72 rack reached 14,774.3 tokens/s Offline",
            values=(14774.3, 1650.43),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=fs({"CHIP-COUNT"}),
            absent=fs({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="72 GPUs against 8; the centre runs the reference model overnight",
        ),
        ExpectedClaim(
            page=3,
            match="The same rack served 11,614.3 tokens/s",
            values=(11614.3,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=fs({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=fs({"RESULT-ID-MISSING", "CROSS-SCENARIO", "CHIP-COUNT"}),
            why="a follow-on with its own scenario word; the rack's ID is on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="about 59 million tokens",
            values=(59.0, 59_000_000.0),
            unit="tokens/night",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=fs({"DERIVED-METRIC"}),
            absent=fs({"MODEL-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a rate multiplied out over a night",
        ),
        ExpectedClaim(
            page=3,
            match="an estimated 6,600 tokens/s",
            values=(6600.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=fs({"DERIVED-METRIC"}),
            absent=fs({"MODEL-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "SCENARIO-MISSING", "CHIP-COUNT", "UNVERIFIED"}),
            why="a projection onto four servers nobody measured together",
        ),
    ),
    non_claims=(
        NonClaim(2, "NOK 38 million", "budget"),
        NonClaim(2, "120 kW per row", "facility limit"),
        NonClaim(4, "40 workstation GPUs", "other estate"),
    ),
)

# --- w312: streaming live-ranking review (interactive; quality and gate sold; cents per row) ---

W312 = DeckSpec(
    name="w312",
    kind="pdf",
    vendor="Lumenstream",
    workload="interactive",
    slides=(
        Slide(
            title="Lumenstream Live Ranking: platform review, part 3",
            subtitle="For the Product Council",
        ),
        Slide(
            heading="What the ranking service has to do",
            bullets=(
                "Ranking re-orders each row live while the viewer scrolls, inside the 120 ms "
                "budget our TV apps allow.",
                "Peak: 2.3 million concurrent streams on a Sunday evening.",
                "The overnight catalogue tagging belongs to Content Ops and is not covered here.",
            ),
        ),
        Slide(
            heading="Benchmark evidence (MLPerf Inference v5.1, Closed division)",
            bullets=(
                "dlrm-v2-99.9: 413,565 queries/s in the Server scenario on HPE's 10-GPU "
                "DL380a Gen12^{a}",
                "That Server number is our proof that rankings will feel right to every household.",
                "dlrm-v2-99.9 at 433,591 samples/s Offline on the same server^{a}",
                "Passing the 99.9% accuracy variant means viewers get the titles they actually "
                "want.",
            ),
            footnotes=("^{a} Result 5.1-0050, HPE ProLiant Compute DL380a Gen12, 10 x H200 NVL.",),
        ),
        Slide(
            heading="Cost, worked from the MLPerf Inference v5.1 Closed Server result",
            bullets=(
                "About 0.4 US cents per thousand well-ranked rows.",
                "Reserved capacity is quoted at $2.65 per GPU-hour on a three-year term.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="413,565 queries/s in the Server scenario",
            values=(413565.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0050",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs({"QUALITY-BUCKET"}),
            absent=fs({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            tolerated=fs({"CROSS-SCENARIO"}),
            why="the next sentence sells this throughput as proof of good rankings",
        ),
        ExpectedClaim(
            page=3,
            match="433,591 samples/s Offline on the same server",
            values=(433591.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0050",
            division="closed",
            scenario="offline",
            flags=fs({"SCENARIO-MISMATCH"}),
            absent=fs({"RESULT-ID-MISSING"}),
            tolerated=fs({"CROSS-SCENARIO"}),
            why="an Offline figure for live ranking",
        ),
        ExpectedClaim(
            page=3,
            match="Passing the 99.9% accuracy variant",
            values=(99.9,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs({"GATE-AS-GRADE"}),
            tolerated=fs({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass/fail target sold as what viewers want",
        ),
        ExpectedClaim(
            page=4,
            match="0.4 US cents per thousand well-ranked rows",
            values=(0.4, 0.004),
            round="v5.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a price on a unit of work qualified as right",
        ),
    ),
    non_claims=(
        NonClaim(2, "120 ms", "the product's latency budget"),
        NonClaim(2, "2.3 million concurrent streams", "audience"),
        NonClaim(4, "$2.65 per GPU-hour", "price list"),
    ),
)

# --- w313: helpdesk copilot (interactive in a sidebar; reference model; yen per right answer) ---

W313 = DeckSpec(
    name="w313",
    kind="pptx",
    vendor="Kotoba Support Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Kotoba Copilot: the numbers behind the drafts",
            subtitle="Customer briefing · Osaka",
        ),
        Slide(
            heading="Inside the copilot",
            bullets=(
                "Runs Llama 2 70B Chat, unmodified, on dedicated GPUs.",
                "Knowledge base synced every 15 minutes.",
            ),
            group=(
                "How your team uses it: an agent pastes the customer's question and the copilot "
                "drafts the reply while the customer waits in the chat window.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, llama2-70b-99.9",
            table=Table(
                header=("Scenario", "Tokens/s", "System", "Result ID"),
                rows=(
                    ("Server", "33,244.3", "Dell PowerEdge XE9680, 8 x H200", "5.1-0026"),
                    ("Interactive", "21,915.6", "Dell PowerEdge XE9680, 8 x H200", "5.1-0026"),
                    ("Offline", "35,316.7", "Dell PowerEdge XE9680, 8 x H200", "5.1-0026"),
                ),
            ),
        ),
        Slide(
            heading="What a right answer costs",
            bullets=(
                "Worked from the MLPerf Inference v5.1 Closed results on the previous page.",
                "¥0.021 per correctly answered inquiry, from the Interactive result.",
                "US$11 per thousand resolved tickets for customers billed in dollars.",
                "The 99.9% accuracy target means the copilot's drafts are right 999 times in "
                "1,000.",
                "Seat licence: ¥4,800 per agent per month.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="33,244.3",
            values=(33244.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            absent=fs({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="the copilot runs the reference model; one system's scenarios listed",
        ),
        ExpectedClaim(
            page=3,
            match="21,915.6",
            values=(21915.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="interactive",
            absent=fs({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="35,316.7",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=fs({"SCENARIO-MISMATCH"}),
            absent=fs({"MODEL-MISMATCH", "CROSS-SCENARIO"}),
            why="Offline for a chat copilot",
        ),
        ExpectedClaim(
            page=4,
            match="¥0.021 per correctly answered inquiry",
            values=(0.021,),
            round="v5.1",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            absent=fs({"MODEL-MISMATCH"}),
            tolerated=fs({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="US$11 per thousand resolved tickets",
            values=(11.0,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs(
                {"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING", "SCENARIO-MISSING"}
            ),
        ),
        ExpectedClaim(
            page=4,
            match="The 99.9% accuracy target means the copilot's drafts are right",
            values=(99.9,),
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs({"GATE-AS-GRADE"}),
            tolerated=fs({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "every 15 minutes", "sync interval"),
        NonClaim(4, "¥4,800 per agent per month", "seat price"),
    ),
)

# --- w314: defence analyst assistant (interactive; Open beside Closed at 16 vs 16; v5.5) ---

W314 = DeckSpec(
    name="w314",
    kind="pdf",
    vendor="Castellan Defence Integration",
    workload="interactive",
    slides=(
        Slide(
            title="Castellan: secure analyst assistant",
            subtitle="Capability brief for the Joint Intelligence Directorate",
        ),
        Slide(
            heading="What the assistant does",
            bullets=(
                "Analysts put questions to the assistant during live briefings and expect an "
                "answer before the next slide comes up.",
                "Runs Llama 2 70B Chat as released, inside the accredited enclave.",
                "Accredited to SECRET; 650 named users at launch.",
            ),
        ),
        Slide(
            heading="Serving throughput: MLPerf Inference v5.1, llama2-70b-99.9, Server",
            table=Table(
                header=("System", "GPUs", "Division", "Tokens/s", "Result"),
                rows=(
                    ("Cisco UCS C885A M8", "16 x H200", "Closed", "66,439.0", "5.1-0013"),
                    ("HPE Cray XD670 with vLLM", "16 x H200", "Open", "56,544.8", "5.1-0378"),
                ),
            ),
        ),
        Slide(
            heading="Sizing the enclave",
            bullets=(
                "Basis: the MLPerf Inference v5.1 Closed Server result on the previous page.",
                "Scaled to the four-rack enclave (64 H200), the Cisco result points to about "
                "265,000 tokens/s.",
                "In MLPerf Inference v5.5, Castellan's tuned stack reached 71,000 tokens/s on "
                "the same 16 GPUs.",
                "Four racks at 38 kW each; initial operating capability in Q2 2027.",
            ),
        ),
    ),
    claims=(
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
            flags=fs({"OPEN-COMPARED"}),
            absent=fs({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            why="tabulated beside an Open result; both systems have 16 GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="HPE Cray XD670 with vLLM",
            values=(56544.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0378",
            division="open",
            scenario="server",
            flags=fs({"OPEN-COMPARED"}),
            absent=fs({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="points to about 265,000 tokens/s",
            values=(265000.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs({"DERIVED-METRIC"}),
            absent=fs({"MODEL-MISMATCH"}),
            tolerated=fs({"CHIP-COUNT", "UNVERIFIED", "RESULT-ID-MISSING"}),
            why="a projection onto 64 GPUs from a 16-GPU result",
        ),
        ExpectedClaim(
            page=4,
            match="tuned stack reached 71,000 tokens/s",
            values=(71000.0,),
            unit="tokens/s",
            round=None,
            division="closed",
            scenario="server",
            flags=fs({"ROUND-UNKNOWN"}),
            tolerated=fs({"RESULT-ID-MISSING", "CHIP-COUNT", "UNVERIFIED"}),
            why="there is no v5.5 round; whether the integrator's figure in it is also an own "
            "run is open (the older decks flag a vendor's figure in a round that never existed "
            "as ROUND-UNKNOWN alone, or tolerate UNVERIFIED on it)",
        ),
    ),
    non_claims=(
        NonClaim(2, "650 named users at launch", "user count"),
        NonClaim(4, "38 kW each", "facility"),
        NonClaim(4, "Q2 2027", "schedule"),
    ),
)

# --- w315: reinsurer fraud-triage steering paper (interactive in odd words; mixtral fine-tune) ---

W315 = DeckSpec(
    name="w315",
    kind="reportlab",
    vendor="Brightwater Re",
    workload="interactive",
    slides=(
        Slide(
            title="Brightwater Re: fraud triage at first notice of loss, steering paper",
            bullets=(
                "The triage score has to reach the handler while the policyholder is still on "
                "the phone.",
                "Scope: property claims in CH, AT and DE; 310,000 notifications a year.",
            ),
        ),
        Slide(
            title="Benchmark basis: MLPerf Inference v4.1, Closed division, mixtral-8x7b",
            bullets=(
                "An 8-GPU H200 server (GIGABYTE G593-SD1, 4.1-0027) produced 59,334.8 tokens/s "
                "Offline.",
                "That is 2.3 times a 4-GPU Dell XE8640, which served 25,707.0 tokens/s in the "
                "Server scenario (4.1-0018).",
                "The same GIGABYTE server's Server-scenario figure, 57,174.1 tokens/s, is what "
                "we size on.",
            ),
        ),
        Slide(
            title="Cost per correct flag, from the MLPerf Inference v4.1 Closed Server result",
            bullets=(
                "CHF 0.0006 per correctly flagged claim, taking the 99% accuracy target as the "
                "hit rate.",
                "Payback: the GPU spend is recovered three times over in the first year.",
                "Vendor support contract: CHF 85,000 a year.",
            ),
        ),
        Slide(
            title="Model",
            bullets=(
                "FraudScore-2, our gradient-boosted model, ranks each claim; a Mixtral 8x7B "
                "fine-tuned on ten years of our own files writes the handler's summary.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="produced 59,334.8 tokens/s",
            values=(59334.8,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0027",
            division="closed",
            scenario="offline",
            flags=fs({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=fs({"CHIP-COUNT", "CROSS-SCENARIO"}),
            why="Offline for a score needed during the call; compared next with a 4-GPU Server "
            "result (the comparison's flags are the next bullet's, tolerated here); the "
            "summariser is a fine-tune",
        ),
        ExpectedClaim(
            page=2,
            match="That is 2.3 times a 4-GPU Dell XE8640",
            values=(2.3, 25707.0),
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario=None,
            flags=fs({"CHIP-COUNT", "CROSS-SCENARIO", "MODEL-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="Server-scenario figure, 57,174.1 tokens/s",
            values=(57174.1,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=fs({"MODEL-MISMATCH"}),
            absent=fs({"SCENARIO-MISMATCH"}),
            tolerated=fs({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="a follow-on: the same server, its own scenario word",
        ),
        ExpectedClaim(
            page=3,
            match="CHF 0.0006 per correctly flagged claim",
            values=(0.0006,),
            round="v4.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "GATE-AS-GRADE",
                    "MODEL-MISMATCH",
                    "RESULT-ID-MISSING",
                }
            ),
        ),
        ExpectedClaim(
            page=3,
            match="recovered three times over in the first year",
            values=(3.0,),
            round="v4.1",
            division="closed",
            scenario="server",
            bucket=None,
            flags=fs({"COST-PER-ANSWER"}),
            tolerated=fs({"DERIVED-METRIC", "MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            why="a return on investment drawn from an MLPerf result",
        ),
    ),
    non_claims=(
        NonClaim(1, "310,000 notifications a year", "volume"),
        NonClaim(3, "CHF 85,000 a year", "support price"),
        NonClaim(4, "ten years of our own files", "training data"),
    ),
)

VOICE_DECKS_18: tuple[DeckSpec, ...] = (
    W301,
    W302,
    W303,
    W304,
    W305,
    W306,
    W307,
    W308,
    W309,
    W310,
    W311,
    W312,
    W313,
    W314,
    W315,
)
