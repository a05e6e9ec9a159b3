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


def printing_demos(unit) -> set[str]:
    """Kernels whose only effect is printf (hello-world and thread-index demos, also ones that launch
    more of themselves, as cdpSimplePrint does: nothing to speed up), and printing kernels with no
    pointer parameter (nothing they compute reaches the host but the print)."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes

    def is_call(n, names) -> bool:
        return isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in names

    out = set()
    helpers = None  # the device functions that print, found once when a kernel needs them
    for func in unit.tu.functions():
        if not func.is_kernel or func.body is None:
            continue
        nodes = list(iter_nodes(func.body))
        prints = any(is_call(n, ("printf",)) for n in nodes)
        writes = any(isinstance(n, ast.Assign) and not isinstance(n.target, ast.Name) for n in nodes)
        calls = any(isinstance(n, ast.Call) and not (isinstance(n.func, ast.Name) and (
            n.func.id == "printf" or n.func.id.startswith("cuda") or n.func.id.startswith("hip"))) for n in nodes)
        if prints and not writes and not calls:
            out.add(func.name)
        elif not func.params or all(p.type.pointers == 0 and not p.type.reference and not p.dims
                                    and p.type.base not in ("void",) for p in func.params if p.name):
            # NOTE: no pointer parameter: whatever the kernel computes it can only print (cdpSimplePrint
            # numbers its blocks with an atomic counter and prints through a helper)
            if helpers is None:
                helpers = {f.name for f in unit.tu.functions() if not f.is_kernel and f.body is not None
                           and any(is_call(n, ("printf",)) for n in iter_nodes(f.body))}
            if prints or any(is_call(n, helpers) for n in nodes):
                out.add(func.name)
    return out


def by_launch(found: list[tuple]) -> list[tuple]:
    """(launch, note, account, help) per finding, the copies of one launch made per instantiation of its host
    template or per call of its host function (`launch.host_args`, at one span) of one severity merged into one
    whose account names each instantiation (call) with its own; the account follows "block of `k` ": "is 16 x 1 x 1: ...", "in `launch<16>` is 16 x 1 x 1:
    ...", "in 2 instantiations of its host template: `launch<16>`: 16 x 1 x 1: ...; `launch<8>`: 8 x 1 x 1: ..."."""
    groups: dict[tuple, list[tuple]] = {}
    for entry in found:
        launch, note = entry[0], entry[1]
        key = (launch.span, note) if launch.host_args else (id(entry),)
        groups.setdefault(key, []).append(entry)
    out = []
    for entries in groups.values():
        launch, note, account, help = entries[0]
        if not launch.host_args:
            account = f"is {account}"
        elif len(entries) == 1:
            account = f"{'' if launch.copy_kind == 'choice' else 'in '}{launch.copy_of} is {account}"
        else:
            # NOTE: copies per call of the host function (`driver(x, 48)`: cuda/model/host_callers)
            what = {"choice": "choices of its block", "call": "calls of its host function"}.get(
                launch.copy_kind, "instantiations of its host template")
            account = f"in {len(entries)} {what}: " + "; ".join(f"{e[0].copy_of}: {e[2]}" for e in entries)
        out.append((launch, note, account, help))
    return out
