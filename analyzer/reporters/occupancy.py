"""`kernlint occupancy` output: one target's occupancy, limits, what-if and best block size as text, or its
JSON object (the command prints a list of them, one per target), with the optional sweep table."""

from __future__ import annotations

from typing import Optional


def _blocks(n: int) -> str:
    return f"{n} block" if n == 1 else f"{n} blocks"


def _limits_text(limits: dict) -> str:
    return ", ".join(f"{name.replace('_', ' ')} {'-' if value is None else value}" for name, value in limits.items())


def to_json(result, whatif, sentence: str, rows) -> dict:
    out = {
        "arch": result.arch, "vendor": result.vendor, "occupancy": result.occupancy,
        "blocks_per_sm": result.blocks_per_sm, "active_warps": result.active_warps, "max_warps": result.max_warps,
        "limiter": result.limiter, "limiting_factors": list(result.limiting_factors), "limits": result.limits,
        "requires_opt_in": result.requires_opt_in, "reason": result.reason, "waves_per_simd": result.waves_per_simd,
        "threads_per_block": result.threads_per_block, "registers_per_thread": result.registers_per_thread,
        "shared_bytes": result.shared_bytes, "dynamic_shared_bytes": result.dynamic_shared_bytes,
        "warp_size": result.warp_size, "whatif": {**whatif.to_dict(), "sentence": sentence},
    }
    if rows is not None:
        out["sweep"] = [{"start": r.start, "end": r.end, "blocks_per_sm": r.blocks_per_sm,
                         "active_warps": r.active_warps, "occupancy": r.occupancy, "limiter": r.limiter,
                         "current": r.current} for r in rows]
    return out


def render_text(result, whatif, sentence: str, rows, sweep_kind: Optional[str], description: str) -> str:
    from analyzer.occupancy.whatif import pct
    from analyzer.units import format_size

    unit = "warps" if result.vendor == "nvidia" else "waves"
    per = "SM" if result.vendor == "nvidia" else "CU"
    smem = format_size(result.shared_bytes)
    if result.dynamic_shared_bytes:
        smem += f" + {format_size(result.dynamic_shared_bytes)} dynamic"
    lines = [f"{result.arch} ({description}): {result.threads_per_block} threads, "
             f"{result.registers_per_thread} registers, {smem} shared memory per block",
             f"  occupancy     {pct(result.occupancy)}  ({result.active_warps} of {result.max_warps} {unit} per {per}, "
             f"{_blocks(result.blocks_per_sm)} per {per})"]
    if result.waves_per_simd is not None:
        lines.append(f"  waves/SIMD    {result.waves_per_simd}")
    if result.limits:
        lines.append(f"  limits        {_limits_text(result.limits)}  (blocks per {per}; - = no limit)")
    lines.append(f"  limiter       {result.limiter.replace('_', ' ')}" + (f": {result.reason}" if result.reason else ""))
    if result.requires_opt_in:
        lines.append("  opt-in        over 48 KiB per block: needs cudaFuncSetAttribute(kernel, "
                     "cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)")
    lines.append(f"  what-if       {sentence}")
    if whatif.shared_memory is not None:
        step = whatif.shared_memory
        lines.append(f"                at {format_size(step.value)} shared memory per block it would be "
                     f"{pct(step.occupancy)} ({_blocks(step.blocks_per_sm)} per {per})")
    if whatif.best_block_size:
        lines.append(f"  best block    {whatif.best_block_size} threads -> {pct(whatif.best_block_occupancy)} "
                     f"({_blocks(whatif.best_block_blocks_per_sm)} per {per}; cudaOccupancyMaxPotentialBlockSize)")
    else:
        lines.append("  best block    none: no block size can launch with these resources")
    if rows is not None:
        lines.append("")
        lines.extend(_sweep_table(rows, sweep_kind or "", per))
    return "\n".join(lines)


def _sweep_table(rows, kind: str, per: str) -> list[str]:
    from analyzer.occupancy.whatif import pct
    from analyzer.units import format_size

    header = {"threads": "threads/block", "regs": "registers", "smem": "shared/block"}[kind]

    def span(row) -> str:
        if kind == "smem":  # NOTE: one unit per row ("12 - 13.5 KiB", else bytes), never "12.75 KiB - 14335 B"
            start, end = format_size(row.start).split(" "), format_size(row.end).split(" ")
            if start[1] == end[1]:
                return f"{start[0]} - {end[0]} {end[1]}"
            return f"{row.start} - {row.end} B"
        return str(row.start) if row.start == row.end else f"{row.start} - {row.end}"

    cells = [(span(r), str(r.blocks_per_sm), str(r.active_warps), pct(r.occupancy), r.limiter.replace("_", " "),
              "<- this kernel" if r.current else "") for r in rows]
    titles = (header, f"blocks/{per}", "warps", "occupancy", "limiter", "")
    widths = [max(len(t), *(len(c[i]) for c in cells)) for i, t in enumerate(titles)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*titles).rstrip(), fmt.format(*("-" * w for w in widths[:-1]), "").rstrip()] + \
        [fmt.format(*c).rstrip() for c in cells]
