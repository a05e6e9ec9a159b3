"""Parse coverage of the CUDA/HIP front end on a source tree (ours; public trees stay outside the repo).

    python bench/coverage.py TREE [TREE ...] [--show N]

Reports files, `__global__` kernels found by a plain textual count (`__global__ ... name(...) {`
definitions, comments, string literals and directive lines stripped, groups that conditional compilation
skips left out: the front end never sees those by design, see analyzer/cuda/pp/preprocess.py), kernels
parsed (a Function with a body, `__global__`, no ParseError overlapping it and no Unparsed node inside), files with kernels of which none parsed, parse
errors, tracebacks and time.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzer.cuda import ast  # noqa: E402
from analyzer.cuda.model.envs import iter_nodes  # noqa: E402
from analyzer.cuda.parse.parser import parse  # noqa: E402
from analyzer.cuda.pp.preprocess import preprocess  # noqa: E402

EXTS = {".cu", ".cuh", ".hip"}
_COMMENT = re.compile(r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:[^\"\\\n]|\\.)*\"|R\"\(.*?\)\"", re.S)
_GLOBAL = re.compile(r"\b__global__\b[^;{}()]*?\b([A-Za-z_]\w*)\s*\(")


_ATTRIBUTE = re.compile(r"\b(?:__launch_bounds__|__maxnreg__|__cluster_dims__|__align__|__attribute__|alignas)\s*"
                        r"\((?:[^()]|\([^()]*\))*\)")


def _blank(m: re.Match) -> str:
    return re.sub(r"[^\n]", " ", m.group())


_CALLED = re.compile(r"\s*(?:[A-Za-z_]\w*\s+)*?([A-Za-z_]\w*)\s*\(")
_DIRECTIVE = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)


def textual_kernels(text: str, skipped: list[tuple[int, int]] = ()) -> list[str]:
    """`__global__ ... name(...) {` definitions (prototypes are not counted), outside comments, directive
    lines and the line ranges in `skipped` (groups conditional compilation leaves out)."""
    text = _ATTRIBUTE.sub(_blank, _DIRECTIVE.sub(_blank, _COMMENT.sub(_blank, text)))
    out = []
    for m in _GLOBAL.finditer(text):
        if skipped:
            line = text.count("\n", 0, m.start()) + 1
            if any(a <= line <= b for a, b in skipped):
                continue
        name, i = m.group(1), m.end() - 1
        while True:
            depth = 0
            while i < len(text):
                depth += (text[i] == "(") - (text[i] == ")")
                if depth == 0:
                    break
                i += 1
            # NOTE: `__global__ [void] ATTRIBUTE_MACRO(args) [void] name(...)`: the name is the last one called
            after = _CALLED.match(text, i + 1)
            if after is None:
                break
            name, i = after.group(1), after.end() - 1
        rest = text[i + 1:i + 200].lstrip()
        if rest.startswith("{") or (rest and not rest.startswith(";") and "{" in rest.split(";", 1)[0]):
            out.append(name)
    return out


def _overlaps(a, b) -> bool:
    return (a.line, a.column) < (b.end_line, b.end_column) and (b.line, b.column) < (a.end_line, a.end_column)


def parsed_kernels(tu: ast.TranslationUnit) -> list[str]:
    out = []
    for f in tu.kernels():
        if f.body is None or any(_overlaps(f.span, e.span) for e in tu.errors):
            continue
        if any(isinstance(n, ast.Unparsed) for n in iter_nodes(f.body)):
            continue
        out.append(f.name)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="+")
    ap.add_argument("--show", type=int, default=0, help="print up to N missed kernels and errors")
    args = ap.parse_args()
    files = sorted(p for t in args.trees for p in Path(t).rglob("*") if p.suffix in EXTS and p.is_file())
    n_text = n_parsed = n_err = n_tb = lines = n_all_lost = n_skipped = 0
    missed: list[str] = []
    t0 = time.perf_counter()
    for p in files:
        text = p.read_text(encoding="utf-8", errors="replace")
        lines += text.count("\n") + 1
        skipped = preprocess(text, str(p)).skipped
        expect = textual_kernels(text, skipped)
        n_skipped += len(textual_kernels(text)) - len(expect)
        try:
            tu = parse(text, str(p))
        except BaseException:  # noqa: BLE001 - counted: must be zero
            n_tb += 1
            traceback.print_exc()
            continue
        got = parsed_kernels(tu)
        n_text += len(expect)
        # NOTE: matched by name (each textual kernel counts once per parsed kernel of that name)
        remaining = list(got)
        hits = 0
        for name in expect:
            if name in remaining:
                remaining.remove(name)
                hits += 1
        n_parsed += hits
        n_err += len(tu.errors)
        if hits < len(expect):
            n_all_lost += hits == 0
            spans = [f"{e.span.line}: {e.message}" for e in tu.errors]
            missed.append(f"{p}: {len(expect) - hits} of {len(expect)} missed; errors: {spans[:4]}")
    dt = time.perf_counter() - t0
    pct = 100.0 * n_parsed / n_text if n_text else 100.0
    print(f"files {len(files)}  lines {lines}  kernels(text) {n_text}  kernels parsed {n_parsed} ({pct:.1f} %)  "
          f"files losing every kernel {n_all_lost}  kernels in skipped #if groups (not counted) {n_skipped}  "
          f"parse errors {n_err}  tracebacks {n_tb}  time {dt:.2f} s ({lines / dt:.0f} lines/s)")
    for m in missed[:args.show]:
        print("  " + m)
    return 1 if n_tb else 0


if __name__ == "__main__":
    raise SystemExit(main())
