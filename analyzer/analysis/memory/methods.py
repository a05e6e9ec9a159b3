"""A member function called on an object the function holds (`win.load(img, row)`, or a functor called by name,
`f()`, which calls its class's `operator()`: the body of a `__global__ void k(const F f) { f(); }`), followed by
MemInterp.inline_call like a helper: inside the body the class's data members are the object's fields, so a pointer
member the kernel set to a `__shared__` array (`Window win{tile};`) is that array, and a functor passed by value to
the kernel has the launch's arguments in its fields (pointers into global memory, like a kernel's own pointer
parameters)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.values import Val
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key
from analyzer.cuda.model.methods import class_name, class_name_of, members_called, object_and_method


def method_call(interp: Any, e: ast.Call) -> tuple[ast.Function, str, Any] | None:
    """(the member function, the object's name, its class's record or None) of a call `obj.m(args)` or `obj(args)`
    on a variable or parameter `obj` of a class type of the file (not a pointer to one) with exactly one such member
    function of that arity with a body (cuda/model/methods.py); None for any other call."""
    got = object_and_method(e)
    if got is None or got[0] in getattr(interp, "arrays", {}):
        return None
    obj, method = got
    cls = class_name(interp.types.get(obj))
    cls = getattr(interp, "type_args", {}).get(cls, cls)  # NOTE: `const F f` of `k<Sum>`: F is Sum
    found = members_called(e, class_name_of(cls), interp.program.functions.get(method, ()))
    if len(found) != 1:
        return None
    return found[0], obj, interp.layouts.records.get(type_key(cls))


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


def aggregate_fields(interp: Any, d: Any) -> None:
    """`Window win{tile, 4};` of a class without constructors: each item initialises the next data member
    (`win.data` is `tile`), kept as the interpreter keeps a member stored (`win.data = tile`)."""
    items = d.init.items if isinstance(d.init, ast.InitList) and not d.init.names else d.ctor_args
    if not items or d.type.pointers or d.dims:
        return
    record = interp.layouts.records.get(type_key(d.type.base))
    if record is None or record.members is None or record.constructed:
        return
    from analyzer.analysis.flow import side_effect_free

    members = [m for m in record.members if m.name]
    recording, interp.recording = interp.recording, False  # NOTE: the declaration's evaluation logged the reads
    try:
        for m, item in zip(members, items):
            if not m.dims and not isinstance(item, ast.InitList) and side_effect_free(item):
                interp.env[f"{d.name}.{m.name}"] = interp.ev(item)
    finally:
        interp.recording = recording

