"""Per-thread arrays written at a run-time index that are too large for registers (KL210's second finding): a
store at an index the compiler cannot make constant (`found[c++] = k`, `c` counted under a data-dependent test)
keeps every element live and addressable, so the array is either all registers (a select per element at each
store) or memory; with more 32-bit words than a thread has registers it cannot be registers, and ptxas gives it a
stack frame of its whole size in local memory (nvcc 13, sm_90: a 256-int array 1024 bytes, a 1000-int one 4000;
fixtures/rules/KL210). Smaller arrays are not judged: nvcc turns a run-time store into selects or forwards a load
in many of them (fixtures/local/dynamic_index.cu), so no claim about them is certain from the source. Except
(`loop_indexed`, of any size): stored and read at the counter of loops of uncapped run-time trip count, where no
unrolling makes an index constant."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast


def runtime_written(func: ast.Function, decl: ast.Declarator, env: Any, limit: int) -> tuple[ast.Assign, int] | None:
    """(a store of `decl`, the array's bytes) when the automatic array `decl` of `func` has more 32-bit words than
    `limit` (a thread's registers), is stored at a run-time index and read at an index no store uses (a read that
    the store cannot forward); None otherwise."""
    from analyzer.analysis.kept_arrays import array_bytes
    from analyzer.cuda.query import walk

    size = array_bytes(decl, env)
    if size is None or size <= 4 * limit:
        return None
    stores: list[tuple[Any, tuple]] = []
    reads: list[tuple[Any, tuple]] = []
    for node, parents in walk(func.body):
        if type(node) is not ast.Index or not parents or type(node.base) is not ast.Name or node.base.id != decl.name:
            continue
        parent = parents[-1]
        if type(parent) is ast.Assign and parent.target is node:
            stores.append((parent, parents))
        elif type(parent) is ast.Unary and parent.op in ("++", "--"):
            stores.append((parent, parents))  # NOTE: its read is of the value it stores over: forwarded
        else:
            reads.append((node, parents))
    runtime = [(s, parents) for s, parents in stores if _runtime(_target(s).index, parents, env)]
    if not runtime:
        return None
    # NOTE: a read at the index just stored at, in the same block (`v[p] = x; y = v[p];`), can take the stored value
    written = {(_key(_target(s).index), id(_block(parents))) for s, parents in runtime}
    if all((_key(r.index), id(_block(parents))) in written for r, parents in reads):
        return None
    return runtime[0][0], size


_STATEMENTS = (ast.If, ast.For, ast.While, ast.DoWhile, ast.Switch)


def _block(parents: tuple) -> Any:
    """The innermost straight-line run a node is in: its block (statement list), or the part of the innermost
    `if`, loop or `switch` it is in when that comes first (a brace-less body: `for (...) a[j] = x;` and a later
    `for (...) y = a[j];` are two runs, not one block)."""
    for i in range(len(parents) - 1, -1, -1):
        if type(parents[i]) is ast.Block:
            return parents[i]
        if type(parents[i]) in _STATEMENTS:
            return parents[i + 1] if i + 1 < len(parents) else parents[i]
    return None


def _target(store: Any) -> ast.Index:
    return store.target if type(store) is ast.Assign else store.operand


def _key(index: Any) -> Any:
    """An index as written, positions left out (`found[c]` here and `found[c]` there are one index)."""
    from analyzer.cuda.query import iter_nodes

    return tuple((type(n).__name__, getattr(n, "id", None), getattr(n, "op", None), getattr(n, "value", None))
                 for n in iter_nodes(index))


def _runtime(index: Any, parents: tuple, env: Any) -> bool:
    """An index the compiler cannot make a constant: not one, nor made only of constants and the counters of the
    enclosing counted loops of constant trip count (which unrolling turns into constants)."""
    from analyzer.analysis.trips import counted_parts, counted_trips
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.query import iter_nodes

    if isinstance(evaluate(index, env), int):
        return False
    counters = set()
    for p in parents:
        parts = counted_parts(p) if type(p) is ast.For else None
        if parts is not None and counted_trips(p, lambda e: evaluate(e, env)) is not None:
            counters.add(parts[0])
    for n in iter_nodes(index):
        if type(n) is ast.Name and n.id not in counters and not isinstance(evaluate(n, env), int):
            return True
        if type(n) in (ast.Call, ast.Index) or type(n) is ast.Unary and n.op in ("++", "--", "*"):
            return True
        if type(n) is ast.Member:
            return True  # NOTE: threadIdx.x, a field: a value of the run
    return False


def loop_indexed(func: ast.Function, decl: ast.Declarator, env: Any, shared: dict | None = None
                 ) -> tuple[Any, Any, int] | None:
    """(a store, a read, the array's bytes) when the automatic array `decl`, of any size, is stored and read at
    indices that step with the counter of a loop the compiler cannot unroll completely: a counted loop (`for (j =
    a; j < b; ++j)`) whose bound is a run-time value with nothing capping it (no constant, no call or conditional
    such as `min(n, 4)`, no second test, no `break` or `return` out of it). Each iteration then reaches another
    element, so no element is a constant after unrolling and the array cannot be registers: ptxas gives it a stack
    frame of its whole size (nvcc 13, sm_90: `half qb[128]` written and read under `j < head`, 256 bytes; a `float
    a[2]`, 8; fixtures/rules/KL210/bad_loop_indexed_array.cu). A read at the index just stored in the same block is
    forwarded, and an index that wraps the counter (`a[k % 8]`: unrolled by 8, constants) is not one; the same
    loops with constant trip counts unroll into constant indices (registers). `shared`: the check's cache, which
    keeps the function's walk (_indexed) for each of its arrays."""
    from analyzer.analysis.kept_arrays import array_bytes

    size = array_bytes(decl, env)
    if size is None:
        return None
    defs, by_root = _indexed(func, shared if shared is not None else {})
    stores: list = []
    reads: list = []
    for node, parents in by_root.get(decl.name, ()):
        if not any(_steps_with(node.index, p, env, defs) for p in parents if type(p) is ast.For):
            continue
        parent = parents[-1]
        store = (type(parent) is ast.Assign and parent.target is node) or (
            type(parent) is ast.Unary and parent.op in ("++", "--"))
        (stores if store else reads).append((node, parents))
    if not stores:
        return None
    written = {(_key(s.index), id(_block(parents))) for s, parents in stores}
    late = [(r, parents) for r, parents in reads if (_key(r.index), id(_block(parents))) not in written]
    return (stores[0][0], late[0][0], size) if late else None


def _indexed(func: ast.Function, shared: dict) -> tuple[dict, dict[str, list]]:
    """The single definitions of `func`'s body (rounding.one_definitions; its template parameters none) and its
    subscripts of a name, (node, parents) by that name: one walk of the body, kept in `shared` by the function."""
    from analyzer.cuda.model.rounding import one_definitions
    from analyzer.cuda.query import iter_nodes, walk

    key = ("local_arrays.indexed", id(func))
    got = shared.get(key)
    if got is None or got[0] is not func:
        defs = one_definitions(iter_nodes(func.body))
        for param in func.template_params or ():  # NOTE: a template parameter is a constant of each instantiation
            defs[param.name] = None
        by_root: dict[str, list] = {}
        for node, parents in walk(func.body):
            if type(node) is ast.Index and parents and type(node.base) is ast.Name:
                by_root.setdefault(node.base.id, []).append((node, parents))
        got = shared[key] = (func, defs, by_root)
    return got[1], got[2]


_WRAPS = frozenset({"%", "&", "|", "^", ">>", "<<", "/"})


def _steps_with(index: Any, loop: ast.For, env: Any, defs: dict) -> bool:
    """Whether `index` moves with the counter of `loop`, a loop of run-time trip count nothing caps (see
    loop_indexed), only through `+`, `-` and `*` (an affine index: a new element each iteration)."""
    from analyzer.analysis.trips import counted_parts, counted_trips
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.query import iter_nodes, mentions

    parts = counted_parts(loop)
    if parts is None or counted_trips(loop, lambda e: evaluate(e, env)) is not None:
        return False
    counter, _, bound = parts
    if not mentions(index, counter) or not _affine(index, counter) or not _uncapped(bound, env, defs):
        return False
    step = loop.step
    if not (type(step) is ast.Unary and step.op in ("++", "--") or type(step) is ast.Assign and step.op in ("+=", "-=")
            and isinstance(evaluate(step.value, env), int)):
        return False
    return not any(type(n) is ast.Jump and n.kind in ("break", "return", "goto") for n in iter_nodes(loop.body))


def _affine(e: Any, counter: str) -> bool:
    """The counter reaches `e` only through `+`, `-`, `*`, unary minus and casts."""
    from analyzer.cuda.query import iter_nodes, mentions

    for n in iter_nodes(e):
        if type(n) is ast.Binary and n.op in _WRAPS or type(n) in (ast.Call, ast.Index, ast.Conditional):
            if mentions(n, counter):
                return False
    return True


def _uncapped(bound: Any, env: Any, defs: dict, depth: int = 0) -> bool:
    """A bound that is a run-time value with no cap in it: names, members and arithmetic, no call (`min(n, 4)`),
    conditional, comparison or load; a local declared once and never written again is read through its
    initialiser, and one written more than once (`if (m > 4) m = 4;`) may be capped: not judged, nor a template
    parameter or a qualified name (constants of the instantiation)."""
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.query import iter_nodes

    if depth > 4 or isinstance(evaluate(bound, env), int):
        return False
    for n in iter_nodes(bound):
        if type(n) in (ast.Call, ast.Conditional, ast.Index) or type(n) is ast.Binary and n.op in (
                "&&", "||", "<", "<=", ">", ">=", "==", "!="):
            return False
        if type(n) is ast.Name and "::" in n.id:
            return False  # NOTE: a class's static member (`Traits::N`): a compile-time constant, likely
        if type(n) is ast.Name and n.id in defs:
            d = defs[n.id]
            if d is None or d.init is None or not _uncapped(d.init, env, defs, depth + 1):
                return False
    return True


_RESERVE = ("atomicAdd", "atomicAdd_block", "atomicAdd_system")


def reservation(func: ast.Function, decl: ast.Declarator, store: Any) -> ast.Call | None:
    """The call that reserves the array's results a run of the output, given the count (`start = atomicAdd(cursor,
    cnt)`, or a helper's `dst = pool.alloc(idx, cnt)`, cnt a name of the run-time store's index, `found[cnt++] = j`,
    its result kept) where the array is read after it (copied out to the run): the slot is known only after the
    count, so the results cannot be written as they are found; None otherwise."""
    from analyzer.cuda.query import array_root, callee_name, iter_nodes

    counters = {n.id for n in iter_nodes(_target(store).index) if type(n) is ast.Name}
    at = lambda n: (n.span.line, n.span.column)  # noqa: E731
    nodes = list(iter_nodes(func.body))
    kept = [v for n in nodes for v in ((n.init,) if type(n) is ast.Declarator else (n.value,) if
            type(n) is ast.Assign and array_root(n.target) != decl.name else ()) if v is not None]  # NOTE: not
    # `buf[0] = uint8(len & 0xff)`, a value stored into the array itself (a cast of a type not seen is a call)
    last = max((at(n) for n in nodes if type(n) is ast.Index and type(n.base) is ast.Name and n.base.id == decl.name),
               default=None)  # NOTE: the array's last access: a reservation comes before it (the copy-out)
    found = [c for v in kept for c in iter_nodes(v) if type(c) is ast.Call and at(store) < at(c) < (last or at(c))
             and any(counters & {n.id for n in iter_nodes(a) if type(n) is ast.Name} for a in c.args)]
    found.sort(key=lambda c: (callee_name(c) not in _RESERVE, at(c)))  # NOTE: the atomic first, else a helper
    return found[0] if found else None
