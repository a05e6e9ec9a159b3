"""The launch table of `kernlint check --ptxas LOG` in text output (the JSON document's `launches`):
one row per launch and target with registers, occupancy at the launch's block size and its limiter,
and, for targets named by product (`--target H100`), the waves of blocks a known grid makes."""

from __future__ import annotations

from typing import Any, Iterable


def _rows(launches: Iterable[dict[str, Any]]) -> list[tuple[str, ...]]:
    from analyzer.occupancy.whatif import pct

    rows = []
    for entry in launches:
        where = f"{entry['file']}:{entry['line']}"
        block = "x".join(str(c) for c in entry["block"]) if entry.get("block") else "?"
        grid = "x".join("?" if c is None else str(c) for c in entry["grid"]) if entry.get("grid") else "?"
        if not entry.get("occupancy"):
            rows.append((where, entry["kernel"], grid, block, "-", "-", "-", "no record" if entry.get("block")
                         else "block size unknown", ""))
            continue
        for arch, occ in entry["occupancy"].items():
            occupancy = "cannot launch" if not occ["blocks_per_sm"] else \
                f"{pct(occ['occupancy'])} ({occ['blocks_per_sm']} blk/SM)"
            waves = "; ".join(w["text"] for w in occ.get("waves", ()))
            rows.append((where, entry["kernel"], grid, block, arch, str(occ["registers"]), occupancy,
                         occ["limiter"].replace("_", " "), waves))
    return rows


def render_launches(launches: list[dict[str, Any]], products: Iterable[Any] = ()) -> str:
    """The table as text (a blank line, a title, aligned columns); "" when there is no launch."""
    rows = _rows(launches)
    if not rows:
        return ""
    titles = ("launch", "kernel", "grid", "block", "target", "regs", "occupancy", "limiter", "waves")
    keep = [i for i, t in enumerate(titles) if i < 8 or any(r[i] for r in rows)]
    widths = {i: max(len(titles[i]), *(len(r[i]) for r in rows)) for i in keep}
    line = lambda cells: "  ".join(f"{cells[i]:<{widths[i]}}" for i in keep).rstrip()  # noqa: E731
    out = ["", "launches (occupancy at each launch's block size, from the compiler's records):", line(titles)]
    out += [line(r) for r in rows]
    return "\n".join(out) + "\n"
