"""Decks w331-w345, written blind to the rules by helper h15w20.
(Round seven's fresh part, scored before and after that round's rules; moved to the tune part in round eight.)

Voices: an automotive supplier's in-vehicle AI review, a city council's smart-services business
case, a legal-tech vendor's contract-review webinar, an energy utility's grid-forecasting
procurement note, a cloud provider's launch recap, a benchmark-consulting boutique's whitepaper
slides, a retail chain's store-analytics vendor shoot-out, a mobile operator's network-AI investor
note and a journal-style conference poster. The buyer's workload is often said once, in odd words
(a requirements table, a sidebar, a footnote); several decks describe other customers' uses that
are not the buyer's own, and some state no workload at all.
"""

from __future__ import annotations

from tests.corpus.schema import (
    Chart,
    DeckSpec,
    ExpectedClaim,
    NonClaim,
    Slide,
    Table,
)

F = frozenset

# w331: automotive supplier's in-vehicle perception review; workload only in a requirements table.
W331 = DeckSpec(
    name="w331",
    kind="pptx",
    vendor="Kestrel Mobility Systems",
    workload="edge",
    slides=(
        Slide(
            title="In-vehicle perception compute: supplier review",
            subtitle="Kestrel Mobility Systems · Platform Engineering\nDesign gate DG-3, 14 May 2026",
        ),
        Slide(
            heading="What the cockpit domain controller must do",
            table=Table(
                header=("Requirement", "Target", "Source"),
                rows=(
                    (
                        "Where it runs",
                        "Inside the car, on the domain controller; one camera frame at a time, no cloud link",
                        "SYS-REQ-114",
                    ),
                    ("Frame budget", "33 ms per frame at 30 fps", "SYS-REQ-120"),
                    ("Thermal envelope", "45 W module, passive cooling", "HW-REQ-07"),
                    ("Unit cost at SOP", "below EUR 310 per vehicle", "Purchasing"),
                ),
            ),
            notes="Purchasing wants the short-list frozen before the Munich supplier day.",
        ),
        Slide(
            heading="Evidence from MLPerf Inference (edge and datacenter suites)",
            bullets=(
                "ResNet-50 SingleStream: 0.303 ms per image at the 90th percentile on a two-GPU "
                "RTX 4090 workstation^{1}",
                "The same workstation answers an 8-image MultiStream query in 0.400 ms",
                "RetinaNet Server: 14,356 queries/s on a Cisco UCS C885A M8 with eight H200s^{2}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, edge suite, result 6.0-0035, "
                "retrieved 2 May 2026.",
                "^{2} MLPerf Inference v5.1, Closed division, datacenter suite, result 5.1-0014.",
            ),
        ),
        Slide(
            heading="Kestrel engineering estimate: what it means per chip",
            bullets=(
                "Split across its two GPUs, the v6.0 workstation's Offline ResNet-50 rate works "
                "out to about 43,973 images/s per GPU (87,945.5 / 2)",
                "Bench samples arrive in week 32; 40 evaluation units are on order",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All MLPerf results in this review: Closed division, retrieved from "
                "mlcommons.org on 2 May 2026.",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="ResNet-50 SingleStream: 0.303 ms per image",
            values=(0.303,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="SingleStream fits a controller that handles one frame at a time.",
        ),
        ExpectedClaim(
            page=3,
            match="answers an 8-image MultiStream query in 0.400 ms",
            values=(0.4,),
            unit="ms",
            benchmark=None,
            round=None,
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "ROUND-MISSING"}),
            why="Follow-on keeps only its own sources; the deck-level statement gives Closed. "
            "The round is only in a sibling's footnote and the ID is on the slide for the same "
            "system.",
        ),
        ExpectedClaim(
            page=3,
            match="RetinaNet Server: 14,356 queries/s",
            values=(14356.0, 14355.8),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            why="A datacenter Server figure offered for an in-car, one-frame-at-a-time workload.",
        ),
        ExpectedClaim(
            page=4,
            match="about 43,973 images/s per GPU",
            values=(43973.0, 43972.75),
            unit=None,
            benchmark="resnet",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Per-GPU split of a two-GPU result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="33 ms per frame at 30 fps", why="customer's own latency target"),
        NonClaim(page=2, match="below EUR 310 per vehicle", why="price target"),
        NonClaim(page=2, match="45 W module", why="thermal requirement"),
        NonClaim(page=4, match="40 evaluation units are on order", why="order quantity"),
    ),
)

# w332: city council business case; the buyer's use is said only in a lettered footnote.
W332 = DeckSpec(
    name="w332",
    kind="pdf",
    vendor="Ashcombe City Council",
    workload="interactive",
    slides=(
        Slide(
            title="Smart Services Programme: outline business case",
            subtitle="Ashcombe City Council · Digital Services Board\nPaper DSB-26/41, 9 June 2026",
        ),
        Slide(
            heading="Option B: the residents' assistant^{a}",
            bullets=(
                "Budget envelope GBP 1.4M over three years, capital and revenue",
                "Contact centre today: about 48,000 calls a month, 61% of them repeat questions",
                "Neighbouring Harrowfield Borough runs a similar stack overnight to redact "
                "planning files (12,000 documents a week); that is not our use",
            ),
            footnotes=(
                "^{a} The assistant answers residents live, in a chat window on the council "
                "website and on the 101 phone line, while they wait.",
            ),
        ),
        Slide(
            heading="Hardware evidence: MLPerf Inference v5.1, Closed division, Llama 2 70B",
            table=Table(
                header=("System (result)", "Accelerators", "Scenario", "Tokens/s"),
                rows=(
                    ("Nebius H200 (5.1-0075)", "8", "Offline", "34,812"),
                    ("Nebius GB200 (5.1-0074)", "4", "Offline", "49,684"),
                ),
            ),
            bullets=(
                "The assistant itself will run Llama 3.1 70B, tuned on council bylaws and "
                "service pages",
            ),
        ),
        Slide(
            heading="Cost per resolved enquiry (derived from the v5.1 Closed results above)",
            bullets=(
                "At the Offline rate, one eight-GPU node settles a resident's enquiry for about "
                "GBP 0.0021 in compute",
                "Go-live is planned for April 2027, subject to Cabinet approval",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Nebius H200 (5.1-0075)",
            values=(34812.0, 34812.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="8 vs 4 accelerators side by side; Offline for a live assistant; the council "
            "deploys Llama 3.1 70B, not the reference Llama 2 70B.",
        ),
        ExpectedClaim(
            page=3,
            match="Nebius GB200 (5.1-0074)",
            values=(49684.0, 49683.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0074",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="settles a resident's enquiry for about GBP 0.0021",
            values=(0.0021,),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "RESULT-ID-MISSING",
                    "SCENARIO-MISMATCH",
                    "MODEL-MISMATCH",
                }
            ),
            why="A price per settled (resolved) enquiry worked out from an Offline result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="GBP 1.4M over three years", why="budget"),
        NonClaim(page=2, match="about 48,000 calls a month", why="call volume"),
        NonClaim(page=2, match="12,000 documents a week", why="another council's volume"),
        NonClaim(page=4, match="April 2027", why="date"),
    ),
)

# w333: legal-tech webinar; the buyer's use is said once, in a sidebar group; another firm's
# live-chat use is not the buyer's; the product runs the vendor's own fine-tune.
W333 = DeckSpec(
    name="w333",
    kind="pptx",
    vendor="Clausewise",
    workload="batch",
    slides=(
        Slide(
            title="Clausewise live: faster contract review for M&A teams",
            subtitle="Webinar for law-firm knowledge and IT leads · 18 March 2026",
        ),
        Slide(
            heading="How ClauseLM works",
            bullets=(
                "ClauseLM-70 is our own reviewer model, trained from Llama 2 70B on 2.3 million "
                "annotated clauses",
                "Case study: Marlow & Finch use the chat add-on as a live helpdesk for their "
                "in-house team",
            ),
            group=(
                "How your deal team uses it",
                "Drop the data room in before you leave; the redline pack is waiting at 8 am.",
            ),
            notes="Poll result to read out: 62% of attendees review more than 500 contracts a month.",
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Llama 2 70B Offline: 98,608 tokens/s on a GigaComputing G894-SD1 with eight "
                "B200s (result 5.1-0046)",
                "Llama 2 70B at the 99.9% accuracy tier: proof that ClauseLM flags the clauses "
                "your partners would flag",
            ),
        ),
        Slide(
            heading="What a data room costs",
            bullets=(
                "Priced from that Offline result, ClauseLM reviews a contract correctly for "
                "EUR 0.04 in compute",
                "Seat licence EUR 1,150 per reviewer per year, volume tiers from 25 seats",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Llama 2 70B Offline: 98,608 tokens/s",
            values=(98608.0, 98607.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0046",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Overnight data-room review is batch, so Offline fits; the product runs a "
            "fine-tune, not the reference model.",
        ),
        ExpectedClaim(
            page=3,
            match="at the 99.9% accuracy tier: proof that ClauseLM flags",
            values=(99.9,),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="The pass/fail gate sold as proof of review quality.",
        ),
        ExpectedClaim(
            page=4,
            match="reviews a contract correctly for EUR 0.04",
            values=(0.04,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "MODEL-MISMATCH",
                    "DIVISION-MISSING",
                }
            ),
            why="Price per correctly reviewed contract drawn from the MLPerf result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.3 million annotated clauses", why="training data size"),
        NonClaim(page=2, match="waiting at 8 am", why="time of day"),
        NonClaim(page=4, match="EUR 1,150 per reviewer per year", why="seat price"),
    ),
)

# w334: energy utility's procurement note (reportlab); nightly forecasting said in a
# requirements table; same-size comparison; sums and projections; the utility's own model.
W334 = DeckSpec(
    name="w334",
    kind="reportlab",
    vendor="Northmoor Energy Networks",
    workload="batch",
    slides=(
        Slide(
            title="Grid forecasting compute: procurement note PN-118",
            subtitle="Northmoor Energy Networks · System Operations Analytics\n"
            "For the Capital Investment Committee, 3 February 2026",
        ),
        Slide(
            title="Statement of need",
            table=Table(
                header=("Need", "Detail"),
                rows=(
                    ("Run window", "Day-ahead forecast rebuilt each night, 01:00-04:30"),
                    ("Feeders modelled", "About 21,400 feeders, 15-minute intervals"),
                    ("Budget", "GBP 2.6 million capital, 5-year life"),
                ),
            ),
        ),
        Slide(
            title="MLPerf Inference v4.1 Closed: DLRM v2 Offline",
            bullets=(
                "NVIDIA H200 (8 GPUs, result v4.1-0048): 637,342 samples/s",
                "NVIDIA DGX H100 (8 GPUs, result v4.1-0043): 595,658 samples/s",
                "Our own gradient-boosted load model scores 2.1 million rows/s on the same H200 "
                "node (Northmoor test, January 2026)",
            ),
        ),
        Slide(
            title="Sizing",
            bullets=(
                "Taken together, the two shortlisted boxes give 1,233,000 samples/s on DLRM v2 "
                "Offline (sum of the two v4.1 runs)",
                "A 16-node H200 estate would reach some 10.2 million samples/s on the same "
                "benchmark, by linear scaling",
            ),
            footnote="Sizing figures are Northmoor's arithmetic, not MLPerf results. All MLPerf "
            "figures: MLPerf Inference v4.1, Closed division.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA H200 (8 GPUs, result v4.1-0048): 637,342 samples/s",
            values=(637342.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="Same-size (eight-GPU) systems, same round and scenario; Offline fits a nightly "
            "run.",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX H100 (8 GPUs, result v4.1-0043): 595,658 samples/s",
            values=(595658.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="load model scores 2.1 million rows/s",
            values=(2100000.0, 2.1),
            unit=None,
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
            why="The utility's own model timed beside MLPerf results.",
        ),
        ExpectedClaim(
            page=4,
            match="give 1,233,000 samples/s on DLRM v2",
            values=(1233000.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Sum of two separate runs.",
        ),
        ExpectedClaim(
            page=4,
            match="would reach some 10.2 million samples/s",
            values=(10200000.0, 10.2),
            unit="samples/s",
            benchmark=None,
            round="v4.1",
            division="closed",
            scenario=None,
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "SCENARIO-MISSING", "UNVERIFIED"}),
            why="Projection onto an unmeasured 16-node estate.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="About 21,400 feeders", why="asset count"),
        NonClaim(page=2, match="GBP 2.6 million capital", why="budget"),
        NonClaim(page=2, match="01:00-04:30", why="run window"),
    ),
)

# w335: cloud provider's launch recap; no buyer workload at all; rack vs board across rounds.
W335 = DeckSpec(
    name="w335",
    kind="pdf",
    vendor="Stratocirrus Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Launch recap: Stratocirrus Forge instances",
            subtitle="Day-two keynote highlights · Las Vegas, 2 December 2026",
        ),
        Slide(
            heading="Forge R72: a whole GB300 NVL72 rack as one instance",
            bullets=(
                "Llama 2 70B Offline: 1,126,850 tokens/s in MLPerf Inference v6.0 Closed "
                "(result 6.0-0078)^{*}",
                "That is 36x the 31,303 tokens/s an eight-GPU H200 board posted in v4.1 "
                "(result v4.1-0048)",
                "Customers such as Fennel Games already voice their in-game characters on Forge",
            ),
            footnotes=(
                "^{*} NVIDIA's submission on the rack that Forge R72 is built on; Stratocirrus did "
                "not submit.",
            ),
        ),
        Slide(
            heading="Per-GPU economics",
            bullets=(
                "Spread over its 72 GPUs, the rack's Offline rate is 15,651 tokens/s per GPU",
                "On-demand price USD 312 per instance-hour; 1-year reservations save 38%",
                "The fastest Llama 2 70B rack you can rent in any cloud",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B Offline: 1,126,850 tokens/s",
            values=(1126850.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F(),
            tolerated=F({"CHIP-COUNT", "CROSS-ROUND"}),
            why="The result stands alone; the comparison is the next bullet.",
        ),
        ExpectedClaim(
            page=2,
            match="36x the 31,303 tokens/s an eight-GPU H200 board",
            values=(36.0, 31303.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"CHIP-COUNT", "CROSS-ROUND"}),
            tolerated=F(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING", "ROUND-MISSING"}
            ),
            why="A 72-GPU rack set against an 8-GPU board, across v6.0 and v4.1.",
        ),
        ExpectedClaim(
            page=3,
            match="15,651 tokens/s per GPU",
            values=(15651.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            why="Per-GPU split of the rack result.",
        ),
        ExpectedClaim(
            page=3,
            match="The fastest Llama 2 70B rack you can rent",
            values=(),
            benchmark="llama2-70b",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="A rank claim with no scenario, division or round of its own.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="USD 312 per instance-hour", why="list price"),
        NonClaim(page=3, match="save 38%", why="discount"),
        NonClaim(page=1, match="2 December 2026", why="date"),
    ),
)


# w336: benchmark boutique's whitepaper slides; no buyer workload; Open vs Closed on one box,
# a chip-count chart, a geomean, an unverified rerun and a correctly marked unverified run.
W336 = DeckSpec(
    name="w336",
    kind="pptx",
    vendor="Benchmark Atelier",
    workload="unstated",
    slides=(
        Slide(
            title="Reading MLPerf Inference for LLM buyers",
            subtitle="Benchmark Atelier · Whitepaper companion slides · October 2025",
        ),
        Slide(
            heading="Same box, two rule books",
            bullets=(
                "AMD's Open-division Llama 2 70B entry on a QuantaGrid D74A-7U reached 93,046 "
                "tokens/s Offline (result 5.1-0098), 2.7x the same box's Closed figure of 34,520 "
                "tokens/s (5.1-0002)",
                "Open entries may change the model or its precision, so they say nothing about a "
                "Closed shortlist",
            ),
            notes="Whitepaper list price EUR 2,400; free for members.",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: Llama 2 70B",
            chart=Chart(
                title="Server scenario, tokens/s per system",
                categories=("Cisco UCS C885A M8, 8x H200", "Nebius GB200, 4x GB200"),
                series=(("Tokens/s", (33163.3, 49215.9)),),
                value_axis_title="Tokens/s",
            ),
            footnote="Results 5.1-0014 (Cisco) and 5.1-0074 (Nebius).",
        ),
        Slide(
            heading="Composite and lab figures (Atelier calculations)",
            bullets=(
                "Geometric mean of the HPE ProLiant DL380a Gen12 Offline results across Llama 2 "
                "70B, Llama 3.1 8B and Mixtral 8x7B: 34,253 tokens/s (v5.1 Closed, 5.1-0051)",
                "Our lab's MLPerf-style rerun of the Cisco box, Llama 2 70B Offline: 33,900 "
                "tokens/s",
                "Atelier run, Llama 2 70B Offline, MLPerf Inference v5.1 Closed rules: 33,410 "
                "tokens/s (unverified). Result not verified by MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="reached 93,046 tokens/s Offline",
            values=(93046.0, 93045.8, 2.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0098",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"CHIP-COUNT"}),
            why="An Open result set against a Closed one without saying why it would not "
            "qualify; the same eight-GPU box on both sides.",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8, 8x H200",
            values=(33163.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Eight GPUs charted beside four; the IDs are in an unmarked footnote.",
        ),
        ExpectedClaim(
            page=3,
            match="Nebius GB200, 4x GB200",
            values=(49215.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Geometric mean of the HPE ProLiant DL380a Gen12",
            values=(34253.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            why="A geomean across three benchmarks.",
        ),
        ExpectedClaim(
            page=4,
            match="MLPerf-style rerun of the Cisco box",
            values=(33900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="unstated",
            scenario="offline",
            flags=F({"UNVERIFIED", "DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="The boutique's own run shown as an MLPerf figure without the unverified marking.",
        ),
        ExpectedClaim(
            page=4,
            match="Atelier run, Llama 2 70B Offline",
            values=(33410.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="Marked unverified with the MLCommons statement.",
        ),
    ),
    non_claims=(NonClaim(page=1, match="October 2025", why="date"),),
)

# w337: retail chain's vendor shoot-out (PDF export); edge workload only in a dagger footnote;
# bidders' rows differ in chip count and round; a cost per million images.
W337 = DeckSpec(
    name="w337",
    kind="pdf",
    vendor="Hallbrook Retail Group",
    workload="edge",
    slides=(
        Slide(
            title="Store analytics vendor shoot-out",
            subtitle="Hallbrook Retail Group · Loss Prevention and Store Operations\n"
            "Shortlist review, 22 September 2026",
        ),
        Slide(
            heading="Scope of the tender",
            bullets=(
                "312 stores, 14 cameras per store on average",
                "Shelf-gap and queue detection; where inference runs is set out below^{†}",
                "Quillon's reference customer, a grocer, scores loyalty offers in the cloud each "
                "night; that is not a use we are buying",
            ),
            footnotes=(
                "^{†} Every store keeps its video on a small box in the back office; nothing "
                "leaves the building.",
            ),
        ),
        Slide(
            heading="What the bidders quoted: MLPerf Inference, Closed division, ResNet-50 Offline",
            table=Table(
                header=("Bidder", "System", "Round (result)", "Samples/s"),
                rows=(
                    ("Lumora", "HPE DL380a Gen11, 4x L40S", "v4.1 (v4.1-0033)", "172,857"),
                    (
                        "Quillon",
                        "GATE Overflow workstation, 2x RTX 4090",
                        "v6.0 (6.0-0035)",
                        "87,946",
                    ),
                ),
            ),
        ),
        Slide(
            heading="Hallbrook finance view",
            bullets=(
                "At GBP 18,000 per box over three years, Lumora's ResNet-50 rate prices shelf "
                "analysis at about GBP 0.0011 per million images",
                "Contract award planned for 15 January 2027",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="HPE DL380a Gen11, 4x L40S",
            values=(172857.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0033",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Four GPUs against two, v4.1 against v6.0; Offline fits the in-store box.",
        ),
        ExpectedClaim(
            page=3,
            match="GATE Overflow workstation, 2x RTX 4090",
            values=(87946.0, 87945.5),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="about GBP 0.0011 per million images",
            values=(0.0011,),
            unit=None,
            benchmark="resnet",
            round=None,
            division=None,
            scenario=None,
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="A price per unit of the retailer's own work drawn from a result.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="312 stores, 14 cameras per store", why="estate size"),
        NonClaim(page=4, match="GBP 18,000 per box", why="price"),
        NonClaim(page=4, match="15 January 2027", why="date"),
    ),
)

# w338: mobile operator's investor briefing; the copilot's live use is one row of a programme
# table; cluster vs single node; the operator's own distilled model; yen per resolved ticket.
W338 = DeckSpec(
    name="w338",
    kind="pptx",
    vendor="Veloria Mobile plc",
    workload="interactive",
    slides=(
        Slide(
            title="Network AI: investor briefing",
            subtitle="Veloria Mobile plc · Capital Markets Day · 11 November 2026",
        ),
        Slide(
            heading="Where the new hardware goes",
            table=Table(
                header=("Programme", "How it runs", "Status"),
                rows=(
                    (
                        "Field-engineer copilot (new hardware)",
                        "Answers engineers on site while they talk to it, in the app",
                        "Pilot, 1,900 users",
                    ),
                    ("Churn scoring", "Existing CPU estate, weekly", "Live since 2024"),
                    ("RAN energy saver", "Rules engine, no LLM", "Live"),
                ),
            ),
        ),
        Slide(
            heading="Our silicon partner in MLPerf Inference v6.0 (Closed division)",
            bullets=(
                "An 11-node MI355X cluster served 1,016,380 tokens/s on Llama 2 70B Server "
                "(result 6.0-0001)",
                "That is 10.3x a single eight-GPU BM.GPU.MI355X.8 instance at 98,239 tokens/s "
                "(result 6.0-0086)",
                "Our partner holds the record for Llama 2 70B throughput",
                "The copilot runs TelcoLM-8B, our own model distilled from Llama 3.1 8B",
            ),
        ),
        Slide(
            heading="Unit economics",
            bullets=(
                "Each resolved trouble ticket costs JPY 1.8 in inference compute on the cluster "
                "above",
                "Scaling that cluster to 40 nodes, we model 3.7 million tokens/s for the 2028 "
                "roll-out",
                "Capex guidance unchanged at GBP 3.1bn; EBITDA margin 38.5%",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served 1,016,380 tokens/s on Llama 2 70B Server",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CHIP-COUNT"}),
            why="Server fits a live copilot; the operator deploys its own distilled model.",
        ),
        ExpectedClaim(
            page=3,
            match="10.3x a single eight-GPU BM.GPU.MI355X.8",
            values=(10.3, 98239.0, 98239.1),
            unit=None,
            benchmark=None,
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario=None,
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"SCENARIO-MISSING", "MODEL-MISMATCH"}),
            why="88 GPUs over 11 nodes set against one eight-GPU instance.",
        ),
        ExpectedClaim(
            page=3,
            match="holds the record for Llama 2 70B throughput",
            values=(),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Each resolved trouble ticket costs JPY 1.8",
            values=(1.8,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "MODEL-MISMATCH",
                }
            ),
            why="A price per resolved ticket drawn from the cluster result.",
        ),
        ExpectedClaim(
            page=4,
            match="we model 3.7 million tokens/s",
            values=(3700000.0, 3.7),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"DERIVED-METRIC"}),
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
            why="Projection of the 11-node result onto 40 nodes.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="Pilot, 1,900 users", why="user count"),
        NonClaim(page=4, match="GBP 3.1bn", why="capex"),
        NonClaim(page=4, match="EBITDA margin 38.5%", why="financial"),
    ),
)

# w339: journal-style poster (reportlab); no workload; per rated watt across rounds and sizes.
W339 = DeckSpec(
    name="w339",
    kind="reportlab",
    vendor="Institute for Compute Metrology",
    workload="unstated",
    slides=(
        Slide(
            title="Energy-normalised LLM inference across MLPerf rounds",
            subtitle="Poster P-217 · Workshop on ML Systems Measurement 2026\n"
            "D. Okafor, L. Brandt, Institute for Compute Metrology",
        ),
        Slide(
            title="Methodology",
            bullets=(
                "We take Llama 2 70B results from MLPerf Inference v4.1 and v6.0, Closed "
                "division, and divide them by rated board power, since most entries carry no "
                "power measurement.",
                "Rated power assumed: 700 W per H200 and 1,400 W per GB300.",
            ),
        ),
        Slide(
            title="Results",
            bullets=(
                "GB300 NVL72 (72 GPUs), Interactive scenario, v6.0: 814,128 tokens/s (result "
                "6.0-0078)",
                "H200 board (8 GPUs), Server scenario, v4.1: 29,228 tokens/s (result v4.1-0048)",
                "Per rated watt the rack gives 8.08 tokens/s/W against 5.22 for the H200 board, "
                "a 55% gain",
            ),
        ),
        Slide(
            title="Limitations",
            bullets=(
                "Rated power is not measured power; none of these figures is an MLPerf Power "
                "result.",
                "Poster session Thursday 14:00-15:30, board 17.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Interactive scenario, v6.0: 814,128 tokens/s",
            values=(814128.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="interactive",
            flags=F(),
            tolerated=F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
            why="Listed beside the H200 row; the comparison itself is the third bullet.",
        ),
        ExpectedClaim(
            page=3,
            match="Server scenario, v4.1: 29,228 tokens/s",
            values=(29228.0, 29228.2),
            unit="tokens/s",
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="the rack gives 8.08 tokens/s/W against 5.22",
            values=(8.08, 5.22, 55.0),
            unit=None,
            benchmark=None,
            round=None,
            division="closed",
            scenario=None,
            flags=F({"DERIVED-METRIC", "CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
            tolerated=F({"SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            why="Perf per rated watt, a 72-GPU rack against an 8-GPU board, Interactive v6.0 "
            "against Server v4.1.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="700 W per H200", why="rated power assumption"),
        NonClaim(page=4, match="Thursday 14:00-15:30, board 17", why="schedule"),
    ),
)


# w340: automotive supplier's in-cabin assistant review (PDF export); edge workload only in a
# double-dagger footnote; an Open edge result alone, then set against a Closed datacenter server.
W340 = DeckSpec(
    name="w340",
    kind="pdf",
    vendor="Aurelis Automotive",
    workload="edge",
    slides=(
        Slide(
            title="In-cabin voice assistant: compute review",
            subtitle="Aurelis Automotive · Cockpit Electronics\nTechnical review board, 7 July 2026",
        ),
        Slide(
            heading="The assistant^{‡}",
            bullets=(
                "Runs the same Llama 3.1 8B Instruct model the MLPerf summarisation benchmark uses",
                "Target: first spoken word within 1.5 s of the driver finishing a question",
                "Programme volume 410,000 vehicles a year from SOP in 2028",
            ),
            footnotes=(
                "^{‡} Everything runs in the head unit itself and keeps working in tunnels and "
                "car parks with no signal.",
            ),
        ),
        Slide(
            heading="What the published numbers say",
            bullets=(
                "Jetson AGX Thor, Llama 3.1 8B edge benchmark, Offline: 350.6 tokens/s in the "
                "Open division of MLPerf Inference v6.0 (result 6.0-0111)",
                "That is about 0.25% of the 142,136 tokens/s an eight-GPU B200 server posted on "
                "Llama 3.1 8B Offline in the v5.1 Closed division (result 5.1-0046)",
                "Aurelis bench test on the production head unit: time to first word 0.92 s "
                "(unverified). Result not verified by MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Offline: 350.6 tokens/s in the Open division",
            values=(350.6, 350.605),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            result_id="6.0-0111",
            division="open",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"OPEN-COMPARED", "CHIP-COUNT", "CROSS-ROUND"}),
            why="An Open result stated with its division; Offline fits an in-car unit; the "
            "assistant runs the reference model. The comparison is the next bullet.",
        ),
        ExpectedClaim(
            page=3,
            match="about 0.25% of the 142,136 tokens/s an eight-GPU B200 server",
            values=(0.25, 142136.0),
            unit=None,
            benchmark=None,
            round=None,
            result_id="5.1-0046",
            division=None,
            scenario="offline",
            flags=F({"OPEN-COMPARED", "CHIP-COUNT", "CROSS-ROUND"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            why="A one-module Open v6.0 figure set against an eight-GPU Closed v5.1 server.",
        ),
        ExpectedClaim(
            page=3,
            match="time to first word 0.92 s",
            values=(0.92,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F(),
            absent=F({"UNVERIFIED"}),
            tolerated=F(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}
            ),
            why="The supplier's own measurement, marked unverified with the MLCommons statement.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="first spoken word within 1.5 s", why="customer's own target"),
        NonClaim(page=2, match="410,000 vehicles a year", why="volume"),
    ),
)

# w341: cloud provider's launch recap for a hosted reasoning API; the buyer's use is a sidebar;
# the deployed model is the reference one; Offline beside a live API; a round that never existed.
W341 = DeckSpec(
    name="w341",
    kind="pptx",
    vendor="Halcyon Compute Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Halcyon Reason: what we launched this week",
            subtitle="Partner recap · 4 December 2026",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: the rack behind Halcyon Reason",
            bullets=(
                "DeepSeek-R1 Server: 400,437 tokens/s on a GB300 NVL72 rack (result 6.0-0078)",
                "The same rack, run Offline, reaches 647,076 tokens/s",
            ),
            group=(
                "For your developers",
                "Halcyon Reason is a pay-as-you-go API: your app sends a prompt and streams the "
                "reasoning model's reply back to the user as it is written. It serves DeepSeek-R1 "
                "unmodified.",
            ),
        ),
        Slide(
            heading="Pricing",
            bullets=(
                "USD 0.85 per million output tokens, USD 0.20 per million input tokens",
                "At the Server rate, a rack-hour works out to USD 0.21 per million tokens of "
                "compute",
            ),
        ),
        Slide(
            heading="Coming next",
            bullets=(
                "Preview: our R2 node reached 52,000 tokens/s on DeepSeek-R1 in MLPerf Inference "
                "v5.5",
                "General availability in EU regions from March 2027",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="DeepSeek-R1 Server: 400,437 tokens/s",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Server fits a streaming API; the API serves the reference model.",
        ),
        ExpectedClaim(
            page=2,
            match="The same rack, run Offline, reaches 647,076 tokens/s",
            values=(647076.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="An Offline figure offered for a live streaming API.",
        ),
        ExpectedClaim(
            page=3,
            match="works out to USD 0.21 per million tokens",
            values=(0.21,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F(
                {"COST-PER-ANSWER", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}
            ),
            why="A price per token worked out from the Server result.",
        ),
        ExpectedClaim(
            page=4,
            match="our R2 node reached 52,000 tokens/s",
            values=(52000.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"ROUND-UNKNOWN", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            tolerated=F({"UNVERIFIED", "RESULT-ID-MISSING", "NON-MLPERF-MIX"}),
            why="There is no v5.5 round.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="USD 0.85 per million output tokens", why="list price"),
        NonClaim(page=4, match="March 2027", why="date"),
    ),
)

# w342: benchmark boutique's digest (reportlab); two vendors in one "while" sentence of the same
# size, round and scenario; a gate stated as a gate; a throughput sold as answer quality.
W342 = DeckSpec(
    name="w342",
    kind="reportlab",
    vendor="Benchmark Atelier",
    workload="unstated",
    slides=(
        Slide(
            title="Atelier Digest No. 14: eight-GPU LLM servers",
            subtitle="For subscribers · Benchmark Atelier · September 2024",
        ),
        Slide(
            title="MLPerf Inference v4.1, Closed: Llama 2 70B Server",
            bullets=(
                "NVIDIA's DGX H100 posted 21,606 tokens/s (v4.1-0043), while AMD's MI300X "
                "system reached 21,028 tokens/s (v4.1-0002)",
                "Both entries clear the benchmark's 99.9% accuracy target, the pass mark every "
                "Closed result must meet",
                "NVIDIA's H200 Server result of 29,228 tokens/s (v4.1-0048) is why its answers are "
                "the ones your analysts can rely on",
            ),
        ),
        Slide(
            title="Subscriber notes",
            bullets=(
                "Digest subscription EUR 690 a year; 1,240 subscribers in 31 countries",
                "Next issue: 20 October 2024",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="DGX H100 posted 21,606 tokens/s",
            values=(21606.0, 21605.8),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
            why="Two eight-GPU systems, same round, scenario and division.",
        ),
        ExpectedClaim(
            page=2,
            match="MI300X system reached 21,028 tokens/s",
            values=(21028.0, 21028.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=2,
            match="Both entries clear the benchmark's 99.9% accuracy target",
            values=(99.9,),
            unit=None,
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="The gate named as the pass mark, not sold as answer quality.",
        ),
        ExpectedClaim(
            page=2,
            match="result of 29,228 tokens/s",
            values=(29228.0, 29228.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            why="A throughput sold as the reason answers can be relied on.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="EUR 690 a year", why="price"),
        NonClaim(page=3, match="1,240 subscribers in 31 countries", why="audience"),
    ),
)


# w343: utility control-room assistant options paper; the live use is said only in the speaker
# notes; the reference model deployed as published; per GPU and per euro of lease.
W343 = DeckSpec(
    name="w343",
    kind="pptx",
    vendor="Westmarch Power Distribution",
    workload="interactive",
    slides=(
        Slide(
            title="Control-room AI assistant: hardware options",
            subtitle="Westmarch Power Distribution · OT Architecture\n"
            "Options paper OA-09, 14 October 2024",
        ),
        Slide(
            heading="Candidate platform: NVIDIA H200 in MLPerf Inference v4.1 (Closed division, "
            "result v4.1-0048)",
            bullets=(
                "Mixtral 8x7B: 57,177 tokens/s in the Server scenario and 59,022 tokens/s Offline",
                "We would deploy Mixtral 8x7B exactly as published, with no fine-tuning",
                "Divided across the board's eight GPUs, that Server figure is 7,147 tokens/s per "
                "GPU",
            ),
            notes="Say this out loud: operators will type questions to it during storm incidents "
            "and expect the answer while they are still on the call.",
        ),
        Slide(
            heading="Value for money (Westmarch estimate)",
            bullets=(
                "1.9 tokens/s of Mixtral Server throughput per euro of monthly lease",
                "Lease quote: EUR 30,000 a month, 36-month term",
                "Storm-season peak: 2,300 operator questions an hour",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B: 57,177 tokens/s in the Server scenario",
            values=(57177.0, 57177.2, 59022.0),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario=None,
            flags=F(),
            absent=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="One system's two scenarios in one bullet; the Offline half does not fit a live "
            "assistant but the Server half does.",
        ),
        ExpectedClaim(
            page=2,
            match="7,147 tokens/s per GPU",
            values=(7147.0,),
            unit="tokens/s",
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="1.9 tokens/s of Mixtral Server throughput per euro",
            values=(1.9,),
            unit=None,
            benchmark="mixtral-8x7b",
            round=None,
            division=None,
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F(
                {"DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING", "COST-PER-ANSWER"}
            ),
            why="Throughput per euro of lease.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="EUR 30,000 a month, 36-month term", why="lease price"),
        NonClaim(page=3, match="2,300 operator questions an hour", why="demand"),
    ),
)

# w344: legal-tech webinar (PDF export); a non-MLPerf model row in an MLPerf table; the product
# runs a fine-tune; the live chat use is in a sidebar; francs per correct answer.
W344 = DeckSpec(
    name="w344",
    kind="pdf",
    vendor="Lexora AG",
    workload="interactive",
    slides=(
        Slide(
            title="Ask Lexora: the research assistant for in-house counsel",
            subtitle="Lexora AG · Webinar slides · Zurich, 5 November 2025",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, Server scenario",
            table=Table(
                header=("Model", "System", "Tokens/s", "Result"),
                rows=(
                    ("Llama 2 70B", "HPE DL380a Gen12, 8x RTX Pro 6000", "26,006", "5.1-0051"),
                    ("Mixtral 8x7B", "HPE DL380a Gen12, 8x RTX Pro 6000", "30,134", "5.1-0051"),
                    (
                        "Gemma 3 27B (Lexora test)",
                        "HPE DL380a Gen12, 8x RTX Pro 6000",
                        "41,200",
                        "n/a",
                    ),
                ),
            ),
            group=(
                "How counsel use it",
                "Ask about a clause in the chat and Lexora answers while you wait. Under the hood "
                "is Lexora-G, our fine-tune of Gemma 3 27B.",
            ),
        ),
        Slide(
            heading="What an answer costs",
            bullets=(
                "From the Llama 2 70B Server row, Lexora answers a legal question correctly for "
                "CHF 0.003 in compute",
                "Licence CHF 95 per user per month, billed annually",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="26,006",
            values=(26006.0, 26005.9),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="Lexora runs a Gemma fine-tune, not the reference model.",
        ),
        ExpectedClaim(
            page=2,
            match="30,134",
            values=(30134.0, 30134.3),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=2,
            match="Gemma 3 27B (Lexora test)",
            values=(41200.0,),
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
                    "MODEL-MISMATCH",
                }
            ),
            why="A model that is no MLPerf benchmark, in an MLPerf table.",
        ),
        ExpectedClaim(
            page=3,
            match="answers a legal question correctly for CHF 0.003",
            values=(0.003,),
            unit=None,
            benchmark="llama2-70b",
            round=None,
            division=None,
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F(
                {
                    "DERIVED-METRIC",
                    "QUALITY-BUCKET",
                    "MODEL-MISMATCH",
                    "DIVISION-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="A price per correct answer drawn from an MLPerf row.",
        ),
    ),
    non_claims=(NonClaim(page=3, match="CHF 95 per user per month", why="licence price"),),
)

# w345: city council traffic-camera business case; edge use in a requirements table; another
# team's overnight data-centre job is not the buyer's; counts in words; same-size across rounds.
W345 = DeckSpec(
    name="w345",
    kind="pptx",
    vendor="Brackenford City Council",
    workload="edge",
    slides=(
        Slide(
            title="Junction safety cameras: business case",
            subtitle="Brackenford City Council · Highways and Smart Places\n"
            "Cabinet report, 3 March 2026",
        ),
        Slide(
            heading="Requirements",
            table=Table(
                header=("Ref", "Requirement"),
                rows=(
                    ("R1", "Analyse video inside each junction cabinet; footage never leaves it"),
                    ("R2", "Flag a near-miss within 2 seconds"),
                    ("R3", "140 junctions in phase one"),
                ),
            ),
            bullets=(
                "The parking team's overnight number-plate reconciliation runs in the council "
                "data centre; it is a separate project",
            ),
        ),
        Slide(
            heading="Detection hardware: MLPerf Inference v4.1, Closed division, RetinaNet Offline",
            bullets=(
                "The eight-GPU H200 server processes 4.4x the images of the four-card L40S box "
                "(14,439 against 3,273 samples/s; results v4.1-0048 and v4.1-0033)",
                "Card for card, that is 1,805 samples/s per H200 against 818 per L40S",
                "Cisco's eight-GPU UCS C885A M8 later reached 14,923 samples/s in v5.1 (result "
                "5.1-0014), against the H200 server's 14,439 in v4.1",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="processes 4.4x the images of the four-card L40S box",
            values=(4.4, 14439.0, 3273.0),
            unit=None,
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "CROSS-ROUND"}),
            why="Eight GPUs against four cards in words; Offline fits the cabinet.",
        ),
        ExpectedClaim(
            page=3,
            match="1,805 samples/s per H200 against 818 per L40S",
            values=(1805.0, 818.0),
            unit="samples/s",
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="Per-card split of two results.",
        ),
        ExpectedClaim(
            page=3,
            match="later reached 14,923 samples/s in v5.1",
            values=(14923.0, 14923.3, 14439.0),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT"}),
            why="Eight GPUs on both sides, but v5.1 against v4.1.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="Flag a near-miss within 2 seconds", why="customer target"),
        NonClaim(page=2, match="140 junctions in phase one", why="estate size"),
    ),
)


VOICE_DECKS_20: tuple[DeckSpec, ...] = (
    W331,
    W332,
    W333,
    W334,
    W335,
    W336,
    W337,
    W338,
    W339,
    W340,
    W341,
    W342,
    W343,
    W344,
    W345,
)
