"""Claims the review of round 7 found misread: a row's count or year taken for its figure, results
dropped for a word about demand or the present, and a price list read as a claim."""

from __future__ import annotations

from extractors import Block, BlockRole, Deck, DeckKind, Location, Page, find_claims

H = "MLPerf Inference v5.1, Closed division: Llama 2 70B on the Heron H4"


def _deck(*pages: list[Block]) -> Deck:
    built = [Page(number=n, title=b[0].text, blocks=b) for n, b in enumerate(pages, 1)]
    return Deck(path="probe.pptx", kind=DeckKind.PPTX, sha256="0" * 64, pages=built)


def _slide(page: int, title: str, *texts: str) -> list[Block]:
    return [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))] + [
        Block(text=t, role=BlockRole.BODY, location=Location(page=page)) for t in texts
    ]


def _table(page: int, title: str, *rows: str) -> list[Block]:
    return [Block(text=title, role=BlockRole.TITLE, location=Location(page=page))] + [
        Block(text=r, role=BlockRole.TABLE_ROW, group="t1", location=Location(page=page))
        for r in rows
    ]


def _figures(*pages: list[Block]) -> list[tuple[float, str]]:
    return [
        (c.metric.value, c.metric.unit) for c in find_claims(_deck(*pages)) if c.metric is not None
    ]


def test_a_count_column_is_not_the_rows_figure() -> None:
    rows = ("Metric | GPUs | Result", "Tokens/s per system | 8 | 41,200 tokens/s (5.1-0069)")
    assert _figures(_table(1, H, *rows)) == [(41200.0, "tokens/s")]


def test_a_year_is_not_the_rows_figure() -> None:
    rows = ("Metric | Year | Value", "Offline tokens/s | 2025 | 41,200 tokens/s (5.1-0069)")
    assert _figures(_table(1, H, *rows)) == [(41200.0, "tokens/s")]


def test_a_labelled_figure_worked_out_in_a_later_cell_stays_the_rows() -> None:
    row = "Tokens per server-hour | 174.7 million | 48,530 tokens/s x 3,600 s"
    assert _figures(_table(1, H, row)) == [(174_700_000.0, "tokens/h per server")]


def test_a_result_that_mentions_demand_or_a_forecast_stays_a_claim() -> None:
    page = _slide(
        1,
        H,
        "The Heron H4 delivered 41,200 tokens/s in the Offline scenario, enough for peak demand.",
        "Beating our forecast, the Heron H4 reached 39,000 tokens/s in the Server scenario.",
    )
    assert _figures(page) == [(41200.0, "tokens/s"), (39000.0, "tokens/s")]


def test_the_customers_demand_is_still_no_claim() -> None:
    page = _slide(1, H, "Peak demand forecast: 1.1 million tokens per minute across 40 branches.")
    assert _figures(page) == []


def test_a_cost_said_today_of_the_product_stays_a_claim() -> None:
    page = _slide(1, H, "Today, each answered query costs 0.02 cents on the Heron H4.")
    assert [unit.split(" per ")[0] for _value, unit in _figures(page)] == ["cents"]


def test_the_customers_present_cost_is_still_no_claim() -> None:
    page = _slide(1, H, "Claims handlers' manual first pass costs $4.20 per file today.")
    assert _figures(page) == []


def test_a_price_list_that_hands_results_back_is_no_claim() -> None:
    pricing = _slide(
        2, "Pricing", "Heron Cloud: $0.50 per 1,000 pages translated, results back within 24 hours."
    )
    cited = _slide(
        1, H, "The Heron H4 delivered 41,200 tokens/s in the Offline scenario (5.1-0069)."
    )
    assert _figures(cited, pricing) == [(41200.0, "tokens/s")]
