"""What the flow analysis records and hands on: guards, branch and barrier sites per function, and the
summaries of `__device__` helpers (a helper's return value as a term over its parameters)."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from analyzer.analysis import broadcasts, smem
from analyzer.analysis import terms as T
from analyzer.analysis.values import CLEAN, SMEM
from analyzer.analysis.variance import VARYING, Val, uniform_unknown
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, member_path


@dataclass(frozen=True)
class Guard:
    """A condition control depends on. kind: "if"/"else" (inside a branch), "loop", "switch", or an
    early exit taken by other threads: "exit" (a kernel's return: the thread ends), "return" (a device
    function's return), "break", "continue"."""

    node: Any
    cond: ast.Expr | None
    val: Val
    kind: str
    # a condition on loaded data (val.term None) whose loads are at thread-dependent addresses: (its value with each
    # such load taken as one value, the loads' (address term, of a shared array?)); it splits no warp where no address
    # does (flow.branch)
    loads: tuple | None = None


@dataclass(frozen=True)
class BranchSite:
    node: Any
    cond: ast.Expr
    val: Val
    kind: str  # "if", "loop", "switch", "ternary"
    path: T.Term | None = None  # which threads reach the branch (enclosing thread-dependent if/else/loop)
    # `in[i] > 0 && (threadIdx.x & 1)`: the condition has no term (one operand is loaded data), but the
    # other operand's term splits the warp wherever the data holds: (that term, the data operand's expression)
    partial: tuple | None = None


@dataclass(frozen=True)
class BarrierSite:
    node: ast.Call
    guards: tuple[Guard, ...]
    via: str | None = None  # the helper function holding the barrier, for calls of one


@dataclass(frozen=True)
class WarpSyncSite:
    """A warp-synchronous call (`__shfl*_sync`, `__syncwarp`, votes, a tile's collective) with its mask's
    value (None: the tile's own lanes, or `__syncwarp()`'s full mask) and the guards it is under."""

    node: ast.Call
    name: str
    mask: Val | None
    tile: int | None
    guards: tuple[Guard, ...]
    via: str | None = None  # the helper function holding the call, for calls of one
    reads: tuple | None = None  # the argument values of a call made directly: which lanes a shuffle reads


@dataclass
class FunctionResult:
    func: ast.Function
    branches: list[BranchSite] = field(default_factory=list)
    barriers: list[BarrierSite] = field(default_factory=list)
    warp_syncs: list[WarpSyncSite] = field(default_factory=list)


@dataclass(frozen=True)
class Summary:
    name: str
    term: T.Term | None
    thread: bool
    data: bool
    has_barrier: bool
    unsigned: int = 0  # the return type's unsigned width (see variance.Val)
    warp_sync: WarpSyncSite | None = None  # a warp-synchronous call every lane entering the helper reaches
    outs: tuple[tuple[int, Val], ...] = ()  # values written through reference/pointer parameters
    # the out-parameters whose writes a barrier of the helper follows on every path: a shared variable passed for one
    # is published to the whole block when the call returns (`fill(ntasks)` ending in `__syncthreads()`)
    published: frozenset = frozenset()

    def _bind(self, term: T.Term | None, args: list[Val]) -> T.Term | None:
        if term is None:
            return None
        used = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "p"}
        if any(i >= len(args) or args[i].term is None for i in used):
            return None
        bound = T.substitute(term, {("p", i): a.term for i, a in enumerate(args)})
        return None if bound is None or any(leaf[0] == "p" for leaf in T.leaves(bound)) else bound

    def _side_effects(self, call: ast.Call, args: list[Val], interp: Any) -> None:
        """The helper's warp-synchronous call (KL106 judges it at the call) and its out-parameters."""
        if self.warp_sync is not None:
            site, mask = self.warp_sync, self.warp_sync.mask
            if mask is not None:
                bound = self._bind(mask.term, args)
                mask = Val(bound, mask.thread, mask.data) if bound is not None else uniform_unknown(f"mask@{call.span.line}")
            given = _template_values(self.name, call, args, interp) if call.template_args and site.reads else {}
            reads = tuple(Val(T.substitute(b, given) if given else b, r.thread, r.data)
                          if (b := self._bind(r.term, args)) is not None else VARYING
                          for r in site.reads) if site.reads else None  # NOTE: the lanes a shuffle reads, bound
            interp.note_warp_sync(call, site.name, mask, site.tile, via=self.name, reads=reads)
        for index, out in self.outs:
            if index >= len(call.args):
                continue
            target = call.args[index]
            if isinstance(target, ast.Unary) and target.op == "&":
                target = target.operand
            thread = out.thread or any(a.thread for a in args)
            bound = self._bind(out.term, args)
            value = Val(bound, thread, out.data, out.unsigned) if bound is not None else (
                Val(None, True, True) if thread else uniform_unknown(f"out:{self.name}@{call.span.line}", data=True))
            interp.store(target, value)
            root = smem.root(interp, target) if index in self.published else None
            if root is not None:  # NOTE: written in the helper before its barrier: every thread reads one value
                interp.env[SMEM + root] = CLEAN

    def apply(self, call: ast.Call, args: list[Val], interp: Any) -> Val:  # interp: analyzer.analysis.flow.Interp
        if self.has_barrier:
            interp.note_barrier(call, via=self.name)
        self._side_effects(call, args, interp)
        own, per_warp = broadcasts.bind(self.term, args, interp.warp)  # NOTE: a parameter broadcast in the warp
        used = ({leaf[1] for leaf in T.leaves(own) if leaf[0] == "p"} if own is not None
                else set(range(len(args))))
        thread = self.thread or per_warp or any(a.thread for i, a in enumerate(args) if i in used)
        data = self.data or any(a.data for i, a in enumerate(args) if i in used)
        term = None
        if own is not None and all(i < len(args) and args[i].term is not None for i in used):
            term = T.substitute(own, {("p", i): a.term for i, a in enumerate(args)})
            if term is not None and any(leaf[0] == "p" for leaf in T.leaves(term)):
                term = None
        if term is None and not thread:
            return uniform_unknown(f"ret:{self.name}@{call.span.line}:{call.span.column}", data=True)
        return Val(term, thread, data, self.unsigned)


def _template_values(name: str, call: ast.Call, args: list, interp: Any) -> dict:
    """The helper's value template parameters (as its summary's symbols) -> the values the call's explicit template
    arguments have in the caller (`groupSum<16>(v)`; `groupSum<kLanes>(v)`: kLanes' value, uniform, perhaps in the
    caller's own template parameters, which its launch binds)."""
    import re

    funcs = interp.program.lookup(name, len(args), interp.func) or ()
    params = [p.name for p in (funcs[0].template_params or ())] if funcs else []
    out = {}
    for pname, text in zip(params, call.template_args):
        text = text.strip()
        val = T.const(int(text, 0)) if re.fullmatch(r"\d+|0[xX][0-9a-fA-F]+", text) else \
            interp.env[text].term if text in interp.env else None
        if pname and val is not None and (text not in interp.env or not interp.env[text].thread):
            out[("u", pname, "arg")] = val
    return out


def assigned_names(*nodes: Any) -> set[str]:
    """Names written by assignments, ++/--, or `&name` arguments anywhere under `nodes`."""
    out: set[str] = set()
    for root in nodes:
        if root is not None:
            out |= _assigned_under(root)
    return out


_ASSIGNED: dict[int, tuple[Any, frozenset[str]]] = {}  # id(root) -> (root, its names); see _assigned_under
MAX_ASSIGNED = 4_096


def _assigned_under(root: Any) -> frozenset[str]:
    """assigned_names of one node, remembered per process.

    NOTE: a loop's body is asked again by every pass over an enclosing loop, and by both interpreters (the
    divergence one and MemInterp). The IR is immutable; the entry holds the node itself, so its id cannot
    be reused while the entry lives; past MAX_ASSIGNED entries the memo starts over."""
    hit = _ASSIGNED.get(id(root))
    if hit is not None and hit[0] is root:
        return hit[1]
    out: set[str] = set()
    for n in iter_nodes(root):
        cls = type(n)  # NOTE: the IR has no subclasses: one `is` test for most nodes, not four isinstance calls
        if cls is ast.Assign:
            target = n.target
        elif cls is ast.Unary and n.op in ("++", "--", "&"):
            target = n.operand
        else:
            continue
        if isinstance(target, ast.Name):
            out.add(target.id)
        elif isinstance(target, ast.Member) and (key := member_path(target)) is not None:
            out.add(key)
    names = frozenset(out)
    if len(_ASSIGNED) >= MAX_ASSIGNED:
        _ASSIGNED.clear()
    _ASSIGNED[id(root)] = (root, names)
    return names


def in_arm(interp: Any, e: ast.Conditional, c: Val, kind: str, evaluate: Any) -> Val:
    """`evaluate()` of one arm of a ternary under its side of the condition ("if": the then arm, "else": the other):
    C evaluates one arm, so a load or a warp-synchronous call in it is made by the lanes that take it (nvcc
    branches or predicates): flow.Interp.ternary."""
    interp.guards.append(Guard(e, e.cond, c, kind))
    try:
        return evaluate()
    finally:
        interp.guards.pop()
