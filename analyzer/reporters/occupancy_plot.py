"""`kernlint occupancy --plot FILE.png|FILE.svg`: the occupancy calculator's three graphs per target
(occupancy against threads per block, registers per thread and shared memory per block), each with the
current configuration marked. The only module that imports matplotlib (the `plot` extra).

The curves are analyzer.occupancy.sweep's rows (the same numbers as `--sweep`). In SVG output the text
stays text (svg.fonttype none) and each marked point is an element with id `current-<target>-<kind>`,
so the files can be checked by reading them.
"""

from __future__ import annotations

from typing import Any

KINDS = (("threads", "threads per block", "block size"), ("regs", "registers per thread", "registers"),
         ("smem", "shared memory per block", "shared memory"))


def curve(result, kind: str, opts: dict[str, Any]) -> tuple[list[int], list[float], tuple[int, float]]:
    """(x, occupancy in %, the current point) of one graph, as steps: each sweep row spans [start, end]."""
    from analyzer.occupancy.sweep import sweep

    xs: list[int] = []
    ys: list[float] = []
    for row in sweep(result, kind, **opts):
        xs += [row.start, row.end]
        ys += [row.occupancy * 100, row.occupancy * 100]
    here = {"threads": result.threads_per_block, "regs": result.registers_per_thread,
            "smem": result.shared_bytes + result.dynamic_shared_bytes}[kind]
    return xs, ys, (here, result.occupancy * 100)


def plot(results: list[tuple[str, Any]], path: str, opts: dict[str, Any]) -> None:
    """Draw one row of three graphs per (name as given, Occupancy result) and write `path` (png or svg)."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.fonttype"] = "none"
    matplotlib.rcParams["svg.hashsalt"] = "kernlint"  # NOTE: stable ids, so the same input gives the same file
    import matplotlib.pyplot as plt

    from analyzer.occupancy.whatif import pct

    fig, axes = plt.subplots(len(results), 3, figsize=(15, 4 * len(results)), squeeze=False)
    for row, (name, result) in enumerate(results):
        unit = "warps" if result.vendor == "nvidia" else "waves"
        for col, (kind, label, short) in enumerate(KINDS):
            ax = axes[row][col]
            xs, ys, (x, y) = curve(result, kind, opts)
            # NOTE: block sizes are points one warp apart (the calculator's dots); the others are steps
            ax.plot(xs, ys, color="tab:blue", linewidth=1.2, marker="." if kind == "threads" else None)
            point = ax.plot([x], [y], marker="o", markersize=9, color="tab:red", linestyle="none")[0]
            point.set_gid(f"current-{result.arch}-{kind}")
            ax.annotate(f"{x}: {pct(result.occupancy)}", (x, y), textcoords="offset points", xytext=(6, 6),
                        color="tab:red", gid=f"label-{result.arch}-{kind}")
            ax.set_xlabel(label + (" (bytes)" if kind == "smem" else ""))
            ax.set_ylabel(f"occupancy (% of max {unit})")
            ax.set_ylim(0, 105)
            ax.grid(True, alpha=0.3)
            title = name if name == result.arch else f"{name} ({result.arch})"
            ax.set_title(f"{title}: occupancy vs {short}")
    fig.suptitle(f"{results[0][1].threads_per_block} threads, {results[0][1].registers_per_thread} registers, "
                 f"{results[0][1].shared_bytes + results[0][1].dynamic_shared_bytes} bytes shared memory per block")
    fig.tight_layout()
    try:
        fig.savefig(path, format=path.rsplit(".", 1)[-1].lower(), dpi=100, metadata={"Date": None}
                    if path.lower().endswith(".svg") else None)
    except OSError as exc:
        from analyzer.errors import KernlintError

        raise KernlintError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        plt.close(fig)
