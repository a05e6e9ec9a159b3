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
        false = [r for r in clean if r["rules"]]
        print(f"{suite}: racy flagged {len(hit)}/{len(racy)}; clean flagged {len(false)}/{len(clean)}"
              f" ({100.0 * len(false) / max(1, len(clean)):.1f} %); out of scope {sum(r['want'] == 'out' for r in mine)}")
        for r in racy:
            if not r["rules"]:
                print(f"  missed: {r['path']}")
        for r in false:
            print(f"  false alarm: {r['path']}: {r['findings'][0][:160]}")
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
