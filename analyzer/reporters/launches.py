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
        block, grid = _dims(entry.get("block")), _dims(entry.get("grid"))
        if not entry.get("occupancy"):
            rows.append((where, entry["kernel"], grid, block, "-", "-", "-", entry.get("unjudged") or "no record", ""))
            continue
        for arch, occ in entry["occupancy"].items():
            occupancy = "cannot launch" if not occ["blocks_per_sm"] else \
                f"{pct(occ['occupancy'])} ({occ['blocks_per_sm']} blk/SM)"
            if occ.get("threads_assumed"):
                occupancy += f" at {occ['threads']} threads ({occ.get('threads_why') or '--block-size'})"
            waves = "; ".join(w["text"] for w in occ.get("waves", ()))
            rows.append((where, entry["kernel"], grid, block, arch, _cell(occ["registers"]), occupancy,
                         occ["limiter"].replace("_", " "), waves))
    return rows


def _cell(value: Any) -> str:
    """A number, or `?` where it is unknown (never Python's None)."""
    return "?" if value is None else str(value)


def _dims(dims: Any) -> str:
    """`256x1x1`; unknown dimensions `?` (`?x1x1`), an unknown shape `?`."""
    return "x".join(_cell(c) for c in dims) if dims else "?"


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
