"""`kernlint occupancy`: theoretical occupancy of one kernel configuration on one or more targets, its
limiter, the nearest change that raises it, and (with --sweep) the occupancy curve as a table."""

from __future__ import annotations

import json
from typing import List, Optional

import typer

FORMATS = ("text", "json")


def _validate(threads: int, regs: int, carveout: Optional[int], barriers: int, wave_size: Optional[int],
              fmt: str, sweep: Optional[str]) -> None:
    from analyzer.errors import KernlintError

    if fmt not in FORMATS:
        raise KernlintError(f"unknown format {fmt!r} (choose one of: {', '.join(FORMATS)})")
    if sweep is not None and sweep not in ("threads", "regs", "smem"):
        raise KernlintError(f"unknown sweep {sweep!r} (choose one of: threads, regs, smem)")
    if threads < 1:
        raise KernlintError(f"--threads must be at least 1 (got {threads})")
    if regs < 0:
        raise KernlintError(f"--regs must not be negative (got {regs})")
    if carveout is not None and not -1 <= carveout <= 100:
        raise KernlintError(f"--carveout is a percentage 0..100, or -1 for the driver default (got {carveout})")
    if barriers < 0:
        raise KernlintError(f"--barriers must not be negative (got {barriers})")
    if wave_size is not None and wave_size not in (32, 64):
        raise KernlintError(f"--wave-size must be 32 or 64 (got {wave_size})")


def _blocks(n: int) -> str:
    return f"{n} block" if n == 1 else f"{n} blocks"


def _limits_text(limits: dict) -> str:
    return ", ".join(f"{name.replace('_', ' ')} {'-' if value is None else value}" for name, value in limits.items())


def _to_json(result, whatif, sentence: str, rows) -> dict:
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


def _text(result, whatif, sentence: str, rows, sweep_kind: Optional[str], description: str) -> str:
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
        if kind == "smem":
            return f"{format_size(row.start)} - {format_size(row.end)}"
        return str(row.start) if row.start == row.end else f"{row.start} - {row.end}"

    cells = [(span(r), str(r.blocks_per_sm), str(r.active_warps), pct(r.occupancy), r.limiter.replace("_", " "),
              "<- this kernel" if r.current else "") for r in rows]
    titles = (header, f"blocks/{per}", "warps", "occupancy", "limiter", "")
    widths = [max(len(t), *(len(c[i]) for c in cells)) for i, t in enumerate(titles)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*titles).rstrip(), fmt.format(*("-" * w for w in widths[:-1]), "").rstrip()] + \
        [fmt.format(*c).rstrip() for c in cells]


def register(app: typer.Typer) -> None:
    @app.command("occupancy")
    def occupancy_command(
        arch: List[str] = typer.Option([], "--arch", "-a", help="Target (repeatable): sm_90, 9.0, compute_90, gfx90a. "
                                       "Default: sm_80 and sm_90."),
        threads: int = typer.Option(256, "--threads", "-t", help="Threads per block (workgroup size)."),
        regs: int = typer.Option(..., "--regs", "-r", help="Registers per thread (VGPRs on AMD)."),
        smem: str = typer.Option("0", "--smem", help="Static shared memory (LDS) per block: 16384, 16K, 16KiB."),
        dynamic_smem: str = typer.Option("0", "--dynamic-smem", help="Dynamic shared memory per block at launch."),
        carveout: Optional[int] = typer.Option(None, "--carveout", help="cudaFuncAttributePreferredSharedMemoryCarveout "
                                               "in percent (0..100; default: driver default)."),
        barriers: int = typer.Option(1, "--barriers", help="Named barriers per block (ptxas 'used N barriers')."),
        sgprs: Optional[int] = typer.Option(None, "--sgprs", help="AMD: SGPRs per wave."),
        agprs: Optional[int] = typer.Option(None, "--agprs", help="AMD: AGPRs per lane (gfx908+)."),
        wave_size: Optional[int] = typer.Option(None, "--wave-size", help="AMD: 32 or 64 (default: the target's)."),
        fmt: str = typer.Option("text", "--format", "-f", help="text or json."),
        sweep: Optional[str] = typer.Option(None, "--sweep", help="Print the occupancy curve over threads, regs or smem."),
    ) -> None:
        """Theoretical occupancy, its limiter and the nearest change that raises it (cuda_occupancy.h / LLVM exact)."""
        from analyzer.archs import get_arch
        from analyzer.config import DEFAULT_TARGETS
        from analyzer.occupancy import occupancy
        from analyzer.occupancy.sweep import sweep as sweep_curve
        from analyzer.occupancy.whatif import sentence, what_if
        from analyzer.units import parse_size

        _validate(threads, regs, carveout, barriers, wave_size, fmt, sweep)
        static, dynamic = parse_size(smem), parse_size(dynamic_smem)
        targets = [get_arch(name) for name in (arch or DEFAULT_TARGETS)]
        opts = dict(carveout=carveout, barriers=barriers, sgprs=sgprs, agprs=agprs, wave_size=wave_size)
        outputs = []
        for target in targets:
            result = occupancy(target.name, threads, regs, static, dynamic, **opts)
            whatif = what_if(result, **opts)
            rows = sweep_curve(result, sweep, **opts) if sweep else None
            text = sentence(result, whatif)
            if fmt == "json":
                outputs.append(_to_json(result, whatif, text, rows))
            else:
                outputs.append(_text(result, whatif, text, rows, sweep, target.description))
        if fmt == "json":
            typer.echo(json.dumps(outputs, indent=2))
        else:
            typer.echo("\n\n".join(outputs))
