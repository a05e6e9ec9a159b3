"""KL110's fix for a read that fills a `__shared__` tile the block reads after a barrier (review r7 E4): the load is
predicated (a zero past the end), since a returning thread leaves slots other threads read unwritten and skips the
barriers; likewise any access with a barrier after it (`guarded`: an early return there skips the barriers, undefined
behaviour), tested against the kernel's integer parameter that bounds a value the index is built from (`base < n` of
`r = base + threadIdx.y`: `count`). The rule: checks/kl110_access_before_bounds_check.py."""

from __future__ import annotations

from analyzer.cuda.ast import source_text

_FRESH = ("n", "count", "num_elements", "n_elements", "total")


def tile_fill(func, node, name: str, line: int, source: str, tu) -> str:
    """The fix of a read that fills a `__shared__` tile the block reads after a barrier (`As[ty][tx] = A[Row * w +
    m * T + tx]` between two `__syncthreads()`): a thread that returns, or skips the store, leaves its slot unwritten
    for the threads that read it and misses the barriers, so the load is predicated instead; "" for any other
    access."""
    from analyzer.analysis.sharednames import shared_names
    from analyzer.cuda import ast
    from analyzer.cuda.query import array_root, calls, iter_nodes

    nodes = list(iter_nodes(func.body))
    fill = next((n for n in nodes if type(n) is ast.Assign and n.op == "=" and type(n.target) is ast.Index
                 and any(m is node for m in iter_nodes(n.value))), None)
    tile = array_root(fill.target) if fill is not None else None
    if tile is None or tile not in shared_names(func, tu) or not any(calls(func.body, "__syncthreads")):
        return ""
    if not any(type(n) is ast.Index and n is not fill.target and array_root(n) == tile for n in nodes):
        return ""  # NOTE: a slot nobody reads back: moving the access under the check loses nothing
    slot, value = source_text(source, fill.target.span), source_text(source, node.span)
    named = lambda e: type(e) is ast.Name and e.id == name  # noqa: E731
    bound = next((source_text(source, (n.right if named(n.left) else n.left).span) for n in nodes
                  if type(n) is ast.Binary and n.span.line == line and n.op in ("<", "<=", ">=", ">")
                  and (named(n.left) or named(n.right))), "n")
    test = f"{name} < {bound}" if " " not in bound else f"{name} < ({bound})"
    return (f"keep every thread in the loop and predicate the load: `{slot}` is a slot of the `__shared__` tile "
            f"`{tile}` that other threads read after the barrier, so an early return (or moving the access inside "
            f"the `if` that tests `{name}`) leaves it unwritten and skips the barriers; write a zero where the "
            f"element is past the end, `{slot} = {test} ? {value} : 0;`, testing the element's other coordinate "
            f"in the tile the same way where the size is no multiple of the tile")


def before_fix(func, node, name: str, line: int, source: str, tu, store: bool = False) -> str:
    """The fix of an access made before its index's check (line `line`): the tile fill's, a guarded access before
    barriers, else moving the access."""
    return tile_fill(func, node, name, line, source, tu) or guarded(func, node, name, store, source) or (
        f"move the access after the check: inside the `if` that tests `{name}`, or after an early `if (...) return;` "
        "for the threads past the end")


def count(func, name: str) -> str | None:
    """The kernel's integer parameter a comparison tests a local `name` is built from against (`n` of `base < n` for
    `r = base + threadIdx.y`; a test of `name` itself is no bound of it, or KL110 would not ask); None where none."""
    from analyzer.analysis.bounds_terms import RELATIONAL, names
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes

    nodes = list(iter_nodes(func.body))
    sources: dict[str, set] = {}
    for n in nodes:
        if type(n) is ast.Declarator and n.init is not None or type(n) is ast.Assign and type(n.target) is ast.Name:
            sources.setdefault(n.name if type(n) is ast.Declarator else n.target.id, set()).update(
                names(n.init if type(n) is ast.Declarator else n.value))
    chain, todo = set(), list(sources.get(name, ()))  # NOTE: a test of the index itself did not bound it
    while todo and len(chain) < 32:
        if (n := todo.pop()) not in chain:
            chain.add(n)
            todo += sources.get(n, ())
    chain -= {"threadIdx", "blockIdx", "blockDim", "gridDim"}  # NOTE: `threadIdx.x < 4` bounds no row
    scalars = set(int_params(func, name))
    for n in nodes:
        if type(n) is ast.Binary and n.op in RELATIONAL:
            for side, other in ((n.left, n.right), (n.right, n.left)):
                while type(other) is ast.Cast:
                    other = other.expr
                if type(other) is ast.Name and other.id in scalars and names(side) & chain:
                    return other.id
    return None


def guarded(func, node, name: str, store: bool, source: str) -> str:
    """The fix of an access with a barrier after it (later in the body, or anywhere in a loop around it): keep every
    thread to the barriers and guard the load (`r < n ? s[r] : 0`) or the store; "" where no barrier follows."""
    from analyzer.analysis.divergence import is_barrier_node
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes

    at = (node.span.line, node.span.column)
    inside = lambda sp: (sp.line, sp.column) <= at <= (sp.end_line, sp.end_column)  # noqa: E731
    loops = [n.span for n in iter_nodes(func.body) if type(n) in (ast.For, ast.While, ast.DoWhile) and inside(n.span)]
    if not any(is_barrier_node(n) and ((n.span.line, n.span.column) > at or any(inside(sp) for sp in loops))
               for n in iter_nodes(func.body)):
        return ""
    bound = count(func, name)
    pick = bound or fresh(func)
    test = f"{name} < {pick}"
    text = source_text(source, node.span) or "the access"
    what = (f"store only where `{test}`" if store else f"read a zero past the end instead: `{test} ? {text} : 0`")
    return (f"keep every thread running to the barriers after the access (an early return skips them: undefined "
            f"behaviour) and {what}" + ("" if bound else f", with the element count passed to the kernel as `{pick}`"))


def fresh(func) -> str:
    """A name for the element count to pass to the kernel, one not in scope (the index itself may be `n`)."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes

    taken = {p.name for p in func.params}
    taken.update(n.id if type(n) is ast.Name else n.name for n in iter_nodes(func.body)
                 if type(n) is ast.Name or type(n) is ast.Declarator)
    return next((c for c in _FRESH if c not in taken), "count_")


def int_params(func, name: str) -> list[str]:
    """The kernel's integer scalar parameters other than `name`: the counts an index may be checked against."""
    return [p.name for p in func.params if p.name and p.name != name and not p.type.pointers and not p.dims
            and any(w in p.type.base for w in ("int", "size", "long", "short", "unsigned"))]
