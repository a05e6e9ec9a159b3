"""`kernlint occupancy`: theoretical occupancy of one kernel configuration on one or more targets, its
limiter, the nearest change that raises it, and (with --sweep) the occupancy curve as a table."""

from __future__ import annotations

import json
from typing import List, Optional

import typer

FORMATS = ("text", "json", "csv")


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


def register(app: typer.Typer) -> None:
    @app.command("occupancy")
    def occupancy_command(
        arch: List[str] = typer.Option([], "--arch", "--target", "-a", help="Target (repeatable): sm_90, 9.0, compute_90, gfx90a. "
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
        fmt: str = typer.Option("text", "--format", "-f", help="text, json or csv."),
        sweep: Optional[str] = typer.Option(None, "--sweep", help="Print the occupancy curve over threads, regs or smem."),
        grid: Optional[int] = typer.Option(None, "--grid", min=1, help="Blocks in the grid: with a product as "
                                           "--arch (H100, MI300X), the waves of blocks and how full the last is."),
        plot: Optional[str] = typer.Option(None, "--plot", help="Draw the calculator's three graphs (block size, "
                                           "registers, shared memory) to FILE.png or FILE.svg (needs kernlint[plot])."),
    ) -> None:
        """Theoretical occupancy, its limiter and the nearest change that raises it (cuda_occupancy.h / LLVM exact)."""
        from analyzer.archs import get_arch, parse_target
        from analyzer.config import DEFAULT_TARGETS
        from analyzer.occupancy import occupancy
        from analyzer.occupancy.sweep import sweep as sweep_curve
        from analyzer.occupancy.whatif import sentence, what_if
        from analyzer.reporters.occupancy import render_text, to_json
        from analyzer.units import parse_size

        from analyzer.commands import occupancy_extra as extra

        _validate(threads, regs, carveout, barriers, wave_size, fmt, sweep)
        static, dynamic = parse_size(smem), parse_size(dynamic_smem)
        names = list(arch or DEFAULT_TARGETS)
        parsed = [parse_target(name) for name in names]  # NOTE: `gfx1100:wave64` is --wave-size 64 for that target
        targets = [get_arch(key) for key, _ in parsed]
        for name, (key, wave) in zip(names, parsed):
            if wave_size is not None and wave != wave_size and wave != get_arch(key).warp_size:
                from analyzer.errors import KernlintError

                raise KernlintError(f"--wave-size {wave_size} contradicts --arch {name} (wave{wave})")
        for target in targets:
            limit = target.params.get("shared_mem_per_block") if target.vendor == "nvidia" else None
            if limit and static > int(limit):
                from analyzer.errors import KernlintError
                from analyzer.units import format_size

                raise KernlintError(
                    f"--smem {smem}: static shared memory over {format_size(int(limit))} does not compile for "
                    f"{target.name} (ptxas: too much shared data); give the part over it as --dynamic-smem "
                    f"(dynamic shared memory opts in with cudaFuncSetAttribute)")
        plotter = extra.plotter(plot)  # NOTE: refuses a bad file name or a missing matplotlib before any work
        opts = dict(carveout=carveout, barriers=barriers, sgprs=sgprs, agprs=agprs, wave_size=wave_size)
        outputs, results = [], []
        for name, target, (_, wave) in zip(names, targets, parsed):
            own = {**opts, "wave_size": wave} if target.vendor == "amd" and wave_size is None else opts
            result = occupancy(target.name, threads, regs, static, dynamic, **own)
            results.append((name, result))
            whatif = what_if(result, **own)
            rows = sweep_curve(result, sweep, **own) if sweep else None
            text = sentence(result, whatif)
            waves = extra.waves_for(name, result, grid)
            if fmt == "json":
                outputs.append({**to_json(result, whatif, text, rows), **waves.json()})
            elif fmt == "csv":
                outputs.append(extra.csv_rows(name, result, rows, sweep, waves))
            else:
                outputs.append(render_text(result, whatif, text, rows, sweep, target.description) + waves.text())
        if plotter is not None:
            plotter(results, opts)
        if fmt == "json":
            typer.echo(json.dumps(outputs, indent=2))
        elif fmt == "csv":
            typer.echo(extra.csv_text(outputs, sweep), nl=False)
        else:
            typer.echo("\n\n".join(outputs))
