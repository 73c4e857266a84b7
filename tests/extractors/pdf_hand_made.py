"""Small PDFs written byte by byte, for the cases no PDF library writes on request.

Each page shows a black heading (so the page is not empty) and draws its test text with the content
given; fonts are the standard Helvetica (WinAnsi) unless a case brings its own.
"""

from __future__ import annotations

from pathlib import Path

HEADING = "Colour test page"
HELVETICA = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def write_pdf(
    path: Path,
    content: str,
    *,
    resources: str = "",
    objects: tuple[str, ...] = (),
    font: str = HELVETICA,
    extra_fonts: str = "",
    trailer_xref: bool = True,
    size: tuple[int, int] = (612, 792),
) -> Path:
    """A one-page PDF: `content` after a heading; `objects` become objects 6, 7, ... ."""
    stream = f"BT /F1 24 Tf 0 g 72 720 Td ({HEADING}) Tj ET\n{content}\n".encode("latin-1")
    bodies = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {size[0]} {size[1]}] "
        f"/Resources << /Font << /F1 5 0 R {extra_fonts} >> {resources} >> /Contents 4 0 R >>",
        None,  # the content stream, below
        font,
        *objects,
    ]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, start=1):
        offsets.append(len(out))
        if body is None:
            out += f"{number} 0 obj\n<< /Length {len(stream)} >>\nstream\n".encode()
            out += stream + b"endstream\nendobj\n"
        else:
            out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref_at = len(out)
    if trailer_xref:
        out += f"xref\n0 {len(bodies) + 1}\n0000000000 65535 f \n".encode()
        for offset in offsets:
            out += f"{offset:010d} 00000 n \n".encode()
        out += f"trailer\n<< /Size {len(bodies) + 1} /Root 1 0 R >>\n".encode()
        out += f"startxref\n{xref_at}\n%%EOF\n".encode()
    else:  # no xref table and no startxref, but a proper end: other readers rebuild it
        out += f"trailer\n<< /Size {len(bodies) + 1} /Root 1 0 R >>\n%%EOF\n".encode()
    path.write_bytes(bytes(out))
    return path


def text_op(text: str, x: float = 72, y: float = 600, size: float = 16) -> str:
    """A BT ... ET block showing `text` at (x, y)."""
    return f"BT /F1 {size} Tf {x} {y} Td ({text}) Tj ET"
