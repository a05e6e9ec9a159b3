"""The values a kernel argument is sampled at by what the code does with it (race/worlds.py): a shift count
(`tid >> cP.warpbits`) is below the shifted value's width in every run that is defined, so it is sampled inside
it (5 first: a warp's lane bits), never at 32 or 4096, where every thread's shift gives 0 and threads of different
warps meet (review r17 B-Q1); a mask of a thread index (`tid & cP.warpmask`) is sampled at 31 (a warp's lane mask) before the
samples of any other argument. A claim made for every value of an argument then holds for these too."""

from __future__ import annotations

from analyzer.analysis import terms as T

SHIFT_SAMPLES = (5, 1, 31)
MASK_FIRST = 31


_MEMO: dict = {}  # NOTE: id(term) -> (the term, its roles): worlds asks for the same sides' terms pair after pair


def arg_roles(terms: list) -> dict[str, str]:
    """{symbol name: "shift" | "mask"} of the `arg` symbols of `terms` that are a shift's count (the right operand of
    `<<`/`>>`, or it plus or minus a constant) or the mask of a thread-dependent value (`threadIdx.x & m`); a shift
    count wins. Remembered per term by its identity (a term is a deep tuple: hashing it again costs)."""
    out: dict[str, str] = {}
    for t in terms:
        if t is None:
            continue
        got = _MEMO.get(id(t))
        if got is None or got[0] is not t:
            if len(_MEMO) > 8192:
                _MEMO.clear()
            got = _MEMO[id(t)] = (t, _roles([t]))  # NOTE: the term kept: its id is not reused while the entry lives
        for name, role in got[1].items():
            if role == "shift" or name not in out:
                out[name] = role
    return out


def _roles(terms: list) -> dict[str, str]:
    roles: dict[str, str] = {}
    stack = [t for t in terms if t is not None]
    seen: set = set()
    while stack:
        t = stack.pop()
        if type(t) is not tuple or not t or id(t) in seen:
            continue
        seen.add(id(t))
        if t[0] in ("<<", ">>") and len(t) == 3:
            for s in T.symbols(t[2]):
                if s[2] == "arg" and _plain(t[2], s):
                    roles[s[1]] = "shift"
        elif t[0] == "&" and len(t) == 3:
            for side, other in ((t[1], t[2]), (t[2], t[1])):
                if side[0] == "u" and side[2] == "arg" and T.thread_dependent(other):
                    roles.setdefault(side[1], "mask")
        stack.extend(x for x in t[1:] if type(x) is tuple)
    return roles


def _plain(count: T.Term, sym: T.Term) -> bool:
    """The count is the symbol itself, or it plus or minus a constant (`bits - 1`)."""
    return count == sym or count[0] in ("+", "-") and sym in count[1:] and any(x[0] == "c" for x in count[1:])


def samples(role: str | None, default: tuple) -> tuple:
    if role == "shift":
        return SHIFT_SAMPLES
    if role == "mask":
        return (MASK_FIRST, *(v for v in default if v != MASK_FIRST))
    return default
