"""Held-out decks in partner and analyst voices: co-marketing, integrator, analyst note,
comparison table, generation-over-generation pitch."""

from __future__ import annotations

from tests.corpus.heldout._common import codes
from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

# Co-marketing with a real published result (Lenovo, 5.1-0061, with MLPerf Power). The customer
# runs overnight archive processing (batch) on a fine-tuned Qwen2.5-72B, so the Llama 2 70B
# figures are directional. One sentence describes somebody else's interactive use.
QUARRY_LENOVO_PARTNER = DeckSpec(
    name="ho_quarry_lenovo_partner",
    kind="pptx",
    vendor="Quarry Digital",
    workload="batch",
    slides=(
        Slide(
            title="Quarry Digital + Lenovo: Contract Intelligence at Archive Scale",
            subtitle="Joint solution brief\nAll MLPerf Inference v5.1 results shown are Closed "
            "division",
        ),
        Slide(
            title="What you will run",
            bullets=(
                "Every night the platform re-reads the day's new contracts and a back catalogue "
                "of 40 million pages, so reviewers start the morning with fresh clause "
                "extractions.",
                "Quarry's extraction model is a fine-tuned Qwen2.5-72B, served on ThinkSystem "
                "SR680a V3 nodes.",
                "Elsewhere, Lenovo retail customers put the same nodes behind their shopping "
                "chat assistants.",
            ),
        ),
        Slide(
            title="Published performance: ThinkSystem SR680a V3 (8x B200-SXM-180GB, TensorRT)",
            table=Table(
                header=(
                    "Lenovo result 5.1-0061, Llama 2 70B",
                    "Tokens/s",
                    "System watts (MLPerf Power)",
                    "Tokens/s per watt",
                ),
                rows=(
                    ("Offline scenario", "102,909", "10,401", "9.89"),
                    ("Server scenario", "99,159.3", "10,442", "9.50"),
                ),
            ),
        ),
        Slide(
            title="Scaling to your archive",
            bullets=(
                "Four SR680a V3 nodes working the archive in parallel: 411,636 tokens/s combined.",
                "Pilot pricing: $1.2 million for the four-node cluster, installed.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Offline scenario",
            values=(102909.0, 9.89, 10401.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            flags=codes("MODEL-MISMATCH"),
            absent=codes(
                "SCENARIO-MISMATCH DERIVED-METRIC DIVISION-MISSING CROSS-SCENARIO RESULT-ID-MISSING"
            ),
            why="Division from the title slide subtitle (covers the deck); result ID from the "
            "table header. Perf/W comes from MLPerf Power, so it is not a derived figure. One "
            "system in two scenarios is disclosure. Offline fits the batch workload.",
        ),
        ExpectedClaim(
            page=3,
            match="Server scenario",
            values=(99159.3, 9.5, 10442.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="server",
            flags=codes("MODEL-MISMATCH"),
            absent=codes("DERIVED-METRIC CROSS-SCENARIO SCENARIO-MISMATCH"),
            why="Server results for a batch workload understate nothing; not a mismatch.",
        ),
        ExpectedClaim(
            page=4,
            match="411,636 tokens/s combined",
            values=(411636.0,),
            unit="tokens/s",
            round="v5.1",
            division="closed",
            flags=codes("DERIVED-METRIC SCENARIO-MISSING"),
            tolerated=codes("RESULT-ID-MISSING MODEL-MISMATCH"),
            why="A sum of four separate runs, no scenario named on the slide. Round and "
            "division from the title slide. The benchmark is not named here, so the model "
            "mismatch is defensible either way.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40 million pages", why="archive size"),
        NonClaim(page=4, match="$1.2 million for the four-node cluster", why="price"),
    ),
)

# A systems integrator selling a real GigaComputing result (4.1-0027) for an overnight
# summarisation job on the reference model (Mixtral 8x7B Instruct v0.1).
GLINT_OVERNIGHT = DeckSpec(
    name="ho_glint_overnight",
    kind="pptx",
    vendor="Glint Data",
    workload="batch",
    slides=(
        Slide(
            title="Glint Nightshift: batch summarisation for regulated archives",
            bullets=(
                "Nightshift summarises scanned correspondence overnight, so the compliance team "
                "finds the digest waiting at 7:00.",
                "The model is Mixtral 8x7B Instruct v0.1, unmodified, exactly as in the MLPerf "
                "reference implementation.",
            ),
        ),
        Slide(
            title="Why GIGABYTE G593-SD1",
            heading="MLPerf Inference v4.1 · Closed division",
            bullets=(
                "Mixtral 8x7B, Offline: 59,334.8 tokens/s (GigaComputing, result 4.1-0027)^{*}",
                "Mixtral 8x7B, Server: 57,174.1 tokens/s on the same system^{‡}",
                "Per GPU, that works out to 7,417 tokens/s in Offline.",
            ),
            footnotes=(
                "^{*} GIGABYTE G593-SD1, 8x H200-SXM-141GB, retrieved from mlcommons.org on 30 "
                "August 2024.",
                "^{‡} Same entry, Server scenario; p99 latency bounds as set by the benchmark.",
            ),
        ),
        Slide(
            title="Sizing",
            bullets=(
                "Three G593-SD1 nodes in parallel: 178,004 tokens/s aggregate Offline "
                "throughput, enough for 2.1 million letters a night.",
                "Your requirement from the RFP: 1.5 million letters processed between 22:00 and "
                "06:00.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Offline: 59,334.8 tokens/s",
            values=(59334.8,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0027",
            division="closed",
            scenario="offline",
            absent=codes("MODEL-MISMATCH SCENARIO-MISMATCH RESULT-ID-MISSING DIVISION-MISSING"),
            tolerated=codes("CROSS-SCENARIO"),
            why="The deck deploys the reference model, Offline fits the batch job, and the "
            "heading text box names round and division.",
        ),
        ExpectedClaim(
            page=2,
            match="57,174.1 tokens/s on the same system",
            values=(57174.1,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            division="closed",
            scenario="server",
            absent=codes("MODEL-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO RESULT-ID-MISSING"),
            why="Same system in a second scenario (disclosure); its result ID is on the same "
            "slide, so RESULT-ID-MISSING goes either way.",
        ),
        ExpectedClaim(
            page=2,
            match="Per GPU, that works out to 7,417 tokens/s",
            values=(7417.0,),
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=codes("DERIVED-METRIC"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Per-accelerator normalisation of the Offline result.",
        ),
        ExpectedClaim(
            page=3,
            match="178,004 tokens/s aggregate Offline throughput",
            values=(178004.0,),
            unit="tokens/s",
            scenario="offline",
            flags=codes("DERIVED-METRIC ROUND-MISSING DIVISION-MISSING"),
            absent=codes("SCENARIO-MISMATCH"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="A sum of three nodes; nothing on this slide names the round or division, and "
            "the previous slide's heading does not carry over.",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="digest waiting at 7:00", why="time of day"),
        NonClaim(
            page=3,
            match="1.5 million letters processed between 22:00 and 06:00",
            why="customer requirement",
        ),
    ),
)

# An analyst note drawn with reportlab: two vendors' published results in one paragraph, one
# sentence each; the second leans on the first ("the same test").
MERIDIAN_ANALYST = DeckSpec(
    name="ho_meridian_analyst",
    kind="reportlab",
    vendor="Meridian Research",
    workload="unstated",
    slides=(
        Slide(
            title="Meridian Research Note: mid-range inference servers",
            bullets=(
                "April 2026. Prepared for subscribers; distribution outside the licensed "
                "organisation is prohibited.",
            ),
        ),
        Slide(
            title="Two ways to buy Llama 2 70B throughput",
            bullets=(
                "Dell's PowerEdge XE7740 (8x H200-NVL-141GB) posted 29,084.9 tokens/s in the "
                "Server scenario of MLPerf Inference v6.0, Closed division (result 6.0-0021). "
                "Cisco's four-GPU UCS X215c M8 node managed 13,029.4 tokens/s in the same test "
                "(result 6.0-0014).",
                "Per card the two are close: 3,636 tokens/s per GPU for Dell against 3,257 for "
                "Cisco.",
                "Buyers should budget for a 14-week lead time on either platform.",
            ),
        ),
        Slide(
            title="Method",
            bullets=(
                "Figures come from the MLCommons results tables; per-GPU values are our own "
                "division of each system result by its accelerator count.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="posted 29,084.9 tokens/s",
            values=(29084.9,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="server",
            flags=codes("CHIP-COUNT"),
            absent=codes("RESULT-ID-MISSING DIVISION-MISSING SCENARIO-MISSING"),
            why="Benchmark from the slide title; set against a four-GPU system.",
        ),
        ExpectedClaim(
            page=2,
            match="managed 13,029.4 tokens/s in the same test",
            values=(13029.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0014",
            flags=codes("CHIP-COUNT DIVISION-MISSING SCENARIO-MISSING"),
            absent=codes("RESULT-ID-MISSING ROUND-MISSING"),
            why="'The same test' leans on the previous sentence, and sibling claims do not lend "
            "labels: its own result ID gives the round, nothing gives division or scenario.",
        ),
        ExpectedClaim(
            page=2,
            match="3,636 tokens/s per GPU for Dell",
            values=(3636.0, 3257.0),
            benchmark="llama2-70b",
            flags=codes("DERIVED-METRIC DIVISION-MISSING SCENARIO-MISSING ROUND-MISSING"),
            tolerated=codes("CHIP-COUNT RESULT-ID-MISSING"),
            why="Per-GPU normalisation; the basis is stated on another page only.",
        ),
    ),
    non_claims=(NonClaim(page=2, match="14-week lead time", why="lead time"),),
)

# Table-heavy comparison: Open and Closed results of real v4.1 entries side by side, for an
# HR chatbot (interactive) that will run the reference model.
ASHGROVE_COMPARISON = DeckSpec(
    name="ho_ashgrove_comparison",
    kind="pptx",
    vendor="Ashgrove Integration",
    workload="interactive",
    slides=(
        Slide(
            title="Mixtral 8x7B: four-GPU servers compared",
            heading="Shortlist for the HR knowledge-base chatbot · MLPerf Inference v4.1",
            table=Table(
                header=("System", "Division", "Scenario", "Tokens/s", "Result ID"),
                rows=(
                    (
                        "HPE ProLiant DL380a Gen11 (4x H100-NVL-94GB, TensorRT)",
                        "Open",
                        "Server",
                        "17,453.4",
                        "4.1-0082",
                    ),
                    (
                        "Dell PowerEdge XE8640 (4x H100-SXM-80GB, TensorRT)",
                        "Closed",
                        "Server",
                        "25,707.0",
                        "4.1-0018",
                    ),
                    (
                        "HPE ProLiant DL380a Gen11 (4x H100-NVL-94GB, TensorRT)",
                        "Open",
                        "Offline",
                        "18,839.0",
                        "4.1-0082",
                    ),
                    (
                        "Dell PowerEdge XE8640 (4x H100-SXM-80GB, TensorRT)",
                        "Closed",
                        "Offline",
                        "26,824.4",
                        "4.1-0018",
                    ),
                ),
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "The chatbot will answer roughly 3,000 staff on Mixtral 8x7B Instruct v0.1.",
                "We recommend the Dell XE8640; HPE's figure comes from the Open division, where "
                "the model was modified.",
                "Budget: €410,000 including three years of support.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="17,453.4",
            values=(17453.4,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0082",
            division="open",
            scenario="server",
            flags=codes("OPEN-COMPARED"),
            absent=codes("CHIP-COUNT SCENARIO-MISMATCH MODEL-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Open result tabulated beside Closed ones; all four systems have four GPUs.",
        ),
        ExpectedClaim(
            page=1,
            match="25,707.0",
            values=(25707.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0018",
            division="closed",
            scenario="server",
            flags=codes("OPEN-COMPARED"),
            absent=codes("CHIP-COUNT SCENARIO-MISMATCH MODEL-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="A Closed row in a table that compares it with Open rows.",
        ),
        ExpectedClaim(
            page=1,
            match="18,839.0",
            values=(18839.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0082",
            division="open",
            scenario="offline",
            flags=codes("OPEN-COMPARED SCENARIO-MISMATCH"),
            absent=codes("CHIP-COUNT"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Offline evidence for a chatbot.",
        ),
        ExpectedClaim(
            page=1,
            match="26,824.4",
            values=(26824.4,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v4.1",
            result_id="4.1-0018",
            division="closed",
            scenario="offline",
            flags=codes("OPEN-COMPARED SCENARIO-MISMATCH"),
            absent=codes("CHIP-COUNT MODEL-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO"),
            why="Offline evidence for a chatbot, beside an Open row.",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="roughly 3,000 staff", why="headcount"),
        NonClaim(page=2, match="€410,000", why="budget"),
    ),
)

# Generation-over-generation pitch; follow-on figures lean on "the same system".
TIDEWATER_GENERATIONS = DeckSpec(
    name="ho_tidewater_generations",
    kind="pptx",
    vendor="Tidewater Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Tidewater T7: the generational leap",
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B",
            bullets=(
                "T7 (8 accelerators) sustained 88,600 tokens/s in the Server scenario.",
                "The same system holds 91,300 tokens/s when run Offline.",
                "That's 2.6x our prior generation, the T5, on the result we posted in MLPerf "
                "Inference v5.1.",
            ),
        ),
        Slide(
            title="Where T7 fits",
            bullets=(
                "Retail chains put T7 in regional data centres to answer shoppers' questions in "
                "their mobile apps as they type.",
                "Standard lead time is 6 weeks from order.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="sustained 88,600 tokens/s in the Server scenario",
            values=(88600.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=codes("RESULT-ID-MISSING"),
            absent=codes("DIVISION-MISSING ROUND-MISSING SCENARIO-MISMATCH"),
            tolerated=codes("CROSS-SCENARIO CROSS-ROUND"),
            why="Benchmark, round and division from the heading text box.",
        ),
        ExpectedClaim(
            page=1,
            match="holds 91,300 tokens/s when run Offline",
            values=(91300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=codes("RESULT-ID-MISSING SCENARIO-MISMATCH"),
            absent=codes("DIVISION-MISSING SCENARIO-MISSING"),
            tolerated=codes("CROSS-SCENARIO CROSS-ROUND"),
            why="A follow-on naming no benchmark; the heading supplies it, its own text the "
            "scenario. Offline for an app that answers as shoppers type.",
        ),
        ExpectedClaim(
            page=1,
            match="2.6x our prior generation",
            values=(2.6,),
            benchmark="llama2-70b",
            division="closed",
            flags=codes("CROSS-ROUND SCENARIO-MISSING"),
            tolerated=codes("RESULT-ID-MISSING"),
            why="Compares a v6.0 result with one posted in v5.1; which scenario is not said and "
            "siblings do not lend theirs.",
        ),
    ),
    non_claims=(NonClaim(page=2, match="lead time is 6 weeks", why="lead time"),),
)

PARTNER_DECKS: tuple[DeckSpec, ...] = (
    QUARRY_LENOVO_PARTNER,
    GLINT_OVERNIGHT,
    MERIDIAN_ANALYST,
    ASHGROVE_COMPARISON,
    TIDEWATER_GENERATIONS,
)
