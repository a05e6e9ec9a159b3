"""The hardware's count for each access and launch: evaluate the address of every lane of every warp.

For one access (analyzer.analysis.memory.address.Access) and one block shape, the byte offset from the
root is evaluated for each thread of the block (warps are consecutive linear thread ids, 32 lanes), the
lanes that execute the access are kept (its path; tail guards such as `if (i < n)` are taken as true, as
they idle at most one warp of the grid) and each warp's request is counted by sectors.py (global) or
banks.py (shared). The figure is the total over the warps that execute it divided by their number: what
Nsight Compute reports as units per request.

What the source leaves open is sampled, and the figure is *known* only when every sample agrees:
- blockIdx: every block of the launch's grid when the grid is known and has at most MAX_BLOCKS blocks
  (the exact average over the grid); otherwise a few blocks, which must all give the same figure;
- loop iteration counts (0..3), kernel arguments, gridDim (when the launch does not fix it): every
  sampled value must give the same figure (`in[tid * stride]` with a run-time stride has no number);
- an address that cannot be followed, a data-dependent guard, an element that is not one 1/2/4/8/16-byte
  load or store (a struct copy, float3), or a misaligned offset: no number.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction
from math import gcd

from analyzer.analysis import terms as T
from analyzer.analysis.memory.address import Access
from analyzer.analysis.memory.blocks import Blocks, Unmeasured
from analyzer.analysis.memory.classes import in_stride, lane_bounds, row_width, whole_runs
from analyzer.analysis.warps import block_threads, remembered
from analyzer.prebuilt import dataclass

MAX_BLOCKS = 32
SAMPLES = {"iter": (0, 1, 2, 3), "arg": (1, 3, 32, 96, 4097), "gdim": (1, 2, 7, 64)}
# NOTE: `screen` also looks at the base world with every kernel argument at this value: at 1 (the first
# sample) a row width makes most accesses look ideal
SCREEN_ARG = 32
# NOTE: worlds vary one symbol at a time from the first values (each sample of each symbol is seen), then
# add combinations up to MAX_WORLDS: a count that depends on a symbol changes when that symbol alone does.
BLOCK_SAMPLES = (0, 1, 5)
MAX_WORLDS = 12
MAX_SAMPLED_BLOCKS = 6
SCREENED = "screened: its first two warps cost the ideal (check only)"
DATA_CONDITION = "executed under a data-dependent condition"
_DEPENDS = "the count depends on"
# Least values tried for a kernel argument the count depends on (each with larger values that must agree).
CONDITION_LADDER = (2, 4, 8, 16, 32)
# The values tried from a least one up: odd and even, powers of two and their neighbours (a width used as a
# mask, `tid & (size - 1)`, behaves differently at 32 and at 33), small and large.
CONDITION_VALUES = (2, 3, 4, 5, 7, 8, 9, 16, 17, 31, 32, 33, 64, 96, 127, 128, 1024, 4097)
WIDTHS = (1, 2, 4, 8, 16)


@dataclass(frozen=True)
class Figure:
    """The count of one access under one launch configuration."""

    access: Access
    block: tuple[int, int, int]
    label: str  # "the launch at line 40 (32x8x1)" or "an assumed 256x1x1 block (no launch visible)"
    assumed: bool
    known: bool
    per_request: Fraction | None = None  # sectors (global) or wavefronts (shared) per request
    ideal: Fraction | None = None
    reason: str = ""  # why not known
    units: int = 0  # totals over the evaluated blocks (the whole grid when `whole_grid`)
    requests: int = 0
    whole_grid: bool = False
    template: tuple[str, ...] = ()
    file: str = ""
    # (kernel argument, least value) the figure holds for: `out[x * height + y]` moves 32 sectors per request
    # for every height >= 8 (fewer below: the lanes then share sectors); () when it holds for every value
    condition: tuple[tuple[str, int], ...] = ()
    iteration: int | None = None  # judge.per_iteration: the loop's iteration judged alone (None: every iteration)
    # a shared count per class of a kernel argument (classes.py): (argument, V, ((valuation, per_request, ideal),
    # ...)), the figure's own numbers being the worst class's; () for any other figure
    classes: tuple = ()
    # judge.per_iteration of rounds a kernel argument sets (classes.by_size): (argument, least, loop line, ((size,
    # ways, iteration), ...)), the figure's own numbers being those of the worst round from `least` up
    sizes: tuple = ()
    # what the host's tests before the launch admit of the kernel arguments, ((name, op, value), ...): the samples and
    # the least values tried keep to them (launch_guards.admitted_values), and `condition` is said within them
    admitted: tuple = ()
    bound: tuple = ()  # the kernel's scalar parameters the launch fixes, ((name, value), ...) (kernels.launch_configs)

    @property
    def efficiency(self) -> float | None:
        if not self.known or not self.per_request:
            return None
        return float(self.ideal / self.per_request)


def _unknown(access: Access, block, label, assumed, reason, template=()) -> Figure:
    return Figure(access, block, label, assumed, False, reason=reason, template=template)


_FIGURES: dict[tuple, Figure] = {}  # (what an access's figure depends on) -> its figure, per process


def evaluate(access: Access, block: tuple[int, int, int], grid: tuple | None, label: str, assumed: bool,
             warp: int = 32, template: tuple[str, ...] = (), screen: bool = False, base: int = 0,
             file: str = "", admitted: tuple = ()) -> Figure:
    """The figure of `access` for one launch configuration. `screen`: stop when the first two warps of the
    first sampled block cost exactly the ideal (the figure is then reported as not known, with reason
    SCREENED): what `check` needs, at a fraction of the cost; it may miss a finding whose later warps
    alone are inefficient, never add one.

    NOTE: remembered per process (warps.remembered) on what the figure depends on (the access's terms, width,
    space and operation, the kernel's scalar parameters, the launch shape); the caller's access, label and
    template are put back: variants of one kernel repeat their accesses (a third of a tree's evaluations, two
    thirds of the reduction program's), and so do common indexing patterns across files.
    `base`: the byte offset of the access's root from an allocation's start (a launch passing `p + 1`: 4 for a
    float pointer); allocations are 256-byte aligned. `file`: the figure's (kernels.unit_figures). `admitted`: the
    host's tests around the launch (Figure.admitted)."""
    key = (access.addr, access.root, access.size, access.path_known, access.path, access.params, access.space,
           access.op, block, grid, warp, screen, base, admitted)
    found = remembered(_FIGURES, key, lambda: _evaluate(access, block, grid, label, assumed, warp, template, screen,
                                                        base, admitted))
    if found.access is access and found.label == label and found.assumed == assumed and found.template == template \
            and found.file == file:
        return found
    return replace(found, access=access, label=label, assumed=assumed, template=template, file=file)


def _evaluate(access: Access, block: tuple[int, int, int], grid: tuple | None, label: str, assumed: bool,
              warp: int, template: tuple[str, ...], screen: bool, base: int = 0, admitted: tuple = ()) -> Figure:
    """evaluate, computed."""

    def no(reason: str) -> Figure:
        return _unknown(access, block, label, assumed, reason, template)

    if access.addr is None and access.size is None and access.type_name:
        # NOTE: the byte address needs the element's size: say which fact is missing, not "an opaque call"
        return no(f"the size of `{access.type_name}` is not known (a template argument no launch or instantiation "
                  "of the launching host template binds, or a type whose definition is not seen)")
    if access.addr is None or access.root is None:
        return no("the address is not known (a pointer or index loaded from memory, or an opaque call)")
    if access.size not in WIDTHS:
        return no("not one 1/2/4/8/16-byte load or store (a struct copy or a 3-element vector is split)")
    if not access.path_known:
        return no(DATA_CONDITION)
    offset = remembered(_OFFSETS, (access.addr, access.root, base),
                        lambda: T.substitute(access.addr, {access.root: T.const(base)}))
    path, bounds = lane_bounds(whole_runs(stripped(access.path), access.params), access.params) \
        if access.path is not None else (None, ())
    if path is not None and not T.thread_dependent(path):
        path = None
    if offset is None:
        return no("the address is not known")
    # NOTE: what follows reads the access only through these (its operation only for the banks): the accesses of
    # other arrays at the same offsets (`c[i] = a[i] + b[i]`) share one count
    key = (offset, path, access.size, access.params, access.space, access.op if access.space == "shared" else "",
           block, grid, warp, screen, admitted)
    got = remembered(_BY_OFFSET, key, lambda: _count(access, block, grid, label, assumed, warp, template, screen,
                                                     offset, path, admitted))
    got = replace(got, admitted=admitted) if admitted else got
    return replace(got, condition=got.condition + tuple((n, 32) for n in bounds)) if bounds and got.known else got


_OFFSETS: dict[tuple, T.Term | None] = {}  # (address, root, base) -> the offset from the allocation, per process
_STRIPPED: dict[T.Term, T.Term] = {}  # path -> stripped(path), per process


def stripped(path: T.Term) -> T.Term:
    """The threads that execute an access, its tail guards taken as true (divergence.strip_tail_guards), remembered:
    asked of every access by kernels._symbols_read and again per launch shape here."""
    from analyzer.analysis.tailguards import strip_tail_guards
    return remembered(_STRIPPED, path, lambda: strip_tail_guards(path, True))


_BY_OFFSET: dict[tuple, Figure] = {}  # (_evaluate's offset, path and the rest _count reads) -> figure, per process


def _count(access: Access, block: tuple[int, int, int], grid: tuple | None, label: str, assumed: bool, warp: int,
           template: tuple[str, ...], screen: bool, offset: T.Term, path: T.Term | None, admitted: tuple) -> Figure:
    """_evaluate of an access whose byte offset from its allocation and thread path (tail guards taken as true) are
    known; a kernel argument sampled at the values the host's tests before the launch admit (`admitted`)."""
    from analyzer.analysis.launch_guards import admitted_only, admitted_values

    def no(reason: str) -> Figure:
        return _unknown(access, block, label, assumed, reason, template)

    syms = T.symbols(offset) | (T.symbols(path) if path is not None else set())
    if any(leaf[0] == "wu" for leaf in T.leaves(offset)):
        return no("the address depends on a per-warp value (a vote or a shuffle)")
    fixed: dict = {}
    blocks_axes: list[tuple[str, tuple[int, ...]]] = []
    sampled: list[tuple[str, tuple]] = []
    sampled_kinds: list[tuple[str, str]] = []
    whole = True
    known_grid = grid is not None and all(isinstance(c, int) and c > 0 for c in grid)
    for s in sorted(syms, key=lambda s: s[1]):
        name, kind = s[1], s[2]
        axis = name[-1] if name[-2:-1] == "." else "x"
        if kind == "bdim":
            fixed[name] = {"x": block[0], "y": block[1], "z": block[2]}[axis]
        elif kind == "gdim" and known_grid:
            fixed[name] = grid[{"x": 0, "y": 1, "z": 2}[axis]]
        elif kind == "bid":
            blocks_axes.append((name, ()))
        else:
            sampled.append((name, admitted_values(SAMPLES.get(kind, SAMPLES["arg"]), name, admitted)))
            sampled_kinds.append((name, kind))
    if blocks_axes:
        if known_grid and grid[0] * grid[1] * grid[2] <= MAX_BLOCKS:
            blocks_axes = [(n, tuple(range(grid[{"x": 0, "y": 1, "z": 2}[n[-1]]]))) for n, _ in blocks_axes]
        else:
            whole = not blocks_axes
            limit = {n: grid[{"x": 0, "y": 1, "z": 2}[n[-1]]] if known_grid else 10 ** 9 for n, _ in blocks_axes}
            blocks_axes = [(n, tuple(v for v in BLOCK_SAMPLES if v < limit[n])) for n, _ in blocks_axes]
    whole = whole and (not blocks_axes or known_grid)
    try:
        blocks = Blocks(offset, path, access, warp)
    except (ValueError, SyntaxError):
        return no("the address is not known")
    threads = block_threads(block[0], block[1], block[2], warp)
    block_envs = [dict(zip([n for n, _ in blocks_axes], vals))
                  for vals in itertools.product(*[v for _, v in blocks_axes])] or [{}]
    if not whole:
        block_envs = block_envs[:MAX_SAMPLED_BLOCKS]
    # NOTE: only the kernel's own scalar parameters (not template parameters, loop-carried or opaque values)
    args = [n for n, kind in sampled_kinds if kind == "arg" and n in access.params]
    if screen and path is not None and args:
        from analyzer.analysis.memory.classes import rounds_picked
        screen = not rounds_picked(offset, path, args)  # NOTE: few lanes at the screen's values of the argument
    figure = _attempt(access, block, label, assumed, warp, template, screen, blocks, fixed, threads,
                      block_envs, whole, sampled, {n: SCREEN_ARG for n in args})
    moves: list = []

    def settle(result: Figure, context: list | None = None) -> Figure:
        """The count per class of the argument (classes.py) where `result` (the samples', or the ladder's) rests on
        luck: a shared count the ladder leaves unknown (`s[tid * d]`: its worst class), or a global one whose row
        base moves off the sectors with the argument (`out[blockIdx.x * n + 8 * tid]`: the class of aligned rows).
        `context`: the samples the ladder settled with (the other arguments at their least values, not their first)."""
        from analyzer.analysis.memory.classes import base_moves, by_class
        if access.space == "shared" and result.known or access.space not in ("shared", "global"):
            return result
        if access.space == "global":
            if not moves:
                moves.append(base_moves(offset, args, fixed, 32, tuple(t[2:] for t in threads[:warp])))
            if not moves[0]:
                return result
        def attempt(name: str, values: tuple) -> Figure:
            values = admitted_only(values, name, admitted)  # NOTE: a class the host's tests rule out is no case
            return _attempt(access, block, label, assumed, warp, template, False, blocks, fixed, threads, block_envs,
                            whole, [(n, values if n == name else v) for n, v in context or sampled]) if values else no("")

        got = by_class(args, access.size, attempt, 32 if access.space == "global" else 128)
        if got is None or (result.known and all(p == result.per_request and i == result.ideal for _, p, i in got[0][2])):
            return result  # NOTE: every class counts what the samples did: the alignment does not matter
        classes, known = got
        if access.space == "global":
            return replace(known[classes[1]], classes=classes) if classes[1] in known else result
        return replace(max(known.values(), key=lambda g: g.per_request / g.ideal), classes=classes)

    if figure.known or not args or not figure.reason.startswith(_DEPENDS):
        return settle(figure) if args and (figure.known or figure.reason.startswith("the count differs")) else figure
    if not row_width(offset, args):  # NOTE: a bare global stride (`x[i * incx]`, often 1) stays unknown
        return settle(figure) if access.space == "shared" else figure
    # NOTE: a count that depends on a kernel argument (a run-time row width) usually settles once the
    # argument is large enough for each lane to have its own sectors: find the least such value
    for least in CONDITION_LADDER:
        trial = [(n, tuple(x for x in admitted_values(CONDITION_VALUES, n, admitted) if x >= least) if n in args
                  else v) for n, v in sampled]
        if not all(v for _, v in trial):
            continue  # NOTE: the host admits no value this high
        got = _attempt(access, block, label, assumed, warp, template, screen, blocks, fixed, threads,
                       block_envs, whole, trial, {})
        if got.known:
            needed = [n for n in args if not _attempt(
                access, block, label, assumed, warp, template, False, blocks, fixed, threads, block_envs,
                whole, [(m, v if m == n else dict(trial)[m]) for m, v in sampled]).known]
            needed = needed or [n for n in args if in_stride(offset, n, fixed)] or args  # NOTE: none alone: the stride's
            return settle(replace(got, condition=tuple((_describe(n), least) for n in needed)), trial)
        if got.reason == SCREENED or not got.reason.startswith(_DEPENDS):
            return got if got.reason == SCREENED else settle(figure)
    return settle(figure)


def _attempt(access, block, label, assumed, warp, template, screen, blocks, fixed, threads, block_envs,
             whole, sampled, screen_args: dict | None = None) -> Figure:
    """The figure for one set of samples of the symbols the source leaves open (see evaluate). `screen_args`:
    values the screen also tries the base world with (it screens only when both cost the ideal). `blocks`:
    the access's Blocks (blocks.py)."""

    def no(reason: str) -> Figure:
        return _unknown(access, block, label, assumed, reason, template)

    result = None
    if screen:
        try:
            ideal = True
            base = {n: v[0] for n, v in sampled}  # NOTE: _worlds' first, before the screen makes the rest
            for extra in ({}, screen_args) if screen_args else ({},):
                got = blocks.once({**fixed, **base, **extra, **block_envs[0]}, threads[:2 * warp])
                ideal = ideal and got is not None and got[0] == got[1]
            if ideal:
                return no(SCREENED)
        except (ArithmeticError, TypeError, ValueError, Unmeasured):
            pass
    worlds = _worlds(sampled)
    cache: dict[tuple[int, int], tuple | None] = {}

    def one(w: int, b: int):
        if (w, b) not in cache:
            cache[(w, b)] = blocks.count({**fixed, **worlds[w], **block_envs[b]}, threads)
        return cache[(w, b)]

    if len(worlds) > 1 and not whole:
        # NOTE: a count that depends on a sampled symbol usually shows in the first block: look there first
        first = None
        for w in range(len(worlds)):
            try:
                got = one(w, 0)
            except (ArithmeticError, TypeError, ValueError, Unmeasured):
                continue
            if got is None or not got[2]:
                continue
            ratio = _ratio(got[0], got[2])
            if first is None:
                first = ratio
            elif ratio != first:
                names = ", ".join(_describe(n) for n, _ in sampled) or "the sampled values"
                return no(f"{_DEPENDS} {names}")
    for wi, world in enumerate(worlds):
        units = ideal = requests = 0
        per_block = set()
        try:
            for bi, benv in enumerate(block_envs):
                got = one(wi, bi)
                if got is None:
                    return no("the address is misaligned for its width")
                units += got[0]
                ideal += got[1]
                requests += got[2]
                if got[2]:
                    per_block.add(_ratio(got[0], got[2]))
                    if screen and not screen_args and not whole and result is None and len(per_block) == 1 \
                            and got[0] == got[1]:
                        return no(SCREENED)
                    if not whole and len(per_block) > 1:
                        return no("the count differs between blocks (grid unknown or larger than kernlint samples)")
        except (ArithmeticError, TypeError, ValueError):
            continue
        except Unmeasured:
            return no("an 8/16-byte shared load whose lanes share a few addresses: a pattern kernlint has "
                      "not measured (docs/memory.md)")
        if not requests:
            continue
        if not whole and len(per_block) > 1:
            return no("the count differs between blocks (grid unknown or larger than kernlint samples)")
        figure = (Fraction(units, requests), Fraction(ideal, requests))
        if screen and not screen_args and result is None and units == ideal:
            return no(SCREENED)  # NOTE: ideal in the first world: no finding can come of this access
        if result is None:
            result = (figure, units, requests)
        elif figure != result[0]:
            names = ", ".join(_describe(n) for n, _ in sampled) or "the sampled values"
            return no(f"{_DEPENDS} {names}")
    if result is None:
        return no("no thread executes it for the sampled values")
    (per, ideal_r), units, requests = result
    return Figure(access, block, label, assumed, True, per, ideal_r, "", units, requests, whole, template)


def _ratio(units: int, requests: int) -> tuple[int, int]:
    """units / requests in lowest terms: equal exactly when their Fractions are, without making one per block."""
    g = gcd(units, requests)
    return units // g, requests // g


def _worlds(sampled: list[tuple[str, tuple]]) -> list[dict]:
    if not sampled:
        return [{}]
    base = {n: v[0] for n, v in sampled}
    out = [base]
    for n, values in sampled:
        out.extend({**base, n: v} for v in values[1:])
    for vals in itertools.product(*[v for _, v in sampled]):
        if len(out) >= MAX_WORLDS:
            break
        world = dict(zip([n for n, _ in sampled], vals))
        if world not in out:
            out.append(world)
    return out


def _describe(name: str) -> str:
    """`k@88:5` -> "the iteration of the loop at line 88"; other symbols as written."""
    if name.startswith("k@"):
        return f"the iteration of the loop at line {name[2:].split(':')[0]}"
    return name.split("@")[0] if "@" in name else name
