"""Benchmark the build-log reader and `kernlint ptxas` on a >= 100 MB log (fixtures + noise).

    python bench/bench_ptxas.py [--mb 100] [--keep]

The log is written to a temp dir: the fixture logs repeated with each repetition's kernel names made
unique (names and compile times differ on every repetition),
CI timestamps, and `--noise` lines of build noise per compiler line (default 4: a compiler-heavy log). Reports MB/s and records/s of the reader
alone and of the CLI end to end (a subprocess, JSON to /dev/null), and peak memory (ru_maxrss of the
and of the reader run alone in a child process).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NOISE = ["[{p:3d}%] Building CXX object src/CMakeFiles/app.dir/module_{n}.cpp.o",
         "/usr/bin/c++ -DNDEBUG -I/src/include -O3 -std=c++17 -o CMakeFiles/app.dir/module_{n}.cpp.o -c /src/module_{n}.cpp",
         "/src/module_{n}.cpp:{n}:5: warning: unused variable 'tmp{n}' [-Wunused-variable]",
         "   {n} |     int tmp{n} = compute(x, y);", "      |         ^~~~",
         "[{n}/9000] Linking CXX static library libutil_{n}.a"]


_NAME = re.compile(r"\b_Z\w+|(?<=Function Name: )\w+")
_TIME = re.compile(r"Compile time = [\d.]+ ms")


def build_log(path: Path, megabytes: int, noise: int = 4) -> int:
    """Write the benchmark log; returns the number of entry records it holds (by construction)."""
    fixtures = [p.read_text().splitlines() for p in sorted((ROOT / "fixtures" / "logs").glob("*.log"))
                if not p.name.startswith("old_")]
    rng = random.Random(7)
    target, size, records, rep = megabytes * 1024 * 1024, 0, 0, 0
    with open(path, "w") as out:
        while size < target:
            rep += 1
            for lines in fixtures:
                buf = []
                for line in lines:
                    for _ in range(noise):
                        buf.append(rng.choice(NOISE).format(p=rep % 100, n=rng.randrange(1, 999)))
                    # NOTE: unique names and compile times per repetition (`_Z9warmingupPf` -> `_Z9warmingupPf_r12`),
                    # as in a real log of many files: only the shapes of lines repeat, not the lines.
                    line = _NAME.sub(rf"\g<0>_r{rep}", line)
                    line = _TIME.sub(lambda m: f"Compile time = {rng.random() * 200:.3f} ms", line)
                    buf.append(f"2026-01-01T10:00:{rep % 60:02d}.1234567Z {line}")
                    records += "Compiling entry function" in line or "Function Name:" in line
                text = "\n".join(buf) + "\n"
                out.write(text)
                size += len(text)
    return records


READER = ("import sys; from analyzer.logs import open_log, read_records\n"
          "with open_log(sys.argv[1]) as s: print(sum(1 for _ in read_records(s)))")


def timed(argv: list[str]) -> tuple[float, int, str]:
    """Run a child; (seconds, its own max RSS in bytes, stdout). os.wait4 gives this child's rusage alone."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    out = proc.stdout.read()
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{argv[2:4]} failed: {err.decode()[:300]}")
    return elapsed, usage.ru_maxrss * 1024, out.decode()


def bench_reader(path: Path) -> tuple[float, int, int]:
    elapsed, rss, out = timed([sys.executable, "-c", READER, str(path)])
    return elapsed, int(out.strip()), rss


def bench_cli(path: Path) -> tuple[float, int]:
    elapsed, rss, _ = timed([sys.executable, "-m", "analyzer", "ptxas", str(path), "--format", "json",
                             "--exit-zero", "--arch", "gfx90a"])
    return elapsed, rss


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
    parser.add_argument("--mb", type=int, default=100, help="log size in MiB (default 100)")
    parser.add_argument("--noise", type=int, default=4, help="noise lines per compiler line (default 4)")
    parser.add_argument("--keep", action="store_true", help="keep the generated log")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="kernlint-bench-"))
    try:
        log = tmp / "build.log"
        expected = build_log(log, args.mb, args.noise)
        mb = log.stat().st_size / 1e6
        r_time, r_count, r_peak = bench_reader(log)
        c_time, c_rss = bench_cli(log)
        assert r_count == expected, (r_count, expected)
        print(f"machine: {os.cpu_count()} CPUs, {cpu_model()}, Python {platform.python_version()}")
        print(f"log: {mb:.1f} MB, {expected} records (ptxas entries + AMD remarks), {args.noise} noise lines "
              f"per compiler line")
        print(f"{'what':<28}{'seconds':>9}{'MB/s':>9}{'records/s':>12}{'peak memory':>14}")
        print(f"{'reader (read_records)':<28}{r_time:>9.2f}{mb / r_time:>9.1f}{r_count / r_time:>12.0f}"
              f"{r_peak / 1e6:>11.1f} MB  (max RSS)")
        print(f"{'kernlint ptxas --format json':<28}{c_time:>9.2f}{mb / c_time:>9.1f}{r_count / c_time:>12.0f}"
              f"{c_rss / 1e6:>11.1f} MB  (max RSS)")
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
