"""A launch in a member function of a class template: the class's template arguments once per specialisation of
the class that the file names.

`template <class E> struct modules { static void encode(const E* in) { k<E><<<g, 256>>>(in); } };` launches
`k<E>`: E is the class's parameter, fixed by each specialisation the program uses. A member function of a class
template is instantiated with its class ([temp.inst]): where a specialisation's member is used
(`modules<unsigned short>::encode(...)`, or through an object `modules<float> m;`) or where the specialisation is
explicitly instantiated (`template struct modules<unsigned short>;`, every member). `as_template(f, tu)` gives
such a member as a function template over its class's parameters (one defined outside its class,
`template <class E> void modules<E>::encode(...)`, is one already, named `modules::encode`), and
`specialisations(name, params, code)` the argument lists the file names the class with: every `modules<...>`
that names no parameter of the class itself (its own `modules<E>` inside its definition). cuda/model/host_instances
and analysis/host_templates then bind the launch once per list, as they do for a function template's
instantiations. A member template of a class template (template parameters of both) is left as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from analyzer.cuda import ast
from analyzer.cuda.parse.build_expr import closing, split_args


def class_of(f: ast.Function, tu: ast.TranslationUnit):
    """The class template record (parse/usertypes Record with its `params`) `f` is a member of, defined in its
    class (`scope` ends with the class) or outside it (`template <class E> void modules<E>::encode`); None when
    `f` is no member of a class template of `tu` with parameters (an explicit specialisation `template <> struct
    X<3>` has none), or is itself a member template."""
    if tu.types is None or not tu.types.class_templates or f.body is None:
        return None
    name = "::".join(f.scope + tuple(f.name.split("::")[:-1]))
    record = next((r for r in tu.types.class_templates if r.name == name and r.params), None) if name else None
    if record is None or not f.template_params:
        return record
    if "::" in f.name and len(f.template_params) == len(record.params):
        return record  # NOTE: defined outside its class, over parameters of its own names
    # NOTE: as_template's (the class's parameters); any other is a member template (`template <class U> void f(U)`)
    return record if tuple((p.kind, p.name) for p in f.template_params) == record.params else None


def as_template(f: ast.Function, tu: ast.TranslationUnit) -> ast.Function | None:
    """`f`, a member of a class template (class_of), as a function template over the class's parameters (its own
    template parameters where it is defined outside its class: the names its body uses); None otherwise."""
    record = class_of(f, tu)
    if record is None:
        return None
    if f.template_params:
        return f
    return replace(f, template_params=tuple(ast.TemplateParam(f.span, kind, name) for kind, name in record.params))


def specialisations(f: ast.Function, tu: ast.TranslationUnit, code: str) -> list[tuple[str, ...]]:
    """The template arguments of each reference `Class<args>` to the class template of the member `f` (class_of)
    in `code` (the file, comments blanked), in order, once each; references that name one of the class's own
    parameters (`modules<E>` inside its definition) or another template's left out."""
    record = class_of(f, tu)
    if record is None:
        return []
    own = {name for _, name in record.params} | {p.name for p in f.template_params or () if p.name}
    short = record.name.rsplit("::", 1)[-1]
    out: list[tuple[str, ...]] = []
    for m in re.finditer(rf"(?<![\w.]){re.escape(short)}\s*<", code):
        j = closing(code, m.end() - 1)
        if j is None:
            continue
        args = tuple(a.strip() for a in split_args(code[m.end():j]))
        if not args or len(args) > len(record.params) or any(re.search(rf"\b{re.escape(n)}\b", a)
                                                              for a in args for n in own):
            continue
        if args not in out:
            out.append(args)
    return out


def instance_name(f: ast.Function, tu: ast.TranslationUnit, args: tuple[str, ...]) -> str:
    """How a message names the instantiation `args` of the host template `f`: `launch<16>`, or a class template's
    member by its class's specialisation, `run<48>::go`."""
    record = class_of(f, tu)
    if record is None:
        return f"{f.name}<{', '.join(args)}>"
    return f"{record.name.rsplit('::', 1)[-1]}<{', '.join(args)}>::{f.name.rsplit('::', 1)[-1]}"


__all__ = ["as_template", "class_of", "instance_name", "specialisations"]
