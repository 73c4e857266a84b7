"""Fresh-part decks w301-w315, written blind to the rules by helper h15w18.

Voices: an insurance group's claims-automation steering paper, a university HPC centre's
user-forum slides, a hyperscaler's sales-engineer battlecard, a semiconductor analyst's
earnings-call digest, a call-centre software vendor's ROI workbook, a robotics OEM's partner
summit, a defence integrator's capability statement and a media-streaming company's
recommender-platform review.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

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
            unit="tokens",
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
            flags=fs(
                {
                    "UNVERIFIED",
                    "DIVISION-MISSING",
                    "SCENARIO-MISMATCH",
                    "CROSS-SCENARIO",
                    "CHIP-COUNT",
                }
            ),
            tolerated=fs({"RESULT-ID-MISSING"}),
            why="lab figure under an MLPerf heading; Offline for a shopping assistant; "
            "compared on the next line with a 4-GPU Server result",
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

VOICE_DECKS_18: tuple[DeckSpec, ...] = (W301, W302, W303, W304, W305)
