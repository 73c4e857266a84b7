"""Fresh-part decks w486-w500, written blind to the rules by helper h15w30.

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
            ),
            footnotes=(
                "^{1} Our division of MLPerf Inference v5.1 Closed DLRM v2 (99%) Server results "
                "5.1-0050 and 5.1-0007 by accelerator count.",
                "^{2} Result 5.1-0007, Server, MLPerf Inference v5.1 Closed, DLRM v2 (99%), "
                "times six; no six-server system was measured.",
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
    ),
    non_claims=(
        NonClaim(2, "41,000 checkouts a minute", "the platform's own load"),
        NonClaim(2, "three years of deliveries", "training data"),
        NonClaim(5, "$4.8M capex", "budget"),
        NonClaim(5, "October 2026", "date"),
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
)
