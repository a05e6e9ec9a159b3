"""The result cache of `kernlint check`: one entry per analysed file, like ruff's.

An entry is the file's FileResult (its findings and its model), stored under a key that hashes everything
the result depends on: the kernlint code and data (version, and the size and mtime of every module, rule
card, grammar and data file, so an edited checkout never reads stale entries), the settings and the enabled
rules, the path as reported, the file's text, the text of every `#include "..."` header it pulls in
(recursively, resolved as the analysis resolves them), and, for the second phase of a run, the keys of the
files whose launches and kernels make up the run-wide index slice the file is analysed with (and which of them
each launch binds to). A hit is therefore the result a fresh analysis would give; a
miss (absent, unreadable, or torn entry) only costs the analysis.

An entry is plain data: the result as built-in values (`encode`: lists, tuples, dicts, sets, str, int, float,
bytes, None; a record as its class's name and field values, an enum member as its class's name and value),
marshalled, after an HMAC-SHA256 of the key and that payload under this account's secret (resources.secret(),
a 0600 file of the per-user cache directory). `get` checks the MAC before it unmarshals anything, and decodes
only into kernlint's own dataclasses and enums: an entry kernlint did not write on this account (one shipped
in a repository's `.kernlint_cache/`, a torn one) is a miss, never code run. No secret (an unwritable per-user
cache directory, a key file not this user's own): nothing is read or written.

Where: `--cache-dir DIR`, else `.kernlint_cache/` in the directory of the config file in use (found upward
from the working directory, as the config is), else in the working directory. `--no-cache` turns it off.
Writes are atomic (a temporary file in the same directory, then os.replace), so parallel workers and
concurrent kernlint processes can share one cache; readers never see half an entry. The directory holds a
`.gitignore` of `*` and a CACHEDIR.TAG, so neither git nor backup tools pick it up.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import re
from pathlib import Path
from typing import Any, Iterable

from analyzer.atomic import write_atomic
from analyzer.resources import sha256

DIRNAME = ".kernlint_cache"
FORMAT = "2"  # bumped when the entry layout changes (1: pickles)
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


def included_headers(path: str, text: str) -> list[tuple[str, bytes]]:
    """(header path, contents) of every `#include "..."` (and project `<...>`) header `path` pulls in, recursively,
    in a fixed order (analyzer.source.walk_includes, the one include walker, with the analysis's own resolver)."""
    from analyzer.source import walk_includes

    return [(header, b"\0unreadable" if data is None else data) for header, data in walk_includes(path, text)]


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
        self.settings = settings  # NOTE: a file's -D/-U flags include its compile_commands.json entry's

    def key(self, path: str, text: str, headers: list[tuple[str, bytes]], index: Any = None) -> str | None:
        """The entry key of `path` analysed with `index` (None: phase 1, its own launches only). A phase-2 key
        adds the phase-1 keys of the files the index slice draws on (a slice is a function of their
        contents), so it needs those keys first (`self.keys`, filled by phase 1); None: cannot be keyed."""
        from analyzer.lint.defines import key_defines

        digest = sha256(f"{self.base}\0{path}\0{key_defines(path, self.settings)!r}\0".encode())
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
        from analyzer.resources import signed_payload

        for key in keys:
            try:
                with open(self._file(key), "rb") as handle:
                    payload = signed_payload(handle.read(), key.encode())
                if payload is None:  # NOTE: not written by kernlint on this account, or torn
                    continue
                value = decode(marshal.loads(payload))
            except Exception:  # NOTE: absent, or from another Python or kernlint: a miss
                continue
            self.hits += 1
            return value
        self.misses += 1
        return None

    def put(self, key: str, value: Any) -> None:
        from analyzer.resources import signed

        target = self._file(key)
        try:
            data = signed(marshal.dumps(encode(value)), key.encode())
            if data is None:
                return
            self._prepare()
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, data, mode="private")
        except Exception:  # NOTE: a cache that cannot be written (or a value encode refuses) only costs speed
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


# The tags of encode's tuples (a built-in scalar stands for itself; every container is a tagged tuple)
_LIST, _TUPLE, _DICT, _SET, _FROZENSET, _RECORD, _ENUM = range(7)
_SCALARS = frozenset({str, int, float, bool, bytes, type(None)})
_FIELDS: dict[type, tuple[str, ...] | None] = {}  # a class met -> its field names (None: not a record)
_CLASSES: dict[str, type] = {}  # "module:qualname" -> a class decode may make


def encode(value: Any, memo: dict | None = None) -> Any:
    """`value` as built-in data marshal writes and decode reads back equal, types included. A record is a
    dataclass of analyzer's (its fields only: an instance with other attributes is refused), an enum member
    an Enum of analyzer's; anything else raises TypeError (the entry is then not written). NOTE: an object met
    twice (a result's kernels and its model's) gives the same tuple twice, which marshal writes once and
    decode makes once, so the value comes back with the sharing it had, as from pickle."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if memo is None:
        memo = {}
    made = memo.get(id(value))
    if made is not None:
        return made[1]
    if kind is list:
        made = (_LIST, [encode(v, memo) for v in value])
    elif kind is tuple:
        made = (_TUPLE, [encode(v, memo) for v in value])
    elif kind is dict:
        made = (_DICT, [encode(k, memo) for k in value], [encode(v, memo) for v in value.values()])
    elif kind is set or kind is frozenset:
        made = (_SET if kind is set else _FROZENSET, [encode(v, memo) for v in value])
    else:
        made = _encode_object(value, kind, memo)
    memo[id(value)] = (value, made)  # NOTE: the value too: its id stays its own while the memo lives
    return made


def _encode_object(value: Any, kind: type, memo: dict) -> Any:
    names = _FIELDS[kind] if kind in _FIELDS else _record_fields(kind)
    if names is not None:
        extra = getattr(value, "__dict__", None)
        if extra is not None and len(extra) != len(names):
            raise TypeError(f"{kind.__qualname__}: attributes besides its fields")
        return (_RECORD, _name(kind), [encode(getattr(value, n), memo) for n in names])
    from enum import Enum

    if isinstance(value, Enum) and kind.__module__.startswith("analyzer."):
        return (_ENUM, _name(kind), encode(value.value, memo))
    raise TypeError(f"cannot cache a {kind.__qualname__}")


def _record_fields(kind: type) -> tuple[str, ...] | None:
    """The field names of a dataclass of analyzer's, else None (kept for the next value of that class)."""
    names = None
    if kind.__module__.startswith("analyzer.") and hasattr(kind, "__dataclass_fields__"):
        from dataclasses import fields

        names = tuple(f.name for f in fields(kind))
    _FIELDS[kind] = names
    return names


def _name(kind: type) -> str:
    name = f"{kind.__module__}:{kind.__qualname__}"
    _CLASSES.setdefault(name, kind)
    return name


def decode(data: Any, memo: dict | None = None) -> Any:
    """The value `encode` made `data` from (one object for each tuple of `data` met twice). NOTE: a scalar
    item is taken as it is, without a call: most items are scalars, and the calls were most of the cost."""
    if type(data) is not tuple:
        return data
    if memo is None:
        memo = {}
    made = memo.get(id(data))
    if made is not None:
        return made
    tag = data[0]
    if tag == _LIST:
        made = [v if type(v) is not tuple else decode(v, memo) for v in data[1]]
    elif tag == _TUPLE:
        made = tuple([v if type(v) is not tuple else decode(v, memo) for v in data[1]])
    elif tag == _DICT:
        made = dict(zip([k if type(k) is not tuple else decode(k, memo) for k in data[1]],
                        [v if type(v) is not tuple else decode(v, memo) for v in data[2]]))
    elif tag == _SET:
        made = {decode(v, memo) for v in data[1]}
    elif tag == _FROZENSET:
        made = frozenset([decode(v, memo) for v in data[1]])
    elif tag == _ENUM:
        made = _class(data[1])(decode(data[2], memo))
    else:
        made = _decode_record(data, memo)
    memo[id(data)] = made  # NOTE: `data` outlives the memo (it is part of the whole being decoded)
    return made


def _decode_record(data: tuple, memo: dict) -> Any:
    kind = _class(data[1])
    names = _FIELDS[kind] if kind in _FIELDS else _record_fields(kind)
    if data[0] != _RECORD or names is None or len(names) != len(data[2]):
        raise ValueError(f"bad cache entry for {data[1]}")
    record = object.__new__(kind)
    store = object.__setattr__  # NOTE: as pickle fills one: no __init__, frozen or not
    for name, value in zip(names, data[2]):
        store(record, name, value if type(value) is not tuple else decode(value, memo))
    return record


def _class(name: str) -> type:
    """The class "module:qualname" of analyzer (its module imported if need be): a dataclass or an Enum."""
    kind = _CLASSES.get(name)
    if kind is not None:
        return kind
    module, _, qualname = name.partition(":")
    if not module.startswith("analyzer."):
        raise ValueError(f"not kernlint's class: {name}")
    import importlib
    from enum import Enum

    found: Any = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    if not isinstance(found, type) or not (issubclass(found, Enum) or "__dataclass_fields__" in vars(found)):
        raise ValueError(f"not a record or enum class: {name}")
    _CLASSES[name] = found
    return found
