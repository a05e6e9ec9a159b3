"""KL108 uninitialised-shared-read — docs: rules/KL108.yaml.

A shared read, by a thread that wrote the array itself (by any thread where no write's guard reads a kernel
argument), of bytes no thread of the block wrote earlier in the kernel
because the writes were guarded (tail guards, early returns, a fill loop shorter than the read range). The model is
analysis/race/uninit.py (`uninit_reads`); docs/races.md explains it and its limits."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.race.driver import kernel_races
from analyzer.checks import _races as W
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL108"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    seen: set = set()
    for kr in kernel_races(unit, ctx):
        for u in kr.uninit:
            a = u.read.access
            key = (a.node.span.line, a.node.span.column)
            if key in seen:
                continue
            seen.add(key)
            args = ", ".join(f"{k} = {v}" for k, v in sorted(u.env.items()) if "#" not in k and not k.startswith(("&", "k@"))
                             and not k.startswith(("blockIdx", "blockDim", "gridDim")) and k in _names(a, u)
                             and k not in dict(u.launch.bound))
            # NOTE: values the model sampled, not ones the host passes: the claim holds for them
            world = f" (for {args}: values kernlint tried, which the launch does not fix)" if args else ""
            who = W.thread(u.thread, u.block if any(u.block) else None)
            if not a.path_known:  # NOTE: a never-written variable read under a test on loaded data
                who = "any thread that gets there (under a test on loaded data)"
            lead = f"`{u.read.call}` by {who} reads the old value of" if u.read.rmw else f"{who} reads"
            text = (f"{lead} {W.address(a, u.offset)} at line {a.node.span.line} (`{W.text(unit, a)}`), which "
                    f"no thread of the block wrote before it{world}, {W.launch_phrase(u.launch)}")
            if u.never:
                text, fix = _never(unit, u, text)
            elif u.skipped:
                write, t, guard = u.skipped
                text += (f": {W.thread(t)} would have written it at line {write.access.node.span.line} "
                         f"(`{W.text(unit, write.access)}`) but skipped the write under `{W.render_guard(guard)}`")
                fix = _halo_fix(unit, write.access, a) or (
                    f"fill the slot outside the guard (e.g. `{W.array(a)}[...] = cond ? value : 0;` for every "
                    "thread), or guard the read with the same condition on the slot it reads")
            else:
                text += ": no write before it covers these bytes"
                fix = ("write every slot the later reads use (e.g. fill the rest with 0) before the barrier, or keep the "
                       "read to the slots written (`i < count ? s[i] : 0`)")
            if u.into is not None:
                # NOTE: the garbage only moves into a slot no thread wrote either (race/sinks.py): no written slot
                # is corrupted by this read
                text += (f"; but the value read only goes into `{W.text(unit, u.into.access)}` (line "
                         f"{u.into.access.node.span.line}), whose slot no thread wrote either, so it corrupts no "
                         f"written slot unless that one is read back into kept data")
            yield ctx.report(a.node.span, symbol=kr.func.name, detail=text, help=fix, note=u.into is not None)


_IDENTITY = {"atomicMax": ("INT_MIN", ", the type's least value (0 if unsigned)"),
             "atomicMin": ("INT_MAX", ", the type's greatest value (`UINT_MAX` if unsigned)"),
             "atomicAnd": ("~0", ""), "atomicCAS": ("...", ", the value the first compare expects")}


def _never(unit, u, text: str) -> tuple[str, str]:
    """(message, fix) of a read of a variable the kernel writes nowhere but by atomic read-modify-writes."""
    a, name, call = u.read.access, W.array(u.read.access), u.read.call
    undefined = "shared memory is undefined at the start of a block (it holds what an earlier block left)"
    if not u.read.rmw:
        return (text + f": the kernel writes `{name}` nowhere, and {undefined}",
                f"write it before the barrier (`if (threadIdx.x == 0) {W.text(unit, a)} = ...;` then "
                f"`__syncthreads()`), or do not read it")
    value, words = _IDENTITY.get(call.split("_")[0], ("0", ""))
    return (text + f": the kernel updates `{name}` only with atomics that read it first, and {undefined}, so "
            f"`{call}` starts from garbage",
            f"initialise it before the atomics: one thread writes the identity of `{call}`{words} "
            f"(`if (threadIdx.x == 0) {W.text(unit, a)} = {value};`), then `__syncthreads()`")


def _names(access, u) -> set:
    from analyzer.analysis import terms as T
    out = {s[1] for s in T.symbols(access.addr)} if access.addr is not None else set()
    if access.path is not None:
        out |= {s[1] for s in T.symbols(access.path)}
    if u.skipped and u.skipped[2] is not None:
        out |= {s[1] for s in T.symbols(u.skipped[2])}
    return out


def _halo_fix(unit, write, read) -> str | None:
    """The fix of a skipped write that loads the slot from an array (`b[li] = in[gi]`) under a condition the read
    is under too (`if (gi < n - 1)` around both: the bound of the results): the slot is a halo cell the readers'
    results use, and the data may well exist past the results' bound. Filling 0 or guarding the read changes
    those results; the load's guard must cover every slot the readers use. None for other writes (padding)."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes
    from analyzer.checks._race_fix import _assignment, _conditions, _function, _text
    func = _function(unit, write.node)
    assign = _assignment(func, write.node) if func is not None else None
    if assign is None or assign.op != "=" or not any(isinstance(n, ast.Index) for n in iter_nodes(assign.value)):
        return None
    source = unit.tu.source or unit.text or ""
    around = {_text(source, c) for c, then in _conditions(func, write.node) if then}
    shared = next((c for c, then in _conditions(func, read.node) if then and _text(source, c) in around), None)
    if shared is None:
        return None
    value = assign.value
    first = next(n for n in iter_nodes(value) if isinstance(n, ast.Index))
    load, index = _text(source, first.base), _text(source, first.index)
    guard = _text(source, shared)
    test = f"({guard})" if any(op in guard for op in ("&&", "||", "?")) else guard
    load_text = _text(source, assign)
    return (f"`{load_text}` is skipped under `{guard}`, which also guards the results that read the slot: if "
            f"`{load}` has elements past that bound (a stencil's halo), load every slot the readers use under "
            f"`{load}`'s own bound, e.g. `if ({index} < len) {load_text};` (`len`: the elements of `{load}`) before "
            f"the barrier, and keep only the results under `{guard}`, since filling 0 or guarding the read would "
            f"change the results at the edge; if `{load}` ends there, fill the slot with the value the edge should "
            f"see (`{_text(source, assign.target)} = {test} ? {_text(source, value)} : 0;`)")
