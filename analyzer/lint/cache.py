"""The result cache of `kernlint check`: one entry per analysed file, like ruff's.

An entry is the file's FileResult (its findings and its model), stored under a key that hashes everything
the result depends on: the kernlint code and data (version, and the size and mtime of every module, rule
card, grammar and data file, so an edited checkout never reads stale entries), the settings and the enabled
rules, the path as reported, the file's text, the text of every `#include "..."` header it pulls in
(recursively, resolved as the analysis resolves them), and, for the second phase of a run, the keys of the
files whose launches and kernels make up the run-wide index slice the file is analysed with (and which of them
each launch binds to). A hit is therefore the result a fresh analysis would give; a
miss (absent, unreadable, or torn entry) only costs the analysis.

Where: `--cache-dir DIR`, else `.kernlint_cache/` in the directory of the config file in use (found upward
from the working directory, as the config is), else in the working directory. `--no-cache` turns it off.
Writes are atomic (a temporary file in the same directory, then os.replace), so parallel workers and
concurrent kernlint processes can share one cache; readers never see half an entry. The directory holds a
`.gitignore` of `*` and a CACHEDIR.TAG, so neither git nor backup tools pick it up.
"""

from __future__ import annotations

import contextlib
import os
import pickle
from pathlib import Path
from typing import Any, Callable, Iterable

from analyzer.atomic import write_atomic
from analyzer.resources import sha256

DIRNAME = ".kernlint_cache"
FORMAT = "1"  # bumped when the entry layout changes
_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
        "# This file is a cache directory tag created by kernlint.\n"
        "# For information about cache directory tags see https://bford.info/cachedir/\n")
_CODE: list[str] = []


def code_fingerprint() -> str:
    """kernlint's version plus the size and mtime of its modules and data (computed once per process)."""
    if _CODE:
        return _CODE[0]
    from analyzer import __version__
    from analyzer.resources import data_dir

    digest = sha256(f"kernlint {__version__} cache {FORMAT}".encode())
    package = Path(__file__).resolve().parents[1]
    roots = [package]
    try:
        data = Path(data_dir()).resolve()
        if package not in data.parents and data != package:
            roots.append(data)
    except Exception:  # NOTE: no data dir: the package's own files still key the cache
        pass
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for name in sorted(files):
                if name.endswith((".py", ".yaml", ".yml", ".lark", ".json", ".toml")):
                    st = os.stat(os.path.join(folder, name))
                    digest.update(f"{os.path.relpath(os.path.join(folder, name), root)}\0{st.st_size}\0"
                                  f"{st.st_mtime_ns}\n".encode())
    _CODE.append(digest.hexdigest())
    return _CODE[0]


def find_dir(settings: Any, cache_dir: str | os.PathLike | None = None) -> Path:
    """The cache directory: `cache_dir`, else `.kernlint_cache` next to the config in use, else in the cwd."""
    if cache_dir:
        return Path(cache_dir)
    root = getattr(settings, "root", None)
    return Path(root) / DIRNAME if root else Path.cwd() / DIRNAME


def included_headers(path: str, text: str, resolve: Callable[[str, str], str | None]) -> list[tuple[str, bytes]]:
    """(header path, contents) of every `#include "..."` header `path` pulls in, recursively, in a fixed order
    (analyzer.source.walk_includes, the one include walker). `resolve(including_path, name)` is the analysis's
    own header lookup (None: not found)."""
    from analyzer.source import walk_includes

    return [(header, b"\0unreadable" if data is None else data) for header, data in walk_includes(path, text, resolve)]


class ResultCache:
    """Entries keyed by `key()`; `get` returns None on any miss, `put` never raises (a full disk, a read-only
    directory: the run goes on uncached)."""

    def __init__(self, directory: Path, settings: Any, enabled: Iterable[str]) -> None:
        self.directory = Path(directory)
        self.entries = self.directory / f"v{FORMAT}"
        fields = sorted((k, repr(v)) for k, v in vars(settings).items() if k != "source")
        self.base = sha256(f"{code_fingerprint()}\0{fields!r}\0{sorted(enabled)!r}".encode()).hexdigest()
        self.ready = False
        self.hits = self.misses = 0
        self.keys: dict[str, str] = {}  # path -> phase-1 key, for the phase-2 keys

    def key(self, path: str, text: str, headers: list[tuple[str, bytes]], index: Any = None) -> str | None:
        """The entry key of `path` analysed with `index` (None: phase 1, its own launches only). A phase-2 key
        adds the phase-1 keys of the files the index slice draws on (a slice is a function of their
        contents), so it needs those keys first (`self.keys`, filled by phase 1); None: cannot be keyed."""
        digest = sha256(f"{self.base}\0{path}\0".encode())
        digest.update(text.encode("utf-8", "surrogatepass"))
        for header, data in headers:
            digest.update(f"\0{header}\0{len(data)}\0".encode())
            digest.update(data)
        if index is None:
            key = digest.hexdigest()
            self.keys[path] = key
            return key
        return self._with_index(digest.hexdigest(), index)

    def partial_key(self, key: str) -> str:
        """The key of the partial (modelled, unchecked) result of the file and contents `key` names."""
        return sha256(f"{key}\0partial".encode()).hexdigest()

    def index_key(self, path: str, index: Any) -> str | None:
        """The phase-2 key of a file phase 1 keyed, from its phase-1 key: no second read or hash of it."""
        return self._with_index(self.keys[path], index) if path in self.keys else None

    def _with_index(self, own: str, index: Any) -> str | None:
        files = sorted({item.file for table in (index.launches, index.kernels) for items in table.values()
                        for item in items})
        if any(f not in self.keys for f in files):
            return None
        joined = "\0".join(f"{f}\0{self.keys[f]}" for f in files)
        # NOTE: which definitions each launch binds to also depends on the programs (other files' mains and
        # declarations, the configuration): the slice's binding is part of the key
        binding = repr([sorted((k, tuple((x.file, x.span.line, x.span.column) for x in v))
                               for k, v in getattr(index, table, {}).items()) for table in ("bound", "reaching")])
        return sha256(f"{own}\0index\0{joined}\0{binding}".encode()).hexdigest()

    def _file(self, key: str) -> Path:
        return self.entries / key[:2] / key[2:]

    def get(self, *keys: str) -> Any:
        """The entry of the first of `keys` the cache holds (one hit), or None (one miss)."""
        for key in keys:
            try:
                with open(self._file(key), "rb") as handle:
                    value = pickle.load(handle)
            except Exception:  # NOTE: absent, torn by a crash, or from another Python: a miss
                continue
            self.hits += 1
            return value
        self.misses += 1
        return None

    def put(self, key: str, value: Any) -> None:
        target = self._file(key)
        try:
            self._prepare()
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, lambda handle: pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL),
                         mode="private")
        except Exception:  # NOTE: a cache that cannot be written only costs speed next time
            return

    def _prepare(self) -> None:
        if self.ready:
            return
        self.entries.mkdir(parents=True, exist_ok=True)
        for name, content in ((".gitignore", "# Created by kernlint: the result cache.\n*\n"), ("CACHEDIR.TAG", _TAG)):
            marker = self.directory / name
            if not marker.exists():
                with contextlib.suppress(OSError):
                    marker.write_text(content, encoding="utf-8")
        self.ready = True
