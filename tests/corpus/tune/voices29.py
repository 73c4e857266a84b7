"""Tune decks w471-w485, written blind to the rules by helper h15w29.

Voices: a reseller's capacity proposal, a cloud provider's generation update, a legal-research
vendor's one-pager, a support-software vendor's pitch, an analyst's rack-scale brief, ... Focus:
the flags fresh decks miss most (cross-scenario, cross-round, gate sold as grade, quality, cost per
answer in other units, non-MLPerf models mixed in, missing result IDs, accelerator counts, derived
figures, model mismatch), each with look-alikes that must not fire.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset

# --- w471: a reseller's proposal to a bank; Server set against Offline in a table and a sentence.
W471 = DeckSpec(
    name="w471_reseller_chat_capacity",
    kind="pptx",
    vendor="Halvard Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Halvard Systems",
            subtitle=(
                "Capacity proposal for Norrland Bank's customer-service chat assistant\n"
                "All figures: MLPerf Inference v5.1, Closed division"
            ),
        ),
        Slide(
            title="Where the B200 platform stands",
            bullets=(
                "Your brief: first token in under 1.5 seconds for 4,000 concurrent chats at "
                "month-end.",
            ),
            table=Table(
                header=("System (eight GPUs each)", "Scenario", "Llama 2 70B tokens/s", "Result"),
                rows=(
                    ("Dell PowerEdge XE9680L, 8x B200", "Server", "99,139.2", "5.1-0024"),
                    ("Dell PowerEdge XE9680, 8x H200", "Offline", "35,316.7", "5.1-0026"),
                ),
            ),
            notes="Norrland's head of service asked for the B200 quote first.",
        ),
        Slide(
            heading="Like for like: Interactive scenario, same eight-GPU chassis",
            bullets=(
                "The XE9680L with B200 sustained 60,137.6 tokens/s on Llama 2 70B^{1} against "
                "21,915.6 tokens/s for the H200-based XE9680^{2}, about 2.7 times more.",
                "Both were measured under the suite's tightest latency bounds.",
            ),
            footnotes=(
                "^{1} Result 5.1-0024, Dell PowerEdge XE9680L (8x B200-SXM-180GB).",
                "^{2} Result 5.1-0026, Dell PowerEdge XE9680 (8x H200-SXM-141GB).",
            ),
        ),
        Slide(
            title="One platform, two scenarios",
            bullets=(
                "On the XE9680L, Llama 2 70B throughput reached 99,139.2 tokens/s in Server and "
                "101,253 tokens/s in Offline (result 5.1-0024).",
                "That Server rate is 3.6x the 27,803.9 tokens/s an eight-GPU MI300X server "
                "posted in Offline (result 5.1-0001).",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Three-year ProSupport from $61,400 per node.",
                "Delivery seven weeks from purchase order; Halvard has 140 engineers in the "
                "Nordics.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="99,139.2",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING", "ROUND-MISSING", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="35,316.7",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="The XE9680L with B200 sustained 60,137.6 tokens/s",
            values=(60137.6, 21915.6, 2.7),
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=F(
                {
                    "CROSS-SCENARIO",
                    "CHIP-COUNT",
                    "SCENARIO-MISMATCH",
                    "SCENARIO-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
        ),
        ExpectedClaim(
            page=4,
            match="Llama 2 70B throughput reached 99,139.2 tokens/s in Server",
            values=(99139.2, 101253.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario=None,
            flags=F(),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why=(
                "one system's two scenarios listed together is disclosure; the Offline half sits "
                "in a deck for a chat assistant"
            ),
        ),
        ExpectedClaim(
            page=4,
            match="That Server rate is 3.6x the 27,803.9 tokens/s",
            values=(3.6, 27803.9),
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario=None,
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT"}),
            tolerated=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why=(
                "the Offline half of the comparison is the rival's; the sentence names the "
                "rival's ID only, its own comes from the sibling"
            ),
        ),
    ),
    non_claims=(
        NonClaim(2, "4,000 concurrent chats", "the customer's own target"),
        NonClaim(5, "$61,400 per node", "support price"),
        NonClaim(5, "140 engineers", "headcount"),
    ),
)

# --- w472: a cloud provider's generation update; rounds named only in footnotes and IDs.
W472 = DeckSpec(
    name="w472_cloud_generations",
    kind="pdf",
    vendor="Kestrel Cloud",
    workload="batch",
    slides=(
        Slide(
            title="Kestrel Cloud: GPU instance generations",
            subtitle=(
                "Sizing the overnight contract-review backlog for Ostmark Insurance\n"
                "Update for platform buyers, first quarter 2027"
            ),
        ),
        Slide(
            title="Generation over generation",
            bullets=(
                "Our H200 instance now moves up to 1.12x more Llama 2 70B tokens per second in "
                "the Server scenario than it did a year ago.^{1}",
                "The B200 instance outpaces last year's H100 instance by 4.6x on the same "
                "test.^{2}",
                "Against last year's submission on the same H200 box, Offline throughput rose "
                "from 32,124.3 to 35,316.7 tokens/s.^{3}",
            ),
            footnotes=(
                "^{1} 33,244.3 tokens/s (MLPerf Inference v5.1, result 5.1-0026) vs 29,739.9 "
                "tokens/s (MLPerf Inference v4.1, result v4.1-0021); Closed division; Dell "
                "PowerEdge XE9680, 8x H200-SXM-141GB.",
                "^{2} Llama 2 70B, Server scenario, Closed division: 99,139.2 tokens/s (Dell "
                "PowerEdge XE9680L, 8x B200, MLPerf Inference v5.1, 5.1-0024) against 21,589.2 "
                "tokens/s (Dell PowerEdge XE9680, 8x H100, MLPerf Inference v4.1, v4.1-0020).",
                "^{3} Llama 2 70B, Closed division; results v4.1-0021 and 5.1-0026.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 | Closed division | Offline scenario",
            table=Table(
                header=("Instance", "GPUs", "Llama 2 70B tokens/s", "Result"),
                rows=(
                    ("H200 instance (XE9680)", "8", "35,316.7", "5.1-0026"),
                    ("B200 instance (XE9680L)", "8", "101,253", "5.1-0024"),
                ),
            ),
        ),
        Slide(
            title="Reading the numbers",
            bullets=(
                "A year-on-year gain mixes new drivers, new compilers and new silicon; ask us "
                "which part of it your contracts will see.",
                "Ostmark's backlog: 2.1 million contracts to clear by 30 June.",
                "Instances bill from $38.40 per GPU-hour on a one-year term.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Our H200 instance now moves up to 1.12x more Llama 2 70B tokens per second",
            values=(1.12,),
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="The B200 instance outpaces last year's H100 instance by 4.6x",
            values=(4.6,),
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Offline throughput rose from 32,124.3 to 35,316.7 tokens/s",
            values=(35316.7, 32124.3),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
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
            flags=F(),
            absent=F({"CROSS-ROUND", "CHIP-COUNT", "CROSS-SCENARIO", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="101,253",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CROSS-ROUND", "CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(1, "first quarter 2027", "date"),
        NonClaim(4, "2.1 million contracts", "the customer's own volume"),
        NonClaim(4, "$38.40 per GPU-hour", "list price on a pricing line"),
    ),
)

# --- w473: a legal-research vendor's one-pager; the 99.9% gate sold as answers you can file.
W473 = DeckSpec(
    name="w473_legal_gate_grade",
    kind="reportlab",
    vendor="Brightlaw Research",
    workload="interactive",
    slides=(
        Slide(
            title="Brightlaw Research",
            subtitle=(
                "An assistant your associates question live, between client calls\n"
                "Figures cited: MLPerf Inference v5.1, Closed division, Server scenario,\n"
                "result 5.1-0024 (Dell PowerEdge XE9680L, eight B200 GPUs)"
            ),
        ),
        Slide(
            title="Why firms trust the answers",
            bullets=(
                "Brightlaw runs Llama 2 70B, the very model MLPerf measures, on the XE9680L.",
                "Its hardware cleared MLPerf's 99.9% accuracy bar on Llama 2 70B, so every "
                "memo your associates draft is one they can file without a second read.",
                "At 99,139.2 tokens/s, the system has room to read every clause in full, which "
                "is why Brightlaw summaries leave nothing out.",
            ),
        ),
        Slide(
            title="What the benchmark does and does not say",
            bullets=(
                "Server throughput at the 99.9% accuracy target: 99,139.2 tokens/s on Llama 2 70B.",
                "That accuracy figure is a pass or fail line that every valid run must clear; "
                "it ranks nobody above it.",
                "Interactive throughput on the same system: 60,137.6 tokens/s, measured under "
                "tighter first-token bounds.",
            ),
        ),
        Slide(
            title="Plans",
            bullets=(
                "Chambers plan: EUR 1,150 per seat per year, 25 seats minimum.",
                "Onboarding takes ten working days; support answers within 4 business hours.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Its hardware cleared MLPerf's 99.9% accuracy bar",
            values=(99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET"}),
            why="the accuracy gate sold as quality; QUALITY-BUCKET rides along by convention",
        ),
        ExpectedClaim(
            page=2,
            match="At 99,139.2 tokens/s, the system has room to read every clause",
            values=(99139.2,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"MODEL-MISMATCH", "GATE-AS-GRADE"}),
        ),
        ExpectedClaim(
            page=3,
            match="Server throughput at the 99.9% accuracy target: 99,139.2 tokens/s",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET", "MODEL-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Interactive throughput on the same system: 60,137.6 tokens/s",
            values=(60137.6,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "QUALITY-BUCKET"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system's Interactive figure beside its Server figure is disclosure",
        ),
    ),
    non_claims=(
        NonClaim(4, "EUR 1,150 per seat per year", "seat price"),
        NonClaim(4, "4 business hours", "support terms"),
    ),
)

# --- w474: a support-software pitch; its own fine-tune beside MLPerf rows, cost per resolved ticket.
W474 = DeckSpec(
    name="w474_support_copilot_mix",
    kind="pptx",
    vendor="Tallyhelp",
    workload="interactive",
    slides=(
        Slide(
            title="Tallyhelp",
            subtitle=(
                "Reply suggestions for your support agents while the customer is still typing\n"
                "Powered by Resolve-8B, our own fine-tune of Llama 3.1 8B"
            ),
        ),
        Slide(
            title="Serving capacity",
            heading="MLPerf Inference v5.1, Closed division",
            table=Table(
                header=("Model", "Platform", "Server tokens/s", "Source"),
                rows=(
                    (
                        "Llama 3.1 8B",
                        "HPE ProLiant DL380a Gen12, 8x RTX PRO 6000",
                        "46,060",
                        "MLPerf 5.1-0051",
                    ),
                    ("Llama 3.1 8B", "Oracle BM.GPU.B200.8", "128,649", "MLPerf 5.1-0076"),
                    (
                        "Resolve-8B",
                        "HPE ProLiant DL380a Gen12, 8x RTX PRO 6000",
                        "41,700",
                        "Tallyhelp lab, March 2027",
                    ),
                ),
            ),
            notes="If asked: the Resolve-8B row is our own measurement, not an MLPerf submission.",
        ),
        Slide(
            title="What that means per ticket",
            heading="Worked from the MLPerf Inference v5.1 Closed Server result for Llama 3.1 8B (5.1-0051)",
            bullets=(
                "46,060 tokens/s at roughly 900 tokens per ticket is some 184,000 tickets an "
                "hour from one DL380a node.",
                "At £14.20 per node-hour, every 100,000 resolved tickets costs about £7.70 in "
                "compute.",
            ),
        ),
        Slide(
            title="Who runs Tallyhelp",
            bullets=(
                "310 support teams in 14 countries.",
                "Plans from £39 per agent per month, billed annually.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="46,060",
            values=(46060.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="an MLPerf row beside the vendor's own model's row",
        ),
        ExpectedClaim(
            page=2,
            match="128,649",
            values=(128649.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0076",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="an MLPerf row beside the vendor's own model's row",
        ),
        ExpectedClaim(
            page=2,
            match="41,700",
            values=(41700.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
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
                    "MODEL-MISMATCH",
                }
            ),
            why="the vendor's own model timed in its own lab, set in an MLPerf table",
        ),
        ExpectedClaim(
            page=3,
            match="is some 184,000 tickets an hour",
            values=(184000.0, 46060.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"RESULT-ID-MISSING", "ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"MODEL-MISMATCH", "COST-PER-ANSWER"}),
            why="a result multiplied out to an hour of the product's own work",
        ),
        ExpectedClaim(
            page=3,
            match="every 100,000 resolved tickets costs about £7.70",
            values=(7.70, 100000.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            absent=F({"RESULT-ID-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"}),
            why="a price per resolved ticket worked out from a Server result",
        ),
    ),
    non_claims=(
        NonClaim(2, "Tallyhelp lab, March 2027", "source cell"),
        NonClaim(4, "310 support teams", "customer count"),
        NonClaim(4, "£39 per agent per month", "seat price"),
    ),
)

# --- w475: an analyst brief on rack-scale results; counts fixed by system names, per-GPU maths.
W475 = DeckSpec(
    name="w475_analyst_rack_scale",
    kind="pdf",
    vendor="Corvid Research",
    workload="unstated",
    slides=(
        Slide(
            title="Rack-scale inference, read carefully",
            subtitle="What MLPerf Inference v6.0 says about racks and boxes\nCorvid Research brief",
        ),
        Slide(
            title="A rack is not a server",
            heading="MLPerf Inference v6.0 | Closed division | Server scenario",
            bullets=(
                "On Llama 2 70B the GB200 NVL72 rack delivers 7.5 times the throughput of a "
                "DGX B300.",
            ),
            table=Table(
                header=("System", "Llama 2 70B tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA GB200 NVL72", "810,104", "6.0-0075"),
                    ("NVIDIA DGX B300", "107,318", "6.0-0073"),
                ),
            ),
        ),
        Slide(
            title="Normalised per GPU",
            heading=(
                "Corvid's arithmetic on Closed-division Llama 2 70B results 6.0-0075 and "
                "6.0-0073 (Server)"
            ),
            bullets=(
                "Per accelerator the order flips: about 11,251 tokens/s for each GB200 against "
                "13,415 for each B300.",
                "At a rated 14.3 kW for the DGX B300, that is roughly 7.5 tokens/s per watt; "
                "power was not part of the submission.",
                "Nine NVL72 racks would push past 7.2 million tokens/s.",
            ),
        ),
        Slide(
            title="Same size, fair fight",
            heading="MLPerf Inference v6.0 | Closed | Server | eight GPUs per system",
            bullets=(
                "The DGX B300 posted 107,318 tokens/s on Llama 2 70B (6.0-0073) against "
                "99,301.5 for Supermicro's SYS-822GS-NBRT with eight B200s (6.0-0099).",
            ),
        ),
        Slide(
            title="About Corvid",
            bullets=(
                "Founded 2014; 22 analysts across London and Singapore.",
                "Subscriptions from $18,000 a year.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="the GB200 NVL72 rack delivers 7.5 times the throughput",
            values=(7.5,),
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"CROSS-SCENARIO", "CROSS-ROUND", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="both systems' result IDs stand in the table on the same slide",
        ),
        ExpectedClaim(
            page=2,
            match="810,104",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"RESULT-ID-MISSING", "ROUND-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="107,318",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Per accelerator the order flips",
            values=(11251.0, 13415.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"CHIP-COUNT"}),
            why="per-GPU figures of a 72-GPU rack and an 8-GPU box set side by side",
        ),
        ExpectedClaim(
            page=3,
            match="that is roughly 7.5 tokens/s per watt",
            values=(7.5, 14.3),
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the heading names two result IDs; which one the rate rests on is read, not said",
        ),
        ExpectedClaim(
            page=3,
            match="Nine NVL72 racks would push past 7.2 million tokens/s",
            values=(7200000.0, 7.2),
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why=(
                "the heading names two result IDs; nine racks against one rack is a projection, "
                "not a comparison of two systems"
            ),
        ),
        ExpectedClaim(
            page=4,
            match="The DGX B300 posted 107,318 tokens/s on Llama 2 70B",
            values=(107318.0, 99301.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING", "CROSS-SCENARIO", "DIVISION-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(5, "22 analysts", "headcount"),
        NonClaim(5, "$18,000 a year", "subscription price"),
    ),
)

VOICE_DECKS_29: tuple[DeckSpec, ...] = (W471, W472, W473, W474, W475)
