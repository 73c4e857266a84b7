"""Decks w486-w500, written blind to the rules by helper h15w30.
(Round nine's fresh part, scored before and after that round's rules; moved to the tune part in round ten.)

Voices: a shipping line's voyage-planning steering pack, a maritime museum's digitisation grant
application, a network regulator's consultation summary, a chip fab's wafer-inspection review, a
basketball league's live-graphics vendor review, a customs agency's X-ray triage tender, a pension
fund's infrastructure investment paper, a parliament's transcription procurement, a hotel group's
concierge-bot rollout, a food-delivery platform's ETA-model review, an open-source foundation's
hardware-donation evaluation, a quant fund's research-infrastructure memo, a crisis line's triage
pilot, a chip distributor's line card and an investor's portfolio diligence note.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table

F = frozenset

# --- w486: shipping line, voyage-planning steering pack (pptx; batch, stated plainly) ----------

W486 = DeckSpec(
    name="w486_voyage_replan_steering",
    kind="pptx",
    vendor="Meridian Bulk Lines",
    workload="batch",
    slides=(
        Slide(
            title="Voyage Planning Re-Platform: Steering Committee Pack 3",
            subtitle=(
                "Meridian Bulk Lines · Fleet Operations Technology\n"
                "Scope: the nightly re-plan of all 410 voyages, run overnight 22:00-05:00 UTC"
            ),
        ),
        Slide(
            title="Candidate platforms",
            heading="Published MLPerf Inference v6.0 results, Closed division: DeepSeek-R1",
            bullets=(
                "Shortlist agreed at the March meeting; figures are whole-system throughput as "
                "published.",
                "The re-plan model is DeepSeek-R1 as released, the same weights MLCommons uses.",
            ),
            table=Table(
                header=("Platform", "Accelerators", "Offline tokens/s", "Result ID"),
                rows=(
                    ("NVIDIA GB300 NVL72 rack", "72", "647,076", "6.0-0078"),
                    ("Dell PowerEdge XE9780 (B300)", "8", "69,021", "6.0-0027"),
                    ("Nebius B200 n1", "8", "58,582", "6.0-0083"),
                ),
            ),
            notes=(
                "Nobody waits on these plans during the night: the duty planners open them when "
                "they come on shift."
            ),
        ),
        Slide(
            title="What one overnight window buys",
            heading="MLPerf Inference v6.0 · Closed · DeepSeek-R1 Offline",
            bullets=(
                "At 647,076 tokens/s^{1} the GB300 rack would emit about 16.3 billion tokens in "
                "our seven-hour window.",
                "Divided by its 72 GPUs that is 8,987 tokens/s each^{1}, against 8,628 tokens/s "
                "for each B300 in the Dell server^{2}.",
                "Plans must be in the duty planners' inbox by 06:00 UTC.",
            ),
            footnotes=(
                "^{1} NVIDIA GB300 NVL72, 72 GPUs, result 6.0-0078, retrieved 2 April 2026.",
                "^{2} Dell PowerEdge XE9780, 8x B300-SXM-270GB, result 6.0-0027.",
            ),
        ),
        Slide(
            title="Scale-out option",
            bullets=(
                "Two GB300 racks would finish the full re-plan in about 40 minutes*, roughly a "
                "tenth of the window.",
                "Second-rack delivery slots open in Q3 2026 at the earliest.",
            ),
            footnotes=(
                "* Our projection, scaled linearly from the published rack figure (MLPerf "
                "Inference v6.0, Closed division, DeepSeek-R1 Offline, result 6.0-0078); no "
                "two-rack system was measured.",
            ),
        ),
        Slide(
            title="Decision asked of the committee",
            bullets=(
                "Approve USD 3.1 million for one GB300 rack and integration.",
                "Duty planner headcount stays at 14; no change to shift pattern.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="NVIDIA GB300 NVL72 rack",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "ROUND-MISSING"}),
            why="a 72-GPU rack tabled beside 8-GPU servers; Offline suits an overnight batch",
        ),
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE9780 (B300)",
            values=(69021.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0027",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Nebius B200 n1",
            values=(58582.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0083",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="the GB300 rack would emit about 16.3 billion tokens",
            values=(16.3e9, 16.3, 647076.0),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why="a published rate multiplied out over the seven-hour window",
        ),
        ExpectedClaim(
            page=3,
            match="Divided by its 72 GPUs that is 8,987 tokens/s each",
            values=(8987.0, 8628.0),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="per-GPU figures of a 72-GPU rack and an 8-GPU server; the per-GPU basis is the "
            "derived figure, and whether it is also a count comparison is arguable",
        ),
        ExpectedClaim(
            page=4,
            match="Two GB300 racks would finish the full re-plan in about 40 minutes",
            values=(40.0,),
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a projection onto an unmeasured two-rack system, scaled from a cited result",
        ),
    ),
    non_claims=(
        NonClaim(1, "all 410 voyages", "fleet size"),
        NonClaim(3, "by 06:00 UTC", "the customer's own deadline"),
        NonClaim(4, "Q3 2026", "delivery date"),
        NonClaim(5, "USD 3.1 million", "budget"),
        NonClaim(5, "headcount stays at 14", "headcount"),
    ),
)

# --- w487: maritime museum, digitisation grant application (pdf; batch, indirect) ----------------

W487 = DeckSpec(
    name="w487_museum_ledger_grant",
    kind="pdf",
    vendor="Harbourside Maritime Museum",
    workload="batch",
    slides=(
        Slide(
            title="Reading the Ledgers",
            subtitle=(
                "Harbourside Maritime Museum · Heritage Digitisation Fund, Round 4\n"
                "Section C: technical case for machine transcription"
            ),
        ),
        Slide(
            title="C.1 The collection and the timetable",
            bullets=(
                "1,400,000 index cards and 2,100 log books, photographed between 2019 and 2024.",
                "Volunteer checking starts 1 October 2027: every card needs a machine draft "
                "before that date.",
                "Our transcription model is a fine-tune of Qwen3-VL-235B-A22B, trained on "
                "40,000 of our own cards.",
                "Requested: £412,000 over 24 months.",
            ),
        ),
        Slide(
            title="C.2 Evidence that rented hardware is sufficient",
            heading="MLPerf Inference v6.0 · Closed division · Server scenario · Qwen3-VL-235B-A22B",
            bullets=(
                "Nebius B300 n1 (8 accelerators): 45.15 queries/s, result 6.0-0084.",
                "NVIDIA GB300 NVL72 slice (4 accelerators): 41.64 queries/s, result 6.0-0077.",
                "Per accelerator the 4-GPU slice does 10.4 queries/s against the B300 server's "
                "5.6, so our budget assumes the slice.",
            ),
        ),
        Slide(
            title="C.3 Cost per card",
            bullets=(
                "At the Nebius B300 server's 45.15 queries/s^{1} and its £38 hourly hire, one "
                "card costs us about £0.00023 to transcribe.",
                "At that rate the backlog clears in under 9 hours of machine time^{1}.",
                "Provider quote: £38.00 per instance-hour, valid to 30 June 2026.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, Qwen3-VL-235B-A22B, Server "
                "scenario, result 6.0-0084 (Nebius B300 n1).",
            ),
        ),
        Slide(
            title="C.4 Quality assurance",
            bullets=(
                "Every system above cleared the benchmark's 99% accuracy gate, which assures the "
                "panel our drafts will be right first time.",
                "Volunteers re-check 1 card in 20 against the photograph.",
            ),
            footnote=(
                "Accuracy gate as defined for Qwen3-VL-235B-A22B in MLPerf Inference v6.0, "
                "Closed division: 99% of the BF16 reference score."
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Nebius B300 n1 (8 accelerators): 45.15 queries/s",
            values=(45.15,),
            unit="queries/s",
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="the museum runs its own fine-tune; CHIP-COUNT belongs to the comparing sentence",
        ),
        ExpectedClaim(
            page=3,
            match="NVIDIA GB300 NVL72 slice (4 accelerators): 41.64 queries/s",
            values=(41.64,),
            unit="queries/s",
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0077",
            division="closed",
            scenario="server",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Per accelerator the 4-GPU slice does 10.4 queries/s",
            values=(10.4, 5.6),
            unit="queries/s",
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC", "CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="per-GPU figures comparing a 4-GPU and an 8-GPU system; both IDs are on the slide",
        ),
        ExpectedClaim(
            page=4,
            match="one card costs us about £0.00023 to transcribe",
            values=(0.00023, 45.15),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="server",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per card (the museum's unit of work) drawn from a Server result",
        ),
        ExpectedClaim(
            page=4,
            match="the backlog clears in under 9 hours of machine time",
            values=(9.0,),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            result_id="6.0-0084",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="the Server rate multiplied out over the whole archive",
        ),
        ExpectedClaim(
            page=5,
            match="cleared the benchmark's 99% accuracy gate",
            values=(99.0,),
            benchmark="qwen3-vl-235b-a22b",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as right-first-time drafts; a gate has no scenario or ID",
        ),
    ),
    non_claims=(
        NonClaim(
            1, "Heritage Digitisation Fund, Round 4", "the grant fund's round, no MLPerf round"
        ),
        NonClaim(2, "2,100 log books", "collection size"),
        NonClaim(2, "1 October 2027", "date"),
        NonClaim(2, "40,000 of our own cards", "training-set size"),
        NonClaim(2, "£412,000 over 24 months", "grant request"),
        NonClaim(4, "£38.00 per instance-hour", "service price"),
        NonClaim(5, "1 card in 20", "checking rate"),
    ),
)

# --- w488: network regulator, consultation summary (pptx; workload never stated) ----------------

W488 = DeckSpec(
    name="w488_regulator_consultation_summary",
    kind="pptx",
    vendor="Office for Network Resilience",
    workload="unstated",
    slides=(
        Slide(
            title="AI Inference in National Networks",
            subtitle=(
                "Office for Network Resilience · Document 26/07\n"
                "Summary of the evidence respondents submitted"
            ),
        ),
        Slide(
            title="What respondents told us",
            bullets=(
                "52 responses arrived by the 12 February 2026 deadline.",
                "Two mobile operators run customer-care chatbots; a third runs a "
                "network-operations copilot that engineers query live during outages.",
                "What follows repeats respondents' benchmark evidence; ONR has checked only the "
                "result identifiers.",
            ),
            notes="ONR's own use of AI tools is outside the scope of this consultation.",
        ),
        Slide(
            title="Benchmark evidence as submitted",
            heading="MLPerf Inference v5.1, Closed division: Llama 2 70B, Server scenario",
            bullets=(
                "Dell's PowerEdge XE9680 with 8 H200 GPUs posted 33,244 tokens/s (5.1-0026), "
                "whereas MangoBoost's 48-GPU MI300X cluster reached 153,076 tokens/s (5.1-0065).",
                "One respondent called the second figure proof that clustering pays; the "
                "accelerator counts differ sixfold.",
            ),
        ),
        Slide(
            title="How respondents described their standing",
            bullets=(
                "Respondent A: its platform is 'the undisputed leader in MLPerf inference'.",
                "Respondent C: 'no other submitter came close on any datacenter benchmark in "
                "MLPerf'.",
                "ONR notes that neither statement names a benchmark, a scenario or a round.",
            ),
        ),
        Slide(
            title="Generational claims",
            heading="Llama 2 70B · Server scenario · Closed division",
            bullets=(
                "Respondent B set its DGX B300 figure of 107,318 tokens/s (6.0-0073) against the "
                "21,606 tokens/s its DGX H100 posted two years earlier (v4.1-0043): a five-fold "
                "gain.",
            ),
        ),
        Slide(
            title="DeepSeek-R1 figures tabled by one respondent",
            table=Table(
                header=(
                    "System (accelerators)",
                    "Division",
                    "DeepSeek-R1 Offline, v6.0 (tokens/s)",
                    "Result ID",
                ),
                rows=(
                    ("CoreWeave GB300 NVL72 (64)", "Open", "627,653", "6.0-0104"),
                    ("NVIDIA GB300 NVL72 (72)", "Closed", "647,076", "6.0-0078"),
                    ("Nebius GB300 NVL72 (72)", "Closed", "673,936", "6.0-0081"),
                ),
            ),
            footnote="The respondent did not say why its Open entry would not qualify as Closed.",
        ),
        Slide(
            title="Next steps",
            bullets=(
                "Statement of policy expected in Q4 2026.",
                "A second, 8-week consultation on resilience obligations follows.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="posted 33,244 tokens/s",
            values=(33244.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0026",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="an 8-GPU server and a 48-GPU cluster set side by side in one analyst sentence",
        ),
        ExpectedClaim(
            page=3,
            match="reached 153,076 tokens/s",
            values=(153076.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0065",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
            why="the second vendor's figure after 'whereas' is its own claim",
        ),
        ExpectedClaim(
            page=4,
            match="the undisputed leader in MLPerf inference",
            flags=F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
        ),
        ExpectedClaim(
            page=4,
            match="no other submitter came close on any datacenter benchmark",
            flags=F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            why="an industry-wide rank claim in a deck presenting MLPerf results",
        ),
        ExpectedClaim(
            page=5,
            match="Respondent B set its DGX B300 figure of 107,318 tokens/s",
            values=(107318.0, 21606.0, 5.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            absent=F({"ROUND-MISSING", "CHIP-COUNT"}),
            why="a v6.0 result set against a v4.1 one; both systems have 8 GPUs",
        ),
        ExpectedClaim(
            page=6,
            match="CoreWeave GB300 NVL72 (64)",
            values=(627653.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0104",
            division="open",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "CHIP-COUNT"}),
            absent=F({"ROUND-MISSING", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=6,
            match="NVIDIA GB300 NVL72 (72)",
            values=(647076.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "CHIP-COUNT"}),
            absent=F({"ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=6,
            match="Nebius GB300 NVL72 (72)",
            values=(673936.0,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0081",
            division="closed",
            scenario="offline",
            flags=F({"OPEN-COMPARED", "CHIP-COUNT"}),
            absent=F({"DIVISION-MISSING"}),
        ),
    ),
    non_claims=(
        NonClaim(2, "52 responses", "response count"),
        NonClaim(2, "12 February 2026", "deadline"),
        NonClaim(7, "Q4 2026", "date"),
        NonClaim(7, "8-week consultation", "duration"),
    ),
)

# --- w489: chip fab, wafer-inspection review (reportlab; edge, stated plainly) -------------------

W489 = DeckSpec(
    name="w489_fab_wafer_inspection_review",
    kind="reportlab",
    vendor="Corvane Semiconductor, Fab 3",
    workload="edge",
    slides=(
        Slide(
            title="Fab 3 Wafer Inspection: Edge Inference Review",
            subtitle=(
                "Yield Engineering · quarterly technical review, Q2 2026\n"
                "Inference runs on the inspection box mounted at each scanner tool;\n"
                "no wafer image ever leaves the tool."
            ),
        ),
        Slide(
            title="Requirements",
            bullets=(
                "Takt: one wafer every 48 seconds per scanner; the verdict is due before the "
                "FOUP door closes.",
                "Our detector, DefectNet-7, is a network we trained on 2.2 million labelled die "
                "images.",
                "Budget ceiling: $1.9M for 36 boxes, installed.",
            ),
        ),
        Slide(
            title="Candidate box: MLPerf Inference v6.0, Closed division",
            table=Table(
                header=("Dell XE7745, 8x L40S, yolo-99", "Result", "Result ID"),
                rows=(
                    ("SingleStream latency", "7.12 ms", "6.0-0029"),
                    ("MultiStream latency", "54.67 ms", "6.0-0029"),
                    ("Offline throughput", "153.5 samples/s", "6.0-0029"),
                ),
            ),
        ),
        Slide(
            title="Smaller boxes: MLPerf Inference v5.1, Closed division, RetinaNet",
            bullets=(
                "The one-GPU Lenovo ThinkEdge SE100 returned each image in 8.50 ms SingleStream "
                "(5.1-0064), against 1.69 ms for a tower with two RTX 4090 cards (5.1-0044).",
                "Cisco's 8x L40S server sustained 6,101 queries/s in the Server scenario "
                "(5.1-0012).",
                "At the RTX 2000E card's rated 70 W the SE100 delivers 1.68 images/s per watt^{1}.",
            ),
            footnotes=(
                "^{1} Our arithmetic: 1,000 ms / 8.50 ms per image, divided by the card's rated "
                "power; not an MLPerf Power measurement. SingleStream, result 5.1-0064.",
            ),
        ),
        Slide(
            title="Fleet arithmetic",
            bullets=(
                "With 36 boxes the fleet would screen 5,527 images/s in aggregate, summing the "
                "Closed-division yolo-99 Offline result 6.0-0029 over every box.",
                "Install window: the August 2026 maintenance shutdown.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="SingleStream latency",
            values=(7.12,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
            why="one system's results in three scenarios is disclosure; the fab runs its own net",
        ),
        ExpectedClaim(
            page=3,
            match="MultiStream latency",
            values=(54.67,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="multi_stream",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Offline throughput",
            values=(153.5,),
            unit="samples/s",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            absent=F({"CROSS-SCENARIO", "SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="returned each image in 8.50 ms SingleStream",
            values=(8.50, 1.69),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a one-GPU box against a two-GPU tower; SingleStream fits an edge tool",
        ),
        ExpectedClaim(
            page=4,
            match="sustained 6,101 queries/s in the Server scenario",
            values=(6101.0,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0012",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="a Server result offered for a box answering its own tool's stream",
        ),
        ExpectedClaim(
            page=4,
            match="delivers 1.68 images/s per watt",
            values=(1.68,),
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="performance per watt from the card's rating, not MLPerf Power",
        ),
        ExpectedClaim(
            page=5,
            match="the fleet would screen 5,527 images/s in aggregate",
            values=(5527.0,),
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="one box's result summed over 36 boxes",
        ),
    ),
    non_claims=(
        NonClaim(2, "one wafer every 48 seconds", "the fab's own takt target"),
        NonClaim(2, "2.2 million labelled die images", "training-set size"),
        NonClaim(2, "$1.9M for 36 boxes", "budget"),
        NonClaim(5, "August 2026", "date"),
    ),
)

# --- w490: basketball league, live-graphics vendor review (pptx; interactive, indirect) ----------

W490 = DeckSpec(
    name="w490_league_live_graphics_review",
    kind="pptx",
    vendor="Northern Basketball League",
    workload="interactive",
    slides=(
        Slide(
            title="Live Graphics Vendor Review: Season 2026/27",
            subtitle="Northern Basketball League · Broadcast Operations\nBidder: CaptionForge",
        ),
        Slide(
            title="How a stat caption gets made",
            bullets=(
                "The producer in the OB truck calls for a stat line; the caption has to be on air "
                "before the replay ends.",
                "Our target: caption on screen within 4 seconds of the call.",
                "CaptionForge runs Llama 3.1 8B fine-tuned on 40 seasons of play-by-play.",
                "Contract: 3 seasons, 1,140 matches; bid price $2.2M.",
            ),
        ),
        Slide(
            title="CaptionForge's benchmark evidence",
            heading="MLPerf Inference v6.0 · Closed division · Llama 3.1 8B",
            bullets=(
                "HPE ProLiant DL380a Gen12, 8 RTX PRO 6000: 44,087 tokens/s in the Interactive "
                "scenario (6.0-0047).",
                "ASUSTeK ESC8000, also 8 RTX PRO 6000: 48,614 tokens/s Offline (6.0-0005).",
                "CaptionForge: 'the 44,087 tokens/s Interactive figure proves our captions are the "
                "sharpest and most accurate in sport.'",
            ),
        ),
        Slide(
            title="Scaling across HPE boxes",
            chart=Chart(
                title="Llama 3.1 8B Interactive tokens/s, MLPerf Inference v6.0 Closed",
                categories=(
                    "DL385, 2 GPUs (6.0-0051)",
                    "DL385, 4 GPUs (6.0-0053)",
                    "DL380a, 8 GPUs (6.0-0047)",
                ),
                series=(("Tokens/s", (10459.6, 19991.1, 44087.3)),),
                value_axis_title="tokens/s",
            ),
        ),
        Slide(
            title="Accuracy and sign-off",
            bullets=(
                "Every listed system passed the benchmark's 99% accuracy bar, so each caption the "
                "producer receives will be factually right.",
                "Vendor sign-off meeting: 14 May 2026.",
            ),
            footnote="Accuracy target for Llama 3.1 8B in MLPerf Inference v6.0, Closed division.",
            notes="Ask CaptionForge for caption error rates on our own 2025 playoff footage.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="44,087 tokens/s in the Interactive scenario",
            values=(44087.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0047",
            division="closed",
            scenario="interactive",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="Interactive fits live captions; the two bullets list, they do not compare",
        ),
        ExpectedClaim(
            page=3,
            match="48,614 tokens/s Offline",
            values=(48614.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0005",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT"}),
            why="Offline throughput for a producer waiting on each caption; both boxes hold 8 GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="proves our captions are the sharpest and most accurate",
            values=(44087.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a throughput figure sold as caption quality; its ID is on the slide",
        ),
        ExpectedClaim(
            page=4,
            match="DL385, 2 GPUs",
            values=(10459.6, 10460.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0051",
            division="closed",
            scenario="interactive",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="DL385, 4 GPUs",
            values=(19991.1, 19991.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0053",
            division="closed",
            scenario="interactive",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="DL380a, 8 GPUs",
            values=(44087.3, 44087.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0047",
            division="closed",
            scenario="interactive",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=5,
            match="passed the benchmark's 99% accuracy bar",
            values=(99.0,),
            benchmark="llama3.1-8b",
            round="v6.0",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the pass/fail gate sold as factually right captions",
        ),
    ),
    non_claims=(
        NonClaim(2, "within 4 seconds of the call", "the league's own latency target"),
        NonClaim(2, "40 seasons of play-by-play", "training data"),
        NonClaim(2, "1,140 matches", "contract size"),
        NonClaim(2, "$2.2M", "bid price"),
        NonClaim(5, "14 May 2026", "date"),
    ),
)

# --- w491: customs agency, X-ray triage tender annex (pdf; edge, indirect) ----------------------

W491 = DeckSpec(
    name="w491_customs_xray_triage_tender",
    kind="pdf",
    vendor="National Customs Service",
    workload="edge",
    slides=(
        Slide(
            title="Tender CX-2026-14: X-ray Image Triage",
            subtitle=(
                "National Customs Service · Invitation to tender\nTechnical annex B: bidder evidence"
            ),
        ),
        Slide(
            title="Operating conditions",
            bullets=(
                "Each of the 58 truck lanes has its own scanner cabinet; the triage verdict must "
                "be ready before the lane barrier lifts.",
                "Border posts connect over a 4 Mbit/s satellite link, so every image is scored "
                "inside the cabinet.",
                "The service keeps its own threat-detection network, trained on nine years of "
                "seizure scans; bidders supply the cabinet hardware.",
                "Contract value capped at €6.5 million over five years.",
            ),
        ),
        Slide(
            title="Bidder evidence: object detection",
            heading="MLPerf Inference v5.1 · Closed division · RetinaNet",
            bullets=(
                "Bidder 1, Lenovo ThinkEdge SE100 with one RTX 2000E Ada: 8.50 ms per image, "
                "SingleStream^{a}.",
                "Bidder 2, Dell PowerEdge R470 with two L4 cards: 428 queries/s under the Server "
                "scenario^{b}.",
            ),
        ),
        Slide(
            title="Bidder evidence: classification",
            table=Table(
                header=(
                    "Bidder and system",
                    "GPUs",
                    "ResNet-50 SingleStream, v6.0 Closed",
                    "Result ID",
                ),
                rows=(
                    ("Bidder 3: HPE ProLiant DL145 Gen11", "1", "10.56 ms", "6.0-0055"),
                    ("Bidder 4: HPE ProLiant Compute DL380 Gen12", "5", "10.99 ms", "6.0-0056"),
                    ("Bidder 5: GATE Overflow workstation", "2", "0.303 ms", "6.0-0035"),
                ),
            ),
        ),
        Slide(
            title="Evaluation notes",
            bullets=(
                "Bidder 1's cabinet would work through a 40-image lorry scan set in about "
                "340 ms^{a}.",
                "Scoring weights: price 40%, technical merit 60%.",
                "Clarification questions close on 22 May 2026.",
            ),
        ),
        Slide(
            title="Endnotes",
            bullets=(
                "^{a} Lenovo ThinkEdge SE100 with one RTX 2000E Ada card; RetinaNet, "
                "SingleStream; MLPerf Inference v5.1, Closed division; result 5.1-0064.",
                "^{b} Dell PowerEdge R470 with two L4 cards; RetinaNet, Server; MLPerf Inference "
                "v5.1, Closed division; result 5.1-0018.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="8.50 ms per image",
            values=(8.50,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "RESULT-ID-MISSING"}),
            why="result ID from endnote a; two bidders listed, not compared",
        ),
        ExpectedClaim(
            page=3,
            match="428 queries/s under the Server scenario",
            values=(428.0,),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0018",
            division="closed",
            scenario="server",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT", "CROSS-SCENARIO"}),
            absent=F({"RESULT-ID-MISSING"}),
            why="a Server rate offered for a cabinet scoring its own lane",
        ),
        ExpectedClaim(
            page=4,
            match="Bidder 3: HPE ProLiant DL145 Gen11",
            values=(10.56,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Bidder 4: HPE ProLiant Compute DL380 Gen12",
            values=(10.99,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0056",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Bidder 5: GATE Overflow workstation",
            values=(0.303,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="single_stream",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=5,
            match="work through a 40-image lorry scan set in about 340 ms",
            values=(340.0,),
            unit="ms",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0064",
            division="closed",
            scenario="single_stream",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="a per-image latency multiplied out over a scan set; labels from endnote a",
        ),
    ),
    non_claims=(
        NonClaim(2, "58 truck lanes", "site count"),
        NonClaim(2, "4 Mbit/s satellite link", "network"),
        NonClaim(2, "€6.5 million over five years", "contract value"),
        NonClaim(5, "price 40%, technical merit 60%", "scoring weights"),
        NonClaim(5, "22 May 2026", "date"),
    ),
)

# --- w492: pension fund, infrastructure investment paper (pptx; workload never stated) -----------

W492 = DeckSpec(
    name="w492_pension_inference_sleeve",
    kind="pptx",
    vendor="Northgate Pension Scheme",
    workload="unstated",
    slides=(
        Slide(
            title="Investment Paper IP-2026-09: Inference Infrastructure Sleeve",
            subtitle="Northgate Pension Scheme · Investment Committee\nFor decision, 17 June 2026",
        ),
        Slide(
            title="Thesis",
            bullets=(
                "Fund GPU capacity at Halden Data Park, leased to third parties.",
                "Tenants are AI labs and enterprise chat providers; the scheme runs no models of "
                "its own.",
                "Target net IRR 11.5% over a 7-year hold.",
            ),
            notes=(
                "The tenant survey says most enterprise buyers want chat assistants; that is "
                "their business, not ours."
            ),
        ),
        Slide(
            title="Why this hardware",
            heading="MLPerf Inference v6.0, Closed division: GPT-OSS-120B, Server scenario",
            table=Table(
                header=("System", "Accelerators", "Tokens/s", "Result"),
                rows=(
                    ("NVIDIA GB300 NVL72", "72", "1,072,250", "6.0-0078"),
                    ("CoreWeave GB300 NVL72 (partial)", "64", "956,523", "6.0-0016"),
                    ("AMD MI355X Custom Cluster", "96", "900,054", "6.0-0003"),
                ),
            ),
        ),
        Slide(
            title="Unit economics, normalised",
            bullets=(
                "Normalised per accelerator, the NVL72 yields 14,892 tokens/s against 9,376 for "
                "the MI355X cluster^{1}.",
                "On a three-year TCO of $3.9M per rack, that is 275,000 tokens/s per million "
                "dollars^{1}.",
                "Annualised, one rack could serve 33.8 trillion tokens a year^{1}.",
            ),
            footnotes=(
                "^{1} Our arithmetic on MLPerf Inference v6.0, Closed division, GPT-OSS-120B, "
                "Server results 6.0-0078 and 6.0-0003; TCO from the operator's model.",
            ),
        ),
        Slide(
            title="Portfolio view",
            bullets=(
                "Across the three shortlisted systems the geometric mean is about 974,000 "
                "tokens/s^{2}.",
                "Scaled to the planned 1,200-rack build-out: roughly 1.29 billion tokens/s^{3}.",
                "Commitment sought: £480 million in three drawdowns.",
            ),
            footnotes=(
                "^{2} Geometric mean of the three MLPerf Inference v6.0 Closed GPT-OSS-120B "
                "Server results on slide 3; our arithmetic, not an MLPerf result.",
                "^{3} Result 6.0-0078 (Server, MLPerf Inference v6.0 Closed) times 1,200; no such "
                "system was measured.",
            ),
        ),
        Slide(
            title="Risks",
            bullets=(
                "Power: 140 MW contracted from 2027; grid upgrade slips would delay revenue.",
                "Tenant concentration: the top two tenants take 58% of capacity.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="NVIDIA GB300 NVL72",
            values=(1072250.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="CoreWeave GB300 NVL72 (partial)",
            values=(956523.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0016",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="AMD MI355X Custom Cluster",
            values=(900054.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0003",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Normalised per accelerator, the NVL72 yields 14,892 tokens/s",
            values=(14892.0, 9376.0),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT"}),
            why="per-accelerator normalisation of a 72-GPU and a 96-GPU system",
        ),
        ExpectedClaim(
            page=4,
            match="275,000 tokens/s per million dollars",
            values=(275000.0,),
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"COST-PER-ANSWER"}),
            why="performance per dollar of TCO",
        ),
        ExpectedClaim(
            page=4,
            match="one rack could serve 33.8 trillion tokens a year",
            values=(33.8e12, 33.8),
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            why="a rate multiplied out over a year",
        ),
        ExpectedClaim(
            page=5,
            match="the geometric mean is about 974,000",
            values=(974000.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"RESULT-ID-MISSING", "CHIP-COUNT"}),
            why="a geomean over three systems of different sizes has no result ID of its own",
        ),
        ExpectedClaim(
            page=5,
            match="Scaled to the planned 1,200-rack build-out",
            values=(1.29e9, 1.29),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0078",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            why="a projection onto an unmeasured build-out, scaled from a cited result",
        ),
    ),
    non_claims=(
        NonClaim(1, "17 June 2026", "date"),
        NonClaim(2, "Target net IRR 11.5%", "the fund's return target, not drawn from MLPerf"),
        NonClaim(5, "£480 million", "commitment"),
        NonClaim(6, "140 MW contracted from 2027", "power contract"),
        NonClaim(6, "58% of capacity", "tenant concentration"),
    ),
)

# --- w493: parliament, transcription procurement (pdf; batch, stated plainly) -------------------

W493 = DeckSpec(
    name="w493_assembly_transcription_lot2",
    kind="pdf",
    vendor="House of the Assembly",
    workload="batch",
    slides=(
        Slide(
            title="Committee Transcription Services",
            subtitle=(
                "House of the Assembly · Official Report Directorate\n"
                "Lot 2: machine first drafts of recorded committee sittings, produced overnight"
            ),
        ),
        Slide(
            title="Requirement",
            bullets=(
                "About 2,600 hours of committee audio a year.",
                "Recordings are queued at close of business and drafted overnight in one batch; "
                "editors start on them at 07:00.",
                "The preferred supplier, Scrivener Labs, runs Quill, its own fine-tune of Whisper "
                "large-v3 trained on Assembly procedure.",
            ),
        ),
        Slide(
            title="Supplier evidence",
            heading="MLPerf Inference v5.1 · Closed division · Whisper · Offline",
            bullets=(
                "Dell PowerEdge XE9680L with 8 B200 GPUs: 45,024 samples/s (5.1-0024).",
                "Dell PowerEdge R570 with four L4 cards: 1,397 samples/s (5.1-0019).",
                "The B200 server is 32 times faster, on twice as many accelerators.",
                "Quill on the same R570 managed 1,120 samples/s in Scrivener Labs' own run.",
            ),
        ),
        Slide(
            title="Cost per hour of audio",
            bullets=(
                "On the R570's 1,397 samples/s^{1} at €9.40 a server-hour, an hour of committee "
                "audio costs about €0.0009 to draft.",
                "A heavy evening's 11-hour queue would be finished in under 3 minutes^{1}.",
                "Supplier price list: €9.40 per server-hour, fixed for the contract term.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Whisper, Offline, result 5.1-0019; "
                "the hourly price is the supplier's.",
            ),
        ),
        Slide(
            title="Accuracy",
            bullets=(
                "Whisper's benchmark target, 99% of the reference word accuracy, tells members "
                "their words will be recorded verbatim.",
                "Editors return corrected drafts within 2 working days.",
            ),
            footnote="Accuracy target: MLPerf Inference v5.1, Closed division, Whisper.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="8 B200 GPUs: 45,024 samples/s",
            values=(45024.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Offline suits an overnight batch; the supplier runs a fine-tune, not the "
            "reference model",
        ),
        ExpectedClaim(
            page=3,
            match="four L4 cards: 1,397 samples/s",
            values=(1397.0,),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="The B200 server is 32 times faster",
            values=(32.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "NON-MLPERF-MIX"}),
            why="an 8-GPU server set against a 4-GPU one; both IDs are on the slide",
        ),
        ExpectedClaim(
            page=3,
            match="Quill on the same R570 managed 1,120 samples/s",
            values=(1120.0,),
            unit="samples/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {
                    "UNVERIFIED",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "MODEL-MISMATCH",
                    "CHIP-COUNT",
                }
            ),
            why="the deck's own model timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="an hour of committee audio costs about €0.0009 to draft",
            values=(0.0009, 1397.0),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            why="a price per hour of audio drawn from an Offline result",
        ),
        ExpectedClaim(
            page=4,
            match="queue would be finished in under 3 minutes",
            values=(3.0,),
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0019",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=5,
            match="Whisper's benchmark target, 99% of the reference word accuracy",
            values=(99.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
            why="the accuracy gate sold as verbatim transcripts",
        ),
    ),
    non_claims=(
        NonClaim(2, "2,600 hours of committee audio a year", "volume"),
        NonClaim(2, "at 07:00", "time"),
        NonClaim(4, "€9.40 per server-hour", "service price"),
        NonClaim(5, "within 2 working days", "editing turnaround"),
    ),
)

# --- w494: hotel group, concierge-bot rollout (pptx; interactive, stated plainly) --------------

W494 = DeckSpec(
    name="w494_hotel_concierge_wave2",
    kind="pptx",
    vendor="Aurelia Hotels & Resorts",
    workload="interactive",
    slides=(
        Slide(
            title="Concierge Assistant Rollout: Wave 2",
            subtitle=(
                "Aurelia Hotels & Resorts · Guest Technology\n"
                "Guests chat with the assistant in our app and on room TVs and get answers live"
            ),
        ),
        Slide(
            title="What guests ask it",
            bullets=(
                "4.2 million guest conversations in 2025, across the app and room TVs.",
                "Top requests: late checkout, restaurant bookings, spa slots, directions.",
                "The assistant is built around Llama 3.1 70B, tuned on our own service scripts.",
            ),
        ),
        Slide(
            title="Platform evidence",
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B (99% accuracy)",
            bullets=(
                "HPE ProLiant Compute XD685 (8x B200): 61,645 tokens/s Interactive and 103,635 "
                "tokens/s Server, result 6.0-0048.",
                "Dell PowerEdge XE9785L (8x MI355X) posted 100,008 tokens/s Offline, result "
                "6.0-0020.",
                "Offline on the same Dell system is 1.42x its Interactive rate, which we read as "
                "headroom for the breakfast peak.",
            ),
        ),
        Slide(
            title="Cost per resolved request",
            bullets=(
                "Priced off the XD685's Server rate^{1}, each resolved guest request costs "
                "€0.0031, some 400 times less than a front-desk call.",
                "Front-desk cost today: €1.24 per call handled.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v6.0, Closed division, Llama 2 70B, Server, result "
                "6.0-0048; €29 per server-hour and 310 tokens per request are our assumptions.",
            ),
        ),
        Slide(
            title="Rollout plan",
            bullets=(
                "Wave 2 covers 31 hotels in 9 countries.",
                "Go-live 1 March 2027, after the winter freeze.",
            ),
            notes="Pilot guests rated the assistant 4.6 out of 5; we will repeat the survey.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="61,645 tokens/s Interactive and 103,635",
            values=(61645.0, 103635.0),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario=None,
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "CHIP-COUNT"}),
            why="one system in two scenarios, both fit live chat; guests get a Llama 3.1 model",
        ),
        ExpectedClaim(
            page=3,
            match="posted 100,008 tokens/s Offline",
            values=(100008.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="Offline on the same Dell system is 1.42x its Interactive rate",
            values=(1.42,),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario=None,
            flags=F({"CROSS-SCENARIO", "MODEL-MISMATCH"}),
            tolerated=F({"RESULT-ID-MISSING", "SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT"}),
            why="an Offline rate set against an Interactive one; the system's ID is on the slide",
        ),
        ExpectedClaim(
            page=4,
            match="each resolved guest request costs",
            values=(0.0031, 400.0),
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a price per resolved request drawn from a Server result",
        ),
    ),
    non_claims=(
        NonClaim(2, "4.2 million guest conversations", "volume"),
        NonClaim(3, "Llama 2 70B (99% accuracy)", "a heading naming the accuracy variant"),
        NonClaim(4, "€1.24 per call handled", "the hotel's own cost, not drawn from MLPerf"),
        NonClaim(5, "31 hotels in 9 countries", "footprint"),
        NonClaim(5, "1 March 2027", "date"),
    ),
)

# --- w495: food-delivery platform, ETA-model review (pdf; interactive, indirect) ---------------

W495 = DeckSpec(
    name="w495_delivery_eta_platform_review",
    kind="pdf",
    vendor="Dashly",
    workload="interactive",
    slides=(
        Slide(
            title="ETA Model Platform Review",
            subtitle="Dashly · Logistics Science\nQuarterly review, July 2026",
        ),
        Slide(
            title="How ETAs are served",
            bullets=(
                "The ETA appears while the customer is still on the checkout screen; a late "
                "estimate means an abandoned basket.",
                "Peak load: 41,000 checkouts a minute on Friday evenings.",
                "Our ranking model, Dashly-ETA v5, is our own design, trained on three years of "
                "deliveries.",
            ),
        ),
        Slide(
            title="Recommendation-model evidence",
            table=Table(
                header=(
                    "System (GPUs)",
                    "Scenario",
                    "DLRM v2 (99%), MLPerf Inference v5.1 Closed",
                    "Result ID",
                ),
                rows=(
                    ("ASUSTeK ESC N8 H200 (8)", "Server", "591,162 queries/s", "5.1-0007"),
                    ("ASUSTeK ESC N8 H200 (8)", "Offline", "643,122 samples/s", "5.1-0007"),
                    ("HPE DL380a Gen12 H200 NVL (10)", "Server", "650,211 queries/s", "5.1-0050"),
                    ("Dashly-ETA v5, our L40S nodes", "Peak", "88,000 queries/s", "internal"),
                ),
            ),
        ),
        Slide(
            title="Capacity maths",
            bullets=(
                "Per GPU, the HPE box handles 65,021 queries/s against 73,895 for the ASUSTeK^{1}.",
                "Six ASUSTeK servers together would take about 3.5 million queries/s^{2}.",
                "The ASUSTeK's Server rate sits only 8% below its Offline rate, so the latency "
                "bound costs us little^{3}.",
            ),
            footnotes=(
                "^{1} Our division of MLPerf Inference v5.1 Closed DLRM v2 (99%) Server results "
                "5.1-0050 and 5.1-0007 by accelerator count.",
                "^{2} Result 5.1-0007, Server, MLPerf Inference v5.1 Closed, DLRM v2 (99%), "
                "times six; no six-server system was measured.",
                "^{3} Result 5.1-0007, MLPerf Inference v5.1 Closed, DLRM v2 (99%), Server and "
                "Offline.",
            ),
        ),
        Slide(
            title="Decision",
            bullets=(
                "Budget: $4.8M capex over two financial years.",
                "Target go-live: October 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="591,162",
            values=(591162.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="8-GPU and 10-GPU systems tabled together; Dashly runs its own ranking model",
        ),
        ExpectedClaim(
            page=3,
            match="643,122",
            values=(643122.0,),
            unit="samples/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            why="Offline throughput for an estimate the customer waits on at checkout",
        ),
        ExpectedClaim(
            page=3,
            match="650,211",
            values=(650211.0,),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0050",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=3,
            match="Dashly-ETA v5, our L40S nodes",
            values=(88000.0,),
            unit="queries/s",
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {
                    "UNVERIFIED",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "CHIP-COUNT",
                    "CROSS-SCENARIO",
                    "MODEL-MISMATCH",
                }
            ),
            why="the deck's own model timed in a row beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="Per GPU, the HPE box handles 65,021 queries/s",
            values=(65021.0, 73895.0),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            tolerated=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
        ),
        ExpectedClaim(
            page=4,
            match="Six ASUSTeK servers together would take about 3.5 million queries/s",
            values=(3.5e6, 3.5),
            unit="queries/s",
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC", "MODEL-MISMATCH"}),
            absent=F({"SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="one server's result multiplied over six",
        ),
        ExpectedClaim(
            page=4,
            match="Server rate sits only 8% below its Offline rate",
            values=(8.0,),
            benchmark="dlrm-v2",
            round="v5.1",
            result_id="5.1-0007",
            division="closed",
            scenario=None,
            flags=F({"CROSS-SCENARIO", "MODEL-MISMATCH"}),
            tolerated=F({"SCENARIO-MISMATCH"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING"}),
            why="one system's Server rate set against its Offline rate",
        ),
    ),
    non_claims=(
        NonClaim(2, "41,000 checkouts a minute", "the platform's own load"),
        NonClaim(2, "three years of deliveries", "training data"),
        NonClaim(5, "$4.8M capex", "budget"),
        NonClaim(5, "October 2026", "date"),
    ),
)

# --- w496: open-source foundation, hardware-donation evaluation (pptx; workload never stated) ----

W496 = DeckSpec(
    name="w496_foundation_hardware_donations",
    kind="pptx",
    vendor="Lattice Software Foundation",
    workload="unstated",
    slides=(
        Slide(
            title="Hardware Donation Evaluation",
            subtitle=(
                "Lattice Software Foundation · Infrastructure Working Group\n"
                "Paper for the Technical Steering Committee, June 2026"
            ),
        ),
        Slide(
            title="Offers received: single servers",
            bullets=(
                "Donated machines go to member projects; each project decides what it runs on "
                "them.",
            ),
            table=Table(
                header=(
                    "Donor offer",
                    "GPUs",
                    "Llama 2 70B Offline tokens/s (MLPerf Inference v6.0, Closed)",
                    "Result ID",
                ),
                rows=(
                    ("Offer A: NVIDIA DGX B300", "8", "112,954", "6.0-0073"),
                    ("Offer B: HPE ProLiant Compute XD685", "8", "103,954", "6.0-0048"),
                    ("Offer C: Dell PowerEdge XE9785L", "8", "100,008", "6.0-0020"),
                ),
            ),
            notes=(
                "Projects have asked for everything from nightly test runs to a public demo "
                "chat; the foundation does not pick for them."
            ),
        ),
        Slide(
            title="Offer D: a cluster, not a server",
            heading="MLPerf Inference v6.0 · Closed division · Llama 2 70B · Server",
            bullets=(
                "Offer D is an 11-node MI355X cluster, 88 GPUs in all, at 1,016,380 tokens/s "
                "(6.0-0001).",
                "That is 9.5 times Offer A's 107,318 tokens/s Server result (6.0-0073).",
                "Per node, though, Offer D gives 92,398 tokens/s, less than one Offer A server.",
                "Offer A's Server figure is 3.3x the 32,790 tokens/s NVIDIA's 8-GPU H200 system "
                "posted in v4.1 (v4.1-0046).",
            ),
        ),
        Slide(
            title="Offers we could not place",
            bullets=(
                "Offer E cites 58,000 tokens/s on Llama 2 70B from 'MLPerf Inference v5.5, "
                "Closed, Server'.",
                "Offer F, its own MLPerf Inference v6.0 Closed run: 31,400 tokens/s on Llama 2 "
                "70B Server (unverified). Result not verified by MLCommons Association.",
                "Offer G, its own run under MLPerf Inference v6.0 Closed rules: 29,000 tokens/s "
                "on Llama 2 70B Server.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Accept offers A and B; shipping by 30 September 2026.",
                "Hosting cost: $18,000 a year per server, met from the infrastructure budget.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Offer A: NVIDIA DGX B300",
            values=(112954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "ROUND-MISSING"}),
            why="three 8-GPU servers side by side: same size, no count flag",
        ),
        ExpectedClaim(
            page=2,
            match="Offer B: HPE ProLiant Compute XD685",
            values=(103954.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Offer C: Dell PowerEdge XE9785L",
            values=(100008.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0020",
            division="closed",
            scenario="offline",
            absent=F({"CHIP-COUNT", "SCENARIO-MISMATCH", "SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="88 GPUs in all, at 1,016,380 tokens/s",
            values=(1016380.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            result_id="6.0-0001",
            division="closed",
            scenario="server",
            tolerated=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="the comparison is stated in the next sentence",
        ),
        ExpectedClaim(
            page=3,
            match="That is 9.5 times Offer A's 107,318 tokens/s",
            values=(9.5, 107318.0),
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="an 88-GPU cluster set against an 8-GPU server",
        ),
        ExpectedClaim(
            page=3,
            match="Per node, though, Offer D gives 92,398 tokens/s",
            values=(92398.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"CHIP-COUNT", "RESULT-ID-MISSING"}),
            why="a per-node share of a cluster result",
        ),
        ExpectedClaim(
            page=3,
            match="Offer A's Server figure is 3.3x the 32,790 tokens/s",
            values=(3.3, 32790.0),
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=F({"CROSS-ROUND"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"CHIP-COUNT", "ROUND-MISSING"}),
            why="a v6.0 result set against a v4.1 one; both systems have 8 GPUs",
        ),
        ExpectedClaim(
            page=4,
            match="Offer E cites 58,000 tokens/s",
            values=(58000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round=None,
            division="closed",
            scenario="server",
            flags=F({"ROUND-UNKNOWN"}),
            tolerated=F({"UNVERIFIED", "RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            why="there is no v5.5 round",
        ),
        ExpectedClaim(
            page=4,
            match="Offer F, its own MLPerf Inference v6.0 Closed run: 31,400 tokens/s",
            values=(31400.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"UNVERIFIED"}),
            why="the word and the statement both stand with the figure",
        ),
        ExpectedClaim(
            page=4,
            match="29,000 tokens/s on Llama 2 70B Server",
            values=(29000.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=F({"UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="the statement sits inside another offer's bullet and discloses that one alone",
        ),
    ),
    non_claims=(
        NonClaim(5, "30 September 2026", "date"),
        NonClaim(5, "$18,000 a year per server", "hosting cost"),
    ),
)

# --- w497: quant fund, research-infrastructure memo (reportlab; batch, indirect) -----------------

W497 = DeckSpec(
    name="w497_quant_filing_summaries_memo",
    kind="reportlab",
    vendor="Kestrel Point Capital",
    workload="batch",
    slides=(
        Slide(
            title="Research Infrastructure Memo",
            subtitle=(
                "Kestrel Point Capital · Quant Research Platform\n"
                "LLM summaries of company filings · internal, June 2026"
            ),
        ),
        Slide(
            title="The job",
            bullets=(
                "Every filing published after the US close is summarised and scored before the "
                "Tokyo open.",
                "A typical night: 18,000 filings and about 41 million output tokens.",
                "We run Llama 3.1 8B Instruct unmodified: the benchmark's own reference weights.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0, Closed division, Llama 3.1 8B",
            table=Table(
                header=("System", "Scenario", "Tokens/s", "Result"),
                rows=(
                    ("NVIDIA DGX B300 (8 GPUs)", "Offline", "165,432", "6.0-0073"),
                    ("NVIDIA DGX B300 (8 GPUs)", "Server", "141,565", "6.0-0073"),
                    ("HPE ProLiant XD685 (8 GPUs)", "Offline", "152,625", "6.0-0048"),
                ),
            ),
        ),
        Slide(
            title="Edge-class alternative we rejected",
            bullets=(
                "Intel's one-card Arc Pro B60 Dual box takes 3,546 ms per query SingleStream "
                "(5.1-0057, MLPerf Inference v5.1 Closed, Llama 3.1 8B edge).",
                "The same box reaches 1,652 tokens/s Offline.",
            ),
        ),
        Slide(
            title="Overnight arithmetic",
            bullets=(
                "One DGX B300 would write 4.2 billion tokens across a 7-hour night^{1}.",
                "At 165,432 tokens/s^{1} the DGX B300 is our surest route to error-free filing "
                "summaries.",
                "Lease quote: $41,500 per month for one DGX B300, 36-month term.",
            ),
            footnotes=(
                "^{1} Offline result 6.0-0073, MLPerf Inference v6.0 Closed division, Llama 3.1 "
                "8B, multiplied by 25,200 seconds; our arithmetic.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="165,432",
            values=(165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "CHIP-COUNT"}),
            why="the fund runs the reference model; every system has 8 GPUs",
        ),
        ExpectedClaim(
            page=3,
            match="141,565",
            values=(141565.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="server",
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "CHIP-COUNT"}),
            why="Server understates a batch job's throughput but misleads no buyer",
        ),
        ExpectedClaim(
            page=3,
            match="152,625",
            values=(152625.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0048",
            division="closed",
            scenario="offline",
            tolerated=F({"CROSS-SCENARIO"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=4,
            match="takes 3,546 ms per query SingleStream",
            values=(3546.0,),
            unit="ms",
            benchmark=None,
            round="v5.1",
            result_id="5.1-0057",
            division="closed",
            scenario="single_stream",
            flags=F({"SCENARIO-MISMATCH"}),
            absent=F({"MODEL-MISMATCH"}),
            why="a one-query-at-a-time latency for an overnight batch",
        ),
        ExpectedClaim(
            page=4,
            match="The same box reaches 1,652 tokens/s Offline",
            values=(1652.0,),
            unit="tokens/s",
            benchmark=None,
            round=None,
            division="unstated",
            scenario="offline",
            flags=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a follow-on takes nothing from its sibling: no round or division of its own",
        ),
        ExpectedClaim(
            page=5,
            match="One DGX B300 would write 4.2 billion tokens across a 7-hour night",
            values=(4.2e9, 4.2),
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            absent=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            why="a rate multiplied out over a night",
        ),
        ExpectedClaim(
            page=5,
            match="the DGX B300 is our surest route to error-free filing summaries",
            values=(165432.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0073",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=F({"QUALITY-BUCKET"}),
            absent=F({"MODEL-MISMATCH", "SCENARIO-MISMATCH"}),
            why="a throughput figure sold as summary quality",
        ),
    ),
    non_claims=(
        NonClaim(2, "18,000 filings", "volume"),
        NonClaim(2, "41 million output tokens", "the fund's own volume"),
        NonClaim(5, "$41,500 per month", "lease price"),
        NonClaim(5, "36-month term", "lease term"),
    ),
)

# --- w498: crisis line, text-triage pilot (pptx; interactive, stated plainly) -------------------

W498 = DeckSpec(
    name="w498_crisis_line_triage_pilot",
    kind="pptx",
    vendor="Lifeline North",
    workload="interactive",
    slides=(
        Slide(
            title="Text Triage Pilot: Evaluation Plan",
            subtitle=(
                "Lifeline North · Clinical Governance Group\n"
                "The assistant replies in real time to people texting the crisis line while a "
                "counsellor is found"
            ),
        ),
        Slide(
            title="Pilot design",
            bullets=(
                "12-week pilot from 3 August 2026, about 9,300 texts a week.",
                "Every conversation is reviewed by a counsellor within 24 hours.",
                "The supplier, Tessellate Health, runs its own triage model, Tessera-Triage 2, "
                "trained on anonymised transcripts.",
            ),
        ),
        Slide(
            title="What the supplier showed us",
            heading="MLPerf Inference v5.1, Closed division, Llama 2 70B",
            bullets=(
                "NVIDIA DGX B200 (8 GPUs) served 59,545 tokens/s in the Interactive scenario "
                "(5.1-0069).",
                "The same DGX B200 reached 101,527 tokens/s Offline (5.1-0069).",
                "Tessellate: 'at 59,545 tokens/s, Tessera will never miss a texter at risk.'",
                "Tessera-Triage 2 itself replied in 0.9 s median on the supplier's own test bench.",
            ),
        ),
        Slide(
            title="Accuracy claims",
            bullets=(
                "The supplier presents the benchmark's 99.9% accuracy target as a clinical "
                "safety rating for Tessera.",
                "Our own safety review panel meets monthly.",
            ),
            footnote="Accuracy target: MLPerf Inference v5.1, Closed division, llama2-70b-99.9.",
        ),
        Slide(
            title="Cost",
            bullets=(
                "At the DGX B200's Interactive rate^{1}, each safely triaged conversation would "
                "cost £0.004.",
                "Pilot budget: £86,000, including evaluation.",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Llama 2 70B, Interactive, result "
                "5.1-0069; the server-hour price is the supplier's.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served 59,545 tokens/s in the Interactive scenario",
            values=(59545.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            flags=F({"MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="Interactive fits a live text line; the supplier runs its own model",
        ),
        ExpectedClaim(
            page=3,
            match="The same DGX B200 reached 101,527 tokens/s Offline",
            values=(101527.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="offline",
            flags=F({"SCENARIO-MISMATCH", "MODEL-MISMATCH"}),
            tolerated=F({"CROSS-SCENARIO", "NON-MLPERF-MIX"}),
        ),
        ExpectedClaim(
            page=3,
            match="Tessera will never miss a texter at risk",
            values=(59545.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario="unstated",
            bucket="quality",
            flags=F({"QUALITY-BUCKET", "MODEL-MISMATCH", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING", "NON-MLPERF-MIX"}),
            why="a throughput sold as safety; its own text names no scenario",
        ),
        ExpectedClaim(
            page=3,
            match="Tessera-Triage 2 itself replied in 0.9 s median",
            values=(0.9,),
            benchmark=None,
            round=None,
            division=None,
            scenario=None,
            flags=F({"NON-MLPERF-MIX"}),
            tolerated=F(
                {
                    "UNVERIFIED",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                    "MODEL-MISMATCH",
                }
            ),
            why="the deck's own model timed beside MLPerf results",
        ),
        ExpectedClaim(
            page=4,
            match="presents the benchmark's 99.9% accuracy target as a clinical safety rating",
            values=(99.9,),
            benchmark="llama2-70b",
            round="v5.1",
            division="closed",
            scenario=None,
            bucket="quality",
            flags=F({"GATE-AS-GRADE", "MODEL-MISMATCH"}),
            tolerated=F({"QUALITY-BUCKET", "SCENARIO-MISSING", "RESULT-ID-MISSING"}),
        ),
        ExpectedClaim(
            page=5,
            match="each safely triaged conversation would cost £0.004",
            values=(0.004,),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0069",
            division="closed",
            scenario="interactive",
            bucket="quality",
            flags=F({"COST-PER-ANSWER", "MODEL-MISMATCH"}),
            tolerated=F({"DERIVED-METRIC", "QUALITY-BUCKET"}),
            absent=F({"SCENARIO-MISMATCH"}),
            why="a price per conversation qualified as safely triaged",
        ),
    ),
    non_claims=(
        NonClaim(2, "about 9,300 texts a week", "volume"),
        NonClaim(2, "within 24 hours", "review turnaround"),
        NonClaim(5, "£86,000", "budget"),
    ),
)

# --- w499: chip distributor, line card (pdf; workload never stated) ----------------------------

W499 = DeckSpec(
    name="w499_distributor_line_card",
    kind="pdf",
    vendor="Ostara Components",
    workload="unstated",
    slides=(
        Slide(
            title="Line Card 2026: Inference Servers",
            subtitle=(
                "Ostara Components · Systems Division\nBenchmark figures as each maker published them"
            ),
        ),
        Slide(
            title="Datacenter line-up",
            table=Table(
                header=(
                    "Server (GPUs)",
                    "MLPerf Inference v5.1 Closed: Llama 2 70B Server tokens/s",
                    "Result",
                ),
                rows=(
                    ("Dell PowerEdge XE9680L, B200 (8)", "99,139", "5.1-0024"),
                    ("Supermicro AS-4126GS-NBR-LCC, B200 (8)", "99,187", "5.1-0086"),
                    ("Cisco UCS C885A M8, H200 (8)", "33,163", "5.1-0014"),
                    ("Cisco HPF HGX, H100 (16)", "61,101", "5.1-0015"),
                    ("Cisco HPF HGX, H100 (32)", "122,274", "5.1-0016"),
                    ("ASUSTeK ESC8000A-E12, H200 NVL (8)", "25,615", "5.1-0005"),
                ),
            ),
            notes="Customers buy these for everything from chat to overnight analytics.",
        ),
        Slide(
            title="Edge and workstation line-up",
            heading="HPE ProLiant DL145 Gen11, one RTX PRO 4500 · MLPerf Inference v6.0 Closed",
            table=Table(
                header=("ResNet-50 scenario", "Result", "Result ID"),
                rows=(
                    ("SingleStream", "10.56 ms", "6.0-0055"),
                    ("MultiStream", "10.57 ms", "6.0-0055"),
                    ("Offline", "19,211 samples/s", "6.0-0055"),
                ),
            ),
        ),
        Slide(
            title="Makers' own words",
            bullets=(
                "Supermicro B200 server: 99,187 tokens/s on Llama 2 70B^{1}",
                "Dell PowerEdge XE9680L: 101,253 tokens/s on Llama 2 70B^{2}",
                "Lambda DGX B200: 16,167 tokens/s on GPT-OSS-120B Server^{3}",
            ),
            footnotes=(
                "^{1} MLPerf Inference v5.1, Closed division, Server scenario, result 5.1-0086.",
                "^{2} MLPerf Inference v5.1, Closed division, Offline scenario, result 5.1-0024.",
                "^{3} MLPerf Inference v6.0, Open division, result 6.0-0110.",
            ),
        ),
        Slide(
            title="Terms",
            bullets=(
                "Lead time 6-8 weeks from order confirmation.",
                "Prices valid to 31 December 2026; 4% volume discount over 10 units.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Dell PowerEdge XE9680L, B200 (8)",
            values=(99139.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"ROUND-MISSING", "DIVISION-MISSING"}),
            why="8-, 16- and 32-GPU servers side by side in one table",
        ),
        ExpectedClaim(
            page=2,
            match="Supermicro AS-4126GS-NBR-LCC, B200 (8)",
            values=(99187.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0086",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"SCENARIO-MISSING"}),
        ),
        ExpectedClaim(
            page=2,
            match="Cisco UCS C885A M8, H200 (8)",
            values=(33163.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0014",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Cisco HPF HGX, H100 (16)",
            values=(61101.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0015",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="Cisco HPF HGX, H100 (32)",
            values=(122274.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0016",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=2,
            match="ASUSTeK ESC8000A-E12, H200 NVL (8)",
            values=(25615.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0005",
            division="closed",
            scenario="server",
            flags=F({"CHIP-COUNT"}),
            absent=F({"ROUND-MISSING"}),
        ),
        ExpectedClaim(
            page=3,
            match="10.56 ms",
            values=(10.56,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="single_stream",
            absent=F({"CROSS-SCENARIO", "CHIP-COUNT", "SCENARIO-MISMATCH"}),
            why="one system's results in three scenarios is disclosure",
        ),
        ExpectedClaim(
            page=3,
            match="10.57 ms",
            values=(10.57,),
            unit="ms",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="multi_stream",
            absent=F({"CROSS-SCENARIO", "CHIP-COUNT"}),
        ),
        ExpectedClaim(
            page=3,
            match="19,211 samples/s",
            values=(19211.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0055",
            division="closed",
            scenario="offline",
            absent=F({"CROSS-SCENARIO", "DIVISION-MISSING"}),
        ),
        ExpectedClaim(
            page=4,
            match="Supermicro B200 server: 99,187 tokens/s on Llama 2 70B",
            values=(99187.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0086",
            division="closed",
            scenario="server",
            tolerated=F({"CROSS-SCENARIO", "OPEN-COMPARED"}),
            absent=F({"SCENARIO-MISSING", "CHIP-COUNT"}),
            why="footnote 1 is its own; footnote 2 says Offline for the next line only",
        ),
        ExpectedClaim(
            page=4,
            match="Dell PowerEdge XE9680L: 101,253 tokens/s on Llama 2 70B",
            values=(101253.0,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="offline",
            tolerated=F({"CROSS-SCENARIO", "OPEN-COMPARED"}),
            absent=F({"SCENARIO-MISSING", "SCENARIO-MISMATCH"}),
            why="no workload is stated, so Offline cannot mismatch",
        ),
        ExpectedClaim(
            page=4,
            match="Lambda DGX B200: 16,167 tokens/s on GPT-OSS-120B Server",
            values=(16167.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0110",
            division="open",
            scenario="server",
            tolerated=F({"OPEN-COMPARED", "CROSS-SCENARIO"}),
            absent=F({"DIVISION-MISSING", "ROUND-UNKNOWN"}),
            why="an Open result listed on a slide of other benchmarks; whether that compares it "
            "is arguable",
        ),
    ),
    non_claims=(
        NonClaim(5, "Lead time 6-8 weeks", "lead time"),
        NonClaim(5, "31 December 2026", "date"),
        NonClaim(5, "4% volume discount over 10 units", "discount"),
    ),
)

# --- w500: investor, portfolio diligence note (reportlab; workload never stated) ----------------

W500 = DeckSpec(
    name="w500_growth_fund_diligence_note",
    kind="reportlab",
    vendor="Birchmoor Growth Partners",
    workload="unstated",
    slides=(
        Slide(
            title="Diligence Note: Vantage Silicon",
            subtitle=(
                "Birchmoor Growth Partners · Series C diligence\nConfidential, prepared for the "
                "investment committee"
            ),
        ),
        Slide(
            title="Company snapshot",
            bullets=(
                "ARR $14.2M, up from $5.1M; headcount 186.",
                "Customers include a telecom running a voice agent and a bank scoring "
                "transactions overnight.",
                "Round size: $120M Series C, our ticket up to $25M.",
            ),
        ),
        Slide(
            title="Performance evidence reviewed",
            bullets=(
                "Vantage's launch release calls VX-2 'the fastest inference accelerator in the "
                "industry'.",
                "Vantage claims up to 2.5x the throughput of its prior-generation VX-1 card^{1}.",
                "For scale: in v6.0 Closed ResNet-50 Offline, HPE's five-card DL380 Gen12 posted "
                "94,651 samples/s (6.0-0056), while a GATE Overflow workstation with two RTX "
                "4090s managed 87,946 samples/s (6.0-0035).",
                "The same HPE system needs 10.99 ms per image.",
            ),
            footnotes=(
                "^{1} Vantage internal testing: VX-2 under MLPerf Inference v6.0 rules, VX-1 "
                "under v5.1; Closed division, ResNet-50, Offline; VX-2 figures unverified.",
            ),
        ),
        Slide(
            title="Our model of the upside",
            bullets=(
                "If VX-2 matches the HPE per-card rate, a 64-card pod would do 1.21 million "
                "samples/s by our estimate^{2}.",
                "Entry valuation: 8.5x forward ARR.",
            ),
            footnotes=(
                "^{2} Per-card rate from result 6.0-0056 (MLPerf Inference v6.0, Closed, "
                "ResNet-50, Offline) times 64; an assumption, not a measurement.",
            ),
        ),
        Slide(
            title="Recommendation",
            bullets=(
                "Invest up to $25M with a board observer seat.",
                "Confirmatory diligence closes 15 July 2026.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the fastest inference accelerator in the industry",
            flags=F(
                {
                    "RANK-CLAIM",
                    "DIVISION-MISSING",
                    "SCENARIO-MISSING",
                    "ROUND-MISSING",
                    "RESULT-ID-MISSING",
                }
            ),
            tolerated=F({"UNVERIFIED"}),
            why="a whole-field rank in press-release voice with nothing named",
        ),
        ExpectedClaim(
            page=3,
            match="Vantage claims up to 2.5x the throughput of its prior-generation VX-1 card",
            values=(2.5,),
            benchmark="resnet",
            round=None,
            division="closed",
            scenario="offline",
            flags=F({"CROSS-ROUND", "UNVERIFIED"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            absent=F({"ROUND-MISSING"}),
            why="the two rounds are named only in footnote 1; the vendor's own figures lack the "
            "required statement",
        ),
        ExpectedClaim(
            page=3,
            match="posted 94,651 samples/s",
            values=(94651.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0056",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"ROUND-MISSING"}),
            why="a five-card server and a two-card workstation in one analyst sentence",
        ),
        ExpectedClaim(
            page=3,
            match="managed 87,946 samples/s",
            values=(87946.0,),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0035",
            division="closed",
            scenario="offline",
            flags=F({"CHIP-COUNT"}),
            absent=F({"DIVISION-MISSING"}),
            why="the second vendor's figure after 'while' is its own claim",
        ),
        ExpectedClaim(
            page=3,
            match="The same HPE system needs 10.99 ms per image",
            values=(10.99,),
            unit="ms",
            benchmark=None,
            round=None,
            division="unstated",
            scenario="unstated",
            flags=F({"ROUND-MISSING", "DIVISION-MISSING", "SCENARIO-MISSING"}),
            tolerated=F({"RESULT-ID-MISSING"}),
            why="a follow-on keeps only its own labels; the slide has no heading context",
        ),
        ExpectedClaim(
            page=4,
            match="a 64-card pod would do 1.21 million samples/s",
            values=(1.21e6, 1.21),
            unit="samples/s",
            benchmark="resnet",
            round="v6.0",
            result_id="6.0-0056",
            division="closed",
            scenario="offline",
            flags=F({"DERIVED-METRIC"}),
            tolerated=F({"UNVERIFIED"}),
            why="a projection of an unmeasured pod from a per-card share of a cited result",
        ),
    ),
    non_claims=(
        NonClaim(2, "ARR $14.2M", "revenue"),
        NonClaim(2, "headcount 186", "headcount"),
        NonClaim(2, "$120M Series C", "round size"),
        NonClaim(4, "8.5x forward ARR", "a valuation multiple, no speed-up"),
        NonClaim(5, "up to $25M", "investment"),
        NonClaim(5, "15 July 2026", "date"),
    ),
)

VOICE_DECKS_30: tuple[DeckSpec, ...] = (
    W486,
    W487,
    W488,
    W489,
    W490,
    W491,
    W492,
    W493,
    W494,
    W495,
    W496,
    W497,
    W498,
    W499,
    W500,
)
