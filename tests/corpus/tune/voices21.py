"""Tune decks w351-w365, written blind to the rules by helper h15w21.

Voices: a port authority's container-inspection tender answer, a games studio's live-ops review, a
fintech's fraud-platform RFP answer, a biotech's protein-search grant report, a satellite
operator's onboard-AI brief, a call-centre BPO's renewal pitch, a library consortium's
digitisation plan, a pharmacy chain's kiosk refresh, a utility's field-crew tablet pilot, a news
agency's nightly archive reindexing memo, a rail operator's station-announcement review, a
hospital network's radiology procurement board paper, a marketplace's queue-driven listing
moderation, a sovereign cloud's capacity note and a university HPC centre's allocation call.

Special weight: the deck's workload said once, in other words (sidebar, requirements table,
group callout), beside sentences about other customers' or other teams' uses that must not set
it, and decks that leave it unstated; figures presented as MLPerf results that are not published
(preview, internal run, pending review, unsubmitted) and their correct-use look-alikes; and
accelerator-count comparisons in tables, charts and sentences, with same-size look-alikes.
"""

from __future__ import annotations

from tests.corpus.schema import (
    Chart,
    DeckSpec,
    ExpectedClaim,
    NonClaim,
    Slide,
    Table,
)

F = frozenset
UNVERIFIED_STATEMENT = "Result not verified by MLCommons Association."

# --- w351: port authority tender answer (edge, said in a requirements table) ------------------

W351 = DeckSpec(
    name="w351_port_gantry_tender",
    kind="pptx",
    vendor="Harbourline Vision Systems",
    workload="edge",
    slides=(
        Slide(
            title="Tender PA-2026-114: Automated Container Image Triage",
            subtitle="Response by Harbourline Vision Systems\nSubmitted 14 November 2026",
        ),
        Slide(
            title="Lane requirements as we read them",
            bullets=(
                "A sister terminal in our portfolio pipes its scans to a brokers' chat "
                "assistant at head office; that service is outside this tender.",
            ),
            table=Table(
                header=("Requirement", "Authority's figure", "Our response"),
                rows=(
                    ("Lanes equipped", "22", "22 gantries, one unit each"),
                    (
                        "Where inference runs",
                        "On the gantry",
                        "Sealed box on each scanner gantry, no link to the data centre",
                    ),
                    ("Verdict deadline", "under 3 s per container", "Met with margin"),
                ),
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · edge suite",
            bullets=(
                "The ThinkEdge SE100 inside our gantry box finds objects in 8.5 ms per image "
                "(RetinaNet, SingleStream, result 5.1-0064).",
                "The same box clears a burst of eight frames in 70.2 ms in MultiStream.",
            ),
            notes="Stress the sealed enclosure; the authority asked twice about dust.",
        ),
        Slide(
            title="Two accelerators or one at the gate?",
            table=Table(
                header=(
                    "System (MLPerf Inference v4.1, Closed, RetinaNet SingleStream)",
                    "Accelerators",
                    "Latency per image",
                    "Result",
                ),
                rows=(
                    ("Lenovo ThinkEdge SE455 V3", "2x NVIDIA L40S", "1.81 ms", "v4.1-0041"),
                    ("Dell PowerEdge XR8620t", "1x NVIDIA L4", "4.83 ms", "v4.1-0023"),
                ),
            ),
            footnote="The two-card system needs a 600 W supply that the gantry cabinet "
            "cannot take.",
        ),
        Slide(
            title="Commercial terms",
            bullets=(
                "Unit price per gantry: EUR 18,400 including three years of support",
                "All 22 lanes installed within 16 weeks of award",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="finds objects in 8.5 ms per image",
            values=(8.5, 8.504249),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system in two edge scenarios is disclosure, not a comparison",
        ),
        ExpectedClaim(
            page=3,
            match="clears a burst of eight frames in 70.2 ms",
            values=(70.2, 70.202928),
            unit="ms",
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=F({"CROSS-SCENARIO", "RESULT-ID-MISSING"}),
            why="follow-on figure: the result ID sits on the sibling bullet for the same system",
        ),
        ExpectedClaim(
            page=4,
            match="Lenovo ThinkEdge SE455 V3",
            values=(1.81, 1.809631),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0041",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Dell PowerEdge XR8620t",
            values=(4.83, 4.830777),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="14 November 2026", why="submission date"),
        NonClaim(page=2, match="under 3 s per container", why="the authority's own target"),
        NonClaim(page=2, match="22 gantries, one unit each", why="lane count"),
        NonClaim(page=4, match="600 W supply", why="a cabinet limit, not a result"),
        NonClaim(page=5, match="EUR 18,400", why="list price"),
        NonClaim(page=5, match="within 16 weeks of award", why="delivery date"),
    ),
)

# --- w352: games studio live-ops review (interactive, said in a group callout; PDF) ------------

W352 = DeckSpec(
    name="w352_liveops_vendor_review",
    kind="pdf",
    vendor="Brightmoor Games",
    workload="interactive",
    slides=(
        Slide(
            title="Live-ops quarterly review: companion dialogue vendor",
            subtitle="Brightmoor Games, live-ops engineering\nQ4 2026 vendor check-in",
        ),
        Slide(
            title="What we are buying for",
            group=(
                "What we will run: companion lines written on the fly while the player "
                "waits in the match, 1.8 million daily players at peak.",
                "Not in scope: the tools team's overnight crash-log clustering, which it "
                "buys separately.",
            ),
        ),
        Slide(
            title="What the vendor showed us",
            heading="Vendor figures · MLPerf Inference v5.1, Closed division",
            bullets=(
                "Kestrel Compute's QuantaGrid D74H-7U posted 35,092 tokens/s on Llama 2 70B "
                "Offline (5.1-0079).",
                "Cisco's UCS C885A M8 held 19,622 tokens/s on Llama 2 70B in the Interactive "
                "scenario (5.1-0014).",
                "Kestrel's preview build reached 41,200 tokens/s on Llama 2 70B Server in an "
                "internal run it plans to submit next round.",
            ),
        ),
        Slide(
            title="Same chip, different box sizes",
            chart=Chart(
                title="Llama 2 70B Server tokens/s, MLPerf Inference v5.1 Closed",
                categories=("QCT D75E-4U, 4x H200 NVL", "QuantaGrid D74H-7U, 8x H200 SXM"),
                series=(("tokens/s", (13736.1, 33356.2)),),
                value_axis_title="tokens/s",
            ),
            footnote="Results 5.1-0080 and 5.1-0079. Kestrel quotes £2.10 per GPU-hour on "
            "a 12-month term.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="posted 35,092 tokens/s on Llama 2 70B Offline",
            values=(35092.0, 35091.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0079",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            why="players waiting in a match is interactive; Offline does not fit",
        ),
        ExpectedClaim(
            page=3,
            match="held 19,622 tokens/s on Llama 2 70B",
            values=(19622.0, 19621.9),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=3,
            match="preview build reached 41,200 tokens/s",
            values=(41200.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an internal run not yet submitted, shown under an MLPerf heading",
        ),
        ExpectedClaim(
            page=4,
            match="QCT D75E-4U, 4x H200 NVL",
            values=(13736.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists both IDs without saying which is which",
        ),
        ExpectedClaim(
            page=4,
            match="QuantaGrid D74H-7U, 8x H200 SXM",
            values=(33356.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists both IDs without saying which is which",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1.8 million daily players", why="audience size"),
        NonClaim(page=4, match="£2.10 per GPU-hour", why="a rental price on a price line"),
    ),
)

# --- w353: fintech fraud-platform RFP answer (interactive, in a requirements table; reportlab) --

W353 = DeckSpec(
    name="w353_fraud_rfp_answer",
    kind="reportlab",
    vendor="Ledgerwise",
    workload="interactive",
    slides=(
        Slide(
            title="RFP 7731: Card Fraud Scoring Platform",
            subtitle="Ledgerwise response to Tamar Bank\nSection 4: performance evidence",
        ),
        Slide(
            title="4.1 Scoring requirement",
            table=Table(
                header=("Bank requirement", "Ledgerwise answer"),
                rows=(
                    ("How transactions are scored", "In-line, before approval"),
                    ("Who waits on the score", "Card holder at the till"),
                    ("Peak authorisations per second", "9,500 (bank forecast)"),
                ),
            ),
            bullets=(
                "Tamar's disputes team reviews chargebacks in a weekend run; that is a "
                "separate contract.",
            ),
        ),
        Slide(
            title="4.2 Recommender benchmark (DLRM v2)",
            heading="MLPerf Inference v5.1, Closed division",
            bullets=(
                "Server scenario: 585,168 queries/s on the QuantaGrid D74H-7U with 8x H200 "
                "SXM (5.1-0079).",
                "Offline scenario for the same system: 647,861 samples/s (5.1-0079).",
                "That is 73,146 queries/s for each H200 in the Server run.",
            ),
        ),
        Slide(
            title="4.3 Sizing against a smaller box",
            bullets=(
                "Our 8x H200 SXM node at 585,168 queries/s against QCT's 4x H200 NVL server "
                "at 202,030 queries/s (DLRM v2 Server, v5.1 Closed, 5.1-0080).",
                "Platform fee: USD 0.00021 per scored authorisation, billed monthly.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Server scenario: 585,168 queries/s",
            values=(585168.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0079",
            division="closed",
            scenario="server",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system's two scenarios listed as disclosure",
        ),
        ExpectedClaim(
            page=3,
            match="Offline scenario for the same system: 647,861 samples/s",
            values=(647861.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0079",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="a card holder waiting at the till is interactive serving; Offline does not fit",
        ),
        ExpectedClaim(
            page=3,
            match="73,146 queries/s for each H200",
            values=(73146.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="per-accelerator split of the Server result",
        ),
        ExpectedClaim(
            page=4,
            match="Our 8x H200 SXM node at 585,168 queries/s",
            values=(585168.0, 202030.0),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an 8-GPU node set against a 4-GPU server; the ID given is the smaller box's",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="RFP 7731", why="tender reference"),
        NonClaim(page=2, match="9,500 (bank forecast)", why="the bank's own peak forecast"),
        NonClaim(page=4, match="USD 0.00021 per scored authorisation", why="a billing term"),
    ),
)

# --- w354: biotech grant report (batch, in a group callout; internal runs) ------------------

W354 = DeckSpec(
    name="w354_protein_search_grant_report",
    kind="pptx",
    vendor="Tessellate Bio",
    workload="batch",
    slides=(
        Slide(
            title="Protein-structure search: year-two report to the Halvorsen Foundation",
            subtitle="Tessellate Bio, computational structure group\nGrant HF-22-0917",
        ),
        Slide(
            title="What the grant-funded node does",
            group=(
                "Year-two workload: the full 2.1-million-structure library re-embedded each "
                "night after the sequencing runs land, results ready by 07:00.",
                "A partner lab queries the index through a hosted chatbot; that service is "
                "funded separately and is not run on this node.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Offline",
            bullets=(
                "Reference point for the purchase: NVIDIA DGX B200 at 630,364 samples/s on "
                "R-GAT (5.1-0047).",
                "Our own run of the same benchmark on the grant node, pending MLCommons "
                "review, came to 241,000 samples/s.",
                "Unverified internal run: 238,500 samples/s on R-GAT with the node's four "
                "GPUs.\v" + UNVERIFIED_STATEMENT,
            ),
        ),
        Slide(
            title="Same-size systems on R-GAT",
            chart=Chart(
                title="R-GAT Offline samples/s · MLPerf Inference v5.1 Closed",
                categories=("NVIDIA DGX B200 (8 GPUs)", "Gigabyte G894-SD1 (8 GPUs)"),
                series=(("samples/s", (630364.0, 632483.0)),),
                value_axis_title="samples per second",
            ),
            footnote="Results 5.1-0047 and 5.1-0046, both eight B200 GPUs.",
        ),
        Slide(
            title="Budget and next steps",
            bullets=(
                "Spent to date: USD 412,000 of the USD 650,000 award",
                "Two postdoctoral hires start in March 2027",
            ),
            notes="If asked: the nightly window is the only time the node is free.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200 at 630,364 samples/s",
            values=(630364.0,),
            unit="samples/s",
            benchmark="rgat",
            round="v5.1",
            result_id="5.1-0047",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=3,
            match="pending MLCommons review, came to 241,000 samples/s",
            values=(241000.0,),
            unit="samples/s",
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="own run pending review, without the word unverified or the statement",
        ),
        ExpectedClaim(
            page=3,
            match="238,500 samples/s on R-GAT",
            values=(238500.0,),
            unit="samples/s",
            benchmark="rgat",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="carries both the word and the required statement",
        ),
        ExpectedClaim(
            page=4,
            match="NVIDIA DGX B200 (8 GPUs)",
            values=(630364.0,),
            unit="samples/s",
            benchmark="rgat",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="same accelerator count on both points",
        ),
        ExpectedClaim(
            page=4,
            match="Gigabyte G894-SD1 (8 GPUs)",
            values=(632483.0,),
            unit="samples/s",
            benchmark="rgat",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="same accelerator count on both points",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="HF-22-0917", why="grant number"),
        NonClaim(page=2, match="2.1-million-structure library", why="library size"),
        NonClaim(page=5, match="USD 412,000", why="budget"),
        NonClaim(page=5, match="March 2027", why="hiring date"),
    ),
)

# --- w355: satellite operator onboard-AI brief (edge, PDF) -----------------------------------

W355 = DeckSpec(
    name="w355_onboard_ai_brief",
    kind="pdf",
    vendor="Orbis Relay",
    workload="edge",
    slides=(
        Slide(
            title="Onboard inference for the Kepler-6 imaging constellation",
            subtitle="Orbis Relay payload engineering\nBrief for the mission board, December 2026",
        ),
        Slide(
            title="Where the model runs",
            bullets=(
                "Cloud screening happens on the spacecraft itself; only the verdicts "
                "come down on the 40-second ground pass.",
                "Our ground team's analysts use a web chat to browse the archive; "
                "that tool is not part of this brief.",
            ),
        ),
        Slide(
            heading="Image classifier evidence (ResNet-50) · MLPerf Inference Closed",
            bullets=(
                "Single-card box: 0.51 ms (5.1-0064) against 0.40 ms for the two-card "
                "ThinkEdge SE455i V3 (6.0-0068), both SingleStream.",
                "For the payload computer our supplier also points to 176,025 queries/s on "
                "ResNet-50 Server from an HPE DL380a with 4x L40S (v4.1-0033).",
            ),
            footnotes=("Radiation-tolerant enclosure adds 1.4 kg per satellite.",),
        ),
        Slide(
            title="Schedule",
            bullets=(
                "Qualification units ship in Q2 2027",
                "Six satellites carry the payload from the 2028 launch",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Single-card box: 0.51 ms",
            values=(0.51, 0.40),
            unit="ms",
            benchmark="resnet",
            round=None,
            result_id=None,
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "CROSS-ROUND"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="one card against two, v5.1 against v6.0; both IDs are given in the sentence",
        ),
        ExpectedClaim(
            page=3,
            match="176,025 queries/s on ResNet-50 Server",
            values=(176025.0,),
            unit="queries/s",
            benchmark="resnet",
            round="v4.1",
            result_id="v4.1-0033",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            why="a Server result offered for a payload computer in orbit (edge)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40-second ground pass", why="contact window"),
        NonClaim(page=3, match="1.4 kg per satellite", why="mass budget"),
        NonClaim(page=4, match="Q2 2027", why="schedule"),
        NonClaim(page=4, match="Six satellites", why="fleet size"),
    ),
)


# --- w356: call-centre BPO renewal pitch (interactive, in a requirements table; own fine-tune) --

W356 = DeckSpec(
    name="w356_bpo_renewal_pitch",
    kind="pptx",
    vendor="Veranda Contact Services",
    workload="interactive",
    slides=(
        Slide(
            title="Renewing Agent Assist with Veranda",
            subtitle="Proposal to Harrowgate Insurance customer services\nContract years 2027-2030",
        ),
        Slide(
            title="What changes at renewal",
            table=Table(
                header=("Item", "Today", "From April 2027"),
                rows=(
                    ("Seats covered", "1,140 agents", "1,320 agents"),
                    (
                        "Assist moment",
                        "After the call",
                        "Suggested reply on screen while the caller is still speaking",
                    ),
                    (
                        "Assist model",
                        "Rules engine",
                        "Veranda-Assist 8B, our fine-tune of Llama 3.1 8B",
                    ),
                ),
            ),
            bullets=(
                "Our motor-insurance client runs the same model overnight to summarise the "
                "day's recordings.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Llama 3.1 8B",
            bullets=(
                "Every run cleared the 99% accuracy target, so the replies your agents read "
                "out will be right.",
            ),
            table=Table(
                header=("System", "Scenario", "Throughput", "Result ID"),
                rows=(
                    ("NVIDIA DGX B200 (8x B200), Server", "Server", "119,628 tokens/s", "5.1-0047"),
                    (
                        "NVIDIA DGX B200 (8x B200), Offline",
                        "Offline",
                        "141,138 tokens/s",
                        "5.1-0047",
                    ),
                ),
            ),
        ),
        Slide(
            title="What a resolved call costs",
            bullets=(
                "Each resolved call costs you 0.6 pence in compute, worked out from the v5.1 "
                "Closed Server result 5.1-0047 on Llama 3.1 8B.",
                "Seat licence: GBP 31 per agent per month, unchanged from 2026.",
                "Average handle time today: 6 min 40 s.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="cleared the 99% accuracy target",
            values=(99.0,),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as every reply being right; the deck runs its own fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200 (8x B200), Server",
            values=(119628.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0047",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system in two scenarios is disclosure",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B200 (8x B200), Offline",
            values=(141138.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0047",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="a reply on screen while the caller speaks is interactive; Offline does not fit",
        ),
        ExpectedClaim(
            page=4,
            match="Each resolved call costs you 0.6 pence in compute",
            values=(0.6,),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0047",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"}),
            why="a price on a resolved conversation drawn from a Server result",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1,320 agents", why="seat count"),
        NonClaim(page=4, match="GBP 31 per agent per month", why="seat licence price"),
        NonClaim(page=4, match="6 min 40 s", why="the client's own handle time"),
    ),
)

# --- w357: library consortium digitisation plan (batch, in a requirements table; reportlab) ---

W357 = DeckSpec(
    name="w357_library_digitisation_plan",
    kind="reportlab",
    vendor="Northern Libraries Consortium",
    workload="batch",
    slides=(
        Slide(
            title="Oral-history digitisation plan, 2027-2030",
            subtitle="Northern Libraries Consortium, 14 member libraries\nPaper for the board",
        ),
        Slide(
            title="Scope",
            table=Table(
                header=("What", "Plan"),
                rows=(
                    ("Tape backlog", "86,000 hours of cassette"),
                    ("Processing window", "Weekends, unattended, Fri 18:00 on"),
                    ("Budget", "GBP 2.4 million over four years"),
                ),
            ),
            bullets=(
                "Member reference desks run a live question bot from another supplier; it "
                "is outside this plan.",
            ),
        ),
        Slide(
            title="Transcription evidence",
            heading="MLPerf Inference v5.1 - Closed division - Whisper, Offline",
            bullets=(
                "Supermicro SYS-422GA-NBRT-LCC: 42,827 samples/s (5.1-0087).",
                "Over one 60-hour weekend that rate adds up to 9.25 billion samples.",
                "It works out at GBP 0.0009 per minute of tape transcribed.",
            ),
        ),
        Slide(
            title="Why this supplier",
            bullets=(
                "Nobody in the industry turns archive audio into text faster than the "
                "system we lease.",
            ),
            table=Table(
                header=("Whisper Offline, v5.1 Closed", "GPUs", "samples/s", "Result"),
                rows=(
                    ("QCT D75E-4U H200 NVL", "4", "15,062", "5.1-0080"),
                    ("Supermicro SYS-422GA", "8", "42,827", "5.1-0087"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Supermicro SYS-422GA-NBRT-LCC: 42,827 samples/s",
            values=(42827.0, 42827.1),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0087",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="adds up to 9.25 billion samples",
            values=(9.25, 9250000000.0),
            benchmark="whisper",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a rate multiplied out over a weekend",
        ),
        ExpectedClaim(
            page=3,
            match="GBP 0.0009 per minute of tape transcribed",
            values=(0.0009,),
            benchmark="whisper",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="a price per unit of the deck's own work drawn from the result",
        ),
        ExpectedClaim(
            page=4,
            match="Nobody in the industry turns archive audio into text faster",
            values=(),
            benchmark=None,
            round=None,
            result_id=None,
            flags=F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="industry-wide rank in a deck presenting MLPerf results, no context of its own",
        ),
        ExpectedClaim(
            page=4,
            match="QCT D75E-4U H200 NVL",
            values=(15062.0, 15061.7),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0080",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro SYS-422GA",
            values=(42827.0, 42827.1),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0087",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="14 member libraries", why="membership"),
        NonClaim(page=2, match="86,000 hours of cassette", why="backlog size"),
        NonClaim(page=2, match="GBP 2.4 million over four years", why="budget"),
    ),
)

# --- w358: pharmacy kiosk refresh (edge, said in a sidebar; unsubmitted vs unverified) --------

W358 = DeckSpec(
    name="w358_pharmacy_kiosk_refresh",
    kind="pdf",
    vendor="Northgate Retail Systems",
    workload="edge",
    slides=(
        Slide(
            title="Medicine-label kiosk refresh for Calder Pharmacy",
            subtitle="Northgate Retail Systems\nStore estate programme, phase 2",
        ),
        Slide(
            title="The kiosk in one page",
            bullets=(
                "Shoppers scan a box and ask about dosage or interactions.",
                "430 stores, two kiosks each, installed over 18 months.",
            ),
            group=(
                "Sidebar: the model runs inside the kiosk cabinet itself; most stores have "
                "no usable network at the dispensary counter.",
                "Head-office pharmacists use a hosted chat assistant for formulary questions; "
                "it is not part of this refresh.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · Llama 3.1 8B edge",
            bullets=(
                "Intel's Arc Pro B60 system answered in 3,546 ms per query in SingleStream "
                "(5.1-0057).",
                "Our next kiosk board, not yet submitted to MLCommons, answers the same "
                "SingleStream test in 1,900 ms.",
                "Northgate's current kiosk board: 2,950 ms on the same test, unverified. "
                + UNVERIFIED_STATEMENT,
            ),
        ),
        Slide(
            title="Headroom evidence",
            bullets=(
                "Proof the model is quick enough for every counter: a DGX B200 serves "
                "119,628 tokens/s of Llama 3.1 8B in the "
                "v5.1 Closed Server scenario (5.1-0047).",
                "Kiosk support: GBP 9,800 per month across the estate.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="answered in 3,546 ms per query in SingleStream",
            values=(3546.0, 3545.895439),
            unit="ms",
            benchmark="llama3.1-8b-edge",
            round="v5.1",
            result_id="5.1-0057",
            division="closed",
            scenario="single_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=3,
            match="not yet submitted to MLCommons",
            values=(1900.0,),
            unit="ms",
            benchmark="llama3.1-8b-edge",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="single_stream",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an unsubmitted figure under an MLPerf heading without the statement",
        ),
        ExpectedClaim(
            page=3,
            match="current kiosk board: 2,950 ms on the same test",
            values=(2950.0,),
            unit="ms",
            benchmark="llama3.1-8b-edge",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="unstated",
            flags=F({"SCENARIO-MISSING"}),
            absent=F({"UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="marked unverified and carries the required statement; 'on the same test' names "
            "no scenario of its own (the older tune decks' convention, t41, w04, w113)",
        ),
        ExpectedClaim(
            page=4,
            match="serves 119,628 tokens/s of Llama 3.1 8B",
            values=(119628.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0047",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            why="a Server result offered as proof for a model that runs inside the kiosk (edge)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="430 stores", why="estate size"),
        NonClaim(page=2, match="18 months", why="roll-out period"),
        NonClaim(page=4, match="GBP 9,800 per month", why="support price"),
    ),
)

# --- w359: utility field-crew tablet pilot (edge; own detector; chip counts in a table) -------

W359 = DeckSpec(
    name="w359_field_crew_tablet_pilot",
    kind="pptx",
    vendor="Wessex Grid Networks",
    workload="edge",
    slides=(
        Slide(
            title="Pole-top defect spotting: tablet pilot readout",
            subtitle="Wessex Grid Networks, asset inspection\nPilot weeks 1-12",
        ),
        Slide(
            title="How crews will use it",
            bullets=(
                "Detection runs on the rugged tablet in the van, usually out of signal in "
                "the valleys.",
                "Detector: our own network, trained on 40,000 pole-top photos from our lines.",
                "96 crews, one tablet each, from October 2027.",
            ),
            notes="The control room may later stream the same photos to a hosted assistant.",
        ),
        Slide(
            title="What the hardware can do",
            table=Table(
                header=(
                    "System · MLPerf Inference v6.0 Closed · YOLO SingleStream",
                    "Accelerators",
                    "Latency",
                    "Result",
                ),
                rows=(
                    ("Dell PowerEdge XE7745", "8x L40S", "7.12 ms", "6.0-0029"),
                    ("Dell PowerEdge XE7745", "16x L4", "10.55 ms", "6.0-0030"),
                    ("Dell Pro Max", "1x GB10", "611.9 ms", "6.0-0028"),
                ),
            ),
        ),
        Slide(
            title="The tablet-class result",
            heading="MLPerf Inference v6.0 Closed",
            bullets=(
                "At 612 ms per frame on the GB10 (YOLO, 6.0-0028, SingleStream), the tablet "
                "will not miss a cracked insulator on the walk-down.",
                "Pilot tablets cost GBP 2,150 each.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="16x L4",
            values=(10.55, 10.54864),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0030",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="8x L40S",
            values=(7.12, 7.124808),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="1x GB10",
            values=(611.9, 611.926848),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="At 612 ms per frame on the GB10",
            values=(612.0, 611.926848),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a latency result sold as never missing a defect; the crews run their own detector",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40,000 pole-top photos", why="training set size"),
        NonClaim(page=2, match="96 crews", why="fleet size"),
        NonClaim(page=4, match="GBP 2,150 each", why="tablet price"),
    ),
)

# --- w360: news agency archive reindexing memo (batch; NVL72 vs 8-GPU; non-MLPerf model) -----

W360 = DeckSpec(
    name="w360_archive_reindex_memo",
    kind="pdf",
    vendor="Meridian Wire",
    workload="batch",
    slides=(
        Slide(
            title="Archive reindexing: hardware memo",
            subtitle="Meridian Wire platform engineering\nFor the CTO staff meeting",
        ),
        Slide(
            title="The job",
            bullets=(
                "Between the late edition and the morning one, every story and caption in "
                "the 31-year archive gets re-summarised and re-tagged.",
                "The sports desk's live-blog helper answers readers in real time; it runs on "
                "a separate contract.",
            ),
        ),
        Slide(
            title="Rack against board",
            heading="MLPerf Inference v6.0 · Closed division · DeepSeek-R1 Offline",
            bullets=(
                "One GB200 NVL72 rack posted 307,874 tokens/s (6.0-0042), 4.4 times the "
                "69,263 tokens/s of an eight-GPU QuantaGrid D75H-10U (6.0-0089).",
                "Per GPU the rack does 4,276 tokens/s against 8,658 for the board.",
                "Our current summariser, Mistral Small 3, manages 9,800 tokens/s on the "
                "existing cluster.",
            ),
        ),
        Slide(
            title="Smaller option",
            chart=Chart(
                title="Llama 3.1 8B Offline tokens/s · MLPerf Inference v5.1 Closed",
                categories=("GIGABYTE G894-SD1 (8x B200)", "QCT D75E-4U (4x H200 NVL)"),
                series=(("tokens/s", (142136.0, 25180.8)),),
                kind="bar",
                value_axis_title="tokens/s",
            ),
            footnotes=("Results 5.1-0046 and 5.1-0080. Budget line: EUR 1.1 million.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="One GB200 NVL72 rack posted 307,874 tokens/s",
            values=(307874.0, 4.4, 69263.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0042",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a 72-GPU rack set against an eight-GPU board",
        ),
        ExpectedClaim(
            page=3,
            match="Per GPU the rack does 4,276 tokens/s",
            values=(4276.0, 8658.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-GPU split of two results; the count difference is normalised away",
        ),
        ExpectedClaim(
            page=3,
            match="Mistral Small 3, manages 9,800 tokens/s",
            values=(9800.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            result_id=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}
            ),
            why="a model that is no MLPerf benchmark, set among MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="GIGABYTE G894-SD1 (8x B200)",
            values=(142136.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists both IDs without binding them",
        ),
        ExpectedClaim(
            page=4,
            match="QCT D75E-4U (4x H200 NVL)",
            values=(25180.8,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists both IDs without binding them",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="31-year archive", why="archive age"),
        NonClaim(page=4, match="EUR 1.1 million", why="budget line"),
    ),
)

# --- w361: rail operator announcement review (batch, in a requirements table; reportlab) -----

W361 = DeckSpec(
    name="w361_rail_announcement_review",
    kind="reportlab",
    vendor="Caledon Rail",
    workload="batch",
    slides=(
        Slide(
            title="Station announcements: text-generation review",
            subtitle="Caledon Rail passenger information\nReview for the digital board, January 2027",
        ),
        Slide(
            title="What we need",
            table=Table(
                header=("Question", "Answer"),
                rows=(
                    ("Trigger", "Each timetable change, about 40 a year"),
                    ("When it runs", "Overnight, before the first train"),
                    ("Output", "All announcement texts, 312 stations"),
                ),
            ),
            bullets=(
                "Customer information is also trialling a live chatbot for passenger "
                "queries, on a separate budget.",
            ),
        ),
        Slide(
            title="Same-size systems, two rounds",
            heading="Llama 2 70B Offline, Closed division",
            table=Table(
                header=("System, eight GPUs each", "Round", "tokens/s", "Result"),
                rows=(
                    ("Dell XE9680, 8x H200", "v4.1", "32,124", "v4.1-0021"),
                    ("Cisco UCS C885A M8, 8x H200", "v5.1", "34,548", "5.1-0014"),
                ),
            ),
        ),
        Slide(
            title="What the vendor told us in person",
            heading="Llama 2 70B Offline, Closed division",
            bullets=(
                "In the vendor's lab last month a pre-release build reached 38,900 tokens/s "
                "on this test; the v6.0 submission window had already closed.",
                "Published figure for comparison: 34,548 tokens/s (5.1-0014, MLPerf Inference "
                "v5.1).",
                "Licence quote: GBP 96,000 a year for all stations.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell XE9680, 8x H200",
            values=(32124.0, 32124.3),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="same GPU count, different rounds",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8, 8x H200",
            values=(34548.0, 34548.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND"}),
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="same GPU count, different rounds",
        ),
        ExpectedClaim(
            page=4,
            match="a pre-release build reached 38,900 tokens/s",
            values=(38900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "ROUND-MISSING", "ROUND-UNKNOWN"}),
            why="a lab figure never submitted; the round it names is only the missed window",
        ),
        ExpectedClaim(
            page=4,
            match="Published figure for comparison: 34,548 tokens/s",
            values=(34548.0, 34548.2),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"UNVERIFIED", "SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="about 40 a year", why="timetable changes"),
        NonClaim(page=2, match="312 stations", why="estate size"),
        NonClaim(page=4, match="GBP 96,000 a year", why="licence quote"),
    ),
)

# --- w362: hospital radiology board paper (batch; own model; gate sold as grade; chart) -------

W362 = DeckSpec(
    name="w362_radiology_board_paper",
    kind="pptx",
    vendor="St Aldric Health Partners",
    workload="batch",
    slides=(
        Slide(
            title="Board paper 27/114: AI second reads for CT",
            subtitle="St Aldric Health Partners, imaging directorate\nFor decision, February 2027",
        ),
        Slide(
            title="The proposal",
            bullets=(
                "Second reads of the day's CT studies run overnight; flagged cases sit on the "
                "radiologist's worklist by 08:00.",
                "The segmenter is Aldric-Seg, trained on our own scans.",
                "A neighbouring trust uses the same supplier for live ultrasound guidance in "
                "theatre.",
            ),
        ),
        Slide(
            title="Server options the supplier put forward",
            chart=Chart(
                title="3D U-Net Offline samples/s · MLPerf Inference v4.1 Closed",
                categories=("QCT GH200 (1 GPU)", "HPE DL380a (4x L40S)", "Dell XE9680 (8x H200)"),
                series=(("samples/s", (6.78, 15.44, 54.62)),),
                number_format="#,##0.00",
                kind="bar",
                value_axis_title="samples/s",
            ),
            footnote="Results v4.1-0057, v4.1-0033 and v4.1-0021.",
            notes="The directorate prefers the middle option on power grounds.",
        ),
        Slide(
            heading="MLPerf Inference v4.1 · Closed division · 3D U-Net",
            bullets=(
                "Every system cleared the 99.9% accuracy target, the top grade MLPerf awards, "
                "so no tumour margin will be missed.",
                "The Dell XE9680 processed 54.6 samples/s in Offline (v4.1-0021).",
                "Capital cost: GBP 340,000; revenue cost GBP 45,000 a year.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="QCT GH200 (1 GPU)",
            values=(6.78, 6.77957),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists three IDs without binding them to bars",
        ),
        ExpectedClaim(
            page=3,
            match="HPE DL380a (4x L40S)",
            values=(15.44, 15.4388),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists three IDs without binding them to bars",
        ),
        ExpectedClaim(
            page=3,
            match="Dell XE9680 (8x H200)",
            values=(54.62, 54.6196),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the footnote lists three IDs without binding them to bars",
        ),
        ExpectedClaim(
            page=4,
            match="cleared the 99.9% accuracy target",
            values=(99.9,),
            benchmark="3d-unet",
            round="v4.1",
            result_id=None,
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass/fail gate called a grade and sold as never missing a margin",
        ),
        ExpectedClaim(
            page=4,
            match="processed 54.6 samples/s in Offline",
            values=(54.6, 54.6196),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="v4.1-0021",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "QUALITY-BUCKET"}),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="by 08:00", why="reporting deadline"),
        NonClaim(page=4, match="GBP 340,000", why="capital cost"),
        NonClaim(page=4, match="GBP 45,000 a year", why="revenue cost"),
    ),
)

# --- w363: marketplace listing moderation (batch, queue-driven, group callout; PDF) ---------

W363 = DeckSpec(
    name="w363_listing_moderation_queue",
    kind="pdf",
    vendor="Stallholder",
    workload="batch",
    slides=(
        Slide(
            title="Listing moderation: capacity plan",
            subtitle="Stallholder trust & safety engineering\nH1 2027",
        ),
        Slide(
            title="How moderation works here",
            group=(
                "New listings drop into a queue; workers pick them up as capacity frees, and "
                "sellers hear back within the hour.",
                "Our payments team scores fraud in real time, on its own platform and budget.",
            ),
        ),
        Slide(
            title="Box sizes on the text classifier",
            table=Table(
                header=(
                    "Llama 3.1 8B Offline · MLPerf Inference v5.1 Closed",
                    "Nodes × GPUs",
                    "tokens/s",
                    "Result",
                ),
                rows=(
                    ("QCT D75E-4U", "1 × 4", "25,181", "5.1-0080"),
                    ("QuantaGrid D74H-7U", "1 × 8", "56,917", "5.1-0079"),
                ),
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Internal run on our own H200 NVL box: 27,900 tokens/s on Llama 3.1 8B "
                "Offline, shared with MLCommons ahead of the next round.",
                "At 56,917 tokens/s the eight-GPU box drains 205 million tokens an hour.",
                "Seller promise: a verdict within 60 minutes.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="QCT D75E-4U",
            values=(25181.0, 25180.8),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0080",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="QuantaGrid D74H-7U",
            values=(56917.0, 56917.3),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0079",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Internal run on our own H200 NVL box: 27,900 tokens/s",
            values=(27900.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an internal run shared with MLCommons is not a published result",
        ),
        ExpectedClaim(
            page=4,
            match="drains 205 million tokens an hour",
            values=(205000000.0, 205.0, 56917.0),
            benchmark=None,
            round="v5.1",
            result_id=None,
            division="closed",
            scenario=None,
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a rate multiplied out over an hour",
        ),
    ),
    non_claims=(NonClaim(page=4, match="a verdict within 60 minutes", why="the seller promise"),),
)

# --- w364: sovereign cloud capacity note (workload unstated; cluster vs node; rack vs board) --

W364 = DeckSpec(
    name="w364_sovereign_cloud_capacity",
    kind="pptx",
    vendor="Nordkap Sovereign Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Hall 3 capacity note",
            subtitle="Nordkap Sovereign Cloud\nInfrastructure council, March 2027",
        ),
        Slide(
            title="Context",
            bullets=(
                "One tenant, a regional bank, runs a voice agent for its branch customers in "
                "our current hall.",
                "Hall 3 adds 2.4 MW of IT load in Q3 2027.",
            ),
            notes="Say it aloud: the ministries expect to fill Hall 3 mostly with overnight "
            "batch work.",
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B",
            bullets=(
                "AMD's 11-node MI355X cluster: 1,042,110 tokens/s Offline (6.0-0001), ten "
                "times a single eight-GPU MI355X node at 103,480 tokens/s (6.0-0002).",
                "The same cluster held 785,522 tokens/s in Interactive.",
                "Scaled to the 32 nodes planned for Hall 3, that is about 3 million tokens/s.",
            ),
        ),
        Slide(
            title="Rack-scale against board-scale",
            table=Table(
                header=(
                    "DeepSeek-R1 Server · MLPerf Inference v6.0 Closed",
                    "Nodes × GPUs per node",
                    "tokens/s",
                    "Result",
                ),
                rows=(
                    ("NVIDIA GB200 NVL72", "18 × 4", "156,781", "6.0-0042"),
                    ("QuantaGrid D75H-10U", "1 × 8", "35,436", "6.0-0089"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="AMD's 11-node MI355X cluster: 1,042,110 tokens/s Offline",
            values=(1042110.0, 10.0, 103480.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="an 11-node cluster set against one eight-GPU node; workload unstated",
        ),
        ExpectedClaim(
            page=3,
            match="The same cluster held 785,522 tokens/s in Interactive",
            values=(785522.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="follow-on figure for the same system; its ID sits on the sibling",
        ),
        ExpectedClaim(
            page=3,
            match="that is about 3 million tokens/s",
            values=(3000000.0, 3.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario=None,
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="projection onto 32 nodes nobody measured",
        ),
        ExpectedClaim(
            page=4,
            match="NVIDIA GB200 NVL72",
            values=(156781.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0042",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="QuantaGrid D75H-10U",
            values=(35436.0, 35435.7),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0089",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.4 MW of IT load", why="facility capacity"),
        NonClaim(page=2, match="Q3 2027", why="date"),
    ),
)

# --- w365: university HPC allocation call (batch, queue-driven; geomean; wrong-round model) --

W365 = DeckSpec(
    name="w365_hpc_allocation_call",
    kind="reportlab",
    vendor="Fenwick University Research Computing",
    workload="batch",
    slides=(
        Slide(
            title="Inference partition: 2027 allocation call",
            subtitle="Fenwick University Research Computing\nOpen to all faculties",
        ),
        Slide(
            title="How the partition is used",
            table=Table(
                header=("Question", "Answer"),
                rows=(
                    ("How jobs run", "Slurm queue, start when nodes free"),
                    ("Typical job", "Multi-day sweeps over corpora"),
                    ("Call closes", "30 January 2027"),
                ),
            ),
            bullets=(
                "The library's enquiry chatbot is hosted by central IT, not on this partition.",
            ),
        ),
        Slide(
            title="The new nodes",
            heading="MLPerf Inference v5.1 - Closed division - Llama 3.1 405B",
            bullets=(
                "GIGABYTE G894-SD1 (8x B200): 1,625.66 tokens/s Offline (5.1-0046).",
                "The same system: 1,244.97 tokens/s in Server.",
                "It is the leading Llama 3.1 405B Offline result in the v5.1 Closed division.",
            ),
        ),
        Slide(
            title="What the upgrade buys",
            bullets=(
                "Geometric-mean speed-up across Llama 2 70B, RetinaNet and Stable Diffusion "
                "XL: 2.9x over the H100 partition results we posted in v4.1.",
                "GPT-OSS-120B on the same system in v5.1 Closed: 41,300 tokens/s Offline.",
                "Node-hours per award: 2,000 at most.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="GIGABYTE G894-SD1 (8x B200): 1,625.66 tokens/s Offline",
            values=(1625.66,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0046",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system's two scenarios listed as disclosure",
        ),
        ExpectedClaim(
            page=3,
            match="The same system: 1,244.97 tokens/s in Server",
            values=(1244.97,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="server",
            flags=F(),
            tolerated=F({"RESULT-ID-MISSING", "CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="follow-on for the same system; Server for queued batch jobs is not a listed "
            "mismatch but is arguable",
        ),
        ExpectedClaim(
            page=3,
            match="leading Llama 3.1 405B Offline result in the v5.1 Closed division",
            values=(),
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F(),
            tolerated=F({"RANK-CLAIM", "RESULT-ID-MISSING"}),
            why="rank words that come with benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=4,
            match="Geometric-mean speed-up across Llama 2 70B",
            values=(2.9,),
            benchmark=None,
            round=None,
            result_id=None,
            division=None,
            scenario=None,
            flags=F({"DERIVED-METRIC", "CROSS-ROUND"}),
            tolerated=F(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}
            ),
            why="a geomean over benchmarks against results posted in an earlier round",
        ),
        ExpectedClaim(
            page=4,
            match="GPT-OSS-120B on the same system in v5.1 Closed",
            values=(41300.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=F({"ROUND-UNKNOWN"}),
            tolerated=F({"NON-MLPERF-MIX", "RESULT-ID-MISSING", "UNVERIFIED"}),
            why="GPT-OSS-120B first appears in v6.0, not in the cited v5.1",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="30 January 2027", why="call deadline"),
        NonClaim(page=4, match="2,000 at most", why="allocation cap"),
    ),
)

VOICE_DECKS_21: tuple[DeckSpec, ...] = (
    W351,
    W352,
    W353,
    W354,
    W355,
    W356,
    W357,
    W358,
    W359,
    W360,
    W361,
    W362,
    W363,
    W364,
    W365,
)
