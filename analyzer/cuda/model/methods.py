"""The member functions of the file a call on an object reaches: `win.load(r)` (Window's `load`), and a functor
called by name, `f()`, which calls its class's `operator()` (the body of `__global__ void k(const F f) { f(); }`).
The object is a variable or parameter of a class type (not a pointer to one); C++ picks the member of that class
with the call's arity. Used by the model (the shared memory a kernel reaches) and the memory interpreter
(analysis/memory/methods.py: the helper followed with the object's fields as its members)."""

from __future__ import annotations

from typing import Any, Iterable

from analyzer.cuda import ast
from analyzer.cuda.query import member_path


def object_and_method(call: ast.Call) -> tuple[str, str] | None:
    """(object, member function) of `obj.m(...)` or `obj(...)`, the object a variable or a member path from one
    (`pcc.local.load(r)`: `pcc.local`); None for any other call."""
    f = call.func
    if isinstance(f, ast.Name) and "::" not in f.id:
        return f.id, "operator()"
    if isinstance(f, ast.Member) and not f.arrow and (obj := member_path(f.base)) is not None:
        return obj, f.field
    return None


def class_name(t: Any) -> str | None:
    """The class a variable of type `t` is an object of (`const Window` -> Window, `ns::Impl` -> Impl); None for a
    pointer."""
    if t is None or t.pointers:
        return None
    return class_name_of(t.base)


def class_name_of(text: str | None) -> str | None:
    """`const ns::Impl` -> Impl, `Repack<false>` -> Repack."""
    if not text:
        return None
    words = [w for w in text.split("<")[0].split() if w not in ("const", "volatile")]  # NOTE: whole words only
    return words[-1].split("::")[-1] or None if words else None


def members_called(call: ast.Call, cls: str | None, functions: Iterable[ast.Function], const: bool = False
                   ) -> list[ast.Function]:
    """The member functions of class `cls` among `functions` (those of the called name) that the call can reach:
    a body, and the call's arity (`f(void)` takes none); of several, those `pick` keeps for an object that is
    `const` or not."""
    if cls is None:
        return []
    return pick([g for g in functions if g.scope and g.scope[-1] == cls and g.body is not None
                 and arity(g) == len(call.args)], const)


def pick(found: list[ast.Function], const: bool) -> list[ast.Function]:
    """The overloads of one arity a call from device code on an object reaches, as nvcc's device pass resolves it:
    - a host-only definition beside a `__device__` one is not the device compiler's (`#if defined(__CUDACC__)`
      with `__host__ __device__` bodies, `#else` with plain ones: both branches stay in kernlint's reading);
    - a const object calls the `const` overload, any other object the non-const one (`T &operator()(int)` beside
      `const T &operator()(int) const`);
    - definitions whose bodies are the same code are one (the branches of an `#if` written alike)."""
    if len(found) > 1 and any("__device__" in g.qualifiers for g in found):
        found = [g for g in found if "__device__" in g.qualifiers]
    if len(found) > 1:
        found = [g for g in found if g.const == const] or found
    if len(found) > 1 and all(same_code(found[0].body, g.body) for g in found[1:]):
        found = found[:1]
    return found


def same_code(a: Any, b: Any) -> bool:
    """Whether two IR nodes (or tuples of them) are the same code, wherever they are written (spans aside)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same_code(x, y) for x, y in zip(a, b))
    fields = getattr(a, "__dataclass_fields__", None)
    if fields is None:
        return a == b
    return all(same_code(getattr(a, f), getattr(b, f)) for f in fields if f not in ("span", "name_span"))


def arity(func: ast.Function) -> int:
    params = func.params
    if len(params) == 1 and params[0].name is None and params[0].type.base == "void" and not params[0].type.pointers:
        return 0
    return len(params)


def callees(call: ast.Call, func: ast.Function, functions: dict, nodes: list, memo: dict) -> list[ast.Function]:
    """The functions of `functions` (by name) a call in `func` reaches: `g(x)`, `ns::g(x)` by name; `obj.m(x)` and
    `obj(x)` on a parameter or local `obj` of a class type, that class's members. `nodes`: the body's nodes;
    `memo`: where the function's declared names are kept (one walk per function)."""
    got = object_and_method(call)
    if got is not None and (got[1] != "operator()" or got[0] not in functions):
        key = ("declared", id(func))
        if key not in memo:
            memo[key] = declared_types(func, nodes)
        t = memo[key].get(got[0])
        if t is not None:
            return members_called(call, class_name(t), functions.get(got[1], ()), "const" in t.qualifiers)
    return list(functions.get(call.func.id.split("::")[-1], ())) if isinstance(call.func, ast.Name) else []


def declared_types(func: ast.Function, nodes: Iterable[Any]) -> dict[str, Any]:
    """The types of the names `func` declares (its parameters, and the locals among `nodes`, the body's nodes; not
    arrays)."""
    found = {d.name: d.type for n in nodes if isinstance(n, ast.Decl) for d in n.declarators if not d.dims}
    found.update((p.name, p.type) for p in func.params if p.name)
    return found
