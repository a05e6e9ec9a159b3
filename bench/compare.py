"""kernlint side by side with its peers, in the same run: four wall-time ratios (kernlint / peer).

    python bench/compare.py TREE [--venv DIR] [--runs 5] [--mb 100] [--one FILE.cu]

1. TREE (e.g. an extracted NVIDIA/cuda-samples), `kernlint check --jobs 2`, cache off, vs cpplint 2.0.2 on
   the same .cu/.cuh/.hip files;
2. the same with kernlint's result cache warm (a re-run of an unchanged tree) vs cpplint;
3. one ~700-line reduction program (bench/reduce_file.py, or --one FILE), cache off, vs cpplint;
4. a 100 MB CI build log (bench/bench_ptxas.py's generator), `kernlint ptxas --format json`, vs cuxray 0.6.0's
   ptxas parser (`cuxray.parse.ptxasv.parse`, its only reader of `ptxas -v` text: it takes the whole log as one
   string and returns its kernels; it computes no occupancy and writes nothing).
5. a 100 MB CI log as GitHub Actions stores a `make -j8` build (bench_ptxas.build_ci_log, seeded: an ISO
   timestamp before every line, ANSI colours, interleaved compilations, compiler warnings between the records;
   about 175,000 records in 670,000 ptxas lines, four times case 4's records per MB), the same two commands.

cpplint and cuxray are installed from PyPI into a scratch venv (--venv, default under the temp dir; reused when
it already holds both); nothing else is fetched: the tree is given, the log and the one file are generated into
a temporary directory and removed afterwards. kernlint is installed from this checkout into the same venv
(`pip install --no-deps --force-reinstall`, after its dependencies on first use), the way a user installs it, and
runs as that venv's `kernlint` script; its per-user caches (parse tables, rule data, compiled term functions)
are warmed by an untimed run. Both tools thus start the same interpreter with the same site-packages: the
machine's own interpreter may load site hooks that neither tool asks for (this VM's imports certifi on every
start, about 90 ms).

Every case runs its two commands as pairs, alternating which goes first, and reports the medians and the median
of the per-pair ratios: on a machine shared with other work, both members of a pair see the same load, so the
ratio holds up better than either time alone.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import bench_ptxas  # noqa: E402  (the log generator)
import reduce_file  # noqa: E402  (the one-file program)

PEERS = ("cpplint==2.0.2", "cuxray==0.6.0")
SUFFIXES = (".cu", ".cuh", ".hip")
ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
CUXRAY = ("import sys\nfrom cuxray.parse.ptxasv import parse\n"
          "with open(sys.argv[1], encoding='utf-8', errors='replace') as f:\n    kernels = parse(f.read())\n"
          "print(len(kernels))\n")


def venv_python(venv: Path) -> Path:
    """The venv's interpreter, with cpplint and cuxray installed (created on first use)."""
    python = venv / "bin" / "python"
    check = [str(python), "-c", "import cpplint, cuxray.parse.ptxasv; print(cpplint.__VERSION__)"]
    if python.exists() and subprocess.run(check, capture_output=True, text=True).stdout.strip() == "2.0.2":
        return python
    print(f"installing {' '.join(PEERS)} into {venv} ...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", *PEERS], check=True)
    return python


def install_kernlint(python: Path) -> list[str]:
    """Install this checkout into the venv (dependencies once, the package itself every time): its command."""
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run(pip + ["--no-deps", "--force-reinstall", str(ROOT)], check=True)
    # NOTE: `pip check` holds the venv to pyproject's dependencies, bounds included (typer < 0.25)
    if subprocess.run([str(python), "-m", "pip", "check"], capture_output=True).returncode != 0:
        subprocess.run(pip + [str(ROOT)], check=True)
    return [str(python.parent / "kernlint")]


def run(argv: list[str], cwd: Path = ROOT) -> float:
    """Wall seconds of one command (output discarded); fails loudly on a crash."""
    start = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV, cwd=cwd)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv[:4])} ... failed ({proc.returncode}): "
                         f"{proc.stderr.decode(errors='replace')[-600:]}")
    return elapsed


def paired(ours: list[str], theirs: list[str], runs: int) -> tuple[float, float, float]:
    """(median kernlint s, median peer s, median of per-pair ratios) over `runs` interleaved pairs."""
    a, b = [], []
    for i in range(runs):
        if i % 2:
            b.append(run(theirs))
            a.append(run(ours))
        else:
            a.append(run(ours))
            b.append(run(theirs))
    return statistics.median(a), statistics.median(b), statistics.median(x / y for x, y in zip(a, b))


def sources(tree: Path) -> list[str]:
    return sorted(str(p) for p in tree.rglob("*") if p.suffix in SUFFIXES and p.is_file())


def has_cache(kernlint: list[str]) -> bool:
    """Whether this kernlint has the result cache (`--no-cache`)."""
    out = subprocess.run(kernlint + ["check", "--help"], capture_output=True, text=True, env=ENV, cwd=ROOT).stdout
    return "--no-cache" in out


def cpu_model() -> str:
    return bench_ptxas.cpu_model()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tree", type=Path, help="source tree to check (e.g. an extracted NVIDIA/cuda-samples)")
    parser.add_argument("--venv", type=Path, default=Path(tempfile.gettempdir()) / "kernlint-compare-venv",
                        help="scratch venv for cpplint and cuxray (created when missing)")
    parser.add_argument("--runs", type=int, default=5, help="pairs per case (one file: 3x as many)")
    parser.add_argument("--mb", type=int, default=100, help="size of the generated build log in MiB")
    parser.add_argument("--one", type=Path, help="the one-file case (default: a generated reduction program)")
    parser.add_argument("--cases", default="tree,warm,one,log,ci", help="comma-separated subset of "
                        "tree,warm,one,log,ci")
    args = parser.parse_args()
    cases = set(args.cases.split(","))
    python = venv_python(args.venv)
    cpplint = [str(python), "-m", "cpplint", "--quiet", "--extensions=cu,cuh,hip"]
    kernlint = install_kernlint(python)
    cache = has_cache(kernlint)
    no_cache = ["--no-cache"] if cache else []
    files = sources(args.tree)
    lines = sum(Path(f).read_bytes().count(b"\n") for f in files)
    load = os.getloadavg()
    print(f"machine: {cpu_model()}, {os.cpu_count()} CPUs, Python {platform.python_version()} "
          f"({platform.system()}); load average {load[0]:.1f} at the start (other processes share the CPUs: "
          "pairs are interleaved, medians reported)")
    rows = []
    with tempfile.TemporaryDirectory(prefix="kernlint-compare-") as tmp:
        work = Path(tmp)
        check = kernlint + ["check", "--exit-zero", "--format", "concise"]
        run(check + no_cache + [str(ROOT / "fixtures" / "src" / "saxpy.cu")])  # per-user caches warm
        if "tree" in cases:
            ours = check + no_cache + ["--jobs", "2", str(args.tree)]
            rows.append((f"{args.tree.name}: {len(files)} files, {lines:,} lines, --jobs 2, no cache", "cpplint",
                         *paired(ours, cpplint + files, args.runs), 0.20))
        if "warm" in cases:
            if cache:
                ours = check + ["--cache-dir", str(work / "cache"), "--jobs", "2", str(args.tree)]
                run(ours)  # fill the cache
                rows.append((f"{args.tree.name}, cache warm (unchanged re-run)", "cpplint",
                             *paired(ours, cpplint + files, args.runs), 0.02))
            else:
                print("warm cache: this kernlint has no result cache (no --no-cache option): case skipped")
        if "one" in cases:
            one = args.one
            if one is None:
                one = work / "reduceInteger.cu"
                one.write_text(reduce_file.reduction_program(), encoding="utf-8")
            n = one.read_bytes().count(b"\n")
            rows.append((f"one file ({one.name}, {n} lines), no cache", "cpplint",
                         *paired(check + no_cache + [str(one)], cpplint + [str(one)], 3 * args.runs), 1.0))
        if "log" in cases:
            log = work / "build.log"
            records = bench_ptxas.build_log(log, args.mb)
            mb = log.stat().st_size / 1e6
            ours = kernlint + ["ptxas", str(log), "--format", "json", "--exit-zero"]
            theirs = [str(python), "-c", CUXRAY, str(log)]
            run(ours)  # NOTE: untimed: fills the per-user table of the log's line shapes (a reinstall empties it)
            rows.append((f"{mb:.0f} MB build log ({records:,} records), JSON out", "cuxray parser",
                         *paired(ours, theirs, max(3, args.runs // 2 * 2 - 1)), 0.20))
        if "ci" in cases:
            log = work / "ci.log"
            records, ptxas_lines = bench_ptxas.build_ci_log(log, args.mb)
            mb = log.stat().st_size / 1e6
            ours = kernlint + ["ptxas", str(log), "--format", "json", "--exit-zero"]
            theirs = [str(python), "-c", CUXRAY, str(log)]
            run(ours)  # NOTE: untimed, as for the build log
            rows.append((f"{mb:.0f} MB CI log ({records:,} records, {ptxas_lines:,} ptxas lines), JSON out",
                         "cuxray parser", *paired(ours, theirs, max(3, args.runs // 2 * 2 - 1)), 0.20))
    print(f"{'case':<58} {'peer':<14} {'kernlint':>9} {'peer':>9} {'ratio':>7} {'goal':>6}")
    for label, peer, ours_s, theirs_s, ratio, goal in rows:
        print(f"{label:<58} {peer:<14} {ours_s:>8.3f}s {theirs_s:>8.3f}s {ratio:>7.3f} {'<=' + str(goal):>6}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}; ratio = median over pairs of kernlint / peer wall "
          "time")


if __name__ == "__main__":
    main()
