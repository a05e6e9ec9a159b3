"""`lazy(pattern, flags)`: a regular expression compiled by `re` when first used, not at import.

A one-file check imports some 80 patterns and uses about half of them (the rest serve other inputs: several
files, HIP, a timing comment...); compiling a pattern is a Python parse in `re`, so a module-level pattern that
is not on every run's path is declared with `lazy` and costs nothing until used (a one-file check: 40
patterns, ~5 ms of ~13 ms of compilation).
"""

from __future__ import annotations

from typing import Any

# NOTE: what the callers use; a first use of any attribute compiles, and these then come from the instance
_FORWARDED = ("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split", "pattern", "flags",
              "groups", "groupindex")


class LazyPattern:
    """`re.compile(pattern, flags)` on first use of any attribute; the Pattern's methods are then the
    instance's own attributes (no indirection on later calls)."""

    def __init__(self, pattern: str | bytes, flags: int = 0) -> None:
        self._source = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "_source":
            raise AttributeError(name)
        import re

        compiled = re.compile(*self._source)
        for forwarded in _FORWARDED:
            setattr(self, forwarded, getattr(compiled, forwarded))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy({self._source[0]!r}, {self._source[1]})"


def lazy(pattern: str | bytes, flags: int = 0) -> Any:
    """A pattern compiled with `re.compile(pattern, flags)` on first use (see the module)."""
    return LazyPattern(pattern, flags)
