"""The headless `deckaudit` command line (`auditor.cli.main`); sub-commands come from entry points."""
