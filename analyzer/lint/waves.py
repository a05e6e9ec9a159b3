"""The wave size a source file is judged with: each of its targets' own (32 on NVIDIA; on AMD wave32 on RDNA
unless `:wave64` or `-mwavefrontsize64` in the file's compile command, wave64 on GCN/CDNA). Where a file's
targets differ, the narrowest judges every rule and the wider ones add the findings of the wave-size rules
that only they give (docs/configuration.md, "Which wave size").
"""

from __future__ import annotations

from typing import Any, Sequence

from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic


def wave_sizes_for(path: str, hip: bool, settings: Settings | None) -> dict[int, tuple[str, ...]]:
    """Wave size -> the file's targets (Settings.targets_for) that run it, smallest first: 32 on NVIDIA, on AMD
    the target's own (analyzer.archs.parse_target: wave32 on RDNA unless `:wave64`, or `-mwavefrontsize64` in
    the file's compile command; wave64 on GCN/CDNA)."""
    from analyzer.archs import all_archs, parse_target
    from analyzer.errors import KernlintError

    settings = settings or Settings()
    targets = settings.targets_for(hip) if hasattr(settings, "targets_for") else settings.targets
    sizes: dict[int, list[str]] = {}
    built64 = None
    for target in targets:
        try:
            key, wave = parse_target(target)
        except KernlintError:  # NOTE: unknown targets are reported by the command, not here
            continue
        if wave == 32 and 64 in (all_archs()[key].params.get("wave_sizes") or ()):
            if built64 is None:
                built64 = wave64_build(path, settings)
            wave = 64 if built64 else 32
        sizes.setdefault(wave, []).append(target)
    return {size: tuple(sizes[size]) for size in sorted(sizes)} or {32: tuple(targets)}


def wave64_build(path: str, settings: Settings | None) -> bool:
    """Whether `path`'s entry in its compile database (`compile-commands`, else the nearest
    compile_commands.json) builds it with -mwavefrontsize64 (analyzer.logs.compile_db)."""
    from analyzer.errors import KernlintError
    from analyzer.logs.compile_db import wave64_flag

    try:
        return wave64_flag(path, getattr(settings, "compile_commands", None))
    except KernlintError:  # NOTE: a bad database is `check --compile`'s error to report
        return False


WAVE_RULES = frozenset({"KL106", "KL201", "KL202"})  # source rules whose findings depend on the wave size


def wider_waves(unit: Any, rule_ids: Sequence[str], settings: Settings, sizes: dict[int, tuple[str, ...]],
                 found: list[Diagnostic]) -> list[Diagnostic]:
    """The findings that only a wider wave size of the file's targets adds (a branch that splits a 64-lane
    wavefront but no 32-lane half of it; a block of 96): each target is judged with its own wave size, and a
    finding the narrowest one already gives is reported once. The added findings name their targets."""
    from dataclasses import replace

    from analyzer.lint.engine import run_checks

    wave_rules = [r for r in rule_ids if r in WAVE_RULES]
    seen = {(d.rule_id, d.span) for d in found}
    added: list[Diagnostic] = []
    for size, targets in list(sizes.items())[1:]:
        if not wave_rules:
            break
        wide = replace(unit, warp_size=size)
        names = ", ".join(targets)
        for d in run_checks("source", wide, unit.path, wave_rules, replace(settings, targets=targets)):
            if (d.rule_id, d.span) in seen:
                continue
            seen.add((d.rule_id, d.span))
            added.append(replace(d, message=f"on {names} (wave{size}): {d.message}",
                                 arch=targets[0] if len(targets) == 1 else d.arch))
    return added


def rdna(settings: Any) -> bool:
    """Whether a target of `settings` runs wave32 or wave64 as it is built (RDNA): a compile command decides."""
    from analyzer.archs import all_archs, arch_key

    archs = all_archs()
    return any(len(archs[k].params.get("wave_sizes") or ()) > 1 for k in map(arch_key, settings.targets) if k)
