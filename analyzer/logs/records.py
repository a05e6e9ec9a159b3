"""What the log reader produces: one ResourceRecord per entry-function compilation (kernel x arch).

Units: bytes everywhere except registers (per thread), AMD SGPRs/VGPRs/AGPRs (per wave lane, as
LLVM prints them) and AMD spill counts (registers). `line` is the 1-based log line that opened the
record (`Compiling entry function ...` or `Function Name: ...`).
"""

from __future__ import annotations

from dataclasses import field, fields
from operator import attrgetter
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.logs.names import demangle


@dataclass(slots=True)
class DeviceFunction:
    """A non-entry function's properties (`Function properties for f` with no `Compiling entry function`).

    ptxas prints it right after the first entry it compiled that calls it; the reader attaches it there.
    `standalone`: ptxas compiled it on its own (`-rdc=true`), so the entry it sits with is only its
    neighbour in the log, not its caller.
    """

    kernel: str
    line: int
    stack_bytes: int = 0
    spill_store_bytes: int = 0
    spill_load_bytes: int = 0
    standalone: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"kernel": self.kernel, "name": demangle(self.kernel), "line": self.line,
                "stack_bytes": self.stack_bytes, "spill_store_bytes": self.spill_store_bytes,
                "spill_load_bytes": self.spill_load_bytes, "standalone": self.standalone}


@dataclass(slots=True)
class ResourceRecord:
    """One kernel compiled for one target, as the compiler reported it.

    NVIDIA: everything from ptxas. `arch` is the target exactly as printed (`sm_90a`, `sm_100f`).
    `barriers` is None when the toolkit does not print it (CUDA < 12). `max_registers_limit` is the
    `-maxrregcount` ptxas said it applied to this kernel, if any.
    AMD: `vendor == "amd"`, `arch` is None until the caller assigns a target (remarks name none);
    `registers` = VGPRs, `shared_bytes` = LDS, `stack_bytes` = scratch per lane; spill bytes are None
    (LLVM counts spilled registers: `sgpr_spills`, `vgpr_spills`).
    """

    kernel: str
    line: int
    arch: str | None = None
    vendor: str = "nvidia"
    registers: int | None = None
    shared_bytes: int = 0
    constant_bytes: dict[str, int] = field(default_factory=dict)
    stack_bytes: int = 0
    spill_store_bytes: int | None = 0
    spill_load_bytes: int | None = 0
    barriers: int | None = None
    global_bytes: int = 0
    local_bytes: int = 0
    cumulative_stack_bytes: int = 0
    textures: int = 0
    samplers: int = 0
    surfaces: int = 0
    compile_time_ms: float | None = None
    max_registers_limit: int | None = None
    spill_warning: bool = False
    device_functions: list[DeviceFunction] = field(default_factory=list)
    # AMD only
    sgprs: int | None = None
    agprs: int | None = None
    scratch_bytes: int | None = None
    dynamic_stack: bool | None = None
    occupancy_waves_per_simd: int | None = None
    sgpr_spills: int | None = None
    vgpr_spills: int | None = None
    lds_bytes: int | None = None
    location: str | None = None  # clang's `file:line:col` of the kernel, when printed
    log: str | None = None  # the build log it was read from, when the caller says (check --ptxas)
    wave_size: int | None = None  # AMD: 64 for a wave64 build of an RDNA target (`--arch gfx1100:wave64`)

    @property
    def name(self) -> str:
        """The demangled name (the mangled one when it is not a C++ name)."""
        return demangle(self.kernel)

    @property
    def spills(self) -> int:
        """Total spill traffic: bytes stored + loaded (NVIDIA) or registers spilled (AMD)."""
        if self.vendor == "amd":
            return (self.sgpr_spills or 0) + (self.vgpr_spills or 0)
        return (self.spill_store_bytes or 0) + (self.spill_load_bytes or 0)

    def copy_for(self, arch: str | None, wave_size: int | None = None) -> "ResourceRecord":
        """The same numbers assigned to another target (AMD remarks name no target)."""
        # NOTE: the constructor with every field in order (_ALL_FIELDS), not dataclasses.replace, which looks
        # the fields up anew on each call: a log's AMD records are copied once per target
        copy = ResourceRecord(*_ALL_FIELDS(self))
        copy.arch, copy.wave_size = arch, wave_size
        copy.constant_bytes, copy.device_functions = dict(self.constant_bytes), list(self.device_functions)
        return copy

    def to_dict(self) -> dict[str, Any]:
        """The stable JSON shape of `kernlint ptxas --format json` (without `occupancy`)."""
        data: dict[str, Any] = {
            "kernel": self.kernel, "name": self.name, "arch": self.arch, "vendor": self.vendor,
            "registers": self.registers,  # NOTE: null when the log never said (a truncated record)
            "shared_bytes": self.shared_bytes,
            "constant_bytes": {k: self.constant_bytes[k] for k in sorted(self.constant_bytes, key=int)},
            "stack_bytes": self.stack_bytes, "spill_store_bytes": self.spill_store_bytes,
            "spill_load_bytes": self.spill_load_bytes, "barriers": self.barriers, "line": self.line,
        }
        if self.vendor == "amd":
            data.update(vgprs=self.registers, sgprs=self.sgprs, agprs=self.agprs,
                        scratch_bytes=self.scratch_bytes, lds_bytes=self.lds_bytes,
                        occupancy_waves_per_simd=self.occupancy_waves_per_simd,
                        sgpr_spills=self.sgpr_spills, vgpr_spills=self.vgpr_spills,
                        dynamic_stack=self.dynamic_stack, location=self.location)
        else:
            data.update(global_bytes=self.global_bytes, local_bytes=self.local_bytes,
                        cumulative_stack_bytes=self.cumulative_stack_bytes, textures=self.textures,
                        samplers=self.samplers, surfaces=self.surfaces, compile_time_ms=self.compile_time_ms,
                        max_registers_limit=self.max_registers_limit,
                        device_functions=[d.to_dict() for d in self.device_functions])
        return data


@dataclass(frozen=True, slots=True)
class LogMessage:
    """A compiler message that is not a resource record: ptxas/nvlink/nvcc warnings, errors, fatals."""

    tool: str
    level: str
    text: str
    line: int
    kernel: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "level": self.level, "message": self.text, "line": self.line,
                "kernel": self.kernel}


class Run:
    """Whole ptxas records in a row (fast.RECORD), each followed by another: once the next one is the last entry, no
    later line can change them (analyzer.logs.ptxas.Assembler: only the last entry takes a device function or a
    compile time). analyzer.logs.ptxas.assemble yields them as one item, in their place in log order, where the log's
    ranges are scanned in worker processes (chunks.py): record k is the lazy record (events[k], lines[k] + offset).
    analyzer.lint.records fills `slots` (the slot of each record's numbers); analyzer.reporters.ptxas writes their
    JSON in one piece."""

    __slots__ = ("events", "lines", "offset", "slots")

    def __init__(self, events: list, lines: Any, offset: int) -> None:
        self.events, self.lines, self.offset, self.slots = events, lines, offset, None


NAME_KEY = ', "name": '  # what the JSON of a record holds between its kernel and its name (analyzer.reporters.ptxas)


def whole(event: tuple, line: int) -> ResourceRecord:
    """The record of a "record" event (analyzer.logs.fast.record_event: a whole ptxas record) opened at `line`:
    analyzer.logs.ptxas.Assembler keeps such a record as (event, line) until it must be a ResourceRecord."""
    kernel = event[1][0]
    arch, (stack, stores, loads), (registers, shared, barriers, local, cumulative, cmem) = event[2][:3]
    # NOTE: the fields in their order (a call by keyword costs twice as much); the compile time is the float of its JSON
    # (fast.time_json: the float's repr, or json's `Infinity`)
    return ResourceRecord(kernel, line, arch, "nvidia", registers, shared, {} if cmem is None else {cmem[0]: cmem[1]},
                          stack, stores, loads, barriers, 0, local, cumulative, 0, 0, 0,
                          None if event[3] == "null" else float(event[3]))


# NOTE: what differs between two records of the same numbers: who (names), where (lines, clang's location,
# the log) and how long ptxas took. Everything else a record says goes into numbers_key.
NAMED = frozenset({"kernel", "line", "compile_time_ms", "location", "log"})
_ALL_FIELDS = attrgetter(*(f.name for f in fields(ResourceRecord)))
_NUMBERS = attrgetter(*(f.name for f in fields(ResourceRecord)
                        if f.name not in NAMED and f.name not in ("constant_bytes", "device_functions")))
_DEVICE_NUMBERS = attrgetter(*(f.name for f in fields(DeviceFunction) if f.name not in ("kernel", "line")))


def numbers_key(record: ResourceRecord) -> tuple:
    """A hashable key of every field of `record` but its names, lines and compile time (NAMED; also the device
    functions' names and lines): records with equal keys have equal occupancy, findings up to the names in
    their messages, and JSON up to those fields."""
    devices = record.device_functions
    return (_NUMBERS(record), tuple(record.constant_bytes.items()),
            tuple(map(_DEVICE_NUMBERS, devices)) if devices else ())
