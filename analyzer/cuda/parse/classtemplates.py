"""A class template's declarations at namespace scope (parse/usertypes for the other types).

`template <...> struct Name { static constexpr int kX = ...; T *data; };`: its TemplateStatics and the Record of
its data members (`collect_template`). An explicit specialisation, `template <> struct x_cfg<3> { static
constexpr dim3 block = dim3(32, 1, 8); };`, is a class of its own: its static constants are known by its name
with its arguments, `x_cfg<3>::block` (the arguments read where the name is looked up: cuda/model/specnames).
"""

from __future__ import annotations

from analyzer.cuda.parse.usertypes import (ExprParser, Record, TemplateStatics, UserTypes, _record, _split, _text,
                                           static_members)


def collect_template(region_toks: list, all_toks: list, body: tuple[int, int], scope: tuple[str, ...],
                     expr: ExprParser, into: UserTypes) -> None:
    """`template <...> struct Name { static constexpr int kX = ...; };`: its TemplateStatics (see there), and the
    Record of its data members as written (`T *m_data`), with its parameters (UserTypes.class_templates)."""
    if len(region_toks) < 4 or _text(region_toks[1]) != "<":
        return
    i = _closing(region_toks, 1)
    if i + 2 >= len(region_toks) or _text(region_toks[i + 1]) not in ("struct", "class") \
            or region_toks[i + 2].type not in ("IDENT", "TYPE_NAME"):
        return
    params = []
    for part in _split(region_toks[2:i], ","):
        words = [_text(t) for t in part]
        head = words[:words.index("=")] if "=" in words else words
        if len(head) < 2 or "..." in head or "template" in head:
            return
        params.append(("type" if head[0] in ("typename", "class") else "value", head[-1]))
    name, open_at = str(region_toks[i + 2]), next(k for k, t in enumerate(region_toks) if _text(t) == "{")
    if not params and i + 3 < open_at and _text(region_toks[i + 3]) == "<":
        # NOTE: `template <> struct x_cfg<3> {`: its static members are `x_cfg<3>::b`, another specialisation's not
        spec = f"{name}<{' '.join(_text(t) for t in region_toks[i + 4:_closing(region_toks, i + 3)])}>"
        static_members(all_toks[body[0]:body[1]], [spec] + (["::".join(scope + (spec,))] if scope else []), expr, into)
    record = _record(region_toks[i + 1:open_at], body, all_toks, name, expr)
    for n in ([name] + (["::".join(scope + (name,))] if scope else [])) if record is not None else ():
        into.class_templates.append(Record(n, record.union, record.members, record.align, record.constructed,
                                           record.constructors, tuple(params)))
    got = UserTypes([], [], [])
    static_members(all_toks[body[0]:body[1]], [""], expr, got)
    members = tuple((e.names[0][2:], e.value) for e in got.enumerators if e.value is not None)
    if members:
        for n in [name] + (["::".join(scope + (name,))] if scope else []):
            into.templates.append(TemplateStatics(n, tuple(params), members))


def _closing(toks: list, at: int) -> int:
    """The index of the `>` closing the `<` at `at` (`>>` closing two), or the last index."""
    depth = 0
    for k in range(at, len(toks)):
        v = _text(toks[k])
        depth += (v == "<") - (v == ">") - 2 * (v == ">>")
        if depth <= 0:
            return k
    return len(toks) - 1
