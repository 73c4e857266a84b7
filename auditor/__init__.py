"""deckaudit's audit: labels, checks, replay glue, results, reports, exports and the CLI."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("deckaudit")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"
