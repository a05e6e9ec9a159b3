"""KL201's fix of a split inside a lane group that owns one item (analyzer/analysis/lanegroups.py), by what the
arm does: a loop is spread over the group's lanes; a value ternary stays the select it is; short arms are made
uniform; a step of the item's serial work is computed by every lane of the group (no slower, so the finding is
a note: `STEP_NO_SLOWER`), unless the lanes take turns at it in a loop over the group's lanes or it writes
memory the group shares, where one lane must keep doing it."""

from __future__ import annotations

from analyzer.analysis.cost import RegionCost
from analyzer.cuda import ast


def writes_memory(node) -> bool:
    """The arm(s) of an if store through an index or a pointer (memory other lanes may share), or make an atomic."""
    from analyzer.cuda.query import callee_name, iter_nodes

    for n in iter_nodes(node):
        if isinstance(n, ast.Assign) and (isinstance(n.target, ast.Index) or isinstance(n.target, ast.Unary)
                                          and n.target.op == "*"):
            return True
        if isinstance(n, ast.Unary) and n.op in ("++", "--") and isinstance(n.operand, (ast.Index, ast.Unary)):
            return True
        if isinstance(n, ast.Call) and callee_name(n).startswith("atomic"):
            return True
    return False


TURNS = "turns"  # NOTE: group_fix's word for a split whose lanes take turns in a loop over the group's lanes
STEP_NO_SLOWER = "(each then holds the result, and any shuffle that hands it out goes: no slower)"


def _case(site, cost: RegionCost | None, turns: bool) -> str:
    """Which of group_fix's fixes the split takes: turns, loop, ternary, uniform, writes or step."""
    if turns:
        return "turns"
    if any(a.loops for a in (cost.arms if cost is not None else ())):
        return "loop"
    if site.kind == "ternary":
        return "ternary"
    if cost is None or cost.predicated:
        return "uniform"
    node = site.node
    if site.kind == "if" and writes_memory(node.then if isinstance(node, ast.If) else node):
        return "writes"
    return "step"


def serial_step(site, cost: RegionCost | None, turns: bool = False) -> bool:
    """group_fix's last case: the arm is one lane's step of the item's serial work that every lane of the group may
    compute (STEP_NO_SLOWER: the fix saves no time by itself, so KL201's finding is a note)."""
    return _case(site, cost, turns) == "step"


def group_fix(group: int, site, cost: RegionCost | None, turns: bool = False) -> str:
    """The fix of a split inside a lane group that owns one item (analyzer/analysis/lanegroups.py), by the shape
    of the arms: a loop is spread over the group's lanes; a value ternary stays the select it is; short arms are
    made uniform (a select, a predicated store); longer ones are one lane's step of the item's serial work, which
    every lane of the group may compute unless the lanes take turns at it (`turns`: a loop over the group's
    lanes) or it writes memory the group shares (every lane would write it)."""
    lead = (f"each group of {group} lanes works on one item and the condition parts the lanes of every group, so "
            f"branching on the warp index does not apply (the lanes of a group that skip the work idle whatever "
            f"warp holds the group)")
    case = _case(site, cost, turns)
    if case == "turns":
        return (f"the lanes of each group of {group} take {TURNS}: on each iteration of the loop around it one lane "
                f"of the group runs the arm, after the lane before it (a serial chain through the group by design); "
                f"a lane that ran it on every iteration would overwrite its own result after its turn, and branching "
                f"on the warp index does not apply. To shorten the idle time, shorten each turn (compute what does "
                f"not depend on the turn before it outside the branch), or give each item fewer lanes")
    if case == "loop":
        return (f"{lead}: spread the loop over the {group} lanes of the group (lane k of the group runs iterations "
                f"k, k + {group}, ...) and combine their parts by shuffles within the group (`__shfl_xor_sync` "
                f"with distances below {group}), so that every lane of the group shares the work")
    if case == "ternary":
        return (f"{lead}: keep the ternary, the uniform form (a select once its operands are computed); where an "
                f"operand loads memory, load it on every lane first if its address is valid on all "
                f"(`x = p[i]; v = c ? x : 1.f`), so that no lane skips work")
    if case == "uniform":
        return (f"{lead}: make the work uniform instead: compute the value on every lane and select it "
                f"(`v = c ? a : b` on operands computed before), or predicate the one store, so that no branch "
                f"is left")
    if case == "writes":
        return (f"{lead}: the arm writes memory that the lanes of the group share, so one lane must write it (every "
                f"lane would write it {group} times, and a read-modify-write would be applied {group} times); "
                f"compute its operands on every lane where that saves a shuffle, keep the write on one lane, or give "
                f"each item fewer lanes where the layout allows it")
    return (f"{lead}: the arm is a step of the item's serial work done by one lane of each group; let every lane "
            f"of the group compute it {STEP_NO_SLOWER}, or give each item fewer lanes where the layout allows it")


__all__ = ["writes_memory", "group_fix", "serial_step", "TURNS", "STEP_NO_SLOWER"]
