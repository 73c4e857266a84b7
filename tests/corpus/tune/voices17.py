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

# w286: an ISV's "certified on" page. The product runs a model distilled from Llama 3.1 8B while
# the page tabulates the reference-model results of the certified server in three scenarios; a cost
# per correctly extracted page and a cost per plain page, beside a licence price per page.
W286 = DeckSpec(
    name="w286_isv_certified_on_page",
    kind="pptx",
    vendor="Ledgerline Software",
    workload="batch",
    slides=(
        Slide(
            title="Ledgerline Extract is certified on HPE ProLiant Compute XD685",
            subtitle="Ledgerline Software \u00b7 ISV partner programme \u00b7 validated configuration LX-7",
        ),
        Slide(
            heading="Certified configuration",
            bullets=(
                "Ledgerline Extract reads invoices, remittances and bills of lading during your "
                "nightly close, and the ledger is posted before the first shift logs in.",
                "The model inside is Ledgerline-8B, distilled from Llama 3.1 8B and trained on "
                "40 million of our customers' documents.",
                "Certification is valid through June 2029; support SKU LX7-HPE-05.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 \u00b7 Closed \u00b7 Llama 3.1 8B on the certified server",
            table=Table(
                header=("Scenario", "Tokens/s", "Result ID"),
                rows=(
                    ("Offline", "152,625", "6.0-0048"),
                    ("Server", "131,270", "6.0-0048"),
                    ("Interactive", "126,143", "6.0-0048"),
                ),
            ),
            footnote="Eight NVIDIA B200 GPUs in one HPE ProLiant Compute XD685.",
        ),
        Slide(
            heading="What certification means for your month-end close",
            bullets=(
                "On the certified node, Ledgerline Extract's compute works out to $0.00021 per "
                "correctly extracted page.",
                "Counted on every page fed in, retries included, that is 0.03 cents a page.",
                "Licence: $0.002 per page, with the first 50,000 pages each month free.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="152,625",
            values=(152625.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("CROSS-SCENARIO", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="a model distilled from Llama 3.1 8B is not the reference model",
        ),
        ExpectedClaim(
            page=3,
            match="131,270",
            values=(131270.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("CROSS-SCENARIO"),
            tolerated=_f("SCENARIO-MISMATCH"),
            why="one system's scenarios listed is disclosure; a Server row in a batch deck is "
            "defensible either way",
        ),
        ExpectedClaim(
            page=3,
            match="126,143",
            values=(126143.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="interactive",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("CROSS-SCENARIO"),
            tolerated=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="per correctly extracted page",
            values=(0.00021,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a price per correct page worked out from the certified node's results",
        ),
        ExpectedClaim(
            page=4,
            match="that is 0.03 cents a page",
            values=(0.03, 0.0003),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a price per plain page drawn from the result: operational",
        ),
    ),
    non_claims=(
        NonClaim(2, "40 million of our customers", "training data size"),
        NonClaim(2, "valid through June 2029", "certification date"),
        NonClaim(4, "$0.002 per page", "licence price"),
        NonClaim(4, "first 50,000 pages", "free tier"),
    ),
)

# w287: a standards-body talk by a hosted-API provider that serves the reference model itself.
# A complete citation (nothing may fire), a follow-on in another scenario, and a per-watt figure
# built from a rated power with a caveat (still derived).
W287 = DeckSpec(
    name="w287_standards_talk_citation",
    kind="pdf",
    vendor="Tarnwell Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Reading an inference result the way the committee wrote it",
            subtitle="Open Benchmarks Forum, winter plenary \u00b7 Tarnwell Cloud",
        ),
        Slide(
            heading="What we deploy",
            bullets=(
                "Tarnwell's hosted API serves Llama-2-70b-chat-hf itself: byte for byte the "
                "weights the benchmark uses.",
                "Our own p99 time-to-first-token goal for API customers is 450 ms.",
                "140 members from 31 companies are in the room today.",
            ),
        ),
        Slide(
            heading="Worked example: MLPerf Inference v5.1, Closed division",
            bullets=(
                "Llama 2 70B, Server scenario: 33,164 tokens/s on the HPE Cray XD670 with eight "
                "H200 GPUs (result 5.1-0049).",
                "The same system's Offline figure, 34,965 tokens/s, answers a different "
                "question and belongs in a row of its own.",
            ),
        ),
        Slide(
            heading="A number the benchmark never measured",
            bullets=(
                "Divide 33,164 tokens/s by a 700 W rating for each of eight GPUs and you get "
                "5.9 tokens/s per watt, a figure MLPerf Power never produced.",
                "If you must show it, label it as your own arithmetic.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Server scenario: 33,164 tokens/s",
            values=(33164.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f(
                "MODEL-MISMATCH",
                "SCENARIO-MISMATCH",
                "DIVISION-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="a complete citation; the provider serves the reference model itself",
        ),
        ExpectedClaim(
            page=3,
            match="Offline figure, 34,965 tokens/s",
            values=(34965.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING", "CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="one system in two scenarios; the talk says the Offline figure answers another "
            "question",
        ),
        ExpectedClaim(
            page=4,
            match="5.9 tokens/s per watt",
            values=(5.9, 33164.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            absent=_f("MODEL-MISMATCH"),
            tolerated=MISSING,
            why="throughput over rated power, basis stated",
        ),
    ),
    non_claims=(
        NonClaim(2, "450 ms", "the provider's own latency goal"),
        NonClaim(2, "140 members from 31 companies", "attendance"),
    ),
)

# w288: an analyst brief. Two vendors in one "while" sentence, a follow-on on another benchmark,
# a geometric mean over benchmarks, and a throughput-per-dollar comparison from street prices.
W288 = DeckSpec(
    name="w288_analyst_brief_buyers",
    kind="reportlab",
    vendor="Harrow Insight",
    workload="unstated",
    slides=(
        Slide(
            title="Harrow Insight brief: the v6.0 inference round, read for buyers",
            bullets=("Analyst: P. Lindqvist. Published 12 December 2026. A 6-minute read.",),
        ),
        Slide(
            title="Llama 2 70B, MLPerf Inference v6.0 Closed",
            bullets=(
                "AMD's MI355X node (6.0-0002) delivered 100,282 tokens/s in Server while "
                "NVIDIA's DGX B300 delivered 107,318 Server tokens/s (6.0-0073).",
                "The same DGX B300 posted 165,432 tokens/s on Llama 3.1 8B Offline.",
                "Across its three Server results (Llama 2 70B, Llama 3.1 8B, DeepSeek-R1) the "
                "DGX B300 averages 86,581 tokens/s as a geometric mean.",
            ),
        ),
        Slide(
            title="Buyer guidance",
            bullets=(
                "Street prices: about $420,000 for the MI355X node and $510,000 for the B300 node.",
                "At those prices the MI355X node buys 239 tokens/s per $1,000 against 210 for "
                "the B300 node.",
                "Lead times quoted to us ran 10 to 14 weeks.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="delivered 100,282 tokens/s in Server",
            values=(100282.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "CROSS-ROUND", "DIVISION-MISSING"),
            why="two eight-GPU nodes in one sentence",
        ),
        ExpectedClaim(
            page=2,
            match="delivered 107,318 Server tokens/s",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="the second vendor after while, with its own scenario word",
        ),
        ExpectedClaim(
            page=2,
            match="posted 165,432 tokens/s on Llama 3.1 8B Offline",
            values=(165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f(),
            tolerated=_f("RESULT-ID-MISSING"),
            why="follow-on with its own benchmark and scenario; the system's ID is on the slide",
        ),
        ExpectedClaim(
            page=2,
            match="averages 86,581 tokens/s as a geometric mean",
            values=(86581.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="a geometric mean across three benchmarks",
        ),
        ExpectedClaim(
            page=3,
            match="239 tokens/s per $1,000",
            values=(239.0,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            tolerated=MISSING | _f("COST-PER-ANSWER"),
            why="throughput per dollar from street prices",
        ),
    ),
    non_claims=(
        NonClaim(1, "A 6-minute read", "reading time"),
        NonClaim(3, "$420,000 for the MI355X node", "street price"),
        NonClaim(3, "10 to 14 weeks", "lead time"),
    ),
)

# w289: a public-sector tender response. Cameras in roadside cabinets (edge); the bidder's own
# detector against RetinaNet results; the accuracy gate sold as a promise; a cost per
# intersection-hour in euros; two one-GPU edge boxes compared (same size).
W289 = DeckSpec(
    name="w289_tender_response_traffic",
    kind="pptx",
    vendor="Verano Civic Systems",
    workload="edge",
    slides=(
        Slide(
            title="Tender VCS-2027-014: intersection safety analytics",
            subtitle="Response by Verano Civic Systems to the City of Arden \u00b7 Lot 2",
        ),
        Slide(
            heading="Solution overview",
            bullets=(
                "A small ruggedised box in each roadside cabinet reads the junction's cameras on "
                "the spot; no video leaves the cabinet.",
                "Detection runs on VeranoSight, our own YOLO-family detector trained on four "
                "years of Arden street footage.",
                "We will equip 212 junctions in the first phase.",
            ),
        ),
        Slide(
            heading="Evidence of capability (MLPerf Inference v5.1, Closed, edge suite)",
            bullets=(
                "The Lenovo ThinkEdge SE100 with one RTX 2000E answers a single RetinaNet "
                "frame in 8.5 ms at the 90th percentile, SingleStream (5.1-0064).",
                "The same box sustains 119 frames/s when frames are queued, Offline.",
                "RetinaNet passed the 99% accuracy requirement, so the city can count on "
                "VeranoSight to spot every cyclist.",
                "The single-GPU HPE ProLiant ML30 Gen11 takes 51.0 ms for the same SingleStream "
                "frame (5.1-0054); one accelerator each, so the comparison is fair.",
            ),
        ),
        Slide(
            heading="Commercial summary",
            bullets=(
                "Running cost on that SingleStream result: \u20ac0.0009 per intersection-hour "
                "analysed.",
                "Fixed price for Lot 2: \u20ac1.84 million, including five years of maintenance.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="frame in 8.5 ms",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="the bid runs its own YOLO-family detector, not RetinaNet",
        ),
        ExpectedClaim(
            page=3,
            match="sustains 119 frames/s",
            values=(119.0,),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING", "MODEL-MISMATCH", "CROSS-SCENARIO"),
            why="follow-on; Offline fits an edge workload",
        ),
        ExpectedClaim(
            page=3,
            match="passed the 99% accuracy requirement",
            values=(99.0,),
            unit=None,
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=_f("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_f("QUALITY-BUCKET", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
            why="the pass/fail gate sold as a promise about the bidder's own detector",
        ),
        ExpectedClaim(
            page=3,
            match="takes 51.0 ms for the same SingleStream",
            values=(51.0,),
            unit="ms",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=_f("MODEL-MISMATCH"),
            why="one accelerator against one: a same-size comparison",
        ),
        ExpectedClaim(
            page=4,
            match="per intersection-hour",
            values=(0.0009,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="single_stream",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a running cost per hour of the city's own video drawn from the result",
        ),
    ),
    non_claims=(
        NonClaim(2, "212 junctions", "deployment size"),
        NonClaim(2, "four years of Arden street footage", "training data"),
        NonClaim(4, "\u20ac1.84 million", "fixed price"),
    ),
)

# w290: a managed-service provider's quarterly business review. The customer's voice agent runs
# Llama 3.1 70B; the review quotes Offline figures from two rounds for the upgrade; a cost per
# correctly handled call minute; the customer's own latency target.
W290 = DeckSpec(
    name="w290_msp_quarterly_review",
    kind="pdf",
    vendor="Cobalt Managed Services",
    workload="interactive",
    slides=(
        Slide(
            title="Quarterly business review: Halden Mutual",
            subtitle="Cobalt Managed Services \u00b7 Q4 2026 \u00b7 account team",
        ),
        Slide(
            title="Your service this quarter",
            bullets=(
                "Your claims voice agent took 1.2 million calls, up 18% on Q3.",
                "It runs Llama 3.1 70B Instruct, which your team fine-tuned on policy wording "
                "in August.",
                "Your target stays at a first word within 600 ms for callers.",
            ),
        ),
        Slide(
            heading="Why we moved you to B200 capacity",
            bullets=(
                "The hosts you were on, 8\u00d7 H200 (v4.1-0050), logged 31,059 tokens/s on "
                "Llama 2 70B Offline in MLPerf Inference v4.1.",
                "The B200 hosts you run on now, 8\u00d7 B200 (5.1-0028), logged 102,131 tokens/s "
                "Offline in v5.1: 3.3\u00d7 the old hosts.",
            ),
            footnote="Both results from the Closed division.",
        ),
        Slide(
            title="Cost",
            bullets=(
                "On the new hosts, compute per correctly handled call minute fell to $0.0011.",
                "Your contract rate is unchanged at $14,500 a month plus $0.004 per call minute.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="logged 31,059 tokens/s on Llama 2 70B Offline",
            values=(31059.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0050",
            division="closed",
            scenario="offline",
            flags=_f("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_f("CROSS-ROUND"),
            why="Offline for a voice agent; fine-tuned Llama 3.1 70B against the Llama 2 70B "
            "reference; the cross-round comparison is stated in the next bullet",
        ),
        ExpectedClaim(
            page=3,
            match="logged 102,131 tokens/s",
            values=(102131.0, 3.3),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            flags=_f("SCENARIO-MISMATCH", "CROSS-ROUND"),
            absent=_f("CHIP-COUNT"),
            tolerated=_f("MODEL-MISMATCH"),
            why="the comparison across rounds is stated in this sentence; no benchmark of its own",
        ),
        ExpectedClaim(
            page=4,
            match="per correctly handled call minute",
            values=(0.0011,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="a price per correctly handled minute drawn from the new hosts' result",
        ),
    ),
    non_claims=(
        NonClaim(2, "1.2 million calls", "call volume"),
        NonClaim(2, "up 18% on Q3", "growth"),
        NonClaim(2, "within 600 ms", "the customer's own target"),
        NonClaim(4, "$14,500 a month", "contract rate"),
        NonClaim(4, "$0.004 per call minute", "list price per minute"),
    ),
)

# w291: an OEM's quick-reference card for resellers. Every figure is a chart point whose only
# scenario word is the axis title and whose round and division are in the series name; same-size
# systems and a same-round generation step that must not fire; customers run the reference model;
# a price per million tokens beside a lease price.
W291 = DeckSpec(
    name="w291_oem_reference_card_mixtral",
    kind="pptx",
    vendor="Corvane Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Quick reference card: Corvane CX8 inference servers",
            subtitle="For Corvane resellers \u00b7 edition 3 \u00b7 not for end-customer distribution",
        ),
        Slide(
            heading="Who buys it",
            bullets=(
                "Most CX8 buyers put a coding copilot in front of their developers.",
                "They serve Mixtral 8x7B Instruct exactly as Mistral AI published it.",
                "Lease from $18,900 a month on a 36-month term.",
            ),
        ),
        Slide(
            heading="Mixtral 8x7B on eight-GPU AMD servers",
            chart=Chart(
                title="Mixtral 8x7B",
                categories=(
                    "8x MI325X (5.1-0002)",
                    "8x MI300X (5.1-0001)",
                    "8x MI300X Dell (5.1-0027)",
                ),
                series=(("MLPerf Inference v5.1 Closed", (59783.6, 47804.3, 47801.9)),),
                value_axis_title="Server tokens/s",
                legend=True,
            ),
        ),
        Slide(
            heading="Talking points",
            bullets=(
                "In the same round, the MI325X server turns out 1.25\u00d7 the Mixtral tokens of "
                "the MI300X server, GPU for GPU.",
                "On a three-year lease that comes to 12 cents per billion output tokens.",
                "Reseller discount: 12% off list on orders of four or more.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="8x MI325X (5.1-0002)",
            values=(59783.6,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISSING", "MODEL-MISMATCH", "ROUND-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="8x MI300X (5.1-0001)",
            values=(47804.3,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISSING", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="8x MI300X Dell (5.1-0027)",
            values=(47801.9,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0027",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="turns out 1.25",
            values=(1.25,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f(),
            absent=_f("CHIP-COUNT", "CROSS-ROUND", "MODEL-MISMATCH"),
            tolerated=MISSING | _f("DERIVED-METRIC"),
            why="same round, same GPU count; its labels are on slide 3 only; a ratio of two "
            "results (GPU for GPU is defensible as a per-GPU reading)",
        ),
        ExpectedClaim(
            page=4,
            match="12 cents per billion output tokens",
            values=(12.0, 0.12),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            tolerated=MISSING | _f("COST-PER-ANSWER"),
            why="a price per token worked out from the Server results",
        ),
    ),
    non_claims=(
        NonClaim(2, "$18,900 a month", "lease price"),
        NonClaim(2, "36-month term", "lease term"),
        NonClaim(4, "12% off list", "reseller discount"),
    ),
)

# w292: a creative-tools marketplace listing. A fine-tuned SDXL checkpoint cites the SDXL
# reference result; designers generate live in the editor (Server fits, Offline does not);
# images per GPU; a cost in pounds per approved on-brand image beside a seat price.
W292 = DeckSpec(
    name="w292_marketplace_listing_images",
    kind="reportlab",
    vendor="Palette & Pike",
    workload="interactive",
    slides=(
        Slide(
            title="Palette & Pike Studio on the Northway app marketplace",
            bullets=(
                "Designers type a brief in the editor and pick from fresh images while the "
                "client is still on the call.",
                "Images come from StudioLoRA, our own fine-tuned Stable Diffusion XL checkpoint "
                "trained on licensed agency work.",
                "\u00a349 per seat per month; annual plans save two months.",
            ),
        ),
        Slide(
            title="Speed: MLPerf Inference v5.1, Closed division, Stable Diffusion XL",
            bullets=(
                "Our hosting partner's Dell PowerEdge XE9685L generated 28.47 images/s in the "
                "Server scenario (5.1-0028).",
                "Offline, the same server reached 32.29 images/s.",
                "That is about 3.6 images/s from each of its eight B200 GPUs.",
            ),
        ),
        Slide(
            title="What it costs you",
            bullets=(
                "Worked out from the Server result, each on-brand image your reviewers approve "
                "costs \u00a30.0042 in compute.",
                "Seats include 2,000 generations a month; extra packs of 1,000 cost \u00a39.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="generated 28.47 images/s",
            values=(28.47,),
            unit=None,
            benchmark="stable-diffusion-xl",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="a fine-tuned SDXL checkpoint is not the reference model",
        ),
        ExpectedClaim(
            page=2,
            match="the same server reached 32.29 images/s",
            values=(32.29,),
            unit=None,
            benchmark="stable-diffusion-xl",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING", "CROSS-SCENARIO"),
            why="Offline for live generation in the editor; follow-on with its slide's labels",
        ),
        ExpectedClaim(
            page=2,
            match="about 3.6 images/s from each",
            values=(3.6,),
            unit=None,
            benchmark="stable-diffusion-xl",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("RESULT-ID-MISSING", "SCENARIO-MISSING", "MODEL-MISMATCH"),
            why="the result divided by eight GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="costs \u00a30.0042 in compute",
            values=(0.0042,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | MISSING | _f("MODEL-MISMATCH"),
            why="a price per approved (good) image drawn from the Server result",
        ),
    ),
    non_claims=(
        NonClaim(1, "\u00a349 per seat per month", "seat price"),
        NonClaim(3, "2,000 generations a month", "plan allowance"),
        NonClaim(3, "packs of 1,000 cost", "add-on price"),
    ),
)

# w293: a neocloud's press release. It serves DeepSeek-R1 unmodified (the reference model); an
# industry-wide rank claim with no context; a projection onto its own 64-rack fleet; a price per
# thousand answers beside an API price per token.
W293 = DeckSpec(
    name="w293_neocloud_press_release",
    kind="pdf",
    vendor="Aurelia Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Aurelia Cloud opens its GB300 NVL72 region",
            subtitle="Press release \u00b7 for immediate distribution \u00b7 14 December 2026",
        ),
        Slide(
            title="The announcement",
            bullets=(
                "Aurelia now runs the industry's fastest DeepSeek-R1 endpoint.",
                "Developers call DeepSeek-R1 through the Aurelia API, served unmodified from the "
                "open weights.",
                "The region opens with 64 racks and 4,608 GPUs.",
            ),
        ),
        Slide(
            heading="The benchmark behind it",
            bullets=(
                "Aurelia's racks follow the GB300 NVL72 design that NVIDIA took to 400,437 "
                "tokens/s on DeepSeek-R1, result 6.0-0078, in the Server scenario of MLPerf "
                "Inference v6.0, Closed division.",
                "Scaled across all 64 racks, that is roughly 25.6 million tokens/s of "
                "reasoning capacity.",
                "At our list price it comes to $0.38 per thousand reasoning answers.",
            ),
        ),
        Slide(
            title="Pricing and availability",
            table=Table(
                header=("Model", "Input, per million tokens", "Output, per million tokens"),
                rows=(("DeepSeek-R1", "$0.55", "$2.19"),),
            ),
            footnote="Media contact: press@aurelia.example. General availability from 5 January "
            "2027.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="industry's fastest DeepSeek-R1 endpoint",
            values=(),
            unit=None,
            benchmark="deepseek-r1",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=_f("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="an industry-wide rank in press-release voice with no context on its slide",
        ),
        ExpectedClaim(
            page=3,
            match="took to 400,437",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"),
            why="the API serves the reference model; Server fits an API",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 25.6 million tokens/s",
            values=(25.6, 25600000.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("DERIVED-METRIC"),
            absent=_f("MODEL-MISMATCH"),
            tolerated=MISSING,
            why="one rack's result projected onto 64 racks",
        ),
        ExpectedClaim(
            page=3,
            match="$0.38 per thousand reasoning answers",
            values=(0.38,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("COST-PER-ANSWER"),
            absent=_f("MODEL-MISMATCH"),
            tolerated=COST_TOLERATED | MISSING,
            why="a price per plain answer drawn from the result: operational",
        ),
    ),
    non_claims=(
        NonClaim(2, "64 racks and 4,608 GPUs", "fleet size"),
        NonClaim(4, "$0.55", "API price per token"),
        NonClaim(4, "$2.19", "API price per token"),
        NonClaim(4, "5 January", "availability date"),
    ),
)

# w294: an appliance maker's webinar. The slide's only MLPerf mention is its heading; a table mixes
# published rows with the maker's own row, properly marked unverified; a projected next model that
# is not marked; the appliance ships the reference model.
W294 = DeckSpec(
    name="w294_appliance_webinar_unverified",
    kind="pptx",
    vendor="Pellucid Appliances",
    workload="interactive",
    slides=(
        Slide(
            title="Webinar: private document chat for law firms",
            subtitle="Pellucid Appliances \u00b7 live session \u00b7 recording available afterwards",
        ),
        Slide(
            heading="The appliance",
            bullets=(
                "Associates ask questions of the firm's own documents in a chat window.",
                "The P4 ships with Llama 3.1 8B Instruct, unmodified, so answers come from the "
                "model the benchmark uses.",
                "From $96,000 per appliance, installed.",
            ),
        ),
        Slide(
            heading="From the MLPerf Inference v5.1 Closed results",
            table=Table(
                header=("Appliance", "GPUs", "Llama 3.1 8B Server, tokens/s", "Source"),
                rows=(
                    ("Cisco UCS C885A M8", "8", "41,291", "5.1-0014"),
                    ("HPE Cray XD670", "8", "66,037^{\u2020}", "5.1-0049"),
                    ("Pellucid P4", "8", "37,900", "our lab, unverified^{a}"),
                ),
            ),
            bullets=("Our next P5 should land near 60,000 tokens/s on the same test.",),
            footnotes=(
                "^{\u2020} Offline scenario, quoted because it is the larger of the XD670's two figures.",
                "^{a} Result not verified by MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8",
            values=(41291.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=_f("CROSS-SCENARIO"),
            absent=_f("CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH", "UNVERIFIED"),
            why="tabulated beside an Offline row of another system",
        ),
        ExpectedClaim(
            page=3,
            match="HPE Cray XD670",
            values=(66037.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            flags=_f("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            absent=_f("CHIP-COUNT", "MODEL-MISMATCH", "UNVERIFIED"),
            why="its own footnote makes it Offline, set in a Server column for a chat product",
        ),
        ExpectedClaim(
            page=3,
            match="Pellucid P4",
            values=(37900.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round=None,
            division=None,
            scenario="server",
            flags=_f(),
            absent=_f("UNVERIFIED", "CHIP-COUNT", "MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING", "CROSS-SCENARIO"),
            why="marked unverified with the required statement in its own footnote",
        ),
        ExpectedClaim(
            page=3,
            match="near 60,000 tokens/s on the same test",
            values=(60000.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("UNVERIFIED"),
            tolerated=MISSING | _f("DERIVED-METRIC"),
            why="a projected figure for an unbuilt appliance set among MLPerf results, unmarked",
        ),
    ),
    non_claims=(NonClaim(2, "From $96,000 per appliance", "price"),),
)

# w295: an OEM's competitive battlecard. An NVL72 rack against one 8-GPU chassis in a "whereas"
# sentence (two claims), a per-accelerator normalisation to win the argument, and a like-for-like
# eight-GPU line that must not fire.
W295 = DeckSpec(
    name="w295_oem_battlecard_rack_vs_box",
    kind="pdf",
    vendor="Hollis Server Group",
    workload="interactive",
    slides=(
        Slide(
            title="Battlecard: selling the XD685 against rack-scale",
            subtitle="Hollis Server Group \u00b7 field sales \u00b7 internal",
        ),
        Slide(
            heading="MLPerf Inference v6.0 Closed \u00b7 Llama 2 70B Server",
            bullets=(
                "Your buyers run chat agents for their own customers.",
                "NVIDIA will show 810,104 tokens/s from a GB200 NVL72 rack (6.0-0075), whereas "
                "the HPE ProLiant XD685 with MI355X does 95,544 tokens/s in one 8-GPU chassis "
                "(6.0-0049).",
                "Normalised per accelerator, that is 11,251 against 11,943 tokens/s: we win GPU "
                "for GPU.",
                "Like for like, the eight-B200 XD685 (6.0-0048) does 103,635 tokens/s against "
                "the MI355X chassis.",
            ),
        ),
        Slide(
            title="Objection handling",
            bullets=(
                "Rack-scale lead times run 26 weeks; XD685 ships in 6.",
                "Floor space: one rack position against a 5U chassis.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="NVIDIA will show 810,104 tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="a 72-GPU rack set against one 8-GPU chassis",
        ),
        ExpectedClaim(
            page=2,
            match="does 95,544 tokens/s in one 8-GPU chassis",
            values=(95544.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0049",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT"),
            absent=_f("SCENARIO-MISMATCH"),
            why="the second half of the whereas sentence",
        ),
        ExpectedClaim(
            page=2,
            match="that is 11,251 against 11,943",
            values=(11251.0, 11943.0),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="both results divided by their accelerator counts",
        ),
        ExpectedClaim(
            page=2,
            match="does 103,635 tokens/s",
            values=(103635.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="eight GPUs against eight",
        ),
    ),
    non_claims=(
        NonClaim(3, "26 weeks", "lead time"),
        NonClaim(3, "5U chassis", "form factor"),
    ),
)

VOICE_DECKS_17: tuple[DeckSpec, ...] = (
    W281,
    W282,
    W283,
    W284,
    W285,
    W286,
    W287,
    W288,
    W289,
    W290,
    W291,
    W292,
    W293,
    W294,
    W295,
)
