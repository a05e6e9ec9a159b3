"""KL110's fix for a read that fills a `__shared__` tile the block reads after a barrier (review r7 E4): the load is
predicated (a zero past the end), since a returning thread leaves slots other threads read unwritten and skips the
barriers. The rule: checks/kl110_access_before_bounds_check.py."""

from __future__ import annotations

from analyzer.cuda.ast import source_text


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


def before_fix(func, node, name: str, line: int, source: str, tu) -> str:
    """The fix of an access made before its index's check (line `line`): the tile fill's, else moving the access."""
    return tile_fill(func, node, name, line, source, tu) or (
        f"move the access after the check: inside the `if` that tests `{name}`, or after an early `if (...) return;` "
        "for the threads past the end")
