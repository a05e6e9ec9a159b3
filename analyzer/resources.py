"""Where the shipped data lives: grammars/ and rules/ (top level in git, analyzer/_data in wheels)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """Directory of shipped data `name` ("grammars" or "rules").

    NOTE: wheels carry the folders under analyzer/_data (hatch force-include); editable installs
    and a plain checkout do not, so fall back to the repository's top-level folder.
    """
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent / name


def package_data(name: str) -> Path:
    """A file in analyzer/data/ (architecture database and other package-internal data)."""
    return _PACKAGE / "data" / name


def cache_dir() -> Path:
    """Per-user cache directory ($KERNLINT_CACHE_DIR, else $XDG_CACHE_HOME/kernlint, else ~/.cache/kernlint).

    NOTE: never the shared tmp dir: lark's grammar cache is a pickle.
    """
    import os

    env = os.environ.get("KERNLINT_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "kernlint"
