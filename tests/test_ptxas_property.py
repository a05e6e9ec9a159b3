"""Property: reordering whole per-file chunks of a build log, wrapping lines in CI/terminal decoration and
interleaving noise between any two lines never changes the records the reader returns."""

from __future__ import annotations

import io
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.logs import read_records

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs"


def chunks() -> list[list[str]]:
    """Per-file chunks: each fixture log, with make_build.log split at its `[build]` lines (one per nvcc call)."""
    out: list[list[str]] = []
    for path in sorted(LOGS.glob("*.log")):
        lines = path.read_text().splitlines()
        if path.name == "make_build.log":
            starts = [i for i, line in enumerate(lines) if line.startswith("[build]")] + [len(lines)]
            out.extend(lines[a:b] for a, b in zip(starts, starts[1:]))
        else:
            out.append(lines)
    return out


CHUNKS = chunks()
NOISE = ["[ 42%] Building CUDA object src/CMakeFiles/app.dir/kernels.cu.o",
         "/usr/bin/c++ -O2 -c main.cpp -o main.o", "nvcc -Xptxas -v -arch=sm_90 -c k.cu -o k.o",
         "main.cpp:12:5: warning: unused variable 'x' [-Wunused-variable]", "ninja: build stopped: subcommand failed.",
         "foo.cpp:3:1: remark: loop not vectorized [-Rpass-missed=loop-vectorize]", "Used 3 registers",
         "   12 | int x = 0;", "      |     ^", "the VGPRs of this GPU", "", "make[2]: Leaving directory '/b'"]
DECOR = [lambda s: s, lambda s: "2026-01-01T10:00:00.1234567Z " + s, lambda s: "\x1b[0;32m" + s + "\x1b[0m",
         lambda s: s + "\r", lambda s: "[2026-01-01 10:00:00] " + s, lambda s: "\x1b[1m" + s + "\x1b[m\r"]


def key(record) -> tuple:
    d = record.to_dict()
    d.pop("line")
    d.pop("location", None)
    for dev in d.get("device_functions", []):
        dev.pop("line")
    return tuple(sorted((k, repr(v)) for k, v in d.items()))


def records_of(lines: list[str]) -> list:
    return list(read_records(io.StringIO("\n".join(lines) + "\n"), block=4096))


BASELINE = sorted(key(r) for chunk in CHUNKS for r in records_of(chunk))


@settings(max_examples=25, deadline=None)
@given(order=st.permutations(range(len(CHUNKS))), data=st.data())
def test_records_survive_reordering_decoration_and_noise(order, data) -> None:
    decorate = data.draw(st.lists(st.integers(0, len(DECOR) - 1), min_size=len(CHUNKS), max_size=len(CHUNKS)))
    lines: list[str] = []
    for index in order:
        for line in CHUNKS[index]:
            if data.draw(st.integers(0, 7)) == 0:
                lines.append(data.draw(st.sampled_from(NOISE)))
            # NOTE: a clang location prefix must stay first on its line for `file:line:col: remark:`
            lines.append(DECOR[decorate[index]](line))
    got = sorted(key(r) for r in records_of(lines))
    assert got == BASELINE
    assert len(BASELINE) > 100


def test_line_numbers_follow_the_noise() -> None:
    chunk = next(c for c in CHUNKS if any("Compiling" in x for x in c))
    lines = ["noise"] * 5 + chunk
    first = records_of(chunk)[0].line
    assert records_of(lines)[0].line == first + 5


def test_blocks_smaller_than_a_line() -> None:
    text = "\n".join(next(c for c in CHUNKS if any("Compiling" in x for x in c))) + "\n"
    small = list(read_records(io.StringIO(text), block=7))
    big = list(read_records(io.StringIO(text)))
    assert [(r.kernel, r.arch, r.line, r.registers) for r in small] == [(r.kernel, r.arch, r.line, r.registers)
                                                                         for r in big]
    assert re.search("Compiling", text)
