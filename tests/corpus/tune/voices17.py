"""Tune decks w281-w295, written blind to the rules by helper h15w17.

Voices: a reseller's partner newsletter, a government lab's procurement justification, a cloud
marketplace listing, a distributor's channel enablement kit, a hardware review site, an ISV's
"certified on" page, a standards-body talk, an analyst brief, a public-sector tender response and
a managed-service provider's quarterly business review. Weighted towards costs per unit of work
in other units and currencies (beside list prices that are no claims), products that run their
own, fine-tuned, distilled or quantised models while citing a reference-model result (and decks
that run the reference model itself), and claims that are hard to find: follow-on figures, table
cells, chart points, figures whose only MLPerf mention is a heading or a disclosure slide, and two
vendors in one sentence.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

MISSING = frozenset({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"})
COST_TOLERATED = frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"})


def _f(*codes: str) -> frozenset[str]:
    return frozenset(codes)


# w281: a reseller's partner newsletter. The product runs its own fine-tuned, quantised model while
# the newsletter quotes a Llama 2 70B result; a cost per resolved ticket in euros beside list prices.
W281 = DeckSpec(
    name="w281_reseller_newsletter_helpdesk",
    kind="pptx",
    vendor="Brightwater Systems Integration",
    workload="interactive",
    slides=(
        Slide(
            title="ChannelWire: the November partner newsletter",
            subtitle="Brightwater Systems Integration \u00b7 for resale partners only",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: what the B200 box did",
            bullets=(
                "Dell's PowerEdge XE9680L with eight B200 GPUs served Llama 2 70B at 99,139 "
                "tokens/s in the Server scenario (result 5.1-0024).",
                "The same box answered 60,137 tokens/s under the tighter Interactive latency "
                "limits.",
                "Partners who register a deal before 15 January earn an extra 4% margin.",
            ),
        ),
        Slide(
            heading="Why it matters for HelpDesk Copilot",
            bullets=(
                "HelpDesk Copilot answers your customers' tickets in chat, around the clock.",
                "It runs Brightwater's own model: Mistral Small, fine-tuned on two million closed "
                "tickets and quantised to FP8.",
                "Sized on that Server result, one XE9680L clears about 1.1 million tickets a day.",
                "At partner list rental that comes to \u20ac0.0036 per resolved ticket.",
            ),
        ),
        Slide(
            heading="Partner pricing",
            table=Table(
                header=("Item", "List price", "Partner price"),
                rows=(
                    ("XE9680L rental, per month", "\u20ac41,900", "\u20ac37,710"),
                    ("HelpDesk Copilot seat, per month", "\u20ac29", "\u20ac23"),
                ),
            ),
            footnote="Prices exclude VAT; quotes are valid for 30 days.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="served Llama 2 70B at 99,139",
            values=(99139.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            why="the product runs its own fine-tuned Mistral, not the Llama 2 70B reference",
        ),
        ExpectedClaim(
            page=2,
            match="The same box answered 60,137 tokens/s",
            values=(60137.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="follow-on names no benchmark itself; the result ID is on the same slide for the "
            "same system",
        ),
        ExpectedClaim(
            page=3,
            match="clears about 1.1 million tickets a day",
            values=(1.1, 1100000.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=MISSING | _f("MODEL-MISMATCH", "COST-PER-ANSWER"),
            why="a Server rate multiplied out over a day; its round and division are on slide 2",
        ),
        ExpectedClaim(
            page=3,
            match="per resolved ticket",
            values=(0.0036,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a price per resolved (successful) ticket worked out from the Server result",
        ),
    ),
    non_claims=(
        NonClaim(2, "extra 4% margin", "partner margin"),
        NonClaim(3, "two million closed tickets", "fine-tuning data size"),
        NonClaim(4, "\u20ac41,900", "list price"),
        NonClaim(4, "\u20ac29", "seat price"),
        NonClaim(4, "valid for 30 days", "quote validity"),
    ),
)

# w282: a government lab's procurement justification. It runs DeepSeek-R1 as released (the
# reference model); batch work; same-size table rows; a rack-scale system on another slide; every
# label of the later slides comes from a disclosure slide that covers all figures.
W282 = DeckSpec(
    name="w282_lab_procurement_justification",
    kind="pdf",
    vendor="Northfield National Laboratory",
    workload="batch",
    slides=(
        Slide(
            title="Procurement justification: inference nodes for the literature triage pipeline",
            subtitle="Northfield National Laboratory \u00b7 Computing Directorate \u00b7 FY2027",
        ),
        Slide(
            title="Requirement",
            bullets=(
                "The pipeline re-reads the full 38-million-document archive every night and "
                "writes triage labels before analysts arrive.",
                "It runs DeepSeek-R1 as released, the same weights MLCommons uses as the "
                "benchmark's reference model, with no fine-tuning.",
                "Nobody chats with it: analysts read the labels the next morning.",
            ),
        ),
        Slide(
            heading="Market survey: MLPerf Inference v6.0, Closed division, DeepSeek-R1 Offline",
            table=Table(
                header=("System (8 GPUs each)", "Tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "70,326", "6.0-0073"),
                    ("Dell PowerEdge XE9780L", "66,288", "6.0-0024"),
                    ("Nebius B300 n1", "69,319", "6.0-0084"),
                ),
            ),
            footnote="Table 1. Published results for eight-GPU nodes of the kind this request "
            "would buy.",
        ),
        Slide(
            title="Options considered and sizing",
            bullets=(
                "A rack-scale option: NVIDIA's GB300 NVL72 with 72 GPUs reached 647,076 tokens/s "
                "(6.0-0078), about nine times one of the nodes in Table 1.",
                "Run flat out for a ten-hour night, one DGX B300 would emit roughly 2.5 billion "
                "tokens, enough for the archive with margin.",
                "Amortised over four years, the node's compute comes to about $0.00002 per "
                "abstract triaged.",
                "Quoted price: $612,000 per node including five years of support.",
            ),
        ),
        Slide(
            title="Sources",
            bullets=(
                "All figures in this justification: MLPerf Inference v6.0, Closed division, "
                "Offline scenario, retrieved from mlcommons.org on 3 November 2026.",
                "Prepared by the Computing Directorate for the contracting officer.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B300",
            values=(70326.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9780L",
            values=(66288.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="Nebius B300 n1",
            values=(69319.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="with 72 GPUs reached 647,076 tokens/s",
            values=(647076.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            absent=_f("DIVISION-MISSING", "SCENARIO-MISSING", "MODEL-MISMATCH"),
            why="72 GPUs set against one eight-GPU node; division and scenario from the Sources "
            "slide that covers every figure",
        ),
        ExpectedClaim(
            page=4,
            match="roughly 2.5 billion",
            values=(2.5, 2500000000.0),
            unit=None,
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            absent=_f("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="an Offline rate multiplied out over a ten-hour night",
        ),
        ExpectedClaim(
            page=4,
            match="per abstract triaged",
            values=(0.00002,),
            unit=None,
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f("COST-PER-ANSWER"),
            absent=_f("MODEL-MISMATCH"),
            tolerated=COST_TOLERATED | _f("RESULT-ID-MISSING"),
            why="a price per unit of the lab's own work drawn from the result",
        ),
    ),
    non_claims=(
        NonClaim(2, "38-million-document archive", "archive size"),
        NonClaim(4, "$612,000 per node", "quoted price"),
        NonClaim(5, "3 November 2026", "retrieval date"),
    ),
)

# w283: a cloud marketplace listing. A distilled, 4-bit descendant of Whisper cites the Whisper
# result; batch upload of recordings (Offline fits); per-GPU split; cost per accurate hour beside
# a list price per audio hour.
W283 = DeckSpec(
    name="w283_marketplace_listing_transcribe",
    kind="reportlab",
    vendor="Quillmark Audio",
    workload="batch",
    slides=(
        Slide(
            title="Quillmark Transcribe on the Stratoline Marketplace",
            bullets=(
                "Seller: Quillmark Audio Ltd. Category: speech and audio. Rated 4.6 by 212 buyers.",
                "Drop your backlog of call recordings into a bucket; transcripts are waiting "
                "there by morning.",
            ),
        ),
        Slide(
            title="Performance",
            bullets=(
                "Under the hood: Quillmark Whisper-Lite, our distilled, 4-bit quantised "
                "descendant of Whisper large-v3.",
                "Reference hardware: the Supermicro-built NVIDIA DGX B300 reached 50,562 "
                "samples/s on Whisper in MLPerf Inference v6.0 (Closed, Offline, 6.0-0098).",
                "That is 6,320 samples/s from each of its eight GPUs.",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "List price: $0.30 per audio hour, billed per second; volume tiers from 10,000 "
                "hours.",
                "Priced on that MLPerf throughput, the compute behind each accurately "
                "transcribed hour costs us under $0.004.",
                "Free trial: your first 60 hours.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="reached 50,562 samples/s on Whisper",
            values=(50562.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0098",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "DIVISION-MISSING"),
            why="the listing runs a distilled, quantised Whisper variant, not the reference",
        ),
        ExpectedClaim(
            page=2,
            match="6,320 samples/s from each of its eight GPUs",
            values=(6320.0,),
            unit="samples/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            tolerated=MISSING | _f("MODEL-MISMATCH"),
            why="the DGX B300 result split per GPU; the follow-on names no round of its own",
        ),
        ExpectedClaim(
            page=3,
            match="each accurately transcribed hour costs us under $0.004",
            values=(0.004,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a price per accurately transcribed hour drawn from the MLPerf throughput",
        ),
    ),
    non_claims=(
        NonClaim(1, "Rated 4.6 by 212 buyers", "marketplace rating"),
        NonClaim(3, "$0.30 per audio hour", "list price"),
        NonClaim(3, "volume tiers from 10,000", "pricing tier"),
        NonClaim(3, "first 60 hours", "trial"),
    ),
)

# w284: a distributor's channel enablement kit. Node counts in a table column (8, 16, 32 GPUs),
# a per-GPU talk track, a "twice the box" line, and a same-size comparison that must not fire.
W284 = DeckSpec(
    name="w284_channel_kit_scale_story",
    kind="pptx",
    vendor="Kestrel Distribution",
    workload="interactive",
    slides=(
        Slide(
            title="Partner enablement kit: Cisco UCS C885A M8 for AI inference",
            subtitle="Kestrel Distribution \u00b7 channel team \u00b7 Q1 2027",
        ),
        Slide(
            heading="Scale story: MLPerf Inference v5.1 Closed, Llama 2 70B Server",
            bullets=("Start with one node and grow to four without re-architecting.",),
            table=Table(
                header=("Configuration", "GPUs", "Tokens/s", "Result ID"),
                rows=(
                    ("C885A M8, one node", "8", "33,163", "5.1-0014"),
                    ("C885A M8, two nodes", "16", "66,439", "5.1-0013"),
                    ("HPF HGX H100, four nodes", "32", "122,274", "5.1-0016"),
                ),
            ),
        ),
        Slide(
            heading="Talk track (every number: MLPerf Inference v5.1 Closed, Server)",
            bullets=(
                "Most of your accounts want an internal chat assistant for their staff.",
                "Lead with density: the single C885A M8 works out to about 4,145 tokens/s per "
                "H200.",
                "Two nodes deliver 2.0\u00d7 the tokens of one, so pitch it as linear scaling.",
                "Against the Dell PowerEdge XE9680 with the same eight H200s (33,244 tokens/s, "
                "5.1-0026) the single node is level.",
                "Deal registration protects an 8% margin for 90 days.",
            ),
            notes="Remind partners that spiff payouts close on 28 February.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="C885A M8, one node",
            values=(33163.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
            why="8, 16 and 32 GPUs set side by side as a scale story",
        ),
        ExpectedClaim(
            page=2,
            match="C885A M8, two nodes",
            values=(66439.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=2,
            match="HPF HGX H100, four nodes",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="about 4,145 tokens/s per H200",
            values=(4145.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="the one-node result divided by its eight GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="Two nodes deliver 2.0",
            values=(2.0,),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            tolerated=_f("RESULT-ID-MISSING", "DERIVED-METRIC"),
            why="16 GPUs against 8 sold as scaling",
        ),
        ExpectedClaim(
            page=3,
            match="with the same eight H200s",
            values=(33244.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="eight H200s against eight H200s: a same-size comparison",
        ),
    ),
    non_claims=(
        NonClaim(3, "an 8% margin for 90 days", "deal registration"),
        NonClaim(1, "Q1 2027", "date"),
    ),
)

# w285: a hardware review site. Two vendors' accelerators in one "whereas" sentence, each with its
# own marker-bound footnote; a chart with a 72-GPU rack beside 8-GPU boxes; the reviewer's own
# run of a non-MLPerf model among the MLPerf figures.
W285 = DeckSpec(
    name="w285_review_site_b300_vs_mi355x",
    kind="pdf",
    vendor="SiliconBench",
    workload="unstated",
    slides=(
        Slide(
            title="SiliconBench review: Dell PowerEdge XE9780L",
            subtitle="Verdict 9/10 \u00b7 reviewed by M. Okafor \u00b7 December 2026",
        ),
        Slide(
            heading="MLPerf Inference v6.0 (Closed): Llama 2 70B",
            bullets=(
                "Dell's MI355X-based XE9785L^{1} reached 96,734 tokens/s in Server, whereas the "
                "B300-based XE9780L^{2} hit 108,392 tokens/s.",
                "For context, our own run of Gemma 3 27B on the XE9780L managed 21,400 tokens/s "
                "with stock vLLM settings.",
            ),
            footnotes=(
                "^{1} Result 6.0-0020, eight AMD Instinct MI355X.",
                "^{2} Result 6.0-0024, eight NVIDIA B300, Server scenario.",
            ),
        ),
        Slide(
            title="Interactive latency class",
            chart=Chart(
                title="Llama 2 70B Interactive, tokens/s (MLPerf Inference v6.0 Closed)",
                categories=("XE9785L, 8x MI355X", "XE9780L, 8x B300", "GB300 NVL72, 72 GPUs"),
                series=(("Tokens/s", (70610.8, 70724.3, 814128.0)),),
                value_axis_title="Tokens/s",
            ),
        ),
        Slide(
            title="Verdict",
            bullets=(
                "Price as tested: $389,000.",
                "Noise: 68 dBA at one metre with all fans at full speed.",
                "Best for teams that already run ROCm or CUDA and need one dense 8-GPU chassis.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="reached 96,734 tokens/s in Server",
            values=(96734.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=_f("NON-MLPERF-MIX"),
            why="eight against eight: same-size comparison",
        ),
        ExpectedClaim(
            page=2,
            match="hit 108,392 tokens/s",
            values=(108392.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
            tolerated=_f("NON-MLPERF-MIX"),
            why="second vendor in a whereas sentence; its own footnote gives ID and scenario",
        ),
        ExpectedClaim(
            page=2,
            match="Gemma 3 27B on the XE9780L managed 21,400",
            values=(21400.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("NON-MLPERF-MIX"),
            tolerated=MISSING | _f("UNVERIFIED"),
            why="a non-MLPerf model timed by the reviewer beside MLPerf results",
        ),
        ExpectedClaim(
            page=3,
            match="XE9785L, 8x MI355X",
            values=(70610.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="XE9780L, 8x B300",
            values=(70724.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="GB300 NVL72, 72 GPUs",
            values=(814128.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="a 72-GPU rack charted beside 8-GPU boxes",
        ),
    ),
    non_claims=(
        NonClaim(1, "Verdict 9/10", "review score"),
        NonClaim(4, "$389,000", "price as tested"),
        NonClaim(4, "68 dBA", "noise"),
    ),
)

VOICE_DECKS_17: tuple[DeckSpec, ...] = (W281, W282, W283, W284, W285)
