"""bench/digits.py: figures compared as a person reads them, not as two readers split words."""

from __future__ import annotations

from bench.digits import lost_examples, lost_pages, page_digits, without_list_numbers


def test_word_splitting_and_order_lose_nothing() -> None:
    reference = {1: "Throughput 12,345 samples/s\nLatency 7.5 ms", 2: "2023-\n24 results"}
    audit = {1: "Latency 7.5 ms Throughput 12, 345 samples / s", 2: "2023-24 results"}
    assert lost_pages(reference, audit) == {}


def test_a_missing_figure_is_lost_on_its_page() -> None:
    reference = {1: "Intro", 2: "Throughput 12,345 samples/s"}
    audit = {1: "Intro", 2: "Throughput samples/s"}
    assert lost_pages(reference, audit) == {2: 5}
    assert lost_examples(reference[2], audit[2]) == ["12,345"]


def test_digits_decoded_as_other_digits_are_lost() -> None:
    assert lost_pages({1: "37,499.96"}, {1: "9nhmmmimm"}) == {1: 6}


def test_list_numbers_are_bullets() -> None:
    assert (
        without_list_numbers("1. First\n  2) Second\n3.5x faster")
        == " First\n   Second\n3.5x faster"
    )
    assert lost_pages({1: "1. Fast\n2. Cheap"}, {1: "Fast\nCheap"}) == {}


def test_pages_that_do_not_pair_are_compared_as_one() -> None:
    assert lost_pages({1: "12", 2: "34"}, {1: "1234"}) == {}
    assert lost_pages({1: "12", 2: "34"}, {1: "12"}) == {0: 2}


def test_full_width_digits_count_as_digits() -> None:
    assert page_digits("２０２３") == page_digits("2023")
