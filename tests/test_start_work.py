"""Work a one-file check does once, not per race, per interpreter or per node: KL107/KL109 describe one race per
finding, query.children reads a node's children through iter_nodes' plan (the same children as the IR's
slots give), and memory's pointer_stores is kept per function."""

from __future__ import annotations

import sys
from pathlib import Path

from analyzer.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def _reduction_program() -> str:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import reduce_file
    finally:
        sys.path.pop(0)
    return reduce_file.reduction_program(variants=1)


def test_kl107_describes_one_race_per_finding(monkeypatch):
    from analyzer.checks import _race_report as kl107
    from analyzer.lint.sources import analyze_file

    calls = []
    describe = kl107.describe

    def counting(unit, race, slot=None, ctx=None, params=frozenset()):
        calls.append(race)
        return describe(unit, race, slot, ctx, params)
    monkeypatch.setattr(kl107, "describe", counting)
    found = analyze_file("reduce.cu", _reduction_program(), Settings(), frozenset({"KL107", "KL109"})).diagnostics
    assert found
    # NOTE: a finding is a group of races (finding_key); only the first of each is described, and each group
    # gives at most one finding (two groups reported at one access give one)
    assert len(found) <= len(calls) < 2 * len(found) + 2


def test_children_are_the_node_slots_children():
    from analyzer.cuda import query
    from analyzer.cuda.parse.parser import parse

    def by_slots(node):
        out = []
        for name in getattr(type(node), "__slots__", ()):
            value = getattr(node, name)
            if isinstance(value, tuple):
                out.extend(v for v in value if query.is_node(v))
            elif query.is_node(value):
                out.append(value)
        return out
    files = sorted((ROOT / "fixtures" / "rules").glob("KL1*/*.cu"))[:40]
    seen = 0
    for path in files:
        tu = parse(path.read_text(encoding="utf-8"), str(path))
        for node in query.nodes(tu):
            assert [id(c) for c in query.children(node)] == [id(c) for c in by_slots(node)], (path, type(node))
            seen += 1
    assert seen > 1000


def test_pointer_stores_is_kept_per_function():
    from analyzer.analysis.memory import interp
    from analyzer.cuda.parse.parser import parse

    tu = parse("__global__ void k(float **rows, float *p) { rows[threadIdx.x] = p; p[0] = 1.0f; }\n", "k.cu")
    func = next(iter(tu.functions()))
    first = interp.pointer_stores(func)
    assert first == frozenset({"rows"})
    assert interp.pointer_stores(func) is first
