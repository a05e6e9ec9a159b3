"""Fields of a local object at any depth, kept by their member path (`pcc.local.data`, cuda/query.member_path):
what an object holds is the same whether a member is a pointer of the object itself (`win.data`) or of an object
it holds (`pcc.local.data`), set by an assignment or by a nested aggregate (`Computer pcc{{tile, 128}, n}`), and a
member function sees the fields of its object's members under their paths from the object (`local.data` inside
`Computer`'s methods, which call `local.load(r)`). Used by memory/methods.py and the memory interpreter."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key
from analyzer.cuda.model.methods import class_name, class_name_of
from analyzer.cuda.query import member_path


def nested_fields(interp: Any, sub: Any, obj: str) -> None:
    """The fields of `obj`'s members, at any depth, as paths from the object in the helper `sub` runs (`pcc.local.data`
    of the caller is `local.data` in `Computer`'s method); its own data members are bound by bind_fields."""
    prefix = f"{obj}."
    for key, value in list(interp.env.items()):
        if key.startswith(prefix) and "." in key[len(prefix):]:
            sub.env[key[len(prefix):]] = value


def member_class(interp: Any, path: str) -> str | None:
    """The class of the object at a member path (`pcc.local`: the class of `Computer`'s member `local`), through the
    records of the file's classes; None where a step is not a data member of a class of the file (or a pointer)."""
    name, *fields = path.split(".")
    cls = class_name(interp.types.get(name))
    for field in fields:
        cls = getattr(interp, "type_args", {}).get(cls, cls)
        record = interp.layouts.records.get(type_key(cls)) if cls else None
        m = next((m for m in record.members or () if m.name == field), None) if record is not None else None
        if m is None or m.pointers or m.dims:
            return None
        cls = class_name_of(m.type_text)
    return cls


def aggregate_items(interp: Any, prefix: str, record: Any, items: Any) -> None:
    """`Computer pcc{{tile, 128}, n};`: each item initialises the next data member of `record`, a braced item the
    members of the object it is (`pcc.local.data` is `tile`), a copy of an object its fields (`Computer pcc{win, n}`
    with a local `Window win`: `pcc.local.data` is `win.data`). Evaluated without recording (the caller's)."""
    from analyzer.analysis.flow import side_effect_free

    for m, item in zip([m for m in record.members if m.name], items):
        key = f"{prefix}.{m.name}"
        if m.dims:
            continue
        if isinstance(item, ast.InitList):
            inner = interp.layouts.records.get(type_key(m.type_text)) if not m.pointers else None
            if inner is not None and inner.members is not None and not inner.constructed and not item.names:
                aggregate_items(interp, key, inner, item.items)
        elif side_effect_free(item):
            interp.env[key] = interp.ev(item)
            source = member_path(item) if not m.pointers else None
            for k, v in list(interp.env.items()) if source else ():
                if k.startswith(f"{source}."):
                    interp.env[f"{key}{k[len(source):]}"] = v
