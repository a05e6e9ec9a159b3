"""KL401's note on a lane's own run of a global array from an offset it loads (analysis/memory/segments.py: a CSR
row, a neighbour list), where the memory model counts no figure (the lanes load their starts)."""

from __future__ import annotations

from typing import Iterator

from analyzer.cuda.ast import source_text


def segment_findings(unit, ctx, reported: set) -> Iterator:
    """One note per such access of every kernel of the file not reported already (`reported`: spans)."""
    from analyzer.analysis.memory.segments import segment_walks
    from analyzer.cuda.model.evaluate import Env

    source = unit.tu.source or unit.text
    env = Env()
    for func in unit.tu.kernels():
        for w in segment_walks(func):
            if w.node.span in reported:
                continue
            reported.add(w.node.span)
            param = next((p for p in func.params if p.name == w.array), None)
            size = (env.layout(param.type.base) or (None,))[0] if param is not None else None
            elements = f" ({32 // size} `{param.type.base.replace('const ', '').strip()}`s)" if size and size <= 32 \
                else ""
            text, start = source_text(source, w.node.span), source_text(source, w.start.span)
            op = "store" if _stored(func, w.node) else "load"
            yield ctx.report(w.node.span, symbol=func.name, note=True, detail=(
                f"global {op} `{text}`: each lane walks its own run of `{w.array}` from an offset it loads (`{start}`), "
                f"one element per iteration of the loop at line {w.loop.span.line}, so a warp's request holds one "
                f"element of each lane's run, as far apart as the runs are long: from runs of 32 bytes on{elements} it "
                f"touches a sector per lane, 32 where its lanes need {size or 4} ({32 * (size or 4)} bytes), whatever "
                f"the starts; how long the "
                f"runs are only the data says (L1 serves a lane's next elements of each sector)"), help=(
                f"give each run a group of lanes that stride it (a warp per run: `for (i = lane; i < len; i += 32)`, "
                f"then a warp reduction, the CSR-vector form), so that a request reads consecutive elements of one run"))


def _stored(func, node) -> bool:
    from analyzer.cuda import ast
    from analyzer.cuda.query import by_class
    return any(a.target is node for a in by_class(func.body).get(ast.Assign, ()))
