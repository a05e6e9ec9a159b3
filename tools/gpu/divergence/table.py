"""Join ncu's branch counters with kernlint's KL201 verdicts into docs/validation/divergence.md.

    python3 tools/gpu/divergence/table.py [RESULTS_DIR] [--check]

RESULTS_DIR (default tools/gpu/divergence/results) holds what run_ncu.sh wrote on the GPU machine:
ncu_G.csv (built with -G), ncu_O3.csv (optimised build, shown for comparison) and env.txt. kernlint is
run here on kernels.cu. A kernel's verdict is "divergent" when KL201 reports a line inside it. Each
kernel's comment in kernels.cu names its expected class; "single leader", "tail guard", "final rounds"
and "data-dependent" mark idioms kernlint deliberately clears although the hardware may count divergent
branches. The row agrees when: divergent verdict <=> ncu divergent count > 0, or the kernel is cleared as
one of those idioms. --check exits 1 when a row disagrees (and does not rewrite the document).
"""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SOURCE = HERE / "kernels.cu"
DOC = ROOT / "docs" / "validation" / "divergence.md"
EXCLUSIONS = ("single leader", "tail guard", "final rounds", "data-dependent", "halo load", "wavefront")
_KERNEL = re.compile(r"^(?:template\s*<[^>]*>\s*)?__global__ void (\w+)\(.*\{\s*//\s*(.*)$")
_HELPER = re.compile(r"^__device__\s+(?:__\w+__\s+)*[\w:<>*& ]*?\b(\w+)\([^;]*\{")


def read_ncu(path: Path) -> dict[str, dict[str, str]]:
    """{kernel: {"targets": n, "divergent": n, "block": "(x, y, z)"}} from an ncu --csv file."""
    lines = [line for line in path.read_text().splitlines(keepends=True) if line.startswith('"')]
    out: dict[str, dict[str, str]] = {}
    for row in csv.DictReader(io.StringIO("".join(lines))):
        name = re.sub(r"^void\s+", "", row["Kernel Name"].split("(")[0]).split("<")[0].strip()
        entry = out.setdefault(name, {"block": row["Block Size"]})
        key = "divergent" if row["Metric Name"].endswith("threads_divergent.sum") else "targets"
        entry[key] = row["Metric Value"].replace(",", "")
    return out


def kernels(source: Path = SOURCE) -> list[tuple[str, int, int, str]]:
    """(name, first line, last line, comment) of every kernel in `source`, by its `{ // comment`; a kernel's
    lines end where the next kernel or `__device__` helper begins."""
    return [k for k in _definitions(source) if k[3] is not None]


def _definitions(source: Path = SOURCE) -> list[tuple[str, int, int, str | None]]:
    """Kernels (with their comment) and helpers (comment None), each with its lines."""
    lines = source.read_text().splitlines()
    found = []
    for i, line in enumerate(lines, 1):
        m = _KERNEL.match(line)
        if m:
            found.append([m.group(1), i, len(lines), m.group(2).strip()])
        elif _HELPER.match(line):
            found.append([_HELPER.match(line).group(1), i, len(lines), None])
    for a, b in zip(found, found[1:]):
        a[2] = b[1] - 1
    return [tuple(k) for k in found]


def helper_lines(name: str, first: int, last: int, source: Path = SOURCE) -> list[tuple[int, int]]:
    """The line ranges of the `__device__` helpers the kernel at first..last calls: a finding inside a helper
    counts for every kernel that calls it."""
    text = "\n".join(source.read_text().splitlines()[first - 1:last])
    return [(a, b) for h, a, b, comment in _definitions(source) if comment is None and re.search(rf"\b{h}\(", text)]


def verdicts() -> dict[int, str]:
    """{line: severity} of kernlint's KL201 findings on kernels.cu."""
    out = subprocess.run([sys.executable, "-m", "analyzer", "check", "--select", "KL201", "--format", "json",
                          "--exit-zero", str(SOURCE.relative_to(ROOT))], cwd=ROOT, capture_output=True, text=True)
    data = json.loads(out.stdout)
    def tag(d: dict) -> str:
        if d["severity"] != "note":
            return ""
        if "predicated exit" in d["message"]:
            return " exit"  # NOTE: claims no divergent branch at -O3, like a predicated note
        return "" if "predicates them" in d["message"] else " edge"

    return {d["line"]: d["severity"] + tag(d) for d in data["diagnostics"] if d["rule"] == "KL201"}


def build(results: Path) -> tuple[str, int]:
    ncu_g, ncu_o3 = read_ncu(results / "ncu_G.csv"), read_ncu(results / "ncu_O3.csv")
    env = (results / "env.txt").read_text().splitlines()
    found = verdicts()
    rows, bad, recall, labelled = [], 0, 0, 0
    for name, first, last, comment in kernels():
        spans = [(first, last)] + helper_lines(name, first, last)
        hits = [line for line in found if any(a <= line <= b for a, b in spans)]
        warned = [line for line in hits if not found[line].startswith("note")]
        edges = [line for line in hits if found[line].endswith("edge")]
        verdict = ("warning (KL201)" if warned else "note (KL201)") if hits else "no finding"
        excl = next((e for e in EXCLUSIONS if e in comment), None)
        g, o = ncu_g.get(name, {}), ncu_o3.get(name, {})
        div, div_o3 = int(g.get("divergent", "-1")), int(o.get("divergent", "-1"))
        if "idle lanes" in comment and "helper" in comment and warned:
            # NOTE: a helper's early return is one finding for every call of the helper: a branch where code
            # follows the call (helperReturnThenStore), exited lanes where the call ends the kernel
            # (helperReturnLast); the finding cannot depend on the caller, so only the -G split is checked here
            agree = div > 0
        elif "idle lanes" in comment:
            # NOTE: an early exit or a tail: a warning claims -O3 keeps a divergent branch, a note that it
            # exits the lanes that leave instead (analyzer/analysis/cost.py, `exits`)
            agree = div > 0 and (div_o3 > 0 if warned else div_o3 == 0)
        elif warned:
            agree = div > 0 and div_o3 > 0  # NOTE: a warning must still diverge in the optimised build
        elif hits and (excl or len(edges) == len(hits)):
            # NOTE: a note for an idiom (the edge of the work, a tail, a step, a marked baseline) claims no
            # predication, only a real split whose idle lanes are the shape of the work
            # NOTE: also, ncu counts per kernel: a cleared idiom's own branch (a wavefront loop) may be the one
            # left at -O3, so only the -G count (the divergence is real) is checked for the note
            agree = div > 0
        elif hits:
            agree = div > 0 and div_o3 == 0  # NOTE: a note says the optimised build predicates it away
        else:
            agree = div == 0 or (excl is not None and div >= 0)
        note = f"cleared: {excl}" if excl and not hits and div > 0 else ""
        if excl and hits:
            note = f"{excl} cleared; the note is on another branch of the kernel"
        bad += not agree
        lines = ", ".join(str(h) for h in hits)
        rows.append(f"| `{name}` | {comment.split(':')[0]} | {verdict}{' (line ' + lines + ')' if lines else ''} "
                    f"| {g.get('divergent', '?')} / {g.get('targets', '?')} | {o.get('divergent', '?')} / "
                    f"{o.get('targets', '?')} | {g.get('block', '?')} | {'yes' if agree else '**NO**'} {note} |")
        recall += bool(hits) and div > 0 and not excl
        labelled += div > 0 and not excl
    date, gpu = env[0], env[1] if len(env) > 1 else "?"
    extra = "".join(f"- {line}\n" for line in env[4:])  # NOTE: rows added from later runs, said in env.txt
    head = f"""# Divergence verdicts against hardware counters

Generated by `python3 tools/gpu/divergence/table.py` from `tools/gpu/divergence/kernels.cu` (our own
kernels, one pattern each) and the counters `tools/gpu/divergence/run_ncu.sh` read with Nsight Compute:
`smsp__sass_branch_targets_threads_divergent.sum / smsp__sass_branch_targets.sum` per kernel launch.

- GPU: {gpu} (driver); measured {date}; nvcc: {env[2] if len(env) > 2 else '?'}; ncu: {env[3] if len(env) > 3 else '?'}
{extra}- Builds: `nvcc -G -arch=sm_90` (the compiler keeps every branch, as in the study notes' method) and
  `nvcc -O3 -arch=sm_90` (short arms become predicated instructions: no divergent branch remains).
- Verdict: the severity of `kernlint check --select KL201` on a line of the kernel. A *warning* says the
  region stays a branch in an optimised build (analyzer/analysis/cost.py); a *note* says the compiler
  predicates it.
- Agreement: a warning needs a divergent count in both builds (it diverges at -O3), and so does one in a
  kernel marked *idle lanes* (an early exit or a tail: lanes leave while the others run on): there a note
  says -O3 exits the lanes that leave (a predicated exit) instead of branching, and needs a -G count and
  none at -O3; a helper's early return (marked *helper*) is one finding for every call, a branch where code
  follows the call and exited lanes where the call ends the kernel, so only its -G count is checked; a note needs one in
  the -G build (the divergence is real: recall) and none at -O3 (the note's claim), except notes that
  claim no predication (an idiom whose idle lanes are the shape of the work: the edge of the work, a loop
  whose lanes differ by one iteration from a lane to the next, a step, a marked baseline); no finding needs 0 in
  the -G build, except for the idioms KL201 clears on purpose (single leader, tail guard, final rounds of
  a tree reduction, data-dependent, halo load, wavefront: see docs/rules.md), marked below.

| kernel | pattern | kernlint | ncu -G divergent / branches | ncu -O3 divergent / branches | block | agrees |
| --- | --- | --- | --- | --- | --- | --- |
"""
    summary = (f"\nKL201 recall on the kernels that diverge with -G (idioms aside): {recall} of {labelled}.\n"
               f"\n{len(rows) - bad} of {len(rows)} kernels agree.\n")
    return head + "\n".join(rows) + "\n" + summary, bad


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    results = Path(args[0]) if args else HERE / "results"
    text, bad = build(results)
    if "--check" not in argv:
        DOC.parent.mkdir(parents=True, exist_ok=True)
        DOC.write_text(text)
    print(text.splitlines()[-1])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
