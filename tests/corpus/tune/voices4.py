"""Tune decks in fresh vendor voices, written blind to the rules (helper h15w, fourth batch).

Same brief as `voices.py`. This batch adds unverified figures in other words (pre-submission
runs, estimates), benchmarks cited in a round that did not have them, an Open result tabulated
beside a Closed one, the accuracy gate read as a grade, and a cost per correct reply in yen.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table
from tests.corpus.tune.voices import MISSING_CONTEXT

F = frozenset

# --- 27. Pre-submission and estimated figures; DeepSeek-R1 "in v5.0"; a correctly marked figure ---

BRACKENFOLD_PRELAUNCH = DeckSpec(
    name="w27_brackenfold_prelaunch",
    kind="pptx",
    vendor="Brackenfold AI",
    workload="batch",
    slides=(
        Slide(
            title="Brackenfold BF-1: pre-launch performance",
            bullets=(
                "Sized for Ostler Capital's nightly risk run, which scores the whole loan book "
                "after the markets close.",
            ),
        ),
        Slide(
            title="Pre-submission numbers",
            heading="Llama 2 70B · Offline scenario · Closed division",
            bullets=(
                "Our pre-submission run of the MLPerf Inference v6.0 harness reached 41,300 "
                "tokens per second on one BF-1 node.",
                "Estimated MLPerf Inference v6.0 score for a four-node BF-1 cluster: 158,000 "
                "tokens per second.",
            ),
        ),
        Slide(
            title="How the RFP answer will state it",
            bullets=(
                "BF-1 single node, Llama 3.1 8B, MLPerf Inference v6.0, Closed division, Offline "
                "scenario: 63,900 tokens/s (unverified). Result not verified by MLCommons "
                "Association.",
            ),
        ),
        Slide(
            title="Track record and plans",
            bullets=(
                "In MLPerf Inference v5.0 the BF-1 prototype served DeepSeek-R1 at 9,800 tokens "
                "per second.",
                "We plan to submit to MLPerf Inference v6.1 in autumn 2026.",
            ),
        ),
        Slide(
            title="Pricing",
            bullets=("BF-1 node: $228,000", "Four-node cluster with fabric: $960,000"),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Our pre-submission run of the MLPerf Inference v6.0 harness reached 41,300",
            values=(41300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the vendor's own pre-submission run presented as an MLPerf figure without the "
            "word unverified; Offline fits a nightly run",
        ),
        ExpectedClaim(
            page=2,
            match="four-node BF-1 cluster: 158,000 tokens per second",
            values=(158000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"UNVERIFIED"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="an estimated score presented as an MLPerf result; scaling one node to four is "
            "defensibly a derived figure too",
        ),
        ExpectedClaim(
            page=3,
            match="Offline scenario: 63,900 tokens/s (unverified)",
            values=(63900.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="offline",
            absent=F({"UNVERIFIED", "SCENARIO-MISMATCH", "SCENARIO-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="carries both the word unverified and the required statement: clean",
        ),
        ExpectedClaim(
            page=4,
            match="the BF-1 prototype served DeepSeek-R1 at 9,800 tokens",
            values=(9800.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            division="unstated",
            scenario="unstated",
            flags=F({"ROUND-UNKNOWN"}),
            absent=F({"ROUND-MISSING"}),
            tolerated=MISSING_CONTEXT | F({"NON-MLPERF-MIX", "UNVERIFIED"}),
            why="DeepSeek-R1 was not a benchmark of v5.0 (it arrived in v5.1)",
        ),
    ),
    non_claims=(
        NonClaim(4, "submit to MLPerf Inference v6.1 in autumn 2026", "a plan, not a result"),
        NonClaim(5, "$228,000", "price"),
        NonClaim(5, "$960,000", "price"),
    ),
)

# --- 28. Proposal, PDF export: Open beside Closed in a table, the gate as a grade, yen per reply ---

KASUMI_PROPOSAL = DeckSpec(
    name="w28_kasumi_cloud_bank_proposal_export",
    kind="pdf",
    vendor="Kasumi Cloud",
    workload="interactive",
    slides=(
        Slide(title="Kasumi Cloud proposal", subtitle="For Hanazono Bank, June 2026"),
        Slide(
            title="The use",
            bullets=(
                "Customers type questions into the Hanazono app and read the answer as it "
                "streams in.",
            ),
        ),
        Slide(
            title="Open and Closed side by side",
            table=Table(
                header=("System", "Division", "MLPerf Inference v5.1 Llama 2 70B Offline tokens/s"),
                rows=(
                    ("MI355X 4-node cluster, 5.1-0102", "Open", "350,820"),
                    ("HGX 32x H100, 5.1-0016", "Closed", "124,879"),
                ),
            ),
        ),
        Slide(
            title="Answer quality and cost",
            heading="MLPerf Inference v5.1 · Closed division · Server scenario · result 5.1-0016",
            bullets=(
                "122,274 tokens per second for the 32-GPU cluster.",
                "Scoring above the 99% accuracy mark puts every reply in the top grade for "
                "banking.",
                "¥11 per thousand correct replies at Kasumi's list price.",
            ),
            footnote="Price basis: ¥520 per GPU-hour; 300 tokens per reply.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="MI355X 4-node cluster, 5.1-0102",
            values=(350820.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0102",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "DIVISION-MISSING"}),
            why="an Open row tabulated beside a Closed one (32 GPUs each); Offline for a live "
            "banking assistant",
        ),
        ExpectedClaim(
            page=3,
            match="HGX 32x H100, 5.1-0016",
            values=(124879.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING"}),
            why="the Closed row of the same table",
        ),
        ExpectedClaim(
            page=4,
            match="122,274 tokens per second for the 32-GPU cluster",
            values=(122274.0,),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            absent=MISSING_CONTEXT | F({"SCENARIO-MISMATCH"}),
            why="every label from the heading text box; Server fits the app",
        ),
        ExpectedClaim(
            page=4,
            match="Scoring above the 99% accuracy mark puts every reply in the top grade",
            values=(99.0,),
            unit="%",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"GATE-AS-GRADE"}),
            tolerated=F({"QUALITY-BUCKET", "RANK-CLAIM"}),
            absent=MISSING_CONTEXT,
            why="the pass/fail gate read as a grade for banking ('top grade' is rank-like wording, "
            "but it comes with benchmark context, scenario and division: tolerated)",
        ),
        ExpectedClaim(
            page=4,
            match="¥11 per thousand correct replies",
            values=(11.0,),
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="cost per correct answer in yen drawn from the Server result",
        ),
    ),
    non_claims=(NonClaim(1, "June 2026", "date"),),
)

VOICE_DECKS_4: tuple[DeckSpec, ...] = (BRACKENFOLD_PRELAUNCH, KASUMI_PROPOSAL)
