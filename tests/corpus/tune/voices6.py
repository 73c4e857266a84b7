"""Tune decks in eight more vendor voices, written blind to the rules by helper h15w6.

Voices: a trade-show booth loop (big numbers, few words, charts), quarterly earnings-call
slides (investor voice, figures mixed with revenue), a system integrator's solution brief for a
bank, a webinar deck whose speaker notes carry the details, a technical whitepaper drawn to PDF
(dense paragraphs, numbered footnotes), a deck translated from another language (slightly
unidiomatic English), a telecom operator's edge-AI offer, and a chip start-up's launch keynote
with a disclosure slide at the end.

Figures quoted as published results are MLCommons' own (v4.1, v5.1, v6.0 results files);
vendors are fictional otherwise.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

C = ExpectedClaim
N = NonClaim


def fs(*codes: str) -> frozenset[str]:
    """A frozenset of catalogue codes."""
    return frozenset(codes)


MISSING3 = fs("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING")
MISSING4 = MISSING3 | fs("RESULT-ID-MISSING")

# --- w61: trade-show booth loop (pptx) -------------------------------------------------------

W61 = DeckSpec(
    name="w61_booth_loop_racks",
    kind="pptx",
    vendor="Tarnwick AI Halls",
    workload="unstated",
    slides=(
        Slide(
            title="Tarnwick AI Halls",
            subtitle=(
                "Stand B-212 · Hall 4\n"
                "Rack-scale inference capacity, leased by the month\n"
                "Figures from MLPerf Inference v6.0 published results"
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Offline",
            bullets=(
                "2.49 million tokens/s of DeepSeek-R1",
                "288 GB300 GPUs · four NVL72 racks · result 6.0-0076",
                "8,661 tokens/s from every single GPU",
            ),
        ),
        Slide(
            heading="Llama 2 70B · Server scenario · MLPerf Inference v6.0, Closed division",
            bullets=("One rack, 7.6x the tokens of an eight-GPU server",),
            chart=Chart(
                title="Llama 2 70B tokens/s, Server",
                categories=("GB300 NVL72 (72 GPUs)", "UCS C880A M8 (8 GPUs)"),
                series=(("Tokens/s", (868278.0, 114504.0)),),
                value_axis_title="Tokens per second",
                height_in=3.0,
            ),
            footnote=(
                "Results 6.0-0078 (NVIDIA GB300 NVL72) and 6.0-0010 (Cisco UCS C880A M8, 8x B300), "
                "retrieved from mlcommons.org on 14 October 2026."
            ),
        ),
        Slide(
            title="Power, space, lease",
            bullets=(
                "Each rack: 132 kW nameplate, 1.4 m² of floor",
                "6,578 tokens/s per kW of rack power^{1}",
                "From $118,000 per rack per month, 36-month term",
                "First racks ready March 2027",
            ),
            footnotes=(
                "^{1} Llama 2 70B Server result 6.0-0078 (MLPerf Inference v6.0, Closed division) "
                "divided by the 132 kW nameplate rating; not measured with MLPerf Power.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="2.49 million tokens/s of DeepSeek-R1",
            values=(2490000.0, 2.49),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=MISSING3,
            tolerated=fs("RESULT-ID-MISSING"),
            why="labels from a heading text box; the result ID sits in the next bullet",
        ),
        C(
            page=2,
            match="8,661 tokens/s from every single GPU",
            values=(8661.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            absent=MISSING3,
            tolerated=fs("RESULT-ID-MISSING"),
            why="2,494,310 / 288 GPUs: a per-GPU figure in booth shorthand",
        ),
        C(
            page=3,
            match="7.6x the tokens of an eight-GPU server",
            values=(7.6,),
            unit="x",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("ROUND-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "DERIVED-METRIC"),
            why="a 72-GPU rack against an 8-GPU server, the count written as 'one rack' and a word",
        ),
        C(
            page=3,
            match="GB300 NVL72 (72 GPUs)",
            values=(868278.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="chart point set beside an 8-GPU server; scenario in chart title and heading",
        ),
        C(
            page=3,
            match="UCS C880A M8 (8 GPUs)",
            values=(114504.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="6,578 tokens/s per kW of rack power",
            values=(6578.0,),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            absent=fs("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            why="perf per kW from a nameplate rating; the basis is in its own footnote",
        ),
    ),
    non_claims=(
        N(page=1, match="Stand B-212", why="booth number"),
        N(page=2, match="288 GB300 GPUs", why="system size, not a performance figure"),
        N(page=3, match="14 October 2026", why="retrieval date"),
        N(page=4, match="132 kW nameplate", why="rated power"),
        N(page=4, match="$118,000 per rack per month", why="lease price"),
        N(page=4, match="March 2027", why="delivery date"),
    ),
)

# --- w62: quarterly earnings call (LibreOffice PDF) -----------------------------------------

W62 = DeckSpec(
    name="w62_earnings_call_fleet",
    kind="pdf",
    vendor="Veritane Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Veritane Cloud · Q3 FY2027 Results",
            subtitle="Earnings call · 18 November 2026\nInvestor Relations",
        ),
        Slide(
            title="Q3 at a glance",
            bullets=(
                "Revenue $612 million, up 41% year over year",
                "Inference API revenue $233 million from developers calling our hosted endpoints",
                "Gross margin 57.2%, operating margin 18.4%",
                "Headcount 1,240 at quarter end",
            ),
        ),
        Slide(
            heading="Benchmark proof point · MLPerf Inference v6.0, Closed division",
            bullets=(
                "The GB200 NVL72 racks we deploy sit behind a published 810,104 tokens/s on "
                "Llama 2 70B in the Server scenario (result 6.0-0075)",
                "The same racks reach 888,054 tokens/s when the benchmark runs Offline",
                "That works out to 11,251 tokens/s for each of the rack's 72 GPUs",
            ),
        ),
        Slide(
            title="Revenue capacity per rack",
            bullets=(
                "At the MLPerf Server rate, one rack could earn $4.1 million a year at today's "
                "API list price^{1}",
                "API list price: $0.16 per million output tokens",
            ),
            footnotes=(
                "^{1} 810,104 tokens/s (MLPerf Inference v6.0, Closed, Server, result 6.0-0075) "
                "× 31.5 million seconds × $0.16 per million output tokens, at full utilisation.",
            ),
        ),
        Slide(
            title="Fleet generations · MLPerf Inference Server, Closed division",
            bullets=("Llama 2 70B throughput per system is up 24.7x from v4.1 to v6.0",),
            table=Table(
                header=("System", "Accelerators", "Round", "Result ID", "Llama 2 70B tokens/s"),
                rows=(
                    ("NVIDIA H200 (8x H200)", "8", "v4.1", "v4.1-0046", "32,790"),
                    ("NVIDIA GB200 NVL72", "72", "v6.0", "6.0-0075", "810,104"),
                ),
            ),
        ),
        Slide(
            title="Outlook",
            bullets=(
                "Q4 revenue guidance $650–670 million",
                "Three more NVL72 racks go live in Q4 FY2027",
                "Scaled to those racks, the benchmark projects to 2.43 million tokens/s^{2}",
            ),
            footnotes=(
                "^{2} Projection: three times result 6.0-0075 (MLPerf Inference v6.0, Closed "
                "division, Server); not a measured result.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="published 810,104 tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=fs("CROSS-SCENARIO"),
            why="Server fits a hosted API; round and division from the heading box of a PDF export",
        ),
        C(
            page=3,
            match="The same racks reach 888,054 tokens/s",
            values=(888054.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("SCENARIO-MISMATCH"),
            absent=fs("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "CROSS-SCENARIO"),
            why="follow-on Offline figure in a deck selling a hosted API",
        ),
        C(
            page=3,
            match="11,251 tokens/s for each of the rack's 72 GPUs",
            values=(11251.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=fs("DERIVED-METRIC", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="per-GPU figure; 'that' points at a sibling, which lends no scenario",
        ),
        C(
            page=4,
            match="one rack could earn $4.1 million a year",
            values=(4.1, 4100000.0),
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            bucket=None,
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="revenue per rack drawn from an MLPerf throughput: an ROI figure",
        ),
        C(
            page=5,
            match="up 24.7x from v4.1 to v6.0",
            values=(24.7,),
            unit="x",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND", "CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING", "DERIVED-METRIC"),
            why="8-GPU v4.1 system against a 72-GPU v6.0 rack",
        ),
        C(
            page=5,
            match="NVIDIA H200 (8x H200)",
            values=(32790.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0046",
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISSING", "DIVISION-MISSING"),
        ),
        C(
            page=5,
            match="NVIDIA GB200 NVL72",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISSING", "DIVISION-MISSING"),
        ),
        C(
            page=6,
            match="the benchmark projects to 2.43 million tokens/s",
            values=(2430000.0, 2.43),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("UNVERIFIED"),
            why="an extrapolation to three racks, flagged as a projection in its footnote",
        ),
    ),
    non_claims=(
        N(page=1, match="18 November 2026", why="date"),
        N(page=2, match="Revenue $612 million", why="revenue"),
        N(page=2, match="$233 million", why="revenue"),
        N(page=2, match="Gross margin 57.2%", why="margin"),
        N(page=2, match="Headcount 1,240", why="headcount"),
        N(
            page=4,
            match="$0.16 per million output tokens",
            why="price per token on a pricing slide",
        ),
        N(page=6, match="$650–670 million", why="guidance"),
        N(page=6, match="Three more NVL72 racks", why="roadmap"),
    ),
)

# --- w63: system integrator's solution brief for a bank (pptx) -------------------------------

W63 = DeckSpec(
    name="w63_integrator_bank_brief",
    kind="pptx",
    vendor="Brightwater Systems Integration",
    workload="batch",
    slides=(
        Slide(
            title="Nordhaven Bank · Document Intelligence Platform",
            subtitle=(
                "Solution brief prepared by Brightwater Systems Integration\n"
                "Confidential · October 2026"
            ),
        ),
        Slide(
            title="What Nordhaven asked for",
            bullets=(
                "Every night, extract and reconcile the day's 1.2 million trade confirmations "
                "before the desks open",
                "Re-index the 14-year loan-file archive by the end of Q2 2027",
                "Model: Llama 3.1 70B, fine-tuned on Nordhaven's own documents, on premises",
                "Our retail-banking clients run the same stack behind a live chat assistant; "
                "that is not part of this scope",
            ),
        ),
        Slide(
            title="Platform sizing",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B, Offline",
            table=Table(
                header=("Candidate platform", "GPUs", "Tokens/s", "Result"),
                rows=(
                    ("Lenovo ThinkSystem SR680a V3", "8 × B200", "102,909", "5.1-0061"),
                    ("Lambda NVIDIA DGX B200", "8 × B200", "102,725", "5.1-0060"),
                ),
            ),
            footnote="Either platform meets the overnight window with two servers.",
        ),
        Slide(
            title="Scale-out option",
            bullets=(
                "MangoBoost's 48-GPU MI300X cluster posted 169,197 tokens/s^{a}, 1.6x the "
                "eight-GPU B200 servers we size above",
                "Normalised per accelerator the B200 servers lead: 12,864 vs 3,525 tokens/s "
                "per GPU^{b}",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Closed division, Llama 2 70B Offline, result 5.1-0065.",
                "^{b} Results 5.1-0061 and 5.1-0065 divided by their GPU counts (8 and 48); "
                "MLPerf Inference v5.1, Closed, Offline.",
            ),
        ),
        Slide(
            title="Accuracy and cost",
            bullets=(
                "Llama 2 70B clears MLPerf's 99.9% accuracy target^{1}: bank-grade accuracy for "
                "every confirmation your team signs off",
                "At the Lenovo result's pace, each correctly reconciled confirmation costs "
                "NOK 0.004^{2}",
                "Platform fee NOK 2.9 million per year, three-year term",
            ),
            footnotes=(
                "^{1} Accuracy target of the llama2-70b-99.9 benchmark, MLPerf Inference v5.1, "
                "Closed division, Offline scenario.",
                "^{2} 102,909 tokens/s (result 5.1-0061, MLPerf Inference v5.1, Closed, Offline), "
                "410 tokens per confirmation, 99.2% straight-through rate, NOK 38 per GPU-hour.",
            ),
        ),
        Slide(
            title="Next steps",
            bullets=(
                "Pilot starts 12 January 2027 on two servers",
                "Brightwater team: 11 engineers on site",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Lenovo ThinkSystem SR680a V3",
            values=(102909.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"),
            why="two 8-GPU servers side by side; Offline fits a nightly batch; Llama 3.1 deployed",
        ),
        C(
            page=3,
            match="Lambda NVIDIA DGX B200",
            values=(102725.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0060",
            division="closed",
            scenario="offline",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"),
        ),
        C(
            page=4,
            match="48-GPU MI300X cluster posted 169,197 tokens/s",
            values=(169197.0, 1.6),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0065",
            division="closed",
            scenario="offline",
            flags=fs("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="48 GPUs set against eight; labels from footnote a only",
        ),
        C(
            page=4,
            match="12,864 vs 3,525 tokens/s",
            values=(12864.0, 3525.0),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="per-GPU normalisation of an 8-GPU and a 48-GPU result; footnote b names no model",
        ),
        C(
            page=5,
            match="clears MLPerf's 99.9% accuracy target",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="the pass/fail gate sold as 'bank-grade accuracy' for a different model",
        ),
        C(
            page=5,
            match="each correctly reconciled confirmation costs",
            values=(0.004,),
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="cost per correct answer in Norwegian kroner",
        ),
    ),
    non_claims=(
        N(page=2, match="1.2 million trade confirmations", why="customer volume"),
        N(page=2, match="14-year loan-file archive", why="archive age"),
        N(page=5, match="NOK 2.9 million per year", why="price"),
        N(page=6, match="12 January 2027", why="date"),
        N(page=6, match="11 engineers on site", why="headcount"),
    ),
)

# --- w64: webinar deck, details only in speaker notes (pptx) ---------------------------------

W64 = DeckSpec(
    name="w64_webinar_notes_reasoning",
    kind="pptx",
    vendor="Pellucid AI",
    workload="interactive",
    deck_flags_absent=fs("INJECTION", "HIDDEN-TEXT"),
    slides=(
        Slide(
            title="Webinar: Reasoning models behind your support chat",
            subtitle="Live session · 3 December 2026 · 45 minutes + Q&A\nPellucid AI",
            notes="Welcome everyone; remind attendees the recording goes out afterwards.",
        ),
        Slide(
            title="Where you are today",
            bullets=(
                "Your support assistant answers 40,000 customer chats a day",
                "Target: first token in under 1.5 seconds",
                "Today's demo: DeepSeek-R1, the model you would run in production",
            ),
            notes="Ask the poll question early. Most attendees run chat assistants for customers.",
        ),
        Slide(
            title="DeepSeek-R1 on one rack: MLPerf results",
            bullets=(
                "400,437 tokens/s",
                "250,634 tokens/s with tight per-user limits",
            ),
            notes=(
                "Details for the presenter: both figures are NVIDIA GB300 NVL72, MLPerf Inference "
                "v6.0 Closed division, result 6.0-0078; the first is the Server scenario, the "
                "second the Interactive scenario."
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Interactive scenario",
            chart=Chart(
                title="DeepSeek-R1 Interactive tokens/s",
                categories=("GB300 NVL72", "GB200 NVL72"),
                series=(("Tokens/s", (250634.0, 240318.0)),),
                kind="bar",
            ),
            footnote="Results 6.0-0078 and 6.0-0075 (NVIDIA), 72 GPUs in each rack.",
            notes="Stress that both racks hold 72 GPUs: like for like.",
        ),
        Slide(
            title="And the Offline numbers?",
            bullets=(
                "MLPerf Inference v6.0 Offline, Closed: 647,076 tokens/s for DeepSeek-R1 on the "
                "same GB300 NVL72 (6.0-0078)",
                "Our fine-tuned Mistral Small 3.1 24B: 52,300 tokens/s on that rack",
            ),
            notes="Q&A prep: the Mistral number is from our lab, not MLPerf.",
        ),
        Slide(
            title="Poll and Q&A",
            bullets=(
                "Poll: how many GPUs do you run today? 8 / 16 / 64+",
                "Recording available within 48 hours",
                "Pellucid pricing from $2.40 per GPU-hour",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="400,437 tokens/s",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=MISSING4,
            why="the round, division, scenario and ID are only in the speaker notes",
        ),
        C(
            page=3,
            match="250,634 tokens/s with tight per-user limits",
            values=(250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario=None,
            flags=fs("DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"),
            tolerated=fs("SCENARIO-MISSING"),
            why="'tight per-user limits' hints at Interactive without naming it; notes lend nothing",
        ),
        C(
            page=4,
            match="GB300 NVL72",
            values=(250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="interactive",
            absent=fs(
                "CHIP-COUNT",
                "SCENARIO-MISMATCH",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "MODEL-MISMATCH",
            ),
            tolerated=fs("RESULT-ID-MISSING"),
            why="two 72-GPU racks compared: same size",
        ),
        C(
            page=4,
            match="GB200 NVL72",
            values=(240318.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="interactive",
            absent=fs(
                "CHIP-COUNT",
                "SCENARIO-MISMATCH",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "MODEL-MISMATCH",
            ),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=5,
            match="647,076 tokens/s for DeepSeek-R1",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=fs("SCENARIO-MISMATCH"),
            absent=fs("MODEL-MISMATCH"),
            tolerated=fs("NON-MLPERF-MIX"),
            why="Offline throughput for a support chat",
        ),
        C(
            page=5,
            match="Mistral Small 3.1 24B: 52,300 tokens/s",
            values=(52300.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=MISSING4 | fs("UNVERIFIED", "SCENARIO-MISMATCH"),
            why="a non-MLPerf model beside an MLPerf result",
        ),
    ),
    non_claims=(
        N(page=1, match="3 December 2026", why="date"),
        N(page=2, match="40,000 customer chats a day", why="customer volume"),
        N(page=2, match="under 1.5 seconds", why="customer's own latency target"),
        N(page=6, match="48 hours", why="logistics"),
        N(page=6, match="$2.40 per GPU-hour", why="price"),
    ),
)

# --- w65: technical whitepaper drawn with reportlab ------------------------------------------

W65 = DeckSpec(
    name="w65_whitepaper_footnoted",
    kind="reportlab",
    vendor="Orrery Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Inference at Scale: Reading Published Benchmarks",
            subtitle=(
                "Orrery Compute whitepaper WP-2026-07\n"
                "Prepared for infrastructure architects · November 2026"
            ),
        ),
        Slide(
            title="1. Throughput across submitters",
            heading="MLPerf Inference v5.1, Closed division, Server scenario",
            bullets=(
                "In the v5.1 round, Cisco's 32-GPU H100 system reached 122,274 tokens/s on "
                "Llama 2 70B [1], whereas Nebius served 101,611 tokens/s on just eight B200 "
                "GPUs [2].",
                "Normalising by accelerator count changes the picture: 3,821 tokens/s per H100 "
                "against 12,701 per B200, a 3.3x gap per device.",
            ),
            footnotes=(
                "[1] MLPerf Inference v5.1, Closed, Server, result 5.1-0016 (Cisco HPF HGX System, "
                "32x H100-SXM-80GB).",
                "[2] MLPerf Inference v5.1, Closed, Server, result 5.1-0073 (Nebius B200, 8x "
                "B200-SXM-180GB).",
            ),
        ),
        Slide(
            title="2. Composite and aggregate figures",
            heading="MLPerf Inference v6.0, Closed division",
            bullets=(
                "Vendors increasingly publish one composite. The geometric mean of the GB300 "
                "NVL72's Offline results on Llama 2 70B, DeepSeek-R1 and GPT-OSS-120B [3] is "
                "913,000 tokens/s, a number no single run produced.",
                "Likewise, adding up the Server results of three separately run GB200 racks [4] "
                "gives 804,418 tokens/s of DeepSeek-R1, although no one system served that load.",
            ),
            footnotes=(
                "[3] Result 6.0-0078, NVIDIA GB300 NVL72 (72 GPUs), Offline scenario.",
                "[4] DeepSeek-R1 Server results 6.0-0075, 6.0-0042 and 6.0-0015.",
            ),
        ),
        Slide(
            title="3. Comparing across rounds",
            bullets=(
                "On the same eight-GPU chassis class, Llama 2 70B Offline throughput rose from "
                "34,864 tokens/s [5] to 102,909 tokens/s [6] in about a year.",
                "Check the MLCommons compatibility table before quoting such gains.",
            ),
            footnotes=(
                "[5] MLPerf Inference v4.1, Closed division, result v4.1-0046 (NVIDIA H200, 8 GPUs).",
                "[6] MLPerf Inference v5.1, Closed division, result 5.1-0061 (Lenovo ThinkSystem "
                "SR680a V3, 8x B200).",
            ),
        ),
        Slide(
            title="4. Power and price",
            bullets=(
                "Dividing a result by a nameplate rating is common but unsupported: the Lambda "
                "DGX B200 result over a 14.3 kW chassis is 7,184 tokens/s per kW [7].",
                "At $304 per server-hour the same result buys 1.22 million tokens per dollar [7].",
                "Cloud list prices quoted were current on 1 November 2026 and ranged from $38 to "
                "$52 per GPU-hour.",
            ),
            footnotes=(
                "[7] Llama 2 70B Offline result 5.1-0060, MLPerf Inference v5.1, Closed division; "
                "14.3 kW is the vendor's rated system power, not an MLPerf Power measurement.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="reached 122,274 tokens/s",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            why="32 GPUs set against eight in one analyst sentence",
        ),
        C(
            page=2,
            match="served 101,611 tokens/s",
            values=(101611.0,),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0073",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            why="the second vendor after 'whereas' is its own claim with its own footnote",
        ),
        C(
            page=2,
            match="3,821 tokens/s per H100",
            values=(3821.0, 12701.0, 3.3),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="per-device normalisation of a 32-GPU and an 8-GPU result",
        ),
        C(
            page=3,
            match="913,000 tokens/s",
            values=(913000.0,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            absent=fs(
                "ROUND-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "NON-MLPERF-MIX",
                "ROUND-UNKNOWN",
            ),
            why="geometric mean across three benchmarks, all three in v6.0",
        ),
        C(
            page=3,
            match="gives 804,418 tokens/s of DeepSeek-R1",
            values=(804418.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            absent=fs("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="a sum over three separate submissions",
        ),
        C(
            page=4,
            match="throughput rose from 34,864 tokens/s",
            values=(34864.0, 102909.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="offline",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="the two rounds are named only in footnotes 5 and 6; eight GPUs on each side",
        ),
        C(
            page=5,
            match="7,184 tokens/s per kW",
            values=(7184.0,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0060",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            why="perf per kW from a rated power, basis stated",
        ),
        C(
            page=5,
            match="1.22 million tokens per dollar",
            values=(1220000.0, 1.22),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0060",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            absent=fs("COST-PER-ANSWER"),
            why="tokens per dollar is perf/$, not a cost per correct answer",
        ),
    ),
    non_claims=(
        N(page=1, match="WP-2026-07", why="document number"),
        N(page=5, match="$38 to $52 per GPU-hour", why="prices"),
        N(page=5, match="1 November 2026", why="date"),
    ),
)


# --- w66: deck translated from another language, edge inspection (LibreOffice PDF) -------------

W66 = DeckSpec(
    name="w66_translated_edge_inspection",
    kind="pdf",
    vendor="Sanjo Vision Works",
    workload="edge",
    slides=(
        Slide(
            title="Sanjo Vision Works: Proposal of Edge AI Inspection Box",
            subtitle="For the production lines of your factory\nTranslated edition, November 2026",
        ),
        Slide(
            title="Your situation",
            bullets=(
                "Cameras are installed at 48 lines in 3 plants and the inspection is happening "
                "at the line itself, not in the cloud",
                "Network to headquarter is not always available, so judgement must be done on "
                "the spot",
                "Inside the box works our own defect model SVW-Det 3, learned on images of your "
                "parts",
                "Required: judgement of one part within 30 ms",
            ),
        ),
        Slide(
            title="Measured performance",
            heading="Results of MLPerf Inference v6.0 in closed division (ResNet-50)",
            table=Table(
                header=("Scenario", "ThinkEdge SE455i V3 (2× L4)", "Unit"),
                rows=(
                    ("Single stream", "0.40", "ms latency"),
                    ("Multi stream", "0.81", "ms latency"),
                    ("Offline", "25,200", "samples/s"),
                ),
            ),
            footnote="The numbers are from result 6.0-0068 of Lenovo, published by MLCommons.",
        ),
        Slide(
            title="Comparison with a bigger server",
            bullets=(
                "The HPE server with 5 pieces of RTX PRO 4500 is making 94,651 samples/s in "
                "offline, it is 3.8 times of our box with 2 pieces of L4^{*}",
                "But calculated per one accelerator, our L4 is giving 12,600 samples/s and is "
                "only a few lower than 18,930 of the RTX PRO 4500",
            ),
            footnotes=(
                "^{*} MLPerf Inference v6.0 closed division, ResNet-50, offline scenario, results "
                "6.0-0056 (HPE) and 6.0-0068 (Lenovo).",
            ),
        ),
        Slide(
            title="Quality of the judgement",
            heading="MLPerf Inference v6.0, closed division",
            bullets=(
                "ResNet-50 is keeping 99 % of the reference accuracy in the MLPerf test, so the "
                "quality of defect judgement is guaranteed in the highest level",
            ),
        ),
        Slide(
            title="Price and delivery",
            bullets=(
                "One box is 1,480,000 yen, delivery 10 weeks after the order",
                "Maintenance contract is 9 % of the price per year",
                "Cost for one correct judgement becomes only 0.0023 yen^{1}",
            ),
            footnotes=(
                "^{1} Calculated by us from offline result 6.0-0068 (MLPerf Inference v6.0, closed "
                "division), the box price over 5 years and 4 parts per second at each line.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Single stream",
            values=(0.40,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CROSS-SCENARIO", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            why="one system's scenarios listed in a table; 'Single stream' spelled apart",
        ),
        C(
            page=3,
            match="Multi stream",
            values=(0.81,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="multi_stream",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CROSS-SCENARIO", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
        ),
        C(
            page=3,
            match="Offline",
            values=(25200.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="offline",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
        ),
        C(
            page=4,
            match="is making 94,651 samples/s",
            values=(94651.0, 3.8),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="five accelerators against two, written as 'pieces'; labels from footnote *",
        ),
        C(
            page=4,
            match="our L4 is giving 12,600 samples/s",
            values=(12600.0, 18930.0),
            unit="samples/s",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT") | MISSING3,
            tolerated=fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="per-accelerator figures without a marker: footnote * is bound to the sibling",
        ),
        C(
            page=5,
            match="keeping 99 % of the reference accuracy",
            values=(99.0,),
            unit="%",
            benchmark="resnet",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="the accuracy gate sold as guaranteed judgement quality",
        ),
        C(
            page=6,
            match="Cost for one correct judgement",
            values=(0.0023,),
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a cost per correct answer in yen",
        ),
    ),
    non_claims=(
        N(page=2, match="48 lines in 3 plants", why="customer's site count"),
        N(page=2, match="within 30 ms", why="customer's own latency target"),
        N(page=6, match="1,480,000 yen", why="price"),
        N(page=6, match="10 weeks", why="delivery time"),
        N(page=6, match="9 % of the price per year", why="maintenance price"),
    ),
)

# --- w67: telecom operator's edge-AI offer (pptx) --------------------------------------------

W67 = DeckSpec(
    name="w67_telecom_edge_zones",
    kind="pptx",
    vendor="Meridia Telecom",
    workload="interactive",
    slides=(
        Slide(
            title="Meridia Telecom · Edge AI Zones",
            subtitle=(
                "GPU capacity in 14 metro sites, sold as a managed service\n"
                "Offer for enterprise customers · 2027 price book"
            ),
        ),
        Slide(
            title="Built for conversation",
            bullets=(
                "Run your voice agents next to your callers: 14 metro sites, under 10 ms network "
                "round trip",
                "Your agents should start speaking within 800 ms",
                "Zones ship with Llama 2 70B Chat preloaded; bring your own fine-tune of it",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B Interactive",
            table=Table(
                header=("Zone configuration", "Nodes × GPUs", "Tokens/s", "Result ID"),
                rows=(
                    ("Meridia Zone L (Cisco UCS, MI350X)", "2 × 8", "103,633", "6.0-0011"),
                    ("Single AMD MI355X server", "1 × 8", "73,608", "6.0-0002"),
                ),
            ),
        ),
        Slide(
            title="Like for like: eight MI355X GPUs each",
            heading="MLPerf Inference v6.0, Closed division",
            chart=Chart(
                title="Llama 2 70B Interactive tokens/s",
                categories=("AMD (8x MI355X)", "GigaComputing (8x MI355X)"),
                series=(("Tokens/s", (73608.2, 72547.3)),),
                height_in=3.0,
            ),
            footnote="Results 6.0-0002 and 6.0-0037.",
        ),
        Slide(
            title="Capacity per zone",
            bullets=(
                "A Zone L gives 6,477 tokens/s per GPU in the Interactive scenario^{1}",
                "Also offered: Qwen2.5 72B at 3,900 tokens/s per node, measured in our own lab",
                "Zone L from €41,000 per month, 12-month minimum",
            ),
            footnotes=(
                "^{1} Result 6.0-0011 (MLPerf Inference v6.0, Closed division, Llama 2 70B) "
                "divided by its 16 GPUs.",
            ),
        ),
        Slide(
            title="Service terms",
            bullets=(
                "99.95% monthly availability",
                "Network operations centre in Lyon, staffed around the clock",
                "Contracts start from 1 January 2027",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Meridia Zone L (Cisco UCS, MI350X)",
            values=(103633.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0011",
            division="closed",
            scenario="interactive",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "SCENARIO-MISSING", "ROUND-MISSING"),
            why="2 nodes × 8 GPUs beside a single 8-GPU server, counts in a table column",
        ),
        C(
            page=3,
            match="Single AMD MI355X server",
            values=(73608.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="interactive",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "SCENARIO-MISSING", "ROUND-MISSING"),
        ),
        C(
            page=4,
            match="AMD (8x MI355X)",
            values=(73608.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="eight GPUs on each side: a fair comparison",
        ),
        C(
            page=4,
            match="GigaComputing (8x MI355X)",
            values=(72547.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=5,
            match="6,477 tokens/s per GPU",
            values=(6477.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0011",
            division="closed",
            scenario="interactive",
            flags=fs("DERIVED-METRIC"),
            absent=fs("SCENARIO-MISMATCH", "DIVISION-MISSING"),
        ),
        C(
            page=5,
            match="Qwen2.5 72B at 3,900 tokens/s",
            values=(3900.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=MISSING4 | fs("UNVERIFIED", "DERIVED-METRIC"),
            why="a model MLPerf does not benchmark, offered beside MLPerf figures",
        ),
    ),
    non_claims=(
        N(page=1, match="14 metro sites", why="site count"),
        N(page=2, match="under 10 ms network", why="network round trip, not a benchmark"),
        N(page=2, match="within 800 ms", why="customer's own latency target"),
        N(page=5, match="€41,000 per month", why="price"),
        N(page=6, match="99.95% monthly availability", why="uptime"),
        N(page=6, match="1 January 2027", why="date"),
    ),
)

# --- w68: chip start-up launch keynote with a disclosure slide (LibreOffice PDF) ---------------

W68 = DeckSpec(
    name="w68_startup_keynote_disclosure",
    kind="pdf",
    vendor="Auralis Silicon",
    workload="unstated",
    slides=(
        Slide(
            title="Auralis AX-1",
            subtitle="Launch keynote · Auralis Silicon\nSan Jose · 9 November 2026",
        ),
        Slide(
            title="Meet AX-1",
            bullets=(
                "The fastest inference card ever built",
                "216 GB of HBM4 per card · 700 W",
                "Shipping to design partners in Q1 2027",
            ),
        ),
        Slide(
            title="Llama 2 70B on four cards",
            bullets=(
                "61,200 tokens/s on four AX-1 cards (unverified)^{‡}",
                "An eight-GPU B300 server needs twice the accelerators for 115,730 tokens/s",
                "Per card: 15,300 tokens/s against 14,466 per B300 GPU",
            ),
            footnotes=("^{‡} Result not verified by MLCommons Association.",),
        ),
        Slide(
            title="A generational leap",
            bullets=(
                "3.2x the throughput of our A0 prototype, which we ran under v5.1 rules last year",
                "9,800 tokens/s of DeepSeek-R1 on one eight-card AX-1 chassis",
            ),
        ),
        Slide(
            title="Availability",
            bullets=(
                "Sampling in Q1 2027, volume in Q3 2027",
                "List price $21,500 per card",
                "180 engineers in San Jose and Cambridge",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All Auralis results in this presentation follow MLPerf Inference v6.0 Closed "
                "division rules in the Offline scenario, measured by Auralis on pre-production "
                "silicon.",
                "Result not verified by MLCommons Association.",
                "Comparison system: Cisco UCS C880A M8 (8x NVIDIA B300), result 6.0-0010, "
                "Llama 2 70B Offline, retrieved 2 November 2026.",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="The fastest inference card ever built",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("RANK-CLAIM"),
            absent=fs("DIVISION-MISSING", "ROUND-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("UNVERIFIED", "RESULT-ID-MISSING"),
            why="an industry-wide rank in keynote voice; labels from the closing disclosure slide",
        ),
        C(
            page=3,
            match="61,200 tokens/s on four AX-1 cards",
            values=(61200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=fs("UNVERIFIED", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="'unverified' beside the score and the statement in its own footnote",
        ),
        C(
            page=3,
            match="twice the accelerators for 115,730 tokens/s",
            values=(115730.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("CHIP-COUNT"),
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "UNVERIFIED"),
            why="four cards set against eight GPUs, the count as 'twice'",
        ),
        C(
            page=3,
            match="Per card: 15,300 tokens/s",
            values=(15300.0, 14466.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT", "UNVERIFIED"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="per-card figures from an own result, without the word unverified beside them",
        ),
        C(
            page=4,
            match="3.2x the throughput of our A0 prototype",
            values=(3.2,),
            unit="x",
            round=None,
            division="closed",
            scenario="offline",
            flags=fs("CROSS-ROUND", "UNVERIFIED"),
            tolerated=fs("RESULT-ID-MISSING", "DERIVED-METRIC"),
            why="v5.1-rules prototype against v6.0-rules silicon, both own numbers",
        ),
        C(
            page=4,
            match="9,800 tokens/s of DeepSeek-R1",
            values=(9800.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("UNVERIFIED"),
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="own result without the word unverified; context from the disclosure slide",
        ),
    ),
    non_claims=(
        N(page=1, match="9 November 2026", why="date"),
        N(page=2, match="216 GB of HBM4", why="memory size"),
        N(page=2, match="700 W", why="rated power"),
        N(page=5, match="$21,500 per card", why="price"),
        N(page=5, match="180 engineers", why="headcount"),
        N(page=6, match="retrieved 2 November 2026", why="disclosure line without a figure"),
    ),
)

# --- w69: second booth loop, charts only (LibreOffice PDF) -----------------------------------

W69 = DeckSpec(
    name="w69_booth_loop_charts",
    kind="pdf",
    vendor="Halden Systems",
    workload="batch",
    slides=(
        Slide(
            title="Halden Systems · Booth 1730",
            subtitle=(
                "Weekend-scale reprocessing of your document archive\nLive demo every 30 minutes"
            ),
        ),
        Slide(
            title="Ten years of archive. One weekend.",
            bullets=(
                "Re-run OCR, summaries and tagging over 40 million pages between Friday night "
                "and Monday morning",
                "Nothing waits on a user: jobs queue up and run flat out",
            ),
        ),
        Slide(
            heading="MLPerf Inference, Closed division",
            chart=Chart(
                title="Best 8-GPU server, Llama 2 70B Offline tokens/s",
                categories=("v4.1", "v5.1", "v6.0"),
                series=(("8-GPU server", (34864.2, 102909.0, 115730.0)),),
                kind="line",
                category_axis_title="MLPerf Inference round",
            ),
            footnote=(
                "Results v4.1-0046 (NVIDIA H200), 5.1-0061 (Lenovo B200) and 6.0-0010 (Cisco "
                "B300); eight GPUs in every system."
            ),
        ),
        Slide(
            heading="DeepSeek-R1 · MLPerf Inference v6.0",
            chart=Chart(
                title="DeepSeek-R1 Offline tokens/s",
                categories=("NVIDIA GB300 NVL72 · Closed", "CoreWeave GB300 NVL72 · Open"),
                series=(("Tokens/s", (647076.0, 627653.0)),),
                value_axis_title="Tokens per second",
                height_in=3.0,
            ),
            footnote=(
                "Results 6.0-0078 (Closed division) and 6.0-0104 (Open division); CoreWeave's "
                "Open result used 64 of the rack's 72 GPUs."
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division",
            bullets=(
                "1.04 million tokens/s of GPT-OSS-120B, Offline, on one GB300 NVL72 (6.0-0078)",
                "Nobody in the industry pushes more tokens through a single rack",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "Halden H72 rack from $3.9 million",
                "Financing over 48 months",
                "Order by 31 January 2027 for Q2 delivery",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="v4.1",
            values=(34864.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="a line over three rounds; every point an 8-GPU system; Offline fits the batch job",
        ),
        C(
            page=3,
            match="v5.1",
            values=(102909.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=3,
            match="v6.0",
            values=(115730.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="NVIDIA GB300 NVL72 · Closed",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("OPEN-COMPARED", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="a Closed rack beside an Open result that used 64 GPUs",
        ),
        C(
            page=4,
            match="CoreWeave GB300 NVL72 · Open",
            values=(627653.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="open",
            scenario="offline",
            flags=fs("OPEN-COMPARED", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=5,
            match="1.04 million tokens/s of GPT-OSS-120B",
            values=(1040000.0, 1.04),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            absent=fs("ROUND-UNKNOWN", "NON-MLPERF-MIX", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="GPT-OSS-120B is a v6.0 benchmark",
        ),
        C(
            page=5,
            match="Nobody in the industry pushes more tokens",
            round="v6.0",
            division="closed",
            scenario="unstated",
            flags=fs("RANK-CLAIM", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="an industry-wide rank in booth voice",
        ),
    ),
    non_claims=(
        N(page=1, match="Booth 1730", why="booth number"),
        N(page=2, match="40 million pages", why="customer volume"),
        N(page=6, match="$3.9 million", why="price"),
        N(page=6, match="48 months", why="financing term"),
        N(page=6, match="31 January 2027", why="date"),
    ),
)


# --- w70: second earnings call, drawn with reportlab (table as positioned text) ---------------

W70 = DeckSpec(
    name="w70_earnings_oem_reportlab",
    kind="reportlab",
    vendor="Arcturus Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Arcturus Systems: Fiscal Q2 2027 Earnings",
            subtitle="Conference call, 4 December 2026\nCEO and CFO prepared remarks",
        ),
        Slide(
            title="Financial summary",
            bullets=(
                "Revenue of $2.97 billion, up 28% year on year",
                "AI server revenue $1.84 billion, 62% of the total",
                "Backlog of $4.2 billion entering Q3",
                "Diluted EPS $1.12",
            ),
        ),
        Slide(
            title="Platforms we ship: Llama 2 70B",
            table=Table(
                header=("Platform", "v5.1 Closed Server", "GPUs"),
                rows=(
                    ("Dell PowerEdge XE9685L", "99,214 tokens/s", "8"),
                    ("Supermicro AS-4126GS-NBR-LCC", "99,187 tokens/s", "8"),
                ),
            ),
            footnotes=("Result IDs 5.1-0028 (Dell) and 5.1-0086 (Supermicro), MLCommons.",),
        ),
        Slide(
            title="What it means for customers",
            heading="MLPerf Inference v5.1 · Server scenario",
            bullets=(
                "Averaged over the four B200 platforms we resell, Llama 2 70B throughput is "
                "about 100,000 tokens/s [1]",
                "Per node, Cisco's four-node H100 system delivers 30,569 tokens/s [2]",
                "Customers tell us the 99,214 tokens/s of our Dell-based platform is proof its "
                "answers are the most dependable",
            ),
            footnotes=(
                "[1] Mean of Closed-division results 5.1-0028, 5.1-0086, 5.1-0060 and 5.1-0073.",
                "[2] Closed division, Llama 2 70B, result 5.1-0016 (4 nodes x 8 H100-SXM-80GB), "
                "divided by four.",
            ),
        ),
        Slide(
            title="Outlook and capital return",
            bullets=(
                "Q3 revenue outlook $3.1 to $3.3 billion",
                "New $2 billion share buyback authorised",
                "B300 platforms ship from February 2027",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Dell PowerEdge XE9685L",
            values=(99214.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=fs("CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="the table header carries round, division and scenario; eight GPUs in each row",
        ),
        C(
            page=3,
            match="Supermicro AS-4126GS-NBR-LCC",
            values=(99187.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=fs("CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="about 100,000 tokens/s",
            values=(100000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="an average over four separate submissions",
        ),
        C(
            page=4,
            match="Per node, Cisco's four-node H100 system",
            values=(30569.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            why="a per-node figure from a four-node result",
        ),
        C(
            page=4,
            match="proof its answers are the most dependable",
            values=(99214.0,),
            unit="tokens/s",
            round="v5.1",
            division="unstated",
            scenario="server",
            bucket="quality",
            flags=fs("QUALITY-BUCKET", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="a throughput result offered as evidence of dependable answers",
        ),
    ),
    non_claims=(
        N(page=1, match="4 December 2026", why="date"),
        N(page=2, match="$2.97 billion", why="revenue"),
        N(page=2, match="62% of the total", why="revenue share"),
        N(page=2, match="$4.2 billion", why="backlog"),
        N(page=2, match="EPS $1.12", why="earnings per share"),
        N(page=5, match="$3.1 to $3.3 billion", why="guidance"),
        N(page=5, match="$2 billion share buyback", why="capital return"),
        N(page=5, match="February 2027", why="roadmap date"),
    ),
)

# --- w71: second translated deck, municipal assistant (pptx) -----------------------------------

W71 = DeckSpec(
    name="w71_translated_city_assistant",
    kind="pptx",
    vendor="Rheinwerk Digitaldienste",
    workload="interactive",
    slides=(
        Slide(
            title="Citizen Assistant 2.0: Offer for the City Administration",
            subtitle=(
                "Rheinwerk Digitaldienste GmbH\n"
                "English translation of the German original, status 20.11.2026"
            ),
        ),
        Slide(
            title="Application",
            bullets=(
                "The clerks in the citizen office are asking the assistant questions during the "
                "counter conversation and are waiting on the answer",
                "Model: Llama 3.1 8B Instruct, operated in the own data centre of the city",
                "Expected are up to 350 simultaneous clerks in the peak hour",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, division closed, model Llama 3.1 8B",
            table=Table(
                header=("Server", "Accelerators", "Scenario", "Token per second"),
                rows=(
                    ("HPE ProLiant DL380a Gen12", "10× RTX PRO 6000", "Interactive", "53,055"),
                    ("HPE ProLiant DL380a Gen12", "8× RTX PRO 6000", "Interactive", "44,087"),
                ),
            ),
            footnote=(
                "Source: results 6.0-0045 (ten cards) and 6.0-0047 (eight cards) of HPE, "
                "mlcommons.org."
            ),
        ),
        Slide(
            title="Offline value for completeness",
            bullets=(
                "In the scenario offline the ten-card server is reaching 60,680 token per second "
                "(MLPerf Inference v6.0, closed, result 6.0-0045)",
            ),
        ),
        Slide(
            title="Per card and per euro",
            bullets=(
                "Per card the eight-card server is giving 5,511 token per second, the ten-card "
                "only 5,305^{a}",
                "This makes 0.58 token per second for each euro of investment^{b}",
                "Price of the eight-card server: 76,000 euro net",
            ),
            footnotes=(
                "^{a} Interactive results 6.0-0047 and 6.0-0045 of MLPerf Inference v6.0 (closed "
                "division), divided through 8 and 10 cards.",
                "^{b} 44,087 token per second (result 6.0-0047, MLPerf Inference v6.0, closed, "
                "interactive) divided through the server price.",
            ),
        ),
        Slide(
            title="Answer quality",
            heading="MLPerf Inference v6.0, closed division",
            bullets=(
                "The result fulfils the MLPerf accuracy target of 99 % of the reference for "
                "Llama 3.1 8B, so your citizens get correct information in every case",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="10× RTX PRO 6000",
            values=(53055.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="ten cards beside eight in a table; the deck deploys the reference model",
        ),
        C(
            page=3,
            match="8× RTX PRO 6000",
            values=(44087.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="ten-card server is reaching 60,680 token per second",
            values=(60680.0,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0045",
            division="closed",
            scenario="offline",
            flags=fs("SCENARIO-MISMATCH"),
            absent=fs("MODEL-MISMATCH"),
            why="an Offline figure for clerks waiting on each answer, said without 'chat'",
        ),
        C(
            page=5,
            match="eight-card server is giving 5,511 token per second",
            values=(5511.0, 5305.0),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="per-card figures of an 8-card and a 10-card server",
        ),
        C(
            page=5,
            match="0.58 token per second for each euro",
            values=(0.58,),
            round="v6.0",
            result_id="6.0-0047",
            division="closed",
            scenario="interactive",
            flags=fs("DERIVED-METRIC"),
            absent=fs("COST-PER-ANSWER"),
            why="throughput per euro: perf/$, not a cost per answer",
        ),
        C(
            page=6,
            match="accuracy target of 99 % of the reference",
            values=(99.0,),
            unit="%",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs("GATE-AS-GRADE"),
            absent=fs("MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="the gate sold as 'correct information in every case'",
        ),
    ),
    non_claims=(
        N(page=1, match="20.11.2026", why="date"),
        N(page=2, match="350 simultaneous clerks", why="customer's user count"),
        N(page=5, match="76,000 euro net", why="price"),
    ),
)

# --- w72: second telecom offer, roadside edge, drawn with reportlab -----------------------------

W72 = DeckSpec(
    name="w72_telecom_roadside_reportlab",
    kind="reportlab",
    vendor="Norvik Mobile",
    workload="edge",
    slides=(
        Slide(
            title="Norvik Mobile: Roadside AI Cabinets",
            subtitle=(
                "Video analytics for traffic authorities\nOffer NM-2027-14, valid until 31 March 2027"
            ),
        ),
        Slide(
            title="How it works",
            bullets=(
                "Cameras on poles and gantries stream to a cabinet at the roadside; detection "
                "runs there, not in a data centre",
                "Only events (a stopped car, a wrong-way driver) travel over our 5G network",
                "Each cabinet takes up to 24 camera feeds",
                "Norvik's own customer-care chatbot runs on the same hardware in our core sites",
            ),
        ),
        Slide(
            title="Detection speed",
            heading="MLPerf Inference v6.0, Closed division, YOLO object detection",
            bullets=(
                "Eight L40S GPUs in a PowerEdge XE7745 answer a multi-camera query in 54.7 ms [1]",
                "The sixteen-L4 build of the same chassis needs 81.1 ms [2], so fewer, larger "
                "GPUs win",
                "Single-frame latency on the L40S build: 7.1 ms [3]",
            ),
            footnotes=(
                "[1] MultiStream scenario, result 6.0-0029 (Dell PowerEdge XE7745, 8x L40S).",
                "[2] MultiStream scenario, result 6.0-0030 (Dell PowerEdge XE7745, 16x L4).",
                "[3] SingleStream scenario, result 6.0-0029.",
            ),
        ),
        Slide(
            title="Throughput per cabinet",
            bullets=(
                "Offline, a cabinet with eight L40S clears 153.5 frames per second [4]",
                "That is 19.2 frames per second per GPU [4]",
            ),
            footnotes=(
                "[4] MLPerf Inference v6.0, Closed division, YOLO Offline, result 6.0-0029.",
            ),
        ),
        Slide(
            title="Prices",
            bullets=(
                "€96,000 per cabinet, installed",
                "Service fee €1,150 per cabinet per month",
                "Roll-out over 18 months",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="multi-camera query in 54.7 ms",
            values=(54.7,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="multi_stream",
            absent=fs("SCENARIO-MISMATCH", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("CHIP-COUNT"),
            why="MultiStream fits a roadside edge box; the scenario is in footnote 1 only",
        ),
        C(
            page=3,
            match="sixteen-L4 build of the same chassis needs 81.1 ms",
            values=(81.1,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0030",
            division="closed",
            scenario="multi_stream",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
            why="sixteen GPUs against eight, counts in words",
        ),
        C(
            page=3,
            match="Single-frame latency on the L40S build: 7.1 ms",
            values=(7.1,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            absent=fs("SCENARIO-MISMATCH", "CROSS-SCENARIO", "SCENARIO-MISSING"),
            why="a second scenario of the same system, bound to footnote 3",
        ),
        C(
            page=4,
            match="clears 153.5 frames per second",
            values=(153.5,),
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="Offline fits edge",
        ),
        C(
            page=4,
            match="19.2 frames per second per GPU",
            values=(19.2,),
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            why="a per-GPU figure, bound by the same marker as its sibling",
        ),
    ),
    non_claims=(
        N(page=1, match="31 March 2027", why="date"),
        N(page=2, match="24 camera feeds", why="capacity of the offer"),
        N(page=5, match="€96,000 per cabinet", why="price"),
        N(page=5, match="€1,150 per cabinet per month", why="price"),
        N(page=5, match="18 months", why="roll-out time"),
    ),
)

# --- w73: second launch keynote, markers resolved on an endnotes slide (pptx) -------------------

W73 = DeckSpec(
    name="w73_keynote_endnotes",
    kind="pptx",
    vendor="Velantis",
    workload="unstated",
    deck_flags_absent=fs("INJECTION"),
    slides=(
        Slide(
            title="Velantis Launch Keynote",
            subtitle=(
                "V-Pod: AMD Instinct MI355X at cluster scale\nMLPerf Inference v6.0 results inside"
            ),
        ),
        Slide(
            title="One million tokens per second",
            bullets=(
                "A record-setting 1,016,380 tokens/s on Llama 2 70B^{1}",
                "More than a GB300 NVL72 rack's 868,278 tokens/s^{2}",
            ),
            notes="Pause for applause. Do not read the endnotes aloud.",
        ),
        Slide(
            title="Per GPU, per pod",
            bullets=(
                "11,550 tokens/s per MI355X GPU in the Server scenario^{1}",
                "A four-pod V-Pod Max would reach 4.1 million tokens/s",
            ),
        ),
        Slide(
            title="Reasoning and agents",
            chart=Chart(
                title="GPT-OSS-120B tokens/s · MLPerf Inference v6.0 Closed",
                categories=("Offline", "Server"),
                series=(("AMD MI355X Custom Cluster (96 GPUs)", (1031070.0, 900054.0)),),
                legend=True,
            ),
            footnote="Result 6.0-0003.",
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "^{1} MLPerf Inference v6.0, Closed division, Llama 2 70B, Server scenario, "
                "result 6.0-0001 (AMD MI355X Custom Cluster, 11 nodes x 8 GPUs).",
                "^{2} MLPerf Inference v6.0, Closed division, Llama 2 70B, Server scenario, "
                "result 6.0-0078 (NVIDIA GB300 NVL72, 72 GPUs).",
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="A record-setting 1,016,380 tokens/s",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            tolerated=fs("RANK-CLAIM", "CHIP-COUNT"),
            why="marker 1 is explained only on the endnotes slide; rank words with all three there",
        ),
        C(
            page=2,
            match="GB300 NVL72 rack's 868,278 tokens/s",
            values=(868278.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING"),
            why="88 GPUs set against a 72-GPU rack; the counts are in the endnotes",
        ),
        C(
            page=3,
            match="11,550 tokens/s per MI355X GPU",
            values=(11550.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            absent=fs("DIVISION-MISSING"),
            why="1,016,380 / 88 GPUs",
        ),
        C(
            page=3,
            match="four-pod V-Pod Max would reach 4.1 million tokens/s",
            values=(4100000.0, 4.1),
            unit="tokens/s",
            round="v6.0",
            division="unstated",
            scenario="unstated",
            flags=fs("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("UNVERIFIED", "RESULT-ID-MISSING"),
            why="an extrapolation to a bigger cluster with no basis given",
        ),
        C(
            page=4,
            match="Offline",
            values=(1031070.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0003",
            division="closed",
            scenario="offline",
            absent=fs("ROUND-UNKNOWN", "NON-MLPERF-MIX", "CHIP-COUNT"),
            tolerated=fs("CROSS-SCENARIO"),
            why="one system's two scenarios in one chart",
        ),
        C(
            page=4,
            match="Server",
            values=(900054.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0003",
            division="closed",
            scenario="server",
            absent=fs("ROUND-UNKNOWN", "NON-MLPERF-MIX", "CHIP-COUNT"),
            tolerated=fs("CROSS-SCENARIO"),
        ),
    ),
    non_claims=(),
)

# --- w74: second webinar, insurer claims triage, notes carry the caveats (pptx) -----------------

W74 = DeckSpec(
    name="w74_webinar_claims_triage",
    kind="pptx",
    vendor="Quorra AI",
    workload="interactive",
    deck_flags_absent=fs("INJECTION", "HIDDEN-TEXT"),
    slides=(
        Slide(
            title="Webinar · Claims triage with LLMs",
            subtitle="Hosted by Quorra AI · 21 January 2027\nHead of Solutions and Principal Engineer",
            notes="Open with the housekeeping slide; questions go in the Q&A panel.",
        ),
        Slide(
            title="The setup we will demo",
            bullets=(
                "Claims handlers ask the assistant about a policy while the customer is still on "
                "the phone",
                "We run Llama 3.3 70B, quantised to FP8, on eight H200 GPUs",
            ),
            notes="Mention that the same node also runs nightly fraud scoring for one client.",
        ),
        Slide(
            title="Published proof points",
            heading="MLPerf Inference v4.1 · Closed division",
            table=Table(
                header=("Benchmark (Server scenario)", "System", "Tokens/s", "Result"),
                rows=(
                    ("Llama 2 70B", "NVIDIA H200, 8 GPUs", "29,228", "v4.1-0048"),
                    ("Mixtral 8x7B", "NVIDIA H200, 8 GPUs", "57,177", "v4.1-0048"),
                    ("Llama 3.3 70B (our lab)", "Quorra node, 8x H200", "21,400", "n/a"),
                ),
            ),
            notes="The Llama 3.3 row is our own measurement, not an MLPerf result.",
        ),
        Slide(
            title="Faster answers, better answers",
            bullets=(
                "57,177 tokens/s on Mixtral 8x7B^{†} means your handlers get the most accurate "
                "policy answers in the market",
                "Cost per correctly triaged claim: 0.4 pence^{‡}",
            ),
            footnotes=(
                "^{†} MLPerf Inference v4.1, Closed division, Server scenario, result v4.1-0048.",
                "^{‡} From the Llama 2 70B Server result (MLPerf Inference v4.1, Closed, "
                "v4.1-0048) at £2.10 per GPU-hour and our 96% triage accuracy.",
            ),
        ),
        Slide(
            title="Looking ahead",
            bullets=(
                "GPT-OSS-120B already runs at 1.07 million tokens/s in MLPerf Inference v5.1 on "
                "a GB300 NVL72",
                "Next webinar: 18 February 2027",
                "Slides and recording sent within two days",
            ),
            notes="If asked: that figure is the Closed division, Server scenario.",
        ),
    ),
    claims=(
        C(
            page=3,
            match="Llama 2 70B",
            values=(29228.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=fs("NON-MLPERF-MIX"),
            why="deck deploys Llama 3.3 70B; one system's benchmarks listed is disclosure",
        ),
        C(
            page=3,
            match="Mixtral 8x7B",
            values=(57177.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=fs("NON-MLPERF-MIX"),
        ),
        C(
            page=3,
            match="Llama 3.3 70B (our lab)",
            values=(21400.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=MISSING4 | fs("UNVERIFIED", "MODEL-MISMATCH"),
            why="a model MLPerf never benchmarked, as a row of an MLPerf table",
        ),
        C(
            page=4,
            match="57,177 tokens/s on Mixtral 8x7B",
            values=(57177.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs("QUALITY-BUCKET", "MODEL-MISMATCH"),
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("RANK-CLAIM"),
            why="a throughput result offered as 'the most accurate policy answers'",
        ),
        C(
            page=4,
            match="Cost per correctly triaged claim",
            values=(0.4,),
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a cost per correct answer in pence",
        ),
        C(
            page=5,
            match="GPT-OSS-120B already runs at 1.07 million tokens/s",
            values=(1070000.0, 1.07),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            division="unstated",
            scenario="unstated",
            flags=fs("ROUND-UNKNOWN", "DIVISION-MISSING", "SCENARIO-MISSING"),
            absent=fs("ROUND-MISSING"),
            tolerated=fs("NON-MLPERF-MIX", "RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="GPT-OSS-120B was first benchmarked in v6.0; the notes lend no labels",
        ),
    ),
    non_claims=(
        N(page=1, match="21 January 2027", why="date"),
        N(page=5, match="18 February 2027", why="date"),
        N(page=5, match="within two days", why="logistics"),
    ),
)

# --- w75: third earnings deck, revenue chart beside a benchmark chart (LibreOffice PDF) ---------

W75 = DeckSpec(
    name="w75_earnings_cloud_charts",
    kind="pdf",
    vendor="Lattice Harbor",
    workload="interactive",
    slides=(
        Slide(
            title="Lattice Harbor · Q2 FY2027 Shareholder Update",
            subtitle="Prepared remarks · 12 November 2026",
        ),
        Slide(
            title="Revenue by quarter",
            bullets=(
                "Inference now 44% of data-centre revenue; tokens served grew 3.1x year over year",
            ),
            chart=Chart(
                title="Data-centre revenue ($ million)",
                categories=("Q3 FY26", "Q4 FY26", "Q1 FY27", "Q2 FY27"),
                series=(("Revenue", (412.0, 455.0, 503.0, 561.0)),),
                height_in=3.0,
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division",
            chart=Chart(
                title="DeepSeek-R1 Server tokens/s",
                categories=("GB300 NVL72 (72 GPUs)", "GB300 node (8 GPUs)"),
                series=(("Tokens/s", (209328.0, 22545.1)),),
                height_in=3.0,
            ),
            footnote="Results 5.1-0072 (NVIDIA) and 5.1-0097 (CoreWeave, preview system).",
        ),
        Slide(
            title="Why developers choose us",
            bullets=(
                "Developers call our hosted DeepSeek-R1 endpoint from their own apps, billed "
                "per token",
                "Lattice Harbor runs the industry's fastest DeepSeek-R1 cloud, as MLPerf confirms",
                "Per GPU, the rack delivers 2,907 tokens/s of DeepSeek-R1 in the Server scenario, "
                "versus 2,818 on the eight-GPU node^{1}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1 Closed results 5.1-0072 and 5.1-0097, divided by 72 "
                "and 8 GPUs.",
            ),
        ),
        Slide(
            title="Outlook",
            bullets=(
                "FY2027 capital expenditure $2.4 to $2.6 billion",
                "Two new regions: Osaka in Q1 and Warsaw in Q3",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="GB300 NVL72 (72 GPUs)",
            values=(209328.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="a 72-GPU rack beside an 8-GPU node; labels from heading and chart title",
        ),
        C(
            page=3,
            match="GB300 node (8 GPUs)",
            values=(22545.1,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="industry's fastest DeepSeek-R1 cloud",
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=fs("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="a rank in press-release voice with no round, division or scenario on its slide",
        ),
        C(
            page=4,
            match="2,907 tokens/s of DeepSeek-R1",
            values=(2907.0, 2818.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC", "CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="per-GPU figures of a 72-GPU rack and an 8-GPU node",
        ),
    ),
    non_claims=(
        N(page=1, match="12 November 2026", why="date"),
        N(page=2, match="44% of data-centre revenue", why="revenue share"),
        N(page=2, match="Q2 FY27", why="revenue chart point"),
        N(page=2, match="Q3 FY26", why="revenue chart point"),
        N(page=5, match="$2.4 to $2.6 billion", why="capital expenditure"),
        N(page=5, match="Osaka", why="roadmap"),
    ),
)

VOICE_DECKS_6: tuple[DeckSpec, ...] = (
    W61,
    W62,
    W63,
    W64,
    W65,
    W66,
    W67,
    W68,
    W69,
    W70,
    W71,
    W72,
    W73,
    W74,
    W75,
)
