"""Turn events (analyzer/logs/events.py) into ResourceRecords.

Attribution rules (what a log allows, and what it does not):
- `Compiling entry function 'K' for 'A'` opens a record (log order = record order; a kernel compiled
  twice gives two records). `Function properties for K` and the warnings that name K are attributed
  by name, to the latest open record of K, so lines of other files between them do no harm.
- `N bytes stack frame, ...` and `Used N registers, ...` name nobody: they go to the latest
  `Function properties` target and the latest entry record still lacking its `Used` line. When two
  ptxas processes interleave *inside* one record's 3-4 lines (not a whole-line-chunk interleave), the
  log no longer says which numbers belong to which kernel; no reader can disentangle that.
- `Function properties for f` with no open entry record of f is a device function: attached to the
  entry compiled just before it (ptxas prints callees after their first compiled caller). One that
  ptxas compiled on its own, which `-rdc=true` builds do (its own `Compile time` line follows, and it
  comes before its callers), belongs to no entry: it stays with its neighbour marked `standalone`.
- AMD remarks: `Function Name` opens a record; key lines go to the record opened at the same clang
  `file:line:col` (so parallel hipcc jobs can interleave freely), else to the latest one.
- Records are yielded once 256 newer records were opened, or at the end: memory stays bounded.
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import repeat
from operator import itemgetter
from typing import IO, Any, Iterable, Iterator

from analyzer.logs.events import Event, parse_payload
from analyzer.logs.hits import hit_batches
from analyzer.logs.lines import BLOCK, Payload
from analyzer.logs.records import DeviceFunction, LogMessage, ResourceRecord, Run, whole

WINDOW = 256


def _message(p: Payload, line: int) -> LogMessage | None:
    if p.kind != "tool" or p.level == "info":
        return None
    text = p.text.split(":", 1)[1].strip() if ":" in p.text else p.text
    kernel = None
    if "'" in text:
        parts = text.split("'")
        kernel = parts[1] if len(parts) > 2 else None
    return LogMessage(p.tool or "", p.level or "", text, line, kernel)


class Assembler:
    """Attributes events to records (its handlers, driven by assemble()); messages collect in `.messages`."""

    def __init__(self) -> None:
        self.open: OrderedDict[int, ResourceRecord] = OrderedDict()   # by opening line: log order
        self.by_name: dict[str, ResourceRecord] = {}
        self.messages: list[LogMessage] = []
        self.props_target: ResourceRecord | DeviceFunction | None = None
        self.last_entry: ResourceRecord | None = None
        self.awaiting_usage: list[ResourceRecord] = []
        self.limits: dict[str, int] = {}
        self.spill_warnings: set[str] = set()
        self.amd_by_loc: dict[str, ResourceRecord] = {}
        self.amd_last: ResourceRecord | None = None
        self.pending_device: tuple[ResourceRecord, DeviceFunction] | None = None  # attached, maybe wrongly
        self.handlers = {kind: getattr(self, "_" + kind) for kind in
                         ("entry", "props", "stack", "usage", "time", "limit", "spilled", "amd_name", "amd",
                                    "record")}

    def event_of(self, line: int, p: Payload) -> Event | None:
        """The event of one cleaned line of the general path, or None (a compiler message is kept in
        `.messages`; nvlink's totals are dropped)."""
        if p.tool == "nvcc":
            message = _message(p, line)
            if message:
                self.messages.append(message)
            return None
        event = parse_payload(p.text)
        if event is None:
            return None
        kind = event[0]
        if kind == "unknown":
            message = _message(p, line)
            if message:
                self.messages.append(message)
            return None
        if event[1] == "nvlink" and kind in ("props", "usage"):
            # NOTE: nvlink -v repeats linked totals with no arch, and its smem includes the 1024 bytes the
            # driver reserves per block on sm_80+ (rdc_nvlink.log: ptxas 4224, nvlink 5248), which the
            # occupancy engine adds itself: ptxas's records stay the truth
            return None
        return event

    def finish(self, lazy: bool = False) -> Iterator[ResourceRecord]:
        while self.open:
            record = self.open.popitem(last=False)[1]
            if type(record) is tuple:
                yield record if lazy else self.made(record)
            else:
                yield record if type(record) is Run else self._done(record)

    def made(self, lazy: tuple) -> ResourceRecord:
        """The ResourceRecord of a lazy record leaving the window (still last_entry after over WINDOW AMD records:
        later lines change the record yielded, as before)."""
        record = whole(*lazy)
        if self.last_entry is lazy:
            self.last_entry = record
        return record

    def _done(self, record: ResourceRecord) -> ResourceRecord:
        if record.vendor == "nvidia" and record.registers is None:
            # NOTE: a log cut short, or ptxas stopping inside this kernel: no numbers, so no budget passes
            self.messages.append(LogMessage(
                "kernlint", "warning", f"`{record.name}` on {record.arch} has no `Used N registers` line after its "
                "`Compiling entry function` (log cut short, or ptxas stopped)", record.line, record.kernel))
        return record

    def _entry(self, line: int, event: Event, p: Payload) -> None:
        record = ResourceRecord(kernel=event[2], line=line, arch=event[3])
        record.max_registers_limit = self.limits.pop(record.kernel, None)
        if record.kernel in self.spill_warnings:
            self.spill_warnings.discard(record.kernel)
            record.spill_warning = True
        self.open[line] = record
        self.by_name[record.kernel] = record
        self.last_entry = record
        self.pending_device = None
        self.awaiting_usage.append(record)
        del self.awaiting_usage[:-WINDOW]

    def _record(self, line: int, event: Event, p: Payload) -> None:
        """A whole record in a row (fast.RECORD): what _entry, _props, _stack, _usage and _time do for its lines,
        one after the other, in one step; kept as (event, line) (a lazy record, whole() makes it) unless a limit or
        spill warning named its kernel: only _props and _time change it later, while it is last_entry (_made)."""
        kernel = event[1][0]
        if (self.limits and kernel in self.limits) or kernel in self.spill_warnings:
            record = whole(event, line)
            if self.limits:
                record.max_registers_limit = self.limits.pop(kernel, None)
            if kernel in self.spill_warnings:
                self.spill_warnings.discard(kernel)
                record.spill_warning = True
        else:
            record = (event, line)
        self.open[line] = record
        self.by_name[kernel] = record
        self.last_entry = record
        # NOTE: _props found the record (open, no `Used` line yet), _stack filled it and left no target; _usage took
        # it straight back from awaiting_usage, where _entry's append had pushed out the oldest when full
        self.props_target = self.pending_device = None
        awaiting = self.awaiting_usage
        if len(awaiting) >= WINDOW:
            del awaiting[:len(awaiting) - WINDOW + 1]

    def _made(self) -> ResourceRecord:
        """last_entry as a ResourceRecord: a lazy one made, in every place that holds it (open, by_name)."""
        lazy = self.last_entry
        if type(lazy) is tuple:
            self.last_entry = whole(*lazy)
            if self.open.get(lazy[1]) is lazy:  # NOTE: once yielded (WINDOW), a change reaches no output, as before
                self.open[lazy[1]] = self.last_entry
            if self.by_name.get(lazy[0][1][0]) is lazy:
                self.by_name[lazy[0][1][0]] = self.last_entry
        return self.last_entry

    def _props(self, line: int, event: Event, p: Payload) -> None:
        name = event[2]
        record = self.by_name.get(name)
        if record is not None and type(record) is not tuple and record.line in self.open and record.registers is None:
            self.props_target = record
            return
        device = DeviceFunction(name, line)
        if self.last_entry is not None:
            entry = self._made()
            entry.device_functions.append(device)
            self.pending_device = (entry, device)
        self.props_target = device

    def _stack(self, line: int, event: Event, p: Payload) -> None:
        target = self.props_target
        if target is None:
            return
        target.stack_bytes, target.spill_store_bytes, target.spill_load_bytes = event[1:4]
        self.props_target = None

    def _usage(self, line: int, event: Event, p: Payload) -> None:
        self.pending_device = None
        while self.awaiting_usage:
            record = self.awaiting_usage.pop()
            if record.registers is None:
                break
        else:
            return
        for key, value in event[2].items():
            if key == "cmem":
                record.constant_bytes = dict(value)  # NOTE: events are cached and shared: copy
            else:
                setattr(record, key, sum(value) if type(value) is tuple else value)

    def _time(self, line: int, event: Event, p: Payload) -> None:
        if self.pending_device is not None:
            self._standalone(*self.pending_device)
            return
        # NOTE: ptxas prints it right after the record's `Used` line; anything else is not attributable.
        record = self.last_entry
        if type(record) is tuple:
            if record[0][3] != "null":  # NOTE: a lazy record's compile time (it has its `Used` line)
                return
            record = self._made()
        if record is not None and record.registers is not None and record.compile_time_ms is None:
            record.compile_time_ms = event[1]

    def _standalone(self, record: ResourceRecord, device: DeviceFunction) -> None:
        """A device function ptxas compiled on its own (-rdc): its neighbour entry is not its caller."""
        self.pending_device = None
        device.standalone = True

    def _limit(self, line: int, event: Event, p: Payload) -> None:
        self.limits[event[1]] = event[2]

    def _spilled(self, line: int, event: Event, p: Payload) -> None:
        _, name, stores, loads = event
        self.messages.append(LogMessage(p.tool or "ptxas", p.level or "warning", p.text.split(":", 1)[1].strip(),
                                        line, name))
        # NOTE: ptxas 13 prints the warning before `Compiling entry function` of the same kernel.
        self.spill_warnings.add(name)

    def _amd_name(self, line: int, event: Event, p: Payload) -> None:
        record = ResourceRecord(kernel=event[1], line=line, vendor="amd", spill_store_bytes=None,
                                spill_load_bytes=None, location=p.location)
        self.open[line] = record
        self.amd_last = record
        if p.location:
            self.amd_by_loc[p.location] = record

    def _amd(self, line: int, event: Event, p: Payload) -> None:
        record = self.amd_by_loc.get(p.location) if p.location else self.amd_last
        if record is None:
            return
        key, value = event[1], event[2]
        if key == "vgprs":
            record.registers = value
        elif key == "lds":
            record.lds_bytes = record.shared_bytes = value
        elif key == "scratch":
            record.scratch_bytes = record.stack_bytes = value
        elif key == "occupancy":
            record.occupancy_waves_per_simd = value
        elif key in ("sgpr_spill", "vgpr_spill"):
            setattr(record, key + "s", value)
        else:
            setattr(record, key, value)


def read_records(stream: IO[str], messages: list[LogMessage] | None = None, block: int = BLOCK, lazy: bool = False
                 ) -> Iterator[ResourceRecord]:
    """Every resource record of a build log, in log order, streaming. Messages go to `messages`; `lazy`: see
    assemble(). (analyzer/logs/chunks.py reads a large log file the same way, its lines scanned by workers.)"""
    return assemble(((0, *batch[:3]) for batch in hit_batches(stream, block)), messages, lazy)


def assemble(batches: Iterable[tuple], messages: list[LogMessage] | None = None, lazy: bool = False
             ) -> Iterator[ResourceRecord]:
    """The records of a log's hits, in log order: `batches` of (offset, line numbers, events, extras[, runs]), the
    offset added to each line number (see hit_batches()). `lazy`: a whole record that nothing changed comes
    as (event, line) (whole() makes its ResourceRecord; analyzer.lint.records takes them), and each of the batch's
    runs (chunks.sealed_runs: index ranges of its events) as one Run."""
    assembler = Assembler()
    event_of, handlers, opened, done = assembler.event_of, assembler.handlers, assembler.open, assembler._done
    limits, spilled, by_name, awaiting = (assembler.limits, assembler.spill_warnings, assembler.by_name,
                                          assembler.awaiting_usage)
    hidden = held = 0  # NOTE: the records of the Runs in `opened` beyond one each (the window counts records); Runs
    for batch in batches:
        offset, lines, events, extras = batch[:4]
        for begin, end, run in _segments(len(events), batch[4] if lazy and len(batch) > 4 else ()):
            if run and not limits and not spilled:
                # NOTE: what each record's step below would do (the next record, not in the run, takes over as the
                # last entry): opened in its place, its kernel named by a whole record (_props: a device function)
                chunk = events[begin:end]
                opened[lines[begin] + offset] = Run(chunk, lines[begin:end], offset)
                hidden += end - begin - 1
                held += 1
                by_name.update(zip(map(itemgetter(0), map(itemgetter(1), chunk)), repeat(SEALED)))
                if len(awaiting) >= WINDOW:
                    del awaiting[:len(awaiting) - WINDOW + 1]
                if len(opened) + hidden > WINDOW:
                    hidden, held = yield from _drain(opened, hidden, held, done)
                continue
            # NOTE: `extra` is the line's Payload on the general path (no event yet), an AMD remark's location
            # Payload on the common one (the only Payload a common shape's handler reads), else None
            whole_batch = begin == 0 and end == len(events)  # NOTE: no runs: the batch's own sequences, no copies
            for line, event, extra in (zip(lines, events, extras) if whole_batch else
                                       zip(lines[begin:end], events[begin:end], extras[begin:end])):
                if event is None:
                    event = event_of(line + offset, extra)
                    if event is None:
                        continue
                if event[0] == "record" and not limits and not spilled:
                    # NOTE: Assembler._record in line for a record no limit or spill warning names (a CI log's
                    # every record: the handler's call was a fifth of assembling)
                    line += offset
                    opened[line] = by_name[event[1][0]] = assembler.last_entry = (event, line)
                    assembler.props_target = assembler.pending_device = None
                    if len(awaiting) >= WINDOW:
                        del awaiting[:len(awaiting) - WINDOW + 1]
                else:
                    handlers[event[0]](line + offset, event, extra)
                if len(opened) + hidden > WINDOW:  # NOTE: the oldest open record once more than WINDOW are open
                    if held:
                        hidden, held = yield from _drain(opened, hidden, held, done)
                        continue
                    record = opened.popitem(last=False)[1]
                    if type(record) is tuple:
                        yield record if lazy else assembler.made(record)
                    else:
                        yield record if record.registers is not None else done(record)  # NOTE: _done's test
    yield from assembler.finish(lazy)
    if messages is not None:
        messages.extend(assembler.messages)


SEALED = ("sealed",)  # by_name's entry for the kernel of a Run's record: a whole record (not a ResourceRecord)


def _segments(count: int, runs) -> Iterator[tuple[int, int, bool]]:
    """(begin, end, is a run) of a batch's `count` hits: the runs, and the stretches between them."""
    at = 0
    for begin, end in runs:
        if begin > at:
            yield at, begin, False
        yield begin, end, True
        at = end
    if at < count:
        yield at, count, False


def _drain(opened: OrderedDict, hidden: int, held: int, done: Any) -> Iterator:
    """Yield what leaves `opened` (_leaving), a record made whole by `done` where it still lacks its registers;
    returns (hidden, held) less the Runs that left."""
    for record in _leaving(opened, hidden):
        if type(record) is Run:
            hidden -= len(record.events) - 1
            held -= 1
            yield record
        else:
            yield record if type(record) is tuple or record.registers is not None else done(record)
    return hidden, held


def _leaving(opened: OrderedDict, hidden: int) -> list:
    """The oldest items of `opened` (records, lazy records, Runs) that leave it once it holds more than WINDOW
    records (a Run counts its records, `hidden` of them beyond one each): a Run leaves once each of its records would
    have (nothing can change them), so those after it leave no sooner than they would."""
    out = []
    count = len(opened) + hidden
    while count > WINDOW:
        head = opened[next(iter(opened))]
        size = len(head.events) if type(head) is Run else 1
        if count - size < WINDOW:
            break
        out.append(opened.popitem(last=False)[1])
        count -= size
    return out


def read_lines(lines: Iterable[str]) -> list[ResourceRecord]:
    """Convenience for tests and small inputs: records of a list of lines."""
    import io

    return list(read_records(io.StringIO("\n".join(lines))))
