"""The records half of a lint run (`kernlint ptxas`): records -> per-target records with occupancy -> the
record checks -> a PtxasReport (analyzer.reporters.ptxas renders it in every format).

Deterministic: records in log order (AMD remarks expanded per target in the order the targets were given),
diagnostics sorted by line, rule, arch, kernel.
"""

from __future__ import annotations

import itertools
from dataclasses import field
from typing import Any, Iterable

from analyzer.prebuilt import dataclass
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Span, sort_diagnostics
from analyzer.logs.names import demangle, short_of
from analyzer.logs.records import LogMessage, ResourceRecord, Run, numbers_key, whole
from analyzer.occupancy.records import RecordOccupancy, record_occupancy


MEMO = 1 << 16  # distinct numbers remembered (occupancy, findings); a log with more starts over
FINDINGS_MEMO = True  # findings made once per distinct numbers (tests turn it off to compare)
NAME = "\x00kernel\x00"  # the stand-in's kernel name: no log text holds a NUL (analyzer.logs.open refuses it)


@dataclass
class PtxasReport:
    """`items` is consumed once, as the log streams in (the renderers walk it); `diagnostics` fill up while it
    is consumed and `messages` once the log is read to the end. `finish()` sorts the diagnostics."""

    path: str
    block_size: int
    items: Iterable[RecordOccupancy] = ()
    diagnostics: list[Diagnostic] = field(default_factory=list)
    messages: list[LogMessage] = field(default_factory=list)
    message_rules: list[str] = field(default_factory=list)  # enabled rules of KIND "message" (KL209)
    settings: Any = None
    count: int = 0  # records seen so far (per target)
    _checked: bool = False

    def finish(self) -> None:
        """Once the log is read: the message checks (compiler errors are findings), then sort."""
        if not self._checked:
            from analyzer.lint.engine import run_checks

            self._checked = True
            shared: dict = {}
            errors = []
            for message in list(self.messages):
                errors += run_checks("message", message, self.path, self.message_rules, self.settings, shared)
            # NOTE: one problem, one finding: a kernel the compiler refused (`uses too much shared data`)
            # gets the compiler's error, not also KL203 "cannot launch" and KL207 for the same bytes.
            refused = {d.symbol for d in errors if d.symbol}
            self.diagnostics = [d for d in self.diagnostics if d.symbol not in refused] + errors
        self.diagnostics = sort_diagnostics(self.diagnostics)


def _same_target(arch: str, wanted: set[str]) -> bool:
    from analyzer.archs import arch_key

    return (arch_key(arch) or arch) in wanted


def expand_targets(records: Iterable[ResourceRecord], targets: tuple[str, ...] | None) -> Iterable[ResourceRecord]:
    """NVIDIA records keep their own arch (filtered by `targets` when given); AMD records, which name no
    target, are copied once per AMD target in `targets` (kept target-less when there is none)."""
    from analyzer.archs import get_arch, parse_target

    nvidia, amd = set(), []
    for name in targets or ():
        key, wave = parse_target(name)
        if get_arch(key).vendor == "amd":
            amd.append((key, wave if wave != get_arch(key).warp_size else None))
        else:
            nvidia.add(key)
    for record in records:
        if record.vendor == "amd":
            for arch, wave in amd or [(None, None)]:
                yield record.copy_for(arch, wave)
        elif not targets or not nvidia and amd or _same_target(record.arch or "", nvidia):
            yield record


def analyze(records: Iterable[ResourceRecord], path: str, settings: Settings, rule_ids: Iterable[str],
            targets: tuple[str, ...] | None, messages: list[LogMessage] | None = None) -> PtxasReport:
    """Run the record checks over every (record, target); `targets` None keeps every NVIDIA record."""
    from analyzer.diagnostics import Span
    from analyzer.lint.engine import checker

    block = int(settings.block_size)
    report = PtxasReport(path, block, messages=messages if messages is not None else [], settings=settings)
    run_checks = checker("record", path, record_rules(rule_ids), settings)
    report.message_rules = record_rules(rule_ids, "message")

    def items() -> Iterable[RecordOccupancy]:
        unsized: set[str | None] = set()
        # NOTE: a log repeats a few sets of numbers under many names. Per distinct numbers_key: the occupancy,
        # and the record rules' findings. A record rule decides from a record's numbers and occupancy, never
        # from its name, line or compile time (those only go into the messages of what it reports), so the
        # findings of these numbers are made once, for a stand-in named NAME, and each record gets them with
        # its own names and line (_named); a record with device functions (whose names KL205 reports), or
        # whose findings carry more than text (a fix, extra fields, a position), runs the rules itself: only
        # those that reported before for these numbers (a rule that found nothing in them finds nothing again).
        slots: dict = {}  # numbers_key -> [id, occupancy, findings or None, reporting rules]; ids are never reused
        ids = itertools.count()
        get, extend = slots.get, report.diagnostics.extend
        # NOTE: a lazy record (analyzer.logs.ptxas.assemble(lazy=True): (event, line), no targets) by its event's
        # numbers, the slot of the first such record made whole (ckey: the key of its arch, stack line's and usage
        # line's numbers, analyzer.logs.fast.record_event: the rest of its numbers_key is the same for every lazy
        # record); it goes on as (event, line, id, occupancy)
        lazy: dict = {}
        lazy_get = lazy.get

        def made(record: ResourceRecord, ckey: Any) -> tuple[RecordOccupancy, list]:
            """The item of a record made whole (ckey: its lazy record's, else None) and its slot; its findings added."""
            key = numbers_key(record)
            slot = get(key)
            if slot is None:
                if len(slots) >= MEMO:
                    slots.clear()
                    lazy.clear()
                occ = record_occupancy(record, block)
                slot = slots[key] = [next(ids), occ, _findings(run_checks, record, occ)
                                     if FINDINGS_MEMO and not record.device_functions else None, None]
            occ = slot[1]
            item = RecordOccupancy(record, occ, slot[0])
            if record.vendor == "amd":
                _compare_with_compiler(item, block, report.messages)
            if occ is None and record.registers is not None and record.arch not in unsized:
                unsized.add(record.arch)  # NOTE: said once per target, at its first record
                report.messages.append(LogMessage("kernlint", "note", (
                    "AMD remarks name no target: pass --arch gfxNNNN (or set `targets`) for occupancy"
                    if record.arch is None else
                    f"{record.arch} is not in kernlint's architecture database (`kernlint archs`): no occupancy"),
                    record.line, record.kernel))
            if ckey is not None and slot[2] is not None:
                lazy[ckey] = slot  # NOTE: a later lazy record of these numbers: the findings of the stand-in, named
            found, reporting = slot[2], slot[3]
            if found is None and (reporting is None or reporting):
                found = run_checks(item, None, reporting)
                if reporting is None and not any(d.rule_id == "KL000" for d in found):  # NOTE: a crash: all again
                    slot[3] = frozenset(d.rule_id for d in found)
                found = one_per_record(found)
                extend(d if d.span else _with_line(d, Span.at(record.line)) for d in found)
            elif found:
                extend(_named(found, record))
            return item, slot

        for record in expand_targets(records, targets) if targets else records:
            if type(record) is tuple:
                event, line = record
                ckey = event[2][3]
                slot = lazy_get(ckey)
                if slot is not None:
                    if slot[2]:
                        names = event[1]
                        extend(_named_at(slot[2], names[0], line, names[2]))
                    report.count += 1
                    yield event, line, slot[0], slot[1]
                    continue
                record = whole(event, line)
            elif type(record) is Run:
                # NOTE: a lazy record's step above for each record of the run, which goes on whole, each record's
                # slot in its `slots` (analyzer.reporters.ptxas writes their JSON from them)
                offset, kept = record.offset, []
                keep = kept.append
                for event, line in zip(record.events, record.lines):
                    slot = lazy_get(event[2][3])
                    if slot is None:
                        slot = made(whole(event, line + offset), event[2][3])[1]
                    elif slot[2]:
                        names = event[1]
                        extend(_named_at(slot[2], names[0], line + offset, names[2]))
                    keep(slot)
                record.slots = kept
                report.count += len(kept)
                yield record
                continue
            else:
                ckey = None
                if not targets and record.vendor == "amd":
                    record = record.copy_for(None, None)
            report.count += 1
            yield made(record, ckey)[0]

    report.items = items()
    return report


def _findings(run_checks, record: ResourceRecord, occ) -> list[Diagnostic] | None:
    """The record rules' findings for `record`'s numbers, made on a stand-in named NAME; None when they carry
    more than text (a fix, extra fields, a position) or a rule crashed: then each record runs the rules."""
    stand_in = record.copy_for(record.arch, record.wave_size)
    stand_in.kernel = NAME
    found = one_per_record(run_checks(RecordOccupancy(stand_in, occ), None))
    if any(d.span is not None or d.extra or d.fix is not None or d.rule_id == "KL000" for d in found):
        return None
    return found


def _named(found: list[Diagnostic], record: ResourceRecord) -> list[Diagnostic]:
    """The stand-in's findings with `record`'s names (the short name in the texts, the demangled name as the
    symbol: analyzer.checks._records.who) and line."""
    return _named_at(found, record.kernel, record.line)


def _named_at(found: list[Diagnostic], kernel: str, line: int, name: str | None = None) -> list[Diagnostic]:
    """_named for the record of `kernel` opened at `line`; `name`: its demangled name when known (a lazy record's
    event holds it: the workers demangle, analyzer.logs.fast.record_event). NOTE: the names' module and Span
    imported once, at the top: an import statement here was a third of its time (a CI log: 25,000 records with
    findings)."""
    if name is None:
        name = demangle(kernel)
    short, span = short_of(name), Span(line, 1, line, 2)  # NOTE: Span.at(line)
    return [Diagnostic(d.rule_id, d.name, d.severity, d.message.replace(NAME, short), d.path, span,
                       d.symbol.replace(NAME, name) if d.symbol else d.symbol, d.arch,
                       d.help.replace(NAME, short) if d.help else d.help, d.extra, d.fix) for d in found]


def _compare_with_compiler(item: RecordOccupancy, block: int, messages: list[LogMessage]) -> None:
    """AMD remarks carry the compiler's own occupancy: say so when ours, for the assumed workgroup size
    and wave size, differs (the compiler used the kernel's flat workgroup size, 1024 for HIP and 256 for
    OpenCL unless an attribute says otherwise, and the wave size it built for)."""
    record, occ = item.record, item.occupancy
    theirs = record.occupancy_waves_per_simd
    if occ is None or theirs is None or occ.waves_per_simd == theirs:  # NOTE: called for AMD records only
        return
    wave = f", wave{record.wave_size}" if record.wave_size else ""
    messages.append(LogMessage(
        "kernlint", "note", f"`{record.name}` on {record.arch}{wave}: {occ.waves_per_simd} waves/SIMD at {block} "
        f"work-items per workgroup, the compiler's {theirs}: it assumed another workgroup size (the kernel's "
        f"flat-work-group-size: 1024 for HIP, 256 for OpenCL, unless an attribute says) or another wave size "
        f"(say `--arch {record.arch}:wave64` for -mwavefrontsize64 builds); pass --block-size to match",
        record.line, record.kernel))


def record_rules(rule_ids: Iterable[str], kind: str = "record") -> list[str]:
    """The enabled rules whose check takes resource records (KIND "record") or compiler messages ("message")."""
    from analyzer.checks import MESSAGE_RULES, RECORD_RULES, load_check

    known = RECORD_RULES if kind == "record" else MESSAGE_RULES if kind == "message" else None
    return [rule for rule in sorted(rule_ids) if (known is None or rule in known)
            and getattr(load_check(rule), "KIND", None) == kind]


def one_per_record(found: list[Diagnostic]) -> list[Diagnostic]:
    """One problem, one finding: where KL203 (below the minimum occupancy) reports a record on a target, KL204
    (a cliff on the same record) would repeat its state and its fix; KL203 keeps the fix KL204 had when it has
    none of its own (a shared-memory step)."""
    low = {(d.symbol, d.arch): i for i, d in enumerate(found) if d.rule_id == "KL203"}
    if not low:
        return found
    out = list(found)
    for d in found:
        i = low.get((d.symbol, d.arch)) if d.rule_id == "KL204" else None
        if i is not None:
            if out[i].help is None and d.help:
                from dataclasses import replace

                out[i] = replace(out[i], help=d.help)
            out.remove(d)
    return out


def _with_line(diag: Diagnostic, span) -> Diagnostic:
    """`diag` at `span` (NOTE: the constructor, not dataclasses.replace, which reads the fields anew on every
    call: a log's findings are placed one by one, 13,000 of them in the 105 MB bench log)."""
    d = diag
    return Diagnostic(d.rule_id, d.name, d.severity, d.message, d.path, span, d.symbol, d.arch, d.help, d.extra, d.fix)
