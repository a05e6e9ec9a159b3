"""Static shared memory of template instantiations, kernlint against ptxas, on a real source tree.

    python tools/template_smem_vs_ptxas.py TREE [-I DIR ...] [--arch sm_80]

For every launch in TREE whose kernel carries template arguments and whose static shared memory kernlint
knows (`kernlint kernels --format json`, launches[].static_shared_bytes), compiles the launching `.cu` file
with `nvcc --resource-usage` and compares with ptxas's `smem` for the record that launch reaches, matched
as `kernlint check --ptxas` matches them (analyzer.lint.join). A launch written with names (`k<T, BS>` inside a
template host function) reaches no record and is counted apart, as are files that do not compile
standalone. Needs nvcc.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from analyzer.lint.join import _candidates, index_records  # noqa: E402
from analyzer.logs import read_lines  # noqa: E402


def ptxas_table(path: str, includes: list[str], arch: str) -> dict | None:
    """analyzer.lint.join's record table for one file compiled for `arch`; None when nothing compiled."""
    cmd = ["nvcc", "--resource-usage", f"-arch={arch}", "-std=c++17", *(f"-I{i}" for i in includes),
           f"-I{os.path.dirname(path)}", "-c", path, "-o", os.devnull]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    table = index_records(read_lines((proc.stdout + proc.stderr).splitlines()))
    return table if table or proc.returncode == 0 else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tree")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    ap.add_argument("--arch", default="sm_80")
    args = ap.parse_args()
    proc = subprocess.run([sys.executable, "-m", "analyzer", "kernels", args.tree, "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT)
    launches = collections.defaultdict(list)
    for launch in json.loads(proc.stdout)["launches"]:
        if "<" in launch["kernel"] and launch["static_shared_bytes"] is not None and launch["file"].endswith(".cu"):
            launches[launch["file"]].append(launch)
    agree, differ, unmatched, uncompiled = 0, 0, 0, 0
    for path, found in sorted(launches.items()):
        table = ptxas_table(path, args.includes, args.arch)
        if table is None:
            uncompiled += len(found)
            continue
        for launch in found:
            record = _candidates(table, launch["kernel"]).get(args.arch)
            if record is None:
                unmatched += 1
            elif record.shared_bytes == launch["static_shared_bytes"]:
                agree += 1
            else:
                differ += 1
                print(f"DIFFER {path}:{launch['line']} {launch['kernel']}: kernlint "
                      f"{launch['static_shared_bytes']}, ptxas {record.shared_bytes}")
    print(f"{agree} equal, {differ} different; {unmatched} launches that reach no single ptxas record "
          f"(named with template parameters), {uncompiled} in files that do not compile standalone")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
