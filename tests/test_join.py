"""`kernlint check --ptxas LOG` / `--compile`: records joined to launches; occupancy equals `kernlint occupancy`."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from analyzer.lint.join import _candidates, index_records
from analyzer.logs import read_lines
from cli_runner import run_kernlint

SOURCE = """#include <cstdio>
template <int N>
__global__ void heavy(const float* in, float* out, int n) {
  float acc[N];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < N; ++k) acc[k] = in[(i + k) % n];
  float s = 0.f;
  for (int k = 0; k < N; ++k) s += acc[k] * acc[(k * 7) % N];
  out[i] = s;
}
template __global__ void heavy<96>(const float*, float*, int);

__global__ void light(float* out) { out[threadIdx.x] = 1.0f; }

__global__ void dyn(float* out) {
  extern __shared__ float tile[];
  __shared__ float fixed[512];
  tile[threadIdx.x] = fixed[threadIdx.x % 512];
  __syncthreads();
  out[threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}

void run(const float* in, float* out, int n) {
  heavy<96><<<(n + 127) / 128, 128>>>(in, out, n);
  dim3 block(40, 2);
  light<<<1, block>>>(out);
  dyn<<<4, 256, 32768>>>(out);
}
"""
LAUNCH_LINES = {"heavy<96>": 24, "light": 26, "dyn": 27}
ARCHS = ("sm_80", "sm_90")


def independent_records(log: str) -> dict[tuple[str, str], tuple[int, int, int]]:
    """(mangled kernel, arch) -> (registers, smem bytes, barriers), read with plain regexes (not our reader)."""
    found, current = {}, None
    for line in log.splitlines():
        m = re.search(r"Compiling entry function '(\w+)' for '(sm_\d+)'", line)
        if m:
            current = m.groups()
            continue
        m = re.search(r"Used (\d+) registers, used (\d+) barriers(?:, (\d+) bytes smem)?", line)
        if m and current:
            found[current] = (int(m.group(1)), int(m.group(3) or 0), int(m.group(2)))
            current = None
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not installed")
    work = tmp_path_factory.mktemp("join")
    (work / "join.cu").write_text(SOURCE, encoding="utf-8")
    gencode = [f"-gencode=arch=compute_{a[3:]},code={a}" for a in ARCHS]
    done = subprocess.run([nvcc, "--resource-usage", *gencode, "-c", "-o", os.devnull, "join.cu"], cwd=work,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    (work / "build.log").write_text(done.stdout + done.stderr, encoding="utf-8")
    return work


def kernlint(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "KERNLINT_CACHE_DIR": str(cwd / ".cache"), "NO_COLOR": "1"}
    result = run_kernlint(*args, cwd=cwd, env=env)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def test_template_and_overload_matching() -> None:
    log = """ptxas info    : Compiling entry function '_Z5heavyILi96EEvPKfPfi' for 'sm_90'
ptxas info    : Used 40 registers, used 0 barriers
ptxas info    : Compiling entry function '_Z5heavyILi32EEvPKfPfi' for 'sm_90'
ptxas info    : Used 30 registers, used 0 barriers
ptxas info    : Compiling entry function '_Z5lightPf' for 'sm_90'
ptxas info    : Used 8 registers, used 0 barriers
ptxas info    : Compiling entry function '_Z5lightPfi' for 'sm_90a'
ptxas info    : Used 8 registers, used 0 barriers
ptxas info    : Compiling entry function '_Z13transposeTileILj32ELj8EEvPKfPf' for 'sm_90'
ptxas info    : Used 18 registers, used 1 barriers
ptxas info    : Compiling entry function '_Z11withDefaultIfLi8EEvPT_' for 'sm_90'
ptxas info    : Used 10 registers, used 1 barriers
ptxas info    : Compiling entry function '_Z11withDefaultIdLi4EEvPT_' for 'sm_90'
ptxas info    : Used 12 registers, used 1 barriers
"""
    table = index_records(read_lines(log.splitlines()))
    assert _candidates(table, "heavy<96>")["sm_90"].registers == 40
    assert _candidates(table, "heavy< 32 >")["sm_90"].registers == 30
    assert _candidates(table, "heavy") == {}  # two instantiations with different numbers: ambiguous
    assert _candidates(table, "light")["sm_90"].registers == 8  # overloads with equal numbers (sm_90a -> sm_90)
    assert _candidates(table, "missing") == {}
    # the demangler writes `transposeTile<32u, 8u>`; the source `transposeTile<32, 8>` or `<32U, 8U>`
    assert _candidates(table, "transposeTile<32, 8>")["sm_90"].registers == 18
    assert _candidates(table, "transposeTile<32U, 8U>")["sm_90"].registers == 18
    assert _candidates(table, "transposeTile<3, 8>") == {}
    # trailing arguments left to their defaults: `withDefault<float>` is the record `withDefault<float, 8>`
    assert _candidates(table, "withDefault<float>")["sm_90"].registers == 10
    assert _candidates(table, "withDefault<double>")["sm_90"].registers == 12
    assert _candidates(table, "withDefault<int>") == {}


@pytest.mark.slow
def test_launch_occupancy_equals_kernlint_occupancy(built: Path) -> None:
    result = kernlint(built, "check", "join.cu", "--ptxas", "build.log", "--format", "json",
                      *[f"--target={a}" for a in ARCHS], "--exit-zero")
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    launches = {entry["kernel"]: entry for entry in doc["launches"]}
    assert {k: v["line"] for k, v in launches.items()} == LAUNCH_LINES
    assert launches["light"]["block"] == [40, 2, 1] and launches["heavy<96>"]["block"] == [128, 1, 1]
    truth = independent_records((built / "build.log").read_text())
    mangled = {"heavy<96>": "_Z5heavyILi96EEvPKfPfi", "light": "_Z5lightPf", "dyn": "_Z3dynPf"}
    threads = {"heavy<96>": 128, "light": 80, "dyn": 256}
    dynamic = {"heavy<96>": 0, "light": 0, "dyn": 32768}
    for kernel, entry in launches.items():
        assert sorted(entry["occupancy"]) == list(ARCHS), entry
        for arch in ARCHS:
            regs, smem, barriers = truth[(mangled[kernel], arch)]
            ref = json.loads(kernlint(built, "occupancy", "--arch", arch, "--threads", str(threads[kernel]),
                                      "--regs", str(regs), "--smem", str(smem), "--dynamic-smem",
                                      str(dynamic[kernel]), "--barriers", str(barriers), "--format", "json").stdout)[0]
            got = entry["occupancy"][arch]
            assert (got["occupancy"], got["blocks_per_sm"], got["limiter"]) == \
                   (pytest.approx(ref["occupancy"]), ref["blocks_per_sm"], ref["limiter"]), (kernel, arch)


@pytest.mark.slow
def test_low_occupancy_is_reported_at_the_launch_line(built: Path) -> None:
    (built / ".kernlint.yaml").write_text("rules:\n  KL203: {min-occupancy: 0.99}\n", encoding="utf-8")
    try:
        result = kernlint(built, "check", "join.cu", "--ptxas", "build.log", "--format", "json", "--target", "sm_90",
                          "--select", "KL203")
    finally:
        (built / ".kernlint.yaml").unlink()
    assert result.returncode == 1, result.stderr
    diags = json.loads(result.stdout)["diagnostics"]
    truth = independent_records((built / "build.log").read_text())
    heavy = [d for d in diags if d["rule"] == "KL203" and d["line"] == LAUNCH_LINES["heavy<96>"]]
    assert len(heavy) == 1 and heavy[0]["file"] == "join.cu"
    regs = truth[("_Z5heavyILi96EEvPKfPfi", "sm_90")][0]
    assert f"{regs} registers" in heavy[0]["message"] and "sm_90" in heavy[0]["message"]
    dyn = [d for d in diags if d["line"] == LAUNCH_LINES["dyn"]]
    assert dyn and "32768 bytes of dynamic shared memory" in dyn[0]["message"]


@pytest.mark.slow
def test_compile_gives_the_same_launches_as_the_log(built: Path) -> None:
    from_log = kernlint(built, "check", "join.cu", "--ptxas", "build.log", "--format", "json",
                        *[f"--target={a}" for a in ARCHS], "--exit-zero")
    compiled = kernlint(built, "check", "join.cu", "--compile", "--format", "json",
                        *[f"--target={a}" for a in ARCHS], "--exit-zero")
    assert compiled.returncode == 0, compiled.stderr
    assert json.loads(compiled.stdout)["launches"] == json.loads(from_log.stdout)["launches"]
    cached = list((built / ".cache" / "ptxas").glob("*.json"))
    assert len(cached) == len(ARCHS)
    again = kernlint(built, "check", "join.cu", "--compile", "--format", "json",
                     *[f"--target={a}" for a in ARCHS], "--exit-zero")
    assert again.stdout == compiled.stdout


@pytest.mark.slow
def test_per_kernel_findings_go_to_the_kernel_definition(built: Path) -> None:
    nvcc = shutil.which("nvcc")
    done = subprocess.run([nvcc, "--resource-usage", "-arch=sm_90", "-maxrregcount=32", "-c", "-o", os.devnull,
                           "join.cu"], cwd=built, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    log = done.stdout + done.stderr
    spilled = [m for m in re.findall(r"(\d+) bytes spill stores", log) if int(m)]
    assert spilled, "heavy<96> should spill at 32 registers"
    (built / "spill.log").write_text(log + "ptxas info    : Compiling entry function '_Z7unknownPf' for 'sm_90'\n"
                                     "ptxas info    : Used 255 registers, used 0 barriers\n", encoding="utf-8")
    result = kernlint(built, "check", "join.cu", "--ptxas", "spill.log", "--format", "json", "--target", "sm_90",
                      "--select", "KL205,KL206", "--config", os.devnull)
    diags = json.loads(result.stdout)["diagnostics"]
    assert [(d["rule"], d["file"], d["line"]) for d in diags if d["rule"] == "KL205"] == [("KL205", "join.cu", 3)]
    assert all("unknown" not in (d["kernel"] or "") for d in diags)  # kernels not in the sources: `kernlint ptxas`


def test_an_unlaunched_template_instance_keeps_its_findings(tmp_path: Path) -> None:
    """`heavy<96>` is launched, `heavy<32>` is not: the launch must not hide `heavy<32>`'s low occupancy,
    which is reported at the template's definition for the configured block size."""
    (tmp_path / "t.cu").write_text(SOURCE.replace("template __global__ void heavy<96>",
                                                  "template __global__ void heavy<32>"), encoding="utf-8")
    (tmp_path / "b.log").write_text(
        "ptxas info    : Compiling entry function '_Z5heavyILi96EEvPKfPfi' for 'sm_90'\n"
        "ptxas info    : Used 200 registers, used 0 barriers\n"
        "ptxas info    : Compiling entry function '_Z5heavyILi32EEvPKfPfi' for 'sm_90'\n"
        "ptxas info    : Used 168 registers, used 0 barriers\n", encoding="utf-8")
    (tmp_path / ".kernlint.yaml").write_text("rules:\n  KL203: {min-occupancy: 0.5}\n", encoding="utf-8")
    result = kernlint(tmp_path, "check", "t.cu", "--ptxas", "b.log", "--format", "json", "--target", "sm_90",
                      "--select", "KL203")
    found = sorted((d["line"], d["message"].split(" ")[0]) for d in json.loads(result.stdout)["diagnostics"])
    assert found == [(3, "`heavy<32>`"), (LAUNCH_LINES["heavy<96>"], "`heavy<96>`")]
    # SARIF: the finding sits in source, the compiler's report line is its related location
    sarif = json.loads(kernlint(tmp_path, "check", "t.cu", "--ptxas", "b.log", "--format", "sarif", "--target",
                                "sm_90", "--select", "KL203").stdout)
    related = sorted((r["locations"][0]["physicalLocation"]["region"]["startLine"],
                      r["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                      r["relatedLocations"][0]["physicalLocation"]["region"]["startLine"])
                     for r in sarif["runs"][0]["results"])
    assert related == [(3, "b.log", 3), (LAUNCH_LINES["heavy<96>"], "b.log", 1)]


def test_an_ignore_that_silences_a_joined_finding_is_used(tmp_path: Path) -> None:
    """Issue 10 bug 1: `// kernlint: ignore[KL203]` on a launch line silences the joined KL203 and is therefore
    not reported as KL002 "matched no finding" (suppressions run once, over all of the run's findings)."""
    source = SOURCE.replace("heavy<96><<<(n + 127) / 128, 128>>>(in, out, n);",
                            "heavy<96><<<(n + 127) / 128, 128>>>(in, out, n);  // kernlint: ignore[KL203]")
    (tmp_path / "t.cu").write_text(source, encoding="utf-8")
    (tmp_path / "b.log").write_text(
        "ptxas info    : Compiling entry function '_Z5heavyILi96EEvPKfPfi' for 'sm_90'\n"
        "ptxas info    : Used 200 registers, used 0 barriers\n", encoding="utf-8")
    (tmp_path / ".kernlint.yaml").write_text("rules:\n  KL203: {min-occupancy: 0.5}\n", encoding="utf-8")
    base = ("check", "t.cu", "--ptxas", "b.log", "--format", "json", "--target", "sm_90")
    (tmp_path / "t.cu").write_text(SOURCE, encoding="utf-8")
    assert [d["rule"] for d in json.loads(kernlint(tmp_path, *base, "--select", "KL203").stdout)["diagnostics"]] \
        == ["KL203"]
    (tmp_path / "t.cu").write_text(source, encoding="utf-8")
    result = kernlint(tmp_path, *base, "--select", "KL203,KL002")
    assert json.loads(result.stdout)["diagnostics"] == [], result.stdout
    assert result.returncode == 0
    # an ignore that silences nothing is still reported
    (tmp_path / "b.log").write_text(
        "ptxas info    : Compiling entry function '_Z5heavyILi96EEvPKfPfi' for 'sm_90'\n"
        "ptxas info    : Used 16 registers, used 0 barriers\n", encoding="utf-8")
    result = kernlint(tmp_path, *base, "--select", "KL203,KL002")
    assert [(d["rule"], d["line"]) for d in json.loads(result.stdout)["diagnostics"]] == \
        [("KL002", LAUNCH_LINES["heavy<96>"])]
