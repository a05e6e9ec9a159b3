"""Turn cleaned compiler lines into events (grammars/ptxas.lark) and events into ResourceRecords.

Attribution rules (what a log allows, and what it does not):
- `Compiling entry function 'K' for 'A'` opens a record (log order = record order; a kernel compiled
  twice gives two records). `Function properties for K` and the warnings that name K are attributed
  by name, to the latest open record of K, so lines of other files between them do no harm.
- `N bytes stack frame, ...` and `Used N registers, ...` name nobody: they go to the latest
  `Function properties` target and the latest entry record still lacking its `Used` line. When two
  ptxas processes interleave *inside* one record's 3-4 lines (not a whole-line-chunk interleave), the
  log no longer says which numbers belong to which kernel; no reader can disentangle that.
- `Function properties for f` with no open entry record of f is a device function: attached to the
  entry compiled just before it (ptxas prints callees after their first compiled caller).
- AMD remarks: `Function Name` opens a record; key lines go to the record opened at the same clang
  `file:line:col` (so parallel hipcc jobs can interleave freely), else to the latest one.
- Records are yielded once 256 newer records were opened, or at the end: memory stays bounded.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from typing import IO, Iterable, Iterator

from analyzer.logs.lines import BLOCK, Payload, candidates, payload
from analyzer.logs.records import DeviceFunction, LogMessage, ResourceRecord

WINDOW = 256
Event = tuple


def _ints(tree) -> list[int]:
    return [int(t) for t in tree.children if getattr(t, "type", None) == "INT"]


def _unquote(token) -> str:
    text = str(token)
    return text[1:-1] if text.startswith("'") else text


def _usage(tree) -> dict:
    """`Used N registers, ...` -> field name -> value (cmem banks under "cmem")."""
    values: dict = {"registers": int(tree.children[1]), "cmem": {}}
    for item in tree.children[2:]:
        kind, nums = item.data, _ints(item)
        if kind == "cmem":
            bank = str(item.children[1])[5:-1]
            values["cmem"][bank] = values["cmem"].get(bank, 0) + nums[0]
        elif kind in ("smem", "smem_split"):
            values["shared_bytes"] = sum(nums)   # NOTE: CUDA <= 3 `A+B bytes smem`: static + params/system
        elif kind in ("lmem", "lmem_split"):
            values["local_bytes"] = sum(nums)
        elif kind == "link_stack":
            values["stack_bytes"] = nums[0]
        else:
            values[{"gmem": "global_bytes", "cumulative_stack": "cumulative_stack_bytes"}.get(kind, kind)] = nums[0]
    return values


def _tree_event(tree) -> Event | None:
    line = tree.children[0]
    kind = line.data
    if kind == "stack_line":
        return ("stack", *_ints(line))
    if kind == "remark_line":
        remark = line.children[0]
        value = remark.children[-1]
        if remark.data == "amd_name":
            return ("amd_name", str(value))
        if remark.data == "amd_dynamic_stack":
            return ("amd", "dynamic_stack", str(value) == "True")
        return ("amd", remark.data[4:], int(value))
    tool, msg = str(line.children[0]), line.children[2]
    kind = msg.data
    if kind == "compiling":
        return ("entry", tool, _unquote(msg.children[0]), _unquote(msg.children[1]))
    if kind == "properties":
        return ("props", tool, _unquote(msg.children[0]).rstrip(":"))
    if kind == "usage":
        return ("usage", tool, _usage(msg))
    if kind == "compile_time":
        return ("time", float(msg.children[0]))
    if kind == "override_limit":
        return ("limit", _unquote(msg.children[1]), int(msg.children[2]))
    if kind == "spilled":
        stores, loads = _ints(msg)
        return ("spilled", _unquote(msg.children[0]), stores, loads)
    return None  # unit_globals, override_global: nothing per kernel


@lru_cache(maxsize=16384)
def parse_payload(text: str) -> Event | None:
    """Event of one cleaned line; ("unknown",) when the grammar does not know the line.

    NOTE: cached by text: real logs repeat the same `Used`/stack-frame lines thousands of times.
    """
    from lark.exceptions import LarkError

    from analyzer.grammar import get_parser

    try:
        return _tree_event(get_parser("ptxas").parse(text))
    except LarkError:
        return ("unknown",)


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
    """Feeds on (line number, payload) and yields finished records; messages collect in `.messages`."""

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

    def feed(self, line: int, p: Payload) -> Iterator[ResourceRecord]:
        if p.tool == "nvcc":
            message = _message(p, line)
            if message:
                self.messages.append(message)
            return
        event = parse_payload(p.text)
        if event is None:
            return
        kind = event[0]
        if kind == "unknown":
            message = _message(p, line)
            if message:
                self.messages.append(message)
            return
        if event[1] == "nvlink" and kind in ("props", "usage"):
            return  # NOTE: nvlink -v repeats linked totals with no arch; ptxas's records stay the truth
        getattr(self, "_" + kind)(line, event, p)
        if len(self.open) > WINDOW:
            yield self.open.popitem(last=False)[1]

    def finish(self) -> Iterator[ResourceRecord]:
        while self.open:
            yield self.open.popitem(last=False)[1]

    def _entry(self, line: int, event: Event, p: Payload) -> None:
        record = ResourceRecord(kernel=event[2], line=line, arch=event[3])
        record.max_registers_limit = self.limits.pop(record.kernel, None)
        if record.kernel in self.spill_warnings:
            self.spill_warnings.discard(record.kernel)
            record.spill_warning = True
        self.open[line] = record
        self.by_name[record.kernel] = record
        self.last_entry = record
        self.awaiting_usage.append(record)
        del self.awaiting_usage[:-WINDOW]

    def _props(self, line: int, event: Event, p: Payload) -> None:
        name = event[2]
        record = self.by_name.get(name)
        if record is not None and record.line in self.open and record.registers is None:
            self.props_target = record
            return
        device = DeviceFunction(name, line)
        if self.last_entry is not None:
            self.last_entry.device_functions.append(device)
        self.props_target = device

    def _stack(self, line: int, event: Event, p: Payload) -> None:
        target = self.props_target
        if target is None:
            return
        target.stack_bytes, target.spill_store_bytes, target.spill_load_bytes = event[1:4]
        self.props_target = None

    def _usage(self, line: int, event: Event, p: Payload) -> None:
        while self.awaiting_usage:
            record = self.awaiting_usage.pop()
            if record.registers is None:
                break
        else:
            return
        values = dict(event[2])
        record.constant_bytes = values.pop("cmem")
        for key, value in values.items():
            setattr(record, key, value)

    def _time(self, line: int, event: Event, p: Payload) -> None:
        # NOTE: ptxas prints it right after the record's `Used` line; anything else is not attributable.
        record = self.last_entry
        if record is not None and record.registers is not None and record.compile_time_ms is None:
            record.compile_time_ms = event[1]

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


def read_records(stream: IO[str], messages: list[LogMessage] | None = None, block: int = BLOCK) -> Iterator[ResourceRecord]:
    """Every resource record of a build log, in log order, streaming. Messages go to `messages`."""
    assembler = Assembler()
    for line, raw in candidates(stream, block):
        p = payload(raw)
        if p is not None:
            yield from assembler.feed(line, p)
    yield from assembler.finish()
    if messages is not None:
        messages.extend(assembler.messages)


def read_lines(lines: Iterable[str]) -> list[ResourceRecord]:
    """Convenience for tests and small inputs: records of a list of lines."""
    import io

    return list(read_records(io.StringIO("\n".join(lines))))
