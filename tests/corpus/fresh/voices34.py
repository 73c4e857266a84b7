"""Fresh-part decks w546-w560, written blind to the rules by helper h15w34.

Voices: a wind-farm operator's blade-inspection drone brief, a newswire's auto-translation desk
business case, a retailer's shelf-camera pilot close-out, a mining company's core-sample imaging
plan, a tax authority's letter-summarisation programme board and a podcast network's
transcript-search partner pitch.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

C = ExpectedClaim
N = NonClaim


def _f(*codes: str) -> frozenset[str]:
    return frozenset(codes)


RID = "RESULT-ID-MISSING"
TRADEMARK = (
    "MLPerf name and logo are registered and unregistered trademarks of MLCommons Association in "
    "the United States and other countries. Unauthorised use strictly prohibited."
)

# w546: blade-inspection drone brief (pptx); edge workload said only indirectly (no link to shore,
# every defect call made on the airframe before the next blade).
W546 = DeckSpec(
    name="w546_blade_drone_brief",
    kind="pptx",
    vendor="Skyline Blade Services",
    workload="edge",
    slides=(
        Slide(
            title="Blade inspection drone: compute module brief",
            subtitle="Skyline Blade Services for the Hollandse Ridge operations team\nIssue 3, October 2026",
        ),
        Slide(
            title="What the airframe has to do",
            bullets=(
                "Each sortie covers three turbines on 22 minutes of battery",
                "There is no link to shore while the drone circles a tower: every crack or erosion "
                "call is made on the airframe before it moves on to the next blade",
                "Payload budget for the compute module: 1.4 kg and 60 W",
                "Blades are 107 m long; the camera fires a frame every 40 cm of travel",
            ),
            notes="Ops asked twice whether the footage can wait until the drone lands. It cannot: "
            "the re-fly decision is taken while the drone is still at the tower.",
        ),
        Slide(
            heading="MLPerf Inference v5.1 Edge, Closed division: RetinaNet object detection",
            bullets=(
                "PCSPECIALIST AM5 PC with one RTX 4090: 13.35 ms per frame in SingleStream "
                "(result 5.1-0035)",
                "The same system holds 76.4 samples/s in Offline",
                "MultiStream, eight frames per query: 112 ms",
            ),
            footnotes=(
                "Results retrieved from mlcommons.org on 12 September 2025.",
                TRADEMARK,
            ),
        ),
        Slide(
            title="Why not fly a datacentre server's numbers?",
            table=Table(
                header=("System", "GPUs", "RetinaNet, MLPerf Inference v5.1 Closed", "Scenario"),
                rows=(
                    ("ASUSTeK ESC N8 H200", "8", "14,406 queries/s", "Server"),
                    ("PCSPECIALIST AM5 PC", "1", "76.4 samples/s", "Offline"),
                ),
            ),
            footnote="Result IDs: ESC N8 H200 5.1-0007; AM5 PC 5.1-0035. Module list price EUR 4,900.",
        ),
    ),
    claims=(
        C(
            page=3,
            match="13.35 ms per frame in SingleStream",
            values=(13.35,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0035",
            division="closed",
            scenario="single_stream",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
        ),
        C(
            page=3,
            match="The same system holds 76.4 samples/s in Offline",
            values=(76.4,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            tolerated=_f(RID),
            why="the result ID on the slide belongs to the same system",
        ),
        C(
            page=3,
            match="eight frames per query: 112 ms",
            values=(112.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="multi_stream",
            flags=_f(),
            absent=_f("SCENARIO-MISMATCH", "CROSS-SCENARIO"),
            tolerated=_f(RID),
            why="the result ID on the slide belongs to the same system",
        ),
        C(
            page=4,
            match="ASUSTeK ESC N8 H200",
            values=(14406.0,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_f("CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            tolerated=_f(RID),
            why="an unmarked footnote lists the IDs per system",
        ),
        C(
            page=4,
            match="PCSPECIALIST AM5 PC",
            values=(76.4,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "CROSS-SCENARIO"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f(RID),
            why="an unmarked footnote lists the IDs per system",
        ),
    ),
    non_claims=(
        N(page=2, match="22 minutes of battery", why="flight endurance"),
        N(page=2, match="1.4 kg and 60 W", why="payload budget"),
        N(page=2, match="every 40 cm of travel", why="camera cadence"),
        N(page=4, match="EUR 4,900", why="list price"),
    ),
)

# w547: onshore blade-footage analytics proposal (LibreOffice PDF); batch stated plainly; the
# vendor runs its own detector (MODEL-MISMATCH on RetinaNet), a night multiplied out, a gate sold
# as recall, a compute price per inspected blade.
W547 = DeckSpec(
    name="w547_blade_footage_overnight",
    kind="pdf",
    vendor="Kestrel Vision BV",
    workload="batch",
    slides=(
        Slide(
            title="Overnight blade-footage analytics",
            subtitle="Kestrel Vision BV: proposal to Noordzee Wind\nVersion 2.1",
        ),
        Slide(
            title="Your workload, as we understand it",
            bullets=(
                "You upload each day's drone footage at the depot and we process it as a nightly "
                "batch, with the defect report on your engineers' desks by 07:00",
                "Around 180,000 frames per turbine visit",
                "Our detector, BladeNet-L, is our own network trained on 2.3 million annotated "
                "blade images",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, datacenter suite",
            bullets=(
                "ASUSTeK ESC8000A-E12 (8x H200 NVL): 13,319.5 images/s on RetinaNet^{1}",
                "Run for a ten-hour night, that is about 479 million frames^{2}",
                "The system met RetinaNet's 99% accuracy target, so BladeNet will not miss a "
                "leading-edge crack",
            ),
            footnotes=(
                "^{1} Result 5.1-0005, Offline scenario, retrieved from mlcommons.org 10 September 2025.",
                "^{2} Kestrel arithmetic: the Offline rate of 5.1-0005 multiplied by 36,000 seconds.",
            ),
        ),
        Slide(
            title="Sizing and price",
            bullets=(
                "Depot hosting: EUR 11,200 per month on a 36-month term",
                "Per inspected blade that is EUR 0.38 of compute, based on the 13,319.5 images/s "
                "Offline result",
                "Onboarding takes six weeks from signature",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="13,319.5 images/s on RetinaNet",
            values=(13319.5,),
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
        ),
        C(
            page=3,
            match="Run for a ten-hour night, that is about 479 million frames",
            values=(479000000.0, 479.0),
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH"),
            why="a figure multiplied out from the RetinaNet result; whether the model caveat "
            "carries to the arithmetic is open",
        ),
        C(
            page=3,
            match="met RetinaNet's 99% accuracy target, so BladeNet will not miss",
            values=(99.0,),
            unit="%",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            bucket="quality",
            flags=_f("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_f("QUALITY-BUCKET", "SCENARIO-MISSING", RID),
            why="an accuracy gate has no scenario of its own; the slide's ID is in another "
            "claim's footnote",
        ),
        C(
            page=4,
            match="Per inspected blade that is EUR 0.38 of compute",
            values=(0.38,),
            scenario="offline",
            division=None,
            flags=_f("COST-PER-ANSWER"),
            tolerated=_f(
                "DERIVED-METRIC",
                "QUALITY-BUCKET",
                "MODEL-MISMATCH",
                "ROUND-MISSING",
                "DIVISION-MISSING",
                RID,
            ),
            why="a price per unit of work worked out from the slide-3 result; its context is on "
            "another slide",
        ),
    ),
    non_claims=(
        N(page=2, match="by 07:00", why="delivery time"),
        N(page=2, match="180,000 frames per turbine visit", why="volume"),
        N(page=2, match="2.3 million annotated", why="training-set size"),
        N(page=4, match="EUR 11,200 per month", why="service price"),
        N(page=4, match="six weeks from signature", why="timeline"),
    ),
)

# w548: newswire auto-translation desk business case (pptx); interactive stated plainly; the desk
# runs a fine-tuned Llama 3.1 70B; a non-MLPerf row in the evidence table.
W548 = DeckSpec(
    name="w548_newswire_translation_case",
    kind="pptx",
    vendor="Meridian Wire",
    workload="interactive",
    slides=(
        Slide(
            title="Auto-translation desk: business case",
            subtitle="Meridian Wire, Newsroom Technology, board paper 14\n"
            "All MLPerf figures in this paper: MLPerf Inference v5.1, Closed division",
        ),
        Slide(
            title="What we are buying",
            bullets=(
                "A translation copilot built into the desk CMS: an editor asks for a draft and "
                "waits for it while the story is live",
                "The copilot runs our fine-tuned Llama 3.1 70B translation model",
                "46 desk editors across 9 bureaux",
                "Our own target: a first draft on screen within 3 seconds",
            ),
        ),
        Slide(
            title="Vendor evidence",
            table=Table(
                header=("System", "Model", "Scenario", "Tokens/s", "Result ID"),
                rows=(
                    (
                        "QuantaGrid D74A-7U, 8x MI325X",
                        "Llama 2 70B",
                        "Interactive",
                        "18,407",
                        "5.1-0003",
                    ),
                    (
                        "QuantaGrid D74A-7U, 8x MI325X",
                        "Llama 2 70B",
                        "Offline",
                        "34,520",
                        "5.1-0002",
                    ),
                    ("Vendor lab, same 8x MI325X", "Llama 3.3 70B", "Offline", "31,900", "n/a"),
                ),
            ),
            notes="The third row is the vendor's own measurement; they offered it as the closest "
            "match to the model we will run.",
        ),
        Slide(
            title="Cost per translated story",
            bullets=(
                "At the Interactive rate above, a 600-word story costs EUR 0.004 in GPU time to "
                "translate",
                "Per GPU, the Interactive result comes to 2,301 tokens/s",
                "Budget line: EUR 210,000 a year, including support",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="18,407",
            values=(18407.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0003",
            division="closed",
            scenario="interactive",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("NON-MLPERF-MIX", "CROSS-SCENARIO"),
            why="a non-MLPerf row shares the table; one system listed in two scenarios",
        ),
        C(
            page=3,
            match="34,520",
            values=(34520.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_f("NON-MLPERF-MIX", "CROSS-SCENARIO"),
            why="a non-MLPerf row shares the table; one system listed in two scenarios",
        ),
        C(
            page=3,
            match="Llama 3.3 70B",
            values=(31900.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=_f("NON-MLPERF-MIX"),
            tolerated=_f(
                "UNVERIFIED",
                "SCENARIO-MISMATCH",
                "MODEL-MISMATCH",
                "CROSS-SCENARIO",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                RID,
            ),
            why="a vendor-lab figure for a model outside MLPerf set in the MLPerf table",
        ),
        C(
            page=4,
            match="a 600-word story costs EUR 0.004 in GPU time",
            values=(0.004,),
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_f("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH", RID),
            why="a price per unit of the desk's own work drawn from the Interactive result",
        ),
        C(
            page=4,
            match="Per GPU, the Interactive result comes to 2,301 tokens/s",
            values=(2301.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            scenario="interactive",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH", RID),
            why="a per-GPU share of the Llama 2 70B result on another slide",
        ),
    ),
    non_claims=(
        N(page=2, match="46 desk editors", why="headcount"),
        N(page=2, match="within 3 seconds", why="the customer's own target"),
        N(page=4, match="EUR 210,000 a year", why="budget"),
    ),
)

# w549: newswire strategy office's market scan (reportlab); the buyer's own use is never stated,
# only rival agencies' uses; two vendors in one sentence, a cross-round speed-up bound by a
# footnote, an Open result set against a Closed one, a press-release rank line.
W549 = DeckSpec(
    name="w549_newswire_market_scan",
    kind="reportlab",
    vendor="Meridian Wire strategy office",
    workload="unstated",
    slides=(
        Slide(
            title="Machine translation desks: market scan",
            bullets=(
                "Prepared by the strategy office for the editorial board, March 2026",
                "Two rival agencies already translate their archives overnight; a third sells a "
                "live chat translator to its subscribers",
                "Scope of this note: the hardware claims vendors put in front of us, not a "
                "recommendation",
            ),
        ),
        Slide(
            title="What the benchmarks say",
            heading="MLPerf Inference v5.1, Closed division, Offline scenario",
            bullets=(
                "Dell's PowerEdge XE9685L reached 30,766.5 tokens/s on DeepSeek-R1 (5.1-0028), "
                "while GigaComputing's G894-SD1 posted 30,873.9 tokens/s (5.1-0046)",
                "Both are eight-GPU B200 servers, so the pair is a fair like-for-like reading",
            ),
        ),
        Slide(
            title="Generation over generation",
            bullets=(
                "Vendor Q's pitch: up to 1.47x more Llama 2 70B tokens/s than its prior "
                "generation^{1}",
                "A rival's Open-division Llama 2 70B Offline run, 93,045.8 tokens/s (5.1-0098), "
                "is 2.7x the Closed MI325X figure",
            ),
            footnotes=(
                "^{1} MLPerf Inference v4.1 result v4.1-0002 (8x MI300X, 23,514.8 tokens/s) against "
                "v5.1 result 5.1-0002 (8x MI325X, 34,520.4 tokens/s); both Closed, Offline.",
            ),
        ),
        Slide(
            title="Industry standing",
            bullets=(
                "Vendor Q now calls its platform the industry's fastest for large-language-model "
                "inference",
                "Vendor Q subscription quoted at EUR 1.2 million a year for 14 language pairs",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="PowerEdge XE9685L reached 30,766.5 tokens/s",
            values=(30766.5,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"),
        ),
        C(
            page=2,
            match="G894-SD1 posted 30,873.9 tokens/s",
            values=(30873.9,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0046",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CHIP-COUNT", "SCENARIO-MISSING", "ROUND-MISSING"),
        ),
        C(
            page=3,
            match="up to 1.47x more Llama 2 70B tokens/s than its prior",
            values=(1.47,),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="offline",
            flags=_f("CROSS-ROUND"),
            tolerated=_f(RID),
            why="the footnote names both result IDs of the comparison",
        ),
        C(
            page=3,
            match="Open-division Llama 2 70B Offline run, 93,045.8 tokens/s",
            values=(93045.8, 2.7),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0098",
            division="open",
            scenario="offline",
            flags=_f("OPEN-COMPARED"),
        ),
        C(
            page=4,
            match="calls its platform the industry's fastest",
            benchmark=None,
            flags=_f("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"),
            tolerated=_f(RID),
            why="a rank claim has no result to cite",
        ),
    ),
    non_claims=(
        N(page=1, match="March 2026", why="date"),
        N(page=4, match="EUR 1.2 million a year", why="subscription price"),
        N(page=4, match="14 language pairs", why="scope"),
    ),
)

# w550: retailer shelf-camera pilot close-out (LibreOffice PDF); edge stated plainly; one system's
# three scenarios in a table (disclosure), a chart of 1-, 8- and 16-GPU systems, a rejected
# datacentre Server figure.
W550 = DeckSpec(
    name="w550_shelf_camera_closeout",
    kind="pdf",
    vendor="Hartwell Grocers",
    workload="edge",
    slides=(
        Slide(
            title="Shelf-camera pilot: close-out report",
            subtitle="Hartwell Grocers store operations\nSteering group, 4 May 2026",
        ),
        Slide(
            title="What the pilot ran",
            bullets=(
                "Cameras on the shelf rails feed one box in each store's back office; every "
                "gap and price-label check is decided in the store, with nothing sent to a cloud",
                "14 stores, 11 weeks, 2,300 cameras",
                "Roll-out decision due at the June board",
            ),
        ),
        Slide(
            title="The candidate store box",
            table=Table(
                header=(
                    "Dell Pro Max, 1x GB10",
                    "MLPerf Inference v6.0 Edge, Closed: YOLO",
                    "Result",
                ),
                rows=(
                    ("SingleStream", "611.9 ms per image", "6.0-0028"),
                    ("MultiStream", "4,891 ms per 8 images", "6.0-0028"),
                    ("Offline", "1.75 samples/s", "6.0-0028"),
                ),
            ),
        ),
        Slide(
            title="Bigger boxes we looked at",
            chart=Chart(
                title="YOLO Offline samples/s, MLPerf Inference v6.0 Edge, Closed",
                categories=(
                    "Dell Pro Max, 1x GB10",
                    "PowerEdge XE7745, 8x L40S",
                    "PowerEdge XE7745, 16x L4",
                ),
                series=(("Offline", (1.75, 153.5, 102.2)),),
                number_format="#,##0.0#",
                value_axis_title="samples/s",
            ),
            footnote="Result IDs 6.0-0028, 6.0-0029 and 6.0-0030. Retrieved 2 April 2026.",
        ),
        Slide(
            title="What we set aside",
            bullets=(
                "One bidder offered a ResNet-50 figure of 630,229 queries/s in the Server "
                "scenario (MLPerf Inference v4.1, Closed, v4.1-0005)",
                "Box price quoted at GBP 3,150 per store",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="611.9 ms per image",
            values=(611.9,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=_f(),
            absent=_f("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
        ),
        C(
            page=3,
            match="4,891 ms per 8 images",
            values=(4891.0,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="multi_stream",
            flags=_f(),
            absent=_f("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
        ),
        C(
            page=3,
            match="1.75 samples/s",
            values=(1.75,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="offline",
            flags=_f(),
            absent=_f("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
        ),
        C(
            page=4,
            match="Dell Pro Max, 1x GB10",
            values=(1.75,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            tolerated=_f(RID),
            why="the footnote lists the three IDs without saying which is which",
        ),
        C(
            page=4,
            match="PowerEdge XE7745, 8x L40S",
            values=(153.5,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            tolerated=_f(RID),
            why="the footnote lists the three IDs without saying which is which",
        ),
        C(
            page=4,
            match="PowerEdge XE7745, 16x L4",
            values=(102.2,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT"),
            tolerated=_f(RID),
            why="the footnote lists the three IDs without saying which is which",
        ),
        C(
            page=5,
            match="ResNet-50 figure of 630,229 queries/s",
            values=(630229.0,),
            unit="queries/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0005",
            division="closed",
            scenario="server",
            flags=_f("SCENARIO-MISMATCH"),
        ),
    ),
    non_claims=(
        N(page=2, match="14 stores, 11 weeks, 2,300 cameras", why="pilot scope"),
        N(page=5, match="GBP 3,150 per store", why="price"),
        N(page=1, match="4 May 2026", why="date"),
    ),
)

VOICE_DECKS_34: tuple[DeckSpec, ...] = (W546, W547, W548, W549, W550)
