"""KL202's grading of what a block's shape wastes (analyzer/checks/kl202_block_size_not_warp_multiple.py): the
idle lanes' share of the lanes a block's warps issue for (`minor`), and the ceiling the SM's block slots put on
the resident warps of a block of few warps (`residency`)."""

from __future__ import annotations


def minor(threads: int, warp: int) -> str | None:
    """Why the idle lanes of a block of more than one warp are a minor waste (None: they are not): less than
    analysis/share.MATERIAL of the lanes its warps issue for."""
    from analyzer.analysis.share import MATERIAL

    lanes = -(-threads // warp) * warp
    share = (lanes - threads) / lanes
    if threads <= warp or share >= MATERIAL:
        return None
    return (f"the idle lanes are {share:.1%} of the {lanes} lanes the block's warps issue for, less than the "
            f"{MATERIAL:.0%} of the issue time worth reshaping a block for")


def residency(launch, settings) -> str | None:
    """Why a block of whole warps caps occupancy on every NVIDIA target judged (None: it does not on some): so
    few warps per block that the SM's block slots run out first (an SM holds at most 32 blocks on sm_80/sm_90,
    so 32-thread blocks keep at most 32 of its 64 warps). Exact (analyzer/occupancy, equal to cuda_occupancy.h):
    the occupancy at the fewest registers and the launch's dynamic shared memory where it is known (else none),
    so registers and unknown shared memory can only lower it."""
    from analyzer.archs import parse_target
    from analyzer.occupancy import occupancy

    smem = launch.dynamic_shared_bytes
    figures: dict[tuple, list[str]] = {}
    fits: list[str] = []
    for target in getattr(settings, "targets", ()) or ():
        try:
            key = parse_target(target)[0]
            occ = occupancy(key, launch.threads, 1, 0, smem or 0)
        except Exception:  # NOTE: an unknown target: no claim (the command reports it)
            return None
        slots, per_block = occ.limits.get("blocks") or 0, occ.details.get("warps_per_block", 0) if occ.details else 0
        if occ.vendor != "nvidia" or occ.blocks_per_sm == 0 or slots * per_block >= occ.max_warps:
            return None  # NOTE: the claim must hold on every target judged
        figures.setdefault((slots, per_block, occ.max_warps), []).append(key)
        if smem and occ.blocks_per_sm < slots:
            fits.append(f"{occ.blocks_per_sm} on {key} ({occ.active_warps} warps, {occ.occupancy:.1%})")
    if not figures:
        return None
    text = "; ".join(f"an SM holds at most {slots} blocks ({', '.join(keys)}), so {per_block}-warp blocks keep at most "
                     f"{slots * per_block} of its {most} warps resident ({slots * per_block / most:.0%})"
                     for (slots, per_block, most), keys in figures.items())
    if fits:
        text += f"; at the launch's {smem} bytes of dynamic shared memory fewer blocks fit: {', '.join(fits)}"
    shared = " and shared memory" if smem == 0 else "" if smem else " and its dynamic shared memory (not known here)"
    return text + f", whatever its registers{shared}, which can only lower it"
