"""Tune decks w141-w159, written blind to the rules by helper h15w10.

Voices: an overnight document-summary service for an insurer, a smart-city street-cabinet
tender, a live help-desk agent provider, a game studio's NPC dialogue service, a museum's
archive digitisation plan, a bank's own architecture review board paper, a crop-scouting drone
maker, a broadcaster-facing video-analytics capabilities deck, a warehouse-robot compute module
supplier, a self-checkout camera vendor's press kit, a hosted-API price sheet with a disclosure
slide, a legal e-discovery vendor whose workload is only said in the speaker notes, an
autonomous-shuttle perception supplier and an overnight card-account scoring proposal.

The weight is on the deck's own workload said in other words (overnight, backlog, in bulk,
camera-side, on the airframe, per player, while the shopper waits) beside sentences about a use
that is not the customer's (a rival's, a past project's, the benchmark's own description, a
hypothetical, a separately tendered lot); on labels that come only from context (heading text
boxes, table headers, chart titles and axes, marker-bound footnotes, a disclosure slide); on
claims phrased unusually for their bucket; and on claims that are hard to find (follow-on
figures, press-release ranks, two vendors in one analyst sentence, a figure whose only MLPerf
context is its slide heading).

Published figures come from /work/shared/reference/mlperf (v4.1, v5.1, v6.0 results files).
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset

# ---------------------------------------------------------------------------------------------
# w141: overnight claims-file summaries for an insurer (batch said as "before the 07:00 shift",
# "in bulk across six weekends", "nobody waits at a screen"); a live chat that is out of scope and
# a hypothetical chat later must not make it interactive. Labels from a heading text box.
# ---------------------------------------------------------------------------------------------

W141 = DeckSpec(
    name="w141_nightshift_overnight_claims",
    kind="pptx",
    vendor="Ledgerline Systems",
    workload="batch",
    slides=(
        Slide(
            title="NightShift: claims files summarised while Halvorsen sleeps",
            subtitle=(
                "Prepared for Halvorsen Mutual by Ledgerline Systems\n"
                "Proposal LS-2207, 14 January 2027"
            ),
        ),
        Slide(
            title="What Halvorsen asked us for",
            bullets=(
                "Every claims folder scanned during the day is summarised and indexed before "
                "the 07:00 handler shift begins.",
                "The archive of 2.3 million closed policy files is worked through in bulk "
                "across six weekends.",
                "Nobody waits at a screen: summaries are in the case system by morning.",
                "Your live web chat stays with its current provider and is out of scope for "
                "this proposal.",
            ),
            notes="Keep the conversation on the nightly window; reaction time is not the brief.",
        ),
        Slide(
            heading="MLPerf Inference v4.1 \u00b7 Closed division \u00b7 Offline scenario",
            table=Table(
                header=("System (submitter)", "GPUs", "Llama 2 70B, tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA DGX H100 (NVIDIA)", "8", "24,525", "v4.1-0043"),
                    ("Dell PowerEdge XE9680 with H200 (Dell)", "8", "32,124", "v4.1-0021"),
                    ("Supermicro AS-8125GS-TNMR2 with MI300X (AMD)", "8", "23,515", "v4.1-0002"),
                ),
            ),
            footnote=(
                "Source: MLCommons results, retrieved 6 January 2027. Tokens/s rounded to "
                "the nearest token."
            ),
        ),
        Slide(
            title="Sizing your nightly window",
            heading="From the published MLPerf Inference v4.1 Offline result, Closed, v4.1-0021",
            bullets=(
                "One eight-GPU XE9680 node at 32,124 tokens/s works through about 2.8 million "
                "330-token summaries in an eight-hour night.",
                "Should Halvorsen later move its customer chat onto NightShift, we would size "
                "that service from Server results instead.",
                "Price: \u20ac0.38 per thousand pages, billed monthly.",
            ),
        ),
        Slide(
            title="Next steps",
            bullets=(
                "Pilot on 50,000 closed files in February 2027.",
                "Go-live for the daily intake on 1 April 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX H100 (NVIDIA)",
            values=(24525.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            why="Round, division and scenario only in the heading text box; Offline suits "
            "an overnight job; three eight-GPU systems side by side.",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9680 with H200 (Dell)",
            values=(32124.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="Supermicro AS-8125GS-TNMR2 with MI300X (AMD)",
            values=(23515.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="works through about 2.8 million",
            values=(2.8e6, 32124.0),
            unit=None,
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"UNVERIFIED"}),
            why="A projection of the published figure onto the customer's night; the "
            "hypothetical chat on the same slide is not the customer's workload.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.3 million closed policy files", why="archive size"),
        NonClaim(page=2, match="07:00", why="shift start"),
        NonClaim(page=3, match="6 January 2027", why="retrieval date"),
        NonClaim(page=4, match="\u20ac0.38 per thousand pages", why="price"),
        NonClaim(page=5, match="50,000 closed files", why="pilot size"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w142: a smart-city junction tender (edge said as "street cabinet", "camera-side", "frames never
# leave the pole"); a chatbot lot tendered separately is not this customer's use. Scenario only
# in marker-bound footnotes on table rows, two markers binding two different footnotes.
# ---------------------------------------------------------------------------------------------

W142 = DeckSpec(
    name="w142_oosterhaven_street_cabinets",
    kind="pdf",
    vendor="Corvane Vision",
    workload="edge",
    slides=(
        Slide(
            title="Oosterhaven Junction Safety \u2014 Lot 1 response",
            subtitle="Corvane Vision B.V.\nTender OH-2027-014, submitted 3 March 2027",
        ),
        Slide(
            title="How Lot 1 runs",
            bullets=(
                "Each of the 212 junctions gets a sealed compute unit in its street cabinet, "
                "wired straight to the pole cameras.",
                "Detection runs camera-side, one frame at a time; frames never leave the "
                "pole, only counts and alerts do.",
                "Lot 2, the citizen question-answering chatbot, is tendered separately and is "
                "not part of this response.",
            ),
        ),
        Slide(
            title="Published latency of the cabinet unit",
            table=Table(
                header=("Benchmark", "Lenovo ThinkEdge SE360 V2 (2x L4), latency"),
                rows=(
                    ("RetinaNet, one camera feed^{1}", "3.81 ms"),
                    ("RetinaNet, eight camera feeds^{2}", "32.19 ms"),
                    ("ResNet-50 classification^{1}", "0.39 ms"),
                ),
            ),
            footnotes=(
                "^{1} MLPerf Inference v4.1, Edge suite, Closed division, SingleStream "
                "scenario (90th-percentile latency); result v4.1-0042.",
                "^{2} MLPerf Inference v4.1, Edge suite, Closed division, MultiStream "
                "scenario (99th-percentile latency per eight-sample query); result v4.1-0042.",
            ),
        ),
        Slide(
            title="Re-reading a day of footage",
            heading="MLPerf Inference v4.1 Edge, Closed division, result v4.1-0042",
            bullets=(
                "The same unit also processes 453.7 RetinaNet frames/s in the Offline scenario.",
                "Unit price \u20ac4,950 per cabinet, including five years of support.",
            ),
        ),
        Slide(
            title="Service levels",
            bullets=(
                "Near-miss alert in the traffic control room within 2 seconds.",
                "Mean time to repair a cabinet: 8 hours.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="RetinaNet, one camera feed",
            values=(3.81,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            why="Marker 1 binds the SingleStream footnote; the edge workload fits it.",
        ),
        ExpectedClaim(
            page=3,
            match="RetinaNet, eight camera feeds",
            values=(32.19,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            why="Marker 2 binds the MultiStream footnote, not footnote 1.",
        ),
        ExpectedClaim(
            page=3,
            match="ResNet-50 classification",
            values=(0.39,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="processes 453.7 RetinaNet frames/s",
            values=(453.7,),
            unit=None,
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0042",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="A follow-on ('the same unit') labelled by its own text and the heading box; "
            "Offline fits an edge deployment.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="212 junctions", why="site count"),
        NonClaim(page=4, match="\u20ac4,950 per cabinet", why="price"),
        NonClaim(page=5, match="within 2 seconds", why="customer's alert target"),
        NonClaim(page=5, match="8 hours", why="repair time"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w143: a live help-desk agent provider (interactive said as "while the shopper is still on the
# page", "first words", "streams as fast as they can read"); an Offline follow-on mismatches; an
# analyst sentence carries two vendors; a price per resolved conversation is no cost per answer.
# ---------------------------------------------------------------------------------------------

W143 = DeckSpec(
    name="w143_parlance_help_widget",
    kind="reportlab",
    vendor="Parlance Support AI",
    workload="interactive",
    slides=(
        Slide(
            title="Parlance for Brightwater Retail",
            heading="Help-desk agents that answer while the shopper is still on the page",
            bullets=(
                "Brightwater's 40 million yearly visitors reach a Parlance agent from the help "
                "widget on every product page.",
                "The agent's first words should appear almost at once, and the rest of the "
                "reply streams as fast as the shopper can read it.",
            ),
        ),
        Slide(
            title="Serving numbers we stand behind",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Interactive scenario: 21,916 tokens/s on Llama 2 70B from a Dell PowerEdge "
                "XE9680 with eight H200 GPUs (5.1-0026).",
                "The same system reached 35,317 tokens/s in the Offline scenario.",
                "MLCommons describes Llama 2 70B as a question-answering test, the closest "
                "public match to a help desk.",
            ),
            footnotes=("Results from the MLCommons database, retrieved 2 February 2027.",),
        ),
        Slide(
            title="What the analysts say",
            heading="Analyst view of MLPerf Inference v5.1",
            bullets=(
                "Corran Research: AMD's eight-GPU MI300X server delivered 8,840 tokens/s in "
                "the Llama 2 70B Interactive scenario, whereas Nebius's eight-GPU B200 system "
                "delivered 59,623 tokens/s on the same Llama 2 70B Interactive test.",
            ),
        ),
        Slide(
            title="Why switch to Parlance",
            bullets=(
                "Last Black Friday a rival widget kept Brightwater's shoppers waiting 4.2 "
                "seconds for a first reply.",
                "Plans from $0.90 per resolved conversation, billed monthly.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Interactive scenario: 21,916 tokens/s",
            values=(21916.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Interactive fits a live help desk; round and division from the heading line.",
        ),
        ExpectedClaim(
            page=2,
            match="The same system reached 35,317 tokens/s",
            values=(35317.0,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="A follow-on Offline figure in a deck for shoppers waiting on a reply; two "
            "scenarios of one system are disclosure, so CROSS-SCENARIO is tolerated.",
        ),
        ExpectedClaim(
            page=3,
            match="AMD's eight-GPU MI300X server delivered 8,840 tokens/s",
            values=(8840.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="unstated",
            scenario="interactive",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="Nebius's eight-GPU B200 system delivered 59,623 tokens/s",
            values=(59623.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="unstated",
            scenario="interactive",
            flags=F({"DIVISION-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="The second vendor of an analyst sentence joined by 'whereas'.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="40 million yearly visitors", why="traffic"),
        NonClaim(page=4, match="waiting 4.2", why="a rival's past reply time, no benchmark"),
        NonClaim(
            page=4,
            match="$0.90 per resolved conversation",
            why="a service price, not a cost per answer drawn from a benchmark",
        ),
    ),
)

# ---------------------------------------------------------------------------------------------
# w144: a game studio's NPC dialogue service (interactive said as "before the player's thumb
# leaves the stick", "per player, live in the session"); its own model deployed; a throughput
# figure sold as believability, the accuracy gate sold as trust; chart title names the scenario.
# ---------------------------------------------------------------------------------------------

W144 = DeckSpec(
    name="w144_hearthvoice_npc_dialogue",
    kind="pptx",
    vendor="Lanternfall Interactive",
    workload="interactive",
    slides=(
        Slide(
            title="Hearthvoice by Lanternfall",
            subtitle=(
                "Living dialogue for your open-world characters\n"
                "Partner briefing for Quillstone Games, March 2027"
            ),
        ),
        Slide(
            title="What your players will feel",
            bullets=(
                "A player stops a blacksmith mid-quest and asks about the missing caravan; "
                "the smith starts answering before the player's thumb leaves the stick.",
                "Every line is generated per player and per conversation, live in the session.",
                "Lines are written by Ember-12B, our own 12-billion-parameter model tuned on "
                "40,000 pages of Quillstone lore.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 \u00b7 Closed division",
            chart=Chart(
                title="Llama 2 70B, Server scenario (tokens/s)",
                categories=("HPE XD685, 8x B200 (6.0-0048)", "HPE XD685, 8x MI355X (6.0-0049)"),
                series=(("Tokens/s", (103635.0, 95544.0)),),
                value_axis_title="Tokens per second",
            ),
        ),
        Slide(
            title="Proof your players will believe your characters",
            heading="What the MLPerf Inference v6.0 Closed-division results mean for you",
            bullets=(
                "The 103,635 tokens/s Server figure is the headroom that keeps every "
                "blacksmith, bard and bandit in character.",
                "Llama 2 70B cleared the benchmark's 99% accuracy bar: dialogue your players "
                "can trust, line by line.",
            ),
        ),
        Slide(
            title="Commercial terms",
            bullets=(
                "Launch partners pay $0.0021 per generated NPC line for the first 18 months.",
                "Hearthvoice 2 adds spoken output in Q3 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="HPE XD685, 8x B200",
            values=(103635.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            why="Scenario only in the chart title, division only in the heading box; the "
            "deck deploys its own Ember-12B.",
        ),
        ExpectedClaim(
            page=3,
            match="HPE XD685, 8x MI355X",
            values=(95544.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0049",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="The 103,635 tokens/s Server figure",
            values=(103635.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH", "RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Throughput offered as proof that characters stay believable.",
        ),
        ExpectedClaim(
            page=4,
            match="cleared the benchmark's 99% accuracy bar",
            values=(99.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="The pass/fail gate sold as dialogue players can trust.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40,000 pages", why="tuning corpus size"),
        NonClaim(page=5, match="$0.0021 per generated NPC line", why="price"),
        NonClaim(page=5, match="Q3 2027", why="roadmap"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w145: a museum's archive digitisation (batch said as "in bulk", "queued in full", "while the
# reading room is closed"); a past live-subtitling project and the benchmark's own description
# are not the customer's use. Chart title names the scenario, heading names round and division;
# per-GPU and projected figures on a sizing slide.
# ---------------------------------------------------------------------------------------------

W145 = DeckSpec(
    name="w145_aldersee_tape_archive",
    kind="pdf",
    vendor="Stellwerk Archive Services",
    workload="batch",
    slides=(
        Slide(
            title="Digitising the Aldersee herbarium and sound archive",
            subtitle=(
                "Stellwerk Archive Services\n"
                "Project plan for the Aldersee Natural History Museum, April 2027"
            ),
        ),
        Slide(
            title="The job",
            bullets=(
                "4.6 million herbarium sheets and 31,000 hours of field-recording tape, "
                "transcribed and catalogued in bulk over 18 months.",
                "Nothing here is time-critical: the collection is queued in full and worked "
                "through while the reading room is closed.",
                "Our earlier project for Radio Nordhavn put live subtitles on air within two "
                "seconds of speech; this project needs none of that.",
            ),
        ),
        Slide(
            heading="Speech-to-text throughput \u2014 MLPerf Inference v6.0, Closed division",
            chart=Chart(
                title="Whisper, Offline scenario (samples/s)",
                categories=("DGX B300 (6.0-0098)", "DGX B200 (6.0-0072)", "SR680a V4 (6.0-0066)"),
                series=(("Samples/s", (50562.0, 47434.0, 47269.0)),),
                category_axis_title="Eight-GPU systems",
                width_in=11.5,
            ),
            footnote=(
                "MLCommons describes Whisper as its speech-recognition benchmark, the kind of "
                "model behind live captioning. Retrieved 2 April 2027."
            ),
        ),
        Slide(
            title="What it means for the schedule",
            heading="Sizing from the MLPerf Inference v6.0 Offline result, Closed division",
            bullets=(
                "That is 6,320 Whisper samples/s per GPU on the DGX B300.",
                "Projected to the museum's four-GPU rack: roughly 25,300 samples/s.",
                "Curators approve batches of 500 sheets at a time in the reading room.",
            ),
        ),
        Slide(
            title="Fixed price",
            bullets=("\u20ac1.84 million for the full 18-month programme, in six instalments.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="DGX B300",
            values=(50562.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0098",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            why="Offline suits a queued archive; the captioning in the footnote describes the "
            "benchmark, not the museum's use.",
        ),
        ExpectedClaim(
            page=3,
            match="DGX B200",
            values=(47434.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0072",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="SR680a V4",
            values=(47269.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0066",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="6,320 Whisper samples/s per GPU",
            values=(6320.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=4,
            match="roughly 25,300 samples/s",
            values=(25300.0,),
            unit="samples/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="A projection from the per-GPU figure to a smaller rack.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="4.6 million herbarium sheets", why="collection size"),
        NonClaim(page=2, match="31,000 hours", why="tape hours"),
        NonClaim(page=4, match="500 sheets", why="approval batch size"),
        NonClaim(page=5, match="\u20ac1.84 million", why="price"),
    ),
)


# ---------------------------------------------------------------------------------------------
# w146: a bank's own architecture review board paper. Its workload is stated only on the closing
# "target deployment" slide (a 01:00-05:00 summariser read next morning); a vendor's reference
# customer's chat assistant is not the bank's use. Two vendors' figures in one sentence across
# scenarios; a restated table whose first header cell carries round and division.
# ---------------------------------------------------------------------------------------------

W146 = DeckSpec(
    name="w146_fennick_arb_paper",
    kind="pptx",
    vendor="Fennick Bank Group",
    workload="batch",
    slides=(
        Slide(
            title="ARB-2027-031: inference platform for the reconciliation summariser",
            subtitle=(
                "Fennick Bank Group Architecture Review Board\n"
                "Paper for decision, 9 February 2027 \u2014 internal"
            ),
        ),
        Slide(
            title="1. Vendor figures as submitted",
            bullets=(
                "Gartwell's pitch quotes 31,303 tokens/s on Llama 2 70B for an eight-GPU H200 "
                "server (MLPerf Inference v4.1, Offline scenario, result v4.1-0048), while Orlo "
                "quotes 21,028 tokens/s on Llama 2 70B for its eight-GPU MI300X server (v4.1, "
                "Server scenario, result v4.1-0002).",
                "Review note: the two figures are not comparable as presented, and neither "
                "vendor named the division.",
            ),
        ),
        Slide(
            title="2. Figures restated by the review team",
            table=Table(
                header=(
                    "MLPerf Inference v4.1, Closed division",
                    "Result ID",
                    "Llama 2 70B Offline, tokens/s",
                ),
                rows=(
                    ("NVIDIA H200, 8 GPUs (Gartwell)", "v4.1-0048", "31,303"),
                    ("AMD MI300X, 8 GPUs (Orlo)", "v4.1-0002", "23,515"),
                ),
            ),
        ),
        Slide(
            title="3. Risks",
            bullets=(
                "Gartwell's reference customer runs a branch-staff chat assistant; its "
                "response-time experience does not carry over to our use.",
                "Orlo's roadmap promises twice the memory per card in 2028.",
                "Contract value: \u00a32.6 million over three years.",
            ),
        ),
        Slide(
            title="4. Target deployment (for decision)",
            bullets=(
                "Scope: the reconciliation-notes summariser, run between 01:00 and 05:00 over "
                "the day's 1.2 million ledger breaks.",
                "Output is read by operations staff the next morning; there is no "
                "customer-facing or real-time component.",
                "Recommendation: approve Gartwell for a 12-month pilot.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Gartwell's pitch quotes 31,303 tokens/s",
            values=(31303.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0048",
            division="unstated",
            scenario="offline",
            flags=F({"DIVISION-MISSING", "CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Offline set against a rival's Server figure in one sentence; the review "
            "note's 'division' names none.",
        ),
        ExpectedClaim(
            page=2,
            match="Orlo quotes 21,028 tokens/s",
            values=(21028.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="unstated",
            scenario="server",
            flags=F({"DIVISION-MISSING", "CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="The second vendor after 'while'; a Server figure does not misfit an "
            "overnight job.",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA H200, 8 GPUs (Gartwell)",
            values=(31303.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"DIVISION-MISSING", "CROSS-SCENARIO", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="Round and division only in the first header cell, scenario in the third.",
        ),
        ExpectedClaim(
            page=3,
            match="AMD MI300X, 8 GPUs (Orlo)",
            values=(23515.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0002",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"DIVISION-MISSING", "CROSS-SCENARIO", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="9 February 2027", why="date"),
        NonClaim(page=4, match="2028", why="roadmap year"),
        NonClaim(page=4, match="\u00a32.6 million", why="contract value"),
        NonClaim(page=5, match="1.2 million ledger breaks", why="daily volume"),
        NonClaim(page=5, match="12-month pilot", why="pilot length"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w147: a crop-scouting drone (edge said as "on the airframe while it flies", "nothing is sent
# back until the drone lands"); a rival's cloud upload is not this use. Letter markers bind two
# different footnotes on one slide; a rank claim whose only MLPerf context is the heading.
# ---------------------------------------------------------------------------------------------

W147 = DeckSpec(
    name="w147_furrowline_scout_drone",
    kind="pdf",
    vendor="Furrowline Aerial",
    workload="edge",
    slides=(
        Slide(
            title="Furrowline Scout X4",
            subtitle=(
                "Crop-disease spotting on the airframe itself\n"
                "Dealer briefing, Agritechnica, November 2027"
            ),
        ),
        Slide(
            title="Where the model runs",
            bullets=(
                "Scout X4 carries its inference module in the payload bay: leaf images are "
                "checked on the airframe while it flies.",
                "Fields rarely have coverage, so nothing is sent back to the farm office until "
                "the drone lands.",
                "Rival platforms upload every frame to a cloud service and answer the grower "
                "hours later.",
            ),
        ),
        Slide(
            title="The module's published results",
            bullets=(
                "RetinaNet detection latency: 8.50 ms per image^{a}",
                "Eight-camera burst, RetinaNet: 70.20 ms per query^{b}",
                "ResNet-50 classification: 0.51 ms per image^{a}",
                "Scout X4's module uses the same RTX 2000E Ada as the Lenovo ThinkEdge SE100 "
                "entry cited below.",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Edge suite, Closed division, SingleStream "
                "scenario; Lenovo ThinkEdge SE100 (1x RTX 2000E Ada), result 5.1-0064.",
                "^{b} MLPerf Inference v5.1, Edge suite, Closed division, MultiStream "
                "scenario; Lenovo ThinkEdge SE100 (1x RTX 2000E Ada), result 5.1-0064.",
            ),
        ),
        Slide(
            title="Where Scout X4 stands",
            heading="Scout X4 and MLPerf",
            bullets=(
                "The lowest object-detection latency of any drone module on the market.",
                "Flight time: 38 minutes per battery.",
                "Dealer price: \u20ac7,900 per drone, module included.",
            ),
        ),
        Slide(
            title="Dealer terms",
            bullets=("Demonstration units ship from 12 May 2027.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="RetinaNet detection latency: 8.50 ms",
            values=(8.5,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            why="Letter marker a binds the SingleStream footnote.",
        ),
        ExpectedClaim(
            page=3,
            match="Eight-camera burst, RetinaNet: 70.20 ms",
            values=(70.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "SCENARIO-MISSING"}),
            why="Letter marker b binds the MultiStream footnote, not footnote a.",
        ),
        ExpectedClaim(
            page=3,
            match="ResNet-50 classification: 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=4,
            match="The lowest object-detection latency of any drone module",
            values=(),
            unit=None,
            benchmark=None,
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="A market-wide rank whose only MLPerf context is the slide heading.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="uses the same RTX 2000E Ada", why="a product name"),
        NonClaim(page=4, match="38 minutes per battery", why="flight time"),
        NonClaim(page=4, match="\u20ac7,900 per drone", why="price"),
        NonClaim(page=5, match="12 May 2027", why="date"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w148: a video-analytics capabilities deck with no customer: its case studies (an archive run
# overnight, goals clipped live) are other clients' uses, so the workload is unstated. A chart
# whose only MLPerf context is the heading and whose series names the scenario; a follow-on; a
# "No. 1" rank in press-release voice.
# ---------------------------------------------------------------------------------------------

W148 = DeckSpec(
    name="w148_kestrel_media_capabilities",
    kind="pptx",
    vendor="Kestrel Media Labs",
    workload="unstated",
    slides=(
        Slide(
            title="Kestrel Media Labs",
            subtitle="Video understanding at broadcast scale\nCapabilities overview, 2027",
        ),
        Slide(
            title="Case studies",
            bullets=(
                "2025: a national film archive ran 70 years of newsreels through Kestrel "
                "overnight, tagging every face and caption.",
                "2026: a sports network clipped goals live during matches, with highlights on "
                "air seconds after the whistle.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 \u2014 Closed division, Datacenter suite",
            chart=Chart(
                title="Stable Diffusion XL on eight-GPU systems",
                categories=("NVIDIA DGX B200 (5.1-0069)", "Cisco UCS C885A M8, H200 (5.1-0014)"),
                series=(("Server scenario, queries/s", (28.4631, 18.3718)),),
                number_format="0.0",
                legend=True,
                width_in=10.0,
            ),
        ),
        Slide(
            title="Indexing throughput",
            heading="MLPerf Inference v5.1 \u00b7 Closed division",
            bullets=(
                "RetinaNet object detection on one Dell PowerEdge XE9680 with eight H200 "
                "GPUs: 14,961 samples/s in the Offline scenario (5.1-0026).",
                "The same server sustains 13,603 queries/s in the Server scenario.",
                "Kestrel is the No. 1 video-AI platform in MLPerf.",
            ),
        ),
        Slide(
            title="Working with us",
            bullets=(
                "Pilots start at $45,000 for six weeks.",
                "140 engineers in Leeds and Lyon.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200",
            values=(28.4631, 28.5),
            unit="queries/s",
            benchmark="stable-diffusion-xl",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISSING", "DIVISION-MISSING", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="Scenario only in the series name, round and division only in the heading; "
            "the deck states no workload of its own.",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8, H200",
            values=(18.3718, 18.4),
            unit="queries/s",
            benchmark="stable-diffusion-xl",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="14,961 samples/s in the Offline scenario",
            values=(14961.0,),
            unit="samples/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="The overnight archive case study is another client's use, not a workload.",
        ),
        ExpectedClaim(
            page=4,
            match="The same server sustains 13,603 queries/s",
            values=(13603.0,),
            unit="queries/s",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="A follow-on naming no benchmark; the result ID on the slide is the same system's.",
        ),
        ExpectedClaim(
            page=4,
            match="No. 1 video-AI platform in MLPerf",
            values=(),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="70 years of newsreels", why="a past client's archive"),
        NonClaim(page=5, match="$45,000", why="price"),
        NonClaim(page=5, match="140 engineers", why="headcount"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w149: a warehouse-robot compute module (edge said as "on board each picking robot", "within
# the arm's own control loop"); integrators' chat-style assistants are not this use. Systems of
# 1, 8 and 16 accelerators in one table; a per-card normalisation.
# ---------------------------------------------------------------------------------------------

W149 = DeckSpec(
    name="w149_axlebright_picking_module",
    kind="reportlab",
    vendor="Axlebright Robotics",
    workload="edge",
    slides=(
        Slide(
            title="Axlebright RC-2 robot compute module",
            heading="On-board vision for autonomous picking arms",
            bullets=(
                "Each picking robot carries one RC-2; grasp decisions are made on board, "
                "within the arm's own control loop.",
                "Some integrators sell chat-style picking assistants that answer operators "
                "from a data centre; RC-2 never waits on a network.",
            ),
        ),
        Slide(
            title="Published detection latency",
            table=Table(
                header=(
                    "MLPerf Inference v6.0 Edge, Closed: YOLO",
                    "GPUs",
                    "SingleStream",
                    "Result",
                ),
                rows=(
                    ("Dell Pro Max with GB10", "1", "611.93 ms", "6.0-0028"),
                    ("Dell PowerEdge XE7745, L40S cards", "8", "7.12 ms", "6.0-0029"),
                    ("Dell PowerEdge XE7745, L4 cards", "16", "10.55 ms", "6.0-0030"),
                ),
            ),
            footnotes=("Lower is better. Results retrieved 3 April 2026.",),
        ),
        Slide(
            title="Per-card view",
            bullets=(
                "Normalised per card, the L40S system delivers 19.2 YOLO samples/s against "
                "6.4 for the L4 system (MLPerf Inference v6.0, Offline, Closed).",
                "RC-2 draws 65 W from the robot's battery bus.",
            ),
        ),
        Slide(
            title="Your rollout",
            bullets=(
                "First 400 robots at the Tilburg hub from June 2027.",
                "Module price \u20ac2,350 at volume.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Dell Pro Max with GB10",
            values=(611.93,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="One, eight and sixteen GPUs side by side in a table whose first header cell "
            "carries round and division.",
        ),
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE7745, L40S cards",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE7745, L4 cards",
            values=(10.55,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0030",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Normalised per card, the L40S system delivers 19.2",
            values=(19.2, 6.4),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CHIP-COUNT", "RESULT-ID-MISSING", "UNVERIFIED"}),
            why="Per-card figures worked out from an 8-GPU and a 16-GPU Offline result.",
        ),
    ),
    non_claims=(
        NonClaim(page=3, match="65 W", why="power draw of the module, no benchmark"),
        NonClaim(page=4, match="400 robots", why="rollout size"),
        NonClaim(page=4, match="\u20ac2,350", why="price"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w150: a self-checkout camera vendor's press release (edge said as "inside the till hood",
# "camera-side, with no trip to the store server"); the earlier product's nightly shelf audit is
# not this use. An industry-wide rank; a bare latency whose labels come only from the
# "benchmark notes" slide's statement covering every result in the release.
# ---------------------------------------------------------------------------------------------

W150 = DeckSpec(
    name="w150_tillsight_press_release",
    kind="pptx",
    vendor="TillSight",
    workload="edge",
    slides=(
        Slide(
            title="TillSight unveils CheckPoint 3 for self-checkout lanes",
            subtitle=(
                "Utrecht, 18 May 2027 \u2014 for immediate release\n"
                "Media contact: press office, TillSight B.V."
            ),
        ),
        Slide(
            title="Press release",
            bullets=(
                "CheckPoint 3 is the industry's fastest vision module for self-checkout.",
                "Running inside the till hood, CheckPoint 3 recognises an item on the scanner "
                "glass in 0.51 ms, camera-side, with no trip to the store server.",
                "\u201cShoppers should never wait on the machine,\u201d said Ilse Brandt, "
                "chief executive of TillSight.",
                "CheckPoint 3 ships to 1,800 stores from September 2027.",
            ),
        ),
        Slide(
            title="Benchmark notes for editors",
            bullets=(
                "All results in this release: MLPerf Inference v5.1, Closed division, Edge "
                "suite, Lenovo ThinkEdge SE100 with one NVIDIA RTX 2000E Ada.",
                "Image classification: ResNet-50, SingleStream scenario, 0.51 ms at the 90th "
                "percentile, result 5.1-0064.",
                "Object detection across eight camera views: RetinaNet, MultiStream scenario, "
                "70.20 ms.",
            ),
        ),
        Slide(
            title="About TillSight",
            bullets=(
                "Founded in 2019; 260 employees in Utrecht and Ghent.",
                "Its earlier module, CheckPoint 2, feeds a cloud shelf-audit service that "
                "re-scans store photos every night.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="the industry's fastest vision module for self-checkout",
            values=(),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=F({"RANK-CLAIM", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="An industry-wide rank in press-release voice; round and division come from "
            "the statement covering every result in the release.",
        ),
        ExpectedClaim(
            page=2,
            match="recognises an item on the scanner glass in 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISMATCH"}),
            why="A latency worded as a result in a release whose notes cover every result.",
        ),
        ExpectedClaim(
            page=3,
            match="ResNet-50, SingleStream scenario, 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="RetinaNet, MultiStream scenario, 70.20 ms",
            values=(70.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="The result ID on the slide is the same system's.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="18 May 2027", why="date"),
        NonClaim(page=2, match="1,800 stores", why="store count"),
        NonClaim(page=4, match="260 employees", why="headcount"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w151: a hosted-endpoint rate card (interactive said as "your app calls an endpoint for each
# user message and streams tokens back"). Round and division only on the closing disclosure
# slide; the scenario only in * and dagger footnotes bound to table cells; a cost per accurate
# reply in cents; a price per million tokens that is no claim.
# ---------------------------------------------------------------------------------------------

W151 = DeckSpec(
    name="w151_quaver_rate_card",
    kind="pdf",
    vendor="Quaver Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Quaver Cloud inference endpoints",
            subtitle="Rate card and performance sheet\nSecond quarter 2027",
        ),
        Slide(
            title="How your app uses Quaver",
            bullets=(
                "Your app calls a Quaver endpoint for each user message and streams the tokens "
                "back to that user as they are generated.",
                "No user is kept waiting behind someone else's long request.",
            ),
        ),
        Slide(
            title="Endpoint performance",
            table=Table(
                header=("Endpoint", "Model", "Throughput", "Result ID"),
                rows=(
                    ("q-70 standard", "Llama 2 70B", "33,244 tokens/s^{*}", "5.1-0026"),
                    ("q-70 burst", "Llama 2 70B", "35,317 tokens/s^{\u2020}", "5.1-0026"),
                    ("q-8 fast", "Llama 3.1 8B", "64,915 tokens/s^{*}", "5.1-0049"),
                ),
            ),
            footnotes=(
                "^{*} Server scenario.",
                "^{\u2020} Offline scenario: every query issued at once, no latency bound.",
            ),
        ),
        Slide(
            title="Rate card",
            bullets=(
                "q-70 standard: $0.62 per million output tokens.",
                "At the Server throughput above, each accurate reply costs 0.018\u00a2.",
                "Volume discount of 18% above 10 billion tokens a month.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All figures in this sheet are MLPerf Inference v5.1 results in the Closed "
                "division, Datacenter suite, from eight-GPU H200 systems.",
                "MLPerf is a trademark of MLCommons Association in the United States and "
                "other countries. Retrieved 20 March 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="q-70 standard",
            values=(33244.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Server from the * footnote, round and division from the disclosure slide.",
        ),
        ExpectedClaim(
            page=3,
            match="q-70 burst",
            values=(35317.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"DIVISION-MISSING", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="The dagger binds the Offline footnote, not the * one; Offline for per-user "
            "streaming.",
        ),
        ExpectedClaim(
            page=3,
            match="q-8 fast",
            values=(64915.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="each accurate reply costs 0.018",
            values=(0.018,),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="A cost per accurate reply in cents, drawn from the Server result.",
        ),
    ),
    non_claims=(
        NonClaim(page=4, match="$0.62 per million output tokens", why="price per token"),
        NonClaim(page=4, match="18%", why="discount"),
        NonClaim(page=5, match="20 March 2027", why="retrieval date"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w152: an e-discovery vendor whose slides never say what the firm will run; the speaker notes
# do (14 million emails loaded in one go and tagged overnight). A chat-style legal assistant is
# named only as a product this briefing does not propose. The accuracy target stated as the
# pass mark it is.
# ---------------------------------------------------------------------------------------------

W152 = DeckSpec(
    name="w152_caseloom_review_notes",
    kind="pptx",
    vendor="Caseloom",
    workload="batch",
    slides=(
        Slide(
            title="Caseloom Review",
            subtitle=(
                "First-pass privilege and relevance tagging\n"
                "Briefing for Marlow & Finch LLP, 2 June 2027"
            ),
        ),
        Slide(
            title="How Caseloom tags a matter",
            bullets=(
                "Documents are de-duplicated, threaded and tagged for relevance and privilege "
                "before a reviewer opens them.",
                "Reviewers see a ranked queue with the model's reasons beside each tag.",
            ),
            notes=(
                "Say it plainly: the firm's 14 million Harcourt emails are loaded in one go "
                "and tagged overnight. Nobody at Marlow & Finch waits on a screen for a "
                "single document; the queue is ready when the reviewers arrive."
            ),
        ),
        Slide(
            title="Throughput behind the tagging",
            heading="MLPerf Inference v5.1 results, Closed division",
            bullets=(
                "Mixtral 8x7B, Offline: 62,108 tokens/s on an HPE Cray XD670 with eight H200 "
                "GPUs (5.1-0049).",
                "On the same system, Llama 3.1 8B reaches 66,037 tokens/s Offline.",
                "And on the next model up, Llama 2 70B, the same XD670 holds 34,965 tokens/s.",
                "All three runs met their benchmarks' accuracy targets, 99% of the reference "
                "model's score \u2014 the pass mark every Closed result must reach.",
            ),
        ),
        Slide(
            title="Why not a chat tool?",
            bullets=(
                "Chat-style legal assistants answer one lawyer's question at a time; that is "
                "a different product, and not what this briefing proposes.",
                "Every privilege call the model makes is confirmed by a qualified reviewer.",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=("\u00a30.021 per document processed, minimum \u00a340,000 per matter.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Mixtral 8x7B, Offline: 62,108 tokens/s",
            values=(62108.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0049",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "ROUND-MISSING"}),
            why="The overnight load is said only in the speaker notes; Offline fits it.",
        ),
        ExpectedClaim(
            page=3,
            match="Llama 3.1 8B reaches 66,037 tokens/s Offline",
            values=(66037.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="A follow-on on the same system; the result ID on the slide is that system's.",
        ),
        ExpectedClaim(
            page=3,
            match="the same XD670 holds 34,965 tokens/s",
            values=(34965.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="'The next model up' names no scenario of its own and takes none from the "
            "Offline siblings before it.",
        ),
        ExpectedClaim(
            page=3,
            match="met their benchmarks' accuracy targets, 99%",
            values=(99.0,),
            unit=None,
            benchmark=None,
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="operational",
            flags=F(),
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET"}),
            tolerated=F({"SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="The accuracy target named as the pass mark it is, not sold as quality.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="2 June 2027", why="date"),
        NonClaim(page=5, match="\u00a30.021 per document processed", why="price"),
        NonClaim(page=5, match="\u00a340,000 per matter", why="minimum fee"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w153: an autonomous-shuttle perception supplier (edge said as "the shuttle's own computer under
# the floor pan", "never depend on the depot's network"); a partner's overnight replay of the
# day's drives is not this use. Open-division results shown alone; the scenario in a chart's
# series and axis; a double dagger and an asterisk binding two footnotes of different rounds; a
# latency sold as what a safety case can rest on.
# ---------------------------------------------------------------------------------------------

W153 = DeckSpec(
    name="w153_vantrel_shuttle_perception",
    kind="pptx",
    vendor="Vantrel Mobility",
    workload="edge",
    slides=(
        Slide(
            title="Vantrel Perception Module P2",
            subtitle=(
                "Technical briefing for the Lindholm shuttle programme\nGothenburg, 7 October 2027"
            ),
        ),
        Slide(
            title="Where perception runs",
            bullets=(
                "Lidar and camera fusion runs on the shuttle's own computer under the floor "
                "pan; no decision depends on the depot's network.",
                "Our fleet-analytics partner replays each day's drives overnight in its own "
                "data centre; that service is not part of P2.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 \u00b7 Open division",
            chart=Chart(
                title="PointPainting 3D object detection",
                categories=("GATE Overflow i9 + RTX 4090 (5.1-0228)",),
                series=(("SingleStream latency, ms", (564.018264,)),),
                value_axis_title="SingleStream latency, ms (lower is better)",
                kind="bar",
                legend=True,
            ),
        ),
        Slide(
            title="Detection you can build a safety case on",
            bullets=(
                "At 564 ms a frame^{\u2021}, P2 sees every cyclist the way your safety "
                "engineers need it to.",
                "The cabin computer drafts each trip's incident summary in 1,358 ms^{*}.",
            ),
            footnotes=(
                "^{\u2021} PointPainting, MLPerf Inference v5.1, Open division, SingleStream "
                "scenario, result 5.1-0228.",
                "^{*} Llama 3.1 8B (edge), MLPerf Inference v6.0, Open division, SingleStream "
                "scenario, NVIDIA Jetson AGX Thor, result 6.0-0111.",
            ),
        ),
        Slide(
            title="Programme terms",
            bullets=(
                "Unit price SEK 41,000 per shuttle, sensors excluded.",
                "First 24 shuttles in service by March 2028.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="GATE Overflow i9 + RTX 4090",
            values=(564.018264, 564.0),
            unit="ms",
            benchmark="pointpainting",
            round="v5.1",
            result_id="5.1-0228",
            division="open",
            scenario="single_stream",
            flags=F(),
            absent=F(
                {"OPEN-COMPARED", "SCENARIO-MISMATCH", "SCENARIO-MISSING", "DIVISION-MISSING"}
            ),
            why="An Open result shown alone; division only in the heading, scenario only in "
            "the series and axis names.",
        ),
        ExpectedClaim(
            page=4,
            match="At 564 ms a frame",
            values=(564.0,),
            unit="ms",
            benchmark="pointpainting",
            round="v5.1",
            result_id="5.1-0228",
            division="open",
            scenario="single_stream",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"SCENARIO-MISMATCH", "OPEN-COMPARED"}),
            why="A latency offered as what the safety case can rest on; its labels come from "
            "the double-dagger footnote only.",
        ),
        ExpectedClaim(
            page=4,
            match="incident summary in 1,358 ms",
            values=(1358.0, 1357.552837),
            unit="ms",
            benchmark=None,
            round="v6.0",
            result_id="6.0-0111",
            division="open",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "OPEN-COMPARED", "CROSS-ROUND"}),
            why="The asterisk binds the v6.0 footnote, not the v5.1 one beside it; two "
            "benchmarks of different rounds are not compared.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="7 October 2027", why="date"),
        NonClaim(page=5, match="SEK 41,000 per shuttle", why="price"),
        NonClaim(page=5, match="24 shuttles", why="fleet size"),
    ),
)

# ---------------------------------------------------------------------------------------------
# w154: overnight card-account scoring (batch said as "re-scored before the statement run at
# 04:00"); real-time fraud checks at the terminal are the bank's other system. A table of a
# one-chip and an eight-GPU system; a Server follow-on; a sum of two nodes.
# ---------------------------------------------------------------------------------------------

W154 = DeckSpec(
    name="w154_tessellate_statement_scoring",
    kind="reportlab",
    vendor="Tessellate Analytics",
    workload="batch",
    slides=(
        Slide(
            title="Account scoring for Carrow Card Services",
            heading="Proposal from Tessellate Analytics, 11 March 2027",
            bullets=(
                "All 38 million card accounts are re-scored before the statement run starts "
                "at 04:00.",
                "Real-time fraud checks at the card terminal stay on Carrow's existing system "
                "and are not part of this proposal.",
            ),
        ),
        Slide(
            title="Recommendation-model results",
            heading="MLPerf Inference v4.1, Closed division, DLRM v2 (99% accuracy)",
            bullets=(
                "The H200 system in the table below also answers 585,208 queries/s in the "
                "Server scenario.",
            ),
            table=Table(
                header=("System", "Accelerators", "Offline samples/s", "Result"),
                rows=(
                    ("NVIDIA H200 (8x H200-SXM)", "8", "637,342", "v4.1-0048"),
                    ("NVIDIA GH200 NVL2 (1x GH200)", "1", "86,731", "v4.1-0044"),
                ),
            ),
        ),
        Slide(
            title="Scaling to your book",
            bullets=(
                "Two DGX H100 nodes together deliver 1.19 million samples/s (2 x 595,658 each; "
                "MLPerf Inference v4.1, Offline, Closed, v4.1-0043).",
                "Fee: \u00a30.0009 per account scored, invoiced quarterly.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="NVIDIA H200 (8x H200-SXM)",
            values=(637342.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v4.1",
            result_id="v4.1-0048",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            why="Eight GPUs beside one superchip; scenario only in the column header.",
        ),
        ExpectedClaim(
            page=2,
            match="NVIDIA GH200 NVL2 (1x GH200)",
            values=(86731.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v4.1",
            result_id="v4.1-0044",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="also answers 585,208 queries/s",
            values=(585208.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v4.1",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "CHIP-COUNT", "CROSS-SCENARIO"}),
            why="A follow-on: Server from its own text, the rest from the heading line; a "
            "Server figure does not misfit an overnight run.",
        ),
        ExpectedClaim(
            page=3,
            match="Two DGX H100 nodes together deliver 1.19 million samples/s",
            values=(1.19e6, 595658.0),
            unit="samples/s",
            benchmark=None,
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"UNVERIFIED"}),
            why="A sum over two nodes of a single-node result.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="38 million card accounts", why="account count"),
        NonClaim(page=1, match="04:00", why="statement run time"),
        NonClaim(page=3, match="\u00a30.0009 per account scored", why="fee"),
    ),
)

VOICE_DECKS_10: tuple[DeckSpec, ...] = (
    W141,
    W142,
    W143,
    W144,
    W145,
    W146,
    W147,
    W148,
    W149,
    W150,
    W151,
    W152,
    W153,
    W154,
)
