"""Tune decks w141-w159, written blind to the rules by helper h15w10.

Voices: an overnight document-summary service for an insurer, a smart-city street-cabinet
tender, a live help-desk agent provider, a game studio's NPC dialogue service, a museum's
archive digitisation plan, a bank's own architecture review board paper, a crop-scouting drone
maker, a broadcaster-facing video-analytics capabilities deck, a warehouse-robot compute module
supplier, a self-checkout camera vendor's press kit, a hosted-API price sheet with a disclosure
slide, and a legal e-discovery vendor whose workload is only said in the speaker notes.

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
                "delivered 59,623 tokens/s in the same Interactive scenario.",
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
            heading="From our MLPerf Inference v6.0 Closed-division results",
            bullets=(
                "Our 103,635 tokens/s Server figure is the headroom that keeps every "
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
            match="Our 103,635 tokens/s Server figure",
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

VOICE_DECKS_10: tuple[DeckSpec, ...] = (W141, W142, W143, W144, W145)
