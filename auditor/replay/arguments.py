"""The service-time samples' command-line flags, shared by `audit` and `review` (cheap to import)."""

from __future__ import annotations

import argparse
from pathlib import Path

SAMPLE_UNITS: tuple[str, ...] = ("s", "ms", "us", "ns")


def add_samples_arguments(parser: argparse.ArgumentParser) -> None:
    """Add `--samples`, `--samples-unit` and `--samples-column` to a parser."""
    parser.add_argument(
        "--samples", type=Path, metavar="FILE", help="measured service times for the replay"
    )
    parser.add_argument(
        "--samples-unit", choices=SAMPLE_UNITS, default=None, help="unit of --samples"
    )
    parser.add_argument(
        "--samples-column", default=None, metavar="NAME", help="column of --samples to read"
    )
