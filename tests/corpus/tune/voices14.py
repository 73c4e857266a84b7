"""Decks w221-w235, written blind to the rules by helper h15w14.
(Round six's fresh part, scored before and after that round's rules; moved to the tune part in round seven.)

Voices: a regional bank's IT steering memo, a hospital group's radiology tender reply, a reseller's
quarterly newsletter, a trade magazine's buyer's guide, an accelerator start-up's investor day, a
cloud marketplace listing, a consultancy's benchmark digest, a government lab's procurement
justification, a telco's edge-AI offer, a seed-round pitch, a standards-body liaison talk, a
hardware review site, an ISV's "certified on" page, a datacentre REIT's tenant brochure and an
OEM's channel-partner kit. Weight on claims that are hard to find (follow-on figures, rank claims
in press-release voice, two vendors in one sentence, table cells, chart points, a slide whose only
MLPerf mention is its heading or a disclosure slide), on labels that come only from context, on
quality, gate and cost-per-answer wording, on model mismatch and non-MLPerf models, and on
look-alike cases that must not fire.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

C = ExpectedClaim
N = NonClaim


def fs(*codes: str) -> frozenset[str]:
    """A frozenset of catalogue codes, written short."""
    return frozenset(codes)


# ---------------------------------------------------------------------------------------------
# w221: a regional bank's AI steering-committee memo (pptx). Interactive member-help chat on
# Llama 3.1 70B; quotes Llama 2 70B Server results (model mismatch), a per-pound and per-month
# figure (derived), the accuracy gate sold as trustworthy answers. Labels from a heading text box,
# a table header and a disclosure slide.
# ---------------------------------------------------------------------------------------------
W221 = DeckSpec(
    name="w221_bank_steering_memo",
    kind="pptx",
    vendor="Harbourline Bank",
    workload="interactive",
    slides=(
        Slide(
            title="Harbourline Bank - AI Steering Committee",
            subtitle="Memo 2027/03: server platform for the Member Help chat assistant",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: the two shortlisted servers",
            bullets=(
                "Member Help will run Llama 3.1 70B, fine-tuned on our product sheets, and answer "
                "members live in the app and on the website.",
                "We expect about 40,000 chats a day once the assistant leaves pilot.",
                "Both shortlisted servers cleared the 99.9% accuracy target on Llama 2 70B, so "
                "members will get answers they can trust.",
            ),
            table=Table(
                header=("System", "Accelerators", "Llama 2 70B Server tokens/s", "Result ID"),
                rows=(
                    ("HPE ProLiant Compute XD685", "8", "103,635", "6.0-0048"),
                    ("Dell PowerEdge XE7740 (H200 NVL)", "8", "29,084.9", "6.0-0021"),
                ),
            ),
            footnote="Quotes received: HPE-based build GBP 412,000; Dell-based build GBP 236,000 (excl. VAT).",
        ),
        Slide(
            heading="What that buys us",
            bullets=(
                "Per pound of capital, the XD685 gives roughly 0.25 tokens/s against 0.12 tokens/s "
                "for the XE7740.",
                "Over a 30-day month the XD685 would clear roughly 268 billion tokens.",
                "Board sign-off is due on 14 March 2027; the pilot closes on 30 April.",
            ),
            notes="Finance asked for the per-pound view; the month figure is simple multiplication.",
        ),
        Slide(
            title="Sources and notes",
            bullets=(
                "All benchmark figures in this memo: MLPerf Inference v6.0, Closed division, "
                "Llama 2 70B, Server scenario, results 6.0-0048 and 6.0-0021 as published by "
                "MLCommons.",
                "Prices are supplier quotes valid for 60 days.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="HPE ProLiant Compute XD685",
            values=(103635.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            why="Same-size table (8 and 8) from one round: no comparison flag; Server fits chat.",
        ),
        C(
            page=2,
            match="Dell PowerEdge XE7740 (H200 NVL)",
            values=(29084.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="server",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"),
        ),
        C(
            page=2,
            match="cleared the 99.9% accuracy target on Llama 2 70B",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="The gate sold as trustworthy answers; result IDs sit in the table on the slide.",
        ),
        C(
            page=3,
            match="Per pound of capital, the XD685 gives roughly 0.25 tokens/s",
            values=(0.25, 0.12),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING", "COST-PER-ANSWER"),
            why="Throughput per pound of capital is perf per currency; labels from the disclosure slide.",
        ),
        C(
            page=3,
            match="Over a 30-day month the XD685 would clear roughly 268 billion tokens",
            values=(268e9, 268.0),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="A Server rate multiplied out over a month.",
        ),
    ),
    non_claims=(
        N(2, "about 40,000 chats a day", "the bank's own expected volume"),
        N(2, "GBP 412,000", "supplier quote"),
        N(3, "14 March 2027", "a date"),
        N(4, "valid for 60 days", "quote validity"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w222: a hospital group's radiology-AI tender reply (LibreOffice PDF). Edge workload (reading-room
# boxes on each site). One system in two scenarios (disclosure), a cross-round chart, the accuracy
# gate sold as catching nodules for a product model that is not the reference model, a figure for
# that product model, and a price per CT read.
# ---------------------------------------------------------------------------------------------
W222 = DeckSpec(
    name="w222_radiology_tender_reply",
    kind="pdf",
    vendor="Lumeris Imaging",
    workload="edge",
    slides=(
        Slide(
            title="Response to tender HSE-RAD-2027-04",
            subtitle="Lumeris Imaging - on-site chest CT triage for 17 hospital sites",
        ),
        Slide(
            heading="Proposed appliance: measured in MLPerf Inference v5.1, edge suite, Closed division",
            bullets=(
                "One fanless box per reading room, beside the scanner; images stay on site.",
                "NoduleNet-3, our own detector, replaces RetinaNet in production.",
                "RetinaNet passed the 99% mAP gate, which is why NoduleNet-3 flags nodules your "
                "radiologists would otherwise miss.",
                "NoduleNet-3 itself reads a full chest CT series in 1.9 s on the same box.",
            ),
            table=Table(
                header=("Appliance", "Benchmark", "Scenario", "Result", "ID"),
                rows=(
                    (
                        "ThinkEdge SE100 (1x RTX 2000E Ada)",
                        "RetinaNet",
                        "SingleStream",
                        "8.50 ms",
                        "5.1-0064",
                    ),
                    (
                        "ThinkEdge SE100 (1x RTX 2000E Ada)",
                        "RetinaNet",
                        "Offline",
                        "119.465 samples/s",
                        "5.1-0064",
                    ),
                ),
            ),
        ),
        Slide(
            heading="Two generations of edge box, side by side",
            chart=Chart(
                title="ResNet-50 SingleStream latency (ms), MLPerf Inference Closed, edge",
                categories=("ThinkEdge SE100 (v5.1)", "ProLiant DL145 Gen11 (v6.0)"),
                series=(("p90 latency, ms", (0.513, 10.56)),),
                number_format="0.00",
                value_axis_title="milliseconds (lower is better)",
            ),
            footnote="Results 5.1-0064 and 6.0-0055 as published by MLCommons.",
        ),
        Slide(
            heading="Commercials",
            bullets=(
                "Licence: EUR 48,000 per site per year, including updates and 24x7 support.",
                "At that licence, and the SE100's measured RetinaNet throughput, a chest CT read "
                "costs the trust under EUR 0.02.",
                "Go-live within 11 weeks of contract award.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="8.50 ms",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            absent=fs("CROSS-SCENARIO", "SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=fs("MODEL-MISMATCH"),
            why="One system in two scenarios is disclosure; SingleStream fits edge. MODEL-MISMATCH "
            "is arguable on the table rows since the deck deploys its own detector.",
        ),
        C(
            page=2,
            match="119.465 samples/s",
            values=(119.465,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            tolerated=fs("MODEL-MISMATCH"),
            why="Offline fits edge; the deck's own detector makes model mismatch arguable on the row.",
        ),
        C(
            page=2,
            match="RetinaNet passed the 99% mAP gate",
            values=(99.0,),
            unit="%",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
            why="The reference model's accuracy gate sold as the product model's detection quality.",
        ),
        C(
            page=2,
            match="reads a full chest CT series in 1.9 s",
            values=(1.9,),
            unit="s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=fs(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
                "MODEL-MISMATCH",
            ),
            why="A figure for a model that is no MLPerf benchmark, set among MLPerf results.",
        ),
        C(
            page=3,
            match="ThinkEdge SE100 (v5.1)",
            values=(0.513, 0.51),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=fs("CROSS-ROUND"),
            tolerated=fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="Two rounds on one chart; the IDs sit in an unmarked footnote naming both.",
        ),
        C(
            page=3,
            match="ProLiant DL145 Gen11 (v6.0)",
            values=(10.56,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            division="closed",
            scenario="single_stream",
            flags=fs("CROSS-ROUND"),
            tolerated=fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISMATCH"),
        ),
        C(
            page=4,
            match="a chest CT read costs the trust under EUR 0.02",
            values=(0.02,),
            unit=None,
            benchmark="retinanet",
            round=None,
            division=None,
            scenario=None,
            bucket=None,
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs(
                "DERIVED-METRIC",
                "QUALITY-BUCKET",
                "MODEL-MISMATCH",
                "ROUND-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="A price per unit of the deck's own work (a CT read) drawn from a result.",
        ),
    ),
    non_claims=(
        N(1, "17 hospital sites", "site count"),
        N(4, "EUR 48,000 per site per year", "licence price"),
        N(4, "within 11 weeks", "a schedule"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w223: a reseller's quarterly newsletter (reportlab). The results slide's only MLPerf mention is
# its heading; two vendors in one sentence joined by "while"; a follow-on "same rack" figure with
# rank words; a field-wide rank line; a price list; an edge table labelled by its heading.
# ---------------------------------------------------------------------------------------------
W223 = DeckSpec(
    name="w223_reseller_newsletter",
    kind="reportlab",
    vendor="Brightwater Channel Solutions",
    workload="unstated",
    slides=(
        Slide(
            title="Brightwater Channel Update - Spring 2027",
            bullets=(
                "New this quarter: rack-scale systems on the price list, and a fresh edge corner.",
                "Our team grew to 64 pre-sales engineers across 9 regions.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0 round-up",
            bullets=(
                "NVIDIA's GB200 NVL72 rack posted 810,104 Server tokens/s on Llama 2 70B, while "
                "the GigaComputing G893-ZX1-AAX4 with eight MI355X managed 98,157 Server tokens/s.",
                "The same rack also posted 486,141 tokens/s on DeepSeek-R1 Offline, a record for its "
                "generation.",
                "Its big brother, the GB300 NVL72, served more Llama 2 70B Interactive tokens per "
                "second than any other system in the round.",
            ),
        ),
        Slide(
            title="Price list highlights",
            bullets=(
                "8-GPU B300 server, 3-year support: from $412,500.",
                "MI355X 8-way node: from $298,000; lead time 9-12 weeks.",
                "Financing from 2.9% APR for approved partners.",
            ),
        ),
        Slide(
            title="Edge corner: MLPerf Inference v5.1, Closed division, SingleStream",
            table=Table(
                header=("System", "Benchmark", "p90 latency"),
                rows=(
                    ("Lenovo ThinkEdge SE100 (1x RTX 2000E Ada)", "ResNet-50", "0.51 ms"),
                    ("Lenovo ThinkEdge SE100 (1x RTX 2000E Ada)", "RetinaNet", "8.50 ms"),
                ),
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="GB200 NVL72 rack posted 810,104 Server tokens/s",
            values=(810104.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=fs("CHIP-COUNT", "DIVISION-MISSING", "RESULT-ID-MISSING"),
            why="A 72-GPU rack set beside an eight-GPU server; the heading names only the round.",
        ),
        C(
            page=2,
            match="managed 98,157 Server tokens/s",
            values=(98157.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="unstated",
            scenario="server",
            flags=fs("CHIP-COUNT", "DIVISION-MISSING", "RESULT-ID-MISSING"),
            why="The second vendor's figure after 'while' is its own claim in the same comparison.",
        ),
        C(
            page=2,
            match="The same rack also posted 486,141 tokens/s",
            values=(486141.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="unstated",
            scenario="offline",
            flags=fs("RANK-CLAIM", "DIVISION-MISSING", "RESULT-ID-MISSING"),
            why="A follow-on figure with rank words; the division is named nowhere.",
        ),
        C(
            page=2,
            match="than any other system in the round",
            values=(),
            benchmark="llama2-70b",
            round="v6.0",
            division="unstated",
            scenario="interactive",
            flags=fs("RANK-CLAIM", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="A field-wide rank line in press-release voice, no figure.",
        ),
        C(
            page=4,
            match="0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=fs("RESULT-ID-MISSING"),
            absent=fs("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "CROSS-SCENARIO"),
            why="Labels from the heading only; one system on two benchmarks is disclosure.",
        ),
        C(
            page=4,
            match="8.50 ms",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=fs("RESULT-ID-MISSING"),
            absent=fs("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "CHIP-COUNT"),
        ),
    ),
    non_claims=(
        N(1, "64 pre-sales engineers", "headcount"),
        N(3, "from $412,500", "list price"),
        N(3, "lead time 9-12 weeks", "lead time"),
        N(3, "2.9% APR", "financing rate"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w224: a trade magazine's buyer's guide (pptx). Deck-level statement on the title slide; a long
# same-size table (must not fire CHIP-COUNT), one normalised row, a quality sentence and a cost per
# correct answer on a slide with no MLPerf words.
# ---------------------------------------------------------------------------------------------
W224 = DeckSpec(
    name="w224_buyers_guide",
    kind="pptx",
    vendor="Datacentre Buyer magazine",
    workload="unstated",
    slides=(
        Slide(
            title="Buyer's guide: eight-GPU inference servers",
            subtitle="Every benchmark figure in this guide: MLPerf Inference v6.0, Closed division, "
            "as published by MLCommons",
        ),
        Slide(
            heading="Llama 2 70B, Offline: the eight-GPU field",
            table=Table(
                header=("Server", "GPUs", "Offline tok/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "8", "112,954", "6.0-0073"),
                    ("HPE ProLiant Compute XD685", "8", "103,954", "6.0-0048"),
                    ("GigaComputing G893-ZX1-AAX4", "8", "100,310", "6.0-0037"),
                    ("Dell PowerEdge XE7740 (H200 NVL)", "8", "32,004", "6.0-0021"),
                    ("GB200 NVL72, scaled to 8 GPUs", "8 of 72", "98,673", "6.0-0075"),
                ),
            ),
            footnote="Street prices surveyed in February 2027 from three distributors.",
        ),
        Slide(
            heading="Editor's pick",
            bullets=(
                "The DGX B300 wins our pick again this year.",
                "Its 112,954 tokens/s means sharper, more accurate answers from whatever model you "
                "put on it.",
                "Street price: about $390,000 with three years of support.",
                "Spread over three years, that is $0.0011 per correct answer.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="NVIDIA DGX B300",
            values=(112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-ROUND", "ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=fs("CHIP-COUNT", "DERIVED-METRIC"),
            why="Four eight-GPU rows from one round; the normalised fifth row may pull the table "
            "into a count comparison, so CHIP-COUNT is defensible either way.",
        ),
        C(
            page=2,
            match="HPE ProLiant Compute XD685",
            values=(103954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-ROUND", "SCENARIO-MISSING"),
            tolerated=fs("CHIP-COUNT", "DERIVED-METRIC"),
        ),
        C(
            page=2,
            match="GigaComputing G893-ZX1-AAX4",
            values=(100310.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0037",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-ROUND", "SCENARIO-MISSING"),
            tolerated=fs("CHIP-COUNT", "DERIVED-METRIC"),
        ),
        C(
            page=2,
            match="Dell PowerEdge XE7740 (H200 NVL)",
            values=(32004.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-ROUND", "SCENARIO-MISSING"),
            tolerated=fs("CHIP-COUNT", "DERIVED-METRIC"),
        ),
        C(
            page=2,
            match="GB200 NVL72, scaled to 8 GPUs",
            values=(98673.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("CHIP-COUNT"),
            why="A 72-GPU result cut down to eight GPUs: a normalised figure nobody measured.",
        ),
        C(
            page=3,
            match="means sharper, more accurate answers",
            values=(112954.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=fs("QUALITY-BUCKET", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="Throughput sold as answer quality; round and division from the title slide.",
        ),
        C(
            page=3,
            match="that is $0.0011 per correct answer",
            values=(0.0011,),
            unit=None,
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs(
                "DERIVED-METRIC", "QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"
            ),
            why="A cost per correct answer worked out from the Offline result and a street price.",
        ),
    ),
    non_claims=(
        N(2, "February 2027", "survey date"),
        N(3, "about $390,000", "street price"),
        N(3, "wins our pick again this year", "an editorial award, no benchmark figure"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w225: an accelerator start-up's investor day (LibreOffice PDF). A mixed-size competitive table
# (72 GPUs, 11 nodes x 8, 8 chips), the vendor's own number half-disclosed, a properly disclosed
# unverified result, a per-chip comparison and a projection; labels from a disclosure slide.
# ---------------------------------------------------------------------------------------------
W225 = DeckSpec(
    name="w225_investor_day",
    kind="pdf",
    vendor="Corvane Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Corvane Systems - Investor Day 2027",
            subtitle="Inference silicon for the next trillion tokens",
        ),
        Slide(
            heading="Where we stand",
            bullets=(
                "FY26 revenue $84M, up 3.1x year on year; 310 employees.",
                "Unverified: our 8-chip Q8 node measured 41,200 tokens/s on Llama 2 70B Offline "
                "in internal MLPerf Inference v6.0 Closed runs. Result not verified by MLCommons "
                "Association.",
            ),
            table=Table(
                header=("Competitive landscape", "Accelerators", "Llama 2 70B tokens/s"),
                rows=(
                    ("NVIDIA GB200 NVL72 (6.0-0075)", "72", "888,054"),
                    ("AMD MI355X Custom Cluster (6.0-0001)", "11 nodes x 8", "1,042,110"),
                    ("Corvane Q8 (internal, unverified)", "8", "41,200"),
                ),
            ),
        ),
        Slide(
            heading="Unit economics",
            bullets=(
                "Per accelerator, Q8 delivers 5,150 tokens/s versus 12,334 for a GB200.",
                "Scaled to a 128-chip Q8 pod, we project about 659,000 tokens/s on the same test.",
                "Q9 tapes out in H2 2027 with twice the memory bandwidth.",
            ),
        ),
        Slide(
            title="Benchmark notes",
            bullets=(
                "Competitor figures are MLPerf Inference v6.0, Closed division, Llama 2 70B, "
                "Offline scenario, as published by MLCommons.",
                "Forward-looking statements involve risks; see our filings.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="our 8-chip Q8 node measured 41,200 tokens/s",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=fs("UNVERIFIED", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="Carries the word and the statement, so it is clean.",
        ),
        C(
            page=2,
            match="NVIDIA GB200 NVL72 (6.0-0075)",
            values=(888054.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=fs("CHIP-COUNT"),
            why="72 GPUs beside 88 and 8 in one table.",
        ),
        C(
            page=2,
            match="AMD MI355X Custom Cluster (6.0-0001)",
            values=(1042110.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="offline",
            flags=fs("CHIP-COUNT"),
            why="Eleven nodes of eight, written as nodes x GPUs.",
        ),
        C(
            page=2,
            match="Corvane Q8 (internal, unverified)",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division=None,
            scenario=None,
            flags=fs("CHIP-COUNT", "UNVERIFIED"),
            tolerated=fs(
                "RESULT-ID-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"
            ),
            why="The row has the word but not the MLCommons statement; the notes cover only "
            "competitor figures, so its labels are not graded.",
        ),
        C(
            page=3,
            match="Per accelerator, Q8 delivers 5,150 tokens/s versus 12,334 for a GB200",
            values=(5150.0, 12334.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC", "UNVERIFIED"),
            tolerated=fs(
                "CHIP-COUNT",
                "RESULT-ID-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
            ),
            why="Per-chip figures, one of them the vendor's own; the benchmark notes cover only "
            "competitor figures, so its labels are not graded.",
        ),
        C(
            page=3,
            match="we project about 659,000 tokens/s on the same test",
            values=(659000.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC", "UNVERIFIED"),
            tolerated=fs(
                "RESULT-ID-MISSING",
                "CHIP-COUNT",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
            ),
            why="A projection onto a pod nobody measured.",
        ),
    ),
    non_claims=(
        N(2, "FY26 revenue $84M", "revenue"),
        N(2, "310 employees", "headcount"),
        N(3, "Q9 tapes out in H2 2027 with twice the memory bandwidth", "roadmap"),
    ),
)


# ---------------------------------------------------------------------------------------------
# w226: a cloud marketplace listing (pptx). A hosted Llama 3.3 70B endpoint (interactive) backed by
# a published Llama 2 70B result in three scenarios: only the Offline row misfits; a figure for the
# hosted non-MLPerf model; a price per million tokens worked out from the Server rate.
# ---------------------------------------------------------------------------------------------
W226 = DeckSpec(
    name="w226_marketplace_listing",
    kind="pptx",
    vendor="Skyreach Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Skyreach Marketplace: Nimbus X8 inference instance",
            bullets=(
                "A hosted, OpenAI-compatible API serving Llama 3.3 70B Instruct to your apps and "
                "agents, billed per hour.",
                "Available in 6 regions; provisioning in under 5 minutes.",
            ),
        ),
        Slide(
            heading="Benchmarked configuration: MLPerf Inference v6.0, Closed division",
            bullets=(
                "The instance runs on the same HPE ProLiant Compute XD685 (8x B200) that MLCommons "
                "published as result 6.0-0048.",
                "Our Llama 3.3 70B Instruct endpoint streams 58 output tokens/s per user at the "
                "median.",
            ),
            table=Table(
                header=("Llama 2 70B scenario", "Tokens/s"),
                rows=(
                    ("Server", "103,635"),
                    ("Interactive", "61,644.7"),
                    ("Offline", "103,954"),
                ),
            ),
        ),
        Slide(
            heading="Pricing",
            bullets=(
                "On demand: $98.32 per instance-hour; 1-year commitment: $61.10 per hour.",
                "At the on-demand rate, the Server result works out to roughly $0.26 per million "
                "tokens.",
                "SLA: 99.95% monthly uptime, credits from the first minute of breach.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="Server",
            values=(103635.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("SCENARIO-MISMATCH", "CROSS-SCENARIO", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="One system's three scenarios is disclosure; the ID is in a bullet on the slide.",
        ),
        C(
            page=2,
            match="Interactive",
            values=(61644.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="interactive",
            flags=fs("MODEL-MISMATCH"),
            absent=fs("SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=2,
            match="Offline",
            values=(103954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            flags=fs("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            absent=fs("CROSS-SCENARIO"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="An Offline figure on a listing for a hosted interactive API.",
        ),
        C(
            page=2,
            match="endpoint streams 58 output tokens/s per user",
            values=(58.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=fs(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
                "MODEL-MISMATCH",
                "DERIVED-METRIC",
            ),
            why="Llama 3.3 70B is no MLPerf benchmark; its figure sits among MLPerf results.",
        ),
        C(
            page=3,
            match="the Server result works out to roughly $0.26 per million",
            values=(0.26,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario="server",
            bucket=None,
            flags=fs("DERIVED-METRIC"),
            tolerated=fs(
                "COST-PER-ANSWER",
                "MODEL-MISMATCH",
                "ROUND-MISSING",
                "DIVISION-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="A price per token drawn from the Server result.",
        ),
    ),
    non_claims=(
        N(1, "Available in 6 regions", "region count"),
        N(3, "$98.32 per instance-hour", "list price"),
        N(3, "$61.10 per hour", "list price"),
        N(3, "99.95% monthly uptime", "uptime"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w227: a consultancy's benchmark digest (reportlab). Heading-only labels, a geometric mean across
# benchmarks, a cross-scenario comparison, an Open result set against Closed ones, a sum over
# separate servers; a methodology slide.
# ---------------------------------------------------------------------------------------------
W227 = DeckSpec(
    name="w227_consultancy_digest",
    kind="reportlab",
    vendor="Meridian Advisory",
    workload="unstated",
    slides=(
        Slide(
            title="Meridian Benchmark Digest - Issue 14",
            bullets=(
                "Prepared for 1,250 subscribing firms. Next issue: 15 June 2027.",
                "Bespoke benchmarking engagements from $18,000.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1, Closed division: what moved",
            bullets=(
                "Across Llama 2 70B Server and Whisper Offline, the B200-based Supermicro "
                "SYS-422GS-NBRT-LCC averages 1.96x the Dell PowerEdge XE9680L with eight H200s "
                "(geometric mean).",
                "The Supermicro box's 99,181 Server tokens/s on Llama 2 70B tops the GigaComputing "
                "G894-SD1's 62,851 Interactive tokens/s by 58%.",
                "Summed over the four eight-GPU B200 servers in our sample, that is 396,700 Server "
                "tokens/s of Llama 2 70B capacity.",
            ),
        ),
        Slide(
            title="Edge notes",
            bullets=(
                "GATE Overflow's Open-division ResNet-50 run (5.1-0148) reached 0.39 ms in "
                "SingleStream, faster than every Closed edge result in this digest.",
                "Lenovo ThinkEdge SE100 posted 0.51 ms ResNet-50 SingleStream in the Closed "
                "division (5.1-0064).",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "All figures are MLPerf Inference v5.1 results as published by MLCommons.",
                "Meridian holds no position in any vendor named.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="averages 1.96x the Dell PowerEdge XE9680L",
            values=(1.96,),
            unit="x",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario=None,
            flags=fs("DERIVED-METRIC"),
            absent=fs("CHIP-COUNT"),
            tolerated=fs("CROSS-SCENARIO", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
            why="A geometric mean across two benchmarks; both systems have eight GPUs.",
        ),
        C(
            page=2,
            match="tops the GigaComputing G894-SD1's 62,851 Interactive tokens/s",
            values=(99181.0, 62851.0, 58.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            flags=fs("CROSS-SCENARIO", "RESULT-ID-MISSING"),
            absent=fs("CHIP-COUNT", "CROSS-ROUND"),
            tolerated=fs("RANK-CLAIM"),
            why="A Server figure set against an Interactive one; eight GPUs each, same round.",
        ),
        C(
            page=2,
            match="Summed over the four eight-GPU B200 servers in our sample",
            values=(396700.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="A sum of four separate runs.",
        ),
        C(
            page=3,
            match="Open-division ResNet-50 run",
            values=(0.39,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0148",
            division="open",
            scenario="single_stream",
            flags=fs("OPEN-COMPARED"),
            tolerated=fs("RANK-CLAIM"),
            why="An Open result said to beat every Closed one; the sentence's subject is Open.",
        ),
        C(
            page=3,
            match="Lenovo ThinkEdge SE100 posted 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            absent=fs("OPEN-COMPARED", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"),
            why="A plain Closed result; the slide's round comes from the methodology slide.",
        ),
    ),
    non_claims=(
        N(1, "1,250 subscribing firms", "subscriber count"),
        N(1, "15 June 2027", "date"),
        N(1, "from $18,000", "fee"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w228: a government lab's procurement justification (pptx). Overnight transcription of an archive
# (batch) on the reference Whisper model; table rows labelled only by their own footnotes; a
# multi-night projection, a per-watt figure from rated draw and a price per hour of audio.
# ---------------------------------------------------------------------------------------------
W228 = DeckSpec(
    name="w228_gov_lab_justification",
    kind="pptx",
    vendor="National Oral History Laboratory",
    workload="batch",
    slides=(
        Slide(
            title="Procurement justification PJ-27-118",
            subtitle="Speech-to-text servers for the field-recordings archive",
        ),
        Slide(
            heading="Need",
            bullets=(
                "The lab holds 1.2 million hours of archived field recordings, none of them "
                "searchable today.",
                "Transcription runs unattended overnight, queued from the archive store; nobody "
                "waits on a single file.",
                "We will run the unmodified Whisper large-v3 model, the same model MLPerf measures.",
            ),
        ),
        Slide(
            heading="Candidates",
            table=Table(
                header=("Candidate", "Accelerators", "Whisper samples/s"),
                rows=(
                    ("HPE ProLiant Compute XD685^{1}", "8", "46,033.9"),
                    ("Dell PowerEdge XE7740^{2}", "8", "31,969.2"),
                ),
            ),
            footnotes=(
                "^{1} Result 6.0-0048, MLPerf Inference v6.0, Closed division, Offline scenario.",
                "^{2} Result 6.0-0021, MLPerf Inference v6.0, Closed division, Offline scenario.",
            ),
        ),
        Slide(
            heading="Sizing and value",
            bullets=(
                "At 46,033.9 samples/s, one XD685 would clear the whole archive in under four "
                "nights.",
                "That is 4.3 samples/s per watt at the XD685's 10.7 kW rated draw.",
                "Budgeted cost works out to about $0.0009 per hour of audio transcribed.",
                "Budget line 4.7.2 provides $1.9M for FY27.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="HPE ProLiant Compute XD685",
            values=(46033.9,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            absent=fs(
                "SCENARIO-MISMATCH",
                "CHIP-COUNT",
                "MODEL-MISMATCH",
                "RESULT-ID-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
            ),
            why="Labels only from the row's own footnote; Offline fits overnight batch; reference "
            "model deployed.",
        ),
        C(
            page=3,
            match="Dell PowerEdge XE7740",
            values=(31969.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="offline",
            absent=fs("SCENARIO-MISMATCH", "CHIP-COUNT", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
        ),
        C(
            page=4,
            match="one XD685 would clear the whole archive in under four nights",
            values=(46033.9, 4.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC"),
            tolerated=fs(
                "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"
            ),
            absent=fs("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="A rate multiplied out over nights; the slide names no round itself.",
        ),
        C(
            page=4,
            match="4.3 samples/s per watt",
            values=(4.3,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC"),
            tolerated=fs(
                "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"
            ),
            why="Per watt from rated draw, no MLPerf Power result.",
        ),
        C(
            page=4,
            match="about $0.0009 per hour of audio transcribed",
            values=(0.0009,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket=None,
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs(
                "DERIVED-METRIC",
                "QUALITY-BUCKET",
                "ROUND-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="A price per unit of the lab's own work drawn from a result.",
        ),
    ),
    non_claims=(
        N(2, "1.2 million hours of archived field recordings", "the archive's size"),
        N(4, "$1.9M for FY27", "budget"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w229: a telco's edge-AI offer (LibreOffice PDF). Roadside cabinets (edge, in other words); a
# one-GPU box and an eight-GPU box in one table and one sentence; a sentence about someone else's
# chat use; the customer's own alert target and a coverage percentage as distractors.
# ---------------------------------------------------------------------------------------------
W229 = DeckSpec(
    name="w229_telco_edge_offer",
    kind="pdf",
    vendor="Northwave Telecom",
    workload="edge",
    slides=(
        Slide(
            title="Northwave Roadside AI",
            subtitle="Camera analytics in the street cabinet, not in the cloud",
        ),
        Slide(
            heading="Your estate",
            bullets=(
                "4,200 roadside cabinets on motorways and A-roads, each with two to six cameras; "
                "the boxes live out in the weather, not in a data hall.",
                "Your operators want an alert within 250 ms of an incident on camera.",
                "Call-centre teams elsewhere use chat assistants; the cabinets never will.",
                "5G standalone coverage already reaches 97% of the motorway network.",
            ),
        ),
        Slide(
            heading="Detection at the roadside: MLPerf Inference v6.0, Closed, edge suite",
            table=Table(
                header=("System", "YOLO SingleStream p90, ms", "Result"),
                rows=(
                    ("Dell Pro Max (1x GB10)", "611.9", "6.0-0028"),
                    ("Dell PowerEdge XE7745 (8x L40S)", "7.12", "6.0-0029"),
                ),
            ),
            bullets=(
                "The eight-GPU cabinet is 86x quicker in SingleStream than the one-GPU desk unit.",
                "In Offline mode the XE7745 also sustains 153.5 frames per second.",
            ),
        ),
        Slide(
            heading="The offer",
            bullets=(
                "EUR 39 per cabinet per month, hardware and backhaul included.",
                "Rollout in three waves from September 2027.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Dell Pro Max (1x GB10)",
            values=(611.9,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="A one-GPU box beside an eight-GPU box.",
        ),
        C(
            page=3,
            match="Dell PowerEdge XE7745 (8x L40S)",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=fs("CHIP-COUNT"),
            absent=fs("SCENARIO-MISMATCH"),
        ),
        C(
            page=3,
            match="86x quicker in SingleStream",
            values=(86.0,),
            unit="x",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="single_stream",
            flags=fs("CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING"),
            absent=fs("SCENARIO-MISMATCH"),
            why="Counts written as words in the sentence that states the comparison.",
        ),
        C(
            page=3,
            match="the XE7745 also sustains 153.5 frames per second",
            values=(153.5,),
            unit=None,
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            tolerated=fs("RESULT-ID-MISSING"),
            absent=fs("SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            why="A follow-on Offline figure: fits edge; the ID sits in the table for that system.",
        ),
    ),
    non_claims=(
        N(2, "4,200 roadside cabinets", "estate size"),
        N(2, "an alert within 250 ms", "the customer's own target"),
        N(2, "97% of the motorway network", "coverage"),
        N(4, "EUR 39 per cabinet per month", "price"),
    ),
)


# ---------------------------------------------------------------------------------------------
# w230: a seed-round pitch (reportlab). An IDE copilot (interactive) shipping Gemma 3 27B; a round
# that never existed, a benchmark cited in a round that lacks it, a non-MLPerf model's figure, an
# Offline figure for a live product, the accuracy gate sold as the best completions, and a rank
# line with no scope.
# ---------------------------------------------------------------------------------------------
W230 = DeckSpec(
    name="w230_seed_pitch",
    kind="reportlab",
    vendor="Tessellate AI",
    workload="interactive",
    slides=(
        Slide(
            title="Tessellate AI - Seed round",
            bullets=(
                "Raising $6M seed at a $30M cap.",
                "ARR $410k from 3 design partners; 7 engineers.",
            ),
        ),
        Slide(
            title="Traction on the benchmarks that matter",
            bullets=(
                "On MLPerf Inference v5.5 we measured 14,800 tokens/s on Llama 3.1 8B Server with "
                "our kernel library.",
                "Our GPT-OSS-120B run, MLPerf Inference v5.1 Closed: 31,000 tokens/s Offline on one "
                "eight-GPU node.",
                "Gemma 3 27B, the model our copilot ships, completes at 5,400 tokens/s on the same "
                "node.",
                "No other submitter matched our Llama 3.1 8B number.",
            ),
        ),
        Slide(
            title="The product",
            bullets=(
                "Tessellate Copilot answers developers inside their IDE as they type; our p95 "
                "completion target is 300 ms.",
                "Passing the Llama 3.1 8B accuracy gate at 99% proves our completions are the most "
                "accurate on the market.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="On MLPerf Inference v5.5 we measured 14,800 tokens/s",
            values=(14800.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round=None,
            division="unstated",
            scenario="server",
            flags=fs("ROUND-UNKNOWN", "UNVERIFIED", "DIVISION-MISSING", "MODEL-MISMATCH"),
            absent=fs("ROUND-MISSING", "SCENARIO-MISMATCH"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="v5.5 never existed; the vendor's own figure; the product ships Gemma 3 27B.",
        ),
        C(
            page=2,
            match="Our GPT-OSS-120B run, MLPerf Inference v5.1 Closed",
            values=(31000.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=fs("ROUND-UNKNOWN", "UNVERIFIED", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=fs("NON-MLPERF-MIX", "RESULT-ID-MISSING"),
            why="GPT-OSS-120B joined MLPerf after v5.1; Offline for an as-you-type copilot.",
        ),
        C(
            page=2,
            match="completes at 5,400 tokens/s on the same node",
            values=(5400.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("NON-MLPERF-MIX"),
            tolerated=fs(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
                "MODEL-MISMATCH",
            ),
            why="Gemma 3 27B is no MLPerf benchmark.",
        ),
        C(
            page=2,
            match="No other submitter matched our Llama 3.1 8B number",
            values=(),
            benchmark="llama3.1-8b",
            round=None,
            division="unstated",
            scenario="unstated",
            flags=fs(
                "RANK-CLAIM",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "MODEL-MISMATCH",
            ),
            tolerated=fs("RESULT-ID-MISSING", "UNVERIFIED", "ROUND-UNKNOWN"),
            why="A field-wide rank line; the sibling's v5.5 is not lent to it.",
        ),
        C(
            page=3,
            match="Passing the Llama 3.1 8B accuracy gate at 99%",
            values=(99.0,),
            unit="%",
            benchmark="llama3.1-8b",
            round=None,
            division="unstated",
            scenario=None,
            bucket="quality",
            flags=fs("GATE-AS-GRADE", "MODEL-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"),
            tolerated=fs(
                "QUALITY-BUCKET",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
                "RANK-CLAIM",
                "UNVERIFIED",
            ),
            why="The pass/fail gate of another model sold as the product's completion quality.",
        ),
    ),
    non_claims=(
        N(1, "Raising $6M seed at a $30M cap", "fundraise"),
        N(1, "ARR $410k", "revenue"),
        N(3, "our p95 completion target is 300 ms", "the product's own target"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w231: a standards-body liaison talk (pptx). Complete citations that must not fire: different
# systems on different benchmarks (no comparison), an Open result compared with nothing, and rank
# statements that carry benchmark, scenario and division.
# ---------------------------------------------------------------------------------------------
W231 = DeckSpec(
    name="w231_liaison_talk",
    kind="pptx",
    vendor="Joint Technical Committee liaison",
    workload="unstated",
    slides=(
        Slide(
            title="Liaison update to the Joint Technical Committee",
            subtitle="How to cite MLPerf Inference results in procurement documents",
        ),
        Slide(
            heading="Worked examples of complete citations",
            bullets=(
                "NVIDIA DGX B300 (8x B300), result 6.0-0073, MLPerf Inference v6.0, Closed "
                "division, Llama 3.1 8B, Server scenario: 141,565 tokens/s.",
                "HPE ProLiant Compute XD685 (8x B200), result 6.0-0048, MLPerf Inference v6.0, "
                "Closed division, Whisper, Offline scenario: 46,033.9 samples/s.",
                "Open division, labelled as such and compared with nothing: Supermicro_RedHat "
                "AS-8126GS-TNMR, result 6.0-0112, gpt-oss-120b, Offline scenario: 64,293.3 tokens/s.",
            ),
            notes="Pause here for questions from the procurement delegates.",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B, Server: rank statements "
            "that carry their scope",
            bullets=(
                "The highest figure in this category was 1,016,380 tokens/s (6.0-0001, AMD MI355X "
                "Custom Cluster, 88 GPUs).",
                "Among eight-GPU systems, the Cisco UCS C880A M8 led with 114,504 tokens/s (6.0-0010).",
            ),
        ),
        Slide(
            heading="Liaison calendar",
            bullets=(
                "Next round's submission deadline: 3 July 2027.",
                "41 member organisations attend the inference working group.",
                "The working group meets every second Tuesday at 16:00 UTC.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="NVIDIA DGX B300 (8x B300), result 6.0-0073",
            values=(141565.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=fs(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "CROSS-SCENARIO",
            ),
            why="A complete citation; the next bullet is another system on another benchmark.",
        ),
        C(
            page=2,
            match="HPE ProLiant Compute XD685 (8x B200), result 6.0-0048",
            values=(46033.9,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            absent=fs("CROSS-SCENARIO", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
        ),
        C(
            page=2,
            match="labelled as such and compared with nothing",
            values=(64293.3,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0112",
            division="open",
            scenario="offline",
            absent=fs("OPEN-COMPARED", "DIVISION-MISSING", "ROUND-MISSING"),
            why="An Open result shown alone, with its division named.",
        ),
        C(
            page=3,
            match="The highest figure in this category was 1,016,380 tokens/s",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "CHIP-COUNT"),
            tolerated=fs("RANK-CLAIM"),
            why="Rank words with benchmark, scenario and division from the heading.",
        ),
        C(
            page=3,
            match="Among eight-GPU systems, the Cisco UCS C880A M8 led",
            values=(114504.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            absent=fs("CHIP-COUNT", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=fs("RANK-CLAIM"),
            why="A rank scoped to one system size, with its full category in the heading.",
        ),
    ),
    non_claims=(
        N(4, "3 July 2027", "a deadline"),
        N(4, "41 member organisations", "a count"),
        N(4, "16:00 UTC", "a meeting time"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w232: a hardware review site (pptx, charts). A line chart of one eight-GPU family across three
# rounds (cross-round, same size) and a per-GPU bar chart of systems of 72, 8 and 88 GPUs.
# ---------------------------------------------------------------------------------------------
W232 = DeckSpec(
    name="w232_review_site",
    kind="pptx",
    vendor="ByteBench",
    workload="unstated",
    slides=(
        Slide(
            title="Tested: eight H200s, three MLPerf rounds on",
            subtitle="ByteBench review desk, spring 2027",
        ),
        Slide(
            heading="Llama 2 70B Server, MLPerf Inference Closed: same GPU count, three rounds",
            chart=Chart(
                title="Server tokens/s by round (8x H200)",
                categories=("XE9680 (v4.1)", "XE9680L (v5.1)", "XE7740 H200 NVL (v6.0)"),
                series=(("Server tokens/s", (29739.9, 33161.4, 29084.9)),),
                kind="line",
                value_axis_title="tokens/s",
            ),
            footnote="Results v4.1-0021, 5.1-0025 and 6.0-0021 as published by MLCommons.",
        ),
        Slide(
            heading="Per-GPU view: Llama 2 70B Offline, MLPerf Inference v6.0 Closed",
            chart=Chart(
                title="Offline tokens/s per GPU",
                categories=(
                    "GB200 NVL72 (72 GPUs)",
                    "DGX B300 (8 GPUs)",
                    "MI355X cluster (88 GPUs)",
                ),
                series=(("tokens/s per GPU", (12334.0, 14119.0, 11842.0)),),
                kind="bar",
            ),
            footnote="Our division of results 6.0-0075, 6.0-0073 and 6.0-0001 by GPU count.",
        ),
        Slide(
            heading="Verdict",
            bullets=(
                "Score: 8.7/10 and our Editor's Choice badge.",
                "Price as tested: $289,000 with three years of support.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="XE9680 (v4.1)",
            values=(29739.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="Three rounds on one chart; eight GPUs throughout; IDs in an unmarked footnote.",
        ),
        C(
            page=2,
            match="XE9680L (v5.1)",
            values=(33161.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=2,
            match="XE7740 H200 NVL (v6.0)",
            values=(29084.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=fs("CROSS-ROUND"),
            absent=fs("CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING"),
        ),
        C(
            page=3,
            match="GB200 NVL72 (72 GPUs)",
            values=(12334.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("CHIP-COUNT", "RESULT-ID-MISSING"),
            why="Per-GPU figures computed by the reviewer.",
        ),
        C(
            page=3,
            match="DGX B300 (8 GPUs)",
            values=(14119.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        C(
            page=3,
            match="MI355X cluster (88 GPUs)",
            values=(11842.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            tolerated=fs("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
    ),
    non_claims=(
        N(4, "Score: 8.7/10", "a review score"),
        N(4, "$289,000", "price"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w233: an ISV's "certified on" page (LibreOffice PDF). Overnight contract review (batch) on the
# reference DeepSeek-R1 model: no model mismatch, Offline fits; the accuracy target sold as
# reliable clauses; a follow-on Server figure; a nightly total and a price per contract.
# ---------------------------------------------------------------------------------------------
W233 = DeckSpec(
    name="w233_isv_certified_on",
    kind="pdf",
    vendor="ClauseWise",
    workload="batch",
    slides=(
        Slide(
            title="ClauseWise - Certified on",
            subtitle="Contract review that runs while your legal team sleeps",
        ),
        Slide(
            heading="How customers run ClauseWise",
            bullets=(
                "Contracts uploaded during the day are queued and reviewed in one overnight pass; "
                "reports are waiting at 7 am.",
                "ClauseWise runs DeepSeek-R1, unmodified, as its reasoning model.",
                "Customers reviewed 3.2 million contracts with ClauseWise in 2026.",
            ),
        ),
        Slide(
            heading="Certified on: DeepSeek-R1 in MLPerf Inference v6.0, Closed division",
            table=Table(
                header=("Certified platform", "GPUs", "Offline tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "8", "70,325.7", "6.0-0073"),
                    ("Nebius GB300 NVL72 (2 nodes)", "8", "76,346.6", "6.0-0082"),
                ),
            ),
            bullets=(
                "Both platforms met the 99% exact-match accuracy target for DeepSeek-R1, so every "
                "clause ClauseWise flags is one your lawyers can rely on.",
                "The DGX B300 also served 42,721.4 tokens/s in the Server scenario.",
            ),
        ),
        Slide(
            heading="What it costs",
            bullets=(
                "ClauseWise Enterprise: $14 per seat per month.",
                "Overnight (8 hours), one DGX B300 works through about 2.0 billion tokens.",
                "At our reserved-instance rate that is about $0.004 per contract reviewed.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="NVIDIA DGX B300",
            values=(70325.7,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            absent=fs("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT", "DIVISION-MISSING"),
            why="Reference model deployed; Offline fits overnight batch; eight GPUs each.",
        ),
        C(
            page=3,
            match="Nebius GB300 NVL72 (2 nodes)",
            values=(76346.6,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0082",
            division="closed",
            scenario="offline",
            absent=fs("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="An NVL72 name, but the entry is two nodes with eight GPUs in all.",
        ),
        C(
            page=3,
            match="met the 99% exact-match accuracy target for DeepSeek-R1",
            values=(99.0,),
            unit="%",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=fs("GATE-AS-GRADE"),
            absent=fs("MODEL-MISMATCH"),
            tolerated=fs("QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="The pass/fail target sold as clauses lawyers can rely on.",
        ),
        C(
            page=3,
            match="The DGX B300 also served 42,721.4 tokens/s",
            values=(42721.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=fs("MODEL-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"),
            tolerated=fs("RESULT-ID-MISSING", "SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            why="A follow-on figure; its labels come from its own words and the heading.",
        ),
        C(
            page=4,
            match="works through about 2.0 billion tokens",
            values=(2.0e9, 2.0),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC"),
            absent=fs("MODEL-MISMATCH"),
            tolerated=fs(
                "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"
            ),
            why="The Offline rate multiplied out over a night.",
        ),
        C(
            page=4,
            match="about $0.004 per contract reviewed",
            values=(0.004,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            bucket=None,
            flags=fs("COST-PER-ANSWER"),
            tolerated=fs(
                "DERIVED-METRIC",
                "QUALITY-BUCKET",
                "ROUND-MISSING",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
            ),
            why="A price per contract drawn from a result.",
        ),
    ),
    non_claims=(
        N(2, "waiting at 7 am", "a time"),
        N(2, "3.2 million contracts", "customer volume"),
        N(4, "$14 per seat per month", "list price"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w234: a datacentre REIT's tenant brochure (pptx). A correctly cited rack result, then per-watt
# and whole-hall figures bound to footnotes of their own; lease terms and rack densities around.
# ---------------------------------------------------------------------------------------------
W234 = DeckSpec(
    name="w234_reit_brochure",
    kind="pptx",
    vendor="Halcyon Data REIT",
    workload="unstated",
    slides=(
        Slide(
            title="Halcyon Data REIT - Campus 3",
            subtitle="32 MW of liquid-cooled capacity, ready Q2 2028",
        ),
        Slide(
            heading="Built for rack-scale AI",
            bullets=(
                "Each 132 kW pod hosts one GB300 NVL72 rack.",
                "In MLPerf Inference v6.0 (Closed division, gpt-oss-120b Offline, result 6.0-0078) "
                "that rack delivered 1,042,980 tokens/s.",
                "That is 7.9 tokens/s per watt of pod power.^{a}",
                "A full hall of 24 pods: over 25 million tokens/s of capacity.^{b}",
            ),
            footnotes=(
                "^{a} From MLPerf Inference v6.0, Closed division, gpt-oss-120b Offline result "
                "6.0-0078 and the pod's 132 kW rating; not an MLPerf Power result.",
                "^{b} 24 times the single-rack figure; not a measured configuration.",
            ),
        ),
        Slide(
            heading="Lease terms",
            bullets=(
                "From $185 per kW per month, 10-year initial term.",
                "Design PUE 1.18; tenant racks from 40 to 140 kW.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="that rack delivered 1,042,980 tokens/s",
            values=(1042980.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            absent=fs(
                "DERIVED-METRIC",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "CHIP-COUNT",
            ),
            why="A complete citation of one rack; nothing compared.",
        ),
        C(
            page=2,
            match="That is 7.9 tokens/s per watt of pod power",
            values=(7.9,),
            unit=None,
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=fs("DERIVED-METRIC"),
            absent=fs("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            why="Per watt from a rated figure; labels from its own footnote.",
        ),
        C(
            page=2,
            match="A full hall of 24 pods: over 25 million tokens/s",
            values=(25e6, 25.0),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=fs("DERIVED-METRIC"),
            tolerated=fs(
                "ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"
            ),
            why="A projection to a hall nobody measured; its footnote names no round.",
        ),
    ),
    non_claims=(
        N(1, "32 MW", "campus capacity"),
        N(2, "Each 132 kW pod hosts one GB300 NVL72 rack", "pod power"),
        N(3, "$185 per kW per month", "lease price"),
        N(3, "Design PUE 1.18", "efficiency"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w235: an OEM distributor's channel-partner kit (LibreOffice PDF). Talk tracks: sixteen GPUs set
# against eight (counts in words and "2x8"), an equal-size pair that must not fire, a scripted
# rank line; labels from the heading and a disclosures slide.
# ---------------------------------------------------------------------------------------------
W235 = DeckSpec(
    name="w235_channel_kit",
    kind="pdf",
    vendor="Arcadia Distribution",
    workload="unstated",
    slides=(
        Slide(
            title="Arcadia Distribution - AI server partner kit",
            subtitle="Q2 2027 talk tracks for resellers",
        ),
        Slide(
            heading="Talk tracks: MLPerf Inference v5.1, Closed division",
            bullets=(
                "Two PowerEdge XE9680s with MangoBoost (16 MI300X in all) served 47,561.7 tokens/s "
                "on Llama 2 70B Server, nearly twice the 24,593.8 of one eight-GPU Supermicro "
                "AS-8125GS-TNMR2.",
                "Eight B200s each, the PowerEdge XE9685L and SYS-422GS-NBRT-LCC landed within 0.1% "
                "of each other on Llama 2 70B Server (99,214.4 vs 99,181.1 tokens/s).",
            ),
            footnote="Sources: results 5.1-0030, 5.1-0001, 5.1-0028 and 5.1-0088.",
        ),
        Slide(
            heading="Objection handling",
            bullets=(
                "If they ask who is fastest, say: 'The industry's fastest MI300X inference "
                "platform.'",
                "Partner SPIFF: $500 per unit shipped through 30 June.",
                "Deal registration protects a 12% margin.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All performance figures in this kit: MLPerf Inference v5.1, Closed division, as "
                "published by MLCommons.",
                "SPIFF terms subject to change without notice.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="Two PowerEdge XE9680s with MangoBoost",
            values=(47561.7, 24593.8),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=fs("CHIP-COUNT"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="Sixteen GPUs set against eight; IDs only in an unmarked footnote listing four.",
        ),
        C(
            page=2,
            match="landed within 0.1%",
            values=(0.1, 99214.4, 99181.1),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=fs("CHIP-COUNT", "CROSS-ROUND", "CROSS-SCENARIO"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="Equal-size comparison in one round and scenario.",
        ),
        C(
            page=3,
            match="The industry's fastest MI300X inference platform",
            values=(),
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=fs("RANK-CLAIM", "SCENARIO-MISSING"),
            tolerated=fs("RESULT-ID-MISSING"),
            why="A scripted field-wide rank line; round and division from the disclosures slide.",
        ),
    ),
    non_claims=(
        N(3, "$500 per unit shipped through 30 June", "incentive"),
        N(3, "12% margin", "margin"),
    ),
)


VOICE_DECKS_14: tuple[DeckSpec, ...] = (
    W221,
    W222,
    W223,
    W224,
    W225,
    W226,
    W227,
    W228,
    W229,
    W230,
    W231,
    W232,
    W233,
    W234,
    W235,
)
