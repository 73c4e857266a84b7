"""Tune decks w366-w380, written blind to the rules by helper h15w22.

Voices: a tax authority's taxpayer-assistant pilot, a travel agency's booking-bot pitch, a
medical-imaging startup's FDA-submission appendix, a legal publisher's research-assistant brochure,
a telecom's customer-care AI scorecard, an audit firm's AI assurance memo, a museum's multilingual
guide proposal, an insurer's claims-triage deck, a bank's procurement scorecard, a university
library's search assistant, a games studio's NPC-dialogue pitch, a translation agency's overnight
pipeline, a utility's outage bot, a hardware reseller's rack datasheet and an analyst's market note.
Weight on cost per right answer in several units and currencies, the deployed model against the
reference model, derived figures in marketing shapes and claims that are hard to find. Figures
quoted as published results come from MLCommons' v4.1, v5.1 and v6.0 results.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec, ExpectedClaim, NonClaim, Slide, Table

_MISSING = frozenset({"DIVISION-MISSING", "SCENARIO-MISSING", "ROUND-MISSING", "RESULT-ID-MISSING"})
_COST_TOL = frozenset({"DERIVED-METRIC", "QUALITY-BUCKET"})


def _f(*codes: str) -> frozenset[str]:
    """A set of flag codes."""
    return frozenset(codes)


W366 = DeckSpec(
    name="w366_tax_assistant_pilot",
    kind="pptx",
    vendor="Revenue & Customs Digital Service",
    workload="interactive",
    slides=(
        Slide(
            title="Taxpayer Assistant Pilot: compute sizing note",
            subtitle="Revenue & Customs Digital Service · pilot wave 2 · for the programme board",
        ),
        Slide(
            heading="What the assistant does and runs",
            bullets=(
                "The assistant answers PAYE and self-assessment questions in webchat, day and night.",
                "It runs Ledger-8B, our own fine-tune of Llama 3.1 8B trained on 40,000 redacted case notes.",
                "Pilot wave 2 opens to 12,000 taxpayers on 6 April 2027.",
            ),
            notes="Stress that Ledger-8B is ours; the vendor figures are about the hardware.",
        ),
        Slide(
            heading="Why we think the hardware is sized right: MLPerf Inference v6.0, Closed division",
            bullets=(
                "An 8-GPU ASUSTeK ESC8000A server delivered 48,531.3 tokens/s on Llama 3.1 8B in the Server scenario^{1}.",
                "The same server sustained 34,241 tokens/s under the tighter Interactive latency limits^{1}.",
                "Our service standard: a first reply inside 3 seconds for 95% of chats.",
            ),
            footnotes=(
                "^{1} Result 6.0-0004 (ASUSTeK ESC8000A, 8x RTX PRO 6000), Llama 3.1 8B, retrieved from MLCommons.",
            ),
        ),
        Slide(
            heading="Cost per resolved enquiry (from the MLPerf v6.0 Closed Server result)",
            table=Table(
                header=("Measure", "Pilot estimate", "Basis"),
                rows=(
                    (
                        "Compute cost per resolved enquiry",
                        "0.38p",
                        "6.0-0004 Server rate at £41 per server-hour",
                    ),
                    (
                        "Tokens per server-hour at the Server rate",
                        "174.7 million",
                        "6.0-0004 Server rate x 3,600 s",
                    ),
                    ("Hosting list price per 1,000 queries", "£1.90", "framework contract RM6200"),
                ),
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "Figures quoted as published results are MLPerf Inference v6.0 Closed division results retrieved from MLCommons.",
                "Ledger-8B itself has not been benchmarked by MLCommons.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="delivered 48,531.3 tokens/s on Llama 3.1 8B",
            values=(48531.3,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=3,
            match="The same server sustained 34,241 tokens/s",
            values=(34241.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="interactive",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("CROSS-SCENARIO"),
            why="one system's two scenarios listed: disclosure rather than a comparison",
        ),
        ExpectedClaim(
            page=4,
            match="Compute cost per resolved enquiry",
            values=(0.38,),
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL | _f("MODEL-MISMATCH"),
            why="a cost worked out from a llama3.1-8b result for a fine-tune; model mismatch defensible",
        ),
        ExpectedClaim(
            page=4,
            match="Tokens per server-hour at the Server rate",
            values=(174.7, 174_700_000.0),
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH"),
            why="a rate multiplied out over an hour; the benchmark is only implied by the ID",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40,000 redacted case notes", why="training-set size"),
        NonClaim(page=2, match="12,000 taxpayers on 6 April 2027", why="pilot size and date"),
        NonClaim(page=3, match="a first reply inside 3 seconds", why="the customer's own target"),
        NonClaim(page=4, match="£1.90", why="a list price per query, no correctness, no result"),
    ),
)

W367 = DeckSpec(
    name="w367_travel_booking_bot",
    kind="pdf",
    vendor="Corvane Compute",
    workload="interactive",
    slides=(
        Slide(
            title="Skylark Journeys x Corvane Compute",
            subtitle="Booking concierge: capacity and cost proposal, Q3 2027",
        ),
        Slide(
            heading="Your concierge, our model",
            bullets=(
                "Travellers chat with the concierge to rebook flights, around the clock, in 11 languages.",
                "The concierge runs Wayfarer-Mini, a 13B model we distilled from Llama 2 70B and quantised to FP8.",
                "Rebooking peak: 3,400 chats per hour on strike days.",
            ),
        ),
        Slide(
            title="MLPerf Inference v5.1 · Closed division · Llama 2 70B",
            table=Table(
                header=("System", "Scenario", "Tokens/s", "Result"),
                rows=(
                    ("Supermicro AS-8125GS-TNMR2 (8x MI300X)", "Server", "24,593.8", "5.1-0001"),
                    (
                        "Supermicro AS-8125GS-TNMR2 (8x MI300X)",
                        "Interactive",
                        "8,840.42",
                        "5.1-0001",
                    ),
                ),
            ),
        ),
        Slide(
            heading="What that means per accelerator and per booking",
            bullets=(
                "Per MI300X that is 3,074 tokens/s in the Server scenario of MLPerf Inference v5.1 Closed (5.1-0001 divided by 8).",
                "Each successful booking costs ¥2.1 in accelerator time at that rate^{a}.",
            ),
            footnotes=(
                "^{a} Derived from result 5.1-0001 (Server scenario, Closed division, v5.1) at ¥1,150 per server-hour; not an MLPerf metric.",
            ),
        ),
        Slide(
            heading="Commercials",
            bullets=(
                "Platform fee: ¥480,000 per month, billed quarterly.",
                "Overage: ¥0.9 per 1,000 tokens served.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="24,593.8",
            values=(24593.8,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            tolerated=_f("CROSS-SCENARIO"),
            why="one system's two scenarios in one table: disclosure rather than a comparison",
        ),
        ExpectedClaim(
            page=3,
            match="8,840.42",
            values=(8840.42,),
            unit="tokens/s",
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="interactive",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("CROSS-SCENARIO"),
            why="one system's two scenarios in one table: disclosure rather than a comparison",
        ),
        ExpectedClaim(
            page=4,
            match="Per MI300X that is 3,074 tokens/s",
            values=(3074.0,),
            unit="tokens/s",
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH"),
            why="the benchmark is implied only by the result ID",
        ),
        ExpectedClaim(
            page=4,
            match="Each successful booking costs ¥2.1",
            values=(2.1,),
            round="v5.1",
            result_id="5.1-0001",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL | _f("MODEL-MISMATCH"),
            why="a cost per successful booking worked out from a result",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="in 11 languages", why="product fact"),
        NonClaim(page=2, match="3,400 chats per hour", why="the customer's own peak demand"),
        NonClaim(page=5, match="¥480,000 per month", why="service price"),
        NonClaim(
            page=5, match="¥0.9 per 1,000 tokens served", why="a price per token on a price slide"
        ),
    ),
)

W368 = DeckSpec(
    name="w368_imaging_fda_appendix",
    kind="reportlab",
    vendor="Radiant Vision",
    workload="edge",
    slides=(
        Slide(
            title="Appendix F: Compute Platform Evidence",
            bullets=("NodulePath 3, 510(k) premarket submission, Radiant Vision Inc.",),
        ),
        Slide(
            title="F.1 Device context",
            bullets=(
                "NodulePath 3 runs on a workstation beside the CT scanner in each radiology suite; studies never leave the hospital.",
                "Its detector is our own 3D network, trained on 18,400 annotated chest CT studies.",
                "Clinical protocol: a read-out within 30 s of study completion.",
            ),
        ),
        Slide(
            title="F.2 Inference latency: MLPerf Inference v4.1, Closed division, edge suite",
            bullets=(
                "RetinaNet object detection took 4.83 ms per image in the SingleStream scenario on a Dell PowerEdge XR8620t with one NVIDIA L4 (result v4.1-0023).",
                "The same system completed MultiStream queries of eight images in 42.02 ms (v4.1-0023).",
            ),
        ),
        Slide(
            title="F.3 Limitations",
            bullets=(
                "MLPerf measures the reference RetinaNet model, not the NodulePath detector; the figures indicate platform latency only.",
                "Submission reference RV-2027-014, revision C, 14 pages.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="RetinaNet object detection took 4.83 ms per image",
            values=(4.83,),
            unit="ms",
            benchmark="retinanet",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="single_stream",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "QUALITY-BUCKET"),
        ),
        ExpectedClaim(
            page=3,
            match="completed MultiStream queries of eight images in 42.02 ms",
            values=(42.02,),
            unit="ms",
            round="v4.1",
            result_id="v4.1-0023",
            division="closed",
            scenario="multi_stream",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
            tolerated=_f("CROSS-SCENARIO"),
            why="one system's two edge scenarios listed; its benchmark is not in its own text",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="18,400 annotated chest CT studies", why="training-set size"),
        NonClaim(page=2, match="within 30 s of study completion", why="the customer's own target"),
        NonClaim(page=4, match="revision C, 14 pages", why="document metadata"),
    ),
)

W369 = DeckSpec(
    name="w369_legal_research_brochure",
    kind="pptx",
    vendor="Halvorsen Legal Publishing",
    workload="interactive",
    slides=(
        Slide(
            title="Lexicon Research Assistant",
            subtitle="For law-firm knowledge managers · Halvorsen Legal Publishing",
        ),
        Slide(
            heading="Built on Llama 3.1 405B, unmodified",
            bullets=(
                "Associates ask questions in the research pane and get cited answers while they draft.",
                "We serve Meta's Llama 3.1 405B Instruct weights as released, with retrieval over 2.3 million judgments.",
                "Knowledge managers told us they expect an answer within 8 seconds.",
            ),
        ),
        Slide(
            heading="MLPerf Inference v6.0 results, Closed division",
            table=Table(
                header=("Model", "System", "Scenario", "Tokens/s", "Result ID"),
                rows=(
                    (
                        "Llama 3.1 405B",
                        "Cisco UCS C880A M8 (8x B300)",
                        "Server",
                        "1,445.7",
                        "6.0-0010",
                    ),
                    (
                        "Gemma 3 27B citation checker",
                        "Halvorsen lab (8x B300)",
                        "n/a",
                        "4,120",
                        "n/a",
                    ),
                ),
            ),
        ),
        Slide(
            heading="What a signed-off answer costs",
            bullets=(
                "At the Cisco system's Server rate, each accepted answer (one a partner signs off without edits) costs 3.1 cents in compute^{*}.",
                "Subscription: $1,450 per seat per year, unlimited queries.",
            ),
            footnotes=(
                "^{*} Based on result 6.0-0010, MLPerf Inference v6.0 Closed division, Server scenario, at $98 per node-hour.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Cisco UCS C880A M8",
            values=(1445.7,),
            unit="tokens/s",
            benchmark="llama3.1-405b",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            flags=_f(),
            absent=_f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            tolerated=_f("NON-MLPERF-MIX"),
            why="an MLPerf row beside a non-MLPerf model's row",
        ),
        ExpectedClaim(
            page=3,
            match="Gemma 3 27B citation checker",
            values=(4120.0,),
            unit="tokens/s",
            round="v6.0",
            division=None,
            scenario=None,
            flags=_f("NON-MLPERF-MIX"),
            tolerated=_MISSING | _f("UNVERIFIED"),
            why="a model that is no MLPerf benchmark, timed in the vendor's lab, in an MLPerf table",
        ),
        ExpectedClaim(
            page=4,
            match="each accepted answer (one a partner signs off without edits) costs 3.1 cents",
            values=(3.1,),
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL,
            why="a cost per accepted answer worked out from a result",
            absent=_f("MODEL-MISMATCH"),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="2.3 million judgments", why="corpus size"),
        NonClaim(page=2, match="within 8 seconds", why="the customer's own target"),
        NonClaim(page=4, match="$1,450 per seat per year", why="service price"),
    ),
)

W370 = DeckSpec(
    name="w370_telecom_care_scorecard",
    kind="pdf",
    vendor="Northwave Telecom",
    workload="interactive",
    slides=(
        Slide(
            title="Care AI Scorecard, H1 2027",
            subtitle="Northwave Telecom · Customer Care Transformation Office",
        ),
        Slide(
            heading="The care agent",
            bullets=(
                "Our voice and chat care agent answers billing and roaming questions live for 9 million subscribers.",
                "It runs DeepSeek-R1 as published, served on 8-GPU nodes.",
            ),
        ),
        Slide(
            heading="Generation over generation: MLPerf Inference, Closed division",
            table=Table(
                header=(
                    "MLPerf round",
                    "System (8 GPUs each)",
                    "DeepSeek-R1 Server tokens/s",
                    "Result",
                ),
                rows=(
                    ("v5.1", "Dell PowerEdge XE9680L (8x B200)", "13,913.3", "5.1-0024"),
                    ("v6.0", "Cisco UCS C880A M8 (8x B300)", "58,553.3", "6.0-0010"),
                ),
            ),
        ),
        Slide(
            heading="Scorecard",
            table=Table(
                header=("KPI", "H1 2027", "Source"),
                rows=(
                    (
                        "Cost per resolved ticket",
                        "€0.021",
                        "6.0-0010 Server rate, Closed, €310 per node-hour",
                    ),
                    (
                        "Compute price per 1k output tokens",
                        "€0.0015",
                        "6.0-0010 Server rate, Closed, €310 per node-hour",
                    ),
                    ("First-contact resolution", "78%", "care CRM, H1"),
                    ("Average handling time", "3 min 40 s", "care CRM, H1"),
                ),
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE9680L",
            values=(13913.3,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("CROSS-ROUND"),
            absent=_f("CHIP-COUNT", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="Cisco UCS C880A M8",
            values=(58553.3,),
            unit="tokens/s",
            benchmark="deepseek-r1",
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            flags=_f("CROSS-ROUND"),
            absent=_f("CHIP-COUNT", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="Cost per resolved ticket",
            values=(0.021,),
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL,
            why="a cost per resolved ticket worked out from a result",
        ),
        ExpectedClaim(
            page=4,
            match="Compute price per 1k output tokens",
            values=(0.0015,),
            round="v6.0",
            result_id="6.0-0010",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC"),
            absent=_f("QUALITY-BUCKET"),
            tolerated=_f("COST-PER-ANSWER"),
            why="a price per token worked out from a result says nothing about right answers",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="9 million subscribers", why="customer count"),
        NonClaim(page=4, match="First-contact resolution", why="a business KPI from the CRM"),
        NonClaim(page=4, match="Average handling time", why="a business KPI from the CRM"),
    ),
)

W371 = DeckSpec(
    name="w371_audit_assurance_memo",
    kind="pptx",
    vendor="Pembroke Lyle LLP",
    workload="interactive",
    slides=(
        Slide(
            title="AI assurance memo: performance statements in the Castellan Copilot business case",
            subtitle="Pembroke Lyle LLP · Technology Assurance · draft for the audit committee",
        ),
        Slide(
            heading="Scope of our work",
            bullets=(
                "Castellan's underwriting copilot answers relationship managers' questions in real time inside the loan workstation.",
                "The copilot runs Castellan-Distil-8B, distilled in-house from Llama 3.1 405B.",
                "We examined 14 statements in the business case; fieldwork ran from 3 to 21 March 2027.",
            ),
            notes="Partner review: K. Adeyemi. Do not circulate beyond the committee.",
        ),
        Slide(
            heading="Statements as published (MLPerf Inference v5.1, Closed division)",
            table=Table(
                header=("Ref", "Statement in the business case", "Our observation"),
                rows=(
                    (
                        "S1",
                        "Dell XE9680L (8x B200) served 128,787 tokens/s on Llama 3.1 8B, Server scenario, result 5.1-0024",
                        "Agrees to the MLCommons results table",
                    ),
                    (
                        "S2",
                        "16,098 tokens/s per B200 on Llama 3.1 8B, Server scenario (5.1-0024 normalised per accelerator)",
                        "Arithmetic on S1, not a published figure",
                    ),
                    (
                        "S3",
                        "12.4k tokens/s per kW of nameplate power on Llama 3.1 8B, Server scenario (5.1-0024)",
                        "No MLPerf Power measurement was submitted",
                    ),
                    (
                        "S4",
                        "8.2 million tokens/s on Llama 3.1 8B for the planned 512-GPU estate, Server scenario (5.1-0024 x 64)",
                        "Linear projection, never measured",
                    ),
                ),
            ),
        ),
        Slide(
            heading="Other statements (MLPerf Inference v5.1, Closed division, Server scenario)",
            bullets=(
                "The Lenovo ThinkSystem SR680a V3 drew 10,442 W on average while serving 99,159.3 tokens/s on Llama 2 70B, as measured under MLPerf Power (result 5.1-0061).",
                "The business case prices a correctly underwritten answer at 0.07 cents of compute, resting on result 5.1-0024 and a $60 node-hour rate.",
            ),
        ),
        Slide(
            title="Basis of preparation",
            bullets=(
                "Our procedures are a limited-assurance review and do not constitute an audit.",
                "Fees for this engagement were £86,000, agreed in the letter of 2 February 2027.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="served 128,787 tokens/s on Llama 3.1 8B",
            values=(128787.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("DERIVED-METRIC", "SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="16,098 tokens/s per B200",
            values=(16098.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="12.4k tokens/s per kW of nameplate power",
            values=(12.4, 12400.0),
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC", "MODEL-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="for the planned 512-GPU estate",
            values=(8.2, 8_200_000.0, 8_242_368.0),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            flags=_f("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=_f("CHIP-COUNT"),
            why="a projection from 8 GPUs to 512 is a derived figure; a count comparison is arguable",
        ),
        ExpectedClaim(
            page=4,
            match="drew 10,442 W on average while serving 99,159.3 tokens/s",
            values=(99159.3, 10442.0),
            benchmark="llama2-70b",
            round="v5.1",
            result_id="5.1-0061",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("DERIVED-METRIC"),
        ),
        ExpectedClaim(
            page=4,
            match="prices a correctly underwritten answer at 0.07 cents",
            values=(0.07,),
            round="v5.1",
            result_id="5.1-0024",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL | _f("MODEL-MISMATCH"),
            why="a cost per correct answer worked out from a result; its benchmark is only implied",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="We examined 14 statements", why="engagement scope"),
        NonClaim(page=2, match="from 3 to 21 March 2027", why="fieldwork dates"),
        NonClaim(page=5, match="£86,000", why="engagement fee"),
    ),
)

W372 = DeckSpec(
    name="w372_museum_multilingual_guide",
    kind="reportlab",
    vendor="Polyglot Exhibits",
    workload="interactive",
    slides=(
        Slide(
            title="Every visitor, their own language",
            bullets=("A proposal to the Hallam Museum of Art from Polyglot Exhibits Ltd.",),
        ),
        Slide(
            title="How the guide works",
            bullets=(
                "Visitors ask the guide questions on their own phone in the galleries and hear the answer translated while they stand at the work.",
                "The guide listens with EchoTour-ASR, our Whisper Large v3 fine-tuned on 900 hours of gallery talks and quantised to 4 bits.",
                "We support 23 languages at launch and 31 by 2028.",
            ),
        ),
        Slide(
            title="MLPerf Inference v6.0, Closed division: speech recognition",
            bullets=(
                "Whisper ran at 18,338.3 samples/s in the Offline scenario on an eight-GPU ASUSTeK ESC8000A (6.0-0004), close to the 18,889.4 samples/s of a ten-GPU HPE ProLiant DL380a Gen12 (6.0-0044).",
            ),
        ),
        Slide(
            title="What it costs the museum",
            bullets=(
                "That throughput puts an accurately translated gallery minute at EUR 0.004 in compute, based on the Closed 6.0-0004 Offline result.",
                "Licence: EUR 3.50 per visitor-day, capped at EUR 120,000 a year.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Whisper ran at 18,338.3 samples/s in the Offline scenario",
            values=(18338.3, 18889.4),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id=None,
            division="closed",
            scenario="offline",
            flags=_f("CHIP-COUNT", "SCENARIO-MISMATCH", "MODEL-MISMATCH"),
            tolerated=_f("RESULT-ID-MISSING"),
            why="two result IDs in one comparison sentence",
        ),
        ExpectedClaim(
            page=4,
            match="an accurately translated gallery minute at EUR 0.004",
            values=(0.004,),
            round="v6.0",
            result_id="6.0-0004",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL | _f("MODEL-MISMATCH", "SCENARIO-MISMATCH"),
            why="a cost per accurate minute from an Offline result; its benchmark is only implied",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="900 hours of gallery talks", why="training data"),
        NonClaim(page=2, match="23 languages at launch and 31 by 2028", why="roadmap"),
        NonClaim(page=4, match="EUR 3.50 per visitor-day", why="licence price"),
    ),
)

W373 = DeckSpec(
    name="w373_insurer_claims_triage_release",
    kind="pptx",
    vendor="Aurelia Mutual Technology",
    workload="interactive",
    slides=(
        Slide(
            title="ClaimPilot 4 launches with a record MLPerf showing",
            subtitle="Aurelia Mutual Technology · press briefing · for immediate release",
        ),
        Slide(
            heading="What ClaimPilot does",
            bullets=(
                "ClaimPilot gives the adjuster a triage recommendation while the customer is still on the phone.",
                "It runs Aurelia-Triage, a Mixtral 8x7B we fine-tuned on 1.2 million settled claims.",
                "Aurelia employs 2,300 adjusters across 14 countries.",
            ),
        ),
        Slide(
            heading="Headline",
            bullets=(
                "ClaimPilot's serving platform is the fastest in the industry for claims triage.",
                "Our HPE ProLiant DL380a Gen12 platform posted 39,234.1 tokens/s on Mixtral 8x7B in the MLPerf Inference v6.0 Server scenario, Closed division, result 6.0-0044.",
                "Each settled claim now costs 11 cents of compute at that Server rate^{2}.",
                "Claims handlers' manual first pass costs $4.20 per file today.",
            ),
            footnotes=(
                "^{2} Result 6.0-0044, MLPerf Inference v6.0 Closed division, Server scenario; HPE list price of $52 per server-hour.",
            ),
        ),
        Slide(
            heading="Proof points",
            bullets=(
                "Number one on Mixtral 8x7B among PCIe systems in MLPerf Inference v6.0, Closed division, Server scenario.",
                "The same platform reached 41,242.4 tokens/s Offline (6.0-0044).",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="the fastest in the industry for claims triage",
            flags=_f("RANK-CLAIM") | _MISSING,
            tolerated=_f("MODEL-MISMATCH"),
            why="a rank over the whole field in a deck that presents MLPerf results",
        ),
        ExpectedClaim(
            page=3,
            match="posted 39,234.1 tokens/s on Mixtral 8x7B",
            values=(39234.1,),
            unit="tokens/s",
            benchmark="mixtral-8x7b",
            round="v6.0",
            result_id="6.0-0044",
            division="closed",
            scenario="server",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "RANK-CLAIM"),
        ),
        ExpectedClaim(
            page=3,
            match="Each settled claim now costs 11 cents of compute",
            values=(11.0, 0.11),
            round="v6.0",
            result_id="6.0-0044",
            division="closed",
            scenario="server",
            bucket="quality",
            flags=_f("COST-PER-ANSWER"),
            tolerated=_COST_TOL | _f("MODEL-MISMATCH"),
            why="a cost per settled claim worked out from a result",
        ),
        ExpectedClaim(
            page=4,
            match="Number one on Mixtral 8x7B among PCIe systems",
            benchmark="mixtral-8x7b",
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_f("RESULT-ID-MISSING"),
            tolerated=_f("RANK-CLAIM", "MODEL-MISMATCH"),
            why="rank words that come with benchmark, scenario and division",
        ),
        ExpectedClaim(
            page=4,
            match="The same platform reached 41,242.4 tokens/s Offline",
            values=(41242.4,),
            unit="tokens/s",
            round="v6.0",
            result_id="6.0-0044",
            division="unstated",
            scenario="offline",
            flags=_f("DIVISION-MISSING", "SCENARIO-MISMATCH"),
            tolerated=_f("MODEL-MISMATCH", "CROSS-SCENARIO"),
            why="a follow-on naming no benchmark of its own; siblings lend no labels",
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="1.2 million settled claims", why="training data"),
        NonClaim(page=2, match="2,300 adjusters across 14 countries", why="headcount"),
        NonClaim(page=3, match="$4.20 per file", why="today's manual cost, no result"),
    ),
)

W374 = DeckSpec(
    name="w374_bank_rfp_scorecard",
    kind="pdf",
    vendor="Tessaline Systems",
    workload="batch",
    slides=(
        Slide(
            title="Accelerator RFP 2027-11: evaluation scorecard",
            subtitle="Meridian Bank Group Procurement · respondent: Tessaline Systems",
        ),
        Slide(
            heading="The workload we are buying for",
            bullets=(
                "Every night we rescore 40 million card transactions for fraud before the 06:00 settlement file is cut.",
                "The scoring model is FraudLens, our in-house recommender-style network.",
            ),
        ),
        Slide(
            heading="Respondent evidence: MLPerf Inference v6.0, Closed division, Offline scenario",
            table=Table(
                header=("Benchmark", "System", "Samples/s", "Result"),
                rows=(
                    ("DLRM v3", "NVIDIA DGX B200 (8x B200)", "10,447.3", "6.0-0040"),
                    ("Whisper", "NVIDIA DGX B200 (8x B200)", "49,327.2", "6.0-0040"),
                ),
            ),
        ),
        Slide(
            heading="Scoring normalisation (respondent-supplied)",
            bullets=(
                "Averaged across the two benchmarks, the DGX B200 delivers 29,887 samples/s (6.0-0040, Offline, Closed, v6.0).",
                "Normalised to list price, that is 71 samples/s per $1,000 of system cost^{†}.",
                "Nightly capacity: 376 million DLRM v3 samples from one DGX B200 (6.0-0040 Closed Offline rate x 10 hours).",
                "Payment terms: net 60, with support at $38,000 a year.",
            ),
            footnotes=(
                "^{†} 6.0-0040, MLPerf Inference v6.0 Closed division, Offline scenario, at the $420,000 list price in the response.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="10,447.3",
            values=(10447.3,),
            unit="samples/s",
            benchmark="dlrm-v3",
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH", "CROSS-SCENARIO"),
        ),
        ExpectedClaim(
            page=3,
            match="49,327.2",
            values=(49327.2,),
            unit="samples/s",
            benchmark="whisper",
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=_f("MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="Averaged across the two benchmarks",
            values=(29887.0,),
            unit="samples/s",
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH"),
            why="an average of two benchmarks' results; no single benchmark",
        ),
        ExpectedClaim(
            page=4,
            match="71 samples/s per $1,000 of system cost",
            values=(71.0,),
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC"),
            tolerated=_f("MODEL-MISMATCH", "COST-PER-ANSWER"),
            why="throughput per dollar: a derived figure; no benchmark of its own",
        ),
        ExpectedClaim(
            page=4,
            match="376 million DLRM v3 samples",
            values=(376.0, 376_000_000.0),
            benchmark="dlrm-v3",
            round="v6.0",
            result_id="6.0-0040",
            division="closed",
            scenario="offline",
            flags=_f("DERIVED-METRIC", "MODEL-MISMATCH"),
            absent=_f("SCENARIO-MISMATCH"),
        ),
    ),
    non_claims=(
        NonClaim(page=2, match="40 million card transactions", why="the customer's volume"),
        NonClaim(page=4, match="support at $38,000 a year", why="price"),
    ),
)

VOICE_DECKS_22: tuple[DeckSpec, ...] = (W366, W367, W368, W369, W370, W371, W372, W373, W374)
