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

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

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
        NonClaim(page=1, match="note 26-114", why="the note's own number"),
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
            unit=None,
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


# w461: a vendor writing to the buyer; the buyer's use (shoppers typing and waiting) is said only in
# the speaker notes, and a pilot that ended (an overnight run) is disowned on the next line. An
# NVL72 rack set against an eight-GPU server (chip count) and a per-GPU share of the rack.
W461 = DeckSpec(
    name="w461_shopping_assistant_rack",
    kind="pptx",
    vendor="Tallis Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Tallis Compute for Brightcart",
            bullets=(
                "Thank you for the time with your platform team on 3 March.",
                "This deck sizes one rack for the service we discussed.",
            ),
            notes=(
                "Brightcart's shoppers type a question into the app and wait for the assistant's "
                "answer before they buy. Keep coming back to that."
            ),
        ),
        Slide(
            title="Where we started",
            bullets=(
                "Last year's pilot with your merchandising team scored product returns in an "
                "overnight run.",
                "That pilot ended in June 2025, and this rack is not for it.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B · Server scenario",
            bullets=(
                "One NVIDIA GB200 NVL72 rack served 810,104 tokens/s (6.0-0075), 7.5 times the "
                "107,318 tokens/s of an eight-GPU DGX B300 (6.0-0073).",
                "Spread over its 72 GPUs, that is 11,251 tokens/s for each GPU.",
            ),
        ),
        Slide(
            title="Your costs",
            bullets=(
                "List price per rack: $3.4 million, three years of support included.",
                "Power budget per rack: 132 kW at the wall.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="rack served 810,104 tokens/s",
            values=(810104.0, 7.5, 107318.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="A 72-GPU rack against an 8-GPU server; Server fits shoppers waiting.",
        ),
        ExpectedClaim(
            page=3,
            match="11,251 tokens/s for each GPU",
            values=(11251.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="A per-GPU share of the rack's result; the ID is on the slide for that system.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="3 March", why="date"),
        NonClaim(page=2, match="June 2025", why="date"),
        NonClaim(page=4, match="$3.4 million", why="price"),
        NonClaim(page=4, match="132 kW", why="power budget"),
    ),
)

# w462: a magazine's bench notes, written to nobody in particular; the scenarios' own uses (a
# camera waiting on every frame, a backlog of photos) are described, never the reader's, so the
# workload is unstated. A four-card server against a one-card server, a per-card share and a
# rack projection.
W462 = DeckSpec(
    name="w462_magazine_speedai_bench",
    kind="reportlab",
    vendor="Edge Silicon Monthly",
    workload="unstated",
    slides=(
        Slide(
            title="Bench notes: speedAI240 in MLPerf Inference v4.1",
            heading="Edge Silicon Monthly · Closed division results, ResNet-50",
            bullets=(
                "SingleStream measures one query at a time, the way a camera that waits on every "
                "frame would use a chip.",
                "The single-card Supermicro H13 returned a SingleStream latency of 0.121 ms "
                "(v4.1-0067).",
                "Dell's R760xa with four cards reached 221,845 samples/s Offline (v4.1-0069), "
                "almost four times the 56,277 samples/s of the one-card H13 (v4.1-0067).",
            ),
        ),
        Slide(
            title="Per card, and at rack scale",
            bullets=(
                "Divide the R760xa figure by its four cards and each card delivers about "
                "55,461 samples/s.",
                "A rack of ten such servers would clear some 2.2 million images a second, by our "
                "own arithmetic.",
                "Our test bench cost $18,000 to assemble.",
            ),
            footnote=(
                "Figures on this page: MLPerf Inference v4.1, Closed division, ResNet-50 Offline, "
                "from results v4.1-0067 and v4.1-0069."
            ),
        ),
        Slide(
            title="Verdict",
            bullets=(
                "Anyone putting chips behind cameras should read the SingleStream column first; "
                "anyone clearing photo backlogs should read Offline.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="SingleStream latency of 0.121 ms",
            values=(0.121,),
            unit="ms",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0067",
            division="closed",
            scenario="single_stream",
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Workload unstated: the scenario's use described is the benchmark's own.",
        ),
        ExpectedClaim(
            page=1,
            match="reached 221,845 samples/s Offline",
            values=(221845.0, 56277.0, 56277.1),
            unit="samples/s",
            benchmark="resnet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="Four cards against one card, same scenario.",
        ),
        ExpectedClaim(
            page=2,
            match="each card delivers about 55,461 samples/s",
            values=(55461.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="A per-card share; the unmarked footnote supplies round, division, scenario.",
        ),
        ExpectedClaim(
            page=2,
            match="clear some 2.2 million images a second",
            values=(2.2, 2200000.0),
            unit=None,
            benchmark="resnet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="A projection onto an unmeasured rack, worked out from a published result.",
        ),
    ),
    non_claims=(NonClaim(page=2, match="$18,000", why="cost of the bench"),),
)

# w463: the buyer's own memo (we/our); a volume with a deadline (weekend reprocessing, output by
# Monday) makes the use batch, and another department's chatbot is put out of scope. Offline and
# Server both fit; a weekend total and a cost per page are worked out from the result.
W463 = DeckSpec(
    name="w463_discovery_weekend_memo",
    kind="pdf",
    vendor="Greaves Lindqvist LLP, Litigation Support",
    workload="batch",
    slides=(
        Slide(
            title="Discovery Reprocessing: Platform Choice",
            subtitle="Internal memo, Litigation Support Group\nDecision requested by 15 May",
        ),
        Slide(
            title="Our workload",
            bullets=(
                "Every weekend we reprocess about 3 million pages of disclosed documents; review "
                "teams need the output by 08:00 on Monday.",
                "The Service Desk's client chatbot is a separate business case (SD-41) and is not "
                "scored in this memo.",
            ),
        ),
        Slide(
            heading="Shortlisted platform: MLPerf Inference v5.1, Closed division, Mixtral 8x7B",
            bullets=(
                "The AMD QuantaGrid D74A-7U (8x MI325X) processed 68,781 tokens/s in the Offline "
                "scenario (5.1-0002).",
                "Under Server load the same system held 59,784 tokens/s (5.1-0002).",
            ),
        ),
        Slide(
            title="What that means for a weekend",
            bullets=(
                "At the Offline rate the system would get through about 14.9 billion tokens in "
                "a 60-hour weekend window.",
                "At our negotiated lease of $41,000 a month, that comes to about $0.0032 per "
                "page reprocessed.",
            ),
            footnote=(
                "Rate from MLPerf Inference v5.1 result 5.1-0002, Closed division, Mixtral 8x7B, "
                "Offline scenario."
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="processed 68,781 tokens/s in the Offline",
            values=(68781.0, 68781.4),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Offline fits a weekend queue; one system's two scenarios listed.",
        ),
        ExpectedClaim(
            page=3,
            match="the same system held 59,784 tokens/s",
            values=(59784.0, 59783.6),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Server understates a batch run and misleads nobody; the chatbot is out of scope.",
        ),
        ExpectedClaim(
            page=4,
            match="about 14.9 billion tokens",
            values=(14.9, 14900000000.0),
            unit=None,
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="A rate multiplied out over a 60-hour window.",
        ),
        ExpectedClaim(
            page=4,
            match="about $0.0032 per page",
            values=(0.0032,),
            unit=None,
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0002",
            division="closed",
            scenario="offline",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="A price per page of the deck's own work drawn from the result.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="15 May", why="date"),
        NonClaim(page=2, match="3 million pages", why="the buyer's volume"),
        NonClaim(page=2, match="08:00", why="deadline"),
        NonClaim(page=2, match="SD-41", why="case reference"),
    ),
)

# w464: a vendor writing to a retailer; the title-slide subtitle says every checkout lane decides
# on its own because store links drop (edge). Edge-suite chart points fit; a datacentre Server
# result, brought in from the vendor's cloud customers and then tied to the buyer's lanes, does not.
W464 = DeckSpec(
    name="w464_checkout_lanes_edge",
    kind="pptx",
    vendor="Vantor Edge",
    workload="edge",
    slides=(
        Slide(
            title="Vantor Edge for Kellaway Markets",
            subtitle=(
                "Checkout cameras in your 300 stores, decided on the spot\n"
                "Your store links drop often, so every lane decides on its own"
            ),
        ),
        Slide(
            title="The box in each lane",
            chart=Chart(
                title=(
                    "RetinaNet latency (ms) · MLPerf Inference v4.1 Closed · "
                    "Dell PowerEdge XR8620t, v4.1-0023"
                ),
                categories=("XR8620t (1x L4)",),
                series=(("SingleStream", (4.83,)), ("MultiStream", (42.02,))),
                number_format="0.00",
                value_axis_title="ms per query, lower is better",
            ),
        ),
        Slide(
            title="What our cloud customers run",
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Our hosted vision service answers online grocers' photo uploads over the "
                "internet; it is a different product from your lanes.",
                "In the data centre the Dell PowerEdge R470 (2x L4) reaches 428 queries/s on "
                "RetinaNet in the Server scenario (5.1-0018), and your lanes share that headroom.",
            ),
        ),
        Slide(
            title="Commercials",
            bullets=(
                "Per-lane unit: $1,480 including mounting.",
                "Rollout: 40 stores a month from September.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="SingleStream",
            values=(4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="A chart point; the series names SingleStream, which fits a lane device.",
        ),
        ExpectedClaim(
            page=2,
            match="MultiStream",
            values=(42.02,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="multi_stream",
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One system's two edge scenarios in one chart: disclosure.",
        ),
        ExpectedClaim(
            page=3,
            match="reaches 428 queries/s on RetinaNet",
            values=(428.0, 428.115),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0018",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            absent=frozenset({"CROSS-ROUND"}),
            why="A Server result offered as headroom for edge lanes with unreliable links.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="300 stores", why="store count"),
        NonClaim(page=4, match="$1,480", why="price"),
        NonClaim(page=4, match="40 stores a month", why="rollout plan"),
    ),
)

# w465: a vendor writing to clinics; a bulk overnight use is raised and disowned by the next
# sentence, and the buyer's use is a clinician waiting on each note (interactive). The speech
# result is Offline (mismatch); the summary result is Server but the deck deploys its own
# fine-tune (model mismatch), while the speech model deployed is the reference one.
W465 = DeckSpec(
    name="w465_clinic_scribe",
    kind="pdf",
    vendor="Scribewell",
    workload="interactive",
    slides=(
        Slide(
            title="Scribewell for Harbour Health Clinics",
            bullets=(
                "Many teams start by summarising last year's notes in bulk overnight. That is not "
                "your plan.",
                "Your clinicians dictate after each visit and read the finished note before the "
                "next patient walks in.",
                "Pilot scope: 4 clinics and 60 clinicians.",
            ),
        ),
        Slide(
            title="Speech and summaries",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Dictation: the Dell PowerEdge XE7745 (8x H200 NVL) transcribed 31,674 samples/s "
                "on Whisper in the Offline scenario (5.1-0023).",
                "Summaries: the Cisco UCS C845A M8 (8x H200 NVL) sustained 38,697 tokens/s on "
                "Llama 3.1 8B in the Server scenario (5.1-0011).",
            ),
        ),
        Slide(
            title="What runs in your clinics",
            bullets=(
                "Speech is transcribed by Whisper Large v3, as benchmarked.",
                "Notes are written by Scribe-8, our own fine-tune of Llama 3.1 8B trained on "
                "clinical letters.",
                "Subscription: $95 per clinician per month.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="transcribed 31,674 samples/s",
            values=(31674.0, 31674.1),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0023",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            absent=frozenset({"MODEL-MISMATCH", "CROSS-SCENARIO"}),
            why="Offline for a clinician waiting on each note; Whisper is deployed as benchmarked.",
        ),
        ExpectedClaim(
            page=2,
            match="sustained 38,697 tokens/s",
            values=(38697.0, 38696.9),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0011",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="Server fits; the notes are written by the vendor's own fine-tune.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="4 clinics and 60 clinicians", why="pilot scope"),
        NonClaim(page=3, match="$95 per clinician", why="price"),
    ),
)

# w466: a reseller writing to its partners' crews offshore (edge: no signal); another customer's
# cloud review is told of and disowned. A table of a two-GPU and a one-GPU workstation (chip
# count) and a same-size pair that must not fire.
W466 = DeckSpec(
    name="w466_reseller_offshore_kits",
    kind="pptx",
    vendor="Fieldline Distribution",
    workload="edge",
    slides=(
        Slide(
            title="Fieldline Partner Update: inspection kits for your crews",
            bullets=(
                "Your crews inspect turbine blades offshore, where there is no signal; the kit "
                "judges each photo on the spot.",
                "One of our utility customers streams footage to a cloud service for analysts to "
                "review later. Your crews cannot do that at sea.",
                "Kit price to partners: GBP 6,200.",
            ),
        ),
        Slide(
            heading="RetinaNet, SingleStream · MLPerf Inference v5.1, Closed division",
            table=Table(
                header=("Workstation", "GPUs", "Latency per image", "Result ID"),
                rows=(
                    ("GATE Overflow Sapphire Rapids (2x RTX 4090)", "2", "1.69 ms", "5.1-0044"),
                    ("HPE ProLiant ML30 Gen11 (RTX 4000 Ada)", "1", "51.0 ms", "5.1-0054"),
                ),
            ),
        ),
        Slide(
            heading="Single-GPU kits side by side · MLPerf Inference v5.1, Closed, SingleStream",
            bullets=(
                "On RetinaNet the Lenovo ThinkEdge SE100 (1x RTX 2000E Ada, 5.1-0064) answers in "
                "8.50 ms against 51.0 ms for the HPE ProLiant ML30 (1x RTX 4000 Ada, 5.1-0054).",
            ),
            notes="Remind partners that the kit works with no connection at all.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="1.69 ms",
            values=(1.69,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0044",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="Tabled against a one-GPU workstation; SingleStream fits a kit at sea.",
        ),
        ExpectedClaim(
            page=2,
            match="51.0 ms",
            values=(51.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0054",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="Tabled against a two-GPU workstation.",
        ),
        ExpectedClaim(
            page=3,
            match="answers in 8.50 ms against 51.0 ms",
            values=(8.5, 51.0),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="single_stream",
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH", "CROSS-SCENARIO"}),
            why="One GPU against one GPU in the same scenario and round.",
        ),
    ),
    non_claims=(NonClaim(page=1, match="GBP 6,200", why="price"),),
)

# w467: the buyer's own tender; a scope table says nightly scoring is in scope and real-time
# authorisation and member chat are out (batch). The bidders' table sets an Offline row against a
# Server row of the same size (cross-scenario, no chip count, no mismatch for batch).
W467 = DeckSpec(
    name="w467_risk_scoring_tender",
    kind="reportlab",
    vendor="Calder Building Society",
    workload="batch",
    slides=(
        Slide(
            title="Tender T-88: Overnight Risk Scoring",
            heading="Issued by Calder Building Society, Group Procurement",
            table=Table(
                header=("In scope", "Out of scope"),
                rows=(
                    ("Nightly scoring, 12M accounts", "Card authorisation"),
                    ("Scores ready by 09:00", "Member chat"),
                ),
            ),
        ),
        Slide(
            title="Bidder evidence",
            heading="MLPerf Inference v5.1, Closed division, DLRM v2 (99% accuracy)",
            bullets=(
                "Bidder C also lists 591,162 queries/s in the Server scenario for the same "
                "system (5.1-0007).",
            ),
            table=Table(
                header=("Bidder and system", "GPUs", "Scenario", "Result", "ID"),
                rows=(
                    ("C: ASUSTeK ESC N8 (H200)", "8", "Offline", "643,122/s", "5.1-0007"),
                    ("D: ASUSTeK ESC8000A-E12", "8", "Server", "450,100/s", "5.1-0005"),
                ),
            ),
        ),
        Slide(
            title="Panel guidance",
            bullets=(
                "For an overnight queue the Offline column is the closer guide; a Server figure "
                "only understates what a night run can do.",
                "Evaluation weights: price 50%, evidence 30%, service 20%.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="643,122/s",
            values=(643122.0,),
            unit=None,
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Tabled against another bidder's Server row; both 8 GPUs.",
        ),
        ExpectedClaim(
            page=2,
            match="450,100/s",
            values=(450100.0,),
            unit=None,
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Server for a batch queue is no mismatch; set against an Offline row.",
        ),
        ExpectedClaim(
            page=2,
            match="lists 591,162 queries/s",
            values=(591162.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="The same bidder's second scenario; disclosure of one system.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="12M accounts", why="volume"),
        NonClaim(page=1, match="09:00", why="deadline"),
        NonClaim(page=3, match="price 50%", why="scoring weight"),
    ),
)

# w468: a vendor writing to a bank; the subtitle says advisers' clients wait during the call
# (interactive) and a sidebar restates the SLA. A three-scenario chart of one rack (the Offline
# point misfits), an Interactive figure set against another system's Server figure with a
# different GPU count, and a per-GPU share.
W468 = DeckSpec(
    name="w468_bank_reasoning_rack",
    kind="pdf",
    vendor="Ostrander AI",
    workload="interactive",
    slides=(
        Slide(
            title="Ostrander AI: reasoning capacity for Pinecrest Bank",
            subtitle=(
                "Your advisers' assistant answers clients while they are on the call\n"
                "Proposal, April 2026"
            ),
        ),
        Slide(
            title="DeepSeek-R1 on one GB300 NVL72 rack",
            chart=Chart(
                title="DeepSeek-R1 tokens/s · MLPerf Inference v6.0 Closed",
                categories=("GB300 NVL72 (6.0-0078)",),
                series=(
                    ("Interactive", (250634.0,)),
                    ("Server", (400437.0,)),
                    ("Offline", (647076.0,)),
                ),
                width_in=7.5,
                height_in=3.4,
            ),
            group=("Your SLA: first words of an answer within 2 s for 95% of client calls",),
        ),
        Slide(
            title="Against a single server",
            heading="MLPerf Inference v6.0 · Closed division · DeepSeek-R1",
            bullets=(
                "That rack's 250,634 tokens/s in the Interactive scenario (6.0-0078) is 4.8 "
                "times the 51,693 tokens/s Server result of an eight-GPU Nebius B200 n1 "
                "(6.0-0083).",
                "Per GPU, the rack delivers 3,481 tokens/s in Interactive.",
            ),
        ),
        Slide(
            title="Terms",
            bullets=("Reserved capacity: $2.10 per GPU-hour on a 12-month term.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Interactive",
            values=(250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="interactive",
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="Chart point; series names Interactive, which fits clients on a call.",
        ),
        ExpectedClaim(
            page=2,
            match="Server",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="One rack's three scenarios in one chart: disclosure.",
        ),
        ExpectedClaim(
            page=2,
            match="Offline",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="The Offline bar shown to a buyer whose clients wait on each answer.",
        ),
        ExpectedClaim(
            page=3,
            match="rack's 250,634 tokens/s in the Interactive scenario",
            values=(250634.0, 4.8, 51693.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT", "CROSS-SCENARIO"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="A 72-GPU rack's Interactive figure against an 8-GPU server's Server figure.",
        ),
        ExpectedClaim(
            page=3,
            match="delivers 3,481 tokens/s in Interactive",
            values=(3481.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="A per-GPU share of the rack's result.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="April 2026", why="date"),
        NonClaim(page=2, match="within 2 s for 95%", why="the buyer's own SLA"),
        NonClaim(page=4, match="$2.10 per GPU-hour", why="service price"),
    ),
)

# w469: a university lab's primer, written to nobody in particular; each scenario's imagined
# users are described, never the reader's (unstated). A four-GPU and an eight-GPU system tabled
# (chip count), a same-size pair that must not fire, and an average of the pair.
W469 = DeckSpec(
    name="w469_lab_primer",
    kind="pptx",
    vendor="Ellery Institute Systems Lab",
    workload="unstated",
    slides=(
        Slide(
            title="Reading MLPerf Inference results: a primer",
            bullets=(
                "Server imitates users of a chat service sending requests at random moments.",
                "Offline imitates a backlog handed over all at once, such as an archive to score.",
                "Neither describes any particular reader's deployment.",
            ),
            notes=(
                "Students often ask which scenario their own project should cite; that depends "
                "entirely on the project."
            ),
        ),
        Slide(
            heading="Worked example · MLPerf Inference v6.0 · Closed division · Llama 2 70B",
            table=Table(
                header=("System", "Accelerators", "Server tokens/s", "Result ID"),
                rows=(
                    ("Intel 1-node-4x-BMG-B70", "4", "1,699", "6.0-0101"),
                    ("MiTAC G8825Z5 (MI350X)", "8", "77,378", "6.0-0071"),
                ),
            ),
        ),
        Slide(
            title="Same size, fair comparison",
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B, Offline",
            bullets=(
                "Oracle's BM.GPU.MI355X.8 reached 99,874 tokens/s (6.0-0086) versus 100,754 "
                "tokens/s for Supermicro's QuantaGrid D74A-7U (6.0-0097), both with eight MI355X "
                "GPUs.",
                "Averaged across the two systems, that is 100,314 tokens/s.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="1,699",
            values=(1699.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0101",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="Four accelerators tabled against eight; the column header names Server.",
        ),
        ExpectedClaim(
            page=2,
            match="77,378",
            values=(77378.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0071",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            why="Eight accelerators tabled against four.",
        ),
        ExpectedClaim(
            page=3,
            match="reached 99,874 tokens/s",
            values=(99874.0, 100754.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            absent=frozenset({"CHIP-COUNT", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="Eight GPUs against eight, same scenario and round; workload unstated.",
        ),
        ExpectedClaim(
            page=3,
            match="that is 100,314 tokens/s",
            values=(100314.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="An average over two separate results.",
        ),
    ),
)

# w470: the buyer's own memo; an earlier plan (head office's cloud chatbot) is framed as someone
# else's and dropped, and the buyer's use is a unit in each cab with no mobile link (edge). An
# edge SingleStream result fits; a comparison across rounds of same-size systems; a datacentre
# Server figure a supplier sent does not fit.
W470 = DeckSpec(
    name="w470_in_cab_assistant_memo",
    kind="pptx",
    vendor="Rowan Haulage Fleet Technology",
    workload="edge",
    slides=(
        Slide(
            title="In-Cab Assistant: Hardware Decision",
            subtitle="Memo from Fleet Technology to the operations board\nThird draft",
        ),
        Slide(
            title="Whose plan is this",
            bullets=(
                "Head office's 2025 plan was a cloud chatbot that drivers would phone for "
                "answers; it was dropped when the coverage maps came in.",
                "Our plan: a unit in each cab answers drivers' spoken questions on the spot, with "
                "no mobile link on most routes.",
                "We will equip 850 cabs.",
            ),
        ),
        Slide(
            heading="MLPerf Inference, Closed division, BERT (99% accuracy), SingleStream",
            bullets=(
                "The Lenovo ThinkEdge SE455i V3 (2x L4) answers in 2.17 ms (6.0-0068).",
                "The older ThinkEdge SE455 V3 with 2x L40S answered in 1.12 ms (v4.1-0041), "
                "against 2.17 ms for the newer SE455i V3.",
            ),
        ),
        Slide(
            title="A data-centre figure we were sent",
            bullets=(
                "Another supplier quoted the ASUSTeK ESC4000A-E12 (4x H100 NVL) at 17,002 "
                "queries/s on BERT in the Server scenario (v4.1-0003, Closed division), saying "
                "it would answer our drivers just as well.",
                "Supplier quotes range from GBP 900 to GBP 1,400 per cab.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="answers in 2.17 ms",
            values=(2.17,),
            unit="ms",
            benchmark="bert",
            round="v6.0",
            result_id="6.0-0068",
            division="closed",
            scenario="single_stream",
            absent=frozenset({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=frozenset({"CROSS-ROUND"}),
            why="Round from the ID; the next bullet compares against it across rounds.",
        ),
        ExpectedClaim(
            page=3,
            match="answered in 1.12 ms",
            values=(1.12, 2.17),
            unit="ms",
            benchmark="bert",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="A v4.1 result set against a v6.0 one; both systems have two GPUs.",
        ),
        ExpectedClaim(
            page=4,
            match="at 17,002 queries/s on BERT",
            values=(17002.0, 17001.6),
            unit="queries/s",
            benchmark="bert",
            round="v4.1",
            result_id="v4.1-0003",
            division="closed",
            scenario="server",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="A data-centre Server figure offered for a cab unit with no mobile link.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="850 cabs", why="fleet size"),
        NonClaim(page=4, match="GBP 900 to GBP 1,400", why="prices"),
    ),
)

VOICE_DECKS_28: tuple[DeckSpec, ...] = (
    W456,
    W457,
    W458,
    W459,
    W460,
    W461,
    W462,
    W463,
    W464,
    W465,
    W466,
    W467,
    W468,
    W469,
    W470,
)
