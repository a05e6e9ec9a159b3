"""What a kernel's own code states about its block (analysis/launches.py's `Facts.limits`): `__launch_bounds__`,
`assert(blockDim.x == 4)`, `if (blockDim.x != 256) return;` / `__trap();` at the top level of the body, and
static `__shared__` extents indexed by a bare thread-index component outside any thread-dependent condition
(`tile[16][16]` indexed `[threadIdx.y][threadIdx.x]`: every thread indexes it, so x and y are at most 16), and a
kernel whose threads are alike (analysis/alike.py: it reads no thread index; every dimension 1)."""

from __future__ import annotations

from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, by_class, iter_nodes


@dataclass(frozen=True)
class Limits:
    """What the kernel's own code says about its block (None: nothing)."""

    fixed: tuple = (None, None, None)  # a dimension pinned by an assert or guard
    upper: tuple = (None, None, None)  # a dimension bounded (static shared extents, guards)
    threads: int | None = None  # __launch_bounds__' max threads
    reasons: tuple = ((), (), ())  # per dimension: the facts that decided it, e.g. "`assert(blockDim.x == 4)` (line 3)"
    bound_reason: str = ""
    launch_pins: frozenset = frozenset()  # dimensions pinned by the launches of an unknown block (launches._pinned),
    # named only where they change the shape assumed

    @property
    def any(self) -> bool:
        return any(v is not None for v in self.fixed + self.upper) or self.threads is not None


def program(unit: Any, shared: dict) -> Any:
    """The file's divergence Program (analysis/program.file_program)."""
    from analyzer.analysis.program import file_program

    return file_program(unit, shared)


def kernel_limits(unit: Any, func: Any, shared: dict) -> Limits:
    """The Limits of `func` (see the module)."""
    if func.body is None:
        return Limits()
    fixed: list = [None, None, None]
    upper: list = [None, None, None]
    reasons: list[list[str]] = [[], [], []]
    env = _env(unit, func, shared)
    from analyzer.cuda.model.evaluate import evaluate

    def value(e: Any) -> int | None:
        try:
            v = evaluate(e, env)
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            return None
        return v if isinstance(v, int) and v > 0 else None

    def pin(axis: str, n: int, why: str) -> None:
        i = "xyz".index(axis)
        if fixed[i] is None:
            fixed[i] = n
            reasons[i].append(why)

    def bound(axis: str, n: int, why: str) -> None:
        i = "xyz".index(axis)
        if upper[i] is None or n < upper[i]:
            upper[i] = n
            reasons[i][:] = [r for r in reasons[i] if fixed[i] is not None] + [why]

    for st in func.body.stmts:
        for axis, n, kind, node in _guards(st, value):
            why = f"`{_text(unit, node)}` (line {node.span.line})"
            (pin if kind == "==" else bound)(axis, n, why)
    for axis, n, decl, access in _shared_extents(func, value):
        bound(axis, n, f"{decl} (line {access.span.line})")
    if func.is_kernel:
        from analyzer.analysis.alike import WHY, alike

        if alike(func, program(unit, shared).functions):  # NOTE: threads that do the same work: one per block (analysis/alike.py)
            for axis in "xyz":
                pin(axis, 1, WHY)
    threads, bound_reason = None, ""
    if func.launch_bounds:
        threads = value(func.launch_bounds[0])
        if threads is not None:
            bound_reason = f"`__launch_bounds__({threads})` (line {func.launch_bounds[0].span.line})"
    return Limits(tuple(fixed), tuple(upper), threads, tuple(tuple(r) for r in reasons), bound_reason)


def _text(unit: Any, node: Any) -> str:
    from analyzer.cuda.ast import source_text

    text = source_text(getattr(unit.tu, "source", "") or unit.text, node.span) or "?"
    return " ".join(text.split())[:80]


def _env(unit: Any, func: Any, shared: dict) -> Any:
    """The namespace constants (the file's Program's) and the kernel's own top-level integer constants."""
    from analyzer.cuda.model.evaluate import Env, evaluate

    env = Env({}, Env(dict(program(unit, shared).globals)))
    for st in func.body.stmts:
        if isinstance(st, ast.Decl) and st.declarators and ("constexpr" in st.storage or "const" in st.declarators[0].type.text):
            for d in st.declarators:
                if d.init is not None and not d.dims:
                    try:
                        value = evaluate(d.init, env)
                    except (ArithmeticError, TypeError, ValueError, RecursionError):
                        continue
                    if isinstance(value, int):
                        env.values[d.name] = value
    return env


def _dim_of(e: Any) -> str | None:
    b = builtin(e) if type(e) in (ast.Member, ast.Name) else None
    return b[1] if b is not None and b[0] == "blockDim" else None


def _compare(e: Any, value) -> list[tuple[str, int, str]]:
    """(axis, n, op) of `blockDim.c OP n` (either side; op normalised with blockDim on the left)."""
    if not isinstance(e, ast.Binary):
        return []
    if e.op not in ast.SWAPPED:
        return []
    axis, other, op = _dim_of(e.left), e.right, e.op
    if axis is None:
        axis, other, op = _dim_of(e.right), e.left, ast.SWAPPED[e.op]
    if axis is None:
        return []
    n = value(other)
    return [(axis, n, op)] if n is not None else []


def _conjuncts(e: Any, joiner: str) -> list:
    if isinstance(e, ast.Binary) and e.op == joiner:
        return _conjuncts(e.left, joiner) + _conjuncts(e.right, joiner)
    return [e]


def _exits(st: Any) -> bool:
    """`return;`, `__trap();`, `asm("trap;")` or a block of only such a statement."""
    if isinstance(st, ast.Block):
        return len(st.stmts) >= 1 and _exits(st.stmts[-1])
    if isinstance(st, ast.Jump):
        return st.kind == "return"
    if isinstance(st, ast.ExprStmt) and isinstance(st.expr, ast.Call) and isinstance(st.expr.func, ast.Name):
        return st.expr.func.id in ("__trap", "abort", "__builtin_trap", "__assertfail")
    return False


def _guards(st: Any, value) -> list[tuple[str, int, str, Any]]:
    """(axis, n, "==" or "<=", node) of a top-level `assert(blockDim.x == 4 && ...)` or
    `if (blockDim.x != 256 || ...) return;` (`__trap();`)."""
    out = []
    if isinstance(st, ast.ExprStmt) and isinstance(st.expr, ast.Call) and isinstance(st.expr.func, ast.Name) \
            and st.expr.func.id in ("assert", "CUDA_KERNEL_ASSERT", "_assert") and st.expr.args:
        for c in _conjuncts(st.expr.args[0], "&&"):
            for axis, n, op in _compare(c, value):
                if op == "==":
                    out.append((axis, n, "==", st.expr))
                elif op in ("<=", "<"):
                    out.append((axis, n if op == "<=" else n - 1, "<=", st.expr))
    elif isinstance(st, ast.If) and st.other is None and st.init is None and _exits(st.then):
        for c in _conjuncts(st.cond, "||"):
            for axis, n, op in _compare(c, value):
                if op == "!=":
                    out.append((axis, n, "==", st.cond))
                elif op in (">", ">="):
                    out.append((axis, n if op == ">" else n - 1, "<=", st.cond))
    return [g for g in out if g[1] > 0]


def _aliases(func: Any) -> dict[str, str]:
    """Locals that hold a bare thread-index component for the whole kernel (`int tx = threadIdx.x;`, never
    written again) -> the component."""
    found: dict[str, str] = {}
    written: set[str] = set()
    groups = by_class(func.body)  # NOTE: declarators in order; the writes only gather names: no order between them
    for n in groups.get(ast.Declarator, ()):
        if n.init is not None and not n.dims:
            b = builtin(n.init) if type(n.init) in (ast.Member, ast.Name) else None
            if b is not None and b[0] == "threadIdx":
                if n.name in found:
                    written.add(n.name)
                found[n.name] = b[1]
    for n in groups.get(ast.Assign, ()):
        if isinstance(n.target, ast.Name):
            written.add(n.target.id)
    for n in groups.get(ast.Unary, ()):
        if n.op in ("++", "--") and isinstance(n.operand, ast.Name):
            written.add(n.operand.id)
    return {k: v for k, v in found.items() if k not in written}


def _component(e: Any, aliases: dict[str, str]) -> str | None:
    if isinstance(e, ast.Cast):
        e = e.expr
    if isinstance(e, ast.Name) and e.id in aliases:
        return aliases[e.id]
    b = builtin(e) if type(e) in (ast.Member, ast.Name) else None
    return b[1] if b is not None and b[0] == "threadIdx" else None


def _shared_extents(func: Any, value) -> list[tuple[str, int, str, Any]]:
    """(axis, extent, declaration text, access) for each static `__shared__` array dimension indexed by a bare
    thread-index component outside any thread-dependent condition: every thread of the block indexes it, so
    the block is at most that wide (a larger one writes past the array)."""
    arrays: dict[str, tuple[list, str]] = {}
    for n in by_class(func.body).get(ast.Decl, ()):
        if "__shared__" in n.storage and "extern" not in n.storage:
            for d in n.declarators:
                if d.dims and all(x is not None for x in d.dims):
                    extents = [value(x) for x in d.dims]
                    arrays[d.name] = (extents, f"{d.name}" + "".join(f"[{x if x else '?'}]" for x in extents))
    if not arrays:
        return []
    aliases = _aliases(func)
    thread_names = set(aliases)
    out = []

    def guarded(cond: Any) -> bool:
        return cond is not None and any(
            (isinstance(n, ast.Name) and n.id in thread_names) or
            (type(n) in (ast.Member, ast.Name) and (builtin(n) or ("",))[0] in ("threadIdx", "blockDim"))
            for n in iter_nodes(cond))

    def access(e: Any) -> None:
        chain = []
        node = e
        while isinstance(node, ast.Index):
            chain.append(node.index)
            node = node.base
        if not isinstance(node, ast.Name) or node.id not in arrays:
            return
        extents, text = arrays[node.id]
        chain.reverse()
        if len(chain) != len(extents):
            return
        axes = [_component(idx, aliases) for idx in chain]
        how = "".join(f"[threadIdx.{a}]" if a else "[...]" for a in axes)
        for axis, extent in zip(axes, extents):
            if axis is not None and extent:
                out.append((axis, extent, f"`{text}` indexed {how}", e))

    def visit(st: Any) -> None:
        if st is None:
            return
        if isinstance(st, ast.If):
            if guarded(st.cond):
                return
            visit(st.then)
            visit(st.other)
            return
        if isinstance(st, (ast.For, ast.While, ast.DoWhile)):
            cond = getattr(st, "cond", None)
            if guarded(cond):
                return
            visit(st.body)
            return
        if isinstance(st, ast.Block):
            for s in st.stmts:
                visit(s)
            return
        if type(st).__name__ in ("Switch", "Case", "Label"):
            return
        nodes = list(iter_nodes(st))
        if any(isinstance(n, ast.Conditional) or (isinstance(n, ast.Binary) and n.op in ("&&", "||"))
               for n in nodes):
            return  # NOTE: a conditional access: not every thread may index with it
        for n in nodes:
            if isinstance(n, ast.Index):
                access(n)

    visit(func.body)
    # NOTE: an access `t[ty][tx]` also contains its inner `t[ty]`; only whole chains count (len check above)
    return out
