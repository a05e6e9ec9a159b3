"""KL402's fixes judged on the lanes themselves (the check: kl402_shared_memory_bank_conflict.py; texts:
_kl402_fix.py): where in a 2-D tile the lanes that collide are (one row: the lane-to-column map is the cause,
and no padding of the rows or XOR with the row changes a lane's bank; rows some bits apart: the XOR takes those
bits), and whether a padding or a swizzle separates them, by recounting the same lanes' wavefronts (banks.py)
with the fix applied. Each fix offered is one that this recount finds conflict-free."""

from __future__ import annotations

from analyzer.analysis.memory.banks import BANKS, warp_wavefronts
from analyzer.analysis.memory.vectors import vector_component


def lane_offsets(f, warp: int = 0, point: int = 0) -> list | None:
    """The byte offsets in the array of the lanes of warp `warp` of f's block (loop counters at the judge's point
    `point`), None for a lane that does not make the access (its path, tail guards taken as true, as the figures
    count it: figures.stripped); None where the address does not evaluate."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.classes import lane_bounds
    from analyzer.analysis.memory.figures import stripped
    from analyzer.analysis.memory.judge import _POINTS, _env, _offset
    from analyzer.analysis.warps import block_threads

    off, path = _offset(f), f.access.path
    if off is None:
        return None
    path = lane_bounds(stripped(path), f.access.params)[0] if path is not None else None
    if path is not None and not T.thread_dependent(path):
        path = None
    syms = T.symbols(off) | (T.symbols(path) if path is not None else set())
    try:
        fn, env = T.compile_term(off), _env(syms, f.block, _POINTS[point])
        active = T.compile_term(path) if path is not None else None
        threads = [(x, y, z, lane, w) for w, lane, x, y, z in block_threads(*f.block, 32)[32 * warp:32 * warp + 32]]
        got = [fn(*t, env) if active is None or active(*t, env) else None for t in threads]
        return got + [None] * (32 - len(got))  # NOTE: a block under a warp: its missing lanes make no access
    except (ArithmeticError, TypeError, ValueError):
        return None


def _group(size: int) -> int:
    return 32 if size <= 4 else 16 if size == 8 else 8  # NOTE: lanes served together (banks.warp_wavefronts)


def colliding(offs: list[int], size: int) -> list[tuple[int, int]]:
    """Pairs of lanes served together that ask one bank for different words."""
    group, words = _group(size), max(1, size // 4)
    return [(a, b) for a in range(32) for b in range(a + 1, a // group * group + group)
            if offs[a] is not None and offs[b] is not None and offs[a] // 4 != offs[b] // 4 and
            {w % BANKS for w in range(offs[a] // 4, offs[a] // 4 + words)} &
            {w % BANKS for w in range(offs[b] // 4, offs[b] // 4 + words)}]


def _clean(f, place) -> bool:
    """Whether every warp of f's block (at most 8), at both of the judge's points, is conflict-free with each
    lane's offset moved by `place` (offset -> offset): `wavefronts` at its ideal (no warp's count is under its
    ideal, so the sums meet just when every warp's do)."""
    return (w := wavefronts(f, place)) is not None and w[0] <= w[1]


def one_row(f, name: str, words: int) -> str:
    """The fix where every pair of lanes that collide reads the same row of a 2-D tile (`B[k][(t % 16) * 8 + c]`):
    the cause is the lane-to-column map; "" where some pair is in different rows."""
    size, row = f.access.size or 4, 4 * words
    offs = lane_offsets(f)
    pairs = colliding(offs, size) if offs is not None else []
    if not pairs or any(offs[a] // row != offs[b] // row for a, b in pairs):
        return ""
    a, b = pairs[0]
    apart = offs[1] - offs[0] if offs[0] is not None and offs[1] is not None else 0
    per_line = 128 // size  # NOTE: elements of a 128-byte line: the XOR keeps each in its line
    # NOTE: a vector access (`*reinterpret_cast<int4 *>(&B[k][c])`) moves a chunk of several elements: the map and
    # the XOR are of whole chunks, so each stays aligned
    chunk = vector_component(f.access.type_name or "", "y") is not None
    unit, c, bits, element = ((f"{size}-byte chunk", "chunk", "chunk", f"{size}-byte chunks") if chunk
                              else ("column", "col", "column", "elements"))
    line = (f"; or swizzle inside the row, keeping {unit} `{c}` at `{c} ^ ({c} / {per_line} % {per_line})` in every "
            f"access of `{name}` (store and load alike): the XOR takes the {bits} bits that tell the lanes apart"
            if (row // size) % per_line == 0 and _clean(f, lambda o: _xor_line(o, row, size, per_line)) else "")
    if apart > size and apart % size == 0:
        m = apart // size
        lanes = len({o for o in offs if o is not None and o // row == offs[a] // row})  # NOTE: the warp's, not a phase's
        inter = (f"interleave the {unit}s: lane j takes {unit} j + {lanes}c instead of {m}j + c (consecutive lanes "
                 f"then read consecutive {element} at each c, and the thread's other uses of those {unit}s follow)")
    else:
        inter = f"let consecutive lanes take consecutive {element} of the row"
    spaced = f" (consecutive lanes {apart} bytes apart)" if apart else ""
    return (f"lanes {a} and {b} read the same row of `{name}` (bytes {offs[a] % row} and {offs[b] % row} of it), so "
            f"padding the rows or XORing the column with the row moves them alike and changes no lane's bank: the "
            f"lane-to-column map is the cause{spaced}; {inter}{line}")


def _xor_line(o: int, row: int, size: int, per_line: int) -> int:
    c = (o % row) // size
    c ^= c // per_line % per_line
    return (o // row) * row + c * size + o % size


def row_shift(f, words: int, unit: int, most: int = 8) -> tuple[int, int, bool] | None:
    """(s, K, whether it is clean): the XOR `chunk ^ (row >> s) % K` of the `unit`-byte pieces of each row (K = the pieces of a row, at
    most `most`) that parts the colliding lanes of f, s being the lowest row bit that differs between two colliding
    lanes (rows r and r + 8: s = 3), and whether the recount finds it conflict-free; None where no colliding
    lanes are in different rows of a row of 2^n such pieces."""
    size, row = f.access.size or 4, 4 * words
    units = row // unit
    offs = lane_offsets(f)
    pairs = colliding(offs, size) if offs is not None and units > 1 and not units & (units - 1) else []
    diffs = [offs[a] // row ^ offs[b] // row for a, b in pairs if offs[a] // row != offs[b] // row]
    if not diffs:
        return None
    s, k = min((d & -d).bit_length() - 1 for d in diffs), min(most, units)

    def place(o: int) -> int:
        r, c = o // row, (o % row) // unit
        return r * row + (c ^ (r >> s) % k) * unit + o % unit

    return s, k, _clean(f, place)


def aligned_padding(f, words: int, vector: int) -> int | None:
    """The fewest bytes, a multiple of `vector`, that padding each row of f's tile by leaves the access
    conflict-free; None where none up to 128 bytes does (rows 8 apart with 16-byte padding: 8 x 16p is 0 mod 128)."""
    row = 4 * words
    for pad in range(vector, 129, vector):
        if _clean(f, lambda o, pad=pad: (o // row) * (row + pad) + o % row):
            return pad
    return None


def row_fix(f, name: str, words: int, rows: int | None = None) -> str:
    """The padding and element swizzle of a 2-D tile's rows where the usual ones (one element more per row,
    `col ^ row`) do not part every colliding lane of this launch, recounted; "" where both do (or the rows are
    not a power of two of elements)."""
    size, row = f.access.size or 4, 4 * words
    elements = row // max(size, 1)
    if size not in (4, 8) or elements < 2 or elements & (elements - 1):
        return ""

    def xor(s: int, k: int):
        return lambda o: (o // row) * row + (((o % row) // size) ^ (o // row >> s) % k) * size + o % size

    pad = aligned_padding(f, words, size)
    plain = _clean(f, xor(0, elements))
    if pad == size and plain:
        return ""
    offs = lane_offsets(f)
    inside = [(a, b) for a, b in (colliding(offs, size) if offs is not None else []) if offs[a] // row == offs[b] // row]
    if inside and not pad:
        a, b = inside[0]
        return (f"lanes {a} and {b} collide inside one row of `{name}` (bytes {offs[a] % row} and {offs[b] % row} of "
                "it), which no padding of the rows or XOR of the column with the row changes: the lane-to-column map "
                "is the cause there, so change it first (consecutive lanes on consecutive elements of a row); one "
                f"element more per row, or {row_xor(name, elements, rows)}, parts only the lanes of different rows")
    shift = row_shift(f, words, size, elements) if not plain else None
    swizzle = (f"swizzle the column index ({row_xor(name, elements, rows)}, on both the store and the load)" if plain else
               f"swizzle the column index with the row bits that differ between the colliding lanes (`{name}[row][col ^ "
               f"(row / {1 << shift[0]} % {shift[1]})]`, on both the store and the load)"
               if shift is not None and shift[2] else "")
    one = "one 8-byte element" if size == 8 else "one 4-byte word"
    if pad:
        padded = (f"pad each row by {pad} bytes (`[..][{words + pad // 4}]` instead of `[..][{words}]`): {one} "
                  "leaves lanes of this launch on one bank")
    else:
        padded = "no padding of the rows parts every colliding lane of this launch (recounted)"
    if pad and swizzle:
        return f"{padded}; or {swizzle}"
    if swizzle:
        return f"{padded}: {swizzle}"
    return (f"{padded}, and neither does an XOR of the column with the row: store the tile transposed, or change "
            "which rows and columns the lanes of a warp read" if not pad else padded)


def tile_rows(f, unit) -> int | None:
    """The rows of the `__shared__` 2-D array `f` accesses (its first extent, in the instantiation judged), or None
    when not known: a row swizzle `col ^ row` stays inside the row only while the rows are no more than its
    elements (`[128][16]` needs `col ^ (row % 16)`)."""
    from analyzer.analysis.memory.unrolled import template_env
    from analyzer.cuda import ast
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.query import iter_nodes

    root = f.access.root
    name = root[1].lstrip("&") if isinstance(root, tuple) and len(root) == 3 and isinstance(root[1], str) else None
    found = []  # NOTE: the kernel's own declaration (a helper's access reaches the kernel's array), else the file's
    for func in unit.tu.functions() if name else ():
        for n in iter_nodes(func.body) if func.body is not None and func.name == f.access.kernel else ():
            if isinstance(n, ast.Decl) and "__shared__" in n.storage:
                found += [(func, d) for d in n.declarators if d.name == name and len(d.dims) >= 2]
    for item in unit.tu.items if name and not found else ():
        if type(item) is ast.GlobalDecl and "__shared__" in item.decl.storage:
            found += [(None, d) for d in item.decl.declarators if d.name == name and len(d.dims) >= 2]
    if len({id(d) for _, d in found}) != 1 or found[0][1].dims[-2] is None:
        return None
    func, d = found[0]  # NOTE: the rows are the next-to-last extent (`[2][64][32]`: two buffers of 64 rows)
    env = template_env(func, f.template, unit.tu).scope() if func is not None else None
    value = evaluate(d.dims[-2], env)
    return value if isinstance(value, int) and value > 0 else None


def row_xor(name: str, elements: int | None, rows: int | None) -> str:
    """`name[row][col ^ row]`, the row masked where `col ^ row` could leave the row: to the row's elements where
    the tile has more rows than that, to the largest power of two dividing them where they are none (`[64][48]`:
    `col ^ (row % 16)` flips only bits inside an aligned group of 16 columns, which the row holds whole)."""
    group = elements & -elements if elements else None
    if group and (group != elements or rows is None or rows > elements):
        return f"`{name}[row][col ^ (row % {group})]`"
    return f"`{name}[row][col ^ row]`"


def block_offsets(f) -> list:
    """lane_offsets of each warp of f's block (at most 8) at both of the judge's points: what `wavefronts` recounts,
    computed once where it recounts one access at many places (padded_rows)."""
    threads = f.block[0] * f.block[1] * f.block[2]
    return [lane_offsets(f, warp, point) for point in (0, 1) for warp in range(min(8, max(1, threads // 32)))]


def wavefronts(f, place=lambda o: o, offsets: list | None = None) -> tuple[int, int] | None:
    """(wavefronts, ideal) of f's access summed over the warps of its block (at most 8) at both of the judge's
    points, each lane's offset moved by `place`; None where an address does not evaluate or a place fails.
    `offsets`: block_offsets(f), where already known."""
    size = f.access.size or 4
    total = [0, 0]
    try:
        for offs in offsets if offsets is not None else block_offsets(f):
            got = warp_wavefronts([(k, place(o)) for k, o in enumerate(offs) if o is not None], size,
                                  f.access.op) if offs is not None else None
            if got is None:
                return None
            total = [total[0] + got[0], total[1] + got[1]]
    except ValueError:
        return None
    return total[0], total[1]


def padded_rows(f, others: list, words: int, align: int = 1) -> tuple[int | None, int | None, tuple | None]:
    """Row lengths, in words from words + 1 to words + 32 (multiples of `align` words: a row of 8-byte elements grows
    by whole elements), recounted on the lanes themselves (lane_offsets), so a
    proposed length is one the access's lanes meet: (the fewest that leaves f and every other access of the array
    (`others`) conflict-free; the fewest that leaves f conflict-free and no other access with more wavefronts than
    now; for the first that leaves f conflict-free, an other access that still conflicts there: (length, that
    access, its (wavefronts, ideal) there), or None)."""
    row, every, kept, first = 4 * words, None, None, None
    offsets = {id(g): block_offsets(g) for g in (f, *others)}  # NOTE: once, not at each of the 32 lengths
    now = {id(g): wavefronts(g, offsets=offsets[id(g)]) for g in others}
    for length in range(words + align, words + 33, align):
        place = lambda o, length=length: (o // row) * 4 * length + o % row  # noqa: E731
        if not (w := wavefronts(f, place, offsets[id(f)])) or w[0] > w[1]:
            continue
        there = [(g, got) for g in others if now[id(g)] is not None
                 and (got := wavefronts(g, place, offsets[id(g)])) is not None]
        if all(got[0] <= got[1] for _, got in there):
            every = every or length
            kept = kept or length
            break
        if kept is None and all(got[0] <= now[id(g)][0] for g, got in there):
            kept = length
        if first is None:
            first = (length, *next((g, got) for g, got in there if got[0] > got[1]))
    return every, kept, first


def swizzled_all(accesses: list, words: int, shift: int = 0) -> int | None:
    """The columns E of a row of a 4-byte tile whose XOR swizzle `col ^ (row >> shift) % E` over unpadded rows of E
    words leaves every access of `accesses` conflict-free (recounted): E the row's words, or one fewer where the row
    is padded by a word (`[16][17]`: 16); None where a lane reaches the padding word or some access still collides."""
    elements = words - 1 if words % 2 else words
    if elements < 2 or elements & (elements - 1) or any((g.access.size or 4) != 4 for g in accesses):
        return None
    row = 4 * words

    def place(o: int) -> int:
        r, c = o // row, o % row // 4
        if c >= elements:
            raise ValueError("the padding word")
        return 4 * (r * elements + (c ^ (r >> shift) % elements)) + o % 4

    for g in accesses:
        got = wavefronts(g, place)
        if got is None or got[0] > got[1]:
            return None
    return elements


def rows_apart(f, words: int) -> tuple[int, int] | None:
    """(m, the lanes of a warp) where the lanes of every warp of f's block (at most 8) read one column of rows m apart (m > 1: lane j at row
    r0 + m j, at both of the judge's points) and consecutive rows are conflict-free (an odd row of 4-byte words):
    then every row length L puts the lanes m L words apart, a multiple of gcd(m, 32) banks, and no padding parts
    them, while interleaving the rows (lane j at row r0 + j, the thread's next rows 32 further on) does; the
    interleaved lanes are recounted. None otherwise."""
    row, size, m, lanes = 4 * words, f.access.size or 4, None, 0
    if size != 4 or words % 2 == 0:
        return None
    for point in (0, 1):
        for warp in range(min(8, max(1, f.block[0] * f.block[1] * f.block[2] // 32))):
            offs = [o for o in (lane_offsets(f, warp, point) or []) if o is not None]
            if len(offs) < 2 or (offs[1] - offs[0]) % row or (offs[1] - offs[0]) // row < 2:
                return None
            step = (offs[1] - offs[0]) // row
            if (m is not None and step != m) or any(b - a != step * row for a, b in zip(offs, offs[1:])):
                return None
            m, lanes = step, max(lanes, len(offs))
            got = warp_wavefronts([(k, offs[0] + k * row) for k in range(len(offs))], size, f.access.op)
            if got is None or got[0] > got[1]:
                return None
    return (m, lanes) if m else None
