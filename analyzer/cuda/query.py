"""The one query module over the IR of analyzer/cuda/ast.py: walking, names, built-ins, calls, dispatch by node class.

Used by the model, the analyses and the checks alike. All walks are iterative (the IR of real code can be a
few hundred levels deep): `iter_nodes` is the fast pre-order walk (no parent chains), `walk` yields each
node with its parents (`under_ifs` only the `if`s around each node of one class), `nodes` is the plain walk over
every IR field.
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import attrgetter
from typing import Any

from analyzer.cuda import ast
from analyzer.diagnostics import Span

# CUDA built-in index variables and their HIP spellings (hipThreadIdx_x ...).
BUILTIN_VECTORS = ("threadIdx", "blockIdx", "blockDim", "gridDim")
_HIP = {"hipThreadIdx": "threadIdx", "hipBlockIdx": "blockIdx", "hipBlockDim": "blockDim", "hipGridDim": "gridDim"}

_NODE_FIELDS: dict[type, tuple[str, ...]] = {}
# NOTE: the IR's node classes (TypeRef is a leaf for walking purposes; Span is not an ast class).
_NODE_TYPES = ast.NODE_TYPES - {ast.TypeRef}


def _fields(cls: type) -> tuple[str, ...]:
    names = _NODE_FIELDS.get(cls)
    if names is None:
        names = tuple(n for n in getattr(cls, "__slots__", ()) if n not in ("span", "type", "text", "op"))
        _NODE_FIELDS[cls] = names
    return names


_WALK_PLANS: dict[type, tuple] = {}


def _walk_plan(cls: type) -> tuple:
    """(one getter of every child field, in reverse field order, returning a tuple; or None when the class
    has no child field)."""
    names = _fields(cls)[::-1]
    if not names:
        plan: tuple = (None,)
    elif len(names) == 1:
        # NOTE: attrgetter of one name returns the value itself; the class rides along to make it a pair
        plan = (attrgetter(names[0], "__class__"),)
    else:
        plan = (attrgetter(*names),)
    _WALK_PLANS[cls] = plan
    return plan


def child_getter(cls: type):
    """For a walk of its own (host/events.py): the getter of every child field of class `cls`, in reverse field
    order, returning a tuple whose items are nodes, tuples of nodes or anything else (skipped); None when
    the class has no child field. iter_nodes' own plan."""
    return (_WALK_PLANS.get(cls) or _walk_plan(cls))[0]


PUSHERS: dict[type, Any] = {}  # class -> its `pusher` step, made once; walks of their own look it up first


def pusher(cls: type) -> Any:
    """iter_nodes' step for class `cls`: a function (node, push) that pushes the node's children, fields in reverse
    order and tuples reversed, so that the first child is popped first (pre-order); None for a class without
    children. NOTE: written out per class (its fields read by name, one test each): a third faster per node than
    a getter of every field and a loop over its values, and iter_nodes walks a few million nodes over a tree."""
    names = _fields(cls)[::-1]
    if not names:
        PUSHERS[cls] = None
        return None
    lines = ["def make(node_types):", "    def push_children(n, push):"]
    for name in names:
        lines += [f"        v = n.{name}", "        if type(v) is tuple:", "            for w in reversed(v):",
                  "                if type(w) in node_types:", "                    push(w)",
                  "        elif type(v) in node_types:", "            push(v)"]
    lines.append("    return push_children")
    from analyzer.codecache import compiled

    namespace: dict[str, Any] = {}
    # NOTE: the code kept between runs (analyzer/codecache.py): compiling the ~30 steps a one-file check meets
    # was ~1 % of it
    exec(compiled("\n".join(lines), "exec"), namespace)  # noqa: S102 - our own text, from the IR's field names
    step = PUSHERS[cls] = namespace["make"](_NODE_TYPES)
    return step


def iter_nodes(root: Any) -> Iterator[Any]:
    """Every IR node under `root` (pre-order, root included), iteratively: deep nesting cannot overflow."""
    if root is None:
        return
    stack = [root]
    pushers = PUSHERS
    pop, push = stack.pop, stack.append
    while stack:
        node = pop()
        yield node
        cls = type(node)
        step = pushers[cls] if cls in pushers else pusher(cls)
        if step is not None:
            step(node, push)


def nodes_of(root: Any, cls: type) -> list[Any]:
    """The nodes of exactly class `cls` under `root`, in iter_nodes' pre-order: from `by_class`'s grouping, one
    walk shared by every query of the same root (the checks of one file that scan the unit for one kind of node,
    KL104 and KL105; the analyses that scan a function body)."""
    return by_class(root).get(cls, [])


def _grouped(root: Any) -> dict[type, list[Any]]:
    """Every node under `root` by exact class, each class's in iter_nodes' pre-order."""
    groups: dict[type, list[Any]] = {}
    for node in iter_nodes(root):
        kind = type(node)
        found = groups.get(kind)
        if found is None:
            groups[kind] = [node]
        else:
            found.append(node)
    return groups


_BY_CLASS: dict[int, tuple[Any, dict[type, list[Any]]]] = {}  # id(root) -> (root, its nodes by class)


def by_class(root: Any) -> dict[type, list[Any]]:
    """The nodes under `root` grouped by exact class (the IR has no subclasses, so a group is every node that is an
    instance of it), each group in iter_nodes' pre-order.

    NOTE: one walk for the analyses that each scan a kernel's body for a few kinds of node (launch facts: the
    thread-index axes, shared extents, index aliases; the memory interpreter's pointer stores); kept for the last
    64 roots, each entry holding its root, so an id is never reused while it is kept. The IR is immutable."""
    kept = _BY_CLASS.get(id(root))
    if kept is not None and kept[0] is root:
        return kept[1]
    groups = _grouped(root)
    if len(_BY_CLASS) >= 64:
        _BY_CLASS.clear()
    _BY_CLASS[id(root)] = (root, groups)
    return groups


_LOOPS = (ast.For, ast.While, ast.DoWhile)
_AROUND: dict[int, tuple[Any, dict[int, tuple[Any, ...]]]] = {}  # id(root) -> (root, id(node) -> its loops)


def loops_around(root: Any) -> dict[int, tuple[Any, ...]]:
    """id(node) -> the loops under `root` whose body holds the node (outermost first), for every node under `root`
    inside a loop's body (a loop's init, condition and step are outside it; a loop does not hold itself).

    NOTE: one walk answers every `cost.enclosing_loops` query on a function (KL201, KL401, KL402 and their analyses
    ask it per branch and per access: a walk of the function per query was); kept for the last 64 roots, each entry
    holding its root, so an id is never reused while it is kept. The IR is immutable."""
    kept = _AROUND.get(id(root))
    if kept is not None and kept[0] is root:
        return kept[1]
    found: dict[int, tuple[Any, ...]] = {}
    stack: list[tuple[Any, tuple[Any, ...]]] = [(root, ())] if root is not None else []
    pushers = PUSHERS
    while stack:
        node, loops = stack.pop()
        if loops:
            found[id(node)] = loops if id(node) not in found else _union(found[id(node)], loops)
        cls = type(node)
        step = pushers[cls] if cls in pushers else pusher(cls)
        if step is None:
            continue
        kids: list[Any] = []
        step(node, kids.append)  # NOTE: last child first, as the stack wants them (iter_nodes' pre-order)
        if cls in _LOOPS:
            inner = loops + (node,)
            stack.extend([(child, inner if child is node.body else loops) for child in kids])
        else:
            stack.extend([(child, loops) for child in kids])
    if len(_AROUND) >= 64:
        _AROUND.clear()
    _AROUND[id(root)] = (root, found)
    return found


def _union(first: tuple[Any, ...], more: tuple[Any, ...]) -> tuple[Any, ...]:
    """The loops of a node met twice under one root (never in a parsed tree), in the order first met."""
    return first + tuple(loop for loop in more if not any(loop is x for x in first))


def is_node(value: Any) -> bool:
    """An IR node (TypeRef and Span excluded: they hold no sub-expressions)."""
    return type(value) in _NODE_TYPES


def children(node: Any) -> list[Any]:
    """Direct IR children of `node`, in field order (tuples flattened, None skipped)."""
    cls = type(node)
    step = PUSHERS[cls] if cls in PUSHERS else pusher(cls)  # NOTE: iter_nodes' step, reversed back
    if step is None:
        return []
    out: list[Any] = []
    step(node, out.append)
    out.reverse()
    return out


def under_ifs(root: Any, cls: type) -> Iterator[tuple[Any, tuple[tuple[Any, Any], ...]]]:
    """Every node of exactly class `cls` under `root`, in pre-order, with the `if` statements around it: (If, its
    child on the way down) pairs, outermost first, for each If whose `then` or `else` (not its condition or
    init) holds the node. What `walk`'s parent chains tell of the ifs, without a chain per node."""
    stack: list[tuple[Any, tuple]] = [(root, ())]
    pushers, if_class = PUSHERS, ast.If
    while stack:
        node, ifs = stack.pop()
        kind = type(node)
        if kind is cls:
            yield node, ifs
        step = pushers[kind] if kind in pushers else pusher(kind)
        if step is None:
            continue
        kids: list[Any] = []
        step(node, kids.append)  # NOTE: last child first, as the stack wants them
        if kind is if_class:
            stack.extend([(child, ifs if child is node.cond or child is node.init else ifs + ((node, child),))
                          for child in kids])
        else:
            stack.extend([(child, ifs) for child in kids])


def walk(root: Any) -> Iterator[tuple[Any, tuple[Any, ...]]]:
    """Every node under `root` (root included) in pre-order, with its parent chain (outermost first)."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(root, ())]
    pushers = PUSHERS
    while stack:
        node, parents = stack.pop()
        yield node, parents
        cls = type(node)
        step = pushers[cls] if cls in pushers else pusher(cls)
        if step is not None:
            kids: list[Any] = []
            step(node, kids.append)  # NOTE: last child first, as the stack wants them
            chain = parents + (node,)
            stack.extend([(child, chain) for child in kids])


def nodes(root: Any) -> Iterator[Any]:
    """Every node under `root` (root included), pre-order, without the parent chains."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(children(node)))


def text(tu: ast.TranslationUnit, node_or_span: Any) -> str:
    """The original source text of a node or span (lines joined by spaces)."""
    span = node_or_span if isinstance(node_or_span, Span) else node_or_span.span
    return ast.source_text(tu.source, span)


def name_of(expr: Any) -> str | None:
    """`f` for Name("f"); `ns::f` for a qualified name; None for anything else."""
    return expr.id if isinstance(expr, ast.Name) else None


def member_path(expr: Any) -> str | None:
    """The dotted path of a variable or of a chain of `.` members from one (`pcc`, `win.data`,
    `pcc.local.data`): the name the interpreters keep a field's value under, at any depth; None for anything
    else (`p->x`, `f().x`, `a[i].x`)."""
    parts = []
    while isinstance(expr, ast.Member) and not expr.arrow:
        parts.append(expr.field)
        expr = expr.base
    return ".".join([expr.id, *reversed(parts)]) if isinstance(expr, ast.Name) else None


def builtin(expr: Any) -> tuple[str, str] | None:
    """("threadIdx", "x") for `threadIdx.x` or HIP `hipThreadIdx_x`; ("warpSize", "") for warpSize."""
    if isinstance(expr, ast.Member) and isinstance(expr.base, ast.Name) and expr.base.id in BUILTIN_VECTORS \
            and expr.field in ("x", "y", "z"):
        return expr.base.id, expr.field
    if isinstance(expr, ast.Name):
        head, _, axis = expr.id.rpartition("_")
        if head in _HIP and axis in ("x", "y", "z"):
            return _HIP[head], axis
        if expr.id in ("warpSize", "__lane_id"):
            return expr.id, ""
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and not expr.args:
        if expr.func.id in ("__lane_id", "__lanemask_lt"):
            return expr.func.id, ""
    return None


def builtin_parts(name: str, field: str | None) -> tuple[str, str] | None:
    """("threadIdx", "x") for the parts of `threadIdx.x` (name, field) or of HIP's `hipThreadIdx_x` (name, None)."""
    if field is None:
        head, _, axis = name.rpartition("_")
        if head not in _HIP or axis not in ("x", "y", "z"):
            return None
        return _HIP[head], axis
    if name in BUILTIN_VECTORS and field in ("x", "y", "z"):
        return name, field
    return None


def callee_name(call: ast.Call) -> str:
    """The called function's own name: `f` for `ns::f(...)` and for `obj.f(...)`; "" otherwise."""
    f = call.func
    if isinstance(f, ast.Name):
        return f.id.split("::")[-1]
    if isinstance(f, ast.Member):
        return f.field
    return ""


def is_builtin(expr: Any, name: str, axis: str | None = None) -> bool:
    """Is `expr` the built-in `name` (e.g. "threadIdx") on `axis` ("x"/"y"/"z"; None: any)?"""
    found = builtin(expr)
    return found is not None and found[0] == name and (axis is None or found[1] == axis)


def mentions(root: Any, name: str) -> bool:
    """Whether the plain name `name` appears anywhere under `root`."""
    return any(type(n) is ast.Name and n.id == name for n in iter_nodes(root))


def calls(root: Any, *names: str) -> Iterator[ast.Call]:
    """Calls under `root` whose callee is one of `names` (matched on the last `::` component)."""
    wanted = set(names)
    for node in nodes(root):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                not wanted or node.func.id.rsplit("::", 1)[-1] in wanted or node.func.id in wanted):
            yield node


def launches(root: Any) -> Iterator[ast.Launch]:
    """Every kernel launch under `root`, those salvaged from unparsed regions included."""
    for node in nodes(root):
        if isinstance(node, ast.Launch):
            yield node


def uncast(e: Any) -> Any:
    """`e` without the casts around it (`(int)threadIdx.x` -> `threadIdx.x`)."""
    while type(e) is ast.Cast:
        e = e.expr
    return e


def array_root(e: Any) -> str | None:
    """The array or pointer a subscript/member chain starts from (`a[i][j].x` -> "a"), None when not a name."""
    while isinstance(e, (ast.Index, ast.Member)):
        e = e.base
    return e.id if isinstance(e, ast.Name) else None


def holds(outer: Span, span: Span) -> bool:
    """Whether the text of `outer` holds `span` (its start and end within outer's): the function a launch or a
    finding is in (checks/base.enclosing_function, host_instances._holder, analysis/deduction)."""
    return (outer.line, outer.column) <= (span.line, span.column) and \
        (span.end_line, span.end_column) <= (outer.end_line, outer.end_column)


def enclosing_function(tu: Any, node: Any) -> Any:
    """The function of `tu` whose body holds `node` (None when none does)."""
    for func in tu.functions():
        if func.body is not None and any(n is node for n in iter_nodes(func.body)):
            return func
    return None


def has_effects(e: ast.Expr, pure: frozenset = frozenset()) -> bool:
    """Whether an expression contains a call (other than one of `pure`'s functions), an assignment or ++/-- (ternary
    arms worth reporting; an expression evaluated again, race/scatter.py)."""
    return any(isinstance(n, ast.Assign) or isinstance(n, ast.Call) and (not pure or callee_name(n) not in pure)
               or isinstance(n, ast.Unary) and n.op in ("++", "--") for n in iter_nodes(e))


class Dispatch(dict):
    """{IR node class: the method `_<class name>` of `owner` (a class), or None}, filled in on first use.

    NOTE: the interpreters' per-node dispatch (ExprEval.__call__, flow.Interp.exec) runs a few million times
    over a tree: one dict lookup instead of building the name and a getattr through the class hierarchy."""

    def __init__(self, owner: type):
        super().__init__()
        self.owner = owner

    def __missing__(self, cls: type) -> Any:
        method = getattr(self.owner, "_" + cls.__name__, None)
        self[cls] = method
        return method


_TABLES: dict[type, Dispatch] = {}


def dispatch(owner: type) -> Dispatch:
    """The one Dispatch table of class `owner` (subclasses get their own: their overrides win)."""
    table = _TABLES.get(owner)
    if table is None:
        table = _TABLES[owner] = Dispatch(owner)
    return table
