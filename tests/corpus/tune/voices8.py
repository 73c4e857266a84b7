"""Tune decks written blind to the rules by helper h15w8.

Voices: a colocation provider's tenant briefing, a server ODM's product-line overview, an
inference cloud's pricing page turned into slides, a standards-forum tutorial that cites vendor
results, a systems integrator's customer case study, a government lab's evaluation summary, a
vendor's objection-handling FAQ, a quarterly business review to a key account, an analyst's
benchmark scorecard infographic and a CPU hosting provider's sizing note. The weight is on
accelerator-count comparisons hidden in system names, node counts and count columns (with
same-size look-alikes that must not fire), on derived figures (per GPU-hour, per megawatt, per
seat, per node, per socket, medians, means, sums, extrapolations, "effective" figures) and on
claims that are hard to find (figures riding on a heading's MLPerf context, follow-on figures,
rank claims, two vendors in one sentence, table cells and chart points).
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

NOT_VERIFIED = "Result not verified by MLCommons Association."

# --- w101: colocation provider, racks against boxes, per megawatt ----------------------------

W101 = DeckSpec(
    name="w101_colo_rack_density",
    kind="pptx",
    vendor="Harbourline Data Centres",
    workload="unstated",
    slides=(
        Slide(
            title="Harbourline Data Centres",
            subtitle="High-density AI halls, Rotterdam and Leeds\n"
            "Tenant capacity briefing, December 2026",
        ),
        Slide(
            heading="Rack or box? What one row position holds",
            bullets=(
                "One NVL72 rack position delivers 8.1x the tokens per second of a single "
                "DGX B300 box^{1}",
            ),
            table=Table(
                header=("Footprint", "Accelerators", "Llama 2 70B tokens/s, Server", "Result"),
                rows=(
                    ("GB300 NVL72 liquid-cooled rack", "72", "868,278", "6.0-0078"),
                    ("DGX B300 air-cooled box", "8", "107,318", "6.0-0073"),
                ),
            ),
            footnotes=("^{1} Llama 2 70B, Server scenario; results 6.0-0078 and 6.0-0073.",),
        ),
        Slide(
            heading="Tokens per megawatt: planning the hall",
            bullets=(
                "Rated at 132 kW, an NVL72 rack position yields roughly 6.58 million Llama 2 "
                "70B tokens/s per megawatt of IT load^{2}",
                "Divide the rack by its 72 GPUs and each one carries about 12,059 tokens/s^{2}",
                "Hall R2 opens to tenants in March 2027 with 14 MW of IT capacity.",
                "Liquid-cooled positions are €185 per kW per month on a five-year term.",
            ),
            footnotes=(
                "^{2} Harbourline arithmetic on result 6.0-0078 (Llama 2 70B, Server) and the "
                "rack's rated power; not measured with MLPerf Power.",
            ),
        ),
        Slide(
            heading="Same size, same test: eight-accelerator boxes we host today",
            bullets=(
                "Every box below holds eight accelerators, so the bars compare like with like.",
            ),
            chart=Chart(
                title="Llama 2 70B, Server scenario, tokens/s",
                categories=(
                    "DGX B300 (6.0-0073)",
                    "SYS-822GS-NBRT B200 (6.0-0099)",
                    "BM.GPU.MI355X.8 (6.0-0086)",
                ),
                series=(("Eight accelerators per system", (107318.0, 99301.5, 98239.1)),),
                value_axis_title="tokens/s",
                legend=True,
                kind="bar",
                width_in=11.5,
            ),
            notes="If a tenant asks about AMD: the Oracle shape has the same eight-accelerator "
            "count as the two NVIDIA boxes.",
        ),
        Slide(
            title="Sources and notes",
            bullets=(
                "All performance figures: MLPerf Inference v6.0, Closed division, datacenter "
                "suite, retrieved from mlcommons.org on 2 April 2026.",
                "Per-megawatt and per-GPU figures are Harbourline's own arithmetic, not MLPerf "
                "results.",
                "Our own service desk answers tenant tickets with a chat assistant around the clock.",
                "MLPerf and MLCommons are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="GB300 NVL72 liquid-cooled rack",
            values=(868278.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            why="a 72-GPU rack tabulated beside an 8-GPU box; the count column makes it plain",
        ),
        ExpectedClaim(
            page=2,
            match="DGX B300 air-cooled box",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="delivers 8.1x the tokens per second of a single DGX B300 box",
            values=(8.1,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            why="rack against box: 72 GPUs against 8, written only as system names",
        ),
        ExpectedClaim(
            page=3,
            match="yields roughly 6.58 million Llama 2 70B tokens/s per megawatt",
            values=(6.58, 6580000.0),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per megawatt from rated rack power, not MLPerf Power",
        ),
        ExpectedClaim(
            page=3,
            match="each one carries about 12,059 tokens/s",
            values=(12059.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
        ),
        ExpectedClaim(
            page=4,
            match="DGX B300 (6.0-0073)",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
            why="three eight-accelerator systems side by side",
        ),
        ExpectedClaim(
            page=4,
            match="SYS-822GS-NBRT B200 (6.0-0099)",
            values=(99301.5, 99302.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="BM.GPU.MI355X.8 (6.0-0086)",
            values=(98239.1, 98239.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
    ),
    non_claims=(
        NonClaim(3, "Hall R2 opens to tenants in March 2027 with 14 MW of IT capacity", "roadmap"),
        NonClaim(3, "€185 per kW per month", "price"),
        NonClaim(5, "retrieved from mlcommons.org on 2 April 2026", "date"),
    ),
)

# --- w102: server ODM product line, own runs labelled unverified -----------------------------

W102 = DeckSpec(
    name="w102_odm_product_line",
    kind="pdf",
    vendor="Corvane Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Corvane Systems: 2027 accelerated server line-up",
            subtitle="CV-4, CV-8 and CV-R32 platforms\nPartner edition",
        ),
        Slide(
            heading="MLPerf Inference v5.1 Closed: Llama 2 70B, Offline",
            bullets=("The CV-R32 row scales to 3.9x a single CV-8 chassis (unverified).",),
            table=Table(
                header=("Platform", "GPUs per node", "Nodes", "Tokens/s (unverified)"),
                rows=(
                    ("CV-8 HGX H200", "8", "1", "34,210"),
                    ("CV-R32 four-node row", "8", "4", "133,400"),
                ),
            ),
            footnote="Corvane internal runs, November 2026, unverified. " + NOT_VERIFIED,
        ),
        Slide(
            heading="CV-4: the four-GPU line",
            bullets=(
                "CV-4 with four H200 NVL GPUs: 15,310 tokens/s in our lab on Llama 2 70B Offline "
                "(unverified)^{a}",
                "For reference, Quanta's D75E-4U with four H200 NVL posted 15,057.6 tokens/s in "
                "the same test^{b}",
                "List price starts at $182,000 per CV-4 chassis.",
                "Lead time: 6 to 8 weeks from order.",
            ),
            footnotes=(
                "^{a} Run under MLPerf Inference v5.1 Closed rules in the Corvane lab, "
                "unverified. " + NOT_VERIFIED,
                "^{b} MLPerf Inference v5.1, Closed division, Llama 2 70B, Offline scenario, "
                "result 5.1-0080, retrieved September 2026.",
            ),
        ),
        Slide(
            heading="Per-node sizing for partners",
            bullets=(
                "Each CV-R32 node contributes about 33,350 tokens/s, a quarter of the row's "
                "figure (unverified)^{1}",
                "A 42U rack holds four CV-8 nodes and two top-of-rack switches.",
            ),
            footnotes=(
                "^{1} Derived from Corvane's unverified CV-R32 run: Llama 2 70B, Offline "
                "scenario, MLPerf Inference v5.1 Closed rules. " + NOT_VERIFIED,
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Corvane figures come from internal runs under MLPerf Inference v5.1 Closed "
                "rules and are unverified. " + NOT_VERIFIED,
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="CV-8 HGX H200",
            values=(34210.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="8 GPUs against 4 nodes of 8: the count is only per node times nodes; "
            "the column says unverified and the slide carries the statement",
        ),
        ExpectedClaim(
            page=2,
            match="CV-R32 four-node row",
            values=(133400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="scales to 3.9x a single CV-8 chassis",
            values=(3.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a 32-GPU row against an 8-GPU chassis, the count fixed by 'four-node' elsewhere",
        ),
        ExpectedClaim(
            page=3,
            match="15,310 tokens/s in our lab",
            values=(15310.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            absent=frozenset({"UNVERIFIED", "CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="own run, word and statement both given; four GPUs against four",
        ),
        ExpectedClaim(
            page=3,
            match="posted 15,057.6 tokens/s in the same test",
            values=(15057.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0080",
            division="closed",
            scenario="offline",
            absent=frozenset({"CHIP-COUNT"}),
            why="published four-GPU result beside a four-GPU own run: same size",
        ),
        ExpectedClaim(
            page=4,
            match="Each CV-R32 node contributes about 33,350 tokens/s",
            values=(33350.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="per node, worked out from the four-node run",
        ),
    ),
    non_claims=(
        NonClaim(3, "List price starts at $182,000 per CV-4 chassis", "price"),
        NonClaim(3, "Lead time: 6 to 8 weeks from order", "lead time"),
        NonClaim(4, "A 42U rack holds four CV-8 nodes", "rack layout"),
    ),
)

# --- w103: inference cloud pricing page as slides ---------------------------------------------

W103 = DeckSpec(
    name="w103_inference_cloud_pricing",
    kind="pptx",
    vendor="Stratus Relay",
    workload="interactive",
    slides=(
        Slide(
            title="Stratus Relay: serverless inference pricing",
            subtitle="Llama 3.1 8B and Llama 3.1 405B endpoints for chat and agent apps\n"
            "Pricing effective 1 January 2027",
        ),
        Slide(
            title="Price list",
            table=Table(
                header=("Endpoint", "Input, per 1M tokens", "Output, per 1M tokens", "Rate limit"),
                rows=(
                    ("Llama 3.1 8B", "$0.05", "$0.08", "3,000 req/min"),
                    ("Llama 3.1 405B", "$1.10", "$3.20", "400 req/min"),
                ),
            ),
            bullets=("Volume discounts start at 5 billion tokens per month.",),
        ),
        Slide(
            heading="Why the meter runs low: MLPerf Inference v5.1 on our node shape",
            bullets=(
                "Eight B200 GPUs serve 128,541 tokens/s of Llama 3.1 8B at Server latency "
                "bounds^{1}",
                "That works out to 57.8 million tokens per GPU-hour^{1}",
                "At the tighter Interactive bounds the same node still holds 102,903 tokens/s^{2}",
                "Offline, the same GPUs reach 136,752 tokens/s^{3}",
            ),
            footnotes=(
                "^{1} NVIDIA DGX B200, result 5.1-0069, Closed division, Server scenario.",
                "^{2} Result 5.1-0069, Llama 3.1 8B, Interactive scenario, Closed division.",
                "^{3} Result 5.1-0069, Llama 3.1 8B, Offline scenario, Closed division.",
            ),
        ),
        Slide(
            heading="Per-seat economics",
            bullets=(
                "At 40 tokens/s per active chat seat, one eight-GPU node carries about 3,210 "
                "concurrent users^{4}",
                "That puts a resolved support conversation at about $0.0009 of compute^{4}",
                "Our Llama 3.1 405B endpoint runs on the same node shape as Nebius's B200 entry, "
                "which posted 1,279.53 tokens/s at Server bounds^{5}",
            ),
            footnotes=(
                "^{4} Stratus Relay estimate from result 5.1-0069 (Llama 3.1 8B, Server, Closed, "
                "MLPerf Inference v5.1); concurrency is not an MLPerf metric.",
                "^{5} Result 5.1-0073, Llama 3.1 405B, Closed division, Server scenario.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "Per GPU-hour, per-seat and per-conversation figures are Stratus Relay "
                "arithmetic, not MLPerf results.",
                "MLPerf and MLCommons are trademarks of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Eight B200 GPUs serve 128,541 tokens/s of Llama 3.1 8B",
            values=(128541.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="Server fits a hosted chat API; the endpoint serves the reference model",
        ),
        ExpectedClaim(
            page=3,
            match="57.8 million tokens per GPU-hour",
            values=(57.8, 57800000.0),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per GPU-hour: divided by eight GPUs and multiplied by an hour",
        ),
        ExpectedClaim(
            page=3,
            match="the same node still holds 102,903 tokens/s",
            values=(102903.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="follow-on figure; one system listed in two scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="Offline, the same GPUs reach 136,752 tokens/s",
            values=(136752.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="an Offline figure in a deck selling a hosted chat API",
        ),
        ExpectedClaim(
            page=4,
            match="carries about 3,210 concurrent users",
            values=(3210.0, 40.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per user: the Server figure divided by a per-seat rate",
        ),
        ExpectedClaim(
            page=4,
            match="resolved support conversation at about $0.0009",
            values=(0.0009,),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a cost per resolved conversation is a cost per answer in other words",
        ),
        ExpectedClaim(
            page=4,
            match="which posted 1,279.53 tokens/s at Server bounds",
            values=(1279.53,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "3,000 req/min", "rate limit"),
        NonClaim(2, "$3.20", "price per token on a pricing slide"),
        NonClaim(2, "Volume discounts start at 5 billion tokens per month", "commercial term"),
    ),
)

# --- w104: standards-forum tutorial (reportlab) -----------------------------------------------

W104 = DeckSpec(
    name="w104_forum_tutorial",
    kind="reportlab",
    vendor="Open Inference Measurement Forum",
    workload="unstated",
    slides=(
        Slide(
            title="Reading an MLPerf Inference result",
            subtitle="Tutorial T-7, Open Inference Measurement Forum\n"
            "Worked examples from published results\n"
            "Forum members: 41 organisations",
        ),
        Slide(
            title="Step 1: one result, fully cited",
            bullets=(
                "Example: the NVIDIA GB300 NVL72 delivered 18,627.6 tokens/s on Llama 3.1 405B, "
                "Server scenario, Closed division, MLPerf Inference v6.0, result 6.0-0078.",
                "A reader can look the entry up and check every part of the sentence.",
            ),
        ),
        Slide(
            title="Step 2: compare like with like",
            table=Table(
                header=("v6.0 Closed, Llama 2 70B Server", "GPUs", "Tokens/s", "Result"),
                rows=(
                    ("Supermicro SYS-822GS-NBRT", "8x B200", "99,301.5", "6.0-0099"),
                    ("Oracle BM.GPU.MI355X.8", "8x MI355X", "98,239.1", "6.0-0086"),
                ),
            ),
            bullets=(
                "Both systems carry eight accelerators, so the gap between them is a "
                "like-for-like difference.",
            ),
        ),
        Slide(
            title="Step 3: per-accelerator figures need their basis",
            bullets=(
                "Dividing the GB300 NVL72's 868,278 tokens/s (Llama 2 70B, Server, Closed, "
                "result 6.0-0078) by its 72 GPUs gives 12,059 tokens/s per GPU; state that "
                "basis and never call the quotient an MLPerf result.",
            ),
        ),
        Slide(
            title="Step 4: composites across benchmarks",
            heading="MLPerf Inference v6.0, Closed division, Server scenario, DGX B300 (6.0-0073)",
            table=Table(
                header=("Benchmark", "Tokens/s"),
                rows=(
                    ("Llama 2 70B", "107,318"),
                    ("Llama 3.1 405B", "1,460.25"),
                    ("DeepSeek-R1", "42,721.4"),
                ),
            ),
            bullets=(
                "A geometric mean of the three is 18,847 tokens/s: a composite of our own "
                "making, not an MLPerf result.",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "MLPerf is a trademark of MLCommons Association.",
                "Figures retrieved from the MLCommons results pages in April 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="delivered 18,627.6 tokens/s on Llama 3.1 405B",
            values=(18627.6,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            absent=frozenset(
                {"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"}
            ),
            why="the model citation: every label in the sentence itself",
        ),
        ExpectedClaim(
            page=3,
            match="Supermicro SYS-822GS-NBRT",
            values=(99301.5,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
            why="eight against eight, counts written in a column",
        ),
        ExpectedClaim(
            page=3,
            match="Oracle BM.GPU.MI355X.8",
            values=(98239.1,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="by its 72 GPUs gives 12,059 tokens/s per GPU",
            values=(12059.0, 868278.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per GPU with its basis stated: still a derived figure",
        ),
        ExpectedClaim(
            page=5,
            match="Llama 2 70B",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT", "CROSS-SCENARIO"}),
            why="several benchmarks of one system: disclosure, not comparison",
        ),
        ExpectedClaim(
            page=5,
            match="Llama 3.1 405B",
            values=(1460.25,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=5,
            match="DeepSeek-R1",
            values=(42721.4,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"ROUND-UNKNOWN"}),
        ),
        ExpectedClaim(
            page=5,
            match="A geometric mean of the three is 18,847 tokens/s",
            values=(18847.0,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            benchmark=None,
            flags=frozenset({"DERIVED-METRIC"}),
            why="a geomean across benchmarks, basis stated",
        ),
    ),
    non_claims=(
        NonClaim(1, "Forum members: 41 organisations", "headcount"),
        NonClaim(6, "Figures retrieved from the MLCommons results pages in April 2026", "date"),
    ),
)

# --- w105: systems integrator case study, overnight batch -------------------------------------

W105 = DeckSpec(
    name="w105_si_case_study",
    kind="pdf",
    vendor="Meridian Stack Integration",
    workload="batch",
    slides=(
        Slide(
            title="Case study: Norhaven Mutual",
            subtitle="Overnight claims-file summarisation on AMD Instinct\n"
            "Meridian Stack Integration, customer story",
        ),
        Slide(
            title="The brief",
            bullets=(
                "Norhaven receives 1.2 million claim documents a month and wanted every file "
                "summarised before adjusters start at 08:00.",
                "The work runs as one big overnight job between 22:00 and 05:30; no one waits "
                "on an individual answer.",
                "Meridian delivered the platform in 11 weeks.",
            ),
        ),
        Slide(
            heading="The platform and its published numbers",
            bullets=(
                "Two XE9680 nodes with eight MI300X each posted 53,572.2 tokens/s on Llama 2 70B "
                "Offline^{1}",
                "The same system also held 47,561.7 tokens/s in the Server scenario^{1}",
                "Allowing for a 77% duty cycle, the published figure gives an effective 41,250 "
                "tokens/s across the night^{2}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, result 5.1-0030: Dell PowerEdge "
                "XE9680 (2x8x MI300X-192GB, MangoBoost LLMBoost).",
                "^{2} Meridian estimate derived from result 5.1-0030 (Llama 2 70B, Offline, "
                "Closed division).",
            ),
        ),
        Slide(
            heading="Norhaven runs: MLPerf Inference v5.1 Closed harness",
            bullets=(
                "We split the 16 GPUs into four partitions and recorded 56,900 tokens/s on "
                "Llama 2 70B Offline, summed over the four runs",
                "Scaled to the 64-GPU hall Norhaven plans for 2028, the published result "
                "points to roughly 214,000 tokens/s^{3}",
            ),
            footnotes=(
                "^{3} Linear projection from result 5.1-0030 (Llama 2 70B, Offline, Closed "
                "division, MLPerf Inference v5.1) to 64 GPUs; not a measured result.",
            ),
        ),
        Slide(
            title="Outcome",
            bullets=(
                "Norhaven's adjusters now open a finished summary for 96% of files at 08:00.",
                "The claims team has grown from 140 to 155 adjusters without new overtime.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="posted 53,572.2 tokens/s on Llama 2 70B Offline",
            values=(53572.2,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0030",
            division="closed",
            scenario="offline",
            absent=frozenset({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            why="Offline fits an overnight batch; the two nodes are one published entry, not a sum",
        ),
        ExpectedClaim(
            page=3,
            match="The same system also held 47,561.7 tokens/s",
            values=(47561.7,),
            unit="tokens/s",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0030",
            division="closed",
            scenario="server",
            tolerated=frozenset({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="follow-on with no benchmark of its own; one system in two scenarios; a Server "
            "figure for a batch job is arguably beside the point",
        ),
        ExpectedClaim(
            page=3,
            match="gives an effective 41,250 tokens/s across the night",
            values=(41250.0, 77.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0030",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            why="an 'effective' figure: the published result times a duty cycle",
        ),
        ExpectedClaim(
            page=4,
            match="recorded 56,900 tokens/s on Llama 2 70B Offline, summed over the four runs",
            values=(56900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC", "UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="own runs summed across partitions, shown as an MLPerf-harness result",
        ),
        ExpectedClaim(
            page=4,
            match="points to roughly 214,000 tokens/s",
            values=(214000.0, 64.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0030",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="cluster extrapolation; marked as a projection in its footnote",
        ),
    ),
    non_claims=(
        NonClaim(2, "1.2 million claim documents a month", "customer volume"),
        NonClaim(2, "between 22:00 and 05:30", "time window"),
        NonClaim(2, "Meridian delivered the platform in 11 weeks", "project duration"),
        NonClaim(5, "a finished summary for 96% of files at 08:00", "business outcome"),
        NonClaim(5, "grown from 140 to 155 adjusters", "headcount"),
    ),
)

# --- w106: government lab evaluation summary ----------------------------------------------------

LAB_RUNS = (
    "^{1} NCEL runs of Llama 2 70B in the Server scenario under MLPerf Inference v5.1 Closed "
    "rules, 3 to 7 November 2026, unverified. " + NOT_VERIFIED
)

W106 = DeckSpec(
    name="w106_gov_lab_evaluation",
    kind="pptx",
    vendor="National Computing Evaluation Laboratory",
    workload="unstated",
    slides=(
        Slide(
            title="Evaluation summary: inference platforms for the shared research cloud",
            subtitle="Technical Evaluation Report TER-2026-14, National Computing Evaluation "
            "Laboratory\nFor the procurement board, 9 December 2026",
        ),
        Slide(
            title="Published results we relied on",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B, Server scenario",
            bullets=(
                "Every node in both configurations carries eight H100 SXM GPUs.",
                "Going from two to four nodes returned 2.0x the throughput.",
            ),
            table=Table(
                header=("Configuration", "Nodes", "Tokens/s", "Result ID"),
                rows=(
                    ("Cisco HPF HGX System, H100 SXM", "2", "61,101.3", "5.1-0015"),
                    ("Cisco HPF HGX System, H100 SXM", "4", "122,274", "5.1-0016"),
                ),
            ),
        ),
        Slide(
            title="Lab measurements",
            bullets=(
                "Bidder B, one eight-GPU node: median of five runs, 33,480 tokens/s "
                "(unverified)^{1}",
                "Bidder A's four-node cluster, normalised to a single node: 30,570 tokens/s "
                "(unverified)^{1}",
                "Bidder C's eight-GPU node came within 1% of Bidder B's node on the same test "
                "(unverified)^{1}",
            ),
            footnotes=(LAB_RUNS,),
        ),
        Slide(
            title="Suite index across bidders",
            chart=Chart(
                title="NCEL suite index (unverified): mean of normalised Llama 2 70B and "
                "Llama 3.1 405B Server scores, v5.1 Closed rules",
                categories=("Bidder A", "Bidder B", "Bidder C"),
                series=(("Suite index", (97.0, 100.0, 99.0)),),
                legend=True,
            ),
            footnote="Index measured on one eight-GPU node from each bid; Bidder B set to 100. "
            + NOT_VERIFIED,
        ),
        Slide(
            title="Board notes",
            bullets=(
                "Budget ceiling: €14.5 million over five years.",
                "Delivery is required by the third quarter of 2027.",
                "The shared cloud serves 2,300 researcher accounts.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="5.1-0015",
            values=(61101.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0015",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            why="16 against 32 GPUs: nodes in a column, GPUs per node in a sentence",
        ),
        ExpectedClaim(
            page=2,
            match="5.1-0016",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Going from two to four nodes returned 2.0x the throughput",
            values=(2.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a scaling ratio between two system sizes; labels from the heading box",
        ),
        ExpectedClaim(
            page=3,
            match="median of five runs, 33,480 tokens/s",
            values=(33480.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="a median over runs is not one MLPerf run",
        ),
        ExpectedClaim(
            page=3,
            match="normalised to a single node: 30,570 tokens/s",
            values=(30570.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="came within 1% of Bidder B's node on the same test",
            values=(1.0,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT", "UNVERIFIED"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "DERIVED-METRIC"}),
            why="eight-GPU node against eight-GPU node; the gap is between medians",
        ),
        ExpectedClaim(
            page=4,
            match="Bidder A",
            values=(97.0,),
            round="v5.1",
            division="closed",
            scenario="server",
            benchmark=None,
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
            why="a mean of normalised scores across two benchmarks, on same-size nodes",
        ),
        ExpectedClaim(
            page=4,
            match="Bidder B",
            values=(100.0,),
            round="v5.1",
            division="closed",
            scenario="server",
            benchmark=None,
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
        ),
        ExpectedClaim(
            page=4,
            match="Bidder C",
            values=(99.0,),
            round="v5.1",
            division="closed",
            scenario="server",
            benchmark=None,
            flags=frozenset({"DERIVED-METRIC"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "UNVERIFIED"}),
        ),
    ),
    non_claims=(
        NonClaim(5, "Budget ceiling: €14.5 million over five years", "budget"),
        NonClaim(5, "required by the third quarter of 2027", "date"),
        NonClaim(5, "serves 2,300 researcher accounts", "user count"),
        NonClaim(1, "For the procurement board, 9 December 2026", "date"),
    ),
)

# --- w107: vendor FAQ / objection handling -----------------------------------------------------

W107 = DeckSpec(
    name="w107_objection_faq",
    kind="pptx",
    vendor="Veloria Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="Objection handling: MI355X instances",
            subtitle="Veloria Cloud sales enablement, FAQ edition\n"
            "For account teams selling to teams that build chat assistants and agents",
        ),
        Slide(
            heading="MLPerf Inference v6.0: the questions we hear",
            bullets=(
                "Q: Isn't a GB300 rack simply faster?",
                "A: One BM.GPU.MI355X.8 node delivers 11.3% of an NVL72 rack's Llama 2 70B "
                "Server throughput on a ninth of the GPUs^{1}",
                "A: Per GPU that is 12,280 tokens/s against the rack's 12,059^{1}",
                "Q: Is MI355X a serious option?",
                "A: Veloria rents the highest-throughput eight-GPU AMD system ever submitted "
                "to MLPerf.",
            ),
            footnotes=(
                "^{1} Closed division, Llama 2 70B, Server scenario: Oracle BM.GPU.MI355X.8 "
                "(result 6.0-0086) and NVIDIA GB300 NVL72 (result 6.0-0078).",
            ),
        ),
        Slide(
            heading="Like for like",
            bullets=(
                "Q: What about B200 boxes?",
                "A: At equal size, Oracle's eight-GPU MI355X shape posts 98,239.1 tokens/s "
                "against 99,301.5 for Supermicro's eight-GPU B200 system^{2}",
                "A: Oracle's MI355X shape holds 72,116.7 tokens/s at Interactive bounds, "
                "whereas NVIDIA's GB300 NVL72 holds 814,128 tokens/s^{3}",
                "Q: Which headline number should I lead with?",
                "A: The same MI355X node clears 99,874.3 tokens/s^{4}",
            ),
            footnotes=(
                "^{2} MLPerf Inference v6.0, Closed division, Llama 2 70B, Server scenario; "
                "results 6.0-0086 and 6.0-0099.",
                "^{3} MLPerf Inference v6.0, Closed division, Llama 2 70B, Interactive "
                "scenario; results 6.0-0086 and 6.0-0078.",
                "^{4} Result 6.0-0086, Llama 2 70B, Offline scenario, Closed division.",
            ),
        ),
        Slide(
            title="Pricing and onboarding questions",
            bullets=(
                "Q: What does an instance cost? A: $38.40 per node-hour on a one-year reservation.",
                "Q: How soon can we start? A: Frankfurt capacity is available from 15 January "
                "2027.",
                "Q: What reply time should we promise? A: Most customers target a first token "
                "within 1.5 seconds.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="delivers 11.3% of an NVL72 rack's Llama 2 70B Server throughput",
            values=(11.3,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            why="'on a ninth of the GPUs': an 8-GPU node against a 72-GPU rack",
        ),
        ExpectedClaim(
            page=2,
            match="Per GPU that is 12,280 tokens/s against the rack's 12,059",
            values=(12280.0, 12059.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"CHIP-COUNT"}),
            why="per-GPU normalisation of two different-size systems",
        ),
        ExpectedClaim(
            page=2,
            match="highest-throughput eight-GPU AMD system ever submitted",
            round="v6.0",
            benchmark=None,
            flags=frozenset({"RANK-CLAIM", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="press-release rank with no benchmark, scenario or division",
        ),
        ExpectedClaim(
            page=3,
            match="posts 98,239.1 tokens/s against 99,301.5",
            values=(98239.1, 99301.5),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="eight GPUs against eight; Server fits chat serving",
        ),
        ExpectedClaim(
            page=3,
            match="holds 72,116.7 tokens/s at Interactive bounds",
            values=(72116.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            why="first of two vendors in one 'whereas' sentence; 8 GPUs against 72",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA's GB300 NVL72 holds 814,128 tokens/s",
            values=(814128.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            flags=frozenset({"CHIP-COUNT"}),
            why="second vendor's figure in the same sentence",
        ),
        ExpectedClaim(
            page=3,
            match="The same MI355X node clears 99,874.3 tokens/s",
            values=(99874.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0086",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            why="an Offline headline offered to teams building chat assistants",
        ),
    ),
    non_claims=(
        NonClaim(4, "$38.40 per node-hour", "price"),
        NonClaim(4, "available from 15 January 2027", "date"),
        NonClaim(4, "target a first token within 1.5 seconds", "customer latency target"),
    ),
)

# --- w108: quarterly business review to a key account ----------------------------------------

W108 = DeckSpec(
    name="w108_key_account_qbr",
    kind="pdf",
    vendor="Northwind Inference Services",
    workload="interactive",
    slides=(
        Slide(
            title="Aldergate Retail: Q4 2026 business review",
            subtitle="Northwind Inference Services, account team\n"
            "Store-assistant copilot programme",
        ),
        Slide(
            title="The quarter in numbers",
            bullets=(
                "Copilot seats licensed: 24,000 across 610 stores.",
                "Store associates ask the copilot questions at the till and expect the reply "
                "to start within 2 seconds.",
                "Uptime this quarter: 99.97%.",
                "Tickets raised: 37, all closed within SLA.",
            ),
        ),
        Slide(
            heading="Your fleet and MLPerf Inference v5.1, Closed division",
            bullets=(
                "Your six XE9680 nodes match the H200 configuration Dell submitted, which held "
                "33,244.3 tokens/s at Server bounds^{1}",
                "Together the fleet therefore delivers about 199,466 tokens/s^{1}",
                "That is roughly 8.3 tokens/s for each licensed seat at peak^{1}",
                "In the Interactive scenario the same configuration held 21,915.6 tokens/s^{2}",
                "Offline, it reached 35,316.7 tokens/s^{3}",
            ),
            footnotes=(
                "^{1} Dell PowerEdge XE9680 (8xH200-SXM-141GB), result 5.1-0026, Llama 2 70B, "
                "Server scenario.",
                "^{2} Result 5.1-0026, Llama 2 70B, Interactive scenario.",
                "^{3} Result 5.1-0026, Llama 2 70B, Offline scenario.",
            ),
        ),
        Slide(
            heading="Next year's sizing",
            bullets=(
                "Doubling to twelve nodes for the spring roll-out projects to about 398,900 "
                "tokens/s^{4}",
                "Renewal date: 31 March 2027, at a proposed £412,000 a year.",
            ),
            footnotes=(
                "^{4} Linear projection by Northwind from result 5.1-0026 (Llama 2 70B, Server, "
                "Closed division, MLPerf Inference v5.1); not a measured result.",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "All MLPerf figures: MLPerf Inference v5.1, Closed division, retrieved "
                "10 September 2025.",
                "Fleet totals and per-seat figures are Northwind projections, not MLPerf results.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="which held 33,244.3 tokens/s at Server bounds",
            values=(33244.3,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            absent=frozenset({"SCENARIO-MISMATCH", "DERIVED-METRIC"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="Together the fleet therefore delivers about 199,466 tokens/s",
            values=(199466.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="one node's result multiplied by six: a sum no one measured",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 8.3 tokens/s for each licensed seat",
            values=(8.3,),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per user",
        ),
        ExpectedClaim(
            page=3,
            match="the same configuration held 21,915.6 tokens/s",
            values=(21915.6,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="interactive",
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
        ),
        ExpectedClaim(
            page=3,
            match="Offline, it reached 35,316.7 tokens/s",
            values=(35316.7,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="offline",
            flags=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"CROSS-SCENARIO"}),
            why="an Offline figure for a till-side copilot",
        ),
        ExpectedClaim(
            page=4,
            match="projects to about 398,900 tokens/s",
            values=(398900.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="cluster extrapolation to twelve nodes",
        ),
    ),
    non_claims=(
        NonClaim(2, "Copilot seats licensed: 24,000 across 610 stores", "seat count"),
        NonClaim(2, "expect the reply to start within 2 seconds", "customer latency target"),
        NonClaim(2, "Uptime this quarter: 99.97%", "uptime"),
        NonClaim(2, "Tickets raised: 37", "ticket count"),
        NonClaim(4, "Renewal date: 31 March 2027, at a proposed £412,000 a year", "price"),
    ),
)

# --- w109: analyst scorecard infographic -------------------------------------------------------

W109 = DeckSpec(
    name="w109_scorecard_infographic",
    kind="pptx",
    vendor="Tallyframe Research",
    workload="unstated",
    slides=(
        Slide(
            title="Tallyframe Scorecard: MLPerf Inference v6.0",
            subtitle="Datacenter LLM serving, Closed division\nInfographic edition, April 2026",
        ),
        Slide(
            heading="DeepSeek-R1 throughput by system size",
            bullets=(
                "Four racks top the Offline chart at 2.49 million tokens/s, 35x a single "
                "eight-GPU box.",
            ),
            chart=Chart(
                title="DeepSeek-R1, Offline scenario, tokens/s",
                categories=(
                    "Four GB300 NVL72 racks (6.0-0076)",
                    "One GB300 NVL72 rack (6.0-0078)",
                    "DGX B300 box (6.0-0073)",
                ),
                series=(("Tokens/s", (2494310.0, 647076.0, 70325.7)),),
                kind="bar",
            ),
        ),
        Slide(
            heading="Normalised per GPU",
            chart=Chart(
                title="DeepSeek-R1 Offline tokens/s per GPU (Tallyframe normalisation)",
                categories=("288-GPU cluster", "72-GPU rack", "8-GPU box"),
                series=(("Tokens/s per GPU", (8661.0, 8987.0, 8791.0)),),
            ),
            footnote="Each system's published Offline result divided by its GPU count.",
        ),
        Slide(
            heading="Same-size face-off: eight-GPU boxes",
            chart=Chart(
                title="Llama 2 70B, Server scenario, tokens/s",
                categories=(
                    "DGX B300 (6.0-0073)",
                    "SYS-822GS-NBRT (6.0-0099)",
                    "G8825Z5 MI350X (6.0-0071)",
                    "SR675i V3 RTX PRO 6000 (6.0-0065)",
                ),
                series=(("Eight accelerators", (107318.0, 99301.5, 77377.9, 27160.2)),),
                legend=True,
                kind="bar",
                width_in=11.5,
            ),
        ),
        Slide(
            title="Verdict",
            bullets=(
                "NVIDIA tops every datacenter LLM chart this round.",
                "Scorecard grade for the DGX B300: 94 of 100, the mean of its normalised "
                "ranks across four LLM benchmarks.",
                "Subscriptions to the full scorecard: $4,800 a year.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Four GB300 NVL72 racks (6.0-0076)",
            values=(2494310.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0076",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            why="288, 72 and 8 GPUs on one chart, the counts only in 'racks' and 'box'",
        ),
        ExpectedClaim(
            page=2,
            match="One GB300 NVL72 rack (6.0-0078)",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="DGX B300 box (6.0-0073)",
            values=(70325.7, 70326.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Four racks top the Offline chart at 2.49 million tokens/s",
            values=(35.0, 2.49, 2490000.0),
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "RANK-CLAIM"}),
            why="four racks against one box; 'top the chart' only ranks the chart's own points",
        ),
        ExpectedClaim(
            page=3,
            match="288-GPU cluster",
            values=(8661.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="per-GPU quotients of different-size systems",
        ),
        ExpectedClaim(
            page=3,
            match="72-GPU rack",
            values=(8987.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="8-GPU box",
            values=(8791.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"CHIP-COUNT", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="DGX B300 (6.0-0073)",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
            why="four eight-accelerator systems",
        ),
        ExpectedClaim(
            page=4,
            match="SYS-822GS-NBRT (6.0-0099)",
            values=(99301.5, 99302.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0099",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="G8825Z5 MI350X (6.0-0071)",
            values=(77377.9, 77378.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0071",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="SR675i V3 RTX PRO 6000 (6.0-0065)",
            values=(27160.2, 27160.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0065",
            division="closed",
            scenario="server",
            absent=frozenset({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=5,
            match="NVIDIA tops every datacenter LLM chart this round",
            round="v6.0",
            division="closed",
            benchmark=None,
            flags=frozenset({"RANK-CLAIM", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="analyst rank over the field; round and division only from the title slide",
        ),
        ExpectedClaim(
            page=5,
            match="Scorecard grade for the DGX B300: 94 of 100",
            values=(94.0,),
            round="v6.0",
            division="closed",
            scenario=None,
            benchmark=None,
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"RESULT-ID-MISSING", "SCENARIO-MISSING"}),
            why="a mean of normalised ranks across benchmarks",
        ),
    ),
    non_claims=(NonClaim(5, "Subscriptions to the full scorecard: $4,800 a year", "price"),),
)

# --- w110: CPU hosting provider sizing note (reportlab) ---------------------------------------

W110 = DeckSpec(
    name="w110_cpu_hosting_sizing",
    kind="reportlab",
    vendor="Brightwater Hosting",
    workload="batch",
    slides=(
        Slide(
            title="Brightwater Hosting: CPU inference sizing note",
            subtitle="Nightly catalogue enrichment on Xeon 6 servers\n"
            "Prepared for merchandising teams",
        ),
        Slide(
            title="Two-socket Xeon 6 results",
            table=Table(
                header=("Llama 3.1 8B Offline", "Tokens/s", "Result"),
                rows=(
                    ("Intel 1-node-2S-GNR_128C", "1,232.89", "5.1-0055"),
                    ("Supermicro 1-node-2S-GNR_128C", "1,195.93", "5.1-0084"),
                ),
            ),
            bullets=(
                "On Llama 3.1 8B Offline that is about 616 tokens/s per socket for the Intel "
                "entry (5.1-0055).",
            ),
        ),
        Slide(
            title="Sizing your nightly run",
            bullets=(
                "Your catalogue: 3.1 million product records refreshed each night.",
                "A four-server pod adds up to 4,931 tokens/s, four copies of the Intel result^{1}",
                "Over a 6-hour window that covers about 106 million tokens per night^{1}",
                "The fastest CPU-only Llama 3.1 8B result of the round belongs to the same "
                "Xeon 6 platform we rent.",
            ),
            footnotes=(
                "^{1} Brightwater arithmetic on result 5.1-0055 (Llama 3.1 8B, Offline, Closed "
                "division, MLPerf Inference v5.1); four separate servers, not one measured "
                "system.",
            ),
        ),
        Slide(
            title="Sources",
            bullets=(
                "All results: MLPerf Inference v5.1, Closed division, datacenter suite.",
                "Per-socket, pod and per-night figures are Brightwater arithmetic.",
                "Rental: £1,150 per server per month, 12-month minimum.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Intel 1-node-2S-GNR_128C",
            values=(1232.89,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0055",
            division="closed",
            scenario="offline",
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="two CPU-only two-socket servers; Offline fits a nightly job",
        ),
        ExpectedClaim(
            page=2,
            match="Supermicro 1-node-2S-GNR_128C",
            values=(1195.93,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0084",
            division="closed",
            scenario="offline",
            absent=frozenset({"CHIP-COUNT", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=2,
            match="about 616 tokens/s per socket",
            values=(616.0,),
            unit=None,
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0055",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            why="per socket",
        ),
        ExpectedClaim(
            page=3,
            match="A four-server pod adds up to 4,931 tokens/s",
            values=(4931.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0055",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="a sum of four copies of one server's result",
        ),
        ExpectedClaim(
            page=3,
            match="about 106 million tokens per night",
            values=(106.0, 106000000.0, 6.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0055",
            division="closed",
            scenario="offline",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="follow-on figure worked out from the summed pod figure",
        ),
        ExpectedClaim(
            page=3,
            match="The fastest CPU-only Llama 3.1 8B result of the round",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            flags=frozenset({"RANK-CLAIM", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="rank over the field; round and division only from the deck-level sentence",
        ),
    ),
    non_claims=(
        NonClaim(3, "3.1 million product records refreshed each night", "customer volume"),
        NonClaim(4, "£1,150 per server per month", "price"),
    ),
)

# --- w111: sustainability report chapter, measured against rated power -----------------------

W111 = DeckSpec(
    name="w111_sustainability_report",
    kind="pdf",
    vendor="Greenmantle Cloud",
    workload="unstated",
    slides=(
        Slide(
            title="Greenmantle Cloud: Sustainability Report 2026",
            subtitle="Chapter 4: the efficiency of AI inference\nPublished 30 June 2026",
        ),
        Slide(
            heading="Measured, not rated: MLPerf Inference v5.1 Power",
            bullets=(
                "Lenovo's ThinkSystem SR680a V3 with eight B200 GPUs ran Llama 2 70B Offline at "
                "102,909 tokens/s on 10,401 W of measured system power^{1}",
                "That is 9.89 tokens per joule on MLPerf-measured power^{1}",
            ),
            footnotes=(
                "^{1} Result 5.1-0061, Closed division, Offline scenario; power measured under "
                "MLPerf Power rules.",
            ),
        ),
        Slide(
            heading="Rated-power estimates for our GB300 halls",
            bullets=(
                "One GB300 NVL72 rack: 868,278 tokens/s per rack on Llama 2 70B, Server "
                "scenario^{2}",
                "At the rack's 135 kW nameplate rating that is 6.43 tokens per joule^{2}",
                "Across our 20 MW Ostrava campus that would be about 128 million tokens/s^{2}",
                "Campus PUE: 1.18, annualised.",
            ),
            footnotes=(
                "^{2} MLPerf Inference v6.0, Closed division, result 6.0-0078; energy figures "
                "use nameplate power, not MLPerf Power measurements.",
            ),
        ),
        Slide(
            heading="Generation over generation",
            bullets=(
                "On the same eight-GPU footprint, the B200 system turns out 2.4x the tokens per "
                "joule of the H200 MaxQ system^{3}",
                "Scope 2 emissions fell 14% year on year.",
                "Water usage effectiveness: 0.21 litres per kWh.",
            ),
            footnotes=(
                "^{3} Llama 2 70B, Offline scenario, Closed division, MLPerf Power measurements: "
                "result v4.1-0049 (MLPerf Inference v4.1) against result 5.1-0061 (MLPerf "
                "Inference v5.1).",
            ),
        ),
        Slide(
            title="Methodology",
            bullets=(
                "Tokens per joule are Greenmantle's quotients of published throughput and power.",
                "MLPerf Power figures are measured at the wall; nameplate figures are not.",
                "Renewable electricity share across our halls: 87% in 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="ran Llama 2 70B Offline at 102,909 tokens/s",
            values=(102909.0, 10401.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            absent=frozenset({"DERIVED-METRIC", "CHIP-COUNT"}),
            why="a published result with its MLPerf-measured power",
        ),
        ExpectedClaim(
            page=2,
            match="That is 9.89 tokens per joule on MLPerf-measured power",
            values=(9.89,),
            benchmark=None,
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="offline",
            tolerated=frozenset({"DERIVED-METRIC"}),
            why="perf per watt from MLPerf Power itself: the quotient is ours, the power is not "
            "rated",
        ),
        ExpectedClaim(
            page=3,
            match="868,278 tokens/s per rack",
            values=(868278.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            absent=frozenset({"DERIVED-METRIC"}),
            why="'per rack' for a rack-scale system is the system's own result, not a quotient",
        ),
        ExpectedClaim(
            page=3,
            match="nameplate rating that is 6.43 tokens per joule",
            values=(6.43, 135.0),
            benchmark=None,
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="unstated",
            flags=frozenset({"DERIVED-METRIC", "SCENARIO-MISSING"}),
            why="perf per watt from nameplate power; a follow-on whose own sources (its text, "
            "footnote 2, the heading) name no benchmark or scenario: the rack bullet's are a "
            "sibling's",
        ),
        ExpectedClaim(
            page=3,
            match="would be about 128 million tokens/s",
            values=(128.0, 128000000.0, 20.0),
            benchmark=None,
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="unstated",
            flags=frozenset({"DERIVED-METRIC", "SCENARIO-MISSING"}),
            tolerated=frozenset({"UNVERIFIED"}),
            why="extrapolated to a whole campus by power budget",
        ),
        ExpectedClaim(
            page=4,
            match="turns out 2.4x the tokens per joule of the H200 MaxQ system",
            values=(2.4,),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="offline",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"DERIVED-METRIC", "RESULT-ID-MISSING"}),
            why="v4.1 against v5.1, named only in the footnote; eight GPUs against eight",
        ),
    ),
    non_claims=(
        NonClaim(5, "Renewable electricity share across our halls: 87% in 2026", "ESG figure"),
        NonClaim(3, "Campus PUE: 1.18, annualised", "facility figure"),
        NonClaim(4, "Scope 2 emissions fell 14% year on year", "ESG figure"),
        NonClaim(4, "Water usage effectiveness: 0.21 litres per kWh", "facility figure"),
        NonClaim(1, "Published 30 June 2026", "date"),
    ),
)

# --- w112: internal IT refresh business case ---------------------------------------------------

W112 = DeckSpec(
    name="w112_refresh_business_case",
    kind="pptx",
    vendor="Kestrel Freight IT",
    workload="interactive",
    slides=(
        Slide(
            title="GPU refresh business case",
            subtitle="Kestrel Freight, IT architecture board\nDispatcher assistant platform, FY2027",
        ),
        Slide(
            title="Why we are here",
            bullets=(
                "Drivers ask the dispatcher assistant questions from the cab and need the answer "
                "to start within two seconds.",
                "The assistant runs Llama 2 70B Chat today and keeps that model after the refresh.",
                "Drivers on the road each day: 4,800.",
            ),
        ),
        Slide(
            heading="Like for like: MLPerf Inference, Closed division, Llama 2 70B, Server",
            bullets=("Same eight-GPU footprint, 4.6x the Server throughput^{1}",),
            table=Table(
                header=("Option", "GPUs", "Round", "Tokens/s", "Result"),
                rows=(
                    ("Today: DGX H100", "8", "v4.1", "21,605.8", "v4.1-0043"),
                    ("Refresh A: DGX B200", "8", "v5.1", "99,123", "5.1-0069"),
                ),
            ),
            footnotes=(
                "^{1} DGX H100 result v4.1-0043 (MLPerf Inference v4.1) against DGX B200 result "
                "5.1-0069 (MLPerf Inference v5.1).",
            ),
        ),
        Slide(
            heading="Smaller footprint option, MLPerf Inference v5.1 Closed",
            bullets=(
                "At half the GPUs, a four-GPU Azure ND GB200 v6 node reaches 46,016.5 tokens/s "
                "in the Server scenario, 46% of the eight-GPU DGX B200^{2}",
                "Two such nodes would add up to about 92,000 tokens/s^{2}",
            ),
            footnotes=("^{2} Llama 2 70B, Server scenario; results 5.1-0008 and 5.1-0069.",),
        ),
        Slide(
            heading="Cost case",
            bullets=(
                "Lease for Refresh A: £1.9 million over three years.",
                "On the DGX B200 Server result, a thousand dispatcher answers cost about 0.3p "
                "of compute^{3}",
                "Go-live target: June 2027.",
            ),
            footnotes=(
                "^{3} Kestrel arithmetic from result 5.1-0069 (Llama 2 70B, Server, Closed "
                "division, MLPerf Inference v5.1) and the lease price.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Today: DGX H100",
            values=(21605.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v4.1",
            result_id="v4.1-0043",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            why="v4.1 row beside a v5.1 row; eight GPUs each; the deck deploys the reference model",
        ),
        ExpectedClaim(
            page=3,
            match="Refresh A: DGX B200",
            values=(99123.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Same eight-GPU footprint, 4.6x the Server throughput",
            values=(4.6,),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=frozenset({"CROSS-ROUND"}),
            absent=frozenset({"CHIP-COUNT"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="the two rounds are named only in the footnote",
        ),
        ExpectedClaim(
            page=4,
            match="node reaches 46,016.5 tokens/s in the Server scenario",
            values=(46016.5, 46.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT"}),
            absent=frozenset({"CROSS-ROUND", "MODEL-MISMATCH"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="'at half the GPUs': four against eight, same round",
        ),
        ExpectedClaim(
            page=4,
            match="Two such nodes would add up to about 92,000 tokens/s",
            values=(92000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"DERIVED-METRIC"}),
            tolerated=frozenset({"UNVERIFIED", "RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="a sum of two copies of one node's result",
        ),
        ExpectedClaim(
            page=5,
            match="a thousand dispatcher answers cost about 0.3p",
            values=(0.3,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="server",
            bucket=None,
            flags=frozenset({"COST-PER-ANSWER"}),
            tolerated=frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a cost per answer in pence per thousand",
        ),
    ),
    non_claims=(
        NonClaim(2, "Drivers on the road each day: 4,800", "headcount"),
        NonClaim(5, "Lease for Refresh A: £1.9 million over three years", "price"),
        NonClaim(5, "Go-live target: June 2027", "date"),
    ),
)

# --- w113: reseller press release (reportlab) -------------------------------------------------

W113 = DeckSpec(
    name="w113_reseller_press_release",
    kind="reportlab",
    vendor="Halcyon Systems",
    workload="unstated",
    slides=(
        Slide(
            title="Halcyon Systems ships GB300 NVL72 racks in Europe",
            subtitle="Press release, Amsterdam, 14 April 2026\nFor immediate release",
        ),
        Slide(
            title="MLPerf Inference v6.0 highlights",
            bullets=(
                "The rack Halcyon now ships, the NVIDIA GB300 NVL72, served 1,072,250 tokens/s "
                "on GPT-OSS-120B in the Server scenario.",
                "The same rack held 677,199 tokens/s under the tighter Interactive bounds.",
                "Its 18 compute trays of four GPUs each out-served Oracle's eight-GPU MI355X "
                "shape by 13.7x on the same test.",
            ),
        ),
        Slide(
            title="What analysts say",
            bullets=(
                "\"NVIDIA's GB300 NVL72 posted 18,627.6 tokens/s on Llama 3.1 405B Server, while "
                "Oracle's MI355X shape posted 78,186.3 tokens/s on GPT-OSS-120B Server,\" said "
                "Priya Raman of Fennick Analysis.",
                "Halcyon is the first European reseller to ship a rack that set records in MLPerf "
                "Inference v6.0.",
                "Halcyon employs 320 people across six countries.",
                "Racks ship from June 2026 with a 10-week lead time.",
            ),
        ),
        Slide(
            title="About the results",
            bullets=(
                "All results cited: MLPerf Inference v6.0, Closed division, retrieved from "
                "mlcommons.org on 2 April 2026.",
                "MLPerf is a trademark of MLCommons Association.",
                "Media contact: press@halcyon.example, +31 20 555 0142.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="served 1,072,250 tokens/s on GPT-OSS-120B in the Server scenario",
            values=(1072250.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            absent=frozenset({"ROUND-UNKNOWN", "DIVISION-MISSING", "NON-MLPERF-MIX"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="GPT-OSS-120B is a v6.0 benchmark; the division comes from the deck-level sentence",
        ),
        ExpectedClaim(
            page=2,
            match="The same rack held 677,199 tokens/s under the tighter Interactive bounds",
            values=(677199.0,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="interactive",
            tolerated=frozenset({"RESULT-ID-MISSING", "CROSS-SCENARIO"}),
            why="follow-on figure that names no benchmark; it is still a claim",
        ),
        ExpectedClaim(
            page=2,
            match="out-served Oracle's eight-GPU MI355X shape by 13.7x",
            values=(13.7, 18.0),
            benchmark=None,
            round="v6.0",
            division="closed",
            flags=frozenset({"CHIP-COUNT", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="18 trays of four GPUs (72) against eight; 'the same test' names no scenario",
        ),
        ExpectedClaim(
            page=3,
            match="posted 18,627.6 tokens/s on Llama 3.1 405B Server",
            values=(18627.6,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            tolerated=frozenset({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="first of two vendors in one analyst sentence; different benchmarks",
        ),
        ExpectedClaim(
            page=3,
            match="Oracle's MI355X shape posted 78,186.3 tokens/s on GPT-OSS-120B Server",
            values=(78186.3,),
            unit="tokens/s",
            benchmark=None,
            round="v6.0",
            division="closed",
            scenario="server",
            tolerated=frozenset({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="the second vendor's figure after 'while'",
        ),
        ExpectedClaim(
            page=3,
            match="ship a rack that set records in MLPerf Inference v6.0",
            round="v6.0",
            division="closed",
            benchmark=None,
            flags=frozenset({"RANK-CLAIM", "SCENARIO-MISSING"}),
            tolerated=frozenset({"RESULT-ID-MISSING"}),
            why="record claim with no benchmark or scenario",
        ),
    ),
    non_claims=(
        NonClaim(3, "Halcyon employs 320 people across six countries", "headcount"),
        NonClaim(3, "Racks ship from June 2026 with a 10-week lead time", "date"),
        NonClaim(4, "+31 20 555 0142", "phone number"),
        NonClaim(1, "Amsterdam, 14 April 2026", "date"),
    ),
)

# --- w114: cloud marketplace listing for a legal assistant on its own model -------------------

MISMATCH_WHY = "the product runs a Llama 3.1 70B fine-tune, not the benchmark's Llama 2 70B"

W114 = DeckSpec(
    name="w114_marketplace_listing",
    kind="pdf",
    vendor="Pallas Legal AI",
    workload="interactive",
    slides=(
        Slide(
            title="Pallas Legal Research Assistant",
            subtitle="Cloud marketplace listing\nPrivate offer for law firms, 2027",
        ),
        Slide(
            title="What you deploy",
            bullets=(
                "Pallas-70B, our case-law model fine-tuned from Llama 3.1 70B, answers "
                "associates' research questions in a chat window.",
                "Seats from $95 per lawyer per month; minimum 25 seats.",
            ),
        ),
        Slide(
            heading="Benchmarked: MLPerf Inference v5.1, Closed",
            bullets=(
                "On one 8-GPU H200 box the Llama 2 70B benchmark ran at 34,029.4 tokens/s in "
                "the Server scenario^{1}",
                "A 32-GPU H100 pod reached 122,274 tokens/s, so a single box gives you 28% of a "
                "pod at a quarter of the GPUs^{2}",
                "The box clears the 99.9% accuracy target, so your associates get case "
                "citations they can trust^{1}",
                "Pallas-70B itself streams 38 tokens/s to each lawyer on the same box.",
            ),
            footnotes=(
                "^{1} Nebius H200 (8x H200-SXM-141GB), result 5.1-0075, Llama 2 70B at the 99.9% "
                "accuracy target, Server scenario.",
                "^{2} Llama 2 70B, Server scenario; results 5.1-0075 (Nebius H200, 8 GPUs) and "
                "5.1-0016 (Cisco HPF HGX System, 32 GPUs).",
            ),
        ),
        Slide(
            heading="Why firms choose Pallas",
            bullets=(
                "That 34,029.4 tokens/s result is proof that Pallas gives your lawyers the most "
                "accurate answers^{1}",
                "Firms using Pallas: 140 across 9 countries.",
                "Research time saved: 3.5 hours per associate per week, from our customer survey.",
            ),
            footnotes=(
                "^{1} Result 5.1-0075, Llama 2 70B, Server scenario, MLPerf Inference v5.1, "
                "Closed division.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "MLPerf is a trademark of MLCommons Association.",
                "Pallas-70B is not an MLPerf benchmark model; its speed was measured by Pallas.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the Llama 2 70B benchmark ran at 34,029.4 tokens/s",
            values=(34029.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="server",
            flags=frozenset({"MODEL-MISMATCH"}),
            absent=frozenset({"SCENARIO-MISMATCH"}),
            tolerated=frozenset({"NON-MLPERF-MIX"}),
            why=MISMATCH_WHY,
        ),
        ExpectedClaim(
            page=3,
            match="a single box gives you 28% of a pod at a quarter of the GPUs",
            values=(28.0, 122274.0),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=frozenset({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=frozenset({"NON-MLPERF-MIX", "RESULT-ID-MISSING"}),
            why="an 8-GPU box against a 32-GPU pod; " + MISMATCH_WHY,
        ),
        ExpectedClaim(
            page=3,
            match="The box clears the 99.9% accuracy target",
            values=(99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=frozenset({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=frozenset({"QUALITY-BUCKET", "NON-MLPERF-MIX"}),
            why="the pass/fail gate sold as trustworthy citations",
        ),
        ExpectedClaim(
            page=3,
            match="Pallas-70B itself streams 38 tokens/s to each lawyer",
            values=(38.0,),
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=frozenset({"NON-MLPERF-MIX"}),
            tolerated=frozenset(
                {
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "UNVERIFIED",
                    "MODEL-MISMATCH",
                    "DERIVED-METRIC",
                }
            ),
            why="a non-MLPerf model's figure set among MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="That 34,029.4 tokens/s result is proof",
            values=(34029.4,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0075",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=frozenset({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            tolerated=frozenset({"RANK-CLAIM", "NON-MLPERF-MIX"}),
            why="a throughput result sold as answer accuracy",
        ),
    ),
    non_claims=(
        NonClaim(2, "Seats from $95 per lawyer per month", "price"),
        NonClaim(4, "Firms using Pallas: 140 across 9 countries", "customer count"),
        NonClaim(4, "3.5 hours per associate per week", "business outcome from a survey"),
    ),
)

VOICE_DECKS_8: tuple[DeckSpec, ...] = (
    W101,
    W102,
    W103,
    W104,
    W105,
    W106,
    W107,
    W108,
    W109,
    W110,
    W111,
    W112,
    W113,
    W114,
)
