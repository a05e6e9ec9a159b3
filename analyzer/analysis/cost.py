"""What a divergent region costs, and whether an optimised build keeps it a branch (KL201's severity).

A warp that diverges runs each path with the other lanes idle. How much that costs depends on the work
in the paths, and on what the compiler makes of them: short conditional bodies become predicated
instructions (seed 002, "branch predication": the optimised build of the book's mathKernel1 has no
divergent branch; ncu measures 100 % branch efficiency without -G). So KL201 reports a *warning* only
for regions that stay branches in an optimised build, and a *note* (saying so) for the ones the compiler
predicates (and a kept branch is a warning only where it costs a material share of its path's issue time:
analysis/share.py). The estimate, calibrated on `nvcc -O3 -arch=sm_90` SASS and validated with ncu's divergent
branch counts of both builds in tools/gpu/divergence (docs/validation/divergence.md):

- loop conditions and switches stay branches (a lane-dependent trip count cannot be predicated away; a
  switch is a compare-and-branch chain or a jump table);
- an if/else or ternary stays a branch when an arm holds a loop, a call the compiler does not inline
  (`__noinline__`, recursion, a function declared here without a body: another unit's; one neither defined nor
  declared in the analysed files, from a header not found, is taken as an inlined helper, as a `__device__`
  helper of a header is, and the message says so), a barrier, a math function with a slow
  path (`expf`, `sinf`, `powf`, `sqrt`..., and `/` or `%` by a divisor known only at run time: a subroutine
  call or a range-reduction branch in SASS; a divisor the instance fixes, analyzer/analysis/unroll.py, is a
  multiply-high for an integer and a multiply for a power of two), more than PREDICATE_LIMIT instructions, or
  a load from global memory that the other arm does not make too (`if (c) v = p[i];`: ptxas branches around
  it, so warps whose lanes all skip it do not issue the load); an access through a per-thread array, read
  through a cast or not (`*((u64 *)a)`), is no global memory;
- global loads in an arm inside a loop the compiler does not unroll stay a branch; a loop whose trip count
  is a compile-time constant of the instance (a template parameter: `l < LOOP`), with no `#pragma unroll 1`,
  is unrolled completely and its copies are straight code: each judged as such around a branch, and one in
  an arm counted as its body times its trips, not a loop (`#pragma unroll` with a count up to them too);
- anything else (register moves, arithmetic, shared-memory accesses, stores) is predicated;
- an if whose arm ends in `return` (`continue`, `break`) costs what the lanes that leave wait for: the
  rest of the function (of the iteration, of the loop) the others run, judged like an arm (a loop there
  keeps the warp split for the whole loop), except where those lanes have nothing left to run in the
  kernel: -O3 exits them instead of branching (`exits`, decided by analysis/leaving.exit_reason).

Instruction counts are estimates in SASS units (one per operator, a multiply-add fused into one, a
plain move free, two for a global access with its address, helpers' bodies inlined), not exact: the verdict is what matters and is what the table checks.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes, loops_around

DIVISION_OPS = 20  # NOTE: SASS of `/` or `%` by a run-time value (nvcc 13 -O3 sm_90): u32 18, s32 % 21, float 20 (fast path)
PREDICATE_LIMIT = 12  # NOTE: 8 dependent FFMAs are predicated, 16 are branched around (sm_90, nvcc 13 -O3)

SLOW_MATH = frozenset({
    "expf", "exp", "exp2f", "exp2", "exp10f", "exp10", "expm1f", "expm1", "logf", "log", "log2f", "log2",
    "log10f", "log10", "log1pf", "log1p", "powf", "pow", "sinf", "sin", "cosf", "cos", "tanf", "tan",
    "sincosf", "sincos", "asinf", "asin", "acosf", "acos", "atanf", "atan", "atan2f", "atan2", "sinhf",
    "sinh", "coshf", "cosh", "tanhf", "tanh", "sqrt", "cbrtf", "cbrt", "erff", "erf", "erfcf", "erfc",
    "lgammaf", "tgammaf", "fmodf", "fmod", "remainderf", "hypotf", "hypot", "normf", "rsqrt", "div",
})
_OPAQUE_CALLS = frozenset({"printf", "malloc", "free", "assert"})  # device runtime calls, never inlined
_CHEAP_CALLS = frozenset({
    "min", "max", "fminf", "fmaxf", "fmin", "fmax", "fabsf", "fabs", "abs", "__expf", "__logf", "__powf",
    "__sinf", "__cosf", "__fdividef", "__saturatef", "sqrtf", "rsqrtf", "__fsqrt_rn", "__frsqrt_rn",
    "__fmul_rn", "__fadd_rn", "__fmaf_rn", "fmaf", "fma", "floorf", "ceilf", "truncf", "roundf", "rintf",
    "__float2int_rn", "__int2float_rn", "__popc", "__popcll", "__clz", "__ffs", "__brev", "__ldg",
    "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync", "__any_sync",
    "__all_sync", "__activemask", "__syncwarp", "__mul24", "__umul24", "__umulhi", "__mulhi", "static_cast",
    "make_float2", "make_float4", "make_int2", "make_int4", "__float2half", "__half2float", "__hadd",
    "__hmul", "__hfma", "float", "int", "unsigned", "double", "threadfence", "__threadfence",
    "__threadfence_block",
    # NOTE: cooperative groups' queries of a group are register reads (`tile.thread_rank()`, `block.size()`)
    "thread_rank", "size", "num_threads", "meta_group_rank", "meta_group_size", "thread_index", "group_index",
    "block_rank", "dim_threads", "group_dim", "shfl", "shfl_up", "shfl_down", "shfl_xor", "ballot", "any", "all",
})


@dataclass
class ArmCost:
    """The work of one arm (estimates)."""

    ops: int = 0
    global_loads: int = 0
    global_stores: int = 0
    shared: int = 0
    loops: int = 0
    calls: list[str] = field(default_factory=list)  # opaque calls and slow math
    barriers: int = 0
    atomics: int = 0
    plain_loads: int = 0  # `x = p[i]`: a register replaced by a global load
    unknown: list[str] = field(default_factory=list)  # helpers with no body or declaration seen: taken as inlined

    def add(self, other: "ArmCost") -> None:
        self.ops += other.ops
        self.global_loads += other.global_loads
        self.global_stores += other.global_stores
        self.shared += other.shared
        self.loops += other.loops
        self.calls += other.calls
        self.barriers += other.barriers
        self.atomics += other.atomics
        self.plain_loads += other.plain_loads
        self.unknown += other.unknown

    def words(self) -> str:
        parts = [f"about {self.ops} instruction{'s' if self.ops != 1 else ''}"]
        if self.loops:
            parts.append(f"{self.loops} loop{'s' if self.loops > 1 else ''}")
        if self.calls:
            parts.append("a call of `" + "`, `".join(sorted(set(self.calls))[:3]) + "`")
        if self.global_loads:
            parts.append(f"{self.global_loads} global load{'s' if self.global_loads > 1 else ''}")
        if self.global_stores:
            parts.append(f"{self.global_stores} global store{'s' if self.global_stores > 1 else ''}")
        if self.atomics:
            parts.append(f"{self.atomics} atomic{'s' if self.atomics > 1 else ''}")
        return ", ".join(parts)


@dataclass(frozen=True)
class RegionCost:
    """A divergent region: its arms and the verdict. `predicated`: an optimised build keeps no divergent
    branch for it (predicated instructions, or the lanes that leave exited: `exits`); `why` says why."""

    arms: tuple[ArmCost, ...]
    predicated: bool
    why: str
    exits: bool = False  # no divergent branch because -O3 exits the lanes that leave (see the module)

    @property
    def ops(self) -> int:
        return sum(a.ops for a in self.arms)


def memory_root(e: Any) -> str | None:
    """The variable an access goes through, past casts and pointer arithmetic: `*((u64 *)a)`, `*(a + 2)` -> "a"."""
    while True:
        if isinstance(e, (ast.Index, ast.Member)):
            e = e.base
        elif isinstance(e, ast.Cast):
            e = e.expr
        elif isinstance(e, ast.Unary) and e.op in ("*", "&"):
            e = e.operand
        elif isinstance(e, ast.Binary) and e.op in ("+", "-"):
            e = e.left
        else:
            return e.id if isinstance(e, ast.Name) else None


class _Walker:
    def __init__(self, shared: set[str], functions: dict[str, list[ast.Function]], depth: int = 0,
                 local: frozenset[str] = frozenset(), params: frozenset[str] = frozenset(), compile_time: Any = None,
                 declared: frozenset[str] = frozenset(), runtime_trips: int = 1):
        self.shared, self.functions, self.depth, self.local = shared, functions, depth, local
        self.params, self.compile_time, self.declared = params, compile_time, declared
        self.runtime_trips = runtime_trips  # NOTE: iterations a loop with a run-time trip count is counted as

    def _memory(self, target: Any, cost: ArmCost, store: bool) -> None:
        if memory_root(target) in self.shared or memory_root(target) in self.local:
            cost.shared += 1
            cost.ops += 1
        elif store:
            cost.global_stores += 1
            cost.ops += 2
        else:
            cost.global_loads += 1
            cost.ops += 2

    def cost(self, root: Any) -> ArmCost:
        cost = ArmCost()
        stores: set[int] = set()
        address: set[int] = set()  # NOTE: index arithmetic: folded into the access's address (IMAD/LEA), CSE'd
        for node in iter_nodes(root):
            if isinstance(node, ast.Index):
                address.update(id(n) for n in iter_nodes(node.index) if isinstance(n, ast.Binary))
            if id(node) in address:
                continue
            if isinstance(node, (ast.For, ast.While, ast.DoWhile)):
                copies = self.compile_time.copies(node) if self.compile_time is not None else None
                cost.loops += copies is None  # NOTE: an unrolled loop is its body's copies, straight code (the walk
                extra = min(copies or self.runtime_trips, 64) - 1  # counts the first; the others add the body's
                body = self.cost(node.body) if extra > 0 else None  # cost, walked once: not once per copy, which
                for _ in range(extra):  # multiplies through nested unrolled loops)
                    cost.add(body)
            elif isinstance(node, ast.Switch):
                cost.calls.append("switch")
            elif isinstance(node, ast.Assign):
                cost.ops += 0 if node.op == "=" else 1  # NOTE: a plain move into a register is free (renamed)
                if node.op == "=" and isinstance(node.target, ast.Name):
                    before = cost.global_loads
                    probe = ArmCost()
                    for sub in iter_nodes(node.value):
                        if isinstance(sub, ast.Index) and memory_root(sub) not in self.shared | self.local:
                            probe.global_loads += 1
                    cost.plain_loads += probe.global_loads > 0 and before >= 0
                if isinstance(node.target, ast.Index) or (isinstance(node.target, ast.Unary) and node.target.op == "*"):
                    stores.add(id(node.target))
                    self._memory(node.target, cost, True)
                    if node.op != "=":
                        self._memory(node.target, cost, False)
            elif isinstance(node, (ast.Index,)) and id(node) not in stores:
                if not isinstance(node.base, ast.Index):  # NOTE: a[i][j] is one access
                    self._memory(node, cost, False)
            elif isinstance(node, ast.Unary):
                if node.op == "*" and id(node) not in stores:
                    self._memory(node, cost, False)
                elif node.op in ("++", "--", "-", "!", "~"):
                    cost.ops += 1
            elif isinstance(node, ast.Binary):
                fused = node.op in ("+", "-") and any(isinstance(x, ast.Binary) and x.op == "*"
                                                        for x in (node.left, node.right))
                cost.ops += 0 if fused else 1  # NOTE: `a * b + c` is one FFMA/IMAD
                if node.op in ("/", "%") and not isinstance(node.right, (ast.IntLit, ast.FloatLit)):
                    slow = self.compile_time.slow_division(node) if self.compile_time else f"{node.op} by a variable"
                    if slow:
                        cost.calls.append(slow)
                        cost.ops += DIVISION_OPS - 1
            elif isinstance(node, ast.Conditional):
                cost.ops += 1
            elif isinstance(node, ast.Call):
                self._call(node, cost)
        return cost

    def _call(self, call: ast.Call, cost: ArmCost) -> None:
        from analyzer.analysis.variance import is_barrier

        name = callee_name(call)
        if is_barrier(call):
            cost.barriers += 1
            cost.ops += 1
        elif name.startswith("atomic") or name.startswith("__atomic"):
            cost.atomics += 1
            cost.ops += 2
        elif name in SLOW_MATH:
            cost.calls.append(name)
            cost.ops += 8
        elif name in _CHEAP_CALLS or name.startswith("__shfl") or name.startswith("__"):
            cost.ops += 1
        elif isinstance(call.func, ast.Name) and call.func.id in self.params:
            cost.ops += 2  # NOTE: a functor passed to a template kernel (`op(a, b)`) is inlined
        else:
            bodies = [f for f in self.functions.get(name, ()) if f.body is not None]
            if not bodies and name and name not in self.declared and name not in _OPAQUE_CALLS:
                cost.unknown.append(name)  # NOTE: no body nor declaration seen (a header not found): a `__device__`
                cost.ops += 2  # helper there is a __forceinline__ one; a declared-only one is another unit's: a call
            elif not bodies or "__noinline__" in bodies[0].qualifiers or self.depth >= 4:
                cost.calls.append(name or "a function")
                cost.ops += 4
            else:
                cost.add(_Walker(self.shared, self.functions, self.depth + 1, declared=self.declared,
                                 runtime_trips=self.runtime_trips).cost(bodies[0].body))


def enclosing_loops(func: ast.Function, node: Any) -> list[Any]:
    """The loops of `func` whose body holds `node` (outermost first; one walk per function: query.loops_around)."""
    return list(loops_around(func.body).get(id(node), ()))


def expr_shape(e: Any) -> Any:
    """A node's structure without positions (two arms' expressions compared as written)."""
    import dataclasses

    if dataclasses.is_dataclass(e) and not isinstance(e, type):
        return (type(e).__name__,) + tuple(expr_shape(getattr(e, f.name)) for f in dataclasses.fields(e)
                                            if f.name != "span")
    if isinstance(e, tuple):
        return tuple(expr_shape(x) for x in e)
    return e


def _unsigned(e: Any) -> Any:
    while isinstance(e, ast.Unary) and e.op in ("-", "+"):
        e = e.operand
    return e


def same_stores(then: Any, other: Any) -> bool:
    """Both arms are the same assignments to the same places from the same values up to a sign
    (`o[i] = a[i];` / `o[i] = -a[i];`): the compiler keeps one load and one store and selects the sign,
    so no branch is left (tail merging and if-conversion)."""
    def assigns(stmt: Any) -> list | None:
        stmts = list(stmt.stmts) if isinstance(stmt, ast.Block) else [stmt]
        out = []
        for x in stmts:
            if not (isinstance(x, ast.ExprStmt) and isinstance(x.expr, ast.Assign)):
                return None
            out.append(x.expr)
        return out

    a, b = (assigns(then), assigns(other)) if other is not None else (None, None)
    if not a or not b or len(a) != len(b):
        return False
    return all(x.op == y.op and expr_shape(x.target) == expr_shape(y.target)
               and expr_shape(_unsigned(x.value)) == expr_shape(_unsigned(y.value)) for x, y in zip(a, b))


def walker(func: ast.Function, functions: dict[str, list[ast.Function]], shared: set[str], compile_time: Any,
           declared: frozenset[str] = frozenset(), runtime_trips: int = 1) -> _Walker:
    """The instruction counter of `func`'s code (`.cost(node)` -> ArmCost), a loop with a run-time trip count
    counted `runtime_trips` times (analysis/share.py weighs a region against the path around it so)."""
    local = frozenset(d.name for d in iter_nodes(func.body) if isinstance(d, ast.Declarator) and (d.dims or (
        d.type.base not in ("auto", "decltype") and d.init is None)) and not d.type.pointers and d.name not in shared)
    # NOTE: per-thread arrays and struct or union values (`node.words[i]`): registers or local memory
    return _Walker(shared, functions, local=local, params=frozenset(p.name for p in func.params if p.name),
                   compile_time=compile_time, declared=declared, runtime_trips=runtime_trips)


def region_cost(site: Any, func: ast.Function, functions: dict[str, list[ast.Function]],
                shared: set[str], compile_time: Any = None, declared: frozenset[str] = frozenset(),
                loops: list | None = None) -> RegionCost:
    """The cost of the region a branch site controls and whether -O3 keeps a divergent branch for it.
    `compile_time`: what the compiler knows of the instance judged (analyzer/analysis/unroll.py; None:
    nothing past literals); `declared`: functions the unit declares without a body (defined elsewhere: calls);
    `loops`: the loops around the site (enclosing_loops), when the caller has them."""
    from analyzer.analysis.leaving import exit_reason, leaves_at

    loops = loops if loops is not None else enclosing_loops(func, site.node)
    cost, node = _region_cost(site, func, functions, shared, compile_time, declared, loops), site.node
    unknown = sorted({n for a in cost.arms for n in a.unknown})
    if unknown:
        names = "`, `".join(unknown[:3])
        cost = RegionCost(cost.arms, cost.predicated, f"{cost.why}; counting `{names}`, whose body is not in the "
                          "analysed files, as an inlined helper of a few instructions (a `__device__` helper of a "
                          "header is one)", cost.exits)
    if cost.predicated or site.kind != "if" or not isinstance(node, ast.If):
        return cost
    why = exit_reason(func, node, leaves_at(node.then) if node.other is None else None, cost.arms,
                      bool(loops), PREDICATE_LIMIT)
    return RegionCost(cost.arms, True, why, exits=True) if why else cost


def _region_cost(site: Any, func: ast.Function, functions: dict[str, list[ast.Function]],
                 shared: set[str], compile_time: Any, declared: frozenset[str], loops: list) -> RegionCost:
    from analyzer.analysis.unroll import CompileTime

    node, kind = site.node, site.kind
    compile_time = compile_time if compile_time is not None else CompileTime(func)
    count = walker(func, functions, shared, compile_time, declared)
    if kind == "loop":
        body = getattr(node, "body", None)
        arm = count.cost(body) if body is not None else ArmCost()
        return RegionCost((arm,), False, "a loop whose trip count differs between lanes stays a branch")
    if kind == "switch":
        arm = count.cost(node.body)
        return RegionCost((arm,), False, "a switch stays a compare-and-branch chain or a jump table")
    if isinstance(node, ast.If):
        arms = (count.cost(node.then), count.cost(node.other) if node.other is not None else ArmCost())
        from analyzer.analysis.leaving import heavy, leaves_at, skipped

        leaving = leaves_at(node.then) if node.other is None else None
        if leaving is not None:
            rest = ArmCost()
            for stmt in skipped(func, node, leaving):
                rest.add(count.cost(stmt))
            where = {"return": "the rest of the function", "continue": "the rest of the loop's iteration",
                     "break": "the rest of the loop"}[leaving]
            what = heavy(rest, PREDICATE_LIMIT)
            if what:
                return RegionCost((arms[0], rest), False, f"the lanes that {leaving} wait while the others run "
                                                          f"{where}, which holds {what}")
            arms = (arms[0], rest)
        if same_stores(node.then, node.other):
            return RegionCost(arms, True, "the arms store the same places from the same loads and differ only "
                                          "in a sign, which the compiler selects")
    elif isinstance(node, ast.Conditional):
        arms = (count.cost(node.then), count.cost(node.other))
        if all(a.global_loads == 1 and a.ops <= 3 and not (a.calls or a.loops or a.global_stores) for a in arms):
            return RegionCost(arms, True, "each value is one global load (and at most one operator)")
    else:
        return RegionCost((ArmCost(),), False, "")
    for arm in arms:
        if arm.loops:
            return RegionCost(arms, False, "an arm holds a loop")
        if arm.barriers:
            return RegionCost(arms, False, "an arm holds a barrier")
        if arm.calls:
            what = arm.calls[0]
            return RegionCost(arms, False, f"an arm holds a {what}" if what.startswith(("/", "%", "switch"))
                              else f"an arm calls `{what}`")
    total = sum(a.ops for a in arms)
    if total > PREDICATE_LIMIT:
        return RegionCost(arms, False, f"the arms are about {total} instructions, too long to predicate")
    a, b = arms
    if (a.plain_loads and not b.global_loads) or (b.plain_loads and not a.global_loads):
        return RegionCost(arms, False, "a register is loaded from global memory on one side only (the "
                                       "compiler branches around the load)")
    memory = any(x.global_loads for x in arms)  # NOTE: stores alone (a leader writing a result) stay cheap
    # NOTE: a loop the compiler unrolls completely is straight code: each copy of the region is judged as one
    # (nvcc 13 -O3 sm_90 SASS predicates the four copies of `for (r = 0; r < 4; r++) if (t & 1) v += d[..]`)
    if memory and any(not compile_time.unrolled(loop) for loop in loops):
        return RegionCost(arms, False, "an arm loads global memory inside a loop the compiler does not unroll")
    if total <= 1:
        return RegionCost(arms, True, "the arms only set registers")
    return RegionCost(arms, True, f"the arms are short (about {total} instructions, no loop, call or "
                                  "one-sided global load)")


__all__ = ["ArmCost", "RegionCost", "region_cost", "walker", "enclosing_loops", "expr_shape", "PREDICATE_LIMIT", "DIVISION_OPS"]
