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
            match="Counsel-70B on LexBench",
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


# --- w126: model-hosting marketplace that serves the reference weights ------------------------

W126 = DeckSpec(
    name="w126_tessellate_model_hub",
    kind="pptx",
    vendor="Tessellate Hub",
    workload="interactive",
    slides=(
        Slide(
            title="Tessellate Hub",
            subtitle=(
                "Open-weight models as a hosted API, served exactly as published\n"
                "Developer platform overview · 2026"
            ),
        ),
        Slide(
            title="Serve the reference weights, not a lookalike",
            bullets=(
                "Every endpoint serves the model as its publisher released it: DeepSeek-R1, "
                "gpt-oss-120b and Llama 3.1 8B Instruct, with no distillation and no retraining.",
                "Your app calls one OpenAI-compatible API and streams each reply to your users "
                "as it is generated.",
                "Free tier: 50 requests per minute; 99.95% monthly uptime on paid plans.",
            ),
        ),
        Slide(
            heading=(
                "MLPerf Inference v6.0 · Closed division · NVIDIA DGX B300 (8x B300), the node "
                "behind every endpoint"
            ),
            table=Table(
                header=("Hosted model", "Scenario", "Tokens/s", "Result ID"),
                rows=(
                    ("DeepSeek-R1", "Server", "42,721", "6.0-0073"),
                    ("gpt-oss-120b", "Server", "100,328", "6.0-0073"),
                    ("Llama 3.1 8B Instruct", "Offline", "165,432", "6.0-0073"),
                    ("Qwen2.5-Coder 32B (Tessellate load test)", "steady load", "38,900", "n/a"),
                ),
            ),
        ),
        Slide(
            title="Why developers pick Tessellate",
            bullets=(
                "Best answers on the market: our DeepSeek-R1 endpoint runs the configuration that "
                "met MLPerf's 99% exact-match target (v6.0 Closed, Server, 6.0-0073).",
                "A full DeepSeek-R1 reasoning answer costs us about $0.001 to serve, from the "
                "42,721 tokens/s Server result^{1}",
                "Llama 3.1 8B Instruct served 141,565 tokens/s in the Server scenario on the same "
                "node (MLPerf Inference v6.0, Closed, result 6.0-0073).",
            ),
            footnotes=(
                "^{1} Tessellate estimate from MLPerf Inference v6.0, Closed division, deepseek-r1 "
                "Server, result 6.0-0073: 8 GPUs at $5.00 per GPU-hour, 3,950 output tokens per "
                "answer. Not an MLPerf result.",
            ),
        ),
        Slide(
            title="Pricing",
            table=Table(
                header=("Model", "Input, per million tokens", "Output, per million tokens"),
                rows=(
                    ("DeepSeek-R1", "$0.55", "$2.19"),
                    ("gpt-oss-120b", "$0.15", "$0.60"),
                    ("Llama 3.1 8B Instruct", "$0.03", "$0.05"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="DeepSeek-R1",
            values=(42721.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=_fs("MODEL-MISMATCH", "SCENARIO-MISMATCH", "RESULT-ID-MISSING"),
            tolerated=_fs("CROSS-SCENARIO", "NON-MLPERF-MIX"),
            why="the hub serves DeepSeek-R1 as published; ID in a table column",
        ),
        ExpectedClaim(
            page=3,
            match="gpt-oss-120b",
            values=(100328.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=_fs("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_fs("CROSS-SCENARIO", "NON-MLPERF-MIX"),
            why="one system's benchmarks in a table; reference model deployed",
        ),
        ExpectedClaim(
            page=3,
            match="Llama 3.1 8B Instruct",
            values=(165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=_fs("SCENARIO-MISMATCH"),
            absent=_fs("MODEL-MISMATCH"),
            tolerated=_fs("CROSS-SCENARIO", "NON-MLPERF-MIX"),
            why="an Offline row for a hosted API that streams replies",
        ),
        ExpectedClaim(
            page=3,
            match="Qwen2.5-Coder 32B (Tessellate load test)",
            values=(38900.0,),
            benchmark=None,
            division=None,
            scenario=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED | {"SCENARIO-MISMATCH", "CROSS-SCENARIO"},
            why=NON_MLPERF_WHY,
        ),
        ExpectedClaim(
            page=4,
            match="met MLPerf's 99% exact-match target",
            values=(99.0,),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("GATE-AS-GRADE"),
            absent=_fs("MODEL-MISMATCH"),
            tolerated=_fs("QUALITY-BUCKET", "RANK-CLAIM"),
            why="the accuracy gate sold as 'best answers on the market'",
        ),
        ExpectedClaim(
            page=4,
            match="costs us about $0.001 to serve",
            values=(0.001, 42721.0),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            flags=_fs("COST-PER-ANSWER"),
            absent=_fs("MODEL-MISMATCH"),
            tolerated=COST_TOLERATED,
            why=COST_WHY + " (dollars per reasoning answer)",
        ),
        ExpectedClaim(
            page=4,
            match="served 141,565 tokens/s in the Server scenario",
            values=(141565.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            absent=_fs("SCENARIO-MISMATCH", "MODEL-MISMATCH", "QUALITY-BUCKET"),
            why="the correct Server figure beside the Offline table row",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="50 requests per minute", why="a rate limit"),
        NonClaim(page=2, match="99.95% monthly uptime", why="an uptime commitment"),
        NonClaim(page=5, match="$2.19", why="a list price per million tokens on a pricing slide"),
        NonClaim(page=5, match="$0.60", why="a list price per million tokens on a pricing slide"),
    ),
)


# --- w127: public-sector digital agency's business case, IDs in endnotes (reportlab) ---------

W127 = DeckSpec(
    name="w127_civic_digital_business_case",
    kind="reportlab",
    vendor="Civic Digital Service",
    workload="interactive",
    slides=(
        Slide(
            title="Citizen Enquiry Assistant: Outline Business Case",
            subtitle=(
                "Civic Digital Service · Prepared for the Investment Board\nVersion 0.9 · OFFICIAL"
            ),
        ),
        Slide(
            title="The need",
            bullets=(
                "Our contact centre handles 2.4 million enquiries a year; 38% are about the same "
                "ten topics.",
                "The assistant will answer citizens in a chat window on the portal, day and "
                "night, handing complex cases to staff.",
                "Service standard: 95% of chat replies start within 10 seconds.",
                "It will run Llama 3.1 8B Instruct, unmodified, in the departmental cloud.",
            ),
        ),
        Slide(
            title="Evidence from MLPerf Inference v6.0",
            heading="Closed division · Server scenario",
            bullets=(
                "Option B's supplier cites 45,076 tokens/s on Llama 3.1 8B [3]",
                "Option C's supplier cites 48,794 tokens/s on Llama 3.1 8B in the same scenario "
                "(MLPerf Inference v6.0, Closed division).",
                "The 45,076 tokens/s Option B figure is our evidence that citizens will get the "
                "right answer first time.",
            ),
        ),
        Slide(
            title="Economic case",
            bullets=(
                "GPU cost at the Option B rate: £0.05 per 1,000 citizen enquiries [4]",
                "Whole-life cost: £3.8m over four years, of which hosting is £0.6m.",
                "Benefit: 410,000 staff hours released a year at full run rate.",
                "Go-live target: September 2027.",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "[3] MLPerf Inference v6.0, Closed division, Llama 3.1 8B, Server scenario, "
                "result 6.0-0021 (Dell PowerEdge XE7740, 8x H200 NVL), retrieved 14 November "
                "2026.",
                "[4] Derived by CDS from result 6.0-0021 (MLPerf Inference v6.0, Closed, Server): "
                "£2.60 per GPU-hour, 8 GPUs, 400 tokens per enquiry; not an MLPerf result.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Option B's supplier cites 45,076 tokens/s on Llama 3.1 8B",
            values=(45076.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="server",
            absent=_fs("RESULT-ID-MISSING", "MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="ID from the deck's endnote [3]; labels from the slide's title and heading",
        ),
        ExpectedClaim(
            page=3,
            match="Option C's supplier cites 48,794 tokens/s",
            values=(48794.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_fs("RESULT-ID-MISSING"),
            absent=_fs("CHIP-COUNT", "MODEL-MISMATCH"),
            why="a careful sentence with no ID (6.0-0047) and no endnote",
        ),
        ExpectedClaim(
            page=3,
            match="Option B figure is our evidence that citizens will get the right answer",
            values=(45076.0,),
            unit="tokens/s",
            round="v6.0",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET"),
            tolerated=_fs("RESULT-ID-MISSING"),
            why="a Server throughput read as right-first-time answers; Option B's ID is bound to "
            "the first bullet on this slide",
        ),
        ExpectedClaim(
            page=4,
            match="£0.05 per 1,000 citizen enquiries",
            values=(0.05,),
            benchmark=None,
            round="v6.0",
            result_id="6.0-0021",
            division="closed",
            scenario="server",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED,
            why=COST_WHY + " (pounds per thousand enquiries; basis in endnote [4])",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.4 million enquiries a year", why="contact volume"),
        NonClaim(page=2, match="38% are about the same ten topics", why="a demand statistic"),
        NonClaim(
            page=2,
            match="95% of chat replies start within 10 seconds",
            why="the service standard the department sets itself",
        ),
        NonClaim(page=4, match="£3.8m over four years", why="a budget"),
        NonClaim(page=4, match="410,000 staff hours", why="a benefit estimate"),
        NonClaim(page=4, match="Go-live target: September 2027", why="a date"),
    ),
)


# --- w128: pharma research-computing team's vendor shortlist (PDF export) --------------------

W128 = DeckSpec(
    name="w128_pharma_inference_shortlist",
    kind="pdf",
    vendor="Discovery Sciences Research Computing",
    workload="batch",
    slides=(
        Slide(
            title="Inference platform shortlist: literature mining",
            subtitle=(
                "Research Computing · Discovery Sciences\nSteering group paper · 24 November 2026"
            ),
        ),
        Slide(
            title="What we will run",
            bullets=(
                "Every night the pipeline summarises about 40,000 new abstracts and full-text "
                "papers for the target-discovery teams.",
                "Model: Llama 3.1 405B Instruct, unmodified; no fine-tuning planned.",
                "Budget: €1.6M capital, decision by the end of January 2027.",
            ),
        ),
        Slide(
            title="Shortlisted nodes",
            heading="MLPerf Inference v5.1 · Closed division · Llama 3.1 405B · Offline",
            table=Table(
                header=("Node", "GPUs", "Tokens/s", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE9685L (B200)", "8", "1,660.71", "5.1-0028"),
                    ("GigaComputing G894-SD1 (B200)", "8", "1,625.66", "5.1-0046"),
                    ("Dell XE9680 (H200, VMware)", "8", "547.26", "5.1-0029"),
                    ("Vendor D: BioMistral 7B, own PubMedQA test", "8", "2,310", "none"),
                ),
            ),
        ),
        Slide(
            title="Reading the vendor claims",
            heading="MLPerf Inference v5.1 · Closed division · Llama 3.1 405B · Offline",
            bullets=(
                "Vendor A's slides say the XE9685L's 1,660.71 tokens/s (5.1-0028) proves sharper "
                "scientific answers; we read it as speed only.",
                "All three MLPerf entries met the 99% accuracy target; that target is a pass "
                "mark, so it does not rank them.",
                "Cost view: €0.80 per 1,000 abstracts summarised on the XE9685L^{1}",
            ),
            footnotes=(
                "^{1} Research Computing estimate from result 5.1-0028 (MLPerf Inference v5.1, "
                "Closed, llama3.1-405b Offline): 8 GPUs at €3.00 per GPU-hour, 200 output tokens "
                "per abstract. Not an MLPerf result.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Shortlist the two B200 nodes for a four-week trial on our own corpus.",
                "Trial budget: €45,000.",
                "Decision paper to the steering group on 28 January 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9685L (B200)",
            values=(1660.71,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="same-size nodes, Offline for a nightly batch, reference model deployed",
        ),
        ExpectedClaim(
            page=3,
            match="GigaComputing G894-SD1 (B200)",
            values=(1625.66,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0046",
            division="closed",
            scenario="offline",
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="same-size nodes in one table",
        ),
        ExpectedClaim(
            page=3,
            match="Dell XE9680 (H200, VMware)",
            values=(547.26,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0029",
            division="closed",
            scenario="offline",
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="same-size nodes in one table",
        ),
        ExpectedClaim(
            page=3,
            match="Vendor D: BioMistral 7B, own PubMedQA test",
            values=(2310.0,),
            benchmark=None,
            division=None,
            scenario=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED | {"CHIP-COUNT"},
            why=NON_MLPERF_WHY,
        ),
        ExpectedClaim(
            page=4,
            match="proves sharper scientific answers; we read it as speed only",
            values=(1660.71,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            absent=_fs("QUALITY-BUCKET", "GATE-AS-GRADE"),
            why="the buyer quotes a vendor's quality reading only to reject it",
        ),
        ExpectedClaim(
            page=4,
            match="All three MLPerf entries met the 99% accuracy target",
            values=(99.0,),
            benchmark="llama3.1-405b",
            round="v5.1",
            division="closed",
            scenario="offline",
            absent=_fs("GATE-AS-GRADE", "QUALITY-BUCKET"),
            tolerated=_fs("RESULT-ID-MISSING"),
            why="the gate named as a pass mark that ranks nothing",
        ),
        ExpectedClaim(
            page=4,
            match="€0.80 per 1,000 abstracts summarised",
            values=(0.8,),
            benchmark="llama3.1-405b",
            round="v5.1",
            result_id="5.1-0028",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED,
            why=COST_WHY + " (euro per thousand abstracts)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="about 40,000 new abstracts", why="workload volume"),
        NonClaim(page=2, match="€1.6M capital", why="a budget"),
        NonClaim(page=5, match="Trial budget: €45,000", why="a budget"),
        NonClaim(page=5, match="28 January 2027", why="a date"),
    ),
)


# --- w129: retail-analytics edge vendor, own detector on a YOLO result ------------------------

W129 = DeckSpec(
    name="w129_shelfwise_retail_edge",
    kind="pptx",
    vendor="ShelfWise",
    workload="edge",
    slides=(
        Slide(
            title="ShelfWise Vision",
            subtitle=(
                "Shelf-gap and planogram analytics on a hub in every store\n"
                "Regional retail operations · 2027 rollout"
            ),
        ),
        Slide(
            title="How ShelfWise runs in your stores",
            bullets=(
                "Ceiling cameras stream to a ShelfWise hub in each store's back office; no video "
                "leaves the store.",
                "ShelfNet-S, our own detector trained on 3 million shelf photos, spots gaps and "
                "misplaced stock.",
                "Running in 1,850 stores; each store has 12 to 40 cameras.",
                "Staff get a gap alert within 5 minutes, the target your store operations team "
                "set.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 · Closed division · Edge suite · the hub's GPU platform",
            bullets=(
                "Sharper gap detection: 7.1 ms per frame is why ShelfWise catches empty facings "
                "that slower systems miss.",
            ),
            table=Table(
                header=("Benchmark: YOLO11l (yolo-99)", "Scenario", "Result", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE7745, 8x L40S", "SingleStream", "7.12 ms", "6.0-0029"),
                    ("Dell PowerEdge XE7745, 8x L40S", "MultiStream", "54.67 ms", "6.0-0029"),
                    ("Dell PowerEdge XE7745, 8x L40S", "Offline", "153.5 samples/s", "6.0-0029"),
                ),
            ),
        ),
        Slide(
            title="Cost per shelf image",
            bullets=(
                "Store analytics for 0.41 US cents per 1,000 shelf images, derived from the hub's "
                "153.5 samples/s Offline result^{2}",
                "Subscription: $45 per camera per month, hub hardware included.",
                "Typical payback on recovered sales: under 9 months.",
            ),
            footnotes=(
                "^{2} ShelfWise estimate: $60,000 hub over 36 months of continuous use, from "
                "MLPerf Inference v6.0, Closed division, yolo-99 Offline, result 6.0-0029. Not an "
                "MLPerf result.",
            ),
        ),
        Slide(
            title="Notes",
            bullets=(
                "MLPerf is a trademark of MLCommons Association.",
                "ShelfNet-S was not part of any MLPerf submission.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="7.1 ms per frame is why ShelfWise catches empty facings",
            values=(7.1,),
            unit="ms",
            round="v6.0",
            division="closed",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "SCENARIO-MISSING"),
            tolerated=_fs("RESULT-ID-MISSING", "MODEL-MISMATCH", "RANK-CLAIM"),
            why="a latency read as sharper detection; no scenario in its own text or heading; "
            "the same system's ID is in the table on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="7.12 ms",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="the stores run ShelfNet-S, not YOLO11l; one system in three scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="54.67 ms",
            values=(54.67,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="multi_stream",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="MultiStream fits in-store cameras",
        ),
        ExpectedClaim(
            page=3,
            match="153.5 samples/s",
            values=(153.5,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("CROSS-SCENARIO", "SCENARIO-MISMATCH"),
            why="Offline fits edge",
        ),
        ExpectedClaim(
            page=4,
            match="0.41 US cents per 1,000 shelf images",
            values=(0.41, 153.5),
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY + " (cents per thousand images)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="3 million shelf photos", why="training-data size"),
        NonClaim(page=2, match="Running in 1,850 stores", why="customer count"),
        NonClaim(page=2, match="12 to 40 cameras", why="deployment size"),
        NonClaim(page=2, match="gap alert within 5 minutes", why="the customer's own target"),
        NonClaim(page=4, match="$45 per camera per month", why="a list price"),
        NonClaim(
            page=4,
            match="under 9 months",
            why="a payback from recovered sales, not from a benchmark result",
        ),
    ),
)


# --- w130: "AI factory" leasing offer on a reference-model rack result (PDF export) ----------

W130 = DeckSpec(
    name="w130_meridian_ai_factory_lease",
    kind="pdf",
    vendor="Meridian Compute Capital",
    workload="interactive",
    slides=(
        Slide(
            title="Meridian Compute Capital",
            subtitle=(
                "Your AI factory, leased: a GB300 NVL72 rack with no capital outlay\n"
                "Offer for enterprise AI teams · valid to 31 March 2027"
            ),
        ),
        Slide(
            title="The offer",
            bullets=(
                "Lease a full NVIDIA GB300 NVL72 rack from $285,000 per month over 48 months, "
                "power and cooling included.",
                "Delivered and racked in your colocation cage within 16 weeks.",
                "Run DeepSeek-R1 as the reasoning assistant your staff chat with all day; the "
                "weights are used as published.",
                "Each rack draws up to 132 kW.",
            ),
        ),
        Slide(
            heading=(
                "MLPerf Inference v6.0 · Closed division · NVIDIA GB300 NVL72 (72 GPUs) · "
                "DeepSeek-R1"
            ),
            bullets=(
                "400,437 tokens/s in the Server scenario^{1}",
                "250,634 tokens/s in the Interactive scenario, the tightest latency bounds in the "
                "suite^{1}",
                "647,076 tokens/s Offline^{1}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, deepseek-r1, result 6.0-0078 "
                "(NVIDIA), retrieved 2 April 2026.",
            ),
        ),
        Slide(
            title="The economics",
            bullets=(
                "Return on the lease: at $0.90 per million tokens, the rack's Server result earns "
                "$0.93M a month against the monthly lease payment^{2}",
                "Cost to serve one reasoning answer: about 0.11 US cents^{2}",
                "Market reference: hosted DeepSeek-R1 APIs list at $2.19 per million output "
                "tokens today.",
            ),
            footnotes=(
                "^{2} Meridian estimates from the v6.0 Closed deepseek-r1 Server result 6.0-0078, "
                "running around the clock for 30 days; 3,950 tokens per answer. Not MLPerf "
                "results.",
            ),
        ),
        Slide(
            title="Terms",
            bullets=(
                "Minimum term 24 months; early buy-out from month 18.",
                "Credit approval within 10 business days.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="400,437 tokens/s in the Server scenario",
            values=(400437.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            absent=_fs("MODEL-MISMATCH", "SCENARIO-MISMATCH", "CHIP-COUNT"),
            tolerated=_fs("CROSS-SCENARIO"),
            why="DeepSeek-R1 deployed as published; one rack listed in three scenarios",
        ),
        ExpectedClaim(
            page=3,
            match="250,634 tokens/s in the Interactive scenario",
            values=(250634.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="interactive",
            absent=_fs("MODEL-MISMATCH", "SCENARIO-MISMATCH", "RANK-CLAIM"),
            tolerated=_fs("CROSS-SCENARIO"),
            why="Interactive fits a chat assistant; 'tightest bounds' describes the scenario",
        ),
        ExpectedClaim(
            page=3,
            match="647,076 tokens/s Offline",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=_fs("SCENARIO-MISMATCH"),
            absent=_fs("MODEL-MISMATCH"),
            tolerated=_fs("CROSS-SCENARIO"),
            why="an Offline figure for an assistant staff chat with",
        ),
        ExpectedClaim(
            page=4,
            match="the rack's Server result earns",
            values=(0.93, 930000.0),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            bucket=None,
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED,
            why="a return on the lease drawn from the Server result",
        ),
        ExpectedClaim(
            page=4,
            match="Cost to serve one reasoning answer: about 0.11 US cents",
            values=(0.11,),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED,
            why=COST_WHY + " (cents per reasoning answer)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="$285,000 per month over 48 months", why="a lease price"),
        NonClaim(page=2, match="within 16 weeks", why="a delivery time"),
        NonClaim(page=2, match="up to 132 kW", why="rated power, no performance claim"),
        NonClaim(page=4, match="$2.19 per million output tokens", why="a market list price"),
        NonClaim(page=5, match="Minimum term 24 months", why="lease terms"),
        NonClaim(page=5, match="within 10 business days", why="lease terms"),
    ),
)


# --- w131: Japanese translation SaaS, own fine-tune, IDs only in speaker notes ---------------

W131 = DeckSpec(
    name="w131_kotoba_translation",
    kind="pptx",
    vendor="Kotoba Bridge",
    workload="interactive",
    slides=(
        Slide(
            title="Kotoba Bridge",
            subtitle=(
                "Japanese–English business translation, live in your browser\n"
                "IT buyers' seminar, Tokyo · 2026"
            ),
        ),
        Slide(
            title="Built for Japanese business documents",
            bullets=(
                "Paste or upload a contract and the translation streams into the window as you "
                "read.",
                "Kotoba-JP 70B is our own model, fine-tuned from Llama 2 70B on 600 million "
                "sentence pairs.",
                "Standard plan ¥2,200 per user per month; Enterprise from ¥1.8M a year.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 Closed: the servers behind Kotoba",
            bullets=(
                "Fastest translation means the most natural Japanese: 34,194 tokens/s on Llama 2 "
                "70B, Server scenario, on the ASUSTeK server.",
            ),
            chart=Chart(
                title="Llama 2 70B (99%) · Server scenario · tokens/s",
                categories=("ASUSTeK ESC N8 H200 (8 GPUs)", "Cisco UCS C885A M8 (8 GPUs)"),
                series=(("Server tokens/s", (34194.0, 33163.0)),),
                value_axis_title="tokens/s",
            ),
            notes=(
                "If anyone asks: the ASUSTeK result is 5.1-0007 and the Cisco one is 5.1-0014. "
                "Do not dwell on the model question."
            ),
        ),
        Slide(
            title="Cost per page",
            bullets=(
                "¥0.04 per translated page in GPU time, worked out from the Cisco server's "
                "33,163 tokens/s Server result, MLPerf Inference v5.1 Closed^{‡}",
                "Human translation of the same page: about ¥3,000 at agency rates.",
            ),
            footnotes=(
                "^{‡} Kotoba estimate: 8 GPUs at ¥520 per GPU-hour, 1,100 tokens per page, "
                "llama2-70b-99 result 5.1-0014. Not an MLPerf result.",
            ),
            notes="Mention volume discounts for the Enterprise plan.",
        ),
        Slide(
            title="Sources",
            bullets=(
                "MLPerf Inference v5.1 results, Closed division, retrieved from mlcommons.org in "
                "October 2026.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Fastest translation means the most natural Japanese",
            values=(34194.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            tolerated=_fs("RANK-CLAIM"),
            why="speed read as natural Japanese; the ID is only in the speaker notes",
        ),
        ExpectedClaim(
            page=3,
            match="ASUSTeK ESC N8 H200 (8 GPUs)",
            values=(34194.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_fs("MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="chart point; ID only in speaker notes, which never supply a label",
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C885A M8 (8 GPUs)",
            values=(33163.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=_fs("MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="chart point; same size as its neighbour",
        ),
        ExpectedClaim(
            page=4,
            match="¥0.04 per translated page in GPU time",
            values=(0.04, 33163.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY + " (yen per page)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="600 million sentence pairs", why="training-data size"),
        NonClaim(page=2, match="¥2,200 per user per month", why="a list price"),
        NonClaim(page=2, match="from ¥1.8M a year", why="a list price"),
        NonClaim(page=4, match="about ¥3,000 at agency rates", why="a market price"),
    ),
)


# --- w132: e-commerce copy generator, throughput charted as a quality index (PDF export) ------

W132 = DeckSpec(
    name="w132_copyloom_product_copy",
    kind="pdf",
    vendor="Copyloom",
    workload="batch",
    slides=(
        Slide(
            title="Copyloom",
            subtitle=(
                "Product copy for every SKU, refreshed overnight\n"
                "E-commerce leadership briefing · 2026"
            ),
        ),
        Slide(
            title="What Copyloom does",
            bullets=(
                "Every night Copyloom rewrites the descriptions of every changed SKU in your "
                "catalogue, in 14 languages, ready for the morning's site publish.",
                "It runs Copyloom-13B, our own model trained on 90 million product pages.",
                "Price: €0.004 per generated description, billed monthly.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 · Closed division",
            chart=Chart(
                title="Description quality index · Mixtral 8x7B · Offline tokens/s",
                categories=(
                    "Vultr · 8x MI325X",
                    "GigaComputing · 8x MI325X",
                    "Copyloom-13B · own test",
                ),
                series=(("Offline tokens/s", (70036.0, 69692.0, 52000.0)),),
                value_axis_title="tokens/s",
                width_in=11.5,
                height_in=4.2,
            ),
            footnote="Source: MLCommons, MLPerf Inference v5.1 results, retrieved 30 September 2026.",
        ),
        Slide(
            title="Cost per 1,000 descriptions",
            heading=(
                "Derived from MLPerf Inference v5.1, Closed division, Mixtral 8x7B Offline results"
            ),
            table=Table(
                header=("Platform", "Tokens/s", "€ per 1,000 descriptions", "Result ID"),
                rows=(
                    ("Vultr, 8x MI325X", "70,036", "€0.02", "5.1-0096"),
                    ("ASUSTeK ESC A8A, 8x MI325X", "68,121", "€0.02", "5.1-0006"),
                ),
            ),
            footnote=(
                "Assumes €2.40 per GPU-hour and 250 tokens per description; not MLPerf results."
            ),
        ),
        Slide(
            title="Quality you can publish",
            table=Table(
                header=(
                    "Benchmark (MLPerf Inference v5.1, Closed, Offline)",
                    "Accuracy grade",
                    "Result ID",
                ),
                rows=(
                    (
                        "Mixtral 8x7B on Vultr, 8x MI325X",
                        "A+: cleared 99% of the reference score",
                        "5.1-0096",
                    ),
                ),
            ),
            bullets=(
                "Every description is also checked against your brand team's style rules before "
                "it goes live.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Vultr · 8x MI325X",
            values=(70036.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="throughput charted as a 'description quality index'; Copyloom runs its own "
            "13B model; the slide names no result ID",
        ),
        ExpectedClaim(
            page=3,
            match="GigaComputing · 8x MI325X",
            values=(69692.0,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH", "RESULT-ID-MISSING"),
            absent=_fs("CHIP-COUNT", "SCENARIO-MISMATCH"),
            tolerated=_fs("NON-MLPERF-MIX"),
            why="the second chart point, 5.1-0045 not given",
        ),
        ExpectedClaim(
            page=3,
            match="Copyloom-13B · own test",
            values=(52000.0,),
            benchmark=None,
            division=None,
            scenario=None,
            bucket=None,
            flags=_fs("NON-MLPERF-MIX"),
            tolerated=NON_MLPERF_TOLERATED | {"QUALITY-BUCKET", "CHIP-COUNT"},
            why=NON_MLPERF_WHY + "; a chart point of its own",
        ),
        ExpectedClaim(
            page=4,
            match="Vultr, 8x MI325X",
            values=(0.02, 70036.0),
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0096",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY + " (euro per thousand descriptions, in a table cell)",
        ),
        ExpectedClaim(
            page=4,
            match="ASUSTeK ESC A8A, 8x MI325X",
            values=(0.02, 68121.0),
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0006",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            absent=_fs("CHIP-COUNT"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY,
        ),
        ExpectedClaim(
            page=5,
            match="A+: cleared 99% of the reference score",
            values=(99.0,),
            benchmark="mixtral-8x7b",
            round="v5.1",
            result_id="5.1-0096",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_fs("QUALITY-BUCKET"),
            why="the accuracy gate written as an 'A+' grade in a table cell",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="in 14 languages", why="product coverage"),
        NonClaim(page=2, match="90 million product pages", why="training-data size"),
        NonClaim(page=2, match="€0.004 per generated description", why="a list price"),
        NonClaim(page=3, match="retrieved 30 September 2026", why="a date"),
    ),
)


# --- w133: call-transcription analytics, footnote-bound results, IDs in notes and chart -------

W133 = DeckSpec(
    name="w133_clarion_call_transcripts",
    kind="pptx",
    vendor="Clarion Call Intelligence",
    workload="batch",
    slides=(
        Slide(
            title="Clarion Call Intelligence",
            subtitle=(
                "Every recorded call transcribed and checked overnight\n"
                "Compliance and operations briefing · 2026"
            ),
        ),
        Slide(
            title="How Clarion works",
            bullets=(
                "Every night Clarion transcribes the previous day's recorded calls and flags "
                "compliance risks by 6 a.m.",
                "Clarion-ASR is our own fine-tune of Whisper large-v3, trained on 120,000 hours "
                "of call-centre audio.",
                "Used by 64 banks and insurers.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0 · Whisper large-v3",
            bullets=(
                "Our transcription farm, Lenovo ThinkSystem SR680a V4 (8x B300), processed "
                "47,268.7 samples/s^{1}",
                "The previous farm, Supermicro SYS-822GS-NBRT (8x B200), recorded 42,389.7 "
                "samples/s^{2}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, whisper, Offline scenario, result "
                "6.0-0066 (Lenovo).",
                "^{2} MLPerf Inference v6.0, Closed division, whisper, Offline scenario "
                "(Supermicro).",
            ),
            notes="The Supermicro ID is 6.0-0099; we left it off the slide to keep it clean.",
        ),
        Slide(
            title="Fewer transcription errors, proven",
            heading="MLPerf Inference v6.0 · Closed division · Offline scenario",
            bullets=(
                "Clarion is held to 99% of Whisper's reference accuracy, the top tier MLPerf "
                "sets, so your compliance team reads the best transcripts available.",
            ),
            chart=Chart(
                title="Word accuracy proof · Whisper Offline samples/s",
                categories=(
                    "Lenovo SR680a V4, 8x B300 · 6.0-0066",
                    "Supermicro DGX B300, 8x B300 · 6.0-0098",
                ),
                series=(("Offline samples/s", (47268.7, 50562.2)),),
                number_format="#,##0.0",
            ),
        ),
        Slide(
            title="What it costs",
            bullets=(
                "€0.04 per 1,000 hours of call audio in GPU time, from the SR680a V4's 47,268.7 "
                "samples/s^{1}",
                "Clarion list price: €0.006 per audio minute.",
            ),
            footnotes=(
                "^{1} Clarion estimate from MLPerf Inference v6.0, Closed division, whisper "
                "Offline, result 6.0-0066: 8 GPUs at €3.20 per GPU-hour, about 15 seconds of "
                "audio per sample. Not an MLPerf result.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="processed 47,268.7 samples/s",
            values=(47268.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0066",
            division="closed",
            scenario="offline",
            flags=_fs("MODEL-MISMATCH"),
            absent=_fs("RESULT-ID-MISSING", "SCENARIO-MISMATCH"),
            why="labels from footnote 1 only; Clarion runs its own Whisper fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="recorded 42,389.7 samples/s",
            values=(42389.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=_fs("RESULT-ID-MISSING", "MODEL-MISMATCH"),
            absent=_fs("SCENARIO-MISMATCH", "CHIP-COUNT"),
            why="footnote 2 names no ID (6.0-0099 is only in the speaker notes); footnote 1's ID "
            "is not this claim's",
        ),
        ExpectedClaim(
            page=4,
            match="Clarion is held to 99% of Whisper's reference accuracy",
            values=(99.0,),
            benchmark="whisper",
            round="v6.0",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("GATE-AS-GRADE", "MODEL-MISMATCH"),
            tolerated=_fs("QUALITY-BUCKET", "RANK-CLAIM", "RESULT-ID-MISSING"),
            why="the accuracy gate sold as 'the top tier' and 'the best transcripts'",
        ),
        ExpectedClaim(
            page=4,
            match="Lenovo SR680a V4, 8x B300",
            values=(47268.7,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0066",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH"),
            absent=_fs("RESULT-ID-MISSING", "CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="throughput charted as 'word accuracy proof'; ID in the category",
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro DGX B300, 8x B300",
            values=(50562.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0098",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_fs("QUALITY-BUCKET", "MODEL-MISMATCH"),
            absent=_fs("RESULT-ID-MISSING", "CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="the second chart point",
        ),
        ExpectedClaim(
            page=5,
            match="€0.04 per 1,000 hours of call audio",
            values=(0.04, 47268.7),
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0066",
            division="closed",
            scenario="offline",
            flags=_fs("COST-PER-ANSWER"),
            tolerated=COST_TOLERATED | {"MODEL-MISMATCH"},
            why=COST_WHY + " (euro per thousand audio hours)",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="by 6 a.m.", why="a time of day"),
        NonClaim(page=2, match="120,000 hours of call-centre audio", why="training-data size"),
        NonClaim(page=2, match="64 banks and insurers", why="customer count"),
        NonClaim(page=5, match="€0.006 per audio minute", why="a list price, not derived"),
    ),
)


VOICE_DECKS_9: tuple[DeckSpec, ...] = (
    W121,
    W122,
    W123,
    W124,
    W125,
    W126,
    W127,
    W128,
    W129,
    W130,
    W131,
    W132,
    W133,
)
