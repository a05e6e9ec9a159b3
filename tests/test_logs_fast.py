"""The reader's one-regex shortcut for common line shapes (analyzer/logs/fast.py) gives the answers of the
general path (payload() + the grammar), line by line and record by record."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from analyzer.logs import fast, hits, ptxas
from analyzer.logs.events import parse_payload
from analyzer.logs.lines import blocks, payload

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LOGS = sorted(FIXTURES.rglob("*.log"))

SHAPES = [
    "ptxas info    : Compiling entry function '_Z3fooPf' for 'sm_90a'",
    "ptxas info    : Function properties for _Z3fooPf",
    "    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads",
    "ptxas info    : Used 24 registers, used 1 barriers, 8 bytes cumulative stack size, 356 bytes cmem[0]",
    "ptxas info    : Used 2 registers, 4 bytes smem, 352 bytes cmem[0], 16 bytes lmem",
    "ptxas info    : Used 255 registers",
    "ptxas info    : Compile time = 12.345 ms",
    "ptxas info    : Compile time = 7 ms",
    "ptxas info    : 0 bytes gmem, 24 bytes cmem[4]",
    "nvlink info    : Function properties for '_Z3fooPf':",
    "nvlink info    : used 24 registers, used 1 barriers, 8 stack, 0 bytes smem, 356 bytes cmem[0], 0 bytes lmem",
    "nvlink info    : used 2 registers",
    "nvlink info    : used 24 registers, 12 bytes smem",
    "nvlink info    : 77 bytes gmem, 256 bytes cmem[3]",
    "k.cl:9:1: remark: Function Name: saxpy [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     VGPRs: 4 [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     SGPRs Spill: 3 [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     TotalSGPRs: 18 [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     ScratchSize [bytes/lane]: 0 [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     Dynamic Stack: True [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]",
    "k.cl:9:1: remark:     LDS Size [bytes/block]: 512 [-Rpass-analysis=kernel-resource-usage]",
]
PREFIXES = ["", "2026-01-01T10:00:00.1234567Z ", "[12:00:01] ", "1>", "12>  ", "\x1b[0;32m", "[build] ", "Zk ",
            "Z", "7", "٣", "ptxas ", "nvcc info : ", "a(3): ", "X(3): error: ", "remark: ", "\r", "   ", "\t",
            "ABC:1:2: ", "A.CL:1:2: ", "12 bytes stack frame, "]
SUFFIXES = ["", " ", "\r", "\x1b[0m", "x", ",", ":"]
NAMES = ["_Z3fooPf", "k", "ptxas", "a'b", "my kernel", "x:y", "f[2]", "nvcc info : k", "a\x1bb", "٣", "$.x"]


def general(text: str):
    """What the general path makes of a raw line: (event, location), or None when it yields no event."""
    p = payload(text)
    if p is None or p.tool == "nvcc":
        return "not ours" if p is None else "nvcc"
    event = parse_payload(p.text)
    if event is not None and event[0] != "unknown" and ptxas.Assembler().event_of(0, p) is None:
        return (None, None)  # NOTE: an event the assembler drops (nvlink's totals), like a line with no event
    return (event, p.location if p.kind == "remark" else None)


def lines():
    for shape in SHAPES:
        for prefix in PREFIXES:
            for suffix in SUFFIXES:
                yield prefix + shape + suffix
        for name in NAMES:
            for old in ("_Z3fooPf", "saxpy", "k.cl"):
                if old in shape:
                    yield shape.replace(old, name)
        for digits in ("0", "٣", "1.5", "00012"):
            yield shape.replace("24", digits).replace("12.345", digits).replace("4 [", digits + " [")
    for path in LOGS:
        yield from path.read_text(encoding="utf-8", errors="replace").splitlines()


def check_line(text: str, family: int | None) -> bool:
    got = fast.fast_event(text, family)
    if got is None:
        return False
    want = general(text)
    event, location = got
    if event is fast.SKIP:
        assert want == (None, None), text
    else:
        assert want == (event, location), text
        assert [type(v) for v in want[0]] == [type(v) for v in event], text
    return True


def test_every_line_the_shortcut_takes_gets_the_general_answer():
    taken = sum(check_line(text, None) for text in lines())
    assert taken > 500  # NOTE: the shortcut is really taken (fixture logs and the clean shapes above)


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_lines_as_the_reader_finds_them(path):
    """Through blocks(): the family the keyword scan gives a line, and the line sliced out of the block."""
    with open(path, encoding="utf-8", errors="replace", newline="") as stream:
        for body, starts, _ in blocks(stream, 4096):
            for start, family in starts.items():
                end = body.find("\n", start)
                end = len(body) if end < 0 else end
                got = fast.fast_event(body, family, start, end)
                assert got == fast.fast_event(body[start:end], family)
                if got is not None:
                    check_line(body[start:end], family)


def records(text: str, monkeypatch=None) -> tuple[list, list]:
    messages: list = []
    found = [r.to_dict() | {"spill_warning": r.spill_warning, "location": r.location}
             for r in ptxas.read_records(io.StringIO(text), messages, block=4096)]
    return found, [m.to_dict() for m in messages]


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_records_equal_without_the_shortcut(path, monkeypatch):
    text = path.read_text(encoding="utf-8", errors="replace")
    decorated = "\n".join(f"2026-01-01T10:00:00.1234567Z {line}" for line in text.splitlines())
    for log in (text, decorated):
        with_fast = records(log)
        with monkeypatch.context() as patch:
            patch.setattr(hits, "MATCH", (lambda *args: None,) * len(hits.MATCH))
            patch.setattr(hits, "RECORD", re.compile(r"(?!)"))  # NOTE: and no whole records (test_logs_fused.py)
            assert records(log) == with_fast


COLOURS = ["\x1b[36m", "\x1b[01m\x1b[K", "\x1b[0;32m\x1b[1m", "\x1b[K"]
ESCAPED_PREFIXES = ["2026-11-27T10:00:00.1234567Z {c}", "{c}2026-11-27T10:00:00Z ", "[12:00:01]{c}", "1>{c}",
                    "7{c}", "12{c}3 ", "A{c}", "{c}Z", "{c}{c}", " {c} ", "{c}\x1b", "\x1b{c}", "2026 \x1b[1:2m",
                    "2026 \x1b]0;title\x07", "2026 \x1b[36", "2026 \x1b[3 6m", "{c}ab ", "{c}(1) "]
ESCAPED_SUFFIXES = ["{c}", "{c}{c}", " {c}", "{c} ", "{c}\r", "{c}x", "\x1b[1:2m", "\x1b]0;t\x07", "\x1b"]


def test_coloured_lines_the_shortcut_takes_get_the_general_answer():
    """Escapes before the tool's name (or a stack line's number) and at the line's end are matched by the
    shapes themselves (fast._ESC); wherever they sit, the shortcut's answer is the general path's."""
    taken = 0
    for shape in SHAPES:
        for colour in COLOURS:
            for prefix in ESCAPED_PREFIXES:
                for suffix in ESCAPED_SUFFIXES + [""]:
                    taken += check_line(prefix.format(c=colour) + shape + suffix.format(c=colour), None)
    assert taken > 300


def test_ci_colours_take_the_shapes_directly():
    """A CI log's coloured line (timestamp, colour, the compiler's text, reset) matches its family's shape without
    its escapes being dropped first (hits._plain_match)."""
    for shape in [s for s in SHAPES if s.startswith(("ptxas info", "    "))]:
        line = f"2026-11-27T10:00:00.1234567Z \x1b[36m{shape}\x1b[0m"
        family = 0 if "ptxas info" in shape else 1
        assert fast.MATCH[family](line) is not None, shape
        assert check_line(line, family), shape
