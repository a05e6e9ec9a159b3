"""Errors that end a run with one clear line on stderr and exit code 2."""

from __future__ import annotations


class KernlintError(Exception):
    """A user-facing error: bad input, bad config, bad usage. The CLI prints `kernlint: <msg>`, exits 2."""


class UnknownArchError(KernlintError, ValueError):
    """An architecture name that the database does not know."""
