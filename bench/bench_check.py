"""Benchmark `kernlint check`: throughput on a large generated tree and the one-file (pre-commit) latency.

    python bench/bench_check.py [--files 2000] [--runs 10]

The tree is generated into a temporary directory from the repository's own fixtures (fixtures/src and
fixtures/rules), copied round-robin under distinct names and sub-directories. Each measurement runs the
installed `kernlint` in a subprocess, as a user or a hook would, after one warm-up run (grammar cache
warm). Prints lines/s with 1 and 2 worker processes, the median wall time of a one-file check, and the
machine (CPUs, model, Python).
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUFFIXES = (".cu", ".cuh", ".hip")


def kernlint_cmd() -> list[str]:
    """The console script installed next to this interpreter (not a version manager's shim on PATH,
    which adds its own start-up), else `python -m analyzer`."""
    import sysconfig

    script = Path(sysconfig.get_path("scripts")) / "kernlint"
    exe = str(script) if script.is_file() else shutil.which("kernlint")
    return [exe] if exe else [sys.executable, "-m", "analyzer"]


def generate(target: Path, count: int) -> int:
    """Write `count` files under `target`; returns their total line count."""
    sources = sorted(p for base in ("src", "rules") for p in (ROOT / "fixtures" / base).rglob("*")
                     if p.suffix in SUFFIXES and "KL001" not in p.parts)
    headers = [p for p in sources if p.suffix == ".cuh"]
    lines = 0
    for i in range(count):
        src = sources[i % len(sources)]
        folder = target / f"d{i // 100:03d}"
        folder.mkdir(parents=True, exist_ok=True)
        text = src.read_text(encoding="utf-8")
        for header in headers:  # NOTE: keep `#include "common.cuh"` resolvable next to each copy
            if not (folder / header.name).exists():
                shutil.copy(header, folder / header.name)
        (folder / f"f{i:05d}_{src.name}").write_text(text, encoding="utf-8")
    for path in target.rglob("*"):
        if path.suffix in SUFFIXES:
            lines += path.read_text(encoding="utf-8").count("\n")
    return lines


CPU: list[float] = []  # CPU seconds (user + sys) of the last timed() command and its workers


# NOTE: as installed by pip, which writes bytecode: a PYTHONDONTWRITEBYTECODE=1 environment would
# recompile every module on every run and measure that instead
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(args: list[str]) -> float:
    """Wall seconds of one command; its CPU seconds (children included) go to CPU[-1]."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=ENV)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"kernlint failed ({proc.returncode}): {proc.stderr.strip()[-500:]}")
    return elapsed


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=10)
    options = parser.parse_args()
    cmd = kernlint_cmd()
    import compileall

    compileall.compile_dir(str(ROOT / "analyzer"), quiet=1)  # the .pyc files an install would have
    env_note = f"{os.cpu_count()} CPUs ({cpu_model()}), Python {platform.python_version()}, {platform.system()}"
    print(f"machine: {env_note}")
    one = str(ROOT / "fixtures" / "src" / "saxpy.cu")
    timed(cmd + ["check", one, "--exit-zero"])  # warm the grammar cache
    samples, cpu = [], []
    for _ in range(options.runs):
        samples.append(timed(cmd + ["check", one, "--exit-zero"]))
        cpu.append(CPU[-1])
    print(f"one-file check (pre-commit case), median of {options.runs}: {statistics.median(samples) * 1000:.0f} ms "
          f"wall (min {min(samples) * 1000:.0f} ms), {statistics.median(cpu) * 1000:.0f} ms CPU")
    samples, cpu = [], []
    for _ in range(max(3, options.runs // 2)):
        samples.append(timed(cmd + ["rules"]))
        cpu.append(CPU[-1])
    print(f"`kernlint rules` median: {statistics.median(samples) * 1000:.0f} ms wall, "
          f"{statistics.median(cpu) * 1000:.0f} ms CPU")
    with tempfile.TemporaryDirectory(prefix="kernlint-bench-") as tmp:
        tree = Path(tmp) / "tree"
        lines = generate(tree, options.files)
        files = sum(1 for p in tree.rglob("*") if p.suffix in SUFFIXES)
        print(f"tree: {files} files, {lines} lines")
        for jobs in (1, 2):
            elapsed = timed(cmd + ["check", str(tree), "--exit-zero", "--format", "concise", "--jobs", str(jobs)])
            print(f"check --jobs {jobs}: {elapsed:.2f} s wall, {CPU[-1]:.2f} s CPU; {lines / elapsed:,.0f} lines/s, "
                  f"{files / elapsed:,.0f} files/s (wall)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} (other processes share the CPUs)")


if __name__ == "__main__":
    main()
