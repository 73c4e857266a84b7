"""A labelled corpus of vendor decks that grades the audit: specs, builder, fixture and scoring."""
