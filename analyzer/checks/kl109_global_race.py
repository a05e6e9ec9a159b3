"""KL109 global-race — docs: rules/KL109.yaml.

A plain store or read-modify-write of a global location that another thread of the launch also writes or reads
with nothing ordering them: an address that does not depend on the thread (`data[0] += sum` by every thread),
addresses that coincide between threads by the lane model (`out[tid / 2] = ...`), within a block between the same
two barriers, or across blocks when the launch has more than one. A plain read of a location other threads update
atomically is a note. The model is analysis/race/; docs/races.md explains it and its limits."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.race.driver import kernel_races
from analyzer.checks.base import Context
from analyzer.checks.kl107_shared_memory_race import describe, finding_key
from analyzer.diagnostics import Diagnostic

ID = "KL109"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    seen: set = set()
    for kr in kernel_races(unit, ctx):
        for race in sorted(kr.races, key=lambda r: r.cross_block):
            if race.space != "global":
                continue
            text, fix, at = describe(unit, race)
            key = finding_key(race, at)
            if key in seen:
                continue
            seen.add(key)
            yield ctx.report(at.acc.access.node.span, symbol=kr.func.name, detail=text, help=fix,
                             note=race.kind == "atomic-read")
