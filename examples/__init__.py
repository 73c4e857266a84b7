"""Example vendor decks and `deck_builders`, the deck builder that tests and benchmarks share."""
