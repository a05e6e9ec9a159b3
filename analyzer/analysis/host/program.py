"""The host side of one translation unit: every host function as an event sequence, helpers inlined.

Built once per file from the parse the driver already has (SourceUnit.tu): no file is read, parsed or
preprocessed again. Host functions are the non-kernel functions that may run on the host (no
`__device__`, or `__host__ __device__`), plus the bodies in top-level regions the parser could not read
(constructors and methods written out of line, class bodies), read by the token scan of events.py.

A call to a function the file defines is replaced by that function's own events (up to MAX_DEPTH calls
deep, recursion cut), each marked with the call's span (`site`) and the helper's name: a helper that
synchronises, launches, reads a clock or checks the last error does so where it is called."""

from __future__ import annotations

import re
from dataclasses import field

from analyzer.analysis.host.events import Event, LineIndex, close_bracket, function_events, text_events
from analyzer.lazyre import lazy
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.model.build import code_at
from analyzer.diagnostics import Span

MAX_DEPTH = 4
MAX_EVENTS = 4000  # per function after inlining; a file past this keeps its calls unexpanded


@dataclass
class HostFunction:
    name: str
    span: Span
    own: list[Event]
    events: list[Event] = field(default_factory=list)  # own events with the helpers' events inlined


@dataclass
class HostProgram:
    functions: list[HostFunction]
    hip: bool

    def has_gpu_host_code(self) -> bool:
        return any(e.kind != "call" for f in self.functions for e in f.own)


def _is_host(func: ast.Function) -> bool:
    return func.body is not None and not func.is_kernel and (
        "__device__" not in func.qualifiers or "__host__" in func.qualifiers)


# NOTE: host GPU code is `\b(?:cuda|hip|cu)[A-Z]\w*\s*\(`, `<<<`, `::now\b`, a clock or timer call
# (`\b(?:clock|...)\b`) or `hipLaunchKernelGGL`. One regex of those alternatives tries each at every position
# of the file (half a second over cuda-samples); searched one by one, each from its literal start, with the
# leading `\b` checked per match (cuda.model.build.code_at), the same test takes a tenth of that.
_MAYBE_CU = lazy(r"cu(?:da)?[A-Z]\w*\s*\(")
_MAYBE_HIP = lazy(r"hip[A-Z]\w*\s*\(")
_MAYBE_NOW = lazy(r"::now\b")
_SPACED_LAUNCH = lazy(r"<<\s+<")  # NOTE: nvcc accepts `k<< <g, b>> >(x)`
_MAYBE_CLOCK = lazy(r"(?:clock|gettimeofday|clock_gettime|omp_get_wtime|MPI_Wtime|sdkStartTimer|sdkStopTimer|"
                    r"cutStartTimer)\b")


def _maybe_host(source: str) -> bool:
    """Whether `source` may have host GPU code, clocks or timers (see the NOTE above)."""
    return "<<<" in source or "hipLaunchKernelGGL" in source or _MAYBE_NOW.search(source) is not None or \
        code_at(_MAYBE_CU, source) or code_at(_MAYBE_HIP, source) or code_at(_MAYBE_CLOCK, source) or \
        _SPACED_LAUNCH.search(source) is not None


def build_program(tu: ast.TranslationUnit, hip: bool = False) -> HostProgram:
    """The host functions of `tu` and their events (cheap: files with no host GPU code return at once)."""
    if not _maybe_host(tu.source):
        return HostProgram([], hip)
    lines = LineIndex(tu.source)
    bodies: dict[str, list[ast.Function]] = {}
    for func in tu.functions():
        if _is_host(func):
            bodies.setdefault(func.name, []).append(func)
    helpers = frozenset(bodies)
    relevant = _relevant(tu, [f for fs in bodies.values() for f in fs], lines)
    functions: list[HostFunction] = []
    by_name: dict[str, HostFunction] = {}
    for item in tu.items:
        if isinstance(item, ast.Function) and _is_host(item):
            events = function_events(item.body, tu.source, helpers, lines) if id(item) in relevant else []
            hf = HostFunction(item.name, item.name_span, events)
            functions.append(hf)
            by_name.setdefault(item.name, hf)
        elif isinstance(item, ast.Unparsed):
            for start, end, events in _unparsed_bodies(tu.source, item.span, helpers, lines):
                line, column = lines.position(start)
                functions.append(HostFunction(f"<code at line {line}>", Span(line, column, line, column + 1),
                                              events))
    memo: dict = {}
    for hf in functions:
        hf.own = [e for e in hf.own if not _gpu_timer(e, tu.source, lines, memo)]
    for hf in functions:
        hf.events = _inline(hf.own, by_name, (hf.name,), 0)
    return HostProgram(functions, hip)


def _gpu_timer(e: Event, source: str, lines: LineIndex, memo: dict) -> bool:
    """A member start/stop on an object that is no CPU timer (host/timers.py): not a clock reading."""
    from analyzer.analysis.host.timers import host_timer

    if e.kind not in ("timer_start", "timer_stop") or e.name not in ("start", "Start", "stop", "Stop"):
        return False
    receiver = e.args[0] if e.args else None
    if receiver is None:
        return False  # NOTE: sdkStartTimer(&t) and the like: a clock by the API's definition
    return not host_timer(source, receiver, lines.offset(e.span.line, e.span.column), memo)


# What makes a function worth walking: GPU API calls, launches, clocks, timers, and what the unseen-wait
# rule reads (names of waits, streams, device pointers, Thrust).
_RELEVANT = re.compile(r"\b(?:cuda|hip|cu)[A-Z]\w*\s*\(|<<\s*<|hipLaunchKernelGGL|::now\b|\b(?:clock|gettimeofday|"
                       r"clock_gettime|omp_get_wtime|MPI_Wtime|QueryPerformanceCounter)\b|Timer|timer|[Ww]atch|"
                       r"(?i:sync|wait|stream|thrust|finish|tohost|copyback|download)|\b(?:d_|dev_?|gpu_?)\w")
_WORD = re.compile(r"[A-Za-z_]\w*")


def _relevant(tu: ast.TranslationUnit, funcs: list[ast.Function], lines: LineIndex) -> set[int]:
    """ids of the host functions whose events can matter: those whose text has a GPU, clock or wait token,
    and those that call one of them (transitively). The others (reference CPU code, parsing, printing)
    are not walked: their events would all be empty."""
    relevant: set[int] = set()
    names: set[str] = set()
    waiting: list[tuple[ast.Function, set[str]]] = []
    for f in funcs:
        text = tu.source[lines.offset(f.span.line, f.span.column):lines.offset(f.span.end_line, f.span.end_column)]
        if _RELEVANT.search(text):
            relevant.add(id(f))
            names.add(f.name)
        else:
            waiting.append((f, set(_WORD.findall(text))))
    changed = True
    while changed and waiting:
        changed = False
        still = []
        for f, words in waiting:
            if words & names:
                relevant.add(id(f))
                names.add(f.name)
                changed = True
            else:
                still.append((f, words))
        waiting = still
    return relevant


def _inline(events: list[Event], by_name: dict[str, HostFunction], stack: tuple[str, ...], depth: int
            ) -> list[Event]:
    if not any(e.kind == "call" for e in events):
        return events
    out: list[Event] = []
    for e in events:
        if e.kind != "call":
            out.append(e)
            continue
        callee = by_name.get(e.name)
        if callee is None or e.name in stack or depth >= MAX_DEPTH or len(out) > MAX_EVENTS:
            out.append(e)
            continue
        inner = _inline(callee.own, by_name, stack + (e.name,), depth + 1)
        out.append(e)  # NOTE: kept, so checks can tell where the helper's events start
        tag = f"{e.span.line}:{e.span.column}/"  # NOTE: the helper's branches are not the caller's
        out.extend(Event(i.kind, i.name, i.span,
                         (tag + i.args[0], i.args[1]) if i.kind in ("arm_start", "arm_end") else i.args,
                         e.scope if i.kind == "clock" else i.scope, i.launch, e.where, i.helper or e.name)
                   for i in inner if i.kind not in ("call", "bind", "use", "return"))
    return out


_FUNCTION_OPEN = lazy(r"\)\s*(?:const\s*|override\s*|noexcept\s*|final\s*|mutable\s*)*(?::[^{;]*)?\{")


def _unparsed_bodies(source: str, span: Span, helpers: frozenset[str], lines: LineIndex):
    """(start, end, events) of each outermost function body in an unparsed top-level region."""
    events = text_events(source, span, helpers, lines)
    if not events:
        return []
    lo, hi = lines.offset(span.line, span.column), lines.offset(span.end_line, span.end_column)
    text = source[lo:hi]
    ranges: list[tuple[int, int]] = []
    pos = 0
    while True:
        m = _FUNCTION_OPEN.search(text, pos)
        if m is None:
            break
        j = close_bracket(text, m.end(), "{", "}")
        ranges.append((lo + m.end() - 1, lo + j))
        pos = j
    groups: dict[tuple[int, int], list[Event]] = {}
    for e in events:
        at = lines.offset(e.span.line, e.span.column)
        key = next(((a, b) for a, b in ranges if a <= at < b), (lo, hi))
        groups.setdefault(key, []).append(e)
    return [(a, b, evs) for (a, b), evs in sorted(groups.items())]


def host_program(unit, cache: dict | None = None) -> HostProgram:
    """The HostProgram of a SourceUnit, built once per file and shared by the checks (`cache`: ctx.shared)."""
    if cache is not None and "host_program" in cache:
        return cache["host_program"]
    program = build_program(unit.tu, bool(getattr(unit.model, "hip", False)))
    if cache is not None:
        cache["host_program"] = program
    return program
