"""Tune decks for flags and labels written in other words (issue 15, second round).

Workloads described without the usual words, or named only to be denied; scenarios in lower case
and after prepositions; a cost per answer in other currencies and units; the accuracy target in
'percent' and sold as a grade; accelerator counts in words, suffixes and table columns; models
whose size tells them apart from the benchmark; product codes that look like model names.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset
MISSING = F({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING"})

BRIGHTWATER = DeckSpec(
    name="f01_brightwater_backfill",
    kind="pptx",
    vendor="Brightwater Data",
    workload="batch",
    slides=(
        Slide(
            title="Brightwater: the back catalogue, re-tagged",
            bullets=(
                "Publishers queue their backfills on Friday and the whole archive is re-tagged "
                "by Monday.",
                "Nobody sits waiting on a single answer: Brightwater is not a chatbot and has no "
                "real-time tier.",
            ),
        ),
        Slide(
            title="Measured throughput",
            heading="MLPerf Inference v5.1 · Closed division",
            bullets=(
                "Brightwater B4 processed 61,200 tokens/s on Llama 3.1 8B in offline mode "
                "(result 5.1-0031).",
                "In the single-stream latency test, the same B4 answered in 212 ms (result "
                "5.1-0032).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="processed 61,200 tokens/s on Llama 3.1 8B",
            values=(61200.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0031",
            division="closed",
            scenario="offline",
            flags=F(),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="Offline fits a backfill of the archive; the deck denies any interactive use",
        ),
        ExpectedClaim(
            page=2,
            match="the same B4 answered in 212 ms",
            values=(212.0,),
            unit="ms",
            round="v5.1",
            result_id="5.1-0032",
            division="closed",
            scenario="single_stream",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"SCENARIO-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="'single-stream latency' in lower case still names SingleStream, which does not "
            "measure a batch backfill",
        ),
    ),
)

QUARRY = DeckSpec(
    name="f02_quarry_turbines",
    kind="pdf",
    vendor="Quarry Devices",
    workload="edge",
    slides=(
        Slide(
            title="Quarry Q-Edge 2 inspection unit",
            bullets=(
                "Q-Edge 2 rides inside wind turbines and on offshore rigs, with no uplink to a "
                "data centre.",
                "Every blade image is inspected on the unit itself, on battery power if need be.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 Edge, Closed division",
            bullets=(
                "RetinaNet, MultiStream: 38.2 ms on Q-Edge 2 (result 5.1-0104).",
                "ResNet-50 under Server: 9,800 samples/s (result 5.1-0105).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="RetinaNet, MultiStream: 38.2 ms",
            values=(38.2,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0104",
            division="closed",
            scenario="multi_stream",
            flags=F(),
            absent=F({"SCENARIO-MISMATCH"}) | MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="MultiStream fits a device in a turbine",
        ),
        ExpectedClaim(
            page=2,
            match="ResNet-50 under Server: 9,800 samples/s",
            values=(9800.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v5.1",
            result_id="5.1-0105",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"SCENARIO-MISSING"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="'under Server' names the scenario; Server does not measure a unit out in the "
            "field with no uplink",
        ),
    ),
)

MARLOW = DeckSpec(
    name="f03_marlow_helpdesk",
    kind="pptx",
    vendor="Marlow Support",
    workload="interactive",
    slides=(
        Slide(
            title="Marlow Desk",
            bullets=(
                "Marlow drafts the reply while your customer is still on the phone.",
                "It is not a batch tool: nothing waits for an overnight queue.",
                "Under the hood, Marlow uses a model we trained ourselves on ten years of "
                "support tickets.",
            ),
        ),
        Slide(
            title="Why you can trust Marlow",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B",
            bullets=(
                "Our platform delivered 24,300 tokens/s in the server scenario (result "
                "5.1-0207): answers your agents can rely on.",
                "It met the 99.9 percent accuracy target, which means near-perfect answers on "
                "every call.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="delivered 24,300 tokens/s in the server scenario",
            values=(24300.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0207",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            absent=MISSING | F({"SCENARIO-MISMATCH"}),
            why="throughput sold as answers to rely on; the deck runs its own model, not Llama 2",
        ),
        ExpectedClaim(
            page=2,
            match="met the 99.9 percent accuracy target",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "SCENARIO-MISSING", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "RESULT-ID-MISSING"}),
            why="the pass/fail target written in 'percent' and sold as near-perfect answers; the "
            "sibling's scenario does not lend",
        ),
    ),
)

OSPREY = DeckSpec(
    name="f04_osprey_counts",
    kind="pptx",
    vendor="Osprey Compute",
    workload="unstated",
    slides=(
        Slide(
            title="Osprey O8 against the field",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B · Offline",
            table=Table(
                header=("System", "No. of accelerators", "Tokens/s", "Result"),
                rows=(
                    ("Osprey O8", "8", "24,000", "5.1-0401"),
                    ("Rival R4", "4", "13,100", "5.1-0402"),
                ),
            ),
        ),
        Slide(
            title="Per node",
            heading="MLPerf Inference v5.1 · Closed division · Offline",
            bullets=(
                "Osprey's quad-GPU node ran Llama 2 70B 2.1x faster than a dual-GPU Rival box "
                "(results 5.1-0403 and 5.1-0404).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Osprey O8",
            values=(24000.0,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0401",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=MISSING,
            why="eight accelerators against four, in a column headed 'No. of accelerators'",
        ),
        ExpectedClaim(
            page=1,
            match="Rival R4",
            values=(13100.0,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0402",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=MISSING,
            why="the other side of the same comparison",
        ),
        ExpectedClaim(
            page=2,
            match="quad-GPU node ran Llama 2 70B 2.1x faster",
            values=(2.1,),
            unit="x",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0403",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=MISSING,
            why="four GPUs against two, written as quad and dual",
        ),
    ),
)

PELLUCID = DeckSpec(
    name="f05_pellucid_sizes",
    kind="pptx",
    vendor="Pellucid AI",
    workload="unstated",
    slides=(
        Slide(
            title="Pellucid Assist",
            bullets=(
                "Pellucid Assist is built on Mixtral 8x22B.",
                "It replaces the P3 appliance we sold until last year.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1, Closed division, Offline",
            bullets=(
                "Mixtral 8x7B: 52,000 tokens/s (result 5.1-0311).",
                "Same server, Qwen2.5-72B: 12,400 tokens/s.",
                "2.4x the throughput of the P3 on Mixtral 8x7B (result 5.1-0312).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Mixtral 8x7B: 52,000 tokens/s",
            values=(52000.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0311",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=MISSING,
            tolerated=F({"NON-MLPERF-MIX"}),
            why="the product runs Mixtral 8x22B, a larger model than the 8x7B benchmark",
        ),
        ExpectedClaim(
            page=2,
            match="Qwen2.5-72B: 12,400 tokens/s",
            values=(12400.0,),
            unit="tokens/s",
            division="closed",
            scenario="offline",
            round="v5.1",
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=MISSING | F({"RESULT-ID-MISSING", "MODEL-MISMATCH"}),
            why="Qwen2.5-72B is no MLPerf benchmark, set among MLPerf results",
        ),
        ExpectedClaim(
            page=2,
            match="2.4x the throughput of the P3",
            values=(2.4,),
            unit="x",
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0312",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"NON-MLPERF-MIX"}),
            tolerated=F({"CROSS-ROUND"}),
            why="'the P3' is the vendor's old appliance, not a model",
        ),
    ),
    non_claims=(NonClaim(page=1, match="replaces the P3 appliance", why="product history"),),
)

SABLE = DeckSpec(
    name="f06_sable_results_table_voice",
    kind="pptx",
    vendor="Sable Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Sable S9 for hosted chat",
            bullets=(
                "Sable S9 serves the chat assistants of 40 banks, answering as customers type.",
            ),
        ),
        Slide(
            title="S9 in MLPerf Inference v5.1, Closed division",
            bullets=(
                "Llama 2 70B Interactive: 19,600 tokens/s (result 5.1-0050).",
                "DeepSeek-R1 Server: 5,100 tokens/s (result 5.1-0051).",
                "Llama 3.1 8B, Server: 41,300 tokens/s (result 5.1-0052).",
            ),
        ),
        Slide(
            title="On the client side",
            bullets=("In MLPerf Client v0.6, the S9 Mobile chip ran Phi-3.5 Mini at 38 tokens/s.",),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Llama 2 70B Interactive: 19,600 tokens/s",
            values=(19600.0,),
            unit="tokens/s",
            benchmark=None,  # the finder names it llama2-70b-interactive, v5.0's separate id
            round="v5.1",
            result_id="5.1-0050",
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=MISSING | F({"ROUND-UNKNOWN", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="the Interactive scenario of llama2-70b, written the way results tables name it; "
            "llama2-70b was in v5.1",
        ),
        ExpectedClaim(
            page=2,
            match="DeepSeek-R1 Server: 5,100 tokens/s",
            values=(5100.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0051",
            division="closed",
            scenario="server",
            flags=F(),
            absent=MISSING | F({"ROUND-UNKNOWN"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="'DeepSeek-R1 Server' names the Server scenario",
        ),
        ExpectedClaim(
            page=2,
            match="Llama 3.1 8B, Server: 41,300 tokens/s",
            values=(41300.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0052",
            division="closed",
            scenario="server",
            flags=F(),
            absent=MISSING,
            tolerated=F({"CROSS-SCENARIO"}),
            why="a comma-led 'Server' label",
        ),
        ExpectedClaim(
            page=3,
            match="ran Phi-3.5 Mini at 38 tokens/s",
            values=(38.0,),
            unit="tokens/s",
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            absent=F({"ROUND-UNKNOWN"}),
            tolerated=MISSING | F({"RESULT-ID-MISSING", "ROUND-MISSING"}),
            why="MLPerf Client v0.6 is another suite's version, not an Inference round that never "
            "existed; a client figure among Inference results is a mix",
        ),
    ),
)

GREBE = DeckSpec(
    name="f07_grebe_open_speedup",
    kind="pptx",
    vendor="Grebe Systems",
    workload="batch",
    slides=(
        Slide(
            title="Grebe G4 for nightly document review",
            bullets=("Law firms run the G4 overnight across their whole case archive.",),
        ),
        Slide(
            title="Reference model or our sparse one",
            heading="MLPerf Inference v5.1 · Llama 2 70B · Offline scenario",
            bullets=(
                "Grebe G4, reference model: 34,500 tokens/s^{1}.",
                "Grebe G4, sparse model: 88,900 tokens/s^{2}.",
                "Sparse, the G4 clears the nightly review 2.6 times sooner.",
            ),
            footnotes=(
                "^{1} Closed division, result 5.1-0061.",
                "^{2} Open division, result 5.1-0062.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Grebe G4, reference model: 34,500 tokens/s",
            values=(34500.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=MISSING,
            why="the Closed side of a speed-up stated against an Open result",
        ),
        ExpectedClaim(
            page=2,
            match="Grebe G4, sparse model: 88,900 tokens/s",
            values=(88900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0062",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED"}),
            absent=MISSING,
            why="the Open side, labelled by its own footnote",
        ),
        ExpectedClaim(
            page=2,
            match="clears the nightly review 2.6 times sooner",
            values=(2.6,),
            unit="x",
            benchmark="llama2-70b",
            round="v5.1",
            division="unstated",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="the sentence that states the Open-against-Closed speed-up; its division is the "
            "comparison's, named by neither footnote",
        ),
    ),
)

KITTIWAKE = DeckSpec(
    name="f08_kittiwake_rack_math",
    kind="pdf",
    vendor="Kittiwake Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="GB200 NVL72 against HGX H100",
            heading="MLPerf Inference v5.1 · Closed division · Llama 3.1 405B · Offline",
            bullets=(
                "Up to 30x the throughput of the previous platform (results 5.1-0071 and "
                "5.1-0072).",
            ),
        ),
        Slide(
            title="What it means for your bill",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B · Server",
            bullets=(
                "Best performance-per-dollar in the cloud: 1,310 tokens/s for every dollar an "
                "hour.",
                "That is $0.19 per million tokens at on-demand rates.",
            ),
            footnote="Based on result 5.1-0073 and Kittiwake's on-demand price.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=1,
            match="Up to 30x the throughput of the previous platform",
            values=(30.0,),
            unit="x",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0071",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=MISSING,
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a 72-GPU rack against an eight-GPU HGX board, the counts named only by the "
            "systems in the title",
        ),
        ExpectedClaim(
            page=2,
            match="1,310 tokens/s for every dollar an hour",
            values=(1310.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "RANK-CLAIM"}),
            why="performance per dollar, hyphenated; 'best ... in the cloud' ranks it, but the "
            "heading names benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=2,
            match="$0.19 per million tokens",
            values=(0.19,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a price per million tokens drawn from the result",
        ),
    ),
)

PLOVER = DeckSpec(
    name="f09_plover_clean_disclosure",
    kind="pptx",
    vendor="Plover Systems",
    workload="interactive",
    slides=(
        Slide(
            title="Plover P8 for your support chatbot",
            bullets=(
                "Your chatbot answers customers in the middle of their calls.",
                "It is no batch system and nothing waits for a nightly run.",
                "Plover also trains models: see our MLPerf Training v4.1 submission.",
            ),
        ),
        Slide(
            title="Results",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B",
            bullets=(
                "The Dell PowerEdge XE9680 Server scenario figure: 24,100 tokens/s (result "
                "5.1-0081).",
                "In the Interactive scenario the same XE9680 reached 14,900 tokens/s (result "
                "5.1-0082).",
                "It meets the 99.9% accuracy target that every result must pass; that says "
                "nothing about answer quality on your data.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Server scenario figure: 24,100 tokens/s",
            values=(24100.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0081",
            division="closed",
            scenario="server",
            flags=F(),
            absent=MISSING | F({"ROUND-UNKNOWN", "SCENARIO-MISMATCH", "UNVERIFIED"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="a clean Server result for live support; 'MLPerf Training v4.1' on another "
            "slide is another suite's version",
        ),
        ExpectedClaim(
            page=2,
            match="the same XE9680 reached 14,900 tokens/s",
            values=(14900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0082",
            division="closed",
            scenario="interactive",
            flags=F(),
            absent=MISSING | F({"ROUND-UNKNOWN", "SCENARIO-MISMATCH", "CHIP-COUNT"}),
            tolerated=F({"CROSS-SCENARIO"}),
            why="one system's second scenario: disclosure, and Interactive fits live support",
        ),
        ExpectedClaim(
            page=2,
            match="meets the 99.9% accuracy target",
            values=(99.9,),
            unit="%",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="operational",
            flags=F(),
            absent=F({"GATE-AS-GRADE", "QUALITY-BUCKET", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the gate named as a gate, with the caveat that it says nothing about quality",
        ),
    ),
)

FLAG_DECKS: tuple[DeckSpec, ...] = (
    BRIGHTWATER,
    QUARRY,
    MARLOW,
    OSPREY,
    PELLUCID,
    SABLE,
    GREBE,
    KITTIWAKE,
)
