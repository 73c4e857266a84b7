"""Tune decks w471-w485, written blind to the rules by helper h15w29.

Voices: a reseller's capacity proposal, a cloud provider's generation update, a legal-research
vendor's one-pager, a support-software vendor's pitch, an analyst's rack-scale brief, ... Focus:
the flags fresh decks miss most (cross-scenario, cross-round, gate sold as grade, quality, cost per
answer in other units, non-MLPerf models mixed in, missing result IDs, accelerator counts, derived
figures, model mismatch), each with look-alikes that must not fire.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

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


# --- w476: a code-audit vendor that runs DeepSeek-R1 as published and names other models only to
# say it does not ship them; a night's tokens multiplied out; chart points with no result ID.
W476 = DeckSpec(
    name="w476_code_audit_reference_model",
    kind="pptx",
    vendor="Quillmark",
    workload="batch",
    slides=(
        Slide(
            title="Quillmark",
            subtitle=(
                "Nightly code audit for every repository you own\n"
                "Quillmark runs DeepSeek-R1 as published: no distillation, no fine-tune"
            ),
        ),
        Slide(
            title="The model question",
            bullets=(
                "We trialled distilled Qwen and Llama versions of R1 last spring; neither ships "
                "in Quillmark.",
                "What you run is the full DeepSeek-R1, the model behind MLPerf's reasoning "
                "benchmark.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 | Closed division | DeepSeek-R1, Offline",
            table=Table(
                header=("Eight-GPU system", "Tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B200", "33,379", "5.1-0069"),
                    ("Dell PowerEdge XE9685L", "30,766.5", "5.1-0028"),
                    ("GIGABYTE G894-SD1", "30,873.9", "5.1-0046"),
                ),
            ),
        ),
        Slide(
            title="One night on one box",
            heading="From the DGX B200's DeepSeek-R1 Offline result 5.1-0069 (v5.1, Closed)",
            bullets=(
                "An eight-hour window at 33,379 tokens/s comes to about 961 million tokens per "
                "server per night.",
                "Your largest monorepo needs roughly 300 million tokens of review a night.",
            ),
            notes="Their platform team runs the audit from 22:00 to 06:00, after the last merge.",
        ),
        Slide(
            title="Server results, for reference",
            chart=Chart(
                title="DeepSeek-R1 Server tokens/s, MLPerf Inference v5.1 Closed",
                categories=("DGX B200", "XE9685L", "G894-SD1"),
                series=(("Server", (18592.2, 13963.0, 15977.9)),),
                value_axis_title="Tokens per second",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="33,379",
            values=(33379.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"MODEL-MISMATCH", "CHIP-COUNT", "RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="30,766.5",
            values=(30766.5,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"MODEL-MISMATCH", "CHIP-COUNT", "NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="30,873.9",
            values=(30873.9,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0046",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"MODEL-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="comes to about 961 million tokens per server per night",
            values=(961000000.0, 961.0, 33379.0),
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"MODEL-MISMATCH", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=5,
            match="DGX B200",
            values=(18592.2, 18592.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=5,
            match="XE9685L",
            values=(13963.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=5,
            match="G894-SD1",
            values=(15977.9, 15978.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"MODEL-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(4, "roughly 300 million tokens of review a night", "the customer's own volume"),
    ),
)

# --- w477: an invoice-reading service prices its pages in yen and its correct invoices in euros.
W477 = DeckSpec(
    name="w477_invoice_yen_per_page",
    kind="reportlab",
    vendor="Kanade DocWorks",
    workload="batch",
    slides=(
        Slide(
            title="Kanade DocWorks",
            subtitle=(
                "Overnight invoice reading for accounts-payable teams\n"
                "Every figure: MLPerf Inference v5.1, Closed division, Offline scenario,\n"
                "Lenovo ThinkSystem SR780a V3, result 5.1-0062"
            ),
        ),
        Slide(
            title="From benchmark to yen",
            bullets=(
                "Kanade runs Llama 3.1 8B Instruct, the model the benchmark itself uses.",
                "At 146,960 tokens/s and about 1,200 tokens a page, one SR780a V3 reads some "
                "440,000 pages an hour.",
                "At our hourly server rate of 9,800 yen, that is about 0.022 yen per page read.",
            ),
        ),
        Slide(
            title="What a correct invoice costs",
            bullets=(
                "Counting only invoices our checkers pass as correct, the compute comes to "
                "about EUR 0.28 per thousand.",
                "The server pays for itself in under five months for a team handling 40,000 "
                "invoices a day.",
                "Per million tokens, the same server works out at 18.5 yen.",
            ),
        ),
        Slide(
            title="Service prices",
            bullets=(
                "Standard plan: 120,000 yen per month, up to 200,000 pages.",
                "Extra pages: 0.9 yen per page.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="one SR780a V3 reads some 440,000 pages an hour",
            values=(440000.0, 146960.0),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"COST-PER-ANSWER"}),
            why="pages an hour is the product's own unit of work, but no price is named",
        ),
        ExpectedClaim(
            page=2,
            match="that is about 0.022 yen per page read",
            values=(0.022,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per page worked out from an Offline result",
        ),
        ExpectedClaim(
            page=3,
            match="the compute comes to about EUR 0.28 per thousand",
            values=(0.28,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            absent=F({"MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per correct invoice",
        ),
        ExpectedClaim(
            page=3,
            match="The server pays for itself in under five months",
            values=(5.0, 40000.0),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            bucket=None,
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC"}),
            why="a payback period drawn from the benchmark rate",
        ),
        ExpectedClaim(
            page=3,
            match="Per million tokens, the same server works out at 18.5 yen",
            values=(18.5,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"COST-PER-ANSWER"}),
            why="a price per token",
        ),
    ),
    non_claims=(
        NonClaim(4, "120,000 yen per month", "service price"),
        NonClaim(4, "0.9 yen per page", "service price per page, not worked out from a result"),
    ),
)

# --- w478: a rail-inspection box with no uplink; result IDs in cells, footnotes and endnotes;
# a SingleStream figure raced against a MultiStream one; a Server result for a sister product.
W478 = DeckSpec(
    name="w478_rail_cart_edge",
    kind="pdf",
    vendor="Fieldbox",
    workload="edge",
    slides=(
        Slide(
            title="Fieldbox T2",
            subtitle=(
                "Defect detection that rides on the inspection cart\n"
                "No uplink on the line: every frame is judged on the box itself"
            ),
        ),
        Slide(
            title="One GPU, one frame at a time",
            table=Table(
                header=(
                    "MLPerf Inference v5.1 Closed: RetinaNet",
                    "SingleStream p90 (ms)",
                    "Result",
                ),
                rows=(
                    ("Lenovo ThinkEdge SE100, 1x RTX 2000E Ada", "8.50", "5.1-0064"),
                    ("HPE ProLiant ML30 Gen11, 1x RTX 4000 Ada", "51.00", "5.1-0054"),
                    ("PCSpecialist AM5 PC, 1x RTX 4090", "13.35", "not listed"),
                ),
            ),
        ),
        Slide(
            title="Eight cameras at once",
            bullets=(
                "With all eight cart cameras feeding one box, the SE100 returns each set of "
                "frames in 70.2 ms (MultiStream^{a}).",
                "The SE100 answers a single frame in 8.50 ms, well ahead of the 29.96 ms an ML30 "
                "Gen11 needs^{b}.",
                "Worst case on the line, a single frame still clears in 8.50 ms^{c}.",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Closed division, RetinaNet, result 5.1-0064.",
                "^{b} RetinaNet, MLPerf Inference v5.1, Closed division. ML30 Gen11 "
                "(1x RTX 4000 Ada): MultiStream, result 5.1-0054. SE100: SingleStream, result "
                "5.1-0064.",
            ),
        ),
        Slide(
            title="Also in the range: Fieldbox Depot",
            bullets=(
                "Fieldbox Depot (PowerEdge R470, two L4 GPUs; result 5.1-0018) serves 428.1 "
                "queries/s on RetinaNet in the Server scenario, MLPerf Inference v5.1 Closed.",
                "Fieldbox T2 from EUR 4,900 per unit; carts run at up to 40 km/h.",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "^{c} RetinaNet, SingleStream, MLPerf Inference v5.1, Closed division, result "
                "5.1-0064 (Lenovo ThinkEdge SE100).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="8.50",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="51.00",
            values=(51.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "CHIP-COUNT", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="13.35",
            values=(13.35,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="single_stream",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="the SE100 returns each set of frames in 70.2 ms",
            values=(70.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="The SE100 answers a single frame in 8.50 ms, well ahead of the 29.96 ms",
            values=(8.5, 29.96),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario=None,
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="a single frame still clears in 8.50 ms",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="serves 428.1 queries/s on RetinaNet in the Server scenario",
            values=(428.1,),
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0018",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(4, "EUR 4,900 per unit", "list price"),
        NonClaim(4, "40 km/h", "cart speed"),
    ),
)

# --- w479: a GPU cloud's capability deck; sums over nodes, a geomean, per-GPU and per-dollar
# figures, and a projection chart, beside the plain published number.
W479 = DeckSpec(
    name="w479_cloud_derived_figures",
    kind="pptx",
    vendor="Arbor Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Arbor Compute",
            subtitle=(
                "A hosted inference API for your product teams, answering live traffic\n"
                "Figures from MLPerf Inference v5.1, Closed division"
            ),
        ),
        Slide(
            title="The measured number",
            bullets=(
                "Llama 2 70B, Server scenario: 99,139.2 tokens/s on one Dell PowerEdge XE9680L "
                "with eight B200 GPUs (result 5.1-0024).",
            ),
        ),
        Slide(
            title="What it adds up to",
            heading="Arbor arithmetic on the Server result 5.1-0024 (Llama 2 70B)",
            bullets=(
                "Combined, a four-node Arbor pod serves 396,557 tokens/s.",
                "Normalised to a single GPU, that is 12,392 tokens/s per B200.",
                "At USD 87 per node-hour, you get about 4.1 million tokens for every dollar.",
                "Across Llama 2 70B and Llama 3.1 8B, the geometric-mean Server speed-up of "
                "B200 over H200 is 2.4x^{1}.",
            ),
            footnotes=(
                "^{1} Server scenario. B200: result 5.1-0024; H200: results 5.1-0026 (Llama 2 "
                "70B) and 5.1-0049 (Llama 3.1 8B), all eight-GPU systems.",
            ),
        ),
        Slide(
            title="Scaling out",
            chart=Chart(
                title="Llama 2 70B Server tokens/s, MLPerf Inference v5.1 Closed",
                categories=("1 node (measured)", "4 nodes (projected)", "16 nodes (projected)"),
                series=(("Tokens/s", (99139.2, 396557.0, 1586227.0)),),
                category_axis_title="Arbor pod size",
            ),
            footnote="Measured point: result 5.1-0024. Larger pods are Arbor projections.",
        ),
        Slide(
            title="Commercial terms",
            bullets=(
                "Reserved pods from a 12-month term; 99.95% API availability SLA.",
                "Arbor operates 3 regions and 41 data halls.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B, Server scenario: 99,139.2 tokens/s",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"DERIVED-METRIC", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Combined, a four-node Arbor pod serves 396,557 tokens/s",
            values=(396557.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"UNVERIFIED", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Normalised to a single GPU, that is 12,392 tokens/s per B200",
            values=(12392.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="you get about 4.1 million tokens for every dollar",
            values=(4100000.0, 4.1),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"COST-PER-ANSWER"}),
            why="tokens per dollar is a rate per token",
        ),
        ExpectedClaim(
            page=3,
            match="the geometric-mean Server speed-up of B200 over H200 is 2.4x",
            values=(2.4,),
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="1 node (measured)",
            values=(99139.2, 99139.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"CHIP-COUNT", "DERIVED-METRIC"}),
            why="the measured point sits in one chart with projected pods of other sizes",
        ),
        ExpectedClaim(
            page=4,
            match="4 nodes (projected)",
            values=(396557.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "UNVERIFIED"}),
            why="a projection set beside the one-node measurement",
        ),
        ExpectedClaim(
            page=4,
            match="16 nodes (projected)",
            values=(1586227.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "UNVERIFIED"}),
            why="a projection set beside the one-node measurement",
        ),
    ),
    non_claims=(
        NonClaim(5, "99.95% API availability", "uptime"),
        NonClaim(5, "41 data halls", "facility count"),
    ),
)

# --- w480: an integrator's capability deck; accelerator counts as nodes x GPUs, words, a table
# column and footnotes, beside a same-size comparison.
W480 = DeckSpec(
    name="w480_integrator_cluster_counts",
    kind="pdf",
    vendor="Meridian Integration",
    workload="unstated",
    slides=(
        Slide(
            title="Meridian Integration",
            subtitle=(
                "Multi-node inference clusters, built and benchmarked\n"
                "Results cited: MLPerf Inference v5.1, Closed division, Server scenario"
            ),
        ),
        Slide(
            title="Scale that shows up in the numbers",
            bullets=(
                "Four nodes of eight H100s each reach 122,274 tokens/s on Llama 2 70B, 3.7x a "
                "single eight-GPU H200 server's 33,244.3 tokens/s (5.1-0016, 5.1-0026).",
                "A sixteen-GPU pair of C885A servers delivers 2.0 times what one XE9680 with "
                "eight H200s manages on Llama 2 70B.",
                "Our cluster result^{1} is 3.7 times the XE9680's^{2} on the same benchmark.",
            ),
            footnotes=(
                "^{1} HPF HGX System, 4 nodes x 8 H100-SXM-80GB (32 GPUs), Llama 2 70B, "
                "122,274 tokens/s, result 5.1-0016.",
                "^{2} Dell PowerEdge XE9680, 8 H200-SXM-141GB, Llama 2 70B, 33,244.3 tokens/s, "
                "result 5.1-0026.",
            ),
        ),
        Slide(
            title="Llama 2 70B by system size",
            table=Table(
                header=("System", "Accelerators", "Tokens/s", "Result"),
                rows=(
                    ("Cisco UCS C885A M8, two nodes", "16", "66,439.0", "5.1-0013"),
                    ("Dell PowerEdge XE9680", "8", "33,244.3", "5.1-0026"),
                ),
            ),
        ),
        Slide(
            title="Like against like",
            heading="Two nodes, sixteen GPUs each side",
            bullets=(
                "Cisco's two-node C885A M8 with H200 reached 66,439.0 tokens/s on Llama 2 70B "
                "against 47,561.7 for a two-node MI300X XE9680 pair (5.1-0013, 5.1-0030).",
            ),
        ),
        Slide(
            title="Working with Meridian",
            bullets=(
                "Cluster builds in 10 to 14 weeks, racked and burned in.",
                "Meridian has delivered 62 clusters since 2019.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Four nodes of eight H100s each reach 122,274 tokens/s",
            values=(122274.0, 33244.3, 3.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"CROSS-ROUND", "CROSS-SCENARIO", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="A sixteen-GPU pair of C885A servers delivers 2.0 times",
            values=(2.0,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            absent=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=2,
            match="is 3.7 times the XE9680",
            values=(3.7,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"RESULT-ID-MISSING", "CROSS-ROUND"}),
        ),
        ExpectedClaim(
            page=3,
            match="66,439.0",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
        ),
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
            flags=F({"CHIP-COUNT"}),
            absent=F({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="reached 66,439.0 tokens/s on Llama 2 70B against 47,561.7",
            values=(66439.0, 47561.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING", "CROSS-SCENARIO"}),
        ),
    ),
    non_claims=(
        NonClaim(5, "10 to 14 weeks", "lead time"),
        NonClaim(5, "62 clusters since 2019", "track record"),
    ),
)

# --- w481: a serverless API's model table mixes MLPerf rows with its own load tests.
_NON_MLPERF_OK = F(
    {
        "DIVISION-MISSING",
        "SCENARIO-MISSING",
        "ROUND-MISSING",
        "RESULT-ID-MISSING",
        "UNVERIFIED",
        "MODEL-MISMATCH",
    }
)
W481 = DeckSpec(
    name="w481_serverless_model_table",
    kind="reportlab",
    vendor="Oxbow Inference",
    workload="interactive",
    slides=(
        Slide(
            title="Oxbow Inference",
            subtitle=(
                "Serverless endpoints your developers call from their own apps\n"
                "MLPerf figures: Inference v5.1, Closed division, Server scenario,\n"
                "Dell PowerEdge XE9680L with eight B200 GPUs, result 5.1-0024"
            ),
        ),
        Slide(
            title="Throughput by model on the B200 tier",
            table=Table(
                header=("Model", "Tokens/s", "Basis"),
                rows=(
                    ("Llama 2 70B", "99,139.2", "MLPerf 5.1-0024"),
                    ("Llama 3.1 8B", "128,787", "MLPerf 5.1-0024"),
                    ("Gemma 3 27B", "61,200", "Oxbow load test"),
                    ("Qwen3 32B", "48,900", "Oxbow load test"),
                ),
            ),
        ),
        Slide(
            title="Beyond the benchmark list",
            bullets=(
                "Gemma 3 27B streams 61,200 tokens/s on the same XE9680L that posted the MLPerf "
                "Llama 2 70B figure.",
                "Mixtral, itself an MLPerf benchmark, arrives on Oxbow next quarter.",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "Gemma 3 27B: $0.20 per million input tokens.",
                "Llama 2 70B: $0.65 per million output tokens.",
                "Status page uptime in 2026: 99.97%.",
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
            flags=F(),
            absent=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX", "MODEL-MISMATCH"}),
            why="an MLPerf row beside load-test rows; the API hosts several models",
        ),
        ExpectedClaim(
            page=2,
            match="128,787",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"RESULT-ID-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX", "MODEL-MISMATCH"}),
            why="an MLPerf row beside load-test rows; the API hosts several models",
        ),
        ExpectedClaim(
            page=2,
            match="61,200",
            values=(61200.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=_NON_MLPERF_OK,
            why="a model MLPerf does not benchmark, in a table of MLPerf rows",
        ),
        ExpectedClaim(
            page=2,
            match="48,900",
            values=(48900.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=_NON_MLPERF_OK,
            why="a model MLPerf does not benchmark, in a table of MLPerf rows",
        ),
        ExpectedClaim(
            page=3,
            match="Gemma 3 27B streams 61,200 tokens/s",
            values=(61200.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=_NON_MLPERF_OK,
            why="a non-MLPerf model's figure set beside an MLPerf result",
        ),
    ),
    non_claims=(
        NonClaim(4, "$0.20 per million input tokens", "price per token on a pricing slide"),
        NonClaim(4, "$0.65 per million output tokens", "price per token on a pricing slide"),
        NonClaim(4, "99.97%", "uptime"),
    ),
)

# --- w482: a radiology vendor with its own network sells the 3D U-Net gate and speed as quality.
W482 = DeckSpec(
    name="w482_radiology_own_network",
    kind="pptx",
    vendor="Lumen Radiology AI",
    workload="edge",
    slides=(
        Slide(
            title="LumenSeg",
            subtitle=(
                "Kidney tumour outlines on the workstation beside each CT scanner\n"
                "Nothing leaves the hospital: each study is read on the box as it arrives"
            ),
        ),
        Slide(
            title="Speed at the scanner",
            heading="MLPerf Inference v5.1 | Closed division | 3D U-Net (KiTS 2019)",
            bullets=(
                "LumenSeg ships on the ThinkEdge SE100, which segments a full kidney CT volume "
                "in 3.68 seconds in SingleStream (result 5.1-0064).",
                "Offline, the same box works through 0.61 volumes a second.",
            ),
            notes="The Ostrava pilot ended in May; do not quote its numbers.",
        ),
        Slide(
            title="Quality you can stand behind",
            bullets=(
                "The SE100 cleared the 99.9% accuracy target for 3D U-Net, so your radiologists "
                "can trust LumenSeg not to miss a tumour.",
                "Its 3.68-second read time is why LumenSeg outlines come out clean enough to sign "
                "off unedited.",
            ),
            footnote="MLPerf Inference v5.1, Closed division, SingleStream, result 5.1-0064.",
        ),
        Slide(
            title="Model and deployment",
            bullets=(
                "LumenSeg is our own network, trained on 2 million annotated CT slices; it is "
                "not the 3D U-Net reference model.",
                "Per-site licence: USD 38,000 a year, installation included.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="segments a full kidney CT volume in 3.68 seconds in SingleStream",
            values=(3.68, 3683.79),
            benchmark="3d-unet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Offline, the same box works through 0.61 volumes a second",
            values=(0.61,),
            benchmark="3d-unet",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="the same system's ID stands in the bullet above; one box in two scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="The SE100 cleared the 99.9% accuracy target for 3D U-Net",
            values=(99.9,),
            benchmark="3d-unet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET"}),
            why="the gate sold as quality; QUALITY-BUCKET rides along by convention",
        ),
        ExpectedClaim(
            page=3,
            match="read time is why LumenSeg outlines come out clean enough",
            values=(3.68,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=F({"GATE-AS-GRADE"}),
        ),
    ),
    non_claims=(
        NonClaim(4, "2 million annotated CT slices", "training-set size"),
        NonClaim(4, "USD 38,000 a year", "licence price"),
    ),
)

# --- w483: a reseller's two-round table and chart; "our previous result" with rounds in a note.
W483 = DeckSpec(
    name="w483_reseller_two_rounds",
    kind="pdf",
    vendor="Pelagic Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Pelagic Systems",
            subtitle="Serving the chat assistant inside Vela Telecom's customer app",
        ),
        Slide(
            title="Two rounds, side by side",
            table=Table(
                header=("Llama 2 70B, Server, Closed", "MLPerf v4.1", "MLPerf v5.1"),
                rows=(
                    ("Dell PowerEdge XE9680, 8x H200", "29,739.9", "33,244.3"),
                    ("AMD MI300X server, 8 GPUs", "21,028.2", "24,593.8"),
                ),
            ),
        ),
        Slide(
            title="Year on year",
            chart=Chart(
                title="Llama 2 70B Server tokens/s, Closed division",
                categories=(
                    "H200 box (v4.1)",
                    "H200 box (v5.1)",
                    "MI300X box (v4.1)",
                    "MI300X box (v5.1)",
                ),
                series=(("Tokens/s", (29739.9, 33244.3, 21028.2, 24593.8)),),
            ),
        ),
        Slide(
            title="Against our previous result",
            bullets=(
                "Against our previous result on this box, Server throughput is up 12%.^{1}",
                "Within the v5.1 Closed results alone, the H200 box leads the MI300X server by "
                "35% in Server (5.1-0026, 5.1-0001).",
                "Vela's target: first token under 800 ms for 95% of chats.",
            ),
            footnotes=(
                "^{1} Dell PowerEdge XE9680 (8x H200), Llama 2 70B, Closed division: 33,244.3 "
                "tokens/s (5.1-0026) against 29,739.9 tokens/s (v4.1-0021).",
            ),
        ),
        Slide(
            title="Support",
            bullets=("Pelagic managed service from $2,300 per month per rack.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="29,739.9",
            values=(29739.9, 33244.3),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="21,028.2",
            values=(21028.2, 24593.8),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="H200 box (v4.1)",
            values=(29739.9, 29740.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="H200 box (v5.1)",
            values=(33244.3, 33244.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="MI300X box (v4.1)",
            values=(21028.2, 21028.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="MI300X box (v5.1)",
            values=(24593.8, 24594.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Against our previous result on this box, Server throughput is up 12%",
            values=(12.0,),
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="the H200 box leads the MI300X server by 35% in Server",
            values=(35.0,),
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CROSS-ROUND", "CHIP-COUNT", "RESULT-ID-MISSING", "DIVISION-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(4, "first token under 800 ms for 95% of chats", "the customer's own target"),
        NonClaim(5, "$2,300 per month per rack", "service price"),
    ),
)

# --- w484: a trade-magazine column; two vendors in one sentence, a follow-on, a four-GPU VM
# against an eight-GPU server, and a like-for-like pair with IDs.
W484 = DeckSpec(
    name="w484_magazine_column",
    kind="pptx",
    vendor="The Inference Ledger",
    workload="unstated",
    slides=(
        Slide(
            title="The Inference Ledger",
            subtitle="Column: what the latest MLPerf round really showed\nIssue 41",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: Llama 2 70B",
            bullets=(
                "Dell's XE9680L reached 101,253 tokens/s in Offline, whereas AMD's eight-MI300X "
                "Supermicro box managed 24,593.8 tokens/s in Server.",
                "The same system also logged 60,137.6 tokens/s in Interactive.",
                "Microsoft's ND GB200 v6, with four GB200s, reached 46,016.5 tokens/s in Server "
                "against 33,244.3 for Dell's eight-H200 XE9680.",
            ),
        ),
        Slide(
            title="With IDs, like for like",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "In Server, Lenovo's SR680a V3 (5.1-0061) and Dell's XE9685L (5.1-0028), both "
                "with eight B200s, landed within 0.1% of each other on Llama 2 70B: 99,159.3 "
                "and 99,214.4 tokens/s.",
            ),
        ),
        Slide(
            title="Subscribe",
            bullets=("Print and digital: GBP 240 a year; 18,000 readers in 40 countries.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Dell's XE9680L reached 101,253 tokens/s in Offline",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="Supermicro box managed 24,593.8 tokens/s in Server",
            values=(24593.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="The same system also logged 60,137.6 tokens/s in Interactive",
            values=(60137.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the XE9680L's own third scenario, listed after its Offline figure",
        ),
        ExpectedClaim(
            page=2,
            match="with four GB200s, reached 46,016.5 tokens/s in Server",
            values=(46016.5, 33244.3),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            absent=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="landed within 0.1% of each other on Llama 2 70B",
            values=(99159.3, 99214.4, 0.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CHIP-COUNT", "RESULT-ID-MISSING", "CROSS-SCENARIO", "RANK-CLAIM"}),
        ),
    ),
    non_claims=(
        NonClaim(4, "GBP 240 a year", "subscription price"),
        NonClaim(4, "18,000 readers", "readership"),
    ),
)

# --- w485: an archive-subtitling service turns Whisper samples into hours of audio and francs.
W485 = DeckSpec(
    name="w485_archive_subtitles_chf",
    kind="reportlab",
    vendor="Vox Archiv",
    workload="batch",
    slides=(
        Slide(
            title="Vox Archiv",
            subtitle=(
                "Subtitles for a broadcaster's back catalogue, produced overnight\n"
                "All results: MLPerf Inference v5.1, Closed division, Offline scenario\n"
                "Whisper on Dell PowerEdge XE7745, eight H200 NVL GPUs (5.1-0023)"
            ),
        ),
        Slide(
            title="Hours of audio, not samples",
            bullets=(
                "Vox runs Whisper large-v3, the benchmark's own model.",
                "Assuming seven seconds of speech per sample, 31,674.1 samples/s is nearly 62 "
                "hours of audio transcribed every second.",
                "Split across its eight GPUs, that is 3,959 samples/s per H200 NVL.",
                "The XE7745 transcribes 22.7 times as much as a four-L4 PowerEdge R570 (5.1-0019).",
            ),
        ),
        Slide(
            title="What an hour of subtitles costs",
            bullets=(
                "At CHF 31 per server-hour, each hour of audio costs about CHF 0.00014 to "
                "transcribe.",
                "Counting only hours our editors sign off as accurately subtitled, the figure "
                "is CHF 0.00016.",
                "The XE7745 cleared MLPerf's 99% accuracy target for Whisper, proof that Vox "
                "subtitles come out word for word.",
            ),
        ),
        Slide(
            title="Prices",
            bullets=(
                "Archive plan: CHF 1.20 per programme hour, minimum 5,000 hours.",
                "Delivery within 21 days of receiving the tapes.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="31,674.1 samples/s is nearly 62 hours of audio",
            values=(62.0, 31674.1),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="that is 3,959 samples/s per H200 NVL",
            values=(3959.0,),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"MODEL-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="The XE7745 transcribes 22.7 times as much as a four-L4 PowerEdge R570",
            values=(22.7,),
            benchmark="whisper",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="each hour of audio costs about CHF 0.00014 to transcribe",
            values=(0.00014,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per hour of audio worked out from an Offline result",
        ),
        ExpectedClaim(
            page=3,
            match="sign off as accurately subtitled, the figure is CHF 0.00016",
            values=(0.00016,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per accurately subtitled hour",
        ),
        ExpectedClaim(
            page=3,
            match="cleared MLPerf's 99% accuracy target for Whisper",
            values=(99.0,),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET"}),
            why="the gate sold as word-for-word subtitles",
        ),
    ),
    non_claims=(
        NonClaim(4, "CHF 1.20 per programme hour", "service price"),
        NonClaim(4, "21 days", "delivery time"),
    ),
)

VOICE_DECKS_29: tuple[DeckSpec, ...] = (
    W471,
    W472,
    W473,
    W474,
    W475,
    W476,
    W477,
    W478,
    W479,
    W480,
    W481,
    W482,
    W483,
    W484,
    W485,
)
