"""A large log read in parallel (analyzer/logs/chunks.py) gives exactly what one reader gives: the same records
with the same line numbers, the same messages, the same JSON, wherever the ranges are cut; bad bytes in a
later range still end the run with the serial reader's one line."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.errors import KernlintError
from analyzer.logs import chunks, open_log, read_records

ROOT = Path(__file__).resolve().parents[1]
# NOTE: every NVIDIA fixture log and the AMD ones of three families (the other AMD logs repeat their shapes)
LOGS = sorted((ROOT / "fixtures" / "logs").glob("*.log")) + [
    ROOT / "fixtures" / "amd" / "logs" / name for name in ("gfx1100.log", "gfx1030-wave64.log", "gfx942-hip.log")]
NOISE = ["[ 42%] Building CUDA object src/CMakeFiles/app.dir/kernels.cu.o", "/usr/bin/c++ -O2 -c main.cpp -o main.o",
         "nvcc -Xptxas -v -arch=sm_90 -c k.cu -o k.o", "main.cpp:12:5: warning: unused variable 'x' [-Wunused-variable]",
         "    VGPRs: 12", "the VGPRs of this GPU", "", "make[2]: Leaving directory '/b'", "naïve Größe ✓"]
# AMD remarks printed bare (no `file:line:col: remark:`): their keys count only after a bare name
BARE = ["2026-01-01T10:00:00.1234567Z Function Name: _Z4scalPfi", "    TotalSGPRs: 18", "    VGPRs: 40",
        "    ScratchSize [bytes/lane]: 16", "    Occupancy [waves/SIMD]: 8", "    LDS Size [bytes/block]: 1024"]


def build(path: Path, seed: int, copies: int = 2, bare_at: float | None = 0.6, nul: bool = False) -> None:
    """Every fixture log `copies` times, shuffled per copy, CRLF and noise between, bare remarks from `bare_at`."""
    rng = random.Random(seed)
    parts: list[str] = []
    for _ in range(copies):
        for log in rng.sample(LOGS, len(LOGS)):
            parts.extend(log.read_text(encoding="utf-8").splitlines())
            parts.extend(rng.choice(NOISE) for _ in range(rng.randint(0, 3)))
    if bare_at is not None:
        at = int(len(parts) * bare_at)
        parts[at:at] = BARE
    text = "\n".join(line + ("\r" if i % 7 == 0 else "") for i, line in enumerate(parts)) + "\n"
    data = text.encode("utf-8")
    if nul:
        data = data[: len(data) // 2] + b"\x00" + data[len(data) // 2:]
    path.write_bytes(data[:100] + b"\xff\xfe" + data[100:])  # NOTE: undecodable bytes are replaced alike


def serial(path: Path) -> tuple[list[dict], list[dict]]:
    messages: list = []
    with open_log(str(path)) as stream:
        records = [r.to_dict() for r in read_records(stream, messages)]
    return records, [m.to_dict() for m in messages]


def parallel(path: Path, workers: int = 2) -> tuple[list[dict], list[dict]]:
    messages: list = []
    records = [r.to_dict() for r in chunks.read_records_parallel(str(path), messages, workers)]
    return records, [m.to_dict() for m in messages]


@settings(max_examples=6, deadline=None)
@given(chunk=st.integers(min_value=200, max_value=60_000), seed=st.integers(0, 3),
       bare_at=st.sampled_from([None, 0.0, 0.3, 0.97]))
def test_parallel_equals_serial_wherever_the_ranges_are_cut(tmp_path_factory, chunk: int, seed: int,
                                                            bare_at: float | None) -> None:
    path = tmp_path_factory.mktemp("log") / "build.log"
    build(path, seed, bare_at=bare_at)
    expected = serial(path)
    assert len(expected[0]) > 100 and expected[1]
    old = chunks.CHUNK
    chunks.CHUNK = chunk
    try:
        assert len(chunks.ranges(str(path))) > 1
        assert parallel(path) == expected
    finally:
        chunks.CHUNK = old


def test_bare_keys_before_any_bare_name_count_nowhere() -> None:
    """A bare key line ahead of every bare name belongs to no record, however the blocks are cut."""
    text = "\n".join(["    VGPRs: 99"] * 3 + ["x" * 40] * 50 + BARE) + "\n"
    results = {tuple(r.to_dict()["registers"] for r in read_records(io.StringIO(text), block=block))
               for block in (7, 64, 300, 1 << 20)}
    assert results == {(40,)}


def test_binary_data_in_a_later_range_is_refused_alike(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "build.log"
    build(path, 1, copies=2, nul=True)
    monkeypatch.setattr(chunks, "CHUNK", 4096)
    with pytest.raises(KernlintError) as serial_error:
        serial(path)
    with pytest.raises(KernlintError) as parallel_error:
        parallel(path)
    assert str(serial_error.value) == str(parallel_error.value) == f"{path}: binary data, not a text build log"


def test_cli_json_is_the_same_for_any_jobs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from analyzer.commands.ptxas import run

    path = tmp_path / "build.log"
    build(path, 2)
    monkeypatch.setattr(chunks, "PARALLEL_MIN", 0)
    monkeypatch.setattr(chunks, "CHUNK", 8192)
    outputs = []
    for jobs in (1, 2, 3):
        out = io.StringIO()
        run(str(path), "json", exit_zero=True, out=out, jobs=jobs, target=["sm_90", "gfx942"])
        outputs.append(out.getvalue())
    assert outputs[0] == outputs[1] == outputs[2]
    assert '"records": [{' in outputs[0]


def test_small_logs_stdin_and_utf16_stay_serial(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "build.log"
    path.write_text("ptxas info    : Used 8 registers\n")
    assert not chunks.parallel_ok(str(path), "utf-8", 2)  # NOTE: smaller than PARALLEL_MIN
    monkeypatch.setattr(chunks, "PARALLEL_MIN", 0)
    assert chunks.parallel_ok(str(path), "utf-8", 2)
    assert not chunks.parallel_ok("-", "utf-8", 2)
    assert not chunks.parallel_ok(str(path), "utf-16", 2)
    assert not chunks.parallel_ok(str(path), "utf-8", 1)


def test_workers_demangle_the_kernels_of_their_ranges(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The workers hand back each range's demangled kernel names (names.learn), but for records read whole, whose
    events carry the JSON of their names (fast.record_event): the main process then finds every mangled name of
    another record demangled, and each name (learned, in an event's JSON, or its own) is the demangler's."""
    import json

    from analyzer.logs import names
    from analyzer.logs.records import whole as made

    path = tmp_path / "build.log"
    build(path, 5)
    monkeypatch.setattr(chunks, "CHUNK", 8192)
    monkeypatch.setattr(names, "_KNOWN", {})
    lazy = list(chunks.read_records_parallel(str(path), [], 2, lazy=True))
    whole = [r for r in lazy if type(r) is tuple]
    assert whole and len(whole) < len(lazy)
    for event, _ in whole:
        kernel, names_json, name = event[1]
        assert json.loads(f'{{"kernel": {names_json}}}') == {"kernel": kernel, "name": names._demangle(kernel)}
        assert name == names._demangle(kernel) and event[3] == json.dumps(made(event, 1).compile_time_ms)
    learned = dict(names._KNOWN)
    # NOTE: the names of the lines of the common shapes (analyzer/logs/fast.py); the others stay the main's
    # NOTE: most mangled kernels of the log are named in a worker (learned there, or carried as a whole record's
    # JSON); those of the other shapes stay the main's (as the old bound: at least half)
    named = learned.keys() | {event[1][0] for event, _ in whole}
    mangled = {r.kernel for r in chunks.read_records_parallel(str(path), [], 2) if r.kernel.startswith("_Z")}
    assert learned and len(mangled & named) >= len(mangled) // 2 and "_Z11mathKernel1Pf" in named
    assert all(learned[k] == names._demangle(k) for k in learned)
    assert all(r.name == names._demangle(r.kernel) for r in chunks.read_records_parallel(str(path), [], 2))


def test_learned_names_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from analyzer.logs import names

    monkeypatch.setattr(names, "_KNOWN", {})
    monkeypatch.setattr(names, "KNOWN_MAX", 4)
    names.learn({"_Z1av": "a()", "_Z1bv": "b()", "_Z1cv": "c()"})
    names.learn({"_Z1dv": "d()", "_Z1ev": "e()"})
    assert names._KNOWN == {"_Z1dv": "d()", "_Z1ev": "e()"}
    assert names.demangle("_Z1av") == "a()"
