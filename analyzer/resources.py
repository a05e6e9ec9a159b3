"""Where the shipped data lives: grammars/ and rules/ (top level in git, analyzer/_data in wheels)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

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


def sha256(data: bytes = b"") -> Any:
    """`hashlib.sha256(data)`, made by the standard library's own C module where it has one (`_sha256`,
    `_sha2` from 3.12): importing hashlib loads OpenSSL, 0.5 % of a one-file check. Same digests."""
    return _sha256_type()(data)


@cache
def _sha256_type() -> Any:
    try:
        from _sha256 import sha256
    except ImportError:
        try:
            from _sha2 import sha256  # type: ignore[no-redef]
        except ImportError:
            from hashlib import sha256
    return sha256


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


def file_stamp(paths: list[Path]) -> str:
    """Each file's path, size and mtime: what a per-user cache entry built from those files is keyed on (an
    unreadable file stamps as "?")."""
    import os

    def one(path: Path) -> str:
        try:
            stat = os.stat(path)
        except OSError:
            return f"{path}\0?"
        return f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}"
    return "\n".join(map(one, paths))


def module_stamp(name: str) -> str:
    """An installed module identified by its file (path, size, mtime) without importing it ("?" if not found)."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    return file_stamp([Path(spec.origin)]) if spec and spec.origin else "?"


STALE_DAYS = 7  # a cache file of another key untouched this long is removed when its kind is written again


def prune_stale(keep: Path, pattern: str) -> None:
    """Remove the files of `keep`'s folder matching `pattern` (other keys of the same cache: older versions,
    an edited grammar) that nobody has written for STALE_DAYS; `keep` was just written."""
    import time

    old = time.time() - STALE_DAYS * 86400
    for sibling in keep.parent.glob(pattern):
        try:
            if sibling != keep and sibling.stat().st_mtime < old:
                sibling.unlink()
        except OSError:  # NOTE: removed meanwhile by another run, or not ours to remove
            pass


def load_yaml_files(paths: list[Path]) -> list:
    """The parsed YAML of each file of `paths` (shipped data: rule cards, architecture tables).

    NOTE: kept as one pickle in the per-user cache_dir()/data (like lark's grammar cache), keyed by the
    files' paths, sizes and mtimes, so a run whose data did not change neither imports PyYAML nor parses
    YAML (tens of ms of every start-up); a bad or foreign cache file is a miss.
    """
    import pickle

    key = sha256(file_stamp(paths).encode()).hexdigest()[:32]
    store = cache_dir() / "data" / f"{key}.pickle"
    try:
        with open(store, "rb") as handle:
            values = pickle.load(handle)
        if isinstance(values, list) and len(values) == len(paths):
            return values
    except Exception:  # NOTE: absent, torn, or from another Python: parse the YAML
        pass
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    values = [yaml.load(p.read_text(encoding="utf-8"), Loader=loader) for p in paths]
    try:
        from analyzer.atomic import write_atomic

        store.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(store, pickle.dumps(values, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:  # NOTE: an unwritable cache dir only costs the parse next time
        return values
    prune_stale(store, "*.pickle")
    return values
