"""Tune decks written blind to the rules by helper h15w28 (round eight, w456-w470).

Focus: the deck's workload and whether a cited scenario fits it. Each deck has exactly one buyer;
the voices vary so that the reader has to work out whose use a sentence tells: a vendor writing
to the buyer (you/your), the buyer's own memo or tender (we/our), a third-party analyst or
magazine writing to nobody in particular, and a reseller writing to its own customers. Beside the
buyer's use stand other parties' uses (reference customers, ended pilots, surveys, other
departments, the benchmark's own scenario described, uses the next sentence disowns), and the
results cited fit or misfit the buyer's use, alone or set against a result of another scenario.

Figures quoted as published results are MLCommons MLPerf Inference results from the reference
files (v4.1, v5.1, v6.0; right system, benchmark, scenario and result ID). Vendors, buyers,
prices and customers are fictional.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

# w456: a systems integrator writing to the buyer (you/your); the buyer's use is a live voice
# agent, said in the title-slide subtitle and a requirements table. A reference customer's
# overnight archive job sits beside it and must not set the workload.
W456 = DeckSpec(
    name="w456_voice_agent_proposal",
    kind="pptx",
    vendor="Corvane Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Corvane for Meridian Mutual",
            subtitle=(
                "A proposal for your voice agent: callers answered while they are still on the line\n"
                "Prepared for your contact-centre operations team, March 2026"
            ),
        ),
        Slide(
            title="What your agents have to do",
            table=Table(
                header=("Your requirement", "Target you set"),
                rows=(
                    ("Concurrent callers at the Monday peak", "1,200 callers"),
                    ("First spoken word after the caller stops", "under 800 ms"),
                    ("Hours the agent is staffed by software", "24 hours, 7 days"),
                ),
            ),
            notes=(
                "Their finance team also asked about month-end reporting last quarter; that is a "
                "separate project and not part of this proposal."
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B",
            bullets=(
                "Under Server load the Cisco UCS C885A M8 (8x H200) we integrate sustained "
                "33,163 tokens/s (result 5.1-0014).",
                "In the tighter Interactive scenario the same system held 19,622 tokens/s "
                "(5.1-0014).",
                "Its Offline figure of 34,548 tokens/s (5.1-0014) is the headroom your callers "
                "will feel at peak.",
            ),
            footnote="Results retrieved from mlcommons.org on 12 February 2026.",
        ),
        Slide(
            title="Who else runs Corvane racks",
            bullets=(
                "Hollis Insurance uses a Corvane rack to summarise its claims archive overnight, "
                "about 40,000 files a night, with nobody waiting on any single file.",
                "Rack lease for your site: $38,500 per month, support included.",
                "Installation crew: 6 engineers for 3 days.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="sustained 33,163 tokens/s",
            values=(33163.0, 33163.3),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH", "RESULT-ID-MISSING", "ROUND-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One system's results in three scenarios listed as disclosure, not a comparison.",
        ),
        ExpectedClaim(
            page=3,
            match="the same system held 19,622 tokens/s",
            values=(19622.0, 19621.9),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="interactive",
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Follow-on figure; benchmark from the heading. Same-system scenario listing.",
        ),
        ExpectedClaim(
            page=3,
            match="Offline figure of 34,548 tokens/s",
            values=(34548.0, 34548.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Offline sold as what live callers will feel: the buyer's use is a voice agent.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="March 2026", why="date"),
        NonClaim(page=2, match="1,200 callers", why="the buyer's own peak load"),
        NonClaim(page=2, match="under 800 ms", why="the buyer's own latency target"),
        NonClaim(page=3, match="12 February 2026", why="retrieval date"),
        NonClaim(page=4, match="40,000 files a night", why="a reference customer's volume"),
        NonClaim(page=4, match="$38,500 per month", why="lease price"),
        NonClaim(page=4, match="6 engineers for 3 days", why="headcount"),
    ),
)

# w457: the buyer's own bid-evaluation memo (we/our). The use is implied: a unit in a delivery van
# with no network, one camera per unit. One bidder cites edge-suite results that fit; the other
# leads with a datacentre Server result and its own customers' web API use, which the memo
# disowns.
W457 = DeckSpec(
    name="w457_depot_units_bid_memo",
    kind="pdf",
    vendor="Ardent Parcel Fleet Engineering",
    workload="edge",
    slides=(
        Slide(
            title="Van Inspection Units: Bid Evaluation",
            subtitle=(
                "Procurement memo from Fleet Engineering\n"
                "For the evaluation panel; not for circulation to bidders"
            ),
        ),
        Slide(
            title="What we are buying",
            bullets=(
                "Each inspection unit rides in a van and judges parcel damage from one camera; "
                "there is no network between depots, so nothing leaves the unit.",
                "The driver holds the parcel up and waits for the unit's verdict before loading.",
                "We plan to fit 2,400 vans over 18 months.",
            ),
        ),
        Slide(
            heading="Bid A, Tessaly Devices: MLPerf Inference v5.1, Closed division",
            bullets=(
                "Tessaly quotes the Lenovo ThinkEdge SE100 (1x RTX 2000E Ada) at 0.51 ms per "
                "image on ResNet-50 in the SingleStream scenario (5.1-0064).",
                "For damage detection the same box posts a 70.2 ms MultiStream latency on "
                "RetinaNet (5.1-0064).",
                "Tessaly's unit price: EUR 1,150 per van, three-year warranty.",
            ),
        ),
        Slide(
            title="Bid B, Orrin Compute",
            bullets=(
                "Orrin leads with 6,101 queries/s on RetinaNet in the Server scenario from the "
                "Cisco UCS C845A M8 (8x L40S), MLPerf Inference result 5.1-0012, Closed division.",
                "Orrin says its hosting customers put this server behind a web API for "
                "thousands of users at once. That is their business, not ours.",
                "Orrin's price: EUR 212,000 for one rack, vans not included.",
            ),
        ),
        Slide(
            title="Panel view",
            bullets=(
                "Bid A measures one camera feeding one device, which is how our vans work.",
                "Bid B measures requests arriving over a network at a data centre; our vans "
                "have no such network, so the panel sets that figure aside.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="at 0.51 ms per image on ResNet-50",
            values=(0.51,),
            unit="ms",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One system, two benchmarks in two edge scenarios: disclosure, not comparison.",
        ),
        ExpectedClaim(
            page=3,
            match="posts a 70.2 ms MultiStream latency",
            values=(70.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="multi_stream",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One system, two benchmarks in two edge scenarios: disclosure, not comparison.",
        ),
        ExpectedClaim(
            page=4,
            match="6,101 queries/s on RetinaNet",
            values=(6101.0, 6101.41),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0012",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="A Server result cited for a device in a van with no network (edge).",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2,400 vans over 18 months", why="deployment plan"),
        NonClaim(page=3, match="EUR 1,150 per van", why="price"),
        NonClaim(page=4, match="EUR 212,000", why="price"),
    ),
)

# w458: an analyst note written to nobody in particular; the workload is unstated, and a
# survey's chat-assistant answer is the survey's, not the reader's. Two vendors in one sentence
# across scenarios (cross-scenario), and a same-scenario, same-size pair that must not fire.
W458 = DeckSpec(
    name="w458_analyst_llama_note",
    kind="reportlab",
    vendor="Pellbrook Research",
    workload="unstated",
    slides=(
        Slide(
            title="Eight-GPU servers on Llama 2 70B",
            heading="Pellbrook Research note 26-114 · MLPerf Inference v5.1, Closed division",
            bullets=(
                "In our survey of 140 IT buyers, 61% said their first deployment would be a "
                "customer-facing chat assistant.",
                "AMD's QuantaGrid D74A-7U (8x MI325X) posted 32,028 tokens/s in the Server "
                "scenario (5.1-0002), while the ASUSTeK ESC N8 (8x H200) reached 35,075 "
                "tokens/s Offline (5.1-0007).",
                "Like for like in Server, Dell's PowerEdge XE7745 (8x H200 NVL, 5.1-0023) "
                "reached 29,070 tokens/s against 31,241 tokens/s for the ASUSTeK ESC A8A "
                "(8x MI325X, 5.1-0006).",
            ),
        ),
        Slide(
            title="What the note does not cover",
            bullets=(
                "Street prices moved 9% in the quarter; we do not rank value for money.",
                "Readers who serve their own chat traffic should look at Server and Interactive "
                "results; readers who score archives should look at Offline.",
            ),
            footnote="Pellbrook Research is independent and paid by no submitter. Note 26-114.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="posted 32,028 tokens/s in the Server scenario",
            values=(32028.0, 32027.6),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Set beside an Offline result of another system in one sentence; both 8-GPU.",
        ),
        ExpectedClaim(
            page=1,
            match="reached 35,075 tokens/s Offline",
            values=(35075.0, 35075.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="The second vendor after 'while': its own claim, Offline against Server; the "
            "survey's chat answer is not the reader's workload.",
        ),
        ExpectedClaim(
            page=1,
            match="reached 29,070 tokens/s against 31,241 tokens/s",
            values=(29070.0, 29070.3, 31241.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            absent=frozenset({"CROSS-SCENARIO", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="Same scenario, same accelerator count, same round: a fair comparison.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="survey of 140 IT buyers", why="survey size"),
        NonClaim(page=1, match="61% said", why="survey share"),
        NonClaim(page=2, match="moved 9% in the quarter", why="price movement"),
    ),
)

# w459: a reseller writing to its own customers (retailers) about their nightly catalogue work;
# the reseller's own support chat is the reseller's use, not the customers'.
W459 = DeckSpec(
    name="w459_reseller_catalogue_night",
    kind="pptx",
    vendor="Halyard Channel Partners",
    workload="batch",
    slides=(
        Slide(
            title="Halyard Partner Brief: your catalogue, done by morning",
            bullets=(
                "You told us your product photos and descriptions pile up all day and must be "
                "tagged and summarised before the shop opens at 07:00.",
                "Typical partner volume: 2 million photos and 90,000 listings each night.",
                "Our own help desk runs a chat assistant on the same hardware; that is Halyard's "
                "use, and it has nothing to do with your catalogue run.",
            ),
        ),
        Slide(
            heading="What the MLPerf Inference v5.1 results say about your night shift",
            table=Table(
                header=("System", "Benchmark", "Scenario", "Result", "ID"),
                rows=(
                    (
                        "Cisco UCS C885A M8 (8x H200)",
                        "Llama 3.1 8B",
                        "Offline",
                        "58,304 tokens/s",
                        "5.1-0014",
                    ),
                    (
                        "Cisco UCS C885A M8 (8x H200)",
                        "Llama 3.1 8B",
                        "Server",
                        "41,291 tokens/s",
                        "5.1-0014",
                    ),
                ),
            ),
            footnotes=("Closed division. Results from mlcommons.org, retrieved January 2026.",),
        ),
        Slide(
            heading="Photo tagging · MLPerf Inference v5.1, Closed division",
            bullets=(
                "The Lenovo ThinkEdge SE100 (1x RTX 2000E Ada) classifies 6,607 images/s on "
                "ResNet-50 in the Offline scenario (5.1-0064).",
                "The same box answers a single image in 0.51 ms in SingleStream (5.1-0064), "
                "which is why we size your photo run on it.",
            ),
        ),
        Slide(
            title="Ordering through Halyard",
            bullets=(
                "Partner discount: 14% off list on orders placed before 31 January.",
                "Lead time: 5 weeks from order to rack.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="58,304 tokens/s",
            values=(58304.0, 58304.3),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One system's two scenarios in one table: disclosure; Offline fits a night run.",
        ),
        ExpectedClaim(
            page=2,
            match="41,291 tokens/s",
            values=(41291.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Server for a batch workload understates it and misleads no buyer.",
        ),
        ExpectedClaim(
            page=3,
            match="classifies 6,607 images/s on ResNet-50",
            values=(6607.0, 6607.08),
            unit="samples/s",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="offline",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Offline fits the overnight photo run.",
        ),
        ExpectedClaim(
            page=3,
            match="answers a single image in 0.51 ms",
            values=(0.51,),
            unit="ms",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="SingleStream latency used to size a nightly batch; the follow-on names no "
            "benchmark of its own.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="07:00", why="opening time"),
        NonClaim(page=1, match="2 million photos and 90,000 listings", why="customer volume"),
        NonClaim(page=4, match="14% off list", why="discount"),
        NonClaim(page=4, match="5 weeks", why="lead time"),
    ),
)

# w460: the buyer's own tender (we/our) for a hosted developer API; the use sits in a
# service-level table. The bidders' evidence table's header carries round and division; the two
# rows differ in scenario (cross-scenario) but not in accelerator count.
W460 = DeckSpec(
    name="w460_api_tender_evidence",
    kind="pdf",
    vendor="Quillon Cloud Procurement",
    workload="interactive",
    slides=(
        Slide(
            title="RFP 2026-07: Inference capacity for the Quillon developer API",
            subtitle="Issued by Quillon Cloud Procurement\nResponses due 20 April 2026",
        ),
        Slide(
            title="Service levels we will hold the winner to",
            table=Table(
                header=("Service level", "Our commitment to developers"),
                rows=(
                    ("Time to first token, p99", "1.5 s"),
                    ("Streaming speed per request", "at least 30 tokens/s"),
                    ("Availability per month", "99.95%"),
                ),
            ),
            bullets=("Developers call our API from their own apps and wait on every response.",),
        ),
        Slide(
            heading="Bidder evidence: MLPerf Inference v6.0, Closed division",
            table=Table(
                header=("System offered", "GPUs", "Scenario", "Llama 2 70B", "Result ID"),
                rows=(
                    ("ORACLE BM.GPU.MI355X.8", "8", "Server", "98,239 tokens/s", "6.0-0086"),
                    (
                        "Supermicro SYS-822GS-NBRT (B200)",
                        "8",
                        "Offline",
                        "101,595 tokens/s",
                        "6.0-0099",
                    ),
                ),
            ),
        ),
        Slide(
            title="Evaluation notes",
            bullets=(
                "A bidder's batch figure tells us how fast a queue drains when no one is "
                "waiting, which is not how our developers use the API.",
                "Scoring weights: 40% capacity, 35% price, 25% support.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="98,239 tokens/s",
            values=(98239.0, 98239.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT", "ROUND-MISSING"}),
            why="Tabled against an Offline row of another system; both 8 GPUs.",
        ),
        ExpectedClaim(
            page=3,
            match="101,595 tokens/s",
            values=(101595.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            absent=frozenset({"CHIP-COUNT"}),
            why="Offline evidence for a hosted API whose developers wait on each response.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="20 April 2026", why="deadline"),
        NonClaim(page=2, match="1.5 s", why="the buyer's own target"),
        NonClaim(page=2, match="at least 30 tokens/s", why="the buyer's own target"),
        NonClaim(page=2, match="99.95%", why="availability target"),
        NonClaim(page=4, match="40% capacity", why="scoring weight"),
    ),
)

VOICE_DECKS_28: tuple[DeckSpec, ...] = (W456, W457, W458, W459, W460)
