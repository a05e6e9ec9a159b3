"""Shared judgement for KL201 (warp divergence) and KL102 (barriers under block-divergent control).

Definitions (the contract the rule cards document):

- **Launch shapes.** A kernel's conditions are evaluated for the block shape of each of its launches in its program
  (analyzer.analysis.launches, the one launch-facts service), the verdict naming the launch that diverges. When no
  launch is visible, or one has a block size that cannot be evaluated, the service's assumed shapes are added: the
  configured block, else the defaults fitted to what the kernel states (`__launch_bounds__`, blockDim asserts and
  guards, shared extents indexed by threadIdx): `(block-size, 1, 1)` for x-only conditions, `(W, 8, 1)` / `(W, 4, 2)`
  when the condition uses threadIdx.y / .z (W = max(32, warp size)), i.e. blockDim.x a multiple of the warp size
  unless the kernel says otherwise: threadIdx.y/z are then warp-uniform and no finding is made on them without a
  launch or a fact of the kernel that proves it. A condition that reads blockDim must split a warp for every assumed
  block size (64..1024), since its verdict would otherwise rest on the guess (`lane < blockDim.x / warpSize`).
  `__device__` functions are judged with the assumed shapes.
- **Tail guard.** A relational comparison (<, <=, >, >=) of an index that increases with the thread id and involves
  blockIdx or a loop's iteration count (a global index, a grid- or block-stride loop index) against a thread-independent
  bound, the index moving by at least its span over one warp from one block or iteration to the next (`i = 2 * lane; i
  += 32` does not). It splits at most one warp of the grid (or of each stride step), so it is not a finding, whatever
  the bound: `if (i < n)`, `for (i = gid; i < n; i += stride)`.
- **Single leader.** A branch whose split warps each set apart exactly one lane (`threadIdx.x == 0`, `lane == 0`, `tid
  % 64 == 0`), or an equality that holds for at most 2 lanes of each split warp (one leader per row when blockDim.x is
  16: `tx == 0` in a 16x16 block), is idiomatic and not a KL201 finding while its arm is short; it is block-divergent
  for KL102. A loop in the leader's arm of more trips than a warp has lanes (`serial_trips`) is serial work the other
  lanes could share: a finding, weighed by its share of the path. Group leaders
  of smaller groups (`lane % 4 == 0`: 8 lanes) are findings: the warp really runs that code with 8 of 32 lanes.
- **Data-dependent.** A condition on loaded data or opaque calls has no term: no KL201 finding; for KL102 it "may differ
  between threads" when thread-dependent, only between warps where its loads' addresses split no warp (`by_warps`).
- **Shared operands.** In an `&&`/`||` chain, an operand every thread of the block shares (`n > 0`, `in[blockIdx.x] >
  0`) decides only whether the branch is reached; the lanes' own test is judged as if alone (`_lane_part`). A per-lane
  loaded operand (`in[i] > 0 && (tid & 1)`) makes a note (KL201)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.barrier_counts import at_most, count_barriers, same
from analyzer.analysis.edges import with_edge
from analyzer.analysis.instances import bound_term, reached
from analyzer.analysis.leaders import serial_trips, single_leader as _single_leader
from analyzer.analysis.idioms import helper_return_exits
from analyzer.analysis.warpslices import lanes_exit
from analyzer.analysis.sites import BranchSite, FunctionResult, Guard
from analyzer.analysis.switchpaths import path_term
from analyzer.analysis.tailguards import strip_tail_guards
from analyzer.analysis.program import Program, file_program
from analyzer.analysis.warps import EVERY_KIND, Shape, Split, block_differs, warp_split
from analyzer.prebuilt import dataclass
from analyzer.cuda.query import iter_nodes
from analyzer.cuda import ast


def program_for(unit: Any, ctx: Any) -> Program:
    """The per-file Program, shared by every check of the file through ctx.shared."""
    return file_program(unit, ctx.shared)


def analysed_functions(unit: Any, ctx: Any) -> list[tuple[ast.Function, FunctionResult]]:
    """Every kernel and __device__ function with a body, analysed (cached per file)."""
    key = "variance.results"
    if key not in ctx.shared:
        program = program_for(unit, ctx)
        funcs = [f for f in unit.tu.functions() if f.body is not None
                 and (f.is_kernel or "__device__" in f.qualifiers)]
        ctx.shared[key] = [(f, program.analyse(f, _narrowing_shapes(f, unit, ctx))) for f in funcs]
    return ctx.shared[key]


def _narrowing_shapes(func: ast.Function, unit: Any, ctx: Any) -> tuple[Shape, ...] | None:
    """The block shapes a kernel is interpreted with (analyzer.analysis.flow.Interp.narrow): those of its
    launches when every launch has a known block, a template kernel's with each launch's template binding (a
    value is uniform when it is so in every launched instantiation's blocks); None otherwise (helpers, kernels
    launched with an unknown block or not at all), save the sizes of one free dimension where the launches pin
    the others (launches.Facts.narrowing)."""
    if not func.is_kernel:
        return None
    return facts_for(func, unit, ctx).narrowing(getattr(unit, "warp_size", 32))


def facts_for(func: ast.Function, unit: Any, ctx: Any):
    """The launch facts of `func` (analyzer.analysis.launches), shared by every check of the file."""
    from analyzer.analysis.launches import launch_facts

    return launch_facts(unit, func, ctx.shared, getattr(ctx, "settings", None))


def shapes_for(func: ast.Function, term: T.Term, unit: Any, ctx: Any) -> tuple[list[Shape], list[Shape]]:
    """(shapes of the kernel's launches, assumed shapes): the assumed ones are empty when every launch
    of the kernel has a known block; else the launch facts' shapes for the thread-index components `term`
    reads (every size from 64 to 1024 when it reads blockDim: its verdict must not rest on one guess)."""
    shapes, unknown = launch_shapes(func, unit, ctx)
    if not unknown:
        return list(shapes), []
    atoms = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "t"}
    reads_dim = any(leaf[0] == "u" and leaf[2] == "bdim" for leaf in T.leaves(term))
    facts = facts_for(func, unit, ctx)  # NOTE: a helper's: the stated block or the defaults
    return list(shapes), facts.assumed(atoms, reads_dim, getattr(unit, "warp_size", 32))


def differs_in_every_block(term: T.Term, func: ast.Function, unit: Any, ctx: Any) -> bool:
    """Whether a condition judged on an assumed block differs between threads in every block size the
    assumption could stand for (64..1024 threads: `Facts.assumed(..., reads_dim=True)`), so the verdict does
    not rest on the assumed size (`threadIdx.x == 0` does; `threadIdx.x < 64` does not: a 64-thread block agrees)."""
    atoms = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "t"}
    warp = getattr(unit, "warp_size", 32)
    shapes = facts_for(func, unit, ctx).assumed(atoms, True, warp)
    return all(block_differs(term, [s], warp) is not None for s in shapes)


def launch_shapes(func: ast.Function, unit: Any, ctx: Any) -> tuple[tuple[Shape, ...], bool]:
    """(the distinct block shapes of the kernel's launches, whether some launch's block is unknown or the
    kernel has no launch at all): the launch facts' `known` and `unknown`; a `__device__` helper's are those of the
    kernels that call it (analysis/callsites.py), unknown where it has none."""
    if not func.is_kernel:
        from analyzer.analysis.callsites import helper_launches
        return helper_launches(func, unit, ctx.shared, lambda kernel: launch_shapes(kernel, unit, ctx))
    facts = facts_for(func, unit, ctx)
    return facts.known, facts.unknown


def _lane_part(t: T.Term) -> T.Term:
    """The thread-dependent part of a condition's `&&`/`||` chain: an operand every thread of the block
    shares (`n > 0`, `in[blockIdx.x] > 0`) decides only whether the branch is reached at all (false under
    `&&`, true under `||`: no lane splits off); wherever it lets the lanes' own test decide, that test splits
    the warp as it would alone."""
    if t[0] in ("&&", "||"):
        a, b = _lane_part(t[1]), _lane_part(t[2])
        if not T.thread_dependent(a):
            return b
        if not T.thread_dependent(b):
            return a
        return T.binary(t[0], a, b) or t
    return t


@dataclass(frozen=True)
class WarpFinding:
    site: BranchSite
    split: Split
    serial: int = 0  # a single leader's arm: the trips of its serial loop (serial_trips); 0 for any other split


def judge_branch(site: BranchSite, func: ast.Function, unit: Any, ctx: Any) -> WarpFinding | None:
    """A KL201 finding for `site`, or None (uniform, data-dependent, tail guard or single leader)."""
    term = site.val.term
    if term is None or not T.thread_dependent(term):
        return None
    kinds = {leaf[0] for leaf in T.leaves(term)}
    if "wu" in kinds and kinds & {"t", "lane"}:
        return None  # NOTE: a vote or broadcast result tested per lane (`m & (1u << lane)`): data-dependent
    if site.kind == "switch":
        term = path_term(term, site.node)  # NOTE: lanes taking the same case (or none) do not part
    else:
        term = strip_tail_guards(term)
        if not T.thread_dependent(term):
            return None
    if site.kind in ("if", "ternary"):
        term = _lane_part(term)
    launches, assumed = shapes_for(func, term, unit, ctx)
    exist = frozenset({"bid", "iter"}) if site.kind == "loop" else frozenset({"bid"})
    warp = getattr(unit, "warp_size", 32)

    active = strip_tail_guards(site.path) if site.path is not None else None
    if active is not None and (T.is_const(active) or not T.thread_dependent(active)):
        active = None  # NOTE: only tail guards (or uniform tests) in the way: every lane of a warp arrives

    def split_for(shapes: list[Shape]) -> Split | None:
        return warp_split(term, shapes, warp, as_bool=site.kind != "switch", exist_kinds=exist, active=active)

    split = split_for(launches) if launches else None
    if split is None and assumed:
        # NOTE: a split for every assumed shape, or none: the shapes after the first that does not split are not asked
        variants = []
        for shape in assumed:
            variants.append(split_for([shape]))
            if variants[-1] is None:
                break
        split = variants[0] if all(variants) else None
    if split is None and site.kind != "loop" and _rounds(term, site.node, func):  # NOTE: `tid % stride`, stride 1..
        split = warp_split(term, launches or assumed[:1], warp, exist_kinds=exist, active=active, later=True)
    if split is None:
        return None
    serial = serial_trips(site, split, func, unit, ctx) if site.kind == "if" and _single_leader(term, split) else 0
    if site.kind in ("if", "ternary") and _single_leader(term, split) and not serial:
        return None
    return WarpFinding(site, with_edge(split, term, warp, site, exist, active, func, unit, ctx), serial)


def _rounds(term: T.Term, node: Any, func: ast.Function) -> bool:
    """Whether the loops whose round counter `term` reads may run past their first round (none known to run once):
    the rounds after the first are then judged alone (warps._warp_split)."""
    from analyzer.analysis.cost import enclosing_loops
    from analyzer.analysis.trips import runs_once

    # NOTE: a round counter is named `k@line:column` of its loop (analysis/loops.py)
    where = {s[1].rsplit("@", 1)[-1] for s in T.symbols(term) if s[2] == "iter" and "@" in s[1]}
    loops = [loop for loop in enclosing_loops(func, node) if f"{loop.span.line}:{loop.span.column}" in where]
    return bool(loops) and not any(runs_once(loop) for loop in loops)


def is_barrier_node(n: Any) -> bool:
    """A barrier call (variance.is_barrier), or an `asm` statement that is an aligned PTX block barrier
    (`bar.sync 0;`: intrinsics.asm_sync), which flow.Interp records as one too."""
    from analyzer.analysis.intrinsics import asm_sync
    from analyzer.analysis.variance import is_barrier
    if isinstance(n, ast.Call):
        return is_barrier(n)
    return isinstance(n, ast.Opaque) and n.text.lstrip().startswith(("asm", "__asm")) and asm_sync(n.text) == "aligned"


def _barrier_in(stmt: Any) -> bool:
    from analyzer.cuda.query import iter_nodes
    return stmt is not None and any(is_barrier_node(n) for n in iter_nodes(stmt))


def _matched(g: Guard, func: ast.Function, unit: Any, ctx: Any, sites: tuple = ()) -> bool:
    """Both arms of a warp-uniform if/else hold a barrier: every warp reaches one `bar.sync 0` (PTX
    requires only that the threads of a warp execute the same one), as in ggml's flash attention. Not when
    both arms' barriers can be counted and the counts differ (analysis/barrier_counts.py): the barriers
    then pair other than as written."""
    node = g.node
    if g.kind not in ("if", "else") or not isinstance(node, ast.If) or g.val.term is None:
        return False
    if not (_barrier_in(node.then) and _barrier_in(node.other)):
        return False
    if not _warp_uniform(g, func, unit, ctx):
        return False
    counted = _counter(func, unit, sites)
    then, other = counted(node.then), counted(node.other)
    return then is None or other is None or same(then, other)


def _warp_uniform(g: Guard, func: ast.Function, unit: Any, ctx: Any, kinds=frozenset({"bid"}), term=None) -> bool:
    """`g`'s condition (or `term`) splits no warp of the launches' blocks in some world of the symbols not in `kinds`
    (`by_warps`: in any, warps.EVERY_KIND: `i < n` splits the warp that holds n, a per-warp `row < n` none)."""
    launches, assumed = shapes_for(func, term := term or g.val.term, unit, ctx)
    return warp_split(term, launches + assumed, getattr(unit, "warp_size", 32), exist_kinds=kinds) is None


def by_warps(g: Guard, func: ast.Function, unit: Any, ctx: Any) -> bool:
    """Also a condition on loads whose addresses split no warp, its value otherwise splitting none (Guard.loads)."""
    terms = [g.val.term] if g.val.term is not None else \
        [g.loads[0].term, *(address for address, _ in g.loads[1])] if g.loads else [None]
    return None not in terms and all(_warp_uniform(g, func, unit, ctx, EVERY_KIND, t) for t in terms)


def _counter(func: ast.Function, unit: Any, sites: tuple):
    """count_barriers over the function's barrier sites (their guards say which conditions are uniform)."""
    guards = {id(g.node): g for site in sites for g in site.guards}
    barriers = {id(site.node): site.via is None for site in sites}
    source = unit.tu.source or unit.text
    return lambda stmts: count_barriers(stmts, guards, barriers, source) if sites else None


def warp_specialised(g: Guard, func: ast.Function, unit: Any, ctx: Any, sites: tuple) -> bool:
    """`if (warp-uniform) { ...barriers...; return; }` as a statement of a kernel's body (a producer/consumer
    split by warps): the warps that take it reach, per iteration of the same loops, at most as many
    barriers as the rest of the kernel does on every path, then exit. Each of their barriers meets one of
    the others' (`bar.sync 0` counts arriving warps, not instructions, and ignores exited ones): no hang."""
    node = g.node
    if not (g.kind == "if" and isinstance(node, ast.If) and node.other is None and g.val.term is not None
            and func.is_kernel and func.body is not None and node in func.body.stmts):
        return False
    arm = node.then.stmts if isinstance(node.then, ast.Block) else (node.then,)
    if not (arm and isinstance(arm[-1], ast.Jump) and arm[-1].kind == "return"):
        return False
    if not _warp_uniform(g, func, unit, ctx):
        return False
    counted = _counter(func, unit, sites)
    mine, rest = counted(arm[:-1]), counted(func.body.stmts[func.body.stmts.index(node) + 1:])
    return mine is not None and rest is not None and at_most(mine, rest)


def _paired_before_exit(node: Any, func: ast.Function, unit: Any, ctx: Any) -> bool:
    """`if (threadIdx.x < fill) { ...; __syncthreads(); return; }` as a statement of the kernel's body,
    followed in the body by at least as many unconditional barriers: a group of threads does its own
    work, meets the others at their first n barriers and exits (vLLM's moe_align fill threads). Every
    thread reaches barrier number 1..n once; after that the group has exited. Also in a `__device__` helper
    every call of which ends its kernel (vLLM's helper is called so)."""
    def barriers(stmts) -> int:
        return sum(1 for st in stmts if isinstance(st, ast.ExprStmt) and is_barrier_node(st.expr))

    if not (func.body is not None and isinstance(node, ast.If) and node.other is None
            and isinstance(node.then, ast.Block) and node.then.stmts):
        return False
    if not func.is_kernel and not helper_return_exits(func, unit, ctx.shared):
        return False  # NOTE: a helper's return exits the thread only when every call ends its kernel
    arm = node.then.stmts
    last = arm[-1]
    if not (isinstance(last, ast.Jump) and last.kind == "return"):
        return False
    nested = sum(1 for st in arm for n in iter_nodes(st) if is_barrier_node(n))
    if nested != barriers(arm):
        return False  # NOTE: a barrier under a further condition or in a loop: no simple count
    body = func.body.stmts
    if node not in body:
        return False
    return 0 < barriers(arm) <= barriers(body[body.index(node) + 1:])


def divergent_guard(guards: tuple[Guard, ...], func: ast.Function, unit: Any, ctx: Any,
                    sites: tuple = ()) -> tuple[Guard, Shape | None] | None:
    """The innermost guard whose condition may differ between threads of a block, or None. Early returns from a
    kernel ("exit") do not count: exited threads no longer hold up `bar.sync` (PTX ISA, `exit`); nor does an `if`
    without else whose skipping threads only run to the end of the kernel, or a loop's leaving threads split inside
    warps (split by whole warps: `by_warps`, KL102's note), nor a warp-uniform if/else with a barrier in
    both arms (`_matched`). `sites`: the function's barrier sites, to count the barriers of a warp-uniform split's
    sides (`warp_specialised` says whether a returned guard is such a split)."""
    for g in reversed(guards):
        if g.kind == "exit" or not g.val.thread or _matched(g, func, unit, ctx, sites) or type(g.node) is ast.Case:
            continue  # NOTE: a case's test: its switch, the guard outside it, says where the barrier is
        if g.kind == "return" and helper_return_exits(func, unit, ctx.shared):
            continue  # NOTE: every call of the helper ends its kernel: its `return` is an exit
        if lanes_exit(g, func, unit, ctx, sites) and not (g.kind == "loop" and by_warps(g, func, unit, ctx)):  # NOTE: as `return`
            continue
        if g.kind == "if" and _paired_before_exit(g.node, func, unit, ctx):
            continue  # NOTE: a group of threads syncs n times and exits; the others meet those n barriers
        if g.val.term is None:
            return g, None
        launches, assumed = shapes_for(func, g.val.term, unit, ctx)
        warp = getattr(unit, "warp_size", 32)
        # NOTE: per instantiation: the point in it (`if constexpr (!is_warp)`), the condition with its arguments
        shape = next((s for s in launches + assumed if reached(guards, s) and block_differs(
            bound_term(g.val.term, s), [s], warp) is not None), None)
        if shape is not None:
            return g, shape
    return None
