"""A `__device__` helper judged at its call sites (KL102): the kernels of its file that call it, directly or through
other helpers, give the blocks its threads run in; a helper no function of the file calls is judged on its own."""

from __future__ import annotations

from typing import Any, Callable

from analyzer.cuda import ast


def unit_calls(unit: Any, shared: dict) -> dict:
    """The unit's calls by callee name (analysis/prologue.callers' dict), walked once per unit."""
    calls = shared.setdefault("callsites.calls", {})
    if not calls:
        from analyzer.analysis.prologue import callers

        callers("", unit.tu.functions(), calls)
    return calls


def uncalled(func: ast.Function, unit: Any, shared: dict) -> bool:
    """A `__device__` helper that no function of its file calls."""
    from analyzer.analysis.prologue import calls_of

    return not func.is_kernel and not any(caller is not func for caller, _ in
                                          calls_of(func, unit.tu.functions(), unit_calls(unit, shared)))


def calling_kernels(func: ast.Function, unit: Any, shared: dict) -> tuple[list[ast.Function], bool]:
    """(the kernels whose code reaches a call of helper `func`, through other helpers too; whether some chain of
    callers reaches no kernel: a caller that is itself uncalled, or a host function)."""
    from analyzer.analysis.prologue import calls_of

    calls = unit_calls(unit, shared)
    kernels: list[ast.Function] = []
    open_chain, seen, todo = False, {id(func)}, [func]
    while todo:
        helper = todo.pop()
        found = [caller for caller, _ in calls_of(helper, unit.tu.functions(), calls) if caller is not helper]
        open_chain = open_chain or not found
        for caller in found:
            if id(caller) in seen:
                continue
            seen.add(id(caller))
            if caller.is_kernel:
                kernels.append(caller)
            elif "__device__" in caller.qualifiers and len(seen) < 64:
                todo.append(caller)
            else:
                open_chain = True  # NOTE: a host function (or one past the bound) runs the helper in no known block
    return kernels, open_chain


def helper_launches(func: ast.Function, unit: Any, shared: dict, kernel_shapes: Callable) -> tuple[tuple, bool]:
    """(the block shapes of the kernels that call helper `func`, whether some block is unknown: a calling kernel's
    launch, or a chain of callers that reaches no kernel); `kernel_shapes(kernel)`: divergence.launch_shapes."""
    kernels, open_chain = calling_kernels(func, unit, shared)
    shapes = [kernel_shapes(kernel) for kernel in kernels]
    known = tuple(dict.fromkeys(shape for launched, _ in shapes for shape in launched))
    return known, open_chain or not kernels or any(unknown for _, unknown in shapes)
