"""A member function called on an object the function holds (`win.load(img, row)`, or a functor called by name,
`f()`, which calls its class's `operator()`: the body of a `__global__ void k(const F f) { f(); }`), followed by
MemInterp.inline_call like a helper: inside the body the class's data members are the object's fields, so a pointer
member the kernel set to a `__shared__` array (`Window win{tile};`) is that array, and a functor passed by value to
the kernel has the launch's arguments in its fields (pointers into global memory, like a kernel's own pointer
parameters)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.flow import Interp
from analyzer.analysis.values import Val
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key, unqualified
from analyzer.cuda.model.methods import class_name, class_name_of, members_called, object_and_method
from analyzer.analysis.memory.members import aggregate_items, member_class


def method_call(interp: Any, e: ast.Call) -> tuple[ast.Function, str, Any] | None:
    """(the member function, the object's name, its class's record or None) of a call `obj.m(args)` or `obj(args)`
    on a variable or parameter `obj` of a class type of the file (not a pointer to one) with exactly one such member
    function of that arity with a body, once C++'s choice for a const object or not and the device compiler's
    are made (cuda/model/methods.pick); None for any other call."""
    got = object_and_method(e)
    if got is None or got[0] in getattr(interp, "arrays", {}):
        return None
    obj, method = got
    t = interp.types.get(obj)
    cls = class_name(t) if "." not in obj else member_class(interp, obj)  # NOTE: `pcc.local`
    cls = getattr(interp, "type_args", {}).get(cls, cls)  # NOTE: `const F f` of `k<Sum>`: F is Sum
    const = "const" in t.qualifiers if t is not None else False
    found = members_called(e, class_name_of(cls), interp.program.functions.get(method, ()), const)
    if not found and class_name_of(cls):
        found = members_called(e, class_name_of(cls), interp.program.header_members(class_name_of(cls), method), const)
    if len(found) != 1:
        return None
    return found[0], obj, interp.layouts.records.get(type_key(cls))


def object_layouts(interp: Any, layouts: Any, record: Any, obj: str) -> Any:
    """`layouts` with the type parameters of the class template `record` bound to the object's template arguments
    (`Matrix3D<half> out`: T is half, so `m_data[i]` in a member function is a 2-byte element)."""
    t = interp.types.get(obj)
    if record is None or not record.params or t is None or not t.template_args or layouts.env is None:
        return layouts
    import copy
    from analyzer.cuda.model.evaluate import Env

    types = {}
    for (kind, name), arg in zip(record.params, t.template_args):
        layout = layouts.env.layout(unqualified(arg)) if kind == "type" else None
        if layout is not None:
            types[type_key(name)] = layout
    if not types:
        return layouts
    bound = copy.copy(layouts)
    bound.env = Env(parent=layouts.env, types=types)
    return bound


def store_through(interp: Any, target: ast.Expr, val: Val) -> None:
    """MemInterp.store: `acc(i, j) = v` where the call returns a `T &` (`T &operator()(int i, int j) { return
    data[i * n + j]; }`) stores at the element the reference names: the call is followed as a store
    (`returned_reference`), not a load. Any other target as the divergence interpreter stores it."""
    if type(target) is not ast.Call:
        Interp.store(interp, target, val)
        return
    interp.ref_use = "store"
    try:
        interp.ev(target)
    finally:
        interp.ref_use = "load"


def returned_reference(interp: Any, s: ast.Jump) -> frozenset[str]:
    """MemInterp._Jump: `return data[i];` of a function returning `T &`, called as the target of an assignment
    (`ref_use` "store"), is a store of that element, not a load of it: a reference names the element, only what
    the caller does with it touches it (`acc(i) += v` and `++acc(i)` read it first, as a call evaluated for its
    value: a load, then the store)."""
    t = interp.func.return_type
    if s.kind != "return" or s.value is None or interp.ref_use == "load" or not t.reference or t.pointers:
        return Interp._Jump(interp, s)
    lv = interp.ev.lvalue(s.value)
    if lv is None or lv[1] is not None and lv[1].addressable:
        return Interp._Jump(interp, s)
    interp.note_access(s.value, "store", lv[0], lv[1])
    interp.returns.append((interp._path(), lv[0]))
    return frozenset({"return"})


def has_pointer_member(record: Any) -> bool:
    """Whether the class holds a pointer (the object can reach memory, as a pointer argument can)."""
    return record is not None and record.members is not None and any(m.pointers for m in record.members)


def bind_fields(interp: Any, sub: Any, obj: str, record: Any, span: Any) -> None:
    """The data members of `record` as names in the helper `sub` runs: the value the caller's object holds in each
    field (`win.data` set by `Window win{tile}` or `win.data = tile`), else a run-time value of its own, a pointer
    field of a kernel's by-value parameter being an array of global memory like a pointer parameter."""
    if record is None or record.members is None:
        return
    param = interp.func.is_kernel and any(p.name == obj for p in interp.func.params)
    for m in record.members:
        if not m.name or m.dims:
            continue
        sub.types[m.name] = ast.TypeRef(span, m.type_text + " *" * m.pointers, m.type_text, m.pointers)
        key = f"{obj}.{m.name}"
        value = interp.env.get(key)
        if value is None:
            value = Val(("u", key, "arg"))
            if param and m.pointers:
                interp.roots[("u", key, "arg")] = "global"
        sub.env[m.name] = value


def kernel_fields(interp: Any) -> None:
    """The data members of a kernel's by-value parameters of a class type of the file (`Shape s`: `s.width`,
    `s.data`) as the run-time kernel arguments they are: `s.width` a scalar argument like `int width` (its classes
    computed alike, named `s.width` in messages), `s.data` a pointer into global memory like `float *data`. The
    launch copies the object into the kernel's parameter space; a field is no more unknown than an argument."""
    if not interp.func.is_kernel:
        return
    names = set()
    for p in interp.func.params:
        if not p.name or p.type.pointers or p.type.reference or p.dims:
            continue
        record = interp.layouts.records.get(type_key(p.type.base))
        if record is None or record.members is None:
            continue
        for m in record.members:
            if not m.name or m.dims:
                continue
            key = f"{p.name}.{m.name}"
            value = interp.param_values.get(key)  # NOTE: a member the launch fixes (`Shape s{out, 100, 64}`)
            interp.env[key] = Val(("u", key, "arg")) if value is None else Val(T.const(value))
            if m.pointers:
                interp.roots[("u", key, "arg")] = "global"
            else:
                names.add(key)
    interp.kernel_params = interp.kernel_params | names


def aggregate_fields(interp: Any, d: Any) -> None:
    """`Window win{tile, 4};` of a class without constructors: each item initialises the next data member
    (`win.data` is `tile`), kept as the interpreter keeps a member stored (`win.data = tile`)."""
    items = d.init.items if isinstance(d.init, ast.InitList) and not d.init.names else d.ctor_args
    if not items or d.type.pointers or d.dims:
        return
    record = interp.layouts.records.get(type_key(d.type.base))
    if record is None or record.members is None or record.constructed:
        return
    recording, interp.recording = interp.recording, False  # NOTE: the declaration's evaluation logged the reads
    try:
        aggregate_items(interp, d.name, record, items)  # NOTE: nested aggregates too (memory/members.py)
    finally:
        interp.recording = recording

