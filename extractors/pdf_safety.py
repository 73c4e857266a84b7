"""pypdf hardening: per-thread limits, a bounded page-tree check, and readable causes for failures.

pypdf keeps its limits in `pypdf.Configuration`, stored in a `ContextVar`. A new thread starts
with the default configuration, not the one its parent set, so `configure_pypdf` must be called
in the very thread that opens and reads the PDF (the readers call it first thing in `read_pdf`).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pypdf
from pypdf.errors import (
    DependencyError,
    EmptyFileError,
    FileNotDecryptedError,
    LimitReachedError,
    PdfReadError,
    PdfStreamError,
    WrongPasswordError,
)
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject

from extractors.errors import Cause, DeckReadError
from extractors.limits import ReadLimits

# Real decks have a page tree two or three levels deep; pypdf's own cap is 100.
MAX_PAGE_TREE_DEPTH = 64
# Intermediate /Pages nodes on top of the leaves that the tree walk tolerates.
PAGE_TREE_NODE_ALLOWANCE = 1024
# Form XObjects painted per page during text extraction (pypdf default 5,000).
MAX_XFORM_INVOCATIONS = 2000
MAX_OUTLINE_ENTRIES = 10_000
MAX_OUTLINE_DEPTH = 64


def configure_pypdf(limits: ReadLimits) -> pypdf.Configuration:
    """Set pypdf's limits for the CALLING thread from `limits`, and return the configuration.

    Call it in the thread that reads the PDF: pypdf's configuration does not follow into threads
    started later, which would silently run with pypdf's defaults.
    """
    stream_cap = limits.max_pdf_stream_bytes
    return pypdf.overwrite_configuration(
        pypdf.Configuration(),
        maximum_declared_stream_length=limits.max_file_bytes,
        array_based_stream_maximum_output_length=stream_cap,
        jbig2_maximum_output_length=stream_cap,
        lzw_maximum_output_length=stream_cap,
        run_length_maximum_output_length=stream_cap,
        zlib_maximum_output_length=stream_cap,
        brotli_maximum_output_length=stream_cap,
        image_maximum_buffer_size=stream_cap,
        stream_decoding_work_maximum_length=4 * stream_cap,
        page_tree_maximum_entries=limits.max_pages + PAGE_TREE_NODE_ALLOWANCE,
        page_tree_maximum_depth=MAX_PAGE_TREE_DEPTH,
        outline_maximum_entries=MAX_OUTLINE_ENTRIES,
        outline_maximum_depth=MAX_OUTLINE_DEPTH,
        xform_maximum_invocations_per_extraction=MAX_XFORM_INVOCATIONS,
        # Never run an external decoder binary on a hostile file; images are not needed for text.
        jbig2dec_binary=None,
    )


XREF_REPAIR_TAIL = b"\nstartxref\n0\n%%EOF\n"
EOF_WINDOW = 2048


def open_pdf(path: Path) -> tuple[pypdf.PdfReader, str | None]:
    """Open a PDF leniently; one whose cross-reference table is missing is rebuilt from its objects.

    Returns the reader and, when the file had to be repaired, a sentence saying so. A file that
    ends properly (with %%EOF) but has no `startxref` is not truncated: its xref table is missing,
    and pypdf rebuilds one by scanning the objects once pointed at a bad offset. A file that cannot
    be rebuilt raises a DeckReadError naming the damaged cross-reference table.
    """
    try:
        return pypdf.PdfReader(str(path), strict=False), None
    except PdfReadError as exc:
        if "startxref" not in str(exc).lower():
            raise
        data = Path(path).read_bytes()
        if b"%%EOF" not in data[-EOF_WINDOW:]:
            raise
    try:
        reader = pypdf.PdfReader(io.BytesIO(data + XREF_REPAIR_TAIL), strict=False)
        _ = len(reader.pages)
    except Exception as exc:
        raise DeckReadError(
            Cause.CORRUPT,
            "The PDF's cross-reference table is missing or damaged, and its objects could not be "
            f"recovered ({type(exc).__name__}: {str(exc)[:160]}).",
        ) from exc
    return reader, "The PDF's cross-reference table was missing; it was rebuilt from the objects."


def check_pdf_structure(reader: pypdf.PdfReader, limits: ReadLimits) -> int:
    """Walk the page tree with bounded work before pypdf flattens it; return the page count.

    Raises `DeckReadError` for more pages than `limits.max_pages`, a tree deeper than
    MAX_PAGE_TREE_DEPTH, a node with too many kids, or a tree that loops or reuses a node.
    """
    root = reader.root_object
    pages = root.get("/Pages") if isinstance(root, DictionaryObject) else None
    if pages is None:
        raise DeckReadError(Cause.CORRUPT, "The PDF has no page tree, so it has no pages to read.")
    node_cap = limits.max_pages + PAGE_TREE_NODE_ALLOWANCE
    seen: set[tuple[int, int]] = set()
    stack: list[tuple[Any, int]] = [(pages, 0)]
    leaves = nodes = 0
    while stack:
        reference, depth = stack.pop()
        if isinstance(reference, IndirectObject):
            key = (reference.idnum, reference.generation)
            if key in seen:
                raise DeckReadError(
                    Cause.CORRUPT,
                    "The PDF's page tree loops back on itself (or lists one node twice); "
                    "the file is damaged or built to make readers hang.",
                )
            seen.add(key)
        nodes += 1
        if depth > MAX_PAGE_TREE_DEPTH:
            raise DeckReadError(
                Cause.OVER_NESTING,
                f"The PDF's page tree is nested more than {MAX_PAGE_TREE_DEPTH} levels deep; real "
                "decks use two or three.",
            )
        if nodes > node_cap:
            raise DeckReadError(
                Cause.OVER_PAGES,
                f"The PDF's page tree has more than {node_cap:,} nodes.",
            )
        node = reference.get_object() if reference is not None else None
        if not isinstance(node, DictionaryObject):
            continue
        kids = node.get("/Kids")
        if node.get("/Type") != "/Page" and kids is not None:
            kids = kids.get_object()
            if not isinstance(kids, ArrayObject):
                continue
            if len(kids) > node_cap:
                raise DeckReadError(
                    Cause.OVER_PAGES,
                    f"The PDF has more than {limits.max_pages:,} pages (--max-pages).",
                )
            stack.extend((kid, depth + 1) for kid in reversed(kids))
            continue
        leaves += 1
        if leaves > limits.max_pages:
            raise DeckReadError(
                Cause.OVER_PAGES,
                f"The PDF has more than {limits.max_pages:,} pages; the limit is "
                f"{limits.max_pages:,} (--max-pages).",
            )
    return leaves


def classify_pdf_error(exc: BaseException) -> DeckReadError:
    """Map what pypdf (or Python under it) raised to a `DeckReadError` a reviewer understands."""
    if isinstance(exc, DeckReadError):
        return exc
    text = str(exc)
    lowered = text.lower()
    if isinstance(exc, WrongPasswordError):
        return DeckReadError(
            Cause.WRONG_PASSWORD, "The PDF is encrypted and the password is wrong."
        )
    if isinstance(exc, FileNotDecryptedError):
        return DeckReadError(
            Cause.ENCRYPTED,
            "The PDF is encrypted; give its password with --password to audit it.",
        )
    if isinstance(exc, DependencyError):
        if "aes" in lowered or "cryptography" in lowered or "crypt" in lowered:
            return DeckReadError(
                Cause.ENCRYPTED,
                "The PDF is encrypted with AES, and the 'cryptography' package that decrypts it "
                "is not installed (pip install 'pypdf[crypto]').",
            )
        return DeckReadError(
            Cause.CORRUPT, f"The PDF needs a decoder that is not available ({text})."
        )
    if isinstance(exc, LimitReachedError):
        return _limit_error(text, lowered)
    if isinstance(exc, EmptyFileError):
        return DeckReadError(Cause.EMPTY, "The file is empty (0 bytes); there is no deck in it.")
    if isinstance(exc, PdfStreamError):
        if "ended unexpectedly" in lowered:
            return DeckReadError(
                Cause.TRUNCATED, "The PDF ends in the middle of its data: the file was cut short."
            )
        return DeckReadError(Cause.CORRUPT, f"The PDF's data is damaged ({text}).")
    if isinstance(exc, PdfReadError):
        return _read_error(text, lowered)
    if isinstance(exc, RecursionError):
        return DeckReadError(
            Cause.OVER_NESTING,
            "The PDF nests objects so deeply that reading it would exhaust the stack.",
        )
    if isinstance(exc, MemoryError):
        return DeckReadError(Cause.OVER_MEMORY, "Reading the PDF needed more memory than allowed.")
    return DeckReadError(
        Cause.CORRUPT, f"The PDF could not be parsed ({type(exc).__name__}: {text[:200]})."
    )


def _limit_error(text: str, lowered: str) -> DeckReadError:
    """One of pypdf's own limits tripped: say which, in words."""
    if "root object recovery" in lowered:
        return DeckReadError(
            Cause.CORRUPT,
            "The PDF has no usable document catalog, and searching for one gave up at the limit.",
        )
    if "cycl" in lowered or "loop" in lowered:
        return DeckReadError(
            Cause.CORRUPT,
            f"The PDF's object structure loops back on itself ({text}); the file is damaged or "
            "built to make readers hang.",
        )
    checks = (
        ("decompress", Cause.OVER_DECOMPRESSED, "a compressed stream inflates past the limit"),
        (
            "declared stream length",
            Cause.OVER_STREAM_LENGTH,
            "a stream declares an impossible length",
        ),
        ("page tree", Cause.OVER_PAGES, "the page tree is larger or deeper than allowed"),
        ("outline", Cause.OVER_OUTLINE, "the bookmark outline is larger or deeper than allowed"),
        ("image", Cause.OVER_IMAGE_SIZE, "an image is larger than allowed"),
        ("column", Cause.OVER_IMAGE_GEOMETRY, "an image declares an absurd row geometry"),
        ("row length", Cause.OVER_IMAGE_GEOMETRY, "an image declares an absurd row geometry"),
        ("xobject", Cause.OVER_NESTED_FORMS, "the page paints more nested forms than allowed"),
        ("field", Cause.OVER_FORM_FIELDS, "the form has more fields than allowed"),
        ("token", Cause.OVER_PARSING_WORK, "a stream holds more tokens than allowed"),
        ("tounicode", Cause.OVER_FONT_MAPS, "a font's character map is larger than allowed"),
        ("array", Cause.OVER_OBJECT_SIZE, "an array is larger than allowed"),
        ("dictionary", Cause.OVER_OBJECT_SIZE, "a dictionary is larger than allowed"),
        ("filter", Cause.OVER_FILTER_CHAIN, "a stream chains more decoding filters than allowed"),
        ("work", Cause.OVER_DECODING_WORK, "decoding a stream costs more work than allowed"),
        ("parsing", Cause.OVER_PARSING_WORK, "parsing a page costs more work than allowed"),
        ("xmp", Cause.OVER_METADATA_SIZE, "the XMP metadata is larger than allowed"),
    )
    for needle, which, sentence in checks:
        if needle in lowered:
            return DeckReadError(
                which,
                f"Reading stopped at a safety limit: {sentence} ({text}). This is typical of "
                "decompression bombs and other files built to exhaust a reader.",
            )
    return DeckReadError(Cause.OVER_SAFETY_LIMIT, f"Reading stopped at a safety limit ({text}).")


def _read_error(text: str, lowered: str) -> DeckReadError:
    """A PdfReadError: truncated, looping or otherwise damaged."""
    if "eof marker" in lowered or "startxref" in lowered or "unexpected end" in lowered:
        return DeckReadError(
            Cause.TRUNCATED, f"The PDF is incomplete: its end is missing or damaged ({text})."
        )
    if "cyclic" in lowered or "loop" in lowered:
        return DeckReadError(
            Cause.CORRUPT, "The PDF's page tree loops back on itself; the file is damaged."
        )
    if "not been decrypted" in lowered or "decrypt" in lowered:
        return DeckReadError(
            Cause.ENCRYPTED,
            "The PDF is encrypted; give its password with --password to audit it.",
        )
    if "forbidden entities" in lowered or "entit" in lowered:
        return DeckReadError(
            Cause.XML_ENTITIES,
            "The PDF's XMP metadata declares XML entities, which are refused.",
        )
    return DeckReadError(Cause.CORRUPT, f"The PDF is damaged and cannot be read ({text}).")
