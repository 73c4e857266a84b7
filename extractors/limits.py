"""Limits that bound the work any one deck can cause; every reader honours them."""

from __future__ import annotations

from pydantic import BaseModel, Field

MIB = 1024 * 1024


class ReadLimits(BaseModel):
    """Caps on input size and decompression; the defaults suit real vendor decks."""

    max_file_bytes: int = Field(default=200 * MIB, description="largest deck file accepted")
    max_pages: int = Field(default=2000, description="most pages or slides read")
    max_decompressed_bytes: int = Field(
        default=512 * MIB, description="total bytes a PPTX may inflate to"
    )
    max_member_bytes: int = Field(
        default=128 * MIB, description="bytes any one PPTX member may inflate to"
    )
    max_members: int = Field(default=20000, description="most members in a PPTX archive")
    max_xml_bytes: int = Field(default=32 * MIB, description="largest XML part of a PPTX")
    max_shapes_per_slide: int = Field(default=5000, description="most shapes read on one slide")
    max_group_depth: int = Field(default=32, description="deepest group nesting followed")
    max_pdf_stream_bytes: int = Field(
        default=64 * MIB, description="bytes any one PDF stream may inflate to"
    )
    max_text_chars: int = Field(default=2_000_000, description="most characters kept per deck")
    max_llm_chars: int = Field(
        default=60_000, description="most characters of deck text sent to an LLM per deck"
    )
