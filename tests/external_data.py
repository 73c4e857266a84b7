"""The `external_corpus` marker: tests that need data the repository may not hold.

A test marked `@pytest.mark.external_corpus(reason=..., needs="corpus/hostile/pdf")` runs when that
path exists in the shared folder (see `examples/shared_data.py`) and is skipped otherwise, with
the reason shown. Either way the run's summary ends with the list of these tests and what became of
each, so that a clone without the shared folder never loses tests without a word.
"""

from __future__ import annotations

import pytest

from examples.shared_data import ENV_VAR, missing, shared_folder

MARKER = "external_corpus"
_KEY = pytest.StashKey[dict[str, tuple[str, str]]]()


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker and the table of marked tests."""
    config.addinivalue_line(
        "markers",
        f"{MARKER}(reason, needs=''): needs files from the shared folder (${ENV_VAR}, else shared/ "
        "beside the checkout) that the repository does not hold; skipped with the reason without it",
    )
    config.stash[_KEY] = {}


def _reason_of(marker: pytest.Mark) -> str:
    reason = marker.kwargs.get("reason") or (marker.args[0] if marker.args else "")
    if not reason:
        raise pytest.UsageError(f"@pytest.mark.{MARKER} needs a reason=")
    return str(reason)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the marked tests whose shared files are absent, naming the reason and the path."""
    table = config.stash[_KEY]
    for item in items:
        marker = item.get_closest_marker(MARKER)
        if marker is None:
            continue
        reason = _reason_of(marker)
        absent = missing(str(marker.kwargs.get("needs", "")))
        table[item.nodeid] = (reason, "")
        if absent:
            item.add_marker(pytest.mark.skip(reason=f"external corpus: {reason} ({absent})"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    """Record the outcome of each marked test for the summary."""
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    table = item.config.stash.get(_KEY, {})
    if item.nodeid not in table:
        return
    reason, seen = table[item.nodeid]
    if report.skipped:
        state = "skipped"
    elif report.failed:
        state = "failed"
    elif report.when == "call":
        state = "passed"
    else:
        return
    if seen in ("", "passed") or state != "passed":
        table[item.nodeid] = (reason, state)


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """List every test that needs the external corpus, its reason and what became of it."""
    table = config.stash.get(_KEY, {})
    if not table:
        return
    states = [state for _, state in table.values()]
    skipped = states.count("skipped")
    terminalreporter.section(f"tests that need the external corpus ({MARKER})")
    terminalreporter.write_line(
        f"{len(table)} marked, {skipped} skipped; shared folder: {shared_folder()}"
        + ("" if skipped == 0 else f" (set {ENV_VAR} to run them)")
    )
    for nodeid, (reason, state) in sorted(table.items()):
        terminalreporter.write_line(f"{(state or 'not run').upper():8} {nodeid}: {reason}")
