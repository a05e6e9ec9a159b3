"""Per-thread arrays whose loaded words must outlive a loop (KL210): which words each iteration reads, and
whether they can be anything but registers kept across the back edge. The conditions that make the count
certain are in analyzer/checks/kl210_array_exceeds_registers.py's docstring and rules/KL210.yaml."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast

_LOOPS = (ast.For, ast.While, ast.DoWhile)
_STORAGE = frozenset({"__shared__", "static", "extern", "__constant__", "__device__", "__managed__"})


def kept_arrays(func: ast.Function, arrays: list, env: Any, limit: int) -> list[tuple[ast.Declarator, Any, int, int]]:
    """(the array, the loop, the words read per iteration, the array's bytes) for each of `arrays` (automatic
    arrays of `func`) whose loaded words outlive a loop that reads more of them than `limit`."""
    found = []
    for decl in arrays:
        kept = _kept(func, decl, env, limit)
        if kept is not None:
            found.append((decl, *kept))
    return found


def automatic_arrays(func: ast.Function) -> list[ast.Declarator]:
    """The function's automatic (per-thread) arrays of constant-looking extents."""
    from analyzer.cuda.query import nodes_of

    return [d for decl in nodes_of(func.body, ast.Decl) if not decl.storage & _STORAGE
            for d in decl.declarators if d.dims and all(n is not None for n in d.dims) and d.init is None]


def _kept(func: ast.Function, decl: ast.Declarator, env: Any, limit: int) -> tuple[Any, int, int] | None:
    """(the loop, the words read per iteration, the array's bytes) where the array's loaded words outlive a loop
    that reads more of them than `limit`; None otherwise."""
    from analyzer.analysis.trips import runs_once
    from analyzer.cuda.query import walk

    size = array_bytes(decl, env)
    if size is None or size <= 4 * limit:
        return None
    reads: list[tuple[ast.Index, tuple]] = []
    writes: list[tuple[ast.Assign, tuple]] = []
    assigned = assigned_values(func)
    for node, parents in walk(func.body):
        if type(node) is ast.Name and node.id == decl.name and parents:
            chain = _chain(node, parents)
            if chain is None:
                return None  # NOTE: passed, taken the address of, or indexed partly: it escapes
            top, above = chain
            parent = above[-1] if above else None
            if type(parent) is ast.Assign and parent.target is top:
                if parent.op != "=" or not reads_memory(parent.value, assigned):
                    return None
                writes.append((parent, above))
            elif type(parent) is ast.Unary and parent.op in ("++", "--", "&"):
                return None  # NOTE: an update in place, or an element's address taken (it may escape)
            else:
                reads.append((top, above))
    if not writes:
        return None
    word = max(1, env.layout(decl.type)[0] // 4)
    for loop in {id(p): p for _, above in reads for p in above if type(p) in _LOOPS}.values():
        if runs_once(loop, env) or any(p is loop for _, above in writes for p in above):
            continue
        if any(_after(w.span, loop.span) for w, _ in writes):
            continue
        inside = [(top, _below(above, loop)) for top, above in reads if any(p is loop for p in above)]
        counts = [_elements(top, inner, env) for top, inner in inside]
        if None in counts:
            continue
        words = max(counts) * word
        if words > limit:
            return loop, words, size
    return None


def array_bytes(decl: ast.Declarator, env: Any) -> int | None:
    """The bytes of an array of constant extents (None when its type or an extent is not known)."""
    from analyzer.cuda.model.evaluate import evaluate

    layout = env.layout(decl.type)
    extents = [evaluate(n, env) for n in decl.dims]
    if layout is None or not all(isinstance(n, int) and n > 0 for n in extents):
        return None
    size = layout[0]
    for n in extents:
        size *= n
    return size


def _below(above: tuple, loop: Any) -> tuple:
    """The parents in `above` inside `loop` (by identity: equal nodes elsewhere are other statements)."""
    at = next(i for i, p in enumerate(above) if p is loop)
    return above[at + 1:]


def _chain(name: ast.Name, parents: tuple) -> tuple[Any, tuple] | None:
    """(the full subscript `a[i][j]` over `name`, the parents above it); None when `name` is not subscripted to
    an element (a use that lets the array escape)."""
    top, i = name, len(parents)
    while i and type(parents[i - 1]) is ast.Index and parents[i - 1].base is top:
        top, i = parents[i - 1], i - 1
    if top is name:
        return None
    return top, parents[:i]


def reads_memory(value: Any, assigned: dict[str, list], seen: frozenset = frozenset()) -> bool:
    """The value reads memory (a subscript or a dereference), itself or through a local it reads that is
    assigned such a value anywhere in the function (`assigned`: assigned_values): ptxas cannot recompute it inside a
    later loop."""
    from analyzer.cuda.query import iter_nodes

    for n in iter_nodes(value):
        if type(n) is ast.Index or type(n) is ast.Unary and n.op == "*":
            return True
        if type(n) is ast.Name and n.id not in seen and any(
                reads_memory(v, assigned, seen | {n.id}) for v in assigned.get(n.id, ())):
            return True
    return False


def assigned_values(func: ast.Function) -> dict[str, list]:
    """{name: every value `func` assigns to it (initialisers and `=`)}, from the body's nodes by class."""
    from analyzer.cuda.query import by_class

    groups = by_class(func.body)
    values: dict[str, list] = {}
    for n in groups.get(ast.Declarator, ()):
        if n.init is not None:
            values.setdefault(n.name, []).append(n.init)
    for n in groups.get(ast.Assign, ()):
        if type(n.target) is ast.Name:
            values.setdefault(n.target.id, []).append(n.value)
    return values


def _after(span: Any, loop_span: Any) -> bool:
    return (span.line, span.column) > (loop_span.line, loop_span.column)


def _elements(top: ast.Index, inner: tuple, env: Any) -> int | None:
    """How many distinct elements the subscript `top` reads over one iteration of the loop whose statements
    `inner` lies in: the product over its indices of 1 (a constant) or the trip count of a counted loop inside
    that iteration whose counter is the index (plus a constant); None for any other index."""
    from analyzer.analysis.trips import counted_parts, counted_trips
    from analyzer.cuda.model.evaluate import evaluate

    counters = {}
    for p in inner:
        parts = counted_parts(p) if type(p) is ast.For else None
        if parts is not None:
            counters[parts[0]] = p
    count, node = 1, top
    while type(node) is ast.Index:
        index = node.index
        if isinstance(evaluate(index, env), int):
            pass
        else:
            name = index.id if type(index) is ast.Name else _offset_name(index, env)
            loop = counters.get(name)
            if loop is None or not unit_step(loop):
                return None
            trips = counted_trips(loop, lambda e: evaluate(e, env))
            if trips is None:
                return None
            count *= trips
        node = node.base
    return count


def _offset_name(index: Any, env: Any) -> str | None:
    """`k + c` or `c + k` (c constant): k; else None."""
    from analyzer.cuda.model.evaluate import evaluate

    if type(index) is not ast.Binary or index.op != "+":
        return None
    for name, other in ((index.left, index.right), (index.right, index.left)):
        if type(name) is ast.Name and isinstance(evaluate(other, env), int):
            return name.id
    return None


def unit_step(loop: ast.For) -> bool:
    """The counter moves by one each trip (`k++`, `++k`, `k--`, `k += 1`): its values are distinct elements."""
    step = loop.step
    if type(step) is ast.Unary and step.op in ("++", "--"):
        return True
    return type(step) is ast.Assign and step.op in ("+=", "-=") and type(step.value) is ast.IntLit \
        and step.value.value == 1
