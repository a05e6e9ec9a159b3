"""Integer intrinsics and warp masks in the lane model (analyzer.analysis.variance).

- Bit and multiply intrinsics of thread indices are terms evaluated exactly per thread (terms.py
  implements them on 32/64-bit operands): `__popc`, `__clz`, `__ffs`, `__brev` (and their `ll` forms),
  `__mul24`, `__umul24`, `__umulhi`, `__umul64hi`, `__byte_perm`. So `__popc(threadIdx.x) & 1` is judged
  over the warp's lanes like any other expression.
- Masks: `__ballot_sync`, `__activemask()`, `__any_sync`, `__all_sync`, `__match_all_sync` and the
  `__reduce_*_sync` results are uniform inside a warp ("wu" terms), and block-uniform where every warp's lanes
  hand the vote the same values (analysis/votes.py). `__match_any_sync` is not: each lane
  gets the lanes holding its own value, so it is thread-dependent (and data-dependent: no KL201 verdict).
- A ballot's bit taken at the lane's own index is the lane's own predicate: with
  `m = __ballot_sync(full, p)` reached by every lane, `m & (1u << lane)` is `p ? 1u << lane : 0` and
  `(m >> lane) & 1` is `p ? 1 : 0`, exactly; the branch on it is then judged like a branch on `p`.
  (lane: `__lane_id()`, `threadIdx.x % 32`, `threadIdx.x & 31` -- equal to the lane in blocks whose
  x-dimension is a multiple of the warp.)
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from analyzer.analysis import terms as T

if TYPE_CHECKING:
    from analyzer.analysis.values import Val
    from analyzer.cuda import ast

ExprEval = Any  # analyzer.analysis.variance.ExprEval (not imported: variance imports this module)

_CVTA = frozenset(("__cvta_generic_to_shared", "__cvta_generic_to_global"))
_UNARY = {"__popc": ("popc", 0), "__clz": ("clz", 0), "__ffs": ("ffs", 0), "__brev": ("brev", 32),
          "__popcll": ("popcll", 0), "__clzll": ("clzll", 0), "__ffsll": ("ffsll", 0), "__brevll": ("brevll", 64)}
_BINARY = {"__mul24": ("mul24", 0), "__umulhi": ("umulhi", 32), "__umul64hi": ("umul64hi", 64)}
_WARP_UNIFORM = {"__ballot_sync", "__ballot", "__activemask", "__any_sync", "__all_sync", "__any", "__all",
                 "__match_all_sync", "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
                 "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync"}
# NOTE: ballot name -> the predicate's term, for a ballot every lane of the warp reaches
BALLOTS: dict[str, T.Term] = {}
_HI = "@hi"


def call_value(ev: ExprEval, e: ast.Call, name: str, args: list[Val]) -> Val | None:
    """The value of an intrinsic call, or None when `name` is not one of ours."""
    from analyzer.analysis import votes
    from analyzer.analysis.values import VARYING, Val, uniform_unknown

    pos = f"{e.span.line}:{e.span.column}"
    if name in _UNARY and len(args) == 1:
        op, unsigned = _UNARY[name]
        a = args[0]
        term = T.unary(op, a.term)
        return Val(term, a.thread, a.data, unsigned) if term is not None or a.thread else uniform_unknown(f"call@{pos}")
    if name == "__umul24" and len(args) == 2:
        a, b = args
        term = T.binary("*", T.binary("&", a.term, T.const(0xFFFFFF)), T.binary("&", b.term, T.const(0xFFFFFF)))
        term = T.unary("u32", term)
        thread = a.thread or b.thread
        return Val(term, thread, a.data or b.data, 32) if term is not None or thread else uniform_unknown(f"call@{pos}")
    if name in _BINARY and len(args) == 2:
        op, unsigned = _BINARY[name]
        a, b = args
        term = T.binary(op, a.term, b.term)
        thread = a.thread or b.thread
        return Val(term, thread, a.data or b.data, unsigned) if term is not None or thread else uniform_unknown(f"call@{pos}")
    if name == "__byte_perm" and len(args) == 3:
        term = T.ternary("bperm", args[0].term, args[1].term, args[2].term)
        thread = any(a.thread for a in args)
        return Val(term, thread, any(a.data for a in args), 32) if term is not None or thread \
            else uniform_unknown(f"call@{pos}")
    if name == "__match_any_sync":
        return VARYING
    if name in _CVTA and len(args) == 1:
        return args[0]  # NOTE: the address in a state space (`__cvta_generic_to_shared(&s[i])`): the pointer's own
    if name in _WARP_UNIFORM:
        width = 64 if ev.i.warp == 64 or name in ("__ballot", "__activemask") and ev.i.warp > 32 else 32
        unsigned = width if name.startswith("__ballot") or name == "__activemask" else 0
        if name != "__activemask" and not any(a.thread for a in args):
            return uniform_unknown(f"call@{pos}", data=True)
        label = f"vote@{pos}"
        pred = args[-1].term if args else None
        if name.startswith("__ballot") and pred is not None and T.thread_dependent(pred) \
                and ev.i.active_path() is None:
            label = f"ballot@{pos}:{zlib.crc32(repr(pred).encode()):08x}"
            BALLOTS[label] = pred
        if votes.same_in_every_warp(ev, e, name, args):
            return Val(("u", label, "arg"), False, True, unsigned)  # NOTE: every warp's lanes vote alike
        return Val(("wu", label), True, True, unsigned)
    return None


@lru_cache(maxsize=1024)
def is_lane(t: T.Term, warp: int = 32) -> bool:
    """Whether `t` is the lane index: `__lane_id()`, or an expression of threadIdx.x equal to
    threadIdx.x % warp for every x (true lanes in blocks whose x-dimension is a multiple of the warp)."""
    if t == ("lane",):
        return True
    atoms = T.leaves(t)
    if any(a[0] not in ("c", "t", "lane") or a[0] == "t" and a[1] != "x" for a in atoms):
        return False
    try:
        fn = T.compile_term(t)
        return all(fn(x, 0, 0, x % warp, x // warp, {}) == x % warp for x in range(0, 1024, 1))
    except (ArithmeticError, TypeError, ValueError):
        return False


def _ballot(t: T.Term | None) -> T.Term | None:
    if t is not None and t[0] in ("wu", "u") and t[1] in BALLOTS:
        return BALLOTS[t[1]]
    return None


def mask_bit(op: str, a: T.Term | None, b: T.Term | None, warp: int = 32) -> T.Term | None:
    """`ballot & (1 << lane)`, `ballot >> lane` and `(ballot >> lane) & 1` as exact per-lane terms;
    None for anything else."""
    if a is None or b is None:
        return None
    if op == "&":
        for m, other in ((a, b), (b, a)):
            pred = _ballot(m)
            if pred is not None and other[0] == "<<" and other[1] == T.const(1) and is_lane(other[2], warp):
                return ("?", pred, other, T.const(0))
            if other == T.const(1) and m[0] == "|" and m[2][0] == "<<" and m[2][1][0] == "wu" \
                    and str(m[2][1][1]).endswith(_HI):
                return m[1]
    if op == ">>":
        pred = _ballot(a)
        if pred is not None and is_lane(b, warp):
            return ("|", ("?", pred, T.const(1), T.const(0)), ("<<", ("wu", a[1] + _HI), T.const(1)))
    return None


def _at(value: T.Term, src: T.Term, warp: int) -> T.Term | None:
    """`value` as evaluated by the thread whose linear id in the block is `src`."""
    from analyzer.analysis.cg import _dim
    bx, by = _dim("x"), _dim("y")
    atoms = {leaf for leaf in T.leaves(value) if leaf[0] in ("t", "lane")}
    mapping: dict[T.Term, T.Term | None] = {}
    for atom in atoms:
        if atom == ("lane",):
            mapping[atom] = T.binary("%", src, T.const(warp))
        elif atom == ("t", "x"):
            mapping[atom] = T.binary("%", src, bx)
        elif atom == ("t", "y"):
            mapping[atom] = T.binary("%", T.binary("/", src, bx), by)
        else:
            mapping[atom] = T.binary("/", src, T.binary("*", bx, by))
    if any(v is None for v in mapping.values()):
        return None
    return T.substitute(value, mapping)  # type: ignore[arg-type]


def shuffle(kind: str, value: Val, src: Val, width: int, warp: int) -> Val | None:
    """The exact value of `__shfl[_up|_down|_xor]_sync(mask, value, src, width)` for every lane (every
    width 1..warp, a power of two as CUDA requires); None when it cannot be followed. A lane whose source
    falls outside its own group of `width` lanes keeps its own value (up/down/xor, CUDA's rule)."""
    from analyzer.analysis.cg import linear
    from analyzer.analysis.values import Val
    if value.term is None or src.term is None or not 0 < width <= warp or width & (width - 1):
        return None
    if any(leaf[0] == "p" for leaf in T.leaves(value.term)):
        return None
    lin = linear()
    w = T.const(width)
    within = T.binary("%", lin, w)
    start = T.binary("-", lin, within)
    if kind == "idx":
        source = T.binary("+", start, T.binary("%", src.term, w))
        term = _at(value.term, source, warp) if source is not None else None
    else:
        offset = {"down": T.binary("+", within, src.term), "up": T.binary("-", within, src.term),
                  "xor": T.binary("^", within, src.term)}[kind]
        inside = T.binary("&&", T.binary(">=", offset, T.const(0)), T.binary("<", offset, w))
        other = _at(value.term, T.binary("+", start, offset), warp) if offset is not None else None
        term = T.select(inside, other, value.term)
    if term is None:
        return None
    return Val(term, True, value.data or src.data, value.unsigned)


# NOTE: PTX special registers an `asm` may move into a C variable, with their value in the lane model
_SPECIAL_REGS: dict[str, T.Term] = {"laneid": ("lane",), "tid.x": ("t", "x"), "tid.y": ("t", "y"),
                                    "tid.z": ("t", "z")}


def asm_outputs(text: str) -> list[tuple[str, Val]]:
    """The variables an `asm("..." : "=r"(x), "+r"(y) : ...)` statement writes, with their values: a single
    `mov` of `%laneid` or `%tid.x/y/z` gives that index, any other output an unknown per-thread value (the
    interpreter would otherwise keep the variable's old value, `unsigned l; asm(... "=r"(l))` read as one value
    for the whole block). Outputs that are not plain variables are left out."""
    import re
    from analyzer.analysis.values import VARYING, Val

    sections = asm_sections(text)
    if len(sections) < 2:
        return []
    template = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', sections[0])).replace("%%", "%")
    outs = re.findall(r'"([^"]*)"\s*\(\s*([A-Za-z_]\w*)\s*\)', sections[1])
    moved = re.fullmatch(r"\s*mov\.[us]32\s+%0\s*,\s*%(\w+(?:\.[xyz])?)\s*;?\s*", template)
    out = []
    for constraint, name in outs:
        if "=" not in constraint and "+" not in constraint:
            continue
        reg = moved.group(1) if moved is not None and len(outs) == 1 else None
        out.append((name, Val(_SPECIAL_REGS[reg], True, False, 32) if reg in _SPECIAL_REGS else VARYING))
    return out


def asm_sections(text: str, sep: str = ":") -> list[str]:
    """The template and the operand sections of an `asm(...)` statement's text, split at the `:` outside strings
    and brackets ([] when it has no parenthesis); with `sep=","`, the operands of `(section)`."""
    start = text.find("(")
    if start < 0:
        return []
    sections, depth, cur, quote, i = [], 0, [], False, start + 1
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                cur.append(text[i:i + 2])
                i += 2
                continue
            quote = c != '"'
        elif c == '"':
            quote = True
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == sep and depth == 0:
            sections.append("".join(cur))
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    sections.append("".join(cur))
    return sections


_PTX_SYNC = None


def asm_sync(text: str) -> str | None:
    """The synchronisation an `asm` statement made only of PTX barriers performs: "aligned" (`bar.sync a;`,
    `bar.cta.sync a;`, `barrier.sync.aligned a;`: every thread of the block, at this very instruction), "block"
    (`barrier.sync a;`: every thread of the block, at any non-aligned barrier of that id), "subset" (a thread
    count, `bar.sync 1, 128;`: some warps of the block), "warp" (`bar.warp.sync mask;`); None for anything else
    (another instruction beside them, `bar.arrive`, `bar.red`)."""
    import re
    global _PTX_SYNC
    if _PTX_SYNC is None:
        _PTX_SYNC = re.compile(r"(bar|barrier)(\.cta)?\.sync(\.aligned)?\s+[^,\s]+\s*(,\s*\S+)?|bar\.warp\.sync\s+\S+")
    template, quote, i = [], False, text.find("(") + 1
    while 0 < i < len(text):  # NOTE: the template: the string literals before the first operand section
        c = text[i]
        if quote:
            template.append(text[i:i + 2] if c == "\\" else c if c != '"' else "")
            quote = c != '"'
            i += 2 if c == "\\" else 1
            continue
        if c in ":)":
            break
        quote = c == '"'
        i += 1
    kinds = set()
    for inst in "".join(template).replace("\\n", ";").replace("\\t", " ").split(";"):
        if not inst.strip():
            continue
        m = _PTX_SYNC.fullmatch(inst.strip())
        if m is None:
            return None
        kinds.add("warp" if m.group(1) is None else "subset" if m.group(4) else
                  "aligned" if m.group(1) == "bar" or m.group(3) else "block")
    return next((k for k in ("subset", "block", "aligned", "warp") if k in kinds), None)


def segment_broadcast(value: Val, src: Val, width: Val, warp: int) -> Val | None:
    """`__shfl_sync(mask, v, src, w)` with w < the warp: each group of w lanes reads v of its own lane `src % w`
    (exact: shuffle). None: as wide as the warp with a uniform source (the ordinary per-warp broadcast follows);
    VARYING when the value cannot be followed."""
    from analyzer.analysis.values import VARYING

    w = width.term[1] if width.term is not None and T.is_const(width.term) else None
    if w == warp and not src.thread:
        return None
    exact = shuffle("idx", value, src, w, warp) if isinstance(w, int) else None
    return exact if exact is not None else VARYING
