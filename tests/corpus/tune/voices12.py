"""Decks w181-w194, written blind to the rules by helper h15w12.
(Round five's fresh part, scored before and after that round's rules; moved to the tune part in round six.)

Voices: a procurement panel's own evaluation summary quoting three bidders, an integrator's
"myths vs facts" enablement deck, a regional telco's GPU-cloud launch, a defence-adjacent imaging
contractor's capability statement, a hospital group tender answer for kidney CT segmentation, a
logistics firm's route-planning AI board paper, a market-research firm's benchmark digest
newsletter, an OEM's "why we won" sales kickoff, a venture fund's portfolio update, a sovereign
wealth fund's AI infrastructure memo, a court-transcription spin-out's investor update, a
component distributor's line card, a mining-autonomy supplier's on-truck proposal and a public
broadcaster's live-subtitling strategy paper.

Figures presented as published results are real MLPerf Inference results (submitter, system,
round, benchmark, scenario and result ID as MLCommons published them); every vendor, product and
customer name besides the submitters is invented.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

_MISSING_ID = "RESULT-ID-MISSING"


def _c(
    page: int,
    match: str,
    values: tuple[float, ...] = (),
    *,
    unit: str | None = None,
    benchmark: str | None = None,
    round: str | None = None,
    result_id: str | None = None,
    division: str | None = "unstated",
    scenario: str | None = "unstated",
    bucket: str | None = "operational",
    flags: tuple[str, ...] = (),
    absent: tuple[str, ...] = (),
    tolerated: tuple[str, ...] = (),
    why: str = "",
) -> ExpectedClaim:
    """An expected claim with its codes given as tuples."""
    return ExpectedClaim(
        page=page,
        match=match,
        values=values,
        unit=unit,
        benchmark=benchmark,
        round=round,
        result_id=result_id,
        division=division,
        scenario=scenario,
        bucket=bucket,
        flags=frozenset(flags),
        absent=frozenset(absent),
        tolerated=frozenset(tolerated),
        why=why,
    )


def _n(page: int, match: str, why: str) -> NonClaim:
    return NonClaim(page=page, match=match, why=why)


# --- w181: a procurement panel's own evaluation summary quoting three bidders ------------------

_W181 = DeckSpec(
    name="w181_panel_evaluation_three_bidders",
    kind="pptx",
    vendor="Northmoor County Council evaluation panel",
    workload="interactive",
    slides=(
        Slide(
            title="Lot 2 evaluation summary: hosting for the Citizen Assistant",
            subtitle=(
                "Evaluation panel report to the Digital Services Committee\n"
                "Tender NCC-2026-114 · panel sessions on 3 and 10 November 2026"
            ),
        ),
        Slide(
            title="What the council is buying",
            bullets=(
                "The Citizen Assistant is the chat service residents use to ask about council "
                "tax, bin days and benefits; replies must start within 2 seconds at peak.",
                "Peak load last winter: 1,150 conversations open at once.",
                "Budget ceiling: £1.9m over three years, support included.",
                "Bidder B's response also describes the overnight batch summarisation it runs "
                "for a building society; that work is outside this lot.",
            ),
        ),
        Slide(
            heading="Bidder figures as submitted — MLPerf Inference v5.1, Closed division",
            table=Table(
                header=(
                    "Bidder",
                    "System quoted",
                    "Accelerators",
                    "Llama 2 70B, Server (tokens/s)",
                    "Result ID",
                ),
                rows=(
                    ("Bidder A", "Cisco UCS C885A M8", "8 × H200", "33,163.3", "5.1-0014"),
                    ("Bidder B", "Cisco HPF HGX System", "32 × H100", "122,274", "5.1-0016"),
                    ("Bidder C", "Dell PowerEdge XE9680L", "8 × B200", "99,139.2", "5.1-0024"),
                ),
            ),
            footnotes=(
                "Copied from each bid's results annex; the panel checked every row against the "
                "MLCommons results tables on 12 November 2026.",
            ),
        ),
        Slide(
            title="Panel observations on the performance evidence",
            heading="Llama 2 70B figures from MLPerf Inference v5.1, Closed division",
            bullets=(
                "Spread over its 32 accelerators, Bidder B's Server figure comes to roughly "
                "3,821 tokens/s per accelerator, on the panel's own arithmetic.",
                "Like for like, Bidders A and C both quote eight-GPU boards in the Server "
                "scenario, and C's figure is 3.0 times A's.",
                "Bidder C's executive summary instead leads with 101,253 tokens/s, its Offline "
                "result on the same system.",
            ),
        ),
        Slide(
            title="Statements in the bids the panel does not accept",
            heading="As quoted from the bids (MLPerf Inference v5.1, Closed division)",
            bullets=(
                "Bidder A: “clearing the 99.9% accuracy target of Llama 2 70B means "
                "near-perfect answers for residents.”",
                "Bidder B: “the number one inference platform in the industry.”",
                "Bidder C: “99,139 tokens/s on Llama 2 70B is proof that residents get the "
                "right answer first time.”",
                "Clarification responses were due on 17 November 2026.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Weighted scores out of 100: Bidder C 78, Bidder A 71, Bidder B 64.",
                "Bidder C ranked first on the panel's weighted score and is recommended for "
                "award, subject to a 30-day load test.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "Cisco UCS C885A M8",
            (33163.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "CROSS-ROUND", "DIVISION-MISSING", "ROUND-MISSING"),
            why="an 8-GPU row tabulated beside a 32-GPU row; labels from heading and header",
        ),
        _c(
            3,
            "Cisco HPF HGX System",
            (122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISSING",),
        ),
        _c(
            3,
            "Dell PowerEdge XE9680L",
            (99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("CROSS-SCENARIO",),
        ),
        _c(
            4,
            "3,821 tokens/s per accelerator",
            (3821.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="per-accelerator split of a 32-GPU result, basis stated; the ID is on slide 3",
        ),
        _c(
            4,
            "C's figure is 3.0 times A's",
            (3.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=(_MISSING_ID,),
            absent=("CHIP-COUNT", "CROSS-SCENARIO", "CROSS-ROUND"),
            why="same size, same scenario, same round: a fair comparison",
        ),
        _c(
            4,
            "leads with 101,253 tokens/s",
            (101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH", _MISSING_ID),
            why="follow-on on 'the same system': Offline headline for a resident chat service",
        ),
        _c(
            5,
            "near-perfect answers for residents",
            (99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=("GATE-AS-GRADE",),
            tolerated=("QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="the pass/fail accuracy target sold as answer quality",
        ),
        _c(
            5,
            "the number one inference platform in the industry",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=("RANK-CLAIM", "SCENARIO-MISSING", _MISSING_ID),
            why="industry-wide rank in a bidder quote; heading gives round and division only",
        ),
        _c(
            5,
            "is proof that residents get the",
            (99139.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=("QUALITY-BUCKET", "SCENARIO-MISSING", _MISSING_ID),
            why="a throughput figure sold as answer correctness",
        ),
    ),
    non_claims=(
        _n(1, "Tender NCC-2026-114", "tender reference"),
        _n(2, "replies must start within 2 seconds", "the council's own latency target"),
        _n(2, "1,150 conversations open at once", "customer load"),
        _n(2, "£1.9m over three years", "budget"),
        _n(5, "due on 17 November 2026", "date"),
        _n(6, "Bidder C 78, Bidder A 71, Bidder B 64", "tender scores, not benchmark results"),
        _n(6, "ranked first on the panel's weighted score", "tender ranking, not an MLPerf rank"),
        _n(6, "30-day load test", "contract condition"),
    ),
)


# --- w182: an integrator's "myths vs facts" enablement deck (PDF export) ------------------------

_W182 = DeckSpec(
    name="w182_myths_vs_facts_integrator",
    kind="pdf",
    vendor="Tallis Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Inference myths, and what the results actually say",
            subtitle=(
                "Tallis Systems field enablement for customer conversations\n"
                "Use with buyers sizing a support copilot · December 2026"
            ),
        ),
        Slide(
            title="Myth 1: “Last year's H100 boxes are still good enough”",
            bullets=(
                "Fact: the B200 board serves up to 4.6x the Llama 2 70B tokens per second of "
                "the H100 board it replaces.^{1}",
                "Tallis trade-in credit: up to $38,000 per H100 chassis until 31 March 2027.",
            ),
            footnotes=(
                "^{1} 99,139.2 tokens/s, Dell PowerEdge XE9680L (8x B200), MLPerf Inference v5.1 "
                "Closed, Server, result 5.1-0024; 21,605.8 tokens/s, NVIDIA DGX H100 (8x H100), "
                "MLPerf Inference v4.1 Closed, Server, result v4.1-0043.",
            ),
        ),
        Slide(
            title="Myth 2: “All 8-GPU servers perform alike”",
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B · Interactive scenario",
            table=Table(
                header=("System (8 accelerators each)", "Tokens/s", "Result"),
                rows=(
                    ("Oracle BM.GPU.MI355X.8", "72,116.7", "6.0-0086"),
                    ("Dell PowerEdge XE9780L (B300)", "70,724.3", "6.0-0024"),
                    ("Dell PowerEdge XE7740 (H200 NVL)", "16,343.8", "6.0-0021"),
                ),
            ),
            footnotes=("Fact: a fourfold spread inside one class of server.",),
        ),
        Slide(
            title="Myth 3: “Open-division runs tell you nothing”",
            heading="MLPerf Inference v6.0, Llama 2 70B, Server scenario",
            bullets=(
                "Our software partner's Open-division tuning of an eight-H200 HPE Cray XD670 "
                "reached 24,821.6 tokens/s (6.0-0109) versus 29,084.9 tokens/s for Dell's "
                "Closed XE7740 (6.0-0021).",
                "Partner tuning engagements start at $14,500 per model.",
            ),
        ),
        Slide(
            title="Myth 4: “Lab numbers are as good as MLPerf”",
            heading="Tallis T8 on the MLPerf Inference v6.0 Llama 2 70B benchmark",
            bullets=(
                "In our Reading lab the Tallis T8 with eight H200s sustained 36,900 tokens/s "
                "on Llama 2 70B in the Server scenario.",
                "Unverified: 17,100 tokens/s, Tallis T8, Llama 2 70B Interactive, run to Closed "
                "division rules. Result not verified by MLCommons Association.",
                "The T9 follow-on (2027) doubles memory per GPU.",
            ),
        ),
    ),
    claims=(
        _c(
            2,
            "serves up to 4.6x the Llama 2 70B tokens per second",
            (4.6,),
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="rounds v5.1 and v4.1 named only in the footnote; both 8-GPU Server results",
        ),
        _c(
            3,
            "Oracle BM.GPU.MI355X.8",
            (72116.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="interactive",
            absent=("CHIP-COUNT", "CROSS-ROUND", "SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            why="same size, round and scenario: a fair table",
        ),
        _c(
            3,
            "Dell PowerEdge XE9780L (B300)",
            (70724.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="interactive",
            absent=("CHIP-COUNT", "SCENARIO-MISSING"),
        ),
        _c(
            3,
            "Dell PowerEdge XE7740 (H200 NVL)",
            (16343.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="interactive",
            absent=("CHIP-COUNT", "DIVISION-MISSING"),
        ),
        _c(
            4,
            "reached 24,821.6 tokens/s",
            (24821.6, 29084.9),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0109",
            division="open",
            scenario="server",
            flags=("OPEN-COMPARED",),
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="an Open result set against a Closed one; the sentence's subject is Open",
        ),
        _c(
            5,
            "sustained 36,900 tokens/s",
            (36900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=("UNVERIFIED", "DIVISION-MISSING"),
            tolerated=("RESULT-ID-MISSING",),
            why="own lab figure under an MLPerf heading, no unverified wording",
        ),
        _c(
            5,
            "Unverified: 17,100 tokens/s",
            (17100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            absent=("UNVERIFIED", "SCENARIO-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="carries the word and the statement: clean",
        ),
    ),
    non_claims=(
        _n(2, "up to $38,000 per H100 chassis", "trade-in price"),
        _n(3, "a fourfold spread inside one class of server", "commentary, no figure of its own"),
        _n(4, "$14,500 per model", "service price"),
        _n(5, "The T9 follow-on (2027) doubles memory", "roadmap"),
    ),
)


# --- w183: a regional telco's GPU-cloud launch -------------------------------------------------

_W183 = DeckSpec(
    name="w183_regional_telco_gpu_cloud_launch",
    kind="pptx",
    vendor="Alderwave Telecom",
    workload="interactive",
    slides=(
        Slide(
            title="Alderwave GPU Cloud is live",
            subtitle=(
                "Launch briefing for enterprise customers\n"
                "Frankfurt-Nord and Vienna regions · 1 December 2026"
            ),
        ),
        Slide(
            title="What you get from day one",
            bullets=(
                "An OpenAI-compatible endpoint for your chat assistants and customer agents, "
                "billed per token.",
                "Launch price: €0.42 per million output tokens for 70B-class models.",
                "Two regions, 99.95% monthly availability.",
            ),
        ),
        Slide(
            heading="One rack or one board: both are in our Vienna hall",
            chart=Chart(
                title="MLPerf Inference v6.0 Closed · Llama 2 70B · Server tokens/s",
                categories=("GB300 NVL72 rack (72 GPUs)", "DGX B300 board (8 GPUs)"),
                series=(("Server tokens/s", (868278.0, 107318.0)),),
                value_axis_title="tokens/s",
                kind="bar",
            ),
            footnotes=(
                "Results 6.0-0078 (NVIDIA GB300 NVL72) and 6.0-0073 (NVIDIA DGX B300), "
                "retrieved from mlcommons.org on 20 November 2026.",
            ),
        ),
        Slide(
            title="Per GPU, the rack holds its own",
            heading="Llama 2 70B, Server, MLPerf Inference v6.0 Closed: our per-GPU view",
            bullets=(
                "Normalised to a single GPU, the NVL72 rack still delivers 12,059 tokens/s, "
                "within 11% of the board.",
                "A pod of four racks would serve about 3.5 million tokens/s.",
                "Vienna hall capacity: 14 racks by June 2027.",
            ),
        ),
        Slide(
            title="What a good answer costs",
            bullets=(
                "At launch prices that is 0.06 euro cents per correct answer, based on the "
                "Server result above.^{1}",
                "Committed-use discount: 18% on 12-month terms.",
                "Reserved capacity from €2.10 per GPU-hour.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0 Closed, Llama 2 70B, Server scenario, result "
                "6.0-0078; the benchmark's 99% accuracy target.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association in the "
                "United States and other countries.",
                "Prices exclude VAT and are valid until 28 February 2027.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "GB300 NVL72 rack",
            (868278.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=("RESULT-ID-MISSING",),
            why="72-GPU rack charted beside an 8-GPU board; chart title gives the labels",
        ),
        _c(
            3,
            "DGX B300 board",
            (107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=("RESULT-ID-MISSING",),
        ),
        _c(
            4,
            "the NVL72 rack still delivers 12,059 tokens/s",
            (12059.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="'normalised to a single GPU': a per-accelerator figure",
        ),
        _c(
            4,
            "about 3.5 million tokens/s",
            (3.5, 3500000.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("RESULT-ID-MISSING", "UNVERIFIED"),
            why="a projection to four racks from one rack's result",
        ),
        _c(
            5,
            "0.06 euro cents per correct answer",
            (0.06,),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=("COST-PER-ANSWER",),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="cost per correct answer drawn from a Server throughput result, in euro cents",
        ),
    ),
    non_claims=(
        _n(2, "€0.42 per million output tokens", "price per token on a pricing slide"),
        _n(2, "99.95% monthly availability", "uptime"),
        _n(4, "14 racks by June 2027", "roadmap capacity"),
        _n(5, "18% on 12-month terms", "discount"),
        _n(5, "€2.10 per GPU-hour", "price"),
        _n(6, "valid until 28 February 2027", "date"),
    ),
)


# --- w184: a defence-adjacent imaging contractor (reportlab PDF) --------------------------------

_W184 = DeckSpec(
    name="w184_patrol_sensor_pod_capability",
    kind="reportlab",
    vendor="Harrowgate Vision Systems",
    workload="edge",
    slides=(
        Slide(
            title="Harrowgate ISR-4 sensor pod: processing performance",
            heading="Capability statement, Land Systems framework lot 7",
            bullets=(
                "Each ISR-4 pod processes its own camera feeds on board the patrol vehicle; no "
                "frame is sent back to a data centre.",
                "Pod mass 11.2 kg; operating range -32 °C to +55 °C.",
                "Every pod runs HarrowNet-D, our own detector trained on 2.1 million annotated "
                "thermal frames.",
            ),
        ),
        Slide(
            title="Detection latency on the MLPerf edge suite",
            heading="MLPerf Inference v4.1, Closed division, edge category",
            table=Table(
                header=("Module (as submitted)", "Benchmark", "Scenario", "ms", "Result"),
                rows=(
                    ("Dell XR8620t (1x L4)", "RetinaNet", "SingleStream", "4.83", "v4.1-0023"),
                    ("Dell XR8620t (1x L4)", "RetinaNet", "MultiStream", "42.02", "v4.1-0023"),
                    ("ISR-4 pod, HarrowNet-D", "HarrowNet-D", "SingleStream", "38.0", "internal"),
                ),
            ),
        ),
        Slide(
            title="Efficiency in the vehicle",
            heading="Derived from the v4.1 Closed RetinaNet SingleStream result on page 2",
            bullets=(
                "At the L4's 72 W rated board power, that is 2.9 detections per second per watt.",
                "Vehicle power budget for the pod: 180 W at 24 V.",
            ),
        ),
        Slide(
            title="Alternative module under evaluation",
            heading="MLPerf Inference v4.1, Closed division, edge category",
            bullets=(
                "The speedAI240 Slim option used 29.2 millijoules per ResNet-50 query, as "
                "measured by MLPerf Power (v4.1-0068, SingleStream).",
                "The same system returns a ResNet-50 result in 0.12 ms.",
                "Qualification testing of the alternative module ends in Q2 2027.",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "MLPerf results retrieved from mlcommons.org on 14 November 2026.",
                "HarrowNet-D timings are Harrowgate's own measurements.",
            ),
        ),
    ),
    claims=(
        _c(
            2,
            "4.83",
            (4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH", "CROSS-SCENARIO", "CHIP-COUNT"),
            tolerated=("NON-MLPERF-MIX",),
            why="the pod runs HarrowNet-D, not RetinaNet; SingleStream fits a vehicle pod",
        ),
        _c(
            2,
            "42.02",
            (42.02,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="multi_stream",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            tolerated=("NON-MLPERF-MIX",),
            why="one system's two scenarios listed: disclosure, not a comparison",
        ),
        _c(
            2,
            "ISR-4 pod, HarrowNet-D",
            (38.0,),
            unit="ms",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(
                "UNVERIFIED",
                "MODEL-MISMATCH",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "CROSS-SCENARIO",
            ),
            why="an in-house model's timing in a table of MLPerf results",
        ),
        _c(
            3,
            "2.9 detections per second per watt",
            (2.9,),
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="single_stream",
            flags=("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="perf per watt from rated board power, not MLPerf Power",
        ),
        _c(
            4,
            "29.2 millijoules per ResNet-50 query",
            (29.2,),
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0068",
            division="closed",
            scenario="single_stream",
            flags=("MODEL-MISMATCH",),
            absent=("DERIVED-METRIC", "SCENARIO-MISMATCH"),
            why="energy measured by MLPerf Power and published with the result",
        ),
        _c(
            4,
            "returns a ResNet-50 result in 0.12 ms",
            (0.12,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            division="closed",
            scenario="unstated",
            flags=("SCENARIO-MISSING", "MODEL-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="follow-on: the scenario of the sibling sentence does not carry over",
        ),
    ),
    non_claims=(
        _n(1, "Pod mass 11.2 kg", "hardware spec"),
        _n(1, "2.1 million annotated", "training-set size"),
        _n(3, "180 W at 24 V", "power budget"),
        _n(4, "ends in Q2 2027", "schedule"),
        _n(5, "14 November 2026", "retrieval date"),
    ),
)


# --- w185: a hospital group tender answer for kidney CT segmentation (PDF export) ---------------

_W185 = DeckSpec(
    name="w185_radiology_tender_answer",
    kind="pdf",
    vendor="Medwyn Imaging Ltd",
    workload="batch",
    slides=(
        Slide(
            title="Response to ITT SAHG-RAD-09: kidney CT segmentation",
            subtitle=(
                "Medwyn Imaging Ltd for St Aldric's Hospital Group\n"
                "Section 4: performance and accuracy evidence · submitted 24 November 2026"
            ),
        ),
        Slide(
            title="How the service will run at St Aldric's",
            bullets=(
                "Studies acquired during the day are queued and segmented in one overnight run, "
                "so outlines are waiting on the morning reporting list.",
                "Expected volume: 620 abdominal CT studies a night across four sites.",
                "The service runs Medwyn KidneySeg 3, our own network fine-tuned on 40,000 "
                "NHS scans.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1 results for the servers we propose",
            table=Table(
                header=("Server", "GPUs", "3D U-Net, Closed, Offline (samples/s)", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE9680", "8x H200", "54.62", "v4.1-0021"),
                    ("Lenovo ThinkSystem SR680a V3", "8x H200", "54.56", "v4.1-0038"),
                ),
            ),
            footnotes=(
                "Both results were retrieved from the MLCommons results tables on 18 November "
                "2026.",
            ),
        ),
        Slide(
            title="Accuracy you can take to the MDT",
            heading="MLPerf Inference v4.1, Closed division, Offline scenario",
            bullets=(
                "Both servers cleared the 99.9% accuracy target of the 3D U-Net benchmark, so "
                "every kidney outline is of clinical grade.",
                "At 54.6 samples per second (v4.1-0021), the Dell server is proof that "
                "KidneySeg 3 will not miss a lesion.",
                "Dice scores on your own studies will be reported during the 90-day pilot.",
            ),
        ),
        Slide(
            title="Capacity for four sites",
            heading="Measured by Medwyn beside the MLPerf Inference v4.1 results",
            bullets=(
                "KidneySeg 3 segments a full abdominal CT in 2.4 seconds on one GPU of the "
                "proposed server.",
                "Summed across both proposed servers, the two Closed Offline results give "
                "109 samples/s of segmentation headroom.",
                "Each server occupies 6U and draws up to 10.2 kW.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "Dell PowerEdge XE9680",
            (54.62,),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="KidneySeg 3 is deployed, not the 3D U-Net reference; Offline fits an overnight run",
        ),
        _c(
            3,
            "Lenovo ThinkSystem SR680a V3",
            (54.56,),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0038",
            division="closed",
            scenario="offline",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH", "CHIP-COUNT", "DIVISION-MISSING"),
        ),
        _c(
            4,
            "every kidney outline is of clinical grade",
            (99.9,),
            benchmark="3d-unet",
            round="v4.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="the pass/fail accuracy target sold as clinical quality",
        ),
        _c(
            4,
            "KidneySeg 3 will not miss a lesion",
            (54.6,),
            unit="samples/s",
            benchmark=None,  # the sentence and its slide's sources name none; a sibling lends none
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=("QUALITY-BUCKET", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
            why="a throughput result offered as proof of detection quality",
        ),
        _c(
            5,
            "segments a full abdominal CT in 2.4 seconds",
            (2.4,),
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(
                "UNVERIFIED",
                "MODEL-MISMATCH",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="the vendor's own model timed beside MLPerf results",
        ),
        _c(
            5,
            "109 samples/s of segmentation headroom",
            (109.0,),
            unit="samples/s",
            benchmark=None,  # named only on other slides, and nothing carries over
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("RESULT-ID-MISSING", "NON-MLPERF-MIX"),
            why="a sum of two separate results",
        ),
    ),
    non_claims=(
        _n(1, "submitted 24 November 2026", "date"),
        _n(2, "620 abdominal CT studies a night", "customer volume"),
        _n(2, "fine-tuned on 40,000", "training-set size"),
        _n(3, "18 November", "retrieval date"),
        _n(4, "90-day pilot", "contract term"),
        _n(5, "draws up to 10.2 kW", "facility spec"),
    ),
)


# --- w186: a logistics firm's board paper on route-planning AI ---------------------------------

_W186 = DeckSpec(
    name="w186_route_planning_board_paper",
    kind="pptx",
    vendor="Tarnbrook Freight",
    workload="batch",
    slides=(
        Slide(
            title="RoutePlan AI: infrastructure paper for the board",
            subtitle="Tarnbrook Freight · technology committee · 8 December 2026",
        ),
        Slide(
            title="What the system does",
            bullets=(
                "Every night between 01:00 and 04:00 RoutePlan drafts driver briefings and "
                "exception notes for 4,000 vans, ready before the first shift loads.",
                "It runs Llama 3.1 8B Instruct as published, with no fine-tuning.",
                "Our OR-Tools solver already plans the 4,000 routes in 11 minutes on the "
                "existing CPU servers.",
            ),
        ),
        Slide(
            heading="A year of progress: MLPerf Inference, Llama 3.1 8B, Offline scenario",
            table=Table(
                header=("Round", "System", "GPUs", "Tokens/s", "Result"),
                rows=(
                    ("v5.1", "Dell PowerEdge XE9680L", "8x B200", "143,309", "5.1-0024"),
                    ("v6.0", "NVIDIA DGX B300", "8x B300", "165,432", "6.0-0073"),
                ),
            ),
            footnotes=("Both results are from the Closed division.",),
        ),
        Slide(
            title="Sizing the night run",
            heading="From the MLPerf Inference v6.0 Closed Offline result for Llama 3.1 8B "
            "(6.0-0073)",
            bullets=(
                "Six DGX B300 nodes working side by side add up to 992,592 tokens/s.",
                "That is 20,679 tokens/s for each of the 48 GPUs we would buy.",
                "A night produces about 310 million tokens of briefings.",
                "Quoted price: £2.6m for six nodes, installed.",
            ),
        ),
        Slide(
            title="The cheaper option we looked at",
            heading="MLPerf Inference v6.0, Closed division, Offline scenario, Llama 3.1 8B",
            bullets=(
                "A four-GPU Cisco UCS X210 M8 node with H200 NVL cards posted 24,216.6 tokens/s "
                "(6.0-0013).",
                "Eight such nodes, 32 GPUs in all, would reach 193,733 tokens/s, still short of "
                "two DGX B300 nodes.",
            ),
        ),
        Slide(
            title="Decision requested",
            bullets=("Approve £2.6m of capital expenditure by 19 December 2026.",),
        ),
    ),
    claims=(
        _c(
            3,
            "Dell PowerEdge XE9680L",
            (143309.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT", "DIVISION-MISSING"),
            why="two rounds tabulated as progress; the deck runs the reference model overnight",
        ),
        _c(
            3,
            "NVIDIA DGX B300",
            (165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"),
        ),
        _c(
            4,
            "add up to 992,592 tokens/s",
            (992592.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC",),
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=("UNVERIFIED",),
            why="one node's result multiplied out to six nodes",
        ),
        _c(
            4,
            "20,679 tokens/s for each of the 48 GPUs",
            (20679.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC",),
            absent=("MODEL-MISMATCH",),
            why="a per-GPU figure",
        ),
        _c(
            5,
            "posted 24,216.6 tokens/s",
            (24216.6,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0013",
            division="closed",
            scenario="offline",
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "DERIVED-METRIC"),
            why="a single published result, not compared in its own sentence",
        ),
        _c(
            5,
            "would reach 193,733 tokens/s",
            (193733.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "CHIP-COUNT"),
            tolerated=("RESULT-ID-MISSING", "UNVERIFIED"),
            why="a projection to 32 GPUs set against two 8-GPU nodes",
        ),
    ),
    non_claims=(
        _n(1, "8 December 2026", "date"),
        _n(2, "exception notes for 4,000 vans", "fleet size"),
        _n(2, "plans the 4,000 routes in 11 minutes", "another system's figure, no MLPerf here"),
        _n(4, "about 310 million tokens of briefings", "customer volume"),
        _n(4, "£2.6m for six nodes", "price"),
        _n(6, "by 19 December 2026", "date"),
    ),
)


# --- w187: a market-research firm's benchmark digest newsletter (reportlab PDF) -----------------

_W187 = DeckSpec(
    name="w187_benchmark_digest_newsletter",
    kind="reportlab",
    vendor="Lattice & Rowe Research",
    workload="unstated",
    slides=(
        Slide(
            title="The Inference Ledger · issue 41",
            heading="Lattice & Rowe Research: our digest of the new results",
            bullets=(
                "Every result quoted in this issue is from MLPerf Inference v6.0.",
                "Read by 11,400 infrastructure buyers in 38 countries.",
            ),
        ),
        Slide(
            title="DeepSeek-R1 at rack scale",
            bullets=(
                "In the Closed Server results for DeepSeek-R1, NVIDIA's GB300 NVL72 posted "
                "400,437 tokens/s (6.0-0078), whereas Nebius's own GB300 NVL72 posted "
                "575,580 tokens/s (6.0-0081).",
                "Both racks hold 72 GPUs; the gap is software and tuning.",
                "Read against Nebius's Server figure, NVIDIA's DeepSeek-R1 Interactive result "
                "of 250,634 tokens/s (6.0-0078) looks slow, yet its latency bounds are far "
                "tighter.",
            ),
        ),
        Slide(
            title="Open meets Closed: DeepSeek-R1, Offline",
            table=Table(
                header=("Submitter and system", "Division", "GPUs", "Tokens/s", "Result"),
                rows=(
                    ("CoreWeave GB300 NVL72", "Open", "64", "627,653", "6.0-0104"),
                    ("NVIDIA GB300 NVL72", "Closed", "72", "647,076", "6.0-0078"),
                    ("Nebius GB300 NVL72", "Closed", "72", "673,936", "6.0-0081"),
                ),
            ),
        ),
        Slide(
            title="The Ledger index",
            bullets=(
                "Across the five datacenter LLM benchmarks, our geometric-mean index puts "
                "eight-GPU B300 boards 1.7x ahead of eight-GPU MI355X boards.",
                "Index weights are in the paid edition ($1,200 a year).",
            ),
        ),
        Slide(
            title="Who led the round",
            bullets=(
                "Our read: this was the round in which AMD became the inference leader.",
                "The largest Llama 2 70B Interactive figure in the Closed division belongs to "
                "NVIDIA's GB300 NVL72, at 814,128 tokens/s (6.0-0078).",
            ),
        ),
        Slide(
            title="Sources",
            bullets=("Results retrieved from mlcommons.org on 2 April 2026.",),
        ),
    ),
    claims=(
        _c(
            2,
            "NVIDIA's GB300 NVL72 posted 400,437 tokens/s",
            (400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "CROSS-SCENARIO", "CROSS-ROUND", "ROUND-MISSING"),
            why="first of two vendors in one analyst sentence; same size, round and scenario",
        ),
        _c(
            2,
            "Nebius's own GB300 NVL72 posted 575,580 tokens/s",
            (575580.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0081",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "ROUND-MISSING"),
            tolerated=("CROSS-SCENARIO",),
            why="the second vendor's figure after 'whereas' is its own claim; the next bullet "
            "reads an Interactive result against it",
        ),
        _c(
            2,
            "Interactive result of 250,634 tokens/s",
            (250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="unstated",
            scenario="interactive",
            flags=("CROSS-SCENARIO", "DIVISION-MISSING"),
            absent=("CHIP-COUNT", "CROSS-ROUND"),
            why="an Interactive result read against a Server one; 'Closed' is named only in "
            "the sibling sentence, which lends nothing",
        ),
        _c(
            3,
            "CoreWeave GB300 NVL72",
            (627653.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0104",
            division="open",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
            absent=("SCENARIO-MISMATCH",),
            why="an Open, 64-GPU row tabulated beside Closed 72-GPU rows",
        ),
        _c(
            3,
            "NVIDIA GB300 NVL72",
            (647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
        ),
        _c(
            3,
            "Nebius GB300 NVL72",
            (673936.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0081",
            division="closed",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
        ),
        _c(
            4,
            "our geometric-mean index puts",
            (1.7,),
            benchmark=None,
            round="v6.0",
            division=None,
            scenario=None,
            flags=("DERIVED-METRIC",),
            absent=("CHIP-COUNT",),
            tolerated=("DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="a geomean across benchmarks; both sides are eight-GPU boards",
        ),
        _c(
            5,
            "AMD became the inference leader",
            benchmark=None,
            round="v6.0",
            division="unstated",
            scenario="unstated",
            flags=("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", _MISSING_ID),
            why="a leader claim standing in for benchmark, scenario and division",
        ),
        _c(
            5,
            "at 814,128 tokens/s",
            (814128.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="interactive",
            absent=("SCENARIO-MISSING", "DIVISION-MISSING"),
            tolerated=("RANK-CLAIM",),
            why="'largest' comes with benchmark, scenario and division named",
        ),
    ),
    non_claims=(
        _n(1, "11,400 infrastructure buyers in 38 countries", "readership"),
        _n(2, "Both racks hold 72 GPUs", "configuration"),
        _n(4, "$1,200 a year", "subscription price"),
        _n(6, "2 April 2026", "date"),
    ),
)


# --- w188: an OEM's internal "why we won" sales kickoff ----------------------------------------

_W188 = DeckSpec(
    name="w188_why_we_won_sales_kickoff",
    kind="pptx",
    vendor="Corrow Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Why we won Fernhill",
            subtitle="FY27 sales kickoff · EMEA enterprise team · internal only",
        ),
        Slide(
            title="The deal",
            bullets=(
                "Fernhill Insurance is putting a voice agent on its claims line: callers speak, "
                "the agent replies within 800 ms.",
                "Contract value: $4.2m over three years for 64 CX-8 servers.",
                "Sales cycle: 7 months against two incumbents.",
            ),
        ),
        Slide(
            heading="The proof point that closed it: MLPerf Inference v6.0, Closed division",
            bullets=(
                "Our CX-8 platform (submitted as Supermicro SYS-822GS-NBRT, 8x B200) delivered "
                "101,595 tokens/s on Llama 2 70B Offline (6.0-0099).",
                "The same box also posted 42,389.7 samples/s on Whisper.",
                "One eight-way CX-8 delivered 65% of the Llama 2 70B Server throughput of a "
                "sixteen-accelerator rival cluster.",
            ),
        ),
        Slide(
            title="How to use it in your deals",
            heading="Talk track for the MLPerf Inference v6.0 Closed results",
            bullets=(
                "Per GPU, the CX-8 out-served that sixteen-GPU Cisco cluster by 30% in the "
                "Server scenario.",
                "Open first meetings with “the fastest eight-GPU server in MLPerf”.",
                "Win rate where we led with benchmarks: 64%, against 41% without.",
            ),
        ),
        Slide(
            title="Kickoff logistics",
            bullets=(
                "FY26 quota attainment 112%; 38 account executives in EMEA.",
                "#1 in partner satisfaction for EMEA (survey of 240 partners).",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "delivered 101,595 tokens/s on Llama 2 70B Offline",
            (101595.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH",),
            absent=("DIVISION-MISSING", "ROUND-MISSING"),
            why="an Offline headline sold for a live voice agent",
        ),
        _c(
            3,
            "The same box also posted 42,389.7 samples/s",
            (42389.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=("SCENARIO-MISSING",),
            tolerated=("RESULT-ID-MISSING",),
            why="follow-on on 'the same box': no scenario of its own; the ID is on the slide",
        ),
        _c(
            3,
            "delivered 65% of the Llama 2 70B Server throughput",
            (65.0,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("RESULT-ID-MISSING",),
            why="eight-way box against a sixteen-accelerator cluster, counts in words",
        ),
        _c(
            4,
            "out-served that sixteen-GPU Cisco cluster by 30%",
            (30.0,),
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="a per-GPU comparison",
        ),
        _c(
            4,
            "the fastest eight-GPU server in MLPerf",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=("RANK-CLAIM", "SCENARIO-MISSING", _MISSING_ID),
            why="a rank standing in for benchmark and scenario",
        ),
    ),
    non_claims=(
        _n(2, "replies within 800 ms", "the customer's own target"),
        _n(2, "$4.2m over three years", "contract value"),
        _n(2, "7 months against two incumbents", "sales cycle"),
        _n(4, "64%, against 41% without", "win rates"),
        _n(5, "quota attainment 112%", "sales metric"),
        _n(5, "#1 in partner satisfaction", "a survey rank, not a benchmark"),
    ),
)


# --- w189: a venture fund's portfolio update (PDF export) --------------------------------------

_W189 = DeckSpec(
    name="w189_venture_portfolio_update",
    kind="pdf",
    vendor="Brightwater Ventures",
    workload="unstated",
    slides=(
        Slide(
            title="Fund III portfolio update, Q4 2026",
            subtitle="Brightwater Ventures · for limited partners · confidential",
        ),
        Slide(
            title="Fund at a glance",
            bullets=(
                "Committed capital $212m across 14 portfolio companies.",
                "Net TVPI 1.6x and DPI 0.3x as of 30 September 2026.",
            ),
        ),
        Slide(
            title="Quillon Semiconductor: first silicon",
            heading="Portfolio company performance on the MLPerf Inference benchmarks",
            bullets=(
                "On the company's own bench, one Quillon Q1 card ran the Llama 2 70B benchmark "
                "at 6,200 tokens/s in the Offline scenario.",
                "Extrapolated to a 1,024-card pod, that is 6.3 million tokens/s.",
                "Series B: $48m at a $310m post-money valuation, led by Brightwater.",
            ),
        ),
        Slide(
            title="Quillon's submission plans",
            bullets=(
                "Management reports a Closed-division result of 5,900 tokens/s on Llama 2 70B "
                "Offline in MLPerf Inference v5.5.",
                "Unverified: 4,950 tokens/s, Quillon Q1 (one card), Llama 2 70B Server, run to "
                "MLPerf Inference v6.0 Closed rules. Result not verified by MLCommons "
                "Association.",
                "For scale, one NVIDIA H200 posted 4,202.3 tokens/s on Llama 2 70B Server in "
                "MLPerf Inference v4.1 (v4.1-0045, Closed).",
            ),
        ),
        Slide(
            title="Ravelin AI: serving software",
            heading="Measured on MLPerf Inference v6.0 Closed configurations",
            bullets=(
                "Ravelin's stack serves Llama 3.3 70B at 3,100 tokens/s per H200, the model "
                "its customers actually deploy.",
                "It builds on Dell's eight-GPU PowerEdge XE7740 (H200 NVL), whose Llama 2 70B "
                "Server result is 29,084.9 tokens/s (6.0-0021).",
                "Ravelin's annual recurring revenue reached $6.8m.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "at 6,200 tokens/s in the Offline scenario",
            (6200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="unstated",
            scenario="offline",
            flags=("UNVERIFIED", "DIVISION-MISSING", "ROUND-MISSING"),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("RESULT-ID-MISSING",),
            why="own-bench figure presented as an MLPerf benchmark result",
        ),
        _c(
            3,
            "that is 6.3 million tokens/s",
            (6.3, 6300000.0),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=("DERIVED-METRIC", "UNVERIFIED"),
            tolerated=(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="an extrapolation of an own-bench figure to a 1,024-card pod",
        ),
        _c(
            4,
            "result of 5,900 tokens/s on Llama 2 70B",
            (5900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="offline",
            flags=("ROUND-UNKNOWN",),
            absent=("ROUND-MISSING",),
            tolerated=("NON-MLPERF-MIX", "UNVERIFIED", "RESULT-ID-MISSING"),
            why="there is no v5.5 round",
        ),
        _c(
            4,
            "Unverified: 4,950 tokens/s",
            (4950.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=("UNVERIFIED", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=("RESULT-ID-MISSING", "CROSS-ROUND"),
            why="carries the word and the statement",
        ),
        _c(
            4,
            "one NVIDIA H200 posted 4,202.3 tokens/s",
            (4202.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0045",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "CROSS-SCENARIO"),
            tolerated=("CROSS-ROUND",),
            why="one card beside one card; the round gap is set up by 'for scale' only",
        ),
        _c(
            5,
            "serves Llama 3.3 70B at 3,100 tokens/s per H200",
            (3100.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(
                "DERIVED-METRIC",
                "UNVERIFIED",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="a model that is no MLPerf benchmark, under an MLPerf heading",
        ),
        _c(
            5,
            "Server result is 29,084.9 tokens/s",
            (29084.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="server",
            absent=("UNVERIFIED", "SCENARIO-MISMATCH"),
            tolerated=("NON-MLPERF-MIX", "MODEL-MISMATCH"),
            why="the slide says Ravelin's customers deploy Llama 3.3 70B and offers this Llama 2 "
            "70B result as what Ravelin builds on; whether a portfolio deck's reader 'deploys' a "
            "portfolio company's customers' model is open",
        ),
    ),
    non_claims=(
        _n(2, "$212m across 14 portfolio companies", "fund size"),
        _n(2, "Net TVPI 1.6x", "fund multiple, not a speed-up"),
        _n(3, "$48m at a $310m post-money", "financing"),
        _n(5, "reached $6.8m", "revenue"),
    ),
)


# --- w190: a sovereign wealth fund's AI infrastructure memo ------------------------------------

_W190 = DeckSpec(
    name="w190_sovereign_fund_inference_memo",
    kind="pptx",
    vendor="Sadeem Investment Authority",
    workload="interactive",
    slides=(
        Slide(
            title="Memo: national inference capacity, phase 1",
            subtitle=(
                "Sadeem Investment Authority · Investment Committee\n"
                "Prepared by the Digital Infrastructure desk"
            ),
        ),
        Slide(
            title="The use case",
            bullets=(
                "Phase 1 hosts Najm, the national Arabic assistant citizens reach through the "
                "government services app, answering them in real time.",
                "Najm-70B is our own model, fine-tuned from Llama 3.1 70B on government Arabic "
                "text.",
                "Proposed commitment: SAR 1.4bn over four years.",
            ),
        ),
        Slide(
            heading=(
                "One NVIDIA GB200 NVL72 rack: MLPerf Inference v6.0, Closed division, Llama 2 70B"
            ),
            table=Table(
                header=("Scenario", "Tokens/s", "Result"),
                rows=(
                    ("Server", "810,104", "6.0-0075"),
                    ("Interactive", "754,855", "6.0-0075"),
                ),
            ),
        ),
        Slide(
            title="Economics",
            bullets=(
                "Over five years the rack works out at $0.031 per million tokens served, on "
                "the Server result.^{1}",
                "That is SAR 0.0004 per accurate citizen answer.^{1}",
                "Electricity is budgeted at SAR 0.18 per kWh.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0 Closed, Llama 2 70B, Server scenario, result "
                "6.0-0075 (NVIDIA GB200 NVL72); rack cost and power from the supplier's quote.",
            ),
        ),
        Slide(
            title="Alongside the benchmark",
            heading="Partner measurements beside the MLPerf Inference v6.0 Closed results",
            bullets=(
                "Falcon 180B ran at 9,800 tokens/s on the same rack in our partner's test.",
                "The 754,855 tokens/s Llama 2 70B Interactive result shows Najm will answer "
                "citizens fluently and correctly.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "810,104",
            (810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=("MODEL-MISMATCH",),
            absent=("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="Najm-70B is deployed, not Llama 2 70B; one rack's two scenarios is disclosure",
        ),
        _c(
            3,
            "754,855",
            (754855.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="interactive",
            flags=("MODEL-MISMATCH",),
            absent=("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
        ),
        _c(
            4,
            "$0.031 per million tokens served",
            (0.031,),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC", "MODEL-MISMATCH"),
            absent=("COST-PER-ANSWER", "QUALITY-BUCKET"),
            why="a five-year cost per token from a throughput result: perf per dollar, not "
            "a cost per correct answer",
        ),
        _c(
            4,
            "SAR 0.0004 per accurate citizen answer",
            (0.0004,),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=("COST-PER-ANSWER", "MODEL-MISMATCH"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="cost per accurate answer, in riyals",
        ),
        _c(
            5,
            "Falcon 180B ran at 9,800 tokens/s",
            (9800.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(
                "UNVERIFIED",
                "MODEL-MISMATCH",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="a model that is no MLPerf benchmark set beside MLPerf results",
        ),
        _c(
            5,
            "shows Najm will answer citizens fluently and correctly",
            (754855.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=("QUALITY-BUCKET", "MODEL-MISMATCH", _MISSING_ID),
            tolerated=("NON-MLPERF-MIX",),
            why="a throughput result offered as proof of fluency and correctness",
        ),
    ),
    non_claims=(
        _n(2, "SAR 1.4bn over four years", "commitment"),
        _n(4, "SAR 0.18 per kWh", "electricity price"),
    ),
)


# --- w191: a court-transcription spin-out's investor update (PDF export) ------------------------

_W191 = DeckSpec(
    name="w191_court_transcription_investor_update",
    kind="pdf",
    vendor="Verbatim Labs",
    workload="batch",
    slides=(
        Slide(
            title="Verbatim Labs: investor update, November 2026",
            subtitle="Court transcription for county courts · seed extension round",
        ),
        Slide(
            title="What we run",
            bullets=(
                "Each day's hearings are transcribed in one overnight run; certified "
                "transcripts reach the clerks by 7 a.m.",
                "The pipeline runs Whisper large-v3 unchanged, followed by our own speaker "
                "labelling.",
                "Hearings recorded in October: 18,600 hours across 41 courtrooms.",
            ),
        ),
        Slide(
            title="Choosing hardware: MLPerf Inference v5.1, Whisper",
            chart=Chart(
                title="Whisper Offline throughput (samples/s), Closed division",
                categories=("Dell R7715, 3x H100 NVL", "Dell XE9680L, 8x B200"),
                series=(("samples/s", (8301.9, 45024.2)),),
                number_format="#,##0.0",
            ),
            footnotes=("Results 5.1-0021 and 5.1-0024, retrieved 9 October 2026.",),
        ),
        Slide(
            title="Per card and across rounds",
            heading="Whisper, Offline scenario, Closed division",
            bullets=(
                "Per card, the B200 server transcribes 5,628 samples/s against 2,767 for the "
                "H100 NVL server.",
                "This round's DGX B300 result is 12% above last round's B200 figure (50,562.2 "
                "against 45,024.2 samples/s).^{a}",
            ),
            footnotes=(
                "^{a} MLPerf Inference v6.0 result 6.0-0098 (Supermicro, NVIDIA DGX B300) and "
                "v5.1 result 5.1-0024 (Dell PowerEdge XE9680L).",
            ),
        ),
        Slide(
            title="Where we stand",
            bullets=(
                "Our hardware partner's record-setting Whisper result makes our transcripts "
                "the most accurate in the market.",
                "Runway: 22 months at current burn.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "Dell R7715, 3x H100 NVL",
            (8301.9,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="a 3-GPU server charted beside an 8-GPU server",
        ),
        _c(
            3,
            "Dell XE9680L, 8x B200",
            (45024.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
        ),
        _c(
            4,
            "Per card, the B200 server transcribes 5,628 samples/s",
            (5628.0, 2767.0),
            unit="samples/s",
            benchmark="whisper",
            round=None,
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "ROUND-MISSING"),
            tolerated=("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="per-card figures; no round on this slide",
        ),
        _c(
            4,
            "12% above last round's B200 figure",
            (12.0, 50562.2, 45024.2),
            benchmark="whisper",
            round=None,
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="v6.0 against v5.1, the rounds named only in the footnote; both 8-GPU",
        ),
        _c(
            5,
            "record-setting Whisper result",
            benchmark="whisper",
            round=None,
            division="unstated",
            scenario="unstated",
            bucket="quality",
            flags=(
                "RANK-CLAIM",
                "QUALITY-BUCKET",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                _MISSING_ID,
            ),
            why="a record claim sold as transcript accuracy",
        ),
    ),
    non_claims=(
        _n(2, "reach the clerks by 7 a.m.", "delivery time"),
        _n(2, "18,600 hours across 41 courtrooms", "volume"),
        _n(3, "retrieved 9 October 2026", "date"),
        _n(5, "22 months at current burn", "runway"),
    ),
)


# --- w192: a component distributor's line card (chart-heavy) -----------------------------------

_W192 = DeckSpec(
    name="w192_distributor_line_card",
    kind="pptx",
    vendor="Penmarch Components",
    workload="unstated",
    slides=(
        Slide(
            title="Penmarch AI server line card, Q1 2027",
            heading="Boards we stock, with the MLPerf Inference results their makers published",
            bullets=(
                "Lead times: 6-8 weeks for B200 boards, 10-12 weeks for MI355X boards.",
                "Minimum order 2 units; volume pricing from 16 units.",
            ),
        ),
        Slide(
            heading="Three rounds of flagship eight-GPU boards",
            chart=Chart(
                title="Llama 2 70B Offline tokens/s by MLPerf Inference round, Closed division",
                categories=("v4.1 DGX H100", "v5.1 DGX B200", "v6.0 DGX B300"),
                series=(("Offline tokens/s", (24524.9, 102725.0, 112954.0)),),
                kind="line",
                value_axis_title="tokens/s",
            ),
            footnotes=("Results v4.1-0043 (NVIDIA), 5.1-0060 (Lambda) and 6.0-0073 (NVIDIA).",),
        ),
        Slide(
            heading="What each GPU contributes",
            chart=Chart(
                title="Llama 2 70B Server tokens/s per GPU, MLPerf Inference v6.0 Closed",
                categories=("GB200 NVL72 rack", "DGX B300", "Dell XE9785L (MI355X)"),
                series=(("tokens/s per GPU", (11251.0, 13415.0, 12092.0)),),
                value_axis_title="tokens/s per GPU",
            ),
            footnotes=(
                "Published system results divided by accelerator count: 6.0-0075 (72 GPUs), "
                "6.0-0073 (8 GPUs), 6.0-0020 (8 GPUs).",
            ),
        ),
        Slide(
            heading="Same round, same size: MLPerf Inference v6.0 Closed, Llama 2 70B, Server",
            table=Table(
                header=("Eight-GPU board", "Tokens/s", "Result ID"),
                rows=(
                    ("Supermicro SYS-822GS-NBRT (B200)", "99,301.5", "6.0-0099"),
                    ("Dell PowerEdge XE9785L (MI355X)", "96,734.4", "6.0-0020"),
                    ("Supermicro AS-8126GS-TNMR (MI350X)", "76,393.1", "6.0-0100"),
                ),
            ),
        ),
        Slide(
            title="Value per dollar",
            heading="Based on the v6.0 Closed Llama 2 70B Server results on the previous page",
            bullets=(
                "Per dollar of list price, the MI350X board gives 256 tokens/s for every "
                "$1,000 spent.",
                "List price: $298,000 for the MI350X board, $412,000 for the B200 board.",
            ),
        ),
    ),
    claims=(
        _c(
            2,
            "v4.1 DGX H100",
            (24524.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="a line across three rounds; the round sits in each category",
        ),
        _c(
            2,
            "v5.1 DGX B200",
            (102725.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT",),
            tolerated=("RESULT-ID-MISSING",),
        ),
        _c(
            2,
            "v6.0 DGX B300",
            (112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT",),
            tolerated=("RESULT-ID-MISSING",),
        ),
        _c(
            3,
            "GB200 NVL72 rack",
            (11251.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="per-GPU chart points",
        ),
        _c(
            3,
            "DGX B300",
            (13415.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        _c(
            3,
            "Dell XE9785L (MI355X)",
            (12092.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        _c(
            4,
            "Supermicro SYS-822GS-NBRT (B200)",
            (99301.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "CROSS-ROUND", "DERIVED-METRIC"),
            why="same size, round and scenario",
        ),
        _c(
            4,
            "Dell PowerEdge XE9785L (MI355X)",
            (96734.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "CROSS-ROUND"),
        ),
        _c(
            4,
            "Supermicro AS-8126GS-TNMR (MI350X)",
            (76393.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0100",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "CROSS-ROUND", "SCENARIO-MISSING"),
        ),
        _c(
            5,
            "gives 256 tokens/s for every",
            (256.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC",),
            tolerated=("RESULT-ID-MISSING",),
            why="throughput per dollar of list price",
        ),
    ),
    non_claims=(
        _n(1, "6-8 weeks for B200 boards", "lead time"),
        _n(1, "Minimum order 2 units", "order terms"),
        _n(5, "$298,000 for the MI350X board", "price"),
    ),
)


# --- w193: a mining-autonomy supplier's proposal for on-truck proximity detection --------------

_W193 = DeckSpec(
    name="w193_haul_truck_proximity_proposal",
    kind="pptx",
    vendor="Quarrydge Autonomy",
    workload="edge",
    slides=(
        Slide(
            title="Proximity detection for haul fleets",
            subtitle=(
                "Quarrydge Autonomy · technical proposal for Red Basin Mining\nDecember 2026"
            ),
        ),
        Slide(
            title="Where the compute sits",
            bullets=(
                "Each of the 140 haul trucks carries its own detection computer; cameras are "
                "processed on the truck, with no dependence on the pit's radio network.",
                "Trucks run at up to 60 km/h, and the driver must be warned within 100 ms.",
                "Our detector is the MLPerf RetinaNet reference model, unchanged.",
            ),
        ),
        Slide(
            heading="Candidate truck computers: MLPerf Inference v4.1, Closed division, edge",
            table=Table(
                header=("Computer", "Accelerators", "RetinaNet SingleStream (ms)", "Result"),
                rows=(
                    ("Lenovo ThinkEdge SE360 V2", "2x L4", "3.81", "v4.1-0042"),
                    ("Lenovo ThinkEdge SE455 V3", "2x L40S", "1.81", "v4.1-0041"),
                ),
            ),
        ),
        Slide(
            title="Why we chose the SE360",
            heading="RetinaNet, MLPerf Inference v4.1 Closed (results v4.1-0042 and v4.1-0041)",
            bullets=(
                "In the MultiStream scenario the SE360 V2 needs 32.19 ms per query, while the "
                "SE455 V3 posts 1.81 ms in SingleStream.",
                "The SE360's 3.81 ms single-stream latency is 2.1x the SE455's, a gap no "
                "driver will notice.",
                "The SE360 costs $9,400 per truck, fitted.",
            ),
        ),
        Slide(
            title="Power and fleet capacity",
            heading="Derived from the v4.1 Closed SE360 V2 RetinaNet SingleStream result",
            bullets=(
                "With two 72 W L4 cards that is 1.8 frames per second per watt of rated power.",
                "Across the 140-truck fleet that adds up to 36,750 frames per second of "
                "detection capacity.",
                "Installation: 3 trucks per shift during planned maintenance.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "Lenovo ThinkEdge SE360 V2",
            (3.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "CROSS-SCENARIO"),
            why="two 2-GPU edge servers in one scenario; the truck runs the reference model",
        ),
        _c(
            3,
            "Lenovo ThinkEdge SE455 V3",
            (1.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
        ),
        _c(
            4,
            "SE360 V2 needs 32.19 ms per query",
            (32.19,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="multi_stream",
            flags=("CROSS-SCENARIO",),
            absent=("SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=("RESULT-ID-MISSING",),
            why="a MultiStream figure set against a SingleStream one",
        ),
        _c(
            4,
            "SE455 V3 posts 1.81 ms in SingleStream",
            (1.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="single_stream",
            flags=("CROSS-SCENARIO",),
            absent=("SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=("RESULT-ID-MISSING",),
            why="the second figure after 'while' is its own claim in the same comparison",
        ),
        _c(
            4,
            "3.81 ms single-stream latency is 2.1x the SE455's",
            (2.1, 3.81),
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="single_stream",
            absent=("CROSS-SCENARIO", "CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="same scenario, same accelerator count",
        ),
        _c(
            5,
            "1.8 frames per second per watt",
            (1.8,),
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="single_stream",
            flags=("DERIVED-METRIC",),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("RESULT-ID-MISSING",),
            why="per watt of rated card power, not MLPerf Power",
        ),
        _c(
            5,
            "adds up to 36,750 frames per second",
            (36750.0,),
            benchmark="retinanet",
            round="v4.1",
            division="closed",
            scenario="single_stream",
            flags=("DERIVED-METRIC",),
            tolerated=("RESULT-ID-MISSING", "UNVERIFIED"),
            why="one computer's rate multiplied across 140 trucks",
        ),
    ),
    non_claims=(
        _n(2, "Each of the 140 haul trucks", "fleet size"),
        _n(2, "up to 60 km/h", "vehicle speed"),
        _n(2, "warned within 100 ms", "the customer's own target"),
        _n(4, "$9,400 per truck", "price"),
        _n(5, "3 trucks per shift", "installation plan"),
    ),
)


# --- w194: a public broadcaster's strategy paper on live subtitling (PDF export) ---------------

_W194 = DeckSpec(
    name="w194_live_subtitling_strategy_paper",
    kind="pdf",
    vendor="Castlemere Broadcasting",
    workload="interactive",
    slides=(
        Slide(
            title="Live subtitling with speech AI",
            subtitle="Castlemere Broadcasting · Technology Strategy Board · paper TSB-26-31",
        ),
        Slide(
            title="What we need",
            bullets=(
                "Subtitles for live news and sport must reach viewers' screens within 3 "
                "seconds of the words being spoken.",
                "Subtitling the archive is a separate project, run in overnight batches.",
                "We will run Whisper large-v3 fine-tuned on 9,000 hours of our own "
                "regional-accent speech.",
            ),
        ),
        Slide(
            heading="Supplier evidence: MLPerf Inference v5.1, Closed division, Whisper",
            bullets=(
                "Supplier A's eight-GPU B200 server transcribes 45,024.2 samples/s in the "
                "Offline scenario (5.1-0024).",
                "Supplier B's four-L4 PowerEdge R570 transcribes 1,397.01 samples/s (5.1-0019).",
            ),
        ),
        Slide(
            title="Quality and cost",
            heading="From the MLPerf Inference v5.1 Closed Whisper results",
            bullets=(
                "Both servers met the benchmark's 99% accuracy requirement, which we read as "
                "broadcast-grade subtitles.",
                "On Supplier A's server an accurately subtitled hour costs 0.8 pence.^{1}",
                "Subtitling staff today: 46 stenographers on rota.",
            ),
            footnotes=(
                "^{1} Four-year server cost divided by hours transcribed at the Offline rate of "
                "result 5.1-0024.",
            ),
        ),
        Slide(
            title="Other figures we were given",
            bullets=(
                "Supplier C says its MLPerf Inference v4.1 Whisper result reached 38,000 "
                "samples/s on eight H200s.",
                "Supplier D's own lab measured 4,100 samples/s on Whisper Offline with two L40S "
                "cards, to Closed rules.",
                "Software licence: £180,000 a year.",
            ),
        ),
    ),
    claims=(
        _c(
            3,
            "transcribes 45,024.2 samples/s",
            (45024.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=("CHIP-COUNT",),
            why="an Offline figure for live subtitles; the broadcaster runs its own fine-tune; "
            "the next bullet's four-GPU server is beside it but not compared in words",
        ),
        _c(
            3,
            "transcribes 1,397.01 samples/s",
            (1397.01,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="unstated",
            flags=("SCENARIO-MISSING", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("CHIP-COUNT",),
            why="no scenario of its own; a mismatch needs a stated scenario",
        ),
        _c(
            4,
            "which we read as broadcast-grade subtitles",
            (99.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=("QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="the pass/fail accuracy requirement read as broadcast quality",
        ),
        _c(
            4,
            "an accurately subtitled hour costs 0.8 pence",
            (0.8,),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=("COST-PER-ANSWER", "MODEL-MISMATCH"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET", "SCENARIO-MISMATCH"),
            why="cost per correct output in pence per hour, drawn from an MLPerf result",
        ),
        _c(
            5,
            "Whisper result reached 38,000",
            (38000.0,),
            unit="samples/s",
            benchmark="whisper",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=("ROUND-UNKNOWN",),
            absent=("ROUND-MISSING",),
            tolerated=(
                "NON-MLPERF-MIX",
                "UNVERIFIED",
                "MODEL-MISMATCH",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="Whisper was not a benchmark in v4.1",
        ),
        _c(
            5,
            "own lab measured 4,100 samples/s",
            (4100.0,),
            unit="samples/s",
            benchmark="whisper",
            round=None,
            division="closed",
            scenario="offline",
            flags=("UNVERIFIED", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=("ROUND-MISSING", "RESULT-ID-MISSING"),
            why="an own-lab figure offered as an MLPerf-rules result without the statement",
        ),
    ),
    non_claims=(
        _n(1, "paper TSB-26-31", "document reference"),
        _n(2, "within 3 seconds of the words being spoken", "the broadcaster's own target"),
        _n(2, "9,000 hours of our own", "training data"),
        _n(4, "46 stenographers on rota", "headcount"),
        _n(5, "£180,000 a year", "price"),
    ),
)


VOICE_DECKS_12: tuple[DeckSpec, ...] = (
    _W181,
    _W182,
    _W183,
    _W184,
    _W185,
    _W186,
    _W187,
    _W188,
    _W189,
    _W190,
    _W191,
    _W192,
    _W193,
    _W194,
)
