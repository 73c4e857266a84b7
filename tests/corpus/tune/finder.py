"""Tune decks for claims the finder used to miss (issue 15, "Claims not found"): figures on a slide
whose MLPerf context is elsewhere in the deck, speed-ups and latencies set among MLPerf results,
rank claims in press-release voice, two vendors' figures in one analyst sentence, and a
non-MLPerf model in an MLPerf table. Each deck also carries the distractors that must stay
non-claims next to them: prices, dates, head counts, the customer's own latency target and
roadmap numbers."""

from __future__ import annotations

import dataclasses

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table
from tests.corpus.tune.findings import KYANITE

F = frozenset
MISSING = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"})

QUARRY = DeckSpec(
    name="t30_quarry_followthrough",
    kind="pptx",
    vendor="Quarry Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Quarry Q7 for Harbourline Insurance",
            subtitle="Response to RFP HL-114\nMarch 2026",
        ),
        Slide(
            title="Measured, not promised",
            table=Table(
                header=("MLPerf Inference v5.1, Closed division, Server", "Benchmark", "Tokens/s"),
                rows=(
                    ("Quarry Q7 rack (32 accelerators)", "Llama 2 70B", "98,400"),
                    ("Quarry Q7 rack (32 accelerators)", "Mixtral 8x7B", "121,600"),
                ),
            ),
        ),
        Slide(
            title="What this means for Harbourline",
            bullets=(
                "Spread over its 32 accelerators, Q7 sustains roughly 3,075 tokens/s per "
                "accelerator.",
                "That puts the cost per answered enquiry at 0.2 cents.",
                "Harbourline's claims handlers want a drafted reply within 2 seconds.",
                "Licences start at £48,000 per year.",
                "The assistant will support 1,800 claims handlers in 9 offices.",
            ),
        ),
        Slide(
            title="How Harbourline will use it",
            bullets=(
                "Claims handlers chat with the assistant while the policyholder is on the line.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B",
            values=(98400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B",
            values=(121600.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="sustains roughly 3,075 tokens/s per accelerator",
            values=(3075.0,),
            round=None,
            flags=MISSING | F({"DERIVED-METRIC", "RESULT-ID-MISSING"}),
            why="a per-accelerator figure drawn from the MLPerf table two slides back; it is a "
            "claim though its slide names no benchmark, and nothing carries over from that slide",
        ),
        ExpectedClaim(
            page=3,
            match="cost per answered enquiry at 0.2 cents",
            values=(0.2,),
            round=None,
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=MISSING | F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a cost per answer in cents, drawn from the deck's MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="within 2 seconds", why="the customer's own latency target"),
        NonClaim(page=3, match="£48,000 per year", why="price"),
        NonClaim(page=3, match="1,800 claims handlers", why="head count"),
    ),
)

QUARRY_PDF = DeckSpec(
    name="t31_quarry_followthrough_pdf",
    kind="pdf",
    vendor=QUARRY.vendor,
    workload=QUARRY.workload,
    slides=QUARRY.slides,
    claims=QUARRY.claims,
    non_claims=QUARRY.non_claims,
)

RILL = DeckSpec(
    name="t32_rill_keynote",
    kind="pptx",
    vendor="Rill Semiconductor",
    workload="interactive",
    slides=(
        Slide(title="Rill Summit 2026", subtitle="Opening keynote\nSan Jose, 9 June 2026"),
        Slide(
            title="Faster, again",
            heading="MLPerf Inference v6.0 · Closed division",
            bullets=(
                "R5 turned in 52,300 tokens/s on Llama 2 70B in the Offline scenario.",
                "Over the eight benchmarks we entered, R5 runs 2.3x faster than R4 by geometric "
                "mean.",
                "The same system kept time to first token at 410 ms in the Server scenario.",
                "R6 arrives in 2027 with 3x the memory bandwidth.",
                "Your support agents want every reply on screen within 2 seconds.",
            ),
        ),
        Slide(
            title="Shipping now",
            bullets=("R5 is available in 14 cloud regions from today.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="R5 turned in 52,300 tokens/s",
            values=(52300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="an Offline figure for support agents waiting on each reply",
        ),
        ExpectedClaim(
            page=2,
            match="R5 runs 2.3x faster than R4 by geometric mean",
            values=(2.3,),
            unit="x",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=F({"DERIVED-METRIC", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-ROUND", "CROSS-SCENARIO"}),
            why="a geometric mean over eight benchmarks, found through the heading naming MLPerf",
        ),
        ExpectedClaim(
            page=2,
            match="The same system kept time to first token at 410 ms",
            values=(410.0,),
            unit="ms",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="a latency follow-on about 'the same system'; its scenario is its own",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="3x the memory bandwidth", why="roadmap"),
        NonClaim(page=2, match="within 2 seconds", why="the customer's own latency target"),
        NonClaim(page=3, match="14 cloud regions", why="availability"),
    ),
)

TESSELLATE = DeckSpec(
    name="t33_tessellate_press",
    kind="pdf",
    vendor="Tessellate",
    workload="unstated",
    slides=(
        Slide(
            title="Tessellate T9 sets the pace in MLPerf Inference v6.0",
            subtitle="For immediate release\n1 April 2026",
        ),
        Slide(
            title="Announcement",
            bullets=(
                "PALO ALTO, Calif., April 1, 2026 — Tessellate today said its T9 accelerator is "
                "the fastest inference chip in the industry.",
                "In the Closed division, an eight-chip T9 server produced 61,700 tokens/s on "
                "Llama 3.1 8B in the Server scenario, according to MLCommons.",
                "No other submitter matched T9 on throughput per rack.",
                "Tessellate employs 900 people in four countries.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="the fastest inference chip in the industry",
            round="v6.0",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="an industry-wide rank claim in press-release voice; the title slide gives the "
            "round for the whole release",
        ),
        ExpectedClaim(
            page=2,
            match="an eight-chip T9 server produced 61,700 tokens/s",
            values=(61700.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
        ),
        ExpectedClaim(
            page=2,
            match="No other submitter matched T9",
            round="v6.0",
            flags=F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="'no other submitter matched' ranks T9 above the field without the benchmark, "
            "division or scenario",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="April 1, 2026", why="date"),
        NonClaim(page=2, match="900 people", why="head count"),
    ),
)

UMBER = DeckSpec(
    name="t34_umber_analyst",
    kind="pptx",
    vendor="Lattice Research (analyst)",
    workload="unstated",
    slides=(
        Slide(
            title="Two finalists for the inference tender",
            bullets=(
                "On MLPerf Inference v5.1 Llama 2 70B (Closed, Offline), Umber's U3 node "
                "reached 27,600 tokens/s, while Vantor's V8 node posted 24,100 tokens/s.",
                "Vantor points to a second number. Its V8 rack answered 11,400 tokens/s in the "
                "Server scenario.",
                "Both vendors quote list prices near $300,000 per node.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Umber's U3 node reached 27,600 tokens/s",
            values=(27600.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=1,
            match="Vantor's V8 node posted 24,100 tokens/s",
            values=(24100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="the second vendor's figure in the same analyst sentence is a claim of its own",
        ),
        ExpectedClaim(
            page=1,
            match="Its V8 rack answered 11,400 tokens/s",
            values=(11400.0,),
            unit="tokens/s",
            round=None,
            division="unstated",
            scenario="server",
            flags=F({"DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="a figure in the analyst's MLPerf paragraph; labels only from its own text",
        ),
    ),
    non_claims=(NonClaim(page=1, match="$300,000 per node", why="price"),),
)

VERDIGRIS = DeckSpec(
    name="t35_verdigris_own_model_row",
    kind="pptx",
    vendor="Verdigris AI",
    workload="unstated",
    slides=(
        Slide(
            title="Verdigris V2 serving",
            table=Table(
                header=("Model", "Result", "Throughput"),
                rows=(
                    (
                        "Llama 2 70B",
                        "MLPerf Inference v6.0-0117, Closed, Server",
                        "40,200 tokens/s",
                    ),
                    (
                        "Mixtral 8x7B",
                        "MLPerf Inference v6.0-0117, Closed, Server",
                        "52,900 tokens/s",
                    ),
                    ("Llama 3.3 70B", "Verdigris lab run", "38,700 tokens/s"),
                ),
            ),
            bullets=(
                "On our own Atlas-13B model, V2 returns the first token in 95 ms.",
                "Support contracts run 3 years.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Llama 2 70B",
            values=(40200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0117",
            division="closed",
            scenario="server",
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=1,
            match="Mixtral 8x7B",
            values=(52900.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0117",
            division="closed",
            scenario="server",
            tolerated=F({"NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=1,
            match="Verdigris lab run",
            values=(38700.0,),
            unit="tokens/s",
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING | F({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="a model that is no MLPerf benchmark, in a table of MLPerf results",
        ),
        ExpectedClaim(
            page=1,
            match="Atlas-13B model, V2 returns the first token in 95 ms",
            values=(95.0,),
            unit="ms",
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING | F({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="a latency for the vendor's own model set beside its MLPerf results",
        ),
    ),
    non_claims=(NonClaim(page=1, match="3 years", why="contract term"),),
)

# The rotated value-axis title "Offline tokens/s" is drawn with an 'ffl' ligature in the export.
KYANITE_PDF = dataclasses.replace(KYANITE, name="t37_kyanite_chart_pdf", kind="pdf")

FINDER_DECKS: tuple[DeckSpec, ...] = (
    QUARRY,
    QUARRY_PDF,
    RILL,
    TESSELLATE,
    UMBER,
    VERDIGRIS,
    KYANITE_PDF,
)

YARROW = DeckSpec(
    name="t38_yarrow_endnotes",
    kind="pptx",
    vendor="Yarrow Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Yarrow Y3 for Fennick Legal",
            bullets=(
                "Fennick's lawyers chat with the research assistant and read its answers "
                "as they draft.",
            ),
        ),
        Slide(
            title="Results in brief",
            bullets=(
                "Llama 2 70B: 48,200 tokens/s^{1}",
                "Llama 2 70B: 51,900 tokens/s^{2}",
                "Mixtral 8x7B: 60,400 tokens/s^{1}",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "^{1} MLPerf Inference v5.1, Closed division, Server scenario.",
                "^{2} MLPerf Inference v5.1, Closed division, Offline scenario.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=("MLPerf and MLCommons are trademarks of MLCommons Association.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B: 48,200 tokens/s",
            values=(48200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="marker 1 points to the endnotes slide: Server",
        ),
        ExpectedClaim(
            page=2,
            match="Llama 2 70B: 51,900 tokens/s",
            values=(51900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="marker 2 points to the Offline endnote, for an interactive assistant",
        ),
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B: 60,400 tokens/s",
            values=(60400.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
        ),
    ),
)

YARROW_PDF = dataclasses.replace(YARROW, name="t39_yarrow_endnotes_pdf", kind="pdf")

ZIRCON = DeckSpec(
    name="t40_zircon_benchmark_notes",
    kind="pdf",
    vendor="Zircon Audio AI",
    workload="batch",
    slides=(
        Slide(
            title="Zircon Z2 for the county court archive",
            bullets=("Z2 transcribes the archive of recorded hearings overnight, in bulk.",),
        ),
        Slide(
            title="Throughput",
            bullets=(
                "Z2 reached 31,700 tokens/s on Llama 3.1 8B.",
                "On Whisper, Z2 transcribed at 21,400 samples/s.",
            ),
        ),
        Slide(
            title="Benchmark notes",
            bullets=(
                "Source: MLPerf Inference v6.0, Closed division, Offline scenario.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=tuple(
        ExpectedClaim(
            page=2,
            match=match,
            values=(value,),
            unit=unit,
            benchmark=benchmark,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            why="a slide titled 'Benchmark notes' states round, division and scenario for the deck",
        )
        for match, value, unit, benchmark in (
            ("Z2 reached 31,700 tokens/s", 31700.0, "tokens/s", "llama3.1-8b"),
            ("Z2 transcribed at 21,400 samples/s", 21400.0, "samples/s", "whisper"),
        )
    ),
)

FINDER_DECKS = (*FINDER_DECKS, YARROW, YARROW_PDF, ZIRCON)

UMBRA = DeckSpec(
    name="t41_umbra_datasheet_pdf",
    kind="pdf",
    vendor="Umbra Devices",
    workload="unstated",
    slides=(
        Slide(title="Umbra U9 datasheet", subtitle="Product brief\nMay 2026"),
        Slide(
            title="MLPerf Inference v6.0, Closed: Offline tokens/s",
            table=Table(
                header=("System", "Llama 2 70B", "Mixtral 8x7B"),
                rows=(("Umbra U9, 8 accelerators", "61,200", "74,900"),),
            ),
        ),
        Slide(
            title="Serving",
            bullets=(
                "In the Server scenario of MLPerf Inference v6.0, U9 produced 52,300 output "
                "tokens per second on Llama 2 70B.",
                "That is 35% faster than the U7 on the same test.",
                "Lead time: 6 weeks from order; warranty: 3 years.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Umbra U9, 8 accelerators",
            values=(61200.0, 74900.0),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING,
            why="a wide table (one column per benchmark) whose unit and scenario only the slide "
            "title gives",
        ),
        ExpectedClaim(
            page=3,
            match="U9 produced 52,300 output tokens per second",
            values=(52300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="That is 35% faster than the U7",
            values=(35.0,),
            round=None,
            division="unstated",
            scenario="unstated",
            flags=MISSING | F({"RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-ROUND", "CROSS-SCENARIO"}),
            why="a percentage speed-up set among the slide's MLPerf results; it borrows nothing "
            "from the sentence before it",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="6 weeks from order", why="lead time"),
        NonClaim(page=3, match="warranty: 3 years", why="warranty"),
    ),
)

FINDER_DECKS = (*FINDER_DECKS, UMBRA)

VESPER = DeckSpec(
    name="t42_vesper_bracket_markers",
    kind="pptx",
    vendor="Vesper Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Vesper V4 for Calder Bank",
            bullets=("V4 hosts the chat assistant inside Calder's banking app.",),
        ),
        Slide(
            title="Two ways to read V4",
            bullets=(
                "Llama 2 70B: 44,100 tokens/s [1]",
                "Llama 2 70B: 46,900 tokens/s [2]",
            ),
            footnotes=(
                "[1] MLPerf Inference v6.0, Closed division, Server scenario.",
                "[2] MLPerf Inference v6.0, Closed division, Offline scenario.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B: 44,100 tokens/s",
            values=(44100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the bracketed marker [1] binds footnote [1]: Server",
        ),
        ExpectedClaim(
            page=2,
            match="Llama 2 70B: 46,900 tokens/s",
            values=(46900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="the bracketed marker [2] binds footnote [2]: Offline, for a chat assistant",
        ),
    ),
)

VESPER_PDF = dataclasses.replace(VESPER, name="t43_vesper_bracket_markers_pdf", kind="pdf")

FINDER_DECKS = (*FINDER_DECKS, VESPER, VESPER_PDF)
