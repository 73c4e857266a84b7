"""Fresh-part decks w441-w455, written blind to the rules by helper h15w27.

Voices: a hospital trust's imaging-AI evaluation panel paper, a regional broadcaster's live
subtitling shortlist, an insurer's vendor due-diligence memo, a GPU-cloud reseller's capacity
catalogue, a growers' co-operative's sprayer-camera supplier review, and more below. Figures
quoted as published results come from /work/shared/reference (MLPerf Inference v4.1, v5.1 and
v6.0); every other vendor, product and figure is invented.
"""

from __future__ import annotations

from tests.corpus.schema import Chart, DeckSpec, ExpectedClaim, NonClaim, Slide, Table


def _codes(*codes: str) -> frozenset[str]:
    return frozenset(codes)


# w441: a hospital trust's evaluation panel paper for kidney-CT segmentation. The buyer's use is
# said only through a deadline and a volume (studies queued in the evening, ready for the morning
# board): batch. Evidence in a table under a heading text box that names round, division and
# scenario; derived figures bound to a footnote; a cost per study worked out from a result.
W441 = DeckSpec(
    name="w441",
    kind="pptx",
    vendor="Northfold Health Trust",
    workload="batch",
    slides=(
        Slide(
            title="Kidney-CT segmentation platform: evaluation panel paper",
            subtitle="Northfold Health Trust · Imaging Informatics · Tender NHT-2026-114\n"
            "Prepared for the Capital Investment Committee, 12 March 2026",
        ),
        Slide(
            heading="What the service has to do",
            bullets=(
                "Studies queued by 19:00 must come back segmented before the 07:30 tumour board",
                "About 1,400 abdominal CT volumes a night across our five sites",
                "Radiographers never wait on the tool: it starts after the last list closes",
            ),
            notes="Daytime reporting stays on the existing workstation software.",
        ),
        Slide(
            heading="Bidder evidence · MLPerf Inference v4.1 · Closed division · Offline scenario",
            bullets=(
                "Bidder A's eight-GPU server segments 5.6x as many volumes per second as "
                "Bidder B's two-GPU box",
                "Both bids cleared the 3D U-Net 99% accuracy target, so no kidney outline will "
                "need a radiologist's correction",
            ),
            table=Table(
                header=("Bidder system", "Accelerators", "3D U-Net (samples/s)", "Result ID"),
                rows=(
                    ("A: Supermicro AS-4125GS-TNHR2-LCC", "8 x H100-SXM", "52.30", "4.1-0060"),
                    ("B: Dell PowerEdge R760", "2 x H100-PCIe", "9.31", "4.1-0014"),
                    ("Reference: Quanta GH200 node", "1 x GH200", "6.78", "4.1-0057"),
                ),
            ),
        ),
        Slide(
            title="Panel working: normalised figures",
            bullets=(
                "Per accelerator the gap narrows: 6.5 volumes/s on each SXM card against 4.7 "
                "on each PCIe card^{1}",
                "Flat out, Bidder A would clear a night's 1,400 studies in about 27 seconds^{1}",
                "Against nameplate power Bidder A delivers 5.1 volumes/s per kilowatt and "
                "Bidder B 6.2^{1}",
                "Neither bidder submitted power results; nameplate ratings are 10.2 kW and 1.5 kW.",
            ),
            footnotes=(
                "^{1} Panel arithmetic on results 4.1-0060 (Bidder A) and 4.1-0014 (Bidder B), "
                "MLPerf Inference v4.1, Closed division, Offline scenario.",
            ),
        ),
        Slide(
            title="Commercials and whole-life cost",
            bullets=(
                "Bidder A: £412,000 list, five years' support included",
                "Bidder B: £138,500 list, support billed at £21,000 a year",
                "Run flat out at its benchmark rate, Bidder A's server works out at 0.005p per "
                "segmented study over five years^{2}",
                "Installation window: August 2026, after the winter pressures period",
            ),
            footnotes=(
                "^{2} From result 4.1-0060 (MLPerf Inference v4.1, Closed division, Offline "
                "scenario) and the five-year list price, 24 hours a day.",
            ),
            notes="The panel leans to Bidder B on whole-life cost; the night window is ample.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Supermicro AS-4125GS-TNHR2-LCC",
            values=(52.30, 52.298),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="4.1-0060",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH", "ROUND-MISSING", "DIVISION-MISSING"),
            why="8, 2 and 1 accelerators set side by side in one bidder table",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge R760",
            values=(9.31, 9.31163),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="4.1-0014",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISSING"),
        ),
        ExpectedClaim(
            page=3,
            match="Quanta GH200 node",
            values=(6.78, 6.77957),
            unit="samples/s",
            benchmark="3d-unet",
            round="v4.1",
            result_id="4.1-0057",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=3,
            match="segments 5.6x as many volumes per second",
            values=(5.6,),
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT"),
            tolerated=_codes("RESULT-ID-MISSING"),
            why="eight GPUs against two, counts written as words; the IDs sit in the table",
        ),
        ExpectedClaim(
            page=3,
            match="so no kidney outline will need a radiologist's correction",
            values=(99.0,),
            benchmark="3d-unet",
            round="v4.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_codes("GATE-AS-GRADE"),
            tolerated=_codes("QUALITY-BUCKET", "RESULT-ID-MISSING"),
            why="the pass/fail target sold as a promise about every outline",
        ),
        ExpectedClaim(
            page=4,
            match="6.5 volumes/s on each SXM card",
            values=(6.5, 4.7),
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT"),
            why="per-accelerator figures of an 8-GPU and a 2-GPU system",
        ),
        ExpectedClaim(
            page=4,
            match="in about 27 seconds",
            values=(27.0,),
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            why="a rate turned into a time for the night's volume",
        ),
        ExpectedClaim(
            page=4,
            match="5.1 volumes/s per kilowatt",
            values=(5.1, 6.2),
            round="v4.1",
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC"),
            tolerated=_codes("CHIP-COUNT"),
            why="perf per watt from nameplate ratings, no MLPerf Power result",
        ),
        ExpectedClaim(
            page=5,
            match="works out at 0.005p per segmented study",
            values=(0.005,),
            round="v4.1",
            result_id="4.1-0060",
            division="closed",
            scenario="offline",
            flags=_codes("COST-PER-ANSWER"),
            tolerated=_codes("DERIVED-METRIC", "QUALITY-BUCKET"),
            why="a price per unit of the trust's own work drawn from a result",
        ),
    ),
    non_claims=(
        NonClaim(2, "About 1,400 abdominal CT volumes a night", "the trust's volume"),
        NonClaim(2, "before the 07:30 tumour board", "the trust's deadline"),
        NonClaim(1, "12 March 2026", "a date"),
        NonClaim(4, "nameplate ratings are 10.2 kW and 1.5 kW", "rated power, no result"),
        NonClaim(5, "£412,000 list", "a price"),
        NonClaim(5, "support billed at £21,000 a year", "a price"),
        NonClaim(5, "Installation window: August 2026", "a date"),
    ),
)

# w442: a regional broadcaster's live-subtitling shortlist. The buyer's use is said plainly
# (subtitles produced as the words are spoken, on air): interactive. Evidence is a chart whose
# title names the scenario (Offline) and whose categories carry result IDs; a deck-level
# disclosure slide names round and division for every result.
W442 = DeckSpec(
    name="w442",
    kind="pdf",
    vendor="Westmoor Broadcasting",
    workload="interactive",
    slides=(
        Slide(
            title="Live subtitling engine: supplier shortlist",
            subtitle="Westmoor Broadcasting Ltd · Access Services\nBoard pack item 7 · 3 June 2026",
        ),
        Slide(
            title="What we are buying",
            bullets=(
                "Live subtitles for news, sport and parliament coverage, produced as the words "
                "are spoken and shown to viewers on air",
                "Our access target: captions on screen within 4 seconds of speech",
                "Roughly 19 hours of live output a day across three channels",
            ),
        ),
        Slide(
            title="Shortlisted hardware: speech recognition results",
            chart=Chart(
                title="Whisper, Offline scenario (samples/s)",
                categories=(
                    "Lenovo 8x B200 (5.1-0062)",
                    "Dell 8x H200 (5.1-0025)",
                    "GATE 1x RTX 4090 (5.1-0039)",
                ),
                series=(("Samples/s", (44365.8, 34014.3, 135.977)),),
                value_axis_title="Samples per second",
                kind="bar",
                height_in=4.6,
            ),
        ),
        Slide(
            title="What the numbers mean for us",
            bullets=(
                "On the same Whisper test the Lenovo machine gets through 326 times as much "
                "audio per second as the single RTX 4090^{1}",
                "Every shortlisted system passed Whisper's 99% accuracy target^{2}, proof that "
                "our subtitles will be word-perfect for the viewers who depend on them",
                "Current subtitling contract ends 31 March 2027",
            ),
            footnotes=(
                "^{1} Whisper, Offline scenario: 5.1-0062 against 5.1-0039.",
                "^{2} The word-accuracy target every Whisper result must meet, Offline scenario.",
            ),
        ),
        Slide(
            title="Disclosures",
            bullets=(
                "All results in this pack: MLPerf Inference v5.1, Closed division, retrieved "
                "from MLCommons on 20 May 2026.",
                "MLPerf is a trademark of MLCommons Association.",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Lenovo 8x B200",
            values=(44365.8, 44366.0),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0062",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISMATCH"),
            why="Offline throughput for live subtitling; 8 GPUs charted beside 1",
        ),
        ExpectedClaim(
            page=3,
            match="Dell 8x H200",
            values=(34014.3, 34014.0),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0025",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="GATE 1x RTX 4090",
            values=(135.977, 136.0),
            unit="samples/s",
            benchmark="whisper",
            round="v5.1",
            result_id="5.1-0039",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=4,
            match="326 times as much audio per second",
            values=(326.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISMATCH"),
            absent=_codes("ROUND-MISSING", "DIVISION-MISSING"),
            why="eight B200s against one RTX 4090; round and division from the disclosure slide",
        ),
        ExpectedClaim(
            page=4,
            match="our subtitles will be word-perfect",
            values=(99.0,),
            benchmark="whisper",
            round="v5.1",
            division="closed",
            scenario="offline",
            bucket="quality",
            flags=_codes("GATE-AS-GRADE"),
            tolerated=_codes("QUALITY-BUCKET", "RESULT-ID-MISSING", "SCENARIO-MISMATCH"),
            why="the accuracy gate sold as word-perfect subtitles",
        ),
    ),
    non_claims=(
        NonClaim(2, "within 4 seconds of speech", "the broadcaster's own target"),
        NonClaim(2, "Roughly 19 hours of live output a day", "the broadcaster's volume"),
        NonClaim(4, "contract ends 31 March 2027", "a date"),
        NonClaim(5, "retrieved from MLCommons on 20 May 2026", "a date"),
    ),
)

# w443: an insurer's due-diligence memo on a summarisation vendor that runs its own fine-tune of
# Llama 3.1 8B. Use said through a deadline (files read overnight for the morning shift): batch.
# Drawn with reportlab (markers set inline as digits).
W443 = DeckSpec(
    name="w443",
    kind="reportlab",
    vendor="Harrowgate Mutual",
    workload="batch",
    slides=(
        Slide(
            title="Summarisation vendor: due-diligence memo",
            subtitle="Harrowgate Mutual · Claims Operations · Vendor Risk\nDraft 2, for the "
            "Outsourcing Committee",
        ),
        Slide(
            title="How Ledgerline would handle our claims",
            bullets=(
                "Claim files received during the day are summarised overnight, ready for the "
                "08:00 handler shift",
                "Ledgerline runs its own model, Ledgerline-Summ, a fine-tune of Llama 3.1 8B "
                "trained on insurance correspondence",
                "Volume: 62,000 documents a week, peaking at 15,000 a day after storms",
            ),
        ),
        Slide(
            title="Evidence offered: MLPerf Inference v5.1",
            heading="Closed division · Offline scenario · Llama 3.1 8B benchmark",
            bullets=("On the larger box that is 17,632 tokens/s for each B200",),
            table=Table(
                header=("Submitted system", "GPUs", "Tokens/s", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE8640 (vLLM)", "1 x H100", "5,777", "5.1-0083"),
                    ("Supermicro SYS-422GS-NBRT-LCC", "8 x B200", "141,056", "5.1-0088"),
                ),
            ),
        ),
        Slide(
            title="Cost per claim file",
            bullets=(
                "Priced off the H100 result, Ledgerline quotes £0.0031 per summarised claim "
                "file^{1}",
                "Ledgerline's list rate: £2.40 per GPU-hour, billed monthly",
                "Exit clause: 90 days' notice, data returned within 30 days",
            ),
            footnotes=(
                "^{1} Derived from MLPerf Inference v5.1 result 5.1-0083, Closed division, "
                "Offline scenario, at the list GPU-hour rate.",
            ),
        ),
        Slide(
            title="Committee view",
            bullets=(
                "The benchmark model is not the model Ledgerline would run for us",
                "Ask for a trial on 2,000 of our own anonymised files before signing",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE8640 (vLLM)",
            values=(5777.0, 5777.08),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0083",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=_codes("SCENARIO-MISMATCH"),
            why="1 and 8 GPUs tabled together; the vendor deploys its own fine-tune",
        ),
        ExpectedClaim(
            page=3,
            match="Supermicro SYS-422GS-NBRT-LCC",
            values=(141056.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            result_id="5.1-0088",
            division="closed",
            scenario="offline",
            flags=_codes("CHIP-COUNT", "MODEL-MISMATCH"),
            absent=_codes("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="17,632 tokens/s for each B200",
            values=(17632.0,),
            unit="tokens/s",
            benchmark="llama3.1-8b",
            round="v5.1",
            division="closed",
            scenario="offline",
            flags=_codes("DERIVED-METRIC", "MODEL-MISMATCH"),
            tolerated=_codes("RESULT-ID-MISSING", "CHIP-COUNT"),
            why="one system's result divided by its eight GPUs",
        ),
        ExpectedClaim(
            page=4,
            match="Ledgerline quotes £0.0031 per summarised claim",
            values=(0.0031,),
            round="v5.1",
            result_id="5.1-0083",
            division="closed",
            scenario="offline",
            flags=_codes("COST-PER-ANSWER"),
            tolerated=_codes("DERIVED-METRIC", "QUALITY-BUCKET", "MODEL-MISMATCH"),
            why="a price per claim file worked out from a result",
        ),
    ),
    non_claims=(
        NonClaim(2, "62,000 documents a week", "the insurer's volume"),
        NonClaim(2, "ready for the 08:00 handler shift", "the insurer's deadline"),
        NonClaim(4, "£2.40 per GPU-hour", "a list price"),
        NonClaim(4, "90 days' notice", "contract terms"),
        NonClaim(5, "a trial on 2,000 of our own anonymised files", "a request"),
    ),
)

# w444: a GPU-cloud reseller's capacity catalogue. The title slide carries a deck-level
# statement of round and division; rack against board comparisons; prices per token worked out
# from results; others' uses only (the buyer's own use is never stated).
W444 = DeckSpec(
    name="w444",
    kind="pptx",
    vendor="Cumulus Racks",
    workload="unstated",
    slides=(
        Slide(
            title="Cumulus Racks capacity catalogue",
            subtitle="Reserved GPU capacity · price sheet effective 1 July 2026\n"
            "All benchmark figures: MLPerf Inference v6.0, Closed division",
        ),
        Slide(
            title="Rack-scale or board-scale?",
            bullets=("One NVL72 rack does the serving work of twelve and a half eight-GPU boards",),
            table=Table(
                header=(
                    "Configuration we resell",
                    "GPUs",
                    "GPT-OSS-120B Server tokens/s",
                    "Result",
                ),
                rows=(
                    ("Nebius GB300 NVL72 rack", "72", "1,096,770", "6.0-0081"),
                    ("Nebius B200 n1 board", "8", "87,444", "6.0-0083"),
                ),
            ),
        ),
        Slide(
            title="Price per million tokens",
            bullets=(
                "NVL72 reserved: $38.00 per GPU-hour on a 36-month term",
                "B200 board reserved: $4.10 per GPU-hour on a 12-month term",
                "At its MLPerf Server rate the NVL72 rack works out at $0.69 per million "
                "output tokens",
                "The same arithmetic puts the B200 board at $0.10 per million output tokens",
            ),
        ),
        Slide(
            title="Who books what",
            bullets=(
                "A payments firm runs its customer chat assistant on 2 reserved racks",
                "A genomics lab books B200 boards for weekend batch jobs",
                "No other reseller lists a faster MLPerf rack",
            ),
            notes="Quote the rack price only with the 36-month term.",
        ),
    ),
    claims=(
        ExpectedClaim(
            page=2,
            match="Nebius GB300 NVL72 rack",
            values=(1096770.0,),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0081",
            division="closed",
            scenario="server",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("ROUND-MISSING", "DIVISION-MISSING"),
            why="72 GPUs against 8 in one table; round and division from the title slide",
        ),
        ExpectedClaim(
            page=2,
            match="Nebius B200 n1 board",
            values=(87444.0, 87444.2),
            unit="tokens/s",
            benchmark="gpt-oss-120b",
            round="v6.0",
            result_id="6.0-0083",
            division="closed",
            scenario="server",
            flags=_codes("CHIP-COUNT"),
        ),
        ExpectedClaim(
            page=2,
            match="does the serving work of twelve and a half eight-GPU boards",
            values=(12.5,),
            round="v6.0",
            division="closed",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISSING"),
            tolerated=_codes("RESULT-ID-MISSING"),
            why="an NVL72 (72 GPUs) set against 8-GPU boards; the table header labels rows only",
        ),
        ExpectedClaim(
            page=3,
            match="works out at $0.69 per million",
            values=(0.69,),
            round="v6.0",
            division="closed",
            scenario="server",
            flags=_codes("DERIVED-METRIC", "RESULT-ID-MISSING"),
            tolerated=_codes("COST-PER-ANSWER"),
            why="a price per token worked out from a Server result",
        ),
        ExpectedClaim(
            page=3,
            match="puts the B200 board at $0.10 per million",
            values=(0.10,),
            round="v6.0",
            division="closed",
            flags=_codes("DERIVED-METRIC", "RESULT-ID-MISSING", "SCENARIO-MISSING"),
            tolerated=_codes("COST-PER-ANSWER"),
            why="a follow-on: 'the same arithmetic' lends it no scenario",
        ),
        ExpectedClaim(
            page=4,
            match="No other reseller lists a faster MLPerf rack",
            round="v6.0",
            division="closed",
            flags=_codes("RANK-CLAIM", "SCENARIO-MISSING", "RESULT-ID-MISSING"),
            why="a field-wide rank with no benchmark or scenario",
        ),
    ),
    non_claims=(
        NonClaim(1, "effective 1 July 2026", "a date"),
        NonClaim(3, "$38.00 per GPU-hour", "a list price"),
        NonClaim(3, "$4.10 per GPU-hour", "a list price"),
        NonClaim(4, "on 2 reserved racks", "a customer count"),
    ),
)

# w445: a growers' co-operative's review of boom-mounted weed cameras. The use is said only
# indirectly (each camera decides on its own, in fields with no signal): edge. A heading text box
# carries round, division and benchmark; the scenario sits in the table header; the vendor's own
# unit is disclosed as unverified, its projected successor is not.
W445 = DeckSpec(
    name="w445",
    kind="pdf",
    vendor="Fenland Growers Co-operative",
    workload="edge",
    slides=(
        Slide(
            title="Weed-spotting cameras for the sprayer fleet",
            subtitle="Fenland Growers Co-operative · Machinery Committee\n"
            "Supplier review for the 2027 season",
        ),
        Slide(
            title="Where the cameras work",
            bullets=(
                "Each camera rides on a sprayer boom and decides, plant by plant, whether to "
                "open its nozzle",
                "Fields on the fen edge have no mobile signal, so nothing can be sent away to "
                "be checked",
                "Boom speed up to 12 km/h; 48 cameras on a 24 m boom",
            ),
        ),
        Slide(
            heading="Detection evidence: MLPerf Inference v6.0, Closed division, YOLO",
            bullets=(
                "The eight-card L40S machine answers 86 times faster than the single-chip "
                "Dell Pro Max",
            ),
            table=Table(
                header=("System", "Accelerators", "SingleStream latency (ms)", "Result ID"),
                rows=(
                    ("Dell PowerEdge XE7745 (L40S)", "8 x L40S", "7.12", "6.0-0029"),
                    ("Dell PowerEdge XE7745 (L4)", "16 x L4", "10.55", "6.0-0030"),
                    ("Dell Pro Max", "1 x GB10", "611.93", "6.0-0028"),
                ),
            ),
        ),
        Slide(
            title="Our supplier's own unit, BoomEye",
            bullets=(
                "BoomEye-2 (unverified): 14.8 ms per frame on the v6.0 YOLO test, SingleStream, "
                "Closed-division rules, run in the supplier's workshop",
                "The supplier projects BoomEye-3 at 9 ms per frame on the same test",
                "BoomEye-3 ships in spring 2028 at £2,950 per camera",
            ),
            footnote="Result not verified by MLCommons Association.",
        ),
        Slide(
            title="Context the committee asked for",
            bullets=(
                "For scale, RetinaNet on an eight-GPU H200 server handles 13,603 queries/s in "
                "the MLPerf v5.1 Server scenario (5.1-0048)",
                "Edge detection has not simply got faster: Lenovo's two-L40S ThinkEdge posted "
                "1.81 ms RetinaNet SingleStream in v4.1 (v4.1-0041), against 8.50 ms for the "
                "single-GPU ThinkEdge SE100 in v5.1 (5.1-0064)",
                "Trial season: 6 booms on 1,100 hectares from April",
            ),
        ),
    ),
    claims=(
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7745 (L40S)",
            values=(7.12, 7.124808),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0029",
            division="closed",
            scenario="single_stream",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH", "SCENARIO-MISSING"),
            why="8, 16 and 1 accelerators in one table; SingleStream fits a camera on a boom",
        ),
        ExpectedClaim(
            page=3,
            match="Dell PowerEdge XE7745 (L4)",
            values=(10.55, 10.54864),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0030",
            division="closed",
            scenario="single_stream",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="1 x GB10",
            values=(611.93, 611.926848),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            result_id="6.0-0028",
            division="closed",
            scenario="single_stream",
            flags=_codes("CHIP-COUNT"),
            absent=_codes("SCENARIO-MISMATCH"),
        ),
        ExpectedClaim(
            page=3,
            match="answers 86 times faster",
            values=(86.0,),
            benchmark="yolo",
            round="v6.0",
            division="closed",
            flags=_codes("CHIP-COUNT", "SCENARIO-MISSING"),
            tolerated=_codes("RESULT-ID-MISSING"),
            why="eight cards against one chip; the scenario is only in the table header",
        ),
        ExpectedClaim(
            page=4,
            match="BoomEye-2 (unverified): 14.8 ms per frame",
            values=(14.8,),
            unit="ms",
            benchmark="yolo",
            round="v6.0",
            division="closed",
            scenario="single_stream",
            absent=_codes("UNVERIFIED", "SCENARIO-MISMATCH"),
            tolerated=_codes("RESULT-ID-MISSING"),
            why="the word and the statement are both there",
        ),
        ExpectedClaim(
            page=4,
            match="projects BoomEye-3 at 9 ms per frame",
            values=(9.0,),
            unit="ms",
            flags=_codes(
                "UNVERIFIED",
                "DERIVED-METRIC",
                "SCENARIO-MISSING",
                "ROUND-MISSING",
                "DIVISION-MISSING",
            ),
            tolerated=_codes("RESULT-ID-MISSING"),
            why="a projection of the supplier's own product; 'the same test' lends nothing",
        ),
        ExpectedClaim(
            page=5,
            match="handles 13,603 queries/s",
            values=(13603.0, 13603.3),
            unit="queries/s",
            benchmark="retinanet",
            round="v5.1",
            result_id="5.1-0048",
            scenario="server",
            flags=_codes("SCENARIO-MISMATCH", "DIVISION-MISSING"),
            why="a Server result in a deck whose cameras each answer their own stream",
        ),
        ExpectedClaim(
            page=5,
            match="1.81 ms RetinaNet SingleStream in v4.1",
            values=(1.81, 8.50),
            unit="ms",
            benchmark="retinanet",
            scenario="single_stream",
            flags=_codes("CROSS-ROUND", "CHIP-COUNT", "DIVISION-MISSING"),
            absent=_codes("SCENARIO-MISMATCH"),
            why="v4.1 against v5.1, two GPUs against one",
        ),
    ),
    non_claims=(
        NonClaim(2, "48 cameras on a 24 m boom", "fleet size"),
        NonClaim(2, "up to 12 km/h", "boom speed"),
        NonClaim(4, "£2,950 per camera", "a price"),
        NonClaim(5, "6 booms on 1,100 hectares", "trial size"),
    ),
)

VOICE_DECKS_27: tuple[DeckSpec, ...] = (W441, W442, W443, W444, W445)
