"""Type 1 fonts whose declared encoding pypdf overrides with the one built into the font program.

A Type 1 font (also one embedded as CFF, /FontFile3 /Type1C) carries an encoding of its own. The
PDF's /Encoding replaces it: a named encoding (/WinAnsiEncoding, /MacRomanEncoding, ...) or a
/BaseEncoding wins outright, and /Differences win code by code (PDF 32000-1, 9.6.6). pypdf reads the
program's built-in encoding whenever the font has no /ToUnicode map, and lets it win over both, so
a subset font whose program numbers its glyphs its own way reads "DISTRICT" as "3xSTRxtT" and
"37,499.96" as "9nhmmmimm": ordinary letters and digits, the wrong ones, that no check for
undecodable characters can see. Before a page's text is extracted, every such font on it is given
a /ToUnicode map (in memory only) holding the codes where the declared encoding and the built-in
one disagree, with the declared encoding's characters; pypdf then decodes them as poppler,
PDFium and Acrobat do.
"""

from __future__ import annotations

from typing import Any

from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject, StreamObject

from extractors.pdf_objects import deref

# Marks the maps made here, so that a font is not called one "whose map does not cover every
# character" for a map it never had.
REPAIRED_MAP = "/DeckauditDeclaredEncoding"
_MAX_FORM_DEPTH = 8


class EncodingRepair:
    """Gives the Type 1 fonts of each page's resources the encoding their PDF declares."""

    def __init__(self) -> None:
        self._seen: set[int] = set()

    def repair(self, resources: Any, depth: int = 0) -> None:
        """Repair the fonts of `resources` and of the form XObjects they hold."""
        resources = deref(resources)
        if not isinstance(resources, dict) or depth > _MAX_FORM_DEPTH:
            return
        if id(resources) in self._seen:
            return
        self._seen.add(id(resources))
        fonts = deref(resources.get("/Font"))
        if isinstance(fonts, dict):
            for font in list(fonts.values())[:500]:
                font = deref(font)
                if isinstance(font, DictionaryObject) and id(font) not in self._seen:
                    self._seen.add(id(font))
                    repair_font(font)
        xobjects = deref(resources.get("/XObject"))
        if isinstance(xobjects, dict):
            for xobject in list(xobjects.values())[:500]:
                xobject = deref(xobject)
                if isinstance(xobject, StreamObject) and xobject.get("/Subtype") == "/Form":
                    self.repair(xobject.get("/Resources"), depth + 1)


def repair_font(font: DictionaryObject) -> bool:
    """Give `font` a Unicode map of its declared encoding where pypdf would read another one."""
    if font.get("/Subtype") not in ("/Type1", "/MMType1") or "/ToUnicode" in font:
        return False
    encoding = deref(font.get("/Encoding"))
    differences = _difference_codes(encoding)
    declared_base = isinstance(encoding, str) or (
        isinstance(encoding, dict) and "/BaseEncoding" in encoding
    )
    if not declared_base and not differences:
        return False  # the font program's own encoding is the right one
    try:
        from pypdf._cmap import _parse_encoding, _parse_to_unicode

        built_in, _codes = _parse_to_unicode(font)
        declared = _parse_encoding(font)
    except Exception:  # a font pypdf cannot read either: nothing to repair
        return False
    if not built_in or not isinstance(declared, dict):
        return False
    mapping: dict[int, str] = {}
    changed = False
    for key, value in built_in.items():
        if not isinstance(key, str) or len(key) != 1 or ord(key) > 255:
            continue
        code = ord(key)
        wanted = declared.get(code) if declared_base or code in differences else None
        if isinstance(wanted, str) and wanted and not wanted.startswith("/") and wanted != value:
            mapping[code] = wanted
            changed = True
        elif isinstance(value, str) and value:
            mapping[code] = value  # the built-in reading stands where nothing better is declared
    if not changed:
        return False
    stream = DecodedStreamObject()
    stream.set_data(_cmap(mapping))
    stream[NameObject(REPAIRED_MAP)] = NameObject("/true")
    font[NameObject("/ToUnicode")] = stream
    return True


def _difference_codes(encoding: Any) -> set[int]:
    if not isinstance(encoding, dict):
        return set()
    differences = deref(encoding.get("/Differences"))
    if not isinstance(differences, list):
        return set()
    codes: set[int] = set()
    code = 0
    for item in differences[:4096]:
        item = deref(item)
        if isinstance(item, int | float) and not isinstance(item, bool):
            code = int(item)
        else:
            codes.add(code)
            code += 1
    return codes


def _cmap(mapping: dict[int, str]) -> bytes:
    lines = [
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        b"1 begincodespacerange <00> <FF> endcodespacerange",
    ]
    items = sorted(mapping.items())
    for start in range(0, len(items), 100):
        chunk = items[start : start + 100]
        lines.append(b"%d beginbfchar" % len(chunk))
        for code, text in chunk:
            lines.append(b"<%02X> <%s>" % (code, text.encode("utf-16-be").hex().upper().encode()))
        lines.append(b"endbfchar")
    lines.append(b"endcmap CMapName currentdict /CMap defineresource pop end end")
    return b"\n".join(lines)
