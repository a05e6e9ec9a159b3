"""`kernlint occupancy` additions: waves of a grid on a named product (--grid), CSV output (--format csv),
and the calculator's graphs (--plot FILE.png|FILE.svg, drawn by analyzer/reporters/occupancy_plot.py)."""

from __future__ import annotations

import csv
import io
from typing import Any, Callable

from analyzer.prebuilt import dataclass

SUMMARY_COLUMNS = ("arch", "target", "threads", "registers", "shared_bytes", "dynamic_shared_bytes", "occupancy",
                   "blocks_per_sm", "active_warps", "max_warps", "limiter", "grid", "waves", "last_wave_fraction")
SWEEP_COLUMNS = ("arch", "target", "sweep", "start", "end", "blocks_per_sm", "active_warps", "occupancy",
                 "limiter", "current")


@dataclass
class WavesLine:
    """The waves of --grid on the product named by --arch (None: no grid, or not a product)."""

    name: str
    grid: int | None
    waves: Any = None       # analyzer.products.Waves
    sentence: str | None = None

    def text(self) -> str:
        if self.grid is None:
            return ""
        if self.sentence is None:
            return (f"\n  waves         {self.grid} blocks: name a product as --arch (H100, A100, L4, MI300X, ...) "
                    f"for its multiprocessor count; {self.name} is in GPUs of different sizes")
        return f"\n  waves         {self.sentence}"

    def json(self) -> dict[str, Any]:
        if self.grid is None:
            return {}
        return {"grid": self.grid, "waves": self.waves.to_dict() if self.waves else None}


def waves_for(name: str, result, grid: int | None) -> WavesLine:
    from analyzer.products import find_product, waves

    line = WavesLine(name, grid)
    product = find_product(name) if grid is not None else None
    if product is None:
        return line
    if result.blocks_per_sm == 0:
        line.sentence = f"{product.name}: this configuration cannot launch"
        return line
    line.waves = waves(product, grid, result.blocks_per_sm)
    line.sentence = line.waves.sentence(product.wave_units, product.unit_name)
    return line


def csv_rows(name: str, result, rows, kind: str | None, waves: WavesLine) -> list[tuple]:
    if rows is not None:
        return [(name, result.arch, kind, r.start, r.end, r.blocks_per_sm, r.active_warps, round(r.occupancy, 6),
                 r.limiter, int(r.current)) for r in rows]
    w = waves.waves
    return [(name, result.arch, result.threads_per_block, result.registers_per_thread, result.shared_bytes,
             result.dynamic_shared_bytes, round(result.occupancy, 6), result.blocks_per_sm, result.active_warps,
             result.max_warps, result.limiter, waves.grid if waves.grid is not None else "",
             w.count if w else "", round(w.last_fraction, 6) if w else "")]


def csv_text(outputs: list[list[tuple]], sweep: str | None) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SWEEP_COLUMNS if sweep else SUMMARY_COLUMNS)
    for rows in outputs:
        writer.writerows(rows)
    return buffer.getvalue()


def plotter(path: str | None) -> Callable | None:
    """A function drawing the graphs to `path`, or None without --plot. A bad suffix or a missing
    matplotlib is one line (KernlintError) before any work."""
    if path is None:
        return None
    from analyzer.errors import KernlintError

    suffix = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    if suffix not in ("png", "svg"):
        raise KernlintError(f"--plot {path}: the file name should end in .png or .svg")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise KernlintError("--plot needs matplotlib: pip install matplotlib "
                            "(in a kernlint clone: pip install '.[plot]')") from None

    def draw(results, opts: dict) -> None:
        from analyzer.reporters.occupancy_plot import plot

        plot(results, path, opts)

    return draw
