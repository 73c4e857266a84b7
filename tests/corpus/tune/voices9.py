"""Tune decks in new vendor voices, written blind to the rules by helper h15w9.

Voices: a contact-centre AI SaaS priced per resolution, a legal-research answers service, an AI
workstation maker, a sell-side equity analyst's industry note, an insurance-claims automation
vendor, a model-hosting marketplace, a public-sector digital agency's business case, a pharma
research-computing team's vendor shortlist, a retail-analytics edge vendor, an "AI factory"
leasing offer and a Japanese document-translation SaaS.

Weight: quality read from an operational result and the accuracy gate sold as a grade, cost per
answer (ticket, page, clip, image, enquiry) in several currencies and units beside list prices
that are not derived from a result, a product's own or fine-tuned model sold on a reference-model
result beside decks that deploy the reference model, non-MLPerf models and in-house tests set
among MLPerf results, and result IDs missing from careful decks or given in unusual places (an
endnote, a table column, a chart category, a QR-code caption).

Figures quoted as published results are MLCommons' v5.1 and v6.0 results (real submitter, system,
benchmark, scenario and result ID); every vendor selling on them is fictional.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

MISSING = frozenset({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"})
# On a figure that is no MLPerf benchmark set among MLPerf results, the missing-context codes and
# UNVERIFIED are defensible either way; NON-MLPERF-MIX is the point.
NON_MLPERF_TOLERATED = MISSING | {"UNVERIFIED", "MODEL-MISMATCH"}
NON_MLPERF_WHY = (
    "a model or in-house test that is no MLPerf benchmark, set among MLPerf results: the "
    "missing-context codes and UNVERIFIED are defensible either way"
)
COST_TOLERATED = frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"})
COST_WHY = "a cost per answer worked out from a throughput result is also a derived figure"


def _fs(*codes: str) -> frozenset[str]:
    return frozenset(codes)


# --- w121: contact-centre AI SaaS, own fine-tuned model, priced per resolution -----------------

W121 = DeckSpec(
    name="w121_parlance_contact_centre",
    kind="pptx",
    vendor="Parlance Labs",
    workload="interactive",
    slides=(
        Slide(
            title="Parlance Resolve",
            subtitle=(
                "Contact-centre AI, priced per resolution\n"
                "Customer briefing for service operations leaders · November 2026"
            ),
        ),
        Slide(
            title="What Resolve does for your queues",
            bullets=(
                "Resolve answers live chat and phone calls for your customers, around the clock, "
                "in 31 languages.",
                "It runs Resolve-8B, Parlance's own model fine-tuned from Llama 3.1 8B on "
                "40 million support transcripts.",
                "Your service level asks for a first reply within 1.5 seconds; Resolve is sized "
                "for that.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v5.1 · Closed division · the platform under Resolve",
            bullets=(
                "Smarter agents and fewer hallucinations: the Cisco UCS C885A M8 (8x H200) we "
                "host on delivered 41,291 tokens/s on Llama 3.1 8B in the Server scenario^{1}",
                "The same system sustains 58,304 tokens/s in Offline mode^{1}",
                "Dell's PowerEdge XE9680L (8x B200), our next hosting tier, posted 128,787 "
                "tokens/s on Llama 3.1 8B, Server scenario",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, llama3.1-8b, result 5.1-0014 "
                "(Cisco). Retrieved from mlcommons.org on 20 November 2026.",
            ),
            notes=(
                "Lead with the hallucination point; procurement teams remember it. Then the "
                "B200 tier for growth."
            ),
        ),
        Slide(
            title="Priced per resolution, not per seat",
            bullets=(
                "Our own GPU cost is tiny: €0.07 per thousand resolved tickets, worked out from "
                "the 41,291 tokens/s Server result^{2}",
            ),
            table=Table(
                header=("Plan", "What you pay", "Included"),
                rows=(
                    ("Starter", "€0.90 per agent-hour", "Chat, 5 languages"),
                    ("Scale", "€0.35 per resolved conversation", "Chat and voice, 31 languages"),
                    ("Enterprise", "from €48,000 a year", "Dedicated H200 capacity"),
                ),
            ),
            footnotes=(
                "^{2} Parlance estimate from MLPerf Inference v5.1, Closed, llama3.1-8b Server, "
                "result 5.1-0014: 8 GPUs at €2.10 per GPU-hour, 620 tokens per resolution. "
                "Not an MLPerf result.",
            ),
        ),
        Slide(
            title="Notices",
            bullets=(
                "MLPerf and the MLPerf logo are trademarks of MLCommons Association in the "
                "United States and other countries.",
                "Resolve-8B's answer quality is measured on Parlance's own support evaluation "
                "set, not by MLPerf.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="delivered 41,291 tokens/s on Llama 3.1 8B in the Server scenario",
            values=(41291.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH"),
            tolerated=_fs("CROSS-SCENARIO"),
            why="'smarter agents and fewer hallucinations' read from a Server throughput; the "
            "deck runs its own fine-tuned Resolve-8B; the Offline follow-on lists the same system",
        ),
        ExpectedClaim(
            page=3,
            match="The same system sustains 58,304 tokens/s in Offline mode",
            values=(58304.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="offline",
            flags=_fs("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            absent=_fs("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            tolerated=_fs("CROSS-SCENARIO"),
            why="follow-on Offline figure for a live chat and voice service; ID and benchmark "
            "from its own footnote",
        ),
        ExpectedClaim(
            page=3,
            match="posted 128,787 tokens/s on Llama 3.1 8B, Server scenario",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            absent=_fs("CHIP-COUNT", "QUALITY-BUCKET"),
            why="a careful slide, but this Dell result carries no ID and no footnote marker",
        ),
        ExpectedClaim(
            page=4,
            match="€0.07 per thousand resolved tickets",
            values=(0.07, 41291.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            bucket=None,
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY,
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="in 31 languages", why="product coverage"),
        NonClaim(page=2, match="40 million support transcripts", why="training-data size"),
        NonClaim(page=2, match="within 1.5 seconds", why="the customer's own service level"),
        NonClaim(page=4, match="€0.35 per resolved conversation", why="a list price, not derived"),
        NonClaim(page=4, match="€0.90 per agent-hour", why="a list price"),
        NonClaim(page=4, match="from €48,000 a year", why="a list price"),
    ),
)


# --- w122: legal-research answers, own model, gate sold as a grade (PDF export) --------------

W122 = DeckSpec(
    name="w122_lexora_legal_answers",
    kind="pdf",
    vendor="Lexora",
    workload="interactive",
    slides=(
        Slide(
            title="Lexora Counsel",
            subtitle=(
                "The research assistant that answers like a senior associate\n"
                "Briefing for managing partners · December 2026"
            ),
        ),
        Slide(
            title="Why firms switch to Counsel",
            bullets=(
                "Lawyers ask Counsel research questions inside the matter workspace and get "
                "cited answers while they draft.",
                "Counsel runs Counsel-70B, our own model trained further on 2.3 million judgments.",
                "Used by 140 firms in 9 jurisdictions.",
            ),
        ),
        Slide(
            title="Benchmarked where it counts",
            heading="MLPerf Inference v5.1 · Closed division · Llama 2 70B, 99.9% accuracy variant",
            table=Table(
                header=("System", "Scenario", "Tokens/s", "Result"),
                rows=(
                    ("Cisco UCS C885A M8, 8x H200", "Server", "33,163", "5.1-0014"),
                    ("ASUSTeK ESC N8, 8x H200", "Server", "29,027", "5.1-0007"),
                    (
                        "Counsel-70B on LexBench-QA (Lexora lab)",
                        "n/a",
                        "1,920 answers/h",
                        "internal",
                    ),
                ),
            ),
        ),
        Slide(
            title="Accuracy your partners can sign off on",
            bullets=(
                "Counsel's stack passed MLPerf's 99.9% accuracy tier with room to spare: top "
                "accuracy, certified^{a}",
                "Measured speed on the same tier: 33,163 tokens/s in the Server scenario, every "
                "answer held to the 99.9% accuracy target^{a}",
            ),
            footnotes=(
                "^{a} MLPerf Inference v5.1, Closed division, llama2-70b-99.9, Server scenario, "
                "result 5.1-0014 (Cisco UCS C885A M8).",
            ),
        ),
        Slide(
            title="Engagement terms",
            bullets=(
                "Firm licence: $310 per lawyer per month, unlimited questions.",
                "Pilot: six weeks, up to 25 lawyers, no charge.",
                "Our serving cost is about 0.02 US cents per answered question, worked out from "
                "the 33,163 tokens/s result^{b}",
            ),
            footnotes=(
                "^{b} Lexora estimate from MLPerf Inference v5.1, Closed, llama2-70b-99.9, Server, "
                "result 5.1-0014: 8 GPUs at $3.40 per GPU-hour, about 900 tokens per answer. "
                "Not an MLPerf result.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8, 8x H200",
            values=(33163.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("CHIP-COUNT", "CROSS-SCENARIO", "GATE-AS-GRADE"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="labels from the heading and the row; the firm deploys Counsel-70B",
        ),
        ExpectedClaim(
            page=3,
            match="ASUSTeK ESC N8, 8x H200",
            values=(29027.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("CHIP-COUNT", "CROSS-SCENARIO"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="same size, same scenario and round as its neighbour",
        ),
        ExpectedClaim(
            page=3,
            match="Counsel-70B on LexBench-QA",
            values=(1920.0,),
            benchmark=None,
            division=None,
            scenario=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED,
            why=NON_MLPERF_WHY,
        ),
        ExpectedClaim(
            page=4,
            match="passed MLPerf's 99.9% accuracy tier with room to spare",
            values=(99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_fs("QUALITY-BUCKET", "RANK-CLAIM"),
            why="the pass mark sold as 'top accuracy, certified'",
        ),
        ExpectedClaim(
            page=4,
            match="33,163 tokens/s in the Server scenario, every answer held",
            values=(33163.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("GATE-AS-GRADE", "QUALITY-BUCKET"),
            why="the 99.9% target named as the condition the speed was measured under",
        ),
        ExpectedClaim(
            page=5,
            match="about 0.02 US cents per answered question",
            values=(0.02, 33163.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            bucket=None,
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY,
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.3 million judgments", why="training-data size"),
        NonClaim(page=2, match="140 firms in 9 jurisdictions", why="customer count"),
        NonClaim(page=5, match="$310 per lawyer per month", why="a list price"),
        NonClaim(page=5, match="up to 25 lawyers", why="pilot terms"),
    ),
)


# --- w123: AI workstation maker, reference models shipped unmodified (reportlab) -------------

W123 = DeckSpec(
    name="w123_kestrel_workstation",
    kind="reportlab",
    vendor="Kestrel Systems",
    workload="batch",
    slides=(
        Slide(
            title="Kestrel K1 deskside AI workstation",
            subtitle=(
                "Transcribe and summarise the day's recordings overnight, on your own desk\n"
                "Newsroom and research teams · 2027 range"
            ),
        ),
        Slide(
            title="What the K1 does",
            bullets=(
                "Drop the day's interviews and hearings into the K1's inbox; by morning every "
                "recording is transcribed and summarised.",
                "Ships with Whisper large-v3 and Llama 3.1 8B Instruct, unmodified, so published "
                "benchmark results apply as they are.",
                "128 GB system memory and 8 TB of local storage; nothing leaves the building.",
                "List price ¥1.2M including three years of on-site support.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0 results for the K1's card",
            heading="Closed division · Offline scenario",
            table=Table(
                header=("Workload on 1x RTX PRO 4500", "Throughput", "Result ID"),
                rows=(
                    ("Whisper large-v3 (HPE DL145 Gen11)", "916.7 samples/s", "6.0-0055"),
                    ("Llama 3.1 8B (HPE DL145 Gen11)", "2,340.75 tokens/s", "6.0-0043"),
                    ("Gemma 3 12B summaries (Kestrel lab)", "1,180 tokens/s", "not submitted"),
                ),
            ),
        ),
        Slide(
            title="What a night of transcription costs",
            bullets=(
                "At the 916.7 samples/s Offline rate, a K1 transcribes 1,000 clips for about "
                "¥0.014 in hardware cost*",
                "The larger K4 carries two RTX PRO 6000 Blackwell cards; HPE's DL385 Gen11 with "
                "the same pair reached 4,712.66 samples/s on Whisper, Offline, MLPerf Inference "
                "v6.0 Closed.",
                "K4 list price: ¥3.9M. Summaries are ready by 7 a.m.",
            ),
            footnote=(
                "* Kestrel calculation from MLPerf Inference v6.0, Closed division, whisper "
                "Offline, result 6.0-0055: ¥1.2M list price spread over 36 months of "
                "round-the-clock use. Not an MLPerf result."
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "MLPerf is a trademark of MLCommons Association.",
                "The K1 and K4 were not submitted themselves; the results shown are HPE systems "
                "fitted with the same cards.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Whisper large-v3 (HPE DL145 Gen11)",
            values=(916.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="offline",
            absent=_fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="Offline fits an overnight batch; the K1 ships the reference model; ID in a column",
        ),
        ExpectedClaim(
            page=3,
            match="Llama 3.1 8B (HPE DL145 Gen11)",
            values=(2340.75,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0043",
            division="closed",
            scenario="offline",
            absent=_fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "CROSS-SCENARIO"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="Llama 3.1 8B Instruct deployed unmodified",
        ),
        ExpectedClaim(
            page=3,
            match="Gemma 3 12B summaries (Kestrel lab)",
            values=(1180.0,),
            benchmark=None,
            division=None,
            scenario=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED,
            why=NON_MLPERF_WHY,
        ),
        ExpectedClaim(
            page=4,
            match="a K1 transcribes 1,000 clips for about",
            values=(0.014, 916.7),
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            absent=_fs("SCENARIO-MISMATCH"),
            tolerated=COST_TOLERATED,
            why=COST_WHY + " (yen per thousand clips)",
        ),
        ExpectedClaim(
            page=4,
            match="reached 4,712.66 samples/s on Whisper, Offline",
            values=(4712.66,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_fs("RESULT-ID-MISSING"),
            absent=_fs("SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_fs("CHIP-COUNT"),
            why="careful wording but no ID (6.0-0052); the K4 is sized beside the one-card K1",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="128 GB system memory", why="hardware spec"),
        NonClaim(page=2, match="8 TB of local storage", why="hardware spec"),
        NonClaim(page=2, match="List price ¥1.2M", why="a list price"),
        NonClaim(page=4, match="K4 list price: ¥3.9M", why="a list price"),
        NonClaim(page=4, match="ready by 7 a.m.", why="a time of day"),
    ),
)


# --- w124: sell-side equity analyst's industry note (PDF export) -------------------------------

W124 = DeckSpec(
    name="w124_hollins_marsh_analyst_note",
    kind="pdf",
    vendor="Hollins Marsh Securities",
    workload="unstated",
    slides=(
        Slide(
            title="Semiconductors: inference economics after MLPerf v6.0",
            subtitle=(
                "Hollins Marsh Securities · Equity research · Industry note\n"
                "Rating unchanged: Overweight, 12-month price target $212"
            ),
        ),
        Slide(
            title="Key takeaways",
            heading="MLPerf Inference v6.0 · Closed division",
            bullets=(
                "On gpt-oss-120b in the Server scenario, AMD's 8x MI355X system (6.0-0002) posted "
                "82,136 tokens/s, while NVIDIA's DGX B300 (6.0-0073) posted 100,328 tokens/s.",
                "Investors should read DeepSeek-R1 throughput as a proxy for model smarts: the "
                "GB300 NVL72 rack (6.0-0078) served 400,437 tokens/s in the Server scenario, the "
                "best reasoning per rack on the list.",
                "Our channel checks: a neocloud running Qwen3 32B on the same DGX B300 reports "
                "21,400 tokens/s.",
            ),
        ),
        Slide(
            title="Serving cost per million output tokens (our estimates)",
            heading="Derived from MLPerf Inference v6.0 Closed, Server results; not MLPerf results",
            bullets=(
                "At about 1,200 output tokens per reasoning answer, that is roughly 0.015 US cents "
                "per answer on the B300.",
            ),
            table=Table(
                header=("System, gpt-oss-120b", "Tokens/s", "GPU-hour", "$ per M tokens"),
                rows=(
                    ("NVIDIA B300 (6.0-0073)", "100,328", "$5.50", "$0.12"),
                    ("AMD 8x MI355X (6.0-0002)", "82,136", "$4.20", "$0.11"),
                ),
            ),
        ),
        Slide(
            title="Estimates and risks",
            bullets=(
                "FY27E data-centre revenue: $241bn (consensus $233bn).",
                "Next catalyst: the next MLPerf Inference round, expected in spring 2027.",
                "Risk: export-licence changes could move up to 9% of FY27E shipments.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Hollins Marsh Securities does and seeks to do business with companies covered "
                "in its research reports.",
                "Analyst certification: the views expressed accurately reflect the analyst's "
                "personal views about the subject companies.",
                "MLPerf figures retrieved from mlcommons.org on 3 April 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="posted 82,136 tokens/s",
            values=(82136.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            absent=_fs("CHIP-COUNT", "CROSS-SCENARIO", "RESULT-ID-MISSING"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="the first of two vendors in one analyst sentence; same size and scenario",
        ),
        ExpectedClaim(
            page=2,
            match="posted 100,328 tokens/s",
            values=(100328.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=_fs("CHIP-COUNT", "CROSS-SCENARIO", "RESULT-ID-MISSING"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="the second vendor after 'while'",
        ),
        ExpectedClaim(
            page=2,
            match="served 400,437 tokens/s in the Server scenario",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET"),
            absent=_fs("DERIVED-METRIC"),
            tolerated=_fs("RANK-CLAIM", "NON-MLPERF-MIX"),
            why="throughput read as 'model smarts'; the rank words come with all three labels",
        ),
        ExpectedClaim(
            page=2,
            match="running Qwen3 32B on the same DGX B300",
            values=(21400.0,),
            benchmark=None,
            division=None,
            scenario=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED,
            why=NON_MLPERF_WHY,
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA B300 (6.0-0073)",
            values=(0.12, 100328.0),
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_fs("DERIVED-METRIC"),
            tolerated=_fs("COST-PER-ANSWER"),
            why="dollars per million tokens worked out from a throughput result",
        ),
        ExpectedClaim(
            page=3,
            match="AMD 8x MI355X (6.0-0002)",
            values=(0.11, 82136.0),
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0002",
            division="closed",
            scenario="server",
            flags=_fs("DERIVED-METRIC"),
            absent=_fs("CHIP-COUNT"),
            tolerated=_fs("COST-PER-ANSWER"),
            why="dollars per million tokens worked out from a throughput result",
        ),
        ExpectedClaim(
            page=3,
            match="roughly 0.015 US cents per answer on the B300",
            values=(0.015,),
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"RESULT-ID-MISSING"},
            why=COST_WHY + "; the B300's ID is in the table on the same slide",
        ),
    ),
    non_claims=(
        NonClaim(page=1, match="12-month price target $212", why="a share price target"),
        NonClaim(page=4, match="$241bn", why="a revenue estimate"),
        NonClaim(page=4, match="expected in spring 2027", why="a date"),
        NonClaim(page=4, match="up to 9% of FY27E shipments", why="a business risk"),
        NonClaim(page=5, match="retrieved from mlcommons.org on 3 April 2026", why="a date"),
    ),
)


# --- w125: insurance-claims automation, own distilled VLM, QR-code caption --------------------

W125 = DeckSpec(
    name="w125_adjudex_claims",
    kind="pptx",
    vendor="Adjudex",
    workload="batch",
    slides=(
        Slide(
            title="Adjudex ClaimReader",
            subtitle=(
                "Every claim file read overnight, ready for adjusters at 8 a.m.\n"
                "Carrier operations review · Q4 2026"
            ),
        ),
        Slide(
            title="How ClaimReader works",
            bullets=(
                "Each night ClaimReader ingests the day's claim packets (forms, photos, repair "
                "invoices) and drafts a decision memo for every file by morning.",
                "It runs ClaimReader-VL, our own 32B vision-language model distilled from "
                "Qwen3-VL and tuned on 11 million claim pages.",
                "23 carriers and 4 third-party administrators run on the platform today.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Offline scenario",
            bullets=(
                "Top accuracy, proven: both Qwen3-VL-235B systems below cleared 99% of the "
                "reference hierarchical F1, so ClaimReader reads your documents as well as the "
                "best model in the field.",
            ),
            chart=Chart(
                title="Qwen3-VL-235B-A22B · Offline samples/s",
                categories=(
                    "Nebius B300 n1, 8 GPUs · 6.0-0084",
                    "Dell B200 (Red Hat), 8 GPUs · 6.0-0094",
                ),
                series=(("Offline samples/s", (78.28, 79.04)),),
                number_format="0.00",
                value_axis_title="samples/s",
            ),
        ),
        Slide(
            title="What it costs",
            bullets=(
                "Reading a claim page costs us 0.011 US cents in GPU time, worked out from the "
                "Dell B200 node's 79.04 samples/s^{†}",
                "Subscription: $1.10 per processed claim file, volume tiers from 50,000 files a "
                "month.",
                "Headroom for catastrophe season: the B200 node reads 79 pages a second, MLPerf "
                "Inference v6.0 Closed, Offline.",
            ),
            group=(
                "▣ Scan for the MLCommons result page: 6.0-0094 · Qwen3-VL-235B-A22B · Red Hat "
                "on Dell B200",
            ),
            footnotes=(
                "^{†} Adjudex estimate from MLPerf Inference v6.0, Closed division, "
                "qwen3-vl-235b-a22b Offline, result 6.0-0094: 8 GPUs at $4.00 per GPU-hour. "
                "Not an MLPerf result.",
            ),
        ),
        Slide(
            title="Notices",
            bullets=(
                "MLPerf is a registered trademark of MLCommons Association.",
                "ClaimReader-VL itself has not been benchmarked by MLCommons.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="cleared 99% of the reference hierarchical F1",
            values=(99.0,),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_fs("QUALITY-BUCKET", "RESULT-ID-MISSING", "RANK-CLAIM"),
            why="the 99% gate sold as 'top accuracy, proven'; IDs are in the chart on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="Nebius B300 n1, 8 GPUs",
            values=(78.28,),
            unit="samples/s",
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="offline",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("SCENARIO-MISMATCH", "CHIP-COUNT", "RESULT-ID-MISSING"),
            why="ID in the chart category; Offline fits an overnight batch",
        ),
        ExpectedClaim(
            page=3,
            match="Dell B200 (Red Hat), 8 GPUs",
            values=(79.04,),
            unit="samples/s",
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0094",
            division="closed",
            scenario="offline",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("SCENARIO-MISMATCH", "CHIP-COUNT", "RESULT-ID-MISSING"),
            why="ID in the chart category; same size as its neighbour",
        ),
        ExpectedClaim(
            page=4,
            match="Reading a claim page costs us 0.011 US cents in GPU time",
            values=(0.011, 79.04),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0094",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY + " (cents per page)",
        ),
        ExpectedClaim(
            page=4,
            match="the B200 node reads 79 pages a second",
            values=(79.0,),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0094",
            division="closed",
            scenario="offline",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("RESULT-ID-MISSING", "SCENARIO-MISMATCH"),
            why="ID and benchmark from the QR-code caption on the slide",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="11 million claim pages", why="training-data size"),
        NonClaim(page=2, match="23 carriers and 4 third-party administrators", why="customers"),
        NonClaim(page=4, match="$1.10 per processed claim file", why="a list price"),
        NonClaim(page=4, match="50,000 files a month", why="a volume tier"),
        NonClaim(page=4, match="Scan for the MLCommons result page", why="a QR-code caption"),
    ),
)


VOICE_DECKS_9: tuple[DeckSpec, ...] = (W121, W122, W123, W124, W125)
