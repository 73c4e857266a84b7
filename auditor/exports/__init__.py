"""Report renderers (JSON, Markdown, CSV) and annotated decks."""
