"""`kernlint check --ptxas LOG` / `--compile`: compiler resource records joined to source kernels and launches.

Matching: a record's demangled name, reduced to its own name with template arguments (`scale<float, 4>`,
analyzer.logs.names.short_name), is matched to a launch's kernel as written (`scale<float, 4>`, spaces and
integer suffixes ignored: the demangler writes `tile<32u, 8u>`); a launch that leaves trailing template
arguments to their defaults (`scale<float>`) matches the records whose arguments begin with its own; a
launch without template arguments matches the records of that base name. Either way the records must be
one kernel per arch (several instantiations or overloads with different numbers: ambiguous, skipped).
Archs: the run's targets that the log has records for; when the log has none of them, every arch it has.

For each launch and each such arch, the occupancy at the launch's threads per block (where the launch's is
unknown, the threads the launch facts give the kernel when no launch tells: analysis/launches.unlaunched_threads,
said so) and dynamic shared memory (unknown dynamic smem counts as 0 and is said so) feeds KL203/KL204 at
the launch line, except for a grid of at most one block per SM (one block, or no more blocks than the
SMs of a product named as target): no occupancy change speeds that up, a note says so. The other record rules (KL205-KL208) are reported at the kernel's definition when
it is in the sources (records of kernels the analysed sources do not define are left to `kernlint ptxas`).
Kernels never launched in the sources get KL203/KL204 at their
definition at the threads the launch facts give them (analysis/launches.unlaunched_threads: the config's
`kernels:` block, `__launch_bounds__`' max threads, else the configured block size).

`--compile` produces the records itself (analyzer.logs.compile).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Iterable

from analyzer.analysis.launches import unlaunched_threads
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Span
from analyzer.errors import KernlintError
from analyzer.archs import arch_key

LAUNCH_RULES = ("KL203", "KL204")


_SPACE = re.compile(r"\s+")
_INT_SUFFIX = re.compile(r"\b(\d+)[uUlL]+\b")


def _key(name: str) -> str:
    """The matching form of a kernel name: no spaces, no integer suffixes (`tile<32u, 8u>` -> `tile<32,8>`)."""
    return _INT_SUFFIX.sub(r"\1", _SPACE.sub("", name))


def _base(name: str) -> str:
    return name.split("<", 1)[0]


def read_logs(paths: Iterable[str], messages: list | None = None) -> list:
    """Every resource record of the given logs ('-' = stdin), in order; unreadable log -> KernlintError."""
    from analyzer.logs import open_log, read_records

    records = []
    for path in paths:
        try:
            with open_log(path) as stream:
                for record in read_records(stream, messages):
                    record.log = path
                    records.append(record)
        except OSError as exc:
            raise KernlintError(f"{path}: cannot read ({exc.strerror or exc})") from None
    return records


def index_records(records: Iterable) -> dict[str, dict[str, list]]:
    """short name (no spaces) -> canonical arch -> records (first compilation first)."""
    from analyzer.logs.names import short_name

    table: dict[str, dict[str, list]] = {}
    for record in records:
        arch = arch_key(record.arch)
        if arch is None or record.registers is None:
            continue
        table.setdefault(_key(short_name(record.kernel)), {}).setdefault(arch, []).append(record)
    return table


def _candidates(table: dict[str, dict[str, list]], written: str, arity: int | None = None) -> dict[str, Any]:
    """arch -> the one record a kernel name as written refers to (ambiguous archs left out). Overloads with
    different resources are told apart by the launch's number of arguments (`arity`) where that leaves one."""
    key = _key(written)
    if "<" not in key:
        groups = [archs for name, archs in table.items() if _base(name) == key]
    elif key in table:
        groups = [table[key]]
    else:  # NOTE: trailing arguments left to their defaults: `k<float>` is `k<float,8>`
        groups = [archs for name, archs in table.items() if name.startswith(key[:-1] + ",")]
    found: dict[str, Any] = {}
    for arch in sorted({a for g in groups for a in g}):
        # NOTE: one record per mangled name: overloads (`ov(float*)`, `ov(double*)`) share a short name
        options = [r for g in groups if arch in g for r in _first_per_symbol(g[arch])]
        distinct = {(r.registers, r.shared_bytes, r.barriers) for r in options}
        if len(distinct) > 1 and arity is not None:
            options = [r for r in options if _param_count(r.kernel) == arity]
            distinct = {(r.registers, r.shared_bytes, r.barriers) for r in options}
        if len(distinct) == 1:
            found[arch] = options[0]
    return found


def _param_count(mangled: str) -> int | None:
    from analyzer.logs.names import demangled_params

    params = demangled_params(mangled)
    return None if params is None else len(params)


def _first_per_symbol(records: list) -> list:
    """The first record of each mangled name (a log may compile the same kernel more than once)."""
    seen: dict[str, Any] = {}
    for record in records:
        seen.setdefault(record.kernel, record)
    return list(seen.values())


def _definition(kernels: list, record: Any) -> Any:
    """The source kernel a record belongs to: the one definition of its name, or, among overloads, the one
    whose parameter types equal the record's demangled signature (None when none does)."""
    if len(kernels) == 1:
        return kernels[0]
    from analyzer.logs.names import demangled_params, param_types

    wanted = demangled_params(record.kernel)
    matches = [k for k in kernels if param_types(k.params) == wanted]
    return matches[0] if len(matches) == 1 else None


def _archs(found: dict[str, Any], targets: Iterable[str]) -> list[str]:
    wanted = [a for a in (arch_key(t) for t in targets) if a in found]
    return wanted or sorted(found)


def _occupancy(record, threads: int, dynamic: int):
    from analyzer.occupancy.records import record_occupancy

    return record_occupancy(record, threads, dynamic, arch=arch_key(record.arch))


def _run(rule_ids, record, occ, path: str, span: Span | None, settings) -> list[Diagnostic]:
    from analyzer.lint.engine import run_checks
    from analyzer.occupancy.records import RecordOccupancy

    from analyzer.lint.records import one_per_record

    found = one_per_record(run_checks("record", RecordOccupancy(record, occ), path, sorted(rule_ids), settings))
    # NOTE: the compiler's report line rides along (SARIF relatedLocations) while the finding sits in source
    related = {"related": (record.log, record.line)} if record.log and record.log != "-" else {}
    return [replace(d, path=path, span=span, extra={**d.extra, **related}) for d in found]


def join(kernels: Iterable, launches: Iterable, records: Iterable, settings: Settings,
         enabled: Iterable[str], notes: list[str] | None = None) -> tuple[list[dict], list[Diagnostic]]:
    """(launch entries for `check --format json`, diagnostics) for the sources' kernels/launches and records.
    """
    from analyzer.logs.names import short_name

    kernels = list(kernels)
    enabled = set(enabled)
    records = list(records)
    table = index_records(records)
    # NOTE: records cut before their `Used N registers` line (a log cut short): no occupancy, but not "no record"
    cut = {_key(short_name(r.kernel)) for r in records if r.registers is None and arch_key(r.arch) is not None}
    targets = tuple(settings.targets or ())
    entries: list[dict] = []
    diagnostics: list[Diagnostic] = []
    launched: set[str] = set()
    defined = _definitions(kernels)
    for launch in sorted(launches, key=lambda l: (l.file, l.span.line, l.span.column)):
        found = _candidates(table, launch.kernel, launch.arity)
        threads, why = launch.threads, ""
        assumed = threads is None
        if assumed:  # NOTE: judged as the kernel no launch reaches is: the launch facts decide, in one place
            threads, why = _assumed_threads(defined, launch, found, settings)
        block = list(launch.block) if launch.block is not None else None
        entry = {"kernel": launch.kernel, "file": launch.file, "line": launch.span.line, "block": block,
                 "grid": list(launch.grid) if launch.grid is not None else None,
                 "dynamic_shared_bytes": launch.dynamic_shared_bytes, "occupancy": {}}
        entries.append(entry)
        # NOTE: by the instance reached (`heavy<64>`), so an unlaunched `heavy<16>` keeps its own findings
        launched.update(_key(short_name(record.kernel)) for record in found.values())
        if not found:
            written = _key(launch.kernel)
            if any(name == written or _base(name) == written for name in cut):
                entry["unjudged"] = "record has no registers line"
            else:
                entry["unjudged"] = "no record"
                if table and notes is not None:
                    notes.append(f"{launch.file}:{launch.span.line}: launch of `{launch.written}` found no compiler "
                                 f"record (not compiled, compiled under another name, or overloads with different "
                                 f"resources)")
            continue
        dynamic = launch.dynamic_shared_bytes or 0
        for arch in _archs(found, targets):
            record = found[arch]
            occ = _occupancy(record, threads, dynamic)
            if occ is None:
                continue
            entry["occupancy"][arch] = {"occupancy": round(occ.occupancy, 6), "blocks_per_sm": occ.blocks_per_sm,
                                        "limiter": occ.limiter, "registers": record.registers,
                                        "shared_bytes": record.shared_bytes, "dynamic_shared_bytes": dynamic,
                                        "threads": threads, "threads_assumed": assumed}
            if assumed:
                entry["occupancy"][arch]["threads_why"] = why
            products = settings.products
            if products:  # NOTE: targets named by product (`--target H100`): waves of blocks of a known grid
                from analyzer.products import launch_waves

                entry["occupancy"][arch]["waves"] = launch_waves(products, arch, launch.grid, occ.blocks_per_sm)
            found_here = _run(enabled & set(LAUNCH_RULES), record, occ, launch.file, launch.span, settings)
            if found_here and occ.blocks_per_sm and _one_block_per_unit(launch.grid, arch, settings.products):
                # NOTE: a grid no larger than one block per SM (one block; or the named products' SM counts)
                # keeps one block on each SM whatever the resources: no occupancy change can speed it up.
                # KL203 "cannot launch" (blocks_per_sm 0) stays: that launch fails
                found_here = []
                if notes is not None:
                    blocks = _blocks(launch.grid)
                    notes.append(f"{launch.file}:{launch.span.line}: launch of `{launch.written}` is {blocks} "
                                 f"block{'s' if blocks != 1 else ''}, at most one block per SM on {arch}: its "
                                 f"occupancy ({occ.occupancy * 100:g} %) cannot change its speed, so KL203/KL204 "
                                 f"give no advice for it")
            for diag in found_here:
                extra = (f"; this launch's block size is unknown (judged at {threads} threads, {why}; "
                         f"--block-size or the config's `kernels:` entry tells kernlint)" if assumed else "")
                if launch.dynamic_shared_bytes:
                    extra += f"; this launch adds {launch.dynamic_shared_bytes} bytes of dynamic shared memory"
                elif launch.dynamic_shared_bytes is None:
                    extra += "; this launch's dynamic shared memory is unknown (counted as 0)"
                diagnostics.append(replace(diag, message=diag.message + extra))
    diagnostics.extend(_kernel_findings(kernels, table, targets, settings, enabled, launched))
    if notes is not None:
        for name in sorted(set(table) - launched):
            where = next((k for k in kernels if k.name == _base(name)), None)
            if where is not None:  # NOTE: records of kernels the analysed sources do not define are not ours
                threads, why = unlaunched_threads(where, settings)
                notes.append(f"{where.file}:{where.span.line}: compiler record of `{name}` found no launch in the "
                             f"analysed sources (judged at {threads} threads per block, {why})")
    return entries, diagnostics


def _blocks(grid) -> int | None:
    """The blocks of a grid whose every dimension is known, else None."""
    if not grid or any(c is None for c in grid):
        return None
    return int(grid[0]) * int(grid[1]) * int(grid[2])


def _one_block_per_unit(grid, arch: str, products: Iterable) -> bool:
    """Whether a launch of `grid` puts at most one block on each SM/CU of `arch`: one block, or no more blocks
    than the multiprocessors of every product named for that arch (`--target H100`)."""
    blocks = _blocks(grid)
    if blocks is None:
        return False
    units = [p.wave_units for p in products or () if p.target == arch.split(":")[0]]
    return blocks <= 1 or bool(units) and blocks <= min(units)


def _definitions(kernels: Iterable) -> dict[str, list]:
    """name -> the distinct source definitions of that name (overloads)."""
    defined: dict[str, list] = {}
    for kernel in kernels:
        overloads = defined.setdefault(kernel.name, [])
        if not any(k.file == kernel.file and k.span == kernel.span for k in overloads):
            overloads.append(kernel)
    return defined


def _assumed_threads(defined: dict[str, list], launch: Any, found: dict[str, Any], settings: Settings) -> tuple[int, str]:
    """(threads, why) of a launch whose block is unknown: what the launch facts give the kernel it launches when no
    launch tells (analysis/launches.unlaunched_threads), so a kernel is judged at the same block whether or not
    another file holds a launch of it with an unknown block; the configured block size when no one definition is
    known."""
    overloads = defined.get(launch.kernel_name) or defined.get(_base(launch.kernel)) or []
    record = next(iter(found.values()), None)
    kernel = _definition(overloads, record) if overloads and record is not None else None
    return unlaunched_threads(kernel, settings)


def _kernel_findings(kernels, table, targets, settings, enabled, launched) -> list[Diagnostic]:
    """KL205-KL208 per kernel (and KL203/KL204 for kernels no source launch reaches)."""
    per_kernel = enabled - set(LAUNCH_RULES)
    out: list[Diagnostic] = []
    seen: set[tuple[str, str]] = set()
    defined = _definitions(kernels)
    for name, archs in sorted(table.items()):
        if _base(name) not in defined:
            continue  # NOTE: `check` reports on the analysed sources; `kernlint ptxas` covers the whole log
        for arch, record in ((a, r) for a in _archs(archs, targets) for r in _first_per_symbol(archs[a])):
            if (record.kernel, arch) in seen:
                continue
            seen.add((record.kernel, arch))
            kernel = _definition(defined[_base(name)], record)
            if kernel is None:
                continue  # NOTE: overloads and no signature that matches: never pin it on the wrong one
            path, span = kernel.file, kernel.span
            rules = set(per_kernel)
            threads, _ = unlaunched_threads(kernel, settings)
            if name not in launched:
                rules |= enabled & set(LAUNCH_RULES)
            occ = _occupancy(record, threads, 0)
            out.extend(_run(rules, record, occ, path, span, settings))
    return out


# --- the one call `kernlint check` makes ------------------------------------------------------------

def attach(result: Any, files: Iterable[str], settings: Settings, enabled: Iterable[str], logs: Iterable[str] = (),
           compile: bool = False) -> tuple[list[Diagnostic], list[dict], list[str]]:
    """For `check --ptxas LOG... [--compile]`: (diagnostics to add, the JSON "launches" list, one-line notes).

    `result` is the analysis driver's RunResult (its files' kernels and launches). The new diagnostics are
    not yet suppressed: the command hands them, with the source findings, to the run's one finalize().
    """
    from analyzer.lint.engine import run_checks
    from analyzer.lint.records import record_rules

    notes: list[str] = []
    records, errors = [], []
    message_rules = record_rules(enabled, "message")
    for log in logs:  # NOTE: a compiler error in a log is a finding (KL209) here as in `kernlint ptxas`
        messages: list = []
        records += read_logs([log], messages)
        shared: dict = {}
        for message in messages:
            errors += run_checks("message", message, log, message_rules, settings, shared)
    if compile:
        from analyzer.logs.compile import compile_records

        failed: list = []
        records += compile_records(files, settings.targets, notes, settings, failed)
        per_file: dict[str, dict] = {}
        for file, message in failed:  # NOTE: a compile that failed is a KL209 finding in the file, exit 1
            errors += run_checks("message", message, file, message_rules, settings, per_file.setdefault(file, {}))
    entries, found = join(result.kernels, result.launches, records, settings, enabled, notes)
    found = strongest(found, getattr(result, "diagnostics", ()))
    return found + errors, entries, notes


# NOTE: one problem, one finding: a launch over the block limit (KL101) or shared memory over a limit (KL103)
# is an error already found in source; the records' KL203 "cannot launch" / KL204 / KL207 per target would
# repeat it at the same place.
_IMPLIED = {"KL101": {"KL203", "KL204"}, "KL103": {"KL203", "KL204", "KL207"}}


def strongest(found: list[Diagnostic], source: Iterable[Diagnostic]) -> list[Diagnostic]:
    """`found` (record findings placed in source) less those a source error implies: at the same line, or
    for the same kernel (KL103 on a kernel's static shared memory covers every launch of it)."""
    from analyzer.logs.names import short_name

    def name(diag: Diagnostic) -> str:
        return _key(short_name(diag.symbol or ""))

    implied: dict[tuple[str, Any], set[str]] = {}
    for diag in source:
        for rule in _IMPLIED.get(diag.rule_id, ()):
            implied.setdefault((diag.path, diag.line), set()).add(rule)
            if diag.rule_id == "KL103" and diag.symbol and diag.message.startswith("static shared memory"):
                implied.setdefault(("kernel", name(diag)), set()).add(rule)
    return [d for d in found if d.rule_id not in implied.get((d.path, d.line), ())
            and d.rule_id not in implied.get(("kernel", name(d)), ())]
