"""Labels read where round five's blind decks put them: a division before its bracketed result
ID, a scenario every figure of a sentence shares, a header cell that names its column's
scenario before its unit, a scenario written beside its figure, and a 'Server' column of
machine names that names no scenario."""

from __future__ import annotations

import pytest

from auditor.labels.injection import is_reviewer_directed
from auditor.labels.rules import label_claim
from auditor.labels.signals import division_of, scenario_of
from auditor.labels.subjects import subject_cuts
from auditor.models import ClaimAudit
from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims


def _audits(title: str, *blocks: Block) -> list[ClaimAudit]:
    head = Block(text=title, role=BlockRole.TITLE, location=Location(page=1))
    page = Page(number=1, title=title, blocks=[head, *blocks])
    deck = Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=[page])
    return [label_claim(c, is_reviewer_directed) for c in find_claims(deck)]


def _rows(*rows: str) -> list[Block]:
    return [
        Block(text=r, role=BlockRole.TABLE_ROW, location=Location(page=1), group="t1") for r in rows
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lynx Q8 with vLLM, Open (6.0-0301): 31,020", "open"),
        ("Heron R2, Closed (v6.0-0117)", "closed"),
        ("our platform, Open (the best on the market)", None),
        ("an Open submission of 41,000 tokens/s", "open"),
        ("the Closed entries on Mixtral 8x7B", "closed"),
        ("our open-source entry", None),
    ],
)
def test_a_division_closing_a_label_before_its_result_id(text: str, expected: str | None) -> None:
    found = division_of(text)
    assert (found.value if found else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("K2 served 41,250 tokens/s and K3 63,118 tokens/s, both Server.", "server"),
        ("Three nodes, all Interactive, 9,100 tokens/s each.", "interactive"),
        ("the B300 box's Interactive 128,633 tokens/s", "interactive"),
        ("Mixtral 8x7B: 60,100 tokens/s Server on the K2 chassis.", "server"),
        ("Mixtral 8x7B: Server 60,100 tok/s", "server"),
        ("Both Server racks ship in May.", None),
        ("Our Server 3 chassis holds eight GPUs.", None),
        ("Kite K9, eight H200, Closed, Server (6.0-0412)", "server"),
        ("Kite K9, Server (2U chassis)", None),
        ("41,000 tokens/s at Server latency targets", "server"),
        ("41,000 tokens/s for Server, 45,000 Offline", "server"),
        ("9,100 tokens/s at Interactive latency", "interactive"),
        ("We ship 40 nodes with Server Edition licences.", None),
    ],
)
def test_a_scenario_written_beside_its_figures(text: str, expected: str | None) -> None:
    found = scenario_of(text)
    assert (found.value if found else None) == expected


def test_a_header_cell_names_its_column_s_scenario_before_its_unit() -> None:
    audits = _audits(
        "MLPerf Inference v6.0, Closed division",
        *_rows(
            "Vendor | Machine | Mixtral 8x7B, Interactive (tokens/s) | Result ID",
            "Vendor A | Heron R2 | 38,410 | 6.0-0117",
        ),
    )
    assert [(a.metric.value, a.labels.scenario.value) for a in audits] == [(38410.0, "interactive")]


def test_a_server_column_of_machine_names_names_no_scenario() -> None:
    audits = _audits(
        "MLPerf Inference v6.0, Closed division",
        *_rows(
            "Server | GPUs | Mixtral 8x7B, Offline (tokens/s)",
            "Heron R2 | 8x H200 | 38,410",
        ),
    )
    assert [(a.metric.value, a.labels.scenario.value) for a in audits] == [(38410.0, "offline")]


def test_a_server_column_of_figures_still_names_its_scenario() -> None:
    audits = _audits(
        "Mixtral 8x7B on MLPerf Inference v6.0, Closed division",
        *_rows("Machine | Server | Result ID", "Heron R2 | 38,410 tokens/s | 6.0-0117"),
    )
    assert [a.labels.scenario.value for a in audits] == ["server"]


def test_two_subjects_latencies_cut_the_sentence_in_two() -> None:
    text = "The K2 box needs 14.6 ms per query, while the Kestrel posts 9.25 ms in SingleStream."
    assert len(subject_cuts(text)) == 2
    assert len(subject_cuts("The K2 box needs 14.6 ms at the median and 22.1 ms at p99.")) == 1


def test_a_sub_header_row_names_the_scenario_of_the_figure_columns() -> None:
    audits = _audits(
        "MLPerf Inference v6.0, Closed division",
        *_rows(
            "Machine | Mixtral 8x7B tokens/s | ",
            " | Interactive | Offline",
            "Heron R2 | 38,410 | 44,020",
        ),
    )
    assert [(a.metric.value, a.labels.scenario.value) for a in audits] == [(38410.0, "interactive")]


def test_a_first_row_of_text_under_the_header_is_no_sub_header() -> None:
    audits = _audits(
        "MLPerf Inference v6.0, Closed division",
        *_rows(
            "Machine | Mixtral 8x7B tokens/s",
            "Heron R2 | Interactive",
            "Kite K9 | 44,020",
        ),
    )
    assert [(a.metric.value, a.labels.scenario.value) for a in audits] == [(44020.0, "unstated")]
