"""Tune decks on the buyer's workload and the scenario mismatch it leads to.

Written blind to the rules by helper h15w23. Voices: a water utility, a stock exchange, a hospital
pharmacy, a shipping line, a university admissions office, a farm-equipment maker, a national
archive, a sports-betting operator and a customs agency. Each deck says the buyer's own use once,
in a different place (a requirements cell, a sidebar, a footnote, a subtitle, speaker notes, a
quoted RFP line, a service-level target, a volume-and-deadline line, a device constraint), beside
uses of other parties that must not set the workload; some decks state no buyer use at all and
some are written by the buyer itself.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

SM = "SCENARIO-MISMATCH"
CS = "CROSS-SCENARIO"
NONE: frozenset[str] = frozenset()


def _claim(
    page: int,
    match: str,
    values: tuple[float, ...],
    unit: str,
    benchmark: str,
    result_id: str,
    scenario: str,
    *,
    mismatch: bool,
    round_: str = "v5.1",
    tolerated: frozenset[str] = NONE,
    why: str = "",
) -> ExpectedClaim:
    """A fully disclosed Closed-division claim whose only open question is the scenario fit."""
    return ExpectedClaim(
        page=page,
        match=match,
        values=values,
        unit=unit,
        benchmark=benchmark,
        round=round_,
        result_id=result_id,
        division="closed",
        scenario=scenario,
        bucket="operational",
        flags=frozenset({SM}) if mismatch else NONE,
        absent=NONE if mismatch else frozenset({SM}),
        tolerated=tolerated,
        why=why,
    )


TWO_SCENARIOS_ONE_SYSTEM = "one system listed in two scenarios is disclosure, not a comparison"

# w381: water utility; the buyer's use said only in one requirements-table cell; a reference
# utility's nightly meter batch beside it must not count.
W381 = DeckSpec(
    name="w381",
    kind="pptx",
    vendor="Riverbend Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Riverbend Compute for Lakeshore Water",
            subtitle="Proposal in response to tender LW-2026-118\nMarch 2026",
        ),
        Slide(
            title="Your requirements, as we read them",
            table=Table(
                header=("Requirement", "Lakeshore Water tender"),
                rows=(
                    ("Service", "Billing chatbot answering customers live on the website"),
                    ("Contract term", "36 months from 1 July 2026"),
                    ("Sites", "2 data halls, Ashgrove and Pell Street"),
                    ("Budget ceiling", "EUR 2.4 million"),
                ),
            ),
        ),
        Slide(
            title="Proof from a peer utility",
            bullets=(
                "Greywater Metropolitan scores 410,000 smart-meter reads every night in one "
                "overnight window on Riverbend racks",
                "Live since 2024 across 14 pumping districts",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: Supermicro AS-8125GS-TNMR2 (8x MI300X)",
            table=Table(
                header=("Benchmark", "Scenario", "Result", "Result ID"),
                rows=(
                    ("Llama 2 70B", "Offline", "27,803.9 tokens/s", "5.1-0001"),
                    ("Llama 2 70B", "Server", "24,593.8 tokens/s", "5.1-0001"),
                    ("Llama 2 70B", "Interactive", "8,840.4 tokens/s", "5.1-0001"),
                ),
            ),
            footnote="Results as published by MLCommons; Riverbend resells this configuration.",
        ),
    ),
    claims=(
        _claim(
            4,
            "27,803.9 tokens/s",
            (27803.9,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "offline",
            mismatch=True,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "24,593.8 tokens/s",
            (24593.8,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "server",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "8,840.4 tokens/s",
            (8840.4, 8840.42),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "interactive",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
    ),
    non_claims=(
        NonClaim(2, "36 months from 1 July 2026", "contract term"),
        NonClaim(2, "EUR 2.4 million", "budget"),
        NonClaim(3, "410,000 smart-meter reads", "a reference customer's volume"),
        NonClaim(3, "14 pumping districts", "site count"),
    ),
)

# w382: stock exchange; the buyer's use is a volume-and-deadline line (batch); the vendor's own
# help desk (a chat assistant) must not count.
W382 = DeckSpec(
    name="w382",
    kind="pdf",
    vendor="Halden Systems",
    workload="batch",
    slides=(
        Slide(
            title="Halden Systems x Northgate Stock Exchange",
            subtitle="Market surveillance refresh, briefing pack",
        ),
        Slide(
            title="The job to be done",
            bullets=(
                "Every trading day leaves about 40 million order messages; all of them must be "
                "reviewed and summarised before the 06:00 pre-open the next morning",
                "Surveillance staff read the summaries at their desks from 06:30",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 (Closed) - QuantaGrid D74A-7U, 8x MI325X",
            bullets=(
                "Offline scenario: 34,520.4 tokens/s on Llama 2 70B, result 5.1-0002",
                "Server scenario: 32,027.6 tokens/s on Llama 2 70B, result 5.1-0002",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, edge suite",
            bullets=(
                "Analyst desktop check: a PCSPECIALIST AMD AM5 PC answered one ResNet-50 image "
                "in 7.63 ms in the SingleStream scenario (result 5.1-0034)",
            ),
        ),
        Slide(
            title="How we support you",
            bullets=(
                "Our own help desk runs a chat assistant that answers your staff around the clock",
                "Support contract: GBP 180,000 a year, 4-hour on-site response",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "34,520.4 tokens/s",
            (34520.4,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "32,027.6 tokens/s",
            (32027.6,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "in 7.63 ms in the SingleStream scenario",
            (7.63, 7.627156),
            "ms",
            "resnet",
            "5.1-0034",
            "single_stream",
            mismatch=True,
        ),
    ),
    non_claims=(
        NonClaim(2, "40 million order messages", "the buyer's daily volume"),
        NonClaim(2, "from 06:30", "a time of day"),
        NonClaim(5, "GBP 180,000 a year", "support price"),
        NonClaim(5, "4-hour on-site response", "support term"),
    ),
)

# w383: hospital pharmacy; the buyer's use is a device constraint (edge); the central hospital's
# pharmacy chatbot, another department, must not count.
W383 = DeckSpec(
    name="w383",
    kind="reportlab",
    vendor="Pillbox Vision",
    workload="edge",
    slides=(
        Slide(
            title="Pillbox Vision for St Aldric's Pharmacy",
            bullets=(
                "Each dispensing cabinet checks the tray photo itself: the cabinets have no link "
                "to the hospital network, by infection-control rule",
                "Pilot: 12 cabinets on 3 wards from September",
            ),
        ),
        Slide(
            title="What else runs at St Aldric's",
            bullets=(
                "The trust's outpatient team answers repeat-prescription questions through a web "
                "chatbot run by its IT department",
                "That service is not part of this proposal",
            ),
        ),
        Slide(
            title="Cabinet-class results",
            heading="MLPerf Inference v5.1, Closed division, edge",
            bullets=(
                "PCSPECIALIST AMD AM5 PC with one RTX 4090: RetinaNet SingleStream latency "
                "13.35 ms (result 5.1-0035)",
                "Same PC, RetinaNet MultiStream: 111.98 ms per 8-image query (result 5.1-0035)",
            ),
        ),
        Slide(
            title="Data-centre reference point",
            heading="MLPerf Inference v5.1, Closed division, datacenter",
            bullets=(
                "ASUSTeK ESC8000A-E12 (8x H200 NVL): RetinaNet Server scenario 12,801.9 "
                "queries/s (result 5.1-0005)",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "13.35 ms",
            (13.35, 13.34974),
            "ms",
            "retinanet",
            "5.1-0035",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "111.98 ms per 8-image query",
            (111.98, 111.979792),
            "ms",
            "retinanet",
            "5.1-0035",
            "multi_stream",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "12,801.9",
            (12801.9,),
            "queries/s",
            "retinanet",
            "5.1-0005",
            "server",
            mismatch=True,
        ),
    ),
    non_claims=(NonClaim(1, "12 cabinets on 3 wards", "pilot size"),),
)

# w384: shipping line; the buyer's use is a volume-and-deadline line (batch); a market survey of
# carriers' chat plans must not count.
W384 = DeckSpec(
    name="w384",
    kind="pptx",
    vendor="Keelhaul AI",
    workload="batch",
    slides=(
        Slide(
            title="Keelhaul AI - document intelligence for Meridian Line",
            subtitle="Prepared for Meridian Line procurement, April 2026",
        ),
        Slide(
            title="Scope",
            bullets=(
                "6 million scanned bills of lading and customs forms per quarter, all to be read "
                "and indexed by the end of each quarter",
                "Stamps, seals and signatures located on every page",
            ),
        ),
        Slide(
            title="Where the industry is heading",
            bullets=(
                "In a 2025 survey of 140 carriers, 62% said they plan a customer-facing chat "
                "assistant for shipment tracking by 2027",
            ),
            footnote="Survey: Harbourline Research, Carrier Technology Outlook 2025.",
        ),
        Slide(
            heading="MLPerf Inference v5.1 - Closed division",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Result", "ID"),
                rows=(
                    (
                        "Supermicro AS-8125GS-TNMR2, 8x MI300X",
                        "Llama 2 70B",
                        "Offline",
                        "27,803.9 tokens/s",
                        "5.1-0001",
                    ),
                    (
                        "Supermicro AS-8125GS-TNMR2, 8x MI300X",
                        "Llama 2 70B",
                        "Interactive",
                        "8,840.4 tokens/s",
                        "5.1-0001",
                    ),
                    (
                        "PCSPECIALIST AM5 PC, 1x RTX 4090",
                        "RetinaNet",
                        "MultiStream",
                        "111.98 ms",
                        "5.1-0035",
                    ),
                ),
            ),
        ),
    ),
    claims=(
        _claim(
            4,
            "27,803.9 tokens/s",
            (27803.9,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="rows of different systems in one table may be read as a comparison",
        ),
        _claim(
            4,
            "8,840.4 tokens/s",
            (8840.4, 8840.42),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "interactive",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="rows of different systems in one table may be read as a comparison",
        ),
        _claim(
            4,
            "111.98 ms",
            (111.98, 111.979792),
            "ms",
            "retinanet",
            "5.1-0035",
            "multi_stream",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="rows of different systems in one table may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "6 million scanned bills of lading", "the buyer's volume"),
        NonClaim(3, "62% said they plan", "survey share"),
        NonClaim(3, "140 carriers", "survey size"),
    ),
)

# w385: university admissions office writes its own memo ('our' is the buyer): interactive; the
# vendor's reference college scoring essays overnight must not count.
W385 = DeckSpec(
    name="w385",
    kind="pdf",
    vendor="Carrow University Admissions Office",
    workload="interactive",
    slides=(
        Slide(
            title="Admissions assistant: hardware options",
            subtitle="Internal memo, Admissions Office to the Digital Services board",
        ),
        Slide(
            title="What we need",
            bullets=(
                "Our applicants will put questions to the admissions assistant and get answers "
                "while they fill in the application during the January rush",
                "We expect 9,000 applications between 2 and 15 January",
            ),
        ),
        Slide(
            title="What the vendor showed us",
            bullets=(
                "Their reference site, Fenwick College, scores 300,000 personal statements in one "
                "overnight run each spring",
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1, Closed division: 1x MI300X (AS-8125GS-TNMR2)",
            bullets=(
                "Offline: 3,062.7 tokens/s on Llama 2 70B (result 4.1-0001)",
                "Server: 2,520.3 tokens/s on Llama 2 70B (result 4.1-0001)",
            ),
        ),
    ),
    claims=(
        _claim(
            4,
            "3,062.7 tokens/s",
            (3062.7, 3062.72),
            "tokens/s",
            "llama2-70b",
            "4.1-0001",
            "offline",
            mismatch=True,
            round_="v4.1",
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "2,520.3 tokens/s",
            (2520.3, 2520.27),
            "tokens/s",
            "llama2-70b",
            "4.1-0001",
            "server",
            mismatch=False,
            round_="v4.1",
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
    ),
    non_claims=(
        NonClaim(2, "9,000 applications", "application volume"),
        NonClaim(3, "300,000 personal statements", "a reference site's volume"),
    ),
)

# w386: farm-equipment maker; the buyer's use only in the title-slide subtitle (edge); a dealer
# chat portal in a later phase, out of scope, must not count.
W386 = DeckSpec(
    name="w386",
    kind="pptx",
    vendor="Furrow Silicon",
    workload="edge",
    slides=(
        Slide(
            title="Furrow Silicon for Hartland Implements",
            subtitle="Weed spotting in the harvester cab, where there is no mobile signal",
        ),
        Slide(
            title="Programme phases",
            bullets=(
                "Phase 1 (this proposal): cab module, 1,800 units in model year 2027",
                "Phase 3, out of scope here: a dealer-network chat portal answering parts "
                "questions",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, edge category",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Result", "Result ID"),
                rows=(
                    (
                        "GATE Overflow SPR i9, 1x RTX 4090",
                        "RetinaNet",
                        "SingleStream",
                        "22.70 ms",
                        "5.1-0042",
                    ),
                    (
                        "GATE Overflow SPR i9, 1x RTX 4090",
                        "RetinaNet",
                        "Offline",
                        "54.58 samples/s",
                        "5.1-0042",
                    ),
                ),
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division, datacenter category",
            bullets=(
                "Headroom to spare: ASUSTeK ESC8000A-E12 with 8x H200 NVL reaches "
                "12,801.9 queries/s on RetinaNet in the Server scenario (5.1-0005)",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "22.70 ms",
            (22.70, 22.700909),
            "ms",
            "retinanet",
            "5.1-0042",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "54.58 samples/s",
            (54.58, 54.578),
            "samples/s",
            "retinanet",
            "5.1-0042",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            4,
            "12,801.9 queries/s",
            (12801.9,),
            "queries/s",
            "retinanet",
            "5.1-0005",
            "server",
            mismatch=True,
        ),
    ),
    non_claims=(NonClaim(2, "1,800 units in model year 2027", "volume and date"),),
)

# w387: national archive; the buyer's use only in an unmarked footnote (batch); a slide that
# describes the MLPerf scenarios themselves must not set the workload.
W387 = DeckSpec(
    name="w387",
    kind="reportlab",
    vendor="Vellum Labs",
    workload="batch",
    slides=(
        Slide(
            title="Vellum Labs and the National Record Office",
            bullets=(
                "Page-region detection for handwritten registers, maps and ledgers",
                "Delivered from the Office's own Kew Road machine room",
            ),
            footnote=(
                "Record Office requirement: the 1.2 billion page backlog is digitised over the "
                "2027-2029 programme; no reader waits on any page."
            ),
        ),
        Slide(
            title="How MLPerf measures inference",
            bullets=(
                "Server: queries arrive at random, like users of an online service waiting for "
                "a reply",
                "SingleStream: one query at a time, like a phone camera",
                "Offline: all samples handed over at once and timed end to end",
            ),
        ),
        Slide(
            title="Published results we build on",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "ASUSTeK ESC8000A-E12, 8x H200 NVL, RetinaNet Offline: 13,319.5 samples/s "
                "(result 5.1-0005)",
                "Same ESC8000A-E12, RetinaNet Server: 12,801.9 queries/s (result 5.1-0005)",
                "PCSPECIALIST AM5 PC with an RTX 4090, RetinaNet SingleStream: 13.35 ms per "
                "image (result 5.1-0035)",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Fixed price: GBP 3.9 million over three years",
                "Milestone payments at 25%, 50% and 100% of pages processed",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "13,319.5 samples/s",
            (13319.5,),
            "samples/s",
            "retinanet",
            "5.1-0005",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a one-GPU PC listed under eight-GPU server results may be read as a comparison",
        ),
        _claim(
            3,
            "12,801.9 queries/s",
            (12801.9,),
            "queries/s",
            "retinanet",
            "5.1-0005",
            "server",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a one-GPU PC listed under eight-GPU server results may be read as a comparison",
        ),
        _claim(
            3,
            "13.35 ms per image",
            (13.35, 13.34974),
            "ms",
            "retinanet",
            "5.1-0035",
            "single_stream",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a one-GPU PC listed under eight-GPU server results may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(1, "1.2 billion page backlog", "the buyer's volume"),
        NonClaim(4, "GBP 3.9 million over three years", "price"),
        NonClaim(4, "25%, 50% and 100%", "payment milestones"),
    ),
)

# w388: sports-betting operator; the buyer's use only in speaker notes (interactive); a
# competitor's customer running nightly settlement must not count.
W388 = DeckSpec(
    name="w388",
    kind="pptx",
    vendor="Oddsmith Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Oddsmith Compute for Lucky Pennant",
            subtitle="Capacity proposal, season 2026/27",
            notes=(
                "Remember: Lucky Pennant's own traders will ask the assistant to explain in-play "
                "price moves while the match is running, and they want every answer inside a "
                "second. Lead with that."
            ),
        ),
        Slide(
            title="Market context",
            bullets=(
                "A rival platform's customer, BetNorth, settles all of its slips in one nightly "
                "batch on 64 rented GPUs",
                "Regulator reporting deadline: 09:00 each business day",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 | Closed | QuantaGrid D74A-7U with 8x MI325X",
            table=Table(
                header=("Scenario", "Llama 2 70B throughput", "Result ID"),
                rows=(
                    ("Offline", "34,520.4 tokens/s", "5.1-0002"),
                    ("Server", "32,027.6 tokens/s", "5.1-0002"),
                ),
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "34,520.4 tokens/s",
            (34520.4,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "offline",
            mismatch=True,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "32,027.6 tokens/s",
            (32027.6,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
    ),
    non_claims=(
        NonClaim(2, "64 rented GPUs", "a competitor's customer's fleet"),
        NonClaim(2, "09:00 each business day", "deadline"),
    ),
)

# w389: customs agency; the buyer's use in a quoted RFP line (edge); the vendor's own help-desk
# chatbot must not count.
W389 = DeckSpec(
    name="w389",
    kind="pdf",
    vendor="Tallyport Systems",
    workload="edge",
    slides=(
        Slide(
            title="Tallyport Systems - response to RFP BCA-7731",
            subtitle="Border and Customs Agency, container imaging",
        ),
        Slide(
            title="The requirement in your words",
            bullets=(
                "\u201cEach container X-ray image shall be screened at the port gate before the "
                "truck is released; the gate equipment has no connection to the Agency data "
                "centre.\u201d (RFP section 4.2)",
                "Gates in scope: 26 lanes at 5 ports",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Gate-class PC (PCSPECIALIST AM5, 1x RTX 4090): RetinaNet SingleStream "
                "latency 13.35 ms, result 5.1-0035",
                "ASUSTeK ESC N8 H200 (8x H200 SXM): RetinaNet Server 14,406.0 queries/s, "
                "result 5.1-0007",
            ),
        ),
        Slide(
            title="Support",
            bullets=(
                "Our help desk chatbot answers your officers' questions within 30 seconds, "
                "day and night",
                "Spares depot at each port, 2-hour swap",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "latency 13.35 ms",
            (13.35, 13.34974),
            "ms",
            "retinanet",
            "5.1-0035",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="two systems of different sizes on one slide may be read as a comparison",
        ),
        _claim(
            3,
            "14,406.0 queries/s",
            (14406.0,),
            "queries/s",
            "retinanet",
            "5.1-0007",
            "server",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="two systems of different sizes on one slide may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "26 lanes at 5 ports", "site count"),
        NonClaim(4, "within 30 seconds", "the vendor's help-desk target"),
        NonClaim(4, "2-hour swap", "support term"),
    ),
)

# w390: an analyst note with no buyer at all (unstated); a survey of exchanges' overnight use and
# two vendors in one sentence joined by "while" (same size, so no chip-count comparison).
W390 = DeckSpec(
    name="w390",
    kind="reportlab",
    vendor="Ledgerline Research",
    workload="unstated",
    slides=(
        Slide(
            title="Ledgerline Research - exchange technology note",
            bullets=(
                "Note 26-14, for subscribers; no recommendation to buy or sell",
                "Of the 31 exchanges we surveyed, 22 run their surveillance models in overnight "
                "batches",
            ),
        ),
        Slide(
            title="Eight-GPU boxes, head to head",
            heading="MLPerf Inference v5.1, Closed division, Offline scenario",
            bullets=(
                "The QuantaGrid D74A-7U (8x MI325X) posted 34,520.4 tokens/s on Llama 2 70B "
                "(5.1-0002), while the Supermicro AS-8125GS-TNMR2 (8x MI300X) posted "
                "27,803.9 tokens/s (5.1-0001)",
            ),
        ),
        Slide(
            title="Latency-bound serving",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "In the Interactive scenario the Supermicro box held 8,840.4 tokens/s on "
                "Llama 2 70B (5.1-0001)",
            ),
            footnote="Ledgerline holds no position in the companies named.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="posted 34,520.4 tokens/s",
            values=(34520.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=NONE,
            absent=frozenset({SM, "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="posted 27,803.9 tokens/s",
            values=(27803.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="offline",
            flags=NONE,
            absent=frozenset({SM, "CHIP-COUNT"}),
        ),
        _claim(
            3,
            "8,840.4 tokens/s",
            (8840.4, 8840.42),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "interactive",
            mismatch=False,
        ),
    ),
    non_claims=(
        NonClaim(1, "Of the 31 exchanges we surveyed, 22", "survey counts"),
        NonClaim(1, "Note 26-14", "note number"),
    ),
)

# w391: a rate card with no buyer use (unstated); plan names that sound like workloads.
W391 = DeckSpec(
    name="w391",
    kind="pptx",
    vendor="Bollard Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Bollard Cloud rate card 2026",
            subtitle="Hosted accelerator capacity, list prices",
        ),
        Slide(
            title="Plans",
            table=Table(
                header=("Plan", "Price", "Minimum term"),
                rows=(
                    ("Night Batch", "USD 2.10 per GPU-hour", "1 month"),
                    ("Realtime", "USD 3.40 per GPU-hour", "12 months"),
                    ("Edge Kit", "USD 9,500 per unit", "none"),
                ),
            ),
            footnote="Prices exclude VAT and egress; valid until 31 December 2026.",
        ),
        Slide(
            heading="What the hardware behind every plan has published",
            bullets=(
                "MLPerf Inference v5.1, Closed division, Server scenario: 24,593.8 tokens/s on "
                "Llama 2 70B from a Supermicro AS-8125GS-TNMR2 with 8x MI300X (5.1-0001)",
                "MLPerf Inference v5.1, Closed division, Offline scenario: 27,803.9 tokens/s "
                "from the same system on the same benchmark (5.1-0001)",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "24,593.8 tokens/s",
            (24593.8,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "server",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "27,803.9 tokens/s",
            (27803.9,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
    ),
    non_claims=(
        NonClaim(2, "USD 2.10 per GPU-hour", "list price"),
        NonClaim(2, "USD 3.40 per GPU-hour", "list price"),
        NonClaim(2, "USD 9,500 per unit", "list price"),
        NonClaim(2, "31 December 2026", "validity date"),
    ),
)

# w392: a results digest written by a customs agency's technology-watch team; it buys nothing
# and states no use (unstated).
W392 = DeckSpec(
    name="w392",
    kind="pdf",
    vendor="Border and Customs Agency, Technology Watch",
    workload="unstated",
    slides=(
        Slide(
            title="Technology Watch digest: inference results, autumn 2026",
            subtitle="For information only; this digest recommends no purchase",
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division",
            table=Table(
                header=("System", "Benchmark / scenario", "Result", "ID"),
                rows=(
                    (
                        "ASUSTeK ESC N8 H200, 8x H200 SXM",
                        "RetinaNet / Offline",
                        "14,451.7 samples/s",
                        "5.1-0007",
                    ),
                    (
                        "ASUSTeK ESC N8 H200, 8x H200 SXM",
                        "RetinaNet / Server",
                        "14,406.0 queries/s",
                        "5.1-0007",
                    ),
                    (
                        "PCSPECIALIST AMD AM5 PC",
                        "ResNet-50 / SingleStream",
                        "7.63 ms",
                        "5.1-0034",
                    ),
                ),
            ),
            footnote="Digest staff: 3 analysts; next issue due February 2027.",
        ),
    ),
    claims=(
        _claim(
            2,
            "14,451.7 samples/s",
            (14451.7,),
            "samples/s",
            "retinanet",
            "5.1-0007",
            "offline",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a digest table of different systems may be read as a comparison",
        ),
        _claim(
            2,
            "14,406.0 queries/s",
            (14406.0,),
            "queries/s",
            "retinanet",
            "5.1-0007",
            "server",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a digest table of different systems may be read as a comparison",
        ),
        _claim(
            2,
            "7.63 ms",
            (7.63, 7.627156),
            "ms",
            "resnet",
            "5.1-0034",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="a digest table of different systems may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "3 analysts", "headcount"),
        NonClaim(2, "February 2027", "date"),
    ),
)

# w393: stock exchange; the buyer's use only in a sidebar callout (interactive); the group's
# clearing house, a different company, runs an overnight job that must not count.
W393 = DeckSpec(
    name="w393",
    kind="pptx",
    vendor="Tickmark AI",
    workload="interactive",
    slides=(
        Slide(
            title="Tickmark AI for Northgate Stock Exchange",
            subtitle="Market operations, 2026 tender",
        ),
        Slide(
            title="Around the group",
            bullets=(
                "Northgate Clearing, a separate company in the group, reconciles margin calls in "
                "an overnight run; it is outside this bid",
                "Group headcount: 1,450",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division: Supermicro AS-8125GS-TNMR2, 8x MI300X",
            bullets=(
                "Offline scenario: 27,803.9 tokens/s on Llama 2 70B (5.1-0001)",
                "Interactive scenario: 8,840.4 tokens/s on Llama 2 70B (5.1-0001)",
            ),
            group=(
                "Sidebar - your brief",
                "Market-operations staff ask the assistant about halted symbols and read the "
                "answer on screen during trading hours",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "27,803.9 tokens/s",
            (27803.9,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "offline",
            mismatch=True,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
        _claim(
            3,
            "8,840.4 tokens/s",
            (8840.4, 8840.42),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "interactive",
            mismatch=False,
            tolerated=frozenset({CS}),
            why=TWO_SCENARIOS_ONE_SYSTEM,
        ),
    ),
    non_claims=(NonClaim(2, "Group headcount: 1,450", "headcount"),),
)

# w394: university admissions; the buyer's use is a service-level target (interactive); the
# vendor's reference college scoring essays overnight must not count.
W394 = DeckSpec(
    name="w394",
    kind="reportlab",
    vendor="Quadrangle Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Quadrangle Systems for Elmsford University",
            bullets=(
                "Service level: each applicant's question answered within 2 seconds, while they "
                "are still on the application form",
                "Reference site: Brackley College scores 300,000 essays in one overnight run",
            ),
        ),
        Slide(
            title="Published results",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "QuantaGrid D74A-7U, 8x MI325X: 32,027.6 tokens/s on Llama 2 70B, Server "
                "scenario (5.1-0002)",
                "Same QuantaGrid, Offline scenario: 34,520.4 tokens/s (5.1-0002)",
                "PCSPECIALIST AMD AM5 PC: ResNet-50 SingleStream 7.72 ms (5.1-0036)",
            ),
        ),
        Slide(
            title="Price",
            bullets=("Three-year subscription: USD 640,000, paid annually",),
        ),
    ),
    claims=(
        _claim(
            2,
            "32,027.6 tokens/s",
            (32027.6,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="an edge PC listed under server results may be read as a comparison",
        ),
        _claim(
            2,
            "34,520.4 tokens/s",
            (34520.4,),
            "tokens/s",
            "llama2-70b",
            "5.1-0002",
            "offline",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="an edge PC listed under server results may be read as a comparison",
        ),
        _claim(
            2,
            "SingleStream 7.72 ms",
            (7.72, 7.723911),
            "ms",
            "resnet",
            "5.1-0036",
            "single_stream",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="an edge PC listed under server results may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(1, "within 2 seconds", "the buyer's own latency target"),
        NonClaim(1, "300,000 essays", "a reference site's volume"),
        NonClaim(3, "USD 640,000", "price"),
    ),
)

# w395: water utility writes its own memo ('our' is the buyer): edge, from a device constraint;
# the vendor's case study of a city's 311 chatbot must not count.
W395 = DeckSpec(
    name="w395",
    kind="pdf",
    vendor="Lakeshore Water, Asset Management",
    workload="edge",
    slides=(
        Slide(
            title="Leak-spotting on crew tablets: options paper",
            subtitle="Lakeshore Water internal, Asset Management team",
        ),
        Slide(
            title="Our constraint",
            bullets=(
                "Our crews photograph valves and pipe joints in underground pumping stations, "
                "where the tablets have no network at all; the check must run on the tablet",
                "Fleet: 220 tablets, replaced in 2027",
            ),
        ),
        Slide(
            title="What vendor Driftwood showed us",
            bullets=("Their case study: a city council's 311 chatbot answering residents online",),
        ),
        Slide(
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "PCSPECIALIST AMD AM5 PC, ResNet-50: SingleStream 7.72 ms (5.1-0036)",
                "The same PC, ResNet-50 MultiStream: 37.77 ms per query (5.1-0036)",
                "Driftwood also quoted 24,593.8 tokens/s on Llama 2 70B in the Server scenario "
                "from an 8x MI300X Supermicro (5.1-0001)",
            ),
        ),
    ),
    claims=(
        _claim(
            4,
            "SingleStream 7.72 ms",
            (7.72, 7.723911),
            "ms",
            "resnet",
            "5.1-0036",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="one system in two scenarios is disclosure; a second system sits on the slide",
        ),
        _claim(
            4,
            "37.77 ms per query",
            (37.77, 37.768479),
            "ms",
            "resnet",
            "5.1-0036",
            "multi_stream",
            mismatch=False,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="one system in two scenarios is disclosure; a second system sits on the slide",
        ),
        _claim(
            4,
            "24,593.8 tokens/s",
            (24593.8,),
            "tokens/s",
            "llama2-70b",
            "5.1-0001",
            "server",
            mismatch=True,
            tolerated=frozenset({CS, "CHIP-COUNT"}),
            why="two systems on one slide may be read as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "Fleet: 220 tablets", "fleet size"),
        NonClaim(3, "311 chatbot", "the name of a city phone service"),
    ),
)

VOICE_DECKS_23: tuple[DeckSpec, ...] = (
    W381,
    W382,
    W383,
    W384,
    W385,
    W386,
    W387,
    W388,
    W389,
    W390,
    W391,
    W392,
    W393,
    W394,
    W395,
)
