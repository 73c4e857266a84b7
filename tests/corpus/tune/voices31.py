"""Decks w501-w515, written blind to the rules by helper h15w31.
(Round nine's fresh part, scored before and after that round's rules; moved to the tune part in round ten.)

Voices: a shipping line's voyage-planning steering pack, a museum's digitisation grant application,
a mobile operator's response to a regulator's consultation, a rugby union's live-graphics vendor
review, a customs agency's X-ray-triage tender response, an airline's crew-assistant business
case, an ed-tech firm's tutoring-bot board update, an open-source foundation's hardware-donation
evaluation, a quant fund's research-infrastructure memo, a parliament's transcription-service
procurement, a hotel group's concierge-bot rollout, a builder's site-safety camera plan, a
food-delivery platform's ETA-model review, a chip distributor's line card and a hackathon judges'
briefing.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table


def _claim(
    page: int,
    match: str,
    values: tuple[float, ...] = (),
    *,
    unit: str | None = None,
    benchmark: str | None = None,
    round: str | None = None,
    result_id: str | None = None,
    division: str | None = "unstated",
    scenario: str | None = "unstated",
    bucket: str | None = "operational",
    flags: tuple[str, ...] = (),
    absent: tuple[str, ...] = (),
    tolerated: tuple[str, ...] = (),
    why: str = "",
) -> ExpectedClaim:
    """An expected claim with its code sets written as tuples."""
    return ExpectedClaim(
        page=page,
        match=match,
        values=values,
        unit=unit,
        benchmark=benchmark,
        round=round,
        result_id=result_id,
        division=division,
        scenario=scenario,
        bucket=bucket,
        flags=frozenset(flags),
        absent=frozenset(absent),
        tolerated=frozenset(tolerated),
        why=why,
    )


MISSING_ALL = ("DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING")

# w501: a shipping line's steering pack. The buyer's batch use is said indirectly (a nightly
# re-plan with a morning deadline); a 72-GPU rack set beside an 8-GPU board in a table whose
# heading box carries round and division; per-GPU figures and a projection on the next slide.
W501 = DeckSpec(
    name="w501_voyage_planning_steering_pack",
    kind="pptx",
    vendor="Meridian Tideway Lines",
    workload="batch",
    slides=(
        Slide(
            title="Voyage Planning Compute: Steering Group Pack 3",
            subtitle="Fleet Digital Office, Meridian Tideway Lines\n"
            "For the steering group meeting of 12 March",
        ),
        Slide(
            title="What the planner has to do",
            bullets=(
                "Every night the planner re-runs routing for all 214 scheduled sailings against "
                "fresh weather and port-slot data.",
                "Revised plans must be in each master's inbox before the 06:00 watch handover.",
                "Fuel budget for FY26 is $1.9 billion; a 1% routing gain is worth about $19 "
                "million.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: a rack against a board",
            bullets=("The rack moves roughly 10x the tokens per second of the board.",),
            table=Table(
                header=("System", "GPUs", "Llama 2 70B Offline (tokens/s)", "Result ID"),
                rows=(
                    ("NVIDIA GB300 NVL72", "72", "1,126,850", "6.0-0078"),
                    ("Dell PowerEdge XE9780L", "8", "108,669", "6.0-0024"),
                ),
            ),
            footnote="Source: MLCommons, MLPerf Inference v6.0 results, retrieved 2 April 2026. "
            "Closed division, Offline scenario.",
        ),
        Slide(
            title="Normalising to one accelerator",
            heading="Derived from the MLPerf Inference v6.0 Closed Llama 2 70B Offline results",
            bullets=(
                "GB300 NVL72 rack: about 15,650 tokens/s per GPU.",
                "XE9780L board: about 13,580 tokens/s per GPU.",
                "Projected: two XE9780L boards would finish the nightly re-plan in about 41 "
                "minutes.",
                "List prices: $410,000 for the board, $3.9 million for the rack.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Buy two boards in Q3 and revisit the rack in 2027, when the fleet grows to 260 "
                "sailings.",
                "Owner: Head of Fleet Digital; next review in June.",
            ),
            notes="The rack only pays off once the alliance network adds the transpacific loops.",
        ),
    ),
    claims=(
        _claim(
            3,
            "NVIDIA GB300 NVL72",
            (1126850,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            why="72 GPUs tabulated against 8; round and division sit in a heading text box",
        ),
        _claim(
            3,
            "Dell PowerEdge XE9780L",
            (108669,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0024",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "ROUND-MISSING"),
        ),
        _claim(
            3,
            "roughly 10x the tokens per second of the board",
            (10,),
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT",),
            tolerated=("RESULT-ID-MISSING",),
            why="the comparing sentence; the IDs of both systems are in the table on its slide",
        ),
        _claim(
            4,
            "about 15,650 tokens/s per GPU",
            (15650,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            tolerated=("CHIP-COUNT",),
            why="per-GPU figures of a 72- and an 8-GPU system side by side: a count comparison "
            "or its cure, defensible either way",
        ),
        _claim(
            4,
            "about 13,580 tokens/s per GPU",
            (13580,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            tolerated=("CHIP-COUNT",),
        ),
        _claim(
            4,
            "two XE9780L boards would finish the nightly re-plan",
            (41,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            absent=("SCENARIO-MISMATCH",),
            why="a projection onto two boards, worked out from the published board result",
        ),
    ),
    non_claims=(
        NonClaim(1, "meeting of 12 March", "a date"),
        NonClaim(2, "all 214 scheduled sailings", "fleet size"),
        NonClaim(2, "before the 06:00 watch handover", "the buyer's own deadline"),
        NonClaim(2, "$1.9 billion", "a budget"),
        NonClaim(2, "a 1% routing gain", "a business estimate"),
        NonClaim(4, "$410,000 for the board", "a list price"),
        NonClaim(4, "$3.9 million for the rack", "a list price"),
        NonClaim(5, "grows to 260 sailings", "a fleet plan"),
    ),
)

# w502: a museum's grant application. The buyer's batch use is said plainly; the deck deploys
# Whisper unchanged (no model mismatch on the speech result) and a fine-tune of Llama 3.1 8B
# (a mismatch on the Llama 3.1 8B result); a follow-on Server rate described in words; a cost per
# catalogued card; a disclosure slide that labels the whole deck.
W502 = DeckSpec(
    name="w502_museum_digitisation_grant",
    kind="pdf",
    vendor="Harrowgate Museum of Working Life",
    workload="batch",
    slides=(
        Slide(
            title="Cards to Catalogue: Digitising the Harrowgate Index",
            subtitle="Application to the Northern Heritage Digital Fund, Round 14\n"
            "Harrowgate Museum of Working Life",
        ),
        Slide(
            title="The work we are asking you to fund",
            bullets=(
                "Our workload is a batch job: overnight transcription and cataloguing of 2.4 "
                "million index cards.",
                "Oral-history tapes (31,000 hours) are transcribed with Whisper large-v3, "
                "unmodified.",
                "Catalogue entries are written by CardScribe, our own model fine-tuned from Llama "
                "3.1 8B on the museum's accession registers.",
                "The project runs 30 months from January 2027 with 4.5 FTE archivists.",
            ),
        ),
        Slide(
            title="Evidence the hardware is fit for the job",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Whisper: 31,674 samples/s Offline on a Dell PowerEdge XE7745 with eight H200 "
                "NVL GPUs (5.1-0023).",
                "Llama 3.1 8B: 50,776.8 tokens/s Offline on a Cisco UCS C845A M8 (5.1-0011).",
                "The same system sustains 38,696.9 tokens/s when queries arrive at random.",
            ),
            footnote="Published results retrieved from mlcommons.org on 14 October 2025.",
        ),
        Slide(
            title="What a catalogued card costs",
            bullets=(
                "At the C845A's Offline rate, one catalogued card costs about £0.0004 in compute.",
                "Done by hand today, a card costs £1.80 in staff time.",
                "Grant requested: £612,000 over 30 months.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All results quoted in this application: MLPerf Inference v5.1, Closed division.",
                "The cost per card is the museum's own arithmetic, not an MLCommons figure.",
                "MLPerf and MLCommons are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "Whisper: 31,674 samples/s Offline",
            (31674,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            absent=("MODEL-MISMATCH", "SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="the deck runs Whisper large-v3 unmodified, the reference model",
        ),
        _claim(
            3,
            "Llama 3.1 8B: 50,776.8 tokens/s Offline",
            (50776.8,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0011",
            division="closed",
            scenario="offline",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH",),
            why="CardScribe is a fine-tune of Llama 3.1 8B, not the reference model",
        ),
        _claim(
            3,
            "sustains 38,696.9 tokens/s when queries arrive at random",
            (38696.9,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            flags=("SCENARIO-MISSING",),
            tolerated=("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            why="a follow-on: random arrivals are described, no scenario is named; the "
            "sibling's ID and benchmark are not lent",
        ),
        _claim(
            4,
            "one catalogued card costs about £0.0004",
            (0.0004,),
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("COST-PER-ANSWER", "RESULT-ID-MISSING"),
            absent=("ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a price per unit of the museum's own work drawn from a result; round and "
            "division come from the disclosure slide",
        ),
    ),
    non_claims=(
        NonClaim(1, "Round 14", "the fund's grant round, not an MLPerf round"),
        NonClaim(2, "2.4 million index cards", "collection size"),
        NonClaim(2, "31,000 hours", "archive size"),
        NonClaim(2, "4.5 FTE archivists", "headcount"),
        NonClaim(3, "14 October 2025", "a retrieval date"),
        NonClaim(4, "a card costs £1.80 in staff time", "today's manual cost"),
        NonClaim(4, "£612,000 over 30 months", "the grant asked for"),
    ),
)

# w503: a mobile operator's consultation response, drawn with reportlab. The buyer's use is never
# stated (other respondents' chatbots are mentioned). Press-release rank claims, two vendors in one
# analyst sentence joined by "whereas", per-GPU and per-watt figures, a round that never was and a
# non-MLPerf model set beside MLPerf results.
W503 = DeckSpec(
    name="w503_telecom_consultation_response",
    kind="reportlab",
    vendor="Brightwave Mobile plc",
    workload="unstated",
    slides=(
        Slide(
            title="Response to Consultation 24/07",
            subtitle="Compute claims in network-AI procurement\n"
            "Brightwave Mobile plc, Regulatory Affairs\nSubmitted 9 May 2026",
        ),
        Slide(
            title="Question 3: how should benchmark claims be read?",
            bullets=(
                "Vendor A's release calls its accelerator the undisputed MLPerf inference leader.",
                "An analyst note says the Nebius GB300 NVL72 rack posted 673,936 tokens/s on "
                "DeepSeek-R1 Offline (6.0-0081), whereas Dell's eight-GPU PowerEdge XE9780L "
                "posted 66,287.9 tokens/s on DeepSeek-R1 Offline (6.0-0024).",
                "Vendor B says its edge card set records in every MLPerf edge test it entered.",
                "Several respondents run customer chatbots handling 3 million chats a month.",
            ),
        ),
        Slide(
            title="Question 5: derived figures",
            bullets=(
                "One supplier divides the GB300 NVL72's MLPerf DeepSeek-R1 result across its GPUs "
                "and quotes 8,661 tokens/s per GPU.",
                "Another quotes 94 tokens/s per watt from its card's 700 W rating, not measured "
                "power.",
                "We ask that any per-chip or per-watt figure state its basis.",
                "For scale, our network carries 41 PB of traffic a day.",
            ),
        ),
        Slide(
            title="Question 7: models and rounds",
            bullets=(
                "A bidder cited MLPerf v5.5 results for its 405B deployment: 1,240 tokens/s.",
                "Another set a Llama 3.3 70B figure of 3,050 tokens/s in the same table as its "
                "MLPerf Llama 2 70B results.",
            ),
        ),
        Slide(
            title="Our position",
            bullets=(
                "Every claim should carry its round, division, scenario and result ID.",
                "We would support a 60-day transition period for existing tenders.",
            ),
        ),
    ),
    claims=(
        _claim(
            2,
            "the undisputed MLPerf inference leader",
            flags=("RANK-CLAIM", *MISSING_ALL),
            why="a rank over the whole field in press-release voice, standing in for benchmark, "
            "scenario and division",
        ),
        _claim(
            2,
            "Nebius GB300 NVL72 rack posted 673,936",
            (673936,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0081",
            scenario="offline",
            flags=("CHIP-COUNT", "DIVISION-MISSING"),
            why="a 72-GPU rack set against an eight-GPU board in one sentence",
        ),
        _claim(
            2,
            "PowerEdge XE9780L posted 66,287.9",
            (66287.9,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0024",
            scenario="offline",
            flags=("CHIP-COUNT", "DIVISION-MISSING"),
            why="the second vendor's figure after 'whereas' is its own claim",
        ),
        _claim(
            2,
            "set records in every MLPerf edge test",
            flags=("RANK-CLAIM", *MISSING_ALL),
        ),
        _claim(
            3,
            "quotes 8,661 tokens/s per GPU",
            (8661,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            flags=("DERIVED-METRIC", *MISSING_ALL),
        ),
        _claim(
            3,
            "quotes 94 tokens/s per watt",
            (94,),
            flags=("DERIVED-METRIC", *MISSING_ALL),
            why="perf/W from a rated power, not MLPerf Power",
        ),
        _claim(
            4,
            "MLPerf v5.5 results for its 405B deployment",
            (1240,),
            unit="tokens/s",
            flags=("ROUND-UNKNOWN", "DIVISION-MISSING", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            absent=("ROUND-MISSING",),
            tolerated=("UNVERIFIED",),
            why="there was no v5.5 round",
        ),
        _claim(
            4,
            "a Llama 3.3 70B figure of 3,050 tokens/s",
            (3050,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=MISSING_ALL,
            why="a model that is no MLPerf benchmark, tabulated with MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(1, "Consultation 24/07", "the consultation's number"),
        NonClaim(1, "Submitted 9 May 2026", "a date"),
        NonClaim(2, "3 million chats a month", "other respondents' volumes"),
        NonClaim(3, "41 PB of traffic a day", "network traffic"),
        NonClaim(5, "60-day transition period", "a policy proposal"),
    ),
)

# w504: a rugby union's live-graphics vendor review. The buyer's interactive use is said
# indirectly (an operator waiting on a caption before the replay ends). Offline results in a chart
# titled with the scenario; two footnote-bound claims of one system in two scenarios; the vendor's
# own captioning model, timed beside MLPerf results, is what the product runs.
W504 = DeckSpec(
    name="w504_rugby_live_graphics_review",
    kind="pptx",
    vendor="Eastern Rugby Union",
    workload="interactive",
    slides=(
        Slide(
            title="Live Graphics Vendor Review: StatCast",
            subtitle="Broadcast Operations, Eastern Rugby Union\n"
            "Review panel of 6 members, season 2027",
        ),
        Slide(
            title="What we need on match day",
            bullets=(
                "The graphics operator waits on each caption draft: it has to be on screen "
                "before the replay ends, about 4 seconds after the whistle.",
                "Up to 9 matches go out at once on a Saturday afternoon.",
                "StatCast drafts captions with PitchTalk, its own language model trained on "
                "twenty years of match reports.",
            ),
        ),
        Slide(
            title="StatCast's benchmark evidence",
            heading="As submitted in the tender, quoting MLPerf Inference v5.1 (Closed division)",
            chart=Chart(
                title="Llama 2 70B, Offline scenario (tokens/s)",
                categories=("Supermicro AS-8125GS, 8x MI300X", "Cisco UCS C885A M8, 8x H200"),
                series=(("Offline tokens/s", (27803.9, 34548.2)),),
                value_axis_title="tokens/s",
            ),
        ),
        Slide(
            title="Under live load",
            bullets=(
                "With a tight per-token deadline the Cisco C885A M8 served 19,621.9 tokens/s^{1}.",
                "Its Server figure of 33,163.3 tokens/s^{2} is what StatCast would size from.",
                "PitchTalk returns a caption draft in 1.6 s on StatCast's lab rig^{3}.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Llama 2 70B, Interactive scenario, "
                "result 5.1-0014.",
                "^{2} MLPerf Inference v5.1, Closed division, Llama 2 70B, Server scenario, "
                "result 5.1-0014.",
                "^{3} StatCast lab measurement, March 2026.",
            ),
        ),
        Slide(
            title="Panel view",
            bullets=(
                "Score: 71/100 against the tender criteria.",
                "Contract value £1.2M over three seasons.",
                "Ask StatCast to resubmit with Server or Interactive figures only.",
            ),
            notes="The chair wants the PitchTalk timing repeated on our own OB truck hardware.",
        ),
    ),
    claims=(
        _claim(
            3,
            "Supermicro AS-8125GS, 8x MI300X",
            (27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=("CHIP-COUNT", "SCENARIO-MISSING", "ROUND-MISSING"),
            why="an Offline result for a caption an operator waits on; two 8-GPU systems",
        ),
        _claim(
            3,
            "Cisco UCS C885A M8, 8x H200",
            (34548.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=("CHIP-COUNT",),
        ),
        _claim(
            4,
            "served 19,621.9 tokens/s",
            (19621.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="interactive",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("CROSS-SCENARIO",),
            why="footnote 1 says Interactive; one system's two scenarios in two bullets",
        ),
        _claim(
            4,
            "Its Server figure of 33,163.3 tokens/s",
            (33163.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("CROSS-SCENARIO",),
            why="its own footnote 2 says Server, not footnote 1's Interactive",
        ),
        _claim(
            4,
            "PitchTalk returns a caption draft in 1.6 s",
            (1.6,),
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(*MISSING_ALL, "UNVERIFIED"),
            why="the product's own model timed beside MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(1, "Review panel of 6 members", "headcount"),
        NonClaim(2, "about 4 seconds after the whistle", "the buyer's own latency target"),
        NonClaim(2, "Up to 9 matches", "a volume"),
        NonClaim(5, "Score: 71/100", "a tender score"),
        NonClaim(5, "£1.2M over three seasons", "a contract value"),
    ),
)

# w505: a customs agency's tender response. The buyer's edge use is said plainly (scanners at
# border posts answering their own streams); YOLO latencies of 1-, 8- and 16-GPU systems in one
# table; an Offline rate that fits the edge; a Server result that does not; the bidder runs its own
# detector; a cost per parcel.
W505 = DeckSpec(
    name="w505_customs_xray_triage_tender",
    kind="pdf",
    vendor="Keelhaul Vision Systems Ltd",
    workload="edge",
    slides=(
        Slide(
            title="Tender BRCA-118: X-ray Image Triage",
            subtitle="Bidder response from Keelhaul Vision Systems Ltd\n"
            "Section 4: performance evidence",
        ),
        Slide(
            title="Deployment as the Agency specified it",
            bullets=(
                "The triage model runs on the embedded computer inside each scanner at 38 border "
                "posts.",
                "No link to a data centre is available during an inspection; each scanner answers "
                "its own image stream.",
                "Keelhaul runs ParcelSight-D, our own detection network trained on 4 million "
                "labelled scans.",
                "Officers expect a verdict within 300 ms of the belt stopping.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: YOLO object detection",
            table=Table(
                header=("System", "Scenario", "Latency", "Result ID"),
                rows=(
                    ("Dell Pro Max (1x GB10)", "SingleStream", "611.93 ms", "6.0-0028"),
                    ("Dell PowerEdge XE7745 (8x L40S)", "SingleStream", "7.12 ms", "6.0-0029"),
                    ("Dell PowerEdge XE7745 (16x L4)", "SingleStream", "10.55 ms", "6.0-0030"),
                ),
            ),
        ),
        Slide(
            title="Throughput at the belt",
            bullets=(
                "The 8x L40S system also clears 153.5 images/s on YOLO Offline (6.0-0029).",
                "Under the Server scenario an XE7740 with eight L40S cards sustained 6,101 "
                "queries/s on RetinaNet (5.1-0022).",
            ),
            footnotes=("Both: MLPerf Inference, Closed division.",),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Unit price per scanner kit: €18,400.",
                "Five-year support: €2,150 per scanner per year.",
                "At the Offline rate, triaging one parcel costs €0.00002 in compute.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "Dell Pro Max (1x GB10)",
            (611.93,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
            why="1, 8 and 16 accelerators tabulated side by side; the bidder runs its own "
            "detector, not YOLO",
        ),
        _claim(
            3,
            "Dell PowerEdge XE7745 (8x L40S)",
            (7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
        ),
        _claim(
            3,
            "Dell PowerEdge XE7745 (16x L4)",
            (10.55,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0030",
            division="closed",
            scenario="single_stream",
            flags=("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
        ),
        _claim(
            4,
            "clears 153.5 images/s on YOLO Offline",
            (153.5,),
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=("MODEL-MISMATCH",),
            absent=("SCENARIO-MISMATCH", "DIVISION-MISSING"),
            why="Offline fits an edge workload; the unmarked footnote names the division",
        ),
        _claim(
            4,
            "sustained 6,101 queries/s on RetinaNet",
            (6101,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0022",
            division="closed",
            scenario="server",
            flags=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            why="a Server result for scanners that each answer their own stream",
        ),
        _claim(
            5,
            "triaging one parcel costs €0.00002",
            (0.00002,),
            scenario="offline",
            flags=("COST-PER-ANSWER", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a price per parcel worked out from a result",
        ),
    ),
    non_claims=(
        NonClaim(2, "38 border posts", "site count"),
        NonClaim(2, "4 million labelled scans", "training-set size"),
        NonClaim(2, "within 300 ms of the belt stopping", "the buyer's own target"),
        NonClaim(5, "€18,400", "a unit price"),
        NonClaim(5, "€2,150 per scanner per year", "a support price"),
    ),
)


# w506: an airline's crew-assistant business case. The buyer's interactive use is said plainly
# (a hosted chat assistant); the deck runs the reference model unchanged; the accuracy gate sold
# as getting procedures right; an Offline follow-on for the same system; a cost per correct
# answer with no round on its slide.
W506 = DeckSpec(
    name="w506_airline_crew_assistant_case",
    kind="pptx",
    vendor="Skylark Regional Airways",
    workload="interactive",
    slides=(
        Slide(
            title="Crew Assistant: Business Case",
            subtitle="Skylark Regional Airways, Inflight Services and Flight Operations\n"
            "Investment committee, 3 February",
        ),
        Slide(
            title="What we are buying",
            bullets=(
                "Our use: a chat assistant for cabin and flight-deck crew, hosted in our cloud "
                "tenancy, answering each question as it is asked.",
                "Answers are drawn from the 3,400-page operations manual and the daily crew "
                "notices.",
                "The assistant runs Llama 2 70B Chat, unchanged.",
            ),
            notes="Crew ask from their tablets at the gate and in the galley; nobody batches "
            "questions.",
        ),
        Slide(
            title="Why we trust the answers",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B",
            bullets=(
                "The Dell XE9680L with eight B200 GPUs reached 99,139.2 tokens/s in the Server "
                "scenario (5.1-0024).",
                "It passed the 99.9% accuracy target, so crew will get the right procedure every "
                "time.",
                "Offline, the same system produced 101,253 tokens/s (5.1-0024).",
            ),
        ),
        Slide(
            title="Cost per answer crew can use",
            bullets=(
                "At the Server rate and our $38/hour instance price, each correct crew answer "
                "costs about 0.003 cents.",
                "Projected annual saving from fewer delay minutes: $2.7 million.",
                "Crew covered in phase one: 1,850.",
            ),
        ),
        Slide(
            title="Risks",
            bullets=(
                "Connectivity gaps over the North Atlantic of up to 40 minutes per crossing.",
                "Union consultation on monitoring runs until 30 April.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "reached 99,139.2 tokens/s in the Server scenario",
            (99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING"),
            tolerated=("CROSS-SCENARIO",),
            why="Server fits a chat assistant; the deck runs the reference model",
        ),
        _claim(
            3,
            "It passed the 99.9% accuracy target",
            (99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            bucket="quality",
            flags=("GATE-AS-GRADE", "SCENARIO-MISSING"),
            absent=("MODEL-MISMATCH",),
            tolerated=("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="the pass/fail gate sold as getting every procedure right",
        ),
        _claim(
            3,
            "the same system produced 101,253 tokens/s",
            (101253,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=("SCENARIO-MISMATCH",),
            absent=("MODEL-MISMATCH",),
            tolerated=("CROSS-SCENARIO",),
            why="an Offline figure for crew waiting on each answer",
        ),
        _claim(
            4,
            "each correct crew answer costs about 0.003 cents",
            (0.003,),
            scenario="server",
            bucket="quality",
            flags=("COST-PER-ANSWER", "ROUND-MISSING", "DIVISION-MISSING", "RESULT-ID-MISSING"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="a cost per correct answer worked out from the Server result",
        ),
    ),
    non_claims=(
        NonClaim(2, "3,400-page operations manual", "document size"),
        NonClaim(4, "$2.7 million", "a saving from delay minutes, not from a result"),
        NonClaim(4, "Crew covered in phase one: 1,850", "headcount"),
        NonClaim(5, "up to 40 minutes per crossing", "connectivity"),
        NonClaim(5, "until 30 April", "a date"),
    ),
)

# w507: an ed-tech firm's board update, drawn with reportlab. The buyer's interactive use is said
# indirectly (pupils wait for the reply); a table of three providers mixes Interactive and Offline
# rows; the gate sold as the tutor being right; a cost per correctly answered question in pence,
# labelled by a sources slide. The tutor runs the reference model.
W507 = DeckSpec(
    name="w507_edtech_tutor_board_update",
    kind="reportlab",
    vendor="Quillpath Learning Ltd",
    workload="interactive",
    slides=(
        Slide(
            title="Board Update, Q3: the Homework Tutor",
            subtitle="Quillpath Learning Ltd\nPrepared by the CTO for the October board",
        ),
        Slide(
            title="Where we are",
            bullets=(
                "48,000 weekly active pupils; ARR of £6.1M.",
                "Churn is 2.4% a month, down from 3.1%.",
                "A pupil types a question and watches the screen until the tutor replies; past "
                "3 seconds we lose them.",
                "The tutor runs Llama 3.1 8B Instruct as released, with our prompts only.",
            ),
        ),
        Slide(
            title="Inference provider shortlist",
            heading="MLPerf Inference v6.0 (Closed), Llama 3.1 8B",
            bullets=(
                "Both Interactive results clear the 99% accuracy gate, which is why our tutor "
                "explains algebra correctly.",
            ),
            table=Table(
                header=("Provider system", "Scenario", "tokens/s", "Result ID"),
                rows=(
                    ("Lambda DGX B200", "Interactive", "128,750", "6.0-0062"),
                    ("GigaComputing G894-SD3-AAX7", "Interactive", "128,633", "6.0-0039"),
                    ("ASUSTeK ESC8000A RTX PRO", "Offline", "48,791", "6.0-0004"),
                ),
            ),
        ),
        Slide(
            title="Unit economics",
            bullets=(
                "Cost per correctly answered homework question: 0.04p at the Lambda system's "
                "Interactive rate.",
                "Price to schools: £3 per pupil per month.",
                "Gross margin target for next year: 71%.",
            ),
        ),
        Slide(
            title="Notes on sources",
            bullets=(
                "All MLPerf figures in this update are MLPerf Inference v6.0, Closed division.",
                "Costs are our own arithmetic from provider list prices.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "Lambda DGX B200",
            (128750,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0062",
            division="closed",
            scenario="interactive",
            flags=("CROSS-SCENARIO",),
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH", "CHIP-COUNT"),
            why="Interactive and Offline rows of different systems set side by side",
        ),
        _claim(
            3,
            "GigaComputing G894-SD3-AAX7",
            (128633,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0039",
            division="closed",
            scenario="interactive",
            flags=("CROSS-SCENARIO",),
            absent=("SCENARIO-MISMATCH",),
        ),
        _claim(
            3,
            "ASUSTeK ESC8000A RTX PRO",
            (48791,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="offline",
            flags=("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="an Offline row for pupils waiting on a reply",
        ),
        _claim(
            3,
            "clear the 99% accuracy gate",
            (99,),
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=("GATE-AS-GRADE",),
            tolerated=("QUALITY-BUCKET", "RESULT-ID-MISSING"),
        ),
        _claim(
            4,
            "Cost per correctly answered homework question: 0.04p",
            (0.04,),
            round="v6.0",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=("COST-PER-ANSWER", "RESULT-ID-MISSING"),
            absent=("ROUND-MISSING", "DIVISION-MISSING"),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="cost per correct answer in pence; round and division from the sources slide",
        ),
    ),
    non_claims=(
        NonClaim(2, "48,000 weekly active pupils", "users"),
        NonClaim(2, "ARR of £6.1M", "revenue"),
        NonClaim(2, "Churn is 2.4% a month", "churn"),
        NonClaim(2, "past 3 seconds we lose them", "the buyer's own latency target"),
        NonClaim(4, "£3 per pupil per month", "a price"),
        NonClaim(4, "Gross margin target for next year: 71%", "a margin"),
    ),
)

# w508: an open-source foundation's evaluation of two hardware donations. The foundation never
# says what it will run (a donor's other customers' chat use is mentioned). A generational
# speed-up whose rounds sit only in its footnote; a per-GPU figure bound to its own footnote; a
# table setting an Open entry and an 88-GPU cluster beside 8-GPU boxes; a same-size sentence.
W508 = DeckSpec(
    name="w508_foundation_hardware_donation",
    kind="pptx",
    vendor="Lindenfold Foundation",
    workload="unstated",
    slides=(
        Slide(
            title="Hardware Donation Offers: Evaluation",
            subtitle="Lindenfold Foundation, Infrastructure Committee\nBoard paper IC-26-04",
        ),
        Slide(
            title="Offer A, as the donor presented it",
            bullets=(
                "Up to 3.6x the Llama 2 70B Offline throughput of our prior generation^{1}.",
                "Per GPU, the MI355X box delivers 12,501 tokens/s^{2}.",
                "The donor says its other customers run chat assistants on the same boxes.",
            ),
            footnotes=(
                "^{1} MI355X: MLPerf Inference v6.0, result 6.0-0020, 100,008 tokens/s. MI300X: "
                "MLPerf Inference v5.1, result 5.1-0001, 27,803.9 tokens/s. Both Closed, 8 GPUs.",
                "^{2} Result 6.0-0020 divided by its 8 GPUs; MLPerf Inference v6.0, Closed, "
                "Llama 2 70B, Offline.",
            ),
        ),
        Slide(
            title="Offer B, as the donor presented it",
            heading="MLPerf Inference v6.0 results quoted by the donor",
            table=Table(
                header=("System", "Division", "Llama 2 70B Offline tokens/s", "Result ID"),
                rows=(
                    ("Inventec P9000AG7 (8x B200)", "Open", "100,291", "6.0-0105"),
                    ("Supermicro SYS-822GS-NBRT (8x B200)", "Closed", "101,595", "6.0-0099"),
                    ("AMD MI355X Custom Cluster (88 GPUs)", "Closed", "1,042,110", "6.0-0001"),
                ),
            ),
        ),
        Slide(
            title="Our reading",
            bullets=(
                "Like for like, the two eight-GPU B200 systems are within 1.3% of each other on "
                "Llama 2 70B Offline in v6.0.",
                "Donation value: Offer A about $1.1M, Offer B about $2.4M.",
                "Rack space available: 6U in the Frankfurt colocation cage.",
            ),
        ),
    ),
    claims=(
        _claim(
            2,
            "Up to 3.6x the Llama 2 70B Offline throughput",
            (3.6,),
            benchmark="llama2-70b",
            division="closed",
            scenario="offline",
            flags=("CROSS-ROUND",),
            absent=("CHIP-COUNT",),
            tolerated=("RESULT-ID-MISSING",),
            why="a v6.0 result set against a v5.1 one, the rounds named only in footnote 1; "
            "both 8 GPUs",
        ),
        _claim(
            2,
            "the MI355X box delivers 12,501 tokens/s",
            (12501,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC",),
            absent=("CROSS-ROUND",),
            why="footnote 2 is its own: one round only",
        ),
        _claim(
            3,
            "Inventec P9000AG7 (8x B200)",
            (100291,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0105",
            division="open",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
        ),
        _claim(
            3,
            "Supermicro SYS-822GS-NBRT (8x B200)",
            (101595,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
        ),
        _claim(
            3,
            "AMD MI355X Custom Cluster (88 GPUs)",
            (1042110,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="offline",
            flags=("OPEN-COMPARED", "CHIP-COUNT"),
            why="an 88-GPU cluster tabulated with 8-GPU systems and an Open entry",
        ),
        _claim(
            4,
            "within 1.3% of each other",
            (1.3,),
            benchmark="llama2-70b",
            round="v6.0",
            scenario="offline",
            flags=("DIVISION-MISSING", "RESULT-ID-MISSING"),
            absent=("CHIP-COUNT",),
            tolerated=("OPEN-COMPARED",),
            why="two systems of the same size; one of them is the Open entry, which this "
            "sentence does not say",
        ),
    ),
    non_claims=(
        NonClaim(1, "Board paper IC-26-04", "a paper number"),
        NonClaim(4, "Offer A about $1.1M", "a donation value"),
        NonClaim(4, "Offer B about $2.4M", "a donation value"),
        NonClaim(4, "6U in the Frankfurt colocation cage", "rack space"),
    ),
)

# w509: a quant fund's research-infrastructure memo. The buyer's batch use is said plainly; a sum
# over two separate entries, a geometric mean across benchmarks, perf/W from a board rating, a
# price per million tokens and a night's output, the last three labelled by a methodology slide.
W509 = DeckSpec(
    name="w509_quant_fund_research_memo",
    kind="pdf",
    vendor="Calderwood Capital LLP",
    workload="batch",
    slides=(
        Slide(
            title="Research Infrastructure Memo",
            subtitle="Calderwood Capital LLP, Systematic Research\nFor the risk and technology "
            "committee",
        ),
        Slide(
            title="What the desk needs",
            bullets=(
                "Use: overnight batch summarisation of filings and broker research, about 1.8 "
                "million documents a night.",
                "Every summary must be scored before the 07:00 European open.",
                "Fund AUM is $14bn; research headcount is 36.",
            ),
        ),
        Slide(
            title="Reading the published numbers",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Summed over Cisco's 16- and 32-GPU HPF entries, Llama 2 70B Offline reaches "
                "187,230.6 tokens/s.",
                "Geometric mean of the AMD MI300X system's Llama 2 70B and Mixtral 8x7B Offline "
                "results (5.1-0001): 38,394 tokens/s.",
                "Llama 2 70B Offline on a Dell XE9680L with eight B200 GPUs: 101,253 tokens/s "
                "(5.1-0024).",
            ),
        ),
        Slide(
            title="Power and cost",
            bullets=(
                "Using the B200's 1,000 W board rating, that box gives about 12.7 tokens/s per "
                "watt.",
                "At $2.10 per GPU-hour, a million tokens costs $0.046 on that box.",
                "Over a 10-hour night the box writes about 3.6 billion tokens.",
                "Capex approved for the desk: $4.2M.",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "Published figures are MLPerf Inference v5.1, Closed division.",
                "Sums, averages, per-watt and cost figures are Calderwood's own arithmetic.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "Llama 2 70B Offline reaches 187,230.6 tokens/s",
            (187230.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            absent=("SCENARIO-MISMATCH",),
            tolerated=("CHIP-COUNT",),
            why="a sum of two separate entries (16 and 32 GPUs)",
        ),
        _claim(
            3,
            "Geometric mean of the AMD MI300X system",
            (38394,),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC",),
            why="a geomean across two benchmarks",
        ),
        _claim(
            3,
            "eight B200 GPUs: 101,253 tokens/s",
            (101253,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            absent=("SCENARIO-MISMATCH", "DERIVED-METRIC"),
            why="Offline fits an overnight batch",
        ),
        _claim(
            4,
            "about 12.7 tokens/s per watt",
            (12.7,),
            round="v5.1",
            division="closed",
            flags=("DERIVED-METRIC", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="perf/W from a board rating; round and division from the methodology slide",
        ),
        _claim(
            4,
            "a million tokens costs $0.046",
            (0.046,),
            round="v5.1",
            division="closed",
            flags=("DERIVED-METRIC", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            tolerated=("COST-PER-ANSWER",),
            why="a price per token worked out from a result",
        ),
        _claim(
            4,
            "writes about 3.6 billion tokens",
            (3.6, 3600000000),
            round="v5.1",
            division="closed",
            flags=("DERIVED-METRIC", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="a rate multiplied out over a night",
        ),
    ),
    non_claims=(
        NonClaim(2, "1.8 million documents a night", "a volume"),
        NonClaim(2, "before the 07:00 European open", "a deadline"),
        NonClaim(2, "Fund AUM is $14bn", "assets"),
        NonClaim(2, "research headcount is 36", "headcount"),
        NonClaim(4, "Capex approved for the desk: $4.2M", "a budget"),
    ),
)

# w510: a parliament's transcription procurement. The buyer's batch use is said indirectly (a
# report published by the next morning), live captioning put out of scope; the bidder runs its
# own retrain of Whisper; a bar chart of 4- and 8-GPU systems; a count comparison bound to a
# letter footnote, a same-size one bound to another; the bidder's own model timed beside them.
W510 = DeckSpec(
    name="w510_parliament_transcription_lot",
    kind="pptx",
    vendor="Legislative Assembly of Westmarch",
    workload="batch",
    slides=(
        Slide(
            title="Official Report Transcription: Lot 2 Evaluation",
            subtitle="Legislative Assembly of Westmarch, Procurement Board\n"
            "Bidder: Verbatim Civic Ltd",
        ),
        Slide(
            title="The service",
            bullets=(
                "Each sitting's Official Report must be on the website by 08:00 the next "
                "morning; sittings can run until 23:30.",
                "Live captioning of sittings is out of scope for this lot.",
                "Verbatim Civic runs HansardNet, its own speech model retrained from Whisper "
                "large-v3 on twenty years of debates.",
            ),
        ),
        Slide(
            title="Bidder evidence",
            heading="MLPerf Inference v6.0, Closed division, Whisper",
            chart=Chart(
                title="Whisper, Offline scenario: samples/s",
                categories=(
                    "Cisco X210 M8, four H200 NVL",
                    "Dell XE7740, eight H200 NVL",
                    "Lenovo SR680a V4, eight B300",
                ),
                series=(("samples/s", (15338.6, 31969.2, 47268.7)),),
                kind="bar",
            ),
        ),
        Slide(
            title="Speed in words",
            bullets=(
                "An eight-GPU Dell XE7740 transcribes 2.1 times as fast as a four-GPU Cisco X210 "
                "M8 node^{a}.",
                "Between two eight-GPU systems, the B300 box leads the H200 box by 48%^{b}.",
                "HansardNet itself transcribes an hour of debate in 19 seconds on the bidder's own "
                "server.",
            ),
            footnotes=(
                "^{a} MLPerf Inference v6.0, Closed division, Whisper, Offline; results 6.0-0021 "
                "and 6.0-0013.",
                "^{b} MLPerf Inference v6.0, Closed division, Whisper, Offline; results 6.0-0066 "
                "and 6.0-0021.",
            ),
        ),
        Slide(
            title="Award criteria",
            bullets=(
                "Price 40%, quality 60%.",
                "Contract term: 4 years with an option of 2 more.",
            ),
            notes="Clerks asked whether HansardNet was retrained on committee sittings too.",
        ),
    ),
    claims=(
        _claim(
            3,
            "Cisco X210 M8, four H200 NVL",
            (15338.6,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=("SCENARIO-MISMATCH",),
            why="four GPUs charted against eight; HansardNet is a retrain, not Whisper large-v3",
        ),
        _claim(
            3,
            "Dell XE7740, eight H200 NVL",
            (31969.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
        ),
        _claim(
            3,
            "Lenovo SR680a V4, eight B300",
            (47268.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
        ),
        _claim(
            4,
            "transcribes 2.1 times as fast as a four-GPU",
            (2.1,),
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("CHIP-COUNT", "MODEL-MISMATCH"),
            tolerated=("RESULT-ID-MISSING",),
            why="an eight-GPU system against a four-GPU one, in words",
        ),
        _claim(
            4,
            "the B300 box leads the H200 box by 48%",
            (48,),
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("MODEL-MISMATCH",),
            absent=("CHIP-COUNT",),
            tolerated=("RESULT-ID-MISSING",),
            why="two eight-GPU systems",
        ),
        _claim(
            4,
            "transcribes an hour of debate in 19 seconds",
            (19,),
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(*MISSING_ALL, "UNVERIFIED"),
            why="the bidder's own model timed beside MLPerf results",
        ),
    ),
    non_claims=(
        NonClaim(2, "by 08:00 the next morning", "a publication deadline"),
        NonClaim(2, "until 23:30", "sitting hours"),
        NonClaim(5, "Price 40%, quality 60%", "award weights"),
        NonClaim(5, "4 years with an option of 2 more", "a contract term"),
    ),
)

# w511: a hotel group's concierge-bot rollout, drawn with reportlab. The buyer's interactive use
# is said plainly; the bot runs Mixtral unchanged, so the Mixtral rows carry no model mismatch
# while the Llama 2 70B row does; Server and Offline rows of different systems in one table; a
# cost per resolved conversation in euros, labelled by a sources slide.
W511 = DeckSpec(
    name="w511_hotel_concierge_rollout",
    kind="reportlab",
    vendor="Alcantara Hotels Group",
    workload="interactive",
    slides=(
        Slide(
            title="Concierge Bot Rollout Plan",
            subtitle="Alcantara Hotels Group, Guest Digital\nSteering note for the COO",
        ),
        Slide(
            title="What guests will get",
            bullets=(
                "Guests chat with the concierge in our app and over WhatsApp, and it answers "
                "in real time.",
                "The concierge runs Mixtral 8x7B Instruct, unchanged.",
                "Phase 1: 42 hotels in Spain and Portugal by June.",
            ),
        ),
        Slide(
            title="Hosting evidence",
            table=Table(
                header=("System (MLPerf Inference v5.1, Closed)", "Test", "tokens/s", "ID"),
                rows=(
                    ("AMD MI325X QuantaGrid D74A-7U", "Mixtral Server", "59,783.6", "5.1-0002"),
                    ("AMD MI300X Supermicro AS-8125GS", "Mixtral Offline", "53,017.3", "5.1-0001"),
                    ("Dell XE9680L (8x B200)", "Llama 2 70B Server", "99,139.2", "5.1-0024"),
                ),
            ),
        ),
        Slide(
            title="What a resolved guest conversation costs",
            bullets=(
                "At the MI325X's Server rate, each resolved guest conversation costs EUR 0.0009.",
                "The human concierge desk costs EUR 4.20 per conversation.",
                "Pilot guests rated the bot 4.6/5.",
            ),
        ),
        Slide(
            title="Sources",
            bullets=(
                "All results are MLPerf Inference v5.1, Closed division, retrieved September 2025.",
                "Conversation costs are Alcantara's own estimate from cloud list prices.",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "AMD MI325X QuantaGrid D74A-7U",
            (59783.6,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="server",
            flags=("CROSS-SCENARIO",),
            absent=("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="the deployed model is the reference Mixtral; Server rows beside an Offline row",
        ),
        _claim(
            3,
            "AMD MI300X Supermicro AS-8125GS",
            (53017.3,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            absent=("MODEL-MISMATCH",),
        ),
        _claim(
            3,
            "Dell XE9680L (8x B200)",
            (99139.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=("CROSS-SCENARIO", "MODEL-MISMATCH"),
            absent=("SCENARIO-MISMATCH",),
            why="a Llama 2 70B result for a bot that runs Mixtral",
        ),
        _claim(
            4,
            "each resolved guest conversation costs EUR 0.0009",
            (0.0009,),
            round="v5.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=("COST-PER-ANSWER", "RESULT-ID-MISSING"),
            absent=("ROUND-MISSING",),
            tolerated=("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="a price on a unit of work qualified as resolved, drawn from a Server result",
        ),
    ),
    non_claims=(
        NonClaim(2, "42 hotels in Spain and Portugal", "a rollout count"),
        NonClaim(4, "EUR 4.20 per conversation", "the human desk's cost"),
        NonClaim(4, "rated the bot 4.6/5", "a satisfaction score"),
        NonClaim(5, "retrieved September 2025", "a date"),
    ),
)

# w512: a builder's site-safety camera plan. The buyer's edge use is said indirectly (checks
# inside camera units on cranes, no uplink); the cameras run stock YOLO11l, so a RetinaNet result
# carries a model mismatch and YOLO ones do not; a chart of two one-accelerator machines; a
# Server figure the vendor also quotes; a per-camera share of an Offline rate.
W512 = DeckSpec(
    name="w512_site_safety_camera_plan",
    kind="pptx",
    vendor="Stonebridge Construction",
    workload="edge",
    slides=(
        Slide(
            title="Canal Wharf: Site-Safety Camera Plan",
            subtitle="Stonebridge Construction, Health and Safety\nPrincipal contractor's plan, "
            "revision C",
        ),
        Slide(
            title="How the cameras work",
            bullets=(
                "Cameras on the tower cranes and hoists check for harness and exclusion-zone "
                "breaches inside the camera unit itself.",
                "Canal Wharf has no reliable uplink until the fibre arrives in 2028.",
                "Detection uses YOLO11l with its stock weights.",
            ),
        ),
        Slide(
            title="Camera-unit evidence",
            heading="MLPerf Inference v6.0, Closed division, YOLO",
            chart=Chart(
                title="YOLO MultiStream latency (ms), lower is better",
                categories=("Dell Pro Max, 1x GB10", "Lenovo IdeaPad Gaming 3, 1 GPU"),
                series=(("MultiStream p99 ms", (4891.38, 344.44)),),
                number_format="#,##0.0",
                value_axis_title="milliseconds",
            ),
        ),
        Slide(
            title="Per camera",
            bullets=(
                "SingleStream on the GB10 box: 611.9 ms per frame (6.0-0028)^{1}.",
                "The vendor also quotes 400 queries/s for RetinaNet under the Server scenario^{2}.",
                "Per camera unit, the 16x L4 system's Offline rate works out to 6.4 frames/s^{1}.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, YOLO (yolo-99).",
                "^{2} MLPerf Inference v5.1, Closed division, result 5.1-0010, a CPU-only server.",
            ),
        ),
        Slide(
            title="Budget and results so far",
            bullets=(
                "Camera units: 14 at £3,200 each.",
                "Near-miss reports fell 31% on the pilot site.",
            ),
            notes="The crane supplier will mount the units during the April service.",
        ),
    ),
    claims=(
        _claim(
            3,
            "Dell Pro Max, 1x GB10",
            (4891.38,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="multi_stream",
            flags=("RESULT-ID-MISSING",),
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            why="two one-accelerator machines; MultiStream fits cameras on site; stock YOLO11l "
            "is the reference model",
        ),
        _claim(
            3,
            "Lenovo IdeaPad Gaming 3, 1 GPU",
            (344.44,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="multi_stream",
            flags=("RESULT-ID-MISSING",),
            absent=("CHIP-COUNT", "SCENARIO-MISMATCH"),
        ),
        _claim(
            4,
            "SingleStream on the GB10 box: 611.9 ms per frame",
            (611.9,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            absent=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
        ),
        _claim(
            4,
            "400 queries/s for RetinaNet under the Server",
            (400,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0010",
            division="closed",
            scenario="server",
            flags=("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            why="footnote 2 is its own; a Server figure for cameras that answer their own "
            "stream, and RetinaNet is not the YOLO11l the cameras run",
        ),
        _claim(
            4,
            "works out to 6.4 frames/s",
            (6.4,),
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            absent=("SCENARIO-MISMATCH",),
            why="a 16-accelerator Offline rate split per camera",
        ),
    ),
    non_claims=(
        NonClaim(2, "until the fibre arrives in 2028", "a date"),
        NonClaim(5, "14 at £3,200 each", "a budget line"),
        NonClaim(5, "Near-miss reports fell 31%", "a safety statistic"),
    ),
)

# w513: a food-delivery platform's ETA-model hosting review. The buyer never says how the ETA model
# is served (a partner's overnight recommender is mentioned); DLRMv3 Server rows of a 72-GPU rack
# and two 8-GPU boxes; a same-size tie; per-GPU figures of both sizes; a methodology slide.
W513 = DeckSpec(
    name="w513_delivery_eta_model_review",
    kind="pdf",
    vendor="Dashfare Ltd",
    workload="unstated",
    slides=(
        Slide(
            title="ETA Model Platform Review",
            subtitle="Dashfare Ltd, Marketplace Engineering\nHosting options, part 1 of 2",
        ),
        Slide(
            heading="MLPerf Inference v6.0: DLRMv3 (Closed division)",
            table=Table(
                header=("System", "Accelerators", "Server queries/s", "Result ID"),
                rows=(
                    ("NVIDIA GB200 NVL72", "72", "99,996.8", "6.0-0075"),
                    ("NVIDIA DGX B200", "8", "10,007", "6.0-0072"),
                    ("Netweb Camarero PDI200A2HG-810", "8", "10,007", "6.0-0085"),
                ),
            ),
            footnote="How the ETA model will be served is for part 2 of this review.",
        ),
        Slide(
            title="Same-size view (v6.0 Closed, DLRMv3 Server)",
            bullets=(
                "Among eight-GPU B200 systems, NVIDIA's DGX B200 and Netweb's Camarero tie at "
                "10,007 queries/s (6.0-0072, 6.0-0085).",
                "Per GPU, the NVL72 rack serves about 1,389 queries/s.",
                "Per GPU, an eight-GPU B200 box serves about 1,251 queries/s.",
            ),
        ),
        Slide(
            title="Context from the business",
            bullets=(
                "Orders per day: 2.3 million across 11 cities.",
                "ETA error today: 6.1 minutes at p90.",
                "Our grocery partner runs its recommender overnight on 2 CPU nodes.",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "Table figures are published MLPerf Inference v6.0 Closed-division results.",
                "Per-GPU figures are our own division of those results.",
            ),
        ),
    ),
    claims=(
        _claim(
            2,
            "NVIDIA GB200 NVL72",
            (99996.8,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            result_id="6.0-0075",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            why="72 GPUs tabulated against 8; the workload is never stated",
        ),
        _claim(
            2,
            "NVIDIA DGX B200",
            (10007,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            result_id="6.0-0072",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
        ),
        _claim(
            2,
            "Netweb Camarero PDI200A2HG-810",
            (10007,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            result_id="6.0-0085",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
        ),
        _claim(
            3,
            "Camarero tie at 10,007 queries/s",
            (10007,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=("CHIP-COUNT", "DIVISION-MISSING"),
            why="a comparison of two systems of the same size; labels from the slide title",
        ),
        _claim(
            3,
            "the NVL72 rack serves about 1,389 queries/s",
            (1389,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            tolerated=("CHIP-COUNT",),
        ),
        _claim(
            3,
            "an eight-GPU B200 box serves about 1,251 queries/s",
            (1251,),
            unit="queries/s",
            benchmark="dlrm-v3",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("DERIVED-METRIC", "RESULT-ID-MISSING"),
            tolerated=("CHIP-COUNT",),
        ),
    ),
    non_claims=(
        NonClaim(2, "part 2 of this review", "a document reference"),
        NonClaim(4, "2.3 million across 11 cities", "order volume"),
        NonClaim(4, "6.1 minutes at p90", "the platform's own ETA error"),
        NonClaim(4, "overnight on 2 CPU nodes", "a partner's setup"),
    ),
)

# w514: a chip distributor's line card. No buyer use is stated. A long table of platforms of 4, 8
# and 16 accelerators with lead times in the rows; the distributor's own lab figures, one carrying
# "unverified" and the MLCommons statement and one without; a non-MLPerf model on the same box; a
# price per million tokens worked out from a result.
W514 = DeckSpec(
    name="w514_distributor_line_card",
    kind="pptx",
    vendor="Norrland Components AB",
    workload="unstated",
    slides=(
        Slide(
            title="Accelerator Line Card, Spring 2026",
            subtitle="Norrland Components AB, Nordic distribution\nPrices ex VAT, valid to 30 June",
        ),
        Slide(
            heading="Line card: MLPerf Inference v6.0 Closed results, Llama 2 70B Server",
            table=Table(
                header=("Platform we ship", "tokens/s", "Result ID", "Lead time"),
                rows=(
                    ("Cisco UCS 8xMI350X", "76,617.4", "6.0-0012", "6 weeks"),
                    ("Cisco UCS 16xMI350X", "153,022", "6.0-0011", "10 weeks"),
                    ("MiTAC G8825Z5", "77,377.9", "6.0-0071", "4 weeks"),
                    ("Intel 1-node-4x-BMG-B70", "1,698.57", "6.0-0101", "2 weeks"),
                ),
            ),
        ),
        Slide(
            title="Our own bench",
            heading="MLPerf Inference v6.0 Llama 2 70B, run in the Norrland lab",
            bullets=(
                "The MiTAC box reached 81,900 tokens/s on Llama 2 70B Server in our lab.",
                "Llama 2 70B Server: 79,400 tokens/s, unverified, on the Cisco 8xMI350X.",
                "Qwen 2.5 32B on the same MiTAC box: 9,800 tokens/s.",
                "Result not verified by MLCommons Association.",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=(
                "8xMI350X server: SEK 3.4M.",
                "Volume discount: 7% from three units.",
                "Worked out from the published Server rate, a million tokens on the 8xMI350X "
                "costs SEK 0.9 over three years.",
            ),
            notes="Resellers tell us most of their buyers put chat front-ends on these boxes.",
        ),
    ),
    claims=(
        _claim(
            2,
            "Cisco UCS 8xMI350X",
            (76617.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0012",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
            absent=("ROUND-MISSING", "SCENARIO-MISSING"),
            why="8, 16 and 4 accelerators in one table, the counts written in system names",
        ),
        _claim(
            2,
            "Cisco UCS 16xMI350X",
            (153022,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0011",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
        ),
        _claim(
            2,
            "MiTAC G8825Z5",
            (77377.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0071",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
        ),
        _claim(
            2,
            "Intel 1-node-4x-BMG-B70",
            (1698.57,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0101",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT",),
        ),
        _claim(
            3,
            "The MiTAC box reached 81,900 tokens/s",
            (81900,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            scenario="server",
            flags=("UNVERIFIED", "DIVISION-MISSING"),
            tolerated=("RESULT-ID-MISSING",),
            why="the distributor's own number without the word unverified",
        ),
        _claim(
            3,
            "79,400 tokens/s, unverified",
            (79400,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            scenario="server",
            flags=("DIVISION-MISSING",),
            absent=("UNVERIFIED",),
            tolerated=("RESULT-ID-MISSING",),
            why="the word beside the figure and the statement on the slide",
        ),
        _claim(
            3,
            "Qwen 2.5 32B on the same MiTAC box",
            (9800,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=("NON-MLPERF-MIX",),
            tolerated=(*MISSING_ALL, "UNVERIFIED"),
            why="a model that is no MLPerf benchmark among MLPerf results",
        ),
        _claim(
            4,
            "a million tokens on the 8xMI350X costs SEK 0.9",
            (0.9,),
            scenario="server",
            flags=("DERIVED-METRIC", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"),
            tolerated=("COST-PER-ANSWER",),
            why="a price per token worked out from a result",
        ),
    ),
    non_claims=(
        NonClaim(1, "valid to 30 June", "a date"),
        NonClaim(4, "8xMI350X server: SEK 3.4M", "a list price"),
        NonClaim(4, "Volume discount: 7% from three units", "a discount"),
    ),
)

# w515: a hackathon judges' briefing. No buyer use: a team's voice agent is someone else's use.
# Teams' quoted figures (a published result without scenario or division, a rank for a benchmark
# not in the cited round), a reference chart of 72-, 8- and 96-GPU systems whose title names the
# scenario, a blended average of two scenarios and a four-rack projection.
W515 = DeckSpec(
    name="w515_hackathon_judges_briefing",
    kind="pdf",
    vendor="GreenTrack Hack 2026",
    workload="unstated",
    slides=(
        Slide(
            title="Judges' Briefing: Scoring Compute Claims",
            subtitle="GreenTrack Hack 2026\nRead before judging starts on Sunday",
        ),
        Slide(
            title="What teams will put in front of you",
            bullets=(
                "Team 7 quotes 1,555,110 tokens/s on DeepSeek-R1, MLPerf v6.0 (6.0-0076).",
                "Team 2 claims the best GPT-OSS-120B number of any MLPerf v5.1 submitter.",
                "Team 4 builds a voice agent for GP surgeries; its handout cites Whisper at "
                "49,327.2 samples/s Offline (6.0-0040).",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: the reference chart teams may use",
            chart=Chart(
                title="GPT-OSS-120B, Server scenario (tokens/s)",
                categories=(
                    "GB300 NVL72 (72 GPUs)",
                    "DGX B300 (8 GPUs)",
                    "MI355X cluster (96 GPUs)",
                ),
                series=(("tokens/s", (1072250, 100328, 900054)),),
            ),
        ),
        Slide(
            title="Red flags for judges",
            bullets=(
                "Team 9 averaged its GPT-OSS-120B Server and Offline runs into one blended "
                "88,570 tokens/s.",
                "Team 11 projects 4.1 million tokens/s for a four-rack build from one rack's "
                "published result.",
                "Prize pool: EUR 25,000 across 14 teams.",
            ),
        ),
        Slide(
            title="Scoring rubric",
            bullets=(
                "Compute claims are worth 10 of 100 points.",
                "Judging closes at 16:00 on Sunday.",
            ),
        ),
    ),
    claims=(
        _claim(
            2,
            "1,555,110 tokens/s on DeepSeek-R1",
            (1555110,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0076",
            flags=("DIVISION-MISSING", "SCENARIO-MISSING"),
            absent=("ROUND-MISSING", "RESULT-ID-MISSING"),
        ),
        _claim(
            2,
            "the best GPT-OSS-120B number of any MLPerf v5.1",
            flags=(
                "RANK-CLAIM",
                "ROUND-UNKNOWN",
                "DIVISION-MISSING",
                "SCENARIO-MISSING",
                "RESULT-ID-MISSING",
            ),
            absent=("ROUND-MISSING",),
            tolerated=("NON-MLPERF-MIX",),
            why="GPT-OSS-120B was not a v5.1 benchmark; a rank over all submitters",
        ),
        _claim(
            2,
            "cites Whisper at 49,327.2 samples/s Offline",
            (49327.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0040",
            scenario="offline",
            flags=("DIVISION-MISSING",),
            absent=("SCENARIO-MISMATCH",),
            why="the voice agent is a team's use, not the reader's",
        ),
        _claim(
            3,
            "GB300 NVL72 (72 GPUs)",
            (1072250,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT", "RESULT-ID-MISSING"),
            absent=("SCENARIO-MISSING",),
            why="the chart title names the scenario; 72, 8 and 96 GPUs side by side",
        ),
        _claim(
            3,
            "DGX B300 (8 GPUs)",
            (100328,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        _claim(
            3,
            "MI355X cluster (96 GPUs)",
            (900054,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=("CHIP-COUNT", "RESULT-ID-MISSING"),
        ),
        _claim(
            4,
            "one blended 88,570 tokens/s",
            (88570,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            scenario=None,
            flags=("DERIVED-METRIC", "DIVISION-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"),
            tolerated=("CROSS-SCENARIO", "SCENARIO-MISSING"),
            why="an average of two scenarios' runs",
        ),
        _claim(
            4,
            "projects 4.1 million tokens/s for a four-rack build",
            (4.1, 4100000),
            unit="tokens/s",
            flags=("DERIVED-METRIC", *MISSING_ALL),
            why="a projection from one rack's published result onto an unmeasured build",
        ),
    ),
    non_claims=(
        NonClaim(4, "EUR 25,000 across 14 teams", "a prize pool"),
        NonClaim(5, "10 of 100 points", "a rubric weight"),
        NonClaim(5, "closes at 16:00 on Sunday", "a time"),
    ),
)

VOICE_DECKS_31: tuple[DeckSpec, ...] = (
    W501,
    W502,
    W503,
    W504,
    W505,
    W506,
    W507,
    W508,
    W509,
    W510,
    W511,
    W512,
    W513,
    W514,
    W515,
)
