"""One access's counts over the threads of one block (figures.py): each warp's request counted by sectors.py
(global) or banks.py (shared), and the same counts reused for blocks that move every lane by a whole period."""

from __future__ import annotations

from itertools import repeat
from operator import mod, sub
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.address import Access
from analyzer.analysis.memory.banks import WAVEFRONT_BYTES, warp_wavefronts
from analyzer.analysis.memory.sectors import SECTOR, warp_sectors


class Unmeasured(Exception):
    """A shared-memory pattern whose wavefront count has not been measured (banks.py)."""


_INT = frozenset({int})
# NOTE: shifting every lane's offset by a multiple of these many bytes changes no count: global sectors are
# 32 bytes; shared banks repeat every 128 bytes (32 words), and so do the 8/16-byte rules of banks.py
_PERIOD = {"global": SECTOR, "shared": WAVEFRONT_BYTES}


class Blocks:
    """The counts of one access's blocks (block), computed once per distinct shift.

    The offset is a sum (through +, -, unary minus, products by a factor no thread index reaches, and left
    shifts by such a count) of summands, each either thread-dependent or not. A thread-dependent summand's
    value in each thread is fixed by the values of its largest subterms no thread index reaches (and so is
    the path's, and every factor's and count's above it): two environments that give these the same values
    move every lane's offset by the same amount, the difference of the uniform summands. When that difference
    is a multiple of the period (_PERIOD) every warp counts the same (and the alignment test agrees: every
    width divides 32). So a block's counts are a function of (its threads, thread 0's offset modulo the
    period, those subterms' values and types): `in[blockIdx.x * blockDim.x + threadIdx.x]` costs one block
    evaluation per launch shape instead of one per block and per sampled value (a third of the evaluations of
    a tree's check). NOTE: exact because the arithmetic is on ints (thread 0's offset must be one: a float
    anywhere in the sum makes it a float); a key that cannot be computed (thread 0's offset or a subterm
    raises) keys nothing: such a block is evaluated as before, and raises what it raised."""

    def __init__(self, offset: T.Term, path: T.Term | None, access: Access, warp: int):
        self.fn = T.compile_block(offset)
        self.active = T.compile_block(path) if path is not None else None
        self.offset, self.path, self.access, self.warp = offset, path, access, warp
        self.period = _PERIOD.get(access.space, SECTOR)
        # NOTE: a shift by whole periods keeps the alignment test only for a width that divides the period (the
        # 1/2/4/8/16-byte elements figures.py evaluates); any other width is evaluated block by block
        self.keyed = bool(T.symbols(offset) or path is not None and T.symbols(path)) and \
            bool(access.size) and self.period % access.size == 0
        self.first: Any = None  # thread 0's offset and the subterms' functions, compiled at the second block
        self.parts: list = []
        self.pending: tuple | None = None  # (env, threads, counts) of the first block, keyed at the second
        self.seen: dict[tuple, tuple | None] = {}
        self.warps: dict[tuple, tuple] = {}  # a shared warp's offsets less whole periods -> its count (block)

    def count(self, env: dict, threads) -> tuple | None:
        """_block's (units, ideal, requests) or None for the block of `threads` in `env`."""
        if not self.keyed:
            return block(self.fn, self.active, env, threads, self.access, self.warp, self.warps)
        if self.first is None:
            if self.pending is None:
                # NOTE: most accesses evaluate one block: the key's functions are compiled for a second one
                got = block(self.fn, self.active, env, threads, self.access, self.warp, self.warps)
                self.pending = (env, threads, got)
                return got
            parts: dict[T.Term, None] = {}
            _summands(self.offset, parts)
            if self.path is not None:
                _uniform_parts(self.path, parts)
            self.first, self.parts = T.compile_term(self.offset), [T.compile_term(t) for t in parts]
            key = self._key(self.pending[0], self.pending[1])
            if key is not None:
                self.seen[key] = self.pending[2]
        key = self._key(env, threads)
        if key is None:
            return block(self.fn, self.active, env, threads, self.access, self.warp, self.warps)
        if key not in self.seen:
            self.seen[key] = block(self.fn, self.active, env, threads, self.access, self.warp, self.warps)
        return self.seen[key]

    def once(self, env: dict, threads) -> tuple | None:
        """count, for a block asked once (the screen's first warps): nothing compiled for the keys of later blocks."""
        return block(self.fn, self.active, env, threads, self.access, self.warp, self.warps)

    def _key(self, env: dict, threads) -> tuple | None:
        try:
            first = self.first(0, 0, 0, 0, 0, env)
            values = [f(0, 0, 0, 0, 0, env) for f in self.parts]
        except Exception:  # NOTE: raised again, or not, by the block's own evaluation
            return None
        return (len(threads), first % self.period, *values, *map(type, values)) if type(first) is int else None


def _summands(t: T.Term, parts: dict) -> None:
    """Add to `parts` the subterms whose values fix the thread-dependent summands of `t` (see Blocks)."""
    if not T.thread_dependent(t):
        return  # NOTE: a uniform summand: it moves every lane alike
    kind = t[0]
    if kind in ("+", "-"):
        _summands(t[1], parts)
        _summands(t[2], parts)
    elif kind == "neg":
        _summands(t[1], parts)
    elif kind in ("*", "<<") and not T.thread_dependent(t[2]):
        # NOTE: (a + u) << k is (a << k) + (u << k) on ints, for every k that does not raise
        _uniform_parts(t[2], parts)
        _summands(t[1], parts)
    elif kind == "*" and not T.thread_dependent(t[1]):
        _uniform_parts(t[1], parts)
        _summands(t[2], parts)
    else:
        _uniform_parts(t, parts)


def _uniform_parts(t: T.Term, parts: dict) -> None:
    """Add to `parts` the largest subterms of `t` no thread index reaches (constants left out)."""
    if not T.thread_dependent(t):
        if t[0] != "c":
            parts[t] = None
        return
    for kid in T.children(t):
        _uniform_parts(kid, parts)


def block(fn, active, env, threads, access: Access, warp: int, warps: dict | None = None):
    """(units, ideal, requests) of one block, or None for a misaligned address. `warps`: the counts of shared warp
    requests already made, by their offsets less a whole number of periods (the count is the same: see Blocks).

    NOTE: the warps of a block, and of its sampled worlds, mostly repeat one pattern moved by whole rows
    (`s[ty][tx]`): a shared count (the bank rule, a tenth of a tree's check) is made once per pattern."""
    size = access.size
    offsets = fn(threads, env)
    mask = active(threads, env) if active is not None else None
    # NOTE: map() over the block's offsets instead of a generator: these two tests ran once per thread of
    # every block shape and were a twentieth of a tree run (operator.mod: a third faster than int.__rmod__)
    if not set(map(type, offsets)) <= _INT:
        raise TypeError("non-integer address")
    if size > 1 and any(map(mod, offsets, repeat(size))):
        return None  # NOTE: lanes that do not execute it are checked too: a guard may protect nothing here
    units = ideal = requests = 0
    shared = access.space == "shared"
    last = None  # (offsets, count) of the last global warp counted without a guard
    for start in range(0, len(offsets), warp):
        offs = offsets[start:start + warp]
        if mask is not None:
            keep = mask[start:start + warp]
            if shared:
                lanes = [(i, o) for i, (o, m) in enumerate(zip(offs, keep)) if m]
            else:
                offs = [o for o, m in zip(offs, keep) if m]
        elif shared:
            lanes = None
        if not (lanes if shared and mask is not None else offs):
            continue
        if shared:
            key = None
            if warps is not None and (mask is None or size <= 4):  # NOTE: up to 4 bytes, the lanes' offsets alone
                low = lanes[0][1] if mask is not None else offs[0]
                low -= low % WAVEFRONT_BYTES
                key = tuple(o - low for _, o in lanes) if mask is not None else tuple(map(sub, offs, repeat(low)))
                got = warps.get(key)
                if got is not None:
                    units, ideal, requests = units + got[0], ideal + got[1], requests + 1
                    continue
            got = warp_wavefronts(lanes if mask is not None else list(enumerate(offs)), size, access.op)
            if got is None:
                raise Unmeasured
            if key is not None:
                warps[key] = got
        elif mask is None and last is not None and len(offs) == len(last[0]) and not (offs[0] - last[0][0]) % SECTOR \
                and len(set(map(sub, offs, last[0]))) == 1:
            got = last[1]  # NOTE: the previous warp's lanes moved by whole sectors (`in[i]`, `a[ty][tx]`): its count
        else:
            got = warp_sectors(offs, size)
            last = (offs, got) if mask is None else None
        units, ideal, requests = units + got[0], ideal + got[1], requests + 1
    return units, ideal, requests
