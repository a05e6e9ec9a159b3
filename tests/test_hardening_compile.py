"""Issue 11, `check --compile`: a cache keyed on every file nvcc read (item 12); -I/-D/--std, config and
compile_commands.json; launches without records and records without launches said (item 13)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from analyzer.logs.compile_db import device_flags
from analyzer.logs.depcache import parse_depfile
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not available")

KERNEL = ('#include "params.cuh"\n'
          "__global__ void k(float* x) {\n"
          "  float a[N];\n"
          "  for (int i = 0; i < N; i++) a[i] = x[i * 7] * x[i + 3];\n"
          "  float s = 0.f;\n"
          "  for (int i = 0; i < N; i++) s += a[(i * 5 + threadIdx.x) % N] * a[i];\n"
          "  x[threadIdx.x] = s;\n"
          "}\n"
          "void run(float* x) { k<<<1, 256>>>(x); }\n")


def kernlint(*args: str, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, env=env, timeout=600)


def registers(proc: subprocess.CompletedProcess) -> int:
    doc = json.loads(proc.stdout)
    (launch,) = [entry for entry in doc["launches"] if entry["kernel"] == "k"]
    return launch["occupancy"]["sm_90"]["registers"]


def test_depfile_and_device_flags_are_read_like_make_and_nvcc():
    deps = parse_depfile("/dev/null : k.cu \\\n    inc/a\\ b.cuh \\\n    /usr/include/x.h\n", Path("/w"))
    assert deps == ["/w/k.cu", "/w/inc/a b.cuh", "/usr/include/x.h"]
    args = ["/usr/bin/nvcc", "-Iinc", "-isystem", "/opt/x", "-DN=4", "-D", "M", "-std=c++17", "-O3",
            "-Xcompiler", "-fPIC", "-o", "k.o", "-c", "k.cu", "-gencode", "arch=compute_90,code=sm_90",
            "--use_fast_math", "-MD", "-MF", "k.d", "-maxrregcount=64"]
    assert device_flags(args) == ["-Iinc", "-isystem", "/opt/x", "-DN=4", "-D", "M", "-std=c++17", "-O3",
                                  "--use_fast_math", "-maxrregcount=64"]


@needs_nvcc
def test_an_edited_header_is_not_served_from_the_cache(tmp_path):
    (tmp_path / "k.cu").write_text(KERNEL)
    (tmp_path / "params.cuh").write_text("#define N 2\n")
    env = {"KERNLINT_CACHE_DIR": str(tmp_path / "cache")}
    args = ("check", "k.cu", "--compile", "--arch", "sm_90", "--format", "json")
    small = registers(kernlint(*args, cwd=tmp_path, env=env))
    (tmp_path / "params.cuh").write_text("#define N 64\n")
    big = registers(kernlint(*args, cwd=tmp_path, env=env))
    assert big > small  # stale before: the cache was keyed on k.cu's text only
    assert registers(kernlint(*args, cwd=tmp_path, env=env)) == big  # and a hit when nothing changed


@needs_nvcc
def test_compile_takes_include_dirs_defines_config_and_compile_commands(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text(KERNEL.replace('"params.cuh"', '"params.cuh"\n#ifndef N\n#error no N\n#endif'))
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "params.cuh").write_text("#ifdef BIG\n#define N 64\n#endif\n")
    env = {"KERNLINT_CACHE_DIR": str(tmp_path / "cache")}
    args = ("check", "src/k.cu", "--compile", "--arch", "sm_90", "--format", "json")
    failed = kernlint(*args, cwd=tmp_path, env=env)
    assert failed.returncode == 1 and any(d["rule"] == "KL209" for d in json.loads(failed.stdout)["diagnostics"])
    flagged = kernlint(*args, "-I", "inc", "-D", "BIG", "--std", "c++17", cwd=tmp_path, env=env)
    assert registers(flagged) > 0, flagged.stderr
    (tmp_path / ".kernlint.yaml").write_text("compile: {include-dirs: [inc], defines: [BIG], std: c++17}\n")
    assert registers(kernlint(*args, cwd=tmp_path, env=env)) == registers(flagged)
    (tmp_path / ".kernlint.yaml").unlink()
    build = tmp_path / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([{
        "directory": str(build), "file": "../src/k.cu",
        "command": "/usr/local/cuda/bin/nvcc -I../inc -DBIG -std=c++17 -O3 -o k.o -c ../src/k.cu"}]))
    via_db = kernlint(*args, "--compile-commands", "build", cwd=tmp_path, env=env)
    assert registers(via_db) == registers(flagged), via_db.stderr
    (tmp_path / "compile_commands.json").symlink_to(build / "compile_commands.json")  # found above the file
    assert registers(kernlint(*args, cwd=tmp_path, env=env)) == registers(flagged)


@needs_nvcc
def test_launches_without_records_and_records_without_launches_are_said(tmp_path):
    (tmp_path / "k.cu").write_text(
        "__global__ void used(float* x) { x[threadIdx.x] = 1.f; }\n"
        "__global__ void spare(float* x) { x[threadIdx.x] = 2.f; }\n"
        "__global__ void elsewhere(float* x);\n"
        "void run(float* x) { used<<<1, 128>>>(x); elsewhere<<<1, 128>>>(x); }\n")
    proc = kernlint("check", "k.cu", "--compile", "--arch", "sm_90", "--format", "json", cwd=tmp_path,
                    env={"KERNLINT_CACHE_DIR": str(tmp_path / "cache")})
    assert "k.cu:4: launch of `elsewhere` found no compiler record" in proc.stderr, proc.stderr
    assert "k.cu:2: compiler record of `spare` found no launch" in proc.stderr
    assert "`used`" not in proc.stderr
    json.loads(proc.stdout)
