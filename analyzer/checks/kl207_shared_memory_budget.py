"""KL207 shared-memory-budget — docs: rules/KL207.yaml. Subject: one resource record on one target.

The card's default (48 KiB, what a block gets on NVIDIA without opting in) is NVIDIA's; on AMD the default
budget is the target's own LDS per workgroup (64 KiB; 160 KiB on gfx950: analyzer/data/amd.yaml), the
smallest AMD one for a record that names no target. A `max-shared` the user sets applies on both."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks._records import who
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL207"
KIND = "record"


def check(item: Any, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.units import bytes_and_size, parse_size

    record = item.record
    own = (ctx.settings.rule_options or {}).get(ID, {}) if ctx.settings is not None else {}
    if record.vendor == "amd" and "max-shared" not in own:
        budget = _lds_per_workgroup(record.arch)
    else:
        budget = ctx.options.get("max-shared")
    if budget is None:
        return
    limit = parse_size(budget)
    if record.shared_bytes <= limit:
        return
    what = "LDS" if record.vendor == "amd" else "static shared memory"
    yield ctx.report(None, f"{who(item)}: {bytes_and_size(record.shared_bytes)} of "
                           f"{what} per block, over the budget of {bytes_and_size(limit)}",
                     symbol=record.name, arch=record.arch)


def _lds_per_workgroup(arch: str | None) -> int:
    """The most LDS a workgroup of `arch` may use; for no (or an unknown) target, the least of the AMD ones."""
    from analyzer.archs import all_archs, arch_key

    archs = all_archs()
    key = arch_key(arch)
    if key is not None and archs[key].vendor == "amd":
        return int(archs[key].params["lds"]["max_per_workgroup"])
    return min(int(a.params["lds"]["max_per_workgroup"]) for a in archs.values() if a.vendor == "amd")
