"""A figure that is another figure of the deck divided by a count of accelerators or systems its
sentence names, or multiplied by a count of systems, is derived whatever its words; a published
result (its own result ID) and a system's figure that is a per-GPU figure times its GPUs are not."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.checks import arithmetic
from auditor.labels.signals import chip_counts
from auditor.models import ClaimAudit, DeckReport
from extractors import Claim, ClaimContext, Location, Metric, find_metrics
from tests.corpus.build import write_pptx
from tests.corpus.schema import DeckSpec, Slide
from tests.deadline import deadline

OPTIONS = AuditOptions(use_default_results_db=False, replay=False)
HEADING = "MLPerf Inference v6.0 · Closed division · Llama 2 70B · Offline"


def _audit(path: Path, *bullets: str) -> DeckReport:
    slide = Slide(heading=HEADING, bullets=bullets)
    write_pptx(DeckSpec(path.stem, "pptx", "Orrin Systems", (slide,), "unstated"), path)
    return audit_deck(path, OPTIONS)


def _codes(report: DeckReport, needle: str) -> set[str]:
    claim = next(c for c in report.claims if needle in c.text)
    return {f.code for f in claim.flags}


def test_a_result_shared_out_over_its_gpus_is_derived(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "split.pptx",
        "The Orrin R72 rack served 400,320 tokens/s (6.0-0301).",
        "Spread across its 72 GPUs, that is 5,560 tokens/s each.",
    )
    assert "DERIVED-METRIC" in _codes(report, "Spread across")
    assert "DERIVED-METRIC" not in _codes(report, "The Orrin R72 rack")


def test_a_result_multiplied_out_over_systems_is_derived(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "fleet.pptx",
        "One Orrin R8 server posts 31,000 tokens/s (6.0-0302).",
        "A fleet of nine Orrin R8 servers gives 279,000 tokens/s.",
    )
    assert "DERIVED-METRIC" in _codes(report, "A fleet of nine")


def test_a_systems_figure_that_is_its_gpus_times_a_per_gpu_figure_is_not(tmp_path: Path) -> None:
    report = _audit(
        tmp_path / "gpus.pptx",
        "Orrin's single card reached 31,000 tokens/s (6.0-0304).",
        "The Vance V8 with 8 GPUs reached 248,000 tokens/s on the same benchmark.",
    )
    assert "DERIVED-METRIC" not in _codes(report, "The Vance V8")


def test_the_count_patterns_are_linear_on_hostile_text() -> None:
    with deadline(5, "a count pattern backtracked"):
        for hostile in ("12 " + "a " * 9000, "12-" + "a-" * 9000, "1 " * 10000, "x" * 20000):
            list(arithmetic._SYSTEMS.finditer(hostile))
            list(arithmetic._ACCELERATORS.finditer(hostile))


def _claim(page: int, text: str, number: int = 1) -> ClaimAudit:
    found = find_metrics(text)[0]
    metric = Metric(value=found.value, unit=found.unit, raw=found.raw)
    claim = Claim(
        id=f"p{page}-{number}",
        page=page,
        text=text,
        location=Location(page=page),
        metric=metric,
        context=ClaimContext(),
    )
    return ClaimAudit.from_claim(claim)


def _worked(*claims: ClaimAudit) -> dict[str, str]:
    """The claims the check flags, by text, with how it says each figure was worked out."""
    by_id = {c.id: c.text for c in claims}
    return {
        by_id[cid]: flags[0].details["worked_out"]
        for cid, flags in arithmetic.arithmetic_flags(list(claims)).items()
    }


def _within(seconds: int, run: Callable[[], object]) -> None:
    with deadline(seconds, "the check took too long"):
        run()


def test_a_count_of_zero_does_not_stop_the_audit(tmp_path: Path) -> None:
    for number, sentence in enumerate(
        (
            "Our cluster on 0 H100s posts 5,000 tokens/s.",
            "Using 0 of the 8 GPUs, each box posts 5,000 tokens/s.",
        )
    ):
        report = _audit(
            tmp_path / f"zero{number}.pptx", "The Orrin R8 served 40,000 tokens/s.", sentence
        )
        assert len(report.claims) == 2
        assert "UNREADABLE" not in {f.code for f in report.deck_flags}
    assert 0 not in chip_counts("Our cluster on 0 H100s posts 5,000 tokens/s.")
    assert 0 not in chip_counts("Using 0 of the 8 GPUs, the box posts 5,000 tokens/s.")
    assert 0 not in chip_counts("The 0x8 H100 and the NVL0 rack and H100 x0")


def test_a_hyphen_run_after_a_count_is_read_in_linear_time() -> None:
    hostile = "8 " + "-" * 20000 + " GPUs 5,000 tokens/s."
    for pattern in (arithmetic._SYSTEMS, arithmetic._ACCELERATORS):
        _within(2, lambda p=pattern: list(p.finditer("8" + "-" * 20000)))
        _within(2, lambda p=pattern: list(p.finditer(hostile)))
        _within(2, lambda p=pattern: list(p.finditer("8 " + "a-" * 10000 + " nodes")))
        _within(2, lambda p=pattern: list(p.finditer("8 " + "a." * 10000 + " nodes")))
        _within(2, lambda p=pattern: list(p.finditer("8 x " * 5000 + "twenty-" * 3000)))
    _within(2, lambda: list(arithmetic._PER_UNIT.finditer("per " * 5000 + "normalised " * 3000)))


def test_a_figure_that_is_not_per_unit_is_not_a_share() -> None:
    """'The 8-GPU system' describes the system; its figure is not one GPU's."""
    base = _claim(1, "The Orrin R72 rack served 40,000 tokens/s.")
    assert _worked(base, _claim(1, "The 8-GPU system posts 5,000 tokens/s.", 2)) == {}
    flagged = _claim(1, "Each of its 8 GPUs posts 5,000 tokens/s.", 2)
    assert _worked(base, flagged) == {flagged.text: "40,000 tokens/s / 8"}
    named = _claim(
        1, "Spread across its two cards, the Server figure is 20,000 tokens/s per L4.", 3
    )
    assert _worked(base, named) == {named.text: "40,000 tokens/s / 2"}


def test_a_base_far_away_in_the_deck_is_not_compared() -> None:
    """A deck of many figures would otherwise land one of them on an exact multiple by chance."""
    claim = _claim(1, "Each of its 8 GPUs posts 5,000 tokens/s.")
    assert _worked(claim, _claim(2, "The Orrin R72 rack served 40,000 tokens/s.")) != {}
    assert _worked(claim, _claim(3, "The Orrin R72 rack served 40,000 tokens/s.")) == {}
    fleet = _claim(9, "A fleet of nine Orrin R8 servers gives 279,000 tokens/s.")
    assert _worked(fleet, _claim(8, "One Orrin R8 server posts 31,000 tokens/s.")) != {}
    assert _worked(fleet, _claim(1, "One Orrin R8 server posts 31,000 tokens/s.")) == {}


def test_latencies_are_not_divided_or_multiplied() -> None:
    base = _claim(1, "The Orrin R8 answers in 90 ms at the 99th percentile.")
    assert _worked(base, _claim(1, "Each of the two racks answers in 45 ms.", 2)) == {}
    assert _worked(base, _claim(1, "Two Orrin racks answer in 180 ms.", 3)) == {}


def test_a_random_figure_is_not_flagged_more_often_as_the_deck_grows() -> None:
    """A thousand figures over 200 slides, and on each slide a figure of a system that names two
    racks: only the few that land on twice a figure of their own or a neighbouring slide are
    flagged (2 of 200 here), not the four in five that land on twice some figure of the deck."""
    rng = random.Random(6)
    deck = [
        _claim(1 + i // 5, f"The Orrin R8 posts {rng.randint(1_000, 900_000):,} tokens/s.", i)
        for i in range(1000)
    ]
    probes = [
        _claim(
            1 + i,
            f"Across two racks, the 8-GPU system posts {rng.randint(1_000, 90_000):,} tokens/s.",
            5000 + i,
        )
        for i in range(200)
    ]
    assert len(_worked(*deck, *probes)) <= 4


def test_a_sum_of_systems_is_not_the_base_its_parts_are_shared_out_from() -> None:
    """Both sentences name six nodes: the total is six times the measured figure, not the other
    way round."""
    measured = _claim(1, "Measured alone, each of our six Orrin nodes posts 165,432 tokens/s.")
    total = _claim(1, "Together the six Orrin nodes reach 992,592 tokens/s.", 2)
    assert _worked(measured, total) == {total.text: "6 x 165,432 tokens/s"}


def test_a_compound_number_word_is_read_whole() -> None:
    base = _claim(1, "One Orrin R8 node posts 31,000 tokens/s.")
    assert _worked(base, _claim(1, "Twenty-four nodes give 620,000 tokens/s.", 2)) == {}
    right = _claim(1, "Twenty-four nodes give 744,000 tokens/s.", 3)
    assert _worked(base, right) == {right.text: "24 x 31,000 tokens/s"}


def test_years_model_numbers_and_other_counts_between_are_not_counts() -> None:
    assert arithmetic._counts(arithmetic._ACCELERATORS, "Whisper in 2025 on 8 GPUs") == {8}
    assert arithmetic._counts(arithmetic._ACCELERATORS, "gpt-j 99 on 2 cards") == {2}
    assert arithmetic._counts(arithmetic._ACCELERATORS, "Llama 2 on eight GPUs") == {8}
    assert arithmetic._counts(arithmetic._SYSTEMS, "in Q3 2025 two Orrin nodes") == {2}
    assert arithmetic._counts(arithmetic._SYSTEMS, "2025 servers") == set()
    assert arithmetic._counts(arithmetic._ACCELERATORS, "2048 GPUs") == {2048}


def test_a_server_of_several_gpus_is_one_system() -> None:
    assert arithmetic._counts(arithmetic._SYSTEMS, "An 8 x H100 server reaches") == set()
    assert arithmetic._counts(arithmetic._SYSTEMS, "a 2 x 8 H100 cluster") == set()
    base = _claim(1, "Orrin's single card reached 3,100 tokens/s.")
    server = _claim(1, "An 8 x H100 server reaches 24,800 tokens/s.", 2)
    assert _worked(base, server) == {}


def test_many_claims_and_figures_are_checked_in_near_linear_time() -> None:
    """No cap on the figures read: the last figure of a padded deck is still a base."""
    rng = random.Random(14)
    padding = [
        _claim(1, f"The Orrin R8 posts {rng.randint(1_000, 300_000):,}.5 tokens/s.", i)
        for i in range(5000)
    ]
    last = _claim(1, "The Orrin R72 rack served 400,320 tokens/s.", 9998)
    share = _claim(1, "Spread across its 72 GPUs, that is 5,560 tokens/s each.", 9999)
    found: dict[str, str] = {}
    _within(10, lambda: found.update(_worked(*padding, last, share)))
    assert found.get(share.text) == "400,320 tokens/s / 72"


def test_the_count_words_are_the_labellers_own() -> None:
    """One table of number words: the check reads every count the labeller reads."""
    assert arithmetic._counts(arithmetic._SYSTEMS, "thirty-six Orrin nodes") == {36}
