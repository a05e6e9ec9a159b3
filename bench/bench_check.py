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
    exe = shutil.which("kernlint")
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


def timed(args: list[str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
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
    env_note = f"{os.cpu_count()} CPUs ({cpu_model()}), Python {platform.python_version()}, {platform.system()}"
    print(f"machine: {env_note}")
    one = str(ROOT / "fixtures" / "src" / "saxpy.cu")
    timed(cmd + ["check", one, "--exit-zero"])  # warm the grammar cache
    samples = [timed(cmd + ["check", one, "--exit-zero"]) for _ in range(options.runs)]
    print(f"one-file check (pre-commit case), median of {options.runs}: {statistics.median(samples) * 1000:.0f} ms "
          f"(min {min(samples) * 1000:.0f} ms)")
    rules_samples = [timed(cmd + ["rules"]) for _ in range(max(3, options.runs // 2))]
    print(f"`kernlint rules` median: {statistics.median(rules_samples) * 1000:.0f} ms")
    with tempfile.TemporaryDirectory(prefix="kernlint-bench-") as tmp:
        tree = Path(tmp) / "tree"
        lines = generate(tree, options.files)
        files = sum(1 for p in tree.rglob("*") if p.suffix in SUFFIXES)
        print(f"tree: {files} files, {lines} lines")
        for jobs in (1, 2):
            elapsed = timed(cmd + ["check", str(tree), "--exit-zero", "--format", "concise", "--jobs", str(jobs)])
            print(f"check --jobs {jobs}: {elapsed:.2f} s, {lines / elapsed:,.0f} lines/s, {files / elapsed:,.0f} files/s")


if __name__ == "__main__":
    main()
