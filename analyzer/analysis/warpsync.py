"""KL106: warp-synchronous calls whose mask names lanes that cannot reach them.

`__shfl*_sync`, `__syncwarp`, `__ballot/any/all_sync`, `__match_*_sync`, `__reduce_*_sync` (and a
cooperative-groups tile's collectives, whose implied mask is the tile) require every non-exited lane
named in the mask to execute the same call (CUDA Programming Guide, warp shuffle and vote functions):
otherwise the behaviour is undefined (a hang, or values read from lanes that were elsewhere).

The judgement (flow.WarpSyncSite + the guards the call is under):
- only constant masks are judged (`0xffffffff`, `0xffff`, the tile); a mask computed at run time
  (`__activemask()`, a ballot of the same condition) is trusted;
- the lanes that reach the call are those for which every thread-dependent guard holds: the enclosing
  if/else/loop/switch conditions, and the negation of every early `return`/`break`/`continue` taken
  before it. It is evaluated exactly over the lanes of every warp of each launch's block shape (assumed
  shapes without a launch); unknown values (kernel arguments: `n` in `if (i < n)`) are existential: the
  code is wrong for some `n` -- a tail guard splits the last warp whenever n is not a multiple of 32;
- a finding needs a warp in which some lane reaches the call and a lane named by the mask (and existing
  in the block) does not. Lanes that do not reach it only because they returned from the kernel have
  exited: the synchronisation is defined for the remaining lanes, but a shuffle reading an exited lane
  gets an undefined value, so only shuffles are reported then, and only when the launch decides which
  lanes exit (`if (threadIdx.x >= 48) return;` in 64-thread blocks): an exit on a bound the kernel
  receives (`if (i >= n) return;`) is often a multiple of the warp by the caller's contract.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.divergence import is_tail_guard, shapes_for
from analyzer.analysis.sites import Guard, WarpSyncSite
from analyzer.analysis.warps import Shape, block_threads, worlds
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast

_KINDS = frozenset({"bid", "arg", "gdim", "iter", "cg"})


@dataclass(frozen=True)
class SyncFinding:
    site: WarpSyncSite
    shape: Shape
    warp: int
    mask: int | None  # None: the tile's lanes
    missing: tuple[int, ...]  # lanes named by the mask that do not reach the call (in `warp`)
    guard: Guard  # the guard that keeps them out
    exited: bool  # they returned from the kernel before the call
    tail: bool  # the guard is a tail guard (`i < n`)


def _mask(site: WarpSyncSite, warp: int) -> int | None:
    """The constant mask of the call (all lanes for `__syncwarp()` and tiles), or None: not judged."""
    if site.tile is not None:
        return (1 << warp) - 1
    if site.mask is None:
        return (1 << warp) - 1 if site.name == "__syncwarp" else None
    term = site.mask.term
    if site.mask.thread or term is None or not T.is_const(term) or not isinstance(term[1], int):
        return None
    return term[1] & ((1 << warp) - 1)


def _condition(g: Guard) -> T.Term | None:
    """What a thread satisfies to get past guard `g` to the call."""
    term = g.val.term
    if term is None or not g.val.thread or g.kind == "switch":
        return None
    if g.kind in ("if", "loop"):
        return term
    return T.unary("not", term)


def judge_sync(site: WarpSyncSite, func: ast.Function, unit: Any, ctx: Any) -> SyncFinding | None:
    warp = getattr(unit, "warp_size", 32)
    mask = _mask(site, warp)
    if mask is None or site.name == "__activemask":
        return None
    guards = [(g, c) for g in site.guards if (c := _condition(g)) is not None]
    if not guards:
        return None
    reach = T.const(1)
    for _, c in guards:
        reach = T.binary("&&", reach, c) or reach
    launches, assumed = shapes_for(func, reach, unit, ctx)
    fns = [(g, T.compile_term(c)) for g, c in guards]
    # NOTE: exited lanes matter only to shuffles, and only where the launch itself decides who exits: a
    # bound the code receives (`if (i >= n) return;`) is often a multiple of the warp by contract (ggml
    # asserts it on the host), so an exit on an unknown bound is not evidence enough for an error.
    shuffle = "shfl" in site.name and not any(
        s[2] in ("arg", "gdim") for g, _ in guards if g.kind == "exit" for s in T.symbols(g.val.term))
    for shape in launches or assumed:
        found = _scan(shape, fns, mask, site.tile, warp, shuffle)
        if found is not None:
            w, missing, guard = found
            return SyncFinding(site, shape, w, None if site.tile else mask, missing, guard,
                               guard.kind == "exit", is_tail_guard(guard.val.term))
    return None


def _scan(shape: Shape, fns, mask: int, tile: int | None, warp: int, shuffle: bool):
    """(warp, missing lanes, guard) of the first warp with a lane at the call and a named lane elsewhere."""
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    for base, exist_worlds in worlds(_conj([g.val.term for g, _ in fns]), shape, _KINDS):
        for ex in exist_worlds:
            env = {**base, **ex}
            try:
                found = _warps(threads, fns, env, mask, tile, warp, shuffle)
            except (ArithmeticError, TypeError, ValueError):
                continue
            if found is not None:
                return found
    return None


def _conj(terms: list[T.Term]) -> T.Term:
    out = terms[0]
    for t in terms[1:]:
        out = ("&&", out, t)
    return out


def _warps(threads, fns, env, mask: int, tile: int | None, warp: int, shuffle: bool):
    by_warp: dict[int, dict[int, Guard | None]] = {}
    for w, lane, x, y, z in threads:
        blocker = None
        for g, fn in fns:
            if not fn(x, y, z, lane, w, env):
                blocker = g
                break
        by_warp.setdefault(w, {})[lane] = blocker
    for w, lanes in by_warp.items():
        at_call = [lane for lane, g in lanes.items() if g is None]
        if not at_call:
            continue
        named = set()
        for lane in at_call:
            group = range(lane - lane % tile, lane - lane % tile + tile) if tile else range(warp)
            named.update(l for l in group if mask >> l & 1)
        missing = sorted(l for l in named if l in lanes and lanes[l] is not None)
        if not missing:
            continue
        alive = [l for l in missing if lanes[l].kind != "exit"]
        if alive:
            return w, tuple(alive), lanes[alive[0]]
        if shuffle:
            return w, tuple(missing), lanes[missing[0]]
    return None


def unresolved(g: Guard, func: ast.Function, tu: Any) -> tuple[str, ...]:
    """The identifiers guard `g`'s condition depends on that have no value and no declaration anywhere
    kernlint looked (not a parameter, local, template parameter, namespace-scope variable, function, enum
    constant or `#define` it saw): a macro of a header it did not find (`WARP_SIZE`). What lanes reach a
    call under such a guard is unknown, so KL106 makes no claim."""
    import re
    from analyzer.cuda.query import iter_nodes

    names = sorted({s[1] for s in T.symbols(g.val.term) if s[2] == "arg" and re.fullmatch(r"[A-Za-z_]\w*", s[1])}) \
        if g.val.term is not None else []
    if not names:
        return ()
    known = {p.name for p in func.params} | {t.name for t in func.template_params or ()}
    known.update(n.name for n in iter_nodes(func.body) if isinstance(n, ast.Declarator))
    for item in getattr(tu, "items", ()):
        if isinstance(item, ast.GlobalDecl):
            known.update(d.name for d in item.decl.declarators)
        elif isinstance(item, ast.Function):
            known.add(item.name)
    types, macros = getattr(tu, "types", None), getattr(tu, "macros", None)
    if types is not None:
        known.update(n for e in types.enumerators for n in e.names)
    known.update(macros or ())
    return tuple(n for n in names if n not in known)
