"""`kernlint archs` output: one table of main limits per vendor, every parameter of named targets, or JSON."""

from __future__ import annotations

import json
from typing import Any


def _size(value: Any) -> str:
    from analyzer.units import format_size

    return format_size(int(value)) if isinstance(value, int) else "-"


def _row(arch) -> dict[str, str]:
    """The main limits of one target as display strings; a missing parameter shows as '-'."""
    p = arch.params
    if arch.vendor == "nvidia":
        carve = p.get("smem_carveouts_kib")
        return {
            "target": arch.name, "warp": str(p.get("warp_size", "-")),
            "max warps": str(p.get("max_warps_per_sm", "-")), "max blocks": str(p.get("max_blocks_per_sm", "-")),
            "registers": str(p.get("regs_per_multiprocessor", "-")),
            "regs/thread": str(p.get("max_regs_per_thread", "-")),
            "shared": _size(p.get("shared_mem_per_multiprocessor")),
            "shared/block": f"{_size(p.get('shared_mem_per_block'))} ({_size(p.get('shared_mem_per_block_optin'))} opt-in)",
            "carveouts (KiB)": ",".join(str(c) for c in carve) if carve else "fixed",
            "description": arch.description,
        }
    vgpr, lds = p.get("vgpr") or {}, p.get("lds") or {}
    waves = p.get("max_waves_per_simd")
    simds = p.get("simds_per_cu")
    files = vgpr.get("file_per_simd")
    return {
        "target": arch.name, "warp": "/".join(str(w) for w in p.get("wave_sizes", [p.get("wave_size_default", "-")])),
        "max warps": str(waves * simds) if isinstance(waves, int) and isinstance(simds, int) else "-",
        "max blocks": str(p.get("max_workgroups_per_cu", "-")),
        "registers": " ".join(f"w{k}:{v}" for k, v in files.items()) + " VGPR/SIMD" if isinstance(files, dict) else "-",
        "regs/thread": str(vgpr.get("addressable", "-")),
        "shared": _size(lds.get("per_cu")),
        "shared/block": _size(lds.get("max_per_workgroup")),
        "carveouts (KiB)": "-",
        "description": arch.description,
    }


def _table(rows: list[dict[str, str]]) -> str:
    titles = list(rows[0])
    widths = [max(len(t), *(len(r[t]) for r in rows)) for t in titles]
    line = "  ".join(f"{{:<{w}}}" for w in widths)
    out = [line.format(*titles).rstrip(), line.format(*("-" * w for w in widths)).rstrip()]
    out += [line.format(*(r[t] for t in titles)).rstrip() for r in rows]
    return "\n".join(out)


def render(targets: list, fmt: str, details: bool) -> str:
    """JSON (every parameter), every parameter of the named targets (`details`), or one table per vendor."""
    if fmt == "json":
        return json.dumps([{"name": a.name, "vendor": a.vendor, "description": a.description,
                            "params": a.params} for a in targets], indent=2) + "\n"
    if details:
        blocks = []
        for a in targets:
            lines = [f"{a.name} ({a.vendor}): {a.description}"]
            lines += [f"  {key}: {json.dumps(value)}" for key, value in a.params.items()]
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks) + "\n"
    out = []
    for vendor, title in (("nvidia", "NVIDIA (per SM; registers per SM)"),
                          ("amd", "AMD (warps = waves per CU, WGP on RDNA; blocks = workgroups)")):
        rows = [_row(a) for a in targets if a.vendor == vendor]
        if rows:
            out.append(f"{title}\n{_table(rows)}\n\n")
    return "".join(out)
