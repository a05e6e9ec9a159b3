"""The program stage: which translation units of a run form one program, and which kernel definitions a launch
can reach.

A launch binds only to definitions its translation unit can see (`bind`):

1. the definitions in its own file and in the headers it includes, transitively (`Model.includes`, read by
   analyzer.source.walk_includes with the preprocessor's own header resolver), when any matches: a
   translation unit that defines (or includes the definition of) `k` launches that `k`, whatever other
   programs of the run call `k`;
2. else those in the other translation units of its program (`Programs`).

Programs are, in order: the `programs:` config key (NAME: [path globs]; a file of the key belongs to the
programs whose globs match it, a library's to several), else the CMake targets of a `compile_commands.json`
(`program_groups`; a file of a configured or compiled program links only with files of that program), else
the tree: two files belong together when one declares a kernel (a prototype,
here or in an included header) that the other defines, or, when a launch names a kernel its file neither
declares nor defines (a header the resolver could not find), when the other defines it (unless the other defines
`main` and launches that kernel itself: the kernel is its program's own); never two files that
each define `main`, nor two files under two different folders that each hold a `main` (a tree of examples,
one program per folder: each folder's files belong to the nearest folder above them that defines `main`).
A file of no such folder (a library) that one program joined is still reachable from the others' launches
when their own program has no definition of the name.

Among the reachable definitions, C++ name lookup (`lookup`): a qualified launch (`b::k`) names the kernel of
that qualification, looked up from the namespaces enclosing the launching function outwards, an unqualified
one the kernel of the innermost enclosing namespace that has one; overloads are told apart by the number of
arguments and by the literal arguments' types; a `using namespace N;` of the file makes N's kernels
visible unqualified (`k<<<g, b>>>(x, 2.0f)` takes the overload with a floating
parameter there), and a launch with explicit template arguments names a template kernel. Where lookup cannot tell
(an alias, a call through a pointer), every reachable definition of the name stays a candidate and
rules that need one definition say nothing.
"""

from __future__ import annotations

import os
import re
from typing import Any, Iterable

from analyzer.lazyre import lazy

_KERNEL = lazy(r"__global__\b([^;{}]{0,400}?)\b([A-Za-z_]\w*)\s*\(")
_NOT_NAMES = frozenset({"__launch_bounds__", "__attribute__", "__declspec", "alignas", "decltype",
                        "__cluster_dims__", "__maxnreg__"})
_AFTER_ATTRIBUTE = lazy(r"\s*\([^()]*(?:\([^()]*\)[^()]*)*\)[^;{}(]*?\b([A-Za-z_]\w*)\s*\(")
_MAIN = re.compile(r"^[ \t]*(?:int|auto|void)\s+main\s*\(", re.M)
# NOTE: no `\b` before `using`: a pattern with a literal start is found by a scan for it, and one starting with
# `\b` is tried at every position (25x slower over a tree); the boundary is checked per match (_usings)
_USING = re.compile(r"using\s+(namespace\s+)?((?:::)?\w+(?:\s*::\s*\w+)*)\s*;")
_WORD_CHAR = lazy(r"\w")
_HEADER_CACHE: dict[tuple[str, int], tuple[frozenset[str], frozenset[str]]] = {}


def text_kernels(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(kernel names the text declares without a body, kernel names it defines): the `__global__` functions of
    a header, read off its text (a header is not parsed for its functions)."""
    declared, defined = set(), set()
    for m in _KERNEL.finditer(text):
        name = m.group(2)
        end = m.end()
        if name in _NOT_NAMES:  # NOTE: `__global__ void __launch_bounds__(256) k(`: the name follows the (...)
            after = _AFTER_ATTRIBUTE.match(text, end - 1)
            if after is None:
                continue
            name, end = after.group(1), after.end()
        stop = min((i for i in (text.find(";", end), text.find("{", end)) if i >= 0), default=-1)
        (defined if stop >= 0 and text[stop] == "{" else declared).add(name)
    return frozenset(declared), frozenset(defined)


def unit_facts(path: str, text: str, tu: Any, headers: list | None = None) -> dict:
    """The program stage's facts of one translation unit (the Model fields `includes`, `declared`,
    `header_kernels`, `has_main`); `headers`: analyzer.source.walk_includes of the file, when already read."""
    from analyzer.source import walk_includes

    includes, declared, in_headers = [], set(), set()
    for header, data in walk_includes(path, text) if headers is None else headers:
        includes.append(header)
        if data is None:
            continue
        key = (header, hash(data))
        if key not in _HEADER_CACHE:
            _HEADER_CACHE[key] = text_kernels(data.decode("utf-8", "replace"))
        d, k = _HEADER_CACHE[key]
        declared |= d
        in_headers |= k
    own = set()
    for f in tu.functions():
        if f.is_kernel:
            (own if f.body is not None else declared).add(f.name)
    return {"includes": tuple(includes), "declared": tuple(sorted(declared - own - in_headers)),
            "header_kernels": tuple(sorted(in_headers)), "has_main": bool(_MAIN.search(text)),
            "usings": tuple(sorted(_usings(text)))}


def _usings(text: str) -> set[str]:
    """The namespaces of the `using namespace N;` directives of `text` ("N"), and the names of its using-declarations
    `using N::f;` ("=N::f"): each a `using` that starts a word."""
    out = set()
    for m in _USING.finditer(text):
        if not (m.start() and _WORD_CHAR.match(text, m.start() - 1)):
            name = re.sub(r"\s+", "", m.group(2)).removeprefix("::")
            if m.group(1):
                out.add(name)
            elif "::" in name:
                out.add("=" + name)
    return out


def program_groups(settings: Any, paths: Iterable[str]) -> dict[str, frozenset[str]] | None:
    """path -> the programs it belongs to: the `programs:` config key (NAME: [globs], relative to the config's
    directory; a file, a library's, may belong to several), else the CMake target that builds it in a
    `compile_commands.json` (`--compile-commands`, or the nearest one above the file: the object it writes is
    `CMakeFiles/<target>.dir/...`); None when neither says anything."""
    paths = list(paths)
    groups: dict[str, frozenset[str]] = {}
    programs = getattr(settings, "programs", None)
    if programs:
        from analyzer.config import path_matches

        for path in paths:
            rel = settings.relative(path)
            names = frozenset(n for n, patterns in programs.items() if any(path_matches(p, rel) for p in patterns))
            if names:
                groups[path] = names
        return groups
    explicit = getattr(settings, "compile_commands", None)
    databases: dict[str, dict[str, str]] = {}
    nearest: dict[str, str | None] = {}  # NOTE: per folder: a tree's files share a few folders
    for path in paths:
        folder = os.path.dirname(os.path.abspath(path))
        if folder not in nearest:
            nearest[folder] = _database_for(path, explicit)
        database = nearest[folder]
        if database is None:
            continue
        if database not in databases:
            databases[database] = _targets(database)
        target = databases[database].get(os.path.realpath(path))
        if target is not None:
            groups[path] = frozenset({target})
    return groups or None


def _database_for(path: str, explicit: str | None) -> str | None:
    if explicit:
        found = os.path.join(explicit, "compile_commands.json") if os.path.isdir(explicit) else explicit
        return found if os.path.isfile(found) else None
    folder = os.path.dirname(os.path.abspath(path))
    while True:
        candidate = os.path.join(folder, "compile_commands.json")
        if os.path.isfile(candidate):
            return candidate
        up = os.path.dirname(folder)
        if up == folder:
            return None
        folder = up


_TARGET = lazy(r"(?:^|/)CMakeFiles/([^/]+)\.dir/")


def _targets(database: str) -> dict[str, str]:
    """real source path -> the CMake target whose object it compiles to, for the entries that say."""
    import json
    import shlex

    try:
        with open(database, encoding="utf-8") as fh:
            entries = json.load(fh)
    except (OSError, ValueError):
        return {}
    out: dict[str, str] = {}
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict) or "file" not in entry:
            continue
        output = entry.get("output")
        if not isinstance(output, str):
            try:
                args = entry.get("arguments") or shlex.split(str(entry.get("command", "")))
            except ValueError:
                continue
            args = [str(a) for a in args]
            output = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-o", "--output-file")), "")
        m = _TARGET.search(str(output).replace(os.sep, "/"))
        if m:
            out[os.path.realpath(os.path.join(str(entry.get("directory", "")), str(entry["file"])))] = m.group(1)
    return out


class Programs:
    """The programs of a run's files (see the module): `same(a, b)`, `owner(path)`."""

    def __init__(self, models: Iterable[Any], groups: dict[str, frozenset[str]] | None = None):
        models = list(models)
        self.parent: dict[str, str] = {m.path: m.path for m in models}
        self.mains = {m.path for m in models if getattr(m, "has_main", False)}
        self.groups = groups or {}
        self._owners: dict[str, str | None] = {}
        self._main_dirs = {os.path.dirname(p) for p in self.mains}
        self.has_main: dict[str, bool] = {}
        for path in self.parent:
            self.has_main[path] = path in self.mains
        definers: dict[str, set[str]] = {}
        for m in models:
            for k in m.kernels:
                definers.setdefault(k.name, set()).add(m.path)
        # NOTE: a file defining `main` that launches its own kernel `k` is that kernel's program: a launch of `k`
        # elsewhere that declares no `k` (a header not found) is no evidence the two files link
        own = {(m.path, x.kernel_name) for m in models if m.path in self.mains for x in m.launches}
        strong, weak = set(), set()
        for m in models:
            known = set(getattr(m, "declared", ())) | set(getattr(m, "header_kernels", ())) | \
                {k.name for k in m.kernels}
            # NOTE: one edge per pair of files, however many names link them
            strong.update((m.path, d) for d in set().union(*(definers.get(n, ()) for n in getattr(m, "declared", ())))
                          if d != m.path)
            weak.update((m.path, d) for x in m.launches if x.kernel_name not in known
                        for d in definers.get(x.kernel_name, ()) if d != m.path and (d, x.kernel_name) not in own)
        # NOTE: nearest first (same folder, then deeper common folders), so a program's own files join before
        # a farther one could (a join that would put two `main`s in one program is refused)
        for edges in (strong, weak):
            for a, b in sorted(edges, key=lambda e: (-_common_depth(*e), e)):
                self._union(a, b)

    def owner(self, path: str) -> str | None:
        """The nearest folder at or above `path`'s that holds a file defining `main` (None: none)."""
        folder = os.path.dirname(path)
        if folder in self._owners:
            return self._owners[folder]
        probe, found = folder, None
        while True:
            if probe in self._main_dirs:
                found = probe
                break
            up = os.path.dirname(probe)
            if up == probe:
                break
            probe = up
        self._owners[folder] = found
        return found

    def _find(self, path: str) -> str:
        root = path
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[path] != root:
            self.parent[path], path = root, self.parent[path]
        return root

    def linkable(self, a: str, b: str) -> bool:
        """May `a` and `b` be files of one program (configured programs, `main`s and their folders)?"""
        ga, gb = self.groups.get(a), self.groups.get(b)
        if ga is not None or gb is not None:
            return ga is not None and gb is not None and bool(ga & gb)
        if a in self.mains and b in self.mains:
            return False
        oa, ob = self.owner(a), self.owner(b)
        return oa is None or ob is None or oa == ob  # NOTE: two folders that each define `main`: two programs

    def _union(self, a: str, b: str) -> None:
        if a in self.groups or b in self.groups or not self.linkable(a, b):
            return  # NOTE: configured programs are not joined by the tree's evidence
        ra, rb = self._find(a), self._find(b)
        if ra == rb:
            return
        if self.has_main[ra] and self.has_main[rb]:
            return  # NOTE: one program has one `main`
        if rb < ra:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.has_main[ra] = self.has_main[ra] or self.has_main[rb]

    def same(self, a: str, b: str) -> bool:
        if a not in self.parent or b not in self.parent:
            return False
        if a in self.groups or b in self.groups:
            return self.linkable(a, b)
        return self._find(a) == self._find(b)


def _common_depth(a: str, b: str) -> int:
    try:
        return os.path.commonpath([os.path.dirname(a), os.path.dirname(b)]).count(os.sep) + \
            (os.path.dirname(a) == os.path.dirname(b))
    except ValueError:
        return -1


def bind(launch: Any, candidates: tuple, includes: frozenset[str], programs: Programs, usings: tuple = ()) -> tuple:
    """The definitions (KernelInfo) among `candidates` (every definition of the launched name in the run) that
    `launch` reaches: see the module."""
    if not candidates:
        return ()
    seen = [k for k in candidates if k.file == launch.file or os.path.normpath(k.file) in includes]
    if not seen:
        seen = [k for k in candidates if programs.same(k.file, launch.file)]
        if not seen:
            # NOTE: a library file several programs link (its own program joined the first of them)
            seen = [k for k in candidates if programs.linkable(k.file, launch.file) and k.file not in programs.mains]
        mine = programs.owner(launch.file)
        if mine is not None and any(programs.owner(k.file) == mine for k in seen):
            seen = [k for k in seen if programs.owner(k.file) == mine]
    return lookup(launch, seen, usings)


def lookup(launch: Any, pool: list, usings: tuple = (), exact: bool = False) -> tuple:
    """C++ name lookup of the launched kernel among the definitions `pool` (see the module); `usings`: the
    namespaces the file's `using namespace` directives name, and its using-declarations' names ("=N::k"); `exact`: none where lookup finds no definition of the
    name as written (not every one of the pool: a kernel of another file's namespace is not the one of the pool)."""
    if not pool:
        return ()
    name, scope = launch.kernel_name, getattr(launch, "scope", "")
    context = (launch.function or "").split("::")[:-1] if launch.function else []
    found: list = []
    for depth in range(len(context), -1, -1):
        want = "::".join([*context[:depth], *([scope] if scope else []), name])
        found = [k for k in pool if k.qualified_name == want]
        if found:
            break
    if not found:  # NOTE: a using-directive makes its namespace's names visible unqualified, a declaration its name
        wanted = {"::".join([u, *([scope] if scope else []), name]) for u in usings if u[:1] != "="}
        wanted.update(u[1:] for u in usings if u[:1] == "=" and not scope and u.endswith(f"::{name}"))
        found = [k for k in pool if k.qualified_name in wanted]
    if not found and scope:
        found = [k for k in pool if k.qualified_name.endswith(f"::{scope}::{name}")]
    if not found and not exact:
        found = list(pool)  # NOTE: a using-directive, an alias or a pointer: lookup cannot tell
    arity = getattr(launch, "arity", None)
    if arity is not None and len(found) > 1:
        exact = [k for k in found if len(k.params) == arity]
        found = exact or found
    kinds = getattr(launch, "arg_kinds", ())
    if len(found) > 1 and any(kinds):
        typed = [k for k in found if len(k.params) == len(kinds) and all(
            _accepts(p, kind) for p, kind in zip(k.params, kinds) if kind)]
        found = typed or found
    if "<" in launch.kernel and len(found) > 1:
        templates = [k for k in found if k.template_params]
        found = templates or found
    return tuple(found)


_FLOATING = lazy(r"\b(?:float|double|half|__half|__nv_bfloat16|bfloat16)\b")
_INTEGRAL = lazy(r"\b(?:int|unsigned|signed|long|short|char|size_t|u?int\d+_t|bool)\b")


def _accepts(param: str, kind: str) -> bool:
    """Whether a parameter declared as `param` (its text) takes a literal of `kind` without a conversion that
    overload resolution ranks below an exact match: a float literal a floating parameter, an integer literal
    an integral one (a pointer takes neither)."""
    if "*" in param or "&" in param.replace("&&", ""):
        return False
    return bool(_FLOATING.search(param)) if kind == "float" else bool(_INTEGRAL.search(param)) and not \
        _FLOATING.search(param)
