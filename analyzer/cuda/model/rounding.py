"""Whether a launch's grid is rounded up to whole blocks: its x is a ceiling division of a count by the block's
x (`(n + 255) / 256`, `(n + tpb - 1) / tpb`, `ceil(float(n) / 256)`, `(n + 255) >> 8`, `div_up(n, 256)`,
`n / 256 + (n % 256 != 0)`, `(n - 1) / 256 + 1`), read through the grid variable's one definition in the
launching function.

`grid_elements(...)`: V when the divisor is V >= 2 times the block's x (`(n + 255) / 256` blocks of 64: 4
elements per thread) and the count is not fixed to a multiple of it, else None; `block_elements(...)` the same
of a block whose x is a ceiling division (`<<<1, (n + 1) / 2>>>`: 2).

`grid_rounded(form, block_x)` (`form` the grid's `_division`): True when the count is not fixed by the host (a
run-time value) or is fixed and no multiple of the block, so the last block has threads past the count; False when it
is fixed and a multiple (`ceil(float(N) / 256)` with `#define N (2560 * 2560)`: every thread has an element);
None when the grid is no such division, or its divisor is not the block's x."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import _MIN as _MINS, evaluate
from analyzer.cuda.model.inline import inlined
from analyzer.cuda.query import uncast

_CEILS = frozenset({"ceil", "ceilf", "std::ceil"})
_DIV_UPS = frozenset({"div_up", "divup", "ceil_div", "ceildiv", "cdiv", "idivup", "div_round_up", "divru",
                      "ceil_div_int", "div_ceil"})


def grid_facts(launch: ast.Launch, block: Any, env: Any, reaching: Any, nodes: list, passed: Any = None,
               dims: tuple = ()) -> dict:
    """The launch facts `grid_rounded`, `grid_rounded_y`, `grid_counts`, `grid_elements`, `block_elements` and
    `arg_ceils` (analyzer/cuda/model/kernels.py LaunchInfo), for the launch's evaluated block and its arguments `passed`
    (`dims`: their LaunchInfo.arg_dims, launch_forms.dim_arguments)."""
    block_x, block_y = (block[0], block[1]) if block else (None, None)
    x = _division(launch, block_x, env, reaching, nodes)  # NOTE: read once for grid_rounded and grid_elements
    y = _division(launch, block_y, env, reaching, nodes, 1)
    return {"grid_rounded": grid_rounded(x, block_x),
            "grid_rounded_y": grid_rounded(y, block_y),
            "grid_counts": grid_counts((x, y), (block_x, block_y), passed),
            "grid_elements": grid_elements(x, block_x),
            "block_elements": block_elements(launch, env, reaching, nodes),
            "arg_ceils": ceil_arguments(launch, passed, env, reaching, nodes),
            "grid_floors": floor_dimensions(launch, passed, env, reaching, nodes),
            "block_least": least_block(launch, env, reaching, nodes),
            "block_free": free_block(launch, env, reaching, nodes, passed, dims)}


_MAXES = frozenset({"max", "std::max", "::max", "fmax", "fmaxf", "std::fmax", "umax"})


def least_block(launch: ast.Launch, env: Any, reaching: Any, nodes: list) -> tuple[int, str] | None:
    """LaunchInfo.block_least: (c, the other operand's name) of a block x written `max(c, v)` with a constant c
    and a run-time v (`dim3 block(std::max(1024, h))`): at least c threads whatever v is."""
    if not launch.config or len(launch.config) < 2 or launch.config[1] is None:
        return None
    e = uncast(_component(launch.config[1], launch, reaching, nodes, 0) or ast.Name(launch.span, ""))
    operands = _max_operands(e)
    if operands is None:
        return None
    values = [evaluate(a, env) for a in operands]
    known = [(v, a) for v, a in zip(values, operands) if isinstance(v, int)]
    other = [uncast(a) for v, a in zip(values, operands) if not isinstance(v, int)]
    if len(known) != 1 or len(other) != 1:
        return None
    return known[0][0], other[0].id if type(other[0]) is ast.Name else ""


_CHECKS = frozenset({"<", "<=", ">", ">="})


def free_block(launch: ast.Launch, env: Any, reaching: Any, nodes: list, passed: Any, dims: tuple) -> str:
    """LaunchInfo.block_free: the block x (printed) where it is a run-time value the launch also passes to the
    kernel (`dim3 block(len); k<<<g, block>>>(p, len)`: a count of the data, so the block is as large as the data)
    and nothing bounds it: no call or conditional in it or in the definitions of its locals (`min(len, 256)`), and
    no comparison of those names in the launching function (`if (len > 1024) return;`, `assert(len <= 1024)`).
    `dims`: the arguments' block dimensions (LaunchInfo.arg_dims, as build._launch_info found them)."""
    from analyzer.cuda.query import iter_nodes
    from analyzer.cuda.written import printed

    if not passed or not launch.config or len(launch.config) < 2 or launch.config[1] is None:
        return ""
    e = _component(launch.config[1], launch, reaching, nodes, 0)
    if e is None or evaluate(e, env) is not None or "x" not in dims:
        return ""
    names: set = set()
    todo = [e]
    while todo and len(names) < 16:
        for n in iter_nodes(todo.pop()):
            if type(n) in (ast.Call, ast.Conditional, ast.Index):
                return ""  # NOTE: a clamp (`min`), a choice, a value read from memory: not judged
            if type(n) is ast.Name and n.id not in names:
                names.add(n.id)
                found = reaching.scalar(launch, n.id) if reaching is not None else None
                todo += [found] if found is not None else []
    if not names or compared(names, nodes):
        return ""  # NOTE: a bound the host checks (or a value it compares at all): no claim
    return printed(uncast(e))


def compared(names: set, nodes: list) -> bool:
    """Whether the launching function compares one of `names` (`if (len > 1024) return;`): a bound the host
    checks, or a value it tests at all."""
    return any(type(n) is ast.Binary and n.op in _CHECKS and any(
        type(side) is ast.Name and side.id in names for side in (uncast(n.left), uncast(n.right))) for n in nodes)


def _max_operands(e: Any) -> tuple | None:
    """(a, b) of `max(a, b)`, or of the conditional a max macro expands to (`((a) > (b) ? (a) : (b))`)."""
    if type(e) is ast.Call and type(e.func) is ast.Name and e.func.id in _MAXES and len(e.args) == 2:
        return tuple(e.args)
    if type(e) is ast.Conditional and type(e.cond) is ast.Binary and e.cond.op in (">", ">=", "<", "<="):
        a, b = _same(e.cond.left), _same(e.cond.right)
        then, other = _same(e.then), _same(e.other)
        bigger = (a, b) if e.cond.op in (">", ">=") else (b, a)
        if None not in (a, b) and (then, other) == bigger:
            return e.cond.left, e.cond.right
    return None


def _same(e: Any) -> Any:
    """A name's id or a literal's value, to compare the operands a conditional repeats; None for others."""
    e = uncast(e)
    return ("n", e.id) if type(e) is ast.Name else ("i", e.value) if type(e) is ast.IntLit else None


def floor_dimensions(launch: ast.Launch, passed: Any, env: Any, reaching: Any, nodes: list) -> tuple:
    """LaunchInfo.grid_floors: the grid's x and y that divide a run-time count by a constant d >= 2 without
    rounding up (`M / 4`, `n >> 5`), the count not fixed to a multiple of d; with the index of the argument that
    passes the count, or -1 where the launch does not pass it (`k<<<rows / 4, b>>>(p, len)`), and whether the
    function takes a remainder of the count by a multiple of d (`if (rows % 4) return;`, a tail launch over `rows %
    4`: the host handles what the grid leaves)."""
    if not launch.config or launch.config[0] is None:
        return ()
    out = []
    for k in (0, 1):
        e = uncast(_component(launch.config[0], launch, reaching, nodes, 0, k) or ast.Name(launch.span, ""))
        if type(e) is not ast.Binary or e.op not in ("/", ">>") or _ceil_form(e, env) is not None:
            continue
        d = evaluate(uncast(e.right), env)
        d = (1 << d if isinstance(d, int) and 0 < d < 31 else None) if e.op == ">>" else d
        count = uncast(e.left)
        if not isinstance(d, int) or d < 2 or type(count) is not ast.Name:
            continue
        value = evaluate(count, env, integral=True)
        i = next((i for i, a in enumerate(passed or ()) if a is not None and type(uncast(a)) is ast.Name
                  and uncast(a).id == count.id), None)
        if value is None or value % d:
            local = any(type(n) is ast.Declarator and n.name == count.id for n in nodes)
            out.append((k, d, -1 if i is None else i, e.span.line, count.id, not local,
                        _remainder_taken(count.id, d, env, nodes)))
    return tuple(out)


def _remainder_taken(name: str, d: int, env: Any, nodes: list) -> bool:
    """Whether the function takes `name % K`, K a multiple of `d` (a check that the count is a multiple, or the
    size of a tail it handles apart)."""
    for n in nodes:
        if type(n) is ast.Binary and n.op == "%" and type(uncast(n.left)) is ast.Name and uncast(n.left).id == name:
            k = evaluate(uncast(n.right), env)
            if isinstance(k, int) and k > 0 and k % d == 0:
                return True
    return False


def ceil_arguments(launch: ast.Launch, passed: Any, env: Any, reaching: Any, nodes: list) -> tuple:
    """Per argument: (the index of the argument passing the count, the divisor, the line of the division) where the
    argument's host value is a ceiling division of a count that the launch also passes by a constant
    (`Tc = ceil((float) N / 32); k<<<g, 32>>>(N, Tc)`: (0, 32, its line) for Tc) and the host does not fix the count
    to a multiple of it, else None; () when no argument is one."""
    if not passed:
        return ()
    named = [(uncast(a).id if a is not None and type(uncast(a)) is ast.Name else None) for a in passed]
    out: list = []
    for i, arg in enumerate(passed):
        expr = _component(arg, launch, reaching, nodes, 0) if arg is not None else None
        form = _ceil_form(expr, env) if expr is not None and type(expr) in (ast.Call, ast.Binary) else None
        count = uncast(form[0]) if form is not None else None
        k = named.index(count.id) if type(count) is ast.Name and count.id in named else None
        value = evaluate(count, env, integral=True) if k is not None and k != i else None
        rounded = k is not None and k != i and form[1] > 1 and (value is None or value % form[1] != 0)
        out.append((k, form[1], expr.span.line) if rounded else None)
    return tuple(out) if any(out) else ()


def grid_rounded(form: tuple | None, block_x: int | None) -> bool | None:
    """See the module; `form`: the grid component's `_division` by the block's component `block_x`. A block
    one thread wide in that component is never rounded up: the grid has as many threads there as blocks."""
    if block_x == 1:
        return False
    if form is None or form[1] != block_x:
        return None
    return form[2]


def grid_counts(forms: tuple, block: tuple, passed: Any) -> tuple:
    """LaunchInfo.grid_counts: (the component 0/1, the index of the argument passing the count) of each grid
    component rounded up to whole blocks from a count the launch also passes (`dim3 grid((n + 31) / 32)` with
    `k<<<grid, 32>>>(.., n)`): the kernel covers the indices below that argument there."""
    out = []
    for k, (form, size) in enumerate(zip(forms, block)):
        count = uncast(form[0]) if form is not None and form[1] == size and form[2] else None
        if type(count) is ast.Name:
            i = next((i for i, a in enumerate(passed or ()) if a is not None and type(uncast(a)) is ast.Name
                      and uncast(a).id == count.id), None)
            out += [(k, i)] if i is not None else []
    return tuple(out)


def grid_elements(form: tuple | None, block_x: int | None) -> int | None:
    """V of a grid that divides a count by V times the block's x (`(n + 255) / 256` blocks of 64: 4 elements per
    thread), V >= 2, when the last block has threads whose elements are past the count; else None. `form`: the
    grid's x's `_division`."""
    if form is None or form[1] == block_x or form[1] % block_x or not form[2]:
        return None
    return form[1] // block_x


def block_elements(launch: ast.Launch, env: Any, reaching: Any, nodes: list) -> int | None:
    """V of a block whose x is a ceiling division of a count by V >= 2 (`(n + 1) / 2`: 2 elements per thread),
    when the count is not fixed to a multiple of V; else None."""
    if not launch.config or len(launch.config) < 2 or launch.config[1] is None:
        return None
    expr = _component(launch.config[1], launch, reaching, nodes, 0)
    form = _ceil_form(expr, env) if expr is not None else None
    if form is None or form[1] < 2:
        return None
    value = evaluate(uncast(form[0]), env, integral=True)
    return form[1] if value is None or value % form[1] else None


def _division(launch: ast.Launch, block_x: Any, env: Any, reaching: Any, nodes: list, k: int = 0) -> tuple | None:
    """(the count, the divisor, whether the count is not fixed to a multiple of it) of the grid's x (k = 1: y)."""
    if not isinstance(block_x, int) or block_x <= 1 or not launch.config:
        return None
    expr = _component(launch.config[0], launch, reaching, nodes, 0, k)
    form = _ceil_form(expr, env) if expr is not None else None
    if form is None:
        return None
    count, divisor = form
    value = evaluate(uncast(count), env, integral=True)
    if value is None:  # NOTE: imported at the first count the host's values leave open
        from analyzer.cuda.model.rounding_guard import multiple_always, multiple_on_branch
    if value is None and (multiple_on_branch(launch, count, divisor, env, reaching,
                                             lambda name: _one_definition(name, nodes), nodes)
                          or multiple_always(count, divisor, env, nodes)):
        return count, divisor, False  # NOTE: launched only where `count % divisor == 0` (rounding_guard)
    return count, divisor, value is None or value % divisor != 0


def _component(e: Any, launch: ast.Launch, reaching: Any, nodes: list, depth: int, k: int = 0) -> Any:
    """The expression of the grid's x (component k): through a dim3 constructor, a brace list, and a variable's
    one definition (a declaration with nothing assigning the name again); None for a y of a plain integer."""
    if depth > 4:
        return None
    e = uncast(e) if not (type(e) is ast.Cast and e.type.base.endswith("dim3")) else e
    cls = type(e)
    if cls is ast.Cast and e.type.base.endswith("dim3"):
        inner = e.expr
        parts = inner.exprs if type(inner) is ast.Comma else inner.items if type(inner) is ast.InitList else [inner]
        return _component(parts[k], launch, reaching, nodes, depth + 1) if len(parts) > k else None
    if cls is ast.Call and type(e.func) is ast.Name and e.func.id.endswith("dim3"):
        return _component(e.args[k], launch, reaching, nodes, depth + 1) if len(e.args) > k else None
    if cls is ast.InitList:
        return _component(e.items[k], launch, reaching, nodes, depth + 1) if len(e.items) > k else None
    if cls is ast.Name:
        found = reaching.value(launch, e.id) if reaching is not None else None
        if found is None:
            found = _one_definition(e.id, nodes)
        if isinstance(found, ast.Declarator):
            if found.init is not None:
                return _component(found.init, launch, reaching, nodes, depth + 1, k)
            args = found.ctor_args
            return _component(args[k], launch, reaching, nodes, depth + 1) if args and len(args) > k else None
        if found is None:
            return e if k == 0 else None  # NOTE: a parameter, or a name written more than once: itself
        return _component(found, launch, reaching, nodes, depth + 1, k)
    return e if k == 0 else None


_DEFINITIONS: list = [None, {}]  # NOTE: the last function's nodes and its index: one walk for all its launches


def _one_definition(name: str, nodes: list) -> Any:
    """The declarator of local `name` when it is declared once and never assigned again."""
    if _DEFINITIONS[0] is not nodes:
        _DEFINITIONS[:] = [nodes, one_definitions(nodes)]
    return _DEFINITIONS[1].get(name)


def one_definitions(nodes: Any) -> dict[str, Any]:
    """{name: its one declarator, or None (declared twice, assigned, incremented, address taken)} of the locals
    declared or written in `nodes` (a body's nodes); also KL110's single-assignment locals (analysis/bounds_vector)."""
    index: dict[str, Any] = {}
    for n in nodes:
        cls = type(n)
        if cls is ast.Declarator:
            index[n.name] = None if n.name in index else n
        elif cls is ast.Assign and type(n.target) is ast.Name:
            index[n.target.id] = None
        elif cls is ast.Unary and n.op in ("++", "--", "&") and type(n.operand) is ast.Name:
            index[n.operand.id] = None
    return index


def _ceil_form(e: Any, env: Any, depth: int = 0) -> tuple[Any, int] | None:
    """(the count, the divisor) of a ceiling division, or None: also through a one-return helper (inline.py) and
    under a cap, `min(ceil, 65535)` (the grid is the ceiling for every count up to the cap's blocks)."""
    e = uncast(e)
    cls = type(e)
    if cls is ast.Call and type(e.func) is ast.Name:
        if depth < 4 and (body := inlined(e, env)) is not None:  # NOTE: a helper calling itself stops here
            return _ceil_form(body, env, depth + 1)
        name = e.func.id.removeprefix("::")
        if name.split("<")[0] in _MINS and len(e.args) == 2:
            forms = [(_ceil_form(a, env, depth + 1), evaluate(b, env)) for a, b in (e.args, e.args[::-1])]
            capped = [f for f, cap in forms if f is not None and isinstance(cap, int)]
            return capped[0] if len(capped) == 1 else None
        if name in _CEILS and len(e.args) == 1:
            inner = uncast(e.args[0])
            if type(inner) is ast.Binary and inner.op == "/":
                divisor = evaluate(uncast(inner.right), env)
                return (inner.left, divisor) if divisor else None
            return None
        if name.rsplit("::", 1)[-1].lower() in _DIV_UPS and len(e.args) == 2:
            divisor = evaluate(e.args[1], env)
            return (e.args[0], divisor) if divisor else None
        return None
    if cls is not ast.Binary:
        return None
    if e.op == "+" and type(uncast(e.left)) is ast.Binary and uncast(e.left).op == "/":
        quotient = uncast(e.left)  # NOTE: `n / c + (n % c != 0)`: the remainder's test adds the last block
        divisor = evaluate(quotient.right, env)
        if divisor and divisor > 1 and evaluate(uncast(e.right), env) == 1:
            count = _less(quotient.left, -1, env)  # NOTE: `(n - 1) / c + 1`, the ceiling of n / c for n >= 1
            return (count, divisor) if count is not None else None
        if divisor and any(type(n) is ast.Binary and n.op == "%" and evaluate(n.right, env) == divisor
                           for n in _nodes(e.right)):
            return quotient.left, divisor
        return None
    if e.op == "/":
        divisor = evaluate(e.right, env)
    elif e.op == ">>":
        shift = evaluate(e.right, env)
        divisor = 1 << shift if isinstance(shift, int) and 0 < shift < 31 else None
    else:
        return None
    if not divisor or divisor <= 1:
        return None
    count = _less(e.left, divisor - 1, env)
    return (count, divisor) if count is not None else None


def _less(e: Any, k: int, env: Any) -> Any:
    """`e` less a last term (or two) adding up to `k`: the count of `(n + 255)`, `(n + tpb - 1)`; None when
    `e` has no such terms."""
    terms = _terms(e)
    for tail in (1, 2):
        if len(terms) <= tail:
            break
        values = [evaluate(t, env) for _, t in terms[-tail:]]
        if None in values:
            continue
        if sum(s * v for (s, _), v in zip(terms[-tail:], values)) == k:
            rest = terms[:-tail]
            if len(rest) == 1 and rest[0][0] == 1:
                return rest[0][1]
            node = uncast(e)  # NOTE: `(N2 - N1 - 1) / B + 1`: the count `N2 - N1`, the chain's left part
            for _ in range(tail):
                node = uncast(node.left) if type(node) is ast.Binary and node.op in ("+", "-") else None
            if node is not None and rest[0][0] == 1 and _terms(node) == rest:
                return node
    return None


def _terms(e: Any) -> list[tuple[int, Any]]:
    """The (sign, term) of a sum, left to right."""
    terms: list[tuple[int, Any]] = []
    stack = [(1, uncast(e))]
    while stack:
        sign, n = stack.pop()
        if type(n) is ast.Binary and n.op in ("+", "-"):
            stack.append((sign if n.op == "+" else -sign, uncast(n.right)))
            stack.append((sign, uncast(n.left)))
        else:
            terms.append((sign, n))
    return terms


def _nodes(e: Any) -> list:
    from analyzer.cuda.query import iter_nodes

    return list(iter_nodes(e))
