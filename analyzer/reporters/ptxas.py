"""`kernlint ptxas` output: the records table (text), the streamed JSON document, and the document other
formats (sarif, concise, github) take through analyzer.reporters.render with command "ptxas".

JSON (stable keys): {"log", "block_size", "records": [ResourceRecord.to_dict() + "occupancy"], "diagnostics":
[the "ptxas" shape of analyzer.reporters.json_], "messages": [LogMessage.to_dict()]}.
"""

from __future__ import annotations

from typing import Any, TextIO

from json.encoder import encode_basestring_ascii

from analyzer.logs.names import demangle
from analyzer.logs.records import NAME_KEY, Run, numbers_key, whole
from analyzer.reporters.json_ import diagnostics_list


def record_dict(report: Any, item: Any) -> dict[str, Any]:
    """One record of the JSON document: the record's fields and its occupancy at the report's block size."""
    data = item.record.to_dict()
    data["occupancy"] = item.occupancy_dict(report.block_size)
    return data


def document(report: Any) -> dict[str, Any]:
    """The whole JSON document (keys are a contract with CI scripts). Consumes `report.items`."""
    records = [record_dict(report, item) for item in report.items]
    report.finish()
    return {"log": report.path, "block_size": report.block_size, "records": records,
            "diagnostics": diagnostics_list(report.diagnostics, "ptxas"),
            "messages": [m.to_dict() for m in report.messages]}


def render_json(report: Any, out: TextIO) -> None:
    """The document of PtxasReport.document(), written record by record (memory stays flat on huge logs).

    NOTE: compact json.dumps pieces: the C encoder only runs without indent; `jq .` pretty-prints. A record
    is written through a template made once per distinct numbers (analyzer.logs.records.numbers_key): the
    record's JSON cut where its names, lines, compile time and device functions go, joined with them per
    record (a join, not a %-format: that scans the 700 characters of a record's text again for each record).
    """
    import json

    out.write(f'{{"log": {json.dumps(report.path)}, "block_size": {report.block_size}, "records": [')
    templates: dict = {}
    batch: list[str] = []
    sep = ""
    enc = encode_basestring_ascii
    for item in report.items:
        if len(batch) == 256:
            out.write(sep + ", ".join(batch))
            batch, sep = [], ", "
        if type(item) is tuple:
            # NOTE: a lazy record (analyzer.lint.records: (event, line, id, occupancy)): its values straight from the
            # event once its numbers have a template of _nvidia's fields, else made whole
            event, line, key, occ = item
            template = templates.get(key)
            if template is not None and template[1] is _nvidia:
                # NOTE: _nvidia_values(kernel, line, compile time, "[]") joined into the pieces, in line
                a, b, c, d, e, f = template[0]
                if b == NAME_KEY:  # NOTE: the JSON of its names and time from its event (fast.record_event)
                    batch.append(f"{a}{event[1][1]}{c}{line}{d}{event[3]}{e}[]{f}")
                    continue
                kernel = event[1][0]
                batch.append(f"{a}{enc(kernel)}{b}{enc(demangle(kernel))}{c}{line}{d}{event[3]}{e}[]{f}")
                continue
            from analyzer.occupancy.records import RecordOccupancy

            item = RecordOccupancy(whole(event, line), occ, key)
        elif type(item) is Run:
            if batch:
                out.write(sep + ", ".join(batch))
                batch, sep = [], ", "
            sep = _write_run(report, item, templates, out, sep)
            continue
        key = item.key if item.key is not None else numbers_key(item.record)
        template = templates.get(key)
        if template is None:
            if len(templates) >= 1 << 16:
                templates.clear()
            template = templates[key] = _template(report, item)
        pieces, fill = template
        parts = [pieces[0]]
        for value, piece in zip(fill(item.record), pieces[1:]):
            parts += (str(value), piece)
        batch.append("".join(parts))
    if batch:
        out.write(sep + ", ".join(batch))
    report.finish()
    # NOTE: finish() sorted the findings: diagnostics_list would sort them again (a key per finding)
    out.write(f'], "diagnostics": {_diagnostics_json(report.diagnostics)}, '
              f'"messages": {json.dumps([m.to_dict() for m in report.messages])}}}\n')


def _write_run(report: Any, run: Run, templates: dict, out: TextIO, sep: str) -> str:
    """Write the JSON of a Run's records as render_json writes records (after `sep`; the separator that follows
    them is returned), 256 at a time: each as a lazy record is written there (its template by its slot's id, made
    from the record made whole where there is none yet)."""
    from analyzer.occupancy.records import RecordOccupancy

    offset, events, lines, slots = run.offset, run.events, run.lines, run.slots
    for at in range(0, len(events), 256):
        parts: list[str] = []
        add = parts.append
        for event, line, slot in zip(events[at:at + 256], lines[at:at + 256], slots[at:at + 256]):
            template = templates.get(slot[0])
            if template is None:
                if len(templates) >= 1 << 16:
                    templates.clear()
                template = templates[slot[0]] = _template(
                    report, RecordOccupancy(whole(event, line + offset), slot[1], slot[0]))
            pieces = template[0]
            if template[1] is _nvidia and pieces[1] == NAME_KEY:
                add(f"{pieces[0]}{event[1][1]}{pieces[2]}{line + offset}{pieces[3]}{event[3]}{pieces[4]}[]{pieces[5]}")
                continue
            record, text = whole(event, line + offset), [pieces[0]]
            for value, piece in zip(template[1](record), pieces[1:]):
                text += (str(value), piece)
            add("".join(text))
        out.write(sep + ", ".join(parts))
        sep = ", "
    return sep


def _diagnostics_json(diagnostics: list) -> str:
    """json.dumps([diagnostic_dict(d, "ptxas") for d in diagnostics]), written without the dicts: the keys and
    values up to the message made once per rule, name and severity (a log's findings share a few), the rest
    by _scalar (a CI log's 25,000 findings: 0.22 s of CPU after the last record, 0.06 s this way)."""
    heads: dict = {}
    parts = []
    add, enc = parts.append, encode_basestring_ascii
    for d in diagnostics:
        key = (d.rule_id, d.name, d.severity)
        head = heads.get(key)
        if head is None:
            head = heads[key] = (f'{{"rule": {_scalar(d.rule_id)}, "name": {_scalar(d.name)}, '
                                 f'"severity": {_scalar(str(d.severity))}, "message": ')
        # NOTE: _scalar's answers in line for the usual types (a str, an int line), a call to it for the rest: a
        # call per value was half of this loop's time
        message, symbol, arch, span, help_ = d.message, d.symbol, d.arch, d.span, d.help
        line = span.line if span else None
        add(f'{head}{enc(message) if type(message) is str else _scalar(message)}, '
            f'"kernel": {enc(symbol) if type(symbol) is str else _scalar(symbol)}, '
            f'"arch": {enc(arch) if type(arch) is str else _scalar(arch)}, '
            f'"line": {line if type(line) is int else _scalar(line)}, '
            f'"help": {enc(help_) if type(help_) is str else _scalar(help_)}}}')
    return "[" + ", ".join(parts) + "]"


def _scalar(value: Any) -> str:
    """A number, string or null as json.dumps writes it."""
    if value is None:
        return "null"
    if type(value) is str:
        return encode_basestring_ascii(value)
    if type(value) is int or (type(value) is float and value - value == 0):  # NOTE: finite: repr is JSON's
        return repr(value)
    import json  # NOTE: here, not above: an import statement is a third of a call's time (150,000 calls on a CI log)

    return json.dumps(value)


def _devices(record: Any) -> str:
    import json

    return json.dumps([d.to_dict() for d in record.device_functions]) if record.device_functions else "[]"


def _nvidia(r: Any) -> tuple:
    return _nvidia_values(r.kernel, r.line, r.compile_time_ms, _devices(r) if r.device_functions else "[]")


def _nvidia_values(kernel: str, line: int, time: Any, devices: str) -> tuple:
    """_nvidia's values from a record's fields (a lazy record's come from its event, render_json)."""
    # NOTE: the usual values written here (a finite float's repr is JSON's), the rest by _scalar
    return (encode_basestring_ascii(kernel), encode_basestring_ascii(demangle(kernel)), line,
            repr(time) if type(time) is float and time - time == 0 else _scalar(time), devices)


def _amd(r: Any) -> tuple:
    return (encode_basestring_ascii(r.kernel), encode_basestring_ascii(demangle(r.kernel)), r.line,
            _scalar(r.location))


# NOTE: the fields of a record's JSON that numbers_key leaves out, in the order they may appear; the fillers
# of the two usual orders (an int line is written by %s as JSON writes it)
_FILLERS = {("kernel", "name", "line", "compile_time_ms", "device_functions"): _nvidia,
            ("kernel", "name", "line", "location"): _amd}
_FILL = {"kernel": lambda r: _scalar(r.kernel), "name": lambda r: _scalar(r.name), "line": lambda r: _scalar(r.line),
         "compile_time_ms": lambda r: _scalar(r.compile_time_ms), "location": lambda r: _scalar(r.location),
         "device_functions": _devices}


def _template(report: Any, item: Any) -> tuple[tuple[str, ...], Any]:
    """(pieces, record -> the values that go between them) of the JSON of records with `item`'s numbers: the
    record's own JSON cut at a marker (a NUL, which no log text holds) in place of each field that _FILL writes;
    a value goes in as str() of it (an int line as JSON writes it)."""
    import json

    data = record_dict(report, item)
    marks = {}
    for name in _FILL:
        if name in data:
            data[name] = f"\x00{name}\x00"
            marks[name] = json.dumps(data[name])
    text = json.dumps(data)
    found = sorted((text.index(mark), name) for name, mark in marks.items())
    pieces, at = [], 0
    for start, name in found:
        pieces.append(text[at:start])
        at = start + len(marks[name])
    pieces.append(text[at:])
    names = tuple(name for _, name in found)
    filler = _FILLERS.get(names)
    if filler is None or type(item.record.line) is not int:
        return tuple(pieces), lambda record: tuple(_FILL[name](record) for name in names)
    return tuple(pieces), filler


def render_text(report: Any, out: TextIO, color: bool = False) -> None:
    """A table of records, then messages, then one line per finding (`log:line:col: KLnnn [severity] msg
    (name)`, the shape of `kernlint check`; coloured like it when `color`)."""
    from analyzer.occupancy.whatif import pct
    from analyzer.reporters.text import headline

    out.write(f"{report.path}: occupancy assumes {report.block_size} threads per block; spill = bytes "
              f"stored/loaded per thread (AMD: SGPRs/VGPRs spilled)\n")
    count = 0
    for item in report.items:
        if not count:
            out.write(f"{'line':>6}  {'arch':<8} {'regs':>4} {'smem':>7} {'stack':>6} {'spill':>9}  "
                      f"{'occupancy':>9} {'blocks':>6}  {'limiter':<13}  kernel\n")
        count += 1
        rec, occ = item.record, item.occupancy
        # NOTE: fixed-width cells (the longest limiter is "shared memory"), so the kernel column stays in line
        if occ is None:
            share, blocks, limiter = "-", "-", "-"
        elif occ.blocks_per_sm == 0:
            share, blocks, limiter = "0 %", "0", "cannot launch"
        else:
            share, blocks, limiter = pct(occ.occupancy), str(occ.blocks_per_sm), occ.limiter.replace("_", " ")
        spill = (f"{rec.sgpr_spills or 0}/{rec.vgpr_spills or 0}" if rec.vendor == "amd" else
                 f"{rec.spill_store_bytes or 0}/{rec.spill_load_bytes or 0}")
        out.write(f"{rec.line:>6}  {rec.arch or '-':<8} {rec.registers if rec.registers is not None else '-':>4} "
                  f"{rec.shared_bytes:>7} {rec.stack_bytes:>6} {spill:>9}  {share:>9} {blocks:>6}  {limiter:<13}  "
                  f"{rec.name}\n")
    report.finish()
    for message in report.messages:
        out.write(f"{report.path}:{message.line}: {message.tool} {message.level}: {message.text}\n")
    for diag in report.diagnostics:
        out.write(headline(diag, color) + "\n")
        if diag.help:
            out.write(f"help: {diag.help}\n")
    counts: dict[str, int] = {}
    for diag in report.diagnostics:
        counts[str(diag.severity)] = counts.get(str(diag.severity), 0) + 1
    summary = ", ".join(f"{n} {sev}(s)" for sev, n in sorted(counts.items())) or "no findings"
    out.write(f"{count} kernel record(s); {summary}\n")
