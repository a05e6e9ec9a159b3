"""KL110's help for an index the kernel never checks (the count it names: `early_return`), and its findings for
accesses that a launch-wide flag leaves unchecked (analyzer/analysis/bounds_flags.py): `if
(!fullBlocks && i >= n) return;` checks nothing where `fullBlocks` is true, `if (isFullBlock) {a[i]} else {if (i < n)
...}` nothing on the flag's true path. The flag is the host's statement that the grid is exact there: an access is
reported only for a launch that gives the flag that value on a grid rounded up to whole blocks (`k<true><<<(n + 255)
/ 256, 256>>>` outside `if (n % 256 == 0)`); where no launch binds the flag, nothing is."""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.ast import source_text


def _state(flag, value: bool, source: str) -> str:
    """"`full` is true" of the flag `!full` with value False."""
    while type(flag) is ast.Unary and flag.op == "!":
        flag, value = flag.operand, not value
    return f"`{source_text(source, flag.span) or 'the flag'}` is {'true' if value else 'false'}"


def flag_findings(unit, func, source: str, flagged: list, launches) -> list:
    """KL110's `found` entries (access, name, store, when, also, fix, grid) of scan's flagged accesses."""
    from analyzer.analysis.bounds_flags import binds
    from analyzer.analysis.launches import site
    from analyzer.checks._kl110_tiles import rounded_along

    out = []
    for node, name, store, flag, value, check in flagged:
        bound = [la for la in launches if binds(flag, value, func, la)]
        launch = rounded_along("xy", bound)
        if launch is None:
            continue  # NOTE: no launch gives the flag its unchecked value on a rounded grid: the host's word holds
        y = not launch.grid_rounded
        off, on = _state(flag, value, source), _state(flag, not value, source)
        if isinstance(check, int):
            when = f" on the path where {off}, which checks no bound of `{name}` (its check, line {check}, is on the other path)"
        else:
            text = source_text(source, check.span) or "the check"
            when = f", which the check `{text}` (line {check.span.line}) bounds only where {on}"
        threads = launch.block[1 if y else 0] if launch.block else None
        grid = (f"the launch at {site(unit, launch)} runs the kernel where {off} on a grid rounded up to whole blocks "
                f"of {threads} threads{' in y' if y else ''}, so")
        fix = (f"the check runs only where {on}: launch with that value where the count is no multiple of the block, "
               f"and where {off} only on an exact grid (under a test that the count is a multiple of the block)"
               + ("" if isinstance(check, int) else
                  f"; joining the flag with `||` instead would send every thread away where {on}"))
        out.append((node, name, store, when, "", fix, grid))
    return out



def early_return(func, name: str) -> str:
    """The fix of an index `name` the kernel never checks: an early return against the kernel's integer parameter
    that its body never reads (memcheck's `N`), or one it tests a value the index is built from against (`base <
    n`), else against a count to pass, named by a name not in scope (the index itself may be `n`)."""
    from analyzer.checks._kl110_fix import count as compared, fresh, int_params
    from analyzer.cuda.query import iter_nodes

    used = {n.id for n in iter_nodes(func.body) if type(n) is ast.Name}
    scalars = int_params(func, name)
    unused = next((p for p in scalars if p not in used), None) or compared(func, name)
    if unused is not None:
        return f"return early for the threads past `{unused}` (`if ({name} >= {unused}) return;`), or launch an exact grid"
    count = fresh(func)
    return (f"pass the element count to the kernel and return early for the threads past it (`if ({name} >= {count}) "
            f"return;`), or launch an exact grid")


def joined_tests(cond, source: str, func) -> str:
    """`!full && (row >= M || col >= N)` of a check `!full && row >= M && col >= N` that joins launch-wide flags with
    the tests of coordinates ("" where it joins no flag, or one test only): the flags stay joined by `&&`."""
    from analyzer.analysis.bounds_flags import is_flag, uniform_names

    parts, stack = [], [cond]
    while stack:
        n = stack.pop()
        if type(n) is ast.Binary and n.op == "&&":
            stack += [n.right, n.left]
        else:
            parts.append(n)
    uniform = uniform_names(func)
    flags = [source_text(source, p.span) for p in parts if is_flag(p, uniform)]
    tests = [source_text(source, p.span) for p in parts if not is_flag(p, uniform)]
    if not flags or len(tests) < 2 or None in flags or None in tests:
        return ""
    return f"{' && '.join(flags)} && ({' || '.join(tests)})"


def bound_every(cond, source, func, name: str) -> str:
    """The fix of a check that does not bound the index: each coordinate past its end must leave (a launch-wide flag
    joined with them stays joined by `&&`: `!full && (row >= M || col >= N)`); a range of one value (`start <= row &&
    row < end`) picks what an element takes and bounds nothing: `||` would change that (review r17 C-Q3)."""
    from analyzer.analysis.bounds_terms import names
    from analyzer.cuda import ast

    text = source_text(source, cond.span) or ""
    if type(cond) is ast.Binary and cond.op == "&&" and name in names(cond.left) and name in names(cond.right):
        return (f"`{text}` tests a range of `{name}` (which value an element takes), no bound: test `{name}` below "
                f"the count it indexes before the access (an early return, or an `if` around it)")
    if type(cond) is ast.Binary and cond.op == "&&" and " && " in text:
        text = joined_tests(cond, source, func) or text.replace(" && ", " || ")
        return (f"a thread must leave when ANY coordinate is past its end: `{text}` for an "
                f"early return (or test each coordinate below its bound, joined by `&&`, around the access)")
    return "make the check exclude every thread whose index is past the end, before the access"
