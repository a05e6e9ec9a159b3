"""KL107/KL108/KL109 against compute-sanitizer on an H200 (tools/gpu/races: kernels.cu, run.sh, results/, table.tsv).

Every run, kernlint is run on every kernel of kernels.cu and its findings are judged against the racecheck and
synccheck columns measured on the GPU (results/results.tsv, then results-2.tsv, results-3.tsv, ... for the kernels added since,
through make_table.columns):

- every kernel where a sanitizer reports a hazard is flagged, with a KL107 error (racecheck checks shared memory);
- where kernlint reports and both sanitizers are silent, the table's `class` says why, and the class of each of
  kernlint's findings on the kernel, read from the finding itself, is that class: `uninitialised` (KL108: no race,
  no barrier error), `global-memory` (KL109: racecheck checks shared memory only), `atomic-read` (a KL107 note on a
  plain read beside atomic updates, which racecheck does not report), `not-launched` (judged at an assumed block
  the measured launch did not have); `benign-same-value` marks a silent kernel whose writes are all of one value;
- where racecheck reports a race on the run's data through an index read from memory, kernlint's finding is a KL107
  note (race/scatter.py: whether indices repeat only the data decides): class `data-dependent`;
- where a sanitizer reports and kernlint does not, the class says why and kernlint's silence is checked: `no-claim`
  (a race resting on what kernlint does not see, e.g. an index from a helper whose body is in another unit, where it
  claims nothing by design: a race it misses), `compiler-read` (racecheck reports in the -O3 build only, on a read
  the compiled code makes and the source does not: the -G build, in source order, is silent);
- every kernel of kernels.cu has its row, and run.sh measures each one; a row is one of run.sh's runs, named by
  the kernel it runs or, where one kernel is run with two launches (`short_circuit_count_ok`/`_racy`), by its
  dispatch, whose line picks kernlint's findings for that launch (`with the launch at line N`).

The table's kernlint column (what kernlint reports, note severities marked) is checked too, so that a change of
verdict shows in the table's diff."""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "tools" / "gpu" / "races"
CLASSES = {"uninitialised", "global-memory", "atomic-read", "not-launched", "benign-same-value"}
MISSED = {"no-claim", "compiler-read"}  # NOTE: a sanitizer reports, kernlint does not (see the module)
DATA = "data-dependent"  # NOTE: racecheck reports on the run's data, kernlint notes that the data decides (see the module)


def _table() -> list[dict]:
    with open(HERE / "table.tsv", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _measured() -> dict[str, dict[str, str]]:
    sys.path.insert(0, str(HERE))
    try:
        from make_table import columns
    finally:
        sys.path.pop(0)
    runs = sorted((HERE / "results").glob("results*.tsv"), key=lambda p: int(p.stem.partition("-")[2] or 1))
    return columns(*map(str, runs))  # NOTE: results.tsv first, then results-2.tsv, ... (a later run's new kernels)


def _runs() -> dict[str, tuple[str, int | None]]:
    """run.sh's run names: (the kernel, the line of its launch where the name is not the kernel's own)."""
    source = (HERE / "kernels.cu").read_text()
    kernels = set(re.findall(r"__global__\s+void\s+(\w+)", source))
    out: dict[str, tuple[str, int | None]] = {k: (k, None) for k in kernels}
    for n, line in enumerate(source.splitlines(), 1):
        m = re.search(r'strcmp\(k, "(\w+)"\)\)\s*(\w+)\s*<<<', line)
        if m and m.group(1) not in kernels and m.group(2) in kernels:
            out[m.group(1)] = (m.group(2), n)
    return out


_FOUND: dict = {}


def _kernlint() -> dict[str, list]:
    """The KL107/KL108/KL109 findings on kernels.cu by kernel (computed once per session)."""
    if not _FOUND:
        from analyzer.config import Settings
        from analyzer.lint.sources import analyze_file
        from analyzer.source import read_source

        path = HERE / "kernels.cu"
        result = analyze_file(str(path), read_source(str(path)).text, Settings(), frozenset({"KL107", "KL108", "KL109"}))
        _FOUND[None] = True
        by_kernel: dict = {}
        for d in result.diagnostics:
            by_kernel.setdefault(d.symbol, []).append(d)
        for name, (kernel, line) in _runs().items():
            _FOUND[name] = [d for d in by_kernel.get(kernel, [])
                            if line is None or f"launch at line {line} " in d.message]
    return {k: v for k, v in _FOUND.items() if k is not None}


def _class(d) -> str:
    """What a finding says it is, read from the finding (see the module)."""
    if d.rule_id == "KL108":
        return "uninitialised"
    if d.rule_id == "KL109":
        return "global-memory"
    if d.severity.name.lower() == "note" and "unordered read of an atomically updated location" in d.message:
        return "atomic-read"
    if "race assuming" in d.message:
        return "not-launched"
    return "race"


def test_table_matches_the_measurements():
    measured = _measured()
    for row in _table():
        got = measured[row["kernel"]]
        assert (got["racecheck"], got["synccheck"]) == (row["racecheck"], row["synccheck"]), row["kernel"]
    assert {r["kernel"] for r in _table()} == set(measured)


def test_every_kernel_is_in_the_table_and_measured():
    source = (HERE / "kernels.cu").read_text()
    kernels = set(re.findall(r"__global__\s+void\s+(\w+)", source))
    rows = {r["kernel"] for r in _table()}
    runs = _runs()
    assert rows <= set(runs) and {runs[r][0] for r in rows} == kernels
    listed = re.search(r'kernels="([^"]*)"', (HERE / "run.sh").read_text()).group(1).split()
    assert sorted(listed) == sorted(rows)


def test_kernlint_flags_every_kernel_where_a_sanitizer_reports_a_hazard():
    found = _kernlint()
    for row in _table():
        if row["racecheck"] == "0" and row["synccheck"] == "0":
            continue
        errors = [d for d in found.get(row["kernel"], []) if d.severity.name.lower() == "error"]
        if row["class"] == DATA:  # NOTE: a KL107 note on an update through a loaded index, and no error
            assert not errors and any(d.rule_id == "KL107" and "is read from memory" in d.message
                                      for d in found.get(row["kernel"], [])), row["kernel"]
            continue
        if row["class"] in MISSED:  # NOTE: the recorded disagreement still holds (a fix would change the row)
            assert not any(d.rule_id == "KL107" for d in errors), row["kernel"]
            continue
        assert any(d.rule_id == "KL107" for d in errors), row["kernel"]


def test_where_only_kernlint_reports_the_table_explains_it_by_the_findings_class():
    found = _kernlint()
    for row in _table():
        assert row["class"] in CLASSES | MISSED | {DATA, ""}, row["kernel"]
        if row["class"]:
            assert row["why"], row["kernel"]
        if row["class"] == "compiler-read":
            assert re.fullmatch(r"G:0 O3:[1-9]\d*", row["racecheck"]), row["kernel"]
        if row["class"] == "no-claim":
            assert row["racecheck"] == "hazard", row["kernel"]
        if row["racecheck"] != "0" or row["synccheck"] != "0":
            assert row["class"] in MISSED | {DATA, ""}, row["kernel"]  # NOTE: the sanitizer agrees: nothing to explain
            continue
        classes = {_class(d) for d in found.get(row["kernel"], [])}
        if not classes:
            assert row["class"] in ("", "benign-same-value"), row["kernel"]
            continue
        assert classes == {row["class"]}, (row["kernel"], classes)


def test_kernlint_agrees_with_the_table():
    found = _kernlint()
    for row in _table():
        want = set() if row["kernlint"] == "-" else set(row["kernlint"].split(","))
        got = {d.rule_id + (":note" if d.severity.name.lower() == "note" else "") for d in found.get(row["kernel"], [])}
        assert got == want, row["kernel"]
