"""The fix KL107/KL109 give when no barrier can order the two accesses: a global location every block touches (no
`__syncthreads()` orders threads of different blocks), or two accesses in the two arms of one `if` (no point
between them that every thread reaches). The fix follows what the write does (`shape`): a counter (`x += v`,
`++x`, `old = *c; *c = old + 1`) is an `atomicAdd`; a minimum or maximum kept by a test and a store (`if (r[0] > v) r[0] = v`) is
`atomicMin`/`atomicMax`; a slot filled after testing it (`if (r[0] == EMPTY) r[0] = v`) is `atomicCAS`; a result
slot written by whichever threads find one is `atomicExch` or `atomicCAS`; anything else is a per-block partial
combined in a second pass."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.checks._atomics import keep_one, missing, ordered, overload
from analyzer.analysis.race.perblock import across_blocks, every_block_makes
from analyzer.checks._race_step import grid_stride_fix
from analyzer.checks._races import every_block
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes


def no_barrier_fix(unit: Any, race: Any, first: Any, second: Any) -> str | None:
    """The fix for a race no barrier can fix, or None when a barrier between the two accesses would do."""
    a1, a2 = first.acc.access, second.acc.access
    across = race.space == "global" and across_blocks(race, a1, a2)
    same = a1.node is a2.node  # NOTE: one access (or a read-modify-write) made by two threads
    arms = not same and _opposite_arms(unit, a1.node, a2.node)
    if not (across or arms or same) or race.kind == "atomic-read":
        return None
    if across and (stride := grid_stride_fix(unit, race, second.acc)) is not None:
        return stride  # NOTE: `for (i = threadIdx.x; ...; i += blockDim.x * gridDim.x)`: the start is the defect
    store = next((a for a in (a2, a1) if a.op == "store"), None)
    if store is None:
        store = next((a for a in (a2, a1) if a.op == "atomic"), a2)
    why = ("no barrier orders threads of different blocks" if across else
           "no barrier orders two threads making the same access" if same else
           f"the accesses at line {a1.node.span.line} and line {a2.node.span.line} are in the two arms of one `if`, "
           "where no barrier between them can be reached by every thread")
    if across and {a1.op, a2.op} == {"load", "store"} and not all(every_block_makes(a) for a in (a1, a2)):
        return (f"{why}: write the results to another array (or make the reads in a second kernel), so that no "
                f"thread reads what a thread of another block writes in the same launch")
    return f"{why}: {shape(unit, store)}"


_BITWISE = {"|=": "atomicOr", "&=": "atomicAnd", "^=": "atomicXor"}


def update_call(unit: Any, node: Any, type_name: str) -> tuple[str, str] | None:
    """(the atomic, its call) that makes the update of the element at `node` in one step: `x += v`, `x -= v`, `++x`,
    `x = x + v` an `atomicAdd` (a float's `-=` the negation's: it has no `atomicSub`), `|=`, `&=`, `^=` their bitwise
    atomics; None for any other write."""
    source = unit.tu.source or unit.text or ""
    where = _text(source, node)
    func = _function(unit, node)
    assign = _assignment(func, node) if func is not None else None
    increment = _increment(func, node)
    if increment or assign is not None and (assign.op in ("+=", "-=") or assign.op == "=" and isinstance(
            assign.value, ast.Binary) and assign.value.op in ("+", "-") and _text(source, assign.value.left) == where):
        op = "-" if increment and increment.op == "--" or assign is not None and (
            assign.op == "-=" or assign.op == "=" and getattr(assign.value, "op", "") == "-") else "+"
        value = "1" if increment else _text(source, assign.value if assign.op != "=" else assign.value.right)
        add = "atomicSub" if op == "-" and overload("atomicSub", type_name) is not False else "atomicAdd"
        value = f"-({value})" if op == "-" and add == "atomicAdd" else value  # NOTE: no atomicSub of a float
        return add, f"{add}(&{where}, {value})"
    if assign is not None and assign.op in _BITWISE:
        return _BITWISE[assign.op], f"{_BITWISE[assign.op]}(&{where}, {_text(source, assign.value)})"
    return None


def precedence_fix(unit: Any, first: Any, second: Any) -> str | None:
    """The fix when an address of the race is mis-grouped (a KL104 finding in it: `key + (t + 1) & 3u`): the
    threads meet through the grouping C computes, so the parentheses come first, not a barrier or an atomic."""
    from analyzer.checks._kl104_sums import sum_traps
    from analyzer.checks.kl104_operator_precedence import traps

    source = unit.tu.source or unit.text or ""
    for inst in (second, first):
        node = inst.acc.access.node
        found = list(traps(node)) + list(sum_traps(node)) + [
            (n, o, o is n.right) for n in iter_nodes(node) if isinstance(n, ast.Binary) and n.op in ("<<", ">>")
            for o, paren in ((n.left, n.paren_left), (n.right, n.paren_right))
            if isinstance(o, ast.Binary) and o.op in ("+", "-") and not paren]
        if found:
            trap, inner, right = min(found, key=lambda f: (f[0].span.line, f[0].span.column))
            other = _text(source, trap.left if right else trap.right)
            parsed = f"{other} {trap.op} ({_text(source, inner)})" if right else \
                f"({_text(source, inner)}) {trap.op} {other}"
            return (f"fix the grouping of `{_text(source, trap)}` in the address first (KL104 at line "
                    f"{trap.span.line}: C reads it as `{parsed}`): the threads meet at these bytes through that "
                    "grouping, so a barrier or an atomic would hide the mistake rather than fix it")
    return None


def writer_fix(unit: Any, race: Any, first: Any, second: Any) -> str | None:
    """The fix when threads of a block, chosen by their index alone (no test of data of their own), store to
    one location (its address the same in every thread of the block, not every block's global location): one
    value the same in every thread (a uniform value or a call's: `r = 0; r = rng.next()`) is "let one thread
    write it, then a barrier"; each thread's own value stored by one plain `=` (`out[blockIdx.x] = sum`) is a
    reduction: "reduce in the block, then one store". Else None."""
    if race.kind != "race" or race.cross_block:
        return None
    accs = [first.acc, second.acc]
    for acc in accs:
        a = acc.access
        if acc.atomic or a.op != "store" or a.addr is None or T.thread_dependent(a.addr) or not a.path_known:
            return None  # NOTE: a path is known where its tests are of the thread's index or of block-uniform data
    a1, a2 = accs[0].access, accs[1].access
    if race.space == "global" and across_blocks(race, a1, a2):
        return None  # NOTE: one location of every block: no barrier orders the blocks (no_barrier_fix)
    source = unit.tu.source or unit.text or ""
    where = _text(source, a2.node)
    func = _function(unit, a2.node)
    if all(acc.value is not None and not acc.value.thread for acc in accs):
        return (f"the threads write `{where}` with a value computed the same way in each (no thread index in it): "
                "let one thread compute and write it (`if (threadIdx.x == 0) { ... }`), then `__syncthreads()` "
                "before the threads read it (a call whose result is stored, a random generator's, is then made "
                "once too)")
    assign = _plain_store(func, a2.node) if a1.node is a2.node else None
    if assign is not None:
        value = _text(source, assign.value)
        return (f"the threads store each its own `{value}` to `{where}`, and one value survives: reduce the block's "
                f"values first (warp shuffles and a shared-memory step, or `cub::BlockReduce`), then let one thread "
                f"store the result (`if (threadIdx.x == 0) {where} = total;`)")
    return None


def one_statement_fix(unit: Any, a1: Any, a2: Any, step: Any = None, sync: str = "__syncwarp()") -> str | None:
    """The fix of lanes of one warp whose steps read and write the array in one statement (`vmem[tid] +=
    vmem[tid + 16]`, the statement of either access, or `step`): no `__syncwarp()` can go between a step's read
    and its write, so each step reads into a register first (the Programming Guide's form), or the reduction
    moves to shuffles; `sync`: the call with the mask of the lanes that run the step. None for steps of two statements."""
    from analyzer.cuda.written import expanded_from
    func = _function(unit, a2.node)
    source = unit.tu.source or unit.text or ""
    for store in (a1, a2):
        assign = step or (_assignment(func, store.node) if func is not None and store.op == "store" else None)
        if assign is None or not any(isinstance(n, ast.Index) and _root_name(n) == _root_name(assign.target)
                                     for n in iter_nodes(assign.value)):
            continue
        target, value = _text(source, assign.target, unit), _text(source, assign.value, unit)
        if assign.op != "=":
            value = f"{target} {assign.op[:-1]} {value}"
        kind = store.type_name if store.type_name.replace("unsigned ", "").isidentifier() else "auto"
        macro = expanded_from(unit, assign)
        where = f"line {assign.span.line}" + (f", in {macro}" if macro else "")
        return (f"a step reads and writes `{_root_name(assign.target)}` in one statement ({where}): "
                f"no `__syncwarp()` can go between its read and its write; in each step read into a register, then "
                f"sync before and after the write: `{kind} v = {value}; {sync}; {target} = v; {sync};`, "
                f"or reduce in registers with `__shfl_down_sync`")
    return None


def same_finding(unit: Any, race: Any, what: str, launch: str) -> tuple[str, str]:
    """(message, fix) of a write of the same value by every racing thread (race/samevalue.py): a note."""
    a = race.witness.first.acc.access
    assign = _plain_store(_function(unit, a.node), a.node)
    source = unit.tu.source or unit.text or ""
    value = _text(source, assign.value) if assign is not None else "the value"
    axes = race.same.split(", ")
    keep = " && ".join(f"{axis} == 0" for axis in axes)
    fix = (f"let one thread store it: `if ({keep}) {_text(source, a.node)} = {value};` (the value is computed "
           f"the same in each of them)")
    if a.addr is not None and any(("t", axis[-1]) in T.leaves(a.addr) for axis in axes):  # NOTE: strips overlap
        fix = ("nothing is lost; to drop the repeated stores, make the threads' ranges of elements disjoint so that "
               "each element is stored by one thread")
    # NOTE: a store a thread-index test picks in every block (race/perblock.picked_in_every_block)
    blocks, fix = every_block(a.path, keep) if all(axis.startswith("blockIdx") for axis in axes) else ("", fix)
    return (f"write-write race {launch}: {what}, but every thread that writes there stores the same value: "
            f"`{value}` depends on the threads only through what the address also uses, and reads only memory "
            f"that no thread writes while it is read, so no update is lost; the stores of all but one of the "
            f"threads that differ in {' and '.join(f'`{x}`' for x in axes)} are redundant{blocks}", fix)


def shape(unit: Any, store: Any) -> str:
    """The atomic (or the two-pass scheme) that does what the write does."""
    source = unit.tu.source or unit.text or ""
    node = store.node
    where = _text(source, node)
    func = _function(unit, node)
    assign = _assignment(func, node) if func is not None else None
    if (got := update_call(unit, node, store.type_name)) is not None and got[0] in ("atomicAdd", "atomicSub"):
        return ordered(got[0], store.type_name, where) if missing((got[0],), store.type_name) else (
            f"make the update one atomic operation, `{got[1]}`, or add up a partial per block first and let one "
            "thread of each block do the atomic")
    value = _text(source, assign.value) if assign is not None and assign.op == "=" else "v"
    own = _from_itself(source, func, assign.value, where) if assign is not None and assign.op == "=" else None
    if own is not None:
        # NOTE: `old = *c; nv = old + 1; *c = nv;`: a read-modify-write spelt through locals, not a result slot
        op, amount = own
        addr = where[1:] if where.startswith("*") and where[1:].isidentifier() else f"&{where}"
        if op:
            no_sub = overload("atomicSub", store.type_name) is False  # NOTE: as the `-=` spelling above decides
            negative = f"-{amount}" if all(c.isalnum() or c in "_.[]" for c in amount) else f"-({amount})"
            call = f"atomicAdd({addr}, {negative})" if op == "-" and no_sub else \
                f"{'atomicSub' if op == '-' else 'atomicAdd'}({addr}, {amount})"
            how = f"`{call}` (it returns the value read, if the code needs it)"
            if missing((call.split("(")[0],), store.type_name):
                return ordered(call.split("(")[0], store.type_name, where)
        else:
            how = ("the built-in atomic that does it (`atomicAnd`, `atomicOr`, `atomicMax`, ...) or an `atomicCAS` loop "
                   "that retries until the slot still holds the value it read")
        return (f"the value written to `{where}` is computed from the value read there: make the read and the write "
                f"one atomic read-modify-write, {how}; keeping one result (`atomicExch`) would keep the lost updates")
    if assign is not None and assign.op == "=":
        for cond, then in _conditions(func, node):
            name = _compared(source, cond, where, value) if then else None
            gone = missing((name or "atomicCAS",), store.type_name)  # NOTE: no atomicMin of a float, no CAS of one
            if gone and (name is not None or _root_name(node) in _names(cond)):
                return ordered(gone, store.type_name, where)
            if name is not None:
                return (f"`{name}(&{where}, {value})` does the test and the write in one step (two threads that "
                        "both pass the test store in either order: the wrong one may win)")
            if _root_name(node) in _names(cond):
                return (f"claim the slot with `atomicCAS(&{where}, EMPTY, {value})` (the test and the write in one "
                        "step; if it returns another value the slot was taken: try the next one), or count the "
                        "results with `atomicAdd` and write the slot its return value indexes")
        return keep_one(where, value, store.type_name)
    return ("give each block its own partial (index it by `blockIdx.x`) and combine the partials in a second pass "
            "(a second kernel), or make the update atomic")


def _from_itself(source: str, func: Any, expr: Any, where: str) -> tuple[str, str] | None:
    """("+" or "-", the amount) when `expr`, the value stored to `where`, adds to or takes from the value read at
    `where`, following locals defined once (`old = *c; nv = old + 1;`); ("", "") when it is computed from that
    value another way (`old * 2`); None when it does not read `where`."""
    e = expr
    for _ in range(4):
        init = _definition(func, e.id) if isinstance(e, ast.Name) else None
        if init is None:
            break
        e = init
    if isinstance(e, ast.Binary) and e.op in ("+", "-"):
        left, right = _reads_slot(source, func, e.left, where), _reads_slot(source, func, e.right, where)
        if left and not right:
            return e.op, _text(source, e.right)
        if right and not left and e.op == "+":
            return "+", _text(source, e.left)
    return ("", "") if _reads_slot(source, func, expr, where) else None


def _reads_slot(source: str, func: Any, expr: Any, where: str, depth: int = 0) -> bool:
    """`expr` reads `where` (its text), itself or through locals defined once."""
    for n in iter_nodes(expr):
        if isinstance(n, (ast.Index, ast.Unary, ast.Member, ast.Name)) and _text(source, n) == where:
            return True
        if isinstance(n, ast.Name) and depth < 4:
            init = _definition(func, n.id)
            if init is not None and _reads_slot(source, func, init, where, depth + 1):
                return True
    return False


def _definition(func: Any, name: str) -> Any:
    """The initialiser of the one declaration of local `name` in `func`, when nothing assigns it later, or None."""
    from analyzer.cuda.model.rounding import one_definitions

    found = one_definitions(iter_nodes(func.body)).get(name) if func is not None else None
    return found.init if found is not None else None


def _plain_store(func: Any, node: Any) -> Any:
    """The plain `=` of `func` that stores to `node` a value not read from the stored array, or None: no `++`,
    no `r[0] = r[0] + v` (a read-modify-write written out; `r[1] = atomicExch(r, v)` is a plain store)."""
    assign = _assignment(func, node) if func is not None else None
    if assign is None or assign.op != "=" or _increment(func, node) is not None:
        return None
    return None if _root_name(node) in _plain_names(assign.value) else assign


def _root_name(node: Any) -> str:
    """The name of the array (or variable) an index or member expression starts from, or `?`."""
    while isinstance(node, (ast.Index, ast.Member)):
        node = node.base
    return node.id if isinstance(node, ast.Name) else "?"


def _names(cond: Any) -> set:
    return {n.id for n in _all(cond, ast.Name)}


def _plain_names(expr: Any) -> set:
    """The names `expr` reads outside the arguments of atomic calls (whose return value is one of the values)."""
    from analyzer.cuda.query import callee_name
    atomic = {id(n) for c in _all(expr, ast.Call) if (callee_name(c) or "").startswith("atomic")
              for n in iter_nodes(c)}
    return {n.id for n in _all(expr, ast.Name) if id(n) not in atomic}


def _compared(source: str, cond: Any, where: str, value: str) -> str | None:
    """`atomicMin` for `if (X > v) X = v` (or `v < X`), `atomicMax` for `<`, else None."""
    if not isinstance(cond, ast.Binary) or cond.op not in ("<", ">", "<=", ">="):
        return None
    left, right = _text(source, cond.left), _text(source, cond.right)
    if (left, right) == (where, value):
        return "atomicMin" if cond.op in (">", ">=") else "atomicMax"
    if (left, right) == (value, where):
        return "atomicMin" if cond.op in ("<", "<=") else "atomicMax"
    return None


def _text(source: str, node: Any, unit: Any = None) -> str:
    """The text of `node`; with `unit`, printed where a macro of statements produced it (cuda/written.py)."""
    from analyzer.cuda.written import written
    return written(unit or source, node)


def _function(unit: Any, node: Any) -> Any:
    line = node.span.line
    for f in unit.tu.functions():
        if f.body is not None and f.span.line <= line <= f.span.end_line:
            return f
    return None


def _assignment(func: Any, node: Any) -> Any:
    return next((a for a in _all(func.body, ast.Assign) if a.target is node), None)


def _increment(func: Any, node: Any) -> Any:
    """The `++`/`--` applied to `node`, or None."""
    if func is None:
        return None
    return next((u for u in _all(func.body, ast.Unary) if u.operand is node and u.op in ("++", "--")), None)


def _conditions(func: Any, node: Any) -> list:
    """(condition, whether `node` is in its then-branch) of the `if`s around `node`, innermost first; the
    operands of a `&&` are conditions of their own."""
    found = []
    for s in _all(func.body, ast.If):
        if any(n is node for n in iter_nodes(s.then)):
            found.append((s, True))
        elif s.other is not None and any(n is node for n in iter_nodes(s.other)):
            found.append((s, False))
    found.sort(key=lambda f: (f[0].span.line, f[0].span.column), reverse=True)
    out = []
    for s, then in found:
        stack = [s.cond]
        while stack:
            c = stack.pop()
            if isinstance(c, ast.Binary) and c.op == "&&" and then:
                stack.extend((c.right, c.left))
            else:
                out.append((c, then))
    return out


def _opposite_arms(unit: Any, n1: Any, n2: Any) -> bool:
    """The two nodes lie in the then- and the else-branch of one `if`."""
    if n1 is n2:
        return False
    func = _function(unit, n1)
    if func is None:
        return False
    i1, i2 = id(n1), id(n2)
    return any(i1 in then and i2 in other or i2 in then and i1 in other for then, other in _arms(func))


_ARMS: dict[int, tuple[Any, list]] = {}  # id -> (function, its _arms): the function is held, so no id is reused


def _arms(func: Any) -> list[tuple[set[int], set[int]]]:
    """The ids of the nodes of the two arms of each `if` with an else in `func`: one walk per function,
    whatever number of races asks (the IR is immutable; the last 64 functions are kept)."""
    kept = _ARMS.get(id(func))
    if kept is not None and kept[0] is func:
        return kept[1]

    arms = [({id(n) for n in iter_nodes(s.then)}, {id(n) for n in iter_nodes(s.other)})
            for s in _all(func.body, ast.If) if s.other is not None]
    if len(_ARMS) >= 64:
        _ARMS.clear()
    _ARMS[id(func)] = (func, arms)
    return arms


def _all(root: Any, cls: type) -> list:
    return [n for n in iter_nodes(root) if type(n) is cls]  # NOTE: a walk of its own (nodes_of keeps its roots)
