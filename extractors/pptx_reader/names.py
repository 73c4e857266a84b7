"""Qualified XML tag names and units of PresentationML and DrawingML, computed once."""

from __future__ import annotations

from pptx.oxml.ns import qn

EMU_PER_PT = 12700
EMU_PER_CENTIPOINT = 127  # python-pptx's Centipoints: sz="1800" is 1800 * 127 EMU, 18 pt
A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"

# Shape elements python-pptx makes shapes of, in a slide's or a group's shape tree.
P_SP, P_GRP_SP, P_GRAPHIC_FRAME = qn("p:sp"), qn("p:grpSp"), qn("p:graphicFrame")
P_PIC, P_CXN_SP, P_CONTENT_PART = qn("p:pic"), qn("p:cxnSp"), qn("p:contentPart")
SHAPE_TAGS = frozenset({P_SP, P_GRP_SP, P_GRAPHIC_FRAME, P_CXN_SP, P_PIC, P_CONTENT_PART})
P_SP_TREE, P_C_SLD, P_BG = qn("p:spTree"), qn("p:cSld"), qn("p:bg")
P_SP_PR, P_GRP_SP_PR, P_XFRM = qn("p:spPr"), qn("p:grpSpPr"), qn("p:xfrm")
P_C_NV_PR, P_NV_PR, P_PH, P_TX_BODY = qn("p:cNvPr"), qn("p:nvPr"), qn("p:ph"), qn("p:txBody")
A_XFRM, A_OFF, A_EXT = qn("a:xfrm"), qn("a:off"), qn("a:ext")
A_CH_OFF, A_CH_EXT = qn("a:chOff"), qn("a:chExt")
A_GRAPHIC, A_GRAPHIC_DATA, A_TBL = qn("a:graphic"), qn("a:graphicData"), qn("a:tbl")
A_TR, A_TC, A_TX_BODY = qn("a:tr"), qn("a:tc"), qn("a:txBody")
A_P, A_R, A_BR, A_FLD, A_T = qn("a:p"), qn("a:r"), qn("a:br"), qn("a:fld"), qn("a:t")
A_RPR, A_PPR, A_DEF_RPR = qn("a:rPr"), qn("a:pPr"), qn("a:defRPr")
VIDEO_PATH = f"{qn('p:nvPicPr')}/{qn('p:nvPr')}/{qn('a:videoFile')}"
C_CHART, C_VAL, C_Y_VAL = qn("c:chart"), qn("c:val"), qn("c:yVal")
C_PT, C_PT_COUNT, C_V = qn("c:pt"), qn("c:ptCount"), qn("c:v")
R_ID = qn("r:id")
RUN_TAGS = frozenset({A_R, A_FLD})
