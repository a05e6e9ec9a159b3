"""A whole ptxas record matched at once (analyzer/logs/fast.RECORD, the assembler's "record" event) gives the
records and messages that its lines give one by one: for records in a row, and for everything near them that
must not be taken as one (lines of two compilations interleaved, a device function or a warning inside a record,
another kernel's properties, truncated records, CRLF, colours, a log cut inside a record, 256 records still
waiting for their `Used` line)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from analyzer.logs import chunks, fast, hits, ptxas
from analyzer.logs.lines import blocks

ROOT = Path(__file__).resolve().parents[1]
LOGS = sorted((ROOT / "fixtures" / "logs").glob("*.log"))
STAMP = "2026-11-27T10:00:00.1234567Z "


class _Never:
    @staticmethod
    def match(*args):
        return None


def read(text: str, fused: bool = True, block: int = 4096) -> tuple[list, list]:
    messages: list = []
    old = hits.RECORD
    hits.RECORD = old if fused else _Never
    try:
        found = [r.to_dict() | {"spill_warning": r.spill_warning}
                 for r in ptxas.read_records(io.StringIO(text), messages, block=block)]
    finally:
        hits.RECORD = old
    return found, [m.to_dict() for m in messages]


def record(name: str, arch: str, rng: random.Random) -> list[str]:
    lines = [f"ptxas info    : Compiling entry function '{name}' for '{arch}'",
             f"ptxas info    : Function properties for {name}",
             f"    {rng.choice((0, 8, 24))} bytes stack frame, {rng.choice((0, 4))} bytes spill stores, "
             f"{rng.choice((0, 4))} bytes spill loads",
             f"ptxas info    : Used {rng.randint(1, 255)} registers"
             + rng.choice(("", ", used 1 barriers", ", used 0 barriers"))
             + rng.choice(("", ", 16 bytes cumulative stack size"))
             + rng.choice(("", ", 1024 bytes smem", ", 0 bytes smem"))
             + rng.choice(("", ", 400 bytes cmem[0]", ", 356 bytes cmem[3]"))
             + rng.choice(("", ", 8 bytes lmem"))]
    if rng.random() < 0.7:
        lines.append(f"ptxas info    : Compile time = {rng.random() * 90:.3f} ms")
    return lines


def decorate(line: str, rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 1:
        return STAMP + line
    if kind == 2:
        return f"{STAMP}\x1b[36m{line}\x1b[0m"
    if kind == 3:
        return line + "\r"
    if kind == 4:
        return f"\x1b[36m{line}\x1b[0m\r"
    return line


def generated(seed: int, records: int = 300) -> str:
    """Records of many shapes, most in a row, some disturbed in the ways a build log may disturb them."""
    rng = random.Random(seed)
    out: list[str] = []
    names = [f"_Z{len(f'k{i}')}k{i}Pf" for i in range(40)]
    pending: list[str] = []  # lines of a record interleaved with the next one
    for i in range(records):
        name, arch = rng.choice(names), rng.choice(("sm_80", "sm_90", "sm_90a"))
        lines = record(name, arch, rng)
        way = rng.randrange(14)
        if way == 0:  # ptxas stopped: the record has no `Used` line
            lines = lines[:rng.randint(1, 3)]
        elif way == 1:  # a device function between the entry and its properties
            lines[1:1] = [f"ptxas info    : Function properties for _Z6helperv",
                          "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"]
        elif way == 2:  # another kernel's properties
            lines[1] = f"ptxas info    : Function properties for {rng.choice(names)}"
        elif way == 3:  # two compilations interleaved line by line
            pending = lines
            continue
        elif way == 4 and pending:
            mixed = []
            for a, b in zip(lines + [""] * 5, pending + [""] * 5):
                mixed += [x for x in (a, b) if x]
            lines, pending = mixed, []
        elif way == 5:  # a limit and a spill warning before the entry
            out.append(f"ptxas info    : Overriding maximum register limit 256 for '{name}' with  64 of maxrregcount "
                       "option")
            out.append(f"ptxas warning : Registers are spilled to local memory in function '{name}', "
                       f"8 bytes spill stores, 8 bytes spill loads")
        elif way == 6:  # a blank or a word after a line
            j = rng.randrange(len(lines))
            lines[j] += rng.choice((" ", "x", ",", "\x1b[1:2m"))
        elif way == 7:  # a device function after the record, compiled on its own
            lines += ["ptxas info    : Function properties for _Z6helperv",
                      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
                      "ptxas info    : Compile time = 1.000 ms"]
        elif way == 8:
            lines.append(rng.choice(("[ 50%] Building CUDA object k.cu.o", "k.cu(3): error: identifier \"x\"",
                                     "ptxas fatal   : Unresolved extern function '_Z3foov'", "")))
        out += [decorate(line, rng) for line in lines]
    out += pending
    return "\n".join(out)


def test_a_record_in_a_row_is_one_match():
    rng = random.Random(1)
    for decorated in (lambda s: s, lambda s: STAMP + s, lambda s: f"{STAMP}\x1b[36m{s}\x1b[0m", lambda s: s + "\r"):
        text = "\n".join(decorated(line) for line in record("_Z1kPf", "sm_90", rng))
        m = fast.RECORD.match(text)
        assert m is not None and m.end() in (len(text), len(text) - 1), text
        assert read(text) == read(text, fused=False)


@pytest.mark.parametrize("text", [
    # another kernel's properties, a line in between, a word after the usage line, a word before the stack frame,
    # a name with a blank, a name that only starts with the properties' name
    "ptxas info    : Compiling entry function 'a' for 'sm_90'\nptxas info    : Function properties for b\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers",
    "ptxas info    : Compiling entry function 'a' for 'sm_90'\nptxas info    : Function properties for a\n\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers",
    "ptxas info    : Compiling entry function 'a' for 'sm_90'\nptxas info    : Function properties for a\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers x",
    "ptxas info    : Compiling entry function 'a' for 'sm_90'\nptxas info    : Function properties for a\n"
    "ab 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers",
    "ptxas info    : Compiling entry function 'a b' for 'sm_90'\nptxas info    : Function properties for a b\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers",
    "ptxas info    : Compiling entry function 'ab' for 'sm_90'\nptxas info    : Function properties for a\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 8 registers",
])
def test_near_misses_are_read_line_by_line(text):
    assert fast.RECORD.match(text) is None
    assert read(text) == read(text, fused=False)


@pytest.mark.parametrize("seed", range(12))
def test_generated_logs_read_alike(seed):
    text = generated(seed)
    fused = read(text)
    assert len(fused[0]) > 200
    assert fused == read(text, fused=False)
    assert read(text + "\n") == read(text + "\n", fused=False)


def test_a_log_cut_inside_a_record():
    rng = random.Random(5)
    text = "\n".join(line for i in range(4) for line in record(f"_Z2k{i}v", "sm_90", rng))
    for cut in range(len(text) - 400, len(text) + 1):
        assert read(text[:cut]) == read(text[:cut], fused=False), cut


def test_records_waiting_for_their_usage_line_beyond_the_window():
    """More than WINDOW records still without a `Used` line, then records in a row, then more `Used` lines than
    records waiting: each goes to the record the line-by-line reading gives it (or to none)."""
    rng = random.Random(9)
    lines = []
    for i in range(ptxas.WINDOW + 40):
        lines += record(f"_Z2t{i}v", "sm_80", rng)[:1]
    for i in range(30):
        lines += record(f"_Z2w{i}v", "sm_90", rng)
    lines += ["ptxas info    : Used 9 registers"] * (ptxas.WINDOW - 16)  # NOTE: to the bottom of the waiting list
    text = "\n".join(lines)
    assert read(text) == read(text, fused=False)


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_fixture_logs_read_alike(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for log in (text, "\n".join(STAMP + line for line in text.splitlines()), text.replace("\n", "\r\n")):
        assert read(log) == read(log, fused=False)


def test_blocks_cut_anywhere_read_alike():
    text = generated(3, 120)
    want = read(text, fused=False)
    for block in (97, 300, 1000, 4096):
        assert read(text, block=block) == want


@pytest.mark.parametrize("chunk", [150, 777, 5000])
def test_parallel_ranges_cut_anywhere_read_alike(tmp_path, monkeypatch, chunk):
    path = tmp_path / "ci.log"
    text = generated(7, 400)
    path.write_text(text, encoding="utf-8", newline="")
    monkeypatch.setattr(chunks, "CHUNK", chunk)
    assert len(chunks.ranges(str(path))) > 3
    messages: list = []
    got = [r.to_dict() | {"spill_warning": r.spill_warning}
           for r in chunks.read_records_parallel(str(path), messages, 2)]
    assert (got, [m.to_dict() for m in messages]) == read(text, fused=False, block=1 << 20)


def test_skipped_spans_leave_the_other_lines_at_their_offsets():
    """blocks(skip=...): the keyword lines outside the spans, at the offsets and with the families the full
    keyword scan gives them (the spans' text is cut out before the scan and the offsets mapped back)."""
    text = generated(11, 200)

    def spans(body: str) -> list[tuple[int, int]]:
        found, at = [], 0
        while True:
            hit = body.find("Compiling entry", at)
            if hit < 0:
                return found
            start = body.rfind("\n", 0, hit) + 1
            m = fast.RECORD.match(body, start)
            at = m.end() if m else hit + 1
            if m and (not found or start >= found[-1][1]):
                found.append((start, m.end()))

    for block in (500, 4096):
        full = list(blocks(io.StringIO(text), block))
        cut = list(blocks(io.StringIO(text), block, skip=spans))
        assert [b for b, _, _ in full] == [b for b, _, _ in cut]
        skipped = 0
        for (body, starts, _), (_, kept, _) in zip(full, cut):
            inside = {s for s in starts if any(a <= s < b for a, b in spans(body))}
            skipped += len(inside)
            assert kept == {s: f for s, f in starts.items() if s not in inside}
        assert skipped > 200


def test_the_record_handler_knows_the_fields_order():
    """Assembler._record builds a record by position (and fast.record_event fills in the defaults of the usage
    fields a line leaves out): the fields and defaults it assumes."""
    from dataclasses import MISSING, fields

    from analyzer.logs.records import ResourceRecord

    got = [(f.name, f.default if f.default is not MISSING else None) for f in fields(ResourceRecord)][:18]
    assert got == [("kernel", None), ("line", None), ("arch", None), ("vendor", "nvidia"), ("registers", None),
                   ("shared_bytes", 0), ("constant_bytes", None), ("stack_bytes", 0), ("spill_store_bytes", 0),
                   ("spill_load_bytes", 0), ("barriers", None), ("global_bytes", 0), ("local_bytes", 0),
                   ("cumulative_stack_bytes", 0), ("textures", 0), ("samplers", 0), ("surfaces", 0),
                   ("compile_time_ms", None)]


def test_records_in_a_row_after_blocks_without_any(monkeypatch):
    """Blocks whose records have other lines between theirs make the reader look for records in a row on every
    IDLE-th block only; a part of the log written in rows after them is still read whole, and alike."""
    rng = random.Random(4)
    noisy = []
    for i in range(60):
        noisy += [x for line in record(f"_Z2n{i}v", "sm_80", rng) for x in (line, "[ 10%] Building CUDA object")]
    rows = [line for i in range(60) for line in record(f"_Z2r{i}v", "sm_90", rng)]
    text = "\n".join(noisy + rows + noisy + rows)
    taken: list = []
    real = hits.record_event
    monkeypatch.setattr(hits, "record_event", lambda m, memo: taken.append(m[1]) or real(m, memo))
    assert read(text, block=1000) == read(text, fused=False, block=1000)
    assert 30 < len(taken) < 120 and all(name.startswith("_Z2r") for name in taken)


def test_the_compile_time_json_is_the_floats():
    """fast.time_json (the JSON of a whole record's compile time, made from its text where that is the float's repr):
    json.dumps(float(text)) for every text of ptxas's shape, near misses included (zeros that repr leaves out, the
    point where repr turns to an exponent, 15 and 16 digits, a number too large for a float)."""
    import json

    rng = random.Random(9)
    texts = ["0", "0.0", "0.00", "0.0001", "0.00001", "0.00010", "00.5", "05.25", "5", "12.0", "12.340", "10.0",
             "1" * 400, "1" * 400 + ".5", "12345678901234.5", "123456789012345.6", "0.1234567890123", "0.000"]
    for _ in range(20000):
        whole = "0" * rng.choice((0, 0, 0, 1)) + str(rng.randint(0, 10 ** rng.randint(0, 17)))
        part = "0" * rng.choice((0, 0, 1, 4, 5)) + str(rng.randint(0, 10 ** rng.randint(1, 12)))
        texts.append(whole if rng.random() < 0.1 else f"{whole}.{part}")
    for text in texts:
        assert fast.time_json(text) == json.dumps(float(text)), text
