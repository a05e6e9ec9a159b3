"""A launch whose grid and block look swapped (`k<<<threads, blocks>>>` with `dim3 threads(16, 16)` and
`dim3 blocks((n + 15) / 16, ...)`): the grid a constant and the block's x a ceiling division of a run-time count
by that constant, a count the launching function never tests. The block then grows with the data, and the launch
fails with an invalid-configuration error wherever it passes 1024 threads (LaunchInfo.block_swapped, KL101)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate
from analyzer.cuda.query import uncast


def swapped_block(launch: ast.Launch, grid: tuple | None, env: Any, reaching: Any, nodes: list) -> tuple[str, ...]:
    """The block's components (printed) that are ceiling divisions of a run-time count by the grid's constant
    component of the same axis, x first; () unless x is one and the grid is known."""
    from analyzer.cuda.model.rounding import _ceil_form, _component, compared
    from analyzer.cuda.query import iter_nodes
    from analyzer.cuda.written import printed

    if grid is None or None in grid or not launch.config or len(launch.config) < 2 or launch.config[1] is None:
        return ()
    out = []
    for k, g in enumerate(grid[:2]):
        e = _component(launch.config[1], launch, reaching, nodes, 0, k)
        form = _ceil_form(e, env) if e is not None else None
        if form is None or form[1] != g or g < 2 or evaluate(uncast(form[0]), env, integral=True) is not None:
            break
        if compared({n.id for n in iter_nodes(form[0]) if type(n) is ast.Name}, nodes):
            break  # NOTE: the host tests the count: the block may stay small
        out.append(printed(uncast(e)))
    return tuple(out)
