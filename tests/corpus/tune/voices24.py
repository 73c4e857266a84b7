"""Tune decks on the deck's workload and the scenario mismatch it leads to.

Written blind to the rules by helper h15w24. Voices: a wine merchant's e-commerce team, a mining
company, a regional airline, a court service, a TV newsroom, a school district, a wind-farm
operator, a dating app, a central bank's statistics unit, and two buyer-less pieces (a benchmark
digest, a trade-press review). Each deck makes the workload call hard in its own way: a use
implied by what the buyer's users do, a requirements table, a footnote, speaker notes, a heading;
beside it other parties' uses that must not set it (another client's case study, a pilot being
retired, a partner's product, "most customers", a roadmap item, the benchmark's own scenario
description).
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

MISMATCH = "SCENARIO-MISMATCH"


def _claim(
    page: int,
    match: str,
    values: tuple[float, ...],
    unit: str,
    benchmark: str,
    round_: str,
    result_id: str,
    scenario: str,
    *,
    mismatch: bool,
    tolerated: frozenset[str] = frozenset(),
    why: str = "",
) -> ExpectedClaim:
    """A fully disclosed Closed-division claim whose only question is the scenario's fit."""
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
        flags=frozenset({MISMATCH}) if mismatch else frozenset(),
        absent=frozenset() if mismatch or MISMATCH in tolerated else frozenset({MISMATCH}),
        tolerated=tolerated,
        why=why,
    )


# w396: wine merchant, interactive implied by what shoppers do; another client's nightly batch
# case study must not count.
W396 = DeckSpec(
    name="w396",
    kind="pptx",
    vendor="Cellarlight Commerce",
    workload="interactive",
    slides=(
        Slide(
            title="Cellarlight for Harcourt & Vane Wines",
            subtitle="Proposal to the e-commerce team\nMarch 2026",
        ),
        Slide(
            heading="What your shoppers will do",
            bullets=(
                "A shopper types 'something like a Barolo, under £30, for lamb' and the sommelier"
                " panel answers before they scroll away",
                "Follow-up questions ('and a white for the starter?') come back in the same"
                " conversation, on the product page",
                "Peak traffic: the Friday-evening rush, about 1,900 open conversations at once",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1, Closed division: the QuantaGrid D74A-7U (8x MI300X)",
            table=Table(
                header=("Benchmark", "Scenario", "Throughput", "Result ID"),
                rows=(
                    ("Llama 2 70B", "Server", "32,027.6 tokens/s", "5.1-0002"),
                    ("Llama 2 70B", "Offline", "34,520.4 tokens/s", "5.1-0002"),
                ),
            ),
            footnote="Same system, same round; the two rows are two scenarios of one submission.",
        ),
        Slide(
            heading="Case study: a cellar-club client",
            bullets=(
                "Another client, a members' wine club, rewrites its 14,000 tasting notes each"
                " night in one offline run",
                "That job finishes by 05:00 and nobody waits on it",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Managed service from £8,400 per month",
                "Go-live target: 1 June 2026",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "32,027.6 tokens/s",
            (32027.6,),
            "tokens/s",
            "llama2-70b",
            "v5.1",
            "5.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="one system's two scenarios set in one table: disclosure rather than comparison",
        ),
        _claim(
            3,
            "34,520.4 tokens/s",
            (34520.4,),
            "tokens/s",
            "llama2-70b",
            "v5.1",
            "5.1-0002",
            "offline",
            mismatch=True,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="one system's two scenarios set in one table: disclosure rather than comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "1,900 open conversations", "the buyer's own peak load"),
        NonClaim(4, "14,000 tasting notes", "another client's catalogue size"),
        NonClaim(4, "05:00", "another client's deadline"),
        NonClaim(5, "£8,400 per month", "price"),
        NonClaim(5, "1 June 2026", "date"),
    ),
)

# w397: mining company, edge implied by the haul truck; the partner's cloud dashboard must not count.
W397 = DeckSpec(
    name="w397",
    kind="pdf",
    vendor="Ridgeback Autonomy",
    workload="edge",
    slides=(
        Slide(
            title="Collision awareness for Karrow Iron's haul fleet",
            subtitle="Ridgeback Autonomy · site briefing, Pit 3",
        ),
        Slide(
            heading="On the truck, not in the cloud",
            bullets=(
                "Each 240-tonne haul truck carries its own vision box behind the cab",
                "The box looks at the road ahead and stops the truck before a person or light"
                " vehicle is in its path; there is no radio link in the pit floor",
                "Our partner's cloud dashboard (sold separately) serves shift managers in Perth",
            ),
        ),
        Slide(
            title="MLPerf Inference results we build on",
            bullets=(
                "Dell PowerEdge XR8620t (1x L4) finds objects in a single camera frame in"
                " 4.83 ms: RetinaNet, SingleStream, Closed, MLPerf Inference v4.1, v4.1-0023",
                "The same XR8620t sustains 222.6 samples/s on RetinaNet Offline (Closed, v4.1,"
                " v4.1-0023) when the box re-checks the shift's recorded clips",
                "In the data centre, the 8-GPU ESC8000A-E12 serves 12,801.9 queries/s on"
                " RetinaNet in the Server scenario (Closed, MLPerf Inference v5.1, 5.1-0005)",
            ),
        ),
        Slide(
            title="Roll-out",
            bullets=(
                "38 trucks fitted by the end of Q3 2026",
                "A$61,000 per truck, installed",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "finds objects in a single camera frame in",
            (4.83, 4.830777),
            "ms",
            "retinanet",
            "v4.1",
            "v4.1-0023",
            "single_stream",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="the next bullet gives the same system's Offline result (disclosure)",
        ),
        _claim(
            3,
            "sustains 222.6 samples/s on RetinaNet Offline",
            (222.6, 222.619),
            "samples/s",
            "retinanet",
            "v4.1",
            "v4.1-0023",
            "offline",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="a follow-on for the same system in a second scenario (disclosure)",
        ),
        _claim(
            3,
            "serves 12,801.9 queries/s",
            (12801.9,),
            "queries/s",
            "retinanet",
            "v5.1",
            "5.1-0005",
            "server",
            mismatch=True,
            tolerated=frozenset({"CROSS-SCENARIO", "CHIP-COUNT", "CROSS-ROUND"}),
            why="set on the same slide as the one-GPU edge box, a reader may take it as a comparison",
        ),
    ),
    non_claims=(
        NonClaim(2, "240-tonne haul truck", "truck size"),
        NonClaim(4, "38 trucks", "fleet count"),
        NonClaim(4, "A$61,000 per truck", "price"),
    ),
)

# w398: regional airline, batch said only in the speaker notes; the slides talk of "the ops team".
W398 = DeckSpec(
    name="w398",
    kind="pptx",
    vendor="Northwind Compute",
    workload="batch",
    slides=(
        Slide(
            title="Disruption reports, summarised",
            subtitle="For Skerry Air operations control\nNorthwind Compute",
            notes=(
                "Say it plainly: the ops team does not chat with this. The night's disruption"
                " reports are queued at midnight and each morning the rostering desk finds them"
                " summarised in its inbox before the 06:30 briefing."
            ),
        ),
        Slide(
            heading="MLPerf Inference v4.1 · Closed division",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Tokens/s", "Result"),
                rows=(
                    (
                        "Supermicro AS-8125GS-TNMR2 (8x MI300X)",
                        "llama2-70b-99",
                        "Offline",
                        "23,514.8",
                        "v4.1-0002",
                    ),
                    (
                        "Supermicro AS-8125GS-TNMR2 (8x MI300X)",
                        "llama2-70b-99",
                        "Server",
                        "21,028.2",
                        "v4.1-0002",
                    ),
                ),
            ),
            notes="Offline is the number that matters for a queue you drain overnight.",
        ),
        Slide(
            heading="And in the newer round",
            bullets=(
                "MLPerf Inference v5.1, Closed, Interactive scenario: the same 8-GPU Supermicro"
                " chassis holds 8,840.42 tokens/s on Llama 2 70B (result 5.1-0001)",
            ),
        ),
        Slide(
            title="Scope and price",
            bullets=(
                "Up to 2,300 reports a night across 41 aircraft",
                "Fixed fee €96,000 a year",
            ),
        ),
    ),
    claims=(
        _claim(
            2,
            "23,514.8",
            (23514.8,),
            "tokens/s",
            "llama2-70b",
            "v4.1",
            "v4.1-0002",
            "offline",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="one system's two scenarios in one table",
        ),
        _claim(
            2,
            "21,028.2",
            (21028.2,),
            "tokens/s",
            "llama2-70b",
            "v4.1",
            "v4.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="one system's two scenarios in one table",
        ),
        _claim(
            3,
            "holds 8,840.42 tokens/s on Llama 2 70B",
            (8840.42,),
            "tokens/s",
            "llama2-70b",
            "v5.1",
            "5.1-0001",
            "interactive",
            mismatch=False,
        ),
    ),
    non_claims=(
        NonClaim(4, "2,300 reports a night", "the buyer's volume"),
        NonClaim(4, "41 aircraft", "fleet size"),
        NonClaim(4, "€96,000 a year", "price"),
    ),
)

# w399: court service, interactive said in a requirements table; the batch archive job is a
# roadmap item for next year and does not count.
W399 = DeckSpec(
    name="w399",
    kind="reportlab",
    vendor="Lexaro Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Lexaro for the Northern Circuit Court Service",
            subtitle="Tender response, lot 2: drafting aid",
        ),
        Slide(
            title="Requirements we answer",
            table=Table(
                header=("Requirement", "Who", "Target"),
                rows=(
                    ("Clerk pastes clause, waits for redline", "Listing clerks", "3 s"),
                    ("Associate asks for authorities cited", "Associates", "5 s"),
                ),
            ),
        ),
        Slide(
            title="MLPerf Inference v4.1, Closed division",
            bullets=(
                "GPT-J, Server scenario: 7,986.46 tokens/s on the ESC8000A-E12 (v4.1-0004)",
                "GPT-J, Offline scenario: 13,078.5 tokens/s on the same system (v4.1-0004)",
            ),
        ),
        Slide(
            title="Next year",
            bullets=(
                "2027 roadmap: digitise the 1990s case archive in overnight runs",
                "Lot 2 price: GBP 212,000 over three years",
            ),
        ),
    ),
    claims=(
        _claim(
            3,
            "Server scenario: 7,986.46 tokens/s",
            (7986.46,),
            "tokens/s",
            "gptj",
            "v4.1",
            "v4.1-0004",
            "server",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="two scenarios of one system, bullet by bullet",
        ),
        _claim(
            3,
            "Offline scenario: 13,078.5 tokens/s",
            (13078.5,),
            "tokens/s",
            "gptj",
            "v4.1",
            "v4.1-0004",
            "offline",
            mismatch=True,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="two scenarios of one system, bullet by bullet",
        ),
    ),
    non_claims=(
        NonClaim(2, "3 s", "the buyer's own latency target"),
        NonClaim(4, "2027 roadmap", "roadmap year"),
        NonClaim(4, "GBP 212,000", "price"),
    ),
)

# w400: TV newsroom with two uses of its own; the deck says which one this purchase is for.
W400 = DeckSpec(
    name="w400",
    kind="pdf",
    vendor="Signalpost AI",
    workload="interactive",
    slides=(
        Slide(
            title="Signalpost for Channel 9 News",
            subtitle="Live desk proposal · April 2026",
        ),
        Slide(
            heading="Two jobs, one of them in this order",
            bullets=(
                "Live desk (this order): while a story breaks, the producer asks for a"
                " 20-word ticker line and gets it before the anchor finishes the sentence",
                "Archive tagging stays on the station's existing cluster and is not part of"
                " this purchase",
            ),
        ),
        Slide(
            title="Mixtral 8x7B in MLPerf Inference v5.1 (Closed)",
            bullets=(
                "59,783.6 tokens/s in the Server scenario, QuantaGrid D74A-7U, result 5.1-0002",
                "68,781.4 tokens/s in the Offline scenario, same QuantaGrid, result 5.1-0002",
            ),
            footnote="Both figures are from one submission of one 8-GPU system.",
        ),
        Slide(
            title="Commercials",
            bullets=("Three-year term, US$540,000", "On air by the 2026 election night"),
        ),
    ),
    claims=(
        _claim(
            3,
            "59,783.6 tokens/s in the Server scenario",
            (59783.6,),
            "tokens/s",
            "mixtral-8x7b",
            "v5.1",
            "5.1-0002",
            "server",
            mismatch=False,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="two scenarios of one submission",
        ),
        _claim(
            3,
            "68,781.4 tokens/s in the Offline scenario",
            (68781.4,),
            "tokens/s",
            "mixtral-8x7b",
            "v5.1",
            "5.1-0002",
            "offline",
            mismatch=True,
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="two scenarios of one submission",
        ),
    ),
    non_claims=(
        NonClaim(2, "20-word ticker line", "the buyer's own output length"),
        NonClaim(4, "US$540,000", "price"),
    ),
)

VOICE_DECKS_24: tuple[DeckSpec, ...] = (W396, W397, W398, W399, W400)
