"""SmartArt keeps its text in a diagram-data part; the PPTX reader reads it as slide text."""

from __future__ import annotations

from pathlib import Path

from lxml import etree
from pptx import Presentation
from pptx.opc.constants import RELATIONSHIP_TYPE as RT
from pptx.opc.package import Part
from pptx.opc.packuri import PackURI
from pptx.util import Inches

from extractors import find_claims, read_deck

DGM = "http://schemas.openxmlformats.org/drawingml/2006/diagram"
A = "http://schemas.openxmlformats.org/drawingml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
P = "http://schemas.openxmlformats.org/presentationml/2006/main"
DATA_TYPE = "application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml"


def _data_part_xml(nodes: list[str]) -> bytes:
    points = "".join(
        f'<dgm:pt modelId="{i + 1}"><dgm:t><a:bodyPr/><a:p><a:r><a:t>{text}</a:t></a:r></a:p>'
        f"</dgm:t></dgm:pt>"
        for i, text in enumerate(nodes)
    )
    return (
        f'<dgm:dataModel xmlns:dgm="{DGM}" xmlns:a="{A}"><dgm:ptLst>{points}</dgm:ptLst>'
        "<dgm:cxnLst/></dgm:dataModel>"
    ).encode()


def _smartart_deck(path: Path, nodes: list[str]) -> Path:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "MLPerf Inference v4.1 highlights"
    part = Part(
        PackURI("/ppt/diagrams/data1.xml"), DATA_TYPE, prs.part.package, _data_part_xml(nodes)
    )
    rel_id = slide.part.relate_to(part, RT.DIAGRAM_DATA)
    frame = etree.fromstring(
        f'<p:graphicFrame xmlns:p="{P}" xmlns:a="{A}" xmlns:r="{R}">'
        '<p:nvGraphicFramePr><p:cNvPr id="40" name="Diagram 1"/><p:cNvGraphicFramePr/><p:nvPr/>'
        f'</p:nvGraphicFramePr><p:xfrm><a:off x="{Inches(1)}" y="{Inches(2)}"/>'
        f'<a:ext cx="{Inches(6)}" cy="{Inches(3)}"/></p:xfrm>'
        f'<a:graphic><a:graphicData uri="{DGM}"><dgm:relIds xmlns:dgm="{DGM}" r:dm="{rel_id}" '
        'r:lo="" r:qs="" r:cs=""/></a:graphicData></a:graphic></p:graphicFrame>'
    )
    slide.shapes._spTree.append(frame)
    prs.save(str(path))
    return path


def test_smartart_nodes_become_blocks_and_claims(tmp_path: Path) -> None:
    deck = read_deck(
        _smartart_deck(
            tmp_path / "smartart.pptx",
            ["Llama 2 70B: 24,525 tokens/s Offline", "Founded in 2019", "Closed division"],
        )
    )
    blocks = [b for b in deck.pages[0].blocks if b.location.shape_name == "Diagram 1"]
    assert [b.text for b in blocks] == [
        "Llama 2 70B: 24,525 tokens/s Offline",
        "Founded in 2019",
        "Closed division",
    ]
    box = blocks[0].location.bbox
    assert box is not None and round(box.x0) == 72 and round(box.y0) == 144
    (claim,) = find_claims(deck)
    assert claim.metric is not None and claim.metric.value == 24525.0
    assert claim.benchmark == "llama2-70b" and claim.round == "v4.1"
