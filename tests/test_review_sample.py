"""tools/review/sample.py: the draw is reproducible per rule and the score reads a filled-in sheet."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("review_sample", ROOT / "tools" / "review" / "sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _found(n: int, rule: str) -> list[dict]:
    return [{"rule": rule, "file": f"f{i}.cu", "line": i, "column": 1, "message": "m", "severity": "warning"}
            for i in range(n)]


def test_draw_is_seeded_and_a_rule_draw_does_not_depend_on_another_pool():
    tool = _tool()
    a = tool.draw(_found(50, "KL201") + _found(30, "KL202"), {"KL201": 5, "KL202": 3}, 8, 17)
    b = tool.draw(_found(70, "KL201") + _found(30, "KL202"), {"KL201": 5, "KL202": 3}, 8, 17)
    assert [d["line"] for d in a if d["rule"] == "KL202"] == [d["line"] for d in b if d["rule"] == "KL202"]
    assert a == tool.draw(_found(50, "KL201") + _found(30, "KL202"), {"KL201": 5, "KL202": 3}, 8, 17)
    assert len(tool.draw(_found(2, "KL102"), {"KL102": 10}, 10, 1)) == 2  # fewer than the quota: all


def test_score_counts_act_yes_per_rule(tmp_path):
    tool = _tool()
    sheet = tmp_path / "s.md"
    sheet.write_text("| # | rule | where | message | fix | launches | cost | fix ok | act | note |\n"
                     "| 1 | KL201 | `a.cu:1` | m \\| x | f | R | M | K | yes | |\n"
                     "| 2 | KL201 | `a.cu:2` | m | f | W | N | X | no | |\n"
                     "| 3 | KL202 | `b.cu:3` | m | f | R | M | K | yes | |\n")
    text = tool.score(str(sheet))
    assert "| KL201 | 1 | 2 | 0.50 |" in text and "| KL202 | 1 | 1 | 1.00 |" in text
