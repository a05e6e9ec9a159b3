"""What the lanes that leave a region early skip (KL201's cost of an early exit, analyzer/analysis/cost.py):
an if whose arm ends in `return`, `continue` or `break` lets some lanes go while the others run the rest
of the function, of the iteration or of the loop; that rest is what the leaving lanes idle through.

Except where the lanes the branch lets go have nothing left to run in the kernel (`exit_reason`): a kernel's
`return` outside every loop (after an arm the compiler predicates), or an if without else that nothing
follows up to the kernel's end, outside every loop. There -O3 exits those lanes (a predicated EXIT) instead
of branching, so no divergent branch remains whatever the rest holds: the other lanes run it with them gone,
no path waiting for another (measured on an H100, tools/gpu/divergence: `earlyReturnLoop`, `tailLoop`,
`nestedTailLoop`, `returnAfterBarrier` have none at -O3; a `return` or tail inside a loop, a `continue` or
`break`, an else, an arm with a loop before its `return`, or code after a helper's call keep one). A helper's
`return` leaves the helper, not the kernel: its finding stands for every call, so it is judged as a branch.
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast


def leaves_at(stmt: Any) -> str | None:
    """"return", "continue" or "break" when the arm is (or ends with) that jump: the lanes that take it
    skip what follows the if."""
    last = stmt.stmts[-1] if isinstance(stmt, ast.Block) and stmt.stmts else stmt
    return last.kind if isinstance(last, ast.Jump) and last.kind in ("return", "continue", "break") else None


def always_leaves(stmt: Any) -> bool:
    """Whether `stmt` always leaves the code after it: a return, throw, break or continue (a `goto` need not), a
    block holding one, an if both arms of which leave. The arm of a guard clause (`if (s > 256) return;`)."""
    cls = type(stmt)
    if cls is ast.Jump:
        return stmt.kind in ("return", "break", "continue")
    if cls is ast.ExprStmt:
        expr = getattr(stmt, "expr", None)
        return type(expr) is ast.Opaque and expr.text.lstrip().startswith("throw")
    if cls is ast.Block:
        return any(always_leaves(s) for s in stmt.stmts)
    if cls is ast.If:
        return stmt.other is not None and always_leaves(stmt.then) and always_leaves(stmt.other)
    return False


def skipped(func: ast.Function, node: Any, leaving: str) -> list[Any]:
    """The statements the lanes that leave at `node` skip (what the others run meanwhile): those after it
    in each enclosing block, up to the function (`return`) or the innermost loop (`continue`: the rest
    of the iteration; `break`: also the loop's later iterations); a loop enclosing a `return` is run again
    by the others whole."""
    out: list[Any] = []

    def walk(stmt: Any, chain: list[Any]) -> list[Any] | None:
        if stmt is node:
            return chain
        for child in children(stmt):
            found = walk(child, chain + [stmt])
            if found is not None:
                return found
        return None

    chain = walk(func.body, []) if func.body is not None else None
    if chain is None:
        return out
    inner = node
    for parent in reversed(chain):
        if isinstance(parent, (ast.For, ast.While, ast.DoWhile)):
            if leaving == "break":
                out.append(parent.body)  # NOTE: the iterations the leaving lanes no longer run
                return out
            if leaving == "continue":
                return out
            out.append(parent)
        elif isinstance(parent, ast.Block):
            stmts = list(parent.stmts)
            out.extend(stmts[stmts.index(inner) + 1:] if inner in stmts else [])
        inner = parent
    return out


def children(stmt: Any) -> list[Any]:
    if isinstance(stmt, ast.Block):
        return list(stmt.stmts)
    if isinstance(stmt, ast.If):
        return [s for s in (stmt.then, stmt.other) if s is not None]
    if isinstance(stmt, (ast.For, ast.While, ast.DoWhile)):
        return [stmt.body] if stmt.body is not None else []
    if isinstance(stmt, ast.Labeled):
        return [stmt.stmt]
    if isinstance(stmt, ast.Switch):
        return [stmt.body]
    if isinstance(stmt, ast.Case):
        return [stmt.stmt] if stmt.stmt is not None else []  # NOTE: `case 1: if (c) return;` labels the if
    return []


def heavy(arm: Any, limit: int) -> str:
    """What in an arm's cost (analysis/cost.ArmCost) keeps a branch around it ("" when nothing does): a loop, a
    barrier, a call, or more than `limit` instructions."""
    if arm.loops or arm.barriers:
        return "a loop" if arm.loops else "a barrier"
    if arm.calls:
        return f"a {arm.calls[0]}" if arm.calls[0].startswith(("/", "%", "switch")) else f"a call of `{arm.calls[0]}`"
    return f"about {arm.ops} instructions" if arm.ops > limit else ""


def exit_reason(func: ast.Function, node: Any, leaving: str | None, arms: tuple, in_loop: bool, limit: int) -> str:
    """Why -O3 exits the lanes the branch at `node` lets go instead of branching ("" when it does not): they have
    nothing left to run in the kernel. A kernel's `return` (after an arm the compiler predicates), or an if
    without else that nothing follows up to the kernel's end; never inside a loop (the lanes would come back
    for the next iteration) nor in a helper (its return leaves the helper, not the kernel). `arms`: the region's
    (arm, rest) costs; `in_loop`: some loop of `func` holds `node`; `limit`: cost.PREDICATE_LIMIT."""
    if not func.is_kernel or not isinstance(node, ast.If) or in_loop:
        return ""
    if leaving == "return":
        if heavy(arms[0], limit):
            return ""  # NOTE: the arm's own work before its return is branched around
        rest = f" ({heavy(arms[1], limit)})" if heavy(arms[1], limit) else ""
        return (f"the lanes that return leave the kernel, which an optimised build does with a predicated exit, "
                f"not a branch; the others run the rest of the kernel{rest} with those lanes gone, one path "
                f"waiting for no other (the lanes' share of the warp is what is lost)")
    if leaving is None and node.other is None and not skipped(func, node, "return") and not arms[0].barriers:
        return (f"nothing follows the body in the kernel, so an optimised build exits the lanes that skip it "
                f"with a predicated exit, not a branch around it; the others run the body"
                f"{f' ({heavy(arms[0], limit)})' if heavy(arms[0], limit) else ''} with those lanes gone, one path waiting for no other (the "
                f"lanes' share of the warp is what is lost)")
    return ""


__all__ = ["leaves_at", "always_leaves", "skipped", "children", "heavy", "exit_reason"]
