"""Calls from device code to functions the translation unit defines for the host only (KL112).

CUDA's execution spaces (CUDA C++ Programming Guide, "Function Execution Space Specifiers"): a function with no
specifier is `__host__`, and a `__global__` or `__device__` function may not call a `__host__` one; nvcc stops
with "calling a __host__ function from a __global__ function is not allowed" (clang/hipcc alike). A call is
claimed only when every function its name can reach is visible and host-only:

- the caller is a `__global__` or `__device__` function (a `__host__ __device__` one only gets a warning from
  nvcc), not a template (nvcc checks a template's calls where it is instantiated), and the call is on a line
  some device target compiles (not under `#ifndef __CUDA_ARCH__`: cuda/pp/archs.py);
- the callee is found by C++ lookup among the file's free functions with a body and as many parameters as the
  call has arguments (analysis/program.Program.lookup) in a scope an unqualified call sees (an enclosing
  namespace, a using-directive or using-declaration), none of which is `__device__`, `constexpr` (allowed
  under `--expt-relaxed-constexpr`, a build flag we cannot see) or a template (its instantiation decides);
- no declaration of that name in the file or in the first included header that names it is `__device__` (a
  `__device__` declaration makes the later definition `__host__ __device__`), and no local or parameter of the
  caller has that name (a lambda, a function pointer).
A function whose specifiers come from a macro kernlint cannot expand is read as an unparsed region, not as a
function: it is never a callee here; nor is one whose declaration uses a macro before its name (`HD float sq()`:
which branch's spelling the device build sees may have been misread). A file with a `#include "..."` kernlint
cannot find gets no claim: that header may declare the callee `__device__`."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import nodes_of
from analyzer.prebuilt import dataclass


@dataclass(frozen=True)
class HostCall:
    call: Any  # the ast.Call
    caller: Any  # the ast.Function making it
    callee: Any  # the host function it reaches (the first, where several overloads do)


def _device_only(func: ast.Function) -> bool:
    q = func.qualifiers
    return func.is_kernel or ("__device__" in q and "__host__" not in q)


def _host_only(func: ast.Function) -> bool:
    q = func.qualifiers
    return func.template_params is None and not func.is_kernel and "__device__" not in q and "constexpr" not in q \
        and "consteval" not in q


def _local_names(func: ast.Function) -> set[str]:
    names = {p.name for p in func.params if p.name}
    names.update(d.name for d in nodes_of(func.body, ast.Declarator))
    for lam in nodes_of(func.body, ast.Lambda):
        names.update(p.name for p in lam.params if getattr(p, "name", None))
    return names


def host_calls(unit: Any, shared: dict) -> list[HostCall]:
    """Every call of a host-only function from device code in `unit` (see the module docstring)."""
    tu = unit.tu
    source = tu.source or ""
    if "__global__" not in source and "__device__" not in source:
        return []
    callers = [f for f in tu.functions() if f.body is not None and f.template_params is None and _device_only(f)]
    if not callers:
        return []
    from analyzer.analysis.program import file_program, header_texts
    from analyzer.cuda.pp.archs import nvidia, targets_of
    from analyzer.includes import header_path, include_names

    program = file_program(unit, shared)
    declared_device = {f.name.split("::")[-1] for f in tu.functions() if "__device__" in f.qualifiers or f.is_kernel}
    headers: dict[str, bool] = {}
    texts, readable = None, None
    out: list[HostCall] = []
    for caller in callers:
        calls = [c for c in nodes_of(caller.body, ast.Call) if type(c.func) is ast.Name]
        if not calls:
            continue
        local = _local_names(caller)
        for call in calls:
            name = call.func.id.split("<", 1)[0].split("::")[-1].strip()
            if not name or name in local or name in declared_device:
                continue
            funcs = program.lookup(call.func.id, len(call.args), caller)  # NOTE: the scopes the caller sees
            if not funcs or not all(_host_only(f) for f in funcs) or any(_macro_spelled(tu, f) for f in funcs):
                continue
            if tu.archs and not nvidia(targets_of(tu.archs, call.span.line)):
                continue  # NOTE: a line no nvcc device pass compiles (`#ifndef __CUDA_ARCH__`)
            if readable is None:
                readable = all(not q or header_path(tu.path, q) is not None for q, _ in include_names(source))
            if not readable:
                return []  # NOTE: a header kernlint cannot read may declare any callee `__device__`, in any scope
            if name not in headers:
                if texts is None:
                    texts = header_texts(tuple(getattr(unit.model, "includes", ())))
                headers[name] = _device_in_headers(texts, name)
            if headers[name]:
                continue
            before = [f for f in funcs if f.span.line < call.span.line]
            out.append(HostCall(call, caller, before[-1] if before else funcs[0]))  # NOTE: the definition in scope
    return out


def _macro_spelled(tu: Any, func: ast.Function) -> bool:
    """Whether the declaration of `func` uses a macro before its name (`HD float sq(float)`): its specifiers are
    what that macro expands to in the build, which a branch kernlint could not decide may have chosen."""
    import re

    macros = set(getattr(tu, "macros", None) or ()) | {n for _, n, _ in getattr(tu, "macro_events", None) or ()}
    lines = (tu.source or "").split("\n")
    sp, name = func.span, func.name.split("::")[-1]
    if not macros or not 0 < sp.line <= len(lines):
        return False
    head = "\n".join(lines[sp.line - 1:sp.line + 3])  # NOTE: from the line's start: the span starts after an empty macro
    at = re.search(r"\b" + re.escape(name) + r"\s*\(", head)
    return at is not None and any(w in macros for w in re.findall(r"[A-Za-z_]\w*", head[:at.start()]))


def _device_in_headers(texts: tuple[tuple[str, str], ...], name: str) -> bool:
    """Whether an included header declares a `__device__` (or `__host__ __device__`) function `name`."""
    import re

    from analyzer.cuda.parse.cached import parse_file

    word = re.compile(r"\b" + re.escape(name) + r"\b")
    for path, text in texts:
        if "__device__" not in text or word.search(text) is None:
            continue
        if any(f.name.split("::")[-1] == name and "__device__" in f.qualifiers for f in parse_file(path, text).functions()):
            return True
    return False
