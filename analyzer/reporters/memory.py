"""Output of `kernlint memory`: a text table, or JSON `{"accesses": [...]}`.

JSON keys of each access (stable): file, line, column, kernel, space ("global"/"shared"), op
("load"/"store"), bytes (per lane; null when not one element), sectors_per_request (global, else null),
wavefronts_per_request (shared, else null), ideal, known (bool), launch (block dims [x, y, z] used).
A figure that holds only from a least kernel-argument value up (`out[x * height + y]`: 32 sectors per request
for every height >= 8), or one per class of a kernel argument (`s[threadIdx.x * d]`: gcd(d, 32)-way), is not known
here: the keys are a contract and have no place for the condition; the text table marks it with `*` and says the
condition (the worst class), and KL401/KL402 name it.
Figures are averages over the warps that execute the access: an integer when exact, else a decimal.
"""

from __future__ import annotations

import json
from typing import Any
from analyzer.analysis.launch_dims import MARK


def _num(v: Any) -> Any:
    if v is None:
        return None
    if v.denominator == 1:
        return int(v)
    return round(float(v), 3)


def entry(f: Any) -> dict:
    a = f.access
    known = f.known and not f.condition and not f.classes
    per = _num(f.per_request) if known else None
    return {"file": f.file, "line": a.node.span.line,
            "column": a.node.span.column, "kernel": a.kernel, "space": a.space, "op": a.op, "bytes": a.size,
            "sectors_per_request": per if a.space == "global" else None,
            "wavefronts_per_request": per if a.space == "shared" else None,
            "ideal": _num(f.ideal) if known else None, "known": known, "launch": list(f.block)}


def _sorted(figures: list) -> list:
    return sorted(figures, key=lambda f: (f.file, f.access.node.span.line, f.access.node.span.column,
                                          f.access.op, f.block))


def render_json(figures: list) -> str:
    return json.dumps({"accesses": [entry(f) for f in _sorted(figures)]}, indent=2) + "\n"


def render_text(figures: list) -> str:
    rows = [("location", "kernel", "space", "op", "B", "per req", "ideal", "eff", "launch")]
    for f in _sorted(figures):
        a = f.access
        per = _num(f.per_request) if f.known else "?"
        ideal = _num(f.ideal) if f.known else "?"
        eff = f"{f.efficiency:.0%}" if f.efficiency is not None else "-"
        unit = "sect" if a.space == "global" else "wavef"
        launch = "x".join(map(str, f.block)) + (" (assumed)" if f.assumed else "")
        rows.append((f"{f.file}:{a.node.span.line}:{a.node.span.column}", a.kernel, a.space, a.op,
                     str(a.size) if a.size else "?", f"{per} {unit}" + ("*" if f.condition or f.classes else "") if f.known else "?",
                     str(ideal), eff, launch))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    known = sum(1 for f in figures if f.known)
    out.append(f"{len(figures)} accesses, {known} with a known figure"
               + (f" ({known / len(figures):.0%})" if figures else ""))
    for f in _sorted(figures):
        a = f.access
        if not f.known:
            out.append(f"  ? {f.file}:{a.node.span.line}:{a.node.span.column}: {f.reason}")
        elif f.classes:
            from analyzer.analysis.memory.classes import class_name, worst_class
            name, top, _ = f.classes
            out.append(f"  * {f.file}:{a.node.span.line}:{a.node.span.column}: for "
                       f"{class_name(name, top if a.space == 'global' else worst_class(f.classes), top)} (a kernel "
                       "argument; its other classes give other counts: KL401/KL402 list them)")
        elif f.condition:
            from analyzer.analysis.launch_guards import least_text
            least = least_text(f.condition, f.admitted)
            out.append(f"  * {f.file}:{a.node.span.line}:{a.node.span.column}: for {least} "
                       "(a kernel argument; smaller values give other counts)")
        elif MARK in f.label:  # NOTE: a kernel argument bound to the assumed block (analysis/launch_dims)
            out.append(f"  = {f.file}:{a.node.span.line}:{a.node.span.column}: {f.label[f.label.index(MARK) + len(MARK):]}")
    return "\n".join(out) + "\n"
