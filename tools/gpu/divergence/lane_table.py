"""The lane model's hardware table: docs/validation/divergence-lane.md.

    python3 tools/gpu/divergence/lane_table.py [RESULTS_DIR] [--check]

RESULTS_DIR (default tools/gpu/divergence/results_lane) holds what run_lane.sh wrote on the GPU machine:
ncu_G.csv / ncu_O3.csv (branch counters of kernels_lane.cu), synccheck.tsv (every kernel of sync_lane.cu run
alone under `compute-sanitizer --tool synccheck`, -G and -O3 builds) and env.txt. kernlint runs here.

- KL201 rows (kernels_lane.cu) agree as in table.py: a divergent verdict needs a non-zero divergent count in
  the -G build, a uniform one needs 0 unless the kernel is one of the idioms KL201 clears ("data-dependent").
- KL106 rows (sync_lane.cu): the verdict must match the kernel's label ("mismatch" / "ok", from the CUDA
  Programming Guide's rule: every non-exited lane named in the mask executes the call, a lane that skips it
  and leaves the kernel with nothing warp-synchronous on the way counting as exited (PTX); a shuffle's source
  lane must be active); synccheck's counts are recorded beside it. On the H100 synccheck reported none of
  these, so it neither confirms nor refutes a row.
--check exits 1 when a row disagrees (and does not rewrite the document).
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
KERNELS = HERE / "kernels_lane.cu"
SYNC = HERE / "sync_lane.cu"
DOC = ROOT / "docs" / "validation" / "divergence-lane.md"
EXCLUSIONS = ("single leader", "tail guard", "final rounds", "data-dependent")


def _table_module():
    """table.py beside this script (loaded by path: the tests load this script the same way)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("divergence_table", HERE / "table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# NOTE: one ncu reader and one kernel locator for both hardware tables
_TABLE = _table_module()
read_ncu, kernels = _TABLE.read_ncu, _TABLE.kernels


def verdicts(source: Path, rule: str) -> dict[int, str]:
    out = subprocess.run([sys.executable, "-m", "analyzer", "check", "--select", rule, "--format", "json",
                          "--exit-zero", str(source.relative_to(ROOT))], cwd=ROOT, capture_output=True, text=True)
    data = json.loads(out.stdout)
    return {d["line"]: d["message"] for d in data["diagnostics"] if d["rule"] == rule}


def _divergence_rows(results: Path) -> tuple[list[str], int]:
    ncu_g, ncu_o3 = read_ncu(results / "ncu_G.csv"), read_ncu(results / "ncu_O3.csv")
    found = verdicts(KERNELS, "KL201")
    rows, bad = [], 0
    for name, first, last, comment in kernels(KERNELS):
        hits = [line for line in found if first <= line <= last]
        excl = next((e for e in EXCLUSIONS if e in comment), None)
        g, o = ncu_g.get(name, {}), ncu_o3.get(name, {})
        div = int(g.get("divergent", "-1"))
        agree = div > 0 if hits else (div == 0 or (excl is not None and div >= 0))
        bad += not agree
        note = f"cleared: {excl}" if excl and not hits and div > 0 else ""
        verdict = "divergent (KL201)" + (f" (line {', '.join(map(str, hits))})" if hits else "") if hits else "no finding"
        rows.append(f"| `{name}` | {comment.split(':', 1)[1].strip() if ':' in comment else comment} | {verdict} | "
                    f"{g.get('divergent', '?')} / {g.get('targets', '?')} | {o.get('divergent', '?')} / "
                    f"{o.get('targets', '?')} | {g.get('block', '?')} | {'yes' if agree else '**NO**'} {note} |")
    return rows, bad


def _sync_rows(results: Path) -> tuple[list[str], int]:
    runs: dict[str, list[str]] = {}
    with (results / "synccheck.tsv").open() as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            runs.setdefault(row["kernel"], []).append(f"{row['build']} n={row['n']}: {row['errors']}"
                                                      + (f" ({row['first']})" if row["first"] else ""))
    found = verdicts(SYNC, "KL106")
    rows, bad = [], 0
    for name, first, last, comment in kernels(SYNC):
        hits = [line for line in found if first <= line <= last]
        label = comment.split(":", 1)[0].strip()
        agree = bool(hits) == (label == "mismatch") and name in runs
        bad += not agree
        verdict = f"KL106 (line {', '.join(map(str, hits))})" if hits else "no finding"
        what = comment.split(":", 1)[1].strip() if ":" in comment else comment
        rows.append(f"| `{name}` | {label}: {what} | {verdict} | {'; '.join(runs.get(name, ['not run']))} | "
                    f"{'yes' if agree else '**NO**'} |")
    return rows, bad


def build(results: Path) -> tuple[str, int]:
    env = (results / "env.txt").read_text().splitlines() + ["?"] * 5
    div_rows, div_bad = _divergence_rows(results)
    sync_rows, sync_bad = _sync_rows(results)
    text = f"""# The lane model against hardware (cooperative groups, out-parameters, intrinsics, masks, shuffles, templates; KL106)

Generated by `python3 tools/gpu/divergence/lane_table.py` from `tools/gpu/divergence/kernels_lane.cu` and
`sync_lane.cu` (our own kernels, one pattern each) and what `tools/gpu/divergence/run_lane.sh` measured.
The test suite re-judges every row against the recorded counts (tests/test_lane_hardware.py).

- GPU: {env[1]} (driver); measured {env[0]}; nvcc: {env[2]}; ncu: {env[3]}; compute-sanitizer: {env[4]}
- Builds: `nvcc -G -arch=sm_90` (branches kept) and `nvcc -O3 -arch=sm_90` (for comparison).

## KL201: divergent branches (ncu `smsp__sass_branch_targets_threads_divergent.sum / smsp__sass_branch_targets.sum`)

A divergent verdict needs a non-zero divergent count in the -G build; a uniform one needs 0, except for the
idioms KL201 clears on purpose (here: data-dependent `__match_any_sync` bits), marked.

| kernel | pattern | kernlint | ncu -G divergent / branches | ncu -O3 divergent / branches | block | agrees |
| --- | --- | --- | --- | --- | --- | --- |
""" + "\n".join(div_rows) + f"""

{len(div_rows) - div_bad} of {len(div_rows)} kernels agree.

## KL106: warp-synchronous calls whose mask names lanes that cannot reach them

Each kernel ran alone under `compute-sanitizer --tool synccheck` (errors per run; -G and -O3 builds). On this
sm_90 GPU synccheck reported 0 errors for every kernel, the mismatching ones included, and none hung (exit
status 0): on this GPU synccheck does not detect these mismatches, and a partial warp completes the call in
these small kernels. The behaviour stays undefined by the CUDA Programming
Guide (every non-exited lane named in the mask must execute the same intrinsic; a shuffle from an inactive or
exited lane returns an undefined value) and by NVIDIA's CUDA C++ guidelines for robust code (rules
collective.warp.include_self and participants.active). A lane that skips the call and then leaves the kernel
with no other warp-synchronous call or barrier on the way counts as exited: PTX's `shfl.sync`, `vote.sync` and
`bar.warp.sync` wait only for the non-exited lanes of the mask (`halfWarpShfl`, `oddSyncwarp`, `tileSyncHalf`
are labelled ok for that reason; a shuffle that reads such a lane is not). So a row agrees when kernlint's
verdict matches the kernel's label from that rule, and synccheck's count is recorded beside it, not used as
the judge.

| kernel | label | kernlint | synccheck errors | agrees |
| --- | --- | --- | --- | --- |
""" + "\n".join(sync_rows) + f"""

{len(sync_rows) - sync_bad} of {len(sync_rows)} kernels agree with their label; synccheck flagged none.
"""
    return text, div_bad + sync_bad


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    results = Path(args[0]) if args else HERE / "results_lane"
    text, bad = build(results)
    if "--check" not in argv:
        DOC.parent.mkdir(parents=True, exist_ok=True)
        DOC.write_text(text)
    print(f"{bad} rows disagree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
