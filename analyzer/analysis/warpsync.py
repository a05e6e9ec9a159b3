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
- lanes that skip the call under an if and then have nothing warp-synchronous left in the kernel (no
  `_sync` call and no barrier in the other arm nor after the if, in no loop: `if (m < M) { reduce }` ending
  the kernel) exit without meeting the others again: PTX's `shfl.sync`, `bar.warp.sync` and `vote.sync` wait
  only for the non-exited lanes of the mask, so they count as exited lanes; a shuffle is wrong then, for
  these lanes and for those that returned, only when some lane at the call reads one of them (its source
  lane: `lane ^ o`, `lane +- delta` within its group of `width`, or the lane it names). The halves of a
  warp reducing two rows (`m = 2 * blockIdx.x + lane / 16`, offsets 8..1) read only lanes of their own
  half; offset 16 reads the other half. So do the lanes that leave a loop in no other loop with nothing
  warp-synchronous after it to the kernel's end (`while (row < n) { reduce; row += inc; }` ending the kernel). A
  value read from such a lane that reaches no use is harmless: where the lanes whose result is used are known
  (warpsync_uses.consumers: the uses' `if`s, the shuffle's loop's steps followed backwards from them), only a gone
  lane one of their steps reads is a finding (4-lane groups summed with `__shfl_down_sync` at offsets 2, 1 and
  stored by `me == 0`: lanes 2 and 3 read the next group, lane 0 does not).
- a grid that every launch writes as a count the kernel receives divided by a constant, rounded down
  (`k<<<M / 8, b>>>(..., M)`: LaunchInfo.grid_floors) holds only blocks below M / 8: the worlds judged keep
  blockIdx.x below it (`_in_grid`), so 8 rows per block under `if (row < M)` leave no lane out.
- a lane that executes the call must be in its mask (PTX `shfl.sync`, `vote.sync`, `bar.warp.sync`: undefined
  otherwise): a constant mask that leaves out lanes that reach the call (`__shfl_down_sync(0xfffffff, ...)` run by
  all 32 lanes) is a finding too (guard None), judged over the same worlds; a mask of exactly the lanes that reach
  it (`0xffff` under `if (lane < 16)`) is none. PTX's rule: judged for 32-lane warps (a wave64 target's 32-bit mask is
  KL301's wave32 assumption).
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.divergence import facts_for, shapes_for
from analyzer.analysis.tailguards import is_tail_guard
from analyzer.analysis.leaving import skipped
from analyzer.analysis.sites import Guard, WarpSyncSite
from analyzer.analysis.warps import Shape, block_threads, worlds
from analyzer.analysis.warpsync_uses import consumers, inside, source as _source, used_reads as _used
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast

_KINDS = frozenset({"bid", "arg", "gdim", "iter", "cg"})


@dataclass(frozen=True)
class SyncFinding:
    site: WarpSyncSite
    shape: Shape
    warp: int
    mask: int | None  # None: the tile's lanes
    missing: tuple[int, ...]  # lanes named by the mask that do not reach the call (in `warp`); or, where `guard`
    # is None, the lanes that execute the call but are not in its mask
    guard: Guard | None  # the guard that keeps them out; None: lanes outside the mask execute the call
    exited: bool  # they left the kernel (returned, or skipped the call with nothing warp-synchronous left)
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


def judge_sync(site: WarpSyncSite, func: ast.Function, unit: Any, ctx: Any, result: Any = None) -> SyncFinding | None:
    """`result`: the function's FunctionResult (its warp syncs and barriers), which tells the lanes that skip
    the call and leave the kernel (`_leaves`); without it they count as lanes that do not reach it."""
    warp = getattr(unit, "warp_size", 32)
    mask = _mask(site, warp)
    if mask is None or site.name == "__activemask":
        return None
    guards = [(g, c) for g in site.guards if (c := _condition(g)) is not None]
    if not guards and (site.tile is not None or mask == (1 << warp) - 1 or warp != 32):
        return None  # NOTE: a wave64 target's 32-bit mask is KL301's (a wave32 assumption)
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
    left = {id(g) for g, _ in guards if g.kind == "exit" or _leaves(g, func, result)}
    reads = _reads(site, warp, consumers(site, func, result) if result is not None and left else None)
    floor = _grid_floor(func, unit, ctx) if launches else None
    for shape in launches or assumed:
        found = _scan(shape, fns, mask, site.tile, warp, (shuffle, "shfl" in site.name, left, reads), floor)
        if found is not None:
            w, missing, guard = found
            return SyncFinding(site, shape, w, None if site.tile else mask, missing, guard,
                               guard is not None and id(guard) in left,
                               guard is not None and is_tail_guard(guard.val.term))
    return None


def _leaves(g: Guard, func: ast.Function, result: Any) -> bool:
    """The lanes that fail the kernel's if or loop condition `g` leave the kernel with no warp-synchronous call and
    no barrier on the way: `g` is in no loop that holds one, and neither the if's other arm nor anything after the
    if or the loop holds one (a loop's leaving lanes run only what follows it; those that stay meet no lane that
    left in a later iteration)."""
    if not func.is_kernel or result is None:
        return False
    if g.kind == "loop" and isinstance(g.node, (ast.For, ast.While, ast.DoWhile)):
        rest = skipped(func, g.node, "return")
    elif g.kind in ("if", "else") and isinstance(g.node, ast.If):
        other = g.node.other if g.kind == "if" else g.node.then
        rest = skipped(func, g.node, "return") + ([other] if other is not None else [])
    else:
        return False
    spans = [r.span for r in rest]
    return not any(inside(site.node.span, span) for site in (*result.warp_syncs, *result.barriers) for span in spans)


def _reads(site: WarpSyncSite, warp: int, uses=None):
    """(kind, source term, width term, the uniform guards' terms, `uses`) of a shuffle (called directly, or in a
    helper: its arguments bound at the call) whose source lane (or offset) and width have terms: which lane each lane
    reads; `uses`: warpsync_uses.consumers, the lanes whose result is used. None otherwise."""
    if not site.reads or len(site.reads) < 3 or not site.name.startswith("__shfl"):
        return None
    src, width = site.reads[2], site.reads[3] if len(site.reads) > 3 else None
    wterm = T.const(warp) if width is None else width.term
    if src.term is None or wterm is None or (width is not None and width.thread):
        return None
    # NOTE: the uniform guards the call is under (a loop's `o > 0`): a world where one fails reaches no call
    held = [t for g in site.guards if not g.val.thread and (t := _uniform(g)) is not None]
    return site.name[7:-5] or "idx", src.term, wterm, held, uses


def _uniform(g: Guard) -> T.Term | None:
    if g.val.term is None or g.kind == "switch":
        return None
    return g.val.term if g.kind in ("if", "loop") else T.unary("not", g.val.term)


def _grid_floor(func: ast.Function, unit: Any, ctx: Any) -> tuple[str, int] | None:
    """(a kernel parameter, a divisor) where every launch of the kernel has a grid of that argument divided by the
    divisor, rounded down (`k<<<M / 8, b>>>(..., M)`, LaunchInfo.grid_floors in x): blockIdx.x < M / 8. None
    otherwise."""
    floors = {next(((i, d) for k, d, i, *_ in la.grid_floors if k == 0 and i >= 0), None)
              for la in facts_for(func, unit, ctx).launches}
    if len(floors) != 1 or None in floors:
        return None
    index, divisor = next(iter(floors))
    return (func.params[index].name, divisor) if index < len(func.params) and func.params[index].name else None


def _in_grid(env: dict, floor: tuple[str, int] | None) -> bool:
    """Whether the world `env` has a block the launch's grid holds (see _grid_floor)."""
    if floor is None or floor[0] not in env or "blockIdx.x" not in env:
        return True
    count, bid = env[floor[0]], env["blockIdx.x"]
    return not (isinstance(count, int) and isinstance(bid, int)) or bid < count // floor[1]


def _scan(shape: Shape, fns, mask: int, tile: int | None, warp: int, how, floor: tuple[str, int] | None = None):
    """(warp, missing lanes, guard) of the first warp with a lane at the call and a named lane elsewhere, in a world
    whose block the grid holds (`floor`: _grid_floor)."""
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    reads = how[3]
    # NOTE: an exemption must hold for every value: only loop iterations are sampled over all that matter (a shift
    # progression `8 >> k`) and the launch fixes its template arguments; another unknown offset could be 16
    bound = {name for name, _ in shape.bind}
    if reads is not None and any(s[2] != "iter" and s[1] not in bound for t in reads[1:3] for s in T.symbols(t)):
        reads = None
    if reads is not None:
        # NOTE: the symbols only the reads use (a loop's iteration: the offset `8 >> k`) get worlds of their own
        syms = {s for t in (reads[1], reads[2], *reads[3]) for s in T.symbols(t)}
        uses = reads[4] and (T.compile_term(reads[4][0]), reads[4][1])
        reads = (reads[0], T.compile_term(reads[1]), T.compile_term(reads[2]), [T.compile_term(t) for t in reads[3]],
                 _conj([reads[1], reads[2], *reads[3]]), syms, uses)
    for base, exist_worlds in worlds(_conj([g.val.term for g, _ in fns] or [T.const(1)]), shape, _KINDS):
        for ex in exist_worlds:
            env = {**base, **ex}
            if not _in_grid(env, floor):
                continue
            try:
                found = _warps(threads, fns, env, mask, tile, warp,
                               (*how[:3], reads and (*reads[:4], _more(reads, shape, env), reads[6])))
            except (ArithmeticError, TypeError, ValueError):
                continue
            if found is not None:
                return found
    return None


def _more(reads, shape: Shape, env: dict) -> list[dict]:
    """The worlds of the symbols only the reads use, beside `env`."""
    if not any(s[1] not in env for s in reads[5]):
        return [env]
    return [{**base, **ex, **env} for base, exist in worlds(reads[4], shape, _KINDS) for ex in exist]


def _conj(terms: list[T.Term]) -> T.Term:
    out = terms[0]
    for t in terms[1:]:
        out = ("&&", out, t)
    return out


def _warps(threads, fns, env, mask: int, tile: int | None, warp: int, how):
    shuffle, shfl, left, reads = how
    by_warp: dict[int, dict[int, tuple]] = {}
    for w, lane, x, y, z in threads:
        blocker = None
        for g, fn in fns:
            if not fn(x, y, z, lane, w, env):
                blocker = g
                break
        by_warp.setdefault(w, {})[lane] = (blocker, (x, y, z))
    for w, lanes in by_warp.items():
        at_call = [lane for lane, (g, _) in lanes.items() if g is None]
        if not at_call:
            continue
        named = set()
        for lane in at_call:
            group = range(lane - lane % tile, lane - lane % tile + tile) if tile else range(warp)
            named.update(l for l in group if mask >> l & 1)
        missing = sorted(l for l in named if l in lanes and lanes[l][0] is not None)
        # NOTE: a lane at the call outside its mask makes it undefined whoever else has exited (PTX)
        outside = tile is None and any(not mask >> lane & 1 for lane in at_call)
        if not missing:
            if outside and warp == 32:
                return w, tuple(lane for lane in at_call if not mask >> lane & 1), None
            continue
        alive = [l for l in missing if outside or id(lanes[l][0]) not in left]
        if alive:
            return w, tuple(alive), lanes[alive[0]][0]
        gone = [l for l in missing if shuffle or lanes[l][0].kind != "exit"] if shfl else []
        if gone and reads is not None:
            gone = _read(reads, lanes, at_call, w, set(gone))
        if gone:
            return w, tuple(gone), lanes[gone[0]][0]
    return None


def _read(reads, lanes, at_call, w: int, gone: set[int]) -> list[int]:
    """The lanes of `gone` that some lane at the call reads, in some world of the reads' own symbols; where the lanes
    whose result is used are known (warpsync_uses), those that a step feeding such a result reads (`_used`)."""
    kind, src, width, held, envs, uses = reads
    if uses is not None and (found := _used(reads, lanes, at_call, w, gone)) is not None:
        return found
    out: set[int] = set()
    for env in envs:
        x, y, z = lanes[at_call[0]][1]
        try:
            if not all(fn(x, y, z, at_call[0], w, env) for fn in held):
                continue
            for lane in at_call:
                x, y, z = lanes[lane][1]
                wd = width(x, y, z, lane, w, env)
                if not isinstance(wd, int) or not 0 < wd <= 64 or wd & (wd - 1):
                    return sorted(gone)
                source = _source(kind, lane, src(x, y, z, lane, w, env), wd)
                if source in gone:
                    out.add(source)
        except (ArithmeticError, TypeError, ValueError):
            continue
    return sorted(out)


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
