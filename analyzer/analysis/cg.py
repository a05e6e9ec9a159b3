"""Cooperative groups in the lane model (analyzer.analysis.variance).

A group handle is a block-uniform value whose symbol names the group: ("u", "cg:KIND:N:P", "cg") with
KIND block, tile (N lanes, partitioned from a parent of P threads; P = 0: the block), coalesced, grid or
dyn (a partition we do not follow). Member calls then give exact terms over the linear thread id
lin = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y:

- `this_thread_block()`: thread_rank() = lin, size()/num_threads() = the block's threads,
  thread_index().x/.y/.z = threadIdx, group_index() = blockIdx, group_dim()/dim_threads() = blockDim;
- `tiled_partition<N>(parent)` / `tiled_partition(parent, N)` (a `thread_block_tile<N>` parameter too):
  thread_rank() = lin % N, meta_group_rank() = (lin % P) / N (lin / N of the block),
  meta_group_size() = P / N, size()/num_threads() = N. A tile of N < 32 lanes puts several tiles in one
  warp, so its meta_group_rank() differs inside the warp; `tile.shfl(v, src)` broadcasts per tile;
  `tile.any/all/ballot` and `cg::reduce(tile, ...)` are uniform per tile (per warp when N >= the warp);
- `coalesced_threads()`: its rank depends on which lanes are active: thread-dependent, data-dependent;
- `this_grid()`: thread_rank() = the block's linear index * its threads + lin.
Collectives of a tile (`sync`, `shfl*`, `any`, `all`, `ballot`, `match_*`) are warp-synchronous calls
whose implied mask is the tile (KL106 judges them, analyzer.analysis.warpsync).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast

if TYPE_CHECKING:
    from analyzer.analysis.values import Val

ExprEval = Any  # analyzer.analysis.variance.ExprEval (not imported: variance imports this module)

_TILE_TYPE = re.compile(r"thread_block_tile$")
TILE_COLLECTIVES = {"sync", "shfl", "shfl_up", "shfl_down", "shfl_xor", "any", "all", "ballot", "match_any",
                    "match_all"}


def _dim(field: str) -> T.Term:
    return ("u", f"blockDim.{field}", "bdim")


def linear() -> T.Term:
    x, y, z = ("t", "x"), ("t", "y"), ("t", "z")
    bx, by = _dim("x"), _dim("y")
    return T.binary("+", T.binary("+", x, T.binary("*", y, bx)), T.binary("*", z, T.binary("*", bx, by)))


def block_threads() -> T.Term:
    return T.binary("*", T.binary("*", _dim("x"), _dim("y")), _dim("z"))


def handle(kind: str, n: int | None = None, parent: int = 0) -> Val:
    from analyzer.analysis.values import Val
    return Val(("u", f"cg:{kind}:{n if n is not None else '?'}:{parent}", "cg"))


def group_of(v: Val | None) -> tuple[str, int | None, int] | None:
    """(kind, N, parent size) of a group handle, or None when `v` is not one."""
    if v is None or v.term is None or v.term[0] != "u" or v.term[2] != "cg":
        return None
    _, kind, n, parent = v.term[1].split(":")
    return kind, (int(n) if n.isdigit() else None), int(parent)


def _int_arg(text: str, ev: ExprEval) -> int | None:
    text = text.strip()
    if re.fullmatch(r"\d+[uU]?", text):
        return int(text.rstrip("uU"))
    value = ev.i.globals.get(text)
    return value if isinstance(value, int) else None


def _const(v: Val) -> int | None:
    return v.term[1] if v.term is not None and T.is_const(v.term) and isinstance(v.term[1], int) else None


def param_value(t: ast.TypeRef) -> Val | None:
    """A group handle for a parameter of a cooperative-groups type (`thread_block_tile<16>`)."""
    base = t.base.split("::")[-1]
    if _TILE_TYPE.search(base) and t.template_args and re.fullmatch(r"\s*\d+\s*", t.template_args[0]):
        return handle("tile", int(t.template_args[0]), 0)
    if base == "thread_block":
        return handle("block")
    if base == "coalesced_group":
        return handle("coalesced")
    if base == "grid_group":
        return handle("grid")
    return None


def free_call(ev: ExprEval, e: ast.Call, name: str, args: list[Val]) -> Val | None:
    """`this_thread_block()`, `tiled_partition...`, `coalesced_threads()`, `this_grid()`, `cg::reduce`."""
    from analyzer.analysis.values import VARYING, Val
    if name == "this_thread_block" and not args:
        return handle("block")
    if name == "this_grid" and not args:
        return handle("grid")
    if name == "coalesced_threads" and not args:
        return handle("coalesced")
    if name == "tiled_partition" and args:
        parent = group_of(args[0])
        if parent is None:
            return None
        if parent[0] not in ("block", "tile"):
            return handle("dyn")
        n = _int_arg(e.template_args[0], ev) if e.template_args else (_const(args[1]) if len(args) > 1 else None)
        size = parent[1] if parent[0] == "tile" else 0
        if parent[0] == "tile" and size is None:
            return handle("dyn")
        return handle("tile", n, size or 0)
    if name in ("binary_partition", "labeled_partition") and args and group_of(args[0]) is not None:
        return handle("dyn")
    if name in ("reduce", "inclusive_scan", "exclusive_scan") and len(args) >= 2:
        group = group_of(args[0])
        if group is None:
            return None
        if name == "reduce" and group[0] == "tile" and group[1] is not None and group[1] >= ev.i.warp:
            return Val(("wu", f"reduce@{e.span.line}:{e.span.column}"), True, True) if args[1].thread else args[1]
        return VARYING if args[1].thread else args[1]
    return None


def member_call(ev: ExprEval, e: ast.Call, name: str, group: tuple[str, int | None, int], args: list[Val]) -> Val:
    """`g.thread_rank()`, `g.meta_group_rank()`, `g.size()`, collectives ... of a group handle."""
    from analyzer.analysis.values import VARYING, Val, uniform_unknown
    kind, n, parent = group
    pos = f"{e.span.line}:{e.span.column}"
    lin = linear()
    if kind == "block":
        if name == "thread_rank":
            return Val(lin, True, unsigned=32)
        if name in ("size", "num_threads"):
            return Val(block_threads(), unsigned=32)
        if name == "sync":
            ev.i.note_barrier(e)
        return uniform_unknown(f"cg@{pos}")
    if kind == "grid":
        if name == "thread_rank":
            bx, by = ("u", "blockIdx.x", "bid"), ("u", "blockIdx.y", "bid")
            gx = ("u", "gridDim.x", "gdim")
            block = T.binary("+", bx, T.binary("*", by, gx))
            return Val(T.binary("+", T.binary("*", block, block_threads()), lin), True, unsigned=64)
        if name == "sync":
            ev.i.note_barrier(e)  # NOTE: a grid's sync also waits for every thread of the block
        if name in ("size", "num_threads"):
            blocks = T.binary("*", T.binary("*", ("u", "gridDim.x", "gdim"), ("u", "gridDim.y", "gdim")),
                              ("u", "gridDim.z", "gdim"))
            return Val(T.binary("*", blocks, block_threads()), unsigned=64)
        return uniform_unknown(f"cg@{pos}")
    if kind == "tile" and n is not None:
        if name in TILE_COLLECTIVES:
            ev.i.note_warp_sync(e, name, None, tile=n)
        if name == "thread_rank":
            return Val(T.binary("%", lin, T.const(n)), True, unsigned=32)
        if name == "meta_group_rank":
            within = T.binary("%", lin, T.const(parent)) if parent else lin
            return Val(T.binary("/", within, T.const(n)), True, unsigned=32)
        if name == "meta_group_size":
            total = T.const(parent) if parent else block_threads()
            return Val(T.binary("/", T.binary("+", total, T.const(n - 1)), T.const(n)), unsigned=32)
        if name in ("size", "num_threads"):
            return Val(T.const(n), unsigned=32)
        if name == "shfl" and len(args) >= 2:
            if not args[0].thread:
                return args[0]
            narrow = ev.segment(args[0], args[1], Val(T.const(n)), ev.i.warp)
            if narrow is not None:
                return narrow
            return Val(("wu", f"shfl@{pos}"), True, True) if not args[1].thread else VARYING
        if name in ("any", "all", "ballot", "match_all"):
            if not any(a.thread for a in args):
                return uniform_unknown(f"cg@{pos}", data=True)
            return Val(("wu", f"vote@{pos}"), True, True) if n >= ev.i.warp else VARYING
        if name in ("shfl_up", "shfl_down", "shfl_xor"):
            return VARYING if args and args[0].thread else (args[0] if args else VARYING)
        if name == "sync":
            return uniform_unknown(f"cg@{pos}")
        return VARYING
    if kind == "coalesced":
        if name in ("size", "num_threads", "any", "all", "ballot"):
            return Val(("wu", f"coalesced@{pos}"), True, True)
        return VARYING if name != "sync" else uniform_unknown(f"cg@{pos}")
    return VARYING if name not in ("sync",) else uniform_unknown(f"cg@{pos}")


def index_member(ev: ExprEval, e: ast.Member) -> Val | None:
    """`block.thread_index().x` -> threadIdx.x; `group_index()` -> blockIdx; `group_dim()` -> blockDim."""
    from analyzer.analysis.values import Val
    call = e.base
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Member) or e.field not in ("x", "y", "z"):
        return None
    group = group_of(ev(call.func.base))
    if group is None or group[0] != "block":
        return None
    what = call.func.field
    if what == "thread_index":
        return Val(("t", e.field), True, unsigned=32)
    if what == "group_index":
        return Val(("u", f"blockIdx.{e.field}", "bid"), unsigned=32)
    if what in ("group_dim", "dim_threads"):
        return Val(_dim(e.field), unsigned=32)
    return None
