"""Work a start-up would redo on every run, kept between runs in the per-user cache: `Table`, the
`@dataclass` built on it, and `compiled` (the lane model's term functions).

`dataclasses.dataclass` writes the source of every method it generates (`__init__`, `__repr__`, `__eq__`,
`__hash__`, the frozen `__setattr__` ...) and compiles it with `exec`: about 500 compilations for kernlint's
hundred-odd record and IR classes, half of a one-file run's import time (~100 ms of ~220 ms on the project's
VM, measured by timing each decorator call). This module's `dataclass` is that same decorator, except that
while it runs, the `exec` it calls looks the source text up in a table of code objects compiled from exactly
that text before, so the classes are the ones `dataclasses` makes, method for method; only the compilation is
skipped. One exception, for speed: a frozen class with slots gets _slot_init's `__init__`, which makes the same
stores more cheaply. (analyzer/logs/events.py keeps the log grammar's line-shape templates in a Table too.)

NOTE: the text is compiled with `dont_inherit=True` and the file name "<string>", as dataclasses' own
`exec(text, ...)` compiles it (dataclasses.py has no `from __future__` import). A table is read whole on first
use and written (atomically, merged with what other runs added meanwhile) at exit only when this process added
to it; an absent, torn or foreign file, or an unwritable cache directory, only costs the work. A Python whose
dataclasses makes no `exec` call with a text (none known) simply compiles as usual.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import sys
from typing import Any, Callable

# NOTE: a table is loaded whole on every start (~640 entries, 3 ms): past this, only the newest entries are kept
# (the texts of older kernlint versions, the terms of files long unseen)
MAX_ENTRIES = 3_000


class Table:
    """A dict of marshal-able values kept in cache_dir()/code/NAME-STAMP.marshal; `stamp()` names what the
    values depend on (a version, a grammar's size and mtime), so another stamp is another file."""

    def __init__(self, name: str, stamp: Callable[[], str], limit: int = MAX_ENTRIES):
        self.name, self.stamp, self.limit = name, stamp, limit
        self.entries: dict | None = None  # None until first use
        self.added: list = []  # keys this process added (written at exit)
        self.path = None  # the file, from the stamp at first use (entries added later go to the same file)

    def _store(self):
        if self.path is None:
            from analyzer.resources import cache_dir, sha256

            key = sha256(self.stamp().encode()).hexdigest()[:16]
            self.path = cache_dir() / "code" / f"{self.name}-{key}.marshal"
        return self.path

    def _load(self) -> dict:
        try:
            with open(self._store(), "rb") as handle:
                entries = marshal.loads(handle.read())  # NOTE: marshal.load(handle) reads piecemeal: 10x slower
            if isinstance(entries, dict):
                return entries
        except Exception:  # NOTE: absent, torn or foreign (marshal raises ValueError/EOFError/TypeError)
            pass
        return {}

    def get(self, key: Any) -> Any:
        if self.entries is None:
            self.entries = self._load()
        return self.entries.get(key)

    def put(self, key: Any, value: Any) -> None:
        if self.entries is None:
            self.entries = self._load()
        if not self.added:
            import atexit

            atexit.register(self.save)
        self.entries[key] = value
        self.added.append(key)

    def save(self) -> None:
        """Write the table with this process's additions (at exit; only when there are any)."""
        entries = self._load()  # NOTE: re-read, so concurrent runs that added other entries keep theirs
        mine = self.entries or {}
        entries.update((key, mine[key]) for key in self.added if key in mine)
        if len(entries) > self.limit:  # NOTE: the newest `limit` (a dict keeps the order entries were added in)
            entries = dict(list(entries.items())[-self.limit:])
        try:
            from analyzer.atomic import write_atomic

            store = self._store()
            store.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(store, marshal.dumps(entries), mode="private")
        except (OSError, ValueError):  # NOTE: an unwritable cache dir (or an unmarshalable value) only costs the work
            return
        from analyzer.resources import prune_stale

        prune_stale(store, f"{self.name}-*.marshal")

    def stats(self) -> tuple[int, int]:
        """(entries, entries this process added): for tests and `bench/`."""
        return len(self.entries or ()), len(self.added)


def _bytecode() -> str:
    from importlib.util import MAGIC_NUMBER

    return f"{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}"


CODES = Table("dataclasses", _bytecode)  # source text -> code object
# NOTE: the lane model's term functions (analyzer/analysis/terms.py), mode + source text -> code object: a
# one-file check compiles ~140 of them (~25 ms on the project's VM, 4 % of the run); the terms of an edited
# file are mostly the ones it had. Kept small (loaded whole by every run that compiles a term: ~5 ms per 1,000)
TERMS = Table("terms", _bytecode, limit=1_000)


def compiled(text: str, mode: str) -> Any:
    """The code object of `text` compiled in `mode` ("eval" or "exec"), as `compile(text, "<string>", mode)`
    makes it, from TERMS."""
    key = mode + ":" + text
    code = TERMS.get(key)
    if code is None:
        code = compile(text, "<string>", mode, dont_inherit=True)
        TERMS.put(key, code)
    return code


def _regex_stamp() -> str:
    import _sre

    return f"{sys.version}-{_sre.MAGIC}-{_bytecode()}-analyzer.*"  # NOTE: the patterns kept: see _ours


# NOTE: `re` turns a pattern into its matcher's code in Python (re/_parser.py, re/_compiler.py): a one-file
# check compiles ~80 patterns at start-up (ours, and the standard library's), 4 % of the run. The code is a
# list of ints that `_sre.compile` takes as it is, so it is kept here by pattern text and flags
REGEXES = Table("regex", _regex_stamp, limit=1_000)


def cache_regexes() -> None:
    """From now on, `re` builds a str pattern of kernlint's own modules (`re.compile`, `re.match`... called from
    `analyzer.*`) that it has not compiled yet in this process from REGEXES: the very arguments
    `re._compiler.compile` would pass to `_sre.compile`, so the pattern is equal to the one `re` makes
    (`Pattern.__eq__` compares the code). For the CLI process only (it replaces `re._compiler.compile`); a
    Python without that layout (3.10's sre_compile) keeps its own."""
    try:
        import _sre
        from re import _compiler
        parse, code_of, debug = _compiler._parser.parse, _compiler._code, _compiler.SRE_FLAG_DEBUG
    except (ImportError, AttributeError):
        return
    original = _compiler.compile
    if getattr(original, "kernlint_cached", False):
        return

    def compile(p: Any, flags: int = 0) -> Any:
        if type(p) is not str or type(flags) is not int or flags & debug or not _ours(sys._getframe(1)):
            return original(p, flags)
        key = f"{flags}:{p}"
        entry = REGEXES.get(key)
        if entry is None:
            # NOTE: what re._compiler.compile computes before it calls _sre.compile (Python 3.11-3.13)
            parsed = parse(p, flags)
            groupindex = dict(parsed.state.groupdict)
            indexgroup = [None] * parsed.state.groups
            for name, index in groupindex.items():
                indexgroup[index] = name
            # NOTE: the code's opcodes are int subclasses (re._constants): plain ints, for marshal
            code = [int(op) for op in code_of(parsed, flags)]
            entry = (flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
            REGEXES.put(key, entry)
        return _sre.compile(p, *entry)

    compile.kernlint_cached = True  # type: ignore[attr-defined]
    _compiler.compile = compile


def _ours(frame: Any) -> bool:
    """Whether the first caller outside `re` is kernlint's code: only its patterns go in REGEXES (the libraries a
    `--help` or `--plot` run imports compile hundreds, which would push them out of the table)."""
    while frame is not None and frame.f_globals.get("__name__") == "re":
        frame = frame.f_back
    name = frame.f_globals.get("__name__", "") if frame is not None else ""
    return name == "analyzer" or name.startswith("analyzer.")


def _exec(source: Any, globals: Any = None, locals: Any = None) -> None:
    """`exec` for dataclasses' generated methods: a text is compiled once and then looked up."""
    if type(source) is str:
        code = CODES.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            CODES.put(source, code)
        source = code
    builtins.exec(source, globals, locals)


def dataclass(cls: type | None = None, /, **options: Any) -> Any:
    """`dataclasses.dataclass(cls, **options)`, its method sources compiled from the table (see the module);
    a frozen class with slots gets the faster `__init__` of _slot_init."""
    def wrap(cls: type) -> type:
        # NOTE: a module global `exec` shadows the builtin for dataclasses' own code while this class is made;
        # a class made meanwhile on another thread gets the same methods, compiled the same way
        dataclasses.exec = _exec  # type: ignore[attr-defined]
        try:
            made = dataclasses.dataclass(cls, **options)
        finally:
            dataclasses.__dict__.pop("exec", None)
        if options.get("frozen") and options.get("slots"):
            _slot_init(made)
        return made
    return wrap if cls is None else wrap(cls)


def _slot_init(cls: type) -> None:
    """Give a frozen dataclass with slots an `__init__` that stores each field through its slot's descriptor
    (`Cls.field.__set__`) instead of `object.__setattr__(self, "field", value)`: the same stores, past the
    frozen `__setattr__` the same way, at about half the cost (node construction was a twentieth of a tree
    run). Same signature, defaults, annotations and name. Left as dataclasses made it when a field has a
    default factory, is not in `__init__` or is keyword-only, or the class has `__post_init__` or InitVars."""
    fields = list(cls.__dataclass_fields__.values())
    plain = all(f._field_type is dataclasses._FIELD for f in fields)  # type: ignore[attr-defined]
    if not plain or hasattr(cls, "__post_init__") or any(
            not f.init or f.kw_only is True or f.default_factory is not dataclasses.MISSING for f in fields):
        return
    names = [f.name for f in fields]
    params = ", ".join(n if f.default is dataclasses.MISSING else f"{n}=__dflt_{n}" for n, f in zip(names, fields))
    body = "".join(f"  __set_{n}(self, {n})\n" for n in names) or "  pass\n"
    local = {**{f"__set_{n}": getattr(cls, n).__set__ for n in names},
             **{f"__dflt_{f.name}": f.default for f in fields if f.default is not dataclasses.MISSING}}
    text = f"def __create_fn__({', '.join(local)}):\n def __init__(self, {params}):\n{body} return __init__"
    namespace: dict = {}
    _exec(text, {}, namespace)
    init = namespace["__create_fn__"](**local)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init


def stats() -> tuple[int, int]:
    """(texts in the dataclass table, texts compiled by this process)."""
    return CODES.stats()
