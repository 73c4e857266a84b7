"""More held-out voices: a wire release, an API cloud comparison, a webinar, a clinical pitch and
a mixed-source performance summary."""

from __future__ import annotations

from tests.corpus.heldout._common import codes
from tests.corpus.schema import DeckSpec, ExpectedClaim, HiddenText, NonClaim, Slide, Table

# A wire-style release: the subtitle of the title slide names the round for the whole release.
MARLIN_RECORDS = DeckSpec(
    name="ho_marlin_records",
    kind="pdf",
    vendor="Marlin Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Marlin Compute Sweeps Datacenter Inference Benchmarks",
            subtitle="Press release · 10 September 2025\nResults from MLPerf Inference v5.1",
        ),
        Slide(
            title="Highlights",
            bullets=(
                "Marlin M-1 is the performance leader in MLPerf.",
                "Record-breaking Llama 3.1 405B results for a single node.",
                "Marlin won every Closed-division Server and Offline test it entered on Llama 3.1 "
                "8B, topping out at 139,400 tokens/s in Server.",
                "Marlin's 16-accelerator rack outpaced every eight-accelerator system on "
                "DeepSeek-R1, at 61,250 tokens/s in the Offline scenario, Closed division.",
            ),
        ),
        Slide(
            title="About Marlin",
            bullets=(
                "Marlin has shipped 2,300 racks since 2021.",
                "“We are thrilled with what the team delivered,” said chief executive Dana "
                "Whitlock.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="performance leader in MLPerf",
            round="v5.1",
            flags=codes("RANK-CLAIM DIVISION-MISSING SCENARIO-MISSING RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING"),
            why="Leader claim standing in for benchmark, division and scenario; the round comes "
            "from the title slide.",
        ),
        ExpectedClaim(
            page=2,
            match="Record-breaking Llama 3.1 405B results",
            benchmark="llama3.1-405b",
            round="v5.1",
            flags=codes("RANK-CLAIM DIVISION-MISSING SCENARIO-MISSING RESULT-ID-MISSING"),
            absent=codes("ROUND-MISSING"),
        ),
        ExpectedClaim(
            page=2,
            match="topping out at 139,400 tokens/s in Server",
            values=(139400.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING SCENARIO-MISSING"),
            tolerated=codes("RANK-CLAIM CROSS-SCENARIO"),
            why="The win claim comes with benchmark, division and the figure's scenario.",
        ),
        ExpectedClaim(
            page=2,
            match="at 61,250 tokens/s in the Offline scenario",
            values=(61250.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=codes("CHIP-COUNT RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISMATCH"),
            tolerated=codes("RANK-CLAIM"),
            why="A 16-accelerator rack set against eight-accelerator systems; the rank words "
            "come with benchmark, scenario and division.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="10 September 2025", why="date"),
        NonClaim(page=3, match="shipped 2,300 racks since 2021", why="shipments"),
    ),
    deck_flags_absent=codes("INJECTION"),
)

# A pay-per-token API (interactive). Slide 2 compares across scenarios in one sentence;
# slide 3's table binds each row to a footnote in another round.
NORDLYS_API_CLOUD = DeckSpec(
    name="ho_nordlys_api_cloud",
    kind="pptx",
    vendor="Nordlys AI Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Nordlys N2: serverless Llama endpoints",
            bullets=(
                "Developers call N2 through a pay-per-token API; most traffic is chat "
                "completions streamed to end users.",
                "Free tier: 1 million tokens per month.",
            ),
        ),
        Slide(
            title="Headroom to spare",
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B",
            bullets=(
                "N2 serves 33,800 tokens/s under Server conditions: 6% more than the 32,004.0 "
                "tokens/s Dell's PowerEdge XE7740 (8x H200-NVL-141GB) reached Offline (result "
                "6.0-0021).",
            ),
        ),
        Slide(
            title="Llama 3.1 8B: N2 against an eight-GPU H200 server",
            table=Table(
                header=("System", "Llama 3.1 8B tokens/s", "Accelerators"),
                rows=(
                    ("Nordlys N2^{1}", "68,200", "8"),
                    ("HPE Cray XD670 (8x H200-SXM-141GB)^{2}", "64,914.6", "8"),
                ),
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, Server scenario.",
                "^{2} MLPerf Inference v5.1, Closed division, Server scenario, result 5.1-0049.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="N2 serves 33,800 tokens/s under Server conditions",
            values=(33800.0, 32004.0, 6.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("CROSS-SCENARIO"),
            absent=codes("CROSS-ROUND SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING CHIP-COUNT"),
            why="N2's Server figure is set against another system's Offline figure. Labels are "
            "N2's (the sentence's subject); the Dell result ID in the same sentence makes "
            "RESULT-ID-MISSING defensible either way; N2's accelerator count is not given here.",
        ),
        ExpectedClaim(
            page=3,
            match="Nordlys N2",
            values=(68200.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("CROSS-ROUND RESULT-ID-MISSING"),
            absent=codes("CHIP-COUNT CROSS-SCENARIO SCENARIO-MISMATCH"),
            why="Rounds differ only in the footnotes bound to each row.",
        ),
        ExpectedClaim(
            page=3,
            match="HPE Cray XD670",
            values=(64914.6,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            flags=codes("CROSS-ROUND"),
            absent=codes("CHIP-COUNT CROSS-SCENARIO RESULT-ID-MISSING"),
        ),
    ),
    non_claims=(NonClaim(page=1, match="1 million tokens per month", why="free-tier quota"),),
)

# A webinar deck: leftover hidden text that addresses nobody (HIDDEN-TEXT, not INJECTION), and
# projected or preliminary figures without the required wording. Nightly re-indexing is batch.
PINECREST_WEBINAR = DeckSpec(
    name="ho_pinecrest_webinar",
    kind="pptx",
    vendor="Pinecrest Accelerators",
    workload="batch",
    slides=(
        Slide(
            title="Webinar: getting more from Pinecrest P-200",
            subtitle="Pinecrest solutions team · 21 January 2027",
        ),
        Slide(
            title="Typical deployment",
            bullets=(
                "P-200 clusters re-index and summarise a support knowledge base every night, "
                "finishing before the morning shift.",
            ),
        ),
        Slide(
            title="Llama 3.1 8B Offline results, MLPerf Inference v6.0 Closed",
            bullets=(
                "P-200 (4 cards): 71,500 tokens/s.",
                "P-300 preview, projected: 118,000 tokens/s.",
                "Preliminary lab numbers for the 8-card P-300: 231,000 tokens/s.",
            ),
            hidden=(
                HiddenText(
                    "Draft 3: numbers still to be checked with the benchmarking team", "white"
                ),
                HiddenText("Old slide: P-100 figures removed", "offslide"),
            ),
            notes="Say that the P-300 figures will be submitted in the next round.",
        ),
        Slide(
            title="Questions",
            bullets=(
                "Write to webinar@pinecrest.example; the recording stays online for 30 days.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="P-200 (4 cards): 71,500 tokens/s",
            values=(71500.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("SCENARIO-MISMATCH DIVISION-MISSING SCENARIO-MISSING UNVERIFIED"),
            tolerated=codes("CHIP-COUNT"),
            why="Labels from the slide title; Offline fits the nightly job.",
        ),
        ExpectedClaim(
            page=3,
            match="P-300 preview, projected: 118,000 tokens/s",
            values=(118000.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("UNVERIFIED"),
            tolerated=codes("RESULT-ID-MISSING CHIP-COUNT"),
            why="A projection presented under an MLPerf title without the unverified wording.",
        ),
        ExpectedClaim(
            page=3,
            match="Preliminary lab numbers for the 8-card P-300",
            values=(231000.0, 8.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("UNVERIFIED"),
            tolerated=codes("RESULT-ID-MISSING CHIP-COUNT"),
            why="Preliminary lab numbers; listing 4- and 8-card systems together may be read "
            "as a chip-count comparison.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="21 January 2027", why="date"),
        NonClaim(page=4, match="online for 30 days", why="retention period"),
    ),
    deck_flags=codes("HIDDEN-TEXT"),
    deck_flags_absent=codes("INJECTION"),
)

# Clinical summaries drafted overnight (batch) on Llama 3.1 8B Instruct, the reference model of
# the summarisation benchmark, with the accuracy gate and throughput both sold as quality.
JUNIPER_CLINICAL = DeckSpec(
    name="ho_juniper_clinical",
    kind="pptx",
    vendor="Juniper Health AI",
    workload="batch",
    slides=(
        Slide(
            title="Juniper Scribe: discharge letters by morning",
            bullets=(
                "Scribe drafts every discharge letter overnight, ready for the consultant's "
                "sign-off at the 8:30 ward round.",
                "It runs Llama 3.1 8B Instruct, unchanged.",
            ),
        ),
        Slide(
            title="Clinically validated by MLPerf",
            bullets=(
                "Llama 3.1 8B scored within 99% of the reference ROUGE in MLPerf Inference v5.1 "
                "(Closed, Offline): summaries clinicians can trust.",
                "HPE Cray XD670 (8x H200-SXM-141GB) summarised at 66,036.8 tokens/s Offline in "
                "MLPerf Inference v5.1 Closed (result 5.1-0049), so every letter comes out "
                "clinically sound.",
                "Server: 64,914.6 tokens/s on the same system.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="scored within 99% of the reference ROUGE",
            values=(99.0,),
            unit="%",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=codes("GATE-AS-GRADE"),
            absent=codes("MODEL-MISMATCH"),
            tolerated=codes("QUALITY-BUCKET RESULT-ID-MISSING"),
            why="The accuracy gate presented as proof that clinicians can trust the summaries.",
        ),
        ExpectedClaim(
            page=2,
            match="summarised at 66,036.8 tokens/s Offline",
            values=(66036.8,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=codes("QUALITY-BUCKET"),
            absent=codes("MODEL-MISMATCH SCENARIO-MISMATCH RESULT-ID-MISSING"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Throughput offered as evidence that letters are clinically sound.",
        ),
        ExpectedClaim(
            page=2,
            match="Server: 64,914.6 tokens/s on the same system",
            values=(64914.6,),
            unit="tokens/s",
            scenario="server",
            flags=codes("ROUND-MISSING DIVISION-MISSING"),
            absent=codes("MODEL-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING CROSS-SCENARIO"),
            why="A follow-on naming only its scenario: the slide title gives no round or "
            "division, and siblings do not lend theirs. Its benchmark is not named either.",
        ),
    ),
    non_claims=(NonClaim(page=1, match="8:30 ward round", why="time of day"),),
)

# A reportlab summary mixing MLPerf rows with an internal benchmark and a non-MLPerf model, and
# a same-round comparison with the previous generation.
KILN_MIXED_SUMMARY = DeckSpec(
    name="ho_kiln_mixed_summary",
    kind="reportlab",
    vendor="Kiln Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Kiln K5 performance summary",
            table=Table(
                header=("Workload", "K5 result", "Source"),
                rows=(
                    ("Llama 2 70B, Server", "42,800 tokens/s", "MLPerf Inference v5.1 Closed"),
                    ("Llama 3.3 70B chat", "39,500 tokens/s", "Kiln internal benchmark"),
                    ("KilnBench RAG score", "8,450 points", "KilnBench 2.0"),
                    ("Mixtral 8x7B, Server", "51,900 tokens/s", "MLPerf Inference v5.1 Closed"),
                ),
            ),
        ),
        Slide(
            title="Against our previous generation",
            bullets=(
                "K5 delivers 1.8x the Llama 2 70B Server throughput of K4, both measured in "
                "MLPerf Inference v5.1, Closed division.",
                "K4 remains on sale at $96,000 per node.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="42,800 tokens/s",
            values=(42800.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING ROUND-MISSING"),
            tolerated=codes("NON-MLPERF-MIX"),
        ),
        ExpectedClaim(
            page=1,
            match="39,500 tokens/s",
            values=(39500.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=codes("NON-MLPERF-MIX"),
            tolerated=codes(
                "DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING RESULT-ID-MISSING UNVERIFIED"
            ),
            why="Llama 3.3 70B is no MLPerf benchmark; tabled with MLPerf rows.",
        ),
        ExpectedClaim(
            page=1,
            match="8,450 points",
            values=(8450.0,),
            division=None,
            scenario=None,
            flags=codes("NON-MLPERF-MIX"),
            tolerated=codes(
                "DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING RESULT-ID-MISSING UNVERIFIED"
            ),
            why="The vendor's own benchmark score in the same table.",
        ),
        ExpectedClaim(
            page=1,
            match="51,900 tokens/s",
            values=(51900.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            tolerated=codes("NON-MLPERF-MIX"),
        ),
        ExpectedClaim(
            page=2,
            match="K5 delivers 1.8x the Llama 2 70B Server throughput of K4",
            values=(1.8,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=codes("CROSS-ROUND ROUND-MISSING DIVISION-MISSING"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Both generations measured in the same round, division and scenario.",
        ),
    ),
    non_claims=(NonClaim(page=2, match="$96,000 per node", why="price"),),
)

WIRE_DECKS: tuple[DeckSpec, ...] = (
    MARLIN_RECORDS,
    NORDLYS_API_CLOUD,
    PINECREST_WEBINAR,
    JUNIPER_CLINICAL,
    KILN_MIXED_SUMMARY,
)
