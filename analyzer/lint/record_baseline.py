"""`kernlint ptxas LOG --write-baseline FILE / --baseline FILE`: per (kernel, arch), the registers, spills and
shared memory the compiler reported, gated against a committed baseline (the "records" section of the
baseline file analyzer/lint/baseline.py reads and writes).

A record found in the baseline keeps none of its ordinary findings (they are known); instead, each
resource that grew beyond the baseline is a finding of the rule that owns it (spills KL205, registers
KL206, shared memory KL207), at the rule's configured severity, so the run fails; a resource that
shrank is said in a note. A record not in the baseline is new: its findings stay as they are.
NVIDIA: registers per thread, spill bytes (stores + loads), static shared memory. AMD: VGPRs, AGPRs,
SGPRs, spilled registers, LDS.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from analyzer.diagnostics import Diagnostic, Severity, Span
from analyzer.logs.records import LogMessage, ResourceRecord

# metric -> (label, rule that owns a regression of it)
METRICS = {
    "registers": ("registers", "KL206"),
    "agprs": ("AGPRs", "KL206"),
    "sgprs": ("SGPRs", "KL206"),
    "spills": ("spilled", "KL205"),
    "shared_bytes": ("shared memory bytes", "KL207"),
}


def metrics(record: ResourceRecord) -> dict[str, int]:
    values = {"registers": record.registers, "spills": record.spills, "shared_bytes": record.shared_bytes}
    if record.vendor == "amd":
        values.update(agprs=record.agprs, sgprs=record.sgprs)
    return {k: int(v) for k, v in values.items() if v is not None}


def _key(kernel: str, arch: str | None) -> tuple[str, str]:
    return kernel, arch or ""


def record_entries(records: Iterable[ResourceRecord]) -> list[dict[str, Any]]:
    """Baseline entries, one per (kernel, arch), keeping the largest figure a kernel reached (a kernel
    compiled in several translation units)."""
    table: dict[tuple[str, str], dict[str, Any]] = {}
    for record in records:
        entry = table.setdefault(_key(record.kernel, record.arch), {
            "kernel": record.kernel, "name": record.name, "arch": record.arch, "vendor": record.vendor})
        for metric, value in metrics(record).items():
            entry[metric] = max(value, entry.get(metric, value))
    return [table[k] for k in sorted(table)]


def index(baseline: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {_key(str(e.get("kernel")), e.get("arch")): e for e in baseline.get("records", []) if isinstance(e, dict)}


class Gate:
    """Filters the findings of a streamed report against the baseline records `known`, and collects the
    records for --write-baseline."""

    def __init__(self, report, known: dict | None, settings: Any, shown: str) -> None:
        self.report, self.known, self.settings, self.shown = report, known, settings, shown
        self.seen: list[ResourceRecord] = []

    def items(self, inner: Iterable) -> Iterator:
        mark = 0
        for item in inner:  # NOTE: the report appended this item's findings just before yielding it
            if self.known is None:  # NOTE: kept only for --write-baseline (a --baseline run streams)
                self.seen.append(item.record)
            entry = self.known.get(_key(item.record.kernel, item.record.arch)) if self.known is not None else None
            if entry is not None:  # a known record: its findings are the baseline's; only what grew is new
                del self.report.diagnostics[mark:]
                self.report.diagnostics.extend(self._compare(item.record, entry))
            mark = len(self.report.diagnostics)
            yield item

    def _compare(self, record: ResourceRecord, entry: dict[str, Any]) -> list[Diagnostic]:
        from analyzer.catalogue import load_catalogue
        from analyzer.lint.engine import rule_severity

        worse: dict[str, list[str]] = {}
        better: list[str] = []
        for metric, value in metrics(record).items():
            old = entry.get(metric)
            if not isinstance(old, int) or old == value:
                continue
            label, rule = METRICS[metric]
            change = f"{label} {old} -> {value}"
            (worse.setdefault(rule, []) if value > old else better).append(change)
        from analyzer.logs.names import short_name

        where = f"`{short_name(record.kernel)}` on {record.arch or 'an unnamed AMD target'}"
        if better:
            self.report.messages.append(LogMessage(
                "kernlint", "note", f"{where}: better than baseline {self.shown} ({', '.join(better)}); record "
                f"it with --write-baseline {self.shown}", record.line, record.kernel))
        out = []
        catalogue = load_catalogue()
        for rule_id, changes in sorted(worse.items()):
            rule = catalogue[rule_id]
            severity = rule_severity(self.settings, rule_id)
            out.append(Diagnostic(rule_id, rule.name, Severity(severity), f"{where}: {', '.join(changes)}: "
                                  f"over baseline {self.shown}", self.report.path, Span.at(record.line),
                                  symbol=record.name, arch=record.arch,
                                  help=f"bring it back down, or accept it with --write-baseline {self.shown}"))
        return out


def gate(report, settings: Any, baseline: str | None, write_baseline: str | None) -> Gate | None:
    """Put a Gate on `report.items` for --baseline (or the config's `baseline`) or --write-baseline."""
    from analyzer.lint.baseline import read_baseline

    path = None if write_baseline else (baseline or settings.baseline)
    if not path and not write_baseline:
        return None
    known = index(read_baseline(path)) if path else None
    result = Gate(report, known, settings, str(path or write_baseline))
    report.items = result.items(report.items)
    return result


def write(result: Gate, path: str) -> int:
    """--write-baseline: read the whole log, record every (kernel, arch); exit code 0."""
    import sys

    from analyzer.lint.baseline import write_baseline

    for _ in result.report.items:
        pass
    entries = record_entries(result.seen)
    write_baseline(path, "records", entries)
    print(f"kernlint: wrote {len(entries)} kernel record(s) to baseline {path}", file=sys.stderr)
    return 0
