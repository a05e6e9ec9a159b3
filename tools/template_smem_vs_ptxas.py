"""Static shared memory of template instantiations, kernlint against ptxas, on a real source tree.

    python tools/template_smem_vs_ptxas.py TREE [-I DIR ...] [--arch sm_80]

For every launch in TREE whose kernel carries template arguments and whose static shared memory kernlint
knows (`kernlint kernels --format json`, launches[].static_shared_bytes), compiles the launching `.cu` file
with `nvcc --resource-usage` and compares with ptxas's `smem` for that instantiation (demangled with
cxxfilt). A launch written with names (`k<T, BS>` inside a template host function) cannot be matched to a
ptxas entry by text and is counted apart, as are files that do not compile standalone. Needs nvcc.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_ENTRY = re.compile(r"Compiling entry function '([^']+)' for")
_SMEM = re.compile(r"(\d+) bytes smem")


def normal(name: str) -> str:
    """`k<32u, 8u>` and `k<32, 8>` compare equal; spaces do not count."""
    return re.sub(r"\b(\d+)[uUlL]+\b", r"\1", name.replace(" ", ""))


def ptxas_instances(path: str, includes: list[str], arch: str) -> dict[str, int] | None:
    import cxxfilt

    cmd = ["nvcc", "--resource-usage", f"-arch={arch}", "-std=c++17", *(f"-I{i}" for i in includes),
           f"-I{os.path.dirname(path)}", "-c", path, "-o", os.devnull]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    found, current = {}, None
    for line in (proc.stdout + proc.stderr).splitlines():
        entry = _ENTRY.search(line)
        if entry:
            name = cxxfilt.demangle(entry.group(1)).split("(")[0].removeprefix("void ")
            base, _, args = name.partition("<")
            current = base.split("::")[-1].split()[-1] + ("<" + args if args else "")
        elif current and "Used" in line:
            smem = _SMEM.search(line)
            found[normal(current)] = int(smem.group(1)) if smem else 0
            current = None
    return found if found or proc.returncode == 0 else None


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
        reference = ptxas_instances(path, args.includes, args.arch)
        if reference is None:
            uncompiled += len(found)
            continue
        for launch in found:
            key = normal(launch["kernel"])
            if key not in reference:  # NOTE: defaults left out: `k<float>` is `k<float, 8>`
                prefix = [k for k in reference if k.startswith(key.rstrip(">") + ",")]
                if len(prefix) != 1:
                    unmatched += 1
                    continue
                key = prefix[0]
            if reference[key] == launch["static_shared_bytes"]:
                agree += 1
            else:
                differ += 1
                print(f"DIFFER {path}:{launch['line']} {launch['kernel']}: kernlint "
                      f"{launch['static_shared_bytes']}, ptxas {reference[key]}")
    print(f"{agree} equal, {differ} different; {unmatched} launches named with template parameters "
          f"(not matched), {uncompiled} in files that do not compile standalone")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
