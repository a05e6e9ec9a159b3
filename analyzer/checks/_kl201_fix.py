"""KL201's messages and fix texts; the fixes are checked by machine before they are printed.

A suggested condition is (1) parsed with kernlint's own expression parser and run through KL104's
precedence check (a suggestion KL104 would flag is never printed), (2) evaluated over every thread of
the launch the finding names (or the assumed block): it must not split a warp, and it claims to keep
the amount of work only when the same number of threads of every block takes each path as before.
Where that does not hold the text says the work must be reorganised, and how. A reduction whose
active set halves every round (`tid % (2 * stride) == 0`, `(tx + 1) % i == 0`) gets the remapped index
`2 * stride * tid`, which keeps the active threads consecutive, instead of a condition rewrite (which
would corrupt the sum).
"""

from __future__ import annotations

from analyzer.analysis import terms as T
from analyzer.analysis.cost import RegionCost
from analyzer.analysis.leaving import leaves_at
from analyzer.analysis.divergence import WarpFinding
from analyzer.analysis.warps import Shape, block_threads, warp_split
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import has_effects
from analyzer.checks._kl201_group import group_fix, serial_step


def _paren(text: str, e: ast.Expr) -> str:
    return f"({text})" if isinstance(e, (ast.Binary, ast.Conditional, ast.Assign)) else text


def rewrite_text(cond: ast.Expr, text) -> str | None:
    """`tid % 2 == 0` -> `(tid / warpSize) % 2 == 0`; `(tid & 1) == 0` -> `((tid / warpSize) & 1) == 0`."""
    inner, outer = cond, None
    if isinstance(cond, ast.Binary) and cond.op in ("==", "!=") and isinstance(cond.right, ast.IntLit):
        inner, outer = cond.left, cond
    if isinstance(inner, ast.Binary) and inner.op in ("%", "&") and isinstance(inner.right, ast.IntLit):
        new = f"({_paren(text(inner.left), inner.left)} / warpSize) {inner.op} {text(inner.right)}"
        if outer is None:
            return new
        return f"({new}) {outer.op} {text(outer.right)}" if inner.op == "&" else f"{new} {outer.op} {text(outer.right)}"
    return None


def _partition_term(term: T.Term, warp: int) -> T.Term | None:
    """The term with the first `X % c` / `X & c` (X thread-dependent) replaced by `(X / warp) % c`."""
    if term[0] in ("%", "&") and T.is_const(term[2]) and T.thread_dependent(term[1]):
        return T.binary(term[0], T.binary("/", term[1], T.const(warp)), term[2])
    if term[0] in T.BINARY:
        for i in (1, 2):
            new = _partition_term(term[i], warp)
            if new is not None:
                return T.binary(term[0], new, term[2]) if i == 1 else T.binary(term[0], term[1], new)
    elif term[0] in T.UNARY:
        new = _partition_term(term[1], warp)
        return T.unary(term[0], new) if new is not None else None
    return None


def _counts(term: T.Term, shape: Shape, warp: int, env: dict) -> int:
    fn = T.compile_term(term)
    return sum(1 for w, lane, x, y, z in block_threads(shape.x, shape.y, shape.z, warp) if fn(x, y, z, lane, w, env))


def _same_work(old: T.Term, new: T.Term, shapes: list[Shape], warp: int) -> bool | None:
    """True when every block of every shape sends as many threads down each path with `new` as with
    `old`; None when the terms have unknowns other than blockIdx (no claim is made then)."""
    syms = T.symbols(old) | T.symbols(new)
    if any(s[2] not in ("bid", "bdim") for s in syms):
        return None
    for shape in shapes:
        for block in (0, 1, 5):
            env = {s[1]: ({"x": shape.x, "y": shape.y, "z": shape.z}.get(s[1][-1], 1) if s[2] == "bdim" else block)
                   for s in syms}
            try:
                if _counts(old, shape, warp, env) != _counts(new, shape, warp, env):
                    return False
            except (ArithmeticError, TypeError, ValueError):
                return None
    return True


def flagged_by_kl104(text: str) -> bool:
    """Whether KL104 would report the expression (or it does not parse at all)."""
    from analyzer.checks.kl104_operator_precedence import traps
    from analyzer.cuda.parse.parser import parse_expression

    expr = parse_expression(text)
    return expr is None or any(True for _ in traps(expr))


def reduction(term: T.Term) -> bool:
    """A multiple-of test whose divisor changes every round of a loop: `tid % (2 * stride) == 0`, or a
    low-bit mask `(tid & (2 * stride - 1)) == 0`. A single loop-carried bit (`(col & k) == 0`) is a
    butterfly's direction, not a reduction (analyzer/analysis/idioms.py)."""
    stack = [term]
    while stack:
        t = stack.pop()
        if t[0] in ("%", "&") and any(s[2] == "iter" for s in T.symbols(t[2])) and T.thread_dependent(t[1]):
            if t[0] == "%" or (t[2][0] == "-" and t[2][2] == T.const(1)):
                return True
        stack.extend(T.children(t))
    return False


REDUCTION_FIX = ("reorganise the work: this tree reduction keeps the threads whose index is a multiple of its "
                 "growing stride (every 2nd, then every 4th, ..), so every warp stays split until the stride reaches "
                 "the warp size. Remap the index so that the active threads are "
                 "consecutive: `int index = 2 * stride * tid; if (index < blockDim.x) data[index] += "
                 "data[index + stride];`, or run the stride down from "
                 "blockDim.x / 2 with `if (tid < stride) data[tid] += data[tid + stride];`. Changing only the "
                 "condition (e.g. to the warp index) would add the wrong elements")


def partition_fix(site, term: T.Term, shapes: list[Shape], warp: int, text) -> str | None:
    """A machine-checked "partition by warp" rewrite of the condition, or None when none holds."""
    new_text = rewrite_text(site.cond, text)
    if new_text is None or "warpSize" in text(site.cond) or flagged_by_kl104(new_text):
        return None
    new_term = _partition_term(term, warp)
    if new_term is None or warp_split(new_term, shapes, warp) is not None:
        return None
    same = _same_work(term, new_term, shapes, warp)
    where = shapes[0].label if shapes else "the block"
    if same:
        return (f"if it does not matter which threads do which work, branch on the "
                f"warp index: `{new_text}` sends as many threads of each block down each path (checked for "
                f"{where}) without splitting a warp; the threads that take each path change, so derive the data "
                f"index from the new partition")
    return (f"reorganise the work by warps: `{new_text}` would not split a warp but, for {where}, sends a different "
            f"number of threads down each path, so the work itself must be redistributed (give each warp whole "
            f"units of work, indexed by `tid / warpSize`)")


def _ops(term: T.Term) -> set[str]:
    out, stack = set(), [term]
    while stack:
        node = stack.pop()
        out.add(node[0])
        stack.extend(T.children(node))
    return out


def _what(site, cost: RegionCost) -> str:
    """What the split costs, in words that fit the construct (one path or two)."""
    if site.kind == "loop":
        return "lanes that finish early idle until the warp's last lane is done"
    if site.kind == "switch":
        return "the warp runs each case its lanes take, one after the other, the other lanes idle"
    node = site.node
    if isinstance(node, ast.If) and node.other is None:
        leaving = leaves_at(node.then)
        if leaving:
            return f"the lanes that {leaving} idle while the others run what follows"
        return "the lanes that skip the body idle while the others run it"
    if isinstance(node, ast.Conditional) and not (has_effects(node.then) or has_effects(node.other)):
        if cost.predicated:
            return "a value ternary: an optimised build computes both values on every lane and selects one (no branch)"
        return ("a value ternary whose operands an optimised build does not compute on every lane: it branches on "
                "it as on an if/else, each value computed with the other lanes idle")
    return "the warp runs both paths one after the other, each with the other lanes idle"


def _table_switch(node) -> bool:
    """Every case of the switch is assignments that set the same variables (a row of a transform per
    case, as in a Winograd tile), with at most a `break` or an `if (...) break;`: the cases differ in
    coefficients and offsets only."""
    body = node.body.stmts if isinstance(node.body, ast.Block) else (node.body,)
    groups: list[list] = []
    for stmt in body:
        if isinstance(stmt, ast.Case):
            groups.append([])
            stmt = stmt.stmt
        if stmt is None or not groups:
            continue
        groups[-1].extend(stmt.stmts if isinstance(stmt, ast.Block) else [stmt])

    def names(group: list) -> set | None:
        out = set()
        for st in group:
            if isinstance(st, ast.Jump) and st.kind == "break" or isinstance(st, ast.Case):
                continue
            if isinstance(st, ast.If) and isinstance(st.then, ast.Jump) and st.then.kind == "break" and st.other is None:
                continue
            if not (isinstance(st, ast.ExprStmt) and isinstance(st.expr, ast.Assign)):
                return None
            if isinstance(st.expr.target, ast.Name):
                out.add(st.expr.target.id)
        return out

    sets = [names(g) for g in groups if g]
    return len(sets) > 1 and all(x is not None for x in sets) and bool(set.intersection(*sets))


TABLE_FIX = ("the cases compute the same variable with different coefficients (a row of a transform per lane): "
             "read the coefficients from a table indexed by the switch value (`__constant__` or a register array, "
             "`v = sum over k of c[row][k] * x[k]`), so every lane runs one path with the same result")


def _table(site) -> bool:
    """A switch whose fix is TABLE_FIX (fix_text's first case, before any lane group's)."""
    return site.kind == "switch" and isinstance(site.node, ast.Switch) and _table_switch(site.node)


def fix_text(finding: WarpFinding, warp: int, text, shapes, group: int = 0, cost: RegionCost | None = None,
             turns: bool = False) -> str:
    """The fix of a split; `group`: the size of the lane group owning one item that the split is inside (0: none),
    whose fix never moves the condition to the warp index; `cost`: the arms, which choose that fix."""
    split, term, site = finding.split, finding.site.val.term, finding.site
    if _table(site):
        return TABLE_FIX
    if group:
        return group_fix(group, site, cost, turns)
    atoms = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "t"}
    # NOTE: only a condition on the row (threadIdx.y/z, or an index made from them) is a row-dependent split
    if not split.shape.assumed and split.shape.x % warp and atoms & {"y", "z"}:
        return (f"blockDim.x = {split.shape.x} is not a multiple of {warp}, so each warp holds {warp // split.shape.x if split.shape.x < warp else 'parts of several'} "
                f"rows of threadIdx.y and a row-dependent condition splits it. Reorganise so that a warp's lanes share "
                f"the condition: branch on the warp index (`(threadIdx.y * blockDim.x + threadIdx.x) / warpSize`) "
                f"with the data index derived from it, or give each row a multiple of {warp} threads if the "
                f"tile's shape is free")
    if reduction(term):
        return REDUCTION_FIX
    if site.kind == "loop":
        return ("give every lane of a warp the same trip count (e.g. derive it from the warp index), or "
                "reorganise the work so that lanes with more iterations share a warp")
    if site.kind in ("if", "ternary"):
        checked = partition_fix(site, term, shapes, warp, text)
        if checked:
            return checked
    top = term[0]
    if top in T.COMPARE and (T.is_const(term[1]) or T.is_const(term[2])) and not (_ops(term) & {"%", "&", "^"}):
        return (f"if the threshold is not the data's own boundary, give the work to whole warps: a threshold "
                f"that is a multiple of {warp} splits no warp (this changes how many threads work, so the "
                f"work must be redistributed to match)")
    return ("reorganise the work by warps: make the condition a function of the warp index (`tid / warpSize`) "
            "and derive each thread's data index from it; rewriting the condition alone changes which work "
            "is done")


def _launch_words(s, func_name: str, sizes: int, unresolved: str = "") -> str:
    if not s.shape.assumed:
        return f"with {s.shape.label}"
    seen = (f"the block size of the {unresolved} is not known here" if unresolved else
            f"no launch of `{func_name}` in the analysed files")
    tell = f"{seen}: set `block-size` in the config, or pass --block-size, to tell kernlint"
    if sizes > 1:
        return f"for every block size from 64 to 1024 threads ({tell})"
    why = f", as {s.shape.why}" if s.shape.why else ""
    return f"assuming a {s.shape.x}x{s.shape.y}x{s.shape.z} block ({s.shape.threads} threads{why}; {tell})"


def message(finding: WarpFinding, text: str, warp: int, func_name: str = "", sizes: int = 1,
            unresolved: str = "") -> str:
    """What splits which lanes, for the launches judged: the part of the finding every grade shares."""
    s = finding.split
    unit = "warp" if warp == 32 else "wavefront"
    groups = f"two groups of {s.first} lanes" if s.first == s.second else f"groups of {s.first} and {s.second} lanes"
    paths = finding.site.kind == "switch" and s.paths > 2
    if paths:
        groups = f"{s.paths} groups of lanes, one per path (a case, or none) they take"
    if s.warps == s.of and s.of > 1 and s.same_groups:
        where = f"splits every {unit} into {groups}"
    elif s.warps == s.of and s.of > 1:
        where = f"splits every {unit}, into groups that differ from {unit} to {unit} ({unit} {s.warp}: {groups})"
    elif s.shape.assumed and sizes > 1:
        where = f"splits a {unit} into {groups}"  # NOTE: warp counts would be those of one assumed size
    else:
        where = (f"splits {unit} {s.warp} into {groups} ({s.warps} of the block's {s.of} {unit}s split)" if paths
                 else f"splits {unit} {s.warp} (lanes {s.first} / {s.second}; {s.warps} of the block's {s.of} "
                      f"{unit}s split)")
    if s.blocks:  # NOTE: analysis/edges.py
        among = (f"{s.blocks[0]} of the grid's {s.blocks[1]} blocks" if s.blocks[2] else
                 f"{s.blocks[0]} of its first {s.blocks[1]} blocks; a wider grid splits a smaller share of its warps")
        where = (f"splits only the {unit}s at an edge of the grid, in the blocks whose threads straddle its "
                 f"threshold ({among}): in those it {where}")
    kind = {"loop": "loop condition", "switch": "switch on", "ternary": "ternary condition"}.get(
        finding.site.kind, "condition")
    if finding.site.kind == "loop":
        where = "gives the lanes of a warp different trip counts (on some iteration it " + where + ")"
    return f"{kind} `{text}` {where} {_launch_words(s, func_name, sizes, unresolved)}"


PREDICATED = ("an optimised build predicates them and keeps no divergent branch (each lane runs the short arms' "
              "instructions with its result discarded where the condition is false, so no lane waits for another; "
              "a -G build keeps the branch)")


@dataclass
class Facts:
    """What KL201 knows of one divergent branch, from which `grade` makes the message, the fix and the
    severity once: the split and the launches judged (`finding`, `sizes` assumed block sizes, the launch
    whose block is `unresolved`), the cost of what the idle lanes wait for (`cost`), and the idiom that
    makes the idle lanes the shape of the work (`idiom`, one of IDIOMS; its details in `detail`)."""

    finding: WarpFinding
    text: str
    warp: int
    cost: RegionCost
    func_name: str = ""
    sizes: int = 1
    unresolved: str = ""
    shapes: tuple = ()
    idiom: str = ""
    detail: str = ""
    group: int = 0  # the lane group owning one item that the split is inside (analysis/lanegroups.py), 0: none
    share: object = None  # the share of the path's issue time the split costs (analysis/share.py), None: not weighed
    uncalled: bool = False  # a device helper with no caller in its unit: judged on its own, at most a note
    turns: bool = False  # the group's lanes take turns at the condition (lanegroups.turn_group)


def _idiom_text(facts: Facts) -> str:
    idiom, detail = facts.idiom, facts.detail
    if idiom == "edge":
        return ("This is the edge of the work (a few border threads, or one row or column of the tile): the other "
                "lanes have no such work, and the idle lanes are bounded by one warp per block or one row per tile")
    if idiom == "copy":
        return "Minor here: the arms only copy memory, which is bandwidth-bound (idle lanes cost no bandwidth)"
    if idiom == "triangular":
        return f"Minor here: {detail}"
    if idiom == "warp-step":
        return ("This is a step of a scan or tree inside one warp (a bound the loop carries, with a shuffle or a "
                "warp sync each step): every warp runs the same steps, so no mapping of threads to warps removes "
                "the idle lanes")
    if idiom == "leader":
        return (f"The lanes of each group of {detail} exchanged their values by shuffles just before: one lane per "
                "group decides for the group, and the others have nothing to do (a group leader)")
    if idiom == "scan":
        return ("This is a step of a scan or of a triangular loop: the bound moves with the loop, and at each step "
                "only the lanes on one side of it, in at most one warp of the block, skip the work")
    if idiom == "once":
        return (f"Minor here: every launch of `{facts.func_name}` is a single block ({detail}) and the branch is in "
                "no loop, so each warp runs it once per launch: the idle lanes cost the arm's time once")
    if idiom == "prologue":
        return (f"Minor here: the {'switch' if facts.finding.site.kind == 'switch' else 'branch'} is in no loop and "
                f"runs once per block (about {facts.cost.ops} instructions, its paths one after the other in a split "
                f"warp), while {detail} runs a trip count known only at run time: that loop is the kernel's work, "
                f"and the lanes idle here for a small share of it")
    if idiom == "data":
        return (f"The other operand, `{detail}`, is loaded data: wherever it holds for the lanes of a warp, the "
                "lane-varying operand splits the warp so; how often that happens depends on the data")
    if idiom == "baseline":
        from analyzer.analysis.baseline import TEXT

        return f"Minor here: {TEXT}"
    raise ValueError(idiom)


def _serial(facts: Facts, body: str) -> tuple[str, str, bool]:
    """A single leader's serial loop (divergence.serial_trips), however -O3 treats the branch: a warning when its
    share of the path is material (a helper with no caller in its file: a note that says so)."""
    trips, warp = facts.finding.serial, facts.warp
    steps = -(-trips // warp) + (warp.bit_length() - 1)
    weighed = f"; {facts.share.words()}" if facts.share is not None else ""
    alone = f"; judged on its own: `{facts.func_name}` has no caller in the analysed file" if facts.uncalled else ""
    text = (f"{body}. One lane runs a loop of {trips} trips here, one after another, while the other {warp - 1} lanes "
            f"of its warp idle{weighed}{alone}")  # NOTE: an uncalled helper, as every one: at most a note
    fix = (f"share the loop among the lanes of the warp: each lane takes the trips `i = lane; i < {trips}; i += {warp}` "
           f"into a partial, then a shuffle reduction (`__shfl_down_sync`, {warp.bit_length() - 1} steps) gives the "
           f"leader the result: about {steps} steps instead of {trips} (when the trips are a reduction or independent)")
    material = not facts.uncalled and (facts.share is None or facts.share.material)
    return (text if material else f"{text}. Minor here"), fix, not material


IDIOMS = ("edge", "copy", "triangular", "warp-step", "leader", "scan", "once", "prologue", "baseline", "data")


def grade(facts: Facts, snippet) -> tuple[str, str | None, bool]:
    """(message, fix or None, note?) of a finding: the one place KL201's severity is decided. A warning
    when an optimised build keeps the divergent branch and no idiom makes the idle lanes the shape of the
    work; a note, saying which, otherwise."""
    body = message(facts.finding, facts.text, facts.warp, facts.func_name, facts.sizes, facts.unresolved)
    body += f"; {_what(facts.finding.site, facts.cost)}"
    if facts.idiom:
        return f"{body}. {_idiom_text(facts)}", None, True
    if facts.finding.serial:
        return _serial(facts, body)
    fix = fix_text(facts.finding, facts.warp, snippet, list(facts.shapes), facts.group, facts.cost, facts.turns)
    if fix and facts.finding.split.blocks:  # NOTE: analysis/edges.py
        fix = (f"only the blocks whose threads straddle the threshold pay for this split, so a change saves at most "
               f"their share of the grid; {fix}")
    if facts.cost.exits:
        return f"{body}. No divergent branch here: {facts.cost.why}", fix, True
    if facts.cost.predicated:
        return f"{body}. Cheap here: {facts.cost.why}, so {PREDICATED}", fix, True
    weighed = f"; {facts.share.words()}" if facts.share is not None else ""
    if facts.uncalled:
        return (f"{body}. Judged on its own: `{facts.func_name}` has no caller in the analysed file, so how often it "
                f"runs is not known; a branch that stays a branch ({facts.cost.why}){weighed}, assuming each warp "
                f"runs the helper once and nothing else; a file that calls it judges each call"), fix, True
    site = facts.finding.site
    if facts.group and not _table(site) and serial_step(site, facts.cost, facts.turns):  # NOTE: fix_text's group_fix
        return (f"{body}. Minor here: {facts.cost.why}{weighed}; the fix saves no time by itself (it makes the "
                f"lanes compute the same step together)"), fix, True
    if facts.share is not None and not facts.share.material:
        return f"{body}. Minor here: {facts.cost.why}{weighed}", fix, True
    return f"{body}. It costs time: {facts.cost.why}{weighed}", fix, False


__all__ = ["rewrite_text", "partition_fix", "reduction", "REDUCTION_FIX", "flagged_by_kl104", "message", "fix_text",
           "Facts", "IDIOMS", "grade"]
