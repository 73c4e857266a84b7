"""Byte-level builders for the hostile corpus: PDF objects, ZIP archives, compressed bombs.

Bombs are built from one compressed block repeated, so a gigabyte of expansion costs a few
milliseconds and a few kilobytes here; nothing of the expanded size is ever held in memory.
"""

from __future__ import annotations

import bz2
import struct
import zlib
from dataclasses import dataclass, field

CHUNK = 1 << 20
ADLER_MOD = 65521


# --- checksums over long runs of one byte, without the bytes -----------------------------------


def _gf2_times(matrix: list[int], vector: int) -> int:
    total = 0
    for row in matrix:
        if not vector:
            break
        if vector & 1:
            total ^= row
        vector >>= 1
    return total


def _gf2_square(matrix: list[int]) -> list[int]:
    return [_gf2_times(matrix, row) for row in matrix]


def crc32_combine(crc1: int, crc2: int, length2: int) -> int:
    """The CRC-32 of A+B from crc32(A), crc32(B) and len(B) (zlib's crc32_combine)."""
    if length2 <= 0:
        return crc1
    odd = [0xEDB88320] + [1 << n for n in range(31)]
    even = _gf2_square(odd)
    odd = _gf2_square(even)
    while True:
        even = _gf2_square(odd)
        if length2 & 1:
            crc1 = _gf2_times(even, crc1)
        length2 >>= 1
        if not length2:
            break
        odd = _gf2_square(even)
        if length2 & 1:
            crc1 = _gf2_times(odd, crc1)
        length2 >>= 1
        if not length2:
            break
    return crc1 ^ crc2


def crc32_repeated(block: bytes, times: int, start: int = 0) -> int:
    """The CRC-32 of `block` repeated `times` times, continuing from `start`."""
    result, unit, length = start, zlib.crc32(block), len(block)
    # Binary powers of the block: crc and length of block*1, *2, *4, ...
    power_crc, power_len = unit, length
    while times:
        if times & 1:
            result = crc32_combine(result, power_crc, power_len)
        power_crc = crc32_combine(power_crc, power_crc, power_len)
        power_len *= 2
        times >>= 1
    return result


def adler32_of_run(byte: int, count: int, start: int = 1) -> int:
    """The Adler-32 after `count` copies of `byte`, continuing from `start`."""
    a, b = start & 0xFFFF, start >> 16
    # a grows by `byte` each step; b adds every intermediate a.
    b = (b + count * a + byte * count * (count + 1) // 2) % ADLER_MOD
    a = (a + byte * count) % ADLER_MOD
    return (b << 16) | a


# --- deflate and bzip2 streams that repeat one block -------------------------------------------


def deflate_run(prefix: bytes, fill: bytes, repeats: int, suffix: bytes) -> tuple[bytes, int]:
    """Raw deflate of prefix + fill*repeats + suffix, and its CRC-32.

    After a full flush the compressor keeps no history, so every block that compresses `fill`
    comes out the same: it is computed twice, checked, and repeated.
    """
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = packer.compress(prefix) + packer.flush(zlib.Z_FULL_FLUSH)
    first = packer.compress(fill) + packer.flush(zlib.Z_FULL_FLUSH)
    second = packer.compress(fill) + packer.flush(zlib.Z_FULL_FLUSH)
    if first != second or repeats < 2:
        raise ValueError("the fill does not compress to a repeatable block")
    tail = packer.compress(fill) + packer.flush(zlib.Z_FULL_FLUSH)
    assert tail == first
    body = head + first * repeats + packer.compress(suffix) + packer.flush()
    crc = zlib.crc32(prefix)
    crc = crc32_repeated(fill, repeats, crc)
    return body, zlib.crc32(suffix, crc)


def zlib_zeros(total: int) -> bytes:
    """A zlib stream (PDF FlateDecode) inflating to `total` NUL bytes (a multiple of 1 MiB)."""
    if total % CHUNK:
        raise ValueError("total must be a multiple of 1 MiB")
    raw, _crc = deflate_run(b"", bytes(CHUNK), total // CHUNK, b"")
    return b"\x78\xda" + raw + struct.pack(">I", adler32_of_run(0, total))


def zlib_of(data: bytes) -> bytes:
    """Plain zlib compression (level 9)."""
    return zlib.compress(data, 9)


def bzip2_zeros(blocks: int, block_input: int = 40_000_000) -> tuple[bytes, int, int]:
    """A bzip2 stream of `blocks` identical blocks of NULs: (data, expanded size, CRC-32).

    bzip2 blocks are not byte-aligned; they are copied as bits between the stream header and the
    end-of-stream marker, and the stream CRC is recombined from the block CRC.
    """
    sample = bz2.compress(bytes(block_input), 9)
    bits = int.from_bytes(sample, "big")
    total_bits = len(sample) * 8
    end_magic = 0x177245385090
    # Find the end-of-stream marker: 48 bits, then the 32-bit stream CRC, then padding.
    for end in range(total_bits - 80, 32, -1):
        if (bits >> (total_bits - end - 48)) & ((1 << 48) - 1) == end_magic:
            break
    else:
        raise ValueError("no end-of-stream marker")
    block_len = end - 32
    block = (bits >> (total_bits - end)) & ((1 << block_len) - 1)
    block_crc = (block >> (block_len - 80)) & 0xFFFFFFFF
    stream_crc = 0
    out = 0
    for _ in range(blocks):
        out = (out << block_len) | block
        stream_crc = (((stream_crc << 1) | (stream_crc >> 31)) & 0xFFFFFFFF) ^ block_crc
    out = (out << 48) | end_magic
    out = (out << 32) | stream_crc
    out_bits = blocks * block_len + 80
    pad = (-out_bits) % 8
    out <<= pad
    data = b"BZh9" + out.to_bytes((out_bits + pad) // 8, "big")
    expanded = blocks * block_input
    return data, expanded, crc32_repeated(bytes(block_input), blocks)


# --- ZIP archives whose every field is ours ----------------------------------------------------


@dataclass
class ZipMember:
    """One member: the stored bytes as they go into the archive, and what they claim."""

    name: str
    payload: bytes
    method: int
    crc: int
    size: int


def stored_or_deflated(name: str, data: bytes, deflate: bool = True) -> ZipMember:
    """A member compressed the ordinary way."""
    if deflate:
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        payload = packer.compress(data) + packer.flush()
        return ZipMember(name, payload, 8, zlib.crc32(data), len(data))
    return ZipMember(name, data, 0, zlib.crc32(data), len(data))


def write_zip(members: list[ZipMember]) -> bytes:
    """An archive of `members` in order; ZIP64 fields where a size passes 4 GiB."""
    local: list[bytes] = []
    central: list[bytes] = []
    offset = 0
    for member in members:
        name = member.name.encode()
        big = member.size >= 0xFFFFFFFF or len(member.payload) >= 0xFFFFFFFF
        version = 45 if big else 20
        sizes = (0xFFFFFFFF, 0xFFFFFFFF) if big else (len(member.payload), member.size)
        extra = struct.pack("<HHQQ", 1, 16, member.size, len(member.payload)) if big else b""
        header = struct.pack(
            "<4s5H3I2H", b"PK\x03\x04", version, 0, member.method, 0, 0x21, member.crc,
            *sizes, len(name), len(extra),
        )  # fmt: skip
        local.append(header + name + extra + member.payload)
        central_extra = (
            struct.pack("<HHQQ", 1, 16, member.size, len(member.payload)) if big else b""
        )
        record = struct.pack(
            "<4s6H3I5H2I", b"PK\x01\x02", version, version, 0, member.method, 0, 0x21,
            member.crc, *sizes, len(name), len(central_extra), 0, 0, 0, 0, offset,
        )  # fmt: skip
        central.append(record + name + central_extra)
        offset += len(local[-1])
    directory = b"".join(central)
    end = struct.pack(
        "<4s4H2IH", b"PK\x05\x06", 0, 0, len(members), len(members), len(directory), offset, 0
    )
    return b"".join(local) + directory + end


# --- PDF files written object by object --------------------------------------------------------


@dataclass
class Pdf:
    """A PDF under construction: numbered objects, written with a classic xref table."""

    objects: list[bytes | None] = field(default_factory=list)
    header: bytes = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"

    def reserve(self) -> int:
        """A number for an object written later with `set`."""
        self.objects.append(None)
        return len(self.objects)

    def set(self, number: int, body: bytes) -> int:
        """Give object `number` its body."""
        self.objects[number - 1] = body
        return number

    def add(self, body: bytes) -> int:
        """A new object; its number."""
        return self.set(self.reserve(), body)

    def stream(self, data: bytes, entries: bytes = b"", length: int | None = None) -> int:
        """A new stream object holding `data` (already encoded as `entries` say)."""
        declared = len(data) if length is None else length
        body = b"<< %s /Length %d >>\nstream\n%s\nendstream" % (entries, declared, data)
        return self.add(body)

    def build(self, trailer: bytes) -> bytes:
        """The file: header, objects, xref table and a trailer with `trailer` entries."""
        out = bytearray(self.header)
        offsets = []
        for number, body in enumerate(self.objects, start=1):
            offsets.append(len(out))
            out += b"%d 0 obj\n%s\nendobj\n" % (number, body or b"null")
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.objects) + 1)
        out += b"".join(b"%010d 00000 n \n" % at for at in offsets)
        out += b"trailer\n<< /Size %d %s >>\nstartxref\n%d\n%%%%EOF\n" % (
            len(self.objects) + 1,
            trailer,
            xref,
        )
        return bytes(out)

    def build_packed(self, root: int, per_stream: int = 2000) -> bytes:
        """The file with every non-stream object packed in compressed object streams and a
        cross-reference stream instead of the xref table (what PDF optimisers write)."""
        out = bytearray(self.header)
        entries: dict[int, tuple[int, int, int]] = {}
        loose = [
            (n, body)
            for n, body in enumerate(self.objects, start=1)
            if b"stream\n" in (body or b"")
        ]
        packable = [
            (n, body or b"null")
            for n, body in enumerate(self.objects, start=1)
            if b"stream\n" not in (body or b"")
        ]
        for number, body in loose:
            entries[number] = (1, len(out), 0)
            out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
        next_number = len(self.objects) + 1
        for start in range(0, len(packable), per_stream):
            group = packable[start : start + per_stream]
            index, data, position = [], bytearray(), 0
            for slot, (number, body) in enumerate(group):
                index.append(b"%d %d" % (number, position))
                data += body + b"\n"
                position = len(data)
                entries[number] = (2, next_number, slot)
            head = b" ".join(index) + b"\n"
            packed = zlib_of(head + bytes(data))
            entries[next_number] = (1, len(out), 0)
            out += b"%d 0 obj\n<< /Type /ObjStm /N %d /First %d /Filter /FlateDecode " % (
                next_number,
                len(group),
                len(head),
            )
            out += b"/Length %d >>\nstream\n%s\nendstream\nendobj\n" % (len(packed), packed)
            next_number += 1
        xref_number = next_number
        entries[xref_number] = (1, len(out), 0)
        size = xref_number + 1
        rows = [b"\x00\x00\x00\x00\x00\xff\xff"]
        for number in range(1, size):
            kind, field2, field3 = entries.get(number, (0, 0, 0))
            rows.append(struct.pack(">BIH", kind, field2, field3))
        table = zlib_of(b"".join(rows))
        out += b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root %d 0 R " % (
            xref_number,
            size,
            root,
        )
        out += b"/Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream\nendobj\n" % (
            len(table),
            table,
        )
        out += b"startxref\n%d\n%%%%EOF\n" % entries[xref_number][1]
        return bytes(out)


HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def text_ops(lines: list[tuple[float, float, float, str]]) -> bytes:
    """Content-stream operators drawing each (x, y, size, text) in font /F1."""
    out = []
    for x, y, size, text in lines:
        escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        out.append(b"BT /F1 %g Tf %g %g Td (%s) Tj ET" % (size, x, y, escaped.encode("latin-1")))
    return b"\n".join(out)


def one_page_pdf(
    content: bytes,
    *,
    compress: bool = True,
    page_extra: bytes = b"",
    catalog_extra: bytes = b"",
    resources_extra: bytes = b"",
    before: list[bytes] | None = None,
) -> tuple[Pdf, dict[str, int]]:
    """A one-page PDF drawing `content` in Helvetica (/F1); objects in `before` come first."""
    pdf = Pdf()
    numbers = {f"before{i}": pdf.add(body) for i, body in enumerate(before or [])}
    if compress:
        numbers["content"] = pdf.stream(zlib_of(content), b"/Filter /FlateDecode")
    else:
        numbers["content"] = pdf.stream(content)
    numbers["catalog"] = pdf.reserve()
    numbers["pages"] = pdf.reserve()
    numbers["font"] = pdf.add(HELVETICA)
    numbers["page"] = pdf.add(
        b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 %d 0 R"
        b" >> %s >> /Contents %d 0 R %s >>"
        % (numbers["pages"], numbers["font"], resources_extra, numbers["content"], page_extra)
    )
    pdf.set(
        numbers["catalog"],
        b"<< /Type /Catalog /Pages %d 0 R %s >>" % (numbers["pages"], catalog_extra),
    )
    pdf.set(numbers["pages"], b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % numbers["page"])
    return pdf, numbers


def finish(pdf: Pdf, numbers: dict[str, int], trailer_extra: bytes = b"") -> bytes:
    """The bytes of a PDF made by `one_page_pdf`, with more trailer entries if given."""
    return pdf.build(b"/Root %d 0 R %s" % (numbers["catalog"], trailer_extra))
