"""Shared memory (NVIDIA): wavefronts per warp request, and the ideal.

Shared memory has 32 banks of 4 bytes; word w (byte address // 4) lives in bank w % 32. One wavefront
serves at most one word per bank, so a request needs as many wavefronts as the bank asked for the most
distinct words; lanes reading the same word share it (broadcast). Accesses wider than 4 bytes are served
128 bytes per wavefront: an 8-byte access is processed per half-warp (lanes 0-15, 16-31) and a 16-byte
access per quarter-warp, each group on its own wavefronts, by the same per-bank rule; but a *load* whose
lanes of the whole warp (8 bytes) or of a half-warp (16 bytes) ask for at most 32 distinct bytes without
a bank conflict is served in one wavefront (all lanes reading one double: 1, not 2; `s[tid % 2]`: 1).
Measured on an H100 (tools/gpu/memory: s_double_bcast, s_merge8_*, s_float4_bcast, s_merge16_*): with
128 distinct conflict-free bytes (two half-warps reading the same 16 doubles) the groups are served
apart (2), and so they are when the union has a bank conflict (64 distinct bytes or more measured); but
8-byte loads whose half-warps ask at most 128 distinct bytes between them, conflict-free (`s[tid / 2]` on
doubles: 64 bytes each), are served in one wavefront (s_double_pairs, issue 28).
Between those (33..127 distinct conflict-free bytes, or a conflicting union under 64 bytes) the rule is
not measured, and such an access gets no number when the two readings differ. Stores are never served
together. This is what Nsight
Compute counts as `l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{ld,st}.sum` over
`smsp__sass_inst_executed_op_shared_{ld,st}.sum`; tools/gpu/memory holds the measurements.

The ideal is what the same lanes need without conflicts: per group, its distinct bytes / 128, rounded
up (at least one wavefront for a group with an active lane).

AMD LDS: kernlint has no model (see docs/memory.md): AMD's public ISA documents do not fix the rule.
"""

from __future__ import annotations

from analyzer.analysis.memory.sectors import distinct_bytes

BANKS = 32
WAVEFRONT_BYTES = 128
MERGE_BYTES = 32  # the most distinct bytes measured to be served together (see _split)


def _by(lanes: list[tuple[int, int]], width: int) -> list[list[int]]:
    out: dict[int, list[int]] = {}
    for lane, offset in lanes:
        out.setdefault(lane // width, []).append(offset)
    return [out[k] for k in sorted(out)]


def _conflicts(offsets: list[int], size: int) -> int:
    """Wavefronts for one group of lanes served together: the most distinct words asked of one bank."""
    if size <= 4:
        distinct = {o >> 2 for o in offsets}
        if len(distinct) <= 1 or len({w & 31 for w in distinct}) == len(distinct):
            return 1  # NOTE: no bank asked for two words (the common case): no count per bank needed
        per_bank: dict[int, int] = {}
        for w in distinct:
            per_bank[w & 31] = per_bank.get(w & 31, 0) + 1
        return max(per_bank.values())
    words: dict[int, set[int]] = {}
    for o in offsets:
        for w in range(o // 4, (o + size - 1) // 4 + 1):
            words.setdefault(w % BANKS, set()).add(w)
    return max(len(v) for v in words.values())


def _ideal(offsets: list[int], size: int) -> int:
    return max(1, -(-distinct_bytes(offsets, size) // WAVEFRONT_BYTES))


def warp_wavefronts(lanes: list[tuple[int, int]], size: int, op: str = "load") -> tuple[int, int] | None:
    """(wavefronts, ideal) for one warp request: `lanes` holds (lane, byte offset) of each active lane.

    Up to 4 bytes: the whole warp by the bank rule. 8 bytes: half-warps, 16 bytes: quarter-warps, each by
    the bank rule, except small conflict-free loads (see the module docstring). None: not measured."""
    if size <= 4:
        offsets = [o for _, o in lanes]
        return _conflicts(offsets, size), _ideal(offsets, size)
    outer, inner = (32, 16) if size == 8 else (16, 8)
    return _split(lanes, size, op, outer, inner)


def _split(lanes: list[tuple[int, int]], size: int, op: str, outer: int, inner: int) -> tuple[int, int] | None:
    total = ideal = 0
    groups: dict[int, list[tuple[int, int]]] = {}
    for lane, o in lanes:
        groups.setdefault(lane // outer, []).append((lane, o))
    for key in sorted(groups):
        parts = _by(groups[key], inner)
        split = sum(_conflicts(p, size) for p in parts)
        split_ideal = sum(_ideal(p, size) for p in parts)
        if op == "load":
            union = [o for p in parts for o in p]
            merged, unique = _conflicts(union, size), distinct_bytes(union, size)
            if merged == 1 and unique <= MERGE_BYTES:
                total, ideal = total + 1, ideal + 1  # NOTE: served together (measured)
                continue
            if merged == 1 and size == 8 and sum(distinct_bytes(p, size) for p in parts) <= WAVEFRONT_BYTES:
                total, ideal = total + 1, ideal + 1  # NOTE: halves that ask 128 bytes between them (s_double_pairs)
                continue
            if merged != split and not (merged > 1 and unique >= 2 * MERGE_BYTES) and \
                    not (merged == 1 and unique >= WAVEFRONT_BYTES):
                return None  # NOTE: a pattern between the measured ones: no number rather than a guess
            if unique <= MERGE_BYTES:
                split_ideal = 1
        total, ideal = total + split, ideal + split_ideal
    return total, ideal
