"""Print table.tsv's racecheck/synccheck columns from results/results*.tsv (run.sh's outputs on the lent GPU).

    python3 tools/gpu/races/make_table.py tools/gpu/races/results/results.tsv tools/gpu/races/results/results-2.tsv

Each kernel's columns are those of the first run (in the order given) that measured it: a later run adds the
kernels added since (results/README.md).

A kernel's racecheck column is `hazard` when both builds (-O3, -G) report hazards, `0` when neither does (a
disagreement between the builds is printed as `O3:n G:m`); synccheck's is the error count when the builds agree.
The kernlint, class and why columns of table.tsv are written by hand; tests/test_races_hardware.py runs kernlint
on every kernel and judges its findings against the measured columns and the class."""

from __future__ import annotations

import csv
import sys


def columns(*paths: str) -> dict[str, dict[str, str]]:
    runs: dict[tuple[str, str], dict[str, int]] = {}
    for path in paths:
        seen = {kernel for kernel, _ in runs}
        with open(path, newline="") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if row["kernel"] not in seen:  # NOTE: the first run that measured a kernel gives its columns
                    runs.setdefault((row["kernel"], row["tool"]), {})[row["build"]] = int(row["hazards"] or 0)
    out: dict[str, dict[str, str]] = {}
    for (kernel, tool), builds in runs.items():
        values = set(builds.values())
        if tool == "racecheck":
            text = "hazard" if all(builds.values()) else "0" if values == {0} else \
                " ".join(f"{b}:{n}" for b, n in sorted(builds.items()))
        else:
            text = str(values.pop()) if len(values) == 1 else " ".join(f"{b}:{n}" for b, n in sorted(builds.items()))
        out.setdefault(kernel, {})[tool] = text
    return out


if __name__ == "__main__":
    for kernel, cols in columns(*sys.argv[1:]).items():
        print(f"{kernel}\t{cols.get('racecheck')}\t{cols.get('synccheck')}")
