"""`kernlint ptxas` without the CLI: records -> (per-target records with occupancy, diagnostics) -> output.

Kept apart from rendering so other reporters (sarif, concise, github) can take `PtxasReport.diagnostics`
and `PtxasReport.document()` as they are. Output is deterministic: records in log order (AMD remarks
expanded per target in the order the targets were given), diagnostics sorted by line, rule, arch, kernel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, TextIO

from analyzer.diagnostics import Diagnostic, sort_diagnostics
from analyzer.errors import KernlintError
from analyzer.logs.records import LogMessage, ResourceRecord


@dataclass
class Analyzed:
    """One record on one target with its occupancy at the assumed block size (None: unknown target)."""

    record: ResourceRecord
    occupancy: Any = None   # analyzer.occupancy.Occupancy

    def occupancy_dict(self, block_size: int) -> dict[str, Any] | None:
        occ = self.occupancy
        if occ is None:
            return None
        return {"block_size": block_size, "occupancy": round(occ.occupancy, 6), "blocks_per_sm": occ.blocks_per_sm,
                "limiter": occ.limiter, "waves_per_simd": occ.waves_per_simd, "active_warps": occ.active_warps,
                "max_warps": occ.max_warps}


@dataclass
class PtxasReport:
    path: str
    block_size: int
    items: list[Analyzed] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    messages: list[LogMessage] = field(default_factory=list)

    def document(self) -> dict[str, Any]:
        """The JSON document (keys are a contract with CI scripts; see issue 3)."""
        records = []
        for item in self.items:
            data = item.record.to_dict()
            data["occupancy"] = item.occupancy_dict(self.block_size)
            records.append(data)
        return {"log": self.path, "block_size": self.block_size, "records": records,
                "diagnostics": [diagnostic_dict(d) for d in sort_diagnostics(self.diagnostics)],
                "messages": [m.to_dict() for m in self.messages]}


def diagnostic_dict(diag: Diagnostic) -> dict[str, Any]:
    return {"rule": diag.rule_id, "name": diag.name, "severity": str(diag.severity), "message": diag.message,
            "kernel": diag.symbol, "arch": diag.arch, "line": diag.line}


def _same_target(arch: str, wanted: set[str]) -> bool:
    from analyzer.archs import canonical_name

    try:
        return canonical_name(arch) in wanted
    except KernlintError:
        return arch in wanted


def expand_targets(records: Iterable[ResourceRecord], targets: tuple[str, ...] | None) -> Iterable[ResourceRecord]:
    """NVIDIA records keep their own arch (filtered by `targets` when given); AMD records, which name no
    target, are copied once per AMD target in `targets` (kept target-less when there is none)."""
    from analyzer.archs import canonical_name, get_arch

    nvidia, amd = set(), []
    for name in targets or ():
        key = canonical_name(name)
        if get_arch(key).vendor == "amd":
            amd.append(key)
        else:
            nvidia.add(key)
    for record in records:
        if record.vendor == "amd":
            for arch in amd or [None]:
                yield record.copy_for(arch)
        elif not targets or not nvidia and amd or _same_target(record.arch or "", nvidia):
            yield record


def record_occupancy(record: ResourceRecord, block_size: int):
    """Occupancy of `record` at `block_size` threads per block, or None (no target, unknown target)."""
    from analyzer.occupancy import occupancy

    if record.arch is None or record.registers is None:
        return None
    try:
        return occupancy(record.arch, block_size, record.registers, record.shared_bytes, 0, None,
                         1 if record.barriers is None else record.barriers, sgprs=record.sgprs, agprs=record.agprs)
    except KernlintError:
        return None


def analyze(records: Iterable[ResourceRecord], path: str, settings: Any, rule_ids: Iterable[str],
            targets: tuple[str, ...] | None, messages: list[LogMessage] | None = None) -> PtxasReport:
    """Run the record checks over every (record, target); `targets` None keeps every NVIDIA record."""
    from analyzer.diagnostics import Span
    from analyzer.engine import run_checks

    block = int(settings.block_size)
    report = PtxasReport(path, block)
    rule_ids = sorted(rule_ids)
    for record in expand_targets(records, targets):
        item = Analyzed(record, record_occupancy(record, block))
        report.items.append(item)
        found = run_checks("record", item, path, rule_ids, settings)
        report.diagnostics.extend(d if d.span else _with_line(d, Span.at(record.line)) for d in found)
    report.messages = list(messages or [])
    report.diagnostics = sort_diagnostics(report.diagnostics)
    return report


def _with_line(diag: Diagnostic, span) -> Diagnostic:
    from dataclasses import replace

    return replace(diag, span=span)


def render_json(report: PtxasReport, out: TextIO) -> None:
    import json

    json.dump(report.document(), out, indent=2, sort_keys=False)
    out.write("\n")


def render_text(report: PtxasReport, out: TextIO) -> None:
    """A table of records, then messages, then one line per finding (`log:line: KLnnn [severity] msg (name)`)."""
    from analyzer.occupancy.whatif import pct

    out.write(f"{report.path}: {len(report.items)} kernel record(s); occupancy assumes {report.block_size} "
              f"threads per block\n")
    if report.items:
        out.write(f"{'line':>6}  {'arch':<8} {'regs':>4} {'smem':>7} {'stack':>6} {'spill':>6}  {'occupancy':<22} kernel\n")
    for item in report.items:
        rec, occ = item.record, item.occupancy
        if occ is None:
            where = "-"
        elif occ.blocks_per_sm == 0:
            where = "cannot launch"
        else:
            where = f"{pct(occ.occupancy)} ({occ.blocks_per_sm} blk, {occ.limiter})"
        spill = rec.spills
        out.write(f"{rec.line:>6}  {rec.arch or '-':<8} {rec.registers if rec.registers is not None else '-':>4} "
                  f"{rec.shared_bytes:>7} {rec.stack_bytes:>6} {spill:>6}  {where:<22} {rec.name}\n")
    for message in report.messages:
        out.write(f"{report.path}:{message.line}: {message.tool} {message.level}: {message.text}\n")
    for diag in report.diagnostics:
        out.write(f"{report.path}:{diag.line}: {diag.rule_id} [{diag.severity}] {diag.message} ({diag.name})\n")
    counts = {}
    for diag in report.diagnostics:
        counts[str(diag.severity)] = counts.get(str(diag.severity), 0) + 1
    summary = ", ".join(f"{n} {sev}(s)" for sev, n in sorted(counts.items())) or "no findings"
    out.write(f"{summary}\n")
