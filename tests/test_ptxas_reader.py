"""The build-log reader against the fixture logs: every record's numbers equal an independent count.

The independent count is a deliberately naive regex walk over the raw log (below), written apart from
analyzer/logs so both cannot share a mistake. The CUDA 13 logs are real nvcc output (fixtures/logs/
regenerate.sh); old_toolkits_handwritten.log is hand-written and checked against its expect file.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from analyzer.logs import open_log, read_lines, read_records
from analyzer.logs.names import demangle

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs"
NVIDIA_LOGS = sorted(p for p in LOGS.glob("*.log") if not p.name.startswith("amd_") and p.name != "ptx_error.log")
AMD_LOGS = sorted(LOGS.glob("amd_*.log"))


def naive_nvidia(path: Path) -> list[dict]:
    """Walk the log: each `Compiling entry function` starts a record; take the first stack-frame and
    `Used` lines after it (before the next record). Good enough for non-interleaved logs only."""
    records: list[dict] = []
    current = None
    for number, line in enumerate(path.read_text().splitlines(), 1):
        m = re.search(r"ptxas info\s*: Compiling entry function '([^']+)' for '([^']+)'", line)
        if m:
            current = {"kernel": m.group(1), "arch": m.group(2), "line": number, "stack": 0, "stores": 0,
                       "loads": 0, "registers": None, "smem": 0, "barriers": None, "cmem": {}, "props": False}
            records.append(current)
            continue
        if current is None:
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            current["props"] = m.group(1) == current["kernel"]
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and current["props"]:
            current["stack"], current["stores"], current["loads"] = map(int, m.groups())
            current["props"] = False
            continue
        m = re.search(r"ptxas info\s*: Used (\d+) registers", line)
        if m and current["registers"] is None:
            current["registers"] = int(m.group(1))
            for a, b in re.findall(r"(\d+)(?:\+(\d+))? bytes smem", line):
                current["smem"] = int(a) + int(b or 0)
            for b in re.findall(r"used (\d+) barriers", line):
                current["barriers"] = int(b)
            for size, bank in re.findall(r"(\d+) bytes cmem\[(\d+)\]", line):
                current["cmem"][bank] = int(size)
    return records


def read(path: Path, messages=None):
    with open_log(str(path)) as stream:
        return list(read_records(stream, messages))


@pytest.mark.parametrize("path", NVIDIA_LOGS, ids=lambda p: p.name)
def test_every_entry_record_has_exact_numbers(path: Path) -> None:
    expected = naive_nvidia(path)
    got = [r for r in read(path) if r.vendor == "nvidia"]
    assert expected, "fixture without records"
    assert [(r.kernel, r.arch, r.line) for r in got] == [(e["kernel"], e["arch"], e["line"]) for e in expected]
    for r, e in zip(got, expected):
        assert (r.registers, r.shared_bytes, r.stack_bytes, r.spill_store_bytes, r.spill_load_bytes, r.barriers,
                r.constant_bytes) == (e["registers"], e["smem"], e["stack"], e["stores"], e["loads"],
                                      e["barriers"], e["cmem"]), (r.kernel, r.arch, r.line)


def test_fixture_coverage() -> None:
    """The logs cover the archs, flags and failures issue 3 asks for."""
    archs = {r.arch for p in NVIDIA_LOGS for r in read(p)}
    assert {"sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100f", "sm_120"} <= archs
    text = {p.name: p.read_text() for p in NVIDIA_LOGS}
    assert "error" in text["make_build.log"] and "bytes spill stores" in text["maxrreg32_spills.log"]
    assert "_ZN4blas5heavyILi96EEEvPKfPfi" in text["maxrreg32_spills.log"]


def test_kernel_compiled_twice_appears_twice_in_log_order() -> None:
    records = read(LOGS / "make_build.log")
    lines = [r.line for r in records if r.kernel == "_Z11mathKernel1Pf" and r.arch == "sm_80"]
    assert len(lines) == 2 and lines == sorted(lines)


def test_device_functions_spill_warning_limits_and_errors() -> None:
    messages: list = []
    records = read(LOGS / "multi_gencode.log", messages)
    recursive = [r for r in records if r.kernel == "_Z9recursivePi" and r.arch == "sm_90"][0]
    fib = recursive.device_functions[0]
    text = (LOGS / "multi_gencode.log").read_text()
    # the sm_90 block's fib line, found independently
    block = text[text.index("'_Z9recursivePi' for 'sm_90'"):]
    m = re.search(r"Function properties for _Z3fibi\n\s+(\d+) bytes stack frame, (\d+) bytes spill stores", block)
    assert (fib.kernel, fib.stack_bytes, fib.spill_store_bytes) == ("_Z3fibi", int(m.group(1)), int(m.group(2)))
    spills = read(LOGS / "maxrreg32_spills.log")
    heavy = [r for r in spills if r.kernel.startswith("_ZN4blas5heavy")]
    assert [r.spill_warning for r in heavy] == [True, True]
    assert [r.max_registers_limit for r in heavy] == [32, 32]
    errors: list = []
    read(LOGS / "make_build.log", errors)
    assert [(m.tool, m.line, m.kernel) for m in errors if m.level == "error"] == [
        ("nvcc", 149, None), ("ptxas", 156, "_Z3hogPf")]  # the front end's `broken.cu(5): error:` too


def test_ptx_assembly_errors_with_their_ptx_line() -> None:
    """nvcc 13.0's form for a rejected PTX instruction, `ptxas FILE, line N; error   : MSG`, is kept
    as an error message (with the PTX position), not dropped."""
    messages: list = []
    assert read(LOGS / "ptx_error.log", messages) == []  # ptxas aborted: no record
    expected = [(n, m.group(3), f"{m.group(1)}, line {m.group(2)}") for n, line in
                enumerate((LOGS / "ptx_error.log").read_text().splitlines(), 1)
                if (m := re.match(r"ptxas (\S+), line (\d+); error\s+: (.*)$", line))]
    assert len(expected) == 2
    got = [(m.line, m.text) for m in messages if m.level == "error"]
    assert got == [(n, f"{text} ({where})") for n, text, where in expected]
    assert [m.level for m in messages] == ["error", "error", "fatal"]


def test_rdc_device_functions_compiled_on_their_own_stay_unattributed() -> None:
    """-rdc=true: ptxas compiles `fib` on its own, before its caller, with its own `Compile time`: it is
    marked standalone, never a callee of the entry just above it (`printer`)."""
    records = read(LOGS / "rdc_nvlink.log")
    devices = {(r.kernel, d.kernel): d.standalone for r in records for d in r.device_functions}
    assert devices and all(devices.values()), devices
    whole = read(LOGS / "make_build.log")
    callees = {(r.kernel, d.kernel, d.standalone) for r in whole for d in r.device_functions}
    assert ("_Z9recursivePi", "_Z3fibi", False) in callees  # whole-program: printed after its caller


def test_handwritten_old_toolkit_forms() -> None:
    expect = yaml.safe_load((LOGS / "old_toolkits_handwritten.expect.yaml").read_text())
    got = [[r.kernel, r.arch, r.registers, r.shared_bytes, r.stack_bytes, r.spill_store_bytes, r.spill_load_bytes]
           for r in read(LOGS / "old_toolkits_handwritten.log")]
    assert got == expect["records"]
    tex = [r for r in read(LOGS / "old_toolkits_handwritten.log") if r.arch == "sm_70"][0]
    assert (tex.textures, tex.samplers, tex.surfaces, tex.barriers) == (1, 1, 2, None)
    assert [(d.kernel, d.stack_bytes) for d in tex.device_functions] == [("_Z6helperf", 16)]


def naive_amd(path: Path) -> list[dict]:
    groups: list[dict] = []
    for line in path.read_text().splitlines():
        m = re.search(r"remark: Function Name: (\S+)", line)
        if m:
            groups.append({"kernel": m.group(1)})
        for key, value in re.findall(r"remark:\s+(VGPRs|SGPRs|AGPRs|Occupancy \[waves/SIMD\]|LDS Size "
                                     r"\[bytes/block\]|ScratchSize \[bytes/lane\]): (\d+)", line):
            groups[-1][key] = int(value)
    return groups


@pytest.mark.parametrize("path", AMD_LOGS, ids=lambda p: p.name)
def test_amd_remarks_exact(path: Path) -> None:
    expected = naive_amd(path)
    got = read(path)
    assert len(got) == len(expected) >= 5
    for r, e in zip(got, expected):
        assert (r.kernel, r.registers, r.sgprs, r.agprs, r.occupancy_waves_per_simd, r.lds_bytes, r.scratch_bytes) == \
            (e["kernel"], e["VGPRs"], e["SGPRs"], e.get("AGPRs"), e["Occupancy [waves/SIMD]"],
             e["LDS Size [bytes/block]"], e["ScratchSize [bytes/lane]"])


def test_amd_bare_and_total_sgprs_forms() -> None:
    """Remarks without clang's location prefix or -Rpass suffix, and LLVM 20's TotalSGPRs."""
    records = read_lines(["2026-01-01T10:00:00.1234567Z Function Name: _Z4scalPfi", "    TotalSGPRs: 18",
                          "    VGPRs: 40", "    AGPRs: 4", "    ScratchSize [bytes/lane]: 16", "    Dynamic Stack: False",
                          "    Occupancy [waves/SIMD]: 8", "    SGPRs Spill: 0", "    VGPRs Spill: 3",
                          "    LDS Size [bytes/block]: 1024", "gcc: VGPRs are not a thing here"])
    assert len(records) == 1
    r = records[0]
    assert (r.kernel, r.sgprs, r.registers, r.agprs, r.scratch_bytes, r.dynamic_stack, r.vgpr_spills, r.lds_bytes) == \
        ("_Z4scalPfi", 18, 40, 4, 16, False, 3, 1024)
    assert r.name == "scal(float*, int)"


def test_demangle_keeps_mangled_and_falls_back() -> None:
    assert demangle("_ZN4blas5heavyILi96EEEvPKfPfi") == "void blas::heavy<96>(float const*, float*, int)"
    assert demangle("_Z3") == "_Z3" and demangle("saxpy") == "saxpy"


def test_prefixes_colours_crlf_and_noise() -> None:
    lines = ["\x1b[1m[ 50%] Building CUDA object x.cu.o\x1b[0m",
             "2026-01-01T10:00:00.1234567Z \x1b[32mptxas info    : Compiling entry function '_Z1kv' for 'sm_90a'\x1b[0m\r",
             "2026-01-01T10:00:00.1234567Z ptxas info\t: Function properties for _Z1kv\r",
             "2026-01-01T10:00:00.1234567Z     8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\r",
             "nvcc -Xptxas -v -c x.cu",
             "[2026-01-01 10:00:00] ptxas info    : Used 40 registers, used 1 barriers, 1024 bytes smem, 360 bytes cmem[0]\r"]
    [r] = read_lines(lines)
    assert (r.kernel, r.arch, r.line, r.registers, r.barriers, r.shared_bytes, r.stack_bytes, r.spill_load_bytes) == \
        ("_Z1kv", "sm_90a", 2, 40, 1, 1024, 8, 4)


def test_grammar_is_conflict_free_and_cached(tmp_path, monkeypatch) -> None:
    """Cold build with strict=True (shift/reduce and regex collisions fail); the disk cache is written."""
    import lark

    from analyzer.grammar import get_parser
    from analyzer.resources import data_dir

    pytest.importorskip("interegular")
    lark.Lark.open(str(data_dir("grammars") / "ptxas.lark"), parser="lalr", lexer="contextual", strict=True)
    monkeypatch.setenv("KERNLINT_CACHE_DIR", str(tmp_path / "cache"))
    get_parser.cache_clear()
    try:
        assert get_parser("ptxas").parse("ptxas info : Used 1 registers")
        assert list((tmp_path / "cache").glob("ptxas-*.lark"))
    finally:
        get_parser.cache_clear()


def test_unwritable_cache_dir_falls_back(tmp_path, monkeypatch) -> None:
    from analyzer.grammar import get_parser

    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("KERNLINT_CACHE_DIR", str(blocker / "sub"))   # cannot be created: a file is in the way
    get_parser.cache_clear()
    try:
        assert get_parser("ptxas").parse("ptxas info : Compile time = 1.5 ms")
    finally:
        get_parser.cache_clear()


def test_records_of_other_files_inside_a_record() -> None:
    """Parallel builds: whole records of file B land between A's named lines; A's numbers stay A's."""
    a = ["ptxas info    : Compiling entry function '_Z1av' for 'sm_80'",
         "ptxas info    : Function properties for _Z1av",
         "    16 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads",
         "ptxas info    : Used 64 registers, used 1 barriers, 2048 bytes smem, 360 bytes cmem[0]"]
    b = ["ptxas info    : Compiling entry function '_Z1bv' for 'sm_90'",
         "ptxas info    : Function properties for _Z1bv",
         "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads",
         "ptxas info    : Used 20 registers, used 0 barriers"]
    records = read_lines(a[:1] + b + a[1:])
    assert [(r.kernel, r.arch, r.registers, r.stack_bytes, r.spill_store_bytes, r.shared_bytes) for r in records] == \
        [("_Z1av", "sm_80", 64, 16, 8, 2048), ("_Z1bv", "sm_90", 20, 0, 0, 0)]


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("nvcc") and not Path("/usr/local/cuda/bin/nvcc").exists(), reason="no nvcc")
def test_live_nvcc_output(tmp_path: Path) -> None:
    """Today's nvcc on one fixture source: the reader and the naive counter agree on every record."""
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    src = LOGS / "src" / "templates.cu"
    result = subprocess.run([nvcc, "-c", "-o", str(tmp_path / "t.o"), "-Xptxas", "-v", "-maxrregcount=40",
                             "-arch=sm_86", str(src)], capture_output=True, text=True, timeout=300)
    log = tmp_path / "live.log"
    log.write_text(result.stdout + result.stderr)
    expected = naive_nvidia(log)
    got = read(log)
    assert len(expected) == 4
    assert [(r.kernel, r.arch, r.registers, r.stack_bytes, r.spill_store_bytes, r.spill_load_bytes, r.shared_bytes)
            for r in got] == [(e["kernel"], e["arch"], e["registers"], e["stack"], e["stores"], e["loads"], e["smem"])
                              for e in expected]
