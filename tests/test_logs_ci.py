"""Issue 27 item 22: a CI log as GitHub Actions stores it (bench/bench_ptxas.py build_ci_log: an ISO timestamp
before every line, ANSI colours, `make -j` interleaving, compiler warnings between the records) gives the
records of the same log without prefixes and colours, and its coloured lines of the common shapes take the
fast path (analyzer/logs/fast.py), not the general one."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from analyzer.logs import chunks, hits
from analyzer.logs.ptxas import read_records

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import bench_ptxas  # noqa: E402  (the CI log generator)


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> tuple[Path, Path, int, int]:
    folder = tmp_path_factory.mktemp("ci")
    ci, plain = folder / "ci.log", folder / "plain.log"
    records, ptxas_lines = bench_ptxas.build_ci_log(ci, 1, plain=plain)
    return ci, plain, records, ptxas_lines


def _read(path: Path) -> tuple[list, list]:
    messages: list = []
    with open(path, encoding="utf-8") as stream:
        return list(read_records(stream, messages)), messages


def test_the_generated_log_is_a_ci_log(logs):
    ci, plain, records, ptxas_lines = logs
    text = ci.read_text()
    lines = text.splitlines()
    assert all(line[:4] == "2026" and line[10] == "T" and line[27] == "Z" for line in lines)
    assert "\x1b[36mptxas info" in text and "\x1b[32m[" in text and "warning: " in text
    assert records > 1000 and ptxas_lines > 3 * records
    assert len(lines) == len(plain.read_text().splitlines())


def test_records_of_the_ci_log_equal_those_of_the_plain_log(logs):
    ci, plain, records, _ = logs
    ours, messages = _read(ci)
    theirs, plain_messages = _read(plain)
    assert len(ours) == records
    assert ours == theirs and messages == plain_messages


def test_records_of_the_ci_log_in_parallel_equal_the_serial_ones(logs, monkeypatch):
    ci, _, _, _ = logs
    monkeypatch.setattr(chunks, "CHUNK", 64 << 10)
    serial, _ = _read(ci)
    assert list(chunks.read_records_parallel(str(ci), [], 2)) == serial


def test_coloured_lines_of_the_common_shapes_take_the_fast_path(logs, monkeypatch):
    ci, _, _, _ = logs
    general: list[str] = []
    real = hits.payload

    def counting(raw: str):
        general.append(raw)
        return real(raw)

    monkeypatch.setattr(hits, "payload", counting)
    _read(ci)
    assert general, "the nvcc command lines (`-Xptxas=-v`) are not of a common shape"
    assert not [line for line in general if "ptxas info" in line or "bytes stack frame" in line], general[:3]


def test_a_coloured_line_is_read_as_its_plain_text():
    stamp = "2026-11-27T10:00:00.1234567Z "
    lines = [f"{stamp}\x1b[36mptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\x1b[0m",
             f"{stamp}\x1b[36mptxas info    : Function properties for _Z1kPf\x1b[0m",
             f"{stamp}\x1b[36m    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\x1b[0m",
             f"{stamp}\x1b[36mptxas info    : Used 40 registers, used 1 barriers, 1024 bytes smem, 400 bytes "
             f"cmem[0]\x1b[0m",
             f"{stamp}\x1b[36mptxas info    : Compile time = 1.5 ms\x1b[0m"]
    (record,) = list(read_records(io.StringIO("\n".join(lines) + "\n")))
    assert (record.kernel, record.arch, record.registers, record.shared_bytes, record.stack_bytes,
            record.spill_store_bytes, record.compile_time_ms) == ("_Z1kPf", "sm_90", 40, 1024, 8, 4, 1.5)
