"""Fresh-part decks w316-w330, written blind to the rules by helper h15w19.

Voices: a pharmaceutical company's research-IT roadmap, a logistics firm's warehouse-vision pilot
report, a colocation provider's GPU-as-a-service rate card, a public broadcaster's
archive-digitisation tender, a chip vendor's developer-conference breakout, a bank's model-risk
committee memo, a system integrator's award-entry slides, an e-commerce marketplace's
search-relevance review and an AI PC maker's retail training deck. Figures quoted as published
results come from MLCommons' v4.1, v5.1 and v6.0 Inference results; every vendor, customer and
product around them is fictional.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table


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
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="a plain listing of one system's result",
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

VOICE_DECKS_19: tuple[DeckSpec, ...] = (W316, W317, W318, W319, W320)
