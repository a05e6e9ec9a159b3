"""Draw a seeded random sample of kernlint's default findings from public trees and write a review sheet.

    python3 tools/review/sample.py [--seed 17] [--quota KL201=20,KL102=10,KL202=10] [--total 60]
                                   [--out SHEET.md] [--save-json RUN.json] PATH [PATH ...]
    python3 tools/review/sample.py --from-json RUN.json [--seed 17] [--out SHEET.md] PATH [PATH ...]
    ... [--extra PATH [PATH ...] --extra-rules KL201,KL102]   # a second pool for rules the trees lack
    python3 tools/review/sample.py --score SHEET.md     # precision per rule of a filled-in sheet

The trees are fetched outside the repository (e.g. /work/ext/cuda-samples); never commit their code.
`kernlint check` runs with the default rule selection and config over every PATH; the findings a default
run would fail on (severity warning or error; notes such as KL001 and predicated-divergence notes are
not what a developer is asked to act on) are grouped by rule, and each rule's quota is drawn with
random.Random(seed) (all of them when fewer exist). Remaining places up to --total are drawn from the
other rules. The sheet lists, per finding, where it is, the message and the fix, with empty columns for
the reviewer's verdict by the issue 17 standard:

- launches: the claim is right for the launches this code makes (R) or not (W);
- cost: the cost is material (M) or negligible (N);
- fix: the suggested fix keeps the meaning or says how to reorganise (K), or is wrong (X);
- act: a kernel developer would act on it (yes/no): yes only when launches=R, cost=M and fix=K.

Precision per rule = act yes / reviewed. The same seed and trees give the same sample.
--save-json keeps kernlint's findings of the run; --from-json draws from such a file instead of running
kernlint again (a run over nine trees takes minutes). --extra adds the findings of further trees for the
--extra-rules only (a larger pool, e.g. HeCBench, for rules the trees give fewer findings of than their
quota); its report is kept in RUN.extra.json next to --save-json's and read back by --from-json.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _order(d: dict) -> tuple:
    """A finding's place in a stable order: file, line, column, rule."""
    return d["file"], d["line"], d["column"], d["rule"]


def findings(paths: list[str], save: str | None = None, load: str | None = None, select: str = "") -> list[dict]:
    """Default-run findings at warning or error severity, in a stable order."""
    if load:
        diags = json.loads(Path(load).read_text())["diagnostics"]
    else:
        proc = subprocess.run([sys.executable, "-m", "analyzer", "check", "--format", "json", "--exit-zero",
                               "--show-parse-errors", *(["--select", select] if select else []), *paths],
                              cwd=ROOT, capture_output=True, text=True)
        if not proc.stdout.strip():
            raise SystemExit(f"sample.py: kernlint printed nothing: {proc.stderr.strip()[:300]}")
        if save:
            Path(save).write_text(proc.stdout)
        diags = json.loads(proc.stdout)["diagnostics"]
    keep = [d for d in diags if d["severity"] in ("warning", "error")]
    return sorted(keep, key=_order)


def draw(found: list[dict], quota: dict[str, int], total: int, seed: int) -> list[dict]:
    by_rule: dict[str, list[dict]] = defaultdict(list)
    for d in found:
        by_rule[d["rule"]].append(d)
    chosen: list[dict] = []
    for rule, n in quota.items():  # NOTE: one generator per rule: a rule's draw does not move with another's pool
        pool = by_rule.get(rule, [])
        chosen += random.Random(f"{seed}:{rule}").sample(pool, min(n, len(pool)))
    rest = [d for d in found if d["rule"] not in quota]
    chosen += random.Random(f"{seed}:rest").sample(rest, min(max(0, total - len(chosen)), len(rest)))
    return chosen


def _cell(text: str) -> str:
    return (text or "").replace("|", "\\|").replace("\n", " ")


def sheet(chosen: list[dict], found: list[dict], paths: list[str], seed: int) -> str:
    counts: dict[str, int] = defaultdict(int)
    for d in found:
        counts[d["rule"]] += 1
    lines = [f"# Review sheet (seed {seed})", "",
             "Trees: " + ", ".join(f"`{p}`" for p in paths), "",
             "Default findings (warning/error) per rule: " + ", ".join(f"{r} {n}" for r, n in sorted(counts.items())),
             "", "| # | rule | where | message | fix | launches | cost | fix ok | act | note |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, d in enumerate(chosen, 1):
        message = d["message"]
        fix = ""
        if " Fix: " in message:
            message, fix = message.split(" Fix: ", 1)
        fix = d.get("help") or fix
        lines.append(f"| {i} | {d['rule']} | `{d['file']}:{d['line']}` | {_cell(message)} | {_cell(fix)} |  |  |  |  |  |")
    return "\n".join(lines) + "\n"


def score(path: str) -> str:
    """Precision per rule of a filled-in sheet: rows whose `act` column is yes / all rows with a verdict."""

    acted: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for line in Path(path).read_text().splitlines():
        if not re.match(r"\| \d+ \|", line):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) < 9:
            continue  # another table of the document (races, recall), not a sheet row
        rule, act = cells[1], cells[8].lower()
        if act in ("yes", "no"):
            acted[rule][0] += act == "yes"
            acted[rule][1] += 1
    rows = ["| rule | acted on | reviewed | precision |", "| --- | --- | --- | --- |"]
    for rule, (yes, n) in sorted(acted.items()):
        rows.append(f"| {rule} | {yes} | {n} | {yes / n:.2f} |")
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    if argv[:1] == ["--score"]:
        sys.stdout.write(score(argv[1]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--quota", default="KL201=20,KL102=10,KL202=10")
    parser.add_argument("--total", type=int, default=60)
    parser.add_argument("--out", default="-")
    parser.add_argument("--save-json", help="keep kernlint's JSON report of the run in this file")
    parser.add_argument("--from-json", help="draw from a JSON report kept by --save-json (no kernlint run)")
    parser.add_argument("--extra", nargs="+", default=[], help="further trees, whose findings count for --extra-rules")
    parser.add_argument("--extra-rules", default="KL201,KL102")
    args = parser.parse_args(argv)
    quota = {k: int(v) for k, v in (item.split("=") for item in args.quota.split(",") if item)}
    found = findings(args.paths, args.save_json, args.from_json)
    if args.extra:
        def extra(name):
            return name and str(Path(name).with_suffix(".extra.json"))
        wanted = set(args.extra_rules.split(","))
        more = findings(args.extra, extra(args.save_json), extra(args.from_json), select=args.extra_rules)
        found = sorted(found + [d for d in more if d["rule"] in wanted], key=_order)
    shown = list(args.paths)
    if args.extra:
        shown.append(f"extra for {args.extra_rules}: {len(args.extra)} paths under {Path(args.extra[0]).parent}")
    text = sheet(draw(found, quota, args.total, args.seed), found, shown, args.seed)
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text)
        print(f"sample.py: {args.out}: {len(found)} findings, sheet written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
