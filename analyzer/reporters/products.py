"""`kernlint archs --products`: the GPU products accepted as targets (analyzer/data/products.yaml), with the
theoretical bandwidth by seed 003's formula."""

from __future__ import annotations

import json


def render(fmt: str) -> str:
    from analyzer.products import all_products

    items = list(all_products().values())
    if fmt == "json":
        return json.dumps([{"name": p.name, "aliases": list(p.aliases), "description": p.description,
                            "target": p.target, "multiprocessors": p.multiprocessors,
                            "memory_clock_mhz": p.memory_clock_mhz, "bus_width_bits": p.bus_width_bits,
                            "bandwidth_gbs": round(p.bandwidth_gbs, 1)} for p in items], indent=2) + "\n"
    rows = [{"product": p.name, "target": p.target,
             "units": f"{p.multiprocessors} {'SMs' if p.target.startswith('sm_') else 'CUs'}",
             "memory": f"{p.memory_clock_mhz:g} MHz x {p.bus_width_bits} bit",
             "bandwidth": f"{p.bandwidth_gbs:,.1f} GB/s", "what": p.description} for p in items]
    titles = list(rows[0])
    widths = [max(len(t), *(len(r[t]) for r in rows)) for t in titles]
    line = "  ".join(f"{{:<{w}}}" for w in widths)
    return "\n".join([line.format(*titles).rstrip()] + [line.format(*(r[t] for t in titles)).rstrip()
                                                        for r in rows]) + "\n"
