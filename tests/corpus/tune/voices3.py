"""Tune decks in fresh vendor voices, written blind to the rules (helper h15w, third batch).

Same brief as `voices.py`. This batch adds letter markers reused across slides, a legal slide
that covers every result, a text-first reportlab press release, horizontal-bar and line charts
with their context in axis titles and series names, and a second edge deck.
"""

from __future__ import annotations

from tests.corpus.schema import (
    Chart,
    DeckSpec,
    ExpectedClaim,
    HiddenText,
    NonClaim,
    Slide,
    Table,
)
from tests.corpus.tune.voices import MISSING_CONTEXT, SAME_SYSTEM_ID

F = frozenset

RANK_ONLY_ROUND = F({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"})

# --- 20. Legal slide covers every result; letter markers a and b mean different things per slide --

THORNBURY_LEGAL = DeckSpec(
    name="w20_thornbury_agent_assist_export",
    kind="pdf",
    vendor="Thornbury Networks",
    workload="interactive",
    slides=(
        Slide(
            title="Thornbury Networks: agent-assist sizing",
            subtitle="Response to Greyfriars Utilities, 20 January 2026",
        ),
        Slide(
            title="What Greyfriars asked for",
            bullets=(
                "Suggested replies appear on the agent's screen while the caller is still "
                "speaking.",
                "Greyfriars handles 41,000 calls a day",
            ),
        ),
        Slide(
            title="Results at a glance",
            bullets=(
                "Llama 2 70B: 21,028.2 tokens/s on eight MI300X GPUs^{a}",
                "Llama 2 70B: 23,514.8 tokens/s on the same eight GPUs^{b}",
            ),
            footnotes=(
                "^{a} Server scenario, result v4.1-0002.",
                "^{b} Offline scenario, result v4.1-0002.",
            ),
        ),
        Slide(
            title="Per GPU",
            bullets=(
                "Each MI300X contributes 2,628.5 tokens per second to the Server result^{a}.",
                "That beats the 2,520.27 tokens per second a one-GPU MI300X system posted in the "
                "same round^{b}.",
            ),
            footnotes=(
                "^{a} Server result v4.1-0002 divided by its eight GPUs; not an MLPerf result.",
                "^{b} Server scenario, result v4.1-0001.",
            ),
        ),
        Slide(
            title="Legal notices",
            bullets=(
                "Every benchmark result in this document is MLPerf Inference v4.1, Closed "
                "division, retrieved from mlcommons.org on 28 August 2024.",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association. Thornbury "
                "Networks is not an MLCommons member.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="21,028.2 tokens/s on eight MI300X GPUs",
            values=(21028.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="marker a binds Server; the legal slide covers round and division for all",
        ),
        ExpectedClaim(
            page=3,
            match="23,514.8 tokens/s on the same eight GPUs",
            values=(23514.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="marker b binds Offline: a batch figure for live agent assist",
        ),
        ExpectedClaim(
            page=4,
            match="Each MI300X contributes 2,628.5 tokens per second",
            values=(2628.5,),
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISSING", "ROUND-MISSING", "DIVISION-MISSING"}),
            why="a per-GPU figure divided out; this slide's own footnote a states the basis",
        ),
        ExpectedClaim(
            page=4,
            match="That beats the 2,520.27 tokens per second a one-GPU MI300X system posted",
            values=(2520.27,),
            unit="tokens/s",
            round="v4.1",
            result_id="v4.1-0001",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"CROSS-ROUND", "SCENARIO-MISSING"}),
            tolerated=F({"DERIVED-METRIC"}),
            why="an eight-GPU system's per-GPU share set against a one-GPU system; this slide's "
            "marker b is Server, not the Offline b of the slide before",
        ),
    ),
    non_claims=(
        NonClaim(1, "20 January 2026", "date"),
        NonClaim(2, "41,000 calls a day", "the customer's volume"),
        NonClaim(5, "28 August 2024", "retrieval date"),
    ),
    deck_flags_absent=F({"HIDDEN-TEXT"}),
)

# --- 21. Press release drawn text-first (reportlab): rank claims, a CEO quote ---------------------

ALDERMOOR_PRESS = DeckSpec(
    name="w21_aldermoor_press_release_text_pdf",
    kind="reportlab",
    vendor="Aldermoor Semiconductor",
    workload="unstated",
    slides=(
        Slide(
            title="Aldermoor Semiconductor news release",
            heading="MLPerf Inference v6.0 results",
            bullets=(
                "CAMBRIDGE, England, 2 April 2026",
                "Aldermoor Semiconductor today said its AM-3 accelerator is number one in the "
                "world for generative AI inference.",
                "The AM-3 topped every datacenter large language model test it entered.",
                "An eight-card AM-3 server produced 88,400 tokens per second on Llama 2 70B in the "
                "Server scenario of the Closed division.",
                '"These results show that Aldermoor now leads the industry in inference," said '
                "Priya Raman, chief executive.",
            ),
        ),
        Slide(
            title="About Aldermoor",
            bullets=(
                "Aldermoor employs 1,150 engineers in Cambridge and Austin.",
                "AM-3 cards are available from partners at $24,500.",
            ),
            footnote="MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="is number one in the world for generative AI inference",
            round="v6.0",
            flags=RANK_ONLY_ROUND,
            absent=F({"ROUND-MISSING"}),
            why="an industry-wide rank in press-release voice; only the round is named, by the "
            "heading line",
        ),
        ExpectedClaim(
            page=1,
            match="topped every datacenter large language model test it entered",
            round="v6.0",
            flags=RANK_ONLY_ROUND,
            why="'topped every test' stands in for benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=1,
            match="produced 88,400 tokens per second on Llama 2 70B",
            values=(88400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"UNVERIFIED"}),
            why="a fully labelled result without an ID (not in the published v6.0 results, so a "
            "results-database check would call it unverified)",
        ),
        ExpectedClaim(
            page=1,
            match="now leads the industry in inference",
            round="v6.0",
            flags=RANK_ONLY_ROUND,
            why="a rank claim in a quote; the sibling sentence lends it no scenario or division",
        ),
    ),
    non_claims=(
        NonClaim(1, "2 April 2026", "dateline"),
        NonClaim(2, "1,150 engineers", "headcount"),
        NonClaim(2, "$24,500", "price"),
    ),
)

# --- 22. Chart-heavy PPTX: horizontal bars with context in the axis title, a line across rounds ---

QUAYSIDE_CHARTS = DeckSpec(
    name="w22_quayside_bar_and_line_charts",
    kind="pptx",
    vendor="Quayside Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Quayside Compute: the live agent platform",
            bullets=(
                "Built for a bank's app, where customers type a question and expect the answer "
                "to stream back straight away.",
            ),
        ),
        Slide(
            title="Three Quayside nodes, eight GPUs each",
            chart=Chart(
                title="Interactive-scenario tokens/s, Llama 2 70B",
                categories=("Quayside Q-B200", "Quayside Q-H200", "Quayside Q-MI325X"),
                series=(("tokens/s", (60137.6, 21915.6, 18407.2)),),
                number_format="#,##0.0",
                value_axis_title="MLPerf Inference v5.1, Closed division",
                kind="bar",
                width_in=11.0,
            ),
        ),
        Slide(
            title="Our flagship, round after round",
            chart=Chart(
                title="Flagship node, Llama 2 70B Server tokens/s",
                categories=("v4.1", "v5.1", "v6.0"),
                series=(("Closed division, eight GPUs", (21605.8, 99139.2, 99301.5)),),
                number_format="#,##0.0",
                category_axis_title="MLPerf Inference round",
                kind="line",
                width_in=11.0,
            ),
        ),
        Slide(
            title="Pricing",
            bullets=("$4.80 per GPU-hour on demand", "Committed-use discount: 35%"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Quayside Q-B200",
            values=(60137.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "SCENARIO-MISMATCH", "ROUND-MISSING", "CHIP-COUNT"}),
            why="scenario from the chart title, round and division from the value-axis title",
        ),
        ExpectedClaim(
            page=2,
            match="Quayside Q-H200",
            values=(21915.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"DIVISION-MISSING", "CHIP-COUNT"}),
            why="same chart context",
        ),
        ExpectedClaim(
            page=2,
            match="Quayside Q-MI325X",
            values=(18407.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT"}),
            why="same chart context",
        ),
        ExpectedClaim(
            page=3,
            match="v4.1",
            values=(21605.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="three rounds on one line; round from the category, division from the series",
        ),
        ExpectedClaim(
            page=3,
            match="v5.1",
            values=(99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            why="second point of the cross-round line",
        ),
        ExpectedClaim(
            page=3,
            match="v6.0",
            values=(99301.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND", "RESULT-ID-MISSING"}),
            why="third point of the cross-round line",
        ),
    ),
    non_claims=(
        NonClaim(4, "$4.80 per GPU-hour", "price"),
        NonClaim(4, "35%", "discount, not an accuracy"),
    ),
)

# --- 23. Own mixture-of-experts model against Mixtral; cost per resolved ticket in pence -----------

HALYARD_SUPPORT = DeckSpec(
    name="w23_halyard_support_agent",
    kind="pptx",
    vendor="Halyard AI",
    workload="interactive",
    slides=(
        Slide(
            title="Halyard Support Agent for Penrose Energy",
            bullets=(
                "Customers chat with the Halyard agent on Penrose's website and get their answer "
                "in the conversation.",
                "The agent runs Halyard-MoE 8x22B, our own mixture-of-experts model.",
            ),
        ),
        Slide(
            title="Benchmarked speed",
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Mixtral 8x7B on eight H200 GPUs: 59,992.8 tokens per second in the Server "
                "scenario (result 5.1-0007).",
                "The same system's Offline run, 61,372.4 tokens per second, is why Halyard-MoE "
                "gets customers' answers right.",
            ),
        ),
        Slide(
            title="Cost per resolved ticket",
            bullets=(
                "8p per thousand correctly resolved tickets.",
                "Penrose resolves 1.3 million tickets a year",
            ),
            footnote="Basis: MLPerf Inference v5.1, Closed division, Mixtral 8x7B, Server "
            "scenario, result 5.1-0007; Halyard's price of £31 per node-hour; 92% of tickets "
            "resolved in Penrose's trial. Derived by Halyard, not an MLPerf result.",
        ),
        Slide(
            title="Contract",
            bullets=("£31 per node-hour, minimum two nodes", "Twelve-month initial term"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B on eight H200 GPUs: 59,992.8 tokens per second",
            values=(59992.8,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the deck deploys its own 8x22B model, not the Mixtral 8x7B reference",
        ),
        ExpectedClaim(
            page=2,
            match="Offline run, 61,372.4 tokens per second",
            values=(61372.4,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="a throughput figure sold as right answers, Offline for a chat agent; "
            + SAME_SYSTEM_ID,
        ),
        ExpectedClaim(
            page=3,
            match="8p per thousand correctly resolved tickets",
            values=(8.0,),
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="cost per correct answer in pence; labels from the slide's unmarked footnote",
        ),
    ),
    non_claims=(
        NonClaim(3, "1.3 million tickets a year", "the customer's volume"),
        NonClaim(3, "92% of tickets", "a trial figure in a footnote, context only"),
        NonClaim(4, "£31 per node-hour", "price"),
    ),
)

# --- 24. Edge in other words (readers in delivery vans), text-first PDF with a positioned table ---

PINEWICK_VANS = DeckSpec(
    name="w24_pinewick_van_readers_text_pdf",
    kind="reportlab",
    vendor="Pinewick Logistics Tech",
    workload="edge",
    slides=(
        Slide(
            title="Pinewick: label reading in the van",
            bullets=(
                "Each of the 900 delivery vans carries a handheld reader that recognises parcel "
                "labels on the spot, with no mobile signal needed.",
            ),
        ),
        Slide(
            title="ResNet-50 on edge boxes",
            table=Table(
                header=("System (result)", "MLPerf Inference v4.1 Closed: SingleStream ms"),
                rows=(
                    ("ThinkEdge SE455 V3, v4.1-0041", "0.332"),
                    ("ThinkEdge SE360 V2, v4.1-0042", "0.387"),
                ),
            ),
        ),
        Slide(
            title="Throughput when a van docks",
            bullets=(
                "Offline, the ThinkEdge SE360 V2 classifies 25,600 images per second (result "
                "v4.1-0042, MLPerf Inference v4.1, Closed division).",
                "Server-scenario figures describe a datacenter answering many users at once; a "
                "reader in a van answers one driver at a time.",
            ),
        ),
        Slide(
            title="Unit costs",
            bullets=("Reader unit price: €640", "Battery life: 11 hours per charge"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="ThinkEdge SE455 V3, v4.1-0041",
            values=(0.332,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="table header names round, division and scenario; two 2-GPU boxes; "
            "SingleStream fits a reader in the field",
        ),
        ExpectedClaim(
            page=2,
            match="ThinkEdge SE360 V2, v4.1-0042",
            values=(0.387,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "CHIP-COUNT"}),
            why="second row, same header",
        ),
        ExpectedClaim(
            page=3,
            match="classifies 25,600 images per second",
            values=(25600.0,),
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="offline",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="Offline fits edge; the other sentence names Server but is no claim",
        ),
    ),
    non_claims=(
        NonClaim(1, "900 delivery vans", "the customer's fleet"),
        NonClaim(4, "€640", "price"),
        NonClaim(4, "11 hours", "battery life"),
    ),
)

# --- 25. Datasheet, workload unstated though chat is mentioned; the division only in notes/white ---

FIELDFARE_HIDDEN = "Closed division, MLPerf Inference v5.1"
FIELDFARE_NOTES = "Speaker: all of these are Closed division results."

FIELDFARE_DATASHEET = DeckSpec(
    name="w25_fieldfare_spec_sheet",
    kind="pptx",
    vendor="Fieldfare Servers",
    workload="unstated",
    slides=(
        Slide(
            title="Fieldfare FX-8 specification sheet",
            bullets=(
                "Eight H200 SXM GPUs with 1,128 GB of HBM3e in total",
                "Chat assistants are the most common use of Llama 2 70B today; the FX-8 is sold "
                "as a general-purpose node.",
            ),
        ),
        Slide(
            title="Benchmark results",
            bullets=(
                "Llama 2 70B, Offline: 34,548.2 tokens/s (result 5.1-0014)",
                "Llama 2 70B, Interactive: 19,621.9 tokens/s (result 5.1-0014)",
                "Llama 3.1 8B, Server: 41,291 tokens/s (result 5.1-0014)",
            ),
            notes=FIELDFARE_NOTES,
            hidden=(HiddenText(FIELDFARE_HIDDEN, "white"),),
        ),
        Slide(
            title="Ordering",
            bullets=("FX-8 list price: $318,000", "Ships within 8 weeks of order"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B, Offline: 34,548.2 tokens/s",
            values=(34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="unstated",
            scenario="offline",
            flags=F({"DIVISION-MISSING"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "RESULT-ID-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the division appears only in speaker notes and white text; the deck states no "
            "workload of its own (chat is named as other people's use), so no mismatch; the "
            "result ID implies the round",
        ),
        ExpectedClaim(
            page=2,
            match="Llama 2 70B, Interactive: 19,621.9 tokens/s",
            values=(19621.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="unstated",
            scenario="interactive",
            flags=F({"DIVISION-MISSING"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system's scenarios listed together; notes and hidden text lend nothing",
        ),
        ExpectedClaim(
            page=2,
            match="Llama 3.1 8B, Server: 41,291 tokens/s",
            values=(41291.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="unstated",
            scenario="server",
            flags=F({"DIVISION-MISSING"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISSING", "SCENARIO-MISMATCH"}),
            why="notes and hidden text never supply a label",
        ),
    ),
    non_claims=(
        NonClaim(1, "1,128 GB", "memory size"),
        NonClaim(3, "$318,000", "price"),
        NonClaim(3, "8 weeks", "lead time"),
    ),
    deck_flags=F({"HIDDEN-TEXT"}),
    deck_flags_absent=F({"INJECTION"}),
    injected=(FIELDFARE_HIDDEN, FIELDFARE_NOTES),
)

# --- 26. Keynote, PDF export: the deck-level Closed is overridden by a marked Open footnote -------

GREYLING_KEYNOTE = DeckSpec(
    name="w26_greyling_archive_keynote_export",
    kind="pdf",
    vendor="Greyling Systems",
    workload="batch",
    slides=(
        Slide(
            title="Greyling Systems: archive indexing keynote",
            subtitle="Legal Tech Forum 2026\n"
            "Results quoted are MLPerf Inference v5.1, Closed division, unless a note says "
            "otherwise",
        ),
        Slide(
            title="The job",
            bullets=(
                "Kessler & Vane re-index the firm's whole document archive every night, while "
                "the office is closed.",
            ),
        ),
        Slide(
            title="Two ways to run Llama 2 70B",
            bullets=(
                "Greyling G8 with the reference model: 34,588.3 tokens per second, Offline "
                "(result 5.1-0025).",
                "Greyling G8 with our pruned model: 93,045.8 tokens per second, Offline^{†}.",
                "Pruned, the G8 finishes the nightly re-index 2.7 times sooner.",
            ),
            footnotes=("^{†} Open division, result 5.1-0098.",),
        ),
        Slide(
            title="Pricing",
            bullets=("G8 appliance: $265,000", "Annual support: 18% of list"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="with the reference model: 34,588.3 tokens per second",
            values=(34588.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0025",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="a Closed result set beside an Open one; division from the title slide",
        ),
        ExpectedClaim(
            page=3,
            match="with our pruned model: 93,045.8 tokens per second",
            values=(93045.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0098",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="its own footnote (Open) outranks the deck-level Closed statement",
        ),
        ExpectedClaim(
            page=3,
            match="finishes the nightly re-index 2.7 times sooner",
            values=(2.7,),
            round="v5.1",
            division=None,
            scenario="unstated",
            flags=F({"OPEN-COMPARED", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="the sentence that states the Open-against-Closed comparison; its division is "
            "ambiguous (the subject is the Open run, the deck-level statement says Closed)",
        ),
    ),
    non_claims=(
        NonClaim(4, "$265,000", "price"),
        NonClaim(4, "18% of list", "support fee"),
    ),
)

VOICE_DECKS_3: tuple[DeckSpec, ...] = (
    THORNBURY_LEGAL,
    ALDERMOOR_PRESS,
    QUAYSIDE_CHARTS,
    HALYARD_SUPPORT,
    PINEWICK_VANS,
    FIELDFARE_DATASHEET,
    GREYLING_KEYNOTE,
)
