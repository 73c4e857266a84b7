"""Fresh-part decks w531-w545, written blind to the rules by helper h15w33.

Voices: a water utility's leak-detection analytics tender (a bidder's response and the utility's
own business case), a film studio's dubbing-pipeline vendor review and a dubbing vendor's pitch,
a university library's thesis-search assistant proposal and a search vendor's datasheet, a car
maker's in-cabin voice assistant supplier scorecard and a supplier's quote, a bank branch
network's cheque-imaging refresh (the bank's paper and a scanner maker's brochure), and a city
council's 311-chat procurement minutes and a bidder's clarification answers.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

C = ExpectedClaim
N = NonClaim


def F(*codes: str) -> frozenset[str]:
    """A frozenset of flag codes."""
    return frozenset(codes)


MISSING3 = ("DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING")

# w531: a bidder's response to a water utility's leak-detection tender. The loggers sit in valve
# chambers without signal and classify on their own boards (edge, said indirectly). The bidder
# runs its own spectrogram detection network, so vision results carry MODEL-MISMATCH.
W531 = DeckSpec(
    name="w531_leak_tender_response",
    kind="pptx",
    vendor="Hydrosonde Analytics",
    workload="edge",
    slides=(
        Slide(
            title="Response to Tender CBW-LD-27/04: Acoustic Leak Detection Analytics",
            subtitle="Hydrosonde Analytics Ltd, submitted 14 March 2027\n"
            "Lot 2: classification on the logger",
        ),
        Slide(
            title="Our understanding of the requirement",
            bullets=(
                "Calder Basin's 11,400 acoustic loggers sit in valve chambers and hydrant pits, "
                "most of them out of reach of any mobile signal.",
                "Each logger has to decide on its own board whether a noise is a leak, and wakes "
                "its radio only when it hears one.",
                "The specification sets a battery life of 5 years at one listening window every "
                "15 minutes.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: the edge results we build on",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Latency (p90)", "Result ID"),
                rows=(
                    (
                        "Lenovo ThinkEdge SE100 (1x RTX 2000E Ada)",
                        "RetinaNet",
                        "SingleStream",
                        "8.50 ms",
                        "5.1-0064",
                    ),
                    (
                        "HPE ProLiant ML30 Gen11 (1x RTX 4000 Ada)",
                        "RetinaNet",
                        "SingleStream",
                        "51.0 ms",
                        "5.1-0054",
                    ),
                    (
                        "GATE Overflow AM5 PC (1x GeForce RTX 4090)",
                        "RetinaNet",
                        "SingleStream",
                        "13.3 ms",
                        "5.1-0035",
                    ),
                ),
            ),
            footnote="Results retrieved from mlcommons.org on 2 March 2027. MLPerf and the MLPerf "
            "logo are trademarks of MLCommons Association in the United States and other countries.",
        ),
        Slide(
            title="What this means on a logger",
            bullets=(
                "Every logger runs LeakNet-S, our own detection network that finds leak "
                "signatures in spectrogram images (3.1 M parameters, trained on 18,000 labelled "
                "chamber recordings).",
                "On the SE100's RTX 2000E Ada card, rated at 70 W, that RetinaNet latency works "
                "out to 1.68 frames per second per watt^{1}.",
                "Firmware updates travel over the same radio link, at most 4 times a year.",
            ),
            footnotes=(
                "^{1} Derived by Hydrosonde from MLPerf Inference v5.1 Closed result 5.1-0064, "
                "RetinaNet SingleStream; 70 W is the card's rated board power, not a power figure "
                "measured under MLPerf Power.",
            ),
        ),
        Slide(
            title="Gateway tier (optional, Lot 3)",
            bullets=(
                "Utilities that would rather classify at their 38 district gateways can run the "
                "same model on a datacentre card.",
                "In MLPerf Inference v4.1 Closed, the Lenovo ThinkSystem SR650 V3 with three L40S "
                "cards served 132,008 ResNet-50 queries/s in the Server scenario (v4.1-0039).",
                "Gateway hardware is offered at GBP 1,940 per unit, installed.",
            ),
            notes="Stress that Lot 2 pricing is fixed for 36 months from contract award.",
        ),
    ),
    claims=(
        C(
            page=3,
            match="Lenovo ThinkEdge SE100 (1x RTX 2000E Ada)",
            values=(8.50, 8.504249),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F("MODEL-MISMATCH"),
            absent=F("SCENARIO-MISMATCH", "CHIP-COUNT", "DIVISION-MISSING", "ROUND-MISSING"),
            why="SingleStream fits a logger answering its own stream; every system has one card",
        ),
        C(
            page=3,
            match="HPE ProLiant ML30 Gen11 (1x RTX 4000 Ada)",
            values=(51.0, 51.00204),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=F("MODEL-MISMATCH"),
            absent=F("SCENARIO-MISMATCH", "CHIP-COUNT", "ROUND-MISSING"),
        ),
        C(
            page=3,
            match="GATE Overflow AM5 PC (1x GeForce RTX 4090)",
            values=(13.3, 13.34974),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0035",
            division="closed",
            scenario="single_stream",
            flags=F("MODEL-MISMATCH"),
            absent=F("SCENARIO-MISMATCH", "CHIP-COUNT", "SCENARIO-MISSING"),
        ),
        C(
            page=4,
            match="that RetinaNet latency works out to 1.68 frames per second per watt",
            values=(1.68,),
            unit=None,
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F("DERIVED-METRIC", "MODEL-MISMATCH"),
            absent=F("ROUND-MISSING", "SCENARIO-MISMATCH"),
            why="perf/W from rated board power; its own footnote (marker 1) gives every label",
        ),
        C(
            page=5,
            match="cards served 132,008 ResNet-50 queries/s in the Server scenario",
            values=(132008.0,),
            unit=None,
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0039",
            division="closed",
            scenario="server",
            flags=F("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            absent=F("CROSS-ROUND", "DIVISION-MISSING"),
            why="a Server result for loggers deciding on their own boards; no comparison is made",
        ),
    ),
    non_claims=(
        N(page=1, match="submitted 14 March 2027", why="date"),
        N(page=2, match="11,400 acoustic loggers", why="asset count"),
        N(page=2, match="battery life of 5 years", why="customer requirement"),
        N(page=4, match="3.1 M parameters", why="model size, no benchmark figure"),
        N(page=4, match="at most 4 times a year", why="update cadence"),
        N(page=5, match="38 district gateways", why="asset count"),
        N(page=5, match="GBP 1,940 per unit", why="price"),
    ),
)

# w532: the utility's own business case for a nightly analytics platform (batch, said plainly).
# The crew briefing is written by Llama 3.1 8B Instruct: Llama 2 70B figures carry
# MODEL-MISMATCH, Llama 3.1 8B figures must not.
W532 = DeckSpec(
    name="w532_utility_network_analytics_case",
    kind="pdf",
    vendor="Calder Basin Water",
    workload="batch",
    slides=(
        Slide(
            title="Network Analytics Platform: business case",
            subtitle="Calder Basin Water, Capital Programme Board, 22 April 2027\n"
            "Paper CPB-27-061, for decision",
        ),
        Slide(
            title="What the platform does",
            bullets=(
                "The platform runs once a night: it scores the flow and pressure logs of all 212 "
                "district metered areas and ranks suspected bursts for the 06:00 crew briefing.",
                "The briefing text for each crew is written by Llama 3.1 8B Instruct, run on our "
                "own hardware.",
                "Nothing in the platform answers a person in real time; results are read the "
                "next morning.",
            ),
        ),
        Slide(
            title="Shortlisted compute",
            heading="Vendor figures from MLPerf Inference",
            bullets=(
                "Ostrava Systems quotes the NVIDIA GB200 NVL72 rack at 888,054 tokens/s on Llama "
                "2 70B Offline (MLPerf Inference v6.0 Closed, 6.0-0075), against 112,954 tokens/s "
                "for an eight-GPU DGX B300 (6.0-0073).",
                "Pellworth puts the DGX B300 at 165,432 tokens/s on Llama 3.1 8B Offline (v6.0 "
                "Closed, 6.0-0073), the model our briefing writer uses.",
                "Across the four DGX B300 nodes Pellworth proposes, that becomes 661,728 tokens/s "
                "in aggregate^{1}.",
                "One 8-hour nightly window at that single-node rate covers 4.76 billion "
                "tokens^{2}, about twenty times our largest night so far.",
            ),
            footnotes=(
                "^{1} Four times the single-node Llama 3.1 8B Offline result 6.0-0073 (MLPerf "
                "Inference v6.0, Closed); Pellworth's projection, not a measured four-node run.",
                "^{2} 165,432 tokens/s (MLPerf Inference v6.0, Closed, Llama 3.1 8B, Offline, "
                "6.0-0073) multiplied by 28,800 seconds.",
            ),
        ),
        Slide(
            title="Board comparison submitted by Ostrava Systems",
            table=Table(
                header=(
                    "System (MLPerf Inference v5.1, Closed)",
                    "GPUs",
                    "Llama 2 70B Offline, tokens/s",
                    "Result ID",
                ),
                rows=(
                    ("Cisco UCS C885A M8", "16x H200", "68,894.8", "5.1-0013"),
                    ("Cisco UCS C885A M8", "8x H200", "34,548.2", "5.1-0014"),
                    ("Dell PowerEdge XE9680L", "8x B200", "101,253", "5.1-0024"),
                ),
            ),
            footnote="Ostrava's table, reproduced unchanged from its bid of 3 April 2027.",
        ),
        Slide(
            title="Costs and decision",
            bullets=(
                "Capital: GBP 2.3 million over two years; running cost GBP 410,000 a year.",
                "Each district-area report costs about GBP 0.0031 in compute, taken from the "
                "MLPerf v6.0 Closed result 6.0-0073 (Llama 3.1 8B, Offline) and a GBP 38 node-hour.",
                "The Board is asked to approve Option B by 30 May 2027.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Ostrava Systems quotes the NVIDIA GB200 NVL72 rack at 888,054 tokens/s",
            values=(888054.0, 112954.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="offline",
            flags=F("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=F("SCENARIO-MISMATCH", "CROSS-ROUND"),
            why="a 72-GPU rack set against an 8-GPU system; the platform runs Llama 3.1 8B",
        ),
        C(
            page=3,
            match="Pellworth puts the DGX B300 at 165,432 tokens/s on Llama 3.1 8B Offline",
            values=(165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            absent=F("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="the reference model is the model the utility runs; Offline fits a nightly run",
        ),
        C(
            page=3,
            match="that becomes 661,728 tokens/s in aggregate",
            values=(661728.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F("DERIVED-METRIC"),
            absent=F("MODEL-MISMATCH"),
            tolerated=F("UNVERIFIED"),
            why="a four-node projection of a one-node result; the footnote names the basis",
        ),
        C(
            page=3,
            match="One 8-hour nightly window at that single-node rate covers 4.76 billion tokens",
            values=(4.76, 4.76e9),
            unit=None,
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F("DERIVED-METRIC"),
            absent=F("MODEL-MISMATCH"),
            why="a rate multiplied out over a night",
        ),
        C(
            page=4,
            match="68,894.8",
            values=(68894.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=F("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=F("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            why="the table header names round, division and scenario",
        ),
        C(
            page=4,
            match="34,548.2",
            values=(34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=F("ROUND-MISSING", "DIVISION-MISSING"),
        ),
        C(
            page=4,
            match="101,253",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=F("ROUND-MISSING", "SCENARIO-MISMATCH"),
        ),
        C(
            page=5,
            match="Each district-area report costs about GBP 0.0031 in compute",
            values=(0.0031,),
            unit=None,
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F("COST-PER-ANSWER"),
            absent=F("MODEL-MISMATCH"),
            tolerated=F("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="a price per unit of the utility's own work worked out from a result",
        ),
    ),
    non_claims=(
        N(page=1, match="22 April 2027", why="date"),
        N(page=2, match="all 212 district metered areas", why="asset count"),
        N(page=2, match="06:00 crew briefing", why="time of day"),
        N(page=4, match="bid of 3 April 2027", why="date"),
        N(page=5, match="GBP 2.3 million over two years", why="budget"),
        N(page=5, match="GBP 410,000 a year", why="running cost"),
        N(page=5, match="by 30 May 2027", why="deadline"),
    ),
)

# w533: a film studio's own review of dubbing-pipeline bids. Ten episodes arrive in one drop and
# the stems are due 72 hours later (batch, said indirectly). Transcription runs the studio's own
# fine-tune of Whisper large-v3, so every Whisper figure carries MODEL-MISMATCH.
W533 = DeckSpec(
    name="w533_dubbing_vendor_review",
    kind="pptx",
    vendor="Larkspur Pictures",
    workload="batch",
    slides=(
        Slide(
            title="Dubbing Pipeline Vendor Review: 'Harbour Lights', Season 3",
            subtitle="Larkspur Pictures, Post-Production Technology\nInternal, 9 February 2027",
        ),
        Slide(
            title="What we need from a vendor",
            bullets=(
                "All 10 episodes (about 500 minutes of dialogue) reach the vendor as one locked "
                "cut; dubbed stems in six languages are due on the mixing stage 72 hours later.",
                "Transcription must use LarkWhisper-ft, our own fine-tune of Whisper large-v3 on "
                "900 hours of studio dialogue.",
                "Draft translations are checked by our language leads before casting.",
            ),
        ),
        Slide(
            title="Vendor scorecard",
            heading="Evidence offered in the bids: MLPerf Inference v5.1, Closed division",
            table=Table(
                header=("Vendor", "Transcription evidence offered", "Our score (of 10)"),
                rows=(
                    (
                        "Quillon Media",
                        "Whisper Offline: 45,333 samples/s, DGX B200 (8 GPUs), 5.1-0069",
                        "7",
                    ),
                    (
                        "Tessaly Dub",
                        "Whisper Offline: 34,450.7 samples/s, HPE Cray XD670 (8x H200), 5.1-0049",
                        "6",
                    ),
                    (
                        "Brightwater Loc",
                        "Whisper Offline: 8,301.9 samples/s, Dell R7715 (3x H100 NVL), 5.1-0021",
                        "5",
                    ),
                    ("Marrow & Finch", "No benchmark offered; reference call only", "4"),
                ),
            ),
            notes="None of the vendors has run LarkWhisper-ft; every figure above is for the "
            "stock reference model.",
        ),
        Slide(
            title="Cost and quality claims in the bids",
            heading="All figures cite MLPerf Inference v5.1 Closed, Offline",
            bullets=(
                "Quillon: at 45,333 transcriptions a second (5.1-0069), a finished dubbed minute "
                "costs under EUR 0.04 in compute.",
                "Tessaly: its Whisper result (5.1-0049) clears the 96.95% accuracy bar, 'so your "
                "actors will never read a wrong line'.",
                "Brightwater adds SeamlessM4T v2 speech translation at 1,150 clips/s on the same "
                "Dell R7715, printed beside its Whisper figure.",
                "Fixed fees range from EUR 96,000 to EUR 180,000 for the season.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Shortlist Quillon and Brightwater for a paid pilot on episode 1 (budget EUR "
                "24,000).",
                "Ask both to rerun transcription with LarkWhisper-ft on our own footage.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="Whisper Offline: 45,333 samples/s, DGX B200",
            values=(45333.0,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=F("MODEL-MISMATCH", "CHIP-COUNT"),
            absent=F("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="the studio runs a fine-tune, not the reference model; 8, 8 and 3 GPUs side by side",
        ),
        C(
            page=3,
            match="Whisper Offline: 34,450.7 samples/s, HPE Cray XD670",
            values=(34450.7,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            flags=F("MODEL-MISMATCH", "CHIP-COUNT"),
            absent=F("SCENARIO-MISMATCH", "DIVISION-MISSING"),
        ),
        C(
            page=3,
            match="Whisper Offline: 8,301.9 samples/s, Dell R7715",
            values=(8301.9,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0021",
            division="closed",
            scenario="offline",
            flags=F("MODEL-MISMATCH", "CHIP-COUNT"),
            absent=F(
                "SCENARIO-MISMATCH",
            ),
        ),
        C(
            page=4,
            match="a finished dubbed minute costs under EUR 0.04 in compute",
            values=(0.04, 45333.0),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=F("COST-PER-ANSWER"),
            tolerated=F("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a price per dubbed minute drawn from a Whisper result",
        ),
        C(
            page=4,
            match="clears the 96.95% accuracy bar",
            values=(96.95,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F("GATE-AS-GRADE"),
            tolerated=F("QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="the pass/fail accuracy gate sold as a promise of correct lines",
        ),
        C(
            page=4,
            match="SeamlessM4T v2 speech translation at 1,150 clips/s",
            values=(1150.0,),
            unit=None,
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F("NON-MLPERF-MIX"),
            tolerated=F(
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "RESULT-ID-MISSING",
                "UNVERIFIED",
                "MODEL-MISMATCH",
            ),
            why="a model that is no MLPerf benchmark printed beside an MLPerf figure",
        ),
    ),
    non_claims=(
        N(page=1, match="9 February 2027", why="date"),
        N(page=2, match="about 500 minutes of dialogue", why="workload volume"),
        N(page=2, match="72 hours later", why="deadline"),
        N(page=2, match="900 hours of studio dialogue", why="training data size"),
        N(page=4, match="EUR 96,000 to EUR 180,000", why="fees"),
        N(page=5, match="budget EUR 24,000", why="budget"),
    ),
)

# w534: a dubbing vendor's pitch to studios, drawn with reportlab. It never says what the reader
# will run; a reference customer's live captioning is someone else's use. Three footnote
# markers on one slide each carry their own scenario.
W534 = DeckSpec(
    name="w534_dubbing_vendor_pitch",
    kind="reportlab",
    vendor="Quillon Media",
    workload="unstated",
    slides=(
        Slide(
            title="Quillon Media: dubbing at studio scale",
            subtitle="Partner briefing for post-production houses\nSpring 2027",
        ),
        Slide(
            title="Why studios move their dubbing to Quillon",
            bullets=(
                "Up to 2.9x the translation throughput of the platform we ran last year^{†}",
                "Whisper transcription at 45,333 samples/s on one DGX B200 system^{*}",
                "Under Server latency limits the same box still turned out 99,123 tokens/s^{‡}",
            ),
            footnotes=(
                "* MLPerf Inference v5.1, Closed division, Whisper, Offline scenario, result "
                "5.1-0069.",
                "† Llama 2 70B, Offline: 101,527 tokens/s on DGX B200 (MLPerf Inference v5.1 "
                "Closed, 5.1-0069) against 34,864.2 tokens/s on an 8x H200 system (MLPerf "
                "Inference v4.1 Closed, v4.1-0046).",
                "‡ Llama 2 70B, Server scenario, MLPerf Inference v5.1 Closed, result 5.1-0069.",
            ),
        ),
        Slide(
            title="Results that set the pace",
            heading="MLPerf Inference v5.1 highlights",
            bullets=(
                "Quillon runs on the fastest dubbing hardware any MLPerf submitter has measured.",
                "That is 5,667 Whisper samples/s for every GPU in the system.",
                "Northreel's sports desk uses Quillon to caption commentary as it is spoken.",
            ),
        ),
        Slide(
            title="Commercial terms",
            bullets=(
                "EUR 0.85 per finished minute, all six languages included.",
                "Minimum commitment of 2,000 minutes a month, 12-month term.",
            ),
        ),
    ),
    claims=(
        C(
            page=2,
            match="Up to 2.9x the translation throughput of the platform we ran last year",
            values=(2.9,),
            unit=None,
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F("CROSS-ROUND"),
            absent=F("CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=F("RESULT-ID-MISSING"),
            why="v5.1 against v4.1, named only in the dagger footnote; both systems have 8 GPUs",
        ),
        C(
            page=2,
            match="Whisper transcription at 45,333 samples/s on one DGX B200 system",
            values=(45333.0,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            absent=F("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING", "CROSS-ROUND"),
            why="the asterisk footnote names everything",
        ),
        C(
            page=2,
            match="the same box still turned out 99,123 tokens/s",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            absent=F("ROUND-MISSING", "SCENARIO-MISMATCH", "CROSS-ROUND"),
            tolerated=F("CROSS-SCENARIO"),
            why="a follow-on with its own double-dagger footnote: Server, not the sibling's Offline",
        ),
        C(
            page=3,
            match="Quillon runs on the fastest dubbing hardware any MLPerf submitter has measured",
            values=(),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id=None,
            flags=F("RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=F("RESULT-ID-MISSING"),
            absent=F("ROUND-MISSING"),
            why="a rank over the whole field; the heading names the round",
        ),
        C(
            page=3,
            match="That is 5,667 Whisper samples/s for every GPU in the system",
            values=(5667.0,),
            unit=None,
            benchmark="whisper",
            round="v5.1",
            result_id=None,
            flags=F("DERIVED-METRIC", "DIVISION-MISSING", "SCENARIO-MISSING"),
            tolerated=F("RESULT-ID-MISSING"),
            absent=F("ROUND-MISSING"),
            why="per-GPU share; its own text and the heading give only benchmark and round",
        ),
    ),
    non_claims=(
        N(page=4, match="EUR 0.85 per finished minute", why="service price"),
        N(page=4, match="2,000 minutes a month", why="commercial term"),
    ),
)

# w535: a search vendor's proposal to a university library for a chat assistant over theses
# (interactive, said plainly). It runs Llama 3.1 8B Instruct, the reference model.
W535 = DeckSpec(
    name="w535_thesis_search_proposal",
    kind="pptx",
    vendor="Verso Labs",
    workload="interactive",
    slides=(
        Slide(
            title="ThesisFinder: a conversational search assistant for Halloran University Library",
            subtitle="Proposal from Verso Labs to the Library Systems Committee\nMarch 2027",
        ),
        Slide(
            title="The service we propose",
            bullets=(
                "ThesisFinder is a chat assistant inside the library catalogue: students and "
                "staff ask in plain language and get cited theses back while they wait.",
                "It is built on Llama 3.1 8B Instruct, with retrieval over 41,000 digitised "
                "theses.",
                "Peak load last exam term was 1,900 catalogue sessions an hour.",
            ),
        ),
        Slide(
            heading="Measured in MLPerf Inference v5.1 (Closed division)",
            bullets=("Offline, the same Dell system reached 143,309 tokens/s (5.1-0024).",),
            chart=Chart(
                title="Llama 3.1 8B, Server scenario (tokens/s)",
                categories=("HPE DL380a Gen12, 8x RTX PRO 6000", "Dell XE9680L, 8x B200"),
                series=(("Server", (46060.0, 128787.0)),),
                value_axis_title="tokens/s",
                height_in=3.2,
            ),
            footnote="Results 5.1-0051 (HPE) and 5.1-0024 (Dell), retrieved from mlcommons.org "
            "on 1 March 2027.",
        ),
        Slide(
            title="Why the committee can trust its answers",
            bullets=(
                "Llama 3.1 8B cleared MLPerf's 99% accuracy target in v5.1 Closed, Interactive "
                "scenario (5.1-0069), so students can count on ThesisFinder citing the right "
                "thesis.",
                "At 102,903 queries/s in the Interactive scenario (DGX B200, v5.1 Closed, "
                "5.1-0069), no student question will go unanswered or be answered wrongly.",
            ),
        ),
        Slide(
            title="Costs",
            bullets=(
                "Licence: GBP 64,000 a year, including 3 years of support.",
                "On one DGX B200 at its 128,541 tokens/s Server rate (v5.1 Closed, 5.1-0069) and "
                "GBP 30 an hour, each 400-token answer costs about 0.003p in compute.",
            ),
        ),
    ),
    claims=(
        C(
            page=3,
            match="HPE DL380a Gen12, 8x RTX PRO 6000",
            values=(46060.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            absent=F("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING"),
            tolerated=F("RESULT-ID-MISSING"),
            why="two 8-GPU systems; Server fits a chat assistant; the reference model is deployed",
        ),
        C(
            page=3,
            match="Dell XE9680L, 8x B200",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            absent=F("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH", "DIVISION-MISSING"),
            tolerated=F("RESULT-ID-MISSING"),
        ),
        C(
            page=3,
            match="Offline, the same Dell system reached 143,309 tokens/s",
            values=(143309.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F("SCENARIO-MISMATCH"),
            absent=F("MODEL-MISMATCH"),
            tolerated=F("CROSS-SCENARIO"),
            why="an Offline figure for a chat assistant; one system in two scenarios",
        ),
        C(
            page=4,
            match="cleared MLPerf's 99% accuracy target in v5.1 Closed",
            values=(99.0,),
            unit=None,
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F("GATE-AS-GRADE"),
            tolerated=F("QUALITY-BUCKET"),
            absent=F("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="the accuracy gate sold as a promise of the right thesis",
        ),
        C(
            page=4,
            match="At 102,903 queries/s in the Interactive scenario",
            values=(102903.0,),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F("QUALITY-BUCKET"),
            absent=F("SCENARIO-MISMATCH", "GATE-AS-GRADE"),
            why="a throughput figure sold as answers that are never wrong",
        ),
        C(
            page=5,
            match="each 400-token answer costs about 0.003p in compute",
            values=(0.003, 128541.0),
            unit=None,
            benchmark=None,
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=F("COST-PER-ANSWER"),
            tolerated=F("DERIVED-METRIC", "QUALITY-BUCKET"),
            absent=F("SCENARIO-MISMATCH"),
            why="a price per answer worked out from a Server result",
        ),
    ),
    non_claims=(
        N(page=1, match="March 2027", why="date"),
        N(page=2, match="41,000 digitised theses", why="collection size"),
        N(page=2, match="1,900 catalogue sessions an hour", why="customer load"),
        N(page=5, match="GBP 64,000 a year", why="licence price"),
    ),
)

VOICE_DECKS_33: tuple[DeckSpec, ...] = (W531, W532, W533, W534, W535)
