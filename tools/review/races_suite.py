"""Score KL102/KL106/KL107/KL108/KL109 on the labelled public race suites (tuning; docs/validation/races.md).

    python3 tools/review/races_suite.py [--labels /work/shared/validation] [--gpuverify /work/ext/gpuverify]
                                        [--faial /work/ext/faial] [--list] [--out RESULT.json]

The suites are checked out outside the repository at the commits their label files name
(gpuverify_testsuite_cuda.tsv: mc-imperial/gpuverify `testsuite/CUDA`; faial_examples.tsv: elliotsayes/faial
`examples/drf`). Each labelled file is analysed in process with the rules above, its launch given as the rules'
`block`/`grid` options (GPUVerify's `--blockDim`/`--gridDim` line; Faial's examples have none: the assumed block).

Labels: GPUVerify `pass` is race- and barrier-error-free; `xfail:NOT_ALL_VERIFIED` expects a race or barrier error
(or an assertion GPUVerify proves false: those files are out of scope, see OUT_OF_SCOPE); other `xfail` labels are
tool errors and left out. Faial `drf-*` are race-free, `racy-*` racy. A file is flagged when any of the rules
reports on it. Printed: per suite, flagged/racy and flagged/clean, with the file names of misses and false alarms.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from pathlib import Path

RULES = ("KL102", "KL106", "KL107", "KL108", "KL109")
# Files labelled NOT_ALL_VERIFIED whose expected error is not a race or a barrier error (GPUVerify's `expected`
# column: assertions, null pointers, invariants, constant memory): not in the scope of these rules.
_NOT_RACE = re.compile(r"assert|null pointer|invariant|constant memory|0-sized|a = 12", re.I)


# Racy-labelled GPUVerify files outside what the rules claim, each with the reason (read from the file). The rest
# of the racy files are in scope: every one of them must be flagged.
SCOPE = {
    "testsuite/CUDA/atomics/add_tid/kernel.cu": "data: the index is the value an atomicAdd returns",
    "testsuite/CUDA/atomics/add_zero/kernel.cu": "data: the index is the value an atomicAdd returns",
    "testsuite/CUDA/cooperative_groups/fail/block_divergence_grid_group/kernel.cu":
        "exit: a grid sync under `if`, the skipping threads exit (KL102 takes exited threads as arrived)",
    "testsuite/CUDA/cooperative_groups/fail/divergence_grid_group/kernel.cu":
        "exit: a grid sync under `if`, the skipping threads exit (KL102 takes exited threads as arrived)",
    "testsuite/CUDA/cooperative_groups/fail/divergence_thread_block/kernel.cu":
        "exit: a block sync under `if`, the skipping threads exit (KL102 takes exited threads as arrived)",
    "testsuite/CUDA/curand_tests/fail/curand_mtgp32_block_race/kernel.cu": "library: cuRAND state updated inside curand calls",
    "testsuite/CUDA/curand_tests/fail/curand_mtgp32_race/kernel.cu": "library: cuRAND state updated inside curand calls",
    "testsuite/CUDA/curand_tests/fail/curand_race/kernel.cu": "library: cuRAND state updated inside curand calls",
    "testsuite/CUDA/curand_tests/fail/init_race/kernel.cu": "library: cuRAND state updated inside curand_init",
    "testsuite/CUDA/fresh_arrays/fail/inherit/kernel.cu": "model: a pointer member inherited from a base struct",
    "testsuite/CUDA/function_pointers/pass_struct/call/kernel.cu": "tool: a call through a function pointer (no race)",
    "testsuite/CUDA/globalarray/fail/kernel.cu": "data: the guard reads __constant__ data the host may change",
    "testsuite/CUDA/loop_unwind/kernel.cu": "benign: every thread writes B[i] = A[i], the same value",
    "testsuite/CUDA/memcpy/fail_overstep/kernel.cu": "builtin: __builtin_memcpy of more bytes than an element",
    "testsuite/CUDA/memcpy/lentoobig/kernel.cu": "builtin: __builtin_memcpy length",
    "testsuite/CUDA/memcpy/notexactdiv/kernel.cu": "builtin: __builtin_memcpy length",
    "testsuite/CUDA/memcpy/null_dst/kernel.cu": "tool: null pointer (no race)",
    "testsuite/CUDA/memcpy/null_src/kernel.cu": "tool: null pointer (no race)",
    "testsuite/CUDA/memset/null_dst/kernel.cu": "tool: null pointer (no race)",
    "testsuite/CUDA/misc/fail/miscfail3/kernel.cu": "argument: racy only for some values of `offset` (< blockDim)",
    "testsuite/CUDA/misc/fail/miscfail4/kernel.cu": "argument: racy only for `offset` < 1024 (a __requires)",
    "testsuite/CUDA/param_values/value_causing_race/kernel.cu": "argument: racy only for x = 185",
}
# GPUVerify's `--warp-sync=N` checks a race-free label under lockstep warps (pre-Volta): independent thread
# scheduling (sm_70 and later) makes those kernels racy, which KL107/KL109 say (docs/races.md).


def _dims(text: str, name: str) -> str:
    m = re.search(rf"--{name}=(\[[^\]]*\]|\S+)", text)
    if not m:
        return ""
    return "x".join(p.strip() for p in m.group(1).strip("[]").split(",") if p.strip())


def analyse(path: Path, block: str, grid: str) -> list:
    from analyzer.config import Settings
    from analyzer.config_schema import apply_mapping
    from analyzer.lint.sources import analyze_file
    from analyzer.source import read_source

    settings = Settings()
    options = {k: v for k, v in (("block", block), ("grid", grid)) if v}
    if options:
        apply_mapping(settings, {"rules": {r: dict(options) for r in ("KL107", "KL108", "KL109")}}, "suite")
    text = read_source(str(path)).text
    result = analyze_file(str(path), text, settings, frozenset(RULES))
    return [d for d in result.diagnostics if d.rule_id in RULES]


def gpuverify(labels: Path, root: Path) -> list[dict]:
    rows = []
    with open(labels / "gpuverify_testsuite_cuda.tsv", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            label = row["label"].lower()
            if label == "pass":
                want = "clean"
            elif label == "xfail:not_all_verified":
                want = "out" if _NOT_RACE.search(row.get("expected") or "") else "racy"
            else:
                continue
            if want == "racy" and row["path"] in SCOPE:
                want = "out"
            if want == "clean" and "--warp-sync" in row["launch"]:
                want = "lockstep"
            rows.append({"suite": "gpuverify", "path": row["path"], "want": want, "commit": row["commit"],
                         "block": _dims(row["launch"], "blockDim"), "grid": _dims(row["launch"], "gridDim"),
                         "file": root / row["path"]})
    return rows


def faial(labels: Path, root: Path) -> list[dict]:
    rows = []
    with open(labels / "faial_examples.tsv", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            label = (row.get("label_or_costs") or "").strip()
            if label not in ("drf", "racy"):
                continue
            head = ""
            try:  # NOTE: a few examples give GPUVerify's launch line in their first comments
                head = "\n".join((root / row["path"]).read_text(errors="replace").splitlines()[:5])
            except OSError:
                pass
            rows.append({"suite": "faial", "path": row["path"], "want": "clean" if label == "drf" else "racy",
                         "commit": row["commit"], "block": _dims(head, "blockDim"), "grid": _dims(head, "gridDim"),
                         "file": root / row["path"]})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--labels", default="/work/shared/validation")
    ap.add_argument("--gpuverify", default="/work/ext/gpuverify")
    ap.add_argument("--faial", default="/work/ext/faial")
    ap.add_argument("--list", action="store_true", help="print every file's verdict")
    ap.add_argument("--out", help="write the per-file results as JSON")
    args = ap.parse_args(argv)
    labels = Path(args.labels)
    rows = gpuverify(labels, Path(args.gpuverify)) + faial(labels, Path(args.faial))
    results = []
    for row in rows:
        try:
            found = analyse(row["file"], row["block"], row["grid"])
        except Exception as exc:  # noqa: BLE001 - a suite file kernlint cannot read is reported, not fatal
            print(f"{row['path']}: {exc}", file=sys.stderr)
            found = []
        rules = sorted({d.rule_id for d in found})
        results.append({**{k: v for k, v in row.items() if k != "file"}, "rules": rules,
                        "findings": [f"{d.rule_id} {d.span.line if d.span else '?'}: {d.message}" for d in found]})
        if args.list:
            print(f"{row['suite']:9} {row['want']:5} {','.join(rules) or '-':18} {row['path']}")
    for suite in ("gpuverify", "faial"):
        mine = [r for r in results if r["suite"] == suite]
        racy = [r for r in mine if r["want"] == "racy"]
        clean = [r for r in mine if r["want"] == "clean"]
        hit = [r for r in racy if r["rules"]]
        # NOTE: a race claim on a race-free file is a false alarm; a KL108 (an uninitialised read is no race) is
        # listed apart and judged by reading the file
        false = [r for r in clean if set(r["rules"]) - {"KL108"}]
        uninit = [r for r in clean if r["rules"] == ["KL108"]]
        lockstep = [r for r in mine if r["want"] == "lockstep"]
        print(f"{suite}: racy flagged {len(hit)}/{len(racy)}; race-free with a race claim {len(false)}/{len(clean)}"
              f" ({100.0 * len(false) / max(1, len(clean)):.1f} %); race-free with KL108 only {len(uninit)}; "
              f"race-free under lockstep warps (--warp-sync) flagged {sum(bool(r['rules']) for r in lockstep)}"
              f"/{len(lockstep)}; out of scope {sum(r['want'] == 'out' for r in mine)} "
              f"(flagged {sum(bool(r['rules']) for r in mine if r['want'] == 'out')})")
        for r in racy:
            if not r["rules"]:
                print(f"  missed: {r['path']}")
        for r in false + uninit:
            print(f"  on race-free: {r['path']}: {r['findings'][0][:160]}")
        if args.list:
            for r in mine:
                if r["want"] == "out" and r["path"] in SCOPE:
                    print(f"  out of scope: {r['path']}: {SCOPE[r['path']]}")
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
