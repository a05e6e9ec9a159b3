"""Whole ptxas records kept as (event, line) (analyzer.logs.ptxas.assemble(lazy=True)) and made into records only
for the first of their numbers give `kernlint ptxas --format json` byte for byte what the records give: on the
fixture logs, on generated logs with every disturbance of tests/test_logs_fused.py (device functions and compile
times after a record, limits and spill warnings before it, interleaved compilations), read serially or in ranges
cut anywhere, and when later lines change a record that already left the window."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from analyzer.commands import ptxas as command
from analyzer.logs import chunks, ptxas

from tests.test_logs_fused import generated, read

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LOGS = sorted(FIXTURES.glob("logs/*.log")) + sorted(FIXTURES.glob("rules/*/*.log")) + [
    FIXTURES / "amd" / "logs" / "gfx1100-wave64.log"]
BUDGETS = {"block_size": 96, "max_registers": 32, "fail_on_spill": True, "min_occupancy": 0.5, "max_shared": "16K"}


def render(log: Path, options: dict, lazy: bool, monkeypatch: pytest.MonkeyPatch) -> str:
    """`kernlint ptxas LOG --format json`, with lazy records or (lazy False) with a record made for each."""
    out = io.StringIO()
    with monkeypatch.context() as patch:
        if not lazy:
            serial, parallel = ptxas.read_records, chunks.read_records_parallel
            patch.setattr(ptxas, "read_records", lambda stream, messages, lazy=False: serial(stream, messages))
            patch.setattr(chunks, "read_records_parallel", lambda path, messages, workers, lazy=False, runs=False:
                          parallel(path, messages, workers))
        command.run(str(log), "json", out=out, exit_zero=True, **options)
    return out.getvalue()


def same(a: str, b: str) -> bool:
    """a == b; else False with where they part in the assertion's message (pytest's diff of two long texts is slow)."""
    if a == b:
        return True
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    raise AssertionError(f"differ at {at}: {a[at - 80:at + 80]!r} vs {b[at - 80:at + 80]!r}")


def repeated(tmp_path: Path, text: str, name: str) -> Path:
    """The log three times over, kernel names changed per copy (the same numbers under other names and lines)."""
    path = tmp_path / name
    path.write_text("\n".join(text.replace("_Z", f"_Z{i}x") if i else text for i in range(3)), encoding="utf-8")
    return path


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_fixture_logs_write_the_same_json(log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = repeated(tmp_path, log.read_text(encoding="utf-8", errors="replace"), log.name)
    for options in ({}, BUDGETS):
        assert same(render(path, options, True, monkeypatch), render(path, options, False, monkeypatch)), options


@pytest.mark.parametrize("seed", range(6))
def test_generated_logs_write_the_same_json(seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = repeated(tmp_path, generated(seed, 200), "ci.log")
    for options in ({}, BUDGETS):
        want = render(path, options, False, monkeypatch)
        assert '"records": [{' in want
        assert same(render(path, options, True, monkeypatch), want), options


@pytest.mark.parametrize("chunk", [150, 2000])
def test_ranges_cut_anywhere_write_the_same_json(chunk: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = repeated(tmp_path, generated(11, 300), "ci.log")
    want = render(path, {}, False, monkeypatch)
    monkeypatch.setattr(chunks, "PARALLEL_MIN", 0)
    monkeypatch.setattr(chunks, "CHUNK", chunk)
    assert len(chunks.ranges(str(path))) > 3
    assert same(render(path, {"jobs": 2}, True, monkeypatch), want)
    assert same(render(path, {"jobs": 2}, False, monkeypatch), want)


def test_a_record_changed_after_it_left_the_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole record, more than WINDOW AMD records after it (it is still the last entry), then a device function and
    a compile time: they change the record already written, as when it was made at once."""
    lines = ["ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'",
             "ptxas info    : Function properties for _Z1kPf",
             "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
             "ptxas info    : Used 8 registers, 400 bytes cmem[0]"]
    for i in range(ptxas.WINDOW + 5):
        lines += [f"k.hip:{i + 1}:1: remark: Function Name: _Z2a{i}v [-Rpass-analysis=kernel-resource-usage]",
                  f"k.hip:{i + 1}:1: remark:     VGPRs: 12 [-Rpass-analysis=kernel-resource-usage]"]
    lines += ["ptxas info    : Function properties for _Z6helperv",
              "    8 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
              "ptxas info    : Compile time = 1.500 ms"]
    text = "\n".join(lines) + "\n"
    assert read(text) == read(text, fused=False)
    path = tmp_path / "mixed.log"
    path.write_text(text, encoding="utf-8")
    assert same(render(path, {}, True, monkeypatch), render(path, {}, False, monkeypatch))


def test_a_record_changed_while_it_is_the_last_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A device function after a whole record joins it, a compile time after one that printed none is its own."""
    text = ("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\n"
            "ptxas info    : Function properties for _Z1kPf\n"
            "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
            "ptxas info    : Used 8 registers, 400 bytes cmem[0]\n"
            "[ 10%] Building CUDA object k.cu.o\n"
            "ptxas info    : Compile time = 2.500 ms\n"
            "ptxas info    : Function properties for _Z6helperv\n"
            "    8 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n")
    records, _ = read(text)
    assert records[0]["compile_time_ms"] == 2.5 and records[0]["device_functions"][0]["kernel"] == "_Z6helperv"
    path = tmp_path / "after.log"
    path.write_text(text, encoding="utf-8")
    lazy = render(path, {}, True, monkeypatch)
    assert '"compile_time_ms": 2.5' in lazy and same(lazy, render(path, {}, False, monkeypatch))


def _runs(path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int) -> list:
    """The Runs read_records_parallel yields for `path` in ranges of `chunk` bytes (any whole records in a row)."""
    from analyzer.logs.records import Run

    monkeypatch.setattr(chunks, "PARALLEL_MIN", 0)
    monkeypatch.setattr(chunks, "CHUNK", chunk)
    monkeypatch.setattr(chunks, "MIN_RUN", 1)
    return [r for r in chunks.read_records_parallel(str(path), [], 2, True, runs=True) if type(r) is Run]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("chunk", [700, 5000, 1 << 20])
def test_records_in_a_row_as_runs_write_the_same_json(seed: int, chunk: int, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole records in a row, each followed by another, go from the workers to the writer as one Run: the JSON (and
    its findings) is what a record made for each gives, wherever the ranges are cut, budgets set or not."""
    path = repeated(tmp_path, generated(seed, 300), "ci.log")
    wants = [render(path, options, False, monkeypatch) for options in ({}, BUDGETS)]
    assert _runs(path, monkeypatch, chunk)
    for options, want in zip(({}, BUDGETS), wants):
        assert same(render(path, {**options, "jobs": 2}, True, monkeypatch), want), options


@pytest.mark.parametrize("between", [ptxas.WINDOW - 2, ptxas.WINDOW - 1, ptxas.WINDOW, ptxas.WINDOW + 1])
def test_a_run_counts_its_records_in_the_window(between: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A record still open after `between` whole records in a row takes its properties and `Used` line when fewer than
    WINDOW records came after it, and has left the window (its properties are a device function) when WINDOW did:
    as when each record of the run counts."""
    lines = ["ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'"]
    for i in range(between):
        lines += [f"ptxas info    : Compiling entry function '_Z2a{i}v' for 'sm_90'",
                  f"ptxas info    : Function properties for _Z2a{i}v",
                  "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
                  f"ptxas info    : Used {8 + i % 3} registers, 400 bytes cmem[0]"]
    lines += ["ptxas info    : Function properties for _Z1kPf",
              "    16 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
              "ptxas info    : Used 40 registers, 400 bytes cmem[0]",
              "ptxas info    : Compile time = 1.500 ms"]
    path = tmp_path / "window.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    want = render(path, {}, False, monkeypatch)
    assert len(_runs(path, monkeypatch, 1 << 20)) == 1
    assert same(render(path, {"jobs": 2}, True, monkeypatch), want)
