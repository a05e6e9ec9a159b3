"""The type a figure is for, where one launch stands for several instantiations of its kernel (KL401/KL402).

A launch inside PyTorch's `AT_DISPATCH_*` lambda (cuda/model/dispatch.py) runs `k<scalar_t>` once per dispatched
type, and each type has its own figures: a row walk of `at::Half` elements moves 32 sectors for 2, of `float` 32
for 4, from other least row lengths. The finding keeps one figure per access, the type with the lowest efficiency
(the worst is what decides whether there is a finding at all), and `text` names that type and gives the others'
figures in one bracket, so a reader whose tensors are another type reads their figure without a second finding."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.launch_guards import least_text
from analyzer.analysis.memory.figures import Figure


def siblings(f: Figure, figures: list[Figure]) -> list[Figure]:
    """The figures of f's access under the same launch (label and block) for the other template arguments, in the
    order of the launch's copies (the dispatch's types), one per binding."""
    from analyzer.analysis.memory.judge import per_iteration

    out: dict[tuple, Figure] = {}
    for g in figures:
        if g.access.node is f.access.node and g.access.op == f.access.op and _launch(g) == _launch(f) \
                and g.block == f.block and g.template != f.template and g.template and g.template not in out:
            out[g.template] = (per_iteration(g) or g) if g.access.space == "shared" else g
    return list(out.values())


def _launch(f: Figure) -> str:
    """The launch of f's label, without the loop iteration a shared figure is judged at (judge.per_iteration)."""
    return f.label.split(", at iteration ")[0]


def _differ(template: tuple[str, ...], others: list[tuple[str, ...]], params: tuple[str, ...]) -> list[int]:
    """The positions where `template` differs from the others, where the parameters' names are known."""
    differ = [i for i, arg in enumerate(template) if any(i < len(o) and o[i] != arg for o in others)]
    return differ if len(params) == len(template) else []


def _binding(template: tuple[str, ...], others: list[tuple[str, ...]], params: tuple[str, ...]) -> str:
    """`scalar_t = at::Half` for the positions where `template` differs from the others (`<at::Half, int>` when
    the parameters' names are not known)."""
    differ = _differ(template, others, params)
    return ", ".join(f"{params[i]} = {template[i]}" for i in differ) if differ else f"<{', '.join(template)}>"


def _values(template: tuple[str, ...], others: list[tuple[str, ...]], params: tuple[str, ...]) -> str:
    """The differing arguments alone (`at::Half`, `float, int64_t`), or the whole `<...>`."""
    differ = _differ(template, others, params)
    return ", ".join(template[i] for i in differ) if differ else f"<{', '.join(template)}>"


def _figure(g: Figure, unit: str, number) -> str:
    if not g.known or not g.per_request or g.ideal is None:
        return "not evaluated"
    least = least_text(g.condition, g.admitted) if g.condition else ""
    efficiency = g.efficiency
    share = f"{efficiency:.0%}" if unit == "sectors" and efficiency is not None else \
        f"{number(g.per_request / g.ideal)}-way" if unit == "wavefronts" else ""
    at = f" at iteration {g.iteration}" if g.iteration is not None else ""
    return (f"{number(g.per_request)} {unit} for {number(g.ideal)}{f', {share}' if share else ''}{at}"
            f"{f', for {least}' if least else ''}")


def text(f: Figure, figures: list[Figure], params: tuple[str, ...], number: Any) -> str:
    """"; the figures are those of scalar_t = at::Half, the dispatched type with the lowest efficiency (float: 32
    sectors for 4, 12%, for every dim >= 8; double: ...)", or "" when f's launch stands for one instantiation.
    `params`: the kernel's template parameter names; `number`: judge.number_text."""
    others = siblings(f, figures)
    if not others:
        return ""
    unit = "sectors" if f.access.space == "global" else "wavefronts"
    worst = "lowest efficiency" if unit == "sectors" else "most ways"
    templates = [g.template for g in others]
    groups: dict[str, list[str]] = {}
    for g in others:
        said = _figure(g, unit, number)
        said = "the same" if said == _figure(f, unit, number) else said
        groups.setdefault(said, []).append(_values(g.template, [f.template], params))
    rest = "; ".join(f"{' and '.join(names)}: {said}" for said, names in groups.items())
    return (f"; the figures are those of {_binding(f.template, templates, params)}, the instantiation of the launch "
            f"with the {worst} ({rest})")


def help_text(f: Figure, figures: list[Figure], params: tuple[str, ...], fix_of: Any, finding: Any) -> str:
    """"; for scalar_t = float and double: <their help>" where the launch's other instantiations that also have a
    finding (`finding(figure)`) get another help than f's (`fix_of(figure)`: the rule's help), the first such help
    only; else ""."""
    others = [g for g in siblings(f, figures) if g.known and g.per_request and g.ideal and finding(g)]
    if not others:
        return ""  # NOTE: one instantiation (every launch but a dispatch's): no second help to build
    mine = fix_of(f)
    groups: dict[str, list[str]] = {}
    for g in others:
        said = fix_of(g)
        if said != mine:
            groups.setdefault(said, []).append(_values(g.template, [f.template], params))
    if not groups:
        return ""
    said, names = next(iter(groups.items()))
    differ = _differ(f.template, [g.template for g in others], params)
    name = ", ".join(params[i] for i in differ) if differ else "the template arguments"
    return f"; for {name} = {' and '.join(names)}: {said}"


def kernel_params(unit: Any, kernel: str) -> tuple[str, ...]:
    """The template parameter names of `kernel` (`k<scalar_t>`: ("scalar_t",)), or () when not found."""
    name = kernel.split("<")[0].rsplit("::", 1)[-1]
    for func in unit.tu.functions():
        if func.name == name and func.template_params:
            return tuple(tp.name or "" for tp in func.template_params)
    return ()


def typed(f: Figure, figures: list[Figure], unit: Any, message: str, rest: str, least: float,
          fix: Any) -> tuple[str, str]:
    """KL401's (message with the type its figures are for, then `rest`; the other types' help where it differs):
    `fix(figure, unit, figures)` the rule's help, `least` its min-efficiency."""
    from analyzer.analysis.memory.judge import number_text

    params = kernel_params(unit, f.access.kernel)
    finding = lambda g: g.efficiency is not None and g.efficiency <= least  # noqa: E731
    return message + text(f, figures, params, number_text) + rest, help_text(
        f, figures, params, lambda g: fix(g, unit, figures), finding)
