"""Benchmark the build-log reader and `kernlint ptxas` on a >= 100 MB log (fixtures + noise).

    python bench/bench_ptxas.py [--mb 100] [--keep] [--ci]

The log is written to a temp dir: the fixture logs repeated with each repetition's kernel names made
unique (names and compile times differ on every repetition),
CI timestamps, and `--noise` lines of build noise per compiler line (default 4: a compiler-heavy log); with
`--ci`, a log as GitHub Actions stores a `make -j8` build (build_ci_log: a timestamp before every line, ANSI
colours, interleaved compilations, compiler warnings between the records). Reports MB/s and records/s of the reader
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


# --- a CI log as GitHub Actions stores it -----------------------------------------------------------------
# Every line behind an ISO timestamp; `make -j8` runs eight compilations at once, so their outputs interleave
# (record by record: a ptxas record's 4-5 lines come from one write burst of one process); CMake's progress lines
# and the host compiler's warnings are coloured, and a third of the compilations run under a colourising
# wrapper that colours its ptxas lines too; nvcc's command lines (VERBOSE=1) and front-end warnings sit between
# the records. `plain` also writes the same log without the timestamps and colours: its records are the same.

_GREEN, _BOLD, _MAGENTA, _CYAN, _RESET = "\x1b[32m", "\x1b[01m\x1b[K", "\x1b[01;35m\x1b[K", "\x1b[36m", "\x1b[0m"
_WORDS = ("reduce", "scan", "gemm", "conv", "softmax", "layernorm", "transpose", "histogram", "topk", "gather",
          "scatter", "spmv", "stencil", "attention", "rope", "quantize", "dequant", "argmax", "prefix", "radix")


def _ci_unit(rng: random.Random, n: int, colour: bool) -> list[list[tuple[str, str]]]:
    """The output chunks of one compilation: (text, coloured text) lines per chunk, in the order one process
    writes them."""
    src = f"src/{rng.choice(_WORDS)}/{rng.choice(_WORDS)}_{n}.cu"
    obj = f"CMakeFiles/kernels.dir/{src}.o"
    chunks = [[(f"[{n % 100:3d}%] Building CUDA object {obj}", f"{_GREEN}[{n % 100:3d}%] Building CUDA object {obj}"
                f"{_RESET}")],
              [(f"/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DNDEBUG -I/src/include -O3 "
                f"--generate-code=arch=compute_80,code=[sm_80] --generate-code=arch=compute_90,code=[sm_90] "
                f"-Xptxas=-v -std=c++17 -x cu -c /work/{src} -o {obj}",) * 2]]
    kernels = [f"{rng.choice(_WORDS)}_{rng.choice(_WORDS)}_k{n}_{i}" for i in range(rng.randint(1, 8))]
    for arch in ("sm_80", "sm_90"):
        for name in kernels:
            mangled = f"_Z{len(name)}{name}PKfPfi"
            # NOTE: as in a real build, most kernels are unremarkable: a few use many registers or spill
            regs = rng.choice((16, 22, 24, 30, 32, 32, 38, 40, 48, 56, 64, 64, 72, 80, 96, 128, 168))
            smem = rng.choice((0, 0, 0, 0, 0, 0, 512, 1024, 2048, 4096, 8192, 16384))
            spill = rng.choice((0,) * 39 + (8,))
            lines = [f"ptxas info    : Compiling entry function '{mangled}' for '{arch}'",
                     f"ptxas info    : Function properties for {mangled}",
                     f"    {spill * 2 if spill else 0} bytes stack frame, {spill} bytes spill stores, {spill} bytes "
                     f"spill loads",
                     f"ptxas info    : Used {regs} registers, used {rng.choice((0, 1))} barriers, "
                     + (f"{smem} bytes smem, " if smem else "") + "400 bytes cmem[0]"]
            if rng.random() < 0.8:
                lines.append(f"ptxas info    : Compile time = {rng.random() * 90:.3f} ms")
            chunks.append([(line, f"{_CYAN}{line}{_RESET}" if colour else line) for line in lines])
            if rng.random() < 0.15:  # the host compiler's warnings between the records
                at = rng.randint(10, 900)
                var = f"tmp{rng.randint(1, 99)}"
                warning = (f"/work/{src}:{at}:9: warning: unused variable '{var}' [-Wunused-variable]",
                           f"/work/{src}:{at}:9: {_MAGENTA}warning: {_RESET}unused variable "
                           f"'{_BOLD}{var}{_RESET}' [{_MAGENTA}-Wunused-variable{_RESET}]")
                chunks.append([warning, (f"  {at} |     float {var} = 0.0f;",) * 2, ("      |           ^~~~",) * 2])
            elif rng.random() < 0.05:
                line = f"/work/{src}({rng.randint(10, 900)}): warning #177-D: variable \"v\" was declared but never referenced"
                chunks.append([(line, line), ("", "")])
    return chunks


def build_ci_log(path: Path, megabytes: int, seed: int = 27, plain: Path | None = None) -> tuple[int, int]:
    """Write the CI-style log (and, when `plain` is given, the same lines without timestamps and colours);
    returns (entry records, ptxas lines) it holds, by construction."""
    rng = random.Random(seed)
    target, size, records, ptxas, units = megabytes * 1024 * 1024, 0, 0, 0, 0
    clock = 0.0
    running: list[list] = []
    with open(path, "w", encoding="utf-8") as out, (open(plain, "w", encoding="utf-8") if plain else
                                                    open(os.devnull, "w")) as flat:
        while size < target or running:
            while size < target and len(running) < 8:  # NOTE: make -j8
                units += 1
                running.append(_ci_unit(rng, units, rng.random() < 1 / 3))
            job = rng.randrange(len(running))
            chunk = running[job].pop(0)
            if not running[job]:
                running.pop(job)
            buf, bare = [], []
            for text, coloured in chunk:
                clock += rng.random() * 0.004
                stamp = f"2026-11-27T{10 + int(clock // 3600) % 14:02d}:{int(clock // 60) % 60:02d}:" \
                        f"{clock % 60:010.7f}Z"
                buf.append(f"{stamp} {coloured}")
                bare.append(text)
                ptxas += "ptxas info" in text
                records += "Compiling entry function" in text
            data = "\n".join(buf) + "\n"
            out.write(data)
            flat.write("\n".join(bare) + "\n")
            size += len(data)
    return records, ptxas


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
    parser.add_argument("--ci", action="store_true", help="a CI log as GitHub Actions stores it (build_ci_log)")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="kernlint-bench-"))
    try:
        log = tmp / "build.log"
        if args.ci:
            expected, ptxas = build_ci_log(log, args.mb)
            shape = f"CI log: {ptxas} ptxas lines, timestamps, colours, make -j8 interleaving"
        else:
            expected = build_log(log, args.mb, args.noise)
            shape = f"{args.noise} noise lines per compiler line"
        mb = log.stat().st_size / 1e6
        r_time, r_count, r_peak = bench_reader(log)
        c_time, c_rss = bench_cli(log)
        assert r_count == expected, (r_count, expected)
        print(f"machine: {os.cpu_count()} CPUs, {cpu_model()}, Python {platform.python_version()}")
        print(f"log: {mb:.1f} MB, {expected} records (ptxas entries + AMD remarks), {shape}")
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
