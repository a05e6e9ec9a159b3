"""Re-judge kernlint's memory model against the committed Nsight Compute measurements.

    python3 tools/gpu/memory/compare.py [--write]

Runs kernlint's model (analyzer.analysis.memory) on kernels.cu, reads measured/ncu.csv (run.sh on an
H100) and compares, for every access with a known figure, kernlint's units per request with ncu's:
global `l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum / l1tex__t_requests_..._{ld,st}.sum`, shared
`l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{ld,st}.sum / smsp__sass_inst_executed_op_shared_{ld,st}.sum`
(an `ldmatrix`: over `smsp__sass_inst_executed_op_ldsm.sum`, which `..._op_shared_ld` does not count), as exact
fractions. Each kernel has at most one access per (space, op), so the per-kernel counters
belong to that access. `--write` rewrites docs/validation/memory-hardware.md. Exit 1 on a disagreement.
"""

from __future__ import annotations

import csv
import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
METRIC = {("global", "load"): ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"),
          ("global", "store"): ("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"),
          ("shared", "load"): ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "smsp__sass_inst_executed_op_shared_ld.sum"),
          ("shared", "store"): ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", "smsp__sass_inst_executed_op_shared_st.sum")}

LDSM_REQUESTS = "smsp__sass_inst_executed_op_ldsm.sum"  # NOTE: not in smsp__sass_inst_executed_op_shared_ld


def measured(path: Path = HERE / "measured" / "ncu.csv") -> dict[str, dict[str, int]]:
    """Kernel ("name" or "name<args>") -> metric -> value."""
    out: dict[str, dict[str, int]] = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            name = re.sub(r"^void ", "", row["Kernel Name"]).split("(")[0].strip()
            name = name.replace(" ", "")
            value = row["Metric Value"].replace(",", "")
            if value.isdigit():  # NOTE: "nan" for a launch that failed (none in the committed run but one)
                out.setdefault(name, {})[row["Metric Name"]] = int(value)
    return out


def model_figures():
    """The figures `kernlint memory` computes for kernels.cu (the same code path)."""
    from analyzer.commands.memory import collect
    from analyzer.config import Settings

    return collect([str(HERE / "kernels.cu")], {}, Settings())[0]


def launch_args(path: Path = HERE / "kernels.cu") -> dict[str, dict[str, int]]:
    """Kernel -> the argument values its launch passes, from `// arg NAME = VALUE` on the launch line."""
    out: dict[str, dict[str, int]] = {}
    for line in path.read_text().splitlines():
        m = re.match(r"\s*(\w+)(<[^<>]*>)?<<<.*//\s*arg\s+(\w+)\s*=\s*(\d+)", line)
        if m:  # NOTE: keyed by the kernel, and by its instance where the launch names one (`a_bank_rows<31>`)
            for key in (m.group(1), m.group(1) + (m.group(2) or "").replace(" ", "")):
                out.setdefault(key, {})[m.group(3)] = int(m.group(4))
    return out


def rows() -> list[dict]:
    meas = measured()
    args = launch_args()
    out = []
    for f in model_figures():
        a = f.access
        kernel = a.kernel + (f"<{','.join(f.template)}>" if f.template else "")
        metrics = meas.get(kernel)
        units_m, req_m = METRIC[(a.space, a.op)]
        if a.instruction.startswith("ldmatrix"):  # NOTE: LDSM's wavefronts count in ..._op_ld, its instructions apart
            req_m = LDSM_REQUESTS
        ncu = None
        if metrics is not None and metrics.get(req_m):
            ncu = Fraction(metrics[units_m], metrics[req_m])
        # NOTE: a figure for `height >= 8` is judged only where the launch passes such a value
        applies = all(args.get(a.kernel, {}).get(name, -1) >= least for name, least in f.condition)
        ours = f.per_request if f.known and applies else None
        cond = " and ".join(f"{n} >= {v} (passed {args.get(a.kernel, {}).get(n, '?')})" for n, v in f.condition)
        if f.known and f.classes:  # NOTE: a count per class of the argument: the class of the value passed
            ours, cond = _by_class(f, args.get(kernel, {}))
            applies = ours is not None
        out.append({"kernel": kernel, "line": a.node.span.line, "column": a.node.span.column, "space": a.space,
                    "op": a.op, "bytes": a.size, "known": f.known and applies, "ours": ours, "ncu": ncu,
                    "condition": cond,
                    "requests": metrics.get(req_m) if metrics else None,
                    "agree": ours is not None and ncu is not None and ours == ncu})
    return out


def _by_class(f, passed: dict) -> tuple:
    """(the count of the class of the value the launch passes, the condition column) for a figure per class."""
    from analyzer.analysis.memory.classes import class_name, class_of

    name, top, classes = f.classes
    if name not in passed:
        return None, f"per class of {name} (passed ?)"
    v = class_of(passed[name], top)
    per = next((p for c, p, _ in classes if c == v), None)
    return per, f"{class_name(name, v, top)} (passed {passed[name]})"


def _fmt(v) -> str:
    if v is None:
        return "-"
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator} ({float(v):.3f})"


def table(found: list[dict], meta: str) -> str:
    agree = sum(1 for r in found if r["agree"])
    known = sum(1 for r in found if r["known"] and r["ncu"] is not None)
    missing = sorted({r["kernel"] for r in found if r["ncu"] is None})
    lines = ["# Memory model vs Nsight Compute (hardware table)", "",
             "Generated by `python3 tools/gpu/memory/compare.py --write` from `tools/gpu/memory/kernels.cu` and the",
             "measurements in `tools/gpu/memory/measured/` (`run.sh`: `nvcc -O3 -arch=sm_90`, `ncu --metrics ...`);",
             "re-judged on every test run by `tests/test_memory_hardware.py`.", "",
             "Measured on: " + meta.replace("\n", "; "), "",
             f"**{agree} of {known} accesses with a known figure agree exactly** (units per request as an exact "
             f"fraction: sectors for global, wavefronts for shared; {len(found)} accesses in {len({r['kernel'] for r in found})} kernel instances).", "",
             f"Not measured: {', '.join(missing) or 'none'} (a kernel with no counters, e.g. one that faulted, "
             "is listed here and judged by nobody).", "",
             "A figure kernlint gives only from a least kernel-argument value up (`for every height >= 8`: the",
             "`a_*` kernels, whose launches pass the value written on their launch line) is judged where the launch",
             "passes such a value; the condition column says which. A figure per class of a kernel argument (the",
             "`a_bank_rows` kernels: `s[threadIdx.x * d + x]`, gcd(d, 32)-way) is judged at the class of the value passed.",
             "An `ldmatrix` (the `ldsm_*` kernels) is counted per LDSM instruction (`smsp__sass_inst_executed_op_ldsm.sum`:",
             "`smsp__sass_inst_executed_op_shared_ld.sum` leaves LDSM out; its wavefronts are in `..._op_ld`).",
             "",
             "| kernel | access (line:col) | space | op | bytes | kernlint | condition | ncu | requests (ncu) | agree |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in found:
        verdict = "yes" if r["agree"] else ("not measured" if r["ncu"] is None else
                                             ("condition not met" if r["condition"] and r["ours"] is None else "NO"))
        lines.append(f"| {r['kernel']} | {r['line']}:{r['column']} | {r['space']} | {r['op']} | {r['bytes']} | "
                     f"{_fmt(r['ours'])} | {r['condition'] or '-'} | {_fmt(r['ncu'])} | {r['requests']} | {verdict} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    found = rows()
    meta = (HERE / "measured" / "meta.txt").read_text().strip()
    if "--write" in argv:
        (ROOT / "docs" / "validation").mkdir(parents=True, exist_ok=True)
        (ROOT / "docs" / "validation" / "memory-hardware.md").write_text(table(found, meta))
    bad = [r for r in found if r["known"] and r["ncu"] is not None and not r["agree"]]
    for r in bad:
        print(f"DISAGREE {r['kernel']} {r['line']}:{r['column']} {r['space']} {r['op']}: kernlint {_fmt(r['ours'])}, "
              f"ncu {_fmt(r['ncu'])}")
    measured_known = sum(1 for r in found if r["known"] and r["ncu"] is not None)
    print(f"{sum(1 for r in found if r['agree'])} of {measured_known} known, measured accesses agree "
          f"({sum(1 for r in found if r['ncu'] is None)} not measured)")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
