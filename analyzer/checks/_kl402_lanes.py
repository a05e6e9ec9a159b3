"""KL402's fixes judged on the lanes themselves (the check: kl402_shared_memory_bank_conflict.py; texts:
_kl402_fix.py): where in a 2-D tile the lanes that collide are (one row: the lane-to-column map is the cause,
and no padding of the rows or XOR with the row changes a lane's bank; rows some bits apart: the XOR takes those
bits), and whether a padding or a swizzle separates them, by recounting the same lanes' wavefronts (banks.py)
with the fix applied. Each fix offered is one that this recount finds conflict-free."""

from __future__ import annotations

from analyzer.analysis.memory.banks import BANKS, warp_wavefronts


def lane_offsets(f, warp: int = 0, point: int = 0) -> list[int] | None:
    """The byte offsets in the array of the 32 lanes of warp `warp` of f's block (loop counters at the judge's
    first point), or None where the address does not evaluate."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.judge import _POINTS, _env, _offset

    off = _offset(f)
    if off is None:
        return None
    bx, by, _ = f.block
    try:
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[point])
        return [fn(k % bx, k // bx % by, k // (bx * by), k % 32, k // 32, env)
                for k in range(32 * warp, 32 * warp + 32)]
    except (ArithmeticError, TypeError, ValueError):
        return None


def _group(size: int) -> int:
    return 32 if size <= 4 else 16 if size == 8 else 8  # NOTE: lanes served together (banks.warp_wavefronts)


def colliding(offs: list[int], size: int) -> list[tuple[int, int]]:
    """Pairs of lanes served together that ask one bank for different words."""
    group, words = _group(size), max(1, size // 4)
    return [(a, b) for a in range(32) for b in range(a + 1, a // group * group + group)
            if offs[a] // 4 != offs[b] // 4 and
            {w % BANKS for w in range(offs[a] // 4, offs[a] // 4 + words)} &
            {w % BANKS for w in range(offs[b] // 4, offs[b] // 4 + words)}]


def _clean(f, place) -> bool:
    """Whether every warp of f's block (at most 8), at both of the judge's points, is conflict-free with each
    lane's offset moved by `place` (offset -> offset)."""
    size, threads = f.access.size or 4, f.block[0] * f.block[1] * f.block[2]
    for point in (0, 1):
        for warp in range(min(8, max(1, threads // 32))):
            offs = lane_offsets(f, warp, point)
            if offs is None:
                return False
            got = warp_wavefronts([(k, place(o)) for k, o in enumerate(offs)], size, f.access.op)
            if got is None or got[0] > got[1]:
                return False
    return True


def one_row(f, name: str, words: int) -> str:
    """The fix where every pair of lanes that collide reads the same row of a 2-D tile (`B[k][(t % 16) * 8 + c]`):
    the cause is the lane-to-column map; "" where some pair is in different rows."""
    size, row = f.access.size or 4, 4 * words
    offs = lane_offsets(f)
    pairs = colliding(offs, size) if offs is not None else []
    if not pairs or any(offs[a] // row != offs[b] // row for a, b in pairs):
        return ""
    a, b = pairs[0]
    apart = offs[1] - offs[0]
    per_line = 128 // size  # NOTE: elements of a 128-byte line: the XOR keeps each in its line
    line = (f"; or swizzle inside the row, keeping column `col` at `col ^ (col / {per_line} % {per_line})` in every "
            f"access of `{name}` (store and load alike): the XOR takes the column bits that tell the lanes apart"
            if (row // size) % per_line == 0 and _clean(f, lambda o: _xor_line(o, row, size, per_line)) else "")
    if apart > size and apart % size == 0:
        m = apart // size
        lanes = len({o for o in offs[:_group(size)] if o // row == offs[a] // row})
        inter = (f"interleave the columns: lane j takes column j + {lanes}c instead of {m}j + c (consecutive lanes "
                 f"then read consecutive elements at each c, and the thread's other uses of those columns follow)")
    else:
        inter = "let consecutive lanes take consecutive elements of the row"
    return (f"lanes {a} and {b} read the same row of `{name}` (bytes {offs[a] % row} and {offs[b] % row} of it), so "
            f"padding the rows or XORing the column with the row moves them alike and changes no lane's bank: the "
            f"lane-to-column map is the cause (consecutive lanes {apart} bytes apart); {inter}{line}")


def _xor_line(o: int, row: int, size: int, per_line: int) -> int:
    c = (o % row) // size
    c ^= c // per_line % per_line
    return (o // row) * row + c * size + o % size


def row_shift(f, words: int, unit: int) -> tuple[int, int, bool] | None:
    """(s, K, whether it is clean): the XOR `chunk ^ (row >> s) % K` of the `unit`-byte pieces of each row (K = the pieces of a row, at
    most 8) that parts the colliding lanes of f, s being the lowest row bit that differs between two colliding
    lanes (rows r and r + 8: s = 3), and whether the recount finds it conflict-free; None where no colliding
    lanes are in different rows of a row of 2^n such pieces."""
    size, row = f.access.size or 4, 4 * words
    units = row // unit
    offs = lane_offsets(f)
    pairs = colliding(offs, size) if offs is not None and units > 1 and not units & (units - 1) else []
    diffs = [offs[a] // row ^ offs[b] // row for a, b in pairs if offs[a] // row != offs[b] // row]
    if not diffs:
        return None
    s, k = min((d & -d).bit_length() - 1 for d in diffs), min(8, units)

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
