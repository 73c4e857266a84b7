"""Tune-corpus decks written blind to the rules by helper h15w7.

Voices: a hyperscaler's conference breakout session, a storage/networking vendor claiming credit
for a partner's inference system, a consultancy's market-landscape report exported to PDF, a
reseller's one-page quote with a benchmark appendix, a CTO's internal investment memo turned into
slides, a vendor's rebuttal of a competitor's MLPerf claims, a healthcare-imaging edge appliance
brochure and a LinkedIn-style carousel. The weight is on accelerator-count comparisons in unusual
forms (rack vs node vs box, counts only in system names or footnotes, per-chip parity, clusters
against single nodes) and on derived figures in marketing forms (per socket, per rack unit, per kW,
normalised to one GPU, scaled to a fleet, average uplift), each beside same-size or properly
labelled counter-examples that must not fire. Published figures come from MLCommons' v4.1, v5.1
and v6.0 results in /work/shared/reference; every vendor not named there is fictional.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table


def _codes(*codes: str) -> frozenset[str]:
    return frozenset(codes)


MISSING_ID = "RESULT-ID-MISSING"

# --- w81: a hyperscaler's breakout session (pptx, speaker notes, heading boxes) -----------------

W81_BREAKOUT = DeckSpec(
    name="w81_cloud_breakout_session",
    kind="pptx",
    vendor="Cirrus Cloud",
    workload="interactive",
    slides=(
        Slide(
            title="AIM412: Serving frontier LLMs on Cirrus rack-scale instances",
            subtitle="Breakout session, Cirrus Summit 2026, Las Vegas\n"
            "Principal Solutions Architect, Cirrus AI Infrastructure",
        ),
        Slide(
            title="What builders run on Cirrus",
            bullets=(
                "Teams put customer-facing chat assistants behind our managed inference endpoints",
                "Typical ask from those teams: first token in under 1.5 seconds at the 95th percentile",
                "More than 40,000 accounts ran inference on Cirrus last quarter",
            ),
            notes="Pause for a show of hands: who runs a chat assistant in production today?",
        ),
        Slide(
            heading="MLPerf Inference v6.0, Closed division: DeepSeek-R1, Server scenario",
            table=Table(
                header=("Instance silicon", "Accelerators", "Server tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA GB300 NVL72 (rack)", "72", "400,437", "6.0-0078"),
                    ("NVIDIA DGX B300 (node)", "8", "42,721", "6.0-0073"),
                ),
            ),
            footnotes=(
                "Published results of the systems our P7 rack and P7 node instances are built on.",
            ),
            notes="The rack row is the P7r instance family; the node row is P7n.",
        ),
        Slide(
            title="One rack, one node",
            bullets=(
                "A P7r rack serves 9.4x the DeepSeek-R1 tokens of a P7n node^{1}",
                "On identical 8-GPU nodes, Llama 2 70B Server throughput in the Closed division rose "
                "from 99,123 tokens/s (5.1-0069) to 107,318 tokens/s (6.0-0073)",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0 Closed, DeepSeek-R1 Server: 6.0-0078 against 6.0-0073.",
            ),
        ),
        Slide(
            title="Normalised to one GPU",
            bullets=(
                "Per GPU, the rack delivers 5,562 tokens/s against 5,340 on the node^{2}",
                "Scaled to 1,000 GPUs, that is 5.56 million tokens/s of DeepSeek-R1 capacity in a "
                "single region^{3}",
            ),
            footnotes=(
                "^{2} Cirrus arithmetic: MLPerf Inference v6.0 Closed DeepSeek-R1 Server results "
                "divided by accelerator count. Not an MLCommons result.",
                "^{3} Linear projection from the v6.0 Closed Server result 6.0-0078; a Cirrus "
                "estimate.",
            ),
            notes="Per-GPU numbers: say so out loud, the slide is often screenshotted.",
        ),
        Slide(
            title="Pricing and availability",
            bullets=(
                "P7r rack instances from $98.32 per hour in us-east",
                "P7n node instances generally available in 6 regions by March 2027",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA GB300 NVL72 (rack)",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            why="a 72-GPU rack tabulated beside an 8-GPU node; context from the heading box",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B300 (node)",
            values=(42721.0, 42721.4),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
        ),
        ExpectedClaim(
            page=4,
            match="A P7r rack serves 9.4x the DeepSeek-R1 tokens of a P7n node",
            values=(9.4,),
            unit="x",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_codes("CHIP-COUNT"),
            tolerated=_codes(MISSING_ID),
            why="rack against node, sizes only in instance names and the bound footnote; two IDs",
        ),
        ExpectedClaim(
            page=4,
            match="On identical 8-GPU nodes, Llama 2 70B Server throughput",
            values=(107318.0, 99123.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="server",
            flags=_codes("CROSS-ROUND"),
            absent=_codes("CHIP-COUNT", "ROUND-MISSING", "SCENARIO-MISMATCH"),
            why="same-size nodes across two rounds (IDs imply the rounds): only the round differs",
        ),
        ExpectedClaim(
            page=5,
            match="Per GPU, the rack delivers 5,562 tokens/s against 5,340 on the node",
            values=(5562.0, 5340.0),
            unit=None,
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
            why="per-GPU normalisation of a rack against a node; the size gap is divided out",
        ),
        ExpectedClaim(
            page=5,
            match="Scaled to 1,000 GPUs, that is 5.56 million tokens/s",
            values=(5560000.0, 5.56),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("UNVERIFIED", MISSING_ID, "CHIP-COUNT"),
            why="a linear projection to a fleet that was never measured",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="first token in under 1.5 seconds", why="the customers' target"),
        NonClaim(page=2, match="More than 40,000 accounts", why="customer count"),
        NonClaim(page=6, match="$98.32 per hour", why="price"),
        NonClaim(page=6, match="6 regions by March 2027", why="roadmap"),
    ),
)

# --- w82: a storage/networking vendor claiming a partner's result (LibreOffice PDF) --------------

W82_FABRIC = DeckSpec(
    name="w82_fabric_vendor_partner_credit",
    kind="pdf",
    vendor="Tessaract Networks",
    workload="batch",
    slides=(
        Slide(
            title="Tessaract 800G fabric: the network under multi-node inference",
            subtitle="Solution brief for data-platform teams\nTessaract Networks, November 2026",
        ),
        Slide(
            title="Built for your overnight pipelines",
            bullets=(
                "Your nightly jobs summarise the whole document archive before the morning shift",
                "Each run streams 40 TB of stored documents through the inference tier",
                "Tessaract switches ship with a 5-year hardware warranty",
            ),
        ),
        Slide(
            title="Multi-node inference, powered by our fabric",
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario · Llama 2 70B",
            bullets=(
                "The four-node HGX cluster on Tessaract RoCE (5.1-0016) delivered 124,879 tokens/s, "
                "3.6x a standalone 8-GPU H200 server (5.1-0014)",
                "Per node, that is 31,220 tokens/s from the same cluster",
                "Across its 34U footprint the cluster works out to 3,673 tokens/s per rack unit",
            ),
            footnotes=("Cluster: Cisco HPF HGX System, 4 nodes, 32x H100-SXM-80GB.",),
        ),
        Slide(
            title="Apples to apples: two nodes each",
            heading="MLPerf Inference v5.1 · Closed division · Offline scenario · Llama 2 70B",
            table=Table(
                header=("System (2 nodes, 16 GPUs each)", "Offline tokens/s", "Result ID"),
                rows=(
                    ("Cisco UCS C885A M8 (16x H200-SXM)", "68,895", "5.1-0013"),
                    ("Cisco HPF HGX System (16x H100-SXM)", "62,352", "5.1-0015"),
                ),
            ),
            bullets=("Tessaract: the interconnect behind the record-setting multi-node results",),
        ),
        Slide(
            title="Ordering",
            bullets=(
                "TS-8064 leaf switch list price $41,500",
                "Lead time 6 to 8 weeks from order",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="The four-node HGX cluster on Tessaract RoCE (5.1-0016) delivered 124,879 tokens/s",
            values=(124879.0, 3.6),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH", "ROUND-MISSING"),
            why="a 32-GPU, four-node cluster against one 8-GPU server; Offline fits a batch job",
        ),
        ExpectedClaim(
            page=3,
            match="Per node, that is 31,220 tokens/s from the same cluster",
            values=(31220.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes(MISSING_ID, "CHIP-COUNT"),
            why="a follow-on divided by node count; the cluster's ID sits elsewhere on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="3,673 tokens/s per rack unit",
            values=(3673.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes(MISSING_ID),
            why="throughput divided by rack space",
        ),
        ExpectedClaim(
            page=4,
            match="Cisco UCS C885A M8 (16x H200-SXM)",
            values=(68895.0, 68894.8),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0013",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=_codes("CHIP-COUNT", "SCENARIO-MISSING", "DIVISION-MISSING"),
            why="two 16-GPU systems side by side: same size",
        ),
        ExpectedClaim(
            page=4,
            match="Cisco HPF HGX System (16x H100-SXM)",
            values=(62352.0, 62351.6),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0015",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=4,
            match="the interconnect behind the record-setting multi-node results",
            values=(),
            unit=None,
            benchmark="llama2-70b",
            round="v5.1",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("RANK-CLAIM"),
            tolerated=_codes(MISSING_ID),
            why="'record-setting' standing in for the result; the heading gives its context",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40 TB of stored documents", why="data volume"),
        NonClaim(page=2, match="5-year hardware warranty", why="warranty"),
        NonClaim(page=5, match="$41,500", why="price"),
        NonClaim(page=5, match="6 to 8 weeks", why="lead time"),
    ),
)

# --- w83: a consultancy's market landscape exported to PDF -------------------------------------

W83_LANDSCAPE = DeckSpec(
    name="w83_consultancy_market_landscape",
    kind="pdf",
    vendor="Halberd & Crane Advisory",
    workload="unstated",
    slides=(
        Slide(
            title="AI Inference Infrastructure Landscape 2027",
            subtitle="Market report, Halberd & Crane Advisory\nPublished December 2026",
        ),
        Slide(
            title="Market sizing",
            bullets=(
                "We size the inference accelerator market at $212B for 2027",
                "Eleven vendors interviewed; 64 buyer surveys",
            ),
        ),
        Slide(
            title="Exhibit 4: Llama 2 70B throughput by system",
            table=Table(
                header=(
                    "System",
                    "GPUs",
                    "Offline tokens/s (MLPerf v6.0 Closed)",
                    "Result",
                ),
                rows=(
                    ("NVIDIA GB300 NVL72", "72", "1,126,850", "6.0-0078"),
                    ("AMD MI355X Custom Cluster", "88", "1,042,110", "6.0-0001"),
                    ("Cisco UCS 16xMI350X", "16", "159,932", "6.0-0011"),
                    ("NVIDIA DGX B300", "8", "112,954", "6.0-0073"),
                ),
            ),
            footnotes=("Source: MLCommons published results; Halberd & Crane analysis.",),
        ),
        Slide(
            title="Exhibit 5: normalised to one accelerator",
            chart=Chart(
                title="Llama 2 70B Offline tokens/s per accelerator, MLPerf v6.0 Closed",
                categories=("GB300 NVL72", "MI355X cluster", "UCS MI350X", "DGX B300"),
                series=(("Tokens/s per accelerator", (15651.0, 11842.0, 9996.0, 14119.0)),),
                value_axis_title="tokens/s per accelerator",
            ),
        ),
        Slide(
            title="Analyst view",
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B Offline",
            bullets=(
                "AMD's 88-GPU cluster reached 1,042,110 tokens/s, whereas NVIDIA's 72-GPU rack "
                "reached 1,126,850 tokens/s",
                "Blackwell Ultra 8-GPU nodes averaged a 1.14x uplift over B200 nodes across the "
                "four datacenter LLM benchmarks^{a}",
            ),
            footnotes=(
                "^{a} Geometric mean of Offline ratios, MLPerf Inference v6.0 Closed, 8-GPU "
                "systems only (DeepSeek-R1, Llama 2 70B, Llama 3.1 8B, GPT-OSS-120B).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA GB300 NVL72",
            values=(1126850.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"),
            why="72, 88, 16 and 8 accelerators in one table; labels from the column header",
        ),
        ExpectedClaim(
            page=3,
            match="AMD MI355X Custom Cluster",
            values=(1042110.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS 16xMI350X",
            values=(159932.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0011",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA DGX B300",
            values=(112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=4,
            match="GB300 NVL72",
            values=(15651.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
            why="a chart point divided by accelerator count; labels from the chart title",
        ),
        ExpectedClaim(
            page=4,
            match="MI355X cluster",
            values=(11842.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
        ),
        ExpectedClaim(
            page=4,
            match="UCS MI350X",
            values=(9996.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
        ),
        ExpectedClaim(
            page=4,
            match="DGX B300",
            values=(14119.0,),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
        ),
        ExpectedClaim(
            page=5,
            match="AMD's 88-GPU cluster reached 1,042,110 tokens/s",
            values=(1042110.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", MISSING_ID),
            why="two vendors in one analyst sentence joined by 'whereas': two claims, one comparison",
        ),
        ExpectedClaim(
            page=5,
            match="NVIDIA's 72-GPU rack reached 1,126,850 tokens/s",
            values=(1126850.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", MISSING_ID),
        ),
        ExpectedClaim(
            page=5,
            match="averaged a 1.14x uplift over B200 nodes",
            values=(1.14,),
            unit="x",
            benchmark=None,
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            absent=_codes("CHIP-COUNT"),
            tolerated=_codes(MISSING_ID),
            why="a geomean across four benchmarks, 8-GPU against 8-GPU",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="$212B for 2027", why="market size"),
        NonClaim(page=2, match="64 buyer surveys", why="survey count"),
    ),
)

# --- w84: a reseller's quote with a benchmark appendix (reportlab) ------------------------------

W84_QUOTE = DeckSpec(
    name="w84_reseller_quote_appendix",
    kind="reportlab",
    vendor="Northgate Systems Integration",
    workload="batch",
    slides=(
        Slide(
            title="Quotation Q-2026-1184",
            heading="Prepared for: Claims Operations, Meridian Mutual",
            bullets=(
                "Purpose: overnight summarisation of the day's claim documents, finished by 6 am",
                "2x Dell PowerEdge XE9680 (8x MI300X each), installed: $612,400",
                "3-year ProSupport Plus: $48,900",
                "Quote valid until 31 December 2026",
            ),
        ),
        Slide(
            title="Appendix A: benchmark reference",
            heading="MLPerf Inference, Closed division, Llama 2 70B Offline",
            table=Table(
                header=("Configuration", "Tokens/s", "Result"),
                rows=(
                    ("Quoted pair of XE9680*", "53,572", "5.1-0030"),
                    ("Single XE9680 bundle*", "27,073", "6.0-0019"),
                ),
            ),
            bullets=(
                "Quoted pair vs. single bundle: 53,572 tokens/s vs. 27,073 tokens/s*",
                "That is 13,393 tokens/s per CPU socket across the quoted pair",
                "At 11 kW nameplate per server: 2,435 tokens/s per kW",
            ),
            footnotes=(
                "* 5.1-0030: 2 nodes, 16 GPUs, MLPerf Inference v5.1. 6.0-0019: 1 node, 8 GPUs, "
                "MLPerf Inference v6.0. Both Closed division, Offline scenario.",
            ),
        ),
        Slide(
            title="Appendix B: like-for-like single servers",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B Offline",
            table=Table(
                header=("8x MI300X server", "Tokens/s", "Result"),
                rows=(
                    ("XE9680, stock stack", "27,326", "5.1-0027"),
                    ("XE9680, LLMBoost", "27,678", "5.1-0031"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Quoted pair of XE9680",
            values=(53572.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0030",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "CROSS-ROUND"),
            absent=_codes("SCENARIO-MISMATCH"),
            why="16 GPUs against 8, sizes only in the footnote; v5.1 against v6.0",
        ),
        ExpectedClaim(
            page=2,
            match="Single XE9680 bundle",
            values=(27073.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0019",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "CROSS-ROUND"),
        ),
        ExpectedClaim(
            page=2,
            match="Quoted pair vs. single bundle: 53,572 tokens/s vs. 27,073 tokens/s",
            values=(53572.0, 27073.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "CROSS-ROUND"),
            tolerated=_codes(MISSING_ID),
            why="the comparison sentence; both IDs are on the slide and in its footnote",
        ),
        ExpectedClaim(
            page=2,
            match="13,393 tokens/s per CPU socket",
            values=(13393.0,),
            unit=None,
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes(MISSING_ID, "ROUND-MISSING"),
            why="GPU throughput divided by host sockets; its round is only implied by the table",
        ),
        ExpectedClaim(
            page=2,
            match="2,435 tokens/s per kW",
            values=(2435.0,),
            unit=None,
            benchmark="llama2-70b",
            round=None,
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes(MISSING_ID, "ROUND-MISSING"),
            why="per kW from nameplate power, not MLPerf Power",
        ),
        ExpectedClaim(
            page=3,
            match="XE9680, stock stack",
            values=(27326.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0027",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=_codes("CHIP-COUNT", "CROSS-ROUND", "ROUND-MISSING"),
            why="two 8-GPU servers of one round: a fair comparison",
        ),
        ExpectedClaim(
            page=3,
            match="XE9680, LLMBoost",
            values=(27678.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0031",
            division="closed",
            scenario="offline",
            flags=frozenset(),
            absent=_codes("CHIP-COUNT", "CROSS-ROUND"),
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="$612,400", why="price"),
        NonClaim(page=1, match="$48,900", why="support price"),
        NonClaim(page=1, match="31 December 2026", why="validity date"),
        NonClaim(page=1, match="finished by 6 am", why="the customer's deadline"),
    ),
)

# --- w85: a CTO's internal investment memo (pptx, skeptical voice) ------------------------------

W85_MEMO = DeckSpec(
    name="w85_cto_investment_memo",
    kind="pptx",
    vendor="Larkspur Health Software",
    workload="interactive",
    slides=(
        Slide(
            title="Inference platform: FY27 investment memo",
            subtitle="Office of the CTO, internal, board pre-read\nDraft 3",
        ),
        Slide(
            title="What we are buying for",
            bullets=(
                "Our support copilot answers clinicians live inside the ticketing tool",
                "We will serve our fine-tuned Llama 3.1 70B, not a vendor reference model",
                "Product asks for the first token within 800 ms",
                "Budget request: $14.2M capex over FY27; 6 platform engineers",
            ),
        ),
        Slide(
            title="Reading the vendors' numbers with care",
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B",
            bullets=(
                "Vendor A leads with 1,126,850 tokens/s (6.0-0078): an Offline figure from a "
                "72-GPU rack, which says little about a live copilot",
                "Per GPU, the rack's Server result (868,278 tokens/s over 72 GPUs) is 12,059 "
                "tokens/s, 3.3x each card in Dell's 8-card H200 NVL box (29,085 over 8)",
                "Scaled to a 1,000-GPU fleet, that would be 12.1 million tokens/s",
            ),
            notes="I do not trust the scaled number either, but the board will ask for one.",
        ),
        Slide(
            title="Like for like",
            heading="MLPerf Inference v6.0, Closed division, Llama 2 70B Server",
            table=Table(
                header=("8-GPU server", "Server tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300", "107,318", "6.0-0073"),
                    ("Dell PowerEdge XE9785L (MI355X)", "96,734", "6.0-0020"),
                ),
            ),
            footnotes=("Both systems carry eight accelerators; no normalisation applied.",),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Pilot two 8-GPU servers for one quarter before committing to a rack",
                "Decision gate: March 2027 steering committee",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Vendor A leads with 1,126,850 tokens/s (6.0-0078)",
            values=(1126850.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=_codes("MODEL-MISMATCH"),
            tolerated=_codes("SCENARIO-MISMATCH"),
            why="Offline cited for a live copilot, though the memo itself discounts it",
        ),
        ExpectedClaim(
            page=3,
            match="Per GPU, the rack's Server result (868,278 tokens/s over 72 GPUs)",
            values=(12059.0, 868278.0, 3.3),
            unit=None,
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="server",
            flags=_codes("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=_codes("CHIP-COUNT", MISSING_ID),
            why="per-GPU normalisation, a 72-GPU rack against an 8-card box",
        ),
        ExpectedClaim(
            page=3,
            match="Scaled to a 1,000-GPU fleet, that would be 12.1 million tokens/s",
            values=(12100000.0, 12.1),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario=None,
            flags=_codes("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=_codes("UNVERIFIED", MISSING_ID, "SCENARIO-MISSING"),
            why="a projection to a fleet; its scenario only by reference to the sentence before",
        ),
        ExpectedClaim(
            page=4,
            match="NVIDIA DGX B300",
            values=(107318.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_codes("MODEL-MISMATCH"),
            absent=_codes("CHIP-COUNT", "SCENARIO-MISMATCH", "DERIVED-METRIC"),
            why="same-size servers in the Server scenario; only the model differs from the plan",
        ),
        ExpectedClaim(
            page=4,
            match="Dell PowerEdge XE9785L (MI355X)",
            values=(96734.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="server",
            flags=_codes("MODEL-MISMATCH"),
            absent=_codes("CHIP-COUNT", "SCENARIO-MISMATCH"),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="first token within 800 ms", why="product's target"),
        NonClaim(page=2, match="$14.2M capex", why="budget"),
        NonClaim(page=2, match="6 platform engineers", why="headcount"),
        NonClaim(page=5, match="March 2027 steering committee", why="date"),
    ),
)

VOICE_DECKS_7: tuple[DeckSpec, ...] = (
    W81_BREAKOUT,
    W82_FABRIC,
    W83_LANDSCAPE,
    W84_QUOTE,
    W85_MEMO,
)
