"""Check a PPTX archive before python-pptx opens it, so that no hostile archive reaches the parser.

python-pptx reads every archive member into memory at open time, referenced or not, with
`zipfile.ZipFile.read`. That call inflates bzip2 and LZMA members, and DEFLATE members up to about
2 GB, before any size check the caller could make from the member header. So this module walks the
archive itself first: it reads the central directory with bounded cost, refuses odd compression
methods, names that escape the package or collide, and inflates every member in small steps
against a per-member cap and a running total, checking the CRC and looking for DTD declarations
in XML as it goes. Only an archive that passes is handed to python-pptx.

python-pptx parses parts with `pptx.oxml.oxml_parser`, an lxml parser built with
`resolve_entities=False`; lxml's defaults add `no_network=True`, `load_dtd=False` and
`huge_tree=False`. Entity expansion therefore stays off there too (tests/test_preflight.py checks
it), and this module refuses any part that declares a DTD or an entity, so neither internal
"billion laughs" expansion nor external entities reach lxml at all.
"""

from __future__ import annotations

import codecs
import functools
import posixpath
import re
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from lxml import etree

from extractors.errors import Cause, DeckReadError
from extractors.limits import ReadLimits
from extractors.zip_directory import (
    MIN_CENTRAL_ENTRY_BYTES,
    ZIP_EMPTY_MAGIC,
    ZIP_LOCAL_MAGIC,
    read_zip_directory,
)

CFB_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
STORED = zipfile.ZIP_STORED
DEFLATED = zipfile.ZIP_DEFLATED
ALLOWED_METHODS = {STORED: "stored", DEFLATED: "DEFLATE"}
METHOD_NAMES = {
    zipfile.ZIP_BZIP2: "bzip2",
    zipfile.ZIP_LZMA: "LZMA",
    9: "Deflate64",
    93: "Zstandard",
    95: "XZ",
    98: "PPMd",
}
REQUIRED_PARTS = ("[Content_Types].xml", "ppt/presentation.xml")
XML_SUFFIXES = (".xml", ".rels", ".vml")
SLIDE_RELATIONSHIP = "/relationships/slide"
# A compression ratio above this, once a cap trips, is reported as a decompression bomb.
BOMB_RATIO = 100
# Average bytes per central-directory entry allowed before the directory itself is suspicious.
MAX_DIRECTORY_BYTES_PER_MEMBER = 1024
READ_CHUNK = 64 * 1024
INFLATE_CHUNK = 256 * 1024
MAX_RELS_KEPT_BYTES = 4 * 1024 * 1024
_DTD_PATTERN = re.compile(rb"<!\s*(?:doctype|entity)", re.IGNORECASE)
_DTD_TEXT_PATTERN = re.compile(r"<!\s*(?:doctype|entity)", re.IGNORECASE)
_DECLARED_ENCODING = re.compile(rb"""^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_DRIVE_LETTER = re.compile(r"^[A-Za-z]:")
_LOCAL_HEADER = struct.Struct("<4s5H3I2H")
_RELS_NS = "{http://schemas.openxmlformats.org/package/2006/relationships}"


def safe_xml_parser() -> etree.XMLParser:
    """An lxml parser that expands no entities, loads no DTD, uses no network, lifts no limit."""
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        huge_tree=False,
        load_dtd=False,
        dtd_validation=False,
        remove_blank_text=True,
    )


def preflight_pptx(path: Path, limits: ReadLimits) -> None:
    """Raise `DeckReadError` unless the PPTX archive at `path` is safe to hand to python-pptx."""
    try:
        _preflight(path, limits)
    except DeckReadError:
        raise
    except Exception as exc:  # a damaged archive can trip anything below; it is still damage
        raise DeckReadError(
            Cause.CORRUPT,
            f"The archive is damaged and cannot be checked ({type(exc).__name__}: {exc}).",
        ) from exc


def _preflight(path: Path, limits: ReadLimits) -> None:
    size = path.stat().st_size
    if size == 0:
        raise DeckReadError(Cause.EMPTY, "The file is empty (0 bytes); there is no deck in it.")
    if size > limits.max_file_bytes:
        raise DeckReadError(
            Cause.OVER_FILE_SIZE,
            f"The file is {_mib(size)}, above the file size limit of "
            f"{_mib(limits.max_file_bytes)} (--max-file-mb).",
        )
    with path.open("rb") as handle:
        head = handle.read(8)
    if head.startswith(CFB_MAGIC):
        raise DeckReadError(
            Cause.ENCRYPTED,
            "This is an OLE compound file, the container PowerPoint uses for password-protected "
            "decks (and for old .ppt files). Ask the vendor for an unprotected .pptx.",
        )
    if not (head.startswith(ZIP_LOCAL_MAGIC) or head.startswith(ZIP_EMPTY_MAGIC)):
        raise DeckReadError(
            Cause.NOT_A_DECK, "The file is not a ZIP archive, so it is not a PPTX deck."
        )
    _check_directory_bounds(path, size, limits)
    try:
        with zipfile.ZipFile(path) as archive:
            infos = archive.infolist()
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        NotImplementedError,
        ValueError,
        OSError,
        EOFError,
        UnicodeError,
    ) as exc:
        raise DeckReadError(
            Cause.CORRUPT, f"The archive's table of contents is damaged ({exc})."
        ) from exc
    _check_members(infos, limits)
    scan = _stream_members(path, size, infos, limits)
    _check_relationships(scan, {info.filename.casefold() for info in infos})


def classify_pptx_error(exc: BaseException) -> DeckReadError:
    """Turn what python-pptx, lxml or zipfile raised into a reviewer-readable `DeckReadError`."""
    if isinstance(exc, DeckReadError):
        return exc
    text = str(exc)
    if isinstance(exc, etree.XMLSyntaxError):
        lowered = text.lower()
        if "depth" in lowered:
            return DeckReadError(
                Cause.OVER_NESTING,
                "A slide nests shapes or XML elements deeper than the parser's limit "
                "of 256 levels.",
            )
        if "entit" in lowered or "amplification" in lowered:
            return DeckReadError(
                Cause.XML_ENTITIES,
                "A part of the deck uses XML entity declarations, which are refused.",
            )
        if "huge" in lowered or "resource limit" in lowered:
            return DeckReadError(
                Cause.OVER_XML_SIZE, "A part of the deck holds more XML than the parser accepts."
            )
        return DeckReadError(Cause.CORRUPT, f"A part of the deck is not well-formed XML ({text}).")
    if isinstance(exc, KeyError):
        return DeckReadError(
            Cause.MISSING_PART, f"The deck refers to a part that is not in the package ({text})."
        )
    if isinstance(exc, zipfile.BadZipFile | zlib.error | EOFError):
        return DeckReadError(Cause.CORRUPT, f"The archive is damaged ({text}).")
    if isinstance(exc, MemoryError):
        return DeckReadError(Cause.OVER_MEMORY, "Reading the deck needed more memory than allowed.")
    if isinstance(exc, RecursionError):
        return DeckReadError(
            Cause.OVER_NESTING, "The deck nests shapes or groups too deeply to read."
        )
    if type(exc).__name__ == "PackageNotFoundError":
        return DeckReadError(
            Cause.NOT_A_DECK, "python-pptx does not recognise this file as a deck."
        )
    return DeckReadError(
        Cause.CORRUPT, f"The deck could not be parsed ({type(exc).__name__}: {text[:200]})."
    )


def member_name_problem(name: str) -> str | None:
    """Why a member name is unsafe (it escapes the package root), or None when it is fine."""
    if "\x00" in name:
        return "contains a NUL character"
    if "\\" in name:
        return "uses a backslash"
    if name.startswith("/"):
        return "is an absolute path"
    if _DRIVE_LETTER.match(name):
        return "names a drive letter"
    if any(segment == ".." for segment in name.split("/")):
        return "climbs out of the package with '..'"
    return None


@dataclass
class _ScanResult:
    """What the streaming pass keeps for the later relationship checks."""

    rels: dict[str, bytes] = field(default_factory=dict)


def _check_directory_bounds(path: Path, size: int, limits: ReadLimits) -> None:
    """Refuse archives whose central directory is missing, out of range or implausibly big."""
    try:
        directory = read_zip_directory(path)
    except (OSError, struct.error) as exc:
        raise DeckReadError(Cause.CORRUPT, f"The archive's end record is damaged ({exc}).") from exc
    if directory is None:
        raise DeckReadError(
            Cause.TRUNCATED,
            "The archive has no table of contents at its end: the file was cut short "
            "(an incomplete download or copy).",
        )
    if directory.entries > limits.max_members or directory.directory_bytes > (
        limits.max_members * MAX_DIRECTORY_BYTES_PER_MEMBER
    ):
        raise DeckReadError(
            Cause.OVER_ARCHIVE_MEMBERS,
            f"The archive lists {directory.entries:,} members; the limit is "
            f"{limits.max_members:,}.",
        )
    if directory.directory_offset + directory.directory_bytes > size:
        raise DeckReadError(
            Cause.TRUNCATED,
            "The archive's table of contents points past the end of the file: it was cut short.",
        )
    if directory.entries * MIN_CENTRAL_ENTRY_BYTES > directory.directory_bytes:
        raise DeckReadError(Cause.CORRUPT, "The archive's table of contents is inconsistent.")


def _check_members(infos: list[zipfile.ZipInfo], limits: ReadLimits) -> None:
    """Member count, names, duplicates, compression methods, encryption and declared sizes."""
    if len(infos) > limits.max_members:
        raise DeckReadError(
            Cause.OVER_ARCHIVE_MEMBERS,
            f"The archive holds {len(infos):,} members; the limit is {limits.max_members:,}.",
        )
    seen: dict[str, str] = {}
    declared_total = 0
    for info in infos:
        name = info.orig_filename
        problem = member_name_problem(name)
        if problem:
            raise DeckReadError(
                Cause.PATH_TRAVERSAL,
                f"The archive member {name!r} {problem}; a deck never needs such a name, "
                "and it could overwrite files if the archive were unpacked.",
            )
        key = name.casefold()
        if key in seen:
            raise DeckReadError(
                Cause.DUPLICATE_MEMBER,
                f"The archive holds two members named {seen[key]!r} and {name!r}; different tools "
                "would show different content for the same part.",
            )
        seen[key] = name
        if info.flag_bits & 0x1:
            raise DeckReadError(
                Cause.ENCRYPTED,
                f"The archive member {name!r} is encrypted; the deck cannot be read.",
            )
        if info.compress_type not in ALLOWED_METHODS:
            method = METHOD_NAMES.get(info.compress_type, f"method {info.compress_type}")
            raise DeckReadError(
                Cause.UNSUPPORTED_COMPRESSION,
                f"The archive member {name!r} is compressed with {method}, which PowerPoint never "
                "writes; it is refused because it could hide a decompression bomb.",
            )
        cap, is_xml = _member_cap(name, limits)
        if info.file_size > cap:
            raise _cap_error(name, info.file_size, info.compress_size, cap, is_xml, declared=True)
        declared_total += info.file_size
    compressed_total = max(1, sum(info.compress_size for info in infos))
    if declared_total > limits.max_decompressed_bytes:
        raise DeckReadError(
            Cause.ZIP_BOMB
            if declared_total > BOMB_RATIO * compressed_total
            else Cause.OVER_DECOMPRESSED,
            f"The archive says it unpacks to {_mib(declared_total)}, above the limit of "
            f"{_mib(limits.max_decompressed_bytes)} (--max-decompressed-mb).",
        )
    missing = [part for part in REQUIRED_PARTS if part.casefold() not in seen]
    if missing:
        raise DeckReadError(
            Cause.MISSING_PART,
            f"The archive lacks {', '.join(missing)}, so it is not a complete PowerPoint deck.",
        )


def _stream_members(
    path: Path, size: int, infos: list[zipfile.ZipInfo], limits: ReadLimits
) -> _ScanResult:
    """Inflate every member in bounded steps, enforcing caps, CRCs and the no-DTD rule."""
    result = _ScanResult()
    total = 0
    ordered = sorted(infos, key=lambda info: info.header_offset)
    with path.open("rb") as handle:
        for index, info in enumerate(ordered):
            data_start = _data_offset(handle, info, size)
            data_end = data_start + info.compress_size
            next_start = ordered[index + 1].header_offset if index + 1 < len(ordered) else None
            if data_end > size:
                raise DeckReadError(
                    Cause.TRUNCATED,
                    f"The archive member {info.filename!r} runs past the end of the file.",
                )
            if next_start is not None and data_end > next_start:
                raise DeckReadError(
                    Cause.ZIP_BOMB,
                    f"The archive member {info.filename!r} overlaps the next one; overlapping "
                    "members are a known decompression-bomb trick.",
                )
            cap, is_xml = _member_cap(info.filename, limits)
            scanner = _DtdScanner(info.filename, named_xml=is_xml)
            keep = info.filename.endswith(".rels") and info.file_size <= MAX_RELS_KEPT_BYTES
            kept: list[bytes] = []
            produced = 0
            crc = 0
            for piece, consumed in _inflate(handle, info, data_start):
                produced += len(piece)
                total += len(piece)
                if produced > cap:
                    raise _cap_error(info.filename, produced, consumed, cap, is_xml)
                if total > limits.max_decompressed_bytes:
                    raise DeckReadError(
                        Cause.ZIP_BOMB,
                        f"The archive inflates past the limit of "
                        f"{_mib(limits.max_decompressed_bytes)} (--max-decompressed-mb) by member "
                        f"{info.filename!r}: a decompression bomb.",
                    )
                crc = zlib.crc32(piece, crc)
                scanner.feed(piece)
                if keep:
                    kept.append(piece)
            if produced != info.file_size or crc != info.CRC:
                raise DeckReadError(
                    Cause.CORRUPT,
                    f"The archive member {info.filename!r} fails its integrity check "
                    "(size or CRC differs): the file is damaged.",
                )
            scanner.finish()
            if keep:
                result.rels[info.filename] = b"".join(kept)
    return result


def _data_offset(handle: BinaryIO, info: zipfile.ZipInfo, size: int) -> int:
    """Where a member's compressed bytes start, after checking its local header."""
    if info.header_offset < 0 or info.header_offset + _LOCAL_HEADER.size > size:
        raise DeckReadError(
            Cause.TRUNCATED,
            f"The archive member {info.filename!r} starts past the end of the file.",
        )
    handle.seek(info.header_offset)
    header = handle.read(_LOCAL_HEADER.size)
    fields = _LOCAL_HEADER.unpack(header)
    if fields[0] != ZIP_LOCAL_MAGIC:
        raise DeckReadError(
            Cause.CORRUPT, f"The archive member {info.filename!r} has a damaged local header."
        )
    name_length, extra_length = fields[9], fields[10]
    raw_name = handle.read(name_length)
    encoding = "utf-8" if info.flag_bits & 0x800 else "cp437"
    if raw_name.decode(encoding, errors="replace") != info.orig_filename:
        raise DeckReadError(
            Cause.DUPLICATE_MEMBER,
            f"The archive member {info.orig_filename!r} carries a different name in its local "
            "header; different tools would read different parts.",
        )
    return info.header_offset + _LOCAL_HEADER.size + name_length + extra_length


def _inflate(handle: BinaryIO, info: zipfile.ZipInfo, start: int) -> Iterator[tuple[bytes, int]]:
    """Yield (inflated piece, compressed bytes consumed so far), one bounded chunk at a time."""
    handle.seek(start)
    remaining = info.compress_size
    consumed = 0
    inflater = zlib.decompressobj(-zlib.MAX_WBITS) if info.compress_type == DEFLATED else None
    while remaining > 0:
        raw = handle.read(min(READ_CHUNK, remaining))
        if not raw:
            raise DeckReadError(
                Cause.TRUNCATED, f"The archive member {info.filename!r} is cut short."
            )
        remaining -= len(raw)
        consumed += len(raw)
        if inflater is None:
            yield raw, consumed
            continue
        pending = raw
        while pending or not inflater.eof:
            try:
                piece = inflater.decompress(pending, INFLATE_CHUNK)
            except zlib.error as exc:
                raise DeckReadError(
                    Cause.CORRUPT,
                    f"The compressed data of archive member {info.filename!r} is damaged ({exc}).",
                ) from exc
            if piece:
                yield piece, consumed
            pending = inflater.unconsumed_tail
            if inflater.eof or (not pending and len(piece) < INFLATE_CHUNK):
                break
        if inflater.eof:
            break
    if inflater is not None and not inflater.eof:
        raise DeckReadError(
            Cause.CORRUPT, f"The compressed data of archive member {info.filename!r} ends early."
        )


class _DtdScanner:
    """Look for DTD or entity declarations in a member as its bytes stream past."""

    def __init__(self, name: str, named_xml: bool) -> None:
        self.name = name
        self.named_xml = named_xml
        self.skip = False
        self.head = b""
        self.decoder: codecs.IncrementalDecoder | None = None
        self.byte_mode = False
        self.carry_bytes = b""
        self.carry_text = ""
        self.decided = False

    def feed(self, piece: bytes) -> None:
        """Scan the next piece of the member."""
        if not self.decided:
            self.head += piece
            if len(self.head) < 256:
                return
            piece, self.head = self.head, b""
            self._decide(piece)
        if not self.skip:
            self._scan(piece)

    def finish(self) -> None:
        """Scan whatever was held back while the encoding was undecided."""
        if not self.decided:
            piece, self.head = self.head, b""
            self._decide(piece)
            if not self.skip:
                self._scan(piece)

    def _decide(self, head: bytes) -> None:
        # Binary parts (images, printer settings that embed a plist with its own DOCTYPE) are
        # never parsed as XML; anything that is named or shaped like XML is.
        self.decided = True
        encoding = _sniff_xml_encoding(head)
        if not (self.named_xml or _starts_like_xml(head, encoding)):
            self.skip = True
            return
        if encoding is None:
            self.byte_mode = True
            return
        try:
            codec = _scan_codec(encoding)
        except (LookupError, UnicodeError) as exc:
            raise DeckReadError(
                Cause.CORRUPT,
                f"The XML part {self.name!r} declares an unknown encoding {encoding!r}.",
            ) from exc
        if codec is None:
            self.byte_mode = True
            return
        self.decoder = codec.incrementaldecoder(errors="replace")

    def _scan(self, piece: bytes) -> None:
        if self.byte_mode:
            window = self.carry_bytes + piece
            found = _DTD_PATTERN.search(window) is not None
            self.carry_bytes = window[-16:]
        else:
            assert self.decoder is not None
            text = self.carry_text + self.decoder.decode(piece)
            found = _DTD_TEXT_PATTERN.search(text) is not None
            self.carry_text = text[-16:]
        if found:
            raise DeckReadError(
                Cause.XML_ENTITIES,
                f"The part {self.name!r} declares a DTD or XML entities. PowerPoint never writes "
                "them; they are the vehicle of entity-expansion bombs and of attempts to read "
                "local files, so the deck is refused.",
            )


@functools.lru_cache(maxsize=64)
def _scan_codec(encoding: str) -> codecs.CodecInfo | None:
    """None when a part in `encoding` can be scanned as bytes (ASCII-compatible), else its codec.

    Asked once per member; decks name one or two encodings, so the answer is cached.
    """
    ascii_compatible = "<!DOCTYPE".encode(encoding) == b"<!DOCTYPE"
    codec = codecs.lookup(encoding)
    if ascii_compatible and not encoding.lower().startswith(("utf-16", "utf-32", "utf_16")):
        return None
    return codec


def _sniff_xml_encoding(head: bytes) -> str | None:
    """The encoding an XML parser would pick for a part starting with `head`; None for non-XML."""
    boms = (
        (codecs.BOM_UTF32_LE, "utf-32-le"),
        (codecs.BOM_UTF32_BE, "utf-32-be"),
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    )
    for bom, name in boms:
        if head.startswith(bom):
            return name
    patterns = (
        (b"<\x00\x00\x00", "utf-32-le"),
        (b"\x00\x00\x00<", "utf-32-be"),
        (b"<\x00", "utf-16-le"),
        (b"\x00<", "utf-16-be"),
    )
    for pattern, name in patterns:
        if head.startswith(pattern):
            return name
    match = _DECLARED_ENCODING.match(head.lstrip())
    if match:
        return match.group(1).decode("ascii")
    return None


def _starts_like_xml(head: bytes, encoding: str | None) -> bool:
    """Whether a part's first bytes are what an XML document may start with."""
    try:
        text = head[:256].decode(encoding or "utf-8", errors="ignore")
    except LookupError:
        return True
    return text.lstrip("\ufeff \t\r\n").startswith("<")


def _check_relationships(scan: _ScanResult, names: set[str]) -> None:
    """Relationship targets must stay inside the package, and every slide must be present."""
    parser = safe_xml_parser()  # one parser for every part: building one costs more than parsing
    for rels_name, blob in scan.rels.items():
        try:
            root = etree.fromstring(blob, parser)
        except etree.XMLSyntaxError as exc:
            raise DeckReadError(
                Cause.CORRUPT,
                f"The relationship part {rels_name!r} is not well-formed XML ({exc}).",
            ) from exc
        base = _rels_source_dir(rels_name)
        for rel in root.iter(f"{_RELS_NS}Relationship"):
            if rel.get("TargetMode") == "External":
                continue
            target = rel.get("Target") or ""
            resolved = _resolve_target(base, target)
            if resolved is None:
                raise DeckReadError(
                    Cause.PATH_TRAVERSAL,
                    f"The relationship part {rels_name!r} points at {target!r}, outside the package.",
                )
            if (
                rels_name == "ppt/_rels/presentation.xml.rels"
                and (rel.get("Type") or "").endswith(SLIDE_RELATIONSHIP)
                and resolved.casefold() not in names
            ):
                raise DeckReadError(
                    Cause.MISSING_PART,
                    f"The deck lists slide part {resolved!r}, but the archive does not contain it.",
                )


def _rels_source_dir(rels_name: str) -> str:
    """The folder that relative targets in a .rels part are resolved against."""
    folder = posixpath.dirname(rels_name)
    return posixpath.dirname(folder) if posixpath.basename(folder) == "_rels" else folder


def _resolve_target(base: str, target: str) -> str | None:
    """The package path a relationship target names, or None when it leaves the package."""
    target = target.replace("\\", "/").split("#", 1)[0]
    joined = target.lstrip("/") if target.startswith("/") else posixpath.join(base, target)
    resolved = posixpath.normpath(joined) if joined else "."
    if resolved == ".." or resolved.startswith("../") or resolved.startswith("/"):
        return None
    return resolved


def _member_cap(name: str, limits: ReadLimits) -> tuple[int, bool]:
    """The most bytes one member may inflate to, and whether it is an XML part (tighter cap)."""
    if name.lower().endswith(XML_SUFFIXES):
        return min(limits.max_xml_bytes, limits.max_member_bytes), True
    return limits.max_member_bytes, False


def _cap_error(
    name: str, produced: int, consumed: int, cap: int, is_xml: bool, declared: bool = False
) -> DeckReadError:
    """The error for a member over its cap: a bomb when the compression ratio is extreme."""
    what = "XML part limit" if is_xml else "per-member limit"
    verb = "says it unpacks to" if declared else "unpacks to more than"
    amount = _mib(produced) if declared else _mib(cap)
    ratio = produced / max(consumed, 1)
    if ratio >= BOMB_RATIO:
        return DeckReadError(
            Cause.ZIP_BOMB,
            f"The archive member {name!r} {verb} {amount} from {_mib(consumed)} of compressed "
            f"data (ratio above {int(ratio):,}:1), past the {what} of {_mib(cap)}: "
            "a decompression bomb.",
        )
    cause = Cause.OVER_XML_SIZE if is_xml else Cause.OVER_MEMBER_SIZE
    return DeckReadError(
        cause, f"The archive member {name!r} {verb} {amount}, past the {what} of {_mib(cap)}."
    )


def _mib(count: int) -> str:
    """A byte count in words a reviewer reads at a glance."""
    if count >= 1024 * 1024 * 1024:
        return f"{count / (1024 * 1024 * 1024):.1f} GiB"
    if count >= 1024 * 1024:
        return f"{count / (1024 * 1024):.1f} MiB"
    if count >= 1024:
        return f"{count / 1024:.1f} KiB"
    return f"{count} bytes"
