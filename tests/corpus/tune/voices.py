"""Tune decks in fresh vendor voices, written blind to the rules (helper h15w, first batch).

Written from issue 15's classes of failure, the corpus README's conventions, DESIGN.md's flag
catalogue and MLCommons' published results only, without reading the audit's rules or the other
corpus decks. Vendors are fictional; figures quoted as published results are MLCommons' own
(v4.1, v5.1, v6.0 results files in the shared reference folder).
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset

MISSING_CONTEXT = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"})
SAME_SYSTEM_ID = "a result ID elsewhere on the slide for the same system: tolerated either way"
NON_MLPERF_NEIGHBOUR = "NON-MLPERF-MIX is tolerated on the MLPerf neighbours of a non-MLPerf figure"

# --- 1. Press release: rank claim, heading text box, two markers, follow-on, non-MLPerf model --------

QUILLFEATHER_PRESS = DeckSpec(
    name="w01_quillfeather_press_release",
    kind="pptx",
    vendor="Quillfeather Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Quillfeather Q8 inference server: launch announcement",
            subtitle="For immediate release\nSan Jose, California, 9 September 2025",
        ),
        Slide(
            title="Quillfeather Q8: the results",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Quillfeather Systems today announced that its Q8 server is the fastest large "
                "language model inference platform in the industry.",
                "On Llama 2 70B, the Q8 delivered 99,139.2 tokens per second^{1}.",
                "The same system generated 30,493.3 tokens per second on DeepSeek-R1^{2}.",
                "In Quillfeather's own lab, the Q8 also served Llama 3.3 70B at 52,800 tokens "
                "per second.",
            ),
            footnotes=(
                "^{1} Server scenario, result 5.1-0024, retrieved from mlcommons.org on "
                "9 September 2025.",
                "^{2} Offline scenario, result 5.1-0024. MLPerf and the MLPerf logo are "
                "trademarks of MLCommons Association.",
            ),
        ),
        Slide(
            title="Availability",
            bullets=(
                "Q8 systems ship from 1 December 2025, priced from $289,000 per node.",
                "Quillfeather has 340 employees and customers in 22 countries.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="is the fastest large language model inference platform in the industry",
            round="v5.1",
            division="closed",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "NON-MLPERF-MIX"}),
            why="industry-wide rank in press-release voice; round and division from the heading "
            "text box, no scenario anywhere; " + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=2,
            match="the Q8 delivered 99,139.2 tokens per second",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT,
            tolerated=F({"NON-MLPERF-MIX"}),
            why="marker 1 binds the Server footnote; the heading text box gives round and "
            "division; " + NON_MLPERF_NEIGHBOUR,
        ),
        ExpectedClaim(
            page=2,
            match="generated 30,493.3 tokens per second on DeepSeek-R1",
            values=(30493.3,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            tolerated=F({"NON-MLPERF-MIX"}),
            why="follow-on on the same system: marker 2 (Offline) is its own, never marker 1's "
            "Server; no workload stated, so no mismatch",
        ),
        ExpectedClaim(
            page=2,
            match="served Llama 3.3 70B at 52,800 tokens",
            values=(52800.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING_CONTEXT | F({"UNVERIFIED"}),
            why="Llama 3.3 70B is no MLPerf benchmark, set among MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(1, "9 September 2025", "release date"),
        NonClaim(3, "$289,000", "price"),
        NonClaim(3, "340 employees", "headcount"),
        NonClaim(3, "22 countries", "customer footprint"),
    ),
)

# --- 2. Keynote, PDF export: chart title names the scenario, cross-round ratio in a footnote --------

LANTHORN_KEYNOTE = DeckSpec(
    name="w02_lanthorn_keynote_export",
    kind="pdf",
    vendor="Lanthorn Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Lanthorn keynote: inference without the wait",
            subtitle="Customer Summit 2026, Lisbon",
        ),
        Slide(
            title="What Harbourline is building",
            bullets=(
                "Harbourline Insurance will put a claims copilot in front of 1,400 adjusters, "
                "answering each question while the policyholder is still on the call.",
                "Harbourline's own target: the first words of every answer on screen within "
                "1.5 seconds at the busiest hour.",
            ),
        ),
        Slide(
            title="Eight GPUs against eight GPUs",
            chart=Chart(
                title="Llama 2 70B, Server tokens/s",
                categories=("BX-8 (5.1-0026)", "ESC8000A-E12 (5.1-0005)"),
                series=(("MLPerf Inference v5.1 Closed", (33244.3, 25614.7)),),
                number_format="#,##0.0",
                value_axis_title="tokens/s",
                width_in=11.0,
                legend=True,
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B",
            bullets=(
                "BX-8 delivers up to 1.4× the throughput of the BX-7 we launched last year^{1}.",
                "On its own, a single BX-8 generates 35,316.7 tokens per second in the Offline "
                "scenario (result 5.1-0026).",
            ),
            footnotes=(
                "^{1} Offline scenario. BX-8: result 5.1-0026. BX-7: MLPerf Inference v4.1, "
                "result v4.1-0043, 24,524.9 tokens/s.",
            ),
        ),
        Slide(
            title="Commercial outline",
            bullets=(
                "Three-year subscription for four BX-8 nodes: €1.9 million",
                "Go-live in the second quarter of 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="BX-8",
            values=(33244.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            absent=F({"SCENARIO-MISSING", "SCENARIO-MISMATCH", "CHIP-COUNT", "ROUND-MISSING"}),
            why="chart title names Server, the series names round and division; two 8-GPU "
            "systems of one round and scenario: a fair comparison",
        ),
        ExpectedClaim(
            page=3,
            match="ESC8000A-E12",
            values=(25614.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT", "DIVISION-MISSING"}),
            why="the competitor's point takes the same chart context",
        ),
        ExpectedClaim(
            page=4,
            match="up to 1.4× the throughput of the BX-7",
            values=(1.4,),
            division="closed",
            scenario="offline",
            round=None,
            flags=F({"CROSS-ROUND", "SCENARIO-MISMATCH"}),
            why="the two rounds are named only in the footnote; Offline for a live copilot",
        ),
        ExpectedClaim(
            page=4,
            match="a single BX-8 generates 35,316.7 tokens per second",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING", "CROSS-ROUND"}),
            why="heading (no title placeholder in a PDF) gives round and division; Offline "
            "headline for an interactive copilot",
        ),
    ),
    non_claims=(
        NonClaim(2, "1,400 adjusters", "customer headcount"),
        NonClaim(2, "1.5 seconds", "the customer's own latency target"),
        NonClaim(4, "24,524.9 tokens/s", "a figure in a footnote is context, not a claim"),
        NonClaim(5, "€1.9 million", "price"),
    ),
)

# --- 3. Datasheet, table-heavy: header names round and division, per-GPU row, sum of 18 runs -------

FENWICK_DATASHEET = DeckSpec(
    name="w03_fenwick_oriel_datasheet",
    kind="pptx",
    vendor="Fenwick Oriel",
    workload="batch",
    slides=(
        Slide(
            title="Fenwick Oriel FO-8 · Datasheet",
            bullets=(
                "Built for records offices digitising decades of case files: the whole archive "
                "is re-read overnight and the results wait for staff in the morning.",
                "Nobody sits waiting for a reply, as they would with a chatbot: jobs queue in "
                "the evening and drain before the first shift.",
                "Typical archive size: 40 million scanned pages",
            ),
        ),
        Slide(
            title="Llama 2 70B rated throughput",
            table=Table(
                header=("System", "MLPerf Inference v5.1, Closed · Offline tokens/s", "GPUs"),
                rows=(
                    ("FO-8 (8x B200), result 5.1-0024", "101,253", "8"),
                    ("FO-8, per GPU (system figure divided by 8)", "12,657", "1"),
                ),
            ),
        ),
        Slide(
            title="Scaling out for the overnight window",
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario",
            bullets=(
                "Summed over 18 parallel FO-8 runs, the fleet clears 1,822,554 tokens per second.",
                "Your nightly window: 9 hours, from 22:00 to 07:00",
            ),
            footnote="Basis: Llama 2 70B result 5.1-0024 (101,253 tokens/s) multiplied by 18 "
            "nodes. A sum of separate runs computed by Fenwick Oriel, not an MLPerf result.",
        ),
        Slide(
            title="Ordering",
            bullets=(
                "List price: $412,000 per FO-8",
                "Lead time: 10 weeks from order",
                "Five-year warranty with next-business-day parts",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="FO-8 (8x B200)",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="the table header names round, division and scenario; Offline fits an "
            "overnight archive job",
        ),
        ExpectedClaim(
            page=2,
            match="FO-8, per GPU",
            values=(12657.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "SCENARIO-MISMATCH", "CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a per-accelerator figure divided out of the system result; " + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=3,
            match="Summed over 18 parallel FO-8 runs",
            values=(1822554.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "SCENARIO-MISMATCH"}),
            why="a sum of separate runs; the heading box and the unmarked footnote label it",
        ),
    ),
    non_claims=(
        NonClaim(1, "40 million scanned pages", "the customer's archive size"),
        NonClaim(3, "9 hours", "the customer's batch window"),
        NonClaim(3, "101,253 tokens/s", "a figure in a footnote is context, not a claim"),
        NonClaim(4, "$412,000", "price"),
        NonClaim(4, "10 weeks", "lead time"),
    ),
)

# --- 4. Analyst brief, PDF export: deck-level subtitle, two vendors in one paragraph, chip counts ---

MARLOWE_ANALYST = DeckSpec(
    name="w04_marlowe_finch_analyst_brief",
    kind="pdf",
    vendor="Marlowe & Finch Research",
    workload="interactive",
    slides=(
        Slide(
            title="Marlowe & Finch analyst brief: eight-GPU inference servers",
            subtitle="Prepared for the platform team of Eastmere Bank, February 2026\n"
            "All figures are MLPerf Inference v6.0, Closed division results unless a note "
            "says otherwise",
        ),
        Slide(
            title="What the bank is buying",
            bullets=(
                "A coding copilot for 3,000 developers, with suggestions that must appear while "
                "they type.",
                "Budget ceiling set by the bank: $6 million over three years.",
            ),
        ),
        Slide(
            title="Two vendors, one benchmark",
            bullets=(
                "Oracle's eight-GPU MI355X shape served Llama 2 70B at 98,239.1 tokens per "
                "second in the Server scenario (result 6.0-0086). Supermicro's eight-GPU B200 "
                "system reached 99,301.5 tokens per second on the same test (result 6.0-0099).",
                "Scaled up, the GB300 NVL72 rack's Server figure of 868,278 tokens per second "
                "(result 6.0-0078) is 8.8 times what either eight-GPU box managed.",
                "Divided across its 72 GPUs, that is 12,059 tokens per second per GPU, against "
                "12,413 per GPU for the Supermicro system.",
            ),
        ),
        Slide(
            title="A composite view",
            bullets=(
                "Averaged as a geometric mean over Llama 2 70B and Llama 3.1 8B Offline results, "
                "the DGX B300 runs 3.3 times as fast as an eight-GPU H200 NVL server.",
                "Cloud list prices for these shapes run from $2.10 to $3.40 per GPU-hour.",
            ),
            footnote="Basis: DGX B300 result 6.0-0073 and PowerEdge XE7740 result 6.0-0021, "
            "Offline scenario; geometric mean of the two ratios, computed by Marlowe & Finch.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served Llama 2 70B at 98,239.1 tokens per second",
            values=(98239.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"CHIP-COUNT", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="round and division from the title slide's statement covering every figure",
        ),
        ExpectedClaim(
            page=3,
            match="reached 99,301.5 tokens per second on the same test",
            values=(99301.5,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="the second vendor's figure in one analyst paragraph is its own claim; 'the "
            "same test' borrows nothing from its sibling sentence",
        ),
        ExpectedClaim(
            page=3,
            match="is 8.8 times what either eight-GPU box managed",
            values=(868278.0, 8.8),
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            why="a 72-GPU rack against eight-GPU servers",
        ),
        ExpectedClaim(
            page=3,
            match="that is 12,059 tokens per second per GPU",
            values=(12059.0, 12413.0),
            unit=None,
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=F({"DERIVED-METRIC", "CHIP-COUNT", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="per-accelerator figures across 72- and 8-GPU systems; 'that' refers back to a "
            "sibling, which lends no scenario (unit not graded: tokens/s or tokens/s per GPU)",
        ),
        ExpectedClaim(
            page=4,
            match="the DGX B300 runs 3.3 times as fast",
            values=(3.3,),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a geomean of Offline ratios sold to a copilot buyer; both systems have 8 GPUs "
            "and both results are v6.0",
        ),
    ),
    non_claims=(
        NonClaim(1, "February 2026", "date"),
        NonClaim(2, "3,000 developers", "customer headcount"),
        NonClaim(2, "$6 million", "the customer's budget"),
        NonClaim(4, "$2.10", "cloud list price"),
    ),
)

# --- 5. Sales proposal: own model, reference-model result as proof of accuracy, SEK and € per answer

TAMSIN_PROPOSAL = DeckSpec(
    name="w05_tamsin_sales_proposal",
    kind="pptx",
    vendor="Tamsin Labs",
    workload="batch",
    slides=(
        Slide(
            title="Transcript intelligence for Norrland Telecom",
            bullets=(
                "Every weekend Scribe works through the backlog: five years of call-centre "
                "recordings, summarised and tagged before the Monday shift.",
                "Tamsin Scribe-70, our own model fine-tuned from Llama 3.1 70B, writes every "
                "summary.",
            ),
        ),
        Slide(
            title="Why you can trust the summaries",
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Our H200 platform cleared the benchmark's 99.9% accuracy gate on Llama 2 70B "
                "(result 5.1-0014), so Scribe's summaries are accurate enough for your regulator.",
                "The same platform generated 34,548.2 tokens per second in the Offline scenario, "
                "proof that Scribe's answers will hold up under audit.",
            ),
        ),
        Slide(
            title="What a correct summary costs",
            bullets=(
                "Each correct summary costs SEK 0.002 at our rate card.",
                "Per thousand correct summaries that comes to €0.18, a third of what you pay "
                "today.",
                "Rate card: SEK 98 per GPU-hour, billed monthly",
            ),
            footnote="Basis: MLPerf Inference v5.1, Closed division, Llama 2 70B, Offline "
            "scenario, result 5.1-0014, at SEK 98 per GPU-hour; 96.5% of summaries judged "
            "correct in Norrland's pilot. Derived by Tamsin Labs, not an MLPerf result.",
        ),
        Slide(
            title="Terms",
            bullets=(
                "Pilot fee: €45,000, credited against a 24-month contract",
                "Onboarding takes 6 weeks",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="cleared the benchmark's 99.9% accuracy gate on Llama 2 70B",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"QUALITY-BUCKET"}),
            why="the pass/fail gate sold as summary quality; the deck deploys its own "
            "Llama 3.1 70B derivative, not the Llama 2 70B reference model",
        ),
        ExpectedClaim(
            page=2,
            match="generated 34,548.2 tokens per second in the Offline scenario",
            values=(34548.2,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a throughput result offered as proof of answer quality; " + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=3,
            match="Each correct summary costs SEK 0.002",
            values=(0.002,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="cost per correct answer in kronor drawn from an MLPerf result; labels from the "
            "slide's unmarked footnote",
        ),
        ExpectedClaim(
            page=3,
            match="Per thousand correct summaries that comes to €0.18",
            values=(0.18,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="the same cost per correct answer per thousand, in euros",
        ),
    ),
    non_claims=(
        NonClaim(1, "five years of call-centre recordings", "the customer's backlog"),
        NonClaim(3, "SEK 98 per GPU-hour", "rate card price"),
        NonClaim(3, "96.5% of summaries", "a pilot figure in a footnote, context only"),
        NonClaim(4, "€45,000", "price"),
        NonClaim(4, "6 weeks", "onboarding time"),
    ),
)

# --- 6. Footnote-heavy, PDF export: *, †, ‡ bind different scenarios; an unmarked line gets none ---

ORRERY_FOOTNOTES = DeckSpec(
    name="w06_orrery_footnote_heavy_export",
    kind="pdf",
    vendor="Orrery Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Orrery Compute: pharmacy voice line sizing",
            subtitle="Prepared for Calloway Pharmacies, 3 March 2026",
        ),
        Slide(
            title="The workload",
            bullets=(
                "Calloway's voice agent will answer refill calls from patients as they come in, "
                "18 hours a day.",
            ),
        ),
        Slide(
            title="Measured results",
            bullets=(
                "Llama 2 70B, eight B200 GPUs: 99,139.2 tokens/s^{*}",
                "Llama 2 70B, eight B200 GPUs: 101,253 tokens/s^{†}",
                "Llama 3.1 8B, eight B200 GPUs: 128,787 tokens/s^{‡}",
                "Llama 2 70B, eight B200 GPUs, tightest latency bounds: 60,137.6 tokens/s",
            ),
            footnotes=(
                "^{*} MLPerf Inference v5.1, Closed division, Server scenario, result 5.1-0024.",
                "^{†} MLPerf Inference v5.1, Closed division, Offline scenario, result 5.1-0024.",
                "^{‡} MLPerf Inference v5.1, Closed division, Server scenario, result 5.1-0024.",
            ),
        ),
        Slide(
            title="Sizing for Calloway",
            bullets=(
                "Two systems cover the 2,400 calls we expect in the busiest hour^{a}.",
                "Three-year budget: $1.2 million^{b}",
            ),
            footnotes=(
                "^{a} Calloway's own forecast for December 2026.",
                "^{b} Hardware and support; excludes tax.",
            ),
        ),
        Slide(
            title="Notices",
            bullets=(
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association in the "
                "United States and other countries.",
                "Orrery Compute is not affiliated with MLCommons. Reviewers with questions about "
                "these figures may write to benchmarks@orrery.example.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="99,139.2 tokens/s",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="* binds the Server footnote; one system's two scenarios listed together",
        ),
        ExpectedClaim(
            page=3,
            match="101,253 tokens/s",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="† binds the Offline footnote: an Offline figure for a live voice agent",
        ),
        ExpectedClaim(
            page=3,
            match="128,787 tokens/s",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="‡ binds a Server footnote, not the † one above it",
        ),
        ExpectedClaim(
            page=3,
            match="60,137.6 tokens/s",
            values=(60137.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            division="unstated",
            scenario="unstated",
            flags=F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="no marker: the footnotes bound to the other lines lend it nothing, and the "
            "slide title names nothing; " + SAME_SYSTEM_ID,
        ),
    ),
    non_claims=(
        NonClaim(1, "3 March 2026", "date"),
        NonClaim(2, "18 hours a day", "opening hours"),
        NonClaim(4, "2,400 calls", "the customer's own load forecast"),
        NonClaim(4, "$1.2 million", "budget"),
    ),
    deck_flags_absent=F({"HIDDEN-TEXT", "INJECTION"}),
)

VOICE_DECKS: tuple[DeckSpec, ...] = (
    QUILLFEATHER_PRESS,
    LANTHORN_KEYNOTE,
    FENWICK_DATASHEET,
    MARLOWE_ANALYST,
    TAMSIN_PROPOSAL,
    ORRERY_FOOTNOTES,
)
