"""Bounded look at a ZIP archive's end records, taken before `zipfile` builds its member list.

`zipfile.ZipFile` reads the whole central directory into Python objects as it opens an archive,
so a directory that claims (or holds) millions of entries costs memory before any check of ours
can run. Reading the end-of-central-directory record first lets the caller refuse such archives
for the price of one short read.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

ZIP_LOCAL_MAGIC = b"PK\x03\x04"
ZIP_EMPTY_MAGIC = b"PK\x05\x06"
_EOCD_MAGIC = b"PK\x05\x06"
_EOCD_SIZE = 22
_MAX_COMMENT = 0xFFFF
_ZIP64_LOCATOR_MAGIC = b"PK\x06\x07"
_ZIP64_LOCATOR_SIZE = 20
_ZIP64_EOCD_MAGIC = b"PK\x06\x06"
_ZIP64_EOCD_SIZE = 56
# The smallest central directory entry: fixed header only, empty name.
MIN_CENTRAL_ENTRY_BYTES = 46


@dataclass(frozen=True)
class ZipDirectory:
    """What the end records of an archive say about its central directory."""

    entries: int
    directory_bytes: int
    directory_offset: int


def read_zip_directory(path: Path) -> ZipDirectory | None:
    """The central directory's size and entry count, or None when no end record is found."""
    file_size = path.stat().st_size
    tail_size = min(file_size, _EOCD_SIZE + _MAX_COMMENT + _ZIP64_LOCATOR_SIZE)
    with path.open("rb") as handle:
        handle.seek(file_size - tail_size)
        tail = handle.read(tail_size)
        at = tail.rfind(_EOCD_MAGIC)
        if at < 0 or len(tail) - at < _EOCD_SIZE:
            return None
        (_, _, _, _, entries, directory_bytes, directory_offset, _) = struct.unpack(
            "<4sHHHHIIH", tail[at : at + _EOCD_SIZE]
        )
        if entries != 0xFFFF and directory_bytes != 0xFFFFFFFF and directory_offset != 0xFFFFFFFF:
            return ZipDirectory(entries, directory_bytes, directory_offset)
        # ZIP64: the real figures sit in a second record that a locator points to.
        locator_at = at - _ZIP64_LOCATOR_SIZE
        if locator_at < 0 or tail[locator_at : locator_at + 4] != _ZIP64_LOCATOR_MAGIC:
            return ZipDirectory(entries, directory_bytes, directory_offset)
        _, _, record_offset, _ = struct.unpack(
            "<4sIQI", tail[locator_at : locator_at + _ZIP64_LOCATOR_SIZE]
        )
        if record_offset + _ZIP64_EOCD_SIZE > file_size:
            return None
        handle.seek(record_offset)
        record = handle.read(_ZIP64_EOCD_SIZE)
    if len(record) < _ZIP64_EOCD_SIZE or record[:4] != _ZIP64_EOCD_MAGIC:
        return None
    fields = struct.unpack("<4sQHHIIQQQQ", record)
    return ZipDirectory(entries=fields[7], directory_bytes=fields[8], directory_offset=fields[9])
