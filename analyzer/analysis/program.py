"""Per translation unit: `__device__` function summaries and the analysed functions.

A summary is the helper's return value as a term over its parameters (placeholders ("p", i)), so
`__device__ int lane() { return threadIdx.x % 32; }` returns the term `threadIdx.x % 32` at each call and
`__device__ bool isOdd(int v) { return v & 1; }` returns `arg & 1` for the argument's term. Several
returns are joined with their path conditions. A helper that contains a barrier makes every call of it
a barrier (KL102 reports the call). Recursion and unknown callees give no summary (the call's value is
then unknown: thread-dependent when an argument is).
"""

from __future__ import annotations

import re
import sys
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Iterator

from analyzer.analysis.flow import Interp
from analyzer.analysis.sites import FunctionResult, Summary
from analyzer.analysis.warps import Shape
from analyzer.cuda import ast


class Program:
    """Per translation unit: device-function summaries and analysed functions (cached)."""

    def __init__(self, tu: ast.TranslationUnit, warp: int = 32, headers: tuple[str, ...] = (),
                 header_constants: tuple[tuple[str, int], ...] = (), usings: tuple[str, ...] = ()):
        from analyzer.cuda.model.envs import global_env
        self.tu, self.warp, self.headers = tu, warp, headers
        # NOTE: the file's using-directives ("a::b": ("a", "b")) and using-declarations ("=a::f": ("a", "=f"))
        self.usings = [tuple(u.lstrip("=").split("::")[:-1]) + ("=" + u.rsplit("::", 1)[-1],) if u[:1] == "=" else
                       tuple(u.split("::")) for u in usings]
        self.functions: dict[str, list[ast.Function]] = {}
        for f in tu.functions():
            if f.body is not None and not f.is_kernel:
                self.functions.setdefault(f.name, []).append(f)
        values = global_env(tu).values
        self.globals = dict(header_constants)  # NOTE: the included headers' constants, as the model has them
        self.globals.update((k, v) for k, v in values.items() if isinstance(v, int) and not isinstance(v, bool))
        self._summaries: dict[tuple[str, int, int | None], Summary | None] = {}
        self._busy: set[tuple[str, int, int | None]] = set()
        self._classes: dict[str, bool] = {}
        self._from_headers: dict[tuple[str, int], list[ast.Function]] = {}  # NOTE: header_functions, per name
        self._header_members: dict[tuple[str, str], list[ast.Function]] = {}
        self._results: dict[tuple[int, tuple[Shape, ...] | None], FunctionResult] = {}
        self._explicit: dict[int, tuple[str, ...] | None] = {}
        self._header_texts: tuple[tuple[str, str], ...] | None = None
        self._line_starts: list[int] | None = None
        self.calls: dict = {}  # NOTE: the file's calls by callee name (prologue.callers' index, made at the first ask)
        self.shared_arguments: dict[int, frozenset] = {}  # NOTE: id(caller) -> its shared names (outparams)
        self._bound: dict[int, dict[str, int]] = {}

    def calls_of(self, name: str) -> list:
        """(caller, call) of every call of the function named `name` in the file (prologue.callers)."""
        from analyzer.analysis.prologue import callers
        return callers(name.split("::")[-1], self.tu.functions(), self.calls)

    def bound_template_values(self, func: ast.Function) -> dict[str, int]:
        """The non-type template parameters of a helper template that every call of it in the file gives one
        integer (`scan<256>(s)` at each call: RADIX = 256, review r16 C-Q5): its body is judged with them, as its
        calls are its context (ARCHITECTURE.md). None bound where a call names none or the calls differ."""
        if func.is_kernel or not func.template_params:
            return {}
        if id(func) not in self._bound:
            names = [p.name for p in func.template_params]
            seen: dict[str, set] = {n: set() for n in names if n}
            self._bound[id(func)] = {}  # NOTE: a recursive template binds nothing through itself
            for caller, n in (c for c in self.calls_of(func.name) if c[0] is not func):
                for i, name in enumerate(names):
                    if name in seen:
                        text = n.template_args[i].strip() if i < len(n.template_args) else ""
                        seen[name].add(int(text) if text.isdigit() else self._caller_values(caller).get(
                            text, self.globals.get(text)))
            self._bound[id(func)] = {n: v.pop() for n, v in seen.items() if len(v) == 1 and isinstance(next(iter(v)), int)}
        return self._bound[id(func)]

    def _caller_values(self, caller: ast.Function) -> dict[str, int]:
        """The values of a calling template's own parameters where one is known (`blockReduce<BDIMX, BDIMY>` in
        k<BDIMX, BDIMY>, review r17 C-Q1): a helper's as its calls bind them, a kernel's from the file's one explicit
        instantiation of it (`template __global__ void k<32, 8>(...)`)."""
        if not caller.template_params:
            return {}
        if not caller.is_kernel:
            return self.bound_template_values(caller)
        if id(caller) not in self._bound:  # NOTE: a kernel's own entry (a helper's is bound_template_values')
            from analyzer.analysis.instances import binding
            from analyzer.cuda.model.host_instances import explicit_instantiations
            found = explicit_instantiations(caller, self.tu)
            self._bound[id(caller)] = dict(binding(caller, SimpleNamespace(
                kernel=f"{caller.name}<{', '.join(found[0])}>"), self.globals)) if len(found) == 1 else {}
        return self._bound[id(caller)]

    def lookup(self, callee: str, nargs: int, caller: ast.Function | None = None) -> list[ast.Function]:
        """The helpers a call of `callee` (the called name as written: `dot`, `Qk_dot<T, N>::dot`) with `nargs`
        arguments can reach, by C++'s name lookup: an unqualified call from `caller` finds the free functions of a
        scope enclosing the caller's (an unnamed namespace's members are its parent's) or one a using-directive or
        using-declaration of the file names (a class's member only from inside that class: `Qk_dot<T, N>::dot` is
        never found as `dot` outside it); a qualified one the functions of that scope (any of the name where none
        is)."""
        while "<" in callee and callee != (bare := re.sub(r"<[^<>]*>", "", callee)):
            callee = bare
        parts = [p.strip() for p in callee.split("::")]
        funcs = [f for f in self.functions.get(parts[-1], ()) if takes(f, nargs)]
        if len(parts) > 1:
            scope = tuple(p for p in parts[:-1] if p)
            return [f for f in funcs if f.scope[len(f.scope) - len(scope):] == scope] or funcs
        if caller is None:
            return [f for f in funcs if not self._member(f)]
        return [f for f in funcs if (f.scope == caller.scope[:len(f.scope)] if self._member(f) else
                                     self._visible(f, caller))]

    def _visible(self, func: ast.Function, caller: ast.Function) -> bool:
        """Whether C++'s unqualified lookup from `caller` can reach the free function `func` (see lookup)."""
        scope = tuple(p for p in func.scope if p != "(anonymous)")
        if scope == tuple(p for p in caller.scope if p != "(anonymous)")[:len(scope)]:
            return True
        name = "=" + func.name.split("::")[-1]
        return any(scope[len(scope) - len(u):] == u or u[-1] == name and scope[len(scope) - len(u) + 1:] == u[:-1]
                   for u in self.usings if u)

    def _member(self, func: ast.Function) -> bool:
        """A function declared in a class: its scope's last name is a struct, class or union of the file (the
        parser's scopes are namespaces and classes alike)."""
        if not func.scope:
            return False
        name = func.scope[-1]
        if name not in self._classes:
            self._classes[name] = re.search(rf"\b(?:struct|class|union)\s+(?:\w+\s+)*{re.escape(name)}\b",
                                            self.tu.source or "") is not None
        return self._classes[name]

    def _texts(self) -> tuple[tuple[str, str], ...]:
        """header_texts of the file's headers; each header's state looked up once per file."""
        if self._header_texts is None:
            self._header_texts = header_texts(self.headers)
        return self._header_texts

    def header_members(self, cls: str, method: str) -> list[ast.Function]:
        """The member functions `method` of class `cls` that an included header defines (the file defines none): the
        first header whose text names the class (`Matrix3D<T>` of a project's `matrix.h`) and defines them, parsed
        once per process (parse/cached; not header_functions, whose word search misses `operator()`). Their accesses
        are the kernel's at its call (MemInterp.anchor): they are in no line of the file."""
        if (cls, method) not in self._header_members:
            from analyzer.cuda.parse.cached import parse_file

            word, found = re.compile(rf"\b(?:struct|class)\s+{re.escape(cls)}\b"), []
            for path, text in self._texts():
                if word.search(text):
                    found = [f for f in parse_file(path, text).functions() if f.name == method and f.scope
                             and f.scope[-1] == cls and f.body is not None]
                    if found:
                        break
            self._header_members[(cls, method)] = found
        return self._header_members[(cls, method)]

    def summary(self, name: str, nargs: int, callee: str | None = None,
                caller: ast.Function | None = None) -> Summary | None:
        funcs = self.lookup(callee or name, nargs, caller)
        if not funcs and name not in self.functions:
            if (name, nargs) not in self._from_headers:
                self._from_headers[(name, nargs)] = [f for f in header_functions(self._texts(), name)
                                                     if takes(f, nargs)]
            funcs = self._from_headers[(name, nargs)]
        key = (name, nargs, id(funcs[0]) if funcs else None)
        if key in self._summaries:
            return self._summaries[key]
        if not funcs or key in self._busy:
            return None
        self._busy.add(key)
        try:
            interp = Interp(funcs[0], self, summary_mode=True)
            try:
                interp.run()
                self._summaries[key] = interp.summary()
            finally:
                interp.release()
        finally:
            self._busy.discard(key)
        return self._summaries[key]

    def explicit_args(self, func: ast.Function) -> tuple[str, ...] | None:
        """The template arguments of an explicit specialization (`template <> void f<RGBA>(...)`: ("RGBA",)),
        read from the source after the name; None for any other function (or one from another file). Cached
        per function: the memory interpreter asks at every call it evaluates."""
        if id(func) not in self._explicit:
            self._explicit[id(func)] = self._explicit_args(func)
        return self._explicit[id(func)]

    def _explicit_args(self, func: ast.Function) -> tuple[str, ...] | None:
        source = self.tu.source
        if func.template_params != () or not source:
            return None
        if self._line_starts is None:
            self._line_starts = [0, *(m.end() for m in re.finditer("\n", source))]
        starts, n = self._line_starts, func.name_span
        if n.end_line != n.line or n.line > len(starts) or n.line == len(starts) and starts[-1] == len(source):
            return None
        start = starts[n.line - 1]
        if source[start + n.column - 1:start + n.end_column - 1] != func.name:
            return None
        return angle_args(source, start + n.end_column - 1)

    def analyse(self, func: ast.Function, block_shapes: tuple[Shape, ...] | None = None) -> FunctionResult:
        """The function interpreted (cached); `block_shapes`: the block shapes of every launch of a kernel,
        which let values that are the same for every thread of those blocks stay uniform (Interp.narrow)."""
        key = (id(func), block_shapes)
        if key not in self._results:
            interp = Interp(func, self, block_shapes=block_shapes)
            try:
                with deep_enough():
                    interp.run()
            finally:
                interp.release()
            self._results[key] = interp.result
        return self._results[key]


def file_program(unit, shared: dict) -> Program:
    """The file's Program, made once and shared through `shared` (a check's `ctx.shared`) by every analysis
    of the file (divergence, launch facts)."""
    key = "variance.program"
    if key not in shared:
        model = getattr(unit, "model", None)
        shared[key] = Program(unit.tu, getattr(unit, "warp_size", 32), tuple(getattr(model, "includes", ())),
                              tuple(getattr(model, "header_constants", ())), tuple(getattr(model, "usings", ())))
    return shared[key]


_HEADER_TEXT: dict[tuple[str, int, int], str | None] = {}


def header_texts(headers: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(path, text) of each readable header of `headers`, in order; a header's text is read once per process
    (per version: its modification time and size)."""
    import os

    out = []
    for path in headers:
        try:
            st = os.stat(path)
        except OSError:
            continue
        key = (path, st.st_mtime_ns, st.st_size)
        if key not in _HEADER_TEXT:
            try:
                _HEADER_TEXT[key] = open(path, encoding="utf-8", errors="replace").read()
            except OSError:
                _HEADER_TEXT[key] = None
        if _HEADER_TEXT[key] is not None:
            out.append((path, _HEADER_TEXT[key]))
    return tuple(out)


def header_functions(headers: tuple[tuple[str, str], ...], name: str) -> list[ast.Function]:
    """The `__device__` helpers named `name` defined in the first of `headers` (header_texts of the file's
    includes, in order: Model.includes) whose text names it: a call of a helper the file does not define is
    summarised from the header that does, as the compiler inlines it (`utils::roundDown` in a project header).
    Only for summaries (a value, a barrier): findings stay in the analysed file. A header is parsed
    (analyzer.cuda.parse.cached, shared with the lint pipeline) only when its text names a helper that is missed."""
    from analyzer.cuda.parse.cached import parse_file

    word = re.compile(r"\b" + re.escape(name) + r"\b") if re.fullmatch(r"\w+", name) is None else None
    for path, text in headers:
        if (name not in _words(text)) if word is None else (word.search(text) is None):
            continue
        found = [f for f in parse_file(path, text).functions() if f.name == name and f.body is not None
                 and not f.is_kernel]
        if found:
            return found
    return []


_WORDS: dict[str, frozenset[str]] = {}


def _words(text: str) -> frozenset[str]:
    """The words of a header's text (`\\bname\\b` finds a name in it just when it is one of them), made once per
    process: every file that misses a helper looked for it in each of its headers' texts."""
    found = _WORDS.get(text)
    if found is None:
        if len(_WORDS) >= 256:
            _WORDS.clear()
        found = _WORDS[text] = frozenset(re.findall(r"\w+", text))
    return found


def angle_args(text: str, i: int, limit: int = 400) -> tuple[str, ...] | None:
    """The top-level, comma-separated arguments of the `<...>` that starts at text[i] (after blanks)."""
    while i < len(text) and text[i] in " \t":
        i += 1
    if i >= len(text) or text[i] != "<":
        return None
    depth, start, args = 0, i + 1, []
    for j in range(i, min(len(text), i + limit)):
        c = text[j]
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
            if depth == 0:
                args.append(text[start:j].strip())
                return tuple(args)
        elif c == "," and depth == 1:
            args.append(text[start:j].strip())
            start = j + 1
    return None


@contextmanager
def deep_enough(limit: int = 6000) -> Iterator[None]:
    """Expression evaluation recurses once per IR level; the front end caps IR depth (MAX_IR_DEPTH =
    400), which can exceed Python's default limit of 1000 frames with the caller's frames on top."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


__all__ = ["Program", "Summary", "file_program", "header_functions", "header_texts"]


def takes(func: ast.Function, nargs: int) -> bool:
    """Whether a call with `nargs` arguments can call `func`: its parameters without a default value, up to all of
    them (`shfl(v, 0)` of `int shfl(int r, int lane, int w = warpSize)`)."""
    return sum(p.default is None for p in func.params) <= nargs <= len(func.params)
