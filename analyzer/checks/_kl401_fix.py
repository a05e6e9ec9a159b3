"""KL401's fix for a lane that moves every word of its own record one word at a time (`xyz[3 * i + k]`, k < 3, an
`[n, 3]` argument; review r7 E6): staging the block's records through shared memory keeps the layout, offered
before structure of arrays; one vector access of a record the lane moves whole in narrow accesses (`px[4 * i + k]`,
k < 4, the bytes of an RGBA pixel; review r9 A C3), also before structure of arrays; the index swap where the
block's other warps use the words between the lanes'; and the verb of an access (a store writes). The rule:
checks/kl401_uncoalesced_global_access.py."""

from __future__ import annotations

from analyzer.analysis import terms as T
from analyzer.analysis.memory.judge import _POINTS, _env, _offset, number_text
from analyzer.analysis.memory.vectors import _VECTOR_BASES
from analyzer.cuda.model.ctype_layout import unqualified
from analyzer.cuda.query import array_root


def verb(f) -> str:
    return "writes" if f.access.op == "store" else "reads"


def staging(f, figures, stride: int, walked: bool = False) -> str:
    """The layout-keeping fix of a record the lane moves word by word, every word of it (`xyz[3 * i + k]`, k < 3,
    of an `[n, 3]` argument): the block's records pass through shared memory, which consecutive lanes fill (or
    empty) with consecutive words; "" where a word of the record is unused, a vector access covers it, or the block
    is not 1-D (its records are rows, not one run: the formula would store the rows over each other)."""
    from analyzer.analysis.memory.judge import _distance, peers
    from analyzer.analysis.memory.patterns import moving_loop

    size = f.access.size or 4
    if stride in (2, 4, 8, 16) or stride % size:  # NOTE: one vector access (`char4`, `float2`, `float4`) covers it
        return ""
    if any(c != 1 for c in tuple(f.block or ())[1:]):
        return ""  # NOTE: the formula below is a 1-D block's run of records; a 2-D block's are rows (review r7-after A3)
    off, words = _offset(f), stride // size
    places = set(range(words)) if walked else {0}  # NOTE: walked: one word per iteration of an unrolled loop
    for g in peers(f, figures) if not walked else ():
        gap = _distance(_offset(g), off, f.block)
        if gap is None or (g.access.size or 4) != size or gap % size:
            return ""
        places.add(gap % stride // size)
    if len(places) < words:
        return ""
    name = array_root(f.access.node) or "out"
    start, moved = f"{words} * blockIdx.x * blockDim.x", f"{number_text(f.per_request)} sectors"
    loop = ""
    if moving_loop(f, stride):  # NOTE: a grid-stride loop: the block's records of this iteration, the same loop for all
        start = f"{words} * r0"
        loop = (f"; in the loop, r0 is the block's first record of the iteration (its thread 0's), and every thread "
                f"of the block must run the same iterations to reach the barrier (a grid-stride loop on r0: `for (r0 = "
                f"blockIdx.x * blockDim.x; r0 < n; r0 += gridDim.x * blockDim.x)`, the thread's record r0 + "
                f"threadIdx.x tested against n)")
    if f.access.op == "store":
        how = (f"each thread writes its record to a `__shared__` array (`s[{words} * threadIdx.x + k]`), "
               f"`__syncthreads()`, then consecutive lanes store consecutive words of the block's records "
               f"(`{name}[{start} + threadIdx.x + blockDim.x * k] = s[threadIdx.x + blockDim.x * k]`, k < {words})")
    else:
        how = (f"consecutive lanes load consecutive words of the block's records into a `__shared__` array "
               f"(`s[threadIdx.x + blockDim.x * k] = {name}[{start} + threadIdx.x + blockDim.x * k]`, k < {words}), "
               f"`__syncthreads()`, then each thread reads its record there (`s[{words} * threadIdx.x + k]`)")
    return (f"the kernel {verb(f)} every word of the record, so stage the block's records through shared "
            f"memory, which keeps the layout: {how}; each of the {words} requests then moves "
            f"{number_text(f.ideal)} sectors where each moves {moved} now (every thread must reach the barrier: "
            f"test the last block's words against the count instead of returning early){loop}")


# NOTE: the vector type of each element type (vectors' table read backwards), with the spellings it lacks
_BASES = {v: k for k, v in _VECTOR_BASES.items()} | {"char": "char", "uint8_t": "uchar", "int8_t": "char",
                                                     "unsigned": "uint"}
_BYTES = {1: "uchar", 2: "ushort", 4: "uint", 8: "ulonglong"}  # NOTE: a type named otherwise, by its width


def _vector(f, stride: int) -> str:
    """The CUDA vector type of `stride` bytes made of f's element type (`uchar4` of `unsigned char`)."""
    size = f.access.size or 4
    base = _BASES.get(unqualified(f.access.type_name), _BYTES.get(size, "uint"))
    count = stride // size
    if count == 1 or count > 4 or (count == 4 and size == 8):
        return {2: "uchar2", 4: "uchar4", 8: "uint2", 16: "uint4"}[stride]
    return f"{base}{count}"


def whole_record(f, figures, stride: int | None) -> str:
    """The layout-keeping fix where the lane moves every byte of its own naturally aligned record of 2, 4, 8 or 16
    bytes in separate narrow accesses of one operation under one condition (`px[4 * i + k] = ..`, k < 4): one vector
    access of the record through a cast of the aligned address, one request where there are several; "" otherwise."""
    requests = record_requests(f, figures, stride)
    if not requests:
        return ""
    op, vec, name = "store" if f.access.op == "store" else "load", _vector(f, stride), array_root(f.access.node) or "p"
    return (f"the lane {verb(f)} every byte of the record in {requests} {op}s, so {op} the record as one {stride}-byte "
            f"`{vec}` through a cast of its aligned address (`reinterpret_cast<{vec} *>({name})[r]`, r the record's "
            f"index), which keeps the layout: one request where there are {requests}, moving the "
            f"{number_text(f.per_request)} sectors that each of them moves now")


def record_requests(f, figures, stride: int | None) -> int:
    """The requests in which the lane moves every byte of its own naturally aligned record (see whole_record), 0
    where it does not."""
    from analyzer.analysis.memory.judge import _distance, peers

    off, size = _offset(f), f.access.size or 4
    if figures is None or stride not in (2, 4, 8, 16) or off is None or f.block is None:
        return 0
    try:
        place = T.compile_term(off)(0, 0, 0, 0, 0, _env(T.symbols(off), f.block, _POINTS[0])) % stride
    except (ArithmeticError, TypeError, ValueError):
        return 0
    covered, places = set(range(place, place + size)), {0}
    for g in peers(f, figures):
        gap = _distance(_offset(g), off, f.block)
        if gap is None or g.access.path != f.access.path or not 0 <= place + gap <= stride - (g.access.size or 4):
            continue
        covered |= set(range(place + gap, place + gap + (g.access.size or 4)))
        places.add(gap)
    requests = len(places)  # NOTE: the same word read twice (`p[2]` and `{p[0], .., p[3]}`) is one request
    return requests if len(covered) >= stride and requests >= 2 else 0


def layout_fix(f, figures, stride: int | None) -> str:
    """The fix where no access of the kernel uses the words between the lanes' words (uncoalesced.decimation): the
    words kept in an array of their own where the data is produced, or the kernel fused into its producer."""
    from analyzer.analysis.memory.patterns import record_read
    from analyzer.analysis.uncoalesced import decimation

    layout, size = decimation(f, figures), f.access.size or 4
    if not layout:
        return ""
    field = getattr(f.access.node, "field", None)  # NOTE: `in[i].fg` (ast.Member): the field of each record
    word = f"the field `.{field}` ({size} bytes)" if field else f"{size} byte{'s' if size > 1 else ''} at a fixed place"
    what = (f"each lane {verb(f)} {word} of its own {stride}-byte record" if field or record_read(f, stride)
            else f"the kernel uses one {size}-byte word in every {stride} bytes")
    return (f"{what}, and {layout}; keep the words it uses in an array of their own where the data is produced "
            "(structure of arrays for one field of a record, the decimated copy for every k-th element), or fuse "
            "this kernel into its producer")


def swap_fix(f, stride: int | None) -> str:
    """The fix where the block's other warps use every word between a warp's lanes (patterns.other_warps: row from
    threadIdx.x, column from threadIdx.y): swap the index roles, so threadIdx.x walks the contiguous dimension."""
    from analyzer.analysis.memory.patterns import other_warps

    dims = other_warps(f) if stride else ""
    if not dims:
        return ""
    return (f"consecutive lanes are {stride} bytes apart, and the words between them are the block's other "
            f"warps' (threadIdx.{dims.replace(' and ', ' and threadIdx.')} walk{'s' if ' ' not in dims else ''} "
            f"them): swap the roles of threadIdx.x and threadIdx.{dims.split()[0]} in the index, so that "
            f"threadIdx.x walks the contiguous dimension and each warp {verb(f)} consecutive elements; the "
            "block covers the same elements as before")


def register_run(f, tile: tuple[str, int], stride: int) -> str:
    """The fix of a lane moving a run paired with its own registers (patterns.register_tile): no re-indexing by
    thread (what each thread computes would change), staging through shared memory instead."""
    return (f"each lane {verb(f)} a run of elements paired with its own registers (the thread's array `{tile[0]}`, "
            f"indexed by the same counter, of the loop at line {tile[1]}), {f'{stride} bytes' if stride < 128 else 'a row'} "
            f"from the next lane's run: indexing by the thread id instead hands each thread other elements, and "
            f"every use of `{tile[0]}` must follow (what each thread computes changes, unless it uses each element "
            f"alone). Keeping what each thread holds: stage the block's elements through shared memory "
            f"(consecutive lanes move consecutive elements between global memory and a `__shared__` tile, each "
            f"thread taking its own run there)")


def wavefront_fix(unit, node) -> str:
    """The fix of an access in a wavefront's steps (analysis/memory/wavefront.py): the order is the dependence's,
    so no re-indexing by threadIdx.x; "" for any other access."""
    from analyzer.analysis.memory.wavefront import dependence_loop

    step = dependence_loop(unit, node)
    if step is None:
        return ""
    return (f"each step of the loop at line {step} (a barrier per step) computes cells from what the earlier steps "
            f"wrote to this array (a wavefront): which cell a lane takes is the dependence's, so indexing with "
            f"threadIdx.x along the contiguous dimension would compute cells whose inputs are not ready. Keeping the "
            f"order: store the array skewed (step-major: the cells of one step contiguous), or give each block a "
            f"tile swept as a wavefront in shared memory, its lanes along the tile's rows")


def merged_text(f, figures, stride: int | None) -> str:
    """For stores that together write every byte of each lane's record: the bytes reach DRAM once (L2 merges the
    partial sectors), so what the pattern costs is the requests (and their L1 and L2 traffic), not DRAM bytes."""
    requests = record_requests(f, figures, stride) if f.access.op == "store" else 0
    if not requests:
        return ""
    return (f"; the lane's {requests} stores together write every byte of its {stride}-byte record, so L2 merges the "
            f"partial sectors and the bytes reach DRAM once: the cost is {requests} requests where 1 would do, each "
            f"moving {number_text(f.per_request)} sectors through L1 and L2")


def chunk_walk(f, unit, stride: int) -> str:
    """A lane walking its own chunk (narrower than a row) in a loop the compiler cannot unroll (a run-time count):
    where the thread must see its chunk in order, interleaving the lanes changes what it computes."""
    from analyzer.analysis.memory.patterns import row_walk
    from analyzer.analysis.memory.unrolled import unrolled_loop

    line = row_walk(f, (f.access.size or 4) + 1)
    if line is None or unit is None:
        return ""
    loops = [s for s in T.symbols(_offset(f)) if s[2] == "iter" and f"@{line}:" in s[1]]
    if not loops or unrolled_loop(loops[0][1], f.access.node, unit, f.template) is not None:
        return ""
    return (f"; each lane walks its own {stride}-byte chunk in order (the loop at line {line}): where each thread must "
            "see its chunk in that order (a scan, a move-to-front list), copy the block's chunks into shared memory "
            "first, consecutive lanes reading consecutive elements, and let each thread walk its chunk there")


def stride_fix(f, unit, stride: int, size: int) -> str:
    """The help of lanes `stride` bytes apart where no layout, record or row-walk help applied: a column walk
    (a row or more apart), or elements interleaved with the ones each lane skips."""
    from analyzer.analysis.memory.patterns import moving_loop

    if stride >= 128:
        return ("consecutive lanes are a whole row apart (a column walk): stage the block's tile through shared "
                "memory, reading it with threadIdx.x along the contiguous dimension (`in[y * W + x]`) and the "
                "column from the tile (padded `[32][33]`), or swap the roles of the indices (or of the loop and "
                "the thread index) so that threadIdx.x walks the contiguous dimension")
    if size < stride < 128:
        # NOTE: the elements in between fill exactly one access of the lane stride's width
        vector = {16: "16-byte access (`float4`, `int4` or `uint4` through a cast of the aligned address)",
                  8: "8-byte access (`float2`, `int2` or `uint2` through a cast of the aligned address)",
                  4: "4-byte access (`char4`, `half2` or `short2`)"}.get(stride)
        tail = ((f", or, if each lane also writes the elements in between, store them together as one {vector} per "
                 "lane" if f.access.op == "store" else f", or, if each lane also uses the elements in between, load "
                 f"them together as one {vector} per lane") if vector else "")
        step = " and step the loop by the block size" if moving_loop(f) else ""
        return (f"consecutive lanes are {stride} bytes apart: let consecutive lanes {verb(f)[:-1]} consecutive "
                f"elements (index with the thread id{step}){tail}{chunk_walk(f, unit, stride)}")
    return "index with threadIdx.x along the contiguous dimension, so a warp's lanes read consecutive elements"


def shuffle_fix(f, figures) -> str:
    """KL401's help for a narrow load whose bytes, lane by lane, lie inside a wider load of the same warp to the same
    array (`keys[4 * t - 1]` beside `((uint4 *) keys)[t]`: the word before each lane's group is the previous lane's
    `.w`), or "": every lane's bytes are those lane l + d loads (one d for the warp), so a shuffle of that register
    gives them; re-indexing the narrow load would change what it reads (review r14 C Q5)."""
    from analyzer.analysis.memory.figures import SCREENED
    from analyzer.analysis.memory.judge import peers

    off, size = _offset(f), f.access.size or 4
    if off is None or f.access.op != "load":
        return ""
    wide = [g for g in peers(f, [g for g in figures if g.known or g.reason == SCREENED]) if (g.access.size or 0) > size]
    for g in wide:
        try:
            env = _env(T.symbols(off) | T.symbols(_offset(g)), f.block, _POINTS[1])  # NOTE: block 1: no lane wraps
            fa, fg, gsize = T.compile_term(off), T.compile_term(_offset(g)), g.access.size
            lanes = {}
            for x in range(32):
                a = fa(x, 0, 0, x, 0, env)
                lanes[x] = next((m for m in range(x - 32, x + 33) if fg(m, 0, 0, m, 0, env) <= a
                                 and a + size <= fg(m, 0, 0, m, 0, env) + gsize), None)
        except (ArithmeticError, TypeError, ValueError):
            continue
        shifts = {m - x for x, m in lanes.items() if m is not None}
        if None in lanes.values() or len(shifts) != 1:
            continue
        d, line = shifts.pop(), g.access.node.span.line
        if d == 0:
            return (f"the bytes each lane reads here are part of its own {gsize}-byte load at line {line}: take them "
                    "from that value's component instead of loading them again")
        call, n = f"__shfl_{'up' if d < 0 else 'down'}_sync(0xffffffff, v, {abs(d)})", abs(d)
        edge = f"the warp's {'first' if d < 0 else 'last'} {f'{n} lanes' if n > 1 else 'lane'}"
        return (f"the bytes lane l reads here are those lane l {'-' if d < 0 else '+'} {n} loads with the {gsize}-byte "
                f"load at line {line}: take them from that lane's register (`{call}`, v the part of its value that holds "
                f"them), {edge} loading {'their' if n > 1 else 'its'} own; indexing this load another way would change "
                "what it reads")
    return ""


def paired_stores(f, figures, stride: int | None) -> str:
    """Why two stores that together write every byte of the lane's own 8-byte record (`keys[2 * i]`, `keys[2 * i +
    1]`) are a note, or "": L2 merges the two halves, so the bytes reach DRAM once, and on an H200 the two 4-byte
    stores ran within a few percent of one float2 store, either way (tools/gpu/records/pair.cu, 4M to 64M records,
    store-bound and after FP64 work); as the same pair of loads, whose second L1 serves (review r14 B Q5). Wider
    records stay warnings: four stores of a 16-byte record ran 4-15% slower than one float4 (records/bench.cu)."""
    if f.access.op != "store" or stride != 8 or record_requests(f, figures, stride) != 2:
        return ""
    return ("on an H200 two 4-byte stores of each lane's 8-byte record ran within a few percent of one 8-byte store "
            "(tools/gpu/records/pair.cu)")


def wider_element(f, unit, stride: int | None) -> tuple[str, str, int] | None:
    """(name, element type, its bytes) where each lane reads part of one element of a kernel argument whose declared
    element is wider, through a narrower view (`reinterpret_cast<const uint32_t *>(keys)[2 * i + 1]`, `keys` a
    `uint64_t *`; review r14 B Q6), consecutive lanes on consecutive elements: the request moves the sectors of the
    lanes' whole elements, as one load of each would (coalesced, no finding), so neither re-indexing nor a wider
    access moves fewer; the element type is the cost, which only its producer can narrow."""
    from analyzer.cuda import ast
    from analyzer.cuda.model.ctype_layout import type_layout
    from analyzer.analysis.memory.vectors import vector_component
    from analyzer.cuda.query import enclosing_function

    node, size = f.access.node, f.access.size or 4
    base = getattr(node, "base", None) if isinstance(node, ast.Index) else None
    if unit is None or f.access.op != "load" or not isinstance(base, ast.Cast) or base.type.pointers != 1 \
            or not isinstance(base.expr, ast.Name):
        return None
    stride = _inner_stride(f) or stride  # NOTE: lane 0's `i - 1` of an unsigned i wraps
    func = enclosing_function(unit.tu, node)
    param = next((p for p in (func.params if func is not None else ()) if p.name == base.expr.id), None)
    layout = type_layout(param.type.base) if param is not None and param.type.pointers == 1 and not param.dims else None
    if layout is None or layout[0] != stride or stride not in (2, 4, 8, 16) or size >= stride \
            or vector_component(param.type.base, "x") is not None:  # NOTE: a vector's `.x` is a field: a record's
        return None
    return param.name, unqualified(param.type.base), stride


def element_why(f, unit, stride: int | None) -> str:
    """Why a read of part of each lane's wider element is a note (wider_element): its sectors are the elements'."""
    if (got := wider_element(f, unit, stride)) is None:
        return ""
    name, kind, width = got
    return (f"the sectors are those of the lanes' whole `{kind}` elements of `{name}`, which one {width}-byte load of "
            "each moves too (coalesced): the element type is the cost, not the access")


def element_part(f, unit, stride: int | None) -> str:
    """The fix of wider_element's access: none in the kernel; the element type is its producer's."""
    if (got := wider_element(f, unit, stride)) is None:
        return ""
    (name, kind, width), size = got, f.access.size or 4
    return (f"each lane reads {size} of the {width} bytes of one `{kind}` element of `{name}` (the type it is "
            f"declared with), consecutive lanes consecutive elements: the request moves the sectors of the lanes' "
            f"whole elements, as one {width}-byte access of each (`{name}[i]`, coalesced) would, so no re-indexing "
            f"or wider access moves fewer. The cost is the element type, {width} bytes where the kernel uses "
            f"{size}: only the producer of `{name}` can keep the part used apart, where it does not need the "
            "whole element (a sort of whole 64-bit keys does): otherwise the cost is the data's")


def _inner_stride(f) -> int | None:
    """Bytes between lanes 1 and 2 of the first warp along x: lane_stride where lane 0's address wraps (`i - 1` of
    an unsigned `i`, which lane 0 skips: `i == 0 || ...`)."""
    off = _offset(f)
    if off is None or f.block[0] < 3:
        return None
    try:
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[0])
        return fn(2, 0, 0, 2, 0, env) - fn(1, 0, 0, 1, 0, env)
    except (ArithmeticError, TypeError, ValueError):
        return None


def conversion_fix(f, unit, figures) -> str:
    """The fix where each block walks one column (patterns.block_column) of an array the kernel copies into another,
    in one assignment or through a local declared from the load, whose lanes are side by side (NCHW -> NHWC with one pixel per block, review r16 A-Q2): a layout
    conversion, which a transpose tiled across blocks coalesces both ways; "" where the kernel has no such copy."""
    from analyzer.analysis.memory.figures import SCREENED
    from analyzer.analysis.memory.judge import lane_stride
    from analyzer.cuda import ast
    from analyzer.cuda.query import enclosing_function, iter_nodes

    func = enclosing_function(unit.tu, f.access.node) if unit is not None else None
    nodes = list(iter_nodes(func.body)) if func is not None else []
    kept = {d.name: d.init for d in nodes if type(d) is ast.Declarator and d.init is not None}  # NOTE: `v = in[..]`
    copies = [frozenset(id(x) for y in (n, *(kept[m.id] for m in iter_nodes(n.value) if type(m) is ast.Name
                                             and m.id in kept)) for x in iter_nodes(y)) for n in nodes if type(n) is ast.Assign]
    here = f.access.root[1] if f.access.root else "the array"
    copies = [c for c in copies if id(f.access.node) in c]
    for g in figures or () if copies else ():
        if not any(id(g.access.node) in c for c in copies):
            continue  # NOTE: the store's value is the load's: `out[...] = in[...]`
        if g.access.kernel != f.access.kernel or g.access.root in (None, f.access.root) or g.access.op == f.access.op \
                or g.access.space != "global" \
                or g.block != f.block or g.template != f.template or not (
                    g.known and g.per_request == g.ideal or g.reason == SCREENED):  # NOTE: screened: at the ideal
            continue
        if lane_stride(g) != (g.access.size or 4):
            continue
        there, op = g.access.root[1], "write" if g.access.op == "store" else "read"
        return (f"the kernel converts a layout: its {g.access.op} of `{there}` has the lanes side by side where this "
                f"{f.access.op} has them a row apart, and each block takes one place of that row. Tile it as a "
                f"transpose across blocks: let a block take 32 of those places by 32 of the lanes' elements, "
                f"{verb(f)[:-1]} `{here}` with threadIdx.x along the places (its contiguous dimension) into a padded "
                f"shared tile (`[32][33]`), and {op} `{there}` from the tile with threadIdx.x along the lanes' dimension "
                f"as now")
    return ""
