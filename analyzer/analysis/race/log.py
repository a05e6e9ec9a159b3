"""The event log of a kernel (accesses, barriers, loops), the launch and finding records, and the source facts the
interpreter reads (preprocessor branches, pointer members of struct parameters, CUB collectives)."""

from __future__ import annotations

import re
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.address import Access, CType
from analyzer.analysis.values import Val
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast


_INT = frozenset({int})


MAX_PAIRS = 600  # pairs of accesses judged per kernel and launch (the first ones in program order)


MAX_CONFIGURED = 4096  # threads of a block the `block` option may give (GPUVerify's suites use 2048 and 4096)


MAX_ITER = 64  # iterations enumerated for the writes of a completed loop (KL108)

ITER_SAMPLES = (0, 1, 2)  # a loop's iterations where its trip count is not known (worlds.iteration_samples)


MAX_TRIP = 1 << 20  # the longest trip count a loop condition is searched for (worlds.trip_count)


BID_SAMPLES = (0, 1)


ARG_UNIVERSAL = (32, 96, 4096)


ARG_EXIST = (96, 32, 100, 4096)


GDIM_UNIVERSAL = (2, 7, 64)


ARG_LARGE = 4096  # the first argument's value in the worlds where every argument is large (x64 for each next one)


MAX_UNIVERSAL = 6


MAX_EXIST = 32


_ATOMIC_PREFIXES = ("atomic", "__hip_atomic", "__atomic")


OPAQUE = "guard@"  # the symbol of a block-uniform guard on loaded data (RaceInterp.access_path)


_ESCAPE_OK = {"__syncthreads", "__syncwarp", "__ldg", "printf", "assert"}


WRITE_ONLY_ATOMICS = ("atomicExch", "atomicExch_system", "atomicExch_block")  # write without reading the old value


HELD = "spin-lock"  # the first element of the key of an Acc.cases entry that holds a lock (cases.cases_exclusive)

class Acc:
    """An access in the log: the interpreter's Access, the value a store writes, its position in program
    order, the warp-sync segment it is in and the loops around it (their iteration symbols, outermost first)."""

    __slots__ = ("access", "value", "order", "wseg", "loops", "atomic", "call", "cases", "rows", "past", "feeds",
                 "after", "loaded")

    def __init__(self, access: Access, order: int, wseg: int, loops: tuple, atomic: bool, call: str = ""):
        self.access, self.order, self.wseg, self.loops, self.atomic = access, order, wseg, loops, atomic
        self.value: Val | None = None
        self.call = call  # the atomic's name
        self.cases: tuple = ()  # ((switch value's term, the case values it runs under), ...): RaceInterp._Switch;
        # ((HELD, lock), frozenset()) inside a spin lock's critical section (race/locks.py)
        self.rows: tuple = ()  # ((0 <= j < n, the index node, n, j), ...) of its indices into rows of n elements
        self.past: tuple = ()  # the same of its index into a declared array's n elements (`s[i]`, `s[i][j]`'s i)
        self.feeds = self.after = frozenset()  # warp collectives it feeds (a load) or writes the result of (race/collectives)
        self.loaded: T.Term | None = None  # an update through a loaded index: its address, loads as symbols (race/scatter)

    @property
    def writes(self) -> bool:
        return self.atomic or self.access.op == "store"

    def joined(self, other: "Acc") -> bool:
        """Whether a warp collective orders the two between lanes of a warp (race/collectives.py)."""
        return bool(self.feeds & other.after or other.feeds & self.after)

    @property
    def rmw(self) -> bool:
        """An atomic that reads the old value (`atomicAdd`, `atomicMax`, `atomicCAS`, ...), not an exchange."""
        return self.atomic and self.call not in WRITE_ONLY_ATOMICS


class Bar:
    """A barrier of the log; `maybe`: a call of a function whose body is not seen, which may hold one."""
    __slots__ = ("node", "via", "grid", "maybe")

    def __init__(self, node: Any, via: str | None, grid: bool = False, maybe: bool = False):
        self.node, self.via, self.grid, self.maybe = node, via, grid, maybe


# NOTE: device library functions that hold no barrier, beside cost.py's math and cheap calls and `__`/atomic names
_LIBRARY = frozenset({
    "isnan", "isinf", "isfinite", "signbit", "copysign", "copysignf", "floor", "ceil", "round", "trunc", "rint",
    "lrintf", "llrintf", "lroundf", "llroundf", "nearbyintf", "ldexp", "ldexpf", "frexpf", "modff", "fdimf",
    "rcbrtf", "erfinvf", "erfcinvf", "normcdff", "normcdfinvf", "sincospif", "sinpif", "cospif", "nextafterf",
    "rhypotf", "norm3df", "rnorm3df", "scalbnf", "ilogbf", "logbf", "fmodf", "remquof", "lgamma", "tgamma",
    "static_cast", "reinterpret_cast", "const_cast", "dynamic_cast", "sizeof", "alignof", "decltype",
    "memcpy", "memset", "clock", "clock64", "swap", "move", "forward",
})


def unseen_call(e: ast.Call, name: str, interp: Any) -> bool:
    """A call of a function whose body is in no analysed file (a header not found: `BlockReduceSum(v)`): it may
    hold a barrier. Not: a helper with a body here, a variable or parameter called (a lambda, a functor), a
    type's constructor, the math, warp and atomic intrinsics (cost.py's lists, `__` names) and the C++ library."""
    from analyzer.analysis.cost import SLOW_MATH, _CHEAP_CALLS, _OPAQUE_CALLS
    if not isinstance(e.func, ast.Name) or not name or e.func.id.startswith(("std::", "cuda::std::", "::std::")):
        return False
    if name.startswith(("__", "atomic", "make_", "hip")) or name in SLOW_MATH or name in _CHEAP_CALLS \
            or name in _OPAQUE_CALLS or name in _LIBRARY or name in _ESCAPE_OK:
        return False
    if name in interp.program.functions or name in interp.env or name in interp.types:
        return False
    func = interp.func
    if any(p.name == name for p in func.template_params or ()) or any(p.name == name for p in func.params):
        return False
    if any(f.name == name and f.body is not None for f in interp.program.tu.functions()):
        return False  # NOTE: a kernel (a declaration without a body is another unit's: unseen)
    types = interp.program.tu.types
    return not (types and any(r.name == name for r in (*types.records, *types.class_templates, *types.aliases)))


class Loop:
    __slots__ = ("node", "k", "cond", "body", "warp_sync", "wseg")

    def __init__(self, node: Any, k: str, cond: T.Term | None, body: list):
        self.node, self.k, self.cond, self.body = node, k, cond, body
        self.warp_sync = False
        self.wseg = (0, 0)  # the warp-sync segments the recorded body starts and ends in (intervals.py)


@dataclass(frozen=True)
class Launch:
    """A block shape to judge a kernel with, and where it comes from."""

    block: tuple[int, int, int]
    grid: tuple | None  # (x, y, z) when known
    label: str
    args: tuple = ()  # template arguments
    bound: tuple = ()  # scalar parameters the launch fixes
    assumed: bool = False
    # a grid some of whose dimensions no launch fixes (`<<<n, 128>>>`): per axis, whether it may hold more than one
    # block (x only there); () when the grid is known, or nothing is known of it (no claim across blocks)
    axes: tuple = ()
    admits: tuple = ()  # ((parameter, op, value), ...): what the host's `if`s around the launch admit of its arguments


@dataclass(frozen=True)
class Witness:
    first: Any  # Inst
    second: Any  # Inst
    t1: tuple  # (x, y, z) of the thread running `first`
    t2: tuple
    b1: tuple | None  # the blocks, when they differ (global memory across blocks)
    b2: tuple | None
    offset: int  # byte offset from the array's start
    env: dict
    same_warp: bool
    iters: tuple  # ((loop line, iteration of first, iteration of second), ...) for loops whose counts differ


@dataclass(frozen=True)
class Race:
    space: str  # "shared" or "global"
    witness: Witness
    launch: Launch
    kind: str  # "race", "atomic-read" (a plain read of an atomically updated location)
    cross_block: bool
    same_loop_iters: bool  # the two sides are consecutive iterations of a loop (the end of k, the start of k+1)
    interval: tuple = ()  # which barrier interval (("block", n)) or grid-barrier segment (("grid", n)) of the log
    same: str = ""  # a same-value write (race/samevalue.py): the thread axes the racing threads differ in


@dataclass(frozen=True)
class Uninit:
    read: Any  # Acc
    thread: tuple  # (x, y, z) of the reader
    block: tuple
    offset: int
    env: dict
    skipped: tuple  # (write Acc, (x, y, z) of a thread that would have written the bytes, guard term) or ()
    launch: Launch
    into: Any = None  # the store Acc the value read only moves into, itself at bytes no thread wrote (race/sinks.py)
    never: bool = False  # the kernel writes the array nowhere (only atomic read-modify-writes, or nothing)


_DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b")


def pp_branches(source: str) -> list[tuple[int, int, int, int]]:
    """(group, branch, first line, last line) of every branch of every `#if`/`#ifdef` group of the source: the
    preprocessor keeps every branch whose condition it cannot decide (`#if __CUDA_ARCH__ >= 530 ... #else`),
    and the interpreter then runs them one after the other; two accesses in two branches of one group never run
    in one build."""
    out: list[tuple[int, int, int, int]] = []
    stack: list[list[int]] = []  # [group, branch, start line]
    groups = 0
    for number, line in enumerate(source.split("\n"), start=1):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        word = m.group(1)
        if word.startswith("if"):
            groups += 1
            stack.append([groups, 0, number])
        elif stack and word in ("elif", "else"):
            g, b, start = stack[-1]
            out.append((g, b, start, number))
            stack[-1] = [g, b + 1, number]
        elif stack and word == "endif":
            g, b, start = stack.pop()
            out.append((g, b, start, number))
    return out


def exclusive(branches: list, line_a: int, line_b: int) -> bool:
    """Whether the two lines lie in two different branches of one preprocessor group."""
    where_a = {g: b for g, b, lo, hi in branches if lo < line_a < hi}
    return any(where_a.get(g, b) != b for g, b, lo, hi in branches if lo < line_b < hi)


def rejoined(branches: list, s: ast.Block) -> ast.Block:
    """`s` with the statements the preprocessor left after a brace-less `if` put back under it:
    `if (tid == 0) #ifdef A x = f(); #else x = g(); #endif` keeps both branches of an unknown condition, and the
    second statement, the same one in the other build, is under the `if` too (`branches`: pp_branches)."""
    if not branches or not any(isinstance(st, ast.If) for st in s.stmts):
        return s
    stmts, prev = [], None
    for st in s.stmts:
        if prev is not None and exclusive(branches, prev.then.span.line, st.span.line):
            st = ast.If(st.span, prev.cond, st)
        stmts.append(st)
        prev = st if isinstance(st, ast.If) and st.other is None and not isinstance(st.then, ast.Block) \
            and st.init is None else None
    return ast.Block(s.span, tuple(stmts)) if any(a is not b for a, b in zip(stmts, s.stmts)) else s


def _param_path(e: Any, interp: Any) -> tuple[str, CType] | None:
    """(name, pointer type) of a pointer member of a by-value struct parameter (`q.p`, `q.v.p`, `q.p[4]` with a
    constant index): one address for every thread of the launch, a root of global memory like a pointer parameter."""
    parts: list[str] = []
    node = e
    while True:
        if isinstance(node, ast.Member) and not node.arrow:
            parts.append("." + node.field)
            node = node.base
        elif isinstance(node, ast.Index) and isinstance(node.index, ast.IntLit):
            parts.append(f"[{node.index.value}]")
            node = node.base
        else:
            break
    if not parts or not isinstance(node, ast.Name) or node.id in interp.env and interp.env[node.id].thread:
        return None
    param = next((p for p in interp.func.params if p.name == node.id), None)
    if param is None or param.type.pointers or param.dims or param.type.reference:
        return None
    t = interp.ev.typeof(e)
    if t is None or t.pointers != 1 or t.dims:
        return None
    return node.id + "".join(reversed(parts)), t


def _block_collective(base: Any) -> bool:
    """`BlockReduce(temp)`, `cub::BlockScan<...>(temp)`, a `BlockLoad` object: a CUB block-wide collective."""
    from analyzer.cuda.query import callee_name
    name = callee_name(base) if isinstance(base, ast.Call) else base.id if isinstance(base, ast.Name) else \
        base.type.base if isinstance(base, ast.Cast) else ""  # NOTE: `BlockReduce(temp)` of a typedef: a functional cast
    return bool(name) and name.split("::")[-1].startswith("Block")


def _opaque(t: T.Term) -> bool:
    return any(s[1].startswith(OPAQUE) for s in T.symbols(t))


def group_sync(ev: Any, e: ast.Call, name: str) -> None:
    """A grid group's `sync()` / `synchronize(grid)`: a barrier of every thread of the launch."""
    from analyzer.analysis import cg
    target = e.func.base if isinstance(e.func, ast.Member) else (e.args[0] if e.args else None)
    if target is None:
        return
    try:
        group = cg.group_of(ev(target))
    except RecursionError:  # pragma: no cover
        return
    if group is None:
        return
    i: Any = ev.i
    if group[0] == "grid":
        i.seq.append(Bar(e, None, grid=True))  # NOTE: the block barrier it also is: variance/cg note it
    elif group[0] == "tile" and isinstance(e.func, ast.Name):
        i.note_warp_sync(e, name, None, tile=group[1])  # NOTE: `cg::sync(tile)`: the tile's lanes


def used_only_under(stmts: tuple, decl: Any, scalars: dict, names: dict | None = None) -> Any:
    """The `if` among the statements after `decl` (a local `T x = <load>;` of `stmts`) whose then-branch holds every
    use of x, when its condition is plain arithmetic on names no statement between them assigns (so its value at
    the declaration is its value there): a thread that fails it never uses the loaded value (the compiler sinks the
    load under the test). None otherwise. `names`: a dict the caller keeps, remembering the names each statement
    reads (statement_names), so a statement is walked once, not once per declaration before it."""
    from analyzer.cuda.query import callee_name, iter_nodes
    if len(decl.declarators) != 1 or decl.storage & {"__shared__", "static", "extern"}:
        return None
    d = decl.declarators[0]
    if d.init is None or d.dims or d.type.pointers or any(
            isinstance(n, ast.Call) and callee_name(n) != "__ldg" for n in iter_nodes(d.init)):
        return None
    at = next((k for k, st in enumerate(stmts) if st is decl), None)
    if at is None:
        return None
    memo = names if names is not None else {}
    # NOTE: the statements after it are walked only up to the first that uses x (not an `if`: no claim), and
    # past it only when it is one
    users = (st for st in stmts[at + 1:] if d.name in statement_names(st, memo))
    s = next(users, None)
    if not isinstance(s, ast.If) or s.init is not None or next(users, None) is not None:
        return None
    if any(isinstance(n, ast.Name) and n.id == d.name for part in (s.cond, s.other) if part is not None
           for n in iter_nodes(part)):
        return None
    names = set()
    for n in iter_nodes(s.cond):
        if isinstance(n, (ast.Call, ast.Index, ast.Assign)) or isinstance(n, ast.Unary) and n.op in (
                "*", "&", "++", "--"):
            return None
        if isinstance(n, ast.Name):
            names.add(n.id)
    if names & set(scalars):
        return None
    between = stmts[at + 1:stmts.index(s)]
    for n in (n for st in between for n in iter_nodes(st)):
        target = n.target if isinstance(n, ast.Assign) else n.operand if isinstance(n, ast.Unary) and n.op in (
            "++", "--", "&") else None
        if isinstance(target, ast.Name) and target.id in names:
            return None
    return s


def statement_names(st: Any, memo: dict) -> set:
    """The identifiers of the Name nodes of the statement `st`, remembered in `memo` by the statement (kept with
    it: its id cannot be reused while remembered)."""
    from analyzer.cuda.query import iter_nodes
    got = memo.get(id(st))
    if got is None or got[0] is not st:
        got = memo[id(st)] = (st, {n.id for n in iter_nodes(st) if isinstance(n, ast.Name)})
    return got[1]


def escape_record(e: Any, name: str, env: dict, roots: dict) -> tuple:
    """What a call the body is not followed into passes, read at the call (the body's locals are gone after the
    run): (the call, its name, the arrays its pointer locals point into, the pointer parameters its arguments are
    or point into: `float *q = p; fill(q, n)` passes p, firstuse.first_uses)."""
    return e, name, reached_arrays(e.args, env, roots), passed_params(e, env)


def passed_params(e: Any, env: dict) -> frozenset:
    """The identifiers of the call's Name nodes (its arguments', and the object's of a method: `(*p)->push(v)`) and
    the parameters (arg symbols) the values of those in `env` are made of."""
    from analyzer.cuda.query import iter_nodes
    names = {n.id for n in iter_nodes(e) if isinstance(n, ast.Name)}
    return frozenset(names.union(*(
        (s[1] for s in T.symbols(env[n].term) if s[2] == "arg") for n in names
        if n in env and getattr(env[n], "term", None) is not None)))


def reached_arrays(args: list, env: dict, roots: dict) -> frozenset:
    """The arrays the pointer locals passed to a call point into (`half *p = &smem[r][c];
    wmma::store_matrix_sync(p, ...)` writes smem through p: no claim on what it wrote, driver._escaped)."""
    return frozenset(s[1][1:] for a in args if type(a) is ast.Name and a.id in env and env[a.id].term is not None
                     for s in T.symbols(env[a.id].term) if s in roots)


def flat_accesses(log: list) -> list[Acc]:
    """The accesses of an event log in program order, the bodies of its loops read into it."""
    out: list[Acc] = []

    def go(nodes: list) -> None:
        for n in nodes:
            if isinstance(n, Acc):
                out.append(n)
            elif isinstance(n, Loop):
                go(n.body)
    go(log)
    return out
