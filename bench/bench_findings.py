"""Benchmark: run time against findings per file (issue 11 item 27: it was quadratic, `str.splitlines` per
finding: 2,000 one-finding kernels 5.5 s, 4,000 15.4 s, 8,000 59 s).

    python bench/bench_findings.py [--kernels 2000 4000 8000] [--format text]

Each size is one generated .cu file of N small kernels (26 lines each by default), each with one KL201
finding (`tid % 2 == 0`),
checked by `python -m analyzer check FILE --format FMT` in a subprocess after a warm-up run. Prints the wall
time, the time per finding and the ratio to the previous size: about 2 for each doubling when linear (4 when
quadratic).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNEL = """__global__ void k{i}(float* out) {{
  int tid = threadIdx.x;
{padding}  if (tid % 2 == 0) {{
    out[tid] = 1.0f;
  }}
}}
"""


def generate(path: Path, kernels: int, padding: int = 20) -> None:
    """N kernels, each with `padding` more lines of ordinary code (the file's size, not its findings, is what
    a per-finding pass over the whole text costs)."""
    body = "".join(f"  out[tid + {j}] += 1.0f;\n" for j in range(padding))
    path.write_text("".join(KERNEL.format(i=i, padding=body) for i in range(kernels)), encoding="utf-8")


def timed(path: Path, fmt: str) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "analyzer", "check", str(path), "--format", fmt, "--select",
                           "KL201", "--color", "never"], capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"kernlint failed: {done.stderr.strip()}")
    findings = done.stdout.count("KL201") if fmt != "json" else done.stdout.count('"KL201"')
    return elapsed, findings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, nargs="+", default=[2000, 4000, 8000])
    parser.add_argument("--format", default="text")
    parser.add_argument("--padding", type=int, default=20, help="lines of code per kernel besides the finding")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        warm = Path(tmp) / "warm.cu"
        generate(warm, 10)
        timed(warm, args.format)
        previous = None
        print(f"{'kernels':>8} {'findings':>8} {'seconds':>8} {'ms/finding':>10} {'ratio':>6}")
        for n in args.kernels:
            path = Path(tmp) / f"k{n}.cu"
            generate(path, n, args.padding)
            elapsed, findings = timed(path, args.format)
            ratio = f"{elapsed / previous:.2f}" if previous else "-"
            print(f"{n:>8} {findings:>8} {elapsed:>8.2f} {1000 * elapsed / max(findings, 1):>10.3f} {ratio:>6}")
            previous = elapsed


if __name__ == "__main__":
    main()
