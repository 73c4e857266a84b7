"""Read a PPTX deck with python-pptx into the shared Deck model, keeping positions and visibility.

python-pptx opens the package, resolves parts and relationships, reads charts and inherits
placeholder positions from layouts. Everything read once per shape or paragraph (geometry, text,
runs, fonts, colours, fills, notes) is read straight from the lxml elements python-pptx parsed:
its proxy objects re-run an XPath query or build a wrapper for every attribute, which made them
most of the reading time, and some of them (`font`, `text_frame`, `background.fill`) add elements
to the deck they are asked about.

The modules, from the bottom up: `names` (XML tags), `elements` (small element lookups),
`geometry` (boxes and group transforms), `text` (runs and paragraphs), `colours` (fills and text
colours), `visibility` (why a paragraph or block cannot be seen), `graphics` (tables, charts,
SmartArt), `slide` (one slide's walk), `deck` (the whole presentation).
"""

from extractors.pptx_reader.deck import read_pptx

__all__ = ["read_pptx"]
