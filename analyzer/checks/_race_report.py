"""KL107/KL109's findings from the races of analysis/race/: the message and fix of a race (`describe`), one finding
per race (`finding_key`, `report`: a missing barrier is one finding, the same race of a helper in several kernels
too) and the note for an index past its row."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from analyzer.analysis import terms as T
from analyzer.analysis.race.driver import kernel_races
from analyzer.analysis.race.lockstep import arch_names, lockstep_targets
from analyzer.checks import _races as W
from analyzer.checks._atomics import missing
from analyzer.checks._race_blocksync import block_fix
from analyzer.checks._race_divergent import deciding_read, deciding_text, monotone_filter, precheck_read
from analyzer.checks._race_step import overlap_loop, overlap_step, step_finding
from analyzer.checks._race_warpsync import collective_between, loop_end_fix, warp_sync_fix
from analyzer.checks._race_slots import result_slot, slot_finding
from analyzer.checks._race_scatter import scatter_finding
from analyzer.checks._race_fix import (no_barrier_fix, one_statement_fix, precedence_fix,
                                       same_finding, writer_fix, _assignment, _function)
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.query import callee_name
from analyzer.diagnostics import Diagnostic, Severity


def describe(unit, race, slot=None, ctx=None, params=frozenset()) -> tuple[str, str, object]:
    """(message, fix, the access reported at) of a race (KL107, KL109); `slot`: _race_slots.result_slot's; `ctx`:
    the check's, for where a `__syncwarp()` can go (_race_warpsync); `params`: the kernel's parameter names."""
    w = race.witness
    first, second = (w.first, w.second) if w.first.acc.order <= w.second.acc.order else (w.second, w.first)
    t_first, t_second = (w.t1, w.t2) if first is w.first else (w.t2, w.t1)
    b_first, b_second = (w.b1, w.b2) if first is w.first else (w.b2, w.b1)
    a1, a2 = first.acc.access, second.acc.access
    same = first is second
    who1, who2 = W.thread(t_first, b_first), W.thread(t_second, b_second)
    rmw = not same and a1.node is a2.node and {a1.op, a2.op} == {"load", "store"}
    if same:
        what = f"{W.access_phrase(unit, first)} is made by {who1} and by {who2} on the same bytes ({W.address(a1, w.offset)})"
    elif rmw:
        what = (f"the read-modify-write `{W.text(unit, a1)}` at line {a1.node.span.line} is made by {who1} and by "
                f"{who2} on the same bytes ({W.address(a1, w.offset)})")
    else:
        what = (f"{W.access_phrase(unit, first)} by {who1} and {W.access_phrase(unit, second)} by {who2} touch the "
                f"same bytes ({W.address(a1, w.offset)})")
    what += W.iterations(w, first is not w.first, params)
    launch = W.launch_phrase(race.launch)
    if slot is not None:
        return (*slot_finding(slot, what, launch), second)
    if (loop := overlap_loop(race)) is not None:
        return (*step_finding(race, loop, what, launch), second)
    if race.same:
        return (*same_finding(unit, race, what, launch), second)
    total = partial_total(race)
    if total is not None:
        update, read = total
        how = (f"; the read comes after its own block's update (line {update.node.span.line}) and expects every "
               "block's, but with more than one block nothing waits for the other blocks' updates: no block barrier "
               "orders blocks, and `__threadfence()` orders only the thread's own writes, so the read sees a partial "
               "result, different from run to run")
        fix = ("finish the result in a second kernel (launched after this one, it reads the complete value), or make "
               "this a cooperative launch and put `cg::this_grid().sync()` between the updates and the read")
    elif race.cross_block:
        how = ("; they are threads of two different blocks, which no barrier orders: the result depends on which "
               "block runs first" + (", in every grid of more than one block (no launch fixes the grid)"
                                     if race.launch.grid is None else ""))
        fix = ("give each block its own location (index by blockIdx), or combine the blocks' values with an atomic "
               "(`atomicAdd`) or a second kernel")
    elif race.kind == "atomic-read" and (decides := deciding_read(unit, race)) is not None:
        how, fix = deciding_text(decides)
    elif race.kind == "atomic-read":
        how = (" with no barrier between them: the plain read sees the value before or after other threads' atomic "
               "updates, whichever comes first")
        fix = "read the result after a `__syncthreads()` that follows every update (or use the value the atomic returns)"
        if partial_total(race, unknown_grid=True) is not None:
            fix = ("with one block, read it after a `__syncthreads()` that follows the update; with more (no launch "
                   "gives the grid), no barrier makes the read wait for the other blocks' updates: finish the result "
                   "in a second kernel, or make this a cooperative launch with `cg::this_grid().sync()` before the read")
    elif not same and not rmw and a1.space == "global" and _update(unit, a1.node) and _update(unit, a2.node):
        how = (" with nothing ordering them: both are updates of a global element (`+=` and the like), so one "
               "thread's update is lost; a barrier would order only the threads of one block")
        fix = (f"make the updates atomic (`atomicAdd(&{W.text(unit, a1)}, ...)` for each of them), or let each thread "
               "gather its own element from the inputs it needs instead of scattering into its neighbours'")
        if missing(("atomicAdd",), a1.type_name):  # NOTE: no atomicAdd of a `short`: gathering is the fix
            fix = (f"`atomicAdd` has no overload for `{a1.type_name}` elements: let each thread gather its own element "
                   "from the inputs it needs instead of scattering into its neighbours'")
    elif (old := lockstep_targets(unit, race)) is not None:
        how = (f" with no `__syncwarp()` between them; the two threads are lanes of one warp, and only targets before "
               f"sm_70 ({arch_names(old)}: the `#if` on `__CUDA_ARCH__` around them) compile this code, whose warps "
               f"run in lockstep, so the race is not there; a target with independent thread scheduling (sm_70 and "
               f"later) would have it")
        fix = (f"if this code is ever compiled for sm_70 or later, put `__syncwarp()` between the steps (after line "
               f"{a1.node.span.line})")
    elif w.same_warp and not same and not rmw:  # NOTE: a read-modify-write of two lanes loses one even in lockstep
        how = (" with no barrier or `__syncwarp()` between them; the two threads are lanes of one warp, and code that "
               "relies on a warp running in lockstep (implicit warp-synchronous programming, `volatile` reductions) "
               "races under independent thread scheduling (sm_70 and later)")
        if (vote := collective_between(unit, a1, a2)) is not None:
            how += (f"; the `{callee_name(vote)}` at line {vote.span.line} between them exchanges registers only and "
                    "orders no memory: the compiler may move a shared access across it")
        if race.same_loop_iters:  # NOTE: a lane done with an iteration goes on to the next (race/intervals.py)
            line = _shared_loop_line(first, second)
            how += (f"; the accesses are in consecutive iterations of the loop at line {line}, and a lane that is "
                    "done with one iteration goes on to the next while other lanes of its warp are still in it")
            fix = loop_end_fix(unit, ctx, race, a1, a2, _shared_loop(first, second)) or (
                f"put `__syncwarp()` at the end of the loop's body (line {line}) too, so that every lane is done "
                "with an iteration's accesses before any lane makes the next iteration's")
        else:
            fix = warp_sync_fix(unit, ctx, race, a1, a2) or one_statement_fix(unit, a1, a2) or (
                f"put `__syncwarp()` between the steps (after line {a1.node.span.line}), or use `__shfl_down_sync` "
                "for the warp's reduction")
    elif (stepped := overlap_step(race)) is not None:
        how, fix = stepped  # NOTE: `for (k = threadIdx.x + 1; k < p; k++)`: the step is the defect (_race_step)
    elif race.same_loop_iters:
        line = _shared_loop_line(first, second)
        how = (" with no barrier between one iteration's access and the next iteration's (the loop at line "
               f"{line})")
        fix = block_fix(unit, ctx, a1, a2, f"put `__syncthreads()` at the end of the loop body (line {line}) too, so "
                        "that an iteration's reads finish before the next iteration's writes (or double-buffer the "
                        "array)", _shared_loop(first, second))
    elif rmw or same:
        how = " with nothing ordering them: one thread's update is lost"
        fix = ("use an atomic (`atomicAdd`) if every thread must update it, reduce in the block first and let one "
               "thread write, or give each thread its own location")
    elif any(None not in (i1, i2) and i1 != i2 for _, i1, i2 in w.iters):
        line = _shared_loop_line(first, second)
        how = f" with no barrier between the iterations of the loop at line {line}"
        fix = block_fix(unit, ctx, a1, a2, f"put `__syncthreads()` in the loop body after line "
                        f"{max(a1.node.span.line, a2.node.span.line)}, so that one iteration's writes finish before "
                        "the next iteration reads", _shared_loop(first, second))
    else:
        how = " with no barrier between them: nothing orders the two threads"
        fix = block_fix(unit, ctx, a1, a2, f"put `__syncthreads()` between line {a1.node.span.line} and line "
                        f"{a2.node.span.line}")
    # NOTE: a mis-grouped address (KL104), one location every thread writes, every block's location or two arms
    # of an `if`: no barrier is the fix
    fix = precedence_fix(unit, first, second) or writer_fix(unit, race, first, second) or \
        no_barrier_fix(unit, race, first, second) or fix
    if total is not None:
        return f"read of a partial result {launch}: {what}{how}", fix, second
    if race.kind == "atomic-read":
        return f"unordered read of an atomically updated location {launch}: {what}{how}", fix, second
    kind = "write-write" if first.acc.writes and second.acc.writes and not rmw else "read-write"
    return f"{kind} race {launch}: {what}{how}", fix, second


def partial_total(race, unknown_grid: bool = False) -> tuple | None:
    """(the atomic update, the plain read) of a read, expecting the result, of a location other blocks update
    atomically (`if (tid == 0) atomicAdd(total, s); __syncthreads(); y[i] = v / *total;`, more than one block):
    the read comes after an update of the same location in program order and waits in no loop of its own. Not
    a read made before the update (`if (best[0] < v) atomicMax(best, v)`), nor a spin that waits for the others
    (`while (arrived[0] < gridDim.x)`): notes. `unknown_grid`: a race inside a block of a launch whose grid is
    not known, on a location every block updates (for the fix of the note)."""
    if race.kind != "atomic-read" or race.space != "global" or not (race.cross_block or unknown_grid and race.launch.grid is None):
        return None
    w = race.witness
    read, update = (w.first.acc, w.second.acc) if w.second.acc.atomic else (w.second.acc, w.first.acc)
    if read.atomic or read.access.op != "load" or not update.atomic or update.call.startswith(("atomicExch",
                                                                                               "atomicCAS")):
        return None
    if update.order > read.order or any(loop not in update.loops for loop in read.loops):
        return None
    if not race.cross_block and (update.access.addr is None or any(s[2] == "bid" for s in T.symbols(update.access.addr))):
        return None
    return update.access, read.access


def finding_key(race, at) -> tuple:
    """One finding per race: per kernel, instantiation, barrier interval (the two barriers around it, or the grid
    segment for blocks), array and kind of hazard (`cause`); one per kernel and array for the races only lanes of
    one warp have (a warp-synchronous reduction races at every step: the first step says it)."""
    if W.key_kind(race):
        return ("warp", at.acc.access.kernel, at.acc.access.root)
    return (at.acc.access.kernel, race.launch.args, race.interval, at.acc.access.root, cause(race))


def cause(race) -> tuple:
    """The kind of hazard: what the message says and the fix it gives."""
    w = race.witness
    a1, a2 = w.first.acc.access, w.second.acc.access
    same = w.first is w.second
    rmw = not same and a1.node is a2.node and {a1.op, a2.op} == {"load", "store"}
    writes = w.first.acc.writes and w.second.acc.writes and not rmw
    return (race.kind, race.cross_block, race.same_loop_iters, rmw or same, writes)


def _sites(race) -> set:
    w = race.witness
    return {(i.acc.access.node.span.line, i.acc.access.node.span.column, i.acc.access.op) for i in (w.first, w.second)}


def _shared_loop(first, second):
    """The innermost loop (its node) around both sides of a race, or None."""
    loop = next((loop for loop in reversed(second.acc.loops) if loop in first.acc.loops), None)
    return loop.node if loop is not None else None


def _shared_loop_line(first, second) -> int:
    """The line of the innermost loop around both sides of a race (else the second access')."""
    loop = _shared_loop(first, second)
    return loop.span.line if loop is not None else second.acc.access.node.span.line


def report(unit, ctx: Context, space: str, order=None) -> Iterator[Diagnostic]:
    """The races of `space` ("shared": KL107, "global": KL109) of every kernel of the file, one finding per
    race (finding_key: a missing barrier is one finding, whatever number of accesses it leaves unordered; a
    helper inlined into two kernels is judged in each, and a race of the same two accesses found in several
    kernels is one finding, at the first, naming the others), naming one witness pair and how many more
    accesses share the cause; the errors before the notes (a plain race and an atomic read-back on the same
    access give the error), then in `order` of the kernel's races."""
    found: dict = {}  # (the witness' access sites, cause, note) -> [race, text, fix, at, note, other kernels]
    for kr in kernel_races(unit, ctx):
        groups: dict = {}
        # NOTE: a race between warps before one inside a warp at the same access (another launch's block): the
        # barrier its fix puts orders the lanes of one warp too, `__syncwarp()` not the warps (review r15 C N1)
        for race in sorted(kr.races, key=lambda r: (r.kind == "atomic-read" and partial_total(r) is None,
                                                    order(r) if order else 0, W.key_kind(r) == "warp")):
            if race.space != space or precheck_read(unit, race) or monotone_filter(unit, race):
                continue  # NOTE: an optimistic pre-check before the atomic that decides again, or a monotone filter
            slot = result_slot(unit, race, kr.races) if space == "global" else None
            key = finding_key(race, at := W.reported_at(race)) + (slot is not None, bool(race.same))
            if key in groups:  # NOTE: only a finding's first race is described (the others add sites)
                groups[key][3].update(_sites(race))
                continue
            text, fix, _ = describe(unit, race, slot, ctx, frozenset(p.name for p in kr.func.params if p.name))
            # NOTE: a same value repeated by a loop's step: waste, a warning (the step is the fix)
            waste = slot is None and bool(race.same) and overlap_loop(race) is not None
            groups[key] = (race, text, fix, _sites(race), at, slot is not None or bool(race.same) and not waste,
                           waste)
        reported: set = set()
        for race, text, fix, sites, at, benign, waste in groups.values():
            where = (at.acc.access.node.span.line, at.acc.access.node.span.column)
            if where in reported:
                continue  # NOTE: one finding per access: a plain race and an atomic read-back on it give the error
            reported.add(where)
            more = len({site[:2] for site in sites} - {site[:2] for site in _sites(race)})
            if more and W.key_kind(race) != "warp":
                text += W.more_accesses(more, race)
            note = benign or race.kind == "atomic-read" and partial_total(race) is None \
                and deciding_read(unit, race) is None or lockstep_targets(unit, race) is not None
            same = (frozenset(_sites(race)), cause(race), note, waste)
            if same in found:
                if kr.func.name not in found[same][5] and kr.func.name != found[same][0]:
                    found[same][5].append(kr.func.name)  # NOTE: one race of a helper reached from two kernels
                continue
            found[same] = [kr.func.name, text, fix, at.acc.access.node.span, note, [], waste]
        for row in kr.past_rows:
            a = row.acc.access
            if a.space == space and (a.node.span.line, a.node.span.column) not in reported:
                reported.add((a.node.span.line, a.node.span.column))
                # NOTE: a bound the launch fixes past the row (`lane < 10`, rows of 9) is a real out-of-bounds
                # access: a warning; one a run-time argument gives (`lane < spec.dim`) holds only for some values
                conditional = bool(row.args or row.loaded)
                found[("row", id(a.node))] = [kr.func.name, *past_row(unit, row), a.node.span, conditional, [],
                                              not conditional]
        for got in kr.scatters:
            a = got.acc.access
            if a.space == space and (a.node.span.line, a.node.span.column) not in reported:
                reported.add((a.node.span.line, a.node.span.column))
                found[("scatter", id(a.node))] = [kr.func.name, *scatter_finding(unit, got), a.node.span, True, [],
                                                  False]
    for name, text, fix, span, note, others, waste in found.values():
        if others:
            text += f"; the same race is in {_names(others)} too (the same accesses, reached from there)"
        got = ctx.report(span, symbol=name, detail=text, help=fix, note=note)
        yield replace(got, severity=min(got.severity, Severity.WARNING)) if waste else got


def past_row(unit, row) -> tuple[str, str]:
    """(message, fix) of an index past its row (race/rows.py): out of bounds, which kernlint does not pair as a
    race."""
    source = unit.tu.source or unit.text
    index = " ".join((source_text(source, row.node.span) or "?").split())
    who = W.thread(row.thread)
    names = " and ".join(f"`{_symbol_text(source, n)}`" for n in row.args)
    # NOTE: the arguments that decide, each past its threshold (one that any positive value passes decides nothing)
    deciding = [f"`{_symbol_text(source, n)}` > {least - 1}" for n, least in zip(row.args, row.least)
                if least is not None and least > 1]
    if row.loaded and not row.args:  # NOTE: a bound read from memory (`win.len` of `Win win = ws[b]`): some values
        loaded = " and ".join(f"`{n}`" for n in row.loaded)
        when, what = f" for some values of {loaded} (read from memory by the kernel)", "then reaches"
    elif not row.args:
        when, what = " whatever the kernel's arguments", "reaches"
    elif deciding:
        plural = "values" if len(deciding) > 1 else "a run-time value"
        when = (f" where {' and '.join(deciding)} ({plural} the launch does not fix: only for such values)")
        what = "then reaches"
    else:
        when, what = f" for some values of {names} (run-time values the launch does not fix)", "then reaches"
    if row.whole:
        return past_array(unit, row, index, who, when)
    return (f"`{W.text(unit, row.acc.access)}` at line {row.acc.access.node.span.line} indexes past its row "
            f"{W.launch_phrase(row.launch)}: `{index}` is {row.value} in {who}{when}, in a row of {row.extent} "
            f"elements; the access {what} another row's bytes out of bounds (undefined behaviour), which kernlint "
            f"does not pair with the other accesses as a race",
            f"keep `{index}` below {row.extent} (a guard, or a block no wider than the row), or give the array "
            f"rows as wide as the index goes")


def past_array(unit, row, index: str, who: str, when: str) -> tuple[str, str]:
    """(message, fix) of an index past a declared array's extent: in every thread that reaches the access, or in
    the threads its known path admits (`row.every` False: `src[bin + 1]` at bin 63)."""
    at = row.acc.access.node
    while isinstance(at, ast.Index) and at.index is not row.node:
        at = at.base
    name = at.base.id if isinstance(at, ast.Index) and isinstance(at.base, ast.Name) else "the array"
    root = row.acc.access.root
    held = W.array(row.acc.access) if root is not None and str(root[1]).startswith("&") else name
    shown = f"`{name}`" if held == name else f"`{name}` (pointing at `{held}`)"  # NOTE: a helper's view of `h`
    side = "before the start" if row.value < 0 else "past the end"
    parts = "rows" if at is not row.acc.access.node else "elements"
    return (f"`{W.text(unit, row.acc.access)}` at line {at.span.line} indexes {side} of {shown} "
            f"{W.launch_phrase(row.launch)}: `{index}` is {row.value} in {who}"
            f"{f', and {side.split()[0]} the {side.split()[-1]} in every thread that reaches it' if row.every else ''}"
            f"{when}; `{held}` has {row.extent} {parts} (0 to "
            f"{row.extent - 1}): the access reaches bytes outside the array (undefined behaviour: another "
            f"variable's, or past the memory the block owns)",
            f"keep `{index}` within 0 to {row.extent - 1}, or declare `{held}` with as many {parts} as the index "
            f"needs")


def _symbol_text(source, name: str) -> str:
    """A kernel argument's symbol as the message writes it (symbol_names.symbol_text, as terms.render does)."""
    from analyzer.analysis.symbol_names import symbol_text
    return symbol_text(name, "arg", source)


def _names(kernels: list) -> str:
    quoted = [f"`{k}`" for k in kernels]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _update(unit, node) -> bool:
    """Whether `node` is the target of a compound assignment (`out[i] += v`)."""
    func = _function(unit, node)
    found = _assignment(func, node) if func is not None else None
    return found is not None and found.op != "="
