"""KL402's fix texts and message (the check: kl402_shared_memory_bank_conflict.py): padding, swizzles, vector
pairs and narrower accesses, per access."""

from __future__ import annotations

from fractions import Fraction

from analyzer.analysis.conflicts import chunk_swizzle
from analyzer.analysis.memory.vectors import vector_component
from analyzer.checks._kl402_lanes import (aligned_padding, lane_offsets, one_row, padded_rows, row_fix, row_shift,
                                          row_xor, rows_apart, swizzled_all)
from analyzer.analysis.memory.judge import (condition_text, interleaved, lane_stride, launch_text, number_text,
                                            tree_step, via_text)
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text


_PAIR = {2: "a 4-byte pair (`short2`/`half2`)", 4: "one `float2`/`int2`", 8: "one `double2`"}


def fix(f, name: str, pair=None, source: str = "", vector: int = 4, wmma: bool = False, tile: int | None = None,
        others: tuple = ()) -> str:
    """`others`: the kernel's other accesses of the array (the same launch and instance), which a padding must
    leave no worse (review r11 A C10)."""
    node = f.access.node
    if f.access.slice and (sliced := _slice(f, name, others)):
        return sliced  # NOTE: before a pair: an 8-byte access at the slices' stride still conflicts
    if pair is not None:
        other = source_text(source, pair.access.node.span)
        return (f"each lane also {'reads' if f.access.op == 'load' else 'writes'} the neighbouring element "
                f"(`{other}`): access the two together as {_PAIR[f.access.size]} through a cast of the aligned "
                "address, one conflict-free request instead of two conflicting ones")
    if f.iteration is not None and interleaved(f):
        return ("the stride changes every round (interleaved addressing, `c * stride * tid`): for a reduction, "
                "address sequentially instead (`for (s = blockDim.x / 2; s > 0; s >>= 1) { if (tid < s) a[tid] += "
                "a[tid + s]; __syncthreads(); }`), whose lanes read consecutive words in every round")
    if f.iteration is not None and tree_step(f):
        return (f"the lanes' stride changes every round (a scan's tree, `stride * (2 * tid + 1) - 1`), and the tree's "
                f"partial sums must stay where the later rounds read them: pad by index instead, keeping element k "
                f"at k + k / 32 (`k + (k >> 5)`, the conflict-free offsets of GPU Gems 3 ch. 39's scan) in every "
                f"access of `{name}`, the array sized to match, which spreads the lanes over the banks in every round")
    while isinstance(node, (ast.Unary, ast.Cast)) and not getattr(node, "postfix", False):
        node = node.operand if isinstance(node, ast.Unary) else node.expr  # NOTE: `*((float4 *)&s[y][x])`
    rows = isinstance(node, ast.Index) and isinstance(node.base, ast.Index)
    size = f.access.size or 4
    words = f.access.row_bytes // 4 if f.access.row_bytes else None
    elements = f.access.row_bytes // size if f.access.row_bytes and size in (1, 2, 4, 8) else None
    swizzle = (f"swizzle the column index instead ({row_xor(name, elements, tile)}, on both the store and the load), "
               f"which keeps every row aligned")
    if not rows and (records := _records(f, name, others, max(size, min(vector, 16)))):
        return records  # NOTE: before the swizzles: a longer record per lane keeps every access aligned
    if vector > max(size, 4) or (vector > 4 and not rows):  # NOTE: k + k / 32 misaligns the access itself too
        if wmma:
            return (f"padding would misalign the rows (`wmma::load_matrix_sync` needs its rows 256-bit aligned): "
                    f"{swizzle}")
        return _same_row(f, name, words) or _rows_apart(f, name, size, vector, rows, words)
    if rows and words and (same := one_row(f, name, words)):
        return same  # NOTE: the lanes that collide share a row: no row padding or row XOR moves them apart
    if rows and words and size > 4 and vector_component(f.access.type_name or "", "y") is not None:
        return _rows_apart(f, name, size, size, rows, words)  # NOTE: `col ^ row` of elements would split the chunks
    narrow = _narrow_fix(f, words, name, others, source, tile) if rows and words else None
    if narrow:
        return narrow
    if rows and words and (apart := rows_apart(f, words)):
        return _interleave(f, name, words, *apart, others)
    if rows and words and words % 2 and size == 4 and (cols := swizzled_all([f, *others], words)):
        return (f"the rows are already padded ({words} words), which still collides for this block shape: swizzle "
                f"instead, over unpadded rows of {cols} words ({row_xor(name, cols, tile)} in every access of "
                f"`{name}`, store and load alike), which the recount finds conflict-free for all of them")
    if rows and words and words % 2:  # NOTE: an odd row of elements has no XOR inside it (`col ^ (row % 1)`: none)
        return (f"the rows are already padded ({words} words), which still collides for this block shape: "
                f"{swizzle + ', or ' if elements and elements % 2 == 0 else ''}choose the row length for this launch's "
                "shape (`kernlint memory` prints the count)")
    if rows and words and (checked := row_fix(f, name, words, tile)):
        return checked  # NOTE: one element more per row, or `col ^ row`, leaves lanes of this launch colliding
    if rows and words and size == 4 and others and (across := _across(f, name, words, others, source, tile)):
        return across  # NOTE: one word more per row makes another access of the array worse
    if rows:
        element = {8: ("one 8-byte element (8 bytes per row keeps its 8-byte accesses aligned: a `double` tile "
                       "`[32][33]` doubles)"),
                   16: "one 16-byte element"}.get(size, f"one 4-byte word (`[..][{words + 1}]` instead of `[..][{words}]`)"
                                                  if words else "one 4-byte word (e.g. `[32][33]` instead of `[32][32]`)")
        return (f"pad each row by {element}, so a column's elements fall in different banks, or swizzle the "
                f"column index ({row_xor(name, elements, tile)}, on both the store and the load)")
    from analyzer.checks._kl402_lanes import wavefronts
    padded = wavefronts(f, lambda o: (o // 4 + o // 128) * 4 + o % 4)  # NOTE: k + k / 32, recounted on the lanes
    if padded is not None and padded[0] > padded[1]:
        if (ring := _padding_keeps(f)) is not None:
            return ring  # NOTE: a ring's wrap-around (`prev = bin == 0 ? 35 : bin - 1`): k + k / 32 moves the conflict
        if (flat := _flat_rows(f, name, others)) is not None:
            return flat  # NOTE: `buf[tx * 128 + ty]`: rows of a 1-D array, padded as rows (review r17 A after, N2)
    return (f"pad the array: keep element k at k + k / 32 (one spare word every 32 words, the array sized to "
            f"match) in every access of `{name}`, so the lanes spread over the 32 banks; or swizzle the index")


def _flat_rows(f, name: str, others: tuple) -> str | None:
    """The fix where k + k / 32 leaves the lanes colliding (fix recounts it) and lanes of one bank are a row of W words
    apart (`buf[tx * 128 + ty]` of a 16x16 block): the array as rows of W words, each lengthened to the fewest words
    the recount finds conflict-free for this access and the array's others, or for it alone leaving the others no worse
    (padded_rows); None where k + k / 32 works,
    the lanes are not rows apart, or no length up to W + 32 works."""
    offsets = [o for o in lane_offsets(f) or () if o is not None]
    if not offsets or any(o % 4 for o in offsets):
        return None
    # NOTE: the row: the nearest word to the first lane's in its bank (a row of 128 words: lane 1's word 128, or lane
    # 16's in a 16-wide block)
    words = min((o // 4 - offsets[0] // 4 for o in offsets if o // 4 - offsets[0] // 4 >= 32
                 and (o // 4 - offsets[0] // 4) % 32 == 0), default=0)
    if not words:
        return None
    every, kept, _ = padded_rows(f, list(others), words)
    if (length := every or kept) is None:
        return None
    which = "this access and the array's others" if every else "this access (the array's others no worse)"
    return (f"lanes of one bank are a row of {words} words apart: lay `{name}` out as rows of {length} words instead "
            f"(element r * {words} + c at r * {length} + c, in every access of `{name}`, the array sized to match), "
            f"which the recount finds conflict-free for {which}; k + k / 32 would not part these lanes")


def _padding_keeps(f) -> str | None:
    """The fix of a ring's wrap-around (`prev = bin == 0 ? 35 : bin - 1` over 32 lanes, review r17 C-Q6), where keeping
    element k at k + k / 32 leaves the lanes colliding (fix recounts it): the lanes read consecutive words but for a
    few that wrap to the ring's other end (lane 0 reads word 35 where lane 4 reads word 3), and the padding moves word
    35 onto lane 5's bank. None for any other shape (a tile's column, rows of a record: the padding texts, review r17 A after N2)."""
    from collections import Counter
    offsets = lane_offsets(f)
    words = [(lane, o // 4) for lane, o in enumerate(offsets or ()) if o is not None]
    if len(words) < 8:
        return None
    shift, _ = Counter(w - lane for lane, w in words).most_common(1)[0]
    wrapped = [(lane, w) for lane, w in words if w - lane != shift]
    rings = {w - lane - shift for lane, w in wrapped}
    if not 0 < len(wrapped) <= 4 or len(rings) != 1 or abs(next(iter(rings))) <= 32:
        return None  # NOTE: consecutive words, a few lanes wrapped by one ring length past a warp's 32 words
    lane, w = wrapped[0]
    other = next(((b, y) for b, y in words if b != lane and y != w and (y - w) % 32 == 0), None)
    if other is None:
        return None
    ring = abs(next(iter(rings)))
    return (f"the lanes read consecutive words of a ring of {ring} but lane {lane}, which wraps to word {w}, in lane "
            f"{other[0]}'s bank (word {other[1]}): no padding of the array parts a wrapped lane from the lanes it lands "
            f"among (k + k / 32, recounted on these lanes, still conflicts): take the wrapped element from the lane "
            f"that reads it (`__shfl_sync`), or keep a copy of the wrapped words past the ring's end")


def _interleave(f, name: str, words: int, m: int, lanes: int, others: tuple) -> str:
    """The fix where the lanes read one column of rows m apart in a tile whose rows are padded to an odd length
    (`sh[4 * tx + c][i]` of `[128][33]`: rows_apart): no row length parts them, the lane-to-row map is the cause."""
    from math import gcd
    shift = (m & -m).bit_length() - 1
    cols = swizzled_all([f, *others], words, shift) if m == 1 << shift else None
    swizzle = (f"; or, keeping the map, swizzle over unpadded rows of {cols} words (`{name}[row][col ^ (row / {m} % "
               f"{cols})]` in every access of `{name}`, store and load alike), which the recount finds conflict-free "
               "for all of them" if cols else "")
    return (f"the lanes read one column of rows {m} apart ({m * words} words), and with any row length L they are "
            f"{m}L words apart, a multiple of {gcd(m, 32)} banks, so no padding of the rows (already {words} words) "
            f"parts them: the lane-to-row map is the cause. Interleave the rows: lane j takes row j + {lanes}c instead of "
            f"{m}j + c (consecutive lanes then read consecutive rows, {words} words apart, in different banks; the "
            f"thread's other uses of those rows follow){swizzle}")


def _slice(f, name: str, others: tuple) -> str:
    """The fix of a slice per thread (`A[k]` of `A = &sh[32 * threadIdx.x]`: Access.slice): the lanes are the
    slices' stride apart and an index inside the slice moves every lane alike (k + k / 32 is k for k < 32), so the
    fix is where each slice starts: the fewest words per slice, recounted on the launch's lanes (padded_rows, a
    slice being a row of the array), that parts them and leaves the array's other accesses conflict-free, or no
    worse; "" where the stride is not whole words or no length up to 32 words more parts them."""
    stride = lane_stride(f)
    if not stride or stride < 0 or stride % 4:
        return ""
    words = stride // 4
    length, also = _spaced(f, others, words) or (None, "")
    if length is None:
        return ""
    array = f.access.root[1].lstrip("&") if f.access.root is not None else name
    return (f"each thread works on its own slice of `{array}` (`{name}`), the slices {words} words apart: element k "
            f"of every lane's slice falls in the same bank, and no change of the index inside the slice parts them "
            f"(each lane's index moves alike). Start the slices {length} words apart instead (`&{array}[{length} * t]` "
            f"where it is `&{array}[{words} * t]`, t the thread's slot, the array sized {length} words per thread), "
            f"which puts this launch's lanes in different banks{also} (recounted)")


def _spaced(f, others: tuple, words: int, unit: int = 1) -> tuple[int, str] | None:
    """(the fewest words per slice or record, from padded_rows, that parts the lanes: one that leaves every other
    access of the array conflict-free, else one that leaves them no worse; the words that say which), or None."""
    every, kept, _ = padded_rows(f, list(others), words, unit)
    if (every or kept) is None:
        return None
    return every or kept, ((" and leaves every other access of it conflict-free" if every else " and leaves its "
                            "other accesses no worse") if others else "")


def _record_mates(f, others: tuple, stride: int, mine: list) -> bool:
    """Whether the lanes use more of their records than the one element: the access's index walks a loop inside the
    record (`s[lid * 4 + c]`), or another access of the array has the same stride at another place of it."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.judge import _offset

    off = _offset(f)
    if off is not None and any(s[2] == "iter" for s in T.symbols(off)):
        return True
    for g in others:  # NOTE: `mine`: f's lane offsets, lane 0's known
        theirs = lane_offsets(g) if lane_stride(g) == stride else None
        if theirs and theirs[0] is not None and (theirs[0] - mine[0]) % stride:
            return True
    return False


def _records(f, name: str, others: tuple, align: int) -> str:
    """The fix of a record per lane in a flat array (`s[lid * 4 + c]` of doubles: review r16 B-Q4): the lanes are the
    records' stride apart, so lengthen the record by whole elements of `align` bytes (the widest access the kernel
    makes of the array, so each stays aligned), the fewest recounted on the launch's lanes (padded_rows) that parts
    them; "" where the stride is no multiple of `align` bytes or no length up to 32 words more parts them."""
    stride = lane_stride(f)
    if not stride or stride < 0 or stride % align or stride % 4 or stride <= (f.access.size or 4) or f.access.slice:
        return ""
    lanes = lane_offsets(f)  # NOTE: a record per lane: lane j at j records on (not `s[(i + t % 8) * 32]`, 8 rows shared)
    if not lanes or lanes[0] is None or any(o is not None and o - lanes[0] != j * stride for j, o in enumerate(lanes)):
        return ""
    if not _record_mates(f, others, stride, lanes):
        return ""  # NOTE: one word per lane at a stride (`s[t << 5]` of a histogram) is no record: the swizzles
    length, also = _spaced(f, others, stride // 4, align // 4 if align >= 4 else 1) or (None, "")
    if length is None:
        return ""
    size = f.access.size or 4
    return (f"each lane works on its own record of `{name}`, {stride // size} elements ({stride} bytes) apart, so "
            f"element c of every record falls in the same banks: lengthen each record to {4 * length // size} "
            f"elements ({4 * length} bytes, the index `lane * {4 * length // size} + c`, the array sized to match), "
            f"which keeps every access of `{name}` aligned and puts this launch's lanes in different banks{also} "
            f"(recounted)")


def _rows_apart(f, name: str, size: int, vector: int, rows: bool, words: int | None) -> str:
    """The chunk swizzle of a tile the kernel also accesses `vector` bytes at a time, its XOR taken from the row
    bits that differ between the colliding lanes (rows r and r + 8: `row / 8`), recounted conflict-free; where
    no such XOR or no aligned padding parts them, the transpose or another lane map."""
    if not (rows and words):
        return chunk_swizzle(name, size, vector, rows, words)
    shift = row_shift(f, words, 16)
    pad = aligned_padding(f, words, min(vector, 16))
    padded = (f" Or pad each row by {pad} bytes (`[..][{words + pad // 4}]` words), which keeps its {min(vector, 16)}-"
              "byte accesses aligned." if pad else "")
    if shift is None:
        return chunk_swizzle(name, size, vector, rows, words) + padded
    if shift[2]:
        return chunk_swizzle(name, size, vector, rows, words, shift[:2]) + padded
    if pad:
        return (f"pad each row by {pad} bytes (`[..][{words + pad // 4}]` words), which keeps the kernel's "
                f"{min(vector, 16)}-byte accesses of `{name}` aligned, so the colliding rows fall in different banks")
    return (f"neither a padding of the rows of `{name}` that keeps its {min(vector, 16)}-byte accesses aligned nor a "
            "swizzle of 16-byte chunks by the row parts every pair of colliding lanes (recounted for this launch): "
            "store the tile transposed (the lanes then read along a row), or change which rows the lanes of a warp "
            "read")


def _narrow_fix(f, words: int, name: str = "", others: tuple = (), source: str = "", tile: int | None = None
                ) -> str | None:
    """A block narrower than a warp (16x4): a warp holds 32 / bx rows of threads, and one spare word per row
    does not separate them. The row length that does, recounted on the access's own lanes (a model of a row walk
    `s[ty][tx + c]` proposed 48 words for `s[tx / 3][tx % 3]`, which makes that fill 3-way: review r11 A C10) and
    leaving the array's other accesses no worse; where none does, said so, with a swizzle recounted on them all."""
    bx = f.block[0]
    size = f.access.size or 4
    if size != 4 or bx >= 32 or 32 % bx or f.block[1] < 2:
        return None
    k = 32 // bx
    stride = lane_stride(f)
    if stride == 4:
        lanes = lambda L: [r * L + x for r in range(k) for x in range(bx)]  # noqa: E731
        shape = f"each warp holds {k} rows of this {bx}-wide block side by side"
    elif stride == 4 * words:
        lanes = lambda L: [x * L + r for x in range(bx) for r in range(k)]  # noqa: E731
        shape = f"each warp reads {bx} rows at {k} neighbouring columns"
    else:
        return None
    why = f"the block is {bx} threads wide, so {shape}, and one spare word per row does not separate them"
    # NOTE: the shape's model, for where the lanes' own recount finds no length (an unrolled loop's counter at an
    # iteration past its trip count moves a column off its row)
    model = next((L for L in range(words + 1, words + 33) if len({w % 32 for w in lanes(L)}) == 32), None)
    return _padding(f, name, words, others, source, why, tile, model)


def _padding(f, name: str, words: int, others: tuple, source: str, why: str, tile: int | None,
             model: int | None = None, rows: tuple | None = None) -> str:
    """The row length that parts f's lanes and every other access's of the array; else, where the XOR swizzle is
    conflict-free for all of them, said so with the swizzle; else the length that leaves the others no worse;
    `model`: the length a model of the access's shape gives, said as such where the recount finds none; `rows`:
    padded_rows's answer where the caller has it."""
    every, kept, first = rows or padded_rows(f, list(others), words)
    lead = f"{why}: make" if why else "Make"
    if every is None and kept is None and first is None and model is not None:
        return (f"{lead} the rows {model} words long (`[...][{model}]` instead of `[...][{words}]`), which puts the 32 "
                f"lanes in 32 banks on a model of this shape (the lanes' own recount did not evaluate), or swizzle "
                f"the column index")
    if every is not None:
        also = f" and leaves every other access of `{name}` conflict-free" if others else ""
        return (f"{lead} the rows {every} words long (`[...][{every}]` instead of `[...][{words}]`), which parts this "
                f"access's lanes for this launch{also} (recounted), or swizzle the column index")
    cols = swizzled_all([f, *others], words)
    if kept is not None and not cols:
        return (f"{lead} the rows {kept} words long (`[...][{kept}]` instead of `[...][{words}]`), which parts this "
                f"access's lanes for this launch and leaves the other accesses of `{name}` no worse (recounted)")
    return _no_padding(f, name, words, others, first, source, why, cols, tile)


def _across(f, name: str, words: int, others: tuple, source: str, tile: int | None) -> str:
    """The fix where one word more per row parts f's lanes but leaves another access of the array conflicting
    (_padding); "" where one word more parts them all."""
    rows = padded_rows(f, list(others), words)
    if rows[0] == words + 1 or rows[2] is None:
        return ""
    return _padding(f, name, words, others, source, "", tile, rows=rows)


def _worse(first: tuple, source: str) -> str:
    length, g, got = first
    text = source_text(source, g.access.node.span) or "another access"
    return (f"`{text}` (line {g.access.node.span.line}) {number_text(Fraction(got[0], got[1]))}-way there")


def _no_padding(f, name: str, words: int, others: tuple, first, source: str, why: str, cols: int | None,
                tile: int | None) -> str:
    """No row length parts f's lanes and leaves the array's other accesses no worse: said so, with the XOR swizzle
    where the recount finds it conflict-free for every access of the array (the transposed store and load of one
    `[16][17]` tile: the store needs rows of 16 mod 32 words, which make the load 8-way)."""
    clash = (f"rows of {first[0]} words part this access's lanes but leave {_worse(first, source)}" if first else
             f"no row length up to {words + 32} words parts this access's lanes")
    swizzle = (f"swizzle instead, over unpadded rows of {cols} words: {row_xor(name, cols, tile)} in every access of "
               f"`{name}`, store and load alike, which the recount finds conflict-free for all of them" if cols else
               "store the tile transposed, or change which rows and columns the lanes of a warp read")
    lead = f"{why}, and no" if why else "No"
    return f"{lead} padding of the rows of `{name}` fixes every access of it: {clash}; {swizzle}"


def _same_row(f, name: str, words: int | None) -> str:
    """The fix when the lanes that collide in one phase of a 16- or 8-byte vector access (8 lanes; 16 for 8 bytes) are in the
    SAME row of the tile (the row: `words` of a 2-D array, else the step of a loop counter of 128 bytes or more),
    or, the row unknown, in one run of lanes at a constant stride that wraps the 128-byte line: a row-XOR chunk
    swizzle gives lanes of one row the same XOR and cannot part them, and the run's stride makes them collide
    whatever the rows; "" when they are in different rows (the row-XOR chunk swizzle's case)."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.judge import _POINTS, _env, _offset
    from analyzer.analysis.memory.vectors import vector_component

    size, off = f.access.size or 4, _offset(f)
    if off is None or size < 8 or vector_component(f.access.type_name or "", "y") is None:
        return ""  # NOTE: a vector of elements (`float4`, `int2`): a lane's fragment, whose map can change
    bx, by, _ = f.block
    try:
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[0])
        addr = [fn(k % bx, k // bx % by, k // (bx * by), k, 0, env) for k in range(32)]
        steps = [abs(fn(0, 0, 0, 0, 0, {**env, s[1]: 1}) - addr[0]) for s in T.symbols(off) if s[2] == "iter"]
        row = 4 * words if words else min((st for st in steps if st >= 128), default=0)
    except (ArithmeticError, TypeError, ValueError):
        return ""
    phase, apart = 128 // size, addr[1] - addr[0]
    pairs = [(a, b) for a in range(32) for b in range(a + 1, a // phase * phase + phase)
             if addr[a] != addr[b] and abs(addr[a] % 128 - addr[b] % 128) < size]
    if not pairs:
        return ""
    a, b = pairs[0]
    if row >= 128:
        if any(addr[a] // row != addr[b] // row for a, b in pairs):
            return ""
        where, lanes = f"bytes {addr[a] % row} and {addr[b] % row} of the same row of `{name}`", len(
            {o for o in addr if o // row == addr[a] // row})
        why = "a swizzle of 16-byte chunks by the row (`chunk ^ (row % 8)`) gives both the same XOR and cannot part them"
    elif size < apart and all(addr[k + 1] - addr[k] == apart for k in range(phase - 1)):
        where, lanes = f"bytes of `{name}` {addr[b] - addr[a]} apart, in one run of lanes", len(set(addr))
        why = "the lanes' stride makes them collide, whatever the rows: a swizzle by the row parts them only across rows"
    else:
        return ""
    return (f"lanes {a} and {b} of one {phase}-lane phase take the same banks at {where}: {why}. Consecutive lanes "
            f"are {apart} bytes apart, so a phase spans {phase * apart} bytes and wraps onto the same banks: change "
            f"the lane-to-column map so the lanes of a phase take consecutive {size}-byte chunks (a lane stride of "
            f"{size} bytes, a lane's next {size} bytes {lanes * size} bytes further, past the {lanes} lanes: e.g. its "
            f"second `{'float4' if size == 16 else 'float2'}` at +{lanes * size // 4} floats), or swizzle with the "
            f"chunk's 128-byte line, keeping 16-byte chunk c of `{name}` at `c ^ (c / 8 % 8)` in every access of "
            f"`{name}` (store and load)")


def message(f, text: str, op: str) -> str:
    ways = f.per_request / f.ideal
    way = f"{number_text(ways)}-way"
    asm = f" (`{f.access.instruction}`: the 16-byte rows of its 8x8 matrices)" if f.access.instruction else ""
    if asm and "//" in text:  # NOTE: an `asm` statement with a comment inside: what comes before it
        text = text.split("//")[0].rstrip() + " ..."
    return (f"shared {op} `{text}`{asm} has a {way} bank conflict: {number_text(f.per_request)} wavefronts per request "
            f"where {number_text(f.ideal)} would do {launch_text(f)}{condition_text(f)}{via_text(f)}")
