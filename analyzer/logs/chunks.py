"""A large build log read by several processes: the lines are scanned in parallel, the records assembled in order.

Scanning (the keyword passes over every byte, the regex per candidate line, building its event: most of a
log's time) depends on nothing before the line, so `scan` runs in worker processes, each over a byte range
of the file that starts and ends at a line boundary. Assembling (analyzer.logs.ptxas.assemble) attributes
lines to records by what came before them, so it runs here, over the ranges' hits in log order, while the
workers scan the next ranges. The records, messages and line numbers are those of the serial reader
(tests/test_ptxas_chunks.py compares them), with two cases left to it:

- a log that is not UTF-8 (a UTF-16 BOM), stdin, or smaller than PARALLEL_MIN: `parallel_ok` says no;
- bare AMD remark keys (clang's remarks printed without `remark:`) count only after a bare `Function Name:`
  line (lines.blocks); a range after one that holds such a line is scanned again here, with them looked
  for from its start.

A worker returns its hits compactly: line numbers as an array, each distinct event and location once
(hit_batches shares them; the pickle refers back to each), so moving 275,000 hits between processes costs a
few tens of milliseconds.
"""

from __future__ import annotations

import os
from array import array
from collections import deque
from typing import Iterator

from analyzer.errors import KernlintError
from analyzer.logs.lines import BLOCK
from analyzer.logs.names import demangled, learn
from analyzer.logs.open import binary_data
from analyzer.logs.hits import hit_batches
from analyzer.logs.ptxas import assemble
from analyzer.logs.records import LogMessage, ResourceRecord

PARALLEL_MIN = 32 << 20   # bytes: below this, starting workers costs more than it saves
CHUNK = 16 << 20          # bytes per range: several per worker, so assembling overlaps scanning
AHEAD = 2                 # ranges per worker scanned ahead of the one being assembled
MIN_RUN = 8               # whole records in a row that go to the assembler as one Run (sealed_runs)


def workers_for(jobs: int | None) -> int:
    """Processes to scan with: `--jobs`, else min(CPUs, 4)."""
    return jobs if jobs is not None else min(os.cpu_count() or 1, 4)


def parallel_ok(path: str, encoding: str, workers: int) -> bool:
    """Whether the log at `path` (a regular file, opened with `encoding`) is worth reading in parallel."""
    if path == "-" or encoding != "utf-8" or workers < 2:
        return False
    try:
        return os.path.isfile(path) and os.path.getsize(path) >= PARALLEL_MIN
    except OSError:
        return False


def ranges(path: str) -> list[tuple[int, int]]:
    """Byte ranges of about CHUNK bytes (the first an eighth of that) covering the file, each ending just after
    a newline (or at the end of the file)."""
    size = os.path.getsize(path)
    out: list[tuple[int, int]] = []
    start = 0
    with open(path, "rb") as f:
        while start < size:
            # NOTE: the first range is small, so assembling starts while the workers scan on (the wait for a
            # whole first range was a third of the main process's time)
            end = min(start + (CHUNK if out else max(1, CHUNK // 8)), size)
            if end < size:
                f.seek(end)
                end += len(f.readline())  # NOTE: to just after the next newline, or to the end of the file
            out.append((start, end))
            start = end
    return out


def _text(path: str, start: int, end: int) -> str:
    """The range decoded as open_log decodes the file (a range starts at a line, so no UTF-8 sequence is cut)."""
    with open(path, "rb") as f:
        f.seek(start)
        data = f.read(end - start)
    text = data.decode("utf-8", errors="replace")
    if start == 0 and text.startswith("\ufeff"):
        text = text[1:]
    return text


class _Slices:
    """`read(n)` over a str by slicing (io.StringIO would copy the text into 4 bytes per character), each piece `n`
    characters and the rest of the line there: lines.blocks keeps such a piece whole as its block, where it would copy
    each block twice more (joined to the end of a line cut at the last one, then cut at its own last newline)."""

    def __init__(self, text: str) -> None:
        self.text, self.at = text, 0

    def read(self, n: int) -> str:
        end = self.text.find("\n", self.at + n) + 1 or len(self.text)
        piece = self.text[self.at:end]
        self.at = end
        return piece


def scan(job: tuple[str, int, int, bool, bool]) -> tuple:
    """Worker: (newlines, line numbers, events, extras, holds a bare name, error, {mangled kernel name:
    demangled}, runs) of one range; its line numbers count from 1 at the range's first line; runs: sealed_runs of
    its events when the job asks (its last item), else []."""
    path, start, end, bare, with_runs = job
    try:
        text = _text(path, start, end)
    except OSError as exc:
        return 0, array("q"), [], [], False, f"{path}: read error ({exc.strerror or exc})", {}, []
    if "\x00" in text:
        return 0, array("q"), [], [], False, binary_data(path), {}, []
    lines, events, extras, newlines = array("q"), [], [], 0
    for batch in hit_batches(_Slices(text), BLOCK, bare):
        lines.extend(batch[0])
        events.extend(batch[1])
        extras.extend(batch[2])
        newlines += batch[3]
        bare = batch[4]
    # NOTE: the kernels' demangled names, made here in parallel (the main process would make each: a third of
    # writing a record's JSON). Not those of whole records: their events hold the JSON of their names and the
    # demangled name already (fast.record_event)
    names = demangled(e[1] if e[0] == "amd_name" else e[2] for e in events
                      if e is not None and e[0] in ("entry", "amd_name"))
    return newlines, lines, events, extras, bare, None, names, sealed_runs(events) if with_runs else []


def sealed_runs(events: list) -> list[tuple[int, int]]:
    """The index ranges [i, j) of whole-record events ("record") in a row, each followed by another (so the last of
    such a row is in none), at least MIN_RUN long: analyzer.logs.records.Run says why nothing changes them."""
    runs, first = [], -1
    for k, event in enumerate(events):
        if event is not None and event[0] == "record":
            if first < 0:
                first = k
        elif first >= 0:
            if k - 1 - first >= MIN_RUN:
                runs.append((first, k - 1))
            first = -1
    if first >= 0 and len(events) - 1 - first >= MIN_RUN:
        runs.append((first, len(events) - 1))
    return runs


def read_records_parallel(path: str, messages: list[LogMessage] | None, workers: int, lazy: bool = False,
                          runs: bool = False) -> Iterator[ResourceRecord]:
    """The records of the log file at `path`, as read_records gives them (`lazy` too; with `runs`, whole records in
    a row come as analyzer.logs.records.Run items too), its ranges scanned by `workers` processes."""
    from concurrent.futures import ProcessPoolExecutor

    spans = ranges(path)
    runs = runs and lazy  # NOTE: a Run's records are lazy ones

    def merged(pool: ProcessPoolExecutor) -> Iterator[tuple]:
        # NOTE: at most AHEAD ranges per worker in flight: memory stays flat however long the log
        pending = deque((pool.submit(scan, (path, a, b, False, runs)), False) for a, b in spans[:AHEAD * workers])
        offset, bare = 0, False
        for i, (a, b) in enumerate(spans):
            future, sent_bare = pending.popleft()
            result = future.result()
            if bare and not sent_bare:
                # NOTE: an earlier range had a bare `Function Name:` line after this one was sent: look for
                # bare keys here too (the ranges sent from then on look for them already)
                result = scan((path, a, b, True, runs))
            if result[5]:
                raise KernlintError(result[5])
            learn(result[6])
            bare = bare or result[4]  # NOTE: before the next range is sent, so that it is sent knowing
            if i + len(pending) + 1 < len(spans):
                nxt = spans[i + len(pending) + 1]
                pending.append((pool.submit(scan, (path, nxt[0], nxt[1], bare, runs)), bare))
            yield offset, result[1], result[2], result[3], result[7]
            offset += result[0]

    pool = ProcessPoolExecutor(max_workers=workers)
    try:
        yield from assemble(merged(pool), messages, lazy)
    finally:
        pool.shutdown(cancel_futures=True)  # NOTE: a bad range ends the read without scanning the rest


__all__ = ["parallel_ok", "read_records_parallel", "workers_for"]
