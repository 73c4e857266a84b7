"""Held-out decks where the labels live in footnotes, legal slides, headings, axes and series."""

from __future__ import annotations

from tests.corpus.heldout._common import codes
from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

# Footnote-heavy summary: letters a, b, c bind each figure to its own footnote; one figure has no
# marker and gets nothing from its neighbours' footnotes. The customer runs overnight batches.
PELLUCID_FOOTNOTES = DeckSpec(
    name="ho_pellucid_footnotes",
    kind="pptx",
    vendor="Pellucid Machines",
    workload="batch",
    slides=(
        Slide(
            title="Pellucid P4 appliance: results summary",
            bullets=(
                "Llama 3.1 8B: 61,880 tokens/s^{a}",
                "DeepSeek-R1: 14,210 tokens/s^{b}",
                "Whisper: 21,400 samples/s^{c}",
                "Llama 2 70B: 27,900 tokens/s",
                "Stable, predictable throughput around the clock.",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Closed division, Server scenario; Pellucid P4 with 8 "
                "accelerators.",
                "^{b} MLPerf Inference v6.0, Closed division, Offline scenario; same appliance.",
                "^{c} Pellucid internal measurement with the Whisper large-v3 pipeline, Offline, "
                "unverified. Result not verified by MLCommons Association.",
            ),
        ),
        Slide(
            title="Where P4 fits",
            bullets=(
                "P4 sits in the back office and works through scanned claim forms in overnight "
                "batches.",
                "List price: $148,500; volume pricing from ten units.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Llama 3.1 8B: 61,880 tokens/s",
            values=(61880.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING DIVISION-MISSING SCENARIO-MISSING CROSS-ROUND"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Footnote a, bound by its marker. Several benchmarks of one system are a "
            "disclosure, not a comparison across rounds.",
        ),
        ExpectedClaim(
            page=1,
            match="DeepSeek-R1: 14,210 tokens/s",
            values=(14210.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISSING CROSS-ROUND SCENARIO-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Footnote b: a different round and scenario from footnote a. Offline fits batch.",
        ),
        ExpectedClaim(
            page=1,
            match="Whisper: 21,400 samples/s",
            values=(21400.0,),
            unit="samples/s",
            benchmark="whisper",
            scenario="offline",
            flags=codes("ROUND-MISSING DIVISION-MISSING"),
            absent=codes("UNVERIFIED"),
            tolerated=codes("RESULT-ID-MISSING NON-MLPERF-MIX"),
            why="Footnote c gives the unverified wording and the statement, and the scenario; "
            "no round or division is given for it.",
        ),
        ExpectedClaim(
            page=1,
            match="Llama 2 70B: 27,900 tokens/s",
            values=(27900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            flags=codes("ROUND-MISSING DIVISION-MISSING SCENARIO-MISSING RESULT-ID-MISSING"),
            why="No marker: the footnotes bound to its neighbours do not apply to it.",
        ),
    ),
    non_claims=(NonClaim(page=2, match="List price: $148,500", why="price"),),
)

# The legal slide at the end covers every result in the deck; call-centre agents are the
# customer (interactive). A figure that states its own scenario keeps it.
BIRCH_LEGAL_SLIDE = DeckSpec(
    name="ho_birch_legal_slide",
    kind="pdf",
    vendor="Birchline",
    workload="interactive",
    slides=(
        Slide(
            title="Birchline B-Series for contact centres",
            bullets=(
                "Give every call-centre agent a live assistant that drafts the reply while the "
                "caller is still talking.",
                "Deploys in your own data centre; no call audio leaves the building.",
            ),
        ),
        Slide(
            title="Throughput where it counts",
            bullets=(
                "B-Series 8-accelerator node: 41,700 tokens/s on Llama 2 70B.",
                "B-Series 8-accelerator node: 46,900 tokens/s on Llama 3.1 8B.",
                "Offline, the same node reaches 49,300 tokens/s on Llama 2 70B.",
            ),
        ),
        Slide(
            title="Legal notices",
            bullets=(
                "All MLPerf results in this presentation are from MLPerf Inference v5.1, Closed "
                "division, Server scenario, unless another scenario is stated beside the figure; "
                "retrieved from mlcommons.org on 10 September 2025.",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association in the United "
                "States and other countries. All rights reserved.",
                "Birchline and B-Series are trademarks of Birchline Ltd. Prices valid until 31 "
                "December 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="41,700 tokens/s on Llama 2 70B",
            values=(41700.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING SCENARIO-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Round, division and scenario from the legal slide, which covers all results.",
        ),
        ExpectedClaim(
            page=2,
            match="46,900 tokens/s on Llama 3.1 8B",
            values=(46900.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING ROUND-MISSING"),
            why="Deck-level disclosure again.",
        ),
        ExpectedClaim(
            page=2,
            match="the same node reaches 49,300 tokens/s",
            values=(49300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING SCENARIO-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Its own 'Offline' outranks the legal slide's Server; Offline for live agents.",
        ),
    ),
    non_claims=(
        NonClaim(
            page=3,
            match="retrieved from mlcommons.org on 10 September 2025",
            why="disclosure text, not a claim",
        ),
        NonClaim(page=3, match="Prices valid until 31 December 2026", why="date"),
    ),
    deck_flags_absent=codes("INJECTION HIDDEN-TEXT"),
)

# A tender response: the buyer's normative clauses are quoted (ordinary prose, not injection).
# The citizen chat service deploys the reference model; a real Dell v6.0 entry is tabled.
FERRO_TENDER_RESPONSE = DeckSpec(
    name="ho_ferro_tender_response",
    kind="pdf",
    vendor="Ferrowell Solutions",
    workload="interactive",
    slides=(
        Slide(
            title="Response to RFP 2026-114: compliance matrix",
            bullets=(
                "Clause 4.2: Benchmark evidence shall be treated as operational evidence only and "
                "shall cite round, division, scenario and result ID.",
                "Clause 4.3: The service shall return the first token within 1.5 s for 95% of "
                "requests at 200 concurrent users.",
                "Clause 4.4: Answer accuracy on the authority's own test set shall be measured "
                "during the pilot and not inferred from public benchmarks.",
            ),
        ),
        Slide(
            title="Our evidence for clause 4.2",
            table=Table(
                header=("System", "Benchmark", "Round", "Division", "Scenario", "ID", "Tokens/s"),
                rows=(
                    (
                        "PowerEdge XE9680 (8x MI300X)",
                        "Llama 2 70B",
                        "v6.0",
                        "Closed",
                        "Server",
                        "6.0-0019",
                        "24,467.7",
                    ),
                    (
                        "PowerEdge XE9680 (8x MI300X)",
                        "Llama 2 70B",
                        "v6.0",
                        "Closed",
                        "Offline",
                        "6.0-0019",
                        "27,072.5",
                    ),
                ),
            ),
            footnote="Dell submission to MLPerf Inference v6.0, retrieved 2 April 2026.",
        ),
        Slide(
            title="The service we will run",
            bullets=(
                "A citizen-facing chat assistant on the authority's website, answering questions "
                "about permits and waste collection.",
                "We will deploy Llama 2 70B Chat, the MLPerf reference model, without fine-tuning.",
                "The pilot starts on 2 February 2027 with 12 staff seconded from the authority.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="24,467.7",
            values=(24467.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0019",
            division="closed",
            scenario="server",
            absent=codes(
                "RESULT-ID-MISSING SCENARIO-MISMATCH CROSS-SCENARIO DIVISION-MISSING MODEL-MISMATCH"
            ),
            why="Fully labelled row; one system in two scenarios is disclosure; the deck "
            "deploys the reference model.",
        ),
        ExpectedClaim(
            page=2,
            match="27,072.5",
            values=(27072.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0019",
            division="closed",
            scenario="offline",
            flags=codes("SCENARIO-MISMATCH"),
            absent=codes("CROSS-SCENARIO RESULT-ID-MISSING MODEL-MISMATCH"),
            why="Offline throughput offered for a citizen chat service.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="within 1.5 s for 95% of requests", why="customer target"),
        NonClaim(page=1, match="200 concurrent users", why="customer target"),
        NonClaim(page=3, match="2 February 2027 with 12 staff", why="date and headcount"),
    ),
    deck_flags_absent=codes("INJECTION HIDDEN-TEXT"),
)

# Silent about the customer's use; the heading text box names scenario, round and division.
# Slide 2 still carries template filler text.
RIDGE_RESULTS_SHEET = DeckSpec(
    name="ho_ridge_results_sheet",
    kind="pdf",
    vendor="Ridgeback Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Ridgeback R3: results",
            heading="Offline scenario · MLPerf Inference v6.0 · Closed division",
            bullets=(
                "DeepSeek-R1: 68,900 tokens/s on one R3 node with eight accelerators.",
                "GPT-OSS-120B: 104,700 tokens/s on the same node.",
                "Llama 3.1 8B: 151,200 tokens/s.",
            ),
        ),
        Slide(
            title="Ridgeback at a glance",
            bullets=(
                "Headquartered in Boulder, Colorado, with 310 employees.",
                "R3 is orderable today; R4 follows in 2027.",
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="DeepSeek-R1: 68,900 tokens/s",
            values=(68900.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISMATCH SCENARIO-MISSING DIVISION-MISSING"),
            why="Labels from the heading text box; no workload, so no mismatch.",
        ),
        ExpectedClaim(
            page=1,
            match="GPT-OSS-120B: 104,700 tokens/s",
            values=(104700.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("ROUND-UNKNOWN NON-MLPERF-MIX"),
            why="GPT-OSS-120B is a v6.0 benchmark.",
        ),
        ExpectedClaim(
            page=1,
            match="Llama 3.1 8B: 151,200 tokens/s",
            values=(151200.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING"),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="310 employees", why="headcount"),
        NonClaim(page=2, match="R4 follows in 2027", why="roadmap year"),
    ),
    deck_flags_absent=codes("INJECTION HIDDEN-TEXT"),
)

# Chart-heavy: the axis title carries round and division, the series names the scenarios.
VANTOR_RESULTS_CHARTS = DeckSpec(
    name="ho_vantor_results_charts",
    kind="pdf",
    vendor="Vantor",
    workload="unstated",
    slides=(
        Slide(
            title="Vantor V-Max: Llama 2 70B",
            chart=Chart(
                title="Llama 2 70B throughput, one 8-accelerator node",
                categories=("V-Max",),
                series=(("Server", (93400.0,)), ("Offline", (97100.0,))),
                value_axis_title="tokens/s (MLPerf Inference v6.0, Closed)",
                left_in=1.5,
                width_in=10.0,
                height_in=4.4,
            ),
        ),
        Slide(
            title="Against the field",
            chart=Chart(
                title="Llama 2 70B tokens/s, MLPerf Inference v6.0 Closed",
                categories=("Vantor V-Max (Server)", "Dell XE9680 8x MI300X (Offline)"),
                series=(("Tokens/s", (93400.0, 27072.5)),),
                number_format="#,##0.0",
                left_in=1.5,
                width_in=10.0,
                height_in=4.2,
            ),
            footnote="Dell figure: PowerEdge XE9680 (8x MI300X), result 6.0-0019, retrieved 2 "
            "April 2026.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="V-Max",
            values=(93400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("CROSS-SCENARIO DIVISION-MISSING ROUND-MISSING SCENARIO-MISSING"),
            why="Round and division from the value-axis title, scenario from the series name; "
            "one system in two scenarios is disclosure.",
        ),
        ExpectedClaim(
            page=1,
            match="V-Max",
            values=(97100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("CROSS-SCENARIO SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=2,
            match="Vantor V-Max (Server)",
            values=(93400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("CROSS-SCENARIO RESULT-ID-MISSING"),
            absent=codes("CHIP-COUNT"),
            why="Server plotted against another system's Offline; both have 8 accelerators.",
        ),
        ExpectedClaim(
            page=2,
            match="Dell XE9680 8x MI300X (Offline)",
            values=(27072.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("CROSS-SCENARIO"),
            absent=codes("CHIP-COUNT SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="The footnote gives its result ID; RESULT-ID-MISSING goes either way.",
        ),
    ),
    deck_flags_absent=codes("HIDDEN-TEXT"),
)

DISCLOSURE_DECKS: tuple[DeckSpec, ...] = (
    PELLUCID_FOOTNOTES,
    BIRCH_LEGAL_SLIDE,
    FERRO_TENDER_RESPONSE,
    RIDGE_RESULTS_SHEET,
    VANTOR_RESULTS_CHARTS,
)
