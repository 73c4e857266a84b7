"""The PPTX pre-flight refuses every hostile archive shape, by class, and lets real decks through."""

from __future__ import annotations

import struct
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path

import pytest
from lxml import etree

from examples.shared_data import hostile_corpus as shared_hostile_corpus
from extractors.limits import ReadLimits
from extractors.models import DeckReadError
from extractors.pptx_preflight import (
    classify_pptx_error,
    member_name_problem,
    preflight_pptx,
    safe_xml_parser,
)
from tests.hostile.corpus import FILES

# python-pptx's own small text deck (MIT), committed in tests/hostile/files.
BASE_DECK = FILES / "pptx" / "up_text.pptx"

CORPUS_CAUSES = {
    "pptx_zip_bomb_slide_deflate.pptx": "zip-bomb",
    "pptx_zip_bomb_bzip2_unreferenced.pptx": "unsupported-compression",
    "pptx_billion_laughs_slide.pptx": "xml-entities",
    "pptx_xxe_external_entity.pptx": "xml-entities",
    "pptx_xxe_in_content_types.pptx": "xml-entities",
    "pptx_missing_content_types.pptx": "missing-part",
    "pptx_missing_slide_part.pptx": "missing-part",
    "pptx_corrupt_crc.pptx": "corrupt",
    "pptx_truncated_zip.pptx": "truncated",
    "pptx_path_traversal_members.pptx": "path-traversal",
    "pptx_ole_cfb_container.pptx": "encrypted",
    "pptx_actually_pdf.pptx": "not-a-deck",
    "pptx_zero_bytes.pptx": "empty",
}
CORPUS_ACCEPTED = (
    "up_text.pptx",
    "pptx_macro_actions.pptm",
    "up_missing_rels_item.pptx",
    "up_charts.pptx",
    "pptx_chart_types_many.pptx",
    "pptx_2000_slides.pptx",
    "pptx_50k_shapes_one_slide.pptx",
    "pptx_hidden_injection.pptx",
    "pptx_really_a_pptx.pdf",
)


@dataclass
class Member:
    """One archive member as the test writes it: every header field may lie."""

    name: str
    data: bytes
    method: int = zipfile.ZIP_DEFLATED
    declared_size: int | None = None
    crc: int | None = None
    flags: int = 0
    local_name: str | None = None


def build_zip(path: Path, members: list[Member], overlap_last: bool = False) -> Path:
    """Write a ZIP by hand, so that sizes, CRCs, names and offsets can say anything."""
    local_parts: list[bytes] = []
    central: list[bytes] = []
    offset = 0
    offsets: list[int] = []
    for member in members:
        payload = member.data
        if member.method == zipfile.ZIP_DEFLATED:
            packer = zlib.compressobj(9, zlib.DEFLATED, -15)
            payload = packer.compress(member.data) + packer.flush()
        crc = member.crc if member.crc is not None else zlib.crc32(member.data)
        size = member.declared_size if member.declared_size is not None else len(member.data)
        name = member.name.encode()
        local_name = (member.local_name or member.name).encode()
        header = struct.pack(
            "<4s5H3I2H",
            b"PK\x03\x04",
            20,
            member.flags,
            member.method,
            0,
            0x21,
            crc,
            len(payload),
            size,
            len(local_name),
            0,
        )
        record_offset = offsets[-1] if overlap_last and member is members[-1] else offset
        offsets.append(record_offset)
        if not (overlap_last and member is members[-1]):
            local_parts.append(header + local_name + payload)
            offset += len(header) + len(local_name) + len(payload)
        central.append(
            struct.pack(
                "<4s6H3I5H2I",
                b"PK\x01\x02",
                20,
                20,
                member.flags,
                member.method,
                0,
                0x21,
                crc,
                len(payload),
                size,
                len(name),
                0,
                0,
                0,
                0,
                0,
                record_offset,
            )
            + name
        )
    directory = b"".join(central)
    end = struct.pack(
        "<4s4H2IH", b"PK\x05\x06", 0, 0, len(members), len(members), len(directory), offset, 0
    )
    path.write_bytes(b"".join(local_parts) + directory + end)
    return path


def base_members() -> list[Member]:
    """The members of a real, small deck, ready to be tampered with."""
    with zipfile.ZipFile(BASE_DECK) as archive:
        return [Member(info.filename, archive.read(info)) for info in archive.infolist()]


def cause_of(path: Path, limits: ReadLimits | None = None) -> str | None:
    """The pre-flight's cause for a file, or None when it passes."""
    try:
        preflight_pptx(path, limits or ReadLimits())
    except DeckReadError as exc:
        assert exc.message and exc.message[0].isupper(), "messages are sentences for reviewers"
        return exc.cause
    return None


@pytest.mark.parametrize(("name", "cause"), sorted(CORPUS_CAUSES.items()))
def test_corpus_files_are_refused_with_their_cause(
    hostile_corpus: Path, name: str, cause: str
) -> None:
    assert cause_of(hostile_corpus / "pptx" / name) == cause


@pytest.mark.parametrize("name", CORPUS_ACCEPTED)
def test_real_and_large_decks_pass(hostile_corpus: Path, name: str) -> None:
    assert cause_of(hostile_corpus / "pptx" / name) is None


@pytest.mark.external_corpus(
    reason="python-pptx's largest samples (a 1.4 MB chart deck, a macro deck) are not committed",
    needs="corpus/hostile/pptx",
)
def test_large_python_pptx_samples_pass() -> None:
    shared = shared_hostile_corpus() / "pptx"
    for name in ("up_chart_types_many.pptx", "up_macro_actions.pptm", "up_movie.pptx"):
        assert cause_of(shared / name) is None, name


def test_rebuilt_base_deck_passes(tmp_path: Path) -> None:
    assert cause_of(build_zip(tmp_path / "deck.pptx", base_members())) is None


def test_member_that_lies_about_its_size_is_stopped_while_inflating(tmp_path: Path) -> None:
    members = [*base_members(), Member("ppt/media/image9.png", b"\0" * (8 << 20), declared_size=10)]
    limits = ReadLimits(max_member_bytes=1 << 20)
    assert cause_of(build_zip(tmp_path / "lying.pptx", members), limits) == "zip-bomb"


def test_running_total_caps_many_small_members(tmp_path: Path) -> None:
    pads = [Member(f"ppt/media/pad{i}.bin", b"\0" * (600 << 10)) for i in range(8)]
    limits = ReadLimits(max_decompressed_bytes=2 << 20, max_member_bytes=1 << 20)
    assert cause_of(build_zip(tmp_path / "total.pptx", base_members() + pads), limits) in (
        "zip-bomb",
        "over-limit: decompressed size",
    )


def test_incompressible_xml_over_the_cap_is_too_large_not_a_bomb(tmp_path: Path) -> None:
    noise = "".join(f"<a:t>{zlib.crc32(str(i).encode()):08x}</a:t>" for i in range(60_000))
    part = Member("ppt/slides/slide9.xml", f"<?xml version='1.0'?><r>{noise}</r>".encode())
    limits = ReadLimits(max_xml_bytes=256 << 10)
    assert cause_of(build_zip(tmp_path / "big.pptx", [*base_members(), part]), limits) == (
        "over-limit: xml size"
    )


@pytest.mark.parametrize(
    "name",
    ["../evil.xml", "ppt/../../evil.xml", "/etc/evil.xml", "C:/evil.xml", "ppt\\slides\\x.xml"],
)
def test_escaping_member_names_are_refused(tmp_path: Path, name: str) -> None:
    members = [*base_members(), Member(name, b"<x/>")]
    assert cause_of(build_zip(tmp_path / "escape.pptx", members)) == "path-traversal"


@pytest.mark.parametrize("name", ["ppt/slides/slide1.xml", "[Content_Types].xml", "a/b..c/d"])
def test_ordinary_member_names_are_fine(name: str) -> None:
    assert member_name_problem(name) is None


@pytest.mark.parametrize("twin", ["ppt/slides/slide1.xml", "PPT/Slides/Slide1.XML"])
def test_duplicate_member_names_are_refused(tmp_path: Path, twin: str) -> None:
    members = [*base_members(), Member(twin, b"<p:sld/>")]
    assert cause_of(build_zip(tmp_path / "twin.pptx", members)) == "duplicate-member"


def test_local_header_name_that_differs_from_the_directory_is_refused(tmp_path: Path) -> None:
    members = base_members()
    members[-1].local_name = members[-1].name.replace("/", "_")
    assert cause_of(build_zip(tmp_path / "names.pptx", members)) == "duplicate-member"


@pytest.mark.parametrize("method", [zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA, 9, 93])
def test_methods_other_than_stored_and_deflate_are_refused(tmp_path: Path, method: int) -> None:
    members = [*base_members(), Member("ppt/media/pad.bin", b"\0" * 64, method=method)]
    # The payload is not really compressed with `method`: the refusal must come before decoding.
    members[-1].method = zipfile.ZIP_STORED
    path = build_zip(tmp_path / "method.pptx", members)
    blob = bytearray(path.read_bytes())
    for magic in (b"PK\x03\x04", b"PK\x01\x02"):
        at = blob.rfind(magic)
        field = at + (8 if magic == b"PK\x03\x04" else 10)
        blob[field : field + 2] = struct.pack("<H", method)
    path.write_bytes(bytes(blob))
    assert cause_of(path) == "unsupported-compression"


def test_encrypted_member_is_reported_as_encrypted(tmp_path: Path) -> None:
    members = [*base_members(), Member("ppt/media/secret.bin", b"x" * 32, flags=0x1)]
    assert cause_of(build_zip(tmp_path / "enc.pptx", members)) == "encrypted"


def test_member_count_is_capped(tmp_path: Path) -> None:
    members = base_members() + [Member(f"ppt/media/m{i}.bin", b"x") for i in range(50)]
    limits = ReadLimits(max_members=40)
    assert (
        cause_of(build_zip(tmp_path / "many.pptx", members), limits)
        == "over-limit: archive members"
    )


def test_crc_mismatch_is_corrupt(tmp_path: Path) -> None:
    members = base_members()
    members[3].crc = (zlib.crc32(members[3].data) + 1) & 0xFFFFFFFF
    assert cause_of(build_zip(tmp_path / "crc.pptx", members)) == "corrupt"


def test_overlapping_members_are_a_bomb(tmp_path: Path) -> None:
    members = [*base_members(), Member("ppt/media/again.bin", base_members()[-1].data)]
    assert cause_of(build_zip(tmp_path / "overlap.pptx", members, overlap_last=True)) in (
        "zip-bomb",
        "duplicate-member",
    )


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16-le", "utf-16-be", "utf-32"])
def test_dtd_is_found_in_any_xml_encoding(tmp_path: Path, encoding: str) -> None:
    xml = '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x "boom">]><p>&x;</p>'
    data = xml.encode(encoding)
    if encoding.startswith("utf-16"):
        data = (b"\xff\xfe" if encoding.endswith("le") else b"\xfe\xff") + data
    members = [*base_members(), Member("ppt/slides/slide7.xml", data)]
    assert cause_of(build_zip(tmp_path / "dtd.pptx", members)) == "xml-entities"


def test_xml_shaped_part_with_another_name_is_still_scanned(tmp_path: Path) -> None:
    data = b'  <?xml version="1.0"?><!DOCTYPE r SYSTEM "file:///etc/passwd"><r/>'
    members = [*base_members(), Member("ppt/customData/item.bin", data)]
    assert cause_of(build_zip(tmp_path / "bin.pptx", members)) == "xml-entities"


def test_binary_part_embedding_a_plist_doctype_is_fine(tmp_path: Path) -> None:
    data = b"\x02\x00\x00\x00\x01\x00" + b'<?xml version="1.0"?><!DOCTYPE plist PUBLIC "x"><plist/>'
    members = [*base_members(), Member("ppt/printerSettings/printerSettings1.bin", data)]
    assert cause_of(build_zip(tmp_path / "printer.pptx", members)) is None


def test_relationship_pointing_outside_the_package_is_refused(tmp_path: Path) -> None:
    members = base_members()
    rels = next(m for m in members if m.name == "ppt/slides/_rels/slide1.xml.rels")
    rels.data = rels.data.replace(
        b"</Relationships>",
        b'<Relationship Id="rId99" Type="http://x/image" Target="../../../../etc/passwd"/>'
        b"</Relationships>",
    )
    assert cause_of(build_zip(tmp_path / "rels.pptx", members)) == "path-traversal"


def test_file_size_limit(tmp_path: Path) -> None:
    assert cause_of(BASE_DECK, ReadLimits(max_file_bytes=1000)) == "over-limit: file size"


def test_truncated_archive_is_truncated(tmp_path: Path) -> None:
    path = tmp_path / "cut.pptx"
    path.write_bytes(BASE_DECK.read_bytes()[:-300])
    assert cause_of(path) == "truncated"


def test_python_pptx_parser_resolves_no_entities(tmp_path: Path) -> None:
    """python-pptx parses with its own parser: check that it expands no entity of either kind."""
    from pptx.oxml import oxml_parser, parse_xml

    canary = tmp_path / "canary.txt"
    canary.write_text("XXE-CANARY")
    xml = (
        f'<!DOCTYPE r [<!ENTITY inner "INNER-EXPANDED"><!ENTITY ext SYSTEM "{canary.as_uri()}">]>'
        "<r><a>&inner;</a><b>&ext;</b></r>"
    ).encode()
    for root in (parse_xml(xml), etree.fromstring(xml, safe_xml_parser())):
        text = "".join(root.itertext())  # how the readers collect run text
        assert "XXE-CANARY" not in text
        assert "INNER-EXPANDED" not in text
        assert root[0].text is None  # the entity stays an unexpanded reference node
    assert oxml_parser.resolvers is not None  # the parser python-pptx shares is the one tested


def test_deep_nesting_error_reads_as_a_limit() -> None:
    deep = b"<a>" * 300 + b"</a>" * 300
    with pytest.raises(etree.XMLSyntaxError) as caught:
        etree.fromstring(deep, safe_xml_parser())
    error = classify_pptx_error(caught.value)
    assert error.cause == "over-limit: nesting"
    assert "256" in error.message
