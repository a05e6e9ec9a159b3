"""Shared wording of KL107/KL108/KL109 findings (analysis/race/ computes them)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.symbol_names import kernel_argument
from analyzer.cuda.written import expanded_from, written

_OPS = {"store": "write", "load": "read", "atomic": "atomic update"}


def reported_at(race: Any) -> Any:
    """The access a race is reported at: the later of its witness pair (KL107's describe names it too)."""
    w = race.witness
    return w.second if w.first.acc.order <= w.second.acc.order else w.first


def thread(t: tuple, block: tuple | None = None) -> str:
    x, y, z = t
    own = f"{x}" if y == 0 and z == 0 else f"({x}, {y})" if z == 0 else f"({x}, {y}, {z})"
    if block is None:
        return f"thread {own}"
    bx, by, bz = block
    blk = f"{bx}" if by == 0 and bz == 0 else f"({bx}, {by})" if bz == 0 else f"({bx}, {by}, {bz})"
    return f"thread {own} of block {blk}"


def array(access: Any) -> str:
    root = access.root
    return root[1][1:] if root is not None and root[1].startswith("&") else (root[1] if root is not None else "?")


def address(access: Any, offset: int) -> str:
    size = access.size or 1
    name = array(access)
    from analyzer.analysis.race.worlds import sampled
    from analyzer.cuda import ast
    if sampled(access.addr):  # NOTE: an index made of a warp's broadcast (its value a sample): no element to name
        return f"one element of `{name}`, at an index made of a value both warps broadcast alike"
    if isinstance(access.node, ast.Name) and offset < size:
        return f"`{name}`"  # NOTE: a `__shared__` scalar
    if name.endswith("[]"):  # NOTE: through a loaded row pointer `x[j]` (memory.address.MemEval._pointer)
        from analyzer.analysis.memory.address import ROW_APART
        row, column = divmod(offset + ROW_APART // 2, ROW_APART)
        column -= ROW_APART // 2
        if row % 8 == 0 and column % size == 0:
            return f"`{name[:-2]}[{row // 8}][{column // size}]`"
        return f"byte {column} of the row `{name[:-2]}[{row // 8}]`"
    if access.member and isinstance(access.member[2], int) and (offset - access.member[1]) % access.member[2] == 0:
        return f"`{name}[{(offset - access.member[1]) // access.member[2]}].{access.member[0]}`"  # NOTE: race/copies
    if access.row_bytes is None and offset % size == 0 and not isinstance(access.node, ast.Member) \
            and not _cast(access.node):
        return f"`{name}[{offset // size}]`"
    return f"byte {offset} of `{name}`"


def _cast(node: Any) -> bool:
    """Whether an access is made through a pointer cast (`*reinterpret_cast<int4 *>(&c[i])` of a `__half *c`): its
    width is not the array's element, so an index in its units (`c[32]` for byte 512) would name another element."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes
    return any(isinstance(n, ast.Cast) and n.type.pointers for n in iter_nodes(node))


def text(unit: Any, access: Any) -> str:
    got = written(unit, access.node)  # NOTE: a macro's expansion of statements: the expanded access
    return got if len(got) <= 50 else got[:47] + "..."


def access_phrase(unit: Any, inst: Any) -> str:
    a = inst.acc.access
    op = _OPS.get(a.op, a.op)
    where = f"line {a.node.span.line}" if a.via is None else f"line {a.node.span.line} (reached from line {a.via})"
    macro = expanded_from(unit, a.node)
    return f"the {op} of `{text(unit, a)}` at {where}" + (f" (in {macro})" if macro else "")


def launch_phrase(launch: Any) -> str:
    b = launch.block
    if launch.assumed:
        # NOTE: the launch-facts service's label: the shape and what decided it (`tile[16][16]` indexed
        # [threadIdx.y][threadIdx.x], `__launch_bounds__`, the config's `block-size`)
        label = launch.label if launch.label.startswith(("a ", "an ", "the ")) else \
            f"a {b[0]}x{b[1]}x{b[2]} block (no launch with a known block size)"
        tell = "; config `block-size` or the rule's `block` option tells kernlint"
        label = label.removeprefix("an assumed ").removeprefix("a ")
        label = label if label.startswith("the ") else "a " + label  # NOTE: `the configured 16x16x1 block`
        return f"assuming {label[:-1] + tell + ')' if label.endswith(')') else label + f' ({tell[2:]})'}"
    return f"with {launch.label}"


def iterations(w: Any, swap: bool, params) -> str:
    """Which iterations of the loops around the two accesses collide, in the order the threads are named
    (`swap`: the witness' second side is named first; `params`: the kernel's parameter names)."""
    parts = []
    for k, i1, i2 in w.iters:
        i1, i2 = (i2, i1) if swap else (i1, i2)
        line = k.split("@")[1].split(":")[0]
        if i1 is None or i2 is None:
            side = "first" if i2 is None else "second"
            parts.append(f"the {side} at iteration {i1 if i2 is None else i2} of the loop at line {line}")
        else:
            parts.append(f"iteration {i1} of the loop at line {line}" if i1 == i2 else
                         f"iterations {i1} and {i2} of the loop at line {line}")
    return f" ({'; '.join(parts)}{_trip_arguments(w, params)})" if parts else ""




def _trip_arguments(w: Any, params) -> str:
    """The kernel arguments that bound the loops whose later iterations the witness needs, at the witness'
    values (pairs._judge judges an argument that only bounds loops existentially): which launches race."""
    later = {k for k, i1, i2 in w.iters if (i1 or 0) > 0 or (i2 or 0) > 0}
    parts = []
    for loop in dict.fromkeys((*w.first.acc.loops, *w.second.acc.loops)):
        names = sorted({s[1] for s in T.symbols(loop.cond)
                        if s[2] == "arg" and s[1] in w.env and kernel_argument(s[1], params, placed=False)}) \
            if loop.k in later and loop.cond is not None else ()  # NOTE: the kernel's arguments (`n`, `s.width`)
        if names:
            said = ", ".join(f"`{n}` = {w.env[n]}" for n in names)
            parts.append(f"; with {said}, which lets the loop at line {loop.node.span.line} run more than once")
    return "".join(parts)


def render_guard(term: T.Term | None) -> str:
    return T.render(term) if term is not None else "its guard"


def key_kind(race: Any) -> str:
    """"warp" for a race between two lanes of one warp (reported once per kernel and array), else ""."""
    w = race.witness
    return "warp" if w.same_warp and w.first is not w.second and not race.cross_block else ""


def more_accesses(count: int, race: Any) -> str:
    """The clause a grouped race finding ends with: how many more accesses race the same way."""
    name = array(race.witness.first.acc.access)
    where = "in the kernel (any two blocks)" if race.cross_block else "between the same barriers"
    return f"; {count} more access{'es' if count > 1 else ''} of `{name}` {where} race{'' if count > 1 else 's'} the same way"


def every_block(path: Any, keep: str) -> tuple[str, str]:
    """(the clause a same-value note adds, its fix) for one store a thread-index test picks in every block
    (race/perblock.picked_in_every_block): the same work in each block, where one block's would do."""
    from analyzer.analysis.race.perblock import picking_test
    test = picking_test(path) or "threadIdx.x == 0"
    return (f": the thread that `{test}` picks in each block does the same work, once per block, and no launch of "
            f"more than one block needs it more than once",
            f"let one block do it: `if ({keep} && {test})` (the value is computed the same in each of them)")
