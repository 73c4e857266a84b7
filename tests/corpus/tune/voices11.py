"""Decks w161-w175, written blind to the rules by helper h15w11.
(Round five's fresh part, scored before and after that round's rules; moved to the tune part in round six.)

Voices: a systems vendor's annual-conference keynote recap, a chip-design firm's NPU IP licensing
pitch, a managed-service provider's renewal proposal, a newspaper-style sponsored article set as
slides, a university spin-out's grant report, a power and cooling vendor crediting its gear, a
networking-switch vendor's AI fabric deck, a sovereign cloud's citizen-services deck, an energy
company's seismic-AI investment paper, an education-tech tutoring service, a live-captioning
vendor's broadcaster briefing, a rail-inspection developer day, an open-source runtime's release
notes, a component distributor's line card and a statistics office's modernisation report.
Figures quoted as published results come from /work/shared/reference/mlperf (rounds v4.1, v5.1,
v6.0); every vendor that is no MLPerf submitter is fictional.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset
MISSING_ALL = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"})
UNVERIFIED_NO_ID = "an unverified figure cannot carry a result ID"
SAME_SLIDE_ID = "the result ID is named on the same slide for the same system"


W161_KEYNOTE_RECAP = DeckSpec(
    name="w161_keynote_recap",
    kind="pptx",
    vendor="Halvorsen Systems",
    workload="interactive",
    deck_flags_absent=F({"INJECTION", "HIDDEN-TEXT"}),
    slides=(
        Slide(
            title="Halvorsen Summit 2026: keynote recap",
            subtitle="What we announced on stage, and the numbers behind it\n"
            "Customer and partner edition · 14 May 2026",
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · DeepSeek-R1",
            bullets=(
                "The GB300 NVL72 rack we integrate served 400,437 tokens/s in the Server "
                "scenario^{1}, 8.6x the 46,510.6 tokens/s of an eight-GPU B300 chassis^{2}.",
                "Per GPU, the same Server run comes to 5,562 tokens/s, the figure our capacity "
                "planners now quote.",
                "Like for like, at eight GPUs each, the B300 chassis^{2} edged the B200 "
                "system^{3}: 46,510.6 against 40,949.5 tokens/s, both in the Server scenario.",
            ),
            footnotes=(
                "^{1} NVIDIA GB300 NVL72 (72x GB300-288GB), result 6.0-0078.",
                "^{2} Dell PowerEdge XE9780L (8x B300-SXM-270GB), result 6.0-0024.",
                "^{3} Dell PowerEdge XE9780 (8x B200-SXM-180GB), result 6.0-0026.",
            ),
            notes="Pause on the per-GPU figure; the field team asked for it.",
        ),
        Slide(
            title="Customers on stage",
            bullets=(
                "Lindqvist Bank runs its staff help assistant on two of our racks; advisers "
                "expect the first words of an answer within 1.5 seconds.",
                "Marlow Freight moved 38 dispatch desks onto the same chat service in March.",
                "Overnight batch summarisation is still the usual first project across the "
                "industry; it is not what these customers bought.",
            ),
        ),
        Slide(
            title="What ships next",
            bullets=(
                "Halvorsen racks: the fastest DeepSeek-R1 platform you can order today.",
                "H-Rack 3 arrives in Q1 2027 with twice the memory per GPU.",
                "Order books open 1 September; list price from $3.2M per rack, installed.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="The GB300 NVL72 rack we integrate served 400,437 tokens/s",
            values=(400437.0, 46510.6, 8.6),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F(
                {
                    "CROSS-SCENARIO",
                    "CROSS-ROUND",
                    "DIVISION-MISSING",
                    "ROUND-MISSING",
                    "SCENARIO-MISMATCH",
                }
            ),
            why="a 72-GPU rack set against an eight-GPU chassis; the heading box carries "
            "round and division",
        ),
        ExpectedClaim(
            page=2,
            match="Per GPU, the same Server run comes to 5,562 tokens/s",
            values=(5562.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="400,437 / 72 GPUs, a follow-on with no marker; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=2,
            match="Like for like, at eight GPUs each, the B300 chassis",
            values=(46510.6, 40949.5),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="server",
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="eight GPUs against eight GPUs, same scenario and round",
        ),
        ExpectedClaim(
            page=4,
            match="the fastest DeepSeek-R1 platform you can order today",
            benchmark="deepseek-r1",
            round=None,
            flags=F({"RANK-CLAIM"}) | MISSING_ALL,
            why="a field-wide rank on a roadmap slide; nothing on it or deck-level names "
            "division, scenario or round",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="14 May 2026", why="event date"),
        NonClaim(page=3, match="within 1.5 seconds", why="the customer's own latency target"),
        NonClaim(page=3, match="38 dispatch desks", why="customer headcount"),
        NonClaim(page=4, match="Q1 2027", why="roadmap date"),
        NonClaim(page=4, match="$3.2M per rack", why="list price"),
    ),
)


W162_IP_LICENSING = DeckSpec(
    name="w162_ip_licensing",
    kind="pdf",
    vendor="Tessellate IP",
    workload="edge",
    slides=(
        Slide(
            title="Tessellate TN-4 NPU core",
            subtitle="IP licensing briefing for SoC teams\nConfidential · licence terms on request",
        ),
        Slide(
            title="Where licensees put TN-4",
            bullets=(
                "Licensees build TN-4 into roadside traffic cameras, factory inspection boxes "
                "and drones that never see a data centre.",
                "Silicon on 3 nm and 5 nm nodes; 11 tape-outs since 2024.",
                "Royalty from 1.2% of chip ASP, plus a one-off licence fee.",
            ),
        ),
        Slide(
            title="Edge results on the public record",
            heading="MLPerf Inference v6.0 · Closed division · edge suite",
            table=Table(
                header=("System (result ID)", "Accelerators", "ResNet-50 Offline, samples/s"),
                rows=(
                    ("HPE ProLiant DL145 Gen11 (6.0-0055)", "1x RTX PRO 4500", "19,210.7"),
                    ("HPE ProLiant Compute DL380 Gen12 (6.0-0056)", "5x RTX PRO 4500", "94,650.5"),
                    ("TN-4 licensee SoC, projected^{*}", "1x TN-4 (16 tiles)", "48,000"),
                ),
            ),
            footnotes=("^{*} Tessellate simulation of a 16-tile configuration; no silicon yet.",),
        ),
        Slide(
            title="Efficiency, measured and modelled",
            bullets=(
                "On its 70 W board rating, the DL145 card^{a} works out to 274 images/s per watt.",
                "In our lab, a TN-4 FPGA prototype held 0.41 ms ResNet-50 SingleStream latency "
                "(unverified)^{b}.",
                "Every licensee gets the TN-4 compiler, 40 reference models and two on-site "
                "engineers for bring-up.",
            ),
            footnotes=(
                "^{a} MLPerf Inference v6.0, Closed division, edge suite: HPE ProLiant DL145 "
                "Gen11, result 6.0-0055, ResNet-50 Offline. Board rating from the card's "
                "datasheet, not from MLPerf Power.",
                "^{b} Tessellate internal run following MLPerf Inference v6.0 rules. Result not "
                "verified by MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="HPE ProLiant DL145 Gen11 (6.0-0055)",
            values=(19210.7,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "UNVERIFIED", "ROUND-MISSING"}),
            why="one-card and five-card systems in one table",
        ),
        ExpectedClaim(
            page=3,
            match="HPE ProLiant Compute DL380 Gen12 (6.0-0056)",
            values=(94650.5,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0056",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "UNVERIFIED", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="TN-4 licensee SoC, projected",
            values=(48000.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            division=None,
            scenario="offline",
            flags=F({"UNVERIFIED", "CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="a simulated figure in a table of published results, without the statement; "
            + UNVERIFIED_NO_ID
            + "; a simulation is arguably a projection",
        ),
        ExpectedClaim(
            page=4,
            match="works out to 274 images/s per watt",
            values=(274.0,),
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"RESULT-ID-MISSING", "DIVISION-MISSING", "UNVERIFIED"}),
            why="perf per watt from a datasheet rating, not MLPerf Power; footnote a labels it",
        ),
        ExpectedClaim(
            page=4,
            match="a TN-4 FPGA prototype held 0.41 ms ResNet-50 SingleStream latency",
            values=(0.41,),
            benchmark="resnet",
            round="v6.0",
            division=None,
            scenario="single_stream",
            absent=F({"UNVERIFIED", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "DIVISION-MISSING"}),
            why="own lab figure marked unverified with the statement in its footnote; "
            "SingleStream fits the edge workload; "
            + UNVERIFIED_NO_ID
            + "; an internal run has no division of its own",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="11 tape-outs since 2024", why="company history"),
        NonClaim(page=2, match="1.2% of chip ASP", why="royalty rate"),
        NonClaim(page=4, match="40 reference models", why="product bundle"),
    ),
)


W163_MSP_RENEWAL = DeckSpec(
    name="w163_msp_renewal",
    kind="reportlab",
    vendor="Northgate Managed Services",
    workload="batch",
    slides=(
        Slide(
            title="Renewal proposal: Halden Mutual inference service",
            subtitle="Prepared by Northgate Managed Services for the 2027-2029 term\n"
            "All benchmark figures in this proposal: MLPerf Inference, Closed division",
        ),
        Slide(
            title="What you run today, and what runs next",
            bullets=(
                "Your ledger commentary is generated in one weekend window at month end; nobody "
                "waits on it live.",
                "Both options run Llama 3.1 70B Instruct, the model your risk team signed off "
                "last year.",
                "Service terms: 99.95% availability and 6 named engineers on call.",
            ),
        ),
        Slide(
            title="Throughput on the public record",
            heading="MLPerf Inference v5.1 · Llama 2 70B · Offline",
            bullets=(
                "Across the three renewal nodes, the 5.1-0013 Offline rate adds up to 206,684 "
                "tokens/s.",
            ),
            table=Table(
                header=("Node", "GPUs", "Tokens/s"),
                rows=(
                    ("Today: XE9680 8x H200 (5.1-0026)", "8", "35,316.7"),
                    ("Renewal: C885A 16x H200 (5.1-0013)", "16", "68,894.8"),
                ),
            ),
        ),
        Slide(
            title="Two contracts, two rounds",
            bullets=(
                "Throughput per node has climbed 47% since we signed: 24,086.7 tokens/s on the "
                "H100 node in MLPerf Inference v4.1 (v4.1-0020) against 35,316.7 tokens/s on "
                "today's H200 node in v5.1 (5.1-0026), both Llama 2 70B Offline.",
                "At the renewal price, each correct ledger note costs EUR 0.0041, based on the "
                "5.1-0013 Offline rate.",
                "Renewal fee: EUR 1.46M over 36 months, invoiced quarterly.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Today: XE9680 8x H200 (5.1-0026)",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="8 against 16 GPUs in one table; the deck deploys Llama 3.1 70B; the title "
            "slide names the division for every result",
        ),
        ExpectedClaim(
            page=3,
            match="Renewal: C885A 16x H200 (5.1-0013)",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="the 5.1-0013 Offline rate adds up to 206,684",
            values=(206684.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why="one published run multiplied by three nodes",
        ),
        ExpectedClaim(
            page=4,
            match="Throughput per node has climbed 47% since we signed",
            values=(47.0, 24086.7, 35316.7),
            unit=None,
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND", "MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC"}),
            why="v4.1 against v5.1, both eight-GPU nodes (round and ID name two results, so "
            "neither is graded); a percentage change of two results is arguably derived",
        ),
        ExpectedClaim(
            page=4,
            match="each correct ledger note costs EUR 0.0041",
            values=(0.0041,),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"}),
            why="a price per correct answer drawn from an MLPerf rate, in euros; the model "
            "mismatch is defensible on a figure that names no benchmark",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="99.95% availability", why="service level"),
        NonClaim(page=2, match="6 named engineers", why="headcount"),
        NonClaim(page=4, match="EUR 1.46M over 36 months", why="contract price"),
    ),
)


W164_SPONSORED_ARTICLE = DeckSpec(
    name="w164_sponsored_article",
    kind="pptx",
    vendor="Corvane Systems",
    workload="unstated",
    deck_flags_absent=F({"INJECTION", "HIDDEN-TEXT"}),
    slides=(
        Slide(
            title="The inference race, round by round",
            subtitle="PARTNER CONTENT · Paid for by Corvane Systems\n"
            "The Ledger-Post business desk · 12 April 2026",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: eight-GPU servers on Llama 2 70B",
            bullets=(
                "AMD's eight-GPU MI355X server posted 100,282 Server tokens/s (6.0-0002), while "
                "Dell's XE9780L with eight B300s reached 108,392 Server tokens/s (6.0-0024).",
                "Corvane, which builds on the B300 platform, says no eight-GPU machine in the "
                "field did better on the benchmark.",
            ),
            notes="Sponsor asked us to lead with the Dell figure; the desk kept alphabetical.",
        ),
        Slide(
            title="A different model, a different mode",
            heading="MLPerf Inference v6.0 · GPT-OSS-120B",
            chart=Chart(
                title="GPT-OSS-120B tokens/s, eight B300 GPUs per system, Closed division",
                categories=(
                    "Cisco UCS C880A M8 (6.0-0010), Offline",
                    "ASUS XA NB3I-E12 (6.0-0006), Server",
                ),
                series=(("Tokens/s", (111496.0, 100656.0)),),
                value_axis_title="tokens/s",
            ),
            footnote="Chart as supplied by the sponsor.",
        ),
        Slide(
            title="Last round's wildcard",
            heading="MLPerf Inference v5.1",
            bullets=(
                "Krai's Open-division run on eight H200s (5.1-0381) reached 31,383.2 tokens/s "
                "Offline on Llama 2 70B, within 11% of Dell's Closed-division XE9680 at "
                "35,316.7 (5.1-0026).",
                "Reprints cost £4.50; the full ranking table is online for subscribers.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="AMD's eight-GPU MI355X server posted 100,282 Server tokens/s",
            values=(100282.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            why="first of two vendors in one sentence; both eight GPUs, both Server",
        ),
        ExpectedClaim(
            page=2,
            match="Dell's XE9780L with eight B300s reached 108,392 Server tokens/s",
            values=(108392.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="server",
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "RESULT-ID-MISSING", "ROUND-MISSING"}),
            why="the second vendor after 'while' is a claim of its own",
        ),
        ExpectedClaim(
            page=2,
            match="no eight-GPU machine in the field did better on the benchmark",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            why="a field-wide rank in press voice; the heading gives round and division only",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C880A M8",
            values=(111496.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "DIVISION-MISSING", "ROUND-UNKNOWN"}),
            why="an Offline bar beside a Server bar of another system",
        ),
        ExpectedClaim(
            page=3,
            match="ASUS XA NB3I-E12",
            values=(100656.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0006",
            division="closed",
            scenario="server",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISSING", "ROUND-UNKNOWN"}),
        ),
        ExpectedClaim(
            page=4,
            match="Krai's Open-division run on eight H200s",
            values=(31383.2, 35316.7, 11.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0381",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
            why="an Open result set against a Closed one; both eight H200s, both v5.1 Offline",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="12 April 2026", why="publication date"),
        NonClaim(page=4, match="£4.50", why="reprint price"),
    ),
)


W165_GRANT_REPORT = DeckSpec(
    name="w165_grant_report",
    kind="pdf",
    vendor="Quillon Speech",
    workload="batch",
    slides=(
        Slide(
            title="Quillon Speech: Milestone 3 report",
            subtitle="Innovation grant EP/Z5301/1 · reporting period January to June 2026\n"
            "Submitted to the programme board on 30 June 2026",
        ),
        Slide(
            title="The job we are funded for",
            bullets=(
                "We transcribe the county archive's oral-history tapes in quarterly batches; "
                "results are reviewed weeks later, never live.",
                "We run Whisper large-v3 unchanged, the same model the benchmark uses.",
                "Backlog of 12,000 hours of audio; £412,000 awarded; 3 PhD students seconded.",
            ),
        ),
        Slide(
            title="Node selection",
            heading="MLPerf Inference v6.0 · Closed · Whisper · Offline",
            table=Table(
                header=("Candidate node (result ID)", "GPUs", "Samples/s"),
                rows=(
                    ("Cisco UCS C845A M8 (6.0-0008)", "8x H200 NVL", "30,195.2"),
                    ("Dell PowerEdge XE7740 (6.0-0021)", "8x H200 NVL", "31,969.2"),
                    ("Canary-1B, our in-house test on the same node", "8x H200 NVL", "52,400"),
                ),
            ),
        ),
        Slide(
            title="What the numbers mean for the archive",
            bullets=(
                "Divided across its eight GPUs, the Dell node's 6.0-0021 Offline result is "
                "3,996 samples/s per GPU.",
                "Scaled to the 64 GPUs in our Phase 2 bid, that projects to 255,754 samples/s.",
                "It clears Whisper's 99% accuracy gate, so every transcript the archive "
                "publishes will be correct.",
            ),
            footnote="Results: MLPerf Inference v6.0, Closed division, Whisper, Offline; "
            "retrieved from mlcommons.org on 2 June 2026.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco UCS C845A M8 (6.0-0008)",
            values=(30195.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0008",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="batch transcription on Offline; the deck deploys the reference model; an "
            "MLPerf neighbour of a non-MLPerf row",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7740 (6.0-0021)",
            values=(31969.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="Canary-1B, our in-house test on the same node",
            values=(52400.0,),
            unit="samples/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_ALL | F({"UNVERIFIED"}),
            why="a model that is no MLPerf benchmark, tabulated with MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="3,996 samples/s per GPU",
            values=(3996.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why="31,969.2 / 8; the unmarked footnote labels the slide",
        ),
        ExpectedClaim(
            page=4,
            match="that projects to 255,754 samples/s",
            values=(255754.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"UNVERIFIED", "RESULT-ID-MISSING"}),
            why="a per-GPU figure extrapolated to 64 GPUs; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=4,
            match="It clears Whisper's 99% accuracy gate",
            values=(99.0,),
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            tolerated=F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the pass mark sold as a promise that every transcript is right",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="30 June 2026", why="submission date"),
        NonClaim(page=2, match="12,000 hours of audio", why="backlog size"),
        NonClaim(page=2, match="£412,000 awarded", why="grant amount"),
        NonClaim(page=2, match="3 PhD students", why="headcount"),
    ),
)


W166_COOLING_VENDOR = DeckSpec(
    name="w166_cooling_vendor",
    kind="pptx",
    vendor="Kestrel Thermal",
    workload="unstated",
    deck_flags_absent=F({"INJECTION", "HIDDEN-TEXT"}),
    slides=(
        Slide(
            title="Kestrel Thermal: liquid cooling for dense inference",
            subtitle="Channel update, Q3 2026\nCDU-900 coolant distribution and RearFlow doors",
        ),
        Slide(
            title="Measured, not modelled",
            heading="MLPerf Inference v5.1 Closed · Llama 3.1 8B · with MLPerf Power",
            bullets=(
                "The Kestrel-cooled Lenovo ThinkSystem SR780a V3 (5.1-0062) drew 9,436 W of "
                "measured system power while serving 146,960 tokens/s Offline: 15.6 tokens/s "
                "per watt.",
                "Counted against the GPUs' 1,000 W nameplate instead, the same Offline run "
                "rates 18.4 tokens/s per watt.",
            ),
            notes="Partners keep asking for the nameplate number. Use it, but say which it is.",
        ),
        Slide(
            title="Density pays",
            heading="MLPerf Inference v6.0 · Closed division · DeepSeek-R1, Server",
            bullets=(
                "Liquid-cooled NVL72 racks on one fabric delivered 36x the throughput of the "
                "air-cooled eight-GPU box.",
            ),
            chart=Chart(
                title="Tokens/s by system",
                categories=(
                    "GB300 NVL72, 288 GPUs (6.0-0076)",
                    "DGX B300, 8 GPUs (6.0-0073)",
                ),
                series=(("Tokens/s", (1555110.0, 42721.4)),),
                kind="bar",
                height_in=3.2,
            ),
        ),
        Slide(
            title="Across the portfolio",
            bullets=(
                "Geometric mean over three MLPerf Inference v5.1 benchmarks: Kestrel-cooled "
                "B200 nodes run 2.9x their H200 predecessors.",
                "CDU-900 removes up to 1.2 MW of heat per row.",
                "Lead time 14 weeks; partner margin 18% on first orders.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="drew 9,436 W of measured system power while serving 146,960 tokens/s",
            values=(15.6, 146960.0, 9436.0),
            unit=None,
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            absent=F({"DERIVED-METRIC", "RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="efficiency from power measured under MLPerf Power, not from a rating",
        ),
        ExpectedClaim(
            page=2,
            match="the same Offline run rates 18.4 tokens/s per watt",
            values=(18.4,),
            unit=None,
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="perf per nameplate watt (146,960 / 8,000 W); " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="delivered 36x the throughput of the air-cooled eight-GPU box",
            values=(36.0,),
            unit=None,
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISSING", "CROSS-SCENARIO"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="288 GPUs against 8; the heading box labels the slide; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="GB300 NVL72, 288 GPUs",
            values=(1555110.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0076",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="DGX B300, 8 GPUs",
            values=(42721.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"ROUND-MISSING", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Kestrel-cooled B200 nodes run 2.9x their H200 predecessors",
            values=(2.9,),
            unit=None,
            benchmark=None,
            round="v5.1",
            flags=F({"DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING"})
            | F({"RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            why="a geometric mean across benchmarks; nothing names division or scenario",
        ),
    ),
    non_claims=(
        NonClaim(page=4, match="1.2 MW of heat per row", why="cooling capacity"),
        NonClaim(page=4, match="Lead time 14 weeks", why="lead time"),
        NonClaim(page=4, match="partner margin 18%", why="channel margin"),
    ),
)


W167_SWITCH_FABRIC = DeckSpec(
    name="w167_switch_fabric",
    kind="pdf",
    vendor="Skerry Networks",
    workload="interactive",
    slides=(
        Slide(
            title="Skerry 800G AI fabric",
            subtitle="For GPU-as-a-service operators\nDesign guide companion, revision C",
        ),
        Slide(
            title="What your tenants run",
            bullets=(
                "Your tenants call hosted model APIs all day, and every request expects tokens "
                "streaming back in well under a second.",
                "One 64-port leaf: 51.2 Tb/s in 2 RU.",
            ),
        ),
        Slide(
            title="Scaling out over Ethernet",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B Server",
            bullets=(
                "Doubling the fabric from 16 to 32 GPUs lifted throughput 2.0x, a 100% "
                "scaling efficiency.",
            ),
            table=Table(
                header=("Configuration", "Nodes x GPUs", "Tokens/s", "Result"),
                rows=(
                    ("HPF HGX System, two nodes", "2 x 8 H100", "61,101.3", "5.1-0015"),
                    ("HPF HGX System, four nodes", "4 x 8 H100", "122,274", "5.1-0016"),
                ),
            ),
        ),
        Slide(
            title="Per node, and a year on",
            bullets=(
                "Each of the four nodes carries 30,569 tokens/s of the 5.1-0016 Server result.",
                "A year earlier, 32 H100s on a 4x8 fabric (v4.1-0036) served 82,273.2 "
                "tokens/s; the same GPU count now serves 122,274 (5.1-0016), both Server.",
                "The four-node system also reaches 124,879 tokens/s Offline (5.1-0016).",
            ),
        ),
        Slide(
            title="Benchmark notes",
            bullets=(
                "All results in this guide: MLPerf Inference, Closed division, retrieved from "
                "mlcommons.org on 4 October 2025.",
                "Results submitted by Cisco (HPF HGX System) and Juniper Networks; Skerry "
                "submitted none.",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Doubling the fabric from 16 to 32 GPUs lifted throughput 2.0x",
            values=(2.0, 100.0),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT", "DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="16 against 32 GPUs, and a scaling efficiency worked out from them; "
            + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="HPF HGX System, two nodes",
            values=(61101.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0015",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            why="two nodes of eight beside four nodes of eight",
        ),
        ExpectedClaim(
            page=3,
            match="HPF HGX System, four nodes",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Each of the four nodes carries 30,569 tokens/s",
            values=(30569.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="a per-node share of one result; the Benchmark notes slide names the division",
        ),
        ExpectedClaim(
            page=4,
            match="the same GPU count now serves 122,274",
            values=(82273.2, 122274.0),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="v4.1 against v5.1 at the same 32 GPUs (two rounds and IDs: neither graded)",
        ),
        ExpectedClaim(
            page=4,
            match="also reaches 124,879 tokens/s Offline",
            values=(124879.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="an Offline figure for tenants who stream tokens from hosted APIs",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="51.2 Tb/s in 2 RU", why="switch specification"),
        NonClaim(page=5, match="4 October 2025", why="retrieval date"),
    ),
)


W168_SOVEREIGN_CLOUD = DeckSpec(
    name="w168_sovereign_cloud",
    kind="pptx",
    vendor="Nordvale Sovereign Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Nordvale Sovereign Cloud",
            subtitle="Citizen services on national infrastructure\n"
            "Briefing for the Digital Agency, autumn 2026",
        ),
        Slide(
            title="What the agency will run",
            bullets=(
                "A public help assistant that answers residents' tax and benefit questions in "
                "chat, around the clock.",
                "The assistant runs Mixtral 8x22B, fine-tuned on agency guidance.",
                "Data never leaves two domestic regions; 340 engineers hold national clearance.",
            ),
        ),
        Slide(
            title="Our hardware on the public benchmark",
            heading="MLPerf Inference v6.0, Closed division",
            bullets=("Our own run of Mixtral 8x22B on the XD685 reached 41,900 tokens/s.",),
            chart=Chart(
                title="Mixtral 8x7B tokens/s, Server scenario",
                categories=(
                    "HPE DL380a Gen12, 8x RTX PRO 6000 (6.0-0046)",
                    "HPE XD685, 8x B200 (6.0-0048)",
                ),
                series=(("Tokens/s", (32151.0, 127209.0)),),
                height_in=3.0,
            ),
        ),
        Slide(
            title="Why residents can trust the answers",
            heading="MLPerf Inference v6.0 · Closed · Mixtral 8x7B",
            bullets=(
                "The XD685's 127,209 tokens/s in the Server scenario (6.0-0048) shows the "
                "assistant will give residents accurate, dependable guidance.",
                "For the tax-deadline peak, the same node processes 126,468 tokens/s Offline "
                "(6.0-0048).",
            ),
        ),
        Slide(
            title="Roadmap and pricing",
            bullets=(
                "Preview figures from MLPerf Inference v5.5 put our next-generation node at "
                "180,000 tokens/s.",
                "Citizen-service tier: NOK 0.85 per 1,000 tokens, billed monthly.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Our own run of Mixtral 8x22B on the XD685 reached 41,900 tokens/s",
            values=(41900.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_ALL | F({"UNVERIFIED", "MODEL-MISMATCH"}),
            why="a model that is no MLPerf benchmark, on a slide of MLPerf results",
        ),
        ExpectedClaim(
            page=3,
            match="HPE DL380a Gen12, 8x RTX PRO 6000",
            values=(32151.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0046",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="the deck deploys Mixtral 8x22B, not the 8x7B reference; eight GPUs each",
        ),
        ExpectedClaim(
            page=3,
            match="HPE XD685, 8x B200",
            values=(127209.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=4,
            match="The XD685's 127,209 tokens/s in the Server scenario",
            values=(127209.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=F({"GATE-AS-GRADE", "SCENARIO-MISMATCH"}),
            why="a throughput result sold as answer quality",
        ),
        ExpectedClaim(
            page=4,
            match="the same node processes 126,468 tokens/s Offline",
            values=(126468.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            absent=F({"CROSS-SCENARIO"}),
            why="Offline for a chat assistant; a peak of live chats is still live",
        ),
        ExpectedClaim(
            page=5,
            match="Preview figures from MLPerf Inference v5.5",
            values=(180000.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"ROUND-UNKNOWN", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "UNVERIFIED", "MODEL-MISMATCH"}),
            why="there is no v5.5 round; a preview of an unbuilt node is arguably unverified",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="340 engineers", why="headcount"),
        NonClaim(page=5, match="NOK 0.85 per 1,000 tokens", why="price per token on a price slide"),
    ),
)


W169_SEISMIC_PLATFORM = DeckSpec(
    name="w169_seismic_platform",
    kind="reportlab",
    vendor="Brennick Energy",
    workload="batch",
    slides=(
        Slide(
            title="Brennick Energy: subsurface AI platform",
            subtitle="Investment committee paper, Phase 2\n"
            "All MLPerf figures in this paper: Closed division",
        ),
        Slide(
            title="The work",
            bullets=(
                "Each new 3D survey is re-interpreted in a processing campaign lasting weeks; "
                "geoscientists pick the volumes up once the campaign completes.",
                "The platform runs SaltNet-3D, our own 3D U-Net variant trained on 1,900 "
                "labelled salt bodies.",
                "Capex request: USD 14.2M for servers, storage and three years of support.",
            ),
        ),
        Slide(
            title="Benchmark basis",
            heading="MLPerf Inference v4.1 · 3D U-Net (99.9%) · Offline",
            bullets=(
                "Both systems clear the 99.9% accuracy target, the benchmark's stricter pass mark.",
            ),
            table=Table(
                header=("System", "GPUs", "Samples/s"),
                rows=(
                    ("ESC-N8-E11, H100 SXM (v4.1-0005)", "8", "51.69"),
                    ("XE8640, H100 SXM (v4.1-0018)", "4", "25.66"),
                ),
            ),
        ),
        Slide(
            title="Sizing the campaign fleet",
            bullets=(
                "Run side by side on all 24 interpretation servers, the v4.1-0005 Offline "
                "result sums to 1,240.7 volumes per second.",
                "Per GPU that is 6.46 samples/s, against 6.42 for the four-GPU XE8640.",
                "Payback: the fleet repays its capex in 11 months against outsourced "
                "interpretation, on the v4.1-0005 throughput.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Both systems clear the 99.9% accuracy target",
            values=(99.9,),
            benchmark="3d-unet",
            round="v4.1",
            division="closed",
            scenario="offline",
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "MODEL-MISMATCH", "CHIP-COUNT"}),
            why="the target named as the benchmark's pass mark, not sold as quality; "
            + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="ESC-N8-E11, H100 SXM (v4.1-0005)",
            values=(51.69,),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0005",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="8 against 4 GPUs; the deck runs its own 3D U-Net variant on seismic volumes",
        ),
        ExpectedClaim(
            page=3,
            match="XE8640, H100 SXM (v4.1-0018)",
            values=(25.66,),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0018",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="the v4.1-0005 Offline result sums to 1,240.7 volumes per second",
            values=(1240.7,),
            unit=None,
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0005",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"UNVERIFIED"}),
            why="one published run multiplied across 24 servers",
        ),
        ExpectedClaim(
            page=4,
            match="Per GPU that is 6.46 samples/s, against 6.42",
            values=(6.46, 6.42),
            unit="samples/s",
            benchmark=None,
            round=None,
            division="closed",
            scenario="unstated",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="per-GPU normalisation of an 8-GPU and a 4-GPU result; a follow-on that "
            "names no round or scenario itself, and its sibling lends none",
        ),
        ExpectedClaim(
            page=4,
            match="the fleet repays its capex in 11 months",
            values=(11.0,),
            unit=None,
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0005",
            division="closed",
            scenario=None,
            bucket=None,
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            why="a payback period drawn from an MLPerf throughput",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1,900 labelled salt bodies", why="training-set size"),
        NonClaim(page=2, match="USD 14.2M", why="capex"),
    ),
)


W170_EDTECH_TUTOR = DeckSpec(
    name="w170_edtech_tutor",
    kind="pptx",
    vendor="Brightfold Learning",
    workload="interactive",
    slides=(
        Slide(
            title="Brightfold Tutor",
            subtitle="A maths tutor every student can talk to\n"
            "District partnership deck · 2026-27 school year",
        ),
        Slide(
            title="How students use it",
            bullets=(
                "Students type or speak a question mid-homework and the tutor replies in the "
                "same conversation, live.",
                "It runs Llama 3.1 8B Instruct, the reference model of the MLPerf Llama 3.1 8B "
                "benchmark.",
                "In 212 schools today; USD 9 per student per year; teachers asked for a first "
                "reply within 3 seconds.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Llama 3.1 8B",
            bullets=(
                "Measured per student session, the B300 box's Interactive 128,633 tokens/s "
                "beats the RTX PRO box's Server 48,531.3 tokens/s (6.0-0004).",
            ),
            table=Table(
                header=("Server (result ID)", "Scenario", "Tokens/s"),
                rows=(
                    ("ASUS ESC8000A-E13P, 8x RTX PRO 6000 (6.0-0004)", "Interactive", "34,241"),
                    ("GIGABYTE G894-SD3-AAX7, 8x B300 (6.0-0039)", "Interactive", "128,633"),
                ),
            ),
            footnotes=(
                "Interactive is the serving scenario with the tightest latency bounds; both "
                "rows use it.",
            ),
        ),
        Slide(
            title="What it means in the classroom",
            heading="Llama 3.1 8B, MLPerf Inference v6.0, Closed division",
            bullets=(
                "The GIGABYTE system's 128,633 tokens/s Interactive result (6.0-0039) is proof "
                "that Brightfold explains algebra correctly, step by step.",
                "At district volume, each correctly answered homework question costs 0.03 "
                "cents, based on the same Interactive result.",
                "In exam week, a B300 box chews through 166,745 tokens/s Offline (6.0-0006).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Measured per student session, the B300 box's Interactive 128,633 tokens/s",
            values=(128633.0, 48531.3),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "MODEL-MISMATCH", "CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an Interactive result set against another system's Server result",
        ),
        ExpectedClaim(
            page=3,
            match="ASUS ESC8000A-E13P, 8x RTX PRO 6000 (6.0-0004)",
            values=(34241.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="interactive",
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="eight GPUs each, one scenario, the reference model deployed",
        ),
        ExpectedClaim(
            page=3,
            match="GIGABYTE G894-SD3-AAX7, 8x B300 (6.0-0039)",
            values=(128633.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0039",
            division="closed",
            scenario="interactive",
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="is proof that Brightfold explains algebra correctly",
            values=(128633.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0039",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "GATE-AS-GRADE"}),
            why="a throughput result offered as proof of correct explanations",
        ),
        ExpectedClaim(
            page=4,
            match="each correctly answered homework question costs 0.03 cents",
            values=(0.03,),
            unit=None,
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a cost per correct answer in cents; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=4,
            match="a B300 box chews through 166,745 tokens/s Offline",
            values=(166745.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0006",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            why="exam week is still live tutoring: Offline does not fit",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="In 212 schools today", why="customer count"),
        NonClaim(page=2, match="USD 9 per student per year", why="price"),
        NonClaim(page=2, match="within 3 seconds", why="the customer's own latency target"),
    ),
)


W171_LIVE_CAPTIONS = DeckSpec(
    name="w171_live_captions",
    kind="pdf",
    vendor="Castline Captions",
    workload="interactive",
    slides=(
        Slide(
            title="Castline live captions",
            subtitle="For broadcasters and streaming leagues\nRights-holder briefing, season 2026",
        ),
        Slide(
            title="On air, as it is said",
            bullets=(
                "Captions reach viewers' screens while the commentator is still speaking; a "
                "caption that arrives late is worthless.",
                "We run Whisper large-v3 as released, with a sports vocabulary list.",
                "Last season: 14 leagues and 3,100 live matches; broadcasters ask for captions "
                "within 2 seconds of speech.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: Whisper",
            bullets=(
                "Dell's PowerEdge XE9780L with eight B300 GPUs transcribed 45,658.8 samples/s "
                "in the Offline scenario (6.0-0025).",
                "That is 10x HPE's five-card DL380 Gen12 (6.0-0056) at 4,513.09 samples/s Offline.",
                "Castline runs on the fastest Whisper hardware in the published results.",
            ),
            footnotes=("Per-match pricing from USD 1,200; volume terms for full seasons.",),
        ),
        Slide(
            title="Why it matters to your viewers",
            bullets=(
                "Passing MLPerf's 99% Whisper accuracy bar means viewers read captions they "
                "can trust.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All MLPerf results in this briefing: MLPerf Inference v6.0, Closed division, "
                "retrieved 20 April 2026.",
                "MLPerf is a trademark of MLCommons Association; Castline submitted no results.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="transcribed 45,658.8 samples/s in the Offline scenario",
            values=(45658.8,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0025",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH", "RESULT-ID-MISSING", "DIVISION-MISSING"}),
            why="an Offline figure for captions that must keep up with live speech",
        ),
        ExpectedClaim(
            page=3,
            match="That is 10x HPE's five-card DL380 Gen12",
            values=(10.0, 4513.09),
            unit=None,
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0056",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            absent=F({"CROSS-SCENARIO", "MODEL-MISMATCH", "ROUND-MISSING"}),
            why="eight GPUs against five cards, a follow-on comparison in Offline",
        ),
        ExpectedClaim(
            page=3,
            match="Castline runs on the fastest Whisper hardware in the published results",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            why="a field-wide rank; heading gives round and division, nothing the scenario",
        ),
        ExpectedClaim(
            page=4,
            match="Passing MLPerf's 99% Whisper accuracy bar",
            values=(99.0,),
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass mark sold as captions viewers can trust; the Disclosures slide "
            "names round and division for every result",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="3,100 live matches", why="customer volume"),
        NonClaim(page=2, match="within 2 seconds of speech", why="the customer's own target"),
        NonClaim(page=3, match="USD 1,200", why="price"),
        NonClaim(page=5, match="20 April 2026", why="retrieval date"),
    ),
)


W172_RAIL_INSPECTION = DeckSpec(
    name="w172_rail_inspection",
    kind="pptx",
    vendor="Talvik Rail Systems",
    workload="edge",
    slides=(
        Slide(
            title="Talvik developer day 2026",
            subtitle="Track-inspection vision on the TR controller family\n"
            "Session 3: sizing the on-board computer",
        ),
        Slide(
            title="Where the model runs",
            bullets=(
                "Cameras under the inspection car look for cracked sleepers and loose clips; "
                "the controller on board decides, with no link to a data centre.",
                "TR-2 ships today; TR-3 samples to partners in March 2027.",
                "The group's customer-service chatbot lives in the cloud and is not part of "
                "this programme.",
            ),
        ),
        Slide(
            title="Reference points for object detection",
            table=Table(
                header=(
                    "System (MLPerf Inference v4.1, Closed, edge)",
                    "Accelerators",
                    "RetinaNet SingleStream, ms",
                ),
                rows=(
                    ("Dell PowerEdge XR8620t (v4.1-0023)", "1x L4", "4.83"),
                    ("Lenovo ThinkEdge SE360 V2 (v4.1-0042)", "2x L4", "3.81"),
                    ("Lenovo ThinkEdge SE455 V3 (v4.1-0041)", "2x L40S", "1.81"),
                ),
            ),
            footnotes=("Lower is better: p90 latency per query, as published.",),
        ),
        Slide(
            title="Our controllers",
            heading="RetinaNet, SingleStream",
            bullets=(
                "TR-2 controller: 6.2 ms per frame (unverified)^{1}.",
                "TR-3 prototype: 2.9 ms per frame in internal testing^{2}.",
                "Two rounds on, Lenovo's two-L4 edge box classifies a ResNet-50 frame in 0.40 ms "
                "(6.0-0068), level with its 0.39 ms in v4.1 (v4.1-0042).",
            ),
            footnotes=(
                "^{1} Talvik run following MLPerf Inference v6.0 Closed rules. Result not "
                "verified by MLCommons Association.",
                "^{2} Talvik engineering sample, MLPerf Inference v6.0 harness, March 2026.",
            ),
        ),
        Slide(
            title="Looking further out",
            bullets=(
                "NVIDIA's Jetson AGX Thor posted 1,357.6 ms SingleStream on Llama 3.1 8B in the "
                "Open division of MLPerf Inference v6.0 (6.0-0111).",
                "We are evaluating it for on-board defect reports written in plain language.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XR8620t (v4.1-0023)",
            values=(4.83,),
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "DIVISION-MISSING"}),
            why="one-card and two-card edge systems in one table; SingleStream fits edge",
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE360 V2 (v4.1-0042)",
            values=(3.81,),
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE455 V3 (v4.1-0041)",
            values=(1.81,),
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="TR-2 controller: 6.2 ms per frame (unverified)",
            values=(6.2,),
            benchmark="retinanet",
            round="v6.0",
            division=None,
            scenario="single_stream",
            absent=F({"UNVERIFIED", "SCENARIO-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "DIVISION-MISSING"}),
            why="marked unverified with the statement in its own footnote; " + UNVERIFIED_NO_ID,
        ),
        ExpectedClaim(
            page=4,
            match="TR-3 prototype: 2.9 ms per frame in internal testing",
            values=(2.9,),
            benchmark="retinanet",
            round="v6.0",
            division=None,
            scenario="single_stream",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "DIVISION-MISSING"}),
            why="an internal figure with neither the word nor the statement; footnote 1's "
            "statement is not its own; " + UNVERIFIED_NO_ID,
        ),
        ExpectedClaim(
            page=4,
            match="Two rounds on, Lenovo's two-L4 edge box classifies a ResNet-50 frame",
            values=(0.40, 0.39),
            unit=None,
            benchmark="resnet",
            round=None,
            result_id=None,
            division=None,
            scenario="single_stream",
            flags=F({"CROSS-ROUND", "DIVISION-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="v6.0 against v4.1 at two L4 cards each; the heading names the scenario but "
            "nothing on the slide gives this sentence a division",
        ),
        ExpectedClaim(
            page=5,
            match="NVIDIA's Jetson AGX Thor posted 1,357.6 ms SingleStream",
            values=(1357.6,),
            benchmark=None,
            round="v6.0",
            result_id="6.0-0111",
            division="open",
            scenario="single_stream",
            absent=F({"OPEN-COMPARED", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="an Open result quoted on its own, compared with nothing (the edge variant's "
            "benchmark ID is not graded)",
        ),
    ),
    non_claims=(NonClaim(page=2, match="March 2027", why="roadmap date"),),
)


W173_RUNTIME_RELEASE = DeckSpec(
    name="w173_runtime_release",
    kind="pdf",
    vendor="Tarn Project",
    workload="unstated",
    slides=(
        Slide(
            title="Tarn 2.0 release notes",
            subtitle="An open-source LLM serving runtime\nMaintainers' community call, 9 October 2025",
        ),
        Slide(
            title="What changed",
            bullets=(
                "Paged KV cache rewritten from scratch; 312 merged pull requests from 57 "
                "contributors.",
                "Apache-2.0 licence, no telemetry, wheels for three CUDA versions.",
            ),
        ),
        Slide(
            title="Where 2.0 lands",
            heading="MLPerf Inference v5.1 · Llama 2 70B (99.9%) · Offline · eight H200 GPUs",
            bullets=("Qwen2.5-72B on the same eight H200s: 29,400 tokens/s with Tarn 2.0.",),
            chart=Chart(
                title="Tokens/s, eight H200 GPUs per system",
                categories=(
                    "Krai with SGLang, Open (5.1-0381)",
                    "Dell XE9680, Closed (5.1-0026)",
                    "Tarn 2.0, our run (unverified)",
                ),
                series=(("Offline tokens/s", (31383.2, 35316.7, 36900.0)),),
                kind="bar",
                left_in=0.6,
                width_in=11.5,
                height_in=3.3,
            ),
        ),
        Slide(
            title="Where we go from here",
            bullets=(
                "Tarn 2.0: the fastest open-source runtime for Llama 2 70B on H200.",
                "2.1 is planned for January 2026 with speculative decoding on by default.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Krai with SGLang, Open",
            values=(31383.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0381",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="an Open bar beside a Closed bar and an unverified one; eight GPUs each",
        ),
        ExpectedClaim(
            page=3,
            match="Dell XE9680, Closed",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING", "UNVERIFIED"}),
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="Tarn 2.0, our run",
            values=(36900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division=None,
            scenario="offline",
            flags=F({"OPEN-COMPARED", "UNVERIFIED"}),
            absent=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING", "DIVISION-MISSING", "NON-MLPERF-MIX"}),
            why="the word unverified without the required statement; " + UNVERIFIED_NO_ID,
        ),
        ExpectedClaim(
            page=3,
            match="Qwen2.5-72B on the same eight H200s: 29,400 tokens/s",
            values=(29400.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_ALL | F({"UNVERIFIED"}),
            why="a model that is no MLPerf benchmark on a slide of MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="the fastest open-source runtime for Llama 2 70B on H200",
            benchmark="llama2-70b",
            round=None,
            flags=F({"RANK-CLAIM"}) | MISSING_ALL,
            why="a rank over the field; nothing on its slide or deck-level labels it",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="9 October 2025", why="date"),
        NonClaim(page=2, match="312 merged pull requests", why="project statistics"),
        NonClaim(page=4, match="January 2026", why="roadmap date"),
    ),
)


W174_DISTRIBUTOR_LINE_CARD = DeckSpec(
    name="w174_distributor_line_card",
    kind="reportlab",
    vendor="Brackwell Components",
    workload="unstated",
    slides=(
        Slide(
            title="Brackwell Components: AI accelerator line card",
            subtitle="Q4 2026, for resellers and system integrators\n"
            "Prices in USD, ex works, before volume discounts",
        ),
        Slide(
            title="Llama 3.1 405B throughput per GPU",
            heading="Worked out from MLPerf Inference v6.0 Closed, Offline results",
            bullets=(
                "Stocked together, the three platforms on this card add up to 22,813 tokens/s "
                "of Llama 3.1 405B capacity.",
            ),
            table=Table(
                header=("Platform (result)", "GPUs", "Tokens/s per GPU"),
                rows=(
                    ("DGX B200 (6.0-0040)", "8", "168.8"),
                    ("DGX B300 (6.0-0073)", "8", "243.9"),
                    ("GB300 NVL72 (6.0-0078)", "72", "271.0"),
                ),
            ),
        ),
        Slide(
            title="Value per dollar",
            heading="Llama 3.1 405B, MLPerf Inference v6.0 Closed, Offline",
            bullets=(
                "At USD 38,500 per B300 GPU, the DGX B300 result (6.0-0073) gives 6.3 tokens/s "
                "for every USD 1,000 of list price.",
                "Three-year TCO per million tokens: USD 0.21 on B300, from the same result.",
                "B200 modules from USD 31,200; allocation lead time 10 weeks.",
            ),
        ),
        Slide(
            title="Also on the line card",
            bullets=(
                "GPT-OSS-120B in MLPerf Inference v5.1: 110,655 tokens/s Server on the Cisco "
                "UCS C880A M8.",
                "DeepSeek-R1, MLPerf Inference v6.0 Closed, Server: 60,413.4 tokens/s on the "
                "Nebius B300 n1 (6.0-0084).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="the three platforms on this card add up to 22,813 tokens/s",
            values=(22813.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="a sum of three separate systems' runs (8, 8 and 72 GPUs); " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=2,
            match="DGX B200 (6.0-0040)",
            values=(168.8,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "SCENARIO-MISSING", "CROSS-SCENARIO"}),
            tolerated=F({"CHIP-COUNT"}),
            why="1,350.24 / 8 GPUs; rows of 8 and 72 GPUs normalised per GPU",
        ),
        ExpectedClaim(
            page=2,
            match="DGX B300 (6.0-0073)",
            values=(243.9,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"ROUND-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="GB300 NVL72 (6.0-0078)",
            values=(271.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CHIP-COUNT"}),
            why="19,511.7 / 72 GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="the DGX B300 result (6.0-0073) gives 6.3 tokens/s",
            values=(6.3,),
            unit=None,
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"COST-PER-ANSWER", "RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="throughput per dollar of list price",
        ),
        ExpectedClaim(
            page=3,
            match="Three-year TCO per million tokens: USD 0.21 on B300",
            values=(0.21,),
            unit=None,
            benchmark="llama3.1-405b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"COST-PER-ANSWER", "RESULT-ID-MISSING"}),
            why="a TCO worked out from the MLPerf result, per token rather than per correct "
            "answer; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=4,
            match="GPT-OSS-120B in MLPerf Inference v5.1: 110,655 tokens/s",
            values=(110655.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            division="unstated",
            scenario="server",
            flags=F({"ROUND-UNKNOWN", "DIVISION-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="GPT-OSS-120B first appeared in v6.0; v5.1 had no such benchmark",
        ),
        ExpectedClaim(
            page=4,
            match="DeepSeek-R1, MLPerf Inference v6.0 Closed, Server: 60,413.4 tokens/s",
            values=(60413.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="server",
            absent=F({"ROUND-UNKNOWN", "NON-MLPERF-MIX", "RESULT-ID-MISSING"}),
            why="a benchmark that was in the round it cites, fully labelled",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="USD 31,200", why="list price"),
        NonClaim(page=3, match="lead time 10 weeks", why="lead time"),
    ),
)


W175_STATISTICS_OFFICE = DeckSpec(
    name="w175_statistics_office",
    kind="pptx",
    vendor="Statistics Valdoria",
    workload="batch",
    deck_flags_absent=F({"INJECTION", "HIDDEN-TEXT"}),
    slides=(
        Slide(
            title="Census 2027 processing: modernisation report",
            subtitle="Statistics Valdoria, methods and infrastructure division\n"
            "Report to the National Statistician, November 2026",
        ),
        Slide(
            title="The coding job",
            bullets=(
                "Free-text answers on occupation and industry are coded in nightly runs across "
                "a 16-week processing season; nothing is answered while a respondent waits.",
                "The coder is Llama 3.1 405B Instruct, unmodified, with our classification "
                "manual in the prompt.",
                "About 4.2 million household returns are expected after census day, 21 March 2027.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Llama 3.1 405B",
            bullets=(
                "Cisco's Offline 1,971.11 tokens/s sits a third above Quanta's Server 1,484.4 "
                "tokens/s, so we shortlisted the Cisco platform.",
                "Averaged over the two shortlisted systems, Offline throughput is 1,962 tokens/s.",
            ),
            table=Table(
                header=("System (result ID)", "GPUs", "Offline tokens/s"),
                rows=(
                    ("Cisco UCS C880A M8 (6.0-0010)", "8x B300", "1,971.11"),
                    ("QuantaGrid D75H-10U (6.0-0089)", "8x B300", "1,953.77"),
                ),
            ),
            notes="Board asked whether Server numbers matter for us. They do not: no one waits.",
        ),
        Slide(
            title="Why the board can rely on it",
            heading="Llama 3.1 405B · MLPerf Inference v6.0 · Closed · Offline",
            bullets=(
                "At 1,971.11 tokens/s (6.0-0010), the coder is fast and accurate enough to "
                "assign occupation codes as well as our trained clerks.",
                "It scores 99% of the reference model's accuracy: an A grade by any standard.",
                "Budget: 2.8 million for hardware, 11 staff retrained as reviewers.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco's Offline 1,971.11 tokens/s sits a third above",
            values=(1971.11, 1484.4),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an Offline result set against another system's Server result; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="Averaged over the two shortlisted systems",
            values=(1962.0,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an average over two systems' results; " + SAME_SLIDE_ID,
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C880A M8 (6.0-0010)",
            values=(1971.11,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="the deck deploys the reference model; nightly coding fits Offline",
        ),
        ExpectedClaim(
            page=3,
            match="QuantaGrid D75H-10U (6.0-0089)",
            values=(1953.77,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0089",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="the coder is fast and accurate enough to assign occupation codes",
            values=(1971.11,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH", "GATE-AS-GRADE"}),
            why="a throughput result offered as evidence the coding is as good as clerks'",
        ),
        ExpectedClaim(
            page=4,
            match="It scores 99% of the reference model's accuracy",
            values=(99.0,),
            benchmark="llama3.1-405b",
            round="v6.0",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the benchmark's pass mark presented as a grade",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="16-week processing season", why="schedule"),
        NonClaim(page=2, match="4.2 million household returns", why="volume"),
        NonClaim(page=4, match="2.8 million for hardware", why="budget"),
        NonClaim(page=4, match="11 staff retrained", why="headcount"),
    ),
)

VOICE_DECKS_11: tuple[DeckSpec, ...] = (
    W161_KEYNOTE_RECAP,
    W162_IP_LICENSING,
    W163_MSP_RENEWAL,
    W164_SPONSORED_ARTICLE,
    W165_GRANT_REPORT,
    W166_COOLING_VENDOR,
    W167_SWITCH_FABRIC,
    W168_SOVEREIGN_CLOUD,
    W169_SEISMIC_PLATFORM,
    W170_EDTECH_TUTOR,
    W171_LIVE_CAPTIONS,
    W172_RAIL_INSPECTION,
    W173_RUNTIME_RELEASE,
    W174_DISTRIBUTOR_LINE_CARD,
    W175_STATISTICS_OFFICE,
)
