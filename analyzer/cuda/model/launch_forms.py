"""Launch forms the model reads beyond `k<<<g, b, smem>>>(args)` (analyzer/cuda/model/build.py): the fields of a
`cudaLaunchKernelEx` / `hipLaunchKernelEx` configuration struct, the arguments a `cudaLaunchKernel(f, g, b, args)`
array names (`void *args[] = {&a, &n}`), the pointer offsets a launch passes (`k<<<g, b>>>(p + 1)`), the
qualification written at a launch (`b::k<<<...>>>`), what a launch through a local variable launches, and which
arguments it passes the same value as a block dimension (`k<<<n, K>>>(a, K)`: blockDim.x, `dim_arguments`), the
members it fixes of an object passed by value (`passed_members`)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import UNKNOWN, Env, evaluate, type_key
from analyzer.cuda.query import iter_nodes

EX_LAUNCHES = ("cudaLaunchKernelEx", "hipLaunchKernelEx")
_EX_FIELDS = ("gridDim", "blockDim", "dynamicSmemBytes")
# NOTE: the forms that pass the kernel's arguments as an array of pointers to them (build_expr._LAUNCHERS)
ARRAY_LAUNCHES = frozenset({"cudaLaunchKernel", "cudaLaunchCooperativeKernel", "hipLaunchKernel",
                            "hipLaunchCooperativeKernel"})


def array_arguments(launch: ast.Launch, nodes: list) -> tuple | None:
    """The kernel arguments of a `cudaLaunchKernel(f, g, b, args, ...)` launch, read off the brace initialiser of
    the array `args` declared before it: `void *args[] = {&a, &n}` passes `a` and `n` (an element `&x`, through
    casts, passes `x`; any other element is None, an argument whose value is not followed). None where the array
    has no such initialiser before the launch, or an element of it is stored to (`args[1] = &m`) before the
    launch: what each argument is is then not known (not even how many there are)."""
    arg = launch.args[0] if len(launch.args) == 1 else None
    while isinstance(arg, ast.Cast):
        arg = arg.expr
    if not isinstance(arg, ast.Name):
        return None
    at = (launch.span.line, launch.span.column)
    found: tuple | None = None
    where: tuple = ()
    for n in nodes:
        here = (n.span.line, n.span.column)
        if here >= at:
            continue
        if isinstance(n, ast.Declarator) and n.name == arg.id:
            if here > where:
                where = here
                found = n.init.items if isinstance(n.init, ast.InitList) else None
        elif isinstance(n, ast.Assign) and _stored_name(n.target) == arg.id:
            return None
    if found is None:
        return None
    return tuple(_pointee(item) for item in found)


def _stored_name(target: ast.Expr) -> str | None:
    while isinstance(target, ast.Index):
        target = target.base
    return target.id if isinstance(target, ast.Name) else None


def _pointee(e: ast.Expr) -> ast.Expr | None:
    """`x` for `&x` (through casts: `(void *)&x`), else None."""
    while isinstance(e, ast.Cast):
        e = e.expr
    if isinstance(e, ast.Unary) and e.op == "&":
        return e.operand
    return None


def config_fields(launch: ast.Launch, nodes: list) -> tuple:
    """(grid, block, dynamic shared memory) expressions of a `cudaLaunchKernelEx(&cfg, ...)` launch: the last
    `cfg.gridDim = ...` (`cfg->...`) stores before the launch, else the fields of `cfg`'s brace initialiser
    (gridDim, blockDim, dynamicSmemBytes in order); None where neither sets a field."""
    base = launch.config[0].base if launch.config and isinstance(launch.config[0], ast.Member) else None
    if not isinstance(base, ast.Name):
        return (None, None, None)
    found: dict[str, tuple] = {}
    at = (launch.span.line, launch.span.column)
    for n in nodes:
        where = (n.span.line, n.span.column)
        if where >= at:
            continue
        if isinstance(n, ast.Assign) and n.op == "=" and isinstance(n.target, ast.Member) and \
                isinstance(n.target.base, ast.Name) and n.target.base.id == base.id and n.target.field in _EX_FIELDS:
            stores = {n.target.field: n.value}
        elif isinstance(n, ast.Declarator) and n.name == base.id and isinstance(n.init, ast.InitList) and n.init.items:
            stores = dict(zip(_EX_FIELDS, n.init.items))
        else:
            continue
        for field, value in stores.items():
            if field not in found or found[field][0] < where:  # NOTE: the last store before the launch wins
                found[field] = (where, value)
    return tuple(found[f][1] if f in found else None for f in _EX_FIELDS)


def pointer_offset(e: ast.Expr, env: Env) -> int | None:
    """Elements past a pointer variable that a launch argument points: `p` 0, `p + 1` 1, `p - 2` -2, `&p[4]` 4
    (through casts); None for anything else, or when `p` is an integer or a dim3 the env knows."""
    while isinstance(e, ast.Cast):
        e = e.expr
    if isinstance(e, ast.Name):
        return 0 if _pointer_name(e, env) else None
    if isinstance(e, ast.Binary) and e.op in ("+", "-"):
        for ptr, n, sign in ((e.left, e.right, 1 if e.op == "+" else -1), (e.right, e.left, 1)):
            if sign == 1 and ptr is e.right and e.op == "-":
                continue
            inner = pointer_offset(ptr, env)
            if inner is not None:
                count = evaluate(n, env)
                return None if count is None else inner + sign * count
        return None
    if isinstance(e, ast.Unary) and e.op == "&" and isinstance(e.operand, ast.Index):
        inner = pointer_offset(e.operand.base, env)
        count = evaluate(e.operand.index, env)
        return None if inner is None or count is None else inner + count
    return None


def _pointer_name(e: ast.Name, env: Env) -> bool:
    """A name that may hold a pointer: not an integer, a dim3 or a constant the env knows."""
    try:
        return not env.is_integer(e.id) and env.lookup(e.id) is UNKNOWN
    except Exception:  # NOTE: an env that cannot tell: not a pointer we can follow
        return False


def scope_of(expr: ast.Expr) -> str:
    """`a::b` for a launch of `a::b::k<T>` (through `&`, casts and HIP_KERNEL_NAME), else ""."""
    while isinstance(expr, (ast.Unary, ast.Cast)) or (isinstance(expr, ast.Call) and expr.args):
        expr = expr.operand if isinstance(expr, ast.Unary) else (expr.expr if isinstance(expr, ast.Cast) else expr.args[0])
    if not isinstance(expr, ast.Name):
        return ""
    return "::".join(expr.id.split("<", 1)[0].strip().removeprefix("::").split("::")[:-1])


def literal_kind(e: ast.Expr) -> str | None:
    """"float" for a floating-point literal argument (`2.0f`, `-1.5`), "int" for an integer or character one."""
    while isinstance(e, ast.Unary) and e.op in ("-", "+"):
        e = e.operand
    if isinstance(e, ast.FloatLit):
        return "float"
    if isinstance(e, (ast.IntLit, ast.CharLit)):
        return "int"
    return None


_DECLARED: list = [None, frozenset()]  # the last body callee read, the names it declares


def callee(launch: ast.Launch, nodes: list | tuple, params: Collection[str], reaching=None) -> ast.Expr | None:
    """The expression naming what `launch` launches. C++ name lookup finds a local variable or a parameter of the
    launching function before any kernel of that name: a launch through one (`auto kernel = &k<T>;` or
    `auto kernel = k<T>;`, then `kernel<<<g, b>>>(x)`) launches what the variable's declaration initialises it
    with when that names a function and nothing assigns the variable again; None (a launch bound to no
    definition) for a parameter or any other local (`fn_t kernel = pick(...)`). The callee as written when it
    names no local. `params`: the launching function's parameter names; `reaching`: the body's index
    (model.reaching), whose `visible` picks the declaration in scope at the launch (a launching macro expanded
    in three branches declares three `kernel`s; a local of a block that has closed names nothing)."""
    expr = launch.kernel
    if not isinstance(expr, ast.Name) or "::" in expr.id or "<" in expr.id:
        return expr
    name = expr.id
    if _DECLARED[0] is not nodes:  # NOTE: once per function body, not per launch
        _DECLARED[:] = [nodes, frozenset(n.name for n in nodes if isinstance(n, ast.Declarator))]
    decls = [n for n in nodes if isinstance(n, ast.Declarator) and n.name == name] if name in _DECLARED[1] else []
    if decls and reaching is not None:  # NOTE: the declaration in scope at the launch, if any
        seen = reaching.visible(launch, name)
        if seen is not None or all(reaching.block_level(d) for d in decls):
            decls = [seen] if seen is not None else []
    if not decls:
        return None if name in params else expr
    init = decls[0].init if decls[0].init is not None else (decls[0].ctor_args or (None,))[0]
    named = init
    while isinstance(named, (ast.Cast, ast.Unary)) and (isinstance(named, ast.Cast) or named.op == "&"):
        named = named.expr if isinstance(named, ast.Cast) else named.operand
    if len(decls) > 1 or not isinstance(named, ast.Name) or any(
            isinstance(n, ast.Assign) and isinstance(n.target, ast.Name) and n.target.id == name for n in nodes):
        return None
    return init


# Which kernel arguments a launch passes the same host value as a block dimension: `k<<<n, K>>>(a, K)`,
# `dim3 block(K); k<<<g, block>>>(a, K)` or `int threads = K; k<<<g, threads>>>(a, threads)` give the kernel's
# second parameter the value of blockDim.x in every block of the launch, whatever K is. Two expressions are the
# same value when they are written alike (spans and parentheses aside) and have no side effect (no call,
# assignment, increment): the configuration and the arguments are evaluated together, before the kernel runs. A
# local variable on either side is read through the definition that reaches the launch (model.reaching: a dim3's
# declaration, an integer local's initialiser) only when no name of that definition is written anywhere else in
# the function (its value at the definition is then its value at the launch).

AXES = ("x", "y", "z")
_PURE = (ast.Name, ast.IntLit, ast.Member, ast.Binary, ast.Unary, ast.Cast)


def dim_arguments(block: Any, args: Any, launch: ast.Launch, reaching: Any, nodes: Any) -> tuple:
    """Per argument of `args`: the block dimension ("x", "y" or "z") the launch passes the same value as, else
    None; () when no argument is such (see the comment above). `block`: the launch's block expression; `reaching`: the
    launching body's index (None outside a function); `nodes`: the body's nodes."""
    if block is None or not args:
        return ()
    written = _written(nodes or ())
    parts = _components(block, launch, reaching, written)
    if not parts:
        return ()
    keys = [_keys(c, launch, reaching, written) for c in parts]
    out = []
    for a in args:
        mine = _keys(a, launch, reaching, written) if a is not None else set()
        out.append(next((AXES[i] for i, k in enumerate(keys) if k & mine), None))
    return tuple(out) if any(out) else ()


def _components(block: Any, launch: ast.Launch, reaching: Any, written: frozenset) -> tuple:
    """The expressions of the block's x, y, z (as many as written)."""
    found = _dim3_parts(block)
    if found is not None:
        return found
    if isinstance(block, ast.Name) and reaching is not None:
        value = reaching.value(launch, block.id)  # NOTE: None unless `block` is a dim3 local of the function
        if value is not None:
            exprs = value.ctor_args if isinstance(value, ast.Declarator) and value.ctor_args is not None else (
                (value.init,) if isinstance(value, ast.Declarator) else (value,))
            if any(n.id in written for e in exprs for n in iter_nodes(e) if isinstance(n, ast.Name)):
                return ()
            if isinstance(value, ast.Declarator) and value.ctor_args is not None:
                return tuple(value.ctor_args)
            return _dim3_parts(exprs[0]) or (exprs[0],)
    return (block,)


def _dim3_parts(e: Any) -> tuple | None:
    """`dim3(a, b)`, `{a, b}`: (a, b); None for any other expression."""
    if isinstance(e, ast.InitList):
        return tuple(e.items)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and type_key(e.func.id) == "dim3":
        return tuple(e.args)
    return None


def _keys(e: Any, launch: ast.Launch, reaching: Any, written: frozenset) -> set:
    """The keys of the value `e` has at the launch: its own, and, for an integer local, its reaching definition's."""
    out = set()
    key = _key(e)
    if key is not None:
        out.add(key)
    if isinstance(e, ast.Name) and reaching is not None and e.id not in written:
        found = reaching.scalar(launch, e.id)
        if found is not None and not any(isinstance(n, ast.Name) and n.id in written for n in iter_nodes(found)):
            key = _key(found)
            if key is not None:
                out.add(key)
    return out


def _key(e: Any) -> tuple | None:
    """`e` as a comparable tuple (spans and parentheses left out); None where it may have a side effect."""
    if not isinstance(e, _PURE):
        return None
    if isinstance(e, ast.Name):
        return ("n", e.id)
    if isinstance(e, ast.IntLit):
        return ("i", e.value)
    if isinstance(e, ast.Member):
        base = _key(e.base)
        return None if base is None else ("m", base, e.field)
    if isinstance(e, ast.Cast):
        return _key(e.expr)
    if isinstance(e, ast.Unary):
        if e.op in ("++", "--"):
            return None
        inner = _key(e.operand)
        return None if inner is None else ("u", e.op, inner)
    left, right = _key(e.left), _key(e.right)
    return None if left is None or right is None else ("b", e.op, left, right)


_WRITTEN: list = [None, frozenset()]  # the last body `_written` read, its names


def _written(nodes: Any) -> frozenset:
    """The names the body assigns, increments or takes the address of (declarations aside)."""
    if _WRITTEN[0] is nodes:  # NOTE: once per function body, not per launch (as _DECLARED)
        return _WRITTEN[1]
    out = set()
    for n in nodes:
        if isinstance(n, ast.Assign) and isinstance(n.target, ast.Name):
            out.add(n.target.id)
        elif isinstance(n, ast.Unary) and n.op in ("++", "--", "&") and isinstance(n.operand, ast.Name):
            out.add(n.operand.id)
    _WRITTEN[:] = [nodes, frozenset(out)]
    return _WRITTEN[1]


def passed_members(e: ast.Expr, env: Any) -> tuple[tuple[str, int], ...]:
    """The integer members of a local object a launch passes by value (`k<<<g, b>>>(s)` after `Shape s{out, 100,
    64};`: (("width", 100), ("height", 64))), of its one declaration that nothing stores to, assigns, takes the
    address of or calls a method on (FunctionEnv's definitions: any of these is one more; objects.members); ()
    otherwise."""
    if type(e) is not ast.Name or not hasattr(env, "object_members"):
        return ()  # NOTE: the launch's scoped env (inner_consts._Scoped) forwards to the function's
    return tuple((k, v) for k, v in env.object_members(e.id).items() if type(v) is int)
