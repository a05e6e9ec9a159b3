"""Whether a thread-index split (`t & 31`, `t % 32`, `t >> 5`, `t / 32`) is used as a lane or warp id, for
KL301: a test, a bit position, an argument, a whole index, a stored value; through the locals it initialises.
Not when the result only forms, through arithmetic, an address in an array the block owns (shared or local
memory, not a kernel argument): a bank or column offset (`c[row * 128 + (t & 31) * 4 + (t >> 5)]`), where 32 is
the LDS bank count, 32 on AMD as on NVIDIA."""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.query import array_root, children, iter_nodes

_ARITHMETIC = frozenset({"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"})


def lane_use(node, parent: dict, uses: dict, outside: set[str], seen: set[str]) -> bool:
    """Whether the value of `node` is used as a lane or warp id: a comparison (`lane == 0`), a bit position
    (`1 << lane`), an argument (a shuffle's source lane), a whole index (`warp_sums[warp]`, a per-warp slot), a
    stored or returned value; through the locals it initialises. Not when it only forms, through arithmetic, the
    index of an array the block owns (a bank or column offset, `c[row * 128 + (t & 31) * 4 + (t >> 5)]`):
    `outside` holds the arrays the block does not own (flow_of)."""
    arithmetic = False
    while True:
        up = parent.get(id(node))
        cls = type(up)
        if cls is ast.Binary and up.op in _ARITHMETIC and not (up.op in ("<<", ">>") and up.right is node):
            node, arithmetic = up, True
        elif cls is ast.Cast or (cls is ast.Unary and up.op in ("-", "+", "~")):
            node = up
        elif cls is ast.Index and up.index is node:
            return not (arithmetic and array_root(up) not in outside)
        elif (cls is ast.Declarator and up.init is node) or (
                cls is ast.Assign and up.value is node and up.op == "=" and isinstance(up.target, ast.Name)):
            name = up.name if cls is ast.Declarator else up.target.id
            if name in seen:
                return False
            seen.add(name)
            found = uses.get(name)
            return not found or any(lane_use(u, parent, uses, outside, seen) for u in found)
        else:
            return True


def flow_of(func: ast.Function, unit, flow: list) -> list:
    """(parent by child id, Name nodes by name, the arrays the block does not own: the function's arguments and
    the locals made from them, less its shared-memory names) of `func`, kept in `flow`."""
    from analyzer.analysis.sharednames import shared_names

    parent, uses, pairs = {}, {}, []
    for node in iter_nodes(func.body):
        for child in children(node):
            parent[id(child)] = node
        if isinstance(node, ast.Name):
            uses.setdefault(node.id, []).append(node)
        elif isinstance(node, ast.Declarator) and node.init is not None:
            pairs.append((node.name, node.init))
    outside = {p.name for p in func.params if p.name}
    changed = True
    while changed:
        changed = False
        for name, init in pairs:
            if name not in outside and any(isinstance(n, ast.Name) and n.id in outside for n in iter_nodes(init)):
                outside.add(name)
                changed = True
    flow[:] = [parent, uses, outside - shared_names(func, unit.tu)]
    return flow


__all__ = ["flow_of", "lane_use"]
