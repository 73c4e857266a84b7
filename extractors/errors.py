"""Why a deck got no audit: one enum of causes, each with its reviewer wording, and the exceptions.

Every cause a report can name is a `Cause` member; its value is what the report's `errors[].cause`
says and its `wording` is the one sentence a reviewer reads about it. The exceptions follow the
causes' families, so callers catch the level they care about (pypdf does the same with
`PdfReadError` > `FileNotDecryptedError` > `WrongPasswordError`):

    DeckReadError
    ├── FileAccessError      the file itself: missing, not a file, unreadable, empty
    ├── NotADeckError        a file, but not a PDF or PPTX deck
    ├── LockedDeckError      encrypted (no or a wrong password)
    ├── DamagedDeckError     corrupt, truncated, parts missing
    ├── RefusedDeckError     structures a deck never needs, refused for safety
    └── OverLimitError       a safety limit: size, pages, nesting, memory, time...

`DeckReadError(cause, message)` builds the subclass that fits the cause, so a reader that raises
the base class still raises a typed failure.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar


class Cause(StrEnum):
    """Why a deck could not be audited; the value is the report's `errors[].cause`."""

    # the file
    NOT_FOUND = "not-found"
    NOT_A_FILE = "not-a-file"
    UNREADABLE_FILE = "unreadable-file"
    EMPTY = "empty"
    # the format
    NOT_A_DECK = "not-a-deck"
    # encryption
    ENCRYPTED = "encrypted"
    WRONG_PASSWORD = "wrong-password"
    # damage
    CORRUPT = "corrupt"
    TRUNCATED = "truncated"
    MISSING_PART = "missing-part"
    # refused for safety
    PATH_TRAVERSAL = "path-traversal"
    DUPLICATE_MEMBER = "duplicate-member"
    UNSUPPORTED_COMPRESSION = "unsupported-compression"
    XML_ENTITIES = "xml-entities"
    ZIP_BOMB = "zip-bomb"
    # safety limits (deckaudit's own and pypdf's)
    OVER_FILE_SIZE = "over-limit: file size"
    OVER_PAGES = "over-limit: pages"
    OVER_TEXT = "over-limit: text"
    OVER_SHAPES = "over-limit: shapes"
    OVER_NESTING = "over-limit: nesting"
    OVER_MEMORY = "over-limit: memory"
    OVER_TIME = "over-limit: time"
    OVER_ARCHIVE_MEMBERS = "over-limit: archive members"
    OVER_DECOMPRESSED = "over-limit: decompressed size"
    OVER_MEMBER_SIZE = "over-limit: member size"
    OVER_XML_SIZE = "over-limit: xml size"
    OVER_STREAM_LENGTH = "over-limit: stream length"
    OVER_OUTLINE = "over-limit: outline"
    OVER_IMAGE_SIZE = "over-limit: image size"
    OVER_IMAGE_GEOMETRY = "over-limit: image geometry"
    OVER_NESTED_FORMS = "over-limit: nested forms"
    OVER_FORM_FIELDS = "over-limit: form fields"
    OVER_PARSING_WORK = "over-limit: parsing work"
    OVER_DECODING_WORK = "over-limit: decoding work"
    OVER_FONT_MAPS = "over-limit: font maps"
    OVER_OBJECT_SIZE = "over-limit: object size"
    OVER_FILTER_CHAIN = "over-limit: filter chain"
    OVER_METADATA_SIZE = "over-limit: metadata size"
    OVER_SAFETY_LIMIT = "over-limit: other"
    # the audit itself
    WORKER_CRASHED = "worker-crashed"
    INTERNAL_ERROR = "internal-error"

    @property
    def wording(self) -> str:
        """The sentence a reviewer reads about this cause."""
        return WORDING[self]

    @property
    def is_limit(self) -> bool:
        """Whether a safety limit stopped the audit (a higher limit might let it through)."""
        return self.value.startswith("over-limit:")

    @classmethod
    def parse(cls, value: str | Cause) -> Cause:
        """The cause a value names, accepting the older spellings; ValueError for anything else."""
        if isinstance(value, Cause):
            return value
        return cls(ALIASES.get(value, value))


WORDING: dict[Cause, str] = {
    Cause.NOT_FOUND: "There is no file at this path.",
    Cause.NOT_A_FILE: "The path is not a regular file (a folder, device or pipe).",
    Cause.UNREADABLE_FILE: "The file exists but cannot be opened or read (permissions or I/O).",
    Cause.EMPTY: "The file is empty: there is no deck in it.",
    Cause.NOT_A_DECK: "The file is neither a PDF nor a PowerPoint deck, whatever its name says.",
    Cause.ENCRYPTED: "The deck is password-protected: ask for an open copy or give --password.",
    Cause.WRONG_PASSWORD: "The deck is password-protected and the password given is wrong.",
    Cause.CORRUPT: "The file is damaged and cannot be read as a deck.",
    Cause.TRUNCATED: "The file was cut short: its end is missing.",
    Cause.MISSING_PART: "The package lacks a part the deck needs (a slide, the content list).",
    Cause.PATH_TRAVERSAL: "The archive names a file outside itself, which no deck needs: refused.",
    Cause.DUPLICATE_MEMBER: "The archive holds two parts under one name, so tools disagree: refused.",
    Cause.UNSUPPORTED_COMPRESSION: "The archive uses a compression PowerPoint never writes: refused.",
    Cause.XML_ENTITIES: "The deck declares XML entities, the vehicle of expansion bombs: refused.",
    Cause.ZIP_BOMB: "The archive inflates far beyond its size, like a decompression bomb: refused.",
    Cause.OVER_FILE_SIZE: "The file is larger than the size limit (--max-file-mb).",
    Cause.OVER_PAGES: "The deck has more pages or slides than the limit (--max-pages).",
    Cause.OVER_TEXT: "The deck holds more text than the limit.",
    Cause.OVER_SHAPES: "A slide holds more shapes than the limit.",
    Cause.OVER_NESTING: "The deck nests groups, objects or XML deeper than the limit.",
    Cause.OVER_MEMORY: "Auditing the deck needed more memory than the limit (--max-memory).",
    Cause.OVER_TIME: "Auditing the deck took longer than the limit (--timeout).",
    Cause.OVER_ARCHIVE_MEMBERS: "The archive holds more parts than the limit.",
    Cause.OVER_DECOMPRESSED: "The deck inflates past the limit (--max-decompressed-mb).",
    Cause.OVER_MEMBER_SIZE: "A part of the archive inflates past the per-part limit.",
    Cause.OVER_XML_SIZE: "A part of the deck holds more XML than the limit.",
    Cause.OVER_STREAM_LENGTH: "A PDF stream declares an impossible length.",
    Cause.OVER_OUTLINE: "The PDF's bookmark outline is larger or deeper than the limit.",
    Cause.OVER_IMAGE_SIZE: "An image is larger than the limit.",
    Cause.OVER_IMAGE_GEOMETRY: "An image declares an absurd geometry.",
    Cause.OVER_NESTED_FORMS: "A page paints more nested forms than the limit.",
    Cause.OVER_FORM_FIELDS: "The PDF form has more fields than the limit.",
    Cause.OVER_PARSING_WORK: "Parsing the PDF costs more work than the limit.",
    Cause.OVER_DECODING_WORK: "Decoding a PDF stream costs more work than the limit.",
    Cause.OVER_FONT_MAPS: "A font's character map is larger than the limit.",
    Cause.OVER_OBJECT_SIZE: "A PDF object is larger than the limit.",
    Cause.OVER_FILTER_CHAIN: "A PDF stream chains more decoding filters than the limit.",
    Cause.OVER_METADATA_SIZE: "The PDF's metadata is larger than the limit.",
    Cause.OVER_SAFETY_LIMIT: "Reading stopped at one of the PDF reader's safety limits.",
    Cause.WORKER_CRASHED: "The process auditing the deck died; the deck may be built to crash readers.",
    Cause.INTERNAL_ERROR: "deckaudit failed on this deck: a defect to report, not the deck's fault.",
}

# Spellings older versions wrote, for reading old reports and for readers not yet moved over.
ALIASES: dict[str, str] = {
    "password-required": Cause.ENCRYPTED,
    "not-a-zip": Cause.NOT_A_DECK,
    "too-many-members": Cause.OVER_ARCHIVE_MEMBERS,
    "over-limit": Cause.OVER_SAFETY_LIMIT,
    "over-limit: slides": Cause.OVER_PAGES,
    "over-limit: page tree": Cause.OVER_PAGES,
    "over-limit: page tree size": Cause.OVER_PAGES,
    "over-limit: page tree depth": Cause.OVER_NESTING,
    "over-limit: nesting depth": Cause.OVER_NESTING,
    "over-limit: group nesting": Cause.OVER_NESTING,
    "over-limit: decompressed stream": Cause.OVER_DECOMPRESSED,
    "over-limit: metadata entities": Cause.XML_ENTITIES,
    "internal": Cause.INTERNAL_ERROR,
    "xml-too-large": Cause.OVER_XML_SIZE,
    "member-too-large": Cause.OVER_MEMBER_SIZE,
}


class DeckReadError(Exception):
    """A deck that cannot be read or audited; `cause` says why, `message` gives the specifics."""

    causes: ClassVar[frozenset[Cause]] = frozenset()

    def __new__(cls, cause: Cause | str, message: str) -> DeckReadError:
        """The subclass that fits `cause` when the base class is asked for."""
        if cls is DeckReadError:
            cls = error_class(Cause.parse(cause))
        return super().__new__(cls)

    def __init__(self, cause: Cause | str, message: str) -> None:
        super().__init__(message)
        self.cause = Cause.parse(cause)
        self.message = message

    def __reduce__(self) -> tuple[type, tuple[Cause, str]]:
        return type(self), (self.cause, self.message)


class FileAccessError(DeckReadError):
    """The file is missing, not a regular file, unreadable or empty."""

    causes = frozenset({Cause.NOT_FOUND, Cause.NOT_A_FILE, Cause.UNREADABLE_FILE, Cause.EMPTY})


class NotADeckError(DeckReadError):
    """The file is not a PDF or PPTX deck."""

    causes = frozenset({Cause.NOT_A_DECK})


class LockedDeckError(DeckReadError):
    """The deck is encrypted and cannot be opened without (the right) password."""

    causes = frozenset({Cause.ENCRYPTED})


class WrongPasswordError(LockedDeckError):
    """A password was given, and it is not the deck's."""

    causes = frozenset({Cause.WRONG_PASSWORD})


class DamagedDeckError(DeckReadError):
    """The deck is corrupt, cut short, or lacks parts."""

    causes = frozenset({Cause.CORRUPT, Cause.TRUNCATED, Cause.MISSING_PART})


class RefusedDeckError(DeckReadError):
    """The deck uses a structure no real deck needs and that hostile files use; refused."""

    causes = frozenset(
        {
            Cause.PATH_TRAVERSAL,
            Cause.DUPLICATE_MEMBER,
            Cause.UNSUPPORTED_COMPRESSION,
            Cause.XML_ENTITIES,
            Cause.ZIP_BOMB,
        }
    )


class OverLimitError(DeckReadError):
    """A safety limit stopped the read or the audit."""

    causes = frozenset(cause for cause in Cause if cause.is_limit)


class AuditFailedError(DeckReadError):
    """The audit itself failed: its process died, or a defect raised."""

    causes = frozenset({Cause.WORKER_CRASHED, Cause.INTERNAL_ERROR})


_FAMILIES: tuple[type[DeckReadError], ...] = (
    FileAccessError,
    NotADeckError,
    WrongPasswordError,
    LockedDeckError,
    DamagedDeckError,
    RefusedDeckError,
    OverLimitError,
    AuditFailedError,
)


def error_class(cause: Cause) -> type[DeckReadError]:
    """The exception class that stands for `cause`."""
    return next(family for family in _FAMILIES if cause in family.causes)
