"""Decks w316-w330, written blind to the rules by helper h15w19.
(Round seven's fresh part, scored before and after that round's rules; moved to the tune part in round eight.)

Voices: a pharmaceutical company's research-IT roadmap, a logistics firm's warehouse-vision pilot
report, a colocation provider's GPU-as-a-service rate card, a public broadcaster's
archive-digitisation tender, a chip vendor's developer-conference breakout, a bank's model-risk
committee memo, a system integrator's award-entry slides, an e-commerce marketplace's
search-relevance review and an AI PC maker's retail training deck. Figures quoted as published
results come from MLCommons' v4.1, v5.1 and v6.0 Inference results; every vendor, customer and
product around them is fictional.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table


def _f(*codes: str) -> frozenset[str]:
    """A set of flag codes."""
    return frozenset(codes)


# w316: a pharma research-IT roadmap; the workload (nightly literature triage) lives only in a
# requirements table, the deployed model is an in-house fine-tune of a non-reference model.
W316 = DeckSpec(
    name="w316_pharma_research_it_roadmap",
    kind="pptx",
    vendor="Helixor Therapeutics",
    workload="batch",
    slides=(
        Slide(
            title="Research IT: Compute Roadmap FY27",
            subtitle="Helixor Therapeutics | Discovery Informatics | Steering review, March 2026",
        ),
        Slide(
            heading="What we actually need to run",
            table=Table(
                header=("Requirement", "Target", "Owner"),
                rows=(
                    (
                        "Literature triage",
                        "Re-score ~4M abstracts each night, 22:00 to 07:00, results in the morning"
                        " digest",
                        "Discovery Informatics",
                    ),
                    (
                        "Model",
                        "HelixLM-70, our fine-tune of Llama 3.1 70B on assay reports",
                        "ML Platform",
                    ),
                    ("Budget envelope", "EUR 2.4M capex, FY27", "Finance"),
                    ("Data residency", "Frankfurt and Basel sites only", "Legal"),
                ),
            ),
            notes="Nobody chats with this system. It is a nightly job; latency does not matter.",
        ),
        Slide(
            heading="Market evidence: MLPerf Inference v5.1, Closed division, Offline scenario",
            bullets=(
                "Cisco UCS C885A M8 with 8x H200: 34,548.2 tokens/s on Llama 2 70B (99.9%),"
                " result 5.1-0014",
                "That works out to roughly 4,319 tokens/s per H200",
                "Over a nine-hour night window that is about 1.12 billion tokens, enough to"
                " re-score the corpus twice",
                "Vendor quotes received: 11 (three shortlisted)",
            ),
            footnote="Source: MLCommons, MLPerf Inference v5.1 datacenter results, accessed"
            " 11 Feb 2026.",
        ),
        Slide(
            heading="Options considered",
            table=Table(
                header=("Option", "Accelerators", "Indicative 3-year cost", "Status"),
                rows=(
                    ("Two 8-GPU nodes on premises", "16", "EUR 2.1M", "Preferred"),
                    ("Colocation GPU-as-a-service", "16 reserved", "EUR 0.9M per year", "Review"),
                    ("Public cloud on demand", "up to 32", "EUR 1.4M per year", "Rejected"),
                ),
            ),
        ),
        Slide(
            heading="Decisions requested",
            bullets=(
                "Approve Phase 1 procurement in Q3 2026",
                "Fund two FTE for the ML Platform team from January 2027",
                "Re-measure throughput on HelixLM-70 during the pilot before Phase 2",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="34,548.2 tokens/s on Llama 2 70B",
            values=(34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "DERIVED-METRIC"),
            why="nightly batch job and Offline fit; the deck deploys a fine-tune of Llama 3.1 70B",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 4,319 tokens/s per H200",
            values=(4319.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="per-accelerator share of the 8-GPU result; its own text names no benchmark, so"
            " whether the model mismatch reaches it is open; the slide's result ID is the same"
            " system's",
        ),
        ExpectedClaim(
            page=3,
            match="about 1.12 billion tokens",
            values=(1.12e9, 1.12),
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="a rate multiplied out over a night",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="EUR 2.4M capex, FY27", why="budget"),
        NonClaim(page=2, match="Re-score ~4M abstracts each night", why="the customer's job size"),
        NonClaim(page=3, match="Vendor quotes received: 11", why="procurement count"),
        NonClaim(page=4, match="EUR 0.9M per year", why="price"),
        NonClaim(page=4, match="EUR 2.1M", why="price"),
        NonClaim(page=5, match="Fund two FTE", why="headcount"),
    ),
)

# w317: a logistics firm's dock-door vision pilot, edge workload in its own words, a chip-count
# table whose header carries round, division and scenario, and the pilot's own measurements.
W317 = DeckSpec(
    name="w317_logistics_dock_vision_pilot",
    kind="pdf",
    vendor="Kestrel Freight",
    workload="edge",
    slides=(
        Slide(
            title="Dock-Door Vision Pilot: Findings",
            subtitle="Kestrel Freight Operations Engineering | Leeds and Daventry hubs | Pilot"
            " closed 28 February 2026",
        ),
        Slide(
            heading="How the system works",
            bullets=(
                "A camera above each of the 212 dock doors reads parcel labels as pallets roll in",
                "Frames never leave the building: a small server in each hub's comms room does the"
                " detection and posts the result to the yard system",
                "The detector is our own parcel-label network, trained on 1.8 million Kestrel"
                " images",
                "Pilot budget: GBP 380k across both hubs",
            ),
        ),
        Slide(
            heading="Which box? Published results we shortlisted against",
            table=Table(
                header=(
                    "System",
                    "Accelerators",
                    "RetinaNet samples/s (MLPerf Inference v4.1, Closed, Offline)",
                    "Result",
                ),
                rows=(
                    ("Dell PowerEdge XR8620t", "1x L4", "222.619", "v4.1-0023"),
                    ("Lenovo ThinkEdge SE360 V2", "2x L4", "453.667", "v4.1-0042"),
                    ("Lenovo ThinkEdge SE455 V3", "2x L40S", "1,629.08", "v4.1-0041"),
                ),
            ),
            footnotes=("Shortlist prices ranged from GBP 9,800 to GBP 31,500 per box.",),
        ),
        Slide(
            heading="Per-frame latency on the shortlisted box",
            bullets=(
                "Lenovo ThinkEdge SE360 V2: 3.81 ms per frame, RetinaNet SingleStream, MLPerf"
                " Inference v4.1 Closed, result v4.1-0042",
                "At 15 frames/s per door, one SE360 V2 box could serve about 30 doors",
            ),
        ),
        Slide(
            heading="What we measured ourselves",
            bullets=(
                "Mis-scan rate fell from 2.1% to 0.6% over the twelve-week pilot",
                "Median time from door to yard-system update: 1.4 seconds",
                "Two camera failures, both water ingress, replaced within 48 hours",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XR8620t",
            values=(222.619,),
            unit="samples/s",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
            why="a 1-accelerator box set beside 2-accelerator boxes; the pilot runs its own"
            " detector, not RetinaNet",
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE360 V2",
            values=(453.667,),
            unit="samples/s",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="Lenovo ThinkEdge SE455 V3",
            values=(1629.08,),
            unit="samples/s",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="3.81 ms per frame",
            values=(3.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="SingleStream fits cameras served in the building",
        ),
        ExpectedClaim(
            page=4,
            match="could serve about 30 doors",
            values=(30.0, 15.0),
            flags=_f("DERIVED-METRIC", "DIVISION-MISSING", "ROUND-MISSING", "SCENARIO-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="doors per box worked out from a result; its own text and the slide's heading"
            " name no round, division or scenario",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="212 dock doors", why="site count"),
        NonClaim(page=2, match="GBP 380k", why="budget"),
        NonClaim(page=2, match="1.8 million Kestrel images", why="training set size"),
        NonClaim(page=3, match="GBP 9,800 to GBP 31,500", why="prices"),
        NonClaim(page=5, match="Mis-scan rate fell from 2.1% to 0.6%", why="own pilot metric"),
        NonClaim(page=5, match="1.4 seconds", why="own pilot measurement, not MLPerf"),
        NonClaim(page=5, match="within 48 hours", why="maintenance"),
    ),
)

# w318: a colocation GPU-as-a-service rate card, drawn with reportlab; no workload of the
# reader's own (a tenant case study is someone else's), an NVL72 rack against an 8-GPU pod.
W318 = DeckSpec(
    name="w318_colo_gpuaas_rate_card",
    kind="reportlab",
    vendor="NorthQuay Data Centres",
    workload="unstated",
    slides=(
        Slide(
            title="GPU-as-a-Service Rate Card, Q2 2026",
            bullets=(
                "NorthQuay Data Centres, Slough campus, Hall C",
                "All prices exclude VAT and cross-connects",
            ),
        ),
        Slide(
            title="On-demand and reserved pricing",
            table=Table(
                header=("Pod", "On demand (per GPU-hour)", "1-year reserved", "3-year reserved"),
                rows=(
                    ("8x H200 SXM pod", "GBP 2.95", "GBP 2.35", "GBP 1.90"),
                    ("GB200 NVL72 rack", "GBP 4.60", "GBP 3.80", "GBP 3.10"),
                ),
            ),
            footnote="Minimum term for reserved capacity: 720 GPU-hours per month.",
        ),
        Slide(
            title="Reference performance (MLPerf Inference, Closed, Server)",
            bullets=(
                "Dell PowerEdge XE9680L, 8x H200: 33,161.4 tokens/s on Llama 2 70B, v5.1-0025",
                "NVIDIA GB200 NVL72: 810,104 tokens/s on Llama 2 70B, 6.0-0075",
                "One NVL72 rack delivers 24x the tokens of one 8-GPU H200 pod",
                "At GBP 2.95 per GPU-hour the H200 pod works out to about GBP 0.20 per million"
                " tokens",
            ),
        ),
        Slide(
            title="Tenant story",
            bullets=(
                "A Slough fintech runs its fraud-explanation chatbot on two reserved H200 pods",
                "Its agents expect an answer in under 2 seconds; it moved in within 19 days",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="33,161.4 tokens/s on Llama 2 70B",
            values=(33161.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0025",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("CHIP-COUNT", "CROSS-ROUND"),
            why="a listing of one system's result; the comparison is stated in its own bullet",
        ),
        ExpectedClaim(
            page=3,
            match="810,104 tokens/s on Llama 2 70B",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("CHIP-COUNT", "CROSS-ROUND"),
        ),
        ExpectedClaim(
            page=3,
            match="24x the tokens of one 8-GPU H200 pod",
            values=(24.0,),
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT", "CROSS-ROUND", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "DERIVED-METRIC"),
            why="a 72-GPU rack against an 8-GPU pod, the two results from v6.0 and v5.1; the"
            " sentence names neither round itself",
        ),
        ExpectedClaim(
            page=3,
            match="about GBP 0.20 per million",
            values=(0.20,),
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC", "ROUND-MISSING"),
            tolerated=_f("COST-PER-ANSWER", "RESULT-ID-MISSING"),
            why="a price per token worked out from the Server result and the rate card",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="GBP 2.35", why="price"),
        NonClaim(page=2, match="720 GPU-hours per month", why="contract term"),
        NonClaim(page=4, match="under 2 seconds", why="a tenant's own latency target"),
        NonClaim(page=4, match="within 19 days", why="onboarding time"),
    ),
)

# w319: a public broadcaster's speech-to-text tender; batch in a requirements table, a live
# captioning service named as out of scope, a cost per correctly transcribed hour, a gate sold
# as broadcast quality.
W319 = DeckSpec(
    name="w319_broadcaster_archive_tender",
    kind="pptx",
    vendor="Meridian Public Media",
    workload="batch",
    slides=(
        Slide(
            title="Invitation to Tender MPM-2026-114",
            subtitle="Speech-to-text for the Meridian sound and vision archive | Bidders'"
            " briefing, 14 April 2026",
        ),
        Slide(
            heading="Scope of Lot 1",
            table=Table(
                header=("Item", "Requirement"),
                rows=(
                    ("Volume", "410,000 hours of digitised tape, radio and TV, 1952-2009"),
                    ("Timing", "Whole backlog transcribed within 14 months; no real-time element"),
                    ("Output", "Time-coded transcripts loaded into the catalogue each weekend"),
                    ("Out of scope", "Live captioning for the newsroom (that is Lot 3)"),
                ),
            ),
        ),
        Slide(
            heading="Annex C: evidence offered at market engagement",
            table=Table(
                header=(
                    "System",
                    "GPUs",
                    "Whisper samples/s, MLPerf Inference v5.1 Closed Offline",
                    "ID",
                ),
                rows=(
                    ("Dell PowerEdge XE7745", "8x H200 NVL", "31,674.1", "5.1-0023"),
                    ("Dell PowerEdge R570", "4x L4", "1,397.01", "5.1-0019"),
                ),
            ),
            footnotes=("Market-engagement GPU price: EUR 1.10 per GPU-hour.",),
        ),
        Slide(
            heading="How bidders have read the evidence",
            bullets=(
                "One respondent priced the XE7745 figure at under EUR 0.02 per correctly"
                " transcribed hour of audio^{a}",
                "Another told us every MLPerf Whisper result clears a 99% word-accuracy bar, so"
                " transcripts will be broadcast-ready",
                "Evaluation weighting: price 40%, quality 45%, social value 15%",
            ),
            footnotes=(
                "^{a} Derived by the respondent from the Whisper v5.1 Closed Offline result"
                " 5.1-0023 and the EUR 1.10 GPU-hour price.",
            ),
        ),
        Slide(
            heading="Timetable",
            bullets=(
                "Clarification questions close 2 May 2026",
                "Tenders due 29 May 2026, 12:00 UK time",
                "Contract award expected September 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7745",
            values=(31674.1,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
            why="eight GPUs beside four; Offline fits the archive backlog",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge R570",
            values=(1397.01,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="under EUR 0.02 per correctly transcribed hour",
            values=(0.02,),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_f("DERIVED-METRIC", "QUALITY-BUCKET"),
            absent=_f("SCENARIO-MISMATCH"),
            why="a price per correctly transcribed hour worked out from a result; labels from its"
            " own footnote",
        ),
        ExpectedClaim(
            page=4,
            match="clears a 99% word-accuracy bar",
            values=(99.0,),
            unit="%",
            benchmark="whisper",
            bucket="quality",
            flags=_f("GATE-AS-GRADE", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="the accuracy gate sold as broadcast-ready transcripts; nothing it owns names a"
            " round, division or scenario (the other bullet's footnote is bound to that bullet)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="410,000 hours", why="archive size"),
        NonClaim(page=2, match="within 14 months", why="deadline"),
        NonClaim(page=3, match="EUR 1.10 per GPU-hour", why="price"),
        NonClaim(page=4, match="price 40%, quality 45%, social value 15%", why="weighting"),
        NonClaim(page=5, match="Tenders due 29 May 2026", why="date"),
    ),
)

# w320: a chip vendor's developer-conference breakout; one unverified figure carries the
# statement in its footnote, a follow-on figure does not; a customer spotlight is someone
# else's use; a non-MLPerf model in the same table.
W320 = DeckSpec(
    name="w320_chip_devcon_breakout",
    kind="pdf",
    vendor="Corvane Silicon",
    workload="unstated",
    slides=(
        Slide(
            title="Porting LLM Serving to Corvane R4",
            subtitle="Corvane DevCon 2026 | Breakout B7 | Runtime team",
        ),
        Slide(
            heading="Llama 2 70B on an 8-card R4 server",
            bullets=(
                "41,200 tokens/s in the Server scenario, unverified^{1}",
                "The same box reaches 44,900 tokens/s Offline in our lab",
                "Build time for the graph compiler: 6 minutes on a laptop",
            ),
            footnotes=(
                "^{1} Unverified MLPerf Inference v6.0 Closed result, internal run, March 2026."
                " Result not verified by MLCommons Association.",
            ),
        ),
        Slide(
            heading="Sizing the cards you port to",
            table=Table(
                header=("Model", "R4 cards", "tokens/s, MLPerf-style Server run (internal)"),
                rows=(
                    ("Llama 2 70B (MLPerf reference)", "8", "41,200"),
                    ("Qwen 3 32B", "4", "18,650"),
                ),
            ),
            footnote="Measured by the Corvane runtime team, February 2026.",
        ),
        Slide(
            heading="Customer spotlight",
            bullets=(
                "Tessaly Bank moved its call-centre copilot to R4 in January",
                "Its team ships a new adapter every two weeks with our SDK 3.2",
            ),
        ),
        Slide(
            heading="Get started",
            bullets=(
                "SDK 3.2 is free to download; the R4 dev kit lists at USD 4,999",
                "Office hours: Thursday 14:00 in room 2.14",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="41,200 tokens/s in the Server scenario",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("UNVERIFIED"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="the claim says unverified and its footnote carries the full statement",
        ),
        ExpectedClaim(
            page=2,
            match="The same box reaches 44,900 tokens/s Offline",
            values=(44900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            scenario="offline",
            flags=_f("UNVERIFIED", "DIVISION-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "CROSS-SCENARIO"),
            why="the vendor's own number with no unverified statement of its own; siblings lend"
            " no labels and the footnote is bound to the other bullet",
        ),
        ExpectedClaim(
            page=3,
            match="Llama 2 70B (MLPerf reference)",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            scenario="server",
            flags=_f("UNVERIFIED", "DIVISION-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "NON-MLPERF-MIX", "CHIP-COUNT"),
            why="an internal figure shown as the MLPerf reference with no unverified statement",
        ),
        ExpectedClaim(
            page=3,
            match="Qwen 3 32B",
            values=(18650.0,),
            unit="tokens/s",
            benchmark=None,
            division=None,
            scenario="server",
            flags=_f("NON-MLPERF-MIX"),
            tolerated=_f(
                "DIVISION-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
                "CHIP-COUNT",
            ),
            why="a model that is no MLPerf benchmark beside the reference model",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="6 minutes on a laptop", why="build time"),
        NonClaim(page=4, match="every two weeks", why="release cadence"),
        NonClaim(page=5, match="USD 4,999", why="price"),
        NonClaim(page=5, match="Thursday 14:00", why="time"),
    ),
)


# w321: a bank's model-risk committee memo; the interactive use sits in a sidebar, the vendor's
# evidence table mixes scenarios, the business case prices a correctly answered query in CHF.
W321 = DeckSpec(
    name="w321_bank_model_risk_memo",
    kind="pptx",
    vendor="Aldermoor Bank",
    workload="interactive",
    slides=(
        Slide(
            title="Model Risk Committee: Validation Memo MRC-26-031",
            subtitle="Vendor performance claims for the Ledger adviser assistant | Restricted",
        ),
        Slide(
            heading="Scope",
            bullets=(
                "Independent review of the performance evidence in the vendor's proposal",
                "Approved spending limit: CHF 1.8M; go-live no earlier than 2 November 2026",
            ),
            group=(
                "Use under review",
                "Ledger answers relationship managers' questions live, while the client is still"
                " on the phone. It runs Ledger-8B, our fine-tune of Mistral 7B.",
            ),
        ),
        Slide(
            heading="Vendor evidence as submitted",
            table=Table(
                header=("Item", "System", "Benchmark", "Scenario", "Figure", "Result ID"),
                rows=(
                    (
                        "E1",
                        "ASUS ESC8000A-E12, 8x H200 NVL",
                        "Llama 2 70B",
                        "Server",
                        "25,614.7 tokens/s",
                        "5.1-0005",
                    ),
                    (
                        "E2",
                        "QuantaGrid D74A-7U, 8x MI325X",
                        "Llama 2 70B (99.9%)",
                        "Offline",
                        "34,520.4 tokens/s",
                        "5.1-0002",
                    ),
                ),
            ),
        ),
        Slide(
            heading="Findings",
            bullets=(
                "F1. The business case prices Ledger at CHF 0.0041 per correctly answered adviser"
                " query, built on E2",
                "F2. Per GPU, E1 comes to 3,202 tokens/s; the vendor's sizing assumes that rate"
                " holds on a 4-GPU server",
                "F3. Our relationship managers expect a first answer within 3 seconds",
            ),
        ),
        Slide(
            title="Sources",
            bullets=(
                "All vendor figures reviewed: MLPerf Inference v5.1, Closed division.",
                "Validation team: 3 reviewers, 11 working days.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="ASUS ESC8000A-E12",
            values=(25614.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=_f("CROSS-SCENARIO"),
            why="Server fits the live assistant; the bank runs a Mistral fine-tune; two systems"
            " of equal size listed as evidence in different scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="QuantaGrid D74A-7U",
            values=(34520.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            absent=_f("CHIP-COUNT"),
            tolerated=_f("CROSS-SCENARIO"),
            why="an Offline figure offered for a live assistant",
        ),
        ExpectedClaim(
            page=4,
            match="CHF 0.0041 per correctly answered adviser query",
            values=(0.0041,),
            round="v5.1",
            division="closed",
            bucket="quality",
            flags=_f("COST-PER-ANSWER", "SCENARIO-MISSING"),
            tolerated=_f("DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="a price per correct answer built on a result; round and division from the"
            " Sources slide's deck-level sentence, no scenario of its own",
        ),
        ExpectedClaim(
            page=4,
            match="Per GPU, E1 comes to 3,202 tokens/s",
            values=(3202.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            flags=_f("DERIVED-METRIC", "SCENARIO-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH", "CHIP-COUNT"),
            why="per-GPU share of an 8-GPU result carried to a 4-GPU server",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="CHF 1.8M", why="budget"),
        NonClaim(page=2, match="2 November 2026", why="date"),
        NonClaim(page=4, match="within 3 seconds", why="the bank's own latency target"),
        NonClaim(page=5, match="3 reviewers, 11 working days", why="effort"),
    ),
)

# w322: a system integrator's award entry (LibreOffice export); three clients' projects, no
# reader workload; a sum over nodes, a regional rank, a geomean uplift.
W322 = DeckSpec(
    name="w322_integrator_award_entry",
    kind="pdf",
    vendor="Brightwater Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Infrastructure Project of the Year 2026",
            subtitle="Entry by Brightwater Systems | Category 4: AI platforms",
        ),
        Slide(
            heading="Project Halyard: a four-node inference platform for a UK insurer",
            bullets=(
                "Each Dell PowerEdge XE9680L node (8x H200) posts 33,161.4 tokens/s on Llama 2 70B,"
                " MLPerf Inference v5.1 Closed, Server (5.1-0025)",
                "Across the four nodes that is 132,645.6 tokens/s of serving capacity",
                "Delivered in 11 weeks by a team of 14 engineers",
            ),
        ),
        Slide(
            heading="Why the judges should care",
            bullets=(
                "Brightwater built the fastest MLPerf-proven inference platform in the region",
                "A 2.1x geometric-mean uplift over the insurer's old H100 estate across three MLPerf"
                " benchmarks",
                "Power draw per rack capped at 40 kW",
            ),
        ),
        Slide(
            heading="Other client work this year",
            bullets=(
                "A grocery chain's nightly demand forecast, moved off CPUs in March",
                "A hospital group's triage chatbot, live in 6 emergency departments",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="posts 33,161.4 tokens/s on Llama 2 70B",
            values=(33161.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0025",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("DERIVED-METRIC", "SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=2,
            match="132,645.6 tokens/s of serving capacity",
            values=(132645.6,),
            unit="tokens/s",
            flags=_f("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="one node's result multiplied by four; a sibling lends no labels",
        ),
        ExpectedClaim(
            page=3,
            match="fastest MLPerf-proven inference platform in the region",
            flags=_f("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="2.1x geometric-mean uplift",
            values=(2.1,),
            flags=_f("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "CROSS-ROUND"),
            why="a geomean across benchmarks",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="Delivered in 11 weeks", why="schedule"),
        NonClaim(page=3, match="capped at 40 kW", why="facility figure"),
        NonClaim(page=4, match="live in 6 emergency departments", why="another client's rollout"),
    ),
)

# w323: a marketplace's search-relevance review; the interactive use is said only in a
# footnote, a chart compares an 8-GPU Offline point with a 4-GPU Server point, the deployed
# model is a distilled fine-tune of the reference model.
W323 = DeckSpec(
    name="w323_marketplace_search_relevance",
    kind="pptx",
    vendor="Trovella Marketplace",
    workload="interactive",
    slides=(
        Slide(
            title="Search Relevance: Q1 Review",
            subtitle="Trovella Marketplace | Search and Discovery | April 2026",
        ),
        Slide(
            heading="Q1 scorecard",
            bullets=(
                "The query rewriter^{1} went to 100% of traffic on 3 February",
                "NDCG@10 rose from 0.412 to 0.447; zero-result searches fell from 3.9% to 2.7%",
                "The rewriter is our distilled 8B model, fine-tuned from Llama 3.1 8B on two years"
                " of query logs",
            ),
            footnotes=(
                "^{1} The rewriter sits inside every shopper's search request, before retrieval.",
            ),
        ),
        Slide(
            heading="Hardware we looked at for the rewriter",
            chart=Chart(
                title="Llama 3.1 8B, MLPerf Inference v6.0 Closed (tokens/s)",
                categories=(
                    "Lambda DGX B200, 8 GPUs, Offline",
                    "Intel 4x Arc Pro B50, Server",
                ),
                series=(("tokens/s", (160403.0, 1187.13)),),
                value_axis_title="tokens/s",
            ),
        ),
        Slide(
            heading="What the MLPerf numbers buy us",
            bullets=(
                "The B200's 160,403 tokens/s on Llama 3.1 8B is why the rewriter now picks the"
                " right synonym for trainers versus sneakers",
                "Next quarter: rewriter v3, and a 12% cut to serving spend",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Lambda DGX B200",
            values=(160403.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f(
                "CHIP-COUNT",
                "CROSS-SCENARIO",
                "SCENARIO-MISMATCH",
                "MODEL-MISMATCH",
                "RESULT-ID-MISSING",
            ),
            why="8 GPUs Offline beside 4 cards Server, for a rewriter in the search request path"
            " that runs a fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="Intel 4x Arc Pro B50",
            values=(1187.13,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT", "CROSS-SCENARIO", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="160,403 tokens/s on Llama 3.1 8B",
            values=(160403.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            bucket="quality",
            flags=_f(
                "QUALITY-BUCKET",
                "MODEL-MISMATCH",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="a throughput sold as the rewriter choosing the right synonym",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="NDCG@10 rose from 0.412 to 0.447", why="own relevance metric"),
        NonClaim(page=2, match="100% of traffic", why="rollout share"),
        NonClaim(page=4, match="a 12% cut to serving spend", why="plan"),
    ),
)

# w324: an AI PC maker's retail training deck, drawn with reportlab; on-device use in the
# shopper's own words, a gate sold to shoppers, a non-MLPerf chat model in the same table.
W324 = DeckSpec(
    name="w324_aipc_retail_training",
    kind="reportlab",
    vendor="Aurelle Notebooks",
    workload="edge",
    slides=(
        Slide(
            title="Selling the Aurelle 14 AI: floor training, module 3",
            bullets=(
                "For store staff only. RRP GBP 1,149; staff incentive GBP 15 per unit sold",
                "The pitch: it works on the train with no signal, because everything runs on the"
                " laptop itself",
            ),
        ),
        Slide(
            title="What the benchmarks say (MLPerf Inference v5.1, Closed, edge)",
            bullets=(
                "A desktop with an RTX 4090 finds the objects in a photo in 13.35 ms (RetinaNet,"
                " SingleStream, 5.1-0035)",
                "Tell shoppers these PCs get the picture right 99% of the time, and that MLPerf"
                " proves it",
            ),
        ),
        Slide(
            title="Quick-reference card",
            table=Table(
                header=("Task", "Result", "Source"),
                rows=(
                    (
                        "ResNet-50 photo sorting, SingleStream",
                        "7.63 ms",
                        "MLPerf Inference v5.1 Closed, 5.1-0034",
                    ),
                    ("Phi-4-mini chat, on the Aurelle 14", "38 tokens/s", "Aurelle lab, May 2026"),
                ),
            ),
            footnote="Battery life: up to 19 hours of video playback.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="finds the objects in a photo in 13.35 ms",
            values=(13.35,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0035",
            division="closed",
            scenario="single_stream",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("MODEL-MISMATCH", "NON-MLPERF-MIX"),
            why="SingleStream fits a model running on the laptop; whether the chat model named"
            " on another slide is the deployed model for a vision result is open",
        ),
        ExpectedClaim(
            page=2,
            match="get the picture right 99% of the time",
            values=(99.0,),
            unit="%",
            round="v5.1",
            division="closed",
            bucket="quality",
            flags=_f("GATE-AS-GRADE", "SCENARIO-MISSING"),
            tolerated=_f("QUALITY-BUCKET", "RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="the accuracy gate told to shoppers as how often the PC is right",
        ),
        ExpectedClaim(
            page=3,
            match="ResNet-50 photo sorting",
            values=(7.63,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0034",
            division="closed",
            scenario="single_stream",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=_f("NON-MLPERF-MIX", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="Phi-4-mini chat",
            values=(38.0,),
            unit="tokens/s",
            benchmark=None,
            division=None,
            scenario=None,
            flags=_f("NON-MLPERF-MIX"),
            tolerated=_f(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
            ),
            why="a model that is no MLPerf benchmark in a table with an MLPerf result",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="RRP GBP 1,149", why="price"),
        NonClaim(page=1, match="GBP 15 per unit sold", why="incentive"),
        NonClaim(page=3, match="up to 19 hours", why="battery life"),
    ),
)

# w325: a colocation tenant brochure; a same-size table that must not draw a count flag, a rate
# per kilowatt of contracted power, tenants' uses that are not the reader's.
W325 = DeckSpec(
    name="w325_colo_tenant_brochure",
    kind="pptx",
    vendor="Halden Colocation",
    workload="unstated",
    slides=(
        Slide(
            title="Halden Colocation: GPU Suites",
            subtitle="Tenant brochure | Rotterdam-West campus | Edition 3",
        ),
        Slide(
            heading="Boxes our tenants already run, as MLCommons published them",
            table=Table(
                header=(
                    "8-GPU system",
                    "Llama 2 70B tokens/s (v5.1 Closed, Server)",
                    "Result",
                ),
                rows=(
                    ("ASUS ESC N8, 8x H200 SXM", "34,193.8", "5.1-0007"),
                    ("Dell PowerEdge XE9680L, 8x H200 SXM", "33,161.4", "5.1-0025"),
                    ("Dell PowerEdge XE9680, 8x MI300X", "24,747.6", "5.1-0027"),
                ),
            ),
            footnotes=("Contracted power: 11.4 kW per rack position, 2N feeds.",),
        ),
        Slide(
            heading="Who is here",
            bullets=(
                "Tenants run everything from overnight actuarial batches to voice bots",
                "Occupancy: 83% of Hall B let, 41 tenants, average contract 4.2 years",
                "Power from 100% certified renewable sources; PUE 1.21 (2025 annual)",
            ),
        ),
        Slide(
            heading="Why Halden",
            bullets=(
                "Direct fibre to AMS-IX, 3 ms round trip",
                "Dense racks pay: the Dell XE9680L's result works out to about 2,900 tokens/s"
                " for each kW of contracted rack power",
                "Move-in support: we rack and cable your first 8 servers free",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="ASUS ESC N8, 8x H200 SXM",
            values=(34193.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "CROSS-SCENARIO", "CROSS-ROUND"),
            why="three 8-GPU systems, one scenario, one round",
        ),
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE9680L, 8x H200 SXM",
            values=(33161.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0025",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "CROSS-SCENARIO"),
        ),
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE9680, 8x MI300X",
            values=(24747.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0027",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "CROSS-SCENARIO"),
        ),
        ExpectedClaim(
            page=4,
            match="about 2,900 tokens/s",
            values=(2900.0,),
            flags=_f("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="a rate per kW of rated rack power, not MLPerf Power; it names no round,"
            " division or scenario of its own",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="11.4 kW per rack position", why="facility power"),
        NonClaim(page=3, match="83% of Hall B let", why="occupancy"),
        NonClaim(page=3, match="PUE 1.21", why="facility efficiency"),
        NonClaim(page=4, match="3 ms round trip", why="network latency of the site"),
        NonClaim(page=4, match="your first 8 servers free", why="offer"),
    ),
)

# w326: a marketplace's seller-support bot (LibreOffice export); the live chat use in a
# sidebar, the deployed model is the reference model as released, a cost per resolved ticket
# in rupees; another team's nightly job is not the reader's use.
W326 = DeckSpec(
    name="w326_marketplace_seller_assist",
    kind="pdf",
    vendor="Bazaro Marketplace",
    workload="interactive",
    slides=(
        Slide(
            title="Seller Assist: Serving Plan FY27",
            subtitle="Bazaro Marketplace | Seller Experience Platform | Bengaluru",
        ),
        Slide(
            heading="What Seller Assist does",
            bullets=(
                "2.3 million active sellers; 610,000 support tickets a month",
                "Runs Llama 3.1 8B Instruct as Meta released it, with no fine-tuning",
            ),
            group=(
                "In one line",
                "Sellers type a question in the Seller Hub chat widget and get an answer while"
                " they wait.",
            ),
        ),
        Slide(
            heading="Hardware basis: MLPerf Inference v5.1, Closed division",
            bullets=(
                "Dell PowerEdge XE9685L (8x B200): 128,794 tokens/s on Llama 3.1 8B, Server,"
                " result 5.1-0028",
                "Cost per resolved seller ticket: INR 0.38, from the result above and our"
                " INR 310 per GPU-hour contract",
            ),
        ),
        Slide(
            heading="Not Seller Assist",
            bullets=(
                "The catalogue team's nightly attribute extraction borrows 2 pods from 01:00 to"
                " 05:00",
                "Tickets closed without a human: 71% in March",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="128,794 tokens/s on Llama 3.1 8B",
            values=(128794.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="the reference model as released, Server for a live chat",
        ),
        ExpectedClaim(
            page=3,
            match="Cost per resolved seller ticket: INR 0.38",
            values=(0.38,),
            round="v5.1",
            division="closed",
            bucket="quality",
            flags=_f("COST-PER-ANSWER", "SCENARIO-MISSING"),
            tolerated=_f("DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"),
            absent=_f("MODEL-MISMATCH"),
            why="a price per resolved ticket worked out from a result",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="610,000 support tickets a month", why="volume"),
        NonClaim(page=2, match="2.3 million active sellers", why="customer count"),
        NonClaim(page=3, match="INR 310 per GPU-hour", why="price"),
        NonClaim(page=4, match="71% in March", why="own deflection rate"),
        NonClaim(page=4, match="from 01:00 to 05:00", why="schedule"),
    ),
)

# w327: another integrator's award slides; a sixteen-GPU build against an eight-GPU board in
# words, in a sentence and in a chart, and a same-size pair that must not draw a count flag;
# the client's overnight job said in a footnote only.
W327 = DeckSpec(
    name="w327_integrator_award_scaling",
    kind="pptx",
    vendor="Corriemar Integration",
    workload="batch",
    slides=(
        Slide(
            title="Partner Awards 2026: Scale-Out Build of the Year",
            subtitle="Corriemar Integration | Entry reference PA-26-0419",
        ),
        Slide(
            heading="The build*",
            bullets=(
                "Two nodes x 8 GPUs, 16 H200 in all, behind one scheduler",
                "Going from one eight-GPU board to the sixteen-GPU build doubled throughput:"
                " 68,894.8 against 34,548.2 tokens/s on Llama 2 70B, MLPerf Inference v5.1 Closed,"
                " Offline",
                "Racked, cabled and burned in over 9 days",
            ),
            footnotes=(
                "* Client workload: overnight summarisation of the day's claim files, ready by"
                " 06:00.",
            ),
        ),
        Slide(
            heading="Published results behind the entry",
            chart=Chart(
                title="Llama 2 70B Offline tokens/s, MLPerf Inference v5.1 Closed",
                categories=(
                    "Cisco UCS C885A M8, 16x H200 (5.1-0013)",
                    "Cisco UCS C885A M8, 8x H200 (5.1-0014)",
                ),
                series=(("Offline tokens/s", (68894.8, 34548.2)),),
                kind="bar",
            ),
        ),
        Slide(
            heading="Same GPU count, different vendor",
            bullets=(
                "On eight H200s each, the ASUS ESC N8 reached 34,193.8 tokens/s while the Dell"
                " XE9680L posted 33,161.4 tokens/s on Llama 2 70B in the Server scenario (v5.1"
                " Closed, 5.1-0007 and 5.1-0025)",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="doubled throughput: 68,894.8 against 34,548.2 tokens/s",
            values=(68894.8, 34548.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
            absent=_f("SCENARIO-MISMATCH"),
            why="sixteen GPUs against eight, in words; overnight batch and Offline fit",
        ),
        ExpectedClaim(
            page=3,
            match="16x H200 (5.1-0013)",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="8x H200 (5.1-0014)",
            values=(34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="the ASUS ESC N8 reached 34,193.8 tokens/s",
            values=(34193.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="two eight-GPU systems side by side; the two IDs in one bracket are open to"
            " either reading",
        ),
        ExpectedClaim(
            page=4,
            match="XE9680L posted 33,161.4 tokens/s",
            values=(33161.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT"),
            tolerated=_f("RESULT-ID-MISSING"),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="over 9 days", why="schedule"),
        NonClaim(page=2, match="16 H200 in all", why="system size, no performance figure"),
        NonClaim(page=2, match="ready by 06:00", why="the client's deadline"),
    ),
)

# w328: a pharma chemistry-assistant plan, drawn with reportlab; the reference model deployed as
# released, the same eight GPUs a round apart, a per-GPU share of a 72-GPU rack.
W328 = DeckSpec(
    name="w328_pharma_chemistry_assistant",
    kind="reportlab",
    vendor="Helixor Therapeutics",
    workload="interactive",
    slides=(
        Slide(
            title="Bench Chemistry Assistant: Platform Choice",
            bullets=(
                "Helixor Therapeutics, Research IT architecture board, 9 June 2026",
                "Chemists ask the assistant questions from the bench through Teams and wait for"
                " the reply",
                "Model: DeepSeek-R1 exactly as published, no fine-tuning or distillation",
            ),
        ),
        Slide(
            title="DeepSeek-R1 results we relied on (MLPerf Inference, Closed, Server)",
            bullets=(
                "Dell PowerEdge XE9685L, 8x B200: 13,963 tokens/s (v5.1, 5.1-0028)",
                "Dell PowerEdge XE9780, 8x B200: 40,949.5 tokens/s (v6.0, 6.0-0026)",
                "That is 2.9x more DeepSeek-R1 throughput on the same eight B200s a round later",
                "NVIDIA GB200 NVL72: 336,106 tokens/s (v6.0, 6.0-0075), about 4,668 tokens/s per"
                " GPU",
            ),
        ),
        Slide(
            title="Cost and timing",
            bullets=(
                "Two 8x B200 nodes, EUR 1.15M installed, delivery 14 weeks",
                "Target: 300 chemists on day one, 900 by 2028",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="8x B200: 13,963 tokens/s",
            values=(13963.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_f("CROSS-ROUND", "CHIP-COUNT"),
            why="the reference model as deployed; the rounds are compared in a sentence of its own",
        ),
        ExpectedClaim(
            page=2,
            match="8x B200: 40,949.5 tokens/s",
            values=(40949.5,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0026",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_f("CROSS-ROUND", "CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=2,
            match="2.9x more DeepSeek-R1 throughput",
            values=(2.9,),
            benchmark="deepseek-r1",
            division="closed",
            scenario="server",
            flags=_f("CROSS-ROUND", "ROUND-MISSING"),
            absent=_f("CHIP-COUNT", "MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="the same eight GPUs, one round against the next",
        ),
        ExpectedClaim(
            page=2,
            match="NVIDIA GB200 NVL72: 336,106 tokens/s",
            values=(336106.0, 4668.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_f("CHIP-COUNT"),
            why="a 72-GPU rack's result divided per GPU in the same bullet",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="9 June 2026", why="date"),
        NonClaim(page=3, match="EUR 1.15M installed", why="price"),
        NonClaim(page=3, match="300 chemists on day one", why="user count"),
    ),
)

# w329: a second chip vendor's breakout (LibreOffice export); a round that never existed, a
# benchmark cited in a round that lacked it, a projection to a cluster nobody measured, an
# Open-division figure set against a Closed one.
W329 = DeckSpec(
    name="w329_chip_breakout_projections",
    kind="pdf",
    vendor="Quillon Micro",
    workload="unstated",
    slides=(
        Slide(
            title="Q9 Accelerators: What the Numbers Mean for Your Port",
            subtitle="Quillon Micro | Developer Summit 2026, Track C | Performance engineering",
        ),
        Slide(
            heading="Where Q9 stands",
            bullets=(
                "Our 8-card Q9 node: 39,400 tokens/s on Llama 2 70B, Server, MLPerf Inference v5.5"
                " Closed (unverified; Result not verified by MLCommons Association.)",
                "GPT-OSS-120B on the same node: 12,800 tokens/s Offline in MLPerf Inference v5.1"
                " (unverified; Result not verified by MLCommons Association.)",
                "Linear scaling to 128 such nodes gives about 5.04 million tokens/s",
            ),
        ),
        Slide(
            heading="Reading other people's numbers",
            bullets=(
                "AMD's Open-division QuantaGrid D74A-7U entry reached 93,045.8 tokens/s on Llama 2"
                " 70B Offline (v5.1, 5.1-0098), 2.7x the 34,520.4 tokens/s of its Closed entry"
                " (5.1-0002)",
                "Open results may change the model; compare Closed with Closed",
            ),
        ),
        Slide(
            heading="Internal use at Quillon",
            bullets=(
                "Our own nightly code-review bot reads the whole monorepo on 4 Q9 nodes",
                "Dev kits ship in Q4 2026 at USD 6,500",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="39,400 tokens/s on Llama 2 70B",
            values=(39400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.5",
            division="closed",
            scenario="server",
            flags=_f("ROUND-UNKNOWN"),
            absent=_f("UNVERIFIED", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="a round that never existed; the claim carries both unverified statements",
        ),
        ExpectedClaim(
            page=2,
            match="12,800 tokens/s Offline",
            values=(12800.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            scenario="offline",
            flags=_f("ROUND-UNKNOWN", "DIVISION-MISSING"),
            absent=_f("UNVERIFIED"),
            tolerated=_f("NON-MLPERF-MIX", "RESULT-ID-MISSING"),
            why="GPT-OSS-120B first appears in v6.0",
        ),
        ExpectedClaim(
            page=2,
            match="about 5.04 million tokens/s",
            values=(5.04e6, 5.04),
            flags=_f("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "UNVERIFIED", "CHIP-COUNT"),
            why="a projection onto a cluster nobody measured",
        ),
        ExpectedClaim(
            page=3,
            match="Open-division QuantaGrid D74A-7U entry reached 93,045.8 tokens/s",
            values=(93045.8, 2.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0098",
            division="open",
            scenario="offline",
            flags=_f("OPEN-COMPARED"),
            absent=_f("CHIP-COUNT", "CROSS-ROUND"),
            why="an Open figure set against a Closed figure of the same 8-GPU system",
        ),
    ),
    non_claims=(
        NonClaim(page=4, match="USD 6,500", why="price"),
        NonClaim(page=4, match="on 4 Q9 nodes", why="internal fleet"),
    ),
)

# w330: a bank's model-risk committee quarterly inventory; no workload of its own, a figure said
# only in speaker notes, a record claim with everything stated beside one without.
W330 = DeckSpec(
    name="w330_bank_mrc_inventory",
    kind="pptx",
    vendor="Aldermoor Bank",
    workload="unstated",
    slides=(
        Slide(
            title="Model Risk Committee: Q2 Inventory of Vendor Benchmark Claims",
            subtitle="Aldermoor Bank | Second line of defence | For noting",
        ),
        Slide(
            heading="Claims logged this quarter",
            table=Table(
                header=("Ref", "Vendor statement as logged", "Status"),
                rows=(
                    (
                        "Q2-07",
                        "Record Llama 2 70B throughput of 810,104 tokens/s, MLPerf Inference v6.0"
                        " Closed, Server, 6.0-0075",
                        "Figure matches MLCommons; the word record not checked",
                    ),
                    (
                        "Q2-08",
                        "The industry's leading inference platform for banks",
                        "Not substantiated",
                    ),
                    ("Q2-09", "Renewal price held at CHF 212,000 a year", "Commercial, not logged"),
                ),
            ),
            notes="Q2-07 works out at 11,251 tokens/s per GPU; the vendor said that figure aloud.",
        ),
        Slide(
            heading="Housekeeping",
            bullets=(
                "14 claims open, 9 closed this quarter",
                "Next review: 18 September 2026",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Record Llama 2 70B throughput of 810,104 tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "DIVISION-MISSING"),
            tolerated=_f("RANK-CLAIM"),
            why="the rank word comes with benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=2,
            match="The industry's leading inference platform for banks",
            flags=_f("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="a rank over the whole field in a deck that presents MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="CHF 212,000 a year", why="price"),
        NonClaim(page=3, match="14 claims open, 9 closed", why="counts"),
        NonClaim(page=3, match="18 September 2026", why="date"),
    ),
)

VOICE_DECKS_19: tuple[DeckSpec, ...] = (
    W316,
    W317,
    W318,
    W319,
    W320,
    W321,
    W322,
    W323,
    W324,
    W325,
    W326,
    W327,
    W328,
    W329,
    W330,
)
