"""What a kernel does first to the memory each pointer parameter points to, from the race interpreter's event log
(KL504's device side; analysis/host/buffers.py is its host side).

The log (RaceInterp, launch-independent: no template arguments or scalars bound) holds every global access in
program order, helpers followed. For each pointer parameter, the first access through it decides:

- `store`: a plain store (or `atomicExch`, which writes without reading) comes first: the kernel writes the buffer
  before anything of it is read, so it counts as a writer of the buffer for later launches (no claim that it
  covers every byte: a writer silences what follows);
- `read` / `rmw`: a plain load (`rmw` when the same expression is then stored: `p[i] += v`) or an atomic
  read-modify-write (`atomicAdd`, `atomicMax`, ...) comes first: the kernel starts from what the buffer held;
- `unknown`: no claim either way: the parameter is handed to a function whose body is not seen, or the first read
  runs only under a condition on scalar arguments or loop iterations alone (`if (beta != 0) v += beta * c[i]`: the
  host may pass the value that skips it; `if (k > 0) prev = p[k - 1]`: an earlier iteration's store wrote it).

A parameter the kernel never accesses has no entry. None for the whole kernel when the model cannot see every
write: inline assembly, a store or atomic at an address of no known parameter, or a log the interpreter could not
finish."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast
from analyzer.prebuilt import dataclass


@dataclass(frozen=True)
class FirstUse:
    param: str
    kind: str  # store | read | rmw | unknown
    node: Any = None  # the access's expression (the first one through the parameter)
    call: str = ""  # the atomic's name, for an atomic
    via: int | None = None  # inside a helper: the line of the kernel's call that reaches it


def _host_gated(path: Any, scalars: frozenset[str]) -> bool:
    """Whether a path condition holds a test on scalar kernel arguments and loop iterations alone (`beta != 0`,
    `accumulate`, `k > 0`): no thread or block symbol, no loaded value. The host may pass the value that skips the
    read, and a read skipped in a loop's first iterations may read what a later store of the loop wrote."""
    if path is None:
        return False
    stack = [path]
    while stack:
        t = stack.pop()
        if not isinstance(t, tuple) or not t:
            continue
        if t[0] in ("&&", "||"):
            stack.extend(t[1:])
            continue
        syms = T.symbols(t)
        if syms and all(s[2] == "arg" and s[1] in scalars for s in syms):
            return True
        iters = {s: T.const(0) for s in syms if s[2] == "iter"}
        if iters and all(s[2] == "iter" or s[2] == "arg" and s[1] in scalars for s in syms):
            first = T.substitute(t, iters)  # NOTE: false in a loop's first iteration (`k > 0`): a later one reads
            if first is not None and T.is_const(first) and not first[1]:
                return True
    return False


def first_uses(func: ast.Function, unit: Any, shared: dict) -> dict[str, FirstUse] | None:
    """{pointer parameter: its FirstUse} of a kernel (see the module docstring); cached per kernel in `shared`."""
    key = ("firstuse", id(func))
    if key in shared and shared[key][0] is func:
        return shared[key][1]
    got = _first_uses(func, unit, shared)
    shared[key] = (func, got)
    return got


def _first_uses(func: ast.Function, unit: Any, shared: dict) -> dict[str, FirstUse] | None:
    from analyzer.analysis.memory.kernels import make_interp
    from analyzer.analysis.program import deep_enough
    from analyzer.analysis.race.driver import has_asm, stand_in_layouts, unsized_types
    from analyzer.analysis.race.interp import RaceInterp
    from analyzer.analysis.race.log import flat_accesses

    pointers = [p.name for p in func.params if p.name and (p.type.pointers or p.dims)]
    if not pointers or func.body is None or has_asm(func, unit.tu, shared.setdefault("firstuse.asm", {})):
        return None
    scalars = frozenset(p.name for p in func.params if p.name and not p.type.pointers and not p.dims)
    interp = make_interp(func, unit, shared, (), (), RaceInterp)
    stand_in_layouts(interp, unsized_types(func, unit, shared))
    try:
        with deep_enough():
            interp.run()
    except RecursionError:
        return None
    accs = flat_accesses(interp.seq)
    out: dict[str, FirstUse] = {}
    for call, _name, _reached, passed in interp.escapes:
        for p in pointers:
            if p in passed:  # NOTE: read at the call (race/log.escape_record): the body's locals are gone now
                out.setdefault(p, FirstUse(p, "unknown", call))
    for i, acc in enumerate(accs):
        a = acc.access
        if a.space != "global":
            continue
        root = a.root
        param = root[1] if isinstance(root, tuple) and len(root) == 3 and root[2] == "arg" else None
        if param not in pointers:
            if acc.writes:
                return None  # NOTE: a write the model cannot place: it may cover any parameter's buffer
            continue
        if param in out:
            continue
        if acc.atomic:
            kind = "rmw" if acc.rmw else "store"
        elif a.op == "store":
            kind = "store"
        else:
            later = accs[i + 1] if i + 1 < len(accs) else None
            kind = "rmw" if later is not None and later.access.op == "store" and later.access.node is a.node else "read"
        if kind != "store" and a.path_known and _host_gated(a.path, scalars):
            kind = "unknown"
        out[param] = FirstUse(param, kind, a.node, acc.call if acc.atomic else "", a.via)
    return out
