"""Template argument deduction at a launch: the type arguments a launch that names none gives a template kernel.

C++ deduces a function template's type parameters from the call's arguments ([temp.deduct.call]): a parameter
`const F* pts` and an argument declared `float* x` give F = float (the argument's cv-qualifiers and the
parameter's pointer levels dropped), a by-value `I n` and an `int n` give I = int, a functor `const F f` and
`Sum sum{...}` give F = Sum. A launch is a call: `nearest<<<g, b>>>(x, idx, out, dim, n)` launches
`nearest<float, int>`. Inside a host function template the argument's type may be the host's own parameter
(`const F* pts` of `template <typename F, typename I> void run(const F* pts, ...)`): the deduced argument is
then `F`, which analysis/host_templates binds once per instantiation of the host template.

Only what is certain is deduced: an argument that is a variable (or a cast, `&x`, `p + k`) of the launching
function with a declared type, at the same pointer depth as the parameter; two arguments deducing different
types, or a parameter left without one and without a default, deduce nothing (the kernel stays unbound).
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.lazyre import lazy


def deduced(func: ast.Function, launch: Any, unit: Any, shared: dict | None = None) -> tuple[str, ...]:
    """The template arguments of the instantiation a launch (a Model's LaunchInfo) that writes none of them
    launches: `deduced_at` at its node in the function of `unit` that holds it; () when the launch is not found in
    `unit` (a launch in another file of the program: its spans are not this file's)."""
    from analyzer.cuda.query import holds

    if not func.template_params or launch.file != unit.path:
        return ()
    caller = next((f for f in unit.tu.functions() if f.body is not None and holds(f.span, launch.span)), None)
    if caller is None:
        return ()
    node = next((n for n in _walk(caller, shared)[1] if type(n) is ast.Launch and n.span == launch.span), None)
    return deduced_at(func, node, caller, unit, shared) if node is not None else ()


def deduced_at(func: ast.Function, node: Any, caller: ast.Function, unit: Any,
               shared: dict | None = None) -> tuple[str, ...]:
    """The template arguments that the call `node` (an ast.Launch of the kernel template `func`, or an ast.Call of
    the function template `func`) in `caller`'s body deduces (see the module): one per template parameter up to
    the last deduced one (the rest take their defaults); () when a type parameter cannot be deduced and has no
    default, or a non-type parameter has no default. `shared`: the run's per-file cache (each calling function's
    walk, kept across calls)."""
    params = func.template_params or ()
    if not params or any(not p.name or "..." in p.kind for p in params) or len(node.args) != len(func.params):
        return ()
    _, nodes, reaching, declared, counts = _walk(caller, shared)
    declared = _in_scope(node, caller, reaching, declared, counts)
    members = _member_templates(unit, shared)

    def type_of(a: Any) -> tuple[str, int] | None:
        t = _argument_type(a, declared, members)
        return (t.base, t.pointers) if t is not None and not t.template_args else None

    found = bind_types(func, node.args, type_of)
    if found is None:
        return ()
    out: list[str] = []
    for i, p in enumerate(params):
        if p.name in found:
            if len(out) < i:
                return ()  # NOTE: a defaulted parameter before a deduced one: not written as a prefix
            out.append(found[p.name])
        elif not p.default:
            return ()
    return tuple(_named_class(t, unit) for t in out)


def bind_types(func: ast.Function, args: Any, type_of: Any) -> dict[str, str] | None:
    """The rule of the module: type parameter of `func` -> the type its call's `args` deduce for it, from each
    argument whose parameter is declared with that type parameter's name (not a template of it, no array) at
    the pointer depth of the argument's type; `type_of(arg)`: (base, pointer depth) or None when unknown. An
    argument of unknown type or another depth deduces nothing; two deducing different types: None."""
    from analyzer.cuda.model.ctype_layout import unqualified

    types = {p.name for p in func.template_params or () if p.kind == "type"}
    found: dict[str, str] = {}
    for p, a in zip(func.params, args):
        if p.type.base not in types or p.type.template_args or p.dims:
            continue
        got = type_of(a)
        if got is None or got[1] != p.type.pointers:
            continue  # NOTE: an argument of unknown type or another depth deduces nothing here
        text = unqualified(got[0])
        if not text or found.setdefault(p.type.base, text) != text:
            return None  # NOTE: two arguments deducing different types: not a call that compiles as we read it
    return found


def _walk(f: ast.Function, shared: dict | None) -> tuple:
    """(f, its body's nodes, its Reaching index, the names it declares' types, how often each is declared); once
    per function when `shared` is given."""
    from analyzer.cuda.model.methods import declared_types
    from analyzer.cuda.model.reaching import Reaching
    from analyzer.cuda.query import iter_nodes

    cache = shared.setdefault("deduction.walks", {}) if shared is not None else {}
    got = cache.get(id(f))
    if got is None or got[0] is not f:
        nodes = list(iter_nodes(f.body))
        counts: dict[str, int] = {}
        for n in nodes:
            if isinstance(n, ast.Decl):
                for d in n.declarators:
                    counts[d.name] = counts.get(d.name, 0) + 1
        got = cache[id(f)] = (f, nodes, Reaching(f.body, f, nodes), declared_types(f, nodes), counts)  # NOTE: f kept alive
    return got


def _in_scope(launch: Any, host: ast.Function, reaching: Any, declared: dict, counts: dict) -> dict:
    """The types of the names the launch's arguments read, as C++ lookup finds them at the launch: the local
    declaration in scope there (`if (h) { float* b; k<<<..>>>(b); } else { double* b; k<<<..>>>(b); }`: float
    for the first launch, double for the second), else the host's parameter; a local declared once (in a `for`
    header, say) as declared; a name declared several times with none in scope: unknown."""
    from analyzer.cuda.query import iter_nodes

    params = {p.name: p.type for p in host.params if p.name}
    out: dict[str, Any] = {}
    for a in launch.args:
        for n in iter_nodes(a):
            if not isinstance(n, ast.Name) or n.id in out:
                continue
            seen = reaching.visible(launch, n.id)
            if seen is not None:
                if not seen.dims:
                    out[n.id] = seen.type
            elif n.id in params:
                out[n.id] = params[n.id]
            elif counts.get(n.id) == 1 and n.id in declared:
                out[n.id] = declared[n.id]
    return out


def _member_templates(unit: Any, shared: dict | None) -> dict[str, int]:
    """name -> pointer levels, of the function templates of the file (members defined in their class too) that
    have one type parameter `T` and return `T*` (`template <typename T> T* ptr() const { ... }`), where every
    template of that name written so returns the same depth; once per unit when `shared` is given."""
    import re

    cache = shared.setdefault("deduction.members", {}) if shared is not None else {}
    got = cache.get(id(unit.tu))
    if got is None or got[0] is not unit.tu:
        out: dict[str, int] = {}
        bad: set[str] = set()
        for m in _MEMBER.finditer(unit.tu.source or ""):
            name, depth = m.group("name"), len(m.group("ptr"))
            if m.group("ret") != m.group("param") or out.setdefault(name, depth) != depth:
                bad.add(name)  # NOTE: one of that name returns something else: which one a call names is not certain
        got = cache[id(unit.tu)] = (unit.tu, {k: v for k, v in out.items() if k not in bad})
    return got[1]


_MEMBER = lazy(
    r"template\s*<\s*(?:typename|class)\s+(?P<param>\w+)\s*>\s*(?:(?:__host__|__device__|__forceinline__|inline|"
    r"static|constexpr|const)\s+)*(?P<ret>\w+)\s*(?P<ptr>\*+)\s*(?P<name>\w+)\s*\(")


def _argument_type(e: Any, declared: dict[str, Any], members: dict[str, Any] | None = None) -> Any:
    """The declared type of an argument expression: a variable, a cast, `&x`, `p + k` / `p - k` of a pointer, a
    call of a member function template that returns a pointer to its one type argument, written (`a.ptr<F>()`:
    F*; `_member_templates`)."""
    from dataclasses import replace

    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and len(e.args) == 1 \
            and e.func.id.split("::")[-1] == "raw_pointer_cast":
        return _raw_pointer(e.args[0], declared)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Member) and not e.args:
        from analyzer.analysis.instances import template_args

        field = e.func.field  # NOTE: `a.ptr<F>()`: the member is read as `ptr<F>`
        written = e.template_args or template_args(field)
        depth = (members or {}).get(field.split("<", 1)[0].strip())
        if len(written) != 1 or not depth:
            return None
        text = written[0].strip()
        if not text or any(c in text for c in "*&<[("):
            return None  # NOTE: a pointer or template type argument: kept to a plain named type
        return ast.TypeRef(e.span, text, text, depth)
    if isinstance(e, ast.Name):
        return declared.get(e.id)
    if isinstance(e, ast.Cast):
        return e.type
    if isinstance(e, ast.Unary) and e.op == "&" and isinstance(e.operand, ast.Name):
        t = declared.get(e.operand.id)
        return replace(t, pointers=t.pointers + 1, reference=False) if t is not None else None
    if isinstance(e, ast.Binary) and e.op in ("+", "-"):
        t = _argument_type(e.left, declared, members)
        return t if t is not None and t.pointers else None
    return None


_THRUST = frozenset({"device_vector", "host_vector", "universal_vector", "device_ptr"})


def _raw_pointer(e: Any, declared: dict[str, Any]) -> Any:
    """`thrust::raw_pointer_cast(v.data())` (or of `&v[0]`, `v.begin()`, or a `device_ptr<E>` p) with v declared a
    Thrust vector of E: `E*`, the pointer the call returns."""
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Member) and not e.args and e.func.field in ("data", "begin"):
        e = e.func.base
    elif isinstance(e, ast.Unary) and e.op == "&" and isinstance(e.operand, ast.Index):
        e = e.operand.base
    t = declared.get(e.id) if isinstance(e, ast.Name) else None
    if t is None or t.pointers or t.base.split("::")[-1] not in _THRUST or len(t.template_args) != 1:
        return None
    element = t.template_args[0].strip()
    if not element or any(c in element for c in "*&<[("):
        return None
    return ast.TypeRef(e.span, element, element, 1)


def _named_class(text: str, unit: Any) -> str:
    """A class of the file with member functions by its own name (`ns::Sum` -> Sum: memory/methods finds its
    members by the class's name); any other type as written."""
    from analyzer.cuda.model.methods import class_name_of

    name = class_name_of(text)
    if name != text and any(g.scope and g.scope[-1] == name and not g.is_kernel for g in unit.tu.functions()):
        return name
    return text


__all__ = ["deduced"]
