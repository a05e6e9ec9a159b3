"""The lines of ours in a build log, per block, as the assembler (analyzer/logs/ptxas.py) takes them: line numbers,
events and extras (hit_batches). Scanning depends on nothing before a block but the line count, so
analyzer/logs/chunks.py runs it in worker processes.

Per block: a ptxas record written in a row (its 4-5 lines one after the other, as ptxas writes them) is matched
whole (analyzer.logs.fast.RECORD) where its `Compiling entry function` line is found; the other lines that hold a
keyword (analyzer.logs.lines.blocks) go through one regex of their shape (analyzer.logs.fast), else through the
general path (lines.payload).
"""

from __future__ import annotations

from typing import IO, Iterator

from analyzer.logs.fast import EVENT, MATCH, RECORD, record_event
from analyzer.logs.lines import ANSI, BLOCK, Payload, blocks, payload

MEMO = 1 << 12  # distinct matched lines whose events hit_batches keeps (cleared when full)
IDLE = 8  # after a block whose entries start no record in a row, those of the next IDLE - 1 blocks are not tried
WHOLE = 4  # the family hit_batches gives the first line of a record matched whole (fast.RECORD)
_ENTRY = "ptxas info    : Compiling entry function '"  # NOTE: found by str.find (memchr and a two-way search in C:
# a fifth of the instructions of a regex search over every character, the pass every block of a CI log pays)
_TIME = RECORD.groups  # RECORD's last group: the compile time
_NUMBERED = frozenset({"entry", "props", "amd_name", "record"})  # the events whose handler keeps the line number


Batch = tuple  # (line numbers, events, extras, newlines, bare) of one block: see hit_batches()


def hit_batches(stream: IO[str], block: int = BLOCK, bare: bool = False) -> Iterator[Batch]:
    """Per block, the lines of ours in log order as three lists: the line numbers; the events, for the lines
    of one of the common shapes (analyzer/logs/fast.py), else None; the extras: a Payload holding an AMD
    remark's clang location, the cleaned Payload of a line that has no event (the general path), else None;
    then the block's newlines and whether a bare AMD name was seen up to its end (lines.blocks). `bare`: AMD
    remark keys printed bare are looked for from the start.

    NOTE: one event per distinct match of a family (its groups leave the line's prefix out): no more work
    than building each, and the hits of a log share a few hundred objects, which a worker process hands back
    cheaply (chunks.py). Handlers never change an event."""
    line = 1
    memos: tuple[dict[tuple, tuple], ...] = tuple({} for _ in MATCH)  # one per family: their keys may meet
    usages: dict = {}
    record_match = RECORD.match
    wholes: list = []  # the block's RECORD matches (skip() finds them, the keyword passes leave their lines out)
    idle = 0  # blocks left before records in a row are looked for again

    def skip(body: str) -> list[tuple[int, int]]:
        # NOTE: every record's `Compiling entry function` line is found by one search in C; a record written in
        # a row starts there (its lines are all ptxas's, so the keyword passes would find each of them)
        nonlocal wholes, idle
        wholes, spans, find, rfind = [], [], body.find, body.rfind
        if idle:
            idle -= 1
            return spans
        hit = find(_ENTRY)
        while hit >= 0:
            start = rfind("\n", 0, hit) + 1
            m = record_match(body, start)
            if m is not None:
                wholes.append(m)
                spans.append((start, m.end()))
                hit = find(_ENTRY, m.end())  # NOTE: the entries of the record's own lines are its
            else:
                hit = find(_ENTRY, hit + len(_ENTRY))
        # NOTE: a block without a record in a row (a log with other lines between ptxas's, as the build log of
        # bench/compare.py): the search (a pass over the block and a failed match per entry, 10 % of reading such
        # a log) is made again on every IDLE-th block only. Records found or not, the reading is the same.
        if not wholes:
            idle = IDLE - 1
        return spans

    for body, starts, seen_bare in blocks(stream, block, bare, skip):
        first_line = line
        find, count, counted = body.find, body.count, 0
        lines: list[int] = []
        events: list = []
        extras: list = []
        add_line, add_event, add_extra = lines.append, events.append, extras.append
        coloured = "\x1b" in body
        if wholes:
            for m in wholes:
                starts[m.start()] = WHOLE
            wholes = iter(wholes)
        for start, family in sorted(starts.items()):
            if family == WHOLE:
                line += count("\n", counted, start)
                m = next(wholes)
                add_line(line)
                add_event(record_event(m, usages))
                add_extra(None)
                # NOTE: the record's newlines, without counting them (its lines hold no other: three, or four with
                # its compile time): a CI log's records are most of its text
                line += 3 if m.start(_TIME) < 0 else 4
                counted = m.end()
                continue
            # NOTE: the common shapes: one regex on the block, the line number counted only for the events
            # that keep it (the others' handlers do not read it)
            m = MATCH[family](body, start) if family >= 0 else None
            if m is None and coloured and family >= 0:
                m = _plain_match(body, start, family)
            if m is not None:
                key = m.groups()
                memo = memos[family]
                found = memo.get(key)
                if found is None:
                    if len(memo) >= MEMO:
                        memo.clear()
                    # NOTE: an AMD remark's extra is its location's Payload, made once with the event
                    found = memo[key] = (EVENT[family](m), Payload("remark", "", location=m[1])
                                         if family == 2 and m[1] is not None else None)
                kind = found[0][0]
                if kind in _NUMBERED:
                    line += count("\n", counted, start)
                    counted = start
                elif kind == "skip":
                    continue
                add_line(line)
                add_event(found[0])
                add_extra(found[1])
                continue
            line += count("\n", counted, start)
            counted = start
            end = find("\n", start)
            p = payload(body[start:end] if end >= 0 else body[start:])
            if p is not None:
                add_line(line)
                add_event(None)
                add_extra(p)
        line += count("\n", counted)
        yield lines, events, extras, line - first_line, seen_bare


def _plain_match(body: str, start: int, family: int):
    """The common shape's match of a coloured line (CI logs: `\\x1b[36mptxas info    : ...\\x1b[0m`), matched
    without its ANSI escapes, or None. The same answer as the general path: payload() drops the escapes first
    (lines.clean), and a line left with an ESC (escapes that form new ones once removed) is left to it."""
    end = body.find("\n", start)
    raw = body[start:end] if end >= 0 else body[start:]
    if "\x1b" not in raw:
        return None
    text = ANSI.sub("", raw)
    return MATCH[family](text) if "\x1b" not in text else None
