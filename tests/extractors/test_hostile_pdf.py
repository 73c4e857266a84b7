"""pypdf hardening: limits are per thread, the page tree is walked with bounded work, causes read."""

from __future__ import annotations

import threading
from pathlib import Path

import pypdf
import pytest
from pypdf.errors import (
    DependencyError,
    EmptyFileError,
    FileNotDecryptedError,
    LimitReachedError,
    PdfReadError,
    PdfStreamError,
    WrongPasswordError,
)

from examples.shared_data import hostile_corpus as shared_hostile_corpus
from extractors.limits import ReadLimits
from extractors.models import DeckReadError
from extractors.pdf_safety import check_pdf_structure, classify_pdf_error, configure_pypdf


def test_configuration_applies_to_the_calling_thread_only() -> None:
    limits = ReadLimits(max_pdf_stream_bytes=1234567)
    seen: dict[str, int] = {}

    def worker() -> None:
        seen["before"] = pypdf.get_configuration().zlib_maximum_output_length
        configure_pypdf(limits)
        seen["after"] = pypdf.get_configuration().zlib_maximum_output_length

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert seen["before"] == pypdf.Configuration().zlib_maximum_output_length
    assert seen["after"] == 1234567
    # The main thread never saw the worker's setting: each reading thread must configure itself.
    assert pypdf.get_configuration().zlib_maximum_output_length != 1234567


def test_configuration_sets_every_output_cap_and_no_external_decoder() -> None:
    def worker() -> None:
        configuration = configure_pypdf(ReadLimits(max_pdf_stream_bytes=777, max_pages=10))
        for name in (
            "zlib_maximum_output_length",
            "lzw_maximum_output_length",
            "run_length_maximum_output_length",
            "brotli_maximum_output_length",
            "jbig2_maximum_output_length",
            "image_maximum_buffer_size",
        ):
            assert getattr(configuration, name) == 777, name
        assert configuration.jbig2dec_binary is None
        assert configuration.page_tree_maximum_entries < 2000

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()


@pytest.mark.parametrize(
    ("name", "cause"),
    [
        ("gen_pages_20k.pdf", "over-limit: pages"),
        ("gen_pages_150k.pdf", "over-limit: pages"),
        ("gen_pages_cycle.pdf", "corrupt"),
        ("gen_pages_deep_tree.pdf", "over-limit: nesting"),
    ],
)
def test_page_tree_walk_stops_early(hostile_corpus: Path, name: str, cause: str) -> None:
    limits = ReadLimits()
    configure_pypdf(limits)
    reader = pypdf.PdfReader(hostile_corpus / "pdf" / name, strict=False)
    with pytest.raises(DeckReadError) as caught:
        check_pdf_structure(reader, limits)
    assert caught.value.cause == cause


def test_page_tree_walk_counts_real_pages(hostile_corpus: Path) -> None:
    limits = ReadLimits()
    configure_pypdf(limits)
    reader = pypdf.PdfReader(hostile_corpus / "pdf" / "gen_117pages_objstreams.pdf", strict=False)
    assert check_pdf_structure(reader, limits) == 117


@pytest.mark.external_corpus(
    reason="a real optimiser's output (117 pages in object streams) is a py-pdf sample "
    "(CC BY-NC-ND)",
    needs="corpus/hostile/pdf/up_117pages_objstreams.pdf",
)
def test_page_tree_walk_counts_the_pages_of_an_optimised_latex_file() -> None:
    limits = ReadLimits()
    configure_pypdf(limits)
    path = shared_hostile_corpus() / "pdf" / "up_117pages_objstreams.pdf"
    assert check_pdf_structure(pypdf.PdfReader(path, strict=False), limits) == 117


@pytest.mark.parametrize(
    ("exc", "cause"),
    [
        (WrongPasswordError("x"), "wrong-password"),
        (FileNotDecryptedError("File has not been decrypted"), "encrypted"),
        (DependencyError("cryptography is required for AES algorithm"), "encrypted"),
        (
            LimitReachedError("Limit reached while decompressing."),
            "over-limit: decompressed size",
        ),
        (LimitReachedError("Maximum page tree depth reached: 101 > 100."), "over-limit: pages"),
        (LimitReachedError("Maximum Root object recovery limit reached."), "corrupt"),
        (LimitReachedError("Detected cycle in /Pages hierarchy when retrieving page."), "corrupt"),
        (EmptyFileError("Cannot read an empty file"), "empty"),
        (PdfStreamError("Stream has ended unexpectedly"), "truncated"),
        (PdfReadError("EOF marker not found"), "truncated"),
        (PdfReadError("Invalid object in /Pages"), "corrupt"),
        (RecursionError("maximum recursion depth exceeded"), "over-limit: nesting"),
        (MemoryError(), "over-limit: memory"),
        (KeyError("/Root"), "corrupt"),
    ],
)
def test_errors_map_to_causes_a_reviewer_reads(exc: BaseException, cause: str) -> None:
    error = classify_pdf_error(exc)
    assert error.cause == cause
    assert error.message[0].isupper()
    assert "Traceback" not in error.message
